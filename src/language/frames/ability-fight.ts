/**
 * An activated ability named by the fight it makes (701.14): 「《無作法な挑発者》の能力で相手の《ガルタ》と格闘させた」,
 * 「《X》の起動型能力で…と格闘させました」, "Brash Taunter fights their Ghalta with its ability". The ability is named, not
 * described: it is one of the source's activated abilities (602.1), activated with the creature fought as its target
 * (602.2b, 115.1). The words go with the activation so the questions layer takes only an ability whose effect is a
 * fight (story-casts.ts), and names the words for any other — never a card's other ability run in its place.
 */
import type { Clause, NounPhrase } from '../clause.ts';
import type { Story } from '../story.ts';
import { oneObjectOf, playerOf } from '../refs.ts';
import { isPlayerish, push } from './util.ts';
import { targetsOf } from './target-phrases.ts';

/** The ability noun said as the instrument (で, "with its ability") and whose ability it is; null when none. */
export function abilityInstrument(c: Clause): { role: Clause['roles'][number]; owner: NounPhrase } | null {
  for (const r of c.roles) {
    if (r.prep !== 'with' || r.np?.kind !== 'property' || r.np.noun !== 'keyword') continue;
    // 「《X》の能力で」: the owner said with の; "X fights Y with its ability": the subject's own.
    const owner = r.np.of ?? (c.subject && !isPlayerish(c.subject) ? c.subject : null);
    if (owner?.kind === 'object') return { role: r, owner };
  }
  // "Brash Taunter fights their Ghalta with its ability": the possessive read as the role's phrase.
  const its = c.roles.find((r) => r.prep === 'with' && r.np?.kind === 'pronoun' && r.np.possessive && r.np.word === 'its');
  if (its && c.subject?.kind === 'object') return { role: its, owner: c.subject };
  return null;
}

export function abilityFight(story: Story, c: Clause): boolean {
  const v = c.verb!;
  if (v.passive || v.negated) return false;
  const found = abilityInstrument(c);
  if (!found) return false;
  // The one fought: the を-less partner (と, read as a second "with") or the object ("fights their Ghalta").
  const others = c.roles.filter((r) => r !== found.role && r.prep === 'with');
  const subjectIsSource = c.subject !== null && !isPlayerish(c.subject) && c.subject === found.owner;
  const partner = c.object && (subjectIsSource || others.length === 0) ? c.object : others.length === 1 && !c.object ? others[0]!.np : null;
  if (!partner || partner.kind !== 'object' || c.roles.some((r) => r !== found.role && !others.includes(r))) return false;
  const player = c.subject && isPlayerish(c.subject) ? (playerOf(story, c.subject) ?? 'A') : null;
  const source = oneObjectOf(story, found.owner, { create: true, ...(player ? { controller: player } : {}) });
  if (!source) return true;
  const targets = targetsOf(story, partner, source);
  if (!targets) return true;
  const o = story.get(source)!;
  const who = player ?? o.controller ?? 'A';
  o.controller ??= who;
  story.use(c.subject);
  story.use(found.owner);
  story.use(partner);
  story.use(found.role.np);
  story.useChunks(found.role.chunks);
  for (const r of others) story.useChunks(r.chunks);
  story.useChunks(v.chunks);
  push(story, { kind: 'activate', source, player: who, targets, fight: c.text.trim() }, c);
  return true;
}
