/**
 * Japanese words and what they mean (senses.ts): one line per word or synonym. Keys are written
 * as a dictionary would list them; the chunker matches them against morphemes (every morpheme
 * by its surface but the last, which may also match by its base form: 殴った finds 殴る, 生け贄に
 * 捧げた finds 生け贄に捧げる). A verb written 〜する matches its noun with any form of する or
 * できる after it (攻撃した, 攻撃できる, ブロックされた). Keywords, colors, types, subtypes and card
 * names come from data (lexicon/*.ts), not from this file.
 */
import type { PlayerWord, Sense, TimeWord, Verb, Wh } from '../senses.ts';

const P = (who: PlayerWord): Sense => ({ kind: 'player', who, possessive: false });
const T = (time: TimeWord): Sense => ({ kind: 'time', time });
const W = (wh: Wh): Sense => ({ kind: 'wh', wh });
const O = (noun: Extract<Sense, { kind: 'object-noun' }>['noun']): Sense => ({ kind: 'object-noun', noun, plural: false });
const N = (noun: Extract<Sense, { kind: 'thing-noun' }>['noun']): Sense => ({ kind: 'thing-noun', noun });
const A = (adj: Extract<Sense, { kind: 'adj' }>['adj']): Sense => ({ kind: 'adj', adj });
const FILLER: Sense = { kind: 'filler' };
/** Words the questions can't read and must never pass over: a refusal names them. */
const STRANGE: Sense = { kind: 'unknown', strange: true };

/** Game verbs in dictionary form. A verb that is passive by its words (対象になる: "becomes the target") says so. */
/**
 * `placing`: in the perfect (〜ている, 〜てる, 〜てある) the verb tells a state, not an event —
 * 「《X》を出している」「《謙虚》が出てる」: X is on the battlefield.
 */
/**
 * `mutual`: said of two creatures at once, each doing it to the other — 「相打ちになる」 (they trade: both
 * die), asked as 「両方死ぬ？」 is, whatever the subject said (「これって相打ち？」).
 */
