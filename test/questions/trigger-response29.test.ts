/**
 * Issue 12 (stack timing as players say it), issue 11 (no guessing): a response told as made to a triggered ability —
 * "in response to the trigger", "in response to its ability", "in response to Banishing Light's trigger", "with the
 * trigger on the stack", 「誘発に対応して」「《払拭の光》の誘発に対応して」「その誘発がスタックにある間に」 — is read as a marker the
 * run checks: where the response goes on the stack (117.3c, 405.1), a triggered ability (603.3) of the object named,
 * if one was, must be waiting there. Before, the words were refused ("I didn't understand: 'trigger'"), or — "in
 * response to its ability" — dropped and read as a bare "in response" to the spell told last. With no triggered
 * ability there the words are named in a refusal; with two objects' abilities there and none named, asked back.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { answerQuestion } from '../../src/questions/index.ts';
import type { QuestionDeps } from '../../src/questions/index.ts';
import { realCardDeps } from '../cards/compile-helpers.ts';
import { refusedAs, restatedAnswering } from '../support/ask-rows.ts';

let deps: QuestionDeps;
beforeAll(async () => {
  deps = await realCardDeps({
    'Grizzly Bears': '灰色熊', 'Banishing Light': '払拭の光', 'Oblivion Ring': '忘却の輪', 'Fiend Hunter': '悪鬼の狩人', 'Flametongue Kavu': '火炎舌のカヴー',
    'Serra Angel': 'セラの天使', Disenchant: '解呪', Murder: '殺害', 'Giant Growth': '巨大化', 'Lightning Bolt': '稲妻', 'Doomed Traveler': '宿命の旅人',
    'Zulaport Cutthroat': 'Zulaport Cutthroat', 'Blood Artist': '血の芸術家',
  });
}, 120_000);

/** [question, what the restatement says, what the answer says, a rule the trace cites]. */
const ANSWERED: [string, string, string, string][] = [
  // Banishing Light: destroyed before its enters ability resolves, its "until" duration has already ended (610.3c) — the Bears stay.
  ['They cast Banishing Light targeting my Grizzly Bears. In response to the trigger, I cast Disenchant on Banishing Light. Does my Grizzly Bears stay on the battlefield?', 'in response to the triggered ability on the stack, you cast Disenchant', 'Yes. Your Grizzly Bears stays on the battlefield', '603.3'],
  ["They cast Banishing Light targeting my Grizzly Bears. In response to Banishing Light's trigger I cast Disenchant on Banishing Light. Does my Grizzly Bears stay on the battlefield?", "in response to the triggered ability of the opponent's Banishing Light on the stack", 'Yes. Your Grizzly Bears stays on the battlefield', '603.3'],
  // Oblivion Ring and Fiend Hunter have two linked triggers: the leaves ability resolves first, the exile then lasts (the old rulings).
  ['They cast Oblivion Ring targeting my Grizzly Bears. In response to its ability I cast Disenchant on Oblivion Ring. Where is my Grizzly Bears?', 'in response to the triggered ability on the stack', 'Your Grizzly Bears ends up in exile', '603.3'],
  ['They cast Oblivion Ring targeting my Grizzly Bears. In response to the ETB I cast Disenchant on Oblivion Ring. Where is my Grizzly Bears?', 'in response to the triggered ability on the stack', 'Your Grizzly Bears ends up in exile', '603.3'],
  ['They cast Fiend Hunter targeting my Grizzly Bears. With the trigger on the stack I cast Murder on Fiend Hunter. Where is my Grizzly Bears?', 'in response to the triggered ability on the stack', 'Your Grizzly Bears ends up in exile', '603.3'],
  // An enters damage trigger: Giant Growth in response makes the Angel 7/7 before the 4 damage.
  ['I cast Flametongue Kavu targeting their Serra Angel. In response to the ETB trigger, they cast Giant Growth on the Angel. Does the Angel die?', 'in response to the triggered ability on the stack', 'survives', '603.3'],
  // A death trigger, named or not (one object's ability on the stack).
  ['My Doomed Traveler dies. In response to the trigger I cast Lightning Bolt at my opponent. What is my opponent\'s life?', 'in response to the triggered ability on the stack', 'The opponent\'s life total is 17', '603.3'],
  ["I control Zulaport Cutthroat. My Doomed Traveler dies. In response to Doomed Traveler's trigger I cast Lightning Bolt at my opponent. What is my opponent's life?", 'of your Doomed Traveler on the stack', 'The opponent\'s life total is 16', '603.3'],
  // Asked of what may be done.
  ['They cast Banishing Light targeting my Grizzly Bears. Can I cast Disenchant targeting Banishing Light in response to the trigger?', 'in response', 'Yes. You can cast Disenchant', '603.3'],
  // Japanese.
  ['相手が私の《灰色熊》を対象に《払拭の光》を唱えた。誘発に対応して《払拭の光》に《解呪》を唱えたら、《灰色熊》は生き残る？', 'スタックにある誘発型能力に対応して', 'はい。あなたの《灰色熊》は戦場に残ります', '603.3'],
  ['相手が私の《灰色熊》を対象に《払拭の光》を唱えた。《払拭の光》の誘発に対応して《払拭の光》に《解呪》を唱えたら、《灰色熊》は生き残る？', 'スタックにある対戦相手の《払拭の光》の誘発型能力に対応して', 'はい', '603.3'],
  ['相手が私の《灰色熊》を対象に《払拭の光》を唱えた。その誘発がスタックにある間に《払拭の光》に《解呪》を唱えたら、《灰色熊》は生き残る？', 'スタックにある誘発型能力に対応して', 'はい', '603.3'],
  ['相手が私の《灰色熊》を対象に《悪鬼の狩人》を唱えた。その誘発に対応して《殺害》を《悪鬼の狩人》に唱えたら、《灰色熊》はどこに行く？', 'スタックにある誘発型能力に対応して', '追放領域', '603.3'],
  ['私が相手の《セラの天使》を対象に《火炎舌のカヴー》を唱えた。ETB誘発に対応して相手が《巨大化》を《セラの天使》に唱えたら、《セラの天使》は死ぬ？', 'スタックにある誘発型能力に対応して', 'いいえ', '603.3'],
];

