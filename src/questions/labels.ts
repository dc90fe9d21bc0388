/**
 * Readable names for the things a question describes without a card name: "your 7/7 trample
 * lifelink creature", 「対戦相手の飛行の2/2クリーチャー」. They name the objects in the trace and in
 * the answer, so two things never share one (an ordinal tells them apart).
 */
import type { Lang } from '../core/lang.ts';
import type { Thing } from './types.ts';
import { wordsFor } from './locales/index.ts';

/**
 * Whose it is: its owner (108.3) when the question said one apart from its controller ("my Hill Giant that
 * my opponent controls with Control Magic"), else its controller (the owner, 108.4a). Named by its
 * controller, a stolen creature read wrong once control came back ("You control the opponent's Hill Giant"
 * after Disenchant): the controller is said where the restatement introduces it (restate.ts setupItem).
 */
function owner(t: Thing, lang: Lang): string {
  return wordsFor(lang).things.owner(t.owner ?? t.controller);
}

/** Where a card outside the battlefield is (its owner is the controller the question gave it, 108.4a): "your graveyard", 「追放領域」. */
function place(t: Thing, lang: Lang): string | null {
  if (t.zone === 'battlefield' || t.zone === 'stack' || t.cast === true) return null;
  return wordsFor(lang).things.place(t, owner(t, lang));
}

/**
 * The keywords a described thing's label leaves out, for the restatement to say once where it introduces
 * the thing (in Japanese: two or more, or one with a colour); none for a card in another
 * zone (its label names it otherwise), and for a named card, the keywords the question gave it.
 */
export function keywordsLeftOut(t: Thing, lang: Lang, cardName: string | null = null): string[] {
  if (place(t, lang) !== null) return [];
  // A named card's label is its name, which says nothing of a keyword the question gave it ("my Grizzly Bears with
  // deathtouch"): the restatement says it, so a keyword read where none was meant shows (issue 11).
  if (cardName !== null) return wordsFor(lang).things.keywordsTold(t);
  return wordsFor(lang).things.keywordsLeftOut(t);
}

/** The label of a described thing (without the ordinal). */
export function describeThing(t: Thing, lang: Lang, cardName: string | null): string {
  // A card the question put in another zone: named as a card, with where it is ("the 2/2 creature card in your
  // graveyard", 「あなたの墓地の《灰色熊》」) — never as the permanent it isn't (110.1).
  const where = place(t, lang);
  if (where !== null) return wordsFor(lang).things.inZone(t, where, cardName);
  return wordsFor(lang).things.described(t, owner(t, lang), cardName, keywordsLeftOut(t, lang).length > 0);
}

/** Labels for all things, unique: repeated ones get an ordinal ("the opponent's second 2/2 creature"). */
export function labelThings(things: readonly Thing[], lang: Lang, cardNames: ReadonlyMap<string, string>): Map<string, string> {
  const base = new Map(things.map((t) => [t.id, describeThing(t, lang, cardNames.get(t.id) ?? null)]));
  const counts = new Map<string, number>();
  for (const l of base.values()) counts.set(l, (counts.get(l) ?? 0) + 1);
  const seen = new Map<string, number>();
  const out = new Map<string, string>();
  for (const t of things) {
    const l = base.get(t.id)!;
    if ((counts.get(l) ?? 0) < 2) {
      out.set(t.id, l);
      continue;
    }
    const n = (seen.get(l) ?? 0) + 1;
    seen.set(l, n);
    // (A card in another zone: "the second creature card in your graveyard", 「2枚目のあなたの墓地のクリーチャー・カード」.)
    if (place(t, lang) !== null) {
      out.set(t.id, wordsFor(lang).things.nthInZone(l, n));
      continue;
    }
    const own = owner(t, lang);
    const rest = l.startsWith(own) ? l.slice(own.length).trim() : l;
    out.set(t.id, wordsFor(lang).things.nth(own, n, rest, t.types.includes('Creature')));
  }
  return out;
}
