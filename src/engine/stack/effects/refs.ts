/**
 * What an instruction affects as it is followed (608.2c): its legal targets (608.2b), an exact
 * object, the source itself, all matching objects (608.2j — not targeted), "that creature" the
 * trigger event named (608.2k), "each" inside a for-each (608.2f), a player word, and "its
 * controller" of a target (608.2h). An object that changed zones is a new object the instruction
 * can't find (400.7). Also the amount an instruction uses (608.2h).
 */
import { emitNotes } from '../../keywords/note.ts';
import { emit, halt } from '../../run.ts';
import type { Run } from '../../run.ts';
import { step } from '../../trace.ts';
import type { ObjectFilter, PlayerId, SpellEffect, StackItem } from '../../types.ts';
import { untargetedNotes } from '../../targets/legality.ts';
import { findItem, itemLabel, opponentsOf } from '../items.ts';
import { amountFrom, amountRules, controllersOf, countersOnSource, DEFENDING_PLAYER, matching, sourceAsKnown, THAT_CONTROLLER } from '../instructions.ts';
import { byIdNow, labelOf } from './context.ts';
import type { Ctx, EffectCall } from './context.ts';

/**
 * 603.6, 603.10a, 400.7e: a leaves-the-battlefield ability looks for the object its source became in
 * the zone it moved to, if that zone is public (400.2: not a hand or library); once it has left that
 * zone it is a new object again (400.7) and isn't found.
 */
function leftCardOf(run: Run, item: StackItem, e: SpellEffect): string[] {
  const moved = item.source === null ? undefined : run.events.find((x) => x.kind === 'zone-changed' && x.object === item.source);
  const isPublic = moved?.kind === 'zone-changed' && moved.to !== 'hand' && moved.to !== 'library';
  const found = moved?.kind === 'zone-changed' && isPublic ? run.state.objects.find((o) => o.id === moved.newId && o.zone === moved.to) : undefined;
  if (found) return [found.id];
  emit(run, step('stack.effect-skipped', ['603.6', '400.7', '400.7e'], { item: itemLabel(run.state, item), effect: e.kind, object: item.sourceLabel, reason: 'changed-zone' }));
  return [];
}

/**
 * 607.2a: "the exiled card" — the cards the linked exiling ability of the same object exiled, each
 * while it is still in exile (400.7: one that left exile is a new object; 704.5d: a token exiled
 * ceased to exist). The source may have left the battlefield: the link is to the object it was.
 */
function exiledWithOf(run: Run, item: StackItem, e: SpellEffect): string[] {
  const linked = item.source === null ? [] : (run.state.linkedExiles?.[item.source] ?? []);
  // A source already on the battlefield as the story began may have exiled cards nobody said: not guessed.
  const entered = run.events.some((x) => x.kind === 'zone-changed' && x.newId === item.source && x.to === 'battlefield');
  if (linked.length === 0 && !entered) halt('unmodelled', 'error.unmodelled', { reason: 'linked-exile-unknown', object: item.sourceLabel, rule: '607.2a' });
  const here = linked.filter((id) => run.state.objects.some((o) => o.id === id && o.zone === 'exile'));
  for (const x of linked.filter((id) => !here.includes(id))) emit(run, step('stack.effect-skipped', ['607.2a', '400.7'], { item: itemLabel(run.state, item), effect: e.kind, object: labelOf(run, x), reason: 'changed-zone' }));
  if (linked.length === 0) emit(run, step('stack.effect-skipped', ['607.2a'], { item: itemLabel(run.state, item), effect: e.kind, object: item.sourceLabel, reason: 'nothing-linked' }));
  return here;
}

/**
 * 303.4, 301.5: "enchanted creature" / "equipped creature" — the permanent the ability's source is
 * attached to now. A source that has left the battlefield was attached to something as it left
 * (608.2h: last known information), which the engine doesn't keep: the run stops rather than guess.
 */
function attachedOf(run: Run, item: StackItem): string[] {
  const source = item.source === null ? undefined : run.state.objects.find((o) => o.id === item.source && o.zone === 'battlefield');
  if (!source) halt('unmodelled', 'error.unmodelled', { reason: 'lki-attached', object: item.sourceLabel, rule: '608.2h' });
  const to = source.attachedTo;
  return to !== null && to !== undefined && run.state.objects.some((o) => o.id === to && o.zone === 'battlefield') ? [to] : [];
}

