/**
 * Issue 16 §1: a yes/no answer that turns on one decisive rule names it on the answer line, in a short
 * clause worded from the trace step that applied it — never from the question's words: "No. The
 * opponent's Supreme Verdict resolves: it can't be countered (101.2)." The steps:
 *   counter.countered        the spell is countered, so it never resolves (701.6a)
 *   counter.cant             the spell can't be countered (101.2)
 *   indestructible.survives  indestructible: it isn't destroyed (702.12b)
 *   target.illegal           its target is illegal as it would resolve (608.2b, and the rule making it so)
 *   sba.cant-lose            an effect says the player can't lose the game (104.3, 101.2)
 *   damage.prevented         the damage is prevented by an effect (615.1a)
 *   event.damage-prevented   protection prevents the damage (702.16e)
 *   sba.zero-toughness       toughness 0 or less: put into the graveyard, not destroyed (704.5f; with
 *                            `indestructible` set, that indestructible doesn't stop it, 702.12b)
 * (Summoning sickness, an illegal target chosen, no legal target and blocking restrictions are already the
 * answer line of a "can …?" question: the probe's own step, see questions/asks.ts.)
 */
import type { Lang } from '../core/lang.ts';
import type { TraceStep } from '../engine/types.ts';
import { Fmt } from './trace-format.ts';
import type { RenderOptions } from './trace-format.ts';
import { why } from './trace-stack-words.ts';
import { effectName } from './trace-effect-names.ts';
import { renderWords } from './locales/index.ts';
import type { ReasonLines, ReasonParts } from './locales/reason-lines.ts';

export const REASON_KEYS = ['counter.countered', 'counter.cant', 'indestructible.survives', 'target.illegal', 'sba.cant-lose', 'damage.prevented', 'event.damage-prevented', 'sba.zero-toughness'] as const;
export type ReasonKey = (typeof REASON_KEYS)[number];

export function isReasonKey(key: string): key is ReasonKey {
  return (REASON_KEYS as readonly string[]).includes(key);
}

/** The rules a clause cites: the step's own, at most three (the first are the ones that decide). */
function cite(step: TraceStep, w: ReasonLines): string {
  return w.cite([...new Set(step.rules)].slice(0, 3));
}

/** The decisive step as a short clause in the reply language (EN: "it can't be countered (101.2)"; JA: a sentence). */
export function reasonClause(step: TraceStep & { key: ReasonKey }, lang: Lang, opts: RenderOptions = {}): string {
  const w = renderWords(lang).reasons;
  const f = new Fmt(lang, step.params, step.rules, opts);
  const parts: ReasonParts = { why: () => why(f), effect: () => effectName(f), player: () => renderWords(lang).players.summary(f.v('player'), f.asker) };
  return w.finish(w.clauses[step.key](f, parts, cite(step, w)));
}

/**
 * An answer line with its reason: EN "No. X resolves: it can't be countered (101.2)." (the clause after
 * the line's first sentence); JA 「いいえ。Xは解決されます。打ち消されない呪文だからです（101.2）。」.
 */
export function withReason(line: string, clause: string, lang: Lang): string {
  if (clause === '') return line;
  return renderWords(lang).reasons.withClause(line, clause);
}

/**
 * Why a target can't be chosen (the engine's reason code), in words with the rules cited — "hexproof (an opponent's
 * spell or ability can't target it) (601.2e, 733.1, 702.11b)" — for the answer line of "can I target it?".
 */
export function illegalTargetClause(reason: string, rules: readonly string[], lang: Lang, opts: RenderOptions = {}): string {
  const w = renderWords(lang).reasons;
  // (The engine's "filter" is said of a target chosen, not of one that changed: "no longer" would be wrong.)
  const f = new Fmt(lang, { reason }, [...rules], opts);
  const said = reason === 'filter' ? w.notTargetable : why(f);
  return w.finish(`${said}${w.cite([...new Set(rules)].slice(0, 3))}`);
}

/**
 * A cast rewound for an illegal target (601.2c, 601.2e): the target (its engine label) and why it can't be
 * chosen (illegalTargetClause), read from the step's words; null for any other rewind.
 */
export function illegalTargetReason(step: TraceStep, lang: Lang, opts: RenderOptions = {}): { target: string; clause: string } | null {
  if (step.key !== 'cast.rewound' || step.params.reason !== 'illegal-target') return null;
  const m = /^(.*): ([^:]+)$/.exec(String(step.params.detail ?? ''));
  if (!m) return null;
  return { target: m[1]!, clause: illegalTargetClause(m[2]!, step.rules, lang, opts) };
}
