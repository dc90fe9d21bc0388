/**
 * Issue 14 (cards52a): abilities on the stack as targets (115.2 b) — one target grammar for lists of spells and
 * abilities ("target activated or triggered ability", "target spell, activated ability, or triggered ability", "target
 * activated ability, triggered ability, or legendary spell", "target instant spell, sorcery spell, or triggered ability",
 * "target spell or ability"), read by the counter instruction (701.6a). Questions can't put an ability on the stack yet:
 * such a spell aimed at a permanent or card is refused, aimed at a spell it is answered.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { CardRecord } from '../../src/cards/types.ts';
import type { QuestionDeps } from '../../src/questions/index.ts';
import { parseTarget } from '../../src/cards/compile/words.ts';
import { compileCard } from '../../src/cards/compile/index.ts';
import { compiledShapes, loadRealCards, realCardDeps } from './compile-helpers.ts';
import { answeredRight, refusedAs } from '../support/ask-rows.ts';

const BOTH = ['activated', 'triggered'];
const ON_STACK = { kind: 'filter', zone: 'stack' };

describe('GIVEN a target phrase naming abilities THEN one spec: the kinds of abilities, and the spells if any (115.2 b)', () => {
  const rows: [string, unknown][] = [
    ['target activated ability', { abilities: ['activated'] }],
    ['target triggered ability', { abilities: ['triggered'] }],
    ['target activated or triggered ability', { abilities: BOTH }],
    ['target triggered or activated ability', { abilities: BOTH }],
    ['target spell or ability', { objects: ON_STACK, abilities: BOTH }],
    ['target spell, activated ability, or triggered ability', { objects: ON_STACK, abilities: BOTH }],
    ['target noncreature spell or activated ability', { objects: { ...ON_STACK, notTypes: ['Creature'] }, abilities: ['activated'] }],
    ['target activated ability, triggered ability, or legendary spell', { objects: { ...ON_STACK, supertypes: ['Legendary'] }, abilities: BOTH }],
    ['target instant spell, sorcery spell, or triggered ability', { objects: { ...ON_STACK, types: ['Instant', 'Sorcery'] }, abilities: ['triggered'] }],
  ];
  it.each(rows)('%s', (phrase, spec) => {
    expect(parseTarget(phrase, 'w')).toEqual({ word: 'w', ...(spec as object) });
  });
  // Never half-read: a condition, a controller or a source after the list, an "ability" alone, a permanent in the list.
  it.each([
    'target ability',
    'target activated or triggered ability you control',
    "target activated or triggered ability you don't control",
    'target activated ability from an artifact source',
    'target spell or ability that targets you',
    'target spell or nonland permanent',
    'target creature or activated ability',
    'target ability with a single target',
  ])('%s is not read', (phrase) => {
    expect(parseTarget(phrase, 'w')).toBeNull();
  });
});

const COUNTER = (word: string) => ({ kind: 'counter', target: word });
const ROWS: [string, Record<string, unknown>][] = [
  ['Stifle', { spell: { effects: [COUNTER('ability')], targets: [{ word: 'ability', abilities: BOTH }] } }],
  ['Squelch', { spell: { effects: [COUNTER('ability'), { kind: 'draw', amount: 1, player: 'you' }], targets: [{ word: 'ability', abilities: ['activated'] }] } }],
  ['Disallow', { spell: { effects: [COUNTER('spell')], targets: [{ word: 'spell', objects: ON_STACK, abilities: BOTH }] } }],
  ['Voidslime', { spell: { effects: [COUNTER('spell')], targets: [{ word: 'spell', objects: ON_STACK, abilities: BOTH }] } }],
  ["Tale's End", { spell: { effects: [COUNTER('spell')], targets: [{ word: 'spell', objects: { ...ON_STACK, supertypes: ['Legendary'] }, abilities: BOTH }] } }],
  ["Louisoix's Sacrifice", { spell: { effects: [COUNTER('spell')], targets: [{ word: 'spell', objects: { ...ON_STACK, notTypes: ['Creature'] }, abilities: BOTH }] } }],
  ['Sister of Silence', { triggers: [{ event: 'enters', effects: [COUNTER('spell')], targets: [{ word: 'spell', objects: { ...ON_STACK, types: ['Instant', 'Sorcery'] }, abilities: BOTH }] }] }],
  ['Azorius Guildmage', { activated: [{ effects: [{ kind: 'tap', target: 'creature' }] }, { effects: [COUNTER('ability')], targets: [{ word: 'ability', abilities: ['activated'] }] }] }],
];

const UNMODELLED: [string, string][] = [
  ['Siren Stormtamer', '{U}, Sacrifice this creature: Counter target spell or ability that targets you or a creature you control.'],
  ['Nimble Obstructionist', "When you cycle this card, counter target activated or triggered ability you don't control."],
  // (The counter is read; "its controller" of an ability on the stack isn't.)
  ['Deny the Witch', 'Its controller loses life equal to the number of creatures you control.'],
  ['Strionic Resonator', '{2}, {T}: Copy target triggered ability you control. You may choose new targets for the copy.'],
  ['Bolt Bend', 'Change the target of target spell or ability with a single target.'],
];

let cards = new Map<string, CardRecord>();
let deps: QuestionDeps = {};
beforeAll(async () => {
  cards = await loadRealCards([...ROWS.map((r) => r[0]), ...UNMODELLED.map((r) => r[0]), 'Sublime Epiphany']);
  deps = await realCardDeps({ Stifle: 'もみ消し', Disallow: '不許可', 'Prodigal Pyromancer': '放蕩紅蓮術士', 'Lightning Bolt': '稲妻', 'Grizzly Bears': '灰色熊' });
}, 120_000);

describe('cards52a: counters of abilities in real cards, compiled', () => {
  compiledShapes(ROWS, UNMODELLED, () => cards);
  it('Sublime Epiphany: its second mode counters an activated or triggered ability, read whole', () => {
    const c = compileCard(cards.get('Sublime Epiphany')!);
    expect(c.unmodelled).toEqual([]);
    const modes = (c.object.spell as { modes: { options: unknown[] } }).modes.options;
    expect(modes).toHaveLength(5);
    expect(modes[1]).toMatchObject({ effects: [COUNTER('ability')], targets: [{ word: 'ability', abilities: BOTH }] });
  });
});

describe('GIVEN a spell that can target an ability THEN aimed at a permanent it is refused, aimed at a spell it is answered', () => {
  const refused = refusedAs(() => deps);
  const answered = answeredRight(() => deps);
  it.each([
    ['My opponent activates Prodigal Pyromancer targeting me. Can I Stifle it?'],
    ['Can I Stifle Prodigal Pyromancer?'],
    ['Can I Disallow Prodigal Pyromancer?'],
    ['Opponent casts Lightning Bolt targeting my Grizzly Bears. Can I Stifle it?'],
    ['相手が《放蕩紅蓮術士》を対象に《もみ消し》を唱えられる？'],
    ['《不許可》で《放蕩紅蓮術士》を対象にできる？'],
  ])('%s is refused', async (q) => refused(q, 'unmodelled'));
  it('GIVEN Disallow aimed at Lightning Bolt on the stack THEN the Bolt is countered and the Bears live', async () => {
    await answered('Opponent casts Lightning Bolt targeting my Grizzly Bears. I cast Disallow targeting Lightning Bolt. What happens to the Bears?', 'still on the battlefield', null);
  });
  it('GIVEN 《不許可》 aimed at 《稲妻》 THEN yes', async () => {
    await answered('相手が《稲妻》で私の《灰色熊》を対象にした。《不許可》で打ち消せる？', 'はい', 'yes');
  });
});
