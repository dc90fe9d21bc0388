/**
 * Developer tool: resolves every RuleRef in the glossary data files against the current CR and
 * prints what each resolves to, so writers can check that a reference points where they mean.
 *   npx tsx src/rules/glossary/check.ts [file ...]   (default: every file in src/rules/glossary/data)
 */
import { readFileSync, readdirSync } from 'node:fs';
import { resolve, basename } from 'node:path';
import { pathToFileURL } from 'node:url';
import { decodeRulesText } from '../decode.ts';
import { parseRules } from '../parse.ts';
import { RefResolver } from '../refs.ts';
import type { TermEntry } from './types.ts';

const crFile = process.env.CR_FILE ?? resolve(import.meta.dirname, '../../../../shared/data/cr/MagicCompRules-20260925.txt');
const doc = parseRules(decodeRulesText(readFileSync(crFile)).text);
const resolver = new RefResolver(doc);
const dataDir = resolve(import.meta.dirname, 'data');
const files = process.argv.slice(2).length > 0
  ? process.argv.slice(2).map((f) => resolve(f))
  : readdirSync(dataDir).filter((f) => f.endsWith('.ts')).map((f) => resolve(dataDir, f));

let problems = 0;
for (const file of files) {
  const mod = (await import(pathToFileURL(file).href)) as Record<string, unknown>;
  for (const [name, value] of Object.entries(mod)) {
    if (!Array.isArray(value)) continue;
    for (const entry of value as TermEntry[]) {
      const refs = [...entry.rules, ...(entry.interactions ?? []).flatMap((i) => i.rules)];
      const shown: string[] = [];
      for (const ref of refs) {
        const r = resolver.resolve(ref, entry.kind === 'keyword-action' ? '701' : entry.kind === 'keyword-ability' ? '702' : undefined);
        if (r.ok) shown.push(`${ref} -> ${r.value.numbers.join(',')}`);
        else {
          problems++;
          shown.push(`!! ${ref}: ${r.error}`);
        }
      }
      if (/\b\d{3}\.\d+/.test(JSON.stringify([entry.summary, entry.details, entry.interactions]))) {
        problems++;
        shown.push('!! a rule number is written in the text: use a RuleRef instead');
      }
      console.log(`${basename(file)} ${name} ${entry.id}:\n  ${shown.join('\n  ')}`);
    }
  }
}
console.log(problems === 0 ? 'all references resolve' : `${problems} problem(s)`);
process.exitCode = problems === 0 ? 0 : 1;
