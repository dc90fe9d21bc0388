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
 *   text about casting, the stack and the hand (113.6d-g) and any attempt to cast the object. Splice
 *   functions only in a hand, as another spell is cast (702.47a).
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
 * - The asked moment: a question that asks only whether an action can be made ("Can it attack?", "Can
 *   I cast it?", "Can it block?") is settled as the action is made. Only what happened up to then is
 *   judged, and a trigger event of the action itself counts for nothing, since what it triggers goes on
 *   the stack after (508.2b, 509.2a, 601.2i): "Whenever this creature attacks, …" can't change whether
 *   it can attack (reason `after-asked-move`). A triggered mana ability resolves at once (605.4a): its
 *   events count throughout.
 *
 * Text that was removed (an object that lost all its abilities, 613.1f / 113.10) or that provably
 * could not matter (an activated ability nobody activated, a trigger whose event never happened, a
 * static ability of a card that stayed in the library) is reported apart, as irrelevant: the answer
 * stands, and says it doesn't rest on that text.
 *
 * The data is gap-report.ts; where and when text functions, gap-where.ts; which events a text is
 * about, gap-events.ts; what the words say of their own object, gap-text.ts.
 */
import { assertNever } from '../core/result.ts';
import { cardIdOf } from './objects.ts';
import type { EventOf, GameEvent } from './game-events.ts';
import { isAbilityGap } from './gaps.ts';
import type { Gap, GapTrigger } from './gaps.ts';
import { APPLIES_TO, applicationOf, subjectsOf } from './gap-events.ts';
import type { Application } from './gap-events.ts';
import type { GapFinding, GapHistory, GapReason, GapReport, SeenObject } from './gap-report.ts';
import { ENTERS_SELF, PAID_ALTERNATIVE, UNTIL_LEAVES, requiredTargetTypes, sacrificesItself, selfWords } from './gap-text.ts';
import { FOREVER, aboutCasting, batchOf, functioningZones, spansOf } from './gap-where.ts';
import type { Span } from './gap-where.ts';
import type { ObjectId, PlayerId, Zone } from './types.ts';

// Old import paths for callers outside src/engine (the renderer, the tests); the engine imports the modules.
export type { GapFinding, GapReason } from './gap-report.ts';
export { applicationOf } from './gap-events.ts';

interface Verdict {
  relevant: boolean;
  reason: GapReason;
}

/**
 * The subjects of a run event for any of the trigger's events ("attacks or blocks": either, 603.2), all of them together
 * (one declare-blockers event has blockers that block and attackers that become blocked), or null when none is it.
 */
function eventSubjects(e: GameEvent, t: GapTrigger): (ObjectId | PlayerId)[] | null {
  const each = [t.event, ...(t.or ?? [])].map((event) => subjectsOf(e, event)).filter((x) => x !== null);
  return each.length === 0 ? null : each.flat();
}

class Judge {
  private readonly spans: Map<ObjectId, Span[]>;
  /** Trigger events from this index on trigger after the asked action is made (the asked moment); none by default. */
  private readonly triggersBefore: number;
  constructor(private readonly h: GapHistory) {
    this.spans = spansOf(h);
    this.triggersBefore = h.asked?.from ?? h.events.length;
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
    // A triggered mana ability resolves at once, while a cost is paid (605.1b, 605.4a): its events all count.
    const until = MANA_TRIGGER.test(g.text) ? this.h.events.length : this.triggersBefore;
    for (let i = 0; i < until; i++) {
      const subjects = eventSubjects(this.h.events[i]!, t);
      if (subjects === null) continue;
      if (t.who === 'self') {
        if (subjects.includes(o.id)) return this.targetable(g) ? { relevant: true, reason: 'trigger-event' } : { relevant: false, reason: 'no-legal-target' };
        continue;
      }
      if (t.who === 'another' && subjects.every((s) => s === o.id)) continue;
      const [from, to] = batchOf(this.h, i);
      if (this.in(o, zones, from, to)) return this.targetable(g) ? { relevant: true, reason: 'trigger-event' } : { relevant: false, reason: 'no-legal-target' };
    }
    return { relevant: false, reason: 'no-trigger-event' };
  }

  /**
   * 603.3d: a triggered ability with a required target of a card type that no object ever had on the battlefield in
   * this run is removed from the stack as it would be put there; its text can't matter. True when it could have a target.
   */
  private targetable(g: Gap): boolean {
    const types = requiredTargetTypes(g.text);
    if (types === null) return true;
    const battlefield = new Set<Zone>(['battlefield']);
    return types.every((t) => this.h.objects.some((x) => x.types.some((y) => y.toLowerCase() === t) && this.in(x, battlefield)));
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
   * Dash or blitz (PAID_ALTERNATIVE): text about casting the card (the stack part, 702.109a, 702.152a) and, on the
   * permanent, only what holds if that cost was paid — so only for a permanent that was a spell cast for it before
   * the run began (one entering here from elsewhere was not cast: only one cast here, caught on the stack, can be).
   * It then has haste, which matters only to a creature not under its controller's control since the turn began
   * (302.6: told so; any attack or ability it tries, legal or not), and a delayed trigger at the beginning of the
   * next end step (blitz: also a card drawn as it goes to a graveyard). Whether the cost was paid is never assumed.
   */
  private paidAlternative(o: SeenObject, which: string): Verdict {
    if (this.in(o, new Set<Zone>(['stack']))) return { relevant: true, reason: 'on-stack' };
    if (this.was(o, 'cast-proposed')) return { relevant: true, reason: 'cast' };
    const start = this.h.initial.find((x) => x.id === o.id && x.zone === 'battlefield');
    if (!start) return { relevant: false, reason: 'not-where-it-functions' };
    const battlefield = new Set<Zone>(['battlefield']);
    const endStep = this.h.events.some((e, i) => e.kind === 'step-began' && e.step === 'end' && this.in(o, battlefield, i, i));
    const drawn = which.toLowerCase() === 'blitz' && this.h.events.some((e) => e.kind === 'zone-changed' && e.object === o.id && e.from === 'battlefield' && e.to === 'graveyard');
    return start.summoningSick === true || endStep || drawn ? { relevant: true, reason: 'functions' } : { relevant: false, reason: 'not-cast-for-it' };
  }

  /**
   * 702.47a: splice functions only while the card is in a hand, and is used as another spell is cast (never the card's own
   * cast: by then it is on the stack, 601.2a). It could matter only if some other spell began to be cast while it was there.
   */
  private spliced(o: SeenObject): Verdict {
    const hand = new Set<Zone>(['hand']);
    const other = this.h.events.some((e, i) => e.kind === 'cast-proposed' && e.object !== o.id && this.in(o, hand, i, i));
    return other ? { relevant: true, reason: 'functions' } : { relevant: false, reason: 'not-where-it-functions' };
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
        if (SPLICE.test(g.text.trim())) return this.spliced(o);
        const paid = PAID_ALTERNATIVE.exec(g.text.trim());
        if (paid) return this.paidAlternative(o, paid[1]!);
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

/**
 * "Whenever you tap a land for mana, add …": a triggered mana ability triggers from a mana ability or from mana
 * being added (605.1b). ("Whenever this creature attacks, add {R}" goes on the stack like any other trigger.)
 */
/** 702.47a: "Splice onto [quality] [cost]". */
const SPLICE = /^splice onto\b/i;

const MANA_TRIGGER = /\bfor mana\b|\bmana (?:is|would be) (?:added|produced)\b/i;

/**
 * The run as far as the question asks it. Asked whether an action can be made ("Can it attack?", "Can I cast
 * it?"), the answer is settled as the action is made: an attack declared (508.1), blockers (509.1), a spell
 * cast (601.2) or an ability activated (602.2). What happens after it can't change that answer, so only the
 * events up to its end count; and abilities that trigger on the action itself or during it are put on the
 * stack only after it (508.2b, 509.2a, 601.2i, 603.3), so for triggered text only the events before it count
 * (Judge.triggersBefore) — except a triggered mana ability, which resolves at once (605.4a).
 */
function settledPart(h: GapHistory): GapHistory {
  if (!h.asked) return h;
  const to = h.asked.to;
  return { ...h, events: h.events.slice(0, to), batches: h.batches.filter((b) => b < to) };
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
  const settled = settledPart(h);
  const judge = new Judge(settled);
  const whole = settled === h ? null : new Judge({ ...h, asked: { from: h.events.length, to: h.events.length } });
  const verdict = (o: SeenObject, g: Gap): Verdict => {
    const v = judge.judge(o, g);
    // Text that could matter only after the asked action is made: listed as such, and the answer stands.
    return v.relevant || whole === null || !whole.judge(o, g).relevant ? v : { relevant: false, reason: 'after-asked-move' };
  };
  const relevant: GapFinding[] = [];
  const irrelevant: GapFinding[] = [];
  const key = (f: GapFinding): string => `${f.object}\n${f.kind}\n${f.text}`;
  const seen = new Set<string>();
  const found: GapFinding[] = [];
  for (const o of h.objects) {
    for (const g of o.computed ?? o.printed) {
      const v = verdict(o, g);
      found.push(finding(o, g, v.reason));
      if (v.relevant) relevant.push(finding(o, g, v.reason));
    }
    for (const g of removedGaps(o)) found.push(finding(o, g, 'abilities-lost'));
  }
  // Chosen modes the engine can't follow (700.2, 601.2b): the spell's text that resolves.
  for (const e of settled.events) {
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
  // (Of one card's objects, the one whose text mattered only after the asked move says so: the spell, then the permanent.)
  const after = (f: GapFinding): number => (f.reason === 'after-asked-move' ? 0 : 1);
  for (const f of [...found].sort((a, b) => after(a) - after(b))) {
    if (seen.has(key(f))) continue;
    seen.add(key(f));
    irrelevant.push(f);
  }
  return { relevant: relevantOnce, irrelevant };
}
