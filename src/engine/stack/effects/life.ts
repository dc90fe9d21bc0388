/** 119 (life): "gain / lose N life", for the players named — "its controller" read through a target (608.2h). */
import { NOTHING } from '../instructions.ts';
import type { EffectCall, Outcome } from './context.ts';
import { amountOf, playersOrYou } from './refs.ts';

/** 119.3: each player named gains or loses the amount (608.2h: "life equal to its power" is the last known power). */
export function changeLife(c: EffectCall<'life'>): Outcome {
  const who = playersOrYou(c, true);
  const amount = amountOf(c, true);
  for (const p of who) c.run.perform({ kind: 'life', player: p, amount });
  return { did: c.did(), previous: NOTHING };
}
