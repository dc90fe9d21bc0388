/**
 * Session 13's red team, Japanese (issue 11: never a confident wrong). 〜てきた / 〜てくる (done toward the
 * speaker) was read as the asker's own action when the creature was said as keywords + P/T 「飛行3/3で攻撃してきた」
 * or the verb had no subject, so both creatures were the asker's ("impossible") or the life went the wrong way;
 * 「負ける？」 with nobody said after a story about the opponent's life asked about the asker; 「装備している」
 * 「付けている」 (a state) was read as an equip activated now; 「2回目に死んだ」 (the second time) made a second
 * creature; 「相手の忠誠度4の《X》」 lost 相手の; 「相手が《X》で…を追放した」 had the asker cast X; お互いに was read
 * as the asker; 「相手は1体でブロックできる？」 took the asker's attacker as the blocker; 自分の in a clause whose
 * subject (the opponent) was carried over was the asker's. Rows are our own variations: casual and polite,
 * other cards and numbers, both outcomes.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { answerQuestion } from '../../src/questions/index.ts';
import type { QuestionDeps } from '../../src/questions/index.ts';
import { understand } from '../../src/language/index.ts';
import { realCardDeps } from '../cards/compile-helpers.ts';
import { answeredRight, refusedAs } from '../support/ask-rows.ts';

const JA: Record<string, string> = {
  'Giant Spider': '大蜘蛛',
  'Serra Angel': 'セラの天使',
  'Grizzly Bears': '灰色熊',
  'Lightning Bolt': '稲妻',
  Shock: 'ショック',
  'Lava Axe': '溶岩の斧',
  'Loxodon Warhammer': 'ロクソドンの戦槌',
  Bonesplitter: '骨断ちの矛槍',
  Rancor: '怨恨',
  'Reclamation Sage': '再利用の賢者',
  'Young Wolf': '若き狼',
  'Kitchen Finks': '台所の嫌がらせ屋',
  'Chandra, Torch of Defiance': '反逆の先導者、チャンドラ',
  'Liliana of the Veil': 'ヴェールのリリアナ',
  'Swords to Plowshares': '剣を鍬に',
  'Grasp of Darkness': '冥府の掌握',
  'Glorious Anthem': '栄光の頌歌',
  'Goblin War Drums': 'ゴブリン・ウォー・ドラム',
  'Giant Growth': '巨大化',
  'Boggart Ram-Gang': 'ボガートの突撃隊',
  'Vapor Snag': '蒸気の絡みつき',
};

describe('GIVEN real cards WHEN a Japanese question tells who acts, whose it is, or a state', () => {
  let deps: QuestionDeps = {};
  beforeAll(async () => {
    deps = await realCardDeps(JA);
  }, 120_000);

  /** 〜てきた: the other player attacked or blocked — whatever shape the creature is said in (508.1, 509.1). */
  const TOWARD: [string, string, 'yes' | 'no' | null][] = [
    // 702.15b lifelink: the opponent's attacker gains them life; I take the damage.
    ['絆魂4/4で攻撃してきた。ブロックしなかった。相手のライフは？', '対戦相手のライフは24', null],
    ['相手のライフは1。絆魂3/3で攻撃してきて、ブロックしなかった。相手のライフは？', '対戦相手のライフは4', null],
    ['絆魂2/2で攻撃してきました。ブロックしませんでした。私のライフはいくつになりますか？', 'あなたのライフは18', null],
    // 702.19b trample over my blocker; 702.4b double strike unblocked.
    ['トランプル6/6で攻撃してきたので3/3でブロックした。私は何点受ける？', 'あなたは3点', null],
    ['二段攻撃3/3で攻撃してきて、ブロックしなかった。何点受ける？', 'あなたは6点', null],
    // 702.2b deathtouch blocker of theirs; 702.7b first strike attacker of theirs; reach blocker of mine.
    ['私の4/4を接死1/1でブロックしてきた。4/4は死ぬ？', 'はい', 'yes'],
    ['先制攻撃2/2で攻撃してきましたので、2/2でブロックしました。何が死にますか？', '死亡：あなたの2/2', null],
    ['飛行3/3で攻撃してきた。《大蜘蛛》でブロックした。何が死ぬ？', '負っているダメージ', null],
    ['《セラの天使》で攻撃してきた。《大蜘蛛》でブロックした。何が死ぬ？', '負っているダメージ', null],
  ];
  it.each(TOWARD)('%s → says %s', (q, says, verdict) => answeredRight(() => deps)(q, says, verdict), 60_000);

  /** 「負ける？」 with nobody said: the player whose life the story told (704.5a). */
  const LOSES: [string, string, 'yes' | 'no' | null][] = [
    ['相手のライフは3。《稲妻》を相手に撃った。負ける？', 'はい。対戦相手はゲームに敗北します', 'yes'],
    ['相手のライフは5。《溶岩の斧》を相手に撃った。負けますか？', 'はい。対戦相手はゲームに敗北します', 'yes'],
    ['相手のライフは4。《ショック》を相手に撃った。負ける？', 'いいえ。対戦相手はゲームに敗北しません', 'no'],
    ['相手のライフは3。3/3で攻撃、ブロックされなかった。負けますか？', 'はい。対戦相手はゲームに敗北します', 'yes'],
    ['私のライフは2。相手の2/2が攻撃してきて、ブロックしなかった。負ける？', 'はい。あなたはゲームに敗北します', 'yes'],
  ];
  it.each(LOSES)('%s → says %s', (q, says, verdict) => answeredRight(() => deps)(q, says, verdict), 60_000);

  /** 〜ている: the Equipment or Aura is already attached (a state of the board), never equipped now (702.6a, 602.5d). */
  const STATES: [string, string, 'yes' | 'no' | null][] = [
    ['相手のターンに、私は《灰色熊》に《骨断ちの矛槍》を付けている。相手の2/2を熊でブロックした。何が死ぬ？', '死亡：あなたの《灰色熊》、対戦相手の2/2', null],
    ['相手のターンに、私は《ロクソドンの戦槌》を《灰色熊》に装備しています。熊のサイズは？', '5/2', null],
    ['《灰色熊》に《怨恨》を付けてる。熊のパワーは？', '4/2', null],
  ];
  it.each(STATES)('%s → says %s', (q, says, verdict) => answeredRight(() => deps)(q, says, verdict), 60_000);

  /** Whose it is and who casts: 相手の before a loyalty said (306.5b), the subject casting the card it acts with (601.2). */
  const OWNERS: [string, string, 'yes' | 'no' | null][] = [
    ['相手の忠誠度4の《反逆の先導者、チャンドラ》に《稲妻》を撃った。生き残る？', 'はい。対戦相手の《反逆の先導者、チャンドラ》は戦場に残ります', 'yes'],
    ['相手の忠誠度3の《ヴェールのリリアナ》に《稲妻》を撃ちました。リリアナは死にますか？', 'はい。対戦相手の《ヴェールのリリアナ》', 'yes'],
    // 509.1b menace from the War Drums: the opponent can't block my attacker with one creature.
    ['《ゴブリン・ウォー・ドラム》をコントロールしている。《灰色熊》で攻撃。相手は1体でブロックできる？', 'いいえ', 'no'],
    ['《ゴブリン・ウォー・ドラム》をコントロールしています。《セラの天使》で攻撃しました。相手はクリーチャー1体でブロックできますか？', 'いいえ', 'no'],
  ];
  it.each(OWNERS)('%s → says %s', (q, says, verdict) => answeredRight(() => deps)(q, says, verdict), 60_000);

  /** The understood story names the right actor (the answer alone would not show it). */
  const ACTORS: [string, string][] = [
    ['相手が《剣を鍬に》で私の《セラの天使》を追放した。私のライフは？', '対戦相手があなたの《セラの天使》を対象に《剣を鍬に》を唱える'],
    ['相手が《冥府の掌握》で私の《灰色熊》を追放した。熊はどうなる？', '対戦相手があなたの《灰色熊》を対象に《冥府の掌握》を唱える'],
    ['《稲妻》を私の《灰色熊》に撃ってきた。熊は死ぬ？', '対戦相手があなたの《灰色熊》を対象に《稲妻》を唱える'],
    ['飛行3/3で攻撃してきた。《大蜘蛛》でブロックした。何が死ぬ？', '対戦相手の飛行の3/3クリーチャーが攻撃する'],
  ];
  it.each(ACTORS)('%s → understood %s', async (q, says) => {
    const r = await answerQuestion(q, 'ja', deps);
    if (!r.ok) throw new Error(`${r.error.code}: ${r.error.message}`);
    expect(r.value.understood).toContain(says);
  }, 60_000);

  /** Not modelled or not clear: refused, never a guess. */
  const REFUSED: [string, string, string][] = [
    // The second time it dies (702.93a undying, 702.79a persist): not a second creature.
    ['《若き狼》は2回目に死んだときも戻ってきますか？', 'not_understood', '2回目'],
    ['《台所の嫌がらせ屋》が2度目に死んだら戻る？', 'not_understood', '2度目'],
    // Both players' lives told: whose loss is asked back.
    ['ライフはお互い3。《稲妻》を相手に撃った。負ける？', 'ambiguous', ''],
    // Each player has one: not modelled, refused (it was read as the asker's only).
    ['お互いに《栄光の頌歌》をコントロールしている。私の2/2が相手の3/3をブロック。何が死ぬ？', 'not_understood', 'お互い'],
    // 自分の with the opponent carried over as the caster: either player's.
    ['《灰色熊》で攻撃したら相手は《灰色熊》でブロック、《巨大化》を自分の熊に撃った。何が死ぬ？', 'ambiguous', '自分の'],
  ];
  it.each(REFUSED)('%s → refused %s', (q, code, says) => refusedAs(() => deps)(q, code, says), 60_000);

  /** Red team s14: what the action before did (「…されて死んだ」「相手に3点与えた」) is that result, checked, never a second event. */
  const RESULTS: [string, string, 'yes' | 'no' | null][] = [
    // 510.2: combat damage at once; the told death is what it did (704.5g).
    ['私の3/3が攻撃して相手の3/3にブロックされて死んだ。相手の3/3は死亡する？', 'はい', 'yes'],
    ['私の4/4が攻撃して相手の4/4にブロックされて死んだ。相手の4/4は生き残る？', 'いいえ', 'no'],
    ['相手の2/2が私の2/2をブロックして死んだ。私の2/2は死亡する？', 'はい', 'yes'],
    ['絆魂を持つ私の3/3が3/3にブロックされて死んだ。ライフはいくつ回復した？', 'あなたのライフは23', null], // 702.15b
    // The damage or life told after the attack or spell is that one event.
    ['3/3で攻撃してブロックされず、相手に3点与えた。相手のライフは？', '対戦相手のライフは17', null],
    ['4/4で攻撃してブロックされず、相手に4点のダメージを与えた。相手のライフは？', '対戦相手のライフは16', null],
    ['相手のライフは6。3/3で攻撃して相手に3点与えた。相手は負ける？', 'いいえ', 'no'],
    ['相手が私の《灰色熊》に《蒸気の絡みつき》を撃ち、私は1点のライフを失った。私のライフは？', 'あなたのライフは19', null],
    ['《ボガートの突撃隊》が4/4にブロックされ、4/4に-1/-1カウンターを3個置いた。4/4は生き残る？', 'はい', 'yes'], // 702.80a
    // 〜してきて、ブロックせず…受けた: the attacked player took it (510.1b), not the attacker.
    ['私のライフは3。相手の2/2が攻撃してきて、ブロックせず2点のダメージを受けた。私は負ける？', 'いいえ', 'no'],
    ['私のライフは3。相手の3/3が攻撃してきて、ブロックせずに3点のダメージを受けた。私は負けた？', 'はい', 'yes'],
    ['私のライフは5。相手の4/4が攻撃してきて、ブロックせず4点受けた。私は負ける？', 'いいえ', 'no'],
    // それ after a block: the nearer creature, the blocker (702.19b: 3 tramples over).
    ['トランプルを持つ私の6/6が3/3にブロックされ、それは破壊された。相手は何点受ける？', '3点', null],
    ['絆魂を持つ私の2/2が1/1にブロックされ、それは破壊された。ライフはいくつ得る？', 'あなたのライフは22', null],
  ];
  it.each(RESULTS)('%s → says %s', (q, says, verdict) => answeredRight(() => deps)(q, says, verdict), 60_000);

  const RESULTS_REFUSED: [string, string, string][] = [
    ['3/3で攻撃してブロックされず、相手に5点与えた。相手のライフは？', 'needs_detail', '対戦相手が受けるダメージは3点です（510.2）'],
    ['相手が私の《灰色熊》に《蒸気の絡みつき》を撃ち、私は2点のライフを失った。私のライフは？', 'needs_detail', 'あなたが失うライフは1点です（608.2）'],
    ['先制攻撃を持つ2/2が相手の2/2にブロックされて死んだ。どうなる？', 'impossible', '700.4'],
  ];
  it.each(RESULTS_REFUSED)('%s → refused %s', (q, code, says) => refusedAs(() => deps)(q, code, says), 60_000);
});

describe('GIVEN 「Xって何？」「Xとは？」 WHEN read', () => {
  it.each([
    ['トランプルって何？', 'トランプル'],
    ['接死ってなに?', '接死'],
    ['先制攻撃って何ですか？', '先制攻撃'],
    ['トランプルとは？', 'トランプル'],
  ])('THEN "%s" goes to /define (%s), the particle not part of the term', async (q, term) => {
    const u = await understand(q);
    expect(u.ok).toBe(false);
    if (!u.ok) expect(u.define).toBe(term);
  });
});
