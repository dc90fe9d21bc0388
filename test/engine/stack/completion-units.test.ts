/**
 * Session 2 completion (H9): the pieces the acceptance rows (tables/stack-completion.ts) don't see
 * directly — the color-count filter, the division check (601.2d), Aura targets from enchant
 * abilities (303.4a, 702.5a), mana pools emptying (106.4), bad scry choices, and the Scenario
 * schema's messages for the new fields.
 */
import { describe, expect, it } from 'vitest';
import { checkDivision } from '../../../src/engine/casting/division.ts';
import { colorCountMatches } from '../../../src/engine/layers/select.ts';
import type { Resolution, SpellEffect } from '../../../src/engine/types.ts';
import { renderTrace } from '../../../src/render/trace.ts';
import { formatProblems, parseScenario } from '../../../src/scenario/schema.ts';
import { runScenario } from '../../../src/scenario/run.ts';

/** The engine error a run stopped with (runScenario reports it as `error.kind === 'engine'`). */
function engineError(input: unknown): { code?: string; params?: Record<string, unknown> } | null {
  const r = runScenario(JSON.parse(JSON.stringify(input)));
  return !r.ok && r.error.kind === 'engine' ? r.error.error : null;
}

function run(input: unknown): Resolution {
  const r = runScenario(JSON.parse(JSON.stringify(input)));
  if (!r.ok) throw new Error(JSON.stringify(r.error));
  return r.value.resolution;
}

describe('colorCount filter (105.2)', () => {
  it.each([
    [{ exactly: 2 }, 2, true],
    [{ exactly: 2 }, 1, false],
    [{ exactly: 2 }, 3, false],
    [{ atLeast: 2 }, 5, true],
    [{ atLeast: 2 }, 1, false],
    [{ atMost: 1 }, 0, true],
    [{ atMost: 1 }, 2, false],
  ] as const)('GIVEN %o and %i colors THEN %s', (want, n, ok) => {
    expect(colorCountMatches(want, n)).toBe(ok);
  });
});

describe('checkDivision (601.2d)', () => {
  const divided: SpellEffect[] = [{ kind: 'damage', amount: 0, divided: true, amountFrom: 'x', target: 'any' }];
  it('GIVEN one target and no division THEN it gets the whole amount', () => {
    expect(checkDivision(divided, { any: ['B'] }, undefined, 3)).toEqual({ division: { B: 3 }, total: 3 });
  });
  it('GIVEN more targets than the amount THEN a problem citing 601.2d', () => {
    expect(checkDivision(divided, { any: ['B', 'x', 'y'] }, { B: 1, x: 1, y: 0 }, 2)).toMatchObject({ reason: 'division', rule: '601.2d' });
  });
  it('GIVEN a share for something that is not a target THEN a problem', () => {
    expect(checkDivision(divided, { any: ['B'] }, { B: 2, bear: 1 }, 3)).toMatchObject({ reason: 'division' });
  });
  it('GIVEN a division for a spell that divides nothing THEN a problem', () => {
    expect(checkDivision([{ kind: 'damage', amount: 3, target: 'any' }], { any: ['B'] }, { B: 3 }, null)).toMatchObject({ reason: 'division' });
  });
  it('GIVEN a spell that divides nothing and no division THEN nothing to check', () => {
    expect(checkDivision([{ kind: 'damage', amount: 3, target: 'any' }], { any: ['B'] }, undefined, null)).toBeNull();
  });
});

const forest = { id: 'forest', name: 'Forest', types: ['Land'], subtypes: ['Forest'], supertypes: ['Basic'], colors: [], manaCost: null };
const auraCard = (param: string) => ({ id: 'aura', name: 'Test Aura', zone: 'hand', types: ['Enchantment'], subtypes: ['Aura'], colors: ['G'], manaCost: '{G}', keywords: [{ keyword: 'enchant', param }] });

describe('Aura spells target per their enchant ability (303.4a, 702.5a)', () => {
  it('GIVEN "enchant Forest" THEN it can target a Forest and enters attached to it', () => {
    const r = run({ objects: [auraCard('Forest'), forest], actions: [{ kind: 'cast', object: 'aura', targets: { enchant: ['forest'] } }, { kind: 'resolve' }] });
    const aura = r.final.objects.find((o) => o.printed.name === 'Test Aura');
    expect({ zone: aura?.zone, attachedTo: aura?.attachedTo }).toEqual({ zone: 'battlefield', attachedTo: 'forest' });
  });
  it('GIVEN "enchant Forest" and a creature as its target THEN the cast is rewound (illegal target)', () => {
    const r = run({ objects: [auraCard('Forest'), forest, { id: 'bear', name: 'Grizzly Bears', types: ['Creature'], colors: ['G'], manaCost: '{1}{G}', power: 2, toughness: 2 }], actions: [{ kind: 'cast', object: 'aura', targets: { enchant: ['bear'] } }] });
    expect(r.trace.find((s) => s.key === 'cast.rewound')?.params.reason).toBe('illegal-target');
  });
  it('GIVEN an enchant ability the engine cannot read THEN it stops as unmodelled (702.5a), not guessing', () => {
    const error = engineError({ objects: [auraCard('creature card in a graveyard'), forest], actions: [{ kind: 'cast', object: 'aura', targets: { enchant: ['forest'] } }] });
    expect({ code: error?.code, rule: error?.params?.rule }).toEqual({ code: 'unmodelled', rule: '702.5a' });
  });
});

