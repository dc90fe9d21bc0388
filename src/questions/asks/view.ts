/**
 * What an ask is answered from: the engine's run of the question's Scenario (RunView), the answer
 * it gives (AskResult), and the facts the answers read from the run — where an object went (400.7),
 * the ids and labels it had, damage dealt to a player, the size it was set up with.
 */
import type { Lang } from '../../core/lang.ts';
import type { Resolution } from '../../engine/types.ts';
import type { EventOf, GameEvent } from '../../engine/game-events.ts';
import { fateOf as engineFate } from '../../engine/fates.ts';
import type { Label } from '../../scenario/build.ts';
import type { ParsedQuestion, Side } from '../types.ts';
import type { QuestionScenario } from '../scenario.ts';
import { wordsFor } from '../locales/index.ts';
import type { AskLines } from '../locales/ask-lines.ts';
import { labelNow } from './label-now.ts';

export interface RunView {
  resolution: Resolution;
  /** The engine's labels (object id -> label in each language). */
  labels: Record<string, Label>;
  built: QuestionScenario;
  /** When the probe action was illegal: the engine's reason, worded, and its rules. */
  probeFailure: { text: string; rules: string[]; key: string } | null;
}

export interface AskResult {
  verdict: 'yes' | 'no' | null;
  lead: string;
  /** What must not depend on an unstated size. */
  value: string;
  /** No yes or no: why, said to the asker as the refusal (a cause asked of a death that the run can't settle, kill-cause.ts). */
  undecided?: string;
}

/** One computed object of the run (its characteristics after every effect, 613). */
export type Computed = Resolution['computed'][number];

/** What each ask's answer is made from: the run, the question, the reply language and its words. */
export interface AskContext {
  view: RunView;
  q: ParsedQuestion;
  lang: Lang;
  /** The reply language's answer lines. */
  w: AskLines;
  /** The object's label as the question's Scenario named it, or as a permanent once the run put it onto the battlefield (label-now.ts). */
  label(id: string): string;
  /** "Yes. " / "No. " before an answer line. */
  yes(b: boolean): string;
  r: Resolution;
  computed: ReadonlyMap<string, Computed>;
}

export function askContext(view: RunView, q: ParsedQuestion, lang: Lang): AskContext {
  const w = wordsFor(lang).asks;
  const r = view.resolution;
  return {
    view,
    q,
    lang,
    w,
    label: (id) => labelNow(view.built.labels, view.resolution, q, lang, id),
    yes: w.yes,
    r,
    computed: new Map(r.computed.map((c) => [c.id, c])),
  };
}

/** The active player: the one whose turn it is (102.1); the Scenario's, else the asker's. */
export function active(view: RunView): Side {
  return view.built.scenario.activePlayer === 'B' ? 'B' : 'A';
}

/** The defending player: the one whose turn it isn't (506.2); the Scenario's active player attacks. */
export function defending(view: RunView): Side {
  return view.built.scenario.activePlayer === 'B' ? 'A' : 'B';
}

export interface Fate {
  /** Where the object (or the new object it became, 400.7) is at the end. */
  zone: string;
  /** It went from the battlefield to a graveyard in this run (700.4). */
  died: boolean;
  /** The zone it was last put into (for a token that then ceased to exist, 111.7, 704.5d). */
  lastTo: string | null;
  wasOnBattlefield: boolean;
  finalId: string;
}

/**
 * Follows an object through its zone changes (each makes a new object, 400.7), from the engine's
 * own record of the run (Resolution.fates: issue 11 §3, facts follow the engine's state).
 */
export function fateOf(view: RunView, id: string): Fate {
  const f = engineFate(view.resolution.fates, id);
  if (!f) return { zone: 'gone', died: false, lastTo: null, wasOnBattlefield: false, finalId: id };
  return { zone: f.now?.zone ?? 'gone', died: f.died, lastTo: f.moves.at(-1)?.to ?? null, wasOnBattlefield: f.wasOnBattlefield, finalId: f.now?.id ?? f.moves.at(-1)?.newId ?? f.id };
}

