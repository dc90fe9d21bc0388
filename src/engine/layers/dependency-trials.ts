/**
 * 613.8a by trial: effect A depends on effect B when applying B to a copy of the current intermediate
 * characteristics would change A's existence, what A applies to, or what A does. Trials are made
 * only between effects that can interact (reads-writes.ts: B writes what A reads, and B's changes can
 * reach what A looks at), at most once each, and all of it counts against the work bound (work.ts).
 */
import type { Layer, ObjectId, Zone } from '../types.ts';
import { spend } from '../work.ts';
import type { WorkMeter } from '../work.ts';
import { affectedIds, applyInstance, contextFor, hasFixedSet, instanceExists } from './apply.ts';
import type { StartedSets } from './apply.ts';
import { copyDiffers } from './copy.ts';
import { conditionFilters, staticConditionHolds } from './conditions.ts';
import { modsIn } from './instances.ts';
import type { EffectInstance } from './instances.ts';
import { counts, mayChangeMatch, reads, writesIn } from './reads-writes.ts';
import type { Field, Filter } from './reads-writes.ts';
import { matchesFilter, selects } from './select.ts';
import type { SelectContext } from './select.ts';
import { withRecords } from './world.ts';
import type { Working, World } from './world.ts';

/** What an effect looks at, for deciding which other effects could change it (613.8a). */
interface Reader {
  read: Set<Field>;
  /** The filters it evaluates: what it applies to (unless fixed) and the counts it reads. */
  filters: Filter[];
  /** Objects whose own change matters whatever they are: its source (existence, "you") and what it copies. */
  ids: Set<ObjectId>;
}

function readerOf(inst: EffectInstance, layer: Layer, started: StartedSets, world: World): Reader {
  const filters: Filter[] = [];
  if (!hasFixedSet(inst, started) && inst.affects.kind === 'filter') filters.push(inst.affects);
  for (const c of counts(inst, layer)) if (c.kind === 'count') filters.push(c.filter);
  const ids = new Set<ObjectId>();
  if (inst.sourceId !== null) ids.add(inst.sourceId);
  for (const m of modsIn(inst, layer)) if (m.kind === 'copy' && !m.values) ids.add(m.of);
  // 611.3a: what a condition not yet read looks at (the object the source is attached to, by "enchanted creature is …").
  if (inst.condition !== undefined && !started.has(inst.id)) {
    filters.push(...conditionFilters(inst.condition));
    if (inst.condition.kind === 'object-is' && inst.condition.object === 'attached' && inst.sourceId !== null) {
      const to = world.byId.get(inst.sourceId)?.attachedTo;
      if (typeof to === 'string') ids.add(to);
    }
  }
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
    if (matchesFilter(f, x, ctx, before.facts) !== matchesFilter(f, y, ctx, before.facts)) return true;
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
  // 611.3a: whether its condition holds (so whether it applies at all).
  if (a.condition !== undefined && !started.has(a.id)) {
    if (staticConditionHolds(a.condition, before, ctxBefore) !== staticConditionHolds(a.condition, trial.after(), contextFor(a, trial.after()))) return true;
  }
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
export class Trials {
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
    if (!r) this.readers.set(a.id, (r = readerOf(a, this.layer, this.started, this.world)));
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
