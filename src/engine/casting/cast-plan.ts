/**
 * Planning a cast (601.2a-h) without changing anything: whether the player may begin to cast it now
 * (300.2a, 601.2a, 601.3, 117.1a priority and timing, 702.61a split second, 307.5), the choices made
 * (601.2b announcement, 601.2c targets, 601.2d division, 601.2e legality with them, 118.8 additional
 * costs), the total cost locked in (601.2f) and, when the scenario tracks mana, its payment (601.2g-h).
 * A plan is either performed (cast.ts) or the cast is rewound (601.2e, 733.1) with the problem found.
 */
import { qualitySubtypes } from '../keywords.ts';
import { halt } from '../run.ts';
import type { Run } from '../run.ts';
import { step } from '../trace.ts';
import type { CardType, Color, Computed, GameObject, ManaPool, PlayerId, PlayerState } from '../types.ts';
import type { EngineStep } from '../trace-params.ts';
import { matchesObjectFilter } from '../targets/legality.ts';
import { noPriorityStep } from '../stack/items.ts';
import { conditionHolds } from '../stack/conditions.ts';
import { totalCost } from './costs.ts';
import type { TotalCost } from './costs.ts';
import { addToPool, formatCost, isPhyrexian, manaValue, parseCost, payFromPool, poolText } from './mana.ts';
import type { ManaCost } from './mana.ts';
import { convokeWays, hasConvoke } from '../keywords/convoke.ts';
import { hasImprovise, improviseWays } from '../keywords/improvise.ts';
import { checkExileCost, handCardProblem } from './hand-costs.ts';
import { flashPermission, prohibitions, sorceryTime, typeTimingRules } from './permissions.ts';
import type { AlternativeCast } from './alternatives.ts'; // H3
import type { FlashPermission } from './permissions.ts';
import { checkDivision } from './division.ts'; // H9: 601.2d
import type { Division } from './division.ts';
import { announce, costStep } from './announce.ts';
import type { Announced } from './announce.ts';
import { checkTargets, divideRefs, isProblem, splitSecondOnStack } from './checks.ts';
import type { Cast, Problem } from './checks.ts';
import type { PaidCosts } from './cost-choice.ts';
import { manaSources, unpaidAfterEarlierChoice, unpaidWithUnnamedSources } from './mana-payment.ts';
import { boardSources } from './board-mana.ts';
import type { ManaSource } from './mana-payment.ts';

/** Mana paid from the pool: what was paid, what is left, and the mana that paid generic costs (601.2h). */
export interface Payment {
  paid: ManaPool;
  left: ManaPool;
  generic: ManaPool;
}

/** One proposed cast: what the steps of casting read. */
export interface Casting {
  run: Run;
  a: Cast;
  o: GameObject;
  alt: AlternativeCast;
  byId: Record<string, Computed>;
  /** The player with priority (117.1a). */
  holder: PlayerId;
  player: PlayerId;
  who: PlayerState;
  targets: Record<string, string[]>;
  /** Steps said before the outcome (601.3a: a prohibition a choice could still lift; an unpaid cost). */
  notes: EngineStep[];
  x: number | null;
  xOpen: boolean;
  /** The additional costs this cast pays (118.8; one of a choice, 601.2b): cost-choice.ts. */
  costs: PaidCosts;
}

/** A cast found legal, before anything changed (601.2b-h). */
export interface CastPlan {
  permission: FlashPermission | null;
  an: Announced;
  cost: TotalCost;
  sources: ManaSource[];
  payment: Payment | null;
  division: Division | null;
  /** 702.51a: the creatures tapped to convoke it, and what is left for mana to pay. */
  convoke?: { ids: string[]; rest: ManaCost };
  /** 702.126a: the artifacts tapped to improvise it, and what is left for mana to pay. */
  improvise?: { ids: string[]; rest: ManaCost };
}

