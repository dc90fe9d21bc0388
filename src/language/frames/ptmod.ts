/**
 * A P/T change said without a card, aimed at a creature (frames for changes and for spells both read it).
 */
import type { Clause, NounPhrase } from '../clause.ts';
import type { Story } from '../story.ts';
import { objectsOf } from '../refs.ts';
import { isPlayerish, push } from './util.ts';
import { storyWords } from '../locales/index.ts';

/**
 * 「相手はその2/2に+2/+2を使った」「2/2に-2/-2の修整を与えた」「2/2に+3/+3した」: a P/T change said as what a player
 * used or gave, aimed at a creature (に), with no card named — the creature gets it until end of turn (611.2a,
 * 613.4c), as "gives the 2/2 +2/+2" is read. Said so, it has no spell of its own on the stack: a response told
 * after it would answer something the story never put there, so that is refused rather than ordered by guess.
 * False when the clause is not of this shape.
 */
export function ptmodUsed(story: Story, c: Clause, what: NounPhrase | null): boolean {
  if (!what || what.kind !== 'amount' || what.noun !== 'ptmod') return false;
  const aimed = c.roles.filter((r) => (r.prep === 'on' || r.prep === 'to' || r.prep === 'at' || r.prep === 'targeting') && r.np !== null && !isPlayerish(r.np));
  // 「相手が全体-2/-2の呪文を撃ってきた」「全体に-1/-1」: 全体 ("across the board") is every creature on the battlefield,
  // each getting the change until end of turn (611.2a, 611.2c) — never one creature picked as its target.
  if (aimed.length === 0 && (storyWords(story.lang).acrossTheBoard?.test(c.text.replace(/《[^》]*》|「[^」]*」/g, '')) ?? false)) {
    story.use(what);
    if (c.subject && isPlayerish(c.subject)) story.use(c.subject);
    const filter = { types: ['Creature' as const], colors: [], notColors: [], notTypes: [], subtypes: [], supertypes: [], controller: null, other: false, keywords: [], nontoken: null };
    push(story, { kind: 'change', ref: { kind: 'group', filter }, changes: [{ kind: 'modify-pt', power: what.power, toughness: what.toughness }], untilEndOfTurn: true, text: c.text, static: false }, c);
    return true;
  }
  if (aimed.length !== 1) return false;
  const last = Math.max(...c.chunks);
  for (let k = last + 1; story.sensesAt(k).length > 0; k++) {
    const s = story.sensesAt(k)[0]!;
    if ((s.kind === 'time' && s.time === 'in-response') || (s.kind === 'verb' && s.verb === 'respond')) {
      story.problem('not-understood', c.text, 'pt-change-responded-to');
      return true;
    }
  }
  const ids = objectsOf(story, aimed[0]!.np, { create: true, plural: true });
  if (!ids) return true;
  story.useChunks(aimed[0]!.chunks);
  story.use(what);
  if (c.subject && isPlayerish(c.subject)) story.use(c.subject);
  push(story, { kind: 'change', ref: { kind: 'things', ids }, changes: [{ kind: 'modify-pt', power: what.power, toughness: what.toughness }], untilEndOfTurn: true, text: c.text, static: false }, c);
  return true;
}
