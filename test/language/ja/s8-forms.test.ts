/**
 * Japanese phenomena of session 8 (issue 12), each with questions of our own (never a question set's
 * wording): a count after a list (「AとBが2体」: its last item), items each with its own count
 * (「Aが2体とBが1体」), a list continued with 「、それと」, two places told with one verb (「自分の場にX、
 * 相手の場にYがいる」), 「それぞれどうなる」 (the whole outcome), 不発 and 打ち消される asked of a spell (608.2b,
 * 701.6a), a spell countered with a card named (「《対抗呪文》で打ち消した」: that card cast at it), blocked
 * with a creature in the passive (「3/3でブロックされた」), points a player loses or gains (「何点失う？」: life,
 * never whether the game is lost), and a starting life said in the question (「ライフは20からいくつになる？」).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { japaneseTokenizer } from '../../../src/language/ja/kuromoji.ts';
import { understand } from '../../../src/language/index.ts';
import { TEST_CARDS, irRows } from './support.ts';

beforeAll(async () => {
  await japaneseTokenizer();
}, 180_000);

/** The board a question tells: each object as "controller:words", in order. */
async function board(q: string): Promise<string[]> {
  const u = await understand(q, { cards: TEST_CARDS });
  if (!u.ok) throw new Error(`not understood: ${JSON.stringify(u)}`);
  return u.ir.objects.filter((o) => o.zone === 'battlefield' && !o.cast).map((o) => `${o.controller ?? '?'}:${o.power ?? '-'}/${o.toughness ?? '-'}:${o.card ?? ''}`);
}

describe('GIVEN a Japanese board told with counts of its own', () => {
  it.each([
    // A count after a list counts its last item.
    ['a count after a list of two cards', '自分の場に《セラの天使》と《灰色熊》が2体いる。相手が《紅蓮地獄》を唱えた。何体死ぬ?', ['A:-/-:Serra Angel', 'A:-/-:Grizzly Bears', 'A:-/-:Grizzly Bears']],
    ['a count after a list of sizes', '相手の場に4/4と1/1が3体いる。《紅蓮地獄》を撃ったら何体死ぬ?', ['B:4/4:', 'B:1/1:', 'B:1/1:', 'B:1/1:']],
    ['a count after a list continued with それと', '私の場には《猛り狂うベイロス》、それと2/2が2体います。相手が《紅蓮地獄》を唱えたら何体死ぬ?', ['A:-/-:Raging Baloth', 'A:2/2:', 'A:2/2:']],
    // Items each with its own count, joined by と after the count.
    ['two items each counted', '自分の場に《灰色熊》が2体と5/5が1体いる。相手が《紅蓮地獄》を唱えた。何体死ぬ?', ['A:-/-:Grizzly Bears', 'A:-/-:Grizzly Bears', 'A:5/5:']],
    ['the second item uncounted', '相手の場に1/1が3体と《セラの天使》がいる。《紅蓮地獄》を撃ったら何体死ぬ?', ['B:1/1:', 'B:1/1:', 'B:1/1:', 'B:-/-:Serra Angel']],
    ['three items each counted', '自分の場に2/2が1体と3/3が2体と1/1が1体いる。相手が《紅蓮地獄》を唱えた。何体死ぬ?', ['A:2/2:', 'A:3/3:', 'A:3/3:', 'A:1/1:']],
    // Two places told with the verb said once.
    ['two sides, one verb, counts', '自分の場に2/2が2体、相手の場に3/3が1体いる。《紅蓮地獄》を撃ったら何体死ぬ?', ['A:2/2:', 'A:2/2:', 'B:3/3:']],
    ['two sides, topics with には', '相手の場には《灰色熊》、自分の場には《セラの天使》がいる。相手が《紅蓮地獄》を唱えたら、何体死ぬ?', ['B:-/-:Grizzly Bears', 'A:-/-:Serra Angel']],
    ['two sides, が dropped in the first', '私の場に5/5、相手の場に1/1が2体いる。相手が《紅蓮地獄》を唱えたら、何体死ぬ?', ['A:5/5:', 'B:1/1:', 'B:1/1:']],
  ])('THEN %s: %s', async (_what, q, want) => {
    expect(await board(q)).toEqual(want);
  });
});

