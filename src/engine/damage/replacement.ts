/**
 * Replacement and prevention effects applied to one damage event (614-616):
 * - which effects apply: prevention shields (615.7), "prevent all" effects, static "prevent N of
 *   that damage" effects (615.10), damage modifiers ("double that damage", 614.1a), and
 *   protection's prevention (702.16e, a prevention effect of the protected permanent's ability);
 * - the order (616.1): the affected player, or the affected object's controller, chooses one at a
 *   time among those that still apply; self-replacement effects first (616.1a); then any (616.1e),
 *   repeated until none is left (616.1f). The default choice is timestamp order; the trace says who
 *   chooses, and whether another order would give a different amount;
 * - each effect applies to an event at most once (614.5), and once all of the damage is prevented
 *   the event doesn't happen (615.6), so nothing else applies to it (614.7).
 */
import { protectionsAgainst, sourceOf } from '../keywords/protection.ts';
import { boundAmount, choose, countEvent, emit, halt } from '../run.ts';
import { inForce } from '../replacement/in-force.ts';
import type { Run } from '../run.ts';
import { step } from '../trace.ts';
import { record } from '../record.ts';
import type { Computed, DamageModifierEffect, GameObject, ObjectId, PlayerId, PreventionEffect, ReplacementEffect } from '../types.ts';
import type { EngineStep } from '../trace-params.ts';
import { matches } from './match.ts';
import { mayApply, propose, replacedBy } from '../replacement/proposed.ts';
import type { View } from './view.ts';
import { unpreventableBy } from '../replacement/cant.ts';
import { permutations } from '../replacement/permutations.ts';

export interface DamageEvent {
  source: ObjectId | null;
  target: ObjectId | PlayerId;
  amount: number;
  combat: boolean;
}

/** The resolved parties of an event (objects already followed through 400.7). */
export interface Parties {
  sourceObj: GameObject | null;
  source: Computed | undefined;
  targetObj: GameObject | null;
  target: Computed | undefined;
  /** The player, when the recipient is a player. */
  player: PlayerId | null;
  sourceLabel: string;
  targetLabel: string;
}

interface Candidate {
  key: string;
  label: string;
  timestamp: number;
  /** 614.15 / 616.1a. */
  self: boolean;
  /** Listing order, to break timestamp ties deterministically. */
  index: number;
  effect: PreventionEffect | DamageModifierEffect | null;
  /** For protection (702.16e). */
  quality?: string;
  /** 122.1c: the prevention effect of the shield counters on the permanent dealt damage. */
  counter?: 'shield';
  /** The shield this event would use (615.7 / 615.11), if the effect is a numeric shield. */
  shield?: string;
}

interface Application {
  cand: Candidate;
  before: number;
  after: number;
  remainingAfter?: number;
}

interface Outcome {
  amount: number;
  applications: Application[];
}

export function effectLabel(e: ReplacementEffect): string {
  return e.text !== '' ? e.text : e.id;
}

/** A numeric shield's key for this recipient: '*' (one shield) or the recipient (615.11), or null if it has none. */
function shieldFor(e: PreventionEffect, target: string): string | null {
  if (typeof e.amount !== 'number' || e.perEvent) return null;
  const r = e.remaining ?? {};
  if (r['*'] !== undefined) return '*';
  return r[target] !== undefined ? target : null;
}

function isShield(e: PreventionEffect): boolean {
  return typeof e.amount === 'number' && e.perEvent !== true;
}

/** What a prevention effect that isn't a shield leaves of `amount`: all prevented, half rounded up or down prevented (615.10-style, per event), or N prevented (615.10). */
function afterPrevention(e: PreventionEffect, amount: number): number {
  if (e.amount === 'all') return 0;
  if (e.amount === 'half-up') return amount - Math.ceil(amount / 2);
  if (e.amount === 'half-down') return amount - Math.floor(amount / 2);
  return Math.max(0, amount - e.amount); // 615.10
}

