/** Clause readings around the frames: clauses repeated, presence only, abilities left unsaid, time roles and most blockers. */
import type { Clause } from '../clause.ts';
import { clausePhrases, phraseChunks } from '../clause.ts';
import type { Story } from '../story.ts';
import { hasKeywordOf } from '../story.ts';
import { abilityWordAt } from './ability-word.ts';
import { isPlayerish } from './util.ts';
import { momentOf } from './moments.ts';
import type { Moment, QEvent } from '../ir.ts';
import { copyCard } from '../story-objects.ts';

/**
 * A statement clause: its verb's frame adds events or facts. A frame that could do nothing with
 * the clause and said nothing about why is itself a problem: nothing is dropped silently.
 */
/**
 * The division of combat damage told as the most past the blockers (Clause.mostPast): lethal damage to each blocker, the
 * rest to what the attacker attacks (510.1c-d, 702.19b) — the run's own division when none is told, so nothing is added;
 * its words are read. Told with no blocked attacker before it, or besides a division told with amounts, it is named.
 */
export function mostPastBlockers(story: Story, c: Clause): void {
  if (!story.events.some((e) => e.kind === 'block') || story.assigned.length > 0) {
    story.problem('not-understood', c.text, 'division');
    return;
  }
  // Past the blockers only with trample (702.19b): said in the question, or the blocked attacker's own (its card's
  // keyword, Story.cardFacts: 「相手は通せるだけ通してきた」 of a Ghalta). Else nothing goes past them, and the told
  // division would be no division at all: named.
  const blocked = [...new Set(story.events.flatMap((e) => (e.kind === 'block' ? [e.attacker] : [])))];
  if (c.trampleUnsaid && !blocked.every((id) => hasKeywordOf(story, id, { keyword: 'trample' }))) {
    story.problem('not-understood', c.text, 'division');
    return;
  }
  story.useChunks(c.chunks);
  for (const np of clausePhrases(c)) story.use(np);
}

export function presenceOnly(story: Story, c: Clause, eventsBefore: number, objectsBefore: number): string[] | null {
  const v = c.verb;
  if (!v || v.negated || v.modal !== null || v.passive || c.sub === 'if') return null;
  const has = (v.verb === 'have' || v.verb === 'control') && c.subject !== null && isPlayerish(c.subject);
  const is = v.verb === 'be' && c.subject?.kind === 'object' && c.adjectives.length === 0 && c.object === null;
  if (!has && !is) return null;
  if (story.events.length !== eventsBefore || c.complement) return null;
  const live = (id: string): boolean => story.get(id)?.types.includes('Creature') === true && story.get(id)?.zone === 'battlefield' && story.get(id)?.cast !== true;
  if (story.topic.length !== 1 || !live(story.topic[0]!)) return null;
  // (Only a story already about an event has a creature it is about: "I have a Hill Giant. He has a Grizzly Bears. I
  // Shock it." tells no event before, and the earlier presence is no more the topic than the later one — red team s21b.)
  if (eventsBefore === 0) return null;
  const named = [...new Set([c.subject, c.object, c.object2, ...c.roles.map((r) => r.np)].flatMap((np) => (np && np.kind !== 'pronoun' && np.kind !== 'player' ? (story.resolved.get(np) ?? []) : [])))];
  const creatures = named.filter(live);
  if (creatures.length === 0 || creatures.includes(story.topic[0]!)) return null;
  const fresh = new Set(story.objects.slice(objectsBefore).map((o) => o.id));
  return creatures.every((id) => fresh.has(id)) ? creatures : null;
}

/**
 * "I control a 2/2 with an ability", "with this ability", "with a triggered ability": an ability
 * said of an object without its text, which no frame read. What it does could change the answer, so
 * it is named as not understood, never dropped (issue 11).
 */
