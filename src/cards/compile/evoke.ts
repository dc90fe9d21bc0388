/**
 * 702.74a: "Evoke [cost]" is two abilities — "You may cast this card by paying [cost] rather than paying its mana cost"
 * (an alternative cost, 118.9, paid by the rules of 601.2b and 601.2f-h; the cast action names it "evoke") and "When
 * this permanent enters, if its evoke cost was paid, its controller sacrifices it" (a triggered ability with an
 * intervening "if", 603.4, read from what the spell that became the permanent was cast for). The cost is mana
 * ("Evoke {1}{B}") or one card of a color exiled from its caster's hand ("Evoke—Exile a green card from your hand.").
 * Any other cost leaves the line unread.
 */
import type { AlternativeCost, TriggeredAbility } from '../../engine/types.ts';
import { costPart } from './alternative-costs.ts';
import type { Parts } from './text-parts.ts';

export interface Evoke {
  alternative: AlternativeCost;
  trigger: TriggeredAbility;
}

/** The two abilities of an evoke line whose cost is `cost` ("{2}{U}", "Exile a green card from your hand."), or null. */
export function evokeAbilities(cost: string, text: string): Evoke | null {
  const words = cost.trim().replace(/\.$/, '');
  const alt: AlternativeCost = { name: 'evoke', cost: '', text };
  if (/^(?:\{(?:\d+|[WUBRGC]|[WUBRG]\/[WUBRG])\})+$/.test(words)) alt.cost = words;
  else if (!costPart(words.charAt(0).toLowerCase() + words.slice(1), alt) || alt.exileFromHand === undefined) return null;
  return {
    alternative: alt,
    trigger: { text, rules: ['702.74a'], event: 'enters', condition: { kind: 'alternative-paid', name: 'evoke' }, effects: [{ kind: 'sacrifice', self: true }] },
  };
}

/** "Evoke—<cost>." as a line of its own (the keyword reader takes only a mana cost after "Evoke"): its abilities, or null. */
export function evokeLine(line: string, text: string): Evoke | null {
  const m = /^Evoke—(.+)$/.exec(line.trim());
  return m ? evokeAbilities(m[1]!, text) : null;
}

/** The evoke abilities added to a permanent card's parts (the alternative cost on its spell body, the sacrifice trigger), its line modelled. */
export function addEvoke(e: Evoke, parts: Parts): void {
  parts.spell ??= { text: '', effects: [] };
  parts.spell.alternatives = [...(parts.spell.alternatives ?? []), e.alternative];
  parts.triggers.push({ ...e.trigger });
  parts.modelled.push(e.alternative.text ?? e.trigger.text);
}

/** "Evoke—<cost>." on a line of its own, read into `parts`; false if it isn't one read. */
export function evokeLineRead(line: string, parts: Parts): boolean {
  const e = evokeLine(line, line);
  if (e) addEvoke(e, parts);
  return e !== null;
}
