/**
 * Triggered abilities (603): enters (603.6a), leaves/dies looking back in time (603.6c, 603.10a),
 * attacks, deals damage, upkeep/end step, cast; put on the stack the next time a player would
 * receive priority (603.3, 117.5) in APNAP order (603.3b); intervening "if" (603.4, 608.2a);
 * delayed (603.7) and reflexive (603.12) triggers; no legal target (603.3d).
 */
import { describe, expect, it } from 'vitest';
import { resolve } from '../../../src/engine/index.ts';
import type { TriggeredAbility } from '../../../src/engine/types.ts';
import { anyTarget, cast, checkRow, creature, creatureTarget, game, instant, lifeOf, obj, resolveAll, resolveTop, sorcery, stackDepth, theirs, zoneOf } from './kit.ts';
import type { Row } from './kit.ts';

const gain = (n: number, extra: Partial<TriggeredAbility> & Pick<TriggeredAbility, 'event'>): TriggeredAbility => ({ text: `gain ${n} life`, effects: [{ kind: 'life', amount: n, player: 'you' }], ...extra });
const blood = (id: string, controller = 'A') => obj({ id, types: ['Artifact'], pt: null, controller }, { triggers: [gain(1, { event: 'dies', who: 'any', filter: { kind: 'filter', types: ['Creature'] }, text: 'Whenever a creature dies, you gain 1 life.' })] });
const wrath = (ids: string[]) => sorcery('wrath', ids.map((id) => ({ kind: 'destroy' as const, object: id })));
const triggered = (r: { trace: { key: string }[] }) => r.trace.filter((s) => s.key === 'trigger.triggers').length;

const kavuTrigger: TriggeredAbility = { event: 'enters', text: 'When this creature enters, it deals 4 damage to target creature.', targets: [{ word: 'creature', objects: { kind: 'filter', types: ['Creature'] } }], effects: [{ kind: 'damage', amount: 4, target: 'creature' }] };

