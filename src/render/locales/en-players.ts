/**
 * Players named in English (player-lines.ts), and the English grammar that agrees with those names.
 * The steps keep "player A": their templates agree their verbs with a third person ("player A
 * passes"). The summary says "you" and "the opponent" for an /ask, as the answer lines and the
 * restatement do (issue 16 §1: 'Life: player B 20 → 15' under 'The opponent takes 5 damage.').
 */
import type { PlayerLines } from './player-lines.ts';

export const EN_PLAYERS: PlayerLines = {
  step: (id) => `player ${id}`,
  summary: (id, asker) => (asker === true && id === 'A' ? 'you' : asker === true && id === 'B' ? 'the opponent' : `player ${id}`),
  owner: (id, asker) => (asker === true && id === 'A' ? 'your' : asker === true && id === 'B' ? "the opponent's" : `player ${id}'s`),
};

/** An English summary name at the start of a sentence: "You", "The opponent", "Player A". */
export function capitalised(name: string): string {
  return name.charAt(0).toUpperCase() + name.slice(1);
}

/** The English verb for a summary name: "you lose", "the opponent loses" (third- and second-person forms given). */
export function agree(name: string, thirdPerson: string, base: string): string {
  return /^you$/i.test(name) ? base : thirdPerson;
}

/** An English summary name as an owner: "your", "the opponent's", "player A's". */
export function possessive(name: string): string {
  return /^you$/i.test(name) ? `${name.charAt(0) === 'Y' ? 'Y' : 'y'}our` : `${name}'s`;
}
