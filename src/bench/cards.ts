/**
 * Benchmarks of the card catalog (issue 6): `cards.resolve`, name resolution over the full
 * 35k-card catalog (the shared oracle-cards + ja-printings files, or CARDS_FILE), one op per query
 * of a table of ~50 realistic lookups (exact, lower-case, punctuation, typos, Japanese, prefixes);
 * and `cards.resolve.fuse`, the same lookups with fuse.js over the same names, in the same run.
 * The index is built once into a temporary SQLite file (not timed; its build time is reported).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fuse from 'fuse.js';
import { openCatalogFromFiles } from '../cards/open.ts';
import { splitCardFiles } from '../cards/load.ts';
import type { LocalCatalog } from '../cards/catalog.ts';
import { createLogger } from '../logger.ts';
import { sharedData } from '../core/paths.ts';
import type { BenchContext, BenchDefinition } from './harness.ts';

const DATA = sharedData('cards');
const DEFAULT_FILES = [path.join(DATA, 'oracle-cards.json.gz'), path.join(DATA, 'ja-printings.json.gz')];

/** Realistic /card lookups: exact names, as typed (case, punctuation, accents), typos, Japanese, prefixes. */
export const CARD_QUERIES: readonly string[] = [
  // Exact.
  'Grizzly Bears', 'Lightning Bolt', 'Serra Angel', 'Colossal Dreadmaw', 'Doubling Season',
  'Teferi, Time Raveler', 'Fire // Ice', 'Bonecrusher Giant', 'Humility', 'Blood Moon',
  // As typed: lower case, no punctuation, no accents.
  'grizzly bears', 'lightning bolt', 'sorins thirst', 'ach hans run', 'lim duls vault',
  'jotun grunt', 'aether vial', 'teferi time raveler', 'vampire nighthawk', 'colossus hammer',
  // Typos, word order, missing words.
  'Grizly Bears', 'Lightening Bolt', 'Serra Angle', 'Colossal Dredmaw', 'Doubling Seasn',
  'Vampire Nighthwak', 'Furnace of Rth', 'Glorius Anthem', 'bolt lightning', 'Time Raveler', 'Hans Run',
  // Japanese.
  '灰色熊', '《灰色熊》', '稲妻', 'セラの天使', '神の怒り', '血染めの月', '《稲妻/Lightning Bolt》',
  '砕骨の巨人', 'パッチワークノーム', '世界魂の代弁者、ニッサ', '巨大な戦慄大口',
  // Prefixes (unique or ambiguous).
  'Colossal Dread', 'Bonecrusher', 'Vampire Night', 'Platinum Ang', 'Lightning B', 'Delver', 'Serra', '灰色',
];

function cardFiles(): string[] {
  const env = splitCardFiles(process.env['CARDS_FILE']);
  return env.length > 0 ? env.map((f) => path.resolve(process.cwd(), f)) : DEFAULT_FILES;
}

function catalog(ctx: BenchContext): Promise<LocalCatalog> {
  return ctx.shared('cards.catalog', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'stackwise-bench-cards-'));
    process.once('exit', () => rmSync(dir, { recursive: true, force: true }));
    const t0 = process.hrtime.bigint();
    const r = await openCatalogFromFiles(cardFiles(), 'file', { dbPath: path.join(dir, 'cards.sqlite'), logger: createLogger({ level: 'silent' }) });
    if (!r.ok) throw new Error(`cards: ${r.error}; set CARDS_FILE to Scryfall-format card files`);
    const ms = Number(process.hrtime.bigint() - t0) / 1e6;
    ctx.info(`cards: ${r.value.size} cards, ${r.value.info.names} names (${r.value.info.japaneseNames} Japanese); index built in ${ms.toFixed(0)} ms (${r.value.info.backend})`);
    return r.value;
  });
}

/** What our resolver answers for a query, as a comparable string. */
function ours(c: LocalCatalog, q: string): string {
  const r = c.resolve(q);
  return r.kind === 'found' ? r.card.name : r.kind;
}

interface FuseDoc {
  name: string;
  card: string;
}

export const cardBenchmarks: BenchDefinition[] = [
  {
    name: 'cards.resolve',
    description: `LocalCatalog.resolve over the full catalog (exact -> prefix -> fuzzy, EN/JA), one op per query of a ${CARD_QUERIES.length}-query table`,
    async setup(ctx) {
      const c = await catalog(ctx);
      const kinds = { found: 0, ambiguous: 0, none: 0 };
      const how: Record<string, number> = {};
      for (const q of CARD_QUERIES) {
        const r = c.resolve(q);
        kinds[r.kind]++;
        if (r.kind === 'found') how[r.match.how] = (how[r.match.how] ?? 0) + 1;
      }
      // The deletion index of fuzzy word matching is built on first use: build it before timing.
      c.resolve('warm up the fuzzy index');
      return {
        cycle: CARD_QUERIES.length,
        labels: CARD_QUERIES,
        op: (i) => c.index.resolve(CARD_QUERIES[i % CARD_QUERIES.length]!),
        notes: [
          `cards.resolve: ${kinds.found} found (${Object.entries(how)
            .map(([k, v]) => `${v} ${k}`)
            .join(', ')}), ${kinds.ambiguous} ambiguous (did you mean), ${kinds.none} none`,
        ],
      };
    },
  },
  {
    name: 'cards.resolve.fuse',
    description: 'fuse.js (threshold 0.4, ignoreLocation) over the same names (English, faces, Japanese), same queries, top hit',
    async setup(ctx) {
      const c = await catalog(ctx);
      const docs: FuseDoc[] = [];
      for (const n of c.index.names()) if (n.card >= 0) docs.push({ name: n.name, card: c.index.card(n.card)!.name });
      const t0 = process.hrtime.bigint();
      const options = { keys: ['name'], threshold: 0.4, ignoreLocation: true, includeScore: true };
      const fuse = new Fuse(docs, options, Fuse.createIndex(options.keys, docs));
      const buildMs = Number(process.hrtime.bigint() - t0) / 1e6;
      let same = 0;
      const differ: string[] = [];
      for (const q of CARD_QUERIES) {
        const top = fuse.search(q, { limit: 1 })[0]?.item.card ?? 'none';
        const mine = ours(c, q);
        if (top === mine) same++;
        else if (mine !== 'ambiguous') differ.push(`${JSON.stringify(q)}: ours ${mine}, fuse ${top}`);
      }
      return {
        cycle: CARD_QUERIES.length,
        labels: CARD_QUERIES,
        op: (i) => fuse.search(CARD_QUERIES[i % CARD_QUERIES.length]!, { limit: 5 }),
        notes: [
          `cards.resolve.fuse: ${docs.length} names indexed in ${buildMs.toFixed(0)} ms; same card as cards.resolve for ${same}/${CARD_QUERIES.length} queries`,
          ...(differ.length > 0 ? [`cards.resolve.fuse: where a single answer differs: ${differ.slice(0, 12).join('; ')}`] : []),
        ],
      };
    },
    // fuse.js scans every name per query: tens of ms per op, so fewer samples.
    sampling: { warmupMaxOps: 50, minSamples: 50, maxSamples: 500, minTimeMs: 1_500, maxTimeMs: 12_000 },
  },
];
