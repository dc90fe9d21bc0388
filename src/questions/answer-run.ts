/**
 * One engine run of a question's Scenario (runScenario, or the worker pool), and what stops it being
 * an answer before anything is read from it: a choice the question must say first (a target 601.2c, a
 * mode 700.2, a sacrifice 601.2h, whose turn 117.1a), a story that can't happen as told (601.2e,
 * 602.2b rewinds), a limit. Sizes the question didn't give are tried (issue 11 §2); "you may" choices
 * the run declined by default are tried accepted (608.2d).
 */
import type { Lang } from '../core/lang.ts';
import type { Result } from '../core/result.ts';
import type { ScenarioError, ScenarioRun } from '../scenario/run.ts';
import type { Label } from '../scenario/build.ts';
import { describeProblem } from '../scenario/schema/problems.ts';
import { choicesOf } from '../engine/choices.ts';
import type { ScenarioProblem } from '../scenario/schema.ts';
import { renderEngineError, renderStepAt } from '../render/trace.ts';
import { saysItsStop } from '../render/stop-sentences.ts';
import type { Ask, ParsedQuestion, QuestionError, Side } from './types.ts';
import { questionScenario } from './scenario.ts';
import type { QuestionScenario } from './scenario.ts';
import { restate } from './restate.ts';
import { replyLabels } from './reply-labels.ts';
import { message } from './messages.ts';
import { idsOf, type RunView } from './asks.ts';
import { assumedTargetUsed } from './assumed-targets.ts';
import type { CardData } from './cards.ts';
import { oracleQuoted, shownCardName, unreadSize } from './card-words.ts';
import { historySeenBy, unattachedAura, legendChoiceOpen, libraryUsed, lifeNotCost, phyrexianUnsaid, toldDamage, proliferateNever, unlessPayment, nothingRan } from './run-checks.ts';
import { triggerResponseGap } from './trigger-responses.ts';
import { storyRewind } from './rewinds.ts';
import { fail } from './question-error.ts';
import { whichMode } from './which-mode.ts';
import type { LimitFailure, ScenarioRunner, Sizes, TriedRun } from './run-types.ts';
import { wordsFor } from './locales/index.ts';
import { attackTaxOn, attackingSide, isLandThing } from './board-mana.ts';
import { staticClaims, statedSizes, toldDeaths, toldResults, toldSurvivals } from './claims.ts';
import type { ScenarioInput } from './scenario-input.ts';
import { everyTargetAlike } from './trigger-target-trials.ts';

/** (Loaded when first used: the Scenario's zod schema is built as it loads, and the bot and the CLI run scenarios in the worker pool; issue 15 §2.) */
export const inProcess: ScenarioRunner = async (json) => (await import('../scenario/run.ts')).runScenario(json);

/** Sizes tried for a creature the question gave no size: small, middling and large. */
const TRIAL_SIZES = [{ power: 1, toughness: 1 }, { power: 3, toughness: 3 }, { power: 20, toughness: 20 }] as const;
/** Unsized creatures beyond this are asked back at once (the trials would grow as 3^n). */
export const MAX_UNSIZED = 3;

export function variantsFor(ids: readonly string[]): Sizes[] {
  let out: Sizes[] = [new Map()];
  for (const id of ids) out = out.flatMap((m) => TRIAL_SIZES.map((s) => new Map(m).set(id, s)));
  return out;
}

/**
 * "You may …" choices the run made by default (declined, 608.2d): the question rarely says, and the
 * player who asks "do I draw?" usually means "if I choose to". Their names, as the engine gave them.
 */
export function declinedChoices(view: RunView): string[] {
  const names = choicesOf(view.resolution.choices, 'instruction').filter((c) => c.policy === 'default-decline').map((c) => c.choice);
  return [...new Set(names)];
}

/** Answers "yes" to these choices at every point where the stack resolves. */
function acceptChoices(scenario: ScenarioInput, names: readonly string[]): void {
  const actions = scenario.actions ?? [];
  for (const a of actions) {
    if (a.kind !== 'resolve' && a.kind !== 'pass') continue;
    a.choices = { ...a.choices, ...Object.fromEntries(names.map((n) => [n, true])) };
  }
}

