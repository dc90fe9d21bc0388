/**
 * Event frames (issue 12 §4): each game verb reads its roles from a clause and adds what it means
 * to the story — attacks, blocks, spells cast with their targets, damage, changes to
 * characteristics, counters, zone changes — in the order the question tells them (sentence order
 * gives timestamps, 613.7; "in response" keeps the stack full, 117.3c). A frame uses the roles it
 * understands; roles it can't place stay unused, and coverage.ts reports their words.
 */
import type { Clause } from '../clause.ts';
import { clausePhrases } from '../clause.ts';
import type { Story } from '../story.ts';
import { consumeTimes, fingerprint, isPlayerish } from './util.ts';
import { currentMoment, isStepTime, momentOf } from './moments.ts';
import { combatDamageFirst } from './damage-point.ts';
import { tellDivision } from './division.ts';
import { frame, reason } from './frame-choice.ts';
import { mostPastBlockers, presenceOnly, repeated, unsaidAbility, withoutTimeRoles } from './clause-extras.ts';
import { xTagsOfCasts } from './x-tags.ts';
import { copyPair } from './copies.ts';
import { noneOfCounters } from './absence.ts';
import { topicAgain } from './topic-again.ts';
export { frame } from './frame-choice.ts';

/** Acts of one player: said of each player, they are two acts the frames don't read. */
const EACH_CANNOT: ReadonlySet<string> = new Set(['cast', 'activate', 'attack', 'block', 'sacrifice', 'target', 'play', 'use', 'equip', 'tap', 'untap', 'destroy', 'exile', 'return', 'counter', 'put', 'give', 'create', 'kill', 'bounce', 'pump', 'flash', 'copy', 'respond', 'deal', 'pay', 'discard', 'draw', 'steal', 'flicker', 'fight', 'choose', 'name', 'regenerate', 'double-block', 'chump']);

export function applyClause(story: Story, told: Clause): void {
  if (told.mostPast) return mostPastBlockers(story, told);
  const read = clauseToRead(story, told);
  if (read === null) return;
  const { clause: c, chunks: timeRoleChunks } = read;
  const points = pointsOfTurn(story, c);
  const before = fingerprint(story);
  const problems = story.problems.length;
  if (c.reason) {
    reason(story, c, before);
    return;
  }
  if (c.sub === null) story.lastMain = { sentence: c.sentence, before: story.events.length };
  const eventsBefore = story.events.length;
  const objectsBefore = story.objects.length;
  const bystandersBefore = story.bystanders;
  frame(story, c);
  xTagsOfCasts(story, c, eventsBefore);
  // (A bystander "it" was taken to be, the frame's words ruling the topic out — refs.ts bystanderFits — is named by the clause.)
  const drawnIn = bystandersBefore.filter((id) => !story.bystanders.includes(id));
  unsaidAbility(story, c);
  againOrTimes(story, c, points, eventsBefore, objectsBefore);
  keepPoints(story, points, before, timeRoleChunks);
  // The clause's subject is the topic "it" refers to next ("… blocks a 3/3; is it destroyed?").
  const subj = c.subject ? story.resolved.get(c.subject) : undefined;
  topicAfter(story, c, subj, { eventsBefore, objectsBefore, drawnIn });
  blockPairTopic(story, c, eventsBefore);
  copyPair(story, c, eventsBefore);
  personTopicAfter(story, c, subj, eventsBefore);
  noEffect(story, c, before, problems, eventsBefore);
}

/** The clause the frames read (its time roles taken out, with their words), or null when it is named or read here already. */
function clauseToRead(story: Story, told: Clause): ReturnType<typeof withoutTimeRoles> | null {
  // A division told with amounts (Clause.division): read as the dividing player's choice when it fits one creature in
  // combat; otherwise a clause with a verb goes on to its other readings, and one without is named.
  if (told.division) {
    if (tellDivision(story, told)) return null;
    if (told.verb === null) {
      story.problem('not-understood', told.text, 'division');
      return null;
    }
  }
  // "On his turn I cast Lightning Bolt on him", "I cast Fog on my opponent's turn": a role whose noun phrase is
  // wholly the point of the turn the clause names (a turn, a step) says when, never who or what the act is
  // done to — no frame sees it (read as a target, the spell was lost: red team s18); its words are the moment's.
  const read = withoutTimeRoles(story, told);
  const c = read.clause;
  // "blocked by a 2/2 or a 3/3": one of them, not said which — an event can't happen to both.
  const or = clausePhrases(c).find((np) => np.kind === 'list' && np.conj === 'or');
  if (or) {
    story.problem('not-understood', or.text, 'either');
    return null;
  }
  // "Both players cast Lightning Bolt", 「自分と相手が《稲妻》を撃った」: an act each player does is two acts, one
  // each; read as one player's (the frames take one actor), the other's was dropped. Named, never halved.
  if (c.subject?.kind === 'player' && c.subject.player.who === 'each' && c.verb !== null && !c.verb.passive && EACH_CANNOT.has(c.verb.verb)) {
    story.problem('not-understood', c.text, 'each-player-acts');
    return null;
  }
  return read;
}

