/**
 * Running a parsed question and answering each thing it asks. Its Scenario goes through
 * runScenario (the /scenario path); every answer is read off the engine's result — the final
 * state for "does it die?", "what is its P/T?", "how much damage?", and the legality of a probe
 * action for "can it block?" / "can I target it?". Nothing here decides a rule.
 *
 * Nothing invented (issue 11 §2): a creature whose size the question didn't give is run at
 * several sizes; when the asked outcome differs between them, the question is asked back instead
 * of answered with an invented size.
 */
import type { Lang } from '../core/lang.ts';
import type { Result } from '../core/result.ts';
import type { Resolution, TraceStep } from '../engine/types.ts';
import type { GameEvent } from '../engine/game-events.ts';
import { runScenario } from '../scenario/run.ts';
import type { ScenarioError, ScenarioRun } from '../scenario/run.ts';
import type { Label } from '../scenario/build.ts';
import { describeProblem } from '../scenario/schema.ts';
import { answerFor, renderEngineError, renderStep } from '../render/trace.ts';
import type { Ask, ParsedQuestion, QEvent, QuestionError, Side } from './types.ts';
import { implyAttacker, questionScenario } from './scenario.ts';
import { withMoveMade } from './if-it-does.ts';
import type { ModeSpecLike, QuestionScenario } from './scenario.ts';
import { restate } from './restate.ts';
import { engineLabel, replyLabels } from './reply-labels.ts';
import { tidyJa } from '../render/ja-text.ts';
import { message } from './messages.ts';
import { MAX_DIVISIONS, divisionChoice } from './divisions.ts';
import { answerAsk, fateOf, idsOf, isProbe } from './asks.ts';
import type { AskResult, RunView } from './asks.ts';
import { toldResults } from './claims.ts';
import { attributeWords, MAX_UNSTATED_TRIALS, unstatedTrials, withAttribute } from './unstated.ts';
import type { CardData } from './cards.ts';

export interface QuestionAnswer {
  lang: Lang;
  understood: string;
  answer: string;
  verdict: 'yes' | 'no' | null;
  steps: { rules: string[]; text: string }[];
  /** The Scenario JSON that was run (the main one when several were). */
  scenario: Record<string, unknown>;
  /** The engine's resolution (for DESIGN.md's `final`: commands/scenario.ts finalState). */
  resolution: Resolution;
  /** Objects whose size the question didn't give (their P/T in `final` is not reported). */
  unsized: string[];
}

/** An engine run over the resource limits (the worker pool's time or memory cap), already in words. */
export interface LimitFailure {
  kind: 'limit';
  code: 'timeout' | 'too_much_memory' | 'internal';
  message: string;
}

/** How a Scenario is run: in-process runScenario by default, the worker pool from the commands. */
export type ScenarioRunner = (json: Record<string, unknown>) => Promise<Result<ScenarioRun, ScenarioError | LimitFailure>>;

export const inProcess: ScenarioRunner = async (json) => runScenario(json);

/** Sizes tried for a creature the question gave no size: small, middling and large. */
const TRIAL_SIZES = [
  { power: 1, toughness: 1 },
  { power: 3, toughness: 3 },
  { power: 20, toughness: 20 },
] as const;
/** Unsized creatures beyond this are asked back at once (the trials would grow as 3^n). */
const MAX_UNSIZED = 3;
/** Targets whose controller went unsaid that are each tried under the other controller (more: asked back). */
export const MAX_UNOWNED_TRIED = 4;

type Sizes = Map<string, { power: number; toughness: number }>;

function variantsFor(ids: readonly string[]): Sizes[] {
  let out: Sizes[] = [new Map()];
  for (const id of ids) out = out.flatMap((m) => TRIAL_SIZES.map((s) => new Map(m).set(id, s)));
  return out;
}

/**
 * "You may …" choices the run made by default (declined, 608.2d): the question rarely says, and the
 * player who asks "do I draw?" usually means "if I choose to". Their names, as the engine gave them.
 */
function declinedChoices(view: RunView): string[] {
  const names = view.resolution.trace.filter((s) => s.key === 'resolve.choice' && s.params.policy === 'default-decline').map((s) => String(s.params.choice));
  return [...new Set(names)];
}

/** Answers "yes" to these choices at every point where the stack resolves. */
function acceptChoices(scenario: Record<string, unknown>, names: readonly string[]): void {
  const actions = scenario.actions as Record<string, unknown>[];
  for (const a of actions) {
    if (a.kind !== 'resolve' && a.kind !== 'pass') continue;
    a.choices = { ...(a.choices as Record<string, unknown> | undefined), ...Object.fromEntries(names.map((n) => [n, true])) };
  }
}

/** The turns the story needed that the question didn't tell (scenario.ts firstTurn), as restatement notes. */
function turnNotes(built: QuestionScenario, lang: Lang): string[] {
  const notes = built.laterTurns.map((t) =>
    message(lang, t.why === 'attack' ? 'later_turn_attack' : 'later_turn_cast', { player: message(lang, t.side === 'A' ? 'your' : 'the_opponents'), what: built.labels.get(t.before) ?? t.before }),
  );
  if (built.probeTurn) notes.unshift(message(lang, 'probe_turn', { player: message(lang, built.probeTurn === 'A' ? 'your' : 'the_opponents') }));
  return notes;
}

function fail(code: QuestionError['code'], msg: string): { ok: false; error: QuestionError } {
  return { ok: false, error: { code, message: msg, parts: [] } };
}

/**
 * "I cast Sorcery X on their 3/3. Can it attack?": the probe put the story on the creature's
 * controller's turn (a turn the question didn't say), and the story's own spell can't be cast there
 * even told from that turn's start (117.1a). Neither turn is guessed: which one is meant is asked back.
 */
function whichTurn(built: QuestionScenario, probe: Ask | null, lang: Lang): Result<never, QuestionError> {
  const id = probe?.kind === 'can-attack' ? probe.id : probe?.kind === 'can-block' ? probe.attackers[0] : undefined;
  return fail('needs_detail', message(lang, 'which_turn', { what: (id && built.labels.get(id)) ?? (lang === 'ja' ? 'そのクリーチャー' : 'the creature') }));
}

/** "Which mode of Abrade is chosen (choose one): “…” or “…”?" (700.2, 601.2b): the modes as printed. */
function whichMode(q: ParsedQuestion, built: QuestionScenario, spell: string, lang: Lang): string {
  const m = (q.cards[spell]?.object.spell as { modes?: ModeSpecLike } | undefined)?.modes;
  const ja = lang === 'ja';
  const texts = (m?.options ?? []).map((o) => (ja ? `「${o.text}」` : `“${o.text}”`));
  const count = !m ? '' : m.min === m.max ? (ja ? `${m.min}つ` : `choose ${m.min}`) : ja ? `${m.min}〜${m.max}つ` : `choose ${m.min} to ${m.max}`;
  return message(lang, 'which_mode', { spell: built.labels.get(spell) ?? spell, count, modes: texts.join(ja ? '、' : m && m.max === 1 ? ' or ' : ', ') });
}

