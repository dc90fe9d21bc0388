/**
 * The first pass over a Japanese sentence: chunks grouped into items — noun phrases (lists joined
 * by と included) with the particles after them, bare keyword lists (飛行を持っていますか), verbs
 * with their endings, and the other chunks (times, question words, subordinating nouns, filler)
 * one by one. The clause grammar (grammar.ts) reads items, never raw chunks.
 */
import type { Keyword } from '../../engine/types.ts';
import type { NounPhrase } from '../clause.ts';
import type { JaChunk } from './chunk.ts';
import type { JaReader } from './reader.ts';
import { at, first, isParticle, particle, span } from './reader.ts';
import { readKeywordList, readNounPhrase } from './phrases.ts';
import { abilityBeforeNoun } from './modifiers.ts';

export type Item =
  | { kind: 'np'; np: NounPhrase; from: number; to: number; particles: string[] }
  | { kind: 'keywords'; keywords: Keyword[]; from: number; to: number; particles: string[] }
  | { kind: 'verb'; c: JaChunk; from: number; to: number; particles: string[] }
  | { kind: 'chunk'; c: JaChunk; from: number; to: number; particles: string[] };

/** Particles that follow an item (に+は, で+も, から+の…), read as one group. */
function particlesAfter(r: JaReader, j: number): { particles: string[]; next: number } {
  const out: string[] = [];
  let k = j;
  while (particle(r, k) !== null && out.length < 3) {
    // と and か between two phrases join them; that is read by the list reader.
    out.push(particle(r, k)!);
    k++;
  }
  return { particles: out, next: k };
}

function isVerbChunk(c: JaChunk): boolean {
  const s = c.senses[0]!;
  return c.ja.verb !== null && (s.kind === 'verb' || s.kind === 'card' || s.kind === 'neg' || s.kind === 'unknown' || s.kind === 'filler');
}

/** Noun phrases joined by と (や, か): 「2/2と3/3」「相手のライフと毒カウンター」「2/2と3/3の2体」. */
function readList(r: JaReader, i: number): { np: NounPhrase; next: number } | null {
  const firstNp = readNounPhrase(r, i);
  if (!firstNp) return null;
  const items: NounPhrase[] = [firstNp.np];
  const joiners: number[] = [];
  let j = firstNp.next;
  let conj: 'and' | 'or' = 'and';
  for (;;) {
    // 「Xと、Y」: a comma after と still joins; so does 「X、それとY」 (and also).
    const also = at(r, j)?.text === '、' && at(r, j + 1)?.senses[0]?.kind === 'conj' && ALSO.has(at(r, j + 1)!.text) ? 1 : 0;
    if (!also && at(r, j)?.text === '、' && items.length === 1) {
      const counted = countedCommaList(r, j, items[0]!);
      if (counted) {
        items.push(...counted.items);
        joiners.push(...counted.joiners);
        j = counted.next;
        break;
      }
    }
    if (items.length === 1) {
      const named = namedPermanents(r, j, items[0]!);
      if (named) {
        items.push(...named.items);
        joiners.push(...named.joiners);
        j = named.next;
        if (!isParticle(r, j, 'と')) break;
      }
    }
    // 「+1/+1カウンターが2個、-1/-1カウンターが1個乗っている」: counters of two kinds, each with its count, set off by a
    // comma are the counters put there together, as と joins them (a comma between two counter amounts ends no clause).
    if (!also && at(r, j)?.text === '、' && counterAmount(items[items.length - 1]!)) {
      const more = readNounPhrase(r, j + 1);
      if (more && counterAmount(more.np) && !isParticle(r, more.next, 'に', 'へ')) {
        joiners.push(j);
        items.push(more.np);
        j = more.next;
        continue;
      }
    }
    if (!also && !(isParticle(r, j, 'と', 'や', 'か') && j + 1 < r.end)) break;
    const comma = also || at(r, j + 1)?.text === '、' ? 1 : 0;
    const next = readNounPhrase(r, j + 1 + comma);
    if (!next || !compatible(items[0]!, next.np)) break;
    if (isParticle(r, j, 'か')) conj = 'or';
    joiners.push(j);
    if (comma) joiners.push(j + 1);
    items.push(next.np);
    j = next.next;
  }
  if (items.length === 1) return firstNp;
  // 「2/2と3/3の2体」: the count repeats the list.
  if (isParticle(r, j, 'の') && first(r, j + 1, 'number')?.value === items.length && at(r, j + 1)!.ja.counter === 'creature') {
    joiners.push(j, j + 1);
    j += 2;
  }
  // 相手のライフと毒カウンター: the owner applies to every property.
  const owner = items[0]!.kind === 'property' ? items[0]!.of : null;
  for (const it of items) if (it.kind === 'property' && it.of === null && owner) it.of = owner;
  const np: NounPhrase = { kind: 'list', items, conj, chunks: joiners, start: items[0]!.start, end: items[items.length - 1]!.end, text: '' };
  np.end = at(r, j - 1)!.end;
  np.text = r.text.slice(np.start, np.end);
  const scope = keywordScope(r, items);
  if (scope) np.scope = scope;
  return { np, next: j };
}

