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
import fuzzysort from 'fuzzysort';
import UFuzzy from '@leeoniya/ufuzzy';
import { openCatalogFromFiles } from '../cards/open.ts';
import { splitCardFiles } from '../cards/load.ts';
import type { LocalCatalog } from '../cards/catalog.ts';
import { NameIndex } from '../cards/names.ts';
import { NearKeyIndex, maxDistance, nearKeySource } from '../cards/name-near.ts';
import { compactKey, hasJapanese, nameKey } from '../cards/normalize.ts';
import { NearestKeys } from './baseline-linear-names.ts';
import { createLogger } from '../logger.ts';
import { sharedData } from '../core/paths.ts';
import type { BenchCase, BenchContext, BenchDefinition } from './harness.ts';

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

export function cardFiles(): string[] {
  const env = splitCardFiles(process.env['CARDS_FILE']);
  return env.length > 0 ? env.map((f) => path.resolve(process.cwd(), f)) : DEFAULT_FILES;
}

export function catalog(ctx: BenchContext): Promise<LocalCatalog> {
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

interface FuseDoc {
  name: string;
  card: string;
}

/** Names that match no card at all (typed nonsense, a name from another game, a long sentence). */
export const NO_MATCH_QUERIES: readonly string[] = [
  'Qwxyzzt Vormbl', 'zzzzzzzz', 'the quick brown fox jumps over the lazy dog', 'Pikachu', 'Bulbasaur Thunderbolt Special',
  'xylophone quartet', 'ぴかちゅう', '存在しないカード名', 'Kqpx', 'Mxyzptlk the Fifth Dimensional Imp',
];

/** Slips of real names (one to three edits), for the near-key search alone. */
export const NEAR_TYPOS: readonly string[] = ['Grizly Bears', 'Lightnig Blot', 'Colosal Dredmaw', 'Ulamog the Ceaseles Hungr', 'Jace the Mnd Sculptr', 'Tarmogyof', 'セラの天死', '血染めの付き'];

/** Partial names as typed into /card and /combat autocomplete. */
export const AUTOCOMPLETE_TYPED: readonly string[] = ['', 'g', 'gr', 'griz', 'Grizzly B', 'light', 'bolt', 'Serra', 'tef', '灰色', 'セラ', 'zzq', 'Colossal D', 'fire //', 'jace'];

function fuseDocs(c: LocalCatalog): FuseDoc[] {
  const docs: FuseDoc[] = [];
  for (const n of c.index.names()) if (n.card >= 0) docs.push({ name: n.name, card: c.index.card(n.card)!.name });
  return docs;
}

export const cardBenchmarks: BenchDefinition[] = [
  {
    name: 'cards.resolve',
    group: ['cards.resolve.fuse', 'cards.resolve.fuzzysort', 'cards.resolve.ufuzzy'],
    description: `LocalCatalog name resolution over the full catalog (exact -> prefix -> fuzzy, EN/JA), one op per query of a ${CARD_QUERIES.length}-query table; interleaved with fuse.js, fuzzysort and uFuzzy over the same names (top 5)`,
    async setup(ctx) {
      const c = await catalog(ctx);
      const kinds = { found: 0, ambiguous: 0, none: 0 };
      const how: Record<string, number> = {};
      for (const q of CARD_QUERIES) {
        const r = c.resolve(q);
        kinds[r.kind]++;
        if (r.kind === 'found') how[r.match.how] = (how[r.match.how] ?? 0) + 1;
      }
      c.index.warm();
      const docs = fuseDocs(c);
      const names = docs.map((d) => d.name);
      const t0 = process.hrtime.bigint();
      const options = { keys: ['name'], threshold: 0.4, ignoreLocation: true, includeScore: true };
      const fuse = new Fuse(docs, options, Fuse.createIndex(options.keys, docs));
      const t1 = process.hrtime.bigint();
      const prepared = names.map((n) => fuzzysort.prepare(n));
      const t2 = process.hrtime.bigint();
      const uf = new UFuzzy({ intraMode: 1 });
      const agree = { fuse: 0, fuzzysort: 0, ufuzzy: 0 };
      const topOf = (q: string) => ({
        fuse: fuse.search(q, { limit: 1 })[0]?.item.card ?? 'none',
        fuzzysort: ((r) => (r ? (docs[names.indexOf(r.target)]?.card ?? 'none') : 'none'))(fuzzysort.go(q, prepared, { limit: 1 })[0]),
        ufuzzy: ufuzzyTop(uf, names, q, 1)[0] !== undefined ? docs[ufuzzyTop(uf, names, q, 1)[0]!]!.card : 'none',
      });
      for (const q of CARD_QUERIES) {
        const r = c.resolve(q);
        const mine = r.kind === 'found' ? r.card.name : r.kind;
        const theirs = topOf(q);
        for (const k of ['fuse', 'fuzzysort', 'ufuzzy'] as const) if (theirs[k] === mine) agree[k]++;
      }
      const n = CARD_QUERIES.length;
      return {
        cycle: n,
        labels: CARD_QUERIES,
        ops: [
          (i: number) => c.index.resolve(CARD_QUERIES[i % n]!),
          (i: number) => fuse.search(CARD_QUERIES[i % n]!, { limit: 5 }),
          (i: number) => fuzzysort.go(CARD_QUERIES[i % n]!, prepared, { limit: 5 }),
          (i: number) => ufuzzyTop(uf, names, CARD_QUERIES[i % n]!, 5),
        ],
        // fuse.js leaves megabytes of garbage per query: each op starts with the young generation
        // collected, so its scavenge is not charged to whichever op comes next (harness.ts).
        nursery: true,
        notes: [
          `cards.resolve: ${kinds.found} found (${Object.entries(how)
            .map(([k, v]) => `${v} ${k}`)
            .join(', ')}), ${kinds.ambiguous} ambiguous (did you mean), ${kinds.none} none`,
          `cards.resolve baselines: ${docs.length} names; fuse.js index ${(Number(t1 - t0) / 1e6).toFixed(0)} ms, fuzzysort prepare ${(Number(t2 - t1) / 1e6).toFixed(0)} ms; same single answer as ours: fuse ${agree.fuse}/${n}, fuzzysort ${agree.fuzzysort}/${n}, uFuzzy ${agree.ufuzzy}/${n}`,
        ],
      } as unknown as BenchCase;
    },
    // fuse.js scans every name per query: tens of ms per op, so fewer samples.
    sampling: { warmupMaxOps: 50, minSamples: 100, maxSamples: 500, minTimeMs: 1_500, maxTimeMs: 12_000 },
  },
  {
    name: 'cards.resolve.none',
    group: ['cards.resolve.none.scan'],
    description: `LocalCatalog.resolve of ${NO_MATCH_QUERIES.length} names that match no card (the fuzzy search runs to its end: near keys by NearKeyIndex); interleaved with the same resolve finding near keys by a scan of every key in reach (the search before the index, bench/baseline-linear-names.ts)`,
    async setup(ctx) {
      const c = await catalog(ctx);
      c.index.warm();
      const scanned = new NameIndex(c.index.layout, [], (l) => new NearestKeys(l));
      scanned.warm();
      const found = NO_MATCH_QUERIES.filter((q) => c.resolve(q).kind === 'found');
      const differ = NO_MATCH_QUERIES.filter((q) => JSON.stringify(c.index.resolve(q)) !== JSON.stringify(scanned.resolve(q)));
      const n = NO_MATCH_QUERIES.length;
      return {
        cycle: n,
        labels: NO_MATCH_QUERIES,
        ops: [(i: number) => c.index.resolve(NO_MATCH_QUERIES[i % n]!), (i: number) => scanned.resolve(NO_MATCH_QUERIES[i % n]!)],
        notes: [
          ...(found.length > 0 ? [`cards.resolve.none: these did resolve to a card: ${found.join(', ')}`] : []),
          differ.length > 0 ? `cards.resolve.none: the index and the scan answered differently for: ${differ.join(', ')}` : `cards.resolve.none: the index and the scan answered alike for all ${n}`,
        ],
      } as unknown as BenchCase;
    },
  },
  {
    name: 'cards.near',
    group: ['cards.near.scan'],
    description: `The near-key search alone (the fuzzy step's edit-distance part), for the compact keys of ${NO_MATCH_QUERIES.length} names that match no card and ${NEAR_TYPOS.length} slips of real names: NearKeyIndex interleaved with the scan of every key in reach`,
    async setup(ctx) {
      const c = await catalog(ctx);
      const layout = c.index.layout;
      const t0 = process.hrtime.bigint();
      const index = new NearKeyIndex(nearKeySource(layout));
      const built = Number(process.hrtime.bigint() - t0) / 1e6;
      // What the catalog does instead: its entries as the card index keeps them, checked and taken (issue 15 §5).
      const t1 = process.hrtime.bigint();
      const kept = new NearKeyIndex(nearKeySource(layout), index.parts());
      const restored = Number(process.hrtime.bigint() - t1) / 1e6;
      const scan = new NearestKeys(layout);
      scan.warm();
      const queries = [...NO_MATCH_QUERIES, ...NEAR_TYPOS].map((typed) => {
        const q = compactKey(nameKey(typed));
        const japanese = hasJapanese(q);
        return { q, japanese, max: maxDistance(q.length, japanese) };
      });
      const run = (finder: { find: NearKeyIndex['find'] }, i: number): number => {
        const { q, japanese, max } = queries[i % queries.length]!;
        let sum = 0;
        finder.find(q, japanese, max, (k, d) => (sum += k + d));
        return sum;
      };
      const differ = queries.filter((_, i) => run(index, i) !== run(scan, i)).map((x) => x.q);
      return {
        cycle: queries.length,
        labels: [...NO_MATCH_QUERIES, ...NEAR_TYPOS],
        ops: [(i: number) => run(index, i), (i: number) => run(scan, i)],
        notes: [
          `cards.near: NearKeyIndex over ${layout.exactCompact.size} compact keys, ${index.size} segment entries, built in ${built.toFixed(0)} ms; from the entries the card index keeps, checked in ${restored.toFixed(0)} ms (${kept.stored ? 'taken' : 'refused: built again'}); the catalog's own was ${(c.index.nearest() as NearKeyIndex).stored ? 'read from its card index' : 'built'}`,
          differ.length > 0 ? `cards.near: the index and the scan found different keys for: ${differ.join(', ')}` : `cards.near: the index and the scan found the same keys for all ${queries.length}`,
        ],
      } as unknown as BenchCase;
    },
  },
  {
    name: 'cards.autocomplete',
    description: `LocalCatalog.complete (25 choices) for ${AUTOCOMPLETE_TYPED.length} partial names (EN/JA, empty, no match)`,
    async setup(ctx) {
      const c = await catalog(ctx);
      c.index.warm();
      return {
        cycle: AUTOCOMPLETE_TYPED.length,
        labels: AUTOCOMPLETE_TYPED.map((t) => JSON.stringify(t)),
        op: (i) => c.complete(AUTOCOMPLETE_TYPED[i % AUTOCOMPLETE_TYPED.length]!, 25),
      };
    },
  },
];

/** uFuzzy's ranked indexes into `names` (the first `limit`). */
function ufuzzyTop(uf: UFuzzy, names: string[], q: string, limit: number): number[] {
  const [idxs, info, order] = uf.search(names, q, 0, 1e3);
  if (!idxs) return [];
  if (!info || !order) return idxs.slice(0, limit);
  return order.slice(0, limit).map((o) => info.idx[o]!);
}
