/** The head of an English noun phrase (a card, a token, a described creature) and effects described by their numbers. */
import { assertNever } from '../../core/result.ts';
import type { Chunk } from '../chunk.ts';
import { has } from '../chunk.ts';
import type { Description, NounPhrase } from '../clause.ts';
import { emptyDescription } from '../clause.ts';
import type { Sense } from '../senses.ts';
import type { Reader } from './phrase-reader.ts';
import { at, base, cardRef, signed } from './phrase-reader.ts';

/** What "token" may be said before: a size, a creature type or card type, a colour, a supertype, "creature". */
function tokenOf(c: ReturnType<typeof at>): boolean {
  const s = c?.senses[0];
  if (!s) return false;
  if (s.kind === 'object-noun') return s.noun === 'creature';
  return s.kind === 'pt' || s.kind === 'subtype' || s.kind === 'color' || s.kind === 'supertype' || (s.kind === 'type' && !s.non);
}

/** Whether the words from `k` are creature types (none or more) and then "token" or "tokens". */
function makerBefore(r: Reader, k: number): boolean {
  let j = k;
  while (has(at(r, j), 'subtype')) j++;
  return has(at(r, j), 'object-noun')?.noun === 'token';
}

/** How reading a phrase's head is going (readCore): where it is (`j`), and whether its head was read. */
interface Core {
  readonly r: Reader;
  readonly i: number;
  readonly d: Description;
  j: number;
  headSeen: boolean;
}

/** What one word did: read, go on to the next word ('on'); the head was read, stop ('stop'); or the index readCore returns. */
type Step = 'on' | 'stop' | number;

/** Adjectives and the head of an object noun phrase. Returns the index after the head, or i when none. */
export function readCore(r: Reader, i: number, d: Description): number {
  const core: Core = { r, i, d, j: i, headSeen: false };
  for (let guard = 0; guard < 14 && !core.headSeen; guard++) {
    const c = at(r, core.j);
    if (!c) break;
    const step = cardWord(core, c) ?? wordStep(core, c);
    if (step === 'stop') break;
    if (step !== 'on') return step;
  }
  return d.head ? core.j : i;
}

/** A card's name: the phrase's head, or what made the token after it; null when the word is no card read so. */
function cardWord(core: Core, c: Chunk): Step | null {
  const { r, i, d } = core;
  const first = c.senses[0]!;
  const card = has(c, 'card');
  // A strong card (or a weak one right after a determiner/possessive) heads the phrase.
  // ("Can my 3/3 survive?": a weak name that is first a verb, after a size, is that verb — the card
  // Struggle // Survive read as the 3/3's name left the question unread.)
  const verbAfterSize = first.kind === 'verb' && d.head === 'pt';
  // "my Bitterblossom token", "a Lingering Souls Spirit token": a noncreature card's name before "token" (or a
  // creature type and "token") says what made the token (111.3), as "a token from Bitterblossom" does. (A creature
  // card's name there may mean a token copy of that card instead: not read so.)
  if (card && !d.from && !/\bCreature\b/.test(card.typeLine) && makerBefore(r, core.j + 1)) {
    d.from = cardRef(card);
    core.j++;
    return 'on';
  }
  if (card && (first.kind === 'card' || (card.weak && core.j > i && !verbAfterSize))) {
    d.card = cardRef(card);
    d.head = 'card';
    core.j++;
    return 'stop';
  }
  return null;
}

/** Any other word before the head: an adjective, a size, a type, the head noun — or the end of the phrase. */
function wordStep(core: Core, c: Chunk): Step {
  const { i, d } = core;
  const s = c.senses;
  const first = s[0]!;
  switch (first.kind) {
    case 'pt':
      // "a 2/2 3/3 creature": two sizes for one object is not one object (left for the coverage check).
      if (d.power !== null || d.toughness !== null) return d.head ? core.j : i;
      d.power = first.power;
      d.toughness = first.toughness;
      // "a 2/2" alone is a creature; "2/2 creature" gets its head next.
      d.head ??= 'pt';
      core.j++;
      // "4/4s": one token, plural (tokenise.ts); "4/4 s" leaves the s as a word of its own.
      if (first.plural) d.plural = true;
      return 'on';
    case 'color':
      // ("red-green": one word, two colors.)
      for (const x of s) if (x.kind === 'color') (x.non ? d.nonColors : d.colors).push(x.color);
      core.j++;
      return 'on';
    case 'keyword':
      return keywordWord(core, c, first);
    case 'lacks-keyword':
      // "their nonflying 2/2": a 2/2 without flying.
      d.lacks.push(first.keyword);
      core.j++;
      return 'on';
    case 'supertype':
      d.supertypes.push(first.supertype);
      core.j++;
      return 'on';
    case 'adj':
      return adjective(core, first);
    case 'type':
      return typeWord(core, first);
    case 'subtype':
      return subtypeWord(core, first);
    case 'object-noun':
      return objectNoun(core, first);
    case 'counter-kind':
    case 'number':
      return core.j;
    // Any other word ends the adjectives, unless a later sense of it is a subtype or keyword read below.
    case 'verb': case 'player': case 'pronoun': case 'det': case 'thing-noun': case 'prep': case 'conj': case 'sub': case 'wh':
    case 'aux': case 'neg': case 'poss': case 'time': case 'yes-no': case 'filler': case 'card': case 'ptmod': case 'x-value':
    case 'mode-choice': case 'color-choice': case 'type-choice': case 'cast-option': case 'quote': case 'mana': case 'punct': case 'unknown':
      return otherWord(core, c);
    default:
      return assertNever(first);
  }
}

