/**
 * Declaring blockers (509): legality (509.1a-c) with flying and reach (702.9b, 702.17b), menace
 * (702.111b), protection (702.16f), shadow, horsemanship, fear, intimidate, skulk, landwalk,
 * "can't be blocked (except by …)", "can block an additional creature / any number", tapped
 * creatures, "can't block", "blocks each combat if able"; blocked and unblocked (509.1h).
 */
import { describe, expect, it } from 'vitest';
import { resolve } from '../../../src/engine/index.ts';
import type { Action, Keyword } from '../../../src/engine/types.ts';
import { attack, block, checkErrorRow, checkRow, game, mine, noBlocks, theirs } from './kit.ts';
import type { ErrorRow, Row } from './kit.ts';

const blocked = (r: Parameters<Row['then']>[0]): Record<string, boolean | null> => Object.fromEntries((r.final.combat?.attackers ?? []).map((a) => [a.id, a.blocked]));
const kw = (keyword: string, param?: string): Keyword => (param === undefined ? { keyword } : { keyword, param });

function legal(name: string, attacker: ReturnType<typeof mine>, blocker: ReturnType<typeof theirs>, extra: ReturnType<typeof theirs>[] = []): Row {
  return {
    name: `GIVEN ${name} THEN the block is legal and the attacker is blocked (509.1h)`,
    given: game([attacker, blocker, ...extra]),
    when: [attack(attacker.id), block({ [blocker.id]: attacker.id })],
    then: blocked,
    expected: { [attacker.id]: true },
    rules: ['509.1a', '509.1g', '509.1h'],
  };
}

function illegal(name: string, attacker: ReturnType<typeof mine>, blocker: ReturnType<typeof theirs>, key: string, ability: string, extra: ReturnType<typeof theirs>[] = []): ErrorRow {
  return {
    name: `GIVEN ${name} THEN the block is illegal (${key})`,
    given: game([attacker, blocker, ...extra]),
    when: [attack(attacker.id), block({ [blocker.id]: attacker.id })],
    code: 'illegal_action',
    key,
    params: { ability },
  };
}

const island: ReturnType<typeof theirs> = { id: 'island', types: ['Land'], subtypes: ['Island'], supertypes: ['Basic'], pt: null, controller: 'B' };

