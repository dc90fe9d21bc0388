/**
 * Effects a resolving instruction creates that last: continuous effects (611.2: "… gets +2/+2 until
 * end of turn", "gain control of …") and replacement effects (614.1; stack/created-effects.ts).
 */
import type { EffectInput } from '../../types.ts';
import { NOTHING, amountFrom, amountRules, matching } from '../instructions.ts';
import { emit } from '../../run.ts';
import { step } from '../../trace.ts';
import { itemLabel } from '../items.ts';
import { byIdNow, labelOf } from './context.ts';
import { createReplacement, refersToObjects } from '../created-effects.ts';
import { NONE } from './context.ts';
import { withChosenColor } from '../../keywords/chosen-color.ts';
import type { EffectCall, Outcome } from './context.ts';

/** 611.2a, 611.2c: the objects affected are fixed as the instruction is followed. */
export function applyEffect(c: EffectCall<'apply-effect'>): Outcome {
  const { run, item, e, refs, source } = c;
  // 608.2h: "+1/+1 for each creature you control", "+X/+X, where X is the number of …": counted once,
  // as the instruction is followed; the P/T change is that many times the printed one (611.2c: it doesn't change later).
  // 107.3a: "-X/-X" of a spell: X as it was cast.
  const times = e.amountFrom === 'count' && e.amountCount ? matching(run.state, byIdNow(run), e.amountCount, item.controller, item.source).length : e.amountFrom === 'x' ? amountFrom(NOTHING, 'x', item) : null;
  if (times !== null) emit(run, step('resolve.amount', amountRules(e.amountFrom!), { item: itemLabel(run.state, item), from: e.amountFrom!, amount: times }));
  // 611.2: "gain control of …" gives control to the spell's or ability's controller, fixed as it resolves.
  // 608.2d: "protection from the color of your choice" — the color this item's controller chose.
  const modifications = withChosenColor(e.effect.modifications, item, e.effect.text).map((m) => (m.kind === 'set-controller' && m.player === undefined ? { ...m, player: item.controller } : m.kind === 'modify-pt' && times !== null ? { ...m, power: m.power * times, toughness: m.toughness * times } : m));
  const effect: EffectInput = { ...e.effect, modifications, controller: item.controller, source: e.effect.source ?? source };
  if (e.target !== undefined || e.object !== undefined || e.all !== undefined || e.that === true || e.each === true || e.it === true || e.self === true || e.attached === true || e.choose !== undefined) {
    if (refs.length === 0) return NONE;
    effect.affects = { kind: 'objects', ids: refs };
  }
  if (e.doubled === true) doubled(c, effect);
  else run.perform({ kind: 'apply-effect', effect });
  return { did: c.did(), previous: NOTHING };
}

/**
 * 701.10a-c: doubling a creature's power and/or toughness gives it +X/+Y, X and Y its power and toughness as the
 * instruction is followed (a negative value doubled makes it that much lower: -X); one effect per creature, its
 * amounts fixed then (611.2c: the creatures affected are those there now, too). `effect` holds +1/+1 (or +1/+0) per unit.
 */
function doubled(c: EffectCall<'apply-effect'>, effect: EffectInput): void {
  const { run, item } = c;
  const byId = byIdNow(run);
  const affects = effect.affects;
  const ids = affects.kind === 'objects' ? affects.ids : affects.kind === 'source' ? (c.source !== null ? [c.source] : []) : affects.kind === 'filter' ? matching(run.state, byId, affects, item.controller, item.source) : [];
  for (const id of ids) {
    const o = byId[id];
    if (!o || !o.types.includes('Creature')) continue;
    const p = o.power ?? 0;
    const t = o.toughness ?? 0;
    const modifications = effect.modifications.map((m) => (m.kind === 'modify-pt' ? { ...m, power: m.power * p, toughness: m.toughness * t } : m));
    emit(run, step('resolve.double', ['701.10b', '701.10c'], { item: itemLabel(run.state, item), object: labelOf(run, id), power: p, toughness: t, pt: effect.modifications.some((m) => m.kind === 'modify-pt' && m.toughness !== 0) ? 'both' : 'power' }));
    run.perform({ kind: 'apply-effect', effect: { ...effect, modifications, affects: { kind: 'objects', ids: [id] } } });
  }
}

export function addReplacement(c: EffectCall<'add-replacement'>): Outcome {
  return { did: createReplacement(c.run, c.item, c.e.replacement, refersToObjects(c.e) ? c.refs : null, c.source), previous: NOTHING };
}
