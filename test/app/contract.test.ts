/**
 * The CLI JSON contract (src/app/contract.ts, README "The CLI"): every command's --json output, answered or
 * refused, parses with its schema; a body that misses the contract is printed as an 'internal'
 * failure naming the field, never as if it were an answer. Commands run in-process (runLine, the
 * CLI's path) with the current CR and no card catalog; card.test.ts checks /card and /coverage.
 */
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parseArgs, runLine } from '../../src/run-command.ts';
import { useCrServices } from '../support/cr-services.ts';
import { answerJson, cliJson, failureJson, schemaFor } from '../../src/app/contract.ts';
import type { CommandOutcome } from '../../src/app/command.ts';

const { services } = useCrServices('contract');

const SCENARIO = fileURLToPath(new URL('../../src/scenario/examples/token-leaves.json', import.meta.url));

const ROWS: { argv: string[]; ok: boolean }[] = [
  { argv: ['rule', '702.19b'], ok: true },
  { argv: ['rule', '999.99z'], ok: false },
  { argv: ['define', 'trample'], ok: true },
  { argv: ['define', '接死', '--lang', 'ja'], ok: true },
  { argv: ['search', 'first', 'strike'], ok: true },
  { argv: ['ask', 'A 2/2 attacks and is blocked by a 3/3. Does the 2/2 die?'], ok: true },
  { argv: ['ask', '3/3が攻撃して2/2にブロックされた。2/2は死ぬ？'], ok: true },
  { argv: ['ask', 'What does deathtouch mean?'], ok: true },
  { argv: ['ask', 'blorp the snizzle'], ok: false },
  { argv: ['scenario', SCENARIO], ok: true },
  { argv: ['scenario', '{"objects": [[[['], ok: false },
  { argv: ['nonsense-command', 'x'], ok: false },
];

describe('GIVEN each command run as the CLI runs it WHEN its output is printed as JSON THEN it meets the contract', () => {
  for (const row of ROWS) {
    it(`${row.argv.join(' ').slice(0, 60)} → ${row.ok ? 'answered' : 'refused'}`, async () => {
      const { outcome, command } = await runLine(parseArgs([...row.argv, '--json']), services(), 'cli');
      const body = cliJson(command, outcome);
      expect(body.ok).toBe(row.ok);
      const parsed = schemaFor(command, row.ok).safeParse(body);
      expect(parsed.error?.issues ?? []).toEqual([]);
      if (row.ok && (command === 'ask' || command === 'scenario')) expect(answerJson.safeParse(body).success).toBe(true);
      if (!row.ok) expect(failureJson.safeParse(body).success).toBe(true);
      // (A hang guard, not a speed check: the first ask loads both tokenisers, slow on a loaded machine.)
    }, 600_000); // spawns the CLI; a hang guard sized for a loaded machine, not a speed check
  }
});

describe('GIVEN an outcome that misses the contract THEN it is printed as a fault, not as an answer', () => {
  const bad = (data: Record<string, unknown>): CommandOutcome => ({ ok: true, reply: { tone: 'info', pages: [] }, data });
  const rows: { name: string; command: string; data: Record<string, unknown>; field: string }[] = [
    { name: 'an ask without its answer', command: 'ask', data: { lang: 'en', understood: 'x', verdict: null, steps: [], final: null }, field: 'answer' },
    { name: 'a verdict that is not yes/no/null', command: 'ask', data: { lang: 'en', understood: 'x', answer: 'y', verdict: 'maybe', steps: [], final: null }, field: 'verdict' },
    { name: 'a rule without its effective date', command: 'rule', data: { rules: [] }, field: 'effective' },
  ];
  for (const r of rows) {
    it(r.name, () => {
      const body = cliJson(r.command, bad(r.data));
      expect(body.ok).toBe(false);
      expect((body.error as { code: string; message: string }).code).toBe('internal');
      expect((body.error as { message: string }).message).toContain(r.field);
    });
  }

  it('a well-formed answer is printed unchanged', () => {
    const data = { lang: 'en', understood: 'x', answer: 'y', verdict: 'yes', steps: [{ rules: ['702.19b'], text: 't' }], final: null };
    expect(cliJson('ask', bad(data))).toEqual({ ok: true, ...data });
  });
});
