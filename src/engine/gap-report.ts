/**
 * The data of the gap decision (gap-relevance.ts): what a run knows of the objects that took part in
 * it and of what happened (the event log), and the report of which unmodelled text could have
 * mattered, each finding with the reason (issue 11 §1; 113.6 where abilities function, 603.2 trigger
 * events). Kept apart so the run, the Resolution and the renderer read these types without the
 * decision's code.
 */
import type { GameEvent } from './game-events.ts';
import type { Gap, GapKind, GapTrigger } from './gaps.ts';
import type { CardType, ObjectId, PlayerId, Zone } from './types.ts';

/** What the run knows of one object that took part in it (gap-history.ts keeps it). */
export interface SeenObject {
  id: ObjectId;
  name: string;
  /** Its card types when it came into the run: an instant's or sorcery's abilities function on the stack (113.6). */
  types: readonly CardType[];
  /** The gaps of its printed characteristics when it came into the run. */
  printed: readonly Gap[];
  /** Every gap its computed characteristics had whenever they were computed (copies included, 707.2); null if never computed. */
  computed: readonly Gap[] | null;
  /** Some text of it could tell apart cards of one description: a basic land type, "snow", a name (readsIdentity). */
  readsIdentity?: boolean;
}

/**
 * The action whose legality the question asks, by its events: `from` its first, `to` the first after it. The
 * answer is settled as it is made (508.1, 509.1, 601.2, 602.2); nothing that happens after it can change it.
 */
export interface AskedMove {
  from: number;
  to: number;
}

export interface GapHistory {
  /** The objects of the state the run began with, their zones and the counters the question gave them. */
  initial: readonly { id: ObjectId; zone: Zone; counters?: Readonly<Record<string, number>>; summoningSick?: boolean }[];
  objects: readonly SeenObject[];
  events: readonly GameEvent[];
  /** Where each batch of simultaneous events begins (indexes into `events`, increasing). */
  batches: readonly number[];
  /** A continuous effect the run began with (one the question told) could tell such cards apart (readsIdentity). */
  effectsReadIdentity?: boolean;
  /** Players whose mana the run follows (a mana pool stated or filled: casting pays from it, 601.2g-h); for others payment isn't simulated. */
  manaPlayers?: readonly PlayerId[];
  /** The question asks only whether this action can be made (gap-relevance.ts: the asked moment). */
  asked?: AskedMove;
}

/** Why a gap could matter, or why it couldn't. */
export type GapReason =
  | 'exists'
  | 'cast'
  | 'on-stack'
  | 'chosen-mode'
  | 'activated'
  | 'functions'
  | 'trigger-event'
  | 'lasting-effect'
  | 'unknown-trigger'
  | 'not-cast'
  | 'not-activated'
  | 'sacrificed-for-cost'
  | 'not-where-it-functions'
  | 'no-trigger-event'
  | 'no-legal-target'
  | 'abilities-lost'
  | 'face-chosen'
  | 'face-not-up'
  | 'identity-read'
  | 'identity-mana'
  | 'identity-unread'
  | 'entered-before'
  | 'applies'
  | 'never-applies'
  | 'after-asked-move'
  | 'not-cast-for-it';

export interface GapFinding {
  /** The object as the run first knew it (the card a spell or new object came from, 400.7). */
  object: ObjectId;
  /** The object the text was on when it could matter (or, for irrelevant text, where it was seen). */
  id: ObjectId;
  /** Its printed name. */
  name: string;
  text: string;
  kind: GapKind;
  trigger?: GapTrigger;
  chosen?: boolean;
  reason: GapReason;
}

export interface GapReport {
  /** Unmodelled text that could have changed what happened: the answer must not be given. */
  relevant: GapFinding[];
  /** Unmodelled text that was there but provably could not matter: listed, and the answer stands. */
  irrelevant: GapFinding[];
}
