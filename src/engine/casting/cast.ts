/**
 * Casting spells (601.2a-i), activating abilities (602.2, mana abilities 605) and copying spells
 * (707.10). Everything is checked before anything changes, so an illegal cast or activation is
 * "rewound" (601.2e, 733.1): the trace explains why and the game goes on as before it was proposed.
 * Timing: 117.1a (instants any time with priority; other spells in your main phase with an empty
 * stack), flash (702.8a), "as though it had flash" (601.3b), split second (702.61a), and "can't"
 * beats "can" (101.2). Choices (modes, kicker, alternative costs, X: modes.ts), the total cost
 * (costs.ts) and permissions (permissions.ts) have modules of their own. Mana is paid from the
 * player's mana pool (mana.ts) when the scenario tracks mana; otherwise costs are taken as paid
 * (the trace says so).
 */
import { playerCant } from '../replacement/cant.ts';
import { hasHaste } from '../keywords/haste.ts';
import { emitNotes } from '../keywords/note.ts';
import { hasSplitSecond } from '../keywords/split-second.ts';
import { keywordText, qualitySubtypes } from '../keywords.ts';
import { currentObject, currentPlayer } from '../objects.ts';
import { emit, halt, layersOf, nextTimestamp } from '../run.ts';
import type { Run } from '../run.ts';
import { step } from '../trace.ts';
import { record } from '../record.ts';
import type { ActivatedAbility, Computed, GameObject, ManaPool, ObjectFilter, PlayerId, PlayerState, SpellEffect, StackAction, StackItem, TargetSpec } from '../types.ts';
import type { EngineStep } from '../trace-params.ts';
import { moveObject } from '../zones.ts';
import { matchesObjectFilter, targetLegality, targetNotes } from '../targets/legality.ts';
import type { Targeter } from '../targets/legality.ts';
import { findItem, givePriority, itemLabel, nextStackId, noPriorityStep, priorityOf, stackOf } from '../stack/items.ts';
import { totalCost } from './costs.ts';
import type { TotalCost } from './costs.ts';
import { addToPool, changeGeneric, formatCost, manaValue, parseCost, parsePool, payFromPool, poolText } from './mana.ts';
import type { ManaCost } from './mana.ts';
import { chooseModes, isModeProblem } from './modes.ts';
import { conditionHolds } from '../stack/conditions.ts';
import { wardTriggers } from '../triggers/ward.ts';
import { flashPermission, prohibitions, sorceryTime, typeTimingRules } from './permissions.ts';
import { AlternativeCast, payDiscard } from './alternatives.ts'; // H3
import type { CastVia } from './alternatives.ts'; // H3
import type { FlashPermission } from './permissions.ts';
import { enchantSpec, isAura } from '../stack/aura.ts'; // H9: Aura spells (303.4a)
import { checkDivision } from './division.ts'; // H9: 601.2d
import type { Division } from './division.ts';
import { cardsInHand } from '../hand.ts';

type Cast = Extract<StackAction, { kind: 'cast' }>;
type Activate = Extract<StackAction, { kind: 'activate' }>;
type CopySpell = Extract<StackAction, { kind: 'copy-spell' }>;

interface Problem {
  reason: string;
  detail: string;
  rule: string;
}

/** 601.2c / 115.3: the chosen targets, checked word by word. */
function checkTargets(run: Run, byId: Record<string, Computed>, specs: readonly TargetSpec[], chosen: Record<string, string[]>, by: Targeter): Problem | null {
  for (const word of Object.keys(chosen)) {
    if (!specs.some((s) => s.word === word)) return { reason: 'unknown-target-word', detail: word, rule: '601.2c' };
  }
  for (const spec of specs) {
    const list = chosen[spec.word] ?? [];
    const count = spec.count ?? 1;
    // 601.2c: "up to N targets" — from zero to N, zero only when said (an empty list), never assumed.
    const upToOk = spec.upTo === true && chosen[spec.word] !== undefined && list.length <= count;
    // 601.2c: "any number of targets" — the number is announced with them (H9).
    if (spec.anyNumber !== true && !upToOk && list.length !== count) return { reason: 'target-count', detail: `${spec.word}: ${list.length}/${count}`, rule: '601.2c' };
    // 115.3: one "target" word can't choose the same object or player twice.
    if (new Set(list).size !== list.length) return { reason: 'same-target-twice', detail: spec.word, rule: '115.3' };
    for (const ref of list) {
      const v = targetLegality(run.state, byId, spec, ref, by);
      if (!v.ok) {
        const o = run.state.objects.find((x) => x.id === ref);
        return { reason: 'illegal-target', detail: `${o?.label ?? ref}: ${v.reason}`, rule: v.rule };
      }
    }
  }
  return null;
}

/** Follows card ids to the objects they became (400.7), for target choices written with card ids. */
function resolveRefs(run: Run, chosen: Record<string, string[]> | undefined): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const [w, list] of Object.entries(chosen ?? {})) {
    out[w] = list.map((r) => (run.state.players.some((p) => p.id === r) ? r : (findItem(run.state, r)?.id ?? (run.state.objects.some((o) => o.id === r) ? r : currentObject(run, r).id))));
  }
  return out;
}

/** The keys of a cast's `divide`, followed like target ids (a card id names the object it is now). */
function divideRefs(run: Run, divide: Record<string, number>): Record<string, number> {
  const out: Record<string, number> = {};
  for (const [k, n] of Object.entries(divide)) {
    const r = resolveRefs(run, { k: [k] }).k![0]!;
    out[r] = (out[r] ?? 0) + n;
  }
  return out;
}

function splitSecondOnStack(run: Run, byId: Record<string, Computed>): string | null {
  const i = splitSecondSpell(run, byId);
  return i ? itemLabel(run.state, i) : null;
}

function splitSecondSpell(run: Run, byId: Record<string, Computed>): StackItem | null {
  for (const i of stackOf(run.state)) {
    if (i.kind === 'spell' && byId[i.id] && hasSplitSecond(byId[i.id]!)) return i;
  }
  return null;
}

