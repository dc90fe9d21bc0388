/**
 * When things in a question's story happen, read from the question alone: whether a question is
 * asked in response (117.3c, 117.7), whether a spell is cast only at sorcery speed (117.1a), whose
 * turn the story starts in (505.1, 508.1), whether a draw-step draw (504.1) or waiting triggered
 * abilities (603.3) matter to it.
 */
import type { Ask, ParsedQuestion, Side } from './types.ts';
import type { ObjectInput } from './scenario-input.ts';
import { someNode, someString } from '../core/tree.ts';

const isObject = (v: unknown): boolean => v !== null && typeof v === 'object';

/**
 * Is a can-cast / can-activate question asked with the story's spells still on the stack? When it
 * says so ("in response", 対応して), or when nothing moves the story on and its last event is the
 * other player's spell or ability: nothing said it resolved, and the asker gets priority with it on
 * the stack only when that player passes (117.3c, 117.3d, 117.7).
 */
export function respondsNow(q: Pick<ParsedQuestion, 'events'>, a: Ask): boolean {
  if (a.kind !== 'can-cast' && a.kind !== 'can-activate' && a.kind !== 'can-target') return false;
  if (a.kind !== 'can-target' && (a.respond || a.at)) return a.respond;
  const who = a.kind === 'can-activate' ? a.player : a.caster;
  // "Can I Counterspell my own spell?": a spell of the story asked about as a target is on the stack, so the
  // question is asked while it waits there (115.1), whoever cast it — unless it was told resolved since.
  if (a.kind === 'can-target') {
    const at = q.events.findIndex((e) => e.kind === 'cast' && e.spell === a.target);
    if (at >= 0 && !q.events.slice(at + 1).some((e) => e.kind === 'resolve')) return true;
  }
  const last = [...q.events].reverse().find((e) => e.kind !== 'moment');
  return (last?.kind === 'cast' && last.caster !== who) || (last?.kind === 'activate' && last.player !== who);
}

/** Is this spell cast only at sorcery speed: not an instant and without flash (117.1a, 702.8a)? */
export function sorcerySpeed(q: ParsedQuestion, id: string): boolean {
  const card = q.cards[id]?.object;
  const thing = q.things.find((t) => t.id === id);
  const types: readonly string[] = card?.types ?? thing?.types ?? [];
  if (types.length === 0 || types.includes('Instant')) return false;
  const kws = [...(card?.keywords ?? []), ...(thing?.keywords ?? [])];
  const name = (k: unknown): string => String(typeof k === 'object' && k !== null ? ((k as { keyword?: unknown }).keyword ?? '') : k).toLowerCase();
  return !kws.some((k) => name(k) === 'flash');
}

/**
 * Whose turn a story with no point of the turn told (or a step told without whose turn it is) starts in: the first event that only one player's
 * turn allows decides it — a noninstant spell cast (not in response) is cast in its caster's main
 * phase (117.1a), a loyalty ability activated in its controller's (606.3); an attack is declared by the active player
 * (508.1). Null: nothing decides it.
 */
export function firstTurn(q: ParsedQuestion, attackerSide: Side): Side | null {
  for (const e of q.events) {
    // "During combat I cast Fog. Their 5/5 attacks me": a step said with nobody's turn is a step of the turn the
    // story's own events tell (the attacker's, 508.1), never the asker's by default; a turn said decides itself.
    if (e.kind === 'moment' && e.moment.turn === null && !e.moment.next) continue;
    if (e.kind === 'moment') return null;
    if (e.kind === 'attack') return attackerSide;
    if (e.kind === 'cast' && e.premise !== true && !q.responses?.has(e) && sorcerySpeed(q, e.spell)) return e.caster;
    // A loyalty ability is activated only in its controller's main phase (606.3): "they -2 Liliana" starts in their turn.
    if (e.kind === 'activate' && e.loyalty !== undefined && !q.responses?.has(e)) return e.player;
  }
  return null;
}

/**
 * Could anything in the question depend on a draw-step draw (504.1)? Text the compiler couldn't
 * read that speaks of drawing or of the cards in a hand might; so does a "first card you draw"
 * reveal, a draw replacement, a modelled "whenever you draw a card" trigger, or a modelled ability
 * that counts or checks a hand. Then the draw is made: from a library the question didn't describe
 * it draws an unseen card (121.1, engine/hand.ts) — a draw for the triggers, and anything that
 * needs to know the card (a hand count, a discard, a reveal) stops naming it. Otherwise the draw is
 * left out, and the restatement says so, to keep the steps to what the answer rests on.
 */
export function drawMatters(q: ParsedQuestion): boolean {
  const all = [...Object.values(q.cards), ...Object.values(q.quoted)];
  const unread = /\bdraws?\b|\bdrawn\b|cards? in (?:your|their|his or her|that player's|a player's|each player's|an opponent's) hand|hand size|no cards in hand/i;
  const drawTrigger = (o: ObjectInput): boolean => Array.isArray(o.triggers) && o.triggers.some((t) => t.event === 'draws');
  return all.some(
    (c) =>
      c.unmodelled.some((t) => unread.test(t)) ||
      'revealFirstDraw' in c.object ||
      drawTrigger(c.object) ||
      c.replacements.some((r) => someString(r, (s) => /draw/i.test(s))) ||
      someNode(c.object, (n) => n.kind === 'hand' || n.zone === 'hand'),
  );
}

/** True when some object has a triggered ability, or makes a delayed one (603.7): its triggers may be waiting on the stack. */
export function hasTriggers(q: Pick<ParsedQuestion, 'cards' | 'quoted'>): boolean {
  const delayed = (o: unknown): boolean => someNode(o, (n) => n.kind === 'delayed-trigger');
  // A triggered ability it gives (613.1f: "equipped creature has \"Whenever this creature deals combat damage …\"") or a token it makes has (111.1) triggers too.
  const given = (o: unknown): boolean => someNode(o, (n) => Array.isArray(n.triggers) && isObject(n.triggers[0]));
  return Object.values(q.cards).some((c) => (Array.isArray(c.object.triggers) && c.object.triggers.length > 0) || delayed(c.object) || given(c.object)) || Object.values(q.quoted).some((c) => Array.isArray(c.object.triggers));
}

/**
 * Could anything in the question trigger at the beginning of an end step (513.1a)? A modelled
 * ability that does, printed or created as a delayed triggered ability (603.7, "at the beginning of
 * the next end step"), or text the compiler couldn't read that speaks of the end step.
 */
/** Does a card of the question trigger at the beginning of combat (507.1, 603.2b: "at the beginning of combat on your turn")? */
export function combatBeginningMatters(q: Pick<ParsedQuestion, 'cards' | 'quoted'>): boolean {
  return [...Object.values(q.cards), ...Object.values(q.quoted)].some((c) => someNode(c.object, (n) => n.event === 'beginning-of-combat'));
}

export function endStepMatters(q: Pick<ParsedQuestion, 'cards' | 'quoted'>): boolean {
  const all = [...Object.values(q.cards), ...Object.values(q.quoted)];
  return all.some((c) => c.unmodelled.some((t) => /\bend step\b/i.test(t)) || someNode(c.object, (n) => n.event === 'end-step'));
}
