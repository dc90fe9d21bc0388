/**
 * State-based actions (704). Each check reads one computed state, performs every applicable action
 * simultaneously as a single event (704.3), and is repeated until none applies. Modelled: 704.5a,
 * c, d, e, f, g, h, i, j, m, n, p, q, w (and v, z); the others need information the engine doesn't
 * have and stop the run when they would matter (world rule, Siege battles).
 */
import { attachmentKind, attachmentLegality } from './attachment.ts';
import { isIndestructible } from './keywords/indestructible.ts';
import { unattach } from './events.ts';
import { removeCounters } from './life-counters.ts';
import { countEvent, emit, halt, layersOf } from './run.ts';
import type { Run } from './run.ts';
import { copyStep, step } from './trace.ts';
import { record } from './record.ts';
import type { LossReason } from './game-events.ts';
import type { Computed, GameObject, LayerResult, ObjectId } from './types.ts';
import type { EngineStep } from './trace-params.ts';
import { ceaseToExist, moveObject } from './zones.ts';
import { regenerate } from './damage/regeneration.ts';
import { effectLabel } from './damage/replacement.ts';
import { playerCant } from './replacement/cant.ts';

interface Pending {
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
  /** Each step with the object it concerns, whose layer breakdown explains it. */
  steps: { object: ObjectId | null; step: EngineStep }[];
  /** Steps that explain why nothing happens (indestructible), shown once per situation. */
  notes: { key: string; object: ObjectId; step: EngineStep }[];
  /** The layer result the check read; its breakdown (`steps`) is worked out only when a step needs explaining. */
  layers: LayerResult;
}

function isLegendary(c: Computed): boolean {
  return c.supertypes.some((s) => s.toLowerCase() === 'legendary');
}

