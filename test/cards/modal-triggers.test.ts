/**
 * Issue 14 §2: modal triggered abilities — "When this creature enters, choose one — • …" (700.2,
 * 700.2b-c, 603.3c). Each mode is read with the effect templates; a mode no template reads stays on
 * the ability as unmodelled and matters only if it is chosen. Through the engine: the told mode is
 * followed; untold, the mode is settled only when the other modes have no legal target (603.3c), else
 * the run stops and asks; with no mode choosable the ability is removed from the stack.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { compileCard } from '../../src/cards/compile/index.ts';
import type { CardRecord } from '../../src/cards/types.ts';
import { cardScenarios, loadRealCards } from './compile-helpers.ts';

const one = { min: 1, max: 1 };
const unread = { effects: [], unmodelled: 'not read' };

/** Cards whose modal trigger is read: its event and its modes (an unread mode is kept as such). */
const ROWS: [string, Record<string, unknown>][] = [
  ['Charming Prince', { event: 'enters', modes: { ...one, options: [{ effects: [{ kind: 'scry', amount: 2 }] }, { effects: [{ kind: 'life', amount: 3, player: 'you' }] }, unread] } }],
  // 115.1: "another target nonland permanent" — any but the Channeler itself.
  ['Aether Channeler', { event: 'enters', modes: { ...one, options: [{ effects: [{ kind: 'create' }] }, { targets: [{ objects: { notTypes: ['Land'], other: true } }], effects: [{ kind: 'return-to-hand' }] }, { effects: [{ kind: 'draw', amount: 1, player: 'you' }] }] } }],
  ['Glissa Sunslayer', { event: 'deals-damage', combatOnly: true, damageTo: 'player', modes: { ...one, options: [{ effects: [{ kind: 'draw', amount: 1 }, { kind: 'life', amount: -1 }] }, { targets: [{ word: 'enchantment' }], effects: [{ kind: 'destroy', target: 'enchantment' }] }, unread] } }],
  ['Silverback Elder', { event: 'cast', who: 'another', filter: { types: ['Creature'] }, modes: { ...one, options: [{ effects: [{ kind: 'destroy' }] }, unread, { effects: [{ kind: 'life', amount: 4 }] }] } }],
  // 608.2c, 611.2c: "Those creatures gain vigilance …" — the creatures the counters were put on (those-group.ts).
  ['Felidar Retreat', { event: 'enters', who: 'any', filter: { controller: 'you', types: ['Land'] }, modes: { ...one, options: [{ effects: [{ kind: 'create' }] }, { effects: [{ kind: 'add-counters', all: { controller: 'you', types: ['Creature'] } }, { kind: 'apply-effect', effect: { affects: { controller: 'you', types: ['Creature'] } } }] }] } }],
  ['Atsushi, the Blazing Sky', { event: 'dies', modes: { ...one, options: [unread, { effects: [{ kind: 'create' }, { kind: 'create' }, { kind: 'create' }] }] } }],
  // 700.2b: "choose up to one" lets no mode be chosen.
  // 109.4: "target spell you don't control" — a spell whose controller is another player (words.ts parseTarget).
  ['Hullbreaker Horror', { event: 'cast', modes: { min: 0, max: 1, options: [{ targets: [{ objects: { controller: 'opponent', zone: 'stack' } }], effects: [{ kind: 'return-to-hand' }] }, { effects: [{ kind: 'return-to-hand' }] }] } }],
  // 505.1a: the first main phase; "choose one or more" (700.2d) with named modes (the names are labels only).
  ['Black Market Connections', { event: 'first-main-phase', modes: { min: 1, max: 3, options: [{ effects: [{ kind: 'create' }, { kind: 'life', amount: -1, player: 'you' }] }, { effects: [{ kind: 'draw', amount: 1 }, { kind: 'life', amount: -2, player: 'you' }] }, { effects: [{ kind: 'create' }, { kind: 'life', amount: -3, player: 'you' }] }] } }],
  // Both modes read: one subject for two verbs (each opponent discards and loses), a non-Dragon card from any graveyard.
  ['Junji, the Midnight Sky', { event: 'dies', modes: { ...one, options: [{ effects: [{ kind: 'discard', amount: 2, player: 'opponent' }, { kind: 'life', amount: -2, player: 'opponent' }] }, { targets: [{ objects: { zone: 'graveyard', notSubtypes: ['Dragon'] } }], effects: [{ kind: 'put-onto-battlefield' }, { kind: 'life', amount: -2, player: 'you' }] }] } }],
];

