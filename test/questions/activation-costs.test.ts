/**
 * Issue 12: a cost told with its own verb ("I sac my Bear to Carrion Feeder", "I pay 2 life to
 * activate …", "I tap my X to give …") is the activation of the ability whose cost it is (602.2b,
 * 601.2h): answered when that ability is modelled and fits the cost, refused naming the ability's
 * text when it isn't modelled, and refused naming the phrase when no ability of the object fits.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { looksJapanese } from '../../src/core/lang.ts';
import { answerQuestion } from '../../src/questions/index.ts';
import type { QuestionDeps } from '../../src/questions/index.ts';
import { loadRealCards, realCardDeps } from '../cards/compile-helpers.ts';
import { compileCard } from '../../src/cards/compile/index.ts';

/** English name -> Japanese printed name (the planeswalkers and the cards their rows name, issue 14 §2). */
const NAMES: Record<string, string> = {
  'Carrion Feeder': 'Carrion Feeder', 'Grizzly Bears': '灰色熊', 'Llanowar Elves': 'Llanowar Elves', 'Goblin Bombardment': 'Goblin Bombardment', 'Mogg Fanatic': 'Mogg Fanatic',
  'Prodigal Sorcerer': '放蕩魔術師', 'Mother of Runes': 'Mother of Runes', 'Hill Giant': 'Hill Giant', 'Nantuko Husk': 'Nantuko Husk',
  'Liliana of the Veil': 'ヴェールのリリアナ', 'Liliana, Death Mage': '死の魔術師、リリアナ', 'Ob Nixilis, the Hate-Twisted': '憎悪に歪む者、オブ・ニクシリス', 'Jace, the Mind Sculptor': '精神を刻む者、ジェイス', 'Chandra, Torch of Defiance': '反逆の先導者、チャンドラ', 'Serra Angel': 'セラの天使',
};

let deps: QuestionDeps;
beforeAll(async () => {
  deps = await realCardDeps(NAMES);
}, 120_000);

/** [question, texts the answer must contain]. */
const ANSWERED: [string, string[]][] = [
  // Carrion Feeder: "Sacrifice a creature: Put a +1/+1 counter on this creature." (a 1/1 becomes 2/2).
  ['I sac my Grizzly Bears to Carrion Feeder. What happens?', ['Carrion Feeder is a 2/2', 'Died: Grizzly Bears']],
  ["I sacrifice my Llanowar Elves to Carrion Feeder's ability. How big is Carrion Feeder?", ['2/2']],
  ['I sack my Hill Giant to activate Carrion Feeder. What happens?', ['Died: Hill Giant']],
  // Goblin Bombardment: "Sacrifice a creature: This enchantment deals 1 damage to any target."
  ["I sacrifice my Grizzly Bears to Goblin Bombardment targeting my opponent's Llanowar Elves. What happens?", ['Llanowar Elves']],
  // Mogg Fanatic's own "Sacrifice this creature" cost.
  ["I sacrifice Mogg Fanatic to activate it targeting my opponent's Llanowar Elves. What happens?", ['Died: Mogg Fanatic', 'Llanowar Elves']],
  // {T} abilities, the tap told as the cost.
  ["I tap my Prodigal Sorcerer to activate it targeting my opponent's Llanowar Elves. Does the Elves die?", ['dies']],
];

/** [question, error code, text the message must name]. */
const REFUSED: [string, string, string][] = [
  // The ability's text isn't modelled (a colour chosen): refused naming it.
  ['I tap my Mother of Runes to give my Grizzly Bears protection from red. What happens?', 'unmodelled', 'protection from the color of your choice'],
  ['I tap Mother of Runes to make my Hill Giant pro black. Does the Hill Giant survive?', 'unmodelled', 'protection from the color of your choice'],
  // No ability of that object has the cost told.
  ['I sacrifice my Grizzly Bears to Prodigal Sorcerer. What happens?', 'impossible', 'Prodigal Sorcerer'],
  ['I pay 3 life to activate Carrion Feeder. What happens?', 'impossible', 'Carrion Feeder'],
  ['I tap my Grizzly Bears to activate Carrion Feeder. What happens?', 'not_understood', 'I tap my Grizzly Bears'],
  // The effect as the asker described it isn't read against a modelled ability's text: named, not guessed.
  ["I tap Prodigal Sorcerer to ping my opponent's Llanowar Elves. What happens?", 'not_understood', "to ping my opponent's Llanowar Elves"],
];

