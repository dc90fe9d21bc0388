/**
 * What every question intent shares (issue 12 §5): roles of a clause, recording an ask with the
 * words it used, the objects and the player a question is about, and what a question clause
 * states on the way.
 */
import type { Clause, NounPhrase } from '../clause.ts';
import { clausePhrases, phraseChunks } from '../clause.ts';
import { senseBearsMeaning } from '../chunk.ts';
import type { Ask, QEvent, Side } from '../ir.ts';
import type { Story } from '../story.ts';
import type { Wh } from '../senses.ts';
import { kwText, other } from '../story.ts';
import { objectsOf, oneObjectOf, playerOf } from '../refs.ts';
import { personOf, walkersOf } from '../persons.ts';

export { role, useRole } from '../frames/util.ts';
import { pendingOnStack, role, useRole } from '../frames/util.ts';
import { currentMoment, momentOf } from '../frames/moments.ts';
import { storyWords } from '../locales/index.ts';
import { lookupTable } from '../../core/table.ts';

export function isPlayerish(np: NounPhrase | null): boolean {
  return np !== null && (np.kind === 'player' || (np.kind === 'pronoun' && (np.word === 'they' || np.word === 'them')));
}

/**
 * "he"/"she" said of a creature ("there's Pacifism on my guy, can he still block?"): read as "it"
 * when the clause names no creature it acts with (then it is a player: "can he block with X?").
 */
function personal(np: NounPhrase): boolean {
  return np.kind === 'player' && np.player.who === 'they' && /^(?:he|she)$/i.test(np.text.trim());
}

/**
 * The personal word is said again in the condition or the sentences after the question clause (Story.laterPhrases) as a
 * player ("I Lightning Bolt him", "he's at 5"), with no planeswalker told there or before that it could be instead.
 */
export function saidOfPlayerLater(story: Story, person: 'he' | 'she'): boolean {
  const later = story.laterPhrases.flatMap((np) => (np.kind === 'list' ? np.items : [np]));
  const walkerLater = later.some((np) => np.kind === 'object' && np.card !== null && /planeswalker/i.test(np.card.typeLine));
  if (walkerLater || walkersOf(story).length > 0) return false;
  return later.some((np) => (np.kind === 'player' || (np.kind === 'pronoun' && np.word === 'he')) && personOf(np) === person);
}

