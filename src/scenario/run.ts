/**
 * Running a Scenario end to end: JSON value -> validated Scenario (schema.ts) -> GameState and
 * actions (build.ts) -> the engine's Resolution. Every failure is a value: problems with the input
 * (each naming its path), or an engine error (a bound hit, a loop, an illegal action) together with
 * the partial resolution. Rendering is left to src/render and the command.
 */
import type { EngineError, GameState, LayerResult, Limits, Modification, Resolution } from '../engine/types.ts';
import { DEFAULT_LIMITS } from '../engine/types.ts';
import { EngineHalt, computeCharacteristics, resolve, workMeter } from '../engine/index.ts';
import type { WorkMeter } from '../engine/index.ts';
import { fatesOf } from '../engine/fates.ts';
import type { Result } from '../core/result.ts';
import { parseScenario } from './schema.ts';
import type { Scenario, ScenarioProblem } from './schema.ts';
import { buildScenario, lockedSetWith, printedLockedSet } from './build.ts';
import type { BuiltScenario, LockedSetFn } from './build.ts';
import { expandCards } from './cards.ts';
import type { CardNote, CardResolver } from './cards.ts';

export type ScenarioError =
  /** The input is not a valid Scenario (schema), or names something that doesn't exist (build). */
  | { kind: 'invalid'; problems: ScenarioProblem[] }
  /** The engine stopped: a bound was hit, a loop was detected, an action was illegal. */
  | { kind: 'engine'; error: EngineError; resolution: Resolution; built: BuiltScenario };

export interface ScenarioRun {
  /** The validated Scenario with every default applied. */
  scenario: Scenario;
  /** The engine's input built from it, with the objects' trace labels. */
  built: BuiltScenario;
  resolution: Resolution;
  /** Objects given by card name: the parts of each card the engine can't model (issue 6 §2). */
  unmodelled?: CardNote[];
}

/** Modifications that can change what a filter looks at (copy, control, types, colors, abilities: layers 1-6). */
const FILTER_LAYERS: ReadonlySet<Modification['kind']> = new Set<Modification['kind']>([
  'copy', 'set-controller', 'set-types', 'add-types', 'remove-types', 'set-colors', 'add-colors',
  'add-keywords', 'remove-keywords', 'add-abilities', 'lose-all-abilities', 'cant-have-keywords',
]);

/**
 * 611.2c sets judged on the engine's computed characteristics of the state when the effect began.
 * Filters look only at zone, types, colors, subtypes, keywords and controller, which effects in
 * layer 7 can't change; so the characteristics are computed with the earlier effects of layers 1-6
 * only, and computed again only when one of those has been added. With a meter, the computations
 * count against the run's work bound (they may throw an EngineHalt).
 */
export function engineLockedSet(work?: WorkMeter): LockedSetFn {
  let lastKey: string | null = null;
  let last: LayerResult | null = null;
  const byState = new WeakMap<GameState, LayerResult>();
  const layersFor = (state: GameState): LayerResult => {
    const known = byState.get(state);
    if (known) return known;
    const relevant = state.effects.filter((e) => e.modifications.some((m) => FILTER_LAYERS.has(m.kind)));
    const key = relevant.map((e) => e.id).join('\u0000');
    if (key !== lastKey || !last) {
      last = computeCharacteristics({ ...state, effects: relevant }, { ...(work ? { work } : {}), trace: false });
      lastKey = key;
    }
    byState.set(state, last);
    return last;
  };
  return lockedSetWith((state, o) => layersFor(state).byId[o.id] ?? { ...o.printed, controller: o.baseController });
}

/**
 * The engine stopped (the work bound) while working out which objects the scenario's effects lock in
 * (611.2c), before any action: the error with the scenario as given (labels, printed state) and no
 * computed characteristics.
 */
function stoppedWhileBuilding(scenario: Scenario, halt: EngineHalt): ScenarioError {
  const plain = buildScenario(scenario, { lockedSet: printedLockedSet });
  // (The cross-reference checks come before the locked-in sets, so they passed already.)
  if (!plain.ok) return { kind: 'invalid', problems: plain.error };
  const error = halt.error;
  const resolution: Resolution = {
    ok: false,
    final: plain.value.state,
    events: [],
    choices: [],
    fates: fatesOf(plain.value.state.objects, []),
    gaps: { relevant: [], irrelevant: [] },
    computed: [],
    trace: [{ rules: [], key: error.key, params: error.params }],
    error,
    work: typeof error.params.count === 'number' ? error.params.count : 0,
  };
  return { kind: 'engine', error, resolution, built: plain.value };
}

/** Validates, builds and resolves a Scenario given as a JSON value. Never throws on bad input. */
export function runScenario(json: unknown, limits?: Partial<Limits>): Result<ScenarioRun, ScenarioError> {
  const parsed = parseScenario(json);
  if (!parsed.ok) return { ok: false, error: { kind: 'invalid', problems: parsed.error } };
  const all: Limits = { ...DEFAULT_LIMITS, ...limits };
  // One work budget for the whole question: the locked-in sets worked out here and the run.
  const meter = workMeter(all.maxWork);
  let built: ReturnType<typeof buildScenario>;
  try {
    built = buildScenario(parsed.value, { lockedSet: engineLockedSet(meter) });
  } catch (e) {
    if (!(e instanceof EngineHalt)) throw e;
    return { ok: false, error: stoppedWhileBuilding(parsed.value, e) };
  }
  if (!built.ok) return { ok: false, error: { kind: 'invalid', problems: built.error } };
  const resolution = resolve(built.value.state, built.value.actions, all, meter);
  if (!resolution.ok && resolution.error) return { ok: false, error: { kind: 'engine', error: resolution.error, resolution, built: built.value } };
  return { ok: true, value: { scenario: parsed.value, built: built.value, resolution } };
}

/**
 * Like runScenario, with objects given by card name (`{ "card": "Colossus Hammer" }`, English or
 * Japanese): each is looked up with `resolve` (the card service) and compiled before validation
 * (src/scenario/cards.ts). Unknown or ambiguous names are problems at their path, with
 * suggestions. The run carries the cards' unmodelled parts in `unmodelled`.
 */
export async function runScenarioWithCards(json: unknown, resolve: CardResolver, limits?: Partial<Limits>): Promise<Result<ScenarioRun, ScenarioError>> {
  const expanded = await expandCards(json, resolve);
  if (!expanded.ok) return { ok: false, error: { kind: 'invalid', problems: expanded.error } };
  const r = runScenario(expanded.value.json, limits);
  if (!r.ok || expanded.value.notes.length === 0) return r;
  return { ok: true, value: { ...r.value, unmodelled: expanded.value.notes } };
}
