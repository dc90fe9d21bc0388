/**
 * Problems: "path: what was expected", in English and Japanese. Each schema leaf reports one of
 * these codes; parsing turns zod's issues into problems and these functions word them.
 */
import type { Lang } from '../../core/lang.ts';
import { PROBLEM_WORDS_EN, PROBLEM_WORDS_JA } from './problem-words.ts';
import type { ProblemWords } from './problem-words.ts';

/** What a value was expected to be. Each schema leaf reports one of these keys as its message. */
export const EXPECT = {
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
  // 614.12: "As this enters, choose a creature type"; 608.2d: a spell's "Choose a creature type." — the type chosen, given as "chosenType".
  chosen_type: {
    en: 'expected a creature type (e.g. "Elf"), and only for a card whose text says "As this … enters, choose a creature type" (or, for an instant or sorcery, "Choose a creature type.") and uses it',
    ja: 'クリーチャー・タイプ（例："Elf"）が必要です。「これが戦場に出るに際し、クリーチャー・タイプ1つを選ぶ」（インスタントやソーサリーなら「クリーチャー・タイプ1つを選ぶ。」）を持ち、それを使うカードにだけ指定できます',
  },
  // 614.12: "As this enters, choose a color" — the color chosen, given as "chosenColor".
  chosen_color: {
    en: 'expected a color (e.g. "red" or "R"), and only for a card whose text says "As this … enters, choose a color" and uses "the chosen color"',
    ja: '色（例："red" や "R"）が必要です。「これが戦場に出るに際し、色1色を選ぶ」を持ち、「選ばれた色」を使うカードにだけ指定できます',
  },
  no_source: { en: 'this selector needs the effect to have a "source"', ja: 'この対象指定には効果の "source" が必要です' },
  invalid: { en: 'invalid value', ja: '不正な値です' },
  // Combat and replacement effects (issue 4).
  damage_match: {
    en: 'expected an object or player id, a selector such as {"kind": "filter", …}, {"kind": "players", "controller": "you" | "opponent"}, or a list of these',
    ja: 'オブジェクトかプレイヤーの id、{"kind": "filter", …} のような指定、{"kind": "players", "controller": "you" | "opponent"}、またはそれらのリストが必要です',
  },
  prevent_amount: { en: 'expected a whole number of 0 or more, "all", "half-up" or "half-down"', ja: '0 以上の整数か "all"、"half-up"、"half-down" が必要です' },
  creature_needs_pt: {
    en: 'a creature needs its power and toughness (a number each); a missing value would make it 0/0',
    ja: 'クリーチャーにはパワーとタフネス（それぞれ数値）が必要です。省略すると0として扱われてしまいます',
  },
  modifier_needs: { en: 'a damage-modifier needs "multiply" and/or "add"', ja: 'damage-modifier には "multiply" か "add"（または両方）が必要です' },
  zone_instead: { en: 'expected exile, hand, graveyard or library-shuffle', ja: 'exile、hand、graveyard、library-shuffle のいずれかが必要です' },
  replaced_event: { en: 'expected gain-life or draw', ja: 'gain-life か draw が必要です' },
  combat_role: { en: 'expected attacking, blocking or attacking-or-blocking', ja: 'attacking、blocking、attacking-or-blocking のいずれかが必要です' },
  cant_what: { en: 'expected prevent-damage, gain-life, lose-life, lose-game or win-game', ja: 'prevent-damage、gain-life、lose-life、lose-game、win-game のいずれかが必要です' },
  counter_cause: { en: 'expected effect, cost or damage', ja: 'effect、cost、damage のいずれかが必要です' },
  cant_player: { en: 'expected "you", "opponent" or "any"', ja: '"you"、"opponent"、"any" のいずれかが必要です' },
  // Casting, the stack and triggers (issue 5).
  turn_step: { en: 'expected a step: untap, upkeep, draw, main1, combat, main2, end or cleanup', ja: 'ステップが必要です：untap、upkeep、draw、main1、combat、main2、end、cleanup' },
  target_players: { en: 'expected "any", "opponent" or "you"', ja: '"any"、"opponent"、"you" のいずれかが必要です' },
  target_abilities: { en: 'expected "activated" or "triggered"', ja: '"activated"、"triggered" のいずれかが必要です' },
  trigger_event: {
    en: 'expected a trigger event: enters, leaves, dies, to-graveyard, attacks, blocks, deals-damage, upkeep, end-step, cast, becomes-tapped, becomes-untapped, end-of-combat, state, reveals, gains-life, loses-life, draws, dealt-damage, becomes-blocked, draw-step, beginning-of-combat, first-main-phase, discards or sacrifices',
    ja: '誘発イベントが必要です：enters、leaves、dies、to-graveyard、attacks、blocks、deals-damage、upkeep、end-step、cast、becomes-tapped、becomes-untapped、end-of-combat、state、reveals、gains-life、loses-life、draws、dealt-damage、becomes-blocked、draw-step、beginning-of-combat、first-main-phase、discards、sacrifices',
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
  graveyard_state: { en: 'expected "described" (the listed cards are the whole graveyard) or "unknown" (only the listed cards are known)', ja: '"described"（記載したカードが墓地のすべて）か "unknown"（記載したカードだけが分かっている）が必要です' },
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
export const MISSING = '\u0000missing';

export const quote = (s: string): string => JSON.stringify(s.length > 40 ? `${s.slice(0, 39)}…` : s);

type Params = ScenarioProblem['params'];
const joined = (xs: string[] | string | number | undefined): string => (Array.isArray(xs) ? xs.join(', ') : String(xs ?? ''));

/** Named things: "unknown field "colour"". */
const named = (base: string, q: Params, w: ProblemWords): string[] => (q.name !== undefined ? [w.named(base, quote(String(q.name)))] : [base]);

/** A card name, with "did you mean". */
function cardName(base: string, q: Params, w: ProblemWords): string[] {
  const parts = [w.cardName(base, quote(String(q.name)))];
  const shown = w.suggestions(q.suggestions, q.suggestionsJa);
  if (Array.isArray(shown) && shown.length > 0) parts.push(w.didYouMean(shown));
  return parts;
}

/** An id, where else it is used, and the ids that exist. */
function idProblem(base: string, q: Params, w: ProblemWords): string[] {
  const parts = [w.id(base, quote(String(q.id)))];
  if (q.first !== undefined) parts.push(w.alsoAt(q.first));
  if (q.known !== undefined && Array.isArray(q.known) && q.known.length > 0) {
    const known = q.known.slice(0, 12).map(quote).join(', ') + (q.known.length > 12 ? ', …' : '');
    parts.push(w.knownIds(known));
  }
  return parts;
}

/** Problems whose wording uses their params (the others are their expectation, as listed in EXPECT). */
const DETAIL: { readonly [C in ProblemCode]?: (base: string, q: Params, w: ProblemWords) => string[] } = {
  kind: (base, q, w) => [w.kind(base, joined(q.options))],
  too_many: (_b, q, w) => [w.tooMany(q.count, q.max)],
  too_deep: (_b, q, w) => [w.tooDeep(q.max)],
  too_few: (_b, q, w) => [w.tooFew(q.min)],
  too_long: (_b, q, w) => [w.tooLong(q.length, q.max)],
  range: (_b, q, w) => [q.max !== undefined ? w.atMost(q.max) : w.atLeast(q.min)],
  unknown_field: named,
  unknown_keyword: named,
  reserved_key: (base, q, w) => [w.reserved(base, quote(String(q.name)))],
  unknown_card: cardName,
  ambiguous_card: cardName,
  cards_unreachable: cardName,
  duplicate_id: idProblem,
  unknown_object: idProblem,
  unknown_player: idProblem,
  unknown_target: idProblem,
  unknown_effect: idProblem,
};

const WORDS: Readonly<Record<Lang, ProblemWords>> = { en: PROBLEM_WORDS_EN, ja: PROBLEM_WORDS_JA };

/**
 * What is wrong, without where: for a Scenario built from a question (/ask), whose field paths
 * ("actions[0].to") mean nothing to the person who asked.
 */
export function describeProblem(p: ScenarioProblem, lang: Lang): string {
  return formatProblem(p, lang).slice(wherePrefix(p, lang).length);
}

function wherePrefix(p: ScenarioProblem, lang: Lang): string {
  return `${p.path === '' ? WORDS[lang].wholeScenario : p.path}: `;
}

/** "objects[2].power: expected a number or null (got "3")", in the reply language. */
export function formatProblem(p: ScenarioProblem, lang: Lang): string {
  const base: string = EXPECT[p.code][lang];
  const q = p.params;
  const w = WORDS[lang];
  const parts: string[] = DETAIL[p.code]?.(base, q, w) ?? [base];
  if (q.suggestion !== undefined) parts.push(w.didYouMean([quote(String(q.suggestion))]));
  if (q.got === MISSING) parts.push(w.missing);
  else if (q.got !== undefined) parts.push(w.got(q.got));
  return `${wherePrefix(p, lang)}${w.join(parts)}`;
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
