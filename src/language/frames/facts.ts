/**
 * Fact frames: what the story says is so (sizes, keywords, control, attachments 301.5/303.4, entering this turn 302.6, the turn ending 514) and clauses without a verb.
 */
import type { Clause, NounPhrase } from '../clause.ts';
import { phraseChunks } from '../clause.ts';
import type { Story } from '../story.ts';
import type { Side } from '../ir.ts';
import { kwText } from '../story.ts';
import { objectsOf, oneObjectOf, playerOf, shield, sidesOf } from '../refs.ts';
import { groupChange, standingOrNewCounters } from './changes.ts';
import { addAttack, attack, noBlocks, saysNone, soleAttacker, unblocked } from './combat.ts';
import { onStack, stackPlace } from './stack.ts';
import { CARD_ZONES, consumeTimes, deferLateTotal, isPlayerish, otherThanDoer, placeInZone, totalMayBeLater, push, plainSize, pushSizeTold, role, sizeMayBeLater, sizeReached, stateAdj, turnEnds, typeLineOf, useRole } from './util.ts';

/** The verb "own" (the lexicon reads it as "control"): says whose the object is (108.3), never who controls it. */
const OWN = /^(?:own|owns|owned|owning)$/i;

/**
 * "There are no other creatures on the battlefield", "no other creatures around", "they have no
 * blockers", "nothing else on board": what is not there. The engine's board holds only what the
 * question describes, so this adds nothing; it is kept to check against what is described after it
 * (story.ts checkAbsent). False when the clause is no such statement.
 */
export function absent(story: Story, c: Clause): boolean {
  const subj = c.subject;
  const owner = subj && isPlayerish(subj) && (c.verb?.verb === 'have' || c.verb?.verb === 'control') ? subj : null;
  const np = owner ? c.object : subj;
  if (!np) return false;
  const none = np.kind === 'pronoun' && np.word === 'none';
  // "Nobody has any creatures out", "Neither player has any creatures", "my opponent doesn't have any creatures":
  // "any" after a negation, or with nobody as the one who has, says "no" (a closed-world statement too).
  const nobody = owner?.kind === 'player' && owner.player.who === 'nobody';
  const neither = owner?.kind === 'player' && owner.player.who === 'player' && c.complement?.kind === 'pronoun' && c.complement.word === 'none' && /^neither$/i.test(c.complement.text) && Math.max(...c.complement.chunks) < Math.min(...owner.chunks);
  const anyNegated = owner !== null && np.kind === 'object' && np.det === 'any' && np.plural && np.adjectives.every((a) => a === 'other') && (nobody || neither ? !c.verb?.negated : c.verb?.negated === true);
  const noObjects = np.kind === 'object' && (np.det === 'no' || anyNegated) && np.card === null && np.power === null && np.counters.length === 0 && np.attachments.length === 0 && np.lacks.length === 0;
  if (!none && !noObjects) return false;
  if ((nobody || neither) && !anyNegated) return false;
  // Where: "on the battlefield", "on board", "around" (an everyday word), or nothing said.
  const place = c.roles.every((r) => r.np?.kind === 'property' && r.np.noun === 'battlefield');
  if (!place || (owner ? (c.complement && !neither) || c.object2 : c.object || c.complement)) return false;
  if (c.verb && c.verb.verb !== 'be' && c.verb.verb !== 'have' && c.verb.verb !== 'control') return false;
  // "None of my opponent's creatures have reach (or flying)", "no creature I control has flying": no object
  // of that kind has the keyword — a fact about the board, never a creature made with it (red team s14).
  // Anything else said of the group ("none of my creatures are tapped", a negation) is not this statement.
  const said = !owner && c.verb?.verb === 'have' && !c.verb.negated ? c.keywords : [];
  // ("on board", "around": the place, which is where the absence is; any other state is not this statement.)
  if (c.adjectives.some((a) => a !== 'present') || c.lacks.length > 0 || (c.verb?.negated && !anyNegated) || (c.keywords.length > 0 && said.length === 0)) return false;
  const d = np.kind === 'object' ? np : null;
  const keywords = [...(d?.keywords ?? []), ...said];
  // ("have reach and flying": none has both; "reach or flying", or one keyword: none has any of them.)
  const allOf = keywords.length > 1 && c.chunks.some((k) => story.sensesAt(k)[0]?.kind === 'conj' && (story.sensesAt(k)[0] as { conj: string }).conj === 'and');
  const other = none ? /\belse\b/i.test(np.text) : d!.adjectives.includes('other');
  const controller = nobody || neither ? null : owner ? playerOf(story, owner) : d?.owner ? story.side(d.owner) : d?.controlledBy ? story.side(d.controlledBy) : null;
  const types = d ? [...d.types, ...(['creature', 'blocker', 'attacker', 'token', 'pt', 'keyword'].includes(d.head ?? '') || d.subtypes.length > 0 ? ['Creature' as const] : [])] : [];
  story.absent.push({ controller, types: [...new Set(types)], subtypes: d ? [...d.subtypes] : [], keywords, allOf, after: other ? -1 : 0, text: np.text });
  story.useChunks(c.chunks.filter((k) => !['card', 'number', 'pt'].includes(story.sensesAt(k)[0]?.kind ?? '')));
  story.use(np);
  if (neither) story.use(c.complement!);
  return true;
}

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

/**
 * "it's the only creature out", "Grizzly Bears is the only creature on the battlefield", "the only creature on
 * the battlefield is my 2/2": the object is there and no other creature is (a closed-world statement, kept with
 * story.absent as "no other creatures" is). Said of no player, in no other state; false when the clause is no such statement.
 */
function onlyOne(story: Story, c: Clause): boolean {
  const v = c.verb;
  if (!v || v.verb !== 'be' || v.negated || v.modal !== null || v.passive || v.hypothetical || !c.subject || !c.complement || c.object || c.object2) return false;
  const isOnly = (np: NounPhrase): boolean => np.kind === 'object' && np.det === 'the' && np.adjectives.length === 1 && np.adjectives[0] === 'only' && (np.head === 'creature' || np.head === 'permanent') && np.owner === null && np.controlledBy === null && np.card === null && np.power === null && np.keywords.length === 0 && np.lacks.length === 0 && np.colors.length === 0 && np.types.length === 0 && np.subtypes.length === 0 && np.count === null && !np.plural && np.counters.length === 0 && np.attachments.length === 0;
  const thing = (np: NounPhrase): boolean => (np.kind === 'object' && !np.plural && !np.adjectives.includes('only')) || (np.kind === 'pronoun' && !np.possessive && ['it', 'that', 'this'].includes(np.word));
  const [only, what] = isOnly(c.complement) && thing(c.subject) ? [c.complement, c.subject] : isOnly(c.subject) && thing(c.complement) ? [c.subject, c.complement] : [null, null];
  if (!only || !what) return false;
  // Where: "out", "on the battlefield", "on board", or nothing said.
  if (!c.roles.every((r) => r.prep === 'on' && r.np?.kind === 'property' && r.np.noun === 'battlefield') || c.adjectives.some((a) => a !== 'present') || c.keywords.length > 0 || c.lacks.length > 0 || c.times.length > 0) return false;
  const ids = objectsOf(story, what, { create: true });
  if (!ids || ids.length !== 1) return false;
  const o = story.get(ids[0]!)!;
  if (o.cast === true || o.zone !== 'battlefield' || (o.card !== null && o.types.length > 0 && !o.types.includes('Creature') && only.kind === 'object' && only.head === 'creature')) return false;
  story.absent.push({ controller: null, types: only.kind === 'object' && only.head === 'creature' ? ['Creature'] : [], subtypes: [], keywords: [], allOf: false, after: -1, text: only.text });
  story.use(only);
  story.useChunks(c.chunks.filter((k) => story.sensesAt(k)[0]?.kind !== 'card' && story.sensesAt(k)[0]?.kind !== 'pt' && story.sensesAt(k)[0]?.kind !== 'number'));
  for (const r of c.roles) story.useChunks(r.chunks);
  return true;
}

