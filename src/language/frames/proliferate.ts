/**
 * Proliferate told with what its controller chooses (701.34a): "I proliferate, choosing my opponent", "… and
 * proliferate, choosing their Walking Ballista and my opponent", 「増殖では相手を選びます」「《アトラクサ》の増殖で相手を
 * 選んだら」. Which permanents and players with counters get one more counter is the proliferating player's choice; the
 * question says it, and it is made as said at every proliferate the story's spells and abilities do (the questions
 * layer checks that one did: a choice told of a proliferate that never happens was not what happened). "I proliferate"
 * with nothing chosen said restates what a spell or ability does: the run asks back if the choice matters. A choice
 * asked about ("can I choose …?"), negated, or of anything but players and told objects is not read here.
 */
import type { Clause, NounPhrase } from '../clause.ts';
import type { Story } from '../story.ts';
import type { Side } from '../ir.ts';
import { playerOf } from '../refs-players.ts';
import { objectsOf } from '../refs.ts';
import { isPlayerish } from './util.ts';
import { isStepTime } from './moments.ts';

/** The players and told objects a phrase names, or null when any part of it names something else. */
function chosenBy(story: Story, np: NounPhrase): (string | Side)[] | null {
  if (np.kind === 'list') {
    if (np.conj !== 'and') return null;
    const parts = np.items.map((it) => chosenBy(story, it));
    return parts.every((p) => p !== null) ? parts.flat() : null;
  }
  if (isPlayerish(np)) {
    const side = playerOf(story, np);
    return side ? [side] : null;
  }
  if (np.kind !== 'object' || np.count !== null || np.plural) return null;
  const ids = objectsOf(story, np, { create: false });
  return ids && ids.length === 1 ? ids : null;
}

/** A chunk of the clause, other than its verb, that says proliferate (「増殖で」 of 「増殖で相手を選んだ」). */
function proliferateWord(story: Story, c: Clause): number | null {
  const verb = new Set(c.verb?.chunks ?? []);
  return c.chunks.find((k) => !verb.has(k) && story.sensesAt(k).some((s) => s.kind === 'verb' && s.verb === 'proliferate')) ?? null;
}

/** Records the choice said; a second, different one is named (which of them was made is not known). */
function record(story: Story, c: Clause, chosen: (string | Side)[]): void {
  const key = JSON.stringify([...new Set(chosen.map(String))].sort());
  // (A bare "I proliferate" is recorded with nothing chosen: a choice told beside it says what that proliferate chose.)
  if (story.proliferated && (chosen.length === 0 || story.proliferated.chosen.length === 0)) {
    if (chosen.length > 0) story.proliferated = { chosen: [...new Set(chosen)], text: c.text };
    return;
  }
  if (story.proliferated && JSON.stringify([...new Set(story.proliferated.chosen.map(String))].sort()) !== key) {
    story.problem('not-understood', c.text, 'proliferate-chosen-twice');
    return;
  }
  story.proliferated = { chosen: [...new Set(chosen)], text: c.text };
}

/**
 * The clause's own words a told choice reads: its subject — the proliferating player, unsaid, or (「《汚染者》が…通って、増殖
 * では…」, "Atraxa proliferates, choosing …") an object told whose ability proliferates — with no modal or negation.
 */
function plainAct(story: Story, c: Clause): boolean {
  const v = c.verb!;
  if (v.negated || v.passive || (v.modal !== null && v.modal !== 'do') || (c.question && !v.hypothetical && c.sub === null)) return false;
  if (c.object2 !== null || c.complement !== null || !c.subject) return c.object2 === null && c.complement === null;
  if (isPlayerish(c.subject)) return playerOf(story, c.subject) !== null;
  return c.subject.kind === 'object' && (objectsOf(story, c.subject, { create: false })?.length ?? 0) === 1;
}

/**
 * "I proliferate, choosing my opponent", "and proliferate their Ballista and the opponent", 「相手を増殖する」: the verb
 * proliferate, with what is chosen as its "choosing" role or its object; alone ("… and proliferate", 「増殖したら」), it says
 * what the story's spell or ability does, recorded with nothing chosen so that the run checks one did (a proliferate told
 * with nothing in the story to make it is refused, questions/run-checks.ts). False when the clause says more than this reads.
 */
export function proliferateTold(story: Story, c: Clause): boolean {
  if (!plainAct(story, c)) return false;
  const naming = c.roles.filter((r) => r.prep === 'naming');
  // ("choosing my Grizzly Bears and my opponent": the phrase after the role's "and" may be read as the clause's object.)
  const after = naming.length === 1 && c.object !== null && naming[0]!.chunks.length > 0 && Math.min(...c.object.chunks) > Math.max(...naming[0]!.chunks);
  if (c.roles.length !== naming.length || naming.length > 1 || (naming.length === 1 && c.object !== null && !after)) return false;
  const nps = [naming[0]?.np ?? null, c.object].filter((x): x is NounPhrase => x !== null);
  if (nps.length > 0) {
    const chosen = nps.map((np) => chosenBy(story, np));
    if (chosen.some((x) => x === null)) return false;
    for (const np of nps) story.use(np);
    record(story, c, chosen.flatMap((x) => x ?? []));
  } else record(story, c, []);
  if (c.subject) story.use(c.subject);
  story.useChunks(c.verb!.chunks);
  for (const r of naming) story.useChunks(r.chunks);
  return true;
}

/**
 * 「増殖で相手を選んだ」「増殖では相手と《歩行バリスタ》を選びます」, "for proliferate I choose my opponent": the verb choose with
 * what is chosen as its object, proliferate said in the same clause. False when it isn't, or says more.
 */
export function proliferateChosen(story: Story, c: Clause): boolean {
  const word = proliferateWord(story, c);
  if (word === null || !c.object || !plainAct(story, c)) return false;
  // (Besides the proliferate word's own role — 「増殖で」, "for proliferate" — only its source, 「《アトラクサ》の増殖で」, and the
  // owner of the turn said before a step, 「私の終了ステップに」, whose words the point of the turn reads, frames/moments.ts.)
  const stepAfter = (r: Clause['roles'][number]): boolean => r.chunks.length > 0 && isStepTime(story.timeAt(Math.max(...r.chunks) + 1));
  const source = c.roles.filter((r) => !r.chunks.includes(word) && r.prep === 'of' && r.np?.kind === 'object' && r.np.card !== null);
  const others = c.roles.filter((r) => !r.chunks.includes(word) && !source.includes(r) && !(r.prep === 'of' && r.np?.kind === 'player' && stepAfter(r)));
  if (others.length > 0 || source.length > 1) return false;
  const chosen = chosenBy(story, c.object);
  if (!chosen) return false;
  story.use(c.object);
  if (c.subject) story.use(c.subject);
  story.useChunks(c.verb!.chunks);
  const chooser = c.subject && isPlayerish(c.subject) ? playerOf(story, c.subject) : null;
  for (const r of source) {
    const ids = objectsOf(story, r.np, { create: true });
    if (ids?.length !== 1) return false;
    const o = story.get(ids[0]!)!;
    o.controller ??= chooser ?? 'A';
  }
  for (const r of c.roles) story.useChunks(r.chunks);
  story.useChunks([word]);
  record(story, c, chosen);
  return true;
}