function isMain(run: Run): boolean {
  const s = run.state.step ?? 'main1';
  // While there is a combat (attackers declared, 506.1) it is the combat phase, not a main phase (505.1).
  return (s === 'main1' || s === 'main2') && !run.state.combat;
}

function push(run: Run, item: StackItem): void {
  const stack = stackOf(run.state);
  stack.push(item);
  record(run, { kind: 'put-on-stack', item: item.id, itemKind: item.kind, source: item.source, controller: item.controller, targets: Object.values(item.targets).flat() }, null);
  emit(run, step('stack.put', ['405.2'], { item: itemLabel(run.state, item), kind: item.kind, controller: item.controller, depth: stack.length }));
  // The targets' hexproof, protection and ward that were checked and don't stop it (702.11b, 702.16b, 702.21a).
  const byId = layersOf(run).result.byId;
  const by: Targeter = { self: item.source, controller: item.controller, colors: item.sourceColors, types: item.sourceTypes, ...(item.sourceSubtypes ? { subtypes: item.sourceSubtypes } : {}), kind: item.kind };
  emitNotes(run, Object.values(item.targets).flat().flatMap((ref) => targetNotes(run.state, byId, ref, by)));
}

/** The choices announced for a spell (601.2b) and what they make of it. */
interface Announced {
  /** The characteristics it is cast with: the card's, or as modified by bestow (702.103b, 702.103d). */
  c: Computed;
  specs: TargetSpec[];
  effects: SpellEffect[];
  modes: number[];
  modeTexts: string[];
  kicked: boolean;
  alternative: string | null;
  bestow: boolean;
  unmodelled: string[];
}

/** 702.103b: a spell cast bestowed is an Aura enchantment with enchant creature. */
const ENCHANT_CREATURE: TargetSpec = { word: 'enchant', objects: { kind: 'filter', types: ['Creature'] } };

function bestowed(c: Computed): Computed {
  return { ...c, types: ['Enchantment'], subtypes: ['Aura'], keywords: [...c.keywords, { keyword: 'enchant', param: 'creature' }] };
}

/**
 * 601.2b: modes, kicker, the alternative cost. Also the seam for the zone a spell is cast from and
 * the characteristics it is cast with (601.3e): alternative characteristics hook in here.
 */
function announce(o: GameObject, c: Computed, a: Cast): Announced | Problem {
  const body = o.printed.spell;
  let alternative: string | null = null;
  let bestow = false;
  if (a.alternative !== undefined) {
    const alt = body?.alternatives?.find((x) => x.name === a.alternative);
    if (!alt) return { reason: 'no-alternative', detail: a.alternative, rule: '118.9' };
    alternative = alt.name;
    bestow = alt.bestow === true;
  }
  const chosen = chooseModes(body, a.modes, a.kicked === true);
  if (isModeProblem(chosen)) return chosen;
  const cc = bestow ? bestowed(c) : c;
  // 702.103b: cast bestowed, it is an Aura spell: its target is what it will enchant (601.2c, 303.4a).
  // H9: any Aura spell targets per its enchant ability (303.4a, 702.5a); it has no instructions of its own.
  const aura = !bestow && isAura(c);
  const specs = bestow ? [ENCHANT_CREATURE] : aura ? [enchantSpec(c), ...chosen.specs] : chosen.specs;
  const effects = bestow || aura ? [] : chosen.effects;
  return { c: cc, specs, effects, modes: chosen.modes, modeTexts: chosen.modeTexts, kicked: a.kicked === true, alternative, bestow, unmodelled: chosen.unmodelled };
}

function isProblem(x: object): x is Problem {
  return 'reason' in x;
}

/** A mana ability activated while paying; `alternatives`: its permanent has other mana abilities the player might have chosen. */
interface ManaSource {
  o: GameObject;
  ab: ActivatedAbility;
  mana: ManaPool;
  alternatives: boolean;
}

/** 601.2g: the mana abilities the player activates while paying, checked before anything happens. */
function manaSources(run: Run, byId: Record<string, Computed>, player: PlayerId, ids: readonly string[]): ManaSource[] | Problem {
  const out: ManaSource[] = [];
  for (const id of ids) {
    const o = currentObject(run, id);
    const c = byId[o.id];
    const ab = o.printed.activated?.find((x) => x.mana === true && x.adds !== undefined);
    // Which of several mana abilities the player activates is their choice (605.3a): the engine takes
    // the first that says what it adds, and never states "can't pay" on that choice (see cast()).
    const alternatives = (o.printed.activated ?? []).filter((x) => x.mana === true).length > 1;
    if (!c || o.zone !== 'battlefield' || c.controller !== player) return { reason: 'mana-source', detail: `${o.label}: not a permanent you control`, rule: '602.2' }; // review: only its controller may activate it (was 605.3a)
    if (!ab) return { reason: 'mana-source', detail: `${o.label}: no mana ability that says what it adds`, rule: '605.1a' };
    // Review fix (613.1f): a permanent that lost all its abilities has no mana ability to activate.
    if (c.lostAllAbilities === true) return { reason: 'mana-source', detail: `${o.label}: it has lost all its abilities`, rule: '613.1f' };
    if (c.lostRulesText === true) halt('unmodelled', 'error.unmodelled', { what: `the mana ability ${o.label} has from the basic land type it was given`, rule: '305.7' });
    // Review fix: the mana ability's own cost is paid as it is activated (602.2b -> 601.2h). {T} and
    // "sacrifice this" are paid below; any other part (mana, life, …) stops as unmodelled rather than
    // adding mana for free.
    for (const part of (ab.cost ?? '').split(',').map((x) => x.trim()).filter((x) => x !== '')) {
      const tapPart = part.toUpperCase() === '{T}' && ab.tap === true;
      const sacPart = ab.sacrificeSelf === true && (/^sacrifice (this|~|it)\b/i.test(part) || part.toLowerCase() === `sacrifice ${o.printed.name.toLowerCase()}`);
      if (!tapPart && !sacPart) halt('unmodelled', 'error.unmodelled', { what: `paying “${part}” for the mana ability “${ab.text}” while casting`, rule: '602.2b' });
    }
    if (out.some((x) => x.o.id === o.id) && ab.sacrificeSelf) return { reason: 'mana-source', detail: `${o.label}: already sacrificed for mana`, rule: '701.21a' };
    // 602.1b, 602.5: "Activate only if …" applies while paying too.
    const restricted = activationRestriction(run, byId, o, o.printed.activated!.indexOf(ab), ab, player);
    if (restricted) return { reason: 'mana-source', detail: `${o.label}: ${restricted.detail}`, rule: restricted.rule };
    // 118.3: a permanent that's already tapped can't be tapped to pay a cost (review: was 602.2b).
    if (out.some((x) => x.o.id === o.id) && ab.tap) return { reason: 'tapped', detail: o.label, rule: '118.3' };
    if (ab.tap && o.tapped) return { reason: 'tapped', detail: o.label, rule: '118.3' };
    if (ab.tap && c.types.includes('Creature') && o.summoningSick && !hasHaste(c)) return { reason: 'summoning-sick', detail: o.label, rule: '602.5a 302.6' };
    const mana = parsePool(ab.adds!);
    if (!mana) halt('unmodelled', 'error.unmodelled', { what: `the mana ability “${ab.text}” (adds ${ab.adds})`, rule: '106.1' });
    out.push({ o, ab, mana, alternatives });
  }
  return out;
}

