/**
 * Words that tell a modal spell's mode by what it does (700.2): "the prevent mode", "choosing double
 * strike", 「3点軽減のモード」「二段攻撃を選んで」. Each word stands for the effect kinds a mode may have as
 * compiled (engine/model/effects.ts, and the layer modifications and replacements inside them), so
 * the mode told is found by its meaning (questions/mode-meaning.ts), in either language alike. A
 * told word is kept as an item: `=kind|kind` (one of these effects), `#keyword` (a keyword the mode
 * grants), digits (an amount it has), or a plain English word (matched against the mode's printed
 * words). Keywords are read with the keyword lexicons, not here. Adding a synonym is one line.
 */
import { lookupTable } from '../../core/table.ts';

/** English words (lower case) for what a mode does. */
export const MODE_EFFECT_WORDS_EN: Readonly<Record<string, string>> = lookupTable({
  // (Damage is also what a prevention mode is about: "the 3 damage mode" of a prevention spell.)
  damage: '=damage|prevent',
  burn: '=damage',
  deal: '=damage',
  deals: '=damage',
  prevent: '=prevent',
  prevention: '=prevent',
  prevents: '=prevent',
  life: '=life',
  lifegain: '=gain-life',
  heal: '=gain-life',
  gain: '=gain-life|add-keywords|modify-pt',
  gains: '=gain-life|add-keywords|modify-pt',
  lose: '=lose-life|remove-keywords',
  loses: '=lose-life|remove-keywords',
  drain: '=lose-life',
  destroy: '=destroy',
  destroys: '=destroy',
  destruction: '=destroy',
  kill: '=destroy|damage',
  draw: '=draw',
  draws: '=draw',
  discard: '=discard',
  discards: '=discard',
  bounce: '=return-to-hand',
  return: '=return-to-hand|put-onto-battlefield',
  counter: '=counter|counter-unless-pay',
  counterspell: '=counter|counter-unless-pay',
  tap: '=tap',
  untap: '=untap',
  exile: '=exile',
  sacrifice: '=sacrifice',
  edict: '=sacrifice',
  pump: '=modify-pt',
  token: '=create',
  tokens: '=create',
  fight: '=fight',
  scry: '=scry',
  mill: '=mill',
  ramp: '=add-mana|search-to-battlefield',
  tutor: '=search-to-hand|search-to-top',
});

/** English words said around the mode's words that tell nothing of it ("the 3 points of damage mode"). */
export const MODE_FILLER_EN: ReadonlySet<string> = new Set(['a', 'an', 'of', 'and', 'to', 'point', 'points', 'give', 'gives', 'giving', 'grant', 'grants', 'granting']);

/** Japanese words (base forms) for what a mode does. */
export const MODE_EFFECT_WORDS_JA: Readonly<Record<string, string>> = lookupTable({
  ダメージ: '=damage|prevent',
  火力: '=damage',
  軽減: '=prevent',
  防ぐ: '=prevent',
  防止: '=prevent',
  ライフ: '=life',
  回復: '=gain-life',
  ゲイン: '=gain-life',
  得る: '=gain-life|add-keywords|modify-pt',
  獲得: '=gain-life|add-keywords|modify-pt',
  失う: '=lose-life|remove-keywords',
  ドレイン: '=lose-life',
  破壊: '=destroy',
  除去: '=destroy|damage|exile',
  引く: '=draw',
  ドロー: '=draw',
  捨てる: '=discard',
  ディスカード: '=discard',
  手札破壊: '=discard',
  戻す: '=return-to-hand|put-onto-battlefield',
  バウンス: '=return-to-hand',
  打ち消す: '=counter|counter-unless-pay',
  打ち消し: '=counter|counter-unless-pay',
  カウンター: '=counter|counter-unless-pay',
  タップ: '=tap',
  アンタップ: '=untap',
  追放: '=exile',
  生け贄: '=sacrifice',
  修整: '=modify-pt',
  パンプ: '=modify-pt',
  トークン: '=create',
  格闘: '=fight',
  占術: '=scry',
  切削: '=mill',
  // (Nouns that name what the mode is done to, as its printed English words say them.)
  プレイヤー: 'player',
  パーマネント: 'permanent',
  カード: 'card',
});

/** Japanese words (base forms) said within the mode's words that tell nothing of it. */
export const MODE_FILLER_JA: ReadonlySet<string> = new Set(['の', 'を', 'に', 'へ', '点', '枚', '与える', '付与', 'つける', '付ける', '持たせる', 'する', '対象', '分', 'と']);