describe('GIVEN 「それぞれどうなる」', () => {
  irRows([
    ['each of them, what happens', '自分の場に《灰色熊》と2/2のトークンが2体いる。相手が《紅蓮地獄》を唱えたら、それぞれどうなりますか?', ['{"kind":"cast","spell":"《紅蓮地獄》","caster":"B","targets":[]}', 'ask {"kind":"outcome"}']],
    ['each of them, casual', '相手の3/3と1/1に《紅蓮地獄》を撃った。それぞれどうなる?', ['{"kind":"cast","spell":"《紅蓮地獄》","caster":"A","targets":["相手の3/3","1/1"]}', 'ask {"kind":"outcome"}']],
    ['each of them, after a block', '私の4/4が相手の2/2と3/3にブロックされた。それぞれどうなるの?', ['{"kind":"attack","attackers":["私の4/4"],"target":null}', '{"kind":"block","blockers":["相手の2/2","3/3"],"attacker":"私の4/4"}', 'ask {"kind":"outcome"}']],
  ]);
});

describe('GIVEN 不発 or 打ち消される asked of a spell', () => {
  irRows([
    ['fizzle, its target bounced in response', '相手の《灰色熊》に《ショック》を撃ったら、対応して《雲隠れ》された。《ショック》は不発になる?', ['{"kind":"cast","spell":"《ショック》","caster":"A","targets":["相手の《灰色熊》"]}', '{"kind":"cast","spell":"雲隠れ","caster":"B","targets":["相手の《灰色熊》"],"eitherTarget":{"text":"《雲隠れ》された","ids":["c2","c1"],"words":["相手の《灰色熊》","《ショック》"],"onStack":"c1"}}', 'ask {"kind":"fizzles","id":"《ショック》"}']],
    ['fizzle, hedged with よね and この場合', '相手が私の3/3に《殺害》を撃ってきたので、対応して3/3を生け贄に捧げた。この場合《殺害》って不発になるよね?', ['{"kind":"cast","spell":"《殺害》","caster":"B","targets":["私の3/3"]}', '{"kind":"sacrifice","ids":["私の3/3"]}', 'ask {"kind":"fizzles","id":"《殺害》"}']],
    ['fizzle, polite', '私が相手の2/2に《稲妻》を唱えました。相手が対応して2/2を生け贄に捧げたら、《稲妻》は不発になりますか?', ['{"kind":"cast","spell":"《稲妻》","caster":"A","targets":["相手の2/2"]}', '{"kind":"sacrifice","ids":["相手の2/2"]}', 'ask {"kind":"fizzles","id":"《稲妻》"}']],
    ['countered, asked in the passive', '相手の1/1に《稲妻》を撃ったら、対応して《送還》された。《稲妻》は打ち消される?', ['{"kind":"cast","spell":"《稲妻》","caster":"A","targets":["相手の1/1"]}', '{"kind":"cast","spell":"送還","caster":"B","targets":["相手の1/1"],"eitherTarget":{"text":"《送還》された","ids":["c2","c1"],"words":["相手の1/1","《稲妻》"],"onStack":"c1"}}', 'ask {"kind":"countered","id":"《稲妻》"}']],
    // Countered with a card named: that card cast at the spell, by the one said or, in the passive, by the other player.
    ['countered with a card, the spell unsaid', '相手の《セラの天使》に《殺害》を撃ったら、相手が《対抗呪文》で打ち消した。天使は生き残る?', ['{"kind":"cast","spell":"《殺害》","caster":"A","targets":["相手の《セラの天使》"]}', '{"kind":"cast","spell":"《対抗呪文》","caster":"B","targets":[]}', 'ask {"kind":"dies","id":"相手の《セラの天使》","positive":false}']],
    ['countered with a card, passive', '私の2/2に相手が《稲妻》を撃ったけど、《対抗呪文》で打ち消した。2/2は死ぬ?', ['{"kind":"cast","spell":"《稲妻》","caster":"B","targets":["私の2/2"]}', '{"kind":"cast","spell":"《対抗呪文》","caster":"A","targets":[]}', 'ask {"kind":"dies","id":"私の2/2","positive":true}']],
    ['countered in the passive, the caster the other player', '相手の4/4に《殺害》を撃ったら、《対抗呪文》で打ち消された。4/4は死ぬ?', ['{"kind":"cast","spell":"《殺害》","caster":"A","targets":["相手の4/4"]}', '{"kind":"cast","spell":"《対抗呪文》","caster":"B","targets":[]}', 'ask {"kind":"dies","id":"相手の4/4","positive":true}']],
  ]);
});

