/**
 * Shared set-up for the /combat and /layers tests: services on the current CR and the 57-card
 * sample catalog, and runners for a command through runLine (the CLI/console path) or through
 * `execute` with another transport.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadConfig } from '../../src/config.ts';
import { createLogger } from '../../src/logger.ts';
import { createServices } from '../../src/services.ts';
import type { Services } from '../../src/services.ts';
import { runLine } from '../../src/run-command.ts';
import type { ParsedLine, RunResult } from '../../src/run-command.ts';
import type { CommandOutcome } from '../../src/app/command.ts';
import type { Lang } from '../../src/core/lang.ts';
import type { ReplyPage } from '../../src/core/reply.ts';
import { CURRENT_CR_PATH } from '../helpers/data.ts';

export const SAMPLE_CARDS = fileURLToPath(new URL('../../../shared/data/cards/sample.json', import.meta.url));
export const JAPANESE = /[\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff]/u;
export const LIVE_MENTION = /@(?:everyone|here)\b|<(?:@[!&]?|#)\d/i;
export const STACK = /^\s+at\s|node:internal|Error:\s/m;

export interface Harness {
  services: Services;
  close(): void;
}

export function openHarness(prefix: string, opts: { cards?: boolean } = {}): Harness {
  const cacheDir = mkdtempSync(path.join(tmpdir(), prefix));
  const loaded = loadConfig({ CR_FILE: CURRENT_CR_PATH, CACHE_DIR: cacheDir, ...(opts.cards === false ? {} : { CARDS_FILE: SAMPLE_CARDS }) });
  if (!loaded.ok) throw new Error(`test config: ${JSON.stringify(loaded.errors)}`);
  const services = createServices(loaded.config, createLogger({ level: 'silent' }));
  return {
    services,
    close() {
      services.close();
      rmSync(cacheDir, { recursive: true, force: true });
    },
  };
}

/** Runs `command` with its positional text (inline `name:` options allowed) as the CLI would, --json. */
export function runText(services: Services, command: string, text: string, opts: { lang?: Lang; named?: Record<string, string> } = {}): Promise<RunResult> {
  const parsed: ParsedLine = { command, positional: text, flags: { json: true, examples: false, help: false, ...(opts.lang ? { lang: opts.lang } : {}) }, named: opts.named ?? {}, badFlags: [] };
  return runLine(parsed, services, 'cli');
}

export function okData(o: CommandOutcome): Record<string, unknown> {
  if (!o.ok) throw new Error(`expected ok, got ${o.error.code}: ${o.error.message}`);
  return o.data;
}

export interface FinalObject {
  name: string;
  zone: string;
  controller: string;
  power: number | null;
  toughness: number | null;
  damage: number;
  keywords: string[];
  types: string[];
  colors: string[];
  counters: Record<string, number>;
}

export function finalOf(data: Record<string, unknown>): { players: { id: string; life: number; poison: number }[]; objects: FinalObject[] } {
  return data.final as { players: { id: string; life: number; poison: number }[]; objects: FinalObject[] };
}

export function rulesCited(data: Record<string, unknown>): Set<string> {
  return new Set((data.steps as { rules: string[] }[]).flatMap((s) => s.rules));
}

/** Discord's embed limits for one page. */
export function limitProblems(p: ReplyPage): string[] {
  const out: string[] = [];
  const fields = p.fields ?? [];
  if (p.title.length === 0 || p.title.length > 256) out.push(`title length ${p.title.length}`);
  if (p.description.length > 4096) out.push(`description length ${p.description.length}`);
  if (fields.length > 25) out.push(`${fields.length} fields`);
  const total = p.title.length + p.description.length + (p.footer?.length ?? 0) + fields.reduce((s, f) => s + f.name.length + f.value.length, 0);
  if (total > 6000) out.push(`total ${total}`);
  return out;
}
