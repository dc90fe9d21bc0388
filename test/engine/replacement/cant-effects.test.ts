/**
 * "Can't" effects (614.17, 101.2): damage that can't be prevented (615.12), players who can't gain
 * (119.7) or lose (119.8) life, players who can't lose the game (104.3). Each case states its
 * expected result from the rules, and fails without the effect.
 */
import { renderEngineError } from '../../../src/render/trace.ts';
import { describe, expect, it } from 'vitest';
import { runScenario } from '../../../src/scenario/run.ts';
import type { Resolution } from '../../../src/engine/types.ts';

type Obj = Record<string, unknown>;
const creature = (id: string, controller = 'A', extra: Obj = {}): Obj => ({ id, name: id, types: ['Creature'], power: 3, toughness: 3, controller, ...extra });

function run(s: Obj): Resolution {
  const r = runScenario(s);
  if (!r.ok) throw new Error(JSON.stringify(r.error.kind === 'invalid' ? r.error.problems : r.error.error));
  return r.value.resolution;
}
const life = (r: Resolution, p: string) => r.final.players.find((x) => x.id === p)!.life;
const lost = (r: Resolution, p: string) => r.final.players.find((x) => x.id === p)!.lost;
const keys = (r: Resolution, key: string) => r.trace.filter((s) => s.key === key);

const fog = { id: 'fog', kind: 'prevent', amount: 'all', combatOnly: true, duration: 'end-of-turn', text: 'Fog' };
const unpreventable = { id: 'qb', kind: 'cant', what: 'prevent-damage', combatOnly: true, from: { kind: 'filter', controller: 'you', types: ['Creature'] }, controller: 'A', text: 'QB' };

describe('615.12: damage that can\'t be prevented', () => {
  const attack = [{ kind: 'declare-attackers', attackers: [{ object: 'a' }] }, { kind: 'declare-blockers', blockers: [] }, { kind: 'combat-damage' }];
  it.each<[string, Obj[], number]>([
    ['Fog alone prevents the combat damage', [fog], 20],
    ['combat damage by creatures A controls can\'t be prevented: Fog prevents none of it', [fog, unpreventable], 17],
    ['the effect watches A\'s creatures only: B\'s unpreventable effect does not help A', [fog, { ...unpreventable, controller: 'B' }], 20],
  ])('%s', (_, replacements, lifeB) => {
    const r = run({ objects: [creature('a')], replacements, actions: attack });
    expect(life(r, 'B')).toBe(lifeB);
  });

  it('non-combat damage is not covered by a combat-only effect; "damage can\'t be prevented" covers it, and a shield is not used up', () => {
    const shield = { id: 's', kind: 'prevent', amount: 3, to: { kind: 'players', controller: 'you' }, controller: 'B', text: 'shield' };
    const base = { objects: [creature('a')], actions: [{ kind: 'damage', source: 'a', target: 'B', amount: 2 }] };
    expect(life(run({ ...base, replacements: [shield, unpreventable] }), 'B')).toBe(20);
    const r = run({ ...base, replacements: [shield, { id: 'all', kind: 'cant', what: 'prevent-damage', controller: 'A', text: 'Damage can\'t be prevented.' }] });
    expect(life(r, 'B')).toBe(18);
    expect(keys(r, 'damage.unpreventable')).toHaveLength(1);
    expect(keys(r, 'damage.unpreventable')[0]!.rules).toContain('615.12');
    expect(keys(r, 'damage.prevented')).toHaveLength(0);
  });

  it('shield counters (122.1c): unpreventable damage is dealt, and a shield counter is still removed (615.12); prevented otherwise', () => {
    const shielded = creature('w', 'B', { counters: { shield: 2 } });
    const hit = { kind: 'damage', source: 'a', target: 'w', amount: 3 };
    const cant = { id: 'all', kind: 'cant', what: 'prevent-damage', controller: 'A', text: 'Damage can\'t be prevented.' };
    const r = run({ objects: [creature('a'), shielded], replacements: [cant], actions: [hit] });
    const w = r.final.objects.find((o) => o.id.startsWith('w'))!;
    expect(w.zone).toBe('graveyard');
    expect(keys(r, 'damage.shield-counter')[0]!.rules).toEqual(['122.1c', '615.12']);
    const p = run({ objects: [creature('a'), shielded], actions: [hit] });
    const kept = p.final.objects.find((o) => o.id.startsWith('w'))!;
    expect([kept.zone, kept.damage, kept.counters['shield']]).toEqual(['battlefield', 0, 1]);
    // Unpreventable but not lethal: dealt, and the counter still goes.
    const q = run({ objects: [creature('a'), shielded], replacements: [cant], actions: [{ ...hit, amount: 1 }] });
    const marked = q.final.objects.find((o) => o.id.startsWith('w'))!;
    expect([marked.zone, marked.damage, marked.counters['shield']]).toEqual(['battlefield', 1, 1]);
  });

  it('protection\'s prevention (702.16e) is a prevention effect: it prevents nothing either', () => {
    const r = run({
      objects: [creature('a', 'A', { colors: ['R'] }), creature('w', 'B', { keywords: ['protection from red'] })],
      replacements: [{ id: 'all', kind: 'cant', what: 'prevent-damage', controller: 'A', text: 'Damage can\'t be prevented.' }],
      actions: [{ kind: 'damage', source: 'a', target: 'w', amount: 3 }],
    });
    expect(r.final.objects.find((o) => o.id.startsWith('w'))?.zone).toBe('graveyard');
  });
});

