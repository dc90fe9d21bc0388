/**
 * A permanent the asker put onto the battlefield last turn, or one there since then — "I cast Grizzly Bears last turn",
 * "Last turn I played a 2/2", "my Bears came in on my last turn", 「前のターンに出した《X》」「《X》は前のターンから場にいる」 —
 * has been under its controller's control continuously since this turn began, so it is not summoning sick (302.6). The
 * clause is told as "it has been there since last turn" (frames/object-facts.ts hereSinceLastTurn), never as a cast now
 * (that made it summoning sick). Shared by both grammars (en/grammar.ts, ja/copula-states.ts).
 *
 * Only the asker's act (or no actor said) and a permanent: another player's creature cast on "their last turn" has not
 * been theirs since *their* most recent turn began (302.6), and an instant or sorcery cast last turn is on no
 * battlefield — those clauses are left as they are, their "last turn" unread and named in the refusal.
 */
import type { Clause, NounPhrase, Sentence } from './clause.ts';
import { phraseChunks } from './clause.ts';

const NONPERMANENT = /\b(?:Instant|Sorcery)\b/;

/** Said of the asker, or of no player: whose act or object it is. */
function asker(np: NounPhrase | null): boolean {
  return np === null || (np.kind === 'player' && np.player.who === 'me');
}

/** A permanent the clause may tell there since last turn: no other player's, and no instant or sorcery card. */
function ownPermanent(np: NounPhrase): boolean {
  if (np.kind === 'pronoun') return true;
  if (np.kind !== 'object') return false;
  const mine = (p: { who: string } | null): boolean => p === null || p.who === 'me';
  if (!mine(np.owner) || !mine(np.controlledBy)) return false;
  return np.card === null ? !np.types.some((t) => t === 'Instant' || t === 'Sorcery') : !NONPERMANENT.test(np.card.typeLine);
}

/** Clauses rewritten here: their "last turn" holds only while the story stays in the asker's turn (lastTurnHolds). */
const rewritten = new WeakSet<Clause>();

/**
 * Rewrites the clause in place as "<it> is present (since last turn)". `relative`: the clause is a relative clause
 * ("the Bears I cast last turn"), read even in a question.
 */
export function sinceLastTurn(c: Clause, relative: boolean): void {
  const v = c.verb;
  if (!v || !c.times.includes('last-turn') || v.negated || v.passive || v.modal !== null || (c.question && !relative)) return;
  // (「前のターンから出ている《X》」「《X》は前から場に出ている」: 出る said of it — there since then, as いる says.)
  const castVerb = v.verb === 'cast' || v.verb === 'play';
  const it = castVerb && asker(c.subject) ? c.object : v.verb === 'be' || v.verb === 'have' || v.verb === 'enter' ? c.subject : null;
  if (!it || (it.kind !== 'object' && it.kind !== 'pronoun') || !ownPermanent(it) || c.object2 || c.complement) return;
  if (castVerb && c.roles.length > 0) return;
  if (!castVerb && c.roles.some((x) => !((x.prep === 'to' || x.prep === 'on') && x.np?.kind === 'property' && x.np.noun === 'battlefield'))) return;
  // ("I cast …": the asker's words are read with the verb — the act the clause now tells as the permanent's state.)
  const actor = castVerb && c.subject !== null ? phraseChunks(c.subject) : [];
  c.subject = it;
  c.object = null;
  c.roles = [];
  if (!c.adjectives.includes('present')) c.adjectives.push('present');
  c.verb = { ...v, verb: 'be', card: null, chunks: [...v.chunks, ...actor] };
  rewritten.add(c);
}

/**
 * Read so, the permanent is not summoning sick because the turn now is the asker's: what they put out before this turn
 * has been theirs since it began (302.6). Told or asked at a point of another player's turn (or of a later turn), their
 * most recent turn may be the one it came in — then the clause is named, never answered (`problem`: its text).
 */
export function lastTurnHolds(sentences: readonly Sentence[], moments: readonly ({ turn: 'A' | 'B' | null; next: boolean } | undefined)[], problem: (text: string) => void): void {
  const told = sentences.flatMap((s) => s.clauses).filter((c) => rewritten.has(c));
  if (told.length === 0 || moments.every((m) => m === undefined || ((m.turn === null || m.turn === 'A') && !m.next))) return;
  for (const c of told) problem(c.text);
}
