/** Japanese counts of cards cast: 「《稲妻》を2枚撃った」 is two casts of the card, as 「2回撃った」 is. */
import type { Chunk } from '../chunk.ts';
import type { JaChunk } from './chunk.ts';

/** The most casts one count 「N枚」 is read as (as 「N回」, kanji-numbers.ts MAX_REPEATS): more stays a number, named. */
const MAX_CASTS = 10;

/**
 * 「相手に《稲妻》を2枚撃った」「《ショック》を3枚唱えた」: a count of cards (枚) right after an instant or sorcery named with を
 * and right before a verb of casting tells that card cast that many times — the 'twice' time word with its count
 * (senses.ts; frames/index.ts repeats the act), as 「2回撃った」 does. (A count of a permanent card, 「《灰色熊》を2枚唱えた」,
 * would be two objects on the battlefield: left as a count, to the frames.)
 */
export function castCounts(chunks: Chunk[]): void {
  for (let k = 2; k + 1 < chunks.length; k++) {
    const c = chunks[k] as JaChunk;
    const s = c.senses[0];
    if (s?.kind !== 'number' || c.ja.counter !== 'card' || c.ja.ordinal || s.value < 2 || s.value > MAX_CASTS) continue;
    if ((chunks[k - 1] as JaChunk).ja.particle !== 'を') continue;
    const card = chunks[k - 2]!.senses[0];
    if (card?.kind !== 'card' || !/\b(?:Instant|Sorcery)\b/.test(card.typeLine)) continue;
    const verb = chunks[k + 1]!.senses[0];
    if (verb?.kind !== 'verb' || verb.verb !== 'cast') continue;
    chunks[k] = { ...c, senses: [s.value === 2 ? { kind: 'time', time: 'twice' } : { kind: 'time', time: 'twice', times: s.value }] } as JaChunk;
  }
}
