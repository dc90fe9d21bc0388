/**
 * The interaction boosts of our glossary terms (TermIndex.interactionBoosts), prepared when the
 * index is built: each term's own boosts (its headline rule +2, its other rules +1) as a map made
 * once, and its interactions as the entry they need and the rules they add. A text naming one
 * term gets that term's map itself and a text naming none an empty one, without allocating; only
 * a text naming several terms makes a map, adding in the same order as the terms are named.
 */
import type { ResolvedTerm } from './terms.ts';

/** Added to each rule settling an interaction between two named terms. */
const INTERACTION = 6;

interface Interaction {
  /** The entry id of the other term. */
  with: string;
  rules: readonly string[];
}

const NONE: ReadonlyMap<string, number> = new Map<string, number>();

export class TermBoosts {
  /** Per term (index in the glossary), its own rules' boosts. */
  private readonly own: ReadonlyMap<string, number>[];
  /** Per term, its interactions with other entries that add rules. */
  private readonly interactions: Interaction[][];
  private readonly ids: string[];

  constructor(terms: readonly ResolvedTerm[]) {
    this.ids = terms.map((t) => t.entry.id);
    this.own = terms.map((t) => {
      const m = new Map<string, number>();
      addOwn(m, t);
      return m;
    });
    this.interactions = terms.map((t) =>
      (t.entry.interactions ?? []).flatMap((i, idx) => {
        const rules = t.interactionRules[idx] ?? [];
        return i.with === t.entry.id || rules.length === 0 ? [] : [{ with: i.with, rules }];
      }),
    );
  }

  /** The boosts for the terms a text names (indexes in glossary order). */
  of(named: readonly number[], terms: readonly ResolvedTerm[]): ReadonlyMap<string, number> {
    if (named.length === 0) return NONE;
    if (named.length === 1) return this.own[named[0]!]!;
    const boost = new Map<string, number>();
    for (const i of named) {
      addOwn(boost, terms[i]!);
      for (const x of this.interactions[i]!) {
        if (!this.names(named, x.with)) continue;
        for (const n of x.rules) boost.set(n, (boost.get(n) ?? 0) + INTERACTION);
      }
    }
    return boost;
  }

  private names(named: readonly number[], id: string): boolean {
    for (const j of named) if (this.ids[j] === id) return true;
    return false;
  }
}

function addOwn(boost: Map<string, number>, t: ResolvedTerm): void {
  const { rules } = t;
  if (rules[0]) boost.set(rules[0], (boost.get(rules[0]) ?? 0) + 2);
  for (let k = 1; k < rules.length; k++) boost.set(rules[k]!, (boost.get(rules[k]!) ?? 0) + 1);
}
