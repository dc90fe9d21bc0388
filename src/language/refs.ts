/**
 * Noun phrases to objects, groups and players (issue 12 §4, issue 11 §2): a described object is
 * created once and found again by its description; a pronoun finds the latest object mentioned
 * before its clause; a definite description that fits two objects equally is asked back; and a
 * reference that finds nothing is reported, never filled with a default object.
 */
import type { CardRef, Description, NounPhrase } from './clause.ts';
import { REFERRING, ordinalOf } from './clause.ts';
import type { GroupFilter, IrObject, Side } from './ir.ts';
import type { Story } from './story.ts';
import { kwText } from './story.ts';
import { personAsPlayer } from './persons.ts';
import { assertNever } from '../core/result.ts';

export interface RefOptions {
  /** Create objects for indefinite descriptions ("a 2/2"); definite ones are looked up first. */
  create: boolean;
  /** The controller the frame implies ("they block with …"), used when the words don't say. */
  controller?: Side | null;
  /** Several objects are fine ("blocked by two 4/4s"); otherwise a plural that finds several is too. */
  plural?: boolean;
  /**
   * Objects this phrase can't be, as they already play another part of the same event (a
   * creature doesn't block itself; "a 1/1 and a 1/1" are two): a description that only these fit
   * names a new object.
   */
  exclude?: readonly string[];
  /**
   * Only one of the objects is used ("can I tap lands for mana?": one land's ability is asked about),
   * so a plural with no number stands for one of them rather than being asked back.
   */
  representative?: boolean;
  /**
   * The phrase names what a player chooses among the objects there: a spell's or ability's target (115.1a,
   * 601.2c), a permanent sacrificed (701.21a, only one its controller controls). An indefinite one with nothing
   * more than its kind said ("a creature", "a creature they control") is then one of the objects told, never
   * a new one: the one that fits, or asked back when several could be chosen. `chooser` is the player who must
   * control it (the one who sacrifices); `besides`, objects it isn't taken to be (the ability's own source).
   */
  chosen?: { chooser: Side | null; besides?: readonly string[] };
}

const INDEFINITE = new Set(['a', 'another', 'any', 'some']);

function controllerOf(story: Story, d: Description): Side | null {
  if (d.owner) return story.side(d.owner);
  if (d.controlledBy) return story.side(d.controlledBy);
  return null;
}

function describe(np: NounPhrase): string {
  return np.text;
}

/** The objects a noun phrase names; null (with a problem recorded) when it names none. */
export function objectsOf(story: Story, np: NounPhrase | null, opts: RefOptions): string[] | null {
  if (!np) return null;
  const seen = story.resolved.get(np);
  if (seen) return seen;
  const got = resolve(story, np, opts);
  if (got) story.resolved.set(np, got);
  if (got && got.length > 1) story.plural(got);
  return got;
}

/**
 * The one object a role holds (what a creature blocks, a spell cast, a damage source, an Aura's
 * host). A phrase there that names several ("blocks a 1/1 and a 3/3", "two Shocks") is refused,
 * never cut to its first object: the others would vanish from the story (issue 11).
 */
export function oneObjectOf(story: Story, np: NounPhrase | null, opts: RefOptions): string | null {
  const ids = objectsOf(story, np, opts);
  if (!ids) return null;
  if (ids.length !== 1) {
    story.problem('not-understood', np!.text, 'one-expected');
    return null;
  }
  return ids[0]!;
}