/** Collects the state-based actions that apply to the current state (704.3: all at once). */
function collect(run: Run): Pending {
  const state = run.state;
  const layers = layersOf(run).result;
  const computed = layers.byId;
  const p: Pending = {
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
  const add = (object: ObjectId | null, s: EngineStep): void => {
    p.steps.push({ object, step: s });
  };

  for (const pl of state.players) {
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
      p.notes.push({ key: `${pl.id}\ncant-lose\n${cant.id}\n${why.join(',')}`, object: cant.source ?? '', step: step('sba.cant-lose', ['104.3', '101.2', '614.17', ...reasons.flatMap((r) => r.step.rules)], { effect: effectLabel(cant), player: pl.id, reasons: why }) });
      continue;
    }
    p.lose.set(pl.id, reasons);
  }

  const worlds: GameObject[] = [];
  const legends = new Map<string, GameObject[]>();
  for (const o of state.objects) {
    const c = computed[o.id]!;
    if (o.isToken && o.zone !== 'battlefield') {
      p.cease.add(o.id);
      add(o.id, step('sba.token-ceases', ['704.5d', '111.7'], { object: o.label, zone: o.zone }));
      continue;
    }
    if (o.isCopy && o.zone !== 'battlefield' && o.zone !== 'stack') {
      p.cease.add(o.id);
      add(o.id, step('sba.copy-ceases', ['704.5e'], { object: o.label, zone: o.zone }));
      continue;
    }
    if (o.zone !== 'battlefield') continue;
    const toughness = c.toughness ?? 0;
    if (c.types.includes('Creature')) {
      if (toughness <= 0) {
        // 704.5f isn't destruction: indestructible doesn't help.
        p.graveyard.add(o.id);
        p.notDestroyed.add(o.id);
        add(o.id, step('sba.zero-toughness', ['704.5f'], { object: o.label, toughness }));
      } else {
        // 704.5g and 704.5h can both apply; each is recorded, the creature is destroyed once.
        const lethal = o.damage > 0 && o.damage >= toughness;
        const reasons: ['sba.lethal-damage' | 'sba.deathtouch', string[], string][] = [];
        if (lethal) reasons.push(['sba.lethal-damage', ['704.5g'], 'lethal-damage']);
        if (o.deathtouchDamage) reasons.push(['sba.deathtouch', ['704.5h', '702.2b'], 'deathtouch']);
        for (const [key, rules, reason] of reasons) {
          if (isIndestructible(c)) {
            p.notes.push({
              key: `${o.id}\n${reason}\n${o.damage}\n${toughness}`,
              object: o.id,
              step: step('indestructible.survives', ['702.12b', ...rules], { object: o.label, reason, damage: o.damage, toughness }),
            });
          } else {
            p.graveyard.add(o.id);
            p.destroyed.add(o.id);
            add(o.id, step(key, [...rules, '701.8b'], { object: o.label, damage: o.damage, toughness }));
          }
        }
      }
    }
    if (c.types.includes('Planeswalker') && (c.loyalty ?? 0) <= 0) {
      p.graveyard.add(o.id);
      p.notDestroyed.add(o.id);
      add(o.id, step('sba.zero-loyalty', ['704.5i'], { object: o.label, loyalty: c.loyalty ?? 0 }));
    }
    if (c.types.includes('Battle') && (c.defense ?? 0) <= 0) {
      if (c.subtypes.some((s) => s.toLowerCase() === 'siege')) {
        // 704.5v: a Siege waits for its own triggered ability, which the engine doesn't model.
        halt('unmodelled', 'error.unmodelled', { what: `${o.label}: Siege with defense 0 (its triggered ability)`, rule: '704.5v' });
      }
      p.graveyard.add(o.id);
      p.notDestroyed.add(o.id);
      add(o.id, step('sba.zero-defense', ['704.5w'], { object: o.label }));
    }
    if (isLegendary(c) && c.name !== '') {
      const key = `${c.controller}\n${c.name}`;
      legends.set(key, [...(legends.get(key) ?? []), o]);
    }
    if (c.supertypes.some((s) => s.toLowerCase() === 'world')) worlds.push(o);
    // Attachments: 704.5m (Auras), 704.5n (Equipment, Fortifications), 704.5p (anything else).
    const kind = attachmentKind(c);
    if (o.attachedTo !== null || kind === 'aura') {
      const legality = attachmentLegality({ state, computed }, o, o.attachedTo);
      if (legality.kind === 'unknown') halt('unmodelled', 'error.unmodelled', { what: `${o.label}: ${legality.reason}`, rule: legality.rules[0] ?? '704.5m' });
      if (legality.kind === 'illegal') {
        const to = o.attachedTo === null ? '-' : (state.objects.find((x) => x.id === o.attachedTo)?.label ?? o.attachedTo);
        if (kind === 'aura' && state.effects.some((e) => e.id === `bestow-${o.id}`)) {
          // 702.103f, an exception to 704.5m: a bestowed Aura that is unattached, or attached to an
          // illegal object, becomes unattached and ceases to be bestowed: it stays as a creature.
          p.unbestow.add(o.id);
          if (o.attachedTo !== null) p.unattach.set(o.id, ['702.103f']);
          add(o.id, step('sba.bestow-ends', ['702.103f', '704.5m'], { object: o.label, attachedTo: to, reason: legality.reason }));
        } else if (kind === 'aura') {
          p.graveyard.add(o.id);
          p.notDestroyed.add(o.id);
          add(o.id, step('sba.aura-illegal', ['704.5m', ...legality.rules], { object: o.label, attachedTo: to, reason: legality.reason }));
        } else {
          const rule = kind === 'other' ? '704.5p' : '704.5n';
          p.unattach.set(o.id, [rule, ...legality.rules.filter((r) => r !== rule)]);
          add(o.id, step(kind === 'other' ? 'sba.attached-unattached' : 'sba.equipment-unattached', [rule, ...legality.rules.filter((r) => r !== rule)], { object: o.label, attachedTo: to, reason: legality.reason }));
        }
      }
    }
    const plus = o.counters['+1/+1'] ?? 0;
    const minus = o.counters['-1/-1'] ?? 0;
    // 704.3: state-based actions are performed at the same time, so a creature put into the graveyard by
    // this check (704.5f, 704.5g) leaves with both kinds of counters still on it — what a leaves-the-battlefield
    // trigger looks back at (603.10a: undying, persist). A regenerated one keeps them, and the next check cancels them.
    if (plus > 0 && minus > 0 && !p.graveyard.has(o.id)) {
      const n = Math.min(plus, minus);
      p.cancel.set(o.id, n);
      add(o.id, step('sba.counters-cancel', ['704.5q', '122.3'], { object: o.label, removed: n }));
    }
  }

  // 704.5j: the controller chooses which legendary permanent to keep; the default keeps the newest.
  for (const group of legends.values()) {
    if (group.length < 2) continue;
    const sorted = [...group].sort((a, b) => b.timestamp - a.timestamp);
    const kept = sorted[0]!;
    const removed = sorted.slice(1);
    for (const r of removed) {
      p.graveyard.add(r.id);
      p.notDestroyed.add(r.id);
    }
    add(
      null,
      step('sba.legend-rule', ['704.5j'], {
        name: computed[kept.id]!.name,
        controller: computed[kept.id]!.controller,
        kept: kept.label,
        removed: removed.map((r) => r.label),
        policy: 'keep-newest',
      }),
    );
  }
  if (worlds.length > 1) {
    halt('unmodelled', 'error.unmodelled', { what: 'world rule: how long each permanent has had the world supertype', rule: '704.5k' });
  }
  // 704.5z: only the newest Role a player controls on a permanent stays.
  const roles = new Map<string, GameObject[]>();
  for (const o of state.objects) {
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
      add(r.id, step('sba.role', ['704.5z', '303.7a'], { object: r.label, kept: sorted[0]!.label }));
    }
  }
  return p;
}

