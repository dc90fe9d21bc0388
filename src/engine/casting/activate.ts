/**
 * Activating abilities (602.2): like casting, every check is made before anything changes, so an
 * illegal activation is rewound (602.2b, 733.1). Costs: mana (paid from the pool when the scenario
 * tracks mana, 602.2b -> 601.2h), {T}, loyalty (606.4), life (119.4), sacrifices and discards
 * (activation-costs.ts); any other cost stops the run as unmodelled. Timing: priority (117.1a),
 * "activate only as a sorcery" (602.5d), loyalty abilities (606.3), split second (702.61a, not for
 * mana abilities, 702.61b). A mana ability doesn't use the stack: it resolves at once (605.3b).
 *
 * An activation goes in named steps: read its cost, plan it (nothing changes yet), then either
 * rewind it or pay its costs and put it on the stack (or resolve it, a mana ability).
 */
import { hasHaste } from '../keywords/haste.ts';
import { emitNotes } from '../keywords/note.ts';
import { qualitySubtypes } from '../keywords.ts';
import { currentObject, currentPlayer } from '../objects.ts';
import { emit, halt, layersOf } from '../run.ts';
import { lkiOf } from '../stack/instructions.ts';
import type { Run } from '../run.ts';
import { step } from '../trace.ts';
import { record } from '../record.ts';
import { rewind } from './rewound.ts';
import type { ActivatedAbility, Computed, GameObject, ManaPool, PlayerId, StackItem } from '../types.ts';
import type { Targeter } from '../targets/legality.ts';
import { givePriority, nextStackId, noPriorityStep, priorityOf, stackOf } from '../stack/items.ts';
import { wardTriggers } from '../triggers/ward.ts';
import { addToPool, changeGeneric, formatCost, parseCost, parsePool, payFromPool, poolText, withX } from './mana.ts';
import { activationCostChange } from './costs.ts';
import { activationRestriction, chosenCostObjects, payCostObjects } from './activation-costs.ts';
import type { CostObjects } from './activation-costs.ts';
import { checkTargets, isMain, isProblem, resolveRefs, splitSecondOnStack, splitSecondSpell } from './checks.ts';
import type { Activate, Problem } from './checks.ts';
import { unpaidAfterEarlierChoice } from './mana-payment.ts';
import type { ManaSource } from './mana-payment.ts';
import { boardSources, rememberBoardPayment } from './board-mana.ts';
import type { ManaCost } from './mana.ts';
import { abilityItem, push } from './stack-item.ts';
import { activatedOf, isPrinted } from './activated-of.ts';
import { chooseModes, isModeProblem } from './modes.ts';

/** One proposed activation: what its steps read. */
interface Activation {
  run: Run;
  a: Activate;
  o: GameObject;
  index: number;
  ab: ActivatedAbility;
  /** The loyalty symbol of its cost (606.4), or null. */
  loyalty: number | null;
  byId: Record<string, Computed>;
  c: Computed;
  /** The player with priority (117.1a). */
  holder: PlayerId;
  player: PlayerId;
  targets: Record<string, string[]>;
  by: Targeter;
}

/** An activation found legal: the objects its cost takes, and the mana paid from the pool (if tracked). */
interface ActivationPlan {
  costObjects: CostObjects;
  payment: { paid: ManaPool; left: ManaPool; generic: ManaPool } | null;
  /** Mana abilities chosen from the player's board to pay it (board-mana.ts), activated first (601.2g via 602.2b). */
  sources?: ManaSource[];
  need?: ManaCost;
}

/**
 * 700.2a, 602.2b -> 601.2b: a modal activated ability has the modes the activate action chooses, their
 * targets and instructions as its own (700.2c); not told, it stops rather than guess a mode. A choice
 * the ability doesn't allow rewinds the activation (null).
 */
