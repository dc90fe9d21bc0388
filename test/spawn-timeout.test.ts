/**
 * The test harness's spawn (test/support/spawn.ts): a child that outlives its hang guard is killed with everything
 * it started. A wrapper (npm, tsx) killed alone used to leave its node child running after the test had failed.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { NODE, run, tempDir } from './support/spawn.ts';

/** Running (a zombie waiting to be reaped counts as gone: it was killed). */
const alive = (pid: number): boolean => {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3) !== 'Z';
  } catch {
    try {
      process.kill(pid, 0);
      return process.platform !== 'linux';
    } catch {
      return false;
    }
  }
};

describe('GIVEN a spawned child that starts a grandchild and never ends', () => {
  it('THEN the hang guard kills the grandchild too', async () => {
    const { dir, cleanup } = tempDir('stackwise-spawn-');
    try {
      const pidFile = path.join(dir, 'grandchild.pid');
      const script = `const { spawn } = require('node:child_process'); const fs = require('node:fs');
        const g = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], { stdio: 'ignore' });
        fs.writeFileSync(${JSON.stringify(pidFile)}, String(g.pid)); setInterval(() => {}, 1000);`;
      const r = await run(NODE, ['-e', script], { env: { PATH: process.env.PATH ?? '' }, timeoutMs: 15_000 });
      expect(r.timedOut).toBe(true);
      const grandchild = Number(readFileSync(pidFile, 'utf8'));
      expect(grandchild).toBeGreaterThan(0);
      // (Killed with SIGKILL; the process table may need a moment to let go of it: polled, not timed.)
      for (let i = 0; i < 200 && alive(grandchild); i++) await new Promise((res) => setTimeout(res, 50));
      expect(alive(grandchild)).toBe(false);
    } finally {
      cleanup();
    }
  }, 120_000);
});
