/**
 * The reply to a question once every answer stands: the notes the restatement adds (what was
 * assumed, what rests on a default), one answer line per ask with what else happened, one yes or no
 * for the whole message only when every yes/no ask agrees, and the steps with their rules.
 */
import type { Lang } from '../core/lang.ts';
import type { Result } from '../core/result.ts';
import type { Resolution } from '../engine/types.ts';
import { answerFor, probeDecidingSteps, replySteps } from '../render/trace.ts';
import type { UnstatedSize } from '../render/trace.ts';
import type { Ask, QuestionError } from './types.ts';
import { restate } from './restate.ts';
import { message } from './messages.ts';
import type { DivisionOutcome } from './divisions.ts';
import { fateOf } from './asks.ts';
import type { RunView } from './asks.ts';
import { labelsOf } from './asks/view.ts';
import { turnNotes } from './answer-run.ts';
import { assumedTargetResolved } from './assumed-targets.ts';
import { fail } from './question-error.ts';
import { dividedByDefault } from './combat-choices.ts';
import type { Answered } from './unsaid-readings.ts';
import { wordsFor } from './locales/index.ts';
import { legendKeptByDefault } from './legend-choice.ts';
import { triggerOrderByDefault } from './trigger-order.ts';
import type { ScenarioInput } from './scenario-input.ts';
import { verdictSteps } from './verdict-check.ts';

export interface QuestionAnswer {
  lang: Lang;
  understood: string;
  answer: string;
  verdict: 'yes' | 'no' | null;
  steps: { rules: string[]; text: string }[];
  /** The Scenario JSON that was run (the main one when several were). */
  scenario: ScenarioInput;
  /** The engine's resolution (for the CLI JSON's `final`: src/app/final-state.ts). */
  resolution: Resolution;
  /** Objects whose size the question didn't give and whose final P/T depends on it (their P/T in `final` is not reported). */
  unsized: string[];
}

/** Two asks of the same thing, one the other's opposite ("does it die" / "does it survive"). */
function sameButPolarity(a: Ask, b: Ask): boolean {
  // ("Do I lose or survive?": whether the player loses, and whether they don't — one question put both ways.)
  if (a.kind === 'loses' && b.kind === 'loses') return a.side === b.side && (a.survives === true) !== (b.survives === true) && a.who === undefined && b.who === undefined && a.draw === undefined && b.draw === undefined;
  if (a.kind !== 'dies' || b.kind !== 'dies') return false;
  return a.id === b.id && a.positive !== b.positive;
}

/** The verdict of one yes/no question asked of a group: of each ("Do both die?") yes only if each is; of either ("Does either die?") yes if one is. */
function groupVerdict(vs: readonly ('yes' | 'no' | null)[], each: boolean): 'yes' | 'no' | null {
  if (each) return vs.includes(null) ? null : vs.every((v) => v === 'yes') ? 'yes' : 'no';
  return vs.includes('yes') ? 'yes' : vs.includes(null) ? null : 'no';
}

/**
 * One line per question asked: a yes/no asked of a group ("Does the 2/2 or the 3/3 die?", "Does any creature
 * die?", "Do both die?") is one question, so its members' lines become one — the group's yes or no, then what
 * each member's line says without its own, in the order told ("Yes. The 2/2 dies. The 3/3 survives."), never a "Yes" line and a
 * "No" line under one verdict. Returned per ask: the first member holds the line, the others ''.
 */