/**
 * Review fix (601.2h): which mana pays a generic cost is the player's choice; the engine makes it by
 * a stated policy (mana.ts). If this cost can't be paid now but could have been had the earlier
 * generic payments used other mana (judged generously: all of that mana returned and the same
 * amount of generic added to this cost — a necessary condition for any other history, since the
 * coloured symbols paid were forced), the answer would rest on the engine's guess: stop as
 * unmodelled rather than state "can't pay". Otherwise the cost truly can't be paid: the caller rewinds.
 */
function unpaidAfterEarlierChoice(who: PlayerState, pool: ManaPool, total: ManaCost): void {
  const earlier = who.genericPaid ?? {};
  const amount = Object.values(earlier).reduce((n, k) => n + (k ?? 0), 0);
  if (amount === 0) return;
  if (!payFromPool(addToPool(pool, earlier), changeGeneric(total, amount)).ok) return;
  halt('unmodelled', 'error.unmodelled', { what: `which mana paid earlier generic costs (the engine spent ${poolText(earlier)}; with other mana this cost of ${formatCost(total)} might have been payable — state the mana pool at this point instead)`, rule: '601.2h' });
}

/**
 * Review fix (601.2g, 118.3c): the player has a chance to activate mana abilities while paying, so
 * "can't pay" is only true if the mana abilities the cast didn't name couldn't pay it either. If the
 * player controls unnamed permanents whose mana abilities might pay it (untapped, or with an
 * ability that doesn't tap; one that doesn't say what it adds counts as "might"), the answer would
 * depend on which the player taps: stop as unmodelled and ask for them to be named.
 */
