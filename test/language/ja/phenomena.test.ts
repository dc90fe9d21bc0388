/**
 * Japanese phenomena read into the shared IR (issue 12), each with questions of our own (never a
 * question set's wording): 「ブロックなし」 as a no-block statement, a point of the turn named by combat (戦闘前に, 戦闘後に), damage asked of
 * nobody when one player is aimed at, a yes/no question naming the amount (4点入る？), and 「ダメージは軽減されますか」 as the yes/no the other way round.
 * Each row gives the events and asks the IR must hold (objects by their words).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { japaneseTokenizer } from '../../../src/language/ja/kuromoji.ts';
import { understand } from '../../../src/language/index.ts';
import { TEST_CARDS, chunks, irRows } from './support.ts';

beforeAll(async () => {
  await japaneseTokenizer();
}, 180_000);

const MAIN2 = '{"kind":"moment","moment":{"turn":null,"step":"main2","next":false}}';
const MAIN1 = '{"kind":"moment","moment":{"turn":null,"step":"main1","next":false}}';

const ROWS: [string, string, string[]][] = [
  // 「Xに対応して、Yに《…》を唱えた」: the に-phrase just before 対応して is what is responded to (117.3c), the other one the target.
  ['responding to a spell told only there, my 2/2 the target', '相手の《稲妻》に対応して、自分の2/2に《巨大化》を唱えました。2/2は生き残りますか？', ['{"kind":"cast","spell":"相手の《稲妻》","caster":"B","targets":[],"premise":true}', '{"kind":"cast","spell":"《巨大化》","caster":"A","targets":["自分の2/2"]}', 'ask {"kind":"dies","id":"自分の2/2","positive":false}']],
  ['responding to a Shock, my 3/3 the target', '相手の《ショック》に対応して、私の3/3に《巨大化》を唱えた。3/3は死ぬ？', ['{"kind":"cast","spell":"相手の《ショック》","caster":"B","targets":[],"premise":true}', '{"kind":"cast","spell":"《巨大化》","caster":"A","targets":["私の3/3"]}', 'ask {"kind":"dies","id":"私の3/3","positive":true}']],
  ['responding, 対戦相手 and a 1/1', '対戦相手の《稲妻》に対応して、自分の1/1に《巨大化》を唱えた。1/1は生き残る？', ['{"kind":"cast","spell":"対戦相手の《稲妻》","caster":"B","targets":[],"premise":true}', '{"kind":"cast","spell":"《巨大化》","caster":"A","targets":["自分の1/1"]}', 'ask {"kind":"dies","id":"自分の1/1","positive":false}']],
  // 戦闘後に / 戦闘前に: the postcombat / precombat main phase (505.1a), so what is cast there comes
  // after (or before) combat damage.
  ['after combat, a spell at the asker', '戦闘後に相手が私に《稲妻》を撃った。私のライフは？', [MAIN2, '{"kind":"cast","spell":"《稲妻》","caster":"B","targets":["A"]}', 'ask {"kind":"life","side":"A"}']],
  ['after an attack, after combat', '私の4/4が攻撃し、ブロックされなかった。戦闘後に《ショック》を相手に撃った。相手のライフはいくつ？', ['{"kind":"attack","attackers":["私の4/4"],"target":null}', MAIN2, '{"kind":"cast","spell":"《ショック》","caster":"A","targets":["B"]}', 'ask {"kind":"life","side":"B"}']],
  ['before combat, then an attack', '戦闘前に《巨大化》を自分の2/2に唱えてから攻撃した。相手は何点受ける？', [MAIN1, '{"kind":"cast","spell":"《巨大化》","caster":"A","targets":["自分の2/2"]}', '{"kind":"attack","attackers":["自分の2/2"],"target":null}', 'ask {"kind":"damage-taken","side":"B"}']],
  // 「ブロックなし」 ends its clause as a 〜する noun would (体言止め), or with a copula; said of the defending player too.
  ['no block, after the attack', '4/4で攻撃、ブロックなし。相手のライフは？', ['{"kind":"attack","attackers":["4/4"],"target":null}', 'ask {"kind":"life","side":"B"}']],
  ['no block, the opponent attacking', '相手の5/5飛行が攻撃してきた。ブロックなし。私のライフはいくつ？', ['{"kind":"attack","attackers":["相手の5/5飛行"],"target":null}', 'ask {"kind":"life","side":"A"}']],
  ['the defending player blocked nothing', '私の3/3が攻撃した。相手はブロックなしだった。相手のライフは？', ['{"kind":"attack","attackers":["私の3/3"],"target":null}', 'ask {"kind":"life","side":"B"}']],
  // A yes/no question naming the amount: the amount asked, with the number to compare.
  ['does this much get through', '5/5で攻撃、ブロックなし。4点入る？', ['{"kind":"attack","attackers":["5/5"],"target":null}', 'ask {"kind":"damage-taken","side":null,"yesNo":true,"amount":4}']],
  ['does the player take this much', '私の3/3が攻撃し、ブロックされなかった。相手は3点受ける？', ['{"kind":"attack","attackers":["私の3/3"],"target":null}', 'ask {"kind":"damage-taken","side":"B","yesNo":true,"amount":3}']],
  ['does a life total end at this number', '相手のライフは10。私の2/2が攻撃し、ブロックされなかった。相手のライフは8になる？', ['{"kind":"attack","attackers":["私の2/2"],"target":null}', 'ask {"kind":"life","side":"B","is":8}']],
  // Damage asked of nobody with no combat: the one player a spell is aimed at, not "the defending player".
  ['is the damage prevented (of the one player aimed at)', '相手が《稲妻》を私に撃った。そのダメージは軽減されますか？', ['{"kind":"cast","spell":"《稲妻》","caster":"B","targets":["A"]}', 'ask {"kind":"damage-taken","side":"A","yesNo":true,"prevented":true}']],
  ['does the damage get through', '相手が《ショック》を私に撃った。ダメージは通る？', ['{"kind":"cast","spell":"《ショック》","caster":"B","targets":["A"]}', 'ask {"kind":"damage-taken","side":"A","yesNo":true}']],
  // Descriptions chained with 〜ていて、 before a noun all describe that noun (never a clause of their own).
  ['an equipment and a counter on one creature', '《骨断ちの矛槍》を装備していて、-1/-1カウンターが1個乗っている《灰色熊》のタフネスは？', ['ask {"kind":"pt","id":"《骨断ちの矛槍》を装備していて、-1/-1カウンターが1個乗っている《灰色熊》"}']],
  ['a keyword and counters on one creature', '飛行を持っていて、+1/+1カウンターが2個乗っている2/2のパワーは？', ['ask {"kind":"pt","id":"飛行を持っていて、+1/+1カウンターが2個乗っている2/2"}']],
  ['damage and an aura on one creature', '2点のダメージを負っていて、《怨恨》がついた3/3のタフネスは？', ['ask {"kind":"pt","id":"2点のダメージを負っていて、《怨恨》がついた3/3"}']],
  // An attachment told in the te-form with no host (《怨恨》をつけていて、3/3が…) is the state of the creature the
  // next clause is about, never of the Aura itself.
  ['an aura told before its creature attacks', '《怨恨》をつけていて、4/4が攻撃した。相手は何点受ける？', ['{"kind":"attack","attackers":["《怨恨》をつけていて、4/4"],"target":null}', 'ask {"kind":"damage-taken","side":"B"}']],
  ['an equipment told before my creature blocks', '《巨像の鎚》を装備していて、私の1/1が相手の5/5をブロックした。5/5は死ぬ？', ['{"kind":"attack","attackers":["相手の5/5"],"target":null}', '{"kind":"block","blockers":["《巨像の鎚》を装備していて、私の1/1"],"attacker":"相手の5/5"}', 'ask {"kind":"dies","id":"相手の5/5","positive":true}']],
  ['an aura attached, a named creature', '《怨恨》を付けていて、《灰色熊》が攻撃しました。何点与えますか？', ['{"kind":"attack","attackers":["《怨恨》を付けていて、《灰色熊》"],"target":null}', 'ask {"kind":"damage-taken","side":null}']],
  // Life gained asked with a question word of a player said (相手は何点回復する？): the amount that player
  // gains (119.3) — before, the life total ('how much life do you have?', issue 16 §1). With no player said,
  // still the asker's life total with its change; 回復 alone meaning life; 誰が asks both totals with their changes.
  ['how much life, life the object', '絆魂を持つ2/2が攻撃し、ブロックされなかった。ライフを何点得る？', ['{"kind":"attack","attackers":["絆魂を持つ2/2"],"target":null}', 'ask {"kind":"life","side":"A"}']],
  ['how much is recovered, life unsaid', '私の絆魂を持つ4/4が攻撃した。何点回復しますか？', ['{"kind":"attack","attackers":["私の絆魂を持つ4/4"],"target":null}', 'ask {"kind":"life","side":"A"}']],
  ['how much does the opponent recover', '相手の絆魂を持つ1/1が攻撃してきた。相手は何点回復する？', ['{"kind":"attack","attackers":["相手の絆魂を持つ1/1"],"target":null}', 'ask {"kind":"life-gained","side":"B","howMuch":true}']],
  ['who gains life', '相手の絆魂を持つ3/3が攻撃してきた。誰がライフを得ますか？', ['{"kind":"attack","attackers":["相手の絆魂を持つ3/3"],"target":null}', 'ask {"kind":"life","side":"A"}', 'ask {"kind":"life","side":"B"}']],
  // 対応する as a verb: the spell after で is cast in response; the one after に is on the stack (told only
  // there, the other player's, its targets not assumed).
  ['responded to with a spell, the spell said again', '相手が《稲妻》を私の2/2に撃った。《稲妻》に《巨大化》で対応した。2/2は生き残る？', ['{"kind":"cast","spell":"《稲妻》","caster":"B","targets":["私の2/2"]}', '{"kind":"cast","spell":"《巨大化》","caster":"A","targets":[]}', 'ask {"kind":"dies","id":"私の2/2","positive":false}']],
  ['responded with a spell', '相手が私の3/3に《ショック》を撃った。私は《巨大化》で対応した。3/3は生き残りますか？', ['{"kind":"cast","spell":"《ショック》","caster":"B","targets":["私の3/3"]}', '{"kind":"cast","spell":"《巨大化》","caster":"A","targets":[]}', 'ask {"kind":"dies","id":"私の3/3","positive":false}']],
  ['responded to a spell told only there', '《ショック》に《対抗呪文》で対応しました。《ショック》はどうなりますか？', ['{"kind":"cast","spell":"《ショック》","caster":"B","targets":[],"premise":true}', '{"kind":"cast","spell":"《対抗呪文》","caster":"A","targets":[]}', 'ask {"kind":"zone","id":"《ショック》"}']],
  // A chain of spells told with the verb left unsaid: a bare instant or sorcery ending its clause after who
  // casts it (or what it answers) is cast; after a spell told with に it responds to that spell.
  ['an unsaid cast, then one in response', '相手が私の2/2に《稲妻》、それに対応して私が2/2に《巨大化》。2/2は生き残る？', ['{"kind":"cast","spell":"《稲妻》","caster":"B","targets":["私の2/2"]}', '{"kind":"cast","spell":"《巨大化》","caster":"A","targets":["私の2/2"]}', 'ask {"kind":"dies","id":"私の2/2","positive":false}']],
  ['two unsaid casts by two players', '相手が私の3/3に《ショック》、私が3/3に《巨大化》。3/3は生き残りますか？', ['{"kind":"cast","spell":"《ショック》","caster":"B","targets":["私の3/3"]}', '{"kind":"cast","spell":"《巨大化》","caster":"A","targets":["私の3/3"]}', 'ask {"kind":"dies","id":"私の3/3","positive":false}']],
  ['an unsaid cast answering a spell told with に', '《ショック》に相手が《対抗呪文》。《ショック》はどうなる？', ['{"kind":"cast","spell":"《ショック》","caster":"A","targets":[],"premise":true}', '{"kind":"cast","spell":"《対抗呪文》","caster":"B","targets":[]}', 'ask {"kind":"zone","id":"《ショック》"}']],
  ['an unsaid cast at a player', '相手が私に《稲妻》。私のライフは？', ['{"kind":"cast","spell":"《稲妻》","caster":"B","targets":["A"]}', 'ask {"kind":"life","side":"A"}']],
  // A two-character card name unbracketed (an everyday word too) is the card where it is cast or attached.
  ['an unbracketed two-character spell', '相手が私の3/3に稲妻を撃った。3/3は死ぬ？', ['{"kind":"cast","spell":"稲妻","caster":"B","targets":["私の3/3"]}', 'ask {"kind":"dies","id":"私の3/3","positive":true}']],
  ['an unbracketed two-character removal spell', '相手の4/4に殺害を唱えました。4/4は死にますか？', ['{"kind":"cast","spell":"殺害","caster":"A","targets":["相手の4/4"]}', 'ask {"kind":"dies","id":"相手の4/4","positive":true}']],
  ['an unbracketed two-character aura', '怨恨をつけた1/1が攻撃した。相手は何点受ける？', ['{"kind":"attack","attackers":["怨恨をつけた1/1"],"target":null}', 'ask {"kind":"damage-taken","side":"B"}']],
  // 「ブロック後に」: after blockers are declared, before combat damage — the order the story tells already.
  ['a spell after blocks', '私の3/3が攻撃し、相手の4/4がブロックした。ブロック後に3/3に《巨大化》を唱えた。3/3は生き残る？', ['{"kind":"attack","attackers":["私の3/3"],"target":null}', '{"kind":"block","blockers":["相手の4/4"],"attacker":"私の3/3"}', '{"kind":"cast","spell":"《巨大化》","caster":"A","targets":["私の3/3"]}', 'ask {"kind":"dies","id":"私の3/3","positive":false}']],
  ['a spell after the block, の', '2/2で攻撃して、相手の2/2にブロックされた。ブロックの後に《巨大化》を自分の2/2に撃った。相手の2/2は死ぬ？', ['{"kind":"attack","attackers":["2/2"],"target":null}', '{"kind":"block","blockers":["相手の2/2"],"attacker":"2/2"}', '{"kind":"cast","spell":"《巨大化》","caster":"A","targets":["2/2"]}', 'ask {"kind":"dies","id":"相手の2/2","positive":true}']],
  // 「Xが攻撃してきた。ブロックできますか」: the unspoken object of ブロック is the attacker just told, and
  // the unspoken blocker is the defending player's creature told before (never the attacker blocking).
  ['can I block it, my creature told first', '私の場には2/2がいます。相手の飛行を持つ3/3が攻撃してきた。ブロックできますか？', ['{"kind":"attack","attackers":["相手の飛行を持つ3/3"],"target":null}', 'ask {"kind":"can-block","blockers":["2/2"],"attackers":["相手の飛行を持つ3/3"]}']],
  ['can I block it, a creature I control', '自分は4/4のクリーチャーをコントロールしている。相手の5/5が攻撃してきました。ブロックできる？', ['{"kind":"attack","attackers":["相手の5/5"],"target":null}', 'ask {"kind":"can-block","blockers":["4/4のクリーチャー"],"attackers":["相手の5/5"]}']],
  ['can I block it, a reach creature out', '私は到達を持つ1/3を出している。相手の飛行を持つ2/2が攻撃してきた。ブロックできますか？', ['{"kind":"attack","attackers":["相手の飛行を持つ2/2"],"target":null}', 'ask {"kind":"can-block","blockers":["到達を持つ1/3"],"attackers":["相手の飛行を持つ2/2"]}']],
];

describe('GIVEN Japanese phenomena read into the IR', () => irRows(ROWS));

describe('GIVEN a creature told as put onto the battlefield just now (〜たばかり)', () => {
  // ばかり after a past verb: this turn, so the creature is summoning sick (302.6).
  it.each(['出したばかりの4/4は攻撃できますか？', '唱えたばっかの《灰色熊》で攻撃できる？', '戦場に出たばかりの1/1は攻撃できる？'])('THEN %s asks of a creature that came this turn (sick or cast now)', async (q) => {
    const u = await understand(q, { cards: TEST_CARDS });
    if (!u.ok) throw new Error(JSON.stringify(u));
    expect(u.ir.objects.some((o) => o.summoningSick === true || o.cast === true)).toBe(true);
  });
});

describe('GIVEN a two-character card name used as an everyday word', () => {
  it.each(['稲妻が落ちた2/2は死ぬ？', '怨恨がある相手の3/3', '私の殺害予告'])('THEN %s has no card in it', async (q) => {
    const cs = await chunks(q);
    expect(cs.some((c) => c.senses[0]?.kind === 'card')).toBe(false);
  });
});

describe('GIVEN a question whether something can be done before or after combat', () => {
  // (It may mean a step inside combat, where a sorcery can't be cast: not guessed.)
  it.each(['相手の戦闘後に《紅蓮地獄》を唱えられますか？', '戦闘前に《ショック》を撃てる？', '戦闘後にクリーチャーで攻撃できますか？'])('THEN %s is not read as a main phase', async (q) => {
    const u = await understand(q, { cards: TEST_CARDS });
    expect(u.ok).toBe(false);
  });
});

describe('GIVEN stories that cannot be read as told', () => {
  it.each([
    // (A question whether it is a size — "Is it a 6/6?" — is asked as such, never read as its size:
    // answered yes or no, test/acceptance/tables/ask-questions.ts.)
    // (A block told, then no block: a contradiction.)
    '私の2/2が攻撃し、相手の1/1がブロックした。相手はブロックなしだった。相手のライフは？',
    '私が《稲妻》を相手に撃ち、相手が《ショック》を私に撃った。ダメージは通る？',
    '相手が《稲妻》を私に撃ち、私が《ショック》を相手に撃った。何点のダメージを受ける？',
    '《紅蓮地獄》を唱えた。何点ダメージを受けますか？',
    // 「ブロックできますか」 after an attack with no creature of the defending player told: whether a block is
    // legal depends on the blocker too (509.1a), so never read as the attacker blocking something invented.
    // (Unless no creature at all can block it — protection from creatures, 702.16f: answered, test/questions/jp26-forms.)
    // Responding with nothing told on the stack: what it responds to isn't known.
    '《巨大化》で対応した。2/2は生き残る？',
    '相手の4/4が攻撃してきた。ブロックできる？',
    '飛行を持つ相手の2/2が攻撃してきました。ブロックできますか？',
    // An attachment with no host told before the other player's creature: it may be the asker's creature's.
    '《巨像の鎚》を装備していて、相手の2/2がブロックした。2/2は死にますか？',
    // A bare spell after a topic (は) lists what a player has, never a cast.
    '相手は《紅蓮地獄》、私は《稲妻》を持っている。私の2/2は死ぬ？',
    // A time of a keyword's damage is the first-strike damage step (510.4), never read as after all damage.
    '先制攻撃を持つ1/1が3/3にブロックされた。先制攻撃のダメージの後で1/1は死にますか？',
    '二段攻撃を持つ2/2が4/4にブロックされた。二段攻撃の1回目のダメージの後、4/4は生きている？',
    '先制攻撃を持つ2/2が1/1にブロックされた。先制攻撃ダメージ後に1/1は死ぬ？',
  ])('THEN %s is not guessed', async (q) => {
    const u = await understand(q, { cards: TEST_CARDS });
    expect(u.ok).toBe(false);
  });
});

describe('GIVEN a Latin-letter word no lexicon reads in a Japanese question', () => {
  // Game vocabulary in English letters (an acronym, a card or keyword in English) is never passed over.
  it.each([
    ['トランプルを持つ6/6が3/5にブロックされた zqxjv', 'zqxjv'],
    ['私の3/3はLTBで何か起きる？相手の《稲妻》で死んだ。', 'LTB'],
    ['相手がflickerした2/2は戻ってくる？', 'flicker'],
  ])('THEN %s is refused naming the word', async (q, word) => {
    const u = await understand(q, { cards: TEST_CARDS });
    expect(u.ok).toBe(false);
    expect(JSON.stringify(u)).toContain(word);
  });
  it('THEN laughter (www) is passed over', async () => {
    const u = await understand('トランプルを持つ6/6が3/5にブロックされた。何点通る？www', { cards: TEST_CARDS });
    expect(u.ok).toBe(true);
  });
});
