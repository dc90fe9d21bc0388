/**
 * A cast or activation that was illegal is rewound (601.2e, 602.2b, 733.1): recorded as a `rewound` game event with
 * the problem it met, and told by the step built from that event. The /ask layer reads the event (which object, which
 * player), and words it with `rewoundStep` — the same step the trace shows — so nothing reads the trace back.
 */
import type { EventOf, RewindProblem } from '../game-events.ts';
import { record } from '../record.ts';
import type { Run } from '../run.ts';
import type { GameObject, PlayerId } from '../types.ts';

/** Records that casting `o` (601.2e) or activating its ability `ability` (602.2b) was rewound for `problem`. */
export function rewind(run: Run, o: GameObject, player: PlayerId, problem: RewindProblem, rules: readonly string[], ability?: string): void {
  const e: EventOf<'rewound'> = { kind: 'rewound', action: ability === undefined ? 'cast' : 'activate', object: o.id, player, problem: { reason: problem.reason, detail: problem.detail, rule: problem.rule }, rules: [...rules] };
  if (ability !== undefined) e.ability = ability;
  record(run, e, rules);
}
