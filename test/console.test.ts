/**
 * Console mode (the CLI contract, src/app/contract.ts): `npm start` with no DISCORD_TOKEN reads slash-command
 * lines from standard input, answers each in order, and exits by itself at end of input. The real
 * entry point is spawned with a piped stdin, the current CR, a temporary cache and no network.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NETWORK_MARKER, NODE, ROOT, baseEnv, hasStackTrace, mainArgs, run, tempDir } from './support/spawn.ts';
import type { RunResult } from './support/spawn.ts';

const INPUT = [
  '/rule 702.19b',
  '/define 接死',
  '',
  '/search "first strike"',
  '/nonsense',
  '/rule number:704.5aa examples:true',
  '/define pro red --lang ja',
].join('\n');

const cache = tempDir('stackwise-console-cache-');
const cwd = tempDir('stackwise-console-cwd-');

let viaNode: RunResult;
let viaNpm: RunResult;
let empty: RunResult;

beforeAll(async () => {
  const env = baseEnv(cache.dir);
  [viaNode, viaNpm, empty] = await Promise.all([
    run(NODE, mainArgs(), { env, cwd: cwd.dir, input: `${INPUT}\n` }),
    // npm start runs in the repository root, where a developer's .env may hold a real token: an
    // empty DISCORD_TOKEN (treated as unset, and never overridden by dotenv) keeps the bot off.
    run('npm', ['start', '--silent'], { env: { ...env, DISCORD_TOKEN: '' }, cwd: ROOT, input: INPUT }),
    run(NODE, mainArgs(), { env, cwd: cwd.dir, input: '' }),
  ]);
}, 90_000);

afterAll(() => {
  cache.cleanup();
  cwd.cleanup();
});

/** The answers, in input order: each pattern must be found after the previous one. */
const ANSWERS: { what: string; pattern: RegExp }[] = [
  { what: 'rule 702.19b', pattern: /702\.19b The controller of an attacking creature with trample first assigns damage/ },
  { what: 'the Japanese deathtouch title', pattern: /接死（Deathtouch）/ },
  { what: 'the Japanese deathtouch explanation', pattern: /接死を持つ[^\n]*ダメージ[^\n]*破壊/ },
  { what: 'the first-strike search results', pattern: /702\.7a\s+First strike is a static ability/ },
  { what: 'a polite no-such-command message', pattern: /There is no command "nonsense"/ },
  { what: 'rule 704.5aa', pattern: /704\.5aa If a player controls a permanent with start your engines!/ },
  { what: 'the Japanese protection title', pattern: /プロテクション（Protection）/ },
  { what: 'the Japanese protection explanation', pattern: /[ぁ-んァ-ヶ一-龯]{2,}[^\n]*プロテクション|プロテクション[^\n]*[ぁ-ん]{2,}/ },
];

function expectAnswersInOrder(out: string): void {
  let from = 0;
  for (const a of ANSWERS) {
    const rest = out.slice(from);
    const m = a.pattern.exec(rest);
    expect(m, `${a.what} not found after offset ${from}; output from there:\n${rest.slice(0, 600)}`).not.toBeNull();
    from += (m?.index ?? 0) + (m?.[0].length ?? 0);
  }
}

function expectExitedCleanly(r: RunResult): void {
  expect(r.timedOut, `did not exit by itself; stderr: ${r.stderr.slice(-800)}`).toBe(false);
  expect(r.signal).toBeNull();
  expect(r.code, r.stderr.slice(-800)).toBe(0);
  expect(r.stderr).not.toContain(NETWORK_MARKER);
  expect(hasStackTrace(r.stdout)).toBe(false);
  expect(hasStackTrace(r.stderr)).toBe(false);
}

describe('console mode (npm start without DISCORD_TOKEN)', () => {
  it('GIVEN piped command lines via node src/build/launch.mjs main THEN answers each in order and exits 0 at end of input', () => {
    expectExitedCleanly(viaNode);
    expectAnswersInOrder(viaNode.stdout);
    // The polite message for the unknown command shows what can be asked instead.
    const nonsense = viaNode.stdout.slice(viaNode.stdout.indexOf('"nonsense"'));
    for (const c of ['rule', 'search', 'define']) expect(nonsense).toContain(c);
    // Logs stay on standard error, answers on standard output.
    expect(viaNode.stdout).not.toMatch(/"level":\d+/);
  });

  it('GIVEN the same lines through `npm start` (no trailing newline) THEN the same answers and exit 0', () => {
    expectExitedCleanly(viaNpm);
    expectAnswersInOrder(viaNpm.stdout);
  });

  it('GIVEN the Japanese protection answer THEN every interaction heading is in Japanese', () => {
    const from = viaNode.stdout.indexOf('プロテクション（Protection）');
    const section = viaNode.stdout.slice(from);
    const headings = section.split('\n').filter((l) => /との関係/.test(l));
    expect(headings.length).toBeGreaterThan(0);
    // A heading such as "damageとの関係" shows an internal id instead of a Japanese name.
    expect(headings.filter((h) => /^[A-Za-z][\w -]*との関係/.test(h))).toEqual([]);
  });

  it('GIVEN empty standard input THEN exits 0 without printing an answer', () => {
    expectExitedCleanly(empty);
    expect(empty.stdout.trim()).toBe('');
  });
});
