/**
 * Protection from a creature type (702.16a): "protection from Dragons" covers a source with the
 * subtype Dragon (the creature types are the CR's, 205.3m); a source whose subtypes aren't known, or a
 * word that is no subtype, is still left unknown (the run stops rather than guess). Each DEBT hook uses it: blocking
 * (702.16f), damage (702.16e), targeting by a spell (702.16b).
 */
import '../support/subtypes-setup.ts'; // the engine's subtype lists, read from the CR file
import { describe, expect, it } from 'vitest';
import { protectionCovers } from '../../src/engine/keywords.ts';
import { runScenario } from '../../src/scenario/run.ts';

describe('GIVEN protection from a creature type WHEN a source is judged', () => {
  const ROWS: [string, string[] | undefined, boolean | null][] = [
    ['Dragons', ['Dragon'], true],
    ['Demons', ['Demon'], true],
    ['Elves', ['Elf'], true],
    ['Wolves', ['Wolf'], true],
    ['Zombies', ['Human', 'Zombie'], true],
    ['Dragons', ['Angel'], false],
    ['Dragons', [], false],
    ['Dragons', undefined, null],
    ['dragons', ['Dragon'], true],
    ['Zorbles', ['Zorble'], null],
  ];
  it.each(ROWS)('THEN "protection from %s" against subtypes %j is %s', (q, subtypes, want) => {
    expect(protectionCovers(q, { colors: ['R'], types: ['Creature'], ...(subtypes ? { subtypes } : {}) })).toBe(want);
  });
});

const angel = { id: 'angel', name: 'Angel', types: ['Creature'], subtypes: ['Angel'], colors: ['W'], power: 5, toughness: 5, keywords: ['flying', 'protection from Dragons'] };
const dragon = { id: 'dragon', name: 'Dragon', controller: 'B', types: ['Creature'], subtypes: ['Dragon'], colors: ['R'], power: 5, toughness: 5, keywords: ['flying'] };
const bird = { id: 'bird', name: 'Bird', controller: 'B', types: ['Creature'], subtypes: ['Bird'], colors: ['U'], power: 1, toughness: 1, keywords: ['flying'] };

describe('GIVEN an attacker with protection from Dragons', () => {
  it('WHEN a Dragon blocks it THEN the block is illegal (702.16f)', () => {
    const r = runScenario({ objects: [angel, dragon], actions: [{ kind: 'declare-attackers', attackers: [{ object: 'angel' }] }, { kind: 'declare-blockers', blockers: [{ object: 'dragon', blocks: ['angel'] }] }] });
    expect(r.ok).toBe(false);
    expect(JSON.stringify(r)).toContain('702.16f');
  });

  it('WHEN a Bird blocks it THEN the block is legal and the Bird dies', () => {
    const r = runScenario({ objects: [angel, bird], actions: [{ kind: 'declare-attackers', attackers: [{ object: 'angel' }] }, { kind: 'declare-blockers', blockers: [{ object: 'bird', blocks: ['angel'] }] }, { kind: 'combat-damage' }] });
    if (!r.ok) throw new Error(JSON.stringify(r.error).slice(0, 300));
    expect(r.value.resolution.final.objects.find((o) => o.id === 'bird' || o.id.startsWith('bird~'))?.zone).toBe('graveyard');
  });

  it("WHEN it blocks the Dragon THEN the Dragon's damage to it is prevented (702.16e)", () => {
    const r = runScenario({
      objects: [{ ...angel, controller: 'B' }, { ...dragon, controller: 'A' }],
      actions: [{ kind: 'declare-attackers', attackers: [{ object: 'dragon' }] }, { kind: 'declare-blockers', blockers: [{ object: 'angel', blocks: ['dragon'] }] }, { kind: 'combat-damage' }],
    });
    if (!r.ok) throw new Error(JSON.stringify(r.error).slice(0, 300));
    const a = r.value.resolution.final.objects.find((o) => o.id === 'angel');
    expect(a?.zone).toBe('battlefield');
    expect(a?.damage ?? 0).toBe(0);
    expect(r.value.resolution.trace.some((s) => s.rules.includes('702.16e'))).toBe(true);
  });
});
