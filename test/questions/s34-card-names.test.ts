/**
 * Card names as players type them. Words that are a card's whole name (or a face's) and also the part before the
 * comma of other cards' names — as players and cards' own text call a legend (201.5c) — could be any of them:
 * "Elesh Norn" is the front face of Elesh Norn // The Argent Etchings and Elesh Norn, Grand Cenobite said short.
 * Which card is asked back, naming the words typed and every candidate, never one picked (a Grand Cenobite read as
 * the other card answered "your 2/2 survives"). Named in full, the card is read (704.5f: toughness 0).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { answerQuestion } from '../../src/questions/index.ts';
import type { QuestionDeps } from '../../src/questions/index.ts';
import { CardSpotter } from '../../src/language/lexicon/cards.ts';
import type { CardNameSource } from '../../src/language/lexicon/cards.ts';
import { realCardDeps } from '../cards/compile-helpers.ts';
import { answeredCiting, answeredRight, refusedAs } from '../support/ask-rows.ts';

const JA: Record<string, string> = {
  'Elesh Norn, Grand Cenobite': '大修道士、エリシュ・ノーン',
  'Grizzly Bears': '灰色熊',
  'Serra Angel': 'セラの天使',
  'Lightning Bolt': '稲妻',
};
/** Cards the spotter knows besides (names only): other cards sharing the words. */
const OTHERS: [english: string, faces: string[], ja: string | null, typeLine: string][] = [
  ['Elesh Norn, Mother of Machines', [], '機械の母、エリシュ・ノーン', 'Legendary Creature — Phyrexian Praetor'],
  ['Elesh Norn // The Argent Etchings', ['Elesh Norn', 'The Argent Etchings'], 'エリシュ・ノーン', 'Legendary Creature — Phyrexian Praetor // Enchantment — Saga'],
  ['Sheoldred, the Apocalypse', [], '黙示録、シェオルドレッド', 'Legendary Creature — Phyrexian Praetor'],
  ['Sheoldred, Whispering One', [], '囁く者、シェオルドレッド', 'Legendary Creature — Phyrexian Praetor'],
  ['Sheoldred // The True Scriptures', ['Sheoldred', 'The True Scriptures'], 'シェオルドレッド', 'Legendary Creature — Phyrexian Praetor // Enchantment — Saga'],
];

function otherRows(): CardNameSource[] {
  return OTHERS.flatMap(([english, faces, ja, typeLine]) => [
    { name: english, kind: 'name' as const, english, typeLine, playable: true },
    ...faces.map((f) => ({ name: f, kind: 'face' as const, english, typeLine, playable: true })),
    ...(ja ? [{ name: ja, kind: 'ja' as const, english, typeLine, playable: true }] : []),
  ]);
}

describe('GIVEN words that are a card and other cards said short WHEN a question names them THEN which card is asked back', () => {
  let cards: QuestionDeps = {};
  beforeAll(async () => {
    const deps = await realCardDeps(JA);
    const real: CardNameSource[] = Object.entries(JA).flatMap(([english, ja]) => {
      const typeLine = english === 'Lightning Bolt' ? 'Instant' : 'Creature';
      return [
        { name: english, kind: 'name' as const, english, typeLine, playable: true },
        { name: ja, kind: 'ja' as const, english, typeLine, playable: true },
      ];
    });
    cards = { ...deps, cards: new CardSpotter([...real, ...otherRows()]) };
  }, 60_000);

  /** [question, refusal code, the reply names]. */
  const ASKED: [string, string, string][] = [
    ['Opponent has Elesh Norn. Does my Grizzly Bears die?', 'ambiguous', 'Elesh Norn, Grand Cenobite'],
    ['My opponent controls Elesh Norn and I attack with Grizzly Bears. What happens?', 'ambiguous', 'Elesh Norn, Mother of Machines'],
    ['I cast Elesh Norn. Does my Grizzly Bears survive?', 'ambiguous', 'Elesh Norn // The Argent Etchings'],
    ['sheoldred attacks and I block with Serra Angel. Who dies?', 'ambiguous', 'Sheoldred, the Apocalypse'],
    ['Their Sheoldred blocks my Serra Angel. Does Serra Angel survive?', 'ambiguous', 'Sheoldred, Whispering One'],
    ['相手の場にエリシュ・ノーンがいる。私の灰色熊は死ぬ？', 'ambiguous', '大修道士、エリシュ・ノーン'],
    ['《エリシュ・ノーン》が相手の場にいるとき、私の《灰色熊》は死にますか？', 'ambiguous', '機械の母、エリシュ・ノーン'],
    ['シェオルドレッドが攻撃してきたのでセラの天使でブロックした。どうなる？', 'ambiguous', '黙示録、シェオルドレッド'],
  ];
  it.each(ASKED)('%s → %s naming %s', (q, code, says) => refusedAs(() => cards)(q, code, says), 60_000);

  // Named in full, the card is read; said short after that, it is the card the question named (201.5c).
  it.each([
    ["Elesh Norn, Grand Cenobite is on the opponent's side. Does my Grizzly Bears die?", 'Your Grizzly Bears dies', 'yes', '704.5f'],
    ['相手の場に《大修道士、エリシュ・ノーン》がいる。私の《灰色熊》は死にますか？', '死亡', 'yes', '704.5f'],
  ] as const)('%s → %s', (q, says, verdict, rule) => answeredCiting(() => cards)(q, says, verdict, rule), 60_000);
  it.each([["My opponent controls Elesh Norn, Grand Cenobite. I cast Lightning Bolt on Elesh Norn. Does it die?", "survives", 'no']] as const)(
    '%s → %s',
    (q, says, verdict) => answeredRight(() => cards)(q, says, verdict),
    60_000,
  );
});

