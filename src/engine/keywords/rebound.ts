/**
 * 702.88 Rebound: 702.88a — a spell with rebound that was cast from its owner's hand is exiled as it
 * resolves instead of going to the graveyard, and a delayed ability lets its controller cast it from
 * exile at the beginning of their next upkeep. The engine follows the exile; the later cast (a new
 * spell with new targets, 702.88b) it does not: a run that reaches that upkeep stops there
 * (triggers/triggers.ts) rather than guess whether and how it is cast.
 */
import { emit } from '../run.ts';
import type { Run } from '../run.ts';
import { step } from '../trace.ts';
import type { GameObject, PlayerId } from '../types.ts';
import { edit } from '../changes.ts';
import { moveObject } from '../zones.ts';
import { hasKnown } from './known.ts';
import { nextStackId } from '../stack/items.ts';

/** 601.2a: the card moved to the stack from `from`; rebound applies only to a spell cast from a hand (702.88a). */
export function markRebound(run: Run, spell: GameObject, from: string): void {
  if (from !== 'hand' || spell.isCopy || spell.castUsing !== undefined || !hasKnown(spell.printed.keywords ?? [], 'rebound')) return;
  edit(run, spell).castUsing = { using: 'rebound' };
}

/** 608.2n, 702.88a: the resolving rebound spell is exiled instead of put into the graveyard; true if it was. */
export function finishRebound(run: Run, spell: GameObject, controller: PlayerId): boolean {
  if (spell.castUsing?.using !== 'rebound' || spell.isCopy) return false;
  emit(run, step('alt.rebound-exiled', ['702.88a'], { spell: spell.label, player: controller }));
  const moved = moveObject(run, spell.id, 'exile').id;
  if (moved === null) return true;
  const list = (run.state.delayedTriggers ??= []);
  const ability = { event: 'upkeep' as const, who: 'self' as const, text: 'Rebound', effects: [] };
  list.push({ id: nextStackId(run.state).replace('ability', 'delayed'), ability, source: null, sourceLabel: spell.label, controller, rebound: spell.label });
  return true;
}
