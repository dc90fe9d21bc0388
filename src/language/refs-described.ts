/**
 * The steps of reading a described object (refs.ts describedObjects), each named for what it settles: words that
 * deny or contradict an object, "all three", "the same 2/2", the one meant among the objects told that fit, and
 * whether words that fit none may introduce one. Each records the problem it finds: asked back, never guessed
 * (issue 11 §2).
 */
import type { Description, NounPhrase } from './clause.ts';
import type { IrObject, Side } from './ir.ts';
import type { RefOptions } from './refs.ts';
import type { Story } from './story.ts';
import { kwText } from './story.ts';
import { describe, optionWords, ownedAsSaid, specific, statesHold, told1, toldAs } from './refs-told.ts';
import { describedLater, shortNameOfLater, toldLater } from './refs-later.ts';

type Described = Extract<NounPhrase, { kind: 'object' }>;

/** Words that name no object, or one that can't be: true when so (the problem recorded). */
export function deniedObject(story: Story, np: Described, d: Description): boolean {
  // "a 3/3 with flying without flying" says two things that can't both be; "Grizzly Bears without
  // flying" would take from a card what only its text decides: neither is guessed at.
  if (d.lacks.some((l) => d.keywords.some((k) => kwText(k) === kwText(l)))) {
    story.problem('contradiction', np.text, 'has-and-lacks');
    return true;
  }
  if (d.card !== null && d.lacks.length > 0) {
    story.problem('not-understood', np.text, 'card-lacks');
    return true;
  }
  // "no creature", "none of my creatures": says there is no such object; a frame that reads the absence
  // (frames/facts.ts absent) takes it before it comes here. Anything else done with it is named, never an
  // object made up with what the words deny (red team s14: "none of their creatures have reach").
  // ("Does nobody's creature die?": a creature of no player's is the same denial said through its owner — never
  // dropped to "the creature", which answered the question turned round, red team s19b.)
  if (d.det === 'no' || d.owner?.who === 'nobody' || d.controlledBy?.who === 'nobody') {
    story.problem('not-understood', np.text, 'no-object');
    return true;
  }
  return false;
}

  // "all three", "all three of them": the objects just named together when that many, else the
  // creatures of the story when exactly that many; anything else is asked back. "all of them" says no count: the
  // objects just named together, when they are every creature told (two players' groups: whose is not guessed).
export function isAllOfGroup(d: Description): boolean {
  return d.head === 'one' && d.det === 'all' && d.card === null && (d.count !== null || (d.power === null && d.adjectives.length === 0));
}

export function allOfGroup(story: Story, np: Described, d: Description, opts: RefOptions): string[] | null {
  const exclude = opts.exclude ?? [];
  const creatures = story.objects.filter((o) => o.types.includes('Creature') && o.zone === 'battlefield' && o.cast !== true && !exclude.includes(o.id)).map((o) => o.id);
  // (「両方のクリーチャー」, adjective 'both': the story's two creatures, never two of more picked as the group named last.)
  const group = d.count === null ? (story.lastPlural.length >= 2 && creatures.every((id) => story.lastPlural.includes(id)) ? story.lastPlural : null) : d.adjectives.includes('both') ? (creatures.length === d.count ? creatures : null) : story.lastPlural.length === d.count ? story.lastPlural : creatures.length === d.count ? creatures : null;
  if (!group) {
    story.problem('unresolved', describe(np), 'what-it-refers-to');
    return null;
  }
  for (const id of group) story.mention(id);
  story.use(np);
  return [...group];
}

  // "the same 2/2": an object already named, even one this event already uses ("blocked by a 2/2
  // and the same 2/2 again" names one creature twice, which the rules then judge); never a new one.
export function sameObject(story: Story, np: Described, d: Description, controller: Side | null): string[] | null {
  const found = story.fitting(d, controller);
  if (found.length !== 1) {
    story.problem(found.length === 0 ? 'unresolved' : 'ambiguous', describe(np), found.length === 0 ? 'what-it-refers-to' : 'which-one', optionWords(story, found));
    return null;
  }
  story.mention(found[0]!.id);
  story.use(np);
  return [found[0]!.id];
}