/** The turns the story needed that the question didn't tell (scenario.ts firstTurn), as restatement notes. */
export function turnNotes(built: QuestionScenario, lang: Lang): string[] {
  const notes = built.laterTurns.map((t) =>
    message(lang, t.why === 'attack' ? 'later_turn_attack' : 'later_turn_cast', { player: message(lang, t.side === 'A' ? 'your' : 'the_opponents'), what: built.labels.get(t.before) ?? t.before }),
  );
  if (built.castTimeAssumed) notes.unshift(message(lang, 'cast_time_assumed', { player: message(lang, built.castTimeAssumed === 'A' ? 'your' : 'the_opponents') }));
  if (built.probeTurn) notes.unshift(message(lang, 'probe_turn', { player: message(lang, built.probeTurn === 'A' ? 'your' : 'the_opponents') }));
  return notes;
}

/**
 * "I cast Sorcery X on their 3/3. Can it attack?": the probe put the story on the creature's
 * controller's turn (a turn the question didn't say), and the story's own spell can't be cast there
 * even told from that turn's start (117.1a). Neither turn is guessed: which one is meant is asked back.
 */
function whichTurn(built: QuestionScenario, probe: Ask | null, lang: Lang): Result<never, QuestionError> {
  const id = probe?.kind === 'can-attack' ? probe.id : probe?.kind === 'can-block' ? probe.attackers[0] : undefined;
  return fail('needs_detail', message(lang, 'which_turn', { what: (id && built.labels.get(id)) ?? wordsFor(lang).theCreature }));
}

/** One engine run, with what the answers need; or why it could not answer at all. */
export async function runOnce(q: ParsedQuestion, lang: Lang, probe: Ask | null, sizes: Sizes, runner: ScenarioRunner, accept: readonly string[] = [], turn: Side | null = null): Promise<RunOutcome> {
  const built = questionScenario(q, lang, probe, sizes, turn);
  // The story was built on one turn and the probe moved it to another, where a spell told before
  // was cast without the pass that gives its caster priority (117.3d): told again from that turn's
  // start ("I cast Shock on their 3/3. Can it attack?" — an instant, cast on their turn). Only when
  // it still can't be cast there is which turn asked back.
  const otherTurn = async (): Promise<RunOutcome> => (turn ? whichTurn(built, probe, lang) : runOnce(q, lang, probe, sizes, runner, accept, built.scenario.activePlayer as Side));
  const back = builtAskBack(q, built, lang, probe);
  if (back) return back;
  if (accept.length > 0) acceptChoices(built.scenario, accept);
  const run = await runner(built.scenario);
  const attempt: Attempt = { q, lang, probe, sizes, runner, turn, built, otherTurn, retry: (q2) => runOnce(q2, lang, probe, sizes, runner, accept, turn) };
  return run.ok ? ranThrough(attempt, run.value) : stopped(attempt, run.error);
}

type RunOutcome = Result<{ view: RunView; built: QuestionScenario }, QuestionError>;

/** One run's question, its built Scenario, and how to tell it again on the story's own turn. */
interface Attempt {
  q: ParsedQuestion;
  lang: Lang;
  probe: Ask | null;
  sizes: Sizes;
  runner: ScenarioRunner;
  turn: Side | null;
  built: QuestionScenario;
  otherTurn: () => Promise<RunOutcome>;
  /** The same run of another reading of the question (trigger-target-trials.ts). */
  retry: (q2: ParsedQuestion) => Promise<RunOutcome>;
}

/** The restatement of what was understood, which every failure of a run opens with. */
function understood({ q, built, lang }: Attempt): string {
  return restate(q, built.labels, built.implied, lang, turnNotes(built, lang));
}

