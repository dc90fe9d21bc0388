/**
 * Benchmark of casting and the stack (issue 5). `engine.stack`: player A casts 20 instants in a row
 * (holding priority, 117.3c), each with targets — Shocks at B's creatures (some with ward and dies
 * triggers) and at B, a counterspell and a bounce spell — while A's "whenever you cast a spell"
 * permanent triggers on every cast (20 triggered abilities interleaved, 603.3); then all players pass
 * until the stack is empty (608), with targets re-checked (608.2b), state-based actions and dies
 * triggers (603.10a) between resolutions. The board is fixed, so every run does the same work.
 */
import { resolve } from '../engine/index.ts';
import type { Action, GameObject, GameState, Keyword, TargetSpec } from '../engine/types.ts';
import { boardObject as obj } from './board-object.ts';
import type { BenchCase, BenchDefinition } from './harness.ts';

const anyTarget: TargetSpec = { word: 'any', players: 'any', objects: { kind: 'filter', types: ['Creature'] } };

/** A 20-spell stack over 10 creatures of B; returns the state and the actions. */
export function stackBoard(): { state: GameState; actions: Action[] } {
  const objects: GameObject[] = [];
  objects.push(
    obj('monk', 'A', 'battlefield', { power: 1, toughness: 1, triggers: [{ event: 'cast', who: 'any', filter: { kind: 'filter', controller: 'you' }, text: 'Whenever you cast a spell, you gain 1 life.', effects: [{ kind: 'life', amount: 1, player: 'you' }] }] }, 1),
  );
  for (let i = 0; i < 10; i++) {
    const keywords: Keyword[] = i % 4 === 3 ? [{ keyword: 'ward', param: '{1}' }] : [];
    objects.push(
      obj(`b${i}`, 'B', 'battlefield', { colors: ['G'], power: 2, toughness: 2, keywords, triggers: [{ event: 'dies', text: 'When this dies, you gain 1 life.', effects: [{ kind: 'life', amount: 1, player: 'you' }] }] }, objects.length + 1),
    );
  }
  const actions: Action[] = [];
  for (let i = 0; i < 20; i++) {
    const id = `s${i}`;
    if (i === 10) {
      objects.push(obj(id, 'A', 'hand', { types: ['Instant'], colors: ['U'], spell: { text: 'Return target creature to its owner’s hand.', targets: [{ word: 'creature', objects: { kind: 'filter', types: ['Creature'] } }], effects: [{ kind: 'return-to-hand', target: 'creature' }] } }, objects.length + 1));
      actions.push({ kind: 'cast', object: id, targets: { creature: ['b9'] } });
    } else if (i === 15) {
      objects.push(obj(id, 'A', 'hand', { types: ['Instant'], colors: ['U'], spell: { text: 'Counter target spell.', targets: [{ word: 'spell', objects: { kind: 'filter', zone: 'stack' } }], effects: [{ kind: 'counter', target: 'spell' }] } }, objects.length + 1));
      actions.push({ kind: 'cast', object: id, targets: { spell: ['s14'] } });
    } else {
      objects.push(obj(id, 'A', 'hand', { types: ['Instant'], colors: ['R'], spell: { text: 'Shock deals 2 damage to any target.', targets: [anyTarget], effects: [{ kind: 'damage', amount: 2, target: 'any' }] } }, objects.length + 1));
      actions.push({ kind: 'cast', object: id, targets: { any: [i % 3 === 2 ? 'B' : `b${i % 10}`] } });
    }
  }
  actions.push({ kind: 'resolve', all: true });
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
  return { state, actions };
}

