/**
 * Issue 12 §3/§4: a card named in full, then called by one word of its name that is also a card of its own — "the
 * colossus" after Darksteel Colossus (Colossus is a face of Collision // Colossus), "the Archangel" after Archangel
 * of Thune, "a second Sheoldred" after Sheoldred, the Apocalypse (Sheoldred is a card too) — with "the" (or as one
 * more: "a second", "another") names the card already named. It was asked back between the two cards though the
 * question named one. Said with "a" and nothing more ("a Colossus") it may be the other card: still asked back.
 * Indestructible: 702.12b; legend rule: 704.5j; Lightning Bolt 3 damage; lethal damage 704.5g.
 */
import { beforeAll, describe, it } from 'vitest';
import type { QuestionDeps } from '../../src/questions/index.ts';
import { CardSpotter } from '../../src/language/lexicon/cards.ts';
import { realCardDeps } from '../cards/compile-helpers.ts';
import { answeredRight, refusedAs } from '../support/ask-rows.ts';

describe('GIVEN a one-word name that is also another card WHEN it follows the card named in full THEN it is that card', () => {
  let cards: QuestionDeps = {};
  beforeAll(async () => {
    const real = ['Darksteel Colossus', 'Lightning Bolt', 'Sheoldred, the Apocalypse', 'Murder', 'Serra Angel'];
    const deps = await realCardDeps(real);
    // The catalog's other cards of those words (a face "Colossus", a card "Sheoldred", a card "Angel"-like name), as the spotter knows them.
    const others: [string, string][] = [
      ['Colossus', 'Instant // Instant'],
      ['Sheoldred', 'Legendary Creature — Phyrexian Praetor'],
    ];
    const spot = new CardSpotter([
      ...real.map((n) => ({ name: n.toLowerCase(), kind: 'name' as const, english: n, typeLine: n === 'Lightning Bolt' || n === 'Murder' ? 'Instant' : n === 'Darksteel Colossus' ? 'Artifact Creature — Golem' : 'Creature', playable: true })),
      ...others.map(([n, t]) => ({ name: n.toLowerCase(), kind: 'name' as const, english: n, typeLine: t, playable: true })),
    ]);
    cards = { ...deps, cards: spot };
  }, 60_000);
  /** [question, what the answer says, verdict]. */
  const ROWS: [string, string, 'yes' | 'no' | null][] = [
    ['My opponent has Darksteel Colossus. I cast Lightning Bolt on the colossus. Does the colossus die?', "No. The opponent's Darksteel Colossus survives", 'no'],
    ['My opponent controls Darksteel Colossus. I cast Lightning Bolt on the Colossus. Does it die?', "No. The opponent's Darksteel Colossus survives", 'no'],
    ['Opponent has Darksteel Colossus. Does the colossus have indestructible?', "Yes. The opponent's Darksteel Colossus has indestructible", 'yes'],
    ['I already have Sheoldred, the Apocalypse out and I cast a second Sheoldred. What happens?', 'Died: your first Sheoldred, the Apocalypse', null],
    ['I control Sheoldred, the Apocalypse. I cast another Sheoldred. What happens?', 'Died: your first Sheoldred, the Apocalypse', null],
    ['I control Sheoldred, the Apocalypse. My opponent casts Murder on the Sheoldred. Does it die?', 'Yes. Your Sheoldred, the Apocalypse dies', 'yes'],
  ];
  it.each(ROWS)('%s → says %s', (q, says, verdict) => answeredRight(() => cards)(q, says, verdict), 60_000);

  // "a Colossus" with nothing that says it is the one named: it may be the other card — asked back, never picked.
  it.each([['My opponent has Darksteel Colossus and a Colossus. I cast Lightning Bolt on the Colossus. Does it die?', 'ambiguous']])('%s → refused %s', (q, code) => refusedAs(() => cards)(q, code), 60_000);
});
