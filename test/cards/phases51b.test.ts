/**
 * Issue 14 (cards51b): "After this main phase, there is an additional combat phase followed by an additional main phase",
 * "After this phase, there is an additional combat phase" — phases added to the turn directly after the current one
 * (500.8), the additional main phase a postcombat main phase (505.1a); said of "this main phase" outside a main phase,
 * nothing is added. Conditional forms ("if it's your combat phase, …") stay unread.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { CardRecord } from '../../src/cards/types.ts';
import { cardScenarios, compiledShapes, compiledInPart, loadRealCards, realCardDeps } from './compile-helpers.ts';
import { answeredRight } from '../support/ask-rows.ts';
import type { QuestionDeps } from '../../src/questions/index.ts';

const combatAndMain = { kind: 'additional-phases', after: 'main', main: true };

const ROWS: [string, Record<string, unknown>][] = [
  ['Seize the Day', { spell: { effects: [{ kind: 'untap' }, combatAndMain] }, keywords: [{ keyword: 'flashback' }] }],
  ['Aggravated Assault', { activated: [{ sorcery: true, effects: [{ kind: 'untap' }, combatAndMain] }] }],
];

/** A trigger's second sentence, after this (combat) phase: read, while another sentence of the card stays unread. */
const IN_PART: [string, string, Record<string, unknown>][] = [
  ['Port Razer', 'After this phase, there is an additional combat phase.', { triggers: [{ effects: [{ kind: 'untap' }, { kind: 'additional-phases', after: 'this', main: false }] }] }],
];

const UNMODELLED: [string, string][] = [
  // A condition on the phase and "there's … after this phase" worded otherwise: not read.
  ['Great Train Heist', "If it's your combat phase, there is an additional combat phase after this phase."],
  ['World at War', "After the second main phase this turn, there's an additional combat phase followed by an additional main phase."],
];

let cards: Map<string, CardRecord>;
beforeAll(async () => {
  cards = await loadRealCards([...ROWS.map((r) => r[0]), ...IN_PART.map((r) => r[0]), ...UNMODELLED.map((r) => r[0]), 'Grizzly Bears', 'Hill Giant']);
}, 120_000);

describe('phases51b: additional combat and main phases (500.8, 505.1a)', () => {
  compiledShapes(ROWS, UNMODELLED, () => cards);
  compiledInPart(IN_PART, () => cards);
});

describe('GIVEN an effect adding phases to the turn (500.8)', () => {
  const scenarios = cardScenarios(() => cards);
  it('WHEN Seize the Day resolves in the precombat main phase THEN a combat phase and a main phase are added after it', async () => {
    const r = await scenarios.run({ step: 'main1', objects: [{ id: 'st', card: 'Seize the Day', zone: 'hand' }, { id: 'gb', card: 'Grizzly Bears', tapped: true }], actions: [{ kind: 'cast', object: 'st', targets: { creature: ['gb'] } }, { kind: 'resolve' }] });
    expect(r.resolution.error).toBeUndefined();
    const s = r.resolution.trace.find((t) => t.key === 'resolve.additional-phases');
    expect(s?.rules).toEqual(['500.8', '505.1a']);
    expect(s?.params).toMatchObject({ phase: 'main1', main: true, added: true });
  });
  it('WHEN it resolves outside a main phase (cast as though it had flash, in combat) THEN no phase is added', async () => {
    const r = await scenarios.run({ step: 'combat', objects: [{ id: 'st', card: 'Seize the Day', zone: 'hand' }, { id: 'gb', card: 'Grizzly Bears', tapped: true }], actions: [{ kind: 'cast', object: 'st', targets: { creature: ['gb'] }, asThoughFlash: true }, { kind: 'resolve' }] });
    expect(r.resolution.error).toBeUndefined();
    expect(r.resolution.trace.find((t) => t.key === 'resolve.additional-phases')?.params).toMatchObject({ phase: 'combat', added: false });
  });
});

describe('additional phases through /ask (EN and JA)', () => {
  let deps: QuestionDeps;
  beforeAll(async () => {
    deps = await realCardDeps({ 'Seize the Day': '今を生きる', 'Aggravated Assault': '追い討ち', 'Grizzly Bears': '灰色熊', 'Hill Giant': '丘巨人' });
  }, 120_000);
  const ASKED: [string, string, 'yes' | 'no' | null][] = [
    ['I control a tapped Hill Giant. I cast Seize the Day targeting Hill Giant. Is Hill Giant tapped?', 'untapped', 'no'],
    ['I control a tapped Grizzly Bears and Aggravated Assault. I activate Aggravated Assault. Is Grizzly Bears tapped?', 'untapped', 'no'],
    ['私はタップ状態の《丘巨人》をコントロールしている。《丘巨人》を対象に《今を生きる》を唱えた。《丘巨人》はタップ状態ですか?', 'アンタップ状態', 'no'],
  ];
  it.each(ASKED)('%s → says %s', (q, says, verdict) => answeredRight(() => deps)(q, says, verdict), 60_000);
});
