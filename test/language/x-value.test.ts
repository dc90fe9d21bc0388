/**
 * The value of X told with the spell (601.2b), in both languages: "X=3", "X = 4", "(X=2)", "X is 5",
 * 「X=2で」「Xを3にして」. It reaches the cast event's `x`; said of an activated ability, the activate event's `x`
 * (602.2b applies 601.2b; the questions layer takes it only for an {X} in the activation cost); a card named "X" is
 * still reached in brackets.
 */
import { describe, expect, it } from 'vitest';
import { understand } from '../../src/language/index.ts';
import { CardSpotter } from '../../src/language/lexicon/cards.ts';

const cards = new CardSpotter([
  { name: 'Blaze', kind: 'name', english: 'Blaze', typeLine: 'Sorcery', playable: true },
  { name: 'Blaze', kind: 'name', english: '猛火', typeLine: 'Sorcery', playable: true },
  { name: 'Banefire', kind: 'name', english: 'Banefire', typeLine: 'Sorcery', playable: true },
  { name: 'Mirror Entity', kind: 'name', english: 'Mirror Entity', typeLine: 'Creature — Shapeshifter', playable: true },
  { name: 'Mirror Entity', kind: 'name', english: 'ミラーリ・エンティティ', typeLine: 'Creature — Shapeshifter', playable: true },
  { name: 'X', kind: 'name', english: 'X', typeLine: 'Creature — Elemental', playable: true },
]);

const CASTS: [string, number][] = [
  ['I cast Blaze with X=3 targeting my opponent. How much life does my opponent have?', 3],
  ['I cast Banefire (X = 4) on their 5/5. Does it die?', 4],
  ["I cast Blaze at my opponent's face, X is 6. How much life does my opponent have?", 6],
  ['My opponent casts Banefire for X=2 on my 2/2. Does it die?', 2],
  ['I cast Blaze on their 3/3 with X equal to 7. Does it die?', 7],
  ['私は《猛火》をX=2で相手を対象に唱えた。相手のライフはいくつですか？', 2],
  ['《猛火》をXを3にして相手の3/3に唱えた。それは死にますか？', 3],
  ['相手が《猛火》をX=1で私の2/2に唱えた。2/2は死ぬ？', 1],
  ['《猛火》をXは5で対戦相手に唱えた。対戦相手のライフは？', 5],
  // Written right after the spell's name, as a tag of it.
  ['相手が《猛火》X=2を私の3/3に唱えた。3/3は死ぬ？', 2],
  ['《猛火》X=4を相手の4/4に撃った。死ぬ？', 4],
  ['I cast Blaze X=3 on their 3/3. Does it die?', 3],
];

describe('GIVEN a spell told with its value of X', () => {
  for (const [q, x] of CASTS) {
    it(`THEN "${q.slice(0, 60)}" casts it with X=${x}`, async () => {
      const u = await understand(q, { cards });
      expect(u.ok, u.ok ? '' : JSON.stringify(u)).toBe(true);
      if (!u.ok) return;
      const cast = u.ir.events.find((e) => e.kind === 'cast');
      expect(cast && cast.kind === 'cast' ? cast.x : undefined).toBe(x);
    });
  }
});

const ACTIVATED: [string, number][] = [
  ['I activate Mirror Entity with X=4. What size are my creatures?', 4],
  ['I activate Mirror Entity (X = 2). How big is my 1/1?', 2],
  ['《ミラーリ・エンティティ》をX=0で起動した。私のクリーチャーは何/何ですか？', 0],
];

describe('GIVEN an activated ability told with its value of X (107.3a, 602.2b)', () => {
  for (const [q, x] of ACTIVATED) {
    it(`THEN "${q.slice(0, 60)}" activates it with X=${x}`, async () => {
      const u = await understand(q, { cards });
      expect(u.ok, u.ok ? '' : JSON.stringify(u)).toBe(true);
      if (!u.ok) return;
      const act = u.ir.events.find((e) => e.kind === 'activate');
      expect(act && act.kind === 'activate' ? act.x : undefined).toBe(x);
    });
  }
});

describe('GIVEN a card named X', () => {
  it('THEN [[X]] in brackets is still the card', async () => {
    const u = await understand('My [[X]] blocks a 2/2. Does it die?', { cards });
    expect(u.ok, u.ok ? '' : JSON.stringify(u)).toBe(true);
    if (!u.ok) return;
    expect(u.ir.objects.some((o) => o.card === 'X')).toBe(true);
  });
});
