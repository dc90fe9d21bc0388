/**
 * An activation told with what it gives, by the player right after, in one sentence: "NAP activates Mother of Runes,
 * giving the Bears protection from red", "I activate Mother of Runes and give my Bears protection from black" — the
 * creature is the ability's target (602.2b, 601.2c) and the color the choice made as it resolves (608.2d). The
 * question settles the target: answered, never asked back. A color the ability's text can't choose is still named.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { answerQuestion } from '../../src/questions/index.ts';
import type { QuestionDeps } from '../../src/questions/index.ts';
import { realCardDeps } from '../cards/compile-helpers.ts';
import { langOf, refusedAs } from '../support/ask-rows.ts';

const CARDS = {
  'Mother of Runes': 'ルーンの母',
  'Prodigal Sorcerer': '放蕩魔術師',
  'Grizzly Bears': '灰色熊',
  'Lightning Bolt': '稲妻',
  'Doom Blade': '破滅の刃',
  Shock: 'ショック',
};

describe('GIVEN an activation told with the protection it gives THEN its target and color are the ones said', () => {
  let deps: QuestionDeps = {};
  beforeAll(async () => {
    deps = await realCardDeps(CARDS);
  }, 120_000);

  /** [question, Grizzly Bears' final zone, the spell and its final zone]. */
  const ROWS: [string, string, [string, string]][] = [
    ["AP casts Lightning Bolt targeting NAP's Grizzly Bears. NAP activates Mother of Runes, giving the Bears protection from red. What happens to Lightning Bolt?", 'battlefield', ['Lightning Bolt', 'graveyard']],
    ['My opponent Shocks my Grizzly Bears. In response I activate Mother of Runes and give the Bears protection from red. Does the Bears die?', 'battlefield', ['Shock', 'graveyard']],
    ['My opponent casts Doom Blade on my Grizzly Bears. I activate Mother of Runes, giving the Bears protection from black. Where does Doom Blade go?', 'battlefield', ['Doom Blade', 'graveyard']],
    // The color said is the one chosen, even one that doesn't help.
    ['My opponent casts Lightning Bolt on my Grizzly Bears. I activate Mother of Runes, giving the Bears protection from green. Does the Bears die?', 'graveyard', ['Lightning Bolt', 'graveyard']],
    ['相手が《稲妻》で私の《灰色熊》を対象にした。対応して《ルーンの母》を起動して、《灰色熊》に赤のプロテクションを与えた。《灰色熊》は死ぬ？', 'battlefield', ['Lightning Bolt', 'graveyard']],
  ];
  it.each(ROWS)('%s → the Bears on the %s', async (q, bears, [spell, zone]) => {
    const r = await answerQuestion(q, langOf(q), deps);
    if (!r.ok) throw new Error(`${r.error.code}: ${r.error.message}`);
    const objects = r.value.resolution.final.objects;
    expect(objects.find((o) => o.printed.name === 'Grizzly Bears')?.zone).toBe(bears);
    expect(objects.find((o) => o.printed.name === spell)?.zone).toBe(zone);
  }, 60_000);

  // An ability whose text offers no such choice: the color said is named, never dropped (questions/chosen-colors.ts).
  const refused = refusedAs(() => deps);
  it('a Prodigal Sorcerer said to give protection → not understood', () =>
    refused('My opponent casts Lightning Bolt on my Grizzly Bears. I activate Prodigal Sorcerer, giving the Bears protection from red. Does the Bears die?', 'not_understood', 'Prodigal Sorcerer'), 60_000);
});
