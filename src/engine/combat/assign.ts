/**
 * Combat damage assignment (510.1), under the current rules: a blocked creature divides its damage
 * freely among the creatures blocking it — there is no damage assignment order (510.1c) — and a
 * blocking creature among the creatures it blocks (510.1d).
 *
 * - Each creature assigns combat damage equal to its power; 0 or less assigns none (510.1a).
 * - Unblocked: to the player, planeswalker or battle it attacks; attacking nothing, none (510.1b).
 * - Blocked: to its blockers; none left, none (510.1c) — unless it has trample, in which case all of
 *   it goes to what it attacks (702.19d).
 * - Trample (702.19b): once every blocker is assigned lethal damage, the rest may go to what it
 *   attacks. Lethal damage counts damage already marked and damage other creatures assign in the
 *   same step, never prevention, protection or indestructible; with deathtouch any nonzero amount is
 *   lethal (702.2c). Trample over planeswalkers (702.19c, e) may also send damage beyond the
 *   planeswalker's loyalty to its controller.
 * The players' choices are explicit inputs; the total assignment is checked (510.1e). Where a choice
 * is missing, the default puts the most damage on the attacked player, planeswalker or battle:
 * lethal damage to each blocker in the listed order, the rest to what it attacks (with trample) or to
 * the first blocker (without) — with trample over planeswalkers, damage equal to the attacked
 * planeswalker's loyalty to it and the rest to its controller (702.19c); a blocker assigns lethal damage to each attacker it blocks in its
 * listed order, the rest to the first.
 */
import { hasDeathtouch, lethalToAssign } from '../keywords/deathtouch.ts';
import { trampleOf } from '../keywords/trample.ts';
import { findPlayer } from '../objects.ts';
import { choose, emit, halt } from '../run.ts';
import type { Run } from '../run.ts';
import { step } from '../trace.ts';
import type { AttackingCreature, CombatState, Computed, DamageAssignment, ObjectId } from '../types.ts';
import type { View } from '../damage/view.ts';
import { blockersOf, label } from './state.ts';

export interface Part {
  to: string;
  amount: number;
}

export interface Assigned {
  from: ObjectId;
  parts: Part[];
}

type Role =
  | { kind: 'attacker'; a: AttackingCreature; blockers: ObjectId[]; target: string | null; extra: string | null; trample: boolean; top: boolean }
  | { kind: 'blocker'; attackers: ObjectId[] };

interface Participant {
  id: ObjectId;
  c: Computed;
  power: number;
  deathtouch: boolean;
  role: Role;
}

class Assigner {
  /** Damage assigned so far in this step, by recipient object. */
  readonly assigned = new Map<string, number>();
  /** Recipients assigned nonzero damage by a source with deathtouch (702.2c). */
  readonly deathtouched = new Set<string>();
  readonly result = new Map<ObjectId, { parts: Part[]; policy: 'explicit' | 'default' }>();

  constructor(
    private readonly run: Run,
    private readonly view: View,
  ) {}

  label(ref: string): string {
    return findPlayer(this.run.state, ref) ? ref : label(this.run.state, ref);
  }

  /** Damage still needed for lethal on this creature (702.19b, 702.2c). */
  lethal(id: ObjectId, deathtouch: boolean): number {
    const c = this.view.byId[id];
    const o = this.run.state.objects.find((x) => x.id === id);
    if (!c || !o) return 0;
    const already = o.damage + (this.assigned.get(id) ?? 0);
    const toughness = c.toughness ?? 0;
    if (already >= toughness || this.deathtouched.has(id)) return 0;
    return lethalToAssign(toughness - already, deathtouch);
  }

  /** 702.19c: damage still needed to equal the planeswalker's loyalty. */
  loyaltyLeft(id: ObjectId): number {
    const c = this.view.byId[id];
    return Math.max(0, (c?.loyalty ?? 0) - (this.assigned.get(id) ?? 0));
  }

