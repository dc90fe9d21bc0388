/**
 * Issue 13 §1: what the /ask layer reads about a run comes from typed game events, not from the trace. GIVEN a board
 * and actions, THEN the events that say why an object went to the graveyard (`sba-found`, `destroyed`), why it stayed
 * (`not-destroyed`, 702.12b) and which cast or activation was rewound (`rewound`, 601.2e / 733.1) carry object ids and
 * typed fields, and a rewinding points at the trace step that words it.
 */
import { describe, expect, it } from 'vitest';
import { resolve } from '../../src/engine/index.ts';
import type { EventOf, GameEvent } from '../../src/engine/game-events.ts';
import type { Action, GameState } from '../../src/engine/types.ts';
import { state } from './helpers.ts';
import { cast, game, instant, sorcery } from './stack/kit.ts';

const of = <K extends GameEvent['kind']>(events: readonly GameEvent[], kind: K): EventOf<K>[] => events.filter((e): e is EventOf<K> => e.kind === kind);

interface Row {
  name: string;
  given: GameState;
  actions: Action[];
  found: [string, string, number | undefined][];
  destroyed: [string, boolean][];
  notDestroyed: string[];
}

const rows: Row[] = [
  { name: 'GIVEN a 3/4 WHEN dealt 5 damage THEN lethal damage found it (704.5g), destroyed by the check', given: state([{ id: 'w', pt: [3, 4] }]), actions: [{ kind: 'damage', source: null, target: 'w', amount: 5 }], found: [['w', 'lethal-damage', 4]], destroyed: [['w', true]], notDestroyed: [] },
  { name: 'GIVEN a 1/1 WHEN it gets -1/-1 THEN 0 toughness found it (704.5f), no destruction', given: state([{ id: 'm', pt: [1, 1] }]), actions: [{ kind: 'apply-effect', effect: { text: '-1/-1', affects: { kind: 'objects', ids: ['m'] }, modifications: [{ kind: 'modify-pt', power: -1, toughness: -1 }] } }], found: [['m', 'zero-toughness', 0]], destroyed: [], notDestroyed: [] },
  { name: 'GIVEN an indestructible 2/5 WHEN dealt 7 damage THEN not destroyed (702.12b), nothing found', given: state([{ id: 'i', pt: [2, 5], keywords: ['indestructible'] }]), actions: [{ kind: 'damage', source: null, target: 'i', amount: 7 }], found: [], destroyed: [], notDestroyed: ['i'] },
  { name: 'GIVEN a 4/4 WHEN destroyed by an effect THEN a destroy (701.8a), not by a state-based action', given: state([{ id: 'd', pt: [4, 4] }]), actions: [{ kind: 'destroy', object: 'd' }], found: [], destroyed: [['d', false]], notDestroyed: [] },
];

describe('why an object went to the graveyard, as events', () => {
  it.each(rows)('$name', (row) => {
    const r = resolve(row.given, row.actions);
    expect(of(r.events, 'sba-found').map((e) => [e.object, e.check, e.toughness])).toEqual(row.found);
    expect(of(r.events, 'destroyed').map((e) => [e.object, e.bySba === true])).toEqual(row.destroyed);
    expect(of(r.events, 'not-destroyed').map((e) => e.object)).toEqual(row.notDestroyed);
  });
});

describe('a rewound cast, as an event', () => {
  it('GIVEN a sorcery cast in the upkeep THEN one rewound event for it (117.1a), pointing at the trace step that tells it', () => {
    const given = game([sorcery('ponder-like', [{ kind: 'life', amount: 2, player: 'you' }])]);
    const r = resolve(given, [{ kind: 'begin-step', step: 'upkeep' }, cast('ponder-like')]);
    const [e, ...more] = of(r.events, 'rewound');
    expect(more).toEqual([]);
    expect([e?.action, e?.object, e?.player, e?.reason]).toEqual(['cast', 'ponder-like', 'A', 'sorcery-timing']);
    expect(r.trace[e!.told]?.key).toBe('cast.rewound');
  });
  it('GIVEN an instant cast in the upkeep THEN nothing is rewound', () => {
    const r = resolve(game([instant('quick', [{ kind: 'life', amount: 1, player: 'you' }])]), [{ kind: 'begin-step', step: 'upkeep' }, cast('quick')]);
    expect(of(r.events, 'rewound')).toEqual([]);
  });
});
