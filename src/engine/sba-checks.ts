/**
 * What state-based actions apply to the current state (704.3: all of them at once, from one reading
 * of the game): players who lose (704.5a-c), tokens and copies outside their zones (704.5d-e),
 * creatures with 0 toughness or lethal or deathtouch damage (704.5f-h), planeswalkers and battles at
 * 0 (704.5i, 704.5w, 704.5v), the legend rule (704.5j), the world rule (704.5k), illegal attachments
 * (704.5m, 704.5n, 704.5p; a bestowed Aura, 702.103f), counters cancelling (704.5q) and Roles
 * (704.5z). Each is a named step; sba.ts performs what they collect.
 */
import { attachmentKind, attachmentLegality } from './attachment.ts';
import { isIndestructible } from './keywords/indestructible.ts';
import { halt, layersOf } from './run.ts';
import type { Run } from './run.ts';
import { step } from './trace.ts';
import type { GameEvent, GraveyardCheck, LossReason } from './game-events.ts';
import type { Computed, GameObject, LayerResult, ObjectId } from './types.ts';
import type { EngineStep } from './trace-params.ts';
import type { Choice } from './choices.ts';
import { effectLabel } from './damage/replacement.ts';
import { playerCant } from './replacement/cant.ts';

/** The state-based actions one check found, to be performed at the same time (704.3). */
export interface Pending {
  /** Every loss condition a player meets in this check (704.3: they all apply at once, so each is told). */
  lose: Map<string, { reason: LossReason; step: EngineStep }[]>;
  cease: Set<ObjectId>;
  graveyard: Set<ObjectId>;
  /** Of those, the ones destroyed (704.5g, 704.5h): a regeneration shield can replace that (701.19a). */
  destroyed: Set<ObjectId>;
  /**
   * Of those, the ones put there by a state-based action that isn't destruction (0 toughness,
   * loyalty or defense, an illegal Aura, the legend rule, a Role): regeneration replaces
   * destruction only (701.19a), so it can't save them.
   */
  notDestroyed: Set<ObjectId>;
  unattach: Map<ObjectId, string[]>;
  /** Bestowed Auras that cease to be bestowed (702.103f): their bestow effect ends. */
  unbestow: Set<ObjectId>;
  cancel: Map<ObjectId, number>;
  /** Each step with the object it concerns, whose layer breakdown explains it, and the event it records (game-events.ts). */
  steps: { object: ObjectId | null; step: EngineStep; event?: GameEvent; choice?: Choice }[];
  /** Steps that explain why nothing happens (indestructible), shown once per situation, with the event they record. */
  notes: { key: string; object: ObjectId; step: EngineStep; event?: GameEvent }[];
  /** The layer result the check read; its breakdown (`steps`) is worked out only when a step needs explaining. */
  layers: LayerResult;
}

function isLegendary(c: Computed): boolean {
  return c.supertypes.some((s) => s.toLowerCase() === 'legendary');
}

function newPending(layers: LayerResult): Pending {
  return {
  lose: new Map(),
  cease: new Set(),
  graveyard: new Set(),
  destroyed: new Set(),
  notDestroyed: new Set(),
  unattach: new Map(),
  unbestow: new Set(),
  cancel: new Map(),
  steps: [],
  notes: [],
  layers,
  };
}

/** A step of the check, with the object whose layer breakdown explains it. */
function add(p: Pending, object: ObjectId | null, s: EngineStep, event?: GameEvent): void {
  p.steps.push(event ? { object, step: s, event } : { object, step: s });
}

/** The event of a state-based action putting `o` into its graveyard (704.5f-i, 704.5m, 704.5w, 704.5z), as the check found it. */
function found(o: GameObject, check: GraveyardCheck, rules: readonly string[], numbers: { toughness?: number; damage?: number } = {}): GameEvent {
  return { kind: 'sba-found', object: o.id, check, rules: [...rules], ...numbers };
}

/** Collects the state-based actions that apply to the current state (704.3: all at once). */
export function collect(run: Run): Pending {
  const state = run.state;
  const layers = layersOf(run).result;
  const computed = layers.byId;
  const p = newPending(layers);
  playerLosses(run, p);
  const worlds: GameObject[] = [];
  const legends = new Map<string, GameObject[]>();
  for (const o of state.objects) {
    const c = computed[o.id]!;
    if (ceasesToExist(p, o)) continue;
    if (o.zone !== 'battlefield') continue;
    creatureDies(p, o, c);
    nothingLeft(p, o, c);
    if (isLegendary(c) && c.name !== '') {
      const key = `${c.controller}\n${c.name}`;
      legends.set(key, [...(legends.get(key) ?? []), o]);
    }
    if (c.supertypes.some((s) => s.toLowerCase() === 'world')) worlds.push(o);
    illegalAttachment(run, p, o, c);
    countersCancel(p, o);
  }
  legendRule(p, legends, computed, state.legendKeep);
  legendsApart(p, legends, computed);
  legendNamesDiffer(p, legends, computed);
  if (worlds.length > 1) {
    halt('unmodelled', 'error.unmodelled', { reason: 'world-rule', rule: '704.5k' });
  }
  roleRule(run, p, computed);
  return p;
}

