/**
 * Zone-change replacement effects (614.1a): "If a card would be put into a graveyard from anywhere,
 * exile it instead"; "If this creature would die, shuffle it into its owner's library instead".
 * Every zone change (zones.ts `moveObject`) asks here where the object goes. The affected object's
 * controller (its owner if it has no controller) chooses the order (616.1); once one effect has
 * changed the destination, an effect watching the old destination no longer applies (616.1f), and
 * each effect applies at most once (614.5).
 */
import { mayApply, propose, replacedBy } from './proposed.ts';
import { matches } from '../damage/match.ts';
import { inForce } from './in-force.ts';
import { viewOf } from '../damage/view.ts';
import type { View } from '../damage/view.ts';
import { countEvent, emit } from '../run.ts';
import type { Run } from '../run.ts';
import { step } from '../trace.ts';
import type { GameObject, Zone, ZoneChangeInstead, ZoneChangeReplacement } from '../types.ts';
import { chooseEffect, isSelfReplacement, label, permutations } from './choose.ts';

export interface ZoneDestination {
  zone: Zone;
  /** 701.24a: the object is shuffled into its owner's library. */
  shuffle: boolean;
}

function zoneOf(d: ZoneChangeInstead): Zone {
  return d === 'library-shuffle' ? 'library' : d;
}

function applies(e: ZoneChangeReplacement, obj: GameObject, to: Zone, run: Run, view: View): boolean {
  if (e.to === 'anywhere' ? to === zoneOf(e.instead) : e.to !== to) return false;
  if (e.from !== undefined && e.from !== 'anywhere' && e.from !== obj.zone) return false;
  if (e.cardsOnly && (obj.isToken || obj.isCopy)) return false;
  if (e.owner !== undefined && (obj.owner === e.controller) !== (e.owner === 'you')) return false;
  return matches(e.object, obj.id, run.state, view, e);
}

interface Application {
  effect: ZoneChangeReplacement;
  before: Zone;
  after: ZoneChangeInstead;
}

function simulate(effects: readonly ZoneChangeReplacement[], obj: GameObject, to: Zone, order: readonly string[] | null, run: Run, view: View): { dest: ZoneDestination; applications: Application[] } {
  let proposed = propose<ZoneDestination>({ zone: to, shuffle: false });
  const applications: Application[] = [];
  for (;;) {
    const zone = proposed.event.zone;
    const pool = effects.filter((e) => mayApply(proposed, e.id) && applies(e, obj, zone, run, view));
    if (pool.length === 0) break;
    const e = chooseEffect(pool, order);
    applications.push({ effect: e, before: zone, after: e.instead });
    proposed = replacedBy(proposed, e.id, { zone: zoneOf(e.instead), shuffle: e.instead === 'library-shuffle' }); // 614.5
  }
  return { dest: proposed.event, applications };
}

function destLabel(d: ZoneDestination): string {
  return d.shuffle ? 'library-shuffle' : d.zone;
}

/** Does any zone-change replacement effect apply to this object being put into `to`? (for the wording of "is destroyed") */
export function zoneChangeReplaced(run: Run, obj: GameObject, to: Zone): boolean {
  const effects = (run.state.replacements ?? []).filter((e): e is ZoneChangeReplacement => e.kind === 'zone-change' && inForce(run, e));
  if (effects.length === 0) return false;
  const view = viewOf(run);
  return effects.some((e) => applies(e, obj, to, run, view));
}

/** Where an object that would move from its zone to `to` goes instead (records the replacement in the trace). */
export function replaceZoneChange(run: Run, obj: GameObject, to: Zone, order: readonly string[] | null): ZoneDestination {
  const effects = (run.state.replacements ?? []).filter((e): e is ZoneChangeReplacement => e.kind === 'zone-change' && inForce(run, e));
  if (effects.length === 0) return { zone: to, shuffle: false };
  const view = viewOf(run);
  const first = effects.filter((e) => applies(e, obj, to, run, view));
  if (first.length === 0) return { zone: to, shuffle: false };
  const chosen = simulate(effects, obj, to, order, run, view);
  if (first.length >= 2) {
    const chooser = obj.zone === 'battlefield' ? (view.byId[obj.id]?.controller ?? obj.owner) : obj.owner;
    const given = order !== null && first.some((e) => order.includes(e.id));
    const others = new Set<string>();
    if (first.length <= 5) {
      for (const perm of permutations(first.map((e) => e.id))) {
        const alt = destLabel(simulate(effects, obj, to, perm, run, view).dest);
        if (alt !== destLabel(chosen.dest)) others.add(alt);
      }
    }
    const rules = ['616.1', ...(first.some(isSelfReplacement) ? ['616.1a', '614.15'] : []), '616.1e', '616.1f'];
    emit(
      run,
      step('zone.replacement-order', rules, {
        chooser,
        object: obj.label,
        from: obj.zone,
        to,
        effects: chosen.applications.map((a) => label(a.effect)),
        policy: given ? 'given' : 'timestamp',
        others: [...others].sort(),
      }),
    );
  }
  for (const a of chosen.applications) {
    countEvent(run);
    emit(
      run,
      step('zone.replaced', ['614.1a', '614.6', ...(isSelfReplacement(a.effect) ? ['614.15'] : [])], {
        effect: label(a.effect),
        object: obj.label,
        from: obj.zone,
        to: a.before,
        instead: a.after,
      }),
    );
  }
  const used = new Set(chosen.applications.map((a) => a.effect.id));
  for (const e of first) {
    if (used.has(e.id)) continue;
    emit(run, step('zone.replacement-inapplicable', ['616.1f', '614.7'], { effect: label(e), object: obj.label, to: destLabel(chosen.dest) }));
  }
  return chosen.dest;
}

/** 701.24a: the object was shuffled into its owner's library; the library's order is no longer known. */
export function recordShuffle(run: Run, owner: string): void {
  const list = (run.state.shuffledLibraries ??= []);
  if (!list.includes(owner)) list.push(owner);
  emit(run, step('zone.shuffled', ['701.24a'], { player: owner }));
}
