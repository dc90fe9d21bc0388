/** The short answer's sentences in Japanese (answer-lines.ts). */
import { tidyJa } from '../ja-text.ts';
import { tokenLabelJa } from '../subtypes-ja.ts';
import { ZONE_JA } from '../trace-words.ts';
import type { AnswerLines } from './answer-lines.ts';

export const JA_ANSWER: AnswerLines = {
  tokenLabel: tokenLabelJa,
  colorless: '無色',
  // 「《灰色熊》は12/12の緑の熊・クリーチャー（トランプル）です」
  describe: (name, kind, kws, none) => `${name}は${kind.map((k, i) => (i < kind.length - 1 ? `${k}の` : k)).join('')}${kws.length > 0 ? `（${kws.join('、')}）` : none ? '（能力なし）' : ''}です`,
  ptChange: (name, change) => `${name}は${change}の修整を受けます（サイズが書かれていないので、分かるのは修整の値だけです）`,
  ptDepends: (name) => `${name}のパワーとタフネスは変わりますが、その値は書かれていないサイズによって決まります`,
  loyalty: (name, before, after, damage, gone) =>
    `忠誠度：${name} ${before} → ${Math.max(0, after)}（ダメージ${damage}点で同じ数の忠誠カウンターが取り除かれます、120.3c${gone ? '。忠誠度が0なのでオーナーの墓地に置かれます、704.5i' : ''}）`,
  searchUnseen: (who, maybe, toTop) =>
    `${who}はライブラリーから探したカード${maybe ? '（あれば）' : ''}を${toTop ? '、ライブラリーを切り直したあとその一番上に置きます' : '手札に加えます'}（ライブラリーの中身が書かれていないので、どのカードかは分かりません。この答えはそれに左右されません）`,
  discard: (who, named, n, whole, upTo) => {
    const what = whole ? '手札の残りのカードすべて' : `見えないカード${n}枚${upTo ? 'まで' : ''}`;
    const unseen = n > 0 || whole ? `${what}（${upTo ? '手札が書かれていないので、どのカードを何枚捨てるかは分かりません' : 'どのカードかは分かりません'}。この答えはそれに左右されません）` : '';
    return `${who}は${[named.join('、'), unseen].filter((x) => x !== '').join('と')}を捨てます`;
  },
  abilityOf: (source) => `${source}の能力`,
  countered: (item, by, unpaid) => `${item}は${by}によって打ち消されます${unpaid ? `（${unpaid}が支払われなかったため）` : ''}：解決されないので、その効果は何も起こりません（701.6a）`,
  created: (names, who) => `トークン生成：${names.join('、')}（${who}のコントロール下、111.2）`,
  leftTo: (name, zone) => `${name}（${ZONE_JA[zone] ?? zone}へ）`,
  leftVia: (name, zones) => `${name}（${zones.map((z) => `${ZONE_JA[z] ?? z}へ`).join('、その後')}）`,
  notDestroyed: (names) => `破壊不能のため破壊されない：${names.join('、')}`,
  died: (names) => `死亡：${names.join('、')}`,
  toGraveyard: (names) => `墓地に置かれた：${names.join('、')}`,
  thenTo: (name, zone) => `${name}（その後${ZONE_JA[zone] ?? zone}へ）`,
  left: (items) => `戦場を離れた：${items.join('、')}`,
  toTop: (name) => `${name}（オーナーのライブラリーの一番上へ）`,
  leftZone: (zone, items) => `${ZONE_JA[zone] ?? zone}を離れた：${items.join('、')}`,
  ceased: (names) => `消滅：${names.join('、')}`,
  fateDepends: (names) => `${names.join('と')}がどうなるか（死亡するか、負ったダメージが残るか）は、質問にサイズが書かれていないクリーチャーのサイズによるので、ここでは述べません`,
  unseenInHand: (who, n) => `${who}の手札のうち質問に名前の書かれていないカード${n}枚は、どのカードか分かりません（この答えはそれに左右されません）`,
  unseenDrawn: (who, n) => `${who}が引いたカード${n}枚は、ライブラリーの中身が書かれていないのでどのカードか分かりません（この答えはそれに左右されません）`,
  lostReasons: { 'sba.zero-life': 'ライフが0以下', 'sba.poison': '毒カウンターが10個以上' },
  loses: (who, why) => `${who}はゲームに敗北します${why ? `（${why}）` : ''}`,
  draw: 'ゲームは引き分けです（104.4a）',
  nothingChanges: '何も変わりません。',
  join: (sentences) => sentences.map((s) => `${s}。`).join(''),
  tidy: tidyJa,
};