/** 601.2a-h without changing anything: a plan of the cast, or why it is illegal. */
export function planCast(k: Casting): CastPlan | Problem {
  const { run, a, o, alt, byId, player, who, x } = k;
  const timing = checkTiming(k);
  if (isProblem(timing)) return timing;
  const { an, permission } = timing;
  const choices = checkChoices(k, an);
  if (isProblem(choices)) return choices;
  // 601.2f: the total cost, locked in before anything is paid.
  const cost = alt.named(totalCost(run.state, byId, alt.costView(o), an.c, player, o.printed.spell, { x: x ?? 0, alternative: an.alternative, kicked: an.kicked, kicks: an.kicks, flashCost: a.flashCost === true, modes: an.modes, ...(k.costs.manaCost ? { extra: k.costs.manaCost } : {}) })); // H3: 118.9
  // 601.2b, 107.4f: Phyrexian symbols announced as paid with life are no mana to pay.
  const phyrexian = phyrexianByLife(k, cost);
  if (isProblem(phyrexian)) return phyrexian;
  // 702.51a-b: convoke applies once the total cost is locked in: the creatures named pay symbols of what is left.
  const ways = convokeWaysFor(k, an.c, phyrexian);
  if (ways !== null && isProblem(ways)) return ways;
  // 702.126a-b: so does improvise: each artifact named pays one generic mana of what is left.
  const improvised = improviseFor(k, an.c, ways ?? [phyrexian.total]);
  if (improvised !== null && isProblem(improvised)) return improvised;
  const rests = improvised?.ways ?? ways;
  const convoke = (rest: ManaCost): Pick<CastPlan, 'convoke' | 'improvise'> => ({
    ...(ways ? { convoke: { ids: [...new Set(a.convoke ?? [])], rest } } : {}),
    ...(improvised ? { improvise: { ids: improvised.ids, rest } } : {}),
  });
  // 601.2g-h: mana is paid from the pool, after any mana abilities; only if the scenario tracks mana.
  if (a.mana === undefined && who.manaPool === undefined && who.payFromBoard !== true) return { permission, an, cost, sources: [], payment: null, division: choices.division, ...convoke(rests?.[0] ?? phyrexian.total) };
  // Which symbol each convoking creature pays is the player's choice: any way the rest can be paid will do.
  let first: Problem | null = null;
  const kept = k.notes.length;
  for (const rest of rests ?? [phyrexian.total]) {
    const paid = checkMana(k, rests ? { ...phyrexian, total: rest, totalText: formatCost(rest) } : phyrexian);
    if (!isProblem(paid)) {
      k.notes.length = kept;
      return { permission, an, cost, sources: paid.sources, payment: paid.payment, division: choices.division, ...convoke(rest) };
    }
    first ??= paid;
  }
  return first!;
}

/**
 * 601.2b, 107.4f: each Phyrexian mana symbol announced as paid with 2 life (Cast.phyrexianLife) — no more than the
 * total cost has, and only with that much life besides the spell's own life cost (119.4, 118.3). The cost left to pay
 * with mana (the other symbols as they were).
 */
function phyrexianByLife(k: Casting, cost: TotalCost): TotalCost | Problem {
  const n = k.a.phyrexianLife ?? 0;
  if (n === 0) return cost;
  const symbols = cost.total.other.filter(isPhyrexian);
  if (n > symbols.length) return { reason: 'cost-unpaid', detail: `${n} Phyrexian mana symbols paid with life; ${cost.totalText} has ${symbols.length}`, rule: '107.4f' };
  const lc = k.costs.lifeCost;
  const own = lc ? (lc.amount === 'x' ? (k.x ?? 0) : lc.amount) : 0;
  const life = k.run.state.players.find((p) => p.id === k.player)?.life ?? 0;
  if (own + 2 * n > life) return { reason: 'cost-unpaid', detail: `${own + 2 * n} life needed, ${life} left`, rule: '119.4 118.3' };
  const other = [...cost.total.other];
  for (const s of symbols.slice(0, n)) other.splice(other.indexOf(s), 1);
  const total = { ...cost.total, other };
  return { ...cost, total, totalText: formatCost(total) };
}

