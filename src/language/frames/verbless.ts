/**
 * Clauses without a verb: "No blocks.", "furnace of rath out", "grizzly bears + giant growth", 「2/2に+3/+3した」, and
 * a fact said with no verb ("opp at 3"), read as the sentence with one would be.
 */
import type { Clause, NounPhrase } from '../clause.ts';
import { phraseChunks } from '../clause.ts';
import type { Story } from '../story.ts';
import { kwText } from '../story.ts';
import { objectsOf, oneObjectOf, playerOf } from '../refs.ts';
import { absent } from './absence.ts';
import { addAttack, attack, soleAttacker } from './attacks.ts';
import { unblocked } from './blocks.ts';
import { noBlocks, saysNone } from './no-blocks.ts';
import { fact } from './facts.ts';
import { loyaltyTold } from './object-facts.ts';
import { castSpell } from './cast-spell.ts';
import { consumeTimes, isPlayerish, push, role, stateAdj, turnEnds, typeLineOf, useRole } from './util.ts';

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
  if (noteOfNoSubject(story, c)) return;
  if (!subj) return subjectless(story, c);
  // 「《リリアナ》の忠誠度は3」「《リリアナ》は忠誠度3」 "Liliana at 3 loyalty.": its loyalty counters (306.5c).
  if (loyaltyTold(story, c)) return;
  if (combatSaid(story, c, subj)) return;
  if (factSaid(story, c, subj)) return;
  thingsTold(story, c, subj);
}

/** A note whose subject is unsaid or floats: "when the turn ends", "with X and Y on the battlefield", life starting at 20. */
function noteOfNoSubject(story: Story, c: Clause): boolean {
  const subj = c.subject;
  // "When the turn ends" alone.
  if (!subj && c.chunks.some((k) => story.timeAt(k) === 'turn-ends')) {
    turnEnds(story, c);
    story.useChunks(c.chunks.filter((k) => story.sensesAt(k)[0]?.kind !== 'keyword'));
    return true;
  }
  // "With Furnace of Rath and Dictate of the Twin Gods both on the battlefield, …": they are there.
  const withNp = role(c, 'with');
  // ("both", "each" there float from the with-phrase: "with X and Y both on the battlefield".)
  const floating = subj?.kind === 'pronoun' && (subj.word === 'both' || subj.word === 'each');
  if ((!subj || floating) && withNp && (withNp.kind === 'object' || withNp.kind === 'list')) {
    const ids = objectsOf(story, withNp, { create: true, plural: true });
    if (!ids) return true;
    useRole(story, c, 'with', 'on');
    story.useChunks(c.chunks.filter((k) => story.sensesAt(k)[0]?.kind === 'pronoun'));
    return true;
  }
  // 「(20から)」「20スタート」: life starts from 20 — the default, so only the players whose life wasn't told are at it.
  // (Another amount with nobody named could be either player's: not read.)
  const from = role(c, 'from');
  // (「(ライフは20から)」: the life noun said with it, of no player, is the same note.)
  const lifeOfNobody = subj?.kind === 'property' && subj.noun === 'life' && subj.of === null;
  if ((!subj || lifeOfNobody) && from?.kind === 'amount' && from.noun === 'life' && from.n === 20 && c.roles.length === 1 && !c.object && !c.complement) {
    if (lifeOfNobody) story.use(subj);
    for (const side of ['A', 'B'] as const) story.life[side] ??= 20;
    useRole(story, c, 'from');
    story.useChunks(c.chunks.filter((k) => story.sensesAt(k)[0]?.kind !== 'keyword'));
    return true;
  }
  return lifeStartOf(story, c, subj, from);
}

/** A clause with no subject, verb or note: filler, "No trample." of the attacker, "Unblocked." — else a fragment. */
function subjectless(story: Story, c: Clause): void {
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
  // "I attack with a 1/1 lifelink. Unblocked.": said alone after an attack, nothing blocks it, as "No blocks." says (509.1h).
  const alone = c.chunks.every((k) => ['adj', 'punct'].includes(story.sensesAt(k)[0]?.kind ?? ''));
  if (alone && c.adjectives.length === 1 && c.adjectives[0] === 'unblocked' && !c.object && !c.complement && c.roles.length === 0 && c.keywords.length === 0 && c.times.length === 0 && story.events.some((e) => e.kind === 'attack')) {
    story.useChunks(c.chunks);
    return noBlocks(story, c, null);
  }
  if (c.chunks.length > 0) story.problem('not-understood', c.text, 'fragment');
}

