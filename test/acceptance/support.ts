/**
 * Shared machinery for the acceptance tables (issue 3): the Scenario JSON shapes the rows are
 * written in (the user-facing format of src/scenario/schema.ts, not the engine's internal state),
 * running a row through `runScenario`, and comparing the result with the row's exact expectations.
 *
 * Expected values are always literal data in the rows. Nothing here derives an expected value
 * from the engine's output: the helpers only project the engine's answer onto the fields a row
 * names, so that a failure prints a readable diff.
 */
import { expect } from 'vitest';
import { runScenario } from '../../src/scenario/run.ts';
import { formatKeyword } from '../../src/scenario/schema.ts';
import type {
  AbilityBody,
  Action,
  ActivatedAbility,
  CardType,
  Color,
  Computed,
  DamageAssignment,
  Duration,
  EffectInput,
  EngineErrorCode,
  EnterChoice,
  GameObject,
  Keyword,
  Modification,
  PlayerState,
  ReplacementInput,
  Resolution,
  Selector,
  StaticAbility,
  TraceStep,
  TriggeredAbility,
  Zone,
} from '../../src/engine/types.ts';

// ---------------------------------------------------------------------------------------------
// Scenario JSON, as a user writes it (engine-brief.md, "Scenario JSON")

export interface ScenarioPlayer {
  id: string;
  life?: number;
  poison?: number;
  counters?: Record<string, number>;
}

export interface ScenarioObject {
  id: string;
  name?: string;
  types?: CardType[];
  subtypes?: string[];
  supertypes?: string[];
  colors?: Color[];
  manaCost?: string | null;
  power?: number | null;
  toughness?: number | null;
  loyalty?: number | null;
  defense?: number | null;
  keywords?: (string | Keyword)[];
  statics?: StaticAbility[];
  controller?: string;
  owner?: string;
  zone?: Zone;
  tapped?: boolean;
  summoningSick?: boolean;
  counters?: Record<string, number>;
  damage?: number;
  attachedTo?: string | null;
  timestamp?: number;
  token?: boolean;
  /** A copy of a card (704.5e). */
  copy?: boolean;
}

export interface ScenarioEffect {
  id: string;
  source?: string | null;
  controller?: string;
  text: string;
  affects: Selector;
  modifications: Modification[];
  duration?: Duration;
  timestamp?: number;
  locked?: boolean;
}

/** The engine's actions, except that `create` takes an object written like the scenario's objects. */
export type ScenarioAction =
  | Exclude<Action, { kind: 'create' } | { kind: 'apply-effect' }>
  | { kind: 'apply-effect'; effect: EffectInput }
  | { kind: 'create'; object: ScenarioObject & { entersTapped?: boolean }; choices?: EnterChoice[] };

export interface Scenario {
  players?: ScenarioPlayer[];
  activePlayer?: string;
  objects: ScenarioObject[];
  effects?: ScenarioEffect[];
  actions?: ScenarioAction[];
}

// ---------------------------------------------------------------------------------------------
// Expectations

/**
 * A rule the trace must cite. A string must appear verbatim in some step's `rules`; `anyOf` is
 * for the few places where the CR states the same thing in two rules the engine may equally cite
 * (e.g. timestamp order within layers 2-6 is both 613.3 and 613.7).
 */
export type Cite = string | { anyOf: string[] };

/** The computed characteristics (after all layers) of an object that is still on the battlefield. */
export interface ObjectExpect {
  power: number | null;
  toughness: number | null;
  /** Compared as sets: order does not matter. */
  colors?: Color[];
  types?: CardType[];
  subtypes?: string[];
  supertypes?: string[];
  /**
   * Keyword abilities it has, as lower-case names with their parameter ("flying",
   * "protection from red"); compared as a set. [] asserts it has none.
   */
  keywords?: string[];
  controller?: string;
  /** State of the object in the final GameState (not characteristics). */
  counters?: Record<string, number>;
  damage?: number;
  tapped?: boolean;
  /** 302.6: not continuously controlled since its controller's most recent turn began. */
  summoningSick?: boolean;
  attachedTo?: string | null;
}

