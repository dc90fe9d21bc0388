/**
 * The damage event pipeline (120.4). Every damage the engine deals goes through here: a single
 * damage from a spell or ability, the two damages of a fight (701.14), or all the combat damage of
 * a combat damage step, dealt at the same time (510.2).
 *
 * For a batch of simultaneous damage events:
 * 1. 120.8: a source that would deal 0 damage deals none; 120.1a: only battles, creatures,
 *    planeswalkers and players can be dealt damage;
 * 2. 120.4b: each event is modified by replacement and prevention effects (replacement.ts); a
 *    fully prevented event doesn't happen (615.6): no results, no lifelink, no deathtouch;
 * 3. 120.4c/d, 120.3: the results of the damage that is dealt — life loss (120.3a) or poison with
 *    infect (120.3b), loyalty (120.3c) and defense (120.3h) counters removed, -1/-1 counters with
 *    wither or infect (120.3d), damage marked (120.3e) and deathtouch noted (702.2b), toxic's poison
 *    from combat damage (120.3g); lifelink (120.3f) gives one life-gain event per source (702.15e).
 * The characteristics used are those of one reading before the batch (all of it is simultaneous).
 */
import { changeLife, putCounters, removeCounters } from '../life-counters.ts';
import { replaceCounters } from '../replacement/counters.ts';
import { hasDeathtouch } from '../keywords/deathtouch.ts';
import { hasInfect } from '../keywords/infect.ts';
import { hasLifelink, lifelinkNotes } from '../keywords/lifelink.ts';
import { toxicNotes, toxicTotal } from '../keywords/toxic.ts';
import { emitNotes } from '../keywords/note.ts';
import { hasWither } from '../keywords/wither.ts';
import { currentObject, findObject, findPlayer } from '../objects.ts';
import { boundAmount, countEvent, emit, halt } from '../run.ts';
import { record } from '../record.ts';
import type { Run } from '../run.ts';
import { step } from '../trace.ts';
import type { PlayerId, PlayerState } from '../types.ts';
import { applyReplacements } from './replacement.ts';
import type { DamageEvent, Parties } from './replacement.ts';
import { retireUsedShields } from './effects.ts';
import { viewOf } from './view.ts';
import { gainLife } from '../replacement/life-draw.ts';
import type { View } from './view.ts';
import { edit } from '../changes.ts';

export type { DamageEvent } from './replacement.ts';

export interface DealOptions {
  /** The order in which to apply replacement and prevention effects (616.1), by effect id. */
  order?: readonly string[] | null;
  /** Rules for the "dealt simultaneously" step when there are several events (510.2 for combat, 701.14a for a fight). */
  simultaneous?: readonly string[];
}

export interface Dealt extends Parties {
  amount: number;
  combat: boolean;
}

function parties(run: Run, view: View, ev: DamageEvent): Parties {
  const sourceObj = ev.source === null ? null : currentObject(run, ev.source);
  const player = findPlayer(run.state, ev.target);
  const targetObj = player ? null : currentObject(run, ev.target);
  return {
    sourceObj,
    source: sourceObj ? view.byId[sourceObj.id] : undefined,
    targetObj,
    target: targetObj ? view.byId[targetObj.id] : undefined,
    player: player ? player.id : null,
    sourceLabel: sourceObj?.label ?? '-',
    targetLabel: player ? player.id : targetObj!.label,
  };
}

function givePoison(run: Run, player: PlayerState, amount: number, rules: string[]): void {
  putCounters(run, player, 'poison', amount, rules);
}

/** 120.3: what damage that is dealt does. */
function results(run: Run, d: Dealt): void {
  const kw = d.source?.keywords ?? [];
  const deathtouch = hasDeathtouch(kw);
  const infect = hasInfect(kw);
  const wither = hasWither(kw);
  countEvent(run);
  record(run, { kind: 'damage-dealt', source: d.sourceObj?.id ?? null, target: d.player ?? d.targetObj!.id, amount: d.amount, combat: d.combat, deathtouch }, ['120.3']);
  if (d.player !== null) {
    const player = findPlayer(run.state, d.player)!;
    if (infect) givePoison(run, player, d.amount, ['120.3b', '702.90b']);
    else changeLife(run, player, -d.amount, ['120.3a']);
    const toxic = toxicTotal(kw);
    if (d.combat && toxic > 0 && d.source?.types.includes('Creature')) givePoison(run, player, toxic, ['120.3g', '702.164c']);
    return;
  }
  const obj = d.targetObj!;
  const target = d.target!;
  if (target.types.includes('Planeswalker')) removeCounters(run, obj, 'loyalty', d.amount, ['120.3c']);
  if (target.types.includes('Creature')) {
    if (infect || wither) putCounters(run, obj, '-1/-1', replaceCounters(run, obj, '-1/-1', d.amount, 'damage', null), ['120.3d', infect ? '702.90c' : '702.80a', '122.1']);
    else {
      edit(run, obj).damage = boundAmount(obj.damage + d.amount);
      emit(run, step('event.damage-marked', ['120.3e'], { object: obj.label, amount: d.amount, total: obj.damage }));
    }
    if (deathtouch) edit(run, obj).deathtouchDamage = true; // 702.2b, checked by 704.5h
  }
  if (target.types.includes('Battle')) removeCounters(run, obj, 'defense', d.amount, ['120.3h']);
}

