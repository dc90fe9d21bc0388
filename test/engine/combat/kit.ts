/**
 * Builders for the combat and damage engine tests (issue 4): plain GameState values (no scenario
 * schema), creatures for each side, the combat actions, and readers for the final state. Rows are
 * table-driven: GIVEN a board, WHEN actions, THEN exact values and the rules the trace cites.
 */
import { expect } from 'vitest';
import { resolve } from '../../../src/engine/index.ts';
import { makeReplacement } from '../../../src/engine/damage/effects.ts';
import type { Action, DamageAssignment, GameObject, GameState, Keyword, ReplacementInput, Resolution } from '../../../src/engine/types.ts';
import { cited, state } from '../helpers.ts';
import type { CardSpec } from '../helpers.ts';
import { unseen } from '../../../src/engine/changes.ts';

export interface Spec extends CardSpec {
  /** 302.6: not continuously controlled since the turn began. */
  sick?: boolean;
}

/** A creature of player A (the active, attacking player). */
export const mine = (id: string, power: number, toughness: number, keywords: (string | Keyword)[] = [], extra: Partial<Spec> = {}): Spec => ({
  id,
  pt: [power, toughness],
  colors: ['G'],
  keywords,
  controller: 'A',
  ...extra,
});

/** A creature of player B (the defending player). */
export const theirs = (id: string, power: number, toughness: number, keywords: (string | Keyword)[] = [], extra: Partial<Spec> = {}): Spec => ({
  id,
  pt: [power, toughness],
  colors: ['W'],
  keywords,
  controller: 'B',
  ...extra,
});

export const planeswalker = (id: string, loyalty: number, controller = 'B'): Spec => ({ id, types: ['Planeswalker'], pt: null, loyalty, controller });

export interface GameOptions {
  replacements?: ReplacementInput[];
  players?: string[];
  life?: Record<string, number>;
}

export function game(specs: Spec[], opts: GameOptions = {}): GameState {
  const s = state(specs, [], opts.players ?? ['A', 'B']);
  specs.forEach((spec, i) => {
    if (spec.sick) unseen(s.objects[i]!).summoningSick = true;
  });
  for (const p of s.players) if (opts.life?.[p.id] !== undefined) p.life = opts.life[p.id]!;
  if (opts.replacements) {
    s.replacements = opts.replacements.map((r, i) =>
      makeReplacement(r, {
        id: r.id ?? `r${i + 1}`,
        source: r.source ?? null,
        controller: r.controller ?? (r.source ? (specs.find((x) => x.id === r.source)?.controller ?? 'A') : 'A'),
        timestamp: s.nextTimestamp++,
      }),
    );
  }
  return s;
}

// ---------------------------------------------------------------------------------------------
// Actions

/** Attackers, each attacking the default opponent or `[id, target]`. */
export const attack = (...xs: (string | [string, string])[]): Action => ({
  kind: 'declare-attackers',
  attackers: xs.map((x) => (typeof x === 'string' ? { object: x } : { object: x[0], target: x[1] })),
});

/** Blockers: blocker id -> attacker id(s). */
export const block = (map: Record<string, string | string[]>): Action => ({
  kind: 'declare-blockers',
  blockers: Object.entries(map).map(([object, a]) => ({ object, blocks: Array.isArray(a) ? a : [a] })),
});

export const noBlocks: Action = { kind: 'declare-blockers', blockers: [] };

type Split = Record<string, [string, number][]>;

const assignments = (split: Split): Record<string, DamageAssignment[]> =>
  Object.fromEntries(Object.entries(split).map(([k, v]) => [k, v.map(([to, amount]) => ({ to, amount }))]));

/** Every remaining combat damage step. */
export const allSteps = (split?: Split, order?: string[]): Action => ({
  kind: 'combat-damage',
  all: true,
  ...(split ? { assignments: assignments(split) } : {}),
  ...(order ? { replacementOrder: order } : {}),
});

/** The next combat damage step only. */
export const nextStep = (split?: Split): Action => ({ kind: 'combat-damage', ...(split ? { assignments: assignments(split) } : {}) });

export const grant = (id: string, keyword: string, text = `gains ${keyword}`): Action => ({
  kind: 'apply-effect',
  effect: { text, affects: { kind: 'objects', ids: [id] }, modifications: [{ kind: 'add-keywords', keywords: [{ keyword }] }], duration: { kind: 'end-of-turn' } },
});

export const strip = (id: string, keyword: string): Action => ({
  kind: 'apply-effect',
  effect: { text: `loses ${keyword}`, affects: { kind: 'objects', ids: [id] }, modifications: [{ kind: 'remove-keywords', keywords: [keyword] }], duration: { kind: 'end-of-turn' } },
});

// ---------------------------------------------------------------------------------------------
// Reading the result

/** The object a scenario id became (it may have changed zones: `${id}~n`, 400.7). */
export function obj(r: Resolution, id: string): GameObject | undefined {
  return r.final.objects.find((o) => o.id === id) ?? [...r.final.objects].reverse().find((o) => o.id.startsWith(`${id}~`));
}

export const zoneOf = (r: Resolution, id: string): string => obj(r, id)?.zone ?? 'gone';
export const dmg = (r: Resolution, id: string): number => obj(r, id)?.damage ?? -1;
export const life = (r: Resolution, p: string): number => r.final.players.find((x) => x.id === p)!.life;
export const poison = (r: Resolution, p: string): number => r.final.players.find((x) => x.id === p)!.poison;
export const counters = (r: Resolution, id: string, kind: string): number => obj(r, id)?.counters[kind] ?? 0;

/** A table row: GIVEN a state, WHEN actions, THEN `then(r)` equals `expected`, citing `rules`. */
export interface Row {
  name: string;
  given: GameState;
  when: Action[];
  then: (r: Resolution) => unknown;
  expected: unknown;
  rules?: string[];
  notRules?: string[];
}

/** A row whose actions must be refused: the error code and key (and the action index). */
export interface ErrorRow {
  name: string;
  given: GameState;
  when: Action[];
  code: string;
  key: string;
  params?: Record<string, unknown>;
}

function describeTrace(r: Resolution): string {
  return r.trace.map((s) => `  ${s.key} [${s.rules.join(', ')}] ${JSON.stringify(s.params)}`).join('\n');
}

export function checkRow(row: Row): Resolution {
  const r = resolve(row.given, row.when);
  expect(r.error ?? null, `${row.name}\n${describeTrace(r)}`).toBeNull();
  expect(row.then(r), describeTrace(r)).toEqual(row.expected);
  const c = cited(r.trace);
  for (const rule of row.rules ?? []) expect(c.has(rule), `cites ${rule}\n${describeTrace(r)}`).toBe(true);
  for (const rule of row.notRules ?? []) expect(c.has(rule), `does not cite ${rule}\n${describeTrace(r)}`).toBe(false);
  return r;
}

export function checkErrorRow(row: ErrorRow): Resolution {
  const r = resolve(row.given, row.when);
  expect(r.ok, describeTrace(r)).toBe(false);
  expect({ code: r.error?.code, key: r.error?.key }, describeTrace(r)).toEqual({ code: row.code, key: row.key });
  if (row.params) expect(r.error?.params, describeTrace(r)).toMatchObject(row.params);
  return r;
}