export function personalAsIt(story: Story, c: Clause): void {
  const s = c.subject;
  if (!s || !personal(s) || role(c, 'with', 'using')) return;
  const it: NounPhrase = { kind: 'pronoun', word: 'it', possessive: false, chunks: s.chunks, start: s.start, end: s.end, text: s.text };
  // "I Lightning Bolt her. Does she die?": the same word means what it meant before in the question
  // (persons.ts) — a planeswalker there is the one asked about; a player stays a player.
  const person = personOf(s);
  const before = person !== null ? story.persons.get(person) : undefined;
  if (before === 'A' || before === 'B') return;
  if (before !== undefined) {
    story.resolved.set(it, [before]);
    c.subject = it;
    return;
  }
  // "Jace is on 3 loyalty, opp bolts him. Is he gone?": right after a clause about a planeswalker, "he"/"she"
  // is that planeswalker (as in a target, frames/cast-spell.ts castSpell), not a player.
  if (story.personTopic !== null && story.get(story.personTopic)?.zone === 'battlefield') {
    story.resolved.set(it, [story.personTopic]);
    if (person !== null) story.persons.set(person, story.personTopic);
    c.subject = it;
    return;
  }
  // ("Does she have anything left?", "does he have any creatures left?": what a player still has, remains.ts leftAsk.)
  const o = c.object;
  if (c.verb?.verb === 'have' && c.adjectives.includes('left') && ((o?.kind === 'pronoun' && o.word === 'anything') || (o?.kind === 'object' && o.det === 'any' && o.card === null && o.power === null))) return;
  // ("How much life does he have?", "how many poison counters does she have?": only a player has a life total or
  // poison counters (119.1, 122.1f) — the player, never the creature "it" would be.)
  const playerThing = (np: NounPhrase | null): boolean => (np?.kind === 'property' || np?.kind === 'amount') && (np.noun === 'life' || np.noun === 'poison' || (np.noun === 'total' && np.kind === 'property'));
  if (c.verb?.verb === 'have' && (playerThing(c.asked) || playerThing(c.object))) return;
  // "Does he die if I Lightning Bolt him at 3 life?", "Does she die if I Shock her at 2?", "Does he die if my 5/5 is
  // unblocked and he's at 5?": the condition or story after the question, not read yet, says the same word of a player —
  // one word means one thing in a question (persons.ts), so the player is asked about (119.1, 704.5a), never the spell
  // or creature "it" would find (red team s20b: "Your Lightning Bolt never was on the battlefield").
  if (person !== null && saidOfPlayerLater(story, person)) return;
  const acts = ['attack', 'block', 'chump', 'die', 'survive', 'fly', 'have', 'keep', 'deal'];
  // ("Is she still tapped?": only a permanent is tapped, never a player, 701.26a.)
  const tappedSaid = c.verb?.verb === 'be' && (c.adjectives.includes('tapped') || (c.complement?.kind === 'object' && c.complement.head === null && c.complement.card === null && c.complement.adjectives.includes('tapped')));
  if (!acts.includes(c.verb?.verb ?? '') && !tappedSaid) return;
  // "Liliana has 3 loyalty; my 4/4 attacks. Does she die?": the planeswalker or the creature "it" would
  // be — which one is asked back, never guessed.
  const walkers = walkersOf(story);
  if (walkers.length > 0) {
    const its = story.pronoun('it').filter((id) => !walkers.includes(id));
    const options = [...walkers, ...its].map((id) => story.get(id)?.words ?? id);
    if (options.length > 1) {
      story.problem('ambiguous', s.text, 'which-one', options);
      return;
    }
  }
  c.subject = it;
}

/** Time words an ask may carry without changing what is asked: the answer is read at the end of the story. */
const ASK_TIMES: Record<string, readonly string[]> = lookupTable({
  probe: ['this-turn', 'now', 'still', 'right-away', 'already'],
  // (「ブロック後どうなる?」: what the blocks told lead to, read at the end as after combat is.)
  state: ['after-combat', 'after-damage', 'after-blocks', 'now', 'later', 'already', 'finally'],
});

/** An ask whose answer has no yes or no, or whose yes or no follows the negation asked. */
function carriesNegation(a: Ask): boolean {
  switch (a.kind) {
    case 'outcome':
    case 'keywords':
    case 'dies':
      return true;
    case 'pt':
      return a.is === undefined;
    case 'life':
      return a.is === undefined && (a.change === undefined || a.negated === true);
    case 'damage-taken':
      return a.yesNo !== true || a.negated === true;
    case 'poison':
      return a.yesNo !== true;
    case 'any-remains':
      return a.negated === true;
    default:
      return false;
  }
}

/** Asks about a player's life or the damage a player takes: which player is which must be known. */
const SIDED = new Set<Ask['kind']>(['damage-taken', 'life', 'poison', 'loses', 'wins', 'deals-damage', 'life-gained']);

