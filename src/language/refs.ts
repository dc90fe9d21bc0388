/**
 * Noun phrases to objects, groups and players (issue 12 §4, issue 11 §2): a described object is
 * created once and found again by its description; a pronoun finds the latest object mentioned
 * before its clause; a definite description that fits two objects equally is asked back; and a
 * reference that finds nothing is reported, never filled with a default object.
 */
import { assertNever } from '../core/result.ts';
import type { Description, NounPhrase } from './clause.ts';
import { ordinalOf } from './clause.ts';
import type { IrObject, Side } from './ir.ts';
import type { Story } from './story.ts';
import { chosenAmongTold, describe, ownedAsSaid, pickTold, statesHold, told1 } from './refs-told.ts';
import { anotherOfPartial, cardOfPartial, secondOfOneCard, controllerOf, INDEFINITE, manyUncounted, partialName, shortNamed } from './refs-later.ts';
import { dealtPair, eachOfGroup } from './story-pronouns.ts';
import { bystanderFits, frameFits, presentRivals } from './refs-bystanders.ts';
import { allOfGroup, countedCards, deniedObject, isAllOfGroup, mayIntroduce, pickFound, sameObject } from './refs-described.ts';
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
    case 'list':
      return listObjects(story, np, opts);
    case 'pronoun':
      return pronounObjects(story, np, opts);
    case 'object':
      return describedObjects(story, np, opts);
    case 'player':
    case 'property':
    case 'amount':
      return null;
    default:
      return assertNever(np);
  }
}

/** "my 2/2 and their 3/3": each item's objects in turn, none taken twice. */
function listObjects(story: Story, np: Extract<NounPhrase, { kind: 'list' }>, opts: RefOptions): string[] | null {
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

/** "it", "they", "one", "both", "neither": objects told before, found by the pronoun (issue 11 §2); never guessed between two. */
function pronounObjects(story: Story, np: Extract<NounPhrase, { kind: 'pronoun' }>, opts: RefOptions): string[] | null {
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

function describedObjects(story: Story, np: Extract<NounPhrase, { kind: 'object' }>, opts: RefOptions, nameSettled = false): string[] | null {
  // A short name already resolved to its card (below) is that card: read again as a short name, a card no catalog knows
  // ("《灰色熊》 《灰色熊》" in English) named itself back forever (fuzz, s28 CI).
  const d: Description = secondOfOneCard(story, anotherOfPartial(story, nameSettled ? np : partialName(story, np)));
  if (deniedObject(story, np, d)) return null;
  const controller = controllerOf(story, d) ?? null;
  // "all three", "all of them": the objects just named together, or the story's creatures when that many.
  if (isAllOfGroup(d)) return allOfGroup(story, np, d, opts);
  // "the same 2/2": an object already named, never a new one.
  if (d.adjectives.includes('same')) return sameObject(story, np, d, controller);
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
  const wantsNew = d.card !== null ? secondCard || d.det === 'another' || (d.det !== null && INDEFINITE.has(d.det) && d.adjectives.includes('second')) || d.adjectives.includes('new') || (d.count ?? 1) > 1 : (d.det !== null && INDEFINITE.has(d.det)) || countedCards(d);
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
    if (found.length > 0) return pickFound(story, np, d, found, controller, opts, every, count);
    if (!mayIntroduce(story, np, d, controller, opts, indefinite, every)) return null;
  } else if (!opts.create) {
    story.problem('unresolved', describe(np), 'what-it-refers-to');
    return null;
  }
  return introduce(story, np, d, controller, opts, count, other);
}

/**
 * Words that fit no object told, allowed to introduce one (mayIntroduce), or a new card asked for: the object(s)
 * made, when the words say how many and which card (a plural count is asked back, issue 11 §2).
 */
function introduce(story: Story, np: Extract<NounPhrase, { kind: 'object' }>, d: Description, controller: Side | null, opts: RefOptions, count: number, other: boolean): string[] | null {
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
