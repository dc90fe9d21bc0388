/**
 * The CLI (its JSON contract: app/contract.ts): `npm run --silent cli -- <command> [args] [--json] [--lang en|ja]`.
 * Exit status: 0 answered, 2 bad input, 1 a fault on our side.
 */
import { boot } from './bootstrap.ts';
import { parseArgs, runLine, usage } from './run-command.ts';
import { findCommand } from '../commands/index.ts';
import { exitStatusFor } from './core/result.ts';
import { replyToText } from './render/text.ts';
import { pickLang } from './core/lang.ts';
import { batchFileProblem, batchInput, runBatch } from './batch.ts';
import { cliJson } from './app/contract.ts';

export async function main(argv: string[]): Promise<number> {
  const parsed = parseArgs(argv);
  if (parsed.flags.help || parsed.command === 'help') {
    process.stdout.write(`${usage(pickLang({ explicit: parsed.flags.lang }))}\n`);
    return 0;
  }
  const booted = boot({ quietLevel: 'warn', human: true });
  if (!booted.ok) {
    if (parsed.flags.json) process.stdout.write(`${JSON.stringify({ ok: false, error: { code: 'bad_config', message: booted.message } })}\n`);
    else process.stderr.write(`${booted.message}\n`);
    return 2;
  }
  const { services } = booted.booted;
  // One command and out: a command that will run the engine has its workers loading from now on,
  // beside the reading of the question and the loading of the rules and cards.
  if (findCommand(parsed.command)?.runsEngine) services.startEngine?.();
  const batch = /^--batch(?:\s+|=)(.*)$/s.exec(parsed.positional);
  if (parsed.command === 'ask' && (batch || parsed.positional === '--batch')) {
    const file = batch?.[1]?.trim() ?? '';
    if (file === '') {
      const message = 'ask --batch needs a file of {"id","q"} lines, or - for standard input.';
      process.stdout.write(`${JSON.stringify({ ok: false, error: { code: 'bad_option', message } })}\n`);
      services.close();
      return 2;
    }
    const problem = await batchFileProblem(file);
    if (problem !== null) {
      const message = `The batch file ${JSON.stringify(file)} could not be read (${problem}).`;
      process.stdout.write(`${JSON.stringify({ ok: false, error: { code: 'bad_option', message } })}\n`);
      services.close();
      return 2;
    }
    await runBatch(batchInput(file), process.stdout, services, parsed.flags.lang);
    services.close();
    return 0;
  }
  const { outcome, command } = await runLine(parsed, services, 'cli');
  let status = outcome.ok ? 0 : exitStatusFor(outcome.error.code);
  if (parsed.flags.json) {
    const body = cliJson(command, outcome);
    // A body that missed the contract was turned into an 'internal' failure: a fault, exit 1.
    if (body.ok === false && status === 0) status = 1;
    process.stdout.write(`${JSON.stringify(body)}\n`);
  } else {
    (outcome.ok ? process.stdout : process.stderr).write(`${replyToText(outcome.reply)}\n`);
  }
  services.close();
  return status;
}

main(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
  },
  () => {
    process.stderr.write('Sorry, Stackwise failed unexpectedly. Please try again.\n');
    process.exitCode = 1;
  },
);
