/**
 * The structured form of a rules question: the things it mentions (creatures, cards, groups of
 * permanents, players), what happens to them in the order the question tells it, and what is
 * asked. Both the English and the Japanese parser produce this; `scenario.ts` turns it into the
 * Scenario JSON that /scenario runs, so a question and a pasted Scenario take the same path.
 */
import type { CardType, Color, Keyword } from '../engine/types.ts';
import type { Lang } from '../core/lang.ts';
import type { CardData } from './cards.ts';

/** Player A is the asker ("I", "you", 自分), B the opponent (DESIGN.md's ask contract). */
export type Side = 'A' | 'B';

/** One object the question describes ("a 7/7 with trample", 《灰色熊》, "Colossus Hammer"). */
export interface Thing {
  /** Scenario object id: c1, c2… in order of first mention. */
  id: string;
  /** Who controls it, when the words say so ("my", 対戦相手の); otherwise decided by its role. */
  controller: Side | null;
  power: number | null;
  toughness: number | null;
  /** True when the question gave no size and a default was used (said in the restatement). */
  sizeAssumed: boolean;
  keywords: Keyword[];
  colors: Color[];
  types: CardType[];
  subtypes: string[];
  /** A card name the question used; resolved through the catalog (cards.ts). */
  card: string | null;
  /** Counters it has when the question starts ("with two +1/+1 counters"). */
  counters: Record<string, number>;
  tapped: boolean;
  summoningSick: boolean;
  token: boolean;
  /** Quoted rules text it has ('Creatures you control get +1/+1.'), compiled by the card compiler. */
  abilityTexts: string[];
  /** What it is attached to (Equipment, Aura). */
  attachedTo: string | null;
  /** A spell the question casts (it starts in its caster's hand). */
  cast?: boolean;
}

/** A group of permanents a static ability or an effect talks about ("white creatures you control"). */
export interface GroupFilter {
  types: CardType[];
  colors: Color[];
  subtypes: string[];
  controller: 'you' | 'opponent' | null;
  other: boolean;
  keywords: string[];
}

/** What a phrase refers to. */
export type Ref =
  | { kind: 'things'; ids: string[] }
  | { kind: 'group'; filter: GroupFilter }
  | { kind: 'player'; side: Side };

/** A continuous change to characteristics (layers 4-7), as the question words it. */
export type Change =
  | { kind: 'modify-pt'; power: number; toughness: number }
  | { kind: 'set-pt'; power: number; toughness: number }
  | { kind: 'switch-pt' }
  | { kind: 'add-keywords'; keywords: Keyword[] }
  | { kind: 'remove-keywords'; keywords: Keyword[] }
  | { kind: 'lose-all-abilities' }
  | { kind: 'set-colors'; colors: Color[] }
  | { kind: 'add-types'; types: CardType[]; subtypes: string[] }
  | { kind: 'set-types'; types: CardType[]; subtypes: string[] };

/** What happens, in the order the question tells it (sentence order gives timestamps, 613.7). */
export type QEvent =
  | { kind: 'attack'; attackers: string[]; target: Side | null }
  | { kind: 'block'; blockers: string[]; attacker: string }
  | { kind: 'change'; ref: Ref; changes: Change[]; untilEndOfTurn: boolean; text: string; static: boolean }
  | { kind: 'counters'; ids: string[]; counter: string; amount: number }
  | { kind: 'destroy' | 'exile' | 'bounce' | 'sacrifice' | 'remove-from-combat'; ids: string[] }
  | { kind: 'damage'; source: string | null; target: string | Side; amount: number }
  | { kind: 'prevent'; amount: number | 'all'; combatOnly: boolean; to: Ref | null }
  | { kind: 'double'; from: Ref; to: Ref | null }
  | { kind: 'life'; side: Side; amount: number }
  /** A spell cast (a card thing), with its targets: thing ids or players. */
  | { kind: 'cast'; spell: string; caster: Side; targets: (string | Side)[] }
  | { kind: 'end-turn' };

/** What is asked. Probes are yes/no questions answered by trying the action in the engine. */
export type Ask =
  | { kind: 'outcome' }
  | { kind: 'dies'; id: string; positive: boolean }
  | { kind: 'pt'; id: string }
  | { kind: 'life'; side: Side }
  | { kind: 'loses'; side: Side }
  /** Does the creature deal damage to the player (an event.damage from it to them)? null: the defending player. */
  | { kind: 'deals-damage'; id: string; side: Side | null }
  | { kind: 'has-keyword'; id: string; keyword: Keyword }
  | { kind: 'can-attack'; id: string }
  | { kind: 'can-block'; blockers: string[]; attackers: string[] }
  | { kind: 'can-target'; target: string; caster: Side; spell?: string };

export interface ParsedQuestion {
  lang: Lang;
  text: string;
  things: Thing[];
  events: QEvent[];
  /** Events told "in response": they happen before the spells already cast resolve. */
  responses?: ReadonlySet<QEvent>;
  ask: Ask;
  /** The player whose turn it is (the attacker's controller when there is combat). */
  activePlayer: Side;
  life: Partial<Record<Side, number>>;
  /** The story starts with a block: the asker controls the blockers unless it says otherwise. */
  blockFirst: boolean;
  /** Thing id -> its card, resolved and compiled. */
  cards: Record<string, CardData>;
  /** Quoted ability text per thing id, compiled. */
  quoted: Record<string, { object: Record<string, unknown>; replacements: Record<string, unknown>[]; unmodelled: string[] }>;
}

export type QuestionErrorCode = 'empty_input' | 'input_too_long' | 'not_understood' | 'unknown_card' | 'ambiguous_card' | 'unmodelled' | 'impossible' | 'timeout' | 'too_much_memory' | 'internal';

export interface QuestionError {
  code: QuestionErrorCode;
  /** Full sentences in the reply language. */
  message: string;
  /** The fragments of the question that were not understood. */
  parts: string[];
}
