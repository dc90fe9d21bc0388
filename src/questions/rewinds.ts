/**
 * A cast (601.2e) or activation (602.2b) the story made that the engine rewound as illegal (733.1), read from the run's
 * `rewound` events by object id — never from the trace's labels (issue 13 §1). The asked probe's own cast or activation
 * is not the story's: its rewinding is the answer ("No, you can't cast it").
 */
import type { EventOf } from '../engine/game-events.ts';
import { rewoundStep } from '../engine/record.ts';
import type { EngineStep } from '../engine/trace-params.ts';
import type { Resolution } from '../engine/types.ts';
import type { Ask } from './types.ts';

/** The object whose cast or activation the probe asks about (that one's rewinding answers it), if any. */
function probed(probe: Ask | null, action: 'cast' | 'activate'): string | null {
  if (action === 'cast') return probe?.kind === 'can-target' ? (probe.spell ?? 'spell') : probe?.kind === 'can-cast' ? probe.spell : null;
  return probe?.kind === 'can-activate' ? probe.source : null;
}

/** The first cast or activation of the story (not the probe's) that was rewound. */
export function storyRewind(resolution: Pick<Resolution, 'events'>, probe: Ask | null): EventOf<'rewound'> | undefined {
  return resolution.events.find((e): e is EventOf<'rewound'> => e.kind === 'rewound' && e.object !== probed(probe, e.action));
}

/** The step that tells a rewinding, with the object's label in the run (the same step the trace shows). */
export function rewoundStepOf(resolution: Pick<Resolution, 'final'>, e: EventOf<'rewound'>): EngineStep {
  return rewoundStep(e, resolution.final.objects.find((o) => o.id === e.object)?.label ?? e.object);
}
