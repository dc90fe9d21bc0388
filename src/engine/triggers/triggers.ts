/**
 * Triggered abilities (603). After each action (and between the steps of one), the events it
 * caused are read from its trace steps: zone changes (enters 603.6a, leaves 603.6c, dies), tokens
 * created, attacks, blocks, damage dealt, spells cast (601.2i) and steps beginning. Leaves-the-
 * battlefield abilities look back in time (603.10a): they are judged on the game as it was before
 * the event, so a creature dying at the same time as others sees them die. Other abilities are
 * judged on the game after it (603.10). An intervening "if" is checked on triggering (603.4).
 * Triggered abilities are put on the stack the next time a player would receive priority, after
 * state-based actions (117.5, 603.3), in APNAP order (603.3b). Delayed triggered abilities trigger
 * once (603.7b).
 */
import { keywordText } from '../keywords.ts';
import { runLayers } from '../layers/compute.ts';
import { emit, halt } from '../run.ts';
import type { Run } from '../run.ts';
import { step } from '../trace.ts';
import type { Computed, GameObject, PendingTrigger, PlayerId, StackItem, TraceStep, TriggerEvent, TriggeredAbility } from '../types.ts';
import { anyLegal, matchesObjectFilter, targetLegality } from '../targets/legality.ts';
import { apnap, itemLabel, nextStackId, stackOf } from '../stack/items.ts';
import { wardTriggers } from '../casting/cast.ts';
import { conditionHolds } from '../stack/resolve.ts';

interface Seen {
  o: GameObject;
  c: Computed;
}

interface Mark {
  index: number;
  objects: Map<string, Seen>;
  /** Objects that had lost all their abilities (layer 6) at the time of the mark, for look-back. */
  lost: Set<string>;
}

/**
 * Has the object lost all abilities in layer 6 (a "loses all abilities" effect, 613.1f)? Then it has
 * no triggered abilities to trigger. Read from the layer breakdown: a layer-6 step of an effect whose
 * modifications include lose-all-abilities.
 */
function lostSet(run: Run): Set<string> {
  const texts = new Set<string>();
  for (const e of run.state.effects) if (e.modifications.some((m) => m.kind === 'lose-all-abilities')) texts.add(e.text).add(e.id);
  for (const o of run.state.objects) for (const st of o.printed.statics) if (st.modifications.some((m) => m.kind === 'lose-all-abilities')) texts.add(st.text);
  texts.delete('');
  const out = new Set<string>();
  if (texts.size === 0) return out;
  const steps = runLayers(run.state).result.steps;
  for (const [id, list] of Object.entries(steps)) {
    if (list.some((x) => x.params.layer === '6' && typeof x.params.effect === 'string' && [...texts].some((t) => String(x.params.effect).includes(t)))) out.add(id);
  }
  return out;
}

function lostAllAbilities(run: Run, id: string, lookBack: Set<string> | null): boolean {
  return (lookBack ?? lostSet(run)).has(id);
}

const marks = new WeakMap<Run, Mark>();

/**
 * Where simultaneous events begin: each instruction of a resolving spell or ability (608.2c: they
 * are followed one after the other) and each check of state-based actions (704.3: performed at the
 * same time). A leaves-the-battlefield ability looks back to the game just before its own event
 * (603.10a), so a permanent that left in an earlier batch doesn't see later events.
 */
const boundaries = new WeakMap<Run, number[]>();

export function markBoundary(run: Run): void {
  const list = boundaries.get(run) ?? [];
  list.push(run.trace.length);
  boundaries.set(run, list);
}

function batchStart(run: Run, mark: Mark, index: number): number {
  let start = mark.index;
  for (const b of boundaries.get(run) ?? []) if (b <= index && b > start) start = b;
  return start;
}

function snapshot(run: Run): Mark {
  const byId = runLayers(run.state).result.byId;
  const objects = new Map<string, Seen>();
  for (const o of run.state.objects) if (byId[o.id]) objects.set(o.id, { o, c: byId[o.id]! });
  return { index: run.trace.length, objects, lost: lostSet(run) };
}

interface GameEvent {
  event: TriggerEvent;
  subject: Seen | null;
  /** Judged on the game before the event (603.10a). */
  lookBack: boolean;
  player: PlayerId | null;
  cause: string;
  /** Index of the trace step that reported the event. */
  at: number;
}

function byLabel(map: Map<string, Seen>, label: unknown): Seen | null {
  for (const s of map.values()) if (s.o.label === label) return s;
  return null;
}

