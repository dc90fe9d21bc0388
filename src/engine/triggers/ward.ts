/** The ward trigger (702.21a): an opponent's spell or ability targeting a permanent with ward triggers it. */
import { wardInstances } from '../keywords/ward.ts';
import { emit } from '../run.ts';
import type { Run } from '../run.ts';
import { step } from '../trace.ts';
import { qualitySubtypes } from '../keywords.ts';
import type { Computed, StackItem } from '../types.ts';
import { itemLabel } from '../stack/items.ts';

/** Ward (702.21a): targeting an opponent's permanent with ward triggers it. */
export function wardTriggers(run: Run, byId: Record<string, Computed>, item: StackItem): void {
  for (const refs of Object.values(item.targets)) {
    for (const ref of refs) {
      const o = run.state.objects.find((x) => x.id === ref && x.zone === 'battlefield');
      const c = o ? byId[o.id] : undefined;
      if (!o || !c || c.controller === item.controller) continue;
      // 702.21a: the ward hook (keywords/ward.ts).
      for (const w of wardInstances(c.keywords)) {
        const cost = w.cost;
        const text = `${w.text} — counter ${itemLabel(run.state, item)} unless its controller pays ${cost}.`;
        const pending = run.state.pendingTriggers ?? (run.state.pendingTriggers = []);
        pending.push({
          ability: { event: 'cast', text, effects: [{ kind: 'counter-unless-pay', cost, object: item.id, ward: true }] },
          source: o.id,
          sourceLabel: o.label,
          sourceColors: c.colors,
          sourceTypes: c.types,
          sourceSubtypes: [...qualitySubtypes(c)],
          controller: c.controller,
          cause: 'ward',
          about: item.id,
        });
        emit(run, step('trigger.triggers', ['702.21a', '603.2'], { ability: text, source: o.label, controller: c.controller, cause: 'becomes-target', lookBack: false }));
      }
    }
  }
}
