/**
 * Issue 14 (cards47):
 * - "<instruction> if it has <power|toughness|mana value> N or less/greater" (608.2c): the instruction affects its one
 *   object only if the object meets the comparison as the instruction is followed; the target stays legal (608.2b).
 * - Revolt's history (207.2c ability word): "if a permanent left the battlefield under your control this turn", told or
 *   seen in the run's own zone changes, never assumed; Fatal Push's "instead" needs it only when it can matter.
 * - "If a creature (permanent) dealt damage this way would die this turn, exile it instead" (614.1a, 700.4) after a
 *   damage instruction: each object the damage reached, and only those, is exiled instead if it dies this turn.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { CardRecord } from '../../src/cards/types.ts';
import type { QuestionDeps } from '../../src/questions/index.ts';
import { cardScenarios, compiledShapes, loadRealCards, realCardDeps } from './compile-helpers.ts';
import { answeredCiting, refusedAs } from '../support/ask-rows.ts';

const REVOLT = { kind: 'this-turn', happened: 'permanent-left-yours' };
const ROWS: [string, Record<string, unknown>][] = [
  ['Fatal Push', { spell: { effects: [{ kind: 'destroy', target: 'creature', onlyIf: { manaValue: { atMost: 2 } }, insteadIf: { condition: REVOLT, effect: { kind: 'destroy', target: 'creature', onlyIf: { manaValue: { atMost: 4 } } } } }] } }],
  ['Anger of the Gods', { spell: { effects: [{ kind: 'damage', amount: 3, all: { types: ['Creature'] }, exileIfDies: { types: ['Creature'] } }] } }],
  ['Pillar of Flame', { spell: { effects: [{ kind: 'damage', amount: 2, target: 'any', exileIfDies: { types: ['Creature'] } }] } }],
  // (One sentence read as two damage instructions: "this way" is both — the creatures too, not only the planeswalkers.)
  ['Underworld Fires', { spell: { effects: [{ kind: 'damage', amount: 1, all: { types: ['Creature'] }, exileIfDies: {} }, { kind: 'damage', amount: 1, all: { types: ['Planeswalker'] }, exileIfDies: {} }] } }],
  ['Renegade Rallier', { triggers: [{ event: 'enters', condition: REVOLT, effects: [{ kind: 'put-onto-battlefield', target: 'permanent' }] }] }],
  ['Hidden Stockpile', { triggers: [{ event: 'end-step', condition: REVOLT, effects: [{ kind: 'create' }] }] }],
  ['Solemn Recruit', { triggers: [{ event: 'end-step', condition: REVOLT, effects: [{ kind: 'add-counters', counter: '+1/+1', amount: 1, self: true }] }] }],
];

/** Never half-read. */
const UNMODELLED: [string, string][] = [
  // (Its first sentence is read; the poison-counter "instead" isn't, so the card is refused where it could matter.)
  ['Anoint with Affliction', 'Exile that creature instead if its controller has three or more poison counters.'],
  // "A creature dealt damage this way" watches each object dealt damage; "it" after a divided or player-only damage isn't this.
  ['Angrath, the Flame-Chained', '−3: Gain control of target creature until end of turn. Untap it. It gains haste until end of turn. Sacrifice it at the beginning of the next end step if it has mana value 3 or less.'],
  ['Hog-Monkey Rampage', 'Put a +1/+1 counter on the creature you control if it has power 4 or greater.'],
];

let cards = new Map<string, CardRecord>();
let deps: QuestionDeps = {};
beforeAll(async () => {
  cards = await loadRealCards([...ROWS.map((r) => r[0]), ...UNMODELLED.map((r) => r[0]), 'Grizzly Bears', 'Goblin Rabblemaster', 'Thragtusk', 'Kitchen Finks', 'Hill Giant', 'Darksteel Myr', 'Shock', 'Sol Ring', 'Stoneforge Mystic', 'Llanowar Elves']);
  deps = await realCardDeps({ 'Fatal Push': '致命的な一押し', 'Anger of the Gods': '神々の憤怒', 'Kitchen Finks': '台所の嫌がらせ屋', 'Stoneforge Mystic': '石鍛冶の神秘家', 'Goblin Rabblemaster': 'ゴブリンの熟練扇動者', Thragtusk: 'スラーグ牙', 'Grizzly Bears': '灰色熊', Shock: 'ショック', 'Pillar of Flame': '火柱', 'Hill Giant': '丘巨人' });
}, 120_000);

describe('cards47 shapes in real cards, compiled', () => {
  compiledShapes(ROWS, UNMODELLED, () => cards);
});

