/**
 * Issue 14 (keywords): keywords their rule defines by an ability's text, read by the same templates
 * as printed text (compile/keyword-texts.ts) — bushido N (702.45a: "Whenever this creature blocks or
 * becomes blocked, it gets +N/+N until end of turn"), afterlife N (702.135a: N 1/1 white and black
 * flying Spirits when it is put into a graveyard from the battlefield), exploit (702.110a: "When this
 * creature enters, you may sacrifice a creature") and outlast [cost] (702.107a: "[Cost], {T}: Put a
 * +1/+1 counter on this creature. Activate only as a sorcery"). Rows of real cards, then the
 * abilities through the engine.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { CardRecord } from '../../src/cards/types.ts';
import { compileCard } from '../../src/cards/compile/index.ts';
import { cardScenarios, compiledShapes, loadRealCards } from './compile-helpers.ts';

const pump = (n: number) => [{ kind: 'apply-effect', effect: { affects: { kind: 'source' }, modifications: [{ kind: 'modify-pt', power: n, toughness: n }], duration: { kind: 'end-of-turn' } } }];
const bushido = (n: number) => [
  { event: 'blocks', text: `Bushido ${n}`, rules: ['702.45a'], effects: pump(n) },
  { event: 'becomes-blocked', text: `Bushido ${n}`, rules: ['702.45a'], effects: pump(n) },
];
const spirit = { kind: 'create', seed: { types: ['Creature'], subtypes: ['Spirit'], colors: ['W', 'B'], power: 1, toughness: 1, keywords: [{ keyword: 'flying' }] } };
const afterlife = (n: number) => ({ event: 'to-graveyard', text: `Afterlife ${n}`, rules: ['702.135a'], effects: Array.from({ length: n }, () => spirit) });
const outlast = (cost: string) => ({ text: `Outlast ${cost}`, cost: `${cost}, {T}`, tap: true, sorcery: true, effects: [{ kind: 'add-counters', counter: '+1/+1', amount: 1, self: true }] });

const ROWS: [string, Record<string, unknown>][] = [
  ['Devoted Retainer', { triggers: bushido(1) }],
  ['Kitsune Blademaster', { triggers: bushido(1) }],
  ['Orzhov Enforcer', { triggers: [afterlife(1)] }],
  ['Ministrant of Obligation', { triggers: [afterlife(2)] }],
];

/** The keyword read while another sentence of the card isn't. */
const KEYWORD_READ: [string, string, Record<string, unknown>][] = [
  ['Tithe Taker', 'Afterlife 1', { triggers: [afterlife(1)] }],
  ['Silumgar Butcher', 'Exploit', { triggers: [{ event: 'enters', text: 'Exploit', rules: ['702.110a'], effects: [{ kind: 'sacrifice', choose: { filter: { types: ['Creature'] } }, may: 'may' }] }] }],
  ['Abzan Falconer', 'Outlast {W}', { activated: [outlast('{W}')] }],
  ['Ainok Bond-Kin', 'Outlast {1}{W}', { activated: [outlast('{1}{W}')] }],
];

/** "Bushido X" in a sentence, not a keyword line: not read. */
const UNMODELLED: [string, string][] = [['Fumiko the Lowblood', 'Fumiko has bushido X, where X is the number of attacking creatures.']];

let cards: Map<string, CardRecord>;
beforeAll(async () => {
  cards = await loadRealCards([...ROWS.map((r) => r[0]), ...KEYWORD_READ.map((r) => r[0]), ...UNMODELLED.map((r) => r[0]), 'Grizzly Bears']);
}, 120_000);

describe('keywords defined by an ability\'s text, compiled (702.45a, 702.107a, 702.110a, 702.135a)', () => {
  compiledShapes(ROWS, UNMODELLED, () => cards);
  it.each(KEYWORD_READ)('%s: %s is read', (name, line, shape) => {
    const c = compileCard(cards.get(name)!);
    expect(c.modelled).toContain(line);
    expect(c.unmodelled).not.toContain(line);
    expect(c.object).toMatchObject(shape);
  });
});

