/**
 * Issue 14 (cards47): "Whenever a/another <group> is put into a graveyard from the battlefield" and "… leaves the
 * battlefield" (603.6c): any permanent of the group, not only a creature ("dies" stays a creature's, 700.4), looked back
 * at as it last existed on the battlefield — whose it was, what it was (603.10a). "It" and "that player" after these
 * events aren't read.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { CardRecord } from '../../src/cards/types.ts';
import type { QuestionDeps } from '../../src/questions/index.ts';
import { cardScenarios, compiledShapes, loadRealCards, realCardDeps } from './compile-helpers.ts';
import { answeredCiting } from '../support/ask-rows.ts';

const ROWS: [string, Record<string, unknown>][] = [
  ['Titania, Protector of Argoth', { triggers: [{ event: 'enters' }, { event: 'to-graveyard', who: 'any', filter: { types: ['Land'], controller: 'you' }, effects: [{ kind: 'create', seed: { power: 5, toughness: 3, subtypes: ['Elemental'] } }] }] }],
  ['Starfield Mystic', { triggers: [{ event: 'to-graveyard', who: 'any', filter: { types: ['Enchantment'], controller: 'you' }, effects: [{ kind: 'add-counters', counter: '+1/+1', amount: 1, self: true }] }] }],
  ["Tarrian's Soulcleaver", { triggers: [{ event: 'to-graveyard', who: 'another', filter: { types: ['Artifact', 'Creature'] }, effects: [{ kind: 'add-counters', counter: '+1/+1', attached: true }] }] }],
  ["Nadier's Nightblade", { triggers: [{ event: 'leaves', who: 'any', filter: { token: true, controller: 'you' }, effects: [{ kind: 'life', amount: -1, player: 'opponent' }, { kind: 'life', amount: 1, player: 'you' }] }] }],
  ['Twilight Drover', { triggers: [{ event: 'leaves', who: 'any', filter: { token: true, types: ['Creature'] } }] }],
  ['Ashiok\'s Reaper', { triggers: [{ event: 'to-graveyard', who: 'any', filter: { types: ['Enchantment'], controller: 'you' }, effects: [{ kind: 'draw', amount: 1 }] }] }],
];

/** Never half-read: "it", "that player", "that card" and "if it had counters" after such an event stay unread. */
const UNMODELLED: [string, string][] = [
  ['Pain Distributor', 'Whenever an artifact an opponent controls is put into a graveyard from the battlefield, this creature deals 1 damage to that player.'],
  ['Yomiji, Who Bars the Way', "Whenever a legendary permanent other than Yomiji is put into a graveyard from the battlefield, return that card to its owner's hand."],
  ['The Ozolith', 'Whenever a creature you control leaves the battlefield, if it had counters on it, put those counters on The Ozolith.'],
  ['Kothophed, Soul Hoarder', 'Whenever a permanent owned by another player is put into a graveyard from the battlefield, you draw a card and you lose 1 life.'],
];

let cards = new Map<string, CardRecord>();
let deps: QuestionDeps = {};
beforeAll(async () => {
  deps = await realCardDeps({ 'Titania, Protector of Argoth': 'アルゴスの庇護者、ティタニア', Forest: '森', 'Starfield Mystic': '星原の神秘家', Pacifism: '平和な心', 'Grizzly Bears': '灰色熊' });
  cards = await loadRealCards([...ROWS.map((r) => r[0]), ...UNMODELLED.map((r) => r[0]), 'Forest', 'Grizzly Bears', 'Pacifism', 'Sol Ring']);
}, 120_000);

describe('cards47 "is put into a graveyard from the battlefield" / "leaves the battlefield" triggers, compiled', () => {
  compiledShapes(ROWS, UNMODELLED, () => cards);
});

type Run = Awaited<ReturnType<ReturnType<typeof cardScenarios>['run']>>;
const named = (r: Run, name: string) => r.resolution.final.objects.filter((o) => o.printed.name === name && o.zone === 'battlefield');
const lifeOf = (r: Run, p: string) => r.resolution.final.players.find((x) => x.id === p)!.life;

