/**
 * Combat damage divided among two or more creatures is its controller's free choice: a blocked
 * creature divides its damage among its blockers as the attacking player chooses (510.1c — there is
 * no damage assignment order), a blocking creature among the creatures it blocks as the defending
 * player chooses (510.1d). The engine takes a default division when the question names none; an
 * answer that rests on it could be confidently wrong (issue 11). So every division is run (a bounded
 * search), and each yes/no ask is answered over the choices:
 * - asked as "can" ("Can my 3/3 survive?", 「3/3を倒せる?」): yes when some division makes it happen,
 *   with that division shown and whose choice it is; no only when no division does;
 * - asked plainly ("Does my 2/2 die?"): when divisions answer differently, it depends — on what, and
 *   one division each way are shown, with no yes or no;
 * - asked plainly by the player who makes the choice ("Two 1/1s block my 3/3. Do both die?"): what they
 *   can make happen is what they are asking, so it is read as "can", and the yes says it is if they divide so.
 * A blocked attacker with trample divides too (702.19b): among its blockers as it likes, or past them to
 * what it attacks once each blocker has been assigned lethal damage (with deathtouch, 1 is lethal,
 * 702.2c). Only those divisions are tried; one the engine still finds illegal (510.1e) is no reading.
 * How much goes past them is left to the caller's trample policy (the most, answer.ts): the asks it
 * already answered that way are not searched again.
 */
import type { Lang } from '../core/lang.ts';
import type { Resolution } from '../engine/types.ts';
import { answerAsk, isProbe } from './asks.ts';
import type { AskResult, RunView } from './asks.ts';
import type { QuestionScenario } from './scenario.ts';
import { message } from './messages.ts';
import { wordsFor } from './locales/index.ts';
import type { ParsedQuestion } from './types.ts';
import type { ScenarioRunner } from './run-types.ts';
import type { ScenarioInput } from './scenario-input.ts';
import { choicesOf } from '../engine/choices.ts';

/** At most this many divisions are run; a board with more is refused rather than answered from one. */
export const MAX_DIVISIONS = 200;

interface Divider {
  id: string;
  power: number;
  to: string[];
  controller: string;
  /** A blocked trampler (702.19b): its blockers, and the lethal damage each still needed when it assigned. */
  trample: { blockers: string[]; need: number[] } | null;
}


export type DivisionOutcome =
  /** Nothing divided by default among two or more recipients. */
  | { kind: 'none' }
  /** Too many divisions to run: a yes/no ask can't be answered from one of them. */
  | { kind: 'too-many'; count: number }
  /** Searched: `depends` when some yes/no ask was answered "it depends" (no verdict). */
  | { kind: 'searched'; depends: boolean; changed: boolean; shown: RunView | null };

/** The ways to split n among k recipients (each 0..n, summing to n), in order. */
export function compositions(n: number, k: number): number[][] {
  if (k <= 1) return [[n]];
  const out: number[][] = [];
  for (let first = n; first >= 0; first--) for (const rest of compositions(n - first, k - 1)) out.push([first, ...rest]);
  return out;
}

/** How many compositions of n into k parts: C(n+k-1, k-1). */
function count(n: number, k: number): number {
  let c = 1;
  for (let i = 1; i < k; i++) c = (c * (n + i)) / i;
  return Math.round(c);
}

/**
 * The creatures that divided their combat damage by the default among two or more recipients (for a
 * blocked trampler, its blockers and what it attacks), read from the run's combat-damage-assignment choices; `repeated` when one
 * assigned in two steps (double strike, 702.4b: a division given for it is used in both, so the
 * search doesn't cover every choice).
 */
function dividers(resolution: Resolution, scenario: ScenarioInput): { list: Divider[]; repeated: boolean } {
  const controllers = new Map((scenario.objects ?? []).map((o) => [String(o.id), String(o.controller)]));
  const list: Divider[] = [];
  let repeated = false;
  for (const c of choicesOf(resolution.choices, 'combat-damage-assignment')) {
    if (c.policy !== 'default' || c.options.length < 2 || !(c.power > 0)) continue;
    const id = c.object;
    let trample: Divider['trample'] = null;
    if (c.trample) {
      // (Unblocked, or its blockers gone (702.19d): nothing is divided among creatures; what goes past is the caller's policy.)
      if (c.blockers.length === 0 || c.lethal.length !== c.blockers.length || c.lethal.some((n) => !(n >= 0))) continue;
      trample = { blockers: [...c.blockers], need: [...c.lethal] };
    }
    if (list.some((d) => d.id === id)) {
      repeated = true;
      continue;
    }
    list.push({ id, power: c.power, to: [...c.options], controller: controllers.get(id) ?? 'A', trample });
  }
  return { list, repeated };
}

