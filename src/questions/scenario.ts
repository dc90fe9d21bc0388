/**
 * ParsedQuestion -> Scenario JSON (the same JSON /scenario accepts), so an answer to a question
 * is exactly what runScenario gives for that set-up. Events become actions in the order the
 * question told them (613.7: later effects get later timestamps); combat damage follows the
 * blocks and anything the question put before damage; a yes/no question about an action ends
 * with that action (the "probe"), and its legality is the answer.
 */
import type { Lang } from '../core/lang.ts';
import type { Keyword } from '../engine/types.ts';
import type { Ask, Change, GroupFilter, Moment, ParsedQuestion, QEvent, Ref, Side, Thing } from './types.ts';
import { formatKeyword } from '../scenario/schema.ts';
import { labelThings } from './labels.ts';
import { TYPE_NAME_JA } from './lexicon.ts';
import { assertNever } from '../core/result.ts';
import { TurnClock } from './turns.ts';
import { BASIC_LAND_MANA } from '../engine/subtypes.ts';
import type { EngineStep } from './turns.ts';
import { ENCHANT_WORD } from '../engine/stack/aura.ts';
import { causeOf, isResult } from '../language/results.ts';

export interface QuestionScenario {
  scenario: Record<string, unknown>;
  /** Index in `actions` of the action whose legality answers the question, if any. */
  probe: number | null;
  /** Thing id -> its label in the reply language. */
  labels: Map<string, string>;
  /** Ids of things the builder added because the question implied them (an attacker to block). */
  implied: string[];
  /** Spells cast with no target said, given the only object they could target. */
  impliedTargets: { spell: string; target: string }[];
  /** Modes of a "Choose one —" spell that only what it was told cast on allows (700.2c). */
  impliedModes: { spell: string; mode: string }[];
  /** Draw steps passed through whose draw was left out: nothing in the question could depend on it (504.1). */
  skippedDraws: Side[];
  /** Turns the story needed that the question didn't tell (the restatement says so). */
  laterTurns: { side: Side; before: string; why: 'cast' | 'attack' }[];
  /** The spell asked about needs a target the question didn't say and none can be assumed. */
  needsTarget: string | null;
  /** Sacrifices a spell's additional cost needed that the question didn't say, made with the only permanent told that fits. */
  impliedSacrifices: { spell: string; sacrificed: string }[];
  /** A spell whose additional cost "sacrifice …" the question didn't pay and no one permanent told can: asked back. */
  needsSacrifice: { spell: string; cost: string; told: number } | null;
  needsModes: string | null;
  /**
   * A can-attack / can-block question put the whole story on the turn of the creature's (first)
   * controller, a turn the question didn't say (see finish): a story spell that then can't be cast
   * there is that assumption's doing, not the story's.
   */
  turnAssumed: boolean;
  /** "Other creatures … get …" told with no holder while an object told could be it: which one is asked back. */
  needsHolder: string | null;
  /** The story was told from the start on this player's turn, the one a can-attack / can-block probe asks about. */
  probeTurn: Side | null;
  /** The object asked about has no activated ability of the kind asked (as its card is compiled). */
  missingAbility: string | null;
  /** The words describing an activated ability's effect that weren't read against its text: refused naming them. */
  undescribed: string | null;
  noX: string | null;
  /** A spell said only as "a spell", whose card types the answer depends on. */
  unknownKind: string | null;
}

function other(side: Side): Side {
  return side === 'A' ? 'B' : 'A';
}

function filterOf(f: GroupFilter): Record<string, unknown> {
  const out: Record<string, unknown> = { kind: 'filter', types: f.types };
  if (f.colors.length > 0) out.colors = f.colors;
  if (f.notColors.length > 0) out.notColors = f.notColors;
  if (f.notTypes.length > 0) out.notTypes = f.notTypes;
  if (f.subtypes.length > 0) out.subtypes = f.subtypes;
  if (f.controller) out.controller = f.controller;
  if (f.other) out.other = true;
  if (f.keywords.length > 0) out.keywords = f.keywords.map((k) => formatKeyword(k));
  return out;
}

function selectorOf(ref: Ref): Record<string, unknown> {
  switch (ref.kind) {
    case 'things':
      return { kind: 'objects', ids: ref.ids };
    case 'group':
      return filterOf(ref.filter);
    case 'player':
      return { kind: 'players', controller: ref.side === 'A' ? 'you' : 'opponent' };
  }
}

function modificationOf(c: Change): Record<string, unknown> {
  switch (c.kind) {
    case 'modify-pt':
    case 'set-pt':
      return { kind: c.kind, power: c.power, toughness: c.toughness };
    case 'switch-pt':
    case 'lose-all-abilities':
      return { kind: c.kind };
    case 'add-keywords':
    case 'remove-keywords':
      return { kind: c.kind, keywords: c.keywords.map((k) => formatKeyword(k)) };
    case 'set-colors':
      return { kind: c.kind, colors: c.colors };
    case 'add-types':
    case 'set-types':
      return { kind: c.kind, types: c.types, ...(c.subtypes.length > 0 ? { subtypes: c.subtypes } : {}) };
  }
}

/** Does a compiled card change control of what it enchants ("You control enchanted creature", 613.1b)? */
function auraControl(q: ParsedQuestion, id: string): boolean {
  const statics = q.cards[id]?.object.statics as { affects?: { kind?: unknown }; modifications?: { kind?: unknown }[] }[] | undefined;
  return (statics ?? []).some((st) => st.affects?.kind === 'attached-to-source' && (st.modifications ?? []).some((m) => m.kind === 'set-controller'));
}

/** Does a compiled spell's instruction change control ("gain control of target creature …", 613.1b)? */
function spellControl(q: ParsedQuestion, id: string): boolean {
  const effects = (q.cards[id]?.object.spell as { effects?: { kind?: unknown; effect?: { modifications?: { kind?: unknown }[] } }[] } | undefined)?.effects ?? [];
  return effects.some((e) => e.kind === 'apply-effect' && (e.effect?.modifications ?? []).some((m) => m.kind === 'set-controller'));
}

/**
 * Who controls a creature at a point of the story (613.1b, layer 2; before event `before`, or as the
 * story leaves it): a spell told cast at it whose compiled instructions change control gives it to
 * the spell's caster, as does an Aura spell cast at it that does (303.4f); an Aura on it from the
 * start that does gives it to the Aura's controller. Otherwise the controller the story says.
 */
export function controlledBy(q: ParsedQuestion, t: Thing | undefined, before: number = q.events.length): Side | undefined {
  if (!t) return undefined;
  let side: Side | undefined = t.controller ?? undefined;
  for (const aura of q.things) if (aura.attachedTo === t.id && auraControl(q, aura.id)) side = aura.controller ?? side;
  q.events.slice(0, before).forEach((e) => {
    if (e.kind === 'cast' && e.targets.includes(t.id) && (spellControl(q, e.spell) || auraControl(q, e.spell))) side = e.caster;
  });
  return side;
}

/** Fills in what the words left open: who controls each thing (sizes are never defaulted here). */
export function settle(q: ParsedQuestion, probe: Ask | null): { attackerSide: Side; implied: string[] } {
  const attacks = q.events.filter((e): e is Extract<QEvent, { kind: 'attack' }> => e.kind === 'attack');
  const attackers = new Set(attacks.flatMap((e) => e.attackers));
  const blockers = new Set(q.events.flatMap((e) => (e.kind === 'block' ? e.blockers : [])));
  if (probe?.kind === 'can-block') probe.blockers.forEach((b) => blockers.add(b));
  if (probe?.kind === 'can-block') probe.attackers.forEach((a) => attackers.add(a));
  const known = (ids: Iterable<string>): Side | null => {
    for (const id of ids) {
      const t = q.things.find((x) => x.id === id);
      const side = t?.controller ? controlledBy(q, t) : undefined;
      if (side) return side;
    }
    return null;
  };
  // (A planeswalker or battle attacked is the defending player's, 508.1b: its controller is the attacker's opponent.)
  const walkers = new Set(attacks.flatMap((e) => Object.values(e.attacked ?? {})));
  const attackTarget = attacks.find((e) => e.target)?.target ?? known(walkers) ?? null;
  // "Can a creature with defender block?": the asker's creature blocks an (implied) attacker.
  if (probe?.kind === 'can-block' && attacks.length === 0 && known(attackers) === null && known(blockers) === null) {
    for (const t of q.things) if (blockers.has(t.id)) t.controller = 'A';
  }
  const attackerSide: Side =
    known(attackers) ?? (known(blockers) ? other(known(blockers)!) : attackTarget ? other(attackTarget) : probe?.kind === 'can-attack' ? (q.things.find((t) => t.id === probe.id)?.controller ?? 'A') : 'A');
  for (const t of q.things) {
    if (t.controller) continue;
    if (attackers.has(t.id)) t.controller = attackerSide;
    else if (blockers.has(t.id) || walkers.has(t.id)) t.controller = other(attackerSide);
    // "Can I target a creature with hexproof?": the usual reading is someone else's creature.
    else if (probe?.kind === 'can-target' && probe.target === t.id) t.controller = other(probe.caster);
    else if (t.attachedTo) t.controller = q.things.find((x) => x.id === t.attachedTo)?.controller ?? 'A';
    else t.controller = 'A';
  }
  return { attackerSide, implied: [] };
}

