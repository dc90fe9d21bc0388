/**
 * 「2/2はブロックして、4/4は通した」「相手は私の3/3を通した」: 通す said of an attacking creature, with no damage said, is
 * the defending player letting it through — declaring no blocker for it (509.1h), as the English "let X through" is read
 * (en/let-through.ts): "leave X unblocked" (frames/no-blocks.ts leftUnblocked, which checks the creatures named are
 * attacking and were not blocked, and refuses otherwise). Only the transitive 通す (通る is what got through), with the
 * creature as its object or its は-topic and nothing else said: an amount (「4点通した」), a spell (「《稲妻》を通した」: let
 * it resolve) or any other role leaves the clause as it was.
 */
import type { Clause, Sentence } from '../clause.ts';
import { implicitPlayer } from './roles.ts';

/** The transitive 通す in any form (通した, 通して, 通さない, 通そう). */
const TOSU = /^通[しさすせそ]/u;

export function letThroughJa(sentences: Sentence[]): void {
  for (const c of sentences.flatMap((s) => s.clauses)) {
    const v = c.verb;
    if (!v || v.verb !== 'go-through' || v.negated || v.passive || v.modal !== null || v.inverted === true || !TOSU.test(v.text)) continue;
    if (c.object2 || c.complement || c.roles.length > 0 || c.keywords.length > 0 || c.lacks.length > 0 || c.wh !== null || c.asked !== null) continue;
    const topic = c.object === null && c.subject?.kind === 'object' ? c.subject : null;
    const what = c.object ?? topic;
    if (!creatureSaid(what)) continue;
    if (topic) {
      c.object = topic;
      c.subject = null;
    }
    if (c.subject && c.subject.kind !== 'player') continue;
    c.subject ??= implicitPlayer(c);
    c.verb = { ...v, verb: 'leave' };
    c.adjectives.push('unblocked');
  }
}

/** A creature (or creatures) named: not an amount, and no instant or sorcery. */
function creatureSaid(np: Clause['object']): boolean {
  if (np?.kind === 'list') return np.items.every((x) => creatureSaid(x));
  return np?.kind === 'object' && !(np.card && /\b(?:Instant|Sorcery)\b/.test(np.card.typeLine));
}
