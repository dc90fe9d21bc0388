/**
 * Casting spells (601.2a-i). Everything is checked before anything changes (cast-plan.ts), so an
 * illegal cast is "rewound" (601.2e, 733.1): the trace explains why and the game goes on as before it
 * was proposed. Timing: 117.1a (instants any time with priority; other spells in your main phase with
 * an empty stack), flash (702.8a), "as though it had flash" (601.3b), split second (702.61a), and
 * "can't" beats "can" (101.2). Choices (modes, kicker, alternative costs, X: modes.ts, announce.ts),
 * the total cost (costs.ts) and permissions (permissions.ts) have modules of their own. Mana is paid
 * from the player's mana pool (mana.ts, mana-payment.ts) when the scenario tracks mana; otherwise
 * costs are taken as paid (the trace says so). Activating abilities is activate.ts; copying spells
 * copy-spell.ts.
 *
 * A cast goes in named steps: plan it (nothing changes yet), then either rewind it or announce it,
 * move the card to the stack, state its targets, pay, and put it there.
 */
import { qualitySubtypes } from '../keywords.ts';
import { currentObject, currentPlayer } from '../objects.ts';
import { emit, halt, layersOf, nextTimestamp } from '../run.ts';
import { lkiOf } from '../stack/instructions.ts';
import type { Run } from '../run.ts';
import { step } from '../trace.ts';
import { record } from '../record.ts';
import { rewind } from './rewound.ts';
import type { GameObject, StackItem } from '../types.ts';
import { moveObject } from '../zones.ts';
import { givePriority, priorityOf } from '../stack/items.ts';
import { addToPool, formatCost, parseCost, poolText } from './mana.ts';
import { rememberBoardPayment } from './board-mana.ts';
import { wardTriggers } from '../triggers/ward.ts';
import { AlternativeCast, payDiscard } from './alternatives.ts'; // H3
import type { CastVia } from './alternatives.ts'; // H3
import { announceStep, costStep } from './announce.ts';
import { planCast } from './cast-plan.ts';
import type { CastPlan, Casting } from './cast-plan.ts';
import { isProblem, resolveRefs } from './checks.ts';
import { paidCosts } from './cost-choice.ts';
import { payExileCost } from './hand-costs.ts';
import type { Cast } from './checks.ts';
import { abilityItem, push } from './stack-item.ts';
import { edit } from '../changes.ts';
import { markRebound } from '../keywords/rebound.ts';

/** 601.2: cast a spell. Every check is made before anything changes; an illegal cast is rewound (601.2e, 733.1). */
export function cast(run: Run, a: Cast, via: CastVia | null = null): void {
  const state = run.state;
  const o: GameObject = currentObject(run, a.object);
  // H3 hook (alternatives.ts): the card takes the characteristics it is cast with (morph face-down,
  // Adventure, split half) before anything is judged, so the layers below see the spell as it will be (601.3e).
  const alt = new AlternativeCast(run, o, a, a.player ?? priorityOf(state).player, via);
  const byId = layersOf(run).result.byId;
  const holder = priorityOf(state).player;
  const player = a.player ?? holder;
  record(run, { kind: 'cast-proposed', object: o.id, player }, null);
  const who = currentPlayer(run, player);
  const targets = resolveRefs(run, a.targets);
  // 107.3a: X is announced while casting; a question that leaves it open gets X = 0, stated in the trace.
  // 107.3, 601.2b: X in the mana cost or in an additional cost ("pay X life") is announced while casting.
  // 118.8, 601.2b: the additional costs this cast pays (one of a choice, as announced).
  const costs = paidCosts(o.printed.spell, a);
  const paid = isProblem(costs) ? {} : costs;
  const xOpen = a.x === undefined && (parseCost(o.printed.manaCost).xCount > 0 || paid.lifeCost?.amount === 'x');
  const x = a.x ?? (xOpen ? 0 : null);
  const k: Casting = { run, a, o, alt, byId, holder, player, who, targets, notes: [], x, xOpen, costs: paid };
  const plan = isProblem(costs) ? costs : planCast(k);
  for (const n of k.notes) emit(run, n);
  if (isProblem(plan)) {
    rewind(run, o, player, plan, ['601.2e', '733.1', ...plan.rule.split(' ')]);
    alt.undo(); // H3: the card has its own characteristics again
    return;
  }
  announceCast(k, plan);
  const moved = moveToStack(k, plan);
  targetSteps(k, plan);
  const sacrificed = payForCast(k, plan);
  putSpellOnStack(k, plan, moved, sacrificed);
}

