/**
 * Abilities about casting spells, read into the engine's SpellBody and CastStatic shapes:
 * - of a spell itself: "As an additional cost to cast this spell, sacrifice a creature" (118.8,
 *   601.2h), "This spell costs {N} less/more to cast for each <group>" (601.2f);
 * - of a permanent: "<spells> you cast cost {N} less to cast", "<spells> cost {N} more to cast"
 *   (601.2f), "You may cast <spells> as though they had flash" (601.3b), "Each opponent can cast
 *   spells only any time they could cast a sorcery" (307.5), "<players> can't cast <spells>" (101.2),
 *   also "… during your turn" and "During your turn, your opponents can't cast spells or activate
 *   abilities of artifacts, creatures, or enchantments"; "Activated abilities of <permanents> can't
 *   be activated" (602.5, 101.2).
 */
import type { CardType, CastPermission, CastStatic, CdaValue, CostChange, CostCount, ObjectFilter, SpellBody, SpellCostOption, TriggerCondition } from '../../engine/types.ts';
import { parseCondition } from './triggers.ts';
import { alternativeCostSentence } from './alternative-costs.ts';
import { NUMBER, numberWord } from './text.ts';
import { costOption, sacrificed } from './cost-parts.ts';
import { CHOSEN_TYPE, COLOR_OF, parseGroup, spellFilter } from './words.ts';
import { lookupTable } from '../../core/table.ts';

/**
 * "for each creature on the battlefield", "for each creature you control", "for each instant and
 * sorcery card in your graveyard": a count the engine reads when the cost is determined (601.2f).
 */
export function perCount(words: string): CdaValue | null {
  const gy = /^(.+?) cards? in your graveyard$/.exec(words);
  if (gy) {
    const f = spellFilter(gy[1]!.replace(/ and /g, ' or '));
    return f ? { kind: 'count', filter: { ...f, zone: 'graveyard', controller: 'you' } } : null;
  }
  const g = parseGroup(words.replace(/ on the battlefield$/, ''));
  if (!g || g.filter.other) return null;
  return { kind: 'count', filter: { ...g.filter } };
}

/**
 * 702.41a: "Affinity for [text]" means "This spell costs {1} less to cast for each [text] you
 * control" — a generic reduction (118.7a) counted as the cost is determined (601.2f); each instance
 * applies (702.41b). Null when the permanents it counts aren't a group the filters read whole.
 */
export function affinityChange(rest: string, text: string): CostChange | null {
  const m = /^for (.+)$/i.exec(rest.trim());
  if (!m) return null;
  const g = parseGroup(`${m[1]!} you control`);
  if (!g || !g.plural || g.filter.other) return null;
  return { text, generic: -1, per: { kind: 'count', filter: { ...g.filter } } };
}

/**
 * 601.2f, 107.1b: "This spell costs {X} less to cast, where X is the total power of creatures you control" / "… the
 * greatest power among creatures you control" / "… the total mana value of historic permanents you control": a
 * generic reduction of that number (none below zero), counted as the total cost is determined.
 */
function sizedReduction(s: string): CostCount | null {
  const m = /^this(?: spell)? costs \{x\} less to cast, where x is the (?:(total) (power|mana value) of|(greatest) (power|mana value) among) (.+)$/i.exec(s);
  if (!m) return null;
  const g = parseGroup(m[5]!);
  if (!g || !g.plural || g.filter.other) return null;
  return { kind: m[1] ? 'total' : 'greatest', of: (m[2] ?? m[4]) === 'power' ? 'power' : 'manaValue', filter: { ...g.filter } };
}

/** Conditions a spell's caster can be judged by as the cost is determined (not the source's own state: it is a spell). */
const CASTER_CONDITIONS: ReadonlySet<TriggerCondition['kind']> = new Set(['controls', 'life', 'hand', 'this-turn', 'opponent-controls-more']);

/** 601.2f: "This spell costs {2} less to cast if you control a Wizard" / "… if a creature died this turn". */
function conditionalReduction(s: string, text: string): CostChange | null {
  const m = /^this(?: spell)? costs \{(\d+)\} less to cast if (.+)$/.exec(s);
  const condition = m ? parseCondition(m[2]!) : null;
  if (!m || !condition || !CASTER_CONDITIONS.has(condition.kind)) return null;
  return { text, generic: -Number(m[1]), if: condition };
}

