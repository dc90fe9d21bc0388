/**
 * Session 44: misreadings of /ask, each fixed for its class. Each table is question → answer, refusal or
 * ask-back, in English and Japanese where the class applies.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { answerQuestion } from '../../src/questions/index.ts';
import type { QuestionDeps } from '../../src/questions/index.ts';
import { realCardDeps } from '../cards/compile-helpers.ts';
import { langOf } from '../support/ask-rows.ts';
import { expectHiddenZoneRefusal } from '../helpers/hidden-zones.ts';

let deps: QuestionDeps;
beforeAll(async () => {
  deps = await realCardDeps({
    'Wight of the Reliquary': '聖遺のワイト',
    Gravedigger: 'グレイブディガー',
    'Grizzly Bears': '灰色熊',
    'Hill Giant': '丘巨人',
    'Lightning Bolt': '稲妻',
    Shock: 'ショック',
    'Mind Rot': '精神腐敗',
    Megrim: '偏頭痛',
    'Furyblade Vampire': 'Furyblade Vampire',
    'Serra Angel': 'セラの天使',
  });
}, 120_000);

describe('GIVEN a hidden graveyard or hand the answer needs THEN the refusal names it as the asker says it (your / the opponent\'s)', () => {
  it.each([
    ['My Wight of the Reliquary blocks a 4/4. Does the Wight die?', /doesn't describe your graveyard/],
    ['Their Wight of the Reliquary blocks my Hill Giant. Does the Wight die?', /doesn't describe the opponent's graveyard/],
    ['I cast Gravedigger. What happens?', /doesn't describe your graveyard/],
    ['I control Megrim. I cast Mind Rot targeting my opponent. How much life does my opponent have?', /doesn't describe the opponent's hand/],
    ['自分の《聖遺のワイト》が4/4をブロックした。ワイトは死ぬ？', /あなたの墓地が書かれておらず/],
    ['相手の《聖遺のワイト》が私の《丘巨人》をブロックした。ワイトは死ぬ？', /対戦相手の墓地が書かれておらず/],
    ['自分の《偏頭痛》があります。対戦相手を対象に《精神腐敗》を唱えたらどうなりますか？', /対戦相手の手札が書かれておらず/],
  ] as const)('%s', async (q, says) => {
    await expectHiddenZoneRefusal(q, langOf(q), deps, says);
    const r = await answerQuestion(q, langOf(q), deps);
    if (!r.ok) expect(r.error.message).not.toMatch(/player [AB]'s|プレイヤー[AB]の/);
  });
});

/** The question is refused or asked back with `code` (never answered), its message saying each of `says`. */
async function refuses(q: string, code: string, ...says: (string | RegExp)[]): Promise<void> {
  const r = await answerQuestion(q, langOf(q), deps);
  expect(r.ok ? `answered: ${r.value.answer}` : r.error.code).toBe(code);
  if (!r.ok) for (const s of says) expect(r.error.message).toMatch(s);
}

/** The question is answered with `verdict`, its short answer and restatement saying what is given. */
async function answers(q: string, verdict: 'yes' | 'no' | null, says: string | RegExp, understood?: string | RegExp): Promise<void> {
  const r = await answerQuestion(q, langOf(q), deps);
  if (!r.ok) throw new Error(`${r.error.code}: ${r.error.message}`);
  expect(r.value.answer).toMatch(says);
  expect(r.value.verdict).toBe(verdict);
  if (understood !== undefined) expect(r.value.understood).toMatch(understood);
}

describe('GIVEN an English yes/no question with a "not" of its own after the subject THEN asked to be said again (either polarity is read)', () => {
  it.each([
    ['My opponent Lightning Bolts my 2/2. Does my 2/2 not die?'],
    ['My opponent Shocks my Grizzly Bears. Does the Bears not die?'],
    ['My opponent controls a 2/2. Does my Grizzly Bears not attack?'],
    ['I cast Grizzly Bears this turn. Can it not attack?'],
    ['My 3/3 blocks their 4/4. Does my 3/3 not survive?'],
    ["Their 5/5 attacks and I don't block. Do I not take 5 damage?"],
  ] as const)('%s', async (q) => refuses(q, 'not_understood', /"not"/));
});

describe('GIVEN an English negative asked with "n\'t" on the auxiliary THEN answered about the fact, the restatement saying which question the verdict answers', () => {
  it.each([
    ["My opponent Lightning Bolts my 2/2. Doesn't my 2/2 die?", 'yes', /dies/, /Question: does your 2\/2 creature die\?/],
    ["My opponent Shocks my 2/4. Doesn't my 2/4 die?", 'no', /survives/, /Question: does your 2\/4 creature die\?/],
  ] as const)('%s', async (q, verdict, says, understood) => answers(q, verdict, says, understood));
});

