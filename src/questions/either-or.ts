/**
 * A question that ends by offering two values to choose from (issue 12 §5): "do they end at 4 or 7?", "is it
 * 3/4 or 4/3 now?", "8 or 12 damage?". It is the same yes/no question asked of each value: both are read and run,
 * and the reply names the value the engine's result matches. The engine's result picks the option, never the
 * words: when neither matches, the reply says so and gives the result; when the two readings differ in anything
 * but that one ask (the story, how many asks), or both match, or either can't be answered, the question is not
 * answered this way (the refusal of the question as written stands).
 */
import type { Lang } from '../core/lang.ts';
import type { Result } from '../core/result.ts';
import type { ParsedQuestion, QuestionError } from './types.ts';
import type { QuestionAnswer } from './answer-reply.ts';
import { wordsFor } from './locales/index.ts';
import { message } from './messages.ts';

/** A value offered: a power/toughness ("3/4", "+2/+0") or a number ("4", "12"). Both options must be of one shape. */
const OPTION = String.raw`[+-]?\d+(?:\/[+-]?\d+)?`;
const PAIR = new RegExp(String.raw`(?<![\w/+-])(${OPTION})\s+or\s+(${OPTION})(?![\w/])`, 'gi');

export interface EitherOr {
  /** The question with only the first value, then with only the second. */
  texts: [string, string];
  options: [string, string];
}

/** A value offered in Japanese: as in English, or with its counter (「3点」「2体」「1個」), both options the same way. */
const JA_OPTION = String.raw`[+-]?\d+(?:\/[+-]?\d+)?(?:点|体|個|枚|回)?`;
/**
 * 「回復は2点?3点?」「3点？5点？」「P/Tは3/3か4/4か？」「1点ですか？4点ですか？」: two values ending the question, each with its own question
 * mark or joined by か. Only at the very end: a pair told in the set-up is no question's options.
 */
const JA_PAIR = new RegExp(String.raw`(?<![\d/+-])(${JA_OPTION})\s*(?:(?:です|だ)?か?\s*[?？]|か)\s*(${JA_OPTION})\s*(?:です|だ)?か?\s*[?？]*\s*$`, 'u');

/** The pair of one language's shape, with where it starts and ends. */
type PairFinder = (text: string) => { a: string; b: string; start: number; end: number; close: string } | null;

function englishPair(trimmed: string): ReturnType<PairFinder> {
  const body = trimmed.replace(/[?？.!\s]+$/u, '');
  const lastStart = Math.max(body.lastIndexOf('. '), body.lastIndexOf('? '), body.lastIndexOf('! '), body.lastIndexOf('\n')) + 1;
  const pairs = [...trimmed.matchAll(PAIR)];
  if (pairs.length !== 1) return null;
  const m = pairs[0]!;
  if (m.index < lastStart) return null;
  return { a: m[1]!, b: m[2]!, start: m.index, end: m.index + m[0].length, close: '' };
}

function japanesePair(trimmed: string): ReturnType<PairFinder> {
  const m = JA_PAIR.exec(trimmed);
  if (!m) return null;
  // (Each option asked alone keeps the question mark the pair ended with.)
  return { a: m[1]!, b: m[2]!, start: m.index, end: trimmed.length, close: '?' };
}

const PAIR_FINDERS: Record<Lang, PairFinder> = { en: englishPair, ja: japanesePair };

/** The counter a Japanese option is said with (none in English). */
const unitOf = (o: string): string => o.replace(/^[+-]?\d+(?:\/[+-]?\d+)?/u, '');

/**
 * The two values a question's last sentence offers, when it offers exactly one such pair ("4 or 7?",
 * 「2点?3点?」「4か7か」). Null otherwise — a pair told in the set-up ("a 2/2 or 3/3 blocks") is not a question's
 * options. Both options are of one shape (both P/T or both numbers, with the same counter).
 */
export function eitherOr(text: string, lang: Lang): EitherOr | null {
  const trimmed = text.trim();
  const found = PAIR_FINDERS[lang](trimmed);
  if (!found) return null;
  const { a, b } = found;
  if (a.includes('/') !== b.includes('/') || unitOf(a) !== unitOf(b) || a === b) return null;
  const before = trimmed.slice(0, found.start);
  const after = trimmed.slice(found.end) + found.close;
  return { texts: [`${before}${a}${after}`, `${before}${b}${after}`], options: [a, b] };
}

type Answerer = (q: ParsedQuestion) => Promise<Result<QuestionAnswer, QuestionError>>;

/** Same story, one ask each, of one kind: the two readings differ only in the value asked. */
function sameButValue(a: ParsedQuestion, b: ParsedQuestion): boolean {
  if (a.asks.length !== 1 || b.asks.length !== 1 || a.asks[0]!.kind !== b.asks[0]!.kind) return false;
  const story = (q: ParsedQuestion): string => JSON.stringify({ things: q.things, events: q.events, life: q.life, poison: q.poison, cards: Object.keys(q.cards) });
  return story(a) === story(b) && JSON.stringify(a.asks[0]) !== JSON.stringify(b.asks[0]);
}

/** The reply naming the option the result matches (or neither); null when the question can't be answered this way. */
export async function answerEitherOr(e: EitherOr, parsed: readonly [ParsedQuestion, ParsedQuestion], lang: Lang, answer: Answerer): Promise<QuestionAnswer | null> {
  if (!sameButValue(parsed[0], parsed[1])) return null;
  const first = await answer(parsed[0]);
  const second = await answer(parsed[1]);
  if (!first.ok || !second.ok) return null;
  const verdicts = [first.value.verdict, second.value.verdict];
  if (verdicts.includes(null) || verdicts.every((v) => v === 'yes')) return null;
  const yes = wordsFor(lang).asks.yes;
  const k = verdicts.indexOf('yes');
  const chosen = k === -1 ? first.value : k === 0 ? first.value : second.value;
  const lead = yes(k !== -1);
  if (!chosen.answer.startsWith(lead)) return null;
  const rest = chosen.answer.slice(lead.length);
  const head = k === -1 ? message(lang, 'either_or_neither', { a: e.options[0], b: e.options[1] }) : message(lang, 'either_or_match', { option: e.options[k]! });
  const note = message(lang, 'either_or_asked', { a: e.options[0], b: e.options[1] });
  return { ...chosen, answer: `${head} ${rest}`, verdict: null, understood: `${chosen.understood}\n${note}` };
}