function anything(p: Pending): boolean {
  return p.lose.size + p.cease.size + p.graveyard.size + p.unattach.size + p.unbestow.size + p.cancel.size > 0;
}

/** Performs one check; returns whether any state-based action was performed. */
/** The layer steps that explain an object's characteristics, once per check (613). */
function explain(run: Run, p: Pending, object: ObjectId | null, shown: Set<ObjectId>): void {
  if (object === null || shown.has(object)) return;
  shown.add(object);
  const steps = (p.layers.steps[object] ?? []).filter((s) => s.key !== 'layer.result');
  if (steps.length === 0) return;
  const label = run.state.objects.find((o) => o.id === object)?.label ?? object;
  emit(run, step('layer.breakdown', ['613.1'], { object: label }));
  // Copies: the layer result is shared with the run's other readers.
  for (const s of steps) emit(run, copyStep(s));
}

/**
 * `acting`: called when something applies, just before it is performed (with the state as the check
 * found it), so a caller can note that state only when there is something to do.
 */
export function checkOnce(run: Run, round: number, acting?: () => void): boolean {
  const p = collect(run);
  // "Since the last time state-based actions were checked" (704.5h): the deathtouch mark is spent.
  for (const o of run.state.objects) o.deathtouchDamage = false;
  const shown = new Set<ObjectId>();
  for (const n of p.notes) {
    if (run.reported.has(n.key)) continue;
    run.reported.add(n.key);
    explain(run, p, n.object, shown);
    emit(run, n.step);
  }
  if (!anything(p)) return false;
  acting?.();
  emit(run, step('sba.check', ['704.3'], { round }));
  for (const s of p.steps) {
    explain(run, p, s.object, shown);
    emit(run, s.step);
  }
  for (const [id, reasons] of p.lose) {
    const pl = run.state.players.find((x) => x.id === id)!;
    countEvent(run);
    // One loss (104.3), told with every condition that caused it; the first names it.
    pl.lost = reasons[0]!.step.key;
    record(run, { kind: 'player-lost', player: id, reason: reasons[0]!.reason }, null);
    for (const r of reasons) emit(run, r.step);
  }
  for (const [id, n] of p.cancel) {
    const o = run.state.objects.find((x) => x.id === id);
    if (!o) continue;
    removeCounters(run, o, '+1/+1', n, ['704.5q']);
    removeCounters(run, o, '-1/-1', n, ['704.5q']);
  }
  for (const [id, rules] of p.unattach) {
    const o = run.state.objects.find((x) => x.id === id);
    if (o && !p.graveyard.has(id)) unattach(run, o, rules);
  }
  // 702.103b, 702.103f: the effect that made it an Aura ends, so it is an enchantment creature again.
  if (p.unbestow.size > 0) run.state.effects = run.state.effects.filter((e) => !(e.id.startsWith('bestow-') && p.unbestow.has(e.id.slice('bestow-'.length))));
  for (const id of p.cease) ceaseToExist(run, id);
  const onlyDestroyed = (id: ObjectId): boolean => p.destroyed.has(id) && !p.notDestroyed.has(id);
  for (const id of p.graveyard) {
    const o = run.state.objects.find((x) => x.id === id);
    if (o && onlyDestroyed(id) && regenerate(run, o)) continue;
    if (run.state.objects.some((o) => o.id === id)) moveObject(run, id, 'graveyard');
  }
  return true;
}