/**
 * The divisions tried for one creature, as amounts in the order of `d.to`. A trampler's either keep
 * everything on its blockers, or give each blocker at least the lethal damage it needed and send at
 * least 1 past them (702.19b). That need was read from the default run; when another creature tried
 * here could also assign to one of its blockers, it could change (702.19b counts damage other creatures
 * assign in the same step), so every division is tried and the engine judges each (510.1e).
 */
function splitsOf(d: Divider, list: readonly Divider[]): { count: number; make: () => number[][] } {
  const t = d.trample;
  const shared = t !== null && list.some((o) => o !== d && o.to.some((x) => t.blockers.includes(x)));
  if (t === null || shared) return { count: count(d.power, d.to.length), make: () => compositions(d.power, d.to.length) };
  const at = t.blockers.map((b) => d.to.indexOf(b));
  const past = d.to.map((_, j) => j).filter((j) => !at.includes(j));
  const lethal = t.need.reduce((n, x) => n + x, 0);
  const left = d.power - lethal;
  const kept = count(d.power, at.length);
  const beyond = left >= 1 ? count(left, d.to.length) - count(left, at.length) : 0;
  return {
    count: kept + beyond,
    make: () => {
      const out: number[][] = [];
      for (const c of compositions(d.power, at.length)) {
        const row = d.to.map(() => 0);
        at.forEach((j, i) => (row[j] = c[i]!));
        out.push(row);
      }
      if (left >= 1) {
        for (const c of compositions(left, d.to.length)) {
          if (past.every((j) => c[j] === 0)) continue;
          out.push(c.map((x, j) => x + (at.includes(j) ? t.need[at.indexOf(j)]! : 0)));
        }
      }
      return out;
    },
  };
}

/** The run stopped because a trampler sent damage past a blocker not assigned lethal damage (702.19b, 510.1e). */
function illegalTrample(r: Awaited<ReturnType<ScenarioRunner>>): boolean {
  if (r.ok || !('kind' in r.error) || r.error.kind !== 'engine') return false;
  const e = r.error.error;
  return e.key === 'combat.assignment-illegal' && (e.params as Record<string, unknown>)['reason'] === 'trample-lethal';
}

/** One division per dividing creature, by creature id: the `assignments` of a combat-damage action (510.1c-d). */
type Combo = Record<string, { to: string; amount: number }[]>;
/** A division run; `view` null when the engine couldn't run it as divided (a creature couldn't make its division). */
type DivisionRun = { combo: Combo; view: RunView | null };

/**
 * Answers the yes/no asks over every division of combat damage left to a player's choice (see the
 * module comment); `results` is rewritten in place for the asks whose answer changes with it.
 */
export async function divisionChoice(q: ParsedQuestion, main: { view: RunView; built: QuestionScenario }, lang: Lang, runner: ScenarioRunner, results: AskResult[], answered: ReadonlySet<number> = new Set()): Promise<DivisionOutcome> {
  const { list, repeated } = dividers(main.view.resolution, main.built.scenario);
  if (list.length === 0) return { kind: 'none' };
  // (`answered`: asks the trample policy answered already — how much goes past the blockers.)
  const asked = q.asks.map((a, k) => ({ a, k })).filter(({ a, k }) => !isProbe(a) && results[k]!.verdict !== null && !answered.has(k));
  if (asked.length === 0) return { kind: 'searched', depends: false, changed: false, shown: null };
  const splits = list.map((d) => splitsOf(d, list));
  const total = splits.reduce((n, s) => n * s.count, 1);
  if (total > MAX_DIVISIONS) return { kind: 'too-many', count: total };
  const runs = await runDivisions(list, splits, main, runner);
  const search: Search = {
    q,
    lang,
    runs,
    results,
    // (A division some creature can't make — a double striker's blocker gone before its second step — is no reading compared.)
    incomplete: repeated || runs.some((r) => r.view === null),
    say: divisionWords(list, main, lang),
    isDefault: defaultDivision(list, main.view.resolution),
    depends: false,
    changed: false,
    chosen: [],
    done: new Set(),
  };
  answerGroups(search);
  settleGroups(search);
  answerEach(search, asked);
  return { kind: 'searched', depends: search.depends, changed: search.changed, shown: search.chosen.length === 1 && !search.depends ? search.chosen[0]! : null };
}

