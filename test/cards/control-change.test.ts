/**
 * Issue 14: control-changing text (613.1b, layer 2) — "Gain control of target creature until end of
 * turn" (Threaten, Act of Treason, Claim the Firstborn's "with mana value 3 or less"), "Gain control
 * of target creature" for the rest of the game (611.2a), and the Aura's "You control enchanted
 * creature" (Control Magic) — and the follow-on sentences on the same object ("Untap that creature.
 * It gains haste until end of turn.", 608.2c). Control goes to the effect's controller; a permanent
 * that changes controller is summoning sick for its new controller (302.6).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { CardRecord } from '../../src/cards/types.ts';
import { answerQuestion } from '../../src/questions/index.ts';
import type { QuestionDeps } from '../../src/questions/index.ts';
import type { ScenarioRun } from '../../src/scenario/run.ts';
import { cardScenarios, compiledShapes, loadRealCards, realCardDeps } from './compile-helpers.ts';

const control = (duration: string) => ({ kind: 'apply-effect', target: 'creature', effect: { modifications: [{ kind: 'set-controller' }], duration: { kind: duration } } });
const haste = { kind: 'apply-effect', target: 'creature', effect: { modifications: [{ kind: 'add-keywords', keywords: [{ keyword: 'haste' }] }], duration: { kind: 'end-of-turn' } } };
const untap = { kind: 'untap', target: 'creature' };
const aura = { statics: [{ affects: { kind: 'attached-to-source' }, modifications: [{ kind: 'set-controller' }] }] };

const ROWS: [string, Record<string, unknown>][] = [
  ['Act of Treason', { spell: { effects: [control('end-of-turn'), untap, haste] } }],
  ['Threaten', { spell: { effects: [untap, control('end-of-turn'), haste] } }],
  ['Claim the Firstborn', { spell: { effects: [control('end-of-turn'), untap, haste], targets: [{ word: 'creature', objects: { manaValue: { atMost: 3 } } }] } }],
  ['Traitorous Instinct', { spell: { effects: [control('end-of-turn'), untap, { kind: 'apply-effect', target: 'creature' }] } }],
  ['Control Magic', aura],
  ['Mind Control', aura],
  ['Confiscate', aura],
  // 608.2c: the second sentence's "it" is the one target of the first.
  ['Snakeskin Veil', { spell: { effects: [{ kind: 'add-counters', target: 'creature' }, { kind: 'apply-effect', target: 'creature', effect: { modifications: [{ kind: 'add-keywords', keywords: [{ keyword: 'hexproof' }] }] } }] } }],
];

/** Near misses that stay unmodelled. */
const UNMODELLED: [string, string][] = [
  // Exchanging control is two effects on two objects (701.12), not read.
  ['Switcheroo', 'Exchange control of two target creatures.'],
];

let cards: Map<string, CardRecord>;
beforeAll(async () => {
  cards = await loadRealCards([...ROWS.map((r) => r[0]), ...UNMODELLED.map((r) => r[0]), 'Grizzly Bears', 'Serra Angel']);
}, 120_000);

describe('control-changing text, compiled', () => compiledShapes(ROWS, UNMODELLED, () => cards));

