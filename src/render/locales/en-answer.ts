/** The short answer's sentences in English (answer-lines.ts). */
import { agree, capitalised, possessive } from './en-players.ts';
import { ZONE_EN } from '../trace-words.ts';
import type { AnswerLines } from './answer-lines.ts';

/** "The card" / "The 3 cards", and the rest of the sentence in number with it. */
const cards = (n: number): string => (n === 1 ? 'The card' : `The ${n} cards`);
const whichCards = (n: number): string => (n === 1 ? 'card it is' : 'cards they are');

export const EN_ANSWER: AnswerLines = {
  tokenLabel: () => null,
  colorless: 'colorless',
  describe: (name, kind, kws, none) => {
    const phrase = kind.join(' ');
    const article = /^[aeiou8]/i.test(phrase) || /^(11|18)\//.test(phrase) ? 'an' : 'a';
    return `${name} is ${article} ${phrase}${kws.length > 0 ? ` with ${kws.join(', ')}` : none ? ' with no abilities' : ''}`;
  },
  ptChange: (name, change) => `${name} gets ${change} (its size wasn't given, so only the change is known)`,
  ptDepends: (name) => `${name}'s power and toughness change, to values that depend on its size, which the question doesn't give`,
  loyalty: (name, before, after, damage, gone) =>
    `Loyalty: ${name} ${before} → ${Math.max(0, after)} (${damage} damage removes that many loyalty counters, 120.3c${gone ? '; with 0 loyalty it is put into its owner’s graveyard, 704.5i' : ''})`,
  searchUnseen: (who, maybe, toTop) => {
    const you = /^you$/.test(who);
    return `${capitalised(who)} ${agree(who, 'puts', 'put')} the card ${you ? 'you' : 'they'} find${maybe ? ', if any,' : ''} ${toTop ? `on top of ${you ? 'your' : 'their'} library once it is shuffled` : `into ${you ? 'your' : 'their'} hand`} (the question doesn't describe that library, so which card it is is unknown; this answer doesn't depend on it)`;
  },
  discard: (who, named, n, whole, upTo) => {
    const what = whole ? 'every other card in that hand' : `${upTo ? 'up to ' : ''}${n} unseen card${n === 1 ? '' : 's'}`;
    const unseen = n > 0 || whole ? `${what} (${upTo ? "the question doesn't describe that hand, so which cards, and how many, is unknown; this answer doesn't depend on them" : `which card${n === 1 ? ' it is' : 's they are'} is unknown; this answer doesn't depend on ${n === 1 ? 'it' : 'them'}`})` : '';
    return `${capitalised(who)} ${agree(who, 'discards', 'discard')} ${[named.join(', '), unseen].filter((x) => x !== '').join(' and ')}`;
  },
  abilityOf: (source) => `${source}'s ability`,
  countered: (item, by, unpaid) => `${item} is countered by ${by}${unpaid ? ` (${unpaid} wasn't paid)` : ''}: it doesn't resolve, so none of its effects happen (701.6a)`,
  created: (names, who) => `Token${names.length === 1 ? '' : 's'} created: ${names.join(', ')} (under ${possessive(who)} control, 111.2)`,
  leftTo: (name, zone) => `${name} (to ${ZONE_EN[zone] ?? zone})`,
  leftVia: (name, zones) => `${name} (to ${zones.map((z) => ZONE_EN[z] ?? z).join(', then to ')})`,
  notDestroyed: (names) => `Not destroyed (indestructible): ${names.join(', ')}`,
  died: (names) => `Died: ${names.join(', ')}`,
  toGraveyard: (names) => `Put into the graveyard from the battlefield: ${names.join(', ')}`,
  thenTo: (name, zone) => `${name} (then put into ${ZONE_EN[zone] ?? zone})`,
  left: (items) => `Left the battlefield: ${items.join(', ')}`,
  toTop: (name) => `${name} (to the top of its owner's library)`,
  leftZone: (zone, items) => `Left ${ZONE_EN[zone] ?? zone}: ${items.join(', ')}`,
  ceased: (names) => `Ceased to exist: ${names.join(', ')}`,
  fateDepends: (names) => `What happens to ${names.join(' and ')} (whether it dies, the damage it keeps) depends on the size of a creature the question gives no size, so it isn't said here`,
  unseenInHand: (who, n) => `${cards(n)} in ${possessive(who)} hand that the question doesn't name ${n === 1 ? 'is' : 'are'} unseen: this answer doesn't depend on which ${whichCards(n)}`,
  unseenDrawn: (who, n) => `${cards(n)} ${who} drew ${n === 1 ? 'is' : 'are'} unseen: the question doesn't describe that library, and this answer doesn't depend on which ${whichCards(n)}`,
  lostReasons: { 'sba.zero-life': '0 or less life', 'sba.poison': 'ten or more poison counters' },
  loses: (who, why) => `${capitalised(who)} ${agree(who, 'loses', 'lose')} the game${why ? ` (${why})` : ''}`,
  draw: 'The game is a draw (104.4a)',
  nothingChanges: 'Nothing changes.',
  join: (sentences) => sentences.map((s) => `${s}.`).join(' '),
  tidy: (text) => text,
};
