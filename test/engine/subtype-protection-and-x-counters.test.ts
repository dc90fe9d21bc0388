/**
 * Two card-text classes the question sets needed (issue 14), at the engine level:
 * - protection from a subtype ("protection from Demons and from Dragons", 702.16a): it covers sources
 *   with that subtype for damage (702.16e), blocking (702.16f) and targeting (702.16b); a changeling
 *   source is every creature type (702.73a); a plural no subtype has stays unknown (the run stops);
 * - "This creature enters with N / X +1/+1 counters on it" (614.1c): X is the X paid for the spell
 *   that became it, else 0 (107.3m); the counters go through counter replacement effects (122.6, 614.16);
 *   a spell cast with an X the question didn't give stops the run rather than guess.
 */
import '../support/subtypes-setup.ts'; // the engine's subtype lists, read from the CR file
import { describe, expect, it } from 'vitest';
import { runScenario } from '../../src/scenario/run.ts';
import { protectionCovers, qualitySubtypes } from '../../src/engine/keywords.ts';
import { subtypeOfPlural } from '../../src/engine/subtypes.ts';

describe('GIVEN a protection quality that names a subtype (702.16a)', () => {
  /** [quality, source subtypes, covers]. */
  const ROWS: [string, string[] | undefined, boolean | null][] = [
    ['Demons', ['Demon'], true],
    ['Dragons', ['Dragon'], true],
    ['Dragons', ['Angel'], false],
    ['demons', ['Demon', 'Horror'], true],
    ['Elves', ['Elf', 'Druid'], true],
    ['Wolves', ['Wolf'], true],
    ['Zombies', ['Vampire'], false],
    ['Humans', ['Human', 'Soldier'], true],
    ['Faeries', ['Faerie'], true],
    ['Sphinxes', ['Sphinx'], true],
    ['Merfolk', ['Merfolk'], true],
    ['Auras', ['Aura'], true],
    // The caller didn't say what subtypes the source has: not judged.
    ['Dragons', undefined, null],
    // Not a subtype's plural: unknown, as any unknown word.
    ['Zorbles', [], null],
    ['players', [], null],
  ];
  it.each(ROWS)('THEN protection from %s against a source of subtypes %j covers it: %s', (quality, subtypes, covers) => {
    expect(protectionCovers(quality, { colors: [], types: ['Creature'], ...(subtypes ? { subtypes } : {}) })).toBe(covers);
  });

  it('THEN the plural forms read are the subtype names of 205.3', () => {
    expect([subtypeOfPlural('Dragons'), subtypeOfPlural('elves'), subtypeOfPlural('Allies'), subtypeOfPlural('Mice'), subtypeOfPlural('Time Lords'), subtypeOfPlural('frobs')]).toEqual(['Dragon', 'Elf', 'Ally', 'Mouse', 'Time Lord', null]);
  });
});

const angel = (over: Record<string, unknown> = {}) => ({ id: 'angel', name: 'Angel', types: ['Creature'], subtypes: ['Angel'], colors: ['W'], power: 5, toughness: 5, keywords: ['flying', 'protection from Demons', 'protection from Dragons'], ...over });
const dragon = (over: Record<string, unknown> = {}) => ({ id: 'dragon', name: 'Dragon', types: ['Creature'], subtypes: ['Dragon'], colors: ['R'], power: 5, toughness: 5, keywords: ['flying'], controller: 'B', ...over });