const rows: Row[] = [
  {
    name: 'GIVEN a creature with "when this enters, gain 3" WHEN it is cast and resolves THEN it triggers and resolves (603.6a)',
    given: game([obj({ id: 'cleric', zone: 'hand', pt: [2, 2] }, { triggers: [gain(3, { event: 'enters' })] })]),
    when: [cast('cleric'), resolveTop, resolveTop],
    then: (r) => [lifeOf(r, 'A'), stackDepth(r)],
    expected: [23, 0],
    rules: ['603.2', '603.6a', '603.3'],
  },
  {
    name: 'GIVEN an ETB creature WHEN it is put onto the battlefield (not cast) THEN its ETB still triggers (603.6a)',
    given: game([obj({ id: 'cleric', zone: 'hand', pt: [2, 2] }, { triggers: [gain(3, { event: 'enters' })] })]),
    when: [{ kind: 'move', object: 'cleric', to: 'battlefield' }, resolveTop],
    then: (r) => lifeOf(r, 'A'),
    expected: 23,
  },
  {
    name: 'GIVEN "when this dies, gain 2" WHEN it is destroyed THEN it triggers looking back (603.6c, 603.10a)',
    given: game([creature('martyr', 1, 1, {}, { triggers: [gain(2, { event: 'dies' })] })]),
    when: [{ kind: 'destroy', object: 'martyr' }, resolveTop],
    then: (r) => [lifeOf(r, 'A'), zoneOf(r, 'martyr')],
    expected: [22, 'graveyard'],
    rules: ['603.10a', '603.6c'],
  },
  {
    name: 'CR 603.10a / seed 000: an artifact "whenever a creature dies" destroyed with two creatures sees both die (2 triggers)',
    given: game([creature('bear', 2, 2), theirs('elk', 2, 2), blood('altar'), wrath(['bear', 'elk', 'altar'])]),
    when: [cast('wrath'), resolveAll],
    then: (r) => [triggered(r), lifeOf(r, 'A'), zoneOf(r, 'altar')],
    expected: [2, 22, 'graveyard'],
    rules: ['603.10a'],
  },
  {
    name: 'GIVEN "whenever another creature dies" WHEN the creature itself dies THEN it doesn’t trigger',
    given: game([creature('ghoul', 2, 2, {}, { triggers: [gain(1, { event: 'dies', who: 'another', filter: { kind: 'filter', types: ['Creature'] } })] })]),
    when: [{ kind: 'destroy', object: 'ghoul' }],
    then: (r) => triggered(r),
    expected: 0,
  },
  {
    name: 'GIVEN a token with a dies trigger WHEN it dies THEN the ability triggers although the token ceases to exist (603.10a, 704.5d)',
    given: game([creature('spirit', 1, 1, { token: true }, { triggers: [gain(2, { event: 'dies' })] })]),
    when: [{ kind: 'destroy', object: 'spirit' }, resolveTop],
    then: (r) => [lifeOf(r, 'A'), zoneOf(r, 'spirit')],
    expected: [22, 'gone'],
  },
  {
    name: 'GIVEN a leaves-the-battlefield ability WHEN the creature is exiled THEN "leaves" triggers but "dies" doesn’t',
    given: game([creature('wisp', 1, 1, {}, { triggers: [gain(1, { event: 'leaves', text: 'leaves' }), gain(5, { event: 'dies', text: 'dies' })] })]),
    when: [{ kind: 'exile', object: 'wisp' }, resolveAll],
    then: (r) => lifeOf(r, 'A'),
    expected: 21,
  },
  {
    name: 'GIVEN its own "when this dies" ability WHEN the creature is exiled THEN the trace says it did not die (700.4, 603.6c) and nothing triggers',
    given: game([creature('traveler', 1, 1, {}, { triggers: [gain(3, { event: 'dies', text: 'dies' })] })]),
    when: [{ kind: 'exile', object: 'traveler' }, resolveAll],
    then: (r) => [lifeOf(r, 'A'), r.trace.filter((s) => s.key === 'trigger.not-dies').map((s) => s.params?.to)],
    expected: [20, ['exile']],
    rules: ['700.4', '603.6c'],
  },
  {
    name: 'GIVEN its own "when this dies" ability WHEN the creature is returned to its owner\'s hand THEN the trace says where it went instead',
    given: game([creature('traveler', 1, 1, {}, { triggers: [gain(3, { event: 'dies', text: 'dies' })] })]),
    when: [{ kind: 'return-to-hand', object: 'traveler' }, resolveAll],
    then: (r) => [lifeOf(r, 'A'), r.trace.filter((s) => s.key === 'trigger.not-dies').map((s) => s.params?.to)],
    expected: [20, ['hand']],
    rules: ['700.4', '603.6c'],
  },
  {
    name: 'GIVEN its own "when this dies" ability WHEN the creature is destroyed THEN it triggers, citing what dying is (700.4), and no "did not die" step is told',
    given: game([creature('traveler', 1, 1, {}, { triggers: [gain(3, { event: 'dies', text: 'dies' })] })]),
    when: [{ kind: 'destroy', object: 'traveler' }, resolveAll],
    then: (r) => [lifeOf(r, 'A'), r.trace.filter((s) => s.key === 'trigger.not-dies').length],
    expected: [23, 0],
    rules: ['700.4', '603.6c', '603.10a'],
  },
  {
    name: 'CR 603.4 / seed 000 (Felidar Sovereign): at 39 life the upkeep trigger doesn’t trigger',
    given: game([creature('felidar', 4, 6, {}, { triggers: [{ event: 'upkeep', text: 'if you have 40 or more life, you win', condition: { kind: 'life', player: 'you', atLeast: 40 }, effects: [{ kind: 'life', amount: -99, player: 'opponent' }] }] })]),
    when: [{ kind: 'begin-step', step: 'upkeep' }, resolveAll],
    then: (r) => [lifeOf(r, 'B'), stackDepth(r)],
    expected: [20, 0],
    rules: ['603.4'],
    keys: ['trigger.condition-false'],
  },
  {
    name: 'CR 702.93a / 603.4: an undying-style trigger on a creature that had a +1/+1 counter doesn’t trigger, and the step cites the keyword’s own rule beside 603.4',
    given: game([
      creature('wolf', 1, 1, { counters: { '+1/+1': 1 } }, {
        triggers: [{ text: 'Undying', rules: ['702.93a'], event: 'to-graveyard', condition: { kind: 'own-counters', counter: '+1/+1', atMost: 0 }, effects: [{ kind: 'put-onto-battlefield', leftCard: true, underOwner: true, counters: { '+1/+1': 1 } }] }],
      }),
    ]),
    when: [{ kind: 'destroy', object: 'wolf' }, resolveAll],
    then: (r) => [zoneOf(r, 'wolf'), stackDepth(r)],
    expected: ['graveyard', 0],
    rules: ['702.93a', '603.4'],
    keys: ['trigger.condition-false'],
  },
  // 704.3: state-based actions happen at the same time — a creature that dies to 704.5f in the check that would
  // also cancel its counters (704.5q) leaves with both, which its own undying/persist looks back at (603.10a).
  ...(
    [
      ['undying', '702.93a', '+1/+1', '-1/-1', { '+1/+1': 1 }, 0, 2, 'graveyard'],
      ['undying', '702.93a', '+1/+1', '-1/-1', { '+1/+1': 2 }, 0, 3, 'graveyard'],
      ['persist', '702.79a', '-1/-1', '-1/-1', { '+1/+1': 1 }, 1, 1, 'graveyard'],
      ['undying', '702.93a', '+1/+1', '-1/-1', {}, 0, 1, 'battlefield'],
    ] as const
  ).map(([kw, rule, own, other, counters, damage, given, fate]): Row => ({
    name: `CR 704.3, 704.5q, ${rule}: a 1/1 with ${kw}, counters ${JSON.stringify(counters)} and ${damage} damage WHEN it gets ${given} ${other} counter(s) and dies THEN it ${fate === 'graveyard' ? 'dies with both kinds of counters (no return)' : 'comes back'}`,
    given: game([
      creature('c', 1, 1, { counters: { ...counters }, damage }, {
        triggers: [{ text: kw, rules: [rule], event: 'to-graveyard', condition: { kind: 'own-counters', counter: own, atMost: 0 }, effects: [{ kind: 'put-onto-battlefield', leftCard: true, underOwner: true, counters: { [own]: 1 } }] }],
      }),
    ]),
    when: [{ kind: 'add-counters', target: 'c', counter: other, amount: given }, resolveAll],
    then: (r) => [zoneOf(r, 'c'), stackDepth(r)],
    expected: [fate, 0],
    rules: fate === 'graveyard' ? [damage > 0 ? '704.5g' : '704.5f', '603.4'] : ['704.5f', rule],
    notRules: fate === 'graveyard' ? ['704.5q'] : [],
  })),
  {
    name: 'CR 603.4: with 40 life it triggers; if life drops below 40 in response it does nothing on resolution (608.2a)',
    given: (() => {
      const g = game([
        creature('felidar', 4, 6, {}, { triggers: [{ event: 'upkeep', text: 'if you have 40 or more life, B loses', condition: { kind: 'life', player: 'you', atLeast: 40 }, effects: [{ kind: 'life', amount: -99, player: 'opponent' }] }] }),
        instant('drain', [{ kind: 'life', amount: -1, player: 'opponent' }], [], 'B'),
      ]);
      g.players[0]!.life = 40;
      return g;
    })(),
    when: [{ kind: 'begin-step', step: 'upkeep' }, { kind: 'pass' }, cast('drain'), resolveAll],
    then: (r) => [lifeOf(r, 'A'), lifeOf(r, 'B')],
    expected: [39, 20],
    rules: ['603.4', '608.2a'],
  },
  {
    name: 'GIVEN "at the beginning of your upkeep" WHEN it is B’s upkeep THEN it doesn’t trigger',
    given: game([creature('felidar', 4, 6, {}, { triggers: [gain(1, { event: 'upkeep' })] })], { activePlayer: 'B' }),
    when: [{ kind: 'begin-step', step: 'upkeep' }],
    then: (r) => triggered(r),
    expected: 0,
  },
  {
    name: 'GIVEN A’s and B’s "whenever a creature dies" WHEN a creature dies THEN A’s goes on the stack first, B’s resolves first (603.3b)',
    given: game([creature('bear', 2, 2), blood('a-altar', 'A'), blood('b-altar', 'B')]),
    when: [{ kind: 'destroy', object: 'bear' }, resolveTop],
    then: (r) => [r.final.stack?.map((i) => i.controller), lifeOf(r, 'B'), lifeOf(r, 'A')],
    expected: [['A'], 21, 20],
    rules: ['603.3b'],
    keys: ['trigger.order'],
  },
  {
    name: 'GIVEN a spell that destroys a dies-trigger creature WHEN it resolves THEN the trigger waits until the spell is done (603.3, 117.5)',
    given: game([creature('martyr', 1, 1, {}, { triggers: [gain(2, { event: 'dies' })] }), sorcery('kill', [{ kind: 'destroy', target: 'creature' }], [creatureTarget()])]),
    when: [cast('kill', { creature: ['martyr'] }), resolveTop],
    then: (r) => [r.trace.findIndex((s) => s.key === 'stack.leaves') < r.trace.findIndex((s) => s.key === 'stack.put' && s.params.kind === 'triggered'), stackDepth(r)],
    expected: [true, 1],
  },
  {
    name: 'CR 603.7: a delayed "at the beginning of the next end step, exile it" triggers once',
    given: game([creature('bear', 2, 2), sorcery('blink', [{ kind: 'delayed-trigger', trigger: { event: 'end-step', who: 'any', text: 'exile the bear', effects: [{ kind: 'exile', object: 'bear' }] } }])]),
    when: [cast('blink'), resolveTop, { kind: 'begin-step', step: 'end' }, resolveAll, { kind: 'begin-step', step: 'end' }],
    then: (r) => [zoneOf(r, 'bear'), r.trace.filter((s) => s.key === 'trigger.triggers').length, r.final.delayedTriggers?.length],
    expected: ['exile', 1, 0],
    rules: ['603.7a', '603.7b'],
  },
  {
    name: 'CR 603.7c: a delayed trigger referring to an object that changed zones does nothing to the new object',
    given: game([creature('bear', 2, 2), sorcery('blink', [{ kind: 'delayed-trigger', trigger: { event: 'end-step', who: 'any', text: 'exile the bear', effects: [{ kind: 'exile', object: 'bear' }] } }])]),
    when: [cast('blink'), resolveTop, { kind: 'return-to-hand', object: 'bear' }, { kind: 'begin-step', step: 'end' }, resolveAll],
    then: (r) => zoneOf(r, 'bear'),
    expected: 'hand',
    keys: ['stack.effect-skipped'],
  },
  {
    name: 'CR 603.12 / seed 000 (Heart-Piercer Manticore): sacrifice another creature; when you do, the reflexive trigger deals damage',
    given: game([
      creature('bear', 2, 2),
      obj({ id: 'manticore', zone: 'hand', pt: [4, 3] }, { triggers: [{ event: 'enters', text: 'you may sacrifice another creature; when you do…', effects: [{ kind: 'sacrifice', object: 'bear' }, { kind: 'reflexive', ability: { text: 'deals 2 damage to any target', targets: [anyTarget], choose: { any: ['B'] }, effects: [{ kind: 'damage', amount: 2, target: 'any' }] } }] }] }),
    ]),
    when: [cast('manticore'), resolveAll],
    then: (r) => [zoneOf(r, 'bear'), lifeOf(r, 'B')],
    expected: ['graveyard', 18],
    rules: ['603.12'],
  },
  {
    name: 'CR 603.3d: a triggered ability with no legal target is removed from the stack',
    given: game([obj({ id: 'sniper', zone: 'hand', pt: [1, 1] }, { triggers: [{ event: 'enters', text: 'destroy target creature an opponent controls', targets: [{ word: 'creature', objects: { kind: 'filter', types: ['Creature'], controller: 'opponent' } }], effects: [{ kind: 'destroy', target: 'creature' }] }] })]),
    when: [cast('sniper'), resolveAll],
    then: (r) => [zoneOf(r, 'sniper'), stackDepth(r)],
    expected: ['battlefield', 0],
    rules: ['603.3d'],
  },
  {
    // 603.3d with 601.2c: the target must be chosen among legal ones; the creature itself is the only one.
    name: 'CR 603.3d: "when this enters, it deals 4 damage to target creature" on a 4/2 alone on the battlefield: it must target itself and dies',
    given: game([obj({ id: 'kavu', zone: 'hand', pt: [4, 2] }, { triggers: [kavuTrigger] })]),
    when: [cast('kavu'), resolveAll],
    then: (r) => [zoneOf(r, 'kavu'), stackDepth(r)],
    expected: ['graveyard', 0],
    rules: ['603.3d', '601.2c'],
    keys: ['trigger.only-target'],
  },
  {
    name: 'CR 603.3d: the same with only a hexproof creature of the opponent besides it: it is still the only legal target (702.11b)',
    given: game([obj({ id: 'kavu', zone: 'hand', pt: [4, 2] }, { triggers: [kavuTrigger] }), theirs('hex', 2, 2, { keywords: [{ keyword: 'hexproof' }] })]),
    when: [cast('kavu'), resolveAll],
    then: (r) => [zoneOf(r, 'kavu'), zoneOf(r, 'hex')],
    expected: ['graveyard', 'battlefield'],
    keys: ['trigger.only-target'],
  },
  {
    name: 'GIVEN "whenever this attacks, gain 1" WHEN it attacks THEN it triggers',
    given: game([creature('raider', 2, 2, {}, { triggers: [gain(1, { event: 'attacks' })] })]),
    when: [{ kind: 'declare-attackers', attackers: [{ object: 'raider' }] }, resolveTop],
    then: (r) => lifeOf(r, 'A'),
    expected: 21,
  },
  {
    name: 'GIVEN "whenever this deals damage, gain that much"(1) WHEN it deals combat damage THEN it triggers',
    given: game([creature('vamp', 2, 2, {}, { triggers: [gain(1, { event: 'deals-damage' })] })]),
    when: [{ kind: 'declare-attackers', attackers: [{ object: 'vamp' }] }, { kind: 'combat-damage' }, resolveTop],
    then: (r) => [lifeOf(r, 'A'), lifeOf(r, 'B')],
    expected: [21, 18],
  },
  {
    name: 'GIVEN "whenever a creature blocks" on B’s creature WHEN it blocks THEN it triggers for B',
    given: game([creature('raider', 2, 2), theirs('wall', 0, 4, {}, { triggers: [gain(2, { event: 'blocks' })] })]),
    when: [{ kind: 'declare-attackers', attackers: [{ object: 'raider' }] }, { kind: 'declare-blockers', blockers: [{ object: 'wall', blocks: ['raider'] }] }, resolveTop],
    then: (r) => lifeOf(r, 'B'),
    expected: 22,
  },
  {
    name: 'GIVEN a dies trigger on the stack (113.7a) WHEN its source is already in the graveyard THEN it resolves anyway',
    given: game([creature('martyr', 1, 1, {}, { triggers: [gain(2, { event: 'dies' })] })]),
    when: [{ kind: 'destroy', object: 'martyr' }, resolveTop],
    then: (r) => [lifeOf(r, 'A'), zoneOf(r, 'martyr')],
    expected: [22, 'graveyard'],
  },
  {
    name: 'GIVEN B’s "whenever a creature enters" WHEN A’s creature enters THEN B controls the trigger (603.3a)',
    given: game([theirs('watcher', 1, 1, {}, { triggers: [gain(1, { event: 'enters', who: 'any', filter: { kind: 'filter', types: ['Creature'] } })] }), obj({ id: 'bear', zone: 'hand', pt: [2, 2] })]),
    when: [cast('bear'), resolveAll],
    then: (r) => [lifeOf(r, 'B'), lifeOf(r, 'A')],
    expected: [21, 20],
  },
];

