/**
 * Benchmarks of the rules engine. `engine.layers`: computeCharacteristics of a 100-object board under
 * 100 continuous effects (80 from resolved spells and abilities, some locked in and some
 * re-evaluated, plus 20 static abilities), spread over every layer so timestamps, CDAs, counters
 * and the dependency trials of layers 2, 4, 5 and 6 are all exercised. The board is generated
 * deterministically (a fixed linear congruential sequence), so every run measures the same work.
 * `engine.resolve`: that board through 30 typical actions (layer results reused between them).
 * `engine.bound.*`: how long the work bound lets the pathological scenarios of pathological.ts run.
 */
import { computeCharacteristics, resolve } from '../engine/index.ts';
import { runScenario } from '../scenario/run.ts';
import { manyApplyEffects, manyFilterEffects } from './pathological.ts';
import type {
  Action,
  CardType,
  Color,
  ContinuousEffect,
  GameObject,
  GameState,
  Modification,
  Selector,
  StaticAbility,
} from '../engine/types.ts';
import type { BenchDefinition } from './harness.ts';
import { DEFAULT_LIMITS } from '../engine/types.ts';

/** A deterministic pseudo-random sequence (numerical recipes LCG). */
function sequence(seed: number): () => number {
  let x = seed >>> 0;
  return () => {
    x = (Math.imul(x, 1664525) + 1013904223) >>> 0;
    return x / 2 ** 32;
  };
}

const COLORS: Color[] = ['W', 'U', 'B', 'R', 'G'];
const SUBTYPES = ['Elf', 'Goblin', 'Wizard', 'Soldier', 'Zombie', 'Beast'];

export interface BoardSize {
  objects: number;
  effects: number;
}

type Pick = <T>(xs: readonly T[]) => T;

/** The board's `i`th permanent: a creature (an artifact or land every 10), the first ones lords, every 25th (from the 4th) with a P/T CDA. */
function boardObject(i: number, lords: number, cdas: number, rnd: () => number, pick: Pick): GameObject {
  const kind = i % 10;
  const types: CardType[] = kind === 8 ? ['Artifact'] : kind === 9 ? ['Land'] : ['Creature'];
  const controller = i % 2 === 0 ? 'A' : 'B';
  const ownStatics: StaticAbility[] = [];
  if (i < lords) {
    const sub = pick(SUBTYPES);
    const mods: Modification[][] = [
      [{ kind: 'modify-pt', power: 1, toughness: 1 }],
      [{ kind: 'add-keywords', keywords: [{ keyword: 'flying' }] }],
      [{ kind: 'add-types', subtypes: [sub] }],
      [{ kind: 'add-colors', colors: [pick(COLORS)] }],
    ];
    ownStatics.push({
      text: `Other ${sub} creatures you control get a bonus.`,
      affects: { kind: 'filter', types: ['Creature'], subtypes: [sub], controller: 'you', other: true },
      modifications: mods[i % mods.length]!,
    });
  }
  if (i % 25 === 3 && cdas > 0) {
    ownStatics.push({
      text: "This creature's power and toughness are each equal to the number of creatures you control.",
      affects: { kind: 'source' },
      modifications: [{ kind: 'set-pt-cda', power: { kind: 'count', filter: { types: ['Creature'], controller: 'you', kind: 'filter' } }, toughness: { kind: 'count', filter: { kind: 'filter', types: ['Creature'], controller: 'you' } } }],
      cda: true,
    });
  }
  return {
    id: `o${i}`,
    printed: {
      name: `Object ${i}`,
      manaCost: null,
      colors: [pick(COLORS)],
      types,
      subtypes: types[0] === 'Creature' ? [pick(SUBTYPES)] : [],
      supertypes: [],
      power: types[0] === 'Creature' ? 1 + Math.floor(rnd() * 5) : null,
      toughness: types[0] === 'Creature' ? 1 + Math.floor(rnd() * 5) : null,
      loyalty: null,
      defense: null,
      keywords: i % 7 === 0 ? [{ keyword: 'trample' }] : [],
      statics: ownStatics,
      unmodelled: [],
    },
    zone: 'battlefield',
    owner: controller,
    baseController: controller,
    tapped: false,
    summoningSick: false,
    counters: i % 6 === 0 ? { '+1/+1': 1 + (i % 3) } : i % 11 === 0 ? { flying: 1 } : {},
    damage: 0,
    deathtouchDamage: false,
    attachedTo: null,
    timestamp: i + 1,
    isToken: false,
    isCopy: false,
    label: `Object ${i}`,
  };
}

