/**
 * 603.2d: a permanent's static ability making triggered abilities trigger additional times —
 * "If an artifact or creature entering causes a triggered ability of a permanent you control to trigger,
 * that ability triggers an additional time" (Panharmonicon; "a land entering", "a creature dying",
 * "a creature attacking"), and "If a triggered ability of a legendary creature you control triggers,
 * that ability triggers an additional time" (the permanent whose ability it is). Read into the object's
 * `triggerTimes` (engine: triggers/additional.ts). Anything else ("another", "of the chosen type",
 * spells cast or copied, "an ability of …" that isn't said to be triggered, colorless spells) stays unread.
 */
import type { ObjectFilter, TriggerTimes } from '../../engine/types.ts';
import type { Parts } from './text-parts.ts';
import { parseGroup } from './words.ts';
import { lookupTable } from '../../core/table.ts';

const EVENTS: Record<string, 'enters' | 'dies' | 'attacks'> = lookupTable({ entering: 'enters', dying: 'dies', attacking: 'attacks' });
const TIMES: Record<string, number> = lookupTable({ 'an additional time': 1, 'two additional times': 2 });

/** "an artifact or creature", "a land", "a permanent": one object of a group, judged wherever the event sees it. */
function oneOf(phrase: string): ObjectFilter | null {
  const m = /^(?:a|an) (.+)$/.exec(phrase);
  const g = m ? parseGroup(m[1]!) : null;
  if (!g || g.plural || g.filter.other || /\bchosen\b/.test(phrase) || (g.filter.zone !== undefined && g.filter.zone !== 'battlefield')) return null;
  const { zone: _zone, ...filter } = g.filter;
  return filter;
}

/** The sentence (normalised) as an additional-times ability, or null. */
export function triggerTimesOf(s: string, verbatim: string): TriggerTimes | null {
  const caused = /^if (.+?) (entering|dying|attacking) causes a triggered ability of a permanent you control to trigger, that ability triggers (an additional time|two additional times)$/.exec(s);
  if (caused) {
    const filter = oneOf(caused[1]!);
    return filter ? { text: verbatim, event: EVENTS[caused[2]!]!, filter, times: TIMES[caused[3]!]! } : null;
  }
  const of = /^if (?:a triggered ability|an ability) of (.+?) triggers, that ability triggers (an additional time|two additional times)$/.exec(s);
  if (!of) return null;
  const whose = oneOf(of[1]!);
  // "… of a <group> you control": only the controller's own permanents.
  if (!whose || whose.controller !== 'you') return null;
  return { text: verbatim, abilityOf: whose, times: TIMES[of[2]!]! };
}

/** A permanent template: the sentence read into `parts.triggerTimes`. */
export function triggerTimes(s: string, verbatim: string, parts: Parts): boolean {
  const t = triggerTimesOf(s, verbatim);
  if (t) (parts.triggerTimes ??= []).push(t);
  return t !== null;
}
