/**
 * Japanese phenomena of session 8 (issue 12), each with questions of our own (never a question set's
 * wording): a count after a list (「AとBが2体」: its last item), items each with its own count
 * (「Aが2体とBが1体」), a list continued with 「、それと」, two places told with one verb (「自分の場にX、
 * 相手の場にYがいる」), and 「それぞれどうなる」 (the whole outcome).
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
