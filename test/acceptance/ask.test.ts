/**
 * /ask acceptance table (issue 6 §3): every question goes through the real command handler (the
 * path the CLI takes: parse -> Scenario -> runScenario -> render), and its JSON data is compared
 * with the row's hand-written expectations: verdict, life totals, objects (zone, P/T, damage,
 * keywords, colors, types, counters), cited rules, and the restatement first.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.ts';
import { createLogger } from '../../src/logger.ts';
import { createServices } from '../../src/services.ts';
import type { Services } from '../../src/services.ts';
import type { Lang } from '../../src/core/lang.ts';
import { looksJapanese } from '../../src/core/lang.ts';
import { ask } from '../../commands/ask.ts';
import { japaneseTokenizer } from '../../src/language/ja/kuromoji.ts';
import { CURRENT_CR_PATH } from '../helpers/data.ts';
import { SAMPLE } from '../cards/helpers.ts';
import { ASK_CARD_QUESTIONS, ASK_QUESTIONS, ASK_QUESTIONS_JA } from './tables/ask-questions.ts';
import type { AskRow } from './tables/ask-questions.ts';

let cacheDir = '';
let services: Services;

// The Japanese tokeniser's dictionary loads once per process; here, before the first Japanese row.
beforeAll(async () => {
  await japaneseTokenizer();
}, 120_000);

beforeAll(() => {
  cacheDir = mkdtempSync(path.join(tmpdir(), 'stackwise-ask-'));
  const loaded = loadConfig({ CR_FILE: CURRENT_CR_PATH, CACHE_DIR: cacheDir, CARDS_FILE: SAMPLE });
  if (!loaded.ok) throw new Error(`test config: ${JSON.stringify(loaded.errors)}`);
  services = createServices(loaded.config, createLogger({ level: 'silent' }));
});

afterAll(() => {
  services.close();
  rmSync(cacheDir, { recursive: true, force: true });
});

interface FinalObject {
  name: string;
  zone: string;
  power: number | null;
  toughness: number | null;
  damage: number;
  keywords: string[];
  types: string[];
  colors: string[];
  counters: Record<string, number>;
}

interface AskData {
  lang: Lang;
  understood: string;
  answer: string;
  verdict: 'yes' | 'no' | null;
  steps: { rules: string[]; text: string }[];
  final: { players: { id: string; life: number; poison: number }[]; objects: FinalObject[] };
}

async function askData(q: string): Promise<AskData> {
  const lang: Lang = looksJapanese(q) ? 'ja' : 'en';
  const out = await ask.execute({ lang, options: { question: q }, services, transport: 'cli' });
  if (!out.ok) throw new Error(`not answered: ${out.error.code}: ${out.error.message}`);
  return out.data as unknown as AskData;
}

/** The row's expectations next to the same fields of the answer, for a readable diff. */
function check(row: AskRow, d: AskData): void {
  const ja = looksJapanese(row.q);
  expect(d.understood.startsWith(ja ? '質問を次のように理解しました：' : 'I understood your question as: ')).toBe(true);
  if (row.verdict !== undefined) expect(d.verdict).toBe(row.verdict);
  for (const [id, life] of Object.entries(row.life ?? {})) {
    expect({ player: id, life: d.final.players.find((p) => p.id === id)?.life }).toEqual({ player: id, life });
  }
  for (const [name, e] of Object.entries(row.objects ?? {})) {
    const o = d.final.objects.find((x) => x.name === name);
    expect(o, `object "${name}" among ${d.final.objects.map((x) => x.name).join(' | ')}`).toBeDefined();
    if (!o) continue;
    const got: Record<string, unknown> = {};
    const want: Record<string, unknown> = {};
    if (e.zone !== undefined) [got.zone, want.zone] = [o.zone, e.zone];
    if (e.power !== undefined) [got.power, want.power] = [o.power, e.power];
    if (e.toughness !== undefined) [got.toughness, want.toughness] = [o.toughness, e.toughness];
    if (e.damage !== undefined) [got.damage, want.damage] = [o.damage, e.damage];
    if (e.colors !== undefined) [got.colors, want.colors] = [[...o.colors].sort(), [...e.colors].sort()];
    if (e.types !== undefined) [got.types, want.types] = [[...o.types].sort(), [...e.types].sort()];
    if (e.counters !== undefined) [got.counters, want.counters] = [o.counters, e.counters];
    for (const k of e.keywords ?? []) [got[`has ${k}`], want[`has ${k}`]] = [o.keywords.includes(k), true];
    for (const k of e.without ?? []) [got[`has ${k}`], want[`has ${k}`]] = [o.keywords.includes(k), false];
    expect({ name, ...got }).toEqual({ name, ...want });
  }
  const cited = new Set(d.steps.flatMap((s) => s.rules));
  for (const r of row.rules) expect(cited.has(r), `rule ${r} cited (cited: ${[...cited].join(', ')})`).toBe(true);
  for (const s of row.says ?? []) expect(d.answer).toContain(s);
}

const ALL = [...ASK_QUESTIONS, ...ASK_QUESTIONS_JA, ...ASK_CARD_QUESTIONS];

describe('GIVEN the /ask question table', () => {
  it('THEN it has at least 150 questions, a third of them in Japanese, covering every category', () => {
    expect(ALL.length).toBeGreaterThanOrEqual(150);
    expect(ALL.filter((r) => looksJapanese(r.q)).length).toBeGreaterThanOrEqual(Math.ceil(ALL.length / 3));
    const cats = new Set(ALL.map((r) => r.cat));
    for (const c of ['combat', 'pt', 'yesno', 'dies', 'damage', 'cards', 'casting'] as const) expect(cats.has(c), c).toBe(true);
    // Every row asserts something about the engine's result, and cites rules.
    for (const r of ALL) {
      expect(r.rules.length, r.q).toBeGreaterThan(0);
      expect(r.verdict !== undefined || r.life !== undefined || r.objects !== undefined, r.q).toBe(true);
    }
  });

  describe.each(ALL.map((r) => [r.q, r] as const))('GIVEN %s', (_q, row) => {
    it('THEN the answer restates it and matches the expected outcome', async () => {
      check(row, await askData(row.q));
    });
  });
});
