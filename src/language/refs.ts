/**
 * Noun phrases to objects, groups and players (issue 12 §4, issue 11 §2): a described object is
 * created once and found again by its description; a pronoun finds the latest object mentioned
 * before its clause; a definite description that fits two objects equally is asked back; and a
 * reference that finds nothing is reported, never filled with a default object.
 */
import type { Description, NounPhrase } from './clause.ts';
import { ordinalOf } from './clause.ts';
import type { IrObject, Side } from './ir.ts';
import type { Story } from './story.ts';
import { kwText } from './story.ts';
import { chosenAmongTold, describe, optionWords, ownedAsSaid, pickTold, specific, statesHold, told1, toldAs } from './refs-told.ts';
import { anotherOfPartial, cardOfPartial, secondOfOneCard, controllerOf, describedLater, INDEFINITE, manyUncounted, partialName, shortNamed, shortNameOfLater, toldLater } from './refs-later.ts';
import { dealtPair, eachOfGroup } from './story-pronouns.ts';
import { bystanderFits, frameFits, presentRivals } from './refs-bystanders.ts';
export { checkChosenLater, checkStatesSaid, shield, toldAlike } from './refs-told.ts';
export { anotherOfPartial } from './refs-later.ts';
export { groupGap, groupOf, playerOf, pluralThem, sidesOf } from './refs-players.ts';

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
      // (「全部死ぬ?」: "all" with no group said is read only where every creature told is on one side, story-pronouns.ts.)
      const kind = np.word === 'all' ? 'all' : np.word === 'both' || np.word === 'either' ? 'both' : np.word === 'they' || np.word === 'them' || np.word === 'their' ? 'they' : np.word === 'each' && eachOfGroup(story) ? 'each' : 'it';
      const ids = kind === 'it' ? frameFits(story, bystanderFits(story, story.pronoun(kind), opts), opts) : story.pronoun(kind);
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
      const dealt = kind === 'it' && !story.asking ? dealtPair(story) : null;
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

function describedObjects(story: Story, np: Extract<NounPhrase, { kind: 'object' }>, opts: RefOptions, nameSettled = false): string[] | null {
  // A short name already resolved to its card (below) is that card: read again as a short name, a card no catalog knows
  // ("《灰色熊》 《灰色熊》" in English) named itself back forever (fuzz, s28 CI).
  const d: Description = secondOfOneCard(story, anotherOfPartial(story, nameSettled ? np : partialName(story, np)));
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
  // creatures of the story when exactly that many; anything else is asked back. "all of them" says no count: the
  // objects just named together, when they are every creature told (two players' groups: whose is not guessed).
  if (d.head === 'one' && d.det === 'all' && d.card === null && (d.count !== null || (d.power === null && d.adjectives.length === 0))) {
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
  // "I cast another Thalia", 「もう1枚《…サリア》を唱えた」 with none told before: one more says a permanent of that name is
  // already there, which the question doesn't describe (a legend's second copy meets the legend rule, 704.5j; a second
  // anthem doubles the bonus) — asked back, never left out. (An instant or sorcery cast before is gone.)
  if (d.card !== null && d.card.typeLine !== '' && d.det === 'another' && !secondCard && !/\b(?:Instant|Sorcery)\b/.test(d.card.typeLine) && !story.objects.some((o) => o.card === d.card!.name)) {
    story.problem('unresolved', describe(np), 'what-it-refers-to');
    return null;
  }
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
    // A count said ("2体で", "with two", "both 2/2s") is never met by fewer objects told before (issue 11 §2): asked
    // "Do both bears die?" with one told, the other meant may be a creature its type unsaid; told 「1/1のクリーチャーが
    // います。3/3を2体で攻撃した」, taking the one 1/1 made that creature attack and be blocked.
    if (!every && d.card === null && count > 1 && found.length > 0 && found.length < count) {
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
    // ("two permanents that each say '…'", 「「…」という能力を持つパーマネント」: objects told by their quoted text
    // with no article introduce them, as a size does.)
    const quotedCount = d.det === null && d.quotes.length > 0;
    const introduces = d.card !== null || d.owner !== null || specific(d) || counted || quotedCount || (d.det === null && (d.head === 'creature' || d.head === 'pt' || d.head === 'keyword' || d.head === 'token' || d.head === 'subtype' || d.head === 'type' || (d.head === 'spell' && d.types.length > 0)));
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
  // "My opponent controls Thalia, Guardian of Thraben and I cast my own Thalia": a word of a card named, said of an object
  // none told fits (another player's), is one more card of that name (704.5j is judged on names) — never an object with no
  // card, which was cast as "a spell" and left the legend rule out. A word of several cards, or none, is not guessed.
  if (d.card === null && d.partial !== null) {
    const card = cardOfPartial(story, d.partial);
    if (!card) {
      story.problem('unresolved', describe(np), 'what-it-refers-to');
      return null;
    }
    return describedObjects(story, { ...np, card, partial: null }, opts, true);
  }
  const out: string[] = [];
  // "a second Isamaru": the first one is already there, under the same controller (legend rule questions).
  if (d.card && d.adjectives.includes('second') && story.fitting(d, controller).length === 0) {
    story.create({ ...d, adjectives: d.adjectives.filter((a) => a !== 'second') }, np.text.replace(/\bsecond\b\s*/i, ''), controller ?? opts.controller ?? null);
  }
  // (Asked of with "another", or "a"/"any"/"some" when a told object fits the words too: a variable, checked once all is read.)
  const variable = (story.asking || story.thereAsked) && d.card === null && d.det !== null && INDEFINITE.has(d.det) && (d.det === 'another' || story.fitting(d, controller ?? null).length > 0);
  for (let k = 0; k < Math.max(1, count); k++) {
    const o = story.create(d, np.text, controller ?? opts.controller ?? null);
    out.push(o.id);
    if (variable) story.askedIndefinite.push({ id: o.id, words: np.text, sentence: story.clauseSentence });
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
