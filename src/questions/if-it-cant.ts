/**
 * "Their only creatures are a Strix and a 4/4. I attack with my flying, menace Junji — can they block?": a judge says
 * no, and then what that leads to — Junji is unblocked and deals its damage (509.1, 510.1a). The answer to a "can it
 * block?" that is a no goes on with the story as told, the attack unblocked, but only when that is the one thing
 * that can follow: one attacker, and no creature of the defending player told that could block it instead (a single
 * creature of a pair asked of might block alone: each is tried). Otherwise the no stands alone, as before. An outcome
 * asked along with the block is answered so only when it is the players' ("How much damage do I take?"): one about a
 * creature ("If so, does it survive?") was meant of the block made, and is asked back as before.
 */
import type { Lang } from '../core/lang.ts';
import type { Result } from '../core/result.ts';
import type { Ask, ParsedQuestion, QEvent, QuestionError } from './types.ts';
import type { QuestionAnswer } from './answer-reply.ts';
import { wordsFor } from './locales/index.ts';

/** answerParsed, passed in (answer.ts imports this module); `led`: whether a move asked alone may add what it leads to. */
type Answerer = (q: ParsedQuestion, led: boolean) => Promise<Result<QuestionAnswer, QuestionError>>;

/** Outcomes of the attack itself, for the players: what an unblocked attack answers whatever the block was for. */
const PLAYER_ASKS: ReadonlySet<Ask['kind']> = new Set(['life', 'damage-taken', 'poison', 'loses', 'wins', 'life-gained', 'life-lost']);

/**
 * Words that ask of a group blocking together ("can both block it?", "double-block", 「2体で」「両方で」「一緒に」): their no
 * is the answer. Without them, "Can they block?" / 「相手はブロックできる？」 may ask whether any of them can.
 */
const JOINTLY = /\b(?:both|together|double[- ]?block\w*)\b|両方|一緒に|共に|ともに|同時に|[2-9２-９二三]体で/iu;

/**
 * "Can they block?" of a pair the group of which can't block together but one of which can alone ("Opponent controls
 * Grizzly Bears and Giant Spider" against a flyer): a no would say the defender can't block at all, a yes that both
 * can — the reply gives both readings, with no one yes or no (509.1a: which creatures block is the defender's choice).
 */
function eitherWay(together: QuestionAnswer, alone: readonly QuestionAnswer[], lang: Lang): Result<QuestionAnswer, QuestionError> {
  const w = wordsFor(lang);
  const lines = [`${w.blockTogether}${together.answer.split('\n')[0]!}`, ...alone.map((a) => `${w.blockAlone}${a.answer.split('\n')[0]!}`)];
  return { ok: true, value: { ...together, understood: `${together.understood}\n${w.blockEitherWay}`, answer: lines.join('\n'), verdict: null } };
}

/** At most this many blockers asked of together are each tried alone (a pair: the two singles). */
const MAX_TRIED = 2;

/** The story with the attack told and nothing blocking, asking `outcomes`; null when that isn't the only way on. */
function unblockedStory(q: ParsedQuestion, probe: Extract<Ask, { kind: 'can-block' }>, outcomes: Ask[]): ParsedQuestion | null {
  if (probe.at || probe.blockers.length > MAX_TRIED) return null;
  const told = [...new Set(q.events.flatMap((e) => (e.kind === 'attack' ? e.attackers : [])))];
  const attackers = probe.attackers.length > 0 ? probe.attackers : told;
  if (attackers.length !== 1 || told.some((a) => a !== attackers[0])) return null;
  if (q.events.some((e) => e.kind === 'block')) return null;
  const attacker = q.things.find((t) => t.id === attackers[0]);
  if (!attacker || attacker.controller === null) return null;
  const defender = attacker.controller === 'A' ? 'B' : 'A';
  // Any creature told that might be the defender's, and isn't one asked of, could block instead (509.1a).
  const others = q.things.filter((t) => t.zone === 'battlefield' && t.types.includes('Creature') && t.id !== attacker.id && !probe.blockers.includes(t.id) && t.controller !== attacker.controller);
  if (others.length > 0) return null;
  if (probe.blockers.some((b) => q.things.find((t) => t.id === b)?.controller !== defender)) return null;
  const events: QEvent[] = [...q.events];
  if (!told.includes(attacker.id)) events.push({ kind: 'attack', attackers: [attacker.id], target: null });
  // (The attack goes on unblocked, 509.1h: said so, no block is tried for it, untold-blocks.ts.)
  return { ...q, events, asks: outcomes, together: [], anyOf: [], yesNo: false, unblocked: [attacker.id] };
}

/**
 * The no of a "can it block?", with what the attack then does; null when the move is legal, the story can't go on
 * in one way only, or the outcome can't be answered (the legality alone is answered then). `implied`: no outcome was
 * asked, it is added (as "If you do:" is for a yes).
 */
export async function ifItCant(q: ParsedQuestion, probe: Ask, legality: () => Promise<Result<QuestionAnswer, QuestionError>>, lang: Lang, answer: Answerer, implied: boolean): Promise<Result<QuestionAnswer, QuestionError> | null> {
  // (A block asked with what it is for — "to kill it" — is answered by whether it does that: frames/purpose.ts.)
  if (probe.kind !== 'can-block' || probe.purpose === true) return null;
  const outcomes = implied ? [{ kind: 'outcome' } as const] : q.asks.filter((a) => a !== probe);
  const story = outcomes.length > 0 && outcomes.every((a) => implied || PLAYER_ASKS.has(a.kind)) ? unblockedStory(q, probe, outcomes) : null;
  const group = probe.blockers.length > 1 && probe.blockers.length <= MAX_TRIED;
  if (!story && !group) return null;
  const p = await legality();
  if (!p.ok || p.value.verdict !== 'no') return null;
  // A pair asked of: either one alone might block legally (a menace attacker excepted) — then the defender still
  // chooses, and nothing follows in one way.
  const singles: QuestionAnswer[] = [];
  if (probe.blockers.length > 1) {
    for (const b of probe.blockers) {
      const alone = await answer({ ...q, asks: [{ ...probe, blockers: [b] }], together: [], anyOf: [], yesNo: true }, false);
      if (!alone.ok) return null;
      singles.push(alone.value);
    }
  }
  const can = singles.filter((x) => x.verdict === 'yes');
  if (can.length > 0) return JOINTLY.test(q.text) || !implied ? null : eitherWay(p.value, can, lang);
  if (!story) return null;
  const o = await answer(story, false);
  if (!o.ok) return null;
  const w = wordsFor(lang);
  const probeLine = p.value.answer.split('\n')[0]!;
  const understood = implied ? `${p.value.understood}\n${w.outcomeUnblocked}` : `${o.value.understood}\n${w.moveCheckedNot}`;
  const seen = new Set(p.value.steps.map((x) => x.text));
  const steps = [...p.value.steps, ...o.value.steps.filter((x) => !seen.has(x.text))];
  return { ok: true, value: { ...o.value, understood, answer: `${probeLine}\n${w.soUnblocked}${o.value.answer}`, verdict: 'no', steps, unsized: [...new Set([...o.value.unsized, ...p.value.unsized])] } };
}
