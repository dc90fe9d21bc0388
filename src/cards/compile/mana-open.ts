/**
 * Issue 14 (session 43): more "Add …" amounts the player or the game decides as the mana ability
 * resolves (605.1a, 106.4): the ability adds mana, which the engine doesn't know (mana.ts), so a
 * cast that would need it stops as unmodelled rather than guess its color or amount.
 */
const OPEN_MANA: readonly RegExp[] = [
  // "one mana of any color among legendary creature cards in your graveyard" (the colors of cards there).
  /^one mana of any color among [a-z ,'-]+ cards? in (?:your|a) graveyard$/,
  // 106.1a: "two mana of different colors" — the player picks two colors as it resolves.
  /^(?:two|three) mana of different colors$/,
  // "one mana of any color that a basic land you control could produce", "… a Gate you control …" (106.7-style).
  /^one mana of any (?:color|type) that a [a-z]+(?: [a-z]+)? you control could produce$/i,
  // 607.1: the linked exiled card's colors ("one mana of any of the exiled card's colors").
  /^one mana of any of the exiled cards?'s? colors$/,
  // "X mana in any combination of colors, where X is …": an amount the game decides.
  /^x mana in any combination of colors, where x is [a-z0-9+/ ,'-]+$/i,
];

/** True when the "Add …" amount (after "add ") is one the player or the game decides as it resolves. */
export function openMana(what: string): boolean {
  return OPEN_MANA.some((re) => re.test(what));
}
