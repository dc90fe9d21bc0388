/** The answer lines of each kind of ask in Japanese (ask-lines.ts). */
import { formatKeywordJa, keywordJa } from '../../scenario/schema/vocabulary.ts';
import { counterJa } from '../lexicon.ts';
import { subtypeJa } from '../../render/subtypes-ja.ts';
import type { Side } from '../types.ts';
import type { AskLines, Counted, RemainsNoun } from './ask-lines.ts';
import { lookupTable } from '../../core/table.ts';

const REMAINS_NOUN: Record<RemainsNoun, string> = { Creature: 'クリーチャー', Artifact: 'アーティファクト', Enchantment: 'エンチャント', Land: '土地', Planeswalker: 'プレインズウォーカー', Battle: 'バトル', token: 'トークン', permanent: 'パーマネント' };

const ZONE: Record<string, string> = lookupTable({ battlefield: '戦場', graveyard: '墓地', exile: '追放領域', hand: '手札', library: 'ライブラリー', stack: 'スタック', gone: '（消滅）' });
const zone = (z: string): string => ZONE[z] ?? z;
const player = (side: Side): string => (side === 'A' ? 'あなた' : '対戦相手');
/** 「兵士・トークン」「トークン」「兵士」(a subtype said alone counts every permanent of it); 「接死と飛行を持つクリーチャー」. */
export const permanentsJa = (what: Counted): string => {
  const sub = what.subtype ? subtypeJa(what.subtype) : null;
  const kw = what.keywords ?? [];
  if (kw.length === 0) return what.tokens ? (sub ? `${sub}・トークン` : 'トークン') : (sub ?? 'パーマネント');
  const noun = what.tokens ? `${sub ?? 'クリーチャー'}・トークン` : (sub ?? 'クリーチャー');
  return `${kw.map((k) => keywordJa(k)).join('と')}を持つ${noun}`;
};
const DRAW = '両プレイヤーが同時に敗北するため、ゲームは引き分けです（104.4aを参照）';

