/**
 * 「2/2に2点、残りを相手に」「ブロッカーに3点割り振って、残りはプレイヤーへ」「狼に1点、本体に5点を割り振った」「3点と3点に分けた」
 * 「熊に2点、相手に1点」: a division of damage told with amounts — each part who gets it (〜に／〜へ) and its amount (N点), or
 * the rest (残り), or amounts alone — marked on the clause (Clause.division) when every word of it is the division's. Read
 * by frames/division.ts (510.1c-d, 702.19b for combat damage; 601.2d for a spell that divides its damage).
 */
import type { Clause, DivisionPart, Sentence } from '../clause.ts';
import { phraseChunks } from '../clause.ts';
import type { JaChunk } from './chunk.ts';

/** 残り (the rest), 残り全部. */
const REST: ReadonlySet<string> = new Set(['残り', '残る', '余り']);
/** 分ける: amounts alone said as a division. */
const SPLIT_WORDS: ReadonlySet<string> = new Set(['分けた', '分ける', '分けて', '分け', '振り分けた', '振り分けて', '振り分ける']);
/** Words that say a division and nothing more: 分ける (divide), 振る, ダメージ, 全部 (all of it). */
const DIVISION_WORDS: ReadonlySet<string> = new Set(['分けた', '分ける', '分けて', '分け', '振り分けた', '振り分けて', '振り分ける', 'ダメージ', '全部', 'すべて', '全て']);

function isPoints(x: JaChunk | undefined): number | null {
  const s = x?.senses[0];
  return s?.kind === 'number' && x!.ja.counter === 'point' && !x!.ja.ordinal ? s.value : null;
}

function divisionParts(c: Clause, chunks: readonly JaChunk[]): DivisionPart[] | null {
  const v = c.verb;
  if (v && (v.negated || v.passive || v.modal !== null || v.verb !== 'assign')) return null;
  if (c.wh !== null || c.times.length > 0 || c.keywords.some((k) => k.keyword !== 'trample')) return null;
  const ks = [...c.chunks].sort((a, b) => a - b);
  const next = (k: number): number | undefined => ks[ks.indexOf(k) + 1];
  const prevOf = (k: number): number | undefined => ks[ks.indexOf(k) - 1];
  const used = new Set<number>(v?.chunks ?? []);
  if (c.subject?.kind === 'player') for (const k of phraseChunks(c.subject)) used.add(k);
  const parts: DivisionPart[] = [];
  const roles = c.roles.filter((r) => r.np !== null && r.np.kind !== 'amount' && phraseChunks(r.np).length > 0).sort((a, b) => Math.min(...phraseChunks(a.np)) - Math.min(...phraseChunks(b.np)));
  for (const r of roles) {
    if (r.prep !== 'to') return null;
    const own = [...new Set([...r.chunks, ...phraseChunks(r.np)])];
    const last = Math.max(...own);
    const after = next(last);
    const amount = after === undefined ? null : isPoints(chunks[after]);
    if (amount !== null) {
      // 「本体に5点を」: the amount and its particle.
      const take = [after!];
      const p = next(after!);
      if (p !== undefined && chunks[p]?.text === 'を') take.push(p);
      parts.push({ amount, to: r.np, chunks: [...own, ...take] });
      for (const q of [...own, ...take]) used.add(q);
      continue;
    }
    // 「残りを相手に」「残りはプレイヤーへ」: the rest, said before who gets it; 「相手に残り」 after.
    const before = prevOf(Math.min(...own));
    const restBefore = before !== undefined && ['を', 'は'].includes(chunks[before]?.text ?? '') ? prevOf(before) : before;
    if (restBefore !== undefined && REST.has(chunks[restBefore]?.text ?? '') && !used.has(restBefore)) {
      parts.push({ amount: null, to: r.np, chunks: [...own, restBefore, ...(before !== restBefore ? [before!] : [])] });
      for (const q of [...own, restBefore, before!]) used.add(q);
      continue;
    }
    if (after !== undefined && REST.has(chunks[after]?.text ?? '')) {
      parts.push({ amount: null, to: r.np, chunks: [...own, after] });
      for (const q of [...own, after]) used.add(q);
      continue;
    }
    return null;
  }
  // 「3点と3点に分けた」: amounts alone, no one said to get them.
  if (roles.length === 0 || parts.length === 0) {
    for (const k of ks) {
      const n = isPoints(chunks[k]);
      if (n === null || used.has(k)) continue;
      parts.push({ amount: n, to: null, chunks: [k] });
      used.add(k);
    }
    // (Amounts alone with a recipient said besides them: some part's recipient is not said.)
    if (roles.length > 0 && parts.length > 0) return null;
    // (Amounts alone are a division only said as one: 「3点と3点に分けた」.)
    if (!ks.some((k) => SPLIT_WORDS.has(chunks[k]?.text ?? ''))) return null;
    // The amounts' own roles (「3点と3点に」 read as with/to amount phrases) say nothing more.
    for (const r of c.roles) for (const q of [...r.chunks, ...phraseChunks(r.np)]) if (chunks[q] && (isPoints(chunks[q]) !== null || chunks[q]!.senses[0]?.kind === 'prep' || chunks[q]!.ja.particle !== null)) used.add(q);
    if (c.subject?.kind === 'amount' || c.subject?.kind === 'list') for (const q of phraseChunks(c.subject)) if (isPoints(chunks[q]) !== null) used.add(q);
  }
  if (parts.length === 0) return null;
  for (const k of ks) {
    if (used.has(k)) continue;
    const x = chunks[k];
    if (!x) continue;
    const kind = x.senses[0]?.kind;
    if (kind === 'punct' || kind === 'conj' || kind === 'filler') continue;
    if (DIVISION_WORDS.has(x.text)) continue;
    if (kind === 'keyword' && x.senses[0]!.kind === 'keyword' && x.senses[0]!.keyword.keyword === 'trample') continue;
    // A bare particle (と between amounts, で after トランプル).
    if (x.ja.particle !== null && x.senses.length <= 1 && (kind === undefined || kind === 'unknown' || kind === 'prep')) continue;
    return null;
  }
  return parts;
}

export function amountDivisions(sentences: readonly Sentence[], chunks: readonly JaChunk[]): void {
  for (const s of sentences) {
    let prev: Clause | null = null;
    for (const c of s.clauses) {
      const parts = c.mostPast ? null : divisionParts(c, chunks);
      if (!parts) {
        prev = null;
        continue;
      }
      // 「ブロッカーに3点割り振って、残りはプレイヤーへ」: the clause after carries on the division.
      if (prev?.division) {
        prev.division.parts.push(...parts);
        c.division = { parts: [], joined: true, head: prev };
        continue;
      }
      // (One part told alone is a division only said with a verb of assigning: 「2/2に6点割り振った」.)
      if (!parts.some((p) => p.amount !== null) || (parts.length === 1 && c.verb === null)) continue;
      c.division = { parts };
      prev = c;
    }
  }
}
