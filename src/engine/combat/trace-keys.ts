/**
 * The trace keys of the combat phase (506-511): declaring attackers (508) and blockers (509),
 * combat damage assignment (510.1) and the steps' sequence, emitted by combat/.
 *
 * The list is named trace-keys.ts like the others, so test/engine/trace-keys.test.ts (which checks that
 * every key is emitted somewhere in src/engine outside the lists) keeps telling a listed key from an
 * emitted one. src/engine/trace-keys.ts joins the lists into TRACE_KEYS; params are typed in
 * trace-params.ts.
 */

/** Combat (506-511). */
export const COMBAT_TRACE_KEYS = [
  // --- Combat (506-511), issue 4 -------------------------------------------------------------
  /** { attackers: string[], player } — the active player declares attackers (508.1). */
  'combat.attackers-declared',
  /** { player, cost, abilities: string[], paid, assumed } — the cost to attack locked in and paid (508.1h-j); `assumed`: no mana was told, taken as paid. */
  'combat.attack-cost',
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
  /** {} — abilities that triggered in the first combat damage step are on the stack: they resolve before the next step (500.2). */
  'combat.stack-before-next-step',
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
  /** { object, cost, detail, ability } — the cost to attack (508.1h) can't be paid in full (508.1j). */
  'combat.cant-attack.cost-unpaid',
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
] as const;
