/**
 * "Does my 5/5 (at least) trade?", "do they trade?", "will my Bears trade with their 2/2?", 「トレードになる？」: a trade is
 * two creatures in combat each killing the other — asked as whether both die (700.4), one yes or no for the two
 * (read-story.ts `together`). Of one creature, the other is the one it fights in the story's combat: the one creature
 * blocking it, or the one it blocks (509.1) — or the one said after "with". With no such one creature (no block told,
 * several blockers), what it trades with is not said, and the clause is not read.
 */
import type { Clause } from '../clause.ts';
import type { Story } from '../story.ts';
import { aboutObjects, ask } from './common.ts';
import { role } from '../frames/util.ts';

export function tradeAsk(story: Story, c: Clause): boolean {
  const v = c.verb!;
  if (v.verb !== 'trade' || v.negated || v.passive || c.wh !== null || c.object || c.complement || c.keywords.length > 0) return false;
  // ("Can my 2/2 trade with it?" asks what a choice could make happen — not read here.)
  if (v.modal !== null && v.modal !== 'do' && v.modal !== 'will' && v.modal !== 'would') return false;
  if (c.roles.some((r) => r.prep !== 'with') || c.roles.length > 1) return false;
  const pair = tradedPair(story, c);
  if (!pair) {
    // (Asked before the story, "does my 5/5 trade?? opp blocked it with …": read again once the block is told, read-story.ts.)
    if (!story.events.some((e) => e.kind === 'block')) story.problem('unresolved', c.text, 'what-it-refers-to');
    return false;
  }
  story.use(c.subject);
  const withRole = role(c, 'with');
  if (withRole) story.use(withRole);
  story.useChunks(c.roles.flatMap((r) => r.chunks));
  // ("does my 5/5 at least trade?": "at least" hedges the question, the least it could do — no number follows.)
  story.useChunks(c.chunks.filter((k) => atLeastHedge(story, c, k)));
  for (const id of pair) ask(story, { kind: 'dies', id, positive: true }, c);
  return true;
}

/** "at least" with no number after it: a hedge of the question, not a count. */
function atLeastHedge(story: Story, c: Clause, k: number): boolean {
  const word = story.chunkText(k).toLowerCase();
  const at = word === 'at' ? k : k - 1;
  if (story.chunkText(at).toLowerCase() !== 'at' || story.chunkText(at + 1).toLowerCase() !== 'least') return false;
  const next = story.sensesAt(at + 2)[0]?.kind;
  return c.chunks.includes(at) && c.chunks.includes(at + 1) && next !== 'number';
}

/**
 * The two creatures asked to trade: the two said, or the one said and the one creature it fights in the story's combat
 * (or the one said after "with"). Two said must fight each other there (one blocking the other): two told apart are
 * no trade the question could mean.
 */
function tradedPair(story: Story, c: Clause): [string, string] | null {
  const before = story.objects.length;
  const said = aboutObjects(story, c.subject);
  if (!said || story.objects.length > before) return null;
  const withNp = role(c, 'with');
  if (said.length === 2 && !withNp) return foesOf(story, said[0]!).includes(said[1]!) ? [said[0]!, said[1]!] : null;
  if (said.length !== 1) return null;
  const one = said[0]!;
  if (withNp) {
    const other = aboutObjects(story, withNp, [one]);
    if (!other || other.length !== 1 || story.objects.length > before || other[0] === one) return null;
    return [one, other[0]!];
  }
  const foes = foesOf(story, one);
  return foes.length === 1 ? [one, foes[0]!] : null;
}

/** The creatures the object fights in the story's combat: those blocking it, or the attacker it blocks (509.1). */
function foesOf(story: Story, id: string): string[] {
  const foes = new Set<string>();
  for (const e of story.events) {
    if (e.kind !== 'block') continue;
    if (e.attacker === id) for (const b of e.blockers) foes.add(b);
    if (e.blockers.includes(id)) foes.add(e.attacker);
  }
  return [...foes];
}