/** The effects that would apply to this event, in the state's order (protection last, by its holder's timestamp). */
function candidates(run: Run, view: View, ev: DamageEvent, p: Parties): Candidate[] {
  const out: Candidate[] = [];
  let index = 0;
  const sourceRef = p.sourceObj?.id ?? null;
  const targetRef = p.player ?? p.targetObj?.id ?? ev.target;
  for (const e of run.state.replacements ?? []) {
    index++;
    if (e.kind !== 'prevent' && e.kind !== 'damage-modifier') continue;
    if (!inForce(run, e)) continue;
    if (e.combatOnly && !ev.combat) continue;
    if (!matches(e.to, targetRef, run.state, view, e)) continue;
    if (e.from !== undefined && !matches(e.from, sourceRef, run.state, view, e)) continue;
    const c: Candidate = { key: e.id, label: effectLabel(e), timestamp: e.timestamp, self: e.kind === 'damage-modifier' && e.selfReplacement === true, index, effect: e };
    if (e.kind === 'prevent' && isShield(e)) {
      const k = shieldFor(e, targetRef);
      if (k === null) continue;
      c.shield = k;
    }
    out.push(c);
  }
  // 702.16e: protection prevents damage from sources with the stated quality.
  if (p.target && p.source && p.targetObj) {
    const { covering, unknown } = protectionsAgainst(p.target.keywords, sourceOf(p.source));
    if (unknown.length > 0) halt('unmodelled', 'error.unmodelled', { reason: 'protection-quality', quality: unknown[0]!, rule: '702.16a' });
    for (const q of covering) out.push({ key: `protection from ${q}`, label: `protection from ${q}`, timestamp: p.targetObj.timestamp, self: false, index: ++index, effect: null, quality: q });
  }
  // 122.1c: one or more shield counters make a single prevention effect of the permanent — "if damage would be dealt
  // to this permanent, prevent that damage and remove a shield counter from it": all of it, whatever the amount.
  if (p.targetObj && (p.targetObj.counters['shield'] ?? 0) > 0) out.push({ key: 'shield counter', label: 'shield counter', timestamp: p.targetObj.timestamp, self: false, index: index + 1, effect: null, counter: 'shield' });
  return out;
}

function pick(pool: Candidate[], order: readonly string[] | null): Candidate {
  if (order) {
    for (const k of order) {
      const c = pool.find((x) => x.key === k);
      if (c) return c;
    }
  }
  return [...pool].sort((a, b) => a.timestamp - b.timestamp || a.index - b.index)[0]!;
}

/** Applies the effects one at a time (616.1) without changing anything; shields read from `remaining`. */
function simulate(amount0: number, cands: Candidate[], order: readonly string[] | null, remaining: ReadonlyMap<string, number>): Outcome {
  let amount = amount0;
  const left = new Map(remaining);
  let proposed = propose(amount0);
  const applications: Application[] = [];
  while (amount > 0) {
    const avail = cands.filter((c) => mayApply(proposed, c.key) && (c.shield === undefined || (left.get(`${c.key}\n${c.shield}`) ?? 0) > 0));
    if (avail.length === 0) break;
    const selfs = avail.filter((c) => c.self);
    const c = pick(selfs.length > 0 ? selfs : avail, order);
    const before = amount;
    const app: Application = { cand: c, before, after: before };
    if (c.effect === null) {
      amount = 0; // protection, or a shield counter (122.1c), prevents all of it
    } else if (c.effect.kind === 'prevent') {
      const e = c.effect;
      if (c.shield !== undefined) {
        const k = `${c.key}\n${c.shield}`;
        const r = left.get(k) ?? 0;
        const n = Math.min(r, amount);
        amount -= n;
        left.set(k, r - n);
        app.remainingAfter = r - n;
      } else amount = afterPrevention(e, amount);
    } else {
      const e = c.effect;
      // Doublers stacked on doublers multiply: past the engine's bound the run stops (run.ts).
      amount = boundAmount(Math.max(0, amount * (e.multiply ?? 1) + (e.add ?? 0)));
    }
    app.after = amount;
    applications.push(app);
    proposed = replacedBy(proposed, c.key, amount); // 614.5: once per event
  }
  return { amount, applications };
}

