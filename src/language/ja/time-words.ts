/** The Japanese lexicon's time words: steps and phases, before/after, again, already, finally (other-words.ts spreads them in place). */
import type { Sense, TimeWord } from '../senses.ts';

const T = (time: TimeWord): Sense => ({ kind: 'time', time });
/** Words the questions can't read and must never pass over: a refusal names them. */
const STRANGE: Sense = { kind: 'unknown', strange: true };

/** What a main phase is called after its ordinal (第2メイン) or before its number (メイン2). */
const MAIN_NOUNS = ['メイン', 'メイン・フェイズ', 'メインフェイズ', 'メイン・フェーズ', 'メインフェーズ'];
/**
 * The two main phases (505.1a) by ordinal, number or place — 第2メイン, 2つ目のメイン, 戦闘後のメイン・フェイズ, メイン2:
 * the one after combat is the postcombat main phase, so what is told there comes after combat damage (510.2).
 */
const MAIN_PHASES: readonly (readonly [string, Sense])[] = (
  [
    ['main-phase', ['第1', '第一', '1つ目の', '一つ目の', '1番目の', '最初の', '戦闘前', '戦闘前の'], ['1']],
    ['postcombat', ['第2', '第二', '2つ目の', '二つ目の', '2番目の', '2回目の', '戦闘後', '戦闘後の'], ['2']],
  ] as const
).flatMap(([time, ordinals, numbers]) => [
  ...ordinals.flatMap((o) => MAIN_NOUNS.map((n) => [`${o}${n}`, T(time)] as const)),
  ...numbers.flatMap((d) => MAIN_NOUNS.map((n) => [`${n}${d}`, T(time)] as const)),
]);