/** Modal triggers left unread whole: no mode read. */
const UNREAD: [string, string][] = [
  ['Grenzo, Havoc Raiser', 'Whenever a creature you control deals combat damage to a player, choose one —'],
];

let cards: Map<string, CardRecord>;
beforeAll(async () => {
  cards = await loadRealCards([...ROWS.map((r) => r[0]), ...UNREAD.map((r) => r[0]), 'Grizzly Bears', 'Glorious Anthem']);
}, 120_000);

describe('a modal triggered ability, compiled (700.2, 603.3c)', () => {
  it.each(ROWS)('%s: its trigger and modes', (name, shape) => {
    const c = compileCard(cards.get(name)!);
    const modal = ((c.object.triggers as Record<string, unknown>[] | undefined) ?? []).filter((t) => t.modes);
    expect(modal).toHaveLength(1);
    expect(modal[0]).toMatchObject(shape);
    // Unread modes are not gaps of the object (they matter only if chosen), but the card isn't full.
    const unreadModes = (modal[0]!.modes as { options: { unmodelled?: string }[] }).options.filter((o) => o.unmodelled).length;
    expect(c.missing.filter((m) => m.startsWith('mode: '))).toHaveLength(unreadModes);
    expect(c.unmodelled.some((u) => /choose (?:one|up to one)/.test(u))).toBe(false);
    if (unreadModes > 0) expect(c.status).not.toBe('full');
  });
  it.each(UNREAD)('%s: the whole ability stays unmodelled', (name, head) => {
    expect(compileCard(cards.get(name)!).unmodelled).toContain(head);
  });
});

