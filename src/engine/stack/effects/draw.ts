/** 121 (drawing a card): each player named draws, through draw replacement effects (121.6, replacement/life-draw.ts). */
import { drawCards } from '../../replacement/life-draw.ts';
import { NOTHING } from '../instructions.ts';
import type { EffectCall, Outcome } from './context.ts';
import { amountOf, playersOrYou } from './refs.ts';

export function draw(c: EffectCall<'draw'>): Outcome {
  // ("Its controller draws …": read through the target, 608.2h.)
  const who = playersOrYou(c, true);
  const amount = amountOf(c);
  for (const p of who) drawCards(c.run, p, amount, null);
  return { did: c.did(), previous: NOTHING };
}
