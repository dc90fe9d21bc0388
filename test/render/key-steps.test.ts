/**
 * The steps an answer opens with (render/key-steps.ts): picked from the trace's keys, with the steps a question adds
 * after the trace always key (the reply shows them; the caller no longer slices the trace itself, issue 13 §1).
 */
import { describe, expect, it } from 'vitest';
import { KEY_STEPS_MAX, keyStepIndexes } from '../../src/render/key-steps.ts';

const steps = (...keys: string[]): { key: string }[] => keys.map((key) => ({ key }));
const filler = (n: number): string[] => Array.from({ length: n }, () => 'priority.pass');

describe('keyStepIndexes', () => {
  it.each([
    ['a short trace, shown whole', steps('turn.step', 'cast.cast'), undefined, [0, 1]],
    ['a short trace and two added steps', steps('turn.step', 'cast.cast'), 4, [0, 1, 2, 3]],
    ['fewer steps shown than traced: only those', steps('turn.step', 'cast.cast', 'stack.resolves'), 2, [0, 1]],
    ['no trace, one added step', steps(), 1, [0]],
  ])('%s', (_, trace, shown, want) => {
    expect(keyStepIndexes(trace, shown)).toEqual(want);
  });

  it('a long trace: the deciding steps, then every added step', () => {
    const trace = steps(...filler(6), 'sba.check', 'event.life', 'damage.prevented', 'target.illegal', 'counter.countered', 'sba.legend-rule', ...filler(6));
    const key = keyStepIndexes(trace, trace.length + 2);
    expect(key.length).toBeLessThanOrEqual(KEY_STEPS_MAX + 2);
    expect(key.slice(-2)).toEqual([trace.length, trace.length + 1]);
    expect(key.slice(0, -2)).toEqual([7, 8, 9, 10, 11]);
    expect(keyStepIndexes(trace)).toEqual([7, 8, 9, 10, 11]);
  });
});
