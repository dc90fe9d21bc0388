/** 「《A》と《B》を両方コントロールしている」「絆魂と二段攻撃を両方持つ」: 両方 said of the list before it (clause-reader.ts). */
import { itemChunks } from './items.ts';
import type { Item } from './items.ts';
import type { State } from './clause-state.ts';

/** Words for "both" or "all of them" said of a list of keywords (両方持つ). */
const KEYWORDS_ALL: ReadonlySet<string> = new Set(['両方', '両方とも', 'どちらも', 'どっちも', '全部', '全て', 'すべて']);

/**
 * 「絆魂と二段攻撃を両方持ってる2/2」「飛行と到達を全部持つ」: "both" (all) said between the keywords (を) and 持つ is of the
 * keywords — each of them is had — never a subject of its own.
 */
export function bothOfKeywordsBefore(st: State, it: Extract<Item, { kind: 'np' }>, kwBefore: Item | undefined, next: Item | undefined): boolean {
  if (!KEYWORDS_ALL.has(it.np.text) || !['', 'とも'].includes(it.particles.join('')) || kwBefore?.kind !== 'keywords' || kwBefore.particles.join('') !== 'を') return false;
  if (next?.kind !== 'verb' || next.c.senses[0]?.kind !== 'verb' || (next.c.senses[0] as { verb: string }).verb !== 'have') return false;
  st.cur.rest.chunks.push(...itemChunks(it));
  st.cur.keywordChunks.push(...itemChunks(it));
  return true;
}

/** Words for "both of them" said after a list. */
const BOTH_WORDS: ReadonlySet<string> = new Set(['両方', '両方とも', 'どちらも', 'どっちも']);

/**
 * 「《十字軍》と《清浄の名誉》を両方コントロールしているとき」「《A》と《B》をどちらも出している」: 両方 (or どちらも)
 * with no particle, right after a list said with を and right before its verb, is "both of them" — the list's, never a
 * subject of its own (the player, unsaid, is the asker as ever).
 */
export function bothOfListBefore(st: State, it: Extract<Item, { kind: 'np' }>, next: Item | undefined): boolean {
  const prev = st.cur.args[st.cur.args.length - 1];
  if (!BOTH_WORDS.has(it.np.text) || !['', 'とも'].includes(it.particles.join('')) || next?.kind !== 'verb') return false;
  if (prev?.np.kind !== 'list' || prev.particles.join('') !== 'を' || prev.chunks[prev.chunks.length - 1] !== itemChunks(it)[0]! - 1) return false;
  prev.chunks.push(...itemChunks(it));
  prev.np.chunks.push(...itemChunks(it));
  return true;
}
