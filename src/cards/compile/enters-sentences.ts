/**
 * The sentences of a permanent about how it enters the battlefield (614.1c, 614.12): "enters tapped",
 * "enters tapped unless <condition>", "enters with N counters", "as this enters, choose …", and the
 * lines read whole ("As this land enters, you may pay 2 life. If you don't, it enters tapped.").
 */
import type { TriggerCondition } from '../../engine/types.ts';
import { parseCondition } from './triggers.ts';
import type { Parts } from './templates.ts';
import { NUMBER, numberWord } from './text.ts';
import { BASIC_LAND_TYPES } from '../../engine/subtypes.ts';

/** Counters a permanent may enter with that the engine reads (shield, 122.1c) or that mean nothing by themselves (not stun, loyalty …). */
export function enteringCounterKind(words: string): string | null {
  if (words === '+1/+1') return words;
  return /^(?:shield|charge|oil|time|fade|age|ice|verse|quest|storage|lore|level|page|blood|spore|fuse)$/.test(words) ? words : null;
}

/**
 * The condition of "enters tapped unless <condition>" (614.1c), judged as it enters (614.12), when it
 * isn't on the battlefield yet: "you control two or fewer other lands" counts every land its
 * controller controls (none of them is this one). "You have two or more opponents" (102.3).
 */
function entersCondition(c: string): TriggerCondition | null {
  const opponents = new RegExp(`^you have ${NUMBER} or (more|fewer) opponents$`).exec(c);
  if (opponents) {
    const n = numberWord(opponents[1]!)!;
    return { kind: 'opponents', ...(opponents[2] === 'more' ? { atLeast: n } : { atMost: n }) };
  }
  return parseCondition(c.replace(/^you control (\S+(?: or (?:more|fewer))?) other /, 'you control $1 '));
}

/**
 * "As this land enters, you may reveal an Island or Swamp card from your hand. If you don't, this
 * land enters tapped." (614.1c, 614.12: the choice is made before it enters; 701.20a: revealing
 * shows the card and changes nothing else). Revealing costs its controller nothing, so it enters
 * untapped exactly when a card of that kind is in their hand: read as "enters tapped unless you have
 * such a card in your hand", a count of that hand (an undescribed hand stops the run, engine/hand.ts).
 * Only basic land types: a creature type ("a Giant card") would also be had by changeling cards
 * (702.73a), which the engine doesn't model.
 */
function revealToEnterUntapped(norm: string): TriggerCondition | null {
  const m = /^as this enters(?: the battlefield)?, you may reveal an? ([a-z]+)(?: or (?:an? )?([a-z]+))? card from your hand\. if you don't, (?:it|this) enters(?: the battlefield)? tapped\.?$/i.exec(norm);
  if (!m) return null;
  const words = [m[1]!, ...(m[2] ? [m[2]] : [])];
  const types = words.map((w) => BASIC_LAND_TYPES.find((t) => t.toLowerCase() === w.toLowerCase()));
  if (types.some((t) => t === undefined)) return null;
  return { kind: 'controls', filter: { kind: 'filter', zone: 'hand', subtypes: types as string[], controller: 'you' }, atLeast: 1 };
}

/**
 * A line of a permanent read whole (614.1c, 614.12a): "As this land enters, you may pay 2 life. If
 * you don't, it enters tapped." — the choice is made before it enters.
 */
export function entersLine(norm: string, verbatim: string, parts: Parts): boolean {
  const reveal = revealToEnterUntapped(norm);
  if (reveal) {
    if (parts.enters.tapped || parts.enters.tappedUnless || parts.enters.tappedUnlessPaid) return false;
    parts.enters.tappedUnless = reveal;
    parts.entersText.push(verbatim);
    return true;
  }
  const m = new RegExp(`^as this enters(?: the battlefield)?, you may pay ${NUMBER} life\\. if you don't, (?:it|this) enters(?: the battlefield)? tapped\\.?$`, 'i').exec(norm);
  if (!m || parts.enters.tapped || parts.enters.tappedUnless || parts.enters.tappedUnlessPaid) return false;
  parts.enters.tappedUnlessPaid = { life: numberWord(m[1]!)! };
  parts.entersText.push(verbatim);
  return true;
}

/** 614.1c: "This enters tapped". */
export function entersTapped(s: string, verbatim: string, parts: Parts): boolean {
  if (!/^this enters (?:the battlefield )?tapped$/.test(s)) return false;
  parts.enters.tapped = true;
  parts.entersText.push(verbatim);
  return true;
}

/** 614.1c, 614.12: "This enters tapped unless <condition>", the condition judged as it enters. */
export function entersTappedUnless(s: string, verbatim: string, parts: Parts): boolean {
  const unless = /^this enters (?:the battlefield )?tapped unless (.+)$/.exec(s);
  const condition = unless ? entersCondition(unless[1]!) : null;
  if (!condition || parts.enters.tapped || parts.enters.tappedUnless) return false;
  parts.enters.tappedUnless = condition;
  parts.entersText.push(verbatim);
  return true;
}

/**
 * 614.1c: "enters with N +1/+1 counters" (and counters without rules of their own: charge, oil …),
 * and "with X …" (107.3m: the X of the spell that became it): a replacement effect of the object,
 * applied by the engine whenever it enters; one described on the battlefield has them already.
 */
export function entersWithCounters(s: string, verbatim: string, parts: Parts): boolean {
  const counters = new RegExp(`^this enters (?:the battlefield )?with (X|${NUMBER.slice(1, -1)}) (\\+1/\\+1|[a-z]+) counters? on it$`).exec(s);
  const kind = counters ? enteringCounterKind(counters[2]!) : null;
  const own = parts.entersWithCounters ?? { text: verbatim, counters: {}, x: [] };
  if (!counters || !kind || own.counters[kind] !== undefined || own.x.includes(kind) || !(own.text === verbatim || parts.entersWithCounters === undefined)) return false;
  if (counters[1] === 'X') own.x.push(kind);
  else {
    parts.enters.counters = { ...parts.enters.counters, [kind]: numberWord(counters[1]!)! };
    own.counters[kind] = numberWord(counters[1]!)!;
  }
  parts.entersWithCounters = own;
  parts.entersText.push(verbatim);
  return true;
}

/**
 * 614.12: "As this enters, choose a color [other than <color>] / a creature type" — kept only if its
 * uses are read (templates.ts chosenUses).
 */
export function entersChoice(s: string, verbatim: string, parts: Parts): boolean {
  if (!/^as (?:this|it) enters(?: the battlefield)?, choose a (?:color(?: other than (?:white|blue|black|red|green))?|creature type)$/.test(s)) return false;
  parts.enterChoices.push(verbatim);
  return true;
}
