/** 702.133 Jump-Start: 702.133a — like flashback (702.34a), with discarding a card as an additional cost; the hook is shared (flashback.ts). */
export { graveyardCastKeyword } from './flashback.ts';
