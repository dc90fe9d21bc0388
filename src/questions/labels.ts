/**
 * Readable names for the things a question describes without a card name: "your 7/7 trample
 * lifelink creature", 「対戦相手の飛行の2/2クリーチャー」. They name the objects in the trace and in
 * the answer, so two things never share one (an ordinal tells them apart).
 */
import type { Lang } from '../core/lang.ts';
import type { Thing } from './types.ts';
import { formatKeyword, formatKeywordJa } from '../scenario/schema/vocabulary.ts';
import { COLOR_NAME_EN, COLOR_NAME_JA, SUPERTYPE_NAME_JA, TYPE_NAME_JA } from './lexicon.ts';
import { subtypeJa } from '../render/subtypes-ja.ts';

const ORDINAL_EN = ['first', 'second', 'third', 'fourth', 'fifth', 'sixth', 'seventh', 'eighth', 'ninth', 'tenth'];

/**
 * Whose it is: its owner (108.3) when the question said one apart from its controller ("my Hill Giant that
 * my opponent controls with Control Magic"), else its controller (the owner, 108.4a). Named by its
 * controller, a stolen creature read wrong once control came back ("You control the opponent's Hill Giant"
 * after Disenchant): the controller is said where the restatement introduces it (restate.ts setupItem).
 */
function owner(t: Thing, lang: Lang): string {
  const whose = t.owner ?? t.controller;
  if (lang === 'ja') return whose === 'B' ? '対戦相手の' : 'あなたの';
  return whose === 'B' ? "the opponent's" : 'your';
}

function kind(t: Thing, lang: Lang): string {
  const types = t.types.filter((x) => x !== 'Creature');
  const isCreature = t.types.includes('Creature');
  if (lang === 'ja') {
    const subs = t.subtypes.map(subtypeJa).join('・');
    const typeWords = types.map((x) => TYPE_NAME_JA[x] ?? x).join('・');
    const ja = [subs, typeWords, isCreature ? 'クリーチャー' : ''].filter(Boolean).join('・') + (t.token ? '・トークン' : '');
    // Nothing said of its kind: a spell ("a spell with split second") or a permanent.
    return ja || (t.cast ? '呪文' : 'パーマネント');
  }
  // A supertype said of it ("legendary", "snow") is part of what it is (205.4): named, so a misread shows.
  const words = [...t.supertypes.map((x) => x.toLowerCase()), ...types.map((x) => x.toLowerCase()), ...t.subtypes, isCreature && t.subtypes.length === 0 ? 'creature' : '', t.token ? 'token' : ''].filter(Boolean);
  return words.length > 0 ? words.join(' ') : t.cast ? 'spell' : 'permanent';
}

/** Where a card outside the battlefield is (its owner is the controller the question gave it, 108.4a): "your graveyard", 「追放領域」. */
function place(t: Thing, lang: Lang): string | null {
  if (t.zone === 'battlefield' || t.zone === 'stack' || t.cast === true) return null;
  if (lang === 'ja') {
    const zone = { graveyard: '墓地', hand: '手札', library: 'ライブラリー', exile: '追放領域' }[t.zone];
    return t.zone === 'exile' || t.zoneOwnerUnsaid === true ? zone : `${owner(t, lang)}${zone}`;
  }
  if (t.zone === 'exile') return 'exile';
  return `${t.zoneOwnerUnsaid === true ? 'a' : owner(t, lang)} ${t.zone}`;
}

/**
 * The keywords a described thing's Japanese label leaves out (two or more, or one with a colour: said in the
 * label they chain の), for the restatement to say once where it introduces the thing; none in English, and
 * none for a card named or a card in another zone (its label names it otherwise).
 */
export function keywordsLeftOut(t: Thing, lang: Lang, cardName: string | null = null): string[] {
  if (lang !== 'ja' || cardName !== null || place(t, lang) !== null) return [];
  const kws = t.keywords.map((k) => formatKeywordJa(k));
  return kws.length >= 2 || (kws.length === 1 && t.colors.length > 0) ? kws : [];
}

