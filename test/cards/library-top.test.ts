/**
 * "Put target artifact card from your graveyard on top of your library" (Academy Ruins), "Put target card from a
 * graveyard on top of its owner's library" (Noxious Revival), "Put target creature on top of its owner's library"
 * (Griptide): one target, its card going to its owner's library (400.3) as a new object (400.7), on top. Near
 * misses stay unmodelled: the bottom of a library, two targets at once (401.4), a trigger the compiler doesn't read
 * ("enters untapped"), a card "you own" on the battlefield.
 */
import { beforeAll, describe, it } from 'vitest';
import type { CardRecord } from '../../src/cards/types.ts';
import type { QuestionDeps } from '../../src/questions/index.ts';
import { compiledShapes, loadRealCards, realCardDeps } from './compile-helpers.ts';
import { answeredRight, refusedAs } from '../support/ask-rows.ts';

const ON_TOP = (target: string) => ({ kind: 'put-on-top', target });
const ROWS: [string, Record<string, unknown>][] = [
  ['Academy Ruins', { activated: [{}, { targets: [{ word: 'artifact', objects: { types: ['Artifact'], zone: 'graveyard', controller: 'you' } }], effects: [ON_TOP('artifact')] }] }],
  ["Hall of Heliod's Generosity", { activated: [{}, { targets: [{ word: 'enchantment', objects: { types: ['Enchantment'], zone: 'graveyard', controller: 'you' } }], effects: [ON_TOP('enchantment')] }] }],
  ['Noxious Revival', { spell: { targets: [{ word: 'card', objects: { zone: 'graveyard' } }], effects: [ON_TOP('card')] } }],
  ['Mortuary Mire', { triggers: [{ event: 'enters', targets: [{ word: 'creature', objects: { types: ['Creature'], zone: 'graveyard', controller: 'you' } }] }] }],
  ['Reclaim', { spell: { effects: [ON_TOP('card')] } }],
  ['Griptide', { spell: { targets: [{ objects: { types: ['Creature'] } }], effects: [{ kind: 'put-on-top' }] } }],
  ['Submerge', {}],
];

const UNMODELLED: [string, string][] = [
  ['Condemn', "Put target attacking creature on the bottom of its owner's library."],
  ['Mistveil Plains', "{W}, {T}: Put target card from your graveyard on the bottom of your library. Activate only if you control two or more white permanents."],
  ['Mystic Sanctuary', 'When this land enters untapped, you may put target instant or sorcery card from your graveyard on top of your library.'],
  ['Tel-Jilad Stylus', '{T}: Put target permanent you own on the bottom of your library.'],
];

let cards: Map<string, CardRecord>;
beforeAll(async () => {
  cards = await loadRealCards([...ROWS.map((r) => r[0]), ...UNMODELLED.map((r) => r[0])]);
}, 120_000);

describe('"Put target … on top of its owner\'s library" in real cards, compiled (400.3, 400.7)', () => {
  compiledShapes(ROWS.filter(([n]) => n !== 'Submerge'), UNMODELLED, () => cards);
});

describe('GIVEN a card put on top of its owner\'s library WHEN asked where it goes THEN the top of that library (400.3)', () => {
  let deps: QuestionDeps = {};
  beforeAll(async () => {
    deps = await realCardDeps({ 'Noxious Revival': '有毒の蘇生', 'Academy Ruins': 'アカデミーの廃墟', Griptide: '捕海', 'Raise Dead': '死者の蘇生', 'Sol Ring': '太陽の指輪', 'Grizzly Bears': '灰色熊', 'Mystic Sanctuary': '神秘の聖域' });
  }, 120_000);
  const ROWS: [string, string, 'yes' | 'no' | null][] = [
    ['I cast Noxious Revival targeting Grizzly Bears in my graveyard. What happens?', "Left the graveyard: Grizzly Bears (to the top of its owner's library)", null],
    ["I cast Noxious Revival targeting Grizzly Bears in my opponent's graveyard. Where does Grizzly Bears go?", "ends up in its owner's library", null],
    ['I activate Academy Ruins targeting Sol Ring in my graveyard. Where does Sol Ring go?', "to the top of its owner's library", null],
    ["I cast Griptide targeting my opponent's Grizzly Bears. What happens?", "Left the battlefield: Grizzly Bears (to the top of its owner's library)", null],
    // A card returned from a graveyard is said to have left it (not "Nothing changes").
    ['I cast Raise Dead targeting Grizzly Bears in my graveyard. What happens?', 'Left the graveyard: Grizzly Bears (to the hand)', null],
    ['《有毒の蘇生》で自分の墓地の《灰色熊》を対象にしました。どうなりますか？', '墓地を離れた：あなたの墓地の《灰色熊》（オーナーのライブラリーの一番上へ）', null],
    ['自分の墓地の《太陽の指輪》を対象に《アカデミーの廃墟》の能力を起動しました。どうなりますか？', 'オーナーのライブラリーの一番上へ', null],
    ['《捕海》で相手の《灰色熊》を対象にしました。どうなりますか？', '戦場を離れた：対戦相手の《灰色熊》（オーナーのライブラリーの一番上へ）', null],
  ];
  it.each(ROWS)('%s → says %s', (q, says, verdict) => answeredRight(() => deps)(q, says, verdict), 60_000);

  /** A target the ability can't have (115.1: Academy Ruins targets an artifact card), and a neighbour the compiler can't read. */
  const REFUSED: [string, string, string][] = [
    ['I activate Academy Ruins targeting Grizzly Bears in my graveyard. What happens?', 'impossible', "isn't something this can target"],
    ['Mystic Sanctuary enters the battlefield. What happens?', 'unmodelled', 'When this land enters untapped'],
  ];
  it.each(REFUSED)('%s → refused (%s)', (q, code, says) => refusedAs(() => deps)(q, code, says), 60_000);
});