export function ask(story: Story, a: Ask, c: Clause): true {
  // A story told from the block ("A 2/4 blocks a 5/5 trampler."), with nobody's creature named: the
  // asker is taken to attack (scenario.ts), unless the ask itself says who is hit — "how much damage
  // do I take?", "does my opponent lose?" name the defending player. An ask about another side
  // ("how much life do I have?", "how much does my opponent gain?") can't settle it: asked back.
  // Told from the attack with nobody's creature named ("A 3/3 attacks. How much damage do I take?"),
  // the ask that names the defending player settles it the same way; the asker attacks otherwise
  // (scenario.ts), so only an ask naming the asker as defender changes anything there; a life total
  // asked keeps the reading players give it (the asker attacks).
  // ("Who wins?", "is it a draw?": of neither player in particular.)
  const sided = SIDED.has(a.kind) && 'side' in a && a.side !== null && !('who' in a && a.who) && !('draw' in a && a.draw) ? a.side : null;
  const attacked = story.events.some((e) => e.kind === 'attack');
  const defends = (d: Side): boolean => story.blockFirst || (attacked && d === 'A');
  if (sided && (story.blockFirst || attacked) && story.objects.every((o) => o.controller === null)) {
    // (A life total is no such clue: lifelink changes the attacker's too.)
    if ((a.kind === 'damage-taken' || a.kind === 'loses' || a.kind === 'wins' || a.kind === 'poison') && defends(a.kind === 'wins' ? other(sided) : sided)) {
      // (The one asked to win is the attacker; the others name the defending player.)
      const defender = a.kind === 'wins' ? other(sided) : sided;
      for (const o of story.objects) {
        const r = story.roles.get(o.id);
        if (r === 'attacker') o.controller = other(defender);
        if (r === 'blocker') o.controller = defender;
      }
    } else if (story.blockFirst && !(a.kind === 'damage-taken' || a.kind === 'loses' || a.kind === 'wins' || a.kind === 'poison')) {
      const attacker = story.objects.find((o) => story.roles.get(o.id) === 'attacker');
      const words = attacker?.words ?? c.text;
      const options = [storyWords(story.lang).mine(words), storyWords(story.lang).theirs(words)];
      story.problem('ambiguous', words, 'whose-attacker', options);
      return true;
    }
  }
  // 「ブロックできない?」「負けない?」: a Japanese yes/no question asked in the negative is answered of the
  // negative (はい: it can't), not of the fact as English answers it. Only the asks that carry the negation
  // (dies' `positive`, life's `negated`) can say so; any other would give the yes/no the wrong way round.
  if (story.lang === 'ja' && c.verb?.negated === true && c.wh === null && !carriesNegation(a)) {
    story.problem('not-understood', c.text, 'negated-question');
    return true;
  }
  if (story.lang === 'en' && !keywordLets(story, a, c)) return true;
  if (!story.asks.some((x) => JSON.stringify(x) === JSON.stringify(a))) story.asks.push(a);
  // "What happens at end of turn?" (ターン終了時にどうなる？): the turn ends first (514.2), then the state is read.
  const probe = a.kind === 'can-attack' || a.kind === 'can-block' || a.kind === 'can-target' || a.kind === 'can-cast' || a.kind === 'can-activate';
  if (LATER_STATE.has(a.kind)) laterTurn(story, c);
  if (!probe && c.times.includes('turn-ends')) {
    if (!story.events.some((e) => e.kind === 'end-turn')) story.events.push({ kind: 'end-turn' });
    story.useChunks(c.chunks.filter((k) => story.timeAt(k) === 'turn-ends'));
  }
  // (A probe is tried at one moment: "after combat" or "later" would move it, so only words that don't are allowed.)
  // 「このターンで勝てる?」「このターン中に何点受ける?」: a game result asked "this turn" is what the story's
  // own turn leads to — read at its end as always — as long as the story never left that turn.
  const sameTurn = SIDED.has(a.kind) && !story.events.some((e) => e.kind === 'end-turn' || (e.kind === 'moment' && (e.moment.next || e.moment.turn !== null)));
  const allowed = probe ? ASK_TIMES.probe! : sameTurn ? [...ASK_TIMES.state!, 'this-turn'] : ASK_TIMES.state!;
  // The clause's own words (its verb, question word, auxiliaries…) are used by the ask; its noun
  // phrases only when an intent resolved them (refs.ts marks those), so a phrase nothing read is named.
  // A word that describes an object (a color, type, supertype, subtype, P/T, card…) outside every
  // phrase is not the ask's own — 伝説 in 「伝説でない2/2のパワーは」 — and stays to be named, never swept
  // up here. A keyword given as a reason (「破壊不能だから生き残る?」) or an amount offered as a guess
  // (「2点?4点?」) describes nothing and may be.
  const inPhrases = new Set(clausePhrases(c).flatMap((np) => phraseChunks(np)));
  for (const r of c.roles) r.chunks.forEach((k) => inPhrases.add(k));
  const own = new Set(c.verb?.chunks ?? []);
  const loose = (k: number): boolean => {
    const sense = story.sensesAt(k)[0] ?? { kind: 'unknown' };
    // (Another verb — 持つ in 「この効果を持つ2/2のパワーは」 — is a clause about an object the grammar didn't build.)
    if (own.has(k)) return true;
    if (sense.kind === 'verb') return false;
    // "a player with hexproof", "a 2/2 with flying": a keyword after "with" is what something has, never a
    // reason; swept up here, the player's hexproof (702.11c) was answered without (issue 11).
    if (sense.kind === 'keyword' && withBefore(story, k)) return false;
    // (A regeneration shield is no reason given: 「再生で死ぬ?」 was answered as if none was there, 701.19a.)
    if (sense.kind === 'thing-noun' && sense.noun === 'regen-shield') return false;
    return !senseBearsMeaning(sense) || sense.kind === 'keyword' || sense.kind === 'number' || sense.kind === 'thing-noun';
  };
  story.useChunks(c.chunks.filter((k) => !inPhrases.has(k) && (story.timeAt(k) === null ? loose(k) : allowed.includes(story.timeAt(k)!))));
  return true;
}