function objectOf(t: Thing, q: ParsedQuestion, label: string, sizes: ReadonlyMap<string, { power: number; toughness: number }> | undefined): Record<string, unknown> {
  const card = q.cards[t.id];
  const quoted = q.quoted[t.id];
  const o: Record<string, unknown> = { ...(card ? card.object : {}), id: t.id, controller: t.controller ?? 'A' };
  // A spell is in its caster's hand until cast; an instant or sorcery named but not cast stays there too.
  const types = (card?.object.types as string[] | undefined) ?? [];
  // (A permanent an earlier spell targets before it is cast — "I Unsummon my Elves and recast it" — starts on the
  // battlefield: the spell puts it where it is then cast from, 608.1, 601.2.)
  const castAt = q.events.findIndex((e) => e.kind === 'cast' && e.spell === t.id);
  const targetedBefore = castAt > 0 && q.events.slice(0, castAt).some((e) => e.kind === 'cast' && e.targets.includes(t.id));
  if (targetedBefore && !types.includes('Instant') && !types.includes('Sorcery')) o.zone = 'battlefield';
  else if (t.cast || types.includes('Instant') || types.includes('Sorcery')) o.zone = 'hand';
  // A card the words put in another zone ("a creature in my graveyard"): there it stays, no permanent (110.1).
  else if (t.zone !== 'battlefield' && t.zone !== 'stack') o.zone = t.zone;
  if (!card) {
    o.name = label;
    o.types = t.types;
    if (t.subtypes.length > 0) o.subtypes = t.subtypes;
    if (t.colors.length > 0) o.colors = t.colors;
    o.power = t.power;
    o.toughness = t.toughness;
  } else {
    // Described additions on top of the card ("a Grizzly Bears with flying").
    if (t.colors.length > 0) o.colors = t.colors;
  }
  // A keyword the card already has is restated, not added again ("Branchblight Stalker with toxic 2" has toxic 2 once).
  const own = (card?.object.keywords as unknown[] | undefined) ?? [];
  const said = (k: unknown): string => (typeof k === 'string' ? k : typeof k === 'object' && k !== null && 'keyword' in k ? formatKeyword(k as Keyword) : JSON.stringify(k)).toLowerCase();
  const keywords = [...own, ...t.keywords.map((k) => formatKeyword(k)).filter((k) => !own.some((x) => said(x) === said(k)))];
  if (quoted) {
    for (const [k, v] of Object.entries(quoted.object)) {
      if (k === 'keywords') keywords.push(...(v as unknown[]));
      else if (Array.isArray(v)) o[k] = [...((o[k] as unknown[] | undefined) ?? []), ...v];
      else o[k] = v;
    }
  }
  if (keywords.length > 0) o.keywords = keywords;
  if (Object.keys(t.counters).length > 0) o.counters = t.counters;
  if (t.tapped) o.tapped = true;
  if (t.summoningSick) o.summoningSick = true;
  if (t.token) o.token = true;
  if (t.attachedTo) o.attachedTo = t.attachedTo;
  if (t.damage > 0) o.damage = t.damage;
  if (t.owner && t.owner !== t.controller) o.owner = t.owner;
  // "its trigger targets my Bears", "I target my opponent each time": the target chosen for its triggered
  // abilities (603.3d); one the ability can't take is no choice at all, and the engine stops as it would.
  const chosen = (q.triggerTargets ?? []).filter((x) => x.source === t.id).flatMap((x) => x.targets);
  if (chosen.length > 0 && Array.isArray(o.triggers)) {
    o.triggers = (o.triggers as Record<string, unknown>[]).map((tr) => {
      const specs = Array.isArray(tr.targets) ? (tr.targets as { word?: unknown }[]) : [];
      const word = specs.length === 1 && typeof specs[0]!.word === 'string' ? specs[0]!.word : null;
      return word ? { ...tr, choose: { ...((tr.choose as Record<string, unknown> | undefined) ?? {}), [word]: chosen } } : tr;
    });
  }
  if (!card && t.supertypes.length > 0) o.supertypes = t.supertypes;
  const size = sizes?.get(t.id);
  // (Half a size told, "with 0 toughness": only the half not told is tried, 208.1.)
  if (size) {
    o.power = t.power ?? size.power;
    o.toughness = t.toughness ?? size.toughness;
  }
  return o;
}

const GENERIC_SPELL = 'spell';

/**
 * Which activated ability a question means: a mana ability ("tap it for mana", 605.1a), one with {T}
 * in its cost ("its tap ability", 302.6), an Equipment's equip ability (702.6a), or the object's first. An object the question described
 * without a card ("lands", "a creature with a {T} ability") has the ability the question says it has.
 * -1: the card has no such ability.
 */
function abilityIndex(o: Record<string, unknown>, ability: 'mana' | 'tap' | 'equip' | null, lang: Lang, fromCard: boolean): number {
  // "Can I equip X to Y?": the Equipment's one equip ability (702.6a); none (or two), no such ability.
  if (ability === 'equip') return equipAbility(o)?.index ?? -1;
  // 305.6: a land with a basic land type has "{T}: Add [its mana]" (its reminder text is not compiled).
  const basics = ((o.subtypes as string[] | undefined) ?? []).filter((t) => BASIC_LAND_MANA[t] !== undefined && ((o.types as string[] | undefined) ?? []).includes('Land'));
  const own = (o.activated as { tap?: boolean; mana?: boolean }[] | undefined) ?? [];
  if (basics.length > 0 && !own.some((a) => a.mana === true)) {
    o.activated = [...own, ...basics.map((t) => ({ text: `{T}: Add ${BASIC_LAND_MANA[t]}.`, cost: '{T}', tap: true, mana: true, adds: BASIC_LAND_MANA[t], effects: [] }))];
  }
  const list = (o.activated as { tap?: boolean; mana?: boolean }[] | undefined) ?? [];
  const i = ability === 'mana' ? list.findIndex((a) => a.mana === true) : ability === 'tap' ? list.findIndex((a) => a.tap === true) : list.length > 0 ? 0 : -1;
  if (i >= 0 || fromCard) return i;
  if (ability === null) return -1;
  const ja = lang === 'ja';
  const generic =
    ability === 'mana'
      ? { text: ja ? '{T}：{C}を加える。' : '{T}: Add {C}.', cost: '{T}', tap: true, mana: true, adds: '{C}', effects: [] }
      : { text: ja ? '{T}：（コストに{T}を含む能力）' : '{T}: (an ability with {T} in its cost)', cost: '{T}', tap: true, effects: [] };
  o.activated = [...list, generic];
  return list.length;
}
const IMPLIED_ATTACKER_EN = 'an attacking creature';
const IMPLIED_ATTACKER_JA = '攻撃クリーチャー';

/**
 * "Can a creature with defender block?": with no attacker named, an attacking creature is implied
 * (a plain creature of no stated size; the restatement says so, and its size is tried like any other
 * unstated size).
 */
export function implyAttacker(q: ParsedQuestion, probe: Extract<Ask, { kind: 'can-block' }>, lang: Lang): void {
  if (probe.attackers.length > 0) return;
  // An attack told in an earlier turn is over by a later one (511.3): a new attacker is implied then.
  const later = probe.at !== undefined && (probe.at.next || probe.at.turn !== null);
  const existing = later ? [] : q.events.flatMap((e) => (e.kind === 'attack' ? e.attackers.filter((a) => !probe.blockers.includes(a)) : []));
  if (existing.length > 0) {
    probe.attackers.push(existing[0]!);
    return;
  }
  const side = probe.blockers.map((b) => q.things.find((t) => t.id === b)?.controller).find((x) => x) ?? 'A';
  const t: Thing = {
    id: `c${q.things.length + 1}`, controller: other(side), owner: null, power: null, toughness: null, sizeAssumed: true, keywords: [], colors: [], types: ['Creature'], subtypes: [], supertypes: [],
    card: null, counters: {}, damage: 0, tapped: false, summoningSick: false, token: false, abilityTexts: [], attachedTo: null, zone: 'battlefield', words: lang === 'ja' ? IMPLIED_ATTACKER_JA : IMPLIED_ATTACKER_EN,
  };
  q.things.push(t);
  probe.attackers.push(t.id);
}

