/** The combat templates' shared pieces in English (combat-lines.ts). */
import type { CombatLines } from './combat-lines.ts';

export const EN_COMBAT: CombatLines = {
  unknownReason: (code) => `reason “${code}”`,
  list: (items) => items.join(', '),
  assignment: (who, amount) => `${amount} to ${who}`,
  assignHow: {
    chosen: 'as chosen',
    trampleDefault: 'nothing was specified, so by default: lethal damage to each creature blocking it, the rest to what it attacks',
    blockedDefault: 'nothing was specified, so by default: lethal damage to each creature while damage is left, any rest to one of them; its controller may divide it as they choose',
    attackDefault: 'nothing was specified, so by default: as much as possible to what it attacks',
    lethal: (deathtouch, list) =>
      `lethal damage counts damage already marked and damage other creatures assign now, and ignores prevention, protection and indestructible${deathtouch ? ' (with deathtouch, 1 is lethal)' : ''}: ${list}`,
    wrap: (parts) => ` (${parts.join('; ')})`,
  },
  lethalFor: (label, n, marked) => `${n} for ${label}${marked > 0 ? ` (${marked} already marked)` : ''}`,
  destinations: {
    exile: 'exile',
    hand: "its owner's hand",
    graveyard: "its owner's graveyard",
    library: "its owner's library",
    'library-shuffle': "its owner's library (shuffled in)",
    battlefield: 'the battlefield',
  },
  lostReasons: { 'zero-life': '0 or less life', 'drew-from-empty': 'drew from an empty library', poison: 'ten or more poison counters' },
  theEffect: 'the effect',
  effect: (text) => `“${text}”`,
  abilityNote: (a) => ` (${a})`,
  outcome: {
    change: (who, a, b) => `${who} ${a} → ${b}`,
    life: (l) => `Life: ${l}`,
    poison: (p) => `Poison counters: ${p}`,
    damaged: (label, n) => `${label} ${n}`,
    damageMarked: (items) => `Damage marked: ${items.join(', ')}`,
  },
};
