/**
 * Triggered abilities (603.1: "When/Whenever/At [trigger event], [effect]"), read into the engine's
 * TriggeredAbility: this object entering, dying, leaving, attacking, blocking or becoming tapped
 * (603.6, 603.10a), another object or any object of a group entering, dying or attacking, a spell
 * being cast (601.2i), the beginning of an upkeep or end step (503.1a, 513.1a) and end of combat
 * (511.2), with an intervening "if" clause (603.4) when it is one the engine checks. What "it" and
 * "that creature" mean in the effect depends on the event: the attacker or the creature blocked
 * (608.2k); in a dies or leaves trigger the card is a new object (400.7), so "this"/"it" are not read.
 */
import type { ObjectFilter, TriggerCondition } from '../../engine/types.ts';
import { parseEffects } from './effects.ts';
import type { EffectOptions } from './effects.ts';
import { NUMBER, numberWord } from './text.ts';
import { articleGroup, parseGroup, spellFilter } from './words.ts';

type Json = Record<string, unknown>;

function triggerOf(event: string, effectText: string, verbatim: string, extra: Json, opts: EffectOptions): Json | null {
  const { condition, rest } = splitCondition(effectText);
  if (condition === null) return null;
  const e = parseEffects(rest, verbatim, new Set(), { self: true, ...opts });
  if (!e) return null;
  return { event, ...extra, ...(condition ? { condition } : {}), text: verbatim, ...(e.targets.length > 0 ? { targets: e.targets } : {}), effects: e.effects };
}

/**
 * 603.4: "if you control …", "if you have N or less life", "if an opponent has N or more life", "if
 * you have no cards in hand" at the start of the effect. Returns the condition (undefined if there
 * is none) and the rest; a condition the engine doesn't check gives null.
 */
function splitCondition(text: string): { condition: TriggerCondition | undefined | null; rest: string } {
  const m = /^if ([^,]+), (.+)$/.exec(text);
  if (!m) return { condition: undefined, rest: text };
  return { condition: parseCondition(m[1]!), rest: m[2]! };
}

export function parseCondition(c: string): TriggerCondition | null {
  let m: RegExpExecArray | null;
  if ((m = new RegExp(`^(you|an opponent) (?:has|have) ${NUMBER} or (less|more|fewer|greater) life$`).exec(c))) {
    const n = numberWord(m[2]!)!;
    return { kind: 'life', player: m[1] === 'you' ? 'you' : 'opponent', ...(m[3] === 'less' || m[3] === 'fewer' ? { atMost: n } : { atLeast: n }) };
  }
  if (/^you have no cards in hand$/.test(c)) return { kind: 'hand', player: 'you', atMost: 0 };
  if ((m = new RegExp(`^you control (a|an|another|no|(?:${NUMBER.slice(1, -1)}) or (?:more|fewer)) (.+)$`).exec(c))) {
    // The engine counts with no source to leave out: "another" / "other" aren't read.
    if (m[1] === 'another' || /^other /.test(m[2]!)) return null;
    const g = m[1] === 'a' || m[1] === 'an' ? articleGroup(m[2]!) : parseGroup(m[2]!);
    if (!g || g.filter.controller || g.filter.other) return null;
    const q = m[1]!;
    if (q === 'no') return { kind: 'controls', filter: { ...g.filter, controller: 'you' }, atMost: 0 };
    const n = q === 'a' || q === 'an' ? 1 : numberWord(q.replace(/ or (?:more|fewer)$/, ''));
    if (n === null || (n !== 1 ? !g.plural : g.plural)) return null;
    if (q.endsWith(' or fewer')) return { kind: 'controls', filter: { ...g.filter, controller: 'you' }, atMost: n };
    return { kind: 'controls', filter: { ...g.filter, controller: 'you' }, atLeast: n };
  }
  return null;
}

/** "When this creature enters / dies / attacks / blocks / leaves the battlefield / becomes tapped". */
const SELF = /^(when|whenever) this (enters|dies|attacks|blocks|leaves the battlefield|becomes tapped|becomes untapped|blocks a creature)(?: the battlefield)?, (.+)$/;
/** "Whenever another creature you control dies", "Whenever a land enters under your control" (603.6a, 603.10a). */
const OTHER = /^(?:when|whenever) (a|an|another|this creature or another|this or another) (.+?) (enters(?: the battlefield)?(?: under your control)?|dies|attacks), (.+)$/;
/** "At the beginning of your upkeep" / "… of each end step" (503.1a, 513.1a); "At end of combat" (511.2). */
const STEP = /^at the beginning of (your|each|the) (upkeep|end step), (.+)$/;
/** "Whenever you cast a noncreature spell", "Whenever an opponent casts a spell" (601.2i). */
const CAST = /^whenever (you|an opponent|a player) casts? (?:a|an) ((?:[a-z-]+ )*?)spell, (.+)$/;

