/**
 * Japanese phenomena of session 7 (issue 12), each with questions of our own (never a question
 * set's wording): a sequence of events written with arrows (「A→B→C」, each step after the one
 * before, as 、 chains them); 焼く (killed with a burn spell) and 割る/壊す (destroyed) as synonyms; the
 * passive of one who suffers an act (「相手に《X》を破壊された」: the opponent destroyed X); a spell told
 * with its owner as the instrument (相手の《稲妻》で) cast by that owner; 並べる and 〜た状態で as what is on the
 * battlefield; a size asked of nothing after a creature spell; 手札に戻る and 誰の／どっちの手札に (a zone as
 * where something goes); 「Xのほうは？」 and 「Xは？」 after どうなる.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { japaneseTokenizer } from '../../../src/language/ja/kuromoji.ts';
import { understand } from '../../../src/language/index.ts';
import { TEST_CARDS, irRows } from './support.ts';

beforeAll(async () => {
  await japaneseTokenizer();
}, 180_000);

describe('GIVEN a Japanese phenomenon of session 7', () => {
  irRows([
    // 「A→B→C」: arrows chain the tellings as 、 does — a bare spell after who casts it is cast, a 〜する noun told.
    ['arrows: a spell, then one in response', '相手が私の3/3に《稲妻》→対応して私が3/3に《巨大化》。3/3は生き残る？', ['{"kind":"cast","spell":"《稲妻》","caster":"B","targets":["私の3/3"]}', '{"kind":"cast","spell":"《巨大化》","caster":"A","targets":["私の3/3"]}', 'ask {"kind":"dies","id":"私の3/3","positive":false}']],
    ['arrows: two players, a double arrow', '私が相手の1/1に《ショック》⇒相手が1/1に《巨大化》。1/1は死ぬ？', ['{"kind":"cast","spell":"《ショック》","caster":"A","targets":["相手の1/1"]}', '{"kind":"cast","spell":"《巨大化》","caster":"B","targets":["相手の1/1"]}', 'ask {"kind":"dies","id":"相手の1/1","positive":true}']],
    ['arrows: an attack told as a noun, then a block', '私の5/5が攻撃→相手の2/2でブロック。2/2は死ぬ？', ['{"kind":"attack","attackers":["私の5/5"],"target":null}', '{"kind":"block","blockers":["相手の2/2"],"attacker":"私の5/5"}', 'ask {"kind":"dies","id":"相手の2/2","positive":true}']],
    // 焼く: killed with a damage spell, read as 倒す (the spell named with で is cast at it).
    // (A spell that burned "my" creature, no caster said, is the opponent's since session 45: frames/zones.ts victimsFoe.)
    ['burned by a spell, passive', '自分の《灰色熊》が《稲妻》で焼かれました。《怨恨》はどうなりますか？', ['{"kind":"cast","spell":"《稲妻》","caster":"B","targets":["自分の《灰色熊》"]}', 'ask {"kind":"zone","id":"《怨恨》"}']],
    ['burned, unbracketed spell', '相手の3/3をショックで焼いた。3/3は死ぬ？', ['{"kind":"cast","spell":"ショック","caster":"A","targets":["相手の3/3"]}', 'ask {"kind":"dies","id":"相手の3/3","positive":true}']],
    ["burned by the opponent's spell: the opponent casts it", '私の2/2が相手の《稲妻》で焼かれたら、2/2は死ぬ？', ['{"kind":"cast","spell":"相手の《稲妻》","caster":"B","targets":["私の2/2"]}', 'ask {"kind":"dies","id":"私の2/2","positive":true}']],
    ["killed by the opponent's spell, 破壊", '相手の《殺害》で私の《セラの天使》が破壊された。《怨恨》はどうなる？', ['{"kind":"cast","spell":"相手の《殺害》","caster":"B","targets":["私の《セラの天使》"]}', 'ask {"kind":"zone","id":"《怨恨》"}']],
    // 割る: destroyed, with a spell (cast at it) or by a player.
    ['割る with a spell', '《殺害》で相手の《猛り狂うベイロス》を割った。ベイロスは死ぬ？', ['{"kind":"cast","spell":"《殺害》","caster":"A","targets":["相手の《猛り狂うベイロス》"]}', 'ask {"kind":"dies","id":"相手の《猛り狂うベイロス》","positive":true}']],
    // 「相手にXを〜された」: the opponent did it to X.
    ['suffered passive, destroyed', '相手に《灰色熊》を破壊された。《怨恨》はどうなる？', ['{"kind":"destroy","ids":["《灰色熊》"]}', 'ask {"kind":"zone","id":"《怨恨》"}']],
    ['suffered passive, 割られた', '相手に《巨像の鎚》を割られた。私の2/2のP/Tは？', ['{"kind":"destroy","ids":["《巨像の鎚》"]}', 'ask {"kind":"pt","id":"私の2/2"}']],
    ['suffered passive, exiled', '相手に私の3/3を追放された。3/3は戻ってくる？', ['{"kind":"exile","ids":["私の3/3"]}', 'ask {"kind":"returns","id":"私の3/3"}']],
    // 並べる: lined up on the battlefield (a state in the perfect, as 出している); a verb of putting out in the past
    // before 状態 (「出した状態で」「並べた状態で」) is that state too, never a cast then.
    ['lined up, the perfect', '《栄光の頌歌》を2枚並べている。《灰色熊》のP/Tは？', ['ask {"kind":"pt","id":"《灰色熊》"}']],
    ['lined up on the opponent\'s side', '相手は《灰色熊》を3体並べてる。《紅蓮地獄》を撃ったら何体死ぬ？', ['{"kind":"cast","spell":"《紅蓮地獄》","caster":"A","targets":[]}', 'ask {"kind":"outcome","about":"dies"}']],
    ['put out, the state in the past', '《栄光の頌歌》を出した状態で《灰色熊》が攻撃した。相手は何点受ける？', ['{"kind":"attack","attackers":["《灰色熊》"],"target":null}', 'ask {"kind":"damage-taken","side":"B"}']],
    ['lined up by the opponent, the state in the past', '相手が《栄光の頌歌》を並べた状態で、相手の2/2のP/Tは？', ['ask {"kind":"pt","id":"相手の2/2"}']],
    // A size asked of nothing after a creature spell cast: that creature (the only one told).
    ['the size of the creature cast', '《セラの天使》を唱えたら、P/Tは？', ['{"kind":"cast","spell":"《セラの天使》","caster":"A","targets":[]}', 'ask {"kind":"pt","id":"《セラの天使》"}']],
    ['the size of the creature the opponent cast', '相手の場に《栄光の頌歌》がある。相手が《灰色熊》を唱えたら何/何になる？', ['{"kind":"cast","spell":"《灰色熊》","caster":"B","targets":[]}', 'ask {"kind":"pt","id":"《灰色熊》"}']],
    ['the power of the creature cast', '《猛り狂うベイロス》を唱えたらパワーはいくつ？', ['{"kind":"cast","spell":"《猛り狂うベイロス》","caster":"A","targets":[]}', 'ask {"kind":"pt","id":"《猛り狂うベイロス》"}']],
    // 手札に戻る: back to a hand (not to the battlefield); 誰の／どっちの手札 asks the same (the owner's, 400.3).
    ['back to the hand', '《灰色熊》を《送還》したら、手札に戻る?', ['{"kind":"cast","spell":"送還","caster":"A","targets":["《灰色熊》"]}', 'ask {"kind":"returns","id":"《灰色熊》","to":"hand"}']],
    ['to whose hand', '《灰色熊》を《雲隠れ》したら、誰の手札に戻る?', ['{"kind":"cast","spell":"雲隠れ","caster":"A","targets":["《灰色熊》"]}', 'ask {"kind":"returns","id":"《灰色熊》","to":"hand"}']],
    ['to which hand, the object unsaid', '相手の《セラの天使》を《送還》したら、どっちの手札に戻るの?', ['{"kind":"cast","spell":"送還","caster":"A","targets":["相手の《セラの天使》"]}', 'ask {"kind":"returns","id":"相手の《セラの天使》","to":"hand"}']],
    // 「Xのほうは？」「Xの方は？」: X itself, asked the same as the question before (after どうなる, where X ends up).
    ['the other one, after where it goes', '《怨恨》をつけた《灰色熊》が死んだ。熊はどこに行く？《怨恨》のほうは？', ['{"kind":"dies","ids":["《怨恨》をつけた《灰色熊》"]}', 'ask {"kind":"zone","id":"《怨恨》をつけた《灰色熊》"}', 'ask {"kind":"zone","id":"《怨恨》"}']],
    ['the other one, after a fate', '私の3/3が相手の2/2にブロックされた。2/2は死ぬ？3/3のほうは？', ['{"kind":"attack","attackers":["私の3/3"],"target":null}', '{"kind":"block","blockers":["相手の2/2"],"attacker":"私の3/3"}', 'ask {"kind":"dies","id":"相手の2/2","positive":true}', 'ask {"kind":"dies","id":"私の3/3","positive":true}']],
    ['and X, after what happens', '《怨恨》をつけた《灰色熊》に《稲妻》を撃った。どうなる？《怨恨》は？', ['{"kind":"cast","spell":"《稲妻》","caster":"A","targets":["《怨恨》をつけた《灰色熊》"]}', 'ask {"kind":"outcome"}', 'ask {"kind":"zone","id":"《怨恨》"}']],
    ['the spell\'s side, 方', '相手の《セラの天使》に《殺害》を撃った。どうなる？《殺害》の方は？', ['{"kind":"cast","spell":"《殺害》","caster":"A","targets":["相手の《セラの天使》"]}', 'ask {"kind":"outcome"}', 'ask {"kind":"zone","id":"《殺害》"}']],
    // Unbracketed card names: a two-character name with its を left out before the verb of casting or attaching it
    // (「怨恨つけた」「稲妻撃った」), a card named already coming back (「…殺害を撃った。殺害は…」), and a legendary name
    // with its 、 (「オレスコスの王、ブリマーズ」); a spell in the passive with no を and no one said is the other player's.
    ['an Aura attached, を left out, then named again', '怨恨つけた3/3が死んだ。怨恨はどこに行く？', ['{"kind":"dies","ids":["怨恨つけた3/3"]}', 'ask {"kind":"zone","id":"怨恨"}']],
    ['an instant cast, を left out', '相手の2/2に稲妻撃った。2/2は死ぬ？', ['{"kind":"cast","spell":"稲妻","caster":"A","targets":["相手の2/2"]}', 'ask {"kind":"dies","id":"相手の2/2","positive":true}']],
    ['a spell cast at mine in the passive, を left out', '私の4/4にショック撃たれた。4/4は生き残る？', ['{"kind":"cast","spell":"ショック","caster":"B","targets":["私の4/4"]}', 'ask {"kind":"dies","id":"私の4/4","positive":false}']],
    ['a short name named again', '相手が私の《セラの天使》に殺害を撃った。殺害はどこに行く？', ['{"kind":"cast","spell":"殺害","caster":"B","targets":["私の《セラの天使》"]}', 'ask {"kind":"zone","id":"殺害"}']],
    ['a bracketed short name named again bare', '《巨大化》を私の2/2に撃った。相手が3/3で2/2をブロックした。巨大化はどうなる？', ['{"kind":"cast","spell":"《巨大化》","caster":"A","targets":["私の2/2"]}', '{"kind":"attack","attackers":["私の2/2"],"target":null}', '{"kind":"block","blockers":["3/3"],"attacker":"私の2/2"}', 'ask {"kind":"zone","id":"《巨大化》"}']],
    ['a legendary name with its comma, attacking', 'オレスコスの王、ブリマーズが攻撃した。相手は何点受ける？', ['{"kind":"attack","attackers":["オレスコスの王、ブリマーズ"],"target":null}', 'ask {"kind":"damage-taken","side":"B"}']],
    ['a legendary name with its comma, a target', '相手の黙示録、シェオルドレッドに殺害を撃った。黙示録、シェオルドレッドは死ぬ？', ['{"kind":"cast","spell":"殺害","caster":"A","targets":["相手の黙示録、シェオルドレッド"]}', 'ask {"kind":"dies","id":"相手の黙示録、シェオルドレッド","positive":true}']],
    ['a legendary name with its comma, blocking', '私の3/3がオレスコスの王、ブリマーズにブロックされた。3/3は死ぬ？', ['{"kind":"attack","attackers":["私の3/3"],"target":null}', '{"kind":"block","blockers":["オレスコスの王、ブリマーズ"],"attacker":"私の3/3"}', 'ask {"kind":"dies","id":"私の3/3","positive":true}']],
  ]);
});

describe('GIVEN a size asked of nothing when a creature spell and another creature are told', () => {
  it('THEN neither is guessed', async () => {
    const u = await understand('私の場に3/3がいる。《灰色熊》を唱えたらP/Tは？', { cards: TEST_CARDS });
    expect(u.ok).toBe(false);
  });
});

describe('GIVEN two card names with a comma between them', () => {
  it('THEN they are never read as one card', async () => {
    const u = await understand('灰色熊、セラの天使で攻撃した。相手は何点受ける？', { cards: TEST_CARDS });
    expect(u.ok && u.ir.objects.some((o) => o.words.includes('灰色熊、セラの天使'))).toBe(false);
  });
});