/** Every id the object had in the run (400.7). */
export function idsOf(view: RunView, id: string): Set<string> {
  const f = engineFate(view.resolution.fates, id);
  return new Set(f ? [f.id, ...f.moves.map((m) => m.newId)] : [id]);
}

/** A created token's subtypes, from the object it is now or was when it was made. */
export function tokenHasSubtype(view: RunView, id: string, subtype: string): boolean {
  const ids = idsOf(view, id);
  const o = view.resolution.final.objects.find((x) => ids.has(x.id));
  return o !== undefined && o.printed.subtypes.some((t) => t.toLowerCase() === subtype.toLowerCase());
}

export function damageTo(view: RunView, side: Side, source?: string): number {
  const sources = source ? idsOf(view, source) : null;
  return view.resolution.events.reduce((n, e) => (e.kind === 'damage-dealt' && e.target === side && (sources === null || (e.source !== null && sources.has(e.source))) ? n + e.amount : n), 0);
}

/** The P/T an object was set up with (before anything in the run changed it). */
export function startSize(view: RunView, id: string): { power: number; toughness: number } | null {
  const start = (view.built.scenario.objects as { id: string; power?: number | null; toughness?: number | null }[]).find((o) => o.id === id);
  return typeof start?.power === 'number' && typeof start.toughness === 'number' ? { power: start.power, toughness: start.toughness } : null;
}

/** The engine labels an object had in the run (the steps name objects by label; each zone change is a new object, 400.7). */
export function labelsOf(view: RunView, id: string): Set<string> {
  const ids = idsOf(view, id);
  const out = new Set<string>();
  for (const o of view.resolution.final.objects) if (ids.has(o.id)) out.add(o.label);
  return out;
}

/**
 * The owner of what an object became in the run (108.3): its final object's, or, for a token gone from the zone it
 * was put into (111.7), the owner its last move was made for. Null when the run doesn't say.
 */
export function ownerIn(ctx: AskContext, id: string): Side | null {
  const { view } = ctx;
  const f = fateOf(view, id);
  const final = view.resolution.final.objects.find((x) => x.id === f.finalId)?.owner;
  const ids = new Set([id, f.finalId]);
  const moved = view.resolution.events.findLast((e): e is EventOf<'zone-changed'> => e.kind === 'zone-changed' && (ids.has(e.object) || ids.has(e.newId)))?.owner;
  const owner = final ?? moved;
  return owner === 'A' || owner === 'B' ? owner : null;
}

/** What put an object into a graveyard (700.4): a state-based action (704.5), a destroy (701.8a) or a sacrifice (701.21a). */
export type DeathCause = EventOf<'sba-found'> | EventOf<'destroyed'> | EventOf<'sacrificed'>;

/**
 * The event that caused the zone change at `death` (a `zone-changed` event in `events`), read from the events before it
 * about the same object: the last state-based action found for it, destroy or sacrifice (a destruction by lethal
 * damage, 701.8b, is told by the state-based action that found it). Undefined when none did (an effect that put it
 * there directly).
 */
export function deathCause(events: readonly GameEvent[], death: number): DeathCause | undefined {
  const moved = events[death];
  if (moved?.kind !== 'zone-changed') return undefined;
  const about = (e: GameEvent): e is DeathCause =>
    (e.kind === 'sba-found' || e.kind === 'sacrificed' || (e.kind === 'destroyed' && e.bySba !== true)) && e.object === moved.object;
  return events.slice(0, death).filter(about).at(-1);
}

/** The rules a death's cause cites (its state-based action's, 701.8a for a destroy, 701.21a for a sacrifice). */
export function causeRules(cause: DeathCause | undefined): string[] {
  if (!cause) return [];
  return cause.kind === 'sba-found' ? cause.rules : cause.kind === 'destroyed' ? ['701.8a'] : ['701.21a'];
}
