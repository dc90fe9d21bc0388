/**
 * A purpose clause after a cast or a block (issue 11): "Can I cast Murder to destroy their Bears?",
 * "Can I Shock their 3/3 to kill it?", "Can I block their 3/3 with my deathtouch 1/1 to kill it?",
 * 「相手の3/3を倒すために《ショック》を撃てる？」. The clause says what the move is meant to do — never
 * that it was done first. The cast is aimed at what the clause names (its target, 601.2c; checked by
 * the engine: 115.1, 702.11b, 702.16b), and the result is asked: does it die, or is it exiled. The
 * questions layer answers one yes or no for both (the move is legal and, made, does it: ifItDoes).
 *
 * A told move ("I cast Murder to destroy their Bears. Does it die?") only takes the target from it.
 * A purpose this reader can't place (another verb, several objects, a target other than the one
 * the move names) is asked back, never read as something that happened.
 */
import type { Clause } from '../clause.ts';
import type { Ask, QEvent } from '../ir.ts';
import type { Story } from '../story.ts';
import { hasKeywordOf } from '../story.ts';
import { objectsOf, playerOf, pluralThem } from '../refs.ts';
import { isPlayerish } from './util.ts';
import { targetsOf, triggerSource } from './target-phrases.ts';
import { counteredSpell } from '../intents/spell-asked.ts';
import { pluralName } from '../story-pronouns.ts';
import { pingAsked } from './tap-ping.ts';

/** Where the clause the purpose belongs to left the story: counts of asks and events before it. */
export interface MainMark {
  clause: Clause;
  asks: number;
  events: number;
}

/** The results a purpose can ask, by verb: put into a graveyard (701.8a, 704.5g) or exiled (701.13a). */
/** What a purpose asks of its object: that it dies ("kill"), that it is destroyed ("destroy", 701.8: not a death by 0 toughness, 704.5f), that it is exiled. */
/** "to save it": that it survives (asked of the move's target: "Can I cast Giant Growth on my Bears in response to save it?"). */
export type Result = 'dies' | 'destroyed' | 'exile' | 'saved';
const RESULTS: Readonly<Partial<Record<NonNullable<Clause['verb']>['verb'], Result>>> = { destroy: 'destroyed', kill: 'dies', exile: 'exile', save: 'saved' };

/**
 * Reads a purpose clause against the clause it belongs to. False when that clause was neither a cast
 * nor a block (asked or told) and the purpose verb is none of ours: the caller reads it as before
 * (the costs' "… to activate X", "to ping my Elves"). True when read, or refused with a problem.
 */
