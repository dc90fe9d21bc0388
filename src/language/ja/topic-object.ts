/**
 * 「カードは何枚引く？」「カードって何枚引ける？」: カード as the topic of 引く (draw) or 捨てる (discard) is what is drawn or
 * discarded — a card draws nothing (121.1) — so it reads as 「カードを何枚引く」 does, the player left unsaid as there.
 * Only カード itself, right before the verb or a count (何枚, N枚) and the verb.
 */
import type { Chunk } from '../chunk.ts';
import type { JaChunk } from './chunk.ts';

const TOPIC: ReadonlySet<string> = new Set(['は', 'って', 'も']);

export function cardsTopicDrawn(chunks: Chunk[]): void {
  for (let i = 0; i + 2 < chunks.length; i++) {
    const card = chunks[i] as JaChunk;
    const particle = chunks[i + 1] as JaChunk;
    if (card.text !== 'カード' || !TOPIC.has(particle.ja.particle ?? '')) continue;
    const count = chunks[i + 2]!;
    const counted = count.senses.some((s) => s.kind === 'wh' || s.kind === 'number') && /枚$/.test(count.text);
    const verb = chunks[i + (counted ? 3 : 2)];
    if (!verb?.senses.some((s) => s.kind === 'verb' && (s.verb === 'draw' || s.verb === 'discard'))) continue;
    chunks[i + 1] = { ...particle, ja: { ...particle.ja, particle: 'を' } } as JaChunk;
  }
}
