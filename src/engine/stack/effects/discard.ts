/**
 * 701.9 (discard): from a described hand, the discarding player's choice (701.9b) or the first
 * listed cards; from a hand holding cards nobody knows (engine/hand.ts), only what can be told
 * without naming an unknown card. Madness (702.35a) may exile a discarded card instead.
 */
import { discardWithMadness } from '../../casting/during-resolution.ts'; // H3
import { emit, halt } from '../../run.ts';
import type { Run } from '../../run.ts';
import { step } from '../../trace.ts';
import { record } from '../../record.ts';
import { cardsInHand, handHidden, haltOnUnseen, knownInHand } from '../../hand.ts';
import type { PlayerId, SpellEffect, StackItem } from '../../types.ts';
import { moveObject } from '../../zones.ts';
import { itemLabel } from '../items.ts';
import { matchesObjectFilter } from '../../targets/legality.ts';
import { byIdNow } from './context.ts';
import { answerOf } from '../instructions.ts';
import type { Ctx, EffectCall, Outcome } from './context.ts';
import { playersOrYou } from './refs.ts';

export function discardEach(c: EffectCall<'discard'>): Outcome {
  let count: number | null = 0;
  for (const p of playersOrYou(c)) {
    const n = discard(c.run, c.item, p, c.e, c.ctx);
    // 118.12: "You may discard a card. If you do, …" — from a hand nobody described, whether a card was there to
    // discard is unknown, so whether "if you do" is followed is unknown too: stopped, naming the hand, never assumed.
    if (n === null && readByIfDone(c.item, c.e)) haltOnUnseen(c.run.state, p, 'discard-done', '118.12');
    count = count === null || n === null ? null : count + n;
  }
  // From a hand nobody described, how many were discarded is unknown: "that many" can't be read.
  // (Unseen cards discarded move no object, but they were discarded all the same: done, 701.9a.)
  const did = c.did() || (count !== null && count > 0);
  return { did, previous: count === null ? { count: 0, ids: [], lki: [], unknownCount: true } : { count, ids: [], lki: [] } };
}

/** Whether a later instruction of the item is followed only if this discard was done, or only if not (118.12, 608.2c). */
function readByIfDone(item: StackItem, e: Extract<SpellEffect, { kind: 'discard' }>): boolean {
  return e.id !== undefined && item.effects.some((x) => x.ifDone === e.id || x.ifNotDone === e.id);
}

/**
 * 701.9a: discard = from the player's hand to its owner's graveyard. 701.9b: the discarding player
 * chooses which cards (the resolving action's `choices[id ?? "discard"]`; unanswered, the first
 * listed cards — stated in the trace); a random discard among more cards than it asks for can't be
 * decided by a deterministic engine and stops as unmodelled, as does any discard from a hand holding
 * an unseen card (engine/hand.ts).
 */
function discard(run: Run, item: StackItem, player: PlayerId, e: Extract<SpellEffect, { kind: 'discard' }>, ctx: Ctx): number | null {
  if (e.chosenBy === 'controller') return chosenDiscard(run, item, player, e, ctx);
  if (e.amount !== 0 && handHidden(run.state, player)) return discardUnseen(run, item, player, e, ctx);
  const hand = e.amount === 0 ? [] : cardsInHand(run.state, player, 'discard', '701.9b');
  const n = e.amount === 'all' ? hand.length : Math.min(e.amount, hand.length);
  let cards = hand.slice(0, n);
  let policy = e.amount === 'all' ? 'whole-hand' : n === 0 ? 'empty-hand' : n === hand.length ? 'all-they-have' : 'default-first-listed';
  if (n > 0 && n < hand.length) {
    if (e.random === true) halt('unmodelled', 'error.unmodelled', { reason: 'random-discard', rule: '701.9b' });
    const answer = answerOf(ctx.choices, e.id ?? 'discard');
    if (answer.kind === 'yes' && answer.ids !== null) {
      const picked = answer.ids.map((x) => hand.find((o) => o.id === x || o.id.split('~')[0] === x));
      if (picked.some((o) => o === undefined) || picked.length !== n) halt('illegal_action', 'error.illegal-action', { reason: 'bad-choice', choice: e.id ?? 'discard', id: answer.ids.join(', '), rule: '701.9b' });
      cards = picked as typeof hand;
      policy = 'given';
    }
  }
  emit(run, step('resolve.discard', ['701.9a', '701.9b'], { item: itemLabel(run.state, item), player, cards: cards.map((o) => o.label), policy }));
  for (const o of cards) {
    record(run, { kind: 'discarded', player, card: o.id }, null);
    if (!discardWithMadness(run, o)) moveObject(run, o.id, 'graveyard'); // H3: madness (702.35a)
  }
  return cards.length;
}

/**
 * 701.9a from a hand holding cards nobody knows (engine/hand.ts): drawn from an undescribed library,
 * or a hand the question never described. When only unknown cards can be discarded — the hand lists
 * none, or "discards their hand" takes every card — the discard happens and is told as that many
 * unseen cards ("up to" that many from an undescribed hand, whose size is unknown); each is a
 * discard event (card unknown), so an unmodelled "whenever a player discards" ability is judged by
 * gap-relevance.ts, and the graveyard then holds unseen cards (a reader of it stops). With a listed
 * card among unknown ones, which is discarded is the player's choice among cards nobody can name
 * (701.9b): stopped, naming the hand, unless the choice names listed cards. Returns the number
 * discarded, or null when it is unknown (an undescribed hand may hold fewer cards than asked for).
 */