/** A keyword before the head ("trample 4/4", "ds + trample 4/4"), or the head itself ("a trampler"). */
function keywordWord(core: Core, c: Chunk, first: Extract<Sense, { kind: 'keyword' }>): Step {
  const { r, d } = core;
  const k = first.keyword;
  d.keywords.push(k);
  core.j++;
  // "ds + trample 4/4", "flying, first strike 2/2": adjectives joined before the head.
  const joiner = has(at(r, core.j), 'conj');
  if (((joiner && (joiner.conj === 'and' || joiner.conj === 'plus')) || has(at(r, core.j), 'punct')?.char === ',') && has(at(r, core.j + 1), 'keyword')) {
    core.j++;
    return 'on';
  }
  // "a trampler", "flier": the keyword noun is the head.
  if (c.text.toLowerCase().match(/(?:er|ers|ier|iers|yer|yers)$/) && !/^(?:defender|flanker)$/i.test(c.text)) {
    d.head = 'keyword';
    core.headSeen = true;
  }
  return 'on';
}

/** An adjective before the head ("attacking", "tapped", "other" …); any other ends the phrase. */
function adjective(core: Core, first: Extract<Sense, { kind: 'adj' }>): Step {
  const { i, d } = core;
  if (['attacking', 'blocking', 'tapped', 'untapped', 'unblocked', 'other', 'nontoken', 'new', 'old', 'same', 'only', 'own', 'first', 'second', 'third', 'fourth', 'fifth', 'last', 'extra', 'legendary', 'basic', 'nonbasic', 'sick', 'colorless', 'plain', 'same-name', 'different-names'].includes(first.adj) || (first.adj === 'dead' && !core.headSeen && !d.head)) {
    // ("a dead creature": said before what it is, a card in a graveyard, frames/stack.ts; "is the 2/2 dead" is no such.)
    d.adjectives.push(first.adj);
    core.j++;
    return 'on';
  }
  return core.j === i ? i : core.headSeen || d.head ? core.j : i;
}

/** A card type ("artifact creature", "noncreature"): the head unless a noun follows. */
function typeWord(core: Core, first: Extract<Sense, { kind: 'type' }>): Step {
  const { r, d } = core;
  if (first.non) d.nonTypes.push(first.type);
  else {
    d.types.push(first.type);
    d.head = 'type';
    d.plural ||= first.plural;
  }
  core.j++;
  // "artifact creature", "enchantment creature": keep reading a noun.
  if (!first.non && has(at(r, core.j), 'object-noun')?.noun === 'creature') return 'on';
  if (first.non) return 'on';
  core.headSeen = !has(at(r, core.j), 'type') && !has(at(r, core.j), 'object-noun');
  return 'on';
}

/** A creature type: the head unless a noun or another type follows ("Soldier token"). */
function subtypeWord(core: Core, first: Extract<Sense, { kind: 'subtype' }>): Step {
  const { r, d } = core;
  d.subtypes.push(first.subtype);
  d.plural ||= first.plural;
  core.j++;
  // "Soldier token", "Spirit token", "Elf creature": the noun after is the head.
  if (has(at(r, core.j), 'object-noun') || has(at(r, core.j), 'subtype')) return 'on';
  d.head = 'subtype';
  core.headSeen = true;
  return 'on';
}

