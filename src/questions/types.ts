/**
 * The structured form of a rules question: the things it mentions (creatures, cards, groups of
 * permanents, players), what happens to them in the order the question tells it, and what is
 * asked. Both the English and the Japanese parser produce this; `scenario.ts` turns it into the
 * Scenario JSON that /scenario runs, so a question and a pasted Scenario take the same path.
 */
import type { Lang } from '../core/lang.ts';
import type { CardData } from './cards.ts';
import type { ObjectInput, ReplacementInput } from './scenario-input.ts';

export type { Side, Ref, Change, QEvent, Ask, GroupFilter, QuestionIR, Moment, Step } from '../language/ir.ts';
import type { Ask, Assigned, IrObject, QEvent, QuestionIR, Side } from '../language/ir.ts';

/** One object the question describes: the IR's object (language/ir.ts). */
export type Thing = IrObject;

export interface ParsedQuestion {
  lang: Lang;
  text: string;
  /** The spell a "can I …" ask was answered as made (if-it-does.ts): one move asked of, not one more told (answer-run.ts manaSequence). */
  madeMove?: string;
  things: Thing[];
  events: QEvent[];
  /** Events told "in response": they happen before the spells already cast resolve. */
  responses?: ReadonlySet<QEvent>;
  /** The questions asked, in order (at least one). */
  asks: Ask[];
  /** The player whose turn it is (the attacker's controller when there is combat). */
  activePlayer: Side;
  life: Partial<Record<Side, number>>;
  poison: Partial<Record<Side, number>>;
  /** Cards in each player's hand, as told (a described hand: its named cards and the rest unseen, engine/hand.ts). */
  handSize?: Partial<Record<Side, number>>;
  /** Cards in each player's library, as told: the whole library (401.1), a described one (121.4, 704.5b). */
  librarySize?: Partial<Record<Side, number>>;
  /** Graveyards told empty (language/ir.ts `emptyGraveyards`): described, holding nothing. */
  emptyGraveyards?: Side[];
  /** Kinds of permanent told not to be there (language/ir.ts `absentKinds`): what a cost could need and not find (118.3). */
  absentKinds?: NonNullable<QuestionIR['absentKinds']>;
  /** Combat damage divisions told ("they put all 6 damage on the Bears", "… and the rest on the player", 510.1c-d): made as told. */
  assigned?: Assigned[];
  /** The story starts with a block ("A 2/4 blocks a 5/5"); with nobody's creature named, the asker attacks (intents.ts ask()). */
  blockFirst: boolean;
  /** A yes/no question was asked: an answer without a verdict is no answer (issue 11). */
  yesNo?: boolean;
  /** Asks (indexes) one yes/no question asked of several things: its yes needs a yes for each. */
  together?: number[][];
  /** Asks one yes/no question asked of either of several things: yes if yes for any (language/ir.ts `anyOf`). */
  anyOf?: number[][];
  /** Asks whose "it" could be either of two creatures: answered of both, asked back when they differ. */
  itEither?: { ask: number; ids: string[]; text: string; words: string[] }[];
  /** Asks from a question with a question word, with its words (language/ir.ts `whAsks`): a yes or no to them answers another question. */
  whAsks?: { ask: Ask; text: string; wh: string; listed?: true }[];
  /** Asks of an English negative question asked auxiliary first (language/ir.ts `negativeAsks`): the answer leads with the fact. */
  negativeAsks?: Ask[];
  /** Asks of a question of what may be done (language/ir.ts `mayActAsks`). */
  mayActAsks?: Ask[];
  /** Short names read as the card far more played than the others sharing them (language/ir.ts `shortNames`): said in the reply. */
  shortNames?: { written: string; card: string; slip?: true | undefined }[];
  /** Words set aside, never read: a claim checked by the answer, or a frame (language/ir.ts `setAside`): said in the restatement. */
  setAside?: { kind: 'claim' | 'frame'; text: string }[];
  /** Misspelt words read as a game word (language/ir.ts `respelt`): said in the restatement. */
  respelt?: { written: string; read: string }[];
  /** Players told to have no mana to spend (no untapped lands, tapped out): their mana is their told board's (board-mana.ts). */
  noMana?: Side[];
  /** The story followed to the beginning of the end step, where a delayed triggered ability it made waits (delayed-waiting.ts, 603.7b). */
  followedToEndStep?: true;
  /** Targets said for objects' triggered abilities (603.3d). */
  triggerTargets?: { source: string; targets: string[]; tried?: true }[];
  /** Responses told as made to a triggered ability (language/ir.ts `triggerResponses`): checked against the run (trigger-responses.ts). */
  triggerResponses?: { to: QEvent | Ask; source: string | null; words: string }[];
  /** A ward cost told as paid (true) or declined (false); absent: not said (702.21a, 608.2c). */
  unlessPaid?: boolean;
  /** The told payment's player and amount, when said, and its words (118.12a). */
  /** What the proliferating player chooses (701.34a), as told: players ('A', 'B') and thing ids. */
  proliferateChosen?: { chosen: string[]; text: string };
  /** The legend rule's choice told (704.5j): the newest or the oldest of one name kept; absent, not said. */
  legendKept?: 'newest' | 'oldest';
  /** The turn's history told (700.4): a creature died this turn before the story (true) or none did (false); absent, untold. */
  diedThisTurn?: boolean;
  /** Attackers told to be unblocked (509.1h); an attacker neither told blocked nor unblocked may have been blocked (untold-blocks.ts). */
  unblocked?: string[];
  /** Creatures told not to block (509.1a): never tried as blockers (untold-blocks.ts). */
  idleBlockers?: string[];
  unlessPayment?: { player?: 'A' | 'B' | undefined; cost?: string | undefined; text: string; ward?: true | undefined };
  /** Copies told on the battlefield (described-copies.ts): the copier's id -> the original's copiable values (707.2). */
  copying?: Record<string, { values: ObjectInput; name: string; card: boolean }>;
  /** Thing id -> its card, resolved and compiled. */
  cards: Record<string, CardData>;
  /** Quoted ability text per thing id, compiled. */
  quoted: Record<string, { object: ObjectInput; replacements: ReplacementInput[]; unmodelled: string[] }>;
}

export type QuestionErrorCode = 'needs_detail' | 'ambiguous' | 'empty_input' | 'input_too_long' | 'not_understood' | 'unknown_card' | 'ambiguous_card' | 'unmodelled' | 'impossible' | 'timeout' | 'too_much_memory' | 'internal';

export interface QuestionError {
  code: QuestionErrorCode;
  /** Full sentences in the reply language. */
  message: string;
  /** The fragments of the question that were not understood. */
  parts: string[];
  /** A question about a word only ("What does trample mean?"): /define answers it. */
  define?: string;
}
