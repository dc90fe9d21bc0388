/**
 * Issue 14 (cards50b): "If it would leave the battlefield, exile it instead of putting it anywhere else" after an
 * instruction that put a card onto the battlefield (614.1a; "it" is the permanent the card became, 400.7j): a
 * replacement effect watching that permanent, whatever zone it would go to — not exile itself — until it has left
 * (a new object then, 400.7).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { CardRecord } from '../../src/cards/types.ts';
import type { ScenarioRun } from '../../src/scenario/run.ts';
import { cardScenarios, compiledShapes, loadRealCards, realCardDeps } from './compile-helpers.ts';
import { answeredRight } from '../support/ask-rows.ts';
import type { QuestionDeps } from '../../src/questions/index.ts';

const LEAVES = { kind: 'add-replacement', it: true, replacement: { kind: 'zone-change', from: 'battlefield', to: 'anywhere', instead: 'exile' } };

const ROWS: [string, Record<string, unknown>][] = [
  ['Whip of Erebos', { activated: [{ sorcery: true, effects: [{ kind: 'put-onto-battlefield' }, { kind: 'apply-effect', it: true }, { kind: 'delayed-trigger' }, LEAVES] }] }],
  ['Moira and Teshar', { triggers: [{ event: 'cast', effects: [{ kind: 'put-onto-battlefield' }, { kind: 'apply-effect' }, { kind: 'delayed-trigger' }, LEAVES] }] }],
];

/** Never half-read: "that creature" after a put from an opponent's graveyard, an ability granted in quotes. */
const UNREAD: [string, string][] = [
  ['Gruesome Encore', 'If that creature would leave the battlefield, exile it instead of putting it anywhere else.'],
];

let cards: Map<string, CardRecord>;
beforeAll(async () => {
  cards = await loadRealCards([...ROWS.map((r) => r[0]), ...UNREAD.map((r) => r[0]), 'Grizzly Bears', 'Unsummon', 'Murder']);
}, 120_000);

describe('exile-if-it-would-leave riders in real cards, compiled (614.1a)', () => {
  compiledShapes(ROWS, UNREAD, () => cards);
});

describe('GIVEN Whip of Erebos returned a creature card (614.1a, 400.7j)', () => {
  const scenarios = cardScenarios(() => cards);
  const where = (r: ScenarioRun) => r.resolution.final.objects.filter((o) => o.printed.name === 'Grizzly Bears').map((o) => o.zone);
  const whip = (then: Record<string, unknown>[], hand: string) => ({
    players: [{ id: 'A', manaPool: '{B}{B}{B}{B}{U}' }, { id: 'B' }],
    objects: [{ id: 'w', card: 'Whip of Erebos' }, { id: 'gb', card: 'Grizzly Bears', zone: 'graveyard' }, { id: 's', card: hand, zone: 'hand' }],
    actions: [{ kind: 'activate', object: 'w', targets: { creature: ['gb'] } }, { kind: 'resolve', all: true }, ...then],
  });

  it('WHEN it is destroyed THEN it is exiled instead of going to the graveyard', async () => {
    const r = await scenarios.run(whip([{ kind: 'destroy', object: 'gb' }], 'Murder'));
    expect(r.resolution.error).toBeUndefined();
    expect(where(r)).toEqual(['exile']);
  });

  it('WHEN it would be exiled anyway (its own end-step trigger) THEN nothing is replaced: it is exiled once', async () => {
    const r = await scenarios.run(whip([{ kind: 'exile', object: 'gb' }], 'Murder'));
    expect(r.resolution.error).toBeUndefined();
    expect(where(r)).toEqual(['exile']);
  });

  it("WHEN it is returned to its owner's hand THEN it is exiled instead", async () => {
    const r2 = await scenarios.run(whip([{ kind: 'cast', object: 's', targets: { creature: ['gb'] } }, { kind: 'resolve', all: true }], 'Unsummon'));
    expect(r2.resolution.error).toBeUndefined();
    expect(where(r2)).toEqual(['exile']);
  });
});

/** [question, what the answer says]: answered (EN and JA). */
const ASKED: [string, string][] = [
  ['I control Whip of Erebos. Grizzly Bears is in my graveyard. I activate Whip of Erebos targeting Grizzly Bears. Then Grizzly Bears is destroyed. Where is Grizzly Bears?', 'exile'],
  ['《エレボスの鞭》をコントロールしている。墓地にある《灰色熊》を対象に《エレボスの鞭》の能力を起動した。その後《灰色熊》が破壊された。《灰色熊》はどこに行く？', '追放領域'],
];

describe('GIVEN questions about Whip of Erebos WHEN asked THEN answered from the compiled rider (EN and JA)', () => {
  let deps: QuestionDeps;
  beforeAll(async () => {
    deps = await realCardDeps({ 'Whip of Erebos': 'エレボスの鞭', 'Grizzly Bears': '灰色熊' });
  }, 120_000);
  it.each(ASKED)('%s → says %s', (q, says) => answeredRight(() => deps)(q, says, null), 60_000);
});
