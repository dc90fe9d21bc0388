/**
 * The combat words of a group (issue 14, session 43): "attacking creatures you control", "target
 * attacking creature", "each blocking creature", "attacking or blocking creature", "other attacking
 * creatures". Only a creature can attack or block (506.3); a creature is attacking from its
 * declaration (508.1k), blocking from its (509.1g), until it is removed from combat (506.4). The word
 * becomes the filter's `combat` role (engine/combat/roles.ts), which the engine reads where it has the
 * combat at hand (targets, instructions as they resolve, static abilities through the layers' facts).
 *
 * Read only where a caller asks for it (a target, an "all/each" object, a static's subject, a count):
 * elsewhere (a trigger's subject, a cost) the word keeps the sentence unmodelled, as before. The
 * group's other words are read by the ordinary group grammar (words.ts), passed in as `parse`, so a
 * word it doesn't read still makes the whole phrase unread — never a combat word dropped.
 */
import type { CombatRole } from '../../engine/types.ts';
import type { Group } from './words.ts';
import { lookupTable } from '../../core/table.ts';

const ROLE_OF: Record<string, CombatRole> = lookupTable({ attacking: 'attacking', blocking: 'blocking', 'attacking or blocking': 'attacking-or-blocking' });

/**
 * "[all|each] [other|another] [tapped|untapped] <attacking|blocking|attacking or blocking> <creature group>":
 * the group with its combat role; null when the phrase has no combat word there, or the rest isn't a group of
 * creatures `parse` reads whole. A status word before the combat word ("target tapped attacking creature") is
 * kept with the rest, where `parse` reads it as after it ("attacking tapped creature", 110.5).
 */
export function combatGroup(phrase: string, parse: (phrase: string) => Group | null): Group | null {
  const m = /^((?:all |each )?(?:other |another )?(?:tapped |untapped )?)(attacking or blocking|attacking|blocking) (.+)$/.exec(phrase.trim());
  if (!m || /\b(?:attacking|blocking|blocked|unblocked)\b/.test(m[3]!)) return null;
  const g = parse(`${m[1]!}${m[3]!}`);
  if (!g || g.filter.zone !== undefined || !namesCreatures(g)) return null;
  return { ...g, filter: { ...g.filter, combat: ROLE_OF[m[2]!]! } };
}

/** 506.3: the group is of creatures (a creature type alone names creatures, 205.3m). */
function namesCreatures(g: Group): boolean {
  const { types, allTypes, subtypes } = g.filter;
  if (types) return types.length === 1 && types[0] === 'Creature';
  if (allTypes) return allTypes.includes('Creature');
  return subtypes !== undefined && subtypes.length > 0;
}
