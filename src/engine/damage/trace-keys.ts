/**
 * The trace keys of damage (120) and of replacement and prevention effects (614-616), emitted by
 * damage/ and replacement/ (and the drawing from an empty library they sit beside, 121.4, 704.5b).
 *
 * The list is named trace-keys.ts like the others, so test/engine/trace-keys.test.ts (which checks that
 * every key is emitted somewhere in src/engine outside the lists) keeps telling a listed key from an
 * emitted one. src/engine/trace-keys.ts joins the lists into TRACE_KEYS; params are typed in
 * trace-params.ts.
 */

/** Damage, replacement and prevention (120, 614-616). */
export const DAMAGE_TRACE_KEYS = [
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
  /** { source, target, amount } — the shield counters' prevention effect prevents the damage (all of it; amount 0: it can't be prevented, 615.12) and a shield counter is removed (122.1c). */
  'damage.shield-counter',
  /** { object } — destroyed by an effect, the permanent keeps its place: a shield counter is removed from it instead (122.1c, 614.1a). */
  'replacement.shield-counter',
  /** { effect, kind: 'prevent' | 'damage-modifier' | 'regeneration-shield', controller, amount: number | 'all' | '×2+1' | null, object: string | null, shields: string[], duration } — a replacement or prevention effect (or regeneration shield) begins (614, 615, 701.19a). */
  'replacement.created',
  /** { effects: string[], reason: 'end-of-turn' | 'source-left' | 'used-up' } — replacement or prevention effects end. */
  'replacement.ended',
  /** { object, effect, damage } — a regeneration shield replaces its destruction: damage removed, tapped, removed from combat (701.19a, 614.8). */
  'regeneration.applied',
  /** { object, aura, damage } — umbra armor replaces its destruction: damage removed from it, the Aura destroyed instead; not tapped, not removed from combat (702.89a, 614.1a). */
  'umbra.applied',
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
] as const;
