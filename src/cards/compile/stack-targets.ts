/**
 * Targets on the stack that are abilities (115.2 b: a spell or ability may target an object that can't exist on the
 * battlefield, such as a spell or ability): "target activated or triggered ability", "target spell, activated ability,
 * or triggered ability", "target activated ability, triggered ability, or legendary spell", "target spell or ability".
 * One list of alternatives, each a kind of ability or one spell phrase (read by the spell grammar); nothing else.
 */
import type { TargetSpec } from '../../engine/types.ts';

type AbilityKind = 'activated' | 'triggered';

/** A list item naming abilities: its kinds; "ability" alone (after a spell: "spell or ability") is either kind (113.1b, 113.1c). */
function abilityKinds(item: string, shared: boolean): AbilityKind[] | null {
  if (item === 'activated ability' || (shared && item === 'activated')) return ['activated'];
  if (item === 'triggered ability' || (shared && item === 'triggered')) return ['triggered'];
  if (item === 'ability') return ['activated', 'triggered'];
  return null;
}

/**
 * The target phrase after "target " when it names an ability, or null. `spellTarget` reads a spell phrase ("target
 * legendary spell") as the spell grammar does; it must name spells only (the stack, no players).
 */
export function abilityTarget(what: string, word: string, spellTarget: (phrase: string) => TargetSpec | null): TargetSpec | null {
  if (!/\babilit(?:y|ies)\b/.test(what)) return null;
  const items = what.split(/, or |, | or /);
  // "activated or triggered ability": the adjectives share the last item's noun.
  const shared = items[items.length - 1] === 'triggered ability' || items[items.length - 1] === 'activated ability';
  const kinds = new Set<AbilityKind>();
  const spells: string[] = [];
  for (const item of items) {
    const k = abilityKinds(item, shared);
    if (k) k.forEach((x) => kinds.add(x));
    else spells.push(item);
  }
  // "ability" alone reads as either kind only beside a spell ("spell or ability").
  if (items.includes('ability') && spells.length === 0) return null;
  if (kinds.size === 0) return null;
  const abilities = (['activated', 'triggered'] as const).filter((k) => kinds.has(k));
  if (spells.length === 0) return { word, abilities };
  // "instant spell, sorcery spell, …": one spell phrase of either type ("instant or sorcery spell"), each a single word.
  const several = spells.map((x) => /^([a-z]+) spell$/.exec(x)?.[1]);
  if (spells.length > 1 && several.some((x) => x === undefined)) return null;
  const phrase = spells.length > 1 ? `${several.join(' or ')} spell` : spells[0]!;
  const spell = /\bspell$/.test(phrase) ? spellTarget(`target ${phrase}`) : null;
  if (!spell?.objects || spell.objects.zone !== 'stack' || spell.players !== undefined || spell.count !== undefined) return null;
  return { ...spell, abilities };
}
