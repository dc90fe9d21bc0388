/**
 * Which events an unmodelled text is about: the objects or players a trigger event names (603.2, by
 * the trigger kinds gaps.ts reads from the text), and the events a static ability's effect could
 * change when its text says only that (614.1c entering, 601.2f / 602.2b costs, 119.7-119.8 life,
 * 121.6 / 614.11 draws). The decision (gap-relevance.ts) looks for these in the run's event log.
 */
import { assertNever } from '../core/result.ts';
import type { GameEvent } from './game-events.ts';
import type { GapTriggerEvent } from './gaps.ts';
import type { ObjectId, PlayerId } from './types.ts';

/** The objects (or, for player events, the players) an event is about, for a trigger event kind. */
export function subjectsOf(e: GameEvent, t: GapTriggerEvent): (ObjectId | PlayerId)[] | null {
  switch (t) {
    case 'enters':
      if (e.kind === 'zone-changed' && e.to === 'battlefield') return [e.newId];
      return e.kind === 'created' && e.zone === 'battlefield' ? [e.object] : null;
    case 'leaves':
      return e.kind === 'zone-changed' && e.from === 'battlefield' ? [e.object] : null;
    case 'dies':
      return e.kind === 'zone-changed' && e.from === 'battlefield' && e.to === 'graveyard' ? [e.object] : null;
    case 'attacks':
      return e.kind === 'attacked' ? [e.object] : null;
    case 'blocks':
      return e.kind === 'blocked' ? [e.object] : null;
    case 'becomes-blocked':
      return e.kind === 'blocked' ? [...e.attackers] : null;
    case 'dealt-damage':
      return e.kind === 'damage-dealt' ? [e.target] : null;
    case 'deals-damage':
      return e.kind === 'damage-dealt' && e.source !== null ? [e.source] : null;
    case 'deals-combat-damage':
      return e.kind === 'damage-dealt' && e.combat && e.source !== null ? [e.source] : null;
    case 'cast':
      return e.kind === 'cast' ? [e.spell] : null;
    case 'becomes-target':
      return e.kind === 'put-on-stack' && e.targets.length > 0 ? [...e.targets] : null;
    case 'beginning-of-step':
      return e.kind === 'step-began' ? [e.player] : null;
    case 'gains-life':
      return e.kind === 'life-changed' && e.amount > 0 ? [e.player] : null;
    case 'loses-life':
      return e.kind === 'life-changed' && e.amount < 0 ? [e.player] : null;
    case 'draws':
      return e.kind === 'drew' ? (e.card === null ? [e.player] : [e.card, e.player]) : null;
    case 'discards':
      return e.kind === 'discarded' ? (e.card === null ? [e.player] : [e.card, e.player]) : null;
    case 'sacrificed':
      return e.kind === 'sacrificed' ? [e.object] : null;
    case 'counters':
      return e.kind === 'counters-changed' ? [e.target] : null;
    case 'tapped':
      return e.kind === 'tapped' ? [e.object] : null;
    case 'untapped':
      return e.kind === 'untapped' ? [e.object] : null;
    case 'unknown':
      return null;
    default:
      return assertNever(t);
  }
}

/**
 * What a static ability's effect changes, when its text (every sentence of it) says only that:
 * - 'enters': how permanents enter ("Creatures your opponents control enter tapped", "… enter with an
 *   additional +1/+1 counter on them": 614.1c, 614.12) — only when a permanent enters the battlefield;
 * - 'costs': what spells or abilities cost ("Noncreature spells cost {1} more to cast": 601.2f, 602.2b)
 *   — only when a spell is (begun to be) cast or an ability activated;
 * - 'gain-life' / 'lose-life': whether or how much life is gained or lost ("Players can't gain life",
 *   "If you would gain life, you gain twice that much life instead": 119.7, 119.8, 614.1a) — only
 *   when life would be gained (lost): the engine, not knowing the text, performs that event;
 * - 'draw': a replacement of card draws ("If you would draw a card, …instead": 121.6, 614.11) — only
 *   when a player draws (or would, from an empty library: 121.6a).
 * Anything else in the text (another sentence, a trigger) leaves it unclassified: null. (The maximum
 * hand size, 402.2, is not classified: the cleanup discard, 514.1, leaves no event to look for when
 * the engine discards nothing.)
 */
export type Application = 'enters' | 'costs' | 'gain-life' | 'lose-life' | 'draw';

const APPLICATIONS: readonly [RegExp, Application][] = [
  [/^(?:each |all )?(?:other )?(?:[a-z-]+ )?(?:creatures?|permanents?|lands?|artifacts?|enchantments?|planeswalkers?|tokens?)(?: (?:and|or) [a-z]+)?(?: [a-z' ]+?)? enters? (?:the battlefield )?(?:tapped|with (?:[^.]*? )?(?:\+1\/\+1|-1\/-1|[a-z]+) counters? on (?:it|them))(?: unless [^.]*| if [^.]*)?\.$/i, 'enters'],
  [/^[^.]*?\b(?:spells?|abilities)\b[^.]*? costs? (?:(?:\{[^}]+\})+|x|[a-z]+ generic mana) (?:more|less)(?: to (?:cast|activate))?(?: for each [^.]*| where [^.]*| if [^.]*)?\.$/i, 'costs'],
  [/^(?:you|players|your opponents|each opponent|each player)(?: can't| cannot) gain life\.$/i, 'gain-life'],
  [/^if (?:you|a player|an opponent|each player) would gain life, [^.]*instead\.$/i, 'gain-life'],
  [/^(?:you|players|your opponents|each opponent|each player)(?: can't| cannot) lose life\.$/i, 'lose-life'],
  [/^if (?:you|a player|an opponent) would lose life, [^.]*instead\.$/i, 'lose-life'],
  [/^if (?:you|a player|an opponent|each player) would draw (?:a card|one or more cards)[^.]*, [^.]*instead\.$/i, 'draw'],
];

/** Which events each application is about (the event itself, or its start: 601.2a). */
export const APPLIES_TO: Record<Application, (e: GameEvent) => boolean> = {
  enters: (e) => (e.kind === 'zone-changed' && e.to === 'battlefield') || (e.kind === 'created' && e.zone === 'battlefield'),
  costs: (e) => e.kind === 'cast-proposed' || e.kind === 'activated',
  'gain-life': (e) => e.kind === 'life-changed' && e.amount > 0,
  'lose-life': (e) => e.kind === 'life-changed' && e.amount < 0,
  draw: (e) => e.kind === 'drew' || e.kind === 'drew-from-empty',
};

/** What a static ability's text changes, if it is one of the classified kinds; null otherwise. */
export function applicationOf(text: string): Application | null {
  const t = text.trim().replace(/[’‘]/g, "'").replace(/\s+/g, ' ');
  for (const [re, a] of APPLICATIONS) if (re.test(t)) return a;
  return null;
}