/** The label of a described thing (without the ordinal). */
export function describeThing(t: Thing, lang: Lang, cardName: string | null): string {
  // A card the question put in another zone: named as a card, with where it is ("the 2/2 creature card in your
  // graveyard", 「あなたの墓地の《灰色熊》」) — never as the permanent it isn't (110.1).
  const where = place(t, lang);
  if (where !== null) {
    if (cardName) return lang === 'ja' ? `${where}の《${cardName}》` : `${cardName} in ${where}`;
    const size = t.power !== null && t.toughness !== null ? `${t.power}/${t.toughness}` : '';
    const typed = t.types.length > 0 || t.subtypes.length > 0;
    if (lang === 'ja') return `${where}の${size}${typed ? `${kind(t, lang)}・カード` : 'カード'}`;
    return ['the', size, typed ? kind(t, lang) : '', 'card in', where].filter(Boolean).join(' ');
  }
  // A card's name in 《》 in Japanese, as Japanese rules texts write it.
  if (cardName) return lang === 'ja' ? `${owner(t, lang)}《${cardName}》` : `${owner(t, lang)} ${cardName}`;
  const pt = t.power !== null && t.toughness !== null ? `${t.power}/${t.toughness}` : '';
  // Half a size told ("a creature with 0 toughness"): that half, named after the rest.
  const half = pt || (t.power === null && t.toughness === null) ? '' : t.power !== null ? (lang === 'ja' ? `パワー${t.power}の` : `with power ${t.power}`) : lang === 'ja' ? `タフネス${t.toughness}の` : `with toughness ${t.toughness}`;
  if (lang === 'ja') {
    const kws = t.keywords.map((k) => formatKeywordJa(k));
    const sup = t.supertypes.map((x) => SUPERTYPE_NAME_JA[x] ?? x).join('');
    const colors = t.colors.map((c) => COLOR_NAME_JA[c]).join('');
    // Past one keyword and a colour, の would chain (「あなたのトランプル・二段攻撃の緑の6/6」), and a relative
    // clause said at every mention (「あなたの、トランプルと二段攻撃を持つ6/6のクリーチャー」) is no better (issue 16
    // §2): the label is the short one (「あなたの緑の6/6クリーチャー」), and its keywords are said once, where the
    // restatement introduces it (keywordsLeftOut, restate.ts setupItem).
    const short = keywordsLeftOut(t, lang).length > 0;
    return `${owner(t, lang)}${kws.length === 1 && !short ? `${kws[0]}の` : ''}${half}${sup}${colors ? `${colors}の` : ''}${pt}${kind(t, lang)}`;
  }
  const kws = t.keywords.map((k) => formatKeyword(k)).join(' ');
  const colors = t.colors.map((c) => COLOR_NAME_EN[c]).join(' ');
  return [owner(t, lang), pt, colors, kws, kind(t, lang), half].filter(Boolean).join(' ');
}

/** Labels for all things, unique: repeated ones get an ordinal ("the opponent's second 2/2 creature"). */
export function labelThings(things: readonly Thing[], lang: Lang, cardNames: ReadonlyMap<string, string>): Map<string, string> {
  const base = new Map(things.map((t) => [t.id, describeThing(t, lang, cardNames.get(t.id) ?? null)]));
  const counts = new Map<string, number>();
  for (const l of base.values()) counts.set(l, (counts.get(l) ?? 0) + 1);
  const seen = new Map<string, number>();
  const out = new Map<string, string>();
  for (const t of things) {
    const l = base.get(t.id)!;
    if ((counts.get(l) ?? 0) < 2) {
      out.set(t.id, l);
      continue;
    }
    const n = (seen.get(l) ?? 0) + 1;
    seen.set(l, n);
    // (A card in another zone: "the second creature card in your graveyard", 「2枚目のあなたの墓地のクリーチャー・カード」.)
    if (place(t, lang) !== null) {
      out.set(t.id, lang === 'ja' ? `${n}枚目の${l}` : l.replace(/^the /, `the ${ORDINAL_EN[n - 1] ?? `#${n}`} `));
      continue;
    }
    const own = owner(t, lang);
    const rest = l.startsWith(own) ? l.slice(own.length).trim() : l;
    // (Japanese counts creatures with 体 and spells and other cards with 枚: 「2体目の2/2」, 「2枚目の《稲妻》」.)
    const counter = t.types.includes('Creature') ? '体' : '枚';
    out.set(t.id, lang === 'ja' ? `${own}${n}${counter}目の${rest}` : `${own} ${ORDINAL_EN[n - 1] ?? `#${n}`} ${rest}`);
  }
  return out;
}
