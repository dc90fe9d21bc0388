/**
 * Issue 14 (session 26, cards26c): linked abilities of the Oblivion Ring kind (607.2a). "When this
 * enters, exile [another] target …" and "When this leaves the battlefield, return the exiled card to
 * the battlefield under its owner's control": the second returns only what the first exiled while the
 * source was that object. The card returns as a new object (400.7: no counters, untapped, under its
 * owner's control, 110.2); a token exiled has ceased to exist (704.5d, 111.7); if the source leaves
 * before its enters ability resolves, the leaves ability finds nothing and the card stays exiled.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { CardRecord } from '../../src/cards/types.ts';
import type { ScenarioRun } from '../../src/scenario/run.ts';
import { compileCard } from '../../src/cards/compile/index.ts';
import { runScenarioWithCards } from '../../src/scenario/run.ts';
import { cardScenarios, compiledShapes, loadRealCards } from './compile-helpers.ts';

const RETURN = { event: 'leaves', effects: [{ kind: 'put-onto-battlefield', exiledWith: true, underOwner: true }] };
const exiling = (target: string) => ({ event: 'enters', effects: [{ kind: 'exile', target, linked: true }] });
const ROWS: [string, Record<string, unknown>][] = [
  ['Oblivion Ring', { triggers: [exiling('permanent'), RETURN] }],
  ['Journey to Nowhere', { triggers: [exiling('creature'), RETURN] }],
  ['Faceless Butcher', { triggers: [exiling('creature'), RETURN] }],
  // "you may exile" (608.2d): the may is kept on the linked exile.
  ['Fiend Hunter', { triggers: [{ event: 'enters', effects: [{ kind: 'exile', target: 'creature', linked: true, may: expect.any(String) }] }, RETURN] }],
  ['Leonin Relic-Warder', { triggers: [{ event: 'enters', effects: [{ kind: 'exile', linked: true }] }, RETURN] }],
  ['Petravark', { triggers: [exiling('land'), RETURN] }],
];

/** The return isn't read without the one targeted exile it is linked to. */
const UNMODELLED: [string, string][] = [
  // The exile is a choice, not a target: not the exile the engine links.
  ['Wormfang Newt', "When this creature leaves the battlefield, return the exiled card to the battlefield under its owner's control."],
  // The exile isn't read: nothing to link to.
  ['Wormfang Crab', "When this creature leaves the battlefield, return the exiled card to the battlefield under its owner's control."],
  // Several cards: "the exiled cards … under their owner's control".
  ['Detention Sphere', "When this enchantment leaves the battlefield, return the exiled cards to the battlefield under their owner's control."],
];

const EXTRA = ['Grizzly Bears', 'Krosan Grip'];
let cards: Map<string, CardRecord>;
beforeAll(async () => {
  cards = await loadRealCards([...new Set([...ROWS.map((r) => r[0]), ...UNMODELLED.map((r) => r[0]), ...EXTRA])]);
}, 120_000);

describe('session-26 (c) linked exile-and-return abilities, compiled (607.2a)', () => {
  compiledShapes(ROWS, UNMODELLED, () => cards);

  it('GIVEN "return the exiled card" with no exiling ability, or with two, or outside a leaves ability THEN it is not read', () => {
    const base = cards.get('Oblivion Ring')!;
    const back = "When this enchantment leaves the battlefield, return the exiled card to the battlefield under its owner's control.";
    for (const text of [back, `When this enchantment enters, exile target creature.\nWhen this enchantment enters, exile target artifact.\n${back}`, "When this enchantment enters, exile target creature.\nWhen this enchantment enters, return the exiled card to the battlefield under its owner's control."]) {
      const c = compileCard({ ...base, oracle_text: text });
      expect(JSON.stringify(c.object), text).not.toContain('"linked":true');
      expect(JSON.stringify(c.object), text).not.toContain('exiledWith');
      expect(c.unmodelled.some((u) => /return the exiled card/.test(u)), text).toBe(true);
    }
  });
});

