import { describe, expect, it } from 'vitest';
import { mentions, someNode, someString } from '../../src/core/tree.ts';

describe('tree questions (core/tree.ts)', () => {
  const tree = { kind: 'cast', targets: ['b1', ['nested']], effect: { kind: 'delayed-trigger', text: 'At the beginning of the next end step' }, n: 3 };
  it('finds an object by its fields, at any depth, the root included', () => {
    expect(someNode(tree, (n) => n.kind === 'delayed-trigger')).toBe(true);
    expect(someNode(tree, (n) => n.kind === 'cast')).toBe(true);
    expect(someNode(tree, (n) => n.kind === 'exile')).toBe(false);
    expect(someNode([[{ event: 'end-step' }]], (n) => n.event === 'end-step')).toBe(true);
  });
  it('finds ids among string values, in lists and nested lists, never among field names', () => {
    expect(mentions(tree, 'b1')).toBe(true);
    expect(mentions(tree, 'nested')).toBe(true);
    expect(mentions(tree, 'targets')).toBe(false);
    expect(mentions(tree, 'b')).toBe(false);
    expect(mentions('b1', 'b1')).toBe(true);
  });
  it('tests string values with a predicate', () => {
    expect(someString(tree, (s) => /end step/.test(s))).toBe(true);
    expect(someString(tree, (s) => /upkeep/.test(s))).toBe(false);
  });
  it('stops on a cycle', () => {
    const a: Record<string, unknown> = { kind: 'a' };
    a.self = a;
    expect(someNode(a, (n) => n.kind === 'b')).toBe(false);
  });
});
