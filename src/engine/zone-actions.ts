/**
 * The actions that move an object between zones: destroy (701.8), sacrifice (701.21), exile (701.13),
 * return to hand and move (400.7), through zone-change replacement effects (614); a move the question
 * already told, or one the run already made, is not made again.
 */
import { countEvent, emit, halt, layersOf } from './run.ts';
import type { Run } from './run.ts';
import type { Action, GameObject, ObjectId, PlayerId, Zone } from './types.ts';
import { step } from './trace.ts';
import { isIndestructible } from './keywords/indestructible.ts';
import { regenerate } from './damage/regeneration.ts';
import { umbraArmorAuras } from './keywords/umbra-armor.ts';
import { inForce } from './replacement/in-force.ts';
import { record } from './record.ts';
import { zoneChangeReplaced } from './replacement/zone-change.ts';
import { moveObject } from './zones.ts';
import { cardIdOf, currentObject, findObject } from './objects.ts';
import { edit } from './changes.ts';
import { removeCounters } from './life-counters.ts';

function onBattlefield(run: Run, o: GameObject, action: string): boolean {
  if (o.zone === 'battlefield') return true;
  emit(run, step('event.no-effect', [], { object: o.label, reason: 'not-a-permanent', action, zone: o.zone }));
  return false;
}

/**
 * 701.8a: destroy = move to its owner's graveyard; 702.12b: an indestructible permanent can't be
 * destroyed; 701.19c: "it can't be regenerated" makes its regeneration shields not apply.
 */
export function destroy(run: Run, o: GameObject, order: readonly string[] | null = null, cantRegenerate = false): void {
  if (!onBattlefield(run, o, 'destroy')) return;
  const c = layersOf(run).result.byId[o.id]!;
  if (isIndestructible(c)) {
    record(run, { kind: 'not-destroyed', object: o.id, rules: ['702.12b'] }, null);
    emit(run, step('indestructible.survives', ['702.12b'], { object: o.label, reason: 'destroy' }));
    return;
  }
  if (shieldCounterReplaces(run, o, cantRegenerate)) return;
  // 701.19a, 614.8: a regeneration shield replaces the destruction — unless it can't be regenerated (701.19c).
  if (cantRegenerate && (run.state.replacements ?? []).some((r) => r.kind === 'regeneration-shield' && r.object === o.id)) emit(run, step('resolve.cant-regenerate', ['701.19c'], { object: o.label }));
  if (destructionReplaced(run, o, cantRegenerate)) return;
  record(run, { kind: 'destroyed', object: o.id }, null);
  emit(run, step('action.destroy', ['701.8a'], { object: o.label, ...(zoneChangeReplaced(run, o, 'graveyard') ? { replaced: true } : {}) }));
  moveObject(run, o.id, 'graveyard', { order });
}

/**
 * 122.1c: shield counters make the replacement effect "if this permanent would be destroyed as the result of an
 * effect, instead remove a shield counter from it" — destruction by an effect only: lethal damage or deathtouch damage
 * destroys it as a state-based action (704.5g, 704.5h; sba.ts), which this doesn't replace. With a regeneration shield
 * or umbra armor also able to replace the destruction, its controller chooses which applies (616.1): not chosen here.
 */
function shieldCounterReplaces(run: Run, o: GameObject, cantRegenerate: boolean): boolean {
  if ((o.counters['shield'] ?? 0) === 0) return false;
  const shields = cantRegenerate || (run.state.cantRegenerate ?? []).includes(o.id) ? [] : (run.state.replacements ?? []).filter((r) => r.kind === 'regeneration-shield' && r.object === o.id && inForce(run, r));
  const auras = umbraArmorAuras(run, o);
  if (shields.length + auras.length > 0) halt('unmodelled', 'error.unmodelled', { reason: 'destroy-replacement-order', object: o.label, texts: ['shield counter', ...auras.map((a) => `${a.label}: umbra armor`), ...shields.map((r) => r.text)], rule: '616.1' });
  record(run, { kind: 'not-destroyed', object: o.id, rules: ['122.1c'] }, null);
  emit(run, step('replacement.shield-counter', ['122.1c', '614.1a'], { object: o.label }));
  removeCounters(run, o, 'shield', 1, ['122.1c']);
  return true;
}

/**
 * The destruction-replacement effects of `o` (614.1a): a regeneration shield (701.19a, 614.8; none
 * if it can't be regenerated, 701.19c) or umbra armor of an Aura attached to it (702.89a: all damage
 * removed from it and the Aura destroyed instead). True if one replaced the destruction. When more
 * than one could apply, its controller chooses which (616.1): the engine doesn't choose for them.
 */
