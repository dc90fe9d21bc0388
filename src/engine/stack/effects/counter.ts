/** 701.6 (counter): "counter target spell", and "counter … unless its controller pays N" (118.12a). */
import { hasKeyword } from '../../keywords.ts';
import { CANT_BE_COUNTERED } from '../../keywords/text-abilities.ts';
import { choose, countEvent, emit } from '../../run.ts';
import type { Run } from '../../run.ts';
import { step } from '../../trace.ts';
import { record } from '../../record.ts';
import type { StackItem } from '../../types.ts';
import { findItem, itemLabel } from '../items.ts';
import { NOTHING } from '../instructions.ts';
import { removeItem } from '../remove-item.ts';
import { byIdNow } from './context.ts';
import type { EffectCall, Outcome } from './context.ts';

export function counterEach(c: EffectCall<'counter' | 'counter-unless-pay'>): Outcome {
  const { run, item, e, refs } = c;
  for (const r of refs) counter(run, item, r, e.kind === 'counter-unless-pay' ? { cost: e.cost, pay: c.pay, ward: e.ward === true } : null);
  return { did: c.did(), previous: NOTHING };
}

/** 101.2: "can't be countered" wins over an instruction to counter it. */
function cantBeCountered(run: Run, target: StackItem): boolean {
  if (target.kind !== 'spell') return false;
  const o = run.state.objects.find((x) => x.id === target.id);
  if (!o) return false;
  if (o.printed.spell?.cantBeCountered) return true;
  const c = byIdNow(run)[o.id];
  return c !== undefined && hasKeyword(c.keywords, CANT_BE_COUNTERED);
}

/** 701.6a / 701.6b: counter a spell or ability. */
function counter(run: Run, item: StackItem, ref: string, unlessPaid: { cost: string; pay: boolean; ward: boolean } | null): void {
  const target = findItem(run.state, ref);
  const by = itemLabel(run.state, item);
  if (!target || target === item) {
    emit(run, step('stack.effect-skipped', ['701.6a'], { item: by, effect: 'counter', object: ref, reason: 'not-on-stack' }));
    return;
  }
  const label = itemLabel(run.state, target);
  // An ability that counters (ward's trigger) is named by its source where a sentence names it.
  const abilityOf = item.kind === 'spell' ? {} : { abilityOf: item.sourceLabel };
  const asked = (paid: boolean): void => {
    if (!unlessPaid) return;
    const shown = { item: label, by, ...abilityOf };
    choose(run, { kind: 'unless-payment', item: target.id, by: item.id, abilityOf: item.kind === 'spell' ? null : item.source, ward: unlessPaid.ward, cost: unlessPaid.cost, payer: target.controller, paid, shown });
  };
  if (unlessPaid?.pay) {
    asked(true);
    emit(run, step('counter.paid', ['118.12a', '608.2c'], { item: label, by, cost: unlessPaid.cost, player: target.controller, ...abilityOf }));
    return;
  }
  if (cantBeCountered(run, target)) {
    emit(run, step('counter.cant', ['101.2'], { item: label, by }));
    return;
  }
  const owner = run.state.objects.find((x) => x.id === target.id)?.owner ?? target.controller;
  asked(false);
  record(run, { kind: 'countered', item: target.id, by: item.id }, null);
  emit(run, step('counter.countered', unlessPaid ? ['118.12a', '701.6a', '701.6b'] : ['701.6a', '701.6b'], { item: label, by, owner, ...(unlessPaid ? { unpaid: unlessPaid.cost, payer: target.controller, ...abilityOf } : {}) }));
  countEvent(run);
  removeItem(run, target, true);
}
