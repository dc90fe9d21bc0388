/**
 * Every slash command in the registry (whoever added it), every option and every choice has a
 * Japanese name and description that Discord accepts, and every answering command has the
 * `ephemeral` option.
 */
import { describe, expect, it } from 'vitest';
import { commands } from '../../commands/index.ts';

interface Localized {
  name: string;
  name_localizations?: Record<string, string | null> | null;
  description?: string;
  description_localizations?: Record<string, string | null> | null;
}
interface OptionJson extends Localized {
  type: number;
  choices?: { name: string; name_localizations?: Record<string, string | null> | null; value: unknown }[];
  options?: OptionJson[];
}
interface CommandJson extends Localized {
  options?: OptionJson[];
}

// Discord's rule for command and option names (CHAT_INPUT), lower case where a script has case.
const NAME = /^[-_\p{L}\p{N}\p{sc=Deva}\p{sc=Thai}]{1,32}$/u;

function problems(where: string, x: Localized, needsDescription: boolean): string[] {
  const out: string[] = [];
  const ja = x.name_localizations?.ja;
  if (!ja) out.push(`${where}: no Japanese name`);
  else if (!NAME.test(ja) || ja !== ja.toLowerCase()) out.push(`${where}: Japanese name ${JSON.stringify(ja)} is not a valid Discord name`);
  if (needsDescription) {
    const d = x.description_localizations?.ja;
    if (!d) out.push(`${where}: no Japanese description`);
    else if (d.length > 100) out.push(`${where}: Japanese description over 100 characters`);
  }
  return out;
}

function walk(where: string, options: OptionJson[] | undefined): string[] {
  return (options ?? []).flatMap((o) => [
    ...problems(`${where} ${o.name}`, o, true),
    ...(o.choices ?? []).flatMap((c) => {
      const ja = c.name_localizations?.ja;
      return ja && ja.length <= 100 ? [] : [`${where} ${o.name} choice ${String(c.value)}: no Japanese name (1-100 characters)`];
    }),
    ...walk(`${where} ${o.name}`, o.options),
  ]);
}

describe('localisation of the slash commands', () => {
  const json = commands.map((c) => c.data.toJSON() as unknown as CommandJson);

  it('GIVEN the registry THEN it has commands, /settings among them', () => {
    expect(json.map((c) => c.name)).toContain('settings');
    expect(json.length).toBeGreaterThanOrEqual(6);
  });

  it('GIVEN every command, option and choice THEN each has a valid Japanese name and description', () => {
    const found = json.flatMap((c) => [...problems(`/${c.name}`, c, true), ...walk(`/${c.name}`, c.options)]);
    expect(found).toEqual([]);
  });

  it('GIVEN every answering command THEN it has the boolean ephemeral option; /settings is Manage Server and server-only', () => {
    for (const c of json) {
      const eph = c.options?.find((o) => o.name === 'ephemeral');
      if (c.name === 'settings') {
        expect(eph).toBeUndefined();
        continue;
      }
      expect(eph, `/${c.name}`).toMatchObject({ type: 5, name_localizations: { ja: '自分だけに表示' } });
    }
    const settings = json.find((c) => c.name === 'settings') as unknown as { default_member_permissions: string; contexts: number[] };
    expect(settings.default_member_permissions).toBe('32'); // Manage Guild
    expect(settings.contexts).toEqual([0]); // guild only
  });
});
