/**
 * `card` and `coverage` through the real CLI (the CLI contract, src/app/contract.ts), spawned with a clean
 * environment, CARDS_FILE at the full shared catalog, a temporary cache and no network. The first
 * spawn builds the SQLite index; the others reuse it.
 */
import path from 'node:path';
import { availableParallelism } from 'node:os';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NETWORK_MARKER, NODE, ROOT, baseEnv, cliArgs, hasStackTrace, pool, run, tempDir } from '../support/spawn.ts';
import type { RunResult } from '../support/spawn.ts';

const CARDS = path.resolve(ROOT, '../shared/data/cards');
const CARDS_FILE = `${path.join(CARDS, 'oracle-cards.json.gz')}:${path.join(CARDS, 'ja-printings.json.gz')}`;

const cache = tempDir('stackwise-card-cli-cache-');
const cwd = tempDir('stackwise-card-cli-cwd-');
const results: Record<string, RunResult> = {};

const env = (extra: Record<string, string> = {}): Record<string, string> => ({ ...baseEnv(cache.dir), CARDS_FILE, ...extra });
const cli = (args: string[], extra: Record<string, string> = {}): Promise<RunResult> => run(NODE, cliArgs(...args), { env: env(extra), cwd: cwd.dir, timeoutMs: 300_000 }); // a guard against a hang, generous for a loaded machine

beforeAll(async () => {
  // The exact command line of the contract, from the repository root; it builds the index.
  results.npmBears = await run('npm', ['run', '--silent', 'cli', '--', 'card', 'Grizzly Bears', '--json'], { env: { DISCORD_TOKEN: '', ...env() }, cwd: ROOT, timeoutMs: 300_000 });
  const cases: [string, () => Promise<RunResult>][] = [
    ['ja', () => cli(['card', '灰色熊', '--json'])],
    ['jaBrackets', () => cli(['card', '《灰色熊》', '--json'])],
    ['fuzzy', () => cli(['card', 'Grizly', 'Bears', '--json'])],
    ['text', () => cli(['card', 'Grizzly Bears'])],
    ['textJa', () => cli(['card', '灰色熊'])],
    ['unknown', () => cli(['card', 'Xyzzy Frobnicator Qwerty', '--json'])],
    ['unknownText', () => cli(['card', 'Xyzzy Frobnicator Qwerty'])],
    ['ambiguous', () => cli(['card', 'Fire', '--json'])],
    ['empty', () => cli(['card', '', '--json'])],
    ['everyone', () => cli(['card', '@everyone', '--json'])],
    ['coverage', () => cli(['coverage', '--json'])],
    ['coverageCard', () => cli(['coverage', 'Serra Angel', '--json'])],
    ['missingFile', () => cli(['card', 'Shock', '--json'], { CARDS_FILE: path.join(cache.dir, 'nope.json.gz') })],
  ];
  const done = await pool(cases.map(([, f]) => f), Math.max(2, Math.min(4, availableParallelism())));
  cases.forEach(([name], i) => (results[name] = done[i]!));
}, 900_000);

afterAll(() => {
  cache.cleanup();
  cwd.cleanup();
});

function body(r: RunResult): Record<string, unknown> {
  const lines = r.stdout.trim().split('\n');
  expect(lines, r.stderr).toHaveLength(1);
  return JSON.parse(lines[0]!) as Record<string, unknown>;
}