export function purposeClause(story: Story, c: Clause, main: MainMark): boolean {
  if (usedTrigger(story, c, main)) return true;
  const asks = story.asks.slice(main.asks);
  const events = story.events.slice(main.events);
  // ("Can I Shock their 3/3 …" asks whether the card can target it: a cast with that target.)
  const probe = asks.length === 1 && (asks[0]!.kind === 'can-cast' || asks[0]!.kind === 'can-block' || (asks[0]!.kind === 'can-target' && asks[0]!.spell !== undefined)) ? asks[0]! : null;
  const casts = asks.length === 0 ? events.filter((e): e is Extract<QEvent, { kind: 'cast' }> => e.kind === 'cast') : [];
  const blocks = asks.length === 0 ? events.filter((e) => e.kind === 'block') : [];
  const told = casts.length === 1 ? casts[0]! : null;
  // "Can I tap Prodigal Pyromancer to deal 1 damage to their Bears?": what the ability is activated for, in the
  // asker's words — never told as done first (red team s16: damage from "a source" before the activation), and
  // not read against the ability's text (its target, its amount): named, not guessed.
  if (asks.length === 1 && asks[0]!.kind === 'can-activate' && c.verb && c.verb.verb !== 'activate' && c.verb.verb !== 'use') {
    // (Its 1 damage and its target, "to ping something", "to ping his Elves": checked against the card later, tap-ping.ts.)
    if (pingAsked(story, c, asks[0]!)) return true;
    story.problem('not-understood', c.text, 'purpose');
    return true;
  }
  if (toldIntent(story, c, asks, events)) return true;
  if (askedAgain(story, c, asks)) return true;
  if (counterPurpose(story, c, probe)) return true;
  const result = c.verb && !c.verb.passive && !c.verb.negated ? (RESULTS[c.verb.verb] ?? null) : null;
  // Neither a cast nor a block: not ours, unless it is a result we read after some other move.
  if (!probe && !told && blocks.length === 0) {
    if (!result || (asks.length === 0 && events.length === 0)) return false;
    story.problem('not-understood', c.text, 'purpose');
    return true;
  }
  // ("Can I cast Giant Growth to save my 2/2?" with nothing told that threatens it: saved from nothing is no question.)
  // (A block asked "without dying", 「死なずにブロックできる?」: the block itself threatens the blocker, the one saved.)
  const blockSaved = result === 'saved' && probe?.kind === 'can-block';
  const threatened = result !== 'saved' || main.events > 0 || blockSaved;
  if (!result || !threatened || !c.object || isPlayerish(c.object) || c.roles.length > 0) {
    story.problem('not-understood', c.text, 'purpose');
    return true;
  }
  // What the move already names: "it" is that one ("Can I Shock their 3/3 to kill it?").
  const named = blockSaved ? probe.blockers : probe?.kind === 'can-cast' ? probe.targets : probe?.kind === 'can-block' ? probe.attackers : probe?.kind === 'can-target' ? [probe.target] : told ? told.targets : blocks.flatMap((b) => (b.kind === 'block' ? [b.attacker] : []));
  const namedObjects = named.filter((t) => t !== 'A' && t !== 'B');
  const ids = c.object.kind === 'pronoun' && namedObjects.length === 1 ? namedObjects : objectsOf(story, c.object, { create: true });
  if (!ids || ids.length !== 1 || story.get(ids[0]!)?.cast === true) {
    story.problem('not-understood', c.text, 'purpose');
    return true;
  }
  const id = ids[0]!;
  // The move aimed at something else than the purpose names ("Shock my 1/1 to kill their 3/3"): not guessed.
  if (named.length > 0 && !named.includes(id)) {
    story.problem('not-understood', c.text, 'purpose');
    return true;
  }
  // 「…でブロックして接死で倒せる?」: a keyword said as how the blocker kills must be one it has (told, or its card's in the
  // catalog); one the story never gave it is not assumed, and not passed over either.
  if (c.keywords.length > 0) {
    const by = probe?.kind === 'can-block' ? probe.blockers : [];
    if (by.length !== 1 || !c.keywords.every((k) => hasKeywordOf(story, by[0]!, k))) {
      story.problem('not-understood', c.text, 'purpose');
      return true;
    }
  }
  story.use(c.object);
  story.useChunks(c.chunks);
  if (told) {
    if (told.targets.length === 0) told.targets.push(id);
    return true;
  }
  if (!probe) return true; // a told block: the words say only what it was for
  if (probe.kind === 'can-cast' && probe.targets.length === 0) probe.targets.push(id);
  if (probe.kind === 'can-block' && probe.attackers.length === 0 && !blockSaved) probe.attackers.push(id);
  if (probe.kind === 'can-cast' || probe.kind === 'can-block' || probe.kind === 'can-target') probe.purpose = true;
  story.asks.push(resultAsk(story, id, result));
  story.yesNo = true;
  return true;
}

/**
 * "Can I cast Essence Scatter to counter a Lightning Bolt?", "Can I use Negate to counter his Divination?": a cast
 * asked whose purpose is to counter a spell is "Can I counter X with Y?" — the counterspell cast at X in response
 * (timing.ts canCast), and whether X is then countered is the answer (701.6a). Anything else said with it (a role, a
 * second object, a target already named) is named back.
 */
