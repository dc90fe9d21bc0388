/**
 * Issue 14 (session 28, cards28b): keywords whose rule spells out a triggered ability, read by the
 * same templates as printed text (compile/keyword-texts.ts), and the instructions they need.
 * - Annihilator N (702.86a): "Whenever this creature attacks, defending player sacrifices N
 *   permanents." — the defending player (508.5; 506.2: the nonactive player of a two-player game)
 *   chooses them as the ability resolves (608.2d, 701.21a); each instance triggers on its own (702.86b).
 * - Living weapon (702.92a), For Mirrodin! (702.163a), job select (702.182a): "When this Equipment
 *   enters, create a … creature token, then attach this Equipment to it." — "it" is the token just
 *   created (111.1), the Equipment becomes attached to it (701.3a).
 * - "When this Equipment enters, attach it to target creature you control" (Mithril Coat, Embercleave).
 * - "It" after "create a … token" is that token (it was read as the source itself before): "create a
 *   token, then put a +1/+1 counter on it" puts the counter on the token.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { CardRecord } from '../../src/cards/types.ts';
import type { ScenarioRun } from '../../src/scenario/run.ts';
import { compileCard } from '../../src/cards/compile/index.ts';
import { runScenarioWithCards } from '../../src/scenario/run.ts';
import { cardScenarios, compiledShapes, loadRealCards } from './compile-helpers.ts';

const annihilator = (n: number) => ({ event: 'attacks', rules: ['702.86a'], effects: [{ kind: 'sacrifice', player: 'defending', choose: { filter: { kind: 'filter' }, ...(n > 1 ? { count: n } : {}) } }] });
const germ = (subtypes: string[], colors: string[], power: number, rule: string) => ({
  event: 'enters',
  rules: [rule],
  effects: [{ kind: 'create', seed: { types: ['Creature'], subtypes, colors, power, toughness: power } }, { kind: 'attach', it: true }],
});
const attachToTarget = { event: 'enters', targets: [{ word: 'creature', objects: { controller: 'you', types: ['Creature'] } }], effects: [{ kind: 'attach', target: 'creature' }] };

const ROWS: [string, Record<string, unknown>][] = [
  ["Ulamog's Crusher", { triggers: [annihilator(2)] }],
  ['Pathrazer of Ulamog', { triggers: [annihilator(3)] }],
  ['Batterskull', { triggers: [germ(['Phyrexian', 'Germ'], ['B'], 0, '702.92a')] }],
  // Its living weapon beside its own attack trigger: read whole.
  ["Bitterthorn, Nissa's Animus", {}],
  ['Skinwing', { triggers: [germ(['Phyrexian', 'Germ'], ['B'], 0, '702.92a')] }],
  ['Mithril Coat', { triggers: [{ ...attachToTarget, targets: [{ word: 'creature', objects: { controller: 'you', types: ['Creature'], supertypes: ['Legendary'] } }] }] }],
];

const UNMODELLED: [string, string][] = [
  // Read (annihilator 1, For Mirrodin!), beside a line that isn't: an alternative cost, an additional combat phase.
  ['Hand of Emrakul', "You may sacrifice four Eldrazi Spawn rather than pay this spell's mana cost."],
  ['Hexplate Wallbreaker', "Whenever equipped creature attacks, if it's the first combat phase of the turn, untap each attacking creature. After this phase, there is an additional combat phase."],
  // The count is read with "for each": not the equipped creature's bonus of this template.
  ['Nettlecyst', 'Equipped creature gets +1/+1 for each artifact and/or enchantment you control.'],
  // "X" counters: not a number.
  ['Ulamog, the Defiler', 'Ulamog has annihilator X, where X is the number of +1/+1 counters on it.'],
  // Granted by an Aura: a static with a keyword parameter the grant doesn't read.
  ['Eldrazi Conscription', 'Enchanted creature gets +10/+10 and has trample and annihilator 2.'],
  // Several tokens: "it" names no one object.
  ['Geist-Honored Monk', 'When this creature enters, create two 1/1 white Spirit creature tokens with flying.'],
];

const EXTRA = ['Grizzly Bears', 'Forest', 'Memnite', 'Savannah Lions', 'Embercleave', 'Kaldra Compleat'];

let cards: Map<string, CardRecord>;
beforeAll(async () => {
  cards = await loadRealCards([...new Set([...ROWS.map((r) => r[0]), ...UNMODELLED.map((r) => r[0]), ...EXTRA])]);
}, 120_000);

describe('session-28 (b) keyword triggers in real cards, compiled', () => {
  compiledShapes(ROWS, UNMODELLED.filter(([n]) => n !== 'Geist-Honored Monk'), () => cards);

  it('GIVEN Embercleave THEN its enters trigger attaches it to target creature you control (only its cost reduction stays unread)', () => {
    const c = compileCard(cards.get('Embercleave')!);
    expect(c.object).toMatchObject({ triggers: [attachToTarget] });
    expect(c.unmodelled).toEqual(['This spell costs {1} less to cast for each attacking creature you control.']);
  });

  it('GIVEN Kaldra Compleat THEN living weapon is read; its equipped bonus with a quoted ability stays unmodelled', () => {
    const c = compileCard(cards.get('Kaldra Compleat')!);
    expect(c.object).toMatchObject({ triggers: [germ(['Phyrexian', 'Germ'], ['B'], 0, '702.92a')] });
    expect(c.unmodelled).toHaveLength(1);
  });

  it('GIVEN "create two tokens, then … on it" THEN "it" isn’t read (no one object), and after one token it is that token, never the source', () => {
    const base = cards.get('Geist-Honored Monk')!;
    const two = compileCard({ ...base, oracle_text: 'When this creature enters, create two 1/1 white Spirit creature tokens, then put a +1/+1 counter on it.' });
    expect(two.unmodelled.join(' ')).toContain('put a +1/+1 counter on it');
    const one = compileCard({ ...base, oracle_text: 'When this creature enters, create a 1/1 white Spirit creature token, then put a +1/+1 counter on it.' });
    expect(one.object).toMatchObject({ triggers: [{ effects: [{ kind: 'create' }, { kind: 'add-counters', it: true }] }] });
    expect(JSON.stringify(one.object)).not.toContain('"self":true');
  });

  it('GIVEN "defending player" outside its own attack trigger THEN it isn’t read', () => {
    const base = cards.get("Ulamog's Crusher")!;
    for (const text of ['Whenever this creature blocks, defending player sacrifices a creature.', 'When this creature enters, defending player sacrifices a creature.']) {
      expect(compileCard({ ...base, oracle_text: text, keywords: [] }).unmodelled, text).toEqual([text]);
    }
  });
});

describe('session-28 (b) annihilator in the engine (702.86a, 508.5, 701.21a)', () => {
  const { run, resolver } = cardScenarios(() => cards);
  // A permanent sacrificed is a new object in the graveyard (400.7): found by its card name.
  let names: string[] = [];
  const zone = (r: ScenarioRun, id: string) => (id === 'uc' ? r.resolution.final.objects.find((o) => o.id === id)?.zone : r.resolution.final.objects.find((o) => o.printed.name === names[Number(id.slice(1))])?.zone);
  const board = (theirs: string[], choices?: Record<string, string[]>) => ((names = theirs), {
    players: [{ id: 'A' }, { id: 'B' }],
    objects: [{ id: 'uc', card: "Ulamog's Crusher" }, ...theirs.map((c, i) => ({ id: `t${i}`, card: c, controller: 'B' }))],
    actions: [{ kind: 'declare-attackers', attackers: [{ object: 'uc' }] }, { kind: 'resolve', ...(choices ? { choices } : {}) }],
  });

  it('GIVEN the defending player controls exactly two permanents WHEN Ulamog’s Crusher attacks THEN both are sacrificed', async () => {
    const r = await run(board(['Grizzly Bears', 'Forest']));
    expect([zone(r, 't0'), zone(r, 't1'), zone(r, 'uc')]).toEqual(['graveyard', 'graveyard', 'battlefield']);
  });

  it('GIVEN three permanents and the two named THEN those two are sacrificed, the third stays', async () => {
    const r = await run(board(['Grizzly Bears', 'Forest', 'Memnite'], { sacrifice: ['t0', 't2'] }));
    expect([zone(r, 't0'), zone(r, 't1'), zone(r, 't2')]).toEqual(['graveyard', 'battlefield', 'graveyard']);
  });

  it('GIVEN three permanents and no choice told THEN the run stops naming the defending player’s choice (never guessed)', async () => {
    const r = await runScenarioWithCards(board(['Grizzly Bears', 'Forest', 'Memnite']), resolver);
    expect(!r.ok && r.error.kind === 'engine' ? r.error.error : r).toMatchObject({ code: 'unmodelled', params: { reason: 'choice-sacrifice', player: 'B' } });
  });

  it('GIVEN three players THEN which one is the defending player isn’t guessed (508.5a)', async () => {
    const r = await runScenarioWithCards({ ...board(['Grizzly Bears']), players: [{ id: 'A' }, { id: 'B' }, { id: 'C' }] }, resolver);
    expect(!r.ok && r.error.kind === 'engine' ? r.error.error : r).toMatchObject({ code: 'unmodelled' });
  });
});

describe('session-28 (b) living weapon, For Mirrodin! and an enters-attach trigger (702.92a, 702.163a, 701.3a)', () => {
  const { run } = cardScenarios(() => cards);
  const computed = (r: ScenarioRun, name: string) => {
    const o = r.resolution.final.objects.find((x) => x.printed.name === name && x.zone === 'battlefield');
    return o ? { o, c: r.resolution.computed.find((x) => x.id === o.id)! } : undefined;
  };
  const entering = (card: string, extra: Record<string, unknown>[] = [], targets?: Record<string, string[]>) => ({
    players: [{ id: 'A' }, { id: 'B' }],
    objects: extra,
    actions: [{ kind: 'create', object: { id: 'eq', card } }, { kind: 'resolve', ...(targets ? { targets } : {}) }],
  });

  it('GIVEN Batterskull entering THEN a 0/0 Germ is created and Batterskull attached: the Germ is 4/4 with vigilance and lifelink', async () => {
    const r = await run(entering('Batterskull'));
    const g = computed(r, 'Phyrexian Germ Token')!;
    expect(g.o.zone).toBe('battlefield');
    expect([g.c.power, g.c.toughness]).toEqual([4, 4]);
    expect(g.c.keywords.map((k) => k.keyword)).toEqual(expect.arrayContaining(['vigilance', 'lifelink']));
    expect(r.resolution.final.objects.find((o) => o.id === 'eq')!.attachedTo).toBe(g.o.id);
  });

  it('GIVEN Hexplate Wallbreaker entering THEN a 2/2 red Rebel is created and equipped', async () => {
    const r = await run(entering('Hexplate Wallbreaker'));
    const rebel = computed(r, 'Rebel Token')!;
    expect(rebel.c.colors).toEqual(['R']);
    expect(r.resolution.final.objects.find((o) => o.id === 'eq')!.attachedTo).toBe(rebel.o.id);
  });

  it('GIVEN Embercleave entering with Grizzly Bears targeted THEN it is attached to the Bears (3/3 with double strike and trample)', async () => {
    const r = await run({ ...entering('Embercleave', [{ id: 'gb', card: 'Grizzly Bears' }]), actions: [{ kind: 'create', object: { id: 'eq', card: 'Embercleave' } }, { kind: 'resolve' }] });
    const gb = r.resolution.computed.find((c) => c.id === 'gb')!;
    expect([gb.power, gb.toughness]).toEqual([3, 3]);
    expect(gb.keywords.map((k) => k.keyword)).toEqual(expect.arrayContaining(['double strike', 'trample']));
  });
});