/** One engine run, with what the answers need; or why it could not answer at all. */
async function runOnce(q: ParsedQuestion, lang: Lang, probe: Ask | null, sizes: Sizes, runner: ScenarioRunner, accept: readonly string[] = [], turn: Side | null = null): Promise<Result<{ view: RunView; built: QuestionScenario }, QuestionError>> {
  const built = questionScenario(q, lang, probe, sizes, turn);
  // The story was built on one turn and the probe moved it to another, where a spell told before
  // was cast without the pass that gives its caster priority (117.3d): told again from that turn's
  // start ("I cast Shock on their 3/3. Can it attack?" — an instant, cast on their turn). Only when
  // it still can't be cast there is which turn asked back.
  const otherTurn = async (): Promise<Result<{ view: RunView; built: QuestionScenario }, QuestionError>> =>
    turn ? whichTurn(built, probe, lang) : runOnce(q, lang, probe, sizes, runner, accept, built.scenario.activePlayer as Side);
  if (built.needsTarget) return fail('needs_detail', message(lang, 'needs_target', { spell: built.labels.get(built.needsTarget) ?? built.needsTarget }));
  if (built.needsModes) return fail('needs_detail', whichMode(q, built, built.needsModes, lang));
  if (built.needsHolder) return fail('needs_detail', message(lang, 'which_holder', { text: built.needsHolder }));
  if (built.needsSacrifice) {
    const n = built.needsSacrifice;
    return fail('needs_detail', message(lang, n.told === 0 ? 'needs_sacrifice_none' : 'needs_sacrifice_which', { spell: built.labels.get(n.spell) ?? n.spell, cost: n.cost }));
  }
  if (built.unknownKind) return fail('needs_detail', message(lang, 'spell_kind', { spell: built.labels.get(built.unknownKind) ?? built.unknownKind }));
  // A hand told by its count holding more named cards than that (402.1): the count can't be right.
  for (const side of ['A', 'B'] as const) {
    const told = q.handSize?.[side];
    const objects = (built.scenario.objects as { zone?: string; owner?: string; controller?: string }[]) ?? [];
    const named = objects.filter((o) => o.zone === 'hand' && (o.owner ?? o.controller) === side).length;
    if (told !== undefined && named > told) return fail('needs_detail', message(lang, 'hand_overcount', { player: message(lang, side === 'A' ? 'your' : 'the_opponents'), told: String(told), named: String(named) }));
  }
  if (built.noX) return fail('impossible', message(lang, 'no_x', { spell: built.labels.get(built.noX) ?? built.noX }));
  if (built.missingAbility) {
    // An activated ability the compiler couldn't read ("{T}: …" left as text) may be the one asked about.
    const name = built.labels.get(built.missingAbility) ?? built.missingAbility;
    const unread = (q.cards[built.missingAbility]?.unmodelled ?? []).filter((t) => /^[^.]*:/.test(t));
    if (unread.length > 0) return fail('unmodelled', message(lang, 'card_unmodelled', { name: shownCardName(q.cards[built.missingAbility]!, lang), text: oracleQuoted(unread.join(' '), lang) }));
    return fail('impossible', message(lang, 'no_such_ability', { object: name }));
  }
  if (built.undescribed) return fail('not_understood', message(lang, 'not_understood', { parts: `'${built.undescribed}'` }));
  if (accept.length > 0) acceptChoices(built.scenario, accept);
  const run = await runner(built.scenario);
  if (run.ok) {
    const resolution = run.value.resolution;
    const labels = replyLabels(run.value.built.labels, q, built.labels, lang);
    // A spell the story casts that the engine could not cast (601.2e rewinds it) means the story as
    // told can't happen: answering as if it had not been cast would be answering another question.
    const probeSpell = probe?.kind === 'can-target' ? engineLabel(labels[probe.spell ?? 'spell']) : probe?.kind === 'can-cast' ? engineLabel(labels[probe.spell]) : null;
    // Likewise an ability the story activates that can't be (602.2b rewinds it: an equip at an illegal target or time).
    const probeSource = probe?.kind === 'can-activate' ? engineLabel(labels[probe.source]) : null;
    const rewound = resolution.trace.find((st) => (st.key === 'cast.rewound' && !(probeSpell !== null && st.params.spell === probeSpell)) || (st.key === 'activate.rewound' && !(probeSource !== null && st.params.source === probeSource)));
    // "I cast Mind Control on their 3/3. Can it attack?": the probe put the story on the 3/3's first
    // controller's turn, where the story's own spell can't be cast; asked on the story's turn instead.
    if (rewound && (built.turnAssumed || turn)) return otherTurn();
    if (rewound) {
      const text = renderStep(rewound, lang, { labels, asker: true }).text;
      return fail('impossible', `${restate(q, built.labels, built.implied, lang, turnNotes(built, lang))}\n${message(lang, 'cannot_happen', { detail: text })}`);
    }
    const view: RunView = { resolution, labels, built, probeFailure: null };
    // "Its trigger targets my Bears": a target said for an ability that never triggers in the story as
    // told means something the story left out (how it triggered): not answered as if it were said.
    const silent = (q.triggerTargets ?? []).find((tt) => {
      const ids = idsOf(view, tt.source);
      return !resolution.events.some((ev) => ev.kind === 'put-on-stack' && ev.itemKind === 'triggered' && ev.source !== null && ids.has(ev.source));
    });
    const unless = unlessPayment(q, resolution.trace, labels, lang);
    if (unless) return unless;
    const conflict = toldDamage(q, view, lang) ?? toldResults(q, view, lang);
    if (conflict) return fail('needs_detail', `${restate(q, built.labels, built.implied, lang, turnNotes(built, lang))}\n${conflict}`);
    if (silent) return fail('unmodelled', `${restate(q, built.labels, built.implied, lang, turnNotes(built, lang))}\n${message(lang, 'unmodelled', { detail: message(lang, 'trigger_never', { name: built.labels.get(silent.source) ?? silent.source }) })}`);
    if (libraryUsed(built.scenario, resolution.events)) return fail('unmodelled', `${restate(q, built.labels, built.implied, lang, turnNotes(built, lang))}\n${message(lang, 'unmodelled', { detail: message(lang, 'library_unseen', {}) })}`);
    const legend = legendChoiceOpen(resolution);
    if (legend !== null) return fail('needs_detail', `${restate(q, built.labels, built.implied, lang, turnNotes(built, lang))}\n${message(lang, 'legend_choice', { name: legend })}`);
    return { ok: true, value: { built, view } };
  }
  const e: ScenarioError | LimitFailure = run.error;
  if (e.kind === 'limit') return { ok: false, error: { code: e.code, message: e.message, parts: [] } };
  if (e.kind === 'invalid') {
    // A card whose power or toughness the compiler couldn't read (a characteristic-defining "*",
    // 604.3) is a gap, named with its text, not an impossible set-up.
    const understood = restate(q, built.labels, built.implied, lang, turnNotes(built, lang));
    const objects = (built.scenario.objects as Record<string, unknown>[] | undefined) ?? [];
    for (const p of e.problems) {
      const m = /^objects\[(\d+)\]\.(?:power|toughness)\b/.exec(p.path);
      const card = m ? q.cards[String(objects[Number(m[1])]?.id)] : undefined;
      if (card) {
        const said = card.unmodelled.filter((t) => /\bP\/T\b|\*/.test(t)).join(' ');
        const text = said ? oracleQuoted(said, lang) : lang === 'ja' ? 'パワーとタフネス' : 'its power and toughness';
        return fail('unmodelled', `${understood}\n${message(lang, 'card_unmodelled', { name: shownCardName(card, lang), text })}`);
      }
    }
    // The set-up as we read it can't be built: the restatement comes first, so a misreading shows.
    return fail('impossible', `${understood}\n${message(lang, 'impossible', { detail: e.problems.slice(0, 5).map((p) => describeProblem(p, lang)).join('; ') })}`);
  }
  const labels: Record<string, Label> = replyLabels(e.built.labels, q, built.labels, lang);
  // (The engine names the failing action by its index in the Scenario, which the asker never saw.)
  const raw = renderEngineError(e.error, lang, { labels, asker: true }).replace(/^actions\[\d+\][:：]\s*/i, '');
  const text = lang === 'ja' ? tidyJa(raw) : raw;
  const probeFailed = built.probe !== null && e.error.action === built.probe && e.error.code === 'illegal_action';
  if (!probeFailed) {
    const understood = restate(q, built.labels, built.implied, lang, turnNotes(built, lang));
    // A reference the built story couldn't resolve is the builder's gap, not the game's: it is not
    // called impossible, and no internal id reaches the asker.
    if (e.error.code === 'bad_reference') return fail('unmodelled', `${understood}\n${message(lang, 'unmodelled', { detail: message(lang, 'unbuilt', {}) })}`);
    const code = e.error.code === 'unmodelled' ? 'unmodelled' : 'impossible';
    // The gap rule's own sentence already says why it won't answer (render/trace-gaps.ts). An action
    // the rules forbid (the engine names the rule) is said as what can't happen, not as a stop.
    const ruled = e.error.code === 'illegal_action' && /\d{3}\.\d/.test(text);
    const why = e.error.key === 'error.unmodelled-text' ? text : message(lang, code === 'unmodelled' ? 'unmodelled' : ruled ? 'cannot_happen' : 'engine_stopped', { detail: text });
    return fail(code, `${understood}\n${why}`);
  }
  // The story cast a spell the engine couldn't cast before the probe failed: the failure may be only
  // its consequence ("it isn't on the battlefield"), so the story as told is what can't happen.
  const storyRewound = e.resolution.trace.find((st) => (st.key === 'cast.rewound' && !(probe?.kind === 'can-cast' && st.params.spell === engineLabel(labels[probe.spell]))) || (st.key === 'activate.rewound' && !(probe?.kind === 'can-activate' && st.params.source === engineLabel(labels[probe.source]))));
  if (storyRewound && (built.turnAssumed || turn)) return otherTurn();
  if (storyRewound) return fail('impossible', `${restate(q, built.labels, built.implied, lang, turnNotes(built, lang))}\n${message(lang, 'cannot_happen', { detail: renderStep(storyRewound, lang, { labels, asker: true }).text })}`);
  const rule = e.error.params.rule;
  const rules = typeof rule === 'string' ? rule.split(/,\s*/).filter((x) => /^\d{3}(\.\d+[a-z]?)?$/.test(x)) : [];
  return { ok: true, value: { built, view: { resolution: e.resolution, labels, built, probeFailure: { text, rules, key: e.error.key } } } };
}

