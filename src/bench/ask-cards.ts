/**
 * `ask.cards` (issue 15 §8): /ask as a user meets it — questions naming cards (English names in
 * running text, Japanese with 《》), through the command itself with the app's services: the full
 * card catalog (the one cards.resolve uses), the card-name spotter, and the engine worker pool
 * (ENGINE_WORKERS, default one worker on two cores). Each sample is one question from text to the
 * rendered answer, the hand-off to the worker and back included. ask.resolve is the same without
 * card names and in-process.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ask } from '../../commands/ask.ts';
import { formatConfigErrors, loadConfig } from '../config.ts';
import { looksJapanese } from '../core/lang.ts';
import { createLogger } from '../logger.ts';
import { createServices } from '../services.ts';
import { cardFiles, catalog } from './cards.ts';
import { crFilePath } from './fixtures.ts';
import type { BenchDefinition } from './harness.ts';

/** Questions of the /ask acceptance tables that name cards, English and Japanese. */
const QUESTIONS: readonly string[] = [
  'I attack with Colossal Dreadmaw and my opponent blocks with Giant Spider. How much damage does my opponent take?',
  'Serra Angel attacks and is blocked by Giant Spider. What happens?',
  'Vampire Nighthawk blocks a 5/5. Does the 5/5 die?',
  'I control Glorious Anthem and Grizzly Bears. What is the power and toughness of Grizzly Bears?',
  "I cast Lightning Bolt targeting my opponent's 3/3. In response they give it +2/+2 until end of turn. Does it die?",
  '《セラの天使》が攻撃し、到達を持つ2/4にブロックされた。どうなりますか？',
  '対戦相手を対象に《Lightning Bolt》を唱える。対戦相手のライフは？',
  '対戦相手の3/3を対象に《Shock》を唱えた。3/3は死亡しますか？',
];

export const askCardBenchmarks: BenchDefinition[] = [
  {
    name: 'ask.cards',
    description: '/ask with card names (EN + JA) through the command, with the full card catalog, the card-name spotter and the engine worker pool',
    setup: async (ctx) => {
      const cards = await catalog(ctx);
      const dir = mkdtempSync(path.join(tmpdir(), 'stackwise-bench-ask-cards-'));
      process.once('exit', () => rmSync(dir, { recursive: true, force: true }));
      // The index the cards benchmarks built, reused (the same source files).
      const loaded = loadConfig({ CR_FILE: crFilePath(), CARDS_FILE: cardFiles().join(':'), CARDS_DB: cards.info.db ?? path.join(dir, 'cards.sqlite'), CACHE_DIR: dir, ...(process.env.ENGINE_WORKERS ? { ENGINE_WORKERS: process.env.ENGINE_WORKERS } : {}) });
      if (!loaded.ok) throw new Error(formatConfigErrors(loaded.errors));
      const services = createServices(loaded.config, createLogger({ level: 'error' }));
      process.once('exit', () => services.close());
      await services.prepare?.();
      const answerOne = async (q: string): Promise<number> => {
        const out = await ask.execute({ lang: looksJapanese(q) ? 'ja' : 'en', options: { question: q }, services, transport: 'cli' });
        if (!out.ok) throw new Error(`ask.cards: not answered (${out.error.code}): ${q}`);
        return JSON.stringify(out.data).length;
      };
      // Checked once before timing: every question answers.
      let chars = 0;
      for (const q of QUESTIONS) chars += await answerOne(q);
      return {
        op: () => 0,
        asyncOp: (i) => answerOne(QUESTIONS[i % QUESTIONS.length]!),
        cycle: QUESTIONS.length,
        labels: QUESTIONS.map((q) => q.slice(0, 60)),
        notes: [`ask.cards: ${QUESTIONS.length} questions naming cards (${QUESTIONS.filter(looksJapanese).length} Japanese), engine runs in the worker pool; ${chars} characters of JSON per pass`],
      };
    },
  },
];