export interface LayerRow {
  name: string;
  /** The CR rule whose example (or subject) the row reproduces. */
  citation: string;
  scenario: Scenario;
  expect: {
    objects: Record<string, ObjectExpect>;
    rules: Cite[];
  };
}

/**
 * Where an object ends up. Rows key fates by the scenario's object id: the object is found by that
 * id, or, once a zone change has made it a new object with a new id (400.7), as the one object
 * with the same name that isn't one of the scenario's own objects.
 */
export type Fate =
  | { zone: 'battlefield'; controller?: string; attachedTo?: string | null; counters?: Record<string, number>; damage?: number; power?: number | null; toughness?: number | null; tapped?: boolean }
  | {
      zone: 'graveyard' | 'hand' | 'exile' | 'library' | 'stack';
      owner: string;
      counters?: Record<string, number>;
      damage?: number;
      /** True: it is a new object (400.7), i.e. its id is no longer the scenario's id. */
      newObject?: boolean;
    }
  /** A token (or copy) that left the battlefield: it no longer exists anywhere (704.5d). */
  | { zone: 'ceased' };

export interface PlayerExpect {
  life?: number;
  poison?: number;
  /** True: the player has lost the game (PlayerState.lost set); false: still in. */
  lost?: boolean;
}

export interface SbaRow {
  name: string;
  citation: string;
  scenario: Scenario;
  expect: {
    /** Keyed by the scenario's object ids. */
    fates: Record<string, Fate>;
    players?: Record<string, PlayerExpect>;
    rules: Cite[];
    /** Rules the trace must NOT cite (e.g. 704.5g for an indestructible creature that survives). */
    notRules?: string[];
  };
}

// ---------------------------------------------------------------------------------------------
// Running

/** Runs a scenario through the scenario layer; fails the test with the error if it is rejected. */
export function run(scenario: Scenario | CombatScenario): Resolution {
  // A round trip through JSON: the rows must be plain data that a user could paste.
  const json: unknown = JSON.parse(JSON.stringify(scenario));
  const result = runScenario(json);
  if (!result.ok) {
    const e = result.error;
    const detail = e.kind === 'invalid' ? JSON.stringify(e.problems) : `${JSON.stringify(e.error)}\n${describeTrace(e.resolution.trace.slice(-15))}`;
    throw new Error(`runScenario failed (${e.kind}): ${detail}`);
  }
  return result.value.resolution;
}

/** Every rule number cited by any step of a resolution's trace, in order, without duplicates. */
export function citedRules(resolution: Resolution): string[] {
  const out: string[] = [];
  for (const step of resolution.trace) for (const r of step.rules) if (!out.includes(r)) out.push(r);
  return out;
}

function describeTrace(trace: TraceStep[]): string {
  return trace.map((s) => `  ${s.key} [${s.rules.join(', ')}] ${JSON.stringify(s.params)}`).join('\n');
}

/** Fails unless every expected rule is cited somewhere in the trace. */
export function expectRules(resolution: Resolution, rules: Cite[], notRules: string[] = []): void {
  const cited = new Set(citedRules(resolution));
  const missing = rules.filter((c) => (typeof c === 'string' ? !cited.has(c) : !c.anyOf.some((r) => cited.has(r))));
  const forbidden = notRules.filter((r) => cited.has(r));
  expect(
    { missing, forbidden },
    `trace cites [${[...cited].join(', ')}]:\n${describeTrace(resolution.trace)}`,
  ).toEqual({ missing: [], forbidden: [] });
}

const sorted = <T>(xs: readonly T[]): T[] => [...xs].map(String).sort() as T[];