function unpaidWithUnnamedSources(run: Run, byId: Record<string, Computed>, player: PlayerId, named: readonly string[], pool: ManaPool, total: ManaCost): void {
  let extra: ManaPool = {};
  const unnamed: string[] = [];
  let unknown = false;
  for (const o of run.state.objects) {
    const c = byId[o.id];
    if (o.zone !== 'battlefield' || !c || c.controller !== player || named.includes(o.id) || c.lostAllAbilities === true) continue;
    const abs = (o.printed.activated ?? []).filter((x) => x.mana === true);
    const ab = abs[0];
    if (!ab) continue;
    if (ab.tap && (o.tapped || (c.types.includes('Creature') && o.summoningSick && !hasHaste(c)))) continue;
    const mana = ab.adds === undefined ? null : parsePool(ab.adds);
    // One without {T} might be activated more than once: how much it could add is open; so is which
    // of several mana abilities the player activates, and a land's after 305.7.
    if (mana && ab.tap && abs.length === 1 && c.lostRulesText !== true) extra = addToPool(extra, mana);
    else unknown = true;
    unnamed.push(o.label);
  }
  if (unnamed.length === 0) return;
  if (!unknown && !payFromPool(addToPool(pool, extra), total).ok) return;
  halt('unmodelled', 'error.unmodelled', { what: `which mana abilities the player activates while paying ${formatCost(total)}: ${unnamed.join(', ')} could add mana but the cast doesn't name them in "mana"`, rule: '601.2g' });
}

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
  const notes: EngineStep[] = [];
  let permission: FlashPermission | null = null;
  let announced: Announced | null = null;
  let cost: TotalCost | null = null;
  let sources: ManaSource[] = [];
  let payment: { paid: ManaPool; left: ManaPool; generic: ManaPool } | null = null;
  let division: Division | null = null;
  // 107.3a: X is announced while casting; a question that leaves it open gets X = 0, stated in the trace.
  const xOpen = a.x === undefined && parseCost(o.printed.manaCost).xCount > 0;
  const x = a.x ?? (xOpen ? 0 : null);
  const problem = ((): Problem | null => {
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
    const an = announce(o, printed, a);
    if (isProblem(an)) return an;
    announced = an;
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
    permission = flashPermission(state, byId, o, c, player, body, { asThoughFlash: a.asThoughFlash === true, flashCostPaid: a.flashCost === true });
    const when = sorceryTime(state, player);
    if (permission === null && when !== 'ok' && !alt.via) return { reason: 'sorcery-timing', detail: when, rule: ['117.1a', ...typeTimingRules(c)].join(' ') };
    // 101.2 / 307.5: "can cast spells only any time they could cast a sorcery" beats flash.
    const timingLimit = prohibitions(state, byId, o, c, player, mvCard).find((p) => p.sorceryTiming);
    // H3: while a spell or ability resolves nobody has priority, so "only as a sorcery" forbids a 608.2g cast (307.5).
    if (timingLimit && (when !== 'ok' || alt.via)) return { reason: 'cant', detail: `${timingLimit.text} (${alt.via ? 'during-resolution' : when})`, rule: '101.2 307.5' };
    if (a.flashCost === true && body?.flashCost === undefined) return { reason: 'no-flash-cost', detail: o.label, rule: '601.3c' };
    const t = checkTargets(run, byId, an.specs, targets, { self: o.id, controller: player, colors: c.colors, types: c.types, subtypes: qualitySubtypes(c), kind: 'spell' });
    if (t) return t;
    // H9: 601.2d: the division of a divided effect is announced with the targets.
    const d = checkDivision(an.effects, targets, a.divide === undefined ? undefined : divideRefs(run, a.divide), x);
    if (d !== null && 'reason' in d) return d;
    division = d;
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
    // 118.8 / 601.2h: a mandatory additional cost "sacrifice a creature" must be paid, with what it names.
    const sc = body?.sacrificeCost;
    if (sc) {
      const want = sc.count ?? 1;
      const given = a.sacrifice ?? [];
      if (given.length !== want) return { reason: 'cost-sacrifice', detail: `${sc.text} (${given.length} of ${want} chosen)`, rule: '601.2h' };
      for (const s of given) {
        const y = state.objects.find((z) => z.id === s)!;
        if (!matchesObjectFilter({ ...sc.filter, zone: 'battlefield' }, y, byId[y.id]!, player, o.id)) return { reason: 'cost-sacrifice', detail: `${y.label}: ${sc.text}`, rule: '601.2h' };
      }
    }
    // 118.8 / 601.2h: "discard a card" as an additional cost: the cast names another card in its caster's hand (701.9a).
    const dc = body?.discardCost;
    if (dc) {
      // Jump-start's own discard (702.133a) would be a second card, which one `discard` can't name.
      if (a.using === 'jump-start') halt('unmodelled', 'error.unmodelled', { what: `${dc.text} together with jump-start's discard (two cards)`, rule: '601.2h' });
      // Which card is discarded is the caster's choice (601.2h): unsaid, it is not assumed.
      if (a.discard === undefined) halt('unmodelled', 'error.unmodelled', { what: `which card is discarded for “${dc.text}” (the cast names none)`, rule: '601.2h' });
      const d = state.objects.find((y) => y.id === a.discard);
      if (!d || d.zone !== 'hand' || d.owner !== player || d.id === o.id) return { reason: 'cost-discard', detail: `${dc.text} (${d?.label ?? 'no card named'})`, rule: '601.2h' };
    }
    // 601.2f: the total cost, locked in before anything is paid.
    cost = alt.named(totalCost(state, byId, alt.costView(o), c, player, body, { x: x ?? 0, alternative: an.alternative, kicked: an.kicked, flashCost: a.flashCost === true })); // H3: 118.9
    // 601.2g-h: mana is paid from the pool, after any mana abilities; only if the scenario tracks mana.
    if (a.mana !== undefined || who.manaPool !== undefined) {
      const s = manaSources(run, byId, player, a.mana ?? []);
      if (isProblem(s)) return s;
      sources = s;
      // Review fix (118.10): a permanent sacrificed to pay its own mana ability can't also pay the spell's sacrifice cost.
      const twice = s.find((s2) => s2.ab.sacrificeSelf === true && (a.sacrifice ?? []).includes(s2.o.id));
      if (twice) return { reason: 'cost-sacrifice', detail: `${twice.o.label}: already sacrificed for mana`, rule: '118.10' };
      // Review fix (118.6): no mana cost is an unpayable cost; only an alternative cost lets it be
      // cast (118.6a), never a "total cost" of {0}. Checked only when the scenario tracks mana.
      if (cost.alternative === null && o.printed.manaCost === null) return { reason: 'cost-unpaid', detail: `${o.label} has no mana cost, an unpayable cost`, rule: '118.6' };
      if (cost.total.other.length > 0) halt('unmodelled', 'error.unmodelled', { what: `paying ${cost.total.other.join('')} (hybrid, Phyrexian or snow mana)`, rule: '107.4' });
      const pool = sources.reduce((p, s2) => addToPool(p, s2.mana), who.manaPool ?? {});
      const pay = payFromPool(pool, cost.total);
      if (!pay.ok) {
        unpaidAfterEarlierChoice(who, pool, cost.total);
        unpaidWithUnnamedSources(run, byId, player, sources.map((s2) => s2.o.id), pool, cost.total);
        const other = sources.filter((s2) => s2.alternatives).map((s2) => s2.o.label);
        if (other.length > 0) halt('unmodelled', 'error.unmodelled', { what: `which mana ability of ${other.join(', ')} the player activates (another might pay ${cost.totalText})`, rule: '605.3a' });
        notes.push(costStep(run, o, cost, x, a, true, true));
        return { reason: 'cost-unpaid', detail: `${cost.totalText}; available ${poolText(pool) === '-' ? 'no mana' : poolText(pool)}; missing ${pay.missing}`, rule: '601.2h' };
      }
      payment = { paid: pay.paid, left: pay.left, generic: pay.generic };
    }
    return null;
  })();
  for (const n of notes) emit(run, n);
  if (problem || !announced || !cost) {
    const p = problem ?? { reason: 'cant', detail: o.label, rule: '601.2e' };
    emit(run, step('cast.rewound', ['601.2e', '733.1', ...p.rule.split(' ')], { player, spell: o.label, ...p }));
    alt.undo(); // H3: the card has its own characteristics again
    return;
  }
  alt.announce(); // H3: which permission and which characteristics (601.3, 601.3e)
  const an: Announced = announced;
  const total: TotalCost = cost;
  const perm = permission as FlashPermission | null;
  // The permission that allowed it now: 117.1a, or flash / "as though it had flash" (702.8a, 601.3b-d).
  const timing = alt.via ? alt.via.rules : perm === null ? ['117.1a'] : perm.via === 'instant' ? ['117.1a', '304.1'] : ['117.1a', ...perm.rules]; // H3: 608.2g
  emit(run, step('cast.proposed', ['601.2a', ...timing], { player, spell: o.label, from: o.zone, ...(perm && perm.via !== 'instant' ? { permission: perm.via } : {}) }));
  announceStep(run, o, an, x, xOpen);
  // 107.3m: it enters with X counters, X as chosen now: the answer turns on an X the question didn't give.
  const xCounters = o.printed.entersWithCounters;
  if (xOpen && xCounters && xCounters.x.length > 0) halt('unmodelled', 'error.unmodelled', { what: `the value of X ${o.label} is cast with (“${xCounters.text}”)`, rule: '107.3m' });
  // A chosen mode the engine can't follow: said plainly, and not taken into account.
  for (const text of an.unmodelled) emit(run, step('unmodelled.text', [], { object: o.label, text }));
  const moved = moveObject(run, o.id, 'stack').id!;
  const onStack = state.objects.find((y) => y.id === moved)!;
  onStack.baseController = player;
  alt.afterMove(moved); // H3: face-down / alternative characteristics / flashback exile (708.4, 715.3b, 702.34a)
  if (an.bestow) {
    // 702.103b: as it is put on the stack it becomes an Aura enchantment and gains enchant creature.
    state.effects.push({
      id: `bestow-${moved}`,
      source: moved,
      controller: player,
      text: 'Bestowed: an Aura enchantment with enchant creature.',
      timestamp: nextTimestamp(state),
      affects: { kind: 'objects', ids: [moved] },
      modifications: [{ kind: 'set-types', types: ['Enchantment'], subtypes: ['Aura'] }, { kind: 'add-keywords', keywords: [{ keyword: 'enchant', param: 'creature' }] }],
      duration: { kind: 'indefinite' },
      lockedIds: [moved],
    });
  }
  // Targets chosen for the card now name the spell it became.
  const all = Object.values(targets).flat();
  for (const spec of an.specs) {
    const list = targets[spec.word] ?? [];
    const labels = list.map((r) => state.objects.find((y) => y.id === r)?.label ?? r);
    const shared = list.some((r) => all.filter((y) => y === r).length > 1);
    emit(run, step('cast.targets', shared ? ['601.2c', '115.3'] : ['601.2c'], { spell: o.label, word: spec.word, targets: labels, shared }));
  }
  const div = division as Division | null;
  if (div !== null && Object.keys(div.division).length > 0) {
    emit(run, step('cast.divided', ['601.2d'], { player, spell: o.label, division: Object.entries(div.division).map(([r, n]) => `${state.objects.find((y) => y.id === r)?.label ?? r}: ${n}`), total: div.total }));
  }
  emit(run, costStep(run, o, total, x, a, payment !== null));
  // 601.2g: mana abilities are activated before costs are paid (they don't use the stack, 605.3b).
  for (const s of sources) {
    if (s.ab.tap) run.perform({ kind: 'tap', object: s.o.id });
    if (s.ab.sacrificeSelf) run.perform({ kind: 'sacrifice', object: s.o.id }); // review fix: its cost (601.2h)
    who.manaPool = addToPool(who.manaPool ?? {}, s.mana);
    record(run, { kind: 'activated', source: s.o.id, item: null, player, ability: s.ab.text, mana: true }, null);
    emit(run, step('cast.mana-ability', ['601.2g', '605.3b', '106.4'], { player, source: s.o.label, ability: s.ab.text, adds: poolText(s.mana) }));
    if (s.ab.effects.length > 0) run.resolveMana(abilityItem(`mana-${s.o.id}`, s.o, s.ab, player, byId));
  }
  // 601.2h: the costs are paid (the total was locked in first, 601.2f).
  if (payment) {
    const pay: { paid: ManaPool; left: ManaPool; generic: ManaPool } = payment;
    who.manaPool = pay.left;
    if (Object.keys(pay.generic).length > 0) who.genericPaid = addToPool(who.genericPaid ?? {}, pay.generic);
    emit(run, step('cast.paid', ['601.2h', '106.4'], { player, spell: o.label, paid: poolText(pay.paid), left: poolText(pay.left) }));
  }
  for (const s of a.sacrifice ?? []) run.perform({ kind: 'sacrifice', object: s });
  payDiscard(run, a, player, o.printed.spell?.discardCost !== undefined); // H3: jump-start's additional cost (702.133a); the spell's own (118.8)
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
    // 202.3e: on the stack, X in its mana cost is the number chosen (read by "mana value" filters).
    const spellObject = run.state.objects.find((y) => y.id === moved);
    if (spellObject) spellObject.stackX = x;
  }
  if (div !== null) item.division = div.division;
  if (an.modes.length > 0) item.modes = an.modes;
  if (an.kicked) item.kicked = true;
  if (an.alternative !== null) item.alternative = an.alternative;
  push(run, item);
  record(run, { kind: 'cast', spell: moved, player, modeGaps: [...an.unmodelled] }, null);
  emit(run, step('cast.cast', ['601.2i'], { player, spell: o.label, id: moved }));
  wardTriggers(run, byId, item);
  // H3: cast during a resolution (608.2g): no player receives priority; the resolution goes on.
  if (alt.via) {
    emit(run, step('alt.during-resolution', ['608.2g'], { player, spell: o.label, by: alt.via.by }));
    return;
  }
  givePriority(state, player); // 117.3c
  emit(run, step('stack.priority', ['117.3c'], { player }));
}

