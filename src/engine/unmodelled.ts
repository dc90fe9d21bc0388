/**
 * Why a run stops rather than guess (`error.unmodelled`, issue 13 §4 / issue 16 §2): a reason code with
 * typed params — object labels, players, the card text concerned, numbers — never a finished sentence.
 * src/render words each reason in every reply language (render/locales/*-unmodelled.ts; a language
 * missing one fails to compile, and test/render/unmodelled-reasons.test.ts checks the words).
 * `object` params are engine labels, `player` params player ids, `text` params card text quoted as such.
 */
export type Unmodelled =
  // Combat (506-511).
  | { reason: 'block-requirement-multi'; object: string }
  | { reason: 'multiplayer-combat' }
  | { reason: 'block-additional-several'; object: string }
  | { reason: 'block-restriction'; text: string }
  | { reason: 'siege-protector'; object: string }
  | { reason: 'landwalk'; text: string }
  | { reason: 'division-second-step'; object: string }
  /** 506.4: whether a permanent is attacking or blocking, asked where no combat is at hand (an object that left, a trigger's event). */
  | { reason: 'combat-status'; object: string }
  /** 110.5: whether a permanent is tapped, asked where the state's facts aren't at hand. */
  | { reason: 'tapped-status'; object: string }
  // Protection, enchant, hexproof qualities the engine can't read (702.16, 702.5, 702.11).
  // (`object`: the attached permanent whose attachment's legality turns on it, 704.5m-n.)
  | { reason: 'protection-quality'; quality: string; object?: string }
  | { reason: 'enchant-quality'; text: string; object?: string }
  | { reason: 'reconfigure'; object?: string }
  | { reason: 'target-guard'; text: string }
  // State-based actions, hand size (704, 402).
  | { reason: 'hand-size-effects'; texts: string[] }
  | { reason: 'world-rule' }
  | { reason: 'siege-defense-zero'; object: string }
  // Libraries, draws, searches (401, 121, 701.23, 701.24).
  | { reason: 'library-beyond'; player: string; known: number; needed: number }
  | { reason: 'shuffled-draw' }
  | { reason: 'shuffled-top-card' }
  | { reason: 'shuffled-top-cards' }
  | { reason: 'search-partial-library'; player: string }
  | { reason: 'search-to-battlefield'; player: string }
  | { reason: 'search-count'; player: string }
  | { reason: 'search-split'; player: string }
  | { reason: 'search-split-choice'; player: string; choice: string }
  | { reason: 'storm-left-stack'; spell: string }
  | { reason: 'storm-count'; spell: string }
  /** 707.10c: "You may choose new targets for the copy." with no answer told for the copy's targets. */
  | { reason: 'copy-new-targets'; spell: string; choice: string }
  | { reason: 'rebound-cast'; spell: string }
  | { reason: 'search-to-graveyard'; player: string }
  | { reason: 'search-choice'; player: string; count: number; choice: string }
  | { reason: 'library-order'; player: string; count: number }
  /** 401.4: cards put on the bottom of a library the question didn't wholly describe go below cards nobody listed. */
  | { reason: 'library-bottom-unseen'; player: string; count: number }
  // Replacement effects and counters (614, 616).
  | { reason: 'enters-with-counters'; object: string; text: string }
  | { reason: 'copy-of-changed'; object: string; text: string }
  | { reason: 'copy-of-face'; object: string; of: string }
  /** 111.12, 707.2: a token copy of an object that has left the battlefield (its last known copiable values). */
  | { reason: 'copy-token-lki'; object: string }
  | { reason: 'damage-counters'; object: string }
  | { reason: 'counter-replacement-order'; player: string; texts: string[]; counter: string; object: string; results: string[] }
  | { reason: 'life-gain-replacement-order'; player: string; texts: string[] }
  | { reason: 'watching-effect'; effect: string }
  | { reason: 'destroy-replacement-order'; object: string; texts: string[] }
  /** 702.131b: the permanents a player controls counted for ascend, where an effect changed a controller or who has ascend. */
  | { reason: 'ascend-count'; object: string }
  /** 122.1c: damage from several sources dealt at once to a permanent with shield counters. */
  | { reason: 'shield-counter-sources'; object: string }
  /** 122.1c, 616.1: whether a shield counter or another prevention effect applies first to damage to it (its controller chooses). */
  | { reason: 'shield-counter-prevention-order'; object: string; texts: string[] }
  // Resolving (608), choices, last known information.
  | { reason: 'stack-x-mana-value'; object: string }
  | { reason: 'choice-objects'; object: string; choice: string }
  | { reason: 'choice-sacrifice'; player: string; object: string; choice: string }
  | { reason: 'proliferate-choice'; player: string; choice: string }
  | { reason: 'lki-damage-source'; texts: string[] }
  | { reason: 'lki-attached'; object: string }
  | { reason: 'linked-exile-unknown'; object: string }
  | { reason: 'lki-tapped' }
  /** 702.100a, 608.2h: evolve resolving after one of the two creatures left the battlefield. */
  | { reason: 'lki-evolve' }
  /** 608.2h: "equal to its power" of an ability whose source has left the battlefield, its last known value not seen. */
  | { reason: 'lki-source-stat'; object?: string }
  | { reason: 'turn-history'; happened: string }
  /** Revolt (207.2c): whether a permanent left the battlefield under the player's control earlier this turn, untold. */
  | { reason: 'turn-history-left' }
  | { reason: 'lki-counters'; object: string }
  | { reason: 'lki-sacrificed' }
  | { reason: 'several-opponents' }
  | { reason: 'player-leaves' }
  /** 104.1, 104.2b: a player wins the game while an opponent can't lose it. */
  | { reason: 'win-against-cant-lose'; player: string }
  | { reason: 'mana-add'; mana: string }
  /** 117.1d, 118.3a: paying mana while an ability resolves with more than the mana pool holds (mana abilities could be activated then). */
  | { reason: 'mana-pay'; cost: string; pool: string }
  | { reason: 'random-discard' }
  | { reason: 'x-unsaid' }
  | { reason: 'discard-count-unknown' }
  | { reason: 'aura-enchant-count'; object: string; count: number }
  | { reason: 'aura-enchant-target'; text: string }
  | { reason: 'permanent-spell-targets' }
  | { reason: 'cascade-lki' }
  // Casting and activating: costs, X, mana (601, 602, 605, 107).
  | { reason: 'cost-choice'; what: 'sacrifice' | 'discard' | 'crew' | 'tap'; text: string }
  | { reason: 'x-from-counters'; object: string; text: string; past: boolean }
  | { reason: 'activation-cost'; text: string }
  | { reason: 'lost-rules-text'; object: string; mana: boolean }
  | { reason: 'mana-pool-unstated'; cost: string[]; text: string }
  | { reason: 'special-mana-activation'; cost: string[] }
  | { reason: 'mana-ability'; text: string; adds: string }
  | { reason: 'mana-ability-cost'; cost: string; text: string }
  | { reason: 'earlier-mana'; spent: string; cost: string }
  | { reason: 'mana-abilities-unnamed'; cost: string; sources: string[] }
  | { reason: 'x-for-cost'; text: string }
  | { reason: 'jump-start-discard'; text: string }
  | { reason: 'discard-cost-choice'; text: string }
  | { reason: 'exile-cost-choice'; text: string }
  /** 601.2b: which of a spell's additional costs ("sacrifice an artifact or discard a card") is paid, unsaid. */
  | { reason: 'additional-cost-choice'; text: string }
  /** 118.9: an alternative cost's part of a kind an additional cost of the spell pays too (life twice, two sacrifices). */
  | { reason: 'two-costs-of-a-kind'; text: string }
  | { reason: 'special-mana'; cost: string }
  | { reason: 'mana-ability-choice'; sources: string[]; cost: string }
  | { reason: 'mana-untold'; sources: string[]; cost: string }
  | { reason: 'cost-choice-open'; text: string }
  /** 702.51a: convoking creatures with mana paid from the board (`board`), or too many ways for them to pay. */
  | { reason: 'convoke-payment'; creatures: string[]; board: boolean }
  // Modes and targets of triggered abilities (700.2, 603.3c-d).
  | { reason: 'mode-number'; text: string; mode: number; modes: number }
  | { reason: 'mode-twice'; text: string }
  | { reason: 'mode-count'; text: string; chosen: number; allowed: string }
  | { reason: 'mode-no-target'; text: string; mode: string }
  | { reason: 'mode-choice'; text: string; modes: string[] }
  | { reason: 'trigger-target'; text: string }
  /** 608.2d: "the color of your choice", chosen as it resolves, with no color told for it. */
  | { reason: 'color-choice'; text: string }
  /** 603.2d: whether a "… dying causes a triggered ability … to trigger" ability applies to an ability triggered by a sacrifice. */
  | { reason: 'additional-trigger-sacrifice'; ability: string; by: string };

