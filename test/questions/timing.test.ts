/**
 * Timing questions (issue 12, 11): "can I cast X now / during combat / on my opponent's turn / in
 * response", "can it attack on my next turn", 「相手の終了ステップに〜を唱えられますか」. Each is a probe
 * tried in the engine at the moment the question names; the expected verdicts and rule numbers are
 * written here from the rules (117.1a, 304.1, 302.1, 303.1, 307.1, 302.6, 605.3a), not taken from
 * the engine's output. Words that say when but are not read as a moment, and questions that ask for
 * more than yes or no ("When can I …?"), are refused rather than answered at the wrong moment.
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

let cacheDir = '';
let services: Services;

beforeAll(async () => {
  await japaneseTokenizer();
  cacheDir = mkdtempSync(path.join(tmpdir(), 'stackwise-timing-'));
  const loaded = loadConfig({ CR_FILE: CURRENT_CR_PATH, CACHE_DIR: cacheDir, CARDS_FILE: SAMPLE });
  if (!loaded.ok) throw new Error(`test config: ${JSON.stringify(loaded.errors)}`);
  services = createServices(loaded.config, createLogger({ level: 'silent' }));
}, 120_000);

afterAll(() => {
  services.close();
  rmSync(cacheDir, { recursive: true, force: true });
});

type Out = { ok: true; verdict: 'yes' | 'no' | null; understood: string; rules: Set<string> } | { ok: false; code: string; message: string };

/** The /ask command's answer, as the CLI gets it (sample.json is the card catalog). */
async function asked(q: string): Promise<Out> {
  const lang: Lang = looksJapanese(q) ? 'ja' : 'en';
  const out = await ask.execute({ lang, options: { question: q }, services, transport: 'cli' });
  if (!out.ok) return { ok: false, code: out.error.code, message: out.error.message };
  const d = out.data as unknown as { verdict: 'yes' | 'no' | null; understood: string; steps: { rules: string[] }[] };
  return { ok: true, verdict: d.verdict, understood: d.understood, rules: new Set(d.steps.flatMap((s) => s.rules)) };
}

interface Row {
  q: string;
  verdict: 'yes' | 'no';
  /** Rule numbers the answer must cite. */
  rules: string[];
  /** Words the restatement must contain (the moment as understood). */
  understood?: string;
}

const ANSWERED: Row[] = [
  // Instants: any time the player has priority (117.1a, 304.1).
  { q: "Can I cast Giant Growth during my opponent's end step?", verdict: 'yes', rules: ['117.1a', '304.1'], understood: "the opponent's end step" },
  { q: "Can I cast Shock on my opponent's turn?", verdict: 'yes', rules: ['117.1a', '304.1'], understood: "the opponent's turn" },
  { q: "Am I able to cast Lightning Bolt during my opponent's upkeep?", verdict: 'yes', rules: ['304.1'], understood: "the opponent's upkeep" },
  { q: "could I cast Sorin's Thirst during combat on my opponent's turn?", verdict: 'yes', rules: ['304.1'], understood: "combat on the opponent's turn" },
  { q: 'My opponent casts Lightning Bolt targeting my Grizzly Bears. Can I respond with Giant Growth?', verdict: 'yes', rules: ['117.1a', '304.1'] },
  // Sorceries and permanents: own main phase, stack empty (307.1, 302.1, 303.1).
  { q: 'Can I cast Wrath of God during combat?', verdict: 'no', rules: ['117.1a', '307.1'] },
  { q: 'Could I cast Pyroclasm during my upkeep?', verdict: 'no', rules: ['307.1'], understood: 'your upkeep' },
  { q: "Can I cast Wrath of God at the end of my opponent's turn?", verdict: 'no', rules: ['307.1'], understood: "the opponent's end step" },
  { q: 'My opponent casts Shock targeting my Grizzly Bears. Can I cast Pyroclasm in response?', verdict: 'no', rules: ['307.1'] },
  { q: 'Can my opponent cast Grizzly Bears during my turn?', verdict: 'no', rules: ['302.1'] },
  { q: 'Can I cast Glorious Anthem in my draw step?', verdict: 'no', rules: ['303.1'], understood: 'draw step' },
  { q: "Can I cast Pyroclasm during my opponent's combat?", verdict: 'no', rules: ['307.1'] },
  { q: 'Can I cast Grizzly Bears in my second main phase?', verdict: 'yes', rules: ['117.1a'], understood: 'second main phase' },
  // Summoning sickness ends when its controller's next turn begins (302.6, 500.1).
  { q: 'I cast Grizzly Bears. Can it attack on my next turn?', verdict: 'yes', rules: ['302.6'] },
  // Japanese.
  { q: '相手の終了ステップに《Giant Growth》を唱えられますか？', verdict: 'yes', rules: ['117.1a', '304.1'], understood: '終了ステップ' },
  { q: '戦闘中に《Wrath of God》を唱えられる？', verdict: 'no', rules: ['307.1'] },
  { q: '相手のターンに《Pyroclasm》を唱えることはできますか？', verdict: 'no', rules: ['307.1'] },
  { q: '自分のアップキープに《Shock》を唱えられますか？', verdict: 'yes', rules: ['304.1'], understood: 'アップキープ' },
];

const REFUSED: { q: string; code: string }[] = [
  // A question word asks for more than yes or no.
  { q: 'When can I cast Wrath of God?', code: 'not_understood' },
  { q: 'Can I cast Giant Growth at any point during combat?', code: 'not_understood' },
  // A word no lexicon knows next to the spell may be part of its name: not read as a plain Giant.
  { q: 'Can I cast a Giant Blorpus during my opponent\'s end step?', code: 'unknown_card' },
  { q: 'How can I cast Pyroclasm during combat?', code: 'not_understood' },
  // "after combat" / "before combat" may be read as a main phase or as a point inside combat: not guessed.
  { q: 'Can I cast Pyroclasm after combat?', code: 'not_understood' },
  { q: 'Can I cast Demonic Tutor before combat?', code: 'not_understood' },
  // Responding with nothing on the stack: what it responds to is asked for.
  { q: 'Can I cast Giant Growth in response?', code: 'needs_detail' },
];

describe('GIVEN a question whether a spell can be cast at a point of the turn', () => {
  it.each(ANSWERED)('THEN "$q" is answered $verdict citing $rules', async (row) => {
    const r = await asked(row.q);
    if (!r.ok) throw new Error(`${r.code}: ${r.message}`);
    expect(r.verdict).toBe(row.verdict);
    for (const rule of row.rules) expect(r.rules, rule).toContain(rule);
    if (row.understood) expect(r.understood).toContain(row.understood);
  });
  it.each(REFUSED)('THEN "$q" is refused ($code), never answered at another moment', async (row) => {
    const r = await asked(row.q);
    expect(r.ok ? `answered: ${r.verdict}` : r.code).toBe(row.code);
  });
});
