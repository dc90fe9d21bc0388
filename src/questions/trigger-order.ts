/**
 * Simultaneous triggered abilities one player controls (603.3b): that player puts them on the stack in any order they
 * choose. The engine puts them in the order listed by default; when the question didn't say an order, the outcomes
 * asked are read again with every other order of each such group (up to three abilities a group), and any outcome that
 * changes is asked back, never answered from the default. Outcomes alike in every order are answered, and the reply
 * says the order is the player's (a stated default, as the legend rule's choice is, legend-choice.ts).
 */
import type { Resolution } from '../engine/types.ts';
import { choicesOf } from '../engine/choices.ts';
import type { QuestionError } from './types.ts';
import { message } from './messages.ts';
import { answerAsk, isProbe } from './asks.ts';
import type { AskResult, RunView } from './asks.ts';
import { fail } from './question-error.ts';
import { wordsFor } from './locales/index.ts';
import type { Answered } from './unsaid-readings.ts';

/** Orders tried per group: every order of up to this many abilities (3! = 6); of a larger group, a sample (see below). */
const MAX_GROUP = 3;

/**
 * The groups (one player's abilities triggered together, two or more) the engine put on the stack in its default order
 * (603.3b); `same`: the same ability of the same source, alike in all the engine reads (engine/triggers/put-on-stack.ts
 * interchangeable) — no order of them can change anything, so none is tried or asked back.
 */
function defaultGroups(resolution: Resolution): { player: string; abilities: string[]; same: boolean }[] {
  return choicesOf(resolution.choices, 'trigger-order').flatMap((c) => (c.told ? [] : [{ player: c.player, abilities: c.shown, same: c.same }]));
}

/** Whether the reply rests on the default order of some player's simultaneous triggers (a note says the order is theirs): 'same' when all are interchangeable. */
export function triggerOrderByDefault(c: Answered): false | 'tried' | 'same' {
  const groups = defaultGroups(c.main.view.resolution);
  return groups.length === 0 ? false : groups.every((g) => g.same) ? 'same' : 'tried';
}

/** Asked back when an outcome asked changes with the order of one player's simultaneous triggers; null when none does. */
export async function triggerOrderDiffers(c: Answered): Promise<{ ok: false; error: QuestionError } | null> {
  const { q, lang, runner, main, results } = c;
  if (!c.runs.has(null)) return null;
  const groups = defaultGroups(main.view.resolution).filter((g) => !g.same);
  if (groups.length === 0) return null;
  const g = groups[0]!;
  const who = message(lang, g.player === 'A' ? 'you' : 'the_opponent');
  const askBack = fail('needs_detail', message(lang, 'trigger_order_which', { player: who.charAt(0).toUpperCase() + who.slice(1), abilities: wordsFor(lang).list(g.abilities.map((a) => `“${a}”`)) }));
  const asked = q.asks.some((a) => !isProbe(a) && a.kind !== 'outcome');
  const most = Math.max(...groups.map((x) => x.abilities.length));
  let orders = 1;
  for (let i = 2; i <= most; i++) orders *= i;
  // (A larger group — Blood Artist with several creatures dying — has too many orders to run each: the first few and the
  // reverse of the listed one are tried; before, one order was taken silently.)
  const tried = most <= MAX_GROUP ? Array.from({ length: orders - 1 }, (_, i) => i + 1) : [1, 2, 3, 4, 5, orders - 1];
  for (const k of tried) {
    const scenario = { ...structuredClone(main.built.scenario), triggerOrder: k };
    const r = await runner(scenario);
    // (A run the other order can't be told in: what it would give is not known, so not answered from the default.)
    if (!r.ok) return askBack;
    const view: RunView = { resolution: r.value.resolution, labels: main.view.labels, built: { ...main.built, scenario }, probeFailure: null };
    const others = q.asks.map((a) => (isProbe(a) || a.kind === 'outcome' ? null : answerAsk(a, view, q, lang)));
    const groupsAsked = [...(q.together ?? []).map((x) => ({ g: x, all: true })), ...(q.anyOf ?? []).map((x) => ({ g: x, all: false }))];
    const grouped = new Set(groupsAsked.flatMap((x) => x.g));
    const verdictOf = (list: readonly (AskResult | null)[], members: readonly number[], all: boolean): string => {
      const vs = members.map((k2) => list[k2]?.verdict ?? null);
      return vs.includes(null) ? 'none' : all ? String(vs.every((v) => v === 'yes')) : String(vs.includes('yes'));
    };
    if (groupsAsked.some(({ g: m, all }) => verdictOf(results, m, all) !== verdictOf(others, m, all))) return askBack;
    for (const [k2, other] of others.entries()) {
      const base = results[k2]!;
      if (other === null || grouped.has(k2)) continue;
      if (other.value !== base.value || other.verdict !== base.verdict) return askBack;
    }
    // ("What happens?": no value of its own to compare — the final state is, as the reply shows it.)
    if (!asked && JSON.stringify(finalOf(view.resolution)) !== JSON.stringify(finalOf(main.view.resolution))) return askBack;
  }
  return null;
}

/** What a "what happens?" reply reports of a run: each player's life and poison, each object's zone and damage. */
function finalOf(r: Resolution): unknown {
  return { players: r.final.players.map((p) => [p.id, p.life, p.poison, p.lost]), objects: r.final.objects.map((o) => [o.label, o.zone, o.damage]) };
}
