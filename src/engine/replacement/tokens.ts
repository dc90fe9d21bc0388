/**
 * Token-creation replacement effects (614.1a, 614.16): "If an effect would create one or more tokens
 * under your control, it creates twice that many of those tokens instead." Creating a token contains
 * the event of its entering the battlefield, so these effects are chosen before any effect that
 * modifies how the tokens enter (616.1g); each applies once to the event (614.5). Multipliers
 * commute, so the order among several of them (616.1) doesn't change the number.
 */
import { inForce } from '../damage/replacement.ts';
import { createObject } from '../events.ts';
import { countEvent, emit } from '../run.ts';
import type { Run } from '../run.ts';
import { step } from '../trace.ts';
import type { ObjectSeed, TokenMultiplier } from '../types.ts';
import { chooseEffect, label } from './choose.ts';

/** Creates the object; a token (not a card put onto the battlefield) goes through token multipliers first. */
export function createTokens(run: Run, seed: ObjectSeed, order: readonly string[] | null): void {
  const isToken = seed.isToken ?? true;
  const onBattlefield = (seed.zone ?? 'battlefield') === 'battlefield';
  const pool =
    isToken && onBattlefield
      ? (run.state.replacements ?? []).filter((e): e is TokenMultiplier => e.kind === 'token-multiplier' && e.controller === seed.controller && inForce(run, e))
      : [];
  let count = 1;
  const applied = new Set<string>();
  for (;;) {
    const left = pool.filter((e) => !applied.has(e.id));
    if (left.length === 0) break;
    const e = chooseEffect(left, order);
    applied.add(e.id); // 614.5
    const before = count;
    count *= e.factor;
    countEvent(run);
    emit(
      run,
      step('token.replaced', ['614.1a', '614.16', '616.1g', ...(pool.length >= 2 ? ['616.1', '616.1e', '616.1f'] : [])], {
        effect: label(e),
        object: seed.label ?? seed.printed.name,
        controller: seed.controller,
        before,
        after: count,
        policy: pool.length < 2 ? 'only' : order !== null && order.includes(e.id) ? 'given' : 'timestamp',
      }),
    );
  }
  for (let k = 1; k <= count; k++) {
    const s: ObjectSeed = k === 1 || seed.id === undefined ? seed : { ...seed, id: `${seed.id}#${k}` };
    createObject(run, s);
  }
}