/**
 * "Does reach let my creature block flyers?", "Does vigilance let my creature attack without tapping?": a
 * keyword said before the creature asked about, as what lets it do something — the keyword is that
 * creature's, asked of in general. Swept up as a reason, it was dropped and the rule answered on a
 * creature without it (red team s13: "No" for reach). Given to the creature when the question only asks
 * whether it may attack or block (a probe answered on the board as told: 702.17b reach, 702.20b vigilance)
 * and the creature is one this question describes ("my creature", "a 2/2"), not one told before it. Asked
 * anything else ("deal damage first", "deal extra damage"), or with another verb ("does flying stop …"),
 * the general rule would be answered on an empty board: named, never answered without the keyword.
 */
function keywordLets(story: Story, a: Ask, c: Clause): boolean {
  if (c.subject === null) return true;
  const subj = phraseChunks(c.subject).filter((k) => c.chunks.includes(k));
  if (subj.length === 0) return true;
  const first = Math.min(...subj);
  const inPhrases = new Set(clausePhrases(c).flatMap((np) => phraseChunks(np)));
  for (const r of c.roles) r.chunks.forEach((k) => inPhrases.add(k));
  const said = c.chunks.filter((k) => k < first && !inPhrases.has(k) && story.sensesAt(k)[0]?.kind === 'keyword');
  if (said.length === 0) return true;
  const lets = /\b(?:let|lets|allow|allows)\b/i.test(c.text);
  const probe = a.kind === 'can-attack' || a.kind === 'can-block';
  const ids = story.resolved.get(c.subject) ?? [];
  const fresh = ids.length > 0 && ids.every((id) => story.objects.findIndex((o) => o.id === id) >= story.objectsAtClause);
  if (!lets || !probe || !fresh || !story.asking) {
    story.problem('not-understood', c.text, 'keyword-of-what');
    return false;
  }
  for (const id of ids) {
    const o = story.get(id)!;
    for (const k of said) {
      const sense = story.sensesAt(k)[0];
      if (sense?.kind !== 'keyword') continue;
      if (!o.keywords.some((x) => kwText(x) === kwText(sense.keyword))) o.keywords.push(sense.keyword);
    }
  }
  story.useChunks(said);
  return true;
}

