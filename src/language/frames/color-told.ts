/**
 * The color told for a spell's or ability's "… the color of your choice" (608.2d), read from its clause: choosing words
 * ("naming red", 「赤を選んで」, colorchoice.ts), or the protection said as what it gives ("gives it protection from red
 * with Mother of Runes", 「赤のプロテクションを与えた」). The questions layer takes it only for a card whose text offers
 * that choice (questions/chosen-colors.ts) and names choosing words said of any other.
 */
import type { ChosenColor } from '../../engine/types.ts';
import type { Keyword } from '../../engine/types.ts';
import type { Clause } from '../clause.ts';
import type { ColorTold } from '../ir-events.ts';
import type { Sense } from '../senses.ts';
import type { Story } from '../story.ts';

const COLORS: readonly string[] = ['white', 'blue', 'black', 'red', 'green', 'colorless'];

/** "naming red" said in the clause (its chunk is read), or null. */
export function colorChosenIn(story: Story, c: Clause): ColorTold | null {
  for (const k of c.chunks) {
    if (story.used.has(k)) continue;
    const s = story.sensesAt(k).find((x): x is Extract<Sense, { kind: 'color-choice' }> => x.kind === 'color-choice');
    if (s) {
      story.useChunks([k]);
      return { color: s.color, said: 'choice' };
    }
  }
  return null;
}

/** The one protection from a color said among the keywords a clause gives ("protection from red"), or null. */
export function colorOfProtection(keywords: readonly Keyword[]): ColorTold | null {
  const colors = keywords.filter((k) => k.keyword === 'protection' && COLORS.includes((k.param ?? '').replace(/^from /, '')));
  if (colors.length !== 1) return null;
  return { color: colors[0]!.param!.replace(/^from /, '') as ChosenColor, said: 'keyword' };
}