const rows: Row[] = [
  legal('a flyer and a blocker with reach (702.9b, 702.17b)', mine('bird', 1, 1, ['flying']), theirs('spider', 1, 3, ['reach'])),
  legal('a flyer and a flying blocker (702.9b)', mine('bird', 1, 1, ['flying']), theirs('bat', 1, 1, ['flying'])),
  legal('a ground creature and a flying blocker (702.9b: flyers can block non-flyers)', mine('bear', 2, 2), theirs('bat', 1, 1, ['flying'])),
  legal('shadow blocked by shadow (702.28b)', mine('shade', 2, 2, ['shadow']), theirs('shade2', 1, 1, ['shadow'])),
  legal('horsemanship blocked by horsemanship (702.31b)', mine('rider', 2, 2, ['horsemanship']), theirs('rider2', 1, 1, ['horsemanship'])),
  legal('fear blocked by a black creature (702.36b)', mine('fear', 2, 2, ['fear']), theirs('zombie', 2, 2, [], { colors: ['B'] })),
  legal('fear blocked by an artifact creature (702.36b)', mine('fear', 2, 2, ['fear']), theirs('golem', 2, 2, [], { types: ['Artifact', 'Creature'], colors: [] })),
  legal('intimidate (green) blocked by a green creature (702.13b)', mine('intim', 2, 2, ['intimidate']), theirs('elf', 1, 1, [], { colors: ['G'] })),
  legal('skulk 2/2 blocked by a 2-power creature (702.118b)', mine('rogue', 2, 2, ['skulk']), theirs('bear', 2, 2)),
  legal('protection from red blocked by a green creature (702.16f)', mine('pro', 2, 2, ['protection red']), theirs('elf', 1, 1, [], { colors: ['G'] })),
  legal('islandwalk and a defending player with no Island (702.14c)', mine('merfolk', 2, 2, [kw('landwalk', 'Island')]), theirs('bear', 2, 2)),
  legal('"can\'t be blocked except by creatures with flying" and a flyer', mine('sprite', 1, 1, [kw("can't be blocked except by", 'creatures with flying')]), theirs('bat', 1, 1, ['flying'])),
  legal('"can\'t be blocked except by Walls" and a Wall', mine('rat', 1, 1, [kw("can't be blocked except by", 'Walls')]), theirs('wall', 0, 4, ['defender'], { subtypes: ['Wall'] })),
  {
    name: 'GIVEN a blocker with protection from black WHEN it blocks a black attacker THEN legal, and the note says protection limits only what blocks the protected creature (702.16f, 702.16e)',
    given: game([mine('zombie', 2, 2, [], { colors: ['B'] }), theirs('knight', 2, 2, ['protection black'], { colors: ['W'] })]),
    when: [attack('zombie'), block({ knight: 'zombie' })],
    then: (r) => r.trace.filter((s) => s.key === 'keyword.checked').map((s) => s.params.note),
    expected: ['block-by-protected'],
    rules: ['702.16f', '702.16e'],
  },
  {
    name: 'GIVEN a blocker with protection from red WHEN it blocks a black attacker THEN no protection note (the quality is not met)',
    given: game([mine('zombie', 2, 2, [], { colors: ['B'] }), theirs('knight', 2, 2, ['protection red'], { colors: ['W'] })]),
    when: [attack('zombie'), block({ knight: 'zombie' })],
    then: (r) => r.trace.filter((s) => s.key === 'keyword.checked').map((s) => s.params.note),
    expected: [],
    notRules: ['702.16e'],
  },
  {
    name: 'GIVEN menace WHEN two creatures block it THEN legal (702.111b)',
    given: game([mine('ogre', 3, 3, ['menace']), theirs('b1', 1, 1), theirs('b2', 1, 1)]),
    when: [attack('ogre'), block({ b1: 'ogre', b2: 'ogre' })],
    then: (r) => r.final.combat?.blockers.map((b) => [b.id, b.blocking]),
    expected: [['b1', ['ogre']], ['b2', ['ogre']]],
    rules: ['509.1h'],
  },
  {
    name: 'GIVEN "can block an additional creature each combat" WHEN it blocks two attackers THEN legal (509.1a)',
    given: game([mine('a1', 1, 1), mine('a2', 3, 3), theirs('guard', 2, 2, ['can block an additional creature each combat'])]),
    when: [attack('a1', 'a2'), block({ guard: ['a1', 'a2'] })],
    then: blocked,
    expected: { a1: true, a2: true },
  },
  {
    name: 'GIVEN "can block any number of creatures" WHEN it blocks three THEN legal',
    given: game([mine('a1', 1, 1), mine('a2', 1, 1), mine('a3', 1, 1), theirs('hydra', 5, 5, ['can block any number of creatures'])]),
    when: [attack('a1', 'a2', 'a3'), block({ hydra: ['a1', 'a2', 'a3'] })],
    then: blocked,
    expected: { a1: true, a2: true, a3: true },
  },
  {
    name: 'GIVEN two attackers WHEN one is blocked THEN the other is unblocked (509.1h)',
    given: game([mine('a1', 2, 2), mine('a2', 2, 2), theirs('b', 2, 2)]),
    when: [attack('a1', 'a2'), block({ b: 'a1' })],
    then: blocked,
    expected: { a1: true, a2: false },
  },
  {
    name: 'GIVEN no blocks WHEN declared THEN every attacker is unblocked (509.1h)',
    given: game([mine('a1', 2, 2), theirs('b', 2, 2)]),
    when: [attack('a1'), noBlocks],
    then: blocked,
    expected: { a1: false },
    rules: ['509.1', '509.1h'],
  },
  {
    name: 'GIVEN "blocks each combat if able" and only a flying attacker WHEN it does not block THEN legal (it is not able: 509.1c)',
    given: game([mine('bird', 1, 1, ['flying']), theirs('brute', 3, 3, ['blocks each combat if able'])]),
    when: [attack('bird'), noBlocks],
    then: blocked,
    expected: { bird: false },
  },
];