/**
 * "Is it back to a 4/4 on their turn?", 「次の相手のターンには元に戻っていますか」: a question about the
 * state of things in a later turn. The story moves there first (its cleanup step ends "until end of
 * turn" effects and removes damage, 514.2; the next turn untaps its player's permanents, 502.3), so
 * the answer is read then. Only for asks of an object's state, and only a turn that is certainly later: "next turn", or another player's
 * turn than the one the story said it is in. ("On my turn" with no turn told could mean this one.)
 */
/** Asks of an object's state that a later turn can change ("until end of turn" ends, 514.2; untap, 502.3). */
const LATER_STATE = new Set<Ask['kind']>(['pt', 'keywords', 'has-keyword', 'tapped', 'has-counters', 'bigger']);

function laterTurn(story: Story, c: Clause): void {
  const m = momentOf(story, c);
  if (!m || m.moment.step !== null) return;
  const now = currentMoment(story);
  const later = m.moment.next || (now !== null && now.turn !== null && m.moment.turn !== null && m.moment.turn !== now.turn);
  if (!later) return;
  if (JSON.stringify(now) !== JSON.stringify(m.moment)) story.events.push({ kind: 'moment', moment: m.moment });
  story.useChunks(m.chunks);
}

/** The property a clause asks about, wherever the grammar put it. */
export function propertyOf(c: Clause): Extract<NounPhrase, { kind: 'property' }>[] {
  const out: Extract<NounPhrase, { kind: 'property' }>[] = [];
  const visit = (np: NounPhrase | null): void => {
    if (!np) return;
    if (np.kind === 'property') out.push(np);
    if (np.kind === 'list') np.items.forEach(visit);
  };
  [c.asked, c.subject, c.object, c.complement].forEach(visit);
  return out;
}

/** Objects a question is about: "its P/T" (it), "the Lions' P/T", "their P/T", or the subject. */
export function aboutObjects(story: Story, np: NounPhrase | null, exclude: readonly string[] = []): string[] | null {
  if (!np) return null;
  if (np.kind === 'property') return np.of ? aboutObjects(story, np.of, exclude) : null;
  // A description in a question introduces what it describes ("Can a 2/2 block a creature with flying?");
  // a bare reference ("it", "the creature") must find something said before (refs.ts).
  if (np.kind === 'object' && quantifiedOverTold(story, np)) return null;
  if (np.kind === 'pronoun' || np.kind === 'object' || np.kind === 'list') return objectsOf(story, np, { create: true, exclude, plural: np.kind === 'list' || (np.kind === 'object' && (np.plural || (np.count ?? 1) > 1 || np.det === 'each' || np.det === 'all' || np.det === 'every')) || (np.kind === 'pronoun' && np.word !== 'it') });
  if (np.kind === 'player' && np.player.who === 'they') return story.pronoun('they');
  return null;
}

/**
 * "Does any creature die?", "does any blocker survive?", "does a creature survive?" asked of a story that has told
 * permanents: the question quantifies over those (some of them, any of them), never over a new one it would describe.
 * Not read here — an ask of a group (remains.ts) takes what it can; the rest is refused — since answering of a made-up
 * creature gives a confident answer about nothing the story has. A description with more to it ("a 2/2", "a creature
 * with flying") still introduces what it describes.
 */
function quantifiedOverTold(story: Story, np: Extract<NounPhrase, { kind: 'object' }>): boolean {
  const bare = np.power === null && np.toughness === null && np.card === null && np.keywords.length === 0 && np.lacks.length === 0 && np.quotes.length === 0 && np.counters.length === 0 && np.attachments.length === 0;
  if (!(np.det === 'any' || np.det === 'some' || (np.det === 'a' && bare))) return false;
  // (Only over told ones it could mean: "can any of my creatures block it?" with none of mine told asks of any creature.)
  const ref = np.owner ?? np.controlledBy;
  const side = ref ? story.side(ref) : null;
  return story.fittingAll(np).some((o) => o.zone === 'battlefield' && o.cast !== true && (side === null || o.controller === side));
}