/** 601.2b: the announced modes, kicker, alternative cost and X, when there are any. */
function announceStep(run: Run, o: GameObject, an: Announced, x: number | null, xDefault: boolean): void {
  const modal = o.printed.spell?.modes;
  if (!modal && !an.kicked && an.alternative === null && x === null) return;
  const rules = ['601.2b'];
  if (modal) rules.push('700.2a');
  if (an.kicked) rules.push('702.33d');
  if (an.kicked && modal?.kicked) rules.push('601.4');
  if (an.alternative !== null) rules.push('118.9a');
  if (an.bestow) rules.push('702.103b');
  if (x !== null) rules.push('107.3a');
  emit(run, step('cast.announced', rules, { spell: o.label, modes: an.modeTexts, kicked: an.kicked, alternative: an.alternative, x, xDefault }));
}

/** 601.2f: the locked-in total cost (cast.cost). */
function costStep(run: Run, o: GameObject, total: TotalCost, x: number | null, a: Cast, simulated: boolean, unpaid = false): EngineStep {
  const rules = ['601.2f', '601.2h'];
  if (total.alternative !== null) rules.push('118.9');
  if (total.additional.length > 0) rules.push('118.8');
  if (total.changes.length > 0) rules.push('118.7a');
  // 608.2i: "each creature you attacked with this turn" looks back at what happened earlier.
  if (total.lookBack) rules.push('608.2i');
  const sacrificed = (a.sacrifice ?? []).map((s) => run.state.objects.find((y) => y.id === s)?.label ?? s);
  return step('cast.cost', rules, {
    spell: o.label,
    cost: o.printed.manaCost === null || o.printed.manaCost === '' ? '{0}' : o.printed.manaCost,
    x,
    total: total.totalText,
    alternative: total.alternative,
    additional: total.additional,
    sacrificed,
    reductions: total.changes,
    simulated,
    unpaid,
  });
}

