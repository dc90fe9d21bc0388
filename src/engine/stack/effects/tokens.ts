/** 111 (tokens): "create a token" — under the control of the player the instruction names (111.2). */
import { controllersOf, NOTHING, THAT_CONTROLLER } from '../instructions.ts';
import type { EffectCall, Outcome } from './context.ts';
import { playersOf } from './refs.ts';

export function createTokens(c: EffectCall<'create'>): Outcome {
  const { run, item, e, refs, ctx } = c;
  // "Its controller creates …" (608.2h): the token is created under the target's controller.
  if (e.player === THAT_CONTROLLER) {
    for (const p of e.target !== undefined ? playersOf(run, e, refs, ctx) : controllersOf(ctx.previous)) run.perform({ kind: 'create', object: { ...e.seed, controller: p } });
    return { did: c.did(), previous: NOTHING };
  }
  // 111.2: "target opponent creates a Treasure token", "each player creates …": under that player's control.
  if (e.player !== undefined || e.target !== undefined || e.that === true) {
    for (const p of refs.filter((r) => run.state.players.some((x) => x.id === r))) run.perform({ kind: 'create', object: { ...e.seed, controller: p } });
    return { did: c.did(), previous: NOTHING };
  }
  run.perform({ kind: 'create', object: { ...e.seed, controller: e.seed.controller || item.controller } });
  return { did: c.did(), previous: NOTHING };
}