/** `n` Shocks cast in a row at B (each triggering A's cast trigger), then the stack resolved; B has `creatures` 2/2s. */
export function stackOf(n: number, creatures = 10): { state: GameState; actions: Action[] } {
  const objects: GameObject[] = [
    obj('monk', 'A', 'battlefield', { power: 1, toughness: 1, triggers: [{ event: 'cast', who: 'any', filter: { kind: 'filter', controller: 'you' }, text: 'Whenever you cast a spell, you gain 1 life.', effects: [{ kind: 'life', amount: 1, player: 'you' }] }] }, 1),
  ];
  for (let i = 0; i < creatures; i++) objects.push(obj(`b${i}`, 'B', 'battlefield', { power: 2, toughness: 2 }, objects.length + 1));
  const actions: Action[] = [];
  for (let i = 0; i < n; i++) {
    objects.push(obj(`s${i}`, 'A', 'hand', { types: ['Instant'], colors: ['R'], spell: { text: 'Shock deals 2 damage to any target.', targets: [anyTarget], effects: [{ kind: 'damage', amount: 2, target: 'any' }] } }, objects.length + 1));
    actions.push({ kind: 'cast', object: `s${i}`, targets: { any: ['B'] } });
  }
  actions.push({ kind: 'resolve', all: true });
  const state: GameState = {
    players: [
      { id: 'A', life: 20, poison: 0, counters: {}, lost: null },
      { id: 'B', life: 400, poison: 0, counters: {}, lost: null },
    ],
    activePlayer: 'A',
    objects,
    effects: [],
    nextTimestamp: objects.length + 1,
    nextId: 1,
    eventCount: 0,
  };
  return { state, actions };
}

/** Up to a deep stack: 160 Shocks and their 160 cast triggers, near the engine's object bound (200). */
const SCALES = [1, 20, 80, 160] as const;

export const stackBenchmarks: BenchDefinition[] = [
  {
    name: 'engine.stack.1',
    group: ['engine.stack.20', 'engine.stack.80', 'engine.stack.160'],
    description: 'scaling: a stack of 1, 20, 80 and 160 Shocks (each with a cast trigger) resolved, interleaved; linear cost means 80 spells cost ~4x 20 and 160 ~2x 80 (and ~80x one, less the fixed cost)',
    setup() {
      const boards = SCALES.map((n) => stackOf(n));
      // The work each run counts (src/engine/work.ts), a measure of cost that doesn't depend on the
      // machine's load: linear in the stack when 160 spells cost ~8x 20 (test/engine/stack/scaling.test.ts).
      const work: number[] = [];
      for (const [i, b] of boards.entries()) {
        const r = resolve(b.state, b.actions);
        if (!r.ok) throw new Error(`engine.stack.${SCALES[i]}: the run failed: ${JSON.stringify(r.error)}`);
        work.push(r.work ?? Number.NaN);
      }
      const at = (n: number): number => work[SCALES.indexOf(n as (typeof SCALES)[number])]!;
      const notes = [
        `engine.stack scaling, work units per run: ${SCALES.map((n) => `${n} spells ${at(n).toLocaleString('en-US')}`).join(', ')}; work(80)/work(20) ${(at(80) / at(20)).toFixed(2)} (linear ~4), work(160)/work(20) ${(at(160) / at(20)).toFixed(2)} (linear ~8)`,
      ];
      return { ops: boards.map((b) => () => resolve(b.state, b.actions)), settle: true, notes } as unknown as BenchCase;
    },
    // Warm-up by rounds (each runs all four): two rounds, as the default time budget gives, left
    // the smaller stacks barely compiled. Every op starts from a collected heap (settle).
    sampling: { warmupCycles: 8, warmupMs: 1_500, warmupMaxOps: 40, minSamples: 15, maxSamples: 40, minTimeMs: 1_500, maxTimeMs: 10_000 },
  },
  {
    name: 'engine.stack',
    description: 'resolve: 20 instants cast in a row with targets (ward, counterspell, bounce) + 20 cast triggers, then the stack resolved with SBAs and dies triggers, full trace',
    setup() {
      const { state, actions } = stackBoard();
      const first = resolve(state, actions);
      if (!first.ok) throw new Error(`engine.stack: the run failed: ${JSON.stringify(first.error)}`);
      const resolved = first.trace.filter((s) => s.key === 'stack.resolves').length;
      const maxDepth = Math.max(...first.trace.filter((s) => s.key === 'stack.put').map((s) => Number(s.params.depth)));
      const life = first.final.players.map((p) => `${p.id} ${p.life}`).join(', ');
      return {
        op: () => resolve(state, actions),
        notes: [`engine.stack: max depth ${maxDepth}; ${resolved} objects resolved; life ${life}; ${first.trace.length} trace steps, ${first.final.eventCount} events per run`],
      };
    },
    sampling: { maxSamples: 2_000, minSamples: 50 },
  },
];