/** The one creature a question with no subject is about ("p/t?"): the only creature said, if one. */
export function onlyCreature(story: Story): string | null {
  const cs = story.objects.filter((o) => o.zone === 'battlefield' && !o.cast && (o.types.includes('Creature') || (o.card !== null && o.attachedTo === null && !story.objects.some((x) => x.attachedTo === o.id) === false)));
  const hosts = story.objects.filter((o) => story.objects.some((x) => x.attachedTo === o.id));
  if (hosts.length === 1) return hosts[0]!.id;
  const targeted = story.events.flatMap((e) => (e.kind === 'cast' ? e.targets.filter((t) => t !== 'A' && t !== 'B') : []));
  if (new Set(targeted).size === 1) return targeted[0]!;
  const creatures = cs.filter((o) => o.types.includes('Creature'));
  // 「《栄光の頌歌》がある状態で《灰色熊》を唱えたら、P/Tは？」: a creature spell cast (a permanent spell, 110.4b)
  // is on the battlefield once it resolves — the one creature when no other is told; with another one told
  // (「3/3がいる。《灰色熊》を唱えたらP/Tは？」) either may be meant: neither is guessed.
  const cast = story.objects.filter((o) => o.cast && o.types.includes('Creature'));
  if (cast.length > 0) return creatures.length === 0 && cast.length === 1 ? cast[0]!.id : null;
  return creatures.length === 1 ? creatures[0]!.id : null;
}

/** The player asked about; null for the defending player (known only once combat is settled). */
export function sideAsked(story: Story, c: Clause): Side | null {
  for (const np of [c.subject, c.object, role(c, 'to'), c.complement, ...c.roles.filter((r) => r.prep === 'of').map((r) => r.np)]) {
    const p = np && np.kind === 'property' && np.of ? np.of : np;
    if (p && p.kind === 'player' && (p.player.who === 'defending' || p.player.who === 'player')) {
      story.use(np);
      return null;
    }
    if (p && isPlayerish(p)) {
      story.use(np);
      return playerOf(story, p);
    }
  }
  return null;
}

/**
 * What a question clause states on the way ("Does Serra Angel still fly with Colossus Hammer on it?",
 * "Is Vampire Nighthawk bigger with Bad Moon out?"): an Equipment or Aura "with" it is attached to it;
 * another permanent "with … out" is on the battlefield.
 */
export function questionFacts(story: Story, c: Clause): void {
  for (const r of c.roles) {
    if (r.prep !== 'with' || !r.np || r.np.kind !== 'object' || !r.np.card) continue;
    const card = r.np.card;
    const isAttachment = /\b(?:Equipment|Aura)\b/.test(card.typeLine);
    const permanent = !/\b(?:Instant|Sorcery)\b/.test(card.typeLine);
    if (!permanent) continue;
    // 「《灰色熊》2体でブロックできますか?」: several of a card said with a count are each there (the move reads them after).
    if (!isAttachment && r.np.count !== null && r.np.count > 1) {
      if (!objectsOf(story, r.np, { create: true, plural: true })) continue;
      story.useChunks(r.chunks);
      continue;
    }
    const hostIds = isAttachment ? aboutObjects(story, c.subject && !isPlayerish(c.subject) ? c.subject : null) : null;
    const id = oneObjectOf(story, r.np, { create: true });
    if (!id) continue;
    if (isAttachment) {
      if (!hostIds || hostIds.length !== 1) continue;
      story.get(id)!.attachedTo = hostIds[0]!;
      const onIt = c.roles.find((x) => x.prep === 'on' && x.np?.kind === 'pronoun');
      if (onIt) story.useChunks(onIt.chunks);
    }
    story.useChunks(r.chunks);
    for (const k of c.chunks) if (story.sensesAt(k)[0]?.kind === 'adj' && (story.sensesAt(k)[0] as { adj: string }).adj === 'present') story.used.add(k);
  }
}

