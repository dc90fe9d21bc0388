/**
 * Death questions asked of a group or a place rather than of one object (dies.ts diesAsk): "Which creatures die?",
 * "How many die?", "Do two creatures die?", 「熊はどっちの墓地に行くの？」. Each returns the ask's verdict (true: asked;
 * false: left unread), or null when the question is not of this form.
 */
import type { Clause } from '../clause.ts';
import type { Story } from '../story.ts';
import { aboutObjects, ask, castCounted, questionWord, role } from './common.ts';
import { askedGroup, countedGroup } from './asked-group.ts';

/**
 * 「天使は誰の墓地に行く？」「熊はどっちの墓地に行くの？」: whose graveyard one object said goes to — where it ends up (the
 * answer names the graveyard's owner, 400.3), not which of several dies.
 */
export function whoseGraveyard(story: Story, c: Clause): boolean | null {
  const v = c.verb!;
  const wh = questionWord(story, c);
  const toWhose = (wh === 'who' || wh === 'which') && v.verb === 'die' && /墓地/.test(v.text) && (c.subject?.kind === 'object' || c.subject?.kind === 'pronoun') && c.subject.chunks.length > 0;
  if (!toWhose) return null;
  const ids = aboutObjects(story, c.subject);
  if (!ids || ids.length !== 1) return false;
  return ask(story, { kind: 'zone', id: ids[0]! }, c);
}

/** "Which creatures die?", "who dies?", "How many die?": the outcome lists every creature that died. */
export function whichDie(story: Story, c: Clause, positive: boolean): boolean | null {
  const v = c.verb!;
  if (c.wh !== 'which' && c.wh !== 'who' && c.wh !== 'what' && c.wh !== 'how-many') return null;
  const among = askedGroup(story, c);
  if (among === false) return false;
  // 「《紅蓮地獄》で何体死ぬ?」: the spell that kills them, cast (asked-objects.ts castCounted).
  if ((v.verb === 'die' || v.verb === 'survive' || v.verb === 'remain') && !v.passive && !c.subject && !castCounted(story, c, role(c, 'with'))) return false;
  story.use(c.asked);
  // "How many of my creatures don't die?", 「何体死なない？」: asked in the negative, of those that survive (and the other way round).
  const dies = positive !== (v.negated === true);
  // ("What remains?", 「何が残りますか」: what is on the battlefield at the end, made in the story or not — never only
  // the survivors, which would say "nothing survives" of a board left with the tokens a death made, 400.1.)
  const about = dies ? 'dies' : v.verb === 'remain' ? 'remains' : 'survives';
  return ask(story, { kind: 'outcome', about, ...(among ? { among } : {}) }, c);
}

/**
 * "Do two creatures die?", "Do two of his creatures survive?": a number of some group, asked yes or no — the count
 * of those that die (exactly that many, or as compared: "at least two"), never two of them picked and asked of.
 */
export function countedDeaths(story: Story, c: Clause, positive: boolean): boolean | null {
  const v = c.verb!;
  const counted = (v.verb === 'die' || v.verb === 'survive') && !v.passive && !c.wh && (v.modal === null || v.modal === 'do' || v.modal === 'will') ? countedGroup(story, c) : null;
  if (counted === null) return null;
  if (counted === false) return false;
  // (Asked in the negative — 「3体未満しか死なない？」「2体以上死なない？」 — the count is not read: which way the yes goes is not guessed.)
  if (v.negated) return false;
  story.use(c.subject);
  return ask(story, { kind: 'outcome', about: positive ? 'dies' : 'survives', count: counted.count, ...(counted.among ? { among: counted.among } : {}) }, c);
}