describe('GIVEN a creature with protection from Dragons', () => {
  it('WHEN a Dragon deals it damage THEN the damage is prevented (702.16e)', () => {
    const r = runScenario({ objects: [angel(), dragon()], actions: [{ kind: 'damage', source: 'dragon', target: 'angel', amount: 5 }] });
    expect(r.ok).toBe(true);
    if (r.ok) expect(r.value.resolution.final.objects.find((o) => o.id === 'angel')).toMatchObject({ zone: 'battlefield', damage: 0 });
  });

  it('WHEN an Angel deals it damage THEN the damage is dealt', () => {
    const r = runScenario({ objects: [angel(), dragon({ subtypes: ['Angel'] })], actions: [{ kind: 'damage', source: 'dragon', target: 'angel', amount: 3 }] });
    expect(r.ok).toBe(true);
    if (r.ok) expect(r.value.resolution.final.objects.find((o) => o.id === 'angel')).toMatchObject({ damage: 3 });
  });

  it('WHEN the source has changeling THEN it has every creature type for the check (702.73a)', () => {
    const subtypes = qualitySubtypes({ subtypes: ['Shapeshifter'], keywords: [{ keyword: 'changeling' }] });
    expect(protectionCovers('Dragons', { colors: [], types: ['Creature'], subtypes })).toBe(true);
    expect(protectionCovers('Dragons', { colors: [], types: ['Creature'], subtypes: qualitySubtypes({ subtypes: ['Shapeshifter'], keywords: [] }) })).toBe(false);
  });

  it('WHEN it attacks THEN a Dragon can\'t block it (702.16f), an Angel can', () => {
    const bad = runScenario({ objects: [angel(), dragon()], actions: [{ kind: 'declare-attackers', attackers: [{ object: 'angel' }] }, { kind: 'declare-blockers', blockers: [{ object: 'dragon', blocks: ['angel'] }] }] });
    expect(bad.ok).toBe(false);
    const ok = runScenario({ objects: [angel(), dragon({ subtypes: ['Angel'] })], actions: [{ kind: 'declare-attackers', attackers: [{ object: 'angel' }] }, { kind: 'declare-blockers', blockers: [{ object: 'dragon', blocks: ['angel'] }] }] });
    expect(ok.ok).toBe(true);
  });

  it('WHEN a Dragon\'s ability targets it THEN the target is illegal (702.16b)', () => {
    const pinger = dragon({ controller: 'A', activated: [{ text: '{T}: 1 damage to any target.', cost: '{T}', targets: [{ word: 'any', objects: { kind: 'filter', types: ['Creature'] }, players: 'any' }], effects: [{ kind: 'damage', amount: 1, target: 'any' }] }] });
    const run = (subtypes: string[]) => runScenario({ objects: [angel({ controller: 'B' }), { ...pinger, subtypes }], actions: [{ kind: 'activate', object: 'dragon', ability: 0, targets: { any: ['angel'] } }, { kind: 'resolve' }] });
    const rewound = (r: ReturnType<typeof run>) => r.ok && r.value.resolution.trace.some((t) => t.key === 'activate.rewound');
    expect(rewound(run(['Dragon']))).toBe(true);
    const ok = run(['Angel']);
    expect(rewound(ok)).toBe(false);
    expect(ok.ok && ok.value.resolution.final.objects.find((o) => o.id === 'angel')?.damage).toBe(1);
  });

  it('WHEN a source with a subtype plural nobody has ("Zorbles") deals it damage THEN the run stops, naming it', () => {
    const r = runScenario({ objects: [angel({ keywords: ['protection from Zorbles'] }), dragon()], actions: [{ kind: 'damage', source: 'dragon', target: 'angel', amount: 3 }] });
    expect(r.ok).toBe(false);
    if (!r.ok && r.error.kind === 'engine') expect(r.error.error).toMatchObject({ code: 'unmodelled' });
  });
});

const ballista = (over: Record<string, unknown> = {}) => ({
  id: 'wb', name: 'Ballista', zone: 'hand', types: ['Artifact', 'Creature'], subtypes: ['Construct'], manaCost: '{X}{X}', power: 0, toughness: 0,
  entersWithCounters: { text: 'This creature enters with X +1/+1 counters on it.', counters: {}, x: ['+1/+1'] }, ...over,
});
const pounder = (over: Record<string, unknown> = {}) => ({
  id: 'p', name: 'Pounder', zone: 'hand', types: ['Creature'], manaCost: '{3}{G}', power: 2, toughness: 2,
  entersWithCounters: { text: 'This creature enters with two +1/+1 counters on it.', counters: { '+1/+1': 2 }, x: [] }, ...over,
});
const counters = (r: ReturnType<typeof runScenario>, name: string): Record<string, number> | undefined => (r.ok ? r.value.resolution.final.objects.find((o) => o.printed.name === name && o.zone === 'battlefield')?.counters : undefined);

describe('GIVEN a permanent that enters with N or X +1/+1 counters (614.1c, 107.3m)', () => {
  /** [what, object, actions, +1/+1 counters on the battlefield (undefined: not there)]. */
  const ROWS: [string, Record<string, unknown>, Record<string, unknown>[], number | undefined][] = [
    ['cast with X=2', ballista(), [{ kind: 'cast', object: 'wb', x: 2 }, { kind: 'resolve' }], 2],
    ['cast with X=3', ballista(), [{ kind: 'cast', object: 'wb', x: 3 }, { kind: 'resolve' }], 3],
    // 107.3m: not cast (put onto the battlefield): X is 0, so a 0/0 dies at once (704.5f).
    ['put onto the battlefield from the graveyard', ballista({ zone: 'graveyard' }), [{ kind: 'move', object: 'wb', to: 'battlefield' }], undefined],
    ['cast (fixed two)', pounder(), [{ kind: 'cast', object: 'p' }, { kind: 'resolve' }], 2],
    ['put onto the battlefield (fixed two)', pounder({ zone: 'graveyard' }), [{ kind: 'move', object: 'p', to: 'battlefield' }], 2],
  ];
  it.each(ROWS)('WHEN %s THEN it has the counters it entered with', (_what, obj, actions, n) => {
    const r = runScenario({ objects: [obj], actions } as never);
    expect(r.ok).toBe(true);
    const name = String(obj.name);
    if (n === undefined) expect(r.ok && r.value.resolution.final.objects.find((o) => o.printed.name === name)?.zone).toBe('graveyard');
    else expect(counters(r, name)).toEqual({ '+1/+1': n });
  });

  it('WHEN it is cast and the question gave no X THEN the run stops, naming X (107.3m)', () => {
    const r = runScenario({ objects: [ballista()], actions: [{ kind: 'cast', object: 'wb' }, { kind: 'resolve' }] });
    expect(r.ok).toBe(false);
    if (!r.ok && r.error.kind === 'engine') expect(r.error.error).toMatchObject({ code: 'unmodelled', params: { rule: '107.3m' } });
  });
});
