/** What the trace shows of an object's characteristics before and after an effect, per layer. */
import { assertNever } from '../../core/result.ts';
import type { Layer } from '../types.ts';
import { formatKeywords } from '../keywords.ts';
import { formatColors, formatPT } from '../trace.ts';
import type { Working } from './world.ts';

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
  return w.subtypes.length > 0 ? `${left} — ${w.subtypes.join(' ')}` : left || '-';
}

/** Abilities: keywords, then static abilities' texts, then unmodelled text; "-" when none. */
export function abilitiesText(w: Pick<Working, 'keywords' | 'statics' | 'gaps'>): string {
  const parts: string[] = [];
  if (w.keywords.length > 0) parts.push(formatKeywords(w.keywords));
  for (const s of w.statics) parts.push(s.ability.text);
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
