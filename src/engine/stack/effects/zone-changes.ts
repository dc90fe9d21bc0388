/**
 * Zone changes an instruction makes (400.7: each makes a new object, which "it" / "that card" then
 * reads): exile (701.13a), return to hand, put onto the battlefield (110.2, 611.2e), and exiling the
 * top cards of a library (701.13a).
 */
import { emit, halt } from '../../run.ts';
import type { Run } from '../../run.ts';
import { step } from '../../trace.ts';
import { newObjectsSince } from '../../game-events.ts';
import { libraryOf, requireDescribedLibrary } from '../../libraries.ts';
import { manaValue } from '../../casting/mana.ts';
import type { PlayerId, SpellEffect, StackItem } from '../../types.ts';
import { moveObject } from '../../zones.ts';
import { itemLabel } from '../items.ts';
import { lkiOf } from '../instructions.ts';
import type { Previous } from '../instructions.ts';
import { entersWithCounters } from '../created-effects.ts';
import { labelOf, lki, movedOf, newIdOf, NONE } from './context.ts';
import type { EffectCall, Outcome } from './context.ts';
import { playersOrYou } from './refs.ts';
import { edit } from '../../changes.ts';

/** 701.13a exile / return to hand: each object moves; "it" then reads the new objects (400.7). */
export function moveEach(c: EffectCall<'exile' | 'return-to-hand'>): Outcome {
  const { run, e, refs } = c;
  if (e.kind === 'exile' && e.untilLeaves === true && !untilSourceHere(c)) return NONE;
  const known = lki(run, refs);
  for (const r of refs) run.perform({ kind: e.kind, object: r });
  const previous = movedOf(run, known, c.from);
  if (e.kind === 'exile' && e.linked === true) linkExiled(run, c.item, previous.ids);
  if (e.kind === 'exile' && e.untilLeaves === true) exiledUntil(run, c.item, previous.ids);
  return { did: c.did(), previous };
}

/**
 * 610.3a-b: "exile … until this leaves the battlefield" does nothing once the source has left the
 * battlefield since the ability was put on the stack (it is no longer that object, 400.7): the event
 * that would return the card has already happened, so the card doesn't move.
 */
function untilSourceHere(c: EffectCall<'exile' | 'return-to-hand'>): boolean {
  const { run, item } = c;
  if (item.source !== null && run.state.objects.some((o) => o.id === item.source && o.zone === 'battlefield')) return true;
  const rule = item.kind === 'triggered' ? '610.3b' : '610.3a';
  for (const r of c.refs) emit(run, step('stack.effect-skipped', [rule, '400.7'], { item: itemLabel(run.state, item), effect: 'exile', object: labelOf(run, r), reason: 'until-source-left' }));
  return false;
}

/** 610.3: the cards exiled until the source leaves, kept under its id; zones.ts returns them when it does. */
function exiledUntil(run: Run, item: StackItem, ids: readonly string[]): void {
  if (item.source === null) return;
  const inExile = ids.filter((id) => run.state.objects.some((o) => o.id === id && o.zone === 'exile'));
  if (inExile.length === 0) return;
  const all = run.state.exiledUntilLeaves ?? {};
  run.state.exiledUntilLeaves = { ...all, [item.source]: [...(all[item.source] ?? []), ...inExile] };
}

/**
 * 607.2a: the cards an exiling ability exiled, kept for the ability linked to it ("the exiled card"),
 * under the id of its source as the ability was put on the stack — the same object the linked
 * ability's source is, even if it has already left the battlefield (then nothing will return them).
 */
function linkExiled(run: Run, item: StackItem, ids: readonly string[]): void {
  if (item.source === null) return;
  const inExile = ids.filter((id) => run.state.objects.some((o) => o.id === id && o.zone === 'exile'));
  if (inExile.length === 0) return;
  const all = run.state.linkedExiles ?? (run.state.linkedExiles = {});
  all[item.source] = [...(all[item.source] ?? []), ...inExile];
}

