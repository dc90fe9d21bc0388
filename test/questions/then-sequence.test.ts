/**
 * "X, then Y" / 「Xを唱えて、それからY」 (issue 11): a spell told after another with "then", "after
 * that", "after I cast X", 「その後」「それから」「〜てから」「〜た後に」 is cast once the first one has
 * resolved (608.1), as players mean those words — it was read as cast while the first waited on the
 * stack (holding priority, 117.3c), and the answers were confidently wrong (Swords to Plowshares on a
 * creature just taken with Control Magic gave the life to the old controller). "In response",
 * 「それに対応して」 keep the spell above the first one (405.1). A state a past event left, told in a
 * relative clause (「《支配魔法》で奪われている《灰色熊》」), is the board as it is: that spell resolved.
 * When the later cast then can't happen, a bare "then" / 「それから」 is re-read as a response (the one reading
 * that can happen, said in the reply); "after that", 「その後」「解決後」 say the first spell had resolved, and
 * stay so (red team s14).
 * The expected totals are worked out here from the cards' rules text, not taken from the engine.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { answerQuestion } from '../../src/questions/index.ts';
import type { QuestionDeps } from '../../src/questions/index.ts';
import { realCardDeps } from '../cards/compile-helpers.ts';

/** The cards the rows name, with their Japanese printed names. */
const JA: Record<string, string> = {
  'Giant Growth': '巨大化',
  'Swords to Plowshares': '剣を鍬に',
  'Control Magic': '支配魔法',
  Shock: 'ショック',
  Unsummon: '送還',
  'Serra Angel': 'セラの天使',
  'Grizzly Bears': '灰色熊',
  Skullcrack: '頭蓋割り',
  'Lightning Helix': '稲妻のらせん',
  'Twisted Image': 'よじれた映像',
  'Wall of Omens': '前兆の壁',
  'Lightning Bolt': '稲妻',
};

let deps: QuestionDeps;
beforeAll(async () => {
  deps = await realCardDeps(JA);
}, 120_000);

const lang = (q: string): 'en' | 'ja' => (/[\u3040-\u9fff]/u.test(q) ? 'ja' : 'en');

/** [question, what the restatement must say about the order, what the answer must say] */
type Row = readonly [string, RegExp, RegExp];

