/**
 * "Their Toxic Deluge (X=3) is on the stack", 「相手の《毒の濁流》(X=3)に…で対応した」, "Fireball X=4 resolves": the value
 * chosen for X written right after a spell's name, in a clause that told that spell cast or waiting on the stack
 * whichever way (a response, a premise). X is chosen as the spell is cast (107.3a, 601.2b) and keeps that value on
 * the stack (107.3m); the words are that cast's X — never dropped, and named when the cast already has another value.
 */
import type { Clause, NounPhrase } from '../clause.ts';
import { clausePhrases } from '../clause.ts';
import type { Story } from '../story.ts';

function flat(np: NounPhrase): NounPhrase[] {
  return np.kind === 'list' ? np.items.flatMap(flat) : [np];
}

/** Gives the casts told since `eventsFrom` the X written right after their spell's name in clause c. */
export function xTagsOfCasts(story: Story, c: Clause, eventsFrom: number): void {
  for (const k of c.chunks) {
    // (A chunk already read may have been read only as part of the phrase before it — 「《毒の濁流》X=3に」, the role
    // of the spell — or as this cast's own X, cast-spell.ts: given again, it agrees.)
    const s = story.sensesAt(k).find((x) => x.kind === 'x-value');
    if (!s || s.kind !== 'x-value') continue;
    const named = clausePhrases(c).flatMap(flat).find((np) => np.kind === 'object' && np.card !== null && np.chunks.length > 0 && Math.max(...np.chunks) === k - 1);
    const ids = named ? (story.resolved.get(named) ?? []) : [];
    const i = story.events.findIndex((e, n) => n >= eventsFrom && e.kind === 'cast' && ids.length === 1 && e.spell === ids[0]);
    const cast = story.events[i];
    if (!cast || cast.kind !== 'cast') continue;
    story.useChunks([k]);
    if (cast.x === undefined) story.events[i] = { ...cast, x: s.value };
    else if (cast.x !== s.value) story.problem('not-understood', story.chunkText(k), 'x-twice');
  }
}
