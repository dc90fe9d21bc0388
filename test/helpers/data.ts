/**
 * The shared test data of ../shared/data (see its README): the real CR files and the official
 * Japanese keyword names. Parsing the CR and building the knowledge takes a moment, so each is
 * built once per test file and cached.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { decodeRulesText } from '../../src/rules/decode.ts';
import { buildKnowledge } from '../../src/rules/knowledge.ts';
import type { RulesKnowledge } from '../../src/rules/knowledge.ts';

export const DATA_DIR = new URL('../../../shared/data/', import.meta.url);
export const CR_DIR = new URL('cr/', DATA_DIR);
/** The current edition (effective 2026-09-25): UTF-8 with BOM, CRLF. */
export const CURRENT_CR = new URL('MagicCompRules-20260925.txt', CR_DIR);
/** The previous edition (effective 2026-02-27): UTF-8 with BOM, LF. */
export const PREVIOUS_CR = new URL('MagicCompRules-20260227.txt', CR_DIR);
/** rule, english, japanese (may be empty), source — with a header row. */
export const KEYWORDS_JA = new URL('keywords-ja.tsv', DATA_DIR);

export const CURRENT_CR_PATH = fileURLToPath(CURRENT_CR);
export const PREVIOUS_CR_PATH = fileURLToPath(PREVIOUS_CR);

/** The decoded text of a CR file ('\n' line endings, no BOM). */
export function crText(file: URL): string {
  return decodeRulesText(new Uint8Array(readFileSync(file))).text;
}

const cache = new Map<string, RulesKnowledge>();

function cached(file: URL): RulesKnowledge {
  let k = cache.get(file.href);
  if (!k) {
    k = buildKnowledge(crText(file));
    cache.set(file.href, k);
  }
  return k;
}

/** The rules knowledge (corpus, search, terms with our glossary) built on the current CR. */
export function knowledge(): RulesKnowledge {
  return cached(CURRENT_CR);
}

/** The same, built on the previous CR edition. */
export function previousKnowledge(): RulesKnowledge {
  return cached(PREVIOUS_CR);
}

export interface KeywordJa {
  rule: string;
  english: string;
  /** The official Japanese name, or null when none was found. */
  japanese: string | null;
  source: string;
}

/** The rows of keywords-ja.tsv. */
export function keywordsJa(): KeywordJa[] {
  const lines = readFileSync(KEYWORDS_JA, 'utf8').split(/\r?\n/).filter((l) => l.trim() !== '');
  return lines.slice(1).map((line) => {
    const [rule = '', english = '', japanese = '', source = ''] = line.split('\t');
    return { rule: rule.trim(), english: english.trim(), japanese: japanese.trim() || null, source: source.trim() };
  });
}
