/**
 * Keywords that stand for an activated ability the card compiler spells out and reads with the same
 * templates as printed text: typecycling (702.29e), transmute (702.53a) and equip with a quality
 * (702.6c). Each returns the ability, or null when its parameter or the text it stands for isn't read
 * (the keyword then stays unmodelled).
 */
import { parseEffects } from './effects.ts';
import { articleGroup } from './words.ts';
import { lookupTable } from '../../core/table.ts';

/** A cost of mana symbols only: generic numbers and the five colors and colorless ({2}{W}, {U}{U}). */
export const PLAIN_MANA = /^(?:\{(?:\d+|[WUBRGC])\})+$/;

/** Card types and supertypes: written in lower case in a typecycling keyword's type ("basic land"); other words are subtypes (205.3). */
const LOWER_WORDS: Record<string, true> = lookupTable({
  basic: true, legendary: true, snow: true, land: true, creature: true, artifact: true, enchantment: true,
  instant: true, sorcery: true, planeswalker: true, battle: true,
});

type Ability = Record<string, unknown>;

/**
 * 702.29e: "[Type]cycling [cost]" means "[Cost], Discard this card: Search your library for a [type]
 * card, reveal it, and put it into your hand. Then shuffle your library." — an ability of the card in
 * its owner's hand (702.29a). The search is read by the library-search template; a type it doesn't
 * read leaves the keyword unmodelled.
 */
export function typecycling(keyword: string, rest: string, text: string): Ability | null {
  const m = /^(.+?)cycling$/.exec(keyword.toLowerCase());
  const cost = rest.trim();
  if (!m || !PLAIN_MANA.test(cost)) return null;
  const type = m[1]!
    .trim()
    .split(/\s+/)
    .map((w) => (LOWER_WORDS[w] ? w : w.charAt(0).toUpperCase() + w.slice(1)))
    .join(' ');
  const e = parseEffects(`search your library for a ${type} card, reveal it, put it into your hand, then shuffle.`, text);
  const only = e && e.targets.length === 0 && e.effects.length === 1 && e.effects[0]!.kind === 'search-to-hand' ? e.effects : null;
  return only ? { text, cost: `${cost}, Discard this card`, zone: 'hand', effects: only } : null;
}

/**
 * 702.53a: "Transmute [cost]" means "[Cost], Discard this card: Search your library for a card with
 * the same mana value as the discarded card, reveal that card, and put it into your hand. Then
 * shuffle your library. Activate only as a sorcery." The discarded card is this card as it was in
 * the hand: its mana value is its printed one (202.3), known when the card is compiled.
 */
export function transmute(rest: string, text: string, manaValue: number | undefined): Ability | null {
  const cost = rest.trim();
  if (!PLAIN_MANA.test(cost) || manaValue === undefined) return null;
  const e = parseEffects(`search your library for a card with mana value ${manaValue}, reveal it, put it into your hand, then shuffle.`, text);
  const only = e && e.targets.length === 0 && e.effects.length === 1 && e.effects[0]!.kind === 'search-to-hand' ? e.effects : null;
  return only ? { text, cost: `${cost}, Discard this card`, zone: 'hand', sorcery: true, effects: only } : null;
}

/**
 * 702.6a, 702.6c: "Equip [cost]" means "[Cost]: Attach this permanent to target creature you control.
 * Activate only as a sorcery."; "Equip [quality] creature [cost]" / "Equip [quality] [cost]" may
 * target only a creature you control with that quality ("legendary creature", a creature type).
 * Null when the cost isn't mana or the quality isn't one the group reader knows.
 */
export function equip(rest: string, text: string): Ability | null {
  const m = /^(?:(.+?) )?((?:\{(?:\d+|[WUBRGC])\})+|\d+)$/.exec(rest.trim());
  if (!m) return null;
  const cost = /^\d+$/.test(m[2]!) ? `{${m[2]}}` : m[2]!;
  const filter = m[1] === undefined ? { kind: 'filter', types: ['Creature'] } : equipQuality(m[1]);
  if (!filter) return null;
  return { text, cost, sorcery: true, targets: [{ word: 'creature', objects: { ...filter, controller: 'you' } }], effects: [{ kind: 'attach', target: 'creature' }] };
}

/** 702.6c: "legendary creature", "Elf" (a creature with that subtype): a creature filter; null for anything else ("commander", "planeswalker", 702.6e). */
function equipQuality(q: string): Record<string, unknown> | null {
  const phrase = /\bcreature$/i.test(q) ? q : `${q} creature`;
  const g = articleGroup(phrase);
  if (!g || g.plural) return null;
  const f = g.filter as Record<string, unknown>;
  const keys = Object.keys(f).filter((k) => k !== 'kind');
  const types = f.types as string[] | undefined;
  // Only a creature with a supertype or a subtype: nothing about its controller, colors or state.
  if (!types || types.length !== 1 || types[0] !== 'Creature' || keys.some((k) => !['types', 'supertypes', 'subtypes'].includes(k)) || keys.length < 2) return null;
  return { kind: 'filter', ...f };
}

/**
 * 702.122a: "Crew N" means "Tap any number of other untapped creatures you control with total power N
 * or greater: This permanent becomes an artifact creature until end of turn." — the engine pays the
 * cost with the creatures the activate action names (activation-costs.ts) and the effect adds the
 * types in layer 4 until end of turn (a Vehicle then has its printed power and toughness, 301.7b).
 */
export function crew(rest: string, text: string): Ability | null {
  const m = /^(\d+)$/.exec(rest.trim());
  if (!m) return null;
  const effect = { text, affects: { kind: 'source' }, modifications: [{ kind: 'add-types', types: ['Artifact', 'Creature'] }], duration: { kind: 'end-of-turn' } };
  return { text, cost: `Crew ${m[1]}`, crew: Number(m[1]), effects: [{ kind: 'apply-effect', effect }] };
}
