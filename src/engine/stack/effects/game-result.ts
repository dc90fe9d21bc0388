/**
 * "You win the game" (104.2b) and "<player> loses the game" (104.3e) as instructions (issue 14,
 * session 43a). A player who can't lose the game doesn't (104.3, 101.2: "can't" beats "can"); a player
 * who can't win the game doesn't (101.2). A win ends the game (104.1): in a two-player game the other
 * player doesn't win; whether an opponent who "can't lose the game" is then beaten isn't modelled,
 * so that case stops rather than guess. The game's end itself is the run's (resolve.ts: 104.2a).
 */
import { countEvent, emit, halt } from '../../run.ts';
import type { Run } from '../../run.ts';
import { record } from '../../record.ts';
import { playerCant } from '../../replacement/cant.ts';
import { effectLabel } from '../../damage/replacement.ts';
import { step } from '../../trace.ts';
import { itemLabel } from '../items.ts';
import { NOTHING } from '../instructions.ts';
import type { StackItem } from '../../types.ts';
import type { EffectCall, Outcome } from './context.ts';
import { playersOrYou } from './refs.ts';

/** 104.3e: the player loses, unless an effect says they can't (104.3, 101.2). */
function loses(run: Run, item: StackItem, player: string, rules: string[]): boolean {
  const pl = run.state.players.find((p) => p.id === player);
  if (!pl || pl.lost !== null) return false;
  const cant = playerCant(run, 'lose-game', player);
  if (cant) {
    emit(run, step('resolve.cant-lose-game', ['104.3', '101.2', '614.17'], { item: itemLabel(run.state, item), player, effect: effectLabel(cant) }));
    return false;
  }
  countEvent(run);
  pl.lost = 'resolve.loses-game';
  record(run, { kind: 'player-lost', player, reason: 'effect', rules }, null);
  emit(run, step('resolve.loses-game', rules, { item: itemLabel(run.state, item), player }));
  return true;
}

/** 104.3e: each player named loses the game. */
export function loseGame(c: EffectCall<'lose-game'>): Outcome {
  let did = false;
  for (const p of playersOrYou(c, true)) did = loses(c.run, c.item, p, ['104.3e']) || did;
  return { did, previous: NOTHING };
}

/** 104.2b, 104.1: the player named wins the game (unless they can't, 101.2); the game ends, so the others don't win. */
export function winGame(c: EffectCall<'win-game'>): Outcome {
  const { run, item } = c;
  let did = false;
  for (const p of playersOrYou(c, true)) {
    const pl = run.state.players.find((x) => x.id === p);
    if (!pl || pl.lost !== null) continue;
    const cant = playerCant(run, 'win-game', p);
    if (cant) {
      emit(run, step('resolve.cant-win-game', ['104.2b', '101.2', '614.17'], { item: itemLabel(run.state, item), player: p, effect: effectLabel(cant) }));
      continue;
    }
    const others = run.state.players.filter((x) => x.id !== p && x.lost === null);
    const guarded = others.find((x) => playerCant(run, 'lose-game', x.id));
    if (guarded) halt('unmodelled', 'error.unmodelled', { reason: 'win-against-cant-lose', player: guarded.id, rule: '104.1' });
    countEvent(run);
    emit(run, step('resolve.wins-game', ['104.2b', '104.1'], { item: itemLabel(run.state, item), player: p }));
    for (const o of others) {
      o.lost = 'resolve.wins-game';
      record(run, { kind: 'player-lost', player: o.id, reason: 'effect', rules: ['104.2b', '104.1'] }, null);
    }
    did = true;
  }
  return { did, previous: NOTHING };
}