export const VERB_WORDS: readonly (readonly [string, Verb, { passive?: true; placing?: true; mutual?: true }?])[] = [
  ['攻撃する', 'attack'],
  ['殴る', 'attack'],
  ['アタックする', 'attack'],
  ['攻撃に参加する', 'attack'],
  ['ブロックする', 'block'],
  // 「ブロックに参加できますか」: as 攻撃に参加する is attacking.
  ['ブロックに参加する', 'block'],
  ['チャンプブロックする', 'chump'],
  // 「《極楽鳥》でチャンプしました」: players say チャンプ alone for the chump block.
  ['チャンプする', 'chump'],
  ['ダブルブロックする', 'double-block'],
  ['ブロックされずに通る', 'unblocked'],
  ['素通りする', 'unblocked'],
  ['素通しする', 'unblocked'],
  ['ノーブロックする', 'unblocked'],
  ['ノーブロックで通る', 'unblocked'],
  // 「ブロックなし」「ブロック無しで通った」: told after an attack, the attacker went unblocked (509.1h).
  ['ブロックなし', 'unblocked'],
  ['ブロック無し', 'unblocked'],
  ['ブロックなしで通る', 'unblocked'],
  ['ブロック無しで通る', 'unblocked'],
  ['唱える', 'cast'],
  ['撃つ', 'cast'],
  ['打つ', 'cast'],
  ['キャストする', 'cast'],
  ['詠唱する', 'cast'],
  // 「《ショック》に《対抗呪文》で対応した」: a spell cast in response, what it responds to marked with に.
  ['対応する', 'respond'],
  // 「相手が《対抗呪文》を合わせてきた」: players' word for casting a spell in response to one (117.3c).
  ['合わせる', 'respond'],
  ['プレイする', 'play'],
  // 「瞬速で出した」「瞬速で唱える」: cast with flash (702.8a).
  ['瞬速で出す', 'flash'],
  ['瞬速で唱える', 'flash'],
  ['フラッシュで出す', 'flash'],
  ['出す', 'cast', { placing: true }],
  // 「《栄光の頌歌》を2枚並べてる」: lined up on the battlefield, said as 出している is.
  ['並べる', 'cast', { placing: true }],
  ['使う', 'use'],
  ['使用する', 'use'],
  ['対象にする', 'target'],
  ['対象に取る', 'target'],
  ['対象にとる', 'target'],
  ['対象になる', 'target', { passive: true }],
  // 「ダメージは2倍になる」 (is doubled, 614.1a); 倍 alone says twice.
  ['2倍になる', 'double', { passive: true }],
  ['倍になる', 'double', { passive: true }],
  ['与える', 'deal'],
  ['受ける', 'take'],
  ['負う', 'take'],
  ['食らう', 'take'],
  ['くらう', 'take'],
  ['喰らう', 'take'],
  // 「3点もらった」「《稲妻》で3点もらいました」: damage received, as 受ける says. (After a te-form, 〜てもらう is an
  // auxiliary the verb's ending takes in, morph.ts — never this verb.)
  ['もらう', 'take'],
  ['貰う', 'take'],
  ['通る', 'go-through'],
  ['通す', 'go-through'],
  ['入る', 'go-through'],
  ['貫通する', 'go-through'],
  ['抜ける', 'go-through'],
  ['軽減する', 'prevent'],
  ['防ぐ', 'prevent'],
  ['破壊する', 'destroy'],
  // 「《帰化》で割った」「《払拭の光》が壊された」: destroyed (割る is players' word for a noncreature permanent).
  ['割る', 'destroy'],
  ['壊す', 'destroy'],
  // 「板金鎧は壊れますか」: the intransitive of 壊す, "is destroyed".
  ['壊れる', 'destroy', { passive: true }],
  ['倒す', 'kill'],
  // 「《稲妻》で焼かれた」「ショックで焼いた」: killed with a damage spell (players' slang for burn), read as 倒す is.
  ['焼く', 'kill'],
  ['焼き殺す', 'kill'],
  ['除去する', 'kill'],
  ['殺す', 'kill'],
  ['死ぬ', 'die'],
  // 「PWは落ちる？」「チャンドラが落ちる」: a permanent "falls" — is put into the graveyard, as 死ぬ says of a creature.
  ['落ちる', 'die'],
  ['相打ちになる', 'die', { mutual: true }],
  ['相打ちする', 'die', { mutual: true }],
  ['相討ちになる', 'die', { mutual: true }],
  ['相討ちする', 'die', { mutual: true }],
  // 「相打ちにできる？」「相討ちにする」: making it a trade — both die (asked with できる: can they both die).
  ['相打ちにする', 'die', { mutual: true }],
  ['相討ちにする', 'die', { mutual: true }],
  ['死亡する', 'die'],
  ['墓地に行く', 'die'],
  ['墓地に置かれる', 'die'],
  ['生き残る', 'survive'],
  ['助かる', 'survive'],
  // 「熊は生きてる？」「夜鷲は生きていますか」: still alive after what was told — survives, as 生き残る says.
  ['生きる', 'survive'],
  ['生存する', 'survive'],
  ['生け贄に捧げる', 'sacrifice'],
  ['生贄に捧げる', 'sacrifice'],
  ['生け贄にする', 'sacrifice'],
  ['生贄にする', 'sacrifice'],
  ['サクる', 'sacrifice'],
  ['追放する', 'exile'],
  ['戻す', 'return'],
  // 「《送還》で手札に返した」: returned to a hand, as 戻す says.
  ['返す', 'return'],
  // 「その《対抗呪文》に《否認》を撃ち返した」: a spell cast back at the one just cast (に marks its target), while
  // that one waits on the stack (117.3c).
  ['撃ち返す', 'cast'],
  ['打ち返す', 'cast'],
  ['バウンスする', 'bounce'],
  ['戻る', 'come-back'],
  ['打ち消す', 'counter'],
  ['カウンターする', 'counter'],
  ['解決する', 'resolve'],
  // 「《殺害》は不発になる？」: it doesn't resolve, its targets all illegal (608.2b); 立ち消え is the older word.
  ['不発になる', 'fizzle'],
  ['不発する', 'fizzle'],
  ['不発に終わる', 'fizzle'],
  ['立ち消えになる', 'fizzle'],
  ['立ち消えする', 'fizzle'],
  ['入れ替える', 'switch'],
  ['得る', 'gain'],
  ['獲得する', 'gain'],
  ['回復する', 'gain'],
  ['失う', 'lose'],
  // 「ライフは減りますか」「毒は増える?」: an amount going up or down (asked of life or poison).
  ['増える', 'increase'],
  ['増加する', 'increase'],
  ['上がる', 'increase'],
  ['減る', 'decrease'],
  ['減少する', 'decrease'],
  ['下がる', 'decrease'],
  ['なる', 'become'],
  // 「何が起きますか」「何が起こる？」: what happens.
  ['起きる', 'happen'],
  ['起こる', 'happen'],
  ['変わる', 'become'],
  ['装備する', 'equip'],
  ['つける', 'attach'],
  ['付ける', 'attach'],
  ['つく', 'attach'],
  ['付く', 'attach'],
  ['付け替える', 'move'],
  ['つけ替える', 'move'],
  ['起動する', 'activate'],
  ['置く', 'put'],
  ['乗せる', 'put'],
  ['乗る', 'put'],
  ['持つ', 'have'],
  ['ある', 'have'],
  // 「場に《灰色熊》がいる」: it is there.
  ['いる', 'be'],
  ['居る', 'be'],
  ['コントロールする', 'control'],
  ['明滅させる', 'flicker'],
  ['明滅する', 'flicker'],
  ['ブリンクする', 'flicker'],
  ['再生する', 'regenerate'],
  // 「再生の盾を張っておく」「再生能力を起動した」: a regeneration shield made (701.19a).
  ['再生の盾を張る', 'regenerate'],
  ['再生の盾を貼る', 'regenerate'],
  ['再生の盾を作る', 'regenerate'],
  ['再生の盾を立てる', 'regenerate'],
  ['再生の盾を用意する', 'regenerate'],
  ['再生能力を起動する', 'regenerate'],
  ['再生能力を使う', 'regenerate'],
  ['再生を起動する', 'regenerate'],
  // 「再生の起動を済ませた」「再生を起動済み」: its regeneration already activated — the shield is there (701.19a).
  ['再生の起動を済ませる', 'regenerate'],
  ['再生の起動を済ます', 'regenerate'],
  ['再生を起動済み', 'regenerate'],
  ['再生は起動済み', 'regenerate'],
  ['誘発する', 'trigger'],
  ['戦場に出る', 'enter', { placing: true }],
  ['場に出る', 'enter', { placing: true }],
  // 「トークンは出る?」「何体出る?」: comes onto the battlefield.
  ['出る', 'enter', { placing: true }],
  ['タップする', 'tap'],
  ['アンタップする', 'untap'],
  ['引く', 'draw'],
  ['ドローする', 'draw'],
  ['捨てる', 'discard'],
  ['生成する', 'create'],
  ['格闘する', 'fight'],
  ['勝つ', 'win'],
  ['勝利する', 'win'],
  ['負ける', 'lose'],
  ['敗北する', 'lose'],
  ['割り振る', 'assign'],
  // 「残りを本体に振った」: damage put (divided) onto a creature or player, as 割り振る.
  ['振る', 'assign'],
  ['振り分ける', 'assign'],
  ['奪う', 'steal'],
  ['支払う', 'pay'],
  ['払う', 'pay'],
  ['残る', 'remain'],
  ['行く', 'go'],
  ['飛ぶ', 'fly'],
  ['終わる', 'end'],
  ['終了する', 'end'],
  ['切れる', 'end'],
  ['適用する', 'apply'],
  ['強化する', 'pump'],
];

