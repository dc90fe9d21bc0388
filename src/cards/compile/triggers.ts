/**
 * Triggered abilities (603.1: "When/Whenever/At [trigger event], [effect]"), read into the engine's
 * TriggeredAbility: this object entering, dying, leaving, attacking, blocking or becoming tapped
 * (603.6, 603.10a), another object or any object of a group entering, dying or attacking, a spell
 * being cast (601.2i), the beginning of an upkeep or end step (503.1a, 513.1a) and end of combat
 * (511.2), with an intervening "if" clause (603.4) when it is one the engine checks. What "it" and
 * "that creature" mean in the effect depends on the event: the attacker or the creature blocked
 * (608.2k); in a dies or leaves trigger the card is a new object (400.7), so "this"/"it" are not read.
 */
import type { ModeSpec, ObjectFilter, TriggerCondition } from '../../engine/types.ts';
import { parseEffects } from './effects.ts';
import type { EffectOptions } from './effects.ts';
import { NUMBER, numberWord } from './text.ts';
import { creatureTypes } from '../../engine/subtypes.ts';
import { CHOSEN_TYPE, articleGroup, parseGroup, spellFilter } from './words.ts';
import { lookupTable } from '../../core/table.ts';
import { oneOrMoreDamageTrigger } from './batch-triggers.ts';
import { sacrificeTrigger } from './sacrifice-triggers.ts';

type Json = Record<string, unknown>;

/** Reads a modal trigger's modes (700.2) with the effect options its trigger event gives (modes.ts). */
export type ModalBody = (opts: EffectOptions) => ModeSpec | null;

/**
 * `modal`: the bullets of the modal trigger being read, if the line ends "choose one —", so every
 * trigger shape reads them the same way. It is passed only to this line's trigger, never to the
 * effects it reads: a mode's own instructions may hold a trigger of their own (a delayed one), read as usual.
 */
function triggerOf(event: string, effectText: string, verbatim: string, extra: Json, opts: EffectOptions, modal: ModalBody | undefined): Json | null {
  const { condition, rest } = splitCondition(effectText);
  if (condition === null) return null;
  if (modal) {
    // 603.3c: the modes are chosen as the ability is put on the stack; an intervening "if" before them isn't read.
    if (condition !== undefined || !/^choose [a-z ]+ —$/.test(rest)) return null;
    const modes = modal({ self: true, ...opts });
    return modes ? { event, ...extra, text: verbatim, effects: [], modes } : null;
  }
  const e = parseEffects(rest, verbatim, new Set(), { self: true, ...opts });
  if (!e) return null;
  return { event, ...extra, ...(condition ? { condition } : {}), text: verbatim, ...(e.targets.length > 0 ? { targets: e.targets } : {}), effects: e.effects };
}

/**
 * 603.4: "if you control …", "if you have N or less life", "if an opponent has N or more life", "if
 * you have no cards in hand" at the start of the effect. Returns the condition (undefined if there
 * is none) and the rest; a condition the engine doesn't check gives null.
 */
function splitCondition(text: string): { condition: TriggerCondition | undefined | null; rest: string } {
  const m = /^if ([^,]+), (.+)$/.exec(text);
  if (!m) return { condition: undefined, rest: text };
  return { condition: parseCondition(m[1]!), rest: m[2]! };
}

/** 102.1: "it's your turn" / "it's not your turn" — whether the ability's controller (a spell's caster) is the active player. */
export function turnCondition(c: string): { kind: 'turn'; yours: boolean } | null {
  if (c === "it's your turn") return { kind: 'turn', yours: true };
  if (c === "it's not your turn") return { kind: 'turn', yours: false };
  return null;
}

