/**
 * Conditional static abilities (611.3a-b): "As long as <condition>, <effect>". The layer system asks
 * whether the condition holds each time it is about to apply the effect, so the effect comes and goes
 * with the condition and is never locked in. What layers change (types, colors, control …) is read
 * from the intermediate characteristics at that layer (613.5); what they don't (tapped status,
 * counters, combat, life, whose turn it is) from the game facts taken with the state (`LayerFacts`).
 * Conditions that need a value this module can't know halt as unmodelled, never guess.
 */
import { assertNever } from '../../core/result.ts';
import type { Color, CountBounds, GameState, Modification, ObjectId, PlayerId, Selector, StaticAbility, StaticCondition } from '../types.ts';
import { evaluate, matchesFilter } from './select.ts';
import type { SelectContext } from './select.ts';
import type { World } from './world.ts';
import { blessedPlayers } from '../keywords/ascend.ts';

/** What the layers don't compute but a condition may read: taken from the state as the layers start. */
export interface LayerFacts {
  activePlayer: PlayerId;
  /** Life totals of the players still in the game (102.3). */
  life: ReadonlyMap<PlayerId, number>;
  tapped: ReadonlySet<ObjectId>;
  attacking: ReadonlySet<ObjectId>;
  blocking: ReadonlySet<ObjectId>;
  counters: ReadonlyMap<ObjectId, Readonly<Record<string, number>>>;
  /** 702.131c: the players who have the city's blessing (keywords/ascend.ts). */
  blessed: ReadonlySet<PlayerId>;
}

/**
 * Does an effect pick out or count objects by whether they are attacking or blocking (506.4), tapped or untapped
 * (110.5), or by the counters on them (122.1)? Facts, not characteristics: with such an effect they join the layers'
 * key, so a change to them recomputes every layer (not only 7c).
 */
function readsFacts(e: { affects: Selector; modifications: readonly Modification[] }): boolean {
  const facts = (f: { combat?: unknown; withCounter?: string; noCounters?: boolean; tapped?: boolean }): boolean =>
    f.combat !== undefined || f.withCounter !== undefined || f.noCounters === true || f.tapped !== undefined;
  return (e.affects.kind === 'filter' && facts(e.affects)) || e.modifications.some((m) => m.kind === 'modify-pt-per' && m.per.kind === 'count' && facts(m.per.filter));
}

/** Does any static ability here (a printed one, or one an effect grants) have a condition, or read facts (readsFacts)? */
function conditional(statics: readonly StaticAbility[]): boolean {
  return statics.some((s) => s.condition !== undefined || readsFacts(s) || s.modifications.some((m) => m.kind === 'add-abilities' && conditional(m.abilities)));
}

/** Does the state hold any conditional static ability, or an effect reading facts (so the layers need them)? */
export function needsFacts(state: Pick<GameState, 'objects' | 'effects'>): boolean {
  return state.objects.some((o) => conditional(o.printed.statics)) || state.effects.some((e) => readsFacts(e) || e.modifications.some((m) => m.kind === 'add-abilities' && conditional(m.abilities)));
}

/** The facts of a state, copied (the run changes its state in place afterwards). */
export function layerFacts(state: GameState): LayerFacts {
  const life = new Map<PlayerId, number>();
  for (const p of state.players) if (p.lost === null) life.set(p.id, p.life);
  const tapped = new Set<ObjectId>();
  const counters = new Map<ObjectId, Record<string, number>>();
  for (const o of state.objects) {
    if (o.zone !== 'battlefield') continue;
    if (o.tapped) tapped.add(o.id);
    if (Object.keys(o.counters).length > 0) counters.set(o.id, { ...o.counters });
  }
  const combat = state.combat ?? null;
  return {
    activePlayer: state.activePlayer,
    life,
    tapped,
    attacking: new Set(combat ? combat.attackers.map((a) => a.id) : []),
    blocking: new Set(combat ? combat.blockers.map((b) => b.id) : []),
    counters,
    blessed: blessedPlayers(state),
  };
}

/** The world with the state's facts (taken now when the layers didn't need them): for a selector read outside the layers (506.4: "attacking creatures"). */
export function withFacts(world: World, state: GameState): World {
  return world.facts !== undefined ? world : { ...world, facts: layerFacts(state) };
}

