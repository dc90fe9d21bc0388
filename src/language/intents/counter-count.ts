/**
 * "How many +1/+1 counters does it have?", "how many -1/-1 counters are on the Bears?", "How many +1/+1 counters go on
 * the Pridemate?", "how many will it get?", 「《アジャニの群れ仲間》に+1/+1カウンターは何個乗りますか」: a number of
 * counters of one kind asked of one object (122.1), answered from the run, not from the words.
 *
 * Two questions, told apart by the verb: what it has ("have", "be on", "be left on", "remain": the count it ends with, after 704.5q has
 * removed +1/+1 and -1/-1 counters in pairs), and what is put on it ("go on", "get", "be put on", 乗る/置かれる said of
 * what happens: the counters put in the run, each as its replacement effects made it, 614.1 — Hardened Scales' one
 * more among them). Counters of no kind are of the one kind the story told (counter-kind.ts), else left to the other
 * readings (characteristics.ts).
 */
import type { Clause, NounPhrase } from '../clause.ts';
import { phraseChunks } from '../clause.ts';
import type { Story } from '../story.ts';
import type { Verb } from '../senses.ts';
import { ask } from './ask-core.ts';
import { aboutObjects } from './asked-objects.ts';
import { toldCounterKind } from './counter-kind.ts';
import { counterHolderUnsettled } from './counter-holder.ts';

/**
 * Verbs asking what it has; the rest, what is put on it. "How many +1/+1 counters are left on it?", "… does it end up
 * with?", "… remain on the Bears?": what is left is the count it ends with, as "have" asks (704.5q already applied).
 */
const HAS: ReadonlySet<Verb> = new Set<Verb>(['have', 'be', 'end-up', 'remain']);
const PUT: ReadonlySet<Verb> = new Set<Verb>(['get', 'go', 'put']);

/**
 * The counters asked about, with "how many" (the count is the answer), and their kind: said, or (`unsaid`) the one kind
 * the story told (counter-kind.ts).
 */
function countersAsked(story: Story, c: Clause): { np: NounPhrase; counter: string; unsaid: boolean } | null {
  const np = c.asked ?? c.object;
  if (np?.kind === 'amount' && np.noun === 'counter' && np.counter !== null && np.counter !== undefined) return { np, counter: np.counter, unsaid: false };
  // ("how many counters": the noun alone, no kind, no number and nothing else said of it.)
  const bare = np?.kind === 'property' && np.noun === 'counter' && np.of === null && np.adjectives.length === 0;
  const told = bare ? toldCounterKind(story) : null;
  return told === null || !np ? null : { np, counter: told, unsaid: true };
}

/** The one object the counters are on: the subject of "have"/"get", else what "on"/"onto" names. */
function holderOf(c: Clause, counters: NounPhrase): NounPhrase | null {
  const on = c.roles.filter((r) => r.prep === 'on' || r.prep === 'onto');
  if (c.roles.length !== on.length || on.length > 1) return null;
  const subject = c.subject && c.subject !== counters ? c.subject : null;
  if (subject && on.length === 1 && on[0]!.np?.kind !== 'pronoun') return null;
  const np = on.length === 1 && !subject ? on[0]!.np : subject;
  return np && (np.kind === 'object' || np.kind === 'pronoun') ? np : null;
}

export function counterCountAsk(story: Story, c: Clause): boolean {
  const v = c.verb;
  if (c.wh !== 'how-many' || !c.question || !v || v.negated || (v.modal !== null && v.modal !== 'do' && v.modal !== 'will' && v.modal !== 'would')) return false;
  if (c.object2 || c.complement || c.keywords.length > 0 || c.lacks.length > 0 || (c.asked && c.object && c.object !== c.asked)) return false;
  const asked = countersAsked(story, c);
  const counters = asked?.np;
  const put = PUT.has(v.verb) && (v.verb !== 'put' || v.passive);
  if (!asked || !counters || (!put && !HAS.has(v.verb)) || (v.passive && v.verb !== 'put')) return false;
  const holder = holderOf(c, counters);
  // (No kind and no holder said — 「カウンターは何個残る？」 — is left to the readings of what the story holds, characteristics.ts.)
  if (asked.unsaid && holder !== null && phraseChunks(holder).length === 0) return false;
  const ids = holder ? aboutObjects(story, holder) : null;
  if (!holder || !ids || ids.length !== 1) return false;
  if (put && counterHolderUnsettled(story, holder, ids[0]!, c.text.trim())) return true;
  story.use(counters);
  story.use(holder);
  if (c.subject && c.subject !== holder && c.subject !== counters) story.use(c.subject);
  for (const r of c.roles) story.useChunks(r.chunks);
  story.useChunks(v.chunks);
  const a = { kind: 'has-counters' as const, id: ids[0]!, counter: asked.counter, howMany: true as const, ...(put ? { put: true as const } : {}), ...(asked.unsaid ? { kindUnsaid: true as const } : {}) };
  story.listed.add(a);
  return ask(story, a, c);
}