export function fact(story: Story, c: Clause): void {
  const subj = c.subject;
  if (absent(story, c)) return;
  if (onlyOne(story, c)) return;
  // "it's been out since last turn", "Torbran has been on the battlefield since my last turn": under its
  // controller's control since the turn began, so not summoning sick (302.6) — as the story's default.
  const since = c.chunks.filter((k) => story.timeAt(k) === 'last-turn');
  const onIt = role(c, 'on');
  const there = c.adjectives.includes('present') || (onIt?.kind === 'property' && onIt.noun === 'battlefield');
  if (subj && (subj.kind === 'object' || subj.kind === 'pronoun') && since.length > 0 && there && c.verb?.verb === 'be' && !c.object && !c.complement) {
    const ids = objectsOf(story, subj, { create: true, plural: true });
    if (!ids) return;
    for (const id of ids) story.get(id)!.summoningSick = false;
    story.useChunks([...since, ...c.chunks.filter((k) => story.sensesAt(k)[0]?.kind === 'adj' && (story.sensesAt(k)[0] as { adj: string }).adj === 'present')]);
    useRole(story, c, 'on');
    story.noted++;
    return;
  }
  const withNp = role(c, 'with');
  if (subj && subj.kind === 'object' && stackPlace(story, c)) return onStack(story, c, subj);
  if (c.verb?.verb === 'have' && groupChange(story, c, subj, c.object)) return;
  // "My 2/2 has 'Whenever …'": quoted rules text it has (compiled by the card templates).
  const quotes = c.chunks.filter((k) => story.sensesAt(k)[0]?.kind === 'quote');
  if ((c.verb?.verb === 'have' || c.verb?.verb === 'say') && quotes.length > 0 && subj && !isPlayerish(subj)) {
    const ids = objectsOf(story, subj, { create: true, plural: true });
    if (!ids) return;
    for (const k of quotes) {
      const q = story.sensesAt(k)[0] as { kind: 'quote'; text: string };
      for (const id of ids) story.get(id)!.abilityTexts.push(q.text);
      story.used.add(k);
    }
    return;
  }
  // "has 2 damage marked on it", "has two +1/+1 counters on it": "on it" is the subject itself.
  if (c.verb?.verb === 'have') {
    const on = c.roles.find((r) => r.prep === 'on' && r.np?.kind === 'pronoun');
    if (on) story.useChunks(on.chunks);
  }
  // Life and poison told of a player, or of both (「お互いライフ3」, "both players are at 3 life",
  // "we're each at 7").
  const both = bothPlayers(story, c);
  const sides: readonly Side[] | null = both ? ['A', 'B'] : subj && isPlayerish(subj) ? sidesOf(story, subj) : null;
  if (subj && isPlayerish(subj) && !sides) {
    story.problem('unsupported', c.text, 'which-player');
    return;
  }
  const useSides = (): void => {
    if (both) story.useChunks(both);
    story.use(subj);
  };
  // "My opponent is at 3 life with 9 poison counters": the poison, whatever else is said.
  if (sides && withNp && withNp.kind === 'amount' && (withNp.noun === 'poison' || withNp.counter === 'poison') && withNp.n !== null) {
    if (totalMayBeLater(story, c) && !deferLateTotal(story, c, sides, 'poison')) {
      story.problem('unsupported', c.text, 'total-after-events');
      return;
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
      return;
    }
    for (const side of sides) {
      if (at.noun === 'poison' || at.counter === 'poison') story.poison[side] = at.n;
      else story.life[side] = at.n;
      if (at.noun !== 'poison' && at.counter !== 'poison' && subj?.kind === 'player' && subj.chunks.length === 0) story.lifeOfUnsaid.push({ side, text: c.text });
    }
    useSides();
    useRole(story, c, atRole);
    withPermanents(story, c, sides);
    return;
  }
  // 「私のライフは10。相手は20です」「(相手は20)」: a bare number said of a player, in a question that speaks of
  // life, is that player's life total (119.1), as 「相手のライフは20」 says. (With no life said anywhere, a
  // number alone could be anything: not read.)
  const bare = c.complement;
  if (story.lang === 'ja' && sides && bare?.kind === 'amount' && bare.noun === 'total' && bare.n !== null && !c.object && c.roles.length === 0 && (c.verb === null || c.verb.verb === 'be') && /ライフ/.test(story.text)) {
    if (totalMayBeLater(story, c) && !deferLateTotal(story, c, sides, 'life')) {
      story.problem('unsupported', c.text, 'total-after-events');
      return;
    }
    for (const side of sides) story.life[side] = bare.n;
    useSides();
    story.use(bare);
    return;
  }
  if (sides && withNp && sides.every((side) => story.poison[side] !== undefined) && !c.object) return;
  // "My opponent has 8 poison counters".
  if (sides && c.object && c.object.kind === 'amount' && c.object.counter === 'poison' && c.object.n !== null) {
    if (totalMayBeLater(story, c) && !deferLateTotal(story, c, sides, 'poison')) {
      story.problem('unsupported', c.text, 'total-after-events');
      return;
    }
    for (const side of sides) story.poison[side] = c.object.n;
    story.use(c.object);
    return;
  }
  // "I have 9 cards in hand", "my opponent has 3 cards in their hand": how many cards the hand holds (402.1).
  const inHand = c.roles.find((r) => r.prep === 'in' && r.np?.kind === 'property' && r.np.noun === 'hand');
  if (sides && inHand && c.verb?.verb === 'have' && c.object && c.object.kind === 'amount' && c.object.counter === 'card' && c.object.n !== null && !c.object2 && !c.complement) {
    if (totalMayBeLater(story, c)) {
      story.problem('unsupported', c.text, 'total-after-events');
      return;
    }
    for (const side of sides) story.handSize[side] = c.object.n;
    useSides();
    story.use(c.object);
    story.useChunks(inHand.chunks);
    return;
  }
  // "I have exactly one card left in my library", "my opponent has 2 cards in their library": all the library
  // holds (401.1) — a draw from it can then fail, and that player loses (121.4, 704.5b).
  const inLibrary = c.roles.find((r) => r.prep === 'in' && r.np?.kind === 'property' && r.np.noun === 'library');
  if (sides && sides.length === 1 && inLibrary && c.verb?.verb === 'have' && !c.verb.negated && c.verb.modal === null && c.object && c.object.kind === 'amount' && c.object.counter === 'card' && c.object.n !== null && !c.object2 && !c.complement) {
    const of = inLibrary.np?.kind === 'property' ? inLibrary.np.of : null;
    if (of && (!isPlayerish(of) || playerOf(story, of) !== sides[0])) return;
    if (totalMayBeLater(story, c)) {
      story.problem('unsupported', c.text, 'total-after-events');
      return;
    }
    story.librarySize[sides[0]!] = c.object.n;
    useSides();
    story.use(c.object);
    story.useChunks(inLibrary.chunks);
    story.useChunks(c.chunks.filter((k) => story.sensesAt(k).some((x) => x.kind === 'adj' && x.adj === 'left')));
    return;
  }
  // "They have 3 life", "my opponent has 7 life left": the life total, as "is at 3 life" (119.1).
  if (sides && c.object && c.object.kind === 'amount' && c.object.noun === 'life' && c.object.counter === null && c.object.n !== null && !c.object2 && !c.complement) {
    if (totalMayBeLater(story, c) && !deferLateTotal(story, c, sides, 'life')) {
      story.problem('unsupported', c.text, 'total-after-events');
      return;
    }
    for (const side of sides) story.life[side] = c.object.n;
    useSides();
    story.use(c.object);
    return;
  }
  // "I control Glorious Anthem, a 4/4 and …", "NAP controls Serra Angel", "I have Giant Spider untapped".
  if (sides && sides.length > 1 && c.object) {
    story.problem('unsupported', c.text, 'which-player');
    return;
  }
  // "The defending player has no flyers": a narrower absence than absent() reads (a keyword, a size) names
  // no object, so it must never pick one told before (it did: the attacking flyer became theirs). Unread.
  if (subj && isPlayerish(subj) && c.object?.kind === 'object' && c.object.det === 'no') {
    story.problem('not-understood', c.text, 'no-effect');
    return;
  }
  // "a 4/4 that I own", "I control a 3/3 that my opponent owns", "my opponent controls a 3/3 I own": who owns
  // it (108.3) is not who controls it (108.4) — read as control (the lexicon's sense of "own"), the owner's
  // clause made the creature theirs, and Swords to Plowshares' life (its controller's), lifelink's (702.15b) and
  // who it attacks went to the wrong player (red team s15). Said of a player, "own" sets the owner only; who
  // controls it is what the other words (or its role) say.
  if (subj && isPlayerish(subj) && c.object && c.verb?.verb === 'control' && OWN.test(c.verb.text.trim())) {
    const side = sides![0]!;
    const ids = objectsOf(story, c.object, { create: true, plural: true });
    if (!ids) return;
    for (const id of ids) story.get(id)!.owner = side;
    useSides();
    return;
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
    if (!ids) return;
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
    return;
  }
  // "A 2/2 creature and a 3/3 creature are on the battlefield": they are there; 「相手の場に3/3がいる」: on that player's side.
  const onField = role(c, 'on');
  if (subj && (subj.kind === 'list' || subj.kind === 'object') && onField?.kind === 'property' && onField.noun === 'battlefield') {
    const whose = onField.of ? playerOf(story, onField.of) : null;
    if (onField.of && whose === null) {
      story.problem('unsupported', c.text, 'which-player');
      return;
    }
    const ids = objectsOf(story, subj, { create: true, plural: true, controller: whose });
    if (!ids) return;
    for (const id of ids) {
      const o = story.get(id)!;
      o.controller ??= whose;
      if (whose !== null && o.controller !== whose) story.problem('contradiction', c.text, 'whose');
    }
    useRole(story, c, 'on');
    return;
  }
  // "Liliana is on 3 loyalty", "at 2 loyalty": its loyalty counters, said as where it stands (306.5c).
  const level = role(c, 'on', 'at');
  if (subj && (subj.kind === 'object' || subj.kind === 'pronoun') && level?.kind === 'amount' && level.noun === 'counter' && level.counter === 'loyalty' && level.n !== null) {
    const ids = objectsOf(story, subj, { create: true });
    if (!ids) return;
    const o = story.get(ids[0]!)!;
    useRole(story, c, 'on', 'at');
    if (countersMayBeLater(story, c, ids[0]!)) {
      story.problem('not-understood', c.text, 'state-after-events');
      return;
    }
    o.counters.loyalty = level.n;
    return;
  }
  // "Holy Strength is on my creature", "Krosan Grip is on the stack", "rancor on grizzly bears".
  const on = c.verb?.verb === 'have' ? null : role(c, 'on');
  if (subj && subj.kind === 'object' && on) {
    const thing = objectsOf(story, subj, { create: true, plural: true });
    if (!thing) return;
    if (on.kind === 'property' && on.noun === 'battlefield') {
      useRole(story, c, 'on');
      return;
    }
    const host = oneObjectOf(story, on, { create: true });
    if (!host) return;
    useRole(story, c, 'on');
    for (const t of thing) story.get(t)!.attachedTo = host;
    return;
  }
  // "My Grizzly Bears has Pacifism on it", "my 2/2 is wearing a Bonesplitter", "it has Rancor and
  // Bonesplitter": an Aura or Equipment a permanent is said to have is attached to it (301.5, 303.4) —
  // the sentence is about the host, so the card named after the verb is what is attached.
  if (subj && (subj.kind === 'object' || subj.kind === 'pronoun') && (c.verb?.verb === 'have' || c.verb?.verb === 'wear') && c.object && !c.complement && !c.object2) {
    const items = c.object.kind === 'list' ? c.object.items : [c.object];
    const attachable = items.every((x) => x.kind === 'object' && x.card !== null && /\b(?:Aura|Equipment)\b/.test(x.card.typeLine));
    const on = role(c, 'on');
    // ("has Pacifism on it": "it" is the host itself; "on" anything else is not read here.)
    if (attachable && (!on || on.kind === 'pronoun')) {
      const host = oneObjectOf(story, subj, { create: true });
      if (!host) return;
      const things = objectsOf(story, c.object, { create: true, plural: true });
      if (!things) return;
      for (const t of things) {
        if (t === host) {
          story.problem('not-understood', c.text, 'attach-to-what');
          return;
        }
        story.get(t)!.attachedTo = host;
      }
      useRole(story, c, 'on');
      // ("has Rancor attached": the participle says the same.)
      story.useChunks(c.chunks.filter((k) => story.sensesAt(k).some((x) => x.kind === 'verb' && (x.verb === 'attach' || x.verb === 'equip' || x.verb === 'enchant'))));
      return;
    }
  }
  if (subj && (subj.kind === 'object' || subj.kind === 'pronoun') && inCardZone(story, c, subj)) return;
  // "X has flying", "X is indestructible", "it has 2 damage marked", "has a +1/+1 counter".
  if (subj && (subj.kind === 'object' || subj.kind === 'pronoun')) {
    const createdFrom = story.objects.length;
    const ids = objectsOf(story, subj, { create: true, plural: true });
    if (!ids) return;
    // "My Grizzly Bears is in my graveyard", "their Hill Giant is in exile", "my Serra Angel is still in my hand": a
    // card in that zone (400.1), not a permanent — the words were dropped and it was put on the battlefield, where
    // it could be targeted (115.1), attack or block (red team s16). Said of an object told before: named back.
    const zone = c.roles.find((r) => (r.prep === 'in' || r.prep === 'into') && r.np?.kind === 'property' && CARD_ZONES.has(r.np.noun));
    if (zone && c.verb?.verb === 'be' && !c.verb.negated && c.verb.modal === null && !c.verb.passive) {
      for (const id of ids) placeInZone(story, zone, id, createdFrom);
      return;
    }
    story.useKeywords(c.chunks);
    // "My 2/2 has a regeneration shield", 「再生の盾がある2/2」「再生の盾を持つ2/2」: a shield on it from
    // here on (701.19a); the next destruction this turn is replaced (704.5g lethal damage, 701.8 destroy).
    const shields = c.chunks.filter((k) => story.sensesAt(k)[0]?.kind === 'thing-noun' && (story.sensesAt(k)[0] as { noun: string }).noun === 'regen-shield' && !story.used.has(k));
    if (c.verb?.verb === 'have' && shields.length > 0) {
      for (const id of ids) shield(story, id);
      story.useChunks(shields);
      if (c.object && phraseChunks(c.object).every((k) => shields.includes(k) || story.sensesAt(k)[0]?.kind === 'det')) story.use(c.object);
    }
    for (const id of ids) {
      const o = story.get(id)!;
      for (const k of c.keywords) if (!o.keywords.some((x) => x.keyword === k.keyword && x.param === k.param)) o.keywords.push(k);
      if (stateAdj(story, c, 'tapped')) o.tapped = true;
      if (stateAdj(story, c, 'untapped')) o.tapped = false;
      // "A creature with vigilance and summoning sickness", "it's summoning sick": hasn't been under its
      // controller's control since their most recent turn began (302.6).
      if (stateAdj(story, c, 'sick')) o.summoningSick = true;
      if (stateAdj(story, c, 'attacking')) {
        addAttack(story, [id], null, c);
        story.roles.set(id, 'attacker');
      }
      if (stateAdj(story, c, 'unblocked')) {
        if (!story.events.some((e) => e.kind === 'attack' && e.attackers.includes(id))) addAttack(story, [id], null, c);
        story.unblocked.add(id);
      }
      const obj = c.object ?? c.complement;
      const amounts = obj?.kind === 'list' ? obj.items : obj ? [obj] : [];
      for (const a of amounts) {
        if (a.kind === 'amount' && a.noun === 'counter' && a.counter && a.n !== null) {
          story.use(a);
          // "I activate Chandra's −3 …, and Chandra has 1 loyalty now": counters told as they stand after something
          // told before that may have put them on or removed them (a loyalty cost, 606.4; damage, 120.3c) — set
          // as the start, the change was counted twice (red team s15: a −3 declared impossible at 1 loyalty).
          // Which moment is meant is named, never guessed.
          if (countersMayBeLater(story, c, id)) {
            story.problem('not-understood', c.text, 'state-after-events');
            continue;
          }
          o.counters[a.counter] = (o.counters[a.counter] ?? 0) + a.n;
        }
      }
      if (obj?.kind === 'list' && obj.items.every((x) => x.kind === 'amount')) story.use(obj);
      if (obj && obj.kind === 'amount' && (obj.noun === 'damage') && obj.n !== null && (c.adjectives.includes('marked') || c.verb?.verb === 'have')) {
        // "After first-strike damage, the 3/3 has 2 damage", "I Shock it. It has 2 damage now": damage told as it
        // stands after something told before that may have dealt it — marked again from the start, it was counted
        // twice (red team s12). Which moment is meant is named, never guessed (120.3, 510.4).
        if (damageMayBeLater(story, c, id)) {
          story.problem('not-understood', c.text, 'state-after-events');
          story.use(obj);
          continue;
        }
        o.damage += obj.n;
        story.use(obj);
      }
      // "I cast Giant Growth on my creature and it's a 5/5 now", "… got a -1/-1 counter and is a 0/0 now", "I control
      // Glorious Anthem, and my creature is a 3/3 now": a size told as reached is its size then, with every effect on it
      // (613.4) — a claim about the same object, checked or used once (questions/size-claims.ts), never its own size
      // with the change counted again (red team s15: 8/8), nor a second creature.
      // 「《栄光の頌歌》を出しているので《ラノワールのエルフ》は2/2です」「《灰色熊》は2/2なんだけど」: a size told of a card, which has a
      // size of its own (its printed one, 208.1), is what it is with every effect on it then (613.4) — a claim too, checked
      // against the run, never taken for its printed size (it was left unread).
      const cardSize = o.card !== null && !story.events.some((e) => e.kind === 'size-told' && e.id === id);
      if (obj && obj.kind === 'object' && obj.power !== null && obj.toughness !== null && obj.head === 'pt' && plainSize(obj) && (sizeReached(story, c, id, false) || cardSize)) {
        pushSizeTold(story, c, [id], obj.power, obj.toughness);
        story.use(obj);
        continue;
      }
      if (obj && obj.kind === 'object' && obj.power !== null && obj.toughness !== null && obj.head === 'pt' && o.card === null) {
        // "My 1/1 is indestructible and my creature is a 2/2": a size said of an object already told
        // with another one is two descriptions merged into one object; neither is picked (issue 11 §2).
        if (o.power !== null && (o.power !== obj.power || o.toughness !== obj.toughness)) {
          story.problem('contradiction', c.text, 'two-sizes', [`${o.power}/${o.toughness ?? '?'}`, `${obj.power}/${obj.toughness}`]);
          story.use(obj);
          continue;
        }
        // "… is a 3/3 with a -1/-1 counter", "is a 2/2 with flying": the rest of the description is the
        // object's too; what this can't carry over (a subtype, "without", an Aura on it) leaves the
        // words unread, so the question is refused naming them rather than answered without them.
        const unread = obj.lacks.length + obj.attachments.length + obj.quotes.length + obj.subtypes.length + obj.supertypes.length + obj.nonColors.length + obj.nonTypes.length + obj.adjectives.length;
        if (unread > 0 || obj.from !== null || obj.types.some((t) => t !== 'Creature') || (obj.count !== null && obj.count !== 1)) continue;
        // "I cast Giant Growth on my creature; it is a 5/5 now", "I put a +1/+1 counter on it and it's a 3/3 now": a
        // size told after something that may have changed it is that moment's size — made its own size, the change was
        // counted twice (red team s15: 8/8). Which is meant is named, never guessed (613.4).
        if (sizeMayBeLater(story, c, id)) {
          story.problem('not-understood', c.text, 'state-after-events');
          story.use(obj);
          continue;
        }
        o.power = obj.power;
        o.toughness = obj.toughness;
        o.sizeStated = true;
        for (const k of obj.keywords) if (!o.keywords.some((x) => kwText(x) === kwText(k))) o.keywords.push(k);
        for (const col of obj.colors) if (!o.colors.includes(col)) o.colors.push(col);
        for (const n of obj.counters) o.counters[n.kind] = (o.counters[n.kind] ?? 0) + n.n;
        o.damage += obj.damage;
        story.use(obj);
      }
    }
    // "has this effect", "is the one …": what it is said to have or be, when none of the above, is not read.
    const said = c.object ?? c.complement;
    // (A property — "has its power and toughness switched" — is read by the clause that follows.)
    if (said && (said.kind === 'object' || said.kind === 'amount') && !phraseChunks(said).some((k) => story.used.has(k))) story.problem('not-understood', c.text, 'has-what');
    // 「この効果を持つ2/2」: "has" a thing the grammar made no phrase of — which object is meant is not read.
    const loose = c.chunks.filter((k) => story.sensesAt(k)[0]?.kind === 'thing-noun' && !story.used.has(k));
    if (!said && c.verb?.verb === 'have' && c.keywords.length === 0 && loose.length > 0) story.problem('not-understood', c.text, 'has-what');
    return;
  }
  if (lifeTotalIs(story, c)) return;
  story.problem('not-understood', c.text, 'fact');
}

