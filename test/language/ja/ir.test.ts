/**
 * The question IR for Japanese questions (issue 12 §1): understand() through the Japanese reader
 * and the shared frames and intents, snapshotted in a compact form a reviewer can read. Questions
 * that can't be read are refused with the user's exact words (issue 16 §3), never a fragment.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { japaneseTokenizer } from '../../../src/language/ja/kuromoji.ts';
import { understand } from '../../../src/language/index.ts';
import type { QuestionIR } from '../../../src/language/index.ts';
import { TEST_CARDS } from './support.ts';

beforeAll(async () => {
  await japaneseTokenizer();
}, 180_000);

/** The IR in a few lines: objects (id, words, controller, P/T, keywords, card, counters, attached), events, asks, life. */
function compact(ir: QuestionIR): string[] {
  const objects = ir.objects.map((o) => {
    const parts = [o.id, JSON.stringify(o.words), `ctl=${o.controller ?? '?'}`];
    if (o.power !== null) parts.push(`${o.power}/${o.toughness}`);
    if (o.card) parts.push(`card=${o.card}`);
    if (o.keywords.length) parts.push(`kw=${o.keywords.map((k) => (k.param ? `${k.keyword}:${k.param}` : k.keyword)).join('+')}`);
    if (Object.keys(o.counters).length) parts.push(`counters=${JSON.stringify(o.counters)}`);
    if (o.damage) parts.push(`damage=${o.damage}`);
    if (o.attachedTo) parts.push(`on=${o.attachedTo}`);
    if (o.cast) parts.push('cast');
    return parts.join(' ');
  });
  const life = Object.entries(ir.life).map(([k, v]) => `life ${k}=${v}`);
  const poison = Object.entries(ir.poison).map(([k, v]) => `poison ${k}=${v}`);
  return [...objects, ...ir.events.map((e, k) => `${ir.responses.includes(k) ? 'in response: ' : ''}${JSON.stringify(e)}`), ...ir.asks.map((a) => `ask ${JSON.stringify(a)}`), ...life, ...poison];
}

const QUESTIONS = [
  'トランプルと接死を持つ5/5のクリーチャーで攻撃したところ、4/4のクリーチャー2体にブロックされました。防御プレイヤーは最大で何点のダメージを受けますか？',
  '《猛り狂うベイロス》で攻撃したら相手の2/2にブロックされました。相手は何点のダメージを受けますか?また、ベイロスは生き残りますか?',
  '先制攻撃持ちの2/2で殴ったら、相手も先制持ちの2/2でブロックしてきた。どっちが死ぬの?',
  '相手が私の3/3に《稲妻》撃ってきたから、対応して《巨大化》した。生き残る?',
  '対戦相手のライフは3。3/3が攻撃し、ブロックされなかった。対戦相手は敗北しますか？',
  '+1/+1カウンターが2個乗った《灰色熊》のP/Tは？',
  '《怨恨》がついたクリーチャーが《殺害》されたら、《怨恨》はどうなりますか?',
  'ターン終了時まで+3/+3の修整を受けた2/2が、戦闘で4点のダメージを受けました。ターン終了時に修整が切れたら死にますか?',
  '呪禁を持つ自分のクリーチャーを、自分の呪文の対象にできますか？',
  '《巨像の鎚》を装備した《セラの天使》は飛行を持っていますか？',
  '灰色熊が2/2と1/1にブロックされた。熊は死にますか？',
  '毒性2を持つ3/1がブロックされませんでした。相手のライフと毒カウンターはどうなりますか?',
  '3/3が攻撃し、相手は1/1と1/1でブロックした。3/3は死にますか？',
];

describe('GIVEN Japanese questions read into the IR', () => {
  it.each(QUESTIONS)('THEN %s', async (q) => {
    const u = await understand(q, { cards: TEST_CARDS });
    if (!u.ok) throw new Error(`not understood: ${JSON.stringify(u)}`);
    expect(u.ir.lang).toBe('ja');
    expect(compact(u.ir)).toMatchSnapshot();
  });
});

describe('GIVEN Japanese questions that can not be read', () => {
  it('THEN a word no frame used is named exactly as written', async () => {
    // (A spell named with で is cast; a creature named so is not read.)
    const u = await understand('戦闘前に《灰色熊》で2点与えた相手の3/3が、私の1/1をブロックしてきた。3/3は死ぬ?', { cards: TEST_CARDS });
    expect(u.ok).toBe(false);
    if (u.ok) return;
    expect(u.leftover).toContain('《灰色熊》');
  });

  it('THEN a clause that says something not modelled is quoted whole, verb and all', async () => {
    const u = await understand('防衛を持つ《灰色熊》は、パワーを上げれば攻撃できますか?', { cards: TEST_CARDS });
    expect(u.ok).toBe(false);
    if (u.ok) return;
    expect(u.problems.map((p) => p.text)).toEqual(['パワーを上げれば']);
  });

  it('THEN who attacks is asked back when a block is told first and the ask is about a side that does not settle it', async () => {
    // 「何点貫通する?」 is about the defending player, whoever that is (read: the asker attacks);
    // 「自分は何点回復する?」 (lifelink) doesn't say who attacks: asked back.
    const through = await understand('トランプルの6/6を破壊不能の0/3がブロックしたら、何点貫通する?', { cards: TEST_CARDS });
    expect(through.ok).toBe(true);
    const u = await understand('絆魂を持つ2/2を2/2がブロックした。自分は何点のライフを得ますか？', { cards: TEST_CARDS });
    expect(u.ok).toBe(false);
    if (u.ok) return;
    expect(u.problems[0]).toMatchObject({ kind: 'ambiguous', detail: 'whose-attacker' });
    // The same in English: whose lifelinker blocks is not said, and the life asked about depends on it.
    const en = await understand('A 2/2 with lifelink blocks a 2/2. I am at 5 life. How much life do I have?', { cards: TEST_CARDS });
    expect(en.ok ? null : en.problems[0]).toMatchObject({ kind: 'ambiguous', detail: 'whose-attacker' });
  });
});