/** How the cast action names an alternative cost of nothing (118.9). */
export const FREE = 'without paying its mana cost';

/**
 * 118.8, 601.2b: "As an additional cost to cast this spell, sacrifice an artifact or discard a card" / "discard a card
 * or pay 3 life": one of two costs, chosen as the spell is cast. Null unless both sides are costs read whole, of
 * different kinds ("sacrifice a creature or an artifact" is one sacrifice cost, not a choice).
 */
function costChoice(s: string): SpellCostOption[] | null {
  const m = /^as an additional cost to cast this(?: spell)?, (.+)$/.exec(s);
  if (!m) return null;
  const parts = m[1]!.split(/ or (?=sacrifice |discard |pay )/);
  if (parts.length !== 2) return null;
  const options = parts.map(costOption);
  if (options.some((o) => o === null) || options[0]!.kind === options[1]!.kind) return null;
  return options as SpellCostOption[];
}

/** A sentence of an instant or sorcery about casting it; true if it was read into `spell`. */
export function spellCastingSentence(s: string, text: string, spell: SpellBody): boolean {
  if (alternativeCostSentence(s, text, spell)) return true;
  const options = costChoice(s);
  if (options) {
    if (spell.costChoice || spell.sacrificeCost || spell.discardCost || spell.lifeCost) return false;
    spell.costChoice = { text, options };
    return true;
  }
  let m = /^as an additional cost to cast this(?: spell)?, sacrifice (.+)$/.exec(s);
  if (m) {
    const sac = sacrificed(m[1]!);
    if (!sac || spell.sacrificeCost) return false;
    spell.sacrificeCost = { text, ...sac };
    return true;
  }
  // 118.8, 119.4: "pay 3 life" / "pay X life" (X: the spell's own, 107.3a).
  m = new RegExp(`^as an additional cost to cast this(?: spell)?, pay (X|${NUMBER.slice(1, -1)}) life$`).exec(s);
  if (m) {
    const amount = m[1] === 'X' ? 'x' : numberWord(m[1]!);
    if (amount === null || spell.lifeCost) return false;
    spell.lifeCost = { text, amount };
    return true;
  }
  // 118.8, 701.9a: one card, any card, from its caster's hand.
  if (/^as an additional cost to cast this(?: spell)?, discard a card$/.test(s)) {
    if (spell.discardCost) return false;
    spell.discardCost = { text };
    return true;
  }
  // 118.9, 903.3d: "If you control a commander, you may cast this spell without paying its mana cost" —
  // an alternative cost of nothing (118.9: "without paying its mana cost"), only while its caster
  // controls a commander (a permanent designated one) as the spell is announced (601.2b).
  if (/^if you control a commander, you may cast this(?: spell)? without paying its mana cost$/.test(s)) {
    if ((spell.alternatives ?? []).some((a) => a.name === FREE)) return false;
    spell.alternatives = [...(spell.alternatives ?? []), { name: FREE, cost: '', if: { kind: 'controls', filter: { kind: 'filter', commander: true, controller: 'you' }, atLeast: 1 } }];
    return true;
  }
  const cond = conditionalReduction(s, text);
  if (cond) {
    spell.costChanges = [...(spell.costChanges ?? []), cond];
    return true;
  }
  const sized = sizedReduction(s);
  if (sized) {
    spell.costChanges = [...(spell.costChanges ?? []), { text, generic: -1, per: sized }];
    return true;
  }
  m = /^this(?: spell)? costs \{(\d+)\} (less|more) to cast for each (.+)$/.exec(s);
  if (m) {
    const per = perCount(m[3]!);
    if (!per) return false;
    const change: CostChange = { text, generic: (m[2] === 'less' ? -1 : 1) * Number(m[1]), per };
    spell.costChanges = [...(spell.costChanges ?? []), change];
    return true;
  }
  return false;
}

const WHO: Record<string, CastStatic['who']> = lookupTable({ 'you cast': 'you', 'your opponents cast': 'opponents', 'each opponent casts': 'opponents', '': 'all' });

