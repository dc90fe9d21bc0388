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
import type { JaChunk } from './chunk.ts';
import { parseJapaneseSentences } from './grammar.ts';
import { readLoyaltyCosts } from '../loyalty.ts';

export async function readJapanese(p: Prepared, cards: CardSpotter): Promise<{ chunks: Chunk[]; sentences: Sentence[] }> {
  const tokens = await tokeniseJapanese(p);
  const chunks = readLoyaltyCosts(p.text, chunkJapanese(p.text, tokens, cards), 'ja');
  const sentences = parseJapaneseSentences(p.text, chunks);
  negativeQuantifiers(sentences, chunks);
  return { chunks, sentences };
}

/**
 * 「私のクリーチャーは誰も接死を持っていない」「相手のクリーチャーはどれも到達を持っていない」「1体も飛行を持っていない」:
 * a question word or 1体 with も before a negated verb is "none of them", never a question ("who has
 * deathtouch?") nor a creature of its own. The clause is marked (Clause.none) for the frames, which read it
 * as a statement about every creature of the group (frames/facts.ts lacksGroup) or name it.
 */
function negativeQuantifiers(sentences: Sentence[], chunks: readonly Chunk[]): void {
  for (const s of sentences) {
    for (const c of s.clauses) {
      if (!c.verb?.negated) continue;
      const at = c.chunks.findIndex((k, i) => {
        const next = chunks[c.chunks[i + 1] ?? -1] as JaChunk | undefined;
        if (next?.ja.particle !== 'も') return false;
        const t = chunks[k]!.text;
        return /^(?:誰|どれ|いずれ|どの(?:クリーチャー|子)?)$/u.test(t) || /^(?:1|一)(?:体|匹)$/u.test(t);
      });
      if (at < 0) continue;
      const k = c.chunks[at]!;
      c.none = true;
      if (c.wh !== null) c.wh = null;
      if (c.object && c.object.chunks.includes(k)) c.object = null;
      if (c.verb.inverted) c.verb = { ...c.verb, inverted: false };
      // (Read as a question only for the word: a statement unless the sentence asks something else.)
      if (s.question && !/[?？]\s*$/u.test(s.text) && s.clauses.every((x) => x === c || (x.wh === null && !x.verb?.inverted))) {
        s.question = false;
        for (const x of s.clauses) x.question = false;
      }
    }
  }
}
