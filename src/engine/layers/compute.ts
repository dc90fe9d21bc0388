/**
 * The layer system (613): every object's characteristics, computed from its printed values by
 * applying the continuous effects layer by layer (613.1), CDAs first in layers 2-6 (613.3) and
 * in 7a (613.4a), the rest in timestamp order (613.7) unless dependency reorders them (613.8).
 * All objects go through each layer together, so an effect's affected set and counts are read from
 * the results of the earlier layers (613.5). Each application is recorded as a trace step.
 */
import type { Computed, GameObject, GameState, Layer, LayerResult, ObjectId, TraceStep } from '../types.ts';
import { LAYER_ORDER } from '../types.ts';
import { dedupeKeywords, keywordOfCounter } from '../keywords.ts';
import { formatColors, formatPT, step } from '../trace.ts';
import { spend } from '../work.ts';
import type { WorkMeter } from '../work.ts';
import { applyToObject, affectedIds, instanceExists } from './apply.ts';
import { next as chooseEffect } from './dependency.ts';
import { sensitiveTo, writesIn } from './reads-writes.ts';
import type { Field } from './reads-writes.ts';
import { characteristicOf, describe, abilitiesText, typeLine } from './describe.ts';
import { compareInstances, counterInstances, effectInstance, modsIn, staticInstance } from './instances.ts';
import type { EffectInstance } from './instances.ts';
import { defaultPT, normalizeForLayer7 } from './pt.ts';
import { initialWorld, withRecords } from './world.ts';
import { hiddenZones } from '../hand.ts';
import { PatchedMap } from './patched-map.ts';
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

/** The state of a layer computation after layer 7b. */
interface Checkpoint {
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
  private layerSteps: { id: ObjectId; step: TraceStep; cda: boolean }[] = [];

  /**
   * `traced`: record the trace steps (the per-object layer breakdown). Without them the
   * characteristics are the same; most of the engine's own readings only need those.
   */
  constructor(
    private readonly state: GameState,
    private readonly meter: WorkMeter | null,
    private readonly traced = true,
  ) {
    this.world = initialWorld(state.objects, hiddenZones(state));
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
      this.world = hidden.size > 0 ? { ...rest, hidden } : rest;
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
    this.citeOrdering(layer);
  }

