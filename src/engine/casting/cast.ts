/**
 * Casting spells (601.2a-i), activating abilities (602.2, mana abilities 605) and copying spells
 * (707.10). Everything is checked before anything changes, so an illegal cast or activation is
 * "rewound" (601.2e, 733.1): the trace explains why and the game goes on as before it was proposed.
 * Timing: 117.1a (instants any time with priority; other spells in your main phase with an empty
 * stack), flash (702.8a), "as though it had flash" (601.3b), split second (702.61a), and "can't"
 * beats "can" (101.2). Mana payment is not simulated: costs are taken as paid (the trace says so).
 */
import { hasKeyword, keywordText } from '../keywords.ts';
import { runLayers } from '../layers/compute.ts';
import { currentObject, currentPlayer } from '../objects.ts';
import { emit, halt } from '../run.ts';
import type { Run } from '../run.ts';
import { step } from '../trace.ts';
import type { Computed, GameObject, PlayerId, StackAction, StackItem, TargetSpec } from '../types.ts';
import { moveObject } from '../zones.ts';
import { performAction } from '../actions.ts';
import { matchesObjectFilter, targetLegality } from '../targets/legality.ts';
import type { Targeter } from '../targets/legality.ts';
import { findItem, givePriority, itemLabel, nextStackId, priorityOf, stackOf } from '../stack/items.ts';

type Cast = Extract<StackAction, { kind: 'cast' }>;
type Activate = Extract<StackAction, { kind: 'activate' }>;
type CopySpell = Extract<StackAction, { kind: 'copy-spell' }>;

interface Problem {
  reason: string;
  detail: string;
  rule: string;
}

/** 601.2c / 115.3: the chosen targets, checked word by word. */
function checkTargets(run: Run, byId: Record<string, Computed>, specs: readonly TargetSpec[], chosen: Record<string, string[]>, by: Targeter): Problem | null {
  for (const word of Object.keys(chosen)) {
    if (!specs.some((s) => s.word === word)) return { reason: 'unknown-target-word', detail: word, rule: '601.2c' };
  }
  for (const spec of specs) {
    const list = chosen[spec.word] ?? [];
    const count = spec.count ?? 1;
    if (list.length !== count) return { reason: 'target-count', detail: `${spec.word}: ${list.length}/${count}`, rule: '601.2c' };
    // 115.3: one "target" word can't choose the same object or player twice.
    if (new Set(list).size !== list.length) return { reason: 'same-target-twice', detail: spec.word, rule: '115.3' };
    for (const ref of list) {
      const v = targetLegality(run.state, byId, spec, ref, by);
      if (!v.ok) {
        const o = run.state.objects.find((x) => x.id === ref);
        return { reason: 'illegal-target', detail: `${o?.label ?? ref}: ${v.reason}`, rule: v.rule };
      }
    }
  }
  return null;
}

/** Follows card ids to the objects they became (400.7), for target choices written with card ids. */
function resolveRefs(run: Run, chosen: Record<string, string[]> | undefined): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const [w, list] of Object.entries(chosen ?? {})) {
    out[w] = list.map((r) => (run.state.players.some((p) => p.id === r) ? r : (findItem(run.state, r)?.id ?? (run.state.objects.some((o) => o.id === r) ? r : currentObject(run, r).id))));
  }
  return out;
}

function splitSecondOnStack(run: Run, byId: Record<string, Computed>): string | null {
  for (const i of stackOf(run.state)) {
    if (i.kind === 'spell' && byId[i.id] && hasKeyword(byId[i.id]!.keywords, 'split second')) return itemLabel(run.state, i);
  }
  return null;
}

/** 101.2: a "can't cast" effect that applies. */
function restricted(run: Run, player: PlayerId, c: Computed): string | null {
  for (const r of run.state.castRestrictions ?? []) {
    if (r.players !== 'all' && !r.players.includes(player)) continue;
    if (r.types && !r.types.some((t) => c.types.includes(t))) continue;
    if (r.duringTurnOf !== undefined && r.duringTurnOf !== run.state.activePlayer) continue;
    return r.text;
  }
  return null;
}

function isMain(run: Run): boolean {
  const s = run.state.step ?? 'main1';
  return s === 'main1' || s === 'main2';
}

