/**
 * What the story says of a player: life (119.1) and poison totals (122.1f), how many cards their hand (402.1) and
 * library (401.1) hold, what they control (108.4) and own (108.3). Said of both players, each is told.
 */
import type { Clause, NounPhrase } from '../clause.ts';
import { phraseChunks } from '../clause.ts';
import type { Story } from '../story.ts';
import type { Side } from '../ir.ts';
import { objectsOf, oneObjectOf, playerOf, sidesOf } from '../refs.ts';
import { deferLateTotal, heldInZone, isPlayerish, role, stateAdj, totalMayBeLater, useRole } from './util.ts';

/** The verb "own" (the lexicon reads it as "control"): says whose the object is (108.3), never who controls it. */
const OWN = /^(?:own|owns|owned|owning)$/i;

/**
 * "I'm on 1 life with Platinum Angel out", "opp at 3 with a 2/2 on the battlefield": the permanents said
 * "with" one player's life total are that player's, on the battlefield (as "I have X out" says). Only
 * permanents (a card that is no instant or sorcery, or a description); of both players, whose isn't said: left unread.
 */
function withPermanents(story: Story, c: Clause, sides: readonly Side[]): void {
  const w = role(c, 'with');
  if (!w || sides.length !== 1) return;
  const items = w.kind === 'list' ? w.items : [w];
  if (!items.every((it) => it.kind === 'object' && !(it.card && /\b(?:Instant|Sorcery)\b/.test(it.card.typeLine)) && it.owner === null && it.controlledBy === null)) return;
  const ids = objectsOf(story, w, { create: true, plural: true, controller: sides[0]! });
  if (!ids) return;
  for (const id of ids) story.get(id)!.controller ??= sides[0]!;
  useRole(story, c, 'with');
  story.useChunks(c.chunks.filter((k) => (story.sensesAt(k)[0] as { adj?: string } | undefined)?.adj === 'present'));
  const on = c.roles.find((r) => r.prep === 'on' && r.np?.kind === 'property' && r.np.noun === 'battlefield');
  if (on) story.useChunks(on.chunks);
}

/** Marks the player words of a fact read (the subject, and a floating "both"/"each"). */
type UseSides = () => void;

/**
 * A fact about a player (or both): true when the clause was one (read, or refused).
 */
export function playerFact(story: Story, c: Clause): boolean {
  const subj = c.subject;
  // Life and poison told of a player, or of both (「お互いライフ3」, "both players are at 3 life",
  // "we're each at 7").
  const both = bothPlayers(story, c);
  const sides: readonly Side[] | null = both ? ['A', 'B'] : subj && isPlayerish(subj) ? sidesOf(story, subj) : null;
  if (subj && isPlayerish(subj) && !sides) {
    story.problem('unsupported', c.text, 'which-player');
    return true;
  }
  const useSides = (): void => {
    if (both) story.useChunks(both);
    story.use(subj);
  };
  if (!sides) return false;
  return lifeAndPoison(story, c, sides, useSides) || cardsHeld(story, c, sides, useSides) || playerObjects(story, c, sides, useSides);
}

