/**
 * "I assign lethal to the blocker and the rest to the player", "They assign as much trample damage to me as they can",
 * "if I put as much damage on the player as I can", "if i trample over max": the attacking player's division of combat
 * damage told as the most past the blockers — lethal damage to each blocker, the rest (or as much as can be) to the
 * player — with no amount said and trample said. That is the division the run makes when none is told (510.1c-d,
 * 702.19b), so the clause is marked (Clause.mostPast) to be read as told, adding nothing (frames/index.ts). Any amount
 * said in the sentence ("I put 1 on the Angel and the rest on him") is a division of its own: left unread (named).
 */
import type { Chunk } from '../chunk.ts';
import type { Clause, NounPhrase, Sentence } from '../clause.ts';
import { phraseChunks } from '../clause.ts';
import { MOST_PAST_MARKS, MOST_PAST_WORDS } from './lexicon.ts';

const VERBS: ReadonlySet<string> = new Set(['assign', 'put', 'trample-over', 'deal']);

function isPlayer(np: NounPhrase | null | undefined): boolean {
  return np?.kind === 'player' && np.player.who !== 'each';
}

/** The clause's words are a division past the blockers and nothing else: which chunks carry its words, or null. */
function divisionClause(c: Clause, chunks: readonly Chunk[], follows: boolean): { lethalTo: boolean; toPlayer: boolean } | null {
  const v = c.verb;
  if (!v || v.negated || v.passive || c.wh !== null || c.complement || c.keywords.some((k) => k.keyword !== 'trample')) return null;
  // "… as they | can (to him)": the clause after a division, its modal alone.
  if (follows ? !(v.verb === 'be' && v.modal === 'can' && !c.object) : !(VERBS.has(v.verb) && v.modal === null)) return null;
  if (c.subject && !isPlayer(c.subject)) return null;
  if (c.object && !(c.object.kind === 'property' && (c.object.noun === 'lethal' || c.object.noun === 'damage'))) return null;
  // ("lethal | damage": the damage said after the lethal.)
  if (c.object2 && !(c.object2.kind === 'property' && c.object2.noun === 'damage' && c.object?.kind === 'property' && c.object.noun === 'lethal')) return null;
  const allowed = new Set<number>([...v.chunks, ...phraseChunks(c.subject), ...phraseChunks(c.object), ...phraseChunks(c.object2)]);
  let lethalTo = false;
  let toPlayer = false;
  for (const r of c.roles) {
    if (r.time) return null;
    if ((r.prep === 'to' || r.prep === 'on' || r.prep === 'onto') && isPlayer(r.np)) toPlayer = true;
    else if (r.prep === 'to' || r.prep === 'on' || r.prep === 'onto') {
      if (r.np?.kind !== 'object' || r.np.count !== null) return null;
      lethalTo = true;
    } else if (r.prep === 'as') {
      // "as much damage … as they can": the damage, and the one who can.
      if (!(isPlayer(r.np) || (r.np?.kind === 'property' && r.np.noun === 'damage'))) return null;
    } else return null;
    for (const k of r.chunks) allowed.add(k);
    for (const k of phraseChunks(r.np)) allowed.add(k);
  }
  for (const k of c.chunks) {
    if (allowed.has(k)) continue;
    const x = chunks[k];
    if (!x) continue;
    if (MOST_PAST_WORDS.has(x.text.toLowerCase())) continue;
    const kind = x.senses[0]?.kind;
    if (kind === 'punct' || kind === 'conj' || kind === 'det') continue;
    // "If I put as much damage on the player as I can, …": supposed, as told.
    if (kind === 'sub' && c.sub === 'if') continue;
    if (kind === 'keyword' && x.senses[0]!.kind === 'keyword' && x.senses[0]!.keyword.keyword === 'trample') continue;
    return null;
  }
  const words = c.chunks.map((k) => chunks[k]?.text.toLowerCase() ?? '');
  // Lethal to a creature, only with the lethal said; to the player with the rest or the most said.
  if (lethalTo && !words.includes('lethal')) return null;
  return { lethalTo, toPlayer };
}

export function mostPastBlockers(sentences: readonly Sentence[], chunks: readonly Chunk[]): void {
  // Only past blockers with trample said (702.19b): without it nothing goes past them.
  const trample = chunks.some((x) => x.senses.some((y) => (y.kind === 'keyword' && y.keyword.keyword === 'trample') || (y.kind === 'verb' && y.verb === 'trample-over')));
  if (!trample) return;
  for (const s of sentences) {
    // An amount said in a division of the sentence ("1 damage to the Angel … the rest") is a division of its own.
    if (s.clauses.some((c) => c.verb && VERBS.has(c.verb.verb) && c.chunks.some((k) => chunks[k]?.senses[0]?.kind === 'number'))) continue;
    const marked: Clause[] = [];
    s.clauses.forEach((c, i) => {
      const prev = i > 0 ? s.clauses[i - 1] : undefined;
      const follows = prev !== undefined && marked.includes(prev);
      const d = divisionClause(c, chunks, follows);
      if (!d) return;
      if (!follows && !d.toPlayer && !d.lethalTo && !c.chunks.some((k) => MOST_PAST_MARKS.has(chunks[k]?.text.toLowerCase() ?? ''))) return;
      marked.push(c);
    });
    // (Lethal to a blocker alone says nothing of the rest: only with the rest, or the most, said.)
    const words = marked.flatMap((c) => c.chunks.map((k) => chunks[k]?.text.toLowerCase() ?? ''));
    if (words.some((w) => MOST_PAST_MARKS.has(w))) for (const c of marked) c.mostPast = true;
  }
}
