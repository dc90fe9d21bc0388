/**
 * Points in the turn structure a clause names (500.1): "during my opponent's end step", "on my next
 * turn", "in my main phase", "during combat on my own turn", 「相手の終了ステップに」, 「自分のターンに」,
 * 「戦闘中に」. Whose turn it is comes from a player word right before the time word ("my opponent's
 * end step", 相手の終了ステップ, "their turn"); a time word that names a turn (my-turn, their-turn)
 * says it itself. Both languages' chunks have this shape (player, possessive, time word), so one
 * reader serves both.
 *
 * These words change what can legally happen (117.1a, 307.1, 302.6), so they are read into the IR
 * (a `moment` event, or the `at` of a question) — never consumed as filler.
 */
import type { Clause } from '../clause.ts';
import type { Moment, Side, Step } from '../ir.ts';
import type { Sense, TimeWord } from '../senses.ts';
import type { Story } from '../story.ts';
import { other } from '../story.ts';

/** Time words that are a step or phase of a turn. */
const STEP_OF: Partial<Record<TimeWord, Step>> = {
  'untap-step': 'untap',
  upkeep: 'upkeep',
  'draw-step': 'draw',
  'main-phase': 'main1',
  postcombat: 'main2',
  'during-combat': 'combat',
  'end-step': 'end',
  cleanup: 'cleanup',
};

/**
 * "before combat", 「戦闘前に」, "after combat", 「戦闘後に」, told of what happened: the precombat and
 * postcombat main phases (505.1a), so a spell told after combat comes after combat damage (510.2).
 * Only for a story: what happened there happens the same at any point before or after combat. A
 * question whether something can be done then may mean a step inside combat (507, 511), where a
 * sorcery can't be cast, so it is not read from these words.
 */
const TOLD_STEP_OF: Partial<Record<TimeWord, Step>> = { precombat: 'main1', 'after-combat': 'main2' };

/** A time word that names a step or phase of a turn ("upkeep", "end step", "in combat"). */
export function isStepTime(t: string | null): boolean {
  return t !== null && (STEP_OF as Partial<Record<string, Step>>)[t] !== undefined;
}

/** Time words that name a turn, with whose it is when the word says so. */
const TURN_OF: Partial<Record<TimeWord, { side: Side | null; next: boolean }>> = {
  'my-turn': { side: 'A', next: false },
  'their-turn': { side: 'B', next: false },
  'next-turn': { side: null, next: true },
  'my-next-turn': { side: 'A', next: true },
  'their-next-turn': { side: 'B', next: true },
};

export interface ReadMoment {
  moment: Moment;
  /** The chunks that said it (time words, the player word and its possessive). */
  chunks: number[];
}

/**
 * The moment a clause names, or null when it names none. `turn-ends` with a player's turn named
 * ("at the end of my opponent's turn", 相手のターン終了時) is that turn's end step (513); without one
 * it stays the story's "the turn ends" (514.2), read by the frames that know it.
 */
export function momentOf(story: Story, c: Clause, told = false): ReadMoment | null {
  let turn: Side | null = null;
  let step: Step | null = null;
  let next = false;
  const used: number[] = [];
  const chunks = [...c.chunks].sort((a, b) => a - b);
  for (const k of chunks) {
    const s = story.sensesAt(k);
    const time = s.find((x): x is Extract<Sense, { kind: 'time' }> => x.kind === 'time')?.time ?? null;
    const turnNoun = s.some((x) => x.kind === 'thing-noun' && x.noun === 'turn');
    const stepOf = time ? (STEP_OF[time] ?? (told ? TOLD_STEP_OF[time] : undefined)) : undefined;
    const turnOf = time ? TURN_OF[time] : undefined;
    // (Whose turn a player word before the time word says is looked up only for a time word: a player said before any
    // other word — "the nonactive player casts" — is no turn's owner, and resolving it would bind it too early.)
    const owner = time !== null || turnNoun || s.some((x) => x.kind === 'thing-noun' && x.noun === 'combat') ? ownerBefore(story, k) : null;
    if (stepOf) {
      // "second main phase": the postcombat one (505.1a).
      const second = stepOf === 'main1' ? secondBefore(story, k) : null;
      step = second !== null ? 'main2' : stepOf;
      used.push(k, ...(second !== null ? [second] : []));
      if (owner) {
        turn = owner.side;
        used.push(...owner.chunks);
      }
      continue;
    }
    if (turnOf) {
      next ||= turnOf.next;
      turn = owner?.side ?? turnOf.side ?? turn;
      used.push(k, ...(owner?.chunks ?? []));
      continue;
    }
    if (owner && s.some((x) => x.kind === 'thing-noun' && x.noun === 'combat') && !s.some((x) => x.kind === 'adj' && x.adj === 'combat' && story.sensesAt(k + 1).some((y) => y.kind === 'thing-noun' && y.noun === 'damage'))) {
      // "during my opponent's combat", 相手の戦闘に: that player's combat phase (506.1).
      step = 'combat';
      turn = owner.side;
      used.push(k, ...owner.chunks);
      continue;
    }
    if (turnNoun && owner) {
      // "on my own turn", "during their turn", 相手のターンに.
      turn = owner.side;
      used.push(k, ...owner.chunks);
      continue;
    }
    if (time === 'turn-ends' && owner) {
      step = 'end';
      turn = owner.side;
      used.push(k, ...owner.chunks);
      continue;
    }
    if (time === 'beginning-of') {
      // "at the beginning of my upkeep", "start of their end step": that step, whose turn-based actions and triggers
      // come first in it (503.1, 513.1) — read only with a step named after it. "the start of my turn" is its untap step
      // and upkeep (502, 503), not the main phase a turn alone is read as: unread, so refused.
      if (chunks.some((t) => t > k && t <= k + 4 && isStepTime(story.timeAt(t)))) used.push(k);
      continue;
    }
    if (time === 'end-of') {
      // "at the end of my opponent's turn": that turn's end step (513); "end of combat": combat.
      const after = ownedTurnAfter(story, k, chunks);
      if (after) {
        step = 'end';
        turn = after.side;
        used.push(k, ...after.chunks);
      } else if (chunks.includes(k + 1) && story.sensesAt(k + 1).some((x) => x.kind === 'thing-noun' && x.noun === 'combat')) {
        step = 'combat';
        used.push(k, k + 1);
      }
    }
  }
  if (used.length === 0) return null;
  // "next turn" with nobody's said: the turn after the story's current one, which is the other player's — unless a
  // player is the one acting then: "Next turn I attack with it", "next turn, can I tap it for mana?" — a player's own
  // "next turn" is their next turn (the one where what they cast has been theirs since it began, 302.6), never the
  // turn between (red team s22: "I attack" was put on the opponent's turn and called impossible, 508.1a).
  if (next && turn === null) turn = actingPlayer(story, c, told) ?? other(currentMoment(story)?.turn ?? 'A');
  return { moment: { turn, step, next }, chunks: used };
}

