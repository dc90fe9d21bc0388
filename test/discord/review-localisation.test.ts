/**
 * Review of the registered command data against the rules Discord applies when commands are
 * deployed (beyond "every name has a Japanese form"): localized names unique among siblings (a
 * user typing `/カード` must reach one command), required options before optional ones, at most 25
 * options and choices, English names that match Discord's pattern, descriptions of 1-100 characters.
 */
import { describe, expect, it } from 'vitest';
import { commands } from '../../commands/index.ts';

interface Json {
  name: string;
  name_localizations?: Record<string, string | null> | null;
  description?: string;
  description_localizations?: Record<string, string | null> | null;
  required?: boolean;
  options?: Json[];
  choices?: { name: string; value: unknown }[];
}

const NAME = /^[-_\p{L}\p{N}\p{sc=Deva}\p{sc=Thai}]{1,32}$/u;

function duplicates(values: (string | null | undefined)[]): string[] {
  const seen = new Set<string>();
  const dup: string[] = [];
  for (const v of values) {
    if (!v) continue;
    if (seen.has(v)) dup.push(v);
    seen.add(v);
  }
  return dup;
}

function problems(where: string, items: Json[]): string[] {
  const out: string[] = [];
  if (items.length > 25) out.push(`${where}: ${items.length} entries (max 25)`);
  for (const locale of ['en', 'ja'] as const) {
    const names = items.map((o) => (locale === 'en' ? o.name : (o.name_localizations?.ja ?? o.name)));
    for (const d of duplicates(names)) out.push(`${where}: two entries are called ${JSON.stringify(d)} in ${locale}`);
  }
  let optionalSeen = false;
  for (const o of items) {
    if (!NAME.test(o.name) || o.name !== o.name.toLowerCase()) out.push(`${where} ${o.name}: not a valid Discord name`);
    const d = o.description ?? '';
    if (d.length < 1 || d.length > 100) out.push(`${where} ${o.name}: English description of ${d.length} characters`);
    if (o.required === true && optionalSeen) out.push(`${where} ${o.name}: required after an optional option`);
    if (o.required !== true) optionalSeen = true;
    if ((o.choices?.length ?? 0) > 25) out.push(`${where} ${o.name}: more than 25 choices`);
    for (const c of o.choices ?? []) if (c.name.length < 1 || c.name.length > 100) out.push(`${where} ${o.name}: choice name of ${c.name.length} characters`);
    out.push(...problems(`${where} ${o.name}`, o.options ?? []));
  }
  return out;
}

describe('the command data Discord will accept', () => {
  const json = commands.map((c) => c.data.toJSON() as unknown as Json);

  it('GIVEN every command THEN names unique per level in English and Japanese, required options first, every limit kept', () => {
    // Top-level: the required/optional order doesn't apply, so only names and counts are checked there.
    const top = problems('commands', json.map((c) => ({ ...c, required: true })));
    const nested = json.flatMap((c) => problems(`/${c.name}`, c.options ?? []));
    expect([...top, ...nested]).toEqual([]);
  });

  it('GIVEN the check itself THEN it catches a Japanese name used twice and a required option after an optional one', () => {
    const bad: Json[] = [
      { name: 'a', description: 'a', name_localizations: { ja: '同じ' } },
      { name: 'b', description: 'b', name_localizations: { ja: '同じ' }, required: true },
    ];
    const found = problems('/x', bad);
    expect(found).toContain('/x: two entries are called "同じ" in ja');
    expect(found).toContain('/x b: required after an optional option');
  });
});
