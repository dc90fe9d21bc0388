/**
 * "What's my Serra Angel's P/T? Still flying?", "… Still a flyer? Trample?": a question of nothing but a keyword (with
 * "still", or as a keyword's noun, "a flyer") asks whether the one object the question before asked about has it — as
 * "Does it still have flying?" asks of that object (the subject the question before was about, never the latest object
 * told). Read as "Is <that object> (still) flying?" (intents/characteristics.ts keywordIsAsk); with no such question
 * before, or one about several objects or none, it stays unread and is named.
 */
import type { Clause, NounPhrase, Sentence, VerbInfo } from '../clause.ts';

/** The one object a question clause asks about: its subject, or what its subject's property ("its P/T") is of. */
function askedAbout(c: Clause): NounPhrase | null {
  const s = c.subject;
  if (!s) return null;
  if (s.kind === 'object' && s.card !== null && s.count === null && !s.plural) return s;
  if (s.kind === 'object' && (s.owner !== null || s.det === 'the') && s.count === null && !s.plural && s.head !== 'keyword') return s;
  if (s.kind === 'property' && s.of && (s.of.kind === 'object' || s.of.kind === 'pronoun')) return askedAbout({ ...c, subject: s.of });
  if (s.kind === 'pronoun' && s.word === 'it') return s;
  return null;
}

/** A clause of a keyword alone: no verb, no subject but a keyword's noun ("a flyer"), only "still" beside it. */
function keywordAlone(c: Clause): boolean {
  if (c.verb || c.object || c.object2 || c.complement || c.roles.length > 0 || c.wh !== null || c.lacks.length > 0 || c.sub !== null) return false;
  if (!c.adjectives.every((a) => a === 'still')) return false;
  const s = c.subject;
  if (!s) return c.keywords.length > 0;
  return c.keywords.length === 0 && s.kind === 'object' && s.head === 'keyword' && s.keywords.length > 0 && s.card === null && s.power === null && s.count === null;
}

export function keywordEllipsis(sentences: readonly Sentence[]): void {
  let about: NounPhrase | null = null;
  for (const s of sentences) {
    if (!s.question) {
      about = null;
      continue;
    }
    const only = s.clauses.length === 1 ? s.clauses[0]! : null;
    if (only && about && keywordAlone(only)) {
      const be: VerbInfo = { verb: 'be', passive: false, negated: false, modal: null, perfect: false, hypothetical: false, card: null, chunks: [], text: '' };
      if (only.subject) only.complement = only.subject;
      only.subject = about;
      only.verb = be;
      only.yesNo = true;
      continue;
    }
    const asked = s.clauses.filter((c) => c.sub === null).map(askedAbout);
    about = asked.length === 1 ? asked[0]! : null;
  }
}