/** [question, the refusal's code, what it says]: the unsafe neighbours, never read as a response to a spell. */
const REFUSED: [string, string, string][] = [
  ['I cast Lightning Bolt targeting their Grizzly Bears. In response to the trigger, they cast Giant Growth on the Bears. Does the Bears die?', 'not_understood', '“the trigger”'],
  ['I cast Lightning Bolt targeting their Grizzly Bears. In response to its ability they cast Giant Growth on the Bears. Does the Bears die?', 'not_understood', '“its ability”'],
  ['I cast Lightning Bolt targeting their Grizzly Bears. Can they cast Giant Growth on the Bears in response to the trigger?', 'not_understood', '“the trigger”'],
  // Murder on the stack: Doomed Traveler hasn't died yet, so nothing has triggered (603.2).
  ['I Murder my Doomed Traveler. In response to the trigger I cast Lightning Bolt at my opponent. What is my opponent\'s life?', 'not_understood', '“the trigger”'],
  ['私が《稲妻》を相手の《灰色熊》に唱えた。誘発に対応して相手が《巨大化》を《灰色熊》に唱えたら、《灰色熊》は死ぬ？', 'not_understood', '「誘発」'],
  // Two objects' triggered abilities on the stack and none named: which one is asked back.
  ['I control Zulaport Cutthroat. My Doomed Traveler dies. In response to the trigger I cast Lightning Bolt at my opponent. What is my opponent\'s life?', 'needs_detail', 'Zulaport Cutthroat'],
];

describe('trigger29: a response told as made to a triggered ability (117.3c, 603.3)', () => {
  it.each(ANSWERED)('%s', (q, understood, says, rule) => restatedAnswering(() => deps)(q, understood, says, rule), 60_000);
  it.each(REFUSED)('%s', (q, code, says) => refusedAs(() => deps)(q, code, says), 60_000);

  // The bare "in response" keeps its reading (a response to the spell told last).
  it('a bare "in response" is still a response to the spell', async () => {
    await restatedAnswering(() => deps)('They cast Banishing Light targeting my Grizzly Bears. In response I cast Disenchant on Banishing Light. Does my Grizzly Bears stay on the battlefield?', 'in response, you cast Disenchant', 'Yes');
    expect(true).toBe(true);
  }, 60_000);
});

/**
 * Issue 12 §2: "After my opponent casts Lightning Bolt targeting my 2/2, can I Giant Growth it?" — a spell told cast and
 * then a question of what the asker may do is asked with the spell on the stack (117.3c, 601.2i, 608.1), never after a
 * resolution nobody told. Told resolved, it stays resolved.
 */
const AFTER_CAST: [string, string, string][] = [
  ['After my opponent casts Lightning Bolt targeting my Grizzly Bears, can I Giant Growth it?', 'in response', 'Yes. You can cast Giant Growth'],
  ['After my opponent casts Lightning Bolt targeting my 2/2, can I cast Giant Growth on it?', 'in response', 'Yes. You can cast Giant Growth'],
  ['相手が《稲妻》を私の《灰色熊》に撃った後、《巨大化》を唱えられる？', 'それに対応して', 'はい'],
];

describe('after29: "after they cast X, can I …?" is asked with X on the stack', () => {
  it.each(AFTER_CAST)('%s', (q, understood, says) => restatedAnswering(() => deps)(q, understood, says), 60_000);
  it('a resolution told stays told', async () => {
    const r = await answerQuestion('My opponent casts Lightning Bolt targeting my Grizzly Bears. After Lightning Bolt resolves, can I cast Giant Growth on my Grizzly Bears?', 'en', deps);
    expect(r.ok && r.value.understood).toContain('Lightning Bolt resolves');
  }, 60_000);
});
