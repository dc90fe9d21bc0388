/**
 * Issue 14: "Its controller creates a … token" / "That creature's controller creates …" after an
 * instruction on the spell's one target (608.2h): the player is read through the target as the
 * instruction is followed — its controller now, or its last known controller once it left — and the
 * token is created whether or not the instruction before did anything (an indestructible target).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { CardRecord } from '../../src/cards/types.ts';
import type { ScenarioRun } from '../../src/scenario/run.ts';
import { cardScenarios, compiledShapes, loadRealCards } from './compile-helpers.ts';

const create = (word: string, subtypes: string[]) => ({ kind: 'create', seed: { subtypes }, player: 'that-controller', target: word });

const ROWS: [string, Record<string, unknown>][] = [
  ['Beast Within', { spell: { effects: [{ kind: 'destroy', target: 'permanent' }, create('permanent', ['Beast'])] } }],
  ['Generous Gift', { spell: { effects: [{ kind: 'destroy', target: 'permanent' }, create('permanent', ['Elephant'])] } }],
  ['Pongify', { spell: { effects: [{ kind: 'destroy', target: 'creature', cantRegenerate: true }, create('creature', ['Ape'])] } }],
  ['Rapid Hybridization', { spell: { effects: [{ kind: 'destroy', target: 'creature', cantRegenerate: true }, create('creature', ['Frog', 'Lizard'])] } }],
  ['Swan Song', { spell: { effects: [{ kind: 'counter', target: 'spell' }, create('spell', ['Bird'])] } }],
];

/** Near misses that stay unmodelled: the controller of something that isn't the one target named just before. */
const UNMODELLED: [string, string][] = [
  // A delayed instruction of the target's controller ("at the beginning of the next turn's upkeep") is no template here.
  ['Arcane Denial', "Its controller may draw up to two cards at the beginning of the next turn's upkeep."],
  // Life equal to its toughness: only "equal to its power" is read.
  ['Condemn', 'Its controller gains life equal to its toughness.'],
];

let cards: Map<string, CardRecord>;
beforeAll(async () => {
  cards = await loadRealCards([...ROWS.map((r) => r[0]), ...UNMODELLED.map((r) => r[0]), 'Grizzly Bears', 'Lightning Bolt', 'Darksteel Myr']);
}, 120_000);

describe("'its controller' of the target, compiled", () => compiledShapes(ROWS, UNMODELLED, () => cards));

describe("'its controller' of the target, through the engine (608.2h)", () => {
  const scenarios = cardScenarios(() => cards);
  async function run(json: unknown): Promise<ScenarioRun> {
    const r = await scenarios.run(json);
    expect(r.resolution.error).toBeUndefined();
    return r;
  }
  const tokens = (r: ScenarioRun, subtype: string) =>
    r.resolution.final.objects.filter((o) => o.zone === 'battlefield' && o.printed.subtypes.includes(subtype)).map((o) => r.resolution.computed.find((c) => c.id === o.id)?.controller);
  const zone = (r: ScenarioRun, name: string) => r.resolution.final.objects.find((o) => o.printed.name === name)?.zone;

  it("GIVEN Beast Within on the opponent's Grizzly Bears THEN it dies and the opponent gets the Beast (last known controller)", async () => {
    const r = await run({ objects: [{ id: 'gb', card: 'Grizzly Bears', controller: 'B' }, { id: 'bw', card: 'Beast Within', zone: 'hand' }], actions: [{ kind: 'cast', object: 'bw', targets: { permanent: ['gb'] } }, { kind: 'resolve' }] });
    expect(zone(r, 'Grizzly Bears')).toBe('graveyard');
    expect(tokens(r, 'Beast')).toEqual(['B']);
  });

  it('GIVEN Beast Within on an indestructible permanent THEN it stays and its controller still gets the Beast', async () => {
    const r = await run({ objects: [{ id: 'dm', card: 'Darksteel Myr', controller: 'B' }, { id: 'bw', card: 'Beast Within', zone: 'hand' }], actions: [{ kind: 'cast', object: 'bw', targets: { permanent: ['dm'] } }, { kind: 'resolve' }] });
    expect(zone(r, 'Darksteel Myr')).toBe('battlefield');
    expect(tokens(r, 'Beast')).toEqual(['B']);
  });

  it('GIVEN Pongify on my own creature THEN I get the Ape', async () => {
    const r = await run({ objects: [{ id: 'gb', card: 'Grizzly Bears' }, { id: 'p', card: 'Pongify', zone: 'hand' }], actions: [{ kind: 'cast', object: 'p', targets: { creature: ['gb'] } }, { kind: 'resolve' }] });
    expect(tokens(r, 'Ape')).toEqual(['A']);
  });

  it("GIVEN the opponent's Swan Song on my Lightning Bolt THEN the Bolt is countered and I (its controller) get the Bird", async () => {
    const r = await run({
      objects: [{ id: 'lb', card: 'Lightning Bolt', zone: 'hand' }, { id: 'ss', card: 'Swan Song', zone: 'hand', controller: 'B' }],
      actions: [{ kind: 'cast', object: 'lb', targets: { any: ['B'] } }, { kind: 'pass' }, { kind: 'cast', object: 'ss', player: 'B', targets: { spell: ['lb'] } }, { kind: 'resolve', all: true }],
    });
    expect(r.resolution.final.players.find((p) => p.id === 'B')!.life).toBe(20);
    expect(tokens(r, 'Bird')).toEqual(['A']);
  });
});
