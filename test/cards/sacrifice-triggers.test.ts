/**
 * Issue 14: "Whenever you / an opponent / a player sacrifice(s) a <kind>" and "… another <kind>" (701.21a, 603.10a):
 * who sacrificed, and what, as it last existed on the battlefield (the ability looks back, so it sees its own
 * permanent sacrificed unless it says "another"); once for each permanent sacrificed (603.2c). A permanent that dies
 * without being sacrificed (destroyed, lethal damage: 701.8a, 704.5g) is no such event.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { CardRecord } from '../../src/cards/types.ts';
import { compileCard } from '../../src/cards/compile/index.ts';
import type { ScenarioRun } from '../../src/scenario/run.ts';
import { cardScenarios, compiledInPart, compiledShapes, loadRealCards, realCardDeps } from './compile-helpers.ts';
import { answeredRight } from '../support/ask-rows.ts';
import type { QuestionDeps } from '../../src/questions/index.ts';

const COUNTER = { kind: 'add-counters', counter: '+1/+1', amount: 1, self: true };

const ROWS: [string, Record<string, unknown>][] = [
  ['Mayhem Devil', { triggers: [{ event: 'sacrifices', who: 'any', filter: { kind: 'filter' }, effects: [{ kind: 'damage', amount: 1, target: 'any' }] }] }],
  ['Juri, Master of the Revue', { triggers: [{ event: 'sacrifices', who: 'self', filter: { kind: 'filter' }, effects: [COUNTER] }, { event: 'dies' }] }],
  ['Korvold, Fae-Cursed King', { triggers: [{ event: 'enters' }, { event: 'attacks' }, { event: 'sacrifices', who: 'self', effects: [COUNTER, { kind: 'draw', amount: 1, player: 'you' }] }] }],
  ['Captain Lannery Storm', { triggers: [{ event: 'attacks' }, { event: 'sacrifices', who: 'self', filter: { subtypes: ['Treasure'] }, effects: [{ kind: 'apply-effect', effect: { affects: { kind: 'source' } } }] }] }],
  ['Nuka-Cola Vending Machine', { triggers: [{ event: 'sacrifices', who: 'self', filter: { subtypes: ['Food'] }, effects: [{ kind: 'create', seed: { subtypes: ['Treasure'] } }] }] }],
  ['Ravenous Squirrel', { triggers: [{ event: 'sacrifices', who: 'self', filter: { types: ['Artifact', 'Creature'] }, effects: [COUNTER] }] }],
  ['Ruthless Deathfang', { triggers: [{ event: 'sacrifices', who: 'self', filter: { types: ['Creature'] }, targets: [{ players: 'opponent' }], effects: [{ kind: 'sacrifice', target: 'opponent' }] }] }],
  // "another": not this ability's own permanent.
  ['Body Dropper', { triggers: [{ event: 'sacrifices', who: 'self', filter: { types: ['Creature'], other: true }, effects: [COUNTER] }], activated: [{ sacrificeCost: { filter: { other: true } } }] }],
  ['Mazirek, Kraul Death Priest', { triggers: [{ event: 'sacrifices', who: 'any', filter: { other: true }, effects: [{ kind: 'add-counters', all: { controller: 'you', types: ['Creature'] } }] }] }],
];

/** Cards with another sentence left unread: the sacrifice sentence is read (no longer among the unmodelled), to its shape. */
const READ_IN_PARTIAL: [string, string, Record<string, unknown>][] = [
  ["Legate Lanius, Caesar's Ace", 'Whenever an opponent sacrifices a creature, put a +1/+1 counter on Legate Lanius.', { triggers: [{ event: 'sacrifices', who: 'opponent', filter: { types: ['Creature'] }, effects: [COUNTER] }] }],
  ['Fumulus, the Infestation', 'Whenever a player sacrifices a nontoken creature, create a 1/1 black Insect creature token with flying.', { triggers: [{ event: 'sacrifices', who: 'any', filter: { types: ['Creature'], token: false }, effects: [{ kind: 'create' }] }] }],
  ['Writhing Chrysalis', 'Whenever you sacrifice another Eldrazi, put a +1/+1 counter on this creature.', { triggers: [{ event: 'sacrifices', who: 'self', filter: { subtypes: ['Eldrazi'], other: true }, effects: [COUNTER] }] }],
];