/** The object(s) meant among those told that fit the words (`found`, latest first), or asked back when that isn't settled. */
export function pickFound(story: Story, np: Described, d: Description, found: IrObject[], controller: Side | null, opts: RefOptions, every: boolean, count: number): string[] | null {
  const want = every ? found.length : d.plural || (d.count ?? 1) > 1 ? Math.min(found.length, count > 1 ? count : found.length) : 1;
  // Two objects fit "the creature" equally: ask which one (issue 11 §2). So do two that "the 1/1" fits:
  // the latest is no more meant than the first ("Two 1/1s block my 3/3. Does the 1/1 die?"). ("one Bear",
  // "one of the 1/1s" says any one will do: taken below, as the pronoun "one" is among objects told alike.)
  const anyOne = d.count === 1 && told1(found);
  // "the flier", "the creature with reach", 「飛行を持つ方」, "the green one": picked by a quality, the one
  // object that has it; two that have it (or may: a card not looked up, Story.fits) are asked back, never
  // the latest taken.
  const byQuality = d.card === null && d.partial === null && d.power === null && d.toughness === null && (d.keywords.length > 0 || d.colors.length > 0);
  if (want === 1 && found.length > 1 && !anyOne && (byQuality || (d.card === null && !specific(d)))) {
    story.problem('ambiguous', describe(np), 'which-one', optionWords(story, found));
    return null;
  }
  // A size said bare ("the 2/2") after "a menace 2/2 and a 2/2": the one told with nothing more than
  // the words say is meant, set against the one the words leave out. Two or more told with nothing
  // more ("two 1/1s", "my 2/2 … their 2/2") are asked back, never the latest taken.
  const plain = want === 1 && found.length > 1 && d.card === null && d.partial === null && !anyOne ? found.filter((o) => toldAs(o, d)) : [];
  if (plain.length > 1) {
    story.problem('ambiguous', describe(np), 'which-one', optionWords(story, plain));
    return null;
  }
  const picked = plain.length === 1 ? plain : found.slice(0, want);
  // "My 3/3 attacks. He casts Disfigure on my 3/3 with a +1/+1 counter.": counters or damage said of an object told
  // before without them is more than the reference needs — there all along, or put on since? Which one changes its
  // size when the spell resolves; never dropped (red team s20b: the counter was lost), named.
  if (picked.some((o) => d.counters.some((x) => (o.counters[x.kind] ?? 0) !== x.n) || (d.damage > 0 && o.damage !== d.damage))) {
    story.problem('not-understood', describe(np), 'said-again-with-more');
    return null;
  }
  if (!statesHold(story, d, np.text, picked.map((o) => o.id), false)) return null;
  ownedAsSaid(story, d, picked.map((o) => o.id));
  for (const o of picked) if (o.controller === null) o.controller = controller ?? opts.controller ?? null;
  for (const o of picked) story.mention(o.id);
  story.use(np);
  return picked.map((o) => o.id);
}

/**
 * "two creature cards (in my graveyard)", 「クリーチャー・カード2枚」: cards of a said type, counted with no article — new
 * cards, as "a creature card" is, never the creatures told on the battlefield (a card there is a permanent, 110.1);
 * what a count over a zone reads (404.2). A card of no type said is never made: its type could count (Tarmogoyf).
 */
export function countedCards(d: Description): boolean {
  return d.det === null && d.card === null && d.count !== null && d.head === 'card' && d.types.length > 0;
}