/** "{3}{B}" less 2 generic -> "{1}{B}" (generic mana only; never below zero). */
function reduceGeneric(cost: string, by: number): string {
  if (by <= 0) return cost;
  const symbols = cost.match(/\{[^}]*\}/g) ?? [];
  let generic = 0;
  const rest: string[] = [];
  for (const sym of symbols) {
    const n = /^\{(\d+)\}$/.exec(sym);
    if (n) generic += Number(n[1]);
    else rest.push(sym);
  }
  const left = Math.max(0, generic - by);
  const out = `${left > 0 ? `{${left}}` : ''}${rest.join('')}`;
  return out === '' ? '{0}' : out;
}

/** Ward (702.21a): targeting an opponent's permanent with ward triggers it. */
export function wardTriggers(run: Run, byId: Record<string, Computed>, item: StackItem): void {
  for (const refs of Object.values(item.targets)) {
    for (const ref of refs) {
      const o = run.state.objects.find((x) => x.id === ref && x.zone === 'battlefield');
      const c = o ? byId[o.id] : undefined;
      if (!o || !c || c.controller === item.controller) continue;
      for (const k of c.keywords.filter((x) => x.keyword === 'ward')) {
        const cost = k.param ?? '';
        const text = `${keywordText(k)} — counter ${itemLabel(run.state, item)} unless its controller pays ${cost}.`;
        const pending = run.state.pendingTriggers ?? (run.state.pendingTriggers = []);
        pending.push({
          ability: { event: 'cast', text, effects: [{ kind: 'counter-unless-pay', cost, object: item.id }] },
          source: o.id,
          sourceLabel: o.label,
          sourceColors: c.colors,
          sourceTypes: c.types,
          controller: c.controller,
          cause: 'ward',
          about: item.id,
        });
        emit(run, step('trigger.triggers', ['702.21a', '603.2'], { ability: text, source: o.label, controller: c.controller, cause: 'becomes-target', lookBack: false }));
      }
    }
  }
}

function push(run: Run, item: StackItem): void {
  const stack = stackOf(run.state);
  stack.push(item);
  emit(run, step('stack.put', ['405.2'], { item: itemLabel(run.state, item), kind: item.kind, controller: item.controller, depth: stack.length }));
}