  /**
   * Where several effects applied to one object in this layer, their order mattered: CDAs first
   * (613.3, 613.4a) and the rest in timestamp order (613.7) — or dependency order, cited separately.
   */
  private citeOrdering(layer: Layer): void {
    const byObject = new Map<ObjectId, { step: TraceStep; cda: boolean }[]>();
    for (const s of this.layerSteps) {
      const list = byObject.get(s.id);
      if (list) list.push(s);
      else byObject.set(s.id, [s]);
    }
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
      const applied = this.appliedStep(inst, layer, w, r.w, firstLayer ? r.rules : [...r.rules, '613.6']);
      this.push(id, applied);
      this.layerSteps.push({ id, step: applied, cda: inst.cda });
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
      if (this.traced && s.length > 0) {
        s.push(
          step('layer.result', ['613.1'], {
            object: w.label,
            name: c.name,
            controller: c.controller,
            types: typeLine(c),
            colors: formatColors(c.colors),
            abilities: abilitiesText({ keywords: c.keywords, statics: w.statics, gaps: w.gaps }),
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
    ...defaultPT(w),
    loyalty,
    defense,
    keywords: dedupeKeywords(w.keywords),
    statics: w.statics.map((s) => s.ability),
    ...(w.lostAll === true ? { lostAllAbilities: true } : {}),
    ...(w.lostText === true ? { lostRulesText: true } : {}),
    ...(w.gaps.length > 0 ? { gaps: [...w.gaps] } : {}),
    ...(w.manaCost !== o.printed.manaCost ? { manaCost: w.manaCost } : {}),
  };
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

function compute(state: GameState, meter: WorkMeter | null, traced = true, resume: Checkpoint | null = null): LayerRunResult & { checkpoint: Checkpoint | null } {
  const run = new LayerRun(state, meter, traced);
  const result = run.run(resume);
  return { result, world: run.world, copiable: run.copiable ?? run.world, checkpoint: run.checkpoint };
}

/**
 * The characteristics now, with the layer breakdown (`result.steps`) worked out only if someone
 * reads it (a state-based action to explain, the final breakdown): from a copy of what the layer
 * system reads, taken now, since the run goes on changing its state in place.
 */
function computeLazily(state: GameState, meter: WorkMeter, resume: Checkpoint | null): LayerRunResult & { checkpoint: Checkpoint | null; copies: ReadonlyMap<ObjectId, GameObject> } {
  const snapshot: GameState = { ...state, objects: state.objects.map(copyForLayers), effects: [...state.effects] };
  const base = compute(snapshot, meter, false, resume);
  let steps: Record<ObjectId, TraceStep[]> | null = null;
  const result: LayerResult = {
    byId: base.result.byId,
    get steps(): Record<ObjectId, TraceStep[]> {
      return (steps ??= compute(snapshot, meter, true).result.steps);
    },
  };
  return { ...base, result, copies: new Map(snapshot.objects.map((o) => [o.id, o])) };
}

/** A copy of an object as the layer system reads it, safe from the run's changes in place. */
function copyForLayers(o: GameObject): GameObject {
  return {
    ...o,
    counters: { ...o.counters },
    ...(o.counterTimestamps ? { counterTimestamps: { ...o.counterTimestamps } } : {}),
  };
}

// ---------------------------------------------------------------------------------------------
// One run's layer computations: bounded and remembered

/**
 * What the layer system reads of a state: the objects' printed values, zones, owners, controllers
 * before layer 2, attachments, timestamps, labels and counters, and the continuous effects. Damage,
 * tapped status, life totals, combat and the like don't change characteristics, so a state that
 * differs only in those has the same layer result.
 */
export interface LayerKey {
  /** Per object, what layers 1-7b read (and then each effect), in order. */
  upTo7b: string[];
  /** Per object, its counters (7c and after). */
  counters: string[];
}

/** One object's part of the key, kept with the values it was made from. */
interface ObjectPart {
  zone: GameObject['zone'];
  owner: GameObject['owner'];
  baseController: GameObject['baseController'];
  attachedTo: GameObject['attachedTo'];
  timestamp: GameObject['timestamp'];
  label: GameObject['label'];
  printed: GameObject['printed'];
  countersText: string;
  part: string;
  counters: string;
}

const NO_COUNTERS = JSON.stringify([{}, null]);

/** The fields of an object its key part is made from (besides counters): a change to any remakes it. */
export const PART_FIELDS = ['zone', 'owner', 'baseController', 'attachedTo', 'timestamp', 'label', 'printed'] as const satisfies readonly (keyof ObjectPart & keyof GameObject)[];

/**
 * PART_FIELDS compared one by one, written out: this runs for every object on every layer lookup,
 * and a loop over the field names (a property read by a computed key) cost more than the rest of
 * the lookup together.
 */
function sameFields(p: ObjectPart, o: GameObject): boolean {
  return (
    p.zone === o.zone &&
    p.owner === o.owner &&
    p.baseController === o.baseController &&
    p.attachedTo === o.attachedTo &&
    p.timestamp === o.timestamp &&
    // The label is compared as a value that may have changed (708, 712), never to find an object
    // (test/engine/no-trace-reads.test.ts allows this one line by name).
    p.label === o.label &&
    p.printed === o.printed
  );
}

/** Whether an object carries any counter record at all (most carry none). */
function hasCounters(o: GameObject): boolean {
  for (const _ in o.counters) return true;
  return o.counterTimestamps !== undefined;
}

/**
 * The key of one object: reused (the same string) while none of the values it reads changed, so
 * that noticing whether anything changed costs a few comparisons per object, not a JSON text of
 * every object on every call (which grew with the number of objects times the number of calls:
 * a stack of 80 spells cost far more than 80 times one).
 */
function objectPart(o: GameObject, parts: WeakMap<GameObject, ObjectPart>, text: (x: object) => string): ObjectPart {
  const countersText = hasCounters(o) ? JSON.stringify([o.counters, o.counterTimestamps ?? null]) : NO_COUNTERS;
  const p = parts.get(o);
  // The label is among the fields because the breakdown's steps are written with it and a face-down
  // or cast face changes it (708, 712); it is compared as one cached value, never used to find objects.
  if (p && p.countersText === countersText && sameFields(p, o)) return p;
  // Keyword counters act in layer 6 (122.1b); the other kinds only in 7c or after the layers.
  const keywordCounters = Object.entries(o.counters)
    .filter(([kind, n]) => n > 0 && keywordOfCounter(kind) !== null)
    .map(([kind, n]) => [kind, n, o.counterTimestamps?.[kind] ?? null]);
  const part = `${JSON.stringify([o.id, o.zone, o.owner, o.baseController, o.attachedTo, o.timestamp, o.label, keywordCounters])}\n${text(o.printed)}`;
  const made: ObjectPart = { zone: o.zone, owner: o.owner, baseController: o.baseController, attachedTo: o.attachedTo, timestamp: o.timestamp, label: o.label, printed: o.printed, countersText, part, counters: countersText };
  parts.set(o, made);
  return made;
}

export function layerKey(state: GameState, memo: WeakMap<object, string> = new WeakMap(), parts: WeakMap<GameObject, ObjectPart> = new WeakMap()): LayerKey {
  return keyWithParts(state, memo, parts).key;
}

/** The key, and each object's part of it (in the state's order). */
function keyWithParts(state: GameState, memo: WeakMap<object, string>, parts: WeakMap<GameObject, ObjectPart>): { key: LayerKey; parts: ObjectPart[] } {
  // Printed values and effects are replaced, never changed in place, during a run: their text is
  // remembered by identity.
  const text = (x: object): string => {
    let t = memo.get(x);
    if (t === undefined) memo.set(x, (t = JSON.stringify(x)));
    return t;
  };
  const upTo7b: string[] = [];
  const counters: string[] = [];
  const made: ObjectPart[] = [];
  for (const o of state.objects) {
    const p = objectPart(o, parts, text);
    upTo7b.push(p.part);
    counters.push(p.counters);
    made.push(p);
  }
  upTo7b.push('|');
  for (const e of state.effects) upTo7b.push(text(e));
  return { key: { upTo7b, counters }, parts: made };
}

function sameStrings(a: readonly string[], b: readonly string[]): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

/**
 * One run's layer memory (kept on the engine's Run, run.ts): its work meter, and the last layer
 * result with the key of the state it was computed for.
 */
export interface LayerContext {
  meter: WorkMeter;
  /**
   * The last result, the key of the state it is for, its checkpoint after 7b, and, when every
   * object stood on its own then (eachOnItsOwn), each object's copy the layer system read.
   */
  last: { key: LayerKey; value: LayerRunResult; checkpoint: Checkpoint | null; copies: ReadonlyMap<ObjectId, GameObject> | null; seen: Seen } | null;
  /** layerKey's texts of printed values and effects, by identity. */
  memo: WeakMap<object, string>;
  /** layerKey's parts of objects, by identity (checked against the object's values on each use). */
  parts: WeakMap<GameObject, ObjectPart>;
}

export function newLayerContext(meter: WorkMeter): LayerContext {
  return { meter, last: null, memo: new WeakMap(), parts: new WeakMap() };
}

/**
 * The layer result for the state as it is now. With a run's context, the work counts against the
 * run's budget, and the result is reused while nothing the layer system reads has changed (most
 * actions and most state-based-action checks change only damage, tapped status or life). Callers
 * must treat the result as read-only: it is shared.
 */
export function runLayers(state: GameState, ctx: LayerContext | null = null): LayerRunResult {
  if (!ctx) return compute(state, null);
  // Noticing whether anything changed reads every object and effect: that is work too.
  spend(ctx.meter, state.objects.length + state.effects.length);
  const last = ctx.last;
  // The same objects and effects as last time, none of them changed since: the same key, so the
  // same result, found without building the key (most lookups of a long run are such).
  if (last !== null && unchangedSince(last.seen, state)) return last.value;
  const { key, parts } = keyWithParts(state, ctx.memo, ctx.parts);
  const sameUpTo7b = last !== null && sameStrings(last.key.upTo7b, key.upTo7b);
  if (sameUpTo7b && sameStrings(last.key.counters, key.counters)) {
    last.seen = seenNow(state, parts);
    return last.value;
  }
  // Only P/T (or loyalty, defense …) counters changed: layers 1-7b are as they were.
  const resume = sameUpTo7b ? last.checkpoint : null;
  if (last !== null && last.copies !== null && eachOnItsOwn(state)) {
    const { checkpoint, copies, ...value } = recomputeChanged(state, ctx.meter, resume !== null, last.key, last.value, last.copies, key);
    ctx.last = { key, value, checkpoint, copies, seen: seenNow(state, parts) };
    return value;
  }
  const { checkpoint, copies, ...value } = computeLazily(state, ctx.meter, resume);
  ctx.last = { key, value, checkpoint, copies: eachOnItsOwn(state) ? copies : null, seen: seenNow(state, parts) };
  return value;
}

/** The objects and effects a key was last found equal for, by identity and in order. */
interface Seen {
  objects: readonly GameObject[];
  /** Each object's part of the key, as it was made (the same order). */
  parts: readonly ObjectPart[];
  effects: readonly GameState['effects'][number][];
}

function seenNow(state: GameState, parts: readonly ObjectPart[]): Seen {
  return { objects: [...state.objects], parts, effects: [...state.effects] };
}

/**
 * Whether the state holds the objects and effects `seen` holds, in the same order, and no object's
 * part of the key (objectPart) changed since it was made: then layerKey would give the key it gave
 * (effects are replaced, never changed in place). No allocation: a long run asks this for every
 * object dozens of times per spell.
 */
function unchangedSince(seen: Seen, state: GameState): boolean {
  const objects = state.objects;
  const effects = state.effects;
  if (seen.objects.length !== objects.length || seen.effects.length !== effects.length) return false;
  for (let i = 0; i < effects.length; i++) if (seen.effects[i] !== effects[i]) return false;
  for (let i = 0; i < objects.length; i++) {
    const o = objects[i]!;
    if (seen.objects[i] !== o) return false;
    const p = seen.parts[i]!;
    if (!sameFields(p, o)) return false;
    if (hasCounters(o) ? p.countersText !== JSON.stringify([o.counters, o.counterTimestamps ?? null]) : p.countersText !== NO_COUNTERS) return false;
  }
  return true;
}

/**
 * Whether every object's characteristics come from that object alone: no continuous effect from a
 * resolved spell or ability, no static ability and no counter anywhere. Then the layer system
 * applies nothing in any layer (613.1: each object keeps its printed values, 208.3 aside), and an
 * object whose key part didn't change has the characteristics it had, whatever the others did.
 */
function eachOnItsOwn(state: GameState): boolean {
  if (state.effects.length > 0) return false;
  for (const o of state.objects) if (o.printed.statics.length > 0 || hasCounters(o)) return false;
  return true;
}

/**
 * Lines up the objects now with the ids of the last result: `at(i)` is where objects[i] was (undefined
 * if it is new), `gone` the ids no longer there. A step usually keeps the order, adds an object (a
 * spell or ability put on the stack) or removes one (a resolved ability): those are found by walking
 * both lists once; anything else (objects moved within the list) by a map of the old positions.
 */
function alignOrder(beforeOrder: readonly ObjectId[], objects: readonly GameObject[]): { at: (i: number) => number | undefined; gone: ObjectId[] } {
  const n = objects.length;
  const m = beforeOrder.length;
  const pos: (number | undefined)[] = new Array<number | undefined>(n);
  const added: ObjectId[] = [];
  const gone: ObjectId[] = [];
  let i = 0;
  let j = 0;
  while (i < n && j < m && added.length + gone.length <= 8) {
    const id = objects[i]!.id;
    if (id === beforeOrder[j]) {
      pos[i++] = j++;
    } else if (j + 1 < m && id === beforeOrder[j + 1]) {
      gone.push(beforeOrder[j++]!);
    } else {
      added.push(id);
      i++;
    }
  }
  for (; j < m; j++) gone.push(beforeOrder[j]!);
  for (; i < n; i++) added.push(objects[i]!.id);
  // The walk can't tell a moved object from a removed one and a new one: then, or when it found
  // many differences, every object is looked up by id.
  const movedOrMany = added.length + gone.length > 16 || added.some((id) => gone.includes(id));
  if (!movedOrMany) return { at: (k) => pos[k], gone };
  const where = new Map<ObjectId, number>();
  beforeOrder.forEach((x, k) => where.set(x, k));
  const now = new Set(objects.map((o) => o.id));
  return { at: (k) => where.get(objects[k]!.id), gone: beforeOrder.filter((x) => !now.has(x)) };
}

/**
 * The layer result when every object stood on its own for the last result and does now
 * (eachOnItsOwn): only the objects whose key part changed (new, moved, re-described …) go through
 * the layers; the others keep their records. This is what keeps a long stack linear: a spell cast
 * changes one object, not the characteristics of the ninety others (issue 15 §7).
 *
 * The work counted is what computing every object would count, layer by layer (each layer looks at
 * every object's static abilities, 613.1, and finds none to apply), so the work bound stops a run
 * at the same point as before. The layer breakdown, when read, is computed in full from the
 * objects' copies, as computeLazily's is.
 */
function recomputeChanged(
  state: GameState,
  meter: WorkMeter,
  resumed: boolean,
  beforeKey: LayerKey,
  before: LayerRunResult,
  beforeCopies: ReadonlyMap<ObjectId, GameObject>,
  key: LayerKey,
): LayerRunResult & { checkpoint: Checkpoint; copies: ReadonlyMap<ObjectId, GameObject> } {
  const layers = resumed ? LAYER_ORDER.length - LAYER_ORDER.indexOf('7c') : LAYER_ORDER.length;
  for (let i = 0; i < layers; i++) spend(meter, state.objects.length);
  const objects = state.objects;
  const beforeOrder = before.world.order;
  // Where each object was in the last result (undefined: it wasn't) and which objects are gone.
  const { at, gone } = alignOrder(beforeOrder, objects);
  const sameOrder = gone.length === 0 && beforeOrder.length === objects.length;
  const changed: GameObject[] = [];
  // The maps of the last result, patched with what changed (patched-map.ts): a new object, a changed
  // one, or one no longer in the state (undefined).
  const copyChanges = new Map<ObjectId, GameObject | undefined>();
  objects.forEach((o, i) => {
    const j = at(i);
    const same = j !== undefined && beforeKey.upTo7b[j] === key.upTo7b[i] && beforeKey.counters[j] === key.counters[i];
    if (same) return;
    const fresh = copyForLayers(o);
    changed.push(fresh);
    copyChanges.set(o.id, fresh);
  });
  const order: readonly ObjectId[] = sameOrder ? beforeOrder : objects.map((o) => o.id);
  for (const id of gone) copyChanges.set(id, undefined);
  const fresh = changed.length > 0 ? compute({ ...state, objects: changed, effects: [] }, null, false) : null;
  const worldChanges = new Map<ObjectId, Working | undefined>();
  const copiableChanges = new Map<ObjectId, Working | undefined>();
  for (const o of changed) {
    worldChanges.set(o.id, fresh!.world.byId.get(o.id)!);
    copiableChanges.set(o.id, fresh!.copiable.byId.get(o.id)!);
  }
  for (const id of gone) {
    worldChanges.set(id, undefined);
    copiableChanges.set(id, undefined);
  }
  const copies = PatchedMap.of(beforeCopies, copyChanges, order);
  const worldById = PatchedMap.of(before.world.byId, worldChanges, order);
  const copiableById = PatchedMap.of(before.copiable.byId, copiableChanges, order);
  // The record object of characteristics is built once, in order (copying one of some hundred keys
  // with Object.assign cost several times more), each from the fresh computation if its object
  // changed, else from the last result.
  const byId: Record<ObjectId, Computed> = {};
  const beforeById = before.result.byId;
  for (const id of order) byId[id] = (copyChanges.has(id) ? fresh!.result.byId[id] : beforeById[id])!;
  // The hands and graveyards nobody knows are this state's, as a full computation's (a count of them stops, select.ts).
  const hidden = hiddenZones(state);
  const world: World = { order, byId: worldById, ...(hidden.size > 0 ? { hidden } : {}) };
  const copiable: World = { order, byId: copiableById, ...(hidden.size > 0 ? { hidden } : {}) };
  // The breakdown, if read, from the copies as they are now (a shallow copy of the rest of the state, as computeLazily's).
  const rest: GameState = { ...state, effects: [] };
  let steps: Record<ObjectId, TraceStep[]> | null = null;
  const result: LayerResult = {
    byId,
    get steps(): Record<ObjectId, TraceStep[]> {
      return (steps ??= compute({ ...rest, objects: order.map((id) => copies.get(id)!) }, meter, true).result.steps);
    },
  };
  // With nothing applied in 7c or 7d, the records after 7b are the final ones; no effect started.
  return { result, world, copiable, checkpoint: { world, copiable, started: new Map(), knownStatics: new Map() }, copies };
}
