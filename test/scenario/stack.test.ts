/**
 * The Scenario format for casting, the stack and triggers (issue 5, src/scenario/schema/actions.ts): the
 * schema accepts spell/trigger/activated definitions and the stack actions, reports problems with
 * their path, build checks references, and a run renders in English and Japanese.
 */
import { describe, expect, it } from 'vitest';
import { renderTrace, restateScenario } from '../../src/render/trace.ts';
import { runScenario } from '../../src/scenario/run.ts';
import { formatProblems, parseScenario } from '../../src/scenario/schema.ts';

const SHOCK = {
  id: 'shock',
  name: 'Shock',
  types: ['Instant'],
  colors: ['R'],
  manaCost: '{R}',
  zone: 'hand',
  spell: {
    text: 'Shock deals 2 damage to any target.',
    targets: [{ word: 'any', players: 'any', objects: { kind: 'filter', types: ['Creature', 'Planeswalker'] } }],
    effects: [{ kind: 'damage', amount: 2, target: 'any' }],
  },
};
const BEAR = { id: 'bear', name: 'Grizzly Bears', types: ['Creature'], colors: ['G'], power: 2, toughness: 2, controller: 'B', triggers: [{ event: 'dies', text: 'When this dies, you gain 2 life.', effects: [{ kind: 'life', amount: 2, player: 'you' }] }] };

function problems(input: unknown): string[] {
  const r = runScenario(input);
  if (r.ok) throw new Error('expected a problem');
  if (r.error.kind !== 'invalid') throw new Error(`expected invalid, got ${r.error.kind}`);
  return formatProblems(r.error.problems, 'en');
}

describe('GIVEN a Scenario with a spell and a dies trigger', () => {
  const json = { objects: [SHOCK, BEAR], actions: [{ kind: 'cast', object: 'shock', targets: { any: ['bear'] } }, { kind: 'resolve', all: true }] };

  it('THEN it round-trips through JSON and resolves: the bear dies and its controller gains 2 (603.10a)', () => {
    const r = runScenario(JSON.parse(JSON.stringify(json)));
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    const f = r.value.resolution.final;
    expect(f.players.map((p) => p.life)).toEqual([20, 22]);
    expect(f.objects.find((o) => o.id.startsWith('bear'))?.zone).toBe('graveyard');
    expect(f.objects.find((o) => o.id.startsWith('shock'))?.zone).toBe('graveyard');
  });

  it('THEN every step renders in English and Japanese without placeholders, and the actions are restated', () => {
    const r = runScenario(json);
    if (!r.ok) throw new Error('run failed');
    for (const lang of ['en', 'ja'] as const) {
      const text = renderTrace(r.value.resolution.trace, lang).map((s) => s.text).join('\n');
      expect(text).not.toMatch(/undefined|\[object |\$\{/);
      expect(text).toContain(lang === 'en' ? 'Shock' : 'Shock');
      expect(restateScenario(r.value.scenario, lang)).toMatch(lang === 'en' ? /cast/ : /唱える/);
    }
    const en = renderTrace(r.value.resolution.trace, 'en').map((s) => s.text).join('\n');
    expect(en).toContain('begins to cast');
    expect(en).toContain('looks back in time');
  });
});

describe('GIVEN bad stack input THEN problems name the path', () => {
  it('an unknown trigger event', () => {
    expect(problems({ objects: [{ ...BEAR, triggers: [{ event: 'explodes', effects: [] }] }] }).join('\n')).toMatch(/objects\[0\]\.triggers\[0\]\.event: expected a trigger event/);
  });
  it('an unknown effect kind inside a spell', () => {
    expect(problems({ objects: [{ ...SHOCK, spell: { effects: [{ kind: 'explode' }] } }] }).join('\n')).toMatch(/objects\[0\]\.spell\.effects\[0\]\.kind/);
  });
  it('a cast of an unknown object', () => {
    expect(problems({ objects: [SHOCK], actions: [{ kind: 'cast', object: 'bolt' }] }).join('\n')).toMatch(/actions\[0\]\.object: unknown object id/);
  });
  it('a target that is neither an object nor a player', () => {
    expect(problems({ objects: [SHOCK], actions: [{ kind: 'cast', object: 'shock', targets: { any: ['C'] } }] }).join('\n')).toMatch(/actions\[0\]\.targets\.any\[0\]: unknown object or player id/);
  });
  it('a bad step', () => {
    expect(problems({ step: 'lunch' }).join('\n')).toMatch(/step: expected a step/);
  });
  it('a bad restriction', () => {
    expect(problems({ actions: [{ kind: 'add-restriction', restriction: { text: 'x', players: ['Z'] } }] }).join('\n')).toMatch(/actions\[0\]\.restriction\.players\[0\]: unknown player id/);
  });
});

describe('GIVEN the top-level step and castRestrictions', () => {
  it('THEN a sorcery in the upkeep is rewound and a restricted instant too (117.1a, 101.2)', () => {
    const sorcery = { ...SHOCK, id: 'rift', name: 'Rift', types: ['Sorcery'] };
    const r = runScenario({ step: 'upkeep', castRestrictions: [{ text: 'No instants.', players: 'all', types: ['Instant'] }], objects: [sorcery, SHOCK], actions: [{ kind: 'cast', object: 'rift', targets: { any: ['B'] } }, { kind: 'cast', object: 'shock', targets: { any: ['B'] } }] });
    if (!r.ok) throw new Error('run failed');
    expect(r.value.resolution.trace.filter((s) => s.key === 'cast.rewound').map((s) => s.params.reason)).toEqual(['sorcery-timing', 'cant']);
  });
  it('THEN a token a spell creates can be named by a later action (its seed id)', () => {
    const raise = { id: 'raise', name: 'Raise', types: ['Sorcery'], zone: 'hand', spell: { effects: [{ kind: 'create', seed: { id: 'soldier', name: 'Soldier', types: ['Creature'], power: 1, toughness: 1 } }] } };
    const r = runScenario({ objects: [raise], actions: [{ kind: 'cast', object: 'raise' }, { kind: 'resolve' }, { kind: 'destroy', object: 'soldier' }] });
    expect(r.ok).toBe(true);
  });
  it('THEN parseScenario keeps them', () => {
    const r = parseScenario({ step: 'end', castRestrictions: [{ players: 'all' }] });
    expect(r.ok && r.value.step).toBe('end');
  });
});