export function destructionReplaced(run: Run, o: GameObject, cantRegenerate = false): boolean {
  const auras = umbraArmorAuras(run, o);
  if (auras.length === 0) return !cantRegenerate && regenerate(run, o);
  const shields = cantRegenerate || (run.state.cantRegenerate ?? []).includes(o.id) ? [] : (run.state.replacements ?? []).filter((r) => r.kind === 'regeneration-shield' && r.object === o.id && inForce(run, r));
  if (auras.length + shields.length > 1) halt('unmodelled', 'error.unmodelled', { reason: 'destroy-replacement-order', object: o.label, texts: [...auras.map((a) => `${a.label}: umbra armor`), ...shields.map((r) => r.text)], rule: '616.1' });
  const aura = auras[0]!;
  countEvent(run);
  const damage = o.damage;
  edit(run, o).damage = 0;
  edit(run, o).deathtouchDamage = false;
  emit(run, step('umbra.applied', ['702.89a', '614.1a'], { object: o.label, aura: aura.label, damage }));
  destroy(run, aura);
  return true;
}

/** 701.21a: its controller moves it to its owner's graveyard; it isn't destroyed, so indestructible doesn't matter. */
export function sacrifice(run: Run, o: GameObject, order: readonly string[] | null = null): void {
  if (!onBattlefield(run, o, 'sacrifice')) return;
  const c = layersOf(run).result.byId[o.id]!;
  record(run, { kind: 'sacrificed', object: o.id, controller: c.controller }, null);
  emit(run, step('action.sacrifice', ['701.21a'], { object: o.label, controller: c.controller, indestructible: isIndestructible(c), ...(zoneChangeReplaced(run, o, 'graveyard') ? { replaced: true } : {}) }));
  moveObject(run, o.id, 'graveyard', { order });
}

export function move(run: Run, o: GameObject, to: Zone, key: 'action.exile' | 'action.return-to-hand' | 'action.move', rules: string[], order: readonly string[] | null = null, controller?: PlayerId): void {
  emit(run, step(key, rules, { object: o.label, from: o.zone, to }));
  moveObject(run, o.id, to, { order, ...(controller !== undefined ? { controller } : {}) });
}

/**
 * What a plain move is, by its zones: a zone change (400.7) that, to a graveyard from the battlefield,
 * is dying (700.4); to exile, exiling (701.13a); to a graveyard, hand or library, goes to the owner's
 * (400.3); onto the battlefield, makes it a permanent (110.1).
 */
function moveRules(from: Zone, to: Zone): string[] {
  const rules = ['400.7'];
  if (to === 'graveyard' && from === 'battlefield') rules.push('700.4');
  if (to === 'exile') rules.push('701.13a');
  if (to === 'graveyard' || to === 'hand' || to === 'library') rules.push('400.3');
  if (to === 'battlefield') rules.push('110.1');
  return rules;
}

/** A move to a zone (400.7): a premise already told, or a move already made, is not made again. */
export function performMove(run: Run, action: Extract<Action, { kind: 'move' }>): void {
  if (action.premise === true && toldMove(run, action.object, action.to, action.supposed === true)) return;
  if (action.from === undefined && alreadyMoved(run, action.object, action.to)) return;
  const o = currentObject(run, action.object);
  // "Then it dies again": the card, followed to what it is now (400.7), must be where the move starts (700.4).
  if (action.from !== undefined && o.zone !== action.from) halt('illegal_action', 'error.illegal-action', { reason: action.from === 'battlefield' ? 'not-a-permanent' : 'not-in-zone', id: o.label, rule: action.to === 'graveyard' && action.from === 'battlefield' ? '700.4, 400.7' : '400.7' });
  if (action.to === 'battlefield' && o.printed.subtypes.some((s) => s.toLowerCase() === 'aura')) {
    // 303.4f: the player chooses what it enchants as it enters; use "create" with attachedTo.
    halt('illegal_action', 'error.illegal-action', { reason: 'aura-needs-attachment', id: o.id, rule: '303.4f' });
  }
  return move(run, o, action.to, 'action.move', moveRules(o.zone, action.to), action.replacementOrder ?? null, action.controller);
}

/**
 * 400.7: the object a move names already made that move in this run ("it dies", said of a creature
 * that has died): the statement is true, and the new object the card became since (a persist or
 * undying return) is another object, which the move doesn't touch.
 */