describe('a modal triggered ability, through the engine (603.3c, 700.2b)', () => {
  const scenarios = cardScenarios(() => cards);
  const trig = (name: string, extra: Record<string, unknown>) => ((compileCard(cards.get(name)!).object.triggers as Record<string, unknown>[])).map((t) => (t.modes ? { ...t, ...extra } : t));
  const prince = (extra: Record<string, unknown>) => ({ id: 'cp', card: 'Charming Prince', zone: 'hand', triggers: trig('Charming Prince', extra) });
  const life = (r: Awaited<ReturnType<typeof scenarios.run>>, p: string) => r.resolution.final.players.find((x) => x.id === p)!.life;

  it('GIVEN Charming Prince enters choosing "You gain 3 life." THEN its controller gains 3 (603.3c)', async () => {
    const r = await scenarios.run({ objects: [prince({ chooseModes: [1] })], actions: [{ kind: 'cast', object: 'cp' }, { kind: 'resolve' }, { kind: 'resolve' }] });
    expect(r.resolution.error).toBeUndefined();
    expect(life(r, 'A')).toBe(23);
    const s = r.resolution.trace.find((x) => x.key === 'trigger.modes');
    expect(s?.rules).toEqual(['603.3c', '700.2b']);
    expect(s?.params).toMatchObject({ modes: ['You gain 3 life.'], forced: false });
    expect(r.resolution.gaps.relevant).toEqual([]);
  });

  it('GIVEN no mode told and more than one choosable THEN unmodelled: which mode (603.3c)', async () => {
    await expect(scenarios.run({ objects: [prince({})], actions: [{ kind: 'cast', object: 'cp' }, { kind: 'resolve' }, { kind: 'resolve' }] })).rejects.toThrow(/"code":"unmodelled".*"reason":"mode-choice".*"rule":"603\.3c"/);
  });

  it('GIVEN the unread mode is chosen THEN it is named as text that could matter (chosen-mode)', async () => {
    const r = scenarios.run({ objects: [prince({ chooseModes: [2] }), { id: 'gb', card: 'Grizzly Bears', zone: 'battlefield' }], actions: [{ kind: 'cast', object: 'cp' }, { kind: 'resolve' }, { kind: 'resolve' }] });
    await expect(r).rejects.toThrow(/"code":"unmodelled".*"text":"Exile another target creature you own\..*"reason":"chosen-mode"/);
  });

  it('GIVEN Glissa Sunslayer\'s "Destroy target enchantment." chosen with an enchantment there THEN it is destroyed; with none THEN that mode can\'t be chosen (603.3c)', async () => {
    const glissa = (extra: Record<string, unknown>) => ({ id: 'gs', card: 'Glissa Sunslayer', zone: 'battlefield', controller: 'A', triggers: trig('Glissa Sunslayer', extra) });
    const attack = [{ kind: 'declare-attackers', attackers: [{ object: 'gs' }] }, { kind: 'declare-blockers', blockers: [] }, { kind: 'combat-damage' }, { kind: 'resolve' }];
    const r = await scenarios.run({ objects: [glissa({ chooseModes: [1], choose: { enchantment: ['or'] } }), { id: 'or', card: 'Glorious Anthem', zone: 'battlefield', controller: 'B' }], actions: attack });
    expect(r.resolution.error).toBeUndefined();
    expect(r.resolution.final.objects.find((o) => o.id === 'or' || o.id.startsWith('or~'))?.zone).toBe('graveyard');
    await expect(scenarios.run({ objects: [glissa({ chooseModes: [1] })], actions: attack })).rejects.toThrow(/"code":"unmodelled".*"reason":"mode-no-target".*"rule":"603\.3c"/);
  });

  // 603.3c with every mode targeting: the modes without a legal target can't be chosen.
  const both = (id: string, choose?: Record<string, string[]>) => ({
    id, name: 'Test Sentinel', types: ['Creature'], power: 2, toughness: 2, zone: 'hand',
    triggers: [{ event: 'enters', text: 'When this creature enters, choose one —', effects: [], ...(choose ? { choose } : {}), modes: { min: 1, max: 1, options: [
      { text: 'Destroy target artifact.', targets: [{ word: 'artifact', objects: { kind: 'filter', types: ['Artifact'] } }], effects: [{ kind: 'destroy', target: 'artifact' }] },
      { text: 'Destroy target enchantment.', targets: [{ word: 'enchantment', objects: { kind: 'filter', types: ['Enchantment'] } }], effects: [{ kind: 'destroy', target: 'enchantment' }] },
    ] } }],
  });
  it('GIVEN only one mode has a legal target THEN that mode is the one chosen (603.3c, forced)', async () => {
    const r = await scenarios.run({ objects: [both('ts', { enchantment: ['or'] }), { id: 'or', card: 'Glorious Anthem', zone: 'battlefield', controller: 'B' }], actions: [{ kind: 'cast', object: 'ts' }, { kind: 'resolve' }, { kind: 'resolve' }] });
    expect(r.resolution.error).toBeUndefined();
    expect(r.resolution.trace.find((x) => x.key === 'trigger.modes')?.params).toMatchObject({ modes: ['Destroy target enchantment.'], forced: true });
    expect(r.resolution.final.objects.find((o) => o.id === 'or' || o.id.startsWith('or~'))?.zone).toBe('graveyard');
  });
  it('GIVEN no mode has a legal target THEN the ability is removed from the stack (603.3c)', async () => {
    const r = await scenarios.run({ objects: [both('ts')], actions: [{ kind: 'cast', object: 'ts' }, { kind: 'resolve' }] });
    expect(r.resolution.error).toBeUndefined();
    expect(r.resolution.trace.find((x) => x.key === 'trigger.no-mode')?.rules).toEqual(['603.3c', '700.2b']);
  });
});