describe('GIVEN a trigger on a group\'s permanent put into a graveyard or leaving the battlefield THEN it triggers for that group only (603.6c, 603.10a)', () => {
  const scenarios = cardScenarios(() => cards);
  it('WHEN Titania\'s controller\'s Forest is destroyed THEN a 5/3 Elemental is created; the opponent\'s Forest creates none', async () => {
    const r = await scenarios.run({ objects: [{ id: 't', card: 'Titania, Protector of Argoth' }, { id: 'f', card: 'Forest' }, { id: 'of', card: 'Forest', controller: 'B', owner: 'B' }], actions: [{ kind: 'destroy', object: 'f' }, { kind: 'destroy', object: 'of' }, { kind: 'resolve', all: true }] });
    expect(r.resolution.error).toBeUndefined();
    expect(r.resolution.final.objects.filter((o) => o.zone === 'battlefield' && o.isToken).map((o) => [o.baseController, o.printed.power, o.printed.toughness])).toEqual([['A', 5, 3]]);
    expect(r.resolution.trace.some((s) => s.rules.includes('603.10a'))).toBe(true);
  });
  it('WHEN an enchantment of Starfield Mystic\'s controller is destroyed THEN the Mystic gets a +1/+1 counter; a creature dying gives none', async () => {
    const r = await scenarios.run({ objects: [{ id: 'sm', card: 'Starfield Mystic' }, { id: 'pa', card: 'Pacifism', attachedTo: 'gb', controller: 'A' }, { id: 'gb', card: 'Grizzly Bears', controller: 'B', owner: 'B' }, { id: 'gb2', card: 'Grizzly Bears' }], actions: [{ kind: 'destroy', object: 'pa' }, { kind: 'destroy', object: 'gb2' }, { kind: 'resolve', all: true }] });
    expect(r.resolution.error).toBeUndefined();
    expect(named(r, 'Starfield Mystic')[0]?.counters).toEqual({ '+1/+1': 1 });
  });
  it('WHEN a token of Nadier\'s Nightblade\'s controller leaves (destroyed) THEN the opponent loses 1 and its controller gains 1; a nontoken or the opponent\'s token does nothing', async () => {
    const r = await scenarios.run({ objects: [{ id: 'nn', card: "Nadier's Nightblade" }, { id: 'tk', card: 'Grizzly Bears', token: true }, { id: 'otk', card: 'Grizzly Bears', token: true, controller: 'B', owner: 'B' }, { id: 'sr', card: 'Sol Ring' }], actions: [{ kind: 'destroy', object: 'sr' }, { kind: 'destroy', object: 'otk' }, { kind: 'resolve', all: true }] });
    expect(r.resolution.error).toBeUndefined();
    expect([lifeOf(r, 'A'), lifeOf(r, 'B')]).toEqual([20, 20]);
    const r2 = await scenarios.run({ objects: [{ id: 'nn', card: "Nadier's Nightblade" }, { id: 'tk', card: 'Grizzly Bears', token: true }], actions: [{ kind: 'destroy', object: 'tk' }, { kind: 'resolve', all: true }] });
    expect(r2.resolution.error).toBeUndefined();
    expect([lifeOf(r2, 'A'), lifeOf(r2, 'B')]).toEqual([21, 19]);
  });
});

describe('GIVEN /ask about such a trigger THEN it triggers as the permanent goes to the graveyard, in English and Japanese (603.10a)', () => {
  const answered = answeredCiting(() => deps);
  it.each([
    ['I control Titania, Protector of Argoth and a Forest. My opponent destroys my Forest. What do I get?', 'Elemental Token', null, '603.10a'],
    ['私は《アルゴスの庇護者、ティタニア》と《森》をコントロールしている。対戦相手が私の《森》を破壊した。どうなる？', 'エレメンタル・トークン', null, '603.10a'],
    ["I control Starfield Mystic and Pacifism on their Grizzly Bears. My opponent destroys my Pacifism. What is Starfield Mystic's power?", '3/3', null, '603.10a'],
  ] as const)('%s', (q, says, verdict, rule) => answered(q, says, verdict, rule), 60_000);
});