function withChosenModes(run: Run, a: Activate, o: GameObject, ab: ActivatedAbility, player: PlayerId): ActivatedAbility | null {
  const modes = ab.modes;
  if (!modes && (a.modes?.length ?? 0) > 0) {
    rewind(run, o, player, { reason: 'ability-not-modal', detail: (a.modes ?? []).join(', '), rule: '700.2' }, ['602.2b', '733.1', '700.2'], ab.text);
    return null;
  }
  if (!modes) return ab;
  if (a.modes === undefined) halt('unmodelled', 'error.unmodelled', { reason: 'mode-choice', text: ab.text, modes: modes.options.map((m) => m.text), rule: '700.2a' });
  const chosen = chooseModes({ text: ab.text, effects: ab.effects, ...(ab.targets ? { targets: ab.targets } : {}), modes }, a.modes, false);
  if (isModeProblem(chosen)) {
    rewind(run, o, player, chosen, ['602.2b', '733.1', chosen.rule], ab.text);
    return null;
  }
  emit(run, step('activate.modes', ['700.2a', '602.2b', '601.2b'], { player, source: o.label, ability: ab.text, modes: chosen.modeTexts }));
  const body: ActivatedAbility = { ...ab, effects: chosen.effects };
  delete body.modes;
  delete body.targets;
  return chosen.specs.length > 0 ? { ...body, targets: chosen.specs } : body;
}

/** 602.2: activate an activated ability; a mana ability resolves at once (605.3b). */
export function activate(run: Run, a: Activate): void {
  const o = currentObject(run, a.object);
  const index = a.ability ?? 0;
  const byId = layersOf(run).result.byId;
  const c = byId[o.id]!;
  // Its printed abilities, then those effects grant it (113.10, 613.1f).
  const printed = activatedOf(o, c)[index];
  if (!printed) halt('bad_reference', 'error.bad-reference', { reference: `${a.object}#${index}`, what: 'activated ability' });
  const player = a.player ?? c.controller;
  const ab = withChosenModes(run, a, o, printed, player);
  if (!ab) return;
  const loyalty = loyaltyOfCost(ab);
  const holder = priorityOf(run.state).player;
  const targets = resolveRefs(run, a.targets);
  const by: Targeter = { self: null, source: o.id, controller: player, colors: c.colors, types: c.types, subtypes: qualitySubtypes(c), kind: 'activated' };
  const k: Activation = { run, a, o, index, ab, loyalty, byId, c, holder, player, targets, by };
  const plan = planActivation(k);
  if (isProblem(plan)) {
    rewind(run, o, player, plan, ['602.2b', '733.1', ...plan.rule.split(' ')], ab.text);
    return;
  }
  // The sacrificed permanents as they last existed, for "the sacrificed creature's power" (608.2h).
  const sacrificed = plan.costObjects.sacrifice.map((s) => lkiOf(currentObject(run, s), byId[s]));
  payActivation(k, plan);
  const id = nextStackId(run.state);
  const item: StackItem = { ...abilityItem(id, o, ab, player, byId), targets, ...xOfActivation(ab, a), ...(a.color !== undefined ? { chosenColor: a.color } : {}), ...(sacrificed.length > 0 ? { sacrificed: sacrificed.map(({ power, manaValue }) => ({ power, manaValue })) } : {}) };
  if (ab.mana) {
    resolveManaAbility(k, item);
    return;
  }
  record(run, { kind: 'activated', source: o.id, item: id, player, ability: ab.text, mana: false }, ['602.2']);
  push(run, item);
  wardTriggers(run, byId, item);
  givePriority(run.state, player); // 117.3c
  emit(run, step('stack.priority', ['117.3c'], { player }));
}

/**
 * 107.3a, 107.3k: an activation cost with {X} has X announced as it is activated (602.2b -> 601.2b), for that activation
 * alone; the stack item keeps it (107.3m-style: what its instructions' X is). Not given, X is 0 only so that the cost
 * can be read, and an instruction that uses it stops (xAssumed, stack/instructions.ts) rather than guess.
 */
function xOfActivation(ab: ActivatedAbility, a: Activate): Pick<StackItem, 'x' | 'xAssumed'> {
  if (!/\{X\}/.test(ab.cost ?? '')) return {};
  return a.x === undefined ? { x: 0, xAssumed: true } : { x: a.x };
}

