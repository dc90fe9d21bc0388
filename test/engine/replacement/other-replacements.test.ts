/**
 * Zone-change (614.1a, 616.1, 616.1f), token-creation (614.16, 616.1g), life-gain and draw
 * (614.11, 616.2) replacement effects, and the draw / gain-life actions (121.1, 121.2, 121.4,
 * 704.5b, 119.10). Each case states its expected result from the rules.
 */
import { describe, expect, it } from 'vitest';
import { runScenario } from '../../../src/scenario/run.ts';
import type { Resolution } from '../../../src/engine/types.ts';

type Obj = Record<string, unknown>;
const creature = (id: string, controller = 'A', extra: Obj = {}): Obj => ({ id, name: id, types: ['Creature'], power: 2, toughness: 2, controller, ...extra });
const card = (id: string, zone: string, owner = 'A'): Obj => ({ id, name: id, types: ['Sorcery'], zone, controller: owner });

function run(s: Obj): Resolution {
  const r = runScenario(s);
  if (!r.ok) throw new Error(JSON.stringify(r.error.kind === 'invalid' ? r.error.problems : r.error.error));
  return r.value.resolution;
}
function runErr(s: Obj) {
  const r = runScenario(s);
  if (r.ok) throw new Error('expected a failure');
  return r.error;
}
/** Where the object that started as `id` is now (following 400.7's new ids), or 'gone'. */
const zoneOf = (r: Resolution, id: string): string => {
  const o = r.final.objects.find((x) => x.id === id || x.id.split('~')[0] === id);
  return o ? o.zone : 'gone';
};
const keys = (r: Resolution, key: string) => r.trace.filter((s) => s.key === key);
const cited = (r: Resolution) => new Set(r.trace.flatMap((s) => s.rules));
const life = (r: Resolution, p: string) => r.final.players.find((x) => x.id === p)!.life;

const toExile = { id: 'rip', kind: 'zone-change', to: 'graveyard', instead: 'exile', cardsOnly: true, text: 'exile instead' };

