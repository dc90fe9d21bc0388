/**
 * 「2/2が「ターン終了時まで、それは0/1になる」という効果を受けた」「2/2がターン終了時まで0/1になる効果を受けた」: an effect
 * received, told by what it does — the clause before 効果 (quoted or not) is what happens to the one that receives it,
 * as 「2/2がターン終了時まで0/1になった」 says. The quote is read as Japanese words (openEffectQuotes), the clause is
 * read as any other, and the bare 「効果を受けた」 after it is folded into it (effectReceived): nothing is added but the
 * clause's own reading, and the tense, condition or question of 受ける is the clause's.
 *
 * Only a quote right before (という|との|の)?効果 is opened (rules text said of an object, 「「…」を持つ」, stays a quote);
 * only a 受ける clause of nothing but 効果を受ける (its subject unsaid, or the object the clause before calls それ) is
 * folded, into a clause right before it in the same sentence that ends where 効果 starts.
 */
import type { Chunk } from '../chunk.ts';
import type { Clause, NounPhrase, Sentence } from '../clause.ts';
import type { Prepared } from '../text.ts';
import type { JaChunk } from './chunk.ts';

const EFFECT_AFTER = /^(?:という|との|の)?効果/u;

/** The prepared text with quotes that tell an effect left as words, not one atom. */
export function openEffectQuotes(p: Prepared): Prepared {
  const atoms = p.atoms.filter((a) => !(a.kind === 'quote' && p.text[a.start] === '「' && EFFECT_AFTER.test(p.text.slice(a.end)) && !/[「」]/u.test(a.value)));
  return atoms.length === p.atoms.length ? p : { text: p.text, atoms };
}

const isEffect = (c: Chunk | undefined): boolean => c?.senses.some((s) => s.kind === 'thing-noun' && s.noun === 'effect') ?? false;
const WORD_BETWEEN: ReadonlySet<string> = new Set(['という', 'との', 'の', '」']);

export function effectReceived(sentences: Sentence[], chunks: readonly Chunk[]): void {
  for (const s of sentences) {
    for (let i = 1; i < s.clauses.length; i++) {
      const take = s.clauses[i]!;
      const told = s.clauses[i - 1]!;
      const v = take.verb;
      if (!v || v.verb !== 'take' || v.passive || v.negated || v.modal !== null || take.object || take.object2 || take.complement || take.roles.length > 0 || take.wh !== null) continue;
      if (!told.verb || told.sub !== null || told.verb.inverted === true || told.wh !== null) continue;
      // 効果, を, then the verb: nothing else in the clause.
      const between = (k: number): boolean => chunks[k]?.senses[0]?.kind === 'punct' || WORD_BETWEEN.has(chunks[k]?.text ?? '');
      const own = take.chunks.filter((k) => !between(k));
      const e = own[0];
      if (e === undefined || !isEffect(chunks[e]) || (chunks[e + 1] as JaChunk | undefined)?.ja.particle !== 'を' || !own.every((k) => k === e || k === e + 1 || v.chunks.includes(k))) continue;
      // The clause before ends right where 効果 starts (という, との, の or the closing bracket between).
      const end = Math.max(...told.chunks);
      if (e <= end || ![...Array(e - end - 1).keys()].every((d) => between(end + 1 + d))) continue;
      const subject = take.subject;
      const unsaid = subject === null || subject.chunks.length === 0;
      const itOf = !unsaid && told.subject?.kind === 'pronoun' && told.subject.word === 'it' && subject.kind === 'object';
      // (A topic carried on from the clause before is that clause's own subject: 「《X》は「…」効果を受けた」.)
      const same = subject !== null && told.subject !== null && subject.chunks.join() === told.subject.chunks.join();
      if (!unsaid && !itOf && !same) continue;
      // 「《X》が「それは飛行を得る」という効果を受けた」: inside the quote, それ is the one that receives the effect — here the
      // subject said before the quote (read first, so それは was taken for a second phrase): the same object, said once.
      const open = told.chunks.find((k) => chunks[k]?.text === '「');
      const inQuote = (np: NounPhrase | null): boolean => open !== undefined && np !== null && np.chunks.length > 0 && np.chunks.every((k) => k > open);
      const object = told.object?.kind === 'pronoun' && told.object.word === 'it' && inQuote(told.object) && told.subject?.kind === 'object' && !inQuote(told.subject) ? null : told.object;
      const merged: Clause = {
        ...told,
        object,
        subject: itOf ? subject : told.subject,
        sub: take.sub,
        question: take.question,
        verb: { ...told.verb, hypothetical: v.hypothetical, perfect: v.perfect, ...(v.inverted === undefined ? {} : { inverted: v.inverted }), chunks: [...told.verb.chunks, ...v.chunks] },
        chunks: [...new Set([...told.chunks, ...[...Array(e - end - 1).keys()].map((d) => end + 1 + d), ...take.chunks])].sort((a, b) => a - b),
        end: take.end,
        text: chunks.slice(Math.min(...told.chunks), Math.max(...take.chunks) + 1).map((x) => x.text).join(''),
      };
      s.clauses.splice(i - 1, 2, merged);
      i--;
    }
  }
}