function shieldState(cands: Candidate[]): Map<string, number> {
  const m = new Map<string, number>();
  for (const c of cands) {
    if (c.shield !== undefined && c.effect?.kind === 'prevent') m.set(`${c.key}\n${c.shield}`, c.effect.remaining?.[c.shield] ?? 0);
  }
  return m;
}

/** The source and recipient of a damage event by id, as its events carry them (never labels). */
interface DamageIds {
  source: ObjectId | null;
  target: ObjectId | PlayerId;
}

/** The step each applied effect records, in the order applied (615.1a, 615.7, 615.10, 614.1a, 122.1c); the shields it used. */
function applicationSteps(run: Run, chosen: Outcome, p: Parties, ids: DamageIds, steps: EngineStep[]): string[] {
  const modifiers = chosen.applications.filter((a) => a.cand.effect?.kind === 'damage-modifier').length;
  const shieldsUsed: string[] = [];
  for (const a of chosen.applications) {
    const c = a.cand;
    countEvent(run);
    if (c.counter === 'shield') {
      steps.push(step('damage.shield-counter', ['122.1c', '615.1a'], { source: p.sourceLabel, target: p.targetLabel, amount: a.before - a.after }));
      continue;
    }
    if (c.effect === null) {
      record(run, { kind: 'damage-prevented', ...ids, amount: a.before - a.after }, null);
      steps.push(step('event.damage-prevented', ['702.16e', '615.1a'], { source: p.sourceLabel, target: p.targetLabel, amount: a.before - a.after, quality: c.quality ?? '-' }));
      continue;
    }
    const e = c.effect;
    if (e.kind === 'prevent') {
      record(run, { kind: 'damage-prevented', ...ids, amount: a.before - a.after }, null);
      const rules = ['615.1a'];
      if (c.shield !== undefined) {
        rules.push('615.7');
        if (c.shield !== '*') rules.push('615.11');
        e.remaining = { ...e.remaining, [c.shield]: a.remainingAfter ?? 0 };
        shieldsUsed.push(`${e.id}\n${c.shield}`);
      } else if (e.perEvent || e.amount === 'half-up' || e.amount === 'half-down') rules.push('615.10');
      steps.push(
        step('damage.prevented', rules, {
          effect: c.label,
          source: p.sourceLabel,
          target: p.targetLabel,
          toPlayer: p.player !== null,
          amount: a.before - a.after,
          remaining: a.remainingAfter ?? null,
        }),
      );
    } else {
      const rules = ['614.1a', ...(e.selfReplacement ? ['614.15'] : []), ...(modifiers >= 2 ? ['614.5'] : [])];
      steps.push(step('damage.replaced', rules, { effect: c.label, source: p.sourceLabel, target: p.targetLabel, toPlayer: p.player !== null, before: a.before, after: a.after }));
    }
  }
  return shieldsUsed;
}

export interface ReplacementResult {
  amount: number;
  /** Shields used by this event, for 615.7's note when several sources meet one shield. */
  shieldsUsed: string[];
  /** 122.1c: a shield counter is to be removed from the permanent (also when the damage can't be prevented, 615.12). */
  shieldCounter: boolean;
}

/**
 * Applies the replacement and prevention effects to one damage event, records each step, and
 * returns the damage that will actually be dealt (0: the event doesn't happen).
 */