describe('zone-change replacement effects', () => {
  it.each<[string, Obj, string, string]>([
    // 400.3: a card goes to its owner's graveyard; "an opponent's graveyard" watches the cards an opponent owns.
    ["an opponent's graveyard: B's creature is exiled", { owner: 'opponent' }, 'B', 'exile'],
    ["an opponent's graveyard: A's own creature still dies", { owner: 'opponent' }, 'A', 'graveyard'],
    ['your graveyard: only A\'s', { owner: 'you' }, 'B', 'graveyard'],
    // 700.4: "a creature an opponent controls would die" — judged on the battlefield.
    ['a creature an opponent controls would die: B\'s', { from: 'battlefield', object: { kind: 'filter', types: ['Creature'], controller: 'opponent' } }, 'B', 'exile'],
    ['a creature an opponent controls would die: not A\'s', { from: 'battlefield', object: { kind: 'filter', types: ['Creature'], controller: 'opponent' } }, 'A', 'graveyard'],
  ])('%s', (_, fields, controller, zone) => {
    const r = run({ objects: [creature('bear', controller)], replacements: [{ ...toExile, controller: 'A', ...fields }], actions: [{ kind: 'destroy', object: 'bear' }] });
    expect(zoneOf(r, 'bear')).toBe(zone);
  });

  it('614.1a: a creature that dies from lethal damage (704.5g) is exiled instead of going to the graveyard', () => {
    const r = run({ objects: [creature('bear')], replacements: [toExile], actions: [{ kind: 'damage', source: null, target: 'bear', amount: 2 }] });
    expect(zoneOf(r, 'bear')).toBe('exile');
    expect(cited(r).has('704.5g')).toBe(true);
    expect(keys(r, 'zone.replaced')).toHaveLength(1);
    expect(keys(r, 'zone.replacement-order')).toHaveLength(0); // only one effect: no choice to make
  });

  it('"a card": a token that dies is not affected; it goes to the graveyard and ceases to exist (704.5d)', () => {
    const r = run({ objects: [creature('tok', 'A', { token: true })], replacements: [toExile], actions: [{ kind: 'destroy', object: 'tok' }] });
    expect(zoneOf(r, 'tok')).toBe('gone');
    expect(keys(r, 'zone.replaced')).toHaveLength(0);
    expect(keys(r, 'zone.moved')[0]!.params.to).toBe('graveyard');
  });

  it('"from anywhere": a card moved from hand to the graveyard is exiled; one moved to exile is untouched', () => {
    const r = run({ objects: [card('c1', 'hand'), card('c2', 'hand')], replacements: [toExile], actions: [{ kind: 'move', object: 'c1', to: 'graveyard' }, { kind: 'move', object: 'c2', to: 'hand' }] });
    expect(zoneOf(r, 'c1')).toBe('exile');
    expect(zoneOf(r, 'c2')).toBe('hand');
  });

  it('no zone change, nothing to replace: a graveyard card "moved" to the graveyard stays there (not exiled)', () => {
    const r = run({ objects: [card('c1', 'graveyard')], replacements: [toExile], actions: [{ kind: 'move', object: 'c1', to: 'graveyard' }] });
    expect(zoneOf(r, 'c1')).toBe('graveyard');
    expect(keys(r, 'zone.replaced')).toHaveLength(0);
  });

  it('"from": an effect watching only the battlefield does not apply to a card discarded from hand', () => {
    const r = run({ objects: [card('c1', 'hand')], replacements: [{ ...toExile, from: 'battlefield' }], actions: [{ kind: 'move', object: 'c1', to: 'graveyard' }] });
    expect(zoneOf(r, 'c1')).toBe('graveyard');
  });

  it('614.5: each effect applies once — "graveyard -> hand instead" then "hand -> graveyard instead" ends in the graveyard, no loop', () => {
    const r = run({
      objects: [creature('bear')],
      replacements: [
        { id: 'g2h', kind: 'zone-change', to: 'graveyard', instead: 'hand' },
        { id: 'h2g', kind: 'zone-change', to: 'hand', instead: 'graveyard' },
      ],
      actions: [{ kind: 'destroy', object: 'bear' }],
    });
    expect(zoneOf(r, 'bear')).toBe('graveyard');
    expect(keys(r, 'zone.replaced').map((s) => s.params.instead)).toEqual(['hand', 'graveyard']);
  });

  it('616.1a: a self-replacement effect is applied first even if the order names the other first', () => {
    const r = run({
      objects: [creature('bear')],
      replacements: [
        { ...toExile, id: 'rip' },
        { id: 'self', kind: 'zone-change', to: 'graveyard', instead: 'hand', selfReplacement: true, object: 'bear' },
      ],
      actions: [{ kind: 'destroy', object: 'bear', replacementOrder: ['rip', 'self'] }],
    });
    expect(zoneOf(r, 'bear')).toBe('hand');
    expect(cited(r).has('616.1a')).toBe(true);
    expect(keys(r, 'zone.replacement-inapplicable')).toHaveLength(1);
  });

  it('616.1: the chooser is the affected object\'s controller; the trace lists what the other order would give', () => {
    const r = run({
      objects: [creature('bear', 'B')],
      replacements: [
        { ...toExile, controller: 'A' },
        { id: 'shuffle', kind: 'zone-change', from: 'battlefield', to: 'graveyard', instead: 'library-shuffle', object: 'bear', controller: 'B' },
      ],
      actions: [{ kind: 'destroy', object: 'bear' }],
    });
    const order = keys(r, 'zone.replacement-order')[0]!.params;
    expect(order.chooser).toBe('B');
    expect(order.policy).toBe('timestamp');
    expect(order.others).toEqual(['library-shuffle']);
    expect(zoneOf(r, 'bear')).toBe('exile');
  });

  it('a "while-source" effect ends when its source leaves: the second creature to die is not exiled', () => {
    const r = run({
      objects: [{ id: 'ench', name: 'ench', types: ['Enchantment'] }, creature('bear')],
      replacements: [{ ...toExile, source: 'ench' }],
      actions: [{ kind: 'destroy', object: 'ench' }, { kind: 'destroy', object: 'bear' }],
    });
    expect(zoneOf(r, 'ench')).toBe('exile'); // it applies to its own source as that leaves (it is still there)
    expect(zoneOf(r, 'bear')).toBe('graveyard');
  });

  it('701.24a: after a shuffle the library order is unknown; a draw from it stops as unmodelled instead of guessing', () => {
    const e = runErr({
      objects: [creature('bear'), card('l1', 'library')],
      replacements: [{ id: 'shuffle', kind: 'zone-change', to: 'graveyard', instead: 'library-shuffle', object: 'bear' }],
      actions: [{ kind: 'destroy', object: 'bear' }, { kind: 'draw', player: 'A' }],
    });
    expect(e.kind).toBe('engine');
    if (e.kind === 'engine') expect(e.error.code).toBe('unmodelled');
  });
});

