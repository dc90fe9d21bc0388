/**
 * Which objects an effect applies to, evaluated on the intermediate characteristics at the layer it
 * applies in (613.1: later layers see the results of earlier ones, 613.5), and the counts used by
 * "for each" / characteristic-defining values.
 */
import { assertNever } from '../../core/result.ts';
import type { CdaValue, ObjectId, PlayerId, Selector } from '../types.ts';
import { hasKeywordText } from '../keywords.ts';
import { comparesStats, statsMatch } from '../compare.ts';
import { halt } from '../halt.ts';
import { combatRoleHolds } from '../combat/roles.ts';
import type { CombatRoles } from '../combat/roles.ts';
import { hasController } from './world.ts';
import type { Working, World } from './world.ts';

type Filter = Extract<Selector, { kind: 'filter' }>;

/** Whose "you" the selector means, and which object is "this"/"other"/"enchanted". */
export interface SelectContext {
  sourceId: ObjectId | null;
  /** The controller "you" refers to (null: nobody). */
  you: PlayerId | null;
}

/** For objects without a controller (cards in graveyards, hands …), "your" means the owner's (109.4). */
function controllerOf(w: Working): PlayerId {
  return hasController(w.zone) ? w.controller : w.owner;
}

/** H9: "exactly two colors", "multicolored" (atLeast 2), "monocolored" (exactly 1) — 105.2 counts the object's colors now. */
export function colorCountMatches(want: { exactly?: number; atLeast?: number; atMost?: number }, n: number): boolean {
  if (want.exactly !== undefined && n !== want.exactly) return false;
  if (want.atLeast !== undefined && n < want.atLeast) return false;
  return want.atMost === undefined || n <= want.atMost;
}

/** 205.4: "basic", "legendary" (at least one of `supertypes`), "nonbasic" (none of `notSupertypes`); compared without case. */
export function supertypesMatch(f: Pick<Filter, 'supertypes' | 'notSupertypes'>, has: readonly string[]): boolean {
  const lower = has.map((s) => s.toLowerCase());
  if (f.supertypes && f.supertypes.length > 0 && !f.supertypes.some((s) => lower.includes(s.toLowerCase()))) return false;
  return !(f.notSupertypes ?? []).some((s) => lower.includes(s.toLowerCase()));
}

/** 700.6: an object is historic if it is legendary, an artifact, or a Saga; `historic` absent: no test. */
export function historicMatches(f: Pick<Filter, 'historic'>, w: { types: readonly string[]; supertypes: readonly string[]; subtypes: readonly string[] }): boolean {
  if (f.historic === undefined) return true;
  const is = w.types.includes('Artifact') || w.supertypes.some((s) => s.toLowerCase() === 'legendary') || w.subtypes.some((s) => s.toLowerCase() === 'saga');
  return is === f.historic;
}

/** The layers' facts a filter may read: who is attacking and blocking (506.4), and which permanents are tapped (110.5). */
export type FilterFacts = CombatRoles & { tapped: ReadonlySet<ObjectId> };

/**
 * `roles`: the layers' facts, for a filter with combat words (506.4) or a status (110.5); absent (no facts were
 * taken), such a filter stops.
 */
export function matchesFilter(f: Filter, w: Working, ctx: SelectContext, roles?: FilterFacts): boolean {
  if (w.zone !== (f.zone ?? 'battlefield')) return false;
  if (f.types && f.types.length > 0 && !f.types.some((t) => w.types.includes(t))) return false;
  if (f.notTypes && f.notTypes.some((t) => w.types.includes(t))) return false;
  if (f.allTypes && !f.allTypes.every((t) => w.types.includes(t))) return false;
  if (f.colors && f.colors.length > 0 && !f.colors.some((c) => w.colors.includes(c))) return false;
  if (f.notColors && f.notColors.some((c) => w.colors.includes(c))) return false;
  if (f.subtypes && f.subtypes.length > 0) {
    const wanted = f.subtypes;
    if (!w.subtypes.some((s) => wanted.some((x) => x === s || x.toLowerCase() === s.toLowerCase()))) return false;
  }
  if (f.notSubtypes && w.subtypes.some((s) => f.notSubtypes!.some((x) => x.toLowerCase() === s.toLowerCase()))) return false;
  if (!supertypesMatch(f, w.supertypes)) return false;
  if (!historicMatches(f, w)) return false;
  if (f.keywords && f.keywords.length > 0 && !f.keywords.some((k) => hasKeywordText(w.keywords, k))) return false;
  if (f.notKeywords && f.notKeywords.some((k) => hasKeywordText(w.keywords, k))) return false;
  if (f.colorCount && !colorCountMatches(f.colorCount, w.colors.length)) return false;
  if (f.controller !== undefined) {
    if (ctx.you === null) return false;
    const mine = controllerOf(w) === ctx.you;
    if (f.controller === 'you' ? !mine : mine) return false;
  }
  if (f.other && w.id === ctx.sourceId) return false;
  if (f.token !== undefined && w.isToken !== f.token) return false;
  if (f.combat !== undefined && !combatRoleHolds(f.combat, w.id, w.label, roles)) return false;
  if (f.tapped !== undefined && !tappedHolds(f.tapped, w, roles?.tapped)) return false;
  // 122.1: "with a +1/+1 counter on it", "with no counters on them" — counters on the object, not a characteristic.
  if (f.withCounter !== undefined && (w.counters[f.withCounter] ?? 0) < 1) return false;
  if (f.noCounters === true && Object.values(w.counters).some((n) => n > 0)) return false;
  // 202.3, 208: "with power 2 or less", "with mana value 3 or greater", read at this layer.
  if (comparesStats(f)) {
    const ok = statsMatch(f, w);
    if (ok === 'unknown') halt('unmodelled', 'error.unmodelled', { reason: 'stack-x-mana-value', object: w.label, rule: '202.3e' });
    if (!ok) return false;
  }
  return true;
}