function alreadyMoved(run: Run, ref: ObjectId, to: Zone): boolean {
  if (findObject(run.state, ref)) return false;
  if (!run.events.some((e) => e.kind === 'zone-changed' && e.object === ref && e.to === to)) return false;
  const label = run.state.objects.find((o) => cardIdOf(o.id) === cardIdOf(ref))?.label ?? ref;
  emit(run, step('event.no-effect', ['400.7'], { object: label, reason: 'already-there', zone: to }));
  return true;
}

/**
 * 700.4: a death told as what a spell did ("I cast Pyroclasm and kill their Young Wolf"): the object the
 * reference names must have been put into a graveyard from the battlefield by the run (then nothing more is
 * done: the object a persist or undying return made is a new one, 400.7). Otherwise the story says
 * something the run did not do, and it stops ("can't happen") — a destruction made up to fit the words would
 * be another event than the one told.
 */
function toldDeath(run: Run, ref: ObjectId, left: number): true {
  const e = left >= 0 ? run.events[left] : undefined;
  if (e?.kind === 'zone-changed' && e.from === 'battlefield' && e.to === 'graveyard') {
    const label = run.state.objects.find((o) => cardIdOf(o.id) === cardIdOf(ref))?.label ?? ref;
    // (A death the question told as what happened: confirmed by the run, not made a second time.)
    emit(run, step('event.no-effect', ['700.4'], { object: label, reason: 'died-as-told', zone: 'graveyard' }));
    return true;
  }
  const now = findObject(run.state, ref) ?? run.state.objects.filter((o) => cardIdOf(o.id) === cardIdOf(ref)).at(-1);
  if (!now) halt('bad_reference', 'error.bad-reference', { reference: ref, what: 'object' });
  halt('illegal_action', 'error.illegal-action', { reason: 'not-died', id: now.label, rule: '700.4' });
}

/**
 * A move told as something the rules did ("it dies and comes back"): nothing is moved here. It holds when the
 * run has put the card into that zone since the object the reference names left (a persist or undying
 * return, 702.79a, 702.93a — even one it left again since, as a 1/0 does, 704.5f). Otherwise the story says
 * something the run did not do, and it stops: "can't happen" when a modelled ability of the card returns it
 * and didn't here (its condition failed, 603.4, or the card never died, 700.4), unmodelled when none
 * would — a second move made up to fit the words would be a guess about a new object (400.7). A return only
 * supposed ("when it comes back") of a card with no such ability is made by the caller (false).
 */
/**
 * Where the object a reference names left the battlefield, followed through its zone changes (400.7): a creature told
 * as cast and then dying ("I cast Fiend Hunter … it dies") moved from the hand to the stack and onto the battlefield
 * as new objects first, and its death is its move from there (700.4). -1 when it never left the battlefield.
 */
function leftBattlefield(run: Run, ref: ObjectId): number {
  let now = ref;
  for (let i = 0; i < run.events.length; i++) {
    const e = run.events[i]!;
    if (e.kind !== 'zone-changed' || e.object !== now) continue;
    if (e.from === 'battlefield') return i;
    now = e.newId;
  }
  return -1;
}

function toldMove(run: Run, ref: ObjectId, to: Zone, supposed: boolean): boolean {
  const card = cardIdOf(ref);
  const left = run.events.findIndex((e) => e.kind === 'zone-changed' && e.object === ref);
  if (to === 'graveyard') return toldDeath(run, ref, leftBattlefield(run, ref));
  const made = left >= 0 && run.events.slice(left + 1).some((e) => e.kind === 'zone-changed' && cardIdOf(e.object) === card && e.to === to);
  if (made) return true;
  const now = findObject(run.state, ref) ?? run.state.objects.filter((o) => cardIdOf(o.id) === card).at(-1);
  if (!now) halt('bad_reference', 'error.bad-reference', { reference: ref, what: 'object' });
  const returning = (now.printed.triggers ?? []).filter((t) => t.effects.some((e) => e.kind === 'put-onto-battlefield'));
  if (to === 'battlefield' && returning.length > 0) {
    const rules = [...new Set(returning.flatMap((t) => t.rules ?? []))];
    halt('illegal_action', 'error.illegal-action', { reason: 'not-returned', id: now.label, rule: (rules.length > 0 ? rules : ['603.4']).join(', ') });
  }
  // "When it comes back, …" of a card nothing of its own returns: the supposed return is made (the caller moves it).
  if (supposed) return false;
  halt('unmodelled', 'error.illegal-action', { reason: 'nothing-returns', id: now.label, rule: '400.7' });
}
