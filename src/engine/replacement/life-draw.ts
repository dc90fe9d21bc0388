/**
 * Gaining life (119.3) and drawing cards (121.1, 121.2, 121.6) through replacement effects (614.1a,
 * 614.11): "If you would gain life, draw that many cards instead"; "If you would draw a card, return
 * a card from your graveyard to your hand instead". A replacement can make another one applicable
 * to the modified event (616.2); each effect gets one opportunity to affect an event and the events
 * that replace it (614.5); a draw within a sequence of draws is replaced and finished before the
 * sequence resumes (614.11a); draw replacements apply even with an empty library (614.11). An
 * instruction of the modified event that can't be carried out is ignored (614.6). Drawing from an
 * empty library makes the player lose at the next state-based-action check (121.4, 704.5b); drawing
 * from a library the scenario didn't describe draws an unseen card (121.1, engine/hand.ts).
 */
import { inForce } from './in-force.ts';
import { changeLife } from '../life-counters.ts';
import { boundAmount, countEvent, emit, halt, layersOf } from '../run.ts';
import type { Run } from '../run.ts';
import { step } from '../trace.ts';
import { record } from '../record.ts';
import { mayApply, propose, replacedBy } from './proposed.ts';
import type { ProposedEvent } from './proposed.ts';
import { libraryOf } from '../libraries.ts';
import type { EventReplacement, GameObject, ObjectId, PlayerId } from '../types.ts';
import { haltOnUnseen } from '../hand.ts';
import { moveObject } from '../zones.ts';
import { chooseEffect, isSelfReplacement, label } from './choose.ts';
import { playerCant } from './cant.ts';

type LifeDrawEvent =
  | { kind: 'gain-life'; player: PlayerId; amount: number; rules?: string[] }
  | { kind: 'draw'; player: PlayerId }
  | { kind: 'return-from-graveyard'; player: PlayerId; object?: ObjectId };

function whose(e: EventReplacement, player: PlayerId): boolean {
  const p = e.player ?? 'you';
  if (p === 'any') return true;
  if (p === 'you') return player === e.controller;
  if (p === 'opponent') return player !== e.controller;
  return p === player;
}

function describe(ev: LifeDrawEvent): string {
  return ev.kind === 'gain-life' ? `gain-life:${ev.amount}` : ev.kind;
}

function perform(run: Run, proposed: ProposedEvent<LifeDrawEvent>, order: readonly string[] | null, depth: number): void {
  const ev = proposed.event;
  if (ev.kind === 'gain-life' && ev.amount <= 0) {
    // 119.10: gaining 0 life is no life-gain event; no replacement applies.
    emit(run, step('event.replacement-impossible', ['119.10'], { player: ev.player, what: 'gain-0-life' }));
    return;
  }
  // 119.7: a player who can't gain life doesn't, and a replacement effect of that gain does nothing.
  const cant = ev.kind === 'gain-life' ? playerCant(run, 'gain-life', ev.player) : null;
  if (ev.kind === 'gain-life' && cant) {
    emit(run, step('life.cant-change', ['119.7', '614.17', '101.2'], { effect: label(cant), player: ev.player, what: 'gain-life', amount: ev.amount }));
    return;
  }
  const pool =
    ev.kind === 'return-from-graveyard'
      ? []
      : (run.state.replacements ?? []).filter(
          (e): e is EventReplacement => e.kind === 'event-replacement' && e.event === ev.kind && mayApply(proposed, e.id) && inForce(run, e) && whose(e, ev.player),
        );
  if (pool.length > 0) {
    if (ev.kind === 'gain-life') checkGainOrder(pool, order, ev.player);
    const e = chooseEffect(pool, order);
    const amount = ev.kind === 'gain-life' ? ev.amount : 1;
    // The replaced event keeps what made it happen (a lifelink life gain: 120.3f, 702.15b).
    const rules = ['614.1a', ...(ev.kind === 'gain-life' && ev.rules ? ev.rules : []), ...(ev.kind === 'draw' ? ['614.11', '121.6'] : []), ...(depth > 0 ? ['616.2', '614.5'] : []), ...(pool.length >= 2 ? ['616.1', '616.1e', '616.1f'] : []), ...(isSelfReplacement(e) ? ['614.15', '616.1a'] : [])];
    const instead = e.instead;
    const next: LifeDrawEvent[] = [];
    if (instead.kind === 'draw') for (let i = 0; i < (instead.count ?? amount); i++) next.push({ kind: 'draw', player: ev.player });
    else if (instead.kind === 'gain-life') next.push({ kind: 'gain-life', player: ev.player, amount: gainedInstead(instead, amount), ...(ev.kind === 'gain-life' && ev.rules ? { rules: ev.rules } : {}) });
    else if (instead.kind === 'return-from-graveyard') next.push(instead.object !== undefined ? { kind: 'return-from-graveyard', player: ev.player, object: instead.object } : { kind: 'return-from-graveyard', player: ev.player });
    countEvent(run);
    emit(
      run,
      step('event.replaced', rules, {
        effect: label(e),
        player: ev.player,
        event: describe(ev),
        instead: instead.kind,
        count: instead.kind === 'draw' ? next.length : instead.kind === 'gain-life' ? gainedInstead(instead, amount) : instead.kind === 'nothing' ? 0 : 1,
        policy: pool.length >= 2 ? (order !== null && order.includes(e.id) ? 'given' : 'timestamp') : 'only',
      }),
    );
    // 121.6b / 614.11a: the replacement's draws happen one at a time, each through the effects still left (614.5).
    for (const n of next) perform(run, replacedBy(proposed, e.id, n), order, depth + 1);
    return;
  }
  if (ev.kind === 'gain-life') {
    const p = run.state.players.find((x) => x.id === ev.player)!;
    changeLife(run, p, ev.amount, ev.rules ?? ['119.3']);
    return;
  }
  if (ev.kind === 'draw') return drawOne(run, ev.player);
  returnFromGraveyard(run, ev.player, ev.object);
}