describe('GIVEN a creature nobody was said to control, aimed at by a spell that only removes it THEN it is the caster\'s opponent\'s', () => {
  it.each([
    ['I Bolt the 2/2. Does it die?', 'yes', /^Yes\. The opponent's 2\/2 creature dies/, /you cast Lightning Bolt targeting the opponent's 2\/2 creature/],
    ['I cast Shock on the 3/3. Does it die?', 'no', /^No\. The opponent's 3\/3 creature survives/, /you cast Shock targeting the opponent's 3\/3 creature/],
    ['My opponent Shocks the 2/2. Does it die?', 'yes', /^Yes\. Your 2\/2 creature dies/, /the opponent casts Shock targeting your 2\/2 creature/],
    ['2/2に《稲妻》を撃った。死ぬ？', 'yes', /^はい。対戦相手の2\/2クリーチャーは死亡します/, /あなたが対戦相手の2\/2クリーチャーを対象に《稲妻》を唱える/],
    ['1/3に《ショック》を唱えた。死にますか？', 'no', /^いいえ。/, /対戦相手の1\/3クリーチャー/],
  ] as const)('%s', async (q, verdict, says, understood) => answers(q, verdict, says, understood));

  it.each([
    // Hexproof stops only the opponents' spells (702.11b): whose it is decides the answer, so it is asked back.
    ['I Shock the 2/2 with hexproof. Does it die?', 'needs_detail', /who controls/],
  ] as const)('%s THEN whose it is is asked back', async (q, code, says) => refuses(q, code, says));
});

describe('GIVEN a graveyard told empty THEN it is described (holding nothing) and what reads it is answered', () => {
  it.each([
    // Wight of the Reliquary: 2/2 + 1/+1 per creature card in your graveyard — none: 2/2.
    ['My graveyard is empty. I control Wight of the Reliquary. What is its power?', null, /is 2\/2/, /your graveyard is empty/],
    ['My graveyard has no cards. My Wight of the Reliquary blocks a 3/3. Does the Wight die?', 'yes', /^Yes\. Your Wight of the Reliquary dies/, /your graveyard is empty/],
    ["My opponent's graveyard is empty. Their Wight of the Reliquary blocks my Hill Giant. Does the Wight die?", 'yes', /^Yes\./, /the opponent's graveyard is empty/],
    ['Both graveyards are empty. My Wight of the Reliquary blocks a 2/2. Does the Wight die?', 'yes', /^Yes\./, /your graveyard is empty; the opponent's graveyard is empty/],
    ['There are no cards in my graveyard. My Wight of the Reliquary blocks a 1/1. Does the Wight die?', 'no', /^No\./, /your graveyard is empty/],
    ['墓地は空です。《聖遺のワイト》のパワーはいくつですか？', null, /2\/2/, /あなたの墓地は空/],
    ['墓地にカードはない。自分の《聖遺のワイト》が3/3をブロックした。ワイトは死ぬ？', 'yes', /^はい。/, /あなたの墓地は空/],
    ['相手の墓地にはカードがない。相手の《聖遺のワイト》が私の3/3をブロックした。ワイトは死ぬ？', 'yes', /^はい。/, /対戦相手の墓地は空/],
  ] as const)('%s', async (q, verdict, says, understood) => answers(q, verdict, says, understood));

  it.each([
    // The other graveyard is still not described: its count stops, naming it.
    ["My opponent's graveyard is empty. My Wight of the Reliquary blocks a 3/3. Does the Wight die?", /doesn't describe your graveyard/],
    // "No creatures" there says nothing of its other cards: not read as empty.
    ['My graveyard has no creatures. I control Wight of the Reliquary. What is its power?', /./],
  ] as const)('%s THEN not answered', async (q, says) => {
    const r = await answerQuestion(q, langOf(q), deps);
    expect(r.ok ? `answered: ${r.value.answer}` : r.error.message).toMatch(says);
    expect(r.ok).toBe(false);
  });
});

describe('GIVEN an ability whose Japanese name is a predicate (ブロックされない) THEN the restatement says it as it is, never 「ブロックされないを持つ」', () => {
  it.each([
    ['ブロックされない3/3で攻撃した。相手は何点受ける？', /ブロックされない3\/3クリーチャー/],
    ['飛行を持ちブロックされない2/2で攻撃した。相手は何点受ける？', /飛行を持つ、ブロックされない/],
  ] as const)('%s', async (q, understood) => {
    const r = await answerQuestion(q, langOf(q), deps);
    if (!r.ok) throw new Error(`${r.error.code}: ${r.error.message}`);
    expect(r.value.understood).toMatch(understood);
    expect([r.value.understood, r.value.answer, ...r.value.steps.map((s) => s.text)].join('\n')).not.toMatch(/(?:ない|できない)を持/);
  });
});

describe('GIVEN an "at the beginning of combat on your turn" trigger and an attack told from a main phase THEN the trigger happens (507.1, 603.2b)', () => {
  it('with the hand not described, its "you may discard a card. If you do" stops naming the hand (118.12)', async () =>
    refuses('I control Furyblade Vampire and attack with it. How much damage does it deal?', 'unmodelled', /doesn't describe your hand/));
  it('with a card in hand, the discard is made and the Vampire gets +3/+0 (4 damage)', async () =>
    answers('I have 2 cards in hand. I control Furyblade Vampire and attack with it. It isn\'t blocked. How much damage does my opponent take?', null, /^The opponent takes 4 damage/));
});