/** Every combination of one division per creature, each run as a copy of the main Scenario with it as the combat damage assignments. */
async function runDivisions(list: readonly Divider[], splits: readonly { make: () => number[][] }[], main: { view: RunView; built: QuestionScenario }, runner: ScenarioRunner): Promise<DivisionRun[]> {
  let combos: Combo[] = [{}];
  list.forEach((d, i) => {
    const parts = splits[i]!.make().map((amounts) => amounts.flatMap((amount, j) => (amount > 0 ? [{ to: d.to[j]!, amount }] : [])));
    combos = combos.flatMap((c) => parts.map((s) => ({ ...c, [d.id]: s })));
  });
  const runs: DivisionRun[] = [];
  for (const combo of combos) {
    const alt = structuredClone(main.built.scenario);
    for (const act of alt.actions ?? []) {
      if (act.kind === 'combat-damage') act.assignments = { ...act.assignments, ...combo };
    }
    const r = await runner(alt);
    // (A division the rules don't allow — past a blocker not assigned lethal damage — is no choice at all.)
    if (illegalTrample(r)) continue;
    runs.push({ combo, view: r.ok ? { resolution: r.value.resolution, labels: main.view.labels, built: { ...main.view.built, scenario: alt }, probeFailure: null } : null });
  }
  return runs;
}

/** How the search's answers say a division: whose choice it is (510.1c-d), the division itself, what trample allows (702.19b). */
interface DivisionWords {
  /** Who makes the divisions: the asker (A), the opponent (B), or both (AB). */
  side: 'A' | 'B' | 'AB';
  who: string;
  whose: string;
  /** What may go past a trampler's blockers and when (702.19b; 702.2c with deathtouch), or ''. */
  more: string;
  /** Said when the asker makes none of the divisions. */
  theirs: string;
  shown: (combo: Combo) => string;
  /** Answer lines said one after another. */
  together: (lines: readonly string[]) => string;
  /** An answer's lead without its yes or no, to go inside a sentence. */
  bare: (lead: string) => string;
}

function divisionWords(list: readonly Divider[], main: { view: RunView; built: QuestionScenario }, lang: Lang): DivisionWords {
  const players = new Set((main.built.scenario.players ?? []).map((x) => String(x.id)));
  const label = (id: string): string => main.built.labels.get(id) ?? (players.has(id) ? message(lang, id === 'A' ? 'you' : 'the_opponent', {}) : id);
  const words = wordsFor(lang);
  const controllers = new Set(list.map((d) => d.controller));
  const side = controllers.size > 1 ? 'AB' : [...controllers][0] === 'A' ? 'A' : 'B';
  const shown = (combo: Combo): string =>
    words.divisions.join(
      list.map((d) => {
        // (A trampler's 0 past its blockers goes unsaid: what it attacks is no creature it divides among.)
        const parts = d.to.map((t) => ({ to: t, amount: combo[d.id]?.find((x) => x.to === t)?.amount ?? 0 })).filter((x) => x.amount > 0 || d.trample === null || d.trample.blockers.includes(x.to));
        return words.divisions.of(label(d.id), parts.map((x) => ({ to: label(x.to), amount: x.amount })));
      }),
    );
  // With a trampler among them, what may go past its blockers and when (702.19b; 702.2c with deathtouch).
  const tramplers = list.filter((d) => d.trample !== null);
  const assignments = choicesOf(main.view.resolution.choices, 'combat-damage-assignment');
  const deathtouch = tramplers.some((d) => assignments.some((c) => c.object === d.id && c.deathtouch));
  return {
    side,
    who: message(lang, `division_who_${side}`, {}),
    whose: message(lang, `division_whose_${side}`, {}),
    more: tramplers.length === 0 ? '' : message(lang, deathtouch ? 'division_trample_deathtouch' : 'division_trample', {}),
    theirs: controllers.has('A') ? '' : message(lang, 'division_theirs', {}),
    shown,
    together: (lines) => (lines.length === 0 ? '' : lines.reduce((all, one) => words.continued(all, one))),
    bare: (lead) => words.inSentence(lead.replace(/^(?:Yes\. |No\. |はい。|いいえ。)/u, '')),
  };
}

