/**
 * "This land becomes a 3/3 green Ape creature with trample until end of turn. It's still a land." (creature lands,
 * Keyrunes, "target land becomes a 1/1 creature"): one effect until end of turn (514.2) whose parts apply in their
 * layers (613.1d types, 613.1e colours, 613.1f abilities, 613.4b P/T), read only where the text keeps the other types
 * (205.1b). "Activate Mutavault" is its non-mana ability (605.1a). Near misses stay unmodelled.
 */
import { beforeAll, describe, it } from 'vitest';
import type { CardRecord } from '../../src/cards/types.ts';
import { compiledShapes, loadRealCards, realCardDeps } from './compile-helpers.ts';
import type { QuestionDeps } from '../../src/questions/index.ts';
import { answeredRight } from '../support/ask-rows.ts';

const SOURCE = { kind: 'source' };
const untilEot = (modifications: unknown[]): Record<string, unknown> => ({ effect: { affects: SOURCE, modifications, duration: { kind: 'end-of-turn' } } });
const ROWS: [string, Record<string, unknown>][] = [
  ['Mutavault', { activated: [{ mana: true }, { cost: '{1}', effects: [untilEot([{ kind: 'add-types', types: ['Creature'], allCreatureTypes: true }, { kind: 'set-pt', power: 2, toughness: 2 }])] }] }],
  ['Inkmoth Nexus', { activated: [{ mana: true }, { effects: [untilEot([{ kind: 'add-types', types: ['Artifact', 'Creature'], subtypes: ['Phyrexian', 'Blinkmoth'] }, { kind: 'set-pt', power: 1, toughness: 1 }, { kind: 'add-keywords', keywords: [{ keyword: 'flying' }, { keyword: 'infect' }] }])] }] }],
  // "Until end of turn, …" before the subject; two colours (layer 5).
  ['Celestial Colonnade', { activated: [{}, { effects: [untilEot([{ kind: 'add-types', types: ['Creature'], subtypes: ['Elemental'] }, { kind: 'set-colors', colors: ['W', 'U'] }, { kind: 'set-pt', power: 4, toughness: 4 }, { kind: 'add-keywords', keywords: [{ keyword: 'flying' }, { keyword: 'vigilance' }] }])] }] }],
  // "… until end of turn and can't be blocked this turn": the same effect.
  ['Creeping Tar Pit', { activated: [{}, { effects: [untilEot([{ kind: 'add-types', types: ['Creature'], subtypes: ['Elemental'] }, { kind: 'set-colors', colors: ['U', 'B'] }, { kind: 'set-pt', power: 3, toughness: 2 }, { kind: 'add-keywords', keywords: [{ keyword: "can't be blocked" }] }])] }] }],
  // 205.1b: "[creature type] artifact creature" with no "still" keeps the card types and replaces the creature types.
  ['Azorius Keyrune', { activated: [{}, { effects: [untilEot([{ kind: 'remove-types', allCreatureTypes: true }, { kind: 'add-types', types: ['Artifact', 'Creature'], subtypes: ['Bird'] }, { kind: 'set-colors', colors: ['W', 'U'] }, { kind: 'set-pt', power: 2, toughness: 2 }, { kind: 'add-keywords', keywords: [{ keyword: 'flying' }] }])] }] }],
  // A quoted ability it has while a creature (113.10).
  ['Spawning Pool', { activated: [{}, { effects: [untilEot([{ kind: 'add-types', types: ['Creature'], subtypes: ['Skeleton'] }, { kind: 'set-colors', colors: ['B'] }, { kind: 'set-pt', power: 1, toughness: 1 }, { kind: 'add-activated' }])] }] }],
  // A target land, and "all creature types" after a keyword.
  ['Llanowar Loamspeaker', { activated: [{}, { sorcery: true, targets: [{ objects: { controller: 'you', types: ['Land'] } }], effects: [{ kind: 'apply-effect', effect: { modifications: [{ kind: 'add-types', types: ['Creature'], subtypes: ['Elemental'] }, { kind: 'set-pt', power: 3, toughness: 3 }, { kind: 'add-keywords', keywords: [{ keyword: 'haste' }] }] } }] }] }],
  ['Faceless Haven', { activated: [{}, { effects: [untilEot([{ kind: 'add-types', types: ['Creature'], allCreatureTypes: true }, { kind: 'set-pt', power: 4, toughness: 3 }, { kind: 'add-keywords', keywords: [{ keyword: 'vigilance' }] }])] }] }],
];

const UNMODELLED: [string, string][] = [
  // A condition on the becoming ("if this enchantment isn't a creature") is not read.
  ['Answered Prayers', "Whenever a creature you control enters, you gain 1 life. If this enchantment isn't a creature, it becomes a 3/3 Angel creature with flying in addition to its other types until end of turn."],
  // The creature it makes it is a target only the other ability names.
  ["Mishra's Factory", '{T}: Target Assembly-Worker creature gets +1/+1 until end of turn.'],
];

let cards: Map<string, CardRecord>;
beforeAll(async () => {
  cards = await loadRealCards([...ROWS.map((r) => r[0]), ...UNMODELLED.map((r) => r[0])]);
}, 120_000);

describe('"This land becomes a N/N … creature until end of turn. It\'s still a land." in real cards, compiled', () => {
  compiledShapes(ROWS, UNMODELLED, () => cards);
});

describe('GIVEN a creature land or Keyrune activated WHEN it attacks THEN it fights as the creature it became (613.1d-f, 613.4b)', () => {
  let deps: QuestionDeps = {};
  beforeAll(async () => {
    deps = await realCardDeps({ Mutavault: '変わり谷', 'Inkmoth Nexus': '墨蛾の生息地', 'Celestial Colonnade': '天界の列柱', 'Creeping Tar Pit': '忍び寄るタール坑', 'Rakdos Keyrune': 'ラクドスの鍵魔除け', 'Grizzly Bears': '灰色熊' });
  }, 120_000);
  const ROWS: [string, string, 'yes' | 'no' | null][] = [
    ['I activate Mutavault and attack with it. How much damage does my opponent take?', 'takes 2 damage', null],
    ['My opponent has 9 poison counters. I activate Inkmoth Nexus and attack with it. Do they lose?', 'loses the game', 'yes'],
    // "it" is the land just activated, not the opponent's creature named before (508.1a).
    ['My opponent controls Grizzly Bears. I activate Celestial Colonnade and attack with it. Can Grizzly Bears block it?', "can't block", 'no'],
    ['My opponent controls Grizzly Bears. I activate Creeping Tar Pit and attack with it. How much damage do they take?', 'takes 3 damage', null],
    ['I activate Rakdos Keyrune and attack with it. Their 2/2 blocks it. Does the 2/2 die?', 'dies', 'yes'],
    ['《変わり谷》の能力を起動して、それで攻撃した。相手は何点受ける？', '2点', null],
  ];
  it.each(ROWS)('%s → says %s', (q, says, verdict) => answeredRight(() => deps)(q, says, verdict), 60_000);

});