const EVENT: Record<string, string> = {
  enters: 'enters', dies: 'dies', attacks: 'attacks', blocks: 'blocks', 'blocks a creature': 'blocks',
  'leaves the battlefield': 'leaves', 'becomes tapped': 'becomes-tapped', 'becomes untapped': 'becomes-untapped',
};

function selfTrigger(m: RegExpExecArray, verbatim: string): Json | null {
  const event = EVENT[m[2]!]!;
  // In a dies or leaves trigger the card is a new object (400.7): "this"/"it" aren't the source the
  // engine's `self` names; "it deals damage" is the source's last known information (608.2h).
  if (event === 'dies' || event === 'leaves') return triggerOf(event, m[3]!, verbatim, {}, { self: false, it: null, itIsSource: true });
  // "that creature" after "blocks a creature" is the creature blocked (608.2k).
  if (m[2] === 'blocks a creature') return triggerOf(event, m[3]!, verbatim, {}, { it: 'that' });
  return triggerOf(event, m[3]!, verbatim, {}, { it: 'self' });
}

function otherTrigger(m: RegExpExecArray, verbatim: string): Json | null {
  const q = m[1]!;
  const g = parseGroup(m[2]!);
  if (!g || g.plural || g.filter.other) return null;
  const filter: ObjectFilter = { ...g.filter };
  if (m[3]!.endsWith('under your control')) {
    if (filter.controller === 'opponent') return null;
    filter.controller = 'you';
  }
  const event = m[3] === 'dies' ? 'dies' : m[3] === 'attacks' ? 'attacks' : 'enters';
  // "dies": a creature put into a graveyard from the battlefield (700.4).
  if (event === 'dies' && filter.types && !filter.types.every((x) => x === 'Creature')) return null;
  // "this creature or another creature …" is any creature, this one included.
  const who = q === 'another' ? 'another' : 'any';
  if (q.startsWith('this') && !(filter.types?.length === 1 && filter.types[0] === 'Creature' && !filter.controller)) return null;
  // "Whenever a creature you control attacks, it gets +1/+0": "it" is the attacker (608.2k). After
  // "enters", "it" would be the creature that entered, which the engine doesn't name: not read.
  return triggerOf(event, m[4]!, verbatim, { who, filter }, { it: event === 'attacks' ? 'that' : null });
}

function castTrigger(m: RegExpExecArray, verbatim: string): Json | null {
  const words = m[2]!.trim();
  let filter: ObjectFilter | undefined;
  if (words !== '') {
    const f = spellFilter(words);
    if (!f) return null;
    filter = f;
  }
  if (m[1] === 'an opponent') filter = { ...(filter ?? { kind: 'filter' }), controller: 'opponent' };
  // 'another' with no controller in the filter: only spells the ability's controller casts.
  const who = m[1] === 'you' ? 'another' : 'any';
  return triggerOf('cast', m[3]!, verbatim, { who, ...(filter ? { filter } : {}) }, { it: null });
}

/** A triggered ability of a permanent (normalised line), or null. */
export function parseTrigger(norm: string, verbatim: string): Json | null {
  let m = SELF.exec(norm);
  if (m) return selfTrigger(m, verbatim);
  m = STEP.exec(norm);
  if (m) return m[1] === 'the' ? null : triggerOf(m[2] === 'upkeep' ? 'upkeep' : 'end-step', m[3]!, verbatim, m[1] === 'each' ? { who: 'any' } : {}, { it: 'self' });
  m = /^at end of combat, (.+)$/.exec(norm);
  if (m) return triggerOf('end-of-combat', m[1]!, verbatim, { who: 'any' }, { it: 'self' });
  m = CAST.exec(norm);
  if (m) return castTrigger(m, verbatim);
  m = OTHER.exec(norm);
  return m ? otherTrigger(m, verbatim) : null;
}
