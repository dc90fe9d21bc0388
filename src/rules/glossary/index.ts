/** Every entry of Stackwise's own glossary (our words, EN + JA), gathered from the data files. */
import type { TermEntry } from './types.ts';
import { gameTerms } from './data/game-terms.ts';
import { keywordActionsA } from './data/keyword-actions-a.ts';
import { keywordActionsB } from './data/keyword-actions-b.ts';
import { evergreenAbilities } from './data/keyword-abilities-evergreen.ts';
import { keywordAbilitiesB } from './data/keyword-abilities-b.ts';
import { keywordAbilitiesC } from './data/keyword-abilities-c.ts';
import { keywordAbilitiesD } from './data/keyword-abilities-d.ts';

export type { TermEntry, RuleRef, Bilingual, Interaction, TermKind } from './types.ts';

export const ALL_TERMS: readonly TermEntry[] = [
  ...gameTerms,
  ...keywordActionsA,
  ...keywordActionsB,
  ...evergreenAbilities,
  ...keywordAbilitiesB,
  ...keywordAbilitiesC,
  ...keywordAbilitiesD,
];