/** A keyword as written in the rows: "flying", "protection from red", "ward {2}" (the scenario's own spelling). */
function keywordName(k: Keyword): string {
  return formatKeyword(k).toLowerCase();
}

/** The fields of a computed object (plus its state) that an expectation names. */
function project(c: Computed, obj: GameObject | undefined, want: ObjectExpect): ObjectExpect {
  const got: ObjectExpect = { power: c.power, toughness: c.toughness };
  if (want.colors) got.colors = sorted(c.colors);
  if (want.types) got.types = sorted(c.types);
  if (want.subtypes) got.subtypes = sorted(c.subtypes);
  if (want.supertypes) got.supertypes = sorted(c.supertypes);
  if (want.keywords) got.keywords = sorted(c.keywords.map(keywordName));
  if (want.controller !== undefined) got.controller = c.controller;
  if (want.counters) got.counters = nonZero(obj?.counters ?? {});
  if (want.damage !== undefined && obj) got.damage = obj.damage;
  if (want.tapped !== undefined && obj) got.tapped = obj.tapped;
  if (want.summoningSick !== undefined && obj) got.summoningSick = obj.summoningSick;
  if (want.attachedTo !== undefined && obj) got.attachedTo = obj.attachedTo;
  return got;
}

function normalise(want: ObjectExpect): ObjectExpect {
  const out: ObjectExpect = { ...want };
  if (want.colors) out.colors = sorted(want.colors);
  if (want.types) out.types = sorted(want.types);
  if (want.subtypes) out.subtypes = sorted(want.subtypes);
  if (want.supertypes) out.supertypes = sorted(want.supertypes);
  if (want.keywords) out.keywords = sorted(want.keywords.map((k) => k.toLowerCase()));
  return out;
}

function nonZero(counters: Record<string, number>): Record<string, number> {
  return Object.fromEntries(Object.entries(counters).filter(([, n]) => n !== 0));
}

/** Fails unless each expected object is on the battlefield with exactly the expected values. */
export function expectObjects(resolution: Resolution, objects: Record<string, ObjectExpect>): void {
  const actual: Record<string, ObjectExpect | string> = {};
  const wanted: Record<string, ObjectExpect> = {};
  for (const [id, want] of Object.entries(objects)) {
    wanted[id] = normalise(want);
    const obj = resolution.final.objects.find((o) => o.id === id);
    const c = resolution.computed.find((x) => x.id === id);
    if (!obj || obj.zone !== 'battlefield') actual[id] = `not on the battlefield (${obj ? obj.zone : 'no object with this id'})`;
    else if (!c) actual[id] = 'no computed characteristics';
    else actual[id] = project(c, obj, want);
  }
  expect(actual, `trace:\n${describeTrace(resolution.trace)}`).toEqual(wanted);
}

/** Runs a layer row and checks it: the run succeeded, the exact characteristics, the cited rules. */
export function checkLayerRow(row: LayerRow): Resolution {
  const resolution = run(row.scenario);
  expect(resolution.error ?? null, 'the run ends without an engine error').toBeNull();
  expect(resolution.ok).toBe(true);
  expectObjects(resolution, row.expect.objects);
  expectRules(resolution, row.expect.rules);
  return resolution;
}

// ---------------------------------------------------------------------------------------------
// State-based action rows

/** The ids and names of the objects a scenario describes (its objects and those its actions create). */
function scenarioObjects(scenario: Scenario | CombatScenario): Map<string, string> {
  const out = new Map<string, string>();
  for (const o of scenario.objects) out.set(o.id, o.name ?? o.id);
  for (const a of scenario.actions ?? []) if (a.kind === 'create') out.set(a.object.id, a.object.name ?? a.object.id);
  return out;
}