/**
 * A spell's name made the means of an act (で) or a verb (する) is that spell cast at the object (601.2c), its own text
 * run: 「稲妻でセラの天使を焼いたら」 is Lightning Bolt cast at Serra Angel (3 damage to a 4-toughness creature: it
 * survives), never "Serra Angel is destroyed" with the spell's name dropped. A word no lexicon knows marked で is the
 * means of the act and is named back (「雷で…焼いた」), not dropped.
 */
describe('GIVEN a bare two-character spell name as the means of an act or made a verb WHEN asked THEN that spell is cast at the object', () => {
  let cards: QuestionDeps = {};
  beforeAll(async () => {
    cards = await realCardDeps({ 'Lightning Bolt': '稲妻', 'Serra Angel': 'セラの天使', 'Grizzly Bears': '灰色熊', Shock: 'ショック', Murder: '殺害' });
  }, 60_000);
  it.each([
    ['稲妻でセラの天使を焼いたら死ぬ？', '戦場に残ります', 'no'],
    ['稲妻で相手の灰色熊を焼いたら死にますか？', '死亡します', 'yes'],
    ['稲妻で対戦相手のセラの天使を倒したら死ぬ？', '戦場に残ります', 'no'],
    ['相手のセラの天使を稲妻したら死ぬ？', '戦場に残ります', 'no'],
  ] as const)('%s → %s', (q, says, verdict) => answeredRight(() => cards)(q, says, verdict), 60_000);
  it.each([
    ['雷でセラの天使を焼いたら死ぬ？', 'not_understood', '雷'],
    ['魔法で相手の灰色熊を焼いたら死ぬ？', 'not_understood', '魔法'],
    // 殺害する is a verb of its own ("kill"): not read as Murder cast, nor as anything else unsaid.
    ['相手のセラの天使を殺害したら死にますか？', 'not_understood', '殺害'],
  ] as const)('%s → %s naming %s', (q, code, says) => refusedAs(() => cards)(q, code, says), 60_000);
});

/**
 * A legend said by its name alone (201.5c: a card's text calls it so): "Thalia", 「サリア」 (the Japanese name without
 * its title, 「スレイベンの守護者、サリア」), in 「」 as players write names too. One card of that name is that card; several
 * are asked back, naming them all (Thalia, Guardian of Thraben: 2/1 first strike, 702.7b). Said after the legend named
 * in full, it is that legend.
 */
