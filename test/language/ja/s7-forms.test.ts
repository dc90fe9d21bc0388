/**
 * Japanese phenomena of session 7 (issue 12), each with questions of our own (never a question
 * set's wording): a sequence of events written with arrows (「A→B→C」, each step after the one
 * before, as 、 chains them).
 */
import { beforeAll, describe } from 'vitest';
import { japaneseTokenizer } from '../../../src/language/ja/kuromoji.ts';
import { irRows } from './support.ts';

beforeAll(async () => {
  await japaneseTokenizer();
}, 180_000);

describe('GIVEN a Japanese phenomenon of session 7', () => {
  irRows([
    // 「A→B→C」: arrows chain the tellings as 、 does — a bare spell after who casts it is cast, a 〜する noun told.
    ['arrows: a spell, then one in response', '相手が私の3/3に《稲妻》→対応して私が3/3に《巨大化》。3/3は生き残る？', ['{"kind":"cast","spell":"《稲妻》","caster":"B","targets":["私の3/3"]}', '{"kind":"cast","spell":"《巨大化》","caster":"A","targets":["私の3/3"]}', 'ask {"kind":"dies","id":"私の3/3","positive":false}']],
    ['arrows: two players, a double arrow', '私が相手の1/1に《ショック》⇒相手が1/1に《巨大化》。1/1は死ぬ？', ['{"kind":"cast","spell":"《ショック》","caster":"A","targets":["相手の1/1"]}', '{"kind":"cast","spell":"《巨大化》","caster":"B","targets":["相手の1/1"]}', 'ask {"kind":"dies","id":"相手の1/1","positive":true}']],
    ['arrows: an attack told as a noun, then a block', '私の5/5が攻撃→相手の2/2でブロック。2/2は死ぬ？', ['{"kind":"attack","attackers":["私の5/5"],"target":null}', '{"kind":"block","blockers":["相手の2/2"],"attacker":"私の5/5"}', 'ask {"kind":"dies","id":"相手の2/2","positive":true}']],
  ]);
});