function findObject(resolution: Resolution, known: Map<string, string>, id: string): GameObject[] {
  const same = resolution.final.objects.filter((o) => o.id === id);
  if (same.length > 0) return same;
  const name = known.get(id) ?? id;
  const named = resolution.final.objects.filter((o) => o.printed.name === name && !known.has(o.id));
  if (named.length > 0) return named;
  // (A copy — Clone entering as Hill Giant — has the name of what it copies, 707.2: found as the new object its id became, 400.7.)
  return resolution.final.objects.filter((o) => o.id.split('~')[0] === id);
}

function fateOf(resolution: Resolution, known: Map<string, string>, id: string, want: Fate): Fate | string {
  const found = findObject(resolution, known, id);
  if (want.zone === 'ceased') {
    return found.length === 0 ? { zone: 'ceased' } : `still exists: ${found.map((o) => `${o.id} in ${o.zone}`).join(', ')}`;
  }
  if (found.length !== 1) return `${found.length} candidate objects: ${found.map((o) => `${o.id} in ${o.zone}`).join(', ') || 'none'}`;
  const obj = found[0]!;
  if (want.zone === 'battlefield') {
    if (obj.zone !== 'battlefield') return `in ${obj.zone} (owner ${obj.owner}), not on the battlefield`;
    const c = resolution.computed.find((x) => x.id === obj.id);
    if (!c) return `no computed characteristics for ${obj.id}`;
    const got: Fate = { zone: 'battlefield' };
    if (want.controller !== undefined) got.controller = c.controller;
    if (want.attachedTo !== undefined) got.attachedTo = attachedName(resolution, known, obj.attachedTo);
    if (want.counters) got.counters = nonZero(obj.counters);
    if (want.damage !== undefined) got.damage = obj.damage;
    if (want.power !== undefined) got.power = c.power;
    if (want.toughness !== undefined) got.toughness = c.toughness;
    if (want.tapped !== undefined) got.tapped = obj.tapped;
    return got;
  }
  if (obj.zone === 'battlefield') return 'still on the battlefield';
  const got: Fate = { zone: obj.zone as 'graveyard', owner: obj.owner };
  if (want.counters) got.counters = nonZero(obj.counters);
  if (want.damage !== undefined) got.damage = obj.damage;
  if (want.newObject !== undefined) got.newObject = obj.id !== id;
  return got;
}

/** Attachments are compared by the scenario id of what they're attached to (or its id if new). */
function attachedName(resolution: Resolution, known: Map<string, string>, to: string | null): string | null {
  if (to === null || known.has(to)) return to;
  const o = resolution.final.objects.find((x) => x.id === to);
  return o ? `${o.id} (${o.printed.name})` : to;
}

function playerOf(p: PlayerState | undefined, want: PlayerExpect): PlayerExpect | string {
  if (!p) return 'no such player';
  const got: PlayerExpect = {};
  if (want.life !== undefined) got.life = p.life;
  if (want.poison !== undefined) got.poison = p.poison;
  if (want.lost !== undefined) got.lost = p.lost !== null;
  return got;
}

export function checkSbaRow(row: SbaRow): Resolution {
  const resolution = run(row.scenario);
  expect(resolution.error ?? null, 'the run ends without an engine error').toBeNull();
  expect(resolution.ok).toBe(true);
  const fates: Record<string, Fate | string> = {};
  const known = scenarioObjects(row.scenario);
  for (const [id, want] of Object.entries(row.expect.fates)) fates[id] = fateOf(resolution, known, id, want);
  const players: Record<string, PlayerExpect | string> = {};
  for (const [id, want] of Object.entries(row.expect.players ?? {})) {
    players[id] = playerOf(resolution.final.players.find((p) => p.id === id), want);
  }
  expect({ fates, players }, `trace:\n${describeTrace(resolution.trace)}`).toEqual({
    fates: row.expect.fates,
    players: row.expect.players ?? {},
  });
  expectRules(resolution, row.expect.rules, row.expect.notRules);
  return resolution;
}

/** A row the Scenario format cannot express yet: reported as it.todo with the reason. */
export interface TodoRow {
  name: string;
  citation: string;
  /** Exactly what is missing from the Scenario format or the engine's model. */
  missing: string;
}

