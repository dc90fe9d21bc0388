/**
 * Issue 11 §1, the asked moment (src/engine/gap-relevance.ts): a run that asks only whether one action can be made
 * (the Scenario's `legalityAsked`) is settled as that action is made (508.1, 509.1, 601.2). Unmodelled text whose
 * trigger event is that action itself, or anything after it, can't change the answer: it is listed as irrelevant
 * (`after-asked-move`) and the run stands, since what it triggers goes on the stack only afterwards (508.2b, 509.2a,
 * 601.2i). Everything that could matter before or during the action still refuses the run: a trigger event told
 * before it, static text where it functions, the asked spell's own text, a triggered mana ability (605.4a).
 */
import { describe, expect, it } from 'vitest';
import { runScenario } from '../../src/scenario/run.ts';
import type { Resolution } from '../../src/engine/types.ts';
import { bear, bolt as boltIn, gap } from '../support/gap-objects.ts';
import type { Json } from '../support/gap-objects.ts';

const bolt = (extra: Json = {}): Json => boltIn('bolt', extra);

const trig = (text: string, event: string, who: string): Json => gap(text, 'triggered', { event, who });

const ATTACKS = 'Whenever this creature attacks, target creature defending player controls can\'t block this turn.';
const TAPPED = 'Whenever this creature becomes tapped, you gain 1 life.';
const BLOCKED = 'Whenever this creature becomes blocked, defending player discards a card.';
const BLOCKS = 'When this creature blocks, destroy it at end of combat.';
const CASTS = 'Whenever an opponent casts a noncreature spell, this creature deals 2 damage to that player.';
const ENTERS = 'When this creature enters, you gain 2 life.';
const OTHER_DIES = 'Whenever another creature dies, you gain 1 life.';
const NO_ATTACK = 'Creatures can\'t attack you unless their controller pays {2} for each of them.';
const MANA = 'Whenever a player taps a land for mana, that player adds one mana of any type that land produced.';

interface Row {
  name: string;
  scenario: Json;
  /** The text that refuses the run, or null when it is answered with `irrelevant` listed. */
  refusedOver: string | null;
  irrelevant?: [string, string][];
}

const attack = { kind: 'declare-attackers', attackers: [{ object: 'a' }] };
const block = { kind: 'declare-blockers', blockers: [{ object: 'd', blocks: ['a'] }] };
const attacker = (gaps: Json[]): Json => bear('a', { gaps });
const defender = (gaps: Json[] = []): Json => bear('d', { controller: 'B', gaps });

