/**
 * The trace keys of the stack (405), priority (117), targets on resolution (608.2b), countering
 * (701.6), and of resolving spells and abilities (608) with the keyword actions their instructions
 * perform (701: scry, surveil, mill, search …), emitted by stack/.
 *
 * The list is named trace-keys.ts like the others, so test/engine/trace-keys.test.ts (which checks that
 * every key is emitted somewhere in src/engine outside the lists) keeps telling a listed key from an
 * emitted one. src/engine/trace-keys.ts joins the lists into TRACE_KEYS; params are typed in
 * trace-params.ts.
 */

/** The stack (405), priority (117), illegal targets (608.2b) and countering (701.6). */
export const STACK_TRACE_KEYS = [
  /** { item, kind: 'spell' | 'activated' | 'triggered', controller, depth } — an object is put on top of the stack (405.2). */
  'stack.put',
  /** { spell, player, copy } — a copy of a spell is put on the stack; it isn't cast (707.10). */
  'stack.copy',
  /** { spell, count } — storm: the spells cast before it this turn, one copy each (702.40a). */
  'stack.storm-count',
  /** { player, passes, players } — the player with priority passes (117.3d). */
  'stack.pass',
  /** { item } — all players passed in succession: the top object resolves (117.4, 608.1). */
  'stack.all-passed',
  /** { } — all players passed with the stack empty: the step or phase ends (117.4, 405.5). */
  'stack.empty-pass',
  /** { item, kind, controller } — the top object resolves (608.1, 608.2). */
  'stack.resolves',
  /** { item } — every target is illegal: it doesn't resolve (it isn't countered) and is removed from the stack (608.2b). */
  'stack.fizzles',
  /** { item, controller } — a permanent spell resolves: it enters the battlefield under its controller's control (608.3a). */
  'stack.permanent-enters',
  /** { item, to: 'graveyard' | 'gone' } — as its final step an instant or sorcery goes to its owner's graveyard; an ability or a copy ceases to exist (608.2n, 707.10a). */
  'stack.leaves',
  /** { item, effect, object, reason } — one instruction does nothing (the object changed zones, isn't yours, isn't on the stack…). */
  'stack.effect-skipped',
  /** { item, text, holds } — an "… instead if <condition>" instruction's condition, judged as it is followed (608.2c, 608.2h). */
  'stack.instead-if',
  /** { item, text } — the "… instead if" condition needn't be judged: each target meets both instructions' conditions or neither (608.2c). */
  'stack.instead-if-moot',
  /** { player } — the player who now has priority (117.3b, 117.3c). */
  'stack.priority',
  /** { item, target, reason, rule } — a target is illegal on resolution and is not affected (608.2b). */
  'target.illegal',
  /** { item, by, owner } — countered: removed from the stack, a spell to its owner's graveyard, no refund (701.6a, 701.6b). */
  'counter.countered',
  /** { item, by } — "can't be countered": the counter instruction does nothing (101.2). */
  'counter.cant',
  /** { item, by, cost, player } — the cost was paid: the spell or ability isn't countered. */
  'counter.paid',
] as const;