// ---------------------------------------------------------------------------------------------
// Combat, damage, replacement and prevention (issue 4; the format in
// src/scenario/schema/actions.ts and replacement.ts). The combat actions are
// engine Actions with the same shapes as the JSON, so ScenarioAction already includes them; a
// combat scenario adds the top-level `replacements` (effects present from the start).

export type CombatAction = Extract<
  ScenarioAction,
  { kind: 'declare-attackers' | 'declare-blockers' | 'combat-damage' | 'remove-from-combat' | 'end-combat' | 'fight' | 'add-replacement' }
>;

export type CombatScenarioAction = ScenarioAction;

export type { DamageAssignment, ReplacementInput };

export interface CombatScenario extends Scenario {
  /** Replacement and prevention effects present from the start (static abilities, earlier spells). */
  replacements?: ReplacementInput[];
}

/**
 * A combat or damage row: the final life and poison of every player, the zone (and, on the
 * battlefield, the damage marked and counters) of every object the row is about, and the rules the
 * trace must cite (and must not cite).
 */
export interface CombatRow {
  name: string;
  /** The CR rule whose example (or subject) the row reproduces. */
  citation: string;
  scenario: CombatScenario;
  expect: {
    players: Record<string, PlayerExpect & { life: number; poison: number }>;
    /** Keyed by the scenario's object ids. */
    fates: Record<string, Fate>;
    rules: Cite[];
    notRules?: string[];
    /**
     * Rules that must be cited by at least this many distinct trace steps (e.g. two separate
     * lifelink life-gain events, 702.15e).
     */
    minSteps?: Record<string, number>;
    /**
     * Trace steps that must be present: each names a key and some params that step must have
     * (e.g. the default damage assignment: `combat.assigns` with `policy: 'default'`).
     */
    steps?: { key: string; params?: Record<string, string | number | boolean> }[];
  };
}

/** A row whose action at index `action` must be rejected by the engine (an illegal declaration or assignment). */
export interface CombatErrorRow {
  name: string;
  citation: string;
  scenario: CombatScenario;
  expect: {
    error: EngineErrorCode;
    /** Index (in `scenario.actions`) of the action that must be the one rejected. */
    action: number;
    /**
     * The error's key, saying why (combat-format.md: e.g. `combat.cant-attack.summoning-sick`,
     * `combat.assignment-illegal`), and any of its params that must have these values.
     */
    key?: string;
    params?: Record<string, string | number | boolean>;
  };
}

function countSteps(resolution: Resolution, rule: string): number {
  return resolution.trace.filter((s) => s.rules.includes(rule)).length;
}

/** Runs a combat row and checks it: players, fates, cited and forbidden rules. */
export function checkCombatRow(row: CombatRow): Resolution {
  const resolution = run(row.scenario);
  expect(resolution.error ?? null, 'the run ends without an engine error').toBeNull();
  expect(resolution.ok).toBe(true);
  const known = scenarioObjects(row.scenario);
  const fates: Record<string, Fate | string> = {};
  for (const [id, want] of Object.entries(row.expect.fates)) fates[id] = fateOf(resolution, known, id, want);
  const players: Record<string, PlayerExpect | string> = {};
  for (const [id, want] of Object.entries(row.expect.players)) {
    players[id] = playerOf(resolution.final.players.find((p) => p.id === id), want);
  }
  expect({ players, fates }, `trace:\n${describeTrace(resolution.trace)}`).toEqual({ players: row.expect.players, fates: row.expect.fates });
  expectRules(resolution, row.expect.rules, row.expect.notRules);
  const counts: Record<string, number> = {};
  const wantCounts: Record<string, number> = {};
  for (const [rule, n] of Object.entries(row.expect.minSteps ?? {})) {
    const got = countSteps(resolution, rule);
    counts[rule] = got >= n ? n : got;
    wantCounts[rule] = n;
  }
  expect(counts, `steps citing each rule (at least):\n${describeTrace(resolution.trace)}`).toEqual(wantCounts);
  const missingSteps = (row.expect.steps ?? []).filter(
    (want) => !resolution.trace.some((st) => st.key === want.key && Object.entries(want.params ?? {}).every(([k, v]) => st.params[k] === v)),
  );
  expect(missingSteps, `trace steps expected but not found:\n${describeTrace(resolution.trace)}`).toEqual([]);
  return resolution;
}

