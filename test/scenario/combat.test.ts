/**
 * The Scenario format for combat, fight and replacement effects (issue 4; src/scenario/schema/actions.ts, replacement.ts):
 * the new actions and top-level `replacements` parse (and round-trip), the combat abilities written
 * as keywords are understood, every mistake is reported with its path, cross-references are
 * checked by build.ts, and a whole combat runs end to end.
 */
import { describe, expect, it } from 'vitest';
import { formatProblems, parseScenario } from '../../src/scenario/schema.ts';
import { buildScenario } from '../../src/scenario/build.ts';
import { runScenario } from '../../src/scenario/run.ts';

const combat = {
  objects: [
    { id: 'dreadmaw', name: 'Colossal Dreadmaw', types: ['Creature'], colors: ['G'], power: 6, toughness: 6, keywords: ['trample'] },
    { id: 'outlander', name: 'Zombie Outlander', types: ['Creature'], colors: ['U', 'B'], power: 2, toughness: 2, keywords: ['protection from green'], controller: 'B' },
  ],
  replacements: [{ kind: 'prevent', amount: 1, to: 'B' }],
  actions: [
    { kind: 'declare-attackers', attackers: [{ object: 'dreadmaw' }] },
    { kind: 'declare-blockers', blockers: [{ object: 'outlander', blocks: ['dreadmaw'] }] },
    { kind: 'combat-damage', all: true, assignments: { dreadmaw: [{ to: 'outlander', amount: 2 }, { to: 'B', amount: 4 }] }, replacementOrder: ['r1'] },
    { kind: 'end-combat' },
  ],
};

describe('GIVEN a combat scenario', () => {
  it('THEN it parses, keeps the new actions as given, names replacements r1…, and round-trips through JSON', () => {
    const p = parseScenario(combat);
    expect(p.ok).toBe(true);
    if (!p.ok) return;
    expect(p.value.actions.map((a) => a.kind)).toEqual(['declare-attackers', 'declare-blockers', 'combat-damage', 'end-combat']);
    expect(p.value.replacements).toEqual([{ kind: 'prevent', amount: 1, to: 'B', id: 'r1' }]);
    const again = parseScenario(JSON.parse(JSON.stringify(p.value)));
    expect(again.ok && again.value).toEqual(p.value);
  });

  it('THEN build gives the replacement a timestamp after the objects, its defaults (this turn, the active player) and a shield', () => {
    const p = parseScenario(combat);
    if (!p.ok) throw new Error('parse');
    const b = buildScenario(p.value);
    if (!b.ok) throw new Error(JSON.stringify(b.error));
    expect(b.value.state.replacements).toEqual([
      { id: 'r1', kind: 'prevent', amount: 1, to: 'B', source: null, controller: 'A', text: '', timestamp: 3, duration: { kind: 'end-of-turn' } },
    ]);
    expect(b.value.state.nextTimestamp).toBe(4);
  });

  it('THEN it runs: 2 to the Outlander (prevented by protection), 4 to B minus 1 prevented by the shield: B 17', () => {
    const r = runScenario(combat);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.value.resolution.final.players.find((x) => x.id === 'B')?.life).toBe(17);
    expect(r.value.resolution.final.combat ?? null).toBeNull();
  });

  it('THEN a scenario without `replacements` parses without the field (the output is unchanged for old scenarios)', () => {
    const p = parseScenario({ objects: [] });
    expect(p.ok && 'replacements' in p.value).toBe(false);
  });
});

describe('GIVEN combat abilities written as keywords', () => {
  const cases: [string, unknown][] = [
    ["This creature can't block.", { keyword: "can't block" }],
    ["can't attack", { keyword: "can't attack" }],
    ["Can't attack or block", { keyword: "can't attack or block" }],
    ['Attacks each combat if able', { keyword: 'attacks each combat if able' }],
    ['blocks each combat if able', { keyword: 'blocks each combat if able' }],
    ['can block an additional creature each combat', { keyword: 'can block an additional creature each combat' }],
    ['can block any number of creatures each combat', { keyword: 'can block any number of creatures' }],
    ["can't be blocked", { keyword: "can't be blocked" }],
    ["Can’t be blocked except by creatures with flying.", { keyword: "can't be blocked except by", param: 'creatures with flying' }],
    ['can block only creatures with flying', { keyword: 'can block only creatures with flying' }],
    ["can't be blocked by more than one creature", { keyword: "can't be blocked by more than one creature" }],
    ['islandwalk', { keyword: 'landwalk', param: 'Island' }],
    ['trample over planeswalkers', { keyword: 'trample', param: 'over planeswalkers' }],
  ];
  for (const [text, keyword] of cases) {
    it(`WHEN "${text}" THEN it is understood as ${JSON.stringify(keyword)}`, () => {
      const p = parseScenario({ objects: [{ id: 'x', keywords: [text] }] });
      expect(p.ok && p.value.objects[0]!.keywords[0]).toEqual(keyword);
    });
  }
});

