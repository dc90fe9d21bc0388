/**
 * The abilities that matter to declaring attackers and blockers, read from computed keywords (so
 * layer 6 grants and removes them like any ability). Besides the keyword abilities (defender 702.3,
 * haste 702.10, vigilance 702.20, flying 702.9 / reach 702.17, menace 702.111, protection 702.16,
 * landwalk 702.14, shadow 702.28, horsemanship 702.31, fear 702.36, intimidate 702.13, skulk
 * 702.118), a few rules-text abilities are written as keywords: restrictions (508.1c, 509.1b),
 * requirements (508.1d, 509.1c), and abilities that let a creature block more than one attacker.
 */
import { hasKeyword, keywordText, normalizeKeywordText, protectionCovers, protectionQualities } from '../keywords.ts';
import { halt } from '../run.ts';
import type { Computed, GameState, Keyword, PlayerId } from '../types.ts';

/** Rules-text abilities the engine reads as keywords (written exactly so in a scenario's `keywords`). */
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
} as const;

export const COMBAT_TEXTS: readonly string[] = Object.values(COMBAT_TEXT);

export function has(c: Computed, name: string): boolean {
  return hasKeyword(c.keywords, name);
}

function instances(c: Computed, name: string): Keyword[] {
  const n = normalizeKeywordText(name);
  return c.keywords.filter((k) => normalizeKeywordText(k.keyword) === n);
}

/** Why this creature can't attack because of its own abilities (508.1c, 702.3b), if it can't. */
export function attackRestriction(c: Computed): { ability: string; rule: string } | null {
  if (has(c, 'defender')) return { ability: 'defender', rule: '702.3b' };
  if (has(c, COMBAT_TEXT.cantAttack)) return { ability: COMBAT_TEXT.cantAttack, rule: '508.1c' };
  if (has(c, COMBAT_TEXT.cantAttackOrBlock)) return { ability: COMBAT_TEXT.cantAttackOrBlock, rule: '508.1c' };
  return null;
}

export function blockRestriction(c: Computed): string | null {
  if (has(c, COMBAT_TEXT.cantBlock)) return COMBAT_TEXT.cantBlock;
  if (has(c, COMBAT_TEXT.cantAttackOrBlock)) return COMBAT_TEXT.cantAttackOrBlock;
  return null;
}

/**
 * How many attackers it can block (509.1a: one, unless an ability says more). Several "additional
 * creature" abilities: how they combine isn't stated by the CR, so the engine stops.
 */
export function blockCapacity(c: Computed): number {
  if (has(c, COMBAT_TEXT.blockAny) || has(c, `${COMBAT_TEXT.blockAny} each combat`)) return Number.POSITIVE_INFINITY;
  const extra = instances(c, COMBAT_TEXT.blockAdditional).length;
  if (extra > 1) halt('unmodelled', 'error.unmodelled', { what: `${c.name}: several abilities that let it block additional creatures`, rule: '509.1a' });
  return 1 + extra;
}

/** A reason a pair (attacker, blocker) is illegal, with the rules; null if this blocker may block it. */
export interface EvasionProblem {
  ability: string;
  rules: string[];
}

function landwalkParam(k: Keyword): string | null {
  const name = normalizeKeywordText(k.keyword);
  if (name === 'landwalk') return k.param ?? null;
  // "islandwalk" written as one word (702.14a).
  return /^[a-z]+walk$/.test(name) ? name.slice(0, -'walk'.length) : null;
}

function landwalkApplies(k: Keyword, defender: PlayerId, state: GameState, byId: Record<string, Computed>): boolean {
  const param = landwalkParam(k);
  if (param === null) return false;
  const p = param.trim().toLowerCase();
  const lands = state.objects.filter((o) => o.zone === 'battlefield' && byId[o.id]?.controller === defender && byId[o.id]!.types.includes('Land')).map((o) => byId[o.id]!);
  if (p === 'nonbasic land') return lands.some((l) => !l.supertypes.some((s) => s.toLowerCase() === 'basic'));
  if (/^[a-z]+$/.test(p)) return lands.some((l) => l.subtypes.some((s) => s.toLowerCase() === p));
  halt('unmodelled', 'error.unmodelled', { what: `landwalk "${keywordText(k)}"`, rule: '702.14c' });
}

