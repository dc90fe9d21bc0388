/**
 * Aura spells (303.4a, 702.5a, 608.3b-c) and bestow on resolution (702.103e). An Aura spell's target is
 * defined by its enchant ability (303.4a): the target word is `enchant`. On resolution the target is
 * checked (608.3b, as 608.2b): if it is illegal, an ordinary Aura spell doesn't resolve and goes to its
 * owner's graveyard; a bestowed one stops being bestowed and resolves as a creature spell (702.103e).
 * Otherwise the Aura enters attached to what it targeted (608.3c).
 */
import { emit, halt } from '../run.ts';
import type { Run } from '../run.ts';
import { step } from '../trace.ts';
import { parseEnchant } from '../keywords.ts';
import type { Computed, GameObject, StackItem, TargetSpec } from '../types.ts';
import { itemLabel } from './items.ts';
import { edit } from '../changes.ts';

export const ENCHANT_WORD = 'enchant';

export function isAura(c: Computed | undefined): boolean {
  return c !== undefined && c.types.includes('Enchantment') && c.subtypes.some((s) => s.toLowerCase() === 'aura');
}

/** 303.4a / 702.5a: the target an Aura spell requires, from its enchant ability. Stops as unmodelled on enchant text the engine can't read. */
export function enchantSpec(c: Computed): TargetSpec {
  const params = c.keywords.filter((k) => k.keyword.toLowerCase() === 'enchant').map((k) => k.param ?? '');
  if (params.length !== 1) halt('unmodelled', 'error.unmodelled', { reason: 'aura-enchant-count', object: c.name, count: params.length, rule: '702.5a' });
  const e = parseEnchant(params[0]!);
  if (e === null) halt('unmodelled', 'error.unmodelled', { reason: 'aura-enchant-target', text: `enchant ${params[0]}`, rule: '702.5a' });
  if (e.kind === 'player') return { word: ENCHANT_WORD, players: e.opponentOnly ? 'opponent' : 'any' };
  const objects: TargetSpec['objects'] = { kind: 'filter' };
  if (e.types !== 'any') objects.types = e.types;
  if (e.subtypes !== undefined) objects.subtypes = e.subtypes;
  if (e.controller !== null) objects.controller = e.controller;
  return { word: ENCHANT_WORD, objects };
}

/** The id of the bestow effect made as the spell was cast (cast.ts: `bestow-<id>`), if it is a bestowed spell. */
function bestowEffectIndex(run: Run, spellId: string): number {
  return run.state.effects.findIndex((e) => e.id === `bestow-${spellId}`);
}

/**
 * 608.3b / 702.103e: a bestowed Aura spell whose target is illegal stops being bestowed: the effect
 * making it an Aura ends and it resolves as a creature spell. Returns true if that happened.
 */
export function endBestowIfIllegal(run: Run, item: StackItem, spell: GameObject): boolean {
  const i = bestowEffectIndex(run, spell.id);
  if (i < 0) return false;
  run.state.effects = run.state.effects.filter((_, k) => k !== i);
  item.specs = [];
  item.targets = {};
  emit(run, step('resolve.bestow-ends', ['702.103e', '608.3b'], { item: itemLabel(run.state, item), object: spell.label }));
  return true;
}

/** 608.3c: the Aura permanent enters attached to its target; a bestowed Aura stays bestowed as a permanent (702.103b). */
export function attachEnteredAura(run: Run, item: StackItem, spellId: string, enteredId: string | null, target: string): void {
  const entered = enteredId === null ? undefined : run.state.objects.find((o) => o.id === enteredId && o.zone === 'battlefield');
  if (!entered) return;
  const i = bestowEffectIndex(run, spellId);
  if (i >= 0) {
    // A new effect record: effects are replaced, never changed in place (the layer system remembers them by identity).
    const effect = run.state.effects[i]!;
    run.state.effects = run.state.effects.with(i, { ...effect, affects: { kind: 'objects', ids: [entered.id] }, lockedIds: [entered.id], id: `bestow-${entered.id}` });
  }
  edit(run, entered).attachedTo = target;
  const label = run.state.objects.find((o) => o.id === target)?.label ?? target;
  emit(run, step('resolve.aura-attached', ['608.3c', '303.4b'], { item: itemLabel(run.state, item), object: entered.label, target: label }));
}
