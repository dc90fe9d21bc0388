/**
 * An activated ability named by what the asker said it does (language/ir-events.ts `effect`): "I pump it" — the one that
 * gives the creature itself +N/+N (613.4c); "I pay {B} to regenerate it" — the one that regenerates it (701.19a). The
 * words are checked against the compiled abilities, never taken on trust: the one ability that does it is run; none
 * that does, the card has no such ability; several, or a line of the card the compiler couldn't read that might be
 * it, and which one is meant is asked back or the line named (602.2b: the player chooses which ability). "Ping" is
 * checked so too: the ability must deal 1 damage to its one target (pingsOne).
 */
import { assertNever } from '../core/result.ts';
import { abilityCostFits } from './spell-abilities.ts';
import type { AbilityPick, CostsTold } from './spell-abilities.ts';
import type { ActivatedInput, ObjectInput } from './scenario-input.ts';

export type AbilityEffect = 'pump' | 'regenerate';

/** A continuous effect on the ability's own source that raises its power or toughness. */
function selfPump(effect: unknown): boolean {
  if (typeof effect !== 'object' || effect === null) return false;
  const f = effect as { affects?: { kind?: string }; modifications?: readonly { kind?: string; power?: number; toughness?: number }[] };
  return f.affects?.kind === 'source' && (f.modifications ?? []).some((m) => m.kind === 'modify-pt' && ((m.power ?? 0) > 0 || (m.toughness ?? 0) > 0));
}

/** Whether an ability does what was said of it. */
export function doesEffect(ab: ActivatedInput | undefined, effect: AbilityEffect): boolean {
  const effects = (ab?.effects ?? []) as readonly { kind: string; effect?: unknown; self?: boolean }[];
  switch (effect) {
    case 'pump':
      return effects.some((e) => e.kind === 'apply-effect' && selfPump(e.effect));
    case 'regenerate':
      return effects.some((e) => e.kind === 'regenerate' && e.self === true);
    default:
      return assertNever(effect);
  }
}

/**
 * Whether an activated ability is what "ping" says (language/frames/damage.ts, tap-ping.ts read the word): one target
 * (115.1) and one instruction, dealing that target 1 damage as the ability's effect (120.2b).
 */
export function pingsOne(ab: ActivatedInput | undefined): boolean {
  return ab?.targets?.length === 1 && ab.effects?.length === 1 && ab.effects[0]!.kind === 'damage' && ab.effects[0]!.amount === 1;
}

/** An unread activated line ("cost: effect") that might do it, by its words. */
function unreadMayDo(text: string, effect: AbilityEffect): boolean {
  if (!/^[^.]*:/.test(text)) return false;
  return effect === 'pump' ? /\bgets? \+\d/i.test(text) : /\bregenerate\b/i.test(text);
}

/**
 * The ability meant: the one that does it among those the told costs fit (602.2b; `told` null when no cost was told). None
 * that does: the card has no such ability; several: which is meant is asked back; an unread line that might be it: named.
 */
export function abilityByEffect(source: ObjectInput | undefined, unmodelled: readonly string[], effect: AbilityEffect, told: CostsTold | null): AbilityPick {
  const list = source?.activated ?? [];
  const unread = unmodelled.filter((t) => unreadMayDo(t, effect));
  if (unread.length > 0) return { kind: 'unread', text: unread.join(' ') };
  const fits = list.flatMap((a, i) => (doesEffect(a, effect) && (told === null || abilityCostFits(a, told)) ? [i] : []));
  if (fits.length === 1) return { kind: 'index', index: fits[0]! };
  return fits.length === 0 ? { kind: 'none' } : { kind: 'several' };
}
