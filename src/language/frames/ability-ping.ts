/**
 * An activated ability named as what 1 damage is dealt with: 「《放蕩紅蓮術士》の能力で相手に1点与えた」「《X》の起動型能力で
 * 《灰色熊》に1点飛ばす」, "I deal 1 damage to his Elves with Prodigal Pyromancer's ability". The ability is named, not
 * described: one of the source's activated abilities (602.1), activated with the one dealt damage as its target (602.2b,
 * 115.1). The words go with the activation (`ping`), so the questions layer takes only an ability dealing exactly 1 damage
 * to one target and names the words for any other (as "tap it to ping him" is, tap-ping.ts) — never the card's other
 * ability run in its place. Any other amount is not read here (left to be named: what the ability deals is the card's).
 */
import type { Clause } from '../clause.ts';
import type { Story } from '../story.ts';
import { objectsOf, oneObjectOf, playerOf } from '../refs.ts';
import { amountOf, isPlayerish, push } from './util.ts';
import { abilityInstrument } from './ability-fight.ts';
import { playerRecipient } from './tap-ping.ts';

export function abilityPing(story: Story, c: Clause): boolean {
  const v = c.verb!;
  if (v.passive || v.negated || v.modal !== null || c.object2 || c.complement || c.keywords.length > 0) return false;
  if (c.subject && !isPlayerish(c.subject)) return false;
  const found = abilityInstrument(c);
  const to = c.roles.filter((r) => r.prep === 'to');
  if (!found || to.length !== 1 || c.roles.length !== 2 || amountOf(c.object, 'damage') !== 1) return false;
  const player = c.subject ? (playerOf(story, c.subject) ?? 'A') : null;
  const source = oneObjectOf(story, found.owner, { create: true, ...(player ? { controller: player } : {}) });
  if (!source) return true;
  const toNp = to[0]!.np!;
  const target = playerRecipient(story, toNp) ?? (toNp.kind === 'object' || toNp.kind === 'pronoun' ? objectsOf(story, toNp, { create: true }) : null);
  const targets = typeof target === 'string' ? [target] : target;
  if (!targets) return true;
  if (targets.length !== 1 || targets[0] === source) {
    story.problem('not-understood', c.text, 'ping');
    return true;
  }
  const o = story.get(source)!;
  const who = player ?? o.controller ?? 'A';
  o.controller ??= who;
  for (const np of [c.subject, found.owner, found.role.np, toNp, c.object]) story.use(np);
  story.useChunks([...found.role.chunks, ...to[0]!.chunks, ...v.chunks]);
  push(story, { kind: 'activate', source, player: who, targets, targetText: toNp.text.trim(), ping: c.text.trim() }, c);
  return true;
}
