/** 「《X》は+1/+1カウンター4個」「3/3に-1/-1カウンターが2個」: counters told with no verb — the permanent has them. */
import type { VerbInfo } from '../clause.ts';
import type { Building } from './clause-state.ts';

/** The particles a permanent holding the counters is said with: the topic, on it (に), or its subject. */
const HOLDER: ReadonlySet<string> = new Set(['は', 'に', 'には', 'が', 'も']);

/**
 * 「《灰色熊》は+1/+1カウンター4個」「3/3に-1/-1カウンターが2個。」「《X》には毒カウンター…」: a permanent and a number of counters
 * of one kind, with no verb, says it has them — as 「…が4個乗っている」 does (122.1). Read as the verb have, the permanent
 * its subject and the counters its object; anything else in the clause (a time, a keyword, a question word, a third
 * phrase) leaves it as it was. Returns the verb to close the clause with, or null.
 */
export function countersTold(b: Building): VerbInfo | null {
  const [holder, what, ...rest] = b.args;
  if (!holder || !what || rest.length > 0 || b.rest.wh || b.rest.keywords.length > 0 || b.rest.times.length > 0 || b.rest.question) return null;
  if (holder.np.kind !== 'object' || !HOLDER.has(holder.particles.join(''))) return null;
  const amount = what.np;
  if (amount.kind !== 'amount' || amount.noun !== 'counter' || amount.counter === null || amount.n === null) return null;
  if (!(what.particles.length === 0 || what.particles.join('') === 'が')) return null;
  holder.particles = ['は'];
  what.particles = ['を'];
  return { verb: 'have', passive: false, negated: false, modal: null, perfect: true, hypothetical: false, card: null, chunks: [], text: '' };
}