/**
 * The clause's question word: its own ("Which graveyard…?", 「どっちが勝つ？」「何点…」), or 「どの」 before a
 * noun in it (「どの墓地に行く？」, a determiner the grammar keeps on the noun) — which asks which one just
 * the same. (「どの…でも」 is "any…": no question word.)
 */
export function questionWord(story: Story, c: Clause): Wh | null {
  if (c.wh !== null) return c.wh;
  for (const k of c.chunks) {
    const d = story.sensesAt(k).find((s) => s.kind === 'det' && (s.det === 'which' || s.det === 'what'));
    if (d?.kind === 'det' && (d.det === 'which' || d.det === 'what') && !/でも/u.test(story.chunkText(k) + story.chunkText(k + 1))) return d.det;
  }
  return null;
}

/** A question answered yes or no ("Does any damage get through?"), not "how much". */
export function yesNoQuestion(c: Clause): boolean {
  return c.wh === null && c.verb !== null && (c.verb.inverted === true || c.yesNo);
}

/**
 * The creatures a can-question is about: one said before, or one the question describes by its
 * qualities ("Can a tapped 2/2 block?" is about a tapped 2/2, with nothing said before it). A bare
 * noun ("one creature") describes nothing, and is only ever a reference.
 */
export function askedObjects(story: Story, np: NounPhrase | null, opts: { controller?: Side | null; exclude?: string[] } = {}): string[] | null {
  if (np && describes(np)) return objectsOf(story, np, { create: true, plural: true, ...opts });
  return aboutObjects(story, np, opts.exclude ?? []);
}

function describes(np: NounPhrase): boolean {
  if (np.kind === 'list') return np.items.every(describes);
  if (np.kind !== 'object') return false;
  // "one creature", "two creatures": a number of them is a description of its own.
  if (np.power !== null || np.card !== null || np.count !== null) return true;
  // A creature type alone ("Bears without flying") may be a card's name half-read: only a reference.
  if (np.head === 'subtype') return false;
  return np.keywords.length + np.lacks.length + np.colors.length + np.adjectives.length + np.counters.length + np.attachments.length + np.supertypes.length > 0;
}

/**
 * A spell named as what does it in a question ("destroyed by Wrath of God", 「《紅蓮地獄》でダメージを
 * 受けますか」) is cast; the one asked about is its target only if the spell targets at all, said as
 * implied. False when what it names can't be found; true (nothing done) when it is no instant or sorcery.
 */
export function castInstrument(story: Story, c: Clause, agent: NounPhrase | null, victimNp: NounPhrase | null): boolean {
  if (!agent || agent.kind !== 'object' || !agent.card || !/\b(?:Instant|Sorcery)\b/.test(agent.card.typeLine)) return true;
  const victims = aboutObjects(story, victimNp);
  if (!victims) return false;
  // "Does my 2/2 survive Murder?": a spell asked of one player's creatures is the other player's (the
  // asker's when whose they are isn't said, or they are both players').
  const owners = new Set(victims.map((id) => story.get(id)?.controller ?? null));
  const owner = owners.size === 1 ? [...owners][0]! : null;
  const spell = oneObjectOf(story, agent, { create: true, controller: owner === null ? 'A' : other(owner) });
  if (!spell) return false;
  // "I cast Lightning Bolt on his Hill Giant. Does the Bolt kill it?", 「その《ショック》で死ぬ？」: the spell the story
  // already told cast is named again as what kills — that cast, never a second one of the same card (which the run
  // then called impossible: the card was still on the stack, red team s19b). Asked of a creature it wasn't cast at,
  // what kills that creature is not this spell: named, never answered of whatever else happened to it.
  const told = story.events.find((e): e is Extract<QEvent, { kind: 'cast' }> => e.kind === 'cast' && e.spell === spell);
  if (told) {
    const aimed = told.targets.filter((t) => t !== 'A' && t !== 'B');
    if (aimed.length > 0 && !victims.every((id) => aimed.includes(id))) {
      story.problem('not-understood', agent.text, 'spell-not-at-it');
      return false;
    }
    useRole(story, c, 'by', 'with', 'from');
    return true;
  }
  const s = story.get(spell)!;
  s.cast = true;
  const cast: QEvent = { kind: 'cast', spell: s.id, caster: s.controller ?? 'A', targets: victims.length === 1 ? victims : [], impliedTargets: true };
  const answered = answeredThreat(story, c, cast.caster);
  if (answered !== null) {
    story.events.splice(answered, 0, cast);
    // What the condition told is now above the threat: a response to it (117.3c), never below it.
    const shifted = [...story.responses].map((k) => (k >= answered ? k + 1 : k));
    story.responses.clear();
    for (const k of shifted) story.responses.add(k);
    for (let k = answered + 1; k < story.events.length; k++) story.responses.add(k);
  } else story.events.push(cast);
  useRole(story, c, 'by', 'with', 'from');
  return true;
}

