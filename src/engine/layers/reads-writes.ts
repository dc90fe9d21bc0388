/**
 * What a continuous effect reads and what it can change, per layer (613.8a): the characteristics its
 * existence, its affected set and its counts look at, and the ones each modification writes. Two
 * effects can depend on each other only where one writes what the other reads, so these sets spare
 * the dependency trials (dependency-trials.ts) almost every pair.
 */
import { assertNever } from '../../core/result.ts';
import type { CdaValue, Layer, Modification, Selector } from '../types.ts';
import { keywordMatches } from '../keywords.ts';
import { hasFixedSet } from './apply.ts';
import { conditionFilters } from './conditions.ts';
import type { StartedSets } from './apply.ts';
import { modsIn } from './instances.ts';
import type { EffectInstance } from './instances.ts';

/** A characteristic (or part of one) that effects change and that other effects read. */
export type Field = 'copiable' | 'controller' | 'types' | 'colors' | 'subtypes' | 'keywords' | 'statics' | 'pt';
export type Filter = Extract<Selector, { kind: 'filter' }>;

const COPY_WRITES: readonly Field[] = ['copiable', 'controller', 'types', 'colors', 'subtypes', 'keywords', 'statics', 'pt'];

function filterReads(f: Filter, out: Set<Field>): void {
  // Supertypes change with card types in layer 4 (add-types / remove-types / set-types).
  if (f.types || f.notTypes || f.allTypes || f.supertypes || f.notSupertypes || f.historic !== undefined) out.add('types');
  if (f.colors || f.notColors || f.colorCount) out.add('colors');
  // 700.6: historic reads the Saga subtype too.
  if (f.subtypes || f.notSubtypes || f.historic !== undefined) out.add('subtypes');
  if (f.keywords || f.notKeywords) out.add('keywords');
  if (f.controller !== undefined) out.add('controller');
  // 208: "with power 2 or less" reads what layer 7 writes; 202.3: the mana value comes from the mana cost, a copiable value (707.2).
  // (208.3: whether it has them at all depends on its being a creature.)
  if (f.power || f.toughness) {
    out.add('pt');
    out.add('types');
  }
  if (f.manaValue) out.add('copiable');
}

export function counts(inst: EffectInstance, layer: Layer): CdaValue[] {
  const out: CdaValue[] = [];
  for (const m of modsIn(inst, layer)) {
    if (m.kind === 'set-pt-cda') {
      if (m.power) out.push(m.power);
      if (m.toughness) out.push(m.toughness);
    } else if (m.kind === 'modify-pt-per') out.push(m.per);
  }
  return out;
}

/** The characteristics an effect reads in this layer to decide whether it exists, what it affects and what it does. */
export function reads(inst: EffectInstance, layer: Layer, started: StartedSets): Set<Field> {
  const out = new Set<Field>();
  if (inst.origin === 'static' && !started.has(inst.id)) out.add('statics');
  if (!hasFixedSet(inst, started) && inst.affects.kind === 'filter') filterReads(inst.affects, out);
  for (const c of counts(inst, layer)) if (c.kind === 'count') filterReads(c.filter, out);
  for (const m of modsIn(inst, layer)) if (m.kind === 'copy' && !m.values) out.add('copiable');
  // 611.3a: a condition read as the effect begins is part of whether it applies (613.8a).
  if (inst.condition !== undefined && !started.has(inst.id)) {
    for (const f of conditionFilters(inst.condition)) filterReads(f, out);
    // 700.5: devotion counts mana symbols in mana costs (copiable values, 707.2).
    if (inst.condition.kind === 'devotion') out.add('copiable');
  }
  return out;
}

