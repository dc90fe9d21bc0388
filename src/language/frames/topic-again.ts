/**
 * 「このターン出した《ラノワールのエルフ》だけど、攻撃できる？」「さっきブロックした熊ですが、生き残りますか？」: a thing the
 * story has already told, named again with だけど／ですが to set the topic of what is asked next, tells nothing new —
 * a clause that changed nothing is refused (frames/index.ts noEffect), but this one says only "about that one".
 * Only the bare naming: anything said of it besides (a size, a keyword, a state, a role) is a fact, read as one.
 */
import type { Clause } from '../clause.ts';
import type { Story } from '../story.ts';

/** The contrast the copula ends in: だけど, ですが, だけれども. */
const BUT = /^(?:けど|けれど|けれども|が)$/u;

export function topicAgain(story: Story, c: Clause): boolean {
  const v = c.verb;
  if ((c.sub !== null && c.sub !== 'although') || v?.verb !== 'be' || v.negated || v.modal !== null || v.passive || v.hypothetical || v.inverted === true) return false;
  if (!v.chunks.some((k) => BUT.test(story.chunkText(k).trim()))) return false;
  if (c.subject?.kind !== 'object' || c.object || c.object2 || c.complement || c.roles.length > 0 || c.keywords.length > 0 || c.lacks.length > 0 || c.adjectives.length > 0 || c.times.length > 0) return false;
  if ((story.resolved.get(c.subject) ?? []).length === 0) return false;
  story.use(c.subject);
  story.useChunks(c.chunks);
  return true;
}
