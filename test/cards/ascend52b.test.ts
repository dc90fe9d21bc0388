/**
 * Issue 14 (cards52b): ascend on a permanent and the city's blessing (702.131b-c). A permanent's "Ascend" is a static
 * ability: any time its controller controls ten or more permanents they get the city's blessing for the rest of the
 * game; "<static ability> as long as you have the city's blessing" and "… can't attack or block unless you have the
 * city's blessing" are conditional statics (611.3a) over it. Ascend on an instant or sorcery (702.131a) and other
 * sentences naming the blessing (an intervening "if", an activation restriction) stay unread.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { CardRecord } from '../../src/cards/types.ts';
import { runScenarioWithCards } from '../../src/scenario/run.ts';
import type { ScenarioRun } from '../../src/scenario/run.ts';
import { compileCard } from '../../src/cards/compile/index.ts';
import { cardScenarios, compiledShapes, loadRealCards, realCardDeps } from './compile-helpers.ts';
import { answeredRight } from '../support/ask-rows.ts';
import type { QuestionDeps } from '../../src/questions/index.ts';

const ASCEND = { keyword: 'ascend' };
const blessed = (has: boolean) => ({ kind: 'citys-blessing', has });

const ROWS: [string, Record<string, unknown>][] = [
  ['Tendershoot Dryad', { keywords: [ASCEND], statics: [{ affects: { kind: 'filter', controller: 'you', subtypes: ['Saproling'] }, modifications: [{ kind: 'modify-pt', power: 2, toughness: 2 }], condition: blessed(true) }], triggers: [{ event: 'upkeep' }] }],
  ['Illustrious Wanderglyph', { keywords: [ASCEND], statics: [{ affects: { kind: 'filter', other: true, controller: 'you', allTypes: ['Artifact', 'Creature'] }, modifications: [{ kind: 'modify-pt', power: 2, toughness: 2 }], condition: blessed(true) }] }],
  // "unless": the restriction applies while the player hasn't the blessing.
  ['Wayward Swordtooth', { keywords: [ASCEND], statics: [{ affects: { kind: 'source' }, modifications: [{ kind: 'add-keywords', keywords: [{ keyword: "can't attack or block" }] }], condition: blessed(false) }] }],
];

const UNMODELLED: [string, string][] = [
  // An intervening "if" of a trigger, an activation restriction: other templates, not read.
  ['Twilight Prophet', "At the beginning of your upkeep, if you have the city's blessing, reveal the top card of your library and put it into your hand. Each opponent loses X life and you gain X life, where X is that card's mana value."],
  ['Arch of Orazca', "{5}, {T}: Draw a card. Activate only if you have the city's blessing."],
  // 702.131a: a spell's ascend, checked as it resolves.
  ['Secrets of the Golden City', 'Ascend'],
];

const land = (id: string, controller = 'A') => ({ id, name: `Land ${id}`, types: ['Land'], controller });
const saproling = (id: string) => ({ id, name: 'Saproling', types: ['Creature'], subtypes: ['Saproling'], colors: ['G'], power: 1, toughness: 1, token: true });

let cards: Map<string, CardRecord>;
beforeAll(async () => {
  cards = await loadRealCards([...ROWS.map((r) => r[0]), ...UNMODELLED.map((r) => r[0]), 'Grizzly Bears']);
}, 120_000);

describe("ascend52b: ascend and the city's blessing, compiled (702.131b, 611.3a)", () => {
  compiledShapes(ROWS, UNMODELLED, () => cards);
  it('GIVEN an ascend sorcery THEN the keyword is not given to it as modelled (702.131a)', () => {
    const c = compileCard(cards.get('Secrets of the Golden City')!);
    expect(c.missing).toContain('keyword: ascend');
    expect((c.object.keywords as unknown[] | undefined) ?? []).not.toContainEqual(ASCEND);
  });
});

describe("GIVEN a permanent with ascend, the city's blessing in the engine (702.131b-c)", () => {
  const { run, resolver } = cardScenarios(() => cards);
  const size = (r: ScenarioRun, id: string) => {
    const c = r.resolution.computed.find((x) => x.id === id);
    return c ? `${c.power}/${c.toughness}` : null;
  };
  const dryadBoard = (lands: number) => [{ id: 'td', card: 'Tendershoot Dryad' }, saproling('s1'), saproling('s2'), ...Array.from({ length: lands }, (_, i) => land(`l${i}`))];

  it.each([
    [7, '3/3'],
    [6, '1/1'],
  ])('WHEN its controller controls Tendershoot Dryad, two Saprolings and %i lands THEN a Saproling is %s', async (lands, pt) => {
    const r = await run({ objects: dryadBoard(lands) });
    expect(r.resolution.error).toBeUndefined();
    expect(size(r, 's1')).toBe(pt);
  });

  it("WHEN the opponent's permanents make ten THEN they don't count: only the permanents you control do (702.131b)", async () => {
    const r = await run({ objects: [...dryadBoard(0), ...Array.from({ length: 8 }, (_, i) => land(`o${i}`, 'B'))] });
    expect(size(r, 's1')).toBe('1/1');
  });

  it("WHEN the Scenario says the player has the city's blessing THEN it applies with fewer than ten permanents (702.131c)", async () => {
    const r = await run({ players: [{ id: 'A', citysBlessing: true }, { id: 'B' }], objects: dryadBoard(0) });
    expect(size(r, 's1')).toBe('3/3');
  });

  it('WHEN a permanent dies after the player had ten THEN the blessing stays for the rest of the game: still 3/3, and the trace says when it was got', async () => {
    const r = await run({ objects: [...dryadBoard(6), { id: 'gb', card: 'Grizzly Bears' }], actions: [{ kind: 'damage', target: 'gb', amount: 2 }] });
    expect(r.resolution.error).toBeUndefined();
    expect(r.resolution.final.objects.find((o) => o.printed.name === 'Grizzly Bears')?.zone).toBe('graveyard');
    expect(size(r, 's1')).toBe('3/3');
    const got = r.resolution.trace.find((t) => t.key === 'ascend.blessing');
    expect(got?.rules).toEqual(['702.131b']);
    expect(got?.params).toMatchObject({ player: 'A' });
  });

  it("WHEN an effect changed who controls one of the permanents THEN the count isn't made from printed controllers: the run stops, naming it (702.131b)", async () => {
    const steal = { kind: 'apply-effect', effect: { text: 'Control Magic', affects: { kind: 'objects', ids: ['l0'] }, modifications: [{ kind: 'set-controller', player: 'B' }] } };
    const r = await runScenarioWithCards({ objects: dryadBoard(7), actions: [steal] }, resolver);
    if (r.ok || r.error.kind !== 'engine') throw new Error('expected the engine to stop');
    expect(r.error.error).toMatchObject({ code: 'unmodelled', params: { reason: 'ascend-count', object: 'Land l0' } });
  });

  it("WHEN Wayward Swordtooth attacks without the city's blessing THEN the attack is illegal; with it THEN it attacks", async () => {
    const attack = { actions: [{ kind: 'declare-attackers', attackers: [{ object: 'ws' }] }] };
    const without = await runScenarioWithCards({ objects: [{ id: 'ws', card: 'Wayward Swordtooth' }], ...attack }, resolver);
    expect(without.ok).toBe(false);
    if (without.ok || without.error.kind !== 'engine') throw new Error('expected the engine to refuse the attack');
    expect(without.error.error).toMatchObject({ code: 'illegal_action', params: { ability: "can't attack or block" } });
    const withIt = await run({ objects: [{ id: 'ws', card: 'Wayward Swordtooth' }, ...Array.from({ length: 9 }, (_, i) => land(`l${i}`))], ...attack });
    expect(withIt.resolution.error).toBeUndefined();
  });
});

describe("the city's blessing through /ask (EN and JA)", () => {
  let deps: QuestionDeps;
  beforeAll(async () => {
    deps = await realCardDeps({ 'Tendershoot Dryad': '若葉のドライアド', 'Wayward Swordtooth': 'むら気な長剣歯', 'Grizzly Bears': '灰色熊' });
  }, 120_000);
  const ASKED: [string, string, 'yes' | 'no' | null][] = [
    ['I control Tendershoot Dryad, a 1/1 Saproling token and ten lands. How big is the Saproling?', '3/3', null],
    ['I control Tendershoot Dryad and a 1/1 Saproling token. How big is the Saproling?', '1/1', null],
    ['I control Wayward Swordtooth and nothing else. Can it attack?', 'No', 'no'],
    ['I control Wayward Swordtooth and nine lands. Can Wayward Swordtooth attack?', 'Yes', 'yes'],
    ['私は《若葉のドライアド》と1/1の苗木トークンと土地10枚をコントロールしている。苗木トークンのパワーとタフネスは?', '3/3', null],
    ['私は《むら気な長剣歯》だけをコントロールしている。《むら気な長剣歯》は攻撃できますか?', 'いいえ', 'no'],
  ];
  it.each(ASKED)('%s → says %s', (q, says, verdict) => answeredRight(() => deps)(q, says, verdict), 60_000);
});
