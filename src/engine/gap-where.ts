/**
 * Where and when an object's unmodelled text functions: each object's stays in each zone over the
 * run's events (400.7: a zone change makes a new object), the batches of simultaneous events (603.6a:
 * objects arriving together see each other), and the zones an ability functions in (113.6: the
 * battlefield, the stack for an instant or sorcery, the command zone for an emblem, every zone the
 * text names, and the stack and the hand for text about casting, 113.6d-g).
 */
import type { Gap } from './gaps.ts';
import type { GapHistory, SeenObject } from './gap-report.ts';
import type { ObjectId, Zone } from './types.ts';

/** One stay of an object in a zone, as a range of event indexes. */
export interface Span {
  zone: Zone;
  start: number;
  end: number;
}

export const FOREVER = Number.MAX_SAFE_INTEGER;

/** Each object's stays in each zone, as ranges of event indexes (the initial state is before event 0). */
export function spansOf(h: GapHistory): Map<ObjectId, Span[]> {
  const spans = new Map<ObjectId, Span[]>();
  const open = (id: ObjectId, zone: Zone, at: number): void => {
    spans.set(id, [...(spans.get(id) ?? []), { zone, start: at, end: FOREVER }]);
  };
  const close = (id: ObjectId, at: number): void => {
    const list = spans.get(id) ?? [];
    const last = list[list.length - 1];
    if (last && last.end === FOREVER) last.end = at;
  };
  for (const o of h.initial) open(o.id, o.zone, -1);
  h.events.forEach((e, i) => {
    if (e.kind === 'zone-changed') {
      close(e.object, i);
      open(e.newId, e.to, i);
    } else if (e.kind === 'created') open(e.object, e.zone, i);
    else if (e.kind === 'spell-copied') open(e.copy, 'stack', i);
    else if (e.kind === 'ceased-to-exist') close(e.object, i);
  });
  return spans;
}

/** The first and last event index of the batch of simultaneous events event `i` belongs to. */
export function batchOf(h: GapHistory, i: number): [number, number] {
  let start = 0;
  let end = h.events.length - 1;
  for (const b of h.batches) {
    if (b <= i) start = b;
    else {
      end = b - 1;
      break;
    }
  }
  return [start, Math.max(end, i)];
}

const ZONE_WORDS: readonly [RegExp, Zone][] = [
  [/\bgraveyards?\b/i, 'graveyard'],
  [/\bhands?\b/i, 'hand'],
  [/\blibrar(y|ies)\b/i, 'library'],
  [/\bexiled?\b/i, 'exile'],
];

export function aboutCasting(text: string): boolean {
  return /\bcast\b|\bthis spell\b/i.test(text);
}

/**
 * An ability about the object as a spell — what it costs to cast (113.6d), how or when it may be cast
 * (113.6e), that it can't be countered (113.6g), what happens to it as a spell: "This spell costs {X}
 * less to cast", "As an additional cost to cast this spell, …". It functions on the stack and where
 * the card may be cast from, never on the battlefield: a permanent already there can't be affected.
 */
const AS_A_SPELL = /^(?:this spell\b|as an additional cost to cast this spell|you may cast this spell|you can't cast this spell|cast this spell only|you may pay .+ rather than pay this spell's mana cost|if this spell would\b)/i;

/**
 * Keywords that are static abilities functioning only while their spell is on the stack: delve
 * (702.66a), convoke (702.51a), improvise (702.126a), affinity (702.41a), undaunted (702.125a),
 * emerge (702.119a), split second (702.61a); assist modifies paying for the spell (702.132a).
 */
const STACK_KEYWORDS = /^(?:delve|convoke|improvise|affinity for\b.*|undaunted|assist|emerge\b.*|split second)$/i;

/** Where an ability of `o` functions (113.6). */
export function functioningZones(o: SeenObject, g: Gap): Set<Zone> {
  const text = g.text.trim().replace(/[’‘]/g, "'");
  if (g.kind === 'static' && STACK_KEYWORDS.test(text)) return new Set<Zone>(['stack']);
  if (g.kind === 'static' && AS_A_SPELL.test(text)) {
    const zones = new Set<Zone>(['stack', 'hand']);
    for (const [word, zone] of ZONE_WORDS) if (word.test(g.text)) zones.add(zone);
    return zones;
  }
  const spell = o.types.includes('Instant') || o.types.includes('Sorcery');
  const zones = new Set<Zone>([spell ? 'stack' : 'battlefield', 'command']);
  for (const [word, zone] of ZONE_WORDS) if (word.test(g.text)) zones.add(zone);
  if (aboutCasting(g.text)) {
    zones.add('stack');
    zones.add('hand');
  }
  return zones;
}
