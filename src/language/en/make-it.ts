/**
 * "Does the Drake make it?", "which one makes it?", "my 2/2 made it, right?": "make it" with nothing made after it is
 * getting through alive — read as "survive", as "make it through" is (lexicon.ts). Before a noun or a size ("make it a
 * 4/4", "make it lose flying") it is "make" with its object and stays so.
 */
import type { Chunk } from '../chunk.ts';

/** What may follow a bare "make it": the clause's end ("?", ",", "."), "and"/"or"/"but", or a time said after it. */
function closes(c: Chunk | undefined): boolean {
  const s = c?.senses[0]?.kind;
  return c === undefined || s === 'punct' || s === 'time' || /^(?:and|or|but|alive)$/i.test(c.text);
}

/** The chunks with a bare "make(s)/made it" read as one chunk, the verb "survive". */
export function readMakeIt(text: string, chunks: readonly Chunk[]): Chunk[] {
  const out: Chunk[] = [];
  for (let k = 0; k < chunks.length; k++) {
    const c = chunks[k]!;
    const it = chunks[k + 1];
    if (/^(?:make|makes|made|making)$/i.test(c.text) && /^it$/i.test(it?.text ?? '') && closes(chunks[k + 2])) {
      out.push({ i: -1, from: c.from, to: it!.to, start: c.start, end: it!.end, text: text.slice(c.start, it!.end), senses: [{ kind: 'verb', verb: 'survive' }] });
      k++;
      continue;
    }
    out.push(c);
  }
  return out;
}