/**
 * Puts cards onto the battlefield; "it" reads the permanents they became (400.7), and "its mana value"
 * the card as it last existed where it was (608.2h: the mana value of its mana cost, 202.3).
 */
export function putEachOntoBattlefield(c: EffectCall<'put-onto-battlefield'>): Outcome {
  const known = lki(c.run, c.refs);
  const ids: string[] = [];
  const lkiList: Previous['lki'] = [];
  for (const r of c.refs) {
    const id = putOntoBattlefield(c.run, c.item, r, c.e);
    if (id === null) continue;
    ids.push(id);
    const k = known.get(r);
    if (k) lkiList.push({ power: k.power, manaValue: k.manaValue });
  }
  return { did: c.did(), previous: { count: ids.length, ids, lki: lkiList } };
}

/** 701.13a: "exile the top N cards of [a player's] library"; "that many" / "those cards" read what was exiled. */
export function exileTopCards(c: EffectCall<'exile-top'>): Outcome {
  const { run, item, e } = c;
  const lkiList: Previous['lki'] = [];
  const ids: string[] = [];
  for (const p of playersOrYou(c)) {
    for (const x of exileTop(run, item, p, e.amount)) {
      lkiList.push(x.lki);
      const id = newIdOf(run, c.from, x.id);
      if (id !== null) ids.push(id);
    }
  }
  return { did: c.did(), previous: { count: lkiList.length, ids, lki: lkiList } };
}

/** 701.13a: the top cards of the player's library (the first listed) are exiled; returns their last known values. */
function exileTop(run: Run, item: StackItem, player: PlayerId, amount: number): { id: string; lki: Previous['lki'][number] }[] {
  requireDescribedLibrary(run, player, amount, '701.13a');
  const library = libraryOf(run, player);
  if ((run.state.shuffledLibraries ?? []).includes(player) && library.length > 1) {
    halt('unmodelled', 'error.unmodelled', { reason: 'shuffled-top-card', rule: '701.24a' });
  }
  const cards = library.slice(0, amount);
  emit(run, step('resolve.exile-top', ['701.13a'], { item: itemLabel(run.state, item), player, cards: cards.map((o) => o.label), manaValues: cards.map((o) => String(manaValue(o.printed.manaCost))) }));
  const out = cards.map((o) => ({ id: o.id, lki: lkiOf(o, undefined) }));
  for (const o of cards) moveObject(run, o.id, 'exile');
  return out;
}
/** Puts a card onto the battlefield under the resolving item's controller; an "is [characteristic]" effect applies as it enters (611.2e). */
function putOntoBattlefield(run: Run, item: StackItem, ref: string, e: Extract<SpellEffect, { kind: 'put-onto-battlefield' }>): string | null {
  const as = e.as;
  const o = run.state.objects.find((x) => x.id === ref);
  if (!o) return null;
  const from = run.events.length;
  // 110.2: "under its owner's control", else under the control of whoever put it there.
  run.perform({ kind: 'move', object: o.id, to: 'battlefield', controller: e.underOwner === true ? o.owner : item.controller });
  const id = newObjectsSince(run.events, from, [o.id])[0] ?? o.id;
  const entered = run.state.objects.find((x) => x.id === id && x.zone === 'battlefield');
  if (!entered) return null;
  // 110.2: "under its owner's control", else under the control of whoever put it there.
  edit(run, entered).baseController = e.underOwner === true ? entered.owner : item.controller;
  // 110.5b: it enters untapped unless the instruction says tapped.
  if (e.tapped === true) edit(run, entered).tapped = true;
  if (e.counters) entersWithCounters(run, item, entered, e.counters);
  if (as) {
    run.perform({ kind: 'apply-effect', effect: { text: as.text, affects: { kind: 'objects', ids: [id] }, modifications: as.modifications, controller: item.controller, source: null } });
    emit(run, step('resolve.enters-as', ['611.2e'], { item: itemLabel(run.state, item), object: entered.label, text: as.text }));
  }
  return id;
}
