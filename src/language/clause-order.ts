/** The order of told clauses: subordinators ('before', 'while'), postposed conditions, spells waiting, stranded players and negated roles. */
import type { Clause, Sentence } from './clause.ts';
import { clausePhrases, phraseChunks } from './clause.ts';
import type { Story } from './story.ts';
import { objectsOf } from './refs.ts';
import { pendingOnStack } from './frames/util.ts';
import { stackPlace } from './frames/stack.ts';
import type { QEvent } from './ir.ts';

/** Subordinators of a condition said after the result it is asked of ("X if Y?", "X when Y?", "X once Y?"). */
const CONDITION_SUBS: ReadonlySet<string> = new Set(['if', 'when', 'once', 'after']);

/**
 * "His 3/3 dies if I Shock it?", "I take 3 if his unblocked 3/3 attacks me?", "He gains 4 life when I Swords his
 * 4/4, right?": a statement with a question mark whose condition comes after it is chat's yes/no question — "does X
 * happen, given Y?". Read as told, X was made to happen as an event of its own before Y (red team s19b: life gained
 * twice, a death made before the spell, then "can't happen"). The clause asks when it has its own subject and a
 * verb said plainly (no modal, not inverted: those ask already), and every clause after it in the sentence is a
 * condition of it.
 */
export function postposedCondition(s: Sentence, k: number): boolean {
  const c = s.clauses[k]!;
  const rest = s.clauses.slice(k + 1);
  if (!s.question || c.sub !== null || c.wh !== null || c.verb === null || c.verb.modal !== null || c.verb.inverted === true || c.purpose !== undefined) return false;
  if (c.subject === null || !phraseChunks(c.subject).some((x) => c.chunks.includes(x))) return false;
  return rest.length > 0 && rest.every((x) => x.sub !== null && CONDITION_SUBS.has(x.sub)) && (rest[0]!.sub === 'if' || rest[0]!.sub === 'when');
}

/**
 * A clause saying "while a spell still waits on the stack": "before it resolves", "while Bolt is on the stack",
 * 「それが解決する前に」「《稲妻》の解決前に」「スタックにある間に」 (405.1, 608.1).
 */
/** A clause read, with where its events are in the story. */
export interface ToldClause {
  k: number;
  c: Clause;
  asking: boolean;
  from: number;
  to: number;
}

/** Subordinators whose clause happened first: "after", "once", "when" (「〜た後に」「〜とき」). */
const EARLIER_SUBS: ReadonlySet<string> = new Set(['after', 'once', 'when']);

/**
 * "I Shock their 2/2 after it blocks my 3/3", "She casts Bolt on it after I cast Giant Growth", 「私の2/2が
 * ブロックする前に《巨大化》を撃った」: the subordinator orders the two clauses' events, not the words — the
 * "after" clause's happen first, the "before" clause's last. Each clause is read in the order said (so "it"
 * finds what was named before it), then the two runs of events are put in the order told by the word. A spell
 * of the earlier run waiting on the stack when the later run casts one has resolved first, as "then" says (608.1).
 * Not when either clause is said "in response" or "while it waits" (117.3c: the stack order is the point), or
 * a clause names a point of the turn (500.1: the moment stays where it was told).
 */
export function orderBySubordinator(story: Story, first: ToldClause, second: ToldClause): void {
  const later = second.c.sub !== null && EARLIER_SUBS.has(second.c.sub) && first.c.sub === null;
  const sooner = first.c.sub === 'before' && second.c.sub === null && !whileWaiting(story, first.c);
  if (!later && !sooner) return;
  if (first.to !== second.from || first.from === first.to || second.from === second.to || second.to !== story.events.length) return;
  const timed = (c: Clause): boolean => c.times.includes('in-response') || c.times.includes('later');
  if (timed(first.c) || timed(second.c) || [first.c, second.c].some((c) => whileWaiting(story, c))) return;
  const a = story.events.slice(first.from, first.to);
  const b = story.events.slice(second.from, second.to);
  if ([...a, ...b].some((e) => e.kind === 'moment' || e.kind === 'resolve')) return;
  for (let i = first.from; i < second.to; i++) if (story.responses.has(i)) return;
  const spells = (xs: readonly QEvent[]): boolean => xs.some((e) => e.kind === 'cast' || e.kind === 'activate');
  // ("after he had cast Giant Growth on it": the past perfect says it was cast first, not that it had resolved —
  // no resolution is told then, and the question layer asks which, when the two orders answer differently.)
  const perfect = (later ? second.c : first.c).verb?.perfect === true;
  const resolve: QEvent[] = spells(b) && spells(a) && !perfect ? [{ kind: 'resolve', then: true }] : [];
  story.events.splice(first.from, second.to - first.from, ...b, ...resolve, ...a);
  const moved = (i: number): number => (i < first.from || i >= second.to ? i : i < first.to ? i + b.length + resolve.length : i - a.length);
  if (story.lastCast) story.lastCast = { ...story.lastCast, event: moved(story.lastCast.event) };
}

/**
 * "I cast Giant Growth on my 2/2 while their Lightning Bolt is on the stack", "if I Giant Growth my 2/2 while their Bolt
 * targeting it is still on the stack": the "while" clause tells a spell waiting on the stack that nothing before cast
 * (its cast a premise, frames/stack.ts onStack) — so it was cast before the clause it times, and what that clause casts
 * goes above it, in response (405.1, 117.3c). Read in the order said, the waiting spell went on the stack last.
 */
