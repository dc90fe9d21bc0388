/**
 * "My opponent tapped Prodigal Pyromancer to ping me", "I untapped my Elves": "tapped" / "untapped" right after the
 * player who acts (a subject: never "me", never a possessive) and right before what was tapped is the verb — tapping it
 * (701.26a) — not the state "tapped" said of a noun ("a tapped 2/2"). Anywhere else the word stays the state.
 */
import type { Chunk } from '../chunk.ts';

/** A player said as the one who acts: "I", "my opponent", "he", "they" (never "me", "my", "his"). */
function actor(c: Chunk | undefined): boolean {
  if (!c || /^(?:me|myself|u|them|him|her)$/i.test(c.text)) return false;
  return c.senses.some((s) => (s.kind === 'player' && !s.possessive) || (s.kind === 'pronoun' && (s.word === 'he' || s.word === 'they')));
}

/** What can open the thing tapped: a determiner, a possessive, a card, "it" / "them", a number or a size. */
function opensObject(c: Chunk | undefined): boolean {
  if (!c) return false;
  return c.senses.some((s) => s.kind === 'det' || s.kind === 'poss' || s.kind === 'card' || s.kind === 'number' || s.kind === 'pt' || (s.kind === 'player' && s.possessive) || (s.kind === 'pronoun' && ['it', 'them', 'his', 'their', 'its', 'both'].includes(s.word)));
}

export function tappedActed(out: Chunk[]): void {
  out.forEach((c, k) => {
    const m = /^(un)?tapped$/i.exec(c.text);
    if (!m || !c.senses.every((s) => s.kind === 'adj') || !actor(out[k - 1]) || !opensObject(out[k + 1])) return;
    c.senses = [{ kind: 'verb', verb: m[1] ? 'untap' : 'tap' }];
  });
}
