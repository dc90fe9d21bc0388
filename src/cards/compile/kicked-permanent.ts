/**
 * A permanent's kicker (702.33a) and multikicker (702.33c) with the abilities linked to them (702.33e,
 * 607): the kicker adds no instruction to the spell; what it changes is read from how many times the
 * spell that became the permanent was kicked (702.33d), which the engine keeps on the permanent.
 * - "If this creature was kicked, it enters with two +1/+1 counters on it." (614.1c: a replacement
 *   effect of the permanent, applied as it enters);
 * - "This artifact enters with a charge counter on it for each time it was kicked." (multikicker);
 * - "When this creature enters, if it was kicked, <effect>" (603.4: an intervening "if").
 * Each is read only when the card's kicker line was read (a mana cost, one kicker), since "kicked"
 * refers to that kicker only (702.33e); the kicker is modelled once one of them is read (keyword-lines.ts).
 */
import type { Parts } from './text-parts.ts';
import { parseTriggers } from './triggers.ts';
import { NUMBER, numberWord } from './text.ts';
import { enteringCounterKind } from './enters-sentences.ts';

/** The permanent's kicker as read from its keyword line, or null. */
function kickerOf(parts: Parts): NonNullable<NonNullable<Parts['spell']>['kicker']> | null {
  return parts.spell?.kicker ?? null;
}

/** 702.33e: an ability linked to the kicker was read, so the kicker is modelled with it. */
function linked(parts: Parts): void {
  const k = kickerOf(parts);
  if (k && k.effects === undefined) k.effects = [];
}

const KICKED_ENTERS = new RegExp(`^if this was kicked, (?:it|this) enters(?: the battlefield)? with (${NUMBER.slice(1, -1)}) (\\+1/\\+1|[a-z]+) counters? on it$`);
const PER_KICK = new RegExp(`^this enters(?: the battlefield)? with (${NUMBER.slice(1, -1)}) (\\+1/\\+1|[a-z]+) counters? on it for each time it was kicked$`);

/**
 * 614.1c, 702.33e: "If this was kicked, it enters with N <kind> counters on it" and (multikicker)
 * "This enters with N <kind> counter(s) on it for each time it was kicked": a permanent sentence.
 * Only one "enters with" sentence is kept per card (its text names it in the trace).
 */
export function kickedEntersWith(s: string, verbatim: string, parts: Parts): boolean {
  const k = kickerOf(parts);
  const once = KICKED_ENTERS.exec(s);
  const each = once ? null : PER_KICK.exec(s);
  const m = once ?? each;
  if (!k || !m || parts.entersWithCounters) return false;
  // "For each time it was kicked" says a number only multikicker can make more than one (702.33c).
  if (each && k.multi !== true) return false;
  const kind = enteringCounterKind(m[2]!);
  const n = numberWord(m[1]!);
  if (!kind || n === null || n < 1) return false;
  parts.entersWithCounters = { text: verbatim, counters: {}, x: [], ...(once ? { kicked: { [kind]: n } } : { perKick: { [kind]: n } }) };
  parts.entersText.push(verbatim);
  linked(parts);
  return true;
}

const KICKED_ENTERS_TRIGGER = /^when this enters(?: the battlefield)?, if (?:it|this) was kicked, (.+)$/;

/**
 * 603.4, 702.33e: "When this creature enters, if it was kicked, <effect>" — the enters trigger with
 * the condition that the spell that became it was kicked. Read when the effect is (as the same
 * trigger without the condition) and carries no condition of its own.
 */
export function kickedEntersTrigger(norm: string, verbatim: string, parts: Parts): Record<string, unknown>[] | null {
  const m = KICKED_ENTERS_TRIGGER.exec(norm);
  if (!m || !kickerOf(parts) || /^if /.test(m[1]!)) return null;
  const t = parseTriggers(`when this enters, ${m[1]!}`, verbatim);
  if (!t || t.length !== 1 || t[0]!.event !== 'enters' || t[0]!.condition !== undefined || t[0]!.modes !== undefined) return null;
  linked(parts);
  return [{ ...t[0]!, condition: { kind: 'kicked' } }];
}