describe('triggered abilities (603)', () => {
  for (const row of rows) checkRow(row);
});

/**
 * A move told as the rules' own ("it dies and comes back", premise): checked against the run, never made (400.7).
 */
describe('GIVEN a return told as having happened (a premise move)', () => {
  const undying = (id: string, counters: Record<string, number> = {}) =>
    creature(id, 1, 1, { counters }, { triggers: [{ text: 'Undying', rules: ['702.93a'], event: 'to-graveyard', condition: { kind: 'own-counters', counter: '+1/+1', atMost: 0 }, effects: [{ kind: 'put-onto-battlefield', leftCard: true, underOwner: true, counters: { '+1/+1': 1 } }] }] });
  const back = { kind: 'move', object: 'c', to: 'battlefield', premise: true } as const;
  const rows: [string, ReturnType<typeof game>, string | null][] = [
    ['its undying returned it: nothing more is moved', game([undying('c')]), null],
    ['it had a +1/+1 counter (702.93a): the run stops, "can\'t happen"', game([undying('c', { '+1/+1': 1 })]), 'illegal_action'],
    ['no ability of it returns it: the run stops, unmodelled', game([creature('c', 2, 2)]), 'unmodelled'],
  ];
  it('WHEN the return is only supposed ("when it comes back") of a card with no such ability THEN it is made, once', () => {
    const r = resolve(game([creature('c', 2, 2)]), [{ kind: 'move', object: 'c', to: 'graveyard' }, { ...back, supposed: true }]);
    expect(r.ok).toBe(true);
    expect(r.events.filter((e) => e.kind === 'zone-changed' && e.to === 'battlefield').length).toBe(1);
  });
  it('WHEN the return is supposed of a card whose own return did not happen (702.93a) THEN it still can\'t happen', () => {
    const r = resolve(game([undying('c', { '+1/+1': 1 })]), [{ kind: 'move', object: 'c', to: 'graveyard' }, resolveAll, { ...back, supposed: true }]);
    expect(r.error?.code).toBe('illegal_action');
  });
  it.each(rows)('WHEN %s', (_n, given, code) => {
    const r = resolve(given, [{ kind: 'move', object: 'c', to: 'graveyard' }, resolveAll, back]);
    expect(r.error?.code ?? null).toBe(code);
    if (code === null) expect(r.final.objects.filter((o) => o.id.startsWith('c') && o.zone === 'battlefield').length).toBe(1);
    // Never an invented second move onto the battlefield.
    expect(r.events.filter((e) => e.kind === 'zone-changed' && e.to === 'battlefield').length).toBe(code === null ? 1 : 0);
  });
});

