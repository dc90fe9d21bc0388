/**
 * "she"/"her", "he"/"him" (彼女, 彼): players call a planeswalker by its person, and the opponent too
 * ("I bolt her"). One such word means one thing throughout a question: the first reading is kept, and
 * a use that would read it otherwise is asked back — never the Bolt sent at the player and the
 * question asked of Liliana (issue 11). Where a planeswalker could be meant and nothing settles
 * which, the word is asked back too.
 */
import type { NounPhrase } from './clause.ts';
import type { Side } from './ir.ts';
import type { Story } from './story.ts';
import { storyWords } from './locales/index.ts';

export type Person = 'he' | 'she';

/** Keywords an effect may give a player (113.1b: Leyline of Sanctity's hexproof, Teferi's Protection's protection). */
const PLAYERS_TOO: ReadonlySet<string> = new Set(['hexproof', 'shroud', 'protection']);

/** The person a pronoun names ("her" → 'she'), or null for any other phrase ("they", "it", "my opponent"). */
export function personOf(np: NounPhrase | null): Person | null {
  if (!np || (np.kind !== 'pronoun' && np.kind !== 'player')) return null;
  const w = np.text.trim().toLowerCase();
  if (/^(?:he|him|himself|彼)$/.test(w)) return 'he';
  if (/^(?:she|her|herself|彼女)$/.test(w)) return 'she';
  return null;
}

/** Planeswalkers the story has on the battlefield (not spells being cast): what "her"/"him" could be besides a player. */
export function walkersOf(story: Story): string[] {
  return story.objects.filter((o) => o.zone === 'battlefield' && o.cast !== true && o.types.includes('Planeswalker')).map((o) => o.id);
}

/**
 * Legendary creatures on the battlefield (205.4d; "Thalia, Guardian of Thraben"): a named character players call by
 * its person as they do a planeswalker — "I Lightning Bolt her" may mean Thalia as well as the opponent.
 */
export function namedCreaturesOf(story: Story): string[] {
  return story.objects.filter((o) => o.zone === 'battlefield' && o.cast !== true && o.types.includes('Creature') && !o.types.includes('Planeswalker') && o.supertypes.includes('Legendary')).map((o) => o.id);
}

export type PersonReading = { object: string } | { side: Side } | 'asked';

/**
 * What a personal pronoun means where it may name a planeswalker (a spell's target, what is attacked,
 * a question's subject): what it meant earlier in the question; else the planeswalker the story was
 * just about (Story.personTopic); else, with a planeswalker told that it could be, asked back naming
 * both (`player`: what the word would mean as a player — null where no player fits); else that player.
 * Null: the phrase is no personal pronoun, or nothing here changes its usual reading.
 */
export function personReading(story: Story, np: NounPhrase, player: Side | null): PersonReading | null {
  const p = personOf(np);
  if (p === null) return null;
  const before = story.persons.get(p);
  if (before !== undefined) return before === 'A' || before === 'B' ? { side: before } : { object: before };
  const walkers = walkersOf(story);
  let walker: string | null = null;
  if (story.personTopic !== null && walkers.includes(story.personTopic)) walker = story.personTopic;
  else if (walkers.length === 1 && player === null) walker = walkers[0]!;
  else if (walkers.length > 0) {
    const words = walkers.map((id) => story.get(id)?.words ?? id);
    const options = player === null ? words : [...words, storyWords(story.lang).opponent];
    story.problem('ambiguous', np.text, 'which-one', options);
    return 'asked';
  }
  // (No planeswalker, but a legendary creature the word may name beside the player: which one is asked back, issue 11 §2.)
  const named = walkers.length === 0 && player !== null ? namedCreaturesOf(story) : [];
  if (named.length > 0) {
    story.problem('ambiguous', np.text, 'which-one', [...named.map((id) => story.get(id)?.words ?? id), storyWords(story.lang).opponent]);
    return 'asked';
  }
  if (walker === null) return null;
  story.persons.set(p, walker);
  return { object: walker };
}

/**
 * A personal pronoun read as a player (playerOf): remembered, and asked back when the same word was read
 * as a planeswalker before in the question. False when it was asked back.
 */