/**
 * Counters told on an object may be what something told before made them: anything that may have changed its
 * size (sizeMayBeLater: a spell or ability at it, its own ability activated — a loyalty cost, 606.4 — counters
 * put on it, or, dated "now", anything cast or activated), or damage dealt to it (a planeswalker's loyalty, 120.3c).
 */
function countersMayBeLater(story: Story, c: Clause, id: string): boolean {
  return sizeMayBeLater(story, c, id) || damageMayBeLater(story, c, id);
}

/**
 * "My Serra Angel is still in my hand", "their Hill Giant is in exile", 「私の《セラの天使》はまだ手札にある」「灰色熊は墓地に
 * いる」: where a card is as the story starts — a card in that zone, not a permanent (110.1). A creature the rules
 * talk about is one on the battlefield unless a zone is said (109.2), so it can't attack or block (508.1a, 509.1a)
 * nor be the target of "target creature" (115.1). Dropped, the card was put on the battlefield and answered as a
 * creature there (red team s16). Only of an object this clause introduces: one the story already had (on the
 * battlefield, in an event) is not moved by a description (frames/util.ts putCard names it back unread).
 * True when the clause was such a statement (read, or refused).
 */
function inCardZone(story: Story, c: Clause, subj: NounPhrase): boolean {
  const v = c.verb;
  if (!v || (v.verb !== 'be' && !(story.lang === 'ja' && v.verb === 'have'))) return false;
  const zoned = c.roles.find((r) => (r.prep === 'in' || (story.lang === 'ja' && r.prep === 'to')) && r.np?.kind === 'property' && CARD_ZONES.has(r.np.noun));
  if (!zoned) return false;
  // ("is not in my hand", "would be in the graveyard", "is in my hand with flying": not this statement; named back.)
  if (v.negated || v.modal !== null || v.passive || c.object || c.complement || c.object2 || c.keywords.length > 0 || c.roles.length !== 1 || c.sub !== null) {
    story.problem('not-understood', c.text, 'zone-said');
    return true;
  }
  const before = story.objects.length;
  const ids = objectsOf(story, subj, { create: true, plural: true });
  if (!ids) return true;
  if (ids.length !== 1) {
    story.problem('not-understood', c.text, 'zone-said');
    return true;
  }
  const o = story.get(ids[0]!)!;
  // ("My Bears is in their graveyard": a card goes to its owner's graveyard, hand or library, 400.3 — whose is two things said.)
  const np = zoned.np as Extract<NounPhrase, { kind: 'property' }>;
  const whose = np.of && isPlayerish(np.of) ? playerOf(story, np.of) : null;
  if (whose !== null && o.controller !== null && o.controller !== whose) {
    story.problem('contradiction', c.text, 'whose');
    return true;
  }
  placeInZone(story, zoned, ids[0]!, before);
  return true;
}

