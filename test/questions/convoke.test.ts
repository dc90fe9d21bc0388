/**
 * Issue 14 (session 25, cards25b) end to end: a spell with convoke (702.51a) is read whole, so /ask
 * answers what it does when cast; asked whether it can be cast from the lands told, convoke can't help
 * a player with no untapped creature (the cost is simply unpayable), and with one the answer would
 * rest on convoking, which the question didn't tell: refused. Worked out by hand.
 */
import { beforeAll, describe, it } from 'vitest';
import type { QuestionDeps } from '../../src/questions/index.ts';
import { realCardDeps } from '../cards/compile-helpers.ts';
import { answeredRight, refusedAs } from '../support/ask-rows.ts';

let deps: QuestionDeps = {};
beforeAll(async () => {
  deps = await realCardDeps({ 'Hour of Reckoning': '報いの時', 'Grizzly Bears': '灰色熊', Forest: '森', Plains: '平地' });
}, 120_000);

describe('GIVEN Hour of Reckoning (convoke) THEN it is answered like any sorcery (702.51a)', () => {
  const ROWS: [string, string, 'yes' | 'no'][] = [
    // 701.8a: "Destroy all nontoken creatures."
    ['My opponent controls Grizzly Bears. I cast Hour of Reckoning. Does Grizzly Bears die?', 'dies', 'yes'],
    ['《灰色熊》が相手の場にいる。私は《報いの時》を唱えた。《灰色熊》は死亡しますか？', '死亡します', 'yes'],
    // {4}{W}{W}{W} from a Forest and a Plains, with no creature to convoke: 601.2h.
    ['I control a Forest and a Plains. Can I cast Hour of Reckoning?', "can't cast", 'no'],
  ];
  it.each(ROWS)('%s → %s', (q, says, verdict) => answeredRight(() => deps)(q, says, verdict), 60_000);

  it.each([['I control a Forest, a Plains and Grizzly Bears. Can I cast Hour of Reckoning?', 'unmodelled', 'convoke']])('%s → refused (%s)', (q, code, says) => refusedAs(() => deps)(q, code, says), 60_000);
});
