/**
 * What every instruction of a resolving spell or ability is followed with (608.2c-608.2h): the
 * state of the resolution so far (`Ctx`), what one instruction did (`Outcome`), the call a kind's
 * module receives (`EffectCall`), and last-known-information helpers (608.2h, 400.7).
 */
import { layersOf } from '../../run.ts';
import type { Run } from '../../run.ts';
import { newObjectsSince } from '../../game-events.ts';
import type { Computed, PlayerId, ResolutionChoices, SpellEffect, StackItem } from '../../types.ts';
import { lkiOf, NOTHING } from '../instructions.ts';
import type { Previous } from '../instructions.ts';

/** What the instructions followed so far did (608.2c-608.2h). */
export interface Ctx {
  choices: ResolutionChoices;
  /** Instructions named by `id`: done or not ("If you don't", 608.2c). */
  done: Map<string, boolean>;
  previous: Previous;
  /** Did the previous instruction do anything ("when you do", 603.12)? */
  did: boolean;
  /** Inside `for-each`: the player or object being processed (608.2f). */
  each: string | null;
  /** The targets' controllers as the spell or ability began to resolve: "its controller" once the target left (608.2h). */
  targetControllers: Map<string, PlayerId>;
}

/** What one instruction did: whether anything happened, and what "that many" / "it" will read (608.2h). */
export interface Outcome {
  did: boolean;
  previous: Previous;
}

export const NONE: Outcome = { did: false, previous: NOTHING };

/** One instruction being followed, as the module for its kind receives it. */
export interface EffectCall<K extends SpellEffect['kind'] = SpellEffect['kind']> {
  run: Run;
  item: StackItem;
  e: Extract<SpellEffect, { kind: K }>;
  /** The objects or players it affects (refs.ts), or those chosen as it is followed (608.2d). */
  refs: string[];
  /** The targets still legal as the item began to resolve (608.2b), by target word. */
  legal: Record<string, string[]>;
  /** Whether "unless [a player] pays" is paid (118.12a). */
  pay: boolean;
  ctx: Ctx;
  /** The item's source, if it is still the object the ability came from (400.7); else null. */
  source: string | null;
  /** `run.events.length` as the instruction began: the zone changes it made come after it (400.7). */
  from: number;
  /** Whether the instruction has made any game event happen so far. */
  did: () => boolean;
}

export function byIdNow(run: Run): Record<string, Computed> {
  return layersOf(run).result.byId;
}

/** As it is now, else as it was last seen (a token that ceased to exist, 704.5d, is still named by its label). */
export function labelOf(run: Run, id: string): string {
  return run.state.objects.find((o) => o.id === id)?.label ?? run.labels.get(id) ?? id;
}

/** Last known power and mana value of objects about to be affected (608.2h). */
export function lki(run: Run, ids: readonly string[]): Map<string, Previous['lki'][number]> {
  const byId = byIdNow(run);
  const out = new Map<string, Previous['lki'][number]>();
  for (const id of ids) {
    const o = run.state.objects.find((x) => x.id === id);
    if (o) out.set(id, lkiOf(o, byId[id]));
  }
  return out;
}

/** The new object a zone change recorded since event `from` made of `id` (400.7), if any. */
export function newIdOf(run: Run, from: number, id: string): string | null {
  return newObjectsSince(run.events, from, [id])[0] ?? null;
}

/** The objects among `ids` that an instruction moved (a new object now, 400.7), with their last known values. */
export function movedOf(run: Run, known: Map<string, Previous['lki'][number]>, from: number): Previous {
  const moved = [...known.entries()].filter(([id]) => !run.state.objects.some((o) => o.id === id && o.zone === 'battlefield'));
  const ids = moved.map(([id]) => newIdOf(run, from, id)).filter((x): x is string => x !== null);
  return { count: moved.length, ids, lki: moved.map(([, v]) => v) };
}
