/**
 * The console and the CLI put everything after the command name into the positional option
 * (`combat 7/7 trample blockers: 2/2`), so `name:` labels inside that text are read as the
 * other options, as Discord would have given them. An option given properly is never overridden.
 */
import type { Options, OptionValue } from '../../core/context.ts';

/**
 * `names`: each option's name, then the other labels it may be written with (its Japanese name:
 * `攻撃：7/7 ブロック：2/2`).
 */
export function inlineOptions(options: Options, positional: string, names: Readonly<Record<string, readonly string[]>>): Record<string, OptionValue | undefined> {
  const out: Record<string, OptionValue | undefined> = { ...options };
  const text = options[positional];
  if (typeof text !== 'string') return out;
  const byLabel = new Map<string, string>();
  for (const [name, labels] of Object.entries(names)) for (const l of [name, ...labels]) byLabel.set(l.toLowerCase(), name);
  const alternatives = [...byLabel.keys()].sort((a, b) => b.length - a.length).map((l) => l.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  const label = new RegExp(`(?:^|\\s)(${alternatives.join('|')})\\s*[:：]`, 'giu');
  const marks = [...text.matchAll(label)];
  if (marks.length === 0) return out;
  const first = marks[0]!;
  const head = text.slice(0, first.index).trim();
  const parts: Record<string, string> = {};
  marks.forEach((m, i) => {
    const start = m.index + m[0].length;
    const end = i + 1 < marks.length ? marks[i + 1]!.index : text.length;
    const name = byLabel.get(m[1]!.toLowerCase())!;
    parts[name] = `${parts[name] ? `${parts[name]} ` : ''}${text.slice(start, end).trim()}`.trim();
  });
  out[positional] = [head, parts[positional] ?? ''].filter(Boolean).join(' ');
  for (const [name, value] of Object.entries(parts)) if (name !== positional && (out[name] === undefined || out[name] === '')) out[name] = value;
  return out;
}
