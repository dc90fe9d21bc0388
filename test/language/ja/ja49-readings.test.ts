/**
 * Japanese readings of session 49, each a general class with rows of our own: 最初 ("at first") said right before a
 * total is the life a player starts from, as 「20スタート」 says (ja/started-at.ts) — with no player said, only 20 (the
 * default) is read; another number is whose total the words don't say, and is named.
 */
import { beforeAll, describe, it } from 'vitest';
import type { QuestionDeps } from '../../../src/questions/index.ts';
import { realCardDeps } from '../../cards/compile-helpers.ts';
import { answeredRight, refusedAs } from '../../support/ask-rows.ts';

let deps: QuestionDeps = {};
beforeAll(async () => {
  deps = await realCardDeps({
    'Grizzly Bears': '灰色熊',
    Shock: 'ショック',
    'Lightning Bolt': '稲妻',
    'Lava Spike': '溶岩の撃ち込み',
  });
}, 120_000);

type Row = [string, string, 'yes' | 'no' | null];
const right = answeredRight(() => deps);
const refused = refusedAs(() => deps);

describe('GIVEN 最初 right before a total THEN it is the life that player starts from', () => {
  const ROWS: Row[] = [
    ['相手に《稲妻》を撃った。相手のライフは？相手は最初は18', '15', null],
    ['私のライフは最初15です。相手の《稲妻》が私に飛んできた。ライフは？', '12', null],
    ['相手は最初12。《ショック》を相手に撃ったらライフはいくつ？', '10', null],
    ['《溶岩の撃ち込み》を相手に撃った。相手のライフは？最初20ね', '17', null],
    ['相手のライフは最初6。《稲妻》を2回相手に撃ったら負ける？', 'はい', 'yes'],
  ];
  it.each(ROWS)('%s', (q, says, verdict) => right(q, says, verdict));
  // With no player said, a total other than the default could be either player's: named, never guessed.
  it.each([['相手に《稲妻》を撃った。相手のライフは？最初18ね']])('%s is refused', (q) => refused(q, 'not_understood'));
});
