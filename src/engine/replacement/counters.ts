/**
 * Counter replacement effects (614.1a, 614.16): "If an effect would put one or more counters on a
 * permanent you control, it puts twice that many of those counters on that permanent instead";
 * "If one or more +1/+1 counters would be put on a creature you control, that many plus one … are
 * put on it instead". They apply to counters put by resolving spells and abilities and by other
 * replacement effects, and to a permanent entering with counters (122.6: 306.5b loyalty, 614.1c
 * "enters with"); an "if an effect would" one doesn't apply to counters put as a cost (606.4).
 * Several apply one at a time, in the order the permanent's controller chooses (616.1); each applies
 * once (614.5). When the order changes the number and none was given, the run stops and says so
 * rather than pick one for the player.
 */
import { matches } from '../damage/match.ts';
import { inForce } from './in-force.ts';
import { viewOf } from '../damage/view.ts';
import { boundAmount, countEvent, emit, halt } from '../run.ts';
import type { Run } from '../run.ts';
import { step } from '../trace.ts';
import type { CounterCause, CounterModifier, GameObject } from '../types.ts';
import { label, permutations } from './choose.ts';
import { mayApply, propose, replacedBy } from './proposed.ts';
import { edit } from '../changes.ts';

function applicable(run: Run, obj: GameObject, counter: string, cause: CounterCause): CounterModifier[] {
  const effects = (run.state.replacements ?? []).filter((e): e is CounterModifier => e.kind === 'counter-modifier' && inForce(run, e));
  if (effects.length === 0 || obj.zone !== 'battlefield') return [];
  const view = viewOf(run);
  const out: CounterModifier[] = [];
  for (const e of effects) {
    if (e.counter !== undefined && e.counter !== counter) continue;
    if (!matches(e.on, obj.id, run.state, view, e)) continue;
    if (e.effectsOnly && cause === 'cost') continue;
    if (e.effectsOnly && cause === 'damage') {
      // 120.3d: whether -1/-1 counters from wither or infect damage are put "by an effect" is not modelled.
      halt('unmodelled', 'error.unmodelled', { reason: 'damage-counters', object: label(e), rule: '614.16' });
    }
    out.push(e);
  }
  return out;
}

function simulate(amount: number, pool: readonly CounterModifier[], order: readonly string[]): { amount: number; applied: { e: CounterModifier; before: number; after: number }[] } {
  let proposed = propose(amount);
  const applied: { e: CounterModifier; before: number; after: number }[] = [];
  for (const id of order) {
    const e = pool.find((x) => x.id === id);
    if (!e || !mayApply(proposed, e.id)) continue;
    const before = proposed.event;
    const after = boundAmount(Math.max(0, before * (e.multiply ?? 1) + (e.add ?? 0)));
    applied.push({ e, before, after });
    proposed = replacedBy(proposed, e.id, after); // 614.5
  }
  return { amount: proposed.event, applied };
}

/**
 * How many counters of a kind are actually put on `obj` (a permanent) when `amount` would be: each
 * applicable effect in turn, recorded in the trace. `order`: the controller's choice (effect ids).
 */
export function replaceCounters(run: Run, obj: GameObject, counter: string, amount: number, cause: CounterCause, order: readonly string[] | null): number {
  if (amount <= 0) return amount;
  const pool = applicable(run, obj, counter, cause);
  if (pool.length === 0) return amount;
  const byTime = [...pool].sort((a, b) => a.timestamp - b.timestamp).map((e) => e.id);
  const given = order !== null && pool.some((e) => order.includes(e.id));
  const chosen = given ? [...order!.filter((id) => pool.some((e) => e.id === id)), ...byTime.filter((id) => !order!.includes(id))] : byTime;
  if (!given && pool.length >= 2) {
    const results = new Set<number>();
    for (const perm of permutations(byTime)) results.add(simulate(amount, pool, perm).amount);
    if (results.size > 1) {
      // 616.1: the permanent's controller chooses the order, and here it changes the answer.
      const controller = viewOf(run).byId[obj.id]?.controller ?? obj.owner;
      halt('unmodelled', 'error.unmodelled', {
        reason: 'counter-replacement-order', player: controller, texts: pool.map((e) => label(e)), counter, object: obj.label, results: [...results].sort((a, b) => a - b).map(String),
        rule: '616.1',
      });
    }
  }
  const out = simulate(amount, pool, chosen);
  for (const a of out.applied) {
    countEvent(run);
    emit(
      run,
      step('counters.replaced', ['614.1a', '614.16', ...(pool.length >= 2 ? ['616.1', '616.1e', '616.1f'] : [])], {
        effect: label(a.e),
        object: obj.label,
        counter,
        before: a.before,
        after: a.after,
        policy: pool.length < 2 ? 'only' : given ? 'given' : 'same',
      }),
    );
  }
  return out.amount;
}

/** 122.6: a permanent that has just entered with counters had them put on it: each kind through the effects above. */
export function replaceEnteringCounters(run: Run, obj: GameObject, order: readonly string[] | null): void {
  for (const [counter, n] of Object.entries(obj.counters)) {
    if (n <= 0) continue;
    const after = replaceCounters(run, obj, counter, n, 'effect', order);
    if (after !== n) edit(run, obj).counters[counter] = after;
  }
}
