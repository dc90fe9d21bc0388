/**
 * Issue 14 (session 28, cards28a): two sentence shapes of the most asked-about cards.
 * - "When this enters, exile target … until this leaves the battlefield" (Banishing Light, Portable
 *   Hole, Conclave Tribunal, Silkwrap, Prison Realm, Ossification's trigger): the card returns as soon as
 *   the source leaves, under its owner's control (610.3, 610.3c) — no triggered ability; if the source
 *   has already left when the ability resolves, the card isn't exiled at all (610.3b).
 * - "… at the beginning of the next end step" (Flickerwisp, Glimmerpoint Stag, Otherworldly Journey):
 *   a delayed triggered ability made as the ability resolves (603.7a), once (603.7b), about the card the
 *   instruction before it exiled (603.7c); and "At the beginning of the end step" (Ball Lightning): each
 *   end step (513.1a).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { CardRecord } from '../../src/cards/types.ts';
import type { ScenarioRun } from '../../src/scenario/run.ts';
import { runScenarioWithCards } from '../../src/scenario/run.ts';
import { cardScenarios, compiledShapes, loadRealCards } from './compile-helpers.ts';

const until = (target: string) => ({ triggers: [{ event: 'enters', effects: [{ kind: 'exile', target, untilLeaves: true }] }] });
const nextEnd = (extra: Record<string, unknown> = {}) => ({ kind: 'delayed-trigger', trigger: { event: 'end-step', who: 'any', effects: [{ kind: 'put-onto-battlefield', it: true, underOwner: true, ...extra }] } });
const ROWS: [string, Record<string, unknown>][] = [
  ['Banishing Light', until('permanent')],
  ['Conclave Tribunal', until('permanent')],
  ['Portable Hole', { triggers: [{ event: 'enters', targets: [{ objects: { manaValue: { atMost: 2 }, controller: 'opponent' } }], effects: [{ kind: 'exile', untilLeaves: true }] }] }],
  ['Silkwrap', until('creature')],
  ['Prison Realm', { triggers: [...until('creature').triggers, { event: 'enters', effects: [{ kind: 'scry', amount: 1 }] }] }],
  ['Flickerwisp', { triggers: [{ event: 'enters', effects: [{ kind: 'exile', target: 'permanent' }, nextEnd()] }] }],
  ['Glimmerpoint Stag', { triggers: [{ event: 'enters', effects: [{ kind: 'exile', target: 'permanent' }, nextEnd()] }] }],
  ['Otherworldly Journey', { spell: { effects: [{ kind: 'exile', target: 'creature' }, nextEnd({ counters: { '+1/+1': 1 } })] } }],
  ['Ball Lightning', { triggers: [{ event: 'end-step', who: 'any', effects: [{ kind: 'sacrifice', self: true }] }] }],
];

/** Neighbours not read whole: the sentence stays unmodelled (never answered over). */
const UNMODELLED: [string, string][] = [
  // The leaves ability names the card its enters ability exiled ("the exiled card's owner", a linked ability, 607.2a): not
  // read, so the card is never answered over once it leaves. (Its enters exile, with no "until", is read since session 51.)
  ['Skyclave Apparition', "When this creature leaves the battlefield, the exiled card's owner creates an X/X blue Illusion creature token, where X is the mana value of the exiled card."],
];

const EXTRA = ['Grizzly Bears', 'Disenchant'];
let cards: Map<string, CardRecord>;
beforeAll(async () => {
  cards = await loadRealCards([...new Set([...ROWS.map((r) => r[0]), ...UNMODELLED.map((r) => r[0]), ...EXTRA])]);
}, 120_000);

describe('session-28 (a) exile until this leaves, and the next end step, compiled', () => {
  compiledShapes(ROWS, UNMODELLED, () => cards);
});