/**
 * The mana part of an activation cost with its announced X as generic mana (107.3a, 601.2f via 602.2b),
 * and the ability's own "costs {N} less to activate for each …" (118.7a: generic mana only, never below zero).
 */
function activationCost(manaParts: readonly string[], k: Activation): ManaCost {
  const need = parseCost(manaParts.join(''));
  const withx = need.xCount > 0 && k.a.x !== undefined ? withX(need, k.a.x) : need;
  if (!k.ab.costChanges) return withx;
  return changeGeneric(withx, activationCostChange(k.run.state, k.byId, k.ab.costChanges, k.player, k.o.id).net);
}

/** 601.2f, 118.7a (via 602.2b): the activation's total mana cost, when the ability's own cost changes applied. */
function costChangeStep(k: Activation): void {
  const { run, o, ab, player, byId } = k;
  if (!ab.costChanges) return;
  const { texts } = activationCostChange(run.state, byId, ab.costChanges, player, o.id);
  if (texts.length === 0) return;
  const manaParts = (ab.cost ?? '').split(',').map((x) => x.trim()).filter((x) => /^(\{[0-9WUBRGCXSP/]+\})+$/i.test(x));
  const total = formatCost(activationCost(manaParts, k));
  emit(run, step('cast.cost', ['602.2b', '601.2f', '118.7a'], { spell: `${o.label}: “${ab.text}”`, cost: manaParts.join('') || '{0}', x: k.a.x ?? null, total, alternative: null, additional: [], sacrificed: [], reductions: texts, simulated: false, unpaid: false }));
}

/**
 * 602.2b: the parts of the cost, each one the engine can pay; the loyalty symbol if there is one
 * (606.4). Costs other than mana, {T}, "sacrifice this", loyalty and what the ability states
 * structurally are not modelled: stop rather than ignore them.
 */
function loyaltyOfCost(ab: ActivatedAbility): number | null {
  let loyalty: number | null = null;
  for (const part of (ab.cost ?? '').split(',').map((x) => x.trim()).filter((x) => x !== '')) {
    const mana = /^(\{[0-9WUBRGCXSP/]+\})+$/i.test(part);
    const tap = part === '{T}';
    const sac = ab.sacrificeSelf === true && /^sacrifice (this|~|it)\b/i.test(part);
    // 702.29a: "Discard this card" from the hand the ability works in.
    const discardSelf = ab.zone === 'hand' && /^discard this card$/i.test(part);
    // 113.6m, 602.2b: "Exile this card from your hand" (a spirit guide's mana ability), paid by exiling it (406.2).
    const exileSelf = ab.zone === 'hand' && /^exile this(?: [a-z]+)? from your hand$/i.test(part);
    // Costs the ability states structurally: life (119.4), sacrificing or discarding what the action names (601.2h).
    const life = ab.payLife !== undefined && /^pay \d+ life$/i.test(part);
    const sacOther = !sac && ab.sacrificeCost !== undefined && /^sacrifice /i.test(part);
    const discard = !discardSelf && ab.discardCost !== undefined && /^discard /i.test(part);
    // Counters removed from or put on this permanent (602.2b): the ability's counterCost.
    const counters = ab.counterCost !== undefined && /^(?:remove|put) /i.test(part);
    // 702.122a: "Crew N", the creatures the activate action names (activation-costs.ts); so "Tap two untapped artifacts you control" (701.26a).
    const crew = (ab.crew !== undefined && /^crew \d+$/i.test(part)) || (ab.tapCost !== undefined && /^tap .+ untapped /i.test(part));
    // 606.2, 606.4: a loyalty symbol in the cost ("+1", "−3", "0"): put on or remove loyalty counters.
    const loyal = /^([+−-]?)(\d+)$/.exec(part);
    if (loyal && loyalty === null) loyalty = (loyal[1] === '+' || loyal[1] === '' ? 1 : -1) * Number(loyal[2]);
    else if (!mana && !tap && !sac && !discardSelf && !exileSelf && !life && !sacOther && !discard && !counters && !crew) halt('unmodelled', 'error.unmodelled', { reason: 'activation-cost', text: part, rule: '602.2b' });
  }
  return loyalty;
}

