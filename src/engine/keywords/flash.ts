/** 702.8 Flash: 702.8a — it may be cast any time its controller could cast an instant. */
import type { Computed } from '../types.ts';
import { hasKnown } from './known.ts';

export function hasFlash(c: Computed): boolean {
  return hasKnown(c.keywords, 'flash');
}