describe('119.7, 119.8: players who can\'t gain or lose life', () => {
  it.each<[string, Obj, Obj, number]>([
    ['A can\'t gain life: a gain does nothing', { what: 'gain-life', player: 'you' }, { kind: 'gain-life', player: 'A', amount: 3 }, 20],
    ['only opponents can\'t gain life: A still gains', { what: 'gain-life', player: 'opponent' }, { kind: 'gain-life', player: 'A', amount: 3 }, 23],
    ['players can\'t gain life: a "life" action gaining is stopped too', { what: 'gain-life', player: 'any' }, { kind: 'life', player: 'A', amount: 4 }, 20],
    ['A can\'t lose life: damage is dealt but no life is lost', { what: 'lose-life', player: 'you' }, { kind: 'damage', source: null, target: 'A', amount: 6 }, 20],
    ['A can\'t lose life: a life loss does nothing', { what: 'lose-life' }, { kind: 'life', player: 'A', amount: -5 }, 20],
    ['can\'t lose life does not stop a gain', { what: 'lose-life' }, { kind: 'gain-life', player: 'A', amount: 2 }, 22],
  ])('%s', (_, cant, action, lifeA) => {
    const r = run({ objects: [], replacements: [{ id: 'c', kind: 'cant', controller: 'A', text: 'cant', ...cant }], actions: [action] });
    expect(life(r, 'A')).toBe(lifeA);
  });

  it('119.7: a replacement effect of the life gain does nothing (no draw instead)', () => {
    const r = run({
      objects: [{ id: 'c1', name: 'c1', types: ['Sorcery'], zone: 'library', controller: 'A' }],
      replacements: [
        { id: 'c', kind: 'cant', what: 'gain-life', player: 'any', controller: 'B', text: 'Players can\'t gain life.' },
        { id: 'r', kind: 'event-replacement', event: 'gain-life', instead: { kind: 'draw' }, controller: 'A', text: 'draw instead' },
      ],
      actions: [{ kind: 'gain-life', player: 'A', amount: 1 }],
    });
    expect(r.final.objects.find((o) => o.id.startsWith('c1'))?.zone).toBe('library');
    expect(keys(r, 'life.cant-change')).toHaveLength(1);
  });

  it('lifelink under "can\'t gain life": the damage is dealt, no life is gained', () => {
    const r = run({
      objects: [creature('l', 'A', { keywords: ['lifelink'] })],
      replacements: [{ id: 'c', kind: 'cant', what: 'gain-life', player: 'opponent', controller: 'B', text: 'Your opponents can\'t gain life.' }],
      actions: [{ kind: 'damage', source: 'l', target: 'B', amount: 3 }],
    });
    expect([life(r, 'A'), life(r, 'B')]).toEqual([20, 17]);
  });
});

describe('104.3: a player who can\'t lose the game', () => {
  it.each<[string, Obj[], string | null]>([
    ['0 life without the effect: A loses (704.5a)', [], 'sba.zero-life'],
    ['0 life, A can\'t lose the game: A stays in', [{ id: 'c', kind: 'cant', what: 'lose-game', player: 'you', controller: 'A', text: 'Platinum Angel' }], null],
    ['the opponent\'s "your opponents can\'t lose the game" keeps A in too', [{ id: 'c', kind: 'cant', what: 'lose-game', player: 'opponent', controller: 'B', text: 'Abyssal Persecutor' }], null],
    ['"can\'t win the game" does not stop a loss', [{ id: 'c', kind: 'cant', what: 'win-game', player: 'you', controller: 'A', text: 'x' }], 'sba.zero-life'],
  ])('%s', (_, replacements, result) => {
    const r = run({ players: [{ id: 'A', life: 1 }, { id: 'B' }], objects: [], replacements, actions: [{ kind: 'life', player: 'A', amount: -1 }] });
    expect(lost(r, 'A')).toBe(result);
    if (result === null) expect(keys(r, 'sba.cant-lose').map((s) => s.rules)).toEqual([expect.arrayContaining(['104.3', '704.5a'])]);
    // (The answer layer reads the event, never the step: issue 13.)
    const prevented = r.events.filter((e) => e.kind === 'loss-prevented');
    expect(prevented).toEqual(result === null ? [{ kind: 'loss-prevented', player: 'A', reasons: ['zero-life'], rules: expect.arrayContaining(['104.3', '704.5a']) }] : []);
  });

  it('the effect ends with its source: A loses at the next check once the source has left (while-source)', () => {
    const r = run({
      players: [{ id: 'A', life: 1 }, { id: 'B' }],
      objects: [{ id: 'angel', name: 'Angel', types: ['Artifact'], controller: 'A' }],
      replacements: [{ id: 'c', kind: 'cant', what: 'lose-game', source: 'angel', controller: 'A', text: 'Platinum Angel' }],
      actions: [{ kind: 'life', player: 'A', amount: -1 }, { kind: 'destroy', object: 'angel' }],
    });
    expect(lost(r, 'A')).toBe('sba.zero-life');
  });
});

