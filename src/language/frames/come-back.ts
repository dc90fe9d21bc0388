/** "… and then returned to the battlefield", 「死亡して戻ってきたら」: a permanent coming back from where the story put it, with the counters it returns with (persist 702.79, undying 702.93). */
import type { Clause } from '../clause.ts';
import type { Story } from '../story.ts';
import { objectsOf, oneObjectOf } from '../refs.ts';
import { isPlayerish, push, role, useRole } from './util.ts';
import { lookupTable } from '../../core/table.ts';

/** Events that take an object off the battlefield (to a graveyard, exile or a hand). */
const LEAVES: ReadonlySet<string> = new Set(['destroy', 'dies', 'sacrifice', 'exile', 'bounce']);

/**
 * "… is exiled and then returned to the battlefield", "when it comes back", 「死亡して戻ってきたら」: it comes back
 * from where the story put it — only after the story took it off the battlefield (else there is nowhere to come
 * back from: not read). What brings it back, said ("with persist", 「頑強で」), is not read: whether the rule said
 * does it is the engine's, and a return told over one it did not make would be a guess.
 */
export function comeBack(story: Story, c: Clause): boolean {
  const v = c.verb!;
  const to = role(c, 'to', 'onto', 'on');
  if (to && !(to.kind === 'property' && to.noun === 'battlefield')) return false;
  if (v.verb === 'return' && !to) return false;
  const counter = v.verb === 'come-back' ? (returnCounter(c) ?? keywordReturn(c)) : null;
  if (role(c, 'by') || (role(c, 'with') && counter === null)) return false;
  if (cameBackWithCounter(story, c)) return true;
  // "I return it to the battlefield", "it is returned to …", "… and then returned to …" (its subject shared).
  const np = v.verb === 'return' && c.object ? c.object : c.subject && !isPlayerish(c.subject) ? c.subject : null;
  // 「…が追放された。戻ってきたら、…」: with nothing said, what comes back is the one thing the story last took off.
  const lastGone = [...story.events].reverse().find((e) => LEAVES.has(e.kind));
  const implied = !np && !c.object ? (lastGone && 'ids' in lastGone && lastGone.ids.length === 1 ? lastGone.ids : v.verb === 'come-back' ? aimedOne(story) : null) : null;
  if (!np && !implied) return false;
  const ids = implied ?? objectsOf(story, np, { create: false, plural: true });
  if (!ids) return true;
  const died: string[] = [];
  for (const id of ids) {
    let gone = false;
    for (const e of story.events) {
      if (LEAVES.has(e.kind) && 'ids' in e && e.ids.includes(id)) gone = true;
      if (e.kind === 'return' && e.ids.includes(id)) gone = false;
    }
    if (!gone && v.verb === 'come-back' && aimedLast(story, id)) died.push(id);
    else if (!gone) {
      story.problem('not-understood', c.text, 'come-back-from-where');
      return true;
    }
  }
  // ("They Bolt my Archmage, it persists back": coming back says the spell just aimed at it killed it — a death the
  // run must bear out, as "dies to Murder" is, 700.4.)
  if (died.length > 0) push(story, { kind: 'dies', ids: died, result: true }, c);
  // "… died and came back with a -1/-1 counter": the counter is the one the rules' return puts on it — a keyword said
  // with it, else one its card has (702.79a persist, 702.93a undying). Another is not read: the run makes the return.
  if (counter !== null) {
    const said = c.keywords.length > 0 ? c.keywords.map((k) => RETURN_COUNTER[k.keyword]) : null;
    const fits = (id: string): boolean => {
      const o = story.get(id);
      const facts = o ? story.cardFacts(o) : null;
      // (Or a keyword told of it: "my 2/2 with persist".)
      return (facts?.keywords ?? []).some((k) => RETURN_COUNTER[k.toLowerCase()] === counter.counter) || (o?.keywords ?? []).some((k) => RETURN_COUNTER[k.keyword] === counter.counter);
    };
    // ("My 2/2 dies and comes back with persist": a creature the question never gave persist is not read as having returned by it.)
    if ((said !== null && !said.every((x) => x === counter.counter)) || !ids.every(fits)) {
      story.problem('not-understood', c.text, 'come-back-counter');
      return true;
    }
    story.useChunks(counter.chunks);
    story.useKeywords(c.chunks);
  }
  useRole(story, c, 'to', 'onto', 'on');
  if (np === c.object) story.use(c.subject);
  // "comes back", 「戻ってきた」: no effect is said to return it, so what does is the rules' own (a persist
  // return), checked against the run; "it is returned to the battlefield" tells an effect that does.
  const supposed = c.sub === 'when' || c.sub === 'if' || c.sub === 'once';
  push(story, v.verb === 'come-back' ? { kind: 'return', ids, premise: true, ...(supposed ? { supposed: true as const } : {}) } : { kind: 'return', ids }, c);
  return true;
}

