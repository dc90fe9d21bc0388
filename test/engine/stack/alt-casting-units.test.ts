/**
 * Casting by alternative characteristics and permissions (601.3e, 601.3f, 608.2g, 702.37, 708,
 * 709, 715): what the acceptance rows (tables/stack-alt.ts) can't see — hidden information in the
 * trace, the card given back its own characteristics when a cast is rewound, the final state of
 * face-down objects, mana values, the Scenario schema's messages and the rendered EN/JA steps.
 */
import { describe, expect, it } from 'vitest';
import { manaValue } from '../../../src/engine/casting/alternatives.ts';
import type { Resolution, TraceStep } from '../../../src/engine/types.ts';
import { renderTrace } from '../../../src/render/trace.ts';
import { formatProblems, parseScenario } from '../../../src/scenario/schema.ts';
import { runScenario } from '../../../src/scenario/run.ts';

function run(input: unknown): Resolution {
  const r = runScenario(JSON.parse(JSON.stringify(input)));
  if (!r.ok) throw new Error(JSON.stringify(r.error));
  return r.value.resolution;
}

/** Every string in a step's params (lists flattened). */
const strings = (s: TraceStep): string[] => Object.values(s.params).flatMap((v) => (Array.isArray(v) ? v : typeof v === 'string' ? [v] : []));

const morphCard = { id: 'beast', name: 'Pine Walker', types: ['Creature'], colors: ['G'], manaCost: '{3}{G}{G}', power: 5, toughness: 5, zone: 'hand', keywords: [{ keyword: 'morph', param: '{4}{G}' }] };

describe('morph: a face-down spell and permanent (702.37c, 708)', () => {
  const r = run({ objects: [morphCard], actions: [{ kind: 'cast', object: 'beast', castAs: 'morph' }, { kind: 'resolve' }] });

  it('GIVEN a card cast face down THEN no trace step names the card (708.5: only its controller may look at it)', () => {
    const named = r.trace.filter((s) => strings(s).some((v) => v.includes('Pine Walker')));
    expect(named.map((s) => s.key)).toEqual([]);
  });

  it('GIVEN it resolved THEN it is a nameless, colorless 2/2 creature with no mana cost and no abilities on the battlefield', () => {
    const o = r.final.objects.find((x) => x.zone === 'battlefield');
    const c = r.computed.find((x) => x.id === o?.id);
    expect({ name: c?.name, power: c?.power, toughness: c?.toughness, colors: c?.colors, types: c?.types, keywords: c?.keywords, manaCost: o?.printed.manaCost, faceDown: o?.faceDown?.via }).toEqual({
      name: '',
      power: 2,
      toughness: 2,
      colors: [],
      types: ['Creature'],
      keywords: [],
      manaCost: null,
      faceDown: 'morph',
    });
    // The card itself is kept for when it is turned face up or revealed.
    expect(o?.faceDown?.card.name).toBe('Pine Walker');
  });

  it('GIVEN the cast THEN its total cost is {3}, an alternative cost (702.37c, 118.9)', () => {
    const cost = r.trace.find((s) => s.key === 'cast.cost');
    expect({ total: cost?.params.total, alternative: cost?.params.alternative, rules: cost?.rules.includes('118.9') }).toEqual({ total: '{3}', alternative: 'morph', rules: true });
  });
});

describe('a rewound cast gives the card its own characteristics back (601.2e)', () => {
  it('GIVEN Chop Down cast with no permission from the library THEN the card in the library is Giant Killer again', () => {
    const r = run({
      objects: [
        {
          id: 'killer',
          name: 'Giant Killer',
          types: ['Creature'],
          colors: ['W'],
          manaCost: '{W}',
          power: 1,
          toughness: 2,
          zone: 'library',
          adventure: { name: 'Chop Down', manaCost: '{2}{W}', colors: ['W'], types: ['Instant'], spell: { text: 'Destroy target creature.', targets: [{ word: 'c', objects: { kind: 'filter', types: ['Creature'] } }], effects: [{ kind: 'destroy', target: 'c' }] } },
        },
        { id: 'giant', name: 'Craw Giant', types: ['Creature'], power: 6, toughness: 4, controller: 'B' },
      ],
      actions: [{ kind: 'cast', object: 'killer', castAs: 'adventure', targets: { c: ['giant'] } }],
    });
    const killer = r.final.objects.find((x) => x.id === 'killer');
    expect({ zone: killer?.zone, name: killer?.printed.name, label: killer?.label, types: killer?.printed.types }).toEqual({ zone: 'library', name: 'Giant Killer', label: 'Giant Killer', types: ['Creature'] });
    expect(r.trace.find((s) => s.key === 'cast.rewound')?.params.reason).toBe('zone');
  });

  it('GIVEN a morph cast that is rewound (a "can\'t cast creature spells" effect, 708.4) THEN the card is face up in hand again', () => {
    const r = run({
      objects: [morphCard],
      castRestrictions: [{ text: 'Players can’t cast creature spells.', players: 'all', types: ['Creature'] }],
      actions: [{ kind: 'cast', object: 'beast', castAs: 'morph' }],
    });
    const beast = r.final.objects.find((x) => x.id === 'beast');
    expect({ zone: beast?.zone, name: beast?.printed.name, faceDown: beast?.faceDown }).toEqual({ zone: 'hand', name: 'Pine Walker', faceDown: undefined });
    const rewound = r.trace.find((s) => s.key === 'cast.rewound');
    expect(rewound?.params.reason).toBe('cant');
    // The face-down card proposed is not named even in the rewound step (708.5).
    expect(strings(rewound!).some((v) => v.includes('Pine Walker'))).toBe(false);
  });
});

