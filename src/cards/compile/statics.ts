/**
 * Static abilities (604.1) of permanents, read by template: "Equipped creature gets +N/+M and has
 * <keywords>", "Enchanted creature can't block", "Creatures you control get +N/+M", "Other Elf
 * creatures you control get …", "All creatures lose all abilities and have base power and
 * toughness 1/1", "Each land is a Swamp in addition to its other land types", and the creature's
 * own "can't block" / "can't be blocked except by …" abilities (keywords in the engine).
 */
import type { ActivatedAbility, CardType, Keyword, Modification, Selector, StaticAbility, TriggeredAbility } from '../../engine/types.ts';
import { readQuoted } from './tokens.ts';
import type { PrintedQuote } from './tokens.ts';
import { parseKeyword } from '../../scenario/schema/vocabulary.ts';
import { formatKeyword } from '../../scenario/schema/vocabulary.ts';
import { CHOSEN_TYPE, COLOR_OF, int, parseGroup, parseKeywordList, pluralTribe } from './words.ts';
import { combatGroup } from './combat-groups.ts';
import { zoneCardGroup } from './count-groups.ts';
import { BASIC_LAND_TYPES, subtypeOfPlural, subtypeSet } from '../../engine/subtypes.ts';
import { parseStatComparison } from '../../engine/compare.ts';
import { DOESNT_UNTAP } from '../../engine/keywords/text-abilities.ts';