describe('GIVEN a cost told with its own verb, for an activated ability', () => {
  it.each(ANSWERED)('THEN %s is answered as that activation', async (q, says) => {
    const r = await answerQuestion(q, 'en', deps);
    if (!r.ok) throw new Error(`${r.error.code}: ${r.error.message}`);
    for (const s of says) expect(r.value.answer).toContain(s);
  });
  it.each(REFUSED)('THEN %s is refused (%s), naming what', async (q, code, text) => {
    const r = await answerQuestion(q, 'en', deps);
    expect(r.ok ? `answered: ${r.value.answer}` : r.error.code).toBe(code);
    if (!r.ok) expect(r.error.message).toContain(text);
  });
});

/**
 * Issue 14 §2: a loyalty ability named by its cost (606.4) — "I -2 Liliana", "Liliana of the Veil -2 on …",
 * "Liliana's −2", 「《ヴェールのリリアナ》の-2を起動」「…の-3で…を対象にした」 — is that ability, activated through the
 * engine: the counters removed or put on as its cost (606.4), its effect from the stack, a planeswalker left
 * with 0 loyalty put into the graveyard (704.5i); once each turn, at sorcery speed (606.3), a negative cost
 * needing that many counters (606.6). A {T} ability told as "I tap X targeting Y" / 「Xをタップして…を対象にした」
 * (602.2b). Outcomes worked out by hand: Liliana of the Veil (3): +1 each player discards, −2 target player
 * sacrifices a creature, −6 unread; Jace, the Mind Sculptor (3): −1 returns target creature to its owner's
 * hand, +2 / 0 / −12 unread; Chandra, Torch of Defiance (4): −3 4 damage to target creature, both +1 unread.
 */
/** [question, texts the answer must contain, verdict, rules the steps must cite]. */
const LOYALTY: [string, string[], 'yes' | 'no' | null, string[]][] = [
  // The symbol as the verb, before or after the planeswalker.
  ['I -1 Jace, the Mind Sculptor targeting their Serra Angel. Where is the Angel?', ['hand'], null, ['606.4']],
  ['Liliana of the Veil -2 on my opponent. They control only Grizzly Bears. Does it die?', ['dies'], 'yes', ['606.4', '701.21a']],
  ["I -2 Liliana of the Veil targeting my opponent. Does their Grizzly Bears die?", ['dies'], 'yes', ['606.4']],
  // The symbol as the ability's name, with the minus sign or a hyphen.
  ["I activate Liliana of the Veil's −2 targeting my opponent, who controls Grizzly Bears. Does it die?", ['dies'], 'yes', ['606.4']],
  ["I activate Chandra, Torch of Defiance's −3 ability targeting my opponent's Grizzly Bears. Does it die?", ['dies'], 'yes', ['606.4']],
  // Loyalty 0 after the cost: the planeswalker goes to the graveyard (704.5i), its ability still resolves (113.7a).
  ['My Liliana of the Veil has 2 loyalty. I -2 her targeting my opponent, who controls Grizzly Bears. Does Liliana die?', ['dies'], 'yes', ['606.4', '704.5i']],
  ['My Liliana of the Veil has 2 loyalty. I -2 her targeting my opponent, who controls Grizzly Bears. Does the Bears die?', ['dies'], 'yes', ['704.5i']],
  // Legality (606.3, 606.6).
  ["Can I activate Liliana of the Veil's -2 twice in one turn?", ['already activated this turn'], 'no', ['606.3']],
  ['Can I -2 Liliana of the Veil during my opponent\'s turn?', ['main phase'], 'no', ['606.3']],
  ["Can I activate Liliana of the Veil's +1 during my main phase?", [], 'yes', []],
  ["My Liliana of the Veil has 1 loyalty counter. Can I activate her -2?", [], 'no', ['606.6']],
  ['My Liliana of the Veil has 1 loyalty. Can I use her -2?', ['2 loyalty counters needed'], 'no', ['606.6']],
  // Japanese: the symbol as the ability's name (の-2), as the instrument (で), with the target before or after.
  ['相手を対象に《ヴェールのリリアナ》の-2を起動した。相手の《灰色熊》は死ぬ？', ['死亡します'], 'yes', ['606.4']],
  ['《ヴェールのリリアナ》の-2で相手を対象にした。相手の《灰色熊》は死ぬ？', ['死亡します'], 'yes', ['606.4']],
  ['《反逆の先導者、チャンドラ》の−3で相手の《灰色熊》を対象にした。死ぬ？', ['死亡します'], 'yes', ['606.4']],
  ['《ヴェールのリリアナ》の-2を1ターンに2回起動できますか？', ['すでに起動されています'], 'no', ['606.3']],
  ['相手のターンに《ヴェールのリリアナ》の+1を起動できますか？', ['忠誠度能力'], 'no', ['606.3']],
  // "Its controller loses 2 life" after destroying the one target (608.2h; Liliana, Death Mage's −3, 4 loyalty): its last controller.
  ["I activate Liliana, Death Mage's −3 targeting my opponent's Grizzly Bears. What is my opponent's life?", ['18'], null, ['606.4']],
  ['相手の《灰色熊》を対象に《死の魔術師、リリアナ》の-3を起動した。相手のライフは？', ['18'], null, ['606.4']],
  // A {T} ability told by its cost's verb with a target (602.2b).
  ["I tap Prodigal Sorcerer targeting my opponent's Grizzly Bears. Does it die?", ['survives'], 'no', ['602.2']],
  ['I tap Prodigal Sorcerer targeting my opponent. What is their life?', ['19'], null, ['602.2']],
  ['《放蕩魔術師》をタップして相手を対象にした。相手のライフは？', ['19'], null, ['602.2']],
  ['Can I activate Prodigal Sorcerer twice in one turn?', [], 'no', ['602.2b']],
];

