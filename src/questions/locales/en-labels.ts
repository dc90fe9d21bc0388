/** A described thing's label in English (thing-labels.ts): "your 7/7 trample lifelink creature". */
import type { Thing } from '../types.ts';
import type { ThingLabels } from './thing-labels.ts';
import { formatKeyword } from '../../scenario/schema/vocabulary.ts';
import { COLOR_NAME_EN } from '../lexicon.ts';

const ORDINAL_EN = ['first', 'second', 'third', 'fourth', 'fifth', 'sixth', 'seventh', 'eighth', 'ninth', 'tenth'];

const ordinal = (n: number): string => ORDINAL_EN[n - 1] ?? `#${n}`;

function kind(t: Thing): string {
  const types = t.types.filter((x) => x !== 'Creature');
  const isCreature = t.types.includes('Creature');
  // A supertype said of it ("legendary", "snow") is part of what it is (205.4): named, so a misread shows.
  const words = [...t.supertypes.map((x) => x.toLowerCase()), ...types.map((x) => x.toLowerCase()), ...t.subtypes, isCreature && t.subtypes.length === 0 ? 'creature' : '', t.token ? 'token' : ''].filter(Boolean);
  return words.length > 0 ? words.join(' ') : t.cast ? 'spell' : 'permanent';
}

export const EN_LABELS: ThingLabels = {
  owner: (whose) => (whose === 'B' ? "the opponent's" : 'your'),
  place: (t, owner) => (t.zone === 'exile' ? 'exile' : `${t.zoneOwnerUnsaid === true ? 'a' : owner} ${t.zone}`),
  keywordsLeftOut: () => [],
  keywordsTold: (t) => t.keywords.map((k) => formatKeyword(k)),
  inZone(t, where, cardName) {
    if (cardName) return `${cardName} in ${where}`;
    const size = t.power !== null && t.toughness !== null ? `${t.power}/${t.toughness}` : '';
    const typed = t.types.length > 0 || t.subtypes.length > 0;
    return ['the', size, typed ? kind(t) : '', 'card in', where].filter(Boolean).join(' ');
  },
  described(t, owner, cardName) {
    if (cardName) return `${owner} ${cardName}`;
    const pt = t.power !== null && t.toughness !== null ? `${t.power}/${t.toughness}` : '';
    // Half a size told ("a creature with 0 toughness"): that half, named after the rest.
    const half = pt || (t.power === null && t.toughness === null) ? '' : t.power !== null ? `with power ${t.power}` : `with toughness ${t.toughness}`;
    const kws = t.keywords.map((k) => formatKeyword(k)).join(' ');
    const colors = t.colors.map((c) => COLOR_NAME_EN[c]).join(' ');
    return [owner, pt, colors, kws, kind(t), half].filter(Boolean).join(' ');
  },
  nthInZone: (label, n) => label.replace(/^the /, `the ${ordinal(n)} `),
  nth: (owner, n, rest) => `${owner} ${ordinal(n)} ${rest}`,
};
