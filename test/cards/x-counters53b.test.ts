/**
 * Issue 14 (cards53b): "Put X -1/-1 counters on each creature" (Black Sun's Zenith) and other counters put X at a time —
 * X as announced while casting (107.3a), or in an ability whose cost has {X} (107.3k); the counters are put on each
 * object named (122.1, 122.6). Outside a spell or an {X} cost, X stays unread.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { CardRecord } from '../../src/cards/types.ts';
import { compileAbilityText } from '../../src/cards/compile/index.ts';
import { cardScenarios, loadRealCards } from './compile-helpers.ts';

let cards: Map<string, CardRecord>;
beforeAll(async () => {
  cards = await loadRealCards(["Black Sun's Zenith", 'Hill Giant', 'Grizzly Bears', 'Serra Angel']);
}, 120_000);

describe('x-counters53b: X counters, the wordings', () => {
  it.each([
    ['Put X -1/-1 counters on each creature.', '-1/-1'],
    ['Put X +1/+1 counters on target creature.', '+1/+1'],
    ['Put X -1/-1 counters on each creature your opponents control.', '-1/-1'],
  ])('%s is read with X as announced', (text, counter) => {
    const c = compileAbilityText(text, undefined, true);
    expect(c.unmodelled).toEqual([]);
    expect(c.object).toMatchObject({ spell: { effects: [{ kind: 'add-counters', counter, amount: 0, amountFrom: 'x' }] } });
  });
  it('in a triggered ability with no X announced, X stays unread', () => {
    const text = 'Whenever this creature attacks, put X +1/+1 counters on target creature.';
    expect(compileAbilityText(text, { name: 'Test' }).unmodelled).toEqual([text]);
  });
});

describe("GIVEN Black Sun's Zenith cast for X=2 (107.3a, 122.1, 704.5f)", () => {
  const { run } = cardScenarios(() => cards);
  it('WHEN it resolves THEN each creature gets two -1/-1 counters: the Bears die, the Giant and the Angel shrink, and the Zenith goes to the library', async () => {
    const r = await run({
      objects: [{ id: 'z', card: "Black Sun's Zenith", zone: 'hand' }, { id: 'h', card: 'Hill Giant' }, { id: 'g', card: 'Grizzly Bears', controller: 'B' }, { id: 's', card: 'Serra Angel', controller: 'B' }],
      actions: [{ kind: 'cast', object: 'z', x: 2 }, { kind: 'resolve' }],
    });
    expect(r.resolution.error).toBeUndefined();
    const zone = (n: string) => r.resolution.final.objects.filter((o) => o.printed.name === n).map((o) => o.zone);
    expect([zone('Grizzly Bears'), zone("Black Sun's Zenith")]).toEqual([['graveyard'], ['library']]);
    const pt = (id: string) => r.resolution.computed.find((c) => c.id === id);
    expect([pt('h')?.power, pt('h')?.toughness, pt('s')?.power, pt('s')?.toughness]).toEqual([1, 1, 2, 2]);
    expect(r.resolution.trace.find((t) => t.key === 'resolve.amount')?.params).toMatchObject({ from: 'x', amount: 2 });
  });
});
