/**
 * Issue 14 (session 46c, the top-2,000 cards that miss one sentence):
 * - "Whenever this creature or another <group> you control enters / dies" (603.2, 603.6a, 603.10a): this object's own
 *   event whatever it is then, or another object of the group — the trigger's `orSelf`. "It" after "enters" is the
 *   permanent that entered (608.2k). A group that isn't a plain creature group was left unread before.
 * - "Double the number of +1/+1 counters on <object or group>" (701.10e): each object is given as many of those
 *   counters as it has as the instruction is followed (none: nothing is put).
 * - "[If <condition>,] you may <parts> rather than pay this spell's mana cost" (118.9): an alternative cost of mana,
 *   life (119.4), a card of a color exiled from its caster's hand and/or one permanent sacrificed (701.21a), with a
 *   condition checked as the spell is announced (601.2b) — "if it's not your turn" (102.1), "if you control a Swamp".
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { CardRecord } from '../../src/cards/types.ts';
import { cardScenarios, compiledShapes, loadRealCards } from './compile-helpers.ts';
import { compileCard } from '../../src/cards/compile/index.ts';
import { renderTrace } from '../../src/render/trace.ts';

const ROWS: [string, Record<string, unknown>][] = [
  // 603.2, 603.6a: this creature, or another enchantment / artifact / Dragon you control, entering.
  ['Eidolon of Blossoms', { triggers: [{ event: 'enters', who: 'another', orSelf: true, filter: { types: ['Enchantment'], controller: 'you' }, effects: [{ kind: 'draw', amount: 1, player: 'you' }] }] }],
  ['Doomwake Giant', { triggers: [{ event: 'enters', who: 'another', orSelf: true, filter: { types: ['Enchantment'], controller: 'you' }, effects: [{ kind: 'apply-effect', effect: { affects: { types: ['Creature'], controller: 'opponent' }, modifications: [{ kind: 'modify-pt', power: -1, toughness: -1 }], duration: { kind: 'end-of-turn' } } }] }] }],
  ['Kappa Cannoneer', { triggers: [{ event: 'enters', who: 'another', orSelf: true, filter: { types: ['Artifact'], controller: 'you' }, effects: [{ kind: 'add-counters', counter: '+1/+1', amount: 1, self: true }, { kind: 'apply-effect', effect: { affects: { kind: 'source' }, modifications: [{ kind: 'add-keywords', keywords: [{ keyword: "can't be blocked" }] }] } }] }] }],
  ['Ganax, Astral Hunter', { triggers: [{ event: 'enters', who: 'another', orSelf: true, filter: { subtypes: ['Dragon'], controller: 'you' }, effects: [{ kind: 'create', seed: { subtypes: ['Treasure'] } }] }] }],
  // 603.6c, 603.10a: this creature, or another Zombie / Elemental you control, dying.
  ['Undead Augur', { triggers: [{ event: 'dies', who: 'another', orSelf: true, filter: { subtypes: ['Zombie'], controller: 'you' }, effects: [{ kind: 'draw', amount: 1, player: 'you' }, { kind: 'life', amount: -1, player: 'you' }] }] }],
  ['Omnath, Locus of Rage', { triggers: [{ event: 'enters' }, { event: 'dies', who: 'another', orSelf: true, filter: { subtypes: ['Elemental'], controller: 'you' }, targets: [{ word: 'any' }], effects: [{ kind: 'damage', amount: 3, target: 'any' }] }] }],
  // Read now that `orSelf` says "this creature, whatever it is" (templates.test listed it unread for that reason).
  ['Pashalik Mons', { triggers: [{ event: 'dies', who: 'another', orSelf: true, filter: { subtypes: ['Goblin'], controller: 'you' }, effects: [{ kind: 'damage', amount: 1, target: 'any' }] }] }],
  // A plain creature group too: "this … or another …" has the one encoding, `orSelf` (this object, whatever it is).
  ['Zulaport Cutthroat', { triggers: [{ event: 'dies', who: 'another', orSelf: true, filter: { types: ['Creature'], controller: 'you' } }] }],
  // 701.10e: doubling counters.
  ['Kalonian Hydra', { triggers: [{ event: 'attacks', effects: [{ kind: 'add-counters', counter: '+1/+1', double: true, all: { types: ['Creature'], controller: 'you' } }] }] }],
  ['Mossborn Hydra', { triggers: [{ event: 'enters', who: 'any', filter: { types: ['Land'], controller: 'you' }, effects: [{ kind: 'add-counters', counter: '+1/+1', double: true, self: true }] }] }],
  ["Hydra's Growth", { triggers: [{ event: 'enters' }, { event: 'upkeep', effects: [{ kind: 'add-counters', counter: '+1/+1', double: true, attached: true }] }] }],
  // 118.9: alternative costs.
  ['Force of Will', { spell: { alternatives: [{ name: 'pay 1 life and exile a blue card from your hand', cost: '', life: 1, exileFromHand: { colors: ['U'] } }], effects: [{ kind: 'counter', target: 'spell' }] } }],
  ['Force of Vigor', { spell: { alternatives: [{ name: 'exile a green card from your hand', cost: '', exileFromHand: { colors: ['G'] }, if: { kind: 'turn', yours: false } }], effects: [{ kind: 'destroy' }] } }],
  ['Snuff Out', { spell: { alternatives: [{ name: 'pay 4 life', cost: '', life: 4, if: { kind: 'controls', filter: { subtypes: ['Swamp'], controller: 'you' }, atLeast: 1 } }] } }],
  ['Flare of Denial', { spell: { alternatives: [{ name: 'sacrifice a nontoken blue creature', cost: '', sacrifice: { types: ['Creature'], colors: ['U'], token: false } }], effects: [{ kind: 'counter', target: 'spell' }] } }],
  ['Flare of Duplication', { spell: { alternatives: [{ name: 'sacrifice a nontoken red creature', cost: '', sacrifice: { types: ['Creature'], colors: ['R'], token: false } }] } }],
  // 102.1: "it's (not) your turn" is one condition wherever it is said (parseCondition) — an activation restriction (602.5b).
  ['Ghost Town', { activated: [{ mana: true }, { cost: '{0}', condition: { kind: 'turn', yours: false }, effects: [{ kind: 'return-to-hand', self: true }] }] }],
  ['Bristly Bill, Spine Sower', { activated: [{ cost: '{3}{G}{G}', effects: [{ kind: 'add-counters', counter: '+1/+1', double: true, all: { types: ['Creature'], controller: 'you' } }] }] }],
];

/** Never half-read: these sentences stay unmodelled. */
const UNMODELLED: [string, string][] = [
  // "Dies" is read for creatures only (the engine's dies event, 700.4): a planeswalker in the group isn't.
  ['Cruel Celebrant', 'Whenever this creature or another creature or planeswalker you control dies, each opponent loses 1 life and you gain 1 life.'],
  // Each kind of counter on any number of targets isn't read.
  // Tapping creatures as part of an alternative cost isn't read.
  ["Sephara, Sky's Blade", "You may pay {W} and tap four untapped creatures you control with flying rather than pay this spell's mana cost."],
  ['Deepglow Skate', 'When this creature enters, double the number of each kind of counter on any number of target permanents.'],
];

