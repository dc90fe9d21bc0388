/**
 * Issue 14 (session 40): a permanent's kicker and multikicker with the abilities linked to them
 * (702.33a, 702.33c-e), read on real cards (compile/kicked-permanent.ts) and run through the engine:
 * - "If this creature was kicked, it enters with N +1/+1 counters on it." (614.1c);
 * - "This artifact enters with a charge counter on it for each time it was kicked." (multikicker);
 * - "When this creature enters, if it was kicked, <effect>" (603.4: an intervening "if").
 * The permanent keeps how many times the spell that became it was kicked; one put onto the
 * battlefield without being cast was never kicked (702.33d), so it gets nothing.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { CardRecord } from '../../src/cards/types.ts';
import type { ScenarioRun } from '../../src/scenario/run.ts';
import { cardScenarios, compiledShapes, loadRealCards } from './compile-helpers.ts';

const KICKED = { kind: 'kicked' };

const ROWS: [string, Record<string, unknown>][] = [
  // 614.1c, 702.33e: counters if kicked.
  ['Cragplate Baloth', { spell: { kicker: { cost: '{2}{G}', effects: [] } }, entersWithCounters: { kicked: { '+1/+1': 4 }, counters: {} } }],
  ['Untamed Kavu', { spell: { kicker: { cost: '{3}', effects: [] } }, entersWithCounters: { kicked: { '+1/+1': 3 } } }],
  ['Aether Figment', { spell: { kicker: { cost: '{3}' } }, entersWithCounters: { kicked: { '+1/+1': 2 } } }],
  // 702.33c: multikicker, counters for each time kicked.
  ['Everflowing Chalice', { spell: { kicker: { cost: '{2}', multi: true, effects: [] } }, entersWithCounters: { perKick: { charge: 1 } } }],
  ['Gnarlid Pack', { spell: { kicker: { cost: '{1}{G}', multi: true } }, entersWithCounters: { perKick: { '+1/+1': 1 } } }],
  // 603.4, 702.33e: an enters trigger only if kicked.
  ['Goblin Bushwhacker', { spell: { kicker: { cost: '{R}' } }, triggers: [{ event: 'enters', condition: KICKED, effects: [{ kind: 'apply-effect' }] }] }],
  ['Citanul Woodreaders', { triggers: [{ event: 'enters', condition: KICKED, effects: [{ kind: 'draw', amount: 2 }] }] }],
  ['Mold Shambler', { triggers: [{ event: 'enters', condition: KICKED, targets: [{ objects: { notTypes: ['Creature'] } }], effects: [{ kind: 'destroy' }] }] }],
  ['Gatekeeper of Malakir', { triggers: [{ event: 'enters', condition: KICKED, effects: [{ kind: 'sacrifice' }] }] }],
  ['Ghitu Chronicler', { triggers: [{ event: 'enters', condition: KICKED, effects: [{ kind: 'return-to-hand' }] }] }],
];

/** Near misses: a part not read, so the sentence (and the kicker with it) stays unmodelled. */
const UNMODELLED: [string, string][] = [
  // "… and with haste": more than counters.
  ['Pouncing Wurm', 'If this creature was kicked, it enters with three +1/+1 counters on it and with haste.'],
  ['Pouncing Wurm', 'Kicker {2}{G}'],
  // Two kicker costs (702.33b, 702.33f): which one was paid isn't kept.
  ['Archangel of Wrath', 'When this creature enters, if it was kicked twice, it deals 2 damage to any target.'],
  ['Archangel of Wrath', 'Kicker {B} and/or {R}'],
  // A kicker of X: the X isn't kept for the trigger.
  ['Verdeloth the Ancient', 'When Verdeloth enters, if it was kicked, create X 1/1 green Saproling creature tokens.'],
  // A spell's multikicker ("another target for each time") isn't read.
  ['Comet Storm', 'Multikicker {1}'],
];