/**
 * "During my opponent's end step I cast …": what the clause tells happens at that point of the
 * turn (500.1); it is told before the clause's own events, and kept only if the clause told any (keepPoints).
 * "I Shock it in his upkeep and again in his end step", "once in X and once in Y": one act told at two points of the
 * turn is two acts (againOrTimes); the first is read at the first point, the second at the other.
 */
function pointsOfTurn(story: Story, c: Clause) {
  const steps = [...c.chunks].sort((a, b) => a - b).filter((k) => isStepTime(story.timeAt(k)));
  const twoPoints = steps.length === 2 ? momentOf(story, { ...c, chunks: c.chunks.filter((k) => k > steps[0]!) }, true) : null;
  const m = twoPoints ? momentOf(story, { ...c, chunks: c.chunks.filter((k) => k <= steps[0]!) }, true) : momentOf(story, c, true);
  const at = story.events.length;
  const cur = currentMoment(story);
  const fresh = m !== null && JSON.stringify(m.moment) !== JSON.stringify(cur);
  if (m && fresh) story.events.push({ kind: 'moment', moment: m.moment });
  // "After first-strike damage I …": that damage step is told before the clause's own events (510.4),
  // kept only if the clause told any; with no attack told before it, the words stay unread (refused).
  const firstStrike = c.chunks.filter((k) => story.timeAt(k) === 'after-first-strike');
  const fsAt = story.events.length;
  const fsFresh = firstStrike.length > 0 && story.events.some((e) => e.kind === 'attack') && !story.events.some((e) => e.kind === 'first-strike-damage');
  if (fsFresh) story.events.push({ kind: 'first-strike-damage' });
  const damageAt = combatDamageFirst(story, c, m?.moment ?? null);
  return { steps, twoPoints, m, at, fresh, firstStrike, fsAt, fsFresh, damageAt };
}

type Points = ReturnType<typeof pointsOfTurn>;

/** The act told again, twice, N times, or at two points of the turn: the acts repeated (clause-extras.ts repeated). */
function againOrTimes(story: Story, c: Clause, points: Points, eventsBefore: number, objectsBefore: number): void {
  const { steps, twoPoints } = points;
  // "I Shock their 3/3 again" with no Shock told before: the first one is presupposed but not told (when, and what it
  // did), so the story would hold one Shock where the asker meant two — named, never read as once (red team s17).
  // ('again', 「もう一度」「再び」: this act is a second one; 'twice', 「2回」「二度」: the clause tells both — each grammar's
  // lexicon says which, senses.ts.)
  const bareAgain = c.chunks.some((k) => story.timeAt(k) === 'again');
  const twice = c.chunks.filter((k) => story.timeAt(k) === 'twice');
  // (A card told before — "I Unsummon my Bears and cast it again" — is itself what is cast again: nothing untold.)
  const toldBefore = new Set(story.objects.slice(0, objectsBefore).map((o) => o.id));
  const firstUntold = story.events.slice(eventsBefore).find((e) => e.kind === 'cast' && e.premise !== true && !toldBefore.has(e.spell) && !story.events.slice(0, eventsBefore).some((x) => x.kind === 'cast' && story.get(x.spell)?.card === story.get(e.spell)?.card));
  if (bareAgain && steps.length < 2 && twice.length === 0 && firstUntold) story.problem('not-understood', c.text, 'again-first-untold');
  if (!(steps.length > 2 || (steps.length === 2 && !twoPoints) || twoPoints || twice.length > 0)) return;
  // ("three times", "5 times": the count the time word carries, en/chunk.ts; "twice" is two.)
  const counts = twice.map((k) => story.sensesAt(k).find((x) => x.kind === 'time' && x.time === 'twice')).map((x) => (x?.kind === 'time' ? (x.times ?? 2) : 2));
  const count = counts.length === 1 ? counts[0]! : 2;
  // (More than two acts at points of the turn said is not read: which act is at which point is not told.)
  const atPoints = count > 2 && (twoPoints !== null || steps.length > 0);
  if (atPoints) story.problem('not-understood', c.text, 'repeated');
  const read = !atPoints && repeated(story, c, eventsBefore, twoPoints?.moment ?? null, steps.length, count);
  if (read) story.useChunks(twice);
  if (read && twoPoints) {
    // (The words of the second point: "and again in his end step", "and once in …", "then … during …".)
    story.useChunks([...twoPoints.chunks, ...c.chunks.filter((k) => k > steps[0]! && (story.sensesAt(k).some((x) => x.kind === 'time' || x.kind === 'conj' || x.kind === 'prep' || (x.kind === 'sub' && x.sub === 'once'))))]);
  }
}

