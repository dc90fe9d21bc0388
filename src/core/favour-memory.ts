/**
 * Once a long-running process has loaded what it keeps (rules, indexes, card catalog), V8's heap
 * is told to favour memory over speed from then on (issue 15 §4): it grows the heap less before
 * collecting and compacts more. Measured on the bot's 1,000 mixed interactions (npm run bench,
 * rss.bot.after-1000): resident memory 254-271 MB in 8 runs without it, 243-255 in 5 with it, for
 * ~10-15% more CPU over the run. Given on the command line instead, the flag saved ~35 MB but
 * slowed start-up to READY by ~45% (all the loading then runs under it), hence set after it.
 *
 * V8 reads this flag when it decides how to grow and collect the heap, so setting it late is the
 * same as having started with it for everything after. Node names late flag changes as use-with-
 * care; this one changes only heap sizing policy, never what any code computes.
 */
import { setFlagsFromString } from 'node:v8';

/** The V8 flag (test/core/favour-memory.test.ts checks this Node still has it: unknown flags are silently ignored). */
export const FAVOUR_MEMORY_FLAG = '--optimize-for-size';

export function favourMemoryFromNowOn(setFlags: (flags: string) => void = setFlagsFromString): void {
  setFlags(FAVOUR_MEMORY_FLAG);
}
