/** Fixtures shared by the benchmarks: the CR file, its parsed document and the built knowledge. */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { decodeRulesText } from '../rules/decode.ts';
import { parseRules } from '../rules/parse.ts';
import type { CrDocument } from '../rules/parse.ts';
import { buildKnowledge } from '../rules/knowledge.ts';
import { subtypeListsOfText } from '../rules/subtype-lists.ts';
import { useSubtypeLists } from '../engine/subtypes.ts';
import type { RulesKnowledge } from '../rules/knowledge.ts';
import type { BenchContext } from './harness.ts';
import { collectGarbage } from './gc.ts';
import { sharedData } from '../core/paths.ts';

/** The current CR, resolved from the repository; CR_FILE (relative to the working directory) overrides it. */
export const DEFAULT_CR_FILE = sharedData('cr', 'MagicCompRules-20260925.txt');

export function crFilePath(): string {
  const override = process.env['CR_FILE'];
  return override ? resolve(process.cwd(), override) : DEFAULT_CR_FILE;
}

/** The raw bytes of the CR file, read once. */
export function crBytes(ctx: BenchContext): Uint8Array {
  return ctx.shared('cr.bytes', () => {
    const path = crFilePath();
    try {
      return new Uint8Array(readFileSync(path));
    } catch (e) {
      throw new Error(`cannot read the CR file ${path} (${e instanceof Error ? e.message : String(e)}); set CR_FILE to a Comprehensive Rules .txt file`, { cause: e });
    }
  });
}

export function crText(ctx: BenchContext): string {
  return ctx.shared('cr.text', () => decodeRulesText(crBytes(ctx)).text);
}

/** Gives the engine the CR's subtype lists (205.3g-205.3q), as services.ts does when the rules load; once. */
export function giveEngineSubtypes(ctx: BenchContext): void {
  ctx.shared('cr.subtypes', () => {
    const lists = subtypeListsOfText(crText(ctx));
    if (lists) useSubtypeLists(lists);
    return lists !== null;
  });
}

export function crDoc(ctx: BenchContext): CrDocument {
  return ctx.shared('cr.doc', () => {
    const doc = parseRules(crText(ctx));
    if (doc.rules.size === 0) throw new Error(`${crFilePath()} contains no numbered rules`);
    return doc;
  });
}

const mb = (bytes: number): string => (bytes / 2 ** 20).toFixed(1);

/** buildKnowledge over the CR text (English only), with the memory it leaves behind reported once. */
export function knowledge(ctx: BenchContext): RulesKnowledge {
  return ctx.shared('knowledge', () => {
    const text = crText(ctx);
    const gc = collectGarbage();
    const before = process.memoryUsage();
    const t0 = process.hrtime.bigint();
    const k = buildKnowledge(text);
    const buildMs = Number(process.hrtime.bigint() - t0) / 1e6;
    collectGarbage();
    const after = process.memoryUsage();
    ctx.info(
      `memory after buildKnowledge: rss ${mb(after.rss)} MB, heapUsed ${mb(after.heapUsed)} MB ` +
        `(knowledge +${mb(after.heapUsed - before.heapUsed)} MB heap; first build ${buildMs.toFixed(0)} ms; ` +
        `${k.corpus.size} rules, ${k.cr.glossary.length} glossary entries, ${k.search.documentCount} search docs${gc ? '' : '; no gc, figures approximate'})`,
    );
    return k;
  });
}