/** Whether the player may begin to cast it now: 300.2a, 601.2a, 601.3, priority (117.1a), 702.61a, the announcement (601.2b) and timing (117.1a, 601.3b-d, 307.5). */
function checkTiming(k: Casting): { an: Announced; permission: FlashPermission | null } | Problem {
  const { run, a, o, alt, byId, holder, player, notes } = k;
  const state = run.state;
  const printed = byId[o.id]!;
  if (printed.types.includes('Land')) return { reason: 'land', detail: o.label, rule: '300.2a' };
  // H3 hook: the zone it is cast from needs a rule or effect allowing it (601.3; permissions-zone.ts).
  const altProblem = alt.check(byId);
  if (altProblem) return altProblem;
  if (o.owner !== player) return { reason: 'not-your-card', detail: o.owner, rule: '601.2a' };
  // 502.4, 514.3: a step in which nobody gets priority (not a cast during a resolution, 608.2g).
  const none = alt.via ? null : noPriorityStep(state);
  if (none) return { reason: none.reason, detail: '', rule: none.rule };
  if (player !== holder && !alt.via) return { reason: 'no-priority', detail: holder, rule: '117.1a' }; // H3: 608.2g
  const split = splitSecondOnStack(run, byId);
  if (split !== null) return { reason: 'split-second', detail: split, rule: '702.61a' };
  // 601.2b: "If you control a Wizard as you cast this spell, you may choose two instead" — judged as the modes are announced.
  const widen = o.printed.spell?.modes?.widened;
  const an = announce(o, printed, a, widen !== undefined && conditionHolds(state, byId, widen.condition, player));
  if (isProblem(an)) return an;
  // 601.2b, 118.9: an alternative cost the card allows only while a condition holds ("If you control a
  // commander, you may cast this spell without paying its mana cost": 903.3d) is checked as it is announced.
  const altIf = an.alternative === null ? undefined : o.printed.spell?.alternatives?.find((x) => x.name === an.alternative)?.if;
  if (altIf && !conditionHolds(state, byId, altIf, player)) return { reason: 'alternative-condition', detail: an.alternative ?? '', rule: '601.2b 118.9' };
  const c = an.c;
  const body = o.printed.spell;
  // 601.3 / 601.3a: a prohibition stops the player from beginning to cast it, unless a choice
  // still to be made (X, which changes the mana value on the stack, 202.3e) could lift it.
  const xCount = parseCost(o.printed.manaCost).xCount;
  const mvCard = manaValue(o.printed.manaCost, 0);
  for (const p of prohibitions(state, byId, o, c, player, mvCard)) {
    if (p.sorceryTiming) continue;
    if (p.manaValue !== undefined && xCount % 2 === 1) {
      notes.push(step('cast.may-begin', ['601.3a'], { player, spell: o.label, restriction: p.text }));
      continue;
    }
    return { reason: 'cant', detail: p.text, rule: p.rules.join(' ') };
  }
  // Timing: 117.1a, or permission to cast it as though it had flash (601.3b-d).
  const permission = flashPermission(state, byId, o, c, player, body, { asThoughFlash: a.asThoughFlash === true, flashCostPaid: a.flashCost === true });
  const when = sorceryTime(state, player);
  if (permission === null && when !== 'ok' && !alt.via) return { reason: 'sorcery-timing', detail: when, rule: ['117.1a', ...typeTimingRules(c)].join(' ') };
  // 101.2 / 307.5: "can cast spells only any time they could cast a sorcery" beats flash.
  const timingLimit = prohibitions(state, byId, o, c, player, mvCard).find((p) => p.sorceryTiming);
  // H3: while a spell or ability resolves nobody has priority, so "only as a sorcery" forbids a 608.2g cast (307.5).
  if (timingLimit && (when !== 'ok' || alt.via)) return { reason: 'cant', detail: `${timingLimit.text} (${alt.via ? 'during-resolution' : when})`, rule: '101.2 307.5' };
  if (a.flashCost === true && body?.flashCost === undefined) return { reason: 'no-flash-cost', detail: o.label, rule: '601.3c' };
  return { an, permission };
}