/**
 * The one player a clause's subject names ("I", "my opponent"), or null (an object, a pronoun, several players). An
 * unspoken player subject counts only in a told clause (「次のターンにそれで攻撃した」: the teller's own act); asked
 * (「次のターンに攻撃できる？」) it may stand for the creature too, and "next turn" is asked back (intents/legality.ts).
 */
function actingPlayer(story: Story, c: Clause, told: boolean): Side | null {
  const s = c.subject;
  if (s?.kind !== 'player' || (s.text.trim() === '' && (!told || c.question))) return null;
  const who = s.player.who;
  if (who !== 'me' && who !== 'opponent') return null;
  return story.side(s.player);
}

/** "… my opponent's turn", "… their turn" right after `k`: that player, and the words. */
function ownedTurnAfter(story: Story, k: number, chunks: readonly number[]): { side: Side; chunks: number[] } | null {
  for (let t = k + 1; t <= k + 4 && chunks.includes(t); t++) {
    if (!story.sensesAt(t).some((x) => x.kind === 'thing-noun' && x.noun === 'turn')) continue;
    const owner = ownerBefore(story, t);
    return owner && owner.chunks.every((i) => i > k) ? { side: owner.side, chunks: [...owner.chunks, t] } : null;
  }
  return null;
}

/** "my opponent's", "my own", 相手の, "their": the player whose turn or step the word at `k` is. */
function ownerBefore(story: Story, k: number): { side: Side; chunks: number[] } | null {
  const chunks: number[] = [];
  let j = k - 1;
  const kind = (i: number): Sense | undefined => story.sensesAt(i)[0];
  // "my own turn": "own" only stresses whose.
  while (j >= 0 && (kind(j)?.kind === 'adj' ? (kind(j) as { adj: string }).adj === 'own' : story.sensesAt(j).some((x) => x.kind === 'adj' && x.adj === 'own'))) chunks.push(j--);
  if (j >= 0 && kind(j)?.kind === 'poss') chunks.push(j--);
  // "next" between the player and the turn ("my next turn") is part of the time word itself.
  const p = j >= 0 ? story.sensesAt(j).find((x): x is Extract<Sense, { kind: 'player' }> => x.kind === 'player') : undefined;
  if (!p) return null;
  if (p.who !== 'me' && p.who !== 'opponent' && p.who !== 'they' && p.who !== 'active' && p.who !== 'nonactive' && p.who !== 'defending' && p.who !== 'attacking') return null;
  chunks.push(j);
  return { side: story.side({ who: p.who }), chunks };
}

/** The chunk of "second" in "second main phase", if said. */
function secondBefore(story: Story, k: number): number | null {
  for (let j = k - 1; j >= Math.max(0, k - 3); j--) if (story.sensesAt(j).some((x) => x.kind === 'adj' && x.adj === 'second')) return j;
  return null;
}

/** The latest point of the turn the story told ("During my opponent's end step …"), if any. */
export function currentMoment(story: Story): Moment | null {
  for (let i = story.events.length - 1; i >= 0; i--) {
    const e = story.events[i]!;
    if (e.kind === 'moment') return e.moment;
  }
  return null;
}
