/** What the trace shows of an object's characteristics before and after an effect, per layer. */
import { assertNever } from '../../core/result.ts';
import type { Layer } from '../types.ts';
import { formatKeywords } from '../keywords.ts';
import { formatColors, formatPT } from '../trace.ts';
import { isChangeling } from '../keywords/changeling.ts';
import type { Working } from './world.ts';
import { creatureTypes } from '../subtypes.ts';

export type Characteristic = 'copiable' | 'controller' | 'text' | 'types' | 'colors' | 'abilities' | 'pt';

export function characteristicOf(layer: Layer): Characteristic {
  switch (layer) {
    case '1a':
    case '1b':
      return 'copiable';
    case '2':
      return 'controller';
    case '3':
      return 'text';
    case '4':
      return 'types';
    case '5':
      return 'colors';
    case '6':
      return 'abilities';
    case '7a':
    case '7b':
    case '7c':
    case '7d':
      return 'pt';
    default:
      return assertNever(layer);
  }
}

/** "Legendary Creature — Elf Warrior". */
export function typeLine(w: Pick<Working, 'supertypes' | 'types' | 'subtypes'>): string {
  const left = [...w.supertypes, ...w.types].join(' ');
  // 702.73a: every creature type (changeling) is said so, not listed.
  const all = creatureTypes();
  const every = all.length > 0 && all.every((t) => w.subtypes.includes(t));
  const subtypes = every ? [...w.subtypes.filter((s) => !all.includes(s)), 'every creature type'] : w.subtypes;
  return subtypes.length > 0 ? `${left} — ${subtypes.join(' ')}` : left || '-';
}

/** Abilities: keywords, then static abilities' texts, then unmodelled text; "-" when none. */
export function abilitiesText(w: Pick<Working, 'keywords' | 'statics' | 'gaps'>): string {
  const parts: string[] = [];
  if (w.keywords.length > 0) parts.push(formatKeywords(w.keywords));
  // (Changeling's own ability is the keyword already listed.)
  for (const s of w.statics) if (!isChangeling(s.ability)) parts.push(s.ability.text);
  for (const g of w.gaps) parts.push(g.text);
  return parts.length === 0 ? '-' : parts.join('; ');
}

export function describe(layer: Layer, w: Working): string {
  const c = characteristicOf(layer);
  switch (c) {
    case 'copiable':
      return `${w.name || '-'} (${typeLine(w)}, ${formatColors(w.colors)}, ${formatPT(w.power, w.toughness)})`;
    case 'controller':
      return w.controller;
    case 'text':
      return '-';
    case 'types':
      return typeLine(w);
    case 'colors':
      return formatColors(w.colors);
    case 'abilities':
      return abilitiesText(w);
    case 'pt':
      return formatPT(w.power, w.toughness);
    default:
      return assertNever(c);
  }
}