/** "Noncreature spells", "Artifact spells", "Spells": the spells a permanent's casting ability is about. */
function spellsFilter(words: string): ObjectFilter | undefined | null {
  if (words === '') return undefined;
  return spellFilter(words.replace(/ and /g, ' or '));
}

/**
 * 614.12: "<words> spells of the chosen type" — the spells spellsFilter reads, of the creature type chosen as the
 * permanent entered (CHOSEN_TYPE until the object is made, compile/chosen.ts); null when the words name a subtype too.
 */
function chosenSpellsFilter(words: string, chosen: boolean): ObjectFilter | undefined | null {
  const filter = spellsFilter(words);
  if (!chosen || filter === null) return filter;
  if (filter?.subtypes || filter?.notSubtypes) return null;
  return { ...(filter ?? { kind: 'filter' }), subtypes: [CHOSEN_TYPE] };
}

const PLAYERS: Record<string, CastStatic['who']> = lookupTable({ you: 'you', players: 'all', 'each player': 'all', 'your opponents': 'opponents', 'each opponent': 'opponents' });
const WORD_NUMBERS: Record<string, number> = lookupTable({ eight: 8, nine: 9, ten: 10, eleven: 11, twelve: 12 });

/** A number word or digits up to twelve ("one" … "twelve", "11"), or null. */
function handNumber(w: string): number | null {
  return WORD_NUMBERS[w] ?? numberWord(w);
}

/**
 * Rules-changing abilities about a player (613.11), the maximum hand size (402.2): "You have no
 * maximum hand size", "Players have no maximum hand size", "Your maximum hand size is increased by
 * one", "Your maximum hand size is eleven"; land plays (305.2, 116.2a): "You may play an additional
 * land / two additional lands on each of your turns", "You may play lands from your graveyard" (the
 * engine's play-land action counts them, engine/lands.ts).
 */
function playerRule(s: string, text: string): CastStatic | null {
  const lands = /^you may play (an|two|three) additional lands? on each of your turns$/.exec(s);
  if (lands && (lands[1] === 'an') === /land on/.test(s)) return { kind: 'additional-land', text, who: 'you', count: numberWord(lands[1]!)! };
  // 305.2: "Each player may play an additional land on each of their turns" — every player, on their own turns.
  if (s === 'each player may play an additional land on each of their turns') return { kind: 'additional-land', text, who: 'all', count: 1 };
  if (s === 'you may play lands from your graveyard') return { kind: 'play-lands-from', text, who: 'you', zone: 'graveyard' };
  // 116.2a with 401.5: only the library's top card, and only while it is on top.
  if (s === 'you may play lands from the top of your library') return { kind: 'play-lands-from', text, who: 'you', zone: 'library-top' };
  let m = /^(you|players|each player|your opponents|each opponent) (?:have|has) no maximum hand size$/.exec(s);
  if (m) return { kind: 'no-max-hand-size', text, who: PLAYERS[m[1]!]! };
  m = /^(your|each player's|each opponent's) maximum hand size is (increased|reduced) by (\w+)$/.exec(s);
  if (m) {
    const n = handNumber(m[3]!);
    if (n === null) return null;
    return { kind: 'max-hand-size', text, who: m[1] === 'your' ? 'you' : m[1] === "each player's" ? 'all' : 'opponents', add: m[2] === 'increased' ? n : -n };
  }
  m = /^your maximum hand size is (\w+)$/.exec(s);
  if (m) {
    const n = handNumber(m[1]!);
    return n === null ? null : { kind: 'max-hand-size', text, who: 'you', set: n };
  }
  return null;
}

const COLOR = '(white|blue|black|red|green)';

/**
 * 601.2f: cost changes for the spells its controller casts, said with the spells' qualities after the noun: "Each spell
 * you cast that's red or green costs {1} less to cast", "Blue spells and red spells you cast cost {1} less to cast" (a
 * spell of either color, once — one ability), "Creature spells you cast with power 4 or greater cost {2} less to cast".
 */