export function personAsPlayer(story: Story, np: NounPhrase, side: Side): boolean {
  const p = personOf(np);
  if (p === null) return true;
  const before = story.persons.get(p);
  if (before === undefined) {
    story.persons.set(p, side);
    return true;
  }
  if (before === side) return true;
  const w = storyWords(story.lang);
  const was = before === 'A' || before === 'B' ? w.opponent : (story.get(before)?.words ?? before);
  story.problem('ambiguous', np.text, 'which-one', [was, side === 'A' ? w.you : w.opponent]);
  return false;
}

/**
 * "I attack with a 3/3; they respond by shocking him", "my opponent casts Shock on her": a personal pronoun said as
 * the target of what the opponent does is not that opponent (who would be "himself"), nor the asker ("me") — it is
 * a creature or planeswalker already told on the battlefield. One such → it (remembered for the word: "Does he
 * die?"); two or more → asked back; none → unresolved. Null: not such a pronoun, or the actor is the asker ("I
 * bolt him": the opponent, as before). 'asked' when a problem was recorded.
 */
export function personNotActor(story: Story, np: NounPhrase, actor: Side): { object: string } | 'asked' | null {
  const p = personOf(np);
  if (p === null || actor !== 'B') return null;
  const before = story.persons.get(p);
  if (before !== undefined && before !== 'B') return null;
  const live = story.objects.filter((o) => o.zone === 'battlefield' && o.cast !== true && (o.types.includes('Creature') || o.types.includes('Planeswalker')));
  // ("Liliana is on 3 loyalty; opp bolts her": the planeswalker the story was just about, as personReading.)
  const topic = live.find((o) => o.id === story.personTopic);
  if (topic && before === undefined) {
    story.persons.set(p, topic.id);
    return { object: topic.id };
  }
  // ("He attacks; he shocks him": the word was the opponent already — which one is meant now is asked back. "AP attacks
  // with a 3/3; NAP shocks him": with the players told in the third person, "him" may be the other player too.)
  const thirdPerson = /\b(?:AP|NAP|active player|non-?active player|attacking player|defending player|player [AB])\b/i.test(story.text) || /アクティブ・?プレイヤー|非アクティブ/.test(story.text);
  if (before === 'B' || live.length > 1 || thirdPerson) {
    const w = storyWords(story.lang);
    const options = [...live.map((o) => o.words), ...(before === 'B' ? [w.opponent] : thirdPerson ? [w.otherPlayer] : [])];
    story.problem(options.length > 0 ? 'ambiguous' : 'unresolved', np.text, options.length > 0 ? 'which-one' : 'what-it-refers-to', options);
    return 'asked';
  }
  if (live.length === 0) {
    story.problem('unresolved', np.text, 'what-it-refers-to');
    return 'asked';
  }
  story.persons.set(p, live[0]!.id);
  return { object: live[0]!.id };
}

/**
 * "Does Avacyn die even though she's indestructible?", "he has flying", 「彼女は破壊不能だ」: a personal pronoun said to
 * have what only a permanent has (a size, a keyword no player is given) is no player (113.1a-b: a player has no
 * abilities but those effects grant it — hexproof, shroud, protection: those keep the pronoun a player's) — players
 * call a legendary creature or a planeswalker by its person, as they do a planeswalker. It is the
 * object the word was read as before; else what "it" would be here, when that is one creature or planeswalker on the
 * battlefield; else nothing (the clause stays unread, never guessed). Read as a player before: not this.
 */
export function personAsThing(story: Story, np: NounPhrase, keywords: readonly { keyword: string }[]): NounPhrase | null {
  const p = personOf(np);
  if (p === null || keywords.some((k) => PLAYERS_TOO.has(k.keyword))) return null;
  const before = story.persons.get(p);
  if (before === 'A' || before === 'B') return null;
  const live = (id: string): boolean => {
    const o = story.get(id);
    return o !== undefined && o.zone === 'battlefield' && o.cast !== true && (o.types.includes('Creature') || o.types.includes('Planeswalker'));
  };
  const its = before !== undefined ? [before] : story.pronoun('it');
  if (its.length !== 1 || !live(its[0]!)) return null;
  story.persons.set(p, its[0]!);
  return { kind: 'pronoun', word: 'it', possessive: false, chunks: np.chunks, start: np.start, end: np.end, text: np.text };
}
