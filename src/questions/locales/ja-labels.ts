/** A described thing's label in Japanese (thing-labels.ts): 「対戦相手の飛行の2/2クリーチャー」. */
import type { Thing } from '../types.ts';
import type { ThingLabels } from './thing-labels.ts';
import { formatKeywordJa } from '../../scenario/schema/vocabulary.ts';
import { COLOR_NAME_JA, SUPERTYPE_NAME_JA, TYPE_NAME_JA } from '../lexicon.ts';
import { subtypeJa } from '../../render/subtypes-ja.ts';

function kind(t: Thing): string {
  const types = t.types.filter((x) => x !== 'Creature');
  const isCreature = t.types.includes('Creature');
  const subs = t.subtypes.map(subtypeJa).join('・');
  const typeWords = types.map((x) => TYPE_NAME_JA[x] ?? x).join('・');
  const ja = [subs, typeWords, isCreature ? 'クリーチャー' : ''].filter(Boolean).join('・') + (t.token ? '・トークン' : '');
  // Nothing said of its kind: a spell ("a spell with split second") or a permanent.
  return ja || (t.cast ? '呪文' : 'パーマネント');
}

/**
 * Two or more keywords, or one with a colour: said in the label they would chain の, so the label
 * leaves them out and the restatement says them once where it introduces the thing (issue 16 §2).
 */
function keywordsLeftOut(t: Thing): string[] {
  const kws = t.keywords.map((k) => formatKeywordJa(k));
  return kws.length >= 2 || (kws.length === 1 && t.colors.length > 0) ? kws : [];
}

/**
 * A keyword said before the noun: a noun takes の (「飛行の3/3」); a rules text ending in a verb or adjective form
 * (「ブロックされない」「ブロックできない」, which end in kana) describes the noun directly (「ブロックされない3/3」).
 */
function beforeNoun(kw: string): string {
  return /[\u3040-\u309f]$/u.test(kw) ? kw : `${kw}の`;
}

export const JA_LABELS: ThingLabels = {
  owner: (whose) => (whose === 'B' ? '対戦相手の' : 'あなたの'),
  place(t, owner) {
    const zone = { graveyard: '墓地', hand: '手札', library: 'ライブラリー', exile: '追放領域' }[t.zone as 'graveyard' | 'hand' | 'library' | 'exile'];
    return t.zone === 'exile' || t.zoneOwnerUnsaid === true ? zone : `${owner}${zone}`;
  },
  keywordsLeftOut,
  keywordsTold: (t) => t.keywords.map((k) => formatKeywordJa(k)),
  inZone(t, where, cardName) {
    // A card's name in 《》, as Japanese rules texts write it.
    if (cardName) return `${where}の《${cardName}》`;
    const size = t.power !== null && t.toughness !== null ? `${t.power}/${t.toughness}` : '';
    const typed = t.types.length > 0 || t.subtypes.length > 0;
    return `${where}の${size}${typed ? `${kind(t)}・カード` : 'カード'}`;
  },
  described(t, owner, cardName, short) {
    if (cardName) return `${owner}《${cardName}》`;
    const pt = t.power !== null && t.toughness !== null ? `${t.power}/${t.toughness}` : '';
    const half = pt || (t.power === null && t.toughness === null) ? '' : t.power !== null ? `パワー${t.power}の` : `タフネス${t.toughness}の`;
    const kws = t.keywords.map((k) => formatKeywordJa(k));
    const sup = t.supertypes.map((x) => SUPERTYPE_NAME_JA[x] ?? x).join('');
    const colors = t.colors.map((c) => COLOR_NAME_JA[c]).join('');
    // Past one keyword and a colour, の would chain (「あなたのトランプル・二段攻撃の緑の6/6」), and a relative
    // clause said at every mention (「あなたの、トランプルと二段攻撃を持つ6/6のクリーチャー」) is no better (issue 16
    // §2): the label is the short one (「あなたの緑の6/6クリーチャー」), and its keywords are said once, where the
    // restatement introduces it (keywordsLeftOut, restate.ts setupItem).
    return `${owner}${kws.length === 1 && !short ? beforeNoun(kws[0]!) : ''}${half}${sup}${colors ? `${colors}の` : ''}${pt}${kind(t)}`;
  },
  nthInZone: (label, n) => `${n}枚目の${label}`,
  nth: (owner, n, rest, creature) => `${owner}${n}${creature ? '体' : '枚'}目の${rest}`,
};
