/**
 * The standing guard (issue 11 §5): every question of ../shared/data/questions and of our own
 * sets in test/acceptance/sets — written by people who never saw the parser — goes through /ask with the full card catalog, and no answered
 * question may contradict its expected outcome (final life, poison, zones, P/T, verdict).
 * Refusals are misses, not failures; a wrong answer always fails. The counts per file and
 * language (right / refused / wrong) are printed with the test output.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.ts';
import { createLogger } from '../../src/logger.ts';
import { createServices } from '../../src/services.ts';
import type { Services } from '../../src/services.ts';
import { looksJapanese } from '../../src/core/lang.ts';
import type { Lang } from '../../src/core/lang.ts';
import { ask } from '../../commands/ask.ts';
import { CURRENT_CR_PATH } from '../helpers/data.ts';
import { allQuestionSets, checkCase } from '../support/question-sets.ts';
import type { AskJson, QuestionCase, Verdict } from '../support/question-sets.ts';

const CARDS = path.resolve(path.dirname(CURRENT_CR_PATH), '../cards');
const FULL_CATALOG = [path.join(CARDS, 'oracle-cards.json.gz'), path.join(CARDS, 'ja-printings.json.gz')].join(':');

let cacheDir = '';
let services: Services;
const results = new Map<string, { c: QuestionCase; lang: Lang; v: Verdict }[]>();

beforeAll(async () => {
  cacheDir = mkdtempSync(path.join(tmpdir(), 'stackwise-sets-'));
  const loaded = loadConfig({ CR_FILE: CURRENT_CR_PATH, CACHE_DIR: cacheDir, CARDS_FILE: FULL_CATALOG });
  if (!loaded.ok) throw new Error(`test config: ${JSON.stringify(loaded.errors)}`);
  services = createServices(loaded.config, createLogger({ level: 'silent' }));
  for (const set of allQuestionSets()) {
    const rows: { c: QuestionCase; lang: Lang; v: Verdict }[] = [];
    for (const c of set.cases) {
      if (c.cmd) continue; // lookups are checked by the command tests
      const q = c.q ?? '';
      const lang: Lang = looksJapanese(q) ? 'ja' : 'en';
      const out = await ask.execute({ lang, options: { question: q }, services, transport: 'cli' });
      const json: AskJson = out.ok ? ({ ok: true, ...out.data } as AskJson) : { ok: false, error: { code: out.error.code, message: out.error.message } };
      rows.push({ c, lang, v: checkCase(c, json, out.ok ? 0 : 2) });
    }
    results.set(set.file, rows);
  }
  const lines = [...results].flatMap(([file, rows]) =>
    (['en', 'ja'] as const).map((lang) => {
      const mine = rows.filter((r) => r.lang === lang);
      const n = (s: Verdict['status']): number => mine.filter((r) => r.v.status === s).length;
      return `${file} ${lang}: ${n('right')} right, ${n('refused')} refused, ${n('wrong')} wrong (of ${mine.length})`;
    }),
  );
  console.log(`Shared question sets through /ask:\n  ${lines.join('\n  ')}`);
}, 1_800_000);

afterAll(() => {
  services?.close();
  rmSync(cacheDir, { recursive: true, force: true });
});

describe('GIVEN the shared question sets (written by people who never saw the parser)', () => {
  for (const set of allQuestionSets()) {
    it(`THEN no answered question of ${set.file} contradicts its expected outcome`, () => {
      const rows = results.get(set.file) ?? [];
      expect(rows.length).toBeGreaterThan(0);
      const wrong = rows.filter((r) => r.v.status === 'wrong').map((r) => `${r.c.id}: ${r.c.q}\n    ${r.v.status === 'wrong' ? r.v.errors.join('; ') : ''}`);
      expect(wrong, wrong.join('\n')).toEqual([]);
    });
  }

  it('THEN a question that must be refused is refused with a message and exit status 2', () => {
    const mustRefuse = [...results.values()].flat().filter((r) => r.c.expect_ok === false);
    expect(mustRefuse.length).toBeGreaterThan(0);
    for (const r of mustRefuse) expect(r.v.status, `${r.c.id}`).toBe('right');
  });
});
