/**
 * Issue 14 (cards53b): doubling power and toughness (701.10a-c) — "Double target creature's power until end of turn",
 * "Double the power and toughness of each creature you control until end of turn": each creature gets +X/+0 or +X/+Y,
 * X and Y its own power and toughness as the instruction is followed (fixed then, 611.2c); a negative value doubled is
 * lowered (701.10c).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { CardRecord } from '../../src/cards/types.ts';
import { compileAbilityText } from '../../src/cards/compile/index.ts';
import { cardScenarios, compiledShapes, loadRealCards } from './compile-helpers.ts';

const BOTH = { kind: 'apply-effect', doubled: true, effect: { modifications: [{ kind: 'modify-pt', power: 1, toughness: 1 }], duration: { kind: 'end-of-turn' } } };
const POWER = { kind: 'apply-effect', doubled: true, effect: { modifications: [{ kind: 'modify-pt', power: 1, toughness: 0 }] } };

const ROWS: [string, Record<string, unknown>][] = [
  ['Unnatural Growth', { triggers: [{ effects: [{ ...BOTH, effect: { ...BOTH.effect, affects: { kind: 'filter', types: ['Creature'], controller: 'you' } } }] }] }],
  ['Bulk Up', { spell: { effects: [{ ...POWER, target: 'creature' }] } }],
  ['Unleash Fury', { spell: { effects: [{ ...POWER }] } }],
  ['Choose Your Weapon', {}],
  ['Dragonclaw Strike', { spell: { effects: [{ ...BOTH, target: 'creature' }, { kind: 'fight' }] } }],
  ['Double Trouble', { spell: { effects: [{ ...POWER }] } }],
];

const UNMODELLED: [string, string][] = [
  // Doubled several times: not read.
  ['Exponential Growth', "Until end of turn, double target creature's power X times."],
];

let cards: Map<string, CardRecord>;
beforeAll(async () => {
  cards = await loadRealCards([...ROWS.map((r) => r[0]), ...UNMODELLED.map((r) => r[0]), 'Hill Giant', 'Grizzly Bears', 'Giant Growth', 'Wall of Wood']);
}, 120_000);

describe('double-pt53b: doubling power and toughness (701.10a-c)', () => {
  compiledShapes(ROWS, UNMODELLED, () => cards);
});

describe('double-pt53b: the wordings of the family, and those left unread', () => {
  it.each([
    ["Double target creature's power and toughness until end of turn.", 1],
    ['Double the power of target creature you control until end of turn.', 0],
    ['Double the power and toughness of each creature you control until end of turn.', 1],
    ['Double the power of each other creature you control until end of turn.', 0],
    ["Until end of turn, double target creature's power.", 0],
  ])('%s is read (toughness unit %s)', (text, t) => {
    const c = compileAbilityText(text, undefined, true);
    expect(c.unmodelled).toEqual([]);
    expect(c.object).toMatchObject({ spell: { effects: [{ kind: 'apply-effect', doubled: true, effect: { modifications: [{ kind: 'modify-pt', power: 1, toughness: t }] } }] } });
  });
  it.each([
    "Double target creature's power.",
    "Until end of turn, double target creature's power twice.",
    "Double target creature's toughness until end of turn.",
    'Double the power of target creature until your next turn.',
  ])('%s stays unread', (text) => {
    expect(compileAbilityText(text, undefined, true).unmodelled).toEqual([text]);
  });
});

describe('GIVEN doubling spells resolving (701.10b-c)', () => {
  const { run } = cardScenarios(() => cards);
  const pt = (r: Awaited<ReturnType<typeof run>>, id: string) => {
    const o = r.resolution.computed.find((x) => x.id === id)!;
    return [o.power, o.toughness];
  };
  it('WHEN Dragonclaw Strike doubles a 3/3 Hill Giant THEN it is 6/6', async () => {
    const r = await run({ objects: [{ id: 'd', card: 'Dragonclaw Strike', zone: 'hand' }, { id: 'h', card: 'Hill Giant' }], actions: [{ kind: 'cast', object: 'd', targets: { creature: ['h'], creature2: [] } }, { kind: 'resolve' }] });
    expect(r.resolution.error).toBeUndefined();
    expect(pt(r, 'h')).toEqual([6, 6]);
    expect(r.resolution.trace.find((t) => t.key === 'resolve.double')?.params).toMatchObject({ power: 3, toughness: 3 });
  });
  it('WHEN Giant Growth resolves first and then Bulk Up doubles the power THEN it is 12/6 (the current power is doubled)', async () => {
    const r = await run({ objects: [{ id: 'b', card: 'Bulk Up', zone: 'hand' }, { id: 'g', card: 'Giant Growth', zone: 'hand' }, { id: 'h', card: 'Hill Giant' }], actions: [{ kind: 'cast', object: 'g', targets: { creature: ['h'] } }, { kind: 'resolve' }, { kind: 'cast', object: 'b', targets: { creature: ['h'] } }, { kind: 'resolve' }] });
    expect(r.resolution.error).toBeUndefined();
    expect(pt(r, 'h')).toEqual([12, 6]);
  });
  it('WHEN Double Trouble resolves THEN each creature its controller controls has its own power doubled, an opponent\'s not', async () => {
    const r = await run({ objects: [{ id: 'd', card: 'Double Trouble', zone: 'hand' }, { id: 'h', card: 'Hill Giant' }, { id: 'b', card: 'Grizzly Bears' }, { id: 'o', card: 'Grizzly Bears', controller: 'B' }], actions: [{ kind: 'cast', object: 'd' }, { kind: 'resolve' }] });
    expect(r.resolution.error).toBeUndefined();
    expect([pt(r, 'h'), pt(r, 'b'), pt(r, 'o')]).toEqual([[6, 3], [4, 2], [2, 2]]);
  });
  it('WHEN Unleash Fury doubles a creature whose power is below 0 THEN its power is lowered by that much (701.10c)', async () => {
    const r = await run({ objects: [{ id: 'u', card: 'Unleash Fury', zone: 'hand' }, { id: 'w', card: 'Wall of Wood', counters: { '-1/-1': 1 } }], actions: [{ kind: 'cast', object: 'u', targets: { creature: ['w'] } }, { kind: 'resolve' }] });
    expect(r.resolution.error).toBeUndefined();
    expect(pt(r, 'w')).toEqual([-2, 2]);
  });
});

describe('double-pt53b: the Japanese surface (shared meaning, two surfaces)', () => {
  const effectsOf = (text: string) => {
    const c = compileAbilityText(text, undefined, true);
    expect(c.unmodelled).toEqual([]);
    return (c.object.spell as { effects: unknown[] }).effects;
  };
  it.each([
    ['クリーチャー1体を対象とする。ターン終了時まで、それのパワーを2倍にする。', "Double target creature's power until end of turn."],
    ['クリーチャー1体を対象とする。ターン終了時まで、それのパワーとタフネスを2倍にする。', "Double target creature's power and toughness until end of turn."],
  ])('%s reads as %s', (ja, en) => {
    const strip = (e: unknown[]) => JSON.parse(JSON.stringify(e, (k, v) => (k === 'text' ? undefined : v)));
    expect(strip(effectsOf(ja))).toEqual(strip(effectsOf(en)));
  });
  it('「ターン終了時まで、それのタフネスを2倍にする」 stays unread', () => {
    const text = 'クリーチャー1体を対象とする。ターン終了時まで、それのタフネスを2倍にする。';
    expect(compileAbilityText(text, undefined, true).unmodelled.length).toBeGreaterThan(0);
  });
});
