/**
 * "Does it persist?", "will my Finks persist again?": a keyword whose name is a verb, said as the verb of a question about
 * the object that has it, asks whether that ability does what it does — persist returns the creature to the battlefield
 * (702.79a), so "does it persist" is "does it come back". Only right after the subject of "do/does/did/will", with nothing
 * after it but "again" or the end of the clause; "a 2/2 with persist" stays the keyword.
 */
import type { Chunk } from '../chunk.ts';
import type { Sense, Verb } from '../senses.ts';

/** Keywords (their English names) said as verbs, and the verb each means. */
const KEYWORD_VERBS: ReadonlyMap<string, Verb> = new Map<string, Verb>([['persist', 'come-back']]);

/** Chunks that may make up the subject between the auxiliary and the keyword: "it", "my Finks", "the 2/1", "Kitchen Finks". */
const SUBJECT_KINDS: ReadonlySet<string> = new Set(['pronoun', 'det', 'pt', 'card', 'object-noun', 'player', 'poss', 'adj', 'subtype']);

function keywordVerb(c: Chunk): Verb | undefined {
  const s = c.senses[0];
  return s?.kind === 'keyword' && s.keyword.param === undefined ? KEYWORD_VERBS.get(c.text.toLowerCase()) : undefined;
}

function askedBefore(chunks: readonly Chunk[], k: number): boolean {
  let j = k - 1;
  if (j < 0 || !SUBJECT_KINDS.has(chunks[j]!.senses[0]?.kind ?? '')) return false;
  while (j >= 0 && SUBJECT_KINDS.has(chunks[j]!.senses[0]?.kind ?? '')) j--;
  return j >= 0 && chunks[j]!.senses.some((s) => s.kind === 'aux' && (s.aux === 'do' || s.aux === 'will'));
}

function endsAfter(chunks: readonly Chunk[], k: number): boolean {
  const next = chunks[k + 1]?.senses[0];
  if (next === undefined || next.kind === 'punct' || next.kind === 'conj') return true;
  return next.kind === 'time' && next.time === 'again' && (chunks[k + 2] === undefined || ['punct', 'conj'].includes(chunks[k + 2]!.senses[0]?.kind ?? ''));
}

/**
 * "They Bolt my Finks, it persists, …", "Kitchen Finks persisted": the keyword inflected as a verb ("persists",
 * "persisted" — never the card Persist, never "with persist") right after the object it is said of, in a statement.
 */
function toldAfter(chunks: readonly Chunk[], k: number): Verb | undefined {
  const m = /^(persist)(?:s|ed)$/i.exec(chunks[k]!.text);
  const before = chunks[k - 1]?.senses[0];
  if (!m || before === undefined || !['pronoun', 'card', 'object-noun', 'pt', 'subtype'].includes(before.kind)) return undefined;
  if (before.kind === 'pronoun' && before.word !== 'it') return undefined;
  return KEYWORD_VERBS.get(m[1]!.toLowerCase());
}

/** Marks each keyword said as a question's verb (KEYWORD_VERBS) as that verb, and each told so (toldAfter). */
export function keywordVerbs(out: Chunk[]): void {
  out.forEach((c, k) => {
    const told = toldAfter(out, k);
    if (told !== undefined && endsAfter(out, k)) {
      c.senses = [{ kind: 'verb', verb: told }];
      return;
    }
    const verb = keywordVerb(c);
    if (verb === undefined || !askedBefore(out, k) || !endsAfter(out, k)) return;
    const sense: Sense = { kind: 'verb', verb };
    c.senses = [sense];
  });
}
