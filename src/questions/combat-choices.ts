/**
 * Choices in combat damage the question didn't say, made by the engine's default: a trampler's split
 * past its blockers (702.19b), a division among two or more creatures (510.1c-d), the order of
 * replacement effects on one damage event (616.1). An answer that changes with the choice says so.
 */
import type { Lang } from '../core/lang.ts';
import type { Resolution } from '../engine/types.ts';
import type { Ask, ParsedQuestion } from './types.ts';
import { message } from './messages.ts';
import { answerAsk, isProbe } from './asks.ts';
import type { AskResult, RunView } from './asks.ts';
import type { ScenarioRunner, TriedRun } from './run-types.ts';
import { wordsFor } from './locales/index.ts';
import type { ScenarioInput } from './scenario-input.ts';
import { choicesOf } from '../engine/choices.ts';

/**
 * The scenario with every trampler that the engine's default sent damage past its blockers keeping
 * all of it on them instead (the blocker declared first takes what went past); null when none did.
 * 702.19b: lethal damage to each blocker is required before any goes past them; more is allowed.
 * 702.19c: one with trample over planeswalkers and no blockers keeps what went to the planeswalker's
 * controller on the planeswalker instead (`planeswalker`: the answer then says so).
 */
export function trampleKeptOnBlockers(resolution: Resolution, scenario: ScenarioInput): { scenario: ScenarioInput; planeswalker: boolean } | null {
  const assignments: Record<string, { to: string; amount: number }[]> = {};
  let planeswalker = false;
  for (const c of choicesOf(resolution.choices, 'combat-damage-assignment')) {
    if (c.policy !== 'default' || !c.trample) continue;
    const blockers: readonly string[] = c.blockers;
    const parts = c.parts.map((x, k) => ({ to: x.to, amount: x.amount, kind: c.kinds[k] ?? null }));
    if (blockers.length === 0) {
      const attacked = parts.find((x) => x.kind === 'attacked');
      const toPlayer = parts.filter((x) => x.kind === 'player').reduce((n, x) => n + x.amount, 0);
      if (!attacked || toPlayer === 0) continue;
      assignments[c.object] = [{ to: attacked.to, amount: attacked.amount + toPlayer }];
      planeswalker = true;
      continue;
    }
    const past = parts.filter((x) => !blockers.includes(x.to)).reduce((n, x) => n + x.amount, 0);
    if (past === 0) continue;
    const kept = parts.filter((x) => blockers.includes(x.to));
    const first = kept.find((x) => x.to === blockers[0]);
    if (first) first.amount += past;
    else kept.unshift({ to: blockers[0]!, amount: past, kind: null });
    assignments[c.object] = kept.map((x) => ({ to: x.to, amount: x.amount }));
  }
  if (Object.keys(assignments).length === 0) return null;
  const copy = structuredClone(scenario);
  for (const a of copy.actions ?? []) {
    if (a.kind === 'combat-damage') a.assignments = { ...a.assignments, ...assignments };
  }
  return { scenario: copy, planeswalker };
}

/** An ask about what damage sent past a trampler's blockers does to a player (702.19b): life, damage, poison, the game. */
function pastBlockers(a: Ask): boolean {
  // ("Does it deal damage to the player?": what it deals changes with the split only by what reaches a player.)
  return a.kind === 'deals-damage' || a.kind === 'life' || a.kind === 'damage-taken' || a.kind === 'poison' || a.kind === 'loses' || a.kind === 'wins' || a.kind === 'life-gained' || a.kind === 'life-lost';
}

/**
 * Each outcome asked whose answer changes when the trampler keeps its damage on its blockers gets
 * that said after its own line: the default is the most past them, and the split is the attacking
 * player's choice (702.19b). A run the other split can't be told in (a double striker whose blocker
 * died in the first step) is not compared: every outcome is then said to rest on the default.
 */
export async function trampleChoice(q: ParsedQuestion, main: TriedRun, lang: Lang, runner: ScenarioRunner, results: AskResult[]): Promise<{ outcome: boolean; answered: Set<number> }> {
  const answered = new Set<number>();
  const kept = trampleKeptOnBlockers(main.view.resolution, main.built.scenario);
  if (!kept) return { outcome: false, answered };
  const alt = kept.scenario;
  let outcome = false;
  let explained = false;
  const r = await runner(alt);
  const view: RunView | null = r.ok ? { resolution: r.value.resolution, labels: main.view.labels, built: { ...main.built, scenario: alt }, probeFailure: null } : null;
  q.asks.forEach((a, k) => {
    if (isProbe(a)) return;
    const base = results[k]!;
    const other = view ? answerAsk(a, view, q, lang) : null;
    if (other && other.value === base.value) return;
    // "What happens?" has no line of its own: the restatement says it (the caller's note).
    if (a.kind === 'outcome') {
      outcome = true;
      return;
    }
    const otherLead = other ? other.lead.replace(/^(?:Yes\. |No\. |はい。|いいえ。)/u, '') : '';
    // (702.19b is explained on the first line it changes; the lines after say only what the other split gives.)
    const again = explained;
    explained = true;
    const key = other ? (kept.planeswalker ? 'trample_pw_most' : again ? 'trample_most_again' : 'trample_most') : again ? 'trample_most_again_unknown' : 'trample_most_unknown';
    const said = message(lang, key, { other: wordsFor(lang).inSentence(otherLead) });
    results[k] = { ...base, lead: wordsFor(lang).continued(base.lead, said) };
    // (What a player is dealt, loses or gains is how much goes past the blockers: answered here, as the most.
    // A creature's fate is left to the search over every division, divisions.ts.)
    if (pastBlockers(a)) answered.add(k);
  });
  return { outcome, answered };
}

/**
 * The first damage event whose replacement effects were ordered by default (timestamps) while another
 * order gives a different amount (the engine's replacement-order choice, 616.1): who chooses, the damage in the
 * order applied, and the amounts other orders give (all three after every effect). Null when none.
 */
export function openDamageOrder(resolution: Resolution): { chooser: string; amount: number; others: string[] } | null {
  const c = choicesOf(resolution.choices, 'replacement-order').find((x) => x.policy === 'timestamp' && x.others.length > 0);
  return c ? { chooser: c.chooser ?? '-', amount: c.amount, others: c.others.map(String) } : null;
}

/**
 * Whether a creature divided its combat damage among two or more creatures by the engine's default
 * (a blocked attacker, or a blocker blocking several): how it divides it is its controller's choice
 * (510.1c, 510.1d), so the answer says it rests on that default (a default the answer states, never a silent one).
 */
export function dividedByDefault(resolution: Resolution): boolean {
  // (Only creatures are divided among: the player, planeswalker or battle attacked takes the rest, 702.19b.)
  return choicesOf(resolution.choices, 'combat-damage-assignment').some((c) => c.policy === 'default' && c.creatures.length > 1);
}