/** Runs an error row: the scenario is valid, and the engine rejects exactly the named action. */
export function checkCombatErrorRow(row: CombatErrorRow): void {
  const json: unknown = JSON.parse(JSON.stringify(row.scenario));
  const result = runScenario(json);
  if (result.ok) {
    throw new Error(`expected ${row.expect.error} at action ${row.expect.action}, but the run succeeded:\n${describeTrace(result.value.resolution.trace)}`);
  }
  const e = result.error;
  if (e.kind === 'invalid') throw new Error(`the scenario was rejected as invalid, not by the engine: ${JSON.stringify(e.problems)}`);
  const got: Record<string, unknown> = { code: e.error.code, action: e.error.action };
  const want: Record<string, unknown> = { code: row.expect.error, action: row.expect.action };
  if (row.expect.key !== undefined) {
    got.key = e.error.key;
    want.key = row.expect.key;
  }
  if (row.expect.params !== undefined) {
    got.params = Object.fromEntries(Object.keys(row.expect.params).map((k) => [k, e.error.params[k]]));
    want.params = row.expect.params;
  }
  expect(got, `engine error ${JSON.stringify(e.error)}\n${describeTrace(e.resolution.trace.slice(-15))}`).toEqual(want);
}

/**
 * Completeness of a combat row (issue 4, "Done when": each row asserts the final life totals,
 * poison, damage marked and zones): both players' life and poison, a fate for every creature,
 * planeswalker and battle the scenario starts with, and the damage marked on each one expected on
 * the battlefield. Returns the problems found (none: []).
 */
export function combatRowGaps(row: CombatRow): string[] {
  const gaps: string[] = [];
  for (const p of row.scenario.players ?? [{ id: 'A' }, { id: 'B' }]) {
    const want = row.expect.players[p.id];
    if (!want) gaps.push(`player ${p.id}: no expectation`);
  }
  for (const o of row.scenario.objects) {
    const permanentThatTakesDamage = (o.types ?? []).some((t) => t === 'Creature' || t === 'Planeswalker' || t === 'Battle');
    if (!permanentThatTakesDamage || (o.zone ?? 'battlefield') !== 'battlefield') continue;
    const fate = row.expect.fates[o.id];
    if (!fate) gaps.push(`${o.id}: no fate`);
    else if (fate.zone === 'battlefield' && (o.types ?? []).includes('Creature') && fate.damage === undefined) gaps.push(`${o.id}: damage marked not asserted`);
    else if (fate.zone === 'battlefield' && !(o.types ?? []).includes('Creature') && fate.counters === undefined) gaps.push(`${o.id}: loyalty/defense counters not asserted`);
  }
  return gaps;
}

/** combatRowGaps for a whole table: row name -> its gaps, for the rows that have any. */
export function combatTableGaps(rows: readonly CombatRow[]): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const row of rows) {
    const gaps = combatRowGaps(row);
    if (gaps.length > 0) out[row.name] = gaps;
  }
  return out;
}

// ---------------------------------------------------------------------------------------------
// Casting, the stack, targets and triggered abilities (issue 5; the format in
// src/scenario/schema/actions.ts). The stack actions (cast, activate, resolve,
// pass, copy-spell, begin-step …) are engine Actions with the same shapes as the JSON, so
// ScenarioAction already includes them; objects add their spell and ability definitions.

