/** The stack templates' shared pieces and code tables in Japanese (stack-lines.ts). */
import { parseKeyword } from '../../scenario/schema/vocabulary.ts';
import { keywordFormJa } from '../keyword-ja.ts';
import { quoteRulesJa } from '../ja-text.ts';
import type { StackLines } from './stack-lines.ts';

export const REASONS_JA: Record<string, string> = {
  land: '土地はプレイするもので、唱えることはできません',
  zone: 'その領域から唱えることを認めるルールや効果がありません',
  'permission-filter': 'その領域から唱える許可は、その呪文が持つことになる特性の呪文には及びません',
  'no-face': 'そのカードにはそのような代替の特性がありません',
  'face-down-unknown': '追放領域にある裏向きのカードで、このプレイヤーは見ることができません',
  'not-top': 'ライブラリーの一番上のカードではありません',
  'no-keyword': '（持つことになる特性で）その能力を持っていません',
  'not-instant-sorcery': 'その結果の呪文がインスタントでもソーサリーでもありません',
  'no-discard': '再活の追加コストとして捨てる別のカードが手札に必要です',
  'adventure-again': '自身の出来事によって追放されたカードを、この方法で出来事として唱えることはできません',
  'mana-value': 'その結果の呪文のマナ総量が、続唱を持つ呪文のマナ総量より小さくありません',
  'two-alternative-costs': '1つの呪文に適用できる代替コストは1つだけです',
  'choose-half': '分割カードはどちらか半分として唱えます：どちらかを指定してください（castAs "left" か "right"）',
  'not-your-card': 'あなたのカードではありません',
  'no-priority': 'そのプレイヤーは優先権を持っていません',
  'no-priority-untap': 'アンタップ・ステップにはどのプレイヤーも優先権を得ないので、その間は何も唱えたり起動したりできません',
  'no-priority-cleanup': 'クリンナップ・ステップには通常どのプレイヤーも優先権を得ないので、その間は何も唱えたり起動したりできません（そのステップで状況起因処理が行われるか誘発型能力が誘発した場合にのみ、アクティブ・プレイヤーが優先権を得ます）',
  'split-second': '刹那を持つ呪文がスタックにあります',
  cant: '効果によって唱えられず、「できない」は「できる」に優先します',
  'sorcery-timing': '自分のメイン・フェイズで、スタックが空で、優先権を持っているときにしか唱えられません',
  'unknown-target-word': 'その呪文にそのような対象はありません',
  'target-count': '選んだ対象の数が正しくありません',
  'same-target-twice': '1つの「対象」で同じものを2回選んでいます',
  'illegal-target': '選んだ対象が不適正です',
  'cost-sacrifice': 'コストを支払えません：生け贄に捧げられるのは自分がコントロールするパーマネントだけです',
  'cost-exile': '代替コストを支払えません：唱える人の手札に、指定された条件を満たす追放する別のカードが必要です',
  'cost-discard': '追加コストを支払えません：唱える人の手札に捨てる別のカードが必要です',
  'not-on-battlefield': '発生源が戦場にありません',
  'not-controller': '起動できるのはコントローラーだけです',
  tapped: '{T}コストを支払えません：タップ状態です',
  'summoning-sick': 'クリーチャーの{T}能力は、直近のあなたのターンの開始時からコントロールし続けていないと起動できません',
  hexproof: '呪禁（対戦相手の呪文や能力の対象になりません）',
  shroud: '被覆（何の対象にもなりません）',
  'changed-zone': '元の領域を離れました（新しいオブジェクトです）',
  filter: '対象の条件を満たさなくなりました',
  'filter-chosen': 'これが対象にできるものではありません',
  'not-a-permanent': 'パーマネントではありません',
  itself: '呪文や能力は自身を対象にできません',
  'not-an-opponent': '対戦相手ではありません',
  'not-a-player-target': 'プレイヤーです。これはプレイヤーを対象にできません',
  'not-an-object-target': 'これはプレイヤーしか対象にできません',
  'only-abilities': 'これはスタック上の起動型能力か誘発型能力しか対象にできません',
  'not-an-ability-target': 'スタック上の能力ですが、これが対象にできる種類の能力ではありません',
  'not-you': 'これはそのコントローラーしか対象にできません',
  'not-yours': 'あなたのものではありません',
  'not-on-stack': 'もうスタックにありません',
  'until-source-left': '発生源がすでに戦場を離れており、カードを戻す出来事が起きているので、カードは追放されません',
  'nothing-linked': 'リンクされた能力はこのオブジェクトであった間に何も追放していないため、戻す「追放されたカード」はありません',
  'not-done': '直前の指示が実行されなかったため、「そうしたとき」は誘発しません',
  'player-left': 'そのプレイヤーはゲームから除外されています',
  'no-alternative': 'そのカードにそのような代替コストはありません',
  'no-convoke': 'その呪文は召集を持っていません',
  'convoke-creature': '召集に使うのは、唱えるプレイヤーがコントロールするアンタップ状態のクリーチャーで、それぞれ総コストのうち1点を支払います',
  'no-improvise': 'その呪文は即席を持っていません',
  'improvise-artifact': '即席に使うのは、唱えるプレイヤーがコントロールするアンタップ状態のアーティファクトで、それぞれ総コストのうち不特定マナ1点を支払います',
  'alternative-condition': 'その代替コストに必要な条件が満たされていません（呪文を唱えることを宣言する時点で確認します）',
  modes: '選んだモードは認められません',
  'not-modal': 'その呪文はモードを持ちません',
  'ability-not-modal': 'その能力はモードを持ちません',
  'no-kicker': 'その呪文はキッカーを持ちません',
  'kicker-times': '複数回支払えるのは多重キッカーのコストだけです。このキッカーは1回支払うか支払わないかのどちらかです',
  'no-flash-cost': 'その呪文には瞬速を持つかのように唱えるためのコストがありません',
  'mana-source': 'そのマナ能力を支払いのために起動できません',
  'lost-abilities': 'すべての能力を失っているため、起動できる能力がありません',
  'cost-unpaid': '総コストを支払えません（一部だけの支払いはできません）',
  'loyalty-once': 'そのパーマネントの忠誠度能力はこのターンすでに起動されています',
  restriction: 'その能力自身の起動制限を満たしていません',
  'cant-activate': '効果によってその能力は起動できず、「できない」は「できる」に優先します',
  'not-in-hand': 'その能力はカードがオーナーの手札にあるときにしか起動できません',
  'not-in-graveyard': 'その能力はカードがオーナーの墓地にあるときにしか起動できません',
  'condition-unmet': '指示が示す条件を満たしていません（条件は指示を実行する時点で確認されます）',
  'if-not-done': '前提となる指示（「そうしたなら」）が実行されませんでした',
  'if-done': '前提となる指示が実行されたので、「そうしないなら」は適用されません',
  'has-counters': 'すでにその種類のカウンターが置かれており、適応はそれが置かれていないパーマネントにしか置きません',
};

