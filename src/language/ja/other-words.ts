/** The Japanese lexicon's other words: particles, time words, wh-words, object and player nouns, adjectives and fillers. */
import type { PlayerWord, Sense, Wh } from '../senses.ts';
import { JAPANESE_TRIGGER_NOUNS } from '../lexicon/trigger-words.ts';
import { TIME_WORDS } from './time-words.ts';

const P = (who: PlayerWord): Sense => ({ kind: 'player', who, possessive: false });
const W = (wh: Wh): Sense => ({ kind: 'wh', wh });
const O = (noun: Extract<Sense, { kind: 'object-noun' }>['noun']): Sense => ({ kind: 'object-noun', noun, plural: false });
const N = (noun: Extract<Sense, { kind: 'thing-noun' }>['noun']): Sense => ({ kind: 'thing-noun', noun });
const A = (adj: Extract<Sense, { kind: 'adj' }>['adj']): Sense => ({ kind: 'adj', adj });
const FILLER: Sense = { kind: 'filler' };

/** Other words: players, nouns, times, question words, filler. */
export const OTHER_WORDS: readonly (readonly [string, Sense])[] = [
  // 「増殖で相手を選んだ」「《アトラクサ》の増殖では」: the keyword action named as a noun (701.34a, frames/proliferate.ts).
  ['増殖', { kind: 'verb', verb: 'proliferate' }],
  // Players
  ['自分', P('me')],
  ['私', P('me')],
  ['わたし', P('me')],
  ['僕', P('me')],
  ['ぼく', P('me')],
  ['俺', P('me')],
  ['あたし', P('me')],
  ['こちら', P('me')],
  ['こっち', P('me')],
  ['うちの', P('me')],
  // Card text's あなた (「あなたがコントロールするクリーチャー」): the effect's controller, as the asker tells it.
  ['あなた', P('me')],
  ['相手', P('opponent')],
  ['対戦相手', P('opponent')],
  // 「彼は《巨大化》を使った」「彼女の2/2」: a third person in a question about two players is the other player
  // (as "he"/"she" in English), never skipped as an unknown word and the act given to the asker. Where a
  // planeswalker is told, which one is meant is settled or asked back (persons.ts).
  ['彼', P('they')],
  ['彼女', P('they')],
  ['相手プレイヤー', P('opponent')],
  ['敵', P('opponent')],
  ['向こう', P('opponent')],
  ['あっち', P('opponent')],
  ['先方', P('opponent')],
  ['防御プレイヤー', P('defending')],
  ['防御側', P('defending')],
  ['防御側プレイヤー', P('defending')],
  ['攻撃プレイヤー', P('attacking')],
  ['攻撃側', P('attacking')],
  ['攻撃側プレイヤー', P('attacking')],
  ['アクティブ・プレイヤー', P('active')],
  ['アクティブプレイヤー', P('active')],
  ['非アクティブ・プレイヤー', P('nonactive')],
  ['非アクティブプレイヤー', P('nonactive')],
  ['プレイヤー', P('player')],
  ['本体', P('player')],
  // 「相手の顔に《稲妻》」「顔に3点」: players' slang for the player themself ("go face"), read as 本体 is.
  ['顔', P('player')],
  ['両者', P('each')],
  ['双方', P('each')],
  ['両プレイヤー', P('each')],
  ['各プレイヤー', P('each')],
  ['お互い', P('each')],
  // 「ライフ3点同士」「ライフは互いに3点」: both players (read as nothing, the total was the asker's alone).
  ['同士', P('each')],
  ['互いに', P('each')],
  ['互い', P('each')],
  ['どっちも', P('each')],
  // 「二人とも20点」「二人のライフは？」「プレイヤー二人とも」: both players, as お互い.
  ['二人とも', P('each')],
  ['ふたりとも', P('each')],
  ['二人', P('each')],
  ['ふたり', P('each')],
  ['どちらも', P('each')],
  // References
  ['それ', { kind: 'pronoun', word: 'it' }],
  ['これ', { kind: 'pronoun', word: 'it' }],
  ['そいつ', { kind: 'pronoun', word: 'it' }],
  ['それら', { kind: 'pronoun', word: 'they' }],
  ['両方', { kind: 'pronoun', word: 'both' }],
  // 「片方は死ぬ？」: one of the two just named together ("one of them").
  ['片方', { kind: 'pronoun', word: 'one' }],
  // 「どちらかが死ぬ？」: a question word with か is "either of them" (one or the other), never "which".
  ['どちらか', { kind: 'pronoun', word: 'either' }],
  ['どっちか', { kind: 'pronoun', word: 'either' }],
  ['どれか', { kind: 'pronoun', word: 'either' }],
  ['いずれか', { kind: 'pronoun', word: 'either' }],
  ['2体とも', { kind: 'pronoun', word: 'both' }],
  ['その', { kind: 'det', det: 'that' }],
  ['この', { kind: 'det', det: 'this' }],
  ['あの', { kind: 'det', det: 'that' }],
  ['当該', { kind: 'det', det: 'that' }],
  ['すべての', { kind: 'det', det: 'all' }],
  ['全ての', { kind: 'det', det: 'all' }],
  ['全部の', { kind: 'det', det: 'all' }],
  ['各', { kind: 'det', det: 'each' }],
  ['もう1体の', { kind: 'det', det: 'another' }],
  // 「もう1枚の《ショック》」: one more card of that name (枚 counts cards, 体 creatures).
  ['もう1枚の', { kind: 'det', det: 'another' }],
  ['もう一枚の', { kind: 'det', det: 'another' }],
  ['もう一体の', { kind: 'det', det: 'another' }],
  ['別の', { kind: 'det', det: 'another' }],
  ['どの', { kind: 'det', det: 'which' }],
  ['それぞれ', { kind: 'pronoun', word: 'each' }],
  // Object nouns
  ['クリーチャー', O('creature')],
  ['トークン', O('token')],
  ['パーマネント', O('permanent')],
  ['カード', O('card')],
  ['呪文', O('spell')],
  ['攻撃クリーチャー', O('attacker')],
  ['アタッカー', O('attacker')],
  ['ブロック・クリーチャー', O('blocker')],
  ['ブロッククリーチャー', O('blocker')],
  ['ブロッカー', O('blocker')],
  ['ほう', O('one')],
  ['方', O('one')],
  ['やつ', O('one')],
  ['奴', O('one')],
  // Thing nouns
  ['ダメージ', N('damage')],
  ['戦闘ダメージ', N('damage')],
  ['ライフ', N('life')],
  ['ライフ総量', N('life')],
  ['毒カウンター', N('poison')],
  ['毒', N('poison')],
  ['カウンター', N('counter')],
  ['P/T', N('pt')],
  ['パワーとタフネス', N('pt')],
  ['パワー/タフネス', N('pt')],
  ['サイズ', N('size')],
  ['再生の盾', N('regen-shield')],
  // 「再生で助かる?」: regeneration as the means (a shield, 701.19a) — read as asking whether regenerating saves it (valency.ts).
  ['再生', N('regen-shield')],
  ['パワー', N('power')],
  ['タフネス', N('toughness')],
  // Everyday words for power and toughness (「攻撃力は？」).
  ['攻撃力', N('power')],
  ['防御力', N('toughness')],
  ['能力', N('keyword')],
  ['全能力', N('keyword')],
  ['キーワード能力', N('keyword')],
  // Players' shorthand for triggered abilities: ETB (enters the battlefield, 603.6a), PIG ("put into a graveyard": dies, 603.6c, 603.10a).
  // (Read as the trigger word class, as ETB誘発 is: 「《X》のETBで…を対象にした」 names its enters trigger, 603.6a.)
  ['ETB能力', N('trigger')],
  ['ETB', N('trigger')],
  ['CIP', N('trigger')],
  ['PIG能力', N('trigger')],
  ['PIG', N('trigger')],
  ['誘発型能力', N('keyword')],
  // 「《X》の起動型能力で」「格闘能力で」: an activated ability named as such or by the fight it makes (602.1, 701.14;
  // frames/ability-fight.ts, where the fight said is checked against the ability's effect).
  ['起動型能力', N('keyword')],
  ['格闘能力', N('keyword')],
  // 「誘発に対応して」「《追放する光》の誘発」: a triggered ability, as players shorten it (frames/trigger-response.ts).
  ['誘発', N('trigger')],
  ...JAPANESE_TRIGGER_NOUNS.map((w): readonly [string, Sense] => [w, N('trigger')]),
  ['戦闘', N('combat')],
  ['ターン', N('turn')],
  ['墓地', N('graveyard')],
  ['戦場', N('battlefield')],
  ['場', N('battlefield')],
  ['盤面', N('battlefield')],
  ['フィールド', N('battlefield')],
  ['手札', N('hand')],
  ['ライブラリー', N('library')],
  // (The exile zone named as a place, 「追放領域のクリーチャー」: not the verb 追放する.)
  ['追放領域', N('exile')],
  ['スタック', N('stack')],
  ['マナ', N('mana')],
  ['効果', N('effect')],
  ['結果', N('result')],
  // 「致死ですか」「リーサル？」: whether what the story told is lethal (intents/game-asks.ts gameOverAsk).
  ['致死', N('lethal')],
  ['リーサル', N('lethal')],
  ['合計', N('total')],
  ['修整', N('effect')],
  // 「レジェンド・ルールは適用されますか」: the legend rule (704.5j), as "the legend rule" (intents/legend.ts).
  ['レジェンド・ルール', N('legend-rule')],
  ['レジェンドルール', N('legend-rule')],
  ['伝説ルール', N('legend-rule')],
  ['対象に', { kind: 'prep', prep: 'targeting' }],
  // 「Xを対象として《怨恨》を唱える」: the same as 対象に (601.2c).
  ['対象として', { kind: 'prep', prep: 'targeting' }],
  // Adjectives
  ['タップ状態', A('tapped')],
  ['アンタップ状態', A('untapped')],
  ['攻撃中', A('attacking')],
  ['召喚酔い', A('sick')],
  ['他の', A('other')],
  ['他に', A('other')],
  ['ほかに', A('other')],
  ['ほかの', A('other')],
  // 「残りのクリーチャー」: the one(s) not yet told of, as 他の (refs.ts contrast).
  ['残りの', A('other')],
  // 「余った3点」「余りの3点」: what is left over, said as 残りの is.
  ['余った', A('other')],
  ['余りの', A('other')],
  // 「もう一方は死ぬ？」「他方」「もう片方」: the other of two just named together (refs.ts pickTold).
  ['もう一方', A('other')],
  ['もう片方', A('other')],
  ['他方', A('other')],
  // 「最初の1/1」「最後の1/1」: the first and last of those told alike, in the order told.
  ['最初の', A('first')],
  ['最後の', A('last')],
  // 「同じ名前の伝説のクリーチャー」「名前の違う伝説のクリーチャー2体」: how the names of objects told without a card name
  // relate (704.5j looks at names; refs-names.ts).
  ['同じ名前の', A('same-name')],
  ['同名の', A('same-name')],
  ['名前の違う', A('different-names')],
  ['名前が違う', A('different-names')],
  ['名前の異なる', A('different-names')],
  ['名前が異なる', A('different-names')],
  ['違う名前の', A('different-names')],
  ['異なる名前の', A('different-names')],
  ['別の名前の', A('different-names')],
  ['別名の', A('different-names')],
  ['同じ', A('same')],
  // 「普通の4/4」「ただの2/2」: a creature with no abilities, which is what a P/T alone describes anyway.
  ['普通の', A('plain')],
  ['通常の', A('plain')],
  ['ただの', A('plain')],
  ['バニラの', A('plain')],
  ['バニラ', A('plain')],
  // 「地上のクリーチャー」: one without flying (modifiers.ts), never a place.
  ['地上の', A('grounded')],
  ['元の', A('old')],
  ['新しい', A('new')],
  // 「古い方を残した」: the older of two legendary permanents of one name kept (704.5j; frames/legend-keep.ts).
  ['古い', A('old')],
  ['追加で', A('extra')],
  ['追加の', A('extra')],
  ['最大', A('maximum')],
  ['最大で', A('maximum')],
  ['最低', A('minimum')],
  ['まだ', A('still')],
  ['死亡', A('dead')],
  ['負け', A('dead')],
  // 「私のクリーチャーは無事ですか」「熊は健在？」: unharmed, still there after what was told — alive, as "is it alive?"
  // asks (intents/fates.ts): whether it survives.
  ['無事', A('alive')],
  ['健在', A('alive')],
  ['勝ち', A('won')],
  // Times (time-words.ts)
  ...TIME_WORDS,
  // Question words
  ['何', W('what')],
  ['何が', W('what')],
  ['どう', W('what')],
  ['いくつ', W('how-many')],
  ['いくら', W('how-many')],
  ['何/何', W('how-big')],
  ['どっち', W('which')],
  ['どちら', W('which')],
  ['どれ', W('which')],
  ['誰', W('who')],
  ['どんな', W('what')],
  ['どこ', W('where')],
  // The copula (です, だ): "is"
  ['です', { kind: 'aux', aux: 'be' }],
  ['でした', { kind: 'aux', aux: 'be' }],
  ['だ', { kind: 'aux', aux: 'be' }],
  ['だった', { kind: 'aux', aux: 'be' }],
  ['でしょうか', { kind: 'aux', aux: 'be' }],
  ['ですか', { kind: 'aux', aux: 'be' }],
  // Answers the asker half-gives
  ['ですよね', { kind: 'yes-no', yes: true }],
  ['よね', { kind: 'yes-no', yes: true }],
  ['でしょう', { kind: 'yes-no', yes: true }],
  // Filler
  ['すみません', FILLER],
  ['すいません', FILLER],
  ['質問', FILLER],
  ['質問です', FILLER],
  // 「先日の対戦で気になったので質問です」: what made the asker wonder — the telling, not the game.
  ['気になったので', FILLER],
  ['気になった', FILLER],
  ['気になって', FILLER],
  ['気になりました', FILLER],
  ['教えてください', FILLER],
  ['教えて', FILLER],
  ['知りたい', FILLER],
  ['知りたいです', FILLER],
  ['ください', FILLER],
  ['お願いします', FILLER],
  ['ちなみに', FILLER],
  // 「死ぬかどうか」「勝てるかどうか教えて」: "whether or not" after a yes/no question's か — the question itself, nothing more.
  ['どうか', FILLER],
  // 「もしブロックできるなら」「仮に撃たれたら」: "if", "suppose" — the condition itself is said by the verb's ending.
  ['もし', FILLER],
  ['もしも', FILLER],
  ['仮に', FILLER],
  ['一応', FILLER],
  // 「この場合…不発になる？」: "in this case", the case the story told — no condition of its own.
  ['この場合', FILLER],
  ['その場合', FILLER],
  ['ちょっと', FILLER],
  ['本当に', FILLER],
  ['実際', FILLER],
  ['例えば', FILLER],
  ['全部', FILLER],
  // 「私のクリーチャーだけが死ぬ？」: nothing else is (intents/fates.ts reads it of a yes/no question).
  ['だけ', { kind: 'filler', focus: true }],
  ['のみ', { kind: 'filler', focus: true }],
  ['ばかり', FILLER],
  ['ばっか', FILLER],
  ['ばっかり', FILLER],
  ['話', FILLER],
  ['普通', FILLER],
  ['確認', FILLER],
  ['相談', FILLER],
  ['初心者', FILLER],
  ['初歩的', FILLER],
  ['素朴', FILLER],
  ['疑問', FILLER],
  // 「昨日友達と対戦してたら」「FNMでこういう状況になったんですが」: who played, when and where — the telling, never the board
  // (clause-close.ts contextOnly: a clause of only these is set aside; one with a card, a number or a game verb is read).
  ['友達', FILLER],
  ['友人', FILLER],
  ['対戦', FILLER],
  ['試合', FILLER],
  ['昨日', FILLER],
  ['先日', FILLER],
  // 「こないだ《X》をつけた2/2で殴ったら」「この前の試合で」「この間の大会で」: "the other day", as 先日 — the telling.
  // (Only the spoken こないだ and the forms with の before a noun: この前に alone is "before this", a time of the story.)
  ['こないだ', FILLER],
  ['こないだの', FILLER],
  ['この前の', FILLER],
  ['この間の', FILLER],
  // 「そのとき俺のライフは10」「その時点で相手のライフは5」: at the point the story has reached — what is told next
  // holds there, as the story's order already says (the board told between events is the board then).
  ['そのとき', FILLER],
  ['その時', FILLER],
  ['その時点で', FILLER],
  // 「めいっぱい本体に振った」: "as much as can be", as できるだけ (index.ts AS_MUCH reads it by its text); one
  // chunk so that kuromoji's め + いっぱい is not two unread words. Left a word of no sense elsewhere.
  ['めいっぱい', { kind: 'unknown' }],
  ['目いっぱい', { kind: 'unknown' }],
  // 「統率者戦で」「4人戦で」「対戦相手が2人」: formats and games of more than two players (903 Commander: 40 life; 810
  // Two-Headed Giant: shared life; 800 multiplayer). The engine plays a two-player game at the usual starting life, so
  // each is named in the refusal — never passed over (it was: 20 life answered in Commander; 「2人」 read as a life of 2).
  ...['統率者戦', '統率者', '双頭巨人戦', '双頭巨人', '多人数戦', '多人数', 'マルチプレイ', 'マルチプレイヤー', '多人数プレイ', 'ブロール', '人'].map((w): [string, Sense] => [w, { kind: 'unknown', strange: true }]),
  ['FNM', FILLER],
  ['大会', FILLER],
  ['状況', FILLER],
  ['場面', FILLER],
  ['こういう', FILLER],
  ['こんな', FILLER],
  ['基本', FILLER],
];