export interface StackScenarioObject extends ScenarioObject {
  /** The spell ability of an instant or sorcery. */
  spell?: AbilityBody;
  triggers?: TriggeredAbility[];
  activated?: ActivatedAbility[];
}

export interface StackScenario extends CombatScenario {
  objects: StackScenarioObject[];
  /** Any further top-level fields stack-format.md defines (the step, cast restrictions …). */
  [field: string]: unknown;
}

/** How many cards (objects) each player owns in each zone: `{ A: { hand: 2, library: 0 } }`. */
export type ZoneCounts = Record<string, Partial<Record<Zone, number>>>;

/**
 * A casting / stack / triggers row: both players' life, the zone of every object the row is
 * about, optionally zone counts (cards drawn), and the rules the trace must (not) cite.
 */
export interface StackRow {
  name: string;
  /** The CR rule whose example (or subject) the row reproduces. */
  citation: string;
  scenario: StackScenario;
  expect: {
    players: Record<string, PlayerExpect & { life: number }>;
    fates: Record<string, Fate>;
    zones?: ZoneCounts;
    /** Objects left on the stack at the end (0 unless the row stops with something unresolved). */
    stackSize?: number;
    rules: Cite[];
    notRules?: string[];
    minSteps?: Record<string, number>;
    steps?: { key: string; params?: Record<string, string | number | boolean> }[];
  };
}

function zoneCounts(resolution: Resolution, want: ZoneCounts): ZoneCounts {
  const out: ZoneCounts = {};
  for (const [player, zones] of Object.entries(want)) {
    out[player] = {};
    for (const zone of Object.keys(zones) as Zone[]) {
      out[player][zone] = resolution.final.objects.filter((o) => o.owner === player && o.zone === zone).length;
    }
  }
  return out;
}

/** Runs a stack row and checks it: players, fates, zone counts, the stack, cited and forbidden rules. */
export function checkStackRow(row: StackRow): Resolution {
  const resolution = run(row.scenario);
  expect(resolution.error ?? null, `the run ends without an engine error\n${describeTrace(resolution.trace)}`).toBeNull();
  expect(resolution.ok).toBe(true);
  const known = scenarioObjects(row.scenario);
  const fates: Record<string, Fate | string> = {};
  for (const [id, want] of Object.entries(row.expect.fates)) fates[id] = fateOf(resolution, known, id, want);
  const players: Record<string, PlayerExpect | string> = {};
  for (const [id, want] of Object.entries(row.expect.players)) {
    players[id] = playerOf(resolution.final.players.find((p) => p.id === id), want);
  }
  const got: Record<string, unknown> = { players, fates };
  const want: Record<string, unknown> = { players: row.expect.players, fates: row.expect.fates };
  if (row.expect.zones) {
    got.zones = zoneCounts(resolution, row.expect.zones);
    want.zones = row.expect.zones;
  }
  got.stackSize = (resolution.final.stack ?? []).length;
  want.stackSize = row.expect.stackSize ?? 0;
  expect(got, `trace:\n${describeTrace(resolution.trace)}`).toEqual(want);
  expectRules(resolution, row.expect.rules, row.expect.notRules);
  const counts: Record<string, number> = {};
  const wantCounts: Record<string, number> = {};
  for (const [rule, n] of Object.entries(row.expect.minSteps ?? {})) {
    const c = countSteps(resolution, rule);
    counts[rule] = c >= n ? n : c;
    wantCounts[rule] = n;
  }
  expect(counts, `steps citing each rule (at least):\n${describeTrace(resolution.trace)}`).toEqual(wantCounts);
  const missingSteps = (row.expect.steps ?? []).filter(
    (w) => !resolution.trace.some((st) => st.key === w.key && Object.entries(w.params ?? {}).every(([k, v]) => st.params[k] === v)),
  );
  expect(missingSteps, `trace steps expected but not found:\n${describeTrace(resolution.trace)}`).toEqual([]);
  return resolution;
}
