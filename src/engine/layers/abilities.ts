/**
 * Layer 6 (613.1f): ability-adding effects, keyword counters (122.1b), ability-removing effects and
 * "can't have" effects (113.11), applied in timestamp order like the other effects of the layer.
 */
import { assertNever } from '../../core/result.ts';
import type { Keyword, Modification } from '../types.ts';
import { hasRedundantCopy, keywordMatches, normalizeKeywordText } from '../keywords.ts';
import { isAbilityGap } from '../gaps.ts';
import { patch } from './world.ts';
import type { Working } from './world.ts';

type AbilityMod = Extract<
  Modification,
  { kind: 'add-keywords' | 'add-abilities' | 'add-triggers' | 'add-activated' | 'remove-keywords' | 'lose-all-abilities' | 'cant-have-keywords' }
>;

/** Who grants: the granting effect's id and timestamp (613.7a). */
export interface Grant {
  id: string;
  timestamp: number;
}

export interface AbilityResult {
  w: Working;
  rules: string[];
}

function blocked(k: Keyword, cantHave: readonly string[]): boolean {
  return cantHave.some((name) => keywordMatches(k, name));
}

export function applyAbilities(mod: AbilityMod, w: Working, grant: Grant): AbilityResult {
  switch (mod.kind) {
    case 'add-abilities': {
      // 113.10: "has"/"gains" an ability; each granted ability is identified by the effect that grants it.
      const added = mod.abilities.map((ability, i) => ({ ability, key: `${grant.id}>${i}`, grantedAt: grant.timestamp }));
      const fresh = added.filter((a) => !w.statics.some((s) => s.key === a.key));
      return { w: patch(w, { statics: [...w.statics, ...fresh] }), rules: ['113.10', '613.7a'] };
    }
    case 'add-triggers': {
      // 113.10: "has"/"gains" a triggered ability; keyed by the granting effect, like a granted static ability.
      const added = mod.triggers.map((ability, i) => ({ ability, key: `${grant.id}>t${i}` }));
      const fresh = added.filter((a) => !w.grantedTriggers.some((g) => g.key === a.key));
      return { w: patch(w, { grantedTriggers: [...w.grantedTriggers, ...fresh] }), rules: ['113.10', '613.1f'] };
    }
    case 'add-activated': {
      // 113.10: "has"/"gains" an activated ability; keyed by the granting effect, like a granted triggered ability.
      const added = mod.activated.map((ability, i) => ({ ability, key: `${grant.id}>a${i}` }));
      const fresh = added.filter((a) => !w.grantedActivated.some((g) => g.key === a.key));
      return { w: patch(w, { grantedActivated: [...w.grantedActivated, ...fresh] }), rules: ['113.10', '613.1f'] };
    }
    case 'add-keywords': {
      // 113.11: an effect can't add an ability the object can't have.
      const allowed = mod.keywords.filter((k) => !blocked(k, w.cantHave));
      const rules = allowed.length < mod.keywords.length ? ['113.11'] : [];
      // Another instance of a keyword whose instances are redundant (flying, 702.9c …) changes nothing.
      const keywords = [...w.keywords];
      for (const k of allowed) if (!hasRedundantCopy(keywords, k)) keywords.push(k);
      return { w: keywords.length === w.keywords.length ? w : patch(w, { keywords }), rules };
    }
    case 'remove-keywords':
      // 113.10: "loses" an ability.
      return { w: patch(w, { keywords: w.keywords.filter((k) => !mod.keywords.some((n) => keywordMatches(k, n))) }), rules: ['113.10'] };
    case 'lose-all-abilities':
      // Every ability goes, static abilities included: their effects stop unless they already began
      // applying in an earlier layer (613.6). Rules text the engine doesn't model goes too when it is an
      // ability; a characteristic it can't represent is not an ability and stays (113.10).
      return { w: patch(w, { keywords: [], statics: [], grantedTriggers: [], grantedActivated: [], gaps: w.gaps.filter((g) => !isAbilityGap(g)), lostAll: true }), rules: ['113.10'] };
    case 'cant-have-keywords': {
      // 113.11: if it has the ability it loses it, and nothing can add it afterwards.
      const cantHave = [...w.cantHave, ...mod.keywords.map(normalizeKeywordText)];
      return { w: patch(w, { cantHave, keywords: w.keywords.filter((k) => !blocked(k, cantHave)) }), rules: ['113.11'] };
    }
    default:
      return assertNever(mod);
  }
}