const tappedBlocker = theirs('sleepy', 2, 2, [], { tapped: true });

const errors: ErrorRow[] = [
  illegal('a flyer and a ground blocker (702.9b)', mine('bird', 1, 1, ['flying']), theirs('bear', 2, 2), 'combat.cant-block.evasion', 'flying'),
  illegal('a ground creature with shadow-less blocker vs shadow (702.28b)', mine('shade', 2, 2, ['shadow']), theirs('bear', 2, 2), 'combat.cant-block.evasion', 'shadow'),
  illegal('a shadow blocker vs a creature without shadow (702.28b)', mine('bear', 2, 2), theirs('shade', 2, 2, ['shadow']), 'combat.cant-block.evasion', 'shadow'),
  illegal('horsemanship vs a blocker without it (702.31b)', mine('rider', 2, 2, ['horsemanship']), theirs('bear', 2, 2), 'combat.cant-block.evasion', 'horsemanship'),
  illegal('fear vs a white creature (702.36b)', mine('fear', 2, 2, ['fear']), theirs('knight', 2, 2), 'combat.cant-block.evasion', 'fear'),
  illegal('intimidate (green) vs a white creature (702.13b)', mine('intim', 2, 2, ['intimidate']), theirs('knight', 2, 2), 'combat.cant-block.evasion', 'intimidate'),
  illegal('skulk 1/1 vs a 2-power blocker (702.118b)', mine('rogue', 1, 1, ['skulk']), theirs('bear', 2, 2), 'combat.cant-block.evasion', 'skulk'),
  illegal('protection from white vs a white blocker (702.16f)', mine('pro', 2, 2, ['protection white']), theirs('knight', 2, 2), 'combat.cant-block.evasion', 'protection from white'),
  illegal('islandwalk and a defending player with an Island (702.14c)', mine('merfolk', 2, 2, [kw('landwalk', 'Island')]), theirs('bear', 2, 2), 'combat.cant-block.evasion', 'landwalk island', [island]),
  illegal('"can\'t be blocked"', mine('ghost', 2, 2, ["can't be blocked"]), theirs('bear', 2, 2), 'combat.cant-block.evasion', "can't be blocked"),
  illegal('"can\'t be blocked except by creatures with flying" vs a ground creature', mine('sprite', 1, 1, [kw("can't be blocked except by", 'creatures with flying')]), theirs('bear', 2, 2), 'combat.cant-block.evasion', "can't be blocked except by creatures with flying"),
  illegal('"can block only creatures with flying" vs a ground attacker', mine('bear', 2, 2), theirs('sprite', 1, 1, ['flying', 'can block only creatures with flying']), 'combat.cant-block.evasion', 'can block only creatures with flying'),
  {
    name: 'GIVEN menace WHEN one creature blocks it THEN illegal (702.111b)',
    given: game([mine('ogre', 3, 3, ['menace']), theirs('b1', 1, 1)]),
    when: [attack('ogre'), block({ b1: 'ogre' })],
    code: 'illegal_action',
    key: 'combat.cant-block.menace',
  },
  {
    name: 'GIVEN a tapped creature WHEN it blocks THEN illegal (509.1a)',
    given: game([mine('bear', 2, 2), tappedBlocker]),
    when: [attack('bear'), block({ sleepy: 'bear' })],
    code: 'illegal_action',
    key: 'combat.cant-block.tapped',
  },
  {
    name: "GIVEN \"can't block\" WHEN it blocks THEN illegal (509.1b)",
    given: game([mine('bear', 2, 2), theirs('coward', 2, 2, ["can't block"])]),
    when: [attack('bear'), block({ coward: 'bear' })],
    code: 'illegal_action',
    key: 'combat.cant-block.restriction',
  },
  {
    name: 'GIVEN an ordinary creature WHEN it blocks two attackers THEN illegal: it blocks only one (509.1a)',
    given: game([mine('a1', 1, 1), mine('a2', 1, 1), theirs('b', 2, 2)]),
    when: [attack('a1', 'a2'), block({ b: ['a1', 'a2'] })],
    code: 'illegal_action',
    key: 'combat.cant-block.too-many',
    params: { count: 2, max: 1 },
  },
  {
    name: "GIVEN A's own creature WHEN it is declared as a blocker THEN illegal: the defending player blocks (509.1a)",
    given: game([mine('a1', 1, 1), mine('a2', 2, 2)]),
    when: [attack('a1'), block({ a2: 'a1' })],
    code: 'illegal_action',
    key: 'combat.cant-block.not-controlled',
  },
  {
    name: 'GIVEN a creature that is not attacking WHEN it is blocked THEN illegal (509.1a)',
    given: game([mine('a1', 1, 1), mine('home', 1, 1), theirs('b', 2, 2)]),
    when: [attack('a1'), block({ b: 'home' })],
    code: 'illegal_action',
    key: 'combat.cant-block.not-attacking',
  },
  {
    name: 'GIVEN "blocks each combat if able" and a ground attacker WHEN it does not block THEN illegal (509.1c)',
    given: game([mine('bear', 2, 2), theirs('brute', 3, 3, ['blocks each combat if able'])]),
    when: [attack('bear'), noBlocks],
    code: 'illegal_action',
    key: 'combat.must-block',
  },
  {
    name: 'GIVEN no attackers WHEN blockers are declared THEN out of sequence (no combat)',
    given: game([theirs('b', 2, 2)]),
    when: [block({ b: 'x' }) as Action],
    code: 'illegal_action',
    key: 'combat.sequence',
    params: { reason: 'no-combat' },
  },
  {
    name: 'GIVEN two "can block an additional creature" abilities WHEN it blocks THEN unmodelled (the CR does not say how they combine)',
    given: game([mine('a1', 1, 1), theirs('guard', 2, 2, ['can block an additional creature each combat', 'can block an additional creature each combat'])]),
    when: [attack('a1'), block({ guard: ['a1'] })],
    code: 'unmodelled',
    key: 'error.unmodelled',
  },
];

