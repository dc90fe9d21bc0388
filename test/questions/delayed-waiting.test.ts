/**
 * A delayed triggered ability made in the run (603.7a) that still waits for a later step when the story ends
 * (603.7b): an ask it could change — of the object it will return, of counters it puts, of a draw it makes — is
 * answered at the beginning of the end step it waits for, the restatement saying so, or refused when the story
 * can't be followed there (the next turn's upkeep; a story already in its end step). An ask it can't change
 * (a life total, another creature's P/T) is answered as told.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { QuestionDeps } from '../../src/questions/index.ts';
import { answerQuestion } from '../../src/questions/index.ts';
import { realCardDeps } from '../cards/compile-helpers.ts';
import { langOf } from '../support/ask-rows.ts';

let deps: QuestionDeps = {};
beforeAll(async () => {
  deps = await realCardDeps({
    Flickerwisp: 'ちらつき鬼火',
    'Otherworldly Journey': '来世への旅',
    "Mishra's Bauble": 'ミシュラのガラクタ',
    'Llanowar Elves': 'ラノワールのエルフ',
    'Grizzly Bears': '灰色熊',
    'Serra Angel': 'セラの天使',
    'Abuelo, Ancestral Echo': '祖先の残響、アブエロ',
    Ornithopter: '羽ばたき飛行機械',
  });
}, 180_000);

const FOLLOWED = { en: 'Answered at the beginning of the next end step', ja: '次の終了ステップの開始時点で答えています' } as const;

describe('GIVEN a delayed triggered ability waiting for the end step THEN an ask it could change is answered there (603.7a, 603.7b)', () => {
  /** [question, what the answer says]. */
  const ROWS: [string, string][] = [
    ['I cast Flickerwisp targeting my Llanowar Elves. Does Llanowar Elves come back?', 'Yes. Your Llanowar Elves comes back to the battlefield'],
    ['I cast Otherworldly Journey targeting my Grizzly Bears. How many +1/+1 counters does Grizzly Bears have?', 'Your Grizzly Bears has 1 +1/+1 counter'],
    ["I activate Abuelo, Ancestral Echo's ability targeting my Ornithopter. Where is Ornithopter?", 'comes back as a new object (400.7)'],
    ['I cast Flickerwisp targeting my opponent\'s Serra Angel. Is Serra Angel tapped?', 'No.'],
    ['《来世への旅》を私の《灰色熊》を対象に唱えた。《灰色熊》はどこにある？', '新しいオブジェクトとして戻ります（400.7）'],
    ['《ちらつき鬼火》を唱えて、対戦相手の《セラの天使》を追放した。《セラの天使》はタップ状態ですか？', 'いいえ。'],
  ];
  it.each(ROWS)('%s', async (q, says) => {
    const r = await answerQuestion(q, langOf(q), deps);
    if (!r.ok) throw new Error(r.error.message);
    expect(r.value.answer).toContain(says);
    expect(r.value.understood).toContain(FOLLOWED[langOf(q)]);
    expect(r.value.steps.some((s) => s.rules.includes('603.7b') && s.rules.includes('603.2'))).toBe(true);
  });
});

describe('GIVEN a delayed triggered ability the story cannot be followed to THEN an ask it could change is refused, naming it', () => {
  /** [question, words of the ability the refusal names]. */
  const ROWS: [string, string][] = [
    ["I activate Mishra's Bauble targeting my opponent. Do I draw a card?", "Draw a card at the beginning of the next turn's upkeep."],
    ['During my end step, I cast Otherworldly Journey targeting my Grizzly Bears. Where is Grizzly Bears?', 'return that card to the battlefield'],
    ['《ミシュラのガラクタ》の能力を対戦相手を対象に起動した。私はカードを引きますか？', '遅延誘発型能力'],
  ];
  it.each(ROWS)('%s', async (q, names) => {
    const r = await answerQuestion(q, langOf(q), deps);
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.error.code).toBe('unmodelled');
    expect(r.error.message).toContain(names);
    expect(r.error.message).toContain('603.7a');
  });
});

describe('GIVEN a delayed triggered ability that cannot change the ask THEN the story is answered as told', () => {
  /** [question, what the answer says]. */
  const ROWS: [string, string][] = [
    ['I cast Flickerwisp targeting my Llanowar Elves. What is my life total?', 'Your life total is 20'],
    ['I cast Otherworldly Journey targeting my Grizzly Bears. What is the power of my Serra Angel?', 'Your Serra Angel is 4/4'],
    ["I activate Abuelo, Ancestral Echo's ability targeting my Ornithopter. How much life does my opponent have?", "The opponent's life total is 20"],
    ["I activate Mishra's Bauble targeting my opponent. What is my life total?", 'Your life total is 20'],
    ['《来世への旅》を私の《灰色熊》を対象に唱えた。私のライフは？', 'あなたのライフは20です'],
    ['《ちらつき鬼火》を唱えて、私の《灰色熊》を追放した。《ちらつき鬼火》のパワーは？', '《ちらつき鬼火》は3/1です'],
    // A move asked of is tried at the moment it names (here, now), not at a later step.
    ['I cast Flickerwisp targeting my Llanowar Elves. Can Flickerwisp attack?', "No. Flickerwisp can't attack"],
  ];
  it.each(ROWS)('%s', async (q, says) => {
    const r = await answerQuestion(q, langOf(q), deps);
    if (!r.ok) throw new Error(r.error.message);
    expect(r.value.answer).toContain(says);
    expect(r.value.understood).not.toContain(FOLLOWED[langOf(q)]);
  });
});