/** "can't be blocked except by creatures with flying" / "… except by Walls": does this blocker qualify? */
function exceptBy(param: string, blocker: Computed): boolean | null {
  const p = param.trim().toLowerCase().replace(/\.$/, '');
  const withKw = /^creatures? with (.+)$/.exec(p);
  if (withKw) return withKw[1]!.split(/ and\/or | or /).some((kw) => hasKeyword(blocker.keywords, kw.trim()));
  const sub = /^([a-z'-]+?)s?$/.exec(p);
  if (sub) return blocker.subtypes.some((s) => s.toLowerCase() === sub[1] || `${s.toLowerCase()}s` === p || s.toLowerCase() === p);
  return null;
}

/**
 * Evasion and blocking restrictions between one attacker and one blocker (509.1b). Menace and "by
 * more than one creature" depend on the whole declaration and are checked by the caller.
 */
export function pairProblem(attacker: Computed, blocker: Computed, defender: PlayerId, state: GameState, byId: Record<string, Computed>): EvasionProblem | null {
  if (has(attacker, COMBAT_TEXT.unblockable)) return { ability: COMBAT_TEXT.unblockable, rules: ['509.1b'] };
  if (has(attacker, 'flying') && !has(blocker, 'flying') && !has(blocker, 'reach')) return { ability: 'flying', rules: ['702.9b', '509.1b'] };
  if (has(blocker, COMBAT_TEXT.blockOnlyFlyers) && !has(attacker, 'flying')) return { ability: COMBAT_TEXT.blockOnlyFlyers, rules: ['509.1b'] };
  if (has(attacker, 'shadow') !== has(blocker, 'shadow')) return { ability: 'shadow', rules: ['702.28b', '509.1b'] };
  if (has(attacker, 'horsemanship') && !has(blocker, 'horsemanship')) return { ability: 'horsemanship', rules: ['702.31b', '509.1b'] };
  const artifactCreature = blocker.types.includes('Artifact') && blocker.types.includes('Creature');
  if (has(attacker, 'fear') && !artifactCreature && !blocker.colors.includes('B')) return { ability: 'fear', rules: ['702.36b', '509.1b'] };
  if (has(attacker, 'intimidate') && !artifactCreature && !blocker.colors.some((c) => attacker.colors.includes(c))) return { ability: 'intimidate', rules: ['702.13b', '509.1b'] };
  if (has(attacker, 'skulk') && (blocker.power ?? 0) > (attacker.power ?? 0)) return { ability: 'skulk', rules: ['702.118b', '509.1b'] };
  for (const q of protectionQualities(attacker.keywords)) {
    const covers = protectionCovers(q, blocker);
    if (covers === null) halt('unmodelled', 'error.unmodelled', { what: `protection from ${q}`, rule: '702.16a' });
    if (covers) return { ability: `protection from ${q}`, rules: ['702.16f', '509.1b'] };
  }
  for (const k of attacker.keywords) {
    if (landwalkParam(k) !== null && landwalkApplies(k, defender, state, byId)) return { ability: keywordText(k), rules: ['702.14c', '509.1b'] };
  }
  for (const k of instances(attacker, COMBAT_TEXT.exceptBy)) {
    if (/^two or more creatures$/i.test((k.param ?? '').trim())) continue; // checked with the whole declaration
    const ok = exceptBy(k.param ?? '', blocker);
    if (ok === null) halt('unmodelled', 'error.unmodelled', { what: `"${COMBAT_TEXT.exceptBy} ${k.param ?? ''}"`, rule: '509.1b' });
    if (!ok) return { ability: `${COMBAT_TEXT.exceptBy} ${k.param ?? ''}`, rules: ['509.1b'] };
  }
  return null;
}

/** Needs two or more blockers (menace 702.111b, or "can't be blocked except by two or more creatures"). */
export function needsTwoBlockers(attacker: Computed): string | null {
  if (has(attacker, 'menace')) return 'menace';
  for (const k of instances(attacker, COMBAT_TEXT.exceptBy)) if (/^two or more creatures$/i.test((k.param ?? '').trim())) return `${COMBAT_TEXT.exceptBy} two or more creatures`;
  return null;
}

export function hasFirstOrDoubleStrike(c: Computed | undefined): boolean {
  return c !== undefined && (has(c, 'first strike') || has(c, 'double strike'));
}