/** "Then it dies again": a move with `from` follows the card to what it is now (400.7), never a silent no-op. */
describe('GIVEN a further move of a card (from a zone)', () => {
  const undying = (id: string, counters: Record<string, number> = {}) =>
    creature(id, 1, 1, { counters }, { triggers: [{ text: 'Undying', rules: ['702.93a'], event: 'to-graveyard', condition: { kind: 'own-counters', counter: '+1/+1', atMost: 0 }, effects: [{ kind: 'put-onto-battlefield', leftCard: true, underOwner: true, counters: { '+1/+1': 1 } }] }] });
  const dies = { kind: 'move', object: 'c', to: 'graveyard' } as const;
  it('WHEN it came back THEN the second death is of the new object, which stays (it had a +1/+1 counter, 702.93a)', () => {
    const r = resolve(game([undying('c')]), [dies, resolveAll, { ...dies, from: 'battlefield' }, resolveAll]);
    expect(r.ok).toBe(true);
    expect(r.events.filter((e) => e.kind === 'zone-changed' && e.to === 'graveyard').length).toBe(2);
    expect(r.final.objects.filter((o) => o.id.startsWith('c')).map((o) => o.zone)).toEqual(['graveyard']);
  });
  it('WHEN it stayed in the graveyard THEN the run stops (700.4) instead of doing nothing', () => {
    const r = resolve(game([undying('c', { '+1/+1': 1 })]), [dies, resolveAll, { ...dies, from: 'battlefield' }]);
    expect(r.error).toMatchObject({ code: 'illegal_action', params: { reason: 'not-a-permanent' } });
  });
  it('WHEN no from is given THEN a restated death is still no second move (400.7)', () => {
    const r = resolve(game([undying('c')]), [dies, resolveAll, dies]);
    expect(r.ok).toBe(true);
    expect(r.final.objects.filter((o) => o.id.startsWith('c')).map((o) => o.zone)).toEqual(['battlefield']);
  });
});

describe('GIVEN a triggered ability whose target word has two legal choices (603.3d)', () => {
  it('WHEN no target is given THEN the run stops rather than pick one', () => {
    const r = resolve(game([obj({ id: 'kavu', zone: 'hand', pt: [4, 2] }, { triggers: [kavuTrigger] }), theirs('bear', 2, 2)]), [cast('kavu'), resolveAll]);
    expect(r.error).toMatchObject({ code: 'unmodelled', key: 'trigger.which-target', params: { word: 'creature' } });
    expect(r.trace.some((s) => s.key === 'trigger.only-target')).toBe(false);
  });
  it('WHEN the target is given THEN that one, even with a single legal choice elsewhere', () => {
    const r = resolve(game([obj({ id: 'kavu', zone: 'hand', pt: [4, 2] }, { triggers: [{ ...kavuTrigger, choose: { creature: ['bear'] } }] }), theirs('bear', 2, 2)]), [cast('kavu'), resolveAll]);
    expect([zoneOf(r, 'kavu'), zoneOf(r, 'bear')]).toEqual(['battlefield', 'graveyard']);
  });
});
