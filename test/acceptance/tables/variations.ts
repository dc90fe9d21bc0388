/**
 * Variations of our own on the layer system: other numbers, other orders, effects ending partway
 * (end-effect, end-turn), counters added and removed, static anthems vs locked-in resolved effects
 * (611.2c / 611.3a), dependency (613.8), switching twice, 7b before and after 7c, Humility-style
 * effects with counters, control changes under "creatures you control" anthems, copy (layer 1a),
 * keyword counters (122.1b) and timestamps on attachment (613.7e).
 *
 * Each expected value is worked out by hand in the comment above its row.
 */
import type { EffectInput, Modification, Selector } from '../../../src/engine/types.ts';
import type { Cite, LayerRow, ScenarioAction, ScenarioObject } from '../support.ts';

// ---------------------------------------------------------------------------------------------
// Small constructors for scenario data (inputs only; expected values are always literals)

const creature = (id: string, name: string, power: number, toughness: number, extra: Partial<ScenarioObject> = {}): ScenarioObject => ({
  id,
  name,
  types: ['Creature'],
  colors: ['G'],
  power,
  toughness,
  ...extra,
});

const effect = (id: string, text: string, affects: Selector, modifications: Modification[], extra: Partial<EffectInput> = {}): ScenarioAction => ({
  kind: 'apply-effect',
  effect: { id, text, affects, modifications, ...extra },
});

const on = (...ids: string[]): Selector => ({ kind: 'objects', ids });
const EOT = { duration: { kind: 'end-of-turn' } } as const;

const pump = (id: string, target: string, power: number, toughness: number, extra: Partial<EffectInput> = {}): ScenarioAction =>
  effect(id, `Target creature gets ${signed(power)}/${signed(toughness)}.`, on(target), [{ kind: 'modify-pt', power, toughness }], extra);
const setPT = (id: string, target: string, power: number, toughness: number, extra: Partial<EffectInput> = {}): ScenarioAction =>
  effect(id, `Target creature has base power and toughness ${power}/${toughness}.`, on(target), [{ kind: 'set-pt', power, toughness }], extra);
const swap = (id: string, target: string, extra: Partial<EffectInput> = {}): ScenarioAction =>
  effect(id, "Switch target creature's power and toughness.", on(target), [{ kind: 'switch-pt' }], extra);
const end = (id: string): ScenarioAction => ({ kind: 'end-effect', effect: id });

function signed(n: number): string {
  return n < 0 ? String(n) : `+${n}`;
}

const anthem = (id: string, name: string, controller: string, power: number, toughness: number, filter: Partial<Extract<Selector, { kind: 'filter' }>> = {}): ScenarioObject => ({
  id,
  name,
  types: ['Enchantment'],
  colors: ['W'],
  controller,
  statics: [
    {
      text: `Creatures you control get ${signed(power)}/${signed(toughness)}.`,
      affects: { kind: 'filter', types: ['Creature'], controller: 'you', ...filter },
      modifications: [{ kind: 'modify-pt', power, toughness }],
    },
  ],
});

/** "White creatures get +1/+1." (every player's white creatures) */
const crusade: ScenarioObject = {
  id: 'static',
  name: 'Crusade',
  types: ['Enchantment'],
  colors: ['W'],
  statics: [
    {
      text: 'White creatures get +1/+1.',
      affects: { kind: 'filter', types: ['Creature'], colors: ['W'] },
      modifications: [{ kind: 'modify-pt', power: 1, toughness: 1 }],
    },
  ],
};

const TS_LAYER_2_6: Cite = { anyOf: ['613.7', '613.3'] };
const TS_LAYER_7: Cite = { anyOf: ['613.7', '613.4'] };
const DEPENDENCY: Cite = { anyOf: ['613.8a', '613.8b'] };
const DESTROY: Cite = { anyOf: ['701.8a', '701.8'] };