  record(p: Participant, parts: Part[], policy: 'explicit' | 'default'): void {
    for (const part of parts) {
      if (part.amount <= 0 || findPlayer(this.run.state, part.to)) continue;
      this.assigned.set(part.to, (this.assigned.get(part.to) ?? 0) + part.amount);
      if (p.deathtouch) this.deathtouched.add(part.to);
    }
    this.result.set(p.id, { parts: parts.filter((x) => x.amount > 0), policy });
  }

  /** The default for an attacker (see the module comment). */
  defaultAttacker(p: Participant & { role: { kind: 'attacker' } }): Part[] {
    const r = p.role;
    let left = p.power;
    const parts: Part[] = [];
    const add = (to: string, n: number): void => {
      if (n <= 0) return;
      const same = parts.find((x) => x.to === to);
      if (same) same.amount += n;
      else parts.push({ to, amount: n });
      left -= n;
    };
    for (const b of r.blockers) add(b, Math.min(left, this.lethal(b, p.deathtouch)));
    if (left <= 0) return parts;
    if (r.blockers.length > 0 && !(r.trample && r.target !== null)) {
      add(r.blockers[0]!, left);
      return parts;
    }
    // 702.19c: with trample over planeswalkers, damage equal to the planeswalker's loyalty, the rest to its controller.
    if (r.extra !== null && r.target !== null) add(r.target, Math.min(left, this.loyaltyLeft(r.target)));
    if (r.extra !== null && left > 0) add(r.extra, left);
    else if (r.target !== null) add(r.target, left);
    return parts;
  }

  defaultBlocker(p: Participant & { role: { kind: 'blocker' } }): Part[] {
    const parts: Part[] = [];
    let left = p.power;
    for (const a of p.role.attackers) {
      const c = this.view.byId[a];
      const o = this.run.state.objects.find((x) => x.id === a);
      const need = c && o ? Math.max(0, (c.toughness ?? 0) - o.damage) : 0;
      const n = Math.min(left, lethalToAssign(need, p.deathtouch));
      if (n > 0) parts.push({ to: a, amount: n });
      left -= n;
    }
    if (left > 0) {
      const first = parts.find((x) => x.to === p.role.attackers[0]);
      if (first) first.amount += left;
      else parts.unshift({ to: p.role.attackers[0]!, amount: left });
    }
    return parts;
  }
}

function illegal(run: Run, p: Participant | { id: ObjectId }, reason: string, extra: Record<string, string | number> = {}): never {
  halt('illegal_action', 'combat.assignment-illegal', { object: label(run.state, p.id), reason, rule: '510.1e', ...extra });
}

/** The recipients an attacker may assign to now, and whether it assigns at all. */
function attackerRole(combat: CombatState, a: AttackingCreature, c: Computed): Role & { kind: 'attacker' } {
  // 702.19b-c: the trample hook (keywords/trample.ts).
  const { trample, overPlaneswalkers: top } = trampleOf(c);
  // 702.19e: trample over planeswalkers sends damage to the defending player if the planeswalker is gone.
  const target = a.target ?? (top && a.targetKind === 'planeswalker' ? a.defendingPlayer : null);
  const blockers = a.blocked ? blockersOf(combat, a.id).map((b) => b.id) : [];
  const extra = top && a.target !== null && a.targetKind === 'planeswalker' ? a.defendingPlayer : null;
  return { kind: 'attacker', a, blockers, target, extra, trample, top };
}

