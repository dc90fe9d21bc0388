/**
 * Issue 11 (session 28, prevent28): prevented damage is never dealt (615.6), so nothing it would have caused
 * happens — no poison counters from infect (702.90b) or toxic (702.164c), no -1/-1 counters from wither or
 * infect (702.80a, 702.90c), no life from lifelink (702.15b), no destruction from deathtouch (702.2b). The engine
 * always ran it so; the wrong answers were the yes/no of a question asked with a preventing verb ("Does Fog stop
 * the poison counters?", 「毒カウンターは防げますか」), read as "do I get poison counters?" and answered "No" — the
 * other way round. A shield that prevents only part of the damage (615.7) leaves the rest, and its results.
 */
import { beforeAll, describe, it } from 'vitest';
import type { QuestionDeps } from '../../src/questions/index.ts';
import { realCardDeps } from '../cards/compile-helpers.ts';
import { answeredCiting, refusedAs } from '../support/ask-rows.ts';

let deps: QuestionDeps;
beforeAll(async () => {
  deps = await realCardDeps({ Fog: '濃霧', 'Holy Day': '聖なる日', "Moment's Peace": '一瞬の平和', 'Glistener Elf': 'ぎらつかせのエルフ', 'Blight Mamba': '荒廃のマンバ', 'Vampire Nighthawk': '吸血鬼の夜鷲' });
}, 120_000);

describe('session-28 (prevent): asked whether the prevention stops the poison, the yes/no is of the stopping (615.6, 702.90b)', () => {
  const row = answeredCiting(() => deps);
  it.each([
    // Each of these said "No. You have 0 poison counters" before: the poison was stopped, so the answer is yes.
    ['My opponent attacks with Glistener Elf and I cast Fog. Does it stop the poison counters?', 'Yes. You have 0 poison counters', 'yes', '615.6'],
    ['My opponent attacks with Glistener Elf and I cast Fog. Are the poison counters prevented?', 'Yes. You have 0 poison counters', 'yes', '615.6'],
    ['They attack with Glistener Elf and I cast Holy Day. Does that stop the poison?', 'Yes. You have 0 poison counters', 'yes', '615.6'],
    ['My opponent attacks with a 2/2 infect creature and I prevent all combat damage this turn. Does it stop the poison counters?', 'Yes', 'yes', '615.6'],
    ['対戦相手が感染を持つクリーチャーで攻撃してきたとき、《濃霧》を唱えれば毒カウンターを防げますか？', 'はい。あなたの毒カウンターは0個です', 'yes', '615.6'],
    ['相手の《ぎらつかせのエルフ》が攻撃してきて、私は《濃霧》を唱えました。毒カウンターは防げますか？', 'はい', 'yes', '615.6'],
    ['相手の《ぎらつかせのエルフ》が攻撃してきて、私は《濃霧》を唱えました。毒カウンターを軽減できますか？', 'はい', 'yes', '615.6'],
    ['相手の《荒廃のマンバ》が攻撃してきたので《聖なる日》を唱えた。毒カウンターは防げますか？', 'はい', 'yes', '615.6'],
    ['相手の感染を持つ2/2が攻撃してきた。私はこのターンのすべての戦闘ダメージを軽減した。毒カウンターは防げた？', 'はい', 'yes', '615.6'],
    // Asked in the negative in Japanese: はい — none is put on (was refused as a negated question).
    ['相手の《ぎらつかせのエルフ》が攻撃してきて、私は《濃霧》を唱えました。毒カウンターは乗らない？', 'はい。あなたの毒カウンターは0個です', 'yes', '615.6'],
    // 「防げないの？」 asked in the negative: いいえ — it can (none is given).
    ['相手の《ぎらつかせのエルフ》が攻撃してきて、私は《濃霧》を唱えました。毒カウンターは防げないの？', 'いいえ。あなたの毒カウンターは0個です', 'no', '615.6'],
    // "Does Fog stop the damage?" said "No. You take 0 damage" (only "prevent" was read the other way round).
    ['My opponent attacks with Glistener Elf and I cast Fog. Does Fog stop the damage?', 'Yes. You take 0 damage', 'yes', '615.1a'],
    ['相手の《ぎらつかせのエルフ》が攻撃してきて、私は《濃霧》を唱えた。ダメージは防げる？', 'はい。あなたは0点のダメージを受けます', 'yes', '615.1a'],
  ] as const)('%s', async (q, says, verdict, rule) => row(q, says, verdict, rule));
});

describe('session-28 (prevent): asked whether the poison comes, the yes/no is of the poison (615.6, 702.90b, 702.164c)', () => {
  const row = answeredCiting(() => deps);
  it.each([
    ['My opponent attacks me with Glistener Elf and I cast Fog. How many poison counters do I get?', 'You have 0 poison counters', null, '615.6'],
    ["Opponent attacks with Glistener Elf, I cast Moment's Peace during combat. How many poison counters do I get?", 'You have 0 poison counters', null, '615.6'],
    ['My opponent attacks with Blight Mamba and I cast Fog before damage. Do I get poisoned?', 'No. You have 0 poison counters', 'no', '615.6'],
    ['対戦相手が《ぎらつかせのエルフ》で攻撃してきたので《濃霧》を唱えました。毒カウンターは置かれますか？', 'いいえ。あなたの毒カウンターは0個です', 'no', '615.6'],
    ['相手の《ぎらつかせのエルフ》が攻撃してきて、戦闘中に《一瞬の平和》を唱えた。毒カウンターは何個置かれる？', 'あなたの毒カウンターは0個です', null, '615.6'],
    // Toxic gives poison only with combat damage dealt (702.164c): none is dealt.
    ['My opponent attacks with a 3/3 with toxic 2 and I cast Fog. Do I get poison counters?', 'No. You have 0 poison counters', 'no', '615.6'],
    ['毒性2を持つ3/3が攻撃してきたので《濃霧》を唱えました。毒カウンターは置かれますか？', 'いいえ。あなたの毒カウンターは0個です', 'no', '615.6'],
    // With nothing prevented, the infect damage gives its poison (control row, 702.90b).
    ['My opponent attacks me with Glistener Elf. How many poison counters do I get?', 'You have 1 poison counter', null, '702.90b'],
    ['相手の感染を持つ2/2が攻撃してきて、ブロックしなかった。毒カウンターは乗らないですよね？', 'いいえ。あなたの毒カウンターは2個です', 'no', '702.90b'],
  ] as const)('%s', async (q, says, verdict, rule) => row(q, says, verdict, rule));
});

