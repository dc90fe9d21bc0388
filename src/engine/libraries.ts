/**
 * Libraries as the Scenario describes them. A library's order is the order its cards are listed in
 * the state (the first listed is the top). A player whose library the Scenario did not describe
 * (`PlayerState.libraryUnknown`) has only the listed cards known: an instruction that needs to see
 * more of that library than was described — milling, looking at, revealing or exiling its top cards,
 * searching it — can't be answered, and stops as unmodelled rather than treating the library as
 * empty (a player loses for drawing from an empty library, 121.4 / 704.5b: never for a library
 * nobody described). A draw is the exception: it happens, and the card drawn is unseen — in the hand,
 * but nobody can read it (121.1, engine/hand.ts, replacement/life-draw.ts).
 */
import { halt } from './run.ts';
import type { Run } from './run.ts';
import type { GameObject, ObjectId, PlayerId } from './types.ts';

/** The cards of a player's library, top first. */
export function libraryOf(run: Run, player: PlayerId): GameObject[] {
  return run.state.objects.filter((o) => o.zone === 'library' && o.owner === player);
}

/** Stops when `needed` cards of the player's library are needed but fewer were described. */
export function requireDescribedLibrary(run: Run, player: PlayerId, needed: number, rule: string): void {
  if (needed <= 0) return;
  const p = run.state.players.find((x) => x.id === player);
  if (p?.libraryUnknown !== true) return;
  const known = libraryOf(run, player).length;
  if (known >= needed) return;
  halt('unmodelled', 'error.unmodelled', { reason: 'library-beyond', player, known, needed, rule });
}

/** The card becomes the first listed card of its owner's library: its top card (a search's "put it on top", library-top effects). */
export function putOnTop(run: Run, id: ObjectId, player: PlayerId): void {
  const objects = [...run.state.objects];
  const i = objects.findIndex((o) => o.id === id);
  const first = objects.findIndex((o) => o.zone === 'library' && o.owner === player);
  if (i < 0 || first < 0 || i === first) return;
  const [card] = objects.splice(i, 1);
  objects.splice(first, 0, card!);
  run.state.objects = objects;
}