let cards: Map<string, CardRecord>;
beforeAll(async () => {
  cards = await loadRealCards([...ROWS.map((r) => r[0]), ...UNMODELLED.map((r) => r[0]), 'Grizzly Bears']);
}, 120_000);

describe('a permanent kicker and multikicker with their linked abilities, compiled', () => compiledShapes(ROWS, UNMODELLED, () => cards));

const obj = (r: ScenarioRun, id: string) => r.resolution.final.objects.find((o) => o.id === id || o.id.startsWith(`${id}~`) && o.zone === 'battlefield');

describe('GIVEN a kicker permanent cast kicked or not (702.33d-e, 614.1c)', () => {
  const scenarios = cardScenarios(() => cards);
  it.each([
    ['Cragplate Baloth kicked', 'Cragplate Baloth', { kicked: true }, '+1/+1', 4],
    ['Cragplate Baloth not kicked', 'Cragplate Baloth', {}, '+1/+1', 0],
    ['Everflowing Chalice kicked twice (multikicker)', 'Everflowing Chalice', { kicks: 2 }, 'charge', 2],
    ['Everflowing Chalice kicked once', 'Everflowing Chalice', { kicked: true }, 'charge', 1],
    ['Everflowing Chalice not kicked', 'Everflowing Chalice', { kicks: 0 }, 'charge', 0],
    ['Gnarlid Pack kicked three times', 'Gnarlid Pack', { kicks: 3 }, '+1/+1', 3],
  ])('WHEN %s resolves THEN it enters with the counters its kicks give', async (_what, card, kick, counter, n) => {
    const r = await scenarios.run({ objects: [{ id: 'k', card, zone: 'hand' }], actions: [{ kind: 'cast', object: 'k', ...kick }, { kind: 'resolve' }] });
    expect(r.resolution.error).toBeUndefined();
    expect(obj(r, 'k')?.counters[counter as string] ?? 0).toBe(n);
    if ((n as number) > 0) expect(r.resolution.trace.some((s) => s.rules.includes('702.33e'))).toBe(true);
  });

  it('GIVEN Cragplate Baloth put onto the battlefield from a graveyard THEN it was never kicked: no counters (702.33d)', async () => {
    const r = await scenarios.run({ objects: [{ id: 'k', card: 'Cragplate Baloth', zone: 'graveyard' }], actions: [{ kind: 'move', object: 'k', to: 'battlefield' }] });
    expect(r.resolution.error).toBeUndefined();
    expect(obj(r, 'k')?.counters['+1/+1'] ?? 0).toBe(0);
  });

  it('GIVEN a kicker (not multikicker) paid twice THEN the cast is refused (702.33c)', async () => {
    const r = await scenarios.run({ objects: [{ id: 'k', card: 'Cragplate Baloth', zone: 'hand' }], actions: [{ kind: 'cast', object: 'k', kicks: 2 }] });
    expect(r.resolution.error).toBeUndefined();
    expect(r.resolution.trace.find((s) => s.key === 'cast.rewound')?.params).toMatchObject({ reason: 'kicker-times' });
  });

  it.each([
    ['kicked', { kicked: true }, 3, true],
    ['not kicked', {}, 2, false],
  ])('GIVEN Goblin Bushwhacker cast %s beside a Grizzly Bears THEN the bears get +1/+0 and haste only if kicked (603.4)', async (_what, kick, power, haste) => {
    const r = await scenarios.run({
      objects: [{ id: 'gb', card: 'Grizzly Bears', summoningSick: true }, { id: 'k', card: 'Goblin Bushwhacker', zone: 'hand' }],
      actions: [{ kind: 'cast', object: 'k', ...kick }, { kind: 'resolve' }, { kind: 'resolve' }],
    });
    expect(r.resolution.error).toBeUndefined();
    const bears = r.resolution.computed.find((c) => c.id === 'gb')!;
    expect([bears.power, bears.keywords.some((k) => k.keyword === 'haste')]).toEqual([power, haste]);
    expect(r.resolution.trace.some((s) => s.key === 'trigger.condition-false')).toBe(!haste);
  });
});