export function parseCondition(c: string): TriggerCondition | null {
  let m: RegExpExecArray | null;
  const turn = turnCondition(c);
  if (turn) return turn;
  // 119, 102.3: "a player has N or less life" — any player still in the game.
  if ((m = new RegExp(`^(you|an opponent|a player) (?:has|have) ${NUMBER} or (less|more|fewer|greater) life$`).exec(c))) {
    const n = numberWord(m[2]!)!;
    return { kind: 'life', player: m[1] === 'you' ? 'you' : m[1] === 'a player' ? 'any' : 'opponent', ...(m[3] === 'less' || m[3] === 'fewer' ? { atMost: n } : { atLeast: n }) };
  }
  if (/^you have no cards in hand$/.test(c)) return { kind: 'hand', player: 'you', atMost: 0 };
  // 700.4 (morbid, 207.2c): the turn's history of deaths.
  if (/^a creature died this turn$/.test(c)) return { kind: 'this-turn', happened: 'creature-died' };
  // 207.2c (revolt): a permanent left the battlefield while the ability's controller controlled it, this turn.
  if (/^a permanent left the battlefield under your control this turn$/.test(c)) return { kind: 'this-turn', happened: 'permanent-left-yours' };
  // 110.5: "if this artifact is untapped" — the ability's own permanent.
  if ((m = /^this (?:[a-z]+ )?is (tapped|untapped)$/.exec(c))) return { kind: 'own-tapped', tapped: m[1] === 'tapped' };
  // "if an opponent controls more lands than you": some opponent has more of them than you.
  if ((m = /^an opponent controls more (.+) than you(?: do)?$/.exec(c))) {
    const g = parseGroup(m[1]!);
    if (!g || !g.plural || g.filter.controller || g.filter.other) return null;
    return { kind: 'opponent-controls-more', filter: { ...g.filter } };
  }
  if ((m = new RegExp(`^you control (a|an|another|no|(?:${NUMBER.slice(1, -1)}) or (?:more|fewer)) (.+)$`).exec(c))) {
    // The engine counts with no source to leave out: "another" / "other" aren't read.
    if (m[1] === 'another' || /^other /.test(m[2]!)) return null;
    // 903.3d: "a commander" — a permanent with the commander designation, of any type.
    const g = /^commanders?$/.test(m[2]!) ? { filter: { kind: 'filter' as const, commander: true }, plural: m[2] === 'commanders' } : m[1] === 'a' || m[1] === 'an' ? articleGroup(m[2]!) : parseGroup(m[2]!);
    if (!g || g.filter.controller || g.filter.other) return null;
    const q = m[1]!;
    if (q === 'no') return { kind: 'controls', filter: { ...g.filter, controller: 'you' }, atMost: 0 };
    const n = q === 'a' || q === 'an' ? 1 : numberWord(q.replace(/ or (?:more|fewer)$/, ''));
    if (n === null || (n !== 1 ? !g.plural : g.plural)) return null;
    if (q.endsWith(' or fewer')) return { kind: 'controls', filter: { ...g.filter, controller: 'you' }, atMost: n };
    return { kind: 'controls', filter: { ...g.filter, controller: 'you' }, atLeast: n };
  }
  return null;
}

/** "When this creature enters / dies / attacks / blocks / leaves the battlefield / becomes tapped". */
const SELF = /^(when|whenever) this (enters|dies|attacks|blocks|leaves the battlefield|becomes tapped|becomes untapped|blocks a creature|is put into a graveyard from the battlefield)(?: the battlefield)?, (.+)$/;
/** One ability with two trigger events: "When this creature enters or attacks", "… enters or dies" (each event triggers it). */
const SELF_EITHER = /^(when|whenever) this (enters|dies|attacks|blocks|leaves the battlefield|becomes tapped|is put into a graveyard from the battlefield) or (enters|dies|attacks|blocks|leaves the battlefield|becomes tapped|is put into a graveyard from the battlefield), (.+)$/;
/** "Whenever another creature you control dies", "Whenever a land enters under your control" (603.6a, 603.10a). */
const OTHER = /^(?:when|whenever) (a|an|another|this creature or another|this or another) (.+?) (enters(?: the battlefield)?(?: under your control)?|dies|attacks alone|attacks|is put into a graveyard from the battlefield|leaves the battlefield), (.+)$/;
/**
 * "At the beginning of your upkeep" / "… of each end step" / "… of each opponent's upkeep" / "… of
 * your draw step" (503.1a, 504.1, 513.1a); "At the beginning of combat on your turn" / "… of each
 * combat" (507.1); "At end of combat" (511.2); "At the beginning of your first main phase" / "… of
 * your precombat main phase" / "… of each player's first main phase" (505.1a: the turn's first main
 * phase is its precombat one; 603.2b).
 */
const STEP = /^at the beginning of (your|each|each player's|each opponent's|the) (upkeep|end step|draw step|first main phase|precombat main phase), (.+)$/;
const COMBAT_STEP = /^at the beginning of (combat on your turn|each combat), (.+)$/;
const STEP_EVENT: Record<string, string> = lookupTable({ upkeep: 'upkeep', 'end step': 'end-step', 'draw step': 'draw-step', 'first main phase': 'first-main-phase', 'precombat main phase': 'first-main-phase' });
/**
 * Player events (603.2): "Whenever you gain life", "Whenever an opponent draws a card", "Whenever a
 * player loses life", "Whenever an opponent discards a card" (701.9a; any card — "a creature card"
 * names the card, which a player event doesn't carry, and isn't read).
 */
