/**
 * Rules text the engine reads when a scenario writes it as a keyword: the combat restrictions and
 * requirements (combat/abilities.ts: 508.1c-d, 509.1b-c) and "can't be countered" (stack/effects/counter.ts).
 * A leaf module (no imports), so the keyword modules and the gap bookkeeping can all read it.
 */

export const COMBAT_TEXT = {
  cantAttack: "can't attack",
  cantBlock: "can't block",
  cantAttackOrBlock: "can't attack or block",
  mustAttack: 'attacks each combat if able',
  mustBlock: 'blocks each combat if able',
  blockAdditional: 'can block an additional creature each combat',
  blockAny: 'can block any number of creatures',
  unblockable: "can't be blocked",
  blockOnlyFlyers: 'can block only creatures with flying',
  exceptBy: "can't be blocked except by",
  maxOneBlocker: "can't be blocked by more than one creature",
  /** Its parameter is a comparison: "power 2 or less" (engine/compare.ts). */
  blockedByWith: "can't be blocked by creatures with",
  /** Its parameter is a comparison: "power 2 or greater". */
  cantBlockWith: "can't block creatures with",
} as const;

/** The texts above that take a parameter after them ("can't be blocked except by Walls"). */
export const PARAM_COMBAT_TEXTS: readonly string[] = [COMBAT_TEXT.exceptBy, COMBAT_TEXT.blockedByWith, COMBAT_TEXT.cantBlockWith];

export const COMBAT_TEXTS: readonly string[] = Object.values(COMBAT_TEXT);

/** Read by stack/effects/counter.ts when a spell would be countered. */
export const CANT_BE_COUNTERED = "can't be countered";

/**
 * Read by stack/turn.ts in the untap step (502.3: effects can keep a player's permanents from
 * untapping): "This artifact doesn't untap during your untap step", "Enchanted creature doesn't untap
 * during its controller's untap step" — the permanent stays tapped as its controller's turn begins.
 */
export const DOESNT_UNTAP = "doesn't untap during its controller's untap step";

/** 509.1a: "can block any number of creatures each combat", blockAny as also printed (combat/abilities.ts blockCapacity). */
export const BLOCK_ANY_EACH_COMBAT = `${COMBAT_TEXT.blockAny} each combat` as const;

/** Rules text the engine checks by name as a keyword (keywords.ts `KeywordName`): a typo in a check fails to compile. */
export type TextAbility = (typeof COMBAT_TEXT)[keyof typeof COMBAT_TEXT] | typeof CANT_BE_COUNTERED | typeof DOESNT_UNTAP | typeof BLOCK_ANY_EACH_COMBAT;

/** Every text above: a keyword reading one of them (or one of them and more, "can't be blocked except by …") is applied. */
export const TEXT_ABILITIES: readonly string[] = [...COMBAT_TEXTS, CANT_BE_COUNTERED, DOESNT_UNTAP];