export function unsaidAbility(story: Story, c: Clause): void {
  const abilityWord = (k: number): boolean => abilityWordAt(story, k) || story.sensesAt(k).some((x) => x.kind === 'thing-noun' && x.noun === 'effect');
  // (能力 is the word for "abilities" in 「すべての能力を失う」: said as what an object has, it is an ability.)
  const had = (k: number): boolean => story.sensesAt(k).some((x) => x.kind === 'thing-noun' && x.noun === 'keyword');
  const phrases = c.roles.filter((r) => r.prep === 'with' && r.np).map((r) => ({ np: r.np!, word: abilityWord }));
  if (c.verb?.verb === 'have' && !c.verb.negated && c.object) phrases.push({ np: c.object, word: (k) => abilityWord(k) || had(k) });
  for (const { np, word } of phrases) {
    const ks = phraseChunks(np);
    if (ks.some(word) && !ks.some((k) => story.used.has(k))) story.problem('not-understood', np.text, 'ability-unsaid');
  }
}

/**
 * The clause without its roles that only name the moment it happens at ("on his turn", "on my opponent's turn"),
 * and those roles' words. A role is one when every word of its noun phrase is a word of the moment read.
 */
export function withoutTimeRoles(story: Story, c: Clause): { clause: Clause; chunks: number[] } {
  const m = momentOf(story, c, true);
  if (!m) return { clause: c, chunks: [] };
  const timeRoles = c.roles.filter((r) => r.np !== null && r.np.kind === 'property' && r.np.chunks.length > 0 && r.np.chunks.every((k) => m.chunks.includes(k)));
  if (timeRoles.length === 0) return { clause: c, chunks: [] };
  return { clause: { ...c, roles: c.roles.filter((r) => !timeRoles.includes(r)) }, chunks: timeRoles.flatMap((r) => r.chunks) };
}

/**
 * One act the clause tells twice: "I Shock their 3/3 twice this turn", "… in his upkeep and again in his end step",
 * "once in my upkeep and once in combat", "… and a second time in …" (red team s17: the second was silently dropped).
 * A spell cast again is another card of that name (601.2a), cast once the first resolved (608.1); an ability is
 * activated again (602.1). Two points of the turn said: the second act happens at the later one (500.1). Anything
 * else told twice — or one clause that told more than one act — is named, never read as once.
 */
export function repeated(story: Story, c: Clause, from: number, second: Moment | null, steps: number, count: number): boolean {
  const told = story.events.slice(from);
  const acts = told.filter((e): e is Extract<QEvent, { kind: 'cast' } | { kind: 'activate' }> => e.kind === 'cast' || e.kind === 'activate');
  const onlyActs = told.every((e) => e.kind === 'cast' || e.kind === 'activate' || e.kind === 'resolve' || e.kind === 'moment');
  // ("I Shock it again" after a Shock told before: that clause is the second one already, frames/stack.ts.)
  const castBefore = (e: QEvent): boolean => e.kind === 'cast' && story.events.slice(0, from).some((x) => x.kind === 'cast' && x.premise !== true && story.get(x.spell)?.card === story.get(e.spell)?.card);
  const act = acts[0];
  if (steps > 2 || acts.length !== 1 || !onlyActs || !act || (act.kind === 'cast' && act.premise === true) || (act.kind === 'activate' && (act.sacrifice !== undefined || act.tap === true))) {
    story.problem('not-understood', c.text, 'repeated');
    return false;
  }
  if (!second && castBefore(act)) {
    if (count === 2) return true;
    story.problem('not-understood', c.text, 'repeated');
    return false;
  }
  // ("three times": each act after the one before resolved, as "twice" is, 608.1.)
  for (let n = 1; n < count; n++) {
    story.events.push({ kind: 'resolve', then: true });
    if (second) story.events.push({ kind: 'moment', moment: second });
    if (act.kind === 'activate') story.events.push({ ...act, targets: [...act.targets] });
    else story.events.push({ ...act, spell: copyCard(story, act.spell), targets: [...act.targets] });
  }
  return true;
}
