/**
 * Japanese verb forms and sentence tags read through kuromoji's parts of speech (issue 12), with
 * questions of our own: 〜ていい (permission, "may I") as a question of what may be done, tags
 * after it (〜んだよね, 〜ですよね), and 倒せる / 破壊できる with no victim named right after a spell
 * told cast at one creature (does that creature die; the negative keeps its polarity).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { japaneseTokenizer } from '../../../src/language/ja/kuromoji.ts';
import { understand } from '../../../src/language/index.ts';
import { TEST_CARDS, irRows } from './support.ts';

beforeAll(async () => {
  await japaneseTokenizer();
}, 180_000);

describe('GIVEN a Japanese verb form or tag', () => {
  irRows([
    // 〜ていい: "may I" (the adjective いい after the te-form), with the tags players add after it.
    ['may I block, tagged んだよね', '相手の5/5が攻撃してきた。私の《灰色熊》でブロックしていいんだよね？', ['{"kind":"attack","attackers":["相手の5/5"],"target":null}', 'ask {"kind":"can-block","blockers":["私の《灰色熊》"],"attackers":["相手の5/5"]}']],
    ['may I attack', '私の《セラの天使》で攻撃していい？', ['ask {"kind":"can-attack","id":"私の《セラの天使》"}']],
    ['may I block, 良いですか', '相手の飛行を持つ3/3が攻撃してきた。自分の《セラの天使》でブロックして良いですか？', ['{"kind":"attack","attackers":["相手の飛行を持つ3/3"],"target":null}', 'ask {"kind":"can-block","blockers":["自分の《セラの天使》"],"attackers":["相手の飛行を持つ3/3"]}']],
    // 倒せる (the potential of 倒す) with no victim: the one creature the spell just told was cast at.
    ['can it kill, the spell aimed at one creature', '相手の《セラの天使》に《稲妻》を撃ったら倒せる？', ['{"kind":"cast","spell":"《稲妻》","caster":"A","targets":["相手の《セラの天使》"]}', 'ask {"kind":"dies","id":"相手の《セラの天使》","positive":true,"can":true}']],
    // (破壊できる asks of destruction, 701.8: the ask carries destroyed.)
    ['can it destroy, polite', '相手の《灰色熊》に《殺害》を撃ったら破壊できますか？', ['{"kind":"cast","spell":"《殺害》","caster":"A","targets":["相手の《灰色熊》"]}', 'ask {"kind":"dies","id":"相手の《灰色熊》","positive":true,"can":true,"destroyed":true}']],
    ['cannot kill, tagged よね (polarity kept)', '相手の4/4に《ショック》を撃っても倒せないよね？', ['{"kind":"cast","spell":"《ショック》","caster":"A","targets":["相手の4/4"]}', 'ask {"kind":"dies","id":"相手の4/4","positive":false,"can":true}']],
    // A player's life or poison written as one compound noun, the の left out (相手ライフ, お互いライフ).
    ['each player at 20, no の', 'お互いライフは20です。相手が私に《稲妻》を撃った。私のライフは？', ['{"kind":"cast","spell":"《稲妻》","caster":"B","targets":["A"]}', 'ask {"kind":"life","side":"A"}']],
    ['the opponent at 7, no の', '相手ライフは7。私の《灰色熊》が攻撃し、ブロックされなかった。相手のライフは？', ['{"kind":"attack","attackers":["私の《灰色熊》"],"target":null}', 'ask {"kind":"life","side":"B"}']],
    ['my poison, no の', '自分毒カウンターは8個。相手の感染を持つ2/2が攻撃してきた。ブロックしなかったら負ける？', ['{"kind":"attack","attackers":["相手の感染を持つ2/2"],"target":null}', 'ask {"kind":"loses","side":"A"}']],
    // A game result asked "this turn" (このターンで, このターン中に): read at the story's end, its turn never left.
    ['win this turn, poison', '相手の毒カウンターは7個。私の感染を持つ3/3で攻撃したら、このターンで勝てる？', ['{"kind":"attack","attackers":["私の感染を持つ3/3"],"target":null}', 'ask {"kind":"wins","side":"A"}']],
    ['lose during this turn', '相手のライフは3。私の《灰色熊》が攻撃し、ブロックされなかった。このターン中に相手は負ける？', ['{"kind":"attack","attackers":["私の《灰色熊》"],"target":null}', 'ask {"kind":"loses","side":"B"}']],
    ['damage taken this turn', '相手の4/4が攻撃してきた。ブロックしなかったら、このターンに何点受ける？', ['{"kind":"attack","attackers":["相手の4/4"],"target":null}', 'ask {"kind":"damage-taken","side":null}']],
  ]);

  it.each([
    // After a fight the victim of 倒せる is not clear (either creature, or the player attacked): asked back, never guessed.
    '私の4/4が攻撃して、相手の2/2にブロックされた。倒せる？',
    '相手の3/3が攻撃してきて、私の2/2でブロックした。倒せる？',
    // "This turn" once the story has moved to the next turn is not the story's own turn.
    '相手のライフは3。次のターン、私の《灰色熊》が攻撃し、ブロックされなかった。このターン中に相手は負ける？',
    // No spell told at all.
    '相手の3/3がいる。倒せる？',
  ])('THEN %s is not guessed', async (q) => {
    const u = await understand(q, { cards: TEST_CARDS });
    expect(u.ok).toBe(false);
  });
});

describe('GIVEN a Japanese yes/no question asked in the negative', () => {
  // はい to 「増えない?」 agrees with the negative: the ask carries it (life's `negated`, dies' `positive`).
  irRows([
    ['life does not go up, tagged ですよね', '絆魂を持つ私の3/3が攻撃し、ブロックされなかった。私のライフは増えないですよね？', ['{"kind":"attack","attackers":["絆魂を持つ私の3/3"],"target":null}', 'ask {"kind":"life","side":"A","change":"up","negated":true}']],
    ['life does not go down', '相手の2/2が攻撃してきた。ブロックしなかったら私のライフは減らない？', ['{"kind":"attack","attackers":["相手の2/2"],"target":null}', 'ask {"kind":"life","side":"A","change":"down","negated":true}']],
    ['does not survive', '私の1/1が相手の3/3をブロックした。1/1は生き残らない？', ['{"kind":"attack","attackers":["相手の3/3"],"target":null}', '{"kind":"block","blockers":["私の1/1"],"attacker":"相手の3/3"}', 'ask {"kind":"dies","id":"私の1/1","positive":true}']],
    // (Was refused: poison's yes/no now carries the negation too — issue 11, session 28.)
    ['poison does not go up', '私の感染を持つ2/2が攻撃し、ブロックされなかった。相手の毒カウンターは増えないよね？', ['{"kind":"attack","attackers":["私の感染を持つ2/2"],"target":null}', 'ask {"kind":"poison","side":"B","yesNo":true,"negated":true}']],
  ]);

  // An ask that can't carry the negation would give its yes or no the wrong way round: refused, named.
  it.each([
    ['相手の飛行を持つ2/2が攻撃してきた。私の《灰色熊》はブロックできない？', 'ブロックできない'],
    ['私の4/4が攻撃し、ブロックされなかった。相手は負けない？', '負けない'],
  ])('THEN %s is refused naming the negative', async (q, word) => {
    const u = await understand(q, { cards: TEST_CARDS });
    expect(u.ok).toBe(false);
    expect(JSON.stringify(u)).toContain(word);
  });
});

describe('GIVEN a which-of question about blocking', () => {
  // 「どっちならブロックできる?」: each of the defending player's creatures told is asked alone (509.1b), never
  // only the one last named.
  irRows([
    ['which of two can block, なら', '相手の飛行を持つ3/3が攻撃してきた。私の場には《セラの天使》と《灰色熊》がいる。どっちならブロックできる？', ['{"kind":"attack","attackers":["相手の飛行を持つ3/3"],"target":null}', 'ask {"kind":"can-block","blockers":["《セラの天使》"],"attackers":["相手の飛行を持つ3/3"]}', 'ask {"kind":"can-block","blockers":["《灰色熊》"],"attackers":["相手の飛行を持つ3/3"]}']],
    ['which of three can block, どれが', '相手の《灰色熊》が攻撃してきた。私の場に2/2と《セラの天使》と防衛を持つ0/4がいる。どれがブロックできますか？', ['{"kind":"attack","attackers":["相手の《灰色熊》"],"target":null}', 'ask {"kind":"can-block","blockers":["2/2"],"attackers":["相手の《灰色熊》"]}', 'ask {"kind":"can-block","blockers":["《セラの天使》"],"attackers":["相手の《灰色熊》"]}', 'ask {"kind":"can-block","blockers":["防衛を持つ0/4"],"attackers":["相手の《灰色熊》"]}']],
  ]);

  it.each([
    // A player as the topic (は) and what is there (が) with いる/ある: on that player's side.
    ['こっちは', '相手の飛行を持つ3/3が攻撃してきた。こっちは《セラの天使》と《灰色熊》がいるんだけど、どっちならブロックできる？', ['B', 'A', 'A'], 2],
    ['私は…がいます', '相手の《灰色熊》が攻撃してきた。私は2/2と防衛を持つ0/4がいます。どれがブロックできますか？', ['B', 'A', 'A'], 2],
    ['相手は…がある, told first', '相手は《灰色熊》と3/3がいる。私の4/4が攻撃した。相手はどちらでブロックできる？', ['B', 'B', 'A'], 2],
  ])('THEN the creatures a topic player has (%s) are that player\'s, each asked', async (_, q, controllers, asks) => {
    const u = await understand(q, { cards: TEST_CARDS });
    expect(u.ok).toBe(true);
    if (!u.ok) return;
    expect(u.ir.objects.map((o) => o.controller)).toEqual(controllers);
    expect(u.ir.asks.filter((a) => a.kind === 'can-block')).toHaveLength(asks);
  });

  it('THEN with none of the defending player\'s creatures told it is not guessed', async () => {
    const u = await understand('相手の飛行を持つ3/3が攻撃してきた。どっちならブロックできる？', { cards: TEST_CARDS });
    expect(u.ok).toBe(false);
  });
});