type GainInstead = Extract<EventReplacement['instead'], { kind: 'gain-life' }>;

/** The life gained instead: a set amount, or the event's amount times `multiply` plus `add` ("twice that much", "that much plus 1", 614.1a). */
function gainedInstead(instead: GainInstead, amount: number): number {
  return instead.amount ?? boundAmount(amount * (instead.multiply ?? 1) + (instead.add ?? 0));
}

/** An effect that changes the amount of life gained by arithmetic ("twice that much", "that much plus 1"). */
function arithmetic(e: EventReplacement): 'multiply' | 'add' | 'both' | null {
  if (e.instead.kind !== 'gain-life' || e.instead.amount !== undefined) return null;
  const m = e.instead.multiply !== undefined && e.instead.multiply !== 1;
  const a = e.instead.add !== undefined && e.instead.add !== 0;
  return m && a ? 'both' : m ? 'multiply' : a ? 'add' : null;
}

/**
 * 616.1: the player gaining life chooses the order of the effects that apply. With one that changes the
 * amount by arithmetic among them ("twice that much", "that much plus 1"), the order can change what
 * happens — doubling then adding is not adding then doubling, and an effect that turns the gain into
 * something else may apply before or after it. Unless every effect is the same kind of arithmetic
 * (doublers only, or additions only: any order gives the same), the order must be given, else the
 * run stops rather than guess.
 */
function checkGainOrder(pool: readonly EventReplacement[], order: readonly string[] | null, player: PlayerId): void {
  if (pool.length < 2) return;
  const kinds = pool.map(arithmetic);
  if (kinds.every((k) => k === null)) return;
  if (kinds.every((k) => k === 'multiply') || kinds.every((k) => k === 'add')) return;
  if (order !== null && pool.filter((e) => order.includes(e.id)).length >= pool.length - 1) return;
  halt('unmodelled', 'error.unmodelled', { reason: 'life-gain-replacement-order', player, texts: pool.map((e) => label(e)), rule: '616.1' });
}

/** 121.1: the top card of the library (the first listed) goes to its owner's hand. */
function drawOne(run: Run, player: PlayerId): void {
  const library = libraryOf(run, player);
  const p = run.state.players.find((x) => x.id === player)!;
  const shuffled = (run.state.shuffledLibraries ?? []).includes(player);
  if (p.libraryUnknown === true) {
    // 701.24a: a shuffled library nobody described: a listed card is somewhere among unknown ones.
    if (shuffled && library.length > 0) halt('unmodelled', 'error.unmodelled', { reason: 'shuffled-draw', rule: '701.24a' });
    // 121.1: past the listed cards the player still draws, a card nobody can name; never a loss for a
    // library nobody described (121.4 / 704.5b apply only to one described as empty).
    if (library.length === 0) return drawUnseen(run, player);
  }
  if (library.length === 0) {
    countEvent(run);
    p.drewFromEmpty = true;
    record(run, { kind: 'drew-from-empty', player }, ['121.4', '704.5b']);
    return;
  }
  if (shuffled && library.length > 1) {
    // 701.24a: nobody knows the order of a shuffled library; which card is drawn is random.
    halt('unmodelled', 'error.unmodelled', { reason: 'shuffled-draw', rule: '701.24a' });
  }
  const top = library[0]!;
  record(run, { kind: 'drew', player, card: top.id }, ['121.1']);
  const moved = moveObject(run, top.id, 'hand');
  if (countDraw(run, player) === 1 && moved.id !== null) revealFirstDraw(run, player, moved.id);
}

