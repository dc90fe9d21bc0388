/**
 * Running one command from a line of text, shared by the CLI and the console mode: argument
 * parsing, language choice and fault handling live here so both behave identically.
 */
import { randomUUID } from 'node:crypto';
import type { CommandModule, CommandOutcome, Options, Transport } from './app/command.ts';
import type { Services } from './services.ts';
import { pickLang, isLang } from './core/lang.ts';
import type { Lang } from './core/lang.ts';
import { failure } from './app/outcome.ts';
import { t } from './render/i18n.ts';
import { cliWords } from './render/cli-words.ts';
import { commands, findCommand } from '../commands/index.ts';
import { editDistance } from './core/edit-distance.ts';
import { JAPANESE_CHAR } from './render/ja-text.ts';

export interface ParsedLine {
  command: string;
  positional: string;
  flags: { json: boolean; lang?: Lang; examples: boolean; help: boolean };
  /** Discord-style `name:value` options given on the line. */
  named: Record<string, string>;
  badFlags: string[];
}

/** Splits CLI arguments (already tokenised by the shell) into command, positional text and flags. */
export function parseArgs(argv: string[]): ParsedLine {
  const flags: ParsedLine['flags'] = { json: false, examples: false, help: false };
  const badFlags: string[] = [];
  const rest: string[] = [];
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i]!;
    if (a === '--json') flags.json = true;
    else if (a === '--examples') flags.examples = true;
    else if (a === '--help' || a === '-h') flags.help = true;
    else if (a === '--lang' || a.startsWith('--lang=')) {
      const v = a === '--lang' ? argv[++i] : a.slice('--lang='.length);
      if (isLang(v)) flags.lang = v;
      else badFlags.push(`--lang ${v ?? ''}`.trim());
    } else if (a === '--') continue;
    else rest.push(a);
  }
  const [command = '', ...words] = rest;
  return { command: command.replace(/^\//, '').toLowerCase(), positional: words.join(' '), flags, named: {}, badFlags };
}

/** A command's name the first word of a line is a slip of ("rul", "serch"), or null. */
export function nearCommand(word: string): string | null {
  const w = word.replace(/^\//, '').toLowerCase();
  if (w.length < 3) return null;
  let best: { name: string; d: number } | null = null;
  for (const c of commands) {
    const name = c.data.name;
    const d = editDistance(w, name, 2);
    if (d <= (name.length <= 4 ? 1 : 2) && (!best || d < best.d)) best = { name, d };
  }
  return best?.name ?? null;
}

/**
 * A console line that names no command but reads as a question: people type their question
 * straight in ("my 3/3 blocks a 2/2, what dies?", 「接死って何？」). Japanese text, a question
 * mark, or three words or more whose first is not a slip of a command's name.
 */
function readsAsQuestion(line: string, first: string): boolean {
  if (first.startsWith('/') || first.startsWith('-') || nearCommand(first)) return false;
  return JAPANESE_CHAR.test(line) || /[?？]\s*$/.test(line) || line.split(/\s+/).length >= 3;
}

/**
 * Tokenises a console line ("/rule 702.19b --lang ja", "/rule number:702.19b examples:true"); a
 * line that names no command but reads as a question is asked (`ask`).
 */
export function parseConsoleLine(line: string): ParsedLine {
  const tokens = line.trim().split(/\s+/);
  let parsed = parseArgs(tokens);
  if (parsed.command !== 'help' && !findCommand(parsed.command) && readsAsQuestion(line.trim(), tokens[0] ?? '')) parsed = parseArgs(['ask', ...tokens]);
  const cmd = findCommand(parsed.command);
  if (cmd) {
    const names = new Set(cmd.data.options.map((o) => o.toJSON().name));
    const named: Record<string, string> = {};
    const words: string[] = [];
    let current: string | null = null;
    for (const w of parsed.positional.split(' ').filter(Boolean)) {
      const m = /^([a-z_-]+):(.*)$/.exec(w);
      if (m && names.has(m[1]!)) {
        current = m[1]!;
        named[current] = m[2]!;
      } else if (current) named[current] = `${named[current]} ${w}`.trim();
      else words.push(w);
    }
    parsed.named = named;
    parsed.positional = words.join(' ');
  }
  return parsed;
}

function coerce(cmd: CommandModule, name: string, value: string): string | boolean | number {
  const opt = cmd.data.options.map((o) => o.toJSON()).find((o) => o.name === name);
  if (opt?.type === 5) return /^(true|yes|1|on)$/i.test(value);
  if (opt?.type === 4 || opt?.type === 10) return Number(value);
  return value;
}

export function usage(lang: Lang): string {
  const lines = commands.map((c) => {
    const json = c.data.toJSON();
    const desc = (lang === 'ja' ? json.description_localizations?.ja : undefined) ?? json.description;
    return `  ${json.name} <${c.positional}>  ${desc}`;
  });
  return cliWords(lang).usage(lines);
}

export interface RunResult {
  outcome: CommandOutcome;
  lang: Lang;
  /** The command run (its English name), or '' when the line named none. */
  command: string;
}

/** Runs a parsed line. Never throws: a fault becomes a polite outcome with an error id. */
export async function runLine(parsed: ParsedLine, services: Services, transport: Transport): Promise<RunResult> {
  const cmd = findCommand(parsed.command);
  const queryText = parsed.positional || Object.values(parsed.named).join(' ');
  const lang = pickLang({ explicit: parsed.flags.lang, query: queryText });
  if (parsed.badFlags.length > 0) {
    const message = cliWords(lang).badOption(parsed.badFlags.join(' '));
    return { lang, command: cmd?.data.name ?? '', outcome: failure({ code: 'bad_option', message }, lang) };
  }
  if (!cmd) {
    const name = parsed.command ? `"${parsed.command.slice(0, 40)}"` : '';
    const near = parsed.command ? nearCommand(parsed.command) : null;
    const message = cliWords(lang).unknownCommand(name, near, usage(lang));
    return { lang, command: '', outcome: failure({ code: 'unknown_command', message }, lang) };
  }
  const options: Record<string, string | number | boolean> = {};
  if (parsed.positional) options[cmd.positional] = parsed.positional;
  for (const [k, v] of Object.entries(parsed.named)) options[k] = coerce(cmd, k, v);
  if (parsed.flags.examples) options.examples = true;
  try {
    const outcome = await cmd.execute({ lang, options: options as Options, services, transport });
    return { lang, command: cmd.data.name, outcome };
  } catch (e) {
    const id = randomUUID().slice(0, 8);
    services.logger.error({ errorId: id, command: cmd.data.name, err: e }, 'command failed');
    return { lang, command: cmd.data.name, outcome: failure({ code: 'internal', message: t(lang, 'error.internal', { id }) }, lang) };
  }
}