describe('card via the CLI', () => {
  it('GIVEN npm run --silent cli -- card "Grizzly Bears" --json THEN {"ok":true,"card":{…}}, exit 0', () => {
    const r = results.npmBears!;
    expect(r.code, r.stderr).toBe(0);
    const b = body(r);
    expect(b.ok).toBe(true);
    expect(b.card).toMatchObject({ name: 'Grizzly Bears', ja: '灰色熊', mana_cost: '{1}{G}', type_line: 'Creature — Bear', oracle_text: '', power: '2', toughness: '2' });
  });

  it.each(['ja', 'jaBrackets'])('GIVEN card 灰色熊 (%s) --json THEN Grizzly Bears, exit 0', (name) => {
    const r = results[name]!;
    expect(r.code, r.stderr).toBe(0);
    expect(body(r)).toMatchObject({ ok: true, card: { name: 'Grizzly Bears', ja: '灰色熊' }, match: { via: 'ja' } });
  });

  it('GIVEN unquoted words with a typo THEN the fuzzy match', () => {
    expect(body(results.fuzzy!)).toMatchObject({ ok: true, card: { name: 'Grizzly Bears' }, match: { how: 'fuzzy' } });
  });

  it('GIVEN text output THEN the card on standard output', () => {
    expect(results.text!.code).toBe(0);
    expect(results.text!.stdout).toContain('Grizzly Bears');
    expect(results.text!.stdout).toContain('Creature — Bear');
    expect(results.text!.stdout).toMatch(/^https:\/\/cards\.scryfall\.io\//m);
    expect(results.textJa!.stdout).toContain('灰色熊（Grizzly Bears）');
    expect(results.textJa!.stdout).toContain('マナ総量');
  });

  it.each([
    ['unknown', 'unknown_card'],
    ['ambiguous', 'ambiguous_card'],
    ['empty', 'empty_input'],
    ['everyone', 'unknown_card'],
  ])('GIVEN %s THEN {"ok":false,"error":{"code":"%s",…}} and exit 2', (name, code) => {
    const r = results[name]!;
    expect(r.code, r.stderr).toBe(2);
    const b = body(r);
    expect(b.ok).toBe(false);
    const e = b.error as { code: string; message: string; suggestions?: string[] };
    if (name === 'everyone') expect(['unknown_card', 'ambiguous_card']).toContain(e.code);
    else expect(e.code).toBe(code);
    expect(e.message.length).toBeGreaterThan(10);
    expect(r.stdout).not.toMatch(/@everyone/);
  });

  it('GIVEN an ambiguous name THEN the suggestions are in the JSON', () => {
    const e = body(results.ambiguous!).error as { suggestions: string[] };
    expect(e.suggestions).toEqual(expect.arrayContaining(['Fire // Ice', 'Start // Fire']));
  });

  it('GIVEN an unknown card as text THEN the message on standard error, exit 2', () => {
    expect(results.unknownText!.code).toBe(2);
    expect(results.unknownText!.stderr).toContain("couldn't find a card");
  });

  it('GIVEN a missing CARDS_FILE THEN cards_unavailable naming the file, exit 1', () => {
    const r = results.missingFile!;
    expect(r.code).toBe(1);
    const e = body(r).error as { code: string; message: string };
    expect(e.code).toBe('cards_unavailable');
    expect(e.message).toContain('nope.json.gz');
  });
});

describe('coverage via the CLI', () => {
  it('GIVEN coverage --json THEN counts and the top 20 unmodelled shapes', () => {
    const r = results.coverage!;
    expect(r.code, r.stderr).toBe(0);
    const b = body(r);
    expect(b.ok).toBe(true);
    const counts = b.counts as Record<string, number>;
    expect(counts.full! + counts.partial! + counts.none!).toBe((b.catalog as { cards: number }).cards);
    expect(b.top_unmodelled_lines).toHaveLength(20);
  });

  it('GIVEN coverage "Serra Angel" THEN fully modelled', () => {
    expect(body(results.coverageCard!)).toMatchObject({ ok: true, card: 'Serra Angel', status: 'full', missing: [] });
  });
});

describe('every spawn', () => {
  it('never touched the network, never printed a stack trace, never timed out', () => {
    for (const [name, r] of Object.entries(results)) {
      expect(r.stderr, name).not.toContain(NETWORK_MARKER);
      expect(hasStackTrace(r.stdout + r.stderr), name).toBe(false);
      expect(r.timedOut, name).toBe(false);
    }
  });
});
