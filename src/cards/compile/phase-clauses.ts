/**
 * 500.8: effects that add phases to a turn add them directly after the phase they name. "After this main phase, there
 * is an additional combat phase followed by an additional main phase" (Relentless Assault) and "After this phase, there
 * is an additional combat phase" (Aurelia, the Warleader) — the additional main phase is a postcombat main phase
 * (505.1a). The engine records the phases for the turn (engine/phases.ts). A condition on them ("if it's your combat
 * phase") or anything else in the sentence leaves it unread.
 */
import type { Clause } from './effects.ts';

export const additionalPhases: Clause = (c) => {
  const m = /^[Aa]fter this (main )?phase, there is an additional combat phase( followed by an additional main phase)?$/.exec(c);
  if (!m) return null;
  return [{ kind: 'additional-phases', after: m[1] ? 'main' : 'this', main: m[2] !== undefined }];
};
