/**
 * What became of each object in a run, read from the event log (issue 11 §3: facts follow the
 * engine's state). Every zone change makes a new object (400.7); a fate follows one card or token
 * through all of them, from the object the run began with (or created) to the one it is now.
 * "Dies" means put into a graveyard from the battlefield (700.4) in this run: an object that never
 * reached the battlefield has not died, whatever zone it ends in.
 */
import type { GameEvent } from './game-events.ts';
import type { ObjectId, Zone } from './types.ts';

export interface ZoneMove {
  /** The object before the move and the new object it became (400.7). */
  object: ObjectId;
  newId: ObjectId;
  from: Zone;
  to: Zone;
  /** Index of the `zone-changed` event in `Resolution.events`. */
  event: number;
}

export interface ObjectFate {
  /** The id it had when the run began, or when it was created. */
  id: ObjectId;
  /** The zone it was in then. */
  start: Zone;
  /** Created during the run (a token, a card put onto the battlefield, a copy of a spell: 111.1, 707.10). */
  created: boolean;
  /** Its zone changes, in order. */
  moves: ZoneMove[];
  /** The object it is now and its zone; null once it ceased to exist (704.5d, 704.5e, 707.10a). */
  now: { id: ObjectId; zone: Zone } | null;
  /** Was on the battlefield at some time during the run. */
  wasOnBattlefield: boolean;
  /** Put into a graveyard from the battlefield during the run (700.4). */
  died: boolean;
}

/** The fates of the objects a run began with (in order) and of those it created. */
export function fatesOf(initial: readonly { id: ObjectId; zone: Zone }[], events: readonly GameEvent[]): ObjectFate[] {
  const fates: ObjectFate[] = [];
  const current = new Map<ObjectId, ObjectFate>();
  const begin = (id: ObjectId, zone: Zone, created: boolean): void => {
    const f: ObjectFate = { id, start: zone, created, moves: [], now: { id, zone }, wasOnBattlefield: zone === 'battlefield', died: false };
    fates.push(f);
    current.set(id, f);
  };
  for (const o of initial) begin(o.id, o.zone, false);
  events.forEach((e, i) => {
    if (e.kind === 'created') begin(e.object, e.zone, true);
    else if (e.kind === 'spell-copied') begin(e.copy, 'stack', true);
    else if (e.kind === 'zone-changed') {
      const f = current.get(e.object);
      if (!f) return;
      current.delete(e.object);
      current.set(e.newId, f);
      f.moves.push({ object: e.object, newId: e.newId, from: e.from, to: e.to, event: i });
      f.now = { id: e.newId, zone: e.to };
      if (e.to === 'battlefield') f.wasOnBattlefield = true;
      if (e.from === 'battlefield' && e.to === 'graveyard') f.died = true;
    } else if (e.kind === 'ceased-to-exist') {
      const f = current.get(e.object);
      if (!f) return;
      current.delete(e.object);
      f.now = null;
    }
  });
  return fates;
}

/** The fate of the object an id names: the id it began with, or any id it had since. */
export function fateOf(fates: readonly ObjectFate[], id: ObjectId): ObjectFate | undefined {
  return fates.find((f) => f.id === id) ?? fates.find((f) => f.moves.some((m) => m.newId === id));
}