/** "creature", "token", "card", "spell": the head noun (or "token" said as a quality, before what the token is). */
function objectNoun(core: Core, first: Extract<Sense, { kind: 'object-noun' }>): Step {
  const { r, d } = core;
  // "my token Soldier", "a token 2/2", "token creature": "token" said before what the token is is a
  // quality of it (111.1), not the head; read as the head, the words after were a new object that
  // was no token (a token and a card go different ways, 111.7, 704.5d — issue 11).
  if (first.noun === 'token' && !first.plural && tokenOf(at(r, core.j + 1))) {
    d.adjectives.push('token');
    core.j++;
    return 'on';
  }
  d.head = first.noun;
  d.plural ||= first.plural;
  core.j++;
  core.headSeen = true;
  // "creature token", "creature card"
  if (first.noun === 'creature' && (has(at(r, core.j), 'object-noun')?.noun === 'token' || has(at(r, core.j), 'object-noun')?.noun === 'card')) {
    d.head = has(at(r, core.j), 'object-noun')!.noun;
    // ("a creature card in my graveyard": a card of that type (205.2a), never a card of no type.)
    if (d.head === 'card' && !d.types.includes('Creature')) d.types.push('Creature');
    core.j++;
  }
  // "a creature spell": a spell of that type, on the stack (112.1), never a creature on the battlefield.
  if (first.noun === 'creature' && has(at(r, core.j), 'object-noun')?.noun === 'spell') {
    if (!d.types.includes('Creature')) d.types.push('Creature');
    d.head = 'spell';
    d.plural ||= has(at(r, core.j), 'object-noun')!.plural;
    core.j++;
  }
  return 'on';
}

/** A word of another kind: a subtype or keyword it may also be (after a size, a colour, a keyword), or the end. */
function otherWord(core: Core, c: Chunk): Step {
  const { i, d } = core;
  // A subtype the lexicon also knows as something else ("wall" after a P/T).
  const sub = has(c, 'subtype');
  if (sub && (d.power !== null || d.colors.length > 0 || d.keywords.length > 0)) {
    d.subtypes.push(sub.subtype);
    d.head = 'subtype';
    core.headSeen = true;
    core.j++;
    return 'on';
  }
  const kw = has(c, 'keyword');
  if (kw && core.j > i) {
    d.keywords.push(kw.keyword);
    core.j++;
    return 'on';
  }
  return d.head ? core.j : i;
}

/**
 * "a -3/-3 spell", "a +3/+3 pump", "a +2/+2 instant", "a -2/-2 aura", "a +1/+1 anthem": a spell or a
 * permanent told by the P/T change it makes, with no card named. It is read as the rules text that
 * change is printed as — an instant's "Target creature gets N/N until end of turn.", an Aura's
 * "Enchanted creature gets N/N.", an anthem's "Creatures you control get N/N." — so the templates
 * that read card text read it (the stack, targets and layers as for any card). Only one, said with
 * "a"/"an" (or no determiner) right before the change.
 */
export function describedEffect(r: Reader, i: number): { np: NounPhrase; next: number } | null {
  let j = i;
  const det = has(at(r, j), 'det');
  if (det && det.det !== 'a' && det.det !== 'another') return null;
  if (det) j++;
  const mod = at(r, j)?.senses[0];
  const nounChunk = at(r, j + 1);
  if (mod?.kind !== 'ptmod' || !nounChunk) return null;
  const noun = nounChunk.senses[0]!;
  const word = nounChunk.text.toLowerCase();
  const change = signed(mod.power, mod.toughness);
  const d = emptyDescription();
  d.det = 'a';
  const spellNoun = (noun.kind === 'object-noun' && noun.noun === 'spell' && !noun.plural) || (noun.kind === 'thing-noun' && noun.noun === 'effect') || word === 'pump';
  const spellType = noun.kind === 'type' && !noun.plural && !noun.non && (noun.type === 'Instant' || noun.type === 'Sorcery') ? noun.type : null;
  if (spellNoun || spellType) {
    d.head = 'spell';
    d.types = [spellType ?? 'Instant'];
    d.quotes = [`Target creature gets ${change} until end of turn.`];
  } else if (noun.kind === 'subtype' && noun.subtype === 'Aura' && !noun.plural) {
    d.head = 'type';
    d.types = ['Enchantment'];
    d.subtypes = ['Aura'];
    d.quotes = [`Enchant creature\nEnchanted creature gets ${change}.`];
  } else if (word === 'anthem') {
    d.head = 'type';
    d.types = ['Enchantment'];
    d.quotes = [`Creatures you control get ${change}.`];
  } else return null;
  return { np: { kind: 'object', ...base(r, i, j + 2), ...d }, next: j + 2 };
}