type Run = Awaited<ReturnType<ReturnType<typeof cardScenarios>['run']>>;
const zoneOf = (r: Run, name: string): string | undefined => r.resolution.final.objects.find((o) => o.printed.name === name)?.zone;
const keys = (r: Run): string[] => r.resolution.trace.map((s) => s.key);

describe('GIVEN Fatal Push THEN its target is destroyed only if it has the mana value named as the spell resolves (608.2c)', () => {
  const scenarios = cardScenarios(() => cards);
  const push = (target: string, extra: Record<string, unknown> = {}, before: unknown[] = []) =>
    scenarios.run({ objects: [{ id: 't', card: target, controller: 'B', owner: 'B' }, { id: 'gb', card: 'Grizzly Bears' }, { id: 'ob', card: 'Grizzly Bears', controller: 'B', owner: 'B' }, { id: 'fp', card: 'Fatal Push', zone: 'hand' }], ...extra, actions: [...before, { kind: 'cast', object: 'fp', targets: { creature: ['t'] } }, { kind: 'resolve' }] });

  it('WHEN the target has mana value 2 THEN it is destroyed, whatever the turn held (the condition is moot)', async () => {
    const r = await push('Stoneforge Mystic');
    expect(r.resolution.error).toBeUndefined();
    expect(zoneOf(r, 'Stoneforge Mystic')).toBe('graveyard');
    expect(keys(r)).toContain('stack.instead-if-moot');
  });
  it('WHEN the target has mana value 5 THEN nothing happens to it and the spell still resolves (608.2b: it stayed legal)', async () => {
    const r = await push('Thragtusk');
    expect(r.resolution.error).toBeUndefined();
    expect(zoneOf(r, 'Thragtusk')).toBe('battlefield');
    expect(r.resolution.trace.some((s) => s.key === 'stack.effect-skipped' && s.params.reason === 'condition-unmet')).toBe(true);
    expect(keys(r)).not.toContain('target.illegal');
    expect(zoneOf(r, 'Fatal Push')).toBe('graveyard');
  });
  it('WHEN the target has mana value 3 and no permanent of yours left this turn THEN nothing happens to it', async () => {
    const r = await push('Goblin Rabblemaster', { permanentLeftThisTurn: { A: false } });
    expect(r.resolution.error).toBeUndefined();
    expect(zoneOf(r, 'Goblin Rabblemaster')).toBe('battlefield');
    expect(r.resolution.trace.find((s) => s.key === 'stack.instead-if')?.params.holds).toBe(false);
  });
  it('WHEN the target has mana value 3 and revolt is told THEN it is destroyed', async () => {
    const r = await push('Goblin Rabblemaster', { permanentLeftThisTurn: { A: true } });
    expect(zoneOf(r, 'Goblin Rabblemaster')).toBe('graveyard');
  });
  it('WHEN the target has mana value 4 and a permanent of yours was destroyed earlier in the story THEN revolt holds and it is destroyed', async () => {
    const r = await push('Stoneforge Mystic', {}, [{ kind: 'destroy', object: 'gb' }]);
    expect(zoneOf(r, 'Stoneforge Mystic')).toBe('graveyard');
    const r4 = await scenarios.run({ objects: [{ id: 't', card: 'Kitchen Finks', controller: 'B', owner: 'B' }, { id: 'tm', card: 'Sol Ring' }, { id: 'fp', card: 'Fatal Push', zone: 'hand' }], actions: [{ kind: 'destroy', object: 'tm' }, { kind: 'cast', object: 'fp', targets: { creature: ['t'] } }, { kind: 'resolve' }] });
    expect(r4.resolution.error).toBeUndefined();
    expect(r4.resolution.trace.find((s) => s.key === 'stack.instead-if')?.params.holds).toBe(true);
  });
  it('WHEN the target has mana value 3 and only the opponent\'s permanent left THEN the history of yours is still unknown: refused (207.2c)', async () => {
    const r = await push('Goblin Rabblemaster', {}, [{ kind: 'destroy', object: 'ob' }]).then(() => null, (e: Error) => e.message);
    expect(r).toContain('"reason":"turn-history-left","rule":"207.2c"');
    const told = await push('Goblin Rabblemaster', { permanentLeftThisTurn: { A: false } }, [{ kind: 'destroy', object: 'ob' }]);
    expect(zoneOf(told, 'Goblin Rabblemaster')).toBe('battlefield');
  });
});

