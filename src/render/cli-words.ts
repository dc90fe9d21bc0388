/**
 * What the CLI and the console mode say about the command line itself (run-command.ts): the usage
 * text, a flag it doesn't take, a command it doesn't know. One catalogue per language implementing
 * CliWords, so a language must supply every entry (test/render/cli-words.test.ts checks the words).
 */
import type { Lang } from '../core/lang.ts';

export interface CliWords {
  /** The usage text: its heading line, then one line per command. */
  usage(lines: readonly string[]): string;
  /** Flags given that aren't options ("--lang fr"). */
  badOption(flags: string): string;
  /**
   * A line naming no known command: `name` is the word given, quoted ('' when the line named none),
   * `near` a command it may be a slip of (null when none), `usage` the usage text.
   */
  unknownCommand(name: string, near: string | null, usage: string): string;
}

const EN: CliWords = {
  usage: (lines) => ['Usage: <command> <argument> [--json] [--lang en|ja]', ...lines].join('\n'),
  badOption: (flags) => `"${flags}" is not a valid option: --lang takes en or ja.`,
  unknownCommand: (name, near, usage) =>
    `${name ? `There is no command ${name}.${near ? ` Did you mean /${near}?` : ''}` : 'Please give a command.'} To ask a rules question, type it as a sentence or after ask.\n${usage}`,
};

const JA: CliWords = {
  usage: (lines) => ['使い方: <コマンド> <引数> [--json] [--lang en|ja]', ...lines].join('\n'),
  badOption: (flags) => `「${flags}」は使えません。--lang には en か ja を指定してください。`,
  unknownCommand: (name, near, usage) =>
    `${name ? `${name} というコマンドはありません。${near ? `/${near} のことですか？` : ''}` : 'コマンドを指定してください。'}ルールの質問は、そのまま文章で入力するか ask の後に書いてください。\n${usage}`,
};

export const CLI_WORDS: Readonly<Record<Lang, CliWords>> = { en: EN, ja: JA };

export function cliWords(lang: Lang): CliWords {
  return CLI_WORDS[lang];
}
