/**
 * Fight (701.14): each of two creatures deals damage equal to its power to the other (701.14a), at
 * the same time. If either is no longer on the battlefield or no longer a creature, neither fights
 * or deals damage (701.14b). A creature fighting itself deals itself twice its power (701.14c). The
 * damage isn't combat damage (701.14d): first strike and trample don't apply; deathtouch and
 * lifelink do (they apply to any damage, 702.2d, 702.15b), and so do replacement and prevention
 * effects.
 */
import { currentObject } from '../objects.ts';
import { emit } from '../run.ts';
import type { Run } from '../run.ts';
import { step } from '../trace.ts';
import type { ObjectId } from '../types.ts';
import { dealDamageEvents } from './pipeline.ts';
import type { DamageEvent } from './pipeline.ts';
import { viewOf } from './view.ts';

export function fight(run: Run, aRef: ObjectId, bRef: ObjectId, order: readonly string[] | null): void {
  const a = currentObject(run, aRef);
  const b = currentObject(run, bRef);
  const view = viewOf(run);
  for (const o of [a, b]) {
    const c = view.byId[o.id];
    const reason = o.zone !== 'battlefield' ? 'not-on-battlefield' : !c?.types.includes('Creature') ? 'not-creature' : null;
    if (reason) {
      emit(run, step('fight.no-fight', ['701.14b'], { a: a.label, b: b.label, object: o.label, reason }));
      return;
    }
  }
  const pa = view.byId[a.id]!.power ?? 0;
  const pb = view.byId[b.id]!.power ?? 0;
  emit(run, step('fight.fights', a.id === b.id ? ['701.14a', '701.14c', '701.14d'] : ['701.14a', '701.14d'], { a: a.label, b: b.label, powerA: pa, powerB: pb }));
  const events: DamageEvent[] =
    a.id === b.id
      ? [{ source: a.id, target: a.id, amount: 2 * pa, combat: false }]
      : [
          { source: a.id, target: b.id, amount: pa, combat: false },
          { source: b.id, target: a.id, amount: pb, combat: false },
        ];
  dealDamageEvents(run, events, { order, simultaneous: ['701.14a'] });
}