function counterPurpose(story: Story, c: Clause, probe: Ask | null): boolean {
  const v = c.verb;
  if (!v || v.verb !== 'counter' || probe?.kind !== 'can-cast') return false;
  const id = !v.passive && !v.negated && c.object && !c.object2 && c.roles.length === 0 && c.keywords.length === 0 && probe.targets.length === 0 ? counteredSpell(story, c.object, probe.caster, probe.spell) : null;
  if (id === null) {
    story.problem('not-understood', c.text, 'purpose');
    return true;
  }
  story.useChunks(c.chunks);
  probe.targets.push(id);
  probe.respond = true;
  probe.purpose = true;
  story.asks.push({ kind: 'countered', id });
  story.yesNo = true;
  return true;
}

/** Verbs of a purpose that only names the result the mover hoped for: the object killed, destroyed, exiled or saved. */
const INTENTS: ReadonlySet<NonNullable<Clause['verb']>['verb']> = new Set(['kill', 'destroy', 'exile', 'save']);

/**
 * "I pinged his Elvish Mystic to kill it", "In response I cast Giant Growth on the Bears to save them", "I attacked with
 * my 3/3 to kill him": after a move told as done, a purpose of a result verb whose object is what that move already acts
 * on (its target, the object or player dealt damage, the player attacked, the attacker blocked) says only what the
 * move was for. It adds no event and asks nothing: the run says whether it did that. A purpose naming anything else
 * ("sacrificed my Bears to kill his 2/2": by an ability the words don't tell), or with more words than a result and its
 * object ("to save it from his Bolt"), is not this and is left to the reading below (asked back).
 */
function toldIntent(story: Story, c: Clause, asks: readonly Ask[], events: readonly QEvent[]): boolean {
  const v = c.verb;
  if (asks.length > 0 || events.length === 0 || !v || !INTENTS.has(v.verb) || v.negated || v.passive || v.modal !== null || v.hypothetical) return false;
  if (!c.object || c.object.kind === 'list' || c.object2 || c.roles.length > 0 || c.complement || c.keywords.length > 0 || c.times.length > 0) return false;
  const objects = new Set<string>();
  const players = new Set<string>();
  const on = (t: string): void => void (t === 'A' || t === 'B' ? players : objects).add(t);
  for (const e of events) {
    if (e.kind === 'cast' || e.kind === 'activate') {
      // (A cast whose targets were not said: which it aims at is what the reading below settles.)
      if (e.kind === 'cast' && (e.targets.length === 0 || e.impliedTargets === true)) return false;
      e.targets.forEach(on);
    } else if (e.kind === 'damage') [e.target, ...(e.also ?? [])].forEach(on);
    else if (e.kind === 'attack') {
      // (No player said: the defending player, the other one than the attackers' controller, 506.2.)
      const by = story.get(e.attackers[0]!)?.controller ?? null;
      const at = e.target ?? (by === 'A' ? 'B' : by === 'B' ? 'A' : null);
      if (at !== null) players.add(at);
    } else if (e.kind === 'block') objects.add(e.attacker);
    else if (e.kind === 'change' && e.ref.kind === 'things') e.ref.ids.forEach(on);
    else if (e.kind === 'sacrifice') (e.targets ?? []).forEach(on);
  }
  // ("to kill him": the player the move acts on; "to save it": the one object it acts on; "to save them" after "the
  // Bears": the creature whose name is a plural.)
  const them = pluralThem(story, c.object);
  if (them !== null && objects.has(them) && players.size === 0) {
    story.use(c.object);
    story.useChunks(c.chunks);
    return true;
  }
  if (isPlayerish(c.object)) {
    if (v.verb !== 'kill') return false;
    const side = playerOf(story, c.object);
    if (side === null || !players.has(side)) return false;
  } else {
    const ids = c.object.kind === 'pronoun' ? (objects.size === 1 ? [...objects] : null) : objectsOf(story, c.object, { create: false });
    if (!ids || ids.length === 0 || !ids.every((id) => objects.has(id))) return false;
  }
  story.use(c.object);
  story.useChunks(c.chunks);
  return true;
}

/**
 * "Can I regenerate my River Boa to save it?", "can I regenerate the Boa to keep it alive?": the question before already
 * asks whether that creature survives (regenerateAsk) — the purpose names the same result of the same object, adding
 * nothing. Anything else is read as before.
 */
