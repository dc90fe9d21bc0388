/**
 * Issue 14 (session 51, cards51a): tokens that are copies (707.1, 707.2, 111.3) — activated (Kiki-Jiki),
 * triggered (Helm of the Host, Miirym) and spells (Quasiduplicate) — with the exceptions carried in the
 * copiable values (707.9a: "except it has haste"; 707.9b: "except the token isn't legendary"), "It gains
 * haste" / "That token gains haste" (611.2a: for good) and "Sacrifice it at the beginning of the next end
 * step" (603.7). What isn't read (a copy "except it's a 4/4 black Zombie", a group's copies) stays unmodelled.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { CardRecord } from '../../src/cards/types.ts';
import type { ScenarioRun } from '../../src/scenario/run.ts';
import { cardScenarios, compiledShapes, loadRealCards } from './compile-helpers.ts';

const copyOf = (ref: Record<string, unknown>, extra: Record<string, unknown> = {}) => ({ kind: 'create-copy', ...ref, ...extra });
const sacrificeItLater = { kind: 'delayed-trigger', trigger: { event: 'end-step', who: 'any', effects: [{ kind: 'sacrifice', it: true }] } };
const hasteForGood = { kind: 'apply-effect', it: true, effect: { modifications: [{ kind: 'add-keywords', keywords: [{ keyword: 'haste' }] }], duration: { kind: 'indefinite' } } };

const ROWS: [string, Record<string, unknown>][] = [
  // 707.9a: haste as part of the copy; 603.7: sacrificed at the next end step.
  ['Kiki-Jiki, Mirror Breaker', { activated: [{ tap: true, targets: [{ word: 'creature', objects: { notSupertypes: ['Legendary'], controller: 'you' } }], effects: [copyOf({ target: 'creature' }, { except: { keywords: [{ keyword: 'haste' }] } }), sacrificeItLater] }] }],
  // 301.5: the equipped creature; 707.9b: not legendary; "That token gains haste" (611.2a).
  ['Helm of the Host', { triggers: [{ event: 'beginning-of-combat', effects: [copyOf({ attached: true }, { except: { notLegendary: true } }), hasteForGood] }] }],
  ["Irenicus's Vile Duplication", { spell: { targets: [{ word: 'creature', objects: { controller: 'you' } }], effects: [copyOf({ target: 'creature' }, { except: { keywords: [{ keyword: 'flying' }], notLegendary: true } })] } }],
  ['Quantum Misalignment', { spell: { effects: [copyOf({ target: 'creature' }, { except: { notLegendary: true } })] } }],
  ['Quasiduplicate', { spell: { effects: [copyOf({ target: 'creature' })] } }],
  ['Cackling Counterpart', { spell: { effects: [copyOf({ target: 'creature' })] } }],
  ['Extravagant Replication', { triggers: [{ event: 'upkeep', effects: [copyOf({ target: 'permanent' })] }] }],
  // 608.2k: "it" is the Dragon that entered.
  ['Miirym, Sentinel Wyrm', { triggers: [{ event: 'enters', effects: [copyOf({ that: true }, { except: { notLegendary: true } })] }] }],
  ['Giant Adephage', { triggers: [{ effects: [copyOf({ self: true })] }] }],
  ['Bloodforged Battle-Axe', { triggers: [{ effects: [copyOf({ self: true })] }] }],
  // "That token gains haste. Exile it at the beginning of the next end step."
  // 702.33e: kicked, five copies of the same target instead.
  ['Rite of Replication', { spell: { effects: [copyOf({ target: 'creature' })], kicker: { cost: '{5}', instead: true, effects: [copyOf({ target: 'creature' }, { count: 5 })] } } }],
  ['Cogwork Assembler', { activated: [{ effects: [copyOf({ target: 'artifact' }), hasteForGood, { kind: 'delayed-trigger', trigger: { event: 'end-step', effects: [{ kind: 'exile', it: true }] } }] }] }],
];

const UNREAD: [string, string][] = [
  // 707.9b with a whole new set of characteristics ("it's a 4/4 black Zombie"): not carried by the engine.
  ['The Scarab God', "{2}{U}{B}: Exile target creature card from a graveyard. Create a token that's a copy of it, except it's a 4/4 black Zombie."],
  // Plural copies with new types and keywords said of "they": not read.
  ['Astral Dragon', "Project Image — When this creature enters, create two tokens that are copies of target noncreature permanent, except they're 3/3 Dragon creatures in addition to their other types, and they have flying."],
  // A copy for each object of a group: not this template.
  ['Clone Legion', "For each creature target player controls, create a token that's a copy of that creature."],
];

const EXTRA = ['Grizzly Bears', 'Llanowar Elves', 'Thalia, Guardian of Thraben', 'Elvish Visionary'];
let cards: Map<string, CardRecord>;
beforeAll(async () => {
  cards = await loadRealCards([...new Set([...ROWS.map((r) => r[0]), ...UNREAD.map((r) => r[0]), ...EXTRA])]);
}, 120_000);

describe('tokens that are copies, compiled (707.1, 707.9, 111.3)', () => {
  compiledShapes(ROWS, UNREAD, () => cards);
});

describe('tokens that are copies, in play', () => {
  const { run } = cardScenarios(() => cards);
  const named = (r: ScenarioRun, name: string) => r.resolution.final.objects.filter((o) => o.printed.name === name);
  const computed = (r: ScenarioRun, id: string) => r.resolution.computed.find((c) => c.id === id);

  it('GIVEN Kiki-Jiki and my Grizzly Bears WHEN I activate it on the Bears THEN a token Bears with haste is made, then sacrificed at the next end step (707.2, 707.9a, 603.7)', async () => {
    const objects = [{ id: 'kk', card: 'Kiki-Jiki, Mirror Breaker', controller: 'A' }, { id: 'gb', card: 'Grizzly Bears', controller: 'A', counters: { '+1/+1': 1 } }];
    const made = await run({ objects, actions: [{ kind: 'activate', object: 'kk', targets: { creature: ['gb'] } }, { kind: 'resolve' }] });
    const [orig, token] = named(made, 'Grizzly Bears');
    expect(token).toMatchObject({ isToken: true, zone: 'battlefield' });
    expect(token!.counters ?? {}).toEqual({}); // 707.2: counters aren't copied.
    expect(computed(made, token!.id)).toMatchObject({ power: 2, toughness: 2 });
    expect(computed(made, token!.id)!.keywords.map((k) => k.keyword)).toContain('haste');
    expect(computed(made, orig!.id)!.keywords.map((k) => k.keyword)).not.toContain('haste');
    const step = made.resolution.trace.find((s) => s.key === 'resolve.token-copy');
    expect(step?.rules).toEqual(['707.1', '707.2', '111.3', '707.9', '707.9b']);
    const later = await run({ objects, actions: [{ kind: 'activate', object: 'kk', targets: { creature: ['gb'] } }, { kind: 'resolve' }, { kind: 'begin-step', step: 'end' }, { kind: 'resolve', all: true }] });
    expect(named(later, 'Grizzly Bears').filter((o) => o.zone === 'battlefield').map((o) => o.isToken)).toEqual([false]);
  });

  it('GIVEN Kiki-Jiki targeting a legendary creature THEN it is no legal target and the activation is rewound (115.1, 601.2c)', async () => {
    const objects = [{ id: 'kk', card: 'Kiki-Jiki, Mirror Breaker', controller: 'A' }, { id: 'th', card: 'Thalia, Guardian of Thraben', controller: 'A' }];
    const r = await run({ objects, actions: [{ kind: 'activate', object: 'kk', targets: { creature: ['th'] } }] });
    expect(r.resolution.trace.find((s) => s.key === 'activate.rewound')?.params).toMatchObject({ reason: 'illegal-target' });
    expect(named(r, 'Thalia, Guardian of Thraben')).toHaveLength(1);
  });

  it('GIVEN Quasiduplicate on Elvish Visionary THEN the token enters and its own enters trigger draws a card (707.5)', async () => {
    const objects = [{ id: 'q', card: 'Quasiduplicate', zone: 'hand', controller: 'A' }, { id: 'md', card: 'Elvish Visionary', controller: 'A' }];
    const r = await run({ objects, actions: [{ kind: 'cast', object: 'q', targets: { creature: ['md'] } }, { kind: 'resolve' }] });
    expect(named(r, 'Elvish Visionary').filter((o) => o.zone === 'battlefield' && o.isToken)).toHaveLength(1);
    expect(r.resolution.trace.some((s) => s.key.startsWith('trigger.') && JSON.stringify(s.params).includes('Elvish Visionary'))).toBe(true);
  });

  it('GIVEN Helm of the Host on a legendary creature THEN at the beginning of combat a nonlegendary token copy with haste is made, and no legend rule applies (707.9b, 704.5j)', async () => {
    const objects = [{ id: 'th', card: 'Thalia, Guardian of Thraben', controller: 'A' }, { id: 'hh', card: 'Helm of the Host', controller: 'A', attachedTo: 'th' }];
    const r = await run({ objects, actions: [{ kind: 'begin-step', step: 'combat' }, { kind: 'resolve', all: true }] });
    const thalias = named(r, 'Thalia, Guardian of Thraben').filter((o) => o.zone === 'battlefield');
    expect(thalias).toHaveLength(2);
    const token = thalias.find((o) => o.isToken)!;
    expect(computed(r, token.id)!.supertypes).not.toContain('Legendary');
    expect(computed(r, token.id)!.keywords.map((k) => k.keyword)).toEqual(expect.arrayContaining(['first strike', 'haste']));
  });

  it('GIVEN Rite of Replication kicked on the opponent’s Grizzly Bears THEN five token copies are created under my control (702.33e, 111.2)', async () => {
    const objects = [{ id: 'rr', card: 'Rite of Replication', zone: 'hand', controller: 'A' }, { id: 'gb', card: 'Grizzly Bears', controller: 'B' }];
    const r = await run({ objects, actions: [{ kind: 'cast', object: 'rr', kicked: true, targets: { creature: ['gb'] } }, { kind: 'resolve' }] });
    const tokens = named(r, 'Grizzly Bears').filter((o) => o.isToken && o.zone === 'battlefield');
    expect(tokens.map((o) => o.baseController)).toEqual(['A', 'A', 'A', 'A', 'A']);
    const unkicked = await run({ objects, actions: [{ kind: 'cast', object: 'rr', targets: { creature: ['gb'] } }, { kind: 'resolve' }] });
    expect(named(unkicked, 'Grizzly Bears').filter((o) => o.isToken)).toHaveLength(1);
  });

  it('GIVEN Giant Adephage removed before its trigger resolves THEN the run refuses: its last known copiable values are not modelled (111.12)', async () => {
    const objects = [{ id: 'ga', card: 'Giant Adephage', controller: 'A' }];
    const r = run({ objects, actions: [{ kind: 'declare-attackers', attackers: [{ object: 'ga', target: 'B' }] }, { kind: 'combat-damage' }, { kind: 'destroy', object: 'ga' }, { kind: 'resolve', all: true }] });
    await expect(r).rejects.toThrow(/copy-token-lki|unmodelled/);
  });
});
