/**
 * A Scenario problem in words: with its place ("objects[0].power: …") for /scenario, whose author
 * wrote the JSON; without it for /ask, whose asker never saw the Scenario built from the question.
 */
import { describe, expect, it } from 'vitest';
import { describeProblem, formatProblem, parseScenario } from '../../src/scenario/schema.ts';

const bad = [
  { objects: [{ id: 'c', types: ['Creature'], power: 'three', toughness: 1 }] },
  { objects: [{ id: 'c', types: ['Creature'], power: 1, toughness: 1 }], actions: [{ kind: 'no-such-action' }] },
];

describe('scenario problems: with and without their place', () => {
  for (const input of bad) {
    for (const lang of ['en', 'ja'] as const) {
      it(`GIVEN ${JSON.stringify(input).slice(0, 60)}… (${lang}) THEN formatProblem names the field and describeProblem does not`, () => {
        const r = parseScenario(input);
        expect(r.ok).toBe(false);
        if (r.ok) return;
        const p = r.error[0]!;
        expect(formatProblem(p, lang)).toMatch(/^(objects|actions)\[\d+\]/);
        const said = describeProblem(p, lang);
        expect(said.length).toBeGreaterThan(3);
        expect(said).not.toMatch(/objects\[|actions\[|シナリオ全体|\(scenario\)/);
        expect(formatProblem(p, lang).endsWith(said)).toBe(true);
      });
    }
  }
});