export const TIME_WORDS: readonly (readonly [string, Sense])[] = [
  ['ターン終了時まで', T('until-eot')],
  ['このターン', T('this-turn')],
  ['このターン中', T('this-turn')],
  ['そのターン', T('this-turn')],
  ['そのターン中', T('this-turn')],
  // 「同じターンのうちに」「同じターン中に」: the turn told, later in it — as "in the same turn" (intents/timing.ts countedTurn).
  ['同じターンのうちに', T('later')],
  ['同じターンの間に', T('later')],
  ['同じターン中に', T('later')],
  ['同じターン内に', T('later')],
  ['対応して', T('in-response')],
  // 「対応で《巨大化》」: players' shorthand for 「対応して」 (a response, 117.7); 「《巨大化》で対応した」 is the verb.
  ['対応で', T('in-response')],
  // 「その誘発がスタックにある間に」: while a triggered ability waits on the stack (603.3) — a response made to it (frames/trigger-response.ts).
  ['その誘発がスタックにある間に', T('in-response')],
  ['誘発がスタックにある間に', T('in-response')],
  ['その誘発が解決する前に', T('in-response')],
  ['誘発が解決する前に', T('in-response')],
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
  // 「戦闘ダメージの後、それぞれのライフは？」: once combat damage is dealt (510.2), as ダメージの後 says.
  ['戦闘ダメージの後', T('after-damage')],
  ['戦闘ダメージの後に', T('after-damage')],
  ['戦闘ダメージ後', T('after-damage')],
  ['戦闘ダメージ後に', T('after-damage')],
  ['第一ダメージ・ステップの後', STRANGE],
  // 「ブロック後に《巨大化》を唱えた」: after blockers are declared, so before combat damage (509, 510) — the
  // order the story tells the block and the spell in already says it, as ダメージ前に does.
  // (After blocks, no creature can be declared a blocker any more (509.1): 'after-blocks' says so.)
  ['ブロック後に', T('after-blocks')],
  ['ブロックの後に', T('after-blocks')],
  ['ブロック後', T('after-blocks')],
  ['戦闘前に', T('precombat')],
  ['戦闘前', T('precombat')],
  // 「攻撃前の私のライフは8」「攻撃する前に《巨大化》を撃った」: before attackers are declared — before combat, as
  // 戦闘前 and the English "before combat" are read (the precombat main phase, 505.1a).
  ['攻撃前', T('precombat')],
  ['攻撃前に', T('precombat')],
  ['攻撃の前に', T('precombat')],
  ['攻撃する前に', T('precombat')],
  ['アタック前', T('precombat')],
  ['アタック前に', T('precombat')],
  ['アタックする前に', T('precombat')],
  // 「ブロック前に2/3に《巨大化》を撃っておけば」: before blockers are declared (509.1), so the blocker is declared
  // with what was done to it — before combat damage, as the English "before blocks" is read.
  ['ブロック前', T('before-damage')],
  ['ブロック前に', T('before-damage')],
  ['ブロックの前に', T('before-damage')],
  ['ブロックする前に', T('before-damage')],
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
  // 「前から場にいる《X》」「（前から出ている）」: there from before this turn, as 前のターンから says (302.6).
  ['前から', T('last-turn')],
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
  ...MAIN_PHASES,
  ['戦闘フェイズ', T('during-combat')],
  ['戦闘開始ステップ', T('during-combat')],
  // 「戦闘開始時に」: the beginning of combat step (507), a step of combat.
  ['戦闘開始時', T('during-combat')],
  ['戦闘開始時に', T('during-combat')],
  ['戦闘の開始時に', T('during-combat')],
  ['攻撃クリーチャー指定ステップ', T('during-combat')],
  ['ブロック・クリーチャー指定ステップ', T('during-combat')],
  ['ブロッククリーチャー指定ステップ', T('during-combat')],
  // 「先制攻撃ダメージ・ステップで」「第一ダメージ・ステップに」: players get priority in that step only after its damage is dealt
  // (510.3, 510.4), so what is told in it comes after first-strike damage — as the English "in the first-strike damage step".
  ...['先制攻撃ダメージ・ステップ', '先制攻撃ダメージステップ', '先制攻撃のダメージ・ステップ', '先制攻撃の戦闘ダメージ・ステップ', '第一ダメージ・ステップ', '第一戦闘ダメージ・ステップ', '最初の戦闘ダメージ・ステップ'].map((w): [string, Sense] => [w, T('after-first-strike')]),
  ['戦闘ダメージ・ステップ', T('during-combat')],
  ['戦闘ダメージステップ', T('during-combat')],
  ['アップキープ', T('upkeep')],
  ['メイン・フェイズ', T('main-phase')],
  // 「メインで《頭蓋割り》を撃って、そのあと攻撃」: players' short name for a main phase (505.1), as メイン・フェイズ.
  ['メイン', T('main-phase')],
  ['メインで', T('main-phase')],
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
  // 「さっき」「先ほど」: before what the story tells next, as "earlier" (a death so told is the turn's history, frames/turn-history.ts).
  ['さっき', T('earlier')],
  ['さきほど', T('earlier')],
  ['先ほど', T('earlier')],
  ['先程', T('earlier')],
  ['今', T('now')],
  ['最初に', T('first')],
  ['まず', T('first')],
  ['最後に', T('finally')],
  ['最終的に', T('finally')],
  // 「最終的なライフは?」「最終的には」「結局」: the state once all that was told is over — the asked outcome, as 最終的に.
  ['最終的な', T('finally')],
  ['最終的には', T('finally')],
  ['結局', T('finally')],
  // 「この後の嫌がらせ屋のサイズ」「この後どうなる」: after what was told, as その後.
  ['この後', T('later')],
  ['このあと', T('later')],
  // 「解決後、相手のライフは?」: once what was cast has resolved (608.1) — asked, the state after it; said of a
  // statement (「《ショック》を撃ち、解決後に《巨大化》を唱えた」) what follows is done after it resolved, as
  // その後 (608.2: the spell resolves fully first), never while it waits on the stack (red team s14).
  ['解決後', T('later')],
  ['解決後に', T('later')],
  ['解決後は', T('later')],
];