describe('mana pools empty as a step ends (106.4)', () => {
  it('GIVEN {R}{G} in A’s pool and a new step THEN the pool is empty and the trace says so in EN and JA', () => {
    const r = run({ players: [{ id: 'A', manaPool: '{R}{G}' }, { id: 'B' }], objects: [], actions: [{ kind: 'begin-step', step: 'combat' }] });
    expect(r.final.players.find((p) => p.id === 'A')?.manaPool).toEqual({});
    const step = r.trace.filter((s) => s.key === 'turn.mana-emptied');
    expect(step.map((s) => s.rules)).toEqual([['106.4']]);
    expect(renderTrace(step, 'en').map((x) => x.text).join('\n')).toMatch(/unspent mana empties/);
    expect(renderTrace(step, 'ja').map((x) => x.text).join('\n')).toMatch(/マナ・プール/);
  });
  it('GIVEN an empty pool THEN nothing is said about emptying it', () => {
    const r = run({ players: [{ id: 'A', manaPool: '' }, { id: 'B' }], objects: [], actions: [{ kind: 'begin-step', step: 'combat' }] });
    expect(r.trace.some((s) => s.key === 'turn.mana-emptied')).toBe(false);
  });
});

describe('scry choices (701.22a, 608.2d)', () => {
  const preordain = { id: 'p', name: 'Preordain', zone: 'hand', types: ['Sorcery'], colors: ['U'], manaCost: '{U}', spell: { text: 'Scry 2, then draw a card.', effects: [{ kind: 'scry', amount: 2 }, { kind: 'draw', amount: 1 }] } };
  const lib = [1, 2, 3].map((n) => ({ id: `c${n}`, name: `Card ${n}`, zone: 'library', types: ['Sorcery'], colors: ['U'], manaCost: '{U}' }));
  it('GIVEN a card below the top two named for the bottom THEN the run stops: a bad choice (illegal action)', () => {
    const error = engineError({ objects: [preordain, ...lib], actions: [{ kind: 'cast', object: 'p' }, { kind: 'resolve', choices: { scry: ['c3'] } }] });
    expect({ code: error?.code, reason: error?.params?.reason }).toEqual({ code: 'illegal_action', reason: 'bad-choice' });
  });
  it('GIVEN both on the bottom THEN the third card is drawn and the two keep the answered order at the bottom', () => {
    const r = run({ objects: [preordain, ...lib], actions: [{ kind: 'cast', object: 'p' }, { kind: 'resolve', choices: { scry: ['c2', 'c1'] } }] });
    const library = r.final.objects.filter((o) => o.zone === 'library').map((o) => o.printed.name);
    expect(library).toEqual(['Card 2', 'Card 1']);
    expect(r.final.objects.find((o) => o.zone === 'hand')?.printed.name).toBe('Card 3');
  });
});

describe('Scenario JSON: the new fields are validated', () => {
  it('GIVEN a division naming an unknown id THEN the message names the path', () => {
    const r = runScenario({ objects: [{ id: 't', zone: 'hand', types: ['Sorcery'], manaCost: '{X}{R}{R}', spell: { text: 'x', targets: [{ word: 'any', players: 'any', anyNumber: true }], effects: [{ kind: 'damage', divided: true, amountFrom: 'x', target: 'any' }] } }], actions: [{ kind: 'cast', object: 't', x: 2, targets: { any: ['B'] }, divide: { Z: 2 } }] });
    expect(r.ok).toBe(false);
    expect(JSON.stringify(r.ok ? null : r.error)).toMatch(/divide\.Z/);
  });
  it('GIVEN amountFrom "y" THEN a clear message lists the choices', () => {
    const r = parseScenario({ objects: [{ id: 't', zone: 'hand', types: ['Sorcery'], spell: { text: 'x', effects: [{ kind: 'draw', amountFrom: 'y' }] } }] });
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(formatProblems(r.error, 'en').join('\n')).toMatch(/amountFrom/);
  });
  it('GIVEN colorCount with a negative number THEN it is rejected', () => {
    const r = parseScenario({ objects: [{ id: 'n', types: ['Creature'], power: 1, toughness: 1, statics: [{ text: 'x', affects: { kind: 'filter', colorCount: { exactly: -1 } }, modifications: [] }] }] });
    expect(r.ok).toBe(false);
  });
});

describe('end-turn: the cleanup step and the end of the turn (106.4, 608.2i)', () => {
  it('GIVEN a pool with mana and a creature attacked with this turn THEN end-turn empties the pool and forgets the attack', () => {
    const r = run({
      players: [{ id: 'A', manaPool: '{W}' }, { id: 'B' }],
      objects: [{ id: 'cub', name: 'Savannah Lions', types: ['Creature'], colors: ['W'], manaCost: '{W}', power: 2, toughness: 1 }],
      attackedThisTurn: { A: ['cub'] },
      actions: [{ kind: 'end-turn' }],
    });
    expect(r.final.players.find((p) => p.id === 'A')?.manaPool).toEqual({});
    expect(r.final.attackedThisTurn).toBeUndefined();
    expect(r.trace.filter((s) => s.key === 'turn.mana-emptied' || s.key === 'turn.attacks-forgotten').map((s) => [s.key, s.params.step ?? null])).toEqual([
      ['turn.mana-emptied', 'cleanup'],
      ['turn.attacks-forgotten', null],
    ]);
  });
});
