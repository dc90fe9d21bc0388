/** 「ブロックしたい。できますか？」: an act said as wanted, then asked "can it be done?" — one question (ja/index.ts runs it). */
import type { Chunk } from '../chunk.ts';
import type { Clause, Sentence } from '../clause.ts';
import type { JaChunk } from './chunk.ts';
import { CANNOT_WORDS } from './lexicon.ts';

/** Words that ask "can it be done?" of the act just said: できる's potential (its chunk's lemma), 可能, OK, いける — or ask it the
 * other way round (無理？, ダメ？: "is it impossible?"), the same yes-or-no question, restated as 「〜できるか」 (lexicon.ts). */
const CAN_WORDS: ReadonlySet<string> = new Set(['できる', '出来る', 'いける', '行ける', '可能', 'OK', 'ok', 'オーケー', 'アリ', 'あり', ...CANNOT_WORDS]);

/**
 * 「《石の壁》でブロックしたいです。できますか？」「ブロックしたいんですけど、可能？」「ブロックしたい。ブロックできる？」: an act said as
 * wanted (〜たい) and then asked of with nothing but できますか (可能, OK, いける) — or the same verb's potential with no
 * argument of its own — asks whether that act can be done: one question, the wanted clause asked with "can" (its
 * arguments, the question's words; 「攻撃したい。攻撃できる？」: the asking verb's chunk joins the asked verb's). Wanted and not so
 * asked, it stays as it was read.
 */