/** Words that fit no object told: may they introduce one? False when not (the problem recorded). */
export function mayIntroduce(story: Story, np: Described, d: Description, controller: Side | null, opts: RefOptions, indefinite: boolean, every: boolean): boolean {
  // "the flier" when the creatures told are cards the catalog says have no flying: the words pick none of
  // them, and no other flier is invented for them (asked back as what it refers to).
  if (!indefinite && d.card === null && d.partial === null && (d.keywords.length > 0 || d.colors.length > 0)) {
    const rest = story.fitting({ ...d, keywords: [], colors: [] }, controller).filter((o) => !(opts.exclude ?? []).includes(o.id) && o.card !== null && story.facts?.(o.card));
    if (rest.length > 0) {
      story.problem('unresolved', describe(np), 'what-it-refers-to');
      return false;
    }
  }
  // A definite description that finds nothing: a card or a full description may introduce it;
  // a bare "the creature", "that 2/2" or "the Bears" may not (nothing is invented).
  // ("the 2/2" with no 2/2 before it is still described by its size; "the creature" is not.)
  // (「クリーチャー呪文」, "creature spell" with no article: a spell of a said type introduces one, as "creature" does.)
  // "All of my opponent's creatures are tapped. They control a 3/3.": a state said of every creature of a
  // player before any was told is about the creatures told later, never one more creature that has it —
  // made, it left the 3/3 untapped beside a phantom tapped one. (Said after them, it found them above.)
  if (every && !story.asking) {
    story.problem('not-understood', describe(np), 'every-before-told');
    return false;
  }
  // ("one attacker", "two blockers": a number says how many creatures in that combat role there are, as
  // "an attacker" does; it introduces them.)
  const counted = d.det === null && d.count !== null && (d.head === 'attacker' || d.head === 'blocker');
  // "Does the 5/5 die? My 3/3 deathtouch attacks and a 5/5 blocks.": asked of before the story, "the 5/5" is
  // the 5/5 a later sentence introduces (cataphora), never a second one made up now (red team s17: the
  // invented 5/5 "survives"). Left unresolved, the question is read again after the story (index.ts read).
  if (story.asking && !indefinite && !every && toldLater(story, d, controller)) {
    story.problem('unresolved', describe(np), 'what-it-refers-to');
    return false;
  }
  // "I Bolt the elf. His Llanowar Elves is the only creature.": a short name said before the card it calls is named
  // (a word of its name or its creature type) points forward to that card — never one more creature made up now.
  // Which object it is isn't settled before the card is read: asked back (red team s19b).
  if (!indefinite && !every && shortNameOfLater(story, d)) {
    story.problem('unresolved', describe(np), 'what-it-refers-to');
    return false;
  }
  // "Does the bear die if I Shock his Grizzly Bears?", "Does my creature die if his 4/4 blocks my 3/3?", "Does my guy
  // survive? His 3/3 blocks my 2/2.": a definite or possessive description asked of before the condition or story that
  // tells its object points forward to what is told there — read again after it (index.ts read), where the one object
  // it fits is meant and two are asked back — never a new, sizeless creature answered about (red team s20b).
  if (story.asking && !indefinite && !every && d.det !== 'another' && (d.det !== null || d.owner !== null || d.controlledBy !== null) && describedLater(story, d, controller)) {
    story.problem('unresolved', describe(np), 'what-it-refers-to');
    return false;
  }
  // "I cast Grizzly Bears. The 3/3 can attack?", 「《灰色熊》を出した。3/3だけど、攻撃できる？」: a bare size asked of, with
  // no "a" of its own, while a creature card of that side is told whose printed size is another, may be that card after a
  // change (a pump, counters) or a creature never told; which is not guessed (issue 11 §2: it was answered as a new 3/3).
  // (Only "the" with a card whose side is told: "Can my 2/2 block Questing Beast?", "I sacrifice Selfless Spirit … Does my
  // 2/2 survive?", 「探索する獣って2/2でブロックできる？」 ask of another creature, one the question introduces.)
  if (story.asking && !indefinite && !every && sizeOnly(d) && (d.det === 'the' || d.det === 'that') && story.objects.some((o) => o.controller !== null && maybeResized(story, o, d, controller))) {
    askResizedOrAnother(story, np);
    return false;
  }
  // ("two permanents that each say '…'", 「「…」という能力を持つパーマネント」: objects told by their quoted text
  // with no article introduce them, as a size does.)
  const quotedCount = d.det === null && d.quotes.length > 0;
  const introduces = d.card !== null || d.owner !== null || specific(d) || counted || quotedCount || countedCards(d) || (d.det === null && (d.head === 'creature' || d.head === 'pt' || d.head === 'keyword' || d.head === 'token' || d.head === 'subtype' || d.head === 'type' || (d.head === 'spell' && d.types.length > 0)));
  if (!introduces || !opts.create) {
    story.problem('unresolved', describe(np), 'what-it-refers-to');
    return false;
  }
  return true;
}

/** A description by its size alone ("the 3/3", "my 3/3", 「3/3は」): no card, keyword, colour, type or quoted text. */
export function sizeOnly(d: Description): boolean {
  return d.power !== null && d.card === null && d.partial === null && d.keywords.length === 0 && d.colors.length === 0 && d.types.length === 0 && d.subtypes.length === 0 && d.quotes.length === 0 && d.counters.length === 0;
}

/** Told acts that take a permanent off the battlefield: a card they moved is no longer what a size said after them describes. */
const GONE: ReadonlySet<string> = new Set(['sacrifice', 'destroy', 'dies', 'exile', 'bounce']);

/**
 * A told creature card of the same side (or a side unsaid) whose printed size is not the one described — still on the
 * battlefield as told ("I sacrifice Selfless Spirit. Does the 2/2 survive?" asks of another creature).
 */
export function maybeResized(story: Story, o: IrObject, d: Description, controller: Side | null): boolean {
  if (o.card === null || (o.controller !== null && controller !== null && o.controller !== controller)) return false;
  if (story.events.some((e) => GONE.has(e.kind) && 'ids' in e && Array.isArray(e.ids) && (e.ids as string[]).includes(o.id))) return false;
  const f = story.cardFacts(o);
  return f !== null && f.power !== null && f.toughness !== null && (f.power !== d.power || f.toughness !== d.toughness);
}

/**
 * The ask-back of a bare size that a told creature card of another printed size may be (after a pump or counters) or
 * that may be a creature never told: "Which creature do you mean by “the 3/3”: Grizzly Bears (its size changed) or
 * another 3/3?" — the same question in English and Japanese (issue 11 §2), never "didn't understand '3/3'".
 * The options are the cards' words, then the size as said (the renderer words each).
 */
export function askResizedOrAnother(story: Story, np: Described): void {
  const cards = story.objects.filter((o) => maybeResized(story, o, np, null));
  story.problem('ambiguous', describe(np), 'resized-or-another', [...cards.map((o) => o.words), `${np.power ?? ''}/${np.toughness ?? ''}`]);
}
