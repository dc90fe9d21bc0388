/** Trace param values in English (format-lines.ts). */
import { colorWordsEn } from '../../scenario/labels.ts';
import { formatKeyword } from '../../scenario/schema/vocabulary.ts';
import { CAUSE_EN, CHARACTERISTIC_EN, LAYER_EN, REASON_EN, ZONE_EN } from '../trace-words.ts';
import type { FormatLines } from './format-lines.ts';

export const EN_FORMAT: FormatLines = {
  cite: (rules) => ` (${rules.join(', ')})`,
  citeLead: (rules) => `${rules.join(', ')}: `,
  list: (items) => items.join(', '),
  yesNo: (x) => (x ? 'yes' : 'no'),
  unknown: '(unknown)',
  none: 'none',
  colorless: 'colorless',
  engineLabel: () => null,
  namesStackAbilities: false,
  abilityText: (text) => text,
  costName: (raw) => raw,
  quotedAbility: (raw) => `“${raw}”`,
  abilityOf: (source, raw) => `${source}'s “${raw}”`,
  quotedText: (text) => `“${text}”`,
  quotedTexts: (items) => items.join(', '),
  // One of two cards of a name is labelled with its id ("… (Glorious Anthem (c1))"): said by the reply's label for it
  // ("your first Glorious Anthem"), never the engine's id (red team s19).
  effectText: (shown, raw, holderOf) => {
    const on = /^([\s\S]*\S) \(([^()]+\([^()]*\))\)$/.exec(raw);
    const holder = on ? holderOf(on[2]!) : undefined;
    return on && holder ? `${on[1]!} (${holder})` : shown;
  },
  causeMove: (from, to) => `from ${ZONE_EN[from] ?? from} to ${ZONE_EN[to] ?? to}`,
  causes: CAUSE_EN,
  zones: ZONE_EN,
  layers: LAYER_EN,
  reasons: REASON_EN,
  characteristics: CHARACTERISTIC_EN,
  colors: colorWordsEn,
  keyword: formatKeyword,
  types: (items) => items.join(' '),
  abilitiesRulesText: (part) => part,
  abilitiesSep: '; ',
  typeLine: (raw) => raw,
  timestamp: (ts) => ` (timestamp ${ts})`,
  counters: (n, kind) => `${n} ${kind} counter${n === 1 ? '' : 's'}`,
};
