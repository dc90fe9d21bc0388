/**
 * Session 8 red team (issue 11): classes of confident wrong answers, each now answered right or
 * asked back. The first row of each class is the logged question; the others are our own variations
 * (other words, cards, numbers), in English and Japanese.
 *  - "X deals N damage to Y. Does it die?": "it" is the damaged creature, never the source silently.
 *  - A creature that attacks with no owner named: who attacks follows from what the question says
 *    (I don't block, 〜てきた, how much damage do I take), never "mine" by default.
 *  - Two damage replacement effects whose order changes the amount: the affected player chooses
 *    (616.1, 616.1e), so one number is never stated as fact.
 *  - A spell told cast in response: what it responds to must be read, and a noninstant spell can't
 *    be cast while another is on the stack (117.1a, 307.1).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { answerQuestion } from '../../src/questions/index.ts';
import type { QuestionDeps } from '../../src/questions/index.ts';
import { realCardDeps } from '../cards/compile-helpers.ts';
import { answeredRight, refusedAs } from '../support/ask-rows.ts';

const lang = (q: string): 'en' | 'ja' => (/[\u3040-\u9fff]/u.test(q) ? 'ja' : 'en');

const JA: Record<string, string> = {
  'Grizzly Bears': '灰色熊',
  'Lightning Bolt': '稲妻',
  Shock: 'ショック',
  'Giant Growth': '巨大化',
  'Wrath of God': '神の怒り',
  'Day of Judgment': '審判の日',
  'Glorious Anthem': '栄光の頌歌',
  Pyroclasm: '紅蓮地獄',
  'Serra Angel': 'セラの天使',
  'Torbran, Thane of Red Fell': '朱地洞の族長、トーブラン',
  'Furnace of Rath': 'ラースの灼熱洞',
  'Dictate of the Twin Gods': '双子神の指図',
  'Fiendish Duo': '極悪な二人組',
};

let deps: QuestionDeps = {};
beforeAll(async () => {
  deps = await realCardDeps(JA);
}, 120_000);

const answered = answeredRight(() => deps);
const refused = refusedAs(() => deps);

describe('GIVEN "X deals N damage to Y", then a question about "it"', () => {
  const RIGHT: [string, string, 'yes' | 'no' | null][] = [
    ['A 3/3 creature deals three damage to a 2/2. Does it die?', 'Your 2/2 creature dies', 'yes'],
    ['A 5/5 deals 2 damage to a 2/2. Does it die?', 'Your 2/2 creature dies', 'yes'],
    ["My Grizzly Bears deals 2 damage to my opponent's 2/2. Does it die?", "The opponent's 2/2 creature dies", 'yes'],
    ['A 4/4 deals 1 damage to a 3/3. Does it survive?', 'survives', 'yes'],
    ['A 1/1 deathtouch creature deals 1 damage to a 6/6. Does it die?', 'Your 6/6 creature dies', 'yes'],
    ['A 6/6 deals 2 damage to a 2/5. Is it destroyed?', 'survives', 'no'],
    ['3/3のクリーチャーが2/2に3点のダメージを与えた。それは死ぬ？', 'あなたの2/2クリーチャーは死亡します', 'yes'],
    ['灰色熊が1/1に2点ダメージを与えた。それは生き残る？', '死亡します', 'no'],
    ['接死を持つ1/1が6/6に1点ダメージを与えた。それは死ぬ？', 'あなたの6/6クリーチャーは死亡します', 'yes'],
    ['5/5が2/4に3点のダメージを与えた。それは死にますか？', '戦場に残ります', 'no'],
  ];
  it.each(RIGHT)('THEN %s is answered about the damaged creature', answered);

  // Told in a statement, "it" could be either creature, and which one changes the answer: asked back.
  const ASKED: string[] = [
    'A 3/3 deals 3 damage to a 2/2 and it has lifelink. How much life do I gain?',
    'A 4/4 deals 2 damage to a 3/3. I cast Giant Growth on it. Does the 3/3 die?',
    '4/4が3/3に2点のダメージを与えた。それに《巨大化》を唱えた。3/3は死ぬ？',
  ];
  it.each(ASKED)('THEN %s is asked back (which one "it" is)', async (q) => {
    const r = await answerQuestion(q, lang(q), deps);
    if (r.ok) throw new Error(`answered: ${r.value.answer}`);
    expect(['ambiguous', 'needs_detail']).toContain(r.error.code);
  });
});

describe('GIVEN a creature that attacks with no owner named', () => {
  const RIGHT: [string, string, 'yes' | 'no' | null][] = [
    ["A 3/3 attacks and I don't block. How much damage do I take?", 'You take 3 damage', null],
    ["A 2/2 infect creature attacks and I don't block. How many poison counters do I get?", 'You have 2 poison counters', null],
    ['二段攻撃を持つ2/2が攻撃してきた。ブロックしなかったら自分のライフは？', 'あなたのライフは16です', null],
    ['3/3が攻撃してきた。ブロックしなかった。自分のライフは？', 'あなたのライフは17です', null],
    ['感染を持つ2/2が攻撃してきた。ブロックしなかったら毒カウンターは何個？', 'あなたの毒カウンターは2個', null],
    // (Asked how much life is gained: the amount, not the life total — issue 16 §1.)
    ['絆魂を持つ2/2が攻撃してきた。相手はライフをいくつ得る？', '対戦相手は2点のライフを得ます（20 → 22）', null],
    ["A 4/4 attacks. I don't block. What is my life total?", 'Your life total is 16', null],
    ['A 5/5 trample attacks. How much damage do I take?', 'You take 5 damage', null],
    ['A 2/2 with double strike attacks. I do not block. How much damage do I take?', 'You take 4 damage', null],
    ['4/4が攻撃してきた。ブロックしなかったら何点受ける？', 'あなたは4点のダメージを受けます', null],
    ['飛行を持つ3/3が攻撃してきた。ブロックしない。自分のライフはいくつ？', 'あなたのライフは17です', null],
  ];
  it.each(RIGHT)('THEN %s is answered with the attacker theirs', answered);

  // "The defending player has no flyers" names no object: it never makes the attacking flyer theirs. Since session 14
  // it is read as what it says, an absence checked against the board told (no told creature of theirs has it).
  it('THEN a narrower absence ("no flyers") is read as an absence, never as one of the creatures', async () => {
    await answered('A 1/1 flying creature with lifelink attacks; the defending player has no flyers. How much life do I gain?', 'You gain 1 life', null);
    await answered('A 2/2 flying lifelink creature attacks. My opponent has no creatures with reach. How much life do I gain?', 'You gain 2 life', null);
  });
});

describe('GIVEN two replacement effects whose order changes the damage (616.1, 616.1e)', () => {
  const ASKED: string[] = [
    'Torbran, Thane of Red Fell and Furnace of Rath are on the battlefield. I Shock my opponent. How much damage?',
    'I control Torbran, Thane of Red Fell and my opponent controls Furnace of Rath. I Shock my opponent. How much damage?',
    'Torbran, Thane of Red Fell and Dictate of the Twin Gods are on the battlefield. I cast Lightning Bolt targeting my opponent. How much damage?',
    'Torbran, Thane of Red Fell and Fiendish Duo are on the battlefield. I cast Shock targeting my opponent. How much damage?',
    'I control Torbran, Thane of Red Fell and Furnace of Rath. I cast Lightning Bolt on my opponent. What is their life total?',
    '朱地洞の族長、トーブランとラースの灼熱洞が戦場にあって、相手にショックを撃ったら何点？',
    '自分は《朱地洞の族長、トーブラン》と《双子神の指図》をコントロールしている。相手に《稲妻》を唱えた。相手は何点受ける？',
  ];
  it.each(ASKED)('THEN %s is asked back with both amounts and who chooses', async (q) => {
    const r = await answerQuestion(q, lang(q), deps);
    if (r.ok) throw new Error(`answered: ${r.value.answer}`);
    expect(r.error.code).toBe('needs_detail');
    expect(r.error.message).toContain('616.1e');
    expect(r.error.message).toContain(lang(q) === 'ja' ? '対戦相手' : 'the opponent');
  });
  // Where the order makes no difference, one number stands.
  it('THEN two doublers (the order changes nothing) are answered', async () => {
    await answered('Furnace of Rath and Dictate of the Twin Gods are on the battlefield. I Shock my opponent. How much damage?', 'The opponent takes 8 damage', null);
  });
});

describe('GIVEN a spell cast in response to another (117.1a, 307.1)', () => {
  const REFUSED: [string, string, string?][] = [
    // The spell responded to, unbracketed and too short to spot (稲妻), was dropped: now what it responds to is asked for.
    ['相手の稲妻に対応して神の怒りを唱えました。自分の2/2はどうなる？', 'not_understood'],
    ['相手の稲妻に対応して、紅蓮地獄を唱えた。相手の1/1は死ぬ？', 'not_understood'],
    ['相手の稲妻に対応して紅蓮地獄を唱えた。自分の3/3は死ぬ？', 'not_understood'],
    ['稲妻に対応して栄光の頌歌を唱えた。自分の2/2は死ぬ？', 'not_understood'],
    // Read, the response by a sorcery or another noninstant spell can't happen, whatever the first one targets.
    ['相手の《稲妻》に対応して《神の怒り》を唱えた。自分の2/2はどうなる？', 'impossible', '117.1a、307.1'],
    ['《稲妻》に対応して《栄光の頌歌》を唱えた。自分の2/2は死ぬ？', 'impossible', '117.1a'],
    ['相手の《稲妻》に対応して、《紅蓮地獄》を唱えた。相手の1/1は死ぬ？', 'impossible', '307.1'],
    ['相手の《ショック》に対応して《審判の日》を唱えた。自分の3/3は死ぬ？', 'impossible', '307.1'],
    ['相手の《稲妻》に対応して《セラの天使》を唱えた。どうなる？', 'impossible', '117.1a'],
    // (s17: "in response to X" opening the clause is now read as what it responds to, as in Japanese — the refusal became the answer.)
    ["In response to my opponent's [[Shock]], I cast [[Day of Judgment]]. Does my 2/2 die?", 'impossible', '307.1'],
    // An instant in response, the spell responded to with no target said: its target is asked for.
    ['相手の《稲妻》に対応して《巨大化》を唱えた。自分の2/2はどうなる？', 'needs_detail', '稲妻'],
  ];
  it.each(REFUSED)('THEN %s is refused (%s)', refused);
  // The sorcery responded to was cast before (a premise): an instant in response to it is answered.
  it('THEN an instant in response to a sorcery is answered', async () => {
    await answered('相手の《神の怒り》に対応して《巨大化》を唱えた。自分の2/2は死ぬ？', '死亡します', 'yes');
    await answered('My opponent casts Day of Judgment. In response I cast Giant Growth on my 2/2. Does it die?', 'dies', 'yes');
  });
});