export const POLICY_JA: Record<string, string> = {
  given: '指定どおり',
  'default-decline': '回答がないため、行わないものとします（既定）',
  impossible: 'その選択肢は不可能なので選べません',
  only: '選べるのはこれだけです',
  'default-first-listed': '回答がないため、最初に書かれたものを選びます（既定）',
  'default-own-tapped': '回答がないため、そのプレイヤー自身のタップ状態のものを、書かれた順に上限まで選びます（既定）',
  'whole-hand': '手札すべて',
  'empty-hand': '手札がありません',
  'all-they-have': 'その手札のすべて',
  listed: 'APNAP順の後、書かれた順',
  'default-keep-order': '回答がないため、元の順番のまま戻します（既定）',
  'default-keep-on-top': '回答がないため、すべてをその順のまま一番上に残します（既定）',
  none: '見るカードがありません',
  'none-matching': '指定された種類のカードがないため、何も選ばれません',
};

export const PERMISSION_JA: Record<string, string> = { flash: '瞬速', 'flash-condition': '条件を満たした瞬速', 'flash-cost': '瞬速のための追加コストの支払い', 'as-though-flash': '瞬速を持つかのように唱えられる効果' };

export const TIMING_DETAIL_JA: Record<string, string> = {
  'not-your-turn': 'そのプレイヤーのターンではありません', 'not-main-phase': 'メイン・フェイズではありません', 'stack-not-empty': 'スタックが空ではありません',
  // The engine's detail of an activation's timing (602.5d, 606.3), said in Japanese rather than quoted in English.
  'a loyalty ability': '忠誠度能力', 'activate only as a sorcery': 'ソーサリー・タイミングでのみ起動できる能力',
};