/** 601.2a-b: the cast is proposed with the permission that allowed it, and its choices announced. */
function announceCast(k: Casting, plan: CastPlan): void {
  const { run, o, alt, player, x, xOpen } = k;
  const { an, permission: perm } = plan;
  alt.announce(); // H3: which permission and which characteristics (601.3, 601.3e)
  // The permission that allowed it now: 117.1a, or flash / "as though it had flash" (702.8a, 601.3b-d).
  const timing = alt.via ? alt.via.rules : perm === null ? ['117.1a'] : perm.via === 'instant' ? ['117.1a', '304.1'] : ['117.1a', ...perm.rules]; // H3: 608.2g
  emit(run, step('cast.proposed', ['601.2a', ...timing], { player, spell: o.label, from: o.zone, ...(perm && perm.via !== 'instant' ? { permission: perm.via } : {}) }));
  announceStep(run, o, an, x, xOpen);
  // 107.3m: it enters with X counters, X as chosen now: the answer turns on an X the question didn't give.
  const xCounters = o.printed.entersWithCounters;
  if (xOpen && xCounters && xCounters.x.length > 0) halt('unmodelled', 'error.unmodelled', { reason: 'x-from-counters', object: o.label, text: xCounters.text, past: false, rule: '107.3m' });
  // A chosen mode the engine can't follow: said plainly, and not taken into account.
  for (const text of an.unmodelled) emit(run, step('unmodelled.text', [], { object: o.label, text }));
}

/** 601.2a: the card moves to the stack and becomes the spell (bestowed: an Aura, 702.103b); its id on the stack. */
function moveToStack(k: Casting, plan: CastPlan): string {
  const { run, o, alt, player } = k;
  const state = run.state;
  const from = o.zone;
  const moved = moveObject(run, o.id, 'stack').id!;
  const onStack = state.objects.find((y) => y.id === moved)!;
  edit(run, onStack).baseController = player;
  alt.afterMove(moved); // H3: face-down / alternative characteristics / flashback exile (708.4, 715.3b, 702.34a)
  markRebound(run, state.objects.find((y) => y.id === moved)!, from); // 702.88a: only cast from a hand
  if (plan.an.bestow) {
    // 702.103b: as it is put on the stack it becomes an Aura enchantment and gains enchant creature.
    state.effects = [
      ...state.effects,
      {
      id: `bestow-${moved}`,
      source: moved,
      controller: player,
      text: 'Bestowed: an Aura enchantment with enchant creature.',
      timestamp: nextTimestamp(state),
      affects: { kind: 'objects', ids: [moved] },
      modifications: [{ kind: 'set-types', types: ['Enchantment'], subtypes: ['Aura'] }, { kind: 'add-keywords', keywords: [{ keyword: 'enchant', param: 'creature' }] }],
      duration: { kind: 'indefinite' },
      lockedIds: [moved],
      },
    ];
  }
  return moved;
}