/** 704.5a-c: players at 0 life, who drew from an empty library, or with ten poison counters; 104.3 / 101.2: unless they can't lose. */
function playerLosses(run: Run, p: Pending): void {
  for (const pl of run.state.players) {
    if (pl.lost !== null) continue;
    const reasons: { reason: LossReason; step: EngineStep }[] = [];
    if (pl.life <= 0) reasons.push({ reason: 'zero-life', step: step('sba.zero-life', ['704.5a'], { player: pl.id, life: pl.life }) });
    if (pl.drewFromEmpty) reasons.push({ reason: 'drew-from-empty', step: step('sba.drew-from-empty', ['704.5b'], { player: pl.id }) });
    if (pl.poison >= 10) reasons.push({ reason: 'poison', step: step('sba.poison', ['704.5c'], { player: pl.id, poison: pl.poison }) });
    if (reasons.length === 0) continue;
    // 104.3, 101.2: a player who can't lose the game doesn't, whatever the condition (told once per situation).
    const cant = playerCant(run, 'lose-game', pl.id);
    if (cant) {
      const why = reasons.map((r) => r.reason);
      const rules = ['104.3', '101.2', '614.17', ...reasons.flatMap((r) => r.step.rules)];
      const event: GameEvent = { kind: 'loss-prevented', player: pl.id, reasons: why, rules };
      p.notes.push({ key: `${pl.id}\ncant-lose\n${cant.id}\n${why.join(',')}`, object: cant.source ?? '', step: step('sba.cant-lose', rules, { effect: effectLabel(cant), player: pl.id, reasons: why }), event });
      continue;
    }
    p.lose.set(pl.id, reasons);
  }
}

/** 704.5d-e: a token outside the battlefield, or a copy outside the stack and the battlefield, ceases to exist. */
function ceasesToExist(p: Pending, o: GameObject): boolean {
  if (o.isToken && o.zone !== 'battlefield') {
    p.cease.add(o.id);
    add(p, o.id, step('sba.token-ceases', ['704.5d', '111.7'], { object: o.label, zone: o.zone }));
    return true;
  }
  if (o.isCopy && o.zone !== 'battlefield' && o.zone !== 'stack') {
    p.cease.add(o.id);
    add(p, o.id, step('sba.copy-ceases', ['704.5e'], { object: o.label, zone: o.zone }));
    return true;
  }
  return false;
}

/** 704.5f-h: a creature with 0 toughness goes to the graveyard; one with lethal or deathtouch damage is destroyed (702.12b: unless indestructible). */
function creatureDies(p: Pending, o: GameObject, c: Computed): void {
  const toughness = c.toughness ?? 0;
  if (c.types.includes('Creature')) {
    if (toughness <= 0) {
      // 704.5f isn't destruction: indestructible doesn't help — the step cites 702.12b too when the creature has it,
      // as a judge names the rule that doesn't apply.
      p.graveyard.add(o.id);
      p.notDestroyed.add(o.id);
      const rules = isIndestructible(c) ? ['704.5f', '702.12b'] : ['704.5f'];
      add(p, o.id, step('sba.zero-toughness', rules, { object: o.label, toughness }), found(o, 'zero-toughness', rules, { toughness }));
    } else {
      // 704.5g and 704.5h can both apply; each is recorded, the creature is destroyed once.
      const lethal = o.damage > 0 && o.damage >= toughness;
      const reasons: ['sba.lethal-damage' | 'sba.deathtouch', string[], 'lethal-damage' | 'deathtouch'][] = [];
      if (lethal) reasons.push(['sba.lethal-damage', ['704.5g'], 'lethal-damage']);
      if (o.deathtouchDamage) reasons.push(['sba.deathtouch', ['704.5h', '702.2b'], 'deathtouch']);
      for (const [key, rules, reason] of reasons) {
        if (isIndestructible(c)) {
          p.notes.push({
            key: `${o.id}\n${reason}\n${o.damage}\n${toughness}`,
            object: o.id,
            step: step('indestructible.survives', ['702.12b', ...rules], { object: o.label, reason, damage: o.damage, toughness }),
            event: { kind: 'not-destroyed', object: o.id, rules: ['702.12b', ...rules] },
          });
        } else {
          p.graveyard.add(o.id);
          p.destroyed.add(o.id);
          add(p, o.id, step(key, [...rules, '701.8b'], { object: o.label, damage: o.damage, toughness }), found(o, reason, [...rules, '701.8b'], { toughness, damage: o.damage }));
        }
      }
    }
  }
}

