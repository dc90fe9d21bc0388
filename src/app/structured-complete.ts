/**
 * Autocomplete for the structured options: the word being typed is completed with keyword names
 * (the rules TermIndex, keyword abilities only) and, when the item has no power/toughness yet,
 * the item with card names, English or Japanese (the card service; in effects, what follows
 * "equipped with"). Each choice is the whole option text with the completion in place, as Discord
 * replaces the option's value with the chosen one.
 *
 * Choices are ranked by how much of what is being typed they complete: a card whose name starts
 * with the whole item ("Grizzly B" -> Grizzly Bears) comes before a keyword completing only its
 * last word ("B" -> Banding); for a single word, keywords come first, then cards.
 */
import type { AutocompleteContext, Choice } from './command.ts';
import { cardChoiceLabel } from '../cards/render.ts';
import { parseKeywordExact } from '../scenario/schema/vocabulary.ts';

/** Discord's limits: 25 choices, 100 characters for a name and a value. */
const MAX_CHOICES = 25;
const MAX_CHARS = 100;

/** For comparing what was typed with a name: width, case and spacing folded. */
function fold(s: string): string {
  return s.normalize('NFKC').toLowerCase().replace(/\s+/g, ' ').trim();
}

function clip(s: string): string {
  return s.length > MAX_CHARS ? `${s.slice(0, MAX_CHARS - 1)}…` : s;
}

export async function completeStructured(ctx: AutocompleteContext, opts: { cards: boolean }): Promise<Choice[]> {
  const typed = ctx.focused.value.slice(0, 1000);
  const cut = Math.max(...[',', ';', '、', '；', '\n'].map((s) => typed.lastIndexOf(s)));
  const before = typed.slice(0, cut + 1);
  const item = typed.slice(cut + 1);
  const lead = before === '' ? '' : before.endsWith('\n') ? before : `${before} `;
  const itemText = item.trimStart();
  const space = itemText.search(/\s\S*$/);
  const fragment = space < 0 ? itemText : itemText.slice(space + 1);
  const itemBase = space < 0 ? '' : `${itemText.slice(0, space)} `;
  const out: Choice[] = [];
  const seen = new Set<string>();
  const push = (name: string, value: string): void => {
    if (value.length > MAX_CHARS || seen.has(value) || out.length >= MAX_CHOICES) return;
    seen.add(value);
    out.push({ name: clip(name), value });
  };

  const keywords: Choice[] = [];
  if (fragment.trim() !== '') {
    const rules = await ctx.services.rules();
    if (rules.ok) {
      for (const c of rules.value.terms.complete(fragment, ctx.lang, 100)) {
        if (!parseKeywordExact(c.value).ok) continue;
        const kw = c.value.toLowerCase();
        keywords.push({ name: `${lead}${itemBase}${c.name}`.trim(), value: `${lead}${itemBase}${kw}`.trim() });
      }
    }
  }
  // Card names: the whole item (an object or a creature), or what follows "equipped with" in an effect.
  const attach = /^(.*?\b(?:equipped with|enchanted by|enchanted with)\s+)(.*)$/i.exec(itemText);
  const [cardLead, cardTyped] = attach ? [`${lead}${attach[1]!}`, attach[2]!] : opts.cards ? [lead, itemText] : [lead, ''];
  const whole: Choice[] = [];
  const partly: Choice[] = [];
  if (cardTyped.trim() !== '' && !/\d+\s*\/\s*\d+/.test(cardTyped) && ctx.services.cards) {
    const loaded = await ctx.services.cards();
    if (loaded.ok) {
      const typedKey = fold(cardTyped);
      for (const s of await loaded.value.complete(cardTyped.trim(), MAX_CHOICES)) {
        const choice = { name: `${cardLead}${cardChoiceLabel(s, ctx.lang)}`, value: `${cardLead}${s.name}` };
        const startsWith = fold(s.name).startsWith(typedKey) || (s.ja !== null && fold(s.ja).startsWith(typedKey));
        (startsWith ? whole : partly).push(choice);
      }
    }
  }
  // A card completing several typed words explains more of the item than a keyword completing the last.
  const ranked = attach || itemBase !== '' ? [...whole, ...keywords, ...partly] : [...keywords, ...whole, ...partly];
  for (const c of ranked) push(c.name, c.value);
  return out.slice(0, MAX_CHOICES);
}