/** Turns (500), drawing (121) and resolving instructions (608.2, 701). */
export const RESOLUTION_TRACE_KEYS = [
  /** { step, player } — a step or phase begins; the active player will receive priority (117.3a). */
  'turn.step',
  /** { player, untapped: string[], ready: string[], stayTapped?: string[] } — a player's turn begins (500.1): their permanents untap, except those an effect keeps tapped (502.3), and stop being summoning sick (302.6). */
  'turn.begins',
  /** { player, source, text, untapped: string[] } — in another player's untap step, a static ability untaps `player`'s permanents with that player's (502.3). */
  'turn.untap-others',
  /** { text } — a "can't cast" effect begins (101.2). */
  'restriction.added',
  /** { player, object } — a player draws a card (121.1). */
  'event.drew',
  /** { player } — a player draws a card from a library the scenario didn't describe: which card it is, nobody knows (121.1, engine/hand.ts). */
  'event.drew-unseen',
  // Session 2 (H2): choices and instructions while a spell or ability resolves (608.2c-608.2k).
  /** { item, effect, objects: string[] } — "all <filter>": the objects matching it now (608.2j). */
  'resolve.all',
  /** { item, choice, answer: 'yes' | 'no' | string[], policy: 'given' | 'default-decline' | 'impossible' | 'only' | 'default-first-listed' | 'default-own-tapped', player } — a choice made on resolution (608.2d). */
  'resolve.choice',
  /** { item, from: 'that-many' | 'mana-value' | 'power', amount } — an amount read from the previous instruction (608.2h). */
  'resolve.amount',
  /** { item, count } — "investigate": create a Clue token, `count` times (701.16a, 111.10f). */
  'resolve.investigate',
  /** { item, object, of, except } — a token is created as a copy of `of` (707.1, 707.2, 111.3); `except`: with the text's exceptions (707.9). */
  'resolve.token-copy',
  /** { item, object, counter, amount } — "double the number of counters": the object is given `amount` more, as many as it has (701.10e). */
  'resolve.double-counters',
  /** { item, order: string[], policy } — "for each of them": processed one at a time (608.2f). */
  'resolve.for-each',
  /** { item, player, cards: string[], policy } — a player discards (701.9a, 701.9b). */
  'resolve.discard',
  /** { item, player, cards: string[], count, upTo, whole } — a discard from a hand holding unseen cards: `count` of them (at most, with `upTo`: the hand was never described; with `whole`, the undescribed hand's every card) are discarded, which is unknown (701.9a, engine/hand.ts). */
  'resolve.discard-unseen',
  /** { item, player, cards: string[], manaValues: string[] } — the top cards of a library are exiled (701.13a). */
  'resolve.exile-top',
  /** { item, object, text } — an "is [characteristic]" effect applies as the permanent enters (611.2e). */
  'resolve.enters-as',
  /** { item, object, counter, amount } — it is put onto the battlefield with these counters on it (122.6, 614.1c). */
  'resolve.enters-with-counters',
  /** { object } — "can't be regenerated": its regeneration shield isn't applied (701.19c). */
  'resolve.cant-regenerate',
  /** { item, object, text, source } — a "can't enter the battlefield" effect applies to the permanent spell: it goes to its owner's graveyard (614.17d, 608.3e). */
  'resolve.cant-enter',
  /** { player, object, id, by, source, text } — the first card a player draws this turn is revealed by a static ability (603.11, 701.20a). */
  'resolve.revealed',
  // --- Session 2 (H9): Aura spells, divided damage, scry / surveil / mill, mana pools and turn history
  /** { item, player, cards, bottom, top, policy: 'given' | 'default-keep-on-top' | 'none' } — scry N (701.22a; scry 0 is no event, 701.22b). */
  'resolve.scry',
  /** { item, player, amount } — scry N of a library nobody described: unseen cards, whose order no modelled instruction reads (701.22a). */
  'resolve.scry-unseen',
  /** { item, player, cards, policy: 'given' | 'default-keep-order' } — the top N looked at and put back in this order, top first (401.4). */
  'resolve.look-reorder',
  /** { item, player, amount } — the top N of a library nobody described looked at and put back: unseen cards (401.4). */
  'resolve.look-unseen',
  /** { item, player, cards, picked, rest, to: 'bottom' | 'graveyard', policy } — the top N looked at, some put into the hand, the rest to `to` (701.20e, 608.2d). */
  'resolve.look-pick',
  /** { item, player, owner, at: 'hand' | 'library-top' } — `player` looks at `owner`'s hand or top card; nothing changes (701.20e). */
  'resolve.look',
  /** { item, player, cards, graveyard, top, policy } — surveil N (701.25a). */
  'resolve.surveil',
  /** { item, player, amount, cards } — mill N: the top cards go to the graveyard; fewer if the library has fewer (701.17a, 701.17b). */
  'resolve.mill',
  /** { item, object, player } — a card or permanent put on top of its owner's library is now its top card (400.3, 400.7). */
  'resolve.library-top',
  /** { item, object, power, toughness, pt } — a creature's power (pt 'power') or power and toughness ('both') doubled: +X/+Y as they are now (701.10b-c). */
  'resolve.double',
  'resolve.add-mana',
  /** { item, player, cost, pool } — "you may pay {2}": the mana is paid from the pool while the ability resolves (118.3a, 608.2d). */
  'resolve.pay-mana',
  /** { item, player, card, reveal } — a library is searched and the card found (none: '') is put into the hand (701.23a-d, 701.20a). */
  'resolve.proliferate',
  /** { item, player, count, allowed } — the player may play `count` more lands this turn: `allowed` in all (305.2). */
  'resolve.additional-land',
  'resolve.additional-phases',
  /** { item, a, b, dealt, power } — a creature deals damage equal to its power to another (608.2h); none if either target is illegal (608.2b). */
  'resolve.bite',
  /** { item, player } — the player wins the game (104.2b); the game ends (104.1). */
  'resolve.wins-game',
  /** { item, player } — the player loses the game (104.3e). */
  'resolve.loses-game',
  /** { item, player, effect } — the player would win the game, but an effect says they can't (101.2). */
  'resolve.cant-win-game',
  /** { item, player, effect } — the player would lose the game, but an effect says they can't (104.3, 101.2). */
  'resolve.cant-lose-game',
  /** { item, player, all, notTypes: string[] } — the controller's opponents (or all players) can't cast spells (not of those types) this turn (101.2, 611.2a). */
  'resolve.cant-cast',
  'resolve.search',
  /** { item, player, battlefield, hand, tapped } — the two cards found are split: one onto the battlefield (tapped if said), the other into the hand (701.23a). */
  'resolve.search-split',
  /** { item, player, maybe, to, tapped? } — a library the question doesn't describe is searched: the card found (with `maybe`, perhaps none, 701.23b) goes to the hand unseen, or on top, or (a basic land card) onto the battlefield as a stand-in nobody named (701.23a). */
  'resolve.search-unseen',
  /** { item, player } — the player's library is shuffled: its order is no longer known (701.24a). */
  'resolve.shuffle',
  /** { item, division: string[] ("B: 2"), total } — damage divided as announced while casting; illegal targets' shares aren't dealt (601.2d, 608.2b). */
  'resolve.divided',
  /** { item, object, target } — an Aura spell becomes a permanent attached to what it targeted (608.3c, 303.4b). */
  'resolve.aura-attached',
  /** { item, object } — a bestowed Aura spell's target is illegal: it stops being bestowed and resolves as a creature spell (702.103e, 608.3b). */
  'resolve.bestow-ends',
  /** { step, players: string[] } — unspent mana empties from mana pools as a step or phase ends (106.4). */
  'turn.mana-emptied',
  /** { objects: string[] } — the turn is over: the record of creatures attacked with this turn is cleared (608.2i history belongs to the turn). */
  'turn.attacks-forgotten',
  /** { effect, text, object } — a "for as long as you control" duration was over before the effect began: it does nothing (611.2b). */
  'effect.never-starts',
] as const;