/** 704.5i, 704.5w: a planeswalker with 0 loyalty or a battle with 0 defense goes to the graveyard (704.5v: a Siege waits for its ability). */
function nothingLeft(p: Pending, o: GameObject, c: Computed): void {
  if (c.types.includes('Planeswalker') && (c.loyalty ?? 0) <= 0) {
    p.graveyard.add(o.id);
    p.notDestroyed.add(o.id);
    add(p, o.id, step('sba.zero-loyalty', ['704.5i'], { object: o.label, loyalty: c.loyalty ?? 0 }), found(o, 'zero-loyalty', ['704.5i']));
  }
  if (c.types.includes('Battle') && (c.defense ?? 0) <= 0) {
    if (c.subtypes.some((s) => s.toLowerCase() === 'siege')) {
      // 704.5v: a Siege waits for its own triggered ability, which the engine doesn't model.
      halt('unmodelled', 'error.unmodelled', { reason: 'siege-defense-zero', object: o.label, rule: '704.5v' });
    }
    p.graveyard.add(o.id);
    p.notDestroyed.add(o.id);
    add(p, o.id, step('sba.zero-defense', ['704.5w'], { object: o.label }), found(o, 'zero-defense', ['704.5w']));
  }
}

/** 704.5m, 704.5n, 704.5p: attachments that are illegal (702.103f: a bestowed Aura becomes a creature instead). */
function illegalAttachment(run: Run, p: Pending, o: GameObject, c: Computed): void {
  const state = run.state;
  const computed = p.layers.byId;
  // Attachments: 704.5m (Auras), 704.5n (Equipment, Fortifications), 704.5p (anything else).
  const kind = attachmentKind(c);
  if (o.attachedTo !== null || kind === 'aura') {
    const legality = attachmentLegality({ state, computed }, o, o.attachedTo);
    if (legality.kind === 'unknown') halt('unmodelled', 'error.unmodelled', { ...legality.why, object: o.label, rule: legality.rules[0] ?? '704.5m' });
    if (legality.kind === 'illegal') {
      const to = o.attachedTo === null ? '-' : (state.objects.find((x) => x.id === o.attachedTo)?.label ?? o.attachedTo);
      if (kind === 'aura' && state.effects.some((e) => e.id === `bestow-${o.id}`)) {
        // 702.103f, an exception to 704.5m: a bestowed Aura that is unattached, or attached to an
        // illegal object, becomes unattached and ceases to be bestowed: it stays as a creature.
        p.unbestow.add(o.id);
        if (o.attachedTo !== null) p.unattach.set(o.id, ['702.103f']);
        add(p, o.id, step('sba.bestow-ends', ['702.103f', '704.5m'], { object: o.label, attachedTo: to, reason: legality.reason }));
      } else if (kind === 'aura') {
        p.graveyard.add(o.id);
        p.notDestroyed.add(o.id);
        add(p, o.id, step('sba.aura-illegal', ['704.5m', ...legality.rules], { object: o.label, attachedTo: to, reason: legality.reason }), found(o, 'aura-illegal', ['704.5m', ...legality.rules]));
      } else {
        const rule = kind === 'other' ? '704.5p' : '704.5n';
        p.unattach.set(o.id, [rule, ...legality.rules.filter((r) => r !== rule)]);
        add(p, o.id, step(kind === 'other' ? 'sba.attached-unattached' : 'sba.equipment-unattached', [rule, ...legality.rules.filter((r) => r !== rule)], { object: o.label, attachedTo: to, reason: legality.reason }));
      }
    }
  }
}

/** 704.5q: +1/+1 and -1/-1 counters on one permanent cancel out. */
function countersCancel(p: Pending, o: GameObject): void {
  const plus = o.counters['+1/+1'] ?? 0;
  const minus = o.counters['-1/-1'] ?? 0;
  // 704.3: state-based actions are performed at the same time, so a creature put into the graveyard by
  // this check (704.5f, 704.5g) leaves with both kinds of counters still on it — what a leaves-the-battlefield
  // trigger looks back at (603.10a: undying, persist). A regenerated one keeps them, and the next check cancels them.
  if (plus > 0 && minus > 0 && !p.graveyard.has(o.id)) {
    const n = Math.min(plus, minus);
    p.cancel.set(o.id, n);
    add(p, o.id, step('sba.counters-cancel', ['704.5q', '122.3'], { object: o.label, removed: n }));
  }
}