/** 602.2a-b without changing anything: where, who and when (113.6, 602.2, 117.1a, 602.5, 606.3), targets, and the costs. */
function planActivation(k: Activation): ActivationPlan | Problem {
  const { run, a, o, index, ab, loyalty, byId, c, holder, player, targets, by } = k;
  const state = run.state;
  // 602.2, 113.6: an ability works on the battlefield unless it says otherwise (cycling: the hand, 702.29a).
  if (o.zone !== (ab.zone ?? 'battlefield')) return { reason: ab.zone === 'hand' ? 'not-in-hand' : ab.zone === 'graveyard' ? 'not-in-graveyard' : 'not-on-battlefield', detail: o.zone, rule: ab.zone === 'hand' ? '702.29a' : ab.zone === 'graveyard' ? '113.6m' : '602.2' };
  // 602.2: a card in a hand or graveyard has no controller; its owner activates its abilities.
  if (ab.zone !== undefined && o.owner !== player) return { reason: 'not-controller', detail: o.owner, rule: '602.2' };
  // Review fix (613.1f): an object that lost all its abilities (layer 6) has no ability to activate.
  // (An ability an effect granted after that is still there, 613.7a.)
  if (c.lostAllAbilities === true && isPrinted(o, index)) return { reason: 'lost-abilities', detail: o.label, rule: '613.1f' };
  // 305.7: its printed abilities are gone and it has the new basic land type's mana ability, which the engine doesn't give it.
  if (c.lostRulesText === true && isPrinted(o, index)) halt('unmodelled', 'error.unmodelled', { reason: 'lost-rules-text', object: o.label, mana: false, rule: '305.7' });
  if (c.controller !== player) return { reason: 'not-controller', detail: c.controller, rule: '602.2' };
  // 502.4, 514.3: nobody gets priority in this step, so no ability can be activated (605.3a for mana abilities too).
  const none = noPriorityStep(state);
  if (none) return { reason: none.reason, detail: '', rule: none.rule };
  if (player !== holder) return { reason: 'no-priority', detail: holder, rule: ab.mana ? '605.3a' : '117.1a' };
  if (!ab.mana) {
    const split = splitSecondOnStack(run, byId);
    if (split !== null) return { reason: 'split-second', detail: split, rule: '702.61a' };
  }
  if (ab.sorcery && (player !== state.activePlayer || !isMain(run) || stackOf(state).length > 0)) return { reason: 'sorcery-timing', detail: 'activate only as a sorcery', rule: '602.5d' };
  if (loyalty !== null) {
    // 606.3: during a main phase of your turn with the stack empty, once per turn per permanent.
    if (player !== state.activePlayer || !isMain(run) || stackOf(state).length > 0) return { reason: 'sorcery-timing', detail: 'a loyalty ability', rule: '606.3' };
    if ((state.loyaltyActivated ?? []).includes(o.id)) return { reason: 'loyalty-once', detail: o.label, rule: '606.3' };
    // 606.6: a negative loyalty cost needs at least that many loyalty counters.
    const have = o.counters['loyalty'] ?? 0;
    if (loyalty < 0 && have < -loyalty) return { reason: 'cost-unpaid', detail: `${-loyalty} loyalty counters needed, ${have} on it`, rule: '606.6' };
  }
  if (ab.tap && o.tapped) return { reason: 'tapped', detail: o.label, rule: '602.2b' };
  if (ab.tap && c.types.includes('Creature') && o.summoningSick && !hasHaste(c)) return { reason: 'summoning-sick', detail: o.label, rule: '602.5a 302.6' };
  const restricted = activationRestriction(run, byId, o, index, ab, player);
  if (restricted) return restricted;
  const t = checkTargets(run, byId, ab.targets ?? [], targets, by);
  if (t) return t;
  const costObjects = chosenCostObjects(run, byId, o, ab, player, a);
  if (isProblem(costObjects)) return costObjects;
  const payment = activationMana(k);
  if (payment !== null && isProblem(payment)) return payment;
  if (payment !== null && 'payment' in payment) return { costObjects, ...payment };
  return { costObjects, payment };
}

