/**
 * 707.1, 111.1-111.3: "Create a token that's a copy of target creature you control, except it has haste"
 * (Kiki-Jiki), "… a copy of equipped creature, except the token isn't legendary" (Helm of the Host). The
 * token's copiable values are the referred object's as the instruction is followed (707.2, 707.2b: later
 * changes to the original don't change it), with the text's exceptions (707.9a-b); it then enters the
 * battlefield as any created token does (token multipliers, 614.1a; its own enters triggers, 707.5). Status,
 * counters, damage and the other effects on the original are not copied (707.2).
 *
 * Not modelled, the run stops: an original that has left the battlefield (111.12: its last known copiable
 * values would be used), a face-down or double-faced original, or one whose values a copy effect changed
 * (707.3: a copy of a copy).
 */
import { halt, emit, layersOf } from '../../run.ts';
import { step } from '../../trace.ts';
import { copiableValues } from '../../layers/world.ts';
import { copiedValues } from '../copy-values.ts';
import { itemLabel } from '../items.ts';
import { NOTHING } from '../instructions.ts';
import type { Previous } from '../instructions.ts';
import { byIdNow } from './context.ts';
import type { EffectCall, Outcome } from './context.ts';

export function createCopies(c: EffectCall<'create-copy'>): Outcome {
  const { run, item, e } = c;
  const label = itemLabel(run.state, item);
  // 111.12: the object the text names (not a target) is gone: a copy of it uses its last known values — not modelled.
  if (c.refs.length === 0 && e.target === undefined) halt('unmodelled', 'error.unmodelled', { reason: 'copy-token-lki', object: item.sourceLabel, rule: '111.12' });
  const from = run.events.length;
  for (const ref of c.refs) {
    const original = run.state.objects.find((o) => o.id === ref);
    const values = layersOf(run).copiable.byId.get(ref);
    if (!original || original.zone !== 'battlefield' || !values) halt('unmodelled', 'error.unmodelled', { reason: 'copy-token-lki', object: original?.label ?? ref, rule: '111.12' });
    const printed = copiedValues(original, copiableValues(values), e.except, { label, text: item.sourceLabel });
    // A copy effect changed the original's values (it is itself a copy, 707.3): not followed here, the run stops.
    if (!printed) halt('unmodelled', 'error.unmodelled', { reason: 'copy-of-changed', object: label, text: item.sourceLabel, rule: '707.3' });
    const except = e.except !== undefined;
    for (let i = 0; i < (e.count ?? 1); i++) {
      const before = run.events.length;
      run.perform({ kind: 'create', object: { printed: structuredClone(printed), controller: item.controller, label: `${original.label} (token copy)`, ...(e.tapped === true ? { tapped: true } : {}) } });
      const made = run.events.slice(before).find((x) => x.kind === 'created');
      if (made?.kind === 'created') emit(run, step('resolve.token-copy', ['707.1', '707.2', '111.3', ...(except ? ['707.9', '707.9b'] : [])], { item: label, object: labelNow(c, made.object), of: original.label, except }));
    }
  }
  return { did: c.did(), previous: created(c, from) };
}

function labelNow(c: EffectCall<'create-copy'>, id: string): string {
  return c.run.state.objects.find((o) => o.id === id)?.label ?? id;
}

/** "It gains haste. Sacrifice it at the beginning of the next end step.": "it" is the token created (111.1). */
function created(c: EffectCall<'create-copy'>, from: number): Previous {
  const ids = c.run.events.slice(from).flatMap((x) => (x.kind === 'created' && c.run.state.objects.some((o) => o.id === x.object && o.zone === 'battlefield') ? [x.object] : []));
  if (ids.length === 0) return NOTHING;
  const byId = byIdNow(c.run);
  return { count: ids.length, ids, lki: ids.map((id) => ({ power: byId[id]?.power ?? 0, manaValue: 0, controller: byId[id]?.controller ?? c.item.controller })) };
}
