/**
 * Verb-phrase ellipsis (red team s14): "My 3/3 attacks. So does my 2/2.", "their other 2/2 does as well",
 * "my 2/2 does too", "My 3/3 attacks, and my 2/2 as well", 「私の3/3が攻撃した。2/2もだ。」「1/1も。」 — a
 * clause that says only a new subject and "the same" means the clause before it said again of that
 * subject. Read as that clause with the new subject (so it reads exactly as "my 2/2 attacks too" does),
 * never dropped: dropped, the 2/2 that also attacked dealt no damage and a lethal attack was answered "No".
 *
 * Only a clause that can be copied safely is copied: a statement told just before, whose subject is a
 * creature as the new one is, and whose other noun phrases name the same thing whoever does it (a player,
 * an amount, a creature told by whose it is or with "the"). Anything else ("… is blocked by a 2/2. So is my
 * 4/4": the same 2/2 or another?) is marked and named as not understood (index.ts), never guessed.
 */
import type { Chunk } from './chunk.ts';
import type { Clause, NounPhrase, Sentence } from './clause.ts';
import { phraseChunks } from './clause.ts';
import { assertNever } from '../core/result.ts';

type JaLike = Chunk & { ja?: { particle: string | null } };

const first = (c: Chunk | undefined): Chunk['senses'][number] | undefined => c?.senses[0];
const conjOf = (c: Chunk | undefined): string | null => {
  const s = c?.senses.find((x) => x.kind === 'conj');
  return s && s.kind === 'conj' ? s.conj : null;
};
const particleOf = (c: Chunk | undefined): string | null => (c as JaLike | undefined)?.ja?.particle ?? null;
/** Japanese copulas that end a 「Xもだ」 clause. */
const COPULA = /^(?:だ|です|である|でした|だった)$/u;

/** Whether a clause says nothing but a subject (and the words of "the same"): no verb of its own, no other role. */
function bare(c: Clause): boolean {
  if (!c.subject || c.question || c.sub !== null || c.wh !== null || c.asked !== null) return false;
  if (c.object || c.object2 || c.complement || c.roles.length > 0 || c.keywords.length > 0 || c.adjectives.length > 0 || c.lacks.length > 0 || c.askBack || c.reason || c.purpose) return false;
  // ("does" stands for the verb: read as "be" with the auxiliary "do".)
  if (c.verb && (c.verb.verb !== 'be' || c.verb.negated || (c.verb.modal !== null && c.verb.modal !== 'do') || c.verb.passive)) return false;
  return c.subject.kind === 'object' || c.subject.kind === 'list';
}

/**
 * Whether the clause is an ellipsis of the clause before it: "so" + an auxiliary + the subject; the
 * subject + an auxiliary + "too" / "as well" / "also"; the subject + "too" / "as well" alone; 「Xも（だ）」.
 */
function elliptical(c: Clause, chunks: readonly Chunk[], lang: 'en' | 'ja'): boolean {
  if (!bare(c)) return false;
  const subj = new Set(phraseChunks(c.subject));
  const rest = c.chunks.filter((k) => !subj.has(k));
  if (lang === 'ja') {
    // 「2/2もだ」「もう1体の2/2も」: the particle も on the subject, then a copula or nothing.
    const mo = rest.filter((k) => particleOf(chunks[k]) === 'も');
    const others = rest.filter((k) => particleOf(chunks[k]) !== 'も' && first(chunks[k])?.kind !== 'punct' && !COPULA.test(chunks[k]!.text));
    return mo.length === 1 && others.length === 0 && Math.min(...rest.filter((k) => first(chunks[k])?.kind !== 'punct')) > Math.max(...subj);
  }
  const subjStart = Math.min(...subj);
  let so = false;
  let also = false;
  for (const k of rest) {
    const ch = chunks[k];
    const s = first(ch);
    const conj = conjOf(ch);
    if (conj === 'so' && k < subjStart) so = true;
    else if (conj === 'also' && k > subjStart) also = true;
    else if (conj === 'and' && k < subjStart) continue;
    else if (s?.kind === 'aux' || s?.kind === 'punct' || (s?.kind === 'verb' && s.verb === 'be')) continue;
    else return false;
  }
  // ("So does my 2/2" needs its auxiliary; "my 2/2 as well" may go without one.)
  const aux = rest.some((k) => first(chunks[k])?.kind === 'aux' || (first(chunks[k])?.kind === 'verb' && (first(chunks[k]) as { verb: string }).verb === 'be'));
  return (so && aux && !also) || (also && !so);
}