function qualifiedCost(s: string, text: string): CastStatic | null {
  const colors = new RegExp(`^(?:each spell you cast that's ${COLOR} or ${COLOR} costs|${COLOR} spells and ${COLOR} spells you cast cost) \\{(\\d+)\\} (less|more) to cast$`).exec(s);
  const sign = (w: string): number => (w === 'less' ? -1 : 1);
  if (colors) {
    const [a, b] = colors[1] ? [colors[1], colors[2]!] : [colors[3]!, colors[4]!];
    if (a === b) return null;
    return { kind: 'cost', text, who: 'you', filter: { kind: 'filter', colors: [COLOR_OF[a]!, COLOR_OF[b]!] }, generic: sign(colors[6]!) * Number(colors[5]) };
  }
  const stat = /^([a-z]+) spells you cast (with (?:power|toughness|mana value) \d+ or (?:greater|less)) cost \{(\d+)\} (less|more) to cast$/.exec(s);
  const filter = stat ? spellFilter(`${stat[1]!} ${stat[2]!}`) : null;
  if (!stat || !filter) return null;
  return { kind: 'cost', text, who: 'you', filter, generic: sign(stat[4]!) * Number(stat[3]) };
}

/** A static ability of a permanent about casting or its players' rules (normalised sentence), or null. */
export function parseCastStatic(s: string, text: string): CastStatic | null {
  const rule = playerRule(s, text) ?? qualifiedCost(s, text);
  if (rule) return rule;
  // 614.12: "Creature spells [you cast] of the chosen type cost {2} less to cast" — the creature type
  // chosen as this permanent entered (a placeholder until the object is made, compile/chosen.ts).
  let m = /^((?:[A-Za-z-]+ )*?)spells?(?: (of the chosen type))? ?(you cast|your opponents cast|each opponent casts|)(?: (of the chosen type))? costs? \{(\d+)\} (less|more) to cast$/.exec(s);
  if (m) {
    let filter = spellsFilter(m[1]!.trim());
    if (filter === null || (m[2] && m[4])) return null;
    if (m[2] || m[4]) {
      if (filter?.subtypes || filter?.notSubtypes) return null;
      filter = { ...(filter ?? { kind: 'filter' }), subtypes: [CHOSEN_TYPE] };
    }
    const generic = (m[6] === 'less' ? -1 : 1) * Number(m[5]);
    return { kind: 'cost', text, who: WHO[m[3]!]!, ...(filter ? { filter } : {}), generic };
  }
  m = /^you may cast ((?:[a-z-]+ )*?)spells( of the chosen type)? as though they had flash$/.exec(s);
  if (m) {
    const filter = chosenSpellsFilter(m[1]!.trim(), m[2] !== undefined);
    if (filter === null) return null;
    return { kind: 'flash', text, who: 'you', ...(filter ? { filter } : {}) };
  }
  if (/^(each opponent|your opponents) can cast spells only any time they could cast a sorcery$/.test(s)) return { kind: 'sorcery-timing', text, who: 'opponents' };
  m = /^(players|your opponents|each opponent) can't cast ((?:[a-z-]+ )*?)spells$/.exec(s);
  if (m) {
    const filter = spellsFilter(m[2]!.trim());
    if (filter === null) return null;
    return { kind: 'cant-cast', text, who: m[1] === 'players' ? 'all' : 'opponents', ...(filter ? { filter } : {}) };
  }
  return null;
}

const PERMANENT_TYPES: Record<string, CardType> = lookupTable({
  artifacts: 'Artifact', creatures: 'Creature', enchantments: 'Enchantment', lands: 'Land', planeswalkers: 'Planeswalker', battles: 'Battle',
});

/** "artifacts", "artifacts and creatures", "artifacts, creatures, or enchantments": permanent types (plural), or null. */
function permanentTypes(words: string): CardType[] | null {
  const parts = words.split(/, (?:and |or )?| (?:and|or) /);
  const types = parts.map((w) => PERMANENT_TYPES[w] ?? null);
  if (types.some((t) => t === null) || new Set(types).size !== types.length) return null;
  return types as CardType[];
}

const OPPONENTS = '(your opponents|each opponent)';

/**
 * The casting and activating prohibitions of a permanent (101.2, 602.5): "Activated abilities of
 * <permanents> [your opponents control] can't be activated" (mana abilities too: the sentence has
 * no exception); "<opponents> can't cast spells during your turn"; "During your turn, <opponents>
 * can't cast spells or activate abilities of <permanents>" (two prohibitions, one sentence). Null
 * for any other sentence (an exception such as "unless they're mana abilities" is not read).
 */
