/**
 * The layer system (613): every object's characteristics, computed from its printed values by
 * applying the continuous effects layer by layer (613.1), CDAs first in layers 2-6 (613.3) and
 * in 7a (613.4a), the rest in timestamp order (613.7) unless dependency reorders them (613.8).
 * All objects go through each layer together, so an effect's affected set and counts are read from
 * the results of the earlier layers (613.5). Each application is recorded as a trace step.
 */
import type { Computed, GameObject, GameState, Layer, LayerResult, ObjectId, TraceStep } from '../types.ts';
import { LAYER_ORDER } from '../types.ts';
import { dedupeKeywords } from '../keywords.ts';
import { formatColors, formatPT, step } from '../trace.ts';
import { applyToObject, affectedIds, instanceExists } from './apply.ts';
import { next as chooseEffect } from './dependency.ts';
import { characteristicOf, describe, abilitiesText, typeLine } from './describe.ts';
import { compareInstances, counterInstances, effectInstance, modsIn, staticInstance } from './instances.ts';
import type { EffectInstance } from './instances.ts';
import { normalizeForLayer7 } from './pt.ts';
import { initialWorld, withRecords } from './world.ts';
import type { Working, World } from './world.ts';

/** The rule that says what each layer or sublayer applies. */
const LAYER_RULES: Record<Layer, readonly string[]> = {
  '1a': ['613.2a', '707.2'],
  '1b': ['613.2b'],
  '2': ['613.1b'],
  '3': ['613.1c'],
  '4': ['613.1d'],
  '5': ['613.1e'],
  '6': ['613.1f'],
  '7a': ['613.4a', '604.3'],
  '7b': ['613.4b'],
  '7c': ['613.4c'],
  '7d': ['613.4d'],
};

