/**
 * Keywords the engine doesn't apply, on objects a user describes, are unmodelled text (issue 11 §1),
 * found by attacking the bot from outside (issue 17): "A 2/2 with rampage 2 attacks and is blocked
 * by two 1/1s. Does it die?" was answered "Yes" (702.23a makes it a 4/4 that survives), bushido,
 * flanking and afflict were ignored the same way, in /ask, /combat and /scenario. Now each is a gap
 * of its rule's kind, and the engine refuses when it could have mattered, answers when it couldn't.
 * A keyword an effect gives ("gains rampage 2") is counted as a static ability (conservatively).
 */
import { describe, expect, it } from 'vitest';
import { keywordGaps } from '../../src/scenario/keyword-gaps.ts';
import { runScenario } from '../../src/scenario/run.ts';
import type { Keyword } from '../../src/engine/types.ts';

const kw = (keyword: string, param?: string): Keyword => (param === undefined ? { keyword } : { keyword, param });

describe('keywordGaps', () => {
  it.each([
    [kw('rampage', '2'), { text: 'rampage 2', kind: 'triggered', trigger: { event: 'becomes-blocked', who: 'self' } }],
    [kw('flanking'), { text: 'flanking', kind: 'triggered', trigger: { event: 'becomes-blocked', who: 'self' } }],
    [kw('bushido', '1'), { text: 'bushido 1', kind: 'triggered', trigger: { event: 'blocks', who: 'self', or: ['becomes-blocked'] } }],
    [kw('cycling', '{2}'), { text: 'cycling {2}', kind: 'activated' }],
    [kw('banding'), { text: 'banding', kind: 'static' }],
    [kw('zorbleflop'), { text: 'zorbleflop', kind: 'static' }],
    [kw('constructor'), { text: 'constructor', kind: 'static' }],
    [kw('toString'), { text: 'toString', kind: 'static' }],
  ])('GIVEN %j on a described object THEN the gap %j', (k, gap) => {
    expect(keywordGaps([k], {})).toEqual([gap]);
  });

  it.each([
    ['keywords the engine applies', [kw('flying'), kw('trample'), kw('protection from red'), kw('ward', '{2}'), kw('toxic', '2'), kw('islandwalk')]],
    ['rules text it reads as a keyword', [kw("can't block"), kw("can't be blocked except by creatures with flying"), kw("can't be countered"), kw('can block any number of creatures')]],
    ['keywords that work outside the game (702.124a, 702.139a)', [kw('partner'), kw('companion')]],
  ])('GIVEN %s THEN no gap', (_what, keywords) => {
    expect(keywordGaps(keywords, {})).toEqual([]);
  });

  it('GIVEN a keyword another part of the object accounts for (a card compiled with it) THEN no second gap', () => {
    expect(keywordGaps([kw('persist')], { triggers: [{ text: 'Persist' }] })).toEqual([]);
    expect(keywordGaps([kw('cycling', 'Pay 2 life')], { gaps: [{ text: 'Cycling—Pay 2 life' }] })).toEqual([]);
    // The spell ability's own parts: its kicker (702.33a), its overload alternative cost (702.96a), its affinity cost change (702.41a).
    expect(keywordGaps([kw('kicker', '{4}')], { spell: { kicker: { cost: '{4}' } } })).toEqual([]);
    expect(keywordGaps([kw('overload', '{6}{U}')], { spell: { alternatives: [{ name: 'overload', cost: '{6}{U}' }] } })).toEqual([]);
    expect(keywordGaps([kw('affinity', 'artifacts')], { spell: { costChanges: [{ text: 'Affinity for artifacts' }] } })).toEqual([]);
    // A described object's kicker with nothing compiled for it stays a gap.
    expect(keywordGaps([kw('kicker', '{4}')], {}).map((g) => g.text)).toEqual(['kicker {4}']);
    expect(keywordGaps([kw('rampage', '2')], { unmodelled: ['Rampage 2'] })).toEqual([]);
  });
});

describe('a described object with a keyword the engine does not apply', () => {
  const creature = (id: string, power: number, toughness: number, controller: string, keywords: string[] = []): Record<string, unknown> => ({ id, name: id, types: ['Creature'], power, toughness, controller, keywords });
  const combat = (attacker: Record<string, unknown>, blockers: Record<string, unknown>[]): unknown => ({
    objects: [attacker, ...blockers],
    actions: [
      { kind: 'declare-attackers', attackers: [{ object: attacker.id }] },
      { kind: 'declare-blockers', blockers: blockers.map((b) => ({ object: b.id, blocks: [attacker.id] })) },
      { kind: 'combat-damage' },
    ],
  });

  it.each([
    ['rampage 2, blocked by two 1/1s', combat(creature('Wurm', 2, 2, 'A', ['rampage 2']), [creature('b1', 1, 1, 'B'), creature('b2', 1, 1, 'B')]), 'rampage 2'],
    ['bushido 1, blocked', combat(creature('Samurai', 2, 2, 'A', ['bushido 1']), [creature('b1', 2, 2, 'B')]), 'bushido 1'],
    ['flanking, blocked', combat(creature('Knight', 2, 2, 'A', ['flanking']), [creature('b1', 1, 1, 'B')]), 'flanking'],
  ])('GIVEN %s THEN the run is refused, naming the keyword', (_name, scenario, text) => {
    const r = runScenario(scenario);
    if (r.ok || r.error.kind !== 'engine') throw new Error(`expected a refusal, got ${JSON.stringify(r).slice(0, 300)}`);
    expect(r.error.error).toMatchObject({ code: 'unmodelled', params: { text } });
  });

  it.each([
    ['rampage 2, not blocked (its trigger event never happens)', combat(creature('Wurm', 3, 3, 'A', ['rampage 2']), [])],
    ['cycling, attacking (nobody activates it)', combat(creature('Cycler', 2, 2, 'A', ['cycling {2}']), [])],
  ])('GIVEN %s THEN it is answered, the keyword reported as unable to change the outcome', (_name, scenario) => {
    const r = runScenario(scenario);
    if (!r.ok) throw new Error(JSON.stringify(r.error).slice(0, 300));
    expect(r.value.resolution.final.players.find((p) => p.id === 'B')?.life).toBeLessThan(20);
    expect(r.value.resolution.gaps.irrelevant.length).toBe(1);
  });

  it('GIVEN an effect that gives the attacker rampage 2, then two blockers THEN refused, naming it; flying given THEN answered', () => {
    const given = (keyword: string): unknown => ({
      objects: [creature('Wurm', 2, 2, 'A'), creature('b1', 1, 1, 'B'), creature('b2', 1, 1, 'B')],
      actions: [
        { kind: 'apply-effect', effect: { text: `gains ${keyword}`, affects: { kind: 'objects', ids: ['Wurm'] }, modifications: [{ kind: 'add-keywords', keywords: [keyword] }] } },
        { kind: 'declare-attackers', attackers: [{ object: 'Wurm' }] },
        { kind: 'declare-blockers', blockers: [{ object: 'b1', blocks: ['Wurm'] }, { object: 'b2', blocks: ['Wurm'] }] },
        { kind: 'combat-damage' },
      ],
    });
    const r = runScenario(given('rampage 2'));
    if (r.ok || r.error.kind !== 'engine') throw new Error(`expected a refusal, got ${JSON.stringify(r).slice(0, 300)}`);
    expect(r.error.error).toMatchObject({ code: 'unmodelled', params: { text: 'rampage 2' } });
    expect(runScenario(given('first strike')).ok).toBe(true);
  });
});
