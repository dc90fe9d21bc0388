/**
 * A card's characteristics as a Scenario object (109.3): name, types, subtypes and supertypes from
 * the type line (205), colors (105), mana cost (202), and power/toughness, loyalty and defense when
 * they are numbers. A "*" P/T is left to a characteristic-defining ability template (604.3), else
 * reported as unmodelled; a type the engine has no notion of (Plane, Scheme…) makes the card
 * unrepresentable.
 */
import type { CardFace, CardRecord } from '../types.ts';
import { lookupTable } from '../../core/table.ts';

const TYPES: Record<string, string> = lookupTable({
  artifact: 'Artifact', battle: 'Battle', creature: 'Creature', enchantment: 'Enchantment', instant: 'Instant',
  kindred: 'Kindred', tribal: 'Kindred', land: 'Land', planeswalker: 'Planeswalker', sorcery: 'Sorcery',
});
const SUPERTYPES: Record<string, string> = lookupTable({ basic: 'Basic', legendary: 'Legendary', ongoing: 'Ongoing', snow: 'Snow', world: 'World' });
const COLORS = new Set(['W', 'U', 'B', 'R', 'G']);

export interface CompiledCharacteristics {
  object: Record<string, unknown>;
  /** What can't be represented ("type: Plane", "loyalty: X"). */
  gaps: string[];
  /** A P/T that isn't a number ("P/T: * / *"), unless a template sets it. */
  ptGap: string | null;
  /** A creature, planeswalker or battle body the engine uses. */
  body: boolean;
  unrepresentable: boolean;
}

const INTEGER = /^[+-]?\d+$/;

function num(v: string | null): number | null {
  return v !== null && INTEGER.test(v) ? Number(v) : null;
}

export function characteristics(card: CardRecord, face: CardFace | null): CompiledCharacteristics {
  const typeLine = face?.type_line ?? card.type_line ?? '';
  const [left = '', right = ''] = typeLine.split(/\s+[—-]\s+/);
  const types: string[] = [];
  const supertypes: string[] = [];
  const gaps: string[] = [];
  let unrepresentable = false;
  let token = false;
  for (const w of left.split(/\s+/).filter(Boolean)) {
    const l = w.toLowerCase();
    if (TYPES[l]) types.push(TYPES[l]);
    else if (SUPERTYPES[l]) supertypes.push(SUPERTYPES[l]);
    else if (l === 'token') token = true; // a token card's type line (111.1): the object is a token
    else {
      gaps.push(`type: ${w}`);
      unrepresentable = true;
    }
  }
  const subtypes = right.split(/\s+/).filter(Boolean);
  const src = face ?? card;
  const colors = (face?.colors ?? card.colors ?? []).filter((c) => COLORS.has(c));
  const manaCost = src.mana_cost && src.mana_cost !== '' ? src.mana_cost : null;
  const object: Record<string, unknown> = { name: face?.name ?? card.name, types, subtypes, supertypes, colors, manaCost };
  if (token) object.token = true;
  let ptGap: string | null = null;
  let body = false;
  if (src.power !== null || src.toughness !== null) {
    const [p, t] = [num(src.power), num(src.toughness)];
    object.power = p;
    object.toughness = t;
    if (p === null || t === null) ptGap = `P/T: ${src.power ?? '?'}/${src.toughness ?? '?'}`;
    else body = true;
  }
  if (src.loyalty !== null) {
    const l = num(src.loyalty);
    if (l === null) gaps.push(`loyalty: ${src.loyalty}`);
    else {
      object.loyalty = l;
      body = true;
    }
  }
  if (src.defense !== null) {
    const d = num(src.defense);
    if (d === null) gaps.push(`defense: ${src.defense}`);
    else {
      object.defense = d;
      body = true;
    }
  }
  return { object, gaps, ptGap, body, unrepresentable };
}
