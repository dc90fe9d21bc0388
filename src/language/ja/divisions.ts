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
/** 分ける, 振り分ける in its forms — told (分けた), going on (分けて), supposed (分けたら／分ければ／分けると): amounts alone said as a division. */
const SPLIT_WORD = /^(?:振り)?分け(?:た|る|て|たら|れば|ると)?$/;
/** Words that say a division and nothing more besides 分ける: ダメージ, 全部 (all of it). */
const DIVISION_WORDS: ReadonlySet<string> = new Set(['ダメージ', '全部', 'すべて', '全て']);

/** 全部, 全て: all of the damage (「全部3/3に」). */
const ALL_WORDS: ReadonlySet<string> = new Set(['全部', '全て', 'すべて']);

/** ずつ after an amount: that amount to each one (「1点ずつ」). */
const EACH_AFTER = 'ずつ';

/** 残り (the rest) at x; 「残りの」 only before its amount (「残りの5点」: else it is 他の, "the other"). */
function isRest(x: JaChunk | undefined, amountFollows: boolean): boolean {
  return x !== undefined && (REST.has(x.text) || (x.text === '残りの' && amountFollows));
}

function isPoints(x: JaChunk | undefined): number | null {
  const s = x?.senses[0];
  return s?.kind === 'number' && x!.ja.counter === 'point' && !x!.ja.ordinal ? s.value : null;
}

/**
 * 「3点と3点に分けた」「3点ずつ割り振った」: the amounts of a division with no one said to get them, added to `parts` (their
 * chunks to `used`); false when the clause is no such division.
 */
function amountsAlone(c: Clause, chunks: readonly JaChunk[], ks: readonly number[], used: Set<number>, parts: DivisionPart[], rolesSaid: boolean): boolean {
  for (const [i, k] of ks.entries()) {
    const n = isPoints(chunks[k]);
    if (n === null || used.has(k)) continue;
    // 「3点ずつ割り振った」: that amount to each of those divided among.
    const zutsu = ks[i + 1];
    if (zutsu !== undefined && chunks[zutsu]?.text === EACH_AFTER) {
      parts.push({ amount: n, to: null, each: true, chunks: [k, zutsu] });
      used.add(zutsu);
    } else parts.push({ amount: n, to: null, chunks: [k] });
    used.add(k);
  }
  // (Amounts alone with a recipient said besides them: some part's recipient is not said.)
  if (rolesSaid && parts.length > 0) return false;
  // (Amounts alone are a division only said as one: 「3点と3点に分けた」, or each said with the verb 「3点ずつ割り振った」.)
  const eachSaid = parts.some((p) => p.each) && c.verb !== null;
  if (!eachSaid && !ks.some((k) => SPLIT_WORD.test(chunks[k]?.text ?? ''))) return false;
  // The amounts' own roles (「3点と3点に」 read as with/to amount phrases) say nothing more.
  for (const r of c.roles) for (const q of [...r.chunks, ...phraseChunks(r.np)]) if (chunks[q] && (isPoints(chunks[q]) !== null || chunks[q]!.senses[0]?.kind === 'prep' || chunks[q]!.ja.particle !== null)) used.add(q);
  if (c.subject?.kind === 'amount' || c.subject?.kind === 'list') for (const q of phraseChunks(c.subject)) if (isPoints(chunks[q]) !== null) used.add(q);
  return true;
}

/**
 * 「2/2に2点、3/3に2点って割り振りってできる?」「…割り振れる?」「…に割り振るのは可能ですか」: a division asked whether it may be
 * made — the verb of assigning in its potential form, or the noun 割り振り with できる／可能 after it (Clause.division `asked`).
 */
const ASKED_WORDS: ReadonlySet<string> = new Set(['割り振り', '振り分け', '割り振るの', 'って', 'は', 'の', 'できる', 'できます', 'できますか', 'できるの', 'できるか', '可能', '可能ですか', 'か']);
const CAN_WORDS: ReadonlySet<string> = new Set(['できる', 'できます', 'できますか', 'できるの', 'できるか', '可能', '可能ですか']);

function askedJa(c: Clause, chunks: readonly JaChunk[]): boolean {
  if (!c.question) return false;
  if (c.verb?.verb === 'assign' && c.verb.modal === 'can') return true;
  return c.verb === null && c.chunks.some((k) => CAN_WORDS.has(chunks[k]?.text ?? '')) && c.chunks.some((k) => ['割り振り', '振り分け', '割り振るの'].includes(chunks[k]?.text ?? ''));
}