/** "Yes. the opponent's 2/2 …" -> "Yes. The opponent's 2/2 …": sentences start with a capital. */
function capitalise(text: string): string {
  return text.replace(/(^|[.!?] )([a-z])/g, (_m, pre: string, c: string) => pre + c.toUpperCase());
}

export async function answerParsed(q: ParsedQuestion, lang: Lang, runner: ScenarioRunner = inProcess): Promise<Result<QuestionAnswer, QuestionError>> {
  const unfit = cardOrVerb(q, lang, null);
  if (unfit) return unfit;
  const told = await answerAsTold(q, lang, runner);
  if (told.ok || told.error.code !== 'impossible') return told;
  const narrower = cardOrVerb(q, lang, told.error.message);
  if (narrower) return narrower;
  // "I cast Twisted Image on my Wall of Omens and then Giant Growth on it": "then" is read as "after it
  // resolved" (608.1), but read that way the later cast can't happen (the Wall is a 4/0 and dies first,
  // 704.5f). The teller told it happening, so the one reading in which it can — cast while the earlier
  // spell was still on the stack (405.1, 117.3c) — is answered, and the reply says why. Only a "then"
  // reading is dropped; a resolution the question told ("after it resolves") stays.
  const dropped = q.events.filter((e) => e.kind === 'resolve' && e.then === true);
  if (dropped.length === 0) return told;
  const events = q.events.filter((e) => !dropped.includes(e));
  const responses = new Set(q.responses ?? []);
  // Each cast or activation that followed a dropped "then" now responds to what waited on the stack.
  q.events.forEach((e, k) => {
    const next = q.events[k + 1];
    if (dropped.includes(e) && next && (next.kind === 'cast' || next.kind === 'activate')) responses.add(next);
  });
  const other = await answerAsTold({ ...q, events, responses }, lang, runner);
  if (!other.ok) return told;
  // The impossibility, without the restatement of the reading dropped and without the frame of its message.
  const [head, tail] = message(lang, 'cannot_happen', { detail: '\u0000' }).split('\u0000') as [string, string];
  let why = told.error.message.split('\n').slice(1).join(' ');
  if (why.startsWith(head) && why.endsWith(tail)) why = why.slice(head.length, why.length - tail.length);
  why = why.replace(/[.。]\s*$/, '');
  const note = message(lang, 'then_impossible', { why });
  return { ok: true, value: { ...other.value, understood: `${other.value.understood}\n${note}` } };
}

/** The spell effects (scenario `spell.effects` kinds) each game verb says; a verb not here says none a card could be. */
const VERB_EFFECTS: Readonly<Record<string, readonly string[]>> = {
  kill: ['destroy'], destroy: ['destroy'], exile: ['exile'], flicker: ['exile', 'flicker'], bounce: ['return-to-hand'], return: ['return-to-hand'],
  tap: ['tap'], untap: ['untap'], counter: ['counter'], deal: ['damage'],
};
/** Rules that keep a spell from targeting a permanent whatever the spell is (702.11b hexproof, 702.16b protection, 702.18a shroud). */
const TARGETING_KEYWORD_RULES = /\b702\.(?:11|16|18)[a-z]?\b/;

/**
 * "I murder their hexproof 2/2", "they exile my Angel": a card named by a word that is also a game verb
 * (language/en/grammar.ts readVerb). The card is what is meant only when its spell does what the verb says
 * (Murder destroys; "kill" is destroy); otherwise — or when told so it can't be cast for a reason of the
 * card's own (a target it can't have: Exile only an attacking creature, 115.1, 601.2c), not the target's
 * hexproof, shroud or protection — the two readings may answer differently, and the question is asked back.
 * `impossible`: the message of the card reading's impossibility, or null before it is run.
 */
function cardOrVerb(q: ParsedQuestion, lang: Lang, impossible: string | null): { ok: false; error: QuestionError } | null {
  for (const e of q.events) {
    if (e.kind !== 'cast' || !e.saidAs) continue;
    const spell = q.cards[e.spell]?.object['spell'] as { effects?: { kind?: unknown }[] } | undefined;
    const kinds = VERB_EFFECTS[e.saidAs.verb] ?? [];
    const fits = (spell?.effects ?? []).some((x) => typeof x.kind === 'string' && kinds.includes(x.kind));
    if (fits && (impossible === null || TARGETING_KEYWORD_RULES.test(impossible))) continue;
    return fail('needs_detail', message(lang, 'card_or_verb', { word: e.saidAs.word, spell: q.cards[e.spell]?.name ?? e.spell }));
  }
  return null;
}

