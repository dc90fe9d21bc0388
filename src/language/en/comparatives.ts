/**
 * English comparisons around a stated amount: "more than 2 damage", "at least 3", "above 11 life",
 * "3 or more". A yes/no question naming a number asks of that number exactly only when no such words are
 * around it; read as exact, "does it take more than 2?" was answered "No. It takes 4" (red team s16).
 */
import type { Comparison } from '../ir.ts';

/** Words just before the amount, longest first: the negated forms before the plain ones they contain. */
const BEFORE: readonly [RegExp, Comparison][] = [
  [/\b(?:no|not)\s+(?:more|greater|higher|bigger|larger)\s+than\s*$/, 'le'],
  [/\b(?:no|not)\s+(?:less|fewer|lower|smaller)\s+than\s*$/, 'ge'],
  [/\b(?:more|greater|higher|bigger|larger)\s+than\s*$/, 'gt'],
  [/\b(?:less|fewer|lower|smaller)\s+than\s*$/, 'lt'],
  [/\bat\s+least\s*$/, 'ge'],
  [/\b(?:at\s+most|up\s+to)\s*$/, 'le'],
  [/\b(?:over|above|exceeding|beyond)\s*$/, 'gt'],
  [/\b(?:under|below)\s*$/, 'lt'],
];

/** Words just after the amount ("3 or more", "3+ damage", "2 or less"). */
const AFTER: readonly [RegExp, Comparison][] = [
  [/^\s*\+/, 'ge'],
  [/^(?:\s+(?:damage|life|points?))?\s+or\s+(?:more|greater|higher|above|over)\b/, 'ge'],
  [/^(?:\s+(?:damage|life|points?))?\s+or\s+(?:less|fewer|lower|below|under)\b/, 'le'],
];

/** The comparison the words around the amount text[start, end) (its number first) make of it, or null when none. */
export function comparisonAroundEn(text: string, start: number, end: number): Comparison | null {
  const before = text.slice(Math.max(0, start - 40), start).toLowerCase();
  // After the number itself: "3 or more damage" may be read as one amount, its words inside the phrase.
  const after = text.slice(start, Math.max(end, start) + 30).toLowerCase().replace(/^\s*(?:\d+|[a-z]+)/, '');
  for (const [re, cmp] of BEFORE) if (re.test(before)) return cmp;
  for (const [re, cmp] of AFTER) if (re.test(after)) return cmp;
  return null;
}