export const VARIATION_ROWS: LayerRow[] = [
  // ------------------------------------------------------------------ switching (7d)
  // 2/4, +0/+2 -> 2/6, switch -> 6/2.
  {
    name: 'V01 2/4 gets +0/+2, then switch -> 6/2',
    citation: '613.4d',
    scenario: { objects: [creature('c', 'Wall of Numbers', 2, 4)], actions: [pump('p', 'c', 0, 2), swap('s', 'c')] },
    expect: { objects: { c: { power: 6, toughness: 2 } }, rules: ['613.4c', '613.4d'] },
  },
  // The switch is older than the pump, but 7d always follows 7c: 3/1 +2/+0 = 5/1, switched 1/5.
  {
    name: 'V02 switch first, +2/+0 later: 7d still applies after 7c -> 1/5',
    citation: '613.4d',
    scenario: { objects: [creature('c', 'Fickle Goblin', 3, 1, { colors: ['R'] })], actions: [swap('s', 'c'), pump('p', 'c', 2, 0)] },
    expect: { objects: { c: { power: 1, toughness: 5 } }, rules: ['613.4c', '613.4d'] },
  },
  // 3/1, switch, +2/+0 (5/1 -> 1/5), then the +2/+0 ends: 3/1 switched -> 1/3.
  {
    name: 'V03 switch, then +2/+0 that ends partway -> 1/3',
    citation: '613.4d',
    scenario: { objects: [creature('c', 'Fickle Goblin', 3, 1, { colors: ['R'] })], actions: [swap('s', 'c'), pump('p', 'c', 2, 0), end('p')] },
    expect: { objects: { c: { power: 1, toughness: 3 } }, rules: ['613.4d'] },
  },
  // 2/5 +1/+0 = 3/5; two switches cancel (3/5); the first switch ends -> one switch: 5/3.
  {
    name: 'V04 switch twice (cancel), then the first switch ends -> switched once: 5/3',
    citation: '613.4d',
    scenario: {
      objects: [creature('c', 'Turtle', 2, 5, { colors: ['U'] })],
      actions: [pump('p', 'c', 1, 0), swap('s1', 'c'), swap('s2', 'c'), end('s1')],
    },
    expect: { objects: { c: { power: 5, toughness: 3 } }, rules: ['613.4c', '613.4d'] },
  },
  // 1/4 with two +1/+1 counters: 3/6 in 7c; switch -> 6/3.
  {
    name: 'V05 +1/+1 counters apply in 7c before the switch: 1/4 with two counters, switched -> 6/3',
    citation: '613.4d',
    scenario: { objects: [creature('c', 'Spined Thopter', 1, 4, { counters: { '+1/+1': 2 } })], actions: [swap('s', 'c')] },
    expect: { objects: { c: { power: 6, toughness: 3, counters: { '+1/+1': 2 } } }, rules: ['613.4c', '613.4d'] },
  },
  // Set 0/4 (7b), +1/+1 counter (7c) -> 1/5, switch (7d) -> 5/1.
  {
    name: 'V06 set 0/4, a +1/+1 counter, then switch -> 5/1',
    citation: '613.4d',
    scenario: {
      objects: [creature('c', 'Shapeless Thing', 3, 3)],
      actions: [setPT('b', 'c', 0, 4), { kind: 'add-counters', target: 'c', counter: '+1/+1', amount: 1 }, swap('s', 'c')],
    },
    expect: { objects: { c: { power: 5, toughness: 1 } }, rules: ['613.4b', '613.4c', '613.4d'] },
  },

  // ------------------------------------------------------------------ 7b vs 7c
  // +3/+3 is older than "becomes 0/1", but 7b applies first: 0/1 +3/+3 = 3/4.
  {
    name: 'V07 +3/+3 then "becomes 0/1" (7b after 7c in time, before it in layers) -> 3/4',
    citation: '613.4b',
    scenario: { objects: [creature('c', 'Hill Giant', 3, 3, { colors: ['R'] })], actions: [pump('p', 'c', 3, 3), setPT('b', 'c', 0, 1)] },
    expect: { objects: { c: { power: 3, toughness: 4 } }, rules: ['613.4b', '613.4c'] },
  },
  // The same in the other order: 0/1 +3/+3 = 3/4.
  {
    name: 'V08 "becomes 0/1" then +3/+3 -> 3/4',
    citation: '613.4b',
    scenario: { objects: [creature('c', 'Hill Giant', 3, 3, { colors: ['R'] })], actions: [setPT('b', 'c', 0, 1), pump('p', 'c', 3, 3)] },
    expect: { objects: { c: { power: 3, toughness: 4 } }, rules: ['613.4b', '613.4c'] },
  },
  // Two 7b effects: 5/5 then 1/1 (later wins) -> 1/1; +1/+1 counter -> 2/2.
  {
    name: 'V09 two set-P/T effects: the later 1/1 wins over 5/5; with a +1/+1 counter -> 2/2',
    citation: '613.4b',
    scenario: {
      objects: [creature('c', 'Bear Cub', 2, 2, { counters: { '+1/+1': 1 } })],
      actions: [setPT('big', 'c', 5, 5), setPT('small', 'c', 1, 1)],
    },
    expect: { objects: { c: { power: 2, toughness: 2 } }, rules: ['613.4b', '613.4c', TS_LAYER_7] },
  },
  // The later 1/1 ends: the 5/5 applies again, +1/+1 counter -> 6/6.
  {
    name: 'V10 ... the later 1/1 ends partway -> the 5/5 applies again: 6/6',
    citation: '613.4b',
    scenario: {
      objects: [creature('c', 'Bear Cub', 2, 2, { counters: { '+1/+1': 1 } })],
      actions: [setPT('big', 'c', 5, 5), setPT('small', 'c', 1, 1), end('small')],
    },
    expect: { objects: { c: { power: 6, toughness: 6 } }, rules: ['613.4b', '613.4c'] },
  },
  // 7c effects in any order and one ending: 2/2 +1/+1 -2/-0 +0/+3 = 1/6; the -2/-0 ends -> 3/6.
  {
    name: 'V11 three 7c effects, the middle one ends -> 3/6',
    citation: '613.4c',
    scenario: {
      objects: [creature('c', 'Grizzly Bears', 2, 2)],
      actions: [pump('a', 'c', 1, 1), pump('b', 'c', -2, 0), pump('d', 'c', 0, 3), end('b')],
    },
    expect: { objects: { c: { power: 3, toughness: 6 } }, rules: ['613.4c'] },
  },
  // 2/2 with three +1/+1 counters = 5/5; two removed -> 3/3.
  {
    name: 'V12 +1/+1 counters removed: three counters, two removed -> 3/3',
    citation: '613.4c',
    scenario: {
      objects: [creature('c', 'Grizzly Bears', 2, 2, { counters: { '+1/+1': 3 } })],
      actions: [{ kind: 'remove-counters', target: 'c', counter: '+1/+1', amount: 2 }],
    },
    expect: { objects: { c: { power: 3, toughness: 3, counters: { '+1/+1': 1 } } }, rules: ['613.4c'] },
  },
  // 2/2 with one +1/+1 counter gets two -1/-1 counters: 704.5q removes one of each -> one -1/-1: 1/1.
  {
    name: 'V13 +1/+1 and -1/-1 counters cancel (704.5q): one +1/+1, two -1/-1 -> one -1/-1, 1/1',
    citation: '704.5q',
    scenario: {
      objects: [creature('c', 'Grizzly Bears', 2, 2, { counters: { '+1/+1': 1 } })],
      actions: [{ kind: 'add-counters', target: 'c', counter: '-1/-1', amount: 2 }],
    },
    expect: { objects: { c: { power: 1, toughness: 1, counters: { '-1/-1': 1 } } }, rules: ['613.4c', '704.5q'] },
  },

  // ------------------------------------------------------------------ end of turn (514.2)
  // +2/+2 (no duration) and +1/+1 until end of turn: 5/5; after cleanup only the +2/+2: 4/4.
  {
    name: 'V14 end-turn ends "until end of turn" effects only: 2/2 +2/+2 (indefinite) +1/+1 (EOT) -> 4/4',
    citation: '514.2',
    scenario: {
      objects: [creature('c', 'Grizzly Bears', 2, 2)],
      actions: [pump('forever', 'c', 2, 2, { duration: { kind: 'indefinite' } }), pump('eot', 'c', 1, 1, EOT), { kind: 'end-turn' }],
    },
    expect: { objects: { c: { power: 4, toughness: 4 } }, rules: ['514.2', '613.4c'] },
  },
  // 2/2 +3/+3 = 5/5 with 4 damage: alive before cleanup.
  {
    name: 'V15 2/2 with +3/+3 until end of turn is dealt 4 damage: 5/5 with 4 damage, alive',
    citation: '704.5g',
    scenario: {
      objects: [creature('c', 'Grizzly Bears', 2, 2)],
      actions: [pump('g', 'c', 3, 3, EOT), { kind: 'damage', source: null, target: 'c', amount: 4 }],
    },
    expect: { objects: { c: { power: 5, toughness: 5, damage: 4 } }, rules: ['613.4c', { anyOf: ['120.3e', '120.3'] }] },
  },
  // Cleanup removes the damage and ends the +3/+3 simultaneously (514.2): it survives as a 2/2.
  {
    name: 'V16 ... cleanup removes damage and ends the +3/+3 simultaneously -> survives as 2/2 with no damage',
    citation: '514.2',
    scenario: {
      objects: [creature('c', 'Grizzly Bears', 2, 2)],
      actions: [pump('g', 'c', 3, 3, EOT), { kind: 'damage', source: null, target: 'c', amount: 4 }, { kind: 'end-turn' }],
    },
    expect: { objects: { c: { power: 2, toughness: 2, damage: 0 } }, rules: ['514.2'] },
  },

  // ------------------------------------------------------------------ 611.2c locked-in vs 611.3a static
  // Static "White creatures get +1/+1" and a resolved "white creatures get +1/+1 until end of turn".
  // w (white at resolution): 2/2 +1 +1 = 4/4. k (turned white afterwards): only the static: 3/3.
  {
    name: 'V17 resolved white anthem is locked in, static one is not: white-at-resolution 4/4, turned-white-later 3/3',
    citation: '611.2c',
    scenario: {
      objects: [
        crusade,
        creature('w', 'White Knight', 2, 2, { colors: ['W'] }),
        creature('k', 'Black Knight', 2, 2, { colors: ['B'] }),
      ],
      actions: [
        effect('rally', 'White creatures get +1/+1 until end of turn.', { kind: 'filter', types: ['Creature'], colors: ['W'] }, [{ kind: 'modify-pt', power: 1, toughness: 1 }], EOT),
        effect('paint', 'Target creature becomes white until end of turn.', on('k'), [{ kind: 'set-colors', colors: ['W'] }], EOT),
      ],
    },
    expect: {
      objects: { w: { power: 4, toughness: 4, colors: ['W'] }, k: { power: 3, toughness: 3, colors: ['W'] } },
      rules: ['611.2c', '613.1e', '613.4c'],
    },
  },
  // Cleanup: the resolved bonus and the color change end; w keeps the static +1/+1 (3/3), k is black 2/2.
  {
    name: 'V18 ... after end-turn: white 3/3 (static only), the other back to black 2/2',
    citation: '514.2',
    scenario: {
      objects: [
        crusade,
        creature('w', 'White Knight', 2, 2, { colors: ['W'] }),
        creature('k', 'Black Knight', 2, 2, { colors: ['B'] }),
      ],
      actions: [
        effect('rally', 'White creatures get +1/+1 until end of turn.', { kind: 'filter', types: ['Creature'], colors: ['W'] }, [{ kind: 'modify-pt', power: 1, toughness: 1 }], EOT),
        effect('paint', 'Target creature becomes white until end of turn.', on('k'), [{ kind: 'set-colors', colors: ['W'] }], EOT),
        { kind: 'end-turn' },
      ],
    },
    expect: {
      objects: { w: { power: 3, toughness: 3, colors: ['W'] }, k: { power: 2, toughness: 2, colors: ['B'] } },
      rules: ['514.2', '613.4c'],
    },
  },
  // "All creatures get +1/+1 until end of turn" locks in the bear; a land animated afterwards (2/2) doesn't get it.
  {
    name: 'V19 resolved "all creatures get +1/+1" does not reach a land that becomes a creature afterwards',
    citation: '611.2c',
    scenario: {
      objects: [creature('bear', 'Grizzly Bears', 2, 2), { id: 'land', name: 'Treetop Village', types: ['Land'], colors: [], power: null, toughness: null }],
      actions: [
        effect('overrun', 'Creatures you control get +1/+1 until end of turn.', { kind: 'filter', types: ['Creature'], controller: 'you' }, [{ kind: 'modify-pt', power: 1, toughness: 1 }], EOT),
        effect('animate', "Until end of turn, target land becomes a 2/2 creature that's still a land.", on('land'), [{ kind: 'add-types', types: ['Creature'] }, { kind: 'set-pt', power: 2, toughness: 2 }], EOT),
      ],
    },
    expect: {
      objects: { bear: { power: 3, toughness: 3 }, land: { power: 2, toughness: 2, types: ['Creature', 'Land'] } },
      rules: ['611.2c', '613.1d', '613.4b', '613.4c'],
    },
  },
  // A static "Creatures you control get +1/+1" does reach it: 2/2 +1/+1 = 3/3.
  {
    name: 'V20 a static anthem reaches a land animated later: 3/3',
    citation: '611.3a',
    scenario: {
      objects: [anthem('gl', 'Glorious Anthem', 'A', 1, 1), { id: 'land', name: 'Treetop Village', types: ['Land'], colors: [], power: null, toughness: null }],
      actions: [effect('animate', "Until end of turn, target land becomes a 2/2 creature that's still a land.", on('land'), [{ kind: 'add-types', types: ['Creature'] }, { kind: 'set-pt', power: 2, toughness: 2 }], EOT)],
    },
    expect: { objects: { land: { power: 3, toughness: 3, types: ['Creature', 'Land'] } }, rules: ['613.1d', '613.4b', '613.4c'] },
  },

  // ------------------------------------------------------------------ Humility-style effects
  // "All creatures lose all abilities and have base P/T 1/1": a 4/4 flyer with two +1/+1 counters -> 3/3, no flying.
  {
    name: 'V21 Humility-style static + two +1/+1 counters: 4/4 flyer -> 3/3 without flying',
    citation: '613.4b',
    scenario: {
      objects: [
        {
          id: 'humility',
          name: 'Humility',
          types: ['Enchantment'],
          colors: ['W'],
          statics: [
            {
              text: 'All creatures lose all abilities and have base power and toughness 1/1.',
              affects: { kind: 'filter', types: ['Creature'] },
              modifications: [{ kind: 'lose-all-abilities' }, { kind: 'set-pt', power: 1, toughness: 1 }],
            },
          ],
        },
        creature('drake', 'Wind Drake', 4, 4, { colors: ['U'], keywords: ['flying'], counters: { '+1/+1': 2 } }),
      ],
    },
    expect: { objects: { drake: { power: 3, toughness: 3, keywords: [] } }, rules: ['613.1f', '613.4b', '613.4c'] },
  },
  // A 3/3 whose own static says "This creature gets +2/+2" loses it in layer 6 before 7c: 1/1.
  {
    name: 'V22 Humility-style static removes a self-pump static before layer 7c -> 1/1',
    citation: '613.6',
    scenario: {
      objects: [
        {
          id: 'humility',
          name: 'Humility',
          types: ['Enchantment'],
          colors: ['W'],
          statics: [
            {
              text: 'All creatures lose all abilities and have base power and toughness 1/1.',
              affects: { kind: 'filter', types: ['Creature'] },
              modifications: [{ kind: 'lose-all-abilities' }, { kind: 'set-pt', power: 1, toughness: 1 }],
            },
          ],
        },
        creature('brute', 'Self-Pumping Brute', 3, 3, {
          colors: ['R'],
          statics: [{ text: 'This creature gets +2/+2.', affects: { kind: 'source' }, modifications: [{ kind: 'modify-pt', power: 2, toughness: 2 }] }],
        }),
      ],
    },
    expect: { objects: { brute: { power: 1, toughness: 1, keywords: [] } }, rules: ['613.1f', '613.4b'] },
  },
  // An artifact's own static "This artifact is a 3/3 artifact creature" starts in layer 4; "All creatures
  // lose all abilities" removes it in layer 6, but 613.6 keeps it applying in 7b: 3/3 artifact creature.
  {
    name: 'V23 613.6: an effect that started in layer 4 keeps applying in 7b after its ability is removed in layer 6 -> 3/3',
    citation: '613.6',
    scenario: {
      objects: [
        {
          id: 'golem',
          name: 'Self-Animating Statue',
          types: ['Artifact'],
          colors: [],
          power: null,
          toughness: null,
          statics: [
            {
              text: 'This artifact is a 3/3 artifact creature.',
              affects: { kind: 'source' },
              modifications: [{ kind: 'add-types', types: ['Creature'] }, { kind: 'set-pt', power: 3, toughness: 3 }],
            },
          ],
        },
        {
          id: 'null-field',
          name: 'Null Field',
          types: ['Enchantment'],
          colors: ['U'],
          statics: [{ text: 'All creatures lose all abilities.', affects: { kind: 'filter', types: ['Creature'] }, modifications: [{ kind: 'lose-all-abilities' }] }],
        },
      ],
    },
    expect: { objects: { golem: { power: 3, toughness: 3, types: ['Artifact', 'Creature'] } }, rules: ['613.1d', '613.1f', '613.4b', '613.6'] },
  },
  // "Turn to Frog" on a 4/4 red flying Dragon with a +1/+1 counter: blue Frog, no abilities, 1/1 +1/+1 -> 2/2.
  {
    name: 'V24 "loses all abilities and becomes a blue Frog 1/1" on a 4/4 flying Dragon with a +1/+1 counter -> 2/2 blue Frog',
    citation: '613.1f',
    scenario: {
      objects: [creature('dragon', 'Shivan Dragon', 4, 4, { colors: ['R'], subtypes: ['Dragon'], keywords: ['flying'], counters: { '+1/+1': 1 } })],
      actions: [
        effect(
          'frog',
          'Until end of turn, target creature loses all abilities and becomes a blue Frog with base power and toughness 1/1.',
          on('dragon'),
          [
            { kind: 'remove-types', allCreatureTypes: true },
            { kind: 'add-types', subtypes: ['Frog'] },
            { kind: 'set-colors', colors: ['U'] },
            { kind: 'lose-all-abilities' },
            { kind: 'set-pt', power: 1, toughness: 1 },
          ],
          EOT,
        ),
      ],
    },
    expect: {
      objects: { dragon: { power: 2, toughness: 2, colors: ['U'], subtypes: ['Frog'], keywords: [] } },
      rules: ['613.1d', '613.1e', '613.1f', '613.4b', '613.4c'],
    },
  },
  // After cleanup it is a 5/5 red flying Dragon again.
  {
    name: 'V25 ... after end-turn -> 5/5 red flying Dragon again',
    citation: '514.2',
    scenario: {
      objects: [creature('dragon', 'Shivan Dragon', 4, 4, { colors: ['R'], subtypes: ['Dragon'], keywords: ['flying'], counters: { '+1/+1': 1 } })],
      actions: [
        effect(
          'frog',
          'Until end of turn, target creature loses all abilities and becomes a blue Frog with base power and toughness 1/1.',
          on('dragon'),
          [
            { kind: 'remove-types', allCreatureTypes: true },
            { kind: 'add-types', subtypes: ['Frog'] },
            { kind: 'set-colors', colors: ['U'] },
            { kind: 'lose-all-abilities' },
            { kind: 'set-pt', power: 1, toughness: 1 },
          ],
          EOT,
        ),
        { kind: 'end-turn' },
      ],
    },
    expect: { objects: { dragon: { power: 5, toughness: 5, colors: ['R'], subtypes: ['Dragon'], keywords: ['flying'] } }, rules: ['514.2', '613.4c'] },
  },

  // ------------------------------------------------------------------ control (layer 2) and "you control"
  // A: "Creatures you control get +1/+1"; B: "Creatures you control get +0/+3". B's 2/2 is 2/5 under B;
  // A takes it: 3/3 with haste.
  {
    name: "V26 A gains control of B's 2/2: B's +0/+3 anthem stops, A's +1/+1 applies -> 3/3 with haste",
    citation: '613.1b',
    scenario: {
      objects: [anthem('a-anthem', 'Glorious Anthem', 'A', 1, 1), anthem('b-anthem', 'Wall Anthem', 'B', 0, 3), creature('bear', 'Grizzly Bears', 2, 2, { controller: 'B' })],
      actions: [
        effect('treason', 'Gain control of target creature until end of turn. It gains haste until end of turn.', on('bear'), [{ kind: 'set-controller', player: 'A' }, { kind: 'add-keywords', keywords: [{ keyword: 'haste' }] }], { ...EOT, controller: 'A' }),
      ],
    },
    expect: { objects: { bear: { power: 3, toughness: 3, controller: 'A', keywords: ['haste'] } }, rules: ['613.1b', '613.1f', '613.4c'] },
  },
  // At cleanup control returns to B: 2/5, no haste.
  {
    name: 'V27 ... after end-turn it is back under B: 2/5 without haste',
    citation: '514.2',
    scenario: {
      objects: [anthem('a-anthem', 'Glorious Anthem', 'A', 1, 1), anthem('b-anthem', 'Wall Anthem', 'B', 0, 3), creature('bear', 'Grizzly Bears', 2, 2, { controller: 'B' })],
      actions: [
        effect('treason', 'Gain control of target creature until end of turn. It gains haste until end of turn.', on('bear'), [{ kind: 'set-controller', player: 'A' }, { kind: 'add-keywords', keywords: [{ keyword: 'haste' }] }], { ...EOT, controller: 'A' }),
        { kind: 'end-turn' },
      ],
    },
    expect: { objects: { bear: { power: 2, toughness: 5, controller: 'B', keywords: [] } }, rules: ['514.2', '613.4c'] },
  },
  // B takes A's creature, then A takes it back with a later effect: A controls it (timestamp order in layer 2).
  {
    name: 'V28 two control-changing effects: the later one (back to A) wins',
    citation: '613.1b',
    scenario: {
      objects: [creature('elf', 'Llanowar Elves', 1, 1)],
      actions: [
        effect('steal', 'Gain control of target creature.', on('elf'), [{ kind: 'set-controller', player: 'B' }], { controller: 'B' }),
        effect('back', 'Gain control of target creature.', on('elf'), [{ kind: 'set-controller', player: 'A' }], { controller: 'A' }),
      ],
    },
    expect: { objects: { elf: { power: 1, toughness: 1, controller: 'A' } }, rules: ['613.1b', TS_LAYER_2_6] },
  },
  // ... and when A's later effect ends, B's older one applies again: B controls it.
  {
    name: "V29 ... A's later control effect ends partway -> B controls it again",
    citation: '613.1b',
    scenario: {
      objects: [creature('elf', 'Llanowar Elves', 1, 1)],
      actions: [
        effect('steal', 'Gain control of target creature.', on('elf'), [{ kind: 'set-controller', player: 'B' }], { controller: 'B' }),
        effect('back', 'Gain control of target creature.', on('elf'), [{ kind: 'set-controller', player: 'A' }], { controller: 'A' }),
        end('back'),
      ],
    },
    expect: { objects: { elf: { power: 1, toughness: 1, controller: 'B' } }, rules: ['613.1b'] },
  },
  // "Creatures your opponents control get -1/-1" (A's): B's 3/3 -> 2/2, A's 3/3 untouched.
  {
    name: 'V30 "Creatures your opponents control get -1/-1": only the opponent\'s creature shrinks',
    citation: '613.4c',
    scenario: {
      objects: [
        {
          id: 'curse',
          name: 'Night of Souls',
          types: ['Enchantment'],
          colors: ['B'],
          controller: 'A',
          statics: [{ text: 'Creatures your opponents control get -1/-1.', affects: { kind: 'filter', types: ['Creature'], controller: 'opponent' }, modifications: [{ kind: 'modify-pt', power: -1, toughness: -1 }] }],
        },
        creature('mine', 'Centaur Courser', 3, 3, { controller: 'A' }),
        creature('theirs', 'Hill Giant', 3, 3, { controller: 'B', colors: ['R'] }),
      ],
    },
    expect: { objects: { mine: { power: 3, toughness: 3 }, theirs: { power: 2, toughness: 2 } }, rules: ['613.4c'] },
  },

  // ------------------------------------------------------------------ dependency (613.8)
  // Layer 6: X's static "Creatures you control have flying"; a later "X loses all abilities". The grant
  // depends on the loss (applying it removes the ability that makes the grant): the loss applies first,
  // nobody flies, including Y.
  {
    name: "V31 dependency in layer 6: 'loses all abilities' on the creature granting flying applies first -> no creature flies",
    citation: '613.8a',
    scenario: {
      objects: [
        creature('x', 'Wind Captain', 2, 2, {
          colors: ['U'],
          statics: [{ text: 'Creatures you control have flying.', affects: { kind: 'filter', types: ['Creature'], controller: 'you' }, modifications: [{ kind: 'add-keywords', keywords: [{ keyword: 'flying' }] }] }],
        }),
        creature('y', 'Grizzly Bears', 2, 2),
      ],
      actions: [effect('mute', 'Target creature loses all abilities.', on('x'), [{ kind: 'lose-all-abilities' }])],
    },
    expect: { objects: { x: { power: 2, toughness: 2, keywords: [] }, y: { power: 2, toughness: 2, keywords: [] } }, rules: ['613.1f', DEPENDENCY] },
  },
  // Contrast: "X loses flying" doesn't remove the granting ability: no dependency, timestamp order: X
  // gets flying then loses it; Y keeps flying.
  {
    name: "V32 no dependency: 'loses flying' on the granting creature leaves the grant -> X doesn't fly, Y flies",
    citation: '613.9',
    scenario: {
      objects: [
        creature('x', 'Wind Captain', 2, 2, {
          colors: ['U'],
          statics: [{ text: 'Creatures you control have flying.', affects: { kind: 'filter', types: ['Creature'], controller: 'you' }, modifications: [{ kind: 'add-keywords', keywords: [{ keyword: 'flying' }] }] }],
        }),
        creature('y', 'Grizzly Bears', 2, 2),
      ],
      actions: [effect('clip', 'Target creature loses flying.', on('x'), [{ kind: 'remove-keywords', keywords: ['flying'] }])],
    },
    expect: { objects: { x: { power: 2, toughness: 2, keywords: [] }, y: { power: 2, toughness: 2, keywords: ['flying'] } }, rules: ['613.1f', TS_LAYER_2_6] },
  },
  // Layer 4: E2 "Each artifact is a 2/2 artifact creature" (timestamp 1) and E1 "Each Forest is an
  // artifact" (timestamp 2). E2 depends on E1 (E1 changes what E2 applies to), so E1 applies first:
  // the Forest becomes an artifact, then a 2/2 artifact creature. (By timestamp alone it would not be a creature.)
  {
    name: 'V33 dependency in layer 4: "Forests are artifacts" applies before the older "artifacts are 2/2 creatures" -> the Forest is a 2/2 artifact creature land',
    citation: '613.8a',
    scenario: {
      objects: [
        {
          id: 'animator',
          name: 'Artifact Animator',
          types: ['Enchantment'],
          colors: ['U'],
          timestamp: 1,
          statics: [
            {
              text: 'Each artifact is a 2/2 artifact creature in addition to its other types.',
              affects: { kind: 'filter', types: ['Artifact'] },
              modifications: [{ kind: 'add-types', types: ['Creature'] }, { kind: 'set-pt', power: 2, toughness: 2 }],
            },
          ],
        },
        {
          id: 'synth',
          name: 'Forest Synthesis',
          types: ['Enchantment'],
          colors: ['G'],
          timestamp: 2,
          statics: [{ text: 'Each Forest is an artifact in addition to its other types.', affects: { kind: 'filter', types: ['Land'], subtypes: ['Forest'] }, modifications: [{ kind: 'add-types', types: ['Artifact'] }] }],
        },
        { id: 'forest', name: 'Forest', types: ['Land'], subtypes: ['Forest'], supertypes: ['Basic'], colors: [], power: null, toughness: null, timestamp: 3 },
      ],
    },
    expect: {
      objects: { forest: { power: 2, toughness: 2, types: ['Artifact', 'Creature', 'Land'], subtypes: ['Forest'] } },
      rules: ['613.1d', '613.4b', DEPENDENCY],
    },
  },
  // A dependency loop in layer 4: "Artifacts are enchantments" and "Enchantments are artifacts" each
  // change what the other applies to; 613.8b: apply in timestamp order. Both objects end up artifact enchantments.
  {
    name: 'V34 dependency loop in layer 4 falls back to timestamp order (613.8b): both objects become artifact enchantments',
    citation: '613.8b',
    scenario: {
      objects: [
        {
          id: 'e1',
          name: 'Artifice Weave',
          types: ['Enchantment'],
          colors: ['U'],
          timestamp: 1,
          statics: [{ text: 'Each artifact is an enchantment in addition to its other types.', affects: { kind: 'filter', types: ['Artifact'] }, modifications: [{ kind: 'add-types', types: ['Enchantment'] }] }],
        },
        {
          id: 'e2',
          name: 'Forge Weave',
          types: ['Artifact'],
          colors: [],
          timestamp: 2,
          statics: [{ text: 'Each enchantment is an artifact in addition to its other types.', affects: { kind: 'filter', types: ['Enchantment'] }, modifications: [{ kind: 'add-types', types: ['Artifact'] }] }],
        },
      ],
    },
    expect: {
      objects: { e1: { power: null, toughness: null, types: ['Artifact', 'Enchantment'] }, e2: { power: null, toughness: null, types: ['Artifact', 'Enchantment'] } },
      rules: ['613.1d', '613.8b'],
    },
  },

  // ------------------------------------------------------------------ type and color changes feeding anthems
  // Aura "Enchanted artifact is a creature with base P/T 4/4" on a noncreature artifact + "Creatures you control get +1/+1" -> 5/5.
  {
    name: 'V35 an Aura makes a noncreature artifact a 4/4 creature; a static anthem then applies -> 5/5',
    citation: '613.1d',
    scenario: {
      objects: [
        anthem('gl', 'Glorious Anthem', 'A', 1, 1),
        { id: 'ring', name: 'Sol Ring', types: ['Artifact'], colors: [], power: null, toughness: null },
        {
          id: 'ensoul',
          name: 'Ensoul Artifact',
          types: ['Enchantment'],
          subtypes: ['Aura'],
          colors: ['U'],
          attachedTo: 'ring',
          statics: [
            {
              text: 'Enchanted artifact is a creature with base power and toughness 4/4 in addition to its other types.',
              affects: { kind: 'attached-to-source' },
              modifications: [{ kind: 'add-types', types: ['Creature'] }, { kind: 'set-pt', power: 4, toughness: 4 }],
            },
          ],
        },
      ],
    },
    expect: { objects: { ring: { power: 5, toughness: 5, types: ['Artifact', 'Creature'] } }, rules: ['613.1d', '613.4b', '613.4c'] },
  },
  // The Aura is destroyed: the artifact is no longer a creature and has no P/T (208.3).
  {
    name: 'V36 ... the Aura is destroyed -> a noncreature artifact again, no power or toughness',
    citation: '613.1d',
    scenario: {
      objects: [
        anthem('gl', 'Glorious Anthem', 'A', 1, 1),
        { id: 'ring', name: 'Sol Ring', types: ['Artifact'], colors: [], power: null, toughness: null },
        {
          id: 'ensoul',
          name: 'Ensoul Artifact',
          types: ['Enchantment'],
          subtypes: ['Aura'],
          colors: ['U'],
          attachedTo: 'ring',
          statics: [
            {
              text: 'Enchanted artifact is a creature with base power and toughness 4/4 in addition to its other types.',
              affects: { kind: 'attached-to-source' },
              modifications: [{ kind: 'add-types', types: ['Creature'] }, { kind: 'set-pt', power: 4, toughness: 4 }],
            },
          ],
        },
      ],
      actions: [{ kind: 'destroy', object: 'ensoul' }],
    },
    expect: { objects: { ring: { power: null, toughness: null, types: ['Artifact'] } }, rules: [DESTROY] },
  },
  // "White creatures you control get +2/+1" and an Aura "Enchanted creature is white" on a red 1/1 -> 3/2 white.
  {
    name: 'V37 an Aura makes a red 1/1 white under "white creatures you control get +2/+1" -> 3/2 white',
    citation: '613.9',
    scenario: {
      objects: [
        anthem('honor2', 'Honor of the Bold', 'A', 2, 1, { colors: ['W'] }),
        creature('gob', 'Goblin Piker', 1, 1, { colors: ['R'], subtypes: ['Goblin'] }),
        {
          id: 'paint',
          name: 'Whitewash',
          types: ['Enchantment'],
          subtypes: ['Aura'],
          colors: ['W'],
          attachedTo: 'gob',
          statics: [{ text: 'Enchanted creature is white.', affects: { kind: 'attached-to-source' }, modifications: [{ kind: 'set-colors', colors: ['W'] }] }],
        },
      ],
    },
    expect: { objects: { gob: { power: 3, toughness: 2, colors: ['W'], subtypes: ['Goblin'] } }, rules: ['613.1e', '613.4c'] },
  },
  // The Aura is destroyed: red 1/1 again.
  {
    name: 'V38 ... the Aura is destroyed -> red 1/1 again',
    citation: '611.3b',
    scenario: {
      objects: [
        anthem('honor2', 'Honor of the Bold', 'A', 2, 1, { colors: ['W'] }),
        creature('gob', 'Goblin Piker', 1, 1, { colors: ['R'], subtypes: ['Goblin'] }),
        {
          id: 'paint',
          name: 'Whitewash',
          types: ['Enchantment'],
          subtypes: ['Aura'],
          colors: ['W'],
          attachedTo: 'gob',
          statics: [{ text: 'Enchanted creature is white.', affects: { kind: 'attached-to-source' }, modifications: [{ kind: 'set-colors', colors: ['W'] }] }],
        },
      ],
      actions: [{ kind: 'destroy', object: 'paint' }],
    },
    expect: { objects: { gob: { power: 1, toughness: 1, colors: ['R'] } }, rules: [DESTROY] },
  },
  // Glorious Anthem leaves the battlefield: its effect stops (611.3b): 3/3 -> 2/2.
  {
    name: 'V39 a static anthem stops when its source is destroyed -> 2/2',
    citation: '611.3b',
    scenario: { objects: [anthem('gl', 'Glorious Anthem', 'A', 1, 1), creature('bear', 'Grizzly Bears', 2, 2)], actions: [{ kind: 'destroy', object: 'gl' }] },
    expect: { objects: { bear: { power: 2, toughness: 2 } }, rules: [DESTROY] },
  },
  // "Each noncreature artifact is a 2/2 artifact creature" as a STATIC ability: in 7b the object is no
  // longer a noncreature artifact, yet 613.6 keeps the 7b part on the set fixed in layer 4 -> 2/2.
  {
    name: 'V40 613.6 with a static: "each noncreature artifact is a 2/2 artifact creature" still sets 2/2 in 7b',
    citation: '613.6',
    scenario: {
      objects: [
        {
          id: 'march',
          name: 'March of the Toys',
          types: ['Enchantment'],
          colors: ['U'],
          statics: [
            {
              text: 'Each noncreature artifact is a 2/2 artifact creature.',
              affects: { kind: 'filter', types: ['Artifact'], notTypes: ['Creature'] },
              modifications: [{ kind: 'add-types', types: ['Creature'] }, { kind: 'set-pt', power: 2, toughness: 2 }],
            },
          ],
        },
        { id: 'ring', name: 'Sol Ring', types: ['Artifact'], colors: [], power: null, toughness: null },
      ],
    },
    expect: { objects: { ring: { power: 2, toughness: 2, types: ['Artifact', 'Creature'] } }, rules: ['613.1d', '613.4b', '613.6'] },
  },

  // ------------------------------------------------------------------ color timestamps (layer 5)
  // Green creature: "becomes blue" then "is red in addition" -> blue and red.
  {
    name: 'V41 layer 5 in timestamp order: becomes blue, then also red -> blue and red',
    citation: '613.1e',
    scenario: {
      objects: [creature('c', 'Elvish Warrior', 2, 3)],
      actions: [effect('blue', 'Target creature becomes blue.', on('c'), [{ kind: 'set-colors', colors: ['U'] }]), effect('red', 'Target creature is red in addition to its other colors.', on('c'), [{ kind: 'add-colors', colors: ['R'] }])],
    },
    expect: { objects: { c: { power: 2, toughness: 3, colors: ['R', 'U'] } }, rules: ['613.1e', TS_LAYER_2_6] },
  },
  // The same two effects the other way round -> blue only.
  {
    name: 'V42 ... the other way round: also red, then becomes blue -> blue only',
    citation: '613.1e',
    scenario: {
      objects: [creature('c', 'Elvish Warrior', 2, 3)],
      actions: [effect('red', 'Target creature is red in addition to its other colors.', on('c'), [{ kind: 'add-colors', colors: ['R'] }]), effect('blue', 'Target creature becomes blue.', on('c'), [{ kind: 'set-colors', colors: ['U'] }])],
    },
    expect: { objects: { c: { power: 2, toughness: 3, colors: ['U'] } }, rules: ['613.1e', TS_LAYER_2_6] },
  },
  // A white creature becomes colorless: a white anthem stops applying -> 2/2 colorless.
  {
    name: 'V43 a white 2/2 becomes colorless: the white anthem no longer applies -> 2/2, no colors',
    citation: '613.1e',
    scenario: {
      objects: [anthem('honor', 'Honor of the Pure', 'A', 1, 1, { colors: ['W'] }), creature('c', 'Savannah Lions', 2, 2, { colors: ['W'] })],
      actions: [effect('fade', 'Target creature becomes colorless.', on('c'), [{ kind: 'set-colors', colors: [] }])],
    },
    expect: { objects: { c: { power: 2, toughness: 2, colors: [] } }, rules: ['613.1e'] },
  },

  // ------------------------------------------------------------------ abilities (layer 6)
  // "Creatures can't have flying" beats a later "gains flying until end of turn" (113.11: no effect can add it).
  {
    name: 'V44 "can\'t have flying" beats a later "gains flying" (613.1f)',
    citation: '613.1f',
    scenario: {
      objects: [
        { id: 'grav', name: 'Gravity Field', types: ['Enchantment'], colors: ['G'], statics: [{ text: "Creatures can't have flying.", affects: { kind: 'filter', types: ['Creature'] }, modifications: [{ kind: 'cant-have-keywords', keywords: ['flying'] }] }] },
        creature('c', 'Grizzly Bears', 2, 2),
      ],
      actions: [effect('jump', 'Target creature gains flying until end of turn.', on('c'), [{ kind: 'add-keywords', keywords: [{ keyword: 'flying' }] }], EOT)],
    },
    expect: { objects: { c: { power: 2, toughness: 2, keywords: [] } }, rules: ['613.1f', '113.11'] },
  },
  // A flying counter gives flying (122.1b).
  {
    name: 'V45 a flying counter gives flying (122.1b, layer 6)',
    citation: '122.1b',
    scenario: { objects: [creature('c', 'Grizzly Bears', 2, 2)], actions: [{ kind: 'add-counters', target: 'c', counter: 'flying', amount: 1 }] },
    expect: { objects: { c: { power: 2, toughness: 2, keywords: ['flying'], counters: { flying: 1 } } }, rules: ['122.1b', '613.1f'] },
  },
  // The counter first, then "loses all abilities" (later): no flying, the counter stays.
  {
    name: 'V46 flying counter, then a later "loses all abilities" -> no flying (counter remains)',
    citation: '613.1f',
    scenario: {
      objects: [creature('c', 'Grizzly Bears', 2, 2)],
      actions: [{ kind: 'add-counters', target: 'c', counter: 'flying', amount: 1 }, effect('mute', 'Target creature loses all abilities until end of turn.', on('c'), [{ kind: 'lose-all-abilities' }], EOT)],
    },
    expect: { objects: { c: { power: 2, toughness: 2, keywords: [], counters: { flying: 1 } } }, rules: ['122.1b', '613.1f'] },
  },
  // "Loses all abilities" first, then a flying counter: the counter's timestamp is later (613.7c) -> flying.
  {
    name: 'V47 "loses all abilities", then a flying counter (later timestamp, 613.7c) -> flying',
    citation: '613.7c',
    scenario: {
      objects: [creature('c', 'Grizzly Bears', 2, 2)],
      actions: [effect('mute', 'Target creature loses all abilities until end of turn.', on('c'), [{ kind: 'lose-all-abilities' }], EOT), { kind: 'add-counters', target: 'c', counter: 'flying', amount: 1 }],
    },
    expect: { objects: { c: { power: 2, toughness: 2, keywords: ['flying'] } }, rules: ['122.1b', '613.1f', { anyOf: ['613.7c', '613.7'] }] },
  },
  // Equipment "Equipped creature gets +2/+0 and loses flying" (ts 2), Aura "Enchanted creature has flying" (ts 3): flying, 4/2.
  {
    name: 'V48 Equipment "loses flying" older than an Aura "has flying" -> 4/2 flying',
    citation: '613.9',
    scenario: {
      objects: [
        creature('c', 'Grizzly Bears', 2, 2, { timestamp: 1 }),
        { id: 'anchor', name: 'Leaden Anchor', types: ['Artifact'], subtypes: ['Equipment'], colors: [], attachedTo: 'c', timestamp: 2, statics: [{ text: 'Equipped creature gets +2/+0 and loses flying.', affects: { kind: 'attached-to-source' }, modifications: [{ kind: 'modify-pt', power: 2, toughness: 0 }, { kind: 'remove-keywords', keywords: ['flying'] }] }] },
        { id: 'wings', name: 'Feathered Wings', types: ['Enchantment'], subtypes: ['Aura'], colors: ['U'], attachedTo: 'c', timestamp: 3, statics: [{ text: 'Enchanted creature has flying.', affects: { kind: 'attached-to-source' }, modifications: [{ kind: 'add-keywords', keywords: [{ keyword: 'flying' }] }] }] },
      ],
    },
    expect: { objects: { c: { power: 4, toughness: 2, keywords: ['flying'] } }, rules: ['613.1f', '613.4c', TS_LAYER_2_6] },
  },
  // Unattach and re-attach the Equipment: it gets a new timestamp (613.7e), now later than the Aura -> no flying.
  {
    name: 'V49 ... the Equipment is unattached and attached again: new timestamp (613.7e) -> 4/2 without flying',
    citation: '613.7e',
    scenario: {
      objects: [
        creature('c', 'Grizzly Bears', 2, 2, { timestamp: 1 }),
        { id: 'anchor', name: 'Leaden Anchor', types: ['Artifact'], subtypes: ['Equipment'], colors: [], attachedTo: 'c', timestamp: 2, statics: [{ text: 'Equipped creature gets +2/+0 and loses flying.', affects: { kind: 'attached-to-source' }, modifications: [{ kind: 'modify-pt', power: 2, toughness: 0 }, { kind: 'remove-keywords', keywords: ['flying'] }] }] },
        { id: 'wings', name: 'Feathered Wings', types: ['Enchantment'], subtypes: ['Aura'], colors: ['U'], attachedTo: 'c', timestamp: 3, statics: [{ text: 'Enchanted creature has flying.', affects: { kind: 'attached-to-source' }, modifications: [{ kind: 'add-keywords', keywords: [{ keyword: 'flying' }] }] }] },
      ],
      actions: [
        { kind: 'unattach', object: 'anchor' },
        { kind: 'attach', object: 'anchor', to: 'c' },
      ],
    },
    expect: { objects: { c: { power: 4, toughness: 2, keywords: [] } }, rules: ['613.1f', '613.7e'] },
  },

  // ------------------------------------------------------------------ characteristic-defining abilities (7a)
  // CDA "P/T each equal to the number of creatures you control": 3 creatures -> 3/3, +1/+1 anthem -> 4/4; the others 3/3.
  {
    name: 'V50 CDA (7a) counting creatures you control, then a +1/+1 anthem (7c) -> 4/4',
    citation: '613.4a',
    scenario: {
      objects: [
        anthem('gl', 'Glorious Anthem', 'A', 1, 1),
        creature('cda', 'Crowd Avatar', 0, 0, {
          statics: [
            {
              text: "This creature's power and toughness are each equal to the number of creatures you control.",
              affects: { kind: 'source' },
              modifications: [
                {
                  kind: 'set-pt-cda',
                  power: { kind: 'count', filter: { kind: 'filter', types: ['Creature'], controller: 'you' } },
                  toughness: { kind: 'count', filter: { kind: 'filter', types: ['Creature'], controller: 'you' } },
                },
              ],
              cda: true,
            },
          ],
        }),
        creature('b1', 'Grizzly Bears', 2, 2),
        creature('b2', 'Runeclaw Bear', 2, 2),
      ],
    },
    expect: { objects: { cda: { power: 4, toughness: 4 }, b1: { power: 3, toughness: 3 } }, rules: ['613.4a', '613.4c'] },
  },
  // A 7b "becomes 1/1" overrides the CDA whatever the order: 1/1 +1/+1 -> 2/2.
  {
    name: 'V51 a 7b "has base P/T 1/1" overrides the CDA (7a) -> 2/2 with the anthem',
    citation: '613.4b',
    scenario: {
      objects: [
        anthem('gl', 'Glorious Anthem', 'A', 1, 1),
        creature('cda', 'Crowd Avatar', 0, 0, {
          statics: [
            {
              text: "This creature's power and toughness are each equal to the number of creatures you control.",
              affects: { kind: 'source' },
              modifications: [
                {
                  kind: 'set-pt-cda',
                  power: { kind: 'count', filter: { kind: 'filter', types: ['Creature'], controller: 'you' } },
                  toughness: { kind: 'count', filter: { kind: 'filter', types: ['Creature'], controller: 'you' } },
                },
              ],
              cda: true,
            },
          ],
        }),
        creature('b1', 'Grizzly Bears', 2, 2),
      ],
      actions: [setPT('shrink', 'cda', 1, 1)],
    },
    expect: { objects: { cda: { power: 2, toughness: 2 } }, rules: ['613.4a', '613.4b', '613.4c'] },
  },
  // CDA counting creature cards in all graveyards: 2 -> 2/2; a bear is destroyed -> 3 cards -> 3/3.
  {
    name: 'V52 CDA counting creature cards in graveyards follows the count: 2/2, then a creature dies -> 3/3',
    citation: '613.4a',
    scenario: {
      objects: [
        creature('mort', 'Mortivore', 0, 0, {
          colors: ['B'],
          statics: [
            {
              text: "This creature's power and toughness are each equal to the number of creature cards in all graveyards.",
              affects: { kind: 'source' },
              modifications: [
                {
                  kind: 'set-pt-cda',
                  power: { kind: 'count', filter: { kind: 'filter', zone: 'graveyard', types: ['Creature'] } },
                  toughness: { kind: 'count', filter: { kind: 'filter', zone: 'graveyard', types: ['Creature'] } },
                },
              ],
              cda: true,
            },
          ],
        }),
        creature('bear', 'Grizzly Bears', 2, 2),
        creature('dead1', 'Dead Elf', 1, 1, { zone: 'graveyard', owner: 'A' }),
        creature('dead2', 'Dead Goblin', 1, 1, { zone: 'graveyard', owner: 'B', controller: 'B', colors: ['R'] }),
      ],
      actions: [{ kind: 'destroy', object: 'bear' }],
    },
    expect: { objects: { mort: { power: 3, toughness: 3 } }, rules: ['613.4a'] },
  },

  // ------------------------------------------------------------------ copy (layer 1a)
  // Clone copies a pumped, recolored Hill Giant with a +1/+1 counter: only copiable values -> 3/3 red Giant.
  // The original: 3/3 +1/+1 counter +2/+2 = 6/6, blue.
  {
    name: 'V53 copy (613.2a) takes copiable values only: not counters, pumps or color changes -> 3/3 red Giant',
    citation: '613.2a',
    scenario: {
      objects: [
        creature('giant', 'Hill Giant', 3, 3, { colors: ['R'], subtypes: ['Giant'], counters: { '+1/+1': 1 } }),
        creature('clone', 'Clone', 0, 0, { colors: ['U'], subtypes: ['Shapeshifter'] }),
      ],
      effects: [{ id: 'copy', source: 'clone', text: 'Clone enters as a copy of Hill Giant.', affects: { kind: 'objects', ids: ['clone'] }, modifications: [{ kind: 'copy', of: 'giant' }], locked: true }],
      actions: [pump('pump', 'giant', 2, 2), effect('blue', 'Target creature becomes blue.', on('giant'), [{ kind: 'set-colors', colors: ['U'] }])],
    },
    expect: {
      objects: {
        clone: { power: 3, toughness: 3, colors: ['R'], subtypes: ['Giant'] },
        giant: { power: 6, toughness: 6, colors: ['U'] },
      },
      rules: ['613.2a'],
    },
  },
  // Clone copies "Benalish Marshal" (3/3, "Other creatures you control get +1/+1"): each gives the other +1/+1 -> both 4/4.
  {
    name: 'V54 copy of a lord copies its static ability: the two lords pump each other -> both 4/4',
    citation: '613.2a',
    scenario: {
      objects: [
        creature('marshal', 'Benalish Marshal', 3, 3, {
          colors: ['W'],
          subtypes: ['Human', 'Knight'],
          statics: [{ text: 'Other creatures you control get +1/+1.', affects: { kind: 'filter', types: ['Creature'], controller: 'you', other: true }, modifications: [{ kind: 'modify-pt', power: 1, toughness: 1 }] }],
        }),
        creature('clone', 'Clone', 0, 0, { colors: ['U'], subtypes: ['Shapeshifter'] }),
      ],
      effects: [{ id: 'copy', source: 'clone', text: 'Clone enters as a copy of Benalish Marshal.', affects: { kind: 'objects', ids: ['clone'] }, modifications: [{ kind: 'copy', of: 'marshal' }], locked: true }],
    },
    expect: { objects: { marshal: { power: 4, toughness: 4 }, clone: { power: 4, toughness: 4, colors: ['W'] } }, rules: ['613.2a', '613.4c'] },
  },

  // ------------------------------------------------------------------ more probes
  // A's Glorious Anthem comes under B's control: "you" is now B. A's bear 2/2, B's bear 3/3.
  {
    name: "V55 the anthem itself changes control (layer 2): it now pumps its new controller's creatures",
    citation: '613.1b',
    scenario: {
      objects: [anthem('gl', 'Glorious Anthem', 'A', 1, 1), creature('a-bear', 'Grizzly Bears', 2, 2, { controller: 'A' }), creature('b-bear', 'Runeclaw Bear', 2, 2, { controller: 'B' })],
      actions: [effect('steal', 'Gain control of target enchantment.', on('gl'), [{ kind: 'set-controller', player: 'B' }], { controller: 'B' })],
    },
    expect: { objects: { 'a-bear': { power: 2, toughness: 2 }, 'b-bear': { power: 3, toughness: 3 } }, rules: ['613.1b', '613.4c'] },
  },
  // Resolved "gets +1/+1 for each creature you control": the count (2) is fixed on resolution (608.2h):
  // 2/2 -> 4/4, and a creature entering later doesn't change it.
  {
    name: 'V56 a resolved "+1/+1 for each creature you control" counts once, on resolution (608.2h): 4/4 even after a third creature enters',
    citation: '608.2h',
    scenario: {
      objects: [creature('c', 'Grizzly Bears', 2, 2), creature('d', 'Runeclaw Bear', 2, 2)],
      actions: [
        effect('rally', 'Target creature gets +1/+1 until end of turn for each creature you control.', on('c'), [{ kind: 'modify-pt-per', power: 1, toughness: 1, per: { kind: 'count', filter: { kind: 'filter', types: ['Creature'], controller: 'you' } } }], EOT),
        { kind: 'create', object: { id: 'tok', name: 'Wolf', types: ['Creature'], subtypes: ['Wolf'], colors: ['G'], power: 2, toughness: 2, token: true } },
      ],
    },
    expect: { objects: { c: { power: 4, toughness: 4 } }, rules: ['613.4c', { anyOf: ['608.2h', '611.2d'] }] },
  },
  // A static "This creature gets +1/+1 for each other creature you control" keeps counting: 1 other -> 3/3;
  // after a token enters, 2 others -> 4/4.
  {
    name: 'V57 a static "+1/+1 for each other creature you control" follows the count: 4/4 after a second creature enters',
    citation: '611.3a',
    scenario: {
      objects: [
        creature('lord', 'Pack Leader', 2, 2, {
          statics: [{ text: 'This creature gets +1/+1 for each other creature you control.', affects: { kind: 'source' }, modifications: [{ kind: 'modify-pt-per', power: 1, toughness: 1, per: { kind: 'count', filter: { kind: 'filter', types: ['Creature'], controller: 'you', other: true } } }] }],
        }),
        creature('d', 'Runeclaw Bear', 2, 2),
      ],
      actions: [{ kind: 'create', object: { id: 'tok', name: 'Wolf', types: ['Creature'], subtypes: ['Wolf'], colors: ['G'], power: 2, toughness: 2, token: true } }],
    },
    expect: { objects: { lord: { power: 4, toughness: 4 } }, rules: ['613.4c'] },
  },
  // An Aura "Enchanted creature gets +2/+2" moved from one bear to the other.
  {
    name: 'V58 an Aura moved to another creature takes its bonus along (and gets a new timestamp, 613.7e)',
    citation: '613.7e',
    scenario: {
      objects: [
        creature('b1', 'Grizzly Bears', 2, 2),
        creature('b2', 'Runeclaw Bear', 2, 2),
        { id: 'aura', name: 'Rancor-ish', types: ['Enchantment'], subtypes: ['Aura'], colors: ['G'], attachedTo: 'b1', statics: [{ text: 'Enchanted creature gets +2/+2.', affects: { kind: 'attached-to-source' }, modifications: [{ kind: 'modify-pt', power: 2, toughness: 2 }] }] },
      ],
      actions: [{ kind: 'attach', object: 'aura', to: 'b2' }],
    },
    expect: { objects: { b1: { power: 2, toughness: 2 }, b2: { power: 4, toughness: 4 } }, rules: ['613.4c', '613.7e'] },
  },
  // "Target creature gets +2/+2 for as long as Lord remains on the battlefield": the lord is destroyed -> 2/2.
  {
    name: 'V59 an effect "for as long as its source remains on the battlefield" ends when the source is destroyed -> 2/2',
    citation: '611.2b',
    scenario: {
      objects: [creature('lord', 'Veteran Bodyguard', 2, 5, { colors: ['W'] }), creature('c', 'Grizzly Bears', 2, 2)],
      actions: [
        effect('ward', 'Target creature gets +2/+2 for as long as Veteran Bodyguard remains on the battlefield.', on('c'), [{ kind: 'modify-pt', power: 2, toughness: 2 }], { source: 'lord', duration: { kind: 'while-source' } }),
        { kind: 'destroy', object: 'lord' },
      ],
    },
    expect: { objects: { c: { power: 2, toughness: 2 } }, rules: [DESTROY] },
  },
  // "Target creature becomes a land" (sets its card type): a Land with no creature types and no P/T (205.1a, 208.3).
  {
    name: 'V60 setting the card type to Land replaces Creature and drops the creature types (205.1a): no P/T, no anthem',
    citation: '205.1a',
    scenario: {
      objects: [anthem('gl', 'Glorious Anthem', 'A', 1, 1), creature('c', 'Grizzly Bears', 2, 2, { subtypes: ['Bear'] })],
      actions: [effect('petrify', 'Target creature becomes a land. (It is no longer a creature.)', on('c'), [{ kind: 'set-types', types: ['Land'] }])],
    },
    expect: { objects: { c: { power: null, toughness: null, types: ['Land'], subtypes: [] } }, rules: ['613.1d'] },
  },
  // "Target creature has base power 0" (toughness untouched): 3/3 -> 0/3.
  {
    name: 'V61 setting only the base power: 3/3 -> 0/3',
    citation: '613.4b',
    scenario: { objects: [creature('c', 'Hill Giant', 3, 3, { colors: ['R'] })], actions: [effect('zero', 'Target creature has base power 0.', on('c'), [{ kind: 'set-pt', power: 0, toughness: null }])] },
    expect: { objects: { c: { power: 0, toughness: 3 } }, rules: ['613.4b'] },
  },
  // Clone copies Clone-as-Hill-Giant: copiable values include the copy effect (707.3) -> also a 3/3 red Giant.
  {
    name: 'V62 a copy of a copy gets the copied values (707.3): both clones are 3/3 red Hill Giants',
    citation: '613.2a',
    scenario: {
      objects: [
        creature('giant', 'Hill Giant', 3, 3, { colors: ['R'], subtypes: ['Giant'] }),
        creature('clone1', 'Clone', 0, 0, { colors: ['U'], subtypes: ['Shapeshifter'] }),
        creature('clone2', 'Clone', 0, 0, { colors: ['U'], subtypes: ['Shapeshifter'] }),
      ],
      effects: [
        { id: 'copy1', source: 'clone1', text: 'Clone enters as a copy of Hill Giant.', affects: { kind: 'objects', ids: ['clone1'] }, modifications: [{ kind: 'copy', of: 'giant' }] },
        { id: 'copy2', source: 'clone2', text: 'Clone enters as a copy of the first Clone.', affects: { kind: 'objects', ids: ['clone2'] }, modifications: [{ kind: 'copy', of: 'clone1' }] },
      ],
    },
    expect: {
      objects: {
        clone1: { power: 3, toughness: 3, colors: ['R'], subtypes: ['Giant'] },
        clone2: { power: 3, toughness: 3, colors: ['R'], subtypes: ['Giant'] },
      },
      rules: ['613.2a'],
    },
  },
  // Clone copied Hill Giant when it entered; later Hill Giant becomes a copy of Grizzly Bears. The Clone
  // keeps the values it copied (707.2b): still a 3/3 Giant; Hill Giant is now a 2/2 Bear.
  {
    name: 'V63 changing the original\'s copiable values later does not change an existing copy (707.2b)',
    citation: '707.2b',
    scenario: {
      objects: [
        creature('giant', 'Hill Giant', 3, 3, { colors: ['R'], subtypes: ['Giant'] }),
        creature('bear', 'Grizzly Bears', 2, 2, { subtypes: ['Bear'] }),
        creature('clone', 'Clone', 0, 0, { colors: ['U'], subtypes: ['Shapeshifter'] }),
      ],
      effects: [{ id: 'copy', source: 'clone', text: 'Clone enters as a copy of Hill Giant.', affects: { kind: 'objects', ids: ['clone'] }, modifications: [{ kind: 'copy', of: 'giant' }] }],
      actions: [effect('cyto', 'Target creature becomes a copy of Grizzly Bears until end of turn.', on('giant'), [{ kind: 'copy', of: 'bear' }], EOT)],
    },
    expect: {
      objects: {
        clone: { power: 3, toughness: 3, colors: ['R'], subtypes: ['Giant'] },
        giant: { power: 2, toughness: 2, colors: ['G'], subtypes: ['Bear'] },
      },
      rules: ['613.2a'],
    },
  },
  // B's Clone copies A's Crowd Avatar (CDA: creatures you control). Under B it counts B's creatures
  // (the clone and B's bear): 2/2; the original counts A's three: 3/3.
  {
    name: "V64 a copied CDA counts for the copy's controller: B's copy 2/2, A's original 3/3",
    citation: '613.4a',
    scenario: {
      objects: [
        creature('cda', 'Crowd Avatar', 0, 0, {
          statics: [
            {
              text: "This creature's power and toughness are each equal to the number of creatures you control.",
              affects: { kind: 'source' },
              modifications: [
                {
                  kind: 'set-pt-cda',
                  power: { kind: 'count', filter: { kind: 'filter', types: ['Creature'], controller: 'you' } },
                  toughness: { kind: 'count', filter: { kind: 'filter', types: ['Creature'], controller: 'you' } },
                },
              ],
              cda: true,
            },
          ],
        }),
        creature('a1', 'Grizzly Bears', 2, 2),
        creature('a2', 'Runeclaw Bear', 2, 2),
        creature('b1', 'Hill Giant', 3, 3, { controller: 'B', colors: ['R'] }),
        creature('clone', 'Clone', 0, 0, { controller: 'B', colors: ['U'], subtypes: ['Shapeshifter'] }),
      ],
      effects: [{ id: 'copy', source: 'clone', text: 'Clone enters as a copy of Crowd Avatar.', affects: { kind: 'objects', ids: ['clone'] }, modifications: [{ kind: 'copy', of: 'cda' }] }],
    },
    expect: { objects: { cda: { power: 3, toughness: 3 }, clone: { power: 2, toughness: 2, controller: 'B' } }, rules: ['613.2a', '613.4a'] },
  },
  // Parameterised keywords: printed protection from red, ward {2} granted until end of turn.
  {
    name: 'V65 parameterised keywords are kept and granted: protection from red (printed) and ward {2} (granted)',
    citation: '613.1f',
    scenario: {
      objects: [creature('c', 'White Knight', 2, 2, { colors: ['W'], keywords: ['protection from red', 'first strike'] })],
      actions: [effect('ward', 'Target creature gains ward {2} until end of turn.', on('c'), [{ kind: 'add-keywords', keywords: [{ keyword: 'ward', param: '{2}' }] }], EOT)],
    },
    expect: { objects: { c: { power: 2, toughness: 2, keywords: ['first strike', 'protection from red', 'ward {2}'] } }, rules: ['613.1f'] },
  },
  // 302.6: a token that entered this turn and a creature whose control A gained this turn are both
  // "summoning sick" for A; A's creature that was there all along is not.
  {
    name: 'V66 summoning sickness (302.6): a token created this turn and a creature A gained control of this turn are sick; A\'s old creature is not',
    citation: '302.6',
    scenario: {
      objects: [creature('old', 'Grizzly Bears', 2, 2, { summoningSick: false }), creature('theirs', 'Hill Giant', 3, 3, { controller: 'B', colors: ['R'], summoningSick: false })],
      actions: [
        { kind: 'create', object: { id: 'tok', name: 'Wolf', types: ['Creature'], subtypes: ['Wolf'], colors: ['G'], power: 2, toughness: 2, token: true } },
        effect('steal', 'Gain control of target creature until end of turn.', on('theirs'), [{ kind: 'set-controller', player: 'A' }], { ...EOT, controller: 'A' }),
      ],
    },
    expect: {
      objects: {
        old: { power: 2, toughness: 2, summoningSick: false },
        tok: { power: 2, toughness: 2, summoningSick: true },
        theirs: { power: 3, toughness: 3, controller: 'A', summoningSick: true },
      },
      rules: ['613.1b'],
    },
  },
  // 613.3: within layer 5 a characteristic-defining ability applies first, whatever the timestamps.
  // "All creatures are red" (older static) and a creature's CDA "This creature is blue": CDA first, then
  // the red effect -> red. (By timestamp alone it would end up blue.)
  {
    name: 'V67 a color-defining CDA applies before an older "All creatures are red" (613.3) -> red',
    citation: '613.3',
    scenario: {
      objects: [
        { id: 'paint', name: 'Red Tide', types: ['Enchantment'], colors: ['R'], timestamp: 1, statics: [{ text: 'All creatures are red.', affects: { kind: 'filter', types: ['Creature'] }, modifications: [{ kind: 'set-colors', colors: ['R'] }] }] },
        creature('courier', 'Blue Courier', 1, 1, {
          colors: [],
          timestamp: 2,
          statics: [{ text: 'This creature is blue.', affects: { kind: 'source' }, modifications: [{ kind: 'set-colors', colors: ['U'] }], cda: true }],
        }),
      ],
    },
    expect: { objects: { courier: { power: 1, toughness: 1, colors: ['R'] } }, rules: ['613.1e', '613.3'] },
  },
];
