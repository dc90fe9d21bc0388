/**
 * What the engine stopped over, in Japanese (unmodelled-lines.ts): noun phrases before 「に左右されます」.
 * Card text is quoted as the card's (English oracle text said to be English, issue 16 §2); values to type
 * in a /scenario file ("search") are quoted as typed.
 */
import type { Fmt } from '../trace-format.ts';
import { quoteRulesJa } from '../ja-text.ts';
import { COUNTER_KIND_JA } from '../trace-words.ts';
import { strings } from './unmodelled-lines.ts';
import type { UnmodelledLines } from './unmodelled-lines.ts';

const q = (f: Fmt, name = 'text'): string => f.quotedText(name);
/** 「あなたの《灰色熊》の」 before a reason said of an attached permanent, or nothing. */
const of = (f: Fmt): string => (f.has('object') ? `${f.who('object')}の` : '');
const quoteEach = (xs: readonly string[]): string[] => xs.map((x) => quoteRulesJa(x));
const choice = (f: Fmt, name = 'choice'): string => `"${f.v(name)}"`;
/** Mana said in symbols ({G}{G}) as it is; anything else quoted as card text. */
const mana = (x: string): string => (/^(?:\{[^}]*\})+$/.test(x) ? x : quoteRulesJa(x));

export const JA_UNMODELLED: UnmodelledLines = {
  'block-requirement-multi': (f) => `${f.who('object')}の、2体以上でブロックされなければならない攻撃クリーチャーに対するブロック強制`,
  'division-second-step': (f) => `${f.who('object')}の2回目の戦闘ダメージ・ステップ（二段攻撃）での戦闘ダメージの割り振り（述べられた割り振りは1回目のもの）`,
  'combat-status': (f) => `${f.who('object')}が攻撃クリーチャーやブロック・クリーチャーであるかどうか（その時点の戦闘が分からない）`,
  'tapped-status': (f) => `${f.who('object')}がタップ状態かどうか（その時点の状態が分からない）`,
  'multiplayer-combat': () => '3人以上のプレイヤーがいる戦闘（どのプレイヤーが防御プレイヤーか）',
  'block-additional-several': (f) => `${f.who('object')}が持つ、追加のクリーチャーをブロックできる複数の能力`,
  'block-restriction': (f) => `ブロックの制限（${q(f)}）`,
  'siege-protector': (f) => `${f.who('object')}（包囲戦）をどの対戦相手が守るか`,
  landwalk: (f) => `土地渡り（${q(f)}）`,
  'protection-quality': (f) => `${of(f)}プロテクションの性質（${quoteRulesJa(`protection from ${f.v('quality')}`)}）`,
  'enchant-quality': (f) => `${of(f)}エンチャント能力（${quoteRulesJa(f.v('text'))}）`,
  reconfigure: (f) => `${of(f)}再構成`,
  'target-guard': (f) => `${q(f)}がこの対象を妨げるかどうか`,
  'hand-size-effects': (f) => `手札の上限を変える複数の効果（${quoteEach(strings(f, 'texts')).join('、')}）をタイムスタンプ順に適用した結果`,
  'world-rule': () => 'ワールド・ルール（各パーマネントがワールドの特殊タイプを持ってからの時間）',
  'siege-defense-zero': (f) => `防御値が0になった${f.who('object')}（包囲戦の誘発型能力）`,
  'library-beyond': (f) => `${f.owner('player')}ライブラリーのうち、状況に書かれた${f.v('known')}枚より先のカード（${f.v('needed')}枚必要です。ライブラリーの中身か、空であることを書いてください）`,
  'shuffled-draw': () => '切り直したライブラリーからのドロー（一番上のカードは無作為です）',
  'shuffled-top-card': () => '切り直したライブラリーの一番上のカード（どのカードかは無作為です）',
  'shuffled-top-cards': () => '切り直したライブラリーの上のカード（その順番は無作為です）',
  'search-partial-library': (f) => `${f.player('player')}が、一部しか書かれていないライブラリーから見つけるカード`,
  'search-to-battlefield': (f) => `${f.player('player')}が、書かれていないライブラリーから戦場に出すカード（中身か、見つけるカードを書いてください）`,
  'search-count': (f) => `${f.player('player')}が、書かれていないライブラリーから見つけるカードの枚数`,
  'search-split': (f) => `${f.player('player')}が、書かれていないライブラリーから見つけるカードと、そのどれを戦場に出すか（中身か、見つけるカードを書いてください）`,
  'search-split-choice': (f) => `${f.player('player')}が見つけたカードのうち戦場に出すもの（解決の処理の${choice(f)}で指定してください）`,
  'storm-left-stack': (f) => `ストーム能力の解決前にスタックを離れた${f.who('spell')}のコピー`,
  'rebound-cast': (f) => `次のアップキープの開始時に、反復によって${f.who('spell')}を追放領域から再び唱えるかどうかと、その唱え方（新しい対象を選ぶ新しい呪文です）`,
  'copy-new-targets': (f) => `${f.who('spell')}のコピーに新しい対象を選ぶかどうかと、その対象（解決の処理の${choice(f)}で指定してください）`,
  'additional-trigger-sacrifice': (f) => `生け贄に捧げたことで誘発した${q(f, 'ability')}が、${f.who('by')}の能力によって追加で誘発するかどうか`,
  'storm-count': (f) => `このターンに${f.who('spell')}より前に唱えられた呪文の数（ストーム・カウント。このターンに先に唱えたものを書いてください）`,
  'search-to-graveyard': (f) => `${f.player('player')}が、書かれていないライブラリーから墓地に置くカード（中身か、見つけるカードを書いてください）`,
  'search-choice': (f) => `${f.player('player')}がライブラリーから見つけるカード（解決の処理の${choice(f)}で指定してください）`,
  'library-bottom-unseen': (f) => `${f.player('player')}がライブラリーの一番下に置く${f.v('count')}枚のカードの位置（質問はライブラリー全体を示していないので、示されたカードより下のカードが分かりません。401.4）`,
  'library-order': (f) => `同時に${f.player('player')}のライブラリーの一番上に置かれる${f.v('count')}枚のカードの順番（401.4：オーナーが並べます）`,
  'enters-with-counters': (f) => `${f.who('object')}が戦場に出るときに置かれるカウンター（${q(f)}）`,
  'copy-of-changed': (f) => `コピー効果で値が変わっているものを、例外つきでコピーする${f.who('object')}（${q(f)}）`,
  'copy-token-lki': (f) => `戦場を離れた${f.who('object')}のコピーであるトークンを生成すること（最後の情報によるコピー可能な値）`,
  'copy-of-face': (f) => `裏向きや両面カードの${f.who('of')}を${f.who('object')}がコピーすること`,
  'damage-counters': (f) => `${f.who('object')}と、ダメージの結果として置かれるカウンター（萎縮、感染）`,
  'counter-replacement-order': (f) => {
    const kind = f.v('counter');
    return `${f.player('player')}が${f.who('object')}に置かれる${COUNTER_KIND_JA[kind] ?? kind}カウンターに${quoteEach(strings(f, 'texts')).join('と')}を適用する順番（結果は${strings(f, 'results').join('か')}になります。どちらを先に適用するかを書いてください）`;
  },
  'life-gain-replacement-order': (f) =>
    `${f.player('player')}が得るライフに${quoteEach(strings(f, 'texts')).join('と')}を適用する順番（616.1：ライフを得るプレイヤーが選び、ここでは順番で結果が変わります。どれを先に適用するかを書いてください）`,
  'shield-counter-prevention-order': (f) => `${f.who('object')}へのダメージを軽減する効果（${quoteEach(strings(f, 'texts')).join('か')}）のうちどれを先に適用するか（そのコントローラーが選びます、616.1。それによって盾カウンターが取り除かれるかどうかが決まります、122.1c）`,
  'shield-counter-sources': (f) => `盾カウンターが置かれた${f.who('object')}に複数の発生源から同時に与えられるダメージ（取り除かれる盾カウンターの数と、軽減されるダメージ）`,
  'ascend-count': (f) => `効果によって${f.who('object')}のコントローラーか、それが昇殿を持つかどうかが変わっているときの、昇殿と都市の承認のために各プレイヤーがコントロールするパーマネントの数`,
  'destroy-replacement-order': (f) => `${f.who('object')}の破壊を置き換える効果（${quoteEach(strings(f, 'texts')).join('か')}）のうちどれを適用するか（そのコントローラーが選びます）`,
  'watching-effect': () => '参照したオブジェクトを見張る置換・軽減効果',
  'stack-x-mana-value': (f) => `スタックにある${f.who('object')}のマナ総量（そのX）`,
  'choice-objects': (f) => `${f.who('object')}のために選ばれるオブジェクト（解決の処理の${choice(f)}で指定してください）`,
  'choice-sacrifice': (f) => `${f.player('player')}が${f.who('object')}のために生け贄に捧げるパーマネント（解決の処理の${choice(f)}で指定してください）`,
  'proliferate-choice': (f) => `${f.player('player')}が増殖で選ぶ、カウンターのあるパーマネントとプレイヤー（解決の処理の${choice(f)}で指定してください）`,
  'lki-damage-source': (f) => `戦場を離れた発生源からのダメージと、その最後の情報にある${f.keywords('texts')}`,
  'lki-sacrificed': () => 'コストとして生け贄に捧げたパーマネント（最後の情報でのパワー）',
  'lki-attached': (f) => `${f.who('object')}が戦場を離れたときについていたパーマネント（最後の情報）`,
  'linked-exile-unknown': (f) => `話の始まる前に${f.who('object')}が追放したカード（どのように追放したかを書いてください）`,
  'lki-tapped': () => '戦場を離れたパーマネントが最後に存在したときにタップ状態だったかどうか',
  'lki-evolve': () => '進化能力が解決する前に戦場を離れたクリーチャーの、最後に存在したときのパワーとタフネス',
  'lki-source-stat': () => '戦場を離れた能力の発生源の、最後に存在したときのパワーやタフネス',
  'turn-history-left': () => 'このターンにそのプレイヤーのコントロール下でパーマネントが戦場を離れたかどうか（紛争）',
  'turn-history': () => 'このターンにすでにクリーチャーが死亡しているかどうか（「このターン、クリーチャーが死亡しています」か「このターン、クリーチャーは死亡していません」と書いてください）',
  'lki-counters': (f) => `${f.who('object')}が戦場に最後に存在したときに置かれていたカウンターの数（最後の情報）`,
  'several-opponents': () => '複数の対戦相手からの選択',
  'player-leaves': () => '多人数戦でプレイヤーがゲームから離れること',
  'win-against-cant-lose': (f) => `${f.player('player')}がゲームに敗北しない状態で、別のプレイヤーをゲームに勝利させる効果`,
  'mana-add': (f) => `マナの追加（${mana(f.v('mana'))}）`,
  'mana-pay': (f) => `能力の解決中の${mana(f.v('cost'))}の支払い（マナ・プールには${mana(f.v('pool'))}だけで、その間に起動するマナ能力は扱えません。117.1d）`,
  'random-discard': () => '無作為に捨てるカード（どのカードを捨てるかは無作為です）',
  'x-unsaid': () => '呪文を唱えたときや能力を起動したときに選んだXの値（例えば「X=3で」と書いてください）',
  'discard-count-unknown': () => '書かれていない手札から捨てたカードの枚数',
  'aura-enchant-count': (f) => `${f.who('object')}（${f.n('count') === 0 ? 'エンチャント能力を持たない' : 'エンチャント能力を複数持つ'}オーラ呪文）`,
  'aura-enchant-target': (f) => `対象としてのエンチャント能力（${q(f)}）`,
  'permanent-spell-targets': () => 'オーラ呪文以外の、対象を取るパーマネント呪文',
  'cascade-lki': () => '呪文がスタックを離れた後の続唱（その最後の情報でのマナ総量）',
  'cost-choice': (f) => `${q(f)}を支払うために${f.v('what') === 'sacrifice' ? '生け贄に捧げるパーマネント' : f.v('what') === 'crew' ? 'タップするクリーチャー' : f.v('what') === 'tap' ? 'タップするパーマネント' : '捨てるカード'}（起動の処理の${choice(f, 'what')}で指定してください）`,
  'x-from-counters': (f) => `${f.who('object')}を唱えたときのXの値（${q(f)}）`,
  'activation-cost': (f) => `起動コスト（${q(f)}）`,
  'lost-rules-text': (f) => (f.bool('mana') ? `基本土地タイプを与えられた${f.who('object')}がそれによって持つマナ能力` : `基本土地タイプを設定された後の${f.who('object')}の能力`),
  'mana-pool-unstated': (f) => `マナ・プールが書かれていないときにマナ能力（${q(f)}）のために${strings(f, 'cost').join('、')}を支払うこと`,
  'special-mana-activation': (f) => `起動コストの${strings(f, 'cost').join('、')}（X、混成、ファイレクシア、氷雪のマナ）の支払い`,
  'mana-ability': (f) => `${mana(f.v('adds'))}を加えるマナ能力（${q(f)}）`,
  'mana-ability-cost': (f) => `唱える間にマナ能力（${q(f)}）のために${q(f, 'cost')}を支払うこと`,
  'earlier-mana': (f) => `先に支払った不特定マナ・コストにどのマナを使ったか（エンジンは${f.v('spent')}を使いました。別のマナならこの${f.v('cost')}のコストを支払えたかもしれません。この時点のマナ・プールを書いてください）`,
  'mana-abilities-unnamed': (f) => `${f.v('cost')}を支払う間にプレイヤーが起動するマナ能力（${f.whos('sources')}がマナを出せますが、唱える処理の"mana"で指定されていません）`,
  'x-for-cost': (f) => `${q(f)}のXの値（例えば「X=3で」と書いてください）`,
  'jump-start-discard': (f) => `${q(f)}と、再活の手札を捨てるコストの両方（2枚）`,
  'exile-cost-choice': (f) => `${q(f)}のために手札から追放するカード（唱える処理で指定されていません）`,
  'discard-cost-choice': (f) => `${q(f)}のために捨てるカード（唱える処理で指定されていません）`,
  'additional-cost-choice': (f) => `${q(f)}のうちどちらのコストを支払うか（唱える処理で指定されていません）`,
  'two-costs-of-a-kind': (f) => `代替コスト${q(f)}と同じ種類の追加コスト（ライフの支払いや生け贄が2つ）を合わせて支払うこと`,
  'special-mana': (f) => `${f.v('cost')}（混成、ファイレクシア、氷雪のマナ）の支払い`,
  'mana-untold': (f) => `${f.whos('sources')}が出せるマナ（${f.v('cost')}を支払えるかはそれ次第です。どの土地か書いてください）`,
  'cost-choice-open': (f) => `別の方法（${q(f)}）で支払うかどうか（書かれたマナでは総コストを支払えませんが、そちらなら支払えるかもしれません）`,
  'convoke-payment': (f) => (f.bool('board') ? `${f.whos('creatures')}で召集するとき、ほかのどのパーマネントからマナを出すか（マナ源を書いてください）` : `召集する${f.whos('creatures')}がそれぞれどのマナを支払うか（試す組み合わせが多すぎます）`),
  'mana-ability-choice': (f) => `プレイヤーが起動する${f.whos('sources')}のマナ能力（別のものでも${f.v('cost')}を支払えるかもしれません）`,
  'mode-number': (f) => `${q(f)}のモード${f.v('mode')}（モードは${f.v('modes')}つです）`,
  'mode-twice': (f) => `${q(f)}で同じモードを2回選ぶこと`,
  'mode-count': (f) => `${q(f)}で選んだ${f.v('chosen')}つのモード（選べるのは${f.v('allowed')}つです）`,
  'mode-no-target': (f) => `${q(f)}で選んだモード（${q(f, 'mode')}には適正な対象がないので選べません。別のモードを書いてください）`,
  'mode-choice': (f) => `${q(f)}で選ぶモード（${quoteEach(strings(f, 'modes')).join('、')}）`,
  'trigger-target': (f) => `${q(f)}の対象（適正な対象を"choose"で指定してください）`,
  'color-choice': (f) => `${q(f)}の解決時に選ぶ色（色を書いてください）`,
};
