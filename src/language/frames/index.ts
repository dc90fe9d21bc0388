/**
 * Event frames (issue 12 §4): each game verb reads its roles from a clause and adds what it means
 * to the story — attacks, blocks, spells cast with their targets, damage, changes to
 * characteristics, counters, zone changes — in the order the question tells them (sentence order
 * gives timestamps, 613.7; "in response" keeps the stack full, 117.3c). A frame uses the roles it
 * understands; roles it can't place stay unused, and coverage.ts reports their words.
 */
import type { Clause } from '../clause.ts';
import { clausePhrases, phraseChunks } from '../clause.ts';
import type { Story } from '../story.ts';
import { hasKeywordOf } from '../story.ts';
import { objectsOf, playerOf } from '../refs.ts';
import { lose } from './changes.ts';
import { absent, absentKind, lacksGroup } from './absence.ts';
import { verbless } from './verbless.ts';
import { tapPurpose } from './costs.ts';
import { consumeTimes, fingerprint, isPlayerish } from './util.ts';
import { currentMoment, isStepTime, momentOf } from './moments.ts';
import type { Moment, QEvent } from '../ir.ts';
import { whenUnsure } from '../told-when.ts';
import { verbFrame } from './verbs.ts';
import { idleWith } from './idle.ts';
import { itFactEither } from './it-fact.ts';
import { tellDivision } from './division.ts';

/**
 * A statement clause: its verb's frame adds events or facts. A frame that could do nothing with
 * the clause and said nothing about why is itself a problem: nothing is dropped silently.
 */
/**
 * The division of combat damage told as the most past the blockers (Clause.mostPast): lethal damage to each blocker, the
 * rest to what the attacker attacks (510.1c-d, 702.19b) — the run's own division when none is told, so nothing is added;
 * its words are read. Told with no blocked attacker before it, or besides a division told with amounts, it is named.
 */
