/**
 * Session 46: a group or target said by its tapped status (110.5, 110.6) — "Destroy all tapped creatures", "Destroy
 * target tapped creature", "Tap target untapped creature" — a filter field (`tapped`) the engine checks as a status of
 * the permanent, not a characteristic (engine/targets/legality.ts, engine/layers/select.ts). Real cards, compiled
 * whole, and run in /ask (EN and JA).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { compileCard } from '../../src/cards/compile/index.ts';
import type { CardRecord } from '../../src/cards/types.ts';
import { loadRealCards, realCardDeps } from './compile-helpers.ts';
import { parseTarget } from '../../src/cards/compile/words.ts';
import { answerQuestion } from '../../src/questions/index.ts';
import type { QuestionDeps } from '../../src/questions/index.ts';

const tapped = (t: boolean): Record<string, unknown> => ({ kind: 'filter', tapped: t, types: ['Creature'] });

/** Cards read whole: their spell's (or ability's) shape with the status. */
const READ: [string, (c: ReturnType<typeof compileCard>) => unknown, Record<string, unknown>][] = [
  // 700.2, 110.5: Split Up — "Destroy all tapped creatures." / "Destroy all untapped creatures."
  ['Split Up', (c) => (c.object.spell as Record<string, unknown> | undefined)?.modes, { min: 1, max: 1, options: [{ effects: [{ kind: 'destroy', all: tapped(true) }] }, { effects: [{ kind: 'destroy', all: tapped(false) }] }] }],
  // 602.1, 115.1: Royal Assassin — "{T}: Destroy target tapped creature."
  ['Royal Assassin', (c) => (c.object.activated as unknown[] | undefined)?.[0], { targets: [{ word: 'creature', objects: tapped(true) }], effects: [{ kind: 'destroy', target: 'creature' }] }],
  // Assassinate — "Destroy target tapped creature." (a sorcery).
  ['Assassinate', (c) => c.object.spell, { targets: [{ word: 'creature', objects: tapped(true) }], effects: [{ kind: 'destroy', target: 'creature' }] }],
];

let cards: Map<string, CardRecord>;
let deps: QuestionDeps;
beforeAll(async () => {
  cards = await loadRealCards(READ.map((r) => r[0]));
  deps = await realCardDeps({ 'Split Up': '別行動', 'Royal Assassin': '大いなる暗殺者', 'Grizzly Bears': '灰色熊', 'Hill Giant': '丘巨人', 'Vintara Snapper': 'ヴィンタラのカミツキガメ', Shock: 'ショック', Forest: '森' });
}, 120_000);

describe('a group or target said by its tapped status, compiled (110.5)', () => {
  it.each(READ)('%s: the status read into its filter', (name, part, shape) => {
    const c = compileCard(cards.get(name)!);
    expect(part(c)).toMatchObject(shape);
    expect(c.status).toBe('full');
  });
});

describe('a status word before or after a combat word, in a target (110.5, 506.3)', () => {
  it.each([
    ['target tapped attacking creature', { tapped: true, combat: 'attacking', types: ['Creature'] }],
    ['target attacking tapped creature', { tapped: true, combat: 'attacking', types: ['Creature'] }],
    ['target untapped blocking creature you control', { tapped: false, combat: 'blocking', controller: 'you', types: ['Creature'] }],
    ['target tapped creature', { tapped: true, types: ['Creature'] }],
  ] as const)('%s', (phrase, objects) => {
    expect(parseTarget(phrase, 'creature')?.objects).toMatchObject(objects);
  });
  it('a status said twice is not read', () => {
    expect(parseTarget('target tapped attacking tapped creature', 'creature')).toBeNull();
  });
});

describe('GIVEN tapped and untapped creatures in /ask', () => {
  it.each([
    ['My opponent controls a tapped Grizzly Bears and an untapped Hill Giant. I cast Split Up choosing the first mode. Does Hill Giant die?', /^No/],
    ['My opponent controls a tapped Grizzly Bears and an untapped Hill Giant. I cast Split Up choosing the second mode. Does Hill Giant die?', /^Yes/],
    ["I control Royal Assassin. My opponent's Grizzly Bears attacks me. I activate Royal Assassin targeting Grizzly Bears. Does it die?", /^Yes/],
    ['I control Royal Assassin. My opponent controls an untapped Grizzly Bears. Can I activate Royal Assassin targeting Grizzly Bears?', /^No.*115\.1/],
    ['相手はタップ状態の《灰色熊》とアンタップ状態の《丘巨人》をコントロールしている。《別行動》の1番目のモードで唱えた。《灰色熊》は死亡しますか？', /^はい/],
    // Vintara Snapper: shroud only while its controller has no untapped land (611.3a, 702.18a).
    ['I control Vintara Snapper and a tapped Forest. Can my opponent Shock my Vintara Snapper?', /^No.*shroud/],
    ['I control Vintara Snapper and two untapped Forests. Can my opponent Shock my Vintara Snapper?', /^Yes/],
    ['相手はタップ状態の《灰色熊》とアンタップ状態の《丘巨人》をコントロールしている。《別行動》の1番目のモードで唱えた。《丘巨人》は死亡しますか？', /^いいえ/],
  ] as const)('%s', async (q, says) => {
    const r = await answerQuestion(q, /[《》]/.test(q) ? 'ja' : 'en', deps);
    if (!r.ok) throw new Error(`${r.error.code}: ${r.error.message}`);
    expect(r.value.answer).toMatch(says);
  });
});
