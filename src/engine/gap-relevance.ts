/**
 * Which unmodelled rules text could have mattered to a run (issue 11 §1): the one place that
 * decides it. An answer may rest only on what was modelled, so after a run every gap (gaps.ts) of
 * every object that took part is judged against what happened (the event log):
 *
 * - `characteristic` (a P/T of *, a type the engine can't represent…): characteristic-defining
 *   text functions everywhere (113.6a), so it could matter whenever the object exists in the run.
 * - `spell` (an instruction of an instant, sorcery or spell ability): only if that spell was cast
 *   or began to be cast, or was on the stack (copies included) — it can matter only if it resolves,
 *   and its text may also decide how it is cast.
 * - `activated`: only if that ability was activated (602.2). The engine activates only abilities it
 *   models, so this is the case when a modelled ability with the very same text was activated.
 * - `static` (static, replacement or prevention text, or text whose shape isn't known): whenever the
 *   object was where the ability functions (113.6): the stack for an instant or sorcery, the
 *   battlefield for any other object, the command zone for an emblem (113.6p); also every zone the
 *   text names (113.6b, 113.6c, 113.6k, 113.6m: "from your graveyard", "in your hand"…), and, for
 *   text about casting, the stack and the hand (113.6d-g) and any attempt to cast the object.
 * - `triggered`: if its trigger event happened while the ability functioned (603.2); and, for an
 *   ability that moves something "until" its source leaves the battlefield (610.3), whenever the
 *   source leaves the battlefield, since the ability may have resolved before the run began. "This object"
 *   triggers (who 'self') are matched on the object itself, whatever zone the event saw it in
 *   (113.6k: a trigger condition that can't trigger from the battlefield functions where it can,
 *   603.10a: leaves-the-battlefield abilities look back). Others need the object where the ability
 *   functions at some time during the batch of simultaneous events the trigger event belongs to
 *   (603.6a: newcomers see each other; 603.10). An unknown trigger event counts as happening
 *   whenever the object was where the ability functions.
 *
 * - `other-face` (text of a double-faced card's face that isn't up, 712.8a, 712.8d-f): never, as
 *   the engine turns no face up during a run (701.27, 701.28); except that a modal double-faced
 *   card's face is chosen by the player who casts it (712.11b) or plays it or puts it onto the
 *   battlefield (712.12, 712.14b), so its other face's text could matter whenever it was cast or
 *   began to be, or entered the battlefield from another zone, in the run.
 *
 * - `identity` (which card a stand-in is: a basic land card a search put onto the battlefield from a
 *   library nobody described, 701.23a): the stand-in takes part in the run as what its description
 *   guarantees (a land with the basic supertype: whatever reacts to a land entering, counts lands or
 *   affects lands sees it), so only what tells basic land cards apart is unknown — their names, basic
 *   land types and snow supertype (205.3i, 205.4), and so the mana their intrinsic abilities add
 *   (305.6). That could matter if any text in the run can read it (a basic land type, "snow", a
 *   card's name, landwalk: `readsIdentity`), or if its controller casts a spell or activates an
 *   ability after it arrived while the run follows that player's mana (a stated mana pool, 601.2g-h:
 *   its mana could have paid; otherwise no payment is simulated). Otherwise it can't change anything.
 *
 * Text that was removed (an object that lost all its abilities, 613.1f / 113.10) or that provably
 * could not matter (an activated ability nobody activated, a trigger whose event never happened, a
 * static ability of a card that stayed in the library) is reported apart, as irrelevant: the answer
 * stands, and says it doesn't rest on that text.
 */
import { assertNever } from '../core/result.ts';
import { cardIdOf } from './objects.ts';
import type { EventOf, GameEvent } from './game-events.ts';
import { isAbilityGap } from './gaps.ts';
import type { Gap, GapKind, GapTrigger, GapTriggerEvent } from './gaps.ts';
import type { CardType, ObjectId, PlayerId, Zone } from './types.ts';

