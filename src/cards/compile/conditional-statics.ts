/**
 * Conditional static abilities (604.1-604.2, 611.3a-b): "As long as <condition>, <static ability>" and
 * "<static ability> as long as <condition>". The static ability is read by the static templates
 * (statics.ts) as if it stood alone; the condition becomes the engine's StaticCondition, which the
 * layer system reads each time it would apply the effect (engine/layers/conditions.ts). A condition or
 * an ability not read whole leaves the sentence unmodelled: nothing is read half.
 */
import type { CardType, Color, Modification, StaticAbility, StaticCondition } from '../../engine/types.ts';
import { parseStatic } from './statics.ts';
import type { StaticPiece } from './statics.ts';
import { quotesOf } from './tokens.ts';
import type { PrintedQuote } from './tokens.ts';
import type { Parts } from './text-parts.ts';
import { NUMBER, numberWord } from './text.ts';
import { COLOR_OF, articleGroup, parseGroup } from './words.ts';
import { lookupTable } from '../../core/table.ts';
import { turnCondition } from './triggers.ts';

type Filter = Extract<StaticAbility['affects'], { kind: 'filter' }>;

/** "three or more" / "at least three" -> { atLeast: 3 }; "three or fewer" / "less than three" … -> atMost. */
function bounds(quantity: string): { atLeast?: number; atMost?: number } | null {
  let m: RegExpExecArray | null;
  if ((m = new RegExp(`^(?:at least )?${NUMBER}(?: or more)?$`).exec(quantity))) return { atLeast: numberWord(m[1]!)! };
  if ((m = new RegExp(`^${NUMBER} or (?:fewer|less)$`).exec(quantity))) return { atMost: numberWord(m[1]!)! };
  if ((m = new RegExp(`^(?:fewer|less) than ${NUMBER}$`).exec(quantity))) return { atMost: numberWord(m[1]!)! - 1 };
  if ((m = new RegExp(`^exactly ${NUMBER}$`).exec(quantity))) {
    const n = numberWord(m[1]!)!;
    return { atLeast: n, atMost: n };
  }
  return null;
}

const N = `(?:${NUMBER.slice(1, -1)})`;
const QUANTITY = `((?:at least |exactly )?${N}(?: or (?:more|fewer|less))?|(?:fewer|less) than ${N})`;

/** "you control another Elf", "you control three or more artifacts", "you control no creatures". */
function controls(c: string): StaticCondition | null {
  let m: RegExpExecArray | null;
  if ((m = /^you control (a|an|another) (.+)$/.exec(c))) {
    const g = articleGroup(m[2]!);
    if (!g || g.plural || g.filter.controller || g.filter.other) return null;
    const filter: Filter = { ...g.filter, controller: 'you', ...(m[1] === 'another' ? { other: true } : {}) };
    return { kind: 'count', filter, atLeast: 1 };
  }
  // "an opponent controls an Island": some opponent controls one (never a count summed over opponents).
  if ((m = /^an opponent controls (a|an) (.+)$/.exec(c))) {
    const g = articleGroup(m[2]!);
    if (!g || g.plural || g.filter.controller || g.filter.other) return null;
    return { kind: 'count', filter: { ...g.filter, controller: 'opponent' }, atLeast: 1 };
  }
  if ((m = /^you control no (.+)$/.exec(c))) {
    const g = parseGroup(m[1]!);
    if (!g || !g.plural || g.filter.controller || g.filter.other) return null;
    return { kind: 'count', filter: { ...g.filter, controller: 'you' }, atMost: 0 };
  }
  if ((m = new RegExp(`^you control ${QUANTITY} (other )?(.+)$`).exec(c))) {
    const b = bounds(m[1]!);
    const g = parseGroup(m[3]!);
    // "two or more" names a plural group; "at least one other" isn't read.
    if (!b || !g || !g.plural || g.filter.controller || g.filter.other) return null;
    return { kind: 'count', filter: { ...g.filter, controller: 'you', ...(m[2] ? { other: true } : {}) }, ...b };
  }
  return null;
}

/**
 * Conditions over the cards in a graveyard ("seven or more cards are in your graveyard", threshold) aren't
 * read: a question rarely tells a whole graveyard, and the engine would count an untold one as empty.
 */

/**
 * 402.3: "you have no cards in hand", "you have two or fewer cards in hand" — a count of the hand; a hand
 * nobody described stops the count (engine/hand.ts), so it is asked about, never taken to be empty.
 */
function hand(c: string): StaticCondition | null {
  if (c === 'you have no cards in hand') return { kind: 'count', filter: { kind: 'filter', zone: 'hand', controller: 'you' }, atMost: 0 };
  const m = new RegExp(`^you have ${QUANTITY} cards? in hand$`).exec(c);
  const b = m ? bounds(m[1]!) : null;
  return b ? { kind: 'count', filter: { kind: 'filter', zone: 'hand', controller: 'you' }, ...b } : null;
}

