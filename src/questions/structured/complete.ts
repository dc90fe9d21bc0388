/**
 * Autocomplete for the structured options: the word being typed is completed with keyword names
 * (the rules TermIndex, keyword abilities only) and, when the item has no power/toughness yet,
 * the item with card names (the card service; in effects, what follows "equipped with"). Each choice is the whole option text with the
 * completion in place, as Discord replaces the option's value with the chosen one.
 */
import type { AutocompleteContext, Choice } from '../../core/context.ts';
import { parseKeyword } from '../../scenario/schema.ts';

/** Discord's limits: 25 choices, 100 characters for a name and a value. */
const MAX_CHOICES = 25;
const MAX_CHARS = 100;

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

  if (fragment.trim() !== '') {
    const rules = await ctx.services.rules();
    if (rules.ok) {
      for (const c of rules.value.terms.complete(fragment, ctx.lang, 100)) {
        if (!parseKeyword(c.value).ok) continue;
        const kw = c.value.toLowerCase();
        push(`${lead}${itemBase}${c.name}`.trim(), `${lead}${itemBase}${kw}`.trim());
      }
    }
  }
  // Card names: the whole item (an object or a creature), or what follows "equipped with" in an effect.
  const attach = /^(.*?\b(?:equipped with|enchanted by|enchanted with)\s+)(.*)$/i.exec(itemText);
  const [cardLead, cardTyped] = attach ? [`${lead}${attach[1]!}`, attach[2]!] : opts.cards ? [lead, itemText] : [lead, ''];
  if (cardTyped.trim() !== '' && !/\d+\s*\/\s*\d+/.test(cardTyped) && ctx.services.cards) {
    const loaded = await ctx.services.cards();
    if (loaded.ok) {
      const found = await loaded.value.complete(cardTyped.trim(), MAX_CHOICES);
      for (const s of found) push(`${cardLead}${s.ja ? `${s.ja} — ${s.name}` : s.name}`, `${cardLead}${s.name}`);
    }
  }
  return out.slice(0, MAX_CHOICES);
}
