/**
 * The Scenario schema (zod): the engine's input contract (DESIGN.md, issue 3 §1). A Scenario is
 * plain JSON: players, objects described directly (or, later, by card name), continuous effects
 * given as data, and an ordered list of actions. Parsing applies every default, normalises what
 * people type (colors "green" -> "G", keywords "First Strike" -> first strike, "ward 2" -> ward {2}),
 * and the result is itself a valid Scenario: parse -> JSON.stringify -> parse gives the same value.
 *
 * Validation never throws: `parseScenario` returns a Result whose error is a list of problems, each
 * naming the path and what was expected (`objects[2].power: expected a number or null`), in English
 * or Japanese (`formatProblem`). Cross-references (unknown ids, duplicates) are checked in build.ts.
 */
import { z } from 'zod';
import type { CardType, Color, Keyword, Zone } from '../engine/types.ts';
import type { Result } from '../core/result.ts';
import type { Lang } from '../core/lang.ts';
import { ALL_TERMS } from '../rules/glossary/index.ts';
import { foldTerm } from '../rules/terms.ts';
import { editDistance } from '../core/edit-distance.ts';
import { COMBAT_TEXT, COMBAT_TEXTS, PARAM_COMBAT_TEXTS } from '../engine/combat/abilities.ts';
import { MAX_NESTING, nestedDeeperThan } from './nesting.ts';
import { lookupTable } from '../core/table.ts';
import { combatTextJa } from './combat-text-ja.ts';
import { hasSubtypeJa, subtypeJa } from '../render/subtypes-ja.ts';
import { GAP_KINDS, GAP_TRIGGER_EVENTS, GAP_TRIGGER_WHO } from '../engine/gaps.ts';

// ---------------------------------------------------------------------------------------------
// Bounds (DESIGN.md "Bounded"; issue 3 §7)

export const SCENARIO_LIMITS = {
  players: 8,
  objects: 200,
  effects: 500,
  actions: 1000,
  /** Characters in any one string (names, texts, ids, counter kinds). */
  stringChars: 500,
  /** Entries in any one list inside an object or effect (keywords, types, modifications, ids…). */
  listItems: 200,
  /** Kinds of counters on one object or player. */
  counterKinds: 50,
  /** Absolute value of any number (P/T, life, damage, amounts…). */
  number: 1_000_000,
} as const;

// ---------------------------------------------------------------------------------------------
// Problems: "path: what was expected", in English and Japanese

/** What a value was expected to be. Each schema leaf reports one of these keys as its message. */
const EXPECT = {
  object: { en: 'expected an object { … }', ja: 'オブジェクト { … } が必要です' },
  string: { en: 'expected a string', ja: '文字列が必要です' },
  string_or_null: { en: 'expected a string or null', ja: '文字列または null が必要です' },
  nonempty_string: { en: 'expected a non-empty string', ja: '空でない文字列が必要です' },
  boolean: { en: 'expected true or false', ja: 'true か false が必要です' },
  number: { en: 'expected a number', ja: '数値が必要です' },
  number_or_null: { en: 'expected a number or null', ja: '数値または null が必要です' },
  whole_number: { en: 'expected a whole number', ja: '整数が必要です' },
  non_negative: { en: 'expected a whole number of 0 or more', ja: '0 以上の整数が必要です' },
  array: { en: 'expected a list [ … ]', ja: 'リスト [ … ] が必要です' },
  counters: { en: 'expected an object of counter kinds to numbers, e.g. {"+1/+1": 2}', ja: 'カウンターの種類と個数のオブジェクトが必要です（例：{"+1/+1": 2}）' },
  color: { en: 'expected a color: W, U, B, R, G (or white, blue, black, red, green)', ja: '色が必要です：W、U、B、R、G（white、blue、black、red、green、白、青、黒、赤、緑も可）' },
  card_type: {
    en: 'expected a card type: Artifact, Battle, Creature, Enchantment, Instant, Kindred, Land, Planeswalker or Sorcery',
    ja: 'カード・タイプが必要です：Artifact、Battle、Creature、Enchantment、Instant、Kindred、Land、Planeswalker、Sorcery',
  },
  supertype: { en: 'expected a supertype: Basic, Legendary, Ongoing, Snow or World', ja: '特殊タイプが必要です：Basic、Legendary、Ongoing、Snow、World' },
  zone: { en: 'expected a zone: battlefield, graveyard, exile, hand, library, stack or command', ja: '領域が必要です：battlefield、graveyard、exile、hand、library、stack、command' },
  controller_filter: { en: 'expected "you" or "opponent"', ja: '"you" か "opponent" が必要です' },
  keyword: { en: 'expected a keyword ability such as "flying", "protection from red", "ward {2}" or {"keyword": "protection", "param": "red"}', ja: 'キーワード能力が必要です（例："flying"、"protection from red"、"ward {2}"、{"keyword": "protection", "param": "red"}）' },
  duration: { en: 'expected a duration: {"kind": "indefinite" | "end-of-turn" | "while-source"}', ja: '持続期間が必要です：{"kind": "indefinite" | "end-of-turn" | "while-source"}' },
  kind: { en: 'expected "kind" to be one of', ja: '"kind" は次のいずれかでなければなりません：' },
  too_many: { en: 'too many entries', ja: '項目が多すぎます' },
  too_deep: { en: 'too deeply nested', ja: '入れ子が深すぎます' },
  too_long: { en: 'too long', ja: '長すぎます' },
  control_chars: { en: 'expected plain text without control characters', ja: '制御文字を含まない文字列が必要です' },
  too_few: { en: 'too few entries', ja: '項目が足りません' },
  range: { en: 'expected a number in range', ja: '範囲内の数値が必要です' },
  unknown_field: { en: 'unknown field', ja: '未知の項目です' },
  unknown_keyword: { en: 'unknown keyword ability', ja: '未知のキーワード能力です' },
  reserved_key: { en: 'is a reserved name here; please use another', ja: 'はここでは使えない名前です。別の名前にしてください' },
  // Cross-reference problems (build.ts).
  duplicate_id: { en: 'duplicate id', ja: 'id が重複しています' },
  unknown_object: { en: 'unknown object id', ja: '存在しないオブジェクトの id です' },
  unknown_player: { en: 'unknown player id', ja: '存在しないプレイヤーの id です' },
  unknown_target: { en: 'unknown object or player id', ja: '存在しないオブジェクトまたはプレイヤーの id です' },
  unknown_effect: { en: 'unknown effect id', ja: '存在しない効果の id です' },
  self_attached: { en: 'an object cannot be attached to itself', ja: 'オブジェクトを自分自身につけることはできません' },
  card_unsupported: {
    en: 'card names are looked up in the card catalog before the engine runs, and this run has no catalog: describe the object directly (name, types, power, toughness, keywords…)',
    ja: 'カード名はエンジンの実行前にカードデータで調べますが、この実行にはカードデータがありません。オブジェクトを直接記述してください（name、types、power、toughness、keywords など）',
  },
  cards_unreachable: {
    en: 'the card catalog could not be reached, so this name could not be looked up (try again later, or describe the object directly)',
    ja: 'カードデータに接続できなかったため、この名前を調べられませんでした（時間をおいて再度試すか、オブジェクトを直接記述してください）',
  },
  // Objects given by card name (issue 6, src/scenario/cards.ts).
  unknown_card: { en: 'no card has this name', ja: 'この名前のカードはありません' },
  ambiguous_card: { en: 'this name matches several cards; give the full name', ja: 'この名前は複数のカードに一致します。正確なカード名を指定してください' },
  card_pt_unknown: {
    en: "this card's power and toughness are not numbers the engine can work out (*): give \"power\" and \"toughness\" explicitly",
    ja: 'このカードのパワーとタフネスは、エンジンが求められる数値ではありません（*）。"power" と "toughness" を指定してください',
  },
  no_source: { en: 'this selector needs the effect to have a "source"', ja: 'この対象指定には効果の "source" が必要です' },
  invalid: { en: 'invalid value', ja: '不正な値です' },
  // Combat and replacement effects (issue 4).
  damage_match: {
    en: 'expected an object or player id, a selector such as {"kind": "filter", …}, {"kind": "players", "controller": "you" | "opponent"}, or a list of these',
    ja: 'オブジェクトかプレイヤーの id、{"kind": "filter", …} のような指定、{"kind": "players", "controller": "you" | "opponent"}、またはそれらのリストが必要です',
  },
  prevent_amount: { en: 'expected a whole number of 0 or more, or "all"', ja: '0 以上の整数か "all" が必要です' },
  creature_needs_pt: {
    en: 'a creature needs its power and toughness (a number each); a missing value would make it 0/0',
    ja: 'クリーチャーにはパワーとタフネス（それぞれ数値）が必要です。省略すると0として扱われてしまいます',
  },
  modifier_needs: { en: 'a damage-modifier needs "multiply" and/or "add"', ja: 'damage-modifier には "multiply" か "add"（または両方）が必要です' },
  zone_instead: { en: 'expected exile, hand, graveyard or library-shuffle', ja: 'exile、hand、graveyard、library-shuffle のいずれかが必要です' },
  replaced_event: { en: 'expected gain-life or draw', ja: 'gain-life か draw が必要です' },
  cant_what: { en: 'expected prevent-damage, gain-life, lose-life, lose-game or win-game', ja: 'prevent-damage、gain-life、lose-life、lose-game、win-game のいずれかが必要です' },
  counter_cause: { en: 'expected effect, cost or damage', ja: 'effect、cost、damage のいずれかが必要です' },
  cant_player: { en: 'expected "you", "opponent" or "any"', ja: '"you"、"opponent"、"any" のいずれかが必要です' },
  // Casting, the stack and triggers (issue 5).
  turn_step: { en: 'expected a step: untap, upkeep, draw, main1, combat, main2, end or cleanup', ja: 'ステップが必要です：untap、upkeep、draw、main1、combat、main2、end、cleanup' },
  target_players: { en: 'expected "any", "opponent" or "you"', ja: '"any"、"opponent"、"you" のいずれかが必要です' },
  trigger_event: {
    en: 'expected a trigger event: enters, leaves, dies, attacks, blocks, deals-damage, upkeep, end-step, cast, becomes-tapped, becomes-untapped, end-of-combat, state, reveals, gains-life, loses-life, draws, dealt-damage, becomes-blocked, draw-step or beginning-of-combat',
    ja: '誘発イベントが必要です：enters、leaves、dies、attacks、blocks、deals-damage、upkeep、end-step、cast、becomes-tapped、becomes-untapped、end-of-combat、state、reveals、gains-life、loses-life、draws、dealt-damage、becomes-blocked、draw-step、beginning-of-combat',
  },
  trigger_who: { en: 'expected "self", "another", "any", "attached" or "opponent"', ja: '"self"、"another"、"any"、"attached"、"opponent" のいずれかが必要です' },
  damage_to: { en: 'expected "player", "opponent" or "creature"', ja: '"player"、"opponent"、"creature" のいずれかが必要です' },
  amount_from: { en: 'expected "that-many", "mana-value" or "power"', ja: '"that-many"、"mana-value"、"power" のいずれかが必要です' },
  discard_amount: { en: 'expected a whole number of cards or "all"', ja: 'カードの枚数（整数）か "all" が必要です' },
  choice_answer: { en: 'expected true, false or a list of object ids', ja: 'true、false、またはオブジェクト id のリストが必要です' },
  restriction_players: { en: 'expected "all" or a list of player ids', ja: '"all" かプレイヤー id のリストが必要です' },
  // Casting choices, costs and permissions (issue 5, session 2).
  mana_cost: { en: 'expected mana symbols such as "{2}{B}" or "{X}{R}{R}"', ja: '"{2}{B}" や "{X}{R}{R}" のようなマナ・シンボルが必要です' },
  mana_pool: { en: 'expected mana such as "{B}{B}{G}" (W, U, B, R, G or C symbols only)', ja: '"{B}{B}{G}" のようなマナが必要です（W、U、B、R、G、C のシンボルのみ）' },
  cast_who: { en: 'expected "you", "opponents" or "all"', ja: '"you"、"opponents"、"all" のいずれかが必要です' },
  parity: { en: 'expected "even" or "odd"', ja: '"even" か "odd" が必要です' },
  // Session 2 (H3): alternative characteristics and casting permissions.
  gap_kind: { en: 'expected the kind of text: spell, static, triggered, activated or characteristic', ja: 'テキストの種類が必要です：spell、static、triggered、activated、characteristic' },
  gap_event: {
    en: 'expected a trigger event: enters, leaves, dies, attacks, blocks, becomes-blocked, dealt-damage, deals-damage, deals-combat-damage, cast, becomes-target, beginning-of-step, gains-life, loses-life, draws, discards, sacrificed, counters, tapped, untapped or unknown',
    ja: '誘発イベントが必要です：enters、leaves、dies、attacks、blocks、becomes-blocked、dealt-damage、deals-damage、deals-combat-damage、cast、becomes-target、beginning-of-step、gains-life、loses-life、draws、discards、sacrificed、counters、tapped、untapped、unknown',
  },
  gap_who: { en: 'expected whose event: self, another, any, you, opponent or player', ja: '誰のイベントかが必要です：self、another、any、you、opponent、player' },
  gap_chosen_only: { en: 'only another face\'s text (kind "other-face") has "chosen"', ja: 'chosen を持てるのはもう一方の面のテキスト（kind "other-face"）だけです' },
  gap_trigger_only: { en: 'only a triggered ability (kind "triggered") has a trigger', ja: 'trigger を持てるのは誘発型能力（kind "triggered"）だけです' },
  library_state: { en: 'expected "described" (the listed cards are the whole library) or "unknown" (only the listed cards are known)', ja: '"described"（記載したカードがライブラリーのすべて）か "unknown"（記載したカードだけが分かっている）が必要です' },
  hand_state: { en: 'expected "described" (the listed cards are the whole hand) or "unknown" (only the listed cards are known)', ja: '"described"（記載したカードが手札のすべて）か "unknown"（記載したカードだけが分かっている）が必要です' },
  cast_from: { en: 'expected where the permission casts from: "library-top", "graveyard" or "exile"', ja: '唱えられる場所が必要です："library-top"、"graveyard"、"exile"' },
  cast_as: { en: 'expected what it is cast as: "normal", "adventure", "left", "right" or "morph"', ja: '唱え方が必要です："normal"、"adventure"、"left"、"right"、"morph"' },
  cast_using: { en: 'expected "flashback" or "jump-start"', ja: '"flashback" か "jump-start" が必要です' },
  assignments: {
    en: 'expected an object of creature ids to lists of {"to": id, "amount": n}, e.g. {"x": [{"to": "B", "amount": 3}]}',
    ja: 'クリーチャーの id と {"to": id, "amount": n} のリストのオブジェクトが必要です（例：{"x": [{"to": "B", "amount": 3}]}）',
  },
} as const satisfies Record<string, { en: string; ja: string }>;

