/**
 * Shared helpers of the Japanese noun-phrase and clause readers: looking at chunks of the current
 * sentence by sense, particle and verb ending, and building a phrase's span.
 */
import { has } from '../chunk.ts';
import type { Sense } from '../senses.ts';
import type { JaChunk } from './chunk.ts';

export interface JaReader {
  chunks: readonly JaChunk[];
  text: string;
  /** The current sentence ends before this chunk. */
  end: number;
}

export function at(r: JaReader, i: number): JaChunk | undefined {
  return i < r.end && i >= 0 ? r.chunks[i] : undefined;
}

export function sense<K extends Sense['kind']>(r: JaReader, i: number, kind: K): Extract<Sense, { kind: K }> | undefined {
  return has(at(r, i), kind);
}

/** The chunk's first (preferred) sense is of this kind. */
export function first<K extends Sense['kind']>(r: JaReader, i: number, kind: K): Extract<Sense, { kind: K }> | undefined {
  const s = at(r, i)?.senses[0];
  return s?.kind === kind ? (s as Extract<Sense, { kind: K }>) : undefined;
}

export function particle(r: JaReader, i: number): string | null {
  return at(r, i)?.ja.particle ?? null;
}

export function isParticle(r: JaReader, i: number, ...ps: string[]): boolean {
  const p = particle(r, i);
  return p !== null && ps.includes(p);
}

/** A game verb chunk (with its ending), optionally one of these verbs. */
export function verbAt(r: JaReader, i: number, ...verbs: string[]): JaChunk | undefined {
  const c = at(r, i);
  const v = c?.ja.verb ? has(c, 'verb') : undefined;
  if (!c || !v) return undefined;
  return verbs.length === 0 || verbs.includes(v.verb) ? c : undefined;
}

export function span(r: JaReader, from: number, to: number): { chunks: number[]; start: number; end: number; text: string } {
  const a = r.chunks[from]!;
  const b = r.chunks[to - 1]!;
  const chunks: number[] = [];
  for (let k = from; k < to; k++) chunks.push(k);
  return { chunks, start: a.start, end: b.end, text: r.text.slice(a.start, b.end) };
}

/** A phrase headed by a question word and の (「どちらのクリーチャーが」「どの2/2が」): the question word is in it or just before its の. */
export function whHeaded(r: JaReader, chunks: readonly number[]): boolean {
  if (chunks.length === 0) return false;
  const k = Math.min(...chunks);
  return sense(r, k, 'wh') !== undefined || (sense(r, k - 2, 'wh') !== undefined && sense(r, k - 1, 'poss') !== undefined);
}
