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
import type { Ask, ParsedQuestion, QuestionError } from './types.ts';
import { implyAttacker } from './control.ts';
import { loyaltyMoveSources, withMoveMade } from './if-it-does.ts';
import { ifItCant } from './if-it-cant.ts';
import { message } from './messages.ts';
import { MAX_DIVISIONS, divisionChoice } from './divisions.ts';
import { answerAsk, isProbe } from './asks.ts';
import type { AskResult } from './asks.ts';
import { inProcess, MAX_UNSIZED, runPlans, variantsFor } from './answer-run.ts';
import { oracleQuoted, shownCardName } from './card-words.ts';
import { fail } from './question-error.ts';
import type { ScenarioRunner, TriedRun } from './run-types.ts';
import { openInRuns } from './run-checks.ts';
import { delayedWaiting } from './delayed-waiting.ts';
import { trampleChoice } from './combat-choices.ts';
import { cardOrVerb, inSequence, sorceryInResponse } from './told-readings.ts';
import { settleItEither } from './unsaid-readings.ts';
import { otherReadingDiffers } from './readings-open.ts';
import type { Answered } from './unsaid-readings.ts';
import { answerNotes, composeReply } from './answer-reply.ts';
import type { QuestionAnswer } from './answer-reply.ts';
import { wordsFor } from './locales/index.ts';
import { sameCreatureBySize, settleToldSizes } from './size-claims.ts';
import { questionScenario } from './scenario.ts';

export type { QuestionAnswer } from './answer-reply.ts';
export type { LimitFailure, ScenarioRunner } from './run-types.ts';
export { inProcess } from './answer-run.ts';
export { MAX_UNOWNED_TRIED } from './unsaid-readings.ts';

