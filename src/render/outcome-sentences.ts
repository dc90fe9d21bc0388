/**
 * The short answer of a combat question: life totals, poison and damage left marked.
 */
import type { Resolution } from '../engine/types.ts';
import type { Lang } from '../core/lang.ts';
import { renderWords } from './locales/index.ts';

/**
 * "Life: you 20 → 23, the opponent 20 → 12." (/ask, where player A asked) or "Life: player A 20 → 23,
 * player B 20 → 12." (/scenario), and the like, from a resolution's trace and final state. `hidden`: objects (labels)
 * whose damage depends on a size the question didn't give (short-answer.ts fateDepends).
 */
export function outcomeSentences(resolution: Resolution, lang: Lang, show: (label: string) => string, asker?: boolean, hidden?: ReadonlySet<string>): string[] {
  const w = renderWords(lang).combat;
  const players = new Set(resolution.final.players.map((p) => p.id));
  const life = new Map<string, [number, number]>();
  const poison = new Map<string, [number, number]>();
  for (const s of resolution.trace) {
    const p = s.params;
    if (s.key === 'event.life' && typeof p.player === 'string') life.set(p.player, [life.get(p.player)?.[0] ?? Number(p.before), Number(p.after)]);
    if (s.key === 'event.counters' && p.counter === 'poison' && typeof p.target === 'string' && players.has(p.target)) {
      poison.set(p.target, [poison.get(p.target)?.[0] ?? Number(p.before), Number(p.after)]);
    }
  }
  const out: string[] = [];
  const who = (id: string): string => renderWords(lang).players.summary(id, asker);
  const order = [...players];
  const changes = (m: Map<string, [number, number]>): string[] =>
    [...m]
      .filter(([, [a, b]]) => a !== b)
      .sort(([x], [y]) => order.indexOf(x) - order.indexOf(y))
      .map(([id, [a, b]]) => w.outcome.change(who(id), a, b));
  const l = w.list(changes(life));
  if (l) out.push(w.outcome.life(l));
  const p = w.list(changes(poison));
  if (p) out.push(w.outcome.poison(p));
  const damaged = resolution.final.objects.filter((o) => o.zone === 'battlefield' && o.damage > 0 && hidden?.has(o.label) !== true).map((o) => w.outcome.damaged(show(o.label), o.damage));
  if (damaged.length > 0) out.push(w.outcome.damageMarked(damaged));
  return out;
}
