/** 111 (tokens): "create a token" — under the control of the player the instruction names (111.2). */
import { emit } from '../../run.ts';
import { step } from '../../trace.ts';
import { amountFrom, amountRules, controllersOf, countersOnSource, matching, NOTHING, THAT_CONTROLLER } from '../instructions.ts';
import type { Previous } from '../instructions.ts';
import { itemLabel } from '../items.ts';
import { byIdNow } from './context.ts';
import type { EffectCall, Outcome } from './context.ts';
import { playersOf, sourceStat } from './refs.ts';

/**
 * How many tokens the instruction makes for each player it names: one, X (107.3a), or (608.2h) a count of the
 * permanents matching `amountCount` made as the instruction is followed ("create a Treasure token
 * for each artifact you control", "create X Goblin tokens, where X is the number of Goblins you
 * control"), told in the trace.
 */
function howMany(c: EffectCall<'create'>): number {
  const { run, item, e } = c;
  // 107.3a: "create X … tokens" in a spell — X as announced while casting it.
  // 603.2, 608.2h: "create that many … tokens" — the amount of the event that triggered the ability.
  if (e.amountFrom === 'x' || e.amountFrom === 'event') {
    const x = amountFrom(NOTHING, e.amountFrom, item);
    emit(run, step('resolve.amount', amountRules(e.amountFrom), { item: itemLabel(run.state, item), from: e.amountFrom, amount: x }));
    return x;
  }
  // 608.2h: "for each +1/+1 counter on this creature" — its counters now, or as it last existed.
  if (e.amountFrom === 'counters') {
    const n = countersOnSource(run.state, item, e.amountCounter);
    emit(run, step('resolve.amount', amountRules('counters'), { item: itemLabel(run.state, item), from: 'counters', amount: n }));
    return n;
  }
  // 608.2h: "create X … tokens, where X is its power" — the source's power (or toughness) now, or as it last existed.
  if (e.amountFrom === 'source-power' || e.amountFrom === 'source-toughness') {
    const n = sourceStat(run, item, e.amountFrom === 'source-power' ? 'power' : 'toughness');
    emit(run, step('resolve.amount', amountRules(e.amountFrom), { item: itemLabel(run.state, item), from: e.amountFrom, amount: n }));
    return n;
  }
  if (e.amountFrom !== 'count' || !e.amountCount) return 1;
  const n = matching(run.state, byIdNow(run), e.amountCount, item.controller, item.source).length;
  emit(run, step('resolve.amount', amountRules('count'), { item: itemLabel(run.state, item), from: 'count', amount: n }));
  return n;
}

export function createTokens(c: EffectCall<'create'>): Outcome {
  const { run, item, e, refs, ctx } = c;
  const n = howMany(c);
  // 701.16a, 111.10f: "investigate" is creating a Clue token.
  if (e.investigate === true) emit(run, step('resolve.investigate', ['701.16a', '111.10f'], { item: itemLabel(run.state, item), count: n }));
  const make = (controller: string): void => {
    for (let i = 0; i < n; i++) run.perform({ kind: 'create', object: { ...e.seed, controller } });
  };
  // "Its controller creates …" (608.2h): the token is created under the target's controller.
  if (e.player === THAT_CONTROLLER) {
    for (const p of e.target !== undefined ? playersOf(run, e, refs, ctx) : controllersOf(ctx.previous)) make(p);
    return { did: c.did(), previous: NOTHING };
  }
  // 111.2: "target opponent creates a Treasure token", "each player creates …": under that player's control.
  if (e.player !== undefined || e.target !== undefined || e.that === true) {
    for (const p of refs.filter((r) => run.state.players.some((x) => x.id === r))) make(p);
    return { did: c.did(), previous: NOTHING };
  }
  const from = run.events.length;
  make(e.seed.controller || item.controller);
  return { did: c.did(), previous: created(c, from) };
}

/**
 * "Create a … token, then attach this Equipment to it" (702.92a, 702.163a, 702.182a): "it" after the
 * instruction is the token it created (111.1), each as the new object it is on the battlefield.
 */
function created(c: EffectCall<'create'>, from: number): Previous {
  const ids = c.run.events.slice(from).flatMap((x) => (x.kind === 'created' && c.run.state.objects.some((o) => o.id === x.object && o.zone === 'battlefield') ? [x.object] : []));
  const byId = byIdNow(c.run);
  return { count: ids.length, ids, lki: ids.map((id) => ({ power: byId[id]?.power ?? 0, manaValue: 0, controller: byId[id]?.controller ?? c.item.controller })) };
}
