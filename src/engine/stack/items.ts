/**
 * The stack (405) and priority (117): stack items, who has priority, and how an item is labelled in
 * the trace. Spells are objects in the stack zone plus an item here; abilities are items only
 * (405.1: an ability on the stack has no card associated with it).
 */
import type { GameState, PlayerId, StackItem } from '../types.ts';

export function stackOf(state: GameState): StackItem[] {
  if (!state.stack) state.stack = [];
  return state.stack;
}

/** Who has priority now: by default the active player (117.3a/117.3b). */
export function priorityOf(state: GameState): { player: PlayerId; passes: number } {
  if (!state.priority) state.priority = { player: state.activePlayer, passes: 0 };
  return state.priority;
}

/**
 * A step in which no player has priority, so nothing can be cast or activated then: the untap step
 * (502.4, 117.3a), and the cleanup step (514.3) unless something happened there that the game puts
 * on the stack first (514.3a: then the active player gets priority, so the stack isn't empty).
 * Returns the reason code and its rules (space-separated), or null when players get priority as usual.
 */
export function noPriorityStep(state: GameState): { reason: 'no-priority-untap' | 'no-priority-cleanup'; rule: string } | null {
  if (state.step === 'untap') return { reason: 'no-priority-untap', rule: '502.4 117.3a' };
  if (state.step === 'cleanup' && stackOf(state).length === 0) return { reason: 'no-priority-cleanup', rule: '514.3 514.3a' };
  return null;
}

export function givePriority(state: GameState, player: PlayerId): void {
  state.priority = { player, passes: 0 };
}

/** Players still in the game, in turn order starting with the active player (APNAP, 101.4). */
export function apnap(state: GameState): PlayerId[] {
  const ids = state.players.filter((p) => p.lost === null).map((p) => p.id);
  const i = ids.indexOf(state.activePlayer);
  return i < 0 ? ids : [...ids.slice(i), ...ids.slice(0, i)];
}

export function nextStackId(state: GameState): string {
  const n = state.nextStackId ?? 1;
  state.nextStackId = n + 1;
  return `ability-${n}`;
}

/** "Lightning Bolt" for a spell, "Prodigal Pyromancer's ability" for an ability. */
export function itemLabel(state: GameState, item: StackItem): string {
  if (item.kind === 'spell') {
    const o = state.objects.find((x) => x.id === item.id);
    return o ? o.label : item.sourceLabel;
  }
  return `${item.sourceLabel}: ${item.text}`;
}

/** The stack item a reference means: its id, or the card a spell was cast from (400.7: `bolt` -> `bolt~3`). */
export function findItem(state: GameState, ref: string): StackItem | undefined {
  const stack = state.stack ?? [];
  const direct = stack.find((i) => i.id === ref);
  if (direct) return direct;
  const card = ref.includes('~') ? ref.slice(0, ref.indexOf('~')) : ref;
  return [...stack].reverse().find((i) => i.kind === 'spell' && (i.id.includes('~') ? i.id.slice(0, i.id.indexOf('~')) : i.id) === card);
}

/** The only opponent of a player (two-player games; more players stop with `unmodelled`). */
export function opponentsOf(state: GameState, player: PlayerId): PlayerId[] {
  return state.players.filter((p) => p.id !== player && p.lost === null).map((p) => p.id);
}