export function waitingTold(story: Story, first: ToldClause, second: ToldClause): void {
  if (second.c.sub !== 'while' || !whileWaiting(story, second.c) || (first.c.sub !== null && first.c.sub !== 'if')) return;
  if (first.to !== second.from || first.from === first.to || second.from === second.to || second.to !== story.events.length) return;
  const a = story.events.slice(first.from, first.to);
  const b = story.events.slice(second.from, second.to);
  if (!b.every((e) => e.kind === 'cast' && e.premise === true) || !a.every((e) => e.kind === 'cast' || e.kind === 'activate')) return;
  for (let i = first.from; i < second.to; i++) if (story.responses.has(i)) return;
  story.events.splice(first.from, second.to - first.from, ...b, ...a);
  for (let i = first.from + b.length; i < second.to; i++) story.responses.add(i);
  if (story.lastCast) story.lastCast = { ...story.lastCast, event: story.events.length - 1 };
  const told = story.conditionEvents;
  if (told && told.from === first.from && told.to === first.to) story.conditionEvents = { ...told, from: told.from + b.length, to: told.to + b.length };
}

/** A "while" clause that told the spell it says is waiting (its cast a premise it told): a setup, no time for what follows. */
export function toldItsSpell(story: Story, c: Clause): boolean {
  return story.events.some((e) => e.kind === 'cast' && e.premise === true && story.toldBy.get(e) === c);
}

export function whileWaiting(story: Story, c: Clause): boolean {
  if (c.sub !== 'before' && c.sub !== 'while') return false;
  if (c.verb?.verb === 'resolve' && !c.verb.negated) return c.sub === 'before';
  // 「《稲妻》の解決前に」: the noun 解決 ("resolution") before 前 (no verb: the grammar reads a copula).
  if (c.sub === 'before' && /解決(?:の)?前/.test(c.text)) return true;
  return c.sub === 'while' && stackPlace(story, c) !== null;
}

/** The clause's subject is a spell waiting on the stack: "it" with one spell waiting, or a spell told cast and not yet resolved. */
export function namesWaitingSpell(story: Story, c: Clause): boolean {
  const pending = pendingOnStack(story, story.events.length);
  if (pending === 0) return false;
  const s = c.subject;
  if (s?.kind === 'pronoun') return pending === 1 && (s.word === 'it' || s.word === 'that' || s.word === 'this');
  if (s?.kind !== 'object' || !s.card) return false;
  // (What waits: what was cast since anything that was not a response happened, as pendingOnStack counts.)
  const name = s.card.name;
  let waiting: string[] = [];
  story.events.forEach((e, k) => {
    if (e.kind === 'cast') waiting.push(e.spell);
    else if (e.kind !== 'activate' && !story.responses.has(k)) waiting = [];
  });
  return waiting.some((id) => story.get(id)?.card === name);
}

/**
 * "I control Fiendish Duo and Shock my opponent": a player the clause's grammar put in none of its
 * phrases (subject, object, roles), or only in a second object no frame read, was read by nothing — a player word is no domain word by itself
 * (frames read players through the phrases they head), so it was left over silently and the
 * question answered without whatever it was the player of (issue 11). Named, never dropped.
 */
export function strandedPlayers(story: Story, c: Clause): void {
  // (A second object, "gives my opponent …", is placed only when a frame read it: the grammar also puts
  // a noun phrase it found no slot for there, "I control X and Shock my opponent".)
  // (Nor a player "with" whom something is said, 「私と相手のライフ」 read as the opponent's life "with" me: no frame
  // reads a player there, so one it did not use was dropped — red team s12.)
  const withPlayer = new Set(c.roles.filter((r) => r.prep === 'with' && r.np?.kind === 'player').map((r) => r.np));
  const placed = new Set(clausePhrases(c).filter((np) => np !== c.object2 && !withPlayer.has(np)).flatMap(phraseChunks));
  if (c.verb) for (const k of c.verb.chunks) placed.add(k);
  for (const k of c.chunks) {
    if (placed.has(k) || story.used.has(k) || story.sensesAt(k)[0]?.kind !== 'player') continue;
    story.problem('not-understood', c.text, 'stranded-player');
    return;
  }
}

/**
 * "I cast Lightning Bolt on their Grizzly Bears, not on their Serra Angel", "Murder on my 2/2 and not on my
 * 5/5": a role said with "not" before it is what the event is NOT done to. Read as a role it was one more
 * target (the cast then refused as having two). Taken out of the clause before a frame reads it: the
 * clause is read without it, and what it names is there (readExcluded) but takes no part.
 */
export function negatedRoles(story: Story, c: Clause): { role: Clause['roles'][number]; neg: number }[] {
  if (c.verb?.negated === true) return [];
  const out: { role: Clause['roles'][number]; neg: number }[] = [];
  for (const r of c.roles) {
    if (r.np === null || r.chunks.length === 0) continue;
    let k = Math.min(...r.chunks) - 1;
    while (k >= 0 && c.chunks.includes(k) && story.sensesAt(k).some((x) => x.kind === 'conj' || x.kind === 'punct')) k--;
    if (k >= 0 && c.chunks.includes(k) && story.sensesAt(k)[0]?.kind === 'neg' && !(c.verb?.chunks ?? []).includes(k)) out.push({ role: r, neg: k });
  }
  if (out.length > 0) c.roles = c.roles.filter((r) => !out.some((x) => x.role === r));
  return out;
}

export function readExcluded(story: Story, x: { role: Clause['roles'][number]; neg: number }): void {
  if (!objectsOf(story, x.role.np, { create: true, plural: true })) return;
  story.use(x.role.np);
  story.useChunks([...x.role.chunks, x.neg]);
}
