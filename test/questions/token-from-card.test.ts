/**
 * Issue 11 (fresh questions): a token told with the card that made it ("a Faerie Rogue token from Bitterblossom",
 * "my Bitterblossom token", "a Soldier token I made with Raise the Alarm", 「《苦花》のトークン」, 「《未練ある魂》で出した
 * スピリット・トークン」) has the characteristics the effect that created it defines (111.3), read from the compiled card,
 * and is its creator's (111.2). "from Bitterblossom" was read and dropped, and the token asked back as of unknown
 * size; 「《未練ある魂》で出したスピリット・トークン」 was read as casting the spell beside another Spirit token, which was
 * answered as having no flying. A card whose token can't be read is refused by name; a size told that isn't its
 * token's is asked back, never silently replaced.
 */
import { beforeAll, describe, it } from 'vitest';
import type { QuestionDeps } from '../../src/questions/index.ts';
import { realCardDeps } from '../cards/compile-helpers.ts';
import { answeredCiting, refusedAs, restatedAnswering } from '../support/ask-rows.ts';

let deps: QuestionDeps = {};
beforeAll(async () => {
  deps = await realCardDeps({
    Bitterblossom: '苦花', Skullclamp: '頭蓋骨絞め', 'Raise the Alarm': '急報', 'Lingering Souls': '未練ある魂', 'Young Pyromancer': '若き紅蓮術士',
    'Dragon Fodder': 'ドラゴンの餌', 'Krenko, Mob Boss': '群衆の親分、クレンコ', 'Grizzly Bears': '灰色熊', 'Glorious Anthem': '栄光の頌歌',
  });
}, 120_000);
const answered = answeredCiting(() => deps);
const restated = restatedAnswering(() => deps);
const refused = refusedAs(() => deps);

describe('GIVEN a token told with the card that made it THEN it is what that card creates (111.3)', () => {
  it.each([
    // Bitterblossom: a 1/1 black Faerie Rogue with flying; Skullclamp's +1/-1 kills it and its controller draws two.
    ['I have a Faerie Rogue token from Bitterblossom and Skullclamp. I equip Skullclamp to the token. What happens?', 'Died: your 1/1 black flying Faerie Rogue token', null, '704.5f'],
    ['My Bitterblossom token blocks a 2/2. Does it die?', 'Yes. Your 1/1 black flying Faerie Rogue token dies', 'yes', '704.5g'],
    ['A Soldier token I made with Raise the Alarm blocks a 2/2 Bear. Does the token die?', 'Yes. Your 1/1 white Soldier token dies', 'yes', '704.5g'],
    ['I have a Goblin token from Krenko, Mob Boss. It blocks a 2/2. Does it die?', 'Yes. Your 1/1 red Goblin token dies', 'yes', '704.5g'],
    ['I have a 1/1 Elemental token from Young Pyromancer and Skullclamp. I equip Skullclamp to it. How many cards do I draw?', 'You draw 2 cards', null, '704.5f'],
    // A static ability still applies to it as to any creature (613.4c).
    ['I control Glorious Anthem and a Soldier token from Raise the Alarm. How big is the token?', 'is 2/2', null, '613.4c'],
    ['《苦花》のトークンに《頭蓋骨絞め》をつけたら何が起こる?', '死亡：あなたの黒の1/1フェアリー・ならず者・クリーチャー・トークン', null, '704.5f'],
    ['私が《急報》で出した兵士トークンが相手の2/2にブロックされた。死にますか?', 'はい。あなたの白の1/1兵士・クリーチャー・トークンは死亡します', 'yes', '704.5g'],
    ['《ドラゴンの餌》で出したゴブリン・トークンが相手の2/2をブロックした。死にますか？', 'はい。あなたの赤の1/1ゴブリン・クリーチャー・トークンは死亡します', 'yes', '704.5g'],
  ] as const)('%s → %s', (q, says, verdict, rule) => answered(q, says, verdict, rule), 60_000);

  it.each([
    // Its flying comes from the card (Lingering Souls, Bitterblossom), never left out.
    ['I have a Faerie Rogue token from Bitterblossom. Does it have flying?', 'your 1/1 black flying Faerie Rogue token', 'Yes. Your 1/1 black flying Faerie Rogue token has flying.'],
    ['I have a Lingering Souls Spirit token. Does it have flying?', 'your 1/1 white flying Spirit token', 'Yes.'],
    ['I have a Goblin token from Dragon Fodder. What are its power and toughness?', 'your 1/1 red Goblin token', 'is 1/1'],
    // A size told that is its token's keeps working, and the card's flying is added.
    ['I have a 1/1 Faerie token from Bitterblossom. What is its power?', 'your 1/1 black flying Faerie Rogue token', 'is 1/1'],
    ['《未練ある魂》で出したスピリット・トークンは飛行を持っていますか?', '飛行を持つあなたの白の1/1スピリット・クリーチャー・トークン', 'はい。'],
    ['《苦花》のトークンのパワーとタフネスは？', '飛行を持つあなたの黒の1/1フェアリー・ならず者・クリーチャー・トークン', '1/1です'],
  ] as const)('%s → %s', (q, understood, says) => restated(q, understood, says), 60_000);
});

describe('GIVEN a token whose maker can\'t say what it is, or that disagrees with it THEN refused or asked back, never sized by a guess', () => {
  it.each([
    // The card makes no token: refused by its name.
    ['I have a Spirit token I got from Grizzly Bears. How big is it?', 'unmodelled', "I can't tell what token Grizzly Bears makes"],
    ['《灰色熊》で出したトークンは何/何ですか?', 'unmodelled', '《灰色熊》が生成するトークンが何か分からない'],
    // A size, or a creature type, that isn't the card's token's: asked back (an effect may have changed it, or another card made it).
    ['My 3/3 Faerie Rogue token from Bitterblossom blocks a 2/2. Does it die?', 'ambiguous', "Bitterblossom doesn't make a token like"],
    ['I have a Soldier token from Lingering Souls. What is its power?', 'ambiguous', "Lingering Souls doesn't make a token like"],
    ['《急報》で出した3/3の兵士トークンが2/2にブロックされた。死ぬ?', 'ambiguous', '《急報》が生成するトークンは'],
  ] as const)('%s → %s', (q, code, says) => refused(q, code, says), 60_000);
});
