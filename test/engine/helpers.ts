/**
 * Builders for engine tests: plain GameState values without going through the scenario schema, so
 * the engine's tests don't depend on src/scenario. Timestamps follow the listing order unless given.
 */
import '../support/subtypes-setup.ts'; // the engine's subtype lists, read from the CR file
import { computeCharacteristics, resolve } from '../../src/engine/index.ts';
import { unseen } from '../../src/engine/changes.ts';
import type {
  Action,
  CardType,
  Characteristics,
  Color,
  Computed,
  ContinuousEffect,
  GameObject,
  GameState,
  Keyword,
  Modification,
  Resolution,
  Selector,
  StaticAbility,
  TraceStep,
  Zone,
} from '../../src/engine/types.ts';

export interface CardSpec {
  id: string;
  name?: string;
  types?: CardType[];
  subtypes?: string[];
  supertypes?: string[];
  colors?: Color[];
  pt?: [number, number] | null;
  loyalty?: number | null;
  defense?: number | null;
  keywords?: (string | Keyword)[];
  statics?: StaticAbility[];
  unmodelled?: string[];
  controller?: string;
  owner?: string;
  zone?: Zone;
  counters?: Record<string, number>;
  counterTimestamps?: Record<string, number>;
  damage?: number;
  attachedTo?: string | null;
  timestamp?: number;
  token?: boolean;
  copy?: boolean;
  tapped?: boolean;
}

export function keyword(k: string | Keyword): Keyword {
  if (typeof k !== 'string') return k;
  const m = /^(protection|ward|enchant|toxic) (.+)$/.exec(k);
  return m ? { keyword: m[1]!, param: m[2]!.replace(/^from /, '') } : { keyword: k };
}

export function printed(spec: CardSpec): Characteristics {
  const pt: [number, number] | null = spec.pt === undefined ? ((spec.types ?? ['Creature']).includes('Creature') ? [2, 2] : null) : spec.pt;
  return {
    name: spec.name ?? spec.id,
    manaCost: null,
    colors: spec.colors ?? [],
    types: spec.types ?? ['Creature'],
    subtypes: spec.subtypes ?? [],
    supertypes: spec.supertypes ?? [],
    power: pt ? pt[0] : null,
    toughness: pt ? pt[1] : null,
    loyalty: spec.loyalty ?? null,
    defense: spec.defense ?? null,
    keywords: (spec.keywords ?? []).map(keyword),
    statics: spec.statics ?? [],
    unmodelled: spec.unmodelled ?? [],
  };
}

export function card(spec: CardSpec, index = 0): GameObject {
  const controller = spec.controller ?? 'A';
  const o: GameObject = {
    id: spec.id,
    printed: printed(spec),
    zone: spec.zone ?? 'battlefield',
    owner: spec.owner ?? controller,
    baseController: controller,
    tapped: spec.tapped ?? false,
    summoningSick: false,
    counters: spec.counters ?? {},
    damage: spec.damage ?? 0,
    deathtouchDamage: false,
    attachedTo: spec.attachedTo ?? null,
    timestamp: spec.timestamp ?? index + 1,
    isToken: spec.token ?? false,
    isCopy: spec.copy ?? false,
    label: spec.name ?? spec.id,
  };
  if (spec.counterTimestamps) unseen(o).counterTimestamps = spec.counterTimestamps;
  return o;
}

export interface EffectSpec {
  id: string;
  text?: string;
  affects: Selector | string[];
  mods: Modification[];
  timestamp: number;
  source?: string | null;
  controller?: string;
  locked?: boolean;
  duration?: ContinuousEffect['duration'];
  cda?: boolean;
}

export function effect(spec: EffectSpec): ContinuousEffect {
  const affects: Selector = Array.isArray(spec.affects) ? { kind: 'objects', ids: spec.affects } : spec.affects;
  const e: ContinuousEffect = {
    id: spec.id,
    source: spec.source ?? null,
    controller: spec.controller ?? 'A',
    text: spec.text ?? spec.id,
    timestamp: spec.timestamp,
    affects,
    modifications: spec.mods,
    duration: spec.duration ?? { kind: 'end-of-turn' },
    lockedIds: spec.locked === false ? null : affects.kind === 'objects' ? affects.ids : null,
  };
  if (spec.cda) e.cda = true;
  return e;
}

export function state(objects: CardSpec[], effects: EffectSpec[] = [], players = ['A', 'B']): GameState {
  const objs = objects.map((o, i) => card(o, i));
  const effs = effects.map(effect);
  const maxTs = Math.max(0, ...objs.map((o) => o.timestamp), ...effs.map((e) => e.timestamp));
  return {
    players: players.map((id) => ({ id, life: 20, poison: 0, counters: {}, lost: null })),
    activePlayer: players[0]!,
    objects: objs,
    effects: effs,
    nextTimestamp: maxTs + 1,
    nextId: 1,
    eventCount: 0,
  };
}

export function anthem(text: string, affects: Selector, modifications: Modification[], cda = false): StaticAbility {
  return cda ? { text, affects, modifications, cda } : { text, affects, modifications };
}

/** The rules cited by the steps of one key. */
export function rulesOf(steps: readonly TraceStep[], key: string): string[] {
  return steps.filter((s) => s.key === key).flatMap((s) => s.rules);
}

export function keys(steps: readonly TraceStep[]): string[] {
  return steps.map((s) => s.key);
}

export const CREATURES: Selector = { kind: 'filter', types: ['Creature'] };


/** What a row expects of one object's computed characteristics (only the fields given). */
export interface Expect {
  pt?: string;
  colors?: Color[];
  types?: CardType[];
  subtypes?: string[];
  supertypes?: string[];
  keywords?: string[];
  controller?: string;
  name?: string;
  statics?: number;
}

export function project(c: Computed | undefined, e: Expect): Expect {
  if (!c) return { name: 'MISSING' };
  const out: Expect = {};
  if (e.pt !== undefined) out.pt = `${c.power ?? '-'}/${c.toughness ?? '-'}`;
  if (e.colors !== undefined) out.colors = c.colors;
  if (e.types !== undefined) out.types = c.types;
  if (e.subtypes !== undefined) out.subtypes = c.subtypes;
  if (e.supertypes !== undefined) out.supertypes = c.supertypes;
  if (e.keywords !== undefined) out.keywords = c.keywords.map((k) => (k.param ? `${k.keyword} ${k.param}` : k.keyword));
  if (e.controller !== undefined) out.controller = c.controller;
  if (e.name !== undefined) out.name = c.name;
  if (e.statics !== undefined) out.statics = c.statics.length;
  return out;
}

/** A layer row: a state (and actions), the expected characteristics, and rules the trace must cite. */
export interface LayerRow {
  name: string;
  given: GameState;
  actions?: Action[];
  then: Record<string, Expect>;
  rules?: string[];
  /** Rules the trace must not cite. */
  notRules?: string[];
}

/** Runs a row: with actions through resolve, without them through computeCharacteristics. */
export function runRow(row: LayerRow): { byId: Record<string, Computed>; steps: TraceStep[]; resolution?: Resolution } {
  if (row.actions) {
    const r = resolve(row.given, row.actions);
    if (!r.ok) throw new Error(`${row.name}: ${JSON.stringify(r.error)}`);
    return { byId: Object.fromEntries(r.computed.map((c) => [c.id, c])), steps: r.trace, resolution: r };
  }
  const r = computeCharacteristics(row.given);
  return { byId: r.byId, steps: Object.values(r.steps).flat() };
}

export function cited(steps: readonly TraceStep[]): Set<string> {
  return new Set(steps.flatMap((s) => s.rules));
}
