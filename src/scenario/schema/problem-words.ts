/**
 * How a Scenario problem's details are worded (problems.ts), one catalogue per language; what each
 * code expects is in problems.ts EXPECT. A value is a problem's param as given (a number, a word, a list).
 */
type Value = string | number | string[] | undefined;

export interface ProblemWords {
  /** Where: the Scenario as a whole (no path). */
  wholeScenario: string;
  /** A named thing after what is wrong with it: unknown field "colour". */
  named(base: string, name: string): string;
  /** A card name after what is wrong with it. */
  cardName(base: string, name: string): string;
  /** The card names to show as suggestions, from the problem's params. */
  suggestions(en: Value, ja: Value): Value;
  didYouMean(items: readonly string[]): string;
  /** An id after what is wrong with it. */
  id(base: string, id: string): string;
  alsoAt(first: Value): string;
  knownIds(known: string): string;
  kind(base: string, options: string): string;
  tooMany(count: Value, max: Value): string;
  tooDeep(max: Value): string;
  tooFew(min: Value): string;
  tooLong(length: Value, max: Value): string;
  atMost(max: Value): string;
  atLeast(min: Value): string;
  reserved(base: string, name: string): string;
  missing: string;
  got(value: Value): string;
  /** The parts of one problem said together. */
  join(parts: readonly string[]): string;
}

export const PROBLEM_WORDS_EN: ProblemWords = {
  wholeScenario: '(scenario)',
  named: (base, name) => `${base} ${name}`,
  cardName: (base, name) => `${base}: ${name}`,
  suggestions: (en) => en,
  didYouMean: (items) => `(did you mean ${items.join(', ')}?)`,
  id: (base, id) => `${base} ${id}`,
  alsoAt: (first) => `(also used at ${first})`,
  knownIds: (known) => `(known ids: ${known})`,
  kind: (base, options) => `${base} ${options}`,
  tooMany: (count, max) => `too many entries (${count ?? 'more than the limit'}; at most ${max})`,
  tooDeep: (max) => `too deeply nested (max ${max} levels of objects and lists)`,
  tooFew: (min) => `expected at least ${min} entr${min === 1 ? 'y' : 'ies'}`,
  tooLong: (length, max) => `too long (${length ?? 'over the limit'} characters; at most ${max})`,
  atMost: (max) => `expected a number of at most ${max}`,
  atLeast: (min) => `expected a number of at least ${min}`,
  reserved: (base, name) => `${name} ${base}`,
  missing: '(missing)',
  got: (value) => `(got ${value})`,
  join: (parts) => parts.join(' '),
};

export const PROBLEM_WORDS_JA: ProblemWords = {
  wholeScenario: '（シナリオ全体）',
  named: (base, name) => `${base}：${name}`,
  cardName: (base, name) => `${base}：${name}`,
  suggestions: (en, ja) => (Array.isArray(ja) ? ja : en),
  didYouMean: (items) => `（もしかして${items.join('、')}？）`,
  id: (base, id) => `${base}：${id}`,
  alsoAt: (first) => `（${first}と同じ）`,
  knownIds: (known) => `（使える"id"：${known}）`,
  kind: (base, options) => `${base}${options}`,
  tooMany: (count, max) => `項目が多すぎます（${count ?? '?'}件。上限は${max}件）`,
  tooDeep: (max) => `入れ子が深すぎます（上限は${max}段）`,
  tooFew: (min) => `項目が足りません（${min}件以上必要です）`,
  tooLong: (length, max) => `長すぎます（${length ?? '?'}文字。上限は${max}文字）`,
  atMost: (max) => `${max}以下の数値が必要です`,
  atLeast: (min) => `${min}以上の数値が必要です`,
  reserved: (base, name) => `${name}${base}`,
  missing: '（未指定）',
  got: (value) => `（入力：${value}）`,
  join: (parts) => parts.join(''),
};
