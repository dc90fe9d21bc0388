/**
 * The noun phrases and keyword lists of oracle text, read into the engine's shapes: "other white
 * creatures you control" -> a filter selector, "target creature or planeswalker" -> a target spec,
 * "flying and first strike" -> keywords. Anything the grammar doesn't cover gives null, so the
 * sentence is reported as unmodelled rather than read loosely.
 */
import { formatKeyword } from '../../scenario/schema/vocabulary.ts';
import type { CardType, Color, ObjectFilter, TargetSpec } from '../../engine/types.ts';
import { CHOSEN_COLOR_PICK, CHOSEN_TYPE } from './chosen-words.ts';
import { parseStatComparison } from '../../engine/compare.ts';
import { creatureTypes, subtypeOfPlural } from '../../engine/subtypes.ts';
import { lookupTable } from '../../core/table.ts';
import { combatGroup } from './combat-groups.ts';
import { parseKeywordList } from './keyword-lists.ts';
import { abilityTarget } from './stack-targets.ts';
export { parseKeywordList } from './keyword-lists.ts';

/** "+2" -> 2, "-0" -> 0 (never -0). */
export function int(s: string): number {
  return Number(s) + 0 || 0;
}

export const COLOR_OF: Record<string, Color> = lookupTable({ white: 'W', blue: 'U', black: 'B', red: 'R', green: 'G' });

/** 105.2: color-count adjectives — multicolored (two or more colors), monocolored (exactly one), colorless (none, 105.2c). */
const COLOR_COUNT_OF: Record<string, { exactly?: number; atLeast?: number }> = lookupTable({ multicolored: { atLeast: 2 }, monocolored: { exactly: 1 }, colorless: { exactly: 0 } });

/** Supertype adjectives of a group (205.4a), as the type line spells them. */
const SUPERTYPE_OF: Record<string, string> = lookupTable({ basic: 'Basic', legendary: 'Legendary', snow: 'Snow' });

const TYPE_OF: Record<string, CardType> = lookupTable({
  creature: 'Creature', artifact: 'Artifact', enchantment: 'Enchantment', land: 'Land', planeswalker: 'Planeswalker',
  battle: 'Battle', instant: 'Instant', sorcery: 'Sorcery',
});

/** "creatures" -> creature, "sorceries" -> sorcery; null if not a card type word. */
function typeWord(w: string): CardType | null {
  const l = w.toLowerCase();
  const singular = l === 'sorceries' ? 'sorcery' : l.endsWith('s') ? l.slice(0, -1) : l;
  return TYPE_OF[l] ?? TYPE_OF[singular] ?? null;
}

const IRREGULAR_PLURALS: Record<string, string> = lookupTable({
  Elves: 'Elf', Dwarves: 'Dwarf', Wolves: 'Wolf', Werewolves: 'Werewolf', Harpies: 'Harpy', Allies: 'Ally', Sphinxes: 'Sphinx',
  Foxes: 'Fox', Mice: 'Mouse', Merfolk: 'Merfolk', Kithkin: 'Kithkin', Myr: 'Myr', Moonfolk: 'Moonfolk', Treefolk: 'Treefolk',
  Plains: 'Plains',
});

function types0(w: string): CardType | null {
  return typeWord(w);
}

/** The creature type a capitalised plural names ("Goblins" -> Goblin), or null. */
export function pluralTribe(w: string): string | null {
  if (!/^[A-Z][a-z]+$/.test(w) || /^Non/.test(w)) return null;
  if (IRREGULAR_PLURALS[w]) return IRREGULAR_PLURALS[w];
  // Other irregular-looking forms ("Zombies", "Faeries", "Witches"): only a plural the CR's subtype lists give (205.3), never guessed.
  if (/(?:ies|ves|xes|ches|shes|sses)$/.test(w)) return subtypeOfPlural(w);
  return w.endsWith('s') ? w.slice(0, -1) : null;
}

export interface Group {
  filter: ObjectFilter;
  /** "permanent(s)" with no type: any permanent. */
  plural: boolean;
}

