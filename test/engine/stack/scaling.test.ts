/**
 * Issue 15 §7: a question's cost grows linearly with the stack and with the board. Work is counted,
 * not timed (the run's work meter, src/engine/work.ts: every object the layer system looks at or
 * computes is a unit), so the rows are deterministic on any machine. The boards are the bench's
 * (`engine.stack.1` … `engine.stack.160`, src/bench/engine-stack.ts): Shocks cast in a row at B, each
 * triggering A's "whenever you cast a spell" (603.3), then the stack resolved (608.2).
 *
 * Before the change log (src/engine/changes.ts) every layer lookup looked at every object: the work
 * was 924 / 30,070 / 344,890 / 1,291,050 for 1 / 20 / 80 / 160 spells (160 spells cost 43× 20).
 */
import { describe, expect, it } from 'vitest';
import { resolve } from '../../../src/engine/index.ts';
import { stackOf } from '../../../src/bench/engine-stack.ts';

function workOf(spells: number, creatures = 10): number {
  const { state, actions } = stackOf(spells, creatures);
  const r = resolve(state, actions);
  if (!r.ok) throw new Error(`${spells} spells: ${JSON.stringify(r.error)}`);
  // Every spell resolved: 2 damage each to B (120.3a), 1 life each to A from the cast triggers.
  expect(r.final.players.find((p) => p.id === 'B')!.life).toBe(400 - 2 * spells);
  expect(r.final.players.find((p) => p.id === 'A')!.life).toBe(20 + spells);
  return r.work!;
}

describe('GIVEN a stack of N spells (each with a cast trigger) THEN the work grows linearly with N', () => {
  const work = new Map([1, 20, 80, 160].map((n) => [n, workOf(n)]));
  const w = (n: number): number => work.get(n)!;
  // Each row: the larger stack, the smaller, and the most the ratio of their work may be (linear:
  // the ratio of their sizes, less what the fixed cost of a run shares out; quadratic would be its square).
  const rows: { larger: number; smaller: number; atMost: number }[] = [
    { larger: 80, smaller: 20, atMost: 4.5 },
    { larger: 160, smaller: 80, atMost: 2.2 },
    { larger: 160, smaller: 20, atMost: 9 },
  ];
  for (const { larger, smaller, atMost } of rows) {
    it(`work(${larger}) / work(${smaller}) ≤ ${atMost}`, () => {
      expect(w(larger) / w(smaller)).toBeLessThanOrEqual(atMost);
    });
  }
  it('each spell of a deep stack costs no more than one of a shallow stack (±10%)', () => {
    const shallow = (w(20) - w(1)) / 19;
    const deep = (w(160) - w(80)) / 80;
    expect(deep).toBeLessThanOrEqual(1.1 * shallow);
  });
});

describe('GIVEN the same 20 spells over a board of C creatures THEN the work grows linearly with C', () => {
  const work = new Map([10, 40, 160].map((c) => [c, workOf(20, c)]));
  it('each creature added costs the same, however many are there already (±10%)', () => {
    const few = (work.get(40)! - work.get(10)!) / 30;
    const many = (work.get(160)! - work.get(40)!) / 120;
    expect(many).toBeLessThanOrEqual(1.1 * few);
    // And a creature costs less than a spell: bystanders are not looked at again on every step.
    expect(few).toBeLessThan((workOf(40) - workOf(20)) / 20);
  });
});
