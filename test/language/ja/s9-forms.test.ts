/**
 * Japanese phenomena of session 9 (issue 12), each with questions of our own (never a question set's
 * wording): flash said with で apart from the verb (「瞬速で《X》を出した」, 702.8a), the battlefield said as
 * where a spell is put (「場に出した」: not a target, 608.3), a declaration of attackers or blockers used as a
 * point in time (「攻撃クリーチャーを指定した後」: inside combat, 508; 「ブロック宣言のあとに」: after blocks,
 * 509), a block asked after blockers were declared (refused, never answered as if blocks were still open),
 * damage asked of nobody when the story's spells aim at one creature (「ダメージは通る？」: that creature's), and
 * 「相打ちになる？」 (do the two both die, as 「両方死ぬ？」 asks).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { japaneseTokenizer } from '../../../src/language/ja/kuromoji.ts';
import { understand } from '../../../src/language/index.ts';
import { TEST_CARDS, irRows } from './support.ts';

beforeAll(async () => {
  await japaneseTokenizer();
}, 180_000);

const THEIR_COMBAT = '{"kind":"moment","moment":{"turn":"B","step":"combat","next":false}}';

describe('GIVEN flash said with で before the spell and its verb', () => {
  irRows([
    ['a P/T flashed in to block', '相手の4/4が攻撃してきたので、瞬速で3/3を出した。その3/3でブロックできる?', ['{"kind":"attack","attackers":["相手の4/4"],"target":null}', '{"kind":"cast","spell":"3/3","caster":"A","targets":[]}', 'ask {"kind":"can-block","blockers":["3/3"],"attackers":["相手の4/4"]}']],
    ['a named card, 唱えた', '瞬速で《灰色熊》を唱えた。次の自分のターンに熊で攻撃できますか?', ['{"kind":"cast","spell":"《灰色熊》","caster":"A","targets":[]}', 'ask {"kind":"can-attack","id":"《灰色熊》","at":{"turn":"A","step":null,"next":true}}']],
    ['in their end step, put onto the battlefield (場に)', '相手の終了ステップに、瞬速で1/1を場に出した。自分のターンにその1/1で攻撃できる?', ['{"kind":"moment","moment":{"turn":"B","step":"end","next":false}}', '{"kind":"cast","spell":"1/1","caster":"A","targets":[]}', 'ask {"kind":"can-attack","id":"1/1","at":{"turn":"A","step":null,"next":false}}']],
    ['my side of the battlefield is where it goes, not a target', '自分の場に《灰色熊》を出した。熊で攻撃できる?', ['{"kind":"cast","spell":"《灰色熊》","caster":"A","targets":[]}', 'ask {"kind":"can-attack","id":"《灰色熊》"}']],
  ]);

  it('THEN a creature flashed in without a name has flash (702.8a)', async () => {
    const u = await understand('瞬速で5/5を出しました。ブロックできますか?', { cards: TEST_CARDS });
    if (!u.ok) throw new Error(JSON.stringify(u));
    expect(u.ir.objects.find((o) => o.words === '5/5')?.keywords.map((k) => k.keyword)).toEqual(['flash']);
  });
});

describe('GIVEN a declaration of attackers or blockers as a point in time', () => {
  irRows([
    // The player who declared is whose combat it is, never the caster of what comes next.
    ['after the opponent declared attackers, a verb', '相手が攻撃クリーチャーを指定したあと、瞬速で2/2を出しました。ブロックできますか?', [THEIR_COMBAT, '{"kind":"cast","spell":"2/2","caster":"A","targets":[]}', 'ask {"kind":"can-block","blockers":["2/2"],"attackers":[]}']],
    ['after their attack declaration, a noun', '対戦相手のアタック宣言後に瞬速で4/4を唱えた。4/4でブロックできる?', [THEIR_COMBAT, '{"kind":"cast","spell":"4/4","caster":"A","targets":[]}', 'ask {"kind":"can-block","blockers":["4/4"],"attackers":[]}']],
    ['after the blockers were declared, told in order', '私の3/3が攻撃した。ブロック宣言のあとに《巨大化》を3/3に撃った。相手は何点受ける?', ['{"kind":"attack","attackers":["私の3/3"],"target":null}', '{"kind":"cast","spell":"《巨大化》","caster":"A","targets":["私の3/3"]}', 'ask {"kind":"damage-taken","side":"B"}']],
  ]);

  it.each([
    ['ブロック・クリーチャー指定後に瞬速で2/2を出した。2/2でブロックできる?'],
    ['相手の5/5が攻撃してきた。ブロック後に瞬速で《セラの天使》を出したら、天使でブロックできる?'],
    ['相手の3/3が攻撃してきた。ブロッカーを指定した後で瞬速で1/1を唱えました。1/1はブロックに参加できますか?'],
  ])('THEN a block asked after blockers were declared is refused (509.1): %s', async (q) => {
    const u = await understand(q, { cards: TEST_CARDS });
    expect(u.ok).toBe(false);
    if (u.ok) return;
    expect(u.problems.map((p) => p.detail)).toContain('blockers-declared');
  });
});

describe('GIVEN damage asked of nobody, one creature aimed at and no combat', () => {
  irRows([
    ['does it go through, a pump in response', '相手の2/2に《ショック》を撃ったら、対応して《巨大化》された。ダメージは通る?', ['{"kind":"cast","spell":"《ショック》","caster":"A","targets":["相手の2/2"]}', '{"kind":"cast","spell":"巨大化","caster":"B","targets":["相手の2/2"],"eitherTarget":{"text":"《巨大化》された","ids":["c2","c1"],"words":["相手の2/2","《ショック》"],"onStack":"c1"}}', 'ask {"kind":"dealt-damage","id":"相手の2/2"}']],
    ['how much goes in', '相手の4/4に《稲妻》を撃った。ダメージは何点入る?', ['{"kind":"cast","spell":"《稲妻》","caster":"A","targets":["相手の4/4"]}', 'ask {"kind":"dealt-damage","id":"相手の4/4","howMuch":true}']],
    ['countered, casual, は dropped', '私の3/3に相手が《ショック》を撃ってきた。対応して《対抗呪文》で打ち消した。ダメージ入る?', ['{"kind":"cast","spell":"《ショック》","caster":"B","targets":["私の3/3"]}', '{"kind":"cast","spell":"《対抗呪文》","caster":"A","targets":[]}', 'ask {"kind":"dealt-damage","id":"私の3/3"}']],
  ]);
});

describe('GIVEN 「相打ちになる？」 after a block', () => {
  irRows([
    ['これって, first strike against deathtouch', '接死持ちの2/2で殴ったら、相手が先制攻撃持ちの3/3でブロックしてきた。これって相打ちになる?', ['{"kind":"attack","attackers":["接死持ちの2/2"],"target":null}', '{"kind":"block","blockers":["先制攻撃持ちの3/3"],"attacker":"接死持ちの2/2"}', 'ask {"kind":"dies","id":"接死持ちの2/2","positive":true}', 'ask {"kind":"dies","id":"先制攻撃持ちの3/3","positive":true}']],
    ['no subject, polite', '私の4/4で攻撃して、相手の2/2がブロックした。相打ちになりますか?', ['{"kind":"attack","attackers":["私の4/4"],"target":null}', '{"kind":"block","blockers":["相手の2/2"],"attacker":"私の4/4"}', 'ask {"kind":"dies","id":"私の4/4","positive":true}', 'ask {"kind":"dies","id":"相手の2/2","positive":true}']],
    ['相討ちする, their attacker', '相手の5/5が私の5/5にブロックされた。それって相討ちする?', ['{"kind":"attack","attackers":["相手の5/5"],"target":null}', '{"kind":"block","blockers":["私の5/5"],"attacker":"相手の5/5"}', 'ask {"kind":"dies","id":"相手の5/5","positive":true}', 'ask {"kind":"dies","id":"私の5/5","positive":true}']],
  ]);

  it('THEN the two are asked as one yes/no (yes only when both die)', async () => {
    const u = await understand('私の3/3が相手の2/2にブロックされた。相打ちになる?', { cards: TEST_CARDS });
    if (!u.ok) throw new Error(JSON.stringify(u));
    expect(u.ir.together).toEqual([[0, 1]]);
  });
});