async function answerAsTold(q: ParsedQuestion, lang: Lang, runner: ScenarioRunner): Promise<Result<QuestionAnswer, QuestionError>> {
  const ja = lang === 'ja';
  // "Can I respond with X?" with nothing on the stack: what it responds to isn't known, and is not assumed.
  if (q.asks.some((a) => (a.kind === 'can-cast' || a.kind === 'can-activate') && a.respond) && !q.events.some((e) => e.kind === 'cast' || e.kind === 'activate')) return fail('needs_detail', message(lang, 'respond_to_what'));
  // "Can I block it and does my Spider die?": the outcome is meant if the block happens, but the
  // probe is tried apart and the outcome read from the story without it — a wrong answer. Not guessed.
  // (Other probes: below, once it is known whether the move is legal.)
  const early = sorceryInResponse(q, lang);
  if (early) return early;
  const outcomeAsked = q.asks.some((a) => !isProbe(a));
  // When the move can be made, the outcome is answered with it made ("Yes… If you do: …").
  const probes = q.asks.filter(isProbe);
  if (outcomeAsked && probes.length === 1) {
    const both = await ifItDoes(q, probes[0]!, lang, runner);
    if (both) return both;
  }
  if (q.asks.some((a) => a.kind === 'can-block' || a.kind === 'can-attack') && outcomeAsked) return fail('needs_detail', message(lang, 'if_it_does'));
  for (const a of q.asks) if (a.kind === 'can-block') implyAttacker(q, a, lang);
  // Creatures the question gave no size (and no card gives one): tried at several sizes.
  for (const t of q.things) if (t.types.includes('Creature') && !q.cards[t.id] && t.zone === 'battlefield' && (t.power === null || t.toughness === null)) t.sizeAssumed = true;
  const unsized = q.things.filter((t) => t.sizeAssumed).map((t) => t.id);
  if (unsized.length > MAX_UNSIZED) return fail('needs_detail', message(lang, 'needs_sizes', { things: unsized.map((id) => q.things.find((t) => t.id === id)!.words).join(ja ? '、' : ', ') }));
  const variants = variantsFor(unsized);
  // Targets whose controller the question didn't say (the builder gives each one, settle()): the
  // answer stands only if the other controller gives the same (hexproof stops only opponents'
  // spells, 702.11b; "target creature you control", 115.1); otherwise it is asked back (issue 11 §2).
  // Only a legality question's target is tried: a story's own cast is legal as told, so a controller
  // under which it couldn't be cast is no reading of it (the restatement says whose it is taken to be).
  const targeted = new Set(q.asks.flatMap((a) => (a.kind === 'can-target' ? [a.target] : a.kind === 'can-cast' || a.kind === 'can-activate' ? a.targets : [])));
  const unowned = q.things.filter((t) => t.controller === null && targeted.has(t.id)).map((t) => t.id);
  // Every controller the question left unsaid: worked out again around the flipped one (settle()).
  const unsaid = new Set(q.things.filter((t) => t.controller === null).map((t) => t.id));
  const plans: (Ask | null)[] = [...(q.asks.some((a) => !isProbe(a)) ? [null] : []), ...q.asks.filter(isProbe)];
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
  // "Can I respond with Giant Growth, and does my 2/2 survive?": when the move can be made, the outcome
  // may be meant with it made — not guessed. (When it can't be, the story as told is the only reading:
  // "What are its P/T, and can my opponent Bolt it?" with protection from red.)
  if (outcomeAsked && q.asks.some((a) => isProbe(a) && (runs.get(a) ?? []).some((r) => answerAsk(a, r.view, q, lang).verdict === 'yes'))) return fail('needs_detail', message(lang, 'if_it_does'));
  // Each ask, from the run that answers it; the same answer at every size, or asked back.
  const results: AskResult[] = [];
  let choiceMatters = false;
  for (const a of q.asks) {
    const list = runs.get(isProbe(a) ? a : null)!;
    const answers = list.map((r) => answerAsk(a, r.view, q, lang));
    const first = answers[0]!;
    if (answers.some((x) => x.value !== first.value)) {
      const names = unsized.map((id) => list[0]!.built.labels.get(id) ?? id).join(ja ? '、' : ', ');
      return fail('needs_detail', message(lang, 'depends_on_size', { things: names }));
    }
    results.push(first);
    const other = declinedRuns.get(list[0]!);
    if (other && answerAsk(a, other.view, q, lang).value !== first.value) choiceMatters = true;
  }
  // "Their 3/2 attacks and my 1/1 blocks it. Does it die?": "it" answered of the other creature it could be
  // too; when that answer differs, which one is asked back (issue 11), never the clause's subject picked.
  for (const e of q.itEither ?? []) {
    const a = q.asks[e.ask];
    if (!a || !('id' in a)) continue;
    const other = e.ids.find((id) => id !== a.id);
    const list = runs.get(isProbe(a) ? a : null);
    if (!other || !list) continue;
    const otherResult = answerAsk({ ...a, id: other } as Ask, list[0]!.view, q, lang);
    const stake = (id: string): boolean => {
      const v = list[0]!.view;
      return fateOf(v, id).zone !== 'battlefield' || v.resolution.events.some((ev) => ev.kind === 'damage-dealt' && ev.amount > 0 && idsOf(v, id).has(ev.target));
    };
    // (The same answer either way: told of the one whose fate was at stake, see below.)
    if (otherResult.value === results[e.ask]!.value && a.kind === 'dies' && stake(other) && !stake(a.id)) {
      q.asks[e.ask] = { ...a, id: other };
      results[e.ask] = otherResult;
      continue;
    }
    if (otherResult.value !== results[e.ask]!.value) {
      // Asked of a fate, and only one of the two had anything done to it (dealt damage, moved): the question
      // is about that one — nothing in the story put the other's fate at stake, so of it the question asks
      // nothing ("A 1/1 attacks my planeswalker and isn't blocked. Is it gone?": the planeswalker, 120.3c, 704.5i).
      const atStake = stake;
      if (a.kind === 'dies' && !isProbe(a) && atStake(other) && !atStake(a.id)) {
        q.asks[e.ask] = { ...a, id: other };
        results[e.ask] = otherResult;
        continue;
      }
      if (a.kind === 'dies' && atStake(a.id) && !atStake(other)) continue;
      const label = (id: string, k: number): string => `'${list[0]!.built.labels.get(id) ?? e.words[k] ?? id}'`;
      return fail('ambiguous', message(lang, 'ambiguous', { what: ja ? e.text : `'${e.text}'`, options: e.ids.map(label).join(ja ? '、' : ' or ') }));
    }
  }
  const main = (runs.get(null) ?? runs.get(plans[0]!)!)[0]!;
  const labels = main.built.labels;
  // "How many cards are in my hand?" of a hand whose count the question didn't give, or that the run
  // made unknown (a card searched for nobody described, engine/hand.ts): not answered as a number.
  for (const a of q.asks) {
    if (a.kind !== 'hand-size') continue;
    const p = main.view.resolution.final.players.find((x) => x.id === a.side);
    if (p?.handUnknown === true) return fail('unmodelled', message(lang, 'hand_unknown', { player: message(lang, a.side === 'A' ? 'your' : 'the_opponents'), why: '' }));
  }
  // Several replacement effects on one damage event, ordered by the engine's default (timestamps) where
  // another order gives another amount: the affected player or the affected object's controller chooses
  // the order (616.1, 616.1e), and the question didn't say the choice — never one number as fact (issue 11).
  for (const list of runs.values()) {
    const open = openDamageOrder(list[0]!.view.resolution);
    if (open) return fail('needs_detail', message(lang, 'replacement_order', { chooser: message(lang, open.chooser === 'A' ? 'you' : 'the_opponent'), amount: open.amount ?? '?', others: open.others.join(ja ? '、' : ' or ') }));
  }
  // A color, creature type or supertype the question didn't give, which an ability in play tests:
  // tried, and asked back when the answer changes with it (issue 11 §2; unstated.ts).
  const trials = unstatedTrials(q, main.built.scenario, lang);
  const name = (id: string): string => labels.get(id) ?? q.things.find((t) => t.id === id)?.words ?? id;
  const dependsOn = (u: (typeof trials)[number]): Result<never, QuestionError> =>
    fail('needs_detail', message(lang, 'depends_on_attribute', { thing: name(u.id), what: attributeWords(u, lang), source: u.source ?? (ja ? 'ある能力' : 'an ability in play') }));
  if (trials.length > MAX_UNSTATED_TRIALS) return dependsOn(trials[0]!);
  for (const u of trials) {
    const tried = withAttribute(q, u);
    for (const plan of plans) {
      const r = await runOnce(tried, lang, plan, variants[0]!, runner, optional);
      if (!r.ok) return dependsOn(u);
      for (const a of q.asks.filter((x) => (isProbe(x) ? x === plan : plan === null))) {
        const base = results[q.asks.indexOf(a)]!;
        if (answerAsk(a, r.value.view, tried, lang).value !== base.value) return dependsOn(u);
      }
    }
  }
  // Each one is tried on its own, up to a bound; past it the first one left untried is asked back,
  // never answered as the builder's default (issue 17 §2: only the first two were tried, and 'Can I
  // target the 3/3 with Shock?' asked third of a hexproof 3/3 nobody owned was answered No).
  if (unowned.length > MAX_UNOWNED_TRIED) return fail('needs_detail', message(lang, 'whose_thing', { thing: q.things.find((x) => x.id === unowned[MAX_UNOWNED_TRIED])!.words }));
  for (const id of unowned) {
    const t = q.things.find((x) => x.id === id)!;
    const flipped: ParsedQuestion = { ...q, things: q.things.map((x) => (x.id === id ? { ...x, controller: x.controller === 'A' ? 'B' : 'A' } : unsaid.has(x.id) ? { ...x, controller: null } : x)) };
    const askBack = fail('needs_detail', message(lang, 'whose_thing', { thing: t.words }));
    for (const plan of plans) {
      const r = await runOnce(flipped, lang, plan, variants[0]!, runner, optional);
      if (!r.ok) continue; // the story can't happen that way: not a reading of it
      for (const a of q.asks.filter((x) => (isProbe(x) ? x === plan : plan === null))) {
        if (answerAsk(a, r.value.view, flipped, lang).value !== results[q.asks.indexOf(a)]!.value) return askBack;
      }
    }
  }
  // "A 3/3 attacks. What is my life total?": nobody's creature is said to be anyone's, and the builder
  // made the asker the attacker (settle(): the asker is the active player, who declares attackers,
  // 506.2, 508.1). Asked of one player's life, the story is also tried the other way round (the other
  // player attacks; the defending one is dealt the damage, 510.1b):
  // - a life total the asker's reading leaves untouched while the other changes it (no lifelink, no
  //   gain: "A 3/3 attacks. What's my life?") asks about the player attacked — that reading is answered,
  //   and the restatement says whose creature it takes;
  // - one the asker's reading changes too (lifelink: "A 2/2 lifelink attacks. I'm at 12. Life totals?")
  //   stands as told: players write that way about their own attacker (every such question in the
  //   shared sets means the asker's), and the restatement says whose it is;
  // - any other sided ask that answers differently is asked back, never guessed (issue 11 §2).
  const attack = q.events.find((e) => e.kind === 'attack');
  // (An ask that names the player dealt the damage — "Is my opponent dead?", "How much do they take?" —
  // says who defends, as the language reads it for the asker: then the reading is settled.)
  const sidedAsk = q.asks.some((a) => !isProbe(a) && 'side' in a && (a.side === 'A' || a.side === 'B'));
  const namesDefender = q.asks.some((a) => (a.kind === 'damage-taken' || a.kind === 'loses' || a.kind === 'wins' || a.kind === 'poison' || (a.kind === 'deals-damage' && !a.any)) && a.side !== null);
  // (settle() wrote the controllers it chose into q.things; `unsaid` was taken before.)
  if (attack && sidedAsk && !namesDefender && q.things.length > 0 && q.things.every((t) => unsaid.has(t.id)) && runs.has(null)) {
    const built = new Map(((main.built.scenario.objects as { id?: unknown; controller?: unknown }[] | undefined) ?? []).map((o) => [String(o.id), o.controller]));
    const flipped: ParsedQuestion = { ...q, things: q.things.map((t) => ({ ...t, controller: built.get(t.id) === 'A' ? 'B' : 'A' })) };
    const r = await runOnce(flipped, lang, null, variants[0]!, runner, optional);
    const changed = r.ok ? q.asks.filter((a, k) => !isProbe(a) && answerAsk(a, r.value.view, flipped, lang).value !== results[k]!.value) : [];
    const differs = changed.length > 0;
    // (Only life asks changed — a total or the life gained: 「あとライフ何点回復する?」 beside whether the blockers die.)
    const lifeOnly = changed.every((a) => a.kind === 'life' || a.kind === 'life-gained');
    const lifeSides = new Set<string>(changed.flatMap((a) => (a.kind === 'life' || a.kind === 'life-gained' ? [a.side] : [])));
    const touches = (v: RunView): boolean => v.resolution.events.some((ev) => ev.kind === 'life-changed' && lifeSides.has(ev.player));
    if (differs && r.ok && lifeOnly) {
      if (!touches(main.view) && touches(r.value.view)) return answerAsTold(flipped, lang, runner);
    } else if (differs) {
      const words = q.things.find((t) => t.id === attack.attackers[0])?.words ?? labels.get(attack.attackers[0]!) ?? '';
      return fail('needs_detail', message(lang, 'whose_attacker', { thing: words }));
    }
  }
  // Spells told one after another with no word for when ("I cast X. I cast Y.", "I cast X and Y"):
  // taken as told — the later one above the earlier on the stack (405.1) — but the asker may have
  // meant "after X resolved" (608.1). Tried that way too; when it can happen and answers differently,
  // asked back (issue 11 §2). "then" / 「その後」 and "in response" / 「対応して」 were read already.
  const sequenced = inSequence(q);
  if (sequenced !== null) {
    const askBack = fail('needs_detail', message(lang, 'stack_order', { first: sequenced.first.map((id) => labels.get(id) ?? id).join(ja ? '、' : ', '), next: labels.get(sequenced.next) ?? sequenced.next, verb: sequenced.cast ? (ja ? '唱えた' : 'cast') : ja ? '起動した' : 'activated' }));
    for (const plan of plans) {
      const r = await runOnce(sequenced.q, lang, plan, variants[0]!, runner, optional);
      if (!r.ok) continue; // the story can't happen that way: not a reading of it
      for (const a of q.asks.filter((x) => (isProbe(x) ? x === plan : plan === null))) {
        if (answerAsk(a, r.value.view, sequenced.q, lang).value !== results[q.asks.indexOf(a)]!.value) return askBack;
      }
    }
  }
  // A trampler's damage past its blockers, split by the engine's default (the most to what it attacks):
  // the attacking player may keep more on the blockers (702.19b), so an answer that changes with the
  // split says it is the most, and what it is with all of it kept on the blockers (issue 11).
  const trample = runs.has(null) ? await trampleChoice(q, main, lang, runner, results) : { outcome: false, answered: new Set<number>() };
  const trampleOutcome = trample.outcome;
  // Damage divided among two or more creatures (or by a trampler among its blockers and past them) by
  // default: the yes/no asks are answered over every division, which is the players' free choice
  // (510.1c-d, 702.19b; divisions.ts) — never from the default alone. (What goes past the blockers,
  // answered just above as the most, is not asked again.)
  const division = runs.has(null) ? await divisionChoice(q, main, lang, runner, results, trample.answered) : ({ kind: 'none' } as const);
  if (division.kind === 'too-many') return fail('unmodelled', message(lang, 'unmodelled', { detail: message(lang, 'division_too_many', { count: division.count, max: MAX_DIVISIONS }) }));
  const notes: string[] = [];
  if (trampleOutcome) notes.push(message(lang, 'trample_default', {}));
  if (unsized.length > 0) {
    const names = unsized.filter((id) => !main.built.implied.includes(id)).map((id) => labels.get(id) ?? id);
    if (names.length > 0) notes.push(ja ? `${names.join('、')}のサイズは書かれていませんが、どのサイズでも答えは同じです` : `no size was given for ${names.join(', ')}; the answer is the same whatever its size`);
  }
  if (choiceMatters) notes.push(message(lang, 'optional_choice', {}));
  // (Not when the reply tells the division a "can" was answered with: its steps show that one, not the default.)
  if (dividedByDefault(main.view.resolution) && !(division.kind === 'searched' && division.shown)) notes.push(message(lang, 'divided_by_default', {}));
  for (const [plan, list] of runs) {
    const b = list[0]!.built;
    for (const t of b.impliedTargets) {
      const target = t.target === 'A' || t.target === 'B' ? message(lang, t.target === 'A' ? 'you' : 'the_opponent') : (b.labels.get(t.target) ?? t.target);
      notes.push(message(lang, plan === null ? 'implied_target' : 'assumed_target', { spell: b.labels.get(t.spell) ?? t.spell, target }));
    }
    for (const m of b.impliedModes) notes.push(message(lang, 'implied_mode', { spell: b.labels.get(m.spell) ?? m.spell, mode: m.mode }));
    for (const t of b.impliedSacrifices) notes.push(message(lang, 'implied_sacrifice', { spell: b.labels.get(t.spell) ?? t.spell, object: b.labels.get(t.sacrificed) ?? t.sacrificed }));
    if (plan === null || !runs.has(null)) notes.push(...turnNotes(b, lang).filter((x) => !notes.includes(x)));
    for (const side of b.skippedDraws) notes.push(message(lang, 'draw_skipped', { player: message(lang, side === 'A' ? 'your' : 'the_opponents') }));
  }
  const understood = restate(q, labels, main.built.implied, lang, notes);
  // (A "can" answered with another division than the default: what else happened is told of that division.)
  const shownView = division.kind === 'searched' && division.shown ? division.shown : main.view;
  const resolution = shownView.resolution;
  const engineLabels = shownView.labels;
  const leads = results.map((r) => r.lead).filter((x) => x !== '');
  // Objects whose P/T or abilities an answer line already gives are not described again.
  const answered = new Set(q.asks.flatMap((a) => (a.kind === 'pt' || a.kind === 'keywords' || a.kind === 'bigger' || a.kind === 'has-keyword' ? [fateOf(main.view, a.id).finalId] : [])));
  // A creature the question described without a card and without a colour: its colour is unstated, not "colorless".
  const colorUnstated = new Set(q.things.filter((t) => !q.cards[t.id] && t.colors.length === 0 && !/colou?rless|無色/i.test(t.words)).map((t) => t.id));
  const summary = answerFor(resolution, lang, engineLabels, { answered, hasLeads: leads.length > 0, colorUnstated, asker: true, unseenSaid: q.asks.some((a) => a.kind === 'draws') });
  // One answer line per question, in the order asked; then what else happened, on its own line.
  const lines = [...leads, summary].filter((x) => x !== '');
  const answer = ja ? lines.map(tidyJa).join('\n') : lines.map(capitalise).join('\n');
  // One yes or no for the whole message only when every yes/no ask gives the same ("Can my Ornithopter
  // block it? What about my Elf?" may be yes, then no: each answer line says its own, none stands for both).
  // (A question asked of several things together — "Do both die?" — is one yes/no: yes only if each is yes.)
  // (Asked of either of several — "Does either die?" — it is one yes/no too: yes if any is yes.)
  const grouped = new Set([...(q.together ?? []), ...(q.anyOf ?? [])].flat());
  const questions: ('yes' | 'no' | null)[] = [
    ...(q.together ?? []).map((g) => {
      const vs = g.map((k) => results[k]?.verdict ?? null);
      return vs.includes(null) ? null : vs.every((v) => v === 'yes') ? 'yes' : 'no';
    }),
    ...(q.anyOf ?? []).map((g) => {
      const vs = g.map((k) => results[k]?.verdict ?? null);
      return vs.includes('yes') ? 'yes' : vs.includes(null) ? null : 'no';
    }),
    // (「死にますか、それとも生き残りますか」, "does it die or survive?": one question put both ways — its first half's yes or no.)
    ...results.filter((_, k) => !grouped.has(k) && !q.asks.slice(0, k).some((b) => sameButPolarity(b, q.asks[k]!))).map((r) => r.verdict),
  ];
  const verdicts = new Set(questions.flatMap((v) => (v === null ? [] : [v])));
  const verdict = verdicts.size === 1 ? [...verdicts][0]! : null;
  // A yes/no question whose asks came out without a yes or no was read as something else: answering
  // it would answer another question (issue 11).
  if (q.yesNo && verdicts.size === 0 && !(division.kind === 'searched' && division.depends)) return fail('not_understood', `${understood}\n${message(lang, 'no_verdict', {})}`);
  const objectsBuilt = (main.built.scenario.objects as { id?: unknown; name?: unknown }[] | undefined) ?? [];
  const unstatedNames = new Set(objectsBuilt.filter((o) => colorUnstated.has(String(o.id))).map((o) => String(o.name)));
  const steps = resolution.trace.map((s) => {
    const r = renderStep(s, lang, { labels: engineLabels, colorUnstated: unstatedNames, asker: true });
    const pf = main.view.probeFailure;
    return pf && s.key === pf.key && r.rules.length === 0 ? { rules: pf.rules, text: r.text.replace(/^actions\[\d+\][:：]\s*/i, '') } : r;
  });
  const pf = main.view.probeFailure;
  if (pf && !resolution.trace.some((s) => s.key === pf.key)) steps.push({ rules: pf.rules, text: pf.text });
  // Probe runs other than the main one add the step that decided them.
  for (const [plan, list] of runs) {
    if (plan === null || list[0] === main) continue;
    const p = list[0]!.view.probeFailure;
    if (p) steps.push({ rules: p.rules, text: p.text });
    // …or the rewound cast (601.2e) and the keywords checked on the way (keyword.checked) that decided it.
    else for (const s of list[0]!.view.resolution.trace.filter((x) => x.key === 'cast.rewound' || x.key === 'keyword.checked')) steps.push(renderStep(s, lang, { labels: list[0]!.view.labels, asker: true }));
  }
  return { ok: true, value: { lang, understood, answer, verdict, steps, scenario: shownView.built.scenario, resolution, unsized } };
}

