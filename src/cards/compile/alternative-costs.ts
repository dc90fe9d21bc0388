/**
 * Alternative costs a spell's own text gives (118.9): "You may pay 1 life and exile a blue card from your hand rather
 * than pay this spell's mana cost", "If it's not your turn, you may exile a green card from your hand rather than pay
 * this spell's mana cost", "If you control a Swamp, you may pay 4 life rather than …", "You may sacrifice a nontoken
 * red creature rather than …", "You may pay {1}{B} rather than …". The parts are mana, life (119.4), one card of a
 * color exiled from its caster's hand, and one permanent sacrificed (701.21a); a condition the engine checks as the
 * spell is announced (601.2b). Anything else in the sentence leaves it unread.
 */
import type { AlternativeCost, SpellBody } from '../../engine/types.ts';
import { parseCondition } from './triggers.ts';
import { costOption } from './cost-parts.ts';
import { COLOR_OF } from './words.ts';
import { assertNever } from '../../core/result.ts';

const ALTERNATIVE = /^(?:if ([^,]+), )?you may (.+) rather than pay this(?: spell)?'s mana cost$/;

/**
 * One part of the alternative cost into `alt`; false if it isn't one read (or says the same kind twice). Mana, life and
 * a sacrifice are read as an additional cost's parts are (`costOption`); one permanent only is sacrificed.
 */
export function costPart(words: string, alt: AlternativeCost): boolean {
  // A card of one color from its caster's hand (the spell itself is on the stack by then, 601.2a).
  const card = /^exile an? (white|blue|black|red|green) card from your hand$/.exec(words);
  if (card) {
    if (alt.exileFromHand !== undefined) return false;
    alt.exileFromHand = { kind: 'filter', colors: [COLOR_OF[card[1]!]!] };
    return true;
  }
  const part = costOption(words);
  if (!part) return false;
  switch (part.kind) {
    case 'mana':
      if (alt.cost !== '') return false;
      alt.cost = part.cost;
      return true;
    case 'life':
      if (alt.life !== undefined) return false;
      alt.life = part.amount;
      return true;
    case 'sacrifice':
      if (part.count !== undefined || alt.sacrifice !== undefined) return false;
      alt.sacrifice = part.filter;
      return true;
    case 'discard':
      return false;
    default:
      return assertNever(part);
  }
}

/** The alternative cost a sentence of the spell gives, added to `spell`; false if the sentence isn't one read whole. */
export function alternativeCostSentence(s: string, text: string, spell: SpellBody): boolean {
  const m = ALTERNATIVE.exec(s);
  if (!m) return false;
  const alt: AlternativeCost = { name: '', cost: '', text };
  if (!m[2]!.split(' and ').every((part) => costPart(part, alt))) return false;
  if (m[1] !== undefined) {
    const cond = parseCondition(m[1]);
    if (!cond) return false;
    alt.if = cond;
  }
  // How the cast action names it: the words of the cost ("pay 1 life and exile a blue card from your hand").
  alt.name = m[2]!;
  if ((spell.alternatives ?? []).some((a) => a.name === alt.name)) return false;
  spell.alternatives = [...(spell.alternatives ?? []), alt];
  return true;
}
