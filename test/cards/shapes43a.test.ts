/**
 * Issue 14 (session 43a, popularity-driven coverage): sentence shapes read whole.
 * - "attacking" / "blocking" / "attacking or blocking" in a group (506.4, 508.1k, 509.1g): "target
 *   attacking creature", "each attacking creature you control", "Attacking creatures you control get
 *   +1/+0", "Blocking creatures get +7/+7 until end of turn", "Prevent all combat damage that would be
 *   dealt to attacking creatures you control" — the filter's combat role, read from the combat in progress.
 * - "You win the game" (104.2b, 104.1), "target player loses the game" (104.3e) as instructions; a player
 *   who can't win or can't lose the game doesn't (101.2, 104.3).
 * Compiled shapes of real cards, the sentences left unread, and boards run through the engine.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { CardRecord } from '../../src/cards/types.ts';
import type { ScenarioRun } from '../../src/scenario/run.ts';
import { compileCard } from '../../src/cards/compile/index.ts';
import { cardScenarios, compiledShapes, loadRealCards } from './compile-helpers.ts';

const ATTACKING = { kind: 'filter', types: ['Creature'], combat: 'attacking' };
const ATTACKING_MINE = { ...ATTACKING, controller: 'you' };
const BLOCKING = { kind: 'filter', types: ['Creature'], combat: 'blocking' };
const EITHER = { kind: 'filter', types: ['Creature'], combat: 'attacking-or-blocking' };

const ROWS: [string, Record<string, unknown>][] = [
  // Targets (115.1 with 506.4)
  ['Kill Shot', { spell: { targets: [{ objects: ATTACKING }], effects: [{ kind: 'destroy' }] } }],
  ['Not on My Watch', { spell: { targets: [{ objects: ATTACKING }], effects: [{ kind: 'exile' }] } }],
  ['Sudden Strike', { spell: { targets: [{ objects: EITHER }], effects: [{ kind: 'destroy' }] } }],
  ["Wanderer's Intervention", { spell: { targets: [{ objects: EITHER }], effects: [{ kind: 'damage', amount: 4 }] } }],
  ['Dauthi Jackal', { activated: [{ targets: [{ objects: BLOCKING }], effects: [{ kind: 'destroy' }] }] }],
  ["Nahiri's Machinations", { activated: [{ targets: [{ objects: BLOCKING }], effects: [{ kind: 'damage', amount: 1 }] }] }],
  // All / each (608.2c)
  ['Aetherize', { spell: { effects: [{ kind: 'return-to-hand', all: ATTACKING }] } }],
  ['Drana, Liberator of Malakir', { triggers: [{ event: 'deals-damage', effects: [{ kind: 'add-counters', counter: '+1/+1', all: ATTACKING_MINE }] }] }],
  // Static abilities (611.3, 613) and effects until end of turn (611.2c)
  ['Goblin Oriflamme', { statics: [{ affects: ATTACKING_MINE, modifications: [{ kind: 'modify-pt', power: 1, toughness: 0 }] }] }],
  ['Ohran Frostfang', { statics: [{ affects: ATTACKING_MINE, modifications: [{ kind: 'add-keywords', keywords: [{ keyword: 'deathtouch' }] }] }] }],
  ['Hold the Line', { spell: { effects: [{ kind: 'apply-effect', effect: { affects: BLOCKING, modifications: [{ kind: 'modify-pt', power: 7, toughness: 7 }] } }] } }],
  ['Ambush', { spell: { effects: [{ kind: 'apply-effect', effect: { affects: BLOCKING, modifications: [{ kind: 'add-keywords', keywords: [{ keyword: 'first strike' }] }] } }] } }],
  // Winning and losing (104.2b, 104.3e)
  ['Felidar Sovereign', { triggers: [{ event: 'upkeep', condition: { kind: 'life', player: 'you', atLeast: 40 }, effects: [{ kind: 'win-game', player: 'you' }] }] }],
  ['Test of Endurance', { triggers: [{ event: 'upkeep', condition: { kind: 'life', player: 'you', atLeast: 50 }, effects: [{ kind: 'win-game', player: 'you' }] }] }],
  ['Revel in Riches', { triggers: [{ event: 'dies' }, { event: 'upkeep', effects: [{ kind: 'win-game', player: 'you' }] }] }],
  ['Door to Nothingness', { activated: [{ targets: [{ players: 'any' }], effects: [{ kind: 'lose-game', target: 'player' }] }] }],
];

/** Prevention (615): the compiled card's replacement effects. */
const PREVENTIONS: [string, Record<string, unknown>][] = [
  ['Dolmen Gate', { kind: 'prevent', amount: 'all', to: ATTACKING_MINE, combatOnly: true }],
  ['Iroas, God of Victory', { kind: 'prevent', amount: 'all', to: ATTACKING_MINE }],
  ['Losheel, Clockwork Scholar', { kind: 'prevent', amount: 'all', to: { kind: 'filter', allTypes: ['Artifact', 'Creature'], types: ['Creature'], controller: 'you', combat: 'attacking' }, combatOnly: true }],
];