describe('session-26 (c) Oblivion Ring and Journey to Nowhere in play (607.2a, 400.7, 704.5d)', () => {
  const { run, resolver } = cardScenarios(() => cards);
  const bears = (r: ScenarioRun) => r.resolution.final.objects.filter((o) => o.printed.name === 'Grizzly Bears');
  const computed = (r: ScenarioRun, id: string) => r.resolution.computed.find((c) => c.id === id);
  // A (the active player) casts the Ring; its enters ability has one legal target, `x` (603.3d).
  const exiled = (ring: string, theirs: Record<string, unknown>, after: unknown[], before: unknown[] = [{ kind: 'resolve' }]) => ({
    players: [{ id: 'A' }, { id: 'B' }],
    objects: [{ id: 'ring', card: ring, zone: 'hand', controller: 'A' }, { id: 'x', zone: 'battlefield', ...theirs }],
    actions: [{ kind: 'cast', object: 'ring' }, { kind: 'resolve' }, ...before, ...after],
  });

  it.each(['Oblivion Ring', 'Journey to Nowhere'])('GIVEN their Grizzly Bears with three +1/+1 counters exiled by my %s WHEN it is destroyed THEN the Bears come back as a new 2/2 with no counters, under their owner’s control (400.7, 110.2)', async (ring) => {
    const r = await run(exiled(ring, { card: 'Grizzly Bears', controller: 'B', counters: { '+1/+1': 3 } }, [{ kind: 'destroy', object: 'ring' }, { kind: 'resolve' }]));
    const [b] = bears(r);
    expect(b?.zone).toBe('battlefield');
    expect(b?.id).not.toBe('x');
    expect(computed(r, b!.id)).toMatchObject({ power: 2, toughness: 2, controller: 'B' });
    expect(b?.counters ?? {}).toEqual({});
  });

  it('GIVEN the Bears exiled and the Ring still on the battlefield THEN the Bears stay exiled', async () => {
    const r = await run(exiled('Oblivion Ring', { card: 'Grizzly Bears', controller: 'B' }, []));
    expect(bears(r).map((o) => o.zone)).toEqual(['exile']);
  });

  it('GIVEN their Spirit token exiled by Oblivion Ring WHEN the Ring is destroyed THEN nothing returns: the token ceased to exist in exile (704.5d, 111.7)', async () => {
    const r = await run(exiled('Oblivion Ring', { token: true, name: 'Spirit Token', types: ['Creature'], subtypes: ['Spirit'], colors: ['W'], power: 1, toughness: 1, controller: 'B' }, [{ kind: 'destroy', object: 'ring' }, { kind: 'resolve' }]));
    expect(r.resolution.final.objects.some((o) => o.printed.name === 'Spirit Token')).toBe(false);
    expect(r.resolution.trace.some((s) => s.key === 'sba.token-ceases')).toBe(true);
  });

  it('GIVEN Oblivion Ring destroyed while its enters ability is on the stack THEN its leaves ability returns nothing and the Bears are exiled for good (607.2a)', async () => {
    // The Ring is destroyed with its enters ability on the stack; the leaves ability resolves first.
    const r = await run(exiled('Oblivion Ring', { card: 'Grizzly Bears', controller: 'B' }, [{ kind: 'resolve', all: true }], [{ kind: 'destroy', object: 'ring' }]));
    expect(bears(r).map((o) => o.zone)).toEqual(['exile']);
    expect(r.resolution.trace.some((s) => s.key === 'stack.effect-skipped' && s.params.reason === 'nothing-linked')).toBe(true);
  });

  it('GIVEN a Ring already on the battlefield as the story begins (what it exiled unsaid) WHEN it leaves THEN the run refuses rather than guess (607.2a)', async () => {
    const r = await runScenarioWithCards({ players: [{ id: 'A' }, { id: 'B' }], objects: [{ id: 'ring', card: 'Oblivion Ring', zone: 'battlefield', controller: 'B' }, { id: 'x', card: 'Grizzly Bears', zone: 'exile', controller: 'A' }], actions: [{ kind: 'destroy', object: 'ring' }, { kind: 'resolve' }] }, resolver);
    expect(!r.ok && r.error.kind === 'engine' ? r.error.error : r).toMatchObject({ code: 'unmodelled', params: { reason: 'linked-exile-unknown' } });
  });

  it('GIVEN Bears I own that my opponent controls, exiled by my Journey to Nowhere THEN they return under my control, their owner’s (110.2)', async () => {
    const r = await run(exiled('Journey to Nowhere', { card: 'Grizzly Bears', owner: 'A', controller: 'B' }, [{ kind: 'destroy', object: 'ring' }, { kind: 'resolve' }]));
    const [b] = bears(r);
    expect(b?.zone).toBe('battlefield');
    expect(computed(r, b!.id)?.controller).toBe('A');
  });
});
