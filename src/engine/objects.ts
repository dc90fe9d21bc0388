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