function eventsOf(run: Run, mark: Mark, now: Map<string, Seen>): GameEvent[] {
  const out: GameEvent[] = [];
  const steps: TraceStep[] = run.trace.slice(mark.index);
  steps.forEach((s, i) => {
    const p = s.params;
    const at = mark.index + i;
    if (s.key === 'zone.new-object') {
      const prev = steps[i - 1];
      if (!prev || prev.key !== 'zone.moved') return;
      const old = mark.objects.get(String(p.id));
      const from = prev.params.from;
      const to = prev.params.to;
      if (from === 'battlefield' && old) {
        out.push({ event: 'leaves', subject: old, lookBack: true, player: null, cause: `${String(from)} -> ${String(to)}`, at });
        if (to === 'graveyard' && old.c.types.includes('Creature')) out.push({ event: 'dies', subject: old, lookBack: true, player: null, cause: 'dies', at });
      }
      if (to === 'battlefield') {
        const entered = now.get(String(p.newId));
        if (entered) out.push({ event: 'enters', subject: entered, lookBack: false, player: null, cause: 'enters', at });
      }
    } else if (s.key === 'event.created' && p.zone === 'battlefield') {
      const entered = now.get(String(p.id));
      if (entered) out.push({ event: 'enters', subject: entered, lookBack: false, player: null, cause: 'enters', at });
    } else if (s.key === 'combat.attacks' || s.key === 'combat.blocks') {
      const subject = byLabel(now, p.object);
      if (subject) out.push({ event: s.key === 'combat.attacks' ? 'attacks' : 'blocks', subject, lookBack: false, player: null, cause: s.key.slice(7), at });
    } else if (s.key === 'event.damage') {
      const subject = byLabel(now, p.source) ?? byLabel(mark.objects, p.source);
      if (subject) out.push({ event: 'deals-damage', subject, lookBack: false, player: null, cause: 'deals-damage', at });
    } else if (s.key === 'cast.cast') {
      const subject = now.get(String(p.id));
      if (subject) out.push({ event: 'cast', subject, lookBack: false, player: String(p.player), cause: 'cast', at });
    } else if (s.key === 'turn.step' && (p.step === 'upkeep' || p.step === 'end')) {
      out.push({ event: p.step === 'upkeep' ? 'upkeep' : 'end-step', subject: null, lookBack: false, player: String(p.player), cause: String(p.step), at });
    }
  });
  return out;
}

/** Does this ability of `watcher` (controlled by `controller`) trigger on the event? */
function matches(t: TriggeredAbility, watcherId: string | null, controller: PlayerId, ev: GameEvent): boolean {
  if (t.event !== ev.event) return false;
  const who = t.who ?? 'self';
  if (ev.subject === null) return who === 'any' || ev.player === controller; // "your upkeep" / "each upkeep"
  if (ev.event === 'cast' && who === 'self') return ev.subject.o.id === watcherId;
  if (ev.event === 'cast' && t.filter?.controller === undefined && who !== 'any' && ev.player !== controller) return false;
  if (who === 'self') return ev.subject.o.id === watcherId;
  if (who === 'another' && ev.subject.o.id === watcherId) return false;
  if (!t.filter) return true;
  const zone = ev.event === 'cast' ? 'stack' : ev.lookBack ? ev.subject.o.zone : 'battlefield';
  return matchesObjectFilter({ ...t.filter, zone }, ev.subject.o, ev.subject.c, controller, watcherId);
}

function trigger(run: Run, t: TriggeredAbility, source: Seen | null, controller: PlayerId, ev: GameEvent, delayed: boolean): boolean {
  const byId = runLayers(run.state).result.byId;
  const label = source?.o.label ?? 'delayed trigger';
  if (t.condition && !conditionHolds(run.state, byId, t.condition, controller)) {
    emit(run, step('trigger.condition-false', ['603.4'], { ability: t.text, source: label, stage: 'trigger' }));
    return false;
  }
  const rules = ['603.2'];
  if (ev.event === 'enters') rules.push('603.6a');
  if (ev.event === 'leaves' || ev.event === 'dies') rules.push('603.6c', '603.10a');
  if (delayed) rules.push('603.7b');
  if (delayed && t.effects.some((e) => e.object !== undefined)) rules.push('603.7c');
  if (t.condition) rules.push('603.4');
  emit(run, step('trigger.triggers', rules, { ability: t.text, source: label, controller, cause: ev.cause, lookBack: ev.lookBack }));
  const pending = run.state.pendingTriggers ?? (run.state.pendingTriggers = []);
  pending.push({ ability: t, source: source?.o.id ?? null, sourceLabel: label, sourceColors: source?.c.colors ?? [], sourceTypes: source?.c.types ?? [], sourceKeywords: source?.c.keywords.map((k) => keywordText(k)) ?? [], controller, cause: ev.cause });
  return true;
}

