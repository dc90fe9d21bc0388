/** Oracle text that names a chosen type ('creatures of the chosen type') and abilities chosen from a list. */
import { permanentSentence } from './sentences.ts';
import { gapOf } from './gaps.ts';
import { CHOSEN_COLOR_PICK, CHOSEN_TYPE } from './words.ts';
import type { GapClass } from './gaps.ts';
import type { Parts, TextContext } from './text-parts.ts';
import { missInOrder } from './text-parts.ts';

/** Text that names "the chosen type" (614.12): read only into abilities chosenUses can follow. */
export const NAMES_CHOSEN_TYPE = /\bchosen type\b/i;

/** A permanent's text that names "the chosen type" or "the chosen color" (614.12): read through chosenTypeSentence. */
export const NAMES_CHOSEN_VALUE = /\bchosen (?:type|color)\b/i;

/**
 * A permanent's sentence naming the chosen type, read only when it becomes one of its abilities
 * (statics, replacements, casting statics), which chosenUses keeps or unmodels with the choice; a
 * spell's (the type a spell's own "choose a creature type" names is not kept) or one read into
 * anything else (the permanent's spell ability, how it enters) is not read.
 */
export function chosenTypeSentence(s: string, sentence: string, parts: Parts, ctx: TextContext): boolean {
  if (ctx.spell) return false;
  const elsewhere = (): string => JSON.stringify([parts.spell, parts.entersAsCopy, parts.entersWithCounters, parts.enters, parts.keywords]);
  const before = { json: elsewhere(), spell: structuredClone(parts.spell), entersAsCopy: structuredClone(parts.entersAsCopy), entersWithCounters: structuredClone(parts.entersWithCounters), enters: structuredClone(parts.enters), keywords: structuredClone(parts.keywords), entersText: [...parts.entersText] };
  if (!permanentSentence(s, sentence, parts)) return false;
  if (elsewhere() === before.json) return true;
  parts.spell = before.spell;
  if (before.entersAsCopy) parts.entersAsCopy = before.entersAsCopy;
  else delete parts.entersAsCopy;
  if (before.entersWithCounters) parts.entersWithCounters = before.entersWithCounters;
  else delete parts.entersWithCounters;
  parts.enters = before.enters;
  parts.keywords = before.keywords;
  parts.entersText = before.entersText;
  return false;
}

/** A spell's "Choose a creature type." (608.2d: chosen as it resolves), normalised. */
export const SPELL_TYPE_CHOICE = /^choose a creature type$/;

const typeChosen = (parts: Parts): boolean => parts.enterChoices.some((c) => /creature type\.?$/.test(c.trim()));

/**
 * 608.2d: an instant's or sorcery's sentence naming the creature type its "Choose a creature type."
 * (a sentence before it) chose as it resolves, read by `read` (the spell templates) only if what it
 * adds names that type (CHOSEN_TYPE); chosenUses keeps it with the choice or unmodels both.
 */
export function chosenSpellSentence(sentence: string, parts: Parts, read: () => boolean): boolean {
  if (!typeChosen(parts)) return false;
  const named = (): number => JSON.stringify(parts.spell ?? null).split(CHOSEN_TYPE).length;
  const before = { spell: structuredClone(parts.spell), named: named() };
  if (!read()) return false;
  if (named() > before.named) {
    parts.spellChosenUses.push(sentence);
    return true;
  }
  parts.spell = before.spell;
  return false;
}

/** A line that refers to the value chosen as the permanent entered. */
const USES_CHOICE = /\bthe chosen (?:color|type|creature type)\b|\bof that (?:color|type)\b/i;

type AbilityList = { text?: unknown }[];

function withoutSentences(text: string, drop: readonly string[]): string {
  let out = text;
  for (const d of drop) out = out.replace(d, '');
  return out.replace(/\s+/g, ' ').trim();
}

/** The compiled abilities that name the chosen creature type (CHOSEN_TYPE), by list. */
function chosenTypeLists(parts: Parts): AbilityList[] {
  return [parts.statics, parts.triggers, parts.activated, parts.castStatics, parts.castPermissions, parts.replacements] as AbilityList[];
}

function namesChosenType(a: unknown): boolean {
  const j = JSON.stringify(a);
  return j.includes(CHOSEN_TYPE) || j.includes(CHOSEN_COLOR_PICK);
}

