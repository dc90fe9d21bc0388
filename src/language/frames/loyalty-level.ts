/** A planeswalker's loyalty as a clause says where it stands (306.5c), in English and Japanese alike. */
import type { Clause, NounPhrase } from '../clause.ts';
import { role } from './util.ts';

/** A loyalty word with no number of its own ("忠誠度", "loyalty"): the counters whose number the clause says apart. */
function loyaltyNoun(np: NounPhrase | null): boolean {
  return np?.kind === 'amount' && np.noun === 'counter' && np.counter === 'loyalty' && !/\d/.test(np.text);
}

/**
 * What the clause tells of a planeswalker's loyalty: its holder, the number and the phrases saying them — "Liliana is on
 * 3 loyalty", "at 2 loyalty"; 「《リリアナ》は忠誠度3」 (the number with the loyalty word, as the complement); 「《リリアナ》の忠誠度は
 * 3」 (the loyalty word the subject, its holder after の, the number the complement). Null when it tells none.
 */
export function loyaltyLevel(c: Clause): { holder: NounPhrase; n: number; said: NounPhrase[]; roles: string[] } | null {
  const subj = c.subject;
  const at = role(c, 'on', 'at');
  const holderish = (np: NounPhrase | null | undefined): np is NounPhrase => np !== null && np !== undefined && (np.kind === 'object' || np.kind === 'pronoun');
  if (holderish(subj) && at?.kind === 'amount' && at.noun === 'counter' && at.counter === 'loyalty' && at.n !== null) return { holder: subj, n: at.n, said: [], roles: ['on', 'at'] };
  // (Only said as a state — no verb, or "be": 「忠誠度4になる」 "becomes" is an event, not read here.)
  if (c.verb && (c.verb.verb !== 'be' || c.verb.negated)) return null;
  const k = c.complement;
  if (holderish(subj) && k?.kind === 'amount' && k.noun === 'counter' && k.counter === 'loyalty' && k.n !== null && /\d/.test(k.text) && c.roles.length === 0) return { holder: subj, n: k.n, said: [k], roles: [] };
  const of = role(c, 'of');
  if (loyaltyNoun(subj) && holderish(of) && k?.kind === 'amount' && k.noun === 'total' && k.n !== null && c.roles.length === 1) return { holder: of, n: k.n, said: [subj!, k], roles: ['of'] };
  return null;
}
