/** "Can I pay life for Dismember?", "can I pay 4 life for Gut Shot on their 1/1?": a can-cast ask carrying the payment (frames/life-payment.ts). */
import type { Clause } from '../clause.ts';
import type { Ask, Side } from '../ir.ts';
import type { Story } from '../story.ts';
import { canPayFor } from '../frames/life-payment.ts';
import { askedMoment, timedAsk } from './timing.ts';

/** Whether the clause asks so; its ask added (tried in the engine with the payment: 119.4, 118.3). */
export function payForAsked(story: Story, c: Clause): boolean {
  return canPayFor(story, c, (spell: string, caster: Side, targets: (string | Side)[], life: number | null) => {
    const s = story.get(spell)!;
    s.cast = true;
    s.controller = caster;
    const a: Ask = { kind: 'can-cast', spell, caster, targets, at: askedMoment(story, c), respond: false, ...(life !== null ? { lifePaid: life } : { lifeAll: true as const }) };
    return timedAsk(story, a, c);
  });
}