export const KIND_JA: Record<string, string> = { spell: '呪文', activated: '起動型能力', triggered: '誘発型能力' };

export const FACE_JA: Record<string, string> = { adventure: '出来事', left: '分割カードの左半分', right: '分割カードの右半分', morph: '裏向きの2/2クリーチャー（変異）' };

export const USING_JA: Record<string, string> = { flashback: 'フラッシュバック', 'jump-start': '再活' };

export const STEP_JA: Record<string, string> = { untap: 'アンタップ・ステップ', upkeep: 'アップキープ・ステップ', draw: 'ドロー・ステップ', main1: '戦闘前メイン・フェイズ', combat: '戦闘フェイズ', main2: '戦闘後メイン・フェイズ', end: '終了ステップ', cleanup: 'クリンナップ・ステップ' };

/** Session 2 (H10): an engine keyword text ("protection from red") by its Japanese name; other text as is. */
export function keywordNameJa(raw: string): string {
  const k = parseKeyword(raw);
  return k.ok ? keywordFormJa(k.keyword) : raw;
}

/** The word a target is chosen for ("target creature", "any target", Enchant creature) in Japanese. */
const TARGET_WORD_JA: Record<string, string> = {
  creature: 'クリーチャー', any: '1つを対象とする', enchant: 'エンチャント（オーラの付く先）', permanent: 'パーマネント', player: 'プレイヤー', target: '対象', spell: '呪文',
  planeswalker: 'プレインズウォーカー', artifact: 'アーティファクト', enchantment: 'エンチャント', land: '土地', battle: 'バトル', instant: 'インスタント', sorcery: 'ソーサリー', opponent: '対戦相手',
};
/** A second "target creature" of one card is the word "creature2" (cards/compile/words.ts targetWord): 「クリーチャー（2つ目）」. */
function numbered(word: string, table: Record<string, string>): string | null {
  const m = /^([a-z]+?)(\d+)?$/.exec(word);
  if (!m || !Object.hasOwn(table, m[1]!)) return null;
  return m[2] === undefined ? table[m[1]!]! : `${table[m[1]!]!}（${m[2]}つ目）`;
}
export function targetWordJa(word: string): string {
  return numbered(word, TARGET_WORD_JA) ?? word;
}
/** What a target word lets be chosen, in a sentence about legal targets (115.4: "any target"). */
export function targetKindJa(word: string): string {
  return numbered(word, { ...TARGET_WORD_JA, any: 'クリーチャー、プレイヤー、プレインズウォーカー、バトルのいずれか' }) ?? word;
}

export const JA_STACK: StackLines = {
  list: (items) => items.join('、'),
  triggerItem: (source, text, player, n) => `${n.abilityOf(source, text)}（${player}）`,
  unparsedTrigger: quoteRulesJa,
  policies: POLICY_JA,
  answers: { yes: 'はい', no: 'いいえ', none: '選択なし' },
  /** "may" (608.2d) said as 「してもよい」; other choices quoted as rules text. */
  choice: (choice) => (choice === 'may' ? '「してもよい」の選択' : quoteRulesJa(choice)),
  permissions: PERMISSION_JA,
  unknownPermission: (raw) => `「${raw}」`,
  // (A mode's English oracle text is said to be so, as any quoted rules text: ja-text.ts quoteRulesJa.)
  quotedList: (items) => items.map((m) => quoteRulesJa(m)).join('、'),
  timingDetails: TIMING_DETAIL_JA,
  activationTiming: '自分のメイン・フェイズで、スタックが空で、優先権を持っているときにしか起動できません',
  reasons: REASONS_JA,
  unmodelled: (what) => `エンジンが扱えない能力（${what}）`,
  cantTarget: (keyword) => `${keywordNameJa(keyword)}（対象にできません）`,
  kinds: KIND_JA,
};