/**
 * 122.1c: the shield counters of a permanent make one prevention effect, "if damage would be dealt to this permanent,
 * prevent that damage and remove a shield counter from it". Damage from two or more sources dealt to it at once (two
 * blockers, a spell dividing its damage with a creature's) is not settled by the engine: whether that is one event the
 * effect prevents whole, removing one counter, or one event a source, the run stops rather than guess.
 */
function shieldCountersMet(run: Run, events: readonly DamageEvent[]): void {
  const sources = new Map<string, Set<string>>();
  for (const ev of events) {
    const o = ev.amount > 0 && !findPlayer(run.state, ev.target) ? findObject(run.state, ev.target) : undefined;
    if (!o || o.zone !== 'battlefield' || (o.counters['shield'] ?? 0) === 0) continue;
    const set = sources.get(o.id) ?? new Set<string>();
    set.add(ev.source ?? '-');
    sources.set(o.id, set);
    if (set.size > 1) halt('unmodelled', 'error.unmodelled', { reason: 'shield-counter-sources', object: o.label, rule: '122.1c' });
  }
}

/**
 * Deals a batch of simultaneous damage events through replacement and prevention, then their
 * results. Returns the damage actually dealt.
 */
export function dealDamageEvents(run: Run, events: readonly DamageEvent[], opts: DealOptions = {}): Dealt[] {
  const view = viewOf(run);
  const order = opts.order ?? null;
  if (events.length > 1 && opts.simultaneous) emit(run, step('damage.simultaneous', opts.simultaneous, { count: events.length, combat: events.some((e) => e.combat) }));
  const dealt: Dealt[] = [];
  const attempted: Parties[] = [];
  const shieldSources = new Map<string, { target: string; sources: string[] }>();
  shieldCountersMet(run, events);
  for (const ev of events) {
    const p = parties(run, view, ev);
    if (ev.amount <= 0) {
      emit(run, step('event.no-effect', ['120.8'], { object: p.targetLabel, reason: 'zero-damage' }));
      continue;
    }
    if (p.targetObj) {
      const t = p.target;
      const damageable = p.targetObj.zone === 'battlefield' && t !== undefined && ['Creature', 'Planeswalker', 'Battle'].some((x) => t.types.includes(x as 'Creature'));
      if (!damageable) {
        emit(run, step('event.no-effect', ['120.1', '120.1a'], { object: p.targetLabel, reason: 'not-damageable' }));
        continue;
      }
    }
    attempted.push(p);
    const r = applyReplacements(run, view, ev, p, order);
    if (r.shieldCounter && p.targetObj) removeCounters(run, p.targetObj, 'shield', 1, ['122.1c']);
    for (const k of r.shieldsUsed) {
      const entry = shieldSources.get(k) ?? { target: p.targetLabel, sources: [] };
      if (!entry.sources.includes(p.sourceLabel)) entry.sources.push(p.sourceLabel);
      shieldSources.set(k, entry);
    }
    if (r.amount > 0) dealt.push({ ...p, amount: r.amount, combat: ev.combat });
  }
  for (const [k, entry] of shieldSources) {
    if (entry.sources.length < 2) continue;
    // 615.7: the player or controller chooses which of the simultaneous damage the shield prevents;
    // the engine applied it in the order the damage is listed.
    const id = k.slice(0, k.indexOf('\n'));
    const e = (run.state.replacements ?? []).find((x) => x.id === id);
    emit(run, step('damage.shield-shared', ['615.7'], { effect: e ? (e.text || e.id) : id, object: entry.target, sources: entry.sources }));
  }
  for (const d of dealt) results(run, d);
  // 702.164c: toxic counts only combat damage to a player.
  emitNotes(run, toxicNotes(dealt));
  // 702.15b: a lifelink source whose damage was all prevented gains nothing.
  emitNotes(run, lifelinkNotes(attempted, dealt));
  // 702.15e: several lifelink sources dealing damage at once cause separate life-gain events.
  const gains = new Map<string, { player: PlayerId; amount: number }>();
  for (const d of dealt) {
    if (!hasLifelink(d.source) || !d.sourceObj) continue;
    const g = gains.get(d.sourceObj.id) ?? { player: d.source!.controller, amount: 0 };
    g.amount += d.amount;
    gains.set(d.sourceObj.id, g);
  }
  for (const g of gains.values()) {
    // 702.15b: the source's controller (or its owner if it has no controller: the computed controller is the owner then).
    const gainer = findPlayer(run.state, g.player);
    // A life-gain event like any other: life-gain replacement effects apply to it (614.1a, 616.2).
    if (gainer) gainLife(run, gainer.id, g.amount, null, gains.size > 1 ? ['120.3f', '702.15b', '702.15e'] : ['120.3f', '702.15b']);
  }
  retireUsedShields(run);
  return dealt;
}