/**
 * A group of objects: "[other|another] [color|non<color>|non<type>]* [<Subtype>] <type>[ or <type>]*
 * [you control|an opponent controls|your opponents control] [with <keyword>|with <power|toughness|mana value> N [or less|or greater]]".
 * Null if it says anything else.
 */
export function parseGroup(phrase: string): Group | null {
  // 614.12: "creatures you control of the chosen type" — the creature type chosen as the permanent
  // entered, a placeholder until the object is made with that choice (compile/chosen.ts).
  // 205.3m, 608.2d: "creatures that aren't of the chosen type" — every one without that creature type.
  const chosen = /^(.+?) (that aren't )?of the chosen type$/.exec(phrase.trim());
  // 614.12: "creatures you control of the chosen color" — the color chosen as it entered, a placeholder too.
  const color = /^(.+?) of the chosen color$/.exec(phrase.trim());
  const c = color ? parseGroupOf(color[1]!) : null;
  if (color) return c && !c.filter.colors && !c.filter.notColors && !c.filter.colorCount ? { ...c, filter: { ...c.filter, colors: [CHOSEN_COLOR_PICK as Color] } } : null;
  if (!chosen) return parseGroupOf(phrase);
  const g = parseGroupOf(chosen[1]!);
  if (!g || g.filter.subtypes || g.filter.notSubtypes) return null;
  if (chosen[2]) return g.plural ? { ...g, filter: { ...g.filter, notSubtypes: [CHOSEN_TYPE] } } : null;
  return { ...g, filter: { ...g.filter, subtypes: [CHOSEN_TYPE] } };
}

export { CHOSEN_COLOR_PICK, CHOSEN_TYPE };


/**
 * The qualifiers around a group's nouns, put on `filter`: "other", who controls it (before or after
 * "with <keyword>"), "without <keyword>", "with <keyword>" or a stat comparison. The words left
 * (the adjectives and nouns), and the comparison read; null when a qualifier isn't read.
 */
function readGroupQualifiers(phrase: string, filter: ObjectFilter): { rest: string; compared: ReturnType<typeof parseStatComparison> } | null {
  let s = phrase.trim().replace(/^(?:all|each) /i, '');
  const m = /^(other|another) /i.exec(s);
  if (m) {
    filter.other = true;
    s = s.slice(m[0].length);
  }
  // The controller may come after "with <keyword>" or before it ("creatures with flying your opponents control").
  const controlled = (): void => {
    if (filter.controller !== undefined) return;
    if (/ you control$/.test(s)) {
      filter.controller = 'you';
      s = s.slice(0, -' you control'.length);
    } else {
      const opp = / (?:an opponent controls|your opponents control|you don't control)$/.exec(s);
      if (opp) {
        filter.controller = 'opponent';
        s = s.slice(0, opp.index);
      }
    }
  };
  controlled();
  // 122.1: "with a +1/+1 counter on it", "with +1/+1 counters on them", "with no counters on them".
  const counted = / with (?:(no) counters|(?:an?|one or more) ([+-]1\/[+-]1|[a-z]+) counters?|([+-]1\/[+-]1) counters) on (?:it|them)$/.exec(s);
  if (counted) {
    if (counted[1]) filter.noCounters = true;
    else filter.withCounter = counted[2] ?? counted[3]!;
    s = s.slice(0, counted.index);
    controlled();
  }
  // "each creature without flying": exactly one keyword the engine applies, which it must not have.
  const withoutKw = / without (.+)$/.exec(s);
  if (withoutKw) {
    const list = parseKeywordList(withoutKw[1]!);
    if (!list || list.length !== 1 || formatKeyword(list[0]!).toLowerCase() !== withoutKw[1]!.toLowerCase()) return null;
    filter.notKeywords = [withoutKw[1]!.toLowerCase()];
    s = s.slice(0, withoutKw.index);
    controlled();
  }
  const withKw = / with (.+)$/.exec(s);
  // 202.3, 208: "with power 2 or less", "with mana value 3 or greater" (one comparison, whole numbers).
  const compared = withKw ? parseStatComparison(withKw[1]!) : null;
  if (withKw && compared) {
    filter[compared.field] = compared.range;
    s = s.slice(0, withKw.index);
    controlled();
  } else if (withKw) {
    // Exactly one keyword the engine applies ("creatures with flying"); never a keyword followed by
    // more words ("with flying and all Equipment attached to that creature", "with shadow get …").
    const list = parseKeywordList(withKw[1]!);
    if (!list || list.length !== 1 || formatKeyword(list[0]!).toLowerCase() !== withKw[1]!.toLowerCase()) return null;
    filter.keywords = [withKw[1]!.toLowerCase()];
    s = s.slice(0, withKw.index);
    controlled();
  }
  return { rest: s, compared };
}

/**
 * The adjectives before a group's nouns, taken off the front of `words` (and "token(s)" off its end):
 * supertypes, a color count, "nontoken" and non-creature-types go on `filter`; the colors and
 * negated colors and types are returned for the caller to place. Null when they say too much at once.
 */
function readGroupAdjectives(words: string[], filter: ObjectFilter): { colors: Color[]; notColors: Color[]; notTypes: CardType[]; tokensPlural: boolean } | null {
  // 111.1: "creature tokens", "tokens": the head noun says tokens only; "nontoken" (below) says none.
  let token: boolean | undefined;
  const last = words[words.length - 1]!;
  // "creature tokens": the plural is on "tokens", after the type word.
  const tokensPlural = last === 'tokens';
  if (last === 'token' || last === 'tokens') {
    token = true;
    words.pop();
    if (words.length === 0) words.push(last === 'tokens' ? 'permanents' : 'permanent');
  }
  const colors: Color[] = [];
  const notColors: Color[] = [];
  const notTypes: CardType[] = [];
  const supertypes: string[] = [];
  const notSupertypes: string[] = [];
  const notSubtypes: string[] = [];
  let colorCount: { exactly?: number; atLeast?: number } | undefined;
  while (words.length > 1) {
    const w = words[0]!.toLowerCase();
    const non = /^non-?(.+)$/.exec(w);
    // 205.3m: "non-Human creatures" — a creature type it must not have (a known creature type only).
    const nonSubtype = /^[Nn]on-([A-Z][a-z]+)$/.exec(words[0]!);
    if (nonSubtype && creatureTypes().includes(nonSubtype[1]!)) notSubtypes.push(nonSubtype[1]!);
    else if (w in COLOR_COUNT_OF && colorCount === undefined) colorCount = COLOR_COUNT_OF[w];
    else if (w in COLOR_OF) colors.push(COLOR_OF[w]!);
    else if (non && non[1]! in COLOR_OF) notColors.push(COLOR_OF[non[1]!]!);
    else if (non && typeWord(non[1]!)) notTypes.push(typeWord(non[1]!)!);
    else if (w in SUPERTYPE_OF) supertypes.push(SUPERTYPE_OF[w]!);
    else if (non && non[1]! in SUPERTYPE_OF) notSupertypes.push(SUPERTYPE_OF[non[1]!]!);
    else if (w === 'nontoken' && token === undefined) token = false;
    // 110.5: "tapped creatures", "untapped creature" — the permanent's status (once).
    else if ((w === 'tapped' || w === 'untapped') && filter.tapped === undefined) filter.tapped = w === 'tapped';
    // 700.6: "historic" (legendary, an artifact, or a Saga) is one more quality, not a type.
    else if (w === 'historic' && filter.historic === undefined) filter.historic = true;
    else break;
    words.shift();
  }
  // 205.4: "basic land", "legendary creature", "nonbasic land" (one supertype each).
  if (supertypes.length > 1 || notSupertypes.length > 1) return null;
  if (supertypes.length > 0) filter.supertypes = supertypes;
  if (notSupertypes.length > 0) filter.notSupertypes = notSupertypes;
  // A color count beside a color ("colorless red") says two things about colors at once: not read.
  if (colorCount && (colors.length > 0 || notColors.length > 0)) return null;
  if (colorCount) filter.colorCount = { ...colorCount };
  if (notSubtypes.length > 0) filter.notSubtypes = notSubtypes;
  if (token !== undefined) filter.token = token;
  return { colors, notColors, notTypes, tokensPlural };
}

function parseGroupOf(phrase: string): Group | null {
  const filter: ObjectFilter = { kind: 'filter' };
  const qualified = readGroupQualifiers(phrase, filter);
  if (!qualified) return null;
  const { compared } = qualified;
  // "nonartifact, nonblack creature": negations listed with commas all apply (the creature is neither).
  const words = qualified.rest.replace(/^(?:non-?[a-z]+, )+(?=non-?[a-z]+ )/, (m) => m.replace(/, /g, ' ')).split(' ');
  const adjectives = readGroupAdjectives(words, filter);
  if (!adjectives) return null;
  const { colors, notColors, notTypes, tokensPlural } = adjectives;
  // "<Subtype> creatures": one capitalised word before the type noun.
  let subtype: string | null = null;
  // "Nonhuman creatures" is a negation, not a creature type.
  if (words.length === 2 && /^[A-Z][a-z'-]+$/.test(words[0]!) && !/^Non/.test(words[0]!) && typeWord(words[1]!) === 'Creature') {
    subtype = words[0]!;
    words.shift();
  }
  // "Merfolk", "Elves", "Goblins": a creature type in the plural stands for the objects of that type (205.3m).
  const tribe = words.length === 1 && types0(words[0]!) === null ? pluralTribe(words[0]!) : null;
  if (tribe && !subtype) {
    filter.subtypes = [tribe];
    if (colors.length > 0) filter.colors = colors;
    if (notColors.length > 0) filter.notColors = notColors;
    if (notTypes.length > 0) filter.notTypes = notTypes;
    return { filter, plural: true };
  }
  // "artifacts and enchantments", "creatures and planeswalkers": every object of either type (plural
  // card-type words only; "and" between singular nouns is never a group).
  let joined = words.join(' ');
  // 205.2a: "artifact creatures", "enchantment creature": one object with both card types.
  const both = /^(artifact|enchantment|land) (creatures?|artifacts?|lands?)$/.exec(joined);
  if (both && typeWord(both[1]!) !== typeWord(both[2]!)) {
    filter.allTypes = [typeWord(both[1]!)!, typeWord(both[2]!)!];
    joined = both[2]!;
  }
  const anded = / and /.test(joined);
  const head = joined.split(anded ? /, and |, | and / : /, or |, | or /);
  if (anded && !head.every((h) => /s$/.test(h) && typeWord(h) !== null)) return null;
  const types: CardType[] = [];
  let permanent = false;
  let plural = tokensPlural;
  for (const h of head) {
    if (/^permanents?$/.test(h)) {
      permanent = true;
      plural ||= h.endsWith('s');
      continue;
    }
    const t = typeWord(h);
    if (!t || !/^[a-z]+$/.test(h)) return null;
    types.push(t);
    plural ||= h.endsWith('s');
  }
  if (permanent && types.length > 0) return null;
  // "artifact, enchantment, or creature with flying": the keyword qualifies the last type only.
  if ((filter.keywords || filter.notKeywords || compared) && types.length > 1) return null;
  if (types.length > 0) filter.types = types;
  if (subtype) filter.subtypes = [subtype];
  if (colors.length > 0) filter.colors = colors;
  if (notColors.length > 0) filter.notColors = notColors;
  if (notTypes.length > 0) filter.notTypes = notTypes;
  return { filter, plural };
}

/**
 * A group after "a" / "an" / "another" ("sacrifice a Goblin", "you control a Swamp"): what
 * parseGroup reads, or a subtype named alone in the singular ("Goblin", "Food", "Island or Swamp",
 * "Insect, Rat, Spider, or Squirrel"). After an article a capitalised word is a subtype, never a name.
 */
export function articleGroup(phrase: string): Group | null {
  const g = parseGroup(phrase);
  // "a Plains", "a Merfolk": a subtype whose plural is the same word is singular after an article.
  if (g && g.plural && IRREGULAR_PLURALS[phrase.trim()] === phrase.trim()) return { ...g, plural: false };
  if (g) return g;
  const names = phrase.trim().split(/, or |, | or /).map((w) => w.replace(/^(?:a|an) /, ''));
  if (names.length === 0 || !names.every((w) => /^[A-Z][a-z'’-]+$/.test(w) && !/^Non/.test(w))) return null;
  return { filter: { kind: 'filter', subtypes: names }, plural: false };
}

/** 110.4b: a permanent spell is an artifact, battle, creature, enchantment or planeswalker spell (no spell is a land). */
const PERMANENT_SPELL_TYPES: CardType[] = ['Artifact', 'Battle', 'Creature', 'Enchantment', 'Planeswalker'];

/**
 * The spells a phrase before "spell" describes: "instant or sorcery", "noncreature", "white",
 * "white permanent" (a permanent spell, 110.4b); null if it says anything else or names a
 * controller, "other" or a keyword.
 */
export function spellFilter(raw: string): ObjectFilter | null {
  // 205.3m: "Aura, Equipment, or Vehicle", "Zombie": subtypes alone (a spell with any of them).
  const subtypes = /^[A-Z][a-z]+(?:(?:, [A-Z][a-z]+)*,? or [A-Z][a-z]+)?$/.test(raw) ? raw.split(/, or |, | or /) : null;
  if (subtypes && subtypes.length > 1) return subtypes.every((w) => subtypeOfPlural(w) === w) ? { kind: 'filter', subtypes } : null;
  // A sentence's first word is capitalised: "Instant and sorcery", "Noncreature", "White" are not
  // names; a capitalised word that isn't a type, a color or a non- word is a creature type ("Dragon spells", 205.3m).
  const first = /^[A-Z][a-z-]+/.exec(raw)?.[0];
  const lower = first?.toLowerCase() ?? '';
  const plain = first !== undefined && (typeWord(lower) !== null || lower in COLOR_OF || /^non-?[a-z]+$/.test(lower) || lower === 'permanent' || lower === 'multicolored' || lower === 'colorless' || lower === 'historic');
  if (first !== undefined && !plain) {
    if (raw !== first || pluralTribe(`${first}s`) !== first) return null;
    return { kind: 'filter', subtypes: [first] };
  }
  const words = plain ? `${lower}${raw.slice(first!.length)}` : raw;
  // 700.6: "historic spell": any spell that is legendary, an artifact or a Saga (a legendary sorcery too).
  if (words === 'historic') return { kind: 'filter', historic: true };
  const g = parseGroup(words) ?? parseGroup(`${words} permanent`);
  if (!g || g.filter.controller || g.filter.other || g.filter.keywords || g.filter.notKeywords) return null;
  const filter: ObjectFilter = { ...g.filter };
  if (/\bpermanent\b/.test(words) && !filter.types) filter.types = [...PERMANENT_SPELL_TYPES];
  return filter;
}

export interface TargetPhrase {
  spec: TargetSpec;
}

/**
 * "any target", "target creature", "target creature or planeswalker", "target player",
 * "target opponent", "target player or planeswalker", "target nonblack creature", "target spell".
 * `word` names the target in the ability (unique per ability: the caller numbers repeats).
 */
export function parseTarget(phrase: string, word: string): TargetSpec | null {
  const p = phrase.trim();
  // 601.2c: "up to one target creature", "up to two target artifacts": from zero to N targets (objects only).
  const upTo = /^up to (one|two|three) target (.+)$/.exec(p);
  if (upTo) {
    const n = upTo[1] === 'one' ? 1 : upTo[1] === 'two' ? 2 : 3;
    if (n === 1) {
      const one = parseTarget(`target ${upTo[2]!}`, word);
      return one && one.objects && !one.players && one.objects.zone !== 'stack' ? { ...one, upTo: true } : null;
    }
    // "artifacts and/or enchantments": either type, any mix (plural nouns only).
    const g = parseGroup(upTo[2]!.replace(/ and\/or /g, ' or '));
    if (!g || !g.plural || g.filter.other || !/s\b/.test(upTo[2]!)) return null;
    return { word, count: n, upTo: true, objects: g.filter };
  }
  if (p === 'any target') return { word, players: 'any', objects: { kind: 'filter', types: ['Creature', 'Planeswalker', 'Battle'] } };
  // 115.1: "another target creature" — any but the object whose spell or ability it is.
  const another = /^another target (.+)$/.exec(p);
  if (another) {
    const one = parseTarget(`target ${another[1]!}`, word);
    return one && one.objects && !one.players && one.objects.zone === undefined ? { ...one, objects: { ...one.objects, other: true } } : null;
  }
  const m = /^target (.+)$/.exec(p);
  if (!m) return null;
  const what = m[1]!;
  if (/\babilit(?:y|ies)\b/.test(what)) return abilityTarget(what, word, (q) => parseTarget(q, word));
  if (what === 'player') return { word, players: 'any' };
  if (what === 'opponent') return { word, players: 'opponent' };
  if (what === 'player or planeswalker') return { word, players: 'any', objects: { kind: 'filter', types: ['Planeswalker'] } };
  if (what === 'opponent or planeswalker') return { word, players: 'opponent', objects: { kind: 'filter', types: ['Planeswalker'] } };
  // 202.3, 208: "target spell with mana value 2 or less", "target creature spell with power 4 or greater":
  // one comparison on the spell's values on the stack (an X there, 202.3e, the engine stops on).
  const withStat = / with (.+)$/.exec(what);
  const compared = withStat ? parseStatComparison(withStat[1]!) : null;
  // 109.4: "target spell you don't control", "target creature spell an opponent controls" — whose spell it is (a spell's controller, 110.2).
  const whose = !compared ? /^((?:.+ )?spell) (you control|you don't control|an opponent controls)$/.exec(what) : null;
  const spell = /^(?:(.+) )?spell$/.exec(whose ? whose[1]! : compared ? what.slice(0, withStat!.index) : what);
  if (spell) {
    const f = spell[1] ? spellFilter(spell[1]) : { kind: 'filter' as const };
    if (!f || (whose && f.controller !== undefined)) return null;
    return { word, objects: { ...f, ...(compared ? { [compared.field]: compared.range } : {}), ...(whose ? { controller: whose[2] === 'you control' ? 'you' : 'opponent' } : {}), zone: 'stack' } };
  }
  const g = parseGroup(what) ?? combatGroup(what, parseGroup) ?? subtypesNamed(what);
  if (!g || g.plural || g.filter.other) return null;
  return { word, objects: g.filter };
}

/**
 * 205.3, 115.1: "target Forest", "target Insect, Rat, Spider, or Squirrel" — an object with any of the subtypes
 * named, each a subtype of the CR's lists in the singular (a capitalised word that isn't one is never read).
 */
export function subtypesNamed(what: string): Group | null {
  // "target Wizard you control", "target Island an opponent controls": whose it is (109.4).
  const whose = / (you control|an opponent controls)$/.exec(what);
  const names = (whose ? what.slice(0, whose.index) : what).split(/, or |, | or /);
  const controller = whose ? { controller: whose[1] === 'you control' ? ('you' as const) : ('opponent' as const) } : {};
  return names.every((w) => /^[A-Z][a-z'-]+$/.test(w) && subtypeOfPlural(w) === w) ? { filter: { kind: 'filter', subtypes: names, ...controller }, plural: false } : null;
}

/** A short target word from its phrase: "creature", "any", "player", "spell". */
export function targetWord(phrase: string, used: Set<string>): string {
  const spec = parseTarget(phrase, 'target');
  const type = spec?.objects?.zone === 'stack' ? 'spell' : spec?.abilities ? 'ability' : spec?.objects?.types?.[0]?.toLowerCase();
  const base = phrase === 'any target' ? 'any' : spec?.players ? (spec.players === 'opponent' ? 'opponent' : 'player') : (type ?? (spec?.objects ? 'permanent' : 'target'));
  let w = base;
  for (let i = 2; used.has(w); i++) w = `${base}${i}`;
  used.add(w);
  return w;
}
