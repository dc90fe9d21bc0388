/**
 * Creating and ending replacement and prevention effects (614, 615) and regeneration shields
 * (701.19a). They exist before the event they modify (614.4, 615.4): a scenario's `replacements`
 * exist from the start, `add-replacement` creates one when a spell or ability resolves. A
 * "prevent the next N" effect is a shield that is used up (615.7); one that protects each object a
 * selector picks gets a shield for each of them when it is created, and only those (615.11).
 * "This turn" effects and shields end in the cleanup step (514.2).
 */
import { selectIds } from '../layers/select.ts';
import { cardIdOf, currentObject, findObject, findPlayer } from '../objects.ts';
import { countEvent, emit, halt, nextTimestamp } from '../run.ts';
import type { Run } from '../run.ts';
import { step } from '../trace.ts';
import type { DamageMatch, Duration, PreventAmount, ReplacementEffect, ReplacementInput } from '../types.ts';
import { isSelector } from './match.ts';
import { effectLabel } from './replacement.ts';
import { inForce } from '../replacement/in-force.ts';
import { viewOf } from './view.ts';
import { makeOtherReplacement } from '../replacement/make.ts';
import { CANT_RULES } from '../replacement/cant.ts';

/** 615.11: the shields a "prevent the next N" effect creates, judged now. */
function shieldsOf(run: Run, e: ReplacementEffect): string[] {
  if (e.kind !== 'prevent' || typeof e.amount !== 'number' || e.perEvent) return [];
  if (e.remaining !== undefined) return Object.keys(e.remaining);
  const to = e.to;
  if (to !== undefined && !Array.isArray(to) && isSelector(to)) {
    const view = viewOf(run);
    const ids = selectIds(to, view.world, { sourceId: e.source, you: e.controller });
    e.remaining = Object.fromEntries(ids.map((id) => [id, e.amount as number]));
    return ids;
  }
  e.remaining = { '*': e.amount };
  return ['*'];
}

function isHalf(a: PreventAmount): boolean {
  return a === 'half-up' || a === 'half-down';
}

function created(run: Run, e: ReplacementEffect): void {
  const shields = shieldsOf(run, e).map((k) => (k === '*' ? '*' : (run.state.objects.find((o) => o.id === k)?.label ?? k)));
  const rules =
    e.kind === 'regeneration-shield'
      ? ['701.19a', '614.8']
      : e.kind === 'prevent'
        ? ['615.1a', ...(typeof e.amount === 'number' && !e.perEvent ? ['615.7'] : []), ...(e.perEvent || isHalf(e.amount) ? ['615.10'] : []), ...(shields.length > 0 && !shields.includes('*') ? ['615.11'] : [])]
        : e.kind === 'cant'
          ? ['614.17', ...CANT_RULES[e.what]]
          : e.kind === 'enters-tapped'
            ? ['614.1d']
          : e.kind === 'enters-with-counters'
            ? ['614.1c', '614.12']
          : ['614.1a', ...('selfReplacement' in e && e.selfReplacement ? ['614.15'] : []), ...(e.kind === 'token-multiplier' || e.kind === 'counter-modifier' ? ['614.16'] : []), ...(e.kind === 'enters-as-copy' ? ['614.1c'] : [])];
  const object = e.kind === 'regeneration-shield' ? (run.state.objects.find((o) => o.id === e.object)?.label ?? e.object) : null;
  emit(
    run,
    step('replacement.created', rules, {
      effect: effectLabel(e),
      kind: e.kind,
      controller: e.controller,
      amount: e.kind === 'prevent' ? e.amount : e.kind === 'token-multiplier' ? `×${e.factor}` : e.kind === 'damage-modifier' || e.kind === 'counter-modifier' ? `${e.multiply !== undefined ? `×${e.multiply}` : ''}${e.add !== undefined ? `${e.add >= 0 ? '+' : ''}${e.add}` : ''}` : null,
      object,
      shields: shields.filter((s) => s !== '*'),
      duration: e.duration.kind,
    }),
  );
}