/** A noun phrase that names the same thing whoever the clause is said of. */
function fixed(np: NounPhrase | null): boolean {
  if (!np) return true;
  switch (np.kind) {
    case 'player':
      return true;
    case 'amount':
      return !np.by && !np.to;
    case 'object':
      return np.count === null && !np.plural && (np.card !== null || np.owner !== null || np.det === 'the' || np.det === 'that' || np.det === 'this');
    case 'list':
      return np.items.every(fixed);
    case 'pronoun':
    case 'property':
      return false;
    default:
      return assertNever(np);
  }
}

/** The clause before, said again of the new subject; null when it can't be copied safely. */
function copy(c: Clause, prev: Clause | undefined, prevQuestion: boolean): Clause | null {
  if (!prev || prevQuestion || prev.question || !prev.verb || !prev.subject || prev.sub !== null || prev.wh !== null || prev.askBack || prev.reason || prev.purpose) return null;
  if (prev.subject.kind !== 'object' && prev.subject.kind !== 'list') return null;
  const v = prev.verb;
  if (v.negated || v.modal !== null || v.hypothetical || v.causative) return null;
  if (![prev.object, prev.object2, prev.complement, ...prev.roles.map((r) => r.np)].every(fixed)) return null;
  return {
    ...prev,
    sentence: c.sentence,
    question: false,
    subject: c.subject,
    roles: prev.roles.map((r) => ({ ...r })),
    keywords: [...prev.keywords],
    adjectives: [...prev.adjectives],
    lacks: [...prev.lacks],
    times: [...prev.times],
    chunks: [...c.chunks],
    start: c.start,
    end: c.end,
    text: c.text,
  };
}

/**
 * "My 3/3 attacks, and my 2/2 as well": the grammar took the second subject for the verb's object. A
 * clause whose object comes right after its verb and "and", with nothing after it but "too"/"as well",
 * is split: the clause, then the bare subject (read as above).
 */
function splitTrailing(c: Clause, chunks: readonly Chunk[]): [Clause, Clause] | null {
  const o = c.object;
  const v = c.verb;
  if (!o || !v || v.passive || c.question || (o.kind !== 'object' && o.kind !== 'list') || c.object2 || c.complement) return null;
  const oc = new Set(phraseChunks(o));
  const vEnd = Math.max(...v.chunks);
  const oStart = Math.min(...oc);
  const between = c.chunks.filter((k) => k > vEnd && k < oStart);
  const after = c.chunks.filter((k) => k > Math.max(...oc));
  if (!between.some((k) => conjOf(chunks[k]) === 'and') || !between.every((k) => conjOf(chunks[k]) === 'and' || first(chunks[k])?.kind === 'punct')) return null;
  if (!after.some((k) => conjOf(chunks[k]) === 'also') || !after.every((k) => conjOf(chunks[k]) === 'also' || first(chunks[k])?.kind === 'punct')) return null;
  if (c.roles.some((r) => r.chunks.some((k) => k > vEnd))) return null;
  const cut = Math.min(...between);
  const head = c.chunks.filter((k) => k < cut);
  const tail = c.chunks.filter((k) => k >= cut);
  const endOf = (ks: number[]): number => chunks[Math.max(...ks)]!.end;
  const startOf = (ks: number[]): number => chunks[Math.min(...ks)]!.start;
  const text = (from: number, to: number): string => c.text.slice(from - c.start, to - c.start);
  const kept: Clause = { ...c, object: null, chunks: head, end: endOf(head), text: text(c.start, endOf(head)) };
  const said: Clause = { ...c, subject: o, verb: null, object: null, roles: [], keywords: [], adjectives: [], lacks: [], times: [], chunks: tail, start: startOf(tail), end: c.end, text: text(startOf(tail), c.end) };
  return [kept, said];
}

/** Reads every elliptical clause as the clause before it said of its subject; marks the ones that can't be. */
export function resolveEllipsis(sentences: Sentence[], chunks: readonly Chunk[], lang: 'en' | 'ja'): void {
  let prev: Clause | undefined;
  let prevQuestion = false;
  for (const s of sentences) {
    if (lang === 'en') {
      for (let k = 0; k < s.clauses.length; k++) {
        const two = splitTrailing(s.clauses[k]!, chunks);
        if (two) s.clauses.splice(k, 1, ...two);
      }
    }
    s.clauses.forEach((c, k) => {
      if (!s.question && elliptical(c, chunks, lang)) {
        const full = copy(c, prev, prevQuestion);
        if (full) s.clauses[k] = full;
        else c.elided = 'unresolved';
      }
      prev = s.clauses[k];
      prevQuestion = s.question;
    });
  }
}