/** The choices made while casting: targets (601.2c), a division (601.2d), legality with them (601.2e), additional costs named (118.8, 601.2h). */
function checkChoices(k: Casting, an: Announced): { division: Division | null } | Problem {
  const { run, a, o, byId, player, targets, x } = k;
  const state = run.state;
  const c = an.c;
  const t = checkTargets(run, byId, an.specs, targets, { self: o.id, controller: player, colors: c.colors, types: c.types, subtypes: qualitySubtypes(c), kind: 'spell' });
  if (t) return t;
  // H9: 601.2d: the division of a divided effect is announced with the targets.
  const d = checkDivision(an.effects, targets, a.divide === undefined ? undefined : divideRefs(run, a.divide), x);
  if (d !== null && 'reason' in d) return d;
  // 601.2e: with the choices made, is the spell legal? (The mana value now counts X, 202.3e.)
  const mv = manaValue(o.printed.manaCost, x ?? 0);
  const late = prohibitions(state, byId, o, c, player, mv).find((p) => !p.sorceryTiming);
  if (late) return { reason: 'cant', detail: `${late.text} (mana value ${mv})`, rule: late.manaValue !== undefined ? '101.2 202.3e' : '101.2' };
  for (const s of a.sacrifice ?? []) {
    const y = state.objects.find((z) => z.id === s);
    if (!y || y.zone !== 'battlefield' || byId[y.id]?.controller !== player) return { reason: 'cost-sacrifice', detail: y?.label ?? s, rule: '701.21a' };
  }
  // Review fix: one permanent can be sacrificed only once, so naming it twice can't pay "sacrifice
  // two creatures" (118.3: a cost needs the resources to pay it fully; 601.2h: no partial payment).
  if (new Set(a.sacrifice ?? []).size !== (a.sacrifice ?? []).length) return { reason: 'cost-sacrifice', detail: 'the same permanent named twice', rule: '118.3' };
  // 118.8, 119.4: "pay N life" / "pay X life" — payable only with at least that much life (118.3);
  // X is announced while casting (107.3a, 601.2b): one the question didn't give isn't guessed.
  const lc = k.costs.lifeCost;
  if (lc) {
    if (lc.amount === 'x' && k.xOpen) halt('unmodelled', 'error.unmodelled', { reason: 'x-for-cost', text: lc.text, rule: '107.3a' });
    const amount = lc.amount === 'x' ? (x ?? 0) : lc.amount;
    const life = state.players.find((p) => p.id === player)?.life ?? 0;
    if (amount > life) return { reason: 'cost-unpaid', detail: `${lc.text} (${amount} life needed, ${life} left)`, rule: '119.4' };
  }
  // 118.8 / 601.2h: a mandatory additional cost "sacrifice a creature" must be paid, with what it names.
  const sc = k.costs.sacrificeCost;
  if (sc) {
    const want = sc.count ?? 1;
    const given = a.sacrifice ?? [];
    // 118.3: with fewer permanents that could pay it than it takes, none chosen, it can't be paid at all.
    const can = given.length === 0 ? state.objects.filter((y) => y.zone === 'battlefield' && byId[y.id]?.controller === player && matchesObjectFilter({ ...sc.filter, zone: 'battlefield' }, y, byId[y.id]!, player, o.id)).length : want;
    if (can < want) return { reason: 'cost-unpaid', detail: `${sc.text}: ${can} available`, rule: '118.3' };
    if (given.length !== want) return { reason: 'cost-sacrifice', detail: `${sc.text} (${given.length} of ${want} chosen)`, rule: '601.2h' };
    for (const s of given) {
      const y = state.objects.find((z) => z.id === s)!;
      if (!matchesObjectFilter({ ...sc.filter, zone: 'battlefield' }, y, byId[y.id]!, player, o.id)) return { reason: 'cost-sacrifice', detail: `${y.label}: ${sc.text}`, rule: '601.2h' };
    }
  }
  // 118.8 / 601.2h: "discard a card" as an additional cost: the cast names another card in its caster's hand (hand-costs.ts, 701.9a).
  const dc = k.costs.discardCost;
  if (dc) {
    // Jump-start's own discard (702.133a) would be a second card, which one `discard` can't name.
    if (a.using === 'jump-start') halt('unmodelled', 'error.unmodelled', { reason: 'jump-start-discard', text: dc.text, rule: '601.2h' });
    // Which card is discarded is the caster's choice (601.2h): unsaid, it is not assumed.
    if (a.discard === undefined) halt('unmodelled', 'error.unmodelled', { reason: 'discard-cost-choice', text: dc.text, rule: '601.2h' });
    const discard = handCardProblem(state, byId, a.discard, dc, 'discard', player, o.id);
    if (discard) return discard;
  }
  // 118.9: a card exiled from the hand as part of an alternative cost (hand-costs.ts).
  const exile = checkExileCost(state, byId, a, k.costs, player, o.id);
  if (exile) return exile;
  return { division: d };
}

