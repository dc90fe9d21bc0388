/**
 * Costs told with their own verb, as people write an activation: "I sac my Bear to Carrion
 * Feeder('s ability)", "I sacrifice a Goblin to activate Goblin Bombardment", "I pay 2 life to
 * activate X". The cost is paid as the ability is activated (602.2b, 601.2h), so the clause is
 * that activation — not a sacrifice (or payment) of its own before it. Which of the object's
 * abilities it is, is the one whose cost fits (questions/scenario.ts); none fits: refused there.
 */
import type { Clause, NounPhrase } from '../clause.ts';
import type { Side } from '../ir.ts';
import type { Story } from '../story.ts';
import { objectsOf, oneObjectOf, playerOf } from '../refs.ts';
import { isPlayerish, push, role, useRole } from './util.ts';
import { pingAimed } from './tap-ping.ts';

/** "ability", "its ability": the word naming the ability of the object the "to" role names. */
function abilityWord(np: NounPhrase | null): boolean {
  return np !== null && np.kind === 'object' && /^(?:its |the |that )?abilit(?:y|ies)$/i.test(np.text.trim());
}

/**
 * "I sacrifice X to Y('s ability)": the activation of Y's ability with X sacrificed for its cost.
 * True when the clause was read so; false leaves it to the verb's own frame.
 */
export function costTo(story: Story, c: Clause): boolean {
  const to = role(c, 'to');
  // "… a 2/2 to it": the pronoun names the object whose ability it is, as a name would.
  if (!to || (to.kind !== 'object' && to.kind !== 'pronoun') || c.verb?.passive || !c.object) return false;
  // "sacrifice X to Y" with a second object that isn't "ability" is some other shape: not read here.
  if (c.object2 && !abilityWord(c.object2)) return false;
  const player = c.subject && isPlayerish(c.subject) ? (playerOf(story, c.subject) ?? 'A') : 'A';
  // The object whose ability it is, first: "I sacrifice two creatures to it" sacrifices two others, never
  // the outlet itself read as one of "two creatures" (a described sacrifice excludes it; a name doesn't).
  // (Only when the outlet is already in the story — "to it", or a card told before: otherwise it can't be mistaken.)
  const known = to.kind === 'pronoun' || (to.kind === 'object' && to.card !== null && story.objects.some((o) => o.card?.toLowerCase() === to.card!.name.toLowerCase()));
  const described = c.object.kind === 'object' && !c.object.card;
  let source: string | null = null;
  if (known && described) {
    source = oneObjectOf(story, to, { create: true, controller: player });
    if (!source) return true;
  }
  const ids = objectsOf(story, c.object, { create: true, plural: true, ...(source !== null ? { exclude: [source] } : {}) });
  if (!ids) return true;
  source ??= oneObjectOf(story, to, { create: true, controller: player });
  if (!source) return true;
  for (const id of [...ids, source]) story.get(id)!.controller ??= player;
  useRole(story, c, 'to');
  story.use(c.object2);
  // "… targeting X": the ability's target, as "I activate Y targeting X" (602.2b -> 601.2c).
  const targets: string[] = [];
  const t = role(c, 'targeting');
  if (t) {
    const p = isPlayerish(t) ? playerOf(story, t) : null;
    const tids = p ? null : objectsOf(story, t, { create: true });
    if (p) targets.push(p);
    if (tids) targets.push(...tids);
    useRole(story, c, 'targeting');
  }
  push(story, { kind: 'activate', source, player, targets, ...(t ? { targetText: t.text.trim() } : {}), sacrifice: ids }, c);
  return true;
}

/** Remembers a cost clause ("I sacrifice a Goblin", "I pay 2 life") that a following "to activate …" may take as its cost. */
export function rememberCost(story: Story, c: Clause, cost: { sacrifice?: string[]; payLife?: number; manaCost?: string; payer?: Side | null; eventsAt?: number; tap?: string }, event: number | null, problem: number | null): void {
  story.costTold = { sentence: c.sentence, ...cost, event, problem, ...(cost.tap !== undefined ? { clause: c } : {}) };
}

