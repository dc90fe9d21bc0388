/**
 * Every layer and timestamp example in CR 613 (613.4d, 613.5, 613.6, 613.7a, 613.9) and the
 * examples of 611.2c / 611.3b / 611.3c, as table rows: GIVEN a board (and actions), THEN the exact
 * characteristics, and the rules the trace cites. The Japanese seed examples carry the same numbers.
 */
import { describe, expect, it } from 'vitest';
import type { Action, Modification, Selector, StaticAbility } from '../../src/engine/types.ts';
import { cited, project, runRow, state } from './helpers.ts';
import type { LayerRow } from './helpers.ts';

const pump = (p: number, t: number): Modification => ({ kind: 'modify-pt', power: p, toughness: t });
const apply = (id: string, text: string, affects: Selector, modifications: Modification[], duration: 'end-of-turn' | 'indefinite' = 'end-of-turn', source?: string): Action => ({
  kind: 'apply-effect',
  effect: { id, text, affects, modifications, duration: { kind: duration }, ...(source ? { source } : {}) },
});
const target = (...ids: string[]): Selector => ({ kind: 'objects', ids });
const creatures: Selector = { kind: 'filter', types: ['Creature'] };

const honor: StaticAbility = {
  text: 'White creatures you control get +1/+1.',
  affects: { kind: 'filter', types: ['Creature'], colors: ['W'], controller: 'you' },
  modifications: [pump(1, 1)],
};
const ogreAnthem: StaticAbility = { text: 'Creatures you control get +0/+2.', affects: { kind: 'filter', types: ['Creature'], controller: 'you' }, modifications: [pump(0, 2)] };
const hammer: StaticAbility = {
  text: 'Equipped creature gets +10/+10 and loses flying.',
  affects: { kind: 'attached-to-source' },
  modifications: [pump(10, 10), { kind: 'remove-keywords', keywords: ['flying'] }],
};
const rune: StaticAbility = {
  text: "Enchanted Equipment has 'Equipped creature has flying.'",
  affects: { kind: 'attached-to-source' },
  modifications: [
    { kind: 'add-abilities', abilities: [{ text: 'Equipped creature has flying.', affects: { kind: 'attached-to-source' }, modifications: [{ kind: 'add-keywords', keywords: [{ keyword: 'flying' }] }] }] },
  ],
};
const hasFlying: StaticAbility = { text: 'Enchanted creature has flying.', affects: { kind: 'attached-to-source' }, modifications: [{ kind: 'add-keywords', keywords: [{ keyword: 'flying' }] }] };
const losesFlying: StaticAbility = { text: 'Enchanted creature loses flying.', affects: { kind: 'attached-to-source' }, modifications: [{ kind: 'remove-keywords', keywords: ['flying'] }] };
const aura = (id: string, ability: StaticAbility, to: string, timestamp: number): Parameters<typeof state>[0][number] => ({
  id,
  types: ['Enchantment'],
  subtypes: ['Aura'],
  keywords: ['enchant creature'],
  statics: [ability],
  attachedTo: to,
  timestamp,
});

const graveyardCreatures = Array.from({ length: 10 }, (_, i) => ({ id: `gy${i}`, zone: 'graveyard' as const }));
const svogthosCount = { kind: 'count' as const, filter: { kind: 'filter' as const, zone: 'graveyard' as const, types: ['Creature' as const], controller: 'you' as const } };
const animate = (id: string): Action =>
  apply(id, "Until end of turn, target land becomes a 3/3 creature that's still a land.", target('svog'), [{ kind: 'add-types', types: ['Creature'] }, { kind: 'set-pt', power: 3, toughness: 3 }]);
