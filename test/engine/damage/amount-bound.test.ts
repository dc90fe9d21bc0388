/**
 * Issue 17 §5: numbers are bounded before they overflow. Damage multiplied by stacked doublers
 * past the engine's bound (MAX_AMOUNT) stops the run with a message naming the bound, instead of
 * "20 → -Infinity" and a life of null in the JSON. At the bound the run completes.
 */
import { describe, expect, it } from 'vitest';
import { MAX_AMOUNT } from '../../../src/engine/run.ts';
import { MAX_PT } from '../../../src/engine/bounds.ts';
import { runScenario } from '../../../src/scenario/run.ts';
import { renderEngineError } from '../../../src/render/trace.ts';

function board(multipliers: number[], amount: number, target = 'B'): unknown {
  return {
    objects: [
      { id: 'src', name: 'Source', types: ['Creature'], power: 1, toughness: 1 },
      { id: 'ox', name: 'Ox', types: ['Creature'], power: 2, toughness: 2, controller: 'B' },
    ],
    actions: [
      ...multipliers.map((m, i) => ({ kind: 'add-replacement', replacement: { id: `m${i}`, kind: 'damage-modifier', multiply: m } })),
      { kind: 'damage', source: 'src', target, amount },
    ],
  };
}

describe('the engine bound on damage and life amounts', () => {
  it(`GIVEN damage multiplied to exactly ${MAX_AMOUNT} THEN it is dealt and the life total is exact`, () => {
    const r = runScenario(board([1000, 1000], 1000));
    if (!r.ok) throw new Error(JSON.stringify(r.error));
    expect(r.value.resolution.final.players.find((p) => p.id === 'B')?.life).toBe(20 - MAX_AMOUNT);
  });

  it.each([
    ['one over the bound', [1000, 1000], 1001],
    ['far past the number range (would be -Infinity)', Array.from({ length: 60 }, () => 1_000_000), 1_000_000],
  ])('GIVEN damage multiplied %s THEN the run stops, naming the bound; no Infinity, no null', (_name, multipliers, amount) => {
    const r = runScenario(board(multipliers, amount));
    expect(r.ok).toBe(false);
    if (r.ok || r.error.kind !== 'engine') throw new Error('expected an engine stop');
    expect(r.error.error.code).toBe('number_out_of_range');
    const en = renderEngineError(r.error.error, 'en', { labels: r.error.built.labels });
    expect(en).toMatch(/Stopped: this scenario needs more damage, life or counters than the limit of 1000000000/);
    const ja = renderEngineError(r.error.error, 'ja', { labels: r.error.built.labels });
    expect(ja).toMatch(/ダメージ・ライフ・カウンターの量の上限1000000000を超えます/);
    for (const p of r.error.resolution.final.players) expect(Number.isFinite(p.life)).toBe(true);
    expect(r.error.resolution.final.players.find((p) => p.id === 'B')?.life).toBe(20); // nothing half-done
  });

  it('GIVEN damage to a creature multiplied past the bound THEN the same stop, its damage never Infinity', () => {
    const r = runScenario(board(Array.from({ length: 60 }, () => 1_000_000), 1_000_000, 'ox'));
    if (r.ok || r.error.kind !== 'engine') throw new Error('expected an engine stop');
    expect(r.error.error.code).toBe('number_out_of_range');
    expect(Number.isFinite(r.error.resolution.final.objects.find((o) => o.id === 'ox')?.damage)).toBe(true);
  });

  it('GIVEN life gained past the bound THEN the run stops', () => {
    // Every input is within the Scenario's bounds (life and amounts at most 1,000,000; 1000 actions).
    const r = runScenario({ players: [{ id: 'A', life: 1_000_000 }, { id: 'B' }], actions: Array.from({ length: 1000 }, () => ({ kind: 'life', player: 'A', amount: 1_000_000 })) });
    if (r.ok || r.error.kind !== 'engine') throw new Error('expected an engine stop');
    expect(r.error.error.code).toBe('number_out_of_range');
  });
});

/** Layer 7c sums many "+N/+N for each …" modifications: past MAX_PT the run stops (no inexact P/T past 2^53). */
function pumped(perEach: number, times: number, count: number): unknown {
  return {
    objects: [{ id: 'x', name: 'Pumped', types: ['Creature'], power: 0, toughness: 1 }],
    effects: Array.from({ length: count }, (_v, i) => ({
      id: `e${i}`, affects: { kind: 'objects', ids: ['x'] },
      modifications: [{ kind: 'modify-pt-per', power: perEach, toughness: 0, per: { kind: 'fixed', value: times } }],
    })),
  };
}

describe('the engine bound on power and toughness (613.4c sums)', () => {
  it(`GIVEN +1,000,000/+0 for each of 1,000 THEN power is exactly ${MAX_PT}`, () => {
    const r = runScenario(pumped(1_000_000, 1000, 1));
    if (!r.ok) throw new Error(JSON.stringify(r.error));
    expect(r.value.resolution.computed.find((c) => c.id === 'x')?.power).toBe(MAX_PT);
  });

  it.each([
    ['one effect over the bound', 1_000_000, 1001, 1],
    ['many effects far past 2^53', 1_000_000, 1_000_000, 400],
  ])('GIVEN %s THEN the run stops, naming power or toughness as the bound', (_name, perEach, times, count) => {
    const r = runScenario(pumped(perEach, times, count));
    if (r.ok || r.error.kind !== 'engine') throw new Error('expected an engine stop');
    expect(r.error.error.code).toBe('number_out_of_range');
    expect(renderEngineError(r.error.error, 'en', { labels: r.error.built.labels })).toMatch(/more power or toughness than the limit of 1000000000/);
    expect(renderEngineError(r.error.error, 'ja', { labels: r.error.built.labels })).toMatch(/パワーやタフネスの上限 ?1000000000 ?を超えます/);
  });
});
