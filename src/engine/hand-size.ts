/**
 * The maximum hand size (402.2) and the cleanup step's discard down to it (514.1), the first
 * turn-based action of the cleanup step, before damage wears off (514.2).
 *
 * The maximum is seven unless a static ability of a permanent says otherwise ("You have no maximum
 * hand size", "Your maximum hand size is increased by one", "… is eleven"; CastStatic kinds
 * 'no-max-hand-size' and 'max-hand-size', read while the permanent is on the battlefield and has its
 * abilities, 613.1f).
 *
 * Which cards are discarded is the active player's choice (514.1, 701.9b): told by the `end-turn`
 * action's `discard`; untold, it is made only when it can't matter — the cards to discard are all
 * unseen (engine/hand.ts: nobody can tell them apart), or every card that could go must go. A choice
 * among cards the question names stops the run, naming it (never picked silently). A hand the question
 * didn't describe may hold more than the maximum: what is known of it decides what can be said
 * (discardUnknownHand).
 */
import { halt } from './halt.ts';
import { knownInHand } from './hand.ts';
import { choose, emit, layersOf } from './run.ts';
import type { Run } from './run.ts';
import { step } from './trace.ts';
import { record } from './record.ts';
import { moveObject } from './zones.ts';
import { discardWithMadness } from './casting/during-resolution.ts';
import { playerStatics } from './casting/permissions.ts';
import type { GameObject, PlayerId } from './types.ts';

/** 402.2: the normal maximum hand size. */
export const NORMAL_MAX_HAND_SIZE = 7;

/** A player's maximum hand size (null: none) and the abilities that changed it ("<label>: <text>"). */
export interface MaxHandSize {
  size: number | null;
  by: string[];
}

/**
 * 402.2: `player`'s maximum hand size. "No maximum hand size" wins over a number only when it is the
 * sole kind of change; a number set and "no maximum" together, or two numbers set, depend on the
 * order the effects apply in (613.11: rules-changing effects in timestamp order) — stopped as
 * unmodelled rather than guessed.
 */
export function maxHandSize(run: Run, player: PlayerId): MaxHandSize {
  const byId = layersOf(run).result.byId;
  let none = false;
  const sets: number[] = [];
  let add = 0;
  const by: string[] = [];
  for (const { st, source } of playerStatics(run.state, byId, player)) {
    if (st.kind === 'no-max-hand-size') none = true;
    else if (st.kind === 'max-hand-size') {
      if (st.set !== undefined) sets.push(st.set);
      add += st.add ?? 0;
    } else continue;
    by.push(`${source.label}: ${st.text}`);
  }
  if (sets.length > 1 || (sets.length > 0 && (none || add !== 0))) {
    halt('unmodelled', 'error.unmodelled', { reason: 'hand-size-effects', texts: by, rule: '613.11' });
  }
  if (none) return { size: null, by };
  return { size: Math.max(0, (sets[0] ?? NORMAL_MAX_HAND_SIZE) + add), by };
}

/** 701.9a: the listed cards go from the hand to the graveyard (madness exiles instead, 702.35a). */
function discardListed(run: Run, player: PlayerId, cards: readonly GameObject[]): void {
  for (const o of cards) {
    record(run, { kind: 'discarded', player, card: o.id }, null);
    if (!discardWithMadness(run, o)) moveObject(run, o.id, 'graveyard');
  }
}

/** `count` unseen cards (engine/hand.ts) go from the hand to the graveyard, where they stay unseen. */
function discardUnseenCards(run: Run, player: PlayerId, count: number): void {
  const p = run.state.players.find((x) => x.id === player)!;
  for (let i = 0; i < count; i++) record(run, { kind: 'discarded', player, card: null }, null);
  if (count > 0) {
    p.unseenInHand = Math.max(0, (p.unseenInHand ?? 0) - count);
    p.graveyardUnseen = true;
  }
}

/** The cards `told` names among the hand's listed cards, or the run stops (a card not in that hand). */
function toldCards(listed: readonly GameObject[], told: readonly string[]): GameObject[] {
  const out: GameObject[] = [];
  for (const x of told) {
    const o = listed.find((c) => c.id === x || c.id.split('~')[0] === x);
    if (!o || out.includes(o)) halt('illegal_action', 'error.illegal-action', { reason: 'bad-choice', choice: 'discard', id: x, rule: '514.1' });
    out.push(o);
  }
  return out;
}

