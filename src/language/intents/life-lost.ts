/**
 * Life lost asked of a player (issue 12): "Does my opponent lose life?", "Do they still lose 3 life?", "How much life do I
 * lose?", 「相手はライフを失いますか」「それでも2点失いますか」 — the life the player lost in the run (119.3; damage dealt to a
 * player is that much life lost, 120.3a), answered from the run's life changes (ir-asks.ts `life-lost`). "Lose" said with
 * no life (「負けますか」, "do I lose?") is the game lost, read elsewhere.
 */
import type { Clause, NounPhrase } from '../clause.ts';
import type { Side } from '../ir.ts';
import type { Story } from '../story.ts';
import { comparisonAroundEn } from '../en/comparatives.ts';
import { comparisonAroundJa } from '../ja/comparatives.ts';
import { playerOf } from '../refs.ts';
import { ask, isPlayerish } from './common.ts';
import { aimedAt } from './lethal.ts';

/** The life said lost: "life" (no amount), "3 life", 「3点のライフ」, or a bare count of points (「2点」: point counts are life or damage, 119.1). */
function lifeSaid(story: Story, np: NounPhrase | null): { np: NounPhrase; n: number | null } | null {
  if (np?.kind === 'property' && np.noun === 'life' && np.of === null) return { np, n: null };
  if (np?.kind !== 'amount' || np.n === null || np.counter !== null) return null;
  // (「2点」 with nothing after it: a count of points, which "lose" can only say of life. English "lose 3" says no noun: not read.)
  const points = story.lang === 'ja' && np.noun === 'total' && /点/u.test(np.text);
  return np.noun === 'life' || points ? { np, n: np.n } : null;
}

/**
 * The player asked of: the one said ("my opponent", "they", 「相手は」), or — the subject left unsaid in Japanese
 * (「それでも2点失いますか」) — the one player the story aimed its spells, damage and attacks at. Null when that is not one.
 */
function loser(story: Story, c: Clause, subject: NounPhrase | null): Side | null {
  if (subject && subject.chunks.length > 0) return isPlayerish(subject) ? playerOf(story, subject) : null;
  const aimed = aimedAt(story, false);
  return aimed !== null && aimed.players.length === 1 && c.wh === null ? aimed.players[0]! : null;
}

export function lifeLostAsk(story: Story, c: Clause): boolean {
  const v = c.verb;
  if (!v || v.verb !== 'lose' || v.passive || v.negated || c.complement || c.keywords.length > 0) return false;
  if (c.wh !== null && c.wh !== 'how-much') return false;
  if (v.modal !== null && v.modal !== 'do' && v.modal !== 'will' && v.modal !== 'would') return false;
  // ("How much life does he lose?": the life asked; "does he lose 3 life?": the life said after the verb. 「2点失いますか」:
  // Japanese may read the count as the clause's subject, the player left unsaid.)
  const asked = c.wh === 'how-much' ? (c.asked?.kind === 'property' && c.asked.noun === 'life' && c.asked.of === null && !c.object ? { np: c.asked, n: null } : null) : lifeSaid(story, c.object);
  const countAsSubject = asked === null && c.wh === null && !c.object && story.lang === 'ja' ? lifeSaid(story, c.subject) : null;
  const said = asked ?? countAsSubject;
  if (said === null || (countAsSubject !== null && said.n === null)) return false;
  if (c.roles.some((r) => r.np !== null && !(r.np.kind === 'pronoun' && ['it', 'that', 'this'].includes(r.np.word)))) return false;
  const side = loser(story, c, countAsSubject ? null : c.subject);
  if (side === null) return false;
  story.use(said.np);
  if (c.subject && !countAsSubject) story.use(c.subject);
  for (const r of c.roles) story.useChunks(r.chunks);
  if (c.wh === 'how-much') return ask(story, { kind: 'life-lost', side, howMuch: true }, c);
  const cmp = said.n === null ? null : story.lang === 'ja' ? comparisonAroundJa(story.text, said.np.start, said.np.end) : comparisonAroundEn(story.text, said.np.start, said.np.end);
  // (Asked "still", 「それでも」: the same yes or no of the amount — whether that much is lost after what the story told.)
  c.yesNo = true;
  return ask(story, { kind: 'life-lost', side, ...(said.n !== null ? { amount: said.n } : {}), ...(cmp ? { cmp } : {}) }, c);
}
