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
  { name: 'Everflowing Chalice', kind: 'name', english: 'Everflowing Chalice', typeLine: 'Artifact', playable: true },
  { name: 'Everflowing Chalice', kind: 'name', english: '永遠溢れの杯', typeLine: 'Artifact', playable: true },
]);

/** 702.33c: how many times a multikicker was paid, told with the cast ("kicked twice", 「2回キッカーして」). */
const KICKS: [string, number | undefined][] = [
  ['I cast Everflowing Chalice kicked twice. What happens?', 2],
  ['I cast Everflowing Chalice kicked three times. What happens?', 3],
  ['I cast Everflowing Chalice kicked 4 times. What happens?', 4],
  ['I cast Everflowing Chalice kicked once. What happens?', 1],
  // "Kicked" alone says no count (the questions layer asks how many times for a multikicker).
  ['I cast Everflowing Chalice kicked. What happens?', undefined],
  ['《永遠溢れの杯》を2回キッカーして唱えた。どうなる？', 2],
  ['《永遠溢れの杯》を3回キッカーして唱えた。どうなる？', 3],
  ['《永遠溢れの杯》をキッカーを2回支払って唱えた。どうなる？', 2],
];

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

describe('GIVEN a multikicker spell told as kicked a number of times (702.33c)', () => {
  for (const [q, kicks] of KICKS) {
    it(`THEN "${q.slice(0, 60)}" is kicked ${kicks ?? 'with no count'}`, async () => {
      const u = await understand(q, { cards });
      expect(u.ok, u.ok ? '' : JSON.stringify(u)).toBe(true);
      if (!u.ok) return;
      const cast = u.ir.events.find((e) => e.kind === 'cast');
      expect(cast && cast.kind === 'cast' ? [cast.castOption, cast.kicks] : 'no cast').toEqual(['kicked', kicks]);
    });
  }
});

describe('GIVEN the kicker said with no cast to belong to', () => {
  it('THEN it is not dropped: the question is refused', async () => {
    const u = await understand('Burst Lightning was kicked. How much damage does it deal?', { cards });
    expect(u.ok).toBe(false);
  });
});
