/** Life totals (119.3) and counters on objects and players (122.1), poison among them (122.1f). */
import { normalizeKeywordText } from './keywords.ts';
import { boundAmount, countEvent, emit, nextTimestamp } from './run.ts';
import { CANT_RULES, playerCant } from './replacement/cant.ts';
import { effectLabel } from './damage/replacement.ts';
import { step } from './trace.ts';
import type { Run } from './run.ts';
import { record } from './record.ts';
import type { GameObject, PlayerState } from './types.ts';
import { edit } from './changes.ts';

/** 119.3: a player's life total is adjusted — unless a "can't" effect stops the gain (119.7) or the loss (119.8). */
export function changeLife(run: Run, player: PlayerState, amount: number, rules: string[] = ['119.3']): void {
  if (amount === 0) return;
  const what = amount > 0 ? 'gain-life' : 'lose-life';
  const cant = playerCant(run, what, player.id);
  if (cant) {
    emit(run, step('life.cant-change', [...CANT_RULES[what], '614.17', '101.2'], { effect: effectLabel(cant), player: player.id, what, amount: Math.abs(amount) }));
    return;
  }
  countEvent(run);
  const before = player.life;
  player.life = boundAmount(before + amount);
  record(run, { kind: 'life-changed', player: player.id, amount, before, after: player.life }, rules);
}

function givePoison(run: Run, player: PlayerState, amount: number, rules: string[]): void {
  countEvent(run);
  const before = player.poison;
  player.poison = boundAmount(before + amount);
  record(run, { kind: 'counters-changed', target: player.id, counter: 'poison', amount, before, after: player.poison }, rules);
}

/** 122.1 / 613.7c: counters put on an object (all counters of that kind get the new timestamp) or a player. */
export function putCounters(run: Run, target: GameObject | PlayerState, kind: string, amount: number, rules: string[] = ['122.1']): void {
  if (amount <= 0) return;
  if ('life' in target) {
    if (normalizeKeywordText(kind) === 'poison') return givePoison(run, target, amount, rules);
    countEvent(run);
    const before = target.counters[kind] ?? 0;
    target.counters[kind] = boundAmount(before + amount);
    record(run, { kind: 'counters-changed', target: target.id, counter: kind, amount, before, after: target.counters[kind] }, rules);
    return;
  }
  countEvent(run);
  const before = target.counters[kind] ?? 0;
  const w = edit(run, target);
  w.counters[kind] = boundAmount(before + amount);
  w.counterTimestamps = { ...target.counterTimestamps, [kind]: nextTimestamp(run.state) };
  record(run, { kind: 'counters-changed', target: target.id, counter: kind, amount, before, after: before + amount }, [...rules, '613.7c']);
}

/** The counters of a player, or of an object (noted as changed): writable. */
function counterRecord(run: Run, target: GameObject | PlayerState): Record<string, number> {
  return 'life' in target ? target.counters : edit(run, target).counters;
}

/** Removes up to `amount` counters of a kind (as many as there are). */
export function removeCounters(run: Run, target: GameObject | PlayerState, kind: string, amount: number, rules: string[] = ['122.1']): number {
  const isPlayer = 'life' in target;
  const poison = isPlayer && normalizeKeywordText(kind) === 'poison';
  const before = poison ? (target as PlayerState).poison : (target.counters[kind] ?? 0);
  const n = Math.min(before, Math.max(0, amount));
  if (n === 0) return 0;
  countEvent(run);
  if (poison) (target as PlayerState).poison = before - n;
  // Loyalty and defense counters stay at 0 (a planeswalker with 0 loyalty, 704.5i); others go.
  else if (before - n === 0 && kind !== 'loyalty' && kind !== 'defense') delete counterRecord(run, target)[kind];
  else counterRecord(run, target)[kind] = before - n;
  record(run, { kind: 'counters-changed', target: target.id, counter: kind, amount: -n, before, after: before - n }, rules);
  return n;
}