/** Who it may assign damage to; empty: it assigns no combat damage, with the reason. */
function recipients(p: Participant): { to: string[]; none: null | { reason: string; rules: string[] } } {
  if (p.power <= 0) return { to: [], none: { reason: 'power', rules: ['510.1a'] } };
  const r = p.role;
  if (r.kind === 'blocker') return r.attackers.length > 0 ? { to: r.attackers, none: null } : { to: [], none: { reason: 'not-blocking', rules: ['510.1d'] } };
  // 702.19c: with trample over planeswalkers, damage beyond the planeswalker's loyalty may go to its controller.
  if (!r.a.blocked) return r.target !== null ? { to: r.extra !== null ? [r.target, r.extra] : [r.target], none: null } : { to: [], none: { reason: 'not-attacking', rules: ['510.1b', '506.4c'] } };
  if (r.blockers.length === 0) {
    if (r.trample && r.target !== null) return { to: r.extra !== null ? [r.target, r.extra] : [r.target], none: null };
    if (r.trample) return { to: [], none: { reason: 'not-attacking', rules: ['510.1b', '702.19f'] } };
    return { to: [], none: { reason: 'no-blockers', rules: ['510.1c', '509.1h'] } };
  }
  const to = [...r.blockers];
  if (r.trample && r.target !== null) to.push(r.target);
  if (r.extra !== null) to.push(r.extra);
  return { to, none: null };
}

function rulesFor(p: Participant): string[] {
  const r = p.role;
  if (r.kind === 'blocker') return ['510.1a', '510.1d'];
  if (!r.a.blocked) return r.a.target === null ? ['510.1a', '702.19e'] : r.top && r.extra !== null ? ['510.1a', '510.1b', '702.19c'] : ['510.1a', '510.1b'];
  const out = ['510.1a', '510.1c'];
  if (r.trample) {
    out.push('702.19b');
    if (r.blockers.length === 0) out.push('702.19d');
    if (r.top) out.push('702.19c');
    if (r.top && r.a.target === null) out.push('702.19e');
    if (p.deathtouch && r.blockers.length > 0) out.push('702.2c');
  }
  return out;
}

/** The attackers and blockers among `ids` that assign combat damage in this step, with their roles. */
function participantsOf(combat: CombatState, view: View, ids: readonly ObjectId[]): Participant[] {
  const participants: Participant[] = [];
  for (const id of ids) {
    const c = view.byId[id];
    if (!c) continue;
    const a = combat.attackers.find((x) => x.id === id);
    const b = combat.blockers.find((x) => x.id === id);
    const role: Role | null = a ? attackerRole(combat, a, c) : b ? { kind: 'blocker', attackers: b.blocking.filter((x) => combat.attackers.some((y) => y.id === x)) } : null;
    if (!role) continue;
    participants.push({ id, c, power: c.power ?? 0, deathtouch: hasDeathtouch(c.keywords), role });
  }
  return participants;
}

/**
 * A given assignment in amounts: a `rest` part is what remains of the creature's damage (its power, 510.1a) after the
 * other parts; null when two parts are the rest (nothing says how they share it).
 */
export function givenAmounts(given: readonly DamageAssignment[], power: number): Part[] | null {
  const rests = given.filter((x) => 'rest' in x).length;
  if (rests > 1) return null;
  const said = given.reduce((n, x) => n + ('amount' in x ? x.amount : 0), 0);
  return given.map((x) => ({ to: x.to, amount: 'amount' in x ? x.amount : power - said }));
}

/** The rules a recipient the creature can't assign to breaks: a blocked creature assigns only to its blockers without trample (510.1c). */
function recipientRules(p: Participant): string {
  const r = p.role;
  if (r.kind === 'blocker') return '510.1d, 510.1e';
  if (!r.a.blocked) return '510.1b, 510.1e';
  return r.trample ? '702.19b, 510.1e' : '510.1c, 510.1e';
}