/** A player reference of an effect: 'you', 'opponent' (the only one), the defending player or an id. */
function playerRef(run: Run, item: StackItem, ref: string): PlayerId {
  if (ref === 'you') return item.controller;
  if (ref === 'opponent') {
    const opps = opponentsOf(run.state, item.controller);
    if (opps.length !== 1) halt('unmodelled', 'error.unmodelled', { reason: 'several-opponents', rule: '800.4a' });
    return opps[0]!;
  }
  if (ref === DEFENDING_PLAYER) {
    // 506.2, 508.5: two players — the nonactive one is the defending player; 508.5a: with more, not guessed.
    const opps = opponentsOf(run.state, item.controller);
    if (opps.length !== 1) halt('unmodelled', 'error.unmodelled', { reason: 'several-opponents', rule: '508.5a' });
    return run.state.activePlayer === item.controller ? opps[0]! : item.controller;
  }
  return ref;
}

/**
 * 608.2h: "its controller" of a target ("Destroy target permanent. Its controller creates …"): the
 * object's controller now if it is still on the battlefield or the stack, else the last one it had.
 */
export function controllersOfTargets(run: Run, ids: readonly string[], ctx: Ctx): PlayerId[] {
  const byId = byIdNow(run);
  const out: PlayerId[] = [];
  for (const id of ids) {
    const here = run.state.objects.some((o) => o.id === id && (o.zone === 'battlefield' || o.zone === 'stack'));
    const p = here ? (byId[id]?.controller ?? findItem(run.state, id)?.controller) : ctx.targetControllers.get(id);
    if (p !== undefined && !out.includes(p)) out.push(p);
  }
  return out;
}

/** The players an instruction with a player word names: "its controller" of a target is read through the target (608.2h). */
export function playersOf(run: Run, e: SpellEffect, refs: string[], ctx: Ctx): string[] {
  return e.player === THAT_CONTROLLER && e.target !== undefined ? controllersOfTargets(run, refs, ctx) : refs;
}

/** The players an instruction is followed for: those it names, else the resolving item's controller. */
export function playersOrYou(c: Omit<EffectCall, 'e'> & { e: SpellEffect }, throughTargets = false): string[] {
  if (throughTargets) return c.refs.length > 0 || c.e.player === THAT_CONTROLLER ? playersOf(c.run, c.e, c.refs, c.ctx) : [c.item.controller];
  return c.refs.length > 0 ? c.refs : [c.item.controller];
}

/**
 * The amount of an instruction as it is followed (608.2h): a count of matching permanents times
 * `amount` ("1 life for each creature you control"), else read from what came before / X / the
 * event (`amountFrom`), else the printed number. `signOnly`: for life, where `amount` gives only the
 * sign of an amount read from elsewhere. An amount read from elsewhere is told in the trace.
 */
export function amountOf(c: Omit<EffectCall, 'e'> & { e: Extract<SpellEffect, { kind: 'damage' | 'life' | 'draw' }> }, signOnly = false): number {
  const { run, item, e, ctx } = c;
  let amount: number;
  if (e.amountFrom === 'count' && e.amountCount) {
    const n = matching(run.state, byIdNow(run), e.amountCount, item.controller, item.source).length;
    amount = n * e.amount;
  } else if (e.amountFrom === 'greatest-power' && e.amountCount) {
    amount = greatestPower(run, item, e.amountCount) * Math.sign(e.amount || 1);
  } else if (e.amountFrom === 'counters') {
    amount = countersOnSource(run.state, item, e.amountCounter) * e.amount;
  } else if (e.amountFrom === 'source-power' || e.amountFrom === 'source-toughness') {
    const n = sourceStat(run, item, e.amountFrom === 'source-power' ? 'power' : 'toughness');
    amount = signOnly ? n * Math.sign(e.amount || 1) : n;
  } else if (e.amountFrom === undefined) {
    amount = e.amount;
  } else {
    const n = amountFrom(ctx.previous, e.amountFrom, item);
    amount = signOnly ? n * Math.sign(e.amount || 1) : n;
  }
  // The amount told is how much (a life loss of 8 is told as 8; the event step says it is lost).
  if (e.amountFrom !== undefined) emit(run, step('resolve.amount', amountRules(e.amountFrom), { item: itemLabel(run.state, item), from: e.amountFrom, amount: Math.abs(amount) }));
  return amount;
}

/** 608.2h, 107.1b: the greatest power among the permanents matching now (0 with none; a negative power counts as 0). */
function greatestPower(run: Run, item: StackItem, filter: ObjectFilter): number {
  const byId = byIdNow(run);
  return Math.max(0, ...matching(run.state, byId, filter, item.controller, item.source).map((id) => byId[id]?.power ?? 0));
}

