/**
 * Putting triggered abilities on the stack (603.3): the next time a player would receive priority,
 * each player in APNAP order puts theirs there (603.3b), choosing modes (603.3c, 700.2b) and targets
 * (603.3d, 601.2c); an ability with no legal target for a word it needs is removed (603.3d).
 */
import { choose, emit, halt, layersOf } from '../run.ts';
import type { Run } from '../run.ts';
import { step } from '../trace.ts';
import { record } from '../record.ts';
import type { Computed, PendingTrigger, SpellEffect, StackItem, TargetSpec } from '../types.ts';
import { anyLegal, targetLegality } from '../targets/legality.ts';
import type { Targeter } from '../targets/legality.ts';
import { apnap, itemLabel, nextStackId, stackOf } from '../stack/items.ts';
import { wardTriggers } from './ward.ts';

/**
 * 603.3c, 700.2b: a modal triggered ability's modes are chosen as it is put on the stack; a mode
 * whose targets can't be chosen can't be (603.3c), and with no mode chosen the ability is removed.
 * The controller's choice is `chooseModes`; untold, it is settled only when the legal modes leave
 * no choice (exactly as many as must be chosen), else the run stops and asks. Only the chosen modes'
 * targets are chosen (700.2c) and their instructions followed in printed order (608.2c); a chosen
 * mode the engine can't follow is named (it could change the outcome). Null: removed from the stack.
 */
function chooseTriggerModes(run: Run, t: PendingTrigger, byId: Record<string, Computed>, by: Targeter): { specs: TargetSpec[]; effects: SpellEffect[]; gaps: string[] } | null {
  const modes = t.ability.modes!;
  const n = modes.options.length;
  const legal = modes.options.flatMap((m, i) => ((m.targets ?? []).every((spec) => anyLegal(run.state, byId, spec, by)) ? [i] : []));
  const told = t.ability.chooseModes;
  let chosen: number[];
  if (told !== undefined) {
    const bad = told.find((i) => !Number.isInteger(i) || i < 0 || i >= n);
    if (bad !== undefined) halt('unmodelled', 'error.unmodelled', { reason: 'mode-number', text: t.ability.text, mode: bad + 1, modes: n, rule: '700.2' });
    if (new Set(told).size !== told.length) halt('unmodelled', 'error.unmodelled', { reason: 'mode-twice', text: t.ability.text, rule: '700.2d' });
    if (told.length < modes.min || told.length > modes.max) {
      halt('unmodelled', 'error.unmodelled', { reason: 'mode-count', text: t.ability.text, chosen: told.length, allowed: modes.min === modes.max ? String(modes.min) : `${modes.min}-${modes.max}`, rule: '700.2b' });
    }
    const illegal = told.find((i) => !legal.includes(i));
    if (illegal !== undefined) halt('unmodelled', 'error.unmodelled', { reason: 'mode-no-target', text: t.ability.text, mode: modes.options[illegal]!.text, rule: '603.3c' });
    chosen = [...told];
  } else if (legal.length === 0 || (modes.min === 0 && modes.max === 0)) {
    chosen = [];
  } else if (modes.min > 0 && legal.length === modes.min) {
    chosen = legal;
  } else {
    halt('unmodelled', 'error.unmodelled', { reason: 'mode-choice', text: t.ability.text, modes: modes.options.map((m) => m.text), rule: '603.3c' });
  }
  if (chosen.length === 0) {
    emit(run, step('trigger.no-mode', ['603.3c', '700.2b'], { ability: t.ability.text, source: t.sourceLabel }));
    return null;
  }
  const order = [...chosen].sort((a, b) => a - b);
  emit(run, step('trigger.modes', ['603.3c', '700.2b'], { ability: t.ability.text, source: t.sourceLabel, modes: order.map((i) => modes.options[i]!.text), forced: told === undefined }));
  const specs: TargetSpec[] = [...(t.ability.targets ?? [])];
  const effects: SpellEffect[] = [...t.ability.effects];
  const gaps: string[] = [];
  for (const i of order) {
    const m = modes.options[i]!;
    specs.push(...(m.targets ?? []));
    effects.push(...m.effects);
    if (m.unmodelled !== undefined) gaps.push(m.text);
  }
  return { specs, effects, gaps };
}

/**
 * The one legal choice for a target word that takes exactly one target among players and permanents
 * (603.3d with 601.2c: the controller must choose a legal target; with a single one, there is no
 * choice to make), or null: none, several, a variable number, or targets in zones whose cards may not
 * all be described (a graveyard, a hand, a library), where the one known card may not be the only one.
 */
function onlyLegalTarget(run: Run, byId: Record<string, Computed>, spec: TargetSpec, by: Targeter): { id: string; label: string } | null {
  const legal = legalTargets(run, byId, spec, by);
  return legal !== null && legal.length === 1 ? legal[0]! : null;
}

