/**
 * Mana abilities (605.1a): an activated ability with no target whose effect only adds mana. The
 * engine keeps the mana a fixed ability adds ("{G}", "{C}{C}": `adds`, 106.4); when the player
 * chooses what it adds ("{R} or {G}", "one mana of any color") or how much depends on the game
 * ("{G} for each Elf you control"), it is a mana ability whose mana the engine doesn't know, and a
 * cast that would need that mana stops as unmodelled (casting/cast.ts).
 */
import { openMana } from './mana-open.ts';

const SYMBOLS = '(?:\\{[WUBRGC]\\})+';
const CHOICE = `${SYMBOLS}(?:(?:,|, or| or) ${SYMBOLS})+`;

/**
 * 106.6: "Spend this mana only to cast … / activate …": a restriction on what the mana pays for. The
 * engine doesn't track it, so an ability with it adds mana the engine doesn't know (a cast that would
 * need it stops). A rider that does more ("…, and that spell can't be countered") isn't one.
 */
export function spendOnly(sentence: string): boolean {
  return /^spend this mana only (?:to cast|to activate|on) [a-z0-9 /'-]+$/i.test(sentence) && !/\b(?:can't|gains?|if|that spell)\b/.test(sentence);
}

/** 605.1a, 106.4: "For each color among permanents you control, add one mana of that color": mana the engine doesn't know. */
export function openManaSentence(sentence: string): boolean {
  return /^[Ff]or each color among [a-z ,'-]+ you control, add one mana of that color$/.test(sentence);
}

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
  // 106.4, 605.1a: what the player chose as this entered (614.12: "As this enters, choose a color"),
  // an amount the game decides ("X mana of any one color, where X is …", "an amount of {C} equal to …")
  // or colors among permanents: the ability adds mana, which the engine doesn't know.
  if (/^(?:one|two|three|four) mana of the chosen color$/.test(what)) return {};
  if (new RegExp(`^${SYMBOLS} or one mana of the chosen color$`).test(what)) return {};
  if (/^x mana of any one color, where x is [a-z0-9+/ ,'-]+$/i.test(what)) return {};
  if (new RegExp(`^an amount of ${SYMBOLS} equal to [a-z0-9+/ ,'-]+$`, 'i').test(what)) return {};
  if (/^one mana of any color among [a-z ,'-]+ you control$/.test(what)) return {};
  if (openMana(what)) return {};
  return null;
}