describe('GIVEN mistakes in combat actions and replacements', () => {
  const cases: [string, unknown, string[]][] = [
    ['a misspelt attacker field', { actions: [{ kind: 'declare-attackers', attackers: [{ objec: 'x' }] }] }, ['actions[0].attackers[0].object: expected a string (missing)', 'actions[0].attackers[0].objec: unknown field "objec" (did you mean "object"?)']],
    ['a blocker blocking nothing', { actions: [{ kind: 'declare-blockers', blockers: [{ object: 'y', blocks: [] }] }] }, ['actions[0].blockers[0].blocks: expected at least 1 entry']],
    ['a negative assignment', { actions: [{ kind: 'combat-damage', assignments: { x: [{ to: 'B', amount: -1 }] } }] }, ['actions[0].assignments.x[0].amount: expected a whole number of 0 or more (got -1)']],
    ['assignments given as a list', { actions: [{ kind: 'combat-damage', assignments: [1] }] }, ['actions[0].assignments: expected an object of creature ids to lists of {"to": id, "amount": n}, e.g. {"x": [{"to": "B", "amount": 3}]}']],
    ['a prevention amount that is a word', { replacements: [{ kind: 'prevent', amount: 'some' }] }, ['replacements[0].amount: expected a whole number of 0 or more, "all", "half-up" or "half-down"']],
    ['a damage modifier that modifies nothing', { replacements: [{ kind: 'damage-modifier' }] }, ['replacements[0].multiply: a damage-modifier needs "multiply" and/or "add"']],
    ['a `to` that is a number', { replacements: [{ kind: 'prevent', amount: 2, to: 5 }] }, ['replacements[0].to: expected an object or player id, a selector such as {"kind": "filter", …}, {"kind": "players", "controller": "you" | "opponent"}, or a list of these']],
    ['an unknown replacement kind', { replacements: [{ kind: 'regen', object: 'x' }] }, ['replacements[0].kind: expected "kind" to be one of prevent, damage-modifier, regeneration-shield, zone-change, token-multiplier, enters-as-copy, enters-tapped, enters-with-counters, counter-modifier, cant, event-replacement (got "regen")']],
    ['a fight with one creature', { actions: [{ kind: 'fight', a: 'x' }] }, ['actions[0].b: expected a string (missing)']],
    ['an add-replacement without its replacement', { actions: [{ kind: 'add-replacement' }] }, ['actions[0].replacement: expected an object { … } (missing)']],
  ];
  for (const [what, input, expected] of cases) {
    it(`WHEN ${what} THEN the problems name the path`, () => {
      const p = parseScenario(input);
      expect(p.ok).toBe(false);
      if (!p.ok) expect(formatProblems(p.error, 'en')).toEqual(expected);
    });
  }

  const refs: [string, unknown, string[]][] = [
    [
      'unknown ids in attackers, assignments and replacementOrder',
      { objects: [{ id: 'x' }], actions: [{ kind: 'declare-attackers', attackers: [{ object: 'nope' }] }, { kind: 'combat-damage', assignments: { zz: [{ to: 'q', amount: 1 }] }, replacementOrder: ['r9'] }] },
      [
        'actions[0].attackers[0].object: unknown object id "nope" (known ids: "x")',
        'actions[1].assignments.zz: unknown object id "zz" (known ids: "x")',
        'actions[1].assignments.zz[0].to: unknown object or player id "q" (known ids: "x", "A", "B")',
        'actions[1].replacementOrder[0]: unknown effect id "r9"',
      ],
    ],
    [
      'unknown ids in replacements',
      { objects: [{ id: 'x' }], replacements: [{ kind: 'regeneration-shield', object: 'nope' }, { kind: 'prevent', amount: 1, to: ['B', 'zz'] }] },
      ['replacements[0].object: unknown object id "nope" (known ids: "x")', 'replacements[1].to[1]: unknown object or player id "zz" (known ids: "x", "A", "B")'],
    ],
    [
      'blocks and fight naming unknown creatures',
      { objects: [{ id: 'x' }], actions: [{ kind: 'declare-blockers', blockers: [{ object: 'x', blocks: ['ghost'] }] }, { kind: 'fight', a: 'x', b: 'ghost' }] },
      ['actions[0].blockers[0].blocks[0]: unknown object id "ghost" (known ids: "x")', 'actions[1].b: unknown object id "ghost" (known ids: "x")'],
    ],
    [
      'a replacement id used twice',
      { objects: [{ id: 'x' }], replacements: [{ id: 'p', kind: 'prevent', amount: 1 }], actions: [{ kind: 'add-replacement', replacement: { id: 'p', kind: 'prevent', amount: 'all' } }] },
      ['actions[0].replacement.id: duplicate id "p" (also used at replacements[0].id)'],
    ],
  ];
  for (const [what, input, expected] of refs) {
    it(`WHEN ${what} THEN build names each path`, () => {
      const r = runScenario(input);
      expect(r.ok).toBe(false);
      if (!r.ok && r.error.kind === 'invalid') expect(formatProblems(r.error.problems, 'en')).toEqual(expected);
      else throw new Error(JSON.stringify(r));
    });
  }

  it('WHEN protection is named in replacementOrder THEN that is accepted (protection\'s prevention effect, 702.16e)', () => {
    const r = runScenario({ objects: [{ id: 'x', types: ['Creature'], power: 1, toughness: 1 }], actions: [{ kind: 'damage', source: null, target: 'x', amount: 1, replacementOrder: ['protection from red'] }] });
    expect(r.ok).toBe(true);
  });
});
