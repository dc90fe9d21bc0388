/**
 * 702.100 Evolve. 702.100a: "Whenever a creature you control enters, if that creature's power is
 * greater than this creature's power and/or that creature's toughness is greater than this
 * creature's toughness, put a +1/+1 counter on this creature." The "if" is an intervening one (603.4):
 * checked as it triggers, on the game just after the creature entered (603.10), and again as it
 * resolves (608.2a). 702.100c: a noncreature permanent has no power or toughness to compare, so the
 * comparison fails unless both are creatures. 702.100d: each instance triggers separately.
 *
 * The engine gives each evolve instance of a permanent its trigger (triggers.ts), so a permanent
 * described with evolve in a question evolves as one compiled from a card does.
 */
import type { Computed, Keyword, TriggeredAbility } from '../types.ts';
import { keywordText } from '../keywords.ts';
import { parseKeyword } from './known.ts';

/** What evolve compares: a permanent's card types and its power and toughness (702.100a, 702.100c). */
export type EvolveSide = Pick<Computed, 'types' | 'power' | 'toughness'>;

/** The two creatures the intervening "if" compares: the one that entered and the one with evolve. */
export interface EvolvePair {
  entered: EvolveSide;
  own: EvolveSide;
}

/** 702.100a, 702.100c: is the creature that entered bigger than this creature in power or toughness? */
export function evolves(p: EvolvePair): boolean {
  if (!p.entered.types.includes('Creature') || !p.own.types.includes('Creature')) return false;
  return (p.entered.power ?? 0) > (p.own.power ?? 0) || (p.entered.toughness ?? 0) > (p.own.toughness ?? 0);
}

/** The triggered ability one evolve instance means (702.100a), its text the keyword as written. */
export function evolveTrigger(text: string): TriggeredAbility {
  return {
    text,
    rules: ['702.100a'],
    event: 'enters',
    who: 'any',
    filter: { kind: 'filter', types: ['Creature'], controller: 'you' },
    condition: { kind: 'evolve' },
    effects: [{ kind: 'add-counters', counter: '+1/+1', amount: 1, self: true }],
  };
}

/** The evolve triggers of a permanent's keywords: one for each instance (702.100d). */
export function evolveTriggers(keywords: readonly Keyword[]): TriggeredAbility[] {
  return keywords.filter((k) => parseKeyword(k).name === 'evolve').map((k) => evolveTrigger(keywordText(k)));
}
