/** The shared frames' and intents' words in English (words.ts). */
import type { StoryWords } from './words.ts';

const ORDINALS = ['first', 'second', 'third', 'fourth', 'fifth', 'sixth', 'seventh', 'eighth', 'ninth', 'tenth'];

export const EN: StoryWords = {
  you: 'you',
  opponent: 'the opponent',
  otherPlayer: 'the other player',
  nth: (words, n) => `${words} (the ${ORDINALS[n - 1] ?? `#${n}`})`,
  undescribedOther: 'another one not described',
  andList: (items) => items.join(' and '),
  groupList: (items) => items.join(' and '),
  // ("a 2/2" → "my 2/2", never "my a 2/2": the article gives way to the possessive.)
  mine: (words) => `my ${words.replace(/^(?:an?|the)\s+/i, '')}`,
  theirs: (words) => `the opponent's ${words.replace(/^(?:an?|the)\s+/i, '')}`,
  nextTurn: 'next turn',
  myNextTurn: 'my next turn',
  theirNextTurn: "my opponent's next turn",
  manaAbilityPermanent: 'a permanent with a mana ability',

  startingTotal: /\b(?:was|were|started|starting|began|begin)\b/i,
  // (English says these with words of their own, which the grammar reads: "but", "it", "that one".)
  acrossTheBoard: null,
  contrastEnding: null,
  nearPronoun: null,
  demonstrative: null,
  // A correction with or without its marker word: "his 3/3... actually a 1/1", "his 4/4, no, 5/5 attacks", "a 2/2, I mean
  // 3/3", "his 3/3, er, 4/4": the words after it take back words before; which object they correct is not guessed.
  copyNoun: /^copy$/i,
  // (Irregular pasts of the verbs read so: "stole", "took control of", "gained control of".)
  pastVerb: /[a-z]ed$|\b(?:stole|stolen|(?:took|taken|gained) control(?: of)?)$/i,
  selfCorrection: /(?:\bwait\s*(?:[,.!…-]|\.\.\.|no\b)|\bno,? wait\b|\bscratch that\b|\bsorry,? i meant?\b|\bi mean,|\bi meant\b|\bor rather\b|\bcorrection:|(?:[,;—–…‥.]|\s-)\s*actually,?\s+(?:an?|the|it|it's|it was|his|her|my|their|your|make)\b|\bactually,?\s+(?:an?\s+)?\d+\/\d+|(?:[,;—–…‥]|\.\.\.|\s-)\s*no\s*(?:[,;—–…‥]|\.\.\.|\s-)|(?:[,;—–…‥]|\.\.\.|\s-)\s*no,?\s+(?:(?:an?|the|my|his|her|their|your)\s+)?\d+\/\d+|(?:[,;—–…‥]|\.\.\.|\s-)\s*(?:i mean|make that|make it)\b|\d+\/\d+\s*(?:[,…‥]|\.\.\.)\s*(?:er|erm|uh|um)\b[\s,…‥.]*(?:an?\s+)?\d+\/\d+)/i,
  cutOff: /\b(?:from|of|on|onto|to|with|by|at|into|for|the|an?|my|his|her|their|your|its|and|or)\s*(?:\.\.\.|…|‥)/i,
  mostWords: /\b(?:most|maximum|max|maximal|highest|largest|biggest|greatest|up to)\b/i,
  leastWords: /\b(?:least|minimum|min|minimal|lowest|smallest|fewest)\b/i,
  preventedAmount: /\bprevent(?:s|ed|ing)?\b/i,
  combatDamage: /\bcombat\b/i,
};
