/**
 * Japanese for the parameters of the blocking abilities written as keywords (509.1b; engine/combat/
 * abilities.ts): "can't be blocked by creatures with power 2 or less" is
 * 「パワーが2以下のクリーチャーによってはブロックされない」, as Japanese Oracle text words it, never the
 * English parameter in brackets (issue 16 §2). A parameter these words don't cover gives null, and
 * the caller shows it as it is.
 */
import { parseStatComparison } from '../engine/compare.ts';
import type { NumberRange } from '../engine/types.ts';
import { COMBAT_TEXT } from '../engine/combat/abilities.ts';
import { hasSubtypeJa, subtypeJa } from '../render/subtypes-ja.ts';

const FIELD_JA = { power: 'パワー', toughness: 'タフネス', manaValue: 'マナ総量' } as const;

function rangeJa(r: NumberRange): string {
  if (r.exactly !== undefined) return `${r.exactly}`;
  if (r.atLeast !== undefined && r.atMost !== undefined) return `${r.atLeast}以上${r.atMost}以下`;
  return r.atLeast !== undefined ? `${r.atLeast}以上` : `${r.atMost ?? 0}以下`;
}

/** 「パワーが2以下のクリーチャー」 from "power 2 or less". */
function comparedCreatures(param: string): string | null {
  const c = parseStatComparison(param);
  return c ? `${FIELD_JA[c.field]}が${rangeJa(c.range)}のクリーチャー` : null;
}

/** 「飛行や到達を持つクリーチャー」「壁」 from "creatures with flying or reach", "Walls". */
function exceptByWhat(param: string, keywordJa: (k: string) => string): string | null {
  const p = param.trim().replace(/\.$/, '');
  const withKw = /^creatures? with (.+)$/i.exec(p);
  if (withKw) return `${withKw[1]!.split(/ and\/or | or /).map((k) => keywordJa(k.trim())).join('か')}を持つクリーチャー`;
  const sub = /^([A-Za-z'-]+?)s?$/.exec(p);
  if (!sub) return null;
  const name = [p, sub[1]!].map((w) => w.charAt(0).toUpperCase() + w.slice(1).toLowerCase()).find(hasSubtypeJa);
  return name ? subtypeJa(name) : null;
}

/** The whole ability in Japanese, or null when its parameter isn't one these words cover. */
export function combatTextJa(keyword: string, param: string, keywordJa: (k: string) => string): string | null {
  if (keyword === COMBAT_TEXT.blockedByWith) {
    const who = comparedCreatures(param);
    return who ? `${who}によってはブロックされない` : null;
  }
  if (keyword === COMBAT_TEXT.cantBlockWith) {
    const who = comparedCreatures(param);
    return who ? `${who}をブロックできない` : null;
  }
  if (keyword === COMBAT_TEXT.exceptBy) {
    const who = exceptByWhat(param, keywordJa);
    return who ? `${who}によってしかブロックされない` : null;
  }
  return null;
}