/** What the run knows of one object that took part in it (gap-history.ts keeps it). */
export interface SeenObject {
  id: ObjectId;
  name: string;
  /** Its card types when it came into the run: an instant's or sorcery's abilities function on the stack (113.6). */
  types: readonly CardType[];
  /** The gaps of its printed characteristics when it came into the run. */
  printed: readonly Gap[];
  /** Every gap its computed characteristics had whenever they were computed (copies included, 707.2); null if never computed. */
  computed: readonly Gap[] | null;
  /** Some text of it could tell apart cards of one description: a basic land type, "snow", a name (readsIdentity). */
  readsIdentity?: boolean;
}

export interface GapHistory {
  /** The objects of the state the run began with, their zones and the counters the question gave them. */
  initial: readonly { id: ObjectId; zone: Zone; counters?: Readonly<Record<string, number>> }[];
  objects: readonly SeenObject[];
  events: readonly GameEvent[];
  /** Where each batch of simultaneous events begins (indexes into `events`, increasing). */
  batches: readonly number[];
  /** A continuous effect the run began with (one the question told) could tell such cards apart (readsIdentity). */
  effectsReadIdentity?: boolean;
  /** Players whose mana the run follows (a mana pool stated or filled: casting pays from it, 601.2g-h); for others payment isn't simulated. */
  manaPlayers?: readonly PlayerId[];
}

/** Why a gap could matter, or why it couldn't. */
export type GapReason =
  | 'exists'
  | 'cast'
  | 'on-stack'
  | 'chosen-mode'
  | 'activated'
  | 'functions'
  | 'trigger-event'
  | 'lasting-effect'
  | 'unknown-trigger'
  | 'not-cast'
  | 'not-activated'
  | 'sacrificed-for-cost'
  | 'not-where-it-functions'
  | 'no-trigger-event'
  | 'abilities-lost'
  | 'face-chosen'
  | 'face-not-up'
  | 'identity-read'
  | 'identity-mana'
  | 'identity-unread'
  | 'entered-before'
  | 'applies'
  | 'never-applies';

export interface GapFinding {
  /** The object as the run first knew it (the card a spell or new object came from, 400.7). */
  object: ObjectId;
  /** The object the text was on when it could matter (or, for irrelevant text, where it was seen). */
  id: ObjectId;
  /** Its printed name. */
  name: string;
  text: string;
  kind: GapKind;
  trigger?: GapTrigger;
  chosen?: boolean;
  reason: GapReason;
}

export interface GapReport {
  /** Unmodelled text that could have changed what happened: the answer must not be given. */
  relevant: GapFinding[];
  /** Unmodelled text that was there but provably could not matter: listed, and the answer stands. */
  irrelevant: GapFinding[];
}

interface Span {
  zone: Zone;
  start: number;
  end: number;
}

const FOREVER = Number.MAX_SAFE_INTEGER;

