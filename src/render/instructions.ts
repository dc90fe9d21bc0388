/**
 * Words for a spell's or ability's instruction kinds (engine SpellEffect['kind']), for steps that name
 * the instruction ("all" = the objects matching now, 608.2c; an instruction that does nothing, 400.7).
 * A Record over the union: a new instruction kind fails to compile until it has its words here.
 */
import type { SpellEffect } from '../engine/types.ts';

type Kind = SpellEffect['kind'];

const WORDS: Readonly<Record<Kind, { en: string; ja: string }>> = {
  'add-counters': { en: 'put counters', ja: 'カウンターを置く' },
  'add-mana': { en: 'add mana', ja: 'マナを加える' },
  'add-replacement': { en: 'create a replacement or prevention effect', ja: '置換・軽減効果を生成する' },
  'apply-effect': { en: 'apply an effect', ja: '効果を適用する' },
  attach: { en: 'attach', ja: 'つける' },
  cascade: { en: 'cascade', ja: '続唱を行う' },
  'cast-card': { en: 'cast a card', ja: 'カードを唱える' },
  counter: { en: 'counter', ja: '打ち消す' },
  'counter-unless-pay': { en: 'counter unless its controller pays', ja: 'コストが支払われない限り打ち消す' },
  create: { en: 'create', ja: '生成する' },
  damage: { en: 'deal damage', ja: 'ダメージを与える' },
  'delayed-trigger': { en: 'set up a delayed triggered ability', ja: '遅延誘発型能力を作る' },
  destroy: { en: 'destroy', ja: '破壊する' },
  discard: { en: 'discard', ja: '捨てる' },
  draw: { en: 'draw', ja: '引く' },
  exile: { en: 'exile', ja: '追放する' },
  'exile-top': { en: 'exile the top cards', ja: '一番上のカードを追放する' },
  fight: { en: 'fight', ja: '格闘を行う' },
  'for-each': { en: 'for each', ja: 'それぞれについて行う' },
  life: { en: 'change life', ja: 'ライフを増減させる' },
  mill: { en: 'mill', ja: '切削する' },
  'search-to-hand': { en: 'search a library for a card and put it into a hand', ja: 'ライブラリーからカードを探して手札に加える' },
  'search-to-top': { en: 'search a library for a card and put it on top after shuffling', ja: 'ライブラリーからカードを探し、切り直したあと一番上に置く' },
  proliferate: { en: 'proliferate', ja: '増殖を行う' },
  'additional-land': { en: 'let a player play more lands this turn', ja: 'このターン追加の土地をプレイできるようにする' },
  'search-to-graveyard': { en: 'search a library for a card and put it into a graveyard', ja: 'ライブラリーからカードを探して墓地に置く' },
  'search-to-battlefield': { en: 'search a library for a card and put it onto the battlefield', ja: 'ライブラリーからカードを探して戦場に出す' },
  'put-onto-battlefield': { en: 'put onto the battlefield', ja: '戦場に出す' },
  reflexive: { en: 'trigger a reflexive ability', ja: '再帰誘発型能力を誘発させる' },
  regenerate: { en: 'regenerate', ja: '再生する' },
  'return-to-hand': { en: 'return to hand', ja: '手札に戻す' },
  sacrifice: { en: 'sacrifice', ja: '生け贄に捧げる' },
  scry: { en: 'scry', ja: '占術を行う' },
  surveil: { en: 'surveil', ja: '諜報を行う' },
  tap: { en: 'tap', ja: 'タップする' },
  untap: { en: 'untap', ja: 'アンタップする' },
};

/** The instruction in words; a kind we don't know (an older trace) is shown as it is. */
export function instructionWords(kind: string, ja: boolean): string {
  if (!Object.hasOwn(WORDS, kind)) return kind;
  const w = WORDS[kind as Kind];
  return ja ? w.ja : w.en;
}