describe('draw and gain-life', () => {
  it('121.1/121.2: draws the top cards (the first listed) one at a time', () => {
    const r = run({ objects: [card('l1', 'library'), card('l2', 'library'), card('l3', 'library')], actions: [{ kind: 'draw', player: 'A', count: 2 }] });
    expect(['l1', 'l2', 'l3'].map((id) => zoneOf(r, id))).toEqual(['hand', 'hand', 'library']);
  });

  it('121.4/704.5b: drawing from an empty library makes the player lose at the next state-based-action check', () => {
    const r = run({ objects: [card('l1', 'library')], actions: [{ kind: 'draw', player: 'A', count: 2 }] });
    expect(zoneOf(r, 'l1')).toBe('hand');
    expect(r.final.players.find((p) => p.id === 'A')!.lost).toBe('sba.drew-from-empty');
    expect(cited(r).has('704.5b')).toBe(true);
  });

  it('614.11 / 121.6a: a draw replacement applies even with an empty library — no loss', () => {
    const r = run({
      objects: [card('g1', 'graveyard')],
      replacements: [{ id: 'd', kind: 'event-replacement', event: 'draw', instead: { kind: 'return-from-graveyard' }, controller: 'A' }],
      actions: [{ kind: 'draw', player: 'A' }],
    });
    expect(zoneOf(r, 'g1')).toBe('hand');
    expect(r.final.players.find((p) => p.id === 'A')!.lost).toBeNull();
  });

  it('614.6: "return a card from your graveyard" with an empty graveyard does nothing (the draw is still replaced)', () => {
    const r = run({
      objects: [card('l1', 'library')],
      replacements: [{ id: 'd', kind: 'event-replacement', event: 'draw', instead: { kind: 'return-from-graveyard' }, controller: 'A' }],
      actions: [{ kind: 'draw', player: 'A' }],
    });
    expect(zoneOf(r, 'l1')).toBe('library');
    expect(keys(r, 'event.replacement-impossible')).toHaveLength(1);
  });

  it('119.3: gain-life adds life; 119.10: gaining 0 life is no event and nothing replaces it', () => {
    const repl = [{ id: 'x', kind: 'event-replacement', event: 'gain-life', instead: { kind: 'draw' }, controller: 'A' }];
    expect(life(run({ objects: [], actions: [{ kind: 'gain-life', player: 'A', amount: 3 }] }), 'A')).toBe(23);
    const r = run({ objects: [card('l1', 'library')], replacements: repl, actions: [{ kind: 'gain-life', player: 'A', amount: 0 }] });
    expect(zoneOf(r, 'l1')).toBe('library');
    expect(keys(r, 'event.replaced')).toHaveLength(0);
  });

  it('616.2 / 121.6b: gaining 2 becomes 2 draws, each replaced by "return a card" in turn; the library is untouched', () => {
    const r = run({
      objects: [card('g1', 'graveyard'), card('g2', 'graveyard'), card('l1', 'library')],
      replacements: [
        { id: 'gain', kind: 'event-replacement', event: 'gain-life', instead: { kind: 'draw' }, controller: 'A' },
        { id: 'draw', kind: 'event-replacement', event: 'draw', instead: { kind: 'return-from-graveyard' }, controller: 'A' },
      ],
      actions: [{ kind: 'gain-life', player: 'A', amount: 2 }],
    });
    expect(['g1', 'g2', 'l1'].map((id) => zoneOf(r, id))).toEqual(['hand', 'hand', 'library']);
    expect(life(r, 'A')).toBe(20);
    expect(keys(r, 'event.returned').map((s) => s.params.policy)).toEqual(['default', 'only']);
  });

  it('the returned card can be chosen; "player": "you" does not replace an opponent\'s life gain', () => {
    const r = run({
      objects: [card('g1', 'graveyard'), card('g2', 'graveyard')],
      replacements: [{ id: 'd', kind: 'event-replacement', event: 'draw', instead: { kind: 'return-from-graveyard', object: 'g2' }, controller: 'A' }],
      actions: [{ kind: 'draw', player: 'A' }],
    });
    expect(['g1', 'g2'].map((id) => zoneOf(r, id))).toEqual(['graveyard', 'hand']);
    const r2 = run({
      objects: [],
      replacements: [{ id: 'n', kind: 'event-replacement', event: 'gain-life', instead: { kind: 'nothing' }, controller: 'A' }],
      actions: [{ kind: 'gain-life', player: 'B', amount: 2 }, { kind: 'gain-life', player: 'A', amount: 2 }],
    });
    expect([life(r2, 'A'), life(r2, 'B')]).toEqual([20, 22]);
  });

  it('614.5: an effect that would replace its own result applies once ("draw -> draw 2 instead" draws exactly 2)', () => {
    const r = run({
      objects: [card('l1', 'library'), card('l2', 'library'), card('l3', 'library')],
      replacements: [{ id: 'dd', kind: 'event-replacement', event: 'draw', instead: { kind: 'draw', count: 2 }, controller: 'A' }],
      actions: [{ kind: 'draw', player: 'A' }],
    });
    expect(['l1', 'l2', 'l3'].map((id) => zoneOf(r, id))).toEqual(['hand', 'hand', 'library']);
  });
});

