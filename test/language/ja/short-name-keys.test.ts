/**
 * A Japanese card name's short name (lexicon/ja-short-names.ts, issue 11): after the 、 of a legend's name, or — a legend
 * written with no 、 — its closing katakana name after the title. A plain card's katakana ending is a noun of its name,
 * and a name all katakana has no title to drop. Keys are compact and kana-folded (cards/normalize.ts).
 */
import { describe, expect, it } from 'vitest';
import { japaneseShortKey } from '../../../src/language/lexicon/ja-short-names.ts';

const LEGEND = 'Legendary Creature — Angel';

describe('GIVEN a Japanese card name WHEN its short name is asked THEN the name after its title, legends only', () => {
  const ROWS: [name: string, typeLine: string, key: string | null][] = [
    ['黎明をもたらす者ライラ', LEGEND, 'らいら'],
    ['ホログラムの助手、ライラ', 'Legendary Artifact Creature — Illusion Advisor', 'らいら'],
    ['鏡割りのキキジキ', 'Legendary Creature — Goblin Shaman', 'ききじき'],
    ['龍王オジュタイ', 'Legendary Creature — Elder Dragon', 'おじゅたい'],
    ['ザルファーのシダー・ジャバーリー', 'Legendary Creature — Human Wizard', 'しだーじゃばーりー'],
    // Not legendary: 「エルフ」 is what the card is, not who.
    ['ラノワールのエルフ', 'Creature — Elf Druid', null],
    // All katakana: no title before it.
    ['カラカス', 'Legendary Land', null],
    // Two kana only: too often a plain word.
    ['泥棒のネズ', LEGEND, null],
    // Ending in kanji: no katakana name closes it.
    ['ウルザの物語', 'Enchantment — Urza’s Saga', null],
    // A middle dot at the end belongs to no name.
    ['試しのライラ・', LEGEND, null],
  ];
  it.each(ROWS)('%s (%s) → %s', (name, typeLine, key) => expect(japaneseShortKey(name, typeLine)).toBe(key));
});
