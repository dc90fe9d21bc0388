/**
 * A keyword named only in an aside of the telling (「警戒のこともよく分からなくて」, set aside by ja/about-asides.ts) adds
 * nothing when something the story tells has that keyword already — Serra Angel, printed with vigilance. Said beside a
 * story where nothing has it (「トランプルのことがよく分からないんですが、6/6が3/3にブロックされたら…」), it hints that the
 * asker means a creature with it, which the words never say: named, never answered as if the keyword were not meant.
 */
import type { Chunk } from './chunk.ts';
import type { Story } from './story.ts';

export function asideKeywordsHeld(story: Story, chunks: readonly Chunk[]): void {
  for (const c of chunks) {
    const s = c.senses[0];
    if (s?.kind !== 'filler' || s.about === undefined) continue;
    const kw = s.about.keyword;
    const printed = (o: (typeof story.objects)[number]): boolean => story.cardFacts(o)?.keywords.some((f) => f === kw || f.startsWith(`${kw} `)) ?? false;
    if (!story.objects.some((o) => o.keywords.some((k) => k.keyword === kw) || printed(o))) story.problem('not-understood', c.text, 'aside-keyword');
  }
}