describe('token-creation replacement effects', () => {
  const soldier = { id: 'tok', name: 'Soldier', types: ['Creature'], power: 1, toughness: 1 };
  const tokens = (r: Resolution) => r.final.objects.filter((o) => o.printed.name === 'Soldier' && o.zone === 'battlefield').length;

  it('614.16 / 616.1g: "twice that many" doubles the tokens its controller creates, before they enter', () => {
    const r = run({ objects: [], replacements: [{ id: 'ds', kind: 'token-multiplier', factor: 2, controller: 'A' }], actions: [{ kind: 'create', object: soldier }] });
    expect(tokens(r)).toBe(2);
    expect(cited(r).has('616.1g')).toBe(true);
  });

  it('614.5: two doublers each apply once: 4 tokens', () => {
    const r = run({
      objects: [],
      replacements: [
        { id: 'd1', kind: 'token-multiplier', factor: 2, controller: 'A' },
        { id: 'd2', kind: 'token-multiplier', factor: 2, controller: 'A' },
      ],
      actions: [{ kind: 'create', object: soldier }],
    });
    expect(tokens(r)).toBe(4);
  });

  it('"under your control": an opponent\'s tokens and a card put onto the battlefield are not doubled', () => {
    const r = run({
      objects: [],
      replacements: [{ id: 'ds', kind: 'token-multiplier', factor: 2, controller: 'A' }],
      actions: [{ kind: 'create', object: { ...soldier, controller: 'B' } }, { kind: 'create', object: { id: 'c', name: 'Soldier', types: ['Creature'], power: 1, toughness: 1, token: false } }],
    });
    expect(tokens(r)).toBe(2);
  });
});