function discardUnseen(run: Run, item: StackItem, player: PlayerId, e: Extract<SpellEffect, { kind: 'discard' }>, ctx: Ctx): number | null {
  const p = run.state.players.find((x) => x.id === player)!;
  const listed = knownInHand(run.state, player);
  const unseen = p.unseenInHand ?? 0;
  const unknown = p.handUnknown === true;
  let cards = listed;
  let count = unseen;
  if (e.amount !== 'all') {
    const n = e.amount;
    const answer = answerOf(ctx.choices, e.id ?? 'discard');
    if (listed.length > 0) {
      // 701.9b: a choice among listed and unseen cards; a random one can't be decided either.
      if (e.random === true || answer.kind !== 'yes' || answer.ids === null) haltOnUnseen(run.state, player, 'discard', '701.9b');
      const picked = answer.ids.map((x) => listed.find((o) => o.id === x || o.id.split('~')[0] === x));
      if (picked.some((o) => o === undefined) || picked.length !== n) haltOnUnseen(run.state, player, 'discard', '701.9b');
      cards = picked as typeof listed;
      count = 0;
    } else {
      cards = [];
      count = unknown ? n : Math.min(n, unseen);
    }
  }
  // Fewer known cards than asked for in a hand of unknown size: how many there were is unknown too.
  const upTo = unknown && e.amount !== 'all' && listed.length === 0 && unseen < e.amount;
  // "Discards their hand" from a hand nobody described: its unknown rest goes too, however many.
  const whole = unknown && e.amount === 'all';
  emit(run, step('resolve.discard-unseen', ['701.9a', '701.9b'], { item: itemLabel(run.state, item), player, cards: cards.map((o) => o.label), count, upTo, whole }));
  for (const o of cards) {
    record(run, { kind: 'discarded', player, card: o.id }, null);
    if (!discardWithMadness(run, o)) moveObject(run, o.id, 'graveyard'); // H3: madness (702.35a)
  }
  // From a hand of unknown size, each unseen discard may not have happened (it may hold fewer cards):
  // `maybe`, so an ability that triggers on it stops instead of counting it (triggers.ts).
  for (let i = 0; i < Math.max(count, whole ? 1 : 0); i++) record(run, { kind: 'discarded', player, card: null, ...(upTo || whole ? { maybe: true } : {}) }, null);
  if (count > 0 || whole) {
    p.unseenInHand = Math.max(0, unseen - count);
    p.graveyardUnseen = true;
  }
  if (whole) delete p.handUnknown; // 402.1: the whole hand was discarded, so it is now known to be empty
  return upTo || whole ? null : cards.length + count;
}

/**
 * "Target opponent reveals their hand. You choose a nonland card from it. That player discards that
 * card." The hand is revealed (701.20a), so every card of it must be known (a hidden one stops the
 * run, naming the hand); the spell's controller chooses (701.9b) one card of the quality — the choice
 * `discard`. No card of it there: nothing is discarded; exactly one: that one; more, and nothing told:
 * the run stops and asks which (never a guess).
 */
function chosenDiscard(run: Run, item: StackItem, player: PlayerId, e: Extract<SpellEffect, { kind: 'discard' }>, ctx: Ctx): number {
  const hand = cardsInHand(run.state, player, 'reveal', '701.20a');
  const byId = byIdNow(run);
  const fits = hand.filter((o) => byId[o.id] !== undefined && (e.filter === undefined || matchesObjectFilter(e.filter, o, byId[o.id]!, item.controller, item.source)));
  const name = e.id ?? 'discard';
  const answer = answerOf(ctx.choices, name);
  const label = itemLabel(run.state, item);
  let cards = fits.slice(0, 1);
  let policy = fits.length === 0 ? 'none-matching' : 'only';
  if (answer.kind === 'yes' && answer.ids !== null && fits.length > 0) {
    const picked = answer.ids.map((x) => fits.find((o) => o.id === x || o.id.split('~')[0] === x));
    if (picked.length !== 1 || picked[0] === undefined) halt('illegal_action', 'error.illegal-action', { reason: 'bad-choice', choice: name, id: answer.ids.join(', '), rule: '701.9b' });
    cards = [picked[0]];
    policy = 'given';
  } else if (fits.length > 1) {
    halt('unmodelled', 'error.unmodelled', { reason: 'choice-objects', object: label, choice: name, rule: '701.9b' });
  }
  emit(run, step('resolve.discard', ['701.20a', '701.9a', '701.9b'], { item: label, player, cards: cards.map((o) => o.label), policy }));
  for (const o of cards) {
    record(run, { kind: 'discarded', player, card: o.id }, null);
    if (!discardWithMadness(run, o)) moveObject(run, o.id, 'graveyard'); // H3: madness (702.35a)
  }
  return cards.length;
}