describe('split cards (709.3, 709.4)', () => {
  const fireIce = {
    id: 'fi',
    name: 'Fire // Ice',
    types: ['Instant'],
    colors: ['U', 'R'],
    manaCost: '{1}{R}{1}{U}',
    zone: 'hand',
    halves: [
      { name: 'Fire', manaCost: '{1}{R}', colors: ['R'], types: ['Instant'], spell: { text: 'Fire deals 2 damage to any target.', targets: [{ word: 'any', players: 'any' }], effects: [{ kind: 'damage', amount: 2, target: 'any' }] } },
      { name: 'Ice', manaCost: '{1}{U}', colors: ['U'], types: ['Instant'], spell: { text: 'Draw a card.', effects: [{ kind: 'draw', amount: 1 }] } },
    ],
  };

  it('GIVEN Fire cast THEN on the stack it is red, named Fire, with mana cost {1}{R} (709.3b) — a "can\'t cast blue spells"-style filter would see that', () => {
    const r = run({ objects: [fireIce], actions: [{ kind: 'cast', object: 'fi', castAs: 'left', targets: { any: ['B'] } }] });
    const spell = r.final.objects.find((x) => x.zone === 'stack');
    const c = r.computed.find((x) => x.id === spell?.id);
    expect({ name: c?.name, colors: c?.colors, cost: spell?.printed.manaCost }).toEqual({ name: 'Fire', colors: ['R'], cost: '{1}{R}' });
  });

  it('GIVEN a card without halves cast as a half THEN the cast is rewound (709.3)', () => {
    const r = run({ objects: [{ id: 'x', name: 'Shock', types: ['Instant'], manaCost: '{R}', zone: 'hand' }], actions: [{ kind: 'cast', object: 'x', castAs: 'right' }] });
    expect(r.trace.find((s) => s.key === 'cast.rewound')?.params).toMatchObject({ reason: 'no-face', rule: '709.3' });
  });
});

describe('mana value (202.3)', () => {
  it.each([
    ['{2}{R}{G}', 0, 4],
    ['{X}{R}', 3, 4],
    ['{X}{R}', 0, 1],
    ['{2/W}{G}', 0, 3],
    [null, 0, 0],
    ['{0}', 0, 0],
  ] as const)('GIVEN %s with X = %i THEN %i', (cost, x, want) => {
    expect(manaValue(cost, x)).toBe(want);
  });
});

describe('Scenario JSON: the new fields are validated with clear messages', () => {
  it('GIVEN castAs "sideways" THEN the message names the path and the choices', () => {
    const r = parseScenario({ objects: [{ id: 'a', zone: 'hand', types: ['Instant'] }], actions: [{ kind: 'cast', object: 'a', castAs: 'sideways' }] });
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(formatProblems(r.error, 'en').join('\n')).toMatch(/actions\[0\]\.castAs: expected what it is cast as: "normal", "adventure", "left", "right" or "morph"/);
  });

  it('GIVEN a permission from "hand" THEN the message lists where a permission can cast from (EN and JA)', () => {
    const r = parseScenario({ objects: [{ id: 'a', types: ['Creature'], power: 1, toughness: 1, castPermissions: [{ text: 'x', from: 'hand' }] }] });
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(formatProblems(r.error, 'en').join('\n')).toMatch(/objects\[0\]\.castPermissions\[0\]\.from: expected where the permission casts from/);
    expect(formatProblems(r.error, 'ja').join('\n')).toMatch(/唱えられる場所が必要です/);
  });

  it('GIVEN a jump-start discard naming an unknown object THEN the build names the path', () => {
    const r = runScenario({ objects: [{ id: 'a', types: ['Instant'], zone: 'graveyard', keywords: ['jump-start'] }], actions: [{ kind: 'cast', object: 'a', using: 'jump-start', discard: 'nope' }] });
    expect(r.ok).toBe(false);
    expect(JSON.stringify(r.ok ? null : r.error)).toContain('actions[0].discard');
  });
});