/** Combat said with no verb: unblocked, "No blocks.", "into" a creature, "attacking". */
function combatSaid(story: Story, c: Clause, subj: NounPhrase): boolean {
  // "glistener elf + giant growth, unblocked", "furnace of rath + glistener elf unblocked": a telegraphic list of cards
  // said unblocked — its creature attacks unblocked, the other permanents are there, an instant is cast on the creature.
  const listed = subj.kind === 'list' ? subj.items : [];
  if (c.adjectives.includes('unblocked') && listed.length >= 2 && listed.every((it) => it.kind === 'object' && it.card !== null) && c.complement === null && c.roles.length === 0 && !c.object) {
    stateAdj(story, c, 'unblocked');
    cardsTold(story, c, listed, true);
    return true;
  }
  if (stateAdj(story, c, 'unblocked')) {
    // (A creature said beside it with "with" — "Grizzly Bears with Serra Angel attacking unblocked" — is no word of
    // the unblocked one's: left to be named, never swept up; it was dropped and the Bears alone attacked, red team 28b.)
    const beside = c.roles.filter((r) => r.prep === 'with' && (r.np?.kind === 'object' || r.np?.kind === 'list')).flatMap((r) => [...r.chunks, ...phraseChunks(r.np)]);
    story.useChunks(c.chunks.filter((k) => !beside.includes(k)));
    unblocked(story, c);
    return true;
  }
  // "No blocks.", "No blockers.": said after an attack, nothing blocks it.
  if (subj.kind === 'object' && subj.head === 'blocker' && saysNone(subj) && c.roles.length === 0 && c.complement === null && story.events.some((e) => e.kind === 'attack')) {
    noBlocks(story, c, subj);
    return true;
  }
  // "my 2/2 flier into their 1/4 reach blocker", "3/3 menace into a 2/2?": said with no verb, an attack
  // into that creature, which blocks it — as "attacks into" is read (combat.ts).
  const into = role(c, 'into');
  // "Blightsteel attacking, they chump with a 2/2", "my 3/3 attacking. can their 2/2 block it?": a creature said to be
  // attacking with no verb, before any attack is told, was declared an attacker (508.1) — read as "attacks". (Said with
  // anything more — "with", "into", a keyword — it is no such bare telling.)
  const attacking = c.adjectives.length === 1 && c.adjectives[0] === 'attacking' && (subj.kind === 'object' || subj.kind === 'list') && !c.complement && !c.object && c.roles.length === 0 && c.keywords.length === 0 && !story.events.some((e) => e.kind === 'attack');
  if (into && into.kind === 'object' && (subj.kind === 'object' || subj.kind === 'list') && !c.complement && !c.object && c.roles.length === 1) attack(story, c);
  else if (attacking) {
    story.useChunks(c.chunks.filter((k) => story.sensesAt(k)[0]?.kind === 'adj'));
    attack(story, c);
  } else return false;
  return true;
}

/** A fact said with no verb: a player at a total, X cast, something on something, or out on the battlefield. */
function factSaid(story: Story, c: Clause, subj: NounPhrase): boolean {
  const at = role(c, 'at');
  if ((isPlayerish(subj) || (subj.kind === 'pronoun' && (subj.word === 'both' || subj.word === 'each'))) && at) return toldAsFact(story, c);
  // 「(相手は20)」: a total said of a player with no verb, read as 「相手は20です」 is.
  if (story.lang === 'ja' && isPlayerish(subj) && c.complement?.kind === 'amount' && c.complement.noun === 'total' && c.roles.length === 0 && !c.object) return toldAsFact(story, c);
  if (xCastSaid(story, c, subj)) return true;
  if (role(c, 'on')) return toldAsFact(story, c);
  // "furnace of rath out", "Bad Moon in play": it is on the battlefield. ("Hardened Scales and Doubling Season both out":
  // the list, with "both" floated off it, is what is out — two cards for "both".)
  const floating = subj.kind === 'pronoun' && (subj.word === 'both' || subj.word === 'each');
  const there = floating && c.complement?.kind === 'list' && (subj.word !== 'both' || c.complement.items.length === 2) && !c.object && c.roles.length === 0 ? c.complement : subj;
  if (!c.adjectives.includes('present') || (there.kind !== 'object' && there.kind !== 'list')) return false;
  const ids = objectsOf(story, there, { create: true, plural: true });
  if (!ids) return true;
  if (there !== subj) story.use(subj);
  story.useChunks(c.chunks.filter((k) => (story.sensesAt(k)[0] as { adj?: string } | undefined)?.adj === 'present'));
  return true;
}

/** The clause read as a fact told (facts.ts), which reads it whole. */
function toldAsFact(story: Story, c: Clause): true {
  fact(story, c);
  return true;
}