/**
 * 「《稲妻》で焼かれたけど頑強で戻ってきた」: with nothing said coming back and nothing told taken off, the one object the
 * last act told (a spell) was aimed at — coming back says that spell killed it, a death the run must bear out (below).
 */
function aimedOne(story: Story): string[] | null {
  const last = [...story.events].reverse().find((e) => e.kind !== 'resolve');
  const ids = last?.kind === 'cast' ? last.targets.filter((t) => story.get(t) !== undefined) : [];
  return ids.length === 1 ? ids : null;
}

/** Whether the last act told (a resolution aside) is a spell cast at the object. */
function aimedLast(story: Story, id: string): boolean {
  const last = [...story.events].reverse().find((e) => e.kind !== 'resolve');
  return last?.kind === 'cast' && last.targets.includes(id);
}

/** The counter each keyword that returns a creature puts on it as it comes back (702.79a persist, 702.93a undying). */
const RETURN_COUNTER: Readonly<Record<string, string>> = lookupTable({ persist: '-1/-1', undying: '+1/+1' });

/**
 * 「頑強で戻ってきた《台所の嫌がらせ屋》」「不死で戻ってきた…」, "a Finks that came back with persist": said of a creature
 * the story has told nothing of yet, it tells how the board starts — it is on the battlefield with the counter
 * that keyword returns it with (a -1/-1 counter for persist, 702.79a; a +1/+1 counter for undying, 702.93a),
 * whatever gave it the keyword. Told after anything else (or with it taken off in the story, where it is a
 * return the engine must make itself) it is not this.
 */
function cameBackWithCounter(story: Story, c: Clause): boolean {
  const v = c.verb!;
  if (v.verb !== 'come-back' || v.passive || v.negated || v.modal !== null || v.inverted || c.wh !== null || c.sub !== null || c.object || c.complement) return false;
  // ("… already came back once with a -1/-1 counter": the counter said; with a keyword said too, the two agree.)
  const withCounter = returnCounter(c);
  if (c.keywords.length > 1 || c.lacks.length > 0 || (c.keywords.length === 0 && !withCounter)) return false;
  const counter = c.keywords.length === 1 ? RETURN_COUNTER[c.keywords[0]!.keyword] : withCounter?.counter;
  if (!counter || story.events.length > 0 || (withCounter && withCounter.counter !== counter)) return false;
  if (!c.subject || isPlayerish(c.subject) || c.subject.kind !== 'object') return false;
  const id = oneObjectOf(story, c.subject, { create: true });
  if (!id) return true;
  const o = story.get(id)!;
  // (「不死で戻ってきた《若き狼》（+1/+1カウンター1個）」: counters of that kind told with it are its state after the return,
  // the return's own counter among them — adding one more would tell a creature two counters bigger than said.)
  if (!((o.counters[counter] ?? 0) > 0)) o.counters[counter] = 1;
  story.use(c.subject);
  story.useKeywords(c.chunks);
  story.useChunks(v.chunks);
  if (withCounter) story.useChunks(withCounter.chunks);
  return true;
}

/**
 * "came back with a -1/-1 counter", "… with the -1/-1 counter from persist", "came back once with …": the one counter a
 * return by persist or undying puts on (702.79a, 702.93a), and the words that say it — the "with" role, "from" before
 * the keyword, "once". Null when the clause has no such role.
 */
function returnCounter(c: Clause): { counter: string; chunks: number[] } | null {
  const w = c.roles.find((r) => r.prep === 'with');
  const np = w?.np;
  if (!w || np?.kind !== 'amount' || np.n !== 1 || (np.counter !== '-1/-1' && np.counter !== '+1/+1') || c.roles.some((r) => r !== w && r.prep !== 'from')) return null;
  const from = c.roles.filter((r) => r.prep === 'from' && r.np === null).flatMap((r) => r.chunks);
  return { counter: np.counter, chunks: [...w.chunks, ...from] };
}

/**
 * "… died and came back with undying", 「死んで頑強で戻ってきた」: the keyword said as what brought it back names the
 * one counter that return puts on it (702.79a persist: -1/-1, 702.93a undying: +1/+1), as if that counter were said.
 */
function keywordReturn(c: Clause): { counter: string; chunks: number[] } | null {
  if (c.keywords.length !== 1) return null;
  const counter = RETURN_COUNTER[c.keywords[0]!.keyword];
  return counter ? { counter, chunks: [] } : null;
}
