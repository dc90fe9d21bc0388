/**
 * Issue 12, Japanese (session 40): a player said to have no mana (left) — 「相手はマナがない」「私はマナが残っていません」
 * 「相手のマナは残ってない」 — is read as "he has no mana" is in English (no-mana.ts; ja/no-mana-said.ts): their mana is
 * then only what their told board makes, so a spell with a mana cost can't be cast (601.2h). Before, マナ was dropped and
 * the statement refused. Rows of our own in both languages; whose mana it is unsaid, an amount, or "tapped out" (which
 * doesn't prove no mana) stay refused, never guessed.
 */
import { beforeAll, describe, it } from 'vitest';
import type { QuestionDeps } from '../../../src/questions/index.ts';
import { realCardDeps } from '../../cards/compile-helpers.ts';
import { answeredCiting, refusedAs } from '../../support/ask-rows.ts';

let deps: QuestionDeps = {};
beforeAll(async () => {
  deps = await realCardDeps({ 'Grizzly Bears': '灰色熊', 'Lightning Bolt': '稲妻', 'Giant Growth': '巨大化', 'Llanowar Elves': 'ラノワールのエルフ' });
}, 120_000);

/** [question, what the answer says, verdict, a rule (prefix) the trace cites]. */
type Row = [string, string, 'yes' | 'no' | null, string];
const answered = answeredCiting(() => deps);

describe('GIVEN a player said to have no mana (left) in Japanese WHEN a spell with a mana cost is asked of THEN it is read as the English "has no mana": the cost can\'t be paid (601.2h)', () => {
  const ROWS: Row[] = [
    // English counterparts (en25-constructions.test.ts has more).
    ['I have no mana. Can I cast Giant Growth on my Grizzly Bears?', "can't cast Giant Growth", 'no', '601.2h'],
    ["I don't have mana. Can I cast Giant Growth on my Grizzly Bears?", "can't cast Giant Growth", 'no', '601.2h'],
    ['My opponent has no mana. Can he cast Lightning Bolt?', "can't cast Lightning Bolt", 'no', '601.2h'],
    ["I cast Lightning Bolt at my opponent's Grizzly Bears. He has no mana. Can he respond with Giant Growth?", "can't cast Giant Growth", 'no', '601.2h'],
    // が / は, ない / ありません / 残ってない / 残っていません, the player as topic, には, or 〜の before マナ.
    ['私はマナがない。《灰色熊》を対象に《巨大化》を唱えられますか？', '唱えられません', 'no', '601.2h'],
    ['私はマナが残っていません。《灰色熊》を対象に《巨大化》を唱えられますか？', '唱えられません', 'no', '601.2h'],
    ['私にはもうマナがありません。《灰色熊》を対象に《巨大化》を唱えられますか？', '唱えられません', 'no', '601.2h'],
    ['相手はマナがない。相手は《稲妻》を唱えられますか？', '唱えられません', 'no', '601.2h'],
    ['相手のマナは残ってない。相手は《稲妻》を唱えられる？', '唱えられません', 'no', '601.2h'],
    // 「マナはない」「マナもない」 (s41): the analyser took ない after a noun and は/も for the auxiliary ("not"), and the
    // fact went unread; it is "there is none", as after が.
    ['相手はマナはない。相手は《稲妻》を唱えられますか？', '唱えられません', 'no', '601.2h'],
    ['私の《灰色熊》に《稲妻》を撃たれた。私はマナはもうない。《巨大化》で対応できる？', '唱えられません', 'no', '601.2h'],
    ['相手はマナもない。相手は《稲妻》を唱えられる？', '唱えられません', 'no', '601.2h'],
    // Responding is casting too: the same answer as the English row above.
    ['相手の《灰色熊》に《稲妻》を唱えた。相手はマナがない。相手は《巨大化》で対応できますか？', '唱えられません', 'no', '601.2h'],
    // (A mana source told is still there: the Elves pay {G}, 605.3a — as in English.)
    ['I control Llanowar Elves. I have no mana. Can I cast Giant Growth on my Llanowar Elves?', 'Yes', 'yes', '601.2h'],
    ['私は《ラノワールのエルフ》をコントロールしている。私はマナがない。《ラノワールのエルフ》を対象に《巨大化》を唱えられますか？', 'はい', 'yes', '601.2h'],
  ];
  it.each(ROWS)('%s', (q, says, verdict, rule) => answered(q, says, verdict, rule));
  const REFUSED: [string, string][] = [
    // Whose mana it is is not said: not guessed.
    ['マナは残ってない。《灰色熊》を対象に《巨大化》を唱えられますか？', 'not_understood'],
    ['マナはない。《灰色熊》を対象に《巨大化》を唱えられますか？', 'not_understood'],
    // An amount missing is not no mana.
    ['相手は3マナがない。相手は《稲妻》を唱えられますか？', 'not_understood'],
    ["I don't have enough mana. Can I cast Giant Growth on my Grizzly Bears?", 'not_understood'],
    // "Tapped out" doesn't prove no mana (a mana creature, mana in the pool): left unread in both languages.
    ['相手は土地が全部タップ済み。相手は《稲妻》を唱えられますか？', 'not_understood'],
    ["I'm tapped out. Can I Giant Growth my Grizzly Bears?", 'not_understood'],
  ];
  it.each(REFUSED)('%s is refused', (q, code) => refusedAs(() => deps)(q, code));
});
