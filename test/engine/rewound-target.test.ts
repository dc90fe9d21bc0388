/**
 * Issue 13 §1: a cast rewound for an illegal target (601.2c, 601.2e) carries which target, by id, and the code of why
 * it can't be chosen, with the rules its step cites — "can I target it?" (asks/can.ts) reads these, not the step's
 * "label: reason" detail. Any other rewinding carries no target.
 */
import { describe, expect, it } from 'vitest';
import { resolve } from '../../src/engine/index.ts';
import type { EventOf, GameEvent } from '../../src/engine/game-events.ts';
import { bolt, cast, creatureTarget, game, sorcery, theirs } from './stack/kit.ts';

const rewound = (events: readonly GameEvent[]): EventOf<'rewound'>[] => events.filter((e): e is EventOf<'rewound'> => e.kind === 'rewound');

describe('a cast rewound for an illegal target, as an event', () => {
  it.each([
    ['an opponent\'s hexproof creature', 'hexproof', 'hexproof', '702.11b'],
    ['a shroud creature', 'shroud', 'shroud', '702.18a'],
  ])('GIVEN %s WHEN targeted THEN the event names it by id and says why (%s)', (_, keyword, reason, rule) => {
    const r = resolve(game([theirs('elf', 1, 1, { keywords: [keyword] }), bolt('shock', 2)]), [cast('shock', { any: ['elf'] })]);
    const [e, ...more] = rewound(r.events);
    expect(more).toEqual([]);
    expect(e?.illegalTarget).toEqual({ target: 'elf', reason });
    expect(e?.rules).toEqual(r.trace[e!.told]!.rules);
    expect(e?.rules).toContain(rule);
  });
  it('GIVEN a non-creature chosen for "target creature" THEN the target and the filter reason', () => {
    const r = resolve(game([theirs('elf', 1, 1), sorcery('kill', [{ kind: 'destroy', target: 'creature' }], [creatureTarget()])]), [cast('kill', { creature: ['B'] })]);
    expect(rewound(r.events)[0]?.illegalTarget?.target).toBe('B');
  });
  it('GIVEN a sorcery cast in the upkeep THEN rewound with no target named', () => {
    const r = resolve(game([sorcery('kill', [{ kind: 'destroy', target: 'creature' }], [creatureTarget()]), theirs('elf', 1, 1)]), [{ kind: 'begin-step', step: 'upkeep' }, cast('kill', { creature: ['elf'] })]);
    const [e] = rewound(r.events);
    expect(e?.reason).toBe('sorcery-timing');
    expect(e?.illegalTarget).toBeUndefined();
  });
});
