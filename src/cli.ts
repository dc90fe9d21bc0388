/**
 * The CLI (DESIGN.md's contract): `npm run --silent cli -- <command> [args] [--json] [--lang en|ja]`.
 * Exit status: 0 answered, 2 bad input, 1 a fault on our side.
 */
import { boot } from './bootstrap.ts';
import { parseArgs, runLine, usage } from './run-command.ts';
import { exitStatusFor } from './core/result.ts';
import { replyToText } from './render/text.ts';
import { pickLang } from './core/lang.ts';

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
  const { outcome } = await runLine(parsed, services, 'cli');
  if (parsed.flags.json) {
    const body = outcome.ok
      ? { ok: true, ...outcome.data }
      : { ok: false, error: { code: outcome.error.code, message: outcome.error.message, ...(outcome.error.suggestions ? { suggestions: outcome.error.suggestions } : {}) } };
    process.stdout.write(`${JSON.stringify(body)}\n`);
  } else {
    (outcome.ok ? process.stdout : process.stderr).write(`${replyToText(outcome.reply)}\n`);
  }
  services.close();
  return outcome.ok ? 0 : exitStatusFor(outcome.error.code);
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
