/**
 * "How much loyalty is left?", "How much loyalty does she have left?", "what's her loyalty now?", "How many loyalty
 * counters are on Chandra?", "What loyalty is Jace at?": a planeswalker's loyalty asked as a number — the loyalty
 * counters on it when the story ends (306.5b, 306.5c; damage dealt to it removes them, 120.3c; at 0 it is put into
 * its owner's graveyard, 704.5i). Answered as the count (has-counters, listed: no yes or no).
 *
 * The planeswalker is the clause's subject ("does Chandra have", "her loyalty"), what the loyalty is "on", or, with
 * none said, the one planeswalker the story has; with several and none said, or one that is no planeswalker, the
 * clause is left unread (named), never answered of a guess.
 */
import type { Clause, NounPhrase } from '../clause.ts';
import type { Story } from '../story.ts';
import { personReading, walkersOf } from '../persons.ts';
import { aboutObjects, ask } from './common.ts';

const ASKING = new Set(['how-much', 'how-many', 'what']);
const VERBS = new Set(['be', 'have', 'end-up', 'remain', 'become']);

/** The chunk saying "loyalty" (a kind of counter, 306.5b) in the clause, when exactly one does. */
function loyaltyWord(story: Story, c: Clause): number | null {
  const at = c.chunks.filter((k) => story.sensesAt(k).some((s) => s.kind === 'counter-kind' && s.counter === 'loyalty'));
  return at.length === 1 ? at[0]! : null;
}

/** "counters" said with no holder of its own ("loyalty counters"), or the loyalty word with no number (「忠誠度は」「忠誠カウンターは」). */
function counterWord(np: NounPhrase | null): boolean {
  if (np?.kind === 'amount') return np.noun === 'counter' && np.counter === 'loyalty' && !/\d/.test(np.text);
  return np !== null && np.kind === 'property' && np.noun === 'counter' && np.of === null;
}

/** What the loyalty is asked of: the subject, or what it is "on"/"at"; undefined when something else is said there. */
function holderPhrase(c: Clause): NounPhrase | null | undefined {
  // (「チャンドラの忠誠度」: the holder after の, read as "of".)
  const on = c.roles.filter((r) => r.prep === 'on' || r.prep === 'at' || r.prep === 'of');
  if (c.roles.length !== on.length || on.length > 1) return undefined;
  const place = on[0]?.np ?? null;
  const s = c.subject;
  // ("How many loyalty counters are left on Chandra?": the subject is the counters, their holder after "on".)
  const subject = s && !counterWord(s) ? s : null;
  if (subject && place) return undefined;
  const np = subject ?? place;
  if (np && np.kind !== 'object' && np.kind !== 'pronoun') return undefined;
  return np;
}

export function loyaltyAsk(story: Story, c: Clause): boolean {
  const v = c.verb;
  // 「リリアナの忠誠度は？」: the loyalty word and its holder alone, asked with no verb and no question word.
  const bare = !v && c.wh === null && counterWord(c.subject) && c.subject?.kind === 'amount';
  if (!bare && (c.wh === null || !ASKING.has(c.wh) || !v || !VERBS.has(v.verb) || v.negated || v.passive || (v.modal !== null && v.modal !== 'do' && v.modal !== 'will'))) return false;
  // ("How many loyalty counters does she have?": "counters" may be read as the complement, the loyalty word beside it.)
  if (c.object || c.object2 || (c.complement && !counterWord(c.complement)) || c.asked || c.keywords.length > 0 || c.lacks.length > 0 || c.adjectives.some((a) => a !== 'left' && a !== 'still')) return false;
  const word = loyaltyWord(story, c);
  if (word === null || story.used.has(word)) return false;
  const np = holderPhrase(c);
  if (np === undefined) return false;
  const walkers = walkersOf(story);
  // ("her loyalty", "does she have": the planeswalker the word meant before, or the one the story was just about —
  // persons.ts — never the creature "it" would be; a word read as a player has no loyalty.)
  const person = np ? personReading(story, np, null) : null;
  if (person === 'asked') return true;
  if (person && 'side' in person) return false;
  const ids = person ? [person.object] : np ? aboutObjects(story, np) : walkers.length === 1 ? walkers : null;
  if (!ids || ids.length !== 1 || !walkers.includes(ids[0]!)) return false;
  if (np) story.use(np);
  if (c.subject && c.subject !== np) story.use(c.subject);
  if (c.complement) story.use(c.complement);
  for (const r of c.roles) story.useChunks(r.chunks);
  // The words of the ask itself: "loyalty (counters)", "left", "'s" after the holder, a bare "at"/"on" ("what is she at?").
  const own = (k: number): boolean =>
    k === word ||
    story.sensesAt(k).some((s) => (s.kind === 'thing-noun' && s.noun === 'counter') || (s.kind === 'adj' && (s.adj === 'left' || s.adj === 'still')) || s.kind === 'poss' || (s.kind === 'prep' && (s.prep === 'at' || s.prep === 'on')));
  story.useChunks(c.chunks.filter(own));
  const a = { kind: 'has-counters' as const, id: ids[0]!, counter: 'loyalty', howMany: true as const };
  story.listed.add(a);
  return ask(story, a, c);
}