/**
 * 702.51a: the creatures a cast names to convoke it — untapped creatures its caster controls, each
 * named once and none also tapped for mana (118.3) — and the costs they may leave (convokeWays).
 * Null: none named. Paying the rest from the board with creatures convoking isn't modelled (which
 * creatures tap for mana and which convoke is one choice): the run stops.
 */
function convokeWaysFor(k: Casting, spell: Computed, cost: TotalCost): ManaCost[] | null | Problem {
  const { run, a, byId, player, who } = k;
  const ids = a.convoke ?? [];
  if (ids.length === 0) return null;
  if (!hasConvoke(spell)) return { reason: 'no-convoke', detail: ids.join(', '), rule: '702.51a' };
  if (new Set(ids).size !== ids.length) return { reason: 'convoke-creature', detail: 'the same creature named twice', rule: '118.3' };
  const colors: Color[][] = [];
  for (const id of ids) {
    const y = run.state.objects.find((z) => z.id === id);
    const c = y ? byId[y.id] : undefined;
    if (!y || !c || y.zone !== 'battlefield' || c.controller !== player || !c.types.includes('Creature')) return { reason: 'convoke-creature', detail: `${y?.label ?? id}: not a creature you control`, rule: '702.51a' };
    if (y.tapped || (a.mana ?? []).includes(id)) return { reason: 'tapped', detail: y.label, rule: '702.51a 118.3' };
    colors.push(c.colors);
  }
  const labels = ids.map((id) => run.state.objects.find((z) => z.id === id)!.label);
  if (who.payFromBoard === true && a.mana === undefined) halt('unmodelled', 'error.unmodelled', { reason: 'convoke-payment', creatures: labels, board: true, rule: '702.51a' });
  if (cost.total.other.length > 0) halt('unmodelled', 'error.unmodelled', { reason: 'special-mana', cost: cost.total.other.join(''), rule: '107.4' });
  const ways = convokeWays(cost.total, colors);
  if (ways === null) halt('unmodelled', 'error.unmodelled', { reason: 'convoke-payment', creatures: labels, board: false, rule: '702.51a' });
  if (ways.length === 0) return { reason: 'convoke-creature', detail: `${ids.length} creatures for ${cost.totalText}`, rule: '702.51a' };
  return ways;
}

/**
 * 702.126a: the artifacts a cast names to improvise it — untapped artifacts its caster controls, each
 * named once and none also tapped for mana or to convoke (118.3) — and the costs they may leave from
 * each convoke left (improviseWays). Null: none named. With the rest paid from the board the run
 * stops, as convoke's does (which permanents tap for mana is one choice with them).
 */
function improviseFor(k: Casting, spell: Computed, costs: readonly ManaCost[]): { ids: string[]; ways: ManaCost[] } | null | Problem {
  const { run, a, byId, player, who } = k;
  const ids = a.improvise ?? [];
  if (ids.length === 0) return null;
  if (!hasImprovise(spell)) return { reason: 'no-improvise', detail: ids.join(', '), rule: '702.126a' };
  if (new Set(ids).size !== ids.length) return { reason: 'improvise-artifact', detail: 'the same artifact named twice', rule: '118.3' };
  for (const id of ids) {
    const y = run.state.objects.find((z) => z.id === id);
    const c = y ? byId[y.id] : undefined;
    if (!y || !c || y.zone !== 'battlefield' || c.controller !== player || !c.types.includes('Artifact')) return { reason: 'improvise-artifact', detail: `${y?.label ?? id}: not an artifact you control`, rule: '702.126a' };
    if (y.tapped || (a.mana ?? []).includes(id) || (a.convoke ?? []).includes(id)) return { reason: 'tapped', detail: y.label, rule: '702.126a 118.3' };
  }
  const labels = ids.map((id) => run.state.objects.find((z) => z.id === id)!.label);
  if (who.payFromBoard === true && a.mana === undefined) halt('unmodelled', 'error.unmodelled', { reason: 'convoke-payment', creatures: labels, board: true, rule: '702.126a' });
  const ways = improviseWays(costs, ids.length);
  if (ways.length === 0) return { reason: 'improvise-artifact', detail: `${ids.length} artifacts for the generic mana of ${formatCost(costs[0]!)}`, rule: '702.126a' };
  return { ids, ways };
}