function groupedLeads(asks: readonly Ask[], results: readonly { lead: string; verdict: 'yes' | 'no' | null }[], together: readonly number[][], anyOf: readonly number[][], lang: Lang): string[] {
  const out = results.map((r) => r.lead);
  const yes = wordsFor(lang).asks.yes;
  const join = wordsFor(lang).asks.counts.sentences;
  for (const [groups, each] of [[together, true], [anyOf, false]] as const) {
    for (const g of groups) {
      const members = g.filter((k) => k < results.length && k < asks.length);
      if (members.length < 2) continue;
      const verdict = groupVerdict(members.map((k) => results[k]!.verdict), each);
      if (verdict === null) continue;
      // (Each member in the order the question told them, test/questions/group-order.test.ts — those deciding the answer first.)
      const bodies = members.map((k) => {
        const r = results[k]!;
        const pre = r.verdict === null ? '' : yes(r.verdict === 'yes');
        return pre !== '' && r.lead.startsWith(pre) ? r.lead.slice(pre.length) : r.lead;
      });
      // (A line that isn't "yes/no + what happened" is left as it is.)
      if (members.some((k) => results[k]!.verdict === null || !results[k]!.lead.startsWith(yes(results[k]!.verdict === 'yes')))) continue;
      // (Asked of either, the members that make it yes come first: "Can either block it? Yes. Your 2/4 reach can block …" —
      // a "Yes." followed by a member that can't would read as that member's answer; otherwise in the order told.)
      const decides = (k: number): boolean => !each && verdict === 'yes' && results[k]!.verdict === 'yes';
      const ordered = [...members.keys()].sort((x, y) => Number(decides(members[y]!)) - Number(decides(members[x]!)) || x - y).map((j) => bodies[j]!);
      // ("Are they dead?" with one dead and one alive: "No, not both." — never a bare "No." before "Your 2/2 creature dies",
      // which reads as said of each, red team s20b.)
      const mixed = each && verdict === 'no' && members.some((k) => results[k]!.verdict === 'yes');
      const opening = mixed ? wordsFor(lang).asks.notAll(members.length) : yes(verdict === 'yes');
      members.forEach((k, j) => (out[k] = j === 0 ? `${opening}${join(ordered.filter((b) => b !== ''))}` : ''));
    }
  }
  return out;
}

/** What the restatement adds: what was assumed (a target, a mode, a sacrifice, a turn, a skipped draw) and what rests on a default. */
export function answerNotes(c: Answered, unsized: readonly string[], trampleOutcome: boolean, choiceMatters: boolean, division: DivisionOutcome): string[] {
  const { lang, runs, main } = c;
  const labels = main.built.labels;
  const notes: string[] = [];
  if (trampleOutcome) notes.push(message(lang, 'trample_default', {}));
  if (legendKeptByDefault(c)) notes.push(message(lang, 'legend_default', {}));
  const byDefault = triggerOrderByDefault(c);
  if (byDefault) notes.push(message(lang, 'trigger_order_default', { same: byDefault === 'same' ? 1 : 0 }));
  for (const s of c.q.shortNames ?? []) notes.push(message(lang, s.slip ? 'misspelt_name' : 'short_name', { written: s.written, card: s.card }));
  if (unsized.length > 0) {
    const names = unsized.filter((id) => !main.built.implied.includes(id)).map((id) => labels.get(id) ?? id);
    if (names.length > 0) notes.push(wordsFor(lang).sizeNotGiven(names));
  }
  if (choiceMatters) notes.push(message(lang, 'optional_choice', {}));
  // (Not when the reply tells the division a "can" was answered with: its steps show that one, not the default.)
  if (dividedByDefault(main.view.resolution) && !(division.kind === 'searched' && division.shown)) notes.push(message(lang, 'divided_by_default', {}));
  for (const [plan, list] of runs) {
    const b = list[0]!.built;
    for (const t of b.impliedTargets) {
      const target = t.target === 'A' || t.target === 'B' ? message(lang, t.target === 'A' ? 'you' : 'the_opponent') : (b.labels.get(t.target) ?? t.target);
      notes.push(message(lang, t.assumed ? 'assumed_target' : 'implied_target', { spell: b.labels.get(t.spell) ?? t.spell, target }));
    }
    for (const m of b.impliedModes) notes.push(message(lang, 'implied_mode', { spell: b.labels.get(m.spell) ?? m.spell, mode: m.mode }));
    for (const t of b.impliedSacrifices) notes.push(message(lang, t.ability ? 'implied_sacrifice_ability' : 'implied_sacrifice', { spell: b.labels.get(t.spell) ?? t.spell, object: b.labels.get(t.sacrificed) ?? t.sacrificed }));
    if (plan === null || !runs.has(null)) notes.push(...turnNotes(b, lang).filter((x) => !notes.includes(x)));
    for (const id of b.triedTargets ?? []) notes.push(wordsFor(lang).restate.triggerTargetTried(b.labels.get(id) ?? id));
    for (const side of b.skippedDraws) notes.push(message(lang, 'draw_skipped', { player: message(lang, side === 'A' ? 'your' : 'the_opponents') }));
  }  return notes;
}