/**
 * 「接死を持つ2/2と5/5」「飛行の4/4と3/3」「絆魂持ちの3/3と2/2」: a keyword said as a describing modifier
 * (を持つ, の, 持ちの) before the first item of a list may describe that item alone or the whole list —
 * Japanese doesn't tell; the two readings, to be asked back (red team s10: one was guessed). Not when
 * the keyword is written against the first size (「接死2/2と5/5」: one word, that creature's own, as
 * 「5/5トランプル」 after it), nor when every later item is described on its own (「飛行の4/4と5/5
 * (トランプルなし)」「接死の1/1と相手の3/3」: each has its words).
 */
function keywordScope(r: JaReader, items: readonly NounPhrase[]): { options: string[] } | null {
  const head = items[0]!;
  if (head.kind !== 'object' || head.keywords.length === 0) return null;
  // (A later item with any word of its own — 「普通の4/4」「相手の5/5」「赤の3/3」 — is described on its own.)
  const HEAD = new Set(['pt', 'object-noun', 'type']);
  const bare = (n: NounPhrase): boolean => n.kind === 'object' && n.keywords.length === 0 && n.lacks.length === 0 && n.card === null && n.chunks.every((c) => HEAD.has(at(r, c)?.senses[0]?.kind ?? ''));
  const rest = items.slice(1);
  if (!rest.every(bare)) return null;
  const k = head.chunks.find((c) => at(r, c)?.senses[0]?.kind === 'keyword');
  if (k === undefined) return null;
  const kw = readKeywordList(r, k);
  if (!kw || at(r, kw.next)?.senses[0]?.kind === 'pt') return null;
  // The words of the first item after its modifier (「2/2」 of 「接死を持つ2/2」), and the keywords as written.
  const after = head.chunks.filter((c) => c > kw.next && at(r, c)?.ja.verb === null && at(r, c)?.ja.particle === null && !at(r, c)?.ja.having);
  const firstWords = after.length > 0 ? r.text.slice(at(r, after[0]!)!.start, head.end) : head.text;
  const kwWords = r.text.slice(at(r, k)!.start, at(r, kw.next - 1)!.end);
  return { options: [`${firstWords}だけが${kwWords}を持つ`, `${[firstWords, ...rest.map((n) => n.text)].join('と')}${rest.length === 1 ? 'の両方' : 'のすべて'}が${kwWords}を持つ`] };
}

/**
 * 「4/4、2/2、1/1の3体」: phrases set off by commas and closed by their count (の and N体, N the number of phrases)
 * are one list, as 「4/4と2/2と1/1の3体」 is. Without the count a comma may end a clause, so it is not read so.
 * The items after the first and the chunk where the count starts (readList reads it).
 */
function countedCommaList(r: JaReader, j: number, head: NounPhrase): { items: NounPhrase[]; joiners: number[]; next: number } | null {
  const items: NounPhrase[] = [];
  const joiners: number[] = [];
  let k = j;
  while (at(r, k)?.text === '、') {
    const next = readNounPhrase(r, k + 1);
    if (!next || !compatible(head, next.np) || next.np.kind !== 'object') return null;
    joiners.push(k);
    items.push(next.np);
    k = next.next;
  }
  const n = first(r, k + 1, 'number');
  if (items.length === 0 || !isParticle(r, k, 'の') || n?.value !== items.length + 1 || at(r, k + 1)!.ja.counter !== 'creature' || at(r, k + 1)!.ja.ordinal) return null;
  return { items, joiners, next: k };
}

/**
 * 「《栄光の頌歌》、《極楽鳥》、《灰色熊》がいる」「相手は《セラの天使》《極楽鳥》《ラノワールのエルフ》」: permanent cards named one
 * after another, set off by commas or by nothing, are one list, as と joins them — only cards that are permanents (an
 * instant or sorcery named next is what is cast, not one more thing there), each bare (no particle between), and
 * closed where a phrase ends: が, は, も, を, と (the list goes on), or the sentence's end. Elsewhere a comma may end a clause.
 */
function namedPermanents(r: JaReader, j: number, head: NounPhrase): { items: NounPhrase[]; joiners: number[]; next: number } | null {
  const permanent = (n: NounPhrase): boolean => n.kind === 'object' && n.card !== null && !/\b(?:Instant|Sorcery)\b/.test(n.card.typeLine);
  if (!permanent(head)) return null;
  const items: NounPhrase[] = [];
  const joiners: number[] = [];
  let k = j;
  for (;;) {
    const comma = at(r, k)?.text === '、' ? 1 : 0;
    if (!comma && at(r, k)?.senses[0]?.kind !== 'card') break;
    const next = readNounPhrase(r, k + comma);
    if (!next || !permanent(next.np)) break;
    if (comma) joiners.push(k);
    items.push(next.np);
    k = next.next;
  }
  if (items.length === 0) return null;
  const end = at(r, k)?.text;
  const closes = k >= r.end || isParticle(r, k, 'が', 'は', 'も', 'を', 'と') || ['。', '？', '?', '！', '!', '）', ')'].includes(end ?? '');
  return closes ? { items, joiners, next: k } : null;
}