describe('bushido, afterlife and outlast, through the engine', () => {
  const scenarios = cardScenarios(() => cards);
  type R = Awaited<ReturnType<typeof scenarios.run>>;
  const computed = (r: R, id: string) => r.resolution.computed.find((c) => c.id === id);

  it('GIVEN Devoted Retainer (bushido 1) WHEN it blocks Grizzly Bears THEN it is 2/2 until end of turn and survives the damage (702.45a)', async () => {
    const r = await scenarios.run({
      objects: [{ id: 'gb', card: 'Grizzly Bears', zone: 'battlefield' }, { id: 'dr', card: 'Devoted Retainer', zone: 'battlefield', controller: 'B', owner: 'B' }],
      actions: [{ kind: 'declare-attackers', attackers: [{ object: 'gb' }] }, { kind: 'declare-blockers', blockers: [{ object: 'dr', blocks: ['gb'] }] }, { kind: 'resolve' }],
    });
    expect(r.resolution.error).toBeUndefined();
    expect(computed(r, 'dr')).toMatchObject({ power: 2, toughness: 2 });
  });

  it('GIVEN Kitsune Blademaster (bushido 1) WHEN it attacks and becomes blocked THEN it gets +1/+1 (702.45a)', async () => {
    const r = await scenarios.run({
      objects: [{ id: 'kb', card: 'Kitsune Blademaster', zone: 'battlefield' }, { id: 'gb', card: 'Grizzly Bears', zone: 'battlefield', controller: 'B', owner: 'B' }],
      actions: [{ kind: 'declare-attackers', attackers: [{ object: 'kb' }] }, { kind: 'declare-blockers', blockers: [{ object: 'gb', blocks: ['kb'] }] }, { kind: 'resolve' }],
    });
    expect(r.resolution.error).toBeUndefined();
    expect(computed(r, 'kb')).toMatchObject({ power: 3, toughness: 3 });
  });

  it('GIVEN Ministrant of Obligation (afterlife 2) WHEN it is sacrificed THEN two 1/1 flying Spirits are created (702.135a)', async () => {
    const r = await scenarios.run({ objects: [{ id: 'mo', card: 'Ministrant of Obligation', zone: 'battlefield' }], actions: [{ kind: 'sacrifice', object: 'mo' }, { kind: 'resolve' }] });
    expect(r.resolution.error).toBeUndefined();
    const spirits = r.resolution.computed.filter((c) => c.subtypes.includes('Spirit') && r.resolution.final.objects.find((o) => o.id === c.id)?.zone === 'battlefield');
    expect(spirits.map((s) => [s.power, s.toughness, s.keywords.map((k) => k.keyword)])).toEqual([
      [1, 1, ['flying']],
      [1, 1, ['flying']],
    ]);
  });

  // Every outlast card also has a static ability about creatures with +1/+1 counters, which the engine
  // doesn't read (and which is relevant here): the ability compiled from Ainok Bond-Kin's keyword, on a described creature.
  const outlaster = () => ({ id: 'ab', name: 'Outlaster', types: ['Creature'], power: 2, toughness: 1, zone: 'battlefield', activated: compileCard(cards.get('Ainok Bond-Kin')!).object.activated });

  it("GIVEN outlast {1}{W} WHEN it is activated THEN the creature is tapped and gets a +1/+1 counter; with a spell on the stack it can't be (702.107a, 602.5d)", async () => {
    const r = await scenarios.run({ objects: [outlaster()], actions: [{ kind: 'activate', object: 'ab' }, { kind: 'resolve' }] });
    expect(r.resolution.error).toBeUndefined();
    const ab = r.resolution.final.objects.find((o) => o.id === 'ab');
    expect([ab?.tapped, ab?.counters['+1/+1']]).toEqual([true, 1]);
    const early = await scenarios.run({
      objects: [outlaster(), { id: 'gb', card: 'Grizzly Bears', zone: 'hand' }],
      actions: [{ kind: 'cast', object: 'gb' }, { kind: 'activate', object: 'ab' }],
    });
    expect(early.resolution.trace.find((x) => x.key === 'activate.rewound')?.params).toMatchObject({ reason: 'sorcery-timing' });
  });
});
