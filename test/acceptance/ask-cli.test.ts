/**
 * `ask` through the real CLI (the CLI contract, src/app/contract.ts): one JSON object with ok, lang, understood,
 * answer, verdict, steps and final; failures as {"ok":false,"error":{code,message}} with exit
 * status 2; text output that is safe to post.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NODE, baseEnv, cliArgs, run, tempDir } from '../support/spawn.ts';
import type { RunResult } from '../support/spawn.ts';

const cache = tempDir('stackwise-ask-cli-cache-');
const cwd = tempDir('stackwise-ask-cli-cwd-');
const results: Record<string, RunResult> = {};

const QUESTIONS = {
  trample: ['ask', 'A 7/7 with trample and lifelink attacks; blocked by a 2/2 and a 3/3.', '--json'],
  defender: ['ask', 'Can a creature with defender attack?', '--json'],
  ja: ['ask', 'トランプルを持つ6/6が3/5にブロックされた。どうなりますか？', '--json'],
  unknown: ['ask', 'A 7/7 flibbers the 2/2. What happens?', '--json'],
  mention: ['ask', '@everyone <@123456789012345678> a 2/2 attacks **loudly**', '--json'],
  empty: ['ask', '', '--json'],
  text: ['ask', 'Can a 2/2 block a creature with flying?'],
} as const;

beforeAll(async () => {
  const env = baseEnv(cache.dir);
  const entries = await Promise.all(Object.entries(QUESTIONS).map(async ([k, args]) => [k, await run(NODE, cliArgs(...args), { env, cwd: cwd.dir, timeoutMs: 60_000 })] as const));
  for (const [k, r] of entries) results[k] = r;
}, 300_000); // a hang guard: seven children, two at a time, each with its own 60 s guard

afterAll(() => {
  cache.cleanup();
  cwd.cleanup();
});

function body(r: RunResult): Record<string, unknown> {
  const lines = r.stdout.trim().split('\n');
  expect(lines, r.stderr).toHaveLength(1);
  return JSON.parse(lines[0]!) as Record<string, unknown>;
}

describe('GIVEN ask on the CLI', () => {
  it('THEN a combat question gives the contract object with the final state, exit 0', () => {
    const r = results.trample!;
    expect(r.code, r.stderr).toBe(0);
    const b = body(r);
    expect(Object.keys(b).sort()).toEqual(['answer', 'final', 'lang', 'ok', 'steps', 'understood', 'verdict']);
    expect(b).toMatchObject({ ok: true, lang: 'en', verdict: null });
    expect(String(b.understood)).toMatch(/^I understood your question as: /);
    const final = b.final as { players: { id: string; life: number }[] };
    expect(final.players).toEqual([
      { id: 'A', life: 27, poison: 0 },
      { id: 'B', life: 18, poison: 0 },
    ]);
  });
  it('THEN a yes/no question has its verdict', () => {
    const r = results.defender!;
    expect(r.code, r.stderr).toBe(0);
    expect(body(r)).toMatchObject({ ok: true, verdict: 'no' });
  });
  it('THEN a Japanese question is answered in Japanese', () => {
    const r = results.ja!;
    expect(r.code, r.stderr).toBe(0);
    const b = body(r);
    expect(b.lang).toBe('ja');
    expect(String(b.understood)).toMatch(/^質問を次のように理解しました：/);
  });
  it('THEN a part not understood is an error naming it, exit 2', () => {
    const r = results.unknown!;
    expect(r.code).toBe(2);
    const b = body(r) as { ok: boolean; error: { code: string; message: string } };
    expect(b.ok).toBe(false);
    expect(b.error.code).toBe('not_understood');
    expect(b.error.message).toContain('flibbers');
  });
  it('THEN mentions in a question never come back live, exit 2', () => {
    const r = results.mention!;
    expect(r.code).toBe(2);
    expect(r.stdout).not.toMatch(/@(?:everyone|here)\b|<@!?&?\d/);
  });
  it('THEN an empty question is empty_input, exit 2', () => {
    const r = results.empty!;
    expect(r.code).toBe(2);
    expect((body(r) as { error: { code: string } }).error.code).toBe('empty_input');
  });
  it('THEN the text reply gives the verdict and the cited steps', () => {
    const r = results.text!;
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout).toContain('I understood your question as');
    expect(r.stdout).toContain('702.9b');
    expect(r.stdout).not.toMatch(/^\s+at\s/m);
  });
});
