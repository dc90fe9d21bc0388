/**
 * Triggered abilities of popular cards, end to end (session 19). A creature spell has no targets (115.1,
 * 601.2c): "I cast Flametongue Kavu targeting his 3/3", 「…を対象に《火炎舌のカヴー》を唱えた」 say what its
 * "when this enters" ability targets as it is put on the stack (603.3d, 603.6a); so does a result told right
 * after the cast ("… it deals 4 to his 3/3", "… and destroy his Bears"), still checked against the run. A
 * target the question leaves open among several legal ones is asked back naming them, never guessed (603.3d,
 * 601.2c). Dies and leaves-the-battlefield triggers look back (603.10a, 700.4).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { answerQuestion } from '../../src/questions/index.ts';
import type { QuestionDeps } from '../../src/questions/index.ts';
import { realCardDeps } from '../cards/compile-helpers.ts';

let deps: QuestionDeps;
beforeAll(async () => {
  deps = await realCardDeps({
    'Flametongue Kavu': '火炎舌のカヴー',
    'Ravenous Chupacabra': '貪欲なチュパカブラ',
    'Meteor Golem': '隕石ゴーレム',
    'Blood Artist': '血の芸術家',
    'Zulaport Cutthroat': 'ズーラポートの殺し屋',
    'Grizzly Bears': '灰色熊',
    'Hill Giant': '丘巨人',
    'Serra Angel': 'セラの天使',
    'Wrath of God': '神の怒り',
    'Lightning Bolt': '稲妻',
    'Thragtusk': 'スラーグ牙',
    'Journey to Nowhere': '忘却への旅',
  });
}, 120_000);

const lang = (q: string): 'en' | 'ja' => (/[\u3040-\u9fff]/u.test(q) ? 'ja' : 'en');

/** [question, what the answer says, the rules its steps cite]. */
const ANSWERED: [string, RegExp, string[]][] = [
  // The ETB's target said with the cast ("targeting", "on", 「…を対象に」), or as its told result.
  ["I cast Flametongue Kavu targeting my opponent's Serra Angel. Does the Angel die?", /^Yes\. The opponent's Serra Angel dies/, ['603.6a', '603.3', '704.5g']],
  ["I cast Flametongue Kavu targeting my opponent's Serra Angel with the trigger. Does the Angel die?", /^Yes\. The opponent's Serra Angel dies/, ['603.6a', '704.5g']],
  ["I cast Flametongue Kavu and target his Serra Angel with the trigger. Does it die?", /^Yes\. The opponent's Serra Angel dies/, ['603.6a', '704.5g']],
  ["I cast Flametongue Kavu and its ETB trigger targets my opponent's Serra Angel. Does the Angel die?", /^Yes\. The opponent's Serra Angel dies/, ['603.6a', '704.5g']],
  ['I cast Flametongue Kavu, it deals 4 to his 3/3. Does it die?', /^Yes\. The opponent's 3\/3 creature dies/, ['603.6a', '704.5g']],
  ["I play Ravenous Chupacabra, targeting his Grizzly Bears. Does the Bears die?", /^Yes\. The opponent's Grizzly Bears dies/, ['603.6a', '701.8a']],
  ["I cast Ravenous Chupacabra and destroy my opponent's Grizzly Bears. My opponent also controls a Hill Giant. What happens?", /Died: Grizzly Bears\./, ['603.6a', '701.8a']],
  ["I cast Meteor Golem targeting my opponent's Serra Angel. What happens to the Angel?", /Serra Angel ends up in its owner's graveyard/, ['603.6a', '701.8a']],
  // Its own creature is a legal target of "target creature" (115.1): the trigger kills the asker's Bears.
  ['I cast Flametongue Kavu targeting my own Grizzly Bears. What dies?', /Died: Grizzly Bears\./, ['603.6a', '704.5g']],
  ['相手の《丘巨人》を対象に《火炎舌のカヴー》を唱えた。丘巨人は死ぬ？', /^はい。対戦相手の《丘巨人》は死亡します/, ['603.6a', '704.5g']],
  // Dies triggers with their target told (603.10a looks back; 700.4).
  ["I control Blood Artist and Grizzly Bears. My Grizzly Bears dies. Blood Artist's trigger targets my opponent. What is my opponent's life total?", /^The opponent's life total is 19/, ['603.6c', '603.10a']],
  // "Exiled by Journey to Nowhere": its ETB exiles Thragtusk, whose leaves-the-battlefield trigger makes the Beast (603.6c, 603.10a).
  ['Thragtusk is exiled by Journey to Nowhere. Do I get a Beast?', /^Yes\. You get 1 token/, ['603.6a', '603.6c', '603.10a']],
  ['I control Zulaport Cutthroat and two Grizzly Bears. I cast Wrath of God. How much life does my opponent lose?', /^The opponent loses 3 life \(20 → 17\)/, ['603.10a', '701.8a']],
];

/** [question, what the ask-back names]: a trigger's target open among several legal ones (603.3d). */
const ASKED_BACK: [string, RegExp[]][] = [
  ["I cast Ravenous Chupacabra. My opponent controls Grizzly Bears and Hill Giant. What dies?", [/Grizzly Bears/, /Hill Giant/, /603\.3d/, /Please say what it targets/]],
  ["I cast Flametongue Kavu and my opponent controls Grizzly Bears. Does Grizzly Bears die?", [/Flametongue Kavu/, /Grizzly Bears/, /603\.3d/]],
  ['I control Blood Artist. My Grizzly Bears dies. What is my opponent\'s life total?', [/target player/, /the opponent/, /603\.3d/]],
  ['《血の芸術家》がいる状態で自分の《灰色熊》が死んだ。相手のライフは？', [/候補は/, /対戦相手/, /603\.3d/]],
  ['《火炎舌のカヴー》を唱えた。相手の3/3は死ぬ？', [/候補は/, /《火炎舌のカヴー》/, /603\.3d/]],
];

/** [question, refusal code]: what stays refused — a target the ability can't take (115.1), a creature with no targeted ETB. */
const REFUSED: [string, string][] = [
  // Ravenous Chupacabra can target only a creature an opponent controls: its own Bears is no choice (603.3d).
  ['I cast Ravenous Chupacabra targeting my own Grizzly Bears. What dies?', 'unmodelled'],
  // Hill Giant has no triggered ability: a creature spell "cast on" something is still not read as targeting.
  ["I cast Hill Giant on my opponent's Grizzly Bears. What happens?", 'not_understood'],
];

describe('GIVEN a creature whose ETB or dies trigger targets, with the target told THEN the trigger resolves on it', () => {
  it.each(ANSWERED)('%s', async (q, answer, rules) => {
    const r = await answerQuestion(q, lang(q), deps);
    if (!r.ok) throw new Error(`${r.error.code}: ${r.error.message}`);
    expect(r.value.answer).toMatch(answer);
    const cited = new Set(r.value.steps.flatMap((s) => s.rules));
    for (const rule of rules) expect([...cited], rule).toContain(rule);
  });
});

describe('GIVEN a trigger whose target is left open among several THEN it is asked back naming them', () => {
  it.each(ASKED_BACK)('%s', async (q, says) => {
    const r = await answerQuestion(q, lang(q), deps);
    expect(r.ok ? `answered: ${r.value.answer}` : r.error.code).toBe('needs_detail');
    if (!r.ok) for (const re of says) expect(r.error.message).toMatch(re);
  });
});

describe('GIVEN a target the trigger cannot take, or no trigger to take it THEN refused', () => {
  it.each(REFUSED)('%s', async (q, code) => {
    const r = await answerQuestion(q, lang(q), deps);
    expect(r.ok ? `answered: ${r.value.answer}` : r.error.code).toBe(code);
  });
});