/** 119: "you have 30 or more life", "an opponent has 10 or less life". */
function life(c: string): StaticCondition | null {
  const m = new RegExp(`^(you|an opponent) (?:has|have) ${QUANTITY} life$`).exec(c);
  const b = m ? bounds(m[2]!) : null;
  return m && b ? { kind: 'life', player: m[1] === 'you' ? 'you' : 'opponent', ...b } : null;
}

/** 700.5: "your devotion to red is less than five", "your devotion to green and white is less than seven". */
function devotion(c: string): StaticCondition | null {
  const m = new RegExp(`^your devotion to (white|blue|black|red|green)(?: and (white|blue|black|red|green))? is ${QUANTITY}$`).exec(c);
  const b = m ? bounds(m[3]!) : null;
  if (!m || !b) return null;
  const colors: Color[] = [COLOR_OF[m[1]!]!, ...(m[2] ? [COLOR_OF[m[2]]!] : [])];
  return { kind: 'devotion', colors, ...b };
}

/** 702.131c: "you have the city's blessing" (a permanent's ascend gives it, engine/keywords/ascend.ts). */
function blessing(c: string): StaticCondition | null {
  return /^you have the city's blessing$/.test(c) ? { kind: 'citys-blessing', has: true } : null;
}

/** What "it" / "this" is in the condition: the source, or the object it is attached to. */
type Subject = 'this' | 'enchanted creature' | 'equipped creature' | 'enchanted permanent';

/** "enchanted creature is legendary / white / a Human / an Equipment / a creature" (the object it is attached to). */
function attachedIs(c: string): { subject: Subject; condition: StaticCondition } | null {
  const m = /^(enchanted creature|equipped creature|enchanted permanent) is (.+)$/.exec(c);
  if (!m) return null;
  const what = m[2]!;
  let filter: Filter | null = null;
  if (what === 'legendary') filter = { kind: 'filter', supertypes: ['Legendary'] };
  else if (COLOR_OF[what]) filter = { kind: 'filter', colors: [COLOR_OF[what]!] };
  else {
    const a = /^an? (.+)$/.exec(what);
    const g = a ? articleGroup(a[1]!) : null;
    if (g && !g.plural && !g.filter.controller && !g.filter.other && Object.keys(g.filter).every((k) => k === 'kind' || k === 'types' || k === 'subtypes')) filter = g.filter;
  }
  return filter ? { subject: m[1] as Subject, condition: { kind: 'object-is', object: 'attached', filter } } : null;
}