/** A run that went to its end: an answer, unless what it did shows the story as told can't be, or left something unsaid. */
async function ranThrough(a: Attempt, ran: Pick<ScenarioRun, 'resolution' | 'built'>): Promise<RunOutcome> {
  const { q, lang, probe, built, turn, runner, sizes } = a;
  const resolution = ran.resolution;
  const labels = replyLabels(ran.built.labels, q, built.labels, lang);
  // A spell the story casts that the engine could not cast (601.2e rewinds it) means the story as
  // told can't happen: answering as if it had not been cast would be answering another question.
  // Likewise an ability the story activates that can't be (602.2b rewinds it: an equip at an illegal target or time).
  const rewound = storyRewind(resolution, probe);
  // "I cast Mind Control on their 3/3. Can it attack?": the probe put the story on the 3/3's first
  // controller's turn, where the story's own spell can't be cast; asked on the story's turn instead.
  if (rewound && (built.turnAssumed || turn)) return a.otherTurn();
  // A response told as made to a triggered ability the run never had on the stack: refused naming the words, before
  // anything the story then did (a spell that can't be cast) is explained (trigger-responses.ts).
  const toTrigger = triggerResponseGap(q, { resolution, labels, built, probeFailure: null }, lang, understood(a));
  if (toTrigger) return toTrigger;
  if (rewound) {
    const text = renderStepAt(resolution.trace, rewound.told, lang, { labels, asker: true }).text;
    return fail('impossible', `${understood(a)}\n${message(lang, 'cannot_happen', { detail: text })}`);
  }
  const view: RunView = { resolution, labels, built, probeFailure: null };
  // "Its trigger targets my Bears": a target said for an ability that never triggers in the story as
  // told means something the story left out (how it triggered): not answered as if it were said.
  const silent = (q.triggerTargets ?? []).find((tt) => {
    const ids = idsOf(view, tt.source);
    return !resolution.events.some((ev) => ev.kind === 'put-on-stack' && ev.itemKind === 'triggered' && ev.source !== null && ids.has(ev.source));
  });
  const unless = unlessPayment(q, resolution, labels, lang) ?? proliferateNever(q, resolution, understood(a), lang);
  if (unless) return unless;
  const conflict = toldDamage(q, view, lang) ?? toldResults(q, view, lang) ?? (await staticClaims(q, lang, runner, sizes, turn, built.labels)) ?? (await statedSizes(q, lang, runner, sizes, turn, built.labels));
  if (conflict) return fail('needs_detail', `${understood(a)}\n${conflict}`);
  // A survival told that the run contradicts is said as a told death is (storyFailed): it can't happen as told (700.4).
  const survival = await toldSurvivals(q, lang, runner, sizes, turn, built.labels);
  if (survival) return fail('impossible', `${understood(a)}\n${survival}`);
  if (silent) return fail('unmodelled', `${understood(a)}\n${message(lang, 'unmodelled', { detail: message(lang, 'trigger_never', { name: built.labels.get(silent.source) ?? silent.source }) })}`);
  if (libraryUsed(built.scenario, resolution.events)) return fail('unmodelled', `${understood(a)}\n${message(lang, 'unmodelled', { detail: message(lang, 'library_unseen', {}) })}`);
  const seer = historySeenBy(q, built.scenario); // (a death told as the turn's history, seen by a trigger: what it did is untold)
  if (seer !== null) return fail('unmodelled', `${understood(a)}\n${message(lang, 'unmodelled', { detail: message(lang, 'history_seen', { name: built.labels.get(seer) ?? seer }) })}`);
  const legend = legendChoiceOpen(resolution);
  if (legend !== null) return fail('needs_detail', `${understood(a)}\n${message(lang, 'legend_choice', { name: legend })}`);
  const guessed = assumedTargetUsed(q, view); // (a target we assumed, that a resolved spell used, with more than timing asked)
  if (guessed !== null) return fail('needs_detail', message(lang, 'needs_target', { spell: built.labels.get(guessed) ?? guessed }));
  return nothingRan(q, resolution.events, probe, understood(a), lang) ?? { ok: true, value: { built, view } };
}