/** Things named with no verb: a description (they are there), a telegraphic list of cards (cardsTold), else a fragment. */
function thingsTold(story: Story, c: Clause, subj: NounPhrase): void {
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
  // ("Wall of Omens with a +1/+1 counter on it.", "Walking Ballista w/ 3 counters on it, …": a card told with its state —
  // counters (122.1), damage marked (120.6), tapped or untapped (110.5) — is as much a description: it is there, in that
  // state. A card named alone stays a fragment: it may be only the question's topic.)
  if (!unknownWords && c.complement === null && c.roles.length === 0 && items.every((it) => it.kind === 'object' && (it.card === null || statedState(it)))) {
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
  cardsTold(story, c, items, false);
}

/** A card's description that tells its state, not only its name: counters, damage marked, tapped or untapped, summoning sick. */
function statedState(np: NounPhrase): boolean {
  if (np.kind !== 'object') return false;
  return np.counters.length > 0 || np.damage > 0 || np.adjectives.some((a) => a === 'tapped' || a === 'untapped' || a === 'sick');
}

/**
 * 「(私のライフは10から)」「(相手のライフは5から)」: one player's life said to start from a number (119.1) — that
 * player's starting total, however late in the question it is noted ("from" dates it to the start). A start told
 * twice with two numbers is not chosen between: named.
 */
function lifeStartOf(story: Story, c: Clause, subj: NounPhrase | null, from: NounPhrase | null): boolean {
  if (subj?.kind !== 'property' || subj.noun !== 'life' || subj.of?.kind !== 'player' || from?.kind !== 'amount' || from.n === null || (from.noun !== 'life' && from.noun !== 'total')) return false;
  if (c.roles.length !== 1 || c.object || c.complement) return false;
  const side = playerOf(story, subj.of);
  if (!side) return false;
  if (story.life[side] !== undefined && story.life[side] !== from.n) {
    story.problem('contradiction', c.text, 'life-told-twice');
    return true;
  }
  story.life[side] = from.n;
  story.use(subj);
  useRole(story, c, 'from');
  story.useChunks(c.chunks.filter((k) => ['punct', 'unknown'].includes(story.sensesAt(k)[0]?.kind ?? '')));
  return true;
}

/**
 * "grizzly bears + giant growth + glorious anthem": the permanents are there; the instants are cast on the one creature.
 * `unblocked`: said so ("…, unblocked"), the creatures among them attack first, unblocked (509.1h) — never a
 * noncreature permanent (508.1a), and an instant is cast on the creature after the attack, before damage.
 */
function cardsTold(story: Story, c: Clause, items: readonly NounPhrase[], unblocked: boolean): void {
  const subj = c.subject!;
  const ids = objectsOf(story, subj, { create: true, plural: true });
  if (!ids) return;
  const typeOf = (id: string): string => (story.get(id)?.card ? typeLineOf([...items], story.get(id)!.card!) : '');
  const creatures = ids.filter((id) => !/\b(?:Instant|Sorcery)\b/.test(typeOf(id)));
  if (unblocked) {
    const attackers = ids.filter((id) => /\bCreature\b/.test(typeOf(id)));
    if (attackers.length === 0) {
      story.problem('not-understood', c.text, 'unblocked-what');
      return;
    }
    addAttack(story, attackers, null, c);
    for (const id of attackers) {
      story.roles.set(id, 'attacker');
      story.unblocked.add(id);
    }
  }
  for (const id of ids) {
    const o = story.get(id)!;
    if (/\b(?:Instant|Sorcery)\b/.test(typeOf(id))) {
      const hosts = creatures.filter((x) => x !== id && /Creature/.test(typeOf(x) || 'Creature'));
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
 * "Meathook Massacre for X=2.", "Toxic Deluge with X=1, they have a 0/1": a card said with the value chosen for its X
 * and no verb. X is chosen only while a spell is cast (107.3a, 601.2b), so the words tell that cast — by the speaker,
 * as "I cast Toxic Deluge with X=1" is read; what it targets, if anything, is left to the cast (the spell's own words).
 */
function xCastSaid(story: Story, c: Clause, subj: NounPhrase): boolean {
  if (subj.kind !== 'object' || subj.card === null || subj.owner !== null || subj.controlledBy !== null || c.complement !== null || c.object !== null) return false;
  const forX = role(c, 'for') ?? role(c, 'with');
  const saidX = c.chunks.some((k) => !story.used.has(k) && story.sensesAt(k).some((x) => x.kind === 'x-value'));
  if (!saidX && !(forX?.kind === 'amount' && forX.noun === 'x' && forX.n !== null)) return false;
  const id = oneObjectOf(story, subj, { create: true, controller: 'A' });
  if (!id) return true;
  story.use(subj);
  castSpell(story, c, id, 'A', []);
  return true;
}
