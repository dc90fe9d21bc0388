/**
 * Table-test kit for casting, the stack, targets and triggers (issue 5): GIVEN a game (built with
 * the engine helpers), WHEN actions, THEN a projection of the resolution, and the rules the trace
 * must cite (every cited rule must exist in the CR: test/engine/citations.test.ts).
 */
import { expect, it } from 'vitest';
import { resolve } from '../../../src/engine/index.ts';
import type { AbilityBody, Action, ActivatedAbility, GameObject, GameState, Resolution, SpellEffect, StackDefinitions, TargetSpec, TriggeredAbility } from '../../../src/engine/types.ts';
import { cited, state } from '../helpers.ts';
import type { CardSpec } from '../helpers.ts';

export interface Row {
  name: string;
  given: GameState;
  when: Action[];
  then: (r: Resolution) => unknown;
  expected: unknown;
  rules?: string[];
  notRules?: string[];
  keys?: string[];
  notKeys?: string[];
}

export interface Extra {
  spell?: AbilityBody;
  triggers?: TriggeredAbility[];
  activated?: ActivatedAbility[];
  manaCost?: string;
  costReduction?: StackDefinitions['costReduction'];
}

export function obj(spec: CardSpec, extra: Extra = {}): { spec: CardSpec; extra: Extra } {
  return { spec, extra };
}

/** A game: objects with their spell/trigger/activated definitions; players A and B. */
export function game(items: { spec: CardSpec; extra: Extra }[], patch: Partial<GameState> = {}): GameState {
  const s = state(items.map((i) => i.spec));
  items.forEach((i, n) => {
    const o = s.objects[n]!;
    Object.assign(o.printed, i.extra);
    if (i.extra.manaCost !== undefined) o.printed.manaCost = i.extra.manaCost;
  });
  return { ...s, ...patch };
}

export const creature = (id: string, power: number, toughness: number, more: Partial<CardSpec> = {}, extra: Extra = {}) =>
  obj({ id, pt: [power, toughness], colors: ['G'], ...more }, extra);
export const theirs = (id: string, power: number, toughness: number, more: Partial<CardSpec> = {}, extra: Extra = {}) =>
  creature(id, power, toughness, { controller: 'B', ...more }, extra);

export const anyTarget: TargetSpec = { word: 'any', players: 'any', objects: { kind: 'filter', types: ['Creature', 'Planeswalker'] } };
export const creatureTarget = (word = 'creature'): TargetSpec => ({ word, objects: { kind: 'filter', types: ['Creature'] } });
export const spellTarget: TargetSpec = { word: 'spell', objects: { kind: 'filter', zone: 'stack' } };

/** An instant in a hand: "<name> deals <n> damage to any target." (red). */
export function bolt(id: string, n = 3, owner = 'A', more: Partial<CardSpec> = {}) {
  return obj({ id, name: id, types: ['Instant'], colors: ['R'], zone: 'hand', controller: owner, ...more }, { manaCost: '{R}', spell: { text: `deals ${n} damage to any target`, targets: [anyTarget], effects: [{ kind: 'damage', amount: n, target: 'any' }] } });
}

export function instant(id: string, effects: SpellEffect[], targets: TargetSpec[] = [], owner = 'A', more: Partial<CardSpec> = {}, extraSpell: Partial<AbilityBody> = {}) {
  return obj({ id, name: id, types: ['Instant'], colors: ['U'], zone: 'hand', controller: owner, ...more }, { manaCost: '{1}{U}', spell: { text: id, targets, effects, ...extraSpell } });
}

export function sorcery(id: string, effects: SpellEffect[], targets: TargetSpec[] = [], owner = 'A', more: Partial<CardSpec> = {}) {
  return obj({ id, name: id, types: ['Sorcery'], colors: ['B'], zone: 'hand', controller: owner, ...more }, { manaCost: '{1}{B}', spell: { text: id, targets, effects } });
}

export function counterspell(id: string, owner = 'B', more: Partial<CardSpec> = {}) {
  return instant(id, [{ kind: 'counter', target: 'spell' }], [spellTarget], owner, more);
}

export const cast = (object: string, targets?: Record<string, string[]>, more: Partial<Extract<Action, { kind: 'cast' }>> = {}): Action => ({ kind: 'cast', object, ...(targets ? { targets } : {}), ...more });
export const resolveTop: Action = { kind: 'resolve' };
export const resolveAll: Action = { kind: 'resolve', all: true };
export const pass: Action = { kind: 'pass' };

export function lifeOf(r: Resolution, p: string): number {
  return r.final.players.find((x) => x.id === p)!.life;
}

/** The zone of the object a card became (400.7: `bear` -> `bear~3`), or 'gone'. */
export function zoneOf(r: Resolution, card: string): string {
  const all = r.final.objects.filter((o: GameObject) => o.id === card || o.id.startsWith(`${card}~`));
  return all.length === 0 ? 'gone' : all[all.length - 1]!.zone;
}

export function damageOf(r: Resolution, card: string): number {
  const all = r.final.objects.filter((o) => o.id === card || o.id.startsWith(`${card}~`));
  return all[all.length - 1]?.damage ?? -1;
}

export const stackDepth = (r: Resolution): number => r.final.stack?.length ?? 0;

export function checkRow(row: Row): void {
  it(row.name, () => {
    const r = resolve(row.given, row.when);
    if (!r.ok) expect.soft(r.error, 'the run stopped').toBeUndefined();
    expect(row.then(r)).toEqual(row.expected);
    const c = cited(r.trace);
    for (const rule of row.rules ?? []) expect(c.has(rule), `cites ${rule}`).toBe(true);
    for (const rule of row.notRules ?? []) expect(c.has(rule), `doesn't cite ${rule}`).toBe(false);
    const keys = new Set(r.trace.map((s) => s.key));
    for (const k of row.keys ?? []) expect(keys.has(k), `emits ${k}`).toBe(true);
    for (const k of row.notKeys ?? []) expect(keys.has(k), `doesn't emit ${k}`).toBe(false);
  });
}
