/**
 * Dependency (613.8). Effect A depends on effect B when both apply in the same layer or sublayer,
 * neither or both come from characteristic-defining abilities, and applying B would change A's
 * existence, what A applies to, or what A does to the things it applies to (613.8a). It is detected
 * by trial: B is applied to a copy of the current intermediate characteristics and A is evaluated
 * on both. A dependent effect waits until everything it depends on has applied (613.8b); effects in
 * a dependency loop apply in timestamp order (613.8b); the order is re-evaluated after each applied
 * effect (613.8c), which the caller does by calling `chooseNext` again.
 */
import { assertNever } from '../../core/result.ts';
import type { CdaValue, Layer, Modification, ObjectId, Selector, Zone } from '../types.ts';
import { keywordMatches } from '../keywords.ts';
import { spend } from '../work.ts';
import type { WorkMeter } from '../work.ts';
import { affectedIds, applyInstance, contextFor, hasFixedSet, instanceExists } from './apply.ts';
import type { StartedSets } from './apply.ts';
import { copyDiffers } from './copy.ts';
import { compareInstances, modsIn } from './instances.ts';
import type { EffectInstance } from './instances.ts';
import { matchesFilter, selects } from './select.ts';
import type { SelectContext } from './select.ts';
import { withRecords } from './world.ts';
import type { Working, World } from './world.ts';

/** A characteristic (or part of one) that effects change and that other effects read. */
export type Field = 'copiable' | 'controller' | 'types' | 'colors' | 'subtypes' | 'keywords' | 'statics' | 'pt';
type Filter = Extract<Selector, { kind: 'filter' }>;

const COPY_WRITES: readonly Field[] = ['copiable', 'controller', 'types', 'colors', 'subtypes', 'keywords', 'statics', 'pt'];

