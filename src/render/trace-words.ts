/**
 * Words the trace and the answers use in English and Japanese: zones, causes, counter kinds,
 * layers (613), the reasons an effect applies or not, characteristics, supertypes.
 */
import { lookupTable } from '../core/table.ts';
import { SUPERTYPE_JA } from './subtypes-ja.ts';

export const ZONE_EN: Record<string, string> = {
  battlefield: 'the battlefield',
  graveyard: 'the graveyard',
  exile: 'exile',
  hand: 'the hand',
  library: 'the library',
  stack: 'the stack',
  command: 'the command zone',
};
export const ZONE_JA: Record<string, string> = {
  battlefield: '戦場',
  graveyard: '墓地',
  exile: '追放領域',
  hand: '手札',
  library: 'ライブラリー',
  stack: 'スタック',
  command: '統率領域',
};

/**
 * What set off a triggered ability (the engine's `cause` of trigger.triggers, engine/triggers/
 * occurrences.ts): said in words, never as the engine's code ("dies", "battlefield -> graveyard").
 */
export const CAUSE_EN = lookupTable<string>({
  attacks: 'it attacked', blocks: 'it blocked', 'becomes-blocked': 'it became blocked', 'becomes-target': 'it became a target', cast: 'a spell was cast',
  cost: 'a cost was paid', 'deals-damage': 'damage was dealt', 'dealt-damage': 'damage was dealt to it', dies: 'it died', draws: 'a card was drawn',
  'end-of-combat': 'end of combat', enters: 'it entered', madness: 'madness', reflexive: 'a reflexive trigger', reveals: 'a card was revealed',
  state: 'a state trigger', ward: 'ward', 'gains-life': 'life was gained', 'loses-life': 'life was lost', tapped: 'it became tapped', untapped: 'it became untapped',
  upkeep: 'the upkeep began', draw: 'the draw step began', combat: 'combat began', end: 'the end step began',
});
export const CAUSE_JA = lookupTable<string>({
  attacks: '攻撃した', blocks: 'ブロックした', 'becomes-blocked': 'ブロックされた', 'becomes-target': '対象になった', cast: '呪文が唱えられた',
  cost: 'コストが支払われた', 'deals-damage': 'ダメージを与えた', 'dealt-damage': 'ダメージを受けた', dies: '死亡した', draws: 'カードを引いた',
  'end-of-combat': '戦闘終了時', enters: '戦場に出た', madness: 'マッドネス', reflexive: '再帰誘発', reveals: 'カードが公開された',
  state: '状況誘発', ward: '護法', 'gains-life': 'ライフを得た', 'loses-life': 'ライフを失った', tapped: 'タップ状態になった', untapped: 'アンタップ状態になった',
  upkeep: 'アップキープの開始', draw: 'ドロー・ステップの開始', combat: '戦闘の開始', end: '終了ステップの開始',
});

/** Counter kinds in Japanese as cards print them (毒カウンター); P/T counters keep their sign form. */
export const COUNTER_KIND_JA = lookupTable<string>({
  poison: '毒', loyalty: '忠誠', defense: '守備', shield: '盾', stun: '麻痺', charge: '蓄積', lore: '伝承', time: '時間', oil: '油', energy: 'エネルギー',
  experience: '経験', rad: '放射能', flying: '飛行', lifelink: '絆魂', deathtouch: '接死', trample: 'トランプル', indestructible: '破壊不能', hexproof: '呪禁',
  vigilance: '警戒', menace: '威迫', reach: '到達', 'first strike': '先制攻撃', 'double strike': '二段攻撃', finality: '終局', bounty: '賞金', blood: '血',
});

export const LAYER_EN: Record<string, string> = {
  '1': 'copy effects',
  '1a': 'copy effects',
  '1b': 'face-down status',
  '2': 'control',
  '3': 'text',
  '4': 'types',
  '5': 'colors',
  '6': 'abilities',
  '7': 'power and toughness',
  '7a': 'P/T from characteristic-defining abilities',
  '7b': 'P/T set to a value',
  '7c': 'P/T changes',
  '7d': 'P/T switches',
};
export const LAYER_JA: Record<string, string> = {
  '1': 'コピー効果',
  '1a': 'コピー効果',
  '1b': '裏向きの状態',
  '2': 'コントロール',
  '3': '文章',
  '4': 'タイプ',
  '5': '色',
  '6': '能力',
  '7': 'パワーとタフネス',
  '7a': '特性定義能力によるP/T',
  '7b': 'P/Tを特定の値にする効果',
  '7c': 'P/Tの修整',
  '7d': 'P/Tの入れ替え',
};

