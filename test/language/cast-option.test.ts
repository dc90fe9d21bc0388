/**
 * Whether the kicker (702.33d) or overload (702.96a) cost was paid, told with the cast in either
 * language: it reaches the cast event's `castOption`; said with no cast to belong to, it is left
 * unread (and so refused), never dropped.
 */
import { describe, expect, it } from 'vitest';
import { understand } from '../../src/language/index.ts';
import { CardSpotter } from '../../src/language/lexicon/cards.ts';

const cards = new CardSpotter([
  { name: 'Burst Lightning', kind: 'name', english: 'Burst Lightning', typeLine: 'Instant', playable: true },
  { name: 'Burst Lightning', kind: 'name', english: '噴出の稲妻', typeLine: 'Instant', playable: true },
  { name: 'Cyclonic Rift', kind: 'name', english: 'Cyclonic Rift', typeLine: 'Instant', playable: true },
  { name: 'Cyclonic Rift', kind: 'name', english: 'サイクロンの裂け目', typeLine: 'Instant', playable: true },
]);

const CASTS: [string, string | undefined][] = [
  ["I cast Burst Lightning with kicker targeting my opponent's 3/3. Does it die?", 'kicked'],
  ["I cast a kicked Burst Lightning on my opponent's 3/3. Does it die?", 'kicked'],
  ["I cast Burst Lightning on their 3/3, paying its kicker cost. Does it die?", 'kicked'],
  ["I cast Burst Lightning without kicker on their 3/3. Does it die?", 'not-kicked'],
  ["I cast Burst Lightning on their 3/3 without kicking it. Does it die?", 'not-kicked'],
  ["I cast Burst Lightning unkicked on their 3/3. Does it die?", 'not-kicked'],
  ['I cast Cyclonic Rift overloaded. What happens?', 'overloaded'],
  ['I cast Cyclonic Rift for its overload cost. What happens?', 'overloaded'],
  ["I cast Cyclonic Rift without overload on their 3/3. What happens?", 'not-overloaded'],
  ['《噴出の稲妻》をキッカーして相手の3/3に唱えた。それは死にますか？', 'kicked'],
  ['《噴出の稲妻》をキッカー付きで相手の3/3に唱えた。死ぬ？', 'kicked'],
  ['《噴出の稲妻》をキッカーなしで相手の3/3に唱えた。死ぬ？', 'not-kicked'],
  ['《サイクロンの裂け目》を超過で唱えた。どうなる？', 'overloaded'],
  // Not said: nothing is set (the questions layer asks back).
  ["I cast Burst Lightning on their 3/3. Does it die?", undefined],
];

describe('GIVEN a spell told as cast with or without its kicker or overload cost', () => {
  for (const [q, option] of CASTS) {
    it(`THEN "${q.slice(0, 60)}" casts it ${option ?? 'with nothing said'}`, async () => {
      const u = await understand(q, { cards });
      expect(u.ok, u.ok ? '' : JSON.stringify(u)).toBe(true);
      if (!u.ok) return;
      const cast = u.ir.events.find((e) => e.kind === 'cast');
      expect(cast && cast.kind === 'cast' ? cast.castOption : 'no cast').toBe(option);
    });
  }
});

describe('GIVEN the kicker said with no cast to belong to', () => {
  it('THEN it is not dropped: the question is refused', async () => {
    const u = await understand('Burst Lightning was kicked. How much damage does it deal?', { cards });
    expect(u.ok).toBe(false);
  });
});