/** The Scenario for a parsed question, ending with the probe action when `probe` is a legality question. */
export function questionScenario(q: ParsedQuestion, lang: Lang, probe: Ask | null = null, sizes?: ReadonlyMap<string, { power: number; toughness: number }>, turn: Side | null = null): QuestionScenario {
  const { attackerSide, implied } = settle(q, probe);
  for (const t of q.things) if (t.words === IMPLIED_ATTACKER_EN || t.words === IMPLIED_ATTACKER_JA) implied.push(t.id);
  const cardNames = new Map(Object.entries(q.cards).map(([id, c]) => [id, lang === 'ja' && c.ja ? c.ja : c.name] as const));
  const labels = labelThings(q.things, lang, cardNames);
  const objects: Record<string, unknown>[] = q.things.map((t) => objectOf(t, q, labels.get(t.id)!, sizes));
  const replacements: Record<string, unknown>[] = [];
  for (const [id, c] of Object.entries(q.cards)) for (const r of c.replacements) replacements.push({ ...r, source: id, controller: q.things.find((t) => t.id === id)?.controller ?? 'A' });
  for (const [id, c] of Object.entries(q.quoted)) for (const r of c.replacements) replacements.push({ ...r, source: id, controller: q.things.find((t) => t.id === id)?.controller ?? 'A' });
  const b = new ActionList(q, attackerSide, probe, turn);
  for (const e of q.events) b.add(e, lang, objects);
  // A question asked "in response" is asked with the story's spells still on the stack (117.7).
  if (!(probe && respondsNow(q, probe))) b.resolveStack();
  // A story with no event still starts with state-based actions (704.3: an Aura attached illegally
  // is put into a graveyard); what they trigger goes on the stack the next time a player would get
  // priority (603.3, 117.5) and resolves before the question is asked.
  if (b.actions.length === 0) b.settleStart();
  // A ward cost told as paid (702.21a): every "counter unless its controller pays" resolving is paid
  // for (608.2c). Not said or declined, none is; the answer asks back if one was countered unpaid.
  if (q.unlessPaid === true) for (const a of b.actions) if (a.kind === 'resolve' || a.kind === 'pass') a.pay = true;
  const { probeIndex, activePlayer, step } = b.finish(objects, lang);
  // Combat damage divided as told ("they put all 6 damage on the Bears"): the attacking player's choice
  // (510.1c-d) made as said; the engine checks it is a legal division (an illegal one is reported, not run).
  if (q.assigned && q.assigned.length > 0) {
    const told: Record<string, { to: string; amount: number }[]> = {};
    for (const a of q.assigned) (told[a.attacker] ??= []).push({ to: a.to, amount: a.amount });
    for (const a of b.actions) if (a.kind === 'combat-damage') a.assignments = { ...(a.assignments as Record<string, unknown> | undefined), ...told };
  }
  // Objects the builder added (a target assumed for a spell asked about) are named by their own names.
  for (const o of objects) if (!labels.has(String(o.id)) && typeof o.name === 'string') labels.set(String(o.id), o.name);
  // Issue 11 §2: a question never shows a whole hand (402.1: hidden), so no hand is taken to be empty;
  // the cards it names there are known, the rest unknown (engine/hand.ts).
  // A hand told by its count ("I have 9 cards in hand") is described: the cards named there (spells cast
  // from it among them: told before they were cast) and, for the rest, cards nobody named (unseen).
  const handOf = (id: 'A' | 'B'): Record<string, unknown> => {
    const told = q.handSize?.[id];
    if (told === undefined) return { hand: 'unknown' };
    const named = objects.filter((o) => o.zone === 'hand' && (o.owner ?? o.controller) === id).length;
    // More cards named there than told: the count can't be right (answer.ts asks back before running).
    return { hand: 'described', unnamedInHand: Math.max(0, told - named) };
  };
  // A library told by its count ("I have one card left in my library") is all of it (401.1): that many cards
  // nobody named, so a draw past them fails and the player loses (121.4, 704.5b).
  const libraryOf = (id: 'A' | 'B'): Record<string, unknown> => {
    const told = q.librarySize?.[id];
    if (told === undefined) return {};
    for (let k = 1; k <= told; k++) objects.push({ id: `library-${id}-${k}`, name: lang === 'ja' ? 'ライブラリーのカード' : 'a card from the library', types: [], zone: 'library', controller: id });
    return { library: 'described' };
  };
  const players = (['A', 'B'] as const).map((id) => ({ id, life: q.life[id] ?? 20, ...(q.poison[id] ? { poison: q.poison[id] } : {}), ...handOf(id), ...libraryOf(id) }));
  const scenario: Record<string, unknown> = { players, activePlayer, objects, actions: b.actions };
  if (step !== 'main1') scenario.step = step;
  if (replacements.length > 0) scenario.replacements = replacements;
  return { scenario, probe: probeIndex, labels, implied, impliedTargets: b.impliedTargets, impliedModes: b.impliedModes, skippedDraws: b.skippedDraws, laterTurns: b.laterTurns, needsTarget: b.needsTarget, needsHolder: b.needsHolder, impliedSacrifices: b.impliedSacrifices, needsSacrifice: b.needsSacrifice, needsModes: b.needsModes, turnAssumed: b.turnAssumed, probeTurn: turn, missingAbility: b.missingAbility, undescribed: b.undescribed, noX: b.noX, unknownKind: b.unknownKind };
}

/**
 * Is a can-cast / can-activate question asked with the story's spells still on the stack? When it
 * says so ("in response", 対応して), or when nothing moves the story on and its last event is the
 * other player's spell or ability: nothing said it resolved, and the asker gets priority with it on
 * the stack only when that player passes (117.3c, 117.3d, 117.7).
 */
export function respondsNow(q: Pick<ParsedQuestion, 'events'>, a: Ask): boolean {
  if (a.kind !== 'can-cast' && a.kind !== 'can-activate' && a.kind !== 'can-target') return false;
  if (a.kind !== 'can-target' && (a.respond || a.at)) return a.respond;
  const who = a.kind === 'can-activate' ? a.player : a.caster;
  // "Can I Counterspell my own spell?": a spell of the story asked about as a target is on the stack, so the
  // question is asked while it waits there (115.1), whoever cast it — unless it was told resolved since.
  if (a.kind === 'can-target') {
    const at = q.events.findIndex((e) => e.kind === 'cast' && e.spell === a.target);
    if (at >= 0 && !q.events.slice(at + 1).some((e) => e.kind === 'resolve')) return true;
  }
  const last = [...q.events].reverse().find((e) => e.kind !== 'moment');
  return (last?.kind === 'cast' && last.caster !== who) || (last?.kind === 'activate' && last.player !== who);
}

/** Is this spell cast only at sorcery speed: not an instant and without flash (117.1a, 702.8a)? */
function sorcerySpeed(q: ParsedQuestion, id: string): boolean {
  const card = q.cards[id]?.object;
  const thing = q.things.find((t) => t.id === id);
  const types = (card?.types as string[] | undefined) ?? thing?.types ?? [];
  if (types.length === 0 || types.includes('Instant')) return false;
  const kws = [...((card?.keywords as unknown[] | undefined) ?? []), ...(thing?.keywords ?? [])];
  const name = (k: unknown): string => String(typeof k === 'object' && k !== null ? ((k as { keyword?: unknown }).keyword ?? '') : k).toLowerCase();
  return !kws.some((k) => name(k) === 'flash');
}

/**
 * Whose turn a story with no point of the turn told starts in: the first event that only one player's
 * turn allows decides it — a noninstant spell cast (not in response) is cast in its caster's main
 * phase (117.1a); an attack is declared by the active player (508.1). Null: nothing decides it.
 */
function firstTurn(q: ParsedQuestion, attackerSide: Side): Side | null {
  for (const e of q.events) {
    if (e.kind === 'moment') return null;
    if (e.kind === 'attack') return attackerSide;
    if (e.kind === 'cast' && e.premise !== true && !q.responses?.has(e) && sorcerySpeed(q, e.spell)) return e.caster;
  }
  return null;
}

/** The actions of a question's Scenario, in the order the question told its events. */
class ActionList {
  readonly actions: Record<string, unknown>[] = [];
  private anthem = 0;
  private activeFromStart: Side;
  private priority: Side;
  private stackOpen = false;
  /** The spells cast since the stack last resolved, in order (what a "target spell" can be, 115.1). */
  private readonly stackSpells: string[] = [];
  private declaredAttack = false;
  private blockAction: { kind: string; blockers: { object: string; blocks: string[] }[] } | null = null;
  private damageDone = false;
  private readonly attacked = new Set<string>();

