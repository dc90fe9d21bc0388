/**
 * Paying from the board (601.2g-h, 605.3a; engine/casting/board-mana.ts): a player whose mana is their
 * permanents' (`payFromBoard`) has the mana abilities chosen for each cast. Coloured and {C} symbols take
 * their type, generic any (107.4a-c, 202.1a), hybrid either half (107.4e); basic lands add their mana by
 * type (305.6); tapped permanents can't pay (118.3); two casts share the lands (the first taps them). A
 * land of a type not told decides only what holds whatever the type is; otherwise the run stops (unmodelled).
 */
import { describe, expect, it } from 'vitest';
import { runScenario } from '../../../src/scenario/run.ts';

const land = (id: string, subtype: string | null, extra: Record<string, unknown> = {}) => ({
  id,
  name: subtype ?? `land ${id}`,
  types: ['Land'],
  controller: 'A',
  ...(subtype ? { subtypes: [subtype] } : { activated: [{ text: '{T}: Add one mana.', cost: '{T}', tap: true, mana: true, addsUntold: true }] }),
  ...extra,
});
const spell = (id: string, cost: string, extra: Record<string, unknown> = {}) => ({ id, name: id, types: ['Instant'], zone: 'hand', controller: 'A', manaCost: cost, spell: { text: id, effects: [{ kind: 'life', amount: 1, player: 'you' }] }, ...extra });
const thalia = { id: 'thalia', name: 'Thalia', types: ['Creature'], controller: 'B', power: 2, toughness: 1, castStatics: [{ kind: 'cost', who: 'all', generic: 1, filter: { kind: 'filter', notTypes: ['Creature'] }, text: 'Noncreature spells cost {1} more to cast.' }] };

type Outcome = 'cast' | 'cant-pay' | 'unmodelled';
function outcomes(objects: unknown[], casts: string[], pool?: string): { got: Outcome[]; rules: string[] } {
  const r = runScenario({ players: [{ id: 'A', payFromBoard: true, ...(pool ? { manaPool: pool } : {}) }, { id: 'B' }], objects, actions: casts.flatMap((c) => [{ kind: 'cast', object: c }, { kind: 'resolve' }]) });
  const res = r.ok ? r.value.resolution : r.error.kind === 'engine' ? r.error.resolution : null;
  if (!res) throw new Error(JSON.stringify(r));
  const got: Outcome[] = casts.map((c) => (res.trace.some((s) => s.key === 'cast.cast' && s.params['spell'] === c) ? 'cast' : res.trace.some((s) => s.key === 'cast.rewound' && s.params['spell'] === c) ? 'cant-pay' : 'unmodelled'));
  if (res.error) expect(res.error.code).toBe('unmodelled');
  return { got, rules: [...res.trace.flatMap((s) => s.rules), ...(res.error ? [String(res.error.params['rule'])] : [])] };
}

describe('GIVEN a player paying from their board WHEN they cast THEN the total cost is paid from their lands or the cast is rewound', () => {
  it.each([
    ['one Plains pays {W} (305.6)', [land('p', 'Plains')], [spell('stp', '{W}')], ['stp'], ['cast'], '601.2g'],
    ['Thalia makes it {1}{W}: one Plains can’t pay (601.2f, 601.2h, 118.3)', [land('p', 'Plains'), thalia], [spell('stp', '{W}')], ['stp'], ['cant-pay'], '118.3'],
    ['Thalia: two Plains pay {1}{W}', [land('p1', 'Plains'), land('p2', 'Plains'), thalia], [spell('stp', '{W}')], ['stp'], ['cast'], '601.2h'],
    ['a Forest can’t pay {R} (107.4a)', [land('f', 'Forest')], [spell('bolt', '{R}')], ['bolt'], ['cant-pay'], '601.2h'],
    ['a tapped Island can’t pay (118.3)', [land('i1', 'Island', { tapped: true }), land('i2', 'Island')], [spell('cs', '{U}{U}')], ['cs'], ['cant-pay'], '118.3'],
    ['two Mountains and a Forest: {R} then {G}, sharing the lands', [land('m1', 'Mountain'), land('m2', 'Mountain'), land('f', 'Forest')], [spell('bolt', '{R}'), spell('gg', '{G}')], ['bolt', 'gg'], ['cast', 'cast'], '601.2g'],
    ['{1}{R} then {G}: the Forest is kept for the second', [land('m1', 'Mountain'), land('m2', 'Mountain'), land('f', 'Forest')], [spell('a', '{1}{R}'), spell('gg', '{G}')], ['a', 'gg'], ['cast', 'cast'], '601.2h'],
    ['a Mountain and a Forest: a second {R} can’t be paid', [land('m1', 'Mountain'), land('f', 'Forest')], [spell('b1', '{R}'), spell('b2', '{R}')], ['b1', 'b2'], ['cast', 'cant-pay'], '118.3'],
    ['hybrid {R/G} paid by a Forest (107.4e)', [land('f', 'Forest')], [spell('h', '{R/G}')], ['h'], ['cast'], '601.2h'],
    ['monocolored hybrid {2/U} paid by two Mountains (107.4e)', [land('m1', 'Mountain'), land('m2', 'Mountain')], [spell('h', '{2/U}')], ['h'], ['cast'], '601.2h'],
    ['{C} needs colorless mana: a Plains can’t pay it (107.4c)', [land('p', 'Plains')], [spell('c', '{C}')], ['c'], ['cant-pay'], '601.2h'],
    ['three lands of types not told pay {3}', [land('x1', null), land('x2', null), land('x3', null)], [spell('leak', '{3}')], ['leak'], ['cast'], '107.4b'],
    ['two lands of types not told can’t pay {2}{U} whatever they are', [land('x1', null), land('x2', null)], [spell('div', '{2}{U}')], ['div'], ['cant-pay'], '118.3'],
    ['three lands of types not told and {R}: it depends on the lands (stops)', [land('x1', null), land('x2', null), land('x3', null)], [spell('bolt', '{R}')], ['bolt'], ['unmodelled'], '601.2g'],
    ['a mana ability the engine can’t read might pay: stops rather than say no', [land('m', 'Mountain'), { id: 'birds', name: 'Birds', types: ['Creature'], controller: 'A', power: 0, toughness: 1, activated: [{ text: '{T}: Add one mana of any color.', cost: '{T}', tap: true, mana: true }] }], [spell('gg', '{G}')], ['gg'], ['unmodelled'], '601.2g'],
    ['a cost change the compiler left unread might make it payable: stops rather than say no', [land('f', 'Forest'), { id: 'r', name: 'Reducer', types: ['Artifact'], controller: 'A', unmodelled: ['Red spells you cast cost {R} less to cast.'] }], [spell('bolt', '{R}')], ['bolt'], ['unmodelled'], '118.9'],
    ['an alternative cost the cast didn’t announce might pay it: stops (118.9)', [land('f', 'Forest')], [spell('fow', '{3}{U}{U}', { spell: { text: 'fow', effects: [], alternatives: [{ name: 'pitch', cost: '{0}' }] } })], ['fow'], ['unmodelled'], '118.9'],
  ] as const)('%s', (_name, board, spells, casts, want, rule) => {
    const r = outcomes([...board, ...spells], [...casts]);
    expect(r.got).toEqual(want);
    expect(r.rules).toContain(rule);
  });
  it('GIVEN mana already in the pool THEN it pays first, with the lands for the rest (106.4)', () => {
    expect(outcomes([land('p', 'Plains'), spell('x', '{1}{W}')], ['x'], '{R}').got).toEqual(['cast']);
  });
});