describe('how an object enters: enters tapped, enters as a copy, as it enters choose (614.1c, 614.12, 616.1c)', () => {
  const sentinel = { id: 's', name: 'Rusted Sentinel', types: ['Artifact', 'Creature'], power: 3, toughness: 4, token: false, entersTapped: true };
  const essence = creature('essence', 'A', { power: 6, toughness: 6 });
  const copyOf = (controller: string) => ({ id: 'ew', kind: 'enters-as-copy', of: 'essence', controller, source: 'essence' });

  it('614.1c: "enters tapped" without anything else: it enters tapped', () => {
    const r = run({ objects: [], actions: [{ kind: 'create', object: sentinel }] });
    expect(r.final.objects.find((o) => o.id === 's')?.tapped).toBe(true);
    expect(keys(r, 'enter.tapped')).toHaveLength(1);
  });

  it('616.1c / 616.1f: the copy applies first and the copy has no "enters tapped": untapped 6/6 copy', () => {
    const r = run({ objects: [essence], replacements: [copyOf('A')], actions: [{ kind: 'create', object: sentinel }] });
    const o = r.final.objects.find((x) => x.id === 's')!;
    expect([o.tapped, o.isCopy, o.printed.power, o.cardPrinted?.name]).toEqual([false, false, 6, 'Rusted Sentinel']);
    expect(keys(r, 'enter.tapped')).toHaveLength(0);
  });

  it('"creatures you control": an opponent\'s creature and a noncreature are not copies', () => {
    const r = run({
      objects: [essence],
      replacements: [copyOf('A')],
      actions: [{ kind: 'create', object: { ...sentinel, controller: 'B' } }, { kind: 'create', object: { id: 'rock', name: 'Rock', types: ['Artifact'], token: false } }],
    });
    expect(r.final.objects.find((o) => o.id === 's')?.tapped).toBe(true);
    expect(keys(r, 'enter.as-copy')).toHaveLength(0);
  });

  it('614.12a / 616.1g: each doubled token makes its own choice, in order, after the doubling', () => {
    const r = run({
      objects: [],
      replacements: [{ id: 'ds', kind: 'token-multiplier', factor: 2, controller: 'A' }],
      actions: [{ kind: 'create', object: { id: 'v', name: 'Voice of All', types: ['Creature'], power: 2, toughness: 2 }, choices: [{ color: 'white' }, { color: 'B' }] }],
    });
    expect(['v', 'v#2'].map((id) => r.final.objects.find((o) => o.id === id)?.chosen?.color)).toEqual(['W', 'B']);
    expect(r.trace.findIndex((x) => x.key === 'token.replaced')).toBeLessThan(r.trace.findIndex((x) => x.key === 'enter.choice'));
  });

  const land = (extra: Obj = {}): Obj => ({ id: 'l', name: 'Dual', types: ['Land'], token: false, ...extra });
  const lands = (n: number): Obj[] => Array.from({ length: n }, (_, i) => ({ id: `f${i}`, name: 'Forest', types: ['Land'], supertypes: ['Basic'], subtypes: ['Forest'] }));
  const fast = { entersTappedUnless: { kind: 'controls', filter: { kind: 'filter', types: ['Land'], controller: 'you' }, atMost: 2 } };

  it.each([
    [2, false],
    [3, true],
  ])('614.1c, 614.12: "enters tapped unless you control two or fewer other lands" with %i other lands: tapped %s', (n, tapped) => {
    const r = run({ objects: lands(n), actions: [{ kind: 'create', object: land(fast) }] });
    expect(r.final.objects.find((o) => o.id === 'l')?.tapped).toBe(tapped);
    expect(keys(r, 'enter.tapped-unless')[0]?.params.holds).toBe(!tapped);
    expect(cited(r).has('614.12')).toBe(true);
  });

  // 614.1c, 614.12, 701.20a: "As this land enters, you may reveal an Island or Swamp card from your
  // hand. If you don't, this land enters tapped." — the hand is read as it enters.
  const snarl = { entersTappedUnless: { kind: 'controls', filter: { kind: 'filter', zone: 'hand', subtypes: ['Island', 'Swamp'], controller: 'you' }, atLeast: 1 } };
  const inHand = (subtype: string, owner = 'A'): Obj => ({ id: `h-${subtype}-${owner}`, name: subtype, types: ['Land'], supertypes: ['Basic'], subtypes: [subtype], zone: 'hand', owner, controller: owner });
  it.each([
    ['an Island', [inHand('Island')], false],
    ['a Swamp', [inHand('Swamp')], false],
    ['only a Forest', [inHand('Forest')], true],
    ["an Island in the opponent's hand only", [inHand('Island', 'B')], true],
    ['nothing', [], true],
  ])('614.12: a land that may reveal an Island or Swamp card, with %s in hand: tapped %s', (_what, hand, tapped) => {
    const r = run({ objects: hand, actions: [{ kind: 'create', object: land(snarl) }] });
    expect(r.final.objects.find((o) => o.id === 'l')?.tapped).toBe(tapped);
    expect(keys(r, 'enter.tapped-unless')[0]?.params.holds).toBe(!tapped);
  });

  it('402.3: an undescribed hand with an Island known to be there: it can be revealed (no unknown card could change that)', () => {
    const r = run({ players: [{ id: 'A', hand: 'unknown' }, { id: 'B' }], objects: [inHand('Island')], actions: [{ kind: 'create', object: land(snarl) }] });
    expect(r.error).toBeUndefined();
    expect(r.final.objects.find((o) => o.id === 'l')?.tapped).toBe(false);
  });

  it('402.3: an undescribed hand and no known Island or Swamp: the run stops rather than read the hand as empty', () => {
    const e = runErr({ players: [{ id: 'A', hand: 'unknown' }, { id: 'B' }], objects: [inHand('Forest')], actions: [{ kind: 'create', object: land(snarl) }] });
    expect(e).toMatchObject({ kind: 'engine', error: { code: 'unmodelled', key: 'error.unseen-card', params: { reader: 'count', rule: '402.3' } } });
  });

  it('102.3: "unless you have two or more opponents" in a two-player game: it enters tapped', () => {
    const r = run({ objects: [], actions: [{ kind: 'create', object: land({ entersTappedUnless: { kind: 'opponents', atLeast: 2 } }) }] });
    expect(r.final.objects.find((o) => o.id === 'l')?.tapped).toBe(true);
  });

  it.each([
    [{ payLife: true }, false, 18, 'given'],
    [{ payLife: false }, true, 20, 'given'],
    [{}, true, 20, 'default-decline'],
  ])('614.12a, 119.4: "you may pay 2 life; if you don\'t, it enters tapped" answered %j: tapped %s, life %i', (choice, tapped, lifeLeft, policy) => {
    const r = run({ objects: [], actions: [{ kind: 'create', object: land({ entersTappedUnlessPaid: { life: 2 } }), choices: [choice] }] });
    expect([r.final.objects.find((o) => o.id === 'l')?.tapped, life(r, 'A')]).toEqual([tapped, lifeLeft]);
    expect(keys(r, 'enter.pay-life')[0]?.params.policy).toBe(policy);
  });

  it('119.4: with 1 life the 2 life can\'t be paid: it enters tapped', () => {
    const r = run({ players: [{ id: 'A', life: 1 }, { id: 'B' }], objects: [], actions: [{ kind: 'create', object: land({ entersTappedUnlessPaid: { life: 2 } }), choices: [{ payLife: true }] }] });
    expect([r.final.objects.find((o) => o.id === 'l')?.tapped, life(r, 'A')]).toEqual([true, 1]);
    expect(keys(r, 'enter.pay-life')[0]?.params.policy).toBe('impossible');
  });

  it('616.1c: a creature card put onto the battlefield (move) also enters as a copy', () => {
    const r = run({ objects: [essence, creature('bear', 'A', { zone: 'hand' })], replacements: [copyOf('A')], actions: [{ kind: 'move', object: 'bear', to: 'battlefield' }] });
    const o = r.final.objects.find((x) => x.id.split('~')[0] === 'bear')!;
    expect([o.zone, o.isCopy, o.printed.power]).toEqual(['battlefield', false, 6]);
  });

  it('704.5e, 400.7: a card that entered as a copy is still a card — it dies to the graveyard as itself, never ceases to exist', () => {
    const r = run({
      objects: [essence, creature('bear', 'A', { zone: 'hand' })],
      replacements: [copyOf('A')],
      actions: [{ kind: 'move', object: 'bear', to: 'battlefield' }, { kind: 'destroy', object: 'bear' }],
    });
    const o = r.final.objects.find((x) => x.id.split('~')[0] === 'bear')!;
    expect([o.zone, o.isCopy, o.printed.power]).toEqual(['graveyard', false, 2]);
    expect(r.trace.some((s) => s.key === 'sba.copy-ceases')).toBe(false);
  });

  it('rejects an unknown "of" and a bad color with their paths', () => {
    const bad = runErr({ objects: [], replacements: [{ kind: 'enters-as-copy', of: 'nope', controller: 'A' }] });
    expect(bad.kind === 'invalid' && bad.problems.map((p) => p.path)).toEqual(['replacements[0].of']);
    const color = runErr({ objects: [], actions: [{ kind: 'create', object: sentinel, choices: [{ color: 'pink' }] }] });
    expect(color.kind === 'invalid' && color.problems.map((p) => p.path)).toEqual(['actions[0].choices[0].color']);
  });
});

describe('scenario checks', () => {
  it('rejects an unknown "instead" and an unknown effect in replacementOrder', () => {
    expect(runErr({ objects: [creature('bear')], replacements: [{ ...toExile, instead: 'battlefield' }] }).kind).toBe('invalid');
    expect(runErr({ objects: [creature('bear')], replacements: [toExile], actions: [{ kind: 'destroy', object: 'bear', replacementOrder: ['nope'] }] }).kind).toBe('invalid');
  });
});