/** "this is untapped / attacking / equipped", "it's your turn", "this has three or more +1/+1 counters on it". */
function sourceState(c: string): StaticCondition | null {
  let m: RegExpExecArray | null;
  // "it" in a condition of the object's own ability is the object (the static's subject is "this" then).
  const s = c.replace(/^it's /, 'this is ').replace(/^it (is|has) /, 'this $1 ');
  if ((m = /^this is (tapped|untapped)$/.exec(s))) return { kind: 'source-tapped', tapped: m[1] === 'tapped' };
  if ((m = /^this is (attacking|blocking)$/.exec(s))) return { kind: 'source-combat', role: m[1] as 'attacking' | 'blocking' };
  if ((m = /^this is (equipped|enchanted)$/.exec(s))) return { kind: 'attached-to-source', subtype: m[1] === 'equipped' ? 'Equipment' : 'Aura', atLeast: 1 };
  if ((m = new RegExp(`^this has ${QUANTITY} ([a-z+\\-/0-9]+) counters? on it$`).exec(s))) {
    const b = bounds(m[1]!);
    return b ? { kind: 'source-counters', counter: m[2]!, ...b } : null;
  }
  return null;
}

/** The condition, and which object an "it" in the ability then means (null: "it" isn't read). */
export function parseStaticCondition(c: string): { condition: StaticCondition; it: Subject | null } | null {
  const turn = turnCondition(c);
  if (turn) return { condition: turn, it: null };
  const attached = attachedIs(c);
  if (attached) return { condition: attached.condition, it: attached.subject };
  const own = sourceState(c);
  if (own) return { condition: own, it: 'this' };
  const other = controls(c) ?? hand(c) ?? life(c) ?? devotion(c) ?? blessing(c);
  return other ? { condition: other, it: null } : null;
}

/** 205.1a: "this isn't a creature" (a Theros god below its devotion): the creature type is removed in layer 4. */
const TYPE_OF: Readonly<Record<string, CardType>> = lookupTable({ creature: 'Creature', artifact: 'Artifact', enchantment: 'Enchantment', land: 'Land' });

function notA(body: string): StaticPiece | null {
  const m = /^this isn't an? (creature|artifact|enchantment|land)$/.exec(body);
  if (!m) return null;
  const type = TYPE_OF[m[1]!]!;
  return { kind: 'static', affects: { kind: 'source' }, modifications: [{ kind: 'remove-types', types: [type] }] };
}

/** The static ability of the sentence, as a continuous effect (the object's own keywords too: they come and go with the condition). */
function staticBody(body: string, quotes: readonly PrintedQuote[]): { affects: StaticAbility['affects']; modifications: Modification[] } | null {
  const piece = notA(body) ?? parseStatic(body, quotes);
  if (!piece) return null;
  if (piece.kind === 'keywords') return { affects: { kind: 'source' }, modifications: [{ kind: 'add-keywords', keywords: piece.keywords }] };
  return { affects: piece.affects, modifications: piece.modifications };
}

/**
 * "gets an additional +2/+2", "also get +1/+0 and have trample": one more effect besides the card's others,
 * applied like any other (613.4c adds each P/T change; keywords are simply had) — the words only say so.
 */
function besidesOthers(body: string): string {
  return body.replace(/\b(gets?) an additional ([+-]\d+\/[+-]\d+)/, '$1 $2').replace(/ also (gets?|have|has) /, ' $1 ');
}

/** "it gets +1/+1" with "it" the condition's subject ("As long as enchanted creature is legendary, it gets …"). */
function withSubject(body: string, it: Subject | null): string | null {
  if (!/^(?:it|it's)\b/.test(body)) return body;
  if (it === null) return null;
  return body.replace(/^it's /, `${it} is `).replace(/^it /, `${it} `);
}

/** "… can't attack or block unless <condition>": a restriction that applies as long as the condition is false. */
const UNLESS = /^(this can't (?:attack|block|attack or block)) unless (.+)$/;

/**
 * The condition that holds exactly when `c` doesn't: a count's one bound turned over ("seven or more" -> "six or
 * fewer"), the other turn, the other tapped status. Null for one that isn't simply turned over (both bounds; "an
 * opponent" — some opponent, whose opposite is no opponent at all).
 */
function negated(c: StaticCondition): StaticCondition | null {
  if (c.kind === 'turn') return { kind: 'turn', yours: !c.yours };
  if (c.kind === 'source-tapped') return { kind: 'source-tapped', tapped: !c.tapped };
  if (c.kind === 'citys-blessing') return { kind: 'citys-blessing', has: !c.has };
  if (c.kind !== 'count' && c.kind !== 'devotion' && c.kind !== 'life' && c.kind !== 'source-counters') return null;
  if ((c.kind === 'life' && c.player !== 'you') || (c.kind === 'count' && c.filter.controller !== 'you')) return null;
  const { atLeast, atMost, ...rest } = c;
  if (atLeast !== undefined && atMost === undefined) return atLeast > 0 ? ({ ...rest, atMost: atLeast - 1 } as StaticCondition) : null;
  if (atMost !== undefined && atLeast === undefined) return { ...rest, atLeast: atMost + 1 } as StaticCondition;
  return null;
}

/** The two orders of a conditional static: the condition first (split at each comma) or last; or a restriction "unless …" (negated). */
function readings(s: string): { cond: string; body: string; unless?: true }[] {
  const out: { cond: string; body: string; unless?: true }[] = [];
  const unless = UNLESS.exec(s);
  if (unless) return [{ cond: unless[2]!, body: unless[1]!, unless: true }];
  const first = /^as long as (.+)$/.exec(s);
  if (first) {
    const rest = first[1]!;
    for (let i = rest.indexOf(', '); i >= 0; i = rest.indexOf(', ', i + 1)) out.push({ cond: rest.slice(0, i), body: rest.slice(i + 2) });
  }
  const last = /^(.+?) as long as (.+)$/.exec(s);
  if (last && !first) out.push({ cond: last[2]!, body: last[1]! });
  return out;
}

/** 611.3a: a conditional static ability, read whole, or null. */
export function parseConditionalStatic(s: string, verbatim: string): StaticAbility | null {
  const quotes = quotesOf(verbatim);
  for (const { cond, body, unless } of readings(s)) {
    // Quoted abilities are read by the body alone; a condition never holds one.
    if (cond.includes('"')) continue;
    const read = parseStaticCondition(cond);
    const turned = read && unless ? negated(read.condition) : null;
    const c = read && unless ? (turned ? { ...read, condition: turned } : null) : read;
    if (!c) continue;
    // An "it" in the condition is the object the ability is about: only read when that is the object itself.
    if (c.it === 'this' && /^it\b/.test(cond) && !/^(?:this|it)\b/.test(body)) continue;
    const subjectBody = withSubject(besidesOthers(body), c.it);
    if (subjectBody === null) continue;
    const st = staticBody(subjectBody, quotes);
    if (!st) continue;
    // "this" in the condition is the source; the ability must be one of a permanent (no CDA: 604.3 abilities have no condition).
    return { text: verbatim, affects: st.affects, modifications: st.modifications, condition: c.condition };
  }
  return null;
}

/** The template (sentences.ts): a conditional static ability of a permanent. */
export function conditionalStatic(s: string, verbatim: string, parts: Parts): boolean {
  if ((!/\bas long as\b/.test(s) || /\bfor as long as\b/.test(s)) && !UNLESS.test(s)) return false;
  const st = parseConditionalStatic(s, verbatim);
  if (st) parts.statics.push(st);
  return st !== null;
}