/**
 * "Equal to its power" in an object's own ability (608.2h): the source's value as known (sourceAsKnown: now on the
 * battlefield, else as it last existed there when the ability triggered, 603.10a); otherwise unknown — the run stops.
 * A negative value counts as 0 for an amount (107.1b).
 */
export function sourceStat(run: Run, item: StackItem, stat: 'power' | 'toughness'): number {
  const v = sourceAsKnown(run.state, item, (o) => byIdNow(run)[o.id]?.[stat], item.sourcePT?.[stat]);
  if (v === undefined || v === null) halt('unmodelled', 'error.unmodelled', { reason: 'lki-source-stat', object: item.sourceLabel, rule: '608.2h' });
  return Math.max(0, v);
}

/**
 * Every object matching `filter` owned by one of `players` ("exile target player's graveyard": the
 * cards in that player's graveyard, 404.2 — out of play a card's "controller" in a filter is its
 * owner): each player's own cards, read with the filter said from the controller's side.
 */
function ownedBy(run: Run, item: StackItem, filter: ObjectFilter, players: readonly string[]): string[] {
  const byId = byIdNow(run);
  return players.flatMap((p) => {
    const side: ObjectFilter = { ...filter, controller: p === item.controller ? 'you' : 'opponent' };
    return matching(run.state, byId, side, item.controller, item.source).filter((x) => run.state.objects.find((o) => o.id === x)?.owner === p);
  });
}

/** The objects or players an instruction affects: its legal targets, an exact object, a player, all matching, "that creature", "each". */
export function refsOf(run: Run, item: StackItem, e: SpellEffect, legal: Record<string, string[]>, ctx: Ctx): string[] {
  if (e.each === true) return ctx.each !== null ? [ctx.each] : [];
  if (e.it === true) return ctx.previous.ids.filter((x) => run.state.objects.some((o) => o.id === x));
  if (e.self === true) {
    // The source itself, if it is still the object the ability came from (400.7, 113.7a: the ability resolves without it).
    if (item.source !== null && run.state.objects.some((o) => o.id === item.source)) return [item.source];
    emit(run, step('stack.effect-skipped', ['400.7'], { item: itemLabel(run.state, item), effect: e.kind, object: item.sourceLabel, reason: 'changed-zone' }));
    return [];
  }
  if (e.leftCard === true) return leftCardOf(run, item, e);
  if (e.attached === true) return attachedOf(run, item);
  if (e.exiledWith === true) return exiledWithOf(run, item, e);
  if (e.target !== undefined) return legal[e.target] ?? [];
  if (e.all !== undefined) {
    const ids = e.allOwnedBy !== undefined ? ownedBy(run, item, e.all, legal[e.allOwnedBy] ?? []) : matching(run.state, byIdNow(run), e.all, item.controller, item.source);
    emit(run, step('resolve.all', ['608.2c', '608.2j'], { item: itemLabel(run.state, item), effect: e.kind, objects: ids.map((x) => labelOf(run, x)) }));
    // "All" doesn't target: shroud, hexproof and ward of the objects affected don't matter (702.18a, 702.11b, 702.21a).
    const byId = byIdNow(run);
    emitNotes(run, ids.flatMap((x) => (byId[x] ? untargetedNotes(byId[x], item.source) : [])));
    return ids;
  }
  if (e.that === true) {
    // 608.2k: the object the trigger event named, even if its characteristics changed; not a new object (400.7).
    // A player the event named ("that player") is always there.
    const ids = item.that ?? [];
    const here = ids.filter((x) => run.state.objects.some((o) => o.id === x) || run.state.players.some((p) => p.id === x));
    for (const x of ids) if (!here.includes(x)) emit(run, step('stack.effect-skipped', ['400.7'], { item: itemLabel(run.state, item), effect: e.kind, object: x, reason: 'changed-zone' }));
    return here;
  }
  if (e.object !== undefined) {
    // An exact object: one that changed zones is a new object the instruction can't find (400.7, 603.7c).
    if (run.state.objects.some((o) => o.id === e.object) || findItem(run.state, e.object)?.id === e.object) return [e.object];
    emit(run, step('stack.effect-skipped', ['400.7'], { item: itemLabel(run.state, item), effect: e.kind, object: e.object, reason: 'changed-zone' }));
    return [];
  }
  // 608.2h: "its controller" — whoever last controlled the object the previous instruction affected.
  if (e.player === THAT_CONTROLLER) return controllersOf(ctx.previous);
  if (e.player !== undefined) return [playerRef(run, item, e.player)];
  return [];
}