/** Layers in which characteristic-defining abilities apply first (613.3). */
const CDA_FIRST = new Set<Layer>(['2', '3', '4', '5', '6']);

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
  private layerSteps: { id: ObjectId; step: TraceStep; cda: boolean }[] = [];

  constructor(private readonly state: GameState) {
    this.world = initialWorld(state.objects);
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

  run(): LayerResult {
    for (const layer of LAYER_ORDER) {
      this.layer(layer);
      if (layer === '1b') this.copiable = this.world;
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
    this.citeOrdering(layer);
  }

  /**
   * Where several effects applied to one object in this layer, their order mattered: CDAs first
   * (613.3, 613.4a) and the rest in timestamp order (613.7) — or dependency order, cited separately.
   */
  private citeOrdering(layer: Layer): void {
    const byObject = new Map<ObjectId, { step: TraceStep; cda: boolean }[]>();
    for (const s of this.layerSteps) byObject.set(s.id, [...(byObject.get(s.id) ?? []), s]);
    for (const list of byObject.values()) {
      if (list.length < 2) continue;
      const mixed = CDA_FIRST.has(layer) && list.some((l) => l.cda) && list.some((l) => !l.cda);
      for (const { step: st, cda } of list) {
        if (mixed && !st.rules.includes('613.3')) st.rules.push('613.3');
        if ((!cda || layer === '7a') && !st.rules.includes('613.7')) st.rules.push('613.7');
      }
    }
  }

  /** Static abilities that appeared during this layer (granted in layer 6, copied in layer 1) with parts in it. */
  private newStatics(layer: Layer, cda: boolean | null, seen: ReadonlySet<string>): EffectInstance[] {
    return this.presentStatics().filter((p) => !seen.has(p.id) && modsIn(p, layer).length > 0 && (cda === null || p.cda === cda));
  }

  /** 613.6: a static ability's effect that never started doesn't apply once the ability is gone. */
  private reportRemoved(inst: EffectInstance, layer: Layer, dependsOn: string[] = []): void {
    if (this.reportedRemoved.has(inst.id) || inst.sourceId === null) return;
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
    for (;;) {
      if (layer === '1a' || layer === '6') {
        for (const fresh of this.newStatics(layer, cda, seen)) {
          seen.add(fresh.id);
          labels.set(fresh.id, fresh.label);
          remaining.push(fresh);
        }
      }
      if (remaining.length === 0) break;
      const active = remaining.filter((r) => instanceExists(r, this.world, this.started));
      if (active.length === 0) break;
      let next: EffectInstance;
      let loop: EffectInstance[] | null = null;
      if (active.length === 1) next = active[0]!;
      else {
        const choice = chooseEffect(active, layer, this.world, this.started);
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
      if (waited && waited.size > 0) {
        notes.push(
          step('layer.dependency', ['613.8a', '613.8b'], {
            layer,
            effect: next.label,
            dependsOn: [...waited].map((d) => labels.get(d) ?? d),
          }),
        );
      }
      if (loop) {
        const key = loop.map((l) => l.id).sort().join('\n');
        if (!reportedLoops.has(key)) {
          reportedLoops.add(key);
          notes.push(step('layer.dependency-loop', ['613.8b'], { layer, effects: [...loop].sort(compareInstances).map((l) => l.label) }));
        }
      }
      this.apply(next, layer, affected, notes);
      remaining = remaining.filter((r) => r !== next);
    }
    // Static-ability effects removed during this layer by an effect applied before them (613.8a).
    for (const r of remaining) {
      if (r.origin === 'static') this.reportRemoved(r, layer, [...(waitedFor.get(r.id) ?? [])].map((d) => labels.get(d) ?? d));
    }
  }

  private apply(inst: EffectInstance, layer: Layer, affected: ObjectId[], notes: TraceStep[]): void {
    const firstLayer = !this.started.has(inst.id);
    if (firstLayer) this.started.set(inst.id, affected);
    // 613.6: an effect whose ability was removed after it started applying keeps applying.
    const continuing =
      inst.origin === 'static' &&
      !firstLayer &&
      !instanceExists(inst, this.world, new Map()) &&
      inst.sourceId !== null;
    const changed = new Map<ObjectId, Working>();
    const world = this.world;
    const targets = affected.length > 0 ? affected : inst.sourceId !== null && world.byId.has(inst.sourceId) ? [inst.sourceId] : [];
    for (const id of targets) for (const n of notes) this.push(id, n);
    for (const id of affected) {
      const w = world.byId.get(id);
      if (!w) continue;
      const r = applyToObject(inst, layer, w, world);
      if (continuing) this.push(id, step('layer.continues', ['613.6'], { object: w.label, layer, effect: inst.label }));
      const applied = this.appliedStep(inst, layer, w, r.w, firstLayer ? r.rules : [...r.rules, '613.6']);
      this.push(id, applied);
      this.layerSteps.push({ id, step: applied, cda: inst.cda });
      if (r.w !== w) changed.set(id, r.w);
    }
    this.world = withRecords(world, changed);
  }

  private appliedStep(inst: EffectInstance, layer: Layer, before: Working, after: Working, extra: string[]): TraceStep {
    const params = {
      object: before.label,
      layer,
      characteristic: characteristicOf(layer),
      effect: inst.label,
      timestamp: inst.timestamp,
      before: describe(layer, before),
      after: describe(layer, after),
    };
    let rules: string[] = [...LAYER_RULES[layer]];
    let key: 'layer.applied' | 'layer.cda' | 'layer.counters' | 'layer.keyword-counter' | 'layer.switch' | 'layer.cant-have' = 'layer.applied';
    if (inst.origin === 'counters') {
      key = layer === '6' ? 'layer.keyword-counter' : 'layer.counters';
      rules.push(layer === '6' ? '122.1b' : '122.1a');
      if (layer === '6') rules.push('613.7c');
    } else if (inst.cda) {
      key = 'layer.cda';
      if (CDA_FIRST.has(layer)) rules = [...rules, '613.3', '604.3'];
    } else {
      if (modsIn(inst, layer).some((m) => m.kind === 'switch-pt')) key = 'layer.switch';
      else if (modsIn(inst, layer).some((m) => m.kind === 'cant-have-keywords')) key = 'layer.cant-have';
      if (inst.origin === 'effect' && inst.lockedIds !== null) rules.push('611.2c');
      else if (inst.origin === 'static') rules.push('611.3a');
      if (inst.grantTimestamp) rules.push('613.7a');
    }
    for (const r of extra) if (!rules.includes(r)) rules.push(r);
    return step(key, rules, params);
  }

  private result(): LayerResult {
    const byId: Record<ObjectId, Computed> = {};
    const objects = new Map<ObjectId, GameObject>(this.state.objects.map((o) => [o.id, o]));
    for (const id of this.world.order) {
      const w = this.world.byId.get(id)!;
      const o = objects.get(id)!;
      const c = finalCharacteristics(w, o);
      byId[id] = c;
      const s = this.steps[id]!;
      if (s.length > 0) {
        s.push(
          step('layer.result', ['613.1'], {
            object: w.label,
            name: c.name,
            controller: c.controller,
            types: typeLine(c),
            colors: formatColors(c.colors),
            abilities: abilitiesText({ keywords: c.keywords, statics: w.statics, unmodelled: w.unmodelled }),
            pt: formatPT(c.power, c.toughness),
          }),
        );
      }
    }
    return { byId, steps: this.steps };
  }
}

/** After layer 7: loyalty and defense of permanents come from their counters (306.5c, 310.4c). */
function finalCharacteristics(w: Working, o: GameObject): Computed {
  const onBattlefield = w.zone === 'battlefield';
  const loyalty = onBattlefield && w.types.includes('Planeswalker') ? (o.counters['loyalty'] ?? w.loyalty ?? 0) : w.loyalty;
  const defense = onBattlefield && w.types.includes('Battle') ? (o.counters['defense'] ?? w.defense ?? 0) : w.defense;
  return {
    id: w.id,
    name: w.name,
    controller: w.controller,
    colors: [...w.colors],
    types: [...w.types],
    subtypes: [...w.subtypes],
    supertypes: [...w.supertypes],
    power: w.power,
    toughness: w.toughness,
    loyalty,
    defense,
    keywords: dedupeKeywords(w.keywords),
    statics: w.statics.map((s) => s.ability),
  };
}

export function computeLayers(state: GameState): LayerResult {
  return new LayerRun(state).run();
}

/** The layer result with the final and the copiable (after layer 1) intermediate records, for the engine's own use. */
export interface LayerRunResult {
  result: LayerResult;
  world: World;
  copiable: World;
}

export function runLayers(state: GameState): LayerRunResult {
  const run = new LayerRun(state);
  const result = run.run();
  return { result, world: run.world, copiable: run.copiable ?? run.world };
}
