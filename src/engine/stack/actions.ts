/** The stack's actions (issue 5): cast, activate, copy a spell, pass, resolve, begin a step, add a "can't cast" effect. */
import { assertNever } from '../../core/result.ts';
import { activate } from '../casting/activate.ts';
import { cast } from '../casting/cast.ts';
import { copySpell } from '../casting/copy-spell.ts';
import { countEvent, emit, halt } from '../run.ts';
import type { Run } from '../run.ts';
import { step } from '../trace.ts';
import { record } from '../record.ts';
import type { StackAction } from '../types.ts';
import { givePriority, stackOf } from './items.ts';
import { beginTurn, emptyManaPools } from './turn.ts';
import { pass, resolveAction } from './resolve.ts';

export function performStackAction(run: Run, a: StackAction): void {
  switch (a.kind) {
    case 'cast':
      return cast(run, a);
    case 'activate':
      return activate(run, a);
    case 'copy-spell':
      return copySpell(run, a);
    case 'pass':
      return pass(run, a.pay === true, a.choices ?? {});
    case 'resolve':
      return resolveAction(run, a.all === true, a.pay === true, a.choices ?? {});
    case 'begin-step': {
      // 405.5: a step or phase can't end while the stack has objects on it.
      if (stackOf(run.state).length > 0) halt('illegal_action', 'error.illegal-action', { reason: 'stack-not-empty', rule: '405.5' });
      countEvent(run);
      // 106.4: each player's mana pool empties at the end of each step and phase (H9).
      emptyManaPools(run, run.state.step ?? 'main1');
      if (a.turn !== undefined) beginTurn(run, a.turn, a.step);
      run.state.step = a.step;
      record(run, { kind: 'step-began', step: a.step, player: run.state.activePlayer }, ['117.3a']);
      givePriority(run.state, run.state.activePlayer);
      return;
    }
    case 'add-restriction': {
      countEvent(run);
      (run.state.castRestrictions ?? (run.state.castRestrictions = [])).push(a.restriction);
      emit(run, step('restriction.added', ['101.2'], { text: a.restriction.text }));
      return;
    }
    default:
      return assertNever(a);
  }
}
