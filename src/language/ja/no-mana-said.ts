/**
 * 「相手はマナがない」「私はマナが残っていません」「相手のマナは残ってない」「私にはもうマナがありません」: a player said to
 * have no mana (left) — the clause "he has no mana" is in English, so the shared reading of that fact (no-mana.ts
 * noManaTold: the player's mana is then only what their told board makes, 601.2g-h, 605.3a) reads both languages
 * alike. Before, マナ was no phrase of the clause: it was lost, and the fact went unread.
 *
 * Only this shape, every word of the clause read: a player (は/が/も/には, or 〜の before マナ), マナ (が/は/も or no
 * particle), then ない/ありません/残ってない read as the verb, said as a plain statement (「マナはない」 too: chunk.ts reads
 * that ない as "there is none", not the auxiliary the analyser tags). With no player said (「マナは残ってない」) whose
 * mana it is is not guessed, and an amount (「3マナがない」), a condition (なければ) or a question is left as it was.
 * "Tapped out" (「土地は全部タップ済み」) says nothing of mana and is not read here (as in English, no-mana.ts).
 */
import type { Chunk } from '../chunk.ts';
import type { Clause, NounPhrase, Sentence } from '../clause.ts';

/** Words between the player and マナ or before the verb that change nothing of the fact: "(not) any more". */
const STILL_WORDS: ReadonlySet<string> = new Set(['もう', 'もはや']);
const PLAYER_PARTICLES: ReadonlySet<string> = new Set(['は', 'が', 'も', 'の']);
const MANA_PARTICLES: ReadonlySet<string> = new Set(['が', 'は', 'も']);

export function noManaSaid(sentences: Sentence[], chunks: readonly Chunk[]): void {
  for (const s of sentences) {
    for (let i = 0; i < s.clauses.length; i++) {
      const read = asNoMana(s.clauses[i]!, chunks);
      if (read) s.clauses[i] = read;
    }
  }
}

function asNoMana(c: Clause, chunks: readonly Chunk[]): Clause | null {
  const v = c.verb;
  if (!v || c.question || c.sub !== null || c.wh !== null || c.object || c.object2 || c.complement || c.keywords.length > 0 || c.lacks.length > 0 || c.adjectives.length > 0 || c.times.length > 0) return null;
  // The verb: ない/ある/残る negated, told (never a condition or a wish).
  if (!['be', 'have', 'remain'].includes(v.verb) || !v.negated || v.passive || v.modal !== null || v.hypothetical) return null;
  const rest = c.chunks.filter((k) => !v.chunks.includes(k));
  const text = (k: number | undefined): string => (k === undefined ? '' : (chunks[k]?.text ?? ''));
  const sense = (k: number | undefined): { kind: string; noun?: string; who?: string } | undefined => (k === undefined ? undefined : (chunks[k]?.senses[0] as { kind: string; noun?: string; who?: string } | undefined));
  // Player, its particle(s) (には: two chunks), words of "any more", マナ, its particle.
  let k = 0;
  const playerAt = rest[k++];
  const p = sense(playerAt);
  if (p?.kind !== 'player' || p.who === undefined) return null;
  const of = text(rest[k]) === 'の';
  if (text(rest[k]) === 'に' && text(rest[k + 1]) === 'は') k += 2;
  else if (PLAYER_PARTICLES.has(text(rest[k]))) k++;
  else return null;
  const still: number[] = [];
  while (!of && STILL_WORDS.has(text(rest[k]))) still.push(rest[k++]!);
  const manaAt = rest[k++];
  if (manaAt === undefined || sense(manaAt)?.kind !== 'thing-noun' || sense(manaAt)?.noun !== 'mana') return null;
  if (MANA_PARTICLES.has(text(rest[k]))) k++;
  while (STILL_WORDS.has(text(rest[k]))) still.push(rest[k++]!);
  if (k !== rest.length) return null;
  const at = chunks[playerAt!]!;
  const player: NounPhrase = c.subject?.kind === 'player' && c.subject.chunks.includes(playerAt!) ? c.subject : { kind: 'player', player: { who: p.who as never }, chunks: [playerAt!], start: at.start, end: at.end, text: at.text };
  const m = chunks[manaAt]!;
  const mana: NounPhrase = { kind: 'property', noun: 'mana', of: null, adjectives: [], chunks: [manaAt], start: m.start, end: m.end, text: m.text };
  return { ...c, subject: player, object: mana, roles: [], verb: { ...v, verb: 'have', chunks: [...v.chunks, ...still].sort((a, b) => a - b) } };
}
