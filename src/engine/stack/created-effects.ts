/**
 * Replacement and prevention effects created by a resolving spell or ability (614.1, 615.1): "Prevent
 * all combat damage that would be dealt this turn" (615.1a), "If that creature would die this turn,
 * exile it instead" (614.1a). The effect exists from then on and modifies later events only (614.4,
 * 615.4). A zone-change effect that names "that creature" watches the object referred to as the
 * instruction is followed; a zone change makes it a new object the effect no longer sees (400.7).
 * Also the counters a permanent is put onto the battlefield with (122.6).
 */
import { emit, halt } from '../run.ts';
import type { Run } from '../run.ts';
import { step } from '../trace.ts';
import type { GameObject, ReplacementInput, StackItem } from '../types.ts';
import { itemLabel } from './items.ts';
import { replaceCounters } from '../replacement/counters.ts';
import { edit } from '../changes.ts';

/** Does the instruction refer to objects (a target, "it", "that creature", a group …)? */
export function refersToObjects(e: { target?: string; object?: string; all?: unknown; that?: boolean; each?: boolean; it?: boolean; self?: boolean; attached?: boolean; choose?: unknown }): boolean {
  return e.target !== undefined || e.object !== undefined || e.all !== undefined || e.that === true || e.each === true || e.it === true || e.self === true || e.attached === true || e.choose !== undefined;
}

/**
 * Creates the effect; `refs` are the referred objects (null: the instruction refers to none). A
 * zone-change effect is given referred objects (its `object`); a prevention shield ("prevent the next
 * 3 damage that would be dealt to any target this turn", 615.7) the one object or player it protects
 * (its `to`: that object only while it stays that object, 400.7). Any other kind with a reference is
 * not something the card templates produce, and is refused rather than guessed.
 */
export function createReplacement(run: Run, item: StackItem, input: ReplacementInput, refs: string[] | null, source: string | null): boolean {
  if (refs !== null && refs.length === 0) return false;
  const shield = input.kind === 'prevent' && typeof input.amount === 'number' && input.to === undefined && refs?.length === 1;
  if (refs !== null && input.kind !== 'zone-change' && !shield) halt('unmodelled', 'error.unmodelled', { reason: 'watching-effect', effect: input.kind, rule: '614.1' });
  const watched: ReplacementInput = refs !== null && input.kind === 'zone-change' ? { ...input, object: refs.length === 1 ? refs[0]! : refs } : shield && input.kind === 'prevent' ? { ...input, to: refs![0]! } : input;
  run.perform({ kind: 'add-replacement', replacement: { ...watched, controller: item.controller, source, text: input.text ?? item.text } });
  return true;
}

/**
 * 122.6, 614.1c: a permanent put onto the battlefield "with a -1/-1 counter on it" has the counter as
 * it enters — before state-based actions or any trigger looks at it (no event of a counter being put
 * on a permanent already there).
 */
export function entersWithCounters(run: Run, item: StackItem, entered: GameObject, counters: Record<string, number>): void {
  for (const [counter, amount] of Object.entries(counters)) {
    if (!Number.isInteger(amount) || amount < 1) continue;
    emit(run, step('resolve.enters-with-counters', ['122.6', '614.1c'], { item: itemLabel(run.state, item), object: entered.label, counter, amount }));
    const had = entered.counters[counter] ?? 0;
    const added = replaceCounters(run, entered, counter, amount, 'effect', null);
    edit(run, entered).counters[counter] = had + added;
  }
}
