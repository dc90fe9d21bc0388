/**
 * "This land becomes a 3/3 green Ape creature with trample until end of turn. It's still a land."
 * (creature lands, Keyrunes, Koth's +1, Kamahl's "target land becomes a 1/1 creature"): a permanent
 * becomes a creature for the turn (611.2, 514.2). One continuous effect whose parts apply in their
 * layers: the card and creature types in layer 4 (613.1d), the colours in layer 5 (613.1e), the
 * keywords and quoted abilities in layer 6 (613.1f), the P/T it is set to in layer 7b (613.4b).
 *
 * 205.1a: an effect that sets a card type replaces the old ones, so the template is read only when
 * the text keeps them (205.1b): "It's still a land" (the sentence after it), "in addition to its
 * other types", or "… artifact creature" (which keeps every card type and, with a creature type
 * named, replaces only the creature types). Anything else in the sentence, or a becomes-creature
 * effect with no duration, stays unmodelled.
 */
import type { CardType, Color, Modification, SpellEffect } from '../../engine/types.ts';
import type { Clause } from './effects.ts';
import { untilEndOfTurn } from './continuous-clauses.ts';
import { parsePredicates } from './statics.ts';
import { quotesOf } from './tokens.ts';
import { COLOR_OF, int } from './words.ts';
import { subtypeSet } from '../../engine/subtypes.ts';

const SHAPE =
  /^(.+?) becomes? an? (\d+)\/(\d+) ((?:[A-Za-z-]+,? )*?)creature(?: with (.+?))?( in addition to its other types)?( until end of turn)?( and can't be blocked this turn)?$/;

interface Described {
  supertypes: string[];
  colors: Color[];
  subtypes: string[];
  artifact: boolean;
}

/** "legendary", "blue and black", "white", creature types ("Phyrexian Blinkmoth"), "artifact" — null on any other word. */
function described(words: string): Described | null {
  const out: Described = { supertypes: [], colors: [], subtypes: [], artifact: false };
  for (const w of words.replace(/,/g, '').split(' ').filter((x) => x !== '' && x !== 'and')) {
    const colour = COLOR_OF[w];
    if (colour) out.colors.push(colour);
    else if (w === 'legendary') out.supertypes.push('Legendary');
    else if (w === 'artifact') out.artifact = true;
    else if (/^[A-Z]/.test(w) && subtypeSet(w) === 'creature' && !out.artifact) out.subtypes.push(w);
    else return null;
  }
  return out;
}

/** Layer 6: "flying and infect", "vigilance and all creature types", a quoted ability; null if a part isn't read. */
function granted(withText: string | undefined, text: string): { mods: Modification[]; allTypes: boolean } | null {
  if (withText === undefined) return { mods: [], allTypes: false };
  const all = /^(?:(.+?),? and )?all creature types$/.exec(withText);
  const rest = all ? all[1] : withText;
  if (rest === undefined) return { mods: [], allTypes: true };
  const mods = parsePredicates(`has ${rest}`, quotesOf(text));
  return mods ? { mods, allTypes: all !== null } : null;
}

/** 205.1b: the text keeps the object's other types ("It's still a land" right after, or "in addition to its other types"). */
function keepsTypes(text: string, inAddition: boolean): boolean {
  return inAddition || /becomes an? [^.]*\.\s*It['’]s still an? [A-Za-z ]+\./.test(text);
}

export const animate: Clause = (c0, text, ctx) => {
  const pre = /^until end of turn, (.+)$/.exec(c0);
  const m = SHAPE.exec(pre ? pre[1]! : c0);
  // 514.2: the effect lasts until the cleanup step; said once, before or after.
  if (!m || (pre !== null) === (m[7] !== undefined)) return null;
  const d = described(m[4]!.trim());
  const g = granted(m[5], text);
  if (!d || !g) return null;
  const keeps = keepsTypes(text, m[6] !== undefined);
  if (!keeps && !d.artifact) return null;
  const types: CardType[] = d.artifact ? ['Artifact', 'Creature'] : ['Creature'];
  const mods: Modification[] = [];
  // 205.1b: "[creature type] artifact creature" without "still" replaces only the creature types.
  if (!keeps && d.subtypes.length > 0) mods.push({ kind: 'remove-types', allCreatureTypes: true });
  mods.push({ kind: 'add-types', types, ...(d.subtypes.length > 0 ? { subtypes: d.subtypes } : {}), ...(d.supertypes.length > 0 ? { supertypes: d.supertypes } : {}), ...(g.allTypes ? { allCreatureTypes: true } : {}) });
  // 105.3: colours an effect names replace the object's colours (layer 5).
  if (d.colors.length > 0) mods.push({ kind: 'set-colors', colors: d.colors });
  mods.push({ kind: 'set-pt', power: int(m[2]!), toughness: int(m[3]!) }, ...g.mods);
  if (m[8] !== undefined) mods.push({ kind: 'add-keywords', keywords: [{ keyword: "can't be blocked" }] });
  const e = untilEndOfTurn(m[1]!, mods, text, ctx);
  return e ? [e] : null;
};

/** "It's still a land." after a becomes-creature instruction: already read with it (205.1b). */
export function stillType(c: string, effects: readonly SpellEffect[]): boolean {
  const last = effects.at(-1);
  if (!/^it's still an? [a-z ]+$/i.test(c.replace(/’/g, "'")) || !last || last.kind !== 'apply-effect') return false;
  return last.effect.modifications.some((x) => x.kind === 'add-types' && x.types?.includes('Creature') === true);
}
