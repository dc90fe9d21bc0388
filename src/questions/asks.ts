/**
 * Each kind of question, answered from an engine run: a lead sentence in the reply language, the
 * verdict of a yes/no question (about the object it asked about, issue 11 §4), and a value that
 * must come out the same whatever size a creature with no stated size is given.
 */
import type { Lang } from '../core/lang.ts';
import { assertNever } from '../core/result.ts';
import type { Ask, ParsedQuestion } from './types.ts';
import { askContext } from './asks/view.ts';
import type { AskResult, RunView } from './asks/view.ts';
import { askDies, askOutcome, askReturns, askZone } from './asks/fate.ts';
import { askBigger, askController, askHasCounters, askHasKeyword, askKeywords, askPt, askTapped } from './asks/state.ts';
import { askResolves, askStackFate } from './asks/stack.ts';
import { askLoses, askWins } from './asks/game-result.ts';
import { askDamageTaken, askDealsDamage, askDealtDamage } from './asks/damage.ts';
import { askLife, askLifeGained, askLifeLost, askPoison } from './asks/life.ts';
import { askDraws, askHandSize, askTokens, askTriggers } from './asks/counts.ts';
import { askCan } from './asks/can.ts';
import { askAnyRemains } from './asks/remains.ts';
import { askLegendRule } from './asks/legend.ts';
import { askDivisionLegal } from './asks/division-legal.ts';
import { askMadeTokens } from './asks/made-tokens.ts';

export type { AskResult, RunView } from './asks/view.ts';
export { fateOf, idsOf } from './asks/view.ts';

/** An ask whose answer is the legality of a move (the probe, questions/probes.ts). */
export type ProbeAsk = Extract<Ask, { kind: 'can-attack' | 'can-block' | 'can-target' | 'can-cast' | 'can-activate' }>;

export function isProbe(a: Ask): a is ProbeAsk {
  return a.kind === 'can-attack' || a.kind === 'can-block' || a.kind === 'can-target' || a.kind === 'can-cast' || a.kind === 'can-activate';
}

/** The ask at `k` replaced by `next` (another reading of it): what the question said of it (whAsks) stays with it. */
export function replaceAsk(q: ParsedQuestion, k: number, next: Ask): void {
  const old = q.asks[k];
  q.asks[k] = next;
  if (old && q.whAsks) q.whAsks = q.whAsks.map((w) => (w.ask === old ? { ...w, ask: next } : w));
  if (old && q.negativeAsks) q.negativeAsks = q.negativeAsks.map((a) => (a === old ? next : a));
}

/** Asks whose answer line says how many (triggers, tokens, cards drawn), with a yes or no before it. */
const COUNTED = new Set<Ask['kind']>(['triggers', 'tokens', 'draws']);

/**
 * The answer to one ask. A count asked with a question word ("How many times does it trigger?",
 * 「トークンは何体出る？」) is said without the yes or no the same ask has when asked as one (issue 11 §4).
 */
export function answerAsk(a: Ask, view: RunView, q: ParsedQuestion, lang: Lang): AskResult {
  const ctx = askContext(view, q, lang);
  const counted = COUNTED.has(a.kind) && (q.whAsks ?? []).some((w) => w.ask === a && (w.wh === 'how-many' || w.wh === 'how-much' || w.wh === 'what'));
  if (counted) return { ...answerKind(a, { ...ctx, yes: () => '' }), verdict: null };
  // "Is my 2/2 not dead?": the verdict is of the fact (its positive), and the line leads with the fact itself — a "Yes."
  // before "Your 2/2 creature dies" could be read as "yes, it is not dead" (red team s19).
  if (q.negativeAsks?.includes(a)) return answerKind(a, { ...ctx, yes: () => '' });
  return answerKind(a, ctx);
}

/** The answer to one ask, by its kind (each family in its own module under asks/). */
function answerKind(a: Ask, ctx: ReturnType<typeof askContext>): AskResult {
  switch (a.kind) {
    case 'outcome':
      return askOutcome(a, ctx);
    case 'dies':
      return askDies(a, ctx);
    case 'bigger':
      return askBigger(a, ctx);
    case 'tapped':
      return askTapped(a, ctx);
    case 'resolves':
      return askResolves(a, ctx);
    case 'fizzles':
    case 'countered':
      return askStackFate(a, ctx);
    case 'has-counters':
      return askHasCounters(a, ctx);
    case 'zone':
      return askZone(a, ctx);
    case 'controller':
      return askController(a, ctx);
    case 'pt':
      return askPt(a, ctx);
    case 'keywords':
      return askKeywords(a, ctx);
    case 'made-tokens':
      return askMadeTokens(a, ctx);
    case 'has-keyword':
      return askHasKeyword(a, ctx);
    case 'life':
      return askLife(a, ctx);
    case 'damage-taken':
      return askDamageTaken(a, ctx);
    case 'poison':
      return askPoison(a, ctx);
    case 'loses':
      return askLoses(a, ctx);
    case 'wins':
      return askWins(a, ctx);
    case 'dealt-damage':
      return askDealtDamage(a, ctx);
    case 'life-gained':
      return askLifeGained(a, ctx);
    case 'life-lost':
      return askLifeLost(a, ctx);
    case 'triggers':
      return askTriggers(a, ctx);
    case 'tokens':
      return askTokens(a, ctx);
    case 'draws':
      return askDraws(a, ctx);
    case 'hand-size':
      return askHandSize(a, ctx);
    case 'returns':
      return askReturns(a, ctx);
    case 'deals-damage':
      return askDealsDamage(a, ctx);
    case 'can-attack':
    case 'can-block':
    case 'can-target':
    case 'can-cast':
    case 'can-activate':
      return askCan(a, ctx);
    case 'any-remains':
      return askAnyRemains(a, ctx);
    case 'legend-rule':
      return askLegendRule(a, ctx);
    case 'division-legal':
      return askDivisionLegal(a, ctx);
    default:
      return assertNever(a);
  }
}