describe('GIVEN a Japanese question of blocks, points lost and a starting life', () => {
  irRows([
    // 「Xでブロックされた」: blocked by X, as 「Xにブロックされた」.
    ['blocked with a creature, passive', '《灰色熊》で殴ったら1/1でブロックされた。1/1は死ぬ?', ['{"kind":"attack","attackers":["《灰色熊》"],"target":null}', '{"kind":"block","blockers":["1/1"],"attacker":"《灰色熊》"}', 'ask {"kind":"dies","id":"1/1","positive":true}']],
    ['blocked with their creature, chained', '私の5/5が攻撃して、相手の《セラの天使》でブロックされた。天使は死ぬ?', ['{"kind":"attack","attackers":["私の5/5"],"target":null}', '{"kind":"block","blockers":["相手の《セラの天使》"],"attacker":"私の5/5"}', 'ask {"kind":"dies","id":"相手の《セラの天使》","positive":true}']],
    ['blocked with two creatures, passive', 'トランプル持ちの6/6で攻撃して、2/2と1/1でブロックされた。相手は何点受ける?', ['{"kind":"attack","attackers":["トランプル持ちの6/6"],"target":null}', '{"kind":"block","blockers":["2/2","1/1"],"attacker":"トランプル持ちの6/6"}', 'ask {"kind":"damage-taken","side":"B"}']],
    // 「何点失う？」「何点回復する？」: life.
    ['points lost', '相手に《ショック》を撃った。相手は何点失う?', ['{"kind":"cast","spell":"《ショック》","caster":"A","targets":["B"]}', 'ask {"kind":"life","side":"B"}']],
    ['points lost, polite', '相手が私に《稲妻》を撃ちました。私は何点失いますか?', ['{"kind":"cast","spell":"《稲妻》","caster":"B","targets":["A"]}', 'ask {"kind":"life","side":"A"}']],
    ['points lost after combat', '私の3/3がブロックされなかった。相手は何点失うの?', ['{"kind":"attack","attackers":["私の3/3"],"target":null}', 'ask {"kind":"life","side":"B"}']],
  ]);

  it.each([
    ['my life from 20', '絆魂持ちの4/4がブロックされずに通った。自分のライフは20からいくつになる?', { A: 20 }],
    ['their life from 10', '相手に《稲妻》を撃った。相手のライフは10からいくつになる?', { B: 10 }],
    ['my life from 7, casual', '相手の3/3がブロックされずに通った。私のライフ7からいくつになるの?', { A: 7 }],
  ])('THEN a starting life said in the question, %s: %s', async (_what, q, life) => {
    const u = await understand(q, { cards: TEST_CARDS });
    if (!u.ok) throw new Error(`not understood: ${JSON.stringify(u)}`);
    expect(u.ir.life).toEqual(life);
    expect(u.ir.asks.map((a) => a.kind)).toEqual(['life']);
  });

  it('THEN a starting life said twice, differently, is not read', async () => {
    const u = await understand('相手のライフは15。相手に《稲妻》を撃った。相手のライフは10からいくつになる?', { cards: TEST_CARDS });
    expect(u.ok).toBe(false);
  });
});

describe('GIVEN 「Xは誰の墓地に行く？」', () => {
  irRows([
    ['whose graveyard, 誰の', '相手の《灰色熊》に《稲妻》を撃った。熊は誰の墓地に行く?', ['{"kind":"cast","spell":"《稲妻》","caster":"A","targets":["相手の《灰色熊》"]}', 'ask {"kind":"zone","id":"相手の《灰色熊》"}']],
    ['whose graveyard, どっちの', '私の3/3が相手の《セラの天使》にブロックされた。3/3はどっちの墓地に行くの?', ['{"kind":"attack","attackers":["私の3/3"],"target":null}', '{"kind":"block","blockers":["相手の《セラの天使》"],"attacker":"私の3/3"}', 'ask {"kind":"zone","id":"私の3/3"}']],
    ['whose graveyard, a short name', '相手の《猛り狂うベイロス》に《殺害》を撃った。ベイロスは誰の墓地に行きますか?', ['{"kind":"cast","spell":"《殺害》","caster":"A","targets":["相手の《猛り狂うベイロス》"]}', 'ask {"kind":"zone","id":"相手の《猛り狂うベイロス》"}']],
  ]);
});

describe('GIVEN 「ブロックに参加できる？」', () => {
  irRows([
    ['joins the block, just cast', '相手の3/3が攻撃してきた。このターンに出たばかりの《灰色熊》はブロックに参加できる?', ['{"kind":"attack","attackers":["相手の3/3"],"target":null}', 'ask {"kind":"can-block","blockers":["《灰色熊》"],"attackers":["相手の3/3"]}']],
    ['joins the block, tapped', '相手の4/4が攻撃してきた。私のタップ状態の2/2はブロックに参加できますか?', ['{"kind":"attack","attackers":["相手の4/4"],"target":null}', 'ask {"kind":"can-block","blockers":["私のタップ状態の2/2"],"attackers":["相手の4/4"]}']],
    ['joins the block, a flier', '相手の《セラの天使》が攻撃してきた。私の1/1はブロックに参加できるの?', ['{"kind":"attack","attackers":["相手の《セラの天使》"],"target":null}', 'ask {"kind":"can-block","blockers":["私の1/1"],"attackers":["相手の《セラの天使》"]}']],
  ]);
});