/** 602.2: activate an activated ability; a mana ability resolves at once (605.3b). */
export function activate(run: Run, a: Activate): void {
  const state = run.state;
  const o = currentObject(run, a.object);
  const index = a.ability ?? 0;
  const ab = o.printed.activated?.[index];
  if (!ab) halt('bad_reference', 'error.bad-reference', { reference: `${a.object}#${index}`, what: 'activated ability' });
  // Costs other than mana, {T}, "sacrifice this" and loyalty are not modelled: stop rather than ignore them.
  let loyalty: number | null = null;
  for (const part of (ab.cost ?? '').split(',').map((x) => x.trim()).filter((x) => x !== '')) {
    const mana = /^(\{[0-9WUBRGCXSP/]+\})+$/i.test(part);
    const tap = part === '{T}';
    const sac = ab.sacrificeSelf === true && /^sacrifice (this|~|it)\b/i.test(part);
    // 702.29a: "Discard this card" from the hand the ability works in.
    const discardSelf = ab.zone === 'hand' && /^discard this card$/i.test(part);
    // Costs the ability states structurally: life (119.4), sacrificing or discarding what the action names (601.2h).
    const life = ab.payLife !== undefined && /^pay \d+ life$/i.test(part);
    const sacOther = !sac && ab.sacrificeCost !== undefined && /^sacrifice /i.test(part);
    const discard = !discardSelf && ab.discardCost !== undefined && /^discard /i.test(part);
    // 606.2, 606.4: a loyalty symbol in the cost ("+1", "−3", "0"): put on or remove loyalty counters.
    const loyal = /^([+−-]?)(\d+)$/.exec(part);
    if (loyal && loyalty === null) loyalty = (loyal[1] === '+' || loyal[1] === '' ? 1 : -1) * Number(loyal[2]);
    else if (!mana && !tap && !sac && !discardSelf && !life && !sacOther && !discard) halt('unmodelled', 'error.unmodelled', { what: `the activation cost “${part}”`, rule: '602.2b' });
  }
  const byId = layersOf(run).result.byId;
  const c = byId[o.id]!;
  const holder = priorityOf(state).player;
  const player = a.player ?? c.controller;
  const targets = resolveRefs(run, a.targets);
  const by: Targeter = { self: null, controller: player, colors: c.colors, types: c.types, subtypes: qualitySubtypes(c), kind: 'activated' };
  let abilityPayment: { paid: ManaPool; left: ManaPool; generic: ManaPool } | null = null;
  let costObjects: CostObjects = { sacrifice: [], discard: [] };
  const problem = ((): Problem | null => {
    // 602.2, 113.6: an ability works on the battlefield unless it says otherwise (cycling: the hand, 702.29a).
    if (o.zone !== (ab.zone ?? 'battlefield')) return { reason: ab.zone === 'hand' ? 'not-in-hand' : 'not-on-battlefield', detail: o.zone, rule: ab.zone === 'hand' ? '702.29a' : '602.2' };
    if (ab.zone === 'hand' && o.owner !== player) return { reason: 'not-controller', detail: o.owner, rule: '602.2' };
    // Review fix (613.1f): an object that lost all its abilities (layer 6) has no ability to activate.
    if (c.lostAllAbilities === true) return { reason: 'lost-abilities', detail: o.label, rule: '613.1f' };
    // 305.7: its printed abilities are gone and it has the new basic land type's mana ability, which the engine doesn't give it.
    if (c.lostRulesText === true) halt('unmodelled', 'error.unmodelled', { what: `the abilities of ${o.label} after a basic land type was set for it`, rule: '305.7' });
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
    const paid = chosenCostObjects(run, byId, o, ab, player, a);
    if (isProblem(paid)) return paid;
    costObjects = paid;
    // Review fix: when the scenario tracks mana, the activation cost's mana is paid from the pool
    // (602.2b -> 601.2h) instead of being taken as paid, which would leave that mana for later spells.
    const manaParts = (ab.cost ?? '').split(',').map((x) => x.trim()).filter((x) => /^(\{[0-9WUBRGCXSP/]+\})+$/i.test(x));
    const who = currentPlayer(run, player);
    // A mana ability with a mana cost starts tracking mana (its mana goes into the pool) while its own
    // cost couldn't be paid from a pool nobody stated: stop rather than add that mana for free.
    if (who.manaPool === undefined && manaParts.length > 0 && ab.mana && ab.adds !== undefined) halt('unmodelled', 'error.unmodelled', { what: `paying ${manaParts.join(', ')} for the mana ability “${ab.text}” without a stated mana pool`, rule: '602.2b' });
    if (who.manaPool === undefined || manaParts.length === 0) return null;
    const need = parseCost(manaParts.join(''));
    if (need.xCount > 0 || need.other.length > 0) halt('unmodelled', 'error.unmodelled', { what: `paying ${manaParts.join(', ')} (X, hybrid, Phyrexian or snow mana in an activation cost)`, rule: '107.3k' });
    const pay = payFromPool(who.manaPool, need);
    if (!pay.ok) {
      unpaidAfterEarlierChoice(who, who.manaPool, need);
      return { reason: 'cost-unpaid', detail: `${formatCost(need)}; available ${poolText(who.manaPool) === '-' ? 'no mana' : poolText(who.manaPool)}; missing ${pay.missing}`, rule: '601.2h' };
    }
    abilityPayment = { paid: pay.paid, left: pay.left, generic: pay.generic };
    return null;
  })();
  if (problem) {
    emit(run, step('activate.rewound', ['602.2b', '733.1', ...problem.rule.split(' ')], { player, source: o.label, ability: ab.text, ...problem }));
    return;
  }
  if (abilityPayment) {
    const pay: { paid: ManaPool; left: ManaPool; generic: ManaPool } = abilityPayment;
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
    state.loyaltyActivated = [...(state.loyaltyActivated ?? []), o.id];
  }
  if (ab.oncePerTurn) state.onceActivated = [...(state.onceActivated ?? []), `${o.id}#${index}`];
  payCostObjects(run, o, ab, player, costObjects);
  // 602.2b / 601.2h: a sacrifice cost is paid now; the ability exists independently of its source (113.7a).
  if (ab.sacrificeSelf) run.perform({ kind: 'sacrifice', object: o.id });
  // 701.9a: discarding is putting the card from its owner's hand into their graveyard (the cycling cost, 702.29a).
  if (ab.zone === 'hand' && /(?:^|,\s*)discard this card\b/i.test(ab.cost ?? '')) run.perform({ kind: 'move', object: o.id, to: 'graveyard' });
  const id = nextStackId(state);
  const item: StackItem = { ...abilityItem(id, o, ab, player, byId), targets };
  if (ab.mana) {
    // 106.4: the mana it adds goes into its controller's pool (tracked when the ability says what it adds).
    const mana = ab.adds === undefined ? null : parsePool(ab.adds);
    if (ab.adds !== undefined && !mana) halt('unmodelled', 'error.unmodelled', { what: `the mana ability “${ab.text}” (adds ${ab.adds})`, rule: '106.1' });
    const who = currentPlayer(run, player);
    if (mana) who.manaPool = addToPool(who.manaPool ?? {}, mana);
    record(run, { kind: 'activated', source: o.id, item: null, player, ability: ab.text, mana: true }, null);
    emit(run, step('activate.mana', mana ? ['605.3a', '605.3b', '106.4'] : ['605.3a', '605.3b'], { player, source: o.label, ability: ab.text, ...(mana ? { adds: poolText(mana), pool: poolText(who.manaPool) } : {}) }));
    // 702.61b: a spell with split second on the stack doesn't stop a mana ability.
    const split = splitSecondSpell(run, byId);
    if (split) emitNotes(run, [{ object: split.id, ability: 'split second', other: o.id, note: 'split-second-mana-ability', rules: ['702.61a', '702.61b'] }]);
    if (item.effects.length > 0) run.resolveMana(item);
    return;
  }
  record(run, { kind: 'activated', source: o.id, item: id, player, ability: ab.text, mana: false }, ['602.2']);
  push(run, item);
  wardTriggers(run, byId, item);
  givePriority(state, player); // 117.3c
  emit(run, step('stack.priority', ['117.3c'], { player }));
}

