/**
 * Paying from the board (601.2g-h, 605.3a): when a scenario says a player's mana is what their
 * permanents can make (`payFromBoard`), a cast or activation that names no mana abilities has them
 * chosen here, as the player would: the mana abilities of untapped permanents they control (a land's
 * intrinsic one from its basic land type, 305.6), each adding a type of mana (106.1b), which pay the
 * locked-in total cost (601.2f) symbol by symbol — coloured and {C} symbols only with their type,
 * generic with any (107.4a-c, 202.1a), a hybrid symbol one of its two ways (107.4e) — in full or not at
 * all (601.2h, 118.3).
 *
 * The decision is exact for what is known and never guessed for what isn't:
 * - a land the question described without its type adds one mana of a type not told: the cost is
 *   "payable" only if it is payable whatever that type is, "unpayable" only if no type would do;
 *   between the two the answer depends on the lands, and the run stops as unmodelled;
 * - a mana ability the engine can't read (what it adds is a choice or unknown, a cost beyond {T})
 *   counts for nothing when deciding "payable" and for any amount when deciding "unpayable";
 * - which permanents pay one cost can matter for a later one: the fewest are tapped, keeping those
 *   that make more kinds of mana and the scarcer types; a later cost that can't be paid, but could
 *   have been with the earlier payments made otherwise, stops as unmodelled (601.2h, the player's choice).
 */
import { lookupTable } from '../../core/table.ts';
import { hasHaste } from '../keywords/haste.ts';
import { halt } from '../run.ts';
import type { Run } from '../run.ts';
import type { ActivatedAbility, Computed, GameObject, ManaPool, ManaType, PlayerId, PlayerState } from '../types.ts';
import { activationRestriction } from './activation-costs.ts';
import { activatedOf, isPrinted, usableActivated } from './activated-of.ts';
import type { Problem } from './checks.ts';
import { addCosts, addToPool, formatCost, parsePool, payFromPool, poolText } from './mana.ts';
import type { ManaCost } from './mana.ts';
import type { ManaSource } from './mana-payment.ts';

const TYPES: readonly ManaType[] = ['W', 'U', 'B', 'R', 'G', 'C'];
/** 305.6: a basic land type's intrinsic mana ability. */
const BASIC: Readonly<Record<string, ManaType>> = lookupTable({ Plains: 'W', Island: 'U', Swamp: 'B', Mountain: 'R', Forest: 'G' });
/** Assignments tried at most (each source with several ways to add mana multiplies them). */
const MAX_TRIALS = 20_000;

/** One permanent that can add mana now: the ways it can (one ability each), or a mana it adds of a type not told, or an ability that can't be read. */
interface Offer {
  o: GameObject;
  ways: { ab: ActivatedAbility; mana: ManaPool }[];
  untold: ActivatedAbility | null;
  unread: boolean;
}

/** A hybrid symbol's two halves as costs (107.4e): {W/U} -> {W} or {U}; {2/B} -> {2} or {B}; {C/G} -> {C} or {G}. Null: not a plain hybrid. */
function hybridHalves(sym: string): [ManaCost, ManaCost] | null {
  const m = /^\{([WUBRGC2])\/([WUBRG])\}$/.exec(sym.toUpperCase());
  if (!m) return null;
  const one = (s: string): ManaCost => {
    const typed: Record<ManaType, number> = { W: 0, U: 0, B: 0, R: 0, G: 0, C: 0 };
    if (s === '2') return { generic: 2, typed, xCount: 0, other: [] };
    typed[s as ManaType] = 1;
    return { generic: 0, typed, xCount: 0, other: [] };
  };
  return [one(m[1]!), one(m[2]!)];
}

/** The ways the cost can be read with each hybrid symbol paid one of its ways (107.4e); null if a symbol isn't a plain hybrid. */
function plainCosts(cost: ManaCost): ManaCost[] | null {
  let out: ManaCost[] = [{ ...cost, typed: { ...cost.typed }, other: [] }];
  for (const sym of cost.other) {
    const halves = hybridHalves(sym);
    if (!halves) return null;
    out = out.flatMap((c) => halves.map((h) => addCosts(c, h)));
  }
  return out;
}

/** A cost as the engine pays it (no X, plain symbols or plain hybrids), or why it isn't. */
export function boardPayable(cost: ManaCost): boolean {
  return cost.xCount === 0 && plainCosts(cost) !== null;
}

function payable(pool: ManaPool, costs: readonly ManaCost[]): ManaCost | null {
  return costs.find((c) => payFromPool(pool, c).ok) ?? null;
}