function mostPastBlockers(story: Story, c: Clause): void {
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

/** Acts of one player: said of each player, they are two acts the frames don't read. */
const EACH_CANNOT: ReadonlySet<string> = new Set(['cast', 'activate', 'attack', 'block', 'sacrifice', 'target', 'play', 'use', 'equip', 'tap', 'untap', 'destroy', 'exile', 'return', 'counter', 'put', 'give', 'create', 'kill', 'bounce', 'pump', 'flash', 'copy', 'respond', 'deal', 'pay', 'discard', 'draw', 'steal', 'flicker', 'fight', 'choose', 'name', 'regenerate', 'double-block', 'chump']);

export function applyClause(story: Story, told: Clause): void {
  if (told.mostPast) return mostPastBlockers(story, told);
  // A division told with amounts (Clause.division): read as the dividing player's choice when it fits one creature in
  // combat; otherwise a clause with a verb goes on to its other readings, and one without is named.
  if (told.division) {
    if (tellDivision(story, told)) return;
    if (told.verb === null) {
      story.problem('not-understood', told.text, 'division');
      return;
    }
  }
  // "On his turn I cast Lightning Bolt on him", "I cast Fog on my opponent's turn": a role whose noun phrase is
  // wholly the point of the turn the clause names (a turn, a step) says when, never who or what the act is
  // done to — no frame sees it (read as a target, the spell was lost: red team s18); its words are the moment's.
  const { clause: c, chunks: timeRoleChunks } = withoutTimeRoles(story, told);
  // "blocked by a 2/2 or a 3/3": one of them, not said which — an event can't happen to both.
  const or = clausePhrases(c).find((np) => np.kind === 'list' && np.conj === 'or');
  if (or) {
    story.problem('not-understood', or.text, 'either');
    return;
  }
  // "Both players cast Lightning Bolt", 「自分と相手が《稲妻》を撃った」: an act each player does is two acts, one
  // each; read as one player's (the frames take one actor), the other's was dropped. Named, never halved.
  if (c.subject?.kind === 'player' && c.subject.player.who === 'each' && c.verb !== null && !c.verb.passive && EACH_CANNOT.has(c.verb.verb)) {
    story.problem('not-understood', c.text, 'each-player-acts');
    return;
  }
  // "During my opponent's end step I cast …": what the clause tells happens at that point of the
  // turn (500.1); it is told before the clause's own events, and kept only if the clause told any.
  // "I Shock it in his upkeep and again in his end step", "once in X and once in Y": one act told at two points of the
  // turn is two acts (repeated below); the first is read at the first point, the second at the other.
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
  // (A bystander "it" was taken to be, the frame's words ruling the topic out — refs.ts bystanderFits — is named by the clause.)
  const drawnIn = bystandersBefore.filter((id) => !story.bystanders.includes(id));
  unsaidAbility(story, c);
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
  if (steps.length > 2 || (steps.length === 2 && !twoPoints) || twoPoints || twice.length > 0) {
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
  const did0 = fingerprint(story) !== before;
  if (fsFresh) {
    if (!did0) story.events.splice(fsAt, 1);
    else story.useChunks(firstStrike);
  }
  if (m) {
    if (!did0 && fresh) story.events.splice(at, 1);
    else story.useChunks([...m.chunks, ...timeRoleChunks]);
  }
  // The clause's subject is the topic "it" refers to next ("… blocks a 3/3; is it destroyed?").
  const subj = c.subject ? story.resolved.get(c.subject) : undefined;
  // "My 2/2 attacks alone and I have Noble Hierarch. He Shocks it.", 「私の場には《ラノワールのエルフ》もいる」: a clause
  // that only says a creature is there (no event told, only objects it introduces) is a bystander of the story, never
  // what it is about: the creature of the last event stays the topic "it" means (red team s20b: Hierarch was Shocked).
  const bystanders = presenceOnly(story, c, eventsBefore, objectsBefore);
  presentBeforeEvents(story, c);
  if (bystanders !== null) {
    story.bystanders = [...story.bystanders, ...bystanders];
  } else if (subj && subj.length > 0) {
    story.topic = subj;
    story.topicPair = false;
    // (Passive, the agent: "My 3/3 is blocked by their 4/4" names both as well.)
    const other = c.object ?? (c.verb?.passive ? (c.roles.find((r) => r.prep === 'by')?.np ?? null) : null);
    story.topicObject = (other ? story.resolved.get(other) : undefined) ?? [];
    // "X deals N damage to Y": Y is what the damage did something to (Story.topicDealtTo).
    const dealtTo = c.verb?.verb === 'deal' && !c.verb.passive && c.object?.kind === 'amount' ? (c.roles.find((r) => r.prep === 'to')?.np ?? null) : null;
    story.topicDealtTo = (dealtTo ? story.resolved.get(dealtTo) : undefined) ?? [];
    story.topicObjectByPronoun = other?.kind === 'pronoun';
  } else if (c.subject && isPlayerish(c.subject)) {
    // "My 3/3 blocks their 2/2. I cast Shock on their 2/2. Does it die?": a player's clause that names
    // one creature, not the topic, makes that creature what "it" means next (the latest one talked of);
    // the earlier subject is no longer the topic.
    const named = [...[c.object, c.object2, ...c.roles.map((r) => r.np)].flatMap((np) => (np && np.kind !== 'pronoun' ? (story.resolved.get(np) ?? []) : [])), ...drawnIn];
    const live = (id: string): boolean => story.get(id)?.types.includes('Creature') === true && story.get(id)?.zone === 'battlefield';
    // ("I use Prodigal Sorcerer's ability on his 2/2", "I Shock his 2/2 with my Sorcerer's ping": two creatures named, the
    // one the player's spell or ability was aimed at is what the act did something to — the source is only its means.)
    const aimed = [...new Set(story.events.slice(eventsBefore).flatMap((e) => (e.kind === 'cast' || e.kind === 'activate' ? e.targets.filter((t): t is string => t !== 'A' && t !== 'B') : [])))].filter(live);
    const namedCreatures = [...new Set(named)].filter(live);
    const creatures = namedCreatures.length > 1 && aimed.length === 1 && namedCreatures.includes(aimed[0]!) ? aimed : namedCreatures;
    if (creatures.length === 1 && !story.topic.includes(creatures[0]!)) {
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
  }
  // "If I block Serra Angel with Birds of Paradise, does it survive?", 「《極楽鳥》で《セラの天使》をブロックしたら生き残る？」:
  // a player's block (its subject the player, or unsaid) names the attacker and the blocker, and a later "it" — or
  // no subject at all — could be either: both stay in view, answered of both or asked back (askFrom, ir.ts
  // itEither), never one picked.
  if (!c.subject || isPlayerish(c.subject)) {
    const named = [...new Set([c.object, c.object2, ...c.roles.map((r) => r.np)].flatMap((np) => (np && np.kind !== 'pronoun' ? (story.resolved.get(np) ?? []) : [])))];
    const block = story.events.slice(eventsBefore).find((e): e is Extract<typeof e, { kind: 'block' }> => e.kind === 'block' && e.blockers.length === 1 && named.includes(e.blockers[0]!) && named.includes(e.attacker));
    if (block && named.length === 2) {
      story.topic = [block.blockers[0]!];
      story.topicObject = [block.attacker];
      story.topicDealtTo = [];
      story.topicObjectByPronoun = true;
      story.topicPair = true;
    }
  }
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
  // A clause that changed nothing is a problem, unless it only says what the attacker lacks ("No trample.").
  const did = fingerprint(story) !== before || c.verb?.causative === true;
  // A frame may read a clause wholly as adding nothing new ("after everything resolves": the stack resolves anyway).
  const allUsed = (c.verb === null && c.subject === null && c.lacks.length > 0 && c.chunks.every((k) => story.used.has(k))) || (c.sub !== null && (c.verb?.verb === 'resolve' || c.verb?.verb === 'enter') && story.resolvedMention && c.chunks.every((k) => story.used.has(k))) || (c.verb?.modal === 'would' && c.verb.verb === 'deal' && c.chunks.every((k) => story.used.has(k))) || (c.verb?.verb === 'pay' && c.verb.negated && c.chunks.every((k) => story.used.has(k)));
  if (story.problems.length === problems && !did && !(c.verb === null && c.chunks.length === 0) && !allUsed) story.problem('not-understood', c.text, 'no-effect');
  else if (story.problems.length === problems) consumeTimes(story, c);
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

function presenceOnly(story: Story, c: Clause, eventsBefore: number, objectsBefore: number): string[] | null {
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
 * "since it has flying", "because they both fly", "…, so my Tarmogoyf is a 2/3": the asker's reason or
 * conclusion. It is read as a statement would be, and kept only when it told nothing new: a claim that
 * already holds of what was told (a card's own flying) is consumed; one that would add or change
 * something (a keyword the card lacks, a second size, an event) may be the asker's mistake, or name
 * another object than the one its pronoun found, so the question is refused naming it (issue 11: the
 * answer never rests on a belief read as a fact).
 */
function reason(story: Story, c: Clause, before: string): void {
  const problems = story.problems.length;
  const used = new Set(story.used);
  const had = new Map(story.objects.map((o) => [o.id, o.keywords.length]));
  const eventsBefore = story.events.length;
  frame(story, c);
  const read = c.chunks.filter((k) => story.used.has(k) && !used.has(k));
  if (story.problems.length > problems) return;
  // A keyword claimed of a named card ("my Serra Angel …, since it has flying"): the card's printed
  // abilities are only known once it is looked up, so it is checked there (questions/index.ts), not added.
  const claims: { o: (typeof story.objects)[number]; added: typeof story.objects[number]['keywords'] }[] = [];
  for (const o of story.objects) {
    const n = had.get(o.id);
    if (n === undefined || o.keywords.length === n || o.card === null) continue;
    claims.push({ o, added: o.keywords.splice(n) });
  }
  // "He pumps it twice, so it's a 7/5", "…, so my 2/2 is a 5/5 now": a size concluded after what may have changed it is a
  // size told as reached — a claim checked against the run (questions/size-claims.ts), as "and it's a 5/5 now" is; it
  // adds nothing else to the story.
  const told = story.events.slice(eventsBefore);
  if (told.length > 0 && told.every((e) => e.kind === 'size-told') && read.length > 0) {
    story.events.splice(eventsBefore);
    const same = fingerprint(story) === before;
    story.events.push(...told);
    if (same && claims.length === 0) return;
  }
  if (fingerprint(story) !== before || read.length === 0) {
    for (const { o, added } of claims) o.keywords.push(...added);
    story.problem('not-understood', c.text, 'reason');
    return;
  }
  for (const { o, added } of claims) {
    o.claimed = [...(o.claimed ?? []), ...added];
    o.claimedWords = c.text;
  }
}

/**
 * "I control a 2/2 with an ability", "with this ability", "with a triggered ability": an ability
 * said of an object without its text, which no frame read. What it does could change the answer, so
 * it is named as not understood, never dropped (issue 11).
 */
function unsaidAbility(story: Story, c: Clause): void {
  const abilityWord = (k: number): boolean =>
    story.sensesAt(k).some((x) => (x.kind === 'object-noun' && (x.noun === 'ability' || x.noun === 'trigger')) || (x.kind === 'thing-noun' && (x.noun === 'trigger' || x.noun === 'effect')));
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
 * "… and pays the ward cost", "I pay {3}", "they paid the 3", "I didn't pay", "I can't pay",
 * 「{3}を支払った」「3マナ払わなかった」「払えない」: whether the player asked to pay a "counter …
 * unless its controller pays" cost (Mana Leak, Force Spike, ward 702.21a; 118.12a) pays it. Read only
 * after a spell or ability of the player said to pay (or with no player said); which cost that is and
 * who must pay it is the card's, so the answer checks the told player and amount against the run and
 * asks back when such a cost was not paid and the question didn't say so. A player who can't pay
 * doesn't (118.3); "can pay", "if I pay", or a cost paid in another way ("with a Treasure") is not read.
 */
function paysUnless(story: Story, c: Clause, paid: boolean): boolean {
  const v = c.verb!;
  if (v.modal !== null && !(v.modal === 'can' && v.negated) && v.modal !== 'do') return false;
  if (c.roles.some((r) => r.prep !== 'for')) return false;
  // 「3マナ払わなかった」: the amount said where the player would be, the player unsaid.
  const amountSubject = c.subject?.kind === 'amount' && c.subject.noun === 'mana' && c.object === null ? c.subject : null;
  if (!amountSubject && (!c.subject || !isPlayerish(c.subject))) return false;
  const what = amountSubject ?? c.object ?? c.roles.find((r) => r.prep === 'for')?.np ?? null;
  // "{3}", "{1}{U}": a mana cost written as symbols is a chunk of its own.
  const symbols = c.chunks.flatMap((k) => story.sensesAt(k).flatMap((x) => (x.kind === 'mana' ? [x.text] : [])));
  const named = what?.kind === 'property' && /\bward\b/i.test(what.text);
  // "pay the ward cost": only with a ward told, or a card named that may have one printed (the words
  // can't see a card's keywords: the answer then checks that ward's trigger is what asked the payment,
  // questions/answer.ts `unlessPayment`).
  if (named && !story.objects.some((o) => o.keywords.some((k) => k.keyword === 'ward') || (o.card !== null && o.zone === 'battlefield'))) return false;
  const number = what && !named && (what.kind === 'amount' || what.kind === 'object') ? /^(?:the )?\{?(\d+)\}?$/i.exec(what.text.trim()) : null;
  const counted = what?.kind === 'amount' && (what.noun === 'mana' || what.noun === 'total') && what.n !== null ? what.n : null;
  if (what && !named && number === null && counted === null) return false;
  if (symbols.length > 1 || (symbols.length === 1 && what !== null)) return false;
  const cost = symbols[0] ?? (number ? `{${number[1]}}` : counted !== null ? `{${counted}}` : null);
  const unsaid = amountSubject !== null || c.subject!.text.trim() === '';
  const who = unsaid ? null : playerOf(story, c.subject);
  if (!unsaid && !who) return false;
  if (who && !story.events.some((e) => (e.kind === 'cast' && e.caster === who) || (e.kind === 'activate' && e.player === who))) return false;
  if (!who && !story.events.some((e) => e.kind === 'cast' || e.kind === 'activate')) return false;
  if (story.unlessPaid !== null && story.unlessPaid !== paid) {
    story.problem('not-understood', c.text, 'ward-paid-and-not');
    return true;
  }
  story.unlessPaid = paid;
  story.unlessPayment = { player: who, cost, text: c.text, ward: named };
  if (!unsaid) story.use(c.subject);
  story.useChunks(c.chunks);
  return true;
}

/**
 * "One of my two 2/2s blocks a 3/3", "my Bears blocks one of their two attacking 3/3s": the group the one is picked from
 * is told with it — that many objects alike, found or made before the clause reads the one (refs.ts picks among them).
 * Read as one object alone, the other attacker vanished and its damage with it (red team s19).
 */
function groupFirst(story: Story, c: Clause): void {
  for (const np of clausePhrases(c)) {
    if (np.kind !== 'object' || np.groupOf === undefined) continue;
    const group = objectsOf(story, { ...np, count: np.groupOf, plural: true, groupOf: undefined as never }, { create: true, plural: true });
    if (!group || group.length !== np.groupOf) story.problem('not-understood', np.text, 'one-of-group');
  }
}

export function frame(story: Story, c: Clause): void {
  story.beginClause(c);
  groupFirst(story, c);
  const v = c.verb;
  if (!v) return verbless(story, c);
  // A change whose time against the clause it describes a noun of is not sure (told-when.ts): not guessed.
  if (whenUnsure(c)) {
    story.problem('not-understood', c.text, 'relative-when');
    return;
  }
  if (itFactEither(story, c)) return;
  story.useChunks(v.chunks);
  if (v.causative) {
    // "I … make X lose all abilities": what happens is the next clause; "I" is its cause.
    story.use(c.subject);
    story.useChunks(c.chunks);
    story.causedBy = c.subject && isPlayerish(c.subject) ? playerOf(story, c.subject) : null;
    return;
  }
  if (saysNoEvent(story, c)) return;
  if (tapPurpose(story, c)) return;
  return verbFrame(story, withBoardFirst(story, c));
}

/**
 * "With Glorious Anthem out(,) I attack with a 2/2", "With Vito, Thorn of the Dusk Rose out I attack with a 4/4
 * lifelinker": a "with" phrase before the verb, said to be on the battlefield ("out", "in play", "on the battlefield"),
 * tells what is there, as the same words alone do (verbless.ts); the clause goes on without it, so the verb's own
 * "with" (the attacker) is read as its own. Only objects (never a player) and only with the "present" word after them.
 */
function withBoardFirst(story: Story, c: Clause): Clause {
  const v = c.verb!;
  const verbAt = Math.min(...v.chunks);
  const r = c.roles.find((x) => x.prep === 'with' && x.np !== null && (x.np.kind === 'object' || x.np.kind === 'list') && x.chunks.length > 0 && Math.max(...x.chunks) < verbAt);
  if (!r || !r.np) return c;
  const end = Math.max(...r.chunks);
  const present = c.chunks.filter((k) => k > end && k < verbAt && story.sensesAt(k)[0]?.kind === 'adj' && (story.sensesAt(k)[0] as { adj: string }).adj === 'present');
  const between = c.chunks.filter((k) => k > end && k < verbAt && !present.includes(k) && !phraseChunks(c.subject).includes(k));
  if (present.length !== 1 || between.some((k) => story.sensesAt(k)[0]?.kind !== 'punct')) return c;
  const ids = objectsOf(story, r.np, { create: true, plural: true });
  if (!ids) return c;
  story.useChunks([...r.chunks, ...present, ...between]);
  return { ...c, roles: c.roles.filter((x) => x !== r) };
}

/** Acts said of nobody that add nothing to a story of only told events: casting, activating, playing, using (601.2, 602.2). */
const NOBODY_DOES: ReadonlySet<string> = new Set(['cast', 'activate', 'play', 'use']);

/**
 * What a clause with a verb says that is no event to add: a closed-world statement (absence.ts), a payment
 * told with "unless", a keyword no longer had, nobody responding, or a negated statement (refused).
 */
function saysNoEvent(story: Story, c: Clause): boolean {
  const v = c.verb!;
  if (v.negated && (v.verb === 'be' || v.verb === 'have') && absentKind(story, c)) return true;
  // ("My opponent doesn't have any creatures": no creatures of theirs, absence.ts absent.)
  if (v.negated && v.verb === 'have' && absent(story, c)) return true;
  if (lacksGroup(story, c)) return true;
  // (「誰も」「どれも」 said of anything else: none of what? Named, never read as one object.)
  if (c.none) {
    story.problem('not-understood', c.text, 'none-of');
    return true;
  }
  if (v.verb === 'pay' && paysUnless(story, c, !v.negated)) return true;
  // "My 5/5 that no longer has trample", "which doesn't have flying anymore": the creature is without the
  // keyword, whatever gave it before (its card, a described keyword): read as losing it (as "lost trample"),
  // never as having it (red team s9). Removing one it never had changes nothing.
  if (v.negated && v.verb === 'have' && v.modal === null && c.keywords.length > 0 && c.object === null && c.subject && !isPlayerish(c.subject)) {
    lose(story, c);
    return true;
  }
  // "Nobody responds", "neither player responds", "they don't respond": nothing is cast or activated in response, which
  // is all the story holds anyway (only told events happen): read as saying nothing more.
  const nobody = c.subject?.kind === 'player' && (c.subject.player.who === 'nobody' || (c.subject.player.who === 'player' && c.complement?.kind === 'pronoun' && c.complement.word === 'none'));
  if (v.verb === 'respond' && v.modal === null && !v.hypothetical && (nobody !== v.negated) && c.subject && isPlayerish(c.subject) && !c.object && c.roles.every((r) => r.prep === 'to' && r.np !== null && !isPlayerish(r.np))) {
    story.use(c.subject);
    if (c.complement) story.use(c.complement);
    for (const r of c.roles) story.useChunks(r.chunks);
    story.useChunks(c.chunks.filter((k) => ['neg', 'aux', 'punct', 'conj'].includes(story.sensesAt(k)[0]?.kind ?? '')));
    story.noted++;
    return true;
  }
  // "Neither player casts any spells", "nobody casts Giant Growth", "no one activates anything": no act at all, which is
  // all the story holds anyway (only told events happen). Any other verb said of nobody ("no one attacks", "nobody
  // takes damage") is named — never read as an act of the asker (red team s19: "you cast a spell", then "can't happen").
  // ("Nobody has any creatures", "neither player controls a creature": a state, read by absence.ts.)
  if (nobody && !['respond', 'block', 'chump', 'have', 'be', 'control'].includes(v.verb)) {
    // (After a told cast or activation, "if nobody had cast it" would take it back: named, never read as saying nothing.)
    const told = story.events.some((e) => e.kind === 'cast' || e.kind === 'activate');
    if (!v.negated && v.modal === null && !v.hypothetical && !v.passive && !v.perfect && (c.sub === null || c.sub === 'if') && !told && NOBODY_DOES.has(v.verb)) {
      story.useChunks(c.chunks);
      story.noted++;
    } else story.problem('not-understood', c.text, 'nobody-acts');
    return true;
  }
  if (idleWith(story, c)) return true;
  if (v.negated && v.verb !== 'block' && v.verb !== 'chump') {
    // "doesn't pay", "isn't blocked" (handled), anything else negated is not an event to add.
    story.problem('unsupported', c.text, 'negated-statement');
    return true;
  }
  return false;
}

/**
 * The clause without its roles that only name the moment it happens at ("on his turn", "on my opponent's turn"),
 * and those roles' words. A role is one when every word of its noun phrase is a word of the moment read.
 */
function withoutTimeRoles(story: Story, c: Clause): { clause: Clause; chunks: number[] } {
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
function repeated(story: Story, c: Clause, from: number, second: Moment | null, steps: number, count: number): boolean {
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
    else story.events.push({ ...act, spell: story.copyCard(act.spell), targets: [...act.targets] });
  }
  return true;
}
