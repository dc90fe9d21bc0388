/**
 * The steps and phases of a turn (500.1) as English players write them, as one word class: each step by its CR name
 * and the ways players shorten it — the main phases by ordinal or number ("second main", "2nd main phase", "main
 * phase two", "post-combat main", "main 1"; 505.1a: the one after combat is the postcombat main phase), the combat
 * steps (506.1), the first-strike combat damage step (510.4). Whose step it is comes from the player word before it
 * (frames/moments.ts), so these are the step's own words only. Spread into the lexicon (lexicon.ts).
 */
import type { Sense, TimeWord } from '../senses.ts';

const T = (time: TimeWord): Sense[] => [{ kind: 'time', time }];

/** The words of a main phase after an ordinal ("second main (phase)") or before a number ("main (phase) 2"). */
const MAIN_NOUNS = ['main', 'main phase', 'mainphase'];
/** Ordinals and numbers of the precombat (first) and postcombat (second) main phases (505.1a). */
const MAIN_ORDINALS: readonly (readonly [TimeWord, readonly string[], readonly string[]])[] = [
  ['main-phase', ['first', '1st', 'precombat', 'pre-combat', 'pre combat'], ['1', 'one']],
  ['postcombat', ['second', '2nd', 'postcombat', 'post-combat', 'post combat'], ['2', 'two']],
];

const MAIN_PHASES: [string, Sense[]][] = MAIN_ORDINALS.flatMap(([time, ordinals, numbers]) => [
  ...ordinals.flatMap((o) => MAIN_NOUNS.map((n): [string, Sense[]] => [`${o} ${n}`, T(time)])),
  ...numbers.flatMap((d) => MAIN_NOUNS.map((n): [string, Sense[]] => [`${n} ${d}`, T(time)])),
  ...numbers.filter((d) => /^\d$/.test(d)).map((d): [string, Sense[]] => [`main${d}`, T(time)]),
]);

/**
 * "In the first strike damage step the Historian died", "during first-strike damage I cast …": players get priority in
 * that step only after its damage is dealt (510.3, 510.4), so what the clause tells comes after first-strike damage.
 * Said with the preposition only: "before the first strike damage step" is another time, left unread.
 */
const FIRST_STRIKE_STEP: [string, Sense[]][] = ['in', 'during', 'on', 'in the', 'during the', 'on the'].flatMap((p) =>
  ['first strike damage step', 'first-strike damage step', 'first strike combat damage step', 'first-strike combat damage step', 'first strike damage', 'first-strike damage'].map(
    (s): [string, Sense[]] => [`${p} ${s}`, T('after-first-strike')],
  ),
);

const BEGINNINGS = ['beginning of', 'start of', 'the beginning of', 'the start of', 'at the beginning of', 'at the start of', 'at beginning of', 'at start of'];
/**
 * "at the beginning of my upkeep", "start of their end step": the beginning of the step named after it (frames/moments.ts);
 * "at the beginning of combat (step)", "during the start of combat": the beginning of combat step (507), whole.
 */
const BEGINNING_OF: [string, Sense[]][] = [
  ...BEGINNINGS.map((p): [string, Sense[]] => [p, T('beginning-of')]),
  ...BEGINNINGS.flatMap((p) => [`${p} combat`, `${p} combat step`, `${p} the combat step`].map((s): [string, Sense[]] => [s, T('during-combat')])),
];

/**
 * "draw for turn", "drew for the turn": the draw of the draw step (504.1) — only after the verb "draw" (en/chunk.ts
 * drawForTurn names it elsewhere: "gets +2/+2 for the turn" is another time).
 */
export const FOR_TURN: readonly string[] = ['for turn', 'for the turn', 'for their turn', 'for his turn', 'for her turn', 'for my turn', 'for your turn'];

/**
 * "on my last turn", "during my previous turn", "the turn before": the asker's turn before this one, as "last turn"
 * (lexicon.ts) — read only where the story can place it (since-last-turn.ts: a permanent there since then, 302.6);
 * elsewhere its words stay unread and are named. Another player's ("on their last turn") is left to "last turn" alone.
 */
const LAST_TURN: [string, Sense[]][] = ['', 'on ', 'during ', 'in '].flatMap((p) =>
  ['my last turn', 'my previous turn', 'the last turn', 'the previous turn', 'my turn before', 'the turn before'].map((s): [string, Sense[]] => [`${p}${s}`, T('last-turn')]),
);

export const TURN_STEP_WORDS: Readonly<Record<string, Sense[]>> = Object.fromEntries([
  ['end step', T('end-step')], ['end of turn step', T('end-step')], ['upkeep', T('upkeep')], ['upkeep step', T('upkeep')], ['cleanup step', T('cleanup')], ['cleanup', T('cleanup')],
  ['main phase', T('main-phase')], ['during combat', T('during-combat')], ['draw step', T('draw-step')], ['untap step', T('untap-step')], ['end phase', T('end-step')], ['ending phase', T('end-step')],
  ['precombat main phase', T('main-phase')], ['postcombat main phase', T('postcombat')],
  ['post-combat', T('postcombat')], ['post combat', T('postcombat')],
  ...MAIN_PHASES,
  // The steps of combat (506.1): a point inside the combat phase.
  ...['combat phase', 'beginning of combat', 'beginning of combat step', 'start of combat', 'start of combat step', 'declare attackers step', 'declare blockers step', 'combat damage step', 'in combat', 'end of combat step', 'this combat'].map(
    (s): [string, Sense[]] => [s, T('during-combat')],
  ),
  ...FIRST_STRIKE_STEP,
  ...BEGINNING_OF,
  ...FOR_TURN.map((p): [string, Sense[]] => [p, T('draw-step')]),
  ...LAST_TURN,
]);