/** Never half-read: these sentences stay unmodelled. */
const UNMODELLED: [string, string][] = [
  // "that card" / "it": the sacrificed permanent, now a card in a graveyard (400.7), isn't followed.
  ['It That Betrays', 'Whenever an opponent sacrifices a nontoken permanent, put that card onto the battlefield under your control.'],
  ['Prowling Geistcatcher', 'Whenever you sacrifice another creature, exile it. If that creature was a token, put a +1/+1 counter on this creature.'],
  ['Rakdos, the Muscle', 'Whenever you sacrifice another creature, exile cards equal to its mana value from the top of target player\'s library.'],
  // "one or more" (one event for several, 603.2c), "this … or another …", a second kind of event, "during your turn".
  ['Forge Boss', 'Whenever you sacrifice one or more other creatures, this creature deals 2 damage to each opponent. This ability triggers only once each turn.'],
  ['Esoteric Duplicator', 'Whenever you sacrifice this artifact or another artifact, you may pay {2}.'],
  ['Szarel, Genesis Shepherd', 'Whenever you sacrifice another nontoken permanent during your turn,'],
];

let cards: Map<string, CardRecord>;
beforeAll(async () => {
  cards = await loadRealCards([...ROWS.map((r) => r[0]), ...READ_IN_PARTIAL.map((r) => r[0]), ...UNMODELLED.map((r) => r[0]), 'Grizzly Bears', 'Forest', 'Shock', 'Diabolic Edict']);
}, 120_000);

describe('sacrifice triggers in real cards, compiled', () => {
  compiledShapes(ROWS, [], () => cards);
  compiledInPart(READ_IN_PARTIAL, () => cards, 'the sacrifice sentence');
  it.each(UNMODELLED)('%s: the sentence stays unmodelled', (name, sentence) => {
    const c = compileCard(cards.get(name)!);
    expect(cards.get(name)!.oracle_text).toContain(sentence);
    expect(c.unmodelled.some((u) => u.includes(sentence))).toBe(true);
    expect(JSON.stringify(c.object.triggers ?? [])).not.toContain('"sacrifices"');
  });
});