/** Every legal choice for a one-target word among players and permanents (or spells), or null when they can't all be listed (see onlyLegalTarget). */
function legalTargets(run: Run, byId: Record<string, Computed>, spec: TargetSpec, by: Targeter): { id: string; label: string }[] | null {
  // "Up to one target": choosing none is also legal (601.2c), so one legal target isn't a forced choice.
  if (spec.anyNumber === true || spec.upTo === true || (spec.count ?? 1) !== 1) return null;
  if (spec.objects && !['battlefield', 'stack'].includes(spec.objects.zone ?? 'battlefield')) return null;
  // (Abilities on the stack, 115.2 b, aren't listed here: such a target is told, never picked for the controller.)
  if (spec.abilities) return null;
  const legal: { id: string; label: string }[] = [];
  for (const p of run.state.players) if (targetLegality(run.state, byId, spec, p.id, by).ok) legal.push({ id: p.id, label: p.id });
  for (const o of run.state.objects) if (targetLegality(run.state, byId, spec, o.id, by).ok) legal.push({ id: o.id, label: o.label });
  return legal;
}

/** 603.3b: each player's order of two or more abilities triggered together, as a typed choice (in APNAP order). */
function chooseOrders(run: Run, order: readonly PendingTrigger[], told: boolean): void {
  for (const player of apnap(run.state)) {
    const own = order.filter((t) => t.controller === player);
    if (own.length < 2) continue;
    const abilities = own.map((t) => ({ source: t.source, text: t.ability.text }));
    choose(run, { kind: 'trigger-order', player, abilities, told, shown: own.map((t) => `${t.sourceLabel}: ${t.ability.text}`), same: interchangeable(own) });
  }
}

/**
 * 603.3b: a player's simultaneous triggers that are the same ability of the same source, with the same choices and nothing
 * of their trigger events their text reads ("that creature", "that much"), or the same events: any order the player
 * chooses puts the same abilities on the stack, so no order can change what happens (two or more of them, else false).
 */
function interchangeable(group: readonly PendingTrigger[]): boolean {
  if (group.length < 2) return false;
  const key = (t: PendingTrigger): string => {
    const ability = JSON.stringify(t.ability);
    // (What triggers it — its event, "another", the filter, its words — is no part of what it does.)
    const { text: _t, event: _e, who: _w, filter: _f, ...does } = t.ability as unknown as Record<string, unknown>;
    const readsEvent = /"(?:that|it|event|eventAmount)"/.test(JSON.stringify(does));
    return JSON.stringify([t.source, t.sourceLabel, ability, t.about ?? null, t.stateKey ?? null, t.x ?? null, readsEvent ? (t.that ?? null) : null, readsEvent ? (t.eventAmount ?? null) : null]);
  };
  const first = key(group[0]!);
  return group.every((t) => key(t) === first);
}

/**
 * 603.3b: each player, in APNAP order, puts their triggered abilities on the stack (listed order within a player, policy
 * 'listed': a choice the answer layer reads as not told; the scenario's triggerOrder, policy 'chosen').
 */
