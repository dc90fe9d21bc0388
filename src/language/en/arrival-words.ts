/**
 * "the turn it comes out", "the same turn I cast it", "on the turn it was played": the turn a permanent arrived under
 * its controller's control, so (of that turn) summoning sick (302.6) — said of the one creature the question names
 * (index.ts arrivalTurn). Built from the lexicon's own ways of saying "enter" (every synonym of entering makes an
 * arrival phrase, so a new synonym needs no second line here) and the ways a player brings it: cast, play, summon.
 * Keys are lemmas (chunk.ts phraseAt also matches by lemma), so "comes out" / "came out" / "coming out" are one key.
 */
import type { Sense } from '../senses.ts';

const ARRIVING: readonly Sense[] = [{ kind: 'adj', adj: 'arriving' }];
/** Which turn: "the turn …", "the same turn …", "on the turn …", "during the turn …". */
const TURN_HEADS = ['the turn', 'the same turn', 'on the turn', 'on the same turn', 'during the turn', 'in the turn'];
/** Who enters: the creature itself ("it", "they" for several). */
const ENTERING = ['it', 'they'];
/** The asker who brings it in (whose it is follows; another player's side is left to the rest of the question), and "it" said as the passive ("it's cast", "it was played", "it got cast"). */
const PLAYERS = ['i', 'you', 'we'];
const BRINGING = ['cast', 'play', 'summon', 'resolve'];
const PASSIVE = ['is', 'get']; // compromise's lemmas of was/were/'s and got/gets

/** The arrival phrases for these (lemma) ways of saying "enter" — lexicon.ts passes its VERB_WORDS entries that mean enter. */
export function arrivalWords(enterVerbs: readonly string[]): Record<string, Sense[]> {
  const tails = [
    ...ENTERING.flatMap((s) => enterVerbs.map((v) => `${s} ${v}`)),
    ...PLAYERS.flatMap((p) => BRINGING.filter((v) => v !== 'resolve').flatMap((v) => [`${p} ${v} it`, `${p} ${v} them`])),
    ...BRINGING.flatMap((v) => [`it ${v}`, ...PASSIVE.map((b) => `it ${b} ${v}`), ...PASSIVE.map((b) => `they ${b} ${v}`)]),
  ];
  return Object.fromEntries(TURN_HEADS.flatMap((h) => tails.map((t): [string, Sense[]] => [`${h} ${t}`, [...ARRIVING]])));
}
