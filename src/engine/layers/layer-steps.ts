/**
 * The trace steps of the layer breakdown: the rule each layer or sublayer applies by (613.1-613.4),
 * and the step recording one effect applied to one object — a characteristic-defining ability first
 * (613.3, 604.3), counters (122.1a in 7c, 122.1b keyword counters in layer 6, 613.7c), an effect
 * locked to its objects (611.2c) or a static ability's (611.3a), and a granted ability's timestamp
 * (613.7a). Kept apart from the application itself (layer-run.ts) because the characteristics never
 * depend on these steps.
 */
import type { Layer, ObjectId, TraceStep } from '../types.ts';
import { step } from '../trace.ts';
import { characteristicOf, describe } from './describe.ts';
import { modsIn } from './instances.ts';
import type { EffectInstance } from './instances.ts';
import type { Working } from './world.ts';

/** One application step of a layer or sublayer, kept to cite the ordering rules once the layer is done. */
export interface LayerStep {
  id: ObjectId;
  step: TraceStep;
  cda: boolean;
}

/** The rule that says what each layer or sublayer applies. */
export const LAYER_RULES: Record<Layer, readonly string[]> = {
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
export const CDA_FIRST = new Set<Layer>(['2', '3', '4', '5', '6']);

/** The step of one effect applied to one object in a layer, citing why it applied there and then. */
export function appliedStep(inst: EffectInstance, layer: Layer, before: Working, after: Working, extra: string[]): TraceStep {
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

/**
 * Where several effects applied to one object in this layer, their order mattered: CDAs first
 * (613.3, 613.4a) and the rest in timestamp order (613.7) — or dependency order, cited separately.
 */
export function citeOrdering(layer: Layer, layerSteps: readonly LayerStep[]): void {
  const byObject = new Map<ObjectId, { step: TraceStep; cda: boolean }[]>();
  for (const s of layerSteps) {
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