/** What one modification can change. */
function modWrites(m: Modification, out: Set<Field>): void {
  switch (m.kind) {
    case 'copy':
      for (const f of COPY_WRITES) out.add(f);
      break;
    case 'set-controller':
      out.add('controller');
      break;
    case 'set-types':
      // 305.7 can also remove rules-text abilities.
      for (const f of ['types', 'subtypes', 'keywords', 'statics'] as const) out.add(f);
      break;
    case 'add-types':
    case 'remove-types':
      out.add('types');
      out.add('subtypes');
      break;
    case 'set-colors':
    case 'add-colors':
      out.add('colors');
      break;
    case 'add-abilities':
      out.add('statics');
      break;
    case 'add-triggers':
    case 'add-activated':
      // Triggered and activated abilities: no filter reads them.
      break;
    case 'lose-all-abilities':
      out.add('statics');
      out.add('keywords');
      break;
    case 'add-keywords':
    case 'remove-keywords':
    case 'cant-have-keywords':
      out.add('keywords');
      break;
    // Layer 7 writes power and toughness only, which only "with power N or less"-style filters read.
    case 'set-pt-cda':
    case 'set-pt':
    case 'modify-pt':
    case 'modify-pt-per':
    case 'switch-pt':
      out.add('pt');
      break;
    default:
      assertNever(m);
  }
}

/** What an effect's parts in this layer can change (a trial of it can only matter to effects reading these). */
export function writesIn(inst: EffectInstance, layer: Layer): Set<Field> {
  const out = new Set<Field>();
  for (const m of modsIn(inst, layer)) modWrites(m, out);
  return out;
}

/** Does the effect read anything in `written` (what the other effects of its layer can change)? If not, it depends on nothing there. */
export function sensitiveTo(inst: EffectInstance, layer: Layer, started: StartedSets, written: ReadonlySet<Field>): boolean {
  for (const f of reads(inst, layer, started)) if (written.has(f)) return true;
  return false;
}

const overlaps = <T>(a: readonly T[] | undefined, b: readonly T[] | undefined): boolean => !!a && !!b && a.some((x) => b.includes(x));
const overlapsCaseless = (a: readonly string[] | undefined, b: readonly string[] | undefined): boolean =>
  !!a && !!b && a.some((x) => b.some((y) => x.toLowerCase() === y.toLowerCase()));

/**
 * Could applying this modification change whether an object matches the filter? A cheap, conservative
 * test that spares most trial applications: an effect that adds blue can't change who matches
 * "red creatures"; one that grants flying can't change who has trample. When in doubt, yes.
 */
export function mayChangeMatch(m: Modification, f: Filter): boolean {
  switch (m.kind) {
    case 'add-colors':
      // 105.2: adding a color changes how many colors it has ("multicolored", "colorless").
      return overlaps(m.colors, f.colors) || overlaps(m.colors, f.notColors) || (f.colorCount !== undefined && m.colors.length > 0);
    case 'set-colors':
      return f.colors !== undefined || f.notColors !== undefined || f.colorCount !== undefined;
    case 'add-types':
      // Adding card types or subtypes never removes any (205.1b). Every creature type (702.73a) may match any subtype named.
      if (m.allCreatureTypes && ((f.subtypes ?? []).length > 0 || (f.notSubtypes ?? []).length > 0)) return true;
      // 700.6: any added type may make it historic (when in doubt, yes).
      if (f.historic !== undefined) return true;
      return overlaps(m.types, f.types) || overlaps(m.types, f.notTypes) || overlaps(m.types, f.allTypes) || overlapsCaseless(m.subtypes, f.subtypes) || overlapsCaseless(m.subtypes, f.notSubtypes) || overlapsCaseless(m.supertypes, [...(f.supertypes ?? []), ...(f.notSupertypes ?? [])]);
    case 'add-keywords':
      return [...(f.keywords ?? []), ...(f.notKeywords ?? [])].some((name) => m.keywords.some((k) => keywordMatches(k, name)));
    case 'set-controller':
      return f.controller !== undefined;
    case 'add-abilities':
    case 'add-triggers':
    case 'add-activated':
      // Filters don't read static or triggered abilities (an effect's existence does: see `Reader.ids`).
      return false;
    // The others: whatever they write against what the filter reads.
    case 'copy':
    case 'set-types':
    case 'remove-types':
    case 'remove-keywords':
    case 'lose-all-abilities':
    case 'cant-have-keywords':
    case 'set-pt-cda':
    case 'set-pt':
    case 'modify-pt':
    case 'modify-pt-per':
    case 'switch-pt': {
      const w = new Set<Field>();
      modWrites(m, w);
      const r = new Set<Field>();
      filterReads(f, r);
      for (const x of w) if (r.has(x)) return true;
      return false;
    }
    default:
      return assertNever(m);
  }
}
