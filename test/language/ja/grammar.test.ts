/**
 * Japanese clauses (src/language/ja/grammar.ts, valency.ts): particles and voice fill the same
 * clause roles the English grammar fills for the same meaning — が/は the subject (or, passive, the
 * patient), を the object, に the agent of a passive ('by') or a target ('to', 'on'), で an
 * instrument ('with'); te-form chains share their subject; 〜たら/〜場合 are conditions; a verb
 * before a noun is an event about it; unsaid subjects are the asker (for what a player does) or
 * "it" (in a question). Each row is a question and the clauses it must read as, in order.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { japaneseTokenizer } from '../../../src/language/ja/kuromoji.ts';
import { clause, sentences } from './support.ts';

beforeAll(async () => {
  await japaneseTokenizer();
}, 180_000);

const ROWS: [string, string[]][] = [
  ['トランプルを持つ6/6が3/5にブロックされた。どうなりますか？', ['block.passive S=obj(6/6 kw=trample) by=obj(3/5)', 'happen.asks wh=what']],
  // te-form chain; the asker attacks (unsaid); ブロックされた with nothing said is the attacker's; 両方 is the object of 倒せる.
  ['5/5で殴って3/3二体にブロックされた。両方倒せる?', ['attack S=player(me) with=obj(5/5)', 'block.passive by=obj(3/3 x2)', 'kill.can.asks S=player(me) O=it(both)']],
  // 対象に marks what the spell targets; 対応して: in response, by the asker (not the opponent of the clause before).
  [
    '相手が私の《灰色熊》を対象に《殺害》を唱えたので、対応して《巨大化》を唱えました。《灰色熊》は生き残りますか？',
    ['[since] cast S=player(opponent) O=obj(Murder) targeting=obj(Grizzly Bears owner=me)', 'cast S=player(me) O=obj(Giant Growth) t=in-response', 'survive.asks S=obj(Grizzly Bears)'],
  ],
  // A relative clause is an event about the noun after it (damage dealt to it by a spell: that spell cast at it), then the main clause.
  [
    '戦闘前に《ショック》で2点与えた相手の3/3が、私の1/1をブロックしてきた。3/3は死ぬ?',
    ['cast O=obj(Shock) on=obj(3/3 owner=opponent) for=amt(2 damage) t=precombat', 'block S=obj(3/3 owner=opponent) O=obj(1/1 owner=me)', 'die.asks S=obj(3/3)'],
  ],
  // 〜んだら (死ぬ, 飛ぶ, 読む: the past is voiced) is a condition; a condition with no subject in a question tells of "it".
  ['2/2が死んだら、3/3は生き残りますか？', ['[if] die S=obj(2/2)', 'survive.asks S=obj(3/3)']],
  ['3/3に+1/+1カウンターを置いた後、《ショック》で死んだら戻りますか？', ['[after] get S=obj(3/3) O=amt(1 +1/+1)', '[if] die S=it(it) with=obj(Shock)', 'come-back.asks S=it(it)']],
  // A sentence mark the tokeniser joined to a bracket (「?(」) still ends the sentence.
  ['3/3は死にますか?(2/2にブロックされました)', ['block.passive S=obj(3/3) by=obj(2/2)', 'die.asks S=obj(3/3)']],
  // Question first, explanation after: the explanation is read first and what it leaves unsaid is the question's topic.
  ['6/6って死ぬ?接死持ちの1/1にブロックされたんだけど。', ['[although] block.passive S=obj(6/6) by=obj(1/1 kw=deathtouch)', 'die.asks S=obj(6/6)']],
  // Counters put on a creature: "it gets them"; それ asks about it.
  ['+1/+1カウンターが3個乗った2/2に-1/-1カウンターを2個置く。それは死亡しますか？', ['get S=obj(2/2 counters=3x+1/+1) O=amt(2 -1/-1)', 'die.asks S=it(it)']],
  // ブロックできない told of a card is the ability it has; the topic is what is asked about next.
  ['《臆病な巨人》はブロックできないけど、攻撃はできるんですか?', ['[although] have S=obj(臆病な巨人) kw=can\'t block', 'attack.can.asks S=obj(臆病な巨人)']],
  ['《黒騎士》を《白騎士》でブロックできますか?', ['block.can.asks S=player(me) O=obj(黒騎士) with=obj(白騎士)']],
  // 〜たら: a condition; 何点: how much; life gained with no owner said is the asker's.
  ['絆魂持ちの4/4が2/2にブロックされたら、ライフは何点回復する?2点?4点?', ['[if] block.passive S=obj(4/4 kw=lifelink) by=obj(2/2)', 'gain.asks S=prop(life of player(me)) wh=how-much']],
  // 「私のライフは15です」 is "I'm at 15 life"; a question with no verb asks about what it names.
  ['私のライフは15です。相手のライフは？', ['be S=player(me) at=amt(15 life)', 'no-verb S=prop(life of player(opponent))']],
  // A chained clause with the same verb shares the target it leaves unsaid.
  ['3/3に2点のダメージを与え、さらに1点のダメージを与える。3/3は死亡しますか', ['deal O=amt(2 damage) to=obj(3/3)', 'deal O=amt(1 damage) to=obj(3/3) t=also', 'die.asks S=obj(3/3)']],
  // Yの対象にする: targeted with Y.
  ['呪禁を持つ自分のクリーチャーを、自分の呪文の対象にできますか？', ['target.can.asks S=player(me) O=obj(creature owner=me kw=hexproof) with=obj(spell owner=me)']],
  // 〜がなければ: the keyword is absent; a negated question keeps its negation.
  [
    '二段攻撃を持つ3/3が2/2にブロックされた場合、トランプルがなければ防御プレイヤーにはダメージは入らないですよね?',
    ['[if] block.passive S=obj(3/3 kw=double strike) by=obj(2/2)', '[if] no-verb lacks=trample', 'go-through.not.asks S=prop(damage) to=player(defending)'],
  ],
  // An Equipment said to be on a creature, and a P/T question with no verb.
  ['《巨像の鎚》を装備した《灰色熊》のP/Tは？', ['no-verb S=prop(pt of obj(Grizzly Bears with=obj(Colossus Hammer)))']],
  // ブロックされないクリーチャー: a creature that can't be blocked, not an event.
  ['ブロックされないクリーチャーを2/2でブロックできますか？', ['block.can.asks S=player(me) O=obj(creature kw=can\'t be blocked) with=obj(2/2)']],
  // A life total and a poison count as facts about a player.
  ['相手の毒カウンターが9個のとき、3/3で攻撃した。', ['[when] have S=player(opponent) O=amt(9 poison)', 'attack S=player(me) with=obj(3/3)']],
];

describe('GIVEN Japanese questions', () => {
  it.each(ROWS)('THEN %s reads as its clauses', async (q, want) => {
    const s = await sentences(q);
    expect(s.flatMap((x) => x.clauses.map(clause))).toEqual(want);
  });

  it('THEN a clause is quoted back as the user wrote it, without its punctuation', async () => {
    const s = await sentences('5/5で攻撃し、ブロックされなかった。');
    expect(s[0]!.clauses.map((c) => c.text)).toEqual(['5/5で攻撃し', 'ブロックされなかった']);
  });
});
