/**
 * Issue 14 (session 28, cards28b): annihilator read from a card's keyword (702.86a) answers /ask
 * questions end to end. The defending player (508.5; 506.2 in a two-player game) sacrifices N
 * permanents of their choice (701.21a, 608.2d): with exactly N they are all sacrificed; with more
 * and no choice said, the answer is refused naming the choice, never guessed.
 */
import { beforeAll, describe, it } from 'vitest';
import type { QuestionDeps } from '../../src/questions/index.ts';
import { realCardDeps } from '../cards/compile-helpers.ts';
import { answeredCiting, refusedAs } from '../support/ask-rows.ts';

let deps: QuestionDeps;
beforeAll(async () => {
  deps = await realCardDeps({ "Ulamog's Crusher": 'ウラモグの破壊者', 'Grizzly Bears': '灰色熊', Forest: '森', Mountain: '山' });
}, 120_000);

const ANSWERED: [string, string, null, string][] = [
  ["Ulamog's Crusher attacks. My opponent controls only a Forest and Grizzly Bears. What happens to the Bears?", 'graveyard', null, '702.86a'],
  ['相手の戦場には《森》と《灰色熊》があります。《ウラモグの破壊者》で攻撃しました。《灰色熊》はどうなりますか？', '墓地', null, '702.86a'],
  ['《ウラモグの破壊者》で攻撃。相手は《森》と《灰色熊》をコントロールしている。《灰色熊》はどうなる？', '墓地', null, '701.21a'],
];

const REFUSED: [string, string, string][] = [
  // Three permanents for two sacrifices: the defending player's choice isn't said.
  ["Ulamog's Crusher attacks. My opponent controls a Forest, a Mountain and Grizzly Bears. What happens to the Bears?", 'unmodelled', 'sacrifice'],
];

describe('session-28 (b) annihilator asked (702.86a, 508.5, 701.21a)', () => {
  it.each(ANSWERED)('%s', (q, says, verdict, rule) => answeredCiting(() => deps)(q, says, verdict, rule));
  it.each(REFUSED)('%s', (q, code, says) => refusedAs(() => deps)(q, code, says));
});
