/**
 * An item leaves the stack without resolving (countered 701.6a, all targets illegal 608.2b, an
 * intervening "if" false 603.4): a spell's card goes to its owner's graveyard, a copy ceases to
 * exist (707.10a), an ability just ceases to exist.
 */
import type { Run } from '../run.ts';
import type { StackItem } from '../types.ts';
import { ceaseToExist, moveObject } from '../zones.ts';
import { stackOf } from './items.ts';

/** Removes an item from the stack; a spell's card goes to its owner's graveyard, a copy ceases to exist. */
export function removeItem(run: Run, target: StackItem, toGraveyard: boolean): void {
  const stack = stackOf(run.state);
  run.state.stack = stack.filter((i) => i !== target);
  if (target.kind !== 'spell') return;
  const o = run.state.objects.find((x) => x.id === target.id);
  if (!o) return;
  if (o.isCopy) ceaseToExist(run, o.id); // 707.10a
  else if (toGraveyard) moveObject(run, o.id, 'graveyard');
}