/** A run that stopped: a limit, a set-up the Scenario refused, or an action the engine couldn't take. */
async function stopped(a: Attempt, e: ScenarioError | LimitFailure): Promise<RunOutcome> {
  const { q, lang, probe, built, turn } = a;
  if (e.kind === 'limit') return { ok: false, error: { code: e.code, message: e.message, parts: [] } };
  if (e.kind === 'invalid') return invalidSetUp(q, built, e.problems, lang);
  const labels: Record<string, Label> = replyLabels(e.built.labels, q, built.labels, lang);
  // (The engine names the failing action by its index in the Scenario, which the asker never saw.)
  const raw = renderEngineError(e.error, lang, { labels, asker: true }).replace(/^actions\[\d+\][:：]\s*/i, '');
  const text = wordsFor(lang).engineText(raw);
  const probeFailed = built.probe !== null && e.error.action === built.probe && e.error.code === 'illegal_action';
  // The story cast a spell the engine couldn't cast before the probe failed: the failure may be only
  // its consequence ("it isn't on the battlefield"), so the story as told is what can't happen.
  const storyRewound = storyRewind(e.resolution, probe?.kind === 'can-target' ? null : probe);
  // "He Bolts my 2/2 and kills it. Can it block his 3/3?": the probe put the story on the attacker's turn, where the
  // story's spell was cast without priority and rewound — and what the story told after it (the death it caused,
  // checked) then failed. That failure is the assumed turn's doing: told again on the story's own turn, as when
  // the probe itself fails (red team s19b: "it does not die" while Bolt kills a 2/2).
  if (!probeFailed && storyRewound && built.turnAssumed && !turn) return a.otherTurn();
  // "I cast Pyroclasm, then put a +1/+1 counter on my 2/2. Does it die?": the story's last act named a creature that
  // had already left the battlefield (400.7), so it does nothing, and whether a creature died was settled before it:
  // answered from the state reached, whose trace ends saying why the act couldn't be done. Any other ask is about
  // what the act would have changed: the story as told can't happen (storyFailed).
  const lastAct = e.error.action === (built.scenario.actions ?? []).length - 1 && built.probe === null;
  if (e.error.key === 'error.left-battlefield' && lastAct && q.asks.length > 0 && q.asks.every((x) => x.kind === 'dies')) return ranThrough(a, e);
  if (!probeFailed) return storyFailed(a, e.error, text, e.built.labels);
  // (A probe told as made to a triggered ability that the run never had on the stack: refused before its failure is explained.)
  const toTrigger = triggerResponseGap(q, { resolution: e.resolution, labels, built, probeFailure: null }, lang, understood(a));
  if (toTrigger) return toTrigger;
  if (storyRewound && (built.turnAssumed || turn)) return a.otherTurn();
  if (storyRewound) return fail('impossible', `${understood(a)}\n${message(lang, 'cannot_happen', { detail: renderStepAt(e.resolution.trace, storyRewound.told, lang, { labels, asker: true }).text })}`);
  const rule = e.error.params.rule;
  const rules = typeof rule === 'string' ? rule.split(/,\s*/).filter((x) => /^\d{3}(\.\d+[a-z]?)?$/.test(x)) : [];
  return { ok: true, value: { built, view: { resolution: e.resolution, labels, built, probeFailure: { text, rules, key: e.error.key } } } };
}

/** The engine stopped at an action of the story itself (not the probe): why the story as told isn't answered. */
async function storyFailed(a: Attempt, error: Extract<ScenarioError, { kind: 'engine' }>['error'], text: string, labels: Record<string, Label>): Promise<RunOutcome> {
  const { q, lang, runner, sizes, turn, built } = a;
  const said = understood(a);
  // A reference the built story couldn't resolve is the builder's gap, not the game's: it is not
  // called impossible, and no internal id reaches the asker.
  if (error.code === 'bad_reference') return fail('unmodelled', `${said}\n${message(lang, 'unmodelled', { detail: message(lang, 'unbuilt', {}) })}`);
  // A death told as an action's result that the run doesn't make: what the rules give instead, as for any told result.
  const death = error.params.reason === 'not-died' ? await toldDeaths(q, lang, runner, sizes, turn, built.labels) : null;
  if (death !== null) return fail('impossible', `${said}\n${death}`);
  // A triggered ability's target the question left open among several (603.3d): asked back, naming them — unless
  // only triggering is asked and every choice answers alike (trigger-target-trials.ts).
  if (error.key === 'trigger.which-target') return (await everyTargetAlike(q, error.params, labels, a.retry, lang)) ?? fail('needs_detail', `${said}\n${text}`);
  const code = error.code === 'unmodelled' ? 'unmodelled' : 'impossible';
  // The gap rule's own sentence already says why it won't answer (render/trace-gaps.ts). An action
  // the rules forbid (the engine names the rule) is said as what can't happen, not as a stop.
  const ruled = error.code === 'illegal_action' && /\d{3}\.\d/.test(text);
  const why = saysItsStop(error.key) ? text : message(lang, code === 'unmodelled' ? 'unmodelled' : ruled ? 'cannot_happen' : 'engine_stopped', { detail: text });
  return fail(code, `${said}\n${why}`);
}

