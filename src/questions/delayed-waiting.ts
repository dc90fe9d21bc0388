/**
 * "I cast Flickerwisp on my Elves. Where is it?", "Kiki-Jiki copies my Bears: what remains?": the run made a delayed
 * triggered ability (603.7: "return that card … at the beginning of the next end step", "sacrifice it at the beginning
 * of the next end step") and ended before the step it waits for (603.7b: it triggers the next time that event happens),
 * so what it will do hasn't happened yet. An ask whose answer it could change — of an object it will move, of what
 * remains or dies, of a player's life or cards when it acts on a player, or of anything at all when what it moves may
 * set off other abilities — is not answered from the moment before it does.
 *
 * Where the ability waits for the end step of the turn the story is in, the story is followed to the beginning of that
 * step (513.1, 603.7b) and answered from there, the restatement saying so; otherwise (the next turn's upkeep, a story
 * already in its end step) it is refused, naming the waiting ability. An ask it can't change is answered as told.
 */
import type { Lang } from '../core/lang.ts';
import type { Result } from '../core/result.ts';
import type { DelayedTrigger, SpellEffect } from '../engine/types.ts';
import type { Ask, ParsedQuestion, QuestionError } from './types.ts';
import type { QuestionAnswer } from './answer-reply.ts';
import type { TriedRun } from './run-types.ts';
import type { RunView } from './asks.ts';
import { idsOf, isProbe } from './asks.ts';
import { message } from './messages.ts';
import { fail } from './question-error.ts';
import { wordsFor } from './locales/index.ts';

/** What the waiting abilities can reach: the objects they will act on, a player, or (`wide`) anything. */
export interface Reach {
  objects: Set<string>;
  /** The asks of a player that an instruction naming no object (a draw, life, damage to a player) could change. */
  players: Set<Ask['kind']>;
  /** Damage dealt by the ability: asks of damage too. */
  damage: boolean;
  /** What it moves may set off or change other abilities (it has abilities of its own, or a permanent watches such moves). */
  wide: boolean;
}

/** The instructions of an ability, those inside "for each" too (608.2f). */
function flat(effects: readonly SpellEffect[]): SpellEffect[] {
  return effects.flatMap((e) => (e.kind === 'for-each' ? [e, ...flat(e.effects)] : [e]));
}

/** An object that, moving or arriving, can make something else happen: triggered, static or replacement abilities, or text not modelled. */
function reacts(view: RunView, id: string): boolean {
  const o = view.resolution.final.objects.find((x) => x.id === id);
  if (!o) return false;
  const p = o.printed as { triggers?: unknown[]; statics: unknown[]; replacements?: unknown[]; unmodelled: string[] };
  return (p.triggers ?? []).length > 0 || p.statics.length > 0 || (p.replacements ?? []).length > 0 || p.unmodelled.length > 0;
}

/** A permanent with a triggered ability that watches other objects or players (603.2): a move by a delayed ability may set it off. */
function watcher(view: RunView): boolean {
  return view.resolution.final.objects.some((o) => o.zone === 'battlefield' && ((o.printed as { triggers?: { who?: string }[] }).triggers ?? []).some((t) => t.who !== undefined && t.who !== 'self'));
}

export function reachOf(view: RunView, waiting: readonly DelayedTrigger[]): Reach {
  const r: Reach = { objects: new Set(), players: new Set(), damage: false, wide: false };
  for (const d of waiting) {
    for (const e of flat(d.ability.effects)) {
      if (e.kind === 'damage') r.damage = true;
      const ids = [...(e.object !== undefined ? [e.object] : []), ...(e.self === true && d.source !== null ? [d.source] : [])];
      for (const id of ids) {
        r.objects.add(id);
        if (reacts(view, id)) r.wide = true;
      }
      if (ids.length === 0 && e.kind !== 'for-each') for (const k of playerAsks(e.kind)) r.players.add(k);
    }
  }
  if (r.objects.size > 0 && watcher(view)) r.wide = true;
  return r;
}

/** The objects an ask names. */
function named(a: Ask): string[] {
  const x = a as { id?: unknown; target?: unknown; spell?: unknown; source?: unknown; blockers?: unknown; attackers?: unknown };
  const one = [x.id, x.target, x.spell, x.source].filter((v): v is string => typeof v === 'string');
  const many = [x.blockers, x.attackers].flatMap((v) => (Array.isArray(v) ? v.filter((s): s is string => typeof s === 'string') : []));
  return [...one, ...many];
}

