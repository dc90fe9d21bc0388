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

/**
 * The two values a question's last sentence offers, when it offers exactly one such pair (English only: the
 * Japanese 「4か7か」 is another shape). Null otherwise — a pair told in the set-up ("a 2/2 or 3/3 blocks") is
 * not a question's options.
 */
export function eitherOr(text: string, lang: Lang): EitherOr | null {
  if (lang !== 'en') return null;
  const trimmed = text.trim();
  const body = trimmed.replace(/[?？.!\s]+$/u, '');
  const lastStart = Math.max(body.lastIndexOf('. '), body.lastIndexOf('? '), body.lastIndexOf('! '), body.lastIndexOf('\n')) + 1;
  const pairs = [...trimmed.matchAll(PAIR)];
  if (pairs.length !== 1) return null;
  const m = pairs[0]!;
  if (m.index < lastStart) return null;
  const a = m[1]!;
  const b = m[2]!;
  if (a.includes('/') !== b.includes('/') || a === b) return null;
  const before = trimmed.slice(0, m.index);
  const after = trimmed.slice(m.index + m[0].length);
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
