/**
 * Every benchmark `npm run bench` knows, in the order they run. A new area (engine.layers,
 * engine.combat, cards.resolve …) adds a module exporting its BenchDefinition[] and spreads it here.
 */
import type { BenchDefinition } from './harness.ts';
import { rulesBenchmarks } from './rules.ts';
import { engineBenchmarks } from './engine.ts';
import { cardBenchmarks } from './cards.ts';
import { spotBenchmarks } from './cards-spot.ts';
import { compileBenchmarks } from './cards-compile.ts';
import { combatBenchmarks } from './engine-combat.ts';
import { stackBenchmarks } from './engine-stack.ts';
import { discordBenchmarks } from './discord.ts';
import { askBenchmarks } from './ask.ts';
import { askCardBenchmarks } from './ask-cards.ts';
import { processBenchmarks } from './process.ts';

export const BENCHMARKS: readonly BenchDefinition[] = [...rulesBenchmarks, ...engineBenchmarks, ...combatBenchmarks, ...stackBenchmarks, ...cardBenchmarks, ...spotBenchmarks, ...compileBenchmarks, ...discordBenchmarks, ...askBenchmarks, ...askCardBenchmarks, ...processBenchmarks];

/** Definitions whose name contains any of the substrings (all of them when there are none). */
export function selectBenchmarks(filters: readonly string[], all: readonly BenchDefinition[] = BENCHMARKS): BenchDefinition[] {
  const names = new Set<string>();
  for (const def of all) {
    for (const name of [def.name, ...(def.group ?? [])]) {
      if (names.has(name)) throw new Error(`benchmark ${name} is registered twice`);
      names.add(name);
    }
  }
  // A baseline measured in another benchmark's group selects that group.
  return filters.length === 0 ? [...all] : all.filter((d) => filters.some((f) => [d.name, ...(d.group ?? [])].some((n) => n.includes(f))));
}
