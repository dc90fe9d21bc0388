/**
 * Japanese sentences and clauses. A sentence ends at 。 ? ! ; it asks when it ends in ? or a
 * question ending (〜か, 〜の) or holds a question word. Within a sentence (items.ts groups the
 * chunks), arguments are gathered by their particles until a verb closes the clause: が/は/も/って
 * mark the subject, を the object, に a target or recipient (the agent of a passive: 〜にブロック
 * された), で an instrument (《稲妻》で) or the creatures that block (2体で), から and まで a source
 * and a limit. The verb's ending says how the clause links to the next: 〜たら/〜ば/〜と and 〜場合,
 * 〜とき make a condition (sub 'if'/'when'), the te-form chains clauses in order, and a verb right
 * before a noun is a relative clause (「《ショック》で2点与えた相手の3/3」: an event, then the noun).
 * valency.ts then fills each clause's roles the way the English grammar does for the same
 * meaning, so the shared frames and intents read both languages alike.
 */
import type { Sentence } from '../clause.ts';
import type { JaChunk } from './chunk.ts';
import type { JaReader } from './reader.ts';
import { startedAt } from './started-at.ts';
import { readItems } from './items.ts';
import { commaBoardList } from './board-lists.ts';
import { QUESTION_REQUESTS } from './lexicon.ts';
import type { State } from './clause-state.ts';
import { startClause } from './clause-state.ts';
import { readClauses } from './clause-reader.ts';
import { letThroughJa } from './let-through.ts';
import { tappedStatesJa } from './tapped-states.ts';
import { arrange, divisionAsManner, markQuestion, pointsItComesTo, targetSaid, throughAsUnblocked, unsaidFateAfterLife } from './sentence-rewrites.ts';
export { roleParticle } from './clause-state.ts';

const SENTENCE_END = new Set(['。', '?', '!', '．']);

interface Bounds {
  from: number;
  to: number;
  question: boolean;
}

function sentenceBounds(chunks: readonly JaChunk[]): Bounds[] {
  const out: Bounds[] = [];
  let from = 0;
  for (let i = 0; i < chunks.length; i++) {
    const c = chunks[i]!;
    // The tokeniser may join punctuation (「?(」): the mark it starts with ends the sentence.
    const p = c.senses[0]!.kind === 'punct' ? c.text.charAt(0) : null;
    if (p && SENTENCE_END.has(p)) {
      if (i > from) out.push({ from, to: i, question: p === '?' });
      else if (p === '?' && out.length > 0) out[out.length - 1]!.question = true;
      from = i + 1;
    }
  }
  if (from < chunks.length) out.push({ from, to: chunks.length, question: false });
  for (const s of out) {
    const slice = chunks.slice(s.from, s.to);
    const last = slice[slice.length - 1];
    if (!s.question && last && (last.ja.verb?.morph.question || last.ja.particle === 'か' || /か$/.test(last.text) && last.senses[0]!.kind === 'aux')) s.question = true;
    // (「何もない」「誰もブロックしない」: a question word with も is "nothing", "nobody" — no question of its own.)
    if (!s.question && slice.some((c, i) => (c.senses[0]!.kind === 'wh' && slice[i + 1]?.ja.particle !== 'も') || QUESTION_REQUESTS.has(c.text))) s.question = true;
  }
  return out;
}

export function parseJapaneseSentences(text: string, chunks: readonly JaChunk[]): Sentence[] {
  const out: Sentence[] = [];
  sentenceBounds(chunks).forEach((s, index) => {
    const r: JaReader = { chunks, text, end: s.to };
    const st: State = { r, sentence: index, question: s.question, out: [], cur: startClause(index, s.question), lastSubject: null, share: false, topic: null, held: null, lifeHolder: null };
    readClauses(st, startedAt(commaBoardList(readItems(r, s.from), r)));
    if (st.afterNext?.length) st.out.push(...st.afterNext.splice(0));
    markQuestion(st.out, s.question);
    const a = chunks[s.from]!;
    const b = chunks[s.to - 1]!;
    out.push({ index, question: s.question, clauses: st.out, start: a.start, end: b.end, text: text.slice(a.start, b.end) });
  });
  targetSaid(out, chunks);
  const arranged = arrange(out);
  unsaidFateAfterLife(arranged);
  throughAsUnblocked(arranged);
  letThroughJa(arranged);
  tappedStatesJa(arranged);
  for (const s of arranged) divisionAsManner(s);
  pointsItComesTo(arranged, chunks);
  return arranged;
}