/** Other words: players, nouns, times, question words, filler. */
export const OTHER_WORDS: readonly (readonly [string, Sense])[] = [
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
  ['ETB能力', N('keyword')],
  ['ETB', N('keyword')],
  ['PIG能力', N('keyword')],
  ['PIG', N('keyword')],
  ['誘発型能力', N('keyword')],
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
  ['合計', N('total')],
  ['修整', N('effect')],
  ['対象に', { kind: 'prep', prep: 'targeting' }],
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
  // 「もう一方は死ぬ？」「他方」「もう片方」: the other of two just named together (refs.ts pickTold).
  ['もう一方', A('other')],
  ['もう片方', A('other')],
  ['他方', A('other')],
  // 「最初の1/1」「最後の1/1」: the first and last of those told alike, in the order told.
  ['最初の', A('first')],
  ['最後の', A('last')],
  ['同じ', A('same')],
  // 「普通の4/4」「ただの2/2」: a creature with no abilities, which is what a P/T alone describes anyway.
  ['普通の', A('plain')],
  ['通常の', A('plain')],
  ['ただの', A('plain')],
  ['バニラの', A('plain')],
  ['バニラ', A('plain')],
  ['元の', A('old')],
  ['新しい', A('new')],
  ['追加で', A('extra')],
  ['追加の', A('extra')],
  ['最大', A('maximum')],
  ['最大で', A('maximum')],
  ['最低', A('minimum')],
  ['まだ', A('still')],
  ['死亡', A('dead')],
  ['負け', A('dead')],
  ['勝ち', A('won')],
  // Times
  ['ターン終了時まで', T('until-eot')],
  ['このターン', T('this-turn')],
  ['このターン中', T('this-turn')],
  ['そのターン', T('this-turn')],
  ['そのターン中', T('this-turn')],
  ['対応して', T('in-response')],
  // 「同時に、私のクリーチャーが相手に2点、相手のクリーチャーが私に2点与えた」: one event (language/simultaneous.ts).
  ['同時に', T('simultaneous')],
  ['ダメージの前に', T('before-damage')],
  ['ダメージ前に', T('before-damage')],
  ['戦闘ダメージの前に', T('before-damage')],
  ['ダメージの後', T('after-damage')],
  ['ダメージの後に', T('after-damage')],
  // 「第一ダメージ・ステップの後で」: between the first-strike combat damage step and the regular one (510.4) —
  // a point no question here stops at; named in a refusal, never read as after all combat damage.
  // (Said with the keyword, 「先制攻撃のダメージの後」, the chunker joins them: chunk.ts keywordDamageTimes.)
  ['最初のダメージの後', STRANGE],
  ['ダメージ後', T('after-damage')],
  ['第一ダメージ・ステップの後', STRANGE],
  // 「ブロック後に《巨大化》を唱えた」: after blockers are declared, so before combat damage (509, 510) — the
  // order the story tells the block and the spell in already says it, as ダメージ前に does.
  // (After blocks, no creature can be declared a blocker any more (509.1): 'after-blocks' says so.)
  ['ブロック後に', T('after-blocks')],
  ['ブロックの後に', T('after-blocks')],
  ['ブロック後', T('after-blocks')],
  ['戦闘前に', T('precombat')],
  ['戦闘前', T('precombat')],
  ['戦闘後', T('after-combat')],
  ['戦闘後に', T('after-combat')],
  ['戦闘中', T('during-combat')],
  ['戦闘中に', T('during-combat')],
  ['次のターン', T('next-turn')],
  // 「前のターンに出した《X》」「前のターンからいる《X》」: on the battlefield since before this turn (302.6; valency.ts sinceLastTurn).
  ['前のターン', T('last-turn')],
  ['前のターンから', T('last-turn')],
  ['前のターンに', T('last-turn')],
  ['前ターン', T('last-turn')],
  ['前ターンから', T('last-turn')],
  ['前ターンに', T('last-turn')],
  ['次の相手のターン', T('their-next-turn')],
  ['次の自分のターン', T('my-next-turn')],
  ['終了ステップ', T('end-step')],
  // Steps and phases of a turn (500.1) by their other names; whose they are is read from 自分の／相手の before them (frames/moments.ts).
  ['エンドステップ', T('end-step')],
  ['エンド・ステップ', T('end-step')],
  ['終了フェイズ', T('end-step')],
  ['アンタップ・ステップ', T('untap-step')],
  ['アンタップステップ', T('untap-step')],
  ['ドロー・ステップ', T('draw-step')],
  ['ドローステップ', T('draw-step')],
  ['アップキープ・ステップ', T('upkeep')],
  ['クリンナップ・ステップ', T('cleanup')],
  ['クリンナップステップ', T('cleanup')],
  ['アップキープステップ', T('upkeep')],
  // 511: the end of combat step is a step of combat, not the end step (513).
  ['戦闘終了ステップ', T('during-combat')],
  ['戦闘終了・ステップ', T('during-combat')],
  ['第1メイン・フェイズ', T('main-phase')],
  ['戦闘前メイン・フェイズ', T('main-phase')],
  ['メイン1', T('main-phase')],
  ['第2メイン・フェイズ', T('postcombat')],
  ['戦闘後メイン・フェイズ', T('postcombat')],
  ['メイン2', T('postcombat')],
  ['戦闘フェイズ', T('during-combat')],
  ['戦闘開始ステップ', T('during-combat')],
  ['攻撃クリーチャー指定ステップ', T('during-combat')],
  ['ブロック・クリーチャー指定ステップ', T('during-combat')],
  ['ブロッククリーチャー指定ステップ', T('during-combat')],
  ['戦闘ダメージ・ステップ', T('during-combat')],
  ['戦闘ダメージステップ', T('during-combat')],
  ['アップキープ', T('upkeep')],
  ['メイン・フェイズ', T('main-phase')],
  ['メインフェイズ', T('main-phase')],
  ['ターン終了時', T('turn-ends')],
  ['その後', T('later')],
  ['そのあと', T('later')],
  ['あとで', T('later')],
  ['後で', T('later')],
  ['それから', T('later')],
  ['それと', { kind: 'conj', conj: 'and' }],
  // さらに／また add an act after the others; もう一度／再び say the act is a second one (senses.ts 'also', 'again').
  ['さらに', T('also')],
  ['また', T('also')],
  ['もう一度', T('again')],
  ['もう1度', T('again')],
  ['もう一回', T('again')],
  ['もう1回', T('again')],
  ['再び', T('again')],
  ['再度', T('again')],
  ['改めて', T('again')],
  ['すでに', T('already')],
  ['既に', T('already')],
  ['今', T('now')],
  ['最初に', T('first')],
  ['まず', T('first')],
  ['最後に', T('finally')],
  ['最終的に', T('finally')],
  // 「解決後、相手のライフは?」: once what was cast has resolved (608.1) — asked, the state after it; said of a
  // statement (「《ショック》を撃ち、解決後に《巨大化》を唱えた」) what follows is done after it resolved, as
  // その後 (608.2: the spell resolves fully first), never while it waits on the stack (red team s14).
  ['解決後', T('later')],
  ['解決後に', T('later')],
  ['解決後は', T('later')],
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
  ['教えてください', FILLER],
  ['教えて', FILLER],
  ['知りたい', FILLER],
  ['知りたいです', FILLER],
  ['ください', FILLER],
  ['お願いします', FILLER],
  ['ちなみに', FILLER],
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
  ['話', FILLER],
  ['普通', FILLER],
  ['確認', FILLER],
  ['相談', FILLER],
  ['初心者', FILLER],
  ['初歩的', FILLER],
  ['素朴', FILLER],
  ['疑問', FILLER],
  ['基本', FILLER],
];