/**
 * Review fix: when the scenario tracks mana, the activation cost's mana is paid from the pool
 * (602.2b -> 601.2h) instead of being taken as paid, which would leave that mana for later spells.
 * Null: no mana to pay from a tracked pool.
 */
function activationMana(k: Activation): ActivationPlan['payment'] | Pick<ActivationPlan, 'payment' | 'sources' | 'need'> | Problem {
  const { run, ab, player } = k;
  const manaParts = (ab.cost ?? '').split(',').map((x) => x.trim()).filter((x) => /^(\{[0-9WUBRGCXSP/]+\})+$/i.test(x));
  const who = currentPlayer(run, player);
  // A mana ability with a mana cost starts tracking mana (its mana goes into the pool) while its own
  // cost couldn't be paid from a pool nobody stated: stop rather than add that mana for free.
  if (who.manaPool === undefined && manaParts.length > 0 && ab.mana && ab.adds !== undefined) halt('unmodelled', 'error.unmodelled', { reason: 'mana-pool-unstated', cost: manaParts, text: ab.text, rule: '602.2b' });
  if (who.payFromBoard === true && manaParts.length > 0 && !ab.mana) return boardActivationMana(k, activationCost(manaParts, k));
  if (who.manaPool === undefined || manaParts.length === 0) return null;
  const need = activationCost(manaParts, k);
  if (need.xCount > 0 || need.other.length > 0) halt('unmodelled', 'error.unmodelled', { reason: 'special-mana-activation', cost: manaParts, rule: '107.3k' });
  const pay = payFromPool(who.manaPool, need);
  if (!pay.ok) {
    unpaidAfterEarlierChoice(who, who.manaPool, need);
    return { reason: 'cost-unpaid', detail: `${formatCost(need)}; available ${poolText(who.manaPool) === '-' ? 'no mana' : poolText(who.manaPool)}; missing ${pay.missing}`, rule: '601.2h' };
  }
  return { paid: pay.paid, left: pay.left, generic: pay.generic };
}

/** 602.2b -> 601.2h: every cost paid in full as it is activated (mana, {T}, loyalty 606.4, once-per-turn 602.5b, objects, itself). */
function payActivation(k: Activation, plan: ActivationPlan): void {
  const { run, o, index, ab, loyalty, player } = k;
  const state = run.state;
  costChangeStep(k);
  // 602.2b -> 601.2g: the mana abilities chosen from the board are activated first (605.3b).
  for (const s of plan.sources ?? []) {
    const who = currentPlayer(run, player);
    if (s.ab.tap) run.perform({ kind: 'tap', object: s.o.id });
    who.manaPool = addToPool(who.manaPool ?? {}, s.mana);
    record(run, { kind: 'activated', source: s.o.id, item: null, player, ability: s.ab.text, mana: true }, null);
    emit(run, step('cast.mana-ability', s.untold ? ['601.2g', '605.3b', '106.4', '107.4b'] : ['601.2g', '605.3b', '106.4'], { player, source: s.o.label, ability: s.ab.text, adds: poolText(s.mana), ...(s.untold ? { untold: true } : {}) }));
  }
  if (plan.sources && plan.need) rememberBoardPayment(currentPlayer(run, player), plan.need, plan.sources.map((s) => s.o.id));
  if (plan.payment) {
    const pay = plan.payment;
    const who = currentPlayer(run, player);
    who.manaPool = pay.left;
    if (Object.keys(pay.generic).length > 0) who.genericPaid = addToPool(who.genericPaid ?? {}, pay.generic);
    emit(run, step('cast.paid', ['602.2b', '601.2h', '106.4'], { player, spell: `${o.label}: “${ab.text}”`, paid: poolText(pay.paid), left: poolText(pay.left) }));
  }
  if (ab.tap) run.perform({ kind: 'tap', object: o.id });
  if (loyalty !== null) {
    // 606.4: the cost is paid by putting on or removing loyalty counters; 606.3: once this turn.
    if (loyalty > 0) run.perform({ kind: 'add-counters', target: o.id, counter: 'loyalty', amount: loyalty, cause: 'cost' });
    if (loyalty < 0) run.perform({ kind: 'remove-counters', target: o.id, counter: 'loyalty', amount: -loyalty });
    emit(run, step('activate.loyalty-cost', ['606.4'], { player, source: o.label, amount: loyalty, loyalty: currentObject(run, o.id).counters['loyalty'] ?? 0 }));
    state.loyaltyActivated = [...(state.loyaltyActivated ?? []), o.id];
  }
  if (ab.oncePerTurn) state.onceActivated = [...(state.onceActivated ?? []), `${o.id}#${index}`];
  payCostObjects(run, o, ab, player, plan.costObjects);
  // 602.2b / 601.2h: a sacrifice cost is paid now; the ability exists independently of its source (113.7a).
  if (ab.sacrificeSelf) run.perform({ kind: 'sacrifice', object: o.id });
  // 701.9a: discarding is putting the card from its owner's hand into their graveyard (the cycling cost, 702.29a).
  if (ab.zone === 'hand' && /(?:^|,\s*)discard this card\b/i.test(ab.cost ?? '')) run.perform({ kind: 'move', object: o.id, to: 'graveyard' });
  // 406.2, 602.2b: exiling the card from its owner's hand as the cost.
  if (ab.zone === 'hand' && /(?:^|,\s*)exile this(?: [a-z]+)? from your hand\b/i.test(ab.cost ?? '')) run.perform({ kind: 'move', object: o.id, to: 'exile' });
}

