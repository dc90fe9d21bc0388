/**
 * 603.2d: static abilities that make a triggered ability trigger additional times ("If an artifact or
 * creature entering causes a triggered ability of a permanent you control to trigger, that ability triggers
 * an additional time"; "If a creature dying causes …"; "If a triggered ability of a legendary creature you
 * control triggers, …"). How many times an ability triggers is decided as it triggers: once, plus one for
 * each such ability that applies (several add up). They apply only to triggered abilities a permanent has —
 * never to delayed or reflexive ones (603.2d) — and are judged on the same game the triggering ability is
 * (603.10: just after the event; looking back for a leaves-the-battlefield event, 603.10a).
 */
import { emit, halt } from '../run.ts';
import type { Run, SeenThen } from '../run.ts';
import { step } from '../trace.ts';
import { matchesObjectFilter } from '../targets/legality.ts';
import type { TriggerTimes } from '../types.ts';
import type { Occurrence } from './occurrences.ts';

/**
 * Is the event the one the ability names? A creature dying is its being put into a graveyard from the battlefield
 * (700.4): "is put into a graveyard" and "leaves the battlefield" abilities that saw it were caused by it too. Whether a
 * sacrifice's own trigger counts as caused by the dying isn't settled here: the run stops rather than guess.
 */
function causedBy(a: TriggerTimes, ev: Occurrence, holder: SeenThen, ability: string): boolean {
  if (ev.event === a.event) return true;
  if (a.event !== 'dies' || !ev.subject?.c.types.includes('Creature')) return false;
  if (ev.event === 'sacrifices') halt('unmodelled', 'error.unmodelled', { reason: 'additional-trigger-sacrifice', ability, by: holder.o.label, rule: '603.2d' });
  return (ev.event === 'to-graveyard' || ev.event === 'leaves') && ev.to === 'graveyard';
}

/** Does one additional-times ability of `holder` apply to the ability of `w` triggering on `ev`? */
function applies(a: TriggerTimes, holder: SeenThen, w: SeenThen, ev: Occurrence, ability: string): boolean {
  const you = holder.c.controller;
  // "… of a permanent you control": the triggering ability's object is a permanent its controller controls.
  if (w.o.zone !== 'battlefield' || w.c.controller !== you) return false;
  if (a.abilityOf && !matchesObjectFilter({ ...a.abilityOf, zone: 'battlefield' }, w.o, w.c, you, holder.o.id)) return false;
  if (a.event === undefined) return true;
  if (!ev.subject || !causedBy(a, ev, holder, ability)) return false;
  if (!a.filter) return true;
  const zone = ev.lookBack ? ev.subject.o.zone : 'battlefield';
  return matchesObjectFilter({ ...a.filter, zone }, ev.subject.o, ev.subject.c, you, holder.o.id);
}

/**
 * How many additional times the ability of `w` triggers on `ev` (603.2d), each applying ability said in
 * the trace; `pool` is the game the triggering ability was judged on.
 */
export function additionalTimes(run: Run, pool: ReadonlyMap<string, SeenThen>, w: SeenThen, ev: Occurrence, ability: string): number {
  let n = 0;
  for (const holder of pool.values()) {
    const list = holder.o.printed.triggerTimes;
    if (!list || holder.o.zone !== 'battlefield' || holder.c.lostAllAbilities === true || holder.c.lostRulesText === true) continue;
    for (const a of list) {
      if (!applies(a, holder, w, ev, ability)) continue;
      n += a.times;
      emit(run, step('trigger.additional', ['603.2d'], { ability, source: w.o.label, by: holder.o.label, text: a.text, count: a.times }));
    }
  }
  return n;
}