describe('control-changing text, through the engine (613.1b, 302.6)', () => {
  const scenarios = cardScenarios(() => cards);
  const controller = (r: ScenarioRun, id: string) => r.resolution.computed.find((c) => c.id === id)?.controller;

  it("GIVEN Act of Treason on the opponent's tapped creature THEN I control it, it is untapped and has haste; after the turn ends it is theirs again", async () => {
    const r = await scenarios.run({
      objects: [{ id: 'sa', card: 'Serra Angel', controller: 'B', tapped: true }, { id: 'at', card: 'Act of Treason', zone: 'hand' }],
      actions: [{ kind: 'cast', object: 'at', targets: { creature: ['sa'] } }, { kind: 'resolve' }, { kind: 'declare-attackers', attackers: [{ object: 'sa' }] }],
    });
    expect(r.resolution.error).toBeUndefined();
    expect(controller(r, 'sa')).toBe('A');
    const later = await scenarios.run({
      objects: [{ id: 'sa', card: 'Serra Angel', controller: 'B' }, { id: 'at', card: 'Act of Treason', zone: 'hand' }],
      actions: [{ kind: 'cast', object: 'at', targets: { creature: ['sa'] } }, { kind: 'resolve' }, { kind: 'end-turn' }],
    });
    expect(controller(later, 'sa')).toBe('B');
  });

  it("GIVEN Control Magic on the opponent's creature THEN I control it, and it can't attack this turn (302.6)", async () => {
    const objects = [{ id: 'gb', card: 'Grizzly Bears', controller: 'B' }, { id: 'cm', card: 'Control Magic', zone: 'hand' }];
    const cast = [{ kind: 'cast', object: 'cm', targets: { enchant: ['gb'] } }, { kind: 'resolve' }];
    const r = await scenarios.run({ objects, actions: cast });
    expect(controller(r, 'gb')).toBe('A');
    await expect(scenarios.run({ objects, actions: [...cast, { kind: 'declare-attackers', attackers: [{ object: 'gb' }] }] })).rejects.toThrow('combat.cant-attack.summoning-sick');
  });
});

describe('control change in questions: the story’s controller after the spell decides whose turn an attack is (508.1)', () => {
  let deps: QuestionDeps;
  beforeAll(async () => {
    deps = await realCardDeps(['Act of Treason', 'Threaten', 'Control Magic', 'Grizzly Bears', 'Platinum Angel', 'Platinum Emperion', 'Turn to Frog', 'Lightning Bolt']);
  }, 120_000);
  it.each([
    ["act of treason on their 4/4 — can i attack with it?", 'en', 'Yes'],
    ["I cast Threaten on my opponent's Grizzly Bears and attack with it. How much life does my opponent have?", 'en', '18'],
    ["My opponent has Grizzly Bears. I cast Control Magic targeting it. Who controls Grizzly Bears?", 'en', 'You control'],
    ['対戦相手の4/4クリーチャーを対象に《Act of Treason》を唱えた。そのクリーチャーで攻撃できる？', 'ja', 'はい'],
    // Who attacks is said: with the opponent's Control Magic on it, I no longer control my creature (508.1a).
    ['Opponent has Control Magic on my Grizzly Bears. Can I attack with my Grizzly Bears?', 'en', 'No'],
    ['I cast Threaten on their Grizzly Bears. Can I attack with it?', 'en', 'Yes'],
    // A static "can't" effect follows its source: gone with its abilities (613.1f), "you" is its controller now (109.5, 613.1b).
    ['My opponent is at 3 life and controls Platinum Angel. I cast Lightning Bolt targeting them. After it resolves, I cast Turn to Frog on Platinum Angel. Do they lose?', 'en', 'Yes'],
    ["My opponent is at 20 life and controls Platinum Emperion. I cast Turn to Frog on Platinum Emperion. After it resolves, I cast Lightning Bolt targeting my opponent. What's their life total?", 'en', '17'],
    ["I'm at 1 life and control Platinum Angel. My opponent casts Lightning Bolt targeting me. After it resolves, my opponent casts Threaten on Platinum Angel. Do I lose the game?", 'en', 'Yes'],
    ["My opponent controls Platinum Emperion. I cast Control Magic on Platinum Emperion. After it resolves, I cast Lightning Bolt targeting my opponent. What's their life total?", 'en', '17'],
    ["I have Platinum Angel and I'm at 2 life. Opponent casts Lightning Bolt targeting me. Do I lose?", 'en', 'No'],
  ] as const)('%s', async (q, lang, answer) => {
    const r = await answerQuestion(q, lang, deps);
    if (!r.ok) throw new Error(`${r.error.code}: ${r.error.message}`);
    expect(r.value.answer).toContain(answer);
  });
});