/** 605.3b: a mana ability resolves at once; 106.4: the mana it adds goes into its controller's pool. */
function resolveManaAbility(k: Activation, item: StackItem): void {
  const { run, o, ab, byId, player } = k;
  // 106.4: the mana it adds goes into its controller's pool (tracked when the ability says what it adds).
  const mana = ab.adds === undefined ? null : parsePool(ab.adds);
  if (ab.adds !== undefined && !mana) halt('unmodelled', 'error.unmodelled', { reason: 'mana-ability', text: ab.text, adds: ab.adds, rule: '106.1' });
  const who = currentPlayer(run, player);
  if (mana) who.manaPool = addToPool(who.manaPool ?? {}, mana);
  record(run, { kind: 'activated', source: o.id, item: null, player, ability: ab.text, mana: true }, null);
  emit(run, step('activate.mana', mana ? ['605.3a', '605.3b', '106.4'] : ['605.3a', '605.3b'], { player, source: o.label, ability: ab.text, ...(mana ? { adds: poolText(mana), pool: poolText(who.manaPool) } : {}) }));
  // 702.61b: a spell with split second on the stack doesn't stop a mana ability.
  const split = splitSecondSpell(run, byId);
  if (split) emitNotes(run, [{ object: split.id, ability: 'split second', other: o.id, note: 'split-second-mana-ability', rules: ['702.61a', '702.61b'] }]);
  if (item.effects.length > 0) run.resolveMana(item);
}

/** 602.2b -> 601.2g-h from the board: the mana abilities chosen (board-mana.ts; never the ability's own permanent if it taps), then the cost paid. */
function boardActivationMana(k: Activation, need: ManaCost): Pick<ActivationPlan, 'payment' | 'sources' | 'need'> | Problem {
  const { run, byId, player, o, ab } = k;
  const who = currentPlayer(run, player);
  const chosen = boardSources(run, byId, player, who, need, formatCost(need), ab.tap === true ? o.id : null);
  if (isProblem(chosen)) return chosen;
  const pool = chosen.sources.reduce((p, s) => addToPool(p, s.mana), who.manaPool ?? {});
  const pay = payFromPool(pool, chosen.cost);
  if (!pay.ok) return { reason: 'cost-unpaid', detail: `${formatCost(need)}; missing ${pay.missing}`, rule: '601.2h' };
  return { payment: { paid: pay.paid, left: pay.left, generic: pay.generic }, sources: chosen.sources, need };
}
