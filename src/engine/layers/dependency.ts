/**
 * Dependency (613.8). Effect A depends on effect B when both apply in the same layer or sublayer,
 * neither or both come from characteristic-defining abilities, and applying B would change A's
 * existence, what A applies to, or what A does to the things it applies to (613.8a). It is detected
 * by trial: B is applied to a copy of the current intermediate characteristics and A is evaluated
 * on both. A dependent effect waits until everything it depends on has applied (613.8b); effects in
 * a dependency loop apply in timestamp order (613.8b); the order is re-evaluated after each applied
 * effect (613.8c), which the caller does by calling `chooseNext` again.
 *
 * This module orders the effects; what each effect reads and writes is reads-writes.ts, and the
 * trial applications are dependency-trials.ts.
 */
import type { Layer } from '../types.ts';
import type { WorkMeter } from '../work.ts';
import type { StartedSets } from './apply.ts';
import { compareInstances } from './instances.ts';
import type { EffectInstance } from './instances.ts';
import { Trials } from './dependency-trials.ts';
import type { World } from './world.ts';

/** For each effect, the effects (among `active`) it depends on right now. */
function dependencies(active: readonly EffectInstance[], trials: Trials, known: ReadonlyMap<string, Set<string>> = new Map()): Map<string, Set<string>> {
  const deps = new Map<string, Set<string>>();
  if (active.length < 2) return deps;
  for (const a of active) {
    const d = known.get(a.id) ?? trials.dependenciesOf(a, active);
    if (d.size > 0) deps.set(a.id, d);
  }
  return deps;
}

/**
 * The next effect to apply (613.8b, 613.8c). Most of the time the earliest effect depends on
 * nothing and is chosen without building the whole dependency graph; otherwise the graph of the
 * remaining effects decides.
 */
export function next(active: readonly EffectInstance[], layer: Layer, world: World, started: StartedSets, meter: WorkMeter | null = null): Choice {
  const sorted = [...active].sort(compareInstances);
  const trials = new Trials(layer, world, started, meter);
  const first = sorted[0]!;
  if (sorted.length === 1) return { next: first, loop: null, waiting: new Map() };
  const ofFirst = trials.dependenciesOf(first, sorted);
  if (ofFirst.size === 0) return { next: first, loop: null, waiting: new Map() };
  // The earliest effect's dependencies are already known: the graph doesn't work them out again.
  return chooseNext(sorted, dependencies(sorted, trials, new Map([[first.id, ofFirst]])));
}

/** Strongly connected components (Tarjan), visiting in timestamp order so the result is deterministic. */
function components(active: readonly EffectInstance[], deps: ReadonlyMap<string, ReadonlySet<string>>): Map<string, number> {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const onStack = new Set<string>();
  const stack: string[] = [];
  const comp = new Map<string, number>();
  let counter = 0;
  let compCount = 0;
  const ids = new Set(active.map((a) => a.id));
  const visit = (v: string): void => {
    index.set(v, counter);
    low.set(v, counter);
    counter++;
    stack.push(v);
    onStack.add(v);
    for (const w of [...(deps.get(v) ?? [])].sort()) {
      if (!ids.has(w)) continue;
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
    }
    if (low.get(v) === index.get(v)) {
      for (;;) {
        const w = stack.pop()!;
        onStack.delete(w);
        comp.set(w, compCount);
        if (w === v) break;
      }
      compCount++;
    }
  };
  for (const a of active) if (!index.has(a.id)) visit(a.id);
  return comp;
}

export interface Choice {
  next: EffectInstance;
  /** The effects `next` waited for (it depends on them and they were applied first), if any. */
  loop: EffectInstance[] | null;
  /** Effects with an earlier timestamp than `next` that must wait for others (613.8b), with what they wait for. */
  waiting: Map<string, Set<string>>;
}

/**
 * 613.8b: the next effect is the earliest (timestamp order) of those that depend on nothing still to
 * be applied; effects in a loop count as one group that depends only on what is outside it.
 */
export function chooseNext(active: readonly EffectInstance[], deps: ReadonlyMap<string, ReadonlySet<string>>): Choice {
  const sorted = [...active].sort(compareInstances);
  const comp = components(sorted, deps);
  const blocked = new Set<number>();
  for (const a of sorted) {
    for (const d of deps.get(a.id) ?? []) {
      if (comp.has(d) && comp.get(d) !== comp.get(a.id)) blocked.add(comp.get(a.id)!);
    }
  }
  const next = sorted.find((a) => !blocked.has(comp.get(a.id)!))!;
  const group = sorted.filter((a) => comp.get(a.id) === comp.get(next.id));
  const waiting = new Map<string, Set<string>>();
  for (const a of sorted) {
    if (a === next) break;
    waiting.set(a.id, new Set(deps.get(a.id) ?? []));
  }
  return { next, loop: group.length > 1 ? group : null, waiting };
}
