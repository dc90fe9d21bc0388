/**
 * Benchmarks of the card compiler (issue 14): `cards.compile`, one op per card of the whole catalog
 * (the shared oracle file, or CARDS_FILE) compiled into a Scenario object — ops/s is cards compiled
 * per second; and `cards.compile.load`, loading that catalog from its file (streamed, joined, one
 * record per card) — its p50 is the load time. The compile table is the loaded catalog, so the two
 * share one load; the coverage it reaches is printed with the figures.
 */
import path from 'node:path';
import { compileCard } from '../cards/compile/index.ts';
import { loadCardFiles, splitCardFiles } from '../cards/load.ts';
import type { CardRecord } from '../cards/types.ts';
import type { BenchContext, BenchDefinition } from './harness.ts';
import { fileURLToPath } from 'node:url';

const ORACLE = fileURLToPath(new URL('../../../shared/data/cards/oracle-cards.json.gz', import.meta.url));

/** The card files: CARDS_FILE's English oracle files, or the shared oracle file (Japanese printings don't change what compiles). */
function oracleFiles(): string[] {
  const env = splitCardFiles(process.env['CARDS_FILE']).filter((f) => !/ja-printings/.test(f));
  return env.length > 0 ? env.map((f) => path.resolve(process.cwd(), f)) : [ORACLE];
}

async function load(): Promise<CardRecord[]> {
  const r = await loadCardFiles(oracleFiles());
  if (!r.ok) throw new Error(`cards.compile: ${r.error}; set CARDS_FILE to a Scryfall-format oracle file`);
  return r.value.cards;
}

function records(ctx: BenchContext): Promise<CardRecord[]> {
  return ctx.shared('cards.compile.records', load);
}

export const compileBenchmarks: BenchDefinition[] = [
  {
    name: 'cards.compile',
    description: 'compileCard over every card of the catalog, one op per card (ops/s = cards compiled per second)',
    async setup(ctx) {
      const cards = await records(ctx);
      const counts = { full: 0, partial: 0, none: 0 };
      for (const c of cards) counts[compileCard(c).status]++;
      return {
        cycle: cards.length,
        op: (i) => compileCard(cards[i % cards.length]!),
        notes: [`cards.compile: ${cards.length} cards — ${counts.full} fully modelled, ${counts.partial} partly, ${counts.none} not yet`],
      };
    },
    // One pass over the catalog is ~33,000 samples: warm up on one pass, measure one.
    sampling: { warmupCycles: 1, warmupMaxOps: 1, maxSamples: 1, minSamples: 1, minTimeMs: 0, maxTimeMs: 60_000 },
  },
  {
    name: 'cards.compile.load',
    description: 'loading the catalog from its file(s): streamed, parsed and joined into card records (one op = one whole load)',
    async setup(ctx) {
      await records(ctx);
      return {
        op: () => 0,
        asyncOp: () => load(),
        notes: [`cards.compile.load: ${oracleFiles().map((f) => path.basename(f)).join(', ')}`],
      };
    },
    sampling: { warmupCycles: 1, warmupMs: 0, warmupMaxOps: 1, maxSamples: 3, minSamples: 2, minTimeMs: 0, maxTimeMs: 60_000 },
  },
];
