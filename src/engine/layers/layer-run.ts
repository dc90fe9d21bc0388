/**
 * The layer system (613): every object's characteristics, computed from its printed values by
 * applying the continuous effects layer by layer (613.1), CDAs first in layers 2-6 (613.3) and
 * in 7a (613.4a), the rest in timestamp order (613.7) unless dependency reorders them (613.8).
 * All objects go through each layer together, so an effect's affected set and counts are read from
 * the results of the earlier layers (613.5). Each application is recorded as a trace step
 * (layer-steps.ts); the final characteristics are result.ts. A run's repeated computations are
 * remembered and bounded in compute.ts.
 */
import type { GameState, Layer, LayerResult, ObjectId, TraceStep } from '../types.ts';
import { LAYER_ORDER } from '../types.ts';
import { step } from '../trace.ts';
import { spend } from '../work.ts';
import type { WorkMeter } from '../work.ts';
import { applyToObject, affectedIds, conditionMet, instanceExists } from './apply.ts';
import { layerFacts, needsFacts } from './conditions.ts';
import { next as chooseEffect } from './dependency.ts';
import { sensitiveTo, writesIn } from './reads-writes.ts';
import type { Field } from './reads-writes.ts';
import { compareInstances, counterInstances, effectInstance, modsIn, staticInstance } from './instances.ts';
import type { EffectInstance } from './instances.ts';
import type { LayerStep } from './layer-steps.ts';
import { appliedStep, CDA_FIRST, citeOrdering } from './layer-steps.ts';
import { normalizeForLayer7 } from './pt.ts';
import { layerResult } from './result.ts';
import { initialWorld, withRecords } from './world.ts';
import { hiddenZones } from '../hand.ts';
import type { Working, World } from './world.ts';

/** The state of a layer computation after layer 7b. */
export interface Checkpoint {
  world: World;
  copiable: World | null;
  started: ReadonlyMap<string, ObjectId[]>;
  knownStatics: ReadonlyMap<string, EffectInstance>;
}

class LayerRun {
  world: World;
  readonly steps: Record<ObjectId, TraceStep[]> = {};
  /** 613.6: the set each effect started applying to, by instance id. */
  readonly started = new Map<string, ObjectId[]>();
  /** Static-ability effects seen after layer 1, so a removed one can be explained (613.6). */
  readonly knownStatics = new Map<string, EffectInstance>();
  readonly reportedRemoved = new Set<string>();
  readonly others: EffectInstance[];
  /** The application steps of the current layer or sublayer, to cite the ordering rules afterwards. */
  private layerSteps: LayerStep[] = [];

  /**
   * `traced`: record the trace steps (the per-object layer breakdown). Without them the
   * characteristics are the same; most of the engine's own readings only need those.
   */
  constructor(
    private readonly state: GameState,
    private readonly meter: WorkMeter | null,
    private readonly traced = true,
  ) {
    const world = initialWorld(state.objects, hiddenZones(state));
    // 611.3a: conditional static abilities read facts the layers don't compute (conditions.ts).
    this.world = needsFacts(state) ? { ...world, facts: layerFacts(state) } : world;
    for (const o of state.objects) this.steps[o.id] = [];
    this.others = [...state.effects.map((e, i) => effectInstance(e, i)), ...counterInstances(state.objects)];
  }

  private push(id: ObjectId, s: TraceStep): void {
    (this.steps[id] ??= []).push(s);
  }

  private label(id: ObjectId | null): string {
    if (id === null) return '-';
    return this.world.byId.get(id)?.label ?? id;
  }

  /** The static abilities objects have right now, as effect instances. */
  private presentStatics(): EffectInstance[] {
    spend(this.meter, this.world.order.length);
    const out: EffectInstance[] = [];
    this.world.order.forEach((id, seq) => {
      const w = this.world.byId.get(id)!;
      w.statics.forEach((ref, i) => {
        const inst = staticInstance(w, ref, i, seq);
        if (instanceExists(inst, this.world, this.started)) out.push(inst);
      });
    });
    return out;
  }

  /** The characteristics after layer 1: every object's copiable values (613.2c). */
  copiable: World | null = null;

  /** Where layers 1-7b left off, for a later computation that differs only in P/T counters. */
  checkpoint: Checkpoint | null = null;

