/** Objects the question names later: short names, later descriptions, partial names and uncounted plurals. */
import type { CardRef, Description, NounPhrase } from './clause.ts';
import type { IrObject, Side } from './ir.ts';
import type { Story } from './story.ts';
import { kwText } from './story.ts';
import { assertNever } from '../core/result.ts';
import { optionWords } from './refs-told.ts';
import { nameWords } from './name-words.ts';

export const INDEFINITE = new Set(['a', 'another', 'any', 'some']);

export function controllerOf(story: Story, d: Description): Side | null {
  if (d.owner) return story.side(d.owner);
  if (d.controlledBy) return story.side(d.controlledBy);
  return null;
}

/**
 * "the Boa" after "River Boa", "the Lions'" after "Savannah Lions": a capitalised word no catalog
 * knows as a card (typeLine '') that is a word of an earlier card's name is a reference to it.
 */
export function partialName(story: Story, d: Description): Description {
  if (!d.card) return d;
  // "the colossus" after "Darksteel Colossus", "the Archangel" after "Archangel of Thune", "a second Sheoldred" after
  // "Sheoldred, the Apocalypse": a one-word name that is also a card (or a face) of its own ("Colossus") said with "the"
  // (or as one more) names the card the question already named — never that other card, nor asked back between them.
  // Said any other way ("a Colossus") it stays the card it names, asked back in story.ts when it could be either.
  const known = d.card.typeLine !== '';
  const said = (known ? d.card.display : d.card.name).trim();
  // "Elesh Norn" after "Elesh Norn, Grand Cenobite": a name of several words read as the part before the comma of a
  // legendary card the question named (en/chunk-cards.ts legendShortName: no type line) is that card, as one word is.
  const before = (n: string): string => (n.includes(',') ? n.slice(0, n.indexOf(',')).toLowerCase().trim() : '');
  if (!known && /\s/.test(said) && story.objects.some((o) => o.card !== null && before(o.card) === said.toLowerCase())) return { ...d, card: null, partial: said.toLowerCase() };
  if (/\s/.test(said)) return d;
  const again = d.det === 'the' || d.det === 'that' || d.det === 'another' || d.adjectives.includes('second');
  if (known ? !again : d.det !== null && INDEFINITE.has(d.det) && !again) return d;
  const w = said.toLowerCase().replace(/'s?$/, '');
  const stem = (x: string): string => x.replace(/s$/, '');
  const named = story.objects.some((o) => o.card !== null && (!known || o.card.toLowerCase() !== d.card!.name.toLowerCase()) && nameWords(o.card).some((x) => x === w || stem(x) === stem(w)));
  return named ? { ...d, card: null, partial: w } : d;
}

/**
 * 「《スレイベンの守護者、サリア》を出してるのに、もう1枚サリアを唱えた」「2枚目のサリア」: a word of a card the question
 * named (a short name, ja/chunk.ts markPartials), said as one more or the second, is one more card of that name — only
 * when the word is part of exactly one card named (else which card is not guessed: it stays a reference).
 */
export function anotherOfPartial(story: Story, d: Description): Description {
  if (d.card !== null || d.partial === null || !(d.det === 'another' || ((d.det === null || d.det === 'a') && d.adjectives.includes('second')))) return d;
  const card = cardOfPartial(story, d.partial);
  return card ? { ...d, card, partial: null } : d;
}

/**
 * 「《夜の星、黒瘴》を出してる状態で2枚目を唱えた」, "I have Thalia out and I cast the second one": a bare "second one" told
 * (not asked) when the question has named exactly one card and no group was told together, is a second card of that
 * name — one more object of it (the legend rule's question, 704.5j), as 「2枚目の《X》」 is. With two cards or more
 * named, which is not guessed: it stays a reference (refs-told.ts pickTold), named when it finds none.
 */
export function secondOfOneCard(story: Story, d: Description): Description {
  // ("A second one" is read as one more of what was told already, refs.ts: only the definite or bare ordinal here.)
  if (story.asking || (d.det !== 'the' && d.det !== null) || d.card !== null || d.partial !== null || d.head !== 'one' || d.adjectives.length !== 1 || d.adjectives[0] !== 'second') return d;
  if (d.power !== null || d.toughness !== null || d.count !== null || d.plural || d.owner !== null || d.controlledBy !== null || d.types.length > 0 || d.subtypes.length > 0 || d.keywords.length > 0 || d.colors.length > 0) return d;
  if (story.lastPlural.length > 1) return d;
  const refs = new Map<string, CardRef>();
  for (const o of story.objects) {
    const ref = story.cardRefs.get(o.id);
    if (ref) refs.set(ref.name, ref);
  }
  if (refs.size !== 1 || story.objects.some((o) => o.card === null)) return d;
  return { ...d, card: [...refs.values()][0]!, head: 'card' };
}

/** The one card named in the question that a word of a name (a short name) is part of; null when none or several. */
export function cardOfPartial(story: Story, partial: string): CardRef | null {
  const word = partial.toLowerCase();
  const refs = new Map<string, CardRef>();
  for (const o of story.objects) {
    const ref = story.cardRefs.get(o.id);
    if (ref && [o.card, o.cardNamed].some((n) => typeof n === 'string' && n.toLowerCase().includes(word))) refs.set(ref.name, ref);
  }
  return refs.size === 1 ? [...refs.values()][0]! : null;
}

/** The object phrases of a noun phrase, nested ones included ("a 2/2 and a 3/3", "the 3/3's toughness"). */
function objectPhrases(np: NounPhrase | null | undefined): (NounPhrase & { kind: 'object' })[] {
  if (!np) return [];
  switch (np.kind) {
    case 'object':
      return [np, ...np.attachments.flatMap(objectPhrases)];
    case 'list':
      return np.items.flatMap(objectPhrases);
    case 'property':
      return [...objectPhrases(np.of), ...objectPhrases(np.by), ...objectPhrases(np.to)];
    case 'amount':
      return [...objectPhrases(np.by), ...objectPhrases(np.to)];
    case 'player':
    case 'pronoun':
      return [];
    default:
      return assertNever(np);
  }
}

/**
 * A later sentence introduces an object this definite description fits: an indefinite one ("a 5/5", "a 4/4 I
 * control") with the same card, size, keywords and colours, and no other controller said.
 */
export function toldLater(story: Story, d: Description, controller: Side | null): boolean {
  const kws = (x: Description): string[] => x.keywords.map((k) => kwText(k));
  return story.laterPhrases.flatMap(objectPhrases).some((later) => {
    if (later.det === null || !INDEFINITE.has(later.det) || later.det === 'another') return false;
    if (d.card !== null && later.card?.name !== d.card.name) return false;
    if (d.power !== null && later.power !== d.power) return false;
    if (d.toughness !== null && later.toughness !== d.toughness) return false;
    if (d.power === null && d.toughness === null && d.card === null) return false;
    const have = kws(later);
    if (!kws(d).every((k) => have.includes(k))) return false;
    if (!d.colors.every((c) => later.colors.includes(c))) return false;
    const whose = controllerOf(story, later);
    return controller === null || whose === null || whose === controller;
  });
}

/** Heads of a description of a creature: "creature", "guy", a size, a keyword, a combat role, a creature type. */
const CREATURE_HEADS: ReadonlySet<string> = new Set(['creature', 'pt', 'keyword', 'attacker', 'blocker', 'subtype', 'token']);

/**
 * An object phrase of the condition or the sentences after the question (Story.laterPhrases) that this definite
 * description, said with no size and no card, could name: a controller not set against it, a short name that is a word
 * of its card's name or a type of its type line, a creature where a creature is meant, and the keywords, colours and
 * types said (a card's own are the catalog's: not ruled out here).
 */
export function describedLater(story: Story, d: Description, controller: Side | null): boolean {
  // (Only a description that would make a sizeless object of its own: a size or a card introduces what it names, and
  // is read where it is said — "Can I block with my 2/2? If I can, does the 2/2 survive?".)
  if (d.card !== null || d.power !== null || d.toughness !== null || d.plural || (d.count ?? 1) > 1 || d.adjectives.length > 0 || d.head === 'one') return false;
  const stem = (x: string): string => x.toLowerCase().replace(/(?:es|s)$/, '');
  return story.laterPhrases.flatMap(objectPhrases).some((later) => {
    if (later.det === 'no' || later.plural || (later.count ?? 1) > 1) return false;
    const whose = controllerOf(story, later);
    if (controller !== null && whose !== null && whose !== controller) return false;
    const word = d.partial ?? (d.head === 'subtype' ? (d.subtypes[0] ?? null) : null);
    const typeLine = later.card?.typeLine.toLowerCase() ?? '';
    if (word !== null) {
      const w = stem(word);
      const inName = later.card !== null && nameWords(later.card.name).some((x) => stem(x) === w);
      const inType = typeLine.split(/[\s—-]+/).some((x) => x !== '' && stem(x) === w);
      if (!inName && !inType && !later.subtypes.some((x) => stem(x) === w) && (later.partial === null || stem(later.partial) !== w)) return false;
    }
    const creature = (later.head !== null && CREATURE_HEADS.has(later.head)) || typeLine.includes('creature');
    if (d.head !== null && CREATURE_HEADS.has(d.head) && !creature) return false;
    if (!d.types.every((t) => later.types.includes(t) || typeLine.includes(t.toLowerCase()))) return false;
    const cardSays = later.card !== null;
    if (!d.keywords.every((k) => cardSays || later.keywords.some((x) => kwText(x) === kwText(k)))) return false;
    return d.colors.every((c) => cardSays || later.colors.includes(c));
  });
}

/** A plural with no number said: how many objects it introduces is unknown (a card's own name is no plural). */
// ("any of my creatures": whether any one of them would do is asked, so one stands for them.)
export function manyUncounted(d: Description): boolean {
  return d.plural && d.count === null && d.card === null && d.det !== 'each' && d.det !== 'all' && d.det !== 'every' && d.det !== 'any';
}

/** A description specific enough that the latest object it fits is the one meant ("the 2/2", "my Bears"). */
/**
 * "the Giant" after Hill Giant and Giant Growth, 「巨人」 after 《丘巨人》 and 《巨大化》, "the Angel" after Serra Angel and
 * Angel of Mercy: a short name (a word of a card's name, or a creature type said alone) that fits cards of different
 * names. A card is called back by the noun its name is headed by ("Giant" in Hill Giant, "Sword" in Sword of Fire and
 * Ice), so an instant or sorcery whose name that word doesn't head is never what the short name means (Giant Growth
 * is no "Giant"; "the Beast" after Beast Within is not the spell). Of the rest, the one card the word heads is meant;
 * two or more (or none of them headed by it) are asked back — never the latest named taken (red team s19b: "Does the
 * Giant die?" was asked of Giant Growth). A short name that only such a spell fits refers to nothing told. Null (with
 * the problem recorded) when asked back; otherwise the objects meant, in the order given.
 */
export function shortNamed(story: Story, np: NounPhrase, d: Description, found: IrObject[]): IrObject[] | null {
  const word = d.card === null ? (d.partial ?? (d.head === 'subtype' ? (d.subtypes[0] ?? null) : null)) : null;
  // ("each bird", "every Elf": every one of them, whichever cards they are — none is to be picked.)
  const every = d.det === 'each' || d.det === 'every' || d.det === 'all';
  if (word === null || found.length === 0 || d.plural || every || (d.count ?? 1) > 1) return found;
  const stem = (x: string): string => x.toLowerCase().replace(/(?:es|s)$/, '');
  const headed = (o: IrObject): boolean => o.card !== null && stem(nameHead(o.card)) === stem(word);
  const spell = (o: IrObject): boolean => o.card !== null && o.types.length > 0 && o.types.every((t) => t === 'Instant' || t === 'Sorcery');
  const kept = found.filter((o) => !(spell(o) && !headed(o)));
  if (kept.length === 0) {
    story.problem('unresolved', np.text, 'what-it-refers-to');
    return null;
  }
  const cards = new Set(kept.map((o) => o.card ?? `#${o.id}`));
  if (cards.size <= 1) return kept;
  const heads = kept.filter(headed);
  if (new Set(heads.map((o) => o.card)).size === 1) return heads;
  story.problem('ambiguous', np.text, 'which-one', optionWords(story, kept));
  return null;
}

/**
 * A definite short name ("the elf", "the Giant") of a card a later sentence names (its name has the word, or its type
 * line the creature type), or of a creature of that type a later sentence describes.
 */
export function shortNameOfLater(story: Story, d: Description): boolean {
  const word = d.card === null && d.power === null && d.toughness === null ? (d.partial ?? (d.head === 'subtype' ? (d.subtypes[0] ?? null) : null)) : null;
  if (word === null || !(d.det === 'the' || d.det === 'that')) return false;
  const w = word.toLowerCase();
  return story.laterTold.flatMap(objectPhrases).some((later) => {
    // ("I Bolt the elf. He has a 1/1 Elf.": a creature of that type described later is meant as well.)
    if (later.subtypes.some((x) => x.toLowerCase() === w)) return true;
    if (!later.card) return false;
    const names = nameWords(later.card.name).some((x) => x === w || x.replace(/s$/, '') === w.replace(/s$/, ''));
    const types = later.card.typeLine.toLowerCase().split(/[\s—-]+/).includes(w);
    return names || types;
  });
}

/** The noun a card's name is headed by: the word before "of"/"to"/"from"/a comma ("Sword of Fire and Ice"), else its last word ("Hill Giant"). */
function nameHead(name: string): string {
  const words = name.split(/\s+/);
  const at = words.findIndex((w, k) => k > 0 && (/^(?:of|to|from|in|the)$/i.test(w) || /,$/.test(words[k - 1]!)));
  const head = at > 0 ? words[at - 1]! : words[words.length - 1]!;
  return head.replace(/[,']/g, '');
}