/**
 * Verbs of talking and wondering (友達と揉めた, ずっと迷っている, ジャッジに聞いた): a clause made only of
 * these and filler is context, not part of the board (grammar.ts). A game action the lexicon
 * doesn't know is never one of them: it stays unknown and is named.
 */
/**
 * Words of losing the game said as a state (「負けですか」): of a player, never of a creature — so a bare これ/それ as
 * their subject (「これって負けですか」) is the situation told, not an object (valency.ts situationLost).
 */
export const GAME_LOSS_WORDS: ReadonlySet<string> = new Set(['負け']);

export const CONTEXT_VERBS = new Set(['揉める', 'もめる', '迷う', '悩む', '困る', '思う', '考える', '聞く', '訊く', '言う', '分かる', 'わかる', '調べる', '教わる', '習う', '始める', '気づく', '見る', '読む']);

/** Requests that make a sentence a question (「…を教えてください。」). */
export const QUESTION_REQUESTS = new Set(['教えてください', '教えて', '知りたい', '知りたいです', '教えてほしい', 'お願いします']);

/** Counter words after a number: 体 (creatures), 点 (damage or life), 個 (counters), 枚 (cards), 回 (times). */
export const COUNTERS = new Map<string, 'creature' | 'point' | 'piece' | 'card' | 'time'>([
  ['体', 'creature'], ['匹', 'creature'], ['点', 'point'], ['個', 'piece'], ['つ', 'piece'], ['枚', 'card'], ['回', 'time'], ['度', 'time'],
]);

