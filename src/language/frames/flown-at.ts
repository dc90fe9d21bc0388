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
import { cast } from './cast.ts';

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

/**
 * 「《蠢く骸骨》に《殺害》が飛んできた」「私の2/2に《稲妻》が飛んできた」: an instant or sorcery that "flies at" something
 * (飛ぶ in 〜てくる, toward the speaker's side) was cast at it by the other player — its target what に names (115.1,
 * 601.2c). With nothing named (「《稲妻》が飛んできた」) the target is not guessed: the words stay unread.
 */
export function spellFlownAt(story: Story, c: Clause): boolean {
  const v = c.verb;
  if (!v || v.toward !== true || v.passive || v.negated || v.modal !== null || v.inverted === true) return false;
  const s = c.subject;
  if (s?.kind !== 'object' || s.card === null || !/\b(?:Instant|Sorcery)\b/u.test(s.card.typeLine) || c.object !== null || c.object2 !== null) return false;
  const said = c.roles.filter((r) => r.np !== null);
  const at = said[0];
  if (said.length !== 1 || at?.prep !== 'to' || at.np === null) return false;
  const opponent: NounPhrase = { kind: 'player', player: { who: 'opponent' }, chunks: [], start: c.start, end: c.start, text: '' };
  cast(story, { ...c, verb: { ...v, verb: 'cast', toward: false }, subject: opponent, object: s, roles: [{ ...at, prep: 'on' }] });
  return true;
}