/** Times that date what a clause says to after what was told before it. */
const LATER_TIMES: ReadonlySet<string> = new Set(['now', 'after-damage', 'after-first-strike', 'after-combat', 'later', 'finally', 'already']);

/**
 * Damage told on an object may be the result of what was told before it (510.2 combat damage, 120.3): dated after
 * it ("after first-strike damage", "now") with combat, a spell or damage told before; or, undated, told after
 * damage dealt to that very object or a spell cast at it.
 */
function damageMayBeLater(story: Story, c: Clause, id: string): boolean {
  const dated = c.times.some((t) => LATER_TIMES.has(t));
  return story.events.some((e) => {
    const about = JSON.stringify(e).includes(`"${id}"`);
    if (dated) return e.kind === 'attack' || e.kind === 'block' || e.kind === 'damage' || e.kind === 'cast' || e.kind === 'activate' || e.kind === 'first-strike-damage' || e.kind === 'combat-damage';
    return about && (e.kind === 'damage' || (e.kind === 'cast' && e.targets.includes(id)));
  });
}

/**
 * "My life total is 10", "their life is 4", "life totals are both 20", "both life totals are 20": a life total
 * told as what the total is (119.1), as "I'm at 10" tells it. Whose: the player said before it; with none said,
 * both players' only when the words say both ("life totals" in the plural, "both", "each"), never one guessed.
 */
