/** "Enters as a copy" replacement effects (616.1c, 707.2) for a creature entering the battlefield. */
import { chooseEffect, label } from './choose.ts';
import { inForce } from './in-force.ts';
import { currentObject } from '../objects.ts';
import { countEvent, emit } from '../run.ts';
import type { Run } from '../run.ts';
import { step } from '../trace.ts';
import type { Characteristics, EntersAsCopy } from '../types.ts';

/**
 * 616.1c: "Creatures you control enter as a copy of …" — if any applies to the creature entering
 * under `controller`'s control, one is chosen first; returns the copiable values it gets (707.2), or null.
 */
export function enterAsCopy(
  run: Run,
  entering: { printed: Characteristics; controller: string; label: string; entersTapped: boolean },
  order: readonly string[] | null,
): Characteristics | null {
  const copies = entering.printed.types.includes('Creature')
    ? (run.state.replacements ?? []).filter((e): e is EntersAsCopy => e.kind === 'enters-as-copy' && e.controller === entering.controller && inForce(run, e))
    : [];
  if (copies.length === 0) return null;
  const e = chooseEffect(copies, order); // 616.1c: one of them must be chosen first; the others then no longer apply.
  const of = currentObject(run, e.of);
  countEvent(run);
  emit(
    run,
    step('enter.as-copy', ['614.1c', '616.1c', '707.2', '707.5', ...(entering.entersTapped ? ['616.1f'] : [])], {
      effect: label(e),
      object: entering.label,
      of: of.label,
      lost: entering.entersTapped ? 'enters-tapped' : null,
      policy: copies.length < 2 ? 'only' : order !== null && order.includes(e.id) ? 'given' : 'timestamp',
    }),
  );
  return structuredClone(of.printed);
}