  /** Where in the turn structure the story is (500.1): whose turn, which step. */
  private readonly clock: TurnClock;
  /** The story has moved in the turn structure (a moment told after something happened, or a new turn). */
  private moved = false;
  private combatEnded = false;
  /** The step the Scenario starts in (the Scenario's `step`). */
  private startStep: EngineStep;
  readonly skippedDraws: Side[] = [];
  /** A spell the question asks about whose target it didn't say and no object can be assumed for. */
  needsTarget: string | null = null;
  /** A spell's sacrifice cost the question didn't pay and can't be paid with the one permanent told that fits. */
  needsSacrifice: { spell: string; cost: string; told: number } | null = null;
  /** A modal spell cast without its modes said (700.2, 601.2b): asked back. */
  needsModes: string | null = null;
  readonly impliedSacrifices: { spell: string; sacrificed: string }[] = [];
  /** An object asked about for an ability it doesn't have (as its card is compiled). */
  missingAbility: string | null = null;
  /** An activation told by what the asker said it does ("I tap X to give …"), not read against its text. */
  undescribed: string | null = null;
  /** A spell told with a value of X that has no X in its mana cost. */
  noX: string | null = null;
  /** A spell said only as "a spell", whose kind decides the answer. */
  unknownKind: string | null = null;

  /** A static ability said with "other" and no holder, while objects it could be on are told. */
  needsHolder: string | null = null;

  /** The probe moved the story to a turn the question didn't say (QuestionScenario.turnAssumed). */
  turnAssumed = false;

  constructor(
    private readonly q: ParsedQuestion,
    attackerSide: Side,
    private readonly probe: Ask | null,
    turn: Side | null = null,
  ) {
    // Casting (601.2) and priority (117.3): after a cast its caster holds priority; the other player gets
    // it by a pass; spells resolve when both pass in succession (117.4), before anything else happens.
    // A point of the turn told first ("During my opponent's end step …") is where the story starts.
    const first = q.events[0];
    const start = first?.kind === 'moment' ? first.moment : null;
    // (`turn`: the probe's turn, given when the story told on the default turn was rewound there.)
    this.activeFromStart = start?.turn ?? turn ?? firstTurn(q, attackerSide) ?? 'A';
    this.priority = this.activeFromStart;
    this.clock = new TurnClock(this.activeFromStart, TurnClock.stepOf(start?.step ?? null));
    this.startStep = this.clock.step;
  }

  /** Lets the abilities the opening state-based actions triggered go on the stack and resolve (603.3, 117.4). */
  settleStart(): void {
    if (this.hasTriggers) this.actions.push({ kind: 'resolve', all: true });
  }

  private assumeTurn(side: Side): void {
    if (side !== this.activeFromStart && this.actions.length > 0) this.turnAssumed = true;
    this.activeFromStart = side;
  }

  resolveStack(): void {
    if (!this.stackOpen) return;
    this.actions.push({ kind: 'resolve', all: true });
    this.stackSpells.length = 0;
    this.stackOpen = false;
    this.priority = this.clock.turn;
  }

  /** Walks to a point of the turn (turns.ts), or starts there when nothing has happened yet. */
  private advanceTo(m: Moment): void {
    if (this.actions.length === 0 && !this.moved) {
      const turn = m.turn ?? this.clock.turn;
      if (!m.next) {
        this.clock.turn = turn;
        this.clock.step = TurnClock.stepOf(m.step);
        this.startStep = this.clock.step;
        this.activeFromStart = turn;
        this.priority = turn;
        return;
      }
    }
    this.moved = true;
    this.clock.advance(m, {
      resolveStack: () => this.resolveStack(),
      leaveCombat: () => {
        this.combatDamage();
        if (this.declaredAttack && !this.combatEnded) {
          this.actions.push({ kind: 'end-combat' });
          this.combatEnded = true;
        }
      },
      push: (a) => {
        this.actions.push(a);
        // A new turn has its own combat (506.1): the last turn's attack is over.
        if (a.kind === 'end-turn') this.newCombat();
      },
      afterStep: () => {
        this.priority = this.clock.turn;
        if (this.hasTriggers) this.actions.push({ kind: 'resolve', all: true });
      },
      draw: (player) => {
        if (this.drawMatters) this.actions.push({ kind: 'draw', player });
        else if (!this.skippedDraws.includes(player)) this.skippedDraws.push(player);
      },
    });
    this.priority = this.clock.turn;
  }

  /** The question placed its story in the turn structure itself ("during my opponent's turn"). */
  private get told(): boolean {
    return this.q.events.some((e) => e.kind === 'moment');
  }

  /** Turns the question didn't tell but its story needs (see firstTurn): said in the restatement. */
  readonly laterTurns: { side: Side; before: string; why: 'cast' | 'attack' }[] = [];

  private laterTurn(side: Side, step: 'main1' | 'combat', before: string): void {
    this.resolveStack();
    this.advanceTo({ turn: side, step, next: false });
    this.laterTurns.push({ side, before, why: step === 'combat' ? 'attack' : 'cast' });
  }

  private newCombat(): void {
    this.declaredAttack = false;
    this.damageDone = false;
    this.combatEnded = false;
    this.attacked.clear();
  }

  /**
   * Could anything in the question depend on a draw-step draw (504.1)? Text the compiler couldn't
   * read that speaks of drawing or of the cards in a hand might; so does a "first card you draw"
   * reveal, a draw replacement, a modelled "whenever you draw a card" trigger, or a modelled ability
   * that counts or checks a hand. Then the draw is made: from a library the question didn't describe
   * it draws an unseen card (121.1, engine/hand.ts) — a draw for the triggers, and anything that
   * needs to know the card (a hand count, a discard, a reveal) stops naming it. Otherwise the draw is
   * left out, and the restatement says so, to keep the steps to what the answer rests on.
   */
  private get drawMatters(): boolean {
    const all = [...Object.values(this.q.cards), ...Object.values(this.q.quoted)];
    const unread = /\bdraws?\b|\bdrawn\b|cards? in (?:your|their|his or her|that player's|a player's|each player's|an opponent's) hand|hand size|no cards in hand/i;
    const drawTrigger = (o: Record<string, unknown>): boolean => Array.isArray(o.triggers) && o.triggers.some((t) => (t as { event?: unknown }).event === 'draws');
    return all.some(
      (c) =>
        c.unmodelled.some((t) => unread.test(t)) ||
        'revealFirstDraw' in c.object ||
        drawTrigger(c.object) ||
        c.replacements.some((r) => /draw/i.test(JSON.stringify(r))) ||
        /"(?:kind|zone)":"hand"/.test(JSON.stringify(c.object)),
    );
  }

  /**
   * "After first-strike damage …": the first combat damage step only (510.4); the rest of combat
   * damage comes later as usual. The engine stops as told-impossible when no creature in the combat
   * has first or double strike then, when there is no combat, or when its damage was already dealt.
   */
  private firstStrikeDamage(): void {
    this.resolveStack();
    this.actions.push({ kind: 'combat-damage', firstStrike: true });
    if (this.hasTriggers) this.actions.push({ kind: 'resolve', all: true });
  }

  private combatDamage(): void {
    const p = this.probe?.kind;
    if (this.declaredAttack && !this.damageDone && p !== 'can-attack' && p !== 'can-block') {
      this.actions.push({ kind: 'combat-damage', all: true });
      this.damageDone = true;
      // Abilities that trigger on combat damage or on dying go on the stack (603.3) and resolve
      // before the story goes on (117.4).
      if (this.hasTriggers) this.actions.push({ kind: 'resolve', all: true });
    }
  }

  /** True when some object has a triggered ability (its triggers may be waiting on the stack). */
  private get hasTriggers(): boolean {
    return Object.values(this.q.cards).some((c) => Array.isArray(c.object.triggers) && c.object.triggers.length > 0) || Object.values(this.q.quoted).some((c) => Array.isArray(c.object.triggers));
  }

  /** `at`: attackers sent at a planeswalker or battle (508.1b), by attacker id; the others attack `target`. */
  private declareAttack(ids: string[], target: Side | null, at: Readonly<Record<string, string>> = {}): void {
    const fresh = ids.filter((id) => !this.attacked.has(id));
    if (fresh.length === 0) return;
    fresh.forEach((id) => this.attacked.add(id));
    // Attackers are declared once (508.1); the interpreter already merged every attack into one.
    if (this.declaredAttack) return;
    this.declaredAttack = true;
    this.actions.push({ kind: 'declare-attackers', attackers: fresh.map((id) => ({ object: id, ...(at[id] !== undefined ? { target: at[id] } : target ? { target } : {}) })) });
  }

  readonly impliedTargets: { spell: string; target: string }[] = [];