function lifeTotalIs(story: Story, c: Clause): boolean {
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
  const floating = c.chunks.filter((k) => !s.chunks.includes(k) && story.sensesAt(k).some((x) => (x.kind === 'pronoun' && (x.word === 'both' || x.word === 'each')) || (x.kind === 'det' && x.det === 'each')));
  if (s.kind === 'player' && s.player.who === 'me' && floating.length > 0) return [...s.chunks, ...floating];
  return null;
}

export function attach(story: Story, c: Clause): void {
  const v = c.verb!;
  // "Put three +1/+1 counters on a 1/1", "a +1/+1 counter is put on it".
  const amount = [c.object, c.subject].find((n) => n?.kind === 'amount' && n.noun === 'counter');
  if (v.verb === 'put' && amount && amount.kind === 'amount' && amount.counter && amount.n !== null) {
    const host = role(c, 'on', 'onto');
    const read = objectsOf(story, host, { create: true, plural: true });
    // "My Ram-Gang … puts three -1/-1 counters on it": a creature that puts them (wither, 702.80a) puts them on another.
    const doer = !v.passive && c.subject && c.subject !== amount && !isPlayerish(c.subject) ? objectsOf(story, c.subject, { create: false }) : null;
    const ids = read && doer?.length === 1 ? otherThanDoer(story, host, read, doer[0]!) : read;
    if (!ids) return;
    story.use(amount);
    useRole(story, c, 'on', 'onto');
    standingOrNewCounters(story, c, ids, amount.counter, amount.n);
    return;
  }
  // "Then Cobbled Wings is attached to it": the subject is what is attached, the host follows "to"/"on".
  const hostAfter = role(c, 'to', 'on', 'onto') ?? c.object;
  if (c.subject?.kind === 'object' && c.subject.card && !role(c, 'with', 'by') && hostAfter && (v.verb === 'attach' || v.verb === 'equip') && /\b(?:is|was|gets|got|becomes)\b/i.test(c.text)) {
    const thing = oneObjectOf(story, c.subject, { create: true });
    const host = oneObjectOf(story, hostAfter, { create: true });
    if (!thing || !host) return;
    useRole(story, c, 'to', 'on', 'onto');
    story.use(hostAfter);
    push(story, { kind: 'attach', attachment: thing, to: host }, c);
    return;
  }
  // "My Grizzly Bears was put into my graveyard", "… was put into their hand": where the card is now (400.1), as
  // "is in my graveyard" says (fact) — read as an attachment with nothing attached, the words were dropped.
  const zone = c.roles.find((r) => (r.prep === 'in' || r.prep === 'into') && r.np?.kind === 'property' && CARD_ZONES.has(r.np.noun));
  if (v.verb === 'put' && v.passive && zone && c.subject && !isPlayerish(c.subject) && !v.negated && v.modal === null) {
    const createdFrom = story.objects.length;
    const ids = objectsOf(story, c.subject, { create: true, plural: true });
    if (!ids) return;
    for (const id of ids) placeInZone(story, zone, id, createdFrom);
    return;
  }
  // "My creature is equipped with X" / "is enchanted with X"
  if (v.passive) {
    const host = oneObjectOf(story, c.subject, { create: true });
    const thing = objectsOf(story, role(c, 'with', 'by'), { create: true });
    if (!host || !thing) return;
    useRole(story, c, 'with', 'by');
    for (const t of thing) story.get(t)!.attachedTo = host;
    return;
  }
  // "I equip X to Y", "I move X from A to B", "I put Rancor on the Bears", "AP enchants the Angel with X".
  const player = c.subject && isPlayerish(c.subject) ? (playerOf(story, c.subject) ?? 'A') : 'A';
  const enchanting = v.verb === 'enchant';
  // "AP enchants the Angel with Darksteel Mutation": the Aura may have been read as the Angel's.
  const absorbed = enchanting && !role(c, 'with') && c.object?.kind === 'object' && c.object.attachments.length === 1 ? c.object.attachments[0]! : null;
  if (absorbed && c.object?.kind === 'object') c.object.attachments = [];
  const thingNp = enchanting ? (role(c, 'with') ?? absorbed) : c.object;
  const hostNp = enchanting ? c.object : (role(c, 'to', 'on', 'onto') ?? c.object2);
  const thing = oneObjectOf(story, thingNp, { create: true, controller: player });
  if (!thing || !hostNp) {
    if (!hostNp) story.problem('not-understood', c.text, 'attach-to-what');
    return;
  }
  const t = story.get(thing)!;
  // (An Aura told by what it says, "a -2/-2 aura", is one as a card is.)
  const toldAura = t.card === null && t.subtypes.includes('Aura') && t.abilityTexts.length > 0;
  const aura = (t.card !== null || toldAura) && t.subtypes.includes('Aura');
  const fromNp = role(c, 'from');
  if (fromNp) {
    const from = oneObjectOf(story, fromNp, { create: true, controller: player });
    if (from) {
      t.attachedTo ??= from;
      useRole(story, c, 'from');
    }
  }
  const host = oneObjectOf(story, hostNp, { create: true, controller: player });
  if (!host) return;
  useRole(story, c, 'to', 'on', 'onto', 'with');
  t.controller ??= player;
  // 「《ロクソドンの戦槌》を《灰色熊》に装備している」「熊に《怨恨》を付けている」: said in the 〜ている state, the
  // Equipment or Aura is already attached — how the board is, not an equip ability activated (702.6a) or an
  // Aura cast (303.4a) now.
  if (story.lang === 'ja' && v.perfect && !v.hypothetical && !v.negated && v.modal === null && !c.question && v.verb !== 'move' && v.verb !== 'put' && !t.attachedTo) {
    t.attachedTo = host;
    return;
  }
  // An Aura put onto something as a spell is cast with it as its target (303.4a); an Equipment is attached.
  if ((t.card !== null || toldAura) && !t.attachedTo && v.verb !== 'move' && ((v.verb !== 'equip' && v.verb !== 'attach') || aura)) {
    t.cast = true;
    push(story, { kind: 'cast', spell: t.id, caster: player, targets: [host] }, c);
    return;
  }
  // A player's act ("I equip X to Y", "I move X to Z"): for an Equipment, its equip ability (702.6a; questions/scenario.ts).
  const by = !c.subject || isPlayerish(c.subject) ? player : undefined;
  if (!t.attachedTo || v.verb === 'move') {
    if (!t.attachedTo) t.attachedTo = null;
    push(story, { kind: 'attach', attachment: t.id, to: host, ...(by ? { by } : {}) }, c);
    return;
  }
  push(story, { kind: 'attach', attachment: t.id, to: host, ...(by ? { by } : {}) }, c);
}