describe('session-28 (prevent): a shield prevents only its amount; the rest is dealt, with its results (615.7)', () => {
  const row = answeredCiting(() => deps);
  it.each([
    ['My opponent attacks me with a 5/5 infect creature. I prevent the next 3 damage that would be dealt to me this turn. How many poison counters do I get?', 'You have 2 poison counters', null, '615.7'],
    ['I prevent the next 3 damage that would be dealt to me this turn. My opponent attacks me with a 5/5 infect creature and I don\'t block. Does that stop the poison counters?', 'No. You have 2 poison counters', 'no', '702.90b'],
    ['私に与えられる次の3点のダメージを軽減する。相手の感染を持つ5/5が攻撃してきて、ブロックしなかった。毒カウンターは何個？', 'あなたの毒カウンターは2個です', null, '615.7'],
    ['私に与えられる次の3点のダメージを軽減する。相手の感染を持つ5/5が攻撃してきて、ブロックしなかった。毒カウンターは防げた？', 'いいえ。あなたの毒カウンターは2個です', 'no', '615.7'],
    // Deathtouch needs damage dealt (702.2b): the one point is prevented, nothing is dealt, the 4/4 lives.
    ['My 4/4 blocks a 1/1 with deathtouch. I prevent the next 1 damage that would be dealt to my 4/4 this turn. Does my 4/4 die?', 'No', 'no', '615.7'],
    // Trample assigns past the blocker as usual (702.19b); the shield takes 3 of the 4 assigned to me.
    ['A 6/6 trample attacks me and I block with a 2/2. I prevent the next 3 damage that would be dealt to me this turn. How much damage do I take?', 'You take 1 damage', null, '702.19b'],
  ] as const)('%s', async (q, says, verdict, rule) => row(q, says, verdict, rule));
});

describe('session-28 (prevent): the neighbours — wither, deathtouch, lifelink, trample with all combat damage prevented (615.6)', () => {
  const row = answeredCiting(() => deps);
  it.each([
    // Wither and infect put -1/-1 counters only with damage dealt (702.80a, 702.90c): the 2/2 stays a 2/2.
    ['My 2/2 blocks a 3/3 with wither and I cast Fog. What is my 2/2\'s power and toughness after combat?', 'Your 2/2 creature is 2/2', null, '615.6'],
    ['萎縮を持つ3/3を私の2/2でブロックし、《濃霧》を唱えた。戦闘後、2/2のパワーとタフネスは？', 'あなたの2/2クリーチャーは2/2です', null, '615.6'],
    ['My 2/2 blocks their Glistener Elf and I cast Fog. What happens to my 2/2?', 'still on the battlefield', null, '615.6'],
    ['My 4/4 blocks a 1/1 deathtouch and I cast Fog. Does my 4/4 die?', 'No', 'no', '615.6'],
    ['接死を持つ1/1を私の4/4でブロックして《濃霧》を唱えた。4/4は死ぬ？', 'いいえ', 'no', '615.6'],
    ['I attack with a 3/3 lifelink and they cast Holy Day. How much life do I gain?', 'You gain no life', null, '702.15b'],
    ['《吸血鬼の夜鷲》で攻撃したら、相手が《濃霧》を唱えた。ライフは回復する？', 'いいえ', 'no', '615.6'],
    ['A 6/6 trample attacks me and I block with a 2/2. I cast Fog. How much damage do I take?', 'You take 0 damage', null, '615.6'],
    ['トランプルを持つ6/6が攻撃してきて、2/2でブロックして《濃霧》を唱えた。何点受ける？', 'あなたは0点のダメージを受けます', null, '615.6'],
  ] as const)('%s', async (q, says, verdict, rule) => row(q, says, verdict, rule));
});

describe('session-28 (prevent): what the reading cannot answer the right way round stays refused', () => {
  const refused = refusedAs(() => deps);
  it.each([
    // "Can I prevent …?" with nothing told that might: whether some way exists, which no run of the story tells (was "No").
    ['My opponent attacks with Glistener Elf. Can I prevent the poison counters?', 'not_understood'],
    ['相手の《ぎらつかせのエルフ》が攻撃してきた。毒カウンターは防げますか？', 'not_understood'],
    // A creature's damage asked "prevented?": the asks of a creature's damage would give the yes/no backwards (was "No").
    ['My opponent attacks with Glistener Elf and I cast Fog. Is the damage dealt by Glistener Elf prevented?', 'not_understood'],
    ['My 2/2 blocks their Glistener Elf and they cast Fog. Is the damage dealt to my 2/2 prevented?', 'not_understood'],
  ] as const)('%s', async (q, code) => refused(q, code));
});
