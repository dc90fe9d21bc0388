/**
 * Japanese words and what they mean (senses.ts): one line per word or synonym. Keys are written
 * as a dictionary would list them; the chunker matches them against morphemes (every morpheme
 * by its surface but the last, which may also match by its base form: 殴った finds 殴る, 生け贄に
 * 捧げた finds 生け贄に捧げる). A verb written 〜する matches its noun with any form of する or
 * できる after it (攻撃した, 攻撃できる, ブロックされた). Keywords, colors, types, subtypes and card
 * names come from data (lexicon/*.ts), not from this file.
 */
export { VERB_WORDS } from './verb-words.ts';
export { OTHER_WORDS } from './other-words.ts';

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

/**
 * The copula's causal forms after a keyword (「接死だから」「トランプルなので」「飛行ですから」), as kuromoji cuts them: a reason,
 * as 〜があるので is (keyword-reasons.ts). Longest first.
 */
export const COPULA_SINCE: readonly (readonly string[])[] = [['です', 'から'], ['です', 'し'], ['だ', 'から'], ['だ', 'し'], ['な', 'ので'], ['なの', 'で']];

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
/**
 * 「ブロックしたいんだけど無理？」「攻撃したい。ダメ？」: words that ask whether the act just said as wanted is impossible —
 * the same question as 可能？ asks, the other way round (ja/wanted-then-can.ts wantedThenCan restates it as 「〜できるか」).
 */
export const CANNOT_WORDS: ReadonlySet<string> = new Set(['無理', '不可能', 'ダメ', 'だめ', '駄目', 'NG']);

/** 「相手本体」「相手の顔」: words for a player themself, said right after the player (read as that player). */
/** 〜付き(の): "with … on it", said after an Aura, an Equipment or counters (《怨恨》付きの熊, -1/-1カウンター付きの2/2). */
export const ATTACHED_SUFFIXES: ReadonlySet<string> = new Set(['付き', 'つき']);

export const SELF_WORDS: ReadonlySet<string> = new Set(['本体', '顔']);

/** 「相手側」「自分の側」「相手サイド」: a player's side of the table, said right after the player (ja/phrases.ts). */
export const SIDE_WORDS: ReadonlySet<string> = new Set(['側', 'サイド']);

export const ATTACK_NOUNS = new Set(['攻撃', 'アタック']);