export function endTurn(story: Story, c: Clause): void {
  if (!story.events.some((e) => e.kind === 'end-turn')) push(story, { kind: 'end-turn' }, c);
  story.use(c.subject);
  // "when the turn ends" says the same as the verb.
  story.useChunks(c.chunks.filter((k) => story.timeAt(k) === 'turn-ends'));
}

export function entered(story: Story, c: Clause): void {
  const ids = objectsOf(story, c.subject, { create: true, plural: true });
  if (!ids) return;
  // "came into play this turn", "came under my control this turn": summoning sick (302.6).
  const thisTurn = c.chunks.filter((k) => story.timeAt(k) === 'this-turn');
  if (thisTurn.length === 0 && !c.times.includes('this-turn')) {
    story.problem('not-understood', c.text, 'entered-when');
    return;
  }
  story.useChunks(thisTurn);
  useRole(story, c, 'under');
  for (const id of ids) story.get(id)!.summoningSick = true;
}

/**
 * 「2/2に+3/+3した」「その2/2は+2/+2された」「2/2に-5/-5の修整がかかった」: a P/T change said with する, される or
 * かかる (no game verb) — the creature gets it until end of turn (611.2a, 613.4c), as 「+3/+3を得た」 is read.
 * The creature is the one marked に, else the subject. A response told after it is refused (changes.ts ptmodUsed).
 */