/** Life and poison totals told of the players (119.1, 122.1f): "I'm at 5 life", "opp has 8 poison counters", "they have 3 life". */
function lifeAndPoison(story: Story, c: Clause, sides: readonly Side[], useSides: UseSides): boolean {
  const subj = c.subject;
  const withNp = role(c, 'with');
  // "My opponent is at 3 life with 9 poison counters": the poison, whatever else is said.
  if (sides && withNp && withNp.kind === 'amount' && (withNp.noun === 'poison' || withNp.counter === 'poison') && withNp.n !== null) {
    if (totalMayBeLater(story, c) && !deferLateTotal(story, c, sides, 'poison')) {
      story.problem('unsupported', c.text, 'total-after-events');
      return true;
    }
    for (const side of sides) story.poison[side] = withNp.n;
    useSides();
    useRole(story, c, 'with');
  }
  // "I'm at 5 life", "opp at 20", "NAP started at 20"; "both at 20", "both players at 10"; "opp is
  // on 12", "I'm on 3 poison" (British and table talk say "on" for the same total).
  const atRole = role(c, 'at') ? 'at' : 'on';
  const at = role(c, atRole);
  if (sides && at && at.kind === 'amount' && at.n !== null && (at.noun === 'total' || at.noun === 'life' || at.noun === 'poison' || at.counter === 'poison')) {
    if (totalMayBeLater(story, c) && !deferLateTotal(story, c, sides, at.noun === 'poison' || at.counter === 'poison' ? 'poison' : 'life')) {
      story.problem('unsupported', c.text, 'total-after-events');
      return true;
    }
    if (at.noun !== 'poison' && at.counter !== 'poison' && lifeClash(story, c, sides, at.n)) return true;
    for (const side of sides) {
      if (at.noun === 'poison' || at.counter === 'poison') story.poison[side] = at.n;
      else story.life[side] = at.n;
      if (at.noun !== 'poison' && at.counter !== 'poison' && subj?.kind === 'player' && subj.chunks.length === 0) story.lifeOfUnsaid.push({ side, text: c.text });
    }
    useSides();
    useRole(story, c, atRole);
    withPermanents(story, c, sides);
    return true;
  }
  // 「私のライフは10。相手は20です」「(相手は20)」: a bare number said of a player, in a question that speaks of
  // life, is that player's life total (119.1), as 「相手のライフは20」 says. (With no life said anywhere, a
  // number alone could be anything: not read.)
  const bare = c.complement;
  if (story.lang === 'ja' && sides && bare?.kind === 'amount' && bare.noun === 'total' && bare.n !== null && !c.object && c.roles.length === 0 && (c.verb === null || c.verb.verb === 'be') && /ライフ/.test(story.text)) {
    if (totalMayBeLater(story, c) && !deferLateTotal(story, c, sides, 'life')) {
      story.problem('unsupported', c.text, 'total-after-events');
      return true;
    }
    if (lifeClash(story, c, sides, bare.n)) return true;
    for (const side of sides) story.life[side] = bare.n;
    useSides();
    story.use(bare);
    return true;
  }
  if (sides && withNp && sides.every((side) => story.poison[side] !== undefined) && !c.object) return true;
  // "My opponent has 8 poison counters".
  if (sides && c.object && c.object.kind === 'amount' && c.object.counter === 'poison' && c.object.n !== null) {
    if (totalMayBeLater(story, c) && !deferLateTotal(story, c, sides, 'poison')) {
      story.problem('unsupported', c.text, 'total-after-events');
      return true;
    }
    for (const side of sides) story.poison[side] = c.object.n;
    story.use(c.object);
    return true;
  }
  // "They have 3 life", "my opponent has 7 life left": the life total, as "is at 3 life" (119.1).
  if (sides && c.object && c.object.kind === 'amount' && c.object.noun === 'life' && c.object.counter === null && c.object.n !== null && !c.object2 && !c.complement) {
    if (totalMayBeLater(story, c) && !deferLateTotal(story, c, sides, 'life')) {
      story.problem('unsupported', c.text, 'total-after-events');
      return true;
    }
    if (lifeClash(story, c, sides, c.object.n)) return true;
    for (const side of sides) story.life[side] = c.object.n;
    useSides();
    story.use(c.object);
    return true;
  }
  return false;
}

/**
 * "My 3/3 attacks him at 3 life. He is at 10.": a total told against the one said with the attack — which is meant is not
 * guessed (the later one silently won). True when it clashes (named).
 */
function lifeClash(story: Story, c: Clause, sides: readonly Side[], n: number): boolean {
  if (!sides.some((side) => story.lifeAtAttack.has(side) && story.life[side] !== n)) return false;
  story.problem('unsupported', c.text, 'total-after-events');
  return true;
}

/** How many cards a player's hand (402.1) or library (401.1) holds. */
function cardsHeld(story: Story, c: Clause, sides: readonly Side[], useSides: UseSides): boolean {
  // "I have 9 cards in hand", "my opponent has 3 cards in their hand": how many cards the hand holds (402.1).
  const inHand = c.roles.find((r) => r.prep === 'in' && r.np?.kind === 'property' && r.np.noun === 'hand');
  if (sides && inHand && c.verb?.verb === 'have' && c.object && c.object.kind === 'amount' && c.object.counter === 'card' && c.object.n !== null && !c.object2 && !c.complement) {
    if (totalMayBeLater(story, c)) {
      story.problem('unsupported', c.text, 'total-after-events');
      return true;
    }
    for (const side of sides) story.handSize[side] = c.object.n;
    useSides();
    story.use(c.object);
    story.useChunks(inHand.chunks);
    return true;
  }
  // "I have exactly one card left in my library", "my opponent has 2 cards in their library": all the library
  // holds (401.1) — a draw from it can then fail, and that player loses (121.4, 704.5b).
  const inLibrary = c.roles.find((r) => r.prep === 'in' && r.np?.kind === 'property' && r.np.noun === 'library');
  if (sides && sides.length === 1 && inLibrary && c.verb?.verb === 'have' && !c.verb.negated && c.verb.modal === null && c.object && c.object.kind === 'amount' && c.object.counter === 'card' && c.object.n !== null && !c.object2 && !c.complement) {
    const of = inLibrary.np?.kind === 'property' ? inLibrary.np.of : null;
    if (of && (!isPlayerish(of) || playerOf(story, of) !== sides[0])) return true;
    if (totalMayBeLater(story, c)) {
      story.problem('unsupported', c.text, 'total-after-events');
      return true;
    }
    story.librarySize[sides[0]!] = c.object.n;
    useSides();
    story.use(c.object);
    story.useChunks(inLibrary.chunks);
    story.useChunks(c.chunks.filter((k) => story.sensesAt(k).some((x) => x.kind === 'adj' && x.adj === 'left')));
    return true;
  }
  return false;
}