/**
 * The default division (the one the main run took), as a test of a combination: shown when it is one that
 * does what was asked, so the reply's steps and summary tell that same division.
 */
function defaultDivision(list: readonly Divider[], resolution: Resolution): (combo: Combo) => boolean {
  const defaults = new Map(
    choicesOf(resolution.choices, 'combat-damage-assignment').flatMap((c) => (c.policy === 'default' ? [[c.object, new Map(c.parts.map((x) => [x.to, x.amount]))] as const] : [])),
  );
  return (combo) =>
    list.every((d) => {
      const def = defaults.get(d.id);
      const parts = combo[d.id] ?? [];
      return def !== undefined && parts.length === [...def.values()].filter((n) => n > 0).length && parts.every((x) => def.get(x.to) === x.amount);
    });
}

/** The search's state: what it was given, and what its answers have done so far. */
interface Search {
  q: ParsedQuestion;
  lang: Lang;
  runs: DivisionRun[];
  /** The asks' answers, rewritten in place. */
  results: AskResult[];
  /** Some division couldn't be run as divided: a "no" over the rest isn't a "no" over all. */
  incomplete: boolean;
  say: DivisionWords;
  isDefault: (combo: Combo) => boolean;
  depends: boolean;
  changed: boolean;
  /** The run of the division a "can" was answered with: the rest of the reply (what died, the steps) tells that one. */
  chosen: RunView[];
  /** Asks answered as one of a group. */
  done: Set<number>;
}

type QAsk = ParsedQuestion['asks'][number];

/** A plain "does it die?" asked of a division the asker alone makes is whether they can make it so. */
const canAsk = (a: QAsk, side: DivisionWords['side']): boolean => a.kind === 'dies' && (a.can === true || side === 'A');
const canLead = (a: QAsk): 'division_can' | 'division_if_you' => (a.kind === 'dies' && a.can === true ? 'division_can' : 'division_if_you');

/** "Can I kill both?": one question of several things — yes only when one division does it to each (q.together). */
function answerGroups(s: Search): void {
  const { q, lang, runs, results, say } = s;
  for (const g of q.together ?? []) {
    const members = g.map((k) => ({ a: q.asks[k]!, k })).filter(({ a }) => canAsk(a, say.side));
    if (members.length !== g.length || members.length < 2) continue;
    for (const { k } of members) s.done.add(k);
    s.changed = true;
    const all = runs.flatMap((r) => (r.view ? [{ combo: r.combo, view: r.view, res: members.map(({ a }) => answerAsk(a, r.view!, q, lang)) }] : []));
    // (Asked as "can", the default division doing it is one the player can choose; asked plainly, only when every division does.)
    const plain = members.some(({ a }) => a.kind === 'dies' && a.can !== true);
    if (members.every(({ k }) => results[k]!.verdict === 'yes') && (!plain || all.every((x) => x.res.every((y) => y.verdict === 'yes')))) continue;
    const yes = all.find((x) => s.isDefault(x.combo) && x.res.every((y) => y.verdict === 'yes')) ?? all.find((x) => x.res.every((y) => y.verdict === 'yes'));
    if (yes) {
      s.chosen.push(yes.view);
      members.forEach(({ k }, j) => {
        results[k] = { verdict: 'yes', value: `can:${yes.res[j]!.value}`, lead: j === 0 ? message(lang, canLead(members[0]!.a), { who: say.who, more: say.more, division: say.shown(yes.combo), lead: say.together(yes.res.map((y) => say.bare(y.lead))), theirs: say.theirs }) : '' };
      });
    } else if (s.incomplete) {
      s.depends = true;
      members.forEach(({ k }, j) => (results[k] = { verdict: null, value: 'unknown', lead: j === 0 ? message(lang, 'division_unknown', { whose: say.whose, more: say.more }) : '' }));
    } else {
      members.forEach(({ k }, j) => (results[k] = { verdict: 'no', value: 'no-division', lead: j === 0 ? message(lang, 'division_none_all', { more: say.more }) : '' }));
    }
  }
}