/** The choice the named abilities read — a creature type or (a plain "choose a color") a color — or undefined when they mix them or it wasn't made. */
function choiceNamed(parts: Parts, named: readonly unknown[]): { text: string; kind: 'type' | 'color' } | undefined {
  const j = JSON.stringify(named);
  const type = j.includes(CHOSEN_TYPE);
  const color = j.includes(CHOSEN_COLOR_PICK);
  if (type === color) return undefined;
  const text = parts.enterChoices.find((c) => (type ? /creature type\.?$/ : /, choose a color\.?$/).test(c.trim()));
  return text === undefined ? undefined : { text, kind: type ? 'type' : 'color' };
}

/**
 * 614.12, 614.1c: "As this enters, choose a color [other than …] / a creature type". The choice is
 * read when every line that uses it is read and is either a mana ability whose mana the engine
 * doesn't know anyway (106.4, 605.1a: "{T}: Add one mana of the chosen color") or, for a creature
 * type and a card's own text, an ability that names "the chosen type" (kept as CHOSEN_TYPE until the
 * object is made with the type chosen, compile/chosen.ts). Any other line using it (read or not), or
 * no line using it, leaves the choice unmodelled, and then every ability naming the chosen type is
 * unmodelled too: nothing is read with a type nobody chose.
 */
export function chosenUses(parts: Parts, kindOf: (t: string) => GapClass, text: string, start: number, typeAllowed: boolean): void {
  // Nothing chosen and nothing naming a chosen type (only text that says "chosen type" can).
  if (parts.enterChoices.length === 0 && !NAMES_CHOSEN_VALUE.test(text)) return;
  const choices = new Set(parts.enterChoices);
  const openMana = new Set(parts.activated.filter((a) => a.mana === true && a.adds === undefined).map((a) => a.text as string));
  const namedAbilities = [...chosenTypeLists(parts).flatMap((l) => l.filter(namesChosenType))];
  const named = new Set([...namedAbilities.map((a) => a.text as string), ...parts.spellChosenUses]);
  const choice = choiceNamed(parts, [...namedAbilities, ...(parts.spellChosenUses.length > 0 ? [CHOSEN_TYPE] : [])]);
  const uses = parts.modelled.filter((l) => !choices.has(l) && USES_CHOICE.test(l));
  const unread = [...parts.unmodelled, ...parts.unreadModes].some((l) => USES_CHOICE.test(l));
  // (Replacement effects naming it are kept with the choice too since cards53a: withChosenType makes theirs.)
  const typed = typeAllowed && choice !== undefined && uses.every((l) => openMana.has(l) || named.has(l)) && [...named].every((l) => uses.includes(l));
  const keep = parts.enterChoices.length > 0 && uses.length > 0 && !unread && (named.size === 0 ? uses.every((l) => openMana.has(l)) : typed);
  if (keep) {
    if (named.size > 0 && choice !== undefined) {
      const lines = [choice.text, ...uses.filter((l) => named.has(l))];
      parts.chosenType = { text: choice.text, uses: lines.slice(1), gaps: lines.map((l) => gapOf(l, kindOf(l))), ...(choice.kind === 'color' ? { kind: 'color' as const } : {}) };
    }
    parts.enterChoices = [];
    parts.spellChosenUses = [];
    return;
  }
  // Not read: the choice and every ability naming the chosen type are gaps, in the order of the text.
  for (const l of chosenTypeLists(parts)) {
    for (let i = l.length - 1; i >= 0; i--) if (named.has(l[i]!.text as string)) l.splice(i, 1);
  }
  if (parts.spell && (parts.spellChosenUses.length > 0 || parts.enterChoices.some((c) => /^choose a creature type\.?$/i.test(c.trim())))) {
    parts.spell.effects = parts.spell.effects.filter((e) => !namesChosenType(e));
    parts.spell.text = withoutSentences(parts.spell.text, [...parts.enterChoices, ...parts.spellChosenUses]);
    if (parts.spell.text === '' && parts.spell.effects.length === 0 && Object.keys(parts.spell).length === 2) parts.spell = null;
  }
  parts.spellChosenUses = [];
  const dropped = [...parts.enterChoices, ...named];
  parts.modelled = parts.modelled.filter((l) => !choices.has(l) && !named.has(l));
  for (const c of dropped) missInOrder(parts, c, kindOf(c), text, start);
  parts.enterChoices = [];
}