export function wantedThenCan(sentences: Sentence[], chunks: readonly Chunk[]): void {
  const wanted = (c: Clause): boolean => {
    const v = c.verb;
    const last = v?.chunks[v.chunks.length - 1];
    return !!v && !v.negated && !v.passive && v.modal === null && c.wh === null && c.sub !== 'if' && last !== undefined && (chunks[last] as JaChunk | undefined)?.ja.verb?.morph.desire === true;
  };
  const asksCan = (q: Clause, c: Clause): boolean => {
    if (attemptAsked(q, c, chunks)) return true;
    if (q.wh !== null || q.object || q.object2 || q.complement || q.roles.length > 0 || q.keywords.length > 0 || q.lacks.length > 0 || q.sub !== null) return false;
    if (q.subject && !(q.subject.kind === 'player' && q.subject.chunks.length === 0)) return false;
    if (q.verb && !(q.verb.verb === c.verb!.verb && q.verb.modal === 'can' && !q.verb.negated && !q.verb.passive)) return false;
    let said = q.verb !== null;
    for (const k of q.chunks) {
      const x = chunks[k] as JaChunk | undefined;
      if (!x) return false;
      if (q.verb?.chunks.includes(k)) continue;
      const kind = x.senses[0]?.kind;
      if (kind === 'punct' || kind === 'filler') continue;
      if (CAN_WORDS.has(x.ja.lemma ?? '') || CAN_WORDS.has(x.text)) said = true;
      else return false;
    }
    return said;
  };
  for (let si = 0; si < sentences.length; si++) {
    const s = sentences[si]!;
    for (let ci = 0; ci < s.clauses.length; ci++) {
      const c = s.clauses[ci]!;
      if (!wanted(c)) continue;
      // 「ブロックしたいけど可能？」: the asking words right after the wanted verb, ending the question (no clause of their own).
      const after: number[] = [];
      for (let k = c.verb!.chunks[c.verb!.chunks.length - 1]! + 1; k < chunks.length && !/^[。？?！!]$/u.test(chunks[k]!.text); k++) after.push(k);
      const inside = s.question && ci === s.clauses.length - 1 && after.length > 0 && after.every((k) => ['punct', 'filler', 'aux'].includes(chunks[k]?.senses[0]?.kind ?? '') || CAN_WORDS.has(chunks[k]?.text ?? '')) && after.some((k) => CAN_WORDS.has(chunks[k]?.text ?? ''));
      if (inside) {
        s.clauses[ci] = { ...c, question: true, sub: null, verb: { ...c.verb!, modal: 'can', inverted: true }, chunks: [...new Set([...c.chunks, ...after])].sort((a, b) => a - b) };
        continue;
      }
      const sameSentence = ci + 1 < s.clauses.length;
      const host = sameSentence ? s : sentences[si + 1];
      const qi = sameSentence ? ci + 1 : 0;
      // 「ブロックしたい。ダメ？」「攻撃したい。可能？」: the next sentence is nothing but the asking words (no clause of its own).
      if (!sameSentence && host && host.question && host.clauses.length === 0) {
        const words = chunks.flatMap((x, k) => (x.start >= host.start && x.end <= host.end ? [k] : []));
        const asking = (k: number): boolean => CAN_WORDS.has(chunks[k]?.text ?? '') || CAN_WORDS.has((chunks[k] as JaChunk | undefined)?.ja.lemma ?? '');
        if (words.some(asking) && words.every((k) => asking(k) || ['punct', 'filler', 'aux'].includes(chunks[k]?.senses[0]?.kind ?? ''))) {
          s.clauses.splice(ci, 1);
          host.clauses.push({ ...c, question: true, sub: null, verb: { ...c.verb!, modal: 'can', inverted: true }, chunks: [...new Set([...c.chunks, ...words])].sort((a, b) => a - b), sentence: host.index, end: host.end });
          ci--;
          continue;
        }
      }
      const q = host?.clauses[qi];
      if (!host || !q || !host.question || !asksCan(q, c) || (!sameSentence && host.clauses.length > 1 && host.clauses[1]!.sub === null && !host.clauses[1]!.question)) continue;
      const asked: Clause = {
        ...c,
        question: true,
        sub: null,
        verb: { ...c.verb!, modal: 'can', inverted: true, chunks: [...new Set([...c.verb!.chunks, ...(q.verb?.chunks ?? [])])].sort((a, b) => a - b) },
        chunks: [...new Set([...c.chunks, ...q.chunks])].sort((a, b) => a - b),
        sentence: q.sentence,
        end: q.end,
      };
      if (sameSentence) {
        s.clauses.splice(ci, 2, asked);
        s.question = true;
      } else {
        s.clauses.splice(ci, 1);
        host.clauses.splice(qi, 1, asked);
        ci--;
      }
    }
  }
  // 「相手の4/4を2/2でブロックしたいんだけど、どうなる？」: an act only wanted, not asked of, was never done — told as done it
  // set up a board the asker never had (a wrong answer). Its clause is left without a verb, its words named back unread.
  for (const s of sentences) {
    for (let ci = 0; ci < s.clauses.length; ci++) {
      const c = s.clauses[ci]!;
      if (wanted(c)) s.clauses[ci] = { ...c, verb: null };
    }
  }
}

/**
 * 「防衛を持つ0/4で攻撃しようとした。どうなる？」「唱えようとしました。何が起きますか？」: an act tried (〜ようとした), then asked
 * only what happens — whether the act tried can be done at all is the question (a legal act is then done; an illegal one
 * is undone, 733.1 — the answer says why it can't be). Only for a try: a wish (〜たい) with どうなる is left as it was read.
 */
function attemptAsked(q: Clause, c: Clause, chunks: readonly Chunk[]): boolean {
  const last = c.verb!.chunks[c.verb!.chunks.length - 1];
  if (last === undefined || (chunks[last] as JaChunk | undefined)?.ja.verb?.morph.attempt !== true) return false;
  const v = q.verb;
  if (!v || v.verb !== 'happen' || q.wh !== 'what' || v.negated || v.passive || v.modal !== null) return false;
  return !q.subject && !q.object && !q.object2 && !q.complement && q.roles.length === 0 && q.keywords.length === 0 && q.lacks.length === 0 && q.sub === null;
}