describe('GIVEN a legend said by its name alone WHEN one or several cards have it THEN it is read or asked back', () => {
  let cards: QuestionDeps = {};
  /** Without Thalia, Heretic Cathar: one card has the name. */
  let one: QuestionDeps = {};
  beforeAll(async () => {
    const named = { 'Thalia, Guardian of Thraben': 'スレイベンの守護者、サリア', 'Grizzly Bears': '灰色熊', 'Lightning Bolt': '稲妻' };
    const deps = await realCardDeps(named);
    const rows: CardNameSource[] = [
      ...Object.entries(named).flatMap(([english, ja]) => [
        { name: english, kind: 'name' as const, english, typeLine: english === 'Lightning Bolt' ? 'Instant' : 'Legendary Creature', playable: true },
        { name: ja, kind: 'ja' as const, english, typeLine: english === 'Lightning Bolt' ? 'Instant' : 'Legendary Creature', playable: true },
      ]),
      { name: 'Thalia, Heretic Cathar', kind: 'name', english: 'Thalia, Heretic Cathar', typeLine: 'Legendary Creature — Human Soldier', playable: true },
      { name: '異端聖戦士、サリア', kind: 'ja', english: 'Thalia, Heretic Cathar', typeLine: 'Legendary Creature — Human Soldier', playable: true },
    ];
    cards = { ...deps, cards: new CardSpotter(rows) };
    one = { ...deps, cards: new CardSpotter(rows.filter((r) => r.english !== 'Thalia, Heretic Cathar')) };
  }, 60_000);
  it.each([
    ['Thalia attacks and I block with Grizzly Bears. Who dies?', 'ambiguous', 'Thalia, Heretic Cathar'],
    ['my grizzly bears attacks and thalia blocks it. does it die?', 'ambiguous', 'Thalia, Guardian of Thraben'],
    ['サリアが攻撃して灰色熊にブロックされたら、どちらが死ぬ？', 'ambiguous', '異端聖戦士、サリア'],
    ['「サリア」が攻撃して、相手の《灰色熊》がブロックした。どうなる？', 'ambiguous', 'スレイベンの守護者、サリア'],
  ] as const)('%s → %s naming %s', (q, code, says) => refusedAs(() => cards)(q, code, says), 60_000);
  it.each([
    ['《スレイベンの守護者、サリア》が攻撃して、《灰色熊》がブロックした。サリアは死ぬ？', '戦場に残ります', 'no'],
  ] as const)('%s → %s', (q, says, verdict) => answeredRight(() => cards)(q, says, verdict), 60_000);
  it.each([
    ['「サリア」が攻撃して、相手の《灰色熊》がブロックした。灰色熊は死ぬ？', '死亡します', 'yes'],
    ['サリアに稲妻を撃ったら死ぬ？', '死亡します', 'yes'],
    ['Thalia attacks and my opponent blocks with Grizzly Bears. Does Thalia die?', 'survives', 'no'],
  ] as const)('one card: %s → %s', (q, says, verdict) => answeredRight(() => one)(q, says, verdict), 60_000);
});

/**
 * A card's name typed with slips — a letter left out, added, changed or two swapped in a word, "lightening bolt",
 * "serra angle", "grizzly bear", "Giant Grwoth" — is that card when it is the only one it fits, and the reply says which
 * card the words were read as. With no card, or several, fitting, nothing is guessed: the words are named back. Words
 * that are all game words ("deals damage") are never read as a card.
 */
describe('GIVEN a card name typed with slips WHEN one card fits THEN it is read and said; else named back', () => {
  let cards: QuestionDeps = {};
  beforeAll(async () => {
    const names = ['Lightning Bolt', 'Serra Angel', 'Grizzly Bears', 'Giant Growth', 'Serra Ascendant', 'Lava Axe'];
    cards = await realCardDeps(names);
  }, 60_000);
  /** [question, what the restatement says, what the answer says, verdict]. */
  const READ: [string, string, string, 'yes' | 'no' | null][] = [
    ["I cast lightening bolt on my opponent's Serra Angel. Does it die?", '“lightening bolt” as Lightning Bolt', 'survives', 'no'],
    ['I cast lightnig bolt targeting their grizzly bears. does it die?', '“lightnig bolt” as Lightning Bolt', 'dies', 'yes'],
    ['I cast Lightning Bolt on their grizzly bear. Does it die?', '“grizzly bear” as Grizzly Bears', 'dies', 'yes'],
    ['I cast Lightning Bolt on their serra angle. Does it die?', '“serra angle” as Serra Angel', 'survives', 'no'],
    ['I cast Giant Grwoth on my Grizzly Bears. What is its power?', '“Giant Grwoth” as Giant Growth', '5/5', null],
  ];
  it.each(READ)('%s → read %s', async (q, understood, says, verdict) => {
    const r = await answerQuestion(q, 'en', cards);
    if (!r.ok) throw new Error(`${r.error.code}: ${r.error.message}`);
    expect(r.value.understood).toContain(understood);
    expect(r.value.answer).toContain(says);
    expect(r.value.verdict).toBe(verdict);
  }, 60_000);
  it.each([
    // One word alone is never read through a slip (too many short names are a letter apart).
    ['I shok their Grizzly Bears. Does it die?', 'not_understood'],
    ['My 3/3 deels damage to their Grizzly Bears. Does it die?', 'not_understood'],
  ] as const)('%s → %s', (q, code) => refusedAs(() => cards)(q, code), 60_000);
  // Two cards a slip away from "grizzly bear" (a made-up "Grizzly Beard" beside Grizzly Bears): which is not guessed.
  it('GIVEN two cards a slip away THEN the cards are asked back', async () => {
    const rows: CardNameSource[] = ['Lightning Bolt', 'Grizzly Bears', 'Grizzly Beard'].map((n) => ({ name: n, kind: 'name' as const, english: n, typeLine: n === 'Lightning Bolt' ? 'Instant' : 'Creature — Bear', playable: true }));
    await refusedAs(() => ({ ...cards, cards: new CardSpotter(rows) }))('I cast Lightning Bolt on their grizzly bear. Does it die?', 'ambiguous', 'Grizzly Beard');
  }, 60_000);
});
