/** The question layer's own words in Japanese (words.ts). */
import { quoteRulesJa, tidyJa } from '../../render/ja-text.ts';
import { keywordJa } from '../../scenario/schema/vocabulary.ts';
import type { Color } from '../../engine/types.ts';
import { COLOR_NAME_JA, TYPE_NAME_JA } from '../lexicon.ts';
import type { QuestionWords } from './words.ts';
import { JA_LABELS } from './ja-labels.ts';
import { JA_ASKS } from './ja-asks.ts';
import { JA_CLAIMS, JA_DIVISIONS } from './claim-lines.ts';
import { JA_RESTATE } from './ja-restate.ts';

export const JA: QuestionWords = {
  list: (items) => items.join('、'),
  orList: (items) => items.join('、'),
  // (A mode's rules text: English oracle text said to be English, 「…」 when it is Japanese.)
  quoted: (text) => quoteRulesJa(text),
  modeCount: (min, max) => (min === max ? `${min}つ` : `${min}〜${max}つ`),
  modeList: (texts) => texts.join('、'),
  said: (text) => text,
  cardName: (name) => `《${name}》`,
  nameList: (names) => names.join('、'),
  andList: (items) => items.join('、'),
  localName: (name, ja) => ja ?? name,
  namedCard: (name, ja) => (ja ? `《${ja}》` : name),
  typedName: (name) => `《${name}》`,
  appended: (message, note) => `${message}${note}`,
  defineCommand: '/用語',
  keywordName: (id) => keywordJa(id),
  ruleList: (rules) => rules.split(', ').join('、'),
  counterName: (counter) => (counter === 'loyalty' ? '忠誠' : '守備'),
  counterExample: (type) => (type === 'Planeswalker' ? '相手のプレインズウォーカーは忠誠度3' : '相手のバトルは守備値5'),
  castOption: (option) => (option === 'kicker' ? 'キッカー' : option === 'evoke' ? '想起' : '超過'),
  atTheSameTime: '同時に',
  attribute: {
    colors: (value) => (Object.hasOwn(COLOR_NAME_JA, value) ? COLOR_NAME_JA[value as Color] : value),
    subtypes: (value) => value,
    supertypes: (value) => (value.toLowerCase() === 'legendary' ? '伝説' : value),
  },
  abilityUse: (source, text) => (source ? `${source}の「${text}」` : `「${text}」`),
  continued: (line, note) => `${line}${note}`,
  inSentence: (line) => line,
  lines: (lines) => lines.map(tidyJa).join('\n'),
  engineText: (text) => tidyJa(text),

  impliedAttacker: '攻撃クリーチャー',
  assumedSpell: '仮定の呪文',
  assumedObject: (type) => `仮定の${TYPE_NAME_JA[type] ?? type}`,
  staticSource: (n) => `常在型能力の発生源${n}`,
  libraryCard: 'ライブラリーのカード',
  targetingSpell: 'クリーチャーを対象とする呪文',
  manaAbility: '{T}：{C}を加える。',
  untoldLandMana: '{T}：マナ1点を加える（種類は書かれていません）。',
  tapAbility: '{T}：（コストに{T}を含む能力）',

  theCreature: 'そのクリーチャー',
  powerAndToughness: 'パワーとタフネス',
  oracleQuoted: (text) => `英語のオラクル・テキスト「${text}」`,
  ifYouDo: 'そうした場合：',
  outcomeAdded: '（できる場合、そうしたときにどうなるかも添えています。）',
  outcomeUnblocked: '（書かれたクリーチャーではブロックできないため、その攻撃がどうなるかも添えています。）',
  moveCheckedNot: '（ブロックできるかを確かめました。できないため、ブロックされないものとして残りに答えています。）',
  soUnblocked: 'したがってブロックされず：',
  blockTogether: '全員で：',
  blockAlone: '単独なら：',
  blockEitherWay: '（全員でブロックできるか、どれか1体でブロックできるかのどちらとも取れるため、両方に答えています。）',
  moveChecked: '（できるかどうかを確かめ、できる場合はそうしたものとして答えています。）',
  butIfYouDo: (answer, legal) => `${answer}\n（${legal}ただし、そうした場合は上のとおりです。）`,
  sizeNotGiven: (names) => `${names.join('、')}のサイズは書かれていませんが、どのサイズでも答えは同じです`,
  you: 'あなた',
  yourOpponent: '対戦相手',
  pay: '支払う',
  abilityOf: (source) => `${source}の能力`,
  cast: '唱えた',
  activated: '起動した',
  anAbilityInPlay: 'ある能力',
  things: JA_LABELS,
  asks: JA_ASKS,
  restate: JA_RESTATE,
  claims: JA_CLAIMS,
  divisions: JA_DIVISIONS,
};