  /** The one object on the battlefield the spell's (single) target could be, if exactly one. */
  private onlyTarget(spell: string, caster: Side, objects: Record<string, unknown>[]): string | null {
    const specs = (this.compiled(spell)?.spell as { targets?: { players?: string; objects?: { types?: string[]; controller?: string } }[] } | undefined)?.targets ?? [];
    if (specs.length !== 1 || specs[0]!.players !== undefined || !specs[0]!.objects) return null;
    const f = specs[0]!.objects as { types?: string[]; controller?: string; zone?: string };
    // "They cast Counterspell" (target spell): a spell on the stack (115.1), not a permanent — the one
    // spell there when only one is; with more, which one is asked back.
    const zone = f.zone ?? 'battlefield';
    if (zone !== 'battlefield' && zone !== 'stack') return null;
    const candidates = zone === 'stack' ? objects.filter((o) => this.stackSpells.includes(String(o.id))) : objects.filter((o) => (o.zone ?? 'battlefield') === 'battlefield');
    const fits = candidates.filter((o) => {
      if (o.id === spell) return false;
      const types = (o.types as string[] | undefined) ?? [];
      if (f.types && !f.types.some((t) => types.includes(t))) return false;
      if (f.controller === 'you' && o.controller !== caster) return false;
      if (f.controller === 'opponent' && o.controller === caster) return false;
      return true;
    });
    return fits.length === 1 ? String(fits[0]!.id) : null;
  }

  /** Can the spell target only spells (115.1: "target spell", one target, no player)? */
  private stackOnly(spell: string): boolean {
    const specs = (this.compiled(spell)?.spell as { targets?: { players?: string; objects?: { zone?: string } }[] } | undefined)?.targets ?? [];
    return specs.length === 1 && specs[0]!.players === undefined && specs[0]!.objects?.zone === 'stack';
  }

  /** A spell of no particular kind (an instant that does nothing), cast by `who` as though it had flash, put on the stack as an assumed premise. */
  private assumedSpell(who: Side, objects: Record<string, unknown>[], lang: Lang): void {
    const id = `implied-spell-${objects.filter((o) => String(o.id).startsWith('implied-spell')).length + 1}`;
    objects.push({ id, name: lang === 'ja' ? '（仮定した）呪文' : 'a spell (assumed)', types: ['Instant'], zone: 'hand', controller: who, spell: { text: '', targets: [], effects: [] } });
    if (who !== this.priority) this.actions.push({ kind: 'pass' });
    this.actions.push({ kind: 'cast', object: id, player: who, asThoughFlash: true });
    this.stackSpells.push(id);
    this.priority = who;
    this.stackOpen = true;
  }

  /**
   * "Can I cast Giant Growth during my opponent's end step?": a question of timing that names no
   * target, with nothing on the board the spell could target. The target is then a plain object of
   * the kind its target word asks for (a creature, a player …), said in the restatement; a target
   * with more requirements than its kind and controller ("target tapped creature", "target spell")
   * is not assumed: the question is asked back.
   */
  private someTarget(spell: string, caster: Side, objects: Record<string, unknown>[], lang: Lang, premise = false): string | null {
    const specs = (this.compiled(spell)?.spell as { targets?: { players?: string; objects?: Record<string, unknown> }[] } | undefined)?.targets ?? [];
    if (specs.length !== 1) return null;
    const spec = specs[0]!;
    if (spec.players === 'any' || spec.players === 'opponent') return other(caster);
    if (spec.players === 'you') return caster;
    const f = spec.objects;
    if (!f || f.kind !== 'filter' || Object.keys(f).some((k) => k !== 'kind' && k !== 'types' && k !== 'controller')) return null;
    const permanent = ['Creature', 'Artifact', 'Enchantment', 'Land', 'Planeswalker'];
    // A spell told only as being on the stack ("Krosan Grip is on the stack") targets something of
    // one of the kinds it may; which one doesn't change what can be done in response.
    const all = (f.types as string[] | undefined) ?? ['Creature'];
    const types = premise ? all.filter((t) => permanent.includes(t)).slice(0, 1) : all;
    if (types.length !== 1 || !permanent.includes(types[0]!)) return null;
    const controller = f.controller === 'opponent' ? other(caster) : caster;
    const t = types[0]!;
    const same = objects.find((o) => String(o.id).startsWith('implied-target') && (o.types as string[])[0] === t && o.controller === controller);
    if (same) return String(same.id);
    const id = `implied-target-${objects.filter((o) => String(o.id).startsWith('implied-target')).length + 1}`;
    const ja = lang === 'ja';
    const o: Record<string, unknown> = { id, name: ja ? `（仮定した）${TYPE_NAME_JA[t] ?? t}` : `${/^[aeiou]/i.test(t) ? 'an' : 'a'} ${t.toLowerCase()} (assumed)`, types: [t], controller };
    if (t === 'Creature') Object.assign(o, { power: 1, toughness: 1 });
    if (t === 'Planeswalker') Object.assign(o, { counters: { loyalty: 1 } });
    objects.push(o);
    return id;
  }

  /**
   * "I cast Village Rites": its additional cost (118.8) "sacrifice a creature" is paid as it is cast
   * (601.2h), with a permanent its caster chooses. Unsaid, the cost is paid with the one permanent
   * told that could pay it (the restatement says so); with none told, or several, or a cost whose
   * requirements the question's objects can't be checked against, the question is asked back —
   * the asker may well control a creature they didn't mention, so "can't be cast" would be a guess.
   */
  private payImpliedSacrifice(spell: string, caster: Side, cast: Record<string, unknown>, objects: Record<string, unknown>[]): void {
    const sc = (this.compiled(spell)?.spell as { sacrificeCost?: { text: string; count?: number; filter: Record<string, unknown> } } | undefined)?.sacrificeCost;
    if (!sc || cast.sacrifice !== undefined) return;
    const f = sc.filter;
    const checkable = Object.keys(f).every((k) => k === 'kind' || k === 'types' || k === 'subtypes');
    // Permanents already gone by this point of the story can't be sacrificed (701.21a).
    const gone = new Set(this.actions.flatMap((a) => (['destroy', 'exile', 'sacrifice', 'move', 'return-to-hand'].includes(String(a.kind)) && typeof a.object === 'string' ? [a.object] : [])));
    const targets = new Set(Object.values((cast.targets ?? {}) as Record<string, unknown[]>).flat().map(String));
    const fits = objects.filter((o) => {
      if ((o.zone ?? 'battlefield') !== 'battlefield' || o.controller !== caster || o.id === spell || gone.has(String(o.id))) return false;
      const types = (o.types as string[] | undefined) ?? [];
      const subtypes = (o.subtypes as string[] | undefined) ?? [];
      if (Array.isArray(f.types) && !(f.types as string[]).some((t) => types.includes(t))) return false;
      if (Array.isArray(f.subtypes) && !(f.subtypes as string[]).some((t) => subtypes.includes(t))) return false;
      return true;
    });
    // The spell's own target is a legal choice (601.2c comes before 601.2h), but one the asker
    // rarely means: sacrificing it is not assumed.
    const want = sc.count ?? 1;
    if (checkable && fits.length === want && !fits.some((o) => targets.has(String(o.id)))) {
      cast.sacrifice = fits.map((o) => String(o.id));
      for (const o of fits) this.impliedSacrifices.push({ spell, sacrificed: String(o.id) });
      return;
    }
    this.needsSacrifice ??= { spell, cost: sc.text, told: fits.length };
  }

  /** Modes of a "Choose one —" spell told by what it was cast on (see modeByTargets); the restatement says them. */
  readonly impliedModes: { spell: string; mode: string }[] = [];

  /**
   * "I cast Abrade on their Grizzly Bears": a spell told as cast on something targets it, so its one
   * mode (Choose one —) is one with a target (601.2c, 700.2c), and one whose target can be that object:
   * "Destroy target artifact" can't target a creature that isn't an artifact (115.1). When exactly one
   * mode fits, the story has said it. Requirements beyond kind and controller aren't checked here and
   * count as fitting, so a doubt leaves two modes, and the mode is asked back.
   */
  private modeByTargets(modal: ModeSpecLike, targets: readonly (string | Side)[], objects: Record<string, unknown>[]): number | null {
    if (modal.min !== 1 || modal.max !== 1 || targets.length === 0) return null;
    const fits = modal.options.flatMap((m, i) => {
      const specs = (m.targets ?? []) as { players?: string; objects?: Record<string, unknown> }[];
      if (specs.length !== 1) return [];
      const spec = specs[0]!;
      const ok = targets.every((t) => {
        if (t === 'A' || t === 'B') return spec.players !== undefined;
        if (!spec.objects) return false;
        const o = objects.find((x) => x.id === t);
        const f = spec.objects;
        if (!o || Object.keys(f).some((k) => k !== 'kind' && k !== 'types' && k !== 'controller')) return true;
        const types = (o.types as string[] | undefined) ?? [];
        if (Array.isArray(f.types) && types.length > 0 && !(f.types as string[]).some((x) => types.includes(x))) return false;
        return true;
      });
      return ok ? [i] : [];
    });
    return fits.length === 1 ? fits[0]! : null;
  }

