/**
 * The flag the bot sets after start-up (src/core/favour-memory.ts) must exist in this Node's V8:
 * v8.setFlagsFromString ignores a flag it doesn't know, so a rename would silently undo the saving.
 */
import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { FAVOUR_MEMORY_FLAG, favourMemoryFromNowOn } from '../../src/core/favour-memory.ts';

describe('favouring memory after start-up', () => {
  it("THEN the flag is one of this Node's V8 options", () => {
    const options = spawnSync(process.execPath, ['--v8-options'], { encoding: 'utf8' }).stdout;
    expect(options).toContain(`  ${FAVOUR_MEMORY_FLAG} (`);
  });

  it('THEN exactly that flag is set', () => {
    const set: string[] = [];
    favourMemoryFromNowOn((f) => set.push(f));
    expect(set).toEqual([FAVOUR_MEMORY_FLAG]);
  });
});