function prohibitionStatics(s: string, text: string): CastStatic[] | null {
  let m = /^activated abilities of ([a-z, ]+?)( your opponents control)? can't be activated$/.exec(s);
  if (m) {
    const types = permanentTypes(m[1]!);
    return types ? [{ kind: 'cant-activate', text, who: m[2] ? 'opponents' : 'all', types }] : null;
  }
  m = new RegExp(`^${OPPONENTS} can't cast spells during your turn$`).exec(s);
  if (m) return [{ kind: 'cant-cast', text, who: 'opponents', yourTurn: true }];
  m = new RegExp(`^during your turn, ${OPPONENTS} can't cast spells(?: or activate abilities of ([a-z, ]+))?$`).exec(s);
  if (m) {
    const cast: CastStatic = { kind: 'cant-cast', text, who: 'opponents', yourTurn: true };
    if (m[2] === undefined) return [cast];
    const types = permanentTypes(m[2]);
    return types ? [cast, { kind: 'cant-activate', text, who: 'opponents', types, yourTurn: true }] : null;
  }
  return null;
}

/**
 * 508.1c, 508.1h: a cost to attack this ability's controller — "Creatures can't attack you unless
 * their controller pays {2} for each creature they control that's attacking you" (Propaganda, Ghostly
 * Prison), "Creatures can't attack you or planeswalkers you control unless their controller pays {1}
 * for each of those creatures" (Baird), optionally of "non<color> creatures" (Elephant Grass). Only a
 * generic mana cost is read: {X}, a coloured or Phyrexian symbol, life, or a condition ("As long as
 * …") is left unmodelled.
 */
function attackTax(s: string, text: string): CastStatic | null {
  const m = /^(?:(non(?:white|blue|black|red|green)) )?creatures can't attack you( or planeswalkers you control)? unless their controller pays \{(\d+)\} for each (creature they control that's attacking you|of those creatures)$/i.exec(s);
  if (!m) return null;
  // "for each of those creatures" names the creatures attacking you or your planeswalkers; "… that's attacking you" only you.
  if ((m[2] !== undefined) !== (m[4] === 'of those creatures')) return null;
  const generic = Number(m[3]);
  if (generic < 1) return null;
  const filter = m[1] ? parseGroup(`${m[1].toLowerCase()} creatures`)?.filter : undefined;
  if (m[1] && !filter) return null;
  return { kind: 'attack-tax', text, who: 'opponents', generic, ...(filter ? { filter: { ...filter } } : {}), ...(m[2] ? { planeswalkers: true } : {}) };
}

/**
 * 601.3: "You may cast <spells> from the top of your library" — a permission its controller has while
 * the permanent is on the battlefield (the engine's castPermissions, library-top); the spell is judged
 * by the characteristics it would have (601.3e). "Play lands and …" (305.1) is not read.
 */
export function castFromTop(s: string, text: string): CastPermission | null {
  const m = /^you may cast ((?:[a-z-]+ )*?)spells( of the chosen type)? from the top of your library$/.exec(s);
  if (!m) return null;
  const filter = chosenSpellsFilter(m[1]!.trim(), m[2] !== undefined);
  if (filter === null) return null;
  return { text, from: 'library-top', ...(filter ? { filter } : {}) };
}

/**
 * 401.5: "You may look at the top card of your library any time" lets its controller see a card; it
 * changes no game action, and the engine keeps no information from a player (a card nobody described
 * is unknown to the engine either way): read as information only.
 */
export function looksAtTop(s: string): boolean {
  // 401.5, 701.18c: "Play with the top card of your library revealed" likewise only shows a card.
  return s === 'you may look at the top card of your library any time' || s === 'play with the top card of your library revealed';
}

/** The casting abilities one sentence of a permanent states (see parseCastStatic), or null. */
export function parseCastStatics(s: string, text: string): CastStatic[] | null {
  const tax = attackTax(s, text);
  if (tax) return [tax];
  const one = parseCastStatic(s, text);
  return one ? [one] : prohibitionStatics(s, text);
}

