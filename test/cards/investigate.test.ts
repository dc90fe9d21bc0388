/**
 * Issue 14: "Investigate" (701.16a: create a Clue token, 111.10f — a colorless Clue artifact token with "{2}, Sacrifice
 * this token: Draw a card"), "investigate twice" / "three times" (a Clue each time), as a spell's instruction, an
 * activated ability's or a trigger's (Thraben Inspector, Tireless Tracker, Confirm Suspicions, Magnifying Glass).
 * "Investigate X times", "that many times", "… instead" and "each opponent may investigate" stay unread.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { CardRecord } from '../../src/cards/types.ts';
import { compileCard } from '../../src/cards/compile/index.ts';
import type { ScenarioRun } from '../../src/scenario/run.ts';
import { cardScenarios, compiledShapes, loadRealCards, realCardDeps } from './compile-helpers.ts';
import { answeredRight } from '../support/ask-rows.ts';
import type { QuestionDeps } from '../../src/questions/index.ts';

const CLUE = { kind: 'create', investigate: true, seed: { name: 'Clue Token', types: ['Artifact'], subtypes: ['Clue'], activated: [{ cost: '{2}, Sacrifice this token', sacrificeSelf: true, effects: [{ kind: 'draw', amount: 1, player: 'you' }] }] } };

const ROWS: [string, Record<string, unknown>][] = [
  ['Thraben Inspector', { triggers: [{ event: 'enters', effects: [CLUE] }] }],
  ['Tireless Tracker', { triggers: [{ event: 'enters', who: 'any', filter: { controller: 'you', types: ['Land'] }, effects: [CLUE] }, { event: 'sacrifices', who: 'self', filter: { subtypes: ['Clue'] } }] }],
  ["Tamiyo's Journal", { triggers: [{ event: 'upkeep', effects: [CLUE] }] }],
  ['Magnifying Glass', { activated: [{ mana: true }, { cost: '{4}, {T}', effects: [CLUE] }] }],
  ['Confirm Suspicions', { spell: { effects: [{ kind: 'counter' }, CLUE, CLUE, CLUE] } }],
  ['Homicide Investigator', { triggers: [{ oncePerTurn: true, effects: [CLUE] }] }],
  ['Inquisitor Greyfax', { activated: [{ effects: [{ kind: 'tap' }, CLUE] }] }],
];

/** Never half-read: these sentences stay unmodelled. */
const UNMODELLED: [string, string][] = [
  ['Ethereal Investigator', 'When this creature enters, investigate X times, where X is the number of opponents you have.'],
  ['Piper Wright, Publick Reporter', 'Whenever Piper Wright deals combat damage to a player, investigate that many times.'],
  ['Disorder in the Court', 'Exile X target creatures, then investigate X times.'],
  ['Secrets of the Key', 'If this spell was cast from a graveyard, investigate twice instead.'],
];

let cards: Map<string, CardRecord>;
beforeAll(async () => {
  cards = await loadRealCards([...ROWS.map((r) => r[0]), ...UNMODELLED.map((r) => r[0]), 'Forest']);
}, 120_000);

describe('investigate in real cards, compiled', () => {
  compiledShapes(ROWS, UNMODELLED, () => cards);
  it('Secrets of the Key: its first sentence is read, the "instead" one is not (never half-read: the card stays partial)', () => {
    expect(compileCard(cards.get('Secrets of the Key')!).status).toBe('partial');
  });
});

describe('GIVEN Tireless Tracker WHEN a land enters under my control THEN I investigate (701.16a)', () => {
  const scenarios = cardScenarios(() => cards);
  const board = (more: Record<string, unknown>[] = []) => ({
    players: [{ id: 'A', manaPool: '{C}{C}' }, { id: 'B' }],
    objects: [{ id: 'tt', card: 'Tireless Tracker' }, { id: 'f', card: 'Forest', zone: 'hand' }],
    actions: [{ kind: 'play-land', object: 'f' }, { kind: 'resolve', all: true }, ...more],
  });
  const clues = (r: ScenarioRun) => r.resolution.final.objects.filter((o) => o.zone === 'battlefield' && o.printed.subtypes.includes('Clue'));

  it('THEN a Clue token is created: a colorless artifact with its sacrifice-to-draw ability (111.10f)', async () => {
    const r = await scenarios.run(board());
    expect(r.resolution.error).toBeUndefined();
    expect(clues(r)).toHaveLength(1);
    expect(clues(r)[0]).toMatchObject({ isToken: true, printed: { types: ['Artifact'], colors: [] } });
    // 701.16a: the trace says that investigating is creating the Clue.
    expect(r.resolution.trace.some((s) => s.key === 'resolve.investigate' && s.rules.includes('701.16a'))).toBe(true);
  });

  it('WHEN a Clue (as investigating made it) is sacrificed for its ability THEN Tireless Tracker gets a +1/+1 counter (701.21a) and I draw', async () => {
    // The Clue as the compiler makes it (the scenario can't name an object the run will create).
    const seed = (compileCard(cards.get('Thraben Inspector')!).object.triggers as { effects: { seed: Record<string, unknown> }[] }[])[0]!.effects[0]!.seed;
    const r = await scenarios.run({
      players: [{ id: 'A', manaPool: '{C}{C}' }, { id: 'B' }],
      objects: [{ id: 'tt', card: 'Tireless Tracker' }, { id: 'c', token: true, ...seed }],
      actions: [{ kind: 'activate', object: 'c' }, { kind: 'resolve', all: true }],
    });
    expect(r.resolution.error).toBeUndefined();
    expect(clues(r)).toHaveLength(0);
    expect(r.resolution.final.objects.find((o) => o.id === 'tt')?.counters['+1/+1']).toBe(1);
    expect(r.resolution.trace.some((s) => s.rules.includes('701.21a') && s.key === 'trigger.triggers')).toBe(true);
    // 121.1: the Clue's ability draws a card (from a library the question didn't describe).
    expect(r.resolution.trace.some((s) => s.rules.includes('121.1'))).toBe(true);
  });
});

/** [question, what the answer says]: answered (EN and JA), no verdict. */
const ASKED: [string, string][] = [
  ['I cast Thraben Inspector. What happens?', 'Token created: Clue Token'],
  ['I control Tireless Tracker. A Forest enters the battlefield under my control. What happens?', 'Token created: Clue Token'],
  ['スレイベンの検査官を唱えました。どうなりますか？', '手掛かり・トークン'],
];

describe('GIVEN questions about investigating WHEN asked THEN the Clue is created (EN and JA)', () => {
  let deps: QuestionDeps;
  beforeAll(async () => {
    deps = await realCardDeps({ 'Thraben Inspector': 'スレイベンの検査官', 'Tireless Tracker': '不屈の追跡者', Forest: '森' });
  }, 120_000);
  it.each(ASKED)('%s → says %s', (q, says) => answeredRight(() => deps)(q, says, null), 60_000);
});
