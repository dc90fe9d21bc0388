/**
 * What a player announces while casting (601.2b: modes, kicker, an alternative cost such as bestow,
 * X) and the trace steps of the announcement and of the total cost locked in (601.2f).
 */
import { emit } from '../run.ts';
import type { Run } from '../run.ts';
import { step } from '../trace.ts';
import type { Computed, GameObject, SpellEffect, TargetSpec } from '../types.ts';
import type { EngineStep } from '../trace-params.ts';
import { enchantSpec, isAura } from '../stack/aura.ts'; // H9: Aura spells (303.4a)
import type { Cast, Problem } from './checks.ts';
import type { TotalCost } from './costs.ts';
import { chooseModes, isModeProblem } from './modes.ts';

/** The choices announced for a spell (601.2b) and what they make of it. */
export interface Announced {
  /** The characteristics it is cast with: the card's, or as modified by bestow (702.103b, 702.103d). */
  c: Computed;
  specs: TargetSpec[];
  effects: SpellEffect[];
  modes: number[];
  modeTexts: string[];
  kicked: boolean;
  /** 702.33d: how many times it was kicked (0 when it wasn't; more than 1 only with multikicker, 702.33c). */
  kicks: number;
  alternative: string | null;
  bestow: boolean;
  /** 702.96a: cast for its overload cost. */
  overload: boolean;
  unmodelled: string[];
}

/** 702.103b: a spell cast bestowed is an Aura enchantment with enchant creature. */
const ENCHANT_CREATURE: TargetSpec = { word: 'enchant', objects: { kind: 'filter', types: ['Creature'] } };

function bestowed(c: Computed): Computed {
  return { ...c, types: ['Enchantment'], subtypes: ['Aura'], keywords: [...c.keywords, { keyword: 'enchant', param: 'creature' }] };
}

/**
 * 601.2b: modes, kicker, the alternative cost. Also the seam for the zone a spell is cast from and
 * the characteristics it is cast with (601.3e): alternative characteristics hook in here.
 */
export function announce(o: GameObject, c: Computed, a: Cast, widened = false): Announced | Problem {
  const body = o.printed.spell;
  let alternative: string | null = null;
  let bestow = false;
  let overload: SpellEffect[] | null = null;
  if (a.alternative !== undefined) {
    const alt = body?.alternatives?.find((x) => x.name === a.alternative);
    if (!alt) return { reason: 'no-alternative', detail: a.alternative, rule: '118.9' };
    alternative = alt.name;
    bestow = alt.bestow === true;
    overload = alt.overload ? alt.overload.effects : null;
  }
  // 702.33c-d: a kicker paid once, or a multikicker any number of times.
  const kicks = a.kicks ?? (a.kicked === true ? 1 : 0);
  if (kicks > 1 && body?.kicker && body.kicker.multi !== true) return { reason: 'kicker-times', detail: `${kicks}`, rule: '702.33c' };
  const chosen = chooseModes(body, a.modes, kicks > 0, widened);
  if (isModeProblem(chosen)) return chosen;
  const cc = bestow ? bestowed(c) : c;
  // 702.103b: cast bestowed, it is an Aura spell: its target is what it will enchant (601.2c, 303.4a).
  // H9: any Aura spell targets per its enchant ability (303.4a, 702.5a); it has no instructions of its own.
  const aura = !bestow && isAura(c);
  // 702.96a-b: overloaded, the spell's text says "each" where it said "target": it has no targets.
  const specs = bestow ? [ENCHANT_CREATURE] : overload ? [] : aura ? [enchantSpec(c), ...chosen.specs] : chosen.specs;
  const effects = bestow || aura ? [] : overload ? [...overload] : chosen.effects;
  return { c: cc, specs, effects, modes: chosen.modes, modeTexts: chosen.modeTexts, kicked: kicks > 0, kicks, alternative, bestow, overload: overload !== null, unmodelled: chosen.unmodelled };
}

/** 601.2b: the announced modes, kicker, alternative cost and X, when there are any. */
export function announceStep(run: Run, o: GameObject, an: Announced, x: number | null, xDefault: boolean): void {
  const modal = o.printed.spell?.modes;
  if (!modal && !an.kicked && an.alternative === null && x === null) return;
  const rules = ['601.2b'];
  if (modal) rules.push('700.2a');
  if (an.kicked) rules.push('702.33d');
  if (an.kicks > 1) rules.push('702.33c');
  if (an.kicked && modal?.kicked) rules.push('601.4');
  if (modal?.repeat === true && new Set(an.modes).size < an.modes.length) rules.push('700.2d');
  // 702.42b: entwined, each mode is followed in the order written.
  if (modal?.entwine !== undefined && an.modes.length === modal.options.length && an.modes.length > modal.max) rules.push('702.42a', '702.42b');
  if (an.alternative !== null) rules.push('118.9a');
  if (an.bestow) rules.push('702.103b');
  if (an.overload) rules.push('702.96a', '702.96b');
  if (x !== null) rules.push('107.3a');
  emit(run, step('cast.announced', rules, { spell: o.label, modes: an.modeTexts, kicked: an.kicked, kicks: an.kicks, alternative: an.alternative, x, xDefault }));
}

/** 601.2f: the locked-in total cost (cast.cost). */
export function costStep(run: Run, o: GameObject, total: TotalCost, x: number | null, a: Cast, simulated: boolean, unpaid = false): EngineStep {
  const rules = ['601.2f', '601.2h'];
  if (total.alternative !== null) rules.push('118.9');
  if (total.additional.length > 0) rules.push('118.8', ...total.modeRules);
  if (total.changes.length > 0) rules.push('118.7a');
  // 608.2i: "each creature you attacked with this turn" looks back at what happened earlier.
  if (total.lookBack) rules.push('608.2i');
  const sacrificed = (a.sacrifice ?? []).map((s) => run.state.objects.find((y) => y.id === s)?.label ?? s);
  return step('cast.cost', rules, {
    spell: o.label,
    cost: o.printed.manaCost === null || o.printed.manaCost === '' ? '{0}' : o.printed.manaCost,
    x,
    total: total.totalText,
    alternative: total.alternative,
    additional: total.additional,
    sacrificed,
    reductions: total.changes,
    simulated,
    unpaid,
  });
}