/**
 * "I've had Grizzly Bears since last turn", "I have controlled it since my last turn", "I had Elves and Bears, all there
 * since last turn": what a player has had under their control continuously since their most recent turn began is not
 * summoning sick (302.6). Only "since …" (a bare "last turn" says when, not how long) of a told, not negated, not
 * hypothetical have/control; a "both"/"all"/"there" between them only sums up the list.
 */
function sinceLastTurn(story: Story, c: Clause, ids: readonly string[]): void {
  const v = c.verb;
  if (!v || (v.verb !== 'have' && v.verb !== 'control') || v.negated || v.modal !== null || v.hypothetical || v.passive) return;
  const since = c.chunks.filter((k) => story.timeAt(k) === 'last-turn' && /^since\b/i.test(story.chunkText(k)));
  if (since.length !== 1) return;
  for (const id of ids) story.get(id)!.summoningSick = false;
  story.useChunks(since);
}

/** What a player controls (108.4) or owns (108.3): "I control Glorious Anthem and a 4/4", "a 3/3 that my opponent owns". */
function playerObjects(story: Story, c: Clause, sides: readonly Side[], useSides: UseSides): boolean {
  const subj = c.subject;
  // "I control Glorious Anthem, a 4/4 and …", "NAP controls Serra Angel", "I have Giant Spider untapped".
  if (sides && sides.length > 1 && c.object) {
    if (!eachControls(story, c, sides)) story.problem('unsupported', c.text, 'which-player');
    useSides();
    return true;
  }
  // "The defending player has no flyers": a narrower absence than absent() reads (a keyword, a size) names
  // no object, so it must never pick one told before (it did: the attacking flyer became theirs). Unread.
  if (subj && isPlayerish(subj) && c.object?.kind === 'object' && c.object.det === 'no') {
    story.problem('not-understood', c.text, 'no-effect');
    return true;
  }
  // "a 4/4 that I own", "I control a 3/3 that my opponent owns", "my opponent controls a 3/3 I own": who owns
  // it (108.3) is not who controls it (108.4) — read as control (the lexicon's sense of "own"), the owner's
  // clause made the creature theirs, and Swords to Plowshares' life (its controller's), lifelink's (702.15b) and
  // who it attacks went to the wrong player (red team s15). Said of a player, "own" sets the owner only; who
  // controls it is what the other words (or its role) say.
  if (subj && isPlayerish(subj) && c.object && c.verb?.verb === 'control' && OWN.test(c.verb.text.trim())) {
    const side = sides![0]!;
    const ids = objectsOf(story, c.object, { create: true, plural: true });
    if (!ids) return true;
    for (const id of ids) story.get(id)!.owner = side;
    useSides();
    return true;
  }
  // ("My opponent has Grizzly Bears in their hand": cards in a zone they own, no permanents, zone-roles.ts.)
  if (subj && isPlayerish(subj) && sides!.length === 1 && heldInZone(story, c, sides![0]!)) {
    useSides();
    return true;
  }
  if (subj && isPlayerish(subj) && c.object) {
    const side = sides![0]!;
    // What a player controls is none of the other player's objects ("They attack with X. I have one creature").
    // ("A creature with menace and flying attacks. I have one flyer and one reach creature": a creature
    // told only as attacking, whose controller was not said, is none of "one flyer" or "a 2/2" a player
    // says they have — such words introduce their own creatures (red team s11: the attacker became the
    // asker's, and "Can I block?" was answered of it). Only "the"/"that"/"it" may name it again.)
    const unowned = story.objects.filter((o) => o.controller === null && story.roles.get(o.id) === 'attacker').map((o) => o.id);
    const theirs = [...story.objects.filter((o) => o.controller !== null && o.controller !== side).map((o) => o.id), ...(indefinite(c.object) ? unowned : [])];
    const ids = objectsOf(story, c.object, { create: true, controller: side, plural: true, exclude: theirs });
    if (!ids) return true;
    // "I control my opponent's Grizzly Bears with Control Magic": the other player's is whose it is (the
    // owner, 108.3); the subject controls it — and the card it is controlled with, said after "with". Read as
    // the opponent's controller, the stolen creature stayed theirs (Swords to Plowshares gave them the life).
    const owned = c.verb?.verb === 'control' && c.object.kind === 'object' && c.object.owner !== null ? story.side(c.object.owner) : null;
    if (owned !== null && owned !== side) {
      for (const id of ids) {
        const o = story.get(id)!;
        o.owner = owned;
        o.controller = side;
        for (const a of story.objects.slice(story.objectsAtClause)) if (a.attachedTo === id) a.controller = side;
      }
    }
    for (const id of ids) {
      const o = story.get(id)!;
      o.controller ??= side;
      if (stateAdj(story, c, 'untapped')) o.tapped = false;
    }
    sinceLastTurn(story, c, ids);
    // "… and Ethereal Armor on my Grizzly Bears"
    const on = role(c, 'on');
    if (on) {
      const host = oneObjectOf(story, on, { create: true, controller: side });
      if (host) {
        useRole(story, c, 'on');
        const last = story.get(ids[ids.length - 1]!)!;
        last.attachedTo = host;
      }
    }
    return true;
  }
  return false;
}