/** The point of the turn and the first-strike damage step told before the clause's events: kept (their words used) only if it told any. */
function keepPoints(story: Story, points: Points, before: string, timeRoleChunks: number[]): void {
  const { m, at, fresh, firstStrike, fsAt, fsFresh, damageAt } = points;
  const did0 = fingerprint(story) !== before;
  if (fsFresh) {
    if (!did0) story.events.splice(fsAt, 1);
    else story.useChunks(firstStrike);
  }
  if (damageAt !== null && !did0) story.events.splice(damageAt, 1);
  if (m) {
    if (!did0 && fresh) story.events.splice(at, 1);
    else story.useChunks([...m.chunks, ...timeRoleChunks]);
  }
}

/** What "it" means after the clause: its subject, or the one creature a player's clause names; not what is only said to be there. */
function topicAfter(story: Story, c: Clause, subj: string[] | undefined, was: { eventsBefore: number; objectsBefore: number; drawnIn: string[] }): void {
  // "My 2/2 attacks alone and I have Noble Hierarch. He Shocks it.", 「私の場には《ラノワールのエルフ》もいる」: a clause
  // that only says a creature is there (no event told, only objects it introduces) is a bystander of the story, never
  // what it is about: the creature of the last event stays the topic "it" means (red team s20b: Hierarch was Shocked).
  const bystanders = presenceOnly(story, c, was.eventsBefore, was.objectsBefore);
  presentBeforeEvents(story, c);
  if (bystanders !== null) {
    story.bystanders = [...story.bystanders, ...bystanders];
  } else if (subj && subj.length > 0) {
    story.topic = subj;
    story.topicPair = false;
    // (Passive, the agent: "My 3/3 is blocked by their 4/4" names both as well.)
    const other = c.object ?? (c.verb?.passive ? (c.roles.find((r) => r.prep === 'by')?.np ?? null) : null);
    story.topicObject = (other ? story.resolved.get(other) : undefined) ?? [];
    // "X deals N damage to Y", "X puts three -1/-1 counters on Y": Y is what the damage (or the counters) did something to (Story.topicDealtTo).
    const puts = c.verb?.verb === 'put' && !c.verb.passive && c.object?.kind === 'amount' && c.object.noun === 'counter';
    const dealtTo = c.verb?.verb === 'deal' && !c.verb.passive && c.object?.kind === 'amount' ? (c.roles.find((r) => r.prep === 'to')?.np ?? null) : puts ? (c.roles.find((r) => r.prep === 'on' || r.prep === 'onto')?.np ?? null) : null;
    story.topicDealtTo = (dealtTo ? story.resolved.get(dealtTo) : undefined) ?? [];
    story.topicObjectByPronoun = other?.kind === 'pronoun';
  } else if (c.subject && isPlayerish(c.subject)) namedCreatureTopic(story, c, was.eventsBefore, was.drawnIn);
  else abilityTopic(story, c);
}

/** Nouns of an ability said as its source's ("its enters trigger", "the Kavu's ability"). */
const ABILITY_NOUNS: ReadonlySet<string> = new Set(['trigger', 'ability']);

/**
 * "I cast Flametongue Kavu, and its enters trigger targets their 4/5. Does it die?": the clause's subject is an ability,
 * its source only the owner of it — a later "it" may be the source or the creature the ability acted on, and which one
 * changes the answer: both stay in view, answered of both or asked back (intents/index.ts, ir.ts itEither), never one
 * picked (the source was, as the topic of the cast before).
 */
