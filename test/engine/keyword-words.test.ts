/**
 * Issue 17 §1: the words of a keyword's parameter are data. "protection from constructor" used to
 * find Object's constructor in the colour table, so the engine answered that the protection
 * covered nothing (a confident answer about an unknown quality) where "protection from zorble"
 * is refused as unmodelled; "enchant constructor" made Object a card type. Every name of
 * Object.prototype and Function.prototype, in any case, is now an unknown word like any other.
 */
import '../support/subtypes-setup.ts'; // the engine's subtype lists, read from the CR file
import { describe, expect, it } from 'vitest';
import { parseEnchant, protectionCovers } from '../../src/engine/keywords.ts';
import { runScenario } from '../../src/scenario/run.ts';

const NAMES = [...new Set([...Object.getOwnPropertyNames(Object.prototype), ...Object.getOwnPropertyNames(Function.prototype)])].flatMap((n) => [n, n.toLowerCase()]);
const RED_CREATURE = { colors: ['R'], types: ['Creature'] } as const;

describe('keyword parameters named like Object.prototype properties', () => {
  it.each(NAMES)('GIVEN protection from "%s" THEN the engine does not know the quality (null), as for any unknown word', (w) => {
    expect(protectionCovers(w, RED_CREATURE)).toBeNull();
    expect(protectionCovers('zorble', RED_CREATURE)).toBeNull();
    expect(protectionCovers('red', RED_CREATURE)).toBe(true); // the table still works
  });

  it.each(NAMES)('GIVEN enchant "%s" THEN it is read as a subtype, never as a card type', (w) => {
    const e = parseEnchant(w);
    if (e?.kind === 'permanent') expect(e.types).toBe('any');
  });

  it('GIVEN a red source damaging a creature with protection from constructor THEN the run stops as unmodelled, naming it', () => {
    const r = runScenario({
      objects: [
        { id: 's', name: 'Src', types: ['Creature'], colors: ['R'], power: 3, toughness: 3 },
        { id: 'b', name: 'Bear', types: ['Creature'], power: 2, toughness: 2, controller: 'B', keywords: ['protection from constructor'] },
      ],
      actions: [{ kind: 'damage', source: 's', target: 'b', amount: 3 }],
    });
    expect(r.ok).toBe(false);
    if (!r.ok && r.error.kind === 'engine') expect(r.error.error).toMatchObject({ code: 'unmodelled', params: { reason: 'protection-quality', quality: 'constructor' } });
    else throw new Error(`expected an engine stop, got ${JSON.stringify(r).slice(0, 200)}`);
  });
});