export const JA_ASKS: AskLines = {
  yes: (b) => (b ? 'はい。' : 'いいえ。'),
  notAll: (n) => (n === 2 ? 'いいえ、両方ではありません。' : 'いいえ、すべてではありません。'),
  player,
  zone,
  keyword: formatKeywordJa,
  engineLine: (body, cite) => {
    if (cite === null) return body;
    const end = body.indexOf('。');
    return end < 0 ? `${body}（${cite}）` : `${body.slice(0, end)}（${cite}）${body.slice(end)}`;
  },

  fate: {
    delayedWaiting: (text, source) => `${source}は遅延誘発型能力（${text}）を作りました。この能力はゲームの後の時点でのみ誘発します（603.7a、603.7b）。書かれた話はその前に終わっており、その能力が行うことで答えが変わりうるので、それが起きる前の時点から答えることは控えます。その時点まで話を続けて（例：「…その後ターンが終わる」）もう一度質問してください`,
    delayedFollowed: (text, source) => `次の終了ステップの開始時点で答えています：${source}が作った遅延誘発型能力（${text}）はそのステップを待っており、答えを変えうるので、それが誘発して解決されるまで話を進めました（603.7a、603.7b）。`,
    died: (name) => `${name}は死亡します（墓地に置かれます）。`,
    destroyed: (name) => `${name}は破壊されます（701.8a）：オーナーの墓地に置かれます。`,
    notDestroyed: (name, how) => `${name}は破壊されません（破壊するのは「破壊する」効果と、致死ダメージや接死によるダメージだけです、701.8b）。${how}`,
    others: (names, died) => `それだけではありません：${names.join('、')}も${died ? '死亡します' : '戦場に残ります'}。`,
    survives: (name, size, dmg) => {
      const parts = [size, dmg > 0 ? `ダメージ${dmg}点` : ''].filter(Boolean);
      return `${name}は戦場に残ります${parts.length === 0 ? '' : `（${parts.join('、')}）`}。`;
    },
    neverOnBattlefield: (name) => `${name}は戦場に出ていないので、死亡していません。`,
    nothingDies: '何も死亡しません。',
    count: (n, creatures) => `${n}${creatures ? '体' : 'つ'}です。`,
    diedAmong: (names) => (names.length === 0 ? 'そのうち死亡するものはありません。' : `死亡：${names.join('、')}。`),
    noneSurvivesAmong: 'そのうち生き残るものはありません。',
    nothingSurvives: '生き残るものはありません。',
    nothingRemains: '戦場に残るものはありません。',
    stillThere: (names) => `戦場に残る：${names.join('、')}。`,
    leftAlive: (name, z) => `${name}は死亡しませんが、戦場を離れます（${zone(z)}）。`,
    stays: (name) => `${name}は戦場に残ります。`,
    leftAndCameBack: (name) => `${name}は一度戦場を離れ、新しいオブジェクトとして戻ります（400.7）。`,
    entered: (name) => `${name}は戦場に出て、最後まで戦場にあります。`,
    leaves: (name, z) => `${name}は戦場を離れます（${zone(z)}）。`,
    putInto: (name, to, end) => `${name}は${zone(to)}に置かれます${end !== to ? `（最終的には${zone(end)}）` : ''}。`,
    exiledAndBack: (name) => `${name}は追放されたままにはなりません：追放されてから戦場に戻り、新しいオブジェクトになります（400.7）。以前のオブジェクトを対象にしていたものは、その対象を失っています（608.2b）。`,
    recastGone: (name) => `${name}はもう一度唱えることはできません：トークンはカードではなく、戦場を離れたトークンは他の領域に移動できず、消滅します（111.7、111.8、704.5d）。`,
    recastFromHand: (name) => `${name}はカードとしてオーナーの手札に戻っており、以前とは関係のない新しいオブジェクトです（400.7）：手札の他のカードと同じように、通常のタイミングでコストをもう一度支払って唱えることができます。`,
    recastLand: (name) => `${name}はオーナーの手札に戻っていますが、土地は唱えることはありません：オーナーのターンのメイン・フェイズにスタックが空のとき、そのターンにまだ土地をプレイしていなければ、土地のプレイとしてもう一度プレイできます（305.1、305.2）。`,
    recastLater: (name) => `${name}は新しいオブジェクトとしてオーナーの手札に戻っています（400.7）が、瞬速がなければ唱えられるのはオーナー自身のメイン・フェイズにスタックが空のときだけです（117.1a、702.8a）。他のプレイヤーのターンである今ターン中は唱えられず、オーナーの次のメイン・フェイズに唱えられます。`,
    recastUnsettled: (name, end) => `${name}は最終的に${zone(end)}にあり、尋ねられたプレイヤーの手札にはないので、そのプレイヤーがもう一度唱えられるかはこの内容からは決められません。`,
    notPutInto: (name, to, end) => `${name}は${zone(to)}には置かれません（最終的には${zone(end)}）。`,
    keptIn: (name, to) => `${name}は${zone(to)}に残ります。`,
    notKeptIn: (name, to, end) => (end === 'gone' ? `${name}は${zone(to)}には残りません：戦場を離れたトークンは、戦場以外の領域で消滅します（111.7、704.5d）。` : `${name}は${zone(to)}には残りません（最終的には${zone(end)}）。`),
    ownersZone: (name, to, owner, asked) => `${name}はオーナー（${player(owner)}）の${zone(to)}に置かれ、${player(asked)}の${zone(to)}には置かれません。カードは常にオーナーの墓地・手札・ライブラリーに置かれます（400.3）。`,
    tokenCeased: (name, z) => `${name}は${zone(z)}に置かれ、トークンなのでそこで消滅します。`,
    endsIn: (name, z, owner) => `${name}は最終的に${owner ? `${player(owner)}の` : ''}${zone(z)}にあります。`,
    returnedThenCeased: (name) => `${name}はオーナーの手札に戻り、その後、戦場以外の領域にあるトークンとして消滅します（111.7、704.5d）。`,
    returnsToHand: (name, returned, owner) => `${name}は${returned ? `${owner ? `オーナー（${player(owner)}）` : 'オーナー'}の手札に戻ります` : '手札に戻りません'}。`,
    returnsToBattlefield: (name, back) => `${name}は${back ? '戦場に戻ります' : '戦場に戻りません'}。`,
  },

  state: {
    sizeFromStart: (name, p, t, sp, st) => `${name}は${p}/${t}です（元は${sp}/${st}）。`,
    tapped: (name, tapped) => `${name}は${tapped ? 'タップ状態です' : 'アンタップ状態のままです'}。`,
    counters: (name, counter, n, others) => {
      const more = others.length === 0 ? '' : `（ほかに${others.map(([k, m]) => `${counterJa(k)}カウンターが${m}個`).join('、')}）`;
      return `${name}には${counterJa(counter)}カウンターが${n}個あります${more}。`;
    },
    countersPut: (name, counter, n) => `${name}には${counterJa(counter)}カウンターが${n}個置かれます。`,
    countersPutUnknown: (name, counter) => `${name}に${counterJa(counter)}カウンターが何個置かれるかは、この処理からはわかりません。`,
    notOnBattlefield: (name, where) => `${name}はもう戦場にありません${where !== undefined ? `（${where}）` : ''}。`,
    wentTo: (died, z) => (died ? '死亡しました' : `${zone(z)}に移動しました`),
    controls: (name, controller) => `${name}は${controller === 'A' ? 'あなた' : '対戦相手'}がコントロールしています。`,
    noPt: (name, loyalty) =>
      loyalty !== undefined ? `${name}はクリーチャーではないのでパワーとタフネスを持ちません。忠誠度は${loyalty}です（208.3、306.5c）。` : `${name}はクリーチャーではないのでパワーとタフネスを持ちません（208.3）。`,
    size: (name, p, t) => `${name}は${p}/${t}です。`,
    madeAlike: (name, n) => (n === 1 ? name : `${name}（${n}体とも）`),
    keywords: (name, kws) => (kws.length === 0 ? `${name}はキーワード能力を持っていません。` : `${name}は${kws.join('、')}を持っています。`),
    hasKeyword: (name, kw, has) => `${name}は${kw}を${has ? '持っています' : '持っていません'}。`,
  },

  stack: {
    resolves: (name, did) => `${name}は${did ? '解決されます' : '解決されません'}。`,
    left: (name, how) =>
      how === 'fizzled' ? `${name}は対象がすべて不適正なので解決されず、何もせずにスタックから取り除かれます（不発。打ち消されたのではありません）。` : how === 'countered' ? `${name}は打ち消されます。` : `${name}は解決されます。`,
  },

  result: {
    drawNobodyWins: `${DRAW}。勝者はいません。`,
    drawBothLose: `${DRAW}。`,
    draw: `${DRAW}。`,
    drawAfter: `${DRAW}。`,
    oneLoses: (loser) => `${player(loser)}がゲームに敗北し、${player(loser === 'A' ? 'B' : 'A')}が勝利します。`,
    neitherLoses: 'どちらのプレイヤーもゲームに敗北しません。',
    loses: (side, lost) => `${player(side)}は${lost ? 'ゲームに敗北します' : 'ゲームに敗北しません'}。`,
    wins: (side, won, draw) => `${player(side)}は${won ? 'ゲームに勝利します' : draw ? DRAW : 'ゲームに勝利しません'}。`,
  },

  damage: {
    isDealt: (name, n) => `${name}は${n > 0 ? `${n}点のダメージを受けます` : 'ダメージを受けません'}。`,
    dealsToObject: (source, name, n) => `${source}は${name}に${n > 0 ? `${n}点のダメージを与えます` : 'ダメージを与えません'}。`,
    dealsInAll: (name, n) => `${name}は${n > 0 ? `合計${n}点のダメージを与えます` : 'ダメージを与えません'}。`,
    dealsTo: (name, side, n) => `${name}は${player(side)}に${n > 0 ? `${n}点のダメージを与えます` : 'ダメージを与えません'}。`,
    takes: (side, n) => `${player(side)}は${n}点のダメージを受けます。`,
  },

  life: {
    lifelinkPrevented: (names) => `。${names.join('、')}のダメージが軽減されたためです。軽減されたダメージは与えられないので、絆魂でライフを得ることもありません（615.6、702.15b）`,
    totalNote: (start, end, alone) => (alone ? `（${start} → ${end}）` : `（ほかの変化も含めてライフは${start} → ${end}）`),
    gains: (side, n, total, because) => `${player(side)}は${n > 0 ? `${n}点のライフを得ます${total}` : 'ライフを得ません'}${because}。`,
    loses: (side, n, total) => `${player(side)}は${n > 0 ? `${n}点のライフを失います${total}` : 'ライフを失いません'}。`,
    change: (d) => (d === 0 ? '変化なし' : `${Math.abs(d)}点${d > 0 ? '増加' : '減少'}`),
    total: (side, life, start, how, because) => `${player(side)}のライフは${life}です（${start}から${how}）${because}。`,
    poison: (side, n, added) => `${player(side)}の毒カウンターは${n}個です（${added > 0 ? `${added}個増えました` : '増えていません'}）。`,
  },

  counts: {
    triggers: (name, n) => `${name}の能力は${n > 0 ? `${n}回誘発します` : '誘発しません'}。`,
    tokens: (side, n) => `${player(side)}は${n > 0 ? `トークンを${n}体得ます` : 'トークンを得ません'}。`,
    sentences: (lines) => lines.join(''),
    noToken: 'トークンは出ません。',
    onBattlefield: (side, n, what) => `戦場にある${player(side)}の${permanentsJa(what)}は${n}${what.tokens || what.keywords ? '体' : 'つ'}です。`,
    noneOnBattlefield: (what) => `戦場に${permanentsJa(what)}はありません。`,
    unseenDraws: (_side, unseen, n) => `（ライブラリーの中身が書かれていないので、${unseen === n ? 'どのカードか' : `そのうち${unseen}枚がどのカードか`}は分かりません）`,
    draws: (side, n, which) => `${player(side)}は${n > 0 ? `カードを${n}枚引きます${which}` : 'カードを引きません'}。`,
    noDraws: '誰もカードを引きません。',
    discarded: (count) => `（クリンナップ・ステップに${count}枚捨てたあと、514.1）`,
    handSize: (side, n, why) => `${player(side)}の手札は${n}枚です${why}。`,
  },

  division: {
    legal: (shown, trample, deathtouch) =>
      `その割り振りは適正です。ダメージ割り振り順はなく、2体以上のクリーチャーと戦闘しているクリーチャーは戦闘ダメージをコントローラーが選んだとおりに割り振ります（510.1c、510.1d）${trample ? `。トランプルがあれば、ブロック・クリーチャーそれぞれに致死ダメージを割り振ったあとで残りを先に通せます（702.19b${deathtouch ? '。接死があれば1点で致死ダメージです、702.2c' : ''}）` : ''}。${shown}割り振ります。`,
    player: (side) => (side === 'A' ? 'あなた' : '対戦相手'),
    notMade: '告げられた割り振りは行われませんでした。そのクリーチャーはこの流れでは戦闘ダメージを割り振っていないので、適正かどうかは答えられません。',
  },

  legend: {
    applies: (side, name, kept, removed) => `レジェンド・ルールが適用されます。${player(side)}は${name === null ? '同じ名前の' : `「${name}」という名前の`}伝説のパーマネントを2つ以上コントロールしているので、${kept === null ? `どれか1つを選んで残し、残りの${removed.length}つは墓地に置かれます` : `1つ（${kept}）を残し、${removed.join('、')}は墓地に置かれます`}。`,
    none: (apart) => `レジェンド・ルールは適用されません。${apart === null ? '同じ名前の伝説のパーマネントを2つ以上コントロールしているプレイヤーはいません' : `${apart.name === null ? '同じ名前の' : `「${apart.name}」という名前の`}伝説のパーマネントはそれぞれ別のプレイヤーがコントロールしていて、このルールは1人のプレイヤーのものだけを見ます`}。`,
    noChoice: 'ここではレジェンド・ルールは適用されないので、どの伝説のパーマネントを残すかを選ぶプレイヤーはいません。このルールで墓地に置かれるものはありません。',
    keep: (side, kept, removed) => `どれを残すかは${player(side)}が選ぶので、${kept}を残せます。${removed.join('、')}は墓地に置かれます。`,
  },

  remains: {
    group: (whose, what) => `${whose === 'you' ? 'あなたの' : whose === 'opponent' ? '対戦相手の' : ''}${REMAINS_NOUN[what]}`,
    owned: (side, label) => `${player(side)}の${label}`,
    list: (names) => names.join('、'),
    left: (names, survive) => `${names.join('、')}が${survive ? '生き残ります' : '戦場に残ります'}。`,
    none: (group, survive) => `質問に出てきた${group}は、どれも${survive ? '生き残りません' : '戦場に残りません'}。`,
    fresh: (names) => `（${names.join('、')}は新しいオブジェクトとして戦場にあります。400.7）`,
  },

  can: {
    notTarget: (caster, target, spell, why) => `${player(caster)}は${spell ? `${spell}で` : ''}${target}を対象にできません：${why}。`,
    attack: (name) => `${name}は攻撃できます。`,
    attackIfPaid: (name, cost) => `${name}は、コントローラーが攻撃のためのコスト${cost}を支払えば攻撃できます（508.1h）。使えるマナは質問に書かれていません。`,
    block: (blockers, attackers) => `${blockers.join('と')}は${attackers.join('と')}をブロックできます。`,
    target: (caster, target) => `${player(caster)}は${target}を対象にできます。`,
    cast: (caster, spell) => `${player(caster)}は${spell}を唱えられます。`,
    activate: (p, source) => `${player(p)}は${source}の能力を起動できます。`,
  },
};