/**
 * A probe and an outcome asked together, the move legal: the probe's answer, then the outcome read
 * from the story told with the move made (if-it-does.ts). Null when the move can't be told as made
 * or can't be made (the caller asks back, or answers from the story as told).
 */
async function ifItDoes(q: ParsedQuestion, probe: Ask, lang: Lang, runner: ScenarioRunner): Promise<Result<QuestionAnswer, QuestionError> | null> {
  const moved = withMoveMade(q, probe);
  if (!moved) return null;
  const p = await answerParsed({ ...q, asks: [probe], together: [], anyOf: [], yesNo: true }, lang, runner);
  if (!p.ok || p.value.verdict !== 'yes') return null;
  const o = await answerParsed(moved, lang, runner);
  if (!o.ok) return o;
  const ja = lang === 'ja';
  // The probe's own line (its legality), without the probe run's summary of a story that stops there.
  const probeLine = p.value.answer.split('\n')[0]!;
  const answer = `${probeLine}\n${ja ? 'そうした場合：' : 'If you do: '}${o.value.answer}`;
  // One yes or no for the message only when both parts give the same (the probe's is yes).
  // (An outcome with no yes or no of its own — an amount — leaves the probe's yes standing.)
  // A move asked with what it is for ("Can I cast Infernal Grasp to destroy their indestructible 3/3?",
  // frames/purpose.ts): the one yes or no is whether it does that; legal but not doing it is a no.
  const purpose = (probe.kind === 'can-cast' || probe.kind === 'can-block' || probe.kind === 'can-target') && probe.purpose === true;
  if (purpose && o.value.verdict === 'no') {
    const legal = probeLine.replace(/^(?:Yes\. |はい。)/u, '');
    const said = ja ? `${o.value.answer}\n（${legal}ただし、そうした場合は上のとおりです。）` : `${o.value.answer}\n(${legal} But if you do, the above is what happens.)`;
    const understood = `${o.value.understood}\n${ja ? '（できるかどうかを確かめ、できる場合はそうしたものとして答えています。）' : '(Whether the move can be made is checked; the rest is answered with it made.)'}`;
    const seen = new Set(o.value.steps.map((x) => x.text));
    const steps = [...o.value.steps, ...p.value.steps.filter((x) => !seen.has(x.text))];
    return { ok: true, value: { ...o.value, understood, answer: said, verdict: 'no', steps, unsized: [...new Set([...o.value.unsized, ...p.value.unsized])] } };
  }
  const verdict = o.value.verdict === 'no' ? null : 'yes';
  const understood = `${o.value.understood}\n${ja ? '（できるかどうかを確かめ、できる場合はそうしたものとして答えています。）' : '(Whether the move can be made is checked; the rest is answered with it made.)'}`;
  const seen = new Set(o.value.steps.map((x) => x.text));
  const steps = [...o.value.steps, ...p.value.steps.filter((x) => !seen.has(x.text))];
  return { ok: true, value: { ...o.value, understood, answer, verdict, steps, unsized: [...new Set([...o.value.unsized, ...p.value.unsized])] } };
}