/** 601.2c-d: the targets chosen (115.3: one object for several words) and a division announced. */
function targetSteps(k: Casting, plan: CastPlan): void {
  const { run, o, player, targets } = k;
  const state = run.state;
  // Targets chosen for the card now name the spell it became.
  const all = Object.values(targets).flat();
  for (const spec of plan.an.specs) {
    const list = targets[spec.word] ?? [];
    const labels = list.map((r) => state.objects.find((y) => y.id === r)?.label ?? r);
    const shared = list.some((r) => all.filter((y) => y === r).length > 1);
    emit(run, step('cast.targets', shared ? ['601.2c', '115.3'] : ['601.2c'], { spell: o.label, word: spec.word, targets: labels, shared }));
  }
  const div = plan.division;
  if (div !== null && Object.keys(div.division).length > 0) {
    emit(run, step('cast.divided', ['601.2d'], { player, spell: o.label, division: Object.entries(div.division).map(([r, n]) => `${state.objects.find((y) => y.id === r)?.label ?? r}: ${n}`), total: div.total }));
  }
}

/** 601.2f-h: the total cost stated, mana abilities activated (601.2g, 605.3b), then the costs paid; returns the sacrificed permanents as they last existed. */
function payForCast(k: Casting, plan: CastPlan): { power: number; manaValue: number }[] {
  const { run, a, o, byId, player, who, x } = k;
  const payment = plan.payment;
  emit(run, costStep(run, o, plan.cost, x, a, payment !== null));
  // 601.2g: mana abilities are activated before costs are paid (they don't use the stack, 605.3b).
  for (const s of plan.sources) {
    if (s.ab.tap) run.perform({ kind: 'tap', object: s.o.id });
    if (s.ab.sacrificeSelf) run.perform({ kind: 'sacrifice', object: s.o.id }); // review fix: its cost (601.2h)
    who.manaPool = addToPool(who.manaPool ?? {}, s.mana);
    record(run, { kind: 'activated', source: s.o.id, item: null, player, ability: s.ab.text, mana: true }, null);
    emit(run, step('cast.mana-ability', s.untold ? ['601.2g', '605.3b', '106.4', '107.4b'] : ['601.2g', '605.3b', '106.4'], { player, source: s.o.label, ability: s.ab.text, adds: poolText(s.mana), ...(s.untold ? { untold: true } : {}) }));
    if (s.ab.effects.length > 0) run.resolveMana(abilityItem(`mana-${s.o.id}`, s.o, s.ab, player, byId));
  }
  // 702.51a, 601.2h: the creatures that convoke it are tapped, each paying one mana of the total cost.
  if (plan.convoke) {
    for (const id of plan.convoke.ids) run.perform({ kind: 'tap', object: id });
    emit(run, step('cast.convoke', ['702.51a', '702.51c', '601.2h'], { player, spell: o.label, creatures: plan.convoke.ids.map((id) => currentObject(run, id).label), rest: formatCost(plan.convoke.rest) }));
  }
  // 702.126a, 601.2h: the artifacts that improvise it are tapped, each paying one generic mana.
  if (plan.improvise) {
    for (const id of plan.improvise.ids) run.perform({ kind: 'tap', object: id });
    emit(run, step('cast.improvise', ['702.126a', '601.2h'], { player, spell: o.label, artifacts: plan.improvise.ids.map((id) => currentObject(run, id).label), rest: formatCost(plan.improvise.rest) }));
  }
  // 601.2h: the costs are paid (the total was locked in first, 601.2f).
  if (payment) {
    who.manaPool = payment.left;
    if (Object.keys(payment.generic).length > 0) who.genericPaid = addToPool(who.genericPaid ?? {}, payment.generic);
    if (who.payFromBoard === true && a.mana === undefined) rememberBoardPayment(who, plan.cost.total, plan.sources.map((s) => s.o.id));
    emit(run, step('cast.paid', ['601.2h', '106.4'], { player, spell: o.label, paid: poolText(payment.paid), left: poolText(payment.left) }));
  }
  // The sacrificed permanents as they last existed, for "the sacrificed creature's power" (608.2h).
  const before = layersOf(run).result.byId;
  const sacrificed = (a.sacrifice ?? []).map((s) => lkiOf(currentObject(run, s), before[s]));
  for (const s of a.sacrifice ?? []) run.perform({ kind: 'sacrifice', object: s });
  // 118.8 / 118.9, 119.4: the spell's life cost, additional or its alternative cost's part — paying life is losing it.
  const lc = k.costs.lifeCost;
  const lifePaid = lc ? (lc.amount === 'x' ? (x ?? 0) : lc.amount) : 0;
  if (lc && lifePaid > 0) {
    const alternative = lc.alternative === true;
    emit(run, step('cast.pay-life', alternative ? ['119.4', '118.9', '601.2h'] : ['119.4', '601.2h'], { player, spell: o.label, amount: lifePaid, ...(alternative ? { alternative } : {}) }));
    run.perform({ kind: 'life', player, amount: -lifePaid });
  }
  // 601.2b, 107.4f: each Phyrexian mana symbol announced as paid with life costs 2 life (119.4: losing it).
  const phyrexian = a.phyrexianLife ?? 0;
  if (phyrexian > 0) {
    emit(run, step('cast.pay-phyrexian', ['107.4f', '119.4', '601.2h'], { player, spell: o.label, amount: 2 * phyrexian, symbols: phyrexian }));
    run.perform({ kind: 'life', player, amount: -2 * phyrexian });
  }
  payExileCost(run, a, k.costs, player, o.label); // 118.9: an alternative cost's card from the hand
  payDiscard(run, a, player, k.costs.discardCost !== undefined); // H3: jump-start's additional cost (702.133a); the spell's own (118.8)
  return sacrificed.map(({ power, manaValue }) => ({ power, manaValue }));
}