/** An activated ability as the object that resolves (on the stack, or at once for a mana ability, 605.3b). */
function abilityItem(id: string, o: GameObject, ab: ActivatedAbility, player: PlayerId, byId: Record<string, Computed>): StackItem {
  const c = byId[o.id]!;
  return {
    id,
    kind: 'activated',
    source: o.id,
    sourceLabel: o.label,
    sourceColors: c.colors,
    sourceTypes: c.types,
    sourceSubtypes: [...qualitySubtypes(c)],
    sourceKeywords: c.keywords.map((k) => keywordText(k)),
    controller: player,
    text: ab.text,
    targets: {},
    specs: ab.targets ?? [],
    effects: ab.effects,
    cast: false,
    copy: false,
  };
}

/** The permanents sacrificed and the cards discarded to pay an activation cost (601.2h). */
interface CostObjects {
  sacrifice: string[];
  discard: string[];
}

/** 602.1b, 602.5: restrictions stated in the ability ("Activate only if …", "only once each turn", "only during your turn"). */
function activationRestriction(run: Run, byId: Record<string, Computed>, o: GameObject, index: number, ab: ActivatedAbility, player: PlayerId): Problem | null {
  const state = run.state;
  if (ab.yourTurn && player !== state.activePlayer) return { reason: 'restriction', detail: 'activate only during your turn', rule: '602.5' };
  // 602.5b: the restriction stays with the object, whoever controls it.
  if (ab.oncePerTurn && (state.onceActivated ?? []).includes(`${o.id}#${index}`)) return { reason: 'restriction', detail: 'activate only once each turn', rule: '602.5b' };
  if (ab.condition && !conditionHolds(state, byId, ab.condition, player)) return { reason: 'restriction', detail: ab.text, rule: '602.5' };
  // 119.4 / 118.3: life can be paid only by a player with at least that much life.
  const life = currentPlayer(run, player).life;
  if (ab.payLife !== undefined && life < ab.payLife) return { reason: 'cost-unpaid', detail: `${ab.payLife} life needed, ${life} left`, rule: '119.4' };
  // 119.8 / 119.4b: a player who can't lose life can't pay life (0 life can always be paid).
  if (ab.payLife !== undefined && ab.payLife > 0 && playerCant(run, 'lose-life', player)) return { reason: 'cost-unpaid', detail: `${ab.payLife} life: the player can't lose life`, rule: '119.8' };
  return null;
}

