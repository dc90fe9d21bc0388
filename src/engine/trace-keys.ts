/**
 * Every trace key the engine can emit (in trace steps and in EngineError.key), so the renderer
 * (src/render/trace.ts) can provide an English and a Japanese template for each, and a test can
 * check that it does. `step()` only accepts these keys (type-checked), and a test in test/engine
 * checks that each one is emitted somewhere in src/engine.
 *
 * The params of each key are listed next to it, and typed in trace-params.ts (the type `step()`
 * and `halt()` check them against). All are plain values: object labels, numbers, booleans, strings
 * such as "1/3" or "Creature — Bear", or arrays of strings.
 * Common values: `layer` is '1a' | '1b' | '2' | '3' | '4' | '5' | '6' | '7a' | '7b' | '7c' | '7d';
 * `characteristic` is 'copiable' | 'controller' | 'text' | 'types' | 'colors' | 'abilities' | 'pt';
 * colors are letters in WUBRG order ("WU") or "-" for colorless; P/T is "2/3" ("-" for none);
 * abilities are "flying, trample; <static ability text>" or "-" for none.
 */
export const TRACE_KEYS = [
  // --- Layers (613) --------------------------------------------------------------------------
  /** { object, layer, characteristic, effect, timestamp, before, after } — an effect applied in its layer (613.1-613.4). */
  'layer.applied',
  /** { object, layer, characteristic, effect, timestamp, before, after } — a characteristic-defining ability applied first (613.3, 613.4a, 604.3). */
  'layer.cda',
  /** { object, layer, characteristic, effect, timestamp, before, after } — P/T counters applied in 7c (613.4c, 122.1a); `effect` is e.g. "+1/+1 counter x2". */
  'layer.counters',
  /** { object, layer, characteristic, effect, timestamp, before, after } — a keyword counter gives its keyword in layer 6 (122.1b). */
  'layer.keyword-counter',
  /** { object, layer, characteristic, effect, timestamp, before, after } — power and toughness switched in 7d (613.4d). */
  'layer.switch',
  /** { object, layer, characteristic, effect, timestamp, before, after } — a "can't have" effect (113.11). */
  'layer.cant-have',
  /** { layer, effect, dependsOn: string[] } — the effect waited for the effects it depends on (613.8a, 613.8b). */
  'layer.dependency',
  /** { layer, effects: string[] } — these effects depend on each other: applied in timestamp order (613.8b). */
  'layer.dependency-loop',
  /** { object, layer, effect, dependsOn? } — a static ability's effect doesn't apply: the ability was removed before the effect began (613.6). */
  'layer.ability-removed',
  /** { object, layer, effect } — the effect began in an earlier layer, so it keeps applying although its ability was removed (613.6). */
  'layer.continues',
  /** { object } — heading of an object's layer breakdown (613.1). */
  'layer.breakdown',
  /** { object, name, controller, types, colors, abilities, pt } — the characteristics after all layers. */
  'layer.result',

  // --- Continuous effects (611) ------------------------------------------------------------
  /** { effect, text, timestamp, affects: string[], duration, counts: string[] } — created by a resolving spell or ability (611.2, 613.7b, 611.2c; counts fixed by 608.2h). */
  'effect.created',
  /** { effect, text, reason: 'action' | 'source-left' } — a continuous effect ended. */
  'effect.ended',
  /** { object, timestamp } — an Aura/Equipment got a new timestamp when attached (613.7e, 701.3c). */
  'effect.new-timestamp',

  // --- Events ------------------------------------------------------------------------------
  /** { source, target, amount, combat, deathtouch } — damage dealt (120.3). */
  'event.damage',
  /** { object, amount, total } — damage marked on a creature (120.3e). */
  'event.damage-marked',
  /** { source, target, amount, quality } — damage prevented by protection (702.16e). */
  'event.damage-prevented',
  /** { player, amount, before, after } — life gained (+) or lost (-) (119.3, 120.3a, 120.3f). */
  'event.life',
  /** { target, counter, amount, before, after } — counters put on (+) or removed (-) from an object or player (122.1). */
  'event.counters',
  /** { object } — tapped (701.26a). */
  'event.tapped',
  /** { object } — untapped (701.26b). */
  'event.untapped',
  /** { object, to } — attached (701.3a). */
  'event.attached',
  /** { object, from } — unattached (701.3d, 704.5n, 704.5p). */
  'event.unattached',
  /** { object, id, zone, controller, token } — an object created (111.1, 111.2, 613.7d). */
  'event.created',
  /** { object, reason, ... } — an action or event did nothing; `reason` says why (e.g. 'zero-damage', 'not-a-permanent', 'already-tapped', 'not-attachable', 'token-left-battlefield'). */
  'event.no-effect',

  // --- Actions (701) -----------------------------------------------------------------------
  /** { object, replaced? } — destroyed (701.8a); replaced: a zone-change replacement effect changes where it goes (614.1a). */
  'action.destroy',
  /** { object, controller, indestructible, replaced? } — sacrificed (701.21a); replaced: see action.destroy. */
  'action.sacrifice',
  /** { object, from, to } — exiled (701.13a). */
  'action.exile',
  /** { object, from, to } — returned to its owner's hand (400.3). */
  'action.return-to-hand',
  /** { object, from, to } — moved to a zone (400.7; 700.4 dies, 701.13a exile, 400.3 an owner's zone, 110.1 onto the battlefield). */
  'action.move',

  // --- Zones (400) -------------------------------------------------------------------------
  /** { object, from, to, owner, dies? } — moved between zones (400.7; 400.3 for an owner's zone); `dies`: a creature or planeswalker put into a graveyard from the battlefield (700.4). */
  'zone.moved',
  /** { object, id, newId, lost: string[] } — it became a new object; `lost` lists 'counters' | 'damage' | 'attachment' (400.7). */
  'zone.new-object',
  /** { object, effect, text } — an effect locked to the old object no longer applies to anything (400.7, 611.2c). */
  'zone.effect-lost',
  /** { object, effect, text } — an effect on a permanent spell follows it onto the battlefield (400.7a). */
  'zone.effect-follows',
  /** { reference, object, id, zone } — an action named a card that has since become a new object; it acts on that object (400.7). */
  'zone.follows',

  // --- Keywords (702) ---------------------------------------------------------------------
  /**
   * { object, ability, other, note } — a keyword bore on a check and didn't forbid it: `note`
   * (keywords/note.ts KEYWORD_NOTES) says why, e.g. 'block-flying-by-reach' (702.9b, 702.17b),
   * 'attack-haste' (702.10b, 302.6), 'target-hexproof-own' (702.11b), 'not-targeted' (702.18a).
   */
  'keyword.checked',

  // --- Indestructible (702.12) -------------------------------------------------------------
  /** { object, reason: 'destroy' | 'lethal-damage' | 'deathtouch', damage?, toughness? } — not destroyed (702.12b). */
  'indestructible.survives',

  // --- State-based actions (704) -----------------------------------------------------------
  /** { round } — state-based actions apply and are performed simultaneously (704.3). */
  'sba.check',
  /** { player, life } — 704.5a */
  'sba.zero-life',
  /** { player, poison } — 704.5c */
  'sba.poison',
  /** { object, zone } — a token outside the battlefield ceases to exist (704.5d, 111.7). */
  'sba.token-ceases',
  /** { object, zone } — a copy outside the stack/battlefield ceases to exist (704.5e). */
  'sba.copy-ceases',
  /** { object, toughness } — 704.5f */
  'sba.zero-toughness',
  /** { object, damage, toughness } — 704.5g */
  'sba.lethal-damage',
  /** { object, damage, toughness } — 704.5h */
  'sba.deathtouch',
  /** { object, loyalty } — 704.5i */
  'sba.zero-loyalty',
  /** { name, controller, kept, removed: string[], policy: 'keep-newest' } — 704.5j: the controller chooses; the default keeps the newest. */
  'sba.legend-rule',
  /** { object, attachedTo, reason } — 704.5m */
  'sba.aura-illegal',
  /** { object, attachedTo, reason } — 702.103f (an exception to 704.5m): a bestowed Aura stays as a creature */
  'sba.bestow-ends',
  /** { object, attachedTo, reason } — 704.5n */
  'sba.equipment-unattached',
  /** { object, attachedTo, reason } — 704.5p */
  'sba.attached-unattached',
  /** { object, removed } — 704.5q */
  'sba.counters-cancel',
  /** { object } — 704.5w */
  'sba.zero-defense',
  /** { object, kept } — 704.5z */
  'sba.role',

  // --- Cleanup (514), game end (104) -------------------------------------------------------
  /** { objects: string[] } — 514.2; only when some permanent had damage marked. */
  'cleanup.damage-removed',
  /** { effects: string[] } — 514.2; only when some "until end of turn" effect ends. */
  'cleanup.effects-ended',
  /**
   * { player, count, size, cards: string[], unseen, policy: 'given' | 'only' | 'unseen', by: string[] } —
   * 514.1: the active player discards `count` cards down to their maximum hand size `size` (402.2; `by`:
   * the abilities that changed it): the named `cards` and `unseen` cards nobody described.
   */
  'cleanup.discard',
  /**
   * { player, size, cards: string[], kept: string[] } — 514.1 with a hand the question didn't describe:
   * whether the player discards is unknown; the named cards in it are `cards` (told as discarded) and
   * `kept` (the player may keep them, 701.9b).
   */
  'cleanup.discard-unknown',
  /** { player, by: string[] } — 402.2: the player has no maximum hand size, so nothing is discarded in the cleanup step (514.1). */
  'cleanup.no-maximum',
  /** { winner: string | null, draw: boolean } — 104.2a / 104.4a; later actions are not performed. */
  'game.over',

  // --- Bounds, errors and what isn't modelled ----------------------------------------------
  /** { bound: 'objects' | 'effects' | 'events' | 'amount', limit, count? } */
  'bound.exceeded',
  /** { bound: 'work', limit, count } — the work bound (Limits.maxWork): the layer system would take too long. */
  'bound.work',
  /** { what, repeats } */
  'loop.detected',
  /** { reference, what: 'object' | 'player' | 'effect' } */
  'error.bad-reference',
  /** { reason, ... } — e.g. 'bad-amount', 'duplicate-id', 'duplicate-effect-id', 'aura-needs-attachment' (with rule 303.4f). */
  'error.illegal-action',
  /** { what, rule } — the answer depends on a rule or text the engine doesn't model; it stops instead of guessing. */
  'error.unmodelled',
  /**
   * { player, count, reader: HandReader, rule } — the answer needs to know the `count` unseen cards in
   * `player`'s hand (drawn from a library nobody described, engine/hand.ts): `reader` says what needed them.
   */
  'error.unseen-card',
  /**
   * { player, count, size, cards, unseen, unknown? } — 514.1: the active player must discard `count` of
   * their `cards` cards down to `size`, which ones is their choice, and the question didn't say.
   */
  'error.cleanup-discard',
  /** { object, text } — rules text of an object that the engine doesn't model; whether it could matter is decided after the run (gap-relevance.ts). */
  'unmodelled.text',
  /**
   * { object, name, text, kind, reason, count } — the run is refused: unmodelled text of `object`
   * could have mattered (`kind`: spell | static | triggered | activated | characteristic; `reason`: a
   * GapReason such as 'functions', 'trigger-event', 'cast'); `count` relevant texts in all.
   */
  'error.unmodelled-text',

  // --- Combat (506-511), issue 4 -------------------------------------------------------------
  /** { attackers: string[], player } — the active player declares attackers (508.1). */
  'combat.attackers-declared',
  /** { object, target, targetKind: 'player' | 'planeswalker' | 'battle', vigilance, default } — it attacks (508.1a, 508.1b, 508.1k); tapped (508.1f) unless vigilance (702.20b). */
  'combat.attacks',
  /** {} — no creatures attack: the declare blockers and combat damage steps are skipped (508.8). */
  'combat.no-attackers',
  /** { blockers: string[], player } — the defending player declares blockers (509.1). */
  'combat.blockers-declared',
  /** { player } — no creatures block (509.1). */
  'combat.no-blockers',
  /** { object, attackers: string[] } — it blocks (509.1a, 509.1g). */
  'combat.blocks',
  /** { object, blockers: string[] } — it is a blocked creature (509.1h). */
  'combat.blocked',
  /** { object } — it is an unblocked creature (509.1h). */
  'combat.unblocked',
  /** { step: 'first-strike' | 'regular', creatures: string[], firstStrike: boolean } — a combat damage step begins; `creatures` assign damage (510.1, 510.4). */
  'combat.damage-step',
  /** { object, recipients: string[], amounts: string[], recipientKinds: ('player' | 'attacked' | 'object')[], policy: 'explicit' | 'default', role: 'attacker' | 'blocker', power, trample, deathtouch, lethalFor: string[], lethal: string[], marked: string[], objectId, recipientIds, blockerIds (the same by id, for a reader that runs the other choices) } — how it assigns its combat damage (510.1a-d, 702.19b-d, 702.2c). */
  'combat.assigns',
  /** { object, reason: 'power' | 'not-attacking' | 'no-blockers' | 'not-blocking' | 'first-strike-done' | 'double-strike-lost' | 'not-this-step', power } — it assigns no combat damage in this step. */
  'combat.no-damage',
  /** { object, ability: 'double strike' | 'first strike' } — gained double strike after the first step: it assigns damage again (702.4d); or gained first strike late: it still assigns (702.7c). */
  'combat.assigns-again',
  /** { object, reason: 'left-battlefield' | 'not-creature' | 'controller-changed' | 'became-battle' | 'effect' | 'regenerated' | 'not-planeswalker' | 'not-battle' } — removed from combat (506.4). */
  'combat.removed',
  /** { object } — every creature blocking it is gone, but it stays blocked (509.1h). */
  'combat.stays-blocked',
  /** { object, attackers: string[] } — the planeswalker or battle they attack was removed from combat: they attack nothing (506.4c). */
  'combat.target-removed',
  /** { objects: string[] } — the end of combat step ends: everything is removed from combat (511.3). */
  'combat.end',
  /** { object, ability } — an illegal declaration of attackers (508.1a, 302.6 …); EngineError key. The suffix says why. */
  'combat.cant-attack.not-on-battlefield',
  'combat.cant-attack.not-creature',
  'combat.cant-attack.battle',
  'combat.cant-attack.not-controlled',
  'combat.cant-attack.tapped',
  'combat.cant-attack.summoning-sick',
  'combat.cant-attack.defender',
  'combat.cant-attack.restriction',
  'combat.cant-attack.duplicate',
  /** { object, target, reason } — what it would attack can't be attacked (506.2, 506.3, 508.1b, 310.9b). */
  'combat.cant-attack.bad-target',
  /** { object } — a creature that attacks each combat if able was able to attack but wasn't declared (508.1d). */
  'combat.must-attack',
  /** { object, attacker, ability, count, max } — an illegal declaration of blockers (509.1a-c); EngineError key. */
  'combat.cant-block.not-on-battlefield',
  'combat.cant-block.not-creature',
  'combat.cant-block.battle',
  'combat.cant-block.not-controlled',
  'combat.cant-block.tapped',
  'combat.cant-block.restriction',
  'combat.cant-block.duplicate',
  'combat.cant-block.not-attacking',
  'combat.cant-block.too-many',
  'combat.cant-block.evasion',
  'combat.cant-block.menace',
  /** { object } — a creature that blocks each combat if able could have blocked but didn't (509.1c). */
  'combat.must-block',
  /** { reason: 'no-combat' | 'attackers-declared' | 'blockers-declared' | 'no-damage-step' | 'no-first-strike-step', action } — a combat action out of sequence. */
  'combat.sequence',
  /** { object, reason: 'total' | 'recipient' | 'trample-lethal' | 'not-assigning' | 'amount', rule, power?, total?, to?, blocker?, because?, amount? } — an illegal damage assignment (510.1e). */
  'combat.assignment-illegal',

  // --- Damage, replacement and prevention (120, 614-616), issue 4 ---------------------------------
  /** { count, combat } — the damage events of one step or effect are dealt at the same time (510.2, 120.4). */
  'damage.simultaneous',
  /** { chooser, source, target, toPlayer, effects: string[], policy: 'timestamp' | 'given', others: string[] } — several effects apply: the affected player or controller orders them (616.1). */
  'damage.order',
  /** { effect, source, target, toPlayer, amount, remaining } — damage prevented by a prevention effect (615). */
  'damage.prevented',
  /** { effect, source, target, toPlayer, before, after } — a replacement effect modifies the damage (614.1a; each applies once, 614.5). */
  'damage.replaced',
  /** { source, target, toPlayer } — all of the damage was prevented: it is never dealt, so nothing happens because of it (615.6, 614.7). */
  'damage.not-dealt',
  /** { effect, source, target, toPlayer, amount, effects: string[] } — the damage can't be prevented: the prevention effects that apply prevent none of it (615.12, 614.17). */
  'damage.unpreventable',
  /** { effect, player, what: 'gain-life' | 'lose-life' | 'pay-life', amount } — a "can't" effect stops a life gain (119.7) or a life loss (119.8), or a cost of paying life (119.8, 119.4b). */
  'life.cant-change',
  /** { effect, player, reasons: string[] } — a player meets a loss condition but can't lose the game (104.3, 101.2, 614.17). */
  'sba.cant-lose',
  /** { effect, object, counter, before, after, policy: 'only' | 'given' | 'same' } — a counter replacement effect changes how many counters are put on a permanent (614.1a, 614.16, 616.1). */
  'counters.replaced',
  /** { effect, object, sources: string[] } — one shield meets damage from several sources at once; its controller chooses which it prevents (615.7). */
  'damage.shield-shared',
  /** { effect, kind: 'prevent' | 'damage-modifier' | 'regeneration-shield', controller, amount: number | 'all' | '×2+1' | null, object: string | null, shields: string[], duration } — a replacement or prevention effect (or regeneration shield) begins (614, 615, 701.19a). */
  'replacement.created',
  /** { effects: string[], reason: 'end-of-turn' | 'source-left' | 'used-up' } — replacement or prevention effects end. */
  'replacement.ended',
  /** { object, effect, damage } — a regeneration shield replaces its destruction: damage removed, tapped, removed from combat (701.19a, 614.8). */
  'regeneration.applied',
  /** { a, b, powerA, powerB } — two creatures fight: each deals damage equal to its power to the other; not combat damage (701.14a, 701.14d). */
  'fight.fights',
  /** { a, b, object, reason: 'not-on-battlefield' | 'not-creature' } — neither fights or deals damage (701.14b). */
  'fight.no-fight',
  // Zone-change, token-creation, life-gain and draw replacement effects (614.1a, 614.11, 614.16, 616).
  /** { chooser, object, from, to, effects: string[], policy: 'given' | 'timestamp', others: string[] } — several zone-change replacements apply; the chooser's order, and the other destinations other orders give (616.1, 616.1e, 616.1f). */
  'zone.replacement-order',
  /** { effect, object, from, to, instead: 'exile' | 'hand' | 'graveyard' | 'library-shuffle' } — it would be put into `to`; the effect sends it elsewhere instead (614.1a, 614.6). */
  'zone.replaced',
  /** { effect, object, to } — once another effect changed the destination, this one no longer applies (616.1f). */
  'zone.replacement-inapplicable',
  /** { player } — the player's library is shuffled (701.24a). */
  'zone.shuffled',
  /** { effect, object, controller, before, after, policy } — a token-creation replacement multiplies the tokens created, before anything modifies how they enter (614.16, 616.1g). */
  'token.replaced',
  /** { effect, object, of, lost: 'enters-tapped' | null, policy } — the object enters as a copy of `of` (614.1c, 616.1c, 707.2); its own "enters tapped" no longer applies (616.1f). */
  'enter.as-copy',
  /** { object } — "This permanent enters tapped": it enters tapped (614.1c, 614.15). */
  'enter.tapped',
  /** { object, text, amount, cast } — "enters with X … counters": X is the X paid for the spell that became it (`cast`), else 0 (107.3m). */
  'enter.counters-x',
  /** { object, holds } — "enters tapped unless <condition>": the condition, judged as it enters (614.1c, 614.12). */
  'enter.tapped-unless',
  /** { object, player, amount, paid, policy } — "you may pay N life; if you don't, it enters tapped" (614.12a, 119.4). */
  'enter.pay-life',
  /** { object, color } — "As this enters, choose a color": the choice made as it enters (614.12, 614.12a, 616.1g). */
  'enter.choice',
  /** { effect, player, event: 'gain-life:<n>' | 'draw', instead: 'draw' | 'gain-life' | 'return-from-graveyard' | 'nothing', count, policy: 'only' | 'given' | 'timestamp' } — a life-gain or draw event is replaced (614.1a, 614.11, 616.2). */
  'event.replaced',
  /** { player, object, policy: 'only' | 'given' | 'default', choices } — a card returns from the player's graveyard to their hand instead (614.1a). */
  'event.returned',
  /** { player, what: 'return-from-graveyard' | 'gain-0-life' } — the modified event can't be carried out and is ignored (614.6, 119.10). */
  'event.replacement-impossible',
  /** { player } — the player attempts to draw from an empty library and will lose at the next state-based-action check (121.4, 704.5b). */
  'draw.empty-library',
  /** { player } — the player attempted to draw from an empty library since state-based actions were last checked: loses (704.5b). */
  'sba.drew-from-empty',

  // --- Casting, the stack, targets and triggered abilities (issue 5) -------------------------
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
  /** { item, kind: 'spell' | 'activated' | 'triggered', controller, depth } — an object is put on top of the stack (405.2). */
  'stack.put',
  /** { spell, player, copy } — a copy of a spell is put on the stack; it isn't cast (707.10). */
  'stack.copy',
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
  /** { ability, source, controller, cause, lookBack } — a triggered ability triggers (603.2); lookBack: judged on the game before the event (603.10a). */
  'trigger.triggers',
  /** { ability, source, stage: 'trigger' | 'resolution' } — the intervening "if" condition is false (603.4). */
  'trigger.condition-false',
  /** { ability, source, to, event: 'dies' | 'to-graveyard' } — it left the battlefield for another zone, so its own dies ability doesn't trigger (700.4, 603.6c). */
  'trigger.not-dies',
  /** { order: string[], policy: 'listed' } — triggered abilities put on the stack in APNAP order (603.3b). */
  'trigger.order',
  /** { ability, source, word } — no legal target: the ability is removed from the stack (603.3d). */
  'trigger.no-targets',
  /** { ability, source, word, target } — the only legal target for the word, so the one chosen (603.3d, 601.2c). */
  'trigger.only-target',
  /** { ability, source, modes: string[], forced } — a modal triggered ability's modes, chosen as it is put on the stack (603.3c, 700.2b); forced: the only legal choice. */
  'trigger.modes',
  /** { ability, source } — no mode of a modal triggered ability can be chosen: it is removed from the stack (603.3c). */
  'trigger.no-mode',
  /** { ability, source, controller } — a delayed triggered ability is created (603.7a); it triggers once (603.7b). */
  'trigger.delayed-created',
  /** { step, player } — a step or phase begins; the active player will receive priority (117.3a). */
  'turn.step',
  /** { player, untapped: string[], ready: string[] } — a player's turn begins (500.1): their permanents untap (502.3) and stop being summoning sick (302.6). */
  'turn.begins',
  /** { text } — a "can't cast" effect begins (101.2). */
  'restriction.added',
  /** { player, object } — a player draws a card (121.1). */
  'event.drew',
  /** { player } — a player draws a card from a library the scenario didn't describe: which card it is, nobody knows (121.1, engine/hand.ts). */
  'event.drew-unseen',
  // Session 2 (H2): choices and instructions while a spell or ability resolves (608.2c-608.2k).
  /** { item, effect, objects: string[] } — "all <filter>": the objects matching it now (608.2j). */
  'resolve.all',
  /** { item, choice, answer: 'yes' | 'no' | string[], policy: 'given' | 'default-decline' | 'impossible' | 'only' | 'default-first-listed', player } — a choice made on resolution (608.2d). */
  'resolve.choice',
  /** { item, from: 'that-many' | 'mana-value' | 'power', amount } — an amount read from the previous instruction (608.2h). */
  'resolve.amount',
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
  /** { item, player, cards, graveyard, top, policy } — surveil N (701.25a). */
  'resolve.surveil',
  /** { item, player, amount, cards } — mill N: the top cards go to the graveyard; fewer if the library has fewer (701.17a, 701.17b). */
  'resolve.mill',
  'resolve.add-mana',
  /** { item, player, card, reveal } — a library is searched and the card found (none: '') is put into the hand (701.23a-d, 701.20a). */
  'resolve.proliferate',
  'resolve.search',
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

  // --- Session 2 (H3): alternative characteristics, casting permissions, face-down, casting during resolution
  /** { player, spell, face: 'adventure' | 'left' | 'right' | 'morph', card } — the spell is cast with alternative characteristics (715.3, 709.3, 702.37c, 708.4); for morph `card` is empty (hidden, 708.5). */
  'alt.cast-as',
  /** { player, spell, from, source, text } — a rule or effect allows casting it from that zone (601.3, 601.3e, 702.34a, 702.133a, 715.3d, 608.2g). */
  'alt.permission',
  /** { spell, using: 'flashback' | 'jump-start' } — it will be exiled instead of going anywhere else when it leaves the stack (702.34a, 702.133a). */
  'alt.exile-instead',
  /** { spell, player } — an Adventure spell is exiled instead of going to the graveyard as it resolves; its owner may cast the card later, not as an Adventure (715.3d). */
  'alt.adventure-exiled',
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
] as const;

export type TraceKey = (typeof TRACE_KEYS)[number];
