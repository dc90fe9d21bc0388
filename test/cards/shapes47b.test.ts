/**
 * Issue 14 (session 47b, the top-2,000 cards that miss one sentence):
 * - "<object or group> gets +X/+X | +X/+0 | -0/-X [and gains <keywords>] until end of turn" with X announced (107.3a,
 *   107.3k): the P/T change X times, the keywords once (Tyvar's Stand, Kessig Wolf Run, Hatred, Drana).
 * - "another target creature" / "up to one target creature" as the subject of an until-end-of-turn effect (115.1, 601.2c)
 *   — "another" only where it means "not this object" (no earlier target: 115.3 lets one object be chosen for each
 *   "target", and a different-from-that-target rule isn't kept, so "Target creature gets +2/+2. Another target creature
 *   gets -2/-2" stays unread).
 * - "target Forest", "target Insect, Rat, Spider, or Squirrel" (205.3, 115.1): a target with any of the subtypes named.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { CardRecord } from '../../src/cards/types.ts';
import { cardScenarios, compiledShapes, loadRealCards } from './compile-helpers.ts';

const EOT = { kind: 'end-of-turn' };

const ROWS: [string, Record<string, unknown>][] = [
  // 107.3a: X of a spell; the keywords are gained once.
  ["Tyvar's Stand", { spell: { effects: [{ kind: 'apply-effect', target: 'creature', amountFrom: 'x', effect: { modifications: [{ kind: 'modify-pt', power: 1, toughness: 1 }, { kind: 'add-keywords', keywords: [{ keyword: 'hexproof' }, { keyword: 'indestructible' }] }], duration: EOT } }], targets: [{ word: 'creature', objects: { controller: 'you', types: ['Creature'] } }] } }],
  ['Hatred', { spell: { effects: [{ kind: 'apply-effect', amountFrom: 'x', effect: { modifications: [{ kind: 'modify-pt', power: 1, toughness: 0 }] } }] } }],
  // 107.3k: X of an activation cost.
  ['Kessig Wolf Run', { activated: [{}, { cost: '{X}{R}{G}, {T}', effects: [{ kind: 'apply-effect', amountFrom: 'x', effect: { modifications: [{ kind: 'modify-pt', power: 1, toughness: 0 }, { kind: 'add-keywords', keywords: [{ keyword: 'trample' }] }] } }] }] }],
  ['Drana, Kalastria Bloodchief', { activated: [{ effects: [{ kind: 'apply-effect', amountFrom: 'x', effect: { modifications: [{ kind: 'modify-pt', power: 0, toughness: -1 }] } }, { kind: 'apply-effect', amountFrom: 'x', effect: { affects: { kind: 'source' }, modifications: [{ kind: 'modify-pt', power: 1, toughness: 0 }] } }] }] }],
  // 115.1: "another target creature" of a permanent's ability — any creature but this one.
  ['Heliod, Sun-Crowned', { activated: [{ cost: '{1}{W}', targets: [{ word: 'creature', objects: { types: ['Creature'], other: true } }], effects: [{ kind: 'apply-effect', effect: { modifications: [{ kind: 'add-keywords', keywords: [{ keyword: 'lifelink' }] }], duration: EOT } }] }] }],
  ['Selfless Savior', { activated: [{ sacrificeSelf: true, targets: [{ objects: { controller: 'you', other: true } }] }] }],
  // 601.2c: "up to one target creature".
  ['Key to the City', { activated: [{ targets: [{ word: 'creature', upTo: true }], effects: [{ kind: 'apply-effect', effect: { modifications: [{ kind: 'add-keywords', keywords: [{ keyword: "can't be blocked" }] }] } }] }] }],
  // 205.3: a target named by its subtypes.
  ['Arbor Elf', { activated: [{ cost: '{T}', targets: [{ objects: { subtypes: ['Forest'] } }], effects: [{ kind: 'untap' }] }] }],
  ['Swarmyard', { activated: [{}, { targets: [{ objects: { subtypes: ['Insect', 'Rat', 'Spider', 'Squirrel'] } }], effects: [{ kind: 'regenerate' }] }] }],
  ['Haazda Exonerator', { activated: [{ sacrificeSelf: true, targets: [{ objects: { subtypes: ['Aura'] } }], effects: [{ kind: 'destroy' }] }] }],
  ['Tunnel', { spell: { targets: [{ objects: { subtypes: ['Wall'] } }] } }],
];

/** Never half-read: these sentences stay unmodelled. */
const UNMODELLED: [string, string][] = [
  // 115.3: "another target creature" after a first target must be a different creature — not kept by the engine.
  ['Consume Strength', 'Another target creature gets -2/-2 until end of turn.'],
  ['Rites of Reaping', 'Another target creature gets -3/-3 until end of turn.'],
];