/** Asks of what already happened in the run: a later ability changes only the damage dealt, by dealing some of its own. */
const HISTORY = new Set<Ask['kind']>(['deals-damage', 'dealt-damage', 'resolves', 'fizzles', 'countered', 'division-legal']);
/** Asks of every permanent or a count of them: an object moved later changes them. */
const GROUP = new Set<Ask['kind']>(['outcome', 'any-remains', 'tokens', 'legend-rule', 'made-tokens', 'hand-size', 'triggers']);
/** Asks of a player. */
const PLAYER: readonly Ask['kind'][] = ['life', 'life-gained', 'life-lost', 'damage-taken', 'poison', 'loses', 'wins', 'draws', 'hand-size'];
const GAME: readonly Ask['kind'][] = ['loses', 'wins'];

/**
 * The asks of a player an instruction naming no object could change: a draw (121.1; from an empty library, 704.5b), a
 * discard, life gained or lost (119.3) or damage (120.3a, 704.5a); any other, every ask of a player.
 */
function playerAsks(kind: SpellEffect['kind']): readonly Ask['kind'][] {
  if (kind === 'draw') return ['draws', 'hand-size', ...GAME];
  if (kind === 'discard') return ['hand-size'];
  if (kind === 'life') return ['life', 'life-gained', 'life-lost', ...GAME];
  if (kind === 'damage') return ['life', 'life-lost', 'damage-taken', ...GAME];
  return PLAYER;
}

/** Whether what the waiting abilities will do could change this ask's answer. */
export function couldChange(a: Ask, view: RunView, r: Reach): boolean {
  // (A move asked of — "can it block?" — is tried at the moment it names: one later than the story walks there, and the ability triggers on the way.)
  if (isProbe(a)) return false;
  if (r.wide) return true;
  if (a.kind === 'damage-taken') return r.players.has(a.kind);
  if (HISTORY.has(a.kind)) return r.damage && (a.kind === 'deals-damage' || a.kind === 'dealt-damage');
  if (named(a).some((id) => [...idsOf(view, id)].some((x) => r.objects.has(x)))) return true;
  if (GROUP.has(a.kind) && r.objects.size > 0) return true;
  return r.players.has(a.kind);
}

/** Where the story stands at its end: the step the run ended in (the precombat main phase unless it moved). */
function endedIn(view: RunView): string {
  return view.resolution.final.step ?? 'main1';
}

/**
 * Null when no waiting delayed ability could change an ask. Otherwise the answer from the story followed to the beginning
 * of the end step it waits for (`again` answers the question told so), or the refusal naming the ability.
 */
export async function delayedWaiting(q: ParsedQuestion, lang: Lang, main: TriedRun, again: (q2: ParsedQuestion) => Promise<Result<QuestionAnswer, QuestionError>>): Promise<Result<QuestionAnswer, QuestionError> | null> {
  // (Rebound's cast is stopped at as the ability triggers: the engine doesn't follow it, keywords/rebound.ts.)
  const waiting = (main.view.resolution.final.delayedTriggers ?? []).filter((d) => d.rebound === undefined);
  if (waiting.length === 0) return null;
  const changes = (ds: readonly DelayedTrigger[]): boolean => {
    const reach = reachOf(main.view, ds);
    return q.asks.some((a) => couldChange(a, main.view, reach));
  };
  if (!changes(waiting)) return null;
  // (Named: the first that could change an ask by itself; else the first, when only together they could.)
  const d = waiting.find((x) => changes([x])) ?? waiting[0]!;
  const w = wordsFor(lang);
  const source = Object.values(main.view.labels).find((l) => (l.engine ?? l.en) === d.sourceLabel)?.[lang] ?? d.sourceLabel;
  const text = w.oracleQuoted(d.ability.text);
  const refused = fail('unmodelled', message(lang, 'unmodelled', { detail: w.asks.fate.delayedWaiting(text, source) }));
  const step = endedIn(main.view);
  const followable = waiting.every((x) => x.ability.event === 'end-step') && step !== 'end' && step !== 'cleanup' && q.followedToEndStep !== true;
  if (!followable) return refused;
  const q2: ParsedQuestion = { ...q, events: [...q.events, { kind: 'moment', moment: { turn: null, step: 'end', next: false } }], followedToEndStep: true };
  const r = await again(q2);
  if (!r.ok) return r.error.code === 'unmodelled' ? r : refused;
  const note = w.asks.fate.delayedFollowed(text, source);
  return { ok: true, value: { ...r.value, understood: `${r.value.understood}\n${note}` } };
}
