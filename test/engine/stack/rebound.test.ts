/**
 * 702.88a Rebound: a rebound spell cast from its owner's hand is exiled as it resolves instead of
 * going to the graveyard; cast from elsewhere, or countered, it is not. The cast at the next upkeep
 * (a new spell with new choices, 702.88b) is not modelled: a run reaching that upkeep stops.
 */
import { describe, expect, it } from 'vitest';
import { resolve } from '../../../src/engine/index.ts';
import type { SpellEffect, TargetSpec } from '../../../src/engine/types.ts';
import { cast, checkRow, pass, counterspell, creature, game, instant, resolveAll, resolveTop, zoneOf } from './kit.ts';

const yours: TargetSpec = { word: 'creature', objects: { kind: 'filter', controller: 'you', types: ['Creature'] } };
const flicker: SpellEffect[] = [{ kind: 'exile', target: 'creature' }, { kind: 'put-onto-battlefield', it: true, underOwner: true }];
const rebounder = (more = {}) => instant('ephem', flicker, [yours], 'A', { keywords: ['rebound'], ...more });
const bear = creature('bear', 2, 2, { counters: { '+1/+1': 2 } });

describe('702.88a rebound', () => {
  checkRow({
    name: 'GIVEN a rebound flicker cast from the hand WHEN it resolves THEN it is exiled, not put into the graveyard (702.88a), and the creature is back (400.7)',
    given: game([bear, rebounder()]),
    when: [cast('ephem', { creature: ['bear'] }), resolveAll],
    then: (r) => [zoneOf(r, 'ephem'), zoneOf(r, 'bear')],
    expected: ['exile', 'battlefield'],
    rules: ['702.88a', '400.7'],
    keys: ['alt.rebound-exiled'],
  });
  checkRow({
    name: 'GIVEN a rebound spell countered THEN it goes to the graveyard: it never resolved (702.88a)',
    given: game([bear, rebounder(), counterspell('cs')]),
    when: [cast('ephem', { creature: ['bear'] }), pass, cast('cs', { spell: ['ephem'] }, { player: 'B' }), resolveTop],
    then: (r) => zoneOf(r, 'ephem'),
    expected: 'graveyard',
    notKeys: ['alt.rebound-exiled'],
  });
  checkRow({
    name: 'GIVEN a spell without rebound THEN it goes to the graveyard as usual (608.2n)',
    given: game([bear, instant('cloud', flicker, [yours])]),
    when: [cast('cloud', { creature: ['bear'] }), resolveAll],
    then: (r) => zoneOf(r, 'cloud'),
    expected: 'graveyard',
    notKeys: ['alt.rebound-exiled'],
  });
  it('GIVEN a rebounded spell in exile WHEN its controller\'s next upkeep begins THEN the run stops rather than guess the new cast (702.88b)', () => {
    const r = resolve(game([bear, rebounder()]), [cast('ephem', { creature: ['bear'] }), resolveAll, { kind: 'begin-step', step: 'untap', turn: 'B' }, { kind: 'begin-step', step: 'upkeep' }, { kind: 'begin-step', step: 'untap', turn: 'A' }, { kind: 'begin-step', step: 'upkeep' }]);
    expect(r.error?.code).toBe('unmodelled');
    expect(r.error?.params.reason).toBe('rebound-cast');
  });
  it('GIVEN a rebounded spell in exile WHEN the opponent\'s upkeep begins THEN nothing happens: it is its controller\'s upkeep that counts', () => {
    const r = resolve(game([bear, rebounder()]), [cast('ephem', { creature: ['bear'] }), resolveAll, { kind: 'begin-step', step: 'untap', turn: 'B' }, { kind: 'begin-step', step: 'upkeep' }]);
    expect(r.error).toBeUndefined();
    expect(zoneOf(r, 'ephem')).toBe('exile');
  });
});