/** [question, error code, text the message must name]. */
const LOYALTY_REFUSED: [string, string, string][] = [
  // The ability with that cost isn't modelled: named, never answered as another of the card's abilities.
  ['I +1 Chandra, Torch of Defiance. What happens?', 'unmodelled', '+1: Add {R}{R}'],
  ['I +2 Jace, the Mind Sculptor. What happens?', 'unmodelled', '+2: Look at the top card'],
  ["Can I activate Liliana of the Veil's -6?", 'unmodelled', '−6: Separate all permanents'],
  // No cost told and several abilities: before, the first read ability (+1) was taken and "No, it survives" answered.
  ['I activate Liliana of the Veil targeting my opponent. Does their Grizzly Bears die?', 'unmodelled', '−6: Separate all permanents'],
  // No ability with that cost.
  ['I -5 Liliana of the Veil targeting my opponent. What happens?', 'impossible', 'Liliana of the Veil'],
  // The target not said (606.4 doesn't choose it for the player).
  ['《ヴェールのリリアナ》の-2を起動した。相手の《灰色熊》は死ぬ？', 'needs_detail', 'ヴェールのリリアナ'],
];

describe('GIVEN a loyalty ability named by its cost, or a {T} ability by its tap (issue 14 §2)', () => {
  it.each(LOYALTY)('THEN %s is answered through the engine', async (q, says, verdict, rules) => {
    const r = await answerQuestion(q, looksJapanese(q) ? 'ja' : 'en', deps);
    if (!r.ok) throw new Error(`${r.error.code}: ${r.error.message}`);
    expect(r.value.verdict).toBe(verdict);
    for (const s of says) expect(r.value.answer).toContain(s);
    const cited = new Set(r.value.steps.flatMap((st) => st.rules));
    for (const n of rules) expect([...cited], n).toContain(n);
  });
  it.each(LOYALTY_REFUSED)('THEN %s is refused (%s), naming what', async (q, code, text) => {
    const r = await answerQuestion(q, looksJapanese(q) ? 'ja' : 'en', deps);
    expect(r.ok ? `answered: ${r.value.answer}` : r.error.code).toBe(code);
    if (!r.ok) expect(r.error.message).toContain(text);
  });
});

/**
 * Issue 14 §2, the compiler: "Its controller draws N cards" / "loses N life" / "gains N life" after an
 * instruction on an ability's one target (608.2h) — a loyalty ability's second sentence, read as a
 * spell's is (sentences.ts): the player is that target's controller, read through the target.
 */
const CONTROLLER_ROWS: [string, string, Record<string, unknown>[]][] = [
  ['Ob Nixilis, the Hate-Twisted', '−2', [{ kind: 'destroy', target: 'creature' }, { kind: 'draw', amount: 2, player: 'that-controller', target: 'creature' }]],
  ['Liliana, Death Mage', '−3', [{ kind: 'destroy', target: 'creature' }, { kind: 'life', amount: -2, player: 'that-controller', target: 'creature' }]],
];

describe('GIVEN a loyalty ability whose second sentence names its target\'s controller (608.2h)', () => {
  it.each(CONTROLLER_ROWS)('THEN %s %s is read whole', async (name, cost, effects) => {
    const card = (await loadRealCards([name])).get(name)!;
    const c = compileCard(card);
    const ab = (c.object.activated as { cost: string; effects: unknown[] }[]).find((a) => a.cost === cost);
    expect(ab?.effects).toEqual(effects);
    expect(c.unmodelled.some((t) => t.startsWith(cost))).toBe(false);
  });
});
