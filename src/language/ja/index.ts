/**
 * Japanese questions (issue 12 §2): kuromoji morphemes (tokenise.ts) -> chunks with senses
 * (chunk.ts) -> sentences of clauses (grammar.ts), the same Sentence and Clause shapes the
 * English grammar produces, so the shared frames and intents read both languages alike.
 */
import type { Chunk } from '../chunk.ts';
import type { Sentence } from '../clause.ts';
import type { CardSpotter } from '../lexicon/cards.ts';
import type { Prepared } from '../text.ts';
import { tokeniseJapanese } from './tokenise.ts';
import { chunkJapanese } from './chunk.ts';
import { parseJapaneseSentences } from './grammar.ts';

export async function readJapanese(p: Prepared, cards: CardSpotter): Promise<{ chunks: Chunk[]; sentences: Sentence[] }> {
  const tokens = await tokeniseJapanese(p);
  const chunks = chunkJapanese(p.text, tokens, cards);
  return { chunks, sentences: parseJapaneseSentences(p.text, chunks) };
}
