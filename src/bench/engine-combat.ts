/**
 * Benchmark of combat (issue 4). `engine.combat`: resolve a whole combat — 10 attackers against 10
 * blockers, declared, then every combat damage step — where some creatures have first strike (so
 * there are two damage steps, 510.4) and half the attackers have trample (lethal damage to blockers
 * first, the rest to the player, 702.19b), with a double striker, a deathtouch attacker and a
 * lifelink blocker; state-based actions run between the steps. The board is fixed, so every run
 * measures the same work: declaration checks, assignment, the damage pipeline (120.4) and SBAs (704).
 */
import { resolve } from '../engine/index.ts';
import type { Action, GameObject, GameState, Keyword } from '../engine/types.ts';
import type { BenchDefinition } from './harness.ts';
import { boardObject } from './board-object.ts';

function creature(id: string, controller: 'A' | 'B', power: number, toughness: number, keywords: string[], timestamp: number): GameObject {
  const kws: Keyword[] = keywords.map((keyword) => ({ keyword }));
  return boardObject(id, controller, 'battlefield', { colors: [controller === 'A' ? 'R' : 'W'], power, toughness, keywords: kws }, timestamp);
}

/** 10 attackers (A) and 10 blockers (B), each blocker on one attacker. */
export function combatBoard(): { state: GameState; actions: Action[] } {
  const objects: GameObject[] = [];
  for (let i = 0; i < 10; i++) {
    const kw: string[] = [];
    if (i % 2 === 0) kw.push('trample');
    if (i % 3 === 0) kw.push('first strike');
    if (i === 5) kw.push('double strike');
    if (i === 7) kw.push('deathtouch');
    objects.push(creature(`atk${i}`, 'A', 2 + (i % 5), 2 + ((i * 3) % 4), kw, objects.length + 1));
  }
  for (let i = 0; i < 10; i++) {
    const kw: string[] = [];
    if (i % 4 === 1) kw.push('first strike');
    if (i === 2) kw.push('lifelink');
    objects.push(creature(`blk${i}`, 'B', 1 + (i % 3), 1 + (i % 4), kw, objects.length + 1));
  }
  const state: GameState = {
    players: [
      { id: 'A', life: 20, poison: 0, counters: {}, lost: null },
      { id: 'B', life: 40, poison: 0, counters: {}, lost: null },
    ],
    activePlayer: 'A',
    objects,
    effects: [],
    nextTimestamp: objects.length + 1,
    nextId: 1,
    eventCount: 0,
  };
  const actions: Action[] = [
    { kind: 'declare-attackers', attackers: Array.from({ length: 10 }, (_, i) => ({ object: `atk${i}` })) },
    { kind: 'declare-blockers', blockers: Array.from({ length: 10 }, (_, i) => ({ object: `blk${i}`, blocks: [`atk${i}`] })) },
    { kind: 'combat-damage', all: true },
  ];
  return { state, actions };
}

export const combatBenchmarks: BenchDefinition[] = [
  {
    name: 'engine.combat',
    description: 'resolve: 10 attackers vs 10 blockers (first strike, trample, double strike, deathtouch, lifelink), both damage steps with SBAs, full trace',
    setup() {
      const { state, actions } = combatBoard();
      const first = resolve(state, actions);
      if (!first.ok) throw new Error(`engine.combat: the combat failed: ${JSON.stringify(first.error)}`);
      const dead = first.final.objects.filter((o) => o.zone === 'graveyard').length;
      const steps = first.final.combat?.damageSteps.join('+') ?? '-';
      const life = first.final.players.map((p) => `${p.id} ${p.life}`).join(', ');
      return {
        op: () => resolve(state, actions),
        notes: [`engine.combat: damage steps ${steps}; ${dead} creatures died; life ${life}; ${first.trace.length} trace steps, ${first.final.eventCount} events per run`],
      };
    },
    sampling: { maxSamples: 2_000, minSamples: 50 },
  },
];
