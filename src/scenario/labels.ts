/**
 * Trace labels of a Scenario's objects in both languages: an object's name, or a description of an
 * unnamed one ("a 3/3 green Creature", 「3/3の緑のクリーチャー」), made unique when two would read alike.
 */
import type { CardType, Color, ObjectId } from '../engine/types.ts';
import type { ScenarioSeed } from './schema.ts';
import { CARD_TYPE_JA, hasSubtypeJa, subtypeJa } from '../render/subtypes-ja.ts';

/** A trace label in both languages (the same text for a named object). */
export interface Label {
  en: string;
  ja: string;
  /**
   * The engine's own (English) label, when a reply names the object otherwise in English too: the trace's
   * params carry this one, so it is what a step is matched and mapped by.
   */
  engine?: string;
}

const COLOR_EN: Record<Color, string> = { W: 'white', U: 'blue', B: 'black', R: 'red', G: 'green' };
const COLOR_JA: Record<Color, string> = { W: '白', U: '青', B: '黒', R: '赤', G: '緑' };
export { CARD_TYPE_JA };
const WUBRG: readonly Color[] = ['W', 'U', 'B', 'R', 'G'];

export function colorWordsEn(colors: readonly Color[]): string {
  const names = WUBRG.filter((c) => colors.includes(c)).map((c) => COLOR_EN[c]);
  if (names.length <= 1) return names[0] ?? '';
  return `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
}

export function colorWordsJa(colors: readonly Color[]): string {
  return WUBRG.filter((c) => colors.includes(c))
    .map((c) => COLOR_JA[c])
    .join('');
}

interface Describable {
  name?: string | undefined;
  subtypes?: readonly string[];
  power: number | null;
  toughness: number | null;
  colors: Color[];
  types: CardType[];
  token: boolean;
}

/** "a 3/3 green Creature", "an Enchantment", "a 1/1 white Creature token" — for an object with no name. */
export function describeUnnamed(o: Describable): Label {
  const pt = o.power !== null || o.toughness !== null ? `${o.power ?? 0}/${o.toughness ?? 0}` : '';
  const colorsEn = colorWordsEn(o.colors);
  const typesEn = o.types.length > 0 ? [...(o.subtypes ?? []), ...o.types].join(' ') : 'object';
  const words = [pt, colorsEn, typesEn].filter(Boolean).join(' ') + (o.token ? ' token' : '');
  const article = /^[aeiou8]/i.test(words) || /^11\//.test(words) || /^18\//.test(words) ? 'an' : 'a';
  const colorsJa = colorWordsJa(o.colors);
  // (Subtypes by their Japanese names where we know them, 「1/1の白の兵士・クリーチャー・トークン」; one we don't is left out rather than shown in English, as in trace.ts types — issue 16 §2.)
  const typesJa = o.types.length > 0 ? [...(o.subtypes ?? []).filter(hasSubtypeJa).map(subtypeJa), ...o.types.map((t) => CARD_TYPE_JA[t])].join('・') : 'オブジェクト';
  const ja = `${pt ? `${pt}の` : ''}${colorsJa ? `${colorsJa}の` : ''}${typesJa}${o.token ? '・トークン' : ''}`;
  return { en: `${article} ${words}`, ja };
}

export function labelOf(o: Describable): Label {
  const name = o.name?.trim();
  return name ? { en: name, ja: name } : describeUnnamed(o);
}

/**
 * Labels that collide (two "Grizzly Bears", two unnamed 2/2s, or one named like an object an action
 * creates later) get their id added: "Grizzly Bears (bear2)".
 */
export function disambiguate(entries: { id: string; label: Label }[]): Record<ObjectId, Label> {
  const count = new Map<string, number>();
  for (const l of entries.map((e) => e.label)) count.set(l.en, (count.get(l.en) ?? 0) + 1);
  const out: Record<ObjectId, Label> = {};
  for (const e of entries) {
    out[e.id] = (count.get(e.label.en) ?? 0) > 1 ? { en: `${e.label.en} (${e.id})`, ja: `${e.label.ja}（${e.id}）` } : e.label;
  }
  return out;
}

/** Our label for an object a `create` action makes ("Soldier token"); the engine is given it (ObjectSeed.label). */
export function createdLabel(o: ScenarioSeed): Label {
  const name = o.name?.trim();
  // (A name that already says it is a token — a question's "your 1/1 Spirit token", 「…トークン」 — is not said so twice.)
  if (name && o.token && /(?:\btoken|トークン)$/i.test(name)) return { en: name, ja: name };
  return name && o.token ? { en: `${name} token`, ja: `${name}（トークン）` } : labelOf(o);
}

/**
 * The id of each object a `create` action makes: its own, or `created<n>` (n: the action's number,
 * made unique), so that every object of the run has a label in both languages.
 */