export function applyReplacements(run: Run, view: View, ev: DamageEvent, p: Parties, order: readonly string[] | null): ReplacementResult {
  let cands = candidates(run, view, ev, p);
  const preventions = cands.filter((c) => c.effect === null || c.effect.kind === 'prevent');
  const cant = preventions.length > 0 ? unpreventableBy(run, view, ev, p.sourceObj?.id ?? null, p.player ?? p.targetObj?.id ?? ev.target) : null;
  if (cant) {
    // 615.12: the prevention effects still apply but prevent nothing; shields aren't used up (no
    // effect the engine models does anything else when it prevents), and protection's prevention
    // (702.16e) is a prevention effect like any other.
    emit(run, step('damage.unpreventable', ['615.12', '614.17'], { effect: effectLabel(cant), source: p.sourceLabel, target: p.targetLabel, toPlayer: p.player !== null, amount: ev.amount, effects: preventions.map((c) => c.label) }));
    cands = cands.filter((c) => !preventions.includes(c));
  }
  // 615.12: the shield counters' effect still applies and prevents nothing, but what else it does takes place: a shield counter is removed.
  const shieldAnyway = cant !== null && preventions.some((c) => c.counter === 'shield');
  if (shieldAnyway) emit(run, step('damage.shield-counter', ['122.1c', '615.12'], { source: p.sourceLabel, target: p.targetLabel, amount: 0 }));
  if (cands.length === 0) return { amount: ev.amount, shieldsUsed: [], shieldCounter: shieldAnyway };
  const ids: DamageIds = { source: p.sourceObj?.id ?? null, target: p.player ?? p.targetObj?.id ?? ev.target };
  const remaining = shieldState(cands);
  const chosen = simulate(ev.amount, cands, order, remaining);
  const steps: EngineStep[] = [];
  if (cands.length >= 2) {
    // 616.1: the affected player, or the affected object's controller, chooses the order.
    const chooser = p.player ?? p.target?.controller ?? p.targetObj?.owner ?? '-';
    const given = order !== null && cands.some((c) => order.includes(c.key));
    const others = new Set<number>();
    // 122.1c, 616.1: whether the shield counters' prevention applies (and so a counter is removed) can rest on the order
    // too — another prevention effect applied first may leave no damage for it — which no amount shows: not chosen here.
    const counterUsed = (o: Outcome): boolean => o.applications.some((a) => a.cand.counter === 'shield');
    let counterOpen = false;
    if (cands.length <= 5) {
      for (const perm of permutations(cands.map((c) => c.key))) {
        const sim = simulate(ev.amount, cands, perm, remaining);
        if (sim.amount !== chosen.amount) others.add(sim.amount);
        if (counterUsed(sim) !== counterUsed(chosen)) counterOpen = true;
      }
    }
    if (counterOpen && !given && p.targetObj) halt('unmodelled', 'error.unmodelled', { reason: 'shield-counter-prevention-order', object: p.targetLabel, texts: cands.map((c) => c.label), rule: '616.1' });
    const rules = ['616.1', ...(cands.some((c) => c.self) ? ['616.1a', '614.15'] : []), '616.1e', '616.1f'];
    steps.push(
      step('damage.order', rules, {
        chooser,
        source: p.sourceLabel,
        target: p.targetLabel,
        toPlayer: p.player !== null,
        effects: chosen.applications.map((a) => a.cand.label),
        policy: given ? 'given' : 'timestamp',
        others: [...others].sort((a, b) => a - b).map(String),
      }),
    );
    const ordered = { chooser: chooser === '-' ? null : chooser, source: ids.source, target: ids.target, policy: given ? ('given' as const) : ('timestamp' as const) };
    choose(run, { kind: 'replacement-order', ...ordered, amount: chosen.amount, others: [...others].sort((a, b) => a - b) });
  }
  const shieldsUsed = applicationSteps(run, chosen, p, ids, steps);
  for (const s of steps) emit(run, s);
  if (chosen.amount === 0) record(run, { kind: 'damage-not-dealt', ...ids }, null);
  if (chosen.amount === 0) emit(run, step('damage.not-dealt', ['615.6', '614.7'], { source: p.sourceLabel, target: p.targetLabel, toPlayer: p.player !== null }));
  return { amount: chosen.amount, shieldsUsed, shieldCounter: shieldAnyway || chosen.applications.some((a) => a.cand.counter === 'shield') };
}

/** 702.15: the lifelink hook lives in keywords/lifelink.ts. */
export { hasLifelink } from '../keywords/lifelink.ts';