function resolve(story: Story, np: NounPhrase, opts: RefOptions): string[] | null {
  switch (np.kind) {
    case 'list': {
      const out: string[] = [];
      // "their 2/2 and 3/3", 「相手の2/2と3/3」: the owner said first is the bare items' owner too.
      let owner: Side | null = null;
      for (const it of np.items) {
        const bare = it.kind === 'object' && it.det === null && it.owner === null && it.controlledBy === null;
        const whose = bare && owner !== null ? { controller: owner } : {};
        if (it.kind === 'object' && it.owner) owner = story.side(it.owner);
        const got = objectsOf(story, it, { ...opts, ...whose, plural: true, exclude: [...(opts.exclude ?? []), ...out] });
        if (!got) return null;
        out.push(...got);
      }
      story.use(np);
      return out;
    }
    case 'pronoun': {
      // "I block one with a 3/3": one of the objects just named together.
      // "One of them has deathtouch" after "my 1/1 … their 3/3": which one isn't said, and it matters;
      // only objects told alike ("two 2/2s") are interchangeable (issue 11 §2).
      // 「全部死ぬ?」: "all" with no group said — every creature in the fight, or those on one side? Not guessed.
      if (np.word === 'all') {
        story.problem('unresolved', np.text, 'what-it-refers-to');
        return null;
      }
      const among = np.word === 'one' ? (story.lastPlural.length > 1 ? story.lastPlural : story.pronoun('they')) : [];
      if (among.length > 1) {
        if (!told1(among.map((id) => story.get(id)).filter((o): o is IrObject => o !== undefined)) || among.some((id) => !story.get(id))) {
          story.problem('ambiguous', np.text, 'which-one', among.map((id) => story.get(id)?.words ?? id));
          return null;
        }
        story.use(np);
        // (Mentioned, so "the other one" after it is the rest of the group: pickTold.)
        story.mention(among[0]!);
        return [among[0]!];
      }
      // "Does neither die?", "Do neither of them survive?": asked of the two just named together, each
      // the other way round (index.ts). Read as "it" it was the latest creature, asked the wrong way (issue 11);
      // told in a statement, or with no two to be asked of, it is named, never guessed.
      if (np.word === 'none') {
        const pair = story.asking ? story.pronoun('both') : [];
        if (pair.length < 2) {
          story.problem('not-understood', np.text, 'neither');
          return null;
        }
        story.use(np);
        return pair;
      }
      // "anything", "something": no one object — only a question of what is left reads it (intents/remains.ts leftAsk).
      if (np.word === 'anything') {
        story.problem('not-understood', np.text, 'what-it-refers-to');
        return null;
      }
      // ("Does either die?", 「どちらかが死ぬ？」: the same two, asked of each, yes when one is: index.ts `anyOf`.)
      const kind = np.word === 'both' || np.word === 'either' ? 'both' : np.word === 'they' || np.word === 'them' || np.word === 'their' ? 'they' : 'it';
      const ids = kind === 'it' ? bystanderFits(story, story.pronoun(kind), opts) : story.pronoun(kind);
      // 「3体とも」: all of a group of that many; a group of another size is not what was meant.
      if (np.count !== undefined && ids.length !== np.count) {
        story.problem('unresolved', np.text, 'what-it-refers-to');
        return null;
      }
      if (ids.length === 0) {
        story.problem('unresolved', np.text, 'what-it-refers-to');
        return null;
      }
      // "A 3/3 deals 3 damage to a 2/2 and it has lifelink": told in a statement, "it" could be either
      // creature and which one changes the answer; neither is guessed (issue 11), both are asked back.
      const dealt = kind === 'it' && !story.asking ? story.dealtPair() : null;
      const several = dealt && ids.length === 1 && dealt.includes(ids[0]!) ? dealt : kind === 'it' ? (story.severalFor(ids) ?? presentRivals(story, ids, opts)) : null;
      if (several) {
        story.problem('ambiguous', np.text, 'which-one', several.map((id) => story.get(id)?.words ?? id));
        return null;
      }
      story.use(np);
      return ids;
    }
    case 'object':
      return describedObjects(story, np, opts);
    case 'player':
    case 'property':
    case 'amount':
      return null;
  }
}

/**
 * "I have a Hill Giant. He has a Grizzly Bears. I Shock it.": with no event told yet, the creatures only said to be there
 * are none of them the topic — "it" could be any of them that the frame's words allow (its controller, what it excludes),
 * and which changes the answer: all of them, to be asked back (issue 11 §2). Null when one alone fits.
 */
function presentRivals(story: Story, ids: readonly string[], opts: RefOptions): string[] | null {
  // (Asked in a question, a condition may still decide it — "Does it die if he Bolts my bear?" — read as before.)
  if (ids.length !== 1 || story.asking || story.events.length > 0 || !story.presentBeforeEvents.includes(ids[0]!)) return null;
  const fits = story.presentBeforeEvents.filter((id) => {
    const o = story.get(id);
    if (!o || o.zone !== 'battlefield' || (opts.exclude ?? []).includes(id)) return false;
    return !opts.controller || o.controller === null || o.controller === opts.controller;
  });
  return fits.length > 1 ? fits : null;
}

/**
 * "My 3/3 attacks. He has a 2/2. He blocks with it.": "it" means the creature the story is about (the topic), not one a
 * clause only said was there (Story.bystanders) — unless the frame's own words rule the topic out (a blocker the other
 * player controls, an object the same event already uses): then the latest such bystander that fits is meant.
 */
function bystanderFits(story: Story, ids: string[], opts: RefOptions): string[] {
  if (ids.length !== 1 || story.bystanders.length === 0) return ids;
  const fits = (id: string): boolean => {
    const o = story.get(id);
    if (!o || (opts.exclude ?? []).includes(id)) return false;
    return !opts.controller || o.controller === null || o.controller === opts.controller;
  };
  if (fits(ids[0]!)) return ids;
  const other = [...story.bystanders].reverse().find((id) => fits(id) && story.get(id)?.zone === 'battlefield');
  if (other === undefined) return ids;
  // (Now a part of the event, it is a bystander no more: the clause makes it the topic, frames/index.ts.)
  story.bystanders = story.bystanders.filter((id) => id !== other);
  return [other];
}

/**
 * "the Boa" after "River Boa", "the Lions'" after "Savannah Lions": a capitalised word no catalog
 * knows as a card (typeLine '') that is a word of an earlier card's name is a reference to it.
 */