/** 601.2g-h, when the scenario tracks mana: the mana abilities named, then the total cost paid from the pool. */
function checkMana(k: Casting, cost: TotalCost): { sources: ManaSource[]; payment: Payment } | Problem {
  const { run, a, o, byId, player, who, notes, x } = k;
  const sources = manaSources(run, byId, player, a.mana ?? []);
  if (isProblem(sources)) return sources;
  // Review fix (118.10): a permanent sacrificed to pay its own mana ability can't also pay the spell's sacrifice cost.
  const twice = sources.find((s2) => s2.ab.sacrificeSelf === true && (a.sacrifice ?? []).includes(s2.o.id));
  if (twice) return { reason: 'cost-sacrifice', detail: `${twice.o.label}: already sacrificed for mana`, rule: '118.10' };
  // Review fix (118.6): no mana cost is an unpayable cost; only an alternative cost lets it be
  // cast (118.6a), never a "total cost" of {0}. Checked only when the scenario tracks mana.
  if (cost.alternative === null && o.printed.manaCost === null) return { reason: 'cost-unpaid', detail: `${o.label} has no mana cost, an unpayable cost`, rule: '118.6' };
  // 601.2g, 605.3a: the player's mana is their board's: the mana abilities are chosen there (board-mana.ts).
  if (who.payFromBoard === true && a.mana === undefined) return boardMana(k, cost);
  if (cost.total.other.length > 0) halt('unmodelled', 'error.unmodelled', { reason: 'special-mana', cost: cost.total.other.join(''), rule: '107.4' });
  const pool = sources.reduce((p, s2) => addToPool(p, s2.mana), who.manaPool ?? {});
  const pay = payFromPool(pool, cost.total);
  if (!pay.ok) {
    unpaidAfterEarlierChoice(who, pool, cost.total);
    // The permanents tapped to convoke or improvise it are tapped for that, not for mana (702.51a, 702.126a).
    unpaidWithUnnamedSources(run, byId, player, [...sources.map((s2) => s2.o.id), ...(a.convoke ?? []), ...(a.improvise ?? [])], pool, cost.total);
    // 702.51a, 702.126a: untapped creatures or artifacts the cast didn't say it taps could still convoke or improvise it.
    const tappers = unnamedTappers(k, sources.map((s2) => s2.o.id));
    if (tappers !== null) halt('unmodelled', 'error.unmodelled', { reason: 'cost-choice-open', text: tappers, rule: '118.9' });
    const other = sources.filter((s2) => s2.alternatives).map((s2) => s2.o.label);
    if (other.length > 0) halt('unmodelled', 'error.unmodelled', { reason: 'mana-ability-choice', sources: other, cost: cost.totalText, rule: '605.3a' });
    notes.push(costStep(run, o, cost, x, a, true, true));
    return { reason: 'cost-unpaid', detail: `${cost.totalText}; available ${poolText(pool) === '-' ? 'no mana' : poolText(pool)}; missing ${pay.missing}`, rule: '601.2h' };
  }
  return { sources, payment: { paid: pay.paid, left: pay.left, generic: pay.generic } };
}

/**
 * 601.2g-h from the board: the mana abilities chosen (board-mana.ts) add their mana, and the total
 * cost is paid from the pool. A cost it can't pay may still be payable another way the engine
 * doesn't model (an alternative cost not announced, 118.9; a keyword that pays part of it, such as
 * convoke, 702.51a): then the answer would rest on that, and the run stops as unmodelled.
 */
