/**
 * Issue 14, session 45b: sentence shapes among the most-played cards.
 *
 * 1. "You may play lands from the top of your library." (116.2a, 401.5): the play-land action takes the owner's
 *    library's top card while a permanent of theirs says so — never a card under it; "Play with the top card of your
 *    library revealed." (401.5, 701.18c) only shows a card, which changes no game action.
 * 2. "Adapt N" (701.46a): N +1/+1 counters on the permanent only if it has no +1/+1 counters on it.
 * 3. Cascade (702.85a): a cast trigger of the spell itself, run by the engine's cascade instruction; each instance
 *    triggers on its own (702.85c).
 * 4. "A creature destroyed this way can't be regenerated." / "Creatures destroyed this way …" (701.19c): like "It can't
 *    be regenerated", on the destruction just before it — only when that destroys creatures alone.
 * 5. "Return all land cards from your graveyard to the battlefield tapped" / "… to your hand", "Put all creature cards
 *    from all graveyards onto the battlefield under your control" (400.7, 608.2c): every such card there as the
 *    instruction is followed — a graveyard nobody described stops the engine (404.2), never read as empty.
 * 6. "Each player may play an additional land on each of their turns" (305.2: every player's own turns);
 *    "You and target opponent each draw N cards" (121.1: the same draw for both players).
 * 7. Groups "with a +1/+1 counter on it", "with +1/+1 counters on them", "with no counters on them" (122.1): counters
 *    on the object as it is looked at (not a characteristic).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { CardRecord } from '../../src/cards/types.ts';
import { cardScenarios, compiledShapes, loadRealCards } from './compile-helpers.ts';
import { runScenarioWithCards } from '../../src/scenario/run.ts';

const TOP_LANDS = { kind: 'play-lands-from', who: 'you', zone: 'library-top' };
const ADAPT = (amount: number) => ({ kind: 'add-counters', counter: '+1/+1', amount, self: true, ifNone: true });

const CASCADE = { rules: ['702.85a'], event: 'cast', who: 'self', effects: [{ kind: 'cascade' }] };

const ROWS: [string, Record<string, unknown>][] = [
  ['Courser of Kruphix', { castStatics: [TOP_LANDS], triggers: [{ event: 'enters' }] }],
  ['Oracle of Mul Daya', { castStatics: [{ kind: 'additional-land', count: 1 }, TOP_LANDS] }],
  ['Bloodbraid Elf', { triggers: [CASCADE] }],
  ['Shardless Agent', { triggers: [CASCADE] }],
  ['Apex Devastator', { triggers: [CASCADE, CASCADE, CASCADE, CASCADE] }],
  ['Maelstrom Wanderer', { triggers: [CASCADE, CASCADE] }],
  ['Damn', { spell: { effects: [{ kind: 'destroy', target: 'creature', cantRegenerate: true }], alternatives: [{ name: 'overload', cost: '{2}{W}{W}', overload: { effects: [{ kind: 'destroy', all: { types: ['Creature'] }, cantRegenerate: true }] } }] } }],
  ['Splendid Reclamation', { spell: { effects: [{ kind: 'put-onto-battlefield', all: { types: ['Land'], zone: 'graveyard', controller: 'you' }, tapped: true }] } }],
  ['Aftermath Analyst', { activated: [{ sacrificeSelf: true, effects: [{ kind: 'put-onto-battlefield', all: { types: ['Land'], zone: 'graveyard', controller: 'you' }, tapped: true }] }] }],
  ['Rise of the Dark Realms', { spell: { effects: [{ kind: 'put-onto-battlefield', all: { types: ['Creature'], zone: 'graveyard' } }] } }],
  ['Crystal Chimes', { activated: [{ effects: [{ kind: 'return-to-hand', all: { types: ['Enchantment'], zone: 'graveyard', controller: 'you' } }] }] }],
  ['Lychguard', { activated: [{ effects: [{ kind: 'return-to-hand', all: { supertypes: ['Legendary'], types: ['Creature'], zone: 'graveyard', controller: 'you' } }] }] }],
  ['World Shaper', { triggers: [{ event: 'attacks' }, { event: 'dies', effects: [{ kind: 'put-onto-battlefield', all: { types: ['Land'], zone: 'graveyard', controller: 'you' }, tapped: true }] }] }],
  ['Rites of Flourishing', { castStatics: [{ kind: 'additional-land', who: 'all', count: 1 }] }],
  ['Secret Rendezvous', { spell: { targets: [{ word: 'opponent', players: 'opponent' }], effects: [{ kind: 'draw', amount: 3, player: 'you' }, { kind: 'draw', amount: 3, target: 'opponent' }] } }],
  ['Loran of the Third Path', { activated: [{ tap: true, effects: [{ kind: 'draw', amount: 1, player: 'you' }, { kind: 'draw', amount: 1, target: 'opponent' }] }] }],
  ['Abzan Falconer', { statics: [{ affects: { withCounter: '+1/+1', controller: 'you', types: ['Creature'] }, modifications: [{ kind: 'add-keywords', keywords: [{ keyword: 'flying' }] }] }] }],
  ['Duskshell Crawler', { statics: [{ affects: { withCounter: '+1/+1', controller: 'you', types: ['Creature'] }, modifications: [{ kind: 'add-keywords', keywords: [{ keyword: 'trample' }] }] }] }],
  ['Herald of Secret Streams', { statics: [{ affects: { withCounter: '+1/+1', controller: 'you', types: ['Creature'] } }] }],
  ['Damning Verdict', { spell: { effects: [{ kind: 'destroy', all: { noCounters: true, types: ['Creature'] } }] } }],
  ['Incubation Druid', { activated: [{ mana: true }, { cost: '{3}{G}{G}', effects: [ADAPT(3)] }] }],
  ['Pteramander', { activated: [{ effects: [ADAPT(4)] }] }],
];

const UNMODELLED: [string, string][] = [
  // Creature spells from the top under a condition about powers: not read (the land play beside it is).
  ['Augur of Autumn', 'As long as you control three or more creatures with different powers, you may cast creature spells from the top of your library.'],
  // "Play lands and cast spells" with a life payment instead of the mana cost: not read.
  // The land play only while an opponent controls more lands: not read.
  ['Verge Rangers', 'As long as an opponent controls more lands than you, you may play lands from the top of your library.'],
  // The destruction's condition isn't read, so neither is the sentence after it. (Soul Rend's "if it's white" is read
  // since cards50a, and its sentence with it: test/cards/shapes50a.test.ts.)
  ['Breaking Point', "Creatures destroyed this way can't be regenerated."],
  // "Under their owners' control" from all graveyards: not read.
  ['Planar Birth', "Return all basic land cards from all graveyards to the battlefield tapped under their owners' control."],
  // Cascade read; the damage equal to the other spells' total mana value isn't.
  ['Call Forth the Tempest', "Call Forth the Tempest deals damage to each creature your opponents control equal to the total mana value of other spells you've cast this turn."],
  ["Bolas's Citadel", 'You may play lands and cast spells from the top of your library.'],
  // Enchantment cards put onto the battlefield may be Auras, attached as they enter (303.4f) or left there (303.4g): not read.
  ['Brilliant Restoration', 'Return all artifact and enchantment cards from your graveyard to the battlefield.'],
];

let cards: Map<string, CardRecord>;
beforeAll(async () => {
  cards = await loadRealCards([...new Set([...ROWS.map((r) => r[0]), ...UNMODELLED.map((r) => r[0]), 'Forest', 'Island', 'Grizzly Bears', 'Mountain', 'Llanowar Elves'])]);
}, 120_000);

describe('issue 14 (45b): lands from the top of the library and adapt in real cards, compiled (116.2a, 401.5, 701.46a)', () => compiledShapes(ROWS, UNMODELLED, () => cards));

describe('lands played from the top of the library (116.2a, 305.1, 401.5)', () => {
  const scenarios = cardScenarios(() => cards);
  const inLibrary = (id: string, card: string) => ({ id, card, zone: 'library' as const, owner: 'A', controller: 'A' });
  const lands = async (objects: Record<string, unknown>[], plays: string[]) => {
    const r = await scenarios.run({ players: [{ id: 'A', library: 'described' }, { id: 'B' }], objects, actions: plays.map((object) => (object === 'resolve' ? { kind: 'resolve' } : { kind: 'play-land', object })) });
    expect(r.resolution.error).toBeUndefined();
    return r.resolution.trace.filter((x) => x.key.startsWith('land.')).map((x) => (x.key === 'land.played' ? `played ${String(x.params.from)}` : `can't: ${String(x.params.reason)}`));
  };

  it('GIVEN Courser of Kruphix and a Forest on top of the library THEN the Forest can be played, and it is the land play (its life trigger resolved between)', async () => {
    expect(await lands([{ id: 'ck', card: 'Courser of Kruphix' }, inLibrary('f', 'Forest'), inLibrary('i', 'Island')], ['f', 'resolve', 'i'])).toEqual(['played library', "can't: no-land-play"]);
  });

  it('GIVEN Oracle of Mul Daya THEN two lands come off the top in turn (305.2), each the top card as it is played', async () => {
    expect(await lands([{ id: 'om', card: 'Oracle of Mul Daya' }, inLibrary('f', 'Forest'), inLibrary('i', 'Island')], ['f', 'i'])).toEqual(['played library', 'played library']);
  });

  it("GIVEN the opponent's Rites of Flourishing THEN you too may play a second land (305.2: each player)", async () => {
    const hand = (id: string) => ({ id, card: 'Forest', zone: 'hand' as const, owner: 'A', controller: 'A' });
    expect(await lands([{ id: 'rf', card: 'Rites of Flourishing', controller: 'B', owner: 'B' }, hand('f1'), hand('f2'), hand('f3')], ['f1', 'f2', 'f3'])).toEqual(['played hand', 'played hand', "can't: no-land-play"]);
  });

  it('GIVEN a land under the top card, or no permission THEN it can\'t be played from the library', async () => {
    expect(await lands([{ id: 'ck', card: 'Courser of Kruphix' }, inLibrary('gb', 'Grizzly Bears'), inLibrary('f', 'Forest')], ['f'])).toEqual(["can't: zone"]);
    expect(await lands([inLibrary('f', 'Forest')], ['f'])).toEqual(["can't: zone"]);
    // The opponent's Courser gives you nothing.
    expect(await lands([{ id: 'ck', card: 'Courser of Kruphix', controller: 'B', owner: 'B' }, inLibrary('f', 'Forest')], ['f'])).toEqual(["can't: zone"]);
  });
});

describe('adapt (701.46a)', () => {
  const scenarios = cardScenarios(() => cards);
  const adapt = async (counters: Record<string, number>) => {
    const r = await scenarios.run({ objects: [{ id: 'z', card: 'Incubation Druid', counters }], actions: [{ kind: 'activate', object: 'z', ability: 1 }, { kind: 'resolve' }] });
    expect(r.resolution.error).toBeUndefined();
    return r;
  };

  it('GIVEN Incubation Druid with no +1/+1 counter THEN adapt 3 puts three on it', async () => {
    const r = await adapt({});
    expect(r.resolution.final.objects.find((o) => o.id === 'z')?.counters).toMatchObject({ '+1/+1': 3 });
  });

  it('GIVEN Incubation Druid with a +1/+1 counter THEN adapt puts none (the trace says why, 701.46a)', async () => {
    const r = await adapt({ '+1/+1': 1 });
    expect(r.resolution.final.objects.find((o) => o.id === 'z')?.counters).toMatchObject({ '+1/+1': 1 });
    const s = r.resolution.trace.find((x) => x.key === 'stack.effect-skipped');
    expect(s?.rules).toEqual(['701.46a']);
    expect(s?.params).toMatchObject({ reason: 'has-counters' });
  });

  it('GIVEN Incubation Druid with a -1/-1 counter only THEN adapt still puts three +1/+1 counters (only +1/+1 counters count; then one of each is removed, 704.5q)', async () => {
    const r = await adapt({ '-1/-1': 1 });
    expect(r.resolution.final.objects.find((o) => o.id === 'z')?.counters).toEqual({ '+1/+1': 2 });
  });
});

describe('cascade (702.85a)', () => {
  const scenarios = cardScenarios(() => cards);
  const inLibrary = (id: string, card: string) => ({ id, card, zone: 'library' as const, owner: 'A', controller: 'A' });
  const zone = (r: Awaited<ReturnType<typeof scenarios.run>>, id: string) => r.resolution.final.objects.filter((o) => o.id === id || o.id.startsWith(`${id}~`)).map((o) => o.zone);

  it('GIVEN Bloodbraid Elf cast over a Mountain and Grizzly Bears THEN the Bears (mana value 2 < 4) are cast for free and the Mountain goes to the bottom', async () => {
    const r = await scenarios.run({ players: [{ id: 'A', library: 'described' }, { id: 'B' }], objects: [{ id: 'be', card: 'Bloodbraid Elf', zone: 'hand' }, inLibrary('m', 'Mountain'), inLibrary('gb', 'Grizzly Bears'), inLibrary('f', 'Forest')], actions: [{ kind: 'cast', object: 'be' }, { kind: 'resolve', all: true }] });
    expect(r.resolution.error).toBeUndefined();
    expect(zone(r, 'gb')).toContain('battlefield');
    expect(zone(r, 'be')).toContain('battlefield');
    expect(zone(r, 'm')).toEqual(['library']);
    expect(r.resolution.trace.find((x) => x.key === 'alt.cascade')?.rules).toEqual(['702.85a']);
  });

  it('GIVEN Maelstrom Wanderer THEN each cascade triggers on its own (702.85c): two triggers on the stack', async () => {
    const r = await scenarios.run({ players: [{ id: 'A', library: 'described' }, { id: 'B' }], objects: [{ id: 'mw', card: 'Maelstrom Wanderer', zone: 'hand' }, inLibrary('gb', 'Grizzly Bears'), inLibrary('m', 'Mountain'), inLibrary('f', 'Forest')], actions: [{ kind: 'cast', object: 'mw' }] });
    expect(r.resolution.error).toBeUndefined();
    expect(r.resolution.trace.filter((x) => x.key === 'trigger.triggers').length).toBe(2);
  });
});

describe('all cards of a kind from a graveyard (400.7, 404.2, 608.2c)', () => {
  const scenarios = cardScenarios(() => cards);
  const inYard = (id: string, card: string, owner = 'A') => ({ id, card, zone: 'graveyard' as const, owner, controller: owner });
  const final = (r: Awaited<ReturnType<typeof scenarios.run>>, id: string) => r.resolution.final.objects.find((o) => o.id === id || o.id.startsWith(`${id}~`));

  it('GIVEN Splendid Reclamation with two Forests and Grizzly Bears in a described graveyard THEN both Forests enter tapped, the Bears stay', async () => {
    const r = await scenarios.run({ players: [{ id: 'A', graveyard: 'described' }, { id: 'B' }], objects: [{ id: 'sr', card: 'Splendid Reclamation', zone: 'hand' }, inYard('f1', 'Forest'), inYard('f2', 'Forest'), inYard('gb', 'Grizzly Bears')], actions: [{ kind: 'cast', object: 'sr' }, { kind: 'resolve' }] });
    expect(r.resolution.error).toBeUndefined();
    expect([final(r, 'f1'), final(r, 'f2')].map((o) => [o?.zone, o?.tapped])).toEqual([['battlefield', true], ['battlefield', true]]);
    expect(final(r, 'gb')?.zone).toBe('graveyard');
  });

  it('GIVEN Rise of the Dark Realms and both graveyards described THEN every creature card there enters under its caster\'s control', async () => {
    const r = await scenarios.run({ players: [{ id: 'A', graveyard: 'described' }, { id: 'B', graveyard: 'described' }], objects: [{ id: 'rd', card: 'Rise of the Dark Realms', zone: 'hand' }, inYard('gb', 'Grizzly Bears', 'B'), inYard('le', 'Llanowar Elves'), inYard('f', 'Forest', 'B')], actions: [{ kind: 'cast', object: 'rd' }, { kind: 'resolve' }] });
    expect(r.resolution.error).toBeUndefined();
    expect([final(r, 'gb'), final(r, 'le')].map((o) => o?.zone)).toEqual(['battlefield', 'battlefield']);
    expect(r.resolution.computed.filter((c) => c.id.startsWith('gb') || c.id.startsWith('le')).map((c) => c.controller)).toEqual(['A', 'A']);
    expect(final(r, 'f')?.zone).toBe('graveyard');
  });

  it('GIVEN Splendid Reclamation and a graveyard nobody described THEN the engine stops rather than read it as holding only the cards told (404.2)', async () => {
    const r = await runScenarioWithCards({ players: [{ id: 'A', graveyard: 'unknown' }, { id: 'B' }], objects: [{ id: 'sr', card: 'Splendid Reclamation', zone: 'hand' }, inYard('f1', 'Forest')], actions: [{ kind: 'cast', object: 'sr' }, { kind: 'resolve' }] }, scenarios.resolver);
    expect(r.ok ? 'ran' : r.error.kind === 'engine' ? r.error.error.key : 'invalid').toBe('error.unseen-card');
  });
});

describe('groups by the counters on them (122.1)', () => {
  const scenarios = cardScenarios(() => cards);
  const computed = (r: Awaited<ReturnType<typeof scenarios.run>>, id: string) => r.resolution.computed.find((c) => c.id === id);
  const final = (r: Awaited<ReturnType<typeof scenarios.run>>, id: string) => r.resolution.final.objects.find((o) => o.id === id || o.id.startsWith(`${id}~`));

  it('GIVEN Abzan Falconer and two Grizzly Bears, one with a +1/+1 counter THEN only that one has flying', async () => {
    const r = await scenarios.run({ objects: [{ id: 'af', card: 'Abzan Falconer' }, { id: 'b1', card: 'Grizzly Bears', counters: { '+1/+1': 1 } }, { id: 'b2', card: 'Grizzly Bears' }, { id: 'ob', card: 'Grizzly Bears', controller: 'B', owner: 'B', counters: { '+1/+1': 1 } }] });
    const flies = (id: string) => computed(r, id)!.keywords.some((k) => k.keyword === 'flying');
    expect([flies('b1'), flies('b2'), flies('ob'), flies('af')]).toEqual([true, false, false, false]);
  });

  it('GIVEN Abzan Falconer and a Grizzly Bears that gets a +1/+1 counter later THEN it has flying from then on (the layers recomputed)', async () => {
    const r = await scenarios.run({ objects: [{ id: 'af', card: 'Abzan Falconer' }, { id: 'b1', card: 'Grizzly Bears' }], actions: [{ kind: 'add-counters', target: 'b1', counter: '+1/+1', amount: 1 }] });
    expect(computed(r, 'b1')!.keywords.some((k) => k.keyword === 'flying')).toBe(true);
    expect(computed(r, 'b1')!.power).toBe(3);
  });

  it('GIVEN Damning Verdict THEN creatures with any counter survive, the rest are destroyed', async () => {
    const r = await scenarios.run({ objects: [{ id: 'dv', card: 'Damning Verdict', zone: 'hand' }, { id: 'b1', card: 'Grizzly Bears', counters: { '-1/-1': 1 } }, { id: 'b2', card: 'Grizzly Bears' }, { id: 'le', card: 'Llanowar Elves', controller: 'B', owner: 'B', counters: { '+1/+1': 2 } }], actions: [{ kind: 'cast', object: 'dv' }, { kind: 'resolve' }] });
    expect(r.resolution.error).toBeUndefined();
    expect(['b1', 'b2', 'le'].map((id) => final(r, id)?.zone)).toEqual(['battlefield', 'graveyard', 'battlefield']);
  });
});
