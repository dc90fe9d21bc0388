/**
 * Questions in plain words (issue 6 §3): English or Japanese text -> a structured question ->
 * the Scenario JSON /scenario runs -> the engine's answer, restated first. Anything not
 * understood is named and nothing is answered then (`not_understood`): a guess is never given as
 * an answer. Public API: parseQuestion, answerQuestion.
 */
import { unappliedCounterKinds, unsaidCounterKinds } from './counter-kinds.ts';
import type { Lang } from '../core/lang.ts';
import type { Result } from '../core/result.ts';
import { parseKeywordExact } from '../scenario/schema/vocabulary.ts';
import type { ParsedQuestion, QuestionError } from './types.ts';
import type { CardSpotter } from '../language/lexicon/cards.ts';
import type { CardData, CardResolver } from './cards.ts';
import { answerParsed } from './answer.ts';
import { answerEitherOr, eitherOr } from './either-or.ts';
import type { QuestionAnswer, ScenarioRunner } from './answer.ts';
import { message } from './messages.ts';
import { wordsFor } from './locales/index.ts';
import { labelThings } from './labels.ts';
import { readSacrifices } from './sacrifice-outlets.ts';
import { staticCauses } from './claims.ts';
import { enteringTriggerTargets, entryEffectUnmatched, supposedEntries } from './trigger-targets.ts';
import { abilityTargetUntold, castOnNonTargeting, countersUnsaid, eitherTarget, fail, quotedTexts, spellAsPermanent, targetZoneImplied, targetZoneUnsaid, triggerWithoutTarget } from './unmodelled-setups.ts';
import type { Story } from './reading.ts';
import { readIr, resolveCards, storyOf } from './reading.ts';
import { tokensFromMakers } from './token-makers.ts';
export { MAX_QUESTION_LENGTH } from './reading.ts';

export type { ParsedQuestion, QuestionError, QuestionErrorCode, Thing, QEvent, Ask, Side } from './types.ts';
export type { QuestionAnswer, ScenarioRunner, LimitFailure } from './answer.ts';
export { questionScenario } from './scenario.ts';
import { describedCopies } from './described-copies.ts';
import { withUnpayable } from './board-mana.ts';

export interface QuestionDeps {
  /** Card names in running text ("giant growth", 灰色熊); without it only 《…》 and [[…]] are card names. */
  cards?: CardSpotter;
  /** Card-name resolution (CardService.resolve). Without it a card name is answered with `unknown_card`. */
  resolveCard?: CardResolver;
  /** How the Scenario is run (default: runScenario in-process; the commands pass the worker pool). */
  run?: ScenarioRunner;
}

/**
 * The question read into a ParsedQuestion, in steps, each of which may refuse (a refusal names the words; a
 * guess is never made, issue 11): the text read into the IR; the story it tells; its cards resolved and
 * compiled; set-ups that can't be as told asked back; quoted ability text compiled; targets the words
 * leave open settled or asked back; told sacrifices read as the activations they pay for.
 */
export async function parseQuestion(text: string, lang: Lang, deps: QuestionDeps = {}): Promise<Result<ParsedQuestion, QuestionError>> {
  const trimmed = text.trim();
  const read = await readIr(trimmed, lang, deps);
  if (!read.ok) return read;
  const ir = read.value;
  // "What happens?" about nothing at all is no question either.
  if (ir.events.length === 0 && ir.objects.length === 0 && ir.asks.every((a) => a.kind === 'outcome')) return fail('not_understood', message(lang, 'nothing'));
  const st = storyOf(ir);
  const resolved = await resolveCards(st, lang, deps);
  if (!resolved.ok) return resolved;
  const cards = resolved.value;
  // "a Faerie Rogue token from Bitterblossom": the token is what its maker's effect creates (111.3), read from the card.
  const made = await tokensFromMakers(st.things, lang, deps);
  if (!made.ok) return made;
  // "My Clone is copying their Serra Angel": a copy on the battlefield, its original's values taken (707.2).
  const copies = describedCopies(st.things, cards, lang);
  if (!copies.ok) return copies;
  const impossible = unsaidCounterKinds(st, cards, lang) ?? unappliedCounterKinds(st, lang) ?? countersUnsaid(st, cards, lang) ?? spellAsPermanent(st, cards, lang);
  if (impossible) return impossible;
  // "I cast Flametongue Kavu targeting his 3/3", "… it deals 4 to his 3/3": the target of the card's "when
  // this enters" ability (603.3d), not of the creature spell, which has none (trigger-targets.ts).
  supposedEntries(st.events, cards);
  enteringTriggerTargets(st.events, cards, st.triggerTargets, st.responses);
  const untargeted = entryEffectUnmatched(st.events, cards, st.triggerTargets, lang) ?? triggerWithoutTarget(ir.triggerTargets, st, cards, lang) ?? (await castOnNonTargeting(st, cards, lang, deps));
  if (untargeted) return untargeted;
  const compiledQuotes = quotedTexts(st, lang);
  if (!compiledQuotes.ok) return compiledQuotes;
  const quoted = compiledQuotes.value;
  targetZoneImplied(st, cards, quoted);
  const open = eitherTarget(st, cards, quoted, lang) ?? abilityTargetUntold(st, cards, quoted, lang) ?? targetZoneUnsaid(st, cards, quoted, lang);
  if (open) return open;
  // Keywords the compiler gave a quoted ability are kept as text; check they parse like the schema's.
  for (const q of Object.values(quoted)) {
    const kws = q.object.keywords;
    if (Array.isArray(kws)) q.object.keywords = kws.filter((k) => typeof k !== 'string' || parseKeywordExact(k).ok);
  }
  // "I sacrifice Selfless Spirit": the activation whose cost that sacrifice pays (602.2b, 701.21a), where the story settles which.
  const cardNames = new Map(Object.entries(cards).map(([id, c]) => [id, wordsFor(lang).localName(c.name, c.ja)] as const));
  const labels = labelThings(st.things, lang, cardNames);
  const sacrifices = readSacrifices(st.events, st.responses, st.things, cards, quoted, lang, (id) => labels.get(id) ?? id);
  if (!sacrifices.ok) return sacrifices;
  // "I control Glorious Anthem and my 2/2 gets +1/+1": a change told with no cause, read as a static ability's doing (claims.ts).
  staticCauses(st.events, st.things, { cards, quoted });
  return { ok: true, value: withUnpayable({ ...parsedOf(st, lang, trimmed, cards, quoted), ...copies.value }) };
}