export type ProblemCode = keyof typeof EXPECT;

/** One thing wrong with a Scenario: where, and what was expected there. */
export interface ScenarioProblem {
  /** `objects[2].power`; '' for the Scenario as a whole. */
  path: string;
  code: ProblemCode;
  params: Record<string, string | number | string[]>;
}

/** `got` of a required field that was not given. */
const MISSING = '\u0000missing';

const quote = (s: string): string => JSON.stringify(s.length > 40 ? `${s.slice(0, 39)}…` : s);

type Params = ScenarioProblem['params'];
const joined = (xs: string[] | string | number | undefined): string => (Array.isArray(xs) ? xs.join(', ') : String(xs ?? ''));

/** Named things: "unknown field "colour"". */
const named = (base: string, q: Params, ja: boolean): string[] => (q.name !== undefined ? [ja ? `${base}：${quote(String(q.name))}` : `${base} ${quote(String(q.name))}`] : [base]);

/** A card name, with "did you mean". */
function cardName(base: string, q: Params, ja: boolean): string[] {
  const parts = [ja ? `${base}：${quote(String(q.name))}` : `${base}: ${quote(String(q.name))}`];
  const shown = ja && Array.isArray(q.suggestionsJa) ? q.suggestionsJa : q.suggestions;
  if (Array.isArray(shown) && shown.length > 0) parts.push(ja ? `（もしかして ${shown.join('、')}？）` : `(did you mean ${shown.join(', ')}?)`);
  return parts;
}

/** An id, where else it is used, and the ids that exist. */
function idProblem(base: string, q: Params, ja: boolean): string[] {
  const parts = [ja ? `${base}：${quote(String(q.id))}` : `${base} ${quote(String(q.id))}`];
  if (q.first !== undefined) parts.push(ja ? `（${q.first} と同じ）` : `(also used at ${q.first})`);
  if (q.known !== undefined && Array.isArray(q.known) && q.known.length > 0) {
    const known = q.known.slice(0, 12).map(quote).join(', ') + (q.known.length > 12 ? ', …' : '');
    parts.push(ja ? `（使える id：${known}）` : `(known ids: ${known})`);
  }
  return parts;
}

/** Problems whose wording uses their params (the others are their expectation, as listed in EXPECT). */
const DETAIL: { readonly [C in ProblemCode]?: (base: string, q: Params, ja: boolean) => string[] } = {
  kind: (base, q, ja) => [ja ? `${base}${joined(q.options)}` : `${base} ${joined(q.options)}`],
  too_many: (_b, q, ja) => [ja ? `項目が多すぎます（${q.count ?? '?'}件。上限は${q.max}件）` : `too many entries (${q.count ?? 'more than the limit'}; at most ${q.max})`],
  too_deep: (_b, q, ja) => [ja ? `入れ子が深すぎます（上限は${q.max}段）` : `too deeply nested (max ${q.max} levels of objects and lists)`],
  too_few: (_b, q, ja) => [ja ? `項目が足りません（${q.min}件以上必要です）` : `expected at least ${q.min} entr${q.min === 1 ? 'y' : 'ies'}`],
  too_long: (_b, q, ja) => [ja ? `長すぎます（${q.length ?? '?'}文字。上限は${q.max}文字）` : `too long (${q.length ?? 'over the limit'} characters; at most ${q.max})`],
  range: (_b, q, ja) => [q.max !== undefined ? (ja ? `${q.max} 以下の数値が必要です` : `expected a number of at most ${q.max}`) : ja ? `${q.min} 以上の数値が必要です` : `expected a number of at least ${q.min}`],
  unknown_field: named,
  unknown_keyword: named,
  reserved_key: (base, q, ja) => [ja ? `${quote(String(q.name))}${base}` : `${quote(String(q.name))} ${base}`],
  unknown_card: cardName,
  ambiguous_card: cardName,
  cards_unreachable: cardName,
  duplicate_id: idProblem,
  unknown_object: idProblem,
  unknown_player: idProblem,
  unknown_target: idProblem,
  unknown_effect: idProblem,
};

/**
 * What is wrong, without where: for a Scenario built from a question (/ask), whose field paths
 * ("actions[0].to") mean nothing to the person who asked.
 */
export function describeProblem(p: ScenarioProblem, lang: Lang): string {
  return formatProblem(p, lang).slice(wherePrefix(p, lang).length);
}

function wherePrefix(p: ScenarioProblem, lang: Lang): string {
  const ja = lang === 'ja';
  return `${p.path === '' ? (ja ? '（シナリオ全体）' : '(scenario)') : p.path}: `;
}

/** "objects[2].power: expected a number or null (got "3")", in the reply language. */
export function formatProblem(p: ScenarioProblem, lang: Lang): string {
  const base: string = EXPECT[p.code][lang];
  const q = p.params;
  const ja = lang === 'ja';
  const parts: string[] = DETAIL[p.code]?.(base, q, ja) ?? [base];
  if (q.suggestion !== undefined) parts.push(ja ? `（もしかして ${quote(String(q.suggestion))}？）` : `(did you mean ${quote(String(q.suggestion))}?)`);
  if (q.got === MISSING) parts.push(ja ? '（未指定）' : '(missing)');
  else if (q.got !== undefined) parts.push(ja ? `（入力：${q.got}）` : `(got ${q.got})`);
  return `${wherePrefix(p, lang)}${parts.join(ja ? '' : ' ')}`;
}

export function formatProblems(problems: readonly ScenarioProblem[], lang: Lang): string[] {
  return problems.map((p) => formatProblem(p, lang));
}

/** `objects[2].power` from ['objects', 2, 'power']. */
export function formatPath(path: readonly PropertyKey[]): string {
  let out = '';
  for (const seg of path) {
    if (typeof seg === 'number') out += `[${seg}]`;
    else if (typeof seg === 'string' && /^[A-Za-z_][A-Za-z0-9_]*$/.test(seg)) out += out === '' ? seg : `.${seg}`;
    else out += `[${JSON.stringify(String(seg))}]`;
  }
  return out;
}

// ---------------------------------------------------------------------------------------------
// Vocabulary: colors, types, zones

export const CARD_TYPES: readonly CardType[] = ['Artifact', 'Battle', 'Creature', 'Enchantment', 'Instant', 'Kindred', 'Land', 'Planeswalker', 'Sorcery'];
/** 205.4a */
export const SUPERTYPES = ['Basic', 'Legendary', 'Ongoing', 'Snow', 'World'] as const;
export const ZONES: readonly Zone[] = ['battlefield', 'graveyard', 'exile', 'hand', 'library', 'stack', 'command'];

// Tables keyed by what people type have no prototype (src/core/table.ts): "constructor" is just a word.
const COLOR_WORDS = lookupTable<Color>({
  w: 'W', white: 'W', 白: 'W',
  u: 'U', blue: 'U', 青: 'U',
  b: 'B', black: 'B', 黒: 'B',
  r: 'R', red: 'R', 赤: 'R',
  g: 'G', green: 'G', 緑: 'G',
});

const TYPE_WORDS = lookupTable<CardType>(Object.fromEntries([
  ...CARD_TYPES.map((t) => [t.toLowerCase(), t] as const),
  ['tribal', 'Kindred'] as const, // the old name of Kindred
]));

function pick<T>(table: Readonly<Record<string, T>>, v: unknown): T | unknown {
  return typeof v === 'string' ? (table[v.trim().toLowerCase()] ?? v) : v;
}

// ---------------------------------------------------------------------------------------------
// Keywords: names as in the CR headings (702.x), lower-case; parameterised ones parsed

interface KeywordName {
  /** Lower-case English name as in the CR heading: 'first strike', 'jump-start'. */
  en: string;
  /** Official Japanese name, else our unofficial one. */
  ja: string;
}

let keywordTable: Map<string, KeywordName> | null = null;

/** Folded name (English, official Japanese, unofficial Japanese) -> the keyword. Built once from our glossary. */
function keywords(): Map<string, KeywordName> {
  if (keywordTable) return keywordTable;
  const table = new Map<string, KeywordName>();
  const add = (name: string, k: KeywordName): void => {
    const f = foldTerm(name);
    if (f && !table.has(f)) table.set(f, k);
  };
  for (const e of ALL_TERMS) {
    if (e.kind !== 'keyword-ability') continue;
    const ja = e.ja ?? e.jaUnofficial ?? e.en;
    // "Daybound and Nightbound" is one heading for two keywords (daybound, nightbound).
    const m = /^(\w+) and (\w+)$/.exec(e.en);
    if (m && e.en !== 'Cumulative Upkeep') {
      const jas = ja.split('/');
      add(m[1]!, { en: m[1]!.toLowerCase(), ja: jas[0] ?? ja });
      add(m[2]!, { en: m[2]!.toLowerCase(), ja: jas[1] ?? ja });
      continue;
    }
    const k = { en: e.en.toLowerCase(), ja };
    add(e.en, k);
    if (e.ja) for (const part of e.ja.split('/')) add(part, k);
    if (e.jaUnofficial) add(e.jaUnofficial, k);
  }
  keywordTable = table;
  return table;
}