/** Reason, bound and "lost" codes the engine puts in params, in words. Unknown codes are shown as given. */
export const REASON_EN: Record<string, string> = {
  action: 'an action ended it',
  'source-left': 'its source left the battlefield',
  destroy: 'an effect that destroys it',
  'lethal-damage': 'lethal damage',
  deathtouch: 'damage from a source with deathtouch',
  'not-a-permanent': 'it is not a permanent on the battlefield',
  'zero-damage': 'the damage is 0',
  'not-damageable': 'it is not something that can be dealt damage',
  'already-tapped': 'it is already tapped',
  'already-untapped': 'it is already untapped',
  'not-attachable': 'it is not something that can be attached',
  'already-attached': 'it is already attached there',
  'not-attached': 'it is not attached to anything',
  'already-there': 'it is already in that zone',
  'died-as-told': 'it died, as the question says, which this run confirms (it is not moved a second time)',
  'token-left-battlefield': 'a token that has left the battlefield can\'t move again',
  'attached-to-player': 'it is attached to a player',
  'attachment-is-creature': 'it is a creature',
  'aura-is-creature': 'an Aura that is also a creature can\'t be attached',
  'aura-needs-attachment': 'an Aura on the battlefield must be attached to something',
  'not-in-zone': 'it is not in the zone the move starts from',
  'nothing-returns': 'nothing in the story puts it back onto the battlefield, and what would is not said',
  'not-died': 'it does not die: what the question says killed it does not put it into a graveyard',
  'not-returned': 'it does not come back: the ability of its own that would return it did not (its condition was not met, or it never died)',
  'bad-amount': 'the amount is not valid',
  'duplicate-id': 'that id is already used',
  'duplicate-effect-id': 'that effect id is already used',
  itself: 'it can\'t be attached to itself',
  'object-gone': 'the object is gone',
  'player-left': 'the player has left the game',
  reconfigure: 'it is an Equipment creature with reconfigure',
  illegal: 'what it is attached to is not legal for it',
  enchant: 'its enchant ability does not allow what it is attached to',
  protection: 'protection',
  unknown: 'an unknown reason',
  unmodelled: 'something the engine does not model',
  objects: 'objects',
  effects: 'continuous effects',
  events: 'events',
  work: 'work',
  amount: 'damage, life or counters',
  'power-toughness': 'power or toughness',
  counters: 'its counters',
  damage: 'its damage',
  attachment: 'its attachment',
  'keep-newest': 'keep the newest',
  object: 'object',
  player: 'player',
  effect: 'effect',
  'end-of-turn': 'until end of turn',
  indefinite: 'indefinitely',
  'while-source': 'while its source remains',
  'while-controlled': 'for as long as its controller controls the named object',
  'control-lost': 'its controller no longer controls the object it depends on',
};
export const REASON_JA: Record<string, string> = {
  action: '処理によって終了',
  'source-left': '発生源が戦場を離れた',
  destroy: '破壊する効果',
  'lethal-damage': '致死ダメージ',
  deathtouch: '接死を持つ発生源からのダメージ',
  'not-a-permanent': '戦場にあるパーマネントではない',
  'zero-damage': 'ダメージが0',
  'not-damageable': 'ダメージを与えられるものではない',
  'already-tapped': 'すでにタップ状態',
  'already-untapped': 'すでにアンタップ状態',
  'not-attachable': 'つけることができるものではない',
  'already-attached': 'すでにそこについている',
  'not-attached': '何にもついていない',
  'already-there': 'すでにその領域にある',
  'died-as-told': '質問のとおり死亡しており、この進行でもそうなっていることを確認しました。二度は動かしません',
  'token-left-battlefield': '戦場を離れたトークンはそれ以上移動しない',
  'attached-to-player': 'プレイヤーについている',
  'attachment-is-creature': 'クリーチャーである',
  'aura-is-creature': 'クリーチャーでもあるオーラはつけられない',
  'aura-needs-attachment': '戦場のオーラは何かについていなければならない',
  'not-in-zone': '移動元の領域にありません',
  'nothing-returns': '話の中で何がそれを戦場に戻すのかが書かれていません',
  'not-died': '死亡しません：質問でそれを倒したとされるものは、それを墓地に置きません',
  'not-returned': '戻ってきません：それを戦場に戻すはずの自身の能力が働きませんでした（条件を満たしていないか、そもそも死亡していません）',
  'bad-amount': '数が正しくない',
  'duplicate-id': 'その id はすでに使われている',
  'duplicate-effect-id': 'その効果の id はすでに使われている',
  itself: '自分自身にはつけられない',
  'object-gone': 'オブジェクトがもう存在しない',
  'player-left': 'プレイヤーはゲームから離れている',
  reconfigure: '換装を持つ装備品クリーチャーである',
  illegal: 'ついている先が適正ではない',
  enchant: 'エンチャント能力がついている先を認めていない',
  protection: 'プロテクション',
  unknown: '不明な理由',
  unmodelled: 'エンジンが扱わない事柄',
  objects: 'オブジェクト数',
  effects: '継続的効果の数',
  events: 'イベント数',
  work: '作業量',
  amount: 'ダメージ・ライフ・カウンターの量',
  'power-toughness': 'パワーやタフネス',
  counters: 'カウンター',
  damage: 'ダメージ',
  attachment: 'つけられていた状態',
  'keep-newest': '最も新しいものを残す',
  object: 'オブジェクト',
  player: 'プレイヤー',
  effect: '効果',
  'end-of-turn': 'ターン終了時まで',
  indefinite: '期限なし',
  'while-source': '発生源がある限り',
  'while-controlled': 'コントローラーが指定のオブジェクトをコントロールしている限り',
  'control-lost': 'コントローラーが指定のオブジェクトをコントロールしなくなった',
};

export const CHARACTERISTIC_EN: Record<string, string> = {
  copiable: 'copiable values',
  controller: 'controller',
  text: 'text',
  types: 'types',
  colors: 'colors',
  abilities: 'abilities',
  pt: 'power/toughness',
};
export const CHARACTERISTIC_JA: Record<string, string> = {
  copiable: 'コピー可能な値',
  controller: 'コントローラー',
  text: '文章',
  types: 'タイプ',
  colors: '色',
  abilities: '能力',
  pt: 'パワー/タフネス',
};

export const COLOR_LETTERS = new Set(['W', 'U', 'B', 'R', 'G']);

/** A supertype in Japanese without its particle ("伝説", "基本"); an unknown one as written. */
export function supertypeJa(s: string): string {
  const key = s.charAt(0).toUpperCase() + s.slice(1).toLowerCase();
  return (SUPERTYPE_JA[key] ?? s).replace(/の$/, '');
}
