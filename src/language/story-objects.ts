/**
 * The objects a story describes (Story.create): a new object from a description, with the types its card's
 * type line gives it, and another card of the same name (601.2a); descriptions that can't be an object (one
 * that contradicts itself, a bare "one" with no card just named) are problems named back, never objects.
 */
import type { CardType } from '../engine/types.ts';
import type { IrObject, Side } from './ir.ts';
import type { Description } from './clause.ts';
import type { Story } from './story.ts';
import { subtypeSet } from '../engine/subtypes.ts';
import { CARD_TYPES, SUPERTYPES } from '../scenario/schema/vocabulary.ts';
import { kwText } from './keyword-text.ts';

/** A new object from a description. */
export function create(story: Story, d: Description, words: string, controller: Side | null): IrObject {
  // "I have Umezawa's Jitte out and play a second one": a bare "one" told as a new object stands for
  // another of what was just named — another card of that name. With no card just named, it is not
  // made up as a creature of no size (issue 11 §2): the words are named back.
  const bare =
    d.head === 'one' && d.card === null && d.power === null && d.toughness === null && d.keywords.length === 0 && d.colors.length === 0 &&
    d.types.length === 0 && d.subtypes.length === 0 && d.counters.length === 0 && d.quotes.length === 0;
  if (bare) {
    const last = story.objects.at(-1);
    if (last === undefined || last.card === null) story.problem('not-understood', words, 'one-without-card');
    else {
      const copy = story.get(copyCard(story, last.id))!;
      Object.assign(copy, { controller: controller ?? last.controller, counters: Object.create(null) as Record<string, number>, damage: 0, tapped: false, attachedTo: null, zone: 'battlefield', words });
      story.mention(copy.id);
      return copy;
    }
  }
  descriptionProblems(story, d, words);
  const { types, subtypes } = typesOf(d);
  // 205.4a: a card's supertypes are printed before its card types ("Legendary Creature — Human Soldier"): read from its
  // type line as its types are, so the story knows a named legendary card is legendary (205.4d, the legend rule 704.5j).
  const printed = d.card ? supertypesOf(d.card.typeLine) : [];
  const counters: Record<string, number> = Object.create(null) as Record<string, number>;
  for (const c of d.counters) counters[c.kind] = (counters[c.kind] ?? 0) + c.n;
  const o: IrObject = {
    id: `c${story.objects.length + 1}`,
    controller,
    owner: null,
    power: d.power,
    toughness: d.toughness,
    sizeAssumed: false,
    keywords: [...d.keywords],
    colors: [...d.colors],
    types,
    subtypes,
    supertypes: [...new Set([...d.supertypes, ...printed, ...(d.adjectives.includes('legendary') ? ['Legendary'] : [])])],
    card: d.card ? d.card.name : null,
    ...(d.card === null && d.adjectives.includes('same-name') ? { names: 'same' as const } : {}),
    ...(d.card === null && d.adjectives.includes('different-names') ? { names: 'different' as const } : {}),
    ...(d.card && d.card.display !== d.card.name ? { cardNamed: d.card.display } : {}),
    // 111.4: the card that made it defines what it is; kept, never dropped (questions/token-makers.ts reads it).
    ...(d.from ? { madeBy: d.from.name } : {}),
    counters,
    damage: d.damage,
    tapped: d.adjectives.includes('tapped'),
    summoningSick: d.adjectives.includes('sick'),
    token: d.head === 'token' || d.adjectives.includes('token') || d.from !== null,
    abilityTexts: [...d.quotes],
    attachedTo: null,
    zone: 'battlefield',
    ...(d.head === 'card' && d.card === null ? { cardHead: true as const } : {}),
    words,
  };
  story.objects.push(o);
  if (d.card) story.cardRefs.set(o.id, d.card);
  story.mention(o.id);
  return o;
}

