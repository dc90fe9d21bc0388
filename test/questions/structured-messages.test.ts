/**
 * Issue 16 §2 / 17 §6: every Japanese sentence /combat and /layers say about their input
 * (src/questions/structured/messages.ts) reads as Japanese: the user's words and the examples to type are
 * quoted 「…」 with no space around the quotes, an option is named by its Japanese name (「ブロック」オプション,
 * never "blockers"), and outside the quotes there is no Latin word and no space between Japanese characters.
 */
import { describe, expect, it } from 'vitest';
import { sm } from '../../src/questions/structured/messages.ts';
import type { StructuredKey } from '../../src/questions/structured/messages.ts';
import { quoted } from '../../src/questions/structured/text.ts';
import { latinWords, spacedJapanese } from '../support/ja-text-check.ts';

// (The keys, from the English table the type is made of: sm('en', …) renders each.)
const KEYS = Object.keys(
  Object.fromEntries(
    (['option.attackers', 'option.blockers', 'option.object', 'option.effects', 'empty', 'too_long', 'control', 'markup', 'too_many', 'unknown_word', 'not_a_name', 'name_and_pt', 'toughness_zero', 'pt_too_big', 'pt_star', 'two_pt', 'damage_negative', 'damage_lethal', 'damage_bad', 'count_bad', 'blocks_missing', 'blocks_unknown', 'blocks_duplicate', 'blocks_bad', 'blocks_in_attackers', 'keywords_alone', 'card_name_bad', 'object_none', 'object_many', 'effect_unknown', 'effect_unsigned', 'effect_counter_count', 'effect_pt_too_big', 'card_unknown', 'card_ambiguous', 'card_read_as', 'card_read_one', 'how.prefix', 'how.fuzzy', 'too_big_for_discord', 'title.combat', 'title.layers', 'setup'] satisfies StructuredKey[]).map((k) => [k, k]),
  ),
) as StructuredKey[];

/** Params as the callers give them: the user's item and word quoted (quoted()), an option by its Japanese label. */
const PARAMS = {
  option: sm('ja', 'option.blockers'),
  item: quoted('2/2 flyng', 'ja'),
  word: quoted('flyng', 'ja'),
  suggestion: '飛行',
  suggestions: '《灰色熊》、《灰色熊の仔》',
  typed: quoted('Grizzly B', 'ja'),
  name: 'Grizzly Bears',
  how: sm('ja', 'how.prefix'),
  example: '「7/7 トランプル 絆魂、灰色熊」',
  list: '「Grizzly B」を《Grizzly Bears》として読みました（そう始まる唯一の名前）',
  what: 'メンション',
  count: 3,
  max: 5,
  length: 600,
  n: 4,
  p: 2,
  t: 2,
  toughness: 0,
  damage: 3,
};

const PRODUCTS = new Set(['Discord', 'Markdown']);

/** The text outside 「…」 and 《…》: what we wrote, not what is quoted to be typed or named. */
const outsideQuotes = (s: string): string => s.replace(/「[^」]*」|《[^》]*》/g, '〇');

describe('GIVEN every Japanese /combat and /layers message', () => {
  it('THEN the table has every key', () => expect(KEYS.length).toBeGreaterThan(40));
  it.each(KEYS.map((k) => [k]))('%s: no Latin word or spaced Japanese outside the quotes, no space beside a quote', (key) => {
    const ja = sm('ja', key, PARAMS);
    const ours = outsideQuotes(ja);
    // (Names of products are names: Discord, Markdown.)
    expect(latinWords(ours).filter((w) => !PRODUCTS.has(w)), ja).toEqual([]);
    expect(spacedJapanese(ours), ja).toEqual([]);
    expect(ja, ja).not.toMatch(/ 「|」 (?!→)|\S 《|》 \S/);
    expect(ja, ja).not.toMatch(/undefined|blockers|object オプション/);
  });
});

describe('GIVEN the sentences a reader sees most', () => {
  it.each([
    ['unknown_word', 'ブロック・クリーチャーの「2/2 flyng」のうち、「flyng」が読み取れません。もしかして「飛行」？クリーチャーはパワー/タフネスとキーワード（「7/7 トランプル 絆魂」）か、カード名（「灰色熊」）で指定してください。'],
    ['blocks_in_attackers', '攻撃クリーチャーの「2/2 flyng」にブロックの指定があります。攻撃クリーチャーはブロックしません。ブロック・クリーチャーは「ブロック」オプションに書いてください。'],
    ['card_read_one', '「Grizzly B」を《Grizzly Bears》として読みました（そう始まる唯一の名前）'],
  ] as const)('%s reads: %s', (key, want) => {
    expect(sm('ja', key, PARAMS)).toBe(want);
  });
});