function filterReads(f: Filter, out: Set<Field>): void {
  // Supertypes change with card types in layer 4 (add-types / remove-types / set-types).
  if (f.types || f.notTypes || f.allTypes || f.supertypes || f.notSupertypes) out.add('types');
  if (f.colors || f.notColors || f.colorCount) out.add('colors');
  if (f.subtypes || f.notSubtypes) out.add('subtypes');
  if (f.keywords || f.notKeywords) out.add('keywords');
  if (f.controller !== undefined) out.add('controller');
  // 208: "with power 2 or less" reads what layer 7 writes; 202.3: the mana value comes from the mana cost, a copiable value (707.2).
  // (208.3: whether it has them at all depends on its being a creature.)
  if (f.power || f.toughness) {
    out.add('pt');
    out.add('types');
  }
  if (f.manaValue) out.add('copiable');
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

/** What one modification can change. */
function modWrites(m: Modification, out: Set<Field>): void {
  switch (m.kind) {
    case 'copy':
      for (const f of COPY_WRITES) out.add(f);
      break;
    case 'set-controller':
      out.add('controller');
      break;
    case 'set-types':
      // 305.7 can also remove rules-text abilities.
      for (const f of ['types', 'subtypes', 'keywords', 'statics'] as const) out.add(f);
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
    // Layer 7 writes power and toughness only, which only "with power N or less"-style filters read.
    case 'set-pt-cda':
    case 'set-pt':
    case 'modify-pt':
    case 'modify-pt-per':
    case 'switch-pt':
      out.add('pt');
      break;
    default:
      assertNever(m);
  }
}

/** What an effect's parts in this layer can change (a trial of it can only matter to effects reading these). */
export function writesIn(inst: EffectInstance, layer: Layer): Set<Field> {
  const out = new Set<Field>();
  for (const m of modsIn(inst, layer)) modWrites(m, out);
  return out;
}

/** Does the effect read anything in `written` (what the other effects of its layer can change)? If not, it depends on nothing there. */
export function sensitiveTo(inst: EffectInstance, layer: Layer, started: StartedSets, written: ReadonlySet<Field>): boolean {
  for (const f of reads(inst, layer, started)) if (written.has(f)) return true;
  return false;
}

const overlaps = <T>(a: readonly T[] | undefined, b: readonly T[] | undefined): boolean => !!a && !!b && a.some((x) => b.includes(x));
const overlapsCaseless = (a: readonly string[] | undefined, b: readonly string[] | undefined): boolean =>
  !!a && !!b && a.some((x) => b.some((y) => x.toLowerCase() === y.toLowerCase()));

/**
 * Could applying this modification change whether an object matches the filter? A cheap, conservative
 * test that spares most trial applications: an effect that adds blue can't change who matches
 * "red creatures"; one that grants flying can't change who has trample. When in doubt, yes.
 */
function mayChangeMatch(m: Modification, f: Filter): boolean {
  switch (m.kind) {
    case 'add-colors':
      // 105.2: adding a color changes how many colors it has ("multicolored", "colorless").
      return overlaps(m.colors, f.colors) || overlaps(m.colors, f.notColors) || (f.colorCount !== undefined && m.colors.length > 0);
    case 'set-colors':
      return f.colors !== undefined || f.notColors !== undefined || f.colorCount !== undefined;
    case 'add-types':
      // Adding card types or subtypes never removes any (205.1b).
      return overlaps(m.types, f.types) || overlaps(m.types, f.notTypes) || overlaps(m.types, f.allTypes) || overlapsCaseless(m.subtypes, f.subtypes) || overlapsCaseless(m.subtypes, f.notSubtypes) || overlapsCaseless(m.supertypes, [...(f.supertypes ?? []), ...(f.notSupertypes ?? [])]);
    case 'add-keywords':
      return [...(f.keywords ?? []), ...(f.notKeywords ?? [])].some((name) => m.keywords.some((k) => keywordMatches(k, name)));
    case 'set-controller':
      return f.controller !== undefined;
    case 'add-abilities':
      // Filters don't read static abilities (an effect's existence does: see `Reader.ids`).
      return false;
    // The others: whatever they write against what the filter reads.
    case 'copy':
    case 'set-types':
    case 'remove-types':
    case 'remove-keywords':
    case 'lose-all-abilities':
    case 'cant-have-keywords':
    case 'set-pt-cda':
    case 'set-pt':
    case 'modify-pt':
    case 'modify-pt-per':
    case 'switch-pt': {
      const w = new Set<Field>();
      modWrites(m, w);
      const r = new Set<Field>();
      filterReads(f, r);
      for (const x of w) if (r.has(x)) return true;
      return false;
    }
    default:
      return assertNever(m);
  }
}

/** What an effect looks at, for deciding which other effects could change it (613.8a). */
interface Reader {
  read: Set<Field>;
  /** The filters it evaluates: what it applies to (unless fixed) and the counts it reads. */
  filters: Filter[];
  /** Objects whose own change matters whatever they are: its source (existence, "you") and what it copies. */
  ids: Set<ObjectId>;
}

function readerOf(inst: EffectInstance, layer: Layer, started: StartedSets): Reader {
  const filters: Filter[] = [];
  if (!hasFixedSet(inst, started) && inst.affects.kind === 'filter') filters.push(inst.affects);
  for (const c of counts(inst, layer)) if (c.kind === 'count') filters.push(c.filter);
  const ids = new Set<ObjectId>();
  if (inst.sourceId !== null) ids.add(inst.sourceId);
  for (const m of modsIn(inst, layer)) if (m.kind === 'copy' && !m.values) ids.add(m.of);
  return { read: reads(inst, layer, started), filters, ids };
}

function sameIds(a: readonly ObjectId[], b: readonly ObjectId[]): boolean {
  return a.length === b.length && a.every((x, i) => x === b[i]);
}

/** Where an effect's changes can land: its fixed set if it has one, and the zones it can reach. */
interface Reach {
  fixed: Set<ObjectId> | null;
  zones: Set<Zone>;
}

/** A trial application: the records it changed, and the world with them (built only if needed). */
interface Trial {
  changed: ReadonlyMap<ObjectId, Working>;
  after: () => World;
}

function memberChanged(f: Filter, before: World, trial: Trial, ctx: SelectContext): boolean {
  for (const [id, y] of trial.changed) {
    const x = before.byId.get(id);
    if (!x) continue;
    if (matchesFilter(f, x, ctx) !== matchesFilter(f, y, ctx)) return true;
  }
  return false;
}

/** 613.8a(b): would applying the trial effect change A? */
function changesEffect(a: EffectInstance, layer: Layer, before: World, trial: Trial, started: StartedSets): boolean {
  const sourceChanged = a.sourceId !== null && trial.changed.has(a.sourceId);
  // Its existence: a static ability removed (or gained) by the other effect.
  if (a.origin === 'static' && sourceChanged) {
    if (instanceExists(a, before, started) !== instanceExists(a, trial.after(), started)) return true;
  }
  const ctxBefore = contextFor(a, before);
  const youChanged = sourceChanged && a.fixedController === null && trial.changed.get(a.sourceId!)!.controller !== ctxBefore.you;
  // What it applies to.
  if (!hasFixedSet(a, started) && a.affects.kind === 'filter') {
    if (youChanged) {
      if (!sameIds(affectedIds(a, before, started), affectedIds(a, trial.after(), started))) return true;
    } else if (memberChanged(a.affects, before, trial, ctxBefore)) return true;
  }
  // What it does: counts it reads, values it copies.
  for (const c of counts(a, layer)) {
    if (c.kind !== 'count') continue;
    if (youChanged || memberChanged(c.filter, before, trial, ctxBefore)) return true;
  }
  for (const m of modsIn(a, layer)) if (m.kind === 'copy' && trial.changed.has(m.of) && copyDiffers(m, before, trial.after())) return true;
  return false;
}

/**
 * Dependency checks on the current characteristics, for one choice of the next effect. Trial
 * applications are made only between effects that can interact: B's changes must reach what A
 * reads (the characteristic, an object A can look at, a value A's filter tests), and each is made at
 * most once. All of it counts against the work bound.
 */
class Trials {
  private readonly trials = new Map<string, Trial | null>();
  private readonly reach = new Map<string, Reach>();
  private readonly written = new Map<string, Set<Field>>();
  private readonly readers = new Map<string, Reader>();

  constructor(
    private readonly layer: Layer,
    private readonly world: World,
    private readonly started: StartedSets,
    private readonly meter: WorkMeter | null,
  ) {}

  private writesOf(b: EffectInstance): Set<Field> {
    let w = this.written.get(b.id);
    if (!w) this.written.set(b.id, (w = writesIn(b, this.layer)));
    return w;
  }

  private readerOf(a: EffectInstance): Reader {
    let r = this.readers.get(a.id);
    if (!r) this.readers.set(a.id, (r = readerOf(a, this.layer, this.started)));
    return r;
  }

  /** Where B's changes can land, without working out its whole affected set. */
  private reachOf(b: EffectInstance): Reach {
    let r = this.reach.get(b.id);
    if (r) return r;
    const fixed = this.started.get(b.id) ?? b.lockedIds ?? (b.affects.kind === 'objects' ? b.affects.ids : null);
    const zones = new Set<Zone>();
    const zoneOf = (id: ObjectId | null | undefined): void => {
      const w = id === null || id === undefined ? undefined : this.world.byId.get(id);
      if (w) zones.add(w.zone);
    };
    if (fixed !== null) {
      spend(this.meter, fixed.length);
      for (const id of fixed) zoneOf(id);
    } else if (b.affects.kind === 'filter') zones.add(b.affects.zone ?? 'battlefield');
    else if (b.affects.kind === 'source') zoneOf(b.sourceId);
    else {
      const src = b.sourceId === null ? undefined : this.world.byId.get(b.sourceId);
      const to = src?.attachedTo;
      if (typeof to === 'string') zoneOf(to);
    }
    r = { fixed: fixed === null ? null : new Set(fixed), zones };
    this.reach.set(b.id, r);
    return r;
  }

  /** Does B apply to this object now? */
  private reaches(b: EffectInstance, id: ObjectId): boolean {
    const r = this.reachOf(b);
    if (r.fixed !== null) return r.fixed.has(id);
    const w = this.world.byId.get(id);
    return w !== undefined && selects(b.affects, w, this.world, contextFor(b, this.world));
  }

  /** Can B's changes reach anything A reads? (False means A can't depend on B; true means try it.) */
  private mayInteract(a: EffectInstance, b: EffectInstance): boolean {
    const reader = this.readerOf(a);
    let relevant = false;
    for (const f of this.writesOf(b)) if (reader.read.has(f)) relevant = true;
    if (!relevant) return false;
    for (const id of reader.ids) if (this.reaches(b, id)) return true;
    const mods = modsIn(b, this.layer);
    const zones = this.reachOf(b).zones;
    return reader.filters.some((f) => zones.has(f.zone ?? 'battlefield') && mods.some((m) => mayChangeMatch(m, f)));
  }

  private trialOf(b: EffectInstance): Trial | null {
    let t = this.trials.get(b.id);
    if (t === undefined) {
      const r = applyInstance(b, this.layer, this.world, this.started);
      spend(this.meter, Math.max(1, r.affected.length));
      if (r.changed.size === 0) t = null;
      else {
        const changed = r.changed;
        let after: World | null = null;
        t = { changed, after: () => (after ??= withRecords(this.world, changed)) };
      }
      this.trials.set(b.id, t);
    }
    return t;
  }

  /** The effects among `active` that `a` depends on right now (613.8a). */
  dependenciesOf(a: EffectInstance, active: readonly EffectInstance[]): Set<string> {
    const out = new Set<string>();
    spend(this.meter, active.length);
    for (const b of active) {
      if (b === a || !this.mayInteract(a, b)) continue;
      const t = this.trialOf(b);
      if (!t) continue;
      spend(this.meter, t.changed.size);
      if (changesEffect(a, this.layer, this.world, t, this.started)) out.add(b.id);
    }
    return out;
  }
}

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
