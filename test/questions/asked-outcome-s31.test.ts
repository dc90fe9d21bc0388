/**
 * The asked outcome as one word class (session 31): the thing asked said around it — "what happens to/with Q", "what does
 * that do to Q", "the result for Q", "where does that leave X", "what's left of X" — a bare quantity listed before another
 * ask, every player ("each player", "everyone", "we each"), a player surviving combat (704.5a), an object asked of an
 * amount of damage (120.3), and the Japanese 最終的な / この後 / (ライフは20から) notes.
 */
import { beforeAll, describe, it } from 'vitest';
import type { QuestionDeps } from '../../src/questions/index.ts';
import { realCardDeps } from '../cards/compile-helpers.ts';
import { answeredRight, refusedAs } from '../support/ask-rows.ts';

let deps: QuestionDeps;
beforeAll(async () => {
  deps = await realCardDeps({ 'Vampire Nighthawk': '吸血鬼の夜鷲', 'Hill Giant': '丘巨人', 'Grizzly Bears': '灰色熊', 'Lightning Bolt': '稲妻', 'Kitchen Finks': '台所の嫌がらせ屋', 'Ajani\'s Pridemate': 'アジャニの群れ仲間', 'Snakeskin Veil': '蛇皮のヴェール', 'Raise the Alarm': '警報を鳴らせ', Pyroclasm: '紅蓮地獄' });
}, 120_000);

describe('GIVEN the asked thing said around the question (life totals, an object, a player)', () => {
  it.each([
    // Lifelink 2 (702.15b): 20 → 22 and 20 → 18.
    ['I attack with Vampire Nighthawk and they don\'t block. What happens with life totals?', 'The opponent\'s life total is 18'],
    ['I attack with Vampire Nighthawk and they don\'t block. What happens to my life total?', 'Your life total is 22'],
    ['I attack with Vampire Nighthawk and they don\'t block. What happens to the life totals? (both at 20)', 'Your life total is 22'],
    ['I attack with Hill Giant and they don\'t block. What does that do to their life total?', 'The opponent\'s life total is 17'],
    ['I attack with Hill Giant and they don\'t block. What\'s the result for life totals?', 'The opponent\'s life total is 17'],
    ['I attack with Vampire Nighthawk and they don\'t block. Final life totals and who wins?', 'Your life total is 22'],
    ['I attack with Vampire Nighthawk and they don\'t block. Life totals after everything resolves?', 'The opponent\'s life total is 18'],
    ['I attack with Vampire Nighthawk and they don\'t block. How much life does each player have?', 'The opponent\'s life total is 18'],
    ['I attack with Vampire Nighthawk and they don\'t block. What are we each at?', 'Your life total is 22'],
    ['I cast Lightning Bolt targeting my opponent. Where does that leave my opponent? (they were at 3)', 'The opponent\'s life total is 0'],
    // Bolt kills the Bears (704.5g): it ends in the graveyard.
    ['I cast Lightning Bolt targeting Grizzly Bears. Where does that leave the Bears?', 'graveyard'],
    // Persist (702.79a) returns the Finks with a -1/-1 counter: 2/1.
    ['My opponent Lightning Bolts my Kitchen Finks. What\'s left of the Finks?', '2/1'],
    ['I cast Raise the Alarm, then my opponent casts Pyroclasm. How many Soldiers do I have left?', 'You have 0 Soldiers'],
    ['I cast Raise the Alarm. How many tokens do I end up with?', 'You have 2 tokens'],
  ] as const)('%s THEN it is answered of that thing', async (q, says) => answeredRight(() => deps)(q, says, null));
});

describe('GIVEN yes/no outcomes of a player or an amount', () => {
  it.each([
    // 3 combat damage from 2 life: 704.5a.
    ['I\'m at 2 life. My opponent attacks me with a Hill Giant. Am I still alive?', 'No.', 'no'],
    ['I\'m at 4 life. My opponent attacks me with a Hill Giant. Am I still alive?', 'Yes.', 'yes'],
    ['My opponent is at 3 life. I attack with Hill Giant. Does my opponent survive the turn?', 'No.', 'no'],
    // Hexproof makes Bolt's only target illegal (608.2b): no damage.
    ['I cast Lightning Bolt targeting my opponent\'s Ajani\'s Pridemate. In response they cast Snakeskin Veil on it. Does the Pridemate still take 3?', 'No.', 'no'],
    ['I attack with Hill Giant and they block with a Grizzly Bears. Does the Giant take 2?', 'Yes.', 'yes'],
    ['I attack with Hill Giant and they block with a Grizzly Bears. Does the Giant take 3 damage?', 'No.', 'no'],
  ] as const)('%s THEN %s', async (q, says, verdict) => answeredRight(() => deps)(q, says, verdict));
});

describe('GIVEN Japanese asked outcomes', () => {
  it.each([
    ['相手の《稲妻》で自分の《台所の嫌がらせ屋》が死にました。この後の嫌がらせ屋のサイズと私のライフはどうなりますか(ライフは20から)', 'あなたのライフは22です'],
    ['《丘巨人》で攻撃して、相手はブロックしませんでした。最終的なライフは?', '対戦相手のライフは17です'],
    ['《丘巨人》で攻撃して、相手はブロックしませんでした。相手のライフは何点?（相手のライフは10から）', '対戦相手のライフは7です'],
    ['《丘巨人》で攻撃して、相手はブロックしませんでした。結局ライフはどうなった?', '対戦相手のライフは17です'],
    ['《丘巨人》で攻撃して、相手は《灰色熊》でブロックしました。戦闘の結果は?', '死亡：対戦相手の《灰色熊》'],
    ['《丘巨人》で攻撃して、相手は《灰色熊》でブロックしました。最終的な盤面は?', '死亡：対戦相手の《灰色熊》'],
  ] as const)('%s THEN %s', async (q, says) => answeredRight(() => deps)(q, says, null));
});

describe('GIVEN neighbours the asks cannot answer', () => {
  it.each([
    // No combat told: which combat is survived is not said.
    ['I\'m at 2 life. I cast Lightning Bolt targeting my opponent. Do I survive combat?', 'not_understood'],
    // One question put both ways, of a player: never a creature's fate.
    ['I\'m at 2 life. My opponent attacks me with a Hill Giant. Am I alive or dead?', 'not_understood'],
    // A start other than 20 noted of no player: whose is not guessed.
    ['《丘巨人》で攻撃して、相手はブロックしませんでした。ライフはどうなりますか(ライフは10から)', 'not_understood'],
    // A start told twice with two numbers.
    ['私のライフは5。相手の《丘巨人》が攻撃してきた。私のライフはどうなりますか(私のライフは10から)', 'not_understood'],
  ] as const)('%s THEN refused', async (q, code) => refusedAs(() => deps)(q, code));
});