const PLAYER_EVENT = /^whenever (you|an opponent|a player) (gain|gains|lose|loses|draw|draws|discard|discards) (life|a card), (.+)$/;
/**
 * Damage (120): "Whenever this creature deals combat damage to a player", "… deals damage to an
 * opponent", "Whenever equipped creature deals combat damage to a player", "Whenever a creature you
 * control deals combat damage to a player" (510.2 for combat damage).
 */
const DEALS = /^whenever (this|equipped creature|enchanted creature|(?:a|an|another) .+?) deals (combat )?damage(?: to (a player or planeswalker|a player|an opponent|a creature))?, (.+)$/;
/** 120.3: "Whenever this creature is dealt damage" (enrage). */
const DEALT = /^whenever this is dealt damage, (.+)$/;
/** 509.1h, 603.2e: "Whenever this creature becomes blocked". */
const BECOMES_BLOCKED = /^whenever this becomes blocked, (.+)$/;
/** "Whenever equipped creature attacks", "When enchanted creature dies" (the object it is attached to). */
const ATTACHED = /^(?:when|whenever) (?:equipped|enchanted) creature (attacks|dies), (.+)$/;
/**
 * "Whenever you cast a noncreature spell", "Whenever an opponent casts a spell" (601.2i); "Whenever
 * you cast or copy an instant or sorcery spell" (magecraft, 207.2c): a copy too (707.10).
 */
const CAST = /^whenever (you|an opponent|a player) casts? (?:a|an) ((?:[A-Za-z-]+,? (?:or )?)*?)spell( of the chosen type)?, (.+)$/;
const CAST_OR_COPY = /^whenever (you|an opponent|a player) (?:cast or copy|casts or copies) /;

const EVENT: Record<string, string> = lookupTable({
  enters: 'enters', dies: 'dies', attacks: 'attacks', blocks: 'blocks', 'blocks a creature': 'blocks',
  'leaves the battlefield': 'leaves', 'becomes tapped': 'becomes-tapped', 'becomes untapped': 'becomes-untapped',
  'is put into a graveyard from the battlefield': 'to-graveyard',
});

function selfTrigger(m: RegExpExecArray, verbatim: string, modal: ModalBody | undefined): Json | null {
  const event = EVENT[m[2]!]!;
  // In a dies or leaves trigger the card is a new object (400.7): "this" isn't the source the engine's
  // `self` names; "it deals damage" is the source's last known information (608.2h); "return it"
  // is the card it became, in the zone it went to (603.6, 603.10a).
  if (event === 'dies' || event === 'leaves' || event === 'to-graveyard') {
    // 603.4, 603.10a: "When this dies, if it was a creature, …" — the intervening "if" looks at the
    // permanent as it last existed. The engine's dies event is a creature put into a graveyard from
    // the battlefield (700.4, triggers/occurrences.ts), so it holds whenever that event triggers the
    // ability; a noncreature permanent put there (an Enduring card returned as an enchantment) makes
    // no such event, and with the condition false it would do nothing (603.4): the same outcome.
    const effect = event === 'dies' ? m[3]!.replace(/^if it was a creature, /, '') : m[3]!;
    return triggerOf(event, effect, verbatim, {}, { self: false, it: null, itIsSource: true, leftCard: true }, modal);
  }
  // "that creature" after "blocks a creature" is the creature blocked (608.2k).
  if (m[2] === 'blocks a creature') return triggerOf(event, m[3]!, verbatim, {}, { it: 'that' }, modal);
  // 508.5: "defending player" in its own attack trigger is the player it attacks.
  // 107.3m: in its own enters trigger, X is the X its spell was cast with (0 when it wasn't cast).
  return triggerOf(event, m[3]!, verbatim, {}, { it: 'self', ...(event === 'attacks' ? { defending: true } : {}), ...(event === 'enters' ? { entersX: true } : {}) }, modal);
}

/**
 * 205.3m: one creature type as the subject — "another Zombie you control", "a Dragon you control",
 * "another nontoken Dragon you control": any permanent with that subtype (a creature type is also
 * a kindred card's), with the controller and "nontoken" (111.1) said.
 */