/** Shapes close to these that say more than the engine reads. */
const UNMODELLED: [string, string][] = [
  // A trigger's subject: whether the creature that died was attacking (its last known information) isn't read.
  ['Kardur, Doomscourge', 'Whenever an attacking creature dies, each opponent loses 1 life and you gain 1 life.'],
  // "unblocked": a combat word the filter doesn't hold.
  ['Gossamer Chains', "Return this enchantment to its owner's hand: Prevent all combat damage that would be dealt by target unblocked creature this turn."],
  // Removing a creature from combat (506.4) isn't an instruction the engine has.
  ['Reconnaissance', '{0}: Remove target attacking creature you control from combat and untap it.'],
];

let cards: Map<string, CardRecord>;
beforeAll(async () => {
  cards = await loadRealCards([...ROWS.map((r) => r[0]), ...PREVENTIONS.map((r) => r[0]), ...UNMODELLED.map((r) => r[0]), 'Grizzly Bears', 'Hill Giant', 'Platinum Angel']);
}, 120_000);

describe('session-43a shapes in real cards, compiled', () => {
  compiledShapes(ROWS, UNMODELLED, () => cards);
  it.each(PREVENTIONS)('%s: its prevention is read whole, with the combat role (615, 506.4)', (name, replacement) => {
    const c = compileCard(cards.get(name)!);
    expect(c.replacements).toEqual([expect.objectContaining(replacement)]);
    expect(c.unmodelled).toEqual([]);
  });
});