  /**
   * "I cast Charming Prince choosing the second mode": a permanent spell that isn't modal but whose
   * own "When this enters, choose one —" is: the modes told are that ability's, chosen as it is put
   * on the stack (603.3c, 700.2b). With no such ability, or more than one, nothing is set (the engine
   * then asks which mode, never guesses).
   */
  private enterTriggerModes(spell: string, modes: readonly number[], objects: Record<string, unknown>[]): void {
    const o = objects.find((x) => x.id === spell);
    const triggers = o && Array.isArray(o.triggers) ? (o.triggers as Record<string, unknown>[]) : [];
    const modal = triggers.filter((t) => t.modes && t.event === 'enters' && (t.who === undefined || t.who === 'self'));
    if (!o || modal.length !== 1) return;
    o.triggers = triggers.map((t) => (t === modal[0] ? { ...t, chooseModes: [...modes] } : t));
  }

  /** The modes of a modal spell (700.2) as compiled; null when the spell isn't modal. */
  private modesOf(spell: string): ModeSpecLike | null {
    const m = (this.compiled(spell)?.spell as { modes?: ModeSpecLike } | undefined)?.modes;
    return m && Array.isArray(m.options) ? m : null;
  }

  /** The compiled object of a card, or of a spell told with no card by what it says (quoted text). */
  private compiled(id: string): Record<string, unknown> | undefined {
    return this.q.cards[id]?.object ?? this.q.quoted[id]?.object;
  }

  private targetWord(spell: string, kind: 'spell' | 'activated', index = 0): string | undefined {
    const o = this.compiled(spell);
    // An Aura spell targets what its enchant ability allows (303.4a, 702.5a): the engine's word for it.
    // (An Aura told with no card has its subtypes told, its keywords from what it says.)
    const subtypes = Array.isArray(o?.subtypes) ? (o.subtypes as unknown[]) : this.q.cards[spell] ? [] : (this.q.things.find((t) => t.id === spell)?.subtypes ?? []);
    const aura = subtypes.includes('Aura') && Array.isArray(o?.keywords) && o !== undefined && (o.keywords as unknown[]).some((k) => typeof k === 'object' && k !== null && (k as { keyword?: unknown }).keyword === 'enchant');
    if (kind === 'spell' && aura && !(o?.spell as { targets?: unknown[] } | undefined)?.targets?.length) return ENCHANT_WORD;
    if (kind === 'spell') return (o?.spell as { targets?: { word?: string }[] } | undefined)?.targets?.[0]?.word;
    return ((o?.activated as { targets?: { word?: string }[] }[] | undefined)?.[index]?.targets?.[0]?.word);
  }

  add(e: QEvent, lang: Lang, objects: Record<string, unknown>[]): void {
    // Anything told "in response" happens with the stack still full; anything else waits for it to resolve.
    if (e.kind !== 'cast' && e.kind !== 'activate' && !this.q.responses?.has(e)) this.resolveStack();
    this.perform(e, lang, objects);
    // What happened may have triggered abilities (603.2): they go on the stack and resolve before
    // the story goes on, or at its end (117.4). Combat has its own steps for that.
    if (this.hasTriggers && e.kind !== 'attack' && e.kind !== 'block' && e.kind !== 'moment') this.stackOpen = true;
  }

  /**
   * A told result (language/results.ts) makes nothing happen: the action it follows already did it, and the
   * answer checks it against the run (claims.ts). A result of combat is what its combat damage did (510.2):
   * the damage is dealt here, before anything told after it.
   */
  private toldResult(e: QEvent): void {
    if (causeOf(this.q.events, this.q.events.indexOf(e))?.cause.kind === 'combat') this.combatDamage();
  }

