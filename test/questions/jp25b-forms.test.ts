/**
 * Japanese questions as players write them (issue 12, session 25b), each class with variations of our own:
 * - a size asked with its keywords (「5/5飛行ですか」「元の4/4飛行に戻っていますか」「飛行を持つ4/4ですか」): one yes or no,
 *   yes only if the creature has that P/T and each keyword (a clause's asks together). Read as the size alone, a 5/5
 *   Grizzly Bears was answered "yes" to 「5/5飛行ですか」 (a wrong answer). A size asked as what it becomes (「4/4に戻って
 *   いますか」) of no subject is asked of the creature told, as 「死にますか」 is.
 * - 「誘発しますか」「能力は誘発する？」 with no card said: the one permanent told whose card has a triggered ability (603.1),
 *   never the creature last told (a Grizzly Bears that died was answered "no, its ability doesn't trigger" to a question
 *   about Zulaport Cutthroat: a wrong answer). Two such cards told: which is not guessed.
 * - a spell that can target only a spell, told as cast in response (それに対応して, "in response") with no target said:
 *   the spell it responds to, the top of the stack (117.7, 405.2); it was asked back. Told with no response, and two
 *   spells on the stack, which is still asked back.
 * - a spell said by its kind and whose (「相手の呪文は解決される？」「自分の呪文は解決されますか」): the one spell of that
 *   player the story cast (608.2, 701.6a); two of theirs told: which is asked back, never one picked.
 * Expected values from the cards' text (Giant Growth +3/+3 until end of turn, 514.2; Turn to Frog: 1/1 Frog with no
 * abilities until end of turn, 613.1f/613.4b; Serra Angel 4/4 flying and vigilance).
 */
import { beforeAll, describe, it } from 'vitest';
import type { QuestionDeps } from '../../src/questions/index.ts';
import { realCardDeps } from '../cards/compile-helpers.ts';
import { answeredRight, refusedAs } from '../support/ask-rows.ts';

let deps: QuestionDeps = {};
beforeAll(async () => {
  deps = await realCardDeps({ 'Grizzly Bears': '灰色熊', 'Giant Growth': '巨大化', 'Serra Angel': 'セラの天使', 'Turn to Frog': '蛙変化', 'Lightning Bolt': '稲妻', Fog: '濃霧', 'Zulaport Cutthroat': 'ズーラポートの殺し屋', 'Doomed Traveler': '宿命の旅人', Counterspell: '対抗呪文' });
}, 120_000);
const answered = answeredRight(() => deps);
const refused = refusedAs(() => deps);

const FROG = '相手の《セラの天使》に《蛙変化》を唱えました。';
const GROWN = '《灰色熊》に《巨大化》を唱えました。';

describe('GIVEN a size asked with its keywords THEN both are asked, one yes or no (613.4b, 514.2)', () => {
  it.each([
    // [question, the answer's words, verdict]
    [`${GROWN}《灰色熊》は5/5飛行ですか?`, '飛行を持っていません', 'no'],
    [`${GROWN}《灰色熊》は飛行を持つ5/5ですか?`, '飛行を持っていません', 'no'],
    [`${GROWN}《灰色熊》は5/5ですか?`, 'あなたの《灰色熊》は5/5です', 'yes'],
    [`${FROG}次のターン、《セラの天使》は4/4飛行に戻っていますか?`, '飛行を持っています', 'yes'],
    [`自分のターンに${FROG}次の相手のターンには元の4/4飛行に戻っていますか?`, '対戦相手の《セラの天使》は4/4です', 'yes'],
    [`${FROG}《セラの天使》は4/4飛行ですか?`, '1/1です', 'no'],
    // No subject said: the creature told.
    [`${GROWN}5/5になりましたか?`, 'あなたの《灰色熊》は5/5です', 'yes'],
    [`${FROG}4/4に戻っていますか?`, '1/1です', 'no'],
  ] as const)('%s → %s (%s)', (q, says, verdict) => answered(q, says, verdict), 60_000);
});

const ZULAPORT = '《ズーラポートの殺し屋》がいるときに、';
describe('GIVEN a trigger asked of no card THEN the one told with a triggered ability (603.1, 700.4)', () => {
  it.each([
    [`${ZULAPORT}私のクリーチャー・トークンが死亡したら能力は誘発しますか?`, 'あなたの《ズーラポートの殺し屋》の能力は1回誘発します', 'yes'],
    [`${ZULAPORT}私の《灰色熊》が死亡したら誘発しますか?`, 'あなたの《ズーラポートの殺し屋》の能力は1回誘発します', 'yes'],
    [`${ZULAPORT}相手の《灰色熊》が死亡したら誘発する?`, 'あなたの《ズーラポートの殺し屋》の能力は誘発しません', 'no'],
  ] as const)('%s → %s (%s)', (q, says, verdict) => answered(q, says, verdict), 60_000);
  it.each([
    // Two cards with triggered abilities told, or none: which is not guessed.
    ['《ズーラポートの殺し屋》と《宿命の旅人》がいる。私の《灰色熊》が死亡したら能力は誘発しますか?', 'not_understood', '能力は誘発しますか'],
    ['《灰色熊》が死亡したら誘発しますか?', 'not_understood', '誘発しますか'],
  ])('%s → %s', (q, code, says) => refused(q, code, says), 60_000);
});

const BOLTED = '私が相手に《稲妻》を撃った。相手が《対抗呪文》を唱えた。';
describe('GIVEN a counterspell cast in response with no target said THEN the spell it responds to (117.7, 405.2, 701.6a)', () => {
  it.each([
    [`${BOLTED}それに対応して私が《対抗呪文》を唱えた。《稲妻》は解決される?`, 'あなたの《稲妻》は解決されます', 'yes'],
    ['私が相手本体に撃った《稲妻》に相手が《対抗呪文》、それに対応して私がもう1枚《対抗呪文》。《稲妻》は解決される?', '対戦相手は20 → 17', 'yes'],
    ['I Bolt my opponent. They cast Counterspell. In response, I cast Counterspell. Does Lightning Bolt resolve?', 'Your Lightning Bolt resolves', 'yes'],
  ] as const)('%s → %s (%s)', (q, says, verdict) => answered(q, says, verdict), 60_000);
  it.each([
    // Not told as a response: which of the two spells it targets is asked back.
    [`${BOLTED}私は《対抗呪文》を唱えた。《稲妻》は解決される?`, 'needs_detail', '対象を教えてください'],
  ])('%s → %s', (q, code, says) => refused(q, code, says), 60_000);
});

const TWICE = `${BOLTED}それに対応して私が《対抗呪文》を唱えた。`;
describe("GIVEN a spell said by its kind and whose THEN the one the story cast (608.2, 701.6a)", () => {
  it.each([
    [`${TWICE}相手の呪文は解決される?`, '対戦相手の《対抗呪文》は解決されません', 'no'],
  ] as const)('%s → %s (%s)', (q, says, verdict) => answered(q, says, verdict), 60_000);
  it.each([
    // Two spells of mine told: which is not guessed.
    [`${TWICE}私の呪文は解決される?`, 'ambiguous', '私の呪文'],
  ])('%s → %s', (q, code, says) => refused(q, code, says), 60_000);
});