/** The permanents of `player` that can add mana now (605.3a), with what each can add. `asUntapped`: tapped ones counted as if untapped (an earlier payment undone). */
function offers(run: Run, byId: Record<string, Computed>, player: PlayerId, asUntapped: ReadonlySet<string>): Offer[] {
  const out: Offer[] = [];
  for (const o of run.state.objects) {
    const c = byId[o.id];
    if (o.zone !== 'battlefield' || !c || c.controller !== player) continue;
    const tapped = o.tapped && !asUntapped.has(o.id);
    // Its printed mana abilities and those effects grant it (113.10); not printed ones it lost (613.1f, 305.7).
    const all = activatedOf(o, c);
    const own = usableActivated(o, c).filter((ab) => ab.mana === true);
    const list: ActivatedAbility[] = c.lostRulesText === true ? own.filter((ab) => !isPrinted(o, all.indexOf(ab))) : [...own];
    // 305.6: a land with a basic land type has its intrinsic mana ability (an ability too: lost with all the others, 613.1f).
    if (c.types.includes('Land') && c.lostAllAbilities !== true) {
      for (const t of c.subtypes) {
        const m = BASIC[t];
        if (m !== undefined && !list.some((ab) => ab.adds === `{${m}}` && ab.cost === '{T}')) list.push({ text: `{T}: Add {${m}}.`, cost: '{T}', tap: true, mana: true, adds: `{${m}}`, effects: [] });
      }
    }
    if (list.length === 0) continue;
    const offer: Offer = { o, ways: [], untold: null, unread: false };
    for (const ab of list) {
      if (ab.tap === true && (tapped || (c.types.includes('Creature') && o.summoningSick && !hasHaste(c)))) continue;
      const index = all.indexOf(ab);
      if (index >= 0 && activationRestriction(run, byId, o, index, ab, player)) continue;
      const onlyTap = ab.tap === true && (ab.cost ?? '').split(',').every((p) => p.trim().toUpperCase() === '{T}');
      const mana = ab.adds === undefined ? null : parsePool(ab.adds);
      if (onlyTap && ab.addsUntold === true) offer.untold = ab;
      else if (onlyTap && mana && ab.effects.length === 0) offer.ways.push({ ab, mana });
      else offer.unread = true;
    }
    if (offer.ways.length > 0 || offer.untold || offer.unread) out.push(offer);
  }
  return out;
}

/**
 * A choice of one way for each offer (or none) that pays one of `costs` with `pool`, or null.
 * `untoldAs`: what a mana of a type not told is taken to be — a type no symbol asks for (only generic
 * takes it: the worst case) or any type (the best case). `unreadAny`: an unread ability pays anything.
 */
function solve(pool: ManaPool, list: readonly Offer[], costs: readonly ManaCost[], untoldAs: 'worst' | 'best'): { picks: (ManaPool | null)[]; cost: ManaCost } | null | 'too-many' {
  const asked = new Set(costs.flatMap((c) => TYPES.filter((t) => c.typed[t] > 0)));
  // (Counted as {C} unless the cost asks for {C}: whichever it is, only generic takes it.)
  const worst = (['C', 'W', 'U', 'B', 'R', 'G'] as const).find((t) => !asked.has(t));
  const choices: (ManaPool | null)[][] = list.map((f) => {
    const ways: ManaPool[] = f.ways.map((w) => w.mana);
    if (f.untold) {
      if (untoldAs === 'best') ways.push(...TYPES.map((t) => ({ [t]: 1 }) as ManaPool));
      else if (worst !== undefined) ways.push({ [worst]: 1 } as ManaPool);
    }
    return ways.length === 0 ? [null] : ways;
  });
  const trials = choices.reduce((n, w) => n * w.length, 1);
  if (trials > MAX_TRIALS) return 'too-many';
  const picks: (ManaPool | null)[] = choices.map(() => null);
  const walk = (i: number, acc: ManaPool): ManaCost | null => {
    if (i === choices.length) return payable(acc, costs);
    for (const w of choices[i]!) {
      picks[i] = w;
      const found = walk(i + 1, w ? addToPool(acc, w) : acc);
      if (found) return found;
    }
    return null;
  };
  const cost = walk(0, pool);
  return cost ? { picks: [...picks], cost } : null;
}