/** The ParsedQuestion of a story read to the end (optional parts only when the question told them). */
function parsedOf(st: Story, lang: Lang, text: string, cards: Record<string, CardData>, quoted: ParsedQuestion['quoted']): ParsedQuestion {
  return { lang, text, things: st.things, events: st.events, responses: st.responses, asks: st.asks, activePlayer: 'A', life: st.life, poison: st.poison, handSize: st.handSize, ...(st.assigned.length > 0 ? { assigned: st.assigned } : {}), ...(Object.keys(st.librarySize).length > 0 ? { librarySize: st.librarySize } : {}), ...(st.emptyGraveyards.length > 0 ? { emptyGraveyards: st.emptyGraveyards } : {}), ...(st.absentKinds.length > 0 ? { absentKinds: st.absentKinds } : {}), blockFirst: st.blockFirst, yesNo: st.yesNo, ...(st.together.length > 0 ? { together: st.together } : {}), ...(st.anyOf.length > 0 ? { anyOf: st.anyOf } : {}), ...(st.itEither.length > 0 ? { itEither: st.itEither } : {}), ...(st.whAsks.length > 0 ? { whAsks: st.whAsks } : {}), ...(st.shortNames.length > 0 ? { shortNames: st.shortNames } : {}), ...(st.setAside.length > 0 ? { setAside: st.setAside } : {}), ...(st.respelt.length > 0 ? { respelt: st.respelt } : {}), triggerTargets: st.triggerTargets, ...(st.triggerResponses.length > 0 ? { triggerResponses: st.triggerResponses } : {}), ...(st.noMana ? { noMana: st.noMana } : {}), ...(st.unlessPaid !== undefined ? { unlessPaid: st.unlessPaid } : {}), ...(st.unlessPayment !== undefined ? { unlessPayment: st.unlessPayment } : {}), ...(st.proliferateChosen !== undefined ? { proliferateChosen: st.proliferateChosen } : {}), ...(st.legendKept !== undefined ? { legendKept: st.legendKept } : {}), ...(st.diedThisTurn !== undefined ? { diedThisTurn: st.diedThisTurn } : {}), ...(st.unblocked ? { unblocked: st.unblocked } : {}), ...(st.idleBlockers ? { idleBlockers: st.idleBlockers } : {}), ...(st.negativeAsks.length > 0 ? { negativeAsks: st.negativeAsks } : {}), ...(st.mayActAsks.length > 0 ? { mayActAsks: st.mayActAsks } : {}), cards, quoted };
}


/** Parse, build the Scenario, run it through runScenario, and answer (restatement first). */
export async function answerQuestion(text: string, lang: Lang, deps: QuestionDeps = {}): Promise<Result<QuestionAnswer, QuestionError>> {
  const parsed = await parseQuestion(text, lang, deps);
  if (parsed.ok || parsed.error.code !== 'not_understood') return parsed.ok ? answerParsed(parsed.value, lang, deps.run) : parsed;
  // "… do they end at 4 or 7?": the yes/no asked of each value offered, the reply naming the one the result matches.
  const offered = eitherOr(text, lang);
  if (!offered) return parsed;
  const a = await parseQuestion(offered.texts[0], lang, deps);
  const b = await parseQuestion(offered.texts[1], lang, deps);
  if (!a.ok || !b.ok) return parsed;
  const chosen = await answerEitherOr(offered, [a.value, b.value], lang, (q) => answerParsed(q, lang, deps.run));
  return chosen ? { ok: true, value: chosen } : parsed;
}
