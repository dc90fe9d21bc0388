/**
 * "I have 11 life and they have 16", "they have 16 and I have 3 life": a bare number a player "has", in the same sentence
 * as another player's "has N life", is that player's life too — the noun left out of the second of two parallel clauses
 * (gapping). Said alone ("they have 16"), the number names nothing and stays unread, as before.
 */
import type { Clause, NounPhrase } from '../clause.ts';

type Amount = Extract<NounPhrase, { kind: 'amount' }>;

/** "P has N <noun>": a plain statement of a player having an amount; the amount, else null. */
function hasAmount(c: Clause): Amount | null {
  const v = c.verb;
  if (!v || v.verb !== 'have' || v.negated || v.passive || v.modal !== null || v.hypothetical || c.question || c.wh !== null) return null;
  if (c.subject?.kind !== 'player' || c.object?.kind !== 'amount' || c.object.n === null || c.complement || c.object2 || c.roles.length > 0) return null;
  return c.object;
}

export function gappedLife(cl: readonly Clause[]): void {
  const said = cl.filter((c) => hasAmount(c)?.noun === 'life');
  if (said.length === 0) return;
  for (const c of cl) {
    const a = hasAmount(c);
    if (a === null || a.noun !== 'total' || a.adjectives.length > 0) continue;
    // (Another player's: "I have 11 life and I have 16" is no gap but a second total of the same player, left unread.)
    const other = said.some((s) => s.subject?.kind === 'player' && c.subject?.kind === 'player' && s.subject.player.who !== c.subject.player.who);
    if (other) c.object = { ...a, noun: 'life' };
  }
}
