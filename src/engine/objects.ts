/** Looking things up in the state: objects, players, and the object a card became after moving (400.7). */
import { emit, halt } from './run.ts';
import type { Run } from './run.ts';
import { step } from './trace.ts';
import type { GameObject, GameState, ObjectId, PlayerId, PlayerState } from './types.ts';

export function findObject(state: GameState, id: ObjectId): GameObject | undefined {
  return state.objects.find((o) => o.id === id);
}

export function findPlayer(state: GameState, id: PlayerId): PlayerState | undefined {
  return state.players.find((p) => p.id === id);
}

/** The card an object id was made from: new objects are named `${card}~${n}` (400.7). */
export function cardIdOf(id: ObjectId): string {
  const i = id.indexOf('~');
  return i < 0 ? id : id.slice(0, i);
}

/**
 * The object an action means. An id that no longer exists because the card changed zones names the
 * new object that card became (400.7: it is a new object; the trace says so); a token that left the
 * battlefield has ceased to exist (704.5d) and can't be found.
 */
export function currentObject(run: Run, ref: ObjectId): GameObject {
  const direct = findObject(run.state, ref);
  if (direct) return direct;
  const card = cardIdOf(ref);
  const later = run.state.objects.filter((o) => o.id !== ref && cardIdOf(o.id) === card);
  const found = later[later.length - 1];
  if (found) {
    emit(run, step('zone.follows', ['400.7'], { reference: ref, object: found.label, id: found.id, zone: found.zone }));
    return found;
  }
  halt('bad_reference', 'error.bad-reference', { reference: ref, what: 'object' });
}

/** What a permanent-only act does to the object it names (the words of `error.left-battlefield`). */
export type PermanentAct = 'tap' | 'untap' | 'counters' | 'effect' | 'attach' | 'unattach' | 'destroy' | 'sacrifice' | 'damage' | 'remove-from-combat';

/**
 * The permanent an act that only a permanent can undergo means (tap 701.26, destroy 701.8a, sacrifice
 * 701.21a, attach 701.3, counters and effects on it, damage to it, removal from combat 506.4). A card
 * that has left the battlefield since it was named became a new object (400.7): the act can't find
 * the permanent any more, so the run stops here (illegal_action) instead of following the card into
 * its graveyard, hand or exile as `currentObject` does for acts that address a card wherever it is
 * (a return from the graveyard, a cast from hand). A card that came back onto the battlefield is
 * followed there; an object that never was on the battlefield in this run is left to the act's own
 * rule (e.g. a card listed in exile keeps its time counters, 702.62a).
 */
export function permanentObject(run: Run, ref: ObjectId, act: PermanentAct): GameObject {
  if (findObject(run.state, ref)) return currentObject(run, ref);
  const card = cardIdOf(ref);
  const left = run.events.flatMap((e) => (e.kind === 'zone-changed' && cardIdOf(e.object) === card && e.from === 'battlefield' ? [e.object] : [])).at(-1);
  const now = run.state.objects.filter((o) => cardIdOf(o.id) === card).at(-1);
  if (left === undefined || now?.zone === 'battlefield') return currentObject(run, ref);
  // (A token that left has ceased to exist, 704.5d: it is named by the label it had.)
  const object = now?.label ?? run.labels.get(left) ?? ref;
  halt('illegal_action', 'error.left-battlefield', { object, act, rule: '400.7', ...(now ? { zone: now.zone } : { ceased: true }) });
}

export function currentPlayer(run: Run, ref: PlayerId): PlayerState {
  const p = findPlayer(run.state, ref);
  if (!p) halt('bad_reference', 'error.bad-reference', { reference: ref, what: 'player' });
  return p;
}

/** An object or a player, as damage and counters may go to either (120.1, 122.1). */
export function objectOrPlayer(run: Run, ref: string): { object: GameObject } | { player: PlayerState } {
  const p = findPlayer(run.state, ref);
  if (p) return { player: p };
  return { object: currentObject(run, ref) };
}
