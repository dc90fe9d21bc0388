/**
 * A cast (601.2e) or activation (602.2b) the story made that the engine rewound as illegal (733.1), read from the run's
 * `rewound` events by object id — never from the trace's labels (issue 13 §1); the step an event points at only words it (render/trace.ts renderStepAt). The asked probe's own cast or activation
 * is not the story's: its rewinding is the answer ("No, you can't cast it").
 */
import type { EventOf } from '../engine/game-events.ts';
import { fateOf } from '../engine/fates.ts';
import type { Resolution } from '../engine/types.ts';
import type { Ask } from './types.ts';

/** The object whose cast or activation the probe asks about (that one's rewinding answers it), if any. */
function probed(probe: Ask | null, action: 'cast' | 'activate'): string | null {
  if (action === 'cast') return probe?.kind === 'can-target' ? (probe.spell ?? 'spell') : probe?.kind === 'can-cast' ? probe.spell : null;
  return probe?.kind === 'can-activate' ? probe.source : null;
}

/** The first cast or activation of the story (not the probe's) that was rewound. */
export function storyRewind(resolution: Pick<Resolution, 'events' | 'fates'>, probe: Ask | null): EventOf<'rewound'> | undefined {
  const idsOf = (id: string | null): Set<string> => {
    const f = id === null ? undefined : fateOf(resolution.fates, id);
    return new Set(f ? [f.id, ...f.moves.map((m) => m.newId)] : id === null ? [] : [id]);
  };
  const cast = idsOf(probed(probe, 'cast'));
  const activated = idsOf(probed(probe, 'activate'));
  // (Every id the probed object had: a creature cast in the story is a new object on the battlefield, 400.7.)
  return resolution.events.find((e): e is EventOf<'rewound'> => e.kind === 'rewound' && !(e.action === 'cast' ? cast : activated).has(e.object));
}