/** The assignments the scenario chose, checked (510.1c-d) and recorded. */
function recordExplicit(run: Run, asg: Assigner, participants: readonly Participant[], options: ReadonlyMap<ObjectId, ReturnType<typeof recipients>>, explicit: Record<ObjectId, DamageAssignment[]>): void {
  for (const p of participants) {
    const told = explicit[p.id];
    if (told === undefined) continue;
    const opt = options.get(p.id)!;
    const given = givenAmounts(told, p.power);
    if (given === null) illegal(run, p, 'amount', { amount: 'rest' });
    for (const part of told) {
      if ('amount' in part && (!Number.isInteger(part.amount) || part.amount < 0)) illegal(run, p, 'amount', { amount: part.amount });
    }
    // (With the rest said, the amounts said besides it: more than its power leaves a rest below 0.)
    const said = told.reduce((n, x) => n + ('amount' in x ? x.amount : 0), 0);
    const total = given.reduce((n, x) => n + Math.max(0, x.amount), 0);
    if (opt.none !== null) {
      if (total > 0) illegal(run, p, 'not-assigning', { because: opt.none.reason });
      continue;
    }
    for (const part of given) if (part.amount > 0 && !opt.to.includes(part.to)) illegal(run, p, 'recipient', { to: asg.label(part.to), rule: recipientRules(p) });
    if (total !== p.power || given.some((x) => x.amount < 0)) illegal(run, p, 'total', { power: p.power, total: Math.max(total, said), rule: '510.1a, 510.1e' });
    asg.record(p, given.map((x) => ({ to: x.to, amount: x.amount })), 'explicit');
  }
}

/** 510.1e, 702.19b/c: with damage beyond the blockers, every blocker must have been assigned lethal damage. */
function checkTrampleLethal(run: Run, asg: Assigner, participants: readonly Participant[]): void {
  for (const p of participants) {
    if (p.role.kind !== 'attacker' || !p.role.trample) continue;
    const role = p.role;
    const parts = asg.result.get(p.id)?.parts ?? [];
    const beyond = parts.filter((x) => !role.blockers.includes(x.to) && x.amount > 0);
    if (beyond.length === 0) continue;
    for (const b of role.blockers) {
      if (asg.lethal(b, false) > 0) illegal(run, p, 'trample-lethal', { blocker: label(run.state, b), rule: p.deathtouch ? '702.19b, 702.2c, 510.1e' : '702.19b, 510.1e' });
    }
    if (role.extra !== null && parts.some((x) => x.to === role.extra && x.amount > 0) && role.a.target !== null && asg.loyaltyLeft(role.a.target) > 0) {
      illegal(run, p, 'trample-lethal', { blocker: label(run.state, role.a.target), rule: '702.19c, 510.1e' });
    }
  }
}

export interface AssignResult {
  assigned: Assigned[];
}

/**
 * Works out how each participant assigns its combat damage in this step: explicit choices first
 * (checked), then defaults (attackers without trample, then with trample, then blockers), then the
 * whole assignment is checked (510.1e). Records a trace step for each.
 */
/** A trampler's blockers as its assignment saw them (702.19b): their labels, the lethal damage each needed, the damage marked. */
interface LethalSeen {
  for: string[];
  n: number[];
  marked: string[];
}

/** 'attacked': the planeswalker or battle it attacks, 506.3 — one recipient with the player, not a creature it divides among. */
function recipientKind(run: Run, p: Participant, to: ObjectId): 'player' | 'attacked' | 'object' {
  return findPlayer(run.state, to) ? 'player' : p.role.kind === 'attacker' && to === p.role.target ? 'attacked' : 'object';
}

/** The assignment as a typed choice (510.1a-d), with what an answer searching other divisions needs (engine/choices.ts). */
function chooseAssignment(run: Run, p: Participant, r: { policy: 'explicit' | 'default'; parts: readonly Part[] }, options: readonly ObjectId[], kinds: readonly ('player' | 'attacked' | 'object')[], seen: LethalSeen | undefined): void {
  const trample = p.role.kind === 'attacker' && p.role.trample;
  const blockers = p.role.kind === 'attacker' ? [...p.role.blockers] : [];
  const creatures = r.parts.filter((_, k) => kinds[k] === 'object').map((x) => x.to);
  choose(run, { kind: 'combat-damage-assignment', object: p.id, role: p.role.kind, policy: r.policy, parts: r.parts.map((x) => ({ ...x })), kinds: [...kinds], trample, deathtouch: p.deathtouch, power: p.power, blockers, lethal: seen?.n ?? [], options: [...options], creatures });
}