describe('614.1a, 614.16: counter replacement effects', () => {
  const doubling = { id: 'ds', kind: 'counter-modifier', on: { kind: 'filter', controller: 'you' }, effectsOnly: true, multiply: 2, controller: 'A', text: 'Doubling Season' };
  const scales = { id: 'hs', kind: 'counter-modifier', on: { kind: 'filter', controller: 'you', types: ['Creature'] }, counter: '+1/+1', add: 1, controller: 'A', text: 'Hardened Scales' };
  const counters = (r: Resolution, id: string) => r.final.objects.find((o) => o.id.startsWith(id))?.counters ?? {};
  it.each<[string, Obj[], Obj, Record<string, number>]>([
    ['no effect: 2 counters', [], {}, { '+1/+1': 2 }],
    ['"that many plus one": 3', [scales], {}, { '+1/+1': 3 }],
    ['"twice that many": 4', [doubling], {}, { '+1/+1': 4 }],
    ['an opponent\'s creature is not "a creature you control"', [scales], { target: 'b' }, { '+1/+1': 2 }],
    ['"+1/+1 counters" only: a charge counter is not changed', [scales], { counter: 'charge' }, { charge: 2 }],
    ['"if an effect would": counters put as a cost are not doubled (606.4)', [doubling], { cause: 'cost' }, { '+1/+1': 2 }],
    ['both, the controller\'s order given: Scales first gives 6', [scales, doubling], { replacementOrder: ['hs', 'ds'] }, { '+1/+1': 6 }],
    ['both, the controller\'s order given: Doubling Season first gives 5', [scales, doubling], { replacementOrder: ['ds', 'hs'] }, { '+1/+1': 5 }],
  ])('%s', (_, replacements, extra, want) => {
    const r = run({ objects: [creature('a'), creature('b', 'B')], replacements, actions: [{ kind: 'add-counters', target: 'a', counter: '+1/+1', amount: 2, ...extra }] });
    expect(counters(r, (extra.target as string | undefined) ?? 'a')).toEqual(want);
  });

  it('616.1: two effects whose order changes the number, and no order given: refused, naming both', () => {
    const r = runScenario({ objects: [creature('a')], replacements: [scales, doubling], actions: [{ kind: 'add-counters', target: 'a', counter: '+1/+1', amount: 2 }] });
    expect(r.ok).toBe(false);
    if (r.ok || r.error.kind !== 'engine') throw new Error('expected an engine stop');
    expect(r.error.error.params).toMatchObject({ reason: 'counter-replacement-order', texts: ['Hardened Scales', 'Doubling Season'], results: ['5', '6'] });
    expect(renderEngineError(r.error.error, 'en')).toMatch(/Hardened Scales.*Doubling Season.*5 or 6/);
  });

  it('two doublers commute: no order needed (4 × 2 = 8 … 2 → 8)', () => {
    const r = run({ objects: [creature('a')], replacements: [doubling, { ...doubling, id: 'ds2' }], actions: [{ kind: 'add-counters', target: 'a', counter: '+1/+1', amount: 2 }] });
    expect(counters(r, 'a')).toEqual({ '+1/+1': 8 });
  });

  it('122.6, 306.5b: a planeswalker entering under Doubling Season enters with twice its loyalty', () => {
    const r = run({
      objects: [{ id: 'pw', name: 'pw', types: ['Planeswalker'], loyalty: 3, zone: 'hand', controller: 'A' }],
      replacements: [doubling],
      actions: [{ kind: 'move', object: 'pw', to: 'battlefield' }],
    });
    expect(counters(r, 'pw')).toEqual({ loyalty: 6 });
  });
});