let cards: Map<string, CardRecord>;
beforeAll(async () => {
  cards = await loadRealCards([...ROWS.map((r) => r[0]), ...UNMODELLED.map((r) => r[0]), 'Grizzly Bears', 'Forest', 'Mountain', 'Llanowar Elves']);
}, 120_000);

describe('session-47b shapes in real cards, compiled', () => {
  compiledShapes(ROWS, UNMODELLED, () => cards);
});

describe('GIVEN a pump of X (107.3a, 107.3k)', () => {
  const scenarios = cardScenarios(() => cards);
  const now = (r: Awaited<ReturnType<typeof scenarios.run>>, id: string) => r.resolution.computed.find((c) => c.id === id);
  const has = (r: Awaited<ReturnType<typeof scenarios.run>>, id: string, k: string) => (now(r, id)?.keywords ?? []).some((x) => x.keyword === k);

  it("WHEN Tyvar's Stand is cast with X=3 on Grizzly Bears THEN it is 5/5 with hexproof and indestructible", async () => {
    const r = await scenarios.run({ objects: [{ id: 'gb', card: 'Grizzly Bears' }, { id: 'ts', card: "Tyvar's Stand", zone: 'hand' }], actions: [{ kind: 'cast', object: 'ts', x: 3, targets: { creature: ['gb'] } }, { kind: 'resolve' }] });
    expect(r.resolution.error).toBeUndefined();
    expect(now(r, 'gb')).toMatchObject({ power: 5, toughness: 5 });
    expect(has(r, 'gb', 'hexproof') && has(r, 'gb', 'indestructible')).toBe(true);
  });

  it('WHEN Kessig Wolf Run is activated with X=4 on Grizzly Bears THEN it is 6/2 with trample (the toughness unchanged)', async () => {
    const r = await scenarios.run({ objects: [{ id: 'gb', card: 'Grizzly Bears' }, { id: 'kw', card: 'Kessig Wolf Run' }], actions: [{ kind: 'activate', object: 'kw', ability: 1, x: 4, targets: { creature: ['gb'] } }, { kind: 'resolve' }] });
    expect(r.resolution.error).toBeUndefined();
    expect(now(r, 'gb')).toMatchObject({ power: 6, toughness: 2 });
    expect(has(r, 'gb', 'trample')).toBe(true);
  });
});

describe('GIVEN a target named by "another" or by its subtype (115.1, 205.3)', () => {
  const scenarios = cardScenarios(() => cards);
  const obj = (r: Awaited<ReturnType<typeof scenarios.run>>, id: string) => r.resolution.final.objects.find((o) => o.id === id);
  const has = (r: Awaited<ReturnType<typeof scenarios.run>>, id: string, k: string) => (r.resolution.computed.find((c) => c.id === id)?.keywords ?? []).some((x) => x.keyword === k);

  it("WHEN Heliod's {1}{W} targets Grizzly Bears THEN it gains lifelink", async () => {
    const r = await scenarios.run({ objects: [{ id: 'h', card: 'Heliod, Sun-Crowned' }, { id: 'gb', card: 'Grizzly Bears' }], actions: [{ kind: 'activate', object: 'h', ability: 0, targets: { creature: ['gb'] } }, { kind: 'resolve' }] });
    expect(r.resolution.error).toBeUndefined();
    expect(has(r, 'gb', 'lifelink')).toBe(true);
  });

  it("WHEN Heliod's {1}{W} targets Heliod itself THEN the target is illegal (another creature)", async () => {
    const r = await scenarios.run({ objects: [{ id: 'h', card: 'Heliod, Sun-Crowned' }, { id: 'gb', card: 'Grizzly Bears' }, { id: 'm', card: 'Mountain' }], actions: [{ kind: 'activate', object: 'h', ability: 0, targets: { creature: ['h'] } }, { kind: 'resolve' }] });
    expect(has(r, 'h', 'lifelink')).toBe(false);
    expect(JSON.stringify(r.resolution.trace.map((x) => x.key))).toMatch(/illegal|rewound/);
  });

  it('WHEN Arbor Elf untaps a tapped Forest THEN it is untapped; a Mountain is not a legal target', async () => {
    const r = await scenarios.run({ objects: [{ id: 'ae', card: 'Arbor Elf' }, { id: 'f', card: 'Forest', tapped: true }], actions: [{ kind: 'activate', object: 'ae', ability: 0, targets: { permanent: ['f'] } }, { kind: 'resolve' }] });
    expect(r.resolution.error).toBeUndefined();
    expect(obj(r, 'f')?.tapped).toBe(false);
    const no = await scenarios.run({ objects: [{ id: 'ae', card: 'Arbor Elf' }, { id: 'm', card: 'Mountain', tapped: true }], actions: [{ kind: 'activate', object: 'ae', ability: 0, targets: { permanent: ['m'] } }, { kind: 'resolve' }] });
    expect(obj(no, 'm')?.tapped).toBe(true);
  });
});