export type UnmodelledReason = Unmodelled['reason'];

/** Every reason, for the catalogues' parity test (the check below keeps it complete). */
export const UNMODELLED_REASONS = [
  'block-requirement-multi', 'multiplayer-combat', 'block-additional-several', 'block-restriction', 'siege-protector', 'landwalk', 'division-second-step', 'combat-status', 'tapped-status',
  'protection-quality', 'enchant-quality', 'reconfigure', 'target-guard',
  'hand-size-effects', 'world-rule', 'siege-defense-zero',
  'library-beyond', 'shuffled-draw', 'shuffled-top-card', 'shuffled-top-cards', 'search-partial-library', 'search-to-battlefield', 'search-count', 'search-split', 'search-split-choice', 'storm-left-stack', 'storm-count', 'copy-new-targets', 'rebound-cast', 'search-to-graveyard', 'search-choice', 'library-order', 'library-bottom-unseen',
  'enters-with-counters', 'copy-of-changed', 'copy-of-face', 'copy-token-lki', 'damage-counters', 'counter-replacement-order', 'life-gain-replacement-order', 'watching-effect', 'destroy-replacement-order', 'ascend-count', 'shield-counter-sources', 'shield-counter-prevention-order',
  'stack-x-mana-value', 'choice-objects', 'choice-sacrifice', 'proliferate-choice', 'lki-damage-source', 'lki-attached', 'linked-exile-unknown', 'lki-tapped', 'lki-evolve', 'lki-source-stat', 'turn-history', 'turn-history-left', 'lki-counters', 'lki-sacrificed', 'several-opponents', 'player-leaves', 'win-against-cant-lose', 'mana-add', 'mana-pay', 'random-discard', 'x-unsaid', 'discard-count-unknown', 'aura-enchant-count', 'aura-enchant-target', 'permanent-spell-targets', 'cascade-lki',
  'cost-choice', 'x-from-counters', 'activation-cost', 'lost-rules-text', 'mana-pool-unstated', 'special-mana-activation', 'mana-ability', 'mana-ability-cost', 'earlier-mana', 'mana-abilities-unnamed', 'x-for-cost', 'jump-start-discard', 'discard-cost-choice', 'exile-cost-choice', 'additional-cost-choice', 'two-costs-of-a-kind', 'special-mana', 'mana-ability-choice', 'mana-untold', 'cost-choice-open', 'convoke-payment',
  'mode-number', 'mode-twice', 'mode-count', 'mode-no-target', 'mode-choice', 'trigger-target', 'color-choice', 'additional-trigger-sacrifice',
] as const satisfies readonly UnmodelledReason[];

type Unlisted = Exclude<UnmodelledReason, (typeof UNMODELLED_REASONS)[number]>;
/** (Fails to compile when a reason is missing from UNMODELLED_REASONS.) */
export const UNMODELLED_REASONS_COMPLETE: [Unlisted] extends [never] ? true : never = true;
