/**
 * Issue 14 (cards50b): "If a <kind> entering / dying / attacking causes a triggered ability of a permanent you control
 * to trigger, that ability triggers an additional time" and "If a triggered ability of <a kind you control> triggers,
 * …" (603.2d): how many times the ability triggers is decided as it triggers; only abilities of permanents the static's
 * controller controls, only for the event named, judged on the same game the triggering ability is (603.10, 603.10a).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { CardRecord } from '../../src/cards/types.ts';
import { compileCard } from '../../src/cards/compile/index.ts';
import type { ScenarioRun } from '../../src/scenario/run.ts';
import { cardScenarios, compiledInPart, compiledShapes, loadRealCards, realCardDeps } from './compile-helpers.ts';
import { answeredRight } from '../support/ask-rows.ts';
import type { QuestionDeps } from '../../src/questions/index.ts';

const ROWS: [string, Record<string, unknown>][] = [
  ['Panharmonicon', { triggerTimes: [{ event: 'enters', filter: { types: ['Artifact', 'Creature'] }, times: 1 }] }],
  ['Ancient Greenwarden', { triggerTimes: [{ event: 'enters', filter: { types: ['Land'] }, times: 1 }] }],
  ['Yarok, the Desecrated', { triggerTimes: [{ event: 'enters', filter: { kind: 'filter' }, times: 1 }] }],
  ['Teysa Karlov', { triggerTimes: [{ event: 'dies', filter: { types: ['Creature'] }, times: 1 }] }],
  ['Isshin, Two Heavens as One', { triggerTimes: [{ event: 'attacks', filter: { types: ['Creature'] }, times: 1 }] }],
  ['Annie Joins Up', { triggerTimes: [{ abilityOf: { controller: 'you', supertypes: ['Legendary'], types: ['Creature'] }, times: 1 }], triggers: [{ event: 'enters' }] }],
];

/** Cards with another sentence left unread: the additional-times sentence is read, to its shape. */
const READ_IN_PARTIAL: [string, string, Record<string, unknown>][] = [
  ['Elesh Norn, Mother of Machines', 'If a permanent entering causes a triggered ability of a permanent you control to trigger, that ability triggers an additional time.', { triggerTimes: [{ event: 'enters', times: 1 }] }],
  ['Drivnod, Carnage Dominus', 'If a creature dying causes a triggered ability of a permanent you control to trigger, that ability triggers an additional time.', { triggerTimes: [{ event: 'dies', filter: { types: ['Creature'] } }] }],
  ['Delney, Streetwise Lookout', 'If an ability of a creature you control with power 2 or less triggers, that ability triggers an additional time.', { triggerTimes: [{ abilityOf: { controller: 'you', types: ['Creature'], power: { atMost: 2 } } }] }],
  ['Wulfgar of Icewind Dale', 'If a creature you control attacking causes a triggered ability of a permanent you control to trigger, that ability triggers an additional time.', { triggerTimes: [{ event: 'attacks', filter: { controller: 'you', types: ['Creature'] } }] }],
];

/** Never half-read: these sentences stay unmodelled. */
const UNMODELLED: [string, string][] = [
  // "another" Wizard, a spell cast or copied, a colorless spell: not read.
  ['Harmonic Prodigy', 'If an ability of a Shaman or another Wizard you control triggers, that ability triggers an additional time.'],
  ['Veyran, Voice of Duality', 'If you casting or copying an instant or sorcery spell causes a triggered ability of a permanent you control to trigger, that ability triggers an additional time.'],
  ['Echoes of Eternity', 'If a triggered ability of a colorless spell you control or another colorless permanent you control triggers, that ability triggers an additional time.'],
];

let cards: Map<string, CardRecord>;
beforeAll(async () => {
  const others = ['Soul Warden', 'Grizzly Bears', 'Forest', 'Steppe Lynx', 'Zulaport Cutthroat', 'Mayhem Devil', 'Audacious Thief', 'Island'];
  cards = await loadRealCards([...ROWS.map((r) => r[0]), ...READ_IN_PARTIAL.map((r) => r[0]), ...UNMODELLED.map((r) => r[0]), ...others]);
}, 120_000);

describe('additional-times abilities in real cards, compiled (603.2d)', () => {
  compiledShapes(ROWS, [], () => cards);
  compiledInPart(READ_IN_PARTIAL, () => cards);
  it.each(UNMODELLED)('%s: the sentence stays unmodelled', (name, sentence) => {
    const c = compileCard(cards.get(name)!);
    expect(cards.get(name)!.oracle_text).toContain(sentence);
    expect(c.unmodelled.some((u) => u.includes(sentence))).toBe(true);
    expect(c.object.triggerTimes).toBeUndefined();
  });
});

