/**
 * Blocks the question never told. "Opponent at 2 life with an untapped 1/1. I swing with a 3/3. Is it lethal?" was
 * answered Yes: with no block said, the run declared none, though blocking is the defending player's own choice
 * (509.1a) and the 1/1 could chump the 3/3. A story that tells no block at all for an attack, while the defending player
 * has an untapped creature that may block, is tried with the blocks that creature could make; when any of them changes
 * an answer, which blocks were made is asked back, never assumed (issue 11 §2). An illegal block (a flier, menace) is
 * no reading: its run can't be made, and it is skipped. Attackers told unblocked ("no blocks", 509.1h) are settled.
 */
import type { Ask, ParsedQuestion, QEvent, QuestionError } from './types.ts';
import { message } from './messages.ts';
import { answerAsk, isProbe } from './asks.ts';
import { runOnce } from './answer-run.ts';
import { fail } from './question-error.ts';
import type { ObjectInput } from './scenario-input.ts';
import type { Answered } from './unsaid-readings.ts';
import { wordsFor } from './locales/index.ts';

/** At most this many block readings are run; past it the blocks are asked back at once. */
export const MAX_BLOCK_READINGS = 12;

/** Asks about blocking itself, or a told division among told blockers: their story's blocks are what they ask of. */
const ABOUT_BLOCKS: ReadonlySet<Ask['kind']> = new Set<Ask['kind']>(['can-block', 'can-attack', 'division-legal']);

type Attack = Extract<QEvent, { kind: 'attack' }>;

/** One way the defending player could have blocked: these blockers, each on the attacker given. */
interface BlockReading {
  blocks: { blocker: string; attacker: string }[];
}

/**
 * The readings to try for the first attack with no block told: each possible blocker alone on each open attacker, and
 * all of them together on one attacker (a gang block kills what one alone can't, 509.1a). Null when nothing is open.
 */
function blockReadings(q: ParsedQuestion, objects: readonly ObjectInput[]): { attack: Attack; readings: BlockReading[]; blockers: string[] } | null {
  const attack = q.events.find((e): e is Attack => e.kind === 'attack');
  if (!attack || q.blockFirst || q.events.some((e) => e.kind === 'block')) return null;
  const told = new Set(q.unblocked ?? []);
  const open = attack.attackers.filter((id) => !told.has(id));
  if (open.length === 0) return null;
  const byId = new Map(objects.map((o) => [String(o.id), o]));
  const attackingSide = byId.get(open[0]!)?.controller;
  const attacking = new Set([...q.events.flatMap((e) => (e.kind === 'attack' ? e.attackers : [])), ...(q.idleBlockers ?? [])]);
  // (A creature the defending player controls on the battlefield, untapped, not itself attacking nor told not to block: 509.1a.)
  const blockers = objects
    .filter((o) => o.controller !== undefined && o.controller !== attackingSide && (o.zone ?? 'battlefield') === 'battlefield' && o.tapped !== true && (o.types ?? []).includes('Creature') && !attacking.has(String(o.id)))
    .map((o) => String(o.id));
  if (blockers.length === 0) return null;
  const readings: BlockReading[] = [];
  for (const attacker of open) {
    for (const blocker of blockers) readings.push({ blocks: [{ blocker, attacker }] });
    if (blockers.length > 1) readings.push({ blocks: blockers.map((blocker) => ({ blocker, attacker })) });
  }
  return { attack, readings, blockers };
}

/** The question with the reading's blocks told right after the attack. */
function withBlocks(q: ParsedQuestion, attack: Attack, reading: BlockReading): ParsedQuestion {
  const at = q.events.indexOf(attack) + 1;
  const byAttacker = new Map<string, string[]>();
  for (const b of reading.blocks) byAttacker.set(b.attacker, [...(byAttacker.get(b.attacker) ?? []), b.blocker]);
  const blocks: QEvent[] = [...byAttacker].map(([attacker, blockers]) => ({ kind: 'block', blockers, attacker }));
  return { ...q, events: [...q.events.slice(0, at), ...blocks, ...q.events.slice(at)] };
}

/** Errors of a run that say nothing about whether the block could be made: the reading is not known, so asked back. */
const UNKNOWN_RUN: ReadonlySet<string> = new Set(['timeout', 'too_much_memory', 'internal']);

/**
 * Asked back when a block the defending player could have made, and the question didn't tell, changes an answer;
 * null when every legal block gives the answers given (or none could be made).
 */
export async function untoldBlocksDiffer(c: Answered): Promise<{ ok: false; error: QuestionError } | null> {
  const { q, lang, runner, plans, variants, optional, results } = c;
  if (q.asks.some((a) => ABOUT_BLOCKS.has(a.kind))) return null;
  const found = blockReadings(q, (c.main.built.scenario.objects ?? []) as ObjectInput[]);
  if (!found) return null;
  const labels = c.main.built.labels;
  const askBack = (): { ok: false; error: QuestionError } =>
    fail('needs_detail', message(lang, 'blocks_untold', { blockers: wordsFor(lang).orList(found.blockers.map((id) => labels.get(id) ?? id)), attackers: wordsFor(lang).list(found.attack.attackers.map((id) => labels.get(id) ?? id)) }));
  if (found.readings.length > MAX_BLOCK_READINGS) return askBack();
  for (const reading of found.readings) {
    const tried = withBlocks(q, found.attack, reading);
    for (const plan of plans) {
      const r = await runOnce(tried, lang, plan, variants[0]!, runner, optional);
      if (!r.ok) {
        if (UNKNOWN_RUN.has(r.error.code)) return askBack();
        continue;
      }
      for (const a of q.asks.filter((x) => (isProbe(x) ? x === plan : plan === null))) {
        if (answerAsk(a, r.value.view, tried, lang).value !== results[q.asks.indexOf(a)]!.value) return askBack();
      }
    }
  }
  return null;
}