/** 601.2: cast a spell. */
export function cast(run: Run, a: Cast): void {
  const state = run.state;
  const o: GameObject = currentObject(run, a.object);
  const byId = runLayers(state).result.byId;
  const c = byId[o.id]!;
  const holder = priorityOf(state).player;
  const player = a.player ?? holder;
  currentPlayer(run, player);
  const specs = o.printed.spell?.targets ?? [];
  const targets = resolveRefs(run, a.targets);
  const by: Targeter = { self: o.id, controller: player, colors: c.colors, types: c.types, kind: 'spell' };
  const problem = ((): Problem | null => {
    if (c.types.includes('Land')) return { reason: 'land', detail: o.label, rule: '300.2a' };
    if (o.zone !== 'hand') return { reason: 'zone', detail: o.zone, rule: '601.2a' };
    if (o.owner !== player) return { reason: 'not-your-card', detail: o.owner, rule: '601.2a' };
    if (player !== holder) return { reason: 'no-priority', detail: holder, rule: '117.1a' };
    const split = splitSecondOnStack(run, byId);
    if (split !== null) return { reason: 'split-second', detail: split, rule: '702.61a' };
    const r = restricted(run, player, c);
    if (r !== null) return { reason: 'cant', detail: r, rule: '101.2' };
    const instantSpeed = c.types.includes('Instant') || hasKeyword(c.keywords, 'flash') || a.asThoughFlash === true;
    if (!instantSpeed) {
      if (player !== state.activePlayer) return { reason: 'sorcery-timing', detail: 'not-your-turn', rule: '117.1a' };
      if (!isMain(run)) return { reason: 'sorcery-timing', detail: 'not-main-phase', rule: '117.1a' };
      if (stackOf(state).length > 0) return { reason: 'sorcery-timing', detail: 'stack-not-empty', rule: '117.1a' };
    }
    const t = checkTargets(run, byId, specs, targets, by);
    if (t) return t;
    for (const s of a.sacrifice ?? []) {
      const x = state.objects.find((y) => y.id === s);
      if (!x || x.zone !== 'battlefield' || byId[x.id]?.controller !== player) return { reason: 'cost-sacrifice', detail: x?.label ?? s, rule: '701.21a' };
    }
    return null;
  })();
  if (problem) {
    emit(run, step('cast.rewound', ['601.2e', '733.1', problem.rule], { player, spell: o.label, ...problem }));
    return;
  }
  // The permission that allowed it now: 117.1a (instants; other spells at sorcery speed), flash (702.8a), "as though it had flash" (601.3b).
  const timing = ['117.1a'];
  if (!c.types.includes('Instant') && hasKeyword(c.keywords, 'flash')) timing.push('702.8a');
  else if (!c.types.includes('Instant') && a.asThoughFlash === true) timing.push('601.3b');
  emit(run, step('cast.proposed', ['601.2a', ...timing], { player, spell: o.label, from: o.zone }));
  const moved = moveObject(run, o.id, 'stack').id!;
  const onStack = state.objects.find((x) => x.id === moved)!;
  onStack.baseController = player;
  // Targets chosen for the card now name the spell it became.
  const all = Object.values(targets).flat();
  for (const spec of specs) {
    const list = targets[spec.word] ?? [];
    const labels = list.map((r) => state.objects.find((x) => x.id === r)?.label ?? r);
    const shared = list.some((r) => all.filter((x) => x === r).length > 1);
    emit(run, step('cast.targets', shared ? ['601.2c', '115.3'] : ['601.2c'], { spell: o.label, word: spec.word, targets: labels, shared }));
  }
  const x = a.x ?? null;
  const cost = o.printed.manaCost ?? '';
  const withX = x === null ? cost : cost.replace(/\{X\}/g, x === 0 ? '' : `{${x}}`);
  // 601.2f: cost reductions that apply now are part of the total cost, locked in before it is paid.
  const after = runLayers(state).result.byId;
  const reductions: string[] = [];
  let reduce = 0;
  for (const r of state.objects) {
    const red = r.printed.costReduction;
    const rc = after[r.id];
    if (!red || r.zone !== 'battlefield' || !rc || rc.controller !== player) continue;
    if (red.filter && !matchesObjectFilter({ ...red.filter, zone: 'stack', controller: red.filter.controller ?? 'you' }, onStack, after[onStack.id]!, player, r.id)) continue;
    reduce += red.amount;
    reductions.push(`${r.label}: ${red.text}`);
  }
  const total = reduceGeneric(withX, reduce);
  const sacrificed = (a.sacrifice ?? []).map((s) => state.objects.find((y) => y.id === s)!.label);
  emit(run, step('cast.cost', ['601.2f', '601.2h'], { spell: o.label, cost: cost === '' ? '{0}' : cost, x, total: total === '' ? '{0}' : total, sacrificed, reductions }));
  // 601.2h: the costs are paid (the total was locked in first, 601.2f).
  for (const s of a.sacrifice ?? []) performAction(run, { kind: 'sacrifice', object: s });
  const item: StackItem = {
    id: moved,
    kind: 'spell',
    source: moved,
    sourceLabel: o.label,
    sourceColors: c.colors,
    sourceTypes: c.types,
    controller: player,
    text: o.printed.spell?.text ?? o.label,
    targets,
    specs,
    effects: o.printed.spell?.effects ?? [],
    cast: true,
    copy: false,
  };
  if (x !== null) item.x = x;
  push(run, item);
  emit(run, step('cast.cast', ['601.2i'], { player, spell: o.label, id: moved }));
  wardTriggers(run, byId, item);
  givePriority(state, player); // 117.3c
  emit(run, step('stack.priority', ['117.3c'], { player }));
}

