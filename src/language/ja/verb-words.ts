/** The Japanese lexicon's verbs: each verb's surface forms and its sense. */
import type { Verb } from '../senses.ts';

/** Game verbs in dictionary form. A verb that is passive by its words (対象になる: "becomes the target") says so. */
/**
 * `placing`: in the perfect (〜ている, 〜てる, 〜てある) the verb tells a state, not an event —
 * 「《X》を出している」「《謙虚》が出てる」: X is on the battlefield.
 */
/**
 * `mutual`: said of two creatures at once, each doing it to the other — 「相打ちになる」 (they trade: both
 * die), asked as 「両方死ぬ？」 is, whatever the subject said (「これって相打ち？」).
 */
/**
 * `every`: said of a whole group at once — 「全滅する」 (all of them die), asked as 「全部死ぬ？」 is when no group is said.
 */
/**
 * `battlefield`: the zone is said inside the verb's own words (戦場に出る: enters the battlefield), as "enter the battlefield".
 */
export const VERB_WORDS: readonly (readonly [string, Verb, { passive?: true; placing?: true; mutual?: true; every?: true; battlefield?: true }?])[] = [
  ['攻撃する', 'attack'],
  ['殴る', 'attack'],
  ['アタックする', 'attack'],
  ['攻撃に参加する', 'attack'],
  ['ブロックする', 'block'],
  // 「ブロックに参加できますか」: as 攻撃に参加する is attacking.
  ['ブロックに参加する', 'block'],
  // 「到達の2/3をブロックに出せる?」「1/1をブロックに回す」: a creature put up as a blocker; without these the bare noun
  // ブロック was left unknown and 出す read as a cast (a wrong yes: red team s28).
  ['ブロックに出す', 'block'],
  ['ブロックに回す', 'block'],
  // 「そのままブロックに使えますか」「2/2をブロックに使う」: a creature used to block is a blocker (509.1a), as ブロックに出す.
  ['ブロックに使う', 'block'],
  ['ブロックに使用する', 'block'],
  ['チャンプブロックする', 'chump'],
  // 「《極楽鳥》でチャンプしました」: players say チャンプ alone for the chump block.
  ['チャンプする', 'chump'],
  ['ダブルブロックする', 'double-block'],
  // 「2/2と3/3に二重ブロックされた」「トリプルブロックしてきた」: a block by several creatures (509.1a), as the English
  // "double / triple block"; the blockers are the ones named with it.
  ['二重ブロックする', 'double-block'],
  ['三重ブロックする', 'double-block'],
  ['多重ブロックする', 'double-block'],
  ['トリプルブロックする', 'double-block'],
  ['ブロックされずに通る', 'unblocked'],
  ['素通りする', 'unblocked'],
  ['素通しする', 'unblocked'],
  ['ノーブロックする', 'unblocked'],
  ['ノーブロックで通る', 'unblocked'],
  // 「アンブロックで通したら」「アンブロックで通った」: players' "unblocked" (509.1h); 通す is the attacker's player letting it through.
  ['アンブロックで通る', 'unblocked'],
  ['アンブロックで通す', 'unblocked'],
  ['ノーブロックで通す', 'unblocked'],
  ['アンブロックになる', 'unblocked'],
  // 「アンブロックなら」「アンブロックだった」「スルーした」: the loanwords alone, as ノーブロックする (the copula: ja/noun-predicates.ts).
  ['アンブロックする', 'unblocked'],
  ['スルーする', 'unblocked'],
  // 「ブロックなし」「ブロック無しで通った」: told after an attack, the attacker went unblocked (509.1h).
  ['ブロックなし', 'unblocked'],
  ['ブロック無し', 'unblocked'],
  ['ブロックなしで通る', 'unblocked'],
  ['ブロック無しで通る', 'unblocked'],
  // 「増殖で相手を選んだ」「増殖する」: the keyword action (701.34a) and the choice it asks (frames/proliferate.ts).
  ['増殖する', 'proliferate'],
  ['選ぶ', 'choose'],
  ['唱える', 'cast'],
  ['撃つ', 'cast'],
  ['打つ', 'cast'],
  ['キャストする', 'cast'],
  // 「熊に《巨大化》をかけた」「《疫病のとげ刺し》に《巨大化》かけて」: a spell put on something, as 魔法をかける says — cast at it.
  ['かける', 'cast'],
  ['掛ける', 'cast'],
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
  // 「《稲妻》で3/3を狙う」「《ショック》で熊を狙った」: aimed at — targeted with the spell (115.1), as 対象にする.
  ['狙う', 'target'],
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
  // 「3/3を《稲妻》で落とせる？」「ブロッカーを落とした」: players' slang for killing a creature, read as 倒す is.
  ['落とす', 'kill'],
  ['除去する', 'kill'],
  // 「《喉首狙い》で除去れる?」「除去ったら」: players' 五段 slang made of the noun 除去, read as 除去する is.
  ['除去る', 'kill'],
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
  // 「トレードになる？」「トレードできる？」: the table-talk loanword for a trade, both die as 相打ち says.
  ['トレードになる', 'die', { mutual: true }],
  ['トレードする', 'die', { mutual: true }],
  ['死亡する', 'die'],
  ['全滅する', 'die', { every: true }],
  ['墓地に行く', 'die'],
  ['墓地に置かれる', 'die'],
  ['生き残る', 'survive'],
  // 「戦闘を生き延びた」: lived through what was done to it, as 生き残る says.
  ['生き延びる', 'survive'],
  ['助かる', 'survive'],
  // 「熊は生きてる？」「夜鷲は生きていますか」: still alive after what was told — survives, as 生き残る says.
  ['生きる', 'survive'],
  ['生存する', 'survive'],
  // 「再生で守れる？」「《巨大化》で熊を救える？」「助けられる？」: to save a creature — it survives what was done to it — as
  // the English "save" (what saves it marked で; the one saved を, else the creature told).
  ['守る', 'save'],
  ['救う', 'save'],
  ['助ける', 'save'],
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
  // 「《幻影の像》で《灰色熊》をコピーした」: a permanent spell entering as a copy of another (707.2, frames/copies.ts).
  ['コピーする', 'copy'],
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
  ['付けかえる', 'move'],
  ['つけかえる', 'move'],
  // 「《速足のブーツ》を熊に移せますか」: an Equipment moved onto a creature, as 付け替える says (701.3a).
  ['移す', 'move'],
  ['移し替える', 'move'],
  ['起動する', 'activate'],
  ['置く', 'put'],
  ['乗せる', 'put'],
  ['乗る', 'put'],
  ['持つ', 'have'],
  ['ある', 'have'],
  // 「場に《灰色熊》がいる」: it is there.
  ['いる', 'be'],
  ['居る', 'be'],
  // 「相手の《ぬめるボーグル》がうざいんだけど」「宿敵が邪魔なので」: a feeling about a permanent tells only that it is there.
  ['うざい', 'be'],
  ['ウザい', 'be'],
  ['うっとうしい', 'be'],
  ['鬱陶しい', 'be'],
  ['邪魔', 'be'],
  ['厄介', 'be'],
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
  ['戦場に出る', 'enter', { placing: true, battlefield: true }],
  ['場に出る', 'enter', { placing: true, battlefield: true }],
  // 「《X》が着地した」: a permanent spell resolved and its permanent entered the battlefield (608.3a), as players say it.
  ['着地する', 'enter', { placing: true, battlefield: true }],
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
  // 「2枚目を唱えて新しい方を残した」: the legend rule's choice told (704.5j; frames/legend-keep.ts).
  ['残す', 'keep'],
  ['行く', 'go'],
  ['飛ぶ', 'fly'],
  ['終わる', 'end'],
  ['終了する', 'end'],
  ['切れる', 'end'],
  ['適用する', 'apply'],
  ['強化する', 'pump'],
  // 「パンプした」: players' loanword for giving a creature +N/+N, as "pump".
  ['パンプする', 'pump'],
  // 「《巨大化》で大きくした熊」「サイズアップした2/2」: making a creature bigger is giving it +N/+N, as 強化する is.
  ['大きくする', 'pump'],
  ['サイズアップする', 'pump'],
];

/**
 * 「ブロック」「攻撃」: a game verb's noun, the word its 〜する form is written from. Said alone and read by nothing, it is a
 * game act the reading missed, so coverage names it even when every other word was used (coverage.ts).
 */
export const VERB_NOUNS: ReadonlySet<string> = new Set(VERB_WORDS.flatMap(([w]) => (w.endsWith('する') && w.length > 2 ? [w.slice(0, -2)] : [])));