describe('declare blockers (509)', () => {
  for (const row of rows) it(row.name, () => void checkRow(row));
  for (const row of errors) it(row.name, () => void checkErrorRow(row));

  // Every problem of one declaration is told, not only the first (509.1b is checked on the legal rest).
  it('GIVEN a flying menace attacker WHEN a ground creature and a reach creature block it THEN the ground one is refused (702.9b) and the reach one is told it cannot block alone (702.111b)', () => {
    const r = checkErrorRow({
      name: 'both problems',
      given: game([mine('drake', 3, 3, ['flying', 'menace']), theirs('bear', 2, 2), theirs('spider', 2, 4, ['reach'])]),
      when: [attack('drake'), block({ bear: 'drake', spider: 'drake' })],
      code: 'illegal_action',
      key: 'combat.cant-block.evasion',
      params: { object: 'bear' },
    });
    const told = r.trace.filter((s) => s.key === 'combat.cant-block.menace');
    expect(told.map((s) => [s.params.object, s.rules])).toEqual([['spider', ['702.111b', '509.1b']]]);
  });
  it('GIVEN a flying menace attacker WHEN two reach creatures block it THEN legal, with no problem told', () => {
    const r = resolve(game([mine('drake', 3, 3, ['flying', 'menace']), theirs('s1', 2, 4, ['reach']), theirs('s2', 2, 4, ['reach'])]), [attack('drake'), block({ s1: 'drake', s2: 'drake' })]);
    expect(r.ok).toBe(true);
    expect(r.trace.some((s) => s.key.startsWith('combat.cant-block'))).toBe(false);
  });
});
