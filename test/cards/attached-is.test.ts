/**
 * "Enchanted creature is a Treefolk with base power and toughness 0/4 and loses all abilities" (Lignify): "is" opens
 * the predicates of the object an Aura is attached to (205.1a: the creature type named replaces its creature types;
 * 613.1f: it loses its abilities; 613.4b: its base P/T is set in layer 7b), as "loses all abilities and is a blue
 * Frog creature …" (Frogify) does after another verb. Near misses stay unmodelled: a type with no base P/T, a land
 * type (305.7), "in addition to its other types", a further predicate ("is goaded").
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { CardRecord } from '../../src/cards/types.ts';
import { compileCard } from '../../src/cards/compile/index.ts';
import { compiledShapes, loadRealCards, realCardDeps } from './compile-helpers.ts';
import type { QuestionDeps } from '../../src/questions/index.ts';
import { answeredRight } from '../support/ask-rows.ts';
import { answerQuestion } from '../../src/questions/index.ts';

const ATTACHED = { kind: 'attached-to-source' };
const ROWS: [string, Record<string, unknown>][] = [
  ['Lignify', { statics: [{ affects: ATTACHED, modifications: [{ kind: 'remove-types', allCreatureTypes: true }, { kind: 'add-types', subtypes: ['Treefolk'] }, { kind: 'set-pt', power: 0, toughness: 4 }, { kind: 'lose-all-abilities' }] }] }],
  // The other word order, as before.
  ['Frogify', { statics: [{ affects: ATTACHED, modifications: [{ kind: 'lose-all-abilities' }, { kind: 'set-types', types: ['Creature'], subtypes: ['Frog'] }, { kind: 'set-colors', colors: ['U'] }, { kind: 'set-pt', power: 1, toughness: 1 }] }] }],
];

const UNMODELLED: [string, string][] = [
  ['Spreading Seas', 'Enchanted land is an Island.'],
  ['Eye of Nidhogg', 'Enchanted creature is a black Dragon with base power and toughness 4/2, has flying and deathtouch, and is goaded.'],
  ['Zoetic Glyph', 'Enchanted artifact is a Golem creature with base power and toughness 5/4 in addition to its other types.'],
  ['Song of the Dryads', 'Enchanted permanent is a colorless Forest land.'],
  ['Enchantmentize', 'Enchanted permanent is an enchantment and loses all other card types.'],
];

let cards: Map<string, CardRecord>;
beforeAll(async () => {
  cards = await loadRealCards([...ROWS.map((r) => r[0]), ...UNMODELLED.map((r) => r[0]), 'Spider-Man No More']);
}, 120_000);

describe('"Enchanted creature is a …" in real cards, compiled', () => {
  compiledShapes(ROWS, UNMODELLED, () => cards);
  it('reads the first sentence of Spider-Man No More and leaves the second', () => {
    const c = compileCard(cards.get('Spider-Man No More')!);
    expect(c.object).toMatchObject({ statics: [{ affects: ATTACHED, modifications: [{ kind: 'remove-types', allCreatureTypes: true }, { kind: 'add-types', subtypes: ['Citizen'] }, { kind: 'set-pt', power: 1, toughness: 1 }] }] });
    expect(c.unmodelled).toEqual(['It has defender and loses all other abilities.']);
  });
});

describe('GIVEN Lignify on a creature WHEN asked its size THEN its base P/T is 0/4 with the rest applied on top (613.4b-c)', () => {
  let deps: QuestionDeps = {};
  beforeAll(async () => {
    deps = await realCardDeps({ Lignify: '木化', 'Giant Growth': '巨大化' });
  }, 120_000);
  const ROWS: [string, string, 'yes' | 'no' | null][] = [
    ["I put Lignify on my opponent's 5/5 flier. Does it still have flying?", "No. The opponent's 5/5 flying creature doesn't have flying", 'no'],
    ['My 2/2 with two +1/+1 counters gets enchanted with Lignify. P/T?', 'is 2/6', null],
    ['《木化》がついたクリーチャーに《巨大化》を撃ちました。P/Tは?', '3/7です', null],
  ];
  it.each(ROWS)('%s → says %s', (q, says, verdict) => answeredRight(() => deps)(q, says, verdict), 60_000);

  it('a creature of no told size that every trial size leaves at 3/7 has that size reported (not an invented one)', async () => {
    const r = await answerQuestion('《木化》がついたクリーチャーに《巨大化》を撃ちました。P/Tは?', 'ja', deps);
    if (!r.ok) throw new Error(r.error.message);
    expect(r.value.unsized).toEqual([]);
    // With +3/+3 alone the final size depends on the unknown one: not reported.
    const g = await answerQuestion('I cast Giant Growth on my creature. Does it have flying?', 'en', deps);
    if (!g.ok) throw new Error(g.error.message);
    expect(g.value.unsized.length).toBe(1);
  }, 60_000);
});