describe('GIVEN Anger of the Gods THEN a creature it dealt damage to that would die this turn is exiled instead (614.1a, 700.4)', () => {
  const scenarios = cardScenarios(() => cards);
  it('WHEN it kills Kitchen Finks THEN Finks is exiled (no persist) and a 3/3 survives; a later lethal Shock to it exiles it too', async () => {
    const r = await scenarios.run({
      objects: [{ id: 'kf', card: 'Kitchen Finks', controller: 'B', owner: 'B' }, { id: 'hg', card: 'Hill Giant' }, { id: 'dm', card: 'Darksteel Myr', controller: 'B', owner: 'B' }, { id: 'ag', card: 'Anger of the Gods', zone: 'hand' }, { id: 'sh', card: 'Shock', zone: 'hand' }],
      actions: [{ kind: 'cast', object: 'ag' }, { kind: 'resolve', all: true }],
    });
    expect(r.resolution.error).toBeUndefined();
    expect(zoneOf(r, 'Kitchen Finks')).toBe('exile');
    expect(zoneOf(r, 'Hill Giant')).toBe('exile');
    // (Indestructible: dealt damage, not destroyed — watched, still on the battlefield.)
    expect(zoneOf(r, 'Darksteel Myr')).toBe('battlefield');
    expect(r.resolution.trace.some((s) => s.key === 'replacement.zone-change' || s.rules.includes('614.6'))).toBe(true);
  });
  it('WHEN a creature survives the damage and dies later this turn THEN it is exiled; one not there when it resolved goes to the graveyard', async () => {
    const r = await scenarios.run({
      objects: [{ id: 'tt', card: 'Thragtusk', controller: 'B', owner: 'B' }, { id: 'ag', card: 'Anger of the Gods', zone: 'hand' }, { id: 'sh', card: 'Shock', zone: 'hand' }, { id: 'gb', card: 'Grizzly Bears', zone: 'hand' }],
      actions: [{ kind: 'cast', object: 'ag' }, { kind: 'resolve', all: true }, { kind: 'cast', object: 'sh', targets: { any: ['tt'] } }, { kind: 'resolve', all: true }],
    });
    expect(r.resolution.error).toBeUndefined();
    expect(zoneOf(r, 'Thragtusk')).toBe('exile');
  });
  it('WHEN Underworld Fires kills a creature (damage to each creature and each planeswalker) THEN the creature is exiled too', async () => {
    const r = await scenarios.run({ objects: [{ id: 'le', card: 'Llanowar Elves', controller: 'B', owner: 'B' }, { id: 'uf', card: 'Underworld Fires', zone: 'hand' }], actions: [{ kind: 'cast', object: 'uf' }, { kind: 'resolve', all: true }] });
    expect(r.resolution.error).toBeUndefined();
    expect(zoneOf(r, 'Llanowar Elves')).toBe('exile');
  });
});

type Row = [string, string, 'yes' | 'no' | null, string];
describe('GIVEN /ask about Fatal Push and Anger of the Gods THEN the answer rests on the condition judged as it resolves, in English and Japanese', () => {
  const answered = answeredCiting(() => deps);
  const ROWS: Row[] = [
    ['I cast Fatal Push targeting their Stoneforge Mystic. Is it destroyed?', 'destroyed', 'yes', '608.2c'],
    ['I cast Fatal Push targeting their Thragtusk. Is it destroyed?', 'survives', 'no', '608.2c'],
    ['I Shock my own Grizzly Bears, then cast Fatal Push targeting their Goblin Rabblemaster. Is Goblin Rabblemaster destroyed?', 'destroyed', 'yes', '608.2c'],
    ['I cast Anger of the Gods while they control Kitchen Finks. Where does Kitchen Finks go?', 'exile', null, '614.1a'],
    ['《致命的な一押し》を相手の《石鍛冶の神秘家》に唱えた。《石鍛冶の神秘家》は破壊される？', '破壊されます', 'yes', '608.2c'],
    ['《致命的な一押し》を相手の《スラーグ牙》に唱えた。《スラーグ牙》は破壊される？', '破壊されません', 'no', '608.2c'],
    ['私は《ショック》で自分の《灰色熊》を対象にして、その後《致命的な一押し》を相手の《ゴブリンの熟練扇動者》に唱えた。《ゴブリンの熟練扇動者》は破壊される？', '破壊されます', 'yes', '608.2c'],
    ['《神々の憤怒》を唱えた。相手は《台所の嫌がらせ屋》をコントロールしている。《台所の嫌がらせ屋》はどこに行く？', '追放領域', null, '614.1a'],
  ];
  it.each(ROWS)('%s', (q, says, verdict, rule) => answered(q, says, verdict, rule), 60_000);

  const refused = refusedAs(() => deps);
  it.each([
    ['I cast Fatal Push targeting their Goblin Rabblemaster. Is it destroyed?', 'revolt'],
    ['《致命的な一押し》を相手の《ゴブリンの熟練扇動者》に唱えた。破壊される？', '紛争'],
  ])('%s: refused, the turn\'s history untold', (q, says) => refused(q, 'unmodelled', says), 60_000);
});
