/**
 * 616.1, 616.1e end to end: a damage doubler and a prevention shield on one damage event, their order untold — the
 * affected player (or the affected permanent's controller) chooses it and the amounts differ, so the question is asked
 * back with both amounts, never answered from timestamps. Read from the run's replacement-order choice (issue 13 §1).
 * Amounts worked out by hand, each after every effect: Furnace of Rath (older) doubles Shock's 2 to 4 and Healing
 * Salve's shield prevents 3 of it, 1 dealt; shield first, all 2 are prevented and nothing is left to double, 0. With
 * Lightning Bolt: 6 - 3 = 3, or 0. (The message used to give the doubled amount before the shield, 4 and 6: a wrong
 * number stated as the timestamp order's damage.)
 */
import { beforeAll, describe, it } from 'vitest';
import type { QuestionDeps } from '../../src/questions/index.ts';
import { realCardDeps } from '../cards/compile-helpers.ts';
import { refusedAs } from '../support/ask-rows.ts';

let deps: QuestionDeps = {};
beforeAll(async () => {
  deps = await realCardDeps({ 'Furnace of Rath': 'ラースの灼熱洞', 'Healing Salve': '治癒の軟膏', Shock: 'ショック', 'Lightning Bolt': '稲妻', 'Hill Giant': '丘巨人' });
}, 120_000);

describe('GIVEN a doubler and a prevention shield on one damage event, the order untold THEN asked back with both amounts (616.1)', () => {
  const ROWS: [string, string][] = [
    ['My opponent controls Furnace of Rath. I cast Healing Salve on my Hill Giant, then my opponent casts Shock targeting Hill Giant. Does Hill Giant die?', 'and you (the affected player, or the controller of the affected permanent) chooses that order (616.1, 616.1e), which the question doesn\'t say: in timestamp order the damage is 1, in another order 0.'],
    ['I control Furnace of Rath. My opponent casts Healing Salve on their Hill Giant, then I cast Lightning Bolt targeting Hill Giant. How much damage does Hill Giant take?', 'and the opponent (the affected player, or the controller of the affected permanent) chooses that order (616.1, 616.1e), which the question doesn\'t say: in timestamp order the damage is 3, in another order 0.'],
    ['相手は《ラースの灼熱洞》をコントロールしている。私は自分の《丘巨人》を対象に《治癒の軟膏》を唱え、そのあと相手が《丘巨人》を対象に《ショック》を唱えた。《丘巨人》は死亡する？', 'その順番はあなた（影響を受けるプレイヤー、または影響を受けるパーマネントのコントローラー）が選びますが（616.1、616.1e）、質問には書かれていません：タイムスタンプ順ならダメージは1点、別の順番なら0点です。'],
  ];
  it.each(ROWS)('%s', (q, says) => refusedAs(() => deps)(q, 'needs_detail', says), 60_000);
});