function askedAgain(story: Story, c: Clause, asks: readonly Ask[]): boolean {
  const v = c.verb;
  const a = asks.length === 1 ? asks[0]! : null;
  if (!v || v.verb !== 'save' || v.negated || v.passive || a?.kind !== 'dies' || a.positive || !c.object || c.object2 || c.roles.length > 0 || c.complement) return false;
  // ("to save them" after "my Drudge Skeletons": "them" of the one creature asked about, whose card's name is a plural.)
  const them = /^(?:them|they)$/i.test(c.object.text.trim()) && pluralName(story.get(a.id)?.card ?? '');
  const ids = them || (c.object.kind === 'pronoun' && !/^(?:them|they)$/i.test(c.object.text.trim())) ? [a.id] : c.object.kind === 'object' ? objectsOf(story, c.object, { create: false }) : null;
  if (!ids || ids.length !== 1 || ids[0] !== a.id) return false;
  story.use(c.object);
  story.useChunks(c.chunks);
  return true;
}

/** The ask of a purpose's result for one object: dies, or put into the graveyard, or exiled. */
export function resultAsk(story: Story, id: string, result: Result): Ask {
  const o = story.get(id);
  // A permanent that isn't a creature or planeswalker is asked where it went ("dies" is said of creatures and planeswalkers here).
  const dies = !o || o.types.length === 0 || o.types.includes('Creature') || o.types.includes('Planeswalker');
  // ("Can I destroy X with Dismember?": asked of destruction, answered from the run's destroy events — fate.ts askDestroyed.)
  if (result === 'saved') return { kind: 'dies', id, positive: false };
  return result === 'exile' ? { kind: 'zone', id, to: 'exile' } : dies ? { kind: 'dies', id, positive: true, ...(result === 'destroyed' ? { destroyed: true as const } : {}) } : { kind: 'zone', id, to: 'graveyard' };
}

/**
 * "I used the trigger to shoot his Llanowar Elves", "I use the Sword trigger to target their 2/2": the triggered ability
 * named is put on the stack with the target the purpose's targeting verb names (603.3d) — the same as "I point the
 * trigger at …". Only a verb that says targeting (target, point, aim, shoot …, and "hit" or "ping", which say where its
 * damage goes); "to kill his Angel" says what it was
 * for, not what it targets, and stays asked back. The main clause, read alone as nothing done, is taken back.
 */
function usedTrigger(story: Story, c: Clause, main: MainMark): boolean {
  const m = main.clause;
  const v = m.verb;
  if (!v || v.verb !== 'use' || v.negated || v.modal !== null || v.hypothetical || v.passive || m.roles.length > 0 || m.times.length > 0 || m.sub !== null) return false;
  if (m.object?.kind !== 'property' || m.object.noun !== 'trigger' || !m.subject || !isPlayerish(m.subject) || story.events.length !== main.events || story.asks.length !== main.asks) return false;
  const pv = c.verb;
  // ("to hit me in the face", "to ping his Elves": a trigger that deals damage aimed at what the verb names — "hit" and
  // "ping" say where its damage goes, as "target" does; "in the face" is the player hit. An amount said — "to deal 3
  // to him" — is not this: the amount would go unread.)
  const face = c.roles.filter((r) => r.prep === 'in' && r.np?.kind === 'property' && r.np.noun === 'face' && r.np.of === null);
  const aims = pv !== null && (pv.verb === 'target' || pv.verb === 'hit' || pv.verb === 'deal');
  if (!pv || !aims || pv.negated || pv.passive || !c.object || c.object.kind === 'amount' || c.object2 || c.roles.length > face.length || c.complement) return false;
  if (face.length > 0 && !isPlayerish(c.object)) return false;
  const source = triggerSource(story, m.object);
  if (!source) return false;
  const targets = targetsOf(story, c.object, source);
  if (!targets) return true;
  for (let k = story.problems.length - 1; k >= 0; k--) if (story.problems[k]!.text === m.text) story.problems.splice(k, 1);
  story.useChunks([...m.chunks, ...c.chunks, ...face.flatMap((r) => r.chunks)]);
  story.triggerTargets.push({ source, targets });
  return true;
}
