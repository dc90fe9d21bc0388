/**
 * s34-d: the targets told for an activated ability are its targets or the words are named back — never dropped
 * (115.1c, 602.2b, 601.2c). An ability with no target named with "targeting …" / 「…を対象に」 is refused naming the
 * words; a target said in the clause after a sacrifice-paid activation (「…生け贄に捧げて、Xを対象にした」) or with the
 * card as the instrument (「《X》で…を対象に起動した」「《X》の能力でYを対象にした」) is that activation's; a sacrifice told
 * before "activate X" is its cost; damage told after it is its target when it is the ability's damage once per sacrifice.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { answerQuestion } from '../../src/questions/index.ts';
import type { QuestionDeps } from '../../src/questions/index.ts';
import { realCardDeps } from '../cards/compile-helpers.ts';
import { looksJapanese } from '../../src/core/lang.ts';

const NAMES: Record<string, string> = {
  'Carrion Feeder': '屍肉喰らい', 'Grizzly Bears': '灰色熊', 'Llanowar Elves': 'ラノワールのエルフ', 'Goblin Bombardment': 'ゴブリンの砲撃', 'Nantuko Husk': 'ナントゥーコの鞘虫',
  'Prodigal Sorcerer': '放蕩魔術師', 'Prodigal Pyromancer': '放蕩紅蓮術士', 'Viscera Seer': '臓物の予見者', "Ashnod's Altar": 'アシュノッドの供犠台', 'Vampire Aristocrat': '吸血鬼の貴族',
};

let deps: QuestionDeps;
beforeAll(async () => {
  deps = await realCardDeps(NAMES);
}, 120_000);

/** [question, opponent's life, or null; the Llanowar Elves' zone, or null]. Rules: 602.2b, 601.2c, 120.3. */
const ANSWERED: [string, number | null, string | null][] = [
  ['《ゴブリンの砲撃》で《灰色熊》を2体生け贄に捧げて対戦相手を対象にした。対戦相手のライフは？', 18, null],
  ['《灰色熊》を2体《ゴブリンの砲撃》で生け贄に捧げて相手を対象にした。相手のライフは？', 18, null],
  ['《ゴブリンの砲撃》で《灰色熊》を生け贄に捧げて、相手の《ラノワールのエルフ》を対象にした。エルフはどうなる？', null, 'graveyard'],
  ['《灰色熊》を生け贄に捧げて《ゴブリンの砲撃》を起動し、対戦相手を対象にした。相手のライフは？', 19, null],
  ['《放蕩魔術師》で対戦相手を対象に起動した。相手のライフは？', 19, null],
  ['《放蕩紅蓮術士》の能力で相手の《ラノワールのエルフ》を対象にした。エルフは死ぬ？', null, 'graveyard'],
  ['《灰色熊》を3体《ゴブリンの砲撃》に生け贄に捧げて対戦相手に3点与えた。相手のライフは？', 17, null],
  ['I sacrifice Grizzly Bears and activate Goblin Bombardment targeting my opponent. What is their life?', 19, null],
  ['I sacrifice two Grizzly Bears and then activate Goblin Bombardment targeting my opponent. What is their life total?', 18, null],
  ['I sac my Grizzly Bears to Goblin Bombardment and deal 1 damage to my opponent. What is their life?', 19, null],
];

/** [question, error code, words the message must name]. Rule: 115.1c. */
const REFUSED: [string, string, string][] = [
  ['I sacrifice my Grizzly Bears to Carrion Feeder targeting my opponent. What happens?', 'not_understood', 'my opponent'],
  ["I sac Llanowar Elves to Nantuko Husk targeting their Grizzly Bears. How big is the Husk?", 'not_understood', 'their Grizzly Bears'],
  ["I sacrifice a Grizzly Bears to Ashnod's Altar targeting my opponent. What happens?", 'not_understood', 'my opponent'],
  ['I sacrifice Grizzly Bears and activate Vampire Aristocrat targeting my opponent. What is its power?', 'not_understood', 'my opponent'],
  ['《灰色熊》を《屍肉喰らい》に生け贄に捧げて、対戦相手を対象にした。どうなる？', 'not_understood', '対戦相手'],
  ['《臓物の予見者》で《灰色熊》を生け贄に捧げて相手の《ラノワールのエルフ》を対象にした。どうなる？', 'not_understood', '相手の《ラノワールのエルフ》'],
  // Damage told that isn't the ability's (2, for one Bombardment activation of 1): not its target — asked back.
  ['I sacrifice Grizzly Bears to Goblin Bombardment and deal 2 damage to my opponent. What is their life?', 'needs_detail', 'Goblin Bombardment'],
];

describe('GIVEN an activated ability told with its target', () => {
  it.each(ANSWERED)('THEN %s is answered with that target', async (q, life, elves) => {
    const r = await answerQuestion(q, looksJapanese(q) ? 'ja' : 'en', deps);
    if (!r.ok) throw new Error(`${r.error.code}: ${r.error.message}`);
    const f = r.value.resolution.final;
    if (life !== null) expect(f.players.find((p) => p.id === 'B')?.life).toBe(life);
    if (elves !== null) expect(f.objects.find((o) => o.printed.name === 'Llanowar Elves')?.zone).toBe(elves);
  });
  it.each(REFUSED)('THEN %s is refused (%s), naming the words', async (q, code, words) => {
    const r = await answerQuestion(q, looksJapanese(q) ? 'ja' : 'en', deps);
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.error.code).toBe(code);
    expect(r.error.message).toContain(words);
  });
});