/** 601.2i: the spell becomes cast, on the stack with its choices; its caster receives priority (117.3c). */
function putSpellOnStack(k: Casting, plan: CastPlan, moved: string, sacrificed: { power: number; manaValue: number }[]): void {
  const { run, o, alt, byId, player, targets, x } = k;
  const { an } = plan;
  const item: StackItem = {
    id: moved,
    kind: 'spell',
    source: moved,
    sourceLabel: o.label,
    sourceColors: an.c.colors,
    sourceTypes: an.c.types,
    sourceSubtypes: [...qualitySubtypes(an.c)],
    controller: player,
    text: o.printed.spell?.text ?? o.label,
    targets,
    specs: an.specs,
    effects: an.effects,
    cast: true,
    copy: false,
  };
  if (x !== null) {
    item.x = x;
    if (k.xOpen) item.xAssumed = true;
    // 202.3e: on the stack, X in its mana cost is the number chosen (read by "mana value" filters).
    const spellObject = run.state.objects.find((y) => y.id === moved);
    if (spellObject) edit(run, spellObject).stackX = x;
  }
  if (plan.division !== null) item.division = plan.division.division;
  if (an.modes.length > 0) item.modes = an.modes;
  // 608.2d: a choice its text makes as it resolves ("the color of your choice"), told with the cast.
  if (k.a.color !== undefined) item.chosenColor = k.a.color;
  if (an.kicked) {
    item.kicked = true;
    // 702.33d: the spell has been kicked (so many times); a permanent spell's linked abilities read it once it enters (702.33e).
    const spellObject = run.state.objects.find((y) => y.id === moved);
    if (spellObject) edit(run, spellObject).kicked = an.kicks;
  }
  if (sacrificed.length > 0) item.sacrificed = sacrificed;
  if (an.alternative !== null) item.alternative = an.alternative;
  // 702.40a: its place among the spells cast this turn, when that count is known.
  if (run.state.spellsCastThisTurn !== undefined) item.castOrdinal = ++run.state.spellsCastThisTurn;
  push(run, item);
  record(run, { kind: 'cast', spell: moved, player, modeGaps: [...an.unmodelled] }, null);
  emit(run, step('cast.cast', ['601.2i'], { player, spell: o.label, id: moved }));
  wardTriggers(run, byId, item);
  // H3: cast during a resolution (608.2g): no player receives priority; the resolution goes on.
  if (alt.via) {
    emit(run, step('alt.during-resolution', ['608.2g'], { player, spell: o.label, by: alt.via.by }));
    return;
  }
  givePriority(run.state, player); // 117.3c
  emit(run, step('stack.priority', ['117.3c'], { player }));
}
