/** Players and 'it' in a question: personal pronouns read as objects, the side asked and an unsaid subject. */
import type { Clause, NounPhrase } from '../clause.ts';
import type { Side } from '../ir.ts';
import type { Story } from '../story.ts';
import { playerOf } from '../refs.ts';
import { personOf, walkersOf } from '../persons.ts';
import { role } from '../frames/util.ts';
import { storyWords } from '../locales/index.ts';

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
  // "My opponent casts Shock on my 2/2 and I respond with Giant Growth on my 3/3. Does he survive?": a creature with no
  // name of a person (not legendary, 205.4d) is "it" to players; "he"/"she" then may as well be the opponent — which one
  // is asked back, never the latest creature taken for it (issue 11 §2).
  // (Of dying or surviving only: "can he still block?" after "my guy" is the creature — a player blocks with one.)
  if ((c.verb?.verb === 'die' || c.verb?.verb === 'survive') && unnamedCreatureFor(story)) {
    const its = story.pronoun('it').filter((id) => story.get(id)?.zone === 'battlefield' && story.get(id)?.cast !== true);
    story.problem('ambiguous', s.text, 'which-one', [...its.map((id) => story.get(id)?.words ?? id), storyWords(story.lang).opponent]);
    return;
  }
  c.subject = it;
}

/** Whether "it" finds a creature on the battlefield that is no named character (not legendary) — no person's "he"/"she". */
function unnamedCreatureFor(story: Story): boolean {
  const its = story.pronoun('it').map((id) => story.get(id)).filter((o) => o !== undefined && o.zone === 'battlefield' && o.cast !== true);
  return its.length > 0 && its.every((o) => o!.types.includes('Creature') && !o!.supertypes.includes('Legendary'));
}

/** The player asked about; null for the defending player (known only once combat is settled). */
export function sideAsked(story: Story, c: Clause): Side | null {
  // A player the damage is said to go to ("how much can I get through to them?") is the one asked of, before the
  // clause's subject, who is then the one dealing it (120.3: damage is dealt to the player it goes to).
  const to = role(c, 'to');
  const toPlayer = to && isPlayerish(to) ? [to] : [];
  for (const np of [...toPlayer, c.subject, c.object, ...(toPlayer.length > 0 ? [] : [to]), c.complement, ...c.roles.filter((r) => r.prep === 'of').map((r) => r.np)]) {
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