/**
 * "My life total is 10", "their life is 4", "life totals are both 20", "both life totals are 20": a life total
 * told as what the total is (119.1), as "I'm at 10" tells it. Whose: the player said before it; with none said,
 * both players' only when the words say both ("life totals" in the plural, "both", "each"), never one guessed.
 */
export function lifeTotalIs(story: Story, c: Clause): boolean {
  const subj = c.subject;
  const n = c.complement;
  if (subj?.kind !== 'property' || subj.noun !== 'life' || !c.verb || c.verb.verb !== 'be' || c.verb.negated || c.verb.modal !== null || c.verb.passive || c.verb.hypothetical) return false;
  if (n?.kind !== 'amount' || n.n === null || (n.noun !== 'total' && n.noun !== 'life') || n.counter !== null || c.object || c.object2 || c.roles.length > 0 || c.wh || c.sub) return false;
  const floating = c.chunks.filter((k) => !phraseChunks(subj).includes(k) && !phraseChunks(n).includes(k) && story.sensesAt(k).some((x) => (x.kind === 'pronoun' && (x.word === 'both' || x.word === 'each')) || (x.kind === 'det' && x.det === 'each')));
  const of = subj.of;
  let sides: Side[] | null = null;
  if (of === null) sides = subj.adjectives.includes('both') || floating.length > 0 ? ['A', 'B'] : null;
  else if (of.kind === 'player' && of.player.who !== 'each') sides = sidesOf(story, of);
  else if (of.kind === 'player') sides = ['A', 'B'];
  // ("their life total is 5": only a player has a life total, so "their" is the opponent's, as "they" is.)
  else if (of.kind === 'pronoun' && of.word === 'their') {
    const side = playerOf(story, { ...of, word: 'they', possessive: false });
    sides = side ? [side] : null;
  }
  if (!sides) return false;
  if (totalMayBeLater(story, c) && !deferLateTotal(story, c, sides, 'life')) {
    story.problem('unsupported', c.text, 'total-after-events');
    return true;
  }
  if (lifeClash(story, c, sides, n.n)) return true;
  for (const side of sides) story.life[side] = n.n;
  story.use(subj);
  story.use(n);
  story.useChunks(floating);
  return true;
}

/**
 * "both at 20", "both players at 10", "we're each at 7": said of both players. Returns the chunks
 * that say so (the subject, a floating "both"/"each"), or null when the clause is about one player.
 */