/**
 * 「《顕在的防御》を使えば私の2/2は《ショック》で死ぬ？」, "If I cast Giant Growth, does my Bears survive Lightning
 * Bolt?": an instant the other player casts in an "if" clause of the same sentence, with no word for when, is the
 * means that answers the threat the question names — cast in response to it (117.3c, 608.2b), never first with the
 * threat put above it, which reversed the order the asker meant (red team s12). Returns where the threat goes (the
 * condition's first event), or null when the condition told anything but such instants still waiting.
 */
function answeredThreat(story: Story, c: Clause, caster: Side): number | null {
  const told = story.conditionEvents;
  if (told === null || told.sentence !== c.sentence || told.to !== story.events.length || pendingOnStack(story, told.to) !== told.to - told.from) return null;
  const events = story.events.slice(told.from, told.to);
  const means = events.every((e) => e.kind === 'cast' && e.caster !== caster && story.get(e.spell)?.types.includes('Instant') === true);
  return means ? told.from : null;
}

/**
 * The object a question with its subject left unsaid is about (「戦闘後、カウンターは何個残る？」): the
 * one its words point to — of `pointed` (e.g. the objects told with counters), the one still on the
 * battlefield; with none of those, the only creature. Two or more equally possible are asked back
 * (issue 11 §2), never the latest one mentioned (that was the blocked attacker, not the counters' holder).
 * Null (and nothing recorded) when the subject was said: the usual reference rules apply then.
 */
export function unsaidSubject(story: Story, np: NounPhrase | null, pointed: readonly string[]): string[] | null {
  if (!np || np.kind !== 'pronoun' || np.chunks.length > 0) return null;
  const live = (id: string): boolean => story.get(id)?.zone === 'battlefield' && story.get(id)?.cast !== true;
  const there = [...new Set(pointed)].filter(live);
  const creatures = story.objects.filter((o) => live(o.id) && o.types.includes('Creature')).map((o) => o.id);
  const only = there.length > 0 ? there : creatures;
  if (only.length === 1) return [only[0]!];
  story.problem(only.length === 0 ? 'unresolved' : 'ambiguous', np.text, only.length === 0 ? 'what-it-refers-to' : 'which-one', only.map((id) => story.get(id)?.words ?? id));
  return [];
}

/** The objects the story put counters on or described with counters. */
export function countered(story: Story): string[] {
  const ids = new Set<string>();
  for (const o of story.objects) if (Object.keys(o.counters).length > 0) ids.add(o.id);
  for (const e of story.events) if (e.kind === 'counters') e.ids.forEach((id) => ids.add(id));
  return [...ids];
}

/** Whether "with" / "without" (an article between allowed) comes right before chunk k. */
function withBefore(story: Story, k: number): boolean {
  let j = k - 1;
  while (j >= 0 && story.sensesAt(j)[0]?.kind === 'det') j--;
  const s = j >= 0 ? story.sensesAt(j)[0] : undefined;
  return s?.kind === 'prep' && (s.prep === 'with' || s.prep === 'without');
}
