/**
 * The total cost of a spell (601.2f): its mana cost or the alternative cost announced (118.9,
 * 601.2b), plus additional costs (kicker 702.33a, a cost that lets it be cast as though it had
 * flash 601.3c) and cost increases, minus cost reductions (generic mana only, 118.7a). The total is
 * then locked in: effects that would change it later, such as a cost reducer sacrificed to pay the
 * cost (601.2h), have no effect on it.
 */
import { matchesObjectFilter } from '../targets/legality.ts';
import { statValue } from '../compare.ts';
import { conditionHolds } from '../stack/conditions.ts';
import { sourceCounters } from '../layers/select.ts';
import type { CastStatic, Computed, CostChange, CostCount, GameObject, GameState, PlayerId, SpellBody } from '../types.ts';
import { addCosts, changeGeneric, formatCost, parseCost, withX } from './mana.ts';
import type { ManaCost } from './mana.ts';

export interface TotalCost {
  /** The mana cost, or the alternative cost paid instead (118.9). */
  base: string;
  alternative: string | null;
  /** Additional costs announced ("kicker {2}{G}", "flash {2}", "spree {B}{B}", "escalate {G}"). */
  additional: string[];
  /** The rules of the modes' additional costs that applied (700.2h, 702.172a, 702.183a, 702.120a). */
  modeRules: string[];
  /** Each cost change that applied: "Thalia: … (+1)", "Search Party Captain: … (-2)". */
  changes: string[];
  /** Net generic change (increases minus reductions). */
  net: number;
  /** A change counted creatures attacked with this turn (a look back in time, 608.2i). */
  lookBack: boolean;
  total: ManaCost;
  totalText: string;
}

/** Creatures the player attacked with this turn (608.2i: even if they have since changed zones or stopped being creatures). */
function attackedWith(state: GameState, player: PlayerId): number {
  const ids = new Set((state.attackedThisTurn ?? []).filter((a) => a.player === player).map((a) => a.object));
  const combat = state.combat;
  if (combat && combat.attackingPlayer === player) for (const a of combat.attackers) ids.add(a.id);
  return ids.size;
}

function countOf(state: GameState, byId: Record<string, Computed>, per: CostCount | undefined, player: PlayerId, source: string | null): number {
  if (!per) return 1;
  if (per.kind === 'attacked-this-turn') return attackedWith(state, player);
  if (per.kind === 'fixed') return per.value;
  if (per.kind === 'source-counters') return sourceCounters(per.counter, state.objects.find((o) => o.id === source)?.counters);
  const f = per.filter;
  const matching = state.objects.filter((o) => {
    const c = byId[o.id];
    return c !== undefined && matchesObjectFilter({ ...f, zone: f.zone ?? 'battlefield' }, o, c, player, source);
  });
  if (per.kind === 'count') return matching.length;
  // 208.1, 202.3: each object's power / mana value as it is now (layers applied); one without any counts 0.
  const values = matching.map((o) => {
    const c = byId[o.id]!;
    const v = statValue(per.of, { zone: o.zone, types: c.types, power: c.power, toughness: c.toughness, manaCost: c.manaCost ?? null });
    return typeof v === 'number' ? v : 0;
  });
  // 107.1b: a total or greatest below zero is zero (a reduction of {X} with X negative reduces nothing).
  const n = per.kind === 'total' ? values.reduce((a, b) => a + b, 0) : Math.max(0, ...values);
  return Math.max(0, n);
}

function covers(who: CastStatic['who'], owner: PlayerId, player: PlayerId): boolean {
  return who === 'all' || (who === 'you' ? owner === player : owner !== player);
}

/**
 * 601.2f. `spell` is the card being cast with `c` its characteristics as a spell (zone as it is
 * now: the filter is judged as if it were on the stack).
 */