describe('session-28 (a) exile until this leaves the battlefield in play (610.3)', () => {
  const { run, resolver } = cardScenarios(() => cards);
  const bears = (r: ScenarioRun) => r.resolution.final.objects.filter((o) => o.printed.name === 'Grizzly Bears');
  const story = (card: string, after: unknown[], before: unknown[] = [{ kind: 'resolve' }]) => ({
    players: [{ id: 'A' }, { id: 'B' }],
    objects: [{ id: 'light', card, zone: 'hand', controller: 'A' }, { id: 'x', card: 'Grizzly Bears', zone: 'battlefield', controller: 'B', counters: { '+1/+1': 2 } }],
    actions: [{ kind: 'cast', object: 'light' }, { kind: 'resolve' }, ...before, ...after],
  });

  it.each(['Banishing Light', 'Silkwrap'])('GIVEN their Bears exiled by my %s WHEN it is destroyed THEN the Bears return at once, a new 2/2 under their owner’s control (610.3, 610.3c, 400.7)', async (card) => {
    const r = await run(story(card, [{ kind: 'destroy', object: 'light' }]));
    const [b] = bears(r);
    expect(b?.zone).toBe('battlefield');
    expect(b?.counters ?? {}).toEqual({});
    expect(r.resolution.computed.find((c) => c.id === b!.id)).toMatchObject({ power: 2, toughness: 2, controller: 'B' });
    const back = r.resolution.trace.find((s) => s.key === 'zone.until-returns');
    expect(back?.rules).toEqual(['610.3', '610.3c']);
  });

  it('GIVEN the Bears exiled and Banishing Light still on the battlefield THEN they stay exiled', async () => {
    const r = await run(story('Banishing Light', []));
    expect(bears(r).map((o) => o.zone)).toEqual(['exile']);
  });

  it('GIVEN Banishing Light destroyed while its enters ability is on the stack THEN the Bears are never exiled (610.3b)', async () => {
    const r = await run(story('Banishing Light', [{ kind: 'resolve', all: true }], [{ kind: 'destroy', object: 'light' }]));
    expect(bears(r).map((o) => o.zone)).toEqual(['battlefield']);
    expect(r.resolution.trace.some((s) => s.key === 'stack.effect-skipped' && s.params.reason === 'until-source-left' && s.rules.includes('610.3b'))).toBe(true);
  });

  it('GIVEN a Banishing Light already on the battlefield as the story begins (what it exiled unsaid) WHEN it leaves THEN the run refuses rather than guess (610.3)', async () => {
    const r = await runScenarioWithCards({ players: [{ id: 'A' }, { id: 'B' }], objects: [{ id: 'light', card: 'Banishing Light', zone: 'battlefield', controller: 'B' }, { id: 'x', card: 'Grizzly Bears', zone: 'exile', controller: 'A' }], actions: [{ kind: 'destroy', object: 'light' }] }, resolver);
    expect(!r.ok && r.error.kind === 'engine' ? r.error.error : r).toMatchObject({ code: 'unmodelled', params: { reason: 'linked-exile-unknown' } });
  });
});

describe('session-28 (a) the next end step in play (603.7, 513.1a)', () => {
  const { run } = cardScenarios(() => cards);
  const named = (r: ScenarioRun, n: string) => r.resolution.final.objects.filter((o) => o.printed.name === n);
  const withBears = (mine: string, zone: string, after: unknown[]) => ({
    players: [{ id: 'A' }, { id: 'B' }],
    objects: [{ id: 'w', card: mine, zone, controller: 'A' }, { id: 'x', card: 'Grizzly Bears', zone: 'battlefield', controller: 'B' }],
    actions: after,
  });

  it('GIVEN Flickerwisp exiling their Bears THEN they are in exile until the end step begins, then return under their owner’s control (603.7a-c)', async () => {
    const before = await run(withBears('Flickerwisp', 'hand', [{ kind: 'cast', object: 'w' }, { kind: 'resolve' }, { kind: 'resolve' }]));
    expect(named(before, 'Grizzly Bears').map((o) => o.zone)).toEqual(['exile']);
    const r = await run(withBears('Flickerwisp', 'hand', [{ kind: 'cast', object: 'w' }, { kind: 'resolve' }, { kind: 'resolve' }, { kind: 'begin-step', step: 'end' }, { kind: 'resolve', all: true }]));
    const [b] = named(r, 'Grizzly Bears');
    expect(b?.zone).toBe('battlefield');
    expect(r.resolution.computed.find((c) => c.id === b!.id)?.controller).toBe('B');
    expect(r.resolution.trace.some((s) => s.key === 'trigger.triggers' && s.rules.includes('603.7b'))).toBe(true);
  });

  it('GIVEN Otherworldly Journey on their Bears THEN at the next end step they return with a +1/+1 counter (603.7, 122.6)', async () => {
    const r = await run(withBears('Otherworldly Journey', 'hand', [{ kind: 'cast', object: 'w', targets: { creature: ['x'] } }, { kind: 'resolve' }, { kind: 'begin-step', step: 'end' }, { kind: 'resolve', all: true }]));
    const [b] = named(r, 'Grizzly Bears');
    expect(b?.zone).toBe('battlefield');
    expect(b?.counters).toEqual({ '+1/+1': 1 });
  });

  it('GIVEN Ball Lightning on the battlefield WHEN the end step begins THEN it is sacrificed (513.1a, 701.21a)', async () => {
    const r = await run(withBears('Ball Lightning', 'battlefield', [{ kind: 'begin-step', step: 'end' }, { kind: 'resolve', all: true }]));
    expect(named(r, 'Ball Lightning').map((o) => o.zone)).toEqual(['graveyard']);
  });
});