function divisionParts(c: Clause, chunks: readonly JaChunk[]): DivisionPart[] | null {
  const v = c.verb;
  if (v && (v.negated || v.passive || (v.modal !== null && !askedJa(c, chunks)) || v.verb !== 'assign')) return null;
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
    const free = (k: number | undefined): k is number => k !== undefined && !used.has(k);
    const take = (amount: number | null, more: (number | undefined)[]): void => {
      // 「それぞれに3点」「熊とエルフに3点ずつ」「両方に1点ずつ」: the amount to every one of them (それぞれ alone: of those
      // divided among). A group said without ずつ or それぞれ (「3/3と2/2に3点」: 3 between them?) stays one recipient (not read).
      const zutsu = amount !== null ? more.filter((k): k is number => k !== undefined).map((k) => next(k)).find((k) => free(k) && chunks[k]?.text === EACH_AFTER) : undefined;
      const eachWord = r.np!.kind === 'pronoun' && r.np!.word === 'each';
      const each = zutsu !== undefined || eachWord ? { each: true as const } : {};
      const ch = [...own, ...more.filter((k): k is number => k !== undefined), ...(zutsu !== undefined ? [zutsu] : [])];
      parts.push({ amount, to: eachWord ? null : r.np, ...each, chunks: ch });
      for (const q of ch) used.add(q);
    };
    // 「本体に5点を」「相手に残り5点を」: the amount after who gets it — 残り with it says the rest, its amount said (read
    // as that amount: whether it is all that remains is the engine's to check, 510.1a, 510.1e).
    const after = next(Math.max(...own));
    const restAfter = free(after) && isRest(chunks[after], isPoints(chunks[next(after) ?? -1]) !== null) ? after : undefined;
    const amountAt = restAfter !== undefined ? next(restAfter) : after;
    const amount = free(amountAt) ? isPoints(chunks[amountAt]) : null;
    if (amount !== null) {
      const p = next(amountAt!);
      take(amount, [restAfter, amountAt, free(p) && chunks[p]?.text === 'を' ? p : undefined]);
      continue;
    }
    // 「残りを相手に」「5点を相手に」「残り5点を相手に」「残りの5点は本体へ」: the amount, the rest, or both, said before who gets it.
    const before = prevOf(Math.min(...own));
    const particle = free(before) && ['を', 'は'].includes(chunks[before]?.text ?? '') ? before : undefined;
    const b1 = particle !== undefined ? prevOf(particle) : before;
    const pointsBefore = free(b1) ? isPoints(chunks[b1]) : null;
    const restAt = pointsBefore !== null ? prevOf(b1!) : b1;
    const restBefore = free(restAt) && isRest(chunks[restAt], pointsBefore !== null) ? restAt : undefined;
    if (pointsBefore !== null || restBefore !== undefined) {
      take(pointsBefore, [restBefore, pointsBefore !== null ? b1 : undefined, particle]);
      continue;
    }
    // 「相手に残り」: the rest, after.
    if (restAfter !== undefined) {
      take(null, [restAfter]);
      continue;
    }
    // 「全部3/3に」「3/3に全部」: all of it to that one (every other part told must be none: frames/division.ts).
    const all = [before, after, ...own].find((k) => free(k) && ALL_WORDS.has(chunks[k]?.text ?? '') && !isRest(chunks[prevOf(k) ?? -1], false));
    if (all !== undefined) {
      parts.push({ amount: null, to: r.np, all: true, chunks: [...new Set([...own, all])] });
      for (const q of [...own, all]) used.add(q);
      continue;
    }
    return null;
  }
  // 「3点と3点に分けた」: amounts alone, no one said to get them.
  if ((roles.length === 0 || parts.length === 0) && !amountsAlone(c, chunks, ks, used, parts, roles.length > 0)) return null;
  if (parts.length === 0) return null;
  for (const k of ks) {
    if (used.has(k)) continue;
    const x = chunks[k];
    if (!x) continue;
    const kind = x.senses[0]?.kind;
    if (kind === 'punct' || kind === 'conj' || kind === 'filler') continue;
    if (DIVISION_WORDS.has(x.text) || SPLIT_WORD.test(x.text)) continue;
    // (A division asked: 「…って割り振りってできる?」. 「…割り振った場合」: the division supposed, as 割り振ったら is.)
    if ((ASKED_WORDS.has(x.text) && askedJa(c, chunks)) || (kind === 'sub' && c.sub === 'if')) continue;
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
    let pending: { clause: Clause; parts: DivisionPart[] } | null = null;
    for (const c of s.clauses) {
      const parts = c.mostPast ? null : divisionParts(c, chunks);
      if (!parts) {
        prev = null;
        pending = null;
        continue;
      }
      // 「ブロッカーに3点割り振って、残りはプレイヤーへ」: the clause after carries on the division.
      if (prev?.division) {
        prev.division.parts.push(...parts);
        c.division = { parts: [], joined: true, head: prev };
        continue;
      }
      // 「1点を熊に、5点を相手に割り振った」: a part told alone, then the clause with the verb of assigning carries it on
      // (no subject of its own said there: whose division it is, the one clause that reads it says).
      if (pending && c.verb !== null && c.subject === null) {
        pending.clause.division = { parts: [...pending.parts, ...parts] };
        c.division = { parts: [], joined: true, head: pending.clause };
        prev = pending.clause;
        pending = null;
        continue;
      }
      pending = null;
      // (One part told alone is a division only said with a verb of assigning: 「2/2に6点割り振った」.)
      if (!parts.some((p) => p.amount !== null || p.all)) continue;
      if (parts.length === 1 && c.verb === null) {
        pending = { clause: c, parts };
        continue;
      }
      c.division = askedJa(c, chunks) ? { parts, asked: true } : { parts };
      prev = c;
    }
  }
}
