/** The shared frames' and intents' words in Japanese (words.ts). */
import type { StoryWords } from './words.ts';

export const JA: StoryWords = {
  you: 'あなた',
  opponent: '対戦相手',
  otherPlayer: 'もう一方のプレイヤー',
  nth: (words, n) => `${words}（${n}体目）`,
  undescribedOther: '書かれていない別のもの',
  andList: (items) => items.join('、'),
  groupList: (items) => items.join('・'),
  mine: (words) => `自分の${words}`,
  theirs: (words) => `相手の${words}`,
  nextTurn: '次のターン',
  myNextTurn: '自分の次のターン',
  theirNextTurn: '相手の次のターン',
  manaAbilityPermanent: 'マナ能力を持つパーマネント',

  // (「お互いライフ20からです」「20からで」: from, as スタート says; 「もともと0個」: to begin with.)
  startingTotal: /スタート|開始|だった|でした|始め|\d\s*から(?:です|で|。|$)|もともと|元々/u,
  acrossTheBoard: /全体/,
  contrastEnding: /(?:が|けど|けれど|けれども)$/,
  nearPronoun: /^そ/u,
  demonstrative: /^(?:それ|これ|あれ)$/,
  // 「相手の4/4、いや5/5」「3/3…違う、1/1」「2/2、もとい3/3」: words after the mark take back the words before.
  copyNoun: /^コピー$/u,
  pastVerb: /(?:た|だ|たら|だら|てた|ていた)$/u,
  selfCorrection: /(?:じゃなくて|ではなくて|じゃなかった|間違えました|間違えた|訂正|(?:…|‥|\.\.\.|、|,)\s*(?:いや|違う|ちがう|違った|もとい|というか|っていうか)[、,]?(?=\S))/u,
  cutOff: /[をにがはでと]\s*(?:…|‥|\.\.\.)/u,
  mostWords: /最大|最高|最多|多くとも|多くて|せいぜい|一番多く|最も多く/u,
  leastWords: /最小|最低|最少|少なくとも|一番少な|最も少な/u,
  preventedAmount: /軽減/u,
  combatDamage: /戦闘/u,
};
