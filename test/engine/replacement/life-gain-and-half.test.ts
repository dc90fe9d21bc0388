/**
 * Life-gain replacement effects that change the amount (614.1a: "you gain twice that much life
 * instead", "… that much life plus 1 instead"), their order among several (616.1: the player gaining
 * life chooses; refused when the order changes the result and isn't given), and static prevention of
 * half of each damage event, rounded up or down (615.1a, 615.10). Each case states its expected result
 * from the rules and fails without the effect.
 */
import { describe, expect, it } from 'vitest';
import { runScenario } from '../../../src/scenario/run.ts';
import { renderEngineError } from '../../../src/render/trace.ts';
import type { Resolution } from '../../../src/engine/types.ts';

type Obj = Record<string, unknown>;

function run(s: Obj): Resolution {
  const r = runScenario(s);
  if (!r.ok) throw new Error(JSON.stringify(r.error.kind === 'invalid' ? r.error.problems : r.error.error));
  return r.value.resolution;
}
const life = (r: Resolution, p: string) => r.final.players.find((x) => x.id === p)!.life;

const twice = { id: 'rhox', kind: 'event-replacement', event: 'gain-life', instead: { kind: 'gain-life', multiply: 2 }, controller: 'A', text: 'Rhox' };
const plusOne = { id: 'cleric', kind: 'event-replacement', event: 'gain-life', instead: { kind: 'gain-life', add: 1 }, controller: 'A', text: 'Cleric' };
const drawInstead = { id: 'draw', kind: 'event-replacement', event: 'gain-life', instead: { kind: 'draw' }, controller: 'A', text: 'Draw' };
const gain3 = [{ kind: 'gain-life', player: 'A', amount: 3 }];

describe('614.1a: a life gain changed by arithmetic', () => {
  it.each<[string, Obj[], Obj, number]>([
    ['no effect: 3', [], {}, 23],
    ['"twice that much": 6', [twice], {}, 26],
    ['"that much plus 1": 4', [plusOne], {}, 24],
    ['an opponent gains: "if you would gain life" does not apply (3, not 6)', [twice], { player: 'B' }, 23],
    ['two doublers commute: 12, no order needed', [twice, { ...twice, id: 'rhox2' }], {}, 32],
    ['two additions commute: 5, no order needed', [plusOne, { ...plusOne, id: 'cleric2' }], {}, 25],
  ])('%s', (_, replacements, extra, want) => {
    const r = run({ replacements, actions: [{ ...gain3[0], ...extra }] });
    expect(life(r, (extra.player as string | undefined) ?? 'A')).toBe(want);
  });

  it.each<[string, string[], number]>([
    ['the order given: doubling first gives 3 × 2 + 1 = 7', ['rhox', 'cleric'], 27],
    ['the order given: adding first gives (3 + 1) × 2 = 8', ['cleric', 'rhox'], 28],
  ])('616.1: %s', (_, order, want) => {
    const r = run({ replacements: [twice, plusOne], actions: [{ ...gain3[0], replacementOrder: order }] });
    expect(life(r, 'A')).toBe(want);
  });

  it.each<[string, Obj[]]>([
    ['doubling and adding', [twice, plusOne]],
    ['doubling and "draw that many cards instead"', [twice, drawInstead]],
  ])('616.1: %s, no order given: refused, naming both', (_, replacements) => {
    const r = runScenario({ replacements, actions: gain3 });
    expect(r.ok).toBe(false);
    if (r.ok || r.error.kind !== 'engine') throw new Error('expected an engine stop');
    expect(r.error.error.params).toMatchObject({ reason: 'life-gain-replacement-order', player: 'A' });
    expect(renderEngineError(r.error.error, 'en')).toMatch(/Rhox/);
  });
});

describe('615.10: prevent half of each damage event, rounded up or down', () => {
  const half = (amount: string) => ({ id: 'g', kind: 'prevent', amount, to: { kind: 'players', controller: 'you' }, controller: 'A', duration: 'indefinite', text: 'Gisela' });
  it.each<[string, string, number, number]>([
    ['3 damage, half rounded up prevented (2): 1 dealt', 'half-up', 3, 19],
    ['4 damage, half rounded up prevented (2): 2 dealt', 'half-up', 4, 18],
    ['1 damage, half rounded up prevented (1): none dealt', 'half-up', 1, 20],
    ['3 damage, half rounded down prevented (1): 2 dealt', 'half-down', 3, 18],
  ])('%s', (_, amount, n, want) => {
    const r = run({ replacements: [half(amount)], actions: [{ kind: 'damage', target: 'A', amount: n }, { kind: 'damage', target: 'A', amount: 0 }] });
    expect(life(r, 'A')).toBe(want);
  });

  it('never used up: each damage event is halved (3 → 1, then 3 → 1)', () => {
    const r = run({ replacements: [half('half-up')], actions: [{ kind: 'damage', target: 'A', amount: 3 }, { kind: 'damage', target: 'A', amount: 3 }] });
    expect(life(r, 'A')).toBe(18);
  });

  it('an opponent is not "you": not prevented', () => {
    const r = run({ replacements: [half('half-up')], actions: [{ kind: 'damage', target: 'B', amount: 3 }] });
    expect(life(r, 'B')).toBe(17);
  });
});