/**
 * "Do both my 2/2s die?": one question of several — its yes or no is the group's; when that is the same
 * under every division, the group stands as answered (its lines are the default's, the note says so).
 */
function settleGroups(s: Search): void {
  const { q, lang, runs } = s;
  for (const g of q.together ?? []) {
    if (g.some((k) => s.done.has(k))) continue;
    const verdicts = runs.map((r) => (r.view ? (g.every((k) => answerAsk(q.asks[k]!, r.view!, q, lang).verdict === 'yes') ? 'yes' : 'no') : 'unknown'));
    if (verdicts.every((v) => v === verdicts[0]) && verdicts[0] !== 'unknown') for (const k of g) s.done.add(k);
  }
}

/**
 * Each ask left over the divisions: asked as "can", yes when some division does it (that one shown, 510.1c-d:
 * the player's choice), no only when none does; asked plainly and answered differently, it depends — one
 * division each way shown, with no yes or no.
 */
function answerEach(s: Search, asked: readonly { a: QAsk; k: number }[]): void {
  const { q, lang, runs, results, say } = s;
  const words = wordsFor(lang);
  for (const { a, k } of asked) {
    if (s.done.has(k)) continue;
    const base = results[k]!;
    const answered = runs.flatMap((r) => (r.view ? [{ combo: r.combo, res: answerAsk(a, r.view, q, lang) }] : []));
    const differs = answered.some((x) => x.res.value !== base.value || x.res.verdict !== base.verdict);
    if (canAsk(a, say.side)) {
      // (Asked as "can", the default division already doing it is one the player can choose, and the steps
      // show it; asked plainly, a yes that other divisions undo says it is the player's division.)
      if (base.verdict === 'yes' && ((a.kind === 'dies' && a.can === true) || !differs)) continue;
      const yes = answered.find((x) => x.res.verdict === 'yes' && x.res.value === base.value && s.isDefault(x.combo)) ?? answered.find((x) => x.res.verdict === 'yes' && x.res.value === base.value) ?? answered.find((x) => x.res.verdict === 'yes');
      if (yes) {
        s.changed = true;
        const run = runs.find((r) => r.combo === yes.combo)?.view;
        if (run && (yes.res.value !== base.value || yes.res.verdict !== base.verdict)) s.chosen.push(run);
        results[k] = { verdict: 'yes', value: `can:${yes.res.value}`, lead: message(lang, canLead(a), { who: say.who, more: say.more, division: say.shown(yes.combo), lead: say.bare(yes.res.lead), theirs: say.theirs }) };
      } else if (s.incomplete) {
        s.depends = true;
        s.changed = true;
        results[k] = { verdict: null, value: 'unknown', lead: message(lang, 'division_unknown', { whose: say.whose, more: say.more }) };
      } else {
        s.changed = true;
        results[k] = { ...base, lead: words.continued(base.lead, message(lang, 'division_none', { more: say.more })) };
      }
      continue;
    }
    if (!differs) continue;
    // Asked plainly and the divisions answer differently: it depends, one division each way.
    const other = answered.find((x) => x.res.verdict !== base.verdict) ?? answered.find((x) => x.res.value !== base.value)!;
    const first = answered.find((x) => x.res.value === base.value && x.res.verdict === base.verdict);
    s.depends = true;
    s.changed = true;
    const one = first ? { division: say.shown(first.combo), lead: say.bare(first.res.lead) } : { division: message(lang, 'division_default', {}), lead: say.bare(base.lead) };
    results[k] = { verdict: null, value: `depends:${base.value}|${other.res.value}`, lead: message(lang, 'division_depends', { whose: say.whose, more: say.more, division1: one.division, lead1: one.lead, division2: say.shown(other.combo), lead2: say.bare(other.res.lead) }) };
  }
}
