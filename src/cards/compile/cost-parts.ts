/**
 * The parts of a spell's cost its text names, read alike wherever they are said: an additional cost (118.8) or one
 * of a choice of them (casting.ts), and an alternative cost's parts (118.9, alternative-costs.ts).
 */
import type { ObjectFilter, SpellCostOption } from '../../engine/types.ts';
import { NUMBER, numberWord } from './text.ts';
import { parseGroup } from './words.ts';

/** "a creature", "two creatures", "an artifact or creature" for a sacrifice cost. */
export function sacrificed(words: string): { count?: number; filter: ObjectFilter } | null {
  const m = new RegExp(`^${NUMBER} (.+)$`).exec(words);
  if (!m) return null;
  const n = numberWord(m[1]!)!;
  const g = parseGroup(m[2]!);
  if (!g || g.filter.controller || g.filter.other || (n > 1) !== g.plural) return null;
  return { ...(n > 1 ? { count: n } : {}), filter: { ...g.filter } };
}

/** One additional cost of a choice: "sacrifice an artifact", "discard a card", "pay 3 life" (118.8), or null. */
export function costOption(words: string): SpellCostOption | null {
  const sac = /^sacrifice (.+)$/.exec(words);
  if (sac) {
    const s = sacrificed(sac[1]!);
    return s ? { kind: 'sacrifice', ...s } : null;
  }
  if (words === 'discard a card') return { kind: 'discard' };
  // 601.2f: mana added to the total cost; generic and colored symbols only.
  const mana = /^pay ((?:\{(?:\d+|[WUBRGC])\})+)$/i.exec(words);
  if (mana) return { kind: 'mana', cost: mana[1]!.toUpperCase() };
  const life = new RegExp(`^pay ${NUMBER} life$`).exec(words);
  const n = life ? numberWord(life[1]!) : null;
  return n !== null && n > 0 ? { kind: 'life', amount: n } : null;
}
