/**
 * Review (issue 7 §5, §7): a stray unhandled promise rejection must not take the bot down for every
 * server. With the guard (installed by startDiscordBot when it owns the process) it is logged,
 * secrets scrubbed, and the process keeps running; without it Node would end the process.
 */
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT, TSX, run } from '../support/spawn.ts';

const CHILD = path.join(ROOT, 'test/discord/fixtures/rejection-child.ts');

describe('unhandled rejections', () => {
  it('GIVEN the guard THEN the rejection is logged without secrets and the process lives on; WITHOUT it THEN Node ends the process', async () => {
    const guarded = await run(TSX, [CHILD], { env: { PATH: process.env.PATH ?? '' }, timeoutMs: 45_000 });
    expect(guarded.code).toBe(0);
    expect(guarded.stdout).toContain('unhandled promise rejection');
    expect(guarded.stdout).toContain('ALIVE');
    expect(guarded.stdout).not.toContain('crash-guard-secret');

    const unguarded = await run(TSX, [CHILD, 'unguarded'], { env: { PATH: process.env.PATH ?? '' }, timeoutMs: 45_000 });
    expect(unguarded.code).not.toBe(0);
    expect(unguarded.stdout).not.toContain('ALIVE');
  }, 120_000);
});