export function putOnStack(run: Run): void {
  const pending = run.state.pendingTriggers ?? [];
  if (pending.length === 0) return;
  run.state.pendingTriggers = [];
  const order: PendingTrigger[] = [];
  const k = run.state.triggerOrder ?? 0;
  for (const p of apnap(run.state)) order.push(...permuted(pending.filter((t) => t.controller === p), k));
  if (order.length > 1) {
    emit(run, step('trigger.order', ['603.3b'], { order: order.map((t) => `${t.controller}: ${t.sourceLabel}: ${t.ability.text}`), policy: k === 0 ? 'listed' : 'chosen' }));
    chooseOrders(run, order, k !== 0);
  }
  const byId = layersOf(run).result.byId;
  for (const t of order) {
    const id = nextStackId(run.state);
    const by = { self: id, source: t.source, controller: t.controller, colors: t.sourceColors, types: t.sourceTypes, ...(t.sourceSubtypes ? { subtypes: t.sourceSubtypes } : {}), kind: 'triggered' as const };
    const targets: Record<string, string[]> = {};
    let removed = false;
    const body = t.ability.modes ? chooseTriggerModes(run, t, byId, by) : { specs: t.ability.targets ?? [], effects: t.ability.effects, gaps: [] };
    if (body === null) continue;
    for (const spec of body.specs) {
      const chosen = (t.ability.choose?.[spec.word] ?? []).filter((r) => targetLegality(run.state, byId, spec, r, by).ok);
      // 603.3d, 601.2c: a target the ability must have, with one legal choice on the board: that one.
      const only = chosen.length === 0 && t.ability.choose?.[spec.word] === undefined ? onlyLegalTarget(run, byId, spec, by) : null;
      if (only !== null) {
        emit(run, step('trigger.only-target', ['603.3d', '601.2c'], { ability: t.ability.text, source: t.sourceLabel, word: spec.word, target: only.label }));
        targets[spec.word] = [only.id];
        continue;
      }
      // 601.2c: "up to one target" with none chosen (said so, or nothing legal): the ability has no target for it and still goes on the stack.
      if (chosen.length === 0 && spec.upTo === true && (t.ability.choose?.[spec.word] !== undefined || !anyLegal(run.state, byId, spec, by))) {
        targets[spec.word] = [];
        continue;
      }
      if (chosen.length === 0) {
        if (anyLegal(run.state, byId, spec, by)) {
          // 603.3d, 601.2c: several legal choices and none given: the controller's choice, asked for by name.
          const options = t.ability.choose?.[spec.word] === undefined ? legalTargets(run, byId, spec, by) : null;
          if (options !== null && options.length > 1) halt('unmodelled', 'trigger.which-target', { ability: t.ability.text, source: t.sourceLabel, word: spec.word, options: options.map((o) => o.label) });
          halt('unmodelled', 'error.unmodelled', { reason: 'trigger-target', text: t.ability.text, rule: '603.3d' });
        }
        emit(run, step('trigger.no-targets', ['603.3d'], { ability: t.ability.text, source: t.sourceLabel, word: spec.word }));
        removed = true;
        break;
      }
      targets[spec.word] = chosen.slice(0, spec.count ?? 1);
    }
    if (removed) continue;
    const item = stackItemOf(t, id, targets, body);
    if (t.ability.condition) item.condition = t.ability.condition;
    const stack = stackOf(run.state);
    stack.push(item);
    record(run, { kind: 'put-on-stack', item: item.id, itemKind: 'triggered', source: item.source, controller: item.controller, targets: Object.values(item.targets).flat(), ...(body.gaps.length > 0 ? { modeGaps: body.gaps } : {}) }, null);
    for (const text of body.gaps) emit(run, step('unmodelled.text', [], { object: t.sourceLabel, text }));
    emit(run, step('stack.put', ['405.2', '603.3'], { item: itemLabel(run.state, item), kind: 'triggered', controller: t.controller, depth: stack.length }));
    // Ward (702.21a) triggers on abilities too, when they target the warded permanent.
    wardTriggers(run, byId, item);
  }
}

/** The triggered ability as a stack object (405.2), carrying what it knew of its source as it triggered (603.10a, 107.3m). */
function stackItemOf(t: PendingTrigger, id: string, targets: Record<string, string[]>, body: { specs: StackItem['specs']; effects: StackItem['effects'] }): StackItem {
  return {
    id,
    kind: 'triggered',
    source: t.source,
    sourceLabel: t.sourceLabel,
    sourceColors: t.sourceColors,
    sourceTypes: t.sourceTypes,
    ...(t.sourceSubtypes ? { sourceSubtypes: t.sourceSubtypes } : {}),
    ...(t.sourceKeywords ? { sourceKeywords: t.sourceKeywords } : {}),
    ...(t.sourceCounters ? { sourceCounters: t.sourceCounters } : {}),
    ...(t.sourcePT ? { sourcePT: t.sourcePT } : {}),
    ...(t.sourceKicked !== undefined ? { sourceKicked: t.sourceKicked } : {}),
    ...(t.sourceAlternative !== undefined ? { sourceAlternative: t.sourceAlternative } : {}),
    controller: t.controller,
    text: t.ability.text,
    targets,
    specs: body.specs,
    effects: body.effects,
    cast: false,
    copy: false,
    ...(t.stateKey !== undefined ? { stateKey: t.stateKey } : {}),
    ...(t.that ? { that: t.that } : {}),
    ...(t.eventAmount !== undefined ? { eventAmount: t.eventAmount } : {}),
    // 107.3m: X of the spell that became the source; one left unsaid halts where X is read (instructions.ts amountFrom).
    ...(t.x !== undefined ? { x: t.x ?? 0, ...(t.x === null ? { xAssumed: true } : {}) } : {}),
  };
}

/** The k-th permutation (k mod n!) of a player's simultaneous triggered abilities, 603.3b (0: as listed). */
function permuted<T>(items: readonly T[], k: number): T[] {
  const pool = [...items];
  const out: T[] = [];
  let fact = 1;
  for (let i = 2; i <= pool.length; i++) fact *= i;
  let rest = fact > 0 ? k % fact : 0;
  while (pool.length > 0) {
    fact /= pool.length;
    const at = Math.floor(rest / fact);
    rest %= fact;
    out.push(pool.splice(at, 1)[0]!);
  }
  return out;
}
