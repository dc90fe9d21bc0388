/**
 * State-based actions (704). Each check reads one computed state (sba-checks.ts collects what
 * applies), performs every applicable action simultaneously as a single event (704.3), and is
 * repeated until none applies. Modelled: 704.5a, c, d, e, f, g, h, i, j, m, n, p, q, w (and v,
 * z); the others need information the engine doesn't have and stop the run when they would matter
 * (world rule, Siege battles).
 */
import { unattach } from './events.ts';
import { removeCounters } from './life-counters.ts';
import { choose, countEvent, emit, halt, layersOf } from './run.ts';
import type { Run } from './run.ts';
import { copyStep, step } from './trace.ts';
import { record } from './record.ts';
import type { ObjectId } from './types.ts';
import { ceaseToExist, moveObject } from './zones.ts';
import { destructionReplaced } from './zone-actions.ts';
import { collect } from './sba-checks.ts';
import type { Pending } from './sba-checks.ts';
import { edit } from './changes.ts';
import { ascendUnsettled, grantBlessings } from './keywords/ascend.ts';

function anything(p: Pending): boolean {
  return p.lose.size + p.cease.size + p.graveyard.size + p.unattach.size + p.unbestow.size + p.cancel.size > 0;
}

/** The layer steps that explain an object's characteristics, once per check (613). */
function explain(run: Run, p: Pending, object: ObjectId | null, shown: Set<ObjectId>): void {
  if (object === null || shown.has(object)) return;
  shown.add(object);
  const steps = (p.layers.steps[object] ?? []).filter((s) => s.key !== 'layer.result');
  if (steps.length === 0) return;
  const label = run.state.objects.find((o) => o.id === object)?.label ?? object;
  emit(run, step('layer.breakdown', ['613.1'], { object: label }));
  // Copies: the layer result is shared with the run's other readers.
  for (const s of steps) emit(run, copyStep(s));
}

/**
 * Performs one check; returns whether any state-based action was performed.
 * `acting`: called when something applies, just before it is performed (with the state as the check
 * found it), so a caller can note that state only when there is something to do.
 */
export function checkOnce(run: Run, round: number, acting?: () => void): boolean {
  // 702.131b: a player who has had ten or more permanents and one with ascend keeps the city's blessing.
  const unsettled = ascendUnsettled(run.state, layersOf(run).result.byId);
  if (unsettled !== null) halt('unmodelled', 'error.unmodelled', { reason: 'ascend-count', object: unsettled, rule: '702.131b' });
  for (const player of grantBlessings(run.state)) emit(run, step('ascend.blessing', ['702.131b'], { player }));
  const p = collect(run);
  // "Since the last time state-based actions were checked" (704.5h): the deathtouch mark is spent.
  for (const o of run.state.objects) if (o.deathtouchDamage) edit(run, o).deathtouchDamage = false;
  const shown = new Set<ObjectId>();
  for (const n of p.notes) {
    if (run.reported.has(n.key)) continue;
    run.reported.add(n.key);
    explain(run, p, n.object, shown);
    if (n.event) record(run, n.event, null);
    emit(run, n.step);
  }
  if (!anything(p)) return false;
  acting?.();
  emit(run, step('sba.check', ['704.3'], { round }));
  for (const s of p.steps) {
    explain(run, p, s.object, shown);
    if (s.event) record(run, s.event, null);
    if (s.choice) choose(run, s.choice);
    emit(run, s.step);
  }
  for (const [id, reasons] of p.lose) {
    const pl = run.state.players.find((x) => x.id === id)!;
    countEvent(run);
    // One loss (104.3), told with every condition that caused it; the first names it.
    pl.lost = reasons[0]!.step.key;
    record(run, { kind: 'player-lost', player: id, reason: reasons[0]!.reason, rules: [...reasons[0]!.step.rules] }, null);
    for (const r of reasons) emit(run, r.step);
  }
  for (const [id, n] of p.cancel) {
    const o = run.state.objects.find((x) => x.id === id);
    if (!o) continue;
    removeCounters(run, o, '+1/+1', n, ['704.5q']);
    removeCounters(run, o, '-1/-1', n, ['704.5q']);
  }
  for (const [id, rules] of p.unattach) {
    const o = run.state.objects.find((x) => x.id === id);
    if (o && !p.graveyard.has(id)) unattach(run, o, rules);
  }
  // 702.103b, 702.103f: the effect that made it an Aura ends, so it is an enchantment creature again.
  if (p.unbestow.size > 0) run.state.effects = run.state.effects.filter((e) => !(e.id.startsWith('bestow-') && p.unbestow.has(e.id.slice('bestow-'.length))));
  for (const id of p.cease) ceaseToExist(run, id);
  const onlyDestroyed = (id: ObjectId): boolean => p.destroyed.has(id) && !p.notDestroyed.has(id);
  for (const id of p.graveyard) {
    const o = run.state.objects.find((x) => x.id === id);
    if (o && onlyDestroyed(id) && destructionReplaced(run, o)) continue;
    // An Aura already destroyed by umbra armor in this event (702.89a) isn't moved again.
    if (!run.state.objects.some((x) => x.id === id && x.zone === 'battlefield')) continue;
    // 704.5g, 704.5h: lethal or deathtouch damage destroys it (701.8b) — recorded as destruction, as a destroy
    // effect is (zone-actions.ts), so "is it destroyed?" reads the run; 0 toughness (704.5f) is no destruction.
    if (onlyDestroyed(id)) record(run, { kind: 'destroyed', object: id, bySba: true }, null);
    moveObject(run, id, 'graveyard');
  }
  return true;
}