/**
 * A library told only by its count ("I have one card left in my library", questions/scenario.ts) holds cards
 * nobody named. Drawing them is all the story may do with them: anything else a run did with one — revealed,
 * milled, exiled, discarded, cast, moved on from the hand — would rest on what the card is.
 */
function libraryUsed(scenario: Record<string, unknown>, events: readonly GameEvent[]): boolean {
  const blind = new Set(((scenario.objects as { id?: unknown; zone?: unknown }[] | undefined) ?? []).filter((o) => typeof o.id === 'string' && o.id.startsWith('library-') && o.zone === 'library').map((o) => String(o.id)));
  if (blind.size === 0) return false;
  for (const e of events) {
    if (e.kind === 'drew') continue;
    if (e.kind === 'zone-changed' && blind.has(e.object)) {
      if (e.from === 'library' && e.to === 'hand') {
        blind.add(e.newId);
        continue;
      }
      return true;
    }
    if (Object.values(e).some((v) => (typeof v === 'string' && blind.has(v)) || (Array.isArray(v) && v.some((x) => typeof x === 'string' && blind.has(x))))) return true;
  }
  return false;
}

/**
 * The scenario with every trampler that the engine's default sent damage past its blockers keeping
 * all of it on them instead (the blocker declared first takes what went past); null when none did.
 * 702.19b: lethal damage to each blocker is required before any goes past them; more is allowed.
 */