describe('the steps of this module render in English and Japanese', () => {
  const r = run({
    objects: [
      { id: 'elf', name: 'Bloodbraid Elf', types: ['Creature'], colors: ['R', 'G'], manaCost: '{2}{R}{G}', power: 3, toughness: 2, zone: 'hand', triggers: [{ event: 'cast', text: 'Cascade', effects: [{ kind: 'cascade', targets: { any: ['B'] } }] }] },
      { id: 'm', name: 'Mountain', types: ['Land'], zone: 'library' },
      { id: 'bolt', name: 'Lightning Bolt', types: ['Instant'], colors: ['R'], manaCost: '{R}', zone: 'library', spell: { text: '3 damage', targets: [{ word: 'any', players: 'any' }], effects: [{ kind: 'damage', amount: 3, target: 'any' }] } },
    ],
    actions: [{ kind: 'cast', object: 'elf' }, { kind: 'resolve', all: true }],
  });

  it.each(['en', 'ja'] as const)('GIVEN cascade into Lightning Bolt THEN every alt.* step renders in %s without placeholders', (lang) => {
    const mine = r.trace.filter((s) => s.key.startsWith('alt.'));
    expect(mine.map((s) => s.key)).toEqual(['alt.cascade', 'alt.permission', 'alt.during-resolution', 'alt.cascade-bottom']);
    for (const s of renderTrace(mine, lang)) expect(s.text).not.toMatch(/undefined|\{[a-z]+\}|（不明）|\(unknown\)/);
  });

  it('GIVEN cascade THEN B lost 3 and nobody received priority between the cast and the end of the cascade ability (608.2g)', () => {
    expect(r.final.players.find((p) => p.id === 'B')?.life).toBe(17);
    const during = r.trace.findIndex((s) => s.key === 'alt.during-resolution');
    const leaves = r.trace.findIndex((s, i) => i > during && s.key === 'stack.leaves');
    expect(r.trace.slice(during, leaves).some((s) => s.key === 'stack.priority')).toBe(false);
  });
});

describe('more rewinds and refusals', () => {
  it('GIVEN a split card cast without choosing a half THEN the cast is rewound asking for a half (709.3)', () => {
    const r = run({
      objects: [{ id: 'fi', name: 'Fire // Ice', types: ['Instant'], manaCost: '{1}{R}{1}{U}', zone: 'hand', halves: [{ name: 'Fire', manaCost: '{1}{R}', types: ['Instant'] }, { name: 'Ice', manaCost: '{1}{U}', types: ['Instant'] }] }],
      actions: [{ kind: 'cast', object: 'fi' }],
    });
    expect(r.trace.find((s) => s.key === 'cast.rewound')?.params).toMatchObject({ reason: 'choose-half', rule: '709.3' });
    expect(r.final.objects.find((o) => o.id === 'fi')?.zone).toBe('hand');
  });

  it('GIVEN a face-up creature THEN "turn face up" does nothing and says it is not face down (702.37e)', () => {
    const r = run({ objects: [{ id: 'bear', name: 'Grizzly Bears', types: ['Creature'], power: 2, toughness: 2 }], actions: [{ kind: 'turn-face-up', object: 'bear' }] });
    expect(r.trace.map((s) => [s.key, s.params.reason])).toEqual([['face.cant-turn-up', 'not-face-down']]);
  });

  it('GIVEN a face-down creature while the opponent has priority THEN its controller can’t turn it face up (116.2b: any time they have priority)', () => {
    const r = run({
      objects: [{ ...morphCard }],
      actions: [{ kind: 'cast', object: 'beast', castAs: 'morph' }, { kind: 'resolve' }, { kind: 'pass' }, { kind: 'turn-face-up', object: 'beast' }],
    });
    expect(r.trace.find((s) => s.key === 'face.cant-turn-up')?.params.reason).toBe('no-priority');
    expect(r.final.objects.find((o) => o.zone === 'battlefield')?.faceDown?.via).toBe('morph');
  });

  it('GIVEN a face-down card in exile described by the scenario THEN its label and characteristics hide it (406.3)', () => {
    const r = run({ objects: [{ id: 'x', name: 'Secret Card', types: ['Creature'], power: 3, toughness: 3, zone: 'exile', faceDown: { knownTo: ['A'] } }] });
    const x = r.final.objects.find((o) => o.id === 'x');
    expect({ label: x?.label, name: x?.printed.name, types: x?.printed.types, knownTo: x?.faceDown?.knownTo, card: x?.faceDown?.card.name }).toEqual({ label: 'face-down card 1', name: '', types: [], knownTo: ['A'], card: 'Secret Card' });
  });
});