/**
 * 514.1: the active player discards down to their maximum hand size. `told`: the cards the story
 * says they discard (ids of listed hand cards; the rest of the count, if any, is unseen cards).
 */
export function discardToHandSize(run: Run, told: readonly string[] | undefined): void {
  const player = run.state.activePlayer;
  const p = run.state.players.find((x) => x.id === player);
  if (!p) return;
  const listed = knownInHand(run.state, player);
  const unseen = p.unseenInHand ?? 0;
  const max = maxHandSize(run, player);
  const known = listed.length + unseen;
  if (max.size === null) {
    // 402.2: no maximum, no discard; told only when the hand could have gone over seven.
    if (known > NORMAL_MAX_HAND_SIZE || p.handUnknown === true) emit(run, step('cleanup.no-maximum', ['514.1', '402.2'], { player, by: max.by }));
    if (told !== undefined && told.length > 0) halt('illegal_action', 'error.illegal-action', { reason: 'bad-choice', choice: 'discard', id: told.join(', '), rule: '514.1' });
    return;
  }
  if (p.handUnknown === true) return discardUnknownHand(run, player, listed, unseen, max.size, told);
  const excess = known - max.size;
  if (excess <= 0) {
    if (told !== undefined && told.length > 0) halt('illegal_action', 'error.illegal-action', { reason: 'bad-choice', choice: 'discard', id: told.join(', '), rule: '514.1' });
    return;
  }
  let cards: GameObject[];
  let policy: 'given' | 'only' | 'unseen';
  if (told !== undefined) {
    cards = toldCards(listed, told);
    if (cards.length > excess || excess - cards.length > unseen) halt('illegal_action', 'error.illegal-action', { reason: 'bad-choice', choice: 'discard', id: told.join(', '), rule: '514.1' });
    policy = 'given';
  } else if (listed.length === 0) {
    // Only unseen cards there: nobody can tell which, so which is no choice that could matter.
    cards = [];
    policy = 'unseen';
  } else if (excess === known) {
    cards = [...listed];
    policy = 'only';
  } else {
    halt('unmodelled', 'error.cleanup-discard', { player, count: excess, size: max.size, cards: known, unseen });
  }
  const unseenCount = excess - cards.length;
  choose(run, { kind: 'cleanup-discard', player, count: excess, cards: cards.map((o) => o.id), unseen: unseenCount, policy });
  emit(run, step('cleanup.discard', ['514.1', '402.2', '701.9a'], { player, count: excess, size: max.size, cards: cards.map((o) => o.label), unseen: unseenCount, policy, by: max.by }));
  discardListed(run, player, cards);
  discardUnseenCards(run, player, unseenCount);
}

/**
 * 514.1 with a hand the question didn't describe (engine/hand.ts): how many cards it holds is unknown,
 * so whether the player discards is unknown too. What can be said is said: the named cards in it can
 * always be kept when there are no more of them than the maximum (the player chooses, 701.9b), so they
 * stay, and the trace says that this is the player's choice; cards nobody described may have been
 * discarded, so that graveyard may now hold cards nobody knows (a reader of it stops), and a "whenever
 * a player discards" ability is judged as if a discard happened (gap-relevance.ts reads the event).
 * With more named cards than the maximum, some must go and which is the player's choice: stopped.
 */
function discardUnknownHand(run: Run, player: PlayerId, listed: readonly GameObject[], unseen: number, size: number, told: readonly string[] | undefined): void {
  const p = run.state.players.find((x) => x.id === player)!;
  let cards: GameObject[] = [];
  if (told !== undefined) cards = toldCards(listed, told);
  else if (listed.length + unseen > size && listed.length > 0) {
    halt('unmodelled', 'error.cleanup-discard', { player, count: listed.length + unseen - size, size, cards: listed.length + unseen, unseen, unknown: true });
  }
  // Told when a card the question names is at stake (discarded as told, or kept by the player's choice).
  if (listed.length > 0) emit(run, step('cleanup.discard-unknown', ['514.1', '402.2', '701.9b'], { player, size, cards: cards.map((o) => o.label), kept: listed.filter((o) => !cards.includes(o)).map((o) => o.label) }));
  discardListed(run, player, cards);
  // A discard of cards nobody described may have happened: told as one possible discard event.
  record(run, { kind: 'discarded', player, card: null, maybe: true }, null);
  p.graveyardUnseen = true;
}