/** Nouns after a verb that make it a condition or a time (〜した場合, 〜するとき, 〜した後). */
export const SUBORDINATE_NOUNS = new Map<string, 'if' | 'when' | 'after' | 'before' | 'while'>([
  ['場合', 'if'], ['とき', 'when'], ['時', 'when'], ['後', 'after'], ['あと', 'after'], ['前', 'before'], ['間', 'while'], ['うち', 'while'], ['ところ', 'when'],
  // 「《X》がある状態で」「ライフが3の状態で」: the board as it stands while the rest happens.
  ['状態', 'while'],
]);

/** The battlefield's words (「場」「戦場」): after a verb that describes it and before で, the board while the rest happens (chunk.ts). */
export const BOARD_NOUNS: ReadonlySet<string> = new Set(['場', '戦場']);

/**
 * Declarations of attackers or blockers (508.1, 509.1), said as a point in time with 後／あと after them
 * (「攻撃クリーチャーを指定した後」「アタック宣言のあとに」「ブロック宣言後」, chunk.ts declaredAt): after
 * attackers are declared is inside combat (a spell without flash can't be cast then, and creatures can
 * still block); after blockers are, no more blockers can be declared. Written up to the noun (指定, 宣言):
 * a verb ending (した, された) and の before 後 may follow.
 */