/** The first static ability of a card in the question that grants activated abilities (layer 6, 113.10), with its card. */
function grantingText(q: ParsedQuestion): { card: CardData; text: string } | null {
  for (const card of Object.values(q.cards)) {
    const statics = (card.object.statics as { text?: string; modifications?: { kind?: string }[] }[] | undefined) ?? [];
    const st = statics.find((s) => (s.modifications ?? []).some((m) => m.kind === 'add-activated'));
    if (st) return { card, text: st.text ?? '' };
  }
  return null;
}

/** What the builder couldn't settle from the question (a target, modes, a holder, a sacrifice, a kind of spell, a hand's count, X, an ability): asked back before anything is run. */
function builtAskBack(q: ParsedQuestion, built: QuestionScenario, lang: Lang, probe: Ask | null): { ok: false; error: QuestionError } | null {
  if (built.needsTarget) return fail('needs_detail', message(lang, 'needs_target', { spell: built.labels.get(built.needsTarget) ?? built.needsTarget }));
  if (built.needsDivision) return fail('needs_detail', message(lang, 'needs_division', { spell: built.labels.get(built.needsDivision) ?? built.needsDivision }));
  if (built.needsModes) return fail('needs_detail', whichMode(q, built, built.needsModes, lang));
  if (built.needsColor) return fail('needs_detail', message(lang, 'which_color', { source: built.labels.get(built.needsColor) ?? built.needsColor }));
  const n = built.needsCastOption;
  if (n) return fail('needs_detail', message(lang, n.option === 'kicker' ? 'which_kicker' : n.option === 'multikicker' ? 'how_many_kicks' : n.option === 'evoke' ? 'which_evoke' : 'which_overload', { spell: built.labels.get(n.spell) ?? n.spell, cost: n.cost }));
  if (built.needsHolder) return fail('needs_detail', message(lang, 'which_holder', { text: built.needsHolder }));
  const hostless = unattachedAura(q);
  if (hostless) return fail('needs_detail', message(lang, 'which_enchanted', { aura: built.labels.get(hostless) ?? hostless }));
  if (built.needsSacrifice) {
    const n = built.needsSacrifice;
    return fail('needs_detail', message(lang, `${n.told === 0 ? 'needs_sacrifice_none' : 'needs_sacrifice_which'}${n.ability ? '_ability' : ''}`, { spell: built.labels.get(n.spell) ?? n.spell, cost: n.cost }));
  }
  if (built.copyUnsaid) return fail('needs_detail', message(lang, 'which_copy', { spell: built.labels.get(built.copyUnsaid) ?? built.copyUnsaid }));
  if (built.unknownKind) return fail('needs_detail', message(lang, 'spell_kind', { spell: built.labels.get(built.unknownKind) ?? built.unknownKind }));
  // A hand told by its count holding more named cards than that (402.1): the count can't be right.
  for (const side of ['A', 'B'] as const) {
    const told = q.handSize?.[side];
    const objects = (built.scenario.objects as { zone?: string; owner?: string; controller?: string }[]) ?? [];
    const named = objects.filter((o) => o.zone === 'hand' && (o.owner ?? o.controller) === side).length;
    if (told !== undefined && named > told) return fail('needs_detail', message(lang, 'hand_overcount', { player: message(lang, side === 'A' ? 'your' : 'the_opponents'), told: String(told), named: String(named) }));
  }
  if (built.noX) return fail('impossible', message(lang, 'no_x', { spell: built.labels.get(built.noX) ?? built.noX }));
  const mana = manaSequence(q, built, lang, probe);
  if (mana) return fail('unmodelled', message(lang, 'unmodelled', { detail: mana }));
  const phyrexian = phyrexianUnsaid(q, built.labels, probe, lang);
  if (phyrexian) return phyrexian;
  if (built.lifeNotCost) return lifeNotCost(built.lifeNotCost, built.labels, lang);
  if (built.missingAbility) {
    // An activated ability the compiler couldn't read ("{T}: …" left as text) may be the one asked about.
    const name = built.labels.get(built.missingAbility) ?? built.missingAbility;
    const unread = (q.cards[built.missingAbility]?.unmodelled ?? []).filter((t) => /^[^.]*:/.test(t));
    if (unread.length > 0) return fail('unmodelled', message(lang, 'card_unmodelled', { name: shownCardName(q.cards[built.missingAbility]!, lang), text: oracleQuoted(unread.join(' '), lang) }));
    // 113.10: another permanent may grant it an activated ability ("Creatures you control have '{T}: Add …'"),
    // which only the engine's layers work out: which one is asked about isn't picked here, never "no such ability".
    const grant = grantingText(q);
    if (grant) return fail('unmodelled', message(lang, 'card_unmodelled', { name: shownCardName(grant.card, lang), text: oracleQuoted(grant.text, lang) }));
    return fail('impossible', message(lang, 'no_such_ability', { object: name }));
  }
  if (built.abilityGap) {
    const g = built.abilityGap;
    const card = q.cards[g.source];
    const name = card ? shownCardName(card, lang) : (built.labels.get(g.source) ?? g.source);
    if (g.kind === 'unread' && g.text !== undefined) return fail('unmodelled', message(lang, 'card_unmodelled', { name, text: oracleQuoted(g.text, lang) }));
    if (g.kind === 'several') return fail('needs_detail', message(lang, 'which_ability', { object: name }));
    if (g.kind === 'no-source') return fail('needs_detail', message(lang, 'no_regeneration_source', { object: built.labels.get(g.source) ?? name }));
    if (g.kind === 'untargeted') return fail('not_understood', message(lang, 'ability_no_target', { object: name, words: g.text ?? '', card: card ? 1 : 0 }));
    return fail('impossible', message(lang, 'no_such_ability', { object: name }));
  }
  if (built.undescribed) return fail('not_understood', message(lang, 'not_understood', { parts: `'${built.undescribed}'` }));
  if (built.colorNotOffered) return fail('not_understood', message(lang, 'color_not_offered', { source: built.labels.get(built.colorNotOffered.source) ?? built.colorNotOffered.source, color: built.colorNotOffered.color }));
  return null;
}

