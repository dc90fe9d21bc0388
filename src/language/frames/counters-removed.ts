/** "remove a counter from it" (a cost, 602.2b) and "removed from combat" (506.4): the remove frame. */
import type { Clause } from '../clause.ts';
import { UNSAID_COUNTER_KIND } from '../ir-basics.ts';
import type { Story } from '../story.ts';
import { objectsOf, playerOf } from '../refs.ts';
import { isPlayerish, push, role, useRole } from './util.ts';

export function removeFrom(story: Story, c: Clause): void {
  if (countersRemoved(story, c)) return;
  // "the 1/1 is removed from combat" (506.4).
  const from = role(c, 'from');
  if (!from || from.kind !== 'property' || from.noun !== 'combat') {
    story.problem('not-understood', c.text, 'remove-from-what');
    return;
  }
  const ids = objectsOf(story, c.verb!.passive ? c.subject : c.object, { create: false, plural: true });
  if (!ids) return;
  useRole(story, c, 'from');
  push(story, { kind: 'remove-from-combat', ids }, c);
}

/**
 * The +1/+1 counters told on a permanent: "Walking Ballista with 2 counters" said no kind, which the questions layer
 * settles from its card's text (questions/counter-kinds.ts) — the card whose cost removes them names the kind it takes.
 */
function plusCounters(counters: Readonly<Record<string, number>>): number {
  return counters['+1/+1'] ?? counters[UNSAID_COUNTER_KIND] ?? 0;
}

/**
 * "I remove a counter from Walking Ballista", "he removed all three counters", "I remove both +1/+1 counters from it": counters
 * a player takes off their own permanent are a cost (602.2b, 122.8 is no player's act) — told only as what pays for the act
 * an infinitive right after it says ("… to ping his Elves", frames/damage.ts), one activation per counter. Remembered as
 * that cost; alone (or with anything else said) the clause stays named. The permanent is the one "from" names, else the one
 * object of the story told with counters, the player's own; how many: the number said, "both" two, "all"/"the" as many as
 * it was told to have.
 */
function countersRemoved(story: Story, c: Clause): boolean {
  const v = c.verb!;
  const o = c.object;
  // ("both counters" may be read as the pronoun "both" and a second object, the counters.)
  const second = c.object2 === null || (o?.kind === 'pronoun' && c.object2.kind === 'property' && c.object2.noun === 'counter');
  if (!o || v.passive || v.negated || v.modal !== null || v.hypothetical || c.sub !== null || !second || c.complement) return false;
  if (c.roles.some((r) => r.prep !== 'from') || (c.subject !== null && !isPlayerish(c.subject))) return false;
  // The object: the counters ("a counter", "all three counters", "two +1/+1 counters"), or "both"/"all" read as a pronoun
  // with the counter noun right after it ("both counters"): the words after the verb, outside its "from" role, in one run.
  const roleChunks = new Set(c.roles.flatMap((r) => r.chunks));
  const verbEnd = Math.max(...v.chunks);
  const after = c.chunks.filter((k) => k > verbEnd && !roleChunks.has(k)).sort((a, b) => a - b);
  const last = after[after.length - 1];
  const counterNoun = last !== undefined && story.sensesAt(last).some((x) => x.kind === 'thing-noun' && x.noun === 'counter');
  const objectOk = (o.kind === 'amount' && o.noun === 'counter' && (o.counter === null || o.counter === '+1/+1')) || (o.kind === 'property' && o.noun === 'counter') || (o.kind === 'pronoun' && (o.word === 'both' || o.word === 'all'));
  if (!objectOk || !counterNoun || after.some((k, n) => n > 0 && k !== after[n - 1]! + 1)) return false;
  // How many: "a", "both", "all three", "two +1/+1", "all its", "the".
  const words = after.map((k) => story.chunkText(k)).join(' ').toLowerCase().replace(/\s+/g, ' ').trim();
  const m = /^(?:(all|both)(?: of)? )?(?:(its|the|a|an|one|two|three|four|five|six|seven|eight|nine|ten|\d+) )?(?:\+1\/\+1 )?counters?$/.exec(words);
  if (!m) return false;
  const player = c.subject ? (playerOf(story, c.subject) ?? 'A') : 'A';
  const from = role(c, 'from');
  let source: string;
  if (from) {
    if (isPlayerish(from)) return false;
    const ids = objectsOf(story, from, { create: false });
    if (!ids || ids.length !== 1) return false;
    source = ids[0]!;
  } else {
    const withCounters = story.objects.filter((x) => plusCounters(x.counters) > 0 && x.zone === 'battlefield' && x.cast !== true);
    if (withCounters.length !== 1) return false;
    source = withCounters[0]!.id;
  }
  const obj = story.get(source)!;
  if (obj.controller !== null && obj.controller !== player) return false;
  const had = plusCounters(obj.counters);
  const word = m[2];
  const said = word === undefined || word === 'its' || word === 'the' ? null : /^\d+$/.test(word) ? Number(word) : ['a', 'an', 'one'].includes(word) ? 1 : ['two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten'].indexOf(word) + 2;
  const all = m[1] === 'all' || word === 'its' || word === 'the';
  const n = m[1] === 'both' ? 2 : (said ?? (all && had > 0 ? had : null));
  // ("both three", "all three" of a permanent told with two, a bare "counters": not read.)
  if (n === null || n < 1 || n > 10 || (m[1] === 'both' && ((said !== null && said !== 2) || (had > 0 && had !== 2))) || (all && had > 0 && n !== had) || (said === null && !all && m[1] !== 'both')) return false;
  obj.controller ??= player;
  story.use(o);
  story.use(c.object2);
  story.useChunks(after);
  useRole(story, c, 'from');
  story.use(c.subject);
  story.costTold = { sentence: c.sentence, counters: { source, n }, clause: c, event: null, problem: story.problems.length };
  story.problem('unsupported', c.text, 'verb:remove');
  return true;
}