/** Each object's stays in each zone, as ranges of event indexes (the initial state is before event 0). */
function spansOf(h: GapHistory): Map<ObjectId, Span[]> {
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
function batchOf(h: GapHistory, i: number): [number, number] {
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

/** A duration that ends when the ability's own source leaves the battlefield (610.3). */
const UNTIL_LEAVES = /\buntil (?:this|~|it|that|[A-Z][\w',-]*(?: [\w',-]+)*?) (?:[\w-]+ )?leaves the battlefield\b/i;

function aboutCasting(text: string): boolean {
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
function functioningZones(o: SeenObject, g: Gap): Set<Zone> {
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

/** The objects (or, for player events, the players) an event is about, for a trigger event kind. */
function subjectsOf(e: GameEvent, t: GapTriggerEvent): (ObjectId | PlayerId)[] | null {
  switch (t) {
    case 'enters':
      if (e.kind === 'zone-changed' && e.to === 'battlefield') return [e.newId];
      return e.kind === 'created' && e.zone === 'battlefield' ? [e.object] : null;
    case 'leaves':
      return e.kind === 'zone-changed' && e.from === 'battlefield' ? [e.object] : null;
    case 'dies':
      return e.kind === 'zone-changed' && e.from === 'battlefield' && e.to === 'graveyard' ? [e.object] : null;
    case 'attacks':
      return e.kind === 'attacked' ? [e.object] : null;
    case 'blocks':
      return e.kind === 'blocked' ? [e.object] : null;
    case 'becomes-blocked':
      return e.kind === 'blocked' ? [...e.attackers] : null;
    case 'dealt-damage':
      return e.kind === 'damage-dealt' ? [e.target] : null;
    case 'deals-damage':
      return e.kind === 'damage-dealt' && e.source !== null ? [e.source] : null;
    case 'deals-combat-damage':
      return e.kind === 'damage-dealt' && e.combat && e.source !== null ? [e.source] : null;
    case 'cast':
      return e.kind === 'cast' ? [e.spell] : null;
    case 'becomes-target':
      return e.kind === 'put-on-stack' && e.targets.length > 0 ? [...e.targets] : null;
    case 'beginning-of-step':
      return e.kind === 'step-began' ? [e.player] : null;
    case 'gains-life':
      return e.kind === 'life-changed' && e.amount > 0 ? [e.player] : null;
    case 'loses-life':
      return e.kind === 'life-changed' && e.amount < 0 ? [e.player] : null;
    case 'draws':
      return e.kind === 'drew' ? (e.card === null ? [e.player] : [e.card, e.player]) : null;
    case 'discards':
      return e.kind === 'discarded' ? (e.card === null ? [e.player] : [e.card, e.player]) : null;
    case 'sacrificed':
      return e.kind === 'sacrificed' ? [e.object] : null;
    case 'counters':
      return e.kind === 'counters-changed' ? [e.target] : null;
    case 'tapped':
      return e.kind === 'tapped' ? [e.object] : null;
    case 'untapped':
      return e.kind === 'untapped' ? [e.object] : null;
    case 'unknown':
      return null;
    default:
      return assertNever(t);
  }
}

interface Verdict {
  relevant: boolean;
  reason: GapReason;
}

class Judge {
  private readonly spans: Map<ObjectId, Span[]>;
  constructor(private readonly h: GapHistory) {
    this.spans = spansOf(h);
  }

  private in(o: SeenObject, zones: ReadonlySet<Zone>, from = -1, to = FOREVER): boolean {
    return (this.spans.get(o.id) ?? []).some((s) => zones.has(s.zone) && s.start <= to && s.end >= from);
  }

  private was(o: SeenObject, kind: 'cast-proposed'): boolean {
    return this.h.events.some((e) => e.kind === kind && e.object === o.id);
  }

  /** 712.11b, 712.12, 712.14b: the object was cast (or began to be), or entered the battlefield from another zone. */
  private faceChosen(o: SeenObject): boolean {
    return this.h.events.some((e) => (e.kind === 'cast-proposed' && e.object === o.id) || (e.kind === 'zone-changed' && e.object === o.id && e.to === 'battlefield'));
  }

  private leftBattlefield(o: SeenObject): boolean {
    return this.h.events.some((e) => e.kind === 'zone-changed' && e.object === o.id && e.from === 'battlefield');
  }

  private activated(o: SeenObject, g: Gap): boolean {
    return this.h.events.some((e): e is EventOf<'activated'> => e.kind === 'activated' && e.source === o.id && e.ability.trim() === g.text.trim());
  }

  private whereItFunctions(o: SeenObject, g: Gap, reason: GapReason): Verdict {
    if (this.in(o, functioningZones(o, g))) return { relevant: true, reason };
    if (aboutCasting(g.text) && this.was(o, 'cast-proposed')) return { relevant: true, reason: 'cast' };
    return { relevant: false, reason: 'not-where-it-functions' };
  }

  private triggered(o: SeenObject, g: Gap, t: GapTrigger): Verdict {
    if (t.event === 'unknown') return this.whereItFunctions(o, g, 'unknown-trigger');
    // "exile … until this leaves the battlefield" (610.3): the ability may have resolved before the
    // run began (the board as told: "the 2/2 exiled by Banishing Light"), and its second one-shot
    // effect happens when the object leaves the battlefield, whether or not the trigger event happens here.
    if (UNTIL_LEAVES.test(g.text) && this.leftBattlefield(o)) return { relevant: true, reason: 'lasting-effect' };
    const zones = functioningZones(o, g);
    for (let i = 0; i < this.h.events.length; i++) {
      const subjects = subjectsOf(this.h.events[i]!, t.event);
      if (subjects === null) continue;
      if (t.who === 'self') {
        if (subjects.includes(o.id)) return { relevant: true, reason: 'trigger-event' };
        continue;
      }
      if (t.who === 'another' && subjects.every((s) => s === o.id)) continue;
      const [from, to] = batchOf(this.h, i);
      if (this.in(o, zones, from, to)) return { relevant: true, reason: 'trigger-event' };
    }
    return { relevant: false, reason: 'no-trigger-event' };
  }

  /**
   * A stand-in for a card nobody named: what tells such cards apart matters if some text in the run
   * can read it, or if its controller paid for something after it arrived (its mana, 305.6).
   */
  private identity(o: SeenObject): Verdict {
    if (this.h.effectsReadIdentity === true || this.h.objects.some((x) => x.readsIdentity === true)) return { relevant: true, reason: 'identity-read' };
    const arrived = this.h.events.findIndex((e) => e.kind === 'zone-changed' && e.newId === o.id && e.to === 'battlefield');
    if (arrived < 0) return { relevant: false, reason: 'identity-unread' };
    const owner = this.h.events[arrived]!.kind === 'zone-changed' ? (this.h.events[arrived] as EventOf<'zone-changed'>).owner : null;
    // Its mana could matter only where the run follows that player's mana: otherwise no payment is simulated.
    const followed = owner !== null && (this.h.manaPlayers ?? []).includes(owner);
    const pays = followed && this.h.events.some((e, i) => i > arrived && (e.kind === 'cast-proposed' || e.kind === 'activated') && e.player === owner);
    return pays ? { relevant: true, reason: 'identity-mana' } : { relevant: false, reason: 'identity-unread' };
  }

  /**
   * "This creature enters tapped / with N <kind> counters on it" (614.1c): a replacement effect that
   * modifies only how the object itself enters (614.12). On an object that was on the battlefield when
   * the run began and never enters it during the run, it has nothing left to apply to: its past result
   * is the state as told — tapped or not like any permanent, and its counters, when the question gives
   * counters of that kind. (Counters of that kind not given: what it entered with is unknown — it matters.)
   * Null when the text is not such an ability, or the object enters during the run.
   */
  private entersReplacement(o: SeenObject, g: Gap): Verdict | null {
    const m = ENTERS_SELF.exec(g.text.trim().replace(/[’‘]/g, "'"));
    if (!m || !selfWords(m[1]!, o.name)) return null;
    if (!this.h.initial.some((x) => x.id === o.id && x.zone === 'battlefield')) return null;
    if (this.h.events.some((e) => (e.kind === 'zone-changed' && e.newId === o.id && e.to === 'battlefield') || (e.kind === 'created' && e.object === o.id))) return null;
    const kind = m[2]?.toLowerCase();
    if (kind !== undefined) {
      const counters = this.h.initial.find((x) => x.id === o.id)?.counters ?? {};
      const told = Object.entries(counters).find(([k]) => k.toLowerCase() === kind)?.[1] ?? 0;
      if (told <= 0) return { relevant: true, reason: 'functions' };
    }
    return { relevant: false, reason: 'entered-before' };
  }

  /**
   * A static ability whose effect only changes one kind of event (applicationOf): it could matter only
   * if such an event happened (or began: a cast that was rewound) while the ability functioned.
   */
  private applied(o: SeenObject, g: Gap, a: Application): Verdict {
    const where = this.whereItFunctions(o, g, 'functions');
    if (!where.relevant) return where;
    const zones = functioningZones(o, g);
    for (let i = 0; i < this.h.events.length; i++) {
      if (!APPLIES_TO[a](this.h.events[i]!)) continue;
      const [from, to] = batchOf(this.h, i);
      if (this.in(o, zones, from, to)) return { relevant: true, reason: 'applies' };
    }
    return { relevant: false, reason: 'never-applies' };
  }

  judge(o: SeenObject, g: Gap): Verdict {
    switch (g.kind) {
      case 'characteristic':
        return { relevant: (this.spans.get(o.id) ?? []).length > 0, reason: 'exists' };
      case 'spell':
        if (this.in(o, new Set<Zone>(['stack']))) return { relevant: true, reason: 'on-stack' };
        return this.was(o, 'cast-proposed') ? { relevant: true, reason: 'cast' } : { relevant: false, reason: 'not-cast' };
      case 'activated':
        if (this.activated(o, g)) return { relevant: true, reason: 'activated' };
        // Sacrificing its own source is this ability's cost (602.2b, 601.2h): a permanent told as sacrificed
        // may have been sacrificed to activate it, so the run can't say nobody did.
        if (sacrificesItself(g.text, o.name) && this.h.events.some((e) => e.kind === 'sacrificed' && e.object === o.id)) return { relevant: true, reason: 'sacrificed-for-cost' };
        return { relevant: false, reason: 'not-activated' };
      case 'static': {
        const entering = this.entersReplacement(o, g);
        if (entering !== null) return entering;
        const applies = applicationOf(g.text);
        if (applies !== null) return this.applied(o, g, applies);
        return this.whereItFunctions(o, g, 'functions');
      }
      case 'triggered':
        return this.triggered(o, g, g.trigger ?? { event: 'unknown', who: 'any' });
      case 'other-face':
        return g.chosen === true && this.faceChosen(o) ? { relevant: true, reason: 'face-chosen' } : { relevant: false, reason: 'face-not-up' };
      case 'identity':
        return this.identity(o);
      default:
        return assertNever(g.kind);
    }
  }
}

function same(a: Gap, b: Gap): boolean {
  return a.text === b.text && a.kind === b.kind;
}

function finding(o: SeenObject, g: Gap, reason: GapReason): GapFinding {
  return { object: cardIdOf(o.id), id: o.id, name: o.name, text: g.text, kind: g.kind, ...(g.trigger ? { trigger: { ...g.trigger } } : {}), ...(g.chosen ? { chosen: true } : {}), reason };
}

/** 613.1f / 113.10: ability text the object printed but no longer had whenever it was looked at. */
function removedGaps(o: SeenObject): Gap[] {
  if (o.computed === null) return [];
  const now = o.computed;
  return o.printed.filter((g) => isAbilityGap(g) && !now.some((x) => same(x, g)));
}

/**
 * The one decision (issue 11 §1): which unmodelled text could have mattered to the run, and which
 * was present but could not. A text on several objects of one card (the card in hand, then the
 * spell, then the card in the graveyard: 400.7) is reported once, as relevant if it could matter on
 * any of them.
 */
export function decideGaps(h: GapHistory): GapReport {
  const judge = new Judge(h);
  const relevant: GapFinding[] = [];
  const irrelevant: GapFinding[] = [];
  const key = (f: GapFinding): string => `${f.object}\n${f.kind}\n${f.text}`;
  const seen = new Set<string>();
  const found: GapFinding[] = [];
  for (const o of h.objects) {
    for (const g of o.computed ?? o.printed) {
      const v = judge.judge(o, g);
      found.push(finding(o, g, v.reason));
      if (v.relevant) relevant.push(finding(o, g, v.reason));
    }
    for (const g of removedGaps(o)) found.push(finding(o, g, 'abilities-lost'));
  }
  // Chosen modes the engine can't follow (700.2, 601.2b): the spell's text that resolves.
  for (const e of h.events) {
    if (e.kind === 'put-on-stack' && e.modeGaps && e.source !== null) {
      // A modal triggered ability's chosen modes (603.3c, 700.2b): only those could matter.
      const src = e.source;
      const o = h.objects.find((x) => x.id === src);
      for (const text of e.modeGaps) relevant.push({ object: cardIdOf(src), id: src, name: o?.name ?? src, text, kind: 'triggered', reason: 'chosen-mode' });
      continue;
    }
    if (e.kind !== 'cast') continue;
    const o = h.objects.find((x) => x.id === e.spell);
    for (const text of e.modeGaps) relevant.push({ object: cardIdOf(e.spell), id: e.spell, name: o?.name ?? e.spell, text, kind: 'spell', reason: 'chosen-mode' });
  }
  const relevantOnce: GapFinding[] = [];
  for (const f of relevant) {
    if (seen.has(key(f))) continue;
    seen.add(key(f));
    relevantOnce.push(f);
  }
  for (const f of found) {
    if (seen.has(key(f))) continue;
    seen.add(key(f));
    irrelevant.push(f);
  }
  return { relevant: relevantOnce, irrelevant };
}

/**
 * Text that could tell apart cards of one description (the `identity` gap): a basic land type or
 * "basic land type(s)" (205.3i, domain), "snow" (205.4), landwalk (702.14), a card's name ("named",
 * "choose a card name"). Read from an object's rules text, its name and types left out (those say what
 * it is, not what it reads). Conservative: any mention counts.
 */
const IDENTITY_WORDS = /\b(?:plains|islands?|swamps?|mountains?|forests?|wastes|snow|basic land types?|[a-z]*walk|named?|names)\b/i;

export function readsIdentity(printed: object): boolean {
  const own = new Set(['name', 'types', 'subtypes', 'supertypes']);
  return Object.entries(printed).some(([k, v]) => !own.has(k) && anyString(v, (t) => IDENTITY_WORDS.test(t)));
}

/** Whether some string value inside `v` (keys aside) passes `test`. */
function anyString(v: unknown, test: (s: string) => boolean): boolean {
  if (typeof v === 'string') return test(v);
  if (Array.isArray(v)) return v.some((x) => anyString(x, test));
  if (v !== null && typeof v === 'object') return Object.values(v).some((x) => anyString(x, test));
  return false;
}

/**
 * What a static ability's effect changes, when its text (every sentence of it) says only that:
 * - 'enters': how permanents enter ("Creatures your opponents control enter tapped", "… enter with an
 *   additional +1/+1 counter on them": 614.1c, 614.12) — only when a permanent enters the battlefield;
 * - 'costs': what spells or abilities cost ("Noncreature spells cost {1} more to cast": 601.2f, 602.2b)
 *   — only when a spell is (begun to be) cast or an ability activated;
 * - 'gain-life' / 'lose-life': whether or how much life is gained or lost ("Players can't gain life",
 *   "If you would gain life, you gain twice that much life instead": 119.7, 119.8, 614.1a) — only
 *   when life would be gained (lost): the engine, not knowing the text, performs that event;
 * - 'draw': a replacement of card draws ("If you would draw a card, …instead": 121.6, 614.11) — only
 *   when a player draws (or would, from an empty library: 121.6a).
 * Anything else in the text (another sentence, a trigger) leaves it unclassified: null. (The maximum
 * hand size, 402.2, is not classified: the cleanup discard, 514.1, leaves no event to look for when
 * the engine discards nothing.)
 */
type Application = 'enters' | 'costs' | 'gain-life' | 'lose-life' | 'draw';

const APPLICATIONS: readonly [RegExp, Application][] = [
  [/^(?:each |all )?(?:other )?(?:[a-z-]+ )?(?:creatures?|permanents?|lands?|artifacts?|enchantments?|planeswalkers?|tokens?)(?: (?:and|or) [a-z]+)?(?: [a-z' ]+?)? enters? (?:the battlefield )?(?:tapped|with (?:[^.]*? )?(?:\+1\/\+1|-1\/-1|[a-z]+) counters? on (?:it|them))(?: unless [^.]*| if [^.]*)?\.$/i, 'enters'],
  [/^[^.]*?\b(?:spells?|abilities)\b[^.]*? costs? (?:(?:\{[^}]+\})+|x|[a-z]+ generic mana) (?:more|less)(?: to (?:cast|activate))?(?: for each [^.]*| where [^.]*| if [^.]*)?\.$/i, 'costs'],
  [/^(?:you|players|your opponents|each opponent|each player)(?: can't| cannot) gain life\.$/i, 'gain-life'],
  [/^if (?:you|a player|an opponent|each player) would gain life, [^.]*instead\.$/i, 'gain-life'],
  [/^(?:you|players|your opponents|each opponent|each player)(?: can't| cannot) lose life\.$/i, 'lose-life'],
  [/^if (?:you|a player|an opponent) would lose life, [^.]*instead\.$/i, 'lose-life'],
  [/^if (?:you|a player|an opponent|each player) would draw (?:a card|one or more cards)[^.]*, [^.]*instead\.$/i, 'draw'],
];

/** Which events each application is about (the event itself, or its start: 601.2a). */
const APPLIES_TO: Record<Application, (e: GameEvent) => boolean> = {
  enters: (e) => (e.kind === 'zone-changed' && e.to === 'battlefield') || (e.kind === 'created' && e.zone === 'battlefield'),
  costs: (e) => e.kind === 'cast-proposed' || e.kind === 'activated',
  'gain-life': (e) => e.kind === 'life-changed' && e.amount > 0,
  'lose-life': (e) => e.kind === 'life-changed' && e.amount < 0,
  draw: (e) => e.kind === 'drew' || e.kind === 'drew-from-empty',
};

/** What a static ability's text changes, if it is one of the classified kinds; null otherwise. */
export function applicationOf(text: string): Application | null {
  const t = text.trim().replace(/[’‘]/g, "'").replace(/\s+/g, ' ');
  for (const [re, a] of APPLICATIONS) if (re.test(t)) return a;
  return null;
}

/**
 * A permanent's own "enters tapped" or "enters with … counters on it" (614.1c), as one sentence: [1]
 * who enters, [2] the counters' kind. Conditions after it ("unless …", "if …") only decide
 * how it enters.
 */
const ENTERS_SELF = /^(this [a-z]+|~|[A-Z][\w',-]*(?: [\w',-]+)*?) enters(?: the battlefield)? (?:tapped\b|with (?:[^.]*? )?(\+1\/\+1|-1\/-1|[a-z]+) counters? on it\b)[^.]*\.$/i;

/** Whether the words name the object itself ("this creature", "~", its name or the first part of it). */
function selfWords(words: string, name: string): boolean {
  const w = words.toLowerCase();
  return w.startsWith('this ') || w === '~' || (name !== '' && (w === name.toLowerCase() || name.toLowerCase().startsWith(`${w},`) || name.toLowerCase().startsWith(`${w} `)));
}

/** Whether an activated ability's cost (the text before its first colon) sacrifices the object it is on ("Sacrifice this creature:", "Sacrifice <its name>:"). */
function sacrificesItself(text: string, name: string): boolean {
  const colon = text.indexOf(':');
  if (colon < 0) return false;
  const cost = text.slice(0, colon).toLowerCase();
  return /\bsacrifice (?:this|~)\b/.test(cost) || (name !== '' && cost.includes(`sacrifice ${name.toLowerCase()}`));
}
