/**
 * The trace keys of casting spells (601) and activating abilities (602, mana abilities 605), and of
 * casting with alternative characteristics or from other zones (601.3, 702.37 morph, 708 face-down,
 * 715 Adventures, 608.2g casting during a resolution), emitted by casting/.
 *
 * The list is named trace-keys.ts like the others, so test/engine/trace-keys.test.ts (which checks that
 * every key is emitted somewhere in src/engine outside the lists) keeps telling a listed key from an
 * emitted one. src/engine/trace-keys.ts joins the lists into TRACE_KEYS; params are typed in
 * trace-params.ts.
 */

/** Casting (601) and activating (602, 605). */
export const CASTING_TRACE_KEYS = [
  /** { player, spell, from } — a player proposes casting a spell: the card moves to the stack (601.2a). */
  'cast.proposed',
  /** { spell, word, targets: string[], shared } — targets announced for one "target" word (601.2c, 115.3); shared: an object also chosen for another word. */
  'cast.targets',
  /** { spell, cost, x, total, alternative, additional: string[], sacrificed: string[], reductions: string[], simulated, unpaid } — the total cost is determined and locked in (601.2f), then paid (601.2h); mana payment is not simulated. */
  'cast.cost',
  /** { player, spell, id } — the spell becomes cast (601.2i); "when you cast" abilities trigger. */
  'cast.cast',
  /** { spell, modes: string[], kicked, alternative, x, xDefault } — the choices announced while casting (601.2b: modes 700.2a, kicker 702.33d, alternative cost 118.9a, X 107.3a). */
  'cast.announced',
  /** { player, spell, restriction } — a "can't cast" effect depends on a quality a choice still to be made may change, so casting may begin (601.3a). */
  'cast.may-begin',
  /** { player, source, ability, adds } — a mana ability activated while paying the cost (601.2g, 605.3b); its mana goes into the pool (106.4). */
  'cast.mana-ability',
  /** { player, spell, paid, left } — the mana part of the total cost is paid from the pool (601.2h); `left` stays in the pool (106.4). */
  'cast.paid',
  'cast.convoke',
  'cast.improvise',
  /** { player, spell, card } — a card exiled from the caster's hand to pay an alternative cost (118.9, 601.2h). */
  'cast.exile-cost',
  'cast.pay-life',
  'cast.pay-phyrexian',
  /** { player, spell, division: string[] ("B: 2"), total } — Session 2 (H9): how a divided effect is divided among the targets (601.2d). */
  'cast.divided',
  /** { player, spell, reason, detail, rule } — the cast is illegal: the game returns to the moment before it was proposed (601.2e, 733.1). */
  'cast.rewound',
  /** { player, source, ability, id } — an activated ability is activated and put on the stack (602.2). */
  'activate.activated',
  /** { player, source, ability } — a mana ability: it resolves immediately, without using the stack (605.3a, 605.3b). */
  'activate.mana',
  /** { player, source, ability, reason, detail, rule } — the activation is illegal and is reversed (602.2b, 733.1). */
  'activate.rewound',
  /** { player, source, amount } — life paid as part of an activation cost (119.4: paying life is losing it). */
  'activate.pay-life',
  /** { player, source, counter, amount, remove } — counters removed from or put on the ability's own permanent as its cost (602.2b, 601.2h). */
  'activate.pay-counters',
  /** { player, source, creatures, power, amount } — the other creatures tapped to pay a Vehicle's crew cost, with their total power (702.122a-b). */
  'activate.crew',
  /** { player, source, objects } — the untapped permanents tapped to pay "Tap two untapped artifacts you control" (602.2b, 701.26a). */
  'activate.tap-cost',
  /** { player, source, amount, loyalty } — a loyalty cost paid (606.4): `amount` counters put on (+) or removed (−); `loyalty` is what is left. */
  'activate.loyalty-cost',
  /** { player, source, ability, modes } — the modes chosen for a modal activated ability as it is activated (700.2a, 602.2b -> 601.2b). */
  'activate.modes',
] as const;

/** Alternative characteristics, casting permissions, face-down objects and casts during a resolution (601.3, 708, 715, 608.2g). */
export const ALTERNATIVE_CASTING_TRACE_KEYS = [
  /** { player, spell, face: 'adventure' | 'left' | 'right' | 'morph', card } — the spell is cast with alternative characteristics (715.3, 709.3, 702.37c, 708.4); for morph `card` is empty (hidden, 708.5). */
  'alt.cast-as',
  /** { player, spell, from, source, text } — a rule or effect allows casting it from that zone (601.3, 601.3e, 702.34a, 702.133a, 715.3d, 608.2g). */
  'alt.permission',
  /** { spell, using: 'flashback' | 'jump-start' } — it will be exiled instead of going anywhere else when it leaves the stack (702.34a, 702.133a). */
  'alt.exile-instead',
  /** { spell, player } — an Adventure spell is exiled instead of going to the graveyard as it resolves; its owner may cast the card later, not as an Adventure (715.3d). */
  'alt.adventure-exiled',
  /** { spell, player } — a rebound spell cast from its owner's hand is exiled instead of going to the graveyard as it resolves; its controller may cast it at their next upkeep (702.88a). */
  'alt.rebound-exiled',
  /** { object, card, face } — the spell left the stack: it has the card's normal characteristics again (715.4, 709.4). */
  'alt.face-restored',
  /** { player, spell, by } — a spell cast while another spell or ability resolves: no player receives priority; the resolution goes on (608.2g). */
  'alt.during-resolution',
  /** { spell, exiled: string[], hit, manaValue } — cascade exiles cards from the top of the library until a nonland card with lesser mana value (702.85a). */
  'alt.cascade',
  /** { player, cards: string[] } — the cards exiled by cascade and not cast go to the bottom of the library in a random order (702.85a). */
  'alt.cascade-bottom',
  /** { player, card } — jump-start's additional cost: a card is discarded (702.133a, 701.9a). */
  'alt.discard',
  /** { player, object, choice, answer: 'yes' | 'no', policy: 'given' | 'default-cast' } — the "you may cast" choice made on resolution (608.2d, 608.2g). */
  'alt.choice',
  /** { player, object } — the card wasn't cast, so it is put into its owner's graveyard (madness, 702.35a). */
  'alt.not-cast',
  /** { player, object, cost } — a card with madness is discarded: exiled instead of put into the graveyard; its madness ability triggers (702.35a). */
  'alt.madness-exiled',
  /** { object, card, from, to } — a face-down object leaves the battlefield or the stack: it is revealed (708.9). */
  'face.revealed',
  /** { player, object, card, cost, megamorph } — a special action: the face-down permanent is turned face up for its morph cost, without using the stack (116.2b, 702.37e, 708.8). */
  'face.turned-up',
  /** { player, object, reason } — the face-down permanent can't be turned face up (not face down, not its controller, no priority, no morph: 702.37e). */
  'face.cant-turn-up',
  /** { player, object, from, played, allowed, by: string[] } — a special action: the land is played (116.2a, 305.1); `played` of `allowed` lands this turn (305.2a). */
  'land.played',
  /** { player, object, reason, played, allowed } — the land can't be played (not a land card, not in a zone it may be played from, not the player's turn or main phase, stack not empty, no priority, no land play left: 305.1-305.3). */
  'land.cant-play',
] as const;