function abilityTopic(story: Story, c: Clause): void {
  if (c.subject?.kind !== 'property' || !ABILITY_NOUNS.has(c.subject.noun) || c.subject.of === null || c.object === null) return;
  const source = story.resolved.get(c.subject.of) ?? [];
  const acted = story.resolved.get(c.object) ?? [];
  if (source.length !== 1 || acted.length !== 1 || source[0] === acted[0]) return;
  story.topic = [...source];
  story.topicObject = [...acted];
  story.topicPair = false;
  story.topicDealtTo = [];
  story.topicObjectByPronoun = true;
}

/**
 * "My 3/3 blocks their 2/2. I cast Shock on their 2/2. Does it die?": a player's clause that names
 * one creature, not the topic, makes that creature what "it" means next (the latest one talked of);
 * the earlier subject is no longer the topic.
 */
function namedCreatureTopic(story: Story, c: Clause, eventsBefore: number, drawnIn: string[]): void {
  const named = [...[c.object, c.object2, ...c.roles.map((r) => r.np)].flatMap((np) => (np && np.kind !== 'pronoun' ? (story.resolved.get(np) ?? []) : [])), ...drawnIn];
  const live = (id: string): boolean => story.get(id)?.types.includes('Creature') === true && story.get(id)?.zone === 'battlefield';
  // ("I use Prodigal Sorcerer's ability on his 2/2", "I Shock his 2/2 with my Sorcerer's ping": two creatures named, the
  // one the player's spell or ability was aimed at is what the act did something to — the source is only its means.)
  const aimed = [...new Set(story.events.slice(eventsBefore).flatMap((e) => (e.kind === 'cast' || e.kind === 'activate' ? e.targets.filter((t): t is string => t !== 'A' && t !== 'B') : [])))].filter(live);
  const namedCreatures = [...new Set(named)].filter(live);
  const creatures = namedCreatures.length > 1 && aimed.length === 1 && namedCreatures.includes(aimed[0]!) ? aimed : namedCreatures;
  if (creatures.length !== 1 || story.topic.includes(creatures[0]!)) return;
  // ("Their 3/3 attacks. I block it with my 2/2. Does it die?", 「それを私の2/2でブロックした。それは死ぬ？」:
  // the clause also said "it" for another creature; a later "it" may continue that chain as well as
  // mean the creature just named, so both stay in view, as for "my 1/1 blocks it" — see askFrom.)
  // (「3/3でブロックしたら、相手はそれに…」: a block told with its attacker unsaid names that attacker too.)
  const implied = story.events.slice(eventsBefore).flatMap((e) => (e.kind === 'block' && !named.includes(e.attacker) ? [e.attacker] : []));
  const chained = [...[c.object, c.object2, ...c.roles.map((r) => r.np)].flatMap((np) => (np && np.kind === 'pronoun' ? (story.resolved.get(np) ?? []) : [])), ...implied];
  const other = [...new Set(chained)].filter((id) => id !== creatures[0] && story.get(id)?.types.includes('Creature') === true && story.get(id)?.zone === 'battlefield');
  story.topic = creatures;
  story.topicPair = false;
  story.topicObject = other.length === 1 ? other : [];
  story.topicDealtTo = [];
  story.topicObjectByPronoun = other.length === 1;
}

/**
 * "If I block Serra Angel with Birds of Paradise, does it survive?", 「《極楽鳥》で《セラの天使》をブロックしたら生き残る？」:
 * a player's block (its subject the player, or unsaid) names the attacker and the blocker, and a later "it" — or
 * no subject at all — could be either: both stay in view, answered of both or asked back (askFrom, ir.ts
 * itEither), never one picked.
 */
function blockPairTopic(story: Story, c: Clause, eventsBefore: number): void {
  if (c.subject && !isPlayerish(c.subject)) return;
  const named = [...new Set([c.object, c.object2, ...c.roles.map((r) => r.np)].flatMap((np) => (np && np.kind !== 'pronoun' ? (story.resolved.get(np) ?? []) : [])))];
  const block = story.events.slice(eventsBefore).find((e): e is Extract<typeof e, { kind: 'block' }> => e.kind === 'block' && e.blockers.length === 1 && named.includes(e.blockers[0]!) && named.includes(e.attacker));
  if (!block || named.length !== 2) return;
  story.topic = [block.blockers[0]!];
  story.topicObject = [block.attacker];
  story.topicDealtTo = [];
  story.topicObjectByPronoun = true;
  story.topicPair = true;
}