/** Japanese name of a keyword (official where there is one), or the English name. */
export function keywordJa(name: string): string {
  return keywords().get(foldTerm(name))?.ja ?? COMBAT_TEXT_JA[name] ?? name;
}

/** Japanese for the rules-text combat abilities written as keywords (issue 4; engine/combat/abilities.ts). */
const COMBAT_TEXT_JA = lookupTable<string>({
  [COMBAT_TEXT.cantAttack]: '攻撃できない',
  [COMBAT_TEXT.cantBlock]: 'ブロックできない',
  [COMBAT_TEXT.cantAttackOrBlock]: '攻撃したりブロックしたりできない',
  [COMBAT_TEXT.mustAttack]: '可能なら毎戦闘攻撃する',
  [COMBAT_TEXT.mustBlock]: '可能なら毎戦闘ブロックする',
  [COMBAT_TEXT.blockAdditional]: '追加でもう1体のクリーチャーをブロックできる',
  [COMBAT_TEXT.blockAny]: '望む数のクリーチャーをブロックできる',
  [COMBAT_TEXT.unblockable]: 'ブロックされない',
  [COMBAT_TEXT.blockOnlyFlyers]: '飛行を持つクリーチャーしかブロックできない',
  [COMBAT_TEXT.exceptBy]: '次のものによってしかブロックされない',
  [COMBAT_TEXT.maxOneBlocker]: '2体以上のクリーチャーによってはブロックされない',
  [COMBAT_TEXT.blockedByWith]: '次の値のクリーチャーによってはブロックされない',
  [COMBAT_TEXT.cantBlockWith]: '次の値のクリーチャーをブロックできない',
});

/**
 * The rules-text combat abilities the engine reads as keywords ("can't block", "attacks each combat
 * if able", "can't be blocked except by creatures with flying" …), with or without "This creature"
 * and a final period.
 */
function combatText(t: string, param?: string): Keyword | null {
  const x = t
    .toLowerCase()
    .replace(/[’‘]/g, "'")
    .replace(/^(this creature|it|~)\s+/, '')
    .replace(/\.$/, '')
    .trim();
  const any = `${COMBAT_TEXT.blockAny} each combat`;
  if (x === any) return { keyword: COMBAT_TEXT.blockAny };
  if ((COMBAT_TEXTS as readonly string[]).includes(x)) {
    if (PARAM_COMBAT_TEXTS.includes(x)) return param !== undefined && param.trim() !== '' ? { keyword: x, param: param.trim() } : null;
    return { keyword: x };
  }
  for (const t of PARAM_COMBAT_TEXTS) if (x.startsWith(`${t} `)) return { keyword: t, param: x.slice(t.length + 1).trim() };
  return null;
}

/** Keywords whose parameter is a cost: a bare number N means the mana cost {N} ("ward 2" -> ward {2}). */
const COST_KEYWORDS = new Set([
  'ward', 'equip', 'cycling', 'kicker', 'multikicker', 'flashback', 'madness', 'morph', 'megamorph', 'ninjutsu', 'unearth',
  'evoke', 'dash', 'embalm', 'eternalize', 'escape', 'reconfigure', 'buyback', 'echo', 'entwine', 'fortify', 'bestow', 'prowl',
  'outlast', 'scavenge', 'transmute', 'level up', 'blitz', 'disturb', 'encore', 'foretell', 'mutate', 'plot', 'disguise', 'cleave',
  'spectacle', 'surge', 'emerge', 'overload', 'miracle', 'replicate', 'recover', 'spree', 'freerunning', 'impending', 'warp',
  'mayhem', 'sneak', 'web-slinging', 'craft', 'cumulative upkeep', 'aura swap', 'transfigure', 'splice', 'bargain',
]);

/** The word between a keyword and its parameter: protection from red, affinity for artifacts, partner with … */
const CONNECTORS = lookupTable<string>({ protection: 'from', hexproof: 'from', affinity: 'for', partner: 'with' });

const JA_COLOR_PARAMS = lookupTable<string>({ 白: 'white', 青: 'blue', 黒: 'black', 赤: 'red', 緑: 'green', 全て: 'everything', 無色: 'colorless', 多色: 'multicolored', 単色: 'monocolored' });

const LOWER_PARAMS = new Set(['white', 'blue', 'black', 'red', 'green', 'everything', 'colorless', 'multicolored', 'monocolored', 'all colors', 'each color']);

function normaliseParam(keyword: string, raw: string): string | undefined {
  let p = raw.trim().replace(/^[—–-]\s*/, '').trim();
  const connector = CONNECTORS[keyword];
  if (connector && p.toLowerCase().startsWith(`${connector} `)) p = p.slice(connector.length + 1).trim();
  if (p === '') return undefined;
  if (COST_KEYWORDS.has(keyword) && /^\d+$/.test(p)) return `{${Number(p)}}`;
  if (/^(\{[^}]*\})+$/.test(p)) return p.toUpperCase();
  if (keyword === 'landwalk') return landwalkParam(p);
  if (LOWER_PARAMS.has(p.toLowerCase())) return p.toLowerCase();
  const jaColor = JA_COLOR_PARAMS[p];
  if (jaColor) return jaColor;
  return p;
}

/** islandwalk -> Island; "nonbasic land" stays lower-case (702.14). */
function landwalkParam(p: string): string {
  const t = p.trim().replace(/\s+/g, ' ');
  if (/\bland$/i.test(t)) return t.toLowerCase();
  return t.replace(/(^|\s)(\S)/g, (_, s: string, c: string) => s + c.toUpperCase()).replace(/(\S)(\S*)/g, (_, c: string, rest: string) => c + rest.toLowerCase());
}

const JA_WALK_LANDS = lookupTable<string>({ 島: 'Island', 沼: 'Swamp', 森: 'Forest', 山: 'Mountain', 平地: 'Plains' });

export type KeywordParse = { ok: true; keyword: Keyword } | { ok: false; suggestion?: string };

