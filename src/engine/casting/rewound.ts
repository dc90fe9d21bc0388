/**
 * A cast or activation that was illegal is rewound (601.2e, 602.2b, 733.1): told by its step (which names the objects
 * by label) and recorded as a `rewound` game event with ids, the reason code and the rule, pointing at that step. The
 * /ask layer decides from the event; the step is only its wording.
 */
import type { Problem } from './checks.ts';
import { record } from '../record.ts';
import { emit } from '../run.ts';
import type { Run } from '../run.ts';
import { step } from '../trace.ts';
import type { GameObject, PlayerId } from '../types.ts';

/** Tells and records that casting `o` (601.2e) or activating its ability `ability` (602.2b) was rewound for `problem`. */
export function rewind(run: Run, o: GameObject, player: PlayerId, problem: Problem, rules: readonly string[], ability?: string): void {
  const { reason, detail, rule, illegalTarget } = problem;
  const told = emit(run, ability === undefined ? step('cast.rewound', rules, { player, spell: o.label, reason, detail, rule }) : step('activate.rewound', rules, { player, source: o.label, ability, reason, detail, rule }));
  record(run, { kind: 'rewound', action: ability === undefined ? 'cast' : 'activate', object: o.id, player, reason, rule, rules: [...rules], told, ...(illegalTarget ? { illegalTarget } : {}) }, null);
}