/**
 * 704.5j: the controller chooses which legendary permanent to keep — the one the scenario's choice names by recency
 * (legendKeep), else by default the newest (policy 'keep-newest', which the answer layer reads as a choice not told).
 */
function legendRule(p: Pending, legends: ReadonlyMap<string, GameObject[]>, computed: Readonly<Record<ObjectId, Computed>>, chosen: number | undefined): void {
  for (const group of legends.values()) {
    if (group.length < 2) continue;
    const sorted = [...group].sort((a, b) => b.timestamp - a.timestamp);
    const kept = sorted[Math.min(chosen ?? 0, sorted.length - 1)]!;
    const removed = sorted.filter((o) => o !== kept);
    for (const r of removed) {
      p.graveyard.add(r.id);
      p.notDestroyed.add(r.id);
    }
    const { name, controller } = computed[kept.id]!;
    const told = chosen !== undefined;
    const shown = { kept: kept.label, removed: removed.map((r) => r.label) };
    const s = step('sba.legend-rule', ['704.5j'], { name, controller, ...shown, policy: told ? 'chosen' : 'keep-newest' });
    p.steps.push({ object: null, step: s, choice: { kind: 'legend-rule', name, controller, kept: kept.id, removed: removed.map((r) => r.id), told, shown } });
  }
}

/**
 * 704.5j applies to one player's permanents only: legendary permanents of one name under different players'
 * control, none of those players with two, stay — noted once (the legend rule asked of such a board is answered
 * from the run, with the rule that says why it doesn't apply).
 */
function legendsApart(p: Pending, legends: ReadonlyMap<string, GameObject[]>, computed: Readonly<Record<ObjectId, Computed>>): void {
  const byName = new Map<string, GameObject[][]>();
  for (const group of legends.values()) {
    const name = computed[group[0]!.id]!.name;
    byName.set(name, [...(byName.get(name) ?? []), group]);
  }
  for (const [name, groups] of byName) {
    if (groups.length < 2 || groups.some((g) => g.length > 1)) continue;
    const objects = groups.map((g) => g[0]!);
    const event: GameEvent = { kind: 'legend-apart', name, objects: objects.map((o) => o.id) };
    p.notes.push({ key: `legend-apart\n${name}\n${event.objects.join(',')}`, object: objects[0]!.id, step: step('sba.legend-apart', ['704.5j'], { name, objects: objects.map((o) => o.label) }), event });
  }
}

/**
 * 704.5j looks at names: one player's legendary permanents, each of a name none of that player's others has, stay —
 * noted once per player (a question of whether they both stay is answered with the rule that says why).
 */
function legendNamesDiffer(p: Pending, legends: ReadonlyMap<string, GameObject[]>, computed: Readonly<Record<ObjectId, Computed>>): void {
  const byController = new Map<string, GameObject[][]>();
  for (const group of legends.values()) {
    const controller = computed[group[0]!.id]!.controller;
    byController.set(controller, [...(byController.get(controller) ?? []), group]);
  }
  for (const [controller, groups] of byController) {
    if (groups.length < 2 || groups.some((g) => g.length > 1)) continue;
    const objects = groups.map((g) => g[0]!);
    p.notes.push({ key: `legend-names\n${controller}\n${objects.map((o) => o.id).join(',')}`, object: objects[0]!.id, step: step('sba.legend-names-differ', ['704.5j'], { controller, objects: objects.map((o) => o.label) }) });
  }
}

/** 704.5z: only the newest Role a player controls on a permanent stays. */
function roleRule(run: Run, p: Pending, computed: Readonly<Record<ObjectId, Computed>>): void {
  const roles = new Map<string, GameObject[]>();
  for (const o of run.state.objects) {
    const c = computed[o.id]!;
    if (o.zone !== 'battlefield' || o.attachedTo === null || p.graveyard.has(o.id)) continue;
    if (!c.subtypes.some((s) => s.toLowerCase() === 'role')) continue;
    const key = `${o.attachedTo}\n${c.controller}`;
    roles.set(key, [...(roles.get(key) ?? []), o]);
  }
  for (const group of roles.values()) {
    if (group.length < 2) continue;
    const sorted = [...group].sort((a, b) => b.timestamp - a.timestamp);
    for (const r of sorted.slice(1)) {
      p.graveyard.add(r.id);
      p.notDestroyed.add(r.id);
      add(p, r.id, step('sba.role', ['704.5z', '303.7a'], { object: r.label, kept: sorted[0]!.label }), found(r, 'role', ['704.5z', '303.7a']));
    }
  }
}