/** 110.5, 110.5d: "tapped creatures" — a permanent's status, read from the layers' facts; without them the run stops. */
function tappedHolds(want: boolean, w: Working, tapped: ReadonlySet<ObjectId> | undefined): boolean {
  if (tapped === undefined) halt('unmodelled', 'error.unmodelled', { reason: 'tapped-status', object: w.label, rule: '110.5' });
  return w.zone === 'battlefield' && tapped.has(w.id) === want;
}

/** Is this object one the selector picks out? */
export function selects(sel: Selector, w: Working, world: World, ctx: SelectContext): boolean {
  switch (sel.kind) {
    case 'objects':
      return sel.ids.includes(w.id);
    case 'source':
      return w.id === ctx.sourceId;
    case 'attached-to-source': {
      if (ctx.sourceId === null) return false;
      const src = world.byId.get(ctx.sourceId);
      return src !== undefined && src.attachedTo === w.id;
    }
    case 'filter':
      return matchesFilter(sel, w, ctx, world.facts);
    default:
      return assertNever(sel);
  }
}

/** The objects a selector picks out, in the state's object order. */
export function selectIds(sel: Selector, world: World, ctx: SelectContext): ObjectId[] {
  if (sel.kind === 'objects') return world.order.filter((id) => sel.ids.includes(id));
  if (sel.kind === 'source') return ctx.sourceId !== null && world.byId.has(ctx.sourceId) ? [ctx.sourceId] : [];
  if (sel.kind === 'attached-to-source') {
    const src = ctx.sourceId === null ? undefined : world.byId.get(ctx.sourceId);
    const target = src?.attachedTo;
    return target !== undefined && target !== null && world.byId.has(target) ? [target] : [];
  }
  const out: ObjectId[] = [];
  for (const id of world.order) {
    const w = world.byId.get(id);
    if (w && matchesFilter(sel, w, ctx, world.facts)) out.push(id);
  }
  return out;
}

/** 122.1: the counters of one kind (or of every kind) an object has; none when there is no such object. */
export function sourceCounters(kind: string | undefined, counters: Readonly<Record<string, number>> | undefined): number {
  if (counters === undefined) return 0;
  return kind === undefined ? Object.values(counters).reduce((a, b) => a + b, 0) : (counters[kind] ?? 0);
}

/** The value of a count or fixed number (208.2a: a number that can't be determined is 0). */
export function evaluate(value: CdaValue, world: World, ctx: SelectContext): number {
  if (value.kind === 'fixed') return value.value;
  if (value.kind === 'source-counters') return sourceCounters(value.counter, ctx.sourceId === null ? undefined : world.byId.get(ctx.sourceId)?.counters);
  const zone = value.filter.zone;
  if (world.hidden !== undefined && (zone === 'hand' || zone === 'graveyard')) {
    // A count of cards in a hand or graveyard holding cards nobody knows (engine/hand.ts): never a guess.
    const hidden = [...world.hidden].map((key) => key.split(':') as [string, PlayerId, string]).filter(([z, player]) => z === zone && (value.filter.controller === undefined || ctx.you === null || (value.filter.controller === 'you') === (player === ctx.you)));
    const first = hidden[0];
    if (first !== undefined) {
      const [, player, why] = first;
      // Every undescribed graveyard the count reads is named at once ("yours and the opponent's"), so the asker fills them in one go.
      const also = why === 'undescribed' ? hidden.slice(1).find(([, , w]) => w === 'undescribed')?.[1] : undefined;
      halt('unmodelled', 'error.unseen-card', { player, count: 0, reader: zone === 'hand' ? 'count' : 'graveyard', rule: zone === 'hand' ? '402.3' : '404.2', ...(why === 'unknown' || why === 'undescribed' ? { unknown: true } : {}), ...(why === 'undescribed' ? { undescribed: true } : {}), ...(also !== undefined ? { also } : {}) });
    }
  }
  let n = 0;
  // 205.2a: "the number of card types among <cards>" counts each card type once, however many cards have it.
  const types = new Set<string>();
  for (const id of world.order) {
    const w = world.byId.get(id);
    if (!w || !matchesFilter(value.filter, w, ctx, world.facts)) continue;
    n++;
    for (const t of w.types) types.add(t);
  }
  return (value.among === 'card-types' ? types.size : n) + (value.plus ?? 0);
}