export function trampleKeptOnBlockers(resolution: Resolution, scenario: Record<string, unknown>): Record<string, unknown> | null {
  const assignments: Record<string, { to: string; amount: number }[]> = {};
  for (const s of resolution.trace) {
    if (s.key !== 'combat.assigns' || s.params['policy'] !== 'default' || s.params['trample'] !== true) continue;
    const { objectId: id, recipientIds: to, blockerIds: blockers, amounts } = s.params;
    if (typeof id !== 'string' || !Array.isArray(to) || !Array.isArray(blockers) || blockers.length === 0 || !Array.isArray(amounts)) continue;
    const parts = to.map((t, k) => ({ to: String(t), amount: Number(amounts[k]) }));
    const past = parts.filter((x) => !blockers.includes(x.to)).reduce((n, x) => n + x.amount, 0);
    if (past === 0) continue;
    const kept = parts.filter((x) => blockers.includes(x.to));
    const first = kept.find((x) => x.to === String(blockers[0]));
    if (first) first.amount += past;
    else kept.unshift({ to: String(blockers[0]), amount: past });
    assignments[id] = kept;
  }
  if (Object.keys(assignments).length === 0) return null;
  const copy = structuredClone(scenario);
  for (const a of (copy.actions as Record<string, unknown>[] | undefined) ?? []) {
    if (a.kind === 'combat-damage') a.assignments = { ...(a.assignments as Record<string, unknown> | undefined), ...assignments };
  }
  return copy;
}

/** An ask about what damage sent past a trampler's blockers does to a player (702.19b): life, damage, poison, the game. */
function pastBlockers(a: Ask): boolean {
  // ("Does it deal damage to the player?": what it deals changes with the split only by what reaches a player.)
  return a.kind === 'deals-damage' || a.kind === 'life' || a.kind === 'damage-taken' || a.kind === 'poison' || a.kind === 'loses' || a.kind === 'wins' || a.kind === 'life-gained';
}

/**
 * Each outcome asked whose answer changes when the trampler keeps its damage on its blockers gets
 * that said after its own line: the default is the most past them, and the split is the attacking
 * player's choice (702.19b). A run the other split can't be told in (a double striker whose blocker
 * died in the first step) is not compared: every outcome is then said to rest on the default.
 */
async function trampleChoice(q: ParsedQuestion, main: { view: RunView; built: QuestionScenario }, lang: Lang, runner: ScenarioRunner, results: AskResult[]): Promise<{ outcome: boolean; answered: Set<number> }> {
  const answered = new Set<number>();
  const alt = trampleKeptOnBlockers(main.view.resolution, main.built.scenario);
  if (!alt) return { outcome: false, answered };
  let outcome = false;
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
    const said = message(lang, other ? 'trample_most' : 'trample_most_unknown', { other: lang === 'ja' ? otherLead : otherLead.charAt(0).toLowerCase() + otherLead.slice(1) });
    results[k] = { ...base, lead: `${base.lead}${lang === 'ja' ? '' : ' '}${said}` };
    // (What a player is dealt, loses or gains is how much goes past the blockers: answered here, as the most.
    // A creature's fate is left to the search over every division, divisions.ts.)
    if (pastBlockers(a)) answered.add(k);
  });
  return { outcome, answered };
}

/**
 * "Bolt it for 4", "for 2 damage", 「《ショック》で3/3に3点与えた」: the damage the question says a spell
 * dealt is checked against what the card's own text dealt in the run (120.3). When they differ, both
 * numbers are named and nothing is answered — neither is picked silently (issue 11); null when they agree.
 */
function toldDamage(q: ParsedQuestion, view: RunView, lang: Lang): string | null {
  for (const e of q.events) {
    if (e.kind !== 'cast') continue;
    const cost = q.cards[e.spell]?.object.manaCost;
    const told = e.dealt ?? (e.xFor === true && typeof cost === 'string' && !/\{X\}/i.test(cost) ? e.x : undefined);
    if (told === undefined) continue;
    const ids = idsOf(view, e.spell);
    const dealt = view.resolution.events.reduce((n, ev) => (ev.kind === 'damage-dealt' && ev.source !== null && ids.has(ev.source) ? n + ev.amount : n), 0);
    if (dealt !== told) return message(lang, 'dealt_conflict', { spell: view.built.labels.get(e.spell) ?? e.spell, told, dealt });
  }
  return null;
}

/** Two asks of the same thing, one the other's opposite ("does it die" / "does it survive"). */
function sameButPolarity(a: Ask, b: Ask): boolean {
  if (a.kind !== 'dies' || b.kind !== 'dies') return false;
  return a.id === b.id && a.positive !== b.positive;
}

/**
 * Whether a creature divided its combat damage among two or more creatures by the engine's default
 * (a blocked attacker, or a blocker blocking several): how it divides it is its controller's choice
 * (510.1c, 510.1d), so the answer says it rests on that default (DESIGN: a stated default policy).
 */
/**
 * The first damage event whose replacement effects were ordered by default (timestamps) while another
 * order gives a different amount (the engine's 'damage.order' step, 616.1): who chooses, the amount as
 * applied (the last 'damage.replaced' after it), and the amounts other orders give. Null when none.
 */
export function openDamageOrder(resolution: Resolution): { chooser: string; amount: number | null; others: string[] } | null {
  const trace = resolution.trace;
  for (let i = 0; i < trace.length; i++) {
    const s = trace[i]!;
    const others = s.params?.['others'];
    if (s.key !== 'damage.order' || s.params?.['policy'] !== 'timestamp' || !Array.isArray(others) || others.length === 0) continue;
    let amount: number | null = null;
    for (let j = i + 1; j < trace.length && (trace[j]!.key === 'damage.replaced' || trace[j]!.key === 'damage.prevented'); j++) {
      const after = trace[j]!.params?.['after'];
      if (trace[j]!.key === 'damage.replaced' && typeof after === 'number') amount = after;
    }
    return { chooser: String(s.params['chooser']), amount, others: others.map(String) };
  }
  return null;
}