  run(resume: Checkpoint | null = null): LayerResult {
    let layers = LAYER_ORDER;
    if (resume) {
      // Only counters that act in 7c (122.1a, 613.4c) or are read after the layers (loyalty,
      // defense) differ from the computation `resume` comes from: layers 1-7b came out the same.
      // The hidden hands and graveyards are this state's (a discard of unseen cards moves no object).
      const hidden = hiddenZones(this.state);
      const { hidden: _was, ...rest } = resume.world;
      const { facts: _had, ...kept } = rest;
      const resumed = hidden.size > 0 ? { ...kept, hidden } : kept;
      this.world = needsFacts(this.state) ? { ...resumed, facts: layerFacts(this.state) } : resumed;
      this.copiable = resume.copiable;
      for (const [k, v] of resume.started) this.started.set(k, v);
      for (const [k, v] of resume.knownStatics) this.knownStatics.set(k, v);
      layers = LAYER_ORDER.slice(LAYER_ORDER.indexOf('7c'));
      this.checkpoint = resume;
    }
    for (const layer of layers) {
      this.layer(layer);
      if (layer === '1b') this.copiable = this.world;
      if (layer === '7b') {
        this.checkpoint = { world: this.world, copiable: this.copiable, started: new Map(this.started), knownStatics: new Map(this.knownStatics) };
      }
    }
    return this.result();
  }

  private layer(layer: Layer): void {
    if (layer === '7a') {
      // 208.3 / 208.5: who has power and toughness at all, before any P/T effect.
      const changed = new Map<ObjectId, Working>();
      for (const [id, w] of this.world.byId) {
        const n = normalizeForLayer7(w);
        if (n !== w) changed.set(id, n);
      }
      this.world = withRecords(this.world, changed);
    }
    const present = this.presentStatics();
    const presentIds = new Set(present.map((p) => p.id));
    if (layer !== '1a' && layer !== '1b') for (const p of present) if (!this.knownStatics.has(p.id)) this.knownStatics.set(p.id, p);
    const candidates: EffectInstance[] = [];
    for (const p of present) if (modsIn(p, layer).length > 0) candidates.push(p);
    for (const k of this.knownStatics.values()) {
      if (presentIds.has(k.id) || modsIn(k, layer).length === 0) continue;
      if (this.started.has(k.id)) candidates.push(k);
      else this.reportRemoved(k, layer);
    }
    for (const e of this.others) if (modsIn(e, layer).length > 0) candidates.push(e);
    if (candidates.length === 0) return;
    candidates.sort(compareInstances);
    const groups: [EffectInstance[], boolean | null][] = CDA_FIRST.has(layer)
      ? [
          [candidates.filter((c) => c.cda), true],
          [candidates.filter((c) => !c.cda), false],
        ]
      : [[candidates, null]];
    this.layerSteps = [];
    for (const [group, cda] of groups) this.applyGroup(group, layer, cda);
    citeOrdering(layer, this.layerSteps);
  }

  /** Static abilities that appeared during this layer (granted in layer 6, copied in layer 1) with parts in it. */
  private newStatics(layer: Layer, cda: boolean | null, seen: ReadonlySet<string>): EffectInstance[] {
    return this.presentStatics().filter((p) => !seen.has(p.id) && modsIn(p, layer).length > 0 && (cda === null || p.cda === cda));
  }

  /** 613.6: a static ability's effect that never started doesn't apply once the ability is gone. */
  private reportRemoved(inst: EffectInstance, layer: Layer, dependsOn: string[] = []): void {
    if (!this.traced || this.reportedRemoved.has(inst.id) || inst.sourceId === null) return;
    this.reportedRemoved.add(inst.id);
    // With `dependsOn`: the effect depended on the effect that removed its ability (613.8a), which
    // therefore applied first (613.8b), so it never began to apply.
    const rules = dependsOn.length > 0 ? ['613.8a', '613.8b', '613.6'] : ['613.6'];
    this.push(
      inst.sourceId,
      step('layer.ability-removed', rules, { object: this.label(inst.sourceId), layer, effect: inst.label, dependsOn }),
    );
  }

