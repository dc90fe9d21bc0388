/**
 * Issue 14: "nontoken" and "token(s)" in a group (111.1, 110.3), read from real oracle texts and run
 * through the engine: targets, "each"/"all" instructions, trigger filters, static abilities (the layer
 * matcher) and sacrifice costs all tell tokens from cards.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { compileCard } from '../../src/cards/compile/index.ts';
import type { CardRecord } from '../../src/cards/types.ts';
import type { ScenarioRun } from '../../src/scenario/run.ts';
import { loadRealCards, cardScenarios } from './compile-helpers.ts';

const nontoken = (f: Record<string, unknown> = {}) => ({ kind: 'filter', types: ['Creature'], token: false, ...f });

const ROWS: [string, Record<string, unknown>][] = [
  ['Incandescent Aria', { spell: { effects: [{ kind: 'damage', amount: 3, all: nontoken() }] } }],
  ['Midnight Reaper', { triggers: [{ event: 'dies', filter: { controller: 'you', types: ['Creature'], token: false } }] }],
  ['Always Watching', { statics: [{ affects: nontoken({ controller: 'you' }) }] }],
  ['Thraben Watcher', { statics: [{ affects: nontoken({ controller: 'you', other: true }) }] }],
  ['Dogged Hunter', { activated: [{ targets: [{ objects: { types: ['Creature'], token: true } }], effects: [{ kind: 'destroy' }] }] }],
  ['Kraul Whipcracker', { triggers: [{ event: 'enters', targets: [{ objects: { controller: 'opponent', token: true } }] }] }],
  ['Perplexing Test', { spell: { modes: { options: [{ effects: [{ kind: 'return-to-hand', all: { types: ['Creature'], token: true } }] }, { effects: [{ kind: 'return-to-hand', all: { types: ['Creature'], token: false } }] }] } } }],
  ['Fountainport', { activated: [{ mana: true }, { sacrificeCost: { filter: { kind: 'filter', token: true } }, effects: [{ kind: 'draw', amount: 1 }] }, {}, {}] }],
];

let cards: Map<string, CardRecord>;
beforeAll(async () => {
  cards = await loadRealCards([...ROWS.map((r) => r[0]), 'Grizzly Bears']);
}, 120_000);

describe('nontoken / token groups, compiled', () => {
  it.each(ROWS)('%s is read whole with the token filter', (name, shape) => {
    const c = compileCard(cards.get(name)!);
    expect(c.object).toMatchObject(shape);
    expect(c.status).toBe('full');
  });
});

describe('nontoken / token groups, through the engine', () => {
  const { run } = cardScenarios(() => cards);
  const bear = { card: 'Grizzly Bears' };
  const tokenBear = { name: 'Bear Token', types: ['Creature'], subtypes: ['Bear'], power: 2, toughness: 2, token: true };

  it('GIVEN Incandescent Aria THEN the card creature dies and the token creature survives (111.1)', async () => {
    const r = await run({ objects: [{ id: 'gb', ...bear, controller: 'B' }, { id: 'tb', ...tokenBear, controller: 'B' }, { id: 'ia', card: 'Incandescent Aria', zone: 'hand' }], actions: [{ kind: 'cast', object: 'ia' }, { kind: 'resolve' }] });
    const zone = (name: string) => r.resolution.final.objects.filter((o) => o.printed.name === name).map((o) => o.zone);
    expect(zone('Grizzly Bears')).toEqual(['graveyard']);
    expect(zone('Bear Token')).toEqual(['battlefield']);
  });

  it('GIVEN Always Watching THEN only the nontoken creature gets +1/+1 (the layer matcher reads token status)', async () => {
    const r = await run({ objects: [{ id: 'gb', ...bear }, { id: 'tb', ...tokenBear }, { id: 'aw', card: 'Always Watching' }], actions: [] });
    const pt = (id: string) => r.resolution.computed.find((c) => c.id === id)!;
    expect(pt('gb')).toMatchObject({ power: 3, toughness: 3 });
    expect(pt('tb')).toMatchObject({ power: 2, toughness: 2 });
  });

  it('GIVEN Midnight Reaper THEN a dying token creature does not trigger it and a dying card creature does', async () => {
    const life = (r: ScenarioRun) => r.resolution.final.players.find((p) => p.id === 'A')!.life;
    const tok = await run({ objects: [{ id: 'mr', card: 'Midnight Reaper' }, { id: 'tb', ...tokenBear }], actions: [{ kind: 'destroy', object: 'tb' }, { kind: 'resolve' }] });
    expect(life(tok)).toBe(20);
    const card = await run({ objects: [{ id: 'mr', card: 'Midnight Reaper' }, { id: 'gb', ...bear }, { id: 'top', name: 'Library Card', types: ['Land'], zone: 'library' }], actions: [{ kind: 'destroy', object: 'gb' }, { kind: 'resolve' }] });
    expect(life(card)).toBe(19);
  });
});
