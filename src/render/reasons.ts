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
import { why } from './trace-stack.ts';
import { effectName } from './trace-combat.ts';
import { tidyJa } from './ja-text.ts';
import { summaryPlayer } from './players.ts';

export const REASON_KEYS = ['counter.countered', 'counter.cant', 'indestructible.survives', 'target.illegal', 'sba.cant-lose', 'damage.prevented', 'event.damage-prevented', 'sba.zero-toughness'] as const;
export type ReasonKey = (typeof REASON_KEYS)[number];

export function isReasonKey(key: string): key is ReasonKey {
  return (REASON_KEYS as readonly string[]).includes(key);
}

/** The rules a clause cites: the step's own, at most three (the first are the ones that decide). */
function cite(step: TraceStep, ja: boolean): string {
  const rules = [...new Set(step.rules)].slice(0, 3);
  return rules.length === 0 ? '' : ja ? `（${rules.join('、')}）` : ` (${rules.join(', ')})`;
}

type Clause = (f: Fmt, c: string) => string;

const EN: Record<ReasonKey, Clause> = {
  'counter.countered': (f, c) => `${f.who('by')} counters it${c}`,
  'counter.cant': (_f, c) => `it can't be countered${c}`,
  'indestructible.survives': (_f, c) => `it has indestructible, so it isn't destroyed${c}`,
  'target.illegal': (f, c) => `as it would resolve, ${f.who('target')} is no longer a legal target — ${why(f)}${c}`,
  'sba.cant-lose': (f, c) => `${summaryPlayer(f.v('player'), false, f.asker)} can't lose the game (${effectName(f)})${c}`,
  'damage.prevented': (f, c) => `the damage is prevented by ${effectName(f)}${c}`,
  'event.damage-prevented': (f, c) => `its protection from ${f.v('quality')} prevents the damage${c}`,
  'sba.zero-toughness': (f, c) => `its toughness is ${f.v('toughness')}${f.bool('indestructible') ? ", and that isn't destruction, so indestructible doesn't stop it" : ''}${c}`,
};

const JA: Record<ReasonKey, Clause> = {
  'counter.countered': (f, c) => `${f.who('by')}によって打ち消されるからです${c}`,
  'counter.cant': (_f, c) => `打ち消されない呪文だからです${c}`,
  'indestructible.survives': (_f, c) => `破壊不能を持つので、破壊されないからです${c}`,
  'target.illegal': (f, c) => `解決時には${f.who('target')}がもう適正な対象ではないからです：${why(f)}${c}`,
  'sba.cant-lose': (f, c) => `${effectName(f)}により、${summaryPlayer(f.v('player'), true, f.asker)}はゲームに敗北しないからです${c}`,
  'damage.prevented': (f, c) => `そのダメージは${effectName(f)}によって軽減されるからです${c}`,
  'event.damage-prevented': (f, c) => `${f.protectionJa('quality')}によってダメージが軽減されるからです${c}`,
  'sba.zero-toughness': (f, c) => `タフネスが${f.v('toughness')}になったからです${f.bool('indestructible') ? '。これは破壊ではないので、破壊不能では防げません' : ''}${c}`,
};

/** The decisive step as a short clause in the reply language (EN: "it can't be countered (101.2)"; JA: a sentence). */
export function reasonClause(step: TraceStep & { key: ReasonKey }, lang: Lang, opts: RenderOptions = {}): string {
  const ja = lang === 'ja';
  const f = new Fmt(lang, step.params, step.rules, opts);
  const text = (ja ? JA : EN)[step.key](f, cite(step, ja));
  return ja ? tidyJa(text) : text;
}

/**
 * An answer line with its reason: EN "No. X resolves: it can't be countered (101.2)." (the clause after
 * the line's first sentence); JA 「いいえ。Xは解決されます。打ち消されない呪文だからです（101.2）。」.
 */
export function withReason(line: string, clause: string, lang: Lang): string {
  if (clause === '') return line;
  if (lang === 'ja') {
    const end = line.indexOf('。', line.startsWith('はい。') || line.startsWith('いいえ。') ? line.indexOf('。') + 1 : 0);
    if (end < 0) return `${line}。${clause}。`;
    return `${line.slice(0, end + 1)}${clause}。${line.slice(end + 1)}`;
  }
  const start = /^(?:Yes|No)\. /.exec(line)?.[0].length ?? 0;
  const rest = line.slice(start);
  const end = rest.search(/\.(?= [A-Z]|$)/);
  if (end < 0) return `${line}: ${clause}.`;
  return `${line.slice(0, start + end)}: ${clause}${line.slice(start + end)}`;
}

/**
 * A cast rewound for an illegal target (601.2c, 601.2e): the target (its engine label) and why it can't be
 * chosen, in words with the step's rules — "hexproof (an opponent's spell or ability can't target it)
 * (601.2e, 733.1, 702.11b)" — for the answer line of "can I target it?"; null for any other rewind.
 */
export function illegalTargetReason(step: TraceStep, lang: Lang, opts: RenderOptions = {}): { target: string; clause: string } | null {
  if (step.key !== 'cast.rewound' || step.params.reason !== 'illegal-target') return null;
  const m = /^(.*): ([^:]+)$/.exec(String(step.params.detail ?? ''));
  if (!m) return null;
  const ja = lang === 'ja';
  // (The engine's "filter" is said of a target chosen, not of one that changed: "no longer" would be wrong.)
  const f = new Fmt(lang, { reason: m[2]! }, step.rules, opts);
  const reason = m[2] === 'filter' ? (ja ? 'その呪文が対象にできるものではありません' : "it isn't something the spell can target") : why(f);
  const text = `${reason}${cite(step, ja)}`;
  return { target: m[1]!, clause: ja ? tidyJa(text) : text };
}
