/**
 * Dependency (613.8). Effect A depends on effect B when both apply in the same layer or sublayer,
 * neither or both come from characteristic-defining abilities, and applying B would change A's
 * existence, what A applies to, or what A does to the things it applies to (613.8a). It is detected
 * by trial: B is applied to a copy of the current intermediate characteristics and A is evaluated
 * on both. A dependent effect waits until everything it depends on has applied (613.8b); effects in
 * a dependency loop apply in timestamp order (613.8b); the order is re-evaluated after each applied
 * effect (613.8c), which the caller does by calling `chooseNext` again.
 */
import type { CdaValue, Layer, ObjectId, Selector } from '../types.ts';
import { affectedIds, applyInstance, contextFor, hasFixedSet, instanceExists } from './apply.ts';
import type { StartedSets } from './apply.ts';
import { copyDiffers } from './copy.ts';
import { compareInstances, modsIn } from './instances.ts';
import type { EffectInstance } from './instances.ts';
import { matchesFilter } from './select.ts';
import type { SelectContext } from './select.ts';
import { withRecords } from './world.ts';
import type { World } from './world.ts';

type Field = 'copiable' | 'controller' | 'types' | 'colors' | 'subtypes' | 'keywords' | 'statics';
type Filter = Extract<Selector, { kind: 'filter' }>;

/** What effects of each layer can change (the fields other effects might read). */
const WRITES: Record<Layer, readonly Field[]> = {
  '1a': ['copiable', 'controller', 'types', 'colors', 'subtypes', 'keywords', 'statics'],
  '1b': ['copiable', 'controller', 'types', 'colors', 'subtypes', 'keywords', 'statics'],
  '2': ['controller'],
  '3': [],
  // 305.7: setting a land's basic land type removes its rules-text abilities.
  '4': ['types', 'subtypes', 'keywords', 'statics'],
  '5': ['colors'],
  '6': ['keywords', 'statics'],
  '7a': [],
  '7b': [],
  '7c': [],
  '7d': [],
};

function filterReads(f: Filter, out: Set<Field>): void {
  if (f.types || f.notTypes) out.add('types');
  if (f.colors || f.notColors) out.add('colors');
  if (f.subtypes) out.add('subtypes');
  if (f.keywords) out.add('keywords');
  if (f.controller !== undefined) out.add('controller');
}

function counts(inst: EffectInstance, layer: Layer): CdaValue[] {
  const out: CdaValue[] = [];
  for (const m of modsIn(inst, layer)) {
    if (m.kind === 'set-pt-cda') {
      if (m.power) out.push(m.power);
      if (m.toughness) out.push(m.toughness);
    } else if (m.kind === 'modify-pt-per') out.push(m.per);
  }
  return out;
}

/** The characteristics an effect reads in this layer to decide whether it exists, what it affects and what it does. */
function reads(inst: EffectInstance, layer: Layer, started: StartedSets): Set<Field> {
  const out = new Set<Field>();
  if (inst.origin === 'static' && !started.has(inst.id)) out.add('statics');
  if (!hasFixedSet(inst, started) && inst.affects.kind === 'filter') filterReads(inst.affects, out);
  for (const c of counts(inst, layer)) if (c.kind === 'count') filterReads(c.filter, out);
  for (const m of modsIn(inst, layer)) if (m.kind === 'copy' && !m.values) out.add('copiable');
  return out;
}

/** What an effect's parts in this layer can change (a trial of it can only matter to effects reading these). */
function writes(inst: EffectInstance, layer: Layer): Set<Field> {
  const out = new Set<Field>();
  for (const m of modsIn(inst, layer)) {
    switch (m.kind) {
      case 'copy':
        for (const f of WRITES['1a']) out.add(f);
        break;
      case 'set-controller':
        out.add('controller');
        break;
      case 'set-types':
        // 305.7 can also remove rules-text abilities.
        for (const f of WRITES['4']) out.add(f);
        break;
      case 'add-types':
      case 'remove-types':
        out.add('types');
        out.add('subtypes');
        break;
      case 'set-colors':
      case 'add-colors':
        out.add('colors');
        break;
      case 'add-abilities':
        out.add('statics');
        break;
      case 'lose-all-abilities':
        out.add('statics');
        out.add('keywords');
        break;
      case 'add-keywords':
      case 'remove-keywords':
      case 'cant-have-keywords':
        out.add('keywords');
        break;
      default:
        break;
    }
  }
  return out;
}

/** Can anything in this layer change what the effect reads? If not, it depends on nothing here. */
export function sensitiveIn(inst: EffectInstance, layer: Layer, started: StartedSets): boolean {
  const r = reads(inst, layer, started);
  return WRITES[layer].some((f) => r.has(f));
}