/** The replacement effects a scenario gave: their shields are made now, at the start (615.11). */
export function installReplacements(run: Run): void {
  for (const e of run.state.replacements ?? []) created(run, e);
}

/** The duration when none is given: "this turn" for shields (615.7, 701.19a); a modifier lasts while its source remains, else indefinitely. */
export function defaultReplacementDuration(input: ReplacementInput): Duration {
  if (input.kind === 'damage-modifier' || input.kind === 'zone-change' || input.kind === 'token-multiplier' || input.kind === 'event-replacement' || input.kind === 'enters-as-copy' || input.kind === 'cant' || input.kind === 'counter-modifier' || input.kind === 'enters-tapped' || input.kind === 'enters-with-counters') {
    return input.source ? { kind: 'while-source' } : { kind: 'indefinite' };
  }
  return { kind: 'end-of-turn' };
}

function bad(what: string, amount: unknown): never {
  halt('illegal_action', 'error.illegal-action', { reason: 'bad-amount', what, amount: String(amount) });
}

/** A replacement effect from its input and the values the engine (or a scenario's builder) fills in. */
export function makeReplacement(input: ReplacementInput, fill: { id: string; source: string | null; controller: string; timestamp: number }): ReplacementEffect {
  const common = { ...fill, text: input.text ?? '', duration: input.duration ?? defaultReplacementDuration(input) };
  if (input.kind === 'prevent') {
    const e: ReplacementEffect = { ...common, kind: 'prevent', amount: input.amount };
    if (input.perEvent) e.perEvent = true;
    if (input.to !== undefined) e.to = input.to;
    if (input.from !== undefined) e.from = input.from;
    if (input.combatOnly) e.combatOnly = true;
    return e;
  }
  if (input.kind === 'damage-modifier') {
    const e: ReplacementEffect = { ...common, kind: 'damage-modifier' };
    if (input.multiply !== undefined) e.multiply = input.multiply;
    if (input.add !== undefined) e.add = input.add;
    if (input.to !== undefined) e.to = input.to;
    if (input.from !== undefined) e.from = input.from;
    if (input.combatOnly) e.combatOnly = true;
    if (input.selfReplacement) e.selfReplacement = true;
    return e;
  }
  if (input.kind === 'zone-change' || input.kind === 'token-multiplier' || input.kind === 'event-replacement') return makeOtherReplacement(input, common);
  if (input.kind === 'enters-as-copy') return { ...common, kind: 'enters-as-copy', of: input.of };
  if (input.kind === 'enters-tapped') return { ...common, kind: 'enters-tapped', ...(input.object !== undefined ? { object: input.object } : {}) };
  if (input.kind === 'enters-with-counters') return { ...common, kind: 'enters-with-counters', counters: { ...input.counters }, ...(input.object !== undefined ? { object: input.object } : {}) };
  if (input.kind === 'counter-modifier') {
    const e: ReplacementEffect = { ...common, kind: 'counter-modifier' };
    if (input.on !== undefined) e.on = input.on;
    if (input.counter !== undefined) e.counter = input.counter;
    if (input.effectsOnly) e.effectsOnly = true;
    if (input.multiply !== undefined) e.multiply = input.multiply;
    if (input.add !== undefined) e.add = input.add;
    return e;
  }
  if (input.kind === 'cant') {
    const e: ReplacementEffect = { ...common, kind: 'cant', what: input.what };
    if (input.player !== undefined) e.player = input.player;
    if (input.to !== undefined) e.to = input.to;
    if (input.from !== undefined) e.from = input.from;
    if (input.combatOnly) e.combatOnly = true;
    return e;
  }
  return { ...common, kind: 'regeneration-shield', object: input.object };
}