export function assignCombatDamage(run: Run, combat: CombatState, view: View, ids: readonly ObjectId[], given: Record<ObjectId, DamageAssignment[]>, again: readonly ObjectId[] = []): AssignResult {
  const asg = new Assigner(run, view);
  const participants = participantsOf(combat, view, ids);
  const options = new Map(participants.map((p) => [p.id, recipients(p)]));
  // `again`: creatures assigning a second time (702.4b) whose division was told for the first step only. With one
  // recipient there is nothing to choose (its default is the only assignment); with a choice, the division wasn't told.
  const explicit = { ...given };
  for (const id of again) {
    const p = participants.find((x) => x.id === id);
    if (!p) continue;
    if (options.get(id)!.to.length > 1) halt('unmodelled', 'error.unmodelled', { reason: 'division-second-step', object: label(run.state, id), rule: '702.4b' });
    delete explicit[id];
  }
  recordExplicit(run, asg, participants, options, explicit);
  // Defaults: attackers without trample, attackers with trample (so they see what the others assigned), then blockers.
  const pending = participants.filter((p) => explicit[p.id] === undefined && options.get(p.id)!.none === null);
  const order = [
    ...pending.filter((p) => p.role.kind === 'attacker' && !p.role.trample),
    ...pending.filter((p) => p.role.kind === 'attacker' && p.role.trample),
    ...pending.filter((p) => p.role.kind === 'blocker'),
  ];
  const lethalSeen = new Map<ObjectId, LethalSeen>();
  const markedOn = (id: ObjectId): string => String(run.state.objects.find((o) => o.id === id)?.damage ?? 0);
  for (const p of order) {
    if (p.role.kind === 'attacker') {
      const role = p.role;
      if (role.trample && role.blockers.length > 0) {
        lethalSeen.set(p.id, { for: role.blockers.map((b) => label(run.state, b)), n: role.blockers.map((b) => asg.lethal(b, p.deathtouch)), marked: role.blockers.map(markedOn) });
      }
      asg.record(p, asg.defaultAttacker({ ...p, role }), 'default');
    } else {
      asg.record(p, asg.defaultBlocker({ ...p, role: p.role }), 'default');
    }
  }
  checkTrampleLethal(run, asg, participants);
  // The trace: each creature's assignment, in the order the players announce them (510.1).
  const assigned: Assigned[] = [];
  for (const p of participants) {
    const opt = options.get(p.id)!;
    if (opt.none !== null) {
      emit(run, step('combat.no-damage', opt.none.rules, { object: label(run.state, p.id), reason: opt.none.reason, power: p.power }));
      continue;
    }
    const r = asg.result.get(p.id)!;
    const seen = lethalSeen.get(p.id);
    const kinds = r.parts.map((x) => recipientKind(run, p, x.to));
    chooseAssignment(run, p, r, opt.to, kinds, seen);
    emit(
      run,
      step('combat.assigns', rulesFor(p), {
        object: label(run.state, p.id),
        recipients: r.parts.map((x) => asg.label(x.to)),
        amounts: r.parts.map((x) => String(x.amount)),
        recipientKinds: kinds,
        policy: r.policy,
        role: p.role.kind,
        power: p.power,
        trample: p.role.kind === 'attacker' && p.role.trample,
        deathtouch: p.deathtouch,
        lethalFor: seen?.for ?? [],
        lethal: seen?.n.map(String) ?? [],
        marked: seen?.marked ?? [],
        objectId: p.id,
        recipientIds: r.parts.map((x) => x.to),
        blockerIds: p.role.kind === 'attacker' ? p.role.blockers : [],
        // (Every recipient it could have assigned to: what a question's answer may search over, 510.1c-d.)
        optionIds: opt.to,
      }),
    );
    assigned.push({ from: p.id, parts: r.parts });
  }
  return { assigned };
}
