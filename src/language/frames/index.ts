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
import { playerOf } from '../refs.ts';
import { assertNever } from '../../core/result.ts';
import { become, gain, lose, makes } from './changes.ts';
import { attack, block, unblocked } from './combat.ts';
import { deal, doubled, prevent, take } from './damage.ts';
import { absentKind, attach, endTurn, entered, fact, verbless } from './facts.ts';
import { activate, cast, resolves, target } from './stack.ts';
import { costTo, rememberCost, tapPurpose } from './costs.ts';
import { objectsOf } from '../refs.ts';
import { consumeTimes, fingerprint, isPlayerish } from './util.ts';
import { comeBack, destroy, regenerate, removeFrom, steal, zoneEvent } from './zones.ts';
import { currentMoment, momentOf } from './moments.ts';

/**
 * A statement clause: its verb's frame adds events or facts. A frame that could do nothing with
 * the clause and said nothing about why is itself a problem: nothing is dropped silently.
 */
export function applyClause(story: Story, c: Clause): void {
  // "blocked by a 2/2 or a 3/3": one of them, not said which — an event can't happen to both.
  const or = clausePhrases(c).find((np) => np.kind === 'list' && np.conj === 'or');
  if (or) {
    story.problem('not-understood', or.text, 'either');
    return;
  }
  // "During my opponent's end step I cast …": what the clause tells happens at that point of the
  // turn (500.1); it is told before the clause's own events, and kept only if the clause told any.
  const m = momentOf(story, c, true);
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
  if (c.sub === null) story.lastMain = { sentence: c.sentence, before: story.events.length };
  frame(story, c);
  unsaidAbility(story, c);
  const did0 = fingerprint(story) !== before;
  if (fsFresh) {
    if (!did0) story.events.splice(fsAt, 1);
    else story.useChunks(firstStrike);
  }
  if (m) {
    if (!did0 && fresh) story.events.splice(at, 1);
    else story.useChunks(m.chunks);
  }
  // The clause's subject is the topic "it" refers to next ("… blocks a 3/3; is it destroyed?").
  const subj = c.subject ? story.resolved.get(c.subject) : undefined;
  if (subj && subj.length > 0) {
    story.topic = subj;
    // (Passive, the agent: "My 3/3 is blocked by their 4/4" names both as well.)
    const other = c.object ?? (c.verb?.passive ? (c.roles.find((r) => r.prep === 'by')?.np ?? null) : null);
    story.topicObject = (other ? story.resolved.get(other) : undefined) ?? [];
  } else if (c.subject && isPlayerish(c.subject)) {
    // "My 3/3 blocks their 2/2. I cast Shock on their 2/2. Does it die?": a player's clause that names
    // one creature, not the topic, makes that creature what "it" means next (the latest one talked of);
    // the earlier subject is no longer the topic.
    const named = [c.object, c.object2, ...c.roles.map((r) => r.np)].flatMap((np) => (np && np.kind !== 'pronoun' ? (story.resolved.get(np) ?? []) : []));
    const creatures = [...new Set(named)].filter((id) => story.get(id)?.types.includes('Creature') === true && story.get(id)?.zone === 'battlefield');
    if (creatures.length === 1 && !story.topic.includes(creatures[0]!)) {
      story.topic = creatures;
      story.topicObject = [];
    }
  }
  const walker = subj?.length === 1 && story.get(subj[0]!)?.types.includes('Planeswalker') === true ? subj[0]! : null;
  if (walker || (c.subject && isPlayerish(c.subject))) story.personTopic = walker;
  // A clause that changed nothing is a problem, unless it only says what the attacker lacks ("No trample.").
  const did = fingerprint(story) !== before || c.verb?.causative === true;
  // A frame may read a clause wholly as adding nothing new ("after everything resolves": the stack resolves anyway).
  const allUsed = (c.verb === null && c.subject === null && c.lacks.length > 0 && c.chunks.every((k) => story.used.has(k))) || (c.sub !== null && c.verb?.verb === 'resolve' && story.resolvedMention && c.chunks.every((k) => story.used.has(k))) || (c.verb?.modal === 'would' && c.verb.verb === 'deal' && c.chunks.every((k) => story.used.has(k))) || (c.verb?.verb === 'pay' && c.verb.negated && c.chunks.every((k) => story.used.has(k)));
  if (story.problems.length === problems && !did && !(c.verb === null && c.chunks.length === 0) && !allUsed) story.problem('not-understood', c.text, 'no-effect');
  else if (story.problems.length === problems) consumeTimes(story, c);
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
 * "… and pays the ward cost", "I pay the 3" (ward 3 told), "they don't pay for ward": whether the
 * player who cast or activated something pays a ward cost (702.21a), the choice a "counter unless
 * its controller pays" ability leaves them (608.2c). Read only after a spell or ability of that
 * player; the answer asks back when such a cost was not paid and the question didn't say so. A cost
 * paid in another way ("by saccing …") is not read here.
 */
function paysWard(story: Story, c: Clause, paid: boolean): boolean {
  const what = c.object ?? c.roles.find((r) => r.prep === 'for')?.np ?? null;
  if (c.roles.some((r) => r.prep !== 'for') || !c.subject || !isPlayerish(c.subject)) return false;
  // "pay 3", "pay the 3": only the cost of a ward told with that number ("a 2/2 with ward 3").
  const wardCost = (n: number | null): boolean => story.objects.some((o) => o.keywords.some((k) => k.keyword === 'ward' && (n === null || k.param === `{${n}}` || k.param === String(n))));
  const named = what?.kind === 'property' && /\bward\b/i.test(what.text);
  const number = what && (what.kind === 'amount' || what.kind === 'object') ? /^(?:the )?\{?(\d+)\}?$/i.exec(what.text.trim()) : null;
  const amount = number !== null && wardCost(Number(number[1]));
  // "… and I pay." / "I don't pay.": with a ward told, the only cost there is to pay.
  const bare = what === null && wardCost(null);
  if (!named && !amount && !bare) return false;
  const who = playerOf(story, c.subject);
  if (!who || !story.events.some((e) => (e.kind === 'cast' && e.caster === who) || (e.kind === 'activate' && e.player === who))) return false;
  if (story.unlessPaid !== null && story.unlessPaid !== paid) {
    story.problem('not-understood', c.text, 'ward-paid-and-not');
    return true;
  }
  story.unlessPaid = paid;
  story.use(c.subject);
  story.useChunks(c.chunks);
  return true;
}

export function frame(story: Story, c: Clause): void {
  story.beginClause();
  const v = c.verb;
  if (!v) return verbless(story, c);
  story.useChunks(v.chunks);
  if (v.causative) {
    // "I … make X lose all abilities": what happens is the next clause; "I" is its cause.
    story.use(c.subject);
    story.useChunks(c.chunks);
    story.causedBy = c.subject && isPlayerish(c.subject) ? playerOf(story, c.subject) : null;
    return;
  }
  if (v.negated && (v.verb === 'be' || v.verb === 'have') && absentKind(story, c)) return;
  if (v.verb === 'pay' && paysWard(story, c, !v.negated)) return;
  if (v.negated && v.verb !== 'block' && v.verb !== 'chump') {
    // "doesn't pay", "isn't blocked" (handled), anything else negated is not an event to add.
    story.problem('unsupported', c.text, 'negated-statement');
    return;
  }
  if (tapPurpose(story, c)) return;
  switch (v.verb) {
    case 'attack':
      return attack(story, c);
    case 'block':
    case 'chump':
    case 'double-block':
      return block(story, c);
    case 'unblocked':
    case 'connect':
      return unblocked(story, c);
    case 'cast':
    case 'flash':
    case 'play':
    case 'respond':
    case 'use':
      return cast(story, c);
    case 'deal':
      return deal(story, c);
    case 'take':
    case 'hit':
      return take(story, c);
    case 'destroy':
    case 'kill':
      return destroy(story, c);
    case 'die':
      return zoneEvent(story, c, 'dies');
    case 'sacrifice': {
      if (costTo(story, c)) return;
      const n = story.events.length;
      zoneEvent(story, c, 'sacrifice');
      const e = story.events[n];
      if (story.events.length === n + 1 && e?.kind === 'sacrifice') rememberCost(story, c, { sacrifice: e.ids }, n, null);
      return;
    }
    case 'exile':
      return zoneEvent(story, c, 'exile');
    case 'bounce':
    case 'return':
      if (comeBack(story, c)) return;
      return zoneEvent(story, c, 'bounce');
    case 'get':
    case 'gain':
    case 'give':
    case 'pump':
      return gain(story, c);
    case 'lose':
      return lose(story, c);
    case 'become':
    case 'switch':
      return become(story, c);
    case 'go':
      if (c.adjectives.includes('unblocked')) return unblocked(story, c);
      story.problem('unsupported', c.text, 'verb:go');
      return;
    case 'have':
    case 'control':
    case 'be':
    case 'wear':
    case 'say':
      return fact(story, c);
    case 'equip':
    case 'enchant':
    case 'attach':
    case 'move':
    case 'put':
      return attach(story, c);
    case 'regenerate':
      return regenerate(story, c);
    case 'steal':
      return steal(story, c);
    case 'come-back':
      if (!comeBack(story, c)) story.problem('unsupported', c.text, 'verb:come-back');
      return;
    case 'end':
      return endTurn(story, c);
    case 'enter':
    case 'come':
      return entered(story, c);
    case 'activate':
      return activate(story, c);
    case 'target':
      return target(story, c);
    case 'remove':
      return removeFrom(story, c);
    case 'prevent':
      return prevent(story, c);
    case 'double':
      return doubled(story, c);
    case 'resolve':
      return resolves(story, c);
    case 'pay': {
      // "I pay 2 life": only as the cost of an activation told next ("… to activate X", 119.4, 602.2b).
      const o = c.object;
      if (o?.kind === 'amount' && o.noun === 'life' && o.n !== null && !c.roles.length && c.sub === null) {
        story.use(o);
        rememberCost(story, c, { payLife: o.n }, null, story.problems.length);
      }
      story.problem('unsupported', c.text, `verb:${v.verb}`);
      return;
    }
    case 'counter':
    case 'copy':
    case 'flicker':
    case 'trigger':
    case 'go-through':
    case 'trample-over':
    case 'push-through':
    case 'create':
      // "an effect makes its power and toughness 1/1" / "makes it red"; any other "make"/"create" is not read.
      if (!makes(story, c)) story.problem('unsupported', c.text, `verb:${v.verb}`);
      return;
    case 'tap': {
      // "I tap my X": read only as the cost of its ability, told next ("… to activate it", "… to give …", 602.2b).
      const ids = c.object && c.sub === null && !c.roles.length && c.object.kind === 'object' ? objectsOf(story, c.object, { create: true }) : null;
      if (ids?.length === 1) {
        story.use(c.object);
        if (c.subject && isPlayerish(c.subject)) story.get(ids[0]!)!.controller ??= playerOf(story, c.subject) ?? 'A';
        rememberCost(story, c, { tap: ids[0]! }, null, story.problems.length);
      }
      story.problem('unsupported', c.text, `verb:${v.verb}`);
      return;
    }
    case 'draw':
    case 'discard':
    case 'untap':
    case 'leave':
    case 'fight':
    case 'win':
    case 'remain':
    case 'assign':
    case 'keep':
    case 'choose':
    case 'name':
    case 'fly':
    case 'stop':
    case 'matter':
    case 'apply':
    case 'happen':
    case 'end-up':
    case 'mill':
    case 'affect':
    case 'mean':
    case 'work':
    case 'explain':
    case 'save':
    case 'survive':
    case 'increase':
    case 'decrease':
      story.problem('unsupported', c.text, `verb:${v.verb}`);
      return;
    default:
      return assertNever(v.verb);
  }
}
