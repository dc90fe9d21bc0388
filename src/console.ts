/**
 * Console mode: `npm start` without DISCORD_TOKEN. Reads slash-command lines from standard input
 * (`/rule 702.19b`, `/define トランプル`) or questions typed as they are (asked with `ask`), answers each through the same handlers as Discord, and
 * exits at end of input, so it works interactively and from a pipe.
 */
import { createInterface } from 'node:readline';
import type { Readable, Writable } from 'node:stream';
import type { Services } from './services.ts';
import { parseConsoleLine, runLine, usage } from './run-command.ts';
import { replyToText } from './render/text.ts';

export async function runConsole(services: Services, input: Readable, output: Writable, interactive: boolean): Promise<void> {
  const rl = createInterface({ input, terminal: false, crlfDelay: Infinity });
  if (interactive) {
    output.write('Stackwise console: type a rules question ("my 3/3 blocks a 2/2 — what dies?", 「接死を持つ1/1が4/4をブロックしたら？」) or a command such as /rule 702.19b, /search trample, /define 接死, /help. Ctrl-D to quit.\n> ');
  }
  for await (const raw of rl) {
    const line = raw.trim();
    if (line === '' || line.startsWith('#')) {
      if (interactive) output.write('> ');
      continue;
    }
    const parsed = parseConsoleLine(line);
    if (parsed.command === 'help' || parsed.flags.help) {
      output.write(`${usage(parsed.flags.lang ?? 'en')}\n\n`);
    } else {
      const { outcome } = await runLine(parsed, services, 'console');
      output.write(`${replyToText(outcome.reply)}\n\n`);
    }
    if (interactive) output.write('> ');
  }
}