function subtypeSubject(phrase: string): { filter: ObjectFilter; plural: boolean } | null {
  const m = /^(nontoken )?([A-Z][a-z'-]+)(?: (you control|an opponent controls|your opponents control))?$/.exec(phrase.trim());
  if (!m || !creatureTypes().includes(m[2]!)) return null;
  const filter: ObjectFilter = { kind: 'filter', subtypes: [m[2]!] };
  if (m[1]) filter.token = false;
  if (m[3]) filter.controller = m[3] === 'you control' ? 'you' : 'opponent';
  return { filter, plural: false };
}

/**
 * The event of a group's member (603.2): "is put into a graveyard from the battlefield" (any permanent, 603.6c; "dies"
 * is a creature's, 700.4) and "leaves the battlefield" (603.6c) are looked back at as the permanent last existed (603.10a).
 */
const OTHER_EVENT: Record<string, 'dies' | 'attacks' | 'to-graveyard' | 'leaves'> = lookupTable({ dies: 'dies', attacks: 'attacks', 'attacks alone': 'attacks', 'is put into a graveyard from the battlefield': 'to-graveyard', 'leaves the battlefield': 'leaves' });

function otherTrigger(m: RegExpExecArray, verbatim: string, modal: ModalBody | undefined): Json | null {
  const q = m[1]!;
  const g = parseGroup(m[2]!) ?? subtypeSubject(m[2]!);
  if (!g || g.plural || g.filter.other) return null;
  const filter: ObjectFilter = { ...g.filter };
  if (m[3]!.endsWith('under your control')) {
    if (filter.controller === 'opponent') return null;
    filter.controller = 'you';
  }
  const event = OTHER_EVENT[m[3]!] ?? 'enters';
  // 506.5: "attacks alone" — the only creature declared as an attacker.
  const alone = m[3] === 'attacks alone' ? { alone: true } : {};
  // "dies": a creature put into a graveyard from the battlefield (700.4).
  if (event === 'dies' && filter.types && !filter.types.every((x) => x === 'Creature')) return null;
  // "this creature or another Zombie you control" / "… or another creature" (603.2): this object whatever it is now,
  // or another object of the group — `orSelf`, the one encoding of "this … or another …".
  const orSelf = q.startsWith('this');
  const who = q === 'another' || orSelf ? 'another' : 'any';
  // "Whenever a creature you control attacks, it gets +1/+0": "it" is the attacker (608.2k); "Whenever
  // another creature you control enters, it gains haste until end of turn": the permanent that entered
  // (603.6a, 608.2k), even if it changed characteristics, and not once it has left the battlefield (400.7).
  // "Whenever a creature an opponent controls dies, that player loses 2 life": "that player" is the
  // opponent who controlled it as it died (603.10a, 608.2k); with no opponent in the subject it names no one.
  // (A permanent put into a graveyard or leaving the battlefield, 603.6c, 603.10a: "it" and "that player" after it aren't read.)
  const thatPlayer = event === 'dies' && filter.controller === 'opponent';
  return triggerOf(event, m[4]!, verbatim, { who, ...(orSelf ? { orSelf: true } : {}), filter, ...alone }, { it: event === 'attacks' || event === 'enters' ? 'that' : null, thatPlayer }, modal);
}

function castTrigger(m: RegExpExecArray, verbatim: string, modal: ModalBody | undefined): Json | null {
  const words = m[2]!.trim();
  let filter: ObjectFilter | undefined;
  if (words !== '') {
    const f = spellFilter(words);
    if (!f) return null;
    filter = f;
  }
  // 614.12: "a creature spell of the chosen type" — the creature type chosen as this permanent entered.
  if (m[3]) {
    if (filter?.subtypes || filter?.notSubtypes) return null;
    filter = { ...(filter ?? { kind: 'filter' }), subtypes: [CHOSEN_TYPE] };
  }
  if (m[1] === 'an opponent') filter = { ...(filter ?? { kind: 'filter' }), controller: 'opponent' };
  // 'another' with no controller in the filter: only spells the ability's controller casts.
  const who = m[1] === 'you' ? 'another' : 'any';
  return triggerOf('cast', m[4]!, verbatim, { who, ...(filter ? { filter } : {}) }, { it: null }, modal);
}

/** Who a player event is about: you (the ability's controller), an opponent, or any player. */
const PLAYER_WHO: Record<string, string> = lookupTable({ you: 'self', your: 'self', 'an opponent': 'opponent', "each opponent's": 'opponent', 'a player': 'any', each: 'any', "each player's": 'any' });

function playerEventTrigger(m: RegExpExecArray, verbatim: string, modal: ModalBody | undefined): Json | null {
  const verb = m[2]!.replace(/s$/, '');
  if ((m[1] === 'you') !== (m[2] === verb)) return null;
  const event = m[3] === 'a card' ? (verb === 'draw' ? 'draws' : verb === 'discard' ? 'discards' : null) : verb === 'gain' ? 'gains-life' : verb === 'lose' ? 'loses-life' : null;
  if (!event) return null;
  const who = PLAYER_WHO[m[1]!]!;
  // "That player" is who gained, lost or drew; "that much" is how much life (603.2, 608.2h).
  return triggerOf(event, m[4]!, verbatim, who === 'self' ? {} : { who }, { it: null, thatPlayer: who !== 'self', eventAmount: event !== 'draws' && event !== 'discards' }, modal);
}

function damageTrigger(m: RegExpExecArray, verbatim: string, modal: ModalBody | undefined): Json | null {
  const subject = m[1]!;
  const extra: Json = {};
  if (m[2]) extra.combatOnly = true;
  const to = m[3];
  if (to) extra.damageTo = to === 'a player' ? 'player' : to === 'an opponent' ? 'opponent' : to === 'a player or planeswalker' ? 'player-or-planeswalker' : 'creature';
  let it: EffectOptions['it'] = null;
  if (subject === 'this') it = 'self';
  else if (subject === 'equipped creature' || subject === 'enchanted creature') extra.who = 'attached';
  else {
    const q = /^(a|an|another) (.+)$/.exec(subject)!;
    const g = parseGroup(q[2]!);
    if (!g || g.plural || g.filter.other) return null;
    extra.who = q[1] === 'another' ? 'another' : 'any';
    extra.filter = { ...g.filter };
  }
  // "That player" / "that creature": what the damage was dealt to (608.2k); "that much": the damage.
  if (extra.damageTo === 'creature' && it === null) it = 'that';
  const player = extra.damageTo === 'player' || extra.damageTo === 'opponent';
  return triggerOf('deals-damage', m[4]!, verbatim, extra, { it, thatPlayer: player, eventAmount: true, ...(extra.damageTo === 'opponent' ? { thatOpponent: true } : {}) }, modal);
}

/** "Whenever a creature you control of the chosen type enters or attacks", "… another creature you control enters or dies": a group's member, either event. */
const GROUP_EITHER = /^(when|whenever) (a|an|another|this creature or another|this or another) (.+?) (enters|dies|attacks) or (enters|dies|attacks), (.+)$/;

/** The triggered abilities a line is (one, or one for each of two trigger events), or null; `modal`: the line ends "choose one —" and this reads its modes. */
export function parseTriggers(norm: string, verbatim: string, modal?: ModalBody): Json[] | null {
  const g = SELF_EITHER.exec(norm) ? null : GROUP_EITHER.exec(norm);
  if (g) {
    // 603.2: as for this object's own two events (below), each event of the group's member triggers it: two abilities.
    const a = modal ? null : parseTrigger(`${g[1]} ${g[2]} ${g[3]} ${g[4]}, ${g[6]}`, verbatim);
    const b = modal ? null : parseTrigger(`${g[1]} ${g[2]} ${g[3]} ${g[5]}, ${g[6]}`, verbatim);
    return a && b && g[4] !== g[5] ? [a, b] : null;
  }
  const m = SELF_EITHER.exec(norm);
  if (!m) {
    const one = parseTrigger(norm, verbatim, modal);
    return one ? [one] : null;
  }
  // Two abilities from one modal line would share one set of modes: not read.
  if (modal) return null;
  // 603.2: the ability triggers on either event; as two abilities with the same text each triggers on
  // its own, which is the same (no single event is both).
  const a = parseTrigger(`${m[1]} this ${m[2]}, ${m[4]}`, verbatim);
  const b = parseTrigger(`${m[1]} this ${m[3]}, ${m[4]}`, verbatim);
  return a && b ? [a, b] : null;
}

/**
 * "Whenever one or more [other] <group> enter / die, <effect>. This ability triggers only once each
 * turn." (Welcoming Vampire, Morbid Opportunist): the ability triggers on the first such event of the
 * turn, however many objects it holds, and not again that turn (`oncePerTurn`). "That creature" /
 * "it" name nothing (the objects may be several). Without the once-a-turn limit, "one or more" would
 * ask the engine to group simultaneous events, which it doesn't promise: not read.
 */
const ONE_OR_MORE_ONCE = /^whenever one or more (other )?(.+?) (enter|die)(?: the battlefield)?, (.+)\. this ability triggers only once each turn\.?$/;

function oncePerTurnTrigger(norm: string, verbatim: string, modal: ModalBody | undefined): Json | null {
  const m = ONE_OR_MORE_ONCE.exec(norm);
  if (!m || /\. /.test(m[4]!)) return null;
  const g = parseGroup(m[2]!);
  if (!g || !g.plural || g.filter.other) return null;
  const event = m[3] === 'die' ? 'dies' : 'enters';
  // "die": creatures put into a graveyard from the battlefield (700.4).
  if (event === 'dies' && !(g.filter.types?.length === 1 && g.filter.types[0] === 'Creature')) return null;
  return triggerOf(event, m[4]!, verbatim, { who: m[1] ? 'another' : 'any', filter: { ...g.filter }, oncePerTurn: true }, { it: null }, modal);
}

/** A triggered ability of a permanent (normalised line), or null. */
export function parseTrigger(norm: string, verbatim: string, modal?: ModalBody): Json | null {
  if (/^whenever one or more /.test(norm)) return oneOrMoreDamageTrigger(norm, verbatim, modal, triggerOf) ?? oncePerTurnTrigger(norm, verbatim, modal);
  let m = SELF.exec(norm);
  if (m) return selfTrigger(m, verbatim, modal);
  m = STEP.exec(norm);
  if (m) {
    // "At the beginning of the end step" (Ball Lightning) is each turn's end step, whoever's turn (513.1a);
    // "the upkeep" / "the draw step" say no more than that and aren't read.
    // "each first main phase" isn't how cards say it ("each player's first main phase" is): not read.
    if ((m[1] === 'the' && m[2] !== 'end step') || (m[1] === 'each' && STEP_EVENT[m[2]!] === 'first-main-phase')) return null;
    const who = m[1] === 'the' ? 'any' : PLAYER_WHO[m[1]!]!;
    // 605.1b: a step's or phase's beginning is never a mana ability's doing, so mana it adds uses the stack.
    return triggerOf(STEP_EVENT[m[2]!]!, m[3]!, verbatim, who === 'self' ? {} : { who }, { it: 'self', thatPlayer: who !== 'self', stackMana: true }, modal);
  }
  m = COMBAT_STEP.exec(norm);
  if (m) return triggerOf('beginning-of-combat', m[2]!, verbatim, m[1] === 'each combat' ? { who: 'any' } : {}, { it: 'self', stackMana: true }, modal);
  m = PLAYER_EVENT.exec(norm);
  if (m) return playerEventTrigger(m, verbatim, modal);
  if (/^whenever (?:you|an opponent|a player) sacrifices? /.test(norm)) return sacrificeTrigger(norm, verbatim, modal, triggerOf);
  m = DEALS.exec(norm);
  if (m) return damageTrigger(m, verbatim, modal);
  m = DEALT.exec(norm);
  if (m) return triggerOf('dealt-damage', m[1]!, verbatim, {}, { it: 'self', eventAmount: true }, modal);
  m = BECOMES_BLOCKED.exec(norm);
  if (m) return triggerOf('becomes-blocked', m[1]!, verbatim, {}, { it: 'self' }, modal);
  m = ATTACHED.exec(norm);
  // "It" after "equipped creature attacks" is the attacker (608.2k); after "dies" the card is a new object (400.7).
  if (m) return triggerOf(m[1] === 'attacks' ? 'attacks' : 'dies', m[2]!, verbatim, { who: 'attached' }, m[1] === 'attacks' ? { it: 'that' } : { it: null }, modal);
  m = /^at end of combat, (.+)$/.exec(norm);
  if (m) return triggerOf('end-of-combat', m[1]!, verbatim, { who: 'any' }, { it: 'self' }, modal);
  // "cast or copy": read as the cast shape, the copy added to what it watches (707.10).
  const orCopy = CAST_OR_COPY.test(norm);
  m = CAST.exec(orCopy ? norm.replace(/ (?:cast or copy|casts or copies) /, (w) => (w.includes('casts') ? ' casts ' : ' cast ')) : norm);
  if (m) {
    const t = castTrigger(m, verbatim, modal);
    return t && orCopy ? { ...t, orCopy: true } : t;
  }
  m = OTHER.exec(norm);
  return m ? otherTrigger(m, verbatim, modal) : null;
}
