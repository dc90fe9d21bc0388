/**
 * Responses told as made to a triggered ability ("in response to the trigger", "in response to Banishing Light's
 * trigger", 「誘発に対応して」: language/frames/trigger-response.ts), checked against the run. A triggered ability is
 * put on the stack the next time a player would receive priority after it triggered (603.3), and a spell cast or
 * ability activated then goes on the stack above it (117.3c, 405.1). So where the response is put on the stack, a
 * triggered ability (of the object named, if one was) must be waiting there: with none, the words name something the
 * story as told doesn't have — refused naming them, never read as a response to a spell; with the abilities of two
 * or more objects there and none named, which one is meant is asked back.
 */
import type { Lang } from '../core/lang.ts';
import type { GameEvent } from '../engine/game-events.ts';
import type { ParsedQuestion, QuestionError } from './types.ts';
import type { RunView } from './asks.ts';
import { idsOf } from './asks.ts';
import { message } from './messages.ts';
import { fail } from './question-error.ts';
import { wordsFor } from './locales/index.ts';

type Response = NonNullable<ParsedQuestion['triggerResponses']>[number];

/** The object whose spell or ability responds: the spell cast, or the source of the ability activated. */
function responder(t: Response): string | null {
  const to = t.to;
  if (to.kind === 'cast' || to.kind === 'can-cast') return to.spell;
  if (to.kind === 'activate' || to.kind === 'can-activate') return to.source;
  return null;
}

/**
 * The stack (item → kind and source) just before the responder's spell or ability was put on it (405.1); the stack
 * where the run stopped when it never was (a probe that couldn't be cast, 601.2e).
 */
function stackBefore(events: readonly GameEvent[], by: ReadonlySet<string>): Map<string, { kind: string; source: string | null }> {
  const stack = new Map<string, { kind: string; source: string | null }>();
  for (const e of events) {
    if (e.kind === 'put-on-stack') {
      if (e.itemKind !== 'triggered' && e.source !== null && by.has(e.source)) return stack;
      stack.set(e.item, { kind: e.itemKind, source: e.source });
    } else if (e.kind === 'resolved' || e.kind === 'countered' || e.kind === 'fizzled') stack.delete(e.item);
  }
  return stack;
}

/** What the run shows of each trigger response told: a refusal or a question asked back, else null. */
export function triggerResponseGap(q: ParsedQuestion, view: RunView, lang: Lang, said: string): { ok: false; error: QuestionError } | null {
  for (const t of q.triggerResponses ?? []) {
    const id = responder(t);
    if (id === null) continue;
    const stack = stackBefore(view.resolution.events, idsOf(view, id));
    const named = t.source !== null ? idsOf(view, t.source) : null;
    const waiting = [...stack.values()].filter((x) => x.kind === 'triggered' && x.source !== null && (named === null || named.has(x.source)));
    if (waiting.length === 0) return fail('not_understood', `${said}\n${message(lang, 'trigger_response_none', { words: t.words })}`);
    // (Two abilities of one object are one "its trigger" only if they are alike; two objects' are asked apart.)
    const sources = [...new Set(waiting.map((x) => x.source!))];
    if (sources.length > 1) {
      const names = q.things.filter((th) => sources.some((s) => idsOf(view, th.id).has(s))).map((th) => view.built.labels.get(th.id) ?? th.id);
      return fail('needs_detail', `${said}\n${message(lang, 'trigger_response_which', { words: t.words, options: wordsFor(lang).list(names) })}`);
    }
  }
  return null;
}
