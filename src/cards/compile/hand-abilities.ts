/**
 * Issue 14 (session 43): activated abilities that work while their card is in its owner's hand
 * (602.2: its owner activates them there), known by a cost that can only be paid from the hand
 * (113.6j): "Discard this card" (701.9a; channel, 207.2c, is only an ability word) and "Exile this
 * card from your hand" (113.6m; the spirit guides' mana abilities, 605.1a). The ability's `zone` is 'hand'; the
 * engine pays the cost by moving the card (engine/casting/activate.ts). A cost that also needs the
 * card on the battlefield ({T}, "Sacrifice this", counters on it) can't be paid there, so such a
 * line is not read.
 */

type Json = Record<string, unknown>;

/** "Discard this card", "Exile this card from your hand", "Exile this creature from your hand" (normalised: "this"). */
export const HAND_COST = /^(?:discard this(?: card)?|exile this(?: [a-z]+)? from your hand)$/i;

/** A cost part (normalised: the card's name or "this card" read as "this") paid from the hand; true when read. */
export function handCostPart(p: string, printed: string, ability: Json): boolean {
  // As printed too, the way the engine pays it (engine/casting/activate.ts); not "Discard <its name>".
  if (!HAND_COST.test(p) || !HAND_COST.test(printed)) return false;
  if (ability.zone !== undefined) return false;
  ability.zone = 'hand';
  return true;
}

/** True when the ability's other costs can be paid while its card is in a hand (no {T}, nothing done to it as a permanent). */
export function payableFromHand(ability: Json): boolean {
  return ability.zone !== 'hand' || (ability.tap !== true && ability.sacrificeSelf !== true && ability.counterCost === undefined && ability.crew === undefined);
}