  private perform(e: QEvent, lang: Lang, objects: Record<string, unknown>[]): void {
    if (isResult(e) && e.kind !== 'dies') return this.toldResult(e);
    switch (e.kind) {
      case 'attack': {
        // Only the active player declares attackers (508.1): an attack by the other player, told
        // after that player's opponent cast a noninstant spell (which only its caster's main phase
        // allows, 117.1a), happens on the attacking player's next turn.
        const side = controlledBy(this.q, this.q.things.find((t) => t.id === e.attackers[0]), this.q.events.indexOf(e)) ?? null;
        if (side && side !== this.clock.turn && !this.told) this.laterTurn(side, 'combat', e.attackers[0]!);
        return this.declareAttack(e.attackers, e.target, e.attacked ?? {});
      }
      case 'block': {
        if (!this.blockAction) {
          this.blockAction = { kind: 'declare-blockers', blockers: [] };
          this.actions.push(this.blockAction);
        }
        for (const bl of e.blockers) {
          const existing = this.blockAction.blockers.find((x) => x.object === bl);
          if (existing) existing.blocks.push(e.attacker);
          else this.blockAction.blockers.push({ object: bl, blocks: [e.attacker] });
        }
        return;
      }
      case 'change': {
        const effect: Record<string, unknown> = { text: e.text, affects: selectorOf(e.ref), modifications: e.changes.map(modificationOf), controller: 'A' };
        if (e.untilEndOfTurn) effect.duration = { kind: 'end-of-turn' };
        if (e.static && !e.untilEndOfTurn) {
          // A static ability ("creatures you control get +1/+1"): a permanent that has it, arriving
          // at this point of the story (613.7a: its timestamp is when it entered).
          // "Other creatures you control get +1/+1" told without what has it: whether an object the
          // question names is its holder (then unaffected, 613.1) or another permanent is, isn't said —
          // asked back, never guessed.
          const f = effect.affects as { other?: boolean; types?: string[] } | undefined;
          if (f?.other === true && objects.some((o) => (o.zone ?? 'battlefield') === 'battlefield' && ((o.types as string[] | undefined) ?? []).some((t) => (f.types ?? ['Creature']).includes(t)))) this.needsHolder ??= e.text;
          this.anthem++;
          const source = { id: `s${this.anthem}`, name: lang === 'ja' ? `常在型能力の発生源${this.anthem}` : `static ability source ${this.anthem}`, types: ['Enchantment'], controller: 'A', statics: [{ text: e.text, affects: effect.affects, modifications: effect.modifications }] };
          if (this.actions.length === 0) objects.push(source);
          else this.actions.push({ kind: 'create', object: { ...source, token: false } });
        } else this.actions.push({ kind: 'apply-effect', effect });
        return;
      }
      case 'counters':
        for (const id of e.ids) this.actions.push({ kind: 'add-counters', target: id, counter: e.counter, amount: e.amount });
        return;
      case 'destroy':
      case 'exile':
      case 'sacrifice':
      case 'remove-from-combat':
        for (const id of e.ids) this.actions.push({ kind: e.kind, object: id });
        return;
      case 'bounce':
        for (const id of e.ids) this.actions.push({ kind: 'return-to-hand', object: id });
        return;
      case 'dies': {
        // Told of something the story already took off the battlefield ("it dies. Then it dies again", or after
        // it came back): a new death of the card as it is now (400.7), never a restatement that does nothing.
        const before = this.q.events.slice(0, this.q.events.indexOf(e));
        const again = (id: string): boolean => before.some((b) => (b.kind === 'dies' || b.kind === 'destroy' || b.kind === 'exile' || b.kind === 'sacrifice' || b.kind === 'bounce' || b.kind === 'return') && b.ids.includes(id));
        // Told as what a spell did: checked against the run (a premise, engine/actions.ts toldMove), never made.
        if (e.result === true) this.toldResult(e);
        if (e.result === true) for (const id of e.ids) this.actions.push({ kind: 'move', object: id, to: 'graveyard', premise: true });
        else for (const id of e.ids) this.actions.push(again(id) ? { kind: 'move', object: id, to: 'graveyard', from: 'battlefield' } : { kind: 'move', object: id, to: 'graveyard' });
        return;
      }
      case 'return':
        // (Already back, by a rule the engine ran — persist, a "return it" ability: the move is no change.)
        // "Comes back" with nothing said to return it is the rules' return: checked, never made (a premise).
        for (const id of e.ids) this.actions.push(e.premise === true ? { kind: 'move', object: id, to: 'battlefield', premise: true, ...(e.supposed === true ? { supposed: true as const } : {}) } : { kind: 'move', object: id, to: 'battlefield' });
        return;
      case 'attach': {
        // "I equip Skullclamp to my 1/1": a player attaches an Equipment by activating its equip ability
        // (702.6a) — on the stack, at sorcery speed (602.5d), targeting a creature they control — not by fiat.
        const equip = e.by !== undefined ? equipAbility(objects.find((x) => x.id === e.attachment)) : null;
        if (e.by !== undefined && equip !== null) {
          if (e.by !== this.priority) this.actions.push({ kind: 'pass' });
          this.actions.push({ kind: 'activate', object: e.attachment, player: e.by, ability: equip.index, targets: { [equip.word]: [e.to] } });
          this.priority = e.by;
          this.stackOpen = true;
          return;
        }
        this.actions.push({ kind: 'attach', object: e.attachment, to: e.to });
        return;
      }
      case 'regenerate':
        for (const id of e.ids) this.actions.push({ kind: 'add-replacement', replacement: { kind: 'regeneration-shield', object: id } });
        return;
      case 'damage':
        this.actions.push({ kind: 'damage', source: e.source, target: e.target, amount: e.amount, ...(e.also ? { also: e.also } : {}) });
        return;
      case 'life':
        this.actions.push(e.amount >= 0 ? { kind: 'gain-life', player: e.side, amount: e.amount } : { kind: 'life', player: e.side, amount: e.amount });
        return;
      case 'prevent': {
        const r: Record<string, unknown> = { kind: 'prevent', amount: e.amount };
        if (e.combatOnly) r.combatOnly = true;
        if (e.to) r.to = e.to.kind === 'things' && e.to.ids.length === 1 ? e.to.ids[0] : e.to.kind === 'player' ? e.to.side : selectorOf(e.to);
        this.actions.push({ kind: 'add-replacement', replacement: r });
        return;
      }
      case 'double': {
        const from = e.from.kind === 'things' && e.from.ids.length === 1 ? e.from.ids[0] : selectorOf(e.from);
        this.actions.push({ kind: 'add-replacement', replacement: { kind: 'damage-modifier', multiply: 2, from, controller: 'A' } });
        return;
      }
      case 'resolve':
        // (add() has already let the stack resolve: this event is not told "in response".)
        return;
      case 'end-turn':
        this.combatDamage();
        this.actions.push({ kind: 'end-turn' });
        this.clock.step = 'cleanup';
        return;
      case 'moment':
        return this.advanceTo(e.moment);
      case 'first-strike-damage':
        return this.firstStrikeDamage();
      case 'cast': {
        // A noninstant spell is cast only in its caster's own main phase with the stack empty (117.1a):
        // one told after the other player's turn began happens on its caster's next turn.
        if (e.caster !== this.clock.turn && !this.told && e.premise !== true && !this.q.responses?.has(e) && sorcerySpeed(this.q, e.spell)) this.laterTurn(e.caster, 'main1', e.spell);
        // "Can I Counterspell their Counterspell?": a spell told only as being on the stack that can target
        // only a spell (115.1) was cast at one beneath it, which the question doesn't name; what that spell
        // is doesn't change what may target the one told (115.5 only bars a spell from targeting itself),
        // so one is assumed, cast first by the other player, and the restatement says so.
        if (e.premise === true && e.targets.length === 0 && this.stackSpells.length === 0 && !this.modesOf(e.spell) && this.stackOnly(e.spell)) this.assumedSpell(other(e.caster), objects, lang);
        if (e.caster !== this.priority) this.actions.push({ kind: 'pass' });
        // A modal spell (700.2): its modes are chosen as it is cast (601.2b), and its targets are
        // those of the chosen modes (700.2c, 601.2c). Modes the story doesn't say are asked back, never guessed.
        const modal = this.modesOf(e.spell);
        if (!modal && e.modes !== undefined) this.enterTriggerModes(e.spell, e.modes, objects);
        const deduced = modal && e.modes === undefined ? this.modeByTargets(modal, e.targets, objects) : null;
        if (deduced !== null) this.impliedModes.push({ spell: e.spell, mode: modal!.options[deduced]!.text });
        const modes = e.modes ?? (deduced !== null ? [deduced] : undefined);
        if (modal && modes === undefined) this.needsModes ??= e.spell;
        const modeWords = modal ? modeTargetWords(modal, modes ?? []) : [];
        // Chosen modes with targets of their own each (Choose two —): which named object is whose isn't settled.
        if (modeWords.length > 1) this.needsTarget ??= e.spell;
        const word = modal ? modeWords[0] : this.targetWord(e.spell, 'spell');
        const cast: Record<string, unknown> = { kind: 'cast', object: e.spell, player: e.caster };
        if (modal && modes !== undefined) cast.modes = modes;
        if (word && e.targets.length > 0) cast.targets = { [word]: e.targets };
        else if (word && !(modal && modes === undefined)) {
          // "I respond with Blossoming Defense": no target said; when exactly one object could be its
          // target, that one (the restatement says so); otherwise the question asks which.
          // When all that is asked is what may be cast or activated then, the spell's own target doesn't
          // change the answer: one is assumed (and said) rather than refusing the story.
          const timingOnly = this.q.asks.every((a) => a.kind === 'can-cast' || a.kind === 'can-activate');
          const only = this.onlyTarget(e.spell, e.caster, objects) ?? (e.impliedTargets === true || timingOnly ? this.someTarget(e.spell, e.caster, objects, lang, e.premise === true || timingOnly) : null);
          if (only) {
            cast.targets = { [word]: [only] };
            this.impliedTargets.push({ spell: e.spell, target: only });
          } else this.needsTarget ??= e.spell; // asked back: saying the cast "can't happen" would be a false claim
        }
        if (e.x !== undefined) cast.x = e.x;
        // 107.3a, 601.2b: only a spell with X in its cost has an X to choose; "Lightning Bolt with X=2" isn't a cast that can be told.
        const cost = this.q.cards[e.spell]?.object.manaCost;
        // ("Bolt it for 4": without X in its cost, the number is the damage told, checked in answer.ts.)
        if (e.x !== undefined && typeof cost === 'string' && !/\{X\}/i.test(cost)) {
          if (e.xFor === true) delete cast.x;
          else this.noX ??= e.spell;
        }
        if (e.premise === true) cast.asThoughFlash = true;
        this.payImpliedSacrifice(e.spell, e.caster, cast, objects);
        this.actions.push(cast);
        this.stackSpells.push(e.spell);
        this.priority = e.caster;
        this.stackOpen = true;
        return;
      }
      case 'activate': {
        // An object told to activate an ability it has none of (as its card is compiled): the
        // question's answer can't rest on it (answer.ts names the unread text, if any).
        const source = objects.find((x) => x.id === e.source);
        if (source && this.q.cards[e.source] && !((source.activated as unknown[] | undefined)?.length)) this.missingAbility ??= e.source;
        // Costs told as paid ("I sac my Bear to it", "I pay 2 life to activate it"): the ability is the
        // one whose cost they fit (602.2b); the sacrificed objects are its cost's choice (601.2h). None fits: refused.
        const told = e.sacrifice !== undefined || e.payLife !== undefined || e.tap === true;
        // "I tap X to give …": the effect as the asker described it isn't read against the ability's text (refused, naming it, if the ability is modelled).
        if (e.described !== undefined && ((source?.activated as unknown[] | undefined)?.length ?? 0) > 0) this.undescribed ??= e.described;
        const index = told ? costFits(source, e) : 0;
        if (index === null) this.missingAbility ??= e.source;
        if (e.player !== this.priority) this.actions.push({ kind: 'pass' });
        const word = this.targetWord(e.source, 'activated', index ?? 0);
        const act: Record<string, unknown> = { kind: 'activate', object: e.source, player: e.player };
        if (told && index !== null) {
          act.ability = index;
          const ab = (source?.activated as { sacrificeCost?: unknown }[] | undefined)?.[index];
          if (e.sacrifice && ab?.sacrificeCost !== undefined) act.sacrifice = e.sacrifice;
        }
        if (word && e.targets.length > 0) act.targets = { [word]: e.targets };
        // An ability with a target told with none ("I sacrifice Mogg Fanatic"): what it targets is asked
        // back, as for a spell (601.2c via 602.2b), unless all that is asked is whether it can be activated.
        else if (word && index !== null && e.described === undefined && !this.q.asks.every((a) => a.kind === 'can-cast' || a.kind === 'can-activate')) this.needsTarget ??= e.source;
        this.actions.push(act);
        this.priority = e.player;
        this.stackOpen = true;
        return;
      }
      default:
        return assertNever(e);
    }
  }