const ROWS: Row[] = [
  // "Can it attack?": its own attack trigger (508.3a) and becoming tapped (508.1f) happen as the attack is declared.
  { name: 'its own attack trigger, the attack asked', scenario: { objects: [attacker([trig(ATTACKS, 'attacks', 'self')])], actions: [attack], legalityAsked: 0 }, refusedOver: null, irrelevant: [[ATTACKS, 'after-asked-move']] },
  { name: 'the same attack told as the story (nothing asked of it): refused as before', scenario: { objects: [attacker([trig(ATTACKS, 'attacks', 'self')])], actions: [attack] }, refusedOver: ATTACKS },
  { name: 'a becomes-tapped trigger, tapped by attacking (508.1f)', scenario: { objects: [attacker([trig(TAPPED, 'tapped', 'self')])], actions: [attack], legalityAsked: 0 }, refusedOver: null, irrelevant: [[TAPPED, 'after-asked-move']] },
  // "Can it block?": the attack told before the block asked is before the asked moment; its trigger could stop the block.
  { name: 'the attacker\'s attack trigger, a block asked after the attack', scenario: { objects: [attacker([trig(ATTACKS, 'attacks', 'self')]), defender()], actions: [attack, block], legalityAsked: 1 }, refusedOver: ATTACKS },
  { name: 'the attacker\'s becomes-blocked trigger, the block asked (509.3c)', scenario: { objects: [attacker([trig(BLOCKED, 'becomes-blocked', 'self')]), defender()], actions: [attack, block], legalityAsked: 1 }, refusedOver: null, irrelevant: [[BLOCKED, 'after-asked-move']] },
  { name: 'the blocker\'s own block trigger, the block asked (509.3a)', scenario: { objects: [attacker([]), defender([trig(BLOCKS, 'blocks', 'self')])], actions: [attack, block], legalityAsked: 1 }, refusedOver: null, irrelevant: [[BLOCKS, 'after-asked-move']] },
  { name: 'the same block told as the story: refused', scenario: { objects: [attacker([]), defender([trig(BLOCKS, 'blocks', 'self')])], actions: [attack, block] }, refusedOver: BLOCKS },
  // "Can I cast it?": cast triggers trigger as the spell becomes cast (601.2i); entering is after it resolves.
  {
    name: 'an opponent\'s cast trigger, the cast asked (the spell then resolves)',
    scenario: { objects: [bear('w', { controller: 'B', gaps: [trig(CASTS, 'cast', 'opponent')] }), bolt()], actions: [{ kind: 'cast', object: 'bolt', targets: { any: ['B'] } }, { kind: 'resolve' }], legalityAsked: 0 },
    refusedOver: null,
    irrelevant: [[CASTS, 'after-asked-move']],
  },
  {
    name: 'the same cast told as the story: refused',
    scenario: { objects: [bear('w', { controller: 'B', gaps: [trig(CASTS, 'cast', 'opponent')] }), bolt()], actions: [{ kind: 'cast', object: 'bolt', targets: { any: ['B'] } }, { kind: 'resolve' }] },
    refusedOver: CASTS,
  },
  {
    name: 'a creature spell\'s own enters trigger, its cast asked and it resolves',
    scenario: { objects: [bear('c', { zone: 'hand', gaps: [trig(ENTERS, 'enters', 'self')] })], actions: [{ kind: 'cast', object: 'c' }, { kind: 'resolve' }], legalityAsked: 0 },
    refusedOver: null,
    irrelevant: [[ENTERS, 'after-asked-move']],
  },
  // Before the asked moment: a death told first is seen by a watcher (its trigger resolves before the attack).
  {
    name: 'a dies trigger whose creature died before the attack asked',
    scenario: { objects: [bear('w', { gaps: [trig(OTHER_DIES, 'dies', 'another')] }), bear('v', { controller: 'B' }), attacker([])], actions: [{ kind: 'destroy', object: 'v' }, attack], legalityAsked: 1 },
    refusedOver: OTHER_DIES,
  },
  // Static text applies to the declaration itself (508.1c-d, 508.1h): not after it.
  { name: 'a static attack restriction, the attack asked', scenario: { objects: [attacker([]), defender([{ text: NO_ATTACK, kind: 'static' }])], actions: [attack], legalityAsked: 0 }, refusedOver: NO_ATTACK },
  // The asked spell's own instructions: kept as they were (its text may say how it is cast).
  { name: 'the asked spell\'s own unmodelled text', scenario: { objects: [bolt({ gaps: [{ text: 'You gain 3 life.', kind: 'spell' }] })], actions: [{ kind: 'cast', object: 'bolt', targets: { any: ['B'] } }], legalityAsked: 0 }, refusedOver: 'You gain 3 life.' },
  // A triggered mana ability resolves at once, while the cost is paid (605.4a): never "after".
  {
    name: 'a triggered mana ability whose event comes while the asked spell is paid for',
    scenario: { objects: [bear('k', { gaps: [trig(MANA, 'tapped', 'any')] }), { id: 'm', name: 'Mountain', types: ['Land'], subtypes: ['Mountain'], supertypes: ['Basic'] }, bolt()], actions: [{ kind: 'tap', object: 'm' }, { kind: 'cast', object: 'bolt', targets: { any: ['B'] } }], legalityAsked: 1 },
    refusedOver: MANA,
  },
];

describe('GIVEN a run that asks whether one action can be made THEN text that matters only after it cannot refuse it (issue 11 §1)', () => {
  it.each(ROWS.map((r) => [r.name, r] as const))('%s', (_, row) => {
    const r = runScenario(row.scenario);
    let resolution: Resolution;
    let refused = false;
    if (r.ok) resolution = r.value.resolution;
    else if (r.error.kind === 'engine') {
      resolution = r.error.resolution;
      refused = r.error.error.code === 'unmodelled';
    } else throw new Error(`invalid scenario: ${JSON.stringify(r.error.problems)}`);
    if (row.refusedOver === null) {
      expect(refused ? `refused over ${resolution.gaps.relevant[0]?.text}` : 'answered').toBe('answered');
      for (const [text, reason] of row.irrelevant ?? []) expect(resolution.gaps.irrelevant).toContainEqual(expect.objectContaining({ text, reason }));
    } else {
      expect(refused).toBe(true);
      expect(resolution.gaps.relevant.map((g) => g.text)).toContain(row.refusedOver);
    }
  });
});