export const DECLARATIONS: readonly (readonly [string, 'attackers' | 'blockers'])[] = [
  ['攻撃クリーチャーを指定', 'attackers'],
  ['攻撃クリーチャーが指定', 'attackers'],
  ['攻撃クリーチャーの指定', 'attackers'],
  ['攻撃クリーチャー指定', 'attackers'],
  ['アタッカーを指定', 'attackers'],
  ['アタッカー指定', 'attackers'],
  ['アタック宣言', 'attackers'],
  ['アタックの宣言', 'attackers'],
  ['攻撃宣言', 'attackers'],
  ['攻撃の宣言', 'attackers'],
  ['ブロッククリーチャーを指定', 'blockers'],
  ['ブロック・クリーチャーを指定', 'blockers'],
  ['ブロッククリーチャーが指定', 'blockers'],
  ['ブロック・クリーチャーが指定', 'blockers'],
  ['ブロッククリーチャーの指定', 'blockers'],
  ['ブロック・クリーチャーの指定', 'blockers'],
  ['ブロッククリーチャー指定', 'blockers'],
  ['ブロック・クリーチャー指定', 'blockers'],
  ['ブロッカーを指定', 'blockers'],
  ['ブロッカー指定', 'blockers'],
  ['ブロック宣言', 'blockers'],
  ['ブロックの宣言', 'blockers'],
];

/**
 * The copula's conditional forms after a noun (「ライフが5なら」「3だったら」「5であれば」「2だとしたら」), as
 * kuromoji cuts them: a condition, as 〜の場合 is. Longest first.
 */
export const COPULA_IF: readonly (readonly string[])[] = [
  ['だ', 'と', 'し', 'たら'], ['だ', 'と', 'すれ', 'ば'], ['で', 'あれ', 'ば'], ['で', 'あっ', 'たら'], ['でし', 'たら'], ['だっ', 'たら'], ['なら', 'ば'], ['なら'],
];

/** Japanese color names for protection's parameter: プロテクション（赤）, 赤からのプロテクション, プロ赤. */
export const PROTECTION_PARAMS = new Map<string, string>([
  ['白', 'white'], ['青', 'blue'], ['黒', 'black'], ['赤', 'red'], ['緑', 'green'], ['すべて', 'everything'], ['全て', 'everything'], ['無色', 'colorless'],
  ['多色', 'multicolored'], ['単色', 'monocolored'], ['クリーチャー', 'creatures'], ['アーティファクト', 'artifacts'], ['エンチャント', 'enchantments'],
  ['インスタント', 'instants'], ['ソーサリー', 'sorceries'],
]);

/**
 * Nouns of attacking (「相手の4/4の攻撃を2/2でブロックした」): "X's attack" blocked or let through is
 * X itself, the attacking creature.
 */
/** 「相手本体」「相手の顔」: words for a player themself, said right after the player (read as that player). */
/** 〜付き(の): "with … on it", said after an Aura, an Equipment or counters (《怨恨》付きの熊, -1/-1カウンター付きの2/2). */
export const ATTACHED_SUFFIXES: ReadonlySet<string> = new Set(['付き', 'つき']);

export const SELF_WORDS: ReadonlySet<string> = new Set(['本体', '顔']);

export const ATTACK_NOUNS = new Set(['攻撃', 'アタック']);
