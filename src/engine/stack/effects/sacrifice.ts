/**
 * 701.21 (sacrifice): "sacrifice it / a creature" by the resolving item's controller, and edicts —
 * "each player / target player sacrifices a creature of their choice" (608.2d: each named player
 * chooses as the instruction is followed).
 */
import { emit, halt } from '../../run.ts';
import type { Run } from '../../run.ts';
import { step } from '../../trace.ts';
import type { SpellEffect, StackItem } from '../../types.ts';
import { itemLabel } from '../items.ts';
import { answerOf } from '../instructions.ts';
import type { Previous } from '../instructions.ts';
import { byIdNow, labelOf, lki, movedOf } from './context.ts';
import type { Ctx, EffectCall, Outcome } from './context.ts';
import { candidatesOf, decide } from './choices.ts';
import { refsOf } from './refs.ts';

/** 701.21a: the item's controller sacrifices each object named; a player can sacrifice only a permanent they control. */
export function sacrifice(c: EffectCall<'sacrifice'>): Outcome {
  const { run, item, refs } = c;
  const byId = byIdNow(run);
  const known = lki(run, refs);
  for (const r of refs) {
    if (byId[r]?.controller !== item.controller) {
      emit(run, step('stack.effect-skipped', ['701.21a'], { item: itemLabel(run.state, item), effect: 'sacrifice', object: labelOf(run, r), reason: 'not-yours' }));
      continue;
    }
    run.perform({ kind: 'sacrifice', object: r });
  }
  return { did: c.did(), previous: movedOf(run, known, c.from) };
}

/** An edict: "each player / each opponent / target player / that player sacrifices a creature of their choice" (the player named; a plain "sacrifice a creature" names none). */
export function edictPlayers(e: SpellEffect): boolean {
  return e.player !== undefined || e.target !== undefined || e.that === true;
}

/**
 * 701.21a: "<player> sacrifices a creature of their choice" — each player named chooses a permanent
 * they control that matches (608.2d: the choice is made as the instruction is followed; one who
 * controls none sacrifices nothing) and sacrifices it. The choice is the resolving action's
 * `choices[name]`; unanswered with more than one to choose from, it is another player's free choice
 * the engine can't make for them: the run stops, naming it (never a guessed choice).
 */
export function edict(run: Run, item: StackItem, e: Extract<SpellEffect, { kind: 'sacrifice' }> & { choose: NonNullable<SpellEffect['choose']> }, legal: Record<string, string[]>, ctx: Ctx): Outcome {
  const { choose: _choose, ...byPlayer } = e;
  const players = refsOf(run, item, byPlayer, legal, ctx).filter((p) => run.state.players.some((x) => x.id === p));
  const before = run.state.eventCount;
  const from = run.events.length;
  const known = new Map<string, Previous['lki'][number]>();
  for (const p of players) {
    const open = candidatesOf(run, byIdNow(run), true, e.choose, p, item.source).length > (e.choose.count ?? 1);
    if (open && answerOf(ctx.choices, e.choose.name).kind === 'none') {
      halt('unmodelled', 'error.unmodelled', { reason: 'choice-sacrifice', player: p, object: itemLabel(run.state, item), choice: e.choose.name, rule: '701.21a' });
    }
    const chosen = decide(run, item, e, ctx, p);
    if (chosen === null) continue;
    const byId = byIdNow(run);
    for (const r of chosen) {
      if (byId[r]?.controller !== p) continue;
      for (const [k, v] of lki(run, [r])) known.set(k, v);
      run.perform({ kind: 'sacrifice', object: r });
    }
  }
  return { did: run.state.eventCount > before, previous: movedOf(run, known, from) };
}