/** What makes a description no object as told: it contradicts itself, or says what only the card can say, or leaves open what matters. */
function descriptionProblems(story: Story, d: Description, words: string): void {
  // "a 3/3 with flying without flying": a description that contradicts itself is not an object.
  const both = d.keywords.find((k) => d.lacks.some((l) => kwText(l) === kwText(k)));
  if (both) story.problem('contradiction', words, `with-and-without:${kwText(both)}`);
  // "Grizzly Bears without flying": a card's abilities come from the card, not from the words.
  if (d.card && d.lacks.length > 0) story.problem('not-understood', words, 'card-without');
  // Told it was created, cast or entered, but not when: summoning sickness (302.6) depends on it.
  if (d.arrivalUnsaid === true) story.problem('not-understood', words, 'entered-when');
  // "ghalta" is the short name of more than one card: which one is asked back, never picked.
  if (d.card?.options) story.problem('ambiguous', words, 'which-card', d.card.options);
  else if (d.card) {
    // 「《ミラディンの十字軍》 … 十字軍は」: a card name written bare that is also part of a card the
    // question already named could be either (the short name, or the other card): asked back.
    // (Written in brackets, 《十字軍》 or [[Shock]], it is that card.)
    const bare = d.card.display.trim();
    const latin = /^[\x20-\x7e]+$/.test(bare) ? new RegExp(`(?:^|[^A-Za-z])${bare.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?:$|[^A-Za-z])`, 'i') : null;
    const part = (o: IrObject): boolean => [o.card, o.cardNamed].some((n) => typeof n === 'string' && n !== bare && (latin ? latin.test(n) : n.includes(bare)));
    const within = bare.length > 0 && !/[《[]/.test(words) ? story.objects.find((o) => o.card !== null && o.card !== d.card!.name && part(o)) : undefined;
    if (within) story.problem('ambiguous', words, 'which-card', [within.cardNamed ?? within.card!, d.card.display]);
  }
}

/** The supertypes printed on a card's type line (its front face's), 205.4a. */
function supertypesOf(typeLine: string): string[] {
  const left = (typeLine.split('//')[0] ?? '').split(/\s+[—-]\s+/)[0] ?? '';
  return left.split(/\s+/).filter((w) => (SUPERTYPES as readonly string[]).includes(w));
}

/** The object's types and subtypes: its card's type line, else what the description says and implies. */
function typesOf(d: Description): { types: CardType[]; subtypes: string[] } {
  const types: CardType[] = [...d.types];
  const subtypes = [...d.subtypes];
  const isCreatureHead = d.head === 'creature' || d.head === 'pt' || d.head === 'keyword' || d.head === 'attacker' || d.head === 'blocker' || d.head === 'token' || d.head === 'one';
  if (d.card) {
    // The card's own types (from the catalog's type line), so "it" and "the creature" find it.
    const line = d.card.typeLine.split('//')[0] ?? '';
    const [left, right] = line.split(/\s+[—-]\s+/);
    for (const w of (left ?? '').split(/\s+/)) if (CARD_TYPES.includes(w as CardType) && !types.includes(w as CardType)) types.push(w as CardType);
    for (const w of (right ?? '').split(/\s+/).filter(Boolean)) if (!subtypes.includes(w)) subtypes.push(w);
  } else {
    // "a spell that says 'Destroy target creature.'": a spell told only by the instructions it says has them
    // as a spell ability, which only an instant or a sorcery has (113.3a); read as an instant, as "a +3/+3
    // spell" is (the quoted text is then compiled as instructions, and refused if it is none).
    if (d.head === 'spell' && types.length === 0 && d.quotes.length > 0) types.push('Instant');
    const creatureSubtype = subtypes.some((s) => subtypeSet(s) === 'creature');
    if ((isCreatureHead || creatureSubtype || d.power !== null) && !types.includes('Creature')) types.push('Creature');
    for (const s of subtypes) {
      const set = subtypeSet(s);
      if (set === 'artifact' && !types.includes('Artifact')) types.push('Artifact');
      if (set === 'enchantment' && !types.includes('Enchantment')) types.push('Enchantment');
    }
  }
  return { types, subtypes };
}

/** Another card of the same name and description as object `id` (a spell cast a second time: 601.2a). */
export function copyCard(story: Story, id: string): string {
  const o = story.get(id)!;
  const copy: IrObject = { ...structuredClone(o), id: `c${story.objects.length + 1}` };
  story.objects.push(copy);
  const ref = story.cardRefs.get(id);
  if (ref) story.cardRefs.set(copy.id, ref);
  return copy.id;
}
