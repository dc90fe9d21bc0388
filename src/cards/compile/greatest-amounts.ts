/**
 * 608.2h: an amount that is the greatest power among a group of permanents — "Draw cards equal to the greatest power
 * among non-Human creatures you control", "You gain life equal to the greatest power among creatures you control" —
 * read from the battlefield as the instruction is followed (0 when the group is empty, and a negative power counts as
 * 0, 107.1b). Only a draw or a life gain or loss, and only a group the filters read whole, never one that names a
 * power (it would compare what it measures).
 */
import type { SpellEffect } from '../../engine/types.ts';
import type { Clause, Ctx } from './effects.ts';
import { parseGroup } from './words.ts';
import { oneInstruction } from './one-instruction.ts';

/** The instruction for one (the amount read from the group) and the group's words, or null. */
function headOf(c: string): { head: string; group: string } | null {
  let m: RegExpExecArray | null;
  if ((m = /^(.*?)(draws?) cards equal to the greatest power among (.+)$/.exec(c))) return { head: `${m[1]!}${m[2]!} a card`, group: m[3]! };
  if ((m = /^(.*?)(gains?|loses?) life equal to the greatest power among (.+)$/.exec(c))) return { head: `${m[1]!}${m[2]!} 1 life`, group: m[3]! };
  return null;
}

/** The instruction with `amountFrom: 'greatest-power'` over the group (`amountCount`), or null. */
export function greatestPowerAmount(c: string, text: string, ctx: Ctx, clause: Clause): SpellEffect[] | null {
  const h = headOf(c);
  const g = h ? parseGroup(h.group) : null;
  if (!h || !g || !g.plural || g.filter.zone !== undefined || g.filter.power !== undefined || g.filter.toughness !== undefined) return null;
  const one = oneInstruction(h.head, text, ctx, clause, ['draw', 'life']);
  if (!one) return null;
  return [{ ...one, amountFrom: 'greatest-power', amountCount: { ...g.filter } } as SpellEffect];
}

/**
 * 701.21a with 608.2d: an edict's "a creature with the greatest power among creatures they control", "a creature or
 * planeswalker [they control] with the greatest mana value among creatures and planeswalkers that player controls" —
 * the edict without those words, and the value compared (the player chooses among the tied ones). Only when the group
 * compared is the group chosen from (read whole by the same filters), else null.
 */
export function greatestEdict(c: string): { rest: string; greatest: 'power' | 'manaValue' } | null {
  const m = /^(.+? sacrifices? (?:a|an) )(.+?)(?: they control)? with the greatest (power|mana value) among (.+?) (?:they|that player) controls?$/.exec(c);
  const one = m ? parseGroup(m[2]!) : null;
  const among = m ? parseGroup(m[4]!) : null;
  if (!m || !one || !among || one.plural || !among.plural || JSON.stringify(one.filter) !== JSON.stringify(among.filter)) return null;
  return { rest: `${m[1]!}${m[2]!}`, greatest: m[3] === 'power' ? 'power' : 'manaValue' };
}
