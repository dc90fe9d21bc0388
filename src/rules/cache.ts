/**
 * The rules knowledge cached on disk (issue 15 §2): the parsed CR (and its Japanese translation),
 * the search postings and the resolved glossary references, each in its own file under
 * CACHE_DIR/rules/<key>/, where <key> hashes the CR text(s) and the code version (the contents of
 * src/rules, so a change to the parser, the search or the glossary never reads an older cache).
 * Each part is written when it is first built and read back on later starts; a part that can't be
 * read or doesn't hold together is built again and rewritten (with one warning), and a cache
 * folder that can't be written is simply not used. Nothing here ever throws to the caller.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { CrDocument, GlossaryEntry, RuleNode } from './parse.ts';
import type { Postings } from './search-index.ts';
import type { CachedResolution } from './terms.ts';
import { writeFileAtomic } from '../core/write-atomic.ts';

/** Set by the build (src/build/build.mjs): the hash of src/rules at build time. */
declare const __STACKWISE_RULES_CODE__: string | undefined;

/** Bumped when the layout of the cache files changes (the code version covers everything else). */
const FORMAT = 1;

export interface CacheLogger {
  warn(obj: object, msg: string): void;
}

let sourceVersion: string | null = null;

/** The code version: fixed by the build, or (running from source) hashed from src/rules now. */
export function rulesCodeVersion(): string {
  if (typeof __STACKWISE_RULES_CODE__ === 'string') return __STACKWISE_RULES_CODE__;
  if (sourceVersion) return sourceVersion;
  const root = path.dirname(fileURLToPath(import.meta.url));
  const files: string[] = [];
  const walk = (dir: string): void => {
    for (const d of readdirSync(dir, { withFileTypes: true })) {
      const p = path.join(dir, d.name);
      if (d.isDirectory()) walk(p);
      else if (d.isFile()) files.push(p);
    }
  };
  walk(root);
  files.sort();
  const h = createHash('sha256');
  for (const f of files) h.update(path.relative(root, f)).update('\0').update(readFileSync(f)).update('\0');
  sourceVersion = `src-${h.digest('hex').slice(0, 16)}`;
  return sourceVersion;
}

export type CachePart = 'cr' | 'search' | 'terms';

/** The writes started and not yet finished (whether they succeed or not). */
const writing = new Set<Promise<void>>();

/** Resolves once every cache write started so far has finished (tests wait for them). */
export async function cacheWritesSettled(): Promise<void> {
  while (writing.size > 0) await Promise.all([...writing]);
}

/** One CR edition's cache folder: parts read and written by name. */
export class RulesCache {
  readonly dir: string;
  private broken = false;

  constructor(
    root: string,
    readonly key: string,
    private readonly logger?: CacheLogger,
  ) {
    this.dir = path.join(root, 'rules', key);
  }

  /** The cache of these CR texts with this code, under `cacheDir`. */
  static of(cacheDir: string, enText: string, jaText: string | null, logger?: CacheLogger): RulesCache {
    const key = createHash('sha256')
      .update(`${FORMAT}\0${rulesCodeVersion()}\0`)
      .update(enText)
      .update('\0')
      .update(jaText ?? '')
      .digest('hex')
      .slice(0, 24);
    return new RulesCache(cacheDir, key, logger);
  }

  /** A part as written, checked by `check`; null when absent or damaged (then it will be rebuilt). */
  read<T>(part: CachePart, check: (value: unknown) => T | null): T | null {
    let text: string;
    try {
      text = readFileSync(path.join(this.dir, `${part}.json`), 'utf8');
    } catch {
      return null; // not cached yet
    }
    try {
      const value = check(JSON.parse(text));
      if (value !== null) return value;
    } catch {
      // fall through: damaged
    }
    this.logger?.warn({ file: path.join(this.dir, `${part}.json`) }, 'rules cache file damaged; rebuilding it');
    return null;
  }

  /** Whether a part's file is there (whole or not: read() tells). */
  has(part: CachePart): boolean {
    return existsSync(path.join(this.dir, `${part}.json`));
  }

  /** Writes a part in the background (atomically); a cache that can't be written is left alone. */
  write(part: CachePart, value: unknown): void {
    if (this.broken) return;
    const file = path.join(this.dir, `${part}.json`);
    const done = writeFileAtomic(file, JSON.stringify(value)).then(
      () => this.prune(),
      (e: unknown) => {
        if (this.broken) return; // said once
        this.broken = true;
        this.logger?.warn({ file, reason: e instanceof Error ? e.message : String(e) }, 'rules cache not written; working from memory');
      },
    );
    writing.add(done);
    void done.finally(() => writing.delete(done));
  }