/**
 * "… to activate X" right after a cost clause of the same sentence: that cost is X's activation's
 * (602.2b). What the cost clause added on its own (its sacrifice event, or its problem) is taken back.
 */
export function takeCost(story: Story, c: Clause, source?: string): { sacrifice?: string[]; payLife?: number; tap?: true; manaCost?: string } | null {
  const told = story.costTold;
  story.costTold = null;
  if (!told || !purposeOf(told, c, story)) return null;
  // ("I remove a counter to activate it": read only with what the ability does said, frames/damage.ts ping.)
  if (told.counters !== undefined) return null;
  // "I tap X to activate Y": some other object's cost ("tap an untapped creature you control") isn't read.
  if (told.tap !== undefined && source !== undefined && told.tap !== source) return null;
  if (told.event !== null) {
    if (told.event !== story.events.length - 1) return null;
    story.events.splice(told.event, 1);
  }
  if (told.problem !== null) {
    if (told.problem !== story.problems.length - 1) return null;
    story.problems.splice(told.problem, 1);
  }
  return { ...(told.sacrifice ? { sacrifice: told.sacrifice } : {}), ...(told.payLife !== undefined ? { payLife: told.payLife } : {}), ...(told.tap !== undefined ? { tap: true as const } : {}), ...(told.manaCost !== undefined ? { manaCost: told.manaCost } : {}) };
}

/**
 * "… to activate …", "… to give …": an infinitive clause right after the cost clause, in its sentence; or, for a payment
 * that made no event ("I pay {B} and regenerate it", 「{B}を支払って再生した」), the very next clause of its sentence
 * with nothing told between — the act it was paid for (602.2b).
 */
function purposeOf(told: NonNullable<Story['costTold']>, c: Clause, story: Story): boolean {
  if (told.sentence !== c.sentence) return false;
  if (c.sub === 'since' && /^to\b/i.test(c.text.trim())) return true;
  // ("I pay {B} and my opponent regenerates it": one player's payment is never another's cost, 602.2b.)
  const actor = c.subject && isPlayerish(c.subject) ? playerOf(story, c.subject) : null;
  if (told.payer != null && actor !== null && actor !== told.payer) return false;
  return c.sub === null && told.event === null && told.eventsAt === story.events.length && told.problem === story.problems.length - 1;
}

/**
 * "I tap my Mother of Runes to give my 2/2 protection from red": the infinitive says what the
 * tapped object's {T} ability does. That is the activation of it (602.2b); the words describing
 * its effect are not read against the ability's text, so the question layer answers only when it
 * can refuse honestly (the ability unmodelled: named as such; modelled: the description named).
 */
export function tapPurpose(story: Story, c: Clause): boolean {
  const told = story.costTold;
  if (!told || told.tap === undefined || !purposeOf(told, c, story) || c.verb?.verb === 'activate') return false;
  if (told.problem === null || told.problem !== story.problems.length - 1) return false;
  story.costTold = null;
  story.problems.splice(told.problem, 1);
  const source = told.tap;
  const player = story.get(source)?.controller ?? 'A';
  // ("… to ping me", "… to deal 1 damage to his Elves": the ability's one target, its 1 damage checked against the card.)
  const aimed = pingAimed(story, c);
  story.useChunks(c.chunks);
  if (aimed) for (const np of aimed.read) story.use(np);
  // (The tap's own time, "during my upkeep", is the activation's.)
  const timed: Clause = told.clause ? { ...c, times: [...new Set([...told.clause.times, ...c.times])] } : c;
  if (told.clause) story.useChunks(told.clause.chunks.filter((k) => story.timeAt(k) !== null));
  push(story, aimed ? { kind: 'activate', source, player, targets: [aimed.target], tap: true, ping: c.text.trim() } : { kind: 'activate', source, player, targets: [], tap: true, described: c.text.trim() }, timed);
  return true;
}