/** Counters of a kind with their count (「-1/-1カウンターが1個」「忠誠カウンター3個」). */
function counterAmount(n: NounPhrase): boolean {
  return n.kind === 'amount' && n.noun === 'counter' && n.counter !== null;
}

/** Words that join a list after a comma (「X、それとY」). */
const ALSO = new Set(['それと']);

function compatible(a: NounPhrase, b: NounPhrase): boolean {
  const k = (n: NounPhrase): string => (n.kind === 'pronoun' ? 'object' : n.kind);
  // (Amounts join only as counters: 「+1/+1カウンター2個と-1/-1カウンター1個」.)
  const counters = (n: NounPhrase): boolean => n.kind === 'amount' && n.noun === 'counter' && n.counter !== null;
  return k(a) === k(b) && (a.kind !== 'amount' || (counters(a) && counters(b)));
}

/** The items of one sentence, chunks [from, r.end). */
export function readItems(r: JaReader, from: number): Item[] {
  const out: Item[] = [];
  let i = from;
  while (i < r.end) {
    const c = r.chunks[i]!;
    if (isVerbChunk(c) && !abilityBeforeNoun(r, i)) {
      const p = particlesAfter(r, i + 1);
      out.push({ kind: 'verb', c, from: i, to: p.next, particles: p.particles });
      i = p.next;
      continue;
    }
    // 「《灰色熊》が2体と3/3が1体」: a count after a phrase and its particle, with と after it, is that phrase's
    // count (grammar.ts countAfter), never a phrase 「2体」 of its own joined to the next one.
    const prev = out[out.length - 1];
    const counted = prev?.kind === 'np' && prev.particles.length > 0 && (prev.np.kind === 'object' || prev.np.kind === 'list') && c.senses[0]!.kind === 'number' && (c.ja.counter === 'creature' || c.ja.counter === 'card') && !c.ja.ordinal && isParticle(r, i + 1, 'と');
    if (counted) {
      out.push({ kind: 'chunk', c, from: i, to: i + 2, particles: ['と'] });
      i += 2;
      continue;
    }
    if (c.senses[0]!.kind !== 'wh' && c.senses[0]!.kind !== 'time') {
      const np = readList(r, i);
      if (np) {
        sideOf(r, np);
        let p = particlesAfter(r, np.next);
        // 「こっちの2/2だけでブロックした」「《灰色熊》のみが死ぬ？」: a focus word (だけ, のみ) between the phrase and its
        // particle leaves the particle the phrase's; the focus word stays in the item (intents/dies.ts reads it).
        if (p.particles.length === 0 && at(r, np.next)?.senses[0]?.kind === 'filler' && (at(r, np.next)!.senses[0] as { focus?: true }).focus === true && particle(r, np.next + 1) !== null) {
          p = particlesAfter(r, np.next + 1);
        }
        out.push({ kind: 'np', np: np.np, from: i, to: p.next, particles: p.particles });
        i = p.next;
        continue;
      }
      const kw = readKeywordList(r, i);
      if (kw) {
        const p = particlesAfter(r, kw.next);
        out.push({ kind: 'keywords', keywords: kw.keywords, from: i, to: p.next, particles: p.particles });
        i = p.next;
        continue;
      }
    }
    const p = c.ja.particle === null ? particlesAfter(r, i + 1) : { particles: [], next: i + 1 };
    out.push({ kind: 'chunk', c, from: i, to: p.next, particles: p.particles });
    i = p.next;
  }
  return out;
}

/**
 * 「《支配魔法》のほうは？」「熊の方は死ぬ？」: "X's side", "the X one" — X itself, set against another
 * object said before. The phrase takes the words in.
 */
function sideOf(r: JaReader, got: { np: NounPhrase; next: number }): void {
  const np = got.np;
  if (np.kind !== 'object' && np.kind !== 'list') return;
  const side = at(r, got.next + 1);
  if (!isParticle(r, got.next, 'の') || !side || !SIDE_WORDS.has(side.text) || side.senses[0]?.kind !== 'object-noun') return;
  np.chunks.push(got.next, got.next + 1);
  np.end = side.end;
  np.text = r.text.slice(np.start, np.end);
  got.next += 2;
}

const SIDE_WORDS = new Set(['ほう', '方']);

/** The chunk indices an item covers. */
export function itemChunks(it: Item): number[] {
  const out: number[] = [];
  for (let k = it.from; k < it.to; k++) out.push(k);
  return out;
}

export { span };