/** The set-up as read can't be built (the Scenario schema's problems): a card's unread "*" power or toughness (604.3) is a gap, anything else impossible, after the restatement. */
function invalidSetUp(q: ParsedQuestion, built: QuestionScenario, problems: readonly ScenarioProblem[], lang: Lang): { ok: false; error: QuestionError } {
  // A card whose power or toughness the compiler couldn't read (a characteristic-defining "*",
  // 604.3) is a gap, named with its text, not an impossible set-up.
  const understood = restate(q, built.labels, built.implied, lang, turnNotes(built, lang));
  const objects = built.scenario.objects ?? [];
  for (const p of problems) {
    const m = /^objects\[(\d+)\]\.(?:power|toughness)\b/.exec(p.path);
    const card = m ? q.cards[String(objects[Number(m[1])]?.id)] : undefined;
    if (card) return fail('unmodelled', `${understood}\n${unreadSize(card, lang)}`);
  }
  // The set-up as we read it can't be built: the restatement comes first, so a misreading shows.
  return fail('impossible', `${understood}\n${message(lang, 'impossible', { detail: problems.slice(0, 5).map((p) => describeProblem(p, lang)).join('; ') })}`);
}

/** Every plan (the outcome asked, each probe) run at every size tried; "you may" choices declined by default are run accepted (608.2d). */
export async function runPlans(q: ParsedQuestion, lang: Lang, runner: ScenarioRunner, plans: readonly (Ask | null)[], variants: readonly Sizes[]): Promise<Result<{ runs: Map<Ask | null, TriedRun[]>; declinedRuns: Map<TriedRun, TriedRun>; optional: string[] }, QuestionError>> {
  const runs = new Map<Ask | null, { view: RunView; built: QuestionScenario }[]>();
  const declinedRuns = new Map<{ view: RunView; built: QuestionScenario }, { view: RunView; built: QuestionScenario }>();
  const optional: string[] = [];
  for (const plan of plans) {
    const list: { view: RunView; built: QuestionScenario }[] = [];
    for (const sizes of variants) {
      let r = await runOnce(q, lang, plan, sizes, runner);
      if (!r.ok) return r;
      // An optional instruction the run declined by default: answered as if its controller chose
      // to do it, and said so; the declined run is kept to tell whether the choice mattered.
      const declined = declinedChoices(r.value.view);
      if (declined.length > 0) {
        const accepted = await runOnce(q, lang, plan, sizes, runner, declined);
        if (!accepted.ok) return accepted;
        declinedRuns.set(accepted.value, r.value);
        optional.push(...declined);
        r = accepted;
      }
      list.push(r.value);
    }
    runs.set(plan, list);
  }
  return { ok: true, value: { runs, declinedRuns, optional } };
}