function sameIds(a: readonly ObjectId[], b: readonly ObjectId[]): boolean {
  return a.length === b.length && a.every((x, i) => x === b[i]);
}

function memberChanged(f: Filter, before: World, after: World, changed: ReadonlySet<ObjectId>, ctx: SelectContext): boolean {
  for (const id of changed) {
    const x = before.byId.get(id);
    const y = after.byId.get(id);
    if (!x || !y) continue;
    if (matchesFilter(f, x, ctx) !== matchesFilter(f, y, ctx)) return true;
  }
  return false;
}

/** 613.8a(b): would applying the trial effect (before -> after) change A? */
function changesEffect(
  a: EffectInstance,
  layer: Layer,
  before: World,
  after: World,
  changed: ReadonlySet<ObjectId>,
  started: StartedSets,
): boolean {
  // Its existence: a static ability removed (or gained) by the other effect.
  if (a.origin === 'static' && a.sourceId !== null && changed.has(a.sourceId)) {
    if (instanceExists(a, before, started) !== instanceExists(a, after, started)) return true;
  }
  const ctxBefore = contextFor(a, before);
  const ctxAfter = contextFor(a, after);
  const youChanged = ctxBefore.you !== ctxAfter.you;
  // What it applies to.
  if (!hasFixedSet(a, started) && a.affects.kind === 'filter') {
    if (youChanged) {
      if (!sameIds(affectedIds(a, before, started), affectedIds(a, after, started))) return true;
    } else if (memberChanged(a.affects, before, after, changed, ctxBefore)) return true;
  }
  // What it does: counts it reads, values it copies.
  for (const c of counts(a, layer)) {
    if (c.kind !== 'count') continue;
    if (youChanged || memberChanged(c.filter, before, after, changed, ctxBefore)) return true;
  }
  for (const m of modsIn(a, layer)) if (m.kind === 'copy' && copyDiffers(m, before, after)) return true;
  return false;
}

interface Trial {
  after: World;
  changed: Set<ObjectId>;
}

/** Trial applications of each effect on the current characteristics, computed when first needed. */
class Trials {
  private readonly cache = new Map<string, Trial | null>();
  constructor(
    private readonly layer: Layer,
    private readonly world: World,
    private readonly started: StartedSets,
  ) {}

  private readonly written = new Map<string, Set<Field>>();

  writesOf(b: EffectInstance): Set<Field> {
    let w = this.written.get(b.id);
    if (!w) this.written.set(b.id, (w = writes(b, this.layer)));
    return w;
  }

  of(b: EffectInstance): Trial | null {
    let t = this.cache.get(b.id);
    if (t === undefined) {
      const r = applyInstance(b, this.layer, this.world, this.started);
      t = r.changed.size === 0 ? null : { after: withRecords(this.world, r.changed), changed: new Set(r.changed.keys()) };
      this.cache.set(b.id, t);
    }
    return t;
  }

  /** The effects among `active` that `a` depends on right now (613.8a). */
  dependenciesOf(a: EffectInstance, active: readonly EffectInstance[]): Set<string> {
    const out = new Set<string>();
    if (!sensitiveIn(a, this.layer, this.started)) return out;
    const read = reads(a, this.layer, this.started);
    for (const b of active) {
      if (b === a) continue;
      let relevant = false;
      for (const f of this.writesOf(b)) if (read.has(f)) relevant = true;
      if (!relevant) continue;
      const t = this.of(b);
      if (t && changesEffect(a, this.layer, this.world, t.after, t.changed, this.started)) out.add(b.id);
    }
    return out;
  }
}

/** For each effect, the effects (among `active`) it depends on right now. */
export function dependencies(active: readonly EffectInstance[], layer: Layer, world: World, started: StartedSets, trials = new Trials(layer, world, started)): Map<string, Set<string>> {
  const deps = new Map<string, Set<string>>();
  if (active.length < 2) return deps;
  for (const a of active) {
    const d = trials.dependenciesOf(a, active);
    if (d.size > 0) deps.set(a.id, d);
  }
  return deps;
}

/**
 * The next effect to apply (613.8b, 613.8c). Most of the time the earliest effect depends on
 * nothing and is chosen without building the whole dependency graph; otherwise the graph of the
 * remaining effects decides.
 */
export function next(active: readonly EffectInstance[], layer: Layer, world: World, started: StartedSets): Choice {
  const sorted = [...active].sort(compareInstances);
  const trials = new Trials(layer, world, started);
  const first = sorted[0]!;
  if (sorted.length === 1 || trials.dependenciesOf(first, sorted).size === 0) return { next: first, loop: null, waiting: new Map() };
  return chooseNext(sorted, dependencies(sorted, layer, world, started, trials));
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