/**
 * 121.1 from a library the scenario didn't describe: the draw happens — it is a draw for "whenever you
 * draw" triggers (603.2) and for the draws this turn — and the hand holds one more unseen card (a
 * count, engine/hand.ts). Its being the first draw of the turn still matters to a "reveal the first
 * card you draw" ability, which would show the card: that stops, naming it (701.20a).
 */
function drawUnseen(run: Run, player: PlayerId): void {
  const p = run.state.players.find((x) => x.id === player)!;
  countEvent(run);
  record(run, { kind: 'drew', player, card: null }, ['121.1', '400.2']);
  p.unseenInHand = (p.unseenInHand ?? 0) + 1;
  if (countDraw(run, player) === 1 && revealersOf(run, player).length > 0) haltOnUnseen(run.state, player, 'reveal', '701.20a');
}

/** Counts a draw for the turn (603.11's "first card you draw each turn"); returns the player's count so far. */
function countDraw(run: Run, player: PlayerId): number {
  const draws = run.state.drawsThisTurn ?? (run.state.drawsThisTurn = {});
  draws[player] = (draws[player] ?? 0) + 1;
  return draws[player];
}

/**
 * 603.11: "Reveal the first card you draw each turn" — a static ability of a permanent the drawing
 * player controls (and that still has its abilities). The reveal is reported once per such ability,
 * naming it, so only the triggered abilities linked to it see it (607.2h).
 */
function revealFirstDraw(run: Run, player: PlayerId, card: ObjectId): void {
  const drawn = run.state.objects.find((o) => o.id === card);
  if (!drawn) return;
  for (const o of revealersOf(run, player)) {
    const reveal = o.printed.revealFirstDraw;
    if (!reveal) continue;
    record(run, { kind: 'revealed', object: drawn.id, player, by: o.id }, null);
    emit(run, step('resolve.revealed', ['603.11', '701.20a'], { player, object: drawn.label, id: drawn.id, by: o.id, source: o.label, text: reveal.text }));
  }
}

/** The permanents `player` controls whose "reveal the first card you draw each turn" works now (603.11). */
function revealersOf(run: Run, player: PlayerId): GameObject[] {
  const byId = layersOf(run).result.byId;
  return run.state.objects.filter((o) => {
    if (o.zone !== 'battlefield' || !o.printed.revealFirstDraw) return false;
    const c = byId[o.id];
    return c !== undefined && c.controller === player && c.lostAllAbilities !== true;
  });
}

/** "Return a card from your graveyard to your hand": the player's choice; with none to return, nothing happens (614.6). */
function returnFromGraveyard(run: Run, player: PlayerId, chosen: ObjectId | undefined): void {
  const cards = run.state.objects.filter((o) => o.zone === 'graveyard' && o.owner === player);
  if (cards.length === 0) {
    emit(run, step('event.replacement-impossible', ['614.6'], { player, what: 'return-from-graveyard' }));
    return;
  }
  let card = cards[0]!;
  let policy = cards.length === 1 ? 'only' : 'default';
  if (chosen !== undefined) {
    const c = cards.find((o) => o.id === chosen || o.id.split('~')[0] === chosen);
    if (!c) halt('illegal_action', 'error.illegal-action', { reason: 'not-in-graveyard', id: chosen });
    card = c;
    policy = 'given';
  }
  emit(run, step('event.returned', ['614.1a'], { player, object: card.label, policy, choices: cards.length }));
  moveObject(run, card.id, 'hand');
}

/** `rules`: what the life gain cites when it happens (lifelink: 120.3f, 702.15b); a replacement may change the event first (614.1a). */
export function gainLife(run: Run, player: PlayerId, amount: number, order: readonly string[] | null, rules?: string[]): void {
  perform(run, propose<LifeDrawEvent>(rules ? { kind: 'gain-life', player, amount, rules } : { kind: 'gain-life', player, amount }), order, 0);
}

/** 121.2: several cards are drawn one at a time; each draw goes through the replacement effects on its own (614.11a). */
export function drawCards(run: Run, player: PlayerId, count: number, order: readonly string[] | null): void {
  for (let i = 0; i < count; i++) perform(run, propose<LifeDrawEvent>({ kind: 'draw', player }), order, 0);
}
