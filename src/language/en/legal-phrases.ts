/** The English phrases that ask whether what was just told may be done (the verb 'legal'; intents/legality.ts). */
/**
 * "Is that legal?", "is this even allowed?", "can I do that?", "are they allowed to do that?": whether what
 * was just told may be done. Each phrase is its own whole question (the verb 'legal').
 */
export const LEGAL_PHRASES: readonly string[] = [
  ...['is', 'was', 'would'].flatMap((aux) =>
    ['that', 'this', 'it'].flatMap((that) =>
      ['', 'even ', 'actually ', 'really '].flatMap((adv) => ['legal', 'allowed', 'ok', 'okay', 'possible', 'valid'].map((adj) => (aux === 'would' ? `would ${that} be ${adv}${adj}` : `${aux} ${that} ${adv}${adj}`))),
    ),
  ),
  ...['is that a legal', 'is this a legal', 'was that a legal'].flatMap((p) => ['block', 'attack', 'play', 'target', 'cast', 'split', 'assignment', 'damage assignment', 'division'].map((n) => `${p} ${n}`)),
  // "Is that split legal?", "is the assignment allowed?": of a division of combat damage just told (thatLegalAsk).
  ...['is that', 'is this', 'is the', 'is my', 'is their', 'would that', 'would the'].flatMap((p) => ['split', 'assignment', 'damage assignment', 'division'].flatMap((n) => ['legal', 'allowed', 'ok', 'okay', 'valid'].map((adj) => (p.startsWith('would') ? `${p} ${n} be ${adj}` : `${p} ${n} ${adj}`)))),
  ...['i', 'they', 'he', 'she', 'you', 'my opponent', 'opp'].flatMap((who) => [`can ${who} split it like that`, `can ${who} split it that way`, `can ${who} assign it like that`, `can ${who} assign it that way`, `can ${who} assign damage like that`, `can ${who} assign damage that way`]),
  ...['i', 'they', 'he', 'she', 'you', 'my opponent', 'opp'].flatMap((who) => [`can ${who} do that`, `can ${who} even do that`, `can ${who} actually do that`, `could ${who} do that`, `can ${who} do this`]),
  ...['am i', 'are they', 'is he', 'is she', 'are you', 'is my opponent'].map((who) => `${who} allowed to do that`),
];