function partialName(story: Story, d: Description): Description {
  if (!d.card) return d;
  // "the colossus" after "Darksteel Colossus", "the Archangel" after "Archangel of Thune", "a second Sheoldred" after
  // "Sheoldred, the Apocalypse": a one-word name that is also a card (or a face) of its own ("Colossus") said with "the"
  // (or as one more) names the card the question already named — never that other card, nor asked back between them.
  // Said any other way ("a Colossus") it stays the card it names, asked back in story.ts when it could be either.
  const known = d.card.typeLine !== '';
  const said = (known ? d.card.display : d.card.name).trim();
  if (/\s/.test(said)) return d;
  const again = d.det === 'the' || d.det === 'that' || d.det === 'another' || d.adjectives.includes('second');
  if (known ? !again : d.det !== null && INDEFINITE.has(d.det) && !again) return d;
  const w = said.toLowerCase().replace(/'s?$/, '');
  const stem = (x: string): string => x.replace(/s$/, '');
  const named = story.objects.some((o) => o.card !== null && (!known || o.card.toLowerCase() !== d.card!.name.toLowerCase()) && o.card.toLowerCase().split(/[\s,]+/).some((x) => x === w || stem(x) === stem(w)));
  return named ? { ...d, card: null, partial: w } : d;
}

/**
 * 「《スレイベンの守護者、サリア》を出してるのに、もう1枚サリアを唱えた」「2枚目のサリア」: a word of a card the question
 * named (a short name, ja/chunk.ts markPartials), said as one more or the second, is one more card of that name — only
 * when the word is part of exactly one card named (else which card is not guessed: it stays a reference).
 */
export function anotherOfPartial(story: Story, d: Description): Description {
  if (d.card !== null || d.partial === null || !(d.det === 'another' || ((d.det === null || d.det === 'a') && d.adjectives.includes('second')))) return d;
  const word = d.partial.toLowerCase();
  const refs = new Map<string, CardRef>();
  for (const o of story.objects) {
    const ref = story.cardRefs.get(o.id);
    if (ref && [o.card, o.cardNamed].some((n) => typeof n === 'string' && n.toLowerCase().includes(word))) refs.set(ref.name, ref);
  }
  if (refs.size !== 1) return d;
  return { ...d, card: [...refs.values()][0]!, partial: null };
}

function describedObjects(story: Story, np: Extract<NounPhrase, { kind: 'object' }>, opts: RefOptions): string[] | null {
  const d: Description = anotherOfPartial(story, partialName(story, np));
  // "a 3/3 with flying without flying" says two things that can't both be; "Grizzly Bears without
  // flying" would take from a card what only its text decides: neither is guessed at.
  if (d.lacks.some((l) => d.keywords.some((k) => kwText(k) === kwText(l)))) {
    story.problem('contradiction', np.text, 'has-and-lacks');
    return null;
  }
  if (d.card !== null && d.lacks.length > 0) {
    story.problem('not-understood', np.text, 'card-lacks');
    return null;
  }
  // "no creature", "none of my creatures": says there is no such object; a frame that reads the absence
  // (frames/facts.ts absent) takes it before it comes here. Anything else done with it is named, never an
  // object made up with what the words deny (red team s14: "none of their creatures have reach").
  // ("Does nobody's creature die?": a creature of no player's is the same denial said through its owner — never
  // dropped to "the creature", which answered the question turned round, red team s19b.)
  if (d.det === 'no' || d.owner?.who === 'nobody' || d.controlledBy?.who === 'nobody') {
    story.problem('not-understood', np.text, 'no-object');
    return null;
  }
  const controller = controllerOf(story, d) ?? null;
  // "all three", "all three of them": the objects just named together when that many, else the
  // creatures of the story when exactly that many; anything else is asked back.
  if (d.head === 'one' && d.det === 'all' && d.count !== null && d.card === null) {
    const exclude = opts.exclude ?? [];
    const creatures = story.objects.filter((o) => o.types.includes('Creature') && o.zone === 'battlefield' && o.cast !== true && !exclude.includes(o.id)).map((o) => o.id);
    // (「両方のクリーチャー」, adjective 'both': the story's two creatures, never two of more picked as the group named last.)
    const group = d.adjectives.includes('both') ? (creatures.length === d.count ? creatures : null) : story.lastPlural.length === d.count ? story.lastPlural : creatures.length === d.count ? creatures : null;
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
  if (d.adjectives.includes('same')) {
    const found = story.fitting(d, controller);
    if (found.length !== 1) {
      story.problem(found.length === 0 ? 'unresolved' : 'ambiguous', describe(np), found.length === 0 ? 'what-it-refers-to' : 'which-one', optionWords(story, found));
      return null;
    }
    story.mention(found[0]!.id);
    story.use(np);
    return [found[0]!.id];
  }
  // "the first 1/1", "the second one", 「2体目の1/1」, "the last one", "the other one": one of the objects
  // already told, picked by its place among those told alike or set against the one singled out; never a
  // new object, never the latest one by default (issue 11 §2).
  const ord = ordinalOf(d);
  let secondCard = false;
  const indefinite = d.det !== null && INDEFINITE.has(d.det);
  const quantified = d.det === 'each' || d.det === 'all' || d.det === 'every';
  if (!indefinite && !quantified && d.count === null && !d.plural && (ord !== null || (d.head === 'one' && d.adjectives.includes('other')))) {
    const got = pickTold(story, np, d, controller, opts, ord);
    if (got === 'new') secondCard = true;
    else if (got !== 'describe') return got;
  }
  if (opts.chosen && d.det === 'a') {
    const got = chosenAmongTold(story, np, d, controller, opts, opts.chosen.chooser);
    if (got !== 'describe') return got;
  }
  // A card: "a Shock" may be the Shock already told, but "another Shock", "a second Shock" is one more card of that name.
  const wantsNew = d.card !== null ? secondCard || d.det === 'another' || (d.det !== null && INDEFINITE.has(d.det) && d.adjectives.includes('second')) || d.adjectives.includes('new') || (d.count ?? 1) > 1 : d.det !== null && INDEFINITE.has(d.det);
  const count = d.count ?? 1;
  // "Their 2/2 has hexproof and their other creature is a 1/1", "my second creature": not the object(s)
  // it is set against (story.contrast), so never merged into them; with none left it is a new object.
  const every = d.det === 'each' || d.det === 'all' || d.det === 'every';
  const other = !every && d.card === null && (d.adjectives.includes('other') || d.adjectives.includes('second'));
  if (!wantsNew) {
    const fitting = story.fitting(d, controller);
    const against = other ? story.contrast(fitting.map((o) => o.id)) : [];
    const fits = fitting.filter((o) => !(opts.exclude ?? []).includes(o.id) && !against.includes(o.id));
    const found = shortNamed(story, np, d, fits);
    if (found === null) return null;
    // "Two 1/1s block my 3/3. Does the other 1/1 die?": "other" set against a group named together, or
    // asked of in a question, with nothing left that it fits: no object is meant, and none is invented.
    if (other && found.length === 0 && fitting.length > 0 && (story.asking || against.length > 1)) {
      story.problem('unresolved', describe(np), 'what-it-refers-to');
      return null;
    }
    // "Do both bears die?", "can I kill both 2/2s?" asked with fewer told that fit: the two meant are not
    // those (one of them may be the other creature, its type unsaid) — never answered of the one that fits.
    if (story.asking && d.card === null && d.det === 'the' && count > 1 && found.length > 0 && found.length < count) {
      story.problem('unresolved', describe(np), 'what-it-refers-to');
      return null;
    }
    if (found.length > 0) {
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
    // "the flier" when the creatures told are cards the catalog says have no flying: the words pick none of
    // them, and no other flier is invented for them (asked back as what it refers to).
    if (!indefinite && d.card === null && d.partial === null && (d.keywords.length > 0 || d.colors.length > 0)) {
      const rest = story.fitting({ ...d, keywords: [], colors: [] }, controller).filter((o) => !(opts.exclude ?? []).includes(o.id) && o.card !== null && story.facts?.(o.card));
      if (rest.length > 0) {
        story.problem('unresolved', describe(np), 'what-it-refers-to');
        return null;
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
      return null;
    }
    // ("one attacker", "two blockers": a number says how many creatures in that combat role there are, as
    // "an attacker" does; it introduces them.)
    const counted = d.det === null && d.count !== null && (d.head === 'attacker' || d.head === 'blocker');
    // "Does the 5/5 die? My 3/3 deathtouch attacks and a 5/5 blocks.": asked of before the story, "the 5/5" is
    // the 5/5 a later sentence introduces (cataphora), never a second one made up now (red team s17: the
    // invented 5/5 "survives"). Left unresolved, the question is read again after the story (index.ts read).
    if (story.asking && !indefinite && !every && toldLater(story, d, controller)) {
      story.problem('unresolved', describe(np), 'what-it-refers-to');
      return null;
    }
    // "I Bolt the elf. His Llanowar Elves is the only creature.": a short name said before the card it calls is named
    // (a word of its name or its creature type) points forward to that card — never one more creature made up now.
    // Which object it is isn't settled before the card is read: asked back (red team s19b).
    if (!indefinite && !every && shortNameOfLater(story, d)) {
      story.problem('unresolved', describe(np), 'what-it-refers-to');
      return null;
    }
    // "Does the bear die if I Shock his Grizzly Bears?", "Does my creature die if his 4/4 blocks my 3/3?", "Does my guy
    // survive? His 3/3 blocks my 2/2.": a definite or possessive description asked of before the condition or story that
    // tells its object points forward to what is told there — read again after it (index.ts read), where the one object
    // it fits is meant and two are asked back — never a new, sizeless creature answered about (red team s20b).
    if (story.asking && !indefinite && !every && d.det !== 'another' && (d.det !== null || d.owner !== null || d.controlledBy !== null) && describedLater(story, d, controller)) {
      story.problem('unresolved', describe(np), 'what-it-refers-to');
      return null;
    }
    const introduces = d.card !== null || d.owner !== null || specific(d) || counted || (d.det === null && (d.head === 'creature' || d.head === 'pt' || d.head === 'keyword' || d.head === 'token' || d.head === 'subtype' || d.head === 'type' || (d.head === 'spell' && d.types.length > 0)));
    if (!introduces || !opts.create) {
      story.problem('unresolved', describe(np), 'what-it-refers-to');
      return null;
    }
  } else if (!opts.create) {
    story.problem('unresolved', describe(np), 'what-it-refers-to');
    return null;
  }
  // "my other creatures" with none told: how many there are isn't said, and one would be invented.
  if (other && d.plural && d.count === null) {
    story.problem('unresolved', describe(np), 'what-it-refers-to');
    return null;
  }
  // "my 1/1s block it", "some 2/2s", "several Soldier tokens", 「1/1たち」: a plural says there is more
  // than one but not how many, and the count changes combat (509.1a, 510.1) and most totals; one is
  // never assumed (issue 11 §2). The count is asked back.
  if (manyUncounted(d) && !opts.representative) {
    story.problem('unresolved', describe(np), 'how-many');
    return null;
  }
  const out: string[] = [];
  // "a second Isamaru": the first one is already there, under the same controller (legend rule questions).
  if (d.card && d.adjectives.includes('second') && story.fitting(d, controller).length === 0) {
    story.create({ ...d, adjectives: d.adjectives.filter((a) => a !== 'second') }, np.text.replace(/\bsecond\b\s*/i, ''), controller ?? opts.controller ?? null);
  }
  for (let k = 0; k < Math.max(1, count); k++) {
    const o = story.create(d, np.text, controller ?? opts.controller ?? null);
    out.push(o.id);
  }
  ownedAsSaid(story, d, out);
  if (story.chosenPending && story.chosenPending.d === d) story.chosenUntold.push({ ...story.chosenPending, ids: [...out], after: story.objects.length });
  story.chosenPending = null;
  if (!statesHold(story, d, np.text, out, true)) return null;
  for (const a of d.attachments) {
    const att = objectsOf(story, a, { create: true, controller: controller ?? opts.controller ?? null });
    if (att) for (const id of att) story.get(id)!.attachedTo = out[0]!;
  }
  story.use(np);
  return out;
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
function toldLater(story: Story, d: Description, controller: Side | null): boolean {
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
function describedLater(story: Story, d: Description, controller: Side | null): boolean {
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
      const inName = later.card !== null && later.card.name.split(/[\s,]+/).some((x) => stem(x) === w);
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

/**
 * "My opponent controls a 1/1. I cast Lightning Bolt on a creature.", "I control only a 2/2. They make me
 * sacrifice a creature.": a target or a sacrificed permanent said only by its kind is chosen among the objects
 * there (115.1a, 601.2c; 701.21a), and the story's objects are the board it describes — the one told that fits
 * is meant (red team s15: a new, sizeless creature was invented and the told 1/1 left untouched). Several that
 * fit, told differently, are asked back (which one is the player's choice, and it changes the answer); told
 * alike ("two 2/2s"), any one is as good. None told: described as before ('describe').
 */
function chosenAmongTold(story: Story, np: NounPhrase, d: Description, controller: Side | null, opts: RefOptions, chooser: Side | null): string[] | null | 'describe' {
  const kindOnly = d.card === null && d.partial === null && !specific(d) && d.damage === 0 && !d.plural && (d.count ?? 1) === 1 && d.lacks.length === 0 && d.counters.length === 0 && d.attachments.length === 0 && d.adjectives.length === 0;
  if (!kindOnly || (d.head !== 'creature' && d.head !== 'type')) return 'describe';
  const exclude = [...(opts.exclude ?? []), ...(opts.chosen?.besides ?? [])];
  const whose = controller ?? chooser;
  const there = story.fittingAll(d).filter((o) => o.zone === 'battlefield' && o.cast !== true && !exclude.includes(o.id) && (whose === null || o.controller === null || o.controller === whose));
  if (there.length === 0) {
    story.chosenPending = { d, whose, words: describe(np) };
    return 'describe';
  }
  if (there.length > 1 && !told1(there)) {
    story.problem('ambiguous', describe(np), 'which-one', optionWords(story, there));
    return null;
  }
  return told(story, np, d, [there[0]!], whose, opts);
}

/**
 * "a 4/4 that I own", "a creature my opponent owns": the owner said apart from the controller (108.3, 108.4) —
 * whose graveyard or hand it goes to; who controls it (whose spell's life, lifelink's, 702.15b; whom it attacks)
 * is what the rest of the story says.
 */
function ownedAsSaid(story: Story, d: Description, ids: readonly string[]): void {
  if (!d.ownedBy) return;
  const side = story.side(d.ownedBy);
  for (const id of ids) story.get(id)!.owner = side;
}

/**
 * An ordinal ("the second 1/1", 「1体目の1/1」, "the last one") or "the other one": which of the objects
 * already told it is. The candidates are the objects the rest of the description fits — for a bare
 * "one", the objects just named together ("Two 1/1s block my 3/3. Does the second one die?") — in the
 * order they were told, which is the order the reply's labels number them in ("the opponent's second
 * 1/1 creature"). Candidates of different controllers with none said are not one series: asked back.
 * An ordinal past the candidates finds nothing and is reported, never filled with a new object; only a
 * statement's "my second creature" after one creature told, or a first mention's 「1体目」, still
 * describes (returns 'describe': read as before).
 */
function pickTold(story: Story, np: NounPhrase & { kind: 'object' }, d: Description, controller: Side | null, opts: RefOptions, ord: number | 'last' | null): string[] | null | 'describe' | 'new' {
  const exclude = opts.exclude ?? [];
  const bareOne = d.head === 'one' && d.power === null && d.toughness === null && d.card === null && d.partial === null && d.keywords.length === 0 && d.colors.length === 0 && d.types.length === 0 && d.subtypes.length === 0 && d.owner === null && d.controlledBy === null;
  const order = (o: IrObject): number => story.objects.indexOf(o);
  let candidates: IrObject[];
  if (bareOne) {
    const group = story.lastPlural.length > 1 ? story.lastPlural : [];
    candidates = group.flatMap((id) => (story.get(id) ? [story.get(id)!] : []));
  } else {
    const base: Description = { ...d, adjectives: d.adjectives.filter((a) => !REFERRING.has(a)) };
    candidates = story.fitting(base, controller);
  }
  candidates = candidates.filter((o) => !exclude.includes(o.id)).sort((a, b) => order(a) - order(b));
  if (ord === null) {
    // "the other one": of the group, the one not named in the latest clause that named any of them.
    const against = story.contrast(candidates.map((o) => o.id));
    const rest = candidates.filter((o) => !against.includes(o.id));
    if (rest.length !== 1 || against.length === 0) {
      story.problem(rest.length > 1 ? 'ambiguous' : 'unresolved', describe(np), rest.length > 1 ? 'which-one' : 'what-it-refers-to', optionWords(story, rest));
      return null;
    }
    return told(story, np, d, [rest[0]!], controller, opts);
  }
  const n = ord === 'last' ? candidates.length : ord;
  if (n < 1 || n > candidates.length) {
    const first = ord === 1 && candidates.length === 0 && !story.asking && !bareOne;
    const second = ord === 2 && candidates.length === 1 && !story.asking && d.card === null && !bareOne;
    if (first || second) return 'describe';
    // 「《サリア》が出てる状態で2枚目の《サリア》を唱えた」, "I cast the second Thalia": a card told once, said again as
    // the second, is a second card of that name (the legend rule's question, 704.5j) — told, never asked of.
    if (ord === 2 && candidates.length === 1 && !story.asking && d.card !== null && d.count === null && !d.plural) return 'new';
    story.problem('unresolved', describe(np), 'what-it-refers-to');
    return null;
  }
  // "I have a 1/1; two 1/1s block my 3/3. Does the first 1/1 die?": mine, or theirs? Not one series.
  const whose = new Set(candidates.map((o) => o.controller ?? '?'));
  if (controller === null && whose.size > 1) {
    story.problem('ambiguous', describe(np), 'which-one', optionWords(story, candidates));
    return null;
  }
  return told(story, np, d, [candidates[n - 1]!], controller, opts);
}

/**
 * The objects a reference could mean, in the asker's words, in the order told. Objects told in the same
 * words ("two 1/1s") get their place among them, as the reply's labels do ("two 1/1s (the second)",
 * 「2体の1/1（2体目）」), so the options asked back can be told apart.
 */
function optionWords(story: Story, objs: readonly IrObject[]): string[] {
  const ordinalEn = ['first', 'second', 'third', 'fourth', 'fifth', 'sixth', 'seventh', 'eighth', 'ninth', 'tenth'];
  return objs.map((o) => {
    const same = objs.filter((x) => x.words === o.words).sort((a, b) => story.objects.indexOf(a) - story.objects.indexOf(b));
    if (same.length < 2) return o.words;
    const n = same.indexOf(o) + 1;
    return story.lang === 'ja' ? `${o.words}（${n}体目）` : `${o.words} (the ${ordinalEn[n - 1] ?? `#${n}`})`;
  });
}

/** The object was told with nothing more than the description says (no other keyword, colour, name or type). */
function toldAs(o: IrObject, d: Description): boolean {
  if (o.card !== null || o.abilityTexts.length > 0 || o.token !== (d.head === 'token' || d.adjectives.includes('token'))) return false;
  if (!o.keywords.every((k) => d.keywords.some((x) => kwText(x) === kwText(k)))) return false;
  if (!o.colors.every((c) => d.colors.includes(c))) return false;
  if (!o.subtypes.every((t) => d.subtypes.includes(t))) return false;
  return o.types.every((t) => t === 'Creature' || d.types.includes(t));
}

/** Objects told alike ("two 2/2s"): any one of them is as good as another. */
export function toldAlike(objs: readonly IrObject[]): boolean {
  return told1(objs);
}

function told1(objs: readonly IrObject[]): boolean {
  const sig = (o: IrObject): string => JSON.stringify([o.controller, o.card, o.power, o.toughness, o.keywords, o.colors, o.token]);
  return objs.length > 0 && objs.every((o) => sig(o) === sig(objs[0]!));
}

/** An object found by a reference: its states checked, its controller filled when said, mentioned. */
function told(story: Story, np: NounPhrase, d: Description, picked: IrObject[], controller: Side | null, opts: RefOptions): string[] | null {
  if (!statesHold(story, d, np.text, picked.map((o) => o.id), false)) return null;
  for (const o of picked) if (o.controller === null) o.controller = controller ?? opts.controller ?? null;
  for (const o of picked) story.mention(o.id);
  story.use(np);
  return picked.map((o) => o.id);
}

/**
 * The words of a description that say a state or a kind of the object (issue 11 §2: read or named,
 * never dropped). "tapped" is a fact of a new object (509.1a: it can't block); said of one already
 * told it must already hold, or hold because it attacked (508.1f taps an attacker). "attacking",
 * "blocking", "unblocked" must be borne out by the story's combat (checked once it is all read,
 * checkStatesSaid). "untapped" contradicts an object told tapped or attacking. "old", "extra",
 * "basic" and "nonbasic" said of an object are nothing the engine represents: named.
 */
function statesHold(story: Story, d: Description, words: string, ids: readonly string[], created: boolean): boolean {
  // ("vanilla", "plain": nothing but what is said — true of a creature described by its size, which gets no
  // abilities it wasn't told; said of a named card it contradicts the card's own text, or means something else.)
  const unread = d.adjectives.filter((a) => a === 'old' || a === 'extra' || ((a === 'basic' || a === 'nonbasic') && !d.supertypes.includes('Basic')) || (a === 'plain' && d.card !== null));
  if (unread.length > 0) {
    story.problem('not-understood', words, `adjective:${unread.join(',')}`);
    return false;
  }
  for (const id of ids) {
    const o = story.get(id);
    if (!o) continue;
    const attacker = story.roles.get(id) === 'attacker';
    if (!created && d.adjectives.includes('tapped') && !o.tapped && !attacker) {
      story.problem('not-understood', words, 'adjective:tapped');
      return false;
    }
    if (d.adjectives.includes('untapped') && (o.tapped || attacker)) {
      story.problem('contradiction', words, 'adjective:untapped');
      return false;
    }
    // "I cast Giant Growth on my attacking Bears": a new object said to be attacking is attacking from
    // the start of the story (declared as an attacker, 508.1), as "my Bears is attacking" is read.
    // (With a combat already told, it is not joined to it: checkStatesSaid names the words.)
    if (created && d.adjectives.includes('attacking') && o.types.includes('Creature') && !story.events.some((e) => e.kind === 'attack')) {
      story.events.push({ kind: 'attack', attackers: [id], target: null });
      story.roles.set(id, 'attacker');
    }
    for (const a of ['attacking', 'blocking', 'unblocked'] as const) if (d.adjectives.includes(a)) story.statesSaid.push({ id, state: a, words });
    // "a 2/2 with a regeneration shield": the shield is there from where the words tell it, before what
    // the clause does to it (701.19a: it replaces the next destruction this turn). (Red team s11: dropped.)
    if (d.adjectives.includes('shielded')) shield(story, id);
  }
  return true;
}

/** A regeneration shield on the object from this point of the story (701.19a), unless one told earlier is still there. */
export function shield(story: Story, id: string): void {
  const told = story.events.some((e) => e.kind === 'regenerate' && e.ids.includes(id));
  if (told) return;
  // "My opponent casts Day of Judgment. My 2/2 has a regeneration shield.", "… while my 2/2 has a regeneration shield":
  // a shield said as what the creature has is there while the spell just told waits, so it is there when the spell
  // resolves (701.19a) — never made after it (red team s17: "dies"; the spell's own text decides, Wrath of God's
  // "can't be regenerated").
  const last = story.events.at(-1);
  if (last?.kind === 'cast' && last.premise !== true) story.responses.add(story.events.length);
  story.events.push({ kind: 'regenerate', ids: [id] });
}

/**
 * After the whole story is read: "Liliana makes my opponent sacrifice a creature. They control a 2/2 and a 3/3.":
 * the creature sacrificed (or targeted), said only by its kind before any was told, may be one of those told
 * after it — the player's choice among them (701.21a; 115.1a, 601.2c) — or one more, not described. Which one
 * changes the answer, so it is asked back, never answered of an invented creature beside the told ones.
 */
export function checkChosenLater(story: Story): void {
  for (const u of story.chosenUntold) {
    const later = new Set(story.objects.slice(u.after).map((o) => o.id));
    const told = story.fittingAll(u.d).filter((o) => later.has(o.id) && !u.ids.includes(o.id) && o.zone === 'battlefield' && o.cast !== true && (u.whose === null || o.controller === null || o.controller === u.whose));
    if (told.length === 0) continue;
    const options = optionWords(story, told);
    if (told.length === 1) options.push(story.lang === 'ja' ? '書かれていない別のもの' : 'another one not described');
    story.problem('ambiguous', u.words, 'which-one', options);
    return;
  }
}

/** After the whole story is read: each object called "attacking", "blocking" or "unblocked" was so in its combat. */
export function checkStatesSaid(story: Story): void {
  for (const s of story.statesSaid) {
    const role = story.roles.get(s.id);
    const holds = s.state === 'attacking' ? role === 'attacker' : s.state === 'blocking' ? role === 'blocker' : role === 'attacker' && !story.events.some((e) => e.kind === 'block' && e.attacker === s.id);
    if (!holds) story.problem('not-understood', s.words, `adjective:${s.state}`);
  }
}

/** A plural with no number said: how many objects it introduces is unknown (a card's own name is no plural). */
// ("any of my creatures": whether any one of them would do is asked, so one stands for them.)
function manyUncounted(d: Description): boolean {
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
function shortNamed(story: Story, np: NounPhrase, d: Description, found: IrObject[]): IrObject[] | null {
  const word = d.card === null ? (d.partial ?? (d.head === 'subtype' ? (d.subtypes[0] ?? null) : null)) : null;
  if (word === null || found.length === 0 || d.plural || (d.count ?? 1) > 1) return found;
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
function shortNameOfLater(story: Story, d: Description): boolean {
  const word = d.card === null && d.power === null && d.toughness === null ? (d.partial ?? (d.head === 'subtype' ? (d.subtypes[0] ?? null) : null)) : null;
  if (word === null || !(d.det === 'the' || d.det === 'that')) return false;
  const w = word.toLowerCase();
  return story.laterTold.flatMap(objectPhrases).some((later) => {
    // ("I Bolt the elf. He has a 1/1 Elf.": a creature of that type described later is meant as well.)
    if (later.subtypes.some((x) => x.toLowerCase() === w)) return true;
    if (!later.card) return false;
    const names = later.card.name.toLowerCase().split(/[\s,]+/).some((x) => x === w || x.replace(/s$/, '') === w.replace(/s$/, ''));
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

function specific(d: Description): boolean {
  return d.power !== null || d.card !== null || d.partial !== null || d.head === 'subtype' || d.keywords.length > 0 || d.colors.length > 0;
}

/** A group ("all creatures", "creatures you control", "each creature") as a filter. */
export function groupOf(story: Story, np: NounPhrase | null): GroupFilter | null {
  if (!np || np.kind !== 'object') return null;
  const quantified = np.det === 'each' || np.det === 'all' || np.det === 'every' || (np.plural && np.det === null && np.controlledBy !== null);
  // "Black creatures get -1/-1", 「黒のクリーチャーは-1/-1の修整を受ける」: a bare class said of what
  // no object in the story is, is every such permanent (a static ability's wording), never one invented creature.
  // (A Japanese noun has no plural: 「あなたのクリーチャーは」 may be a class too.)
  const bare = np.det === null && (np.owner === null || np.plural || story.lang === 'ja') && np.count === null && np.card === null && np.partial === null && np.power === null && np.toughness === null;
  const classNoun = np.head === 'creature' || np.head === 'token' || np.head === 'type' || np.head === 'subtype';
  const generic = bare && classNoun && (np.plural || story.fitting(np, null).length === 0);
  if (!quantified && !generic) return null;
  const head = np.head === 'creature' || np.head === 'token' ? ['Creature' as const] : [];
  const types = [...new Set([...head, ...np.types])];
  const whose = np.controlledBy ?? np.owner;
  story.use(np);
  return {
    types,
    colors: np.colors,
    notColors: np.nonColors,
    notTypes: np.nonTypes,
    subtypes: np.subtypes,
    supertypes: np.supertypes,
    controller: whose ? (story.side(whose) === 'A' ? 'you' : 'opponent') : null,
    other: np.adjectives.includes('other'),
    keywords: np.keywords,
    nontoken: np.adjectives.includes('nontoken') ? true : np.head === 'token' || np.adjectives.includes('token') ? false : null,
  };
}

/**
 * What of a group's words its filter can't carry: the engine's filters match any one of several
 * types, colors, subtypes or keywords, and have no sizes, counters, missing keywords, states
 * ("tapped", "attacking") or supertypes. Such a group is refused by name (issue 11 §2), never
 * widened by dropping the words.
 */
export function groupGap(np: NounPhrase, f: GroupFilter): boolean {
  if (np.kind !== 'object') return true;
  if (f.types.length > 1 || f.colors.length > 1 || f.subtypes.length > 1 || f.keywords.length > 1) return true;
  if (f.supertypes.length > 0 || f.nontoken !== null) return true;
  if (np.lacks.length > 0 || np.counters.length > 0 || np.damage > 0 || np.quotes.length > 0 || np.attachments.length > 0 || np.from !== null) return true;
  return np.adjectives.some((a) => a !== 'other' && a !== 'all' && a !== 'each');
}

/** The player a noun phrase names ("my opponent", "me", "they" where a player fits, "the player"). */
/** Player words that name more (or fewer) than one side. */
const MANY = new Set(['each', 'anyone', 'nobody']);

/** Both sides for "each player", 「お互い」, 「両者」; the one side otherwise (null when it is no player). */
export function sidesOf(story: Story, np: NounPhrase | null): Side[] | null {
  if (np?.kind === 'player' && np.player.who === 'each') {
    story.use(np);
    return ['A', 'B'];
  }
  const one = playerOf(story, np);
  return one === null ? null : [one];
}

/**
 * "Giant Growth on them" after "my Grizzly Bears": the one creature whose card name is a plural that a plural
 * pronoun may mean besides a player (Story.pluralNamed); null when the phrase is no "they"/"them" or none fits.
 */
export function pluralThem(story: Story, np: NounPhrase): string | null {
  const plural = (np.kind === 'pronoun' && (np.word === 'they' || np.word === 'them')) || (np.kind === 'player' && np.player.who === 'they' && /^(?:they|them)$/i.test(np.text.trim()));
  return plural ? story.pluralNamed() : null;
}

export function playerOf(story: Story, np: NounPhrase | null): Side | null {
  if (!np) return null;
  if (np.kind === 'player') {
    // "each player", 「お互い」, "nobody": not one side (never read as the opponent by default).
    if (MANY.has(np.player.who)) return null;
    story.use(np);
    // ("her" read as the player here and as Liliana elsewhere in the question is asked back, persons.ts.)
    const side = story.side(np.player);
    return personAsPlayer(story, np, side) ? side : null;
  }
  if (np.kind === 'pronoun' && (np.word === 'they' || np.word === 'them' || np.word === 'he')) {
    story.use(np);
    return personAsPlayer(story, np, 'B') ? 'B' : null;
  }
  if (np.kind === 'property' && np.noun === 'face' && np.of?.kind === 'player') {
    story.use(np);
    return story.side(np.of.player);
  }
  return null;
}
