/**
 * What happens as a step, a phase or the turn ends, beyond the step machinery itself: unspent mana
 * empties from every mana pool (106.4), and at the end of the turn the turn's own history ("creatures
 * you attacked with this turn", 608.2i) is cleared.
 */
import { countEvent, emit } from '../run.ts';
import type { Run } from '../run.ts';
import { step } from '../trace.ts';
import type { TurnStep } from '../types.ts';

/** 106.4: each player's mana pool empties as a step or phase ends. A tracked pool stays tracked (empty). */
export function emptyManaPools(run: Run, ending: TurnStep): void {
  const emptied: string[] = [];
  for (const p of run.state.players) {
    if (p.genericPaid !== undefined) delete p.genericPaid;
    if (p.manaPool === undefined) continue;
    if (Object.values(p.manaPool).some((n) => (n ?? 0) > 0)) emptied.push(p.id);
    p.manaPool = {};
  }
  if (emptied.length === 0) return;
  countEvent(run);
  emit(run, step('turn.mana-emptied', ['106.4'], { step: ending, players: emptied }));
}

/** The end of the turn: nothing has been "attacked with this turn" in the next one (608.2i looks back only within the turn). */
export function forgetAttacks(run: Run): void {
  const list = run.state.attackedThisTurn ?? [];
  if (list.length === 0) return;
  const labels = list.map((x) => run.state.objects.find((o) => o.id === x.object)?.label ?? x.object);
  delete run.state.attackedThisTurn;
  emit(run, step('turn.attacks-forgotten', ['608.2i'], { objects: labels }));
}