describe('session-43a combat groups through the engine', () => {
  const { run } = cardScenarios(() => cards);
  const pt = (r: ScenarioRun, id: string) => {
    const c = r.resolution.computed.find((x) => x.id === id)!;
    return `${c.power}/${c.toughness}`;
  };
  const zoneOf = (r: ScenarioRun, id: string) => r.resolution.final.objects.find((o) => o.id === id || o.id.split('~')[0] === id)?.zone;
  const bears = (id: string, controller = 'A') => ({ id, card: 'Grizzly Bears', controller });

  it('GIVEN Goblin Oriflamme and two Grizzly Bears, one declared as an attacker THEN only the attacker is 3/2 (508.1k, 613.4c); before combat both are 2/2', async () => {
    const before = await run({ objects: [{ card: 'Goblin Oriflamme' }, bears('a1'), bears('a2')] });
    expect([pt(before, 'a1'), pt(before, 'a2')]).toEqual(['2/2', '2/2']);
    const r = await run({ objects: [{ card: 'Goblin Oriflamme' }, bears('a1'), bears('a2')], actions: [{ kind: 'declare-attackers', attackers: [{ object: 'a1' }] }] });
    expect([pt(r, 'a1'), pt(r, 'a2')]).toEqual(['3/2', '2/2']);
  });

  it("GIVEN Goblin Oriflamme WHEN the opponent's creature attacks THEN it gets nothing (\"you control\")", async () => {
    const r = await run({ activePlayer: 'B', objects: [{ card: 'Goblin Oriflamme', controller: 'A' }, bears('b1', 'B')], actions: [{ kind: 'declare-attackers', attackers: [{ object: 'b1' }] }] });
    expect(pt(r, 'b1')).toBe('2/2');
  });

  it.each([
    ['the attacking Grizzly Bears', 'b1', true],
    ['the Hill Giant that is not attacking', 'hg', false],
  ])('GIVEN Kill Shot WHEN it targets %s (%s) THEN the target is legal: %s (115.1, 506.4)', async (_what, target, legal) => {
    const r = await run({
      activePlayer: 'B',
      players: [{ id: 'A', manaPool: '{W}{W}{W}' }, { id: 'B' }],
      objects: [{ id: 'ks', card: 'Kill Shot', zone: 'hand', controller: 'A' }, bears('b1', 'B'), { id: 'hg', card: 'Hill Giant', controller: 'B' }],
      actions: [{ kind: 'declare-attackers', attackers: [{ object: 'b1' }] }, { kind: 'pass' }, { kind: 'cast', object: 'ks', player: 'A', targets: { creature: [target] } }, { kind: 'resolve' }],
    });
    // Illegal: Kill Shot can't be cast with that target (601.2c), so it stays in the hand.
    expect([zoneOf(r, target), zoneOf(r, 'ks')]).toEqual(legal ? ['graveyard', 'graveyard'] : ['battlefield', 'hand']);
  });

  it('GIVEN Aetherize cast after attackers are declared THEN only the attacking creatures return to their owner\'s hand (608.2c)', async () => {
    const r = await run({
      activePlayer: 'B',
      players: [{ id: 'A', manaPool: '{U}{U}{U}{U}' }, { id: 'B' }],
      objects: [{ id: 'ae', card: 'Aetherize', zone: 'hand', controller: 'A' }, bears('b1', 'B'), bears('b2', 'B'), bears('a1')],
      actions: [{ kind: 'declare-attackers', attackers: [{ object: 'b1' }] }, { kind: 'pass' }, { kind: 'cast', object: 'ae', player: 'A' }, { kind: 'resolve' }],
    });
    expect([zoneOf(r, 'b1'), zoneOf(r, 'b2'), zoneOf(r, 'a1')]).toEqual(['hand', 'battlefield', 'battlefield']);
  });

  it('GIVEN Hold the Line cast after blockers are declared THEN the blocking creature is 9/9 and the attacker is not changed (611.2c, 509.1g)', async () => {
    const r = await run({
      activePlayer: 'B',
      players: [{ id: 'A', manaPool: '{W}{W}{W}' }, { id: 'B' }],
      objects: [{ id: 'hl', card: 'Hold the Line', zone: 'hand', controller: 'A' }, bears('b1', 'B'), bears('a1')],
      actions: [{ kind: 'declare-attackers', attackers: [{ object: 'b1' }] }, { kind: 'declare-blockers', blockers: [{ object: 'a1', blocks: ['b1'] }] }, { kind: 'pass' }, { kind: 'cast', object: 'hl', player: 'A' }, { kind: 'resolve' }],
    });
    expect([pt(r, 'a1'), pt(r, 'b1')]).toEqual(['9/9', '2/2']);
  });

  it('GIVEN Dolmen Gate WHEN my attacking Grizzly Bears is blocked by a Hill Giant THEN the combat damage to it is prevented and it survives (615, 506.4)', async () => {
    const r = await run({
      objects: [{ card: 'Dolmen Gate' }, bears('a1'), { id: 'hg', card: 'Hill Giant', controller: 'B' }],
      actions: [{ kind: 'declare-attackers', attackers: [{ object: 'a1' }] }, { kind: 'declare-blockers', blockers: [{ object: 'hg', blocks: ['a1'] }] }, { kind: 'combat-damage' }],
    });
    expect(zoneOf(r, 'a1')).toBe('battlefield');
    expect(r.resolution.final.objects.find((o) => o.id === 'hg')?.damage).toBe(2);
  });
});

describe('session-43a winning and losing through the engine', () => {
  const { run } = cardScenarios(() => cards);
  const sovereign = (life: number, extra: Record<string, unknown>[] = []) => ({
    players: [{ id: 'A', life }, { id: 'B' }],
    objects: [{ card: 'Felidar Sovereign', controller: 'A' }, ...extra],
    actions: [{ kind: 'begin-step', step: 'upkeep' }, { kind: 'resolve' }],
  });
  const keys = (r: ScenarioRun) => r.resolution.trace.map((t) => t.key);

  it.each([
    [40, true],
    [39, false],
  ])('GIVEN Felidar Sovereign and %i life at the beginning of the upkeep THEN its controller wins: %s (104.2b, 603.4)', async (life, wins) => {
    const r = await run(sovereign(life));
    expect(keys(r).includes('resolve.wins-game')).toBe(wins);
    expect(r.resolution.final.players.find((p) => p.id === 'B')!.lost !== null).toBe(wins);
  });

  it("GIVEN Felidar Sovereign at 40 life and the opponent's Platinum Angel THEN its controller can't win the game and nothing happens (101.2)", async () => {
    const r = await run(sovereign(40, [{ card: 'Platinum Angel', controller: 'B' }]));
    expect(keys(r)).toContain('resolve.cant-win-game');
    expect(keys(r)).not.toContain('resolve.wins-game');
    expect(r.resolution.final.players.every((p) => p.lost === null)).toBe(true);
  });
});
