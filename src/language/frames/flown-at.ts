/**
 * 「《疫病のとげ刺し》が飛んできた」: a flying creature that "flies at" the speaker (飛ぶ in 〜てくる, done toward them) is
 * attacking them (508.1) — players' way of telling an attack by a flier, as 「殴ってきた」 is by any creature.
 * Read only when the flying is sure: the creature's card prints flying, or the words give it flying (「飛行の3/3が
 * 飛んできた」). A creature of no such card (「相手の2/2が飛んできた」) leaves open whether it flies, which decides what
 * can block it (702.9b), so the words stay unread and are named; a spell "flying in" (「《稲妻》が飛んできた」: cast
 * at the speaker) is no creature and is not read here either.
 */
import type { Clause, NounPhrase } from '../clause.ts';
import type { Story } from '../story.ts';
import { attack } from './attacks.ts';

function fliesAsSaid(story: Story, np: Extract<NounPhrase, { kind: 'object' }>): boolean {
  if (np.keywords.some((k) => k.keyword === 'flying')) return true;
  if (np.card === null || !/\bCreature\b/.test(np.card.typeLine)) return false;
  // (Facts not looked up yet: the question is read again with them, story.ts needFacts.)
  const facts = story.facts?.(np.card.name) ?? null;
  if (facts === null) story.needFacts.add(np.card.name);
  return facts?.keywords.includes('flying') === true;
}

/** The flier attacks, as 「攻撃してきた」 would tell it; false (nothing read) when the clause is not that. */
export function flownAt(story: Story, c: Clause): boolean {
  const v = c.verb;
  if (!v || v.toward !== true || v.passive || v.negated || v.modal !== null || v.inverted === true) return false;
  const s = c.subject;
  if (s?.kind !== 'object' || c.object !== null || c.object2 !== null || c.roles.some((r) => r.np !== null)) return false;
  if (!fliesAsSaid(story, s)) return false;
  attack(story, { ...c, verb: { ...v, verb: 'attack' } });
  return true;
}