const svogAbility: Action = apply(
  'svog-self',
  "Until end of turn, this land becomes a black and green Plant Zombie creature with 'This creature's power and toughness are each equal to the number of creature cards in your graveyard.' It's still a land.",
  { kind: 'source' },
  [{ kind: 'add-types', types: ['Creature'], subtypes: ['Plant', 'Zombie'] }, { kind: 'set-colors', colors: ['B', 'G'] }, { kind: 'set-pt-cda', power: svogthosCount, toughness: svogthosCount }],
  'end-of-turn',
  'svog',
);
const svogBoard = () => state([{ id: 'svog', name: 'Svogthos, the Restless Tomb', types: ['Land'], pt: null }, ...graveyardCreatures]);

const ogreBoard = () => state([{ id: 'ogre', name: 'Gray Ogre', pt: [2, 2], colors: ['R'] }]);
const ogreSteps: Action[] = [
  { kind: 'add-counters', target: 'ogre', counter: '+1/+1', amount: 1 },
  apply('giant', 'Target creature gets +4/+4 until end of turn.', target('ogre'), [pump(4, 4)]),
  { kind: 'create', object: { id: 'ench', controller: 'A', isToken: false, printed: { name: 'Anthem', manaCost: null, colors: [], types: ['Enchantment'], subtypes: [], supertypes: [], power: null, toughness: null, loyalty: null, defense: null, keywords: [], statics: [ogreAnthem], unmodelled: [] } } },
  apply('shrink', 'Target creature becomes 0/1 until end of turn.', target('ogre'), [{ kind: 'set-pt', power: 0, toughness: 1 }]),
];