let cards: Map<string, CardRecord>;
beforeAll(async () => {
  cards = await loadRealCards([...ROWS.map((r) => r[0]), ...UNMODELLED.map((r) => r[0]), 'Horned Loch-Whale // Lagoon Breach', 'Grizzly Bears', 'Walking Corpse', 'Forest', 'Mountain', 'Swamp', 'Divination', 'Brainstorm', 'Giant Growth', 'Merfolk Looter', 'Llanowar Elves', 'Shock']);
}, 120_000);

describe('session-46c shapes in real cards, compiled', () => {
  compiledShapes(ROWS, UNMODELLED, () => cards);
});

it('Horned Loch-Whale enters tapped unless it\'s your turn (614.1c, 102.1)', () => {
  const c = compileCard(cards.get('Horned Loch-Whale // Lagoon Breach')!);
  expect(c.enters).toEqual({ tappedUnless: { kind: 'turn', yours: true } });
  expect(c.modelled).toContain("This creature enters tapped unless it's your turn.");
});

describe('"this creature or another <group> you control" (603.2, 603.10a)', () => {
  const scenarios = cardScenarios(() => cards);
  const draws = (r: Awaited<ReturnType<typeof scenarios.run>>) => r.resolution.trace.filter((x) => x.key === 'event.drew' || x.key === 'event.drew-unseen').length;

  it('GIVEN Undead Augur THEN its own death triggers it', async () => {
    const r = await scenarios.run({ objects: [{ id: 'ua', card: 'Undead Augur' }], actions: [{ kind: 'destroy', object: 'ua' }, { kind: 'resolve', all: true }] });
    expect(r.resolution.error).toBeUndefined();
    expect(draws(r)).toBe(1);
    expect(r.resolution.final.players.find((p) => p.id === 'A')?.life).toBe(19);
  });

  it('GIVEN Undead Augur exiled THEN its ability does not trigger, and the trace says why (700.4, 603.6c)', async () => {
    const r = await scenarios.run({ objects: [{ id: 'ua', card: 'Undead Augur' }], actions: [{ kind: 'exile', object: 'ua' }, { kind: 'resolve', all: true }] });
    expect(r.resolution.error).toBeUndefined();
    expect(draws(r)).toBe(0);
    const not = r.resolution.trace.filter((x) => x.key === 'trigger.not-dies');
    expect(not.map((x) => [x.rules, x.params.to, x.params.event])).toEqual([[['700.4', '603.6c'], 'exile', 'dies']]);
    expect(renderTrace(not, 'en')[0]!.text).toMatch(/did not die: its ability .* doesn't trigger/);
    expect(renderTrace(not, 'ja')[0]!.text).toMatch(/死亡したのではありません.*誘発しません/);
  });

  it('GIVEN Zulaport Cutthroat THEN its own death triggers it (603.10a): the opponent loses 1 life, I gain 1', async () => {
    const r = await scenarios.run({ objects: [{ id: 'zc', card: 'Zulaport Cutthroat' }], actions: [{ kind: 'destroy', object: 'zc' }, { kind: 'resolve', all: true }] });
    expect(r.resolution.error).toBeUndefined();
    expect(r.resolution.final.players.map((p) => [p.id, p.life])).toEqual([['A', 21], ['B', 19]]);
  });

  it('GIVEN Undead Augur THEN another Zombie of yours dying triggers it, a Bear or an opponent\'s Zombie doesn\'t', async () => {
    const r = await scenarios.run({ objects: [{ id: 'ua', card: 'Undead Augur' }, { id: 'gc', card: 'Walking Corpse' }, { id: 'gb', card: 'Grizzly Bears' }, { id: 'oz', card: 'Walking Corpse', controller: 'B', owner: 'B' }], actions: [{ kind: 'destroy', object: 'gc' }, { kind: 'destroy', object: 'gb' }, { kind: 'destroy', object: 'oz' }, { kind: 'resolve', all: true }] });
    expect(r.resolution.error).toBeUndefined();
    expect(draws(r)).toBe(1);
    expect(r.resolution.final.players.find((p) => p.id === 'A')?.life).toBe(19);
  });
});

describe('doubling counters (701.10e)', () => {
  const scenarios = cardScenarios(() => cards);
  const counters = (r: Awaited<ReturnType<typeof scenarios.run>>, id: string) => r.resolution.final.objects.find((o) => o.id === id)?.counters ?? {};

  it("GIVEN Bristly Bill's {3}{G}{G} THEN each creature you control gets as many +1/+1 counters as it has; an opponent's doesn't", async () => {
    const r = await scenarios.run({
      objects: [{ id: 'bb', card: 'Bristly Bill, Spine Sower' }, { id: 'b1', card: 'Grizzly Bears', counters: { '+1/+1': 2 } }, { id: 'b2', card: 'Grizzly Bears' }, { id: 'ob', card: 'Grizzly Bears', controller: 'B', owner: 'B', counters: { '+1/+1': 1 } }],
      actions: [{ kind: 'activate', object: 'bb', ability: 0 }, { kind: 'resolve' }],
    });
    expect(r.resolution.error).toBeUndefined();
    expect(counters(r, 'b1')).toMatchObject({ '+1/+1': 4 });
    expect(counters(r, 'b2')['+1/+1'] ?? 0).toBe(0);
    expect(counters(r, 'ob')).toMatchObject({ '+1/+1': 1 });
    expect(r.resolution.trace.filter((x) => x.key === 'resolve.double-counters').every((x) => x.rules.includes('701.10e'))).toBe(true);
  });

  it('GIVEN Mossborn Hydra with three +1/+1 counters THEN a land entering makes them six', async () => {
    const r = await scenarios.run({ objects: [{ id: 'mh', card: 'Mossborn Hydra', counters: { '+1/+1': 3 } }, { id: 'f', card: 'Forest', zone: 'hand' }], actions: [{ kind: 'play-land', object: 'f' }, { kind: 'resolve', all: true }] });
    expect(r.resolution.error).toBeUndefined();
    expect(counters(r, 'mh')).toMatchObject({ '+1/+1': 6 });
  });
});

describe('alternative costs (118.9, 601.2b, 601.2h)', () => {
  const scenarios = cardScenarios(() => cards);
  const rewound = (r: Awaited<ReturnType<typeof scenarios.run>>) => r.resolution.trace.find((x) => x.key === 'cast.rewound')?.params;
  const zone = (r: Awaited<ReturnType<typeof scenarios.run>>, id: string) => r.resolution.final.objects.find((o) => o.id === id || o.id.startsWith(`${id}~`))?.zone;
  const life = (r: Awaited<ReturnType<typeof scenarios.run>>, p: string) => r.resolution.final.players.find((x) => x.id === p)?.life;
  // B casts Divination; A answers with a pitch spell (A has no mana).
  const pitch = (spell: string, cast: Record<string, unknown>, extra: Record<string, unknown>[] = [], active = 'B') => scenarios.run({
    activePlayer: active,
    players: [{ id: 'A', manaPool: '' }, { id: 'B' }],
    objects: [{ id: 'dv', card: 'Divination', zone: 'hand', controller: 'B', owner: 'B' }, { id: 'fw', card: spell, zone: 'hand', owner: 'A', controller: 'A' }, ...extra.map((o) => ({ owner: 'A', controller: 'A', ...o }))],
    actions: [{ kind: 'cast', object: 'dv', player: 'B' }, { kind: 'pass' }, { kind: 'cast', object: 'fw', player: 'A', targets: { spell: ['dv'] }, ...cast }, { kind: 'resolve' }],
  });

  it('GIVEN Force of Will and a blue card in hand, no mana THEN paying 1 life and exiling the blue card casts it; Divination is countered', async () => {
    const r = await pitch('Force of Will', { alternative: 'pay 1 life and exile a blue card from your hand', exileFromHand: 'bs' }, [{ id: 'bs', card: 'Brainstorm', zone: 'hand' }]);
    expect(rewound(r), JSON.stringify(rewound(r))).toBeUndefined();
    expect(zone(r, 'bs')).toBe('exile');
    expect(life(r, 'A')).toBe(19);
    expect(zone(r, 'dv')).toBe('graveyard');
    expect(r.resolution.trace.find((x) => x.key === 'cast.exile-cost')?.rules).toEqual(['118.9', '601.2h']);
  });

  it('GIVEN Force of Will paid by its alternative cost THEN the life is told as the alternative cost\'s, citing 118.9 (EN and JA)', async () => {
    const r = await pitch('Force of Will', { alternative: 'pay 1 life and exile a blue card from your hand', exileFromHand: 'bs' }, [{ id: 'bs', card: 'Brainstorm', zone: 'hand' }]);
    const paid = r.resolution.trace.filter((x) => x.key === 'cast.pay-life');
    expect(paid.map((x) => [x.rules, x.params.amount, x.params.alternative])).toEqual([[['119.4', '118.9', '601.2h'], 1, true]]);
    expect(renderTrace(paid, 'en').map((x) => x.text).join('\n')).toMatch(/pays 1 life as part of the alternative cost of/);
    expect(renderTrace(paid, 'ja').map((x) => x.text).join('\n')).toMatch(/代替コストの一部として1点のライフを支払います/);
  });

  it('GIVEN Force of Will and only a green card to exile THEN the alternative cost can\'t be paid (the cast is rewound)', async () => {
    const r = await pitch('Force of Will', { alternative: 'pay 1 life and exile a blue card from your hand', exileFromHand: 'gg' }, [{ id: 'gg', card: 'Giant Growth', zone: 'hand' }]);
    expect(rewound(r)).toMatchObject({ reason: 'cost-exile' });
    expect(zone(r, 'gg')).toBe('hand');
  });

  it("GIVEN Force of Will and a blue card in another player's hand named THEN the exile can't be paid with it (the shared hand-cost check)", async () => {
    const r = await pitch('Force of Will', { alternative: 'pay 1 life and exile a blue card from your hand', exileFromHand: 'ob' }, [{ id: 'ob', card: 'Brainstorm', zone: 'hand', owner: 'B', controller: 'B' }]);
    expect(rewound(r)).toMatchObject({ reason: 'cost-exile' });
    expect(zone(r, 'ob')).toBe('hand');
  });

  it("GIVEN Force of Vigor THEN exiling a green card works on the opponent's turn, not on mine (102.1)", async () => {
    const ok = await scenarios.run({ activePlayer: 'B', players: [{ id: 'A', manaPool: '' }, { id: 'B' }], objects: [{ id: 'fv', card: 'Force of Vigor', zone: 'hand', owner: 'A', controller: 'A' }, { id: 'gg', card: 'Giant Growth', zone: 'hand', owner: 'A', controller: 'A' }], actions: [{ kind: 'pass' }, { kind: 'cast', object: 'fv', player: 'A', alternative: 'exile a green card from your hand', exileFromHand: 'gg', targets: { artifact: [] } }] });
    expect(rewound(ok), JSON.stringify(rewound(ok))).toBeUndefined();
    expect(zone(ok, 'gg')).toBe('exile');
    const no = await scenarios.run({ players: [{ id: 'A', manaPool: '' }, { id: 'B' }], objects: [{ id: 'fv', card: 'Force of Vigor', zone: 'hand' }, { id: 'gg', card: 'Giant Growth', zone: 'hand' }], actions: [{ kind: 'cast', object: 'fv', alternative: 'exile a green card from your hand', exileFromHand: 'gg', targets: { artifact: [] } }] });
    expect(rewound(no)).toMatchObject({ reason: 'alternative-condition' });
  });

  it('GIVEN Snuff Out THEN 4 life pays for it only while I control a Swamp', async () => {
    const cast = (extra: Record<string, unknown>[]) => scenarios.run({ players: [{ id: 'A', manaPool: '' }, { id: 'B' }], objects: [{ id: 'so', card: 'Snuff Out', zone: 'hand' }, { id: 'gb', card: 'Grizzly Bears', controller: 'B', owner: 'B' }, ...extra], actions: [{ kind: 'cast', object: 'so', alternative: 'pay 4 life', targets: { creature: ['gb'] } }, { kind: 'resolve' }] });
    const ok = await cast([{ id: 'sw', card: 'Swamp' }]);
    expect(rewound(ok), JSON.stringify(rewound(ok))).toBeUndefined();
    expect(life(ok, 'A')).toBe(16);
    expect(zone(ok, 'gb')).toBe('graveyard');
    const no = await cast([{ id: 'm', card: 'Mountain' }]);
    expect(rewound(no)).toMatchObject({ reason: 'alternative-condition' });
    expect(life(no, 'A')).toBe(20);
  });

  it('GIVEN Flare of Denial THEN sacrificing a nontoken blue creature pays for it; a green one can\'t', async () => {
    const ok = await pitch('Flare of Denial', { alternative: 'sacrifice a nontoken blue creature', sacrifice: ['ml'] }, [{ id: 'ml', card: 'Merfolk Looter' }]);
    expect(rewound(ok), JSON.stringify(rewound(ok))).toBeUndefined();
    expect(zone(ok, 'ml')).toBe('graveyard');
    expect(zone(ok, 'dv')).toBe('graveyard');
    const no = await pitch('Flare of Denial', { alternative: 'sacrifice a nontoken blue creature', sacrifice: ['le'] }, [{ id: 'le', card: 'Llanowar Elves' }]);
    expect(rewound(no)).toMatchObject({ reason: 'cost-sacrifice' });
  });
});
