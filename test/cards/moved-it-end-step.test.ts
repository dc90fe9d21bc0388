/**
 * Issue 14 (session 49): what "it" names once an instruction has moved a card, and the temporary reanimations built on it.
 * - "Return target creature card from your graveyard to the battlefield. It gains haste." (Grave Upheaval, Kami of Industry):
 *   other parts of the effect find the object the card became (400.7j) — never the ability's own source (read so before,
 *   a counter "on it" went on the permanent whose ability it was) and never the card left behind (400.7).
 * - A keyword one object gains with no duration lasts for the rest of the game (611.2a); a sentence opening "Until end of
 *   turn, …" keeps its duration for every part (Besmirch stays unread rather than given haste for good).
 * - "Sacrifice it / that creature / the creature at the beginning of the next end step" (Footsteps of the Goryo, Sneak Attack,
 *   Apprentice Necromancer): a delayed triggered ability (603.7a) about the object moved or made (603.7c), sacrificed by its
 *   controller (701.21a). "It gains haste" between the two leaves "it" naming the same object.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { CardRecord } from '../../src/cards/types.ts';
import type { ScenarioRun } from '../../src/scenario/run.ts';
import { cardScenarios, compiledShapes, loadRealCards } from './compile-helpers.ts';

const haste = { kind: 'apply-effect', it: true, effect: { modifications: [{ kind: 'add-keywords', keywords: [{ keyword: 'haste' }] }], duration: { kind: 'indefinite' } } };
const later = (kind: string) => ({ kind: 'delayed-trigger', trigger: { event: 'end-step', who: 'any', effects: [{ kind, it: true }] } });
const ROWS: [string, Record<string, unknown>][] = [
  ['Grave Upheaval', { spell: { effects: [{ kind: 'put-onto-battlefield', target: 'creature' }, haste] } }],
  ['Footsteps of the Goryo', { spell: { effects: [{ kind: 'put-onto-battlefield', target: 'creature' }, later('sacrifice')] } }],
  ['Sneak Attack', { activated: [{ cost: '{R}', effects: [{ kind: 'put-onto-battlefield', may: 'may' }, haste, later('sacrifice')] }] }],
  ['Apprentice Necromancer', { activated: [{ sacrificeSelf: true, effects: [{ kind: 'put-onto-battlefield', target: 'creature' }, haste, later('sacrifice')] }] }],
  ['Kami of Industry', { triggers: [{ event: 'enters', effects: [{ kind: 'put-onto-battlefield', target: 'artifact' }, haste, later('sacrifice')] }] }],
  ['Planebound Accomplice', { activated: [{ effects: [{ kind: 'put-onto-battlefield', may: 'may' }, later('sacrifice')] }] }],
];

const UNMODELLED: [string, string][] = [
  // "Until end of turn, …" opens the sentence: the haste is this turn's, not the game's.
  ['Besmirch', 'Until end of turn, gain control of target creature and it gains haste.'],
];

const EXTRA = ['Grizzly Bears', 'Colossal Dreadmaw', "Goryo's Vengeance", 'Isamaru, Hound of Konda'];
let cards: Map<string, CardRecord>;
beforeAll(async () => {
  cards = await loadRealCards([...new Set([...ROWS.map((r) => r[0]), ...UNMODELLED.map((r) => r[0]), ...EXTRA])]);
}, 120_000);

describe('session-49 "it" after a move, haste for good, sacrificed at the next end step: compiled', () => {
  compiledShapes(ROWS, UNMODELLED, () => cards);

  it('Goryo’s Vengeance: its rules text is read whole (its splice keyword aside)', async () => {
    const { compileCard } = await import('../../src/cards/compile/index.ts');
    const c = compileCard(cards.get("Goryo's Vengeance")!);
    expect(c.object).toMatchObject({ spell: { effects: [{ kind: 'put-onto-battlefield', target: 'creature' }, haste, later('exile')] } });
    expect(c.unmodelled).toEqual(['Splice onto Arcane {2}{B}']);
  });
});

describe('session-49 temporary reanimation in play (400.7j, 611.2a, 603.7)', () => {
  const { run } = cardScenarios(() => cards);
  const named = (r: ScenarioRun, n: string) => r.resolution.final.objects.filter((o) => o.printed.name === n);
  const story = (spell: string, creature: string, after: unknown[]) => ({
    players: [{ id: 'A' }, { id: 'B' }],
    objects: [{ id: 's', card: spell, zone: 'hand', controller: 'A' }, { id: 'x', card: creature, zone: 'graveyard', controller: 'A' }],
    actions: [{ kind: 'cast', object: 's', targets: { creature: ['x'] } }, { kind: 'resolve' }, ...after],
  });

  it('GIVEN Grave Upheaval on the Bears in my graveyard THEN they return with haste, still there at the end step (611.2a)', async () => {
    const r = await run(story('Grave Upheaval', 'Grizzly Bears', [{ kind: 'begin-step', step: 'end' }, { kind: 'resolve', all: true }]));
    const [b] = named(r, 'Grizzly Bears');
    expect(b?.zone).toBe('battlefield');
    expect(r.resolution.computed.find((c) => c.id === b!.id)?.keywords.map((k) => k.keyword)).toContain('haste');
  });

  it('GIVEN Footsteps of the Goryo on my Colossal Dreadmaw THEN it is back until the next end step, then sacrificed into my graveyard (603.7a-c, 701.21a)', async () => {
    const before = await run(story('Footsteps of the Goryo', 'Colossal Dreadmaw', []));
    expect(named(before, 'Colossal Dreadmaw').map((o) => o.zone)).toEqual(['battlefield']);
    const r = await run(story('Footsteps of the Goryo', 'Colossal Dreadmaw', [{ kind: 'begin-step', step: 'end' }, { kind: 'resolve', all: true }]));
    expect(named(r, 'Colossal Dreadmaw').map((o) => o.zone)).toEqual(['graveyard']);
  });

  it('GIVEN Sneak Attack putting my Colossal Dreadmaw from my hand THEN it has haste, and is sacrificed at the next end step (400.7j, 611.2a, 603.7c)', async () => {
    const board = (after: unknown[]) => ({
      players: [{ id: 'A', hand: 'described' }, { id: 'B' }],
      objects: [{ id: 'sa', card: 'Sneak Attack', zone: 'battlefield', controller: 'A' }, { id: 'd', card: 'Colossal Dreadmaw', zone: 'hand', controller: 'A' }],
      actions: [{ kind: 'activate', object: 'sa' }, { kind: 'resolve', choices: { may: true, put: ['d'] } }, ...after],
    });
    const now = await run(board([]));
    const [d] = named(now, 'Colossal Dreadmaw');
    expect(d?.zone).toBe('battlefield');
    expect(now.resolution.computed.find((c) => c.id === d!.id)?.keywords.map((k) => k.keyword)).toContain('haste');
    const r = await run(board([{ kind: 'begin-step', step: 'end' }, { kind: 'resolve', all: true }]));
    expect(named(r, 'Colossal Dreadmaw').map((o) => o.zone)).toEqual(['graveyard']);
  });

  it('GIVEN Goryo’s Vengeance on Isamaru THEN it has haste, and the exile at the end step finds it though "It gains haste" came between (400.7j, 603.7c)', async () => {
    const after = await run(story("Goryo's Vengeance", 'Isamaru, Hound of Konda', []));
    const [i] = named(after, 'Isamaru, Hound of Konda');
    expect(after.resolution.computed.find((c) => c.id === i!.id)?.keywords.map((k) => k.keyword)).toContain('haste');
    const r = await run(story("Goryo's Vengeance", 'Isamaru, Hound of Konda', [{ kind: 'begin-step', step: 'end' }, { kind: 'resolve', all: true }]));
    expect(named(r, 'Isamaru, Hound of Konda').map((o) => o.zone)).toEqual(['exile']);
  });
});