const rows: LayerRow[] = [
  // 613.4d examples -------------------------------------------------------------------------
  {
    name: 'GIVEN a 1/3 with +0/+1 then a switch THEN 4/1 (613.4d ex.1)',
    given: state([{ id: 'c', pt: [1, 3] }], [
      { id: 'plus', affects: ['c'], mods: [pump(0, 1)], timestamp: 2 },
      { id: 'switch', affects: ['c'], mods: [{ kind: 'switch-pt' }], timestamp: 3 },
    ]),
    then: { c: { pt: '4/1' } },
    rules: ['613.4c', '613.4d'],
  },
  {
    name: 'GIVEN ... then +5/+0 THEN unswitched 6/4, actual 4/6 (613.4d ex.1)',
    given: state([{ id: 'c', pt: [1, 3] }], [
      { id: 'plus', affects: ['c'], mods: [pump(0, 1)], timestamp: 2 },
      { id: 'switch', affects: ['c'], mods: [{ kind: 'switch-pt' }], timestamp: 3 },
      { id: 'five', affects: ['c'], mods: [pump(5, 0)], timestamp: 4 },
    ]),
    then: { c: { pt: '4/6' } },
    rules: ['613.4c', '613.4d', '613.7'],
  },
  {
    name: 'GIVEN +0/+1 and a switch WHEN the +0/+1 ends first THEN 3/1 (613.4d ex.2)',
    given: state([{ id: 'c', pt: [1, 3] }]),
    actions: [apply('plus', '+0/+1', target('c'), [pump(0, 1)]), apply('switch', 'switch', target('c'), [{ kind: 'switch-pt' }]), { kind: 'end-effect', effect: 'plus' }],
    then: { c: { pt: '3/1' } },
    rules: ['613.4d', '611.2c'],
  },
  {
    name: 'GIVEN +0/+1 and two switches THEN they cancel: 1/4 (613.4d ex.3)',
    given: state([{ id: 'c', pt: [1, 3] }], [
      { id: 'plus', affects: ['c'], mods: [pump(0, 1)], timestamp: 2 },
      { id: 's1', affects: ['c'], mods: [{ kind: 'switch-pt' }], timestamp: 3 },
      { id: 's2', affects: ['c'], mods: [{ kind: 'switch-pt' }], timestamp: 4 },
    ]),
    then: { c: { pt: '1/4' } },
    rules: ['613.4d', '613.7'],
  },
  // 613.5 examples --------------------------------------------------------------------------
  {
    name: 'GIVEN Honor of the Pure and a black 2/2 WHEN it becomes white THEN 3/3 (613.5 ex.1)',
    given: state([{ id: 'honor', types: ['Enchantment'], statics: [honor] }, { id: 'bear', colors: ['B'] }]),
    actions: [apply('white', 'Target creature becomes white.', target('bear'), [{ kind: 'set-colors', colors: ['W'] }], 'indefinite')],
    then: { bear: { pt: '3/3', colors: ['W'] } },
    rules: ['613.1e', '613.4c', '611.3a'],
  },
  {
    name: 'GIVEN ... WHEN it later becomes red THEN Honor stops applying: 2/2 (613.5 ex.1)',
    given: state([{ id: 'honor', types: ['Enchantment'], statics: [honor] }, { id: 'bear', colors: ['B'] }]),
    actions: [
      apply('white', 'Target creature becomes white.', target('bear'), [{ kind: 'set-colors', colors: ['W'] }], 'indefinite'),
      apply('red', 'Target creature becomes red.', target('bear'), [{ kind: 'set-colors', colors: ['R'] }], 'indefinite'),
    ],
    then: { bear: { pt: '2/2', colors: ['R'] } },
    rules: ['613.1e', '613.7'],
  },
  { name: 'GIVEN Gray Ogre WHEN a +1/+1 counter is put on it THEN 3/3 (613.5 ex.2)', given: ogreBoard(), actions: ogreSteps.slice(0, 1), then: { ogre: { pt: '3/3' } }, rules: ['613.4c', '122.1a'] },
  { name: 'GIVEN ... WHEN it gets +4/+4 THEN 7/7 (613.5 ex.2)', given: ogreBoard(), actions: ogreSteps.slice(0, 2), then: { ogre: { pt: '7/7' } }, rules: ['613.4c'] },
  { name: 'GIVEN ... WHEN "creatures you control get +0/+2" enters THEN 7/9 (613.5 ex.2)', given: ogreBoard(), actions: ogreSteps.slice(0, 3), then: { ogre: { pt: '7/9' } }, rules: ['613.4c', '611.3a'] },
  { name: 'GIVEN ... WHEN it "becomes 0/1" (7b) THEN 5/8 (613.5 ex.2)', given: ogreBoard(), actions: ogreSteps, then: { ogre: { pt: '5/8' } }, rules: ['613.4b', '613.4c'] },
  // 613.6 examples --------------------------------------------------------------------------
  {
    name: 'GIVEN "gets +1/+1 and becomes the color of your choice" (blue) THEN layer 5 then 7c: blue 3/3 (613.6 ex.1)',
    given: state([{ id: 'bear', colors: ['G'] }]),
    actions: [apply('pump', 'This creature gets +1/+1 and becomes the color of your choice until end of turn.', target('bear'), [pump(1, 1), { kind: 'set-colors', colors: ['U'] }])],
    then: { bear: { pt: '3/3', colors: ['U'] } },
    rules: ['613.1e', '613.4c', '613.6'],
  },
  {
    name: "GIVEN B's creature WHEN Act of Treason resolves THEN A controls it, untapped, with haste (613.6 ex.2)",
    given: state([{ id: 'bear', controller: 'B', tapped: true }]),
    actions: [
      apply('treason', 'Gain control of target creature until end of turn. Untap that creature. It gains haste until end of turn.', target('bear'), [
        { kind: 'set-controller', player: 'A' },
        { kind: 'add-keywords', keywords: [{ keyword: 'haste' }] },
      ]),
      { kind: 'untap', object: 'bear' },
    ],
    then: { bear: { controller: 'A', keywords: ['haste'] } },
    rules: ['613.1b', '613.1f', '613.6', '701.26b'],
  },
  {
    name: 'GIVEN Act of Treason WHEN the turn ends THEN B controls it again, without haste (514.2)',
    given: state([{ id: 'bear', controller: 'B' }]),
    actions: [
      apply('treason', 'Gain control … It gains haste until end of turn.', target('bear'), [{ kind: 'set-controller', player: 'A' }, { kind: 'add-keywords', keywords: [{ keyword: 'haste' }] }]),
      { kind: 'end-turn' },
    ],
    then: { bear: { controller: 'B', keywords: [] } },
    rules: ['514.2'],
  },
  {
    name: 'GIVEN "all noncreature artifacts become 2/2 artifact creatures until end of turn" THEN 2/2 artifact creatures (613.6 ex.3)',
    given: state([{ id: 'ring', types: ['Artifact'], pt: null }, { id: 'golem', types: ['Artifact', 'Creature'], pt: [3, 3] }]),
    actions: [
      apply('march', 'All noncreature artifacts become 2/2 artifact creatures until end of turn.', { kind: 'filter', types: ['Artifact'], notTypes: ['Creature'] }, [
        { kind: 'add-types', types: ['Creature'] },
        { kind: 'set-pt', power: 2, toughness: 2 },
      ]),
    ],
    then: { ring: { pt: '2/2', types: ['Artifact', 'Creature'] }, golem: { pt: '3/3' } },
    rules: ['613.1d', '613.4b', '613.6', '611.2c'],
  },
  {
    name: 'GIVEN the same as a static ability (re-evaluated, 611.3a) THEN 7b still applies to the set chosen in layer 4 (613.6 ex.3)',
    given: state([
      {
        id: 'march',
        types: ['Enchantment'],
        statics: [{ text: 'Each noncreature artifact is a 2/2 artifact creature.', affects: { kind: 'filter', types: ['Artifact'], notTypes: ['Creature'] }, modifications: [{ kind: 'add-types', types: ['Creature'] }, { kind: 'set-pt', power: 2, toughness: 2 }] }],
      },
      { id: 'ring', types: ['Artifact'], pt: null },
    ]),
    then: { ring: { pt: '2/2', types: ['Artifact', 'Creature'] } },
    rules: ['613.1d', '613.4b', '613.6', '611.3a'],
  },
  { name: 'GIVEN Svogthos WHEN it becomes a 3/3 land creature and gets +1/+1 THEN 4/4 (613.6 ex.4)', given: svogBoard(), actions: [animate('animate'), apply('plus', '+1/+1', target('svog'), [pump(1, 1)])], then: { svog: { pt: '4/4', types: ['Land', 'Creature'] } }, rules: ['613.4b', '613.4c'] },
  {
    name: "GIVEN ... WHEN Svogthos's ability resolves with ten creature cards in the graveyard THEN an 11/11 black and green Plant Zombie land creature (613.6 ex.4)",
    given: svogBoard(),
    actions: [animate('animate'), apply('plus', '+1/+1', target('svog'), [pump(1, 1)]), svogAbility],
    then: { svog: { pt: '11/11', colors: ['B', 'G'], types: ['Land', 'Creature'], subtypes: ['Plant', 'Zombie'] } },
    rules: ['613.1d', '613.1e', '613.4b', '613.4c', '613.7'],
  },
  {
    name: 'GIVEN ... WHEN a creature card leaves the graveyard THEN its P/T follow the count: 10/10 (613.6 ex.4)',
    given: svogBoard(),
    actions: [animate('animate'), apply('plus', '+1/+1', target('svog'), [pump(1, 1)]), svogAbility, { kind: 'exile', object: 'gy0' }],
    then: { svog: { pt: '10/10' } },
    rules: ['613.4b'],
  },
  {
    name: 'GIVEN ... WHEN the first effect is applied again (later timestamp) THEN a 4/4 land creature again (613.6 ex.4)',
    given: svogBoard(),
    actions: [animate('animate'), apply('plus', '+1/+1', target('svog'), [pump(1, 1)]), svogAbility, animate('animate-again')],
    then: { svog: { pt: '4/4', types: ['Land', 'Creature'] } },
    rules: ['613.4b', '613.7'],
  },
  // 613.7a example (Rune of Flight, Colossus Hammer) ----------------------------------------
  {
    name: "GIVEN Colossus Hammer equipping a creature and Rune of Flight (later) on the Hammer THEN the granted ability shares the Rune's later timestamp: 12/12 flying (613.7a)",
    given: state([
      { id: 'bear', pt: [2, 2] },
      { id: 'hammer', name: 'Colossus Hammer', types: ['Artifact'], subtypes: ['Equipment'], statics: [hammer], attachedTo: 'bear', timestamp: 2 },
      { id: 'rune', name: 'Rune of Flight', types: ['Enchantment'], subtypes: ['Aura'], keywords: ['enchant Equipment'], statics: [rune], attachedTo: 'hammer', timestamp: 3 },
    ]),
    then: { bear: { pt: '12/12', keywords: ['flying'] }, hammer: { statics: 2 } },
    rules: ['613.7a', '613.1f', '613.4c', '613.7'],
  },
  {
    name: 'GIVEN ... WHEN the Hammer becomes attached again (new timestamp, 613.7e) THEN both abilities get new timestamps in the same order: still flying (613.7a)',
    given: state([
      { id: 'bear', pt: [2, 2] },
      { id: 'other', pt: [1, 1] },
      { id: 'hammer', name: 'Colossus Hammer', types: ['Artifact'], subtypes: ['Equipment'], statics: [hammer], attachedTo: 'other', timestamp: 2 },
      { id: 'rune', name: 'Rune of Flight', types: ['Enchantment'], subtypes: ['Aura'], keywords: ['enchant Equipment'], statics: [rune], attachedTo: 'hammer', timestamp: 3 },
    ]),
    actions: [{ kind: 'attach', object: 'hammer', to: 'bear' }],
    then: { bear: { pt: '12/12', keywords: ['flying'] }, other: { pt: '1/1', keywords: [] } },
    rules: ['613.7e', '613.7a', '701.3c'],
  },
  // 613.9 examples --------------------------------------------------------------------------
  {
    name: 'GIVEN an Aura "has flying" then a later Aura "loses flying" THEN no flying (613.9 ex.1)',
    given: state([{ id: 'bear' }, aura('a1', hasFlying, 'bear', 2), aura('a2', losesFlying, 'bear', 3)]),
    then: { bear: { keywords: [] } },
    rules: ['613.1f', '613.7'],
    notRules: ['613.8a'],
  },
  {
    name: 'GIVEN the same Auras with "has flying" later THEN flying (613.9 ex.1)',
    given: state([{ id: 'bear' }, aura('a2', losesFlying, 'bear', 2), aura('a1', hasFlying, 'bear', 3)]),
    then: { bear: { keywords: ['flying'] } },
    rules: ['613.1f', '613.7'],
    notRules: ['613.8a'],
  },
  {
    name: 'GIVEN a flying Aura WHEN "target creature loses flying until end of turn" resolves THEN no flying (613.9 ex.1)',
    given: state([{ id: 'bear' }, aura('a1', hasFlying, 'bear', 2)]),
    actions: [apply('ground', 'Target creature loses flying until end of turn.', target('bear'), [{ kind: 'remove-keywords', keywords: ['flying'] }])],
    then: { bear: { keywords: [] } },
    rules: ['613.7'],
  },
  {
    name: 'GIVEN a static "all creatures lose flying" older than a flying Aura THEN flying (613.9 ex.1)',
    given: state([
      { id: 'ench', types: ['Enchantment'], statics: [{ text: 'All creatures lose flying.', affects: creatures, modifications: [{ kind: 'remove-keywords', keywords: ['flying'] }] }] },
      { id: 'bear', keywords: ['flying'] },
      aura('a1', hasFlying, 'bear', 3),
    ]),
    then: { bear: { keywords: ['flying'] } },
    rules: ['613.7'],
  },
  {
    name: 'GIVEN "white creatures get +1/+1" and an Aura "enchanted creature is white" on a black 2/2 THEN 3/3 white (613.9 ex.2)',
    given: state([
      { id: 'bear', colors: ['B'] },
      { id: 'anthem', types: ['Enchantment'], statics: [{ text: 'White creatures get +1/+1.', affects: { kind: 'filter', types: ['Creature'], colors: ['W'] }, modifications: [pump(1, 1)] }] },
      aura('aura', { text: 'Enchanted creature is white.', affects: { kind: 'attached-to-source' }, modifications: [{ kind: 'set-colors', colors: ['W'] }] }, 'bear', 3),
    ]),
    then: { bear: { pt: '3/3', colors: ['W'] } },
    rules: ['613.1e', '613.4c'],
  },
  // 611.2c / 611.3b / 611.3c examples -------------------------------------------------------
  {
    name: 'GIVEN "all white creatures get +1/+1 until end of turn" resolved WHEN one turns blue and a black one turns white THEN the first keeps it, the second never gets it (611.2c)',
    given: state([{ id: 'w', colors: ['W'] }, { id: 'k', colors: ['B'] }]),
    actions: [
      apply('crusade', 'All white creatures get +1/+1 until end of turn.', { kind: 'filter', types: ['Creature'], colors: ['W'] }, [pump(1, 1)]),
      apply('blue', 'becomes blue', target('w'), [{ kind: 'set-colors', colors: ['U'] }]),
      apply('white', 'becomes white', target('k'), [{ kind: 'set-colors', colors: ['W'] }]),
    ],
    then: { w: { pt: '3/3', colors: ['U'] }, k: { pt: '2/2', colors: ['W'] } },
    rules: ['611.2c'],
  },
  {
    name: 'GIVEN a static "all white creatures get +1/+1" WHEN a creature becomes white THEN it gets the bonus (611.3b)',
    given: state([{ id: 'anthem', types: ['Enchantment'], statics: [{ text: 'All white creatures get +1/+1.', affects: { kind: 'filter', types: ['Creature'], colors: ['W'] }, modifications: [pump(1, 1)] }] }, { id: 'k', colors: ['B'] }]),
    actions: [apply('white', 'becomes white', target('k'), [{ kind: 'set-colors', colors: ['W'] }])],
    then: { k: { pt: '3/3' } },
    rules: ['611.3a'],
  },
  {
    name: 'GIVEN the white anthem WHEN a 1/1 white token is created THEN it is 2/2 as it enters (611.3c)',
    given: state([{ id: 'anthem', types: ['Enchantment'], statics: [{ text: 'All white creatures get +1/+1.', affects: { kind: 'filter', types: ['Creature'], colors: ['W'] }, modifications: [pump(1, 1)] }] }]),
    actions: [{ kind: 'create', object: { id: 'soldier', controller: 'A', printed: { name: 'Soldier', manaCost: null, colors: ['W'], types: ['Creature'], subtypes: ['Soldier'], supertypes: [], power: 1, toughness: 1, loyalty: null, defense: null, keywords: [], statics: [], unmodelled: [] } } }],
    then: { soldier: { pt: '2/2' } },
    rules: ['611.3a', '111.1'],
  },
];

describe('CR 613 examples (and 611.2c / 611.3)', () => {
  it.each(rows.map((r) => [r.name, r] as const))('%s', (_name, row) => {
    const { byId, steps } = runRow(row);
    for (const [id, expected] of Object.entries(row.then)) expect(project(byId[id], expected), id).toEqual(expected);
    const c = cited(steps);
    for (const r of row.rules ?? []) expect(c.has(r), `cites ${r}`).toBe(true);
    for (const r of row.notRules ?? []) expect(c.has(r), `does not cite ${r}`).toBe(false);
  });
});
