/** The English noun-phrase reader over chunks, and the players, owners and card triggers it reads. */
import type { Chunk } from '../chunk.ts';
import { has } from '../chunk.ts';
import type { CardRef, Description, NounPhrase, PlayerRef } from '../clause.ts';
import type { emptyDescription } from '../clause.ts';
import type { Sense } from '../senses.ts';

export interface Reader {
  chunks: readonly Chunk[];
  text: string;
  /** Chunk indices [from, to) of the current sentence. */
  end: number;
  /** Parenthesised asides inside the sentence ([open, close] chunk indices), skipped by the grammar. */
  skips?: [number, number][];
}

export function base(r: Reader, from: number, to: number): { chunks: number[]; start: number; end: number; text: string } {
  const a = r.chunks[from]!;
  const b = r.chunks[to - 1]!;
  const chunks: number[] = [];
  for (let k = from; k < to; k++) chunks.push(k);
  return { chunks, start: a.start, end: b.end, text: r.text.slice(a.start, b.end) };
}

export function at(r: Reader, i: number): Chunk | undefined {
  return i < r.end ? r.chunks[i] : undefined;
}

export function cardRef(s: Extract<Sense, { kind: 'card' }>): CardRef {
  return { name: s.name, display: s.display, typeLine: s.typeLine, ...(s.options ? { options: s.options } : {}) };
}

/** A player word, possibly possessive ("my opponent's" = opponent + 's). */
export function readPlayer(r: Reader, i: number): { player: PlayerRef; possessive: boolean; next: number } | null {
  const c = at(r, i);
  const p = has(c, 'player');
  if (!p) return null;
  // "they"/"them" are players only when nothing else fits; the grammar decides (pronoun sense kept).
  let next = i + 1;
  let possessive = p.possessive;
  if (has(at(r, next), 'poss')) {
    possessive = true;
    next++;
  } else if (!possessive && p.who === 'opponent' && /s$/i.test(c!.text) && (startsThing(at(r, next)) || (has(at(r, next), 'adj')?.adj === 'only' && [1, 2].some((n) => has(at(r, next + n), 'object-noun') !== undefined)))) {
    // "my opponents grizzly bears", "the opps 2/2": in a two-player game there is one opponent, so a
    // plural "opponents" before what a player has is the possessive with its apostrophe left out.
    // ("opps only untapped creature": the same before "only" and the creature word.)
    possessive = true;
  }
  return { player: { who: p.who }, possessive, next };
}

/** Whether a chunk can open a thing a player has: a card name, a size, a creature/permanent word, a keyword. */
function startsThing(c: Chunk | undefined): boolean {
  return c !== undefined && !has(c, 'verb') && (['card', 'pt', 'object-noun', 'type', 'subtype', 'color', 'keyword'] as const).some((k) => has(c, k) !== undefined);
}

/**
 * A possessive said with no noun after it ("his", "mine", "theirs", "the opponent's") at the end of a noun phrase:
 * before a verb, an auxiliary, an adjective ("dead"), a conjunction, punctuation or the end. Not "her" (the object
 * pronoun), nor a possessive with more said of it.
 */
export function elidedOwner(r: Reader, i: number, j: number, d: Description): boolean {
  if (d.owner === null || d.det !== null || d.count !== null || j === i) return false;
  if (at(r, i)!.text.toLowerCase() === 'her') return false;
  const next = at(r, j);
  return next === undefined || ['verb', 'aux', 'punct', 'neg', 'conj', 'adj'].includes(next.senses[0]!.kind);
}

/**
 * "I point the Blood Artist trigger at my opponent", "aim every Blood Artist trigger at him", "the Sword trigger to
 * shoot …": a card's name right before "trigger(s)" names that card's triggered ability, as "Blood Artist's trigger"
 * does. Only where "trigger" can't be the verb: before "at"/"on"/"to" or a verb, or after "every"/"each"/"all" —
 * "Does the Blood Artist trigger?" keeps the verb. Returns where the phrase ends, or null.
 */
export function cardTrigger(r: Reader, j: number, d: ReturnType<typeof emptyDescription>): number | null {
  const t = at(r, j);
  if (d.card === null || d.count !== null || !t || !/^triggers?$/i.test(t.text) || !has(t, 'thing-noun')) return null;
  const after = at(r, j + 1);
  const prep = has(after, 'prep')?.prep;
  const verbAfter = after?.senses[0]?.kind === 'verb' || after?.senses[0]?.kind === 'aux';
  const quantified = d.det === 'every' || d.det === 'each' || d.det === 'all';
  return quantified || prep === 'at' || prep === 'on' || prep === 'to' || prep === 'onto' || verbAfter ? j + 1 : null;
}

export function readPlayerOrPronoun(r: Reader, i: number): { np: NounPhrase; next: number } | null {
  const c = at(r, i)!;
  const first = c.senses[0]!;
  const pl = readPlayer(r, i);
  if (pl && !pl.possessive) return { np: { kind: 'player', player: pl.player, ...base(r, i, pl.next) }, next: pl.next };
  const pro = has(c, 'pronoun');
  if (pro && (first.kind === 'pronoun' || first.kind === 'player' || first.kind === 'number' || first.kind === 'det')) {
    // "that creature" is read as a described object above; "that" alone is a pronoun.
    return { np: { kind: 'pronoun', word: pro.word, possessive: pro.word === 'its' || pro.word === 'their' || pro.word === 'his', ...base(r, i, i + 1) }, next: i + 1 };
  }
  return null;
}

/** "3 damage", "4 life", "two +1/+1 counters", "+3/+3", "2 poison". */
/** "+3/+3", "-2/-0": a P/T change as rules text writes it. */
export function signed(power: number, toughness: number): string {
  const one = (n: number): string => (n < 0 ? String(n) : `+${n}`);
  return `${one(power)}/${one(toughness)}`;
}