/**
 * 「相手の《稲妻》に対応して《神の怒り》を唱えた」: a spell told cast in response to another is cast while
 * that one is on the stack, and a noninstant spell without flash can be cast only when the stack is empty
 * (117.1a; a sorcery, 307.1). That can't happen, whatever the first spell targets (which may be unsaid and
 * would otherwise be asked back first). Not concluded when any card or quoted text of the question
 * mentions flash: an effect that lets spells be cast as though they had flash is not read here.
 */
function sorceryInResponse(q: ParsedQuestion, lang: Lang): Result<never, QuestionError> | null {
  const texts = [...Object.values(q.cards).map((c) => JSON.stringify(c.object) + c.unmodelled.join(' ')), ...Object.values(q.quoted ?? {}).map((x) => JSON.stringify(x))];
  if (texts.some((t) => /flash/i.test(t))) return null;
  for (const e of q.events) {
    // (The spell responded to, told only as what was responded to, is a premise: it was cast before.)
    if (e.kind !== 'cast' || e.premise === true || !q.responses?.has(e)) continue;
    const card = q.cards[e.spell];
    const types = (card?.object.types as string[] | undefined) ?? [];
    if (!card || types.length === 0 || types.includes('Instant')) continue;
    const spell = lang === 'ja' ? `《${card.ja ?? card.name}》` : card.name;
    const rules = types.includes('Sorcery') ? (lang === 'ja' ? '117.1a、307.1' : '117.1a, 307.1') : '117.1a';
    return fail('impossible', message(lang, 'cannot_happen', { detail: message(lang, 'noninstant_in_response', { spell, rules }) }));
  }
  return null;
}

/**
 * The legend rule applied by its default (the newest kept) where the player's choice changes what
 * happens (704.5j: the controller chooses): legendary permanents of one name with different owners — one
 * of them stolen — go to different graveyards, and the one kept may return to its owner when the control
 * ends. The question didn't say which was kept: the name, to ask back; null when none is open. (Copies with
 * one owner are alike whichever is kept.)
 */
function legendChoiceOpen(resolution: Resolution): string | null {
  for (const s of resolution.trace) {
    if (s.key !== 'sba.legend-rule' || s.params['policy'] !== 'keep-newest') continue;
    const removed = s.params['removed'];
    const labels = [String(s.params['kept']), ...(Array.isArray(removed) ? removed.map(String) : [])];
    const owners = new Set(labels.flatMap((l) => resolution.final.objects.filter((o) => o.label === l).map((o) => o.owner)));
    if (owners.size > 1) return String(s.params['name']);
  }
  return null;
}

function dividedByDefault(resolution: Resolution): boolean {
  return resolution.trace.some((s) => {
    if (s.key !== 'combat.assigns' || s.params?.['policy'] !== 'default') return false;
    const kinds = s.params['recipientKinds'];
    // (Only creatures are divided among: the player, planeswalker or battle attacked takes the rest, 702.19b.)
    return Array.isArray(kinds) && kinds.filter((k) => k === 'object').length > 1;
  });
}

/**
 * The question with "after they resolved" put before every spell or ability told while others
 * waited on the stack with no word saying it responds to them; null when there is none. (The first
 * such one names the ask-back.) A premise cast (a permanent said to be cast) is no such spell.
 */
function inSequence(q: ParsedQuestion): { q: ParsedQuestion; first: string[]; next: string; cast: boolean } | null {
  const events: QEvent[] = [];
  let waiting: string[] = [];
  let named: { first: string[]; next: string; cast: boolean } | null = null;
  for (const e of q.events) {
    const response = q.responses?.has(e) === true;
    const stacks = e.kind === 'cast' || e.kind === 'activate';
    if (stacks && waiting.length > 0 && !response && !(e.kind === 'cast' && e.premise === true)) {
      named ??= { first: [...waiting], next: e.kind === 'cast' ? e.spell : e.source, cast: e.kind === 'cast' };
      events.push({ kind: 'resolve' });
      waiting = [];
    } else if (!stacks && !response) waiting = [];
    if (e.kind === 'cast') waiting.push(e.spell);
    if (e.kind === 'activate') waiting.push(e.source);
    events.push(e);
  }
  return named ? { q: { ...q, events }, ...named } : null;
}

/**
 * "Counter … unless its controller pays {N}" (Mana Leak, Force Spike, ward 702.21a): 118.12a makes it
 * "that player may pay {N}; if they don't, counter it" — the player's choice. Not told, a spell the run
 * countered unpaid is asked back (naming the spell, the cost and who pays) rather than assumed declined;
 * told, the player and amount said must be the ones the card asks of (the countered spell's controller,
 * its cost), and a payment told with nothing asking for one meant something else.
 */
function unlessPayment(q: ParsedQuestion, trace: readonly TraceStep[], labels: Record<string, Label>, lang: Lang): { ok: false; error: QuestionError } | null {
  const asked = trace.filter((st) => (st.key === 'counter.countered' && typeof st.params.unpaid === 'string') || st.key === 'counter.paid');
  const shown = (en: unknown): string => (lang === 'ja' ? (Object.values(labels).find((l) => (l.engine ?? l.en) === String(en))?.ja ?? String(en)) : String(en));
  const costOf = (st: TraceStep): string => String(st.key === 'counter.paid' ? st.params.cost : st.params.unpaid);
  // Ward's trigger (702.21a) is named by its source: "the ability of your 2/2 ward {2} creature".
  const byOf = (st: TraceStep): string => (typeof st.params.abilityOf === 'string' ? (lang === 'ja' ? `${shown(st.params.abilityOf)}の能力` : `the ability of ${shown(st.params.abilityOf)}`) : shown(st.params.by));
  const payerOf = (st: TraceStep): string => String(st.key === 'counter.paid' ? st.params.player : st.params.payer);
  if (q.unlessPaid === undefined) {
    const unpaid = asked.find((st) => st.key === 'counter.countered');
    if (!unpaid) return null;
    const player = payerOf(unpaid) === 'A' ? (lang === 'ja' ? 'あなた' : 'you') : lang === 'ja' ? '対戦相手' : 'your opponent';
    return fail('needs_detail', message(lang, 'unless_paid', { cost: costOf(unpaid), spell: shown(unpaid.params.item), by: byOf(unpaid), player }));
  }
  const told = q.unlessPayment;
  const text = told?.text ?? (lang === 'ja' ? '支払う' : 'pay');
  // ("the ward cost" is asked only by a ward trigger, 702.21a: its source's trigger is in the trace.)
  const wards = new Set(trace.filter((st) => st.key === 'trigger.triggers' && st.rules.includes('702.21a')).map((st) => String(st.params.source)));
  const notWard = (st: TraceStep): boolean => told?.ward === true && !(typeof st.params.abilityOf === 'string' && wards.has(st.params.abilityOf));
  const wrong = asked.length === 0 || asked.some((st) => (told?.player !== undefined && payerOf(st) !== told.player) || (told?.cost !== undefined && costOf(st).toUpperCase() !== told.cost.toUpperCase()) || notWard(st));
  const payers = new Set(asked.map(payerOf));
  const costs = new Set(asked.map(costOf));
  if (wrong || payers.size > 1 || (told?.cost === undefined && costs.size > 1)) {
    const first = asked[0];
    const detail = first ? message(lang, 'unless_asks', { cost: costOf(first), spell: shown(first.params.item), by: byOf(first) }) : message(lang, 'unless_nothing');
    return fail('not_understood', message(lang, 'unless_mismatch', { text, detail }));
  }
  return null;
}


/** A card as a reply names it: its Japanese name in a Japanese reply when the catalog has one (issue 16 §2). */
function shownCardName(card: CardData, lang: Lang): string {
  return lang === 'ja' ? (card.ja ?? card.name) : card.name;
}

/** A card's own text quoted: a Japanese reply says it is the English Oracle text rather than mixing it in unmarked. */
function oracleQuoted(text: string, lang: Lang): string {
  return lang === 'ja' ? `英語のオラクル・テキスト「${text}」` : text;
}