/** How many of the offers make each type: a type fewer permanents make is kept for later. */
function keepOrder(list: readonly Offer[]): Offer[] {
  const makers: Partial<Record<ManaType, number>> = {};
  for (const f of list) for (const t of new Set(f.ways.flatMap((w) => TYPES.filter((x) => (w.mana[x] ?? 0) > 0)))) makers[t] = (makers[t] ?? 0) + 1;
  const scarcity = (f: Offer): number => Math.min(99, ...f.ways.flatMap((w) => TYPES.filter((x) => (w.mana[x] ?? 0) > 0).map((x) => makers[x] ?? 99)));
  // Tried first for leaving untapped: the most ways, then the scarcest type, then listed order.
  return [...list].sort((a, b) => b.ways.length + (b.untold ? 6 : 0) - (a.ways.length + (a.untold ? 6 : 0)) || scarcity(a) - scarcity(b));
}

/** Labels of the permanents whose mana the question left open (type not told, or an ability not read). */
function openLabels(list: readonly Offer[]): string[] {
  return list.filter((f) => f.untold || f.unread).map((f) => f.o.label);
}

/** What the player has paid from the board this run (cost and permanents), for the check of a later cost. */
export interface BoardPaid {
  total: ManaCost;
  ids: string[];
}

/**
 * 601.2g-h: the mana abilities the player activates to pay `cost` from their board, or the problem
 * that it can't be paid. Stops as unmodelled when the answer would rest on mana the question didn't tell.
 */
export function boardSources(run: Run, byId: Record<string, Computed>, player: PlayerId, who: PlayerState, cost: ManaCost, costText: string, exclude: string | null = null): { sources: ManaSource[]; cost: ManaCost } | Problem {
  const costs = plainCosts(cost);
  if (cost.xCount > 0 || !costs) halt('unmodelled', 'error.unmodelled', { reason: 'special-mana', cost: cost.other.join(''), rule: '107.4' });
  const pool = who.manaPool ?? {};
  const all = offers(run, byId, player, new Set()).filter((f) => f.o.id !== exclude);
  const worst = solve(pool, all, costs, 'worst');
  if (worst === 'too-many') halt('unmodelled', 'error.unmodelled', { reason: 'mana-ability-choice', sources: all.filter((f) => f.ways.length > 1).map((f) => f.o.label), cost: costText, rule: '605.3a' });
  if (worst) {
    // The fewest permanents: each tried for leaving untapped, the most flexible first.
    let used = [...all];
    for (const f of keepOrder(all)) {
      const without = used.filter((x) => x !== f);
      const r = solve(pool, without, costs, 'worst');
      if (r && r !== 'too-many') used = without;
    }
    const final = solve(pool, used, costs, 'worst');
    if (!final || final === 'too-many') return { reason: 'cost-unpaid', detail: costText, rule: '601.2h' };
    const sources: ManaSource[] = [];
    used.forEach((f, i) => {
      const mana = final.picks[i];
      if (!mana) return;
      const way = f.ways.find((w) => w.mana === mana);
      sources.push({ o: f.o, ab: way ? way.ab : f.untold!, mana, alternatives: false, ...(way ? {} : { untold: true }) });
    });
    return { sources, cost: final.cost };
  }
  // Not payable with what is known: mana left open (a type not told, an ability not read) might pay it.
  const open = openLabels(all);
  if (all.some((f) => f.unread) || (open.length > 0 && solve(pool, all, costs, 'best') !== null)) halt('unmodelled', 'error.unmodelled', { reason: 'mana-untold', cost: costText, sources: open, rule: '601.2g' });
  // Could an earlier payment from the board, made otherwise, have left enough (601.2h: the player's choice)?
  const earlier = who.boardPaid;
  if (earlier && earlier.ids.length > 0) {
    const again = offers(run, byId, player, new Set(earlier.ids));
    const joint = plainCosts(addCosts(earlier.total, cost));
    const r = joint ? solve(pool, again, joint, 'best') : 'too-many';
    if (r !== null) halt('unmodelled', 'error.unmodelled', { reason: 'earlier-mana', spent: formatCost(earlier.total), cost: costText, rule: '601.2h' });
  }
  const can = all.reduce((p, f) => (f.ways[0] ? addToPool(p, f.ways[0].mana) : p), pool);
  const untold = all.filter((f) => f.ways.length === 0 && f.untold).length;
  const known = poolText(can) === '-' ? '' : poolText(can);
  const available = [known, untold > 0 ? `${untold} × {?}` : ''].filter((x) => x !== '').join(' + ');
  return { reason: 'cost-unpaid', detail: `${costText}; available ${available === '' ? 'no mana' : available}`, rule: '601.2h 118.3' };
}

/** Remembered after a payment from the board: a later cost judged against it (see boardSources). */
export function rememberBoardPayment(who: PlayerState, cost: ManaCost, ids: readonly string[]): void {
  const before = who.boardPaid;
  who.boardPaid = { total: before ? addCosts(before.total, cost) : cost, ids: [...(before?.ids ?? []), ...ids] };
}
