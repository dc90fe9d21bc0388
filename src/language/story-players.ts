/**
 * Players in the story (Story.side): which side a player word names, whose turn it is, and who attacks —
 * read from the events told so far, the same way for every language.
 */
import type { Side } from './ir.ts';
import type { PlayerRef } from './clause.ts';
import type { Story } from './story.ts';
import { assertNever } from '../core/result.ts';

/** The other player of a two-player game (102.2). */
export const other = (s: Side): Side => (s === 'A' ? 'B' : 'A');

/** The side a player word names. 'defending'/'attacking' follow the combat told so far. */
export function side(story: Story, p: PlayerRef): Side {
  // 「自分の」 is reflexive (clause.ts PlayerRef): the subject's own when the clause said a player as its subject.
  // Players also say 自分 for themselves (「自分の2/2」 = "my 2/2", as 相手 is the opponent): said in a clause
  // whose subject is the opponent, it may be either player's, and the answer may turn on it — asked back.
  if (p.reflexive === true && ((story.subjectSide !== null && story.subjectSide !== 'A') || (story.subjectSide === null && story.carriedSide === 'B'))) story.problem('ambiguous', '自分の', 'whose-jibun');
  if (p.reflexive === true && story.subjectSide !== null) return story.subjectSide;
  switch (p.who) {
    case 'me':
      story.personalNamed = true;
      return 'A';
    case 'opponent':
    case 'they':
      story.personalNamed = true;
      return 'B';
    case 'active':
      return activeSide(story);
    case 'nonactive':
      return other(activeSide(story));
    case 'defending':
      return other(attackingSide(story) ?? 'A');
    case 'attacking':
      return attackingSide(story) ?? 'A';
    case 'player':
      // "the player" in a combat question is the defending player.
      return other(attackingSide(story) ?? 'A');
    case 'each':
    case 'anyone':
    case 'nobody':
      return 'B';
    default:
      return assertNever(p.who);
  }
}

/**
 * Whose turn it is at this point of the story (102.1: the active player is the one whose turn it is): the latest
 * point of a turn told with whose it is ("during my opponent's turn", 「相手のターンに」), each "the turn ends" after it
 * passing the turn to the other player (500.1); with no turn told, an attack told this turn is the active player's (508.1).
 * Null when the story never said.
 */
export function turnNow(story: Story): Side | null {
  let passed = 0;
  for (let i = story.events.length - 1; i >= 0; i--) {
    const e = story.events[i]!;
    if (e.kind === 'end-turn') passed++;
    if (e.kind === 'moment' && e.moment.turn !== null) return passed % 2 === 0 ? e.moment.turn : other(e.moment.turn);
  }
  return passed === 0 ? attackingSide(story) : null;
}

/**
 * "The active player" (102.1): the player whose turn the story is in. With no turn told it is taken to be the asker
 * (the restatement's default) and noted: if the question also speaks of "me" or "my opponent", which of them is active
 * is not said and the reading is asked back (understood-checks.ts activeRoles), never guessed.
 */
function activeSide(story: Story): Side {
  const t = turnNow(story);
  if (t !== null) return t;
  story.activeUnbound = true;
  return 'A';
}

export function attackingSide(story: Story): Side | null {
  for (const e of story.events) {
    if (e.kind !== 'attack') continue;
    for (const id of e.attackers) {
      const c = story.get(id)?.controller;
      if (c) return c;
    }
  }
  for (const e of story.events) {
    if (e.kind !== 'block') continue;
    for (const id of e.blockers) {
      const c = story.get(id)?.controller;
      if (c) return other(c);
    }
  }
  return null;
}