/** A resolving spell or ability creates a replacement or prevention effect (614.1, 615.1, 701.19a). */
export function addReplacement(run: Run, input: ReplacementInput): void {
  const state = run.state;
  const list = (state.replacements ??= []);
  const id = input.id ?? `replacement-${state.nextId++}`;
  if (list.some((e) => e.id === id)) halt('illegal_action', 'error.illegal-action', { reason: 'duplicate-effect-id', id });
  const sourceObj = input.source === undefined || input.source === null ? null : currentObject(run, input.source);
  const controller = input.controller ?? (sourceObj ? viewOf(run).byId[sourceObj.id]?.controller : undefined) ?? state.activePlayer;
  if (!findPlayer(state, controller)) halt('bad_reference', 'error.bad-reference', { reference: controller, what: 'player' });
  if (input.kind === 'prevent' && typeof input.amount === 'number' && (!Number.isInteger(input.amount) || input.amount < 0)) bad('prevention', input.amount);
  if (input.kind === 'damage-modifier') {
    if (input.multiply !== undefined && (!Number.isInteger(input.multiply) || input.multiply < 0)) bad('multiply', input.multiply);
    if (input.add !== undefined && !Number.isInteger(input.add)) bad('add', input.add);
  }
  if (input.kind === 'token-multiplier' && (!Number.isInteger(input.factor) || input.factor < 0)) bad('factor', input.factor);
  const resolved: ReplacementInput =
    input.kind === 'regeneration-shield'
      ? { ...input, object: currentObject(run, input.object).id }
      : input.kind === 'prevent' || input.kind === 'damage-modifier'
        ? { ...input, ...(input.to !== undefined ? { to: nowMatch(run, input.to) } : {}), ...(input.from !== undefined ? { from: nowMatch(run, input.from) } : {}) }
        : input;
  const e = makeReplacement(resolved, { id, source: sourceObj?.id ?? null, controller, timestamp: nextTimestamp(state) });
  countEvent(run);
  list.push(e);
  created(run, e);
}

/**
 * An effect made now watches the objects as they are now: an id of a card that has since changed zones names the
 * new object it became (400.7) — a spell cast from a hand is watched on the stack ("…, but its damage is prevented").
 * Players, objects that still exist and selectors are kept as given.
 */
function nowMatch(run: Run, m: DamageMatch | DamageMatch[]): DamageMatch | DamageMatch[] {
  if (Array.isArray(m)) return m.map((x) => nowMatch(run, x) as DamageMatch);
  if (typeof m !== 'string' || findPlayer(run.state, m) || findObject(run.state, m)) return m;
  const card = cardIdOf(m);
  return run.state.objects.filter((o) => cardIdOf(o.id) === card).at(-1)?.id ?? m;
}

function remove(run: Run, ids: Set<string>, reason: 'end-of-turn' | 'source-left' | 'used-up', rules: string[]): void {
  const gone = (run.state.replacements ?? []).filter((e) => ids.has(e.id));
  if (gone.length === 0) return;
  run.state.replacements = (run.state.replacements ?? []).filter((e) => !ids.has(e.id));
  emit(run, step('replacement.ended', rules, { effects: gone.map(effectLabel), reason }));
}

/** 615.7: a shield reduced to 0 is used up. */
export function retireUsedShields(run: Run): void {
  const used = new Set<string>();
  for (const e of run.state.replacements ?? []) {
    if (e.kind !== 'prevent' || e.remaining === undefined) continue;
    const values = Object.values(e.remaining);
    if (values.length > 0 && values.every((n) => n <= 0)) used.add(e.id);
  }
  remove(run, used, 'used-up', ['615.7']);
}

/** 514.2: "this turn" prevention effects and regeneration shields end in the cleanup step. */
export function endTurnReplacements(run: Run): void {
  const ids = new Set((run.state.replacements ?? []).filter((e) => e.duration.kind === 'end-of-turn').map((e) => e.id));
  remove(run, ids, 'end-of-turn', ['514.2']);
}

/** An effect that lasts while its source remains on the battlefield ends when it leaves (611.2b). */
export function dropLapsedReplacements(run: Run): void {
  const ids = new Set((run.state.replacements ?? []).filter((e) => !inForce(run, e)).map((e) => e.id));
  remove(run, ids, 'source-left', ['611.2b']);
}
