/**
 * Closed-world statements ("they have no other creatures", 「相手にクリーチャーはいない」): an object the story
 * told that such a statement says is not there contradicts it, and is asked back, never dropped.
 */
import type { CardType, Keyword } from '../engine/types.ts';
import type { Side } from './ir.ts';
import type { IrObject } from './ir.ts';
import type { Story } from './story.ts';
import { kwText } from './keyword-text.ts';
import { other } from './story-players.ts';

/** An object said (by a closed-world statement) not to be there contradicts it: asked back, never dropped. */
export function checkAbsent(story: Story): void {
  for (const a of story.absent) {
    // "no other creatures", "nothing else": other than those the question describes, which is the board.
    if (a.after < 0) continue;
    // (A keyword said absent: an object told with it, or a card the catalog gives it, contradicts it.)
    const hasKw = (o: IrObject, k: Keyword): boolean => o.keywords.some((x) => kwText(x) === kwText(k)) || (story.cardFacts(o)?.keywords.includes(kwText(k).toLowerCase()) ?? false);
    const withKw = (o: IrObject): boolean => a.keywords.length === 0 || (a.allOf ? a.keywords.every((k) => hasKw(o, k)) : a.keywords.some((k) => hasKw(o, k)));
    const clash = story.objects.slice(a.after).find((o) => o.zone === 'battlefield' && o.cast !== true && (a.controller === null || o.controller === a.controller) && a.types.every((t) => o.types.includes(t)) && a.subtypes.every((s) => o.subtypes.includes(s)) && withKw(o));
    if (clash) story.problem('contradiction', a.text, 'said-absent');
    // Said of one player (「相手にクリーチャーはいない」), the objects of that kind told of without a
    // controller are the other player's: that is the only board the question can describe. (Not when only
    // those with a keyword are said absent: the player may have others.)
    else if (a.controller !== null && a.keywords.length === 0) {
      for (const o of story.objects) if (o.controller === null && o.cast !== true && a.types.every((t) => o.types.includes(t))) o.controller = other(a.controller);
    }
  }
}

/**
 * The plain kinds said absent (IR `absentKinds`): those with no keyword and no tapped state ("no creatures", "no other
 * Goblins", 「クリーチャーがいない」) — the statements that say a player has none of a kind at all, deduplicated.
 */
export function absentKindsOf(story: Story): { controller: Side | null; types: CardType[]; subtypes: string[]; other: boolean }[] {
  const out: { controller: Side | null; types: CardType[]; subtypes: string[]; other: boolean }[] = [];
  for (const a of story.absent) {
    if (a.keywords.length > 0 || a.tapped !== undefined) continue;
    const kind = { controller: a.controller, types: [...a.types], subtypes: [...a.subtypes], other: a.after < 0 };
    if (!out.some((x) => JSON.stringify(x) === JSON.stringify(kind))) out.push(kind);
  }
  return out;
}
