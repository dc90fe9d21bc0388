/**
 * Answers kept for their buttons (Prev/Next pages, "All steps", "Rule text"): packed, bounded in
 * count and bytes, and forgotten when the interaction token that made them expires.
 */
import { deflateRawSync, inflateRawSync } from 'node:zlib';
import { randomBytes } from 'node:crypto';
import type { Lang } from '../core/lang.ts';
import type { Reply } from '../core/reply.ts';

/** One step of a trace as commands put it in their outcome's data (app/contract.ts `steps`). */
export interface Step {
  rules: string[];
  text: string;
}

export interface NavEntry {
  reply: Reply;
  lang: Lang;
  command: string;
  steps: Step[];
  rules: string[];
}

/**
 * An answer kept for its buttons, packed (issue 15 §4): hundreds of answers are kept at once, and
 * as objects (pages, steps, their rule lists) each cost ~7 kB of heap, as a JSON string ~5 kB
 * (any Japanese makes it two bytes a character), deflated ~1-2 kB. Unpacked when a button is pressed.
 */
interface KeptAnswer {
  packed: Buffer;
  command: string;
  bytes: number;
  expiresAt: number;
}

export interface AnswerStoreLimits {
  /** How long answer buttons keep working (the interaction token's life). */
  ttlMs: number;
  maxEntries: number;
  maxBytes: number;
  now: () => number;
}

export interface AnswerStore {
  /** Keeps an answer; returns the id its buttons carry. */
  remember(entry: NavEntry): string;
  /** The answer behind a button: its entry, or the command it came from if it has just expired. */
  recall(id: string): { entry: NavEntry } | { expired: string | null };
  /** How many answers are kept (after forgetting the expired ones). */
  size(): number;
  /**
   * The bytes the kept answers hold in memory: their packed bytes (the byte bound) and the buffers
   * behind them, counted once each (tests: a kept answer must pin no more than its own bytes).
   */
  held(): { bytes: number; backing: number };
}

/**
 * A copy of `z` in a buffer of its own, exactly its size. Neither zlib's result (a view of its
 * larger output chunk) nor Buffer.from (under 4 kB, a slice of the shared 8 kB pool, whose whole
 * slab the slice then keeps alive with whatever else was cut from it) is kept as it is: either
 * would pin several times the bytes the byte bound counts (issue 15 §4).
 */
function ownCopy(z: Buffer): Buffer {
  const own = Buffer.allocUnsafeSlow(z.byteLength);
  z.copy(own);
  return own;
}

export function createAnswerStore(limits: AnswerStoreLimits): AnswerStore {
  const { ttlMs, maxEntries, maxBytes, now } = limits;
  /** Answers by navId, oldest first, and the bytes they hold together. */
  const nav = new Map<string, KeptAnswer>();
  let navBytes = 0;

  function forget(id: string, kept: KeptAnswer): void {
    nav.delete(id);
    navBytes -= kept.bytes;
  }

  /**
   * Forgets the oldest answers while the oldest has expired or a bound is passed (an answer larger
   * than the byte bound on its own is still kept while it is the only one).
   */
  function sweep(): void {
    const t = now();
    for (const [id, kept] of nav) {
      const over = nav.size > maxEntries || (navBytes > maxBytes && nav.size > 1);
      if (kept.expiresAt > t && !over) break;
      forget(id, kept);
    }
  }

  return {
    remember(entry) {
      let id = newNavId();
      while (nav.has(id)) id = newNavId();
      const packed = ownCopy(deflateRawSync(JSON.stringify(entry)));
      const bytes = packed.byteLength;
      // Fixed from the answer's creation, not refreshed by use: the buttons live as long as the token.
      nav.set(id, { packed, command: entry.command, bytes, expiresAt: now() + ttlMs });
      navBytes += bytes;
      sweep();
      return id;
    },
    recall(id) {
      const kept = nav.get(id);
      if (!kept) return { expired: null };
      if (kept.expiresAt <= now()) {
        forget(id, kept);
        return { expired: kept.command };
      }
      return { entry: JSON.parse(inflateRawSync(kept.packed).toString('utf8')) as NavEntry };
    },
    size() {
      sweep();
      return nav.size;
    },
    held() {
      const backing = new Set<ArrayBufferLike>();
      for (const kept of nav.values()) backing.add(kept.packed.buffer);
      let total = 0;
      for (const b of backing) total += b.byteLength;
      return { bytes: navBytes, backing: total };
    },
  };
}

/** The steps a command put in its outcome's data (`steps: [{ rules, text }]`), if any. */
export function stepsOf(data: Record<string, unknown>): Step[] {
  const raw = data.steps;
  if (!Array.isArray(raw)) return [];
  const out: Step[] = [];
  for (const s of raw as unknown[]) {
    if (typeof s !== 'object' || s === null) continue;
    const { rules, text } = s as { rules?: unknown; text?: unknown };
    if (typeof text !== 'string') continue;
    out.push({ text, rules: Array.isArray(rules) ? rules.filter((r): r is string => typeof r === 'string') : [] });
  }
  return out;
}

function newNavId(): string {
  return randomBytes(9).toString('base64url');
}
