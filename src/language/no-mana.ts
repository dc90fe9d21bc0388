/**
 * A player told to have no mana to spend: "he has no lands", "I have no untapped lands", 「土地がない」, "no mana". Their
 * mana is then what the permanents told of them can make (601.2g-h, 605.3a: the questions layer pays from their board,
 * board-mana.ts, as it does when their lands are told), never mana the engine would otherwise take as there. Read before,
 * "no untapped lands" added nothing and a spell with a mana cost was answered castable. ("I'm tapped out" stays unread:
 * it doesn't prove no mana — a mana creature, mana in the pool; unless-paid.test.ts.)
 */
import type { Side } from './ir.ts';
import type { Clause } from './clause.ts';
import type { Story } from './story.ts';

export function noManaOf(story: Story): Side[] {
  const out = new Set<Side>(story.noMana);
  // (Lands said absent of one player — all of them, or the untapped ones; "no tapped lands" says nothing of mana.)
  for (const a of story.absent) if (a.controller !== null && a.tapped !== true && a.types.length === 1 && a.types[0] === 'Land' && a.subtypes.length === 0 && a.keywords.length === 0) out.add(a.controller);
  return [...out].sort();
}

/**
 * "My opponent has no mana", "they've got no mana left", "I don't have any mana", 「相手はマナがない」: the player has no mana to spend (Story.noMana).
 * Only said of a player, with nothing else in the clause; true when the clause was this fact.
 */
export function noManaTold(story: Story, c: Clause, sides: readonly Side[], useSides: () => void): boolean {
  const v = c.verb;
  if (!v || v.modal !== null || v.hypothetical || v.passive || c.object2 || c.complement || c.roles.length > 0 || c.keywords.length > 0 || c.times.length > 0) return false;
  const o = c.object;
  // ("no mana", "any mana" after a negated have; "no mana open" is the same, "open" read as present. The bare noun after a
  // negated have — "I don't have mana", 「相手はマナがない」 (ja/no-mana-said.ts) — is the same; any other word on it,
  // "enough", an amount, is not. "No mana left" is what remains: the same.)
  const detAt = (k: number | undefined): string | undefined => (k === undefined ? undefined : (story.sensesAt(k).find((s) => s.kind === 'det') as { det?: string } | undefined)?.det);
  const bare = o?.chunks.length === 1 && (story.sensesAt(o.chunks[0]!)[0] as { noun?: string } | undefined)?.noun === 'mana';
  const noMana = v.verb === 'have' && o?.kind === 'property' && o.noun === 'mana' && o.of === null && (v.negated ? detAt(o.chunks[0]) === 'any' || bare : detAt(o.chunks[0]) === 'no') && c.adjectives.every((a) => a === 'present' || a === 'left');
  if (!noMana) return false;
  for (const side of sides) story.noMana.add(side);
  useSides();
  if (o) story.use(o);
  story.useChunks(c.chunks.filter((k) => ['adj', 'det'].includes(story.sensesAt(k)[0]?.kind ?? '') || (story.sensesAt(k)[0] as { noun?: string } | undefined)?.noun === 'mana'));
  return true;
}