function boardMana(k: Casting, cost: TotalCost): { sources: ManaSource[]; payment: Payment } | Problem {
  const { run, o, byId, player, who, notes, x, a } = k;
  // 107.3a: X is announced while casting; an X the question didn't give would decide what is paid.
  if (k.xOpen) halt('unmodelled', 'error.unmodelled', { reason: 'x-for-cost', text: o.printed.manaCost ?? cost.totalText, rule: '107.3a' });
  const chosen = boardSources(run, byId, player, who, cost.total, cost.totalText);
  if (isProblem(chosen)) {
    // 702.51a: convoke can pay only with an untapped creature the caster controls; 702.126a: improvise with an untapped artifact.
    const untapped = (type: CardType): boolean => run.state.objects.some((y) => y.zone === 'battlefield' && !y.tapped && byId[y.id]?.controller === player && byId[y.id]!.types.includes(type));
    const other = otherWaysToPay(o, byId[o.id], cost, { convoke: untapped('Creature'), improvise: untapped('Artifact') }) ?? unreadCostText(run.state.objects, o);
    if (other !== null) halt('unmodelled', 'error.unmodelled', { reason: 'cost-choice-open', text: other, rule: '118.9' });
    notes.push(costStep(run, o, cost, x, a, true, true));
    return chosen;
  }
  const pool = chosen.sources.reduce((p, s2) => addToPool(p, s2.mana), who.manaPool ?? {});
  const pay = payFromPool(pool, chosen.cost);
  if (!pay.ok) return { reason: 'cost-unpaid', detail: `${cost.totalText}; missing ${pay.missing}`, rule: '601.2h' };
  return { sources: chosen.sources, payment: { paid: pay.paid, left: pay.left, generic: pay.generic } };
}

/**
 * Convoke (702.51a) or improvise (702.126a) of the spell that the cast said nothing about, while its
 * caster has an untapped creature (artifact) not tapped for mana: it might pay what mana can't.
 */
function unnamedTappers(k: Casting, named: readonly string[]): string | null {
  const { run, a, o, byId, player } = k;
  const c = byId[o.id];
  if (!c) return null;
  const free = (type: CardType): boolean => run.state.objects.some((y) => y.zone === 'battlefield' && !y.tapped && !named.includes(y.id) && byId[y.id]?.controller === player && byId[y.id]!.types.includes(type));
  const out = [...(a.convoke === undefined && hasConvoke(c) && free('Creature') ? ['convoke'] : []), ...(a.improvise === undefined && hasImprovise(c) && free('Artifact') ? ['improvise'] : [])];
  return out.length > 0 ? out.join(', ') : null;
}

/** Keywords of a spell that pay or replace part of its cost in ways the engine doesn't simulate (702.51a convoke, 702.66a delve, 702.126a improvise, 702.119a emerge, and the like). */
const PAYING_KEYWORDS = ['convoke', 'delve', 'improvise', 'emerge', 'affinity', 'surge', 'spectacle', 'prowl', 'dash', 'evoke', 'madness', 'miracle', 'overload', 'foretell', 'flashback', 'escape', 'blitz', 'offspring', 'bargain', 'casualty', 'undaunted', 'assist'];

/** Another way the spell might be paid that the cast didn't take: its alternative costs (118.9) or a paying keyword. Null: none. */
function otherWaysToPay(o: GameObject, c: Computed | undefined, cost: TotalCost, tappers: { convoke: boolean; improvise: boolean }): string | null {
  if (cost.alternative === null) {
    const alts = o.printed.spell?.alternatives ?? [];
    if (alts.length > 0) return alts.map((x) => x.name).join(', ');
  }
  const kws = (c?.keywords ?? []).map((kw) => kw.keyword.toLowerCase()).filter((kw) => PAYING_KEYWORDS.includes(kw) && (kw === 'convoke' ? tappers.convoke : kw === 'improvise' ? tappers.improvise : true));
  return kws.length > 0 ? kws.join(', ') : null;
}

/** Text the compiler left unread that speaks of costs (a cost reduction or an alternative cost it didn't read, 601.2f), on the spell or a permanent: it might make the cost payable. */
function unreadCostText(objects: readonly GameObject[], spell: GameObject): string | null {
  for (const x of objects) {
    if (x.id !== spell.id && x.zone !== 'battlefield') continue;
    const t = (x.printed.unmodelled ?? []).find((u) => /\bcosts?\b|rather than pay/i.test(u));
    if (t !== undefined) return t;
  }
  return null;
}