  /** The probe action for a legality question, or combat damage for the rest. */
  finish(objects: Record<string, unknown>[], lang: Lang): { probeIndex: number | null; activePlayer: Side; step: EngineStep } {
    const ask = this.probe;
    let probeIndex: number | null = null;
    // A question asked at a point of the turn ("Can it attack on my next turn?") is asked there.
    const at = ask && 'at' in ask ? (ask.at ?? null) : null;
    if (at && !(ask && respondsNow(this.q, ask))) this.advanceTo(at);
    const placed = this.moved || at !== null || this.q.events.some((e) => e.kind === 'moment');
    switch (ask?.kind) {
      case 'can-attack': {
        const t = this.q.things.find((x) => x.id === ask.id);
        // With no point of the turn said, the question is about the turn of the player said to attack
        // with it ("Can I attack with X?"), else of the creature's controller. The engine then says
        // when that player doesn't control it (508.1a).
        if (!placed) this.assumeTurn(ask.by ?? controlledBy(this.q, t) ?? 'A');
        probeIndex = this.actions.length;
        this.actions.push({ kind: 'declare-attackers', attackers: [{ object: ask.id }] });
        break;
      }
      case 'can-block': {
        const a = this.q.things.find((x) => x.id === ask.attackers[0]);
        if (!placed) this.assumeTurn(controlledBy(this.q, a) ?? this.activeFromStart);
        const fresh = ask.attackers.filter((id) => !this.attacked.has(id));
        // A creature that isn't attacking can't be blocked (509.1a): the engine says so when it was
        // not among the attackers already declared.
        if (fresh.length > 0 && !this.declaredAttack) this.actions.push({ kind: 'declare-attackers', attackers: fresh.map((id) => ({ object: id })) });
        probeIndex = this.actions.length;
        const blocks = ask.blockers.map((bl) => ({ object: bl, blocks: ask.blockers.length > 1 ? [ask.attackers[0]!] : ask.attackers }));
        this.actions.push({ kind: 'declare-blockers', blockers: blocks });
        break;
      }
      case 'can-target': {
        // As for a cast: the asker's turn only when the story set up none; with another player's
        // spell last on the stack, the asker targets in response, after that player passes (117.3d).
        if (!placed && this.actions.length === 0) {
          this.activeFromStart = ask.caster;
          this.clock.turn = ask.caster;
          this.priority = ask.caster;
        }
        if (ask.caster !== this.priority) this.actions.push({ kind: 'pass' });
        if (ask.spell) {
          // The named spell is cast at the target; its own target word is used.
          const word = this.targetWord(ask.spell, 'spell') ?? 'target';
          const o = objects.find((x) => x.id === ask.spell);
          if (o) {
            o.zone = 'hand';
            o.controller = ask.caster;
          }
          const cast: Record<string, unknown> = { kind: 'cast', object: ask.spell, player: ask.caster, targets: { [word]: [ask.target] } };
          this.payImpliedSacrifice(ask.spell, ask.caster, cast, objects);
          probeIndex = this.actions.length;
          this.actions.push(cast);
          if (respondsNow(this.q, ask)) this.actions.push({ kind: 'resolve', all: true });
          break;
        }
        objects.push({
          id: GENERIC_SPELL,
          name: lang === 'ja' ? 'クリーチャーを対象とする呪文' : 'a spell that targets a creature',
          types: ['Instant'],
          zone: 'hand',
          controller: ask.caster,
          spell: { text: 'Target creature gets +0/+0 until end of turn.', targets: [{ word: 'target', objects: { kind: 'filter', types: ['Creature'] } }], effects: [] },
        });
        probeIndex = this.actions.length;
        this.actions.push({ kind: 'cast', object: GENERIC_SPELL, player: ask.caster, targets: { target: [ask.target] } });
        break;
      }
      case 'can-cast': {
        if (!placed && this.actions.length === 0) {
          this.activeFromStart = ask.caster;
          this.clock.turn = ask.caster;
          this.priority = ask.caster;
        }
        // The one with priority acts; the other player gets it when they pass (117.3d).
        if (ask.caster !== this.priority) this.actions.push({ kind: 'pass' });
        const cast: Record<string, unknown> = { kind: 'cast', object: ask.spell, player: ask.caster };
        const word = this.targetWord(ask.spell, 'spell');
        // "Can Essence Scatter counter a spell?": whether it can depends on what kind of spell that is.
        const typed = ((this.compiled(ask.spell)?.spell as { targets?: { objects?: { types?: unknown[] } }[] } | undefined)?.targets ?? []).some((t) => (t.objects?.types?.length ?? 0) > 0);
        const unknown = ask.targets.find((t) => t !== 'A' && t !== 'B' && !this.q.cards[t] && (this.q.things.find((x) => x.id === t)?.types.length ?? 1) === 0);
        if (typed && unknown) {
          this.unknownKind = unknown;
          break;
        }
        if (word && ask.targets.length > 0) cast.targets = { [word]: ask.targets };
        else if (word) {
          const implied = this.onlyTarget(ask.spell, ask.caster, objects) ?? this.someTarget(ask.spell, ask.caster, objects, lang);
          if (implied) {
            cast.targets = { [word]: [implied] };
            this.impliedTargets.push({ spell: ask.spell, target: implied });
          } else this.needsTarget = ask.spell;
        }
        this.payImpliedSacrifice(ask.spell, ask.caster, cast, objects);
        probeIndex = this.actions.length;
        this.actions.push(cast);
        // Asked in response: then the stack resolves, whether it could be cast or not, so the final
        // state shows what happens to what the story put on the stack.
        if (respondsNow(this.q, ask)) this.actions.push({ kind: 'resolve', all: true });
        break;
      }
      case 'can-activate': {
        if (!placed && this.actions.length === 0) {
          this.activeFromStart = ask.player;
          this.clock.turn = ask.player;
          this.priority = ask.player;
        }
        if (ask.player !== this.priority) this.actions.push({ kind: 'pass' });
        const o = objects.find((x) => x.id === ask.source);
        const index = o ? abilityIndex(o, ask.ability, lang, this.q.cards[ask.source] !== undefined) : -1;
        if (index < 0) {
          this.missingAbility = ask.source;
          break;
        }
        const act: Record<string, unknown> = { kind: 'activate', object: ask.source, player: ask.player, ability: index };
        const word = ((o?.activated as { targets?: { word?: string }[] }[] | undefined)?.[index]?.targets?.[0]?.word);
        if (word && ask.targets.length > 0) act.targets = { [word]: ask.targets };
        probeIndex = this.actions.length;
        this.actions.push(act);
        if (respondsNow(this.q, ask)) this.actions.push({ kind: 'resolve', all: true });
        break;
      }
      default:
        this.combatDamage();
    }
    return { probeIndex, activePlayer: this.activeFromStart, step: this.startStep };
  }
}

/**
 * The activated ability of an object whose cost fits the costs told (602.2b): "sacrifice X" fits a
 * "sacrifice a …" cost, or "sacrifice this" when X is the object itself; "pay N life" fits exactly
 * that life payment. One fitting ability only: with none, or several, which is meant isn't known.
 */
function costFits(source: Record<string, unknown> | undefined, e: { source: string; sacrifice?: string[] | undefined; payLife?: number | undefined; tap?: true | undefined }): number | null {
  const list = (source?.activated as { sacrificeCost?: unknown; sacrificeSelf?: boolean; payLife?: number; tap?: boolean }[] | undefined) ?? [];
  const fits = list.map((ab, i) => ({ ab, i })).filter(({ ab }) => {
    if (e.tap === true && ab.tap !== true) return false;
    if (e.payLife !== undefined && ab.payLife !== e.payLife) return false;
    if (e.sacrifice === undefined) return true;
    const self = e.sacrifice.length === 1 && e.sacrifice[0] === e.source;
    return ab.sacrificeCost !== undefined || (self && ab.sacrificeSelf === true);
  });
  return fits.length === 1 ? fits[0]!.i : null;
}

/** The equip ability of an Equipment (702.6a, compiled as "attach this to target creature you control"): its index and target word; null without exactly one. */
function equipAbility(o: Record<string, unknown> | undefined): { index: number; word: string } | null {
  const subtypes = (o?.subtypes as string[] | undefined) ?? [];
  if (!subtypes.includes('Equipment')) return null;
  const list = (o?.activated as { effects?: { kind?: string }[]; targets?: { word?: string }[] }[] | undefined) ?? [];
  const found = list.flatMap((a, index) => (a.effects?.length === 1 && a.effects[0]!.kind === 'attach' && a.targets?.[0]?.word ? [{ index, word: a.targets[0].word }] : []));
  return found.length === 1 ? found[0]! : null;
}

/** A compiled modal spell's modes, as the question layer reads them (engine/types.ts ModeSpec). */
export interface ModeSpecLike {
  min: number;
  max: number;
  options: { text: string; targets?: { word?: string }[] }[];
}

/** The target words of the chosen modes, in printed order (700.2c: only a chosen mode's targets are chosen; 608.2c). */
export function modeTargetWords(modes: ModeSpecLike, chosen: readonly number[]): string[] {
  return [...chosen].sort((a, b) => a - b).flatMap((i) => (modes.options[i]?.targets ?? []).flatMap((t) => (t.word ? [t.word] : [])));
}