function ptmodSaid(story: Story, c: Clause): boolean {
  if (story.lang !== 'ja') return false;
  const what = [c.subject, c.complement, c.object].find((np) => np?.kind === 'amount' && np.noun === 'ptmod') ?? null;
  if (!what || what.kind !== 'amount') return false;
  const after = c.text.slice(what.end - c.start);
  if (!/^(?:の修整)?[がを]?(?:し|さ|され|かか|かけ)/.test(after)) return false;
  const on = role(c, 'to') ?? role(c, 'on');
  const recipient = on && on.kind === 'object' ? on : c.subject && c.subject !== what && c.subject.kind === 'object' ? c.subject : null;
  if (!recipient) return false;
  const ids = objectsOf(story, recipient, { create: true, plural: true });
  if (!ids) return true;
  story.use(recipient);
  story.use(what);
  useRole(story, c, 'to', 'on');
  consumeTimes(story, c);
  // (The verb itself and the particles: words of no game sense.)
  story.useChunks(c.chunks.filter((k) => ['unknown', 'punct', 'prep', 'poss', 'det'].includes(story.sensesAt(k)[0]?.kind ?? '')));
  push(story, { kind: 'change', ref: { kind: 'things', ids }, changes: [{ kind: 'modify-pt', power: what.power, toughness: what.toughness }], untilEndOfTurn: true, text: c.text, static: false }, c, on ? 'done' : 'of-it');
  return true;
}

export function verbless(story: Story, c: Clause): void {
  const subj = c.subject;
  if (absent(story, c)) return;
  if (ptmodSaid(story, c)) return;
  // "When the turn ends" alone.
  if (!subj && c.chunks.some((k) => story.timeAt(k) === 'turn-ends')) {
    turnEnds(story, c);
    story.useChunks(c.chunks.filter((k) => story.sensesAt(k)[0]?.kind !== 'keyword'));
    return;
  }
  // "With Furnace of Rath and Dictate of the Twin Gods both on the battlefield, …": they are there.
  const withNp = role(c, 'with');
  // ("both", "each" there float from the with-phrase: "with X and Y both on the battlefield".)
  const floating = subj?.kind === 'pronoun' && (subj.word === 'both' || subj.word === 'each');
  if ((!subj || floating) && withNp && (withNp.kind === 'object' || withNp.kind === 'list')) {
    const ids = objectsOf(story, withNp, { create: true, plural: true });
    if (!ids) return;
    useRole(story, c, 'with', 'on');
    story.useChunks(c.chunks.filter((k) => story.sensesAt(k)[0]?.kind === 'pronoun'));
    return;
  }
  // 「(20から)」「20スタート」: life starts from 20 — the default, so only the players whose life wasn't told are at it.
  // (Another amount with nobody named could be either player's: not read.)
  const from = role(c, 'from');
  if (!subj && from?.kind === 'amount' && from.noun === 'life' && from.n === 20 && c.roles.length === 1) {
    for (const side of ['A', 'B'] as const) story.life[side] ??= 20;
    useRole(story, c, 'from');
    story.useChunks(c.chunks.filter((k) => story.sensesAt(k)[0]?.kind !== 'keyword'));
    return;
  }
  if (!subj) {
    // "No responses.", "Thanks!": a sentence of words that say nothing of the board (the lexicon's filler) says nothing.
    if (c.chunks.length > 0 && c.chunks.every((k) => ['filler', 'punct'].includes(story.sensesAt(k)[0]?.kind ?? '')) && c.chunks.some((k) => story.sensesAt(k)[0]?.kind === 'filler')) {
      story.useChunks(c.chunks);
      story.noted++;
      return;
    }
    if (c.lacks.length > 0) {
      // "No trample.": said of the attacking creature (the only one in combat).
      const a = soleAttacker(story);
      if (a) {
        // "No trample." said of the attacker: a described creature simply lacks it; one said to have it contradicts.
        const o = story.get(a)!;
        if (c.lacks.some((l) => o.keywords.some((k) => kwText(k) === kwText(l)))) story.problem('contradiction', c.text, 'lacks-what-it-has');
        else if (o.card !== null) story.problem('not-understood', c.text, 'card-without');
        story.useChunks(c.chunks);
        return;
      }
    }
    if (c.chunks.length > 0) story.problem('not-understood', c.text, 'fragment');
    return;
  }
  if (stateAdj(story, c, 'unblocked')) {
    story.useChunks(c.chunks);
    return unblocked(story, c);
  }
  // "No blocks.", "No blockers.": said after an attack, nothing blocks it.
  if (subj.kind === 'object' && subj.head === 'blocker' && saysNone(subj) && c.roles.length === 0 && c.complement === null && story.events.some((e) => e.kind === 'attack')) return noBlocks(story, c, subj);
  // "my 2/2 flier into their 1/4 reach blocker", "3/3 menace into a 2/2?": said with no verb, an attack
  // into that creature, which blocks it — as "attacks into" is read (combat.ts).
  const into = role(c, 'into');
  if (into && into.kind === 'object' && (subj.kind === 'object' || subj.kind === 'list') && !c.complement && !c.object && c.roles.length === 1) return attack(story, c);
  const at = role(c, 'at');
  if ((isPlayerish(subj) || (subj.kind === 'pronoun' && (subj.word === 'both' || subj.word === 'each'))) && at) return fact(story, c);
  // 「(相手は20)」: a total said of a player with no verb, read as 「相手は20です」 is.
  if (story.lang === 'ja' && isPlayerish(subj) && c.complement?.kind === 'amount' && c.complement.noun === 'total' && c.roles.length === 0 && !c.object) return fact(story, c);
  if (role(c, 'on')) return fact(story, c);
  // "furnace of rath out", "Bad Moon in play": it is on the battlefield.
  if (c.adjectives.includes('present') && (subj.kind === 'object' || subj.kind === 'list')) {
    const ids = objectsOf(story, subj, { create: true, plural: true });
    if (!ids) return;
    story.useChunks(c.chunks.filter((k) => (story.sensesAt(k)[0] as { adj?: string } | undefined)?.adj === 'present'));
    return;
  }
  // "grizzly bears + giant growth + glorious anthem": the permanents are there; the instants are cast on
  // the creature. Only a list of cards, or cards with their Equipment, is such a telegraphic story.
  const items = subj.kind === 'list' ? subj.items : [subj];
  // "… blocked by a 2/2 — and a 3/3.": a phrase cut from the list before it, whose part in the story
  // the reading lost; never an object simply there.
  const first = story.sensesAt(c.chunks[0] ?? -1)[0];
  if (first?.kind === 'conj') {
    story.problem('not-understood', c.text, 'fragment');
    return;
  }
  // "A 2/2 with two +1/+1 counters on it.": a description alone says the object is there.
  const unknownWords = c.chunks.some((k) => story.sensesAt(k)[0]?.kind === 'unknown');
  if (!unknownWords && c.complement === null && c.roles.length === 0 && items.every((it) => it.kind === 'object' && it.card === null)) {
    const ids = objectsOf(story, subj, { create: true, plural: true });
    if (!ids) return;
    story.useChunks(c.chunks.filter((k) => story.sensesAt(k)[0]?.kind === 'conj' || story.sensesAt(k)[0]?.kind === 'punct'));
    return;
  }
  const cardsOnly = items.every((it) => it.kind === 'object' && it.card !== null);
  if (!cardsOnly || c.complement !== null || (items.length < 2 && !(items[0]?.kind === 'object' && items[0].attachments.length > 0))) {
    story.problem('not-understood', c.text, 'fragment');
    return;
  }
  const ids = objectsOf(story, subj, { create: true, plural: true });
  if (!ids) return;
  const creatures = ids.filter((id) => !/\b(?:Instant|Sorcery)\b/.test(story.get(id)?.card ? typeLineOf(items, story.get(id)!.card!) : ''));
  for (const id of ids) {
    const o = story.get(id)!;
    const tl = o.card ? typeLineOf(items, o.card) : '';
    if (/\b(?:Instant|Sorcery)\b/.test(tl)) {
      const hosts = creatures.filter((x) => x !== id && /Creature/.test(typeLineOf(items, story.get(x)!.card ?? '') || 'Creature'));
      if (hosts.length !== 1) {
        story.problem('not-understood', c.text, 'cast-on-what');
        return;
      }
      o.cast = true;
      push(story, { kind: 'cast', spell: id, caster: 'A', targets: [hosts[0]!] }, c);
    }
  }
  story.use(subj);
  story.useChunks(c.chunks.filter((k) => story.sensesAt(k)[0]?.kind === 'conj' || story.sensesAt(k)[0]?.kind === 'punct'));
}

