/**
 * "Protection from the color of your choice" (Mother of Runes, Gods Willing, Benevolent Bodyguard; Giver of Runes'
 * "colorless or … the color of your choice"): the color is chosen as the spell or ability resolves (608.2d) and told
 * with its cast or activation — by choosing words ("naming red", 「赤を選んで」) or by the protection said as given
 * ("give it protection from red with Mother of Runes", 「赤のプロテクションを与えた」). Told, it is used and echoed in
 * the restatement; untold, asked back (needs_detail), never a color picked; two activations keep their own colors.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { answerQuestion } from '../../src/questions/index.ts';
import type { QuestionDeps } from '../../src/questions/index.ts';
import { realCardDeps } from '../cards/compile-helpers.ts';

const NAMES: Record<string, string> = {
  'Mother of Runes': 'ルーンの母', 'Grizzly Bears': '灰色熊', 'Lightning Bolt': '稲妻', 'Craw Wurm': 'Craw Wurm', 'Benevolent Bodyguard': 'Benevolent Bodyguard',
  'Hill Giant': '丘巨人', 'Shock': 'ショック', 'Giver of Runes': 'Giver of Runes', 'Doom Blade': '破滅の刃',
};

let deps: QuestionDeps;
beforeAll(async () => {
  deps = await realCardDeps(NAMES);
}, 120_000);

/** [question, language, texts the understood line must contain, texts the answer must contain]. */
const ANSWERED: [string, 'en' | 'ja', string[], string[]][] = [
  ['My opponent casts Lightning Bolt targeting my Grizzly Bears. In response I give Grizzly Bears protection from red with Mother of Runes. Does Grizzly Bears survive?', 'en', ['choosing red'], ['Yes']],
  ['My opponent casts Lightning Bolt targeting my Grizzly Bears. In response I activate Mother of Runes targeting Grizzly Bears, choosing red. Does Grizzly Bears survive?', 'en', ['choosing red'], ['Yes']],
  // The wrong color told: the Bolt still deals its 3 (702.16 doesn't cover red from white).
  ['My opponent casts Lightning Bolt targeting my Grizzly Bears. In response I activate Mother of Runes targeting Grizzly Bears, naming white. Does Grizzly Bears survive?', 'en', ['choosing white'], ['No']],
  ['I control Mother of Runes and Grizzly Bears. My opponent attacks with Craw Wurm. I block with Grizzly Bears and give it protection from green with Mother of Runes. How much damage does Grizzly Bears take?', 'en', ['choosing green'], ['no damage']],
  ['My opponent casts Shock targeting my Hill Giant. In response I activate Benevolent Bodyguard targeting Hill Giant, choosing red. Does Hill Giant survive?', 'en', ['choosing red'], ['Yes']],
  ['相手が《稲妻》で私の《灰色熊》を対象にした。対応して《ルーンの母》で《灰色熊》に赤のプロテクションを与えた。《灰色熊》は生き残る？', 'ja', ['赤を選ぶ'], ['はい']],
  ['相手が《稲妻》で私の《灰色熊》を対象にした。対応して《ルーンの母》で《灰色熊》に赤へのプロテクションを与えた。《灰色熊》は生き残る？', 'ja', ['赤を選ぶ'], ['はい']],
  ['相手が《稲妻》で私の《灰色熊》を対象にした。対応して白を選んで《ルーンの母》の能力を《灰色熊》を対象に起動した。《灰色熊》は生き残る？', 'ja', ['白を選ぶ'], ['いいえ']],
];

/** [question, language, error code, text the message must contain]. */
const REFUSED: [string, 'en' | 'ja', string, string][] = [
  // No color told: asked back, never a color assumed.
  ['My opponent casts Lightning Bolt targeting my Grizzly Bears. In response I activate Mother of Runes targeting Grizzly Bears. Does Grizzly Bears survive?', 'en', 'needs_detail', '608.2d'],
  ['相手が《稲妻》で私の《灰色熊》を対象にした。対応して《ルーンの母》の能力を《灰色熊》を対象に起動した。《灰色熊》は生き残る？', 'ja', 'needs_detail', '608.2d'],
  // Colorless isn't a color (105.1): Mother of Runes doesn't offer it.
  ['My opponent casts Lightning Bolt targeting my Grizzly Bears. In response I activate Mother of Runes targeting Grizzly Bears, choosing colorless. Does Grizzly Bears survive?', 'en', 'not_understood', 'colorless'],
  // A color told for a card that offers no such choice is named, never dropped.
  ['My opponent casts Doom Blade targeting my Grizzly Bears, choosing red. Does Grizzly Bears survive?', 'en', 'not_understood', 'red'],
];

describe('GIVEN a color told for "the color of your choice"', () => {
  it.each(ANSWERED)('THEN %s is answered with that color, echoed', async (q, lang, understood, says) => {
    const r = await answerQuestion(q, lang, deps);
    if (!r.ok) throw new Error(`${r.error.code}: ${r.error.message}`);
    for (const s of understood) expect(r.value.understood).toContain(s);
    for (const s of says) expect(r.value.answer).toContain(s);
  });
  it.each(REFUSED)('THEN %s is refused (%s)', async (q, lang, code, text) => {
    const r = await answerQuestion(q, lang, deps);
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.error.code).toBe(code);
    expect(r.error.message).toContain(text);
  });
});