function bothPlayers(story: Story, c: Clause): number[] | null {
  const s = c.subject;
  if (!s) return null;
  if (s.kind === 'player' && s.player.who === 'each') return [...s.chunks];
  if (s.kind === 'pronoun' && (s.word === 'both' || s.word === 'each')) return [...s.chunks];
  // "we're both at 10": "we" (read as the asker) said together with a floating "both"/"each".
  // ("I have Elves and Bears, both there since last turn": a "both" after what is had sums up those objects, not the players.)
  // (Nor an "each" inside what is had: "I control two permanents that each say '…'" says it of the permanents.)
  const inObject = c.object ? phraseChunks(c.object) : [];
  const objectEnd = c.object ? Math.max(...inObject) : Infinity;
  const floating = c.chunks.filter((k) => !s.chunks.includes(k) && k < objectEnd && !inObject.includes(k) && story.sensesAt(k).some((x) => (x.kind === 'pronoun' && (x.word === 'both' || x.word === 'each')) || (x.kind === 'det' && x.det === 'each')));
  if (s.kind === 'player' && s.player.who === 'me' && floating.length > 0) return [...s.chunks, ...floating];
  // "My opponent and I each control …", "he and I both have …": the two players named, each one, with a floating
  // "each"/"both" (without it, "my opponent and I control X" could be one thing shared: not read so).
  if (s.kind === 'list' && s.conj === 'and' && s.items.length === 2 && s.items.every((x) => x.kind === 'player') && floating.length > 0) {
    const sides = new Set(s.items.map((x) => playerOf(story, x)));
    if (sides.size === 2 && !sides.has(null)) return [...s.chunks, ...s.items.flatMap((x) => x.chunks), ...floating];
  }
  return null;
}

/**
 * "Each player controls Grizzly Bears", "My opponent and I each control Thalia", "we both have Glorious Anthem": a
 * permanent told of each player is one permanent each — one object under each player's control (108.4), never one
 * shared. Only one thing named, with no count ("we each have two 2/2s" is left: two in all, or two each?), no owner
 * said and no other role; false otherwise (the caller names the clause).
 */
function eachControls(story: Story, c: Clause, sides: readonly Side[]): boolean {
  const v = c.verb;
  const o = c.object;
  // 「私も相手も《X》をコントロールしていたら」 "if my opponent and I each control X": a board supposed as the condition
  // of the question is the board the question is asked of, as one player's control supposed is read (playerObjects).
  const supposed = v?.hypothetical === true && c.sub === 'if';
  if (!v || (v.verb !== 'control' && v.verb !== 'have') || v.negated || v.passive || v.modal !== null || (v.hypothetical && !supposed) || OWN.test(v.text.trim())) return false;
  if (o?.kind !== 'object' || o.plural || o.count !== null || o.owner || o.controlledBy || o.det === 'no' || o.det === 'the' || o.det === 'that' || o.det === 'this') return false;
  // 「相手と自分がそれぞれ《X》をコントロールしている」: the floating それぞれ ("each") the Japanese reader leaves as a
  // complement says what the subject already says — one each — and nothing more.
  const each = c.complement?.kind === 'pronoun' && c.complement.word === 'each' ? c.complement : null;
  if (c.object2 || (c.complement && !each) || c.roles.length > 0 || c.keywords.length > 0 || c.times.length > 0 || c.adjectives.length > 0) return false;
  if (!onePerSide(story, o, sides)) return false;
  story.use(each);
  return true;
}

/**
 * "Each player controls a Grizzly Bears", 「お互いの場に《灰色熊》」「お互いに《灰色熊》を出している」: one object a phrase
 * introduces (no count, no owner, not one told before) said of each player is one per player — each controls one —
 * never one object in all nor two of one side's. False (nothing made) when the phrase is not such a one.
 */
export function onePerSide(story: Story, o: NounPhrase, sides: readonly Side[]): boolean {
  if (o.kind !== 'object' || o.plural || o.count !== null || o.owner || o.controlledBy || o.det === 'no' || o.det === 'the' || o.det === 'that' || o.det === 'this') return false;
  const ids: string[] = [];
  for (const side of sides) {
    story.resolved.delete(o);
    const theirs = story.objects.filter((x) => x.controller !== null && x.controller !== side).map((x) => x.id);
    const got = objectsOf(story, o, { create: true, controller: side, exclude: [...ids, ...theirs] });
    const made = got?.length === 1 ? story.get(got[0]!) : undefined;
    if (!made || ids.includes(made.id)) return false;
    made.controller ??= side;
    if (made.controller !== side) return false;
    ids.push(made.id);
  }
  story.resolved.delete(o);
  story.use(o);
  return true;
}

/** A phrase that introduces objects rather than naming ones told ("a 2/2", "one flyer and one reach creature", "two 1/1s"). */
function indefinite(np: Clause['object']): boolean {
  if (!np) return false;
  if (np.kind === 'list') return np.items.every(indefinite);
  return np.kind === 'object' && np.card === null && np.owner === null && (np.det === null || np.det === 'a' || np.det === 'another' || np.det === 'some');
}
