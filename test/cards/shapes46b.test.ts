/**
 * Issue 14, cards46b: sentence shapes of classic cards players ask about.
 *
 * 1. A target (or "all/each" object) with a status adjective: "destroy target tapped creature", "tap target untapped
 *    creature" (110.5: tapped/untapped is a permanent's status, not a characteristic, 110.5a; only permanents have
 *    one, 110.5d). Checked as the target is chosen and again as the spell or ability resolves (115.1, 608.2b).
 * 2. "It deals damage equal to its power to any target" in an object's own ability (608.2h): the source's power as
 *    the instruction is followed, or as it last existed when the ability triggered on its leaving (603.10a). After
 *    "Sacrifice this creature" as a cost it is not read.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { CardRecord } from '../../src/cards/types.ts';
import { compileCard } from '../../src/cards/compile/index.ts';
import { cardScenarios, compiledShapes, loadRealCards } from './compile-helpers.ts';

const TAPPED = (extra: Record<string, unknown> = {}) => ({ kind: 'filter', types: ['Creature'], tapped: true, ...extra });
const OWN_POWER = { kind: 'damage', amount: 0, amountFrom: 'source-power' };

const ROWS: [string, Record<string, unknown>][] = [
  ['Royal Assassin', { activated: [{ tap: true, targets: [{ word: 'creature', objects: TAPPED() }], effects: [{ kind: 'destroy', target: 'creature' }] }] }],
  ['Murderous Redcap', { keywords: [{ keyword: 'persist' }], triggers: [{ event: 'enters', targets: [{ word: 'any', players: 'any' }], effects: [{ ...OWN_POWER, target: 'any' }] }, { rules: ['702.79a'] }] }],
];

/** Cards with another sentence left unmodelled: the shape's sentence itself is read (the object matches). */
const READ_BESIDE: [string, Record<string, unknown>][] = [
  ['Harbinger of the Tides', { triggers: [{ event: 'enters', targets: [{ objects: TAPPED({ controller: 'opponent' }) }], effects: [{ kind: 'return-to-hand', may: 'may' }] }] }],
  ['Anafenza, the Foremost', { triggers: [{ event: 'attacks', targets: [{ objects: TAPPED({ controller: 'you', other: true }) }] }] }],
  ['Gideon Jura', { activated: [{ cost: '−2', targets: [{ objects: TAPPED() }], effects: [{ kind: 'destroy' }] }] }],
  ['Backlash', { spell: { effects: [{ kind: 'tap' }], targets: [{ objects: TAPPED({ tapped: false }) }] } }],
  ['Balduvian Berserker', { triggers: [{ event: 'dies', effects: [{ ...OWN_POWER, target: 'any' }] }] }],
];

const UNMODELLED: [string, string][] = [
  // Gideon Jura's −2 is read; the others stay unmodelled.
  ['Gideon Jura', "+2: During target opponent's next turn, creatures that player controls attack Gideon Jura if able."],
  // "Tap target untapped creature" is read; "that creature deals damage equal to its power" (another object's) is not.
  ['Backlash', 'That creature deals damage equal to its power to its controller.'],
  // Its power as sacrificed (608.2h): not read.
  ['Cinder Shade', '{R}, Sacrifice this creature: It deals damage equal to its power to target creature.'],
];

let cards: Map<string, CardRecord>;
beforeAll(async () => {
  cards = await loadRealCards([...new Set([...ROWS.map((r) => r[0]), ...UNMODELLED.map((r) => r[0]), ...READ_BESIDE.map((r) => r[0]), 'Serra Angel'])]);
}, 120_000);

describe('issue 14 (cards46b): status adjectives on targets and "equal to its power", compiled (110.5, 608.2h)', () => {
  compiledShapes(ROWS, UNMODELLED, () => cards);
  it.each(READ_BESIDE)('%s: the sentence of the shape is read', (name, shape) => {
    expect(compileCard(cards.get(name)!).object).toMatchObject(shape);
  });
});

describe('a target that must be tapped (110.5, 115.1, 608.2b)', () => {
  const scenarios = cardScenarios(() => cards);
  const assassin = async (tapped: boolean, untapLater = false) =>
    scenarios.run({
      objects: [{ id: 'ra', card: 'Royal Assassin' }, { id: 'sa', card: 'Serra Angel', controller: 'B', owner: 'B', tapped }],
      actions: [{ kind: 'activate', object: 'ra', ability: 0, targets: { creature: ['sa'] } }, ...(untapLater ? [{ kind: 'untap', object: 'sa' }] : []), { kind: 'resolve' }],
    });
  const zone = (r: Awaited<ReturnType<typeof scenarios.run>>, id: string) => r.resolution.final.objects.find((o) => o.id === id)?.zone ?? 'gone';

  it('GIVEN a tapped Serra Angel THEN Royal Assassin destroys it', async () => {
    const r = await assassin(true);
    expect(r.resolution.error).toBeUndefined();
    expect(zone(r, 'sa')).toBe('gone');
  });

  it('GIVEN an untapped Serra Angel THEN it is no legal target: the activation is reversed (115.1, 602.2b)', async () => {
    const r = await assassin(false);
    expect(r.resolution.trace.map((x) => x.key)).toContain('activate.rewound');
    expect(zone(r, 'sa')).toBe('battlefield');
  });

  it('GIVEN the Angel untapped in response THEN the ability does nothing (608.2b: its only target is illegal)', async () => {
    const r = await assassin(true, true);
    expect(r.resolution.error).toBeUndefined();
    expect(zone(r, 'sa')).toBe('battlefield');
  });
});