/** `led`: a move asked of alone is answered with what it leads to (answerAsTold); false for the move's own legality run. */
export async function answerParsed(q: ParsedQuestion, lang: Lang, runner: ScenarioRunner = inProcess, led = true): Promise<Result<QuestionAnswer, QuestionError>> {
  const unfit = cardOrVerb(q, lang, null);
  if (unfit) return unfit;
  const unexplored = mayActUnexplored(q, lang);
  if (unexplored) return unexplored;
  const told = await answerAsTold(q, lang, runner, led);
  if (told.ok || told.error.code !== 'impossible') return told;
  const narrower = cardOrVerb(q, lang, told.error.message);
  // ("Fiend Hunter exiled my Angel. I Murder the Hunter.": the card fits the verb, and what can't happen is only the order
  // told — the Hunter still a spell — so the readings cast after what waited resolved are tried first, 608.1.)
  if (narrower) return laterOr(await sequencedInstead(q, lang, runner, told), narrower);
  // "I cast Twisted Image on my Wall of Omens and then Giant Growth on it": "then" is read as "after it
  // resolved" (608.1), but read that way the later cast can't happen (the Wall is a 4/0 and dies first,
  // 704.5f). The teller told it happening, so the one reading in which it can — cast while the earlier
  // spell was still on the stack (405.1, 117.3c) — is answered, and the reply says why. Only a "then"
  // reading is dropped; a resolution the question told ("after it resolves") stays.
  // (Not after a spell or activation whose color choice was told — Brave the Elements "choosing red", Mother of Runes
  // "giving it protection from red": an effect's choice is made as it resolves, 608.2d, so it had resolved.)
  const colorTold = (e: ParsedQuestion['events'][number] | undefined): boolean => (e?.kind === 'activate' || e?.kind === 'cast') && e.color !== undefined;
  const dropped = q.events.filter((e, k) => e.kind === 'resolve' && e.then === true && !colorTold(q.events[k - 1]));
  if (dropped.length === 0) return sequencedInstead(q, lang, runner, told);
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

/** The answer of a later-cast reading when it gave one, else the ask-back. */
function laterOr(later: Result<QuestionAnswer, QuestionError>, askBack: { ok: false; error: QuestionError }): Result<QuestionAnswer, QuestionError> {
  return later.ok ? later : askBack;
}

/**
 * "I cast Grizzly Bears. He Shocks it.", 「《灰色熊》を唱えた。相手がそれに《ショック》を撃った。」: a spell told after
 * another with no word for when is read as told — above it on the stack (405.1) — but when that can't happen (the
 * creature spell is no permanent to target yet, 115.2), the readings with some of those spells cast after what waited
 * had resolved (608.1) are tried. When the ones that can happen all answer alike, that is the story the teller told:
 * it is answered, and the reply says why; when they answer differently, which was meant is asked back (608.1, 117.3c).
 */
async function sequencedInstead(q: ParsedQuestion, lang: Lang, runner: ScenarioRunner, told: Result<QuestionAnswer, QuestionError>): Promise<Result<QuestionAnswer, QuestionError>> {
  const all = inSequence(q);
  if (told.ok || all === null || all.points > MAX_SEQUENCE_POINTS) return told;
  const readings: { r: QuestionAnswer; s: NonNullable<ReturnType<typeof inSequence>> }[] = [];
  for (let mask = 1; mask < 1 << all.points; mask++) {
    const s = inSequence(q, (p) => (mask & (1 << p)) !== 0)!;
    const r = await answerAsTold(s.q, lang, runner);
    if (r.ok) readings.push({ r: r.value, s });
    else if (r.error.code !== 'impossible') return r;
  }
  const labels = labelsOf(q, lang);
  const w = wordsFor(lang);
  const name = (s: NonNullable<ReturnType<typeof inSequence>>): Record<string, string> => ({ first: w.list(s.first.map((id) => labels.get(id) ?? id)), next: labels.get(s.next) ?? s.next, verb: s.cast ? w.cast : w.activated });
  const first = readings[0];
  if (!first) return told;
  if (readings.some((x) => x.r.answer !== first.r.answer || x.r.verdict !== first.r.verdict)) return fail('needs_detail', message(lang, 'stack_order', name(all)));
  const [head, tail] = message(lang, 'cannot_happen', { detail: '\u0000' }).split('\u0000') as [string, string];
  let why = told.error.message.split('\n').slice(1).join(' ');
  if (why.startsWith(head) && why.endsWith(tail)) why = why.slice(head.length, why.length - tail.length);
  why = why.replace(/[.。]\s*$/, '');
  const note = message(lang, 'sequence_impossible', { why, ...name(first.s) });
  return { ok: true, value: { ...first.r, understood: `${first.r.understood}\n${note}` } };
}

/** At most this many spells told with no word for when are tried both ways (2^n readings). */
const MAX_SEQUENCE_POINTS = 3;

async function answerAsTold(q: ParsedQuestion, lang: Lang, runner: ScenarioRunner, led = true): Promise<Result<QuestionAnswer, QuestionError>> {
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
  const leading = led && !outcomeAsked ? await leadsTo(q, lang, runner) : null;
  if (leading) return leading;
  if (outcomeAsked && probes.length === 1) {
    const probe = probes[0]!;
    const legality = legalityOnce(q, probe, lang, runner);
    const both = (await ifItDoes(q, probe, legality, lang, runner)) ?? (await ifItCant(q, probe, legality, lang, (x, led) => answerParsed(x, lang, runner, led), false));
    if (both) return both;
    // A block asked with what it is for ("Can I block it with my 1/1 to kill it?", frames/purpose.ts) that can't be
    // made does not do it: the block's own no answers the one question (not asked back below as an outcome that
    // depends on a move not made; a cast that can't be made is answered below as before).
    if (probe.kind === 'can-block' && probe.purpose === true) {
      // (The probe asked alone answers with its legality when that is not a yes — leadsTo — so the run made for it stands.)
      const legal = await legality();
      const alone = legal.ok && legal.value.verdict !== 'yes' ? legal : await answerParsed(probeAlone(q, probe), lang, runner);
      if (alone.ok && alone.value.verdict === 'no') return alone;
    }
  }
  if (q.asks.some((a) => a.kind === 'can-block' || a.kind === 'can-attack') && outcomeAsked) return fail('needs_detail', message(lang, 'if_it_does'));
  const blockedWhich = impliedAttackers(q, lang);
  if (blockedWhich) return blockedWhich;
  // Sizes told as reached ("… and it's a 5/5 now"): checked against the story up to there, or the own size they give.
  const toldSizes = await settleToldSizes(q, lang, runner, (id) => labelsOf(q, lang).get(id) ?? q.things.find((t) => t.id === id)?.words ?? id);
  if (toldSizes) return toldSizes as Result<never, QuestionError>;
  // A creature said again by the size it has then ("… Giant Growth on my 2/2. Now my 5/5 is blocked"): the same one.
  await sameCreatureBySize(q, lang, runner);
  const unsized = markSizes(q);
  if (unsized.length > MAX_UNSIZED) return fail('needs_detail', message(lang, 'needs_sizes', { things: wordsFor(lang).list(unsized.map((id) => q.things.find((t) => t.id === id)!.words)) }));
  const variants = variantsFor(unsized);
  const { unowned, storyTargets, unsaid } = openControllers(q);
  const plans: (Ask | null)[] = [...(q.asks.some((a) => !isProbe(a)) ? [null] : []), ...q.asks.filter(isProbe)];
  const ran = await runPlans(q, lang, runner, plans, variants);
  if (!ran.ok) return ran;
  const { runs, declinedRuns, optional } = ran.value;
  // "Can I respond with Giant Growth, and does my 2/2 survive?": when the move can be made, the outcome
  // may be meant with it made — not guessed. (When it can't be, the story as told is the only reading:
  // "What are its P/T, and can my opponent Bolt it?" with protection from red.)
  if (outcomeAsked && q.asks.some((a) => isProbe(a) && (runs.get(a) ?? []).some((r) => answerAsk(a, r.view, q, lang).verdict === 'yes'))) return fail('needs_detail', message(lang, 'if_it_does'));
  const each = answerEach(q, lang, runs, declinedRuns, unsized);
  if (!each.ok) return each;
  const { results, choiceMatters } = each.value;
  const either = settleItEither(q, lang, runs, results);
  if (either) return either;
  const main = (runs.get(null) ?? runs.get(plans[0]!)!)[0]!;
  const open = openInRuns(q, lang, main, runs) ?? (await delayedWaiting(q, lang, main, (q2) => answerAsTold(q2, lang, runner)));
  if (open) return open;
  const c: Answered = { q, lang, runner, plans, variants, optional, results, runs, main, unsaid };
  const reading = await otherReadingDiffers(c, unowned, storyTargets);
  if (reading && 'reread' in reading) return answerAsTold(reading.reread, lang, runner);
  if (reading) return reading;
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
  return composeReply(c, answerNotes(c, unsized, trampleOutcome, choiceMatters, division), division, unsized);
}

/**
 * Sizes as the question gave them, marked on its things. A question that tells sizes as they are then may say the
 * others so too ("… their other creature is a 4/4 now. My 5/5 attacks", with Elesh Norn): each other size said that a
 * static ability in the story changes is asked, as a size told by a clause of its own is (claims.ts statedSizes,
 * 613.4c), never taken as its own size with the change counted again. Creatures the question gave no size (and no
 * card gives one) are tried at several sizes: their ids.
 */
function markSizes(q: ParsedQuestion): string[] {
  const reached = new Set(q.events.flatMap((e) => (e.kind === 'size-told' ? [e.id] : [])));
  if (reached.size > 0) for (const t of q.things) if (!reached.has(t.id) && !q.cards[t.id] && t.power !== null && t.toughness !== null) t.sizeStated = true;
  for (const t of q.things) if (t.types.includes('Creature') && !q.cards[t.id] && t.zone === 'battlefield' && (t.power === null || t.toughness === null)) t.sizeAssumed = true;
  return q.things.filter((t) => t.sizeAssumed).map((t) => t.id);
}

/**
 * Targets whose controller the question didn't say (the builder gives each one, settle()): the
 * answer stands only if the other controller gives the same (hexproof stops only opponents'
 * spells, 702.11b; "target creature you control", 115.1); otherwise it is asked back (issue 11 §2).
 * `unowned`: the things whose other controller is tried; `storyTargets`: those of them a story's own
 * cast or activation aims at; `unsaid`: every thing whose controller the question left unsaid.
 */
function openControllers(q: ParsedQuestion): { unowned: string[]; storyTargets: Set<string>; unsaid: Set<string> } {
  // Only a legality question's target is tried: a story's own cast is legal as told, so a controller
  // under which it couldn't be cast is no reading of it (the restatement says whose it is taken to be).
  const targeted = new Set(q.asks.flatMap((a) => (a.kind === 'can-target' ? [a.target] : a.kind === 'can-cast' || a.kind === 'can-activate' ? a.targets : [])));
  // A story's own cast or activation at a thing nobody was said to control ("I cast Swords to Plowshares on a 4/4",
  // "I Bolt a 2/2 with hexproof") is tried too: who controls the target can decide the answer (who gains the life,
  // whether hexproof lets it be targeted at all, 702.11b) — a reading the other way that the rules forbid is then a
  // question to ask back, not a reason to take the builder's default (red team s18).
  // Only a thing the story does nothing else with: one that attacks, blocks or is otherwise acted on has its
  // controller settled by those events (settle()), and flipping it alone would tell another story.
  const ids = new Set(q.things.map((t) => t.id));
  const involved = new Set<string>();
  for (const e of q.events) {
    const { targets: _targets, ...rest } = e.kind === 'cast' || e.kind === 'activate' ? e : { ...e, targets: [] };
    idsIn(rest, ids, involved);
  }
  // And only when it is the one permanent whose controller is open: "Grizzly Bears + Giant Growth + Glorious Anthem"
  // tells one side's board, and turning one piece of it over alone is no reading anyone meant.
  const castIds = new Set(q.events.flatMap((e) => (e.kind === 'cast' ? [e.spell] : [])));
  const openPermanents = q.things.filter((t) => t.controller === null && t.zone === 'battlefield' && !castIds.has(t.id));
  const storyTargets = new Set(openPermanents.length !== 1 ? [] : q.events.flatMap((e) => (e.kind === 'cast' || e.kind === 'activate' ? e.targets.filter((x): x is string => typeof x === 'string' && x === openPermanents[0]!.id && !involved.has(x)) : [])));
  const unowned = q.things.filter((t) => t.controller === null && (targeted.has(t.id) || storyTargets.has(t.id))).map((t) => t.id);
  // Every controller the question left unsaid: worked out again around the flipped one (settle()).
  const unsaid = new Set(q.things.filter((t) => t.controller === null).map((t) => t.id));
  return { unowned, storyTargets, unsaid };
}

/** Each ask, from the run that answers it; the same answer at every size, or asked back. */
function answerEach(q: ParsedQuestion, lang: Lang, runs: ReadonlyMap<Ask | null, TriedRun[]>, declinedRuns: ReadonlyMap<TriedRun, TriedRun>, unsized: readonly string[]): Result<{ results: AskResult[]; choiceMatters: boolean }, QuestionError> {
  const results: AskResult[] = [];
  let choiceMatters = false;
  for (const a of q.asks) {
    const list = runs.get(isProbe(a) ? a : null)!;
    const answers = list.map((r) => answerAsk(a, r.view, q, lang));
    const first = answers[0]!;
    if (answers.some((x) => x.value !== first.value)) {
      const names = wordsFor(lang).list(unsized.map((id) => list[0]!.built.labels.get(id) ?? id));
      return fail('needs_detail', message(lang, 'depends_on_size', { things: names }));
    }
    results.push(first);
    const other = declinedRuns.get(list[0]!);
    if (other && answerAsk(a, other.view, q, lang).value !== first.value) choiceMatters = true;
  }  return { ok: true, value: { results, choiceMatters } };
}

/**
 * "Can I block their Hill Giant with my Birds?" asked alone: a judge says what the move leads to as well — the
 * legality, then the outcome with the move made. Null when the move can't be made or its result isn't one outcome
 * (answered as the legality alone).
 */
async function leadsTo(q: ParsedQuestion, lang: Lang, runner: ScenarioRunner): Promise<Result<QuestionAnswer, QuestionError> | null> {
  const probe = q.asks.length === 1 && isProbe(q.asks[0]!) ? q.asks[0]! : null;
  if (!probe) return null;
  const legality = legalityOnce(q, probe, lang, runner);
  const both = (await ifItDoes({ ...q, asks: [probe, { kind: 'outcome' }] }, probe, legality, lang, runner, true)) ?? (await ifItCant(q, probe, legality, lang, (x, led) => answerParsed(x, lang, runner, led), true));
  if (both?.ok) return both;
  // Asked as the probe alone already, the legality just run is the answer the question would be read to again: not run twice.
  if (!sameAsAlone(q, probe)) return null;
  const legal = await legality();
  return legal.ok ? legal : null;
}

/** The probe asked alone, as one yes/no question: its legality, read from a story that stops there. */
function probeAlone(q: ParsedQuestion, probe: Ask): ParsedQuestion {
  return { ...q, asks: [probe], together: [], anyOf: [], yesNo: true };
}

/** Whether the question already is its probe asked alone (probeAlone changes nothing that is read). */
function sameAsAlone(q: ParsedQuestion, probe: Ask): boolean {
  return q.asks.length === 1 && q.asks[0] === probe && (q.together ?? []).length === 0 && (q.anyOf ?? []).length === 0 && q.yesNo === true;
}

/** The probe's legality (probeAlone), answered at most once however many readings of the question ask for it. */
function legalityOnce(q: ParsedQuestion, probe: Ask, lang: Lang, runner: ScenarioRunner): () => Promise<Result<QuestionAnswer, QuestionError>> {
  let legal: Promise<Result<QuestionAnswer, QuestionError>> | null = null;
  return () => (legal ??= answerParsed(probeAlone(q, probe), lang, runner, false));
}

/**
 * A probe and an outcome asked together, the move legal: the probe's answer, then the outcome read
 * from the story told with the move made (if-it-does.ts). Null when the move can't be told as made
 * or can't be made (the caller asks back, or answers from the story as told).
 */
async function ifItDoes(q: ParsedQuestion, probe: Ask, legality: () => Promise<Result<QuestionAnswer, QuestionError>>, lang: Lang, runner: ScenarioRunner, implied = false): Promise<Result<QuestionAnswer, QuestionError> | null> {
  const moved = withMoveMade(q, probe);
  if (!moved) return null;
  const p = await legality();
  if (!p.ok || p.value.verdict !== 'yes') return null;
  const o = await answerParsed(moved, lang, runner);
  if (!o.ok) return o;
  const w = wordsFor(lang);
  // The probe's own line (its legality), without the probe run's summary of a story that stops there.
  const probeLine = p.value.answer.split('\n')[0]!;
  const answer = `${probeLine}\n${w.ifYouDo}${o.value.answer}`;
  // One yes or no for the message only when both parts give the same (the probe's is yes).
  // (An outcome with no yes or no of its own — an amount — leaves the probe's yes standing.)
  // A move asked with what it is for ("Can I cast Infernal Grasp to destroy their indestructible 3/3?",
  // frames/purpose.ts): the one yes or no is whether it does that; legal but not doing it is a no.
  const purpose = (probe.kind === 'can-cast' || probe.kind === 'can-block' || probe.kind === 'can-target' || probe.kind === 'can-activate') && probe.purpose === true;
  if (purpose && o.value.verdict === 'no') {
    const legal = probeLine.replace(/^(?:Yes\. |はい。)/u, '');
    const said = w.butIfYouDo(o.value.answer, legal);
    const understood = `${o.value.understood}\n${w.moveChecked}`;
    const seen = new Set(o.value.steps.map((x) => x.text));
    const steps = [...o.value.steps, ...p.value.steps.filter((x) => !seen.has(x.text))];
    return { ok: true, value: { ...o.value, understood, answer: said, verdict: 'no', steps, unsized: [...new Set([...o.value.unsized, ...p.value.unsized])] } };
  }
  const verdict = o.value.verdict === 'no' ? null : 'yes';
  // (An outcome the question didn't ask: restated as the legality asked, the outcome added as told.)
  const understood = implied ? `${p.value.understood}\n${w.outcomeAdded}` : `${o.value.understood}\n${w.moveChecked}`;
  const seen = new Set(o.value.steps.map((x) => x.text));
  const steps = [...o.value.steps, ...p.value.steps.filter((x) => !seen.has(x.text))];
  return { ok: true, value: { ...o.value, understood, answer, verdict, steps, unsized: [...new Set([...o.value.unsized, ...p.value.unsized])] } };
}

/** The objects' labels as the restatement names them (what a refusal before any run names them by). */
function labelsOf(q: ParsedQuestion, lang: Lang): ReadonlyMap<string, string> {
  try {
    return questionScenario({ ...q, things: structuredClone(q.things) }, lang).labels;
  } catch {
    return new Map();
  }
}

/** Every string in `value` (an event, walked through its fields) that is one of `ids`, added to `into`. */
function idsIn(value: unknown, ids: ReadonlySet<string>, into: Set<string>): void {
  if (typeof value === 'string') {
    if (ids.has(value)) into.add(value);
  } else if (Array.isArray(value)) {
    for (const v of value) idsIn(v, ids, into);
  } else if (value !== null && typeof value === 'object') {
    for (const v of Object.values(value)) idsIn(v, ids, into);
  }
}

/** Outcomes a question of what may be done can ask (language/ir.ts `mayActAsks`). */
const MAY_ACT_OUTCOMES: ReadonlySet<Ask['kind']> = new Set<Ask['kind']>(['dies', 'life', 'damage-taken', 'poison', 'loses', 'wins', 'deals-damage']);

/**
 * "I control Prodigal Sorcerer. Can I kill his 1/1?", "I control Mother of Runes. … Can it survive?", 「《ゴブリンの砲撃》と
 * 1/1が3体いる。…勝てる？」: asked what may be done, while a permanent of the asker's has an activated ability the story
 * doesn't activate. The run answers what happens with nobody acting, so the ability — which may be what the question
 * is about (602.1, 602.2) — would be silently ignored: refused naming it, never answered as if no one could act
 * (red team s19b). (Mana abilities, 605.1a, change no outcome by themselves; an ability told activated is run.)
 */
function mayActUnexplored(q: ParsedQuestion, lang: Lang): { ok: false; error: QuestionError } | null {
  if (!(q.mayActAsks ?? []).some((a) => MAY_ACT_OUTCOMES.has(a.kind))) return null;
  // (An ability told used — activated, or a regeneration shield told made, 701.19 — is run as told.)
  const activatedFrom = new Set([...q.events.flatMap((e) => (e.kind === 'activate' ? [e.source] : e.kind === 'regenerate' ? e.ids : [])), ...loyaltyMoveSources(q)]);
  for (const t of q.things) {
    if (t.zone !== 'battlefield' || t.cast === true || t.controller === 'B' || activatedFrom.has(t.id)) continue;
    // (Attached to the opponent's creature, it is theirs to use, whoever is said to control it.)
    const host = t.attachedTo ? q.things.find((x) => x.id === t.attachedTo) : undefined;
    if (t.controller === null && host?.controller === 'B') continue;
    const card = q.cards[t.id];
    if (!card) continue;
    // (An Equipment already attached moves, at most, by its equip ability: left out, 702.6a.)
    const equip = (text: string): boolean => /^Equip\b/i.test(text.trim());
    const compiled = (card.object.activated ?? []).filter((ab) => ab.mana !== true && !(t.attachedTo && equip(ab.text ?? ''))).map((ab) => ab.text ?? '');
    const unread = card.unmodelled.filter((x) => /^[^."]*:/.test(x) && !/^[^:]*:\s*Add\b/.test(x) && !(t.attachedTo && equip(x)));
    const texts = [...compiled, ...unread].filter((x) => x !== '');
    if (texts.length === 0) continue;
    return fail('unmodelled', message(lang, 'may_act_unexplored', { name: shownCardName(card, lang), text: oracleQuoted(texts[0]!, lang) }));
  }
  return null;
}

/** "Can my X block?" with no attacker named: the attacker implied or named (control.ts), or asked back when the question names two or more it could be. */
function impliedAttackers(q: ParsedQuestion, lang: Lang): Result<never, QuestionError> | null {
  for (const a of q.asks) {
    const options = a.kind === 'can-block' ? implyAttacker(q, a, lang) : null;
    if (!options || a.kind !== 'can-block') continue;
    const label = (id: string): string => labelsOf(q, lang).get(id) ?? q.things.find((t) => t.id === id)?.words ?? id;
    return fail('needs_detail', message(lang, 'which_attacker', { blockers: wordsFor(lang).list(a.blockers.map(label)), options: wordsFor(lang).orList(options.map(label)) }));
  }
  return null;
}