/** The board's `j`th resolved continuous effect, cycling through the kinds of layer effects. */
function boardEffect(j: number, size: BoardSize, rnd: () => number, pick: Pick): ContinuousEffect {
  const someIds = [0, 1, 2].map(() => `o${Math.floor(rnd() * size.objects)}`);
  const filter: Selector = { kind: 'filter', types: [pick(['Creature', 'Artifact', 'Land'] as CardType[])], colors: rnd() < 0.5 ? [pick(COLORS)] : undefined } as Selector;
  const options: [Modification[], Selector, boolean][] = [
    [[{ kind: 'modify-pt', power: 2, toughness: 2 }], { kind: 'objects', ids: someIds }, true],
    [[{ kind: 'modify-pt', power: 1, toughness: 0 }], { kind: 'filter', types: ['Creature'], colors: [pick(COLORS)] }, false],
    [[{ kind: 'set-pt', power: 0, toughness: 1 }], { kind: 'objects', ids: someIds }, true],
    [[{ kind: 'switch-pt' }], { kind: 'objects', ids: someIds }, true],
    [[{ kind: 'set-colors', colors: [pick(COLORS)] }], filter, false],
    [[{ kind: 'add-types', types: ['Creature'] }, { kind: 'set-pt', power: 2, toughness: 2 }], { kind: 'filter', types: ['Artifact'], notTypes: ['Creature'] }, false],
    [[{ kind: 'add-keywords', keywords: [{ keyword: 'haste' }] }], { kind: 'filter', types: ['Creature'], keywords: ['flying'] }, false],
    [[{ kind: 'lose-all-abilities' }], { kind: 'objects', ids: someIds.slice(0, 1) }, true],
    [[{ kind: 'set-controller', player: pick(['A', 'B']) }], { kind: 'objects', ids: someIds.slice(0, 1) }, true],
    [[{ kind: 'modify-pt-per', power: 1, toughness: 1, per: { kind: 'count', filter: { kind: 'filter', types: ['Land'], controller: 'you' } } }], { kind: 'objects', ids: someIds }, true],
  ];
  const [modifications, affects, locked] = options[j % options.length]!;
  const lockedIds = locked && affects.kind === 'objects' ? affects.ids : null;
  return {
    id: `e${j}`,
    source: null,
    controller: j % 2 === 0 ? 'A' : 'B',
    text: `Effect ${j}`,
    timestamp: size.objects + 1 + j,
    affects,
    modifications,
    duration: { kind: 'end-of-turn' },
    lockedIds,
  };
}

/** A board of `objects` permanents under `effects` continuous effects (20% of them static abilities). */
export function layersBoard(size: BoardSize = { objects: 100, effects: 100 }): GameState {
  const rnd = sequence(20260925);
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rnd() * xs.length)]!;
  const statics = Math.floor(size.effects / 5);
  // Every 25th object (from the 4th) has a P/T-defining CDA; the rest of the static abilities are lords.
  const cdas = Math.floor((size.objects + 21) / 25);
  const lords = Math.max(0, statics - cdas);
  const objects: GameObject[] = [];
  for (let i = 0; i < size.objects; i++) objects.push(boardObject(i, lords, cdas, rnd, pick));
  const effects: ContinuousEffect[] = [];
  const resolved = size.effects - statics;
  for (let j = 0; j < resolved; j++) effects.push(boardEffect(j, size, rnd, pick));
  return {
    players: [
      { id: 'A', life: 20, poison: 0, counters: {}, lost: null },
      { id: 'B', life: 20, poison: 0, counters: {}, lost: null },
    ],
    activePlayer: 'A',
    objects,
    effects,
    nextTimestamp: size.objects + resolved + 1,
    nextId: 1,
    eventCount: 0,
  };
}

