/**
 * Issue 11: an amount asked of each player ("How many poison counters does each player have?", "How much damage
 * does each player take?", 「各プレイヤーの毒カウンターは？」) is answered for every player — read through the
 * one-player path, "each player" fell to the defending player alone (poison, 122.1) or was refused (damage, 120.3).
 * Life asked of each player is read in amount-sides.ts lifeSides.
 */
import type { Clause, NounPhrase } from '../clause.ts';
import type { Story } from '../story.ts';
import { ask, role, yesNoQuestion } from './common.ts';

const eachPlayer = (np: NounPhrase | null | undefined): boolean => np?.kind === 'player' && np.player.who === 'each';

/** The amount of each player the clause asks (poison counters, damage taken), asked of both; null when it asks no such thing. */
export function eachPlayerAmount(story: Story, c: Clause, props: readonly Extract<NounPhrase, { kind: 'property' }>[]): boolean | null {
  if (c.wh !== 'how-much' && c.wh !== 'how-many' && c.wh !== 'what' && !(c.wh === null && c.question && !yesNoQuestion(c))) return null;
  const poison = (c.asked?.kind === 'amount' && c.asked.counter === 'poison') || props.some((p) => p.noun === 'poison');
  const damage = !poison && ((c.asked?.kind === 'amount' && c.asked.noun === 'damage') || props.some((p) => p.noun === 'damage'));
  if (!poison && !damage) return null;
  const verb = c.verb?.verb ?? null;
  // Whose: "each player" as the one who has or takes it, the one it is dealt to, or the owner of the amount.
  const to = role(c, 'to');
  const said: NounPhrase[] = [c.subject, c.complement, ...(damage && (verb === 'deal' || verb === null) && c.verb?.passive !== false ? [to] : []), ...props.map((p) => p.of)].filter((np): np is NounPhrase => eachPlayer(np));
  if (said.length === 0) return null;
  // (Damage each player deals is another question: "each player" there is the dealer, not the one dealt it.)
  if (damage && eachPlayer(c.subject) && verb !== 'take' && verb !== 'have' && verb !== null && !(verb === 'deal' && c.verb?.passive === true)) return null;
  if (poison && verb !== null && verb !== 'have' && verb !== 'get' && verb !== 'be' && verb !== 'end') return null;
  for (const np of said) story.use(np);
  if (to !== null && said.includes(to)) story.use(to);
  for (const s of ['A', 'B'] as const) ask(story, poison ? { kind: 'poison', side: s } : { kind: 'damage-taken', side: s }, c);
  return true;
}
