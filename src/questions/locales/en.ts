/** The question layer's own words in English (words.ts). */
import type { QuestionWords } from './words.ts';
import { EN_ASKS } from './en-asks.ts';
import { EN_CLAIMS, EN_DIVISIONS } from './claim-lines.ts';
import { EN_RESTATE } from './en-restate.ts';

/** "Yes. the opponent's 2/2 …" -> "Yes. The opponent's 2/2 …": sentences start with a capital. */
function capitalise(text: string): string {
  return text.replace(/(^|[.!?] )([a-z])/g, (_m, pre: string, c: string) => pre + c.toUpperCase());
}

export const EN: QuestionWords = {
  list: (items) => items.join(', '),
  orList: (items) => items.join(' or '),
  quoted: (text) => `“${text}”`,
  modeCount: (min, max) => (min === max ? `choose ${min}` : `choose ${min} to ${max}`),
  modeList: (texts, max) => texts.join(max === 1 ? ' or ' : ', '),
  said: (text) => `'${text}'`,
  cardName: (name) => name,
  continued: (line, note) => `${line} ${note}`,
  inSentence: (line) => line.charAt(0).toLowerCase() + line.slice(1),
  lines: (lines) => lines.map(capitalise).join('\n'),
  engineText: (text) => text,

  impliedAttacker: 'an attacking creature',
  assumedSpell: 'a spell (assumed)',
  assumedObject: (type) => `${/^[aeiou]/i.test(type) ? 'an' : 'a'} ${type.toLowerCase()} (assumed)`,
  staticSource: (n) => `static ability source ${n}`,
  libraryCard: 'a card from the library',
  targetingSpell: 'a spell that targets a creature',
  manaAbility: '{T}: Add {C}.',
  tapAbility: '{T}: (an ability with {T} in its cost)',

  theCreature: 'the creature',
  powerAndToughness: 'its power and toughness',
  oracleQuoted: (text) => text,
  ifYouDo: 'If you do: ',
  moveChecked: '(Whether the move can be made is checked; the rest is answered with it made.)',
  butIfYouDo: (answer, legal) => `${answer}\n(${legal} But if you do, the above is what happens.)`,
  sizeNotGiven: (names) => `no size was given for ${names.join(', ')}; the answer is the same whatever its size`,
  you: 'you',
  yourOpponent: 'your opponent',
  pay: 'pay',
  abilityOf: (source) => `the ability of ${source}`,
  cast: 'cast',
  activated: 'activated',
  anAbilityInPlay: 'an ability in play',
  asks: EN_ASKS,
  restate: EN_RESTATE,
  claims: EN_CLAIMS,
  divisions: EN_DIVISIONS,
};
