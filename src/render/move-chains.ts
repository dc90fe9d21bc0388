/**
 * Where an object went next, said with where it went first: "Left the battlefield: Grizzly Bears (to exile, then to the
 * battlefield)" for a flicker (Cloudshift), "Left your graveyard: Isamaru (to the battlefield, then to exile)" for a card
 * returned and exiled again (Goryo's Vengeance). Each zone change makes a new object (400.7), but the answer's summary
 * follows the card, in the order things happened — never "Left the battlefield: Isamaru (to exile). Left the graveyard:
 * Isamaru (to the battlefield)", which reads backwards and hides that it came back.
 */
import type { TraceStep } from '../engine/types.ts';

/** A move the summary starts a chain at: its trace index, and the zones the object went to from there, in order. */
export interface MoveChains {
  /** Trace index of a chain's first move -> every zone it went to (the first move's first). */
  heads: ReadonlyMap<number, readonly string[]>;
  /** Trace indexes of moves told as part of an earlier chain: not said again on their own. */
  told: ReadonlySet<number>;
}

const CARD_ZONES: ReadonlySet<string> = new Set(['graveyard', 'exile']);

/** A chain starts at a move off the battlefield to a zone other than a graveyard (a death is told as one, 700.4), or out of a graveyard or exile (not to the stack: a cast). */
function startsChain(p: TraceStep['params']): boolean {
  if (p.to === 'stack') return false;
  return (p.from === 'battlefield' && p.to !== 'graveyard') || CARD_ZONES.has(String(p.from));
}

/** The chains of the run's moves (trace `zone.moved` steps, by object label), each followed until a move to the stack or none. */
export function moveChains(trace: readonly TraceStep[]): MoveChains {
  const heads = new Map<number, string[]>();
  const told = new Set<number>();
  // (A label whose last move began or continued a chain, with the zone it is in now.)
  const open = new Map<string, { zones: string[]; at: string }>();
  trace.forEach((step, i) => {
    const p = step.params;
    if (step.key !== 'zone.moved' || typeof p.object !== 'string') return;
    const chain = open.get(p.object);
    if (chain && chain.at === p.from && p.to !== 'stack') {
      chain.zones.push(String(p.to));
      chain.at = String(p.to);
      told.add(i);
      return;
    }
    open.delete(p.object);
    if (!startsChain(p)) return;
    const zones = [String(p.to)];
    heads.set(i, zones);
    open.set(p.object, { zones, at: String(p.to) });
  });
  return { heads, told };
}