/**
 * Issue 11 §2: a creature the question gave no size was run at trial sizes; the reply says of its
 * P/T only what every size tried agrees on — the same final P/T, or the same change — never the
 * size one run happened to use ("Your Elf is a 1/1").
 */
function unstatedSizes(c: Answered, unsized: readonly string[]): Map<string, UnstatedSize> {
  const out = new Map<string, UnstatedSize>();
  const list = c.runs.get(null) ?? c.runs.get(c.plans[0]!) ?? [c.main];
  for (const id of unsized) {
    const seen = list.map((r) => {
      const res = r.view.resolution;
      const o = res.final.objects.find((x) => x.id.split('~')[0] === id && x.zone === 'battlefield');
      const k = o ? res.computed.find((x) => x.id === o.id) : undefined;
      return o && k && k.power !== null && k.toughness !== null && o.printed.power !== null && o.printed.toughness !== null
        ? { power: k.power, toughness: k.toughness, dp: k.power - o.printed.power, dt: k.toughness - o.printed.toughness }
        : null;
    });
    const first = seen[0];
    if (!first || seen.some((x) => x === null)) out.set(id, { kind: 'unknown' });
    else if (list.length > 1 && seen.every((x) => x!.power === first.power && x!.toughness === first.toughness)) out.set(id, { kind: 'same' });
    else if (seen.every((x) => x!.dp === first.dp && x!.dt === first.dt)) out.set(id, { kind: 'change', power: first.dp, toughness: first.dt });
    else out.set(id, { kind: 'unknown' });
  }
  return out;
}

/**
 * Issue 11 §2: objects whose fate — where they end, whether they died, the damage left on them — is not the same at every
 * size tried for a creature the question gave no size ("Died: your creature" after a Bolt holds for a 2/2, not a 4/4): their
 * labels in the run shown, so the reply says it depends rather than what one trial size gave.
 */
function fatesDepending(c: Answered, unsized: readonly string[], shown: RunView): Set<string> {
  const list = c.runs.get(null) ?? c.runs.get(c.plans[0]!) ?? [c.main];
  const out = new Set<string>();
  if (unsized.length === 0 || list.length < 2) return out;
  const ids = ((c.main.built.scenario.objects ?? []) as { id?: unknown }[]).flatMap((o) => (typeof o.id === 'string' ? [o.id] : []));
  for (const id of ids) {
    const sig = (v: RunView): string => {
      const f = fateOf(v, id);
      return `${f.zone}:${f.died}:${v.resolution.final.objects.find((x) => x.id === f.finalId)?.damage ?? 0}`;
    };
    const first = sig(list[0]!.view);
    if (list.some((r) => sig(r.view) !== first)) for (const l of labelsOf(shown, id)) out.add(l);
  }
  return out;
}

/** Sizes not told whose final P/T depends on them. One every trial size ends at (an effect set it, 613.4b) is no invented size: `final` reports it. */
function unreported(unsized: readonly string[], sizes: ReadonlyMap<string, UnstatedSize>): string[] {
  return unsized.filter((id) => sizes.get(id)?.kind !== 'same');
}

