/** 「P/Tと接死は？」: a size and a keyword asked together with one は — two questions, each answered (ja/index.ts runs it). */
import type { Chunk } from '../chunk.ts';
import type { Clause, NounPhrase, Sentence } from '../clause.ts';

/** The properties of a size: the power and toughness, or either one. */
const SIZE_NOUNS: ReadonlySet<string> = new Set(['pt', 'power', 'toughness']);

/**
 * 「P/Tと接死は？」「パワーとタフネスと飛行は？」「接死とP/Tは？」: a creature's size and a keyword joined by と under one は,
 * with no verb — "what are its P/T, and does it (still) have deathtouch?", as the English asks it in two halves. Read as
 * two questions: the size (「P/Tは？」) and whether it has the keyword (「接死は持っている？」), of the creature the story is
 * about. Anything else in the clause (a verb, an owner, a time, a question word) leaves it as it was read.
 */
export function sizeAndKeywordAsked(sentences: Sentence[], chunks: readonly Chunk[]): void {
  for (const s of sentences) {
    if (!s.question) continue;
    for (let ci = 0; ci < s.clauses.length; ci++) {
      const c = s.clauses[ci]!;
      const split = splitAsk(c, chunks) ?? objectAndTotalAsked(c, chunks);
      if (split) s.clauses.splice(ci, 1, ...split);
    }
  }
}

function splitAsk(c: Clause, chunks: readonly Chunk[]): Clause[] | null {
  if (c.verb || c.wh !== null || c.object || c.object2 || c.complement || c.keywords.length === 0 || c.lacks.length > 0 || c.adjectives.length > 0 || c.times.length > 0 || c.sub !== null || !c.question) return null;
  const size = sizeOf(c);
  if (!size || size.of !== null) return null;
  const sizeChunks = new Set(size.chunks);
  const keywordChunks = c.chunks.filter((k) => chunks[k]?.senses[0]?.kind === 'keyword');
  // Every other word is a particle (と, は) or the question mark.
  const rest = c.chunks.filter((k) => !sizeChunks.has(k) && !keywordChunks.includes(k));
  if (keywordChunks.length !== c.keywords.length || !rest.every((k) => ['punct', 'prep', 'conj', 'unknown'].includes(chunks[k]?.senses[0]?.kind ?? '') && (chunks[k]?.senses[0]?.kind !== 'unknown' || /^[とはも]$/u.test(chunks[k]!.text)))) return null;
  const topic = rest.filter((k) => /^[はも]$/u.test(chunks[k]?.text ?? ''));
  const sized: Clause = { ...c, subject: size, roles: [], keywords: [], chunks: [...size.chunks, ...topic].sort((a, b) => a - b), text: size.text };
  const at = keywordChunks[0]!;
  const it: NounPhrase = { kind: 'pronoun', word: 'it', possessive: false, chunks: [], start: chunks[at]!.start, end: chunks[at]!.end, text: chunks[at]!.text };
  const had: Clause = {
    ...c,
    subject: it,
    roles: [],
    verb: { verb: 'have', card: null, passive: false, negated: false, modal: null, perfect: true, hypothetical: false, inverted: true, chunks: [], text: '' },
    chunks: c.chunks.filter((k) => !sizeChunks.has(k) && !topic.includes(k)),
    text: keywordChunks.map((k) => chunks[k]!.text).join('、'),
  };
  return [sized, had];
}

/** The size asked: the clause's only role (「P/Tと接死は」: と read as "with") or its subject (「接死とP/Tは」). */
function sizeOf(c: Clause): Extract<NounPhrase, { kind: 'property' }> | null {
  const np = c.roles.length === 1 && c.roles[0]!.prep === 'with' && !c.subject ? c.roles[0]!.np : c.roles.length === 0 ? c.subject : null;
  return np?.kind === 'property' && SIZE_NOUNS.has(np.noun) ? np : null;
}

/** A player's totals asked of: life and poison (119.1, 122.1f). */
const TOTAL_NOUNS: ReadonlySet<string> = new Set(['life', 'poison']);

/**
 * 「熊と私のライフはどうなる？」「《灰色熊》と相手のライフは？」: a creature and a player's total joined by と under one は —
 * "what happens to the Bears, and to my life?", two questions, each answered, as 「私のライフと熊はどうなる？」 is read.
 * (Read whole, と was "with" the creature, and the creature was dropped or named as not understood.) Only with the
 * total as the subject and the creature as the clause's one other phrase, asked what happens to it or with no verb.
 */
function objectAndTotalAsked(c: Clause, chunks: readonly Chunk[]): Clause[] | null {
  if ((c.verb && c.verb.verb !== 'happen') || c.object || c.object2 || c.complement || c.sub !== null || !c.question || c.roles.length !== 1) return null;
  const total = c.subject;
  const thing = c.roles[0]!;
  if (total?.kind !== 'property' || !TOTAL_NOUNS.has(total.noun) || total.of === null || thing.prep !== 'with' || thing.np?.kind !== 'object' || thing.np.end > total.start) return null;
  const thingChunks = thing.np.chunks;
  const joiner = c.chunks.find((k) => chunks[k]?.text === 'と' && chunks[k]!.start >= thing.np!.end && chunks[k]!.end <= total.start);
  if (joiner === undefined) return null;
  const first = new Set([...thingChunks, joiner]);
  const asked: Clause = { ...c, subject: thing.np, roles: [], chunks: c.chunks.filter((k) => first.has(k)), text: thing.np.text };
  return [asked, { ...c, roles: [], chunks: c.chunks.filter((k) => !first.has(k)) }];
}
