/**
 * "You win the game" (104.2b), "you lose the game", "target player loses the game", "that player loses
 * the game", "each opponent loses the game" (104.3e) as instructions (issue 14, session 43a): the
 * engine's win-game / lose-game, for the players named (engine/stack/effects/game-result.ts, where a
 * player who can't win or can't lose the game is told, 101.2, 104.3).
 */
import type { SpellEffect } from '../../engine/types.ts';
import type { Clause } from './effects.ts';
import { players, subjectVerb } from './effect-refs.ts';

export const gameResult: Clause = (c, _text, ctx) => {
  for (const [verb, kind] of [['win', 'win-game'], ['lose', 'lose-game']] as const) {
    const r = subjectVerb(c, verb, 'the game');
    if (!r) continue;
    return players(r.who, ctx)?.map((p): SpellEffect => ({ kind, ...p })) ?? null;
  }
  return null;
};