  /** Removes the folders of other editions or code versions. */
  private prune(): void {
    const parent = path.dirname(this.dir);
    try {
      for (const name of readdirSync(parent)) if (name !== this.key) rmSync(path.join(parent, name), { recursive: true, force: true });
    } catch {
      // another process pruned it first
    }
  }
}

/**
 * The parsed English CR of `text` from the cache under `cacheDir`, when a start with this text, no
 * Japanese CR and this code wrote it (buildKnowledge); else null (not cached, or damaged: then it
 * is parsed as usual and the cache rewritten).
 */
export function cachedEnglishDoc(cacheDir: string, text: string, logger?: CacheLogger): CrDocument | null {
  return RulesCache.of(cacheDir, text, null, logger).read('cr', (v) => restoreDoc((v as { en?: unknown } | null)?.en));
}

// ---------------------------------------------------------------------------------------------
// The parts' layouts

type NodeRow = [number: string, kind: RuleNode['kind'], text: string, title: string | null, examples: string[], parent: string | null];

export interface StoredDoc {
  effective: string | null;
  rules: NodeRow[];
  glossary: GlossaryEntry[];
}

export function storeDoc(doc: CrDocument): StoredDoc {
  return {
    effective: doc.effective,
    rules: doc.order.map((n) => {
      const r = doc.rules.get(n)!;
      return [r.number, r.kind, r.text, r.title, r.examples, r.parent];
    }),
    glossary: doc.glossary,
  };
}

const isStr = (v: unknown): v is string => typeof v === 'string';

export function restoreDoc(v: unknown): CrDocument | null {
  const s = v as StoredDoc;
  if (!s || !Array.isArray(s.rules) || !Array.isArray(s.glossary) || s.rules.length === 0) return null;
  const rules = new Map<string, RuleNode>();
  const order: string[] = [];
  for (const row of s.rules) {
    if (!Array.isArray(row) || row.length !== 6 || !isStr(row[0]) || !isStr(row[2]) || !Array.isArray(row[4])) return null;
    const [number, kind, text, title, examples, parent] = row;
    const node: RuleNode = { number, kind, text, title, examples, parent, children: [] };
    rules.set(number, node);
    order.push(number);
    if (parent) rules.get(parent)?.children.push(number);
  }
  for (const g of s.glossary) if (!g || !isStr(g.term) || !isStr(g.text) || !Array.isArray(g.seeRules) || !Array.isArray(g.seeTerms)) return null;
  return { effective: s.effective ?? null, rules, order, glossary: s.glossary };
}

interface StoredPostings {
  words: string;
  start: string;
  doc: string;
  weight: string;
  documents: number;
}

const b64 = (a: Int32Array | Float32Array): string => Buffer.from(a.buffer, a.byteOffset, a.byteLength).toString('base64');

function fromB64<T extends Int32Array | Float32Array>(s: string, make: (b: ArrayBuffer) => T): T {
  const buf = Buffer.from(s, 'base64');
  const copy = new ArrayBuffer(buf.byteLength);
  new Uint8Array(copy).set(buf);
  return make(copy);
}

export function storePostings(p: Postings): StoredPostings {
  return { words: p.words.join('\u0001'), start: b64(p.start), doc: b64(p.doc), weight: b64(p.weight), documents: p.documents };
}

export function restorePostings(v: unknown): Postings | null {
  const s = v as StoredPostings;
  if (!s || !isStr(s.words) || !isStr(s.start) || !isStr(s.doc) || !isStr(s.weight) || typeof s.documents !== 'number') return null;
  const words = s.words.split('\u0001');
  const start = fromB64(s.start, (b) => new Int32Array(b));
  const doc = fromB64(s.doc, (b) => new Int32Array(b));
  const weight = fromB64(s.weight, (b) => new Float32Array(b));
  if (start.length !== words.length + 1 || doc.length !== weight.length || start[words.length] !== doc.length) return null;
  for (let i = 0; i < doc.length; i++) if (doc[i]! < 0 || doc[i]! >= s.documents) return null;
  return { words, start, doc, weight, documents: s.documents };
}

export function restoreResolutions(v: unknown, count: number): CachedResolution[] | null {
  if (!Array.isArray(v) || v.length !== count) return null;
  for (const r of v as CachedResolution[]) {
    if (!r || !Array.isArray(r.rules) || !Array.isArray(r.interactionRules) || !Array.isArray(r.unresolved)) return null;
    if (r.crGlossary !== null && !isStr(r.crGlossary)) return null;
  }
  return v as CachedResolution[];
}