/** The rules-text combat abilities the engine reads as keywords (engine/combat/abilities.ts), singular and plural. */
const COMBAT_PREDICATES: [RegExp, string][] = [
  [/^can't attack or block$/, "can't attack or block"],
  [/^can't attack$/, "can't attack"],
  [/^can't block$/, "can't block"],
  [/^attacks? each combat if able$/, 'attacks each combat if able'],
  [/^blocks? each combat if able$/, 'blocks each combat if able'],
  [/^can block an additional creature each combat$/, 'can block an additional creature each combat'],
  [/^can block any number of creatures(?: each combat)?$/, 'can block any number of creatures'],
  [/^can't be blocked$/, "can't be blocked"],
  [/^can block only creatures with flying$/, 'can block only creatures with flying'],
  [/^can't be blocked by more than one creature$/, "can't be blocked by more than one creature"],
];

/**
 * The "except by" blockers the engine's combat code can check (509.1b): two (three, four, five) or
 * more creatures, creatures with a keyword ("with flying or reach"), one creature type in the plural
 * ("Walls"), creatures of one color ("black creatures"), artifact creatures. "creatures with flavor
 * text", "creatures with power greater than this creature's" … are not read.
 */
function exceptByUnderstood(param: string): boolean {
  if (/^(?:two|three|four|five) or more creatures$/.test(param)) return true;
  if (/^(?:white|blue|black|red|green|artifact) creatures$/.test(param)) return true;
  const withKw = /^creatures? with (.+)$/.exec(param);
  if (withKw) return keywordsUnderstood(withKw[1]!);
  return pluralType(param) !== null;
}

/** "flying", "flying or reach": each one keyword as written. */
function keywordsUnderstood(text: string): boolean {
  return text.split(/ and\/or | or /).every((kw) => {
    const list = parseKeywordList(kw);
    return list !== null && list.length === 1 && formatKeyword(list[0]!).toLowerCase() === kw.toLowerCase();
  });
}

/** "Walls" -> "Wall": one creature type in the plural, else null. */
function pluralType(param: string): string | null {
  if (!/^[A-Z][a-z'-]+s$/.test(param) || /^Non/.test(param)) return null;
  // A subtype the catalog of types knows, pluralised with an "s" (the engine compares so).
  const one = subtypeOfPlural(param);
  return one !== null && `${one}s` === param ? one : null;
}

/**
 * "can't be blocked by Walls / black creatures / artifact creatures / creatures with flying"
 * (509.1b): only creatures block (509.1a), so it is "can't be blocked except by non-Wall /
 * nonblack / nonartifact creatures / creatures without flying", the parameter the engine reads.
 */
function blockedByAsExcept(param: string): string | null {
  const colour = /^(white|blue|black|red|green|artifact) creatures$/.exec(param);
  if (colour) return `non${colour[1]!} creatures`;
  const withKw = /^creatures with (.+)$/.exec(param);
  if (withKw) return keywordsUnderstood(withKw[1]!) ? `creatures without ${withKw[1]!}` : null;
  const type = pluralType(param);
  return type ? `non-${type} creatures` : null;
}

function combatKeyword(p: string): Keyword | null {
  for (const [re, text] of COMBAT_PREDICATES) if (re.test(p)) return { keyword: text };
  // 502.3: kept from untapping in its controller's untap step (each permanent in its own controller's).
  if (/^(?:doesn't|don't) untap during (?:its controller's|their controllers'|their controller's) untap steps?$/.test(p)) return { keyword: DOESNT_UNTAP };
  // 509.1b: "can't be blocked by creatures with power 2 or less", "can't block creatures with power 2 or greater".
  const compared = /^(can't be blocked by creatures with|can't block creatures with) (.+)$/.exec(p);
  if (compared && parseStatComparison(compared[2]!)) return { keyword: compared[1]!, param: compared[2]! };
  const by = /^can't be blocked by (.+)$/.exec(p);
  const asExcept = by ? blockedByAsExcept(by[1]!) : null;
  if (asExcept) return { keyword: "can't be blocked except by", param: asExcept };
  if (compared) return null;
  const except = /^can't be blocked except by (.+)$/.exec(p);
  if (except) {
    if (!exceptByUnderstood(except[1]!)) return null;
    const k = parseKeyword("can't be blocked except by", except[1]);
    return k.ok ? k.keyword : null;
  }
  return null;
}

/** Does a group compare power or toughness ("with power 2 or less")? */
function readsPowerToughness(f: { power?: unknown; toughness?: unknown }): boolean {
  return f.power !== undefined || f.toughness !== undefined;
}

/** Splits "gets +1/+1, has flying, and can't block" into its predicates (at each verb). */
/**
 * 122.1, 613.4c: "for each charge counter on this artifact" (normalised "… on this"), "for each counter on this
 * Equipment": the counters of that kind (any kind when none is named) on the static ability's own source, read each
 * time the effect applies.
 */
function sourceCounterCount(phrase: string): Extract<Modification, { kind: 'modify-pt-per' }>['per'] | null {
  const m = /^(?:(\+1\/\+1|-1\/-1|[a-z]+) )?counter on this$/.exec(phrase);
  if (!m) return null;
  return m[1] === undefined ? { kind: 'source-counters' } : { kind: 'source-counters', counter: m[1] };
}

function predicates(text: string): string[] {
  return text.split(/(?:,? and |, )(?=(?:gets?|has|have|gains?|loses?|lose|can't|can|attacks?|blocks?|becomes?|is|are)\b)/);
}

const CREATURE_TYPE = /^[A-Z][a-z]+$/;

/** "blue Frog", "green Elk", "Bird", "Spirit Warrior": an optional colour, then creature types (205.3m). */
function colourAndTypes(words: string): { colors: Modification[]; subtypes: string[] } | null {
  const list = words.split(' ');
  const colour = COLOR_OF[list[0]!.toLowerCase()];
  const subtypes = colour ? list.slice(1) : list;
  if (subtypes.length === 0 || !subtypes.every((t) => CREATURE_TYPE.test(t) && subtypeSet(t) === 'creature')) return null;
  // 105.3: a colour an effect names replaces the object's old colours (layer 5, 613.1e).
  return { colors: colour ? [{ kind: 'set-colors', colors: [colour] }] : [], subtypes };
}

/**
 * 205.1a, 613.1d-f, 613.4b: "becomes a blue Frog with base power and toughness 1/1" (Turn to Frog):
 * the named creature type replaces its creature types (its card types stay), the colour replaces its
 * colours, and its base P/T is set in 7b. "is a green Elk creature with base power and toughness 3/3"
 * (Kenrith's Transformation, whose reminder says it loses all other card types and creature types):
 * Creature is its only card type. "is a blue Fish with …" names a creature type only, as "becomes".
 */
function becomes(p: string): Modification[] | null {
  const m = /^(?:becomes?|is|are) an? ([A-Za-z ]+?)( creature)? with base power and toughness (\d+)\/(\d+)$/.exec(p);
  if (!m) return null;
  const ct = colourAndTypes(m[1]!);
  if (!ct) return null;
  const types: Modification[] = m[2]
    ? [{ kind: 'set-types', types: ['Creature'], subtypes: ct.subtypes }]
    : [{ kind: 'remove-types', allCreatureTypes: true }, { kind: 'add-types', subtypes: ct.subtypes }];
  return [...types, ...ct.colors, { kind: 'set-pt', power: int(m[3]!), toughness: int(m[4]!) }];
}

/**
 * 113.10, 613.1f: what one quoted ability an effect grants does, read whole through the templates as
 * printed (`quotes`: never a quote the card's name was made "this" in): its keywords, its static
 * abilities (add-abilities), its triggered abilities (add-triggers) and its activated abilities
 * (add-activated: "{T}: Add one mana of any color." — a mana ability, 605.1a — or any other), whose
 * source is the object that has them. Null when it isn't read whole, or has a state trigger.
 */
function grantedQuote(norm: string, quotes: readonly PrintedQuote[]): { keywords: Keyword[]; mods: Modification[] } | null {
  const q = quotes.find((x) => x.norm === norm);
  const a = q ? readQuoted(q.raw) : null;
  if (!a) return null;
  const activated = (a.activated as ActivatedAbility[] | undefined) ?? [];
  const triggers = (a.triggers as TriggeredAbility[] | undefined) ?? [];
  const statics = (a.statics as StaticAbility[] | undefined) ?? [];
  if (triggers.some((t) => t.event === 'state')) return null;
  const mods: Modification[] = [];
  if (statics.length > 0) mods.push({ kind: 'add-abilities', abilities: statics });
  if (triggers.length > 0) mods.push({ kind: 'add-triggers', triggers });
  if (activated.length > 0) mods.push({ kind: 'add-activated', activated });
  return { keywords: (a.keywords as Keyword[] | undefined) ?? [], mods };
}

const QUOTE_MARK = '\u0000';

/**
 * "has trample and "Whenever …"", "has "{…}" and "…"": keywords, then quoted abilities (each a
 * placeholder `"\u0000<n>"` for the quote `found[n]`). Null when anything isn't read.
 */
function hasList(list: string, found: readonly string[], quotes: readonly PrintedQuote[]): { keywords: Keyword[]; mods: Modification[] } | null {
  const m = new RegExp(`^(?:(.+?),? and )?((?:"${QUOTE_MARK}\\d+",? )*(?:and )?"${QUOTE_MARK}\\d+")$`).exec(list);
  if (!m) return null;
  const keywords = m[1] !== undefined ? parseKeywordList(m[1]) : [];
  if (!keywords) return null;
  const out = { keywords: [...keywords], mods: [] as Modification[] };
  for (const x of m[2]!.matchAll(new RegExp(`"${QUOTE_MARK}(\\d+)"`, 'g'))) {
    const g = grantedQuote(found[Number(x[1])]!, quotes);
    if (!g) return null;
    out.keywords.push(...g.keywords);
    out.mods.push(...g.mods);
  }
  return out;
}

/**
 * The modifications a list of predicates makes (layers 6 and 7), or null if any isn't understood.
 * `quotes`: the quoted abilities as printed in the sentence; a quoted ability is read only from them.
 */
export function parsePredicates(text0: string, quotes: readonly PrintedQuote[] = []): Modification[] | null {
  const mods: Modification[] = [];
  const adds: Keyword[] = [];
  // Quoted abilities stand apart while the predicates are split (their words are no predicate).
  const found: string[] = [];
  const text = text0.replace(/"([^"]+)"/g, (_, q: string) => `"${QUOTE_MARK}${found.push(q) - 1}"`);
  for (const p of predicates(text)) {
    if (p.includes(QUOTE_MARK)) {
      const h = /^(?:has|have) (.+)$/.exec(p);
      const g = h ? hasList(h[1]!, found, quotes) : null;
      if (!g) return null;
      adds.push(...g.keywords);
      mods.push(...g.mods);
      continue;
    }
    let m: RegExpExecArray | null;
    if ((m = /^gets? ([+-]\d+)\/([+-]\d+)$/.exec(p))) mods.push({ kind: 'modify-pt', power: int(m[1]!), toughness: int(m[2]!) });
    else if ((m = /^gets? ([+-]\d+)\/([+-]\d+) for each (.+)$/.exec(p))) {
      // 613.4c: "+1/+1 for each enchantment you control" — counted each time it applies.
      // "for each creature card in your graveyard": cards in a zone (count-groups.ts).
      const onSource = sourceCounterCount(m[3]!);
      if (onSource) {
        mods.push({ kind: 'modify-pt-per', power: int(m[1]!), toughness: int(m[2]!), per: onSource });
        continue;
      }
      const cards = zoneCardGroup(m[3]!, false);
      const g = parseGroup(m[3]!) ?? (cards ? { filter: cards, plural: false } : null);
      if (!g || g.plural || g.filter.other || readsPowerToughness(g.filter)) return null;
      mods.push({ kind: 'modify-pt-per', power: int(m[1]!), toughness: int(m[2]!), per: { kind: 'count', filter: { ...g.filter } } });
    }
    else if ((m = /^(?:has|have) base power and toughness (\d+)\/(\d+)$/.exec(p))) mods.push({ kind: 'set-pt', power: int(m[1]!), toughness: int(m[2]!) });
    else if (/^loses? all abilities$/.test(p)) mods.push({ kind: 'lose-all-abilities' });
    else if (/^(?:becomes?|is|are) /.test(p)) {
      const b = becomes(p);
      if (!b) return null;
      mods.push(...b);
    }
    else if ((m = /^loses? (.+)$/.exec(p))) {
      const list = parseKeywordList(m[1]!);
      if (!list) return null;
      mods.push({ kind: 'remove-keywords', keywords: list.map(formatKeyword) });
    } else if ((m = /^(?:has|have) (.+)$/.exec(p))) {
      const list = parseKeywordList(m[1]!);
      if (!list) return null;
      adds.push(...list);
    } else {
      const k = combatKeyword(p);
      if (!k) return null;
      adds.push(k);
    }
  }
  if (adds.length > 0) mods.push({ kind: 'add-keywords', keywords: adds });
  return mods.length > 0 ? mods : null;
}

export type StaticPiece =
  /** The object's own keyword abilities ("This creature can't block", "This creature has flying"). */
  | { kind: 'keywords'; keywords: Keyword[] }
  | { kind: 'static'; affects: Selector; modifications: Modification[] };

const VERB = /^(.+?) (?=(?:gets?|has|have|loses?|lose|can't|can|attacks?|attack|blocks?|block|doesn't|don't)\b)(.+)$/;

/**
 * "Lands you control are every basic land type in addition to their other types" (205.3i, 305.6:
 * each land then has the five intrinsic mana abilities; added, not set, so 305.7 doesn't apply) and
 * "Each nonland permanent you control is all colors" (105.2, a layer-5 color change, 613.1e), for a
 * group of permanents; null for anything else (a card's own "is all colors" is not read here).
 */
function everyTypeOrColor(s: string): StaticPiece | null {
  const m = /^(?:each |all )?(.+?) (?:is|are) (every basic land type in addition to (?:its|their) other types|all colors)$/.exec(s);
  const g = m && !/^this\b/.test(m[1]!) ? parseGroup(m[1]!) : null;
  if (!m || !g) return null;
  if (m[2] === 'all colors') return { kind: 'static', affects: g.filter, modifications: [{ kind: 'set-colors', colors: ['W', 'U', 'B', 'R', 'G'] }] };
  if (!g.filter.types || g.filter.types.length !== 1 || g.filter.types[0] !== 'Land') return null;
  return { kind: 'static', affects: g.filter, modifications: [{ kind: 'add-types', subtypes: [...BASIC_LAND_TYPES] }] };
}

/** A static ability sentence (normalised), or null. */
export function parseStatic(s: string, quotes: readonly PrintedQuote[] = []): StaticPiece | null {
  const every = everyTypeOrColor(s);
  if (every) return every;
  let m: RegExpExecArray | null;
  // 205.1b / 305.7: "Each land is a Swamp in addition to its other land types."
  if ((m = /^(?:each|all) (.+?) (is an?|are) ([A-Z][a-z]+) in addition to (?:its|their) other (?:land |creature |artifact )?types$/.exec(s))) {
    const g = parseGroup(m[1]!);
    // "is a Swamp" names the subtype; "are Islands" / "are Dogs" is its plural ("Plains" is both).
    const subtype = m[2] !== 'are' || m[3] === 'Plains' ? m[3]! : pluralTribe(m[3]!);
    return g && subtype ? { kind: 'static', affects: g.filter, modifications: [{ kind: 'add-types', subtypes: [subtype] }] } : null;
  }
  // 205.1b, 614.12: "This creature is the chosen type in addition to its other types" / "Creatures you
  // control are the chosen type in addition to their other types" — the creature type chosen as it entered.
  if ((m = /^(this|.+?) (?:is|are) the chosen type in addition to (?:its|their) other (?:creature )?types$/.exec(s))) {
    const modifications: Modification[] = [{ kind: 'add-types', subtypes: [CHOSEN_TYPE] }];
    if (m[1] === 'this') return { kind: 'static', affects: { kind: 'source' }, modifications };
    const g = parseGroup(m[1]!);
    return g && g.plural && !g.filter.subtypes ? { kind: 'static', affects: g.filter, modifications } : null;
  }
  // 205.1a, 613.1d, 613.1f, 613.4b: "Enchanted creature is an Insect artifact creature with base power and
  // toughness 0/1 and has indestructible, and it loses all other abilities, card types, and creature
  // types" (Darksteel Mutation): the card types and creature types named are its only ones.
  if ((m = /^(enchanted creature) is an? ([A-Za-z ]+?) ((?:artifact |enchantment )*creature) with base power and toughness (\d+)\/(\d+)(?: and has (.+?))?, and it loses all other abilities, card types, and creature types$/.exec(s))) {
    const ct = colourAndTypes(m[2]!);
    const kws = m[6] === undefined ? [] : parseKeywordList(m[6]);
    if (!ct || ct.colors.length > 0 || !kws) return null;
    const types = m[3]!.split(' ').map((t) => (t[0]!.toUpperCase() + t.slice(1)) as CardType);
    const mods: Modification[] = [{ kind: 'set-types', types, subtypes: ct.subtypes }, { kind: 'set-pt', power: int(m[4]!), toughness: int(m[5]!) }, { kind: 'lose-all-abilities' }];
    if (kws.length > 0) mods.push({ kind: 'add-keywords', keywords: kws });
    return { kind: 'static', affects: { kind: 'attached-to-source' }, modifications: mods };
  }
  // 613.1b: "You control enchanted creature" (Control Magic, Mind Control) — layer 2, to the Aura's controller.
  if (/^you control enchanted (?:creature|permanent|artifact|land|planeswalker)$/.test(s)) return { kind: 'static', affects: { kind: 'attached-to-source' }, modifications: [{ kind: 'set-controller' }] };
  // 205.1a, 613.1d-f, 613.4b: "Enchanted creature is a Treefolk with base power and toughness 0/4 and loses all
  // abilities" (Lignify): "is" opens the predicates of the object the Aura or Equipment is attached to, as "loses …
  // and is a blue Frog …" (Frogify) does after another verb. (A group's "is/are" stays out: "creatures that are
  // attacking" would split at its relative clause.)
  if ((m = /^((?:equipped|enchanted) (?:creature|permanent|artifact|land|planeswalker)) ((?:is|are) an? .+)$/.exec(s))) {
    const mods = parsePredicates(m[2]!, quotes);
    return mods ? { kind: 'static', affects: { kind: 'attached-to-source' }, modifications: mods } : null;
  }
  m = VERB.exec(s);
  if (!m) return null;
  const subject = m[1]!;
  // A permanent's own "your untap step" is its controller's (502.3).
  const mods = parsePredicates(subject === 'this' ? m[2]!.replace(/^doesn't untap during your untap step$/, "doesn't untap during its controller's untap step") : m[2]!, quotes);
  if (!mods) return null;
  if (subject === 'this') {
    // The object's own abilities: keywords are printed on it; anything else is a static on itself.
    if (mods.every((x) => x.kind === 'add-keywords')) return { kind: 'keywords', keywords: mods.flatMap((x) => (x.kind === 'add-keywords' ? x.keywords : [])) };
    return { kind: 'static', affects: { kind: 'source' }, modifications: mods };
  }
  if (/^(?:equipped|enchanted) (?:creature|permanent|artifact|land|planeswalker)$/.test(subject)) return { kind: 'static', affects: { kind: 'attached-to-source' }, modifications: mods };
  const g = parseGroup(subject) ?? combatGroup(subject, parseGroup);
  // A static ability applies in layers 1-7 while power and toughness are still being worked out
  // (613.1, 613.4): which of its values a "with power 2 or less" group reads isn't modelled.
  if (g && readsPowerToughness(g.filter)) return null;
  // A group is plural ("creatures you control") or "each/all …"; a singular bare noun isn't a group.
  if (!g || (!g.plural && !/^(?:each|all) /.test(subject))) return null;
  if (g.filter.other === undefined && /^other /.test(subject)) return null;
  return { kind: 'static', affects: g.filter, modifications: mods };
}