/**
 * 「相手にクリーチャーはいません」「他にクリーチャーはいない」"there are no other creatures": a kind
 * of object said not to be on the battlefield (for one player, or besides those told of), said with
 * the kind as subject. Kept with the other closed-world statements (story.absent, checked by
 * story.ts checkAbsent). Only a bare kind is read ("no creatures", "no permanents"); "no flying creature"
 * or "no 2/2" is a narrower claim the story can't check, and stays unread.
 */
export function absentKind(story: Story, c: Clause): boolean {
  const s = c.subject;
  if (!s || s.kind !== 'object' || s.card || s.power !== null || s.count !== null || s.lacks.length > 0 || s.colors.length > 0 || s.subtypes.length > 0 || s.counters.length > 0) return false;
  if (c.object || c.complement || c.keywords.length > 0 || c.roles.some((r) => r.prep !== 'on')) return false;
  const kind = s.head === 'creature' || s.head === 'token' ? 'Creature' : s.head === 'type' && s.types.length === 1 ? s.types[0]! : s.head === 'permanent' ? null : undefined;
  if (kind === undefined) return false;
  const on = role(c, 'on');
  if (on && !(on.kind === 'property' && on.noun === 'battlefield')) return false;
  // 「お互いの戦場に」「両者の場に」 "on either side": no player's side has one — the battlefield as a whole (null).
  const each = !s.owner && on?.kind === 'property' && on.of?.kind === 'player' && on.of.player.who === 'each';
  const whoNp = s.owner || each ? null : on?.kind === 'property' ? on.of : null;
  const controller = s.owner ? story.side(s.owner) : whoNp ? playerOf(story, whoNp) : null;
  if (whoNp && controller === null) return false;
  story.use(s);
  useRole(story, c, 'on');
  story.useChunks(c.chunks.filter((k) => story.sensesAt(k)[0]?.kind === 'adj'));
  const other = c.adjectives.includes('other') || s.adjectives.includes('other');
  // (「到達を持つクリーチャーはいない」: only those with the keyword are said absent.)
  story.absent.push({ controller, types: kind ? [kind] : [], subtypes: [], keywords: [...s.keywords], allOf: false, after: other ? -1 : 0, text: c.text });
  return true;
}

/**
 * 「私のクリーチャーは誰も接死を持っていない」「相手のクリーチャーはどれも到達を持っていない」, and 「相手のクリーチャーは
 * 到達を持っていない」 or "my opponent's creatures don't have reach" before any of them is told: no creature of
 * that player has the keyword — a fact about the board (kept with story.absent), never one creature made up
 * without it (red team s14: it became the blocker). Said of creatures already told without 誰も/どれも, it is
 * theirs to lose (frames/index.ts), as before. False when the clause is no such statement.
 */
export function lacksGroup(story: Story, c: Clause): boolean {
  const v = c.verb;
  const s = c.subject;
  if (!v || !v.negated || v.verb !== 'have' || v.modal !== null || c.keywords.length === 0 || c.object || c.complement || c.roles.length > 0) return false;
  if (!s || s.kind !== 'object' || s.head !== 'creature' || s.card || s.power !== null || s.count !== null || s.det !== null || s.keywords.length > 0 || s.lacks.length > 0 || s.colors.length > 0 || s.subtypes.length > 0 || s.counters.length > 0 || s.adjectives.length > 0) return false;
  const controller = s.owner ? story.side(s.owner) : s.controlledBy ? story.side(s.controlledBy) : null;
  if (!c.none && (story.lang === 'en' ? !s.plural : false)) return false;
  if (!c.none && story.fitting(s, controller).length > 0) return false;
  const allOf = c.keywords.length > 1 && c.chunks.some((k) => story.sensesAt(k)[0]?.kind === 'conj' && (story.sensesAt(k)[0] as { conj: string }).conj === 'and');
  story.absent.push({ controller, types: ['Creature'], subtypes: [], keywords: [...c.keywords], allOf, after: 0, text: c.text });
  story.use(s);
  story.useKeywords(c.chunks);
  // (Nothing in it names an object: the subject is a bare group, and 「1体も」 is the "none".)
  story.useChunks(c.chunks);
  return true;
}


/** A phrase that introduces objects rather than naming ones told ("a 2/2", "one flyer and one reach creature", "two 1/1s"). */
function indefinite(np: Clause['object']): boolean {
  if (!np) return false;
  if (np.kind === 'list') return np.items.every(indefinite);
  return np.kind === 'object' && np.card === null && np.owner === null && (np.det === null || np.det === 'a' || np.det === 'another' || np.det === 'some');
}