  private applyGroup(group: EffectInstance[], layer: Layer, cda: boolean | null): void {
    let remaining = [...group];
    const seen = new Set(group.map((g) => g.id));
    const waitedFor = new Map<string, Set<string>>();
    const labels = new Map(group.map((g) => [g.id, g.label]));
    const reportedLoops = new Set<string>();
    // Abilities can appear in the middle of layers 1a (copied) and 6 (granted): look for them
    // first, and again after an effect that copies or grants abilities applied.
    let rescan = layer === '1a' || layer === '6';
    // What this group's effects can change; an effect that reads none of it depends on nothing here.
    const written = new Set<Field>();
    for (const g of group) for (const f of writesIn(g, layer)) written.add(f);
    for (;;) {
      if (rescan) {
        rescan = false;
        for (const fresh of this.newStatics(layer, cda, seen)) {
          seen.add(fresh.id);
          labels.set(fresh.id, fresh.label);
          remaining.push(fresh);
          for (const f of writesIn(fresh, layer)) written.add(f);
        }
      }
      if (remaining.length === 0) break;
      const active = remaining.filter((r) => instanceExists(r, this.world, this.started));
      if (active.length === 0) break;
      let next: EffectInstance;
      let loop: EffectInstance[] | null = null;
      if (active.length === 1) next = active[0]!;
      else if (!active.some((a) => sensitiveTo(a, layer, this.started, written))) {
        // 613.8a: no effect here reads anything the others change, so none depends on another:
        // timestamp order (613.7), without trying them out.
        next = active.reduce((a, b) => (compareInstances(b, a) < 0 ? b : a));
      } else {
        const choice = chooseEffect(active, layer, this.world, this.started, this.meter);
        next = choice.next;
        loop = choice.loop;
        for (const [id, on] of choice.waiting) {
          if (on.size === 0) continue;
          let set = waitedFor.get(id);
          if (!set) waitedFor.set(id, (set = new Set()));
          for (const d of on) set.add(d);
        }
      }
      const affected = affectedIds(next, this.world, this.started);
      const notes: TraceStep[] = [];
      const waited = waitedFor.get(next.id);
      if (this.traced && waited && waited.size > 0) {
        notes.push(
          step('layer.dependency', ['613.8a', '613.8b'], {
            layer,
            effect: next.label,
            dependsOn: [...waited].map((d) => labels.get(d) ?? d),
          }),
        );
      }
      if (this.traced && loop) {
        const key = loop.map((l) => l.id).sort().join('\n');
        if (!reportedLoops.has(key)) {
          reportedLoops.add(key);
          notes.push(step('layer.dependency-loop', ['613.8b'], { layer, effects: [...loop].sort(compareInstances).map((l) => l.label) }));
        }
      }
      this.apply(next, layer, affected, notes);
      remaining = remaining.filter((r) => r !== next);
      if (modsIn(next, layer).some((m) => m.kind === 'add-abilities' || m.kind === 'copy')) rescan = true;
    }
    // Static-ability effects removed during this layer by an effect applied before them (613.8a).
    for (const r of remaining) {
      if (r.origin === 'static') this.reportRemoved(r, layer, [...(waitedFor.get(r.id) ?? [])].map((d) => labels.get(d) ?? d));
    }
  }

  private apply(inst: EffectInstance, layer: Layer, affected: ObjectId[], notes: TraceStep[]): void {
    const firstLayer = !this.started.has(inst.id);
    // 611.3a: a conditional static ability whose condition doesn't hold as its effect would begin applies to nothing.
    if (this.traced && firstLayer && inst.condition !== undefined && inst.sourceId !== null && !conditionMet(inst, this.world, this.started)) {
      this.push(inst.sourceId, step('layer.condition-unmet', ['611.3a'], { object: this.label(inst.sourceId), layer, effect: inst.label }));
    }
    if (firstLayer) this.started.set(inst.id, affected);
    // 613.6: an effect whose ability was removed after it started applying keeps applying.
    const continuing =
      inst.origin === 'static' &&
      !firstLayer &&
      !instanceExists(inst, this.world, new Map()) &&
      inst.sourceId !== null;
    const changed = new Map<ObjectId, Working>();
    const world = this.world;
    spend(this.meter, Math.max(1, affected.length));
    const targets = affected.length > 0 ? affected : inst.sourceId !== null && world.byId.has(inst.sourceId) ? [inst.sourceId] : [];
    for (const id of targets) for (const n of notes) this.push(id, n);
    for (const id of affected) {
      const w = world.byId.get(id);
      if (!w) continue;
      const r = applyToObject(inst, layer, w, world);
      if (r.w !== w) changed.set(id, r.w);
      if (!this.traced) continue;
      if (continuing) this.push(id, step('layer.continues', ['613.6'], { object: w.label, layer, effect: inst.label }));
      const applied = appliedStep(inst, layer, w, r.w, firstLayer ? r.rules : [...r.rules, '613.6']);
      this.push(id, applied);
      this.layerSteps.push({ id, step: applied, cda: inst.cda });
    }
    this.world = withRecords(world, changed);
  }

  private result(): LayerResult {
    return layerResult(this.state, this.world, this.steps, this.traced);
  }
}

/**
 * Every object's characteristics; with a meter, the work counts against its budget
 * (src/engine/work.ts). Without `traced`, `steps` is empty (no layer breakdown).
 */
export function computeLayers(state: GameState, meter: WorkMeter | null = null, traced = true): LayerResult {
  return new LayerRun(state, meter, traced).run();
}

/** The layer result with the final and the copiable (after layer 1) intermediate records, for the engine's own use. */
export interface LayerRunResult {
  result: LayerResult;
  world: World;
  copiable: World;
}

export function compute(state: GameState, meter: WorkMeter | null, traced = true, resume: Checkpoint | null = null): LayerRunResult & { checkpoint: Checkpoint | null } {
  const run = new LayerRun(state, meter, traced);
  const result = run.run(resume);
  return { result, world: run.world, copiable: run.copiable ?? run.world, checkpoint: run.checkpoint };
}