/** The facts as text, for the layer key (layer-key.ts): a change to any of them may change a condition. */
export function factsText(f: LayerFacts): string {
  return JSON.stringify([f.activePlayer, [...f.life], [...f.tapped], [...f.attacking], [...f.blocking], [...f.counters], [...f.blessed]]);
}

function within(n: number, b: CountBounds): boolean {
  return (b.atLeast === undefined || n >= b.atLeast) && (b.atMost === undefined || n <= b.atMost);
}

/** 700.5, 107.4e: mana symbols of these colors in a mana cost; a hybrid symbol counts once if it has any of them. */
export function devotionIn(manaCost: string | null, colors: readonly Color[]): number {
  if (!manaCost) return 0;
  let n = 0;
  for (const m of manaCost.matchAll(/\{([^}]+)\}/g)) {
    const parts = m[1]!.toUpperCase().split('/');
    if (parts.some((p) => (colors as readonly string[]).includes(p))) n++;
  }
  return n;
}

/** The facts a condition reads, or a halt: a layer computation without them can't tell. */
function factsOf(world: World): LayerFacts {
  if (!world.facts) throw new Error('conditional static ability without layer facts');
  return world.facts;
}

/** 611.3a: does the condition of a static ability hold now, at this point of the layers? */
export function staticConditionHolds(cond: StaticCondition, world: World, ctx: SelectContext): boolean {
  const source = ctx.sourceId === null ? undefined : world.byId.get(ctx.sourceId);
  switch (cond.kind) {
    case 'count':
      return within(evaluate({ kind: 'count', filter: cond.filter }, world, ctx), cond);
    case 'devotion': {
      // 700.5: the mana costs of the permanents the source's controller controls.
      let n = 0;
      for (const id of world.order) {
        const w = world.byId.get(id)!;
        if (w.zone === 'battlefield' && ctx.you !== null && w.controller === ctx.you) n += devotionIn(w.manaCost, cond.colors);
      }
      return within(n, cond);
    }
    case 'object-is': {
      const target = cond.object === 'source' ? source : typeof source?.attachedTo === 'string' ? world.byId.get(source.attachedTo) : undefined;
      if (!target) return false;
      return matchesFilter({ ...cond.filter, zone: target.zone }, target, ctx, world.facts);
    }
    case 'attached-to-source': {
      let n = 0;
      for (const id of world.order) {
        const w = world.byId.get(id)!;
        if (w.zone === 'battlefield' && w.attachedTo === ctx.sourceId && w.subtypes.some((s) => s.toLowerCase() === cond.subtype.toLowerCase())) n++;
      }
      return within(n, cond);
    }
    case 'life': {
      const facts = factsOf(world);
      const who = [...facts.life.keys()].filter((p) => (cond.player === 'you' ? p === ctx.you : p !== ctx.you));
      return who.some((p) => within(facts.life.get(p)!, cond));
    }
    case 'source-tapped':
      return source !== undefined && source.zone === 'battlefield' && factsOf(world).tapped.has(source.id) === cond.tapped;
    case 'source-combat': {
      const facts = factsOf(world);
      return source !== undefined && (cond.role === 'attacking' ? facts.attacking : facts.blocking).has(source.id);
    }
    case 'turn':
      return ctx.you !== null && (factsOf(world).activePlayer === ctx.you) === cond.yours;
    case 'source-counters':
      return source !== undefined && within(factsOf(world).counters.get(source.id)?.[cond.counter] ?? 0, cond);
    case 'citys-blessing':
      return ctx.you !== null && factsOf(world).blessed.has(ctx.you) === cond.has;
    default:
      return assertNever(cond);
  }
}

type Filter = Extract<Selector, { kind: 'filter' }>;

/** The filters a condition evaluates over the characteristics (for the dependency checks, 613.8a). */
export function conditionFilters(cond: StaticCondition): Filter[] {
  switch (cond.kind) {
    case 'count':
    case 'object-is':
      return [cond.filter];
    case 'devotion':
    case 'citys-blessing':
      // Which permanents its controller controls (layer 2); their mana costs are copiable values (devotion).
      return [{ kind: 'filter', controller: 'you' }];
    case 'attached-to-source':
      return [{ kind: 'filter', subtypes: [cond.subtype] }];
    case 'life':
    case 'source-tapped':
    case 'source-combat':
    case 'turn':
    case 'source-counters':
      return [];
    default:
      return assertNever(cond);
  }
}