function detect(run: Run, mark: Mark): void {
  const now = snapshot(run).objects;
  const events = eventsOf(run, mark, now);
  if (events.length === 0) return;
  for (const ev of events) {
    // Leaves-the-battlefield abilities look back (603.10a); others use the game after the event (603.10).
    let pool = ev.lookBack ? mark.objects : now;
    if (ev.lookBack) {
      // Only what was on the battlefield just before this event's batch (603.10a).
      const start = batchStart(run, mark, ev.at);
      const goneBefore = new Set(events.filter((x) => x.lookBack && x.event === 'leaves' && x.at < start && x.subject).map((x) => x.subject!.o.id));
      if (goneBefore.size > 0) pool = new Map([...mark.objects].filter(([id]) => !goneBefore.has(id)));
    }
    for (const w of pool.values()) {
      const onField = w.o.zone === 'battlefield' || (ev.event === 'cast' && ev.subject?.o.id === w.o.id);
      if (!onField) continue;
      if ((w.o.printed.triggers ?? []).length === 0 || lostAllAbilities(run, w.o.id, ev.lookBack ? mark.lost : null)) continue;
      for (const t of w.o.printed.triggers ?? []) if (matches(t, w.o.id, w.c.controller, ev)) trigger(run, t, w, w.c.controller, ev, false);
    }
    const delayed = run.state.delayedTriggers ?? [];
    for (const d of [...delayed]) {
      if (!matches({ ...d.ability, who: d.ability.who ?? 'any' }, d.source, d.controller, ev)) continue;
      const src = d.source !== null ? (mark.objects.get(d.source) ?? now.get(d.source) ?? null) : null;
      if (trigger(run, d.ability, src ? { ...src, o: { ...src.o, label: d.sourceLabel } } : null, d.controller, ev, true)) {
        run.state.delayedTriggers = (run.state.delayedTriggers ?? []).filter((x) => x !== d); // 603.7b: only once
      }
    }
  }
}

/** 603.3b: each player, in APNAP order, puts their triggered abilities on the stack (listed order within a player). */
function putOnStack(run: Run): void {
  const pending = run.state.pendingTriggers ?? [];
  if (pending.length === 0) return;
  run.state.pendingTriggers = [];
  const order: PendingTrigger[] = [];
  for (const p of apnap(run.state)) order.push(...pending.filter((t) => t.controller === p));
  if (order.length > 1) {
    emit(run, step('trigger.order', ['603.3b'], { order: order.map((t) => `${t.controller}: ${t.sourceLabel}: ${t.ability.text}`), policy: 'listed' }));
  }
  const byId = runLayers(run.state).result.byId;
  for (const t of order) {
    const id = nextStackId(run.state);
    const by = { self: id, controller: t.controller, colors: t.sourceColors, types: t.sourceTypes, kind: 'triggered' as const };
    const targets: Record<string, string[]> = {};
    let removed = false;
    for (const spec of t.ability.targets ?? []) {
      const chosen = (t.ability.choose?.[spec.word] ?? []).filter((r) => targetLegality(run.state, byId, spec, r, by).ok);
      if (chosen.length === 0) {
        if (anyLegal(run.state, byId, spec, by)) {
          halt('unmodelled', 'error.unmodelled', { what: `the target chosen for “${t.ability.text}” (give a legal one in "choose")`, rule: '603.3d' });
        }
        emit(run, step('trigger.no-targets', ['603.3d'], { ability: t.ability.text, source: t.sourceLabel, word: spec.word }));
        removed = true;
        break;
      }
      targets[spec.word] = chosen.slice(0, spec.count ?? 1);
    }
    if (removed) continue;
    const item: StackItem = {
      id,
      kind: 'triggered',
      source: t.source,
      sourceLabel: t.sourceLabel,
      sourceColors: t.sourceColors,
      sourceTypes: t.sourceTypes,
      ...(t.sourceKeywords ? { sourceKeywords: t.sourceKeywords } : {}),
      controller: t.controller,
      text: t.ability.text,
      targets,
      specs: t.ability.targets ?? [],
      effects: t.ability.effects,
      cast: false,
      copy: false,
    };
    if (t.ability.condition) item.condition = t.ability.condition;
    const stack = stackOf(run.state);
    stack.push(item);
    emit(run, step('stack.put', ['405.2', '603.3'], { item: itemLabel(run.state, item), kind: 'triggered', controller: t.controller, depth: stack.length }));
    // Ward (702.21a) triggers on abilities too, when they target the warded permanent.
    wardTriggers(run, byId, item);
  }
}

/**
 * Called whenever the game settles (after state-based actions, 117.5): finds what triggered since
 * the last call and puts waiting triggered abilities on the stack. The first call only takes note
 * of the game.
 */
export function settleTriggers(run: Run): void {
  const mark = marks.get(run);
  if (mark) {
    detect(run, mark);
    // 117.5: repeat until no more abilities wait (ward triggering on a triggered ability's target).
    for (let i = 0; i < 10 && (run.state.pendingTriggers ?? []).length > 0; i++) putOnStack(run);
  }
  marks.set(run, snapshot(run));
  boundaries.set(run, []);
}
