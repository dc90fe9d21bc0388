/**
 * English nouns that name abilities (113.1): an ability as such, the names players give some ("its firebreathing", "its
 * pump ability": the one giving the creature +N/+N, marked `pump`), and triggered abilities named by their event (603).
 * Part of the English lexicon (lexicon.ts).
 */
import type { Sense } from '../senses.ts';
import { lookupTable } from '../../core/table.ts';

export const ABILITY_WORDS: Readonly<Record<string, Sense[]>> = lookupTable({
  ability: [{ kind: 'object-noun', noun: 'ability', plural: false }],
  // (`pump`: the one whose effect is that, frames/activate.ts; questions/ability-effects.ts.)
  firebreathing: [{ kind: 'object-noun', noun: 'ability', plural: false, pump: true }], 'pump ability': [{ kind: 'object-noun', noun: 'ability', plural: false, pump: true }],
  abilities: [{ kind: 'thing-noun', noun: 'keyword' }],
  trigger: [{ kind: 'verb', verb: 'trigger' }, { kind: 'object-noun', noun: 'trigger', plural: false }, { kind: 'thing-noun', noun: 'trigger' }],
  'triggered ability': [{ kind: 'thing-noun', noun: 'trigger' }], 'etb trigger': [{ kind: 'thing-noun', noun: 'trigger' }],
  // "its ETB", "Chupacabra's ETB": the enters trigger named by its event alone (603.6a), as "the ETB trigger" is; the
  // verb sense ("when it ETBs") stays first.
  etb: [{ kind: 'thing-noun', noun: 'trigger' }], 'death trigger': [{ kind: 'thing-noun', noun: 'trigger' }], 'dies trigger': [{ kind: 'thing-noun', noun: 'trigger' }],
});
