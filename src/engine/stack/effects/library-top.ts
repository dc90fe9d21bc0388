/**
 * "Put target card from a graveyard on top of its owner's library", "Put target creature on top of
 * its owner's library": each referred card or permanent goes to its owner's library (400.3), a new
 * object there (400.7), and becomes its top card (the first listed, engine/libraries.ts). Two or more
 * cards put on top of one library at once are arranged by their owner (401.4): that order is a
 * choice the question would have to state, so it stops rather than pick one.
 */
import { emit, halt } from '../../run.ts';
import { step } from '../../trace.ts';
import { newObjectsSince } from '../../game-events.ts';
import { itemLabel } from '../items.ts';
import { putOnTop } from '../../libraries.ts';
import { lki, movedOf } from './context.ts';
import { shuffleLibrary } from '../library.ts';
import { NOTHING } from '../instructions.ts';
import type { EffectCall, Outcome } from './context.ts';

export function putEachOnTop(c: EffectCall<'put-on-top'>): Outcome {
  const { run, item, refs } = c;
  const present = refs.map((r) => run.state.objects.find((o) => o.id === r)).filter((o) => o !== undefined);
  const owners = present.map((o) => o.owner);
  const shared = owners.find((p, i) => owners.indexOf(p) !== i);
  if (shared !== undefined) {
    halt('unmodelled', 'error.unmodelled', { reason: 'library-order', player: shared, count: present.filter((o) => o.owner === shared).length, rule: '401.4' });
  }
  const known = lki(run, refs);
  for (const o of present) {
    const from = run.events.length;
    run.perform({ kind: 'move', object: o.id, to: 'library' });
    const id = newObjectsSince(run.events, from, [o.id])[0];
    const moved = id === undefined ? undefined : run.state.objects.find((x) => x.id === id && x.zone === 'library');
    // A replacement effect may have sent it elsewhere (614.1a): then it isn't on top of any library.
    if (!moved) continue;
    putOnTop(run, moved.id, moved.owner);
    emit(run, step('resolve.library-top', ['400.3', '400.7'], { item: itemLabel(run.state, item), object: moved.label, player: moved.owner }));
  }
  return { did: c.did(), previous: movedOf(run, known, c.from) };
}

/**
 * 701.24a: "Shuffle this into its owner's library": each referred card goes into its owner's library (a new object there,
 * 400.7), and each such library is then shuffled. A spell doing so to itself has left the stack, so it isn't put into
 * its owner's graveyard as it finishes resolving (608.2n; stack/resolve.ts moves only what is still on the stack).
 */
export function shuffleIntoLibrary(c: EffectCall<'shuffle-into-library'>): Outcome {
  const { run, item, refs } = c;
  const owners: string[] = [];
  for (const r of refs) {
    const o = run.state.objects.find((x) => x.id === r);
    if (!o) continue;
    run.perform({ kind: 'move', object: o.id, to: 'library' });
    if (!owners.includes(o.owner)) owners.push(o.owner);
  }
  for (const p of owners) shuffleLibrary(run, item, p);
  return { did: c.did(), previous: NOTHING };
}