const SEQUENTIAL: Row[] = [
  // Giant Growth resolved: Swords exiles a 5/5, and its controller (me) gains 5 (Swords to Plowshares).
  ['I cast Giant Growth on my 2/2, then I cast Swords to Plowshares on it. How much life do I have?', /Giant Growth resolves; you cast Swords to Plowshares/, /^Your life total is 25/],
  // Control Magic resolved: I control the 2/2 when Swords resolves, so I gain 2.
  ['I cast Control Magic on their 2/2. Then I cast Swords to Plowshares on it. What is my life total?', /Control Magic resolves; you cast Swords/, /^Your life total is 22/],
  ['After I cast Giant Growth on their 1/1, I cast Swords to Plowshares on it. What is their life total?', /Giant Growth resolves/, /^The opponent's life total is 24/],
  ['I cast Giant Growth on their 2/2 and then Shock on it. Does it die?', /Giant Growth resolves; you cast Shock/, /^No\./],
  // Skullcrack resolved first: players can't gain life this turn, so Helix's 3 life is not gained.
  ['I cast Skullcrack at my opponent, then I cast Lightning Helix at them. What is my life total?', /Skullcrack resolves/, /^Your life total is 20/],
  ['自分の2/2に《巨大化》を唱えて、それからその2/2に《剣を鍬に》を唱えた。自分のライフは？', /《巨大化》が解決する/, /^あなたのライフは25/],
  ['相手の1/1に《巨大化》を唱えてから、その1/1に《ショック》を撃った。1/1は死ぬ？', /《巨大化》が解決する/, /^いいえ/],
  ['相手の2/2に《支配魔法》を唱えた後に、その2/2に《剣を鍬に》を唱えた。自分のライフは？', /《支配魔法》が解決する/, /^あなたのライフは22/],
  ['相手の3/3に《支配魔法》を唱えた。その後、その3/3に《剣を鍬に》を唱えた。自分のライフは？', /《支配魔法》が解決する/, /^あなたのライフは23/],
  // Shock resolved first (2 damage), then Giant Growth: a 6/6 with 2 damage marked.
  ['My opponent casts Shock on my 3/3. After that, I cast Giant Growth on it. What is its power?', /Shock resolves; you cast Giant Growth/, /6\/6/],
  ['相手が私の3/3に《ショック》を撃った。解決後、私は3/3に《巨大化》を唱えた。3/3のパワーは？', /《ショック》が解決する/, /6\/6/],
  ['相手の2/2に《巨大化》を唱え、その後その2/2に《剣を鍬に》を唱えた。相手のライフは？', /《巨大化》が解決する。あなたが対戦相手の2\/2クリーチャーを対象に《剣を鍬に》/, /^対戦相手のライフは25/],
];

const RESPONSE: Row[] = [
  // Swords resolves first, exiling a 2/2: its controller gains 2; Giant Growth then has no target.
  ['I cast Giant Growth on their 2/2. In response I cast Swords to Plowshares on it. What is their life total?', /in response, you cast Swords/, /^The opponent's life total is 22/],
  ['I cast Control Magic on their 3/3. In response I cast Swords to Plowshares on it. What is my life total?', /in response, you cast Swords/, /^Your life total is 20/],
  ['相手の2/2に《巨大化》を唱えた。それに対応して、その2/2に《ショック》を撃った。2/2は死ぬ？', /それに対応して/, /^はい/],
];

const STATE: Row[] = [
  // The Bears are the opponent's (Control Magic resolved): Swords gives the opponent 2 life, not me.
  ['相手の《支配魔法》で奪われている自分の《灰色熊》に《剣を鍬に》を唱えた。自分のライフは？', /《支配魔法》が解決する/, /^あなたのライフは20/],
  ['相手の《支配魔法》で奪われてる私の《セラの天使》を《送還》したら、どうなる？', /《支配魔法》が解決する。あなたが/, /手札/],
  ['相手の《支配魔法》で奪われている自分の《灰色熊》に《剣を鍬に》を唱えた。相手のライフは？', /《支配魔法》が解決する/, /^対戦相手のライフは22/],
];

describe('GIVEN a spell told "then" / 「その後」 after another THEN it is cast after the first resolved (608.1)', () => {
  it.each(SEQUENTIAL)('%s', async (q, understood, answer) => {
    const r = await answerQuestion(q, lang(q), deps);
    if (!r.ok) throw new Error(`${r.error.code}: ${r.error.message}`);
    expect(r.value.understood).toMatch(understood);
    expect(r.value.understood).not.toMatch(/still on the stack|スタックにある間に/);
    expect(r.value.answer).toMatch(answer);
  });
});

describe('GIVEN a spell told "in response" THEN it is cast above the first (405.1)', () => {
  it.each(RESPONSE)('%s', async (q, understood, answer) => {
    const r = await answerQuestion(q, lang(q), deps);
    if (!r.ok) throw new Error(`${r.error.code}: ${r.error.message}`);
    expect(r.value.understood).toMatch(understood);
    expect(r.value.answer).toMatch(answer);
  });
});

describe('GIVEN a state a past spell left, told in a relative clause THEN that spell has resolved', () => {
  it.each(STATE)('%s', async (q, understood, answer) => {
    const r = await answerQuestion(q, lang(q), deps);
    if (!r.ok) throw new Error(`${r.error.code}: ${r.error.message}`);
    expect(r.value.understood).toMatch(understood);
    expect(r.value.understood).not.toMatch(/スタックにある間に/);
    expect(r.value.answer).toMatch(answer);
  });
});

/** Told one after another with no word for when, and the answer differs between the readings: asked back. */
const UNSAID: string[] = [
  'I cast Control Magic on their 3/3. I cast Swords to Plowshares on it. What is my life total?',
  'I cast Giant Growth on my 2/2. They cast Shock on it. Does it die?',
  'I cast Giant Growth and Swords to Plowshares on my 2/2. How much life do I gain?',
  '相手の3/3に《支配魔法》を唱えた。その3/3に《剣を鍬に》を唱えた。自分のライフは？',
  '自分の2/2に《巨大化》を唱えた。相手がその2/2に《ショック》を撃った。2/2は死ぬ？',
];

/** The other reading can't happen (the first spell took the creature away): the story as told is the one. */
const ONE_READING: Row[] = [
  ['My opponent casts Shock on my 2/2. I cast Giant Growth on it. Does it survive?', /while Shock is still on the stack/, /^Yes\./],
  ['対戦相手が私の2/2に《ショック》を唱えた。その2/2に《巨大化》を唱えた。2/2は生き残る？', /《ショック》がスタックにある間に/, /^はい/],
  ['I cast Swords to Plowshares on their 3/3. They cast Giant Growth on it. How much life do they gain?', /while Swords to Plowshares is still on the stack/, /^The opponent gains 6 life \(20 → 26\)\./],
];

describe('GIVEN two spells told in order with no word for when, and the order matters THEN asked back', () => {
  it.each(UNSAID)('%s', async (q) => {
    const r = await answerQuestion(q, lang(q), deps);
    expect(r.ok, r.ok ? r.value.answer : '').toBe(false);
    if (r.ok) return;
    expect(r.error.code).toBe('needs_detail');
    expect(r.error.message).toMatch(/resolved when|解決していたかどうか/);
  });
  it.each(ONE_READING)('%s', async (q, understood, answer) => {
    const r = await answerQuestion(q, lang(q), deps);
    if (!r.ok) throw new Error(`${r.error.code}: ${r.error.message}`);
    expect(r.value.understood).toMatch(understood);
    expect(r.value.answer).toMatch(answer);
  });
});

/**
 * Told "then", but read as "after it resolved" the later cast can't happen (its target is gone: exiled,
 * dead, a 4/0). The teller told it happening, so the one reading in which it can — cast while the
 * first was on the stack (405.1) — is answered, and the restatement says why. Expected values worked
 * out from the cards: Giant Growth resolves first, then the first spell.
 */
const ONLY_POSSIBLE: Row[] = [
  // Wall of Omens 0/4 -> Giant Growth 3/7 -> Twisted Image switches: 7/3.
  ['I cast Twisted Image on my Wall of Omens and then Giant Growth on it. What is its power and toughness?', /in response, you cast Giant Growth[\s\S]*can't happen[\s\S]*only way/, /^Your Wall of Omens is 7\/3/],
  // A 3/3 pumped to 6/6, then exiled: its controller gains 6.
  ['I cast Swords to Plowshares on their 3/3, then they cast Giant Growth on it. How much life do they gain?', /in response[\s\S]*only way/, /^The opponent gains 6 life \(20 → 26\)\./],
  ['They Shock my 2/2, then I cast Giant Growth on it. Does it survive?', /in response[\s\S]*only way/, /^Yes\./],
  ['相手の3/3に《剣を鍬に》を唱えた。それから、相手がその3/3に《巨大化》を唱えた。相手のライフは？', /それに対応して[\s\S]*起こりうるのは/, /^対戦相手のライフは26/],
  ['相手が私の2/2に《ショック》を撃って、それから自分がその2/2に《巨大化》を唱えた。2/2は生き残る？', /それに対応して[\s\S]*起こりうるのは/, /^はい/],
  ['自分の《前兆の壁》に《よじれた映像》を唱えて、それから《巨大化》をそれに唱えた。パワーとタフネスは？', /それに対応して[\s\S]*起こりうるのは/, /7\/3/],
];

/** A resolution the question itself told ("after it resolves") is no reading to drop: still impossible. */
const TOLD_RESOLVED: string[] = [
  'I cast Swords to Plowshares on their 3/3. After it resolves, they cast Giant Growth on it. What is their life total?',
  // A spell told resolving in its own clause resolved there (red team s9: it was read as a "then" to drop).
  "My opponent's Lightning Bolt on my 2/2 resolves. Then I cast Giant Growth on it. Does it survive?",
  'Their Shock on my 2/2 resolves, then I cast Giant Growth on it. Does it live?',
  'Swords to Plowshares resolves on their 3/3. Then they cast Giant Growth on it. What is their life total?',
  '相手の《ショック》が自分の2/2を対象に解決した。その後、その2/2に《巨大化》を唱えた。2/2は生き残る？',
  // "After that", 「解決後に」「その後」 say the first spell had resolved (608.2, 704.3: the creature died first), so the
  // later cast can't happen — never re-read as a response (red team s14; 「その後」 was answered as one before).
  'My opponent Shocks my Grizzly Bears. After that, I cast Giant Growth on it. Does it survive?',
  'My opponent casts Lightning Bolt on my 2/2. After that I cast Giant Growth on it. Does it survive?',
  '相手が私の2/2に《ショック》を撃ち、解決後に私は2/2に《巨大化》を唱えた。2/2は生き残る？',
  '相手の3/3に《剣を鍬に》を唱えた。その後、相手がその3/3に《巨大化》を唱えた。相手のライフは？',
];

/** A spell told resolving, with its caster said in the phrase: that player cast it. */
const RESOLVED_CASTER: Row[] = [
  ["My opponent's Lightning Bolt on my 2/2 resolves. Then I cast Giant Growth on it. Does it survive?", /the opponent casts Lightning Bolt targeting your 2\/2 creature; Lightning Bolt resolves; you cast Giant Growth/, /./],
  ["My opponent's Shock resolves targeting my 3/3. Does it die?", /the opponent casts Shock targeting your 3\/3/, /^No\./],
  ['相手の《稲妻》が私の2/2を対象に解決した。2/2は死ぬ？', /対戦相手があなたの2\/2クリーチャーを対象に《稲妻》を唱える/, /^はい/],
];

describe('GIVEN "then" under which the later cast cannot happen THEN the only possible reading is answered and said', () => {
  it.each(ONLY_POSSIBLE)('%s', async (q, understood, answer) => {
    const r = await answerQuestion(q, lang(q), deps);
    if (!r.ok) throw new Error(`${r.error.code}: ${r.error.message}`);
    expect(r.value.understood).toMatch(understood);
    expect(r.value.answer).toMatch(answer);
  });
  it.each(TOLD_RESOLVED)('%s', async (q) => {
    const r = await answerQuestion(q, lang(q), deps);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.code).toBe('impossible');
  });
  it.each(RESOLVED_CASTER)('%s', async (q, understood, answer) => {
    const r = await answerQuestion(q, lang(q), deps);
    const text = r.ok ? `${r.value.understood}\n${r.value.answer}` : r.error.message;
    expect(text).toMatch(understood);
    if (r.ok) expect(r.value.answer).toMatch(answer);
  });
});
