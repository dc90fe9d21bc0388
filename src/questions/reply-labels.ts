/**
 * The engine labels a card object by its English name (build.ts), and two objects of one name by
 * their ids ("Isamaru, Hound of Konda (c1)"). A reply names what the question described as the
 * question's own labels do: in Japanese, a card by its Japanese name in 《》 when the catalog has
 * one (issue 16 §2), and same-named objects by an ordinal rather than an internal id.
 */
import type { Lang } from '../core/lang.ts';
import type { Label } from '../scenario/build.ts';
import type { ParsedQuestion } from './types.ts';

/**
 * The engine's labels with those of the question's things replaced where the reply should name them
 * otherwise, plus an entry per card name (keyed `name:<English name>`) so a step that names a card by
 * its name alone (the legend rule's "named …") shows the Japanese name too.
 */
export function replyLabels(engine: Record<string, Label>, q: ParsedQuestion, own: ReadonlyMap<string, string>, lang: Lang): Record<string, Label> {
  const out: Record<string, Label> = {};
  if (lang === 'ja') {
    for (const c of Object.values(q.cards)) out[`name:${c.name}`] = { en: c.name, ja: `《${c.ja ?? c.name}》` };
  }
  for (const [id, l] of Object.entries(engine)) {
    const mine = own.get(id);
    // (English labels are shown as the engine gave them — the card's name — except an internal id added to
    // tell two objects of one name apart, which becomes the question's own ordinal label.)
    const idSuffixed = l.en.endsWith(` (${id})`);
    if (lang === 'ja' && mine !== undefined && (q.cards[id] !== undefined || idSuffixed)) out[id] = { en: l.en, ja: mine };
    else if (lang === 'en' && mine !== undefined && idSuffixed) out[id] = { en: mine, ja: l.ja, engine: l.en };
    else out[id] = l;
  }
  return out;
}

/** The label the engine's trace params carry for an object (null when none is known). */
export function engineLabel(l: Label | undefined): string | null {
  return l ? (l.engine ?? l.en) : null;
}
