/**
 * Issue 13 §4: what the CLI and the console say about the command line, one catalogue per language
 * (src/render/cli-words.ts). Each entry keeps the words it had in run-command.ts before it moved, in
 * both languages, and both catalogues have the same entries.
 */
import { describe, expect, it } from 'vitest';
import { CLI_WORDS, cliWords } from '../../src/render/cli-words.ts';
import { parseArgs, usage } from '../../src/run-command.ts';

describe('GIVEN the CLI word catalogues (EN, JA)', () => {
  it('THEN both have the same entries and each language is reachable', () => {
    expect(Object.keys(CLI_WORDS).sort()).toEqual(['en', 'ja']);
    expect(Object.keys(cliWords('ja')).sort()).toEqual(Object.keys(cliWords('en')).sort());
  });

  it.each([
    // [what, English, Japanese]
    ['usage', cliWords('en').usage(['  a', '  b']), 'Usage: <command> <argument> [--json] [--lang en|ja]\n  a\n  b', cliWords('ja').usage(['  a', '  b']), '使い方: <コマンド> <引数> [--json] [--lang en|ja]\n  a\n  b'],
    ['a bad flag', cliWords('en').badOption('--lang fr'), '"--lang fr" is not a valid option: --lang takes en or ja.', cliWords('ja').badOption('--lang fr'), '「--lang fr」は使えません。--lang には en か ja を指定してください。'],
    ['an unknown command with a near one', cliWords('en').unknownCommand('"rulle"', 'rule', 'U'), 'There is no command "rulle". Did you mean /rule? To ask a rules question, type it as a sentence or after ask.\nU', cliWords('ja').unknownCommand('"rulle"', 'rule', 'U'), '"rulle" というコマンドはありません。/rule のことですか？ルールの質問は、そのまま文章で入力するか ask の後に書いてください。\nU'],
    ['an unknown command with none near', cliWords('en').unknownCommand('"zzz"', null, 'U'), 'There is no command "zzz". To ask a rules question, type it as a sentence or after ask.\nU', cliWords('ja').unknownCommand('"zzz"', null, 'U'), '"zzz" というコマンドはありません。ルールの質問は、そのまま文章で入力するか ask の後に書いてください。\nU'],
    ['no command', cliWords('en').unknownCommand('', null, 'U'), 'Please give a command. To ask a rules question, type it as a sentence or after ask.\nU', cliWords('ja').unknownCommand('', null, 'U'), 'コマンドを指定してください。ルールの質問は、そのまま文章で入力するか ask の後に書いてください。\nU'],
  ])('GIVEN %s THEN the words are as before', (_what, en, wantEn, ja, wantJa) => {
    expect(en).toBe(wantEn);
    expect(ja).toBe(wantJa);
  });

  it('THEN the usage text lists every command after its heading, in each language', () => {
    for (const lang of ['en', 'ja'] as const) {
      const [head, ...lines] = usage(lang).split('\n');
      expect(head).toBe(cliWords(lang).usage([]));
      expect(lines.length).toBeGreaterThan(5);
      expect(lines.some((l) => l.trimStart().startsWith('rule <'))).toBe(true);
    }
    expect(parseArgs(['rule', '702.19', '--lang', 'fr']).badFlags.length).toBeGreaterThan(0);
  });
});
