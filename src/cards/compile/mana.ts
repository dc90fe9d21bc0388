/**
 * Mana abilities (605.1a): an activated ability with no target whose effect only adds mana. The
 * engine keeps the mana a fixed ability adds ("{G}", "{C}{C}": `adds`, 106.4); when the player
 * chooses what it adds ("{R} or {G}", "one mana of any color") or how much depends on the game
 * ("{G} for each Elf you control"), it is a mana ability whose mana the engine doesn't know, and a
 * cast that would need that mana stops as unmodelled (casting/cast.ts).
 */

const SYMBOLS = '(?:\\{[WUBRGC]\\})+';
const CHOICE = `${SYMBOLS}(?:(?:,|, or| or) ${SYMBOLS})+`;

/** What an "Add …" instruction adds (normalised, "add" first): `{ adds }` when fixed, `{}` when open, null if it isn't only mana. */
export function manaAdded(effect: string): { adds?: string } | null {
  const m = /^add (.+)$/.exec(effect);
  if (!m) return null;
  const what = m[1]!;
  if (new RegExp(`^${SYMBOLS}$`).test(what)) return { adds: what };
  if (new RegExp(`^${CHOICE}$`).test(what)) return {};
  if (/^(?:one|two|three) mana of any (?:one )?color$/.test(what)) return {};
  if (/^one mana of any color in your commander's color identity$/.test(what)) return {};
  if (/^one mana of any (?:color|type) that a land (?:you control|an opponent controls) could produce$/.test(what)) return {};
  if (/^(?:two|three) mana in any combination of colors$/.test(what)) return {};
  if (new RegExp(`^(?:two|three) mana in any combination of ${CHOICE.replace(/\(\?:,\|, or\| or\)/, '(?:,|, and/or| and/or)')}$`).test(what)) return {};
  if (new RegExp(`^${SYMBOLS} for each [a-z0-9+/ ,'-]+$`, 'i').test(what)) return {};
  return null;
}