/** A card as a reply names it: its Japanese name in a Japanese reply when the catalog has one (issue 16 §2). */

/** "<card>: <its attack-tax text>" for each card on the board that makes attacking cost mana (508.1h). */
function attackTaxText(q: ParsedQuestion, built: QuestionScenario): string {
  const out: string[] = [];
  for (const [id, c] of Object.entries(q.cards)) {
    for (const st of (c?.object.castStatics as { kind?: string; text?: string }[] | undefined) ?? []) if (st.kind === 'attack-tax') out.push(`${built.labels.get(id) ?? id}: ${st.text ?? ''}`);
  }
  return out.join(' / ');
}

/**
 * "I cast Llanowar Elves. I still have two untapped Forests. Can I cast Grizzly Bears?", "I have one untapped Island.
 * He Bolts my 3/3 and I Counterspell it.", "Can I cast Lightning Bolt? Can I also cast Shock?": lands told of a player
 * who also casts or activates something in the story, or is asked of two such moves, tell mana shared between moves —
 * whether the lands were counted before or after the first, and which paid for what, is not in the words (601.2g-h).
 * The board's mana pays for one move asked of (board-mana.ts); these were answered as if each had all of it (red team
 * s22b), or never checked. Named instead. (Mana abilities are no payment, 605.3a; nor is a land's own ability.)
 */
function manaSequence(q: ParsedQuestion, built: QuestionScenario, lang: Lang, probe: Ask | null): string | null {
  for (const who of ['A', 'B'] as const) {
    const lands = q.things.filter((t) => t.controller === who && t.zone === 'battlefield' && isLandThing(q, t.id));
    if (lands.length === 0) continue;
    const manaOnly = (id: string): boolean => {
      const abilities = (q.cards[id]?.object.activated as { mana?: boolean }[] | undefined) ?? [];
      return abilities.length > 0 && abilities.every((ab) => ab.mana === true);
    };
    const told = q.events.flatMap((e) => (e.kind === 'cast' && e.caster === who ? [e.spell] : e.kind === 'activate' && e.player === who && !isLandThing(q, e.source) && !manaOnly(e.source) ? [e.source] : []));
    const asked = [...q.asks, ...(probe ? [probe] : [])].flatMap((a) =>
      (a.kind === 'can-cast' || (a.kind === 'can-target' && a.spell !== undefined)) && a.caster === who
        ? [a.kind === 'can-cast' ? a.spell : a.spell!]
        : a.kind === 'can-activate' && a.player === who && a.ability !== 'mana' && !isLandThing(q, a.source)
          ? [a.source]
          : [],
    );
    if (q.madeMove !== undefined && told.includes(q.madeMove)) asked.push(q.madeMove);
    const moves = [...new Set([...told, ...asked])];
    // A cost to attack (508.1h-j) is paid from the same lands: with another move, or asked of several creatures
    // one by one (each alone may be paid for when all together can't), the words don't settle the payment.
    const tax = attackTaxOn(q) && attackingSide(q, probe) === who ? attackTaxText(q, built) : null;
    if (tax !== null) {
      const player = message(lang, who === 'A' ? 'you' : 'the_opponent');
      const sources = wordsFor(lang).list(lands.map((t) => built.labels.get(t.id) ?? t.id));
      if (moves.length > 0) return message(lang, 'attack_cost_shared', { ability: tax, player, sources, what: built.labels.get(moves[0]!) ?? moves[0]! });
      const each = [...new Set([...q.asks, ...(probe ? [probe] : [])].flatMap((a) => (a.kind === 'can-attack' ? [a.id] : [])))];
      if (each.length > 1) return message(lang, 'attack_cost_each', { ability: tax, player, sources, creatures: wordsFor(lang).list(each.map((id) => built.labels.get(id) ?? id)) });
    }
    // One move asked of, nothing else cast: the board's mana pays for it. Moves told with none asked of were never paid.
    if (moves.length < 2 && !(told.length > 0 && asked.length === 0)) continue;
    const what = told[0] ?? moves[1] ?? moves[0]!;
    return message(lang, 'mana_payment', {
      player: message(lang, who === 'A' ? 'you' : 'the_opponent'),
      sources: wordsFor(lang).list(lands.map((t) => built.labels.get(t.id) ?? t.id)),
      what: built.labels.get(what) ?? what,
    });
  }
  return null;
}