/** 602.2: activate an activated ability; a mana ability resolves at once (605.3b). */
export function activate(run: Run, a: Activate): void {
  const state = run.state;
  const o = currentObject(run, a.object);
  const index = a.ability ?? 0;
  const ab = o.printed.activated?.[index];
  if (!ab) halt('bad_reference', 'error.bad-reference', { reference: `${a.object}#${index}`, what: 'activated ability' });
  // Costs other than mana, {T} and "sacrifice this" are not modelled: stop rather than ignore them.
  for (const part of (ab.cost ?? '').split(',').map((x) => x.trim()).filter((x) => x !== '')) {
    const mana = /^(\{[0-9WUBRGCXSP/]+\})+$/i.test(part);
    const tap = part === '{T}';
    const sac = ab.sacrificeSelf === true && /^sacrifice (this|~|it)\b/i.test(part);
    if (!mana && !tap && !sac) halt('unmodelled', 'error.unmodelled', { what: `the activation cost “${part}”`, rule: '602.2b' });
  }
  const byId = runLayers(state).result.byId;
  const c = byId[o.id]!;
  const holder = priorityOf(state).player;
  const player = a.player ?? c.controller;
  const targets = resolveRefs(run, a.targets);
  const by: Targeter = { self: null, controller: player, colors: c.colors, types: c.types, kind: 'activated' };
  const problem = ((): Problem | null => {
    if (o.zone !== 'battlefield') return { reason: 'not-on-battlefield', detail: o.zone, rule: '602.2' };
    if (c.controller !== player) return { reason: 'not-controller', detail: c.controller, rule: '602.2' };
    if (player !== holder) return { reason: 'no-priority', detail: holder, rule: ab.mana ? '605.3a' : '117.1a' };
    if (!ab.mana) {
      const split = splitSecondOnStack(run, byId);
      if (split !== null) return { reason: 'split-second', detail: split, rule: '702.61a' };
    }
    if (ab.sorcery && (player !== state.activePlayer || !isMain(run) || stackOf(state).length > 0)) return { reason: 'sorcery-timing', detail: 'activate only as a sorcery', rule: '602.5d' };
    if (ab.tap && o.tapped) return { reason: 'tapped', detail: o.label, rule: '602.2b' };
    if (ab.tap && c.types.includes('Creature') && o.summoningSick && !hasKeyword(c.keywords, 'haste')) return { reason: 'summoning-sick', detail: o.label, rule: '602.5a' };
    return checkTargets(run, byId, ab.targets ?? [], targets, by);
  })();
  if (problem) {
    emit(run, step('activate.rewound', ['602.2b', '733.1', problem.rule], { player, source: o.label, ability: ab.text, ...problem }));
    return;
  }
  if (ab.tap) performAction(run, { kind: 'tap', object: o.id });
  // 602.2b / 601.2h: a sacrifice cost is paid now; the ability exists independently of its source (113.7a).
  if (ab.sacrificeSelf) performAction(run, { kind: 'sacrifice', object: o.id });
  const id = nextStackId(state);
  const item: StackItem = {
    id,
    kind: 'activated',
    source: o.id,
    sourceLabel: o.label,
    sourceColors: c.colors,
    sourceTypes: c.types,
    sourceKeywords: c.keywords.map((k) => keywordText(k)),
    controller: player,
    text: ab.text,
    targets,
    specs: ab.targets ?? [],
    effects: ab.effects,
    cast: false,
    copy: false,
  };
  if (ab.mana) {
    emit(run, step('activate.mana', ['605.3a', '605.3b'], { player, source: o.label, ability: ab.text }));
    return;
  }
  emit(run, step('activate.activated', ['602.2'], { player, source: o.label, ability: ab.text, id }));
  push(run, item);
  wardTriggers(run, byId, item);
  givePriority(state, player); // 117.3c
  emit(run, step('stack.priority', ['117.3c'], { player }));
}

/** 707.10: a copy of a spell is put on the stack; it isn't cast (no "cast" triggers). */
export function copySpell(run: Run, a: CopySpell): void {
  const state = run.state;
  const original = findItem(state, a.spell);
  if (!original || original.kind !== 'spell') halt('bad_reference', 'error.bad-reference', { reference: a.spell, what: 'spell on the stack' });
  const obj = state.objects.find((o) => o.id === original.id)!;
  const player = a.player ?? original.controller;
  const id = `${obj.id.includes('~') ? obj.id.slice(0, obj.id.indexOf('~')) : obj.id}~${state.nextId++}`;
  const copy: GameObject = { ...structuredClone(obj), id, isCopy: true, baseController: player, label: `${obj.label} (copy)` };
  const byId = runLayers(state).result.byId;
  const c = byId[obj.id]!;
  // 707.10c: new targets may be chosen; otherwise the copy has the original's.
  const targets = a.targets ? resolveRefs(run, a.targets) : structuredClone(original.targets);
  if (a.targets) {
    const problem = checkTargets(run, byId, original.specs, targets, { self: id, controller: player, colors: c.colors, types: c.types, kind: 'spell' });
    if (problem) halt('illegal_action', 'error.illegal-action', { reason: 'illegal-copy-target', detail: problem.detail, rule: '707.10c' });
  }
  state.objects.push(copy);
  emit(run, step('stack.copy', ['707.10'], { spell: obj.label, player, copy: true }));
  push(run, { ...structuredClone(original), id, source: id, sourceLabel: copy.label, controller: player, targets, cast: false, copy: true });
  wardTriggers(run, byId, stackOf(state)[stackOf(state).length - 1]!);
}