/** Which planeswalker "she"/"he" means next (Story.personTopic): the clause's subject, or the one it names; else none. */
function personTopicAfter(story: Story, c: Clause, subj: string[] | undefined, eventsBefore: number): void {
  const isWalker = (id: string): boolean => story.get(id)?.types.includes('Planeswalker') === true && story.get(id)?.zone === 'battlefield';
  const walker = subj?.length === 1 && isWalker(subj[0]!) ? subj[0]! : null;
  // ("My opponent Shocks her": a player's clause aimed at the planeswalker leaves it the one "she" means next.)
  const aimedAtWalker = story.personTopic !== null && story.events.slice(eventsBefore).some((e) => e.kind === 'cast' && e.targets.includes(story.personTopic!));
  // "My opponent controls Liliana of the Veil", "My 3/3 attacks Jace": a clause that names one planeswalker
  // besides its subject makes it the one "her"/"him" means next, as one about it does.
  const named = c.subject ? [...new Set([c.object, c.object2, ...c.roles.map((r) => r.np)].flatMap((np) => (np ? (story.resolved.get(np) ?? []) : [])))].filter(isWalker) : [];
  const namedWalker = named.length === 1 ? named[0]! : null;
  if (walker || namedWalker) story.personTopic = walker ?? namedWalker;
  else if (c.subject && isPlayerish(c.subject) && !aimedAtWalker) story.personTopic = null;
}

/** A clause that changed nothing is a problem, unless it only says what the attacker lacks ("No trample."); else its times are used. */
function noEffect(story: Story, c: Clause, before: string, problems: number, eventsBefore: number): void {
  const did = fingerprint(story) !== before || c.verb?.causative === true;
  // A frame may read a clause wholly as adding nothing new ("after everything resolves": the stack resolves anyway).
  const allUsed = (c.verb === null && c.subject === null && c.lacks.length > 0 && c.chunks.every((k) => story.used.has(k))) || (c.sub !== null && (c.verb?.verb === 'resolve' || c.verb?.verb === 'enter') && story.resolvedMention && c.chunks.every((k) => story.used.has(k))) || (c.verb?.modal === 'would' && c.verb.verb === 'deal' && c.chunks.every((k) => story.used.has(k))) || (c.verb?.verb === 'pay' && c.verb.negated && c.chunks.every((k) => story.used.has(k))) || (c.verb?.verb === 'have' && (c.lacks.length > 0 || noneOfCounters(c)) && c.chunks.every((k) => story.used.has(k))) || topicAgain(story, c);
  if (story.problems.length === problems && !did && !(c.verb === null && c.chunks.length === 0) && !allUsed) story.problem('not-understood', c.text, 'no-effect');
  // (A purpose clause taking the cost clause before it as its own — "I pay {B} to regenerate it before damage" — took that
  // clause's problem back, frames/costs.ts takeCost: fewer problems than before is no new one.)
  else if (story.problems.length <= problems) consumeTimes(story, c, eventsBefore);
}

/**
 * The creatures a clause only says are there — a player has or controls them ("I have X", "he controls X"), or they
 * are ("there is X", 「私の場にはXもいる」) with nothing said of them; no event told, every creature it names introduced
 * by it — when the story already has a live creature it is about (Story.topic) that isn't one of them; null otherwise
 * (the clause then sets the topic as before: "His 2/2 has flying. I Shock it." is about the 2/2).
 */
/**
 * "I have a Hill Giant. He has a Grizzly Bears.": creatures a clause only says are there, before any event is told, are
 * kept (Story.presentBeforeEvents): a later "it" that could be any of them is asked back (refs.ts), never the latest.
 */
function presentBeforeEvents(story: Story, c: Clause): void {
  const v = c.verb;
  if (story.events.length > 0 || !v || v.negated || v.modal !== null || v.passive || c.sub !== null) return;
  const has = (v.verb === 'have' || v.verb === 'control') && c.subject !== null && isPlayerish(c.subject);
  const is = v.verb === 'be' && c.subject?.kind === 'object' && c.adjectives.length === 0 && c.object === null && !c.complement;
  if (!has && !is) return;
  const live = (id: string): boolean => story.get(id)?.types.includes('Creature') === true && story.get(id)?.zone === 'battlefield' && story.get(id)?.cast !== true;
  const named = [c.subject, c.object, c.object2, ...c.roles.map((r) => r.np)].flatMap((np) => (np && np.kind !== 'pronoun' && np.kind !== 'player' ? (story.resolved.get(np) ?? []) : []));
  for (const id of named) if (live(id) && !story.presentBeforeEvents.includes(id)) story.presentBeforeEvents.push(id);
}