describe('GIVEN a static ability making triggered abilities trigger an additional time (603.2d)', () => {
  const scenarios = cardScenarios(() => cards);
  const life = (r: ScenarioRun, p: string) => r.resolution.final.players.find((x) => x.id === p)?.life;
  const triggered = (r: ScenarioRun) => r.resolution.trace.filter((x) => x.key === 'trigger.triggers').length;
  const additional = (r: ScenarioRun) => r.resolution.trace.filter((x) => x.key === 'trigger.additional' && x.rules.includes('603.2d')).length;
  const bears = { id: 'gb', card: 'Grizzly Bears', zone: 'hand' };
  const castBears = [{ kind: 'cast', object: 'gb' }, { kind: 'resolve', all: true }];

  it('WHEN a creature enters with Panharmonicon and Soul Warden THEN Soul Warden triggers twice: 22 life', async () => {
    const r = await scenarios.run({ players: [{ id: 'A', manaPool: '{G}{G}' }, { id: 'B' }], objects: [{ id: 'p', card: 'Panharmonicon' }, { id: 'sw', card: 'Soul Warden' }, bears], actions: castBears });
    expect(r.resolution.error).toBeUndefined();
    expect(triggered(r)).toBe(2);
    expect(additional(r)).toBe(1);
    expect(life(r, 'A')).toBe(22);
  });

  it("WHEN my opponent controls the Panharmonicon THEN my Soul Warden triggers once (only permanents its controller controls)", async () => {
    const r = await scenarios.run({ players: [{ id: 'A', manaPool: '{G}{G}' }, { id: 'B' }], objects: [{ id: 'p', card: 'Panharmonicon', controller: 'B', owner: 'B' }, { id: 'sw', card: 'Soul Warden' }, bears], actions: castBears });
    expect(r.resolution.error).toBeUndefined();
    expect(additional(r)).toBe(0);
    expect(life(r, 'A')).toBe(21);
  });

  it('WHEN a land enters with Ancient Greenwarden and Steppe Lynx THEN landfall triggers twice (+4/+4); a creature entering adds nothing to Soul Warden', async () => {
    const r = await scenarios.run({
      players: [{ id: 'A', manaPool: '{G}{G}' }, { id: 'B' }],
      objects: [{ id: 'ag', card: 'Ancient Greenwarden' }, { id: 'sl', card: 'Steppe Lynx' }, { id: 'sw', card: 'Soul Warden' }, { id: 'f', card: 'Forest', zone: 'hand' }, bears],
      actions: [{ kind: 'play-land', object: 'f' }, { kind: 'resolve', all: true }, ...castBears],
    });
    expect(r.resolution.error).toBeUndefined();
    const lynx = r.resolution.computed.find((o) => o.id === 'sl')!;
    expect([lynx.power, lynx.toughness]).toEqual([4, 5]);
    expect(life(r, 'A')).toBe(21);
  });

  it('WHEN a creature dies with Teysa Karlov and Zulaport Cutthroat THEN it triggers twice: opponent 18, me 22', async () => {
    const r = await scenarios.run({ objects: [{ id: 't', card: 'Teysa Karlov' }, { id: 'z', card: 'Zulaport Cutthroat' }, { id: 'gb', card: 'Grizzly Bears' }], actions: [{ kind: 'destroy', object: 'gb' }, { kind: 'resolve', all: true }] });
    expect(r.resolution.error).toBeUndefined();
    expect(additional(r)).toBe(1);
    expect([life(r, 'A'), life(r, 'B')]).toEqual([22, 18]);
  });

  it('WHEN a creature is sacrificed with Teysa Karlov and Mayhem Devil THEN the run stops: whether a sacrifice trigger counts is not guessed', async () => {
    const run = scenarios.run({ objects: [{ id: 't', card: 'Teysa Karlov' }, { id: 'md', card: 'Mayhem Devil' }, { id: 'gb', card: 'Grizzly Bears' }], actions: [{ kind: 'sacrifice', object: 'gb' }, { kind: 'resolve', all: true }] });
    await expect(run).rejects.toThrow('additional-trigger-sacrifice');
  });

  it('WHEN Audacious Thief attacks with Isshin THEN its attack trigger resolves twice: two cards drawn, 2 life lost', async () => {
    const r = await scenarios.run({
      objects: [{ id: 'i', card: 'Isshin, Two Heavens as One' }, { id: 'at', card: 'Audacious Thief' }, { id: 'l1', card: 'Island', zone: 'library' }, { id: 'l2', card: 'Island', zone: 'library' }],
      actions: [{ kind: 'declare-attackers', attackers: [{ object: 'at' }] }, { kind: 'resolve', all: true }],
    });
    expect(r.resolution.error).toBeUndefined();
    expect(additional(r)).toBe(1);
    expect(life(r, 'A')).toBe(18);
    expect(r.resolution.final.objects.filter((o) => o.zone === 'hand')).toHaveLength(2);
  });
});

/** [question, what the answer says]: answered (EN and JA). */
const ASKED: [string, string][] = [
  ['I control Panharmonicon and Soul Warden. I cast Grizzly Bears. What is my life total?', '22'],
  ['I control Teysa Karlov, Zulaport Cutthroat and Grizzly Bears. Grizzly Bears is destroyed. What is my life total?', '22'],
  ["My opponent controls Panharmonicon. I control Soul Warden and cast Grizzly Bears. What's my life total?", '21'],
  ['テイサ・カルロフと灰色熊とズーラポートの殺し屋をコントロールしています。灰色熊が破壊されました。私のライフはいくつ？', '22'],
  ['倍音の器と魂の管理人をコントロールしています。灰色熊を唱えました。私のライフはいくつ？', '22'],
];

describe('GIVEN questions about additional triggers WHEN asked THEN answered from the compiled ability (EN and JA)', () => {
  let deps: QuestionDeps;
  beforeAll(async () => {
    deps = await realCardDeps({ Panharmonicon: '倍音の器', 'Soul Warden': '魂の管理人', 'Grizzly Bears': '灰色熊', 'Teysa Karlov': 'テイサ・カルロフ', 'Zulaport Cutthroat': 'ズーラポートの殺し屋' });
  }, 120_000);
  it.each(ASKED)('%s → says %s', (q, says) => answeredRight(() => deps)(q, says, null), 60_000);
});
