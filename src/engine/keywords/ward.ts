/** 702.21 Ward: 702.21a — when it becomes the target of a spell or ability an opponent controls, counter that spell or ability unless its controller pays the ward cost. */
import { keywordText } from '../keywords.ts';
import type { Keyword } from '../types.ts';
import { parseKeyword } from './known.ts';

/** Each ward instance of a permanent: its text ("ward 2") and its cost as written ("{2}"). */
export function wardInstances(keywords: readonly Keyword[]): { text: string; cost: string }[] {
  const out: { text: string; cost: string }[] = [];
  for (const k of keywords) {
    const known = parseKeyword(k);
    if (known.name === 'ward') out.push({ text: keywordText(k), cost: known.cost });
  }
  return out;
}