export const engineBenchmarks: BenchDefinition[] = [
  {
    name: 'engine.layers',
    description: 'computeCharacteristics: 100 objects under 100 continuous effects (80 resolved, 20 static), all layers with trace',
    setup() {
      const state = layersBoard();
      const first = computeCharacteristics(state);
      const steps = Object.values(first.steps).reduce((n, s) => n + s.length, 0);
      const creatures = Object.values(first.byId).filter((c) => c.types.includes('Creature')).length;
      return {
        op: () => computeCharacteristics(state),
        notes: [`engine.layers: ${state.objects.length} objects, ${state.effects.length} resolved effects + ${state.objects.reduce((n, o) => n + o.printed.statics.length, 0)} static abilities; ${creatures} creatures after layer 4; ${steps} trace steps per computation`],
      };
    },
    sampling: { maxSamples: 2_000, minSamples: 50 },
  },
  {
    name: 'engine.resolve',
    description: 'resolve: the engine.layers board through 30 actions (damage, tap, counters, effects, destroy, end of turn), state-based actions after each',
    setup() {
      const state = layersBoard();
      const actions = boardActions();
      const first = resolve(state, actions);
      if (!first.ok) throw new Error(`engine.resolve: the run failed: ${JSON.stringify(first.error)}`);
      return {
        op: () => resolve(state, actions),
        notes: [`engine.resolve: ${actions.length} actions, ${first.trace.length} trace steps, ${first.work} units of work (bound ${DEFAULT_LIMITS.maxWork})`],
      };
    },
    sampling: { maxSamples: 500, minSamples: 20 },
  },
  // How long the work bound (Limits.maxWork) lets a pathological scenario run before it stops it.
  ...(
    [
      ['engine.bound.apply-effects', '200 creatures, 500 apply-effect actions each on every creature', manyApplyEffects],
      ['engine.bound.filter-effects', '200 creatures, 500 re-evaluated filter effects changing what the others read', manyFilterEffects],
    ] as const
  ).map(
    ([name, what, make]): BenchDefinition => ({
      name,
      description: `runScenario until the work bound stops it: ${what}`,
      setup() {
        const scenario = make();
        return {
          op: () => runScenario(scenario),
          notes: [`${name}: ${describeEnd(runScenario(scenario))}`],
        };
      },
      // Each run takes seconds: no warm-up, three samples.
      sampling: { warmupCycles: 0, warmupMaxOps: 0, warmupMs: 0, maxSamples: 3, minSamples: 3, minTimeMs: 0 },
    }),
  ),
];

/** The six kinds of action boardActions cycles through, the i-th built from its index and object id. */
const BOARD_ACTION_KINDS: readonly ((i: number, id: string) => Action)[] = [
  (_i, id) => ({ kind: 'damage', source: null, target: id, amount: 1 }),
  (_i, id) => ({ kind: 'tap', object: id }),
  (_i, id) => ({ kind: 'add-counters', target: id, counter: '+1/+1', amount: 1 }),
  (i, id) => ({ kind: 'apply-effect', effect: { text: `Pump ${i}`, affects: { kind: 'objects', ids: [id] }, modifications: [{ kind: 'modify-pt', power: 1, toughness: 1 }], duration: { kind: 'end-of-turn' } } }),
  () => ({ kind: 'life', player: 'B', amount: -1 }),
  (i, id) => (i === 29 ? { kind: 'end-turn' } : { kind: 'destroy', object: id }),
];

/** 30 actions on the engine.layers board: the kinds a question usually has, most of them changing nothing the layers read. */
function boardActions(): Action[] {
  const out: Action[] = [];
  for (let i = 0; i < 30; i++) {
    const id = `o${(i * 37) % 100}`;
    const make = BOARD_ACTION_KINDS[i % BOARD_ACTION_KINDS.length];
    if (make) out.push(make(i, id));
  }
  return out;
}

function describeEnd(r: ReturnType<typeof runScenario>): string {
  if (r.ok) return `finished (${r.value.resolution.work} units of work)`;
  if (r.error.kind === 'invalid') return `invalid: ${r.error.problems.length} problems`;
  return `stopped: ${r.error.error.code} after ${r.error.resolution.work} units${r.error.error.action !== undefined ? ` at action ${r.error.error.action}` : ''}`;
}
