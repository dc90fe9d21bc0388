/** The question layer's own words in English (words.ts). */
import type { Color } from '../../engine/types.ts';
import { COLOR_NAME_EN } from '../lexicon.ts';
import type { QuestionWords } from './words.ts';
import { EN_LABELS } from './en-labels.ts';
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
  nameList: (names) => names.join('; '),
  andList: (items) => items.join(' and '),
  localName: (name) => name,
  namedCard: (name) => name,
  typedName: (name) => `[[${name}]]`,
  appended: (message, note) => `${message} ${note}`,
  defineCommand: '/define',
  keywordName: (id) => id,
  ruleList: (rules) => rules,
  counterName: (counter) => counter,
  counterExample: (type) => (type === 'Planeswalker' ? "my opponent's planeswalker has 3 loyalty" : "the opponent's battle has 5 defense"),
  castOption: (option) => option,
  atTheSameTime: 'at the same time',
  attribute: {
    colors: (value) => (Object.hasOwn(COLOR_NAME_EN, value) ? COLOR_NAME_EN[value as Color] : value),
    subtypes: (value) => `a ${value}`,
    supertypes: (value) => value.toLowerCase(),
  },
  abilityUse: (source, text) => (source ? `${source}: “${text}”` : `“${text}”`),
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
  untoldLandMana: '{T}: Add one mana (its type not told).',
  tapAbility: '{T}: (an ability with {T} in its cost)',

  theCreature: 'the creature',
  powerAndToughness: 'its power and toughness',
  oracleQuoted: (text) => text,
  ifYouDo: 'If you do: ',
  outcomeAdded: '(What the move leads to is added, with it made.)',
  outcomeUnblocked: '(It can\'t be blocked by the creatures told, so what the attack then does is added.)',
  moveCheckedNot: '(Whether the block can be made is checked; it can\'t, so the rest is answered with the attack unblocked.)',
  soUnblocked: 'So it is unblocked: ',
  blockTogether: 'All of them together: ',
  blockAlone: 'On its own: ',
  blockEitherWay: '(The question may ask whether they can block together or whether any one of them can: both are answered.)',
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
  things: EN_LABELS,
  asks: EN_ASKS,
  restate: EN_RESTATE,
  claims: EN_CLAIMS,
  divisions: EN_DIVISIONS,
};