/** A yes/no the run can't settle as asked ("Does the 3/3 kill it?" of damage from two sources together): said why, never answered (kill-cause.ts). */
function undecidedRefusal(results: readonly { verdict: 'yes' | 'no' | null; undecided?: string }[], understood: string): { ok: false; error: QuestionError } | null {
  const undecided = results.find((r) => r.verdict === null && r.undecided !== undefined);
  return undecided ? fail('needs_detail', `${understood}\n${undecided.undecided!}`) : null;
}

/** The reply: the restatement, one line per ask, the verdict, the steps (then the rule each yes or no about a loss or a death was checked against, verdict-check.ts, of the run shown). */
export function composeReply(c: Answered, notes: string[], division: DivisionOutcome, unsized: string[]): Result<QuestionAnswer, QuestionError> {
  const { q, lang, runs, main, results } = c;
  const labels = main.built.labels;
  const understood = restate(q, labels, main.built.implied, lang, notes);
  // (A "can" answered with another division than the default: what else happened is told of that division.)
  const shownView = division.kind === 'searched' && division.shown ? division.shown : main.view;
  const resolution = shownView.resolution;
  const engineLabels = shownView.labels;
  // ("Does it die or does it survive?", "Is it dead or alive?", 「死ぬ？生き残る？」: one question put both ways —
  // an either/or, answered by the alternative that holds ("Your 2/2 creature dies"), never with a yes or no:
  // "Yes" would answer only its first half. Its first half's line without its yes or no answers it; the second's
  // line is dropped, which would say the same.)
  const bothWays = new Set(q.asks.flatMap((a, k) => (q.asks.slice(k + 1).some((b) => sameButPolarity(a, b)) ? [k] : [])));
  const yesWord = wordsFor(lang).asks.yes;
  const leads = groupedLeads(q.asks, results, q.together ?? [], q.anyOf ?? [], lang)
    .map((x, k) => {
      const v = results[k]?.verdict ?? null;
      return bothWays.has(k) && v !== null && x.startsWith(yesWord(v === 'yes')) ? x.slice(yesWord(v === 'yes').length) : x;
    })
    .filter((_, k) => !q.asks.slice(0, k).some((b) => sameButPolarity(b, q.asks[k]!)))
    .filter((x) => x !== '');
  // Objects whose P/T or abilities an answer line already gives are not described again.
  const answered = new Set(q.asks.flatMap((a) => (a.kind === 'pt' || a.kind === 'keywords' || a.kind === 'bigger' || a.kind === 'has-keyword' ? [fateOf(main.view, a.id).finalId] : [])));
  // A creature the question described without a card and without a colour: its colour is unstated, not "colorless".
  const colorUnstated = new Set(q.things.filter((t) => !q.cards[t.id] && t.colors.length === 0 && !/colou?rless|無色/i.test(t.words)).map((t) => t.id));
  const sizeUnstated = unstatedSizes(c, unsized);
  const summary = assumedTargetResolved(main.view) !== null /* (what an assumed target led to is no outcome) */ ? '' : answerFor(resolution, lang, engineLabels, { answered, hasLeads: leads.length > 0, colorUnstated, sizeUnstated, asker: true, unseenSaid: q.asks.some((a) => a.kind === 'draws'), fateDepends: fatesDepending(c, unsized, shownView) });
  // One answer line per question, in the order asked; then what else happened, on its own line.
  const lines = [...leads, summary].filter((x) => x !== '');
  const answer = wordsFor(lang).lines(lines);
  // The message's one yes or no is its first yes/no question's, as a judge answers in the order asked
  // ("Can I still kill both blockers? Does my Wurm survive?" — "Yes; and no, …"): each answer line
  // says its own, and the verdict field stands for the question asked first (the CLI JSON's verdict is
  // for yes/no questions; the question sets read a message's verdict this way).
  // (A question asked of several things together — "Do both die?" — is one yes/no: yes only if each is yes.)
  // (Asked of either of several — "Does either die?" — it is one yes/no too: yes if any is yes.)
  const grouped = new Set([...(q.together ?? []), ...(q.anyOf ?? [])].flat());
  const questions: { at: number; verdict: 'yes' | 'no' | null }[] = [
    ...(q.together ?? []).map((g) => {
      const vs = g.map((k) => results[k]?.verdict ?? null);
      return { at: Math.min(...g), verdict: vs.includes(null) ? null : vs.every((v) => v === 'yes') ? ('yes' as const) : ('no' as const) };
    }),
    ...(q.anyOf ?? []).map((g) => {
      const vs = g.map((k) => results[k]?.verdict ?? null);
      return { at: Math.min(...g), verdict: vs.includes('yes') ? ('yes' as const) : vs.includes(null) ? null : ('no' as const) };
    }),
    // (「死にますか、それとも生き残りますか」, "does it die or survive?": one question put both ways — an either/or, no yes or no.)
    ...results.flatMap((r, k) => (!grouped.has(k) && !bothWays.has(k) && !q.asks.slice(0, k).some((b) => sameButPolarity(b, q.asks[k]!)) ? [{ at: k, verdict: r.verdict }] : [])),
  ];
  // A question with a question word ("Which graveyard…?", 「どっちが勝つ？」) read as an ask that has a yes or no
  // was read as another question: a yes or no would answer that one (issue 11 §4). Refused, naming the words.
  // ("Which of them can block it?" asked of each candidate: its lines say which; the message has no yes or no.)
  const whYesNo = (q.whAsks ?? []).find((w) => w.listed !== true && results[q.asks.indexOf(w.ask)]?.verdict != null);
  if (whYesNo) return fail('not_understood', `${understood}\n${message(lang, 'wh_yes_no', { words: whYesNo.text })}`);
  const listed = new Set((q.whAsks ?? []).map((w) => q.asks.indexOf(w.ask)));
  const verdicts = questions.filter((v) => v.verdict !== null && !listed.has(v.at)).sort((x, y) => x.at - y.at);
  const verdict = verdicts[0]?.verdict ?? null;
  // A yes/no question whose asks came out without a yes or no was read as something else: answering
  // it would answer another question (issue 11).
  if (q.yesNo && verdicts.length === 0 && bothWays.size === 0 && !(division.kind === 'searched' && division.depends)) return undecidedRefusal(results, understood) ?? fail('not_understood', `${understood}\n${message(lang, 'no_verdict', {})}`);
  const objectsBuilt = (main.built.scenario.objects as { id?: unknown; name?: unknown }[] | undefined) ?? [];
  const unstatedNames = new Set(objectsBuilt.filter((o) => colorUnstated.has(String(o.id))).map((o) => String(o.name)));
  const unsizedNames = new Set(objectsBuilt.filter((o) => unsized.includes(String(o.id))).map((o) => String(o.name)));
  const steps = replySteps(resolution.trace, lang, { labels: engineLabels, colorUnstated: unstatedNames, sizeUnstated: unsizedNames, asker: true }, main.view.probeFailure);
  // Probe runs other than the main one add the step that decided them.
  for (const [plan, list] of runs) {
    if (plan === null || list[0] === main) continue;
    const p = list[0]!.view.probeFailure;
    if (p) steps.push({ rules: p.rules, text: p.text });
    // …or the rewound cast (601.2e) and the keywords checked on the way (keyword.checked) that decided it.
    else steps.push(...probeDecidingSteps(list[0]!.view.resolution.trace, lang, { labels: list[0]!.view.labels, asker: true }));
  }
  return { ok: true, value: { lang, understood, answer, verdict, steps: [...steps, ...(shownView === main.view ? verdictSteps(q, results, main.view, lang) : [])], scenario: shownView.built.scenario, resolution, unsized: unreported(unsized, sizeUnstated) } };
}