describe('GIVEN a sacrifice trigger (701.21a, 603.10a)', () => {
  const scenarios = cardScenarios(() => cards);
  const life = (r: ScenarioRun, p: string) => r.resolution.final.players.find((x) => x.id === p)?.life;
  const triggered = (r: ScenarioRun) => r.resolution.trace.filter((x) => x.key === 'trigger.triggers' && x.rules.includes('701.21a') && x.rules.includes('603.10a')).length;
  const counters = (r: ScenarioRun, id: string) => r.resolution.final.objects.find((o) => o.id === id)?.counters['+1/+1'] ?? 0;
  // A permanent that moved is a new object (400.7): found by its card and controller.
  const zone = (r: ScenarioRun, card: string, controller = 'A') => r.resolution.final.objects.find((o) => o.printed.name === card && o.owner === controller)?.zone;
  const withChoice = (name: string, choose: Record<string, string[]>) => (compileCard(cards.get(name)!).object.triggers as Record<string, unknown>[]).map((t) => ({ ...t, choose }));

  it('WHEN each player sacrifices a permanent with Mayhem Devil out THEN it deals 1 damage twice (to the opponent)', async () => {
    const r = await scenarios.run({
      objects: [{ id: 'md', card: 'Mayhem Devil', triggers: withChoice('Mayhem Devil', { any: ['B'] }) }, { id: 'gb', card: 'Grizzly Bears' }, { id: 'ob', card: 'Grizzly Bears', controller: 'B', owner: 'B' }],
      actions: [{ kind: 'sacrifice', object: 'gb' }, { kind: 'sacrifice', object: 'ob' }, { kind: 'resolve', all: true }],
    });
    expect(r.resolution.error).toBeUndefined();
    expect(triggered(r)).toBe(2);
    expect(life(r, 'B')).toBe(18);
  });

  it('WHEN a creature is destroyed or dealt lethal damage (not sacrificed) THEN Mayhem Devil does not trigger', async () => {
    const r = await scenarios.run({
      objects: [{ id: 'md', card: 'Mayhem Devil' }, { id: 'ob', card: 'Grizzly Bears', controller: 'B', owner: 'B' }, { id: 'o2', card: 'Grizzly Bears', controller: 'B', owner: 'B' }, { id: 's', card: 'Shock', zone: 'hand' }],
      actions: [{ kind: 'destroy', object: 'ob' }, { kind: 'cast', object: 's', targets: { any: ['o2'] } }, { kind: 'resolve', all: true }],
    });
    expect(r.resolution.error).toBeUndefined();
    expect(r.resolution.final.objects.filter((o) => o.printed.name === 'Grizzly Bears' && o.zone === 'graveyard')).toHaveLength(2);
    expect(triggered(r)).toBe(0);
  });

  it("WHEN I sacrifice a permanent THEN Juri gets a +1/+1 counter; an opponent's sacrifice doesn't count", async () => {
    const r = await scenarios.run({
      objects: [{ id: 'j', card: 'Juri, Master of the Revue' }, { id: 'f', card: 'Forest' }, { id: 'ob', card: 'Grizzly Bears', controller: 'B', owner: 'B' }],
      actions: [{ kind: 'sacrifice', object: 'f' }, { kind: 'sacrifice', object: 'ob' }, { kind: 'resolve', all: true }],
    });
    expect(r.resolution.error).toBeUndefined();
    expect(triggered(r)).toBe(1);
    expect(counters(r, 'j')).toBe(1);
  });

  it('WHEN Juri itself is sacrificed THEN its ability still triggers (it looks back, 603.10a); "another" (Body Dropper) does not see itself', async () => {
    const r = await scenarios.run({ objects: [{ id: 'j', card: 'Juri, Master of the Revue', triggers: withChoice('Juri, Master of the Revue', { any: ['B'] }) }, { id: 'bd', card: 'Body Dropper' }], actions: [{ kind: 'sacrifice', object: 'j' }, { kind: 'sacrifice', object: 'bd' }, { kind: 'resolve', all: true }] });
    expect(r.resolution.error).toBeUndefined();
    // Juri's trigger for Juri, and Body Dropper's for Juri (another creature); none for Body Dropper's own sacrifice.
    expect(triggered(r)).toBe(2);
  });

  it("WHEN Body Dropper's ability is paid by sacrificing another creature THEN the cost's sacrifice triggers it: a +1/+1 counter", async () => {
    const r = await scenarios.run({
      players: [{ id: 'A', manaPool: '{B}{R}' }, { id: 'B' }],
      objects: [{ id: 'bd', card: 'Body Dropper' }, { id: 'gb', card: 'Grizzly Bears' }],
      actions: [{ kind: 'activate', object: 'bd', sacrifice: ['gb'] }, { kind: 'resolve', all: true }],
    });
    expect(r.resolution.error).toBeUndefined();
    expect(zone(r, 'Grizzly Bears')).toBe('graveyard');
    expect(triggered(r)).toBe(1);
    expect(counters(r, 'bd')).toBe(1);
  });

  it("WHEN an edict makes my opponent sacrifice a creature THEN Legate Lanius's ability triggers; my own sacrifice doesn't", async () => {
    const r = await scenarios.run({
      players: [{ id: 'A', manaPool: '{B}{B}' }, { id: 'B' }],
      objects: [{ id: 'll', card: "Legate Lanius, Caesar's Ace" }, { id: 'gb', card: 'Grizzly Bears' }, { id: 'ob', card: 'Grizzly Bears', controller: 'B', owner: 'B' }, { id: 'de', card: 'Diabolic Edict', zone: 'hand' }],
      actions: [{ kind: 'cast', object: 'de', targets: { player: ['B'] } }, { kind: 'resolve', all: true }, { kind: 'sacrifice', object: 'gb' }, { kind: 'resolve', all: true }],
    });
    expect(r.resolution.error).toBeUndefined();
    expect(zone(r, 'Grizzly Bears', 'B')).toBe('graveyard');
    expect(counters(r, 'll')).toBe(1);
  });
});

/** [question, what the answer says]: answered (EN and JA), no verdict. */
const ASKED: [string, string][] = [
  ["I control Juri, Master of the Revue and Grizzly Bears. I sacrifice Grizzly Bears. What is Juri's power?", '2/2'],
  ["I control Juri, Master of the Revue and Grizzly Bears. Grizzly Bears is destroyed. What is Juri's power?", '1/1'],
  ["I control Mayhem Devil. My opponent sacrifices Grizzly Bears. Mayhem Devil's trigger targets my opponent. What is my opponent's life total?", '19'],
  ["I control Legate Lanius, Caesar's Ace. My opponent controls Grizzly Bears and I cast Diabolic Edict targeting my opponent. What is Legate Lanius's power?", '3/3'],
  ['一座の支配人、ジョーリと灰色熊をコントロールしています。灰色熊を生け贄に捧げました。一座の支配人、ジョーリのパワーは？', '2/2'],
];

describe('GIVEN questions about sacrifice triggers WHEN asked THEN answered from the compiled ability (EN and JA)', () => {
  let deps: QuestionDeps;
  beforeAll(async () => {
    deps = await realCardDeps({ 'Juri, Master of the Revue': '一座の支配人、ジョーリ', 'Grizzly Bears': '灰色熊', 'Mayhem Devil': '波乱の悪魔', "Legate Lanius, Caesar's Ace": "Legate Lanius, Caesar's Ace", 'Diabolic Edict': 'Diabolic Edict' });
  }, 120_000);
  it.each(ASKED)('%s → says %s', (q, says) => answeredRight(() => deps)(q, says, null), 60_000);
});
