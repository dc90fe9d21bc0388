/**
 * Issue 13 §4, "words only at the edges": what the bot says in each language is worded in one
 * catalogue per language (src/render, src/render/locales, src/questions/locales,
 * src/language/locales, the lexicons), never chosen inline by the reply language elsewhere.
 * - No module outside those places picks between a Japanese and an English wording by language
 *   (`lang === 'ja' ? '対戦相手' : 'the opponent'`, or an if/else doing the same): none today.
 * - Outside the render and language layers, comparisons with the language at all are listed below by
 *   file, with how many each has today; a file not listed, or one with more than its count, fails.
 *   (Several compare a card printing's language, which is data, not a wording: cards/*.)
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { hasJapaneseScript } from '../../src/core/lang.ts';
import { sources } from './sizes.ts';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));

/** Where words are worded: the render layer, every catalogue, the language layer's lexicons. */
const WORD_PLACES = [/^src\/render\//, /\/locales\//, /^src\/language\/lexicon\//, /^src\/language\/(en|ja)\/lexicon/];

/** Where the reply or question language is a layer's own concern: the render and language layers. */
const LANGUAGE_LAYERS = [/^src\/render\//, /^src\/language\//, /\/locales\//];

/** Comparisons with the language outside the layers above, at most this many per file (counts only shrink). */
const LANG_COMPARISONS: Readonly<Record<string, number>> = {
  'src/bench/ask.ts': 2,
  'src/cards/record.ts': 2,
  'src/cards/render.ts': 6,
  'src/cards/sync.ts': 1,
  'src/discord/buttons.ts': 2,
  'src/questions/asks/remains.ts': 1,
  'src/questions/messages.ts': 1,
  'src/questions/reply-labels.ts': 3,
  'src/questions/run-checks.ts': 1,
  'src/rules/terms.ts': 1,
  'src/run-command.ts': 1,
};

/** `x === 'ja'`, `story.lang !== 'en'`, `'ja' === lang`: a comparison of something named *lang with a language code. */
function isLangComparison(node: ts.Node): boolean {
  if (!ts.isBinaryExpression(node)) return false;
  const op = node.operatorToken.kind;
  if (op !== ts.SyntaxKind.EqualsEqualsEqualsToken && op !== ts.SyntaxKind.ExclamationEqualsEqualsToken) return false;
  const code = (e: ts.Expression): boolean => ts.isStringLiteral(e) && (e.text === 'ja' || e.text === 'en');
  const named = (e: ts.Expression): boolean => (ts.isIdentifier(e) && /lang$/i.test(e.text)) || (ts.isPropertyAccessExpression(e) && /lang$/i.test(e.name.text));
  return (code(node.left) && named(node.right)) || (code(node.right) && named(node.left));
}

/** A condition on the language: a comparison above, or a flag named for Japanese (`ja`, `isJa`), maybe negated or parenthesised. */
function isLangCondition(e: ts.Expression): boolean {
  if (ts.isParenthesizedExpression(e)) return isLangCondition(e.expression);
  if (ts.isPrefixUnaryExpression(e) && e.operator === ts.SyntaxKind.ExclamationToken) return isLangCondition(e.operand);
  if (ts.isIdentifier(e)) return /^(ja|isJa|japanese)$/.test(e.text);
  return isLangComparison(e);
}

/** The string and template literals' texts under a node. */
function literals(node: ts.Node | undefined): string[] {
  const out: string[] = [];
  const visit = (n: ts.Node): void => {
    if (ts.isStringLiteral(n) || ts.isNoSubstitutionTemplateLiteral(n)) out.push(n.text);
    else if (ts.isTemplateExpression(n)) out.push(n.head.text, ...n.templateSpans.map((s) => s.literal.text));
    ts.forEachChild(n, visit);
  };
  if (node) visit(node);
  return out;
}

/** One branch says Japanese words and the other English ones: a wording chosen by language. */
function wordingChoice(a: ts.Node | undefined, b: ts.Node | undefined): boolean {
  const ja = (n: ts.Node | undefined): boolean => literals(n).some(hasJapaneseScript);
  const en = (n: ts.Node | undefined): boolean => literals(n).some((t) => /[A-Za-z]{2,}/.test(t) && !hasJapaneseScript(t));
  return (ja(a) && en(b)) || (ja(b) && en(a));
}

/** Where a text chooses a wording by language ("line: code"). */
export function inlineWordings(file: string, text: string): string[] {
  const sf = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const out: string[] = [];
  const visit = (n: ts.Node): void => {
    const at = (): string => `${sf.getLineAndCharacterOfPosition(n.getStart(sf)).line + 1}: ${n.getText(sf).replace(/\s+/g, ' ').slice(0, 100)}`;
    if (ts.isConditionalExpression(n) && isLangCondition(n.condition) && wordingChoice(n.whenTrue, n.whenFalse)) out.push(at());
    else if (ts.isIfStatement(n) && isLangCondition(n.expression) && wordingChoice(n.thenStatement, n.elseStatement)) out.push(at());
    ts.forEachChild(n, visit);
  };
  visit(sf);
  return out;
}

/** How many comparisons with the language a text has. */
export function langComparisons(file: string, text: string): number {
  const sf = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  let n = 0;
  const visit = (node: ts.Node): void => {
    if (isLangComparison(node)) n++;
    ts.forEachChild(node, visit);
  };
  visit(sf);
  return n;
}

const FILES = sources(join(ROOT, 'src')).map((abs) => ({ file: relative(ROOT, abs).split('\\').join('/'), text: readFileSync(abs, 'utf8') }));

describe('GIVEN the sources in src/ THEN words are chosen by language only where they are worded (issue 13 §4)', () => {
  it.each([
    { what: 'a ternary on story.lang', text: "const o = story.lang === 'ja' ? '対戦相手' : 'the opponent';", found: 1 },
    { what: 'a negated flag', text: "const o = !ja ? `the ${n}th` : `${n}体目`;", found: 1 },
    { what: 'an if/else', text: "if (lang === 'en') { say('you'); } else { say('あなた'); }", found: 1 },
    { what: 'a choice of which reader to call', text: "const r = lang === 'ja' ? readJa(text) : readEn(text);", found: 0 },
    { what: 'a choice between codes', text: "const k = ja ? { kind: 'thing-noun' } : { kind: 'object-noun' };", found: 0 },
    { what: 'a choice between catalogues', text: "const w = lang === 'ja' ? JA : EN;", found: 0 },
  ])('finds $what ($found)', ({ text, found }) => {
    expect(inlineWordings('x.ts', text)).toHaveLength(found);
  });

  it('counts comparisons with the language, not with other codes', () => {
    expect(langComparisons('x.ts', "if (lang === 'ja' || story.lang !== 'en' || 'ja' === c.lang || kind === 'ja' || lang === 'fr') f();")).toBe(3);
  });

  it('no module outside the render layer, the catalogues and the lexicons picks a wording by language', () => {
    const found = FILES.filter(({ file }) => !WORD_PLACES.some((p) => p.test(file))).flatMap(({ file, text }) => inlineWordings(file, text).map((w) => `${file}:${w}`));
    expect(found).toEqual([]);
  });

  it('outside the render and language layers, no module compares with the language more than it does today', () => {
    const over: string[] = [];
    const stale: string[] = [];
    const seen = new Set<string>();
    for (const { file, text } of FILES) {
      if (LANGUAGE_LAYERS.some((p) => p.test(file))) continue;
      const n = langComparisons(file, text);
      if (n > 0) seen.add(file);
      if (n > (LANG_COMPARISONS[file] ?? 0)) over.push(`${file}: ${n} (allowed ${LANG_COMPARISONS[file] ?? 0})`);
    }
    for (const file of Object.keys(LANG_COMPARISONS)) if (!seen.has(file)) stale.push(file);
    expect({ over, stale }).toEqual({ over: [], stale: [] });
  });
});
