/**
 * Tokens an effect creates (111.1), read from "create a 1/1 white Soldier creature token with
 * flying", "create two 2/2 black Zombie creature tokens", "create a Treasure token": a Scenario
 * object (a `create` effect's seed) per token. A token's name is its subtypes plus "Token" unless
 * the text names it (111.4). The predefined Treasure, Food and Clue tokens (111.10a, 111.10b,
 * 111.10f) carry their activated abilities.
 */
import { COLOR_OF, parseKeywordList } from './words.ts';
import { lookupTable } from '../../core/table.ts';

export type Seed = Record<string, unknown>;

const PREDEFINED: Record<string, () => Seed> = lookupTable({
  // 111.10a: mana ability; the mana itself is not tracked by the engine.
  Treasure: () => ({
    name: 'Treasure Token', types: ['Artifact'], subtypes: ['Treasure'],
    activated: [{ text: 'Treasure (111.10a): {T}, sacrifice it: one mana of any color.', cost: '{T}, Sacrifice this token', tap: true, sacrificeSelf: true, mana: true, effects: [] }],
  }),
  // 111.10b.
  Food: () => ({
    name: 'Food Token', types: ['Artifact'], subtypes: ['Food'],
    activated: [{ text: 'Food (111.10b): {2}, {T}, sacrifice it: gain 3 life.', cost: '{2}, {T}, Sacrifice this token', tap: true, sacrificeSelf: true, effects: [{ kind: 'life', amount: 3, player: 'you' }] }],
  }),
  // 111.10f.
  Clue: () => ({
    name: 'Clue Token', types: ['Artifact'], subtypes: ['Clue'],
    activated: [{ text: 'Clue (111.10f): {2}, sacrifice it: draw a card.', cost: '{2}, Sacrifice this token', sacrificeSelf: true, effects: [{ kind: 'draw', amount: 1, player: 'you' }] }],
  }),
});

/** The colors of "white", "white and black", "colorless"; null if not colors. */
function colorsOf(words: string): string[] | null {
  if (words === 'colorless') return [];
  const parts = words.split(' and ');
  if (!parts.every((p) => p in COLOR_OF)) return null;
  return parts.map((p) => COLOR_OF[p]!);
}

/**
 * The seed of the token a "create …" phrase describes (without the count and the word "token(s)"):
 * "1/1 white Soldier creature" (+ `with` keywords), "Treasure". Null if anything else.
 */
export function tokenSeed(phrase: string, withText: string | undefined): Seed | null {
  const predefined = PREDEFINED[phrase];
  if (predefined) return withText === undefined ? predefined() : null;
  const m = /^(\d+)\/(\d+) ((?:colorless|white|blue|black|red|green)(?: and (?:white|blue|black|red|green))?) ((?:[A-Z][a-z]+ )*[A-Z][a-z]+) (artifact )?creature$/.exec(phrase);
  if (!m) return null;
  const colors = colorsOf(m[3]!);
  if (!colors) return null;
  const subtypes = m[4]!.split(' ');
  const seed: Seed = {
    name: `${subtypes.join(' ')} Token`,
    types: m[5] ? ['Artifact', 'Creature'] : ['Creature'],
    subtypes,
    colors,
    power: Number(m[1]),
    toughness: Number(m[2]),
  };
  if (withText !== undefined) {
    const keywords = parseKeywordList(withText);
    if (!keywords) return null;
    seed.keywords = keywords;
  }
  return seed;
}
