/**
 * The rules cache (src/rules/cache.ts): parts written on first build, read back on the next,
 * rebuilt when damaged, keyed by the CR text; a cache folder that can't be written is not used.
 */
import { chmodSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildKnowledge } from '../../src/rules/knowledge.ts';
import { RulesCache, cacheWritesSettled } from '../../src/rules/cache.ts';
import { incompleteCr } from '../../src/rules/complete.ts';
import { parseRules, parsedRules, recentParse } from '../../src/rules/parse.ts';
import { CURRENT_CR, PREVIOUS_CR, crText } from '../helpers/data.ts';
import { loadCr } from '../../src/rules/source.ts';
import { createLogger } from '../../src/logger.ts';

const text = crText(CURRENT_CR);
const dirs: string[] = [];
const tempDir = (): string => {
  const d = mkdtempSync(path.join(tmpdir(), 'stackwise-rules-cache-'));
  dirs.push(d);
  return d;
};
afterAll(() => {
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

/** Waits for the background writes of the cache (all of them, however slow the machine). */
const settle = (): Promise<void> => cacheWritesSettled();

const top = (k: ReturnType<typeof buildKnowledge>, q: string): string[] => k.search.search(q, { limit: 5 }).map((h) => h.number);

function warnings(): { lines: string[]; logger: { warn(obj: object, msg: string): void } } {
  const lines: string[] = [];
  return { lines, logger: { warn: (_o, msg) => lines.push(msg) } };
}

describe('rules cache', () => {
  it('GIVEN a first build THEN the parts are written, and a second build reads them and answers the same', async () => {
    const dir = tempDir();
    const first = buildKnowledge(text, null, { cacheDir: dir });
    const expected = top(first, 'trample deathtouch');
    void first.terms;
    await settle();
    const key = RulesCache.of(dir, text, null).key;
    expect(readdirSync(path.join(dir, 'rules', key)).sort()).toEqual(['cr.json', 'search.json', 'terms.json']);
    const w = warnings();
    const second = buildKnowledge(text, null, { cacheDir: dir, logger: w.logger });
    expect(top(second, 'trample deathtouch')).toEqual(expected);
    expect(second.cr.rules.get('702.19b')!.text).toBe(first.cr.rules.get('702.19b')!.text);
    expect(second.terms.lookup('trample')?.kind).toBe('ours');
    expect(w.lines).toEqual([]);
  });

  it.each(['cr', 'search', 'terms'] as const)('GIVEN a damaged %s part THEN it is rebuilt with one warning and rewritten', async (part) => {
    const dir = tempDir();
    const k = buildKnowledge(text, null, { cacheDir: dir });
    const expected = top(k, 'legend rule');
    void k.terms;
    await settle();
    const file = path.join(dir, 'rules', RulesCache.of(dir, text, null).key, `${part}.json`);
    const whole = readFileSync(file, 'utf8');
    writeFileSync(file, whole.slice(0, Math.floor(whole.length / 2)));
    // A load that parsed this text itself doesn't read the cr part (parsedRules); another edition parsed since
    // makes this one read every part, whatever the tests before it parsed (the row doesn't hang on their order).
    void parsedRules(crText(PREVIOUS_CR));
    const w = warnings();
    const again = buildKnowledge(text, null, { cacheDir: dir, logger: w.logger });
    expect(top(again, 'legend rule')).toEqual(expected);
    expect(again.terms.lookup('deathtouch')?.kind).toBe('ours');
    expect(w.lines).toEqual(['rules cache file damaged; rebuilding it']);
    await settle();
    expect(readFileSync(file, 'utf8')).toBe(whole);
  });

  it('GIVEN a part that parses but does not hold together THEN it is rebuilt', async () => {
    const dir = tempDir();
    void buildKnowledge(text, null, { cacheDir: dir }).search;
    await settle();
    const file = path.join(dir, 'rules', RulesCache.of(dir, text, null).key, 'search.json');
    const stored = JSON.parse(readFileSync(file, 'utf8')) as { documents: number };
    writeFileSync(file, JSON.stringify({ ...stored, documents: 3 }));
    const w = warnings();
    expect(top(buildKnowledge(text, null, { cacheDir: dir, logger: w.logger }), 'trample')[0]).toBe('702.19');
    expect(w.lines).toHaveLength(1);
  });

  it('GIVEN another CR edition THEN another key, and the older folder is pruned once the new one is written', async () => {
    const dir = tempDir();
    void buildKnowledge(text, null, { cacheDir: dir }).search;
    await settle();
    const older = crText(PREVIOUS_CR);
    expect(RulesCache.of(dir, older, null).key).not.toBe(RulesCache.of(dir, text, null).key);
    void buildKnowledge(older, null, { cacheDir: dir }).search;
    await settle();
    expect(readdirSync(path.join(dir, 'rules'))).toEqual([RulesCache.of(dir, older, null).key]);
  });

  it.skipIf(process.getuid?.() === 0)('GIVEN a cache folder that cannot be written THEN answers come from memory with one warning', async () => {
    const dir = tempDir();
    chmodSync(dir, 0o500);
    const w = warnings();
    const k = buildKnowledge(text, null, { cacheDir: dir, logger: w.logger });
    expect(top(k, 'trample')[0]).toBe('702.19');
    await settle();
    expect(w.lines).toEqual(['rules cache not written; working from memory']);
    chmodSync(dir, 0o700);
  });

  it('GIVEN a cache folder that is a file THEN answers come from memory', async () => {
    const dir = tempDir();
    const file = path.join(dir, 'not-a-dir');
    writeFileSync(file, 'x');
    const w = warnings();
    const k = buildKnowledge(text, null, { cacheDir: file, logger: w.logger });
    expect(top(k, 'trample')[0]).toBe('702.19');
    await settle();
    expect(w.lines).toEqual(['rules cache not written; working from memory']);
  });
});

describe('one parse per load (issue 15 §2)', () => {
  // Last in the file: these set the parse kept by parsedRules, which the tests above must not see.
  afterAll(() => void parsedRules(crText(PREVIOUS_CR)));

  it('GIVEN the text just checked as a whole CR THEN the knowledge takes that parse, the same as a parse of its own, and the cr part is written once', async () => {
    const dir = tempDir();
    expect(incompleteCr(text)).toBeNull();
    const checked = recentParse(text);
    expect(checked).not.toBeNull();
    const k = buildKnowledge(text, null, { cacheDir: dir });
    expect(k.cr).toBe(checked);
    const own = parseRules(text);
    expect(k.cr.order).toEqual(own.order);
    expect(k.cr.rules.get('702.19b')).toEqual(own.rules.get('702.19b'));
    expect(k.cr.glossary).toEqual(own.glossary);
    await settle();
    const file = path.join(dir, 'rules', RulesCache.of(dir, text, null).key, 'cr.json');
    const whole = readFileSync(file, 'utf8');
    // Not read (so a damaged file is not noticed here) and not rewritten while it is there.
    writeFileSync(file, whole.slice(0, 100));
    const w = warnings();
    expect(buildKnowledge(text, null, { cacheDir: dir, logger: w.logger }).cr).toBe(checked);
    await settle();
    expect(w.lines).toEqual([]);
    expect(readFileSync(file, 'utf8')).toBe(whole.slice(0, 100));
  });

  it('GIVEN CR_FILE and a cache holding the parse of its text THEN the load checks and keeps that parse, parsing nothing; a damaged one is parsed again', async () => {
    const dir = tempDir();
    void buildKnowledge(text, null, { cacheDir: dir });
    await settle();
    const file = path.join(dir, 'rules', RulesCache.of(dir, text, null).key, 'cr.json');
    const whole = readFileSync(file, 'utf8');
    // A rule's text marked in the cached parse (the file stays whole): it shows only when the cache is what the load used.
    const stored = JSON.parse(whole) as { en: { rules: unknown[][] } };
    const row = stored.en.rules.find((r) => r[0] === '702.19b')!;
    row[2] = `${String(row[2])} (from the cache)`;
    writeFileSync(file, JSON.stringify(stored));
    void parsedRules(crText(PREVIOUS_CR));
    const crFile = path.join(dir, 'cr.txt');
    writeFileSync(crFile, text);
    const opts = { crFile, cacheDir: dir, rulesPageUrl: 'http://127.0.0.1:9/', refreshHours: 24, userAgent: 'test', timeoutMs: 1_000, logger: createLogger({ level: 'silent' }) };
    expect((await loadCr(opts)).ok).toBe(true);
    expect(recentParse(text)?.rules.get('702.19b')!.text).toMatch(/\(from the cache\)$/);
    expect(buildKnowledge(text, null, { cacheDir: dir }).cr).toBe(recentParse(text));
    // Damaged: the load parses the text itself (one warning), the same as a parse of its own.
    writeFileSync(file, whole.slice(0, 100));
    void parsedRules(crText(PREVIOUS_CR));
    const lines: string[] = [];
    const logger = { info: () => undefined, debug: () => undefined, error: () => undefined, warn: (_o: object, msg: string) => void lines.push(msg) } as unknown as typeof opts.logger;
    expect((await loadCr({ ...opts, logger })).ok).toBe(true);
    expect(lines).toEqual(['rules cache file damaged; rebuilding it']);
    expect(recentParse(text)?.rules.get('702.19b')!.text).toBe(parseRules(text).rules.get('702.19b')!.text);
  });

  it('GIVEN a damaged cr part and a load that did not parse this text THEN it is rebuilt with one warning and rewritten', async () => {
    const dir = tempDir();
    void buildKnowledge(text, null, { cacheDir: dir });
    await settle();
    const file = path.join(dir, 'rules', RulesCache.of(dir, text, null).key, 'cr.json');
    const whole = readFileSync(file, 'utf8');
    writeFileSync(file, whole.slice(0, 100));
    void parsedRules(crText(PREVIOUS_CR));
    expect(recentParse(text)).toBeNull();
    const w = warnings();
    expect(buildKnowledge(text, null, { cacheDir: dir, logger: w.logger }).cr.rules.get('702.19b')!.text).toBe(parseRules(text).rules.get('702.19b')!.text);
    expect(w.lines).toEqual(['rules cache file damaged; rebuilding it']);
    await settle();
    expect(readFileSync(file, 'utf8')).toBe(whole);
  });
});
