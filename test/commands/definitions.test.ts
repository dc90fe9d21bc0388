/**
 * Every slash command definition is one Discord accepts, and is localised in Japanese.
 * Limits: https://discord.com/developers/docs/interactions/application-commands
 */
import { describe, expect, it } from 'vitest';
import { ApplicationCommandOptionType } from 'discord.js';
import type { APIApplicationCommandOption, RESTPostAPIChatInputApplicationCommandsJSONBody } from 'discord.js';
import { commands, findCommand } from '../../commands/index.ts';

const NAME = /^[-_\p{L}\p{N}\p{sc=Deva}\p{sc=Thai}]{1,32}$/u;
const TOTAL_MAX = 4000;

type Json = RESTPostAPIChatInputApplicationCommandsJSONBody;
type Localizations = Partial<Record<string, string | null>> | null | undefined;

interface ChoiceJson {
  name: string;
  name_localizations?: Localizations;
  value: string | number;
}

/** Options nested in subcommands and groups too, each with its path for messages. */
function allOptions(options: readonly APIApplicationCommandOption[] | undefined, at = ''): { path: string; option: APIApplicationCommandOption }[] {
  return (options ?? []).flatMap((option) => {
    const path = `${at}${option.name}`;
    const nested = 'options' in option && Array.isArray(option.options) ? allOptions(option.options as APIApplicationCommandOption[], `${path}.`) : [];
    return [{ path, option }, ...nested];
  });
}

function choicesOf(option: APIApplicationCommandOption): ChoiceJson[] {
  return 'choices' in option && Array.isArray(option.choices) ? (option.choices as ChoiceJson[]) : [];
}

/** The longest of the default text and its localisations: what Discord counts for the 4000 limit. */
function longest(text: string, localizations: Localizations): number {
  return Math.max(text.length, ...Object.values(localizations ?? {}).map((v) => v?.length ?? 0));
}

function checkName(name: string, where: string): string[] {
  const problems: string[] = [];
  if (!NAME.test(name)) problems.push(`${where}: name ${JSON.stringify(name)} is not 1-32 letters, digits, - or _`);
  if (name !== name.toLowerCase()) problems.push(`${where}: name ${JSON.stringify(name)} is not lower case`);
  return problems;
}

function checkDescription(text: string, where: string): string[] {
  return text.length >= 1 && text.length <= 100 ? [] : [`${where}: description is ${text.length} characters (1-100)`];
}

function checkLocalized(
  item: { name: string; description: string; name_localizations?: Localizations; description_localizations?: Localizations },
  where: string,
): string[] {
  const problems: string[] = [...checkName(item.name, where), ...checkDescription(item.description, where)];
  const jaName = item.name_localizations?.ja;
  const jaDescription = item.description_localizations?.ja;
  if (!jaName) problems.push(`${where}: no Japanese (ja) name localisation`);
  if (!jaDescription) problems.push(`${where}: no Japanese (ja) description localisation`);
  for (const [locale, name] of Object.entries(item.name_localizations ?? {})) {
    if (name) problems.push(...checkName(name, `${where} [${locale}]`));
  }
  for (const [locale, text] of Object.entries(item.description_localizations ?? {})) {
    if (text) problems.push(...checkDescription(text, `${where} [${locale}]`));
  }
  return problems;
}

function totalSize(json: Json): number {
  let n = longest(json.name, json.name_localizations) + longest(json.description, json.description_localizations);
  for (const { option } of allOptions(json.options)) {
    n += longest(option.name, option.name_localizations) + longest(option.description, option.description_localizations);
    for (const c of choicesOf(option)) n += longest(c.name, c.name_localizations) + String(c.value).length;
  }
  return n;
}

describe('slash command definitions', () => {
  it('THEN there are commands, with unique names, all found by findCommand', () => {
    expect(commands.length).toBeGreaterThan(0);
    expect(commands.length).toBeLessThanOrEqual(100);
    const names = commands.map((c) => c.data.name);
    expect(new Set(names).size).toBe(names.length);
    for (const name of names) expect(findCommand(name)?.data.name).toBe(name);
  });

  describe.each(commands.map((c) => [c.data.name, c] as const))('/%s', (name, command) => {
    const json = command.data.toJSON() as Json;

    it('THEN its name, description and Japanese localisations are within the limits', () => {
      expect(checkLocalized(json, `/${name}`)).toEqual([]);
    });

    it('THEN every option is named, described and localised within the limits', () => {
      const problems = allOptions(json.options).flatMap(({ path, option }) => checkLocalized(option, `/${name} ${path}`));
      expect(problems).toEqual([]);
    });

    it('THEN it has at most 25 options (at each level) with unique names, required ones first', () => {
      const levels = [json.options ?? [], ...allOptions(json.options).map(({ option }) => ('options' in option && Array.isArray(option.options) ? option.options : []))];
      for (const level of levels) {
        expect(level.length).toBeLessThanOrEqual(25);
        const names = level.map((o) => o.name);
        expect(new Set(names).size).toBe(names.length);
        const required = level.map((o) => ('required' in o && o.required === true ? 1 : 0));
        expect(required).toEqual([...required].sort((a, b) => b - a));
      }
    });

    it('THEN every option has at most 25 choices of 1-100 characters, and choices are not combined with autocomplete', () => {
      for (const { path, option } of allOptions(json.options)) {
        const choices = choicesOf(option);
        expect(choices.length, `/${name} ${path}`).toBeLessThanOrEqual(25);
        for (const c of choices) {
          expect(c.name.length, `/${name} ${path} choice`).toBeGreaterThanOrEqual(1);
          expect(c.name.length, `/${name} ${path} choice`).toBeLessThanOrEqual(100);
          for (const local of Object.values(c.name_localizations ?? {})) if (local) expect(local.length).toBeLessThanOrEqual(100);
          if (typeof c.value === 'string') {
            expect(c.value.length, `/${name} ${path} choice value`).toBeGreaterThanOrEqual(1);
            expect(c.value.length, `/${name} ${path} choice value`).toBeLessThanOrEqual(100);
          }
        }
        if (choices.length > 0) expect('autocomplete' in option && option.autocomplete === true).toBe(false);
      }
    });

    it(`THEN its names, descriptions and values add up to at most ${TOTAL_MAX} characters`, () => {
      expect(totalSize(json)).toBeLessThanOrEqual(TOTAL_MAX);
    });

    it('THEN its positional and query options are options it has, and autocomplete options have a handler', () => {
      const optionNames = allOptions(json.options).map(({ option }) => option.name);
      expect(optionNames).toContain(command.positional);
      if (command.queryOption !== undefined) expect(optionNames).toContain(command.queryOption);
      const wantsAutocomplete = allOptions(json.options).some(
        ({ option }) => option.type === ApplicationCommandOptionType.String && 'autocomplete' in option && option.autocomplete === true,
      );
      if (wantsAutocomplete) expect(typeof command.autocomplete).toBe('function');
    });
  });
});