export function totalCost(
  state: GameState,
  byId: Record<string, Computed>,
  spell: GameObject,
  c: Computed,
  player: PlayerId,
  body: SpellBody | undefined,
  choices: { x: number; alternative: string | null; kicked: boolean; kicks?: number; flashCost: boolean; modes?: readonly number[]; extra?: { cost: string; text: string } },
): TotalCost {
  const alt = choices.alternative === null ? undefined : body?.alternatives?.find((a) => a.name === choices.alternative);
  const base = alt ? alt.cost : (spell.printed.manaCost ?? '');
  let cost: ManaCost = withX(parseCost(base), choices.x);
  const additional: string[] = [];
  if (choices.kicked && body?.kicker) {
    // 702.33c: a multikicker cost is added once for each time it is paid.
    const times = Math.max(1, choices.kicks ?? 1);
    for (let i = 0; i < times; i++) cost = addCosts(cost, withX(parseCost(body.kicker.cost), choices.x));
    additional.push(times > 1 ? `multikicker ${body.kicker.cost} ×${times}` : `kicker ${body.kicker.cost}`);
  }
  if (choices.flashCost && body?.flashCost !== undefined) {
    cost = addCosts(cost, parseCost(body.flashCost));
    additional.push(`flash ${body.flashCost}`);
  }
  // 118.8, 601.2f: a mana cost chosen as the spell's additional cost ("sacrifice a creature or pay {3}{B}").
  if (choices.extra) {
    cost = addCosts(cost, parseCost(choices.extra.cost));
    additional.push(`${choices.extra.cost} (${choices.extra.text})`);
  }
  const modeRules: string[] = [];
  cost = withModeCosts(cost, body, choices, additional, modeRules);
  const changes: string[] = [];
  let net = 0;
  let lookBack = false;
  const asSpell = { ...c, controller: player };
  const onStack = (f: Parameters<typeof matchesObjectFilter>[0], source: string): boolean => matchesObjectFilter({ ...f, zone: spell.zone, controller: f.controller ?? 'you' }, spell, asSpell, player, source);
  for (const r of state.objects) {
    const rc = byId[r.id];
    // Review fix (613.1f): a permanent that lost all its abilities (layer 6) doesn't change costs.
    if (r.zone !== 'battlefield' || !rc || rc.lostAllAbilities === true) continue;
    // "<Spells> you cast cost {N} less" (the original single-reduction form).
    const red = r.printed.costReduction;
    if (red && rc.controller === player && (!red.filter || onStack(red.filter, r.id))) {
      net -= red.amount;
      changes.push(`${r.label}: ${red.text}`);
    }
    for (const st of r.printed.castStatics ?? []) {
      if (st.kind !== 'cost' || !covers(st.who, rc.controller, player)) continue;
      // "you" in the filter is the permanent's controller; the spell is controlled by its caster.
      if (st.filter && !matchesObjectFilter({ ...st.filter, zone: spell.zone }, spell, asSpell, rc.controller, r.id)) continue;
      const n = st.generic * countOf(state, byId, st.per, player, r.id);
      if (n === 0) continue;
      if (st.per?.kind === 'attacked-this-turn') lookBack = true;
      net += n;
      changes.push(`${r.label}: ${st.text} (${n > 0 ? '+' : ''}${n})`);
    }
  }
  // The spell's own "This spell costs {1} less to cast for each …" (a static ability that works on the stack).
  for (const ch of body?.costChanges ?? []) {
    // 601.2f: a reduction "if <condition>" applies only while it holds for the caster as the cost is determined.
    if (ch.if && !conditionHolds(state, byId, ch.if, player)) continue;
    const n = ch.generic * countOf(state, byId, ch.per, player, spell.id);
    if (n === 0) continue;
    if (ch.per?.kind === 'attacked-this-turn') lookBack = true;
    net += n;
    changes.push(`${spell.label}: ${ch.text} (${n > 0 ? '+' : ''}${n})`);
  }
  const total = changeGeneric(cost, net);
  return { base: base === '' ? '{0}' : base, alternative: alt ? alt.name : null, additional, modeRules, changes, net, lookBack, total, totalText: formatCost(total) };
}

/**
 * 700.2h: a chosen mode's own cost (spree 702.172a, tiered 702.183a); 702.42a: entwine, when every mode is chosen beyond
 * the number specified; 702.120a: escalate, once per mode beyond the first. Adds them to `cost`, naming each in
 * `additional` and its rules in `modeRules`.
 */
function withModeCosts(cost0: ManaCost, body: SpellBody | undefined, choices: { x: number; modes?: readonly number[] }, additional: string[], modeRules: string[]): ManaCost {
  let cost = cost0;
  const modes = body?.modes;
  for (const i of choices.modes ?? []) {
    const mc = modes?.options[i]?.cost;
    if (mc === undefined) continue;
    cost = addCosts(cost, withX(parseCost(mc), choices.x));
    additional.push(`${modes?.costKeyword ?? 'mode'} ${mc}`);
    if (!modeRules.includes('700.2h')) modeRules.push('700.2h', ...(modes?.costKeyword === 'spree' ? ['702.172a'] : modes?.costKeyword === 'tiered' ? ['702.183a'] : []));
  }
  const count = (choices.modes ?? []).length;
  if (modes?.entwine !== undefined && count === modes.options.length && count > modes.max) {
    cost = addCosts(cost, withX(parseCost(modes.entwine), choices.x));
    additional.push(`entwine ${modes.entwine}`);
    modeRules.push('702.42a');
  }
  if (modes?.escalate !== undefined) {
    for (let k = 1; k < count; k++) {
      cost = addCosts(cost, withX(parseCost(modes.escalate), choices.x));
      additional.push(`escalate ${modes.escalate}`);
    }
    if (count > 1) modeRules.push('702.120a');
  }
  return cost;
}

/**
 * 602.2b -> 601.2f, 118.7a: an activated ability's own "This ability costs {N} less to activate for
 * each …" — the generic mana it changes its activation cost by, counted as the cost is determined
 * (`source`: the ability's object), with the texts of the changes that apply.
 */
export function activationCostChange(state: GameState, byId: Record<string, Computed>, changes: readonly CostChange[], player: PlayerId, source: string): { net: number; texts: string[] } {
  let net = 0;
  const texts: string[] = [];
  for (const ch of changes) {
    if (ch.if && !conditionHolds(state, byId, ch.if, player)) continue;
    const n = ch.generic * countOf(state, byId, ch.per, player, source);
    if (n === 0) continue;
    net += n;
    texts.push(`${ch.text} (${n > 0 ? '+' : ''}${n})`);
  }
  return { net, texts };
}