/** Parses "protection from red", "ward 2", "islandwalk", "First-Strike", 「飛行」… into a keyword. */
export function parseKeyword(text: string, param?: string): KeywordParse {
  const table = keywords();
  const t = text
    .normalize('NFKC')
    .replace(/\s*[—–]\s*/g, ' — ')
    .replace(/([A-Za-z])\{/g, '$1 {')
    .replace(/\s+/g, ' ')
    .trim();
  if (t === '') return { ok: false };
  const combat = combatText(t, param);
  if (combat) return { ok: true, keyword: combat };
  const withParam = (en: string, rest: string): KeywordParse => {
    const given = param !== undefined && param.trim() !== '' ? param : rest;
    const p = normaliseParam(en, given);
    return { ok: true, keyword: p === undefined ? { keyword: en } : { keyword: en, param: p } };
  };
  const whole = table.get(foldTerm(t));
  if (whole) return withParam(whole.en, '');
  // Landwalk (702.14): "islandwalk", "nonbasic landwalk", "Swamp walk".
  const walk = /^(.+?)[ -]?walk$/i.exec(t);
  if (walk && foldTerm(walk[1]!) !== 'land') return withParam('landwalk', param ?? walk[1]!);
  // The longest run of leading words that is a keyword; the rest is its parameter.
  const words = t.split(' ');
  for (let n = words.length - 1; n >= 1; n--) {
    const head = table.get(foldTerm(words.slice(0, n).join(' ')));
    if (head) return withParam(head.en, words.slice(n).join(' '));
  }
  // Japanese parameterised forms: プロテクション（赤）, 護法{2}, 島渡り.
  const jaParen = /^(.+?)[（(](.+)[）)]$/u.exec(t);
  if (jaParen) {
    const head = table.get(foldTerm(jaParen[1]!));
    if (head) return withParam(head.en, jaParen[2]!);
  }
  const jaCost = /^(.+?)(\{.*\}|\d+)$/u.exec(t);
  if (jaCost) {
    const head = table.get(foldTerm(jaCost[1]!));
    if (head) return withParam(head.en, jaCost[2]!);
  }
  const jaWalk = /^(島|沼|森|山|平地)渡り$/u.exec(t);
  if (jaWalk) return withParam('landwalk', JA_WALK_LANDS[jaWalk[1]!]!);
  return { ok: false, ...nearestName(t) };
}

function nearestName(t: string): { suggestion?: string } {
  const f = foldTerm(t);
  let best: { name: string; d: number } | null = null;
  for (const [name, k] of keywords()) {
    if (!/^[a-z]/.test(name)) continue;
    const d = editDistance(f, name, 2);
    if (d <= 2 && (!best || d < best.d)) best = { name: k.en, d };
  }
  return best ? { suggestion: best.name } : {};
}

/** The keyword as English text: "protection from red", "ward {2}", "islandwalk", "flying". */
export function formatKeyword(k: Keyword): string {
  const p = k.param;
  if (p === undefined || p === '') return k.keyword;
  if (k.keyword === 'landwalk') return `${/\bland$/i.test(p) ? p : p.toLowerCase()}walk`;
  if (k.keyword === 'ward' && !p.startsWith('{')) return `ward—${p}`;
  const connector = CONNECTORS[k.keyword];
  return connector ? `${k.keyword} ${connector} ${p}` : `${k.keyword} ${p}`;
}

const JA_COLORS = lookupTable<string>({ white: '白', blue: '青', black: '黒', red: '赤', green: '緑', everything: '全て', colorless: '無色', multicolored: '多色', monocolored: '単色', creatures: 'クリーチャー', artifacts: 'アーティファクト', enchantments: 'エンチャント', instants: 'インスタント', sorceries: 'ソーサリー', planeswalkers: 'プレインズウォーカー', lands: '土地', 'multicolored creatures': '多色のクリーチャー' });
const JA_LANDS = lookupTable<string>({ island: '島', swamp: '沼', forest: '森', mountain: '山', plains: '平地', 'nonbasic land': '基本でない土地' });

/** The keyword as Japanese text: プロテクション（赤）, 護法{2}, 島渡り, 飛行. */
export function formatKeywordJa(k: Keyword): string {
  const name = keywordJa(k.keyword);
  const p = k.param;
  if (p === undefined || p === '') return name;
  if (k.keyword === 'landwalk') return `${JA_LANDS[p.toLowerCase()] ?? p}渡り`;
  if (p.startsWith('{')) return `${name}${p}`;
  if (k.keyword === 'hexproof') return `${JA_COLORS[p.toLowerCase()] ?? p}からの${name}`;
  const combat = (PARAM_COMBAT_TEXTS as readonly string[]).includes(k.keyword) ? combatTextJa(k.keyword, p, keywordJa) : null;
  if (combat) return combat;
  return `${name}（${JA_COLORS[p.toLowerCase()] ?? subtypeQualityJa(p) ?? p}）`;
}

/** 「ドラゴン」 for the quality "Dragons" (a creature type, written capitalised and plural: 702.16a); null for any other word. */
function subtypeQualityJa(p: string): string | null {
  const w = p.replace(/^from\s+/i, '').trim();
  if (!/^[A-Z][A-Za-z'’-]+$/.test(w)) return null;
  const singular = [w, w.replace(/ies$/, 'y'), w.replace(/ves$/, 'f'), w.replace(/es$/, ''), w.replace(/s$/, '')].find(hasSubtypeJa);
  return singular ? subtypeJa(singular) : null;
}

// ---------------------------------------------------------------------------------------------
// Leaf schemas: each reports an EXPECT key as its message

const N = SCENARIO_LIMITS.number;
const S = SCENARIO_LIMITS.stringChars;
const L = SCENARIO_LIMITS.listItems;

// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/;

const str = () =>
  z
    .string({ error: 'string' })
    .max(S, { error: 'too_long' })
    .refine((v) => !CONTROL.test(v), { error: 'control_chars' });
/**
 * Names that can't be ids, counter kinds or keys: the engine keeps objects, counters and choices
 * in plain objects, where these names are built in (Object.prototype's members), so a missing
 * "toString" counter would read as a function. They are refused, naming the name.
 */
const RESERVED_NAMES: ReadonlySet<string> = new Set([...Object.getOwnPropertyNames(Object.prototype), 'prototype']);

const notReserved = (v: string, ctx: z.core.$RefinementCtx<string>): void => {
  if (RESERVED_NAMES.has(v)) ctx.addIssue({ code: 'custom', message: 'reserved_key', params: { name: v } });
};
/** An id, a counter kind or a choice name. */
const id = () => str().min(1, { error: 'nonempty_string' }).superRefine(notReserved);
/** A string or null, reported as such. */
const nullableStr = (min = 0) =>
  z
    .string({ error: 'string_or_null' })
    .min(min, { error: 'nonempty_string' })
    .max(S, { error: 'too_long' })
    .refine((v) => !CONTROL.test(v), { error: 'control_chars' })
    .nullable();
const bool = () => z.boolean({ error: 'boolean' });
const int = (min = -N, expect: ProblemCode = 'number') =>
  z
    .number({ error: expect })
    .int({ error: 'whole_number' })
    .min(min, { error: min === 0 ? 'non_negative' : 'range' })
    .max(N, { error: 'range' });
const nullableInt = () => z.number({ error: 'number_or_null' }).int({ error: 'whole_number' }).min(-N, { error: 'range' }).max(N, { error: 'range' }).nullable();
const list = <T extends z.ZodType>(item: T, max: number = L) => z.array(item, { error: 'array' }).max(max, { error: 'too_many' });

/**
 * An object whose keys are names the user chose (counter kinds, creature ids, choice names): the
 * keys are checked on the raw input — a "__proto__" key would otherwise vanish silently — and at
 * most `maxKeys` of them are taken.
 */
const keyedRecord = <T extends z.ZodType>(value: T, error: ProblemCode = 'object', maxKeys: number = L) =>
  z.preprocess(
    (v, ctx) => {
      if (v === null || typeof v !== 'object' || Array.isArray(v)) return v;
      const keys = Object.keys(v);
      if (keys.length > maxKeys) ctx.addIssue({ code: 'custom', message: 'too_many', params: { max: maxKeys, count: keys.length } });
      for (const k of keys) if (RESERVED_NAMES.has(k)) ctx.addIssue({ code: 'custom', message: 'reserved_key', path: [k], params: { name: k } });
      return v;
    },
    z.record(str(), value, { error }),
  );

const counters = () => keyedRecord(int(0, 'non_negative'), 'counters', SCENARIO_LIMITS.counterKinds);

const color = () => z.preprocess((v) => pick(COLOR_WORDS, v), z.enum(['W', 'U', 'B', 'R', 'G'], { error: 'color' }));
const cardType = () => z.preprocess((v) => pick(TYPE_WORDS, v), z.enum(CARD_TYPES as [CardType, ...CardType[]], { error: 'card_type' }));
const supertype = () =>
  z.preprocess(
    (v) => (typeof v === 'string' ? (SUPERTYPES.find((s) => s.toLowerCase() === v.trim().toLowerCase()) ?? v) : v),
    z.enum(SUPERTYPES, { error: 'supertype' }),
  );
const zone = () => z.preprocess((v) => (typeof v === 'string' ? v.trim().toLowerCase() : v), z.enum(ZONES as [Zone, ...Zone[]], { error: 'zone' }));

/** A keyword given as text ("protection from red") or as {keyword, param}; always parsed into {keyword, param?}. */
const keyword = () =>
  z
    .union(
      [
        str(),
        z.strictObject({ keyword: str(), param: str().optional() }, { error: 'keyword' }),
      ],
      { error: 'keyword' },
    )
    .transform((v, ctx): Keyword => {
      const text = typeof v === 'string' ? v : v.keyword;
      const r = typeof v === 'string' ? parseKeyword(v) : parseKeyword(v.keyword, v.param);
      if (r.ok) return r.keyword;
      ctx.addIssue({ code: 'custom', message: 'unknown_keyword', params: { name: text, ...(r.suggestion ? { suggestion: r.suggestion } : {}) } });
      return z.NEVER;
    });

/** A keyword as text in its proper form ("flying", "protection from red"): for removing, "can't have" and filters. */
const keywordName = () => keyword().transform((k) => formatKeyword(k));

/** A number's allowed values: { atMost: 2 } = "2 or less". */
const rangeSchema = () => z.strictObject({ exactly: int().optional(), atLeast: int().optional(), atMost: int().optional() }, { error: 'object' });

const filterSchema = z.strictObject(
  {
    kind: z.literal('filter'),
    zone: zone().optional(),
    types: list(cardType()).optional(),
    // Issue 14: "artifact creatures" — every one of these card types (205.2a).
    allTypes: list(cardType()).optional(),
    colors: list(color()).optional(),
    notColors: list(color()).optional(),
    supertypes: list(supertype()).optional(),
    notSupertypes: list(supertype()).optional(),
    subtypes: list(str()).optional(),
    // Issue 14: "non-Human creatures" (205.3m).
    notSubtypes: list(str()).optional(),
    controller: z.enum(['you', 'opponent'], { error: 'controller_filter' }).optional(),
    other: bool().optional(),
    notTypes: list(cardType()).optional(),
    keywords: list(keywordName()).optional(),
    notKeywords: list(keywordName()).optional(),
    // Session 2 (H9): the number of colors (105.2): "exactly two colors".
    colorCount: z.strictObject({ exactly: int(0, 'non_negative').optional(), atLeast: int(0, 'non_negative').optional(), atMost: int(0, 'non_negative').optional() }, { error: 'object' }).optional(),
    // Issue 14: tokens only (true) or nontoken only (false), 111.1.
    token: bool().optional(),
    // Issue 14: "with power 2 or less" / "with mana value 3 or greater" (208, 202.3).
    power: rangeSchema().optional(),
    toughness: rangeSchema().optional(),
    manaValue: rangeSchema().optional(),
  },
  { error: 'object' },
);

const KIND_OPTIONS = { error: 'kind' } as const;

const selectorSchema = z.discriminatedUnion(
  'kind',
  [
    z.strictObject({ kind: z.literal('objects'), ids: list(id(), SCENARIO_LIMITS.objects) }, { error: 'object' }),
    z.strictObject({ kind: z.literal('attached-to-source') }, { error: 'object' }),
    z.strictObject({ kind: z.literal('source') }, { error: 'object' }),
    filterSchema,
  ],
  KIND_OPTIONS,
);

const cdaValueSchema = z.discriminatedUnion(
  'kind',
  [z.strictObject({ kind: z.literal('count'), filter: filterSchema }, { error: 'object' }), z.strictObject({ kind: z.literal('fixed'), value: int() }, { error: 'object' })],
  KIND_OPTIONS,
);

const typeLists = {
  types: list(cardType()).optional(),
  subtypes: list(str()).optional(),
  supertypes: list(supertype()).optional(),
};

/** Every modification but add-abilities (whose abilities use these, one level deep). */
const baseModifications = [
  z.strictObject({ kind: z.literal('copy'), of: id() }),
  z.strictObject({ kind: z.literal('set-controller'), player: id().optional() }),
  z.strictObject({ kind: z.literal('set-types'), types: list(cardType()), subtypes: list(str()).optional(), keepSupertypes: bool().optional() }),
  z.strictObject({ kind: z.literal('add-types'), ...typeLists }),
  z.strictObject({ kind: z.literal('remove-types'), ...typeLists, allCreatureTypes: bool().optional() }),
  z.strictObject({ kind: z.literal('set-colors'), colors: list(color()) }),
  z.strictObject({ kind: z.literal('add-colors'), colors: list(color()) }),
  z.strictObject({ kind: z.literal('add-keywords'), keywords: list(keyword()) }),
  z.strictObject({ kind: z.literal('remove-keywords'), keywords: list(keywordName()) }),
  z.strictObject({ kind: z.literal('lose-all-abilities') }),
  z.strictObject({ kind: z.literal('cant-have-keywords'), keywords: list(keywordName()) }),
  z.strictObject({ kind: z.literal('set-pt-cda'), power: cdaValueSchema.nullable(), toughness: cdaValueSchema.nullable() }),
  z.strictObject({ kind: z.literal('set-pt'), power: nullableInt(), toughness: nullableInt() }),
  z.strictObject({ kind: z.literal('modify-pt'), power: int(), toughness: int() }),
  z.strictObject({ kind: z.literal('modify-pt-per'), power: int(), toughness: int(), per: cdaValueSchema }),
  z.strictObject({ kind: z.literal('switch-pt') }),
] as const;

const innerStaticSchema = z.strictObject(
  {
    text: str().default(''),
    affects: selectorSchema,
    modifications: list(z.discriminatedUnion('kind', baseModifications, KIND_OPTIONS), 50).min(1, { error: 'too_few' }),
    cda: bool().default(false),
  },
  { error: 'object' },
);

const modificationSchema = z.discriminatedUnion(
  'kind',
  [
    ...baseModifications,
    /** Layer 6: grants static abilities ("Equipped creature has 'Creatures you control get +1/+1.'"). */
    z.strictObject({ kind: z.literal('add-abilities'), abilities: list(innerStaticSchema, 20).min(1, { error: 'too_few' }) }),
  ],
  KIND_OPTIONS,
);

const modifications = () => list(modificationSchema, 50).min(1, { error: 'too_few' });

const DURATION_KINDS = ['indefinite', 'end-of-turn', 'while-source'] as const;
const durationSchema = z.preprocess(
  (v) => (typeof v === 'string' && (DURATION_KINDS as readonly string[]).includes(v) ? { kind: v } : v),
  z.discriminatedUnion(
    'kind',
    [
      ...(DURATION_KINDS.map((k) => z.strictObject({ kind: z.literal(k) })) as unknown as [
        z.ZodObject<{ kind: z.ZodLiteral<'indefinite'> }, z.core.$strict>,
        z.ZodObject<{ kind: z.ZodLiteral<'end-of-turn'> }, z.core.$strict>,
        z.ZodObject<{ kind: z.ZodLiteral<'while-source'> }, z.core.$strict>,
      ]),
      // 611.2b: "for as long as you control <object>" (session 2, H2).
      z.strictObject({ kind: z.literal('while-controlled'), object: id() }),
    ],
    { error: 'duration' },
  ),
);

const staticSchema = z.strictObject(
  {
    text: str().default(''),
    affects: selectorSchema,
    modifications: modifications(),
    cda: bool().default(false),
  },
  { error: 'object' },
);

// ---------------------------------------------------------------------------------------------
// Casting, the stack, targets and triggered abilities (issue 5; .notes/stack-format.md)

const TURN_STEPS = ['untap', 'upkeep', 'draw', 'main1', 'combat', 'main2', 'end', 'cleanup'] as const;
const turnStep = () => z.enum(TURN_STEPS, { error: 'turn_step' });

const targetSpecSchema = z.strictObject(
  {
    word: id(),
    count: int(1).optional(),
    players: z.enum(['any', 'opponent', 'you'], { error: 'target_players' }).optional(),
    objects: filterSchema.optional(),
    anyNumber: bool().optional(),
    // Issue 14: "up to one target creature" (601.2c: from zero to `count` targets).
    upTo: bool().optional(),
  },
  { error: 'object' },
);

const effectRefs = {
  target: id().optional(),
  object: id().optional(),
  player: id().optional(),
  // Session 2 (H2): untargeted references, choices on resolution, conditions and amounts (608.2c-608.2k).
  all: filterSchema.optional(),
  that: bool().optional(),
  each: bool().optional(),
  it: bool().optional(),
  /** The ability's own source ("put a +1/+1 counter on this creature"), while it is the same object (400.7). */
  self: bool().optional(),
  /** "It" in its own leaves/dies trigger: the card it became, in the zone it moved to (603.6, 603.10a). */
  leftCard: bool().optional(),
  choose: z.strictObject({ name: id(), filter: filterSchema, count: int(1).optional() }, { error: 'object' }).optional(),
  may: id().optional(),
  id: id().optional(),
  ifDone: id().optional(),
  ifNotDone: id().optional(),
  amountFrom: z.enum(['that-many', 'mana-value', 'power', 'x', 'event', 'count'], { error: 'amount_from' }).optional(),
  amountCount: filterSchema.optional(),
};

/** Session 2 (H3): what a card is cast as (601.3e, 715.3, 709.3, 702.37c). */
const CAST_AS = () => z.enum(['normal', 'adventure', 'left', 'right', 'morph'], { error: 'cast_as' });

/** A created object inside a spell effect: the same shape as a `create` action's object (defined below). */
const lazySeed = z.lazy((): z.ZodType => seedSchema);

const baseSpellEffects = [
  z.strictObject({ kind: z.literal('damage'), amount: int(0, 'non_negative').default(0), divided: bool().optional(), ...effectRefs }),
  z.strictObject({ kind: z.literal('destroy'), cantRegenerate: bool().optional(), ...effectRefs }),
  z.strictObject({ kind: z.literal('exile'), ...effectRefs }),
  // 701.19a: a regeneration shield for each referred permanent.
  z.strictObject({ kind: z.literal('regenerate'), ...effectRefs }),
  z.strictObject({ kind: z.literal('return-to-hand'), ...effectRefs }),
  z.strictObject({ kind: z.literal('tap'), ...effectRefs }),
  z.strictObject({ kind: z.literal('untap'), ...effectRefs }),
  // 701.3a: the ability's source is attached to the referred object (equip, 702.6a).
  z.strictObject({ kind: z.literal('attach'), ...effectRefs }),
  z.strictObject({ kind: z.literal('sacrifice'), ...effectRefs }),
  z.strictObject({ kind: z.literal('counter'), ...effectRefs }),
  z.strictObject({ kind: z.literal('counter-unless-pay'), cost: str(), ...effectRefs }),
  z.strictObject({ kind: z.literal('add-counters'), counter: id(), amount: int(0, 'non_negative').default(1), ...effectRefs }),
  z.strictObject({ kind: z.literal('life'), amount: int(), ...effectRefs }),
  z.strictObject({ kind: z.literal('draw'), amount: int(0, 'non_negative').default(1), ...effectRefs }),
  z.strictObject({ kind: z.literal('create'), seed: lazySeed, ...effectRefs }),
  z.strictObject({ kind: z.literal('apply-effect'), effect: z.lazy((): z.ZodType => effectInputSchema), ...effectRefs }),
  z.strictObject({ kind: z.literal('discard'), amount: z.union([int(0, 'non_negative'), z.literal('all')], { error: 'discard_amount' }), random: bool().optional(), ...effectRefs }),
  z.strictObject({ kind: z.literal('exile-top'), amount: int(0, 'non_negative').default(1), ...effectRefs }),
  // Session 2 (H9): fight (701.14), scry (701.22), surveil (701.25), mill (701.17).
  z.strictObject({ kind: z.literal('fight'), with: id(), ...effectRefs }),
  z.strictObject({ kind: z.literal('scry'), amount: int(0, 'non_negative').default(1), ...effectRefs }),
  z.strictObject({ kind: z.literal('add-mana'), mana: str().refine((v) => /^(\{[WUBRGC]\})+$/.test(v), { error: 'mana_pool' }), ...effectRefs }),
  z.strictObject({ kind: z.literal('surveil'), amount: int(0, 'non_negative').default(1), ...effectRefs }),
  z.strictObject({ kind: z.literal('mill'), amount: int(0, 'non_negative').default(1), ...effectRefs }),
  // 701.23: a tutor's search; 701.24a: then the library is shuffled.
  z.strictObject({ kind: z.literal('search-to-hand'), filter: filterSchema.optional(), reveal: bool().optional(), upTo: int(1).optional(), ...effectRefs }),
  z.strictObject({ kind: z.literal('proliferate'), ...effectRefs }),
  z.strictObject({ kind: z.literal('search-to-top'), filter: filterSchema.optional(), reveal: bool().optional(), ...effectRefs }),
  z.strictObject({ kind: z.literal('search-to-battlefield'), filter: filterSchema.optional(), reveal: bool().optional(), upTo: int(1).optional(), tapped: bool().optional(), ...effectRefs }),
  // 614.1, 615.1: a replacement or prevention effect the resolving spell or ability creates.
  z.strictObject({ kind: z.literal('add-replacement'), replacement: z.lazy((): z.ZodType => replacementSchema), ...effectRefs }),
  z.strictObject({
    kind: z.literal('put-onto-battlefield'),
    as: z.strictObject({ text: str().default(''), modifications: z.lazy(() => modifications()) }, { error: 'object' }).optional(),
    // 122.6: the counters it enters with; 110.2: "under its owner's control".
    counters: counters().optional(),
    underOwner: bool().optional(),
    ...effectRefs,
  }),
  // Session 2 (H3): casting during resolution (608.2g), cascade (702.85a).
  z.strictObject({ kind: z.literal('cast-card'), from: list(zone(), 7).optional(), filter: filterSchema.optional(), supertypes: list(supertype()).optional(), free: bool().optional(), castAs: CAST_AS().optional(), targets: keyedRecord(list(id(), 20)).optional(), ask: id().optional(), ...effectRefs }),
  z.strictObject({ kind: z.literal('cascade'), castAs: CAST_AS().optional(), targets: keyedRecord(list(id(), 20)).optional(), ask: id().optional(), ...effectRefs }),
] as const;

const baseSpellEffect = z.discriminatedUnion('kind', baseSpellEffects, KIND_OPTIONS);

const triggerCondition = z.discriminatedUnion(
  'kind',
  [
    z.strictObject({ kind: z.literal('life'), player: z.enum(['you', 'opponent'], { error: 'controller_filter' }), atLeast: int().optional(), atMost: int().optional() }),
    z.strictObject({ kind: z.literal('controls'), filter: filterSchema, atLeast: int().optional(), atMost: int().optional() }),
    z.strictObject({ kind: z.literal('hand'), player: z.enum(['you', 'opponent'], { error: 'controller_filter' }), atLeast: int().optional(), atMost: int().optional() }),
    // 603.4 / 603.10a: counters on the trigger's own object, as last known once it has left.
    z.strictObject({ kind: z.literal('own-counters'), counter: id(), atLeast: int().optional(), atMost: int().optional() }),
    // 102.3: how many opponents the player has.
    z.strictObject({ kind: z.literal('opponents'), atLeast: int().optional(), atMost: int().optional() }),
  ],
  KIND_OPTIONS,
);

const TRIGGER_EVENTS = [
  'enters', 'leaves', 'dies', 'to-graveyard', 'attacks', 'blocks', 'deals-damage', 'upkeep', 'end-step', 'cast', 'becomes-tapped', 'becomes-untapped', 'end-of-combat', 'state', 'reveals',
  'gains-life', 'loses-life', 'draws', 'dealt-damage', 'becomes-blocked', 'draw-step', 'beginning-of-combat',
] as const;

const bodyFields = (effects: z.ZodType) => ({
  text: str().default(''),
  targets: list(targetSpecSchema, 10).optional(),
  effects: list(effects, 30).default([]),
  choose: keyedRecord(list(id(), 20)).optional(),
  cantBeCountered: bool().optional(),
});

const triggerFields = (effects: z.ZodType) => ({
  ...bodyFields(effects),
  event: z.enum(TRIGGER_EVENTS, { error: 'trigger_event' }),
  who: z.enum(['self', 'another', 'any', 'attached', 'opponent'], { error: 'trigger_who' }).optional(),
  combatOnly: bool().optional(),
  damageTo: z.enum(['player', 'opponent', 'creature'], { error: 'damage_to' }).optional(),
  filter: filterSchema.optional(),
  condition: triggerCondition.optional(),
  /** 603.8: the game state a state trigger watches (event "state"). */
  state: triggerCondition.optional(),
  /** The event's object must have one of these supertypes ("a basic land card"). */
  supertypes: list(supertype()).optional(),
  /** The rules defining a keyword's triggered ability ("702.79a"), cited as it triggers. */
  rules: list(z.string().regex(/^\d{3}(?:\.\d+[a-z]?)?$/, { error: 'string' }), 5).optional(),
});

/** Delayed and reflexive triggers nest one level: their own effects are the base effects. */
const innerTrigger = z.strictObject(triggerFields(baseSpellEffect), { error: 'object' });
const innerBody = z.strictObject(bodyFields(baseSpellEffect), { error: 'object' });

const spellEffect = z.discriminatedUnion(
  'kind',
  [
    ...baseSpellEffects,
    z.strictObject({ kind: z.literal('delayed-trigger'), trigger: innerTrigger, ...effectRefs }),
    z.strictObject({ kind: z.literal('reflexive'), ability: innerBody, ...effectRefs }),
    z.strictObject({ kind: z.literal('for-each'), effects: list(baseSpellEffect, 10), ...effectRefs }),
  ],
  KIND_OPTIONS,
);

const abilityBodySchema = z.strictObject(bodyFields(spellEffect), { error: 'object' });
const triggerSchema = z.strictObject(
  {
    ...triggerFields(spellEffect),
    /** 700.2, 603.3c: a modal triggered ability's modes, and the mode choice made as it is put on the stack. */
    modes: z.strictObject({ min: int(0, 'non_negative'), max: int(0, 'non_negative'), options: list(abilityBodySchema.extend({ unmodelled: str().optional() }), 10).min(2, { error: 'too_few' }) }, { error: 'object' }).optional(),
    chooseModes: list(int(0, 'non_negative'), 10).optional(),
  },
  { error: 'object' },
);
const activatedSchema = z.strictObject(
  {
    ...bodyFields(spellEffect),
    cost: str().optional(),
    tap: bool().optional(),
    mana: bool().optional(),
    sorcery: bool().optional(),
    sacrificeSelf: bool().optional(),
    adds: str().refine((v) => /^(\{[WUBRGC]\})+$/i.test(v), { error: 'mana_pool' }).optional(),
    /** 702.29a: an ability that works only while the card is in its owner's hand (cycling). */
    zone: z.literal('hand', { error: 'object' }).optional(),
    /** Costs beyond mana and {T}: life (119.4), sacrificing or discarding what the activate action names (601.2h). */
    payLife: int(1).optional(),
    sacrificeCost: z.strictObject({ text: str().default(''), count: int(1).optional(), filter: filterSchema }, { error: 'object' }).optional(),
    discardCost: z.strictObject({ text: str().default(''), count: int(1).optional(), filter: filterSchema.optional() }, { error: 'object' }).optional(),
    /** 602.1b, 602.5: "Activate only if …", "only once each turn", "only during your turn". */
    condition: triggerCondition.optional(),
    oncePerTurn: bool().optional(),
    yourTurn: bool().optional(),
  },
  { error: 'object' },
);

const castRestrictionSchema = z.strictObject(
  {
    text: str().default(''),
    players: z.union([z.literal('all'), list(id(), 20)], { error: 'restriction_players' }),
    types: list(cardType()).optional(),
    duringTurnOf: id().optional(),
    manaValue: z.enum(['even', 'odd'], { error: 'parity' }).optional(),
    sorceryTiming: bool().optional(),
  },
  { error: 'object' },
);

// Casting choices, costs and permissions (issue 5, session 2; .notes/stack-format.md "Session 2 casting additions").
const MANA_COST_RE = /^(\{(\d+|[WUBRGCXS]|[WUBRG2C]\/[WUBRGP]|[WUBRG]\/[WUBRG]\/P)\})*$/i;
const manaCost = () => str().refine((v) => MANA_COST_RE.test(v), { error: 'mana_cost' });
const manaPoolText = () => str().refine((v) => /^(\{[WUBRGC]\})*$/i.test(v), { error: 'mana_pool' });
const castWho = () => z.enum(['you', 'opponents', 'all'], { error: 'cast_who' });
const parity = () => z.enum(['even', 'odd'], { error: 'parity' });
const costCountSchema = z.union([z.strictObject({ kind: z.literal('attacked-this-turn') }, { error: 'object' }), cdaValueSchema], { error: 'object' });
const modeRange = () => z.strictObject({ min: int(0, 'non_negative'), max: int(0, 'non_negative') }, { error: 'object' });
const spellBodySchema = z.strictObject(
  {
    ...bodyFields(spellEffect),
    /** 700.2: "Choose one —" and its modes (each with its own targets and effects). */
    modes: z.strictObject({ min: int(0, 'non_negative'), max: int(0, 'non_negative'), kicked: modeRange().optional(), options: list(abilityBodySchema.extend({ unmodelled: str().optional() }), 10).min(2, { error: 'too_few' }) }, { error: 'object' }).optional(),
    /** 702.33a: Kicker [cost], with the targets and effects it adds. */
    kicker: z.strictObject({ cost: manaCost(), targets: list(targetSpecSchema, 10).optional(), effects: list(spellEffect, 30).optional(), instead: bool().optional() }, { error: 'object' }).optional(),
    /** 118.8: "As an additional cost to cast this spell, sacrifice a creature." */
    sacrificeCost: z.strictObject({ text: str().default(''), count: int(1).optional(), filter: filterSchema }, { error: 'object' }).optional(),
    /** 118.8, 701.9a: "As an additional cost to cast this spell, discard a card." */
    discardCost: z.strictObject({ text: str().default('') }, { error: 'object' }).optional(),
    /** 118.9: alternative costs (bestow, 702.103a). */
    alternatives: list(z.strictObject({ name: id(), cost: manaCost(), bestow: bool().optional() }, { error: 'object' }), 5).optional(),
    /** 601.3c: "as though it had flash if you pay [cost] more". */
    flashCost: manaCost().optional(),
    /** 601.3d: "has flash as long as …". */
    flashIf: triggerCondition.optional(),
    /** "This spell costs {N} less/more to cast [for each …]" (601.2f). */
    costChanges: list(z.strictObject({ text: str().default(''), generic: int(), per: costCountSchema.optional() }, { error: 'object' }), 5).optional(),
  },
  { error: 'object' },
);
const castStaticSchema = z.discriminatedUnion(
  'kind',
  [
    z.strictObject({ kind: z.literal('cant-cast'), text: str().default(''), who: castWho(), filter: filterSchema.optional(), manaValue: parity().optional() }),
    z.strictObject({ kind: z.literal('sorcery-timing'), text: str().default(''), who: castWho() }),
    z.strictObject({ kind: z.literal('flash'), text: str().default(''), who: castWho(), filter: filterSchema.optional() }),
    z.strictObject({ kind: z.literal('cost'), text: str().default(''), who: castWho(), filter: filterSchema.optional(), generic: int(), per: costCountSchema.optional() }),
    // 402.2, 613.11: the maximum hand size (none, set, or changed).
    z.strictObject({ kind: z.literal('no-max-hand-size'), text: str().default(''), who: castWho() }),
    z.strictObject({ kind: z.literal('max-hand-size'), text: str().default(''), who: castWho(), set: int(0, 'non_negative').optional(), add: int().optional() }),
  ],
  KIND_OPTIONS,
);

const chosenTargets = () => keyedRecord(list(id(), 20));

// Session 2 (H3): alternative characteristics (715.2, 709.1), casting permissions (601.3), face-down cards (708, 406.3).
const castAs = CAST_AS;
const cardFaceSchema = z.strictObject(
  {
    name: str().default(''),
    manaCost: nullableStr().default(null),
    colors: list(color()).default([]),
    types: list(cardType()).default([]),
    subtypes: list(str()).optional(),
    keywords: list(keyword()).optional(),
    spell: z.lazy(() => spellBodySchema).optional(),
  },
  { error: 'object' },
);
const castPermissionSchema = z.strictObject(
  { text: str().default(''), from: z.enum(['library-top', 'graveyard', 'exile'], { error: 'cast_from' }), filter: filterSchema.optional() },
  { error: 'object' },
);
/** 608.2d: answers to choices made while a spell or ability resolves: true/false for "you may", ids for objects chosen. */
const resolutionChoices = () => keyedRecord(z.union([bool(), list(id(), 20)], { error: 'choice_answer' }));

/**
 * Issue 11: rules text the card compiler couldn't read, classified (src/engine/gaps.ts); the engine
 * decides after a run which of it could have mattered. A trigger only for a triggered ability.
 */
const gapSchema = z
  .strictObject(
    {
      text: id(),
      kind: z.enum(GAP_KINDS, { error: 'gap_kind' }),
      trigger: z.strictObject({ event: z.enum(GAP_TRIGGER_EVENTS, { error: 'gap_event' }), who: z.enum(GAP_TRIGGER_WHO, { error: 'gap_who' }) }, { error: 'object' }).optional(),
      chosen: bool().optional(),
    },
    { error: 'object' },
  )
  .superRefine((g, ctx) => {
    if (g.trigger !== undefined && g.kind !== 'triggered') ctx.addIssue({ code: 'custom', message: 'gap_trigger_only', path: ['trigger'] });
    if (g.chosen !== undefined && g.kind !== 'other-face') ctx.addIssue({ code: 'custom', message: 'gap_chosen_only', path: ['chosen'] });
  });

/** What an object is made of (shared by `objects` and the `create` action). */
const objectShape = {
  id: id().optional(),
  /** Reserved for issue 6 (a card name resolved through the catalog); rejected by build.ts for now. */
  card: str().optional(),
  name: str().optional(),
  types: list(cardType()).default([]),
  subtypes: list(str()).default([]),
  supertypes: list(supertype()).default([]),
  colors: list(color()).default([]),
  manaCost: nullableStr().default(null),
  power: nullableInt().default(null),
  toughness: nullableInt().default(null),
  loyalty: nullableInt().default(null),
  defense: nullableInt().default(null),
  keywords: list(keyword()).default([]),
  statics: list(staticSchema, 50).default([]),
  /** Rules text the engine does not model (kept, and reported in the answer). */
  unmodelled: list(str(), 50).default([]),
  /** The same text classified by kind (issue 11); an `unmodelled` text no gap covers counts as a static ability. */
  gaps: list(gapSchema, 50).optional(),
  /** Issue 5: the spell ability, triggered and activated abilities (.notes/stack-format.md). */
  spell: z.lazy(() => spellBodySchema).optional(),
  castStatics: z.lazy(() => list(castStaticSchema, 10)).optional(),
  triggers: z.lazy(() => list(triggerSchema, 20)).optional(),
  activated: z.lazy(() => list(activatedSchema, 20)).optional(),
  costReduction: z.lazy(() => z.strictObject({ text: str().default(''), amount: int(0, 'non_negative'), filter: filterSchema.optional() }, { error: 'object' })).optional(),
  /** Session 2 (H2): "you may have this enter as a copy of …" (614.1c) and "<filter> can't enter the battlefield" (614.17d). */
  entersAsCopy: z.lazy(() => z.strictObject({ text: str().default(''), filter: filterSchema, choice: id() }, { error: 'object' })).optional(),
  cantEnter: z.lazy(() => z.strictObject({ text: str().default(''), filter: filterSchema }, { error: 'object' })).optional(),
  /** "This creature enters with N / X +1/+1 counters on it" (614.1c; X is the spell's X, 107.3m): `x` lists the kinds that get X. */
  entersWithCounters: z.lazy(() => z.strictObject({ text: str().default(''), counters: counters().default({}), x: list(str(), 5).default([]) }, { error: 'object' })).optional(),
  /** 603.11: "Reveal the first card you draw each turn" (its `reveals` triggers are linked to it, 607.2h). */
  revealFirstDraw: z.lazy(() => z.strictObject({ text: str().default('') }, { error: 'object' })).optional(),
  /** Session 2 (H3): an Adventure (715.2), a split card's halves (709.1), "you may cast … from …" (601.3), a face-down card and who may look at it (406.3, 708.5). */
  adventure: z.lazy(() => cardFaceSchema).optional(),
  halves: z.lazy(() => list(cardFaceSchema, 2).min(2, { error: 'too_few' })).optional(),
  castPermissions: z.lazy(() => list(castPermissionSchema, 5)).optional(),
  faceDown: z.strictObject({ knownTo: list(id(), 10).default([]) }, { error: 'object' }).optional(),
  controller: id().optional(),
  owner: id().optional(),
  zone: zone().default('battlefield'),
  tapped: bool().default(false),
  /** 302.6: has not been continuously controlled since its controller's most recent turn began. */
  summoningSick: bool().default(false),
  counters: counters().default({}),
  damage: int(0, 'non_negative').default(0),
  /** Dealt damage by a source with deathtouch since state-based actions were last checked (704.5h). */
  deathtouchDamage: bool().default(false),
  attachedTo: nullableStr(1).default(null),
  timestamp: int(0, 'non_negative').optional(),
};

/**
 * A creature on the battlefield described directly must say its power and toughness: quietly treating a missing value
 * as 0 (208.5) would kill it and answer a question nobody asked. A characteristic-defining ability
 * that sets them is enough.
 */
function requirePowerToughness(o: { zone: string; types: readonly string[]; power: number | null; toughness: number | null; statics?: readonly { cda?: boolean | undefined; modifications: readonly { kind: string }[] }[] | undefined }, ctx: z.RefinementCtx): void {
  if (!o.types.includes('Creature') || o.zone !== 'battlefield') return;
  const cda = (o.statics ?? []).some((a) => a.modifications.some((m) => m.kind === 'set-pt-cda'));
  if (cda) return;
  if (o.power === null) ctx.addIssue({ code: 'custom', message: 'creature_needs_pt', path: ['power'] });
  if (o.toughness === null) ctx.addIssue({ code: 'custom', message: 'creature_needs_pt', path: ['toughness'] });
}

const objectSchema = z
  .strictObject({ ...objectShape, token: bool().default(false), copy: bool().default(false) }, { error: 'object' })
  .superRefine(requirePowerToughness);
/** A `create` action's object: a token unless it says otherwise (701.7). */
const seedSchema = z.strictObject(
  {
    ...objectShape,
    token: bool().default(true),
    copy: bool().default(false),
    entersTapped: bool().optional(),
    // 614.1c: "enters tapped unless <condition>"; "As it enters, you may pay N life. If you don't, it enters tapped."
    entersTappedUnless: triggerCondition.optional(),
    entersTappedUnlessPaid: z.strictObject({ life: int(1) }, { error: 'object' }).optional(),
  },
  { error: 'object' },
);

const effectSchema = z.strictObject(
  {
    id: id().optional(),
    source: nullableStr(1).default(null),
    controller: id().optional(),
    text: str().default(''),
    affects: selectorSchema,
    modifications: modifications(),
    duration: durationSchema.default({ kind: 'indefinite' }),
    timestamp: int(0, 'non_negative').optional(),
    /**
     * 611.2c: an effect from a resolved spell or ability affects only the objects determined when it
     * began. Scenario effects are such effects, so this defaults to true; set false for an effect whose
     * set is re-evaluated continually (like a static ability's).
     */
    locked: bool().default(true),
    cda: bool().default(false),
  },
  { error: 'object' },
);

const effectInputSchema = z.strictObject(
  {
    id: id().optional(),
    source: nullableStr(1).optional(),
    controller: id().optional(),
    text: str().default(''),
    affects: selectorSchema,
    modifications: modifications(),
    duration: durationSchema.optional(),
  },
  { error: 'object' },
);

const target = () => id();

// ---------------------------------------------------------------------------------------------
// Combat and replacement effects (issue 4)

/** The order of replacement/prevention effects to apply (616.1), by effect id. */
const replacementOrder = () => list(id(), 50);

const playersMatchSchema = z.strictObject({ kind: z.literal('players'), controller: z.enum(['you', 'opponent'], { error: 'controller_filter' }).optional() }, { error: 'object' });
const damageMatchOne = z.union([id(), playersMatchSchema, selectorSchema], { error: 'damage_match' });
/** What a replacement or prevention effect watches (`to`, `from`): an id, a selector, players, or a list of these. */
const damageMatch = () => z.union([damageMatchOne, list(damageMatchOne, 20)], { error: 'damage_match' });

const replacementCommon = {
  id: id().optional(),
  source: nullableStr(1).optional(),
  controller: id().optional(),
  text: str().optional(),
  duration: durationSchema.optional(),
};

const replacementSchema = z.discriminatedUnion(
  'kind',
  [
    z.strictObject(
      {
        kind: z.literal('prevent'),
        ...replacementCommon,
        amount: z.union([int(0, 'non_negative'), z.literal('all')], { error: 'prevent_amount' }),
        perEvent: bool().optional(),
        to: damageMatch().optional(),
        from: damageMatch().optional(),
        combatOnly: bool().optional(),
      },
      { error: 'object' },
    ),
    z
      .strictObject(
        {
          kind: z.literal('damage-modifier'),
          ...replacementCommon,
          multiply: int(0, 'non_negative').optional(),
          add: int().optional(),
          to: damageMatch().optional(),
          from: damageMatch().optional(),
          combatOnly: bool().optional(),
          selfReplacement: bool().optional(),
        },
        { error: 'object' },
      )
      .refine((r) => r.multiply !== undefined || r.add !== undefined, { error: 'modifier_needs', path: ['multiply'] }),
    z.strictObject({ kind: z.literal('regeneration-shield'), ...replacementCommon, object: id() }, { error: 'object' }),
    // Zone-change, token-creation, life-gain and draw replacement effects (614.1a, 614.11, 614.16, 616).
    z.strictObject(
      {
        kind: z.literal('zone-change'),
        ...replacementCommon,
        from: z.union([zone(), z.literal('anywhere')], { error: 'zone' }).optional(),
        to: zone(),
        instead: z.enum(['exile', 'hand', 'graveyard', 'library-shuffle'], { error: 'zone_instead' }),
        object: damageMatch().optional(),
        cardsOnly: bool().optional(),
        owner: z.enum(['you', 'opponent'], { error: 'cant_player' }).optional(),
        selfReplacement: bool().optional(),
      },
      { error: 'object' },
    ),
    z.strictObject({ kind: z.literal('token-multiplier'), ...replacementCommon, factor: int(0, 'non_negative') }, { error: 'object' }),
    // 614.1c / 616.1c: "Creatures you control enter as a copy of <of>".
    z.strictObject({ kind: z.literal('enters-as-copy'), ...replacementCommon, of: id() }, { error: 'object' }),
    // 614.1a, 614.16: counter replacement effects ("twice that many", "that many plus one").
    z
      .strictObject(
        {
          kind: z.literal('counter-modifier'),
          ...replacementCommon,
          on: damageMatch().optional(),
          counter: id().optional(),
          effectsOnly: bool().optional(),
          multiply: int(0, 'non_negative').optional(),
          add: int().optional(),
        },
        { error: 'object' },
      )
      .refine((r) => r.multiply !== undefined || r.add !== undefined, { error: 'modifier_needs', path: ['multiply'] }),
    // 614.17: "can't" effects — damage can't be prevented (615.12), can't gain / lose life (119.7, 119.8), can't lose / win the game (104.3, 104.2).
    z.strictObject(
      {
        kind: z.literal('cant'),
        ...replacementCommon,
        what: z.enum(['prevent-damage', 'gain-life', 'lose-life', 'lose-game', 'win-game'], { error: 'cant_what' }),
        player: z.enum(['you', 'opponent', 'any'], { error: 'cant_player' }).optional(),
        to: damageMatch().optional(),
        from: damageMatch().optional(),
        combatOnly: bool().optional(),
      },
      { error: 'object' },
    ),
    z.strictObject(
      {
        kind: z.literal('event-replacement'),
        ...replacementCommon,
        event: z.enum(['gain-life', 'draw'], { error: 'replaced_event' }),
        player: id().optional(),
        instead: z.discriminatedUnion(
          'kind',
          [
            z.strictObject({ kind: z.literal('draw'), count: int(0, 'non_negative').optional() }, { error: 'object' }),
            z.strictObject({ kind: z.literal('gain-life'), amount: int(0, 'non_negative').optional() }, { error: 'object' }),
            z.strictObject({ kind: z.literal('return-from-graveyard'), object: id().optional() }, { error: 'object' }),
            z.strictObject({ kind: z.literal('nothing') }, { error: 'object' }),
          ],
          KIND_OPTIONS,
        ),
        selfReplacement: bool().optional(),
      },
      { error: 'object' },
    ),
  ],
  KIND_OPTIONS,
);

/** `{ "<creature id>": [{ "to": id, "amount": n }] }` (510.1: the players' damage assignment choices). */
const assignmentsSchema = () => keyedRecord(list(z.strictObject({ to: id(), amount: int(0, 'non_negative') }, { error: 'object' }), 50), 'assignments');

const actionSchema = z.discriminatedUnion(
  'kind',
  [
    z.strictObject({ kind: z.literal('apply-effect'), effect: effectInputSchema }),
    z.strictObject({ kind: z.literal('end-effect'), effect: id() }),
    z.strictObject({
      kind: z.literal('damage'),
      source: nullableStr(1).default(null),
      target: target(),
      amount: int(0, 'non_negative'),
      // More players or objects dealt the same damage by the same source at the same time (608.2f: "each player").
      also: list(target()).optional(),
      combat: bool().default(false),
      replacementOrder: replacementOrder().optional(),
    }),
    z.strictObject({ kind: z.literal('add-counters'), target: target(), counter: id(), amount: int(0, 'non_negative').default(1), cause: z.enum(['effect', 'cost', 'damage'], { error: 'counter_cause' }).optional(), replacementOrder: replacementOrder().optional() }),
    z.strictObject({ kind: z.literal('remove-counters'), target: target(), counter: id(), amount: int(0, 'non_negative').default(1) }),
    z.strictObject({ kind: z.literal('life'), player: id(), amount: int() }),
    z.strictObject({ kind: z.literal('destroy'), object: id(), replacementOrder: replacementOrder().optional(), cantRegenerate: bool().optional() }),
    z.strictObject({ kind: z.literal('sacrifice'), object: id(), replacementOrder: replacementOrder().optional() }),
    z.strictObject({ kind: z.literal('exile'), object: id(), replacementOrder: replacementOrder().optional() }),
    z.strictObject({ kind: z.literal('return-to-hand'), object: id(), replacementOrder: replacementOrder().optional() }),
    z.strictObject({ kind: z.literal('move'), object: id(), to: zone(), replacementOrder: replacementOrder().optional(), premise: z.literal(true).optional(), supposed: z.literal(true).optional(), from: zone().optional() }),
    z.strictObject({ kind: z.literal('tap'), object: id() }),
    z.strictObject({ kind: z.literal('untap'), object: id() }),
    z.strictObject({ kind: z.literal('attach'), object: id(), to: target() }),
    z.strictObject({ kind: z.literal('unattach'), object: id() }),
    z.strictObject({
      kind: z.literal('create'),
      object: seedSchema,
      replacementOrder: replacementOrder().optional(),
      // 614.12a / 616.1g: per created object, in order, what is chosen as it enters.
      choices: list(z.strictObject({ color: color().optional(), payLife: bool().optional() }, { error: 'object' })).optional(),
    }),
    // 514.1: `discard`, the hand cards the active player discards down to their maximum hand size.
    z.strictObject({ kind: z.literal('end-turn'), discard: list(id(), SCENARIO_LIMITS.objects).optional() }),
    // Combat (506-511), fight (701.14), replacement and prevention effects (614-616): issue 4.
    z.strictObject({ kind: z.literal('declare-attackers'), attackers: list(z.strictObject({ object: id(), target: target().optional() }, { error: 'object' }), SCENARIO_LIMITS.objects) }),
    z.strictObject({
      kind: z.literal('declare-blockers'),
      blockers: list(z.strictObject({ object: id(), blocks: list(id(), SCENARIO_LIMITS.objects).min(1, { error: 'too_few' }) }, { error: 'object' }), SCENARIO_LIMITS.objects),
    }),
    z.strictObject({ kind: z.literal('combat-damage'), assignments: assignmentsSchema().optional(), all: bool().optional(), replacementOrder: replacementOrder().optional(), firstStrike: bool().optional() }),
    z.strictObject({ kind: z.literal('remove-from-combat'), object: id() }),
    z.strictObject({ kind: z.literal('end-combat') }),
    z.strictObject({ kind: z.literal('fight'), a: id(), b: id(), replacementOrder: replacementOrder().optional() }),
    z.strictObject({ kind: z.literal('add-replacement'), replacement: replacementSchema }),
    // Casting, the stack and priority (issue 5).
    z.strictObject({ kind: z.literal('cast'), object: id(), player: id().optional(), targets: chosenTargets().optional(), x: int(0, 'non_negative').optional(), asThoughFlash: bool().optional(), sacrifice: list(id(), 20).optional(), modes: list(int(0, 'non_negative'), 10).optional(), kicked: bool().optional(), alternative: id().optional(), flashCost: bool().optional(), mana: list(id(), 40).optional(), castAs: castAs().optional(), using: z.enum(['flashback', 'jump-start'], { error: 'cast_using' }).optional(), discard: id().optional(), divide: keyedRecord(int(0, 'non_negative')).optional() }),
    z.strictObject({ kind: z.literal('activate'), object: id(), ability: int(0, 'non_negative').optional(), player: id().optional(), targets: chosenTargets().optional(), sacrifice: list(id(), 20).optional(), discard: list(id(), 20).optional() }),
    z.strictObject({ kind: z.literal('copy-spell'), spell: id(), player: id().optional(), targets: chosenTargets().optional() }),
    z.strictObject({ kind: z.literal('pass'), pay: bool().optional(), choices: resolutionChoices().optional() }),
    z.strictObject({ kind: z.literal('resolve'), all: bool().optional(), pay: bool().optional(), choices: resolutionChoices().optional() }),
    z.strictObject({ kind: z.literal('begin-step'), step: turnStep(), turn: id().optional() }),
    z.strictObject({ kind: z.literal('add-restriction'), restriction: castRestrictionSchema }),
    // Session 2 (H3): turning a face-down permanent face up (702.37e, 116.2b).
    z.strictObject({ kind: z.literal('turn-face-up'), object: id(), player: id().optional() }),
    // Life gain and card draws through their replacement effects (119.3, 121.1, 614.11, 616.2).
    z.strictObject({ kind: z.literal('gain-life'), player: id(), amount: int(0, 'non_negative'), replacementOrder: replacementOrder().optional() }),
    z.strictObject({ kind: z.literal('draw'), player: id(), count: int(0, 'non_negative').optional(), replacementOrder: replacementOrder().optional() }),
  ],
  KIND_OPTIONS,
);

const playerSchema = z.strictObject(
  {
    id: id(),
    life: int().default(20),
    poison: int(0, 'non_negative').default(0),
    counters: counters().default({}),
    /** Unspent mana (106.4): when given, casting pays from it (601.2g-h). */
    manaPool: manaPoolText().optional(),
    /**
     * "described": the cards listed in this player's library are all of it (none listed: it is empty).
     * "unknown": only those are known. Default: described if any card is listed there, else unknown
     * (a draw from a library nobody described is never a loss, 121.4).
     */
    library: z.enum(['described', 'unknown'], { error: 'library_state' }).optional(),
    /**
     * "described": the cards listed in this player's hand are all of it (none listed: it is empty).
     * "unknown": only those are known; others may be there (engine/hand.ts). Default: described
     * (a scenario lists the hands it means).
     */
    hand: z.enum(['described', 'unknown'], { error: 'hand_state' }).optional(),
    /** Cards in this player's hand beyond those listed, which the scenario doesn't name (unseen cards, engine/hand.ts): "I have 9 cards in hand". */
    unnamedInHand: int(0, 'non_negative').optional(),
  },
  { error: 'object' },
);

const DEFAULT_PLAYERS = [
  { id: 'A', life: 20, poison: 0, counters: {} },
  { id: 'B', life: 20, poison: 0, counters: {} },
];

const shapeSchema = z.strictObject(
  {
    players: list(playerSchema, SCENARIO_LIMITS.players).min(1, { error: 'too_few' }).default(() => structuredClone(DEFAULT_PLAYERS)),
    activePlayer: id().optional(),
    objects: list(objectSchema, SCENARIO_LIMITS.objects).default([]),
    effects: list(effectSchema, SCENARIO_LIMITS.effects).default([]),
    actions: list(actionSchema, SCENARIO_LIMITS.actions).default([]),
    /** Replacement and prevention effects that exist from the start (614, 615, 701.19a). */
    replacements: list(replacementSchema, SCENARIO_LIMITS.effects).optional(),
    /** Issue 5: the current step (default main1) and "can't cast" effects that exist from the start (101.2). */
    step: turnStep().optional(),
    castRestrictions: list(castRestrictionSchema, 20).optional(),
    /** Creatures the players attacked with earlier this turn: `{ "A": ["cub"] }` (608.2i). */
    attackedThisTurn: keyedRecord(list(id(), SCENARIO_LIMITS.objects)).optional(),
  },
  { error: 'object' },
);

/** Fills the defaults that depend on other fields: ids, the active player, controllers and owners. */
export const scenarioSchema = shapeSchema.transform((s) => {
  const activePlayer = s.activePlayer ?? (s.players.some((p) => p.id === 'A') ? 'A' : s.players[0]!.id);
  const objects = s.objects.map((o, i) => {
    const controller = o.controller ?? activePlayer;
    return { ...o, id: o.id ?? `o${i + 1}`, controller, owner: o.owner ?? controller };
  });
  const controllerOf = new Map(objects.map((o) => [o.id, o.controller]));
  const effects = s.effects.map((e, i) => ({
    ...e,
    id: e.id ?? `e${i + 1}`,
    controller: e.controller ?? (e.source !== null ? controllerOf.get(e.source) : undefined) ?? activePlayer,
  }));
  const actions = s.actions.map((a) => {
    if (a.kind !== 'create') return a;
    const controller = a.object.controller ?? activePlayer;
    return { ...a, object: { ...a.object, controller, owner: a.object.owner ?? controller } };
  });
  const replacements = s.replacements?.map((r, i) => ({ ...r, id: r.id ?? `r${i + 1}` }));
  return {
    players: s.players,
    activePlayer,
    objects,
    effects,
    actions,
    ...(replacements ? { replacements } : {}),
    ...(s.step ? { step: s.step } : {}),
    ...(s.castRestrictions ? { castRestrictions: s.castRestrictions } : {}),
    ...(s.attackedThisTurn ? { attackedThisTurn: s.attackedThisTurn } : {}),
  };
});

/**
 * zod types an optional field as `T | undefined`; parsing never produces an explicit undefined (an
 * absent field stays absent), so the parsed types are stated exactly, as the engine's types are
 * (exactOptionalPropertyTypes).
 */
type Exact<T> = T extends readonly (infer U)[]
  ? Exact<U>[]
  : T extends object
    ? { [K in keyof T]: Exact<Exclude<T[K], undefined>> }
    : T;

export type Scenario = Exact<z.output<typeof scenarioSchema>>;
export type ScenarioInput = z.input<typeof scenarioSchema>;
export type ScenarioObject = Scenario['objects'][number];
export type ScenarioEffect = Scenario['effects'][number];
export type ScenarioAction = Scenario['actions'][number];
export type ScenarioPlayer = Scenario['players'][number];
export type ScenarioSeed = Extract<ScenarioAction, { kind: 'create' }>['object'];

// ---------------------------------------------------------------------------------------------
// Parsing

/** Every field name the schema knows, for "did you mean" on unknown fields. */
const FIELD_NAMES = [
  'players', 'activePlayer', 'objects', 'effects', 'actions', 'id', 'life', 'poison', 'counters', 'card', 'name', 'types', 'subtypes',
  'supertypes', 'colors', 'manaCost', 'power', 'toughness', 'loyalty', 'defense', 'keywords', 'statics', 'unmodelled', 'gaps', 'library', 'controller',
  'owner', 'zone', 'tapped', 'summoningSick', 'damage', 'deathtouchDamage', 'attachedTo', 'timestamp', 'token', 'copy', 'source',
  'text', 'affects', 'modifications', 'duration', 'locked', 'cda', 'kind', 'ids', 'notColors', 'other', 'notTypes', 'notKeywords', 'keyword', 'param',
  'of', 'player', 'abilities', 'keepSupertypes', 'allCreatureTypes', 'per', 'filter', 'value', 'effect', 'target', 'amount', 'combat', 'counter',
  'object', 'to',
  'replacements', 'attackers', 'blockers', 'blocks', 'assignments', 'all', 'replacementOrder', 'replacement', 'multiply', 'add',
  'perEvent', 'combatOnly', 'selfReplacement', 'from',
  // Issue 5.
  'spell', 'triggers', 'activated', 'step', 'castRestrictions', 'word', 'players', 'event', 'who', 'condition', 'atLeast', 'atMost',
  'choose', 'cantBeCountered', 'cost', 'tap', 'mana', 'sorcery', 'x', 'asThoughFlash', 'sacrifice', 'pay', 'restriction', 'seed', 'trigger',
  'ability', 'targets', 'duringTurnOf', 'objects', 'effects', 'costReduction', 'sacrificeSelf',
  'manaPool', 'adds', 'modes', 'options', 'min', 'max', 'kicked', 'kicker', 'alternatives', 'alternative', 'bestow', 'flashCost', 'flashIf',
  'costChanges', 'generic', 'castStatics', 'manaValue', 'sorceryTiming', 'attackedThisTurn', 'instead', 'sacrificeCost',
  'instead', 'cardsOnly', 'factor', 'event', 'count',
  'entersAsCopy', 'cantEnter', 'entersWithCounters', 'choice', 'revealFirstDraw', 'chooseModes',
  'all', 'that', 'each', 'it', 'self', 'may', 'ifDone', 'ifNotDone', 'amountFrom', 'amountCount', 'cantRegenerate', 'random', 'as', 'state', 'choices',
  'adventure', 'halves', 'castPermissions', 'faceDown', 'knownTo', 'castAs', 'using', 'discard', 'free', 'ask',
  'colorCount', 'exactly', 'anyNumber', 'upTo', 'divided', 'divide', 'with',
  // Issue 14: activation costs and restrictions (602.1b), supertypes in filters (205.4), conditional "enters tapped" (614.1c).
  'payLife', 'discardCost', 'oncePerTurn', 'yourTurn', 'notSupertypes', 'entersTappedUnless', 'entersTappedUnlessPaid', 'damageTo',
  'turn', 'notSubtypes', 'allTypes',
  // Issue 14: the maximum hand size (402.2, 514.1).
  'unnamedInHand', 'set',
];

function nearestField(name: string): string | undefined {
  let best: { f: string; d: number } | null = null;
  for (const f of FIELD_NAMES) {
    if (f === name) continue; // a field of another part of the Scenario, misplaced here
    const d = editDistance(name.toLowerCase(), f.toLowerCase(), 2);
    if (d <= 2 && (!best || d < best.d)) best = { f, d };
  }
  return best?.f;
}

function valueAt(input: unknown, path: readonly PropertyKey[]): unknown {
  let v = input;
  for (const seg of path) {
    if (v === null || typeof v !== 'object') return undefined;
    v = (v as Record<PropertyKey, unknown>)[seg as string];
  }
  return v;
}

/** A short description of what was given, for type errors: `"3"`, `a list`, `null`. */
function describe(v: unknown): string {
  if (v === undefined) return MISSING;
  if (v === null) return 'null';
  if (Array.isArray(v)) return 'a list';
  if (typeof v === 'string') return quote(v);
  if (typeof v === 'number' || typeof v === 'boolean') return String(v);
  return 'an object';
}

const TYPE_CODES: ReadonlySet<ProblemCode> = new Set<ProblemCode>([
  'object', 'string', 'string_or_null', 'nonempty_string', 'boolean', 'number', 'number_or_null', 'whole_number', 'non_negative',
  'array', 'counters', 'color', 'card_type', 'supertype', 'zone', 'controller_filter', 'keyword', 'duration', 'range',
]);

function isCode(s: string): s is ProblemCode {
  return Object.hasOwn(EXPECT, s);
}

function toProblems(issue: z.core.$ZodIssue, input: unknown): ScenarioProblem[] {
  if (issue.code === 'unrecognized_keys') {
    return issue.keys.map((k) => {
      const suggestion = nearestField(k);
      return { path: formatPath([...issue.path, k]), code: 'unknown_field', params: { name: k, ...(suggestion ? { suggestion } : {}) } };
    });
  }
  if (issue.code === 'invalid_union' && 'options' in issue && Array.isArray(issue.options)) {
    const path = formatPath(issue.path);
    const given = valueAt(input, issue.path);
    // A discriminated union given something that isn't an object at all.
    if (issue.path[issue.path.length - 1] === 'kind' && (given === undefined || typeof given === 'string')) {
      return [{ path, code: 'kind', params: { options: issue.options.map(String), got: describe(given) } }];
    }
    const parent = valueAt(input, issue.path.slice(0, -1));
    if (parent === null || typeof parent !== 'object' || Array.isArray(parent)) {
      return [{ path: formatPath(issue.path.slice(0, -1)), code: 'object', params: { got: describe(parent) } }];
    }
    return [{ path, code: 'kind', params: { options: issue.options.map(String), got: describe(given) } }];
  }
  let code: ProblemCode = isCode(issue.message) ? issue.message : 'invalid';
  // A discriminated union (selector, modification, action…) given something that isn't an object.
  if (code === 'kind' && issue.code === 'invalid_type') code = 'object';
  const params: ScenarioProblem['params'] = {};
  const custom = (issue.code === 'custom' ? issue.params : undefined) as Record<string, string | number> | undefined;
  if (custom) Object.assign(params, custom);
  const given = valueAt(input, issue.path);
  if (issue.code === 'too_big') {
    params.max = Number(issue.maximum);
    if (Array.isArray(given)) params.count = given.length;
    if (typeof given === 'string') params.length = [...given].length;
  }
  if (issue.code === 'too_small') params.min = Number(issue.minimum);
  if (TYPE_CODES.has(code) && !('got' in params)) params.got = describe(given);
  return [{ path: formatPath(issue.path), code, params }];
}

/** Validates and normalises a Scenario (already JSON-parsed). Never throws. */
export function parseScenario(input: unknown): Result<Scenario, ScenarioProblem[]> {
  // Validation recurses: a value nested past the bound is refused before it can overflow the stack.
  if (nestedDeeperThan(input, MAX_NESTING)) return { ok: false, error: [{ path: '', code: 'too_deep', params: { max: MAX_NESTING } }] };
  const r = scenarioSchema.safeParse(input);
  if (r.success) return { ok: true, value: r.data as Scenario };
  const problems = r.error.issues.flatMap((i) => toProblems(i, input));
  // One problem per path and code is enough (unions can report the same thing twice).
  const seen = new Set<string>();
  return {
    ok: false,
    error: problems.filter((p) => {
      const k = `${p.path}\u0000${p.code}`;
      return seen.has(k) ? false : (seen.add(k), true);
    }),
  };
}