/**
 * 601.2h via 602.2b: the objects a cost of sacrificing or discarding takes. The activate action names
 * them; unnamed, the cost is paid with the only permanents or cards that can pay it (stated), and
 * when the player would have a choice the engine stops rather than choose for them.
 */
function chosenCostObjects(run: Run, byId: Record<string, Computed>, o: GameObject, ab: ActivatedAbility, player: PlayerId, a: Activate): CostObjects | Problem {
  const state = run.state;
  const pick = (what: 'sacrifice' | 'discard', spec: { text: string; count?: number; filter?: ObjectFilter }, named: readonly string[] | undefined, candidates: GameObject[]): string[] | Problem => {
    const want = spec.count ?? 1;
    const rule = what === 'sacrifice' ? '701.21a' : '701.9a';
    if (named !== undefined) {
      if (named.length !== want || new Set(named).size !== named.length) return { reason: what === 'sacrifice' ? 'cost-sacrifice' : 'cost-unpaid', detail: `${spec.text} (${named.length} of ${want} chosen)`, rule: '601.2h' };
      for (const n of named) if (!candidates.some((x) => x.id === n)) return { reason: what === 'sacrifice' ? 'cost-sacrifice' : 'cost-unpaid', detail: `${state.objects.find((x) => x.id === n)?.label ?? n}: ${spec.text}`, rule };
      return [...named];
    }
    // 118.3: without enough of them the cost can't be paid.
    if (candidates.length < want) return { reason: 'cost-unpaid', detail: `${spec.text}: ${candidates.length} available`, rule: '118.3' };
    if (candidates.length > want) halt('unmodelled', 'error.unmodelled', { what: `which ${what === 'sacrifice' ? 'permanents are sacrificed' : 'cards are discarded'} to pay “${spec.text}” (name them in the activate action's "${what}")`, rule: '601.2h' });
    return candidates.map((x) => x.id);
  };
  const out: CostObjects = { sacrifice: [], discard: [] };
  if (ab.sacrificeCost) {
    const sc = ab.sacrificeCost;
    // 701.21a: only permanents the player controls; "another" leaves out the source (the filter's `other`).
    const candidates = state.objects.filter((x) => x.zone === 'battlefield' && byId[x.id]?.controller === player && matchesObjectFilter({ ...sc.filter, zone: 'battlefield' }, x, byId[x.id]!, player, o.id));
    const r = pick('sacrifice', sc, a.sacrifice, candidates);
    if (isProblem(r)) return r;
    out.sacrifice = r;
  }
  if (ab.discardCost) {
    const dc = ab.discardCost;
    // Named cards are checked one by one; unnamed, every card of the hand is a candidate, and an unseen
    // card there (engine/hand.ts) could pay the cost: that stops rather than say "can't pay" or choose.
    const pool = a.discard !== undefined ? a.discard.flatMap((id) => state.objects.filter((x) => x.id === id)) : cardsInHand(state, player, 'discard-cost', '601.2h');
    const hand = pool.filter((x) => x.zone === 'hand' && x.owner === player && x.id !== o.id);
    const candidates = dc.filter ? hand.filter((x) => byId[x.id] !== undefined && matchesObjectFilter({ ...dc.filter!, zone: 'hand' }, x, byId[x.id]!, player, o.id)) : hand;
    const r = pick('discard', dc, a.discard, candidates);
    if (isProblem(r)) return r;
    out.discard = r;
  }
  return out;
}

/** 602.2b / 601.2h: life, sacrifices and discards of an activation cost, paid in full as it is activated. */
function payCostObjects(run: Run, o: GameObject, ab: ActivatedAbility, player: PlayerId, paid: CostObjects): void {
  if (ab.payLife !== undefined) {
    // 119.4: paying life is losing that much life.
    emit(run, step('activate.pay-life', ['119.4', '602.2b'], { player, source: o.label, amount: ab.payLife }));
    run.perform({ kind: 'life', player, amount: -ab.payLife });
  }
  for (const s of paid.sacrifice) run.perform({ kind: 'sacrifice', object: s });
  for (const d of paid.discard) {
    // 701.9a: discarding moves the card from its owner's hand to their graveyard.
    record(run, { kind: 'discarded', player, card: d }, null);
    run.perform({ kind: 'move', object: d, to: 'graveyard' });
  }
}

/** 707.10: a copy of a spell is put on the stack; it isn't cast (no "cast" triggers). */
export function copySpell(run: Run, a: CopySpell): void {
  const state = run.state;
  const original = findItem(state, a.spell);
  if (!original || original.kind !== 'spell') halt('bad_reference', 'error.bad-reference', { reference: a.spell, what: 'spell on the stack' });
  const obj = state.objects.find((o) => o.id === original.id)!;
  const player = a.player ?? original.controller;
  const id = `${obj.id.includes('~') ? obj.id.slice(0, obj.id.indexOf('~')) : obj.id}~${state.nextId++}`;
  const copy: GameObject = { ...structuredClone(obj), id, isCopy: true, baseController: player, label: `${obj.label} (copy)` };
  const byId = layersOf(run).result.byId;
  const c = byId[obj.id]!;
  // 707.10c: new targets may be chosen; otherwise the copy has the original's.
  const targets = a.targets ? resolveRefs(run, a.targets) : structuredClone(original.targets);
  if (a.targets) {
    const problem = checkTargets(run, byId, original.specs, targets, { self: id, controller: player, colors: c.colors, types: c.types, subtypes: qualitySubtypes(c), kind: 'spell' });
    if (problem) halt('illegal_action', 'error.illegal-action', { reason: 'illegal-copy-target', detail: problem.detail, rule: '707.10c' });
  }
  state.objects.push(copy);
  record(run, { kind: 'spell-copied', copy: id, of: obj.id, player }, null);
  emit(run, step('stack.copy', ['707.10'], { spell: obj.label, player, copy: true }));
  push(run, { ...structuredClone(original), id, source: id, sourceLabel: copy.label, controller: player, targets, cast: false, copy: true });
  wardTriggers(run, byId, stackOf(state)[stackOf(state).length - 1]!);
}
