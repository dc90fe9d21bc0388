/**
 * Issue 14 §2 (session 25): modal spells (700.2) with their choice rules — "Choose three. You may
 * choose the same mode more than once." (700.2d), "Choose one. If <condition> as you cast this spell,
 * you may choose two instead." (601.2b, a condition the engine checks), escalate (702.120a), and the
 * "+ {cost} — …" modes of spree (702.172a), each an additional cost if chosen (700.2h). Every mode is
 * read whole or the card isn't read: a mode no template reads, or a condition the engine doesn't check
 * ("if you control a commander"), leaves the whole modal text unmodelled.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { parseCondition } from '../../src/cards/compile/triggers.ts';
import { compileCard } from '../../src/cards/compile/index.ts';
import type { CardRecord } from '../../src/cards/types.ts';
import { cardScenarios, loadRealCards } from './compile-helpers.ts';

const destroyArtifact = { targets: [{ word: 'artifact' }], effects: [{ kind: 'destroy', target: 'artifact' }] };

/** Cards read whole: their spell's modes (with their costs and choice rules). */
const READ: [string, Record<string, unknown>][] = [
  // 702.172a: spree — one or more modes, each with its cost (700.2h).
  ['Insatiable Avarice', { min: 1, max: 2, costKeyword: 'spree', options: [{ cost: '{2}', effects: [{ kind: 'search-to-top' }] }, { cost: '{B}{B}', targets: [{ word: 'player' }], effects: [{ kind: 'draw', amount: 3 }, { kind: 'life', amount: -3 }] }] }],
  // 702.120a: escalate before "Choose one or more —".
  ['Collective Resistance', { min: 1, max: 3, escalate: '{G}', options: [destroyArtifact, { targets: [{ word: 'enchantment' }] }, { targets: [{ word: 'creature' }] }] }],
  // 700.2d: the same mode more than once.
  ['Mystic Confluence', { min: 3, max: 3, repeat: true, options: [{ targets: [{ word: 'spell' }] }, { effects: [{ kind: 'return-to-hand' }] }, { effects: [{ kind: 'draw', amount: 1 }] }] }],
  ['Fiery Confluence', { min: 3, max: 3, repeat: true, options: [{ effects: [{ kind: 'damage', amount: 1 }] }, { effects: [{ kind: 'damage', amount: 2 }] }, destroyArtifact] }],
  // 601.2b: a wider choice under a condition the engine checks ("you control a Wizard").
  // 903.3d (cards53a): "If you control a commander as you cast this spell, you may choose both instead." — a permanent with the designation.
  ["Akroma's Will", { min: 1, max: 1, widened: { condition: { kind: 'controls', filter: { commander: true, controller: 'you' }, atLeast: 1 }, min: 1, max: 2 } }],
  ['Flame of Anor', { min: 1, max: 1, widened: { condition: { kind: 'controls', filter: { subtypes: ['Wizard'], controller: 'you' }, atLeast: 1 }, min: 1, max: 2 }, options: [{ effects: [{ kind: 'draw', amount: 2 }] }, destroyArtifact, { effects: [{ kind: 'damage', amount: 5 }] }] }],
  // 601.4: "If this spell was kicked, choose any number instead." — the kicker (read with it) widens the choice.
  ['Inscription of Ruin', { min: 1, max: 1, kicked: { min: 1, max: 3 }, options: [{ targets: [{ word: 'opponent' }], effects: [{ kind: 'discard', amount: 2 }] }, { effects: [{ kind: 'put-onto-battlefield' }] }, { effects: [{ kind: 'destroy' }] }] }],
  // 702.42a: entwine after the modes — both may be chosen, paying it. Two modes each targeting a permanent: one word each (700.2c).
  ['Goblin War Party', { min: 1, max: 1, entwine: '{2}{R}', options: [{ effects: [{ kind: 'create' }, { kind: 'create' }, { kind: 'create' }] }, { effects: [{ kind: 'apply-effect' }] }] }],
  ["Dream's Grip", { min: 1, max: 1, entwine: '{1}', options: [{ targets: [{ word: 'permanent' }], effects: [{ kind: 'tap' }] }, { targets: [{ word: 'permanent2' }], effects: [{ kind: 'untap' }] }] }],
  // 702.172a spree with a token-copy mode (707.1, session 51).
  ['Three Steps Ahead', { min: 1, max: 3, costKeyword: 'spree', options: [{ cost: '{1}{U}', targets: [{ word: 'spell' }] }, { cost: '{3}', effects: [{ kind: 'create-copy' }] }, { cost: '{2}' }] }],
  // 701.19a: "Regenerate each creature you control." — a shield on each as the mode resolves.
  ['Golgari Charm', { min: 1, max: 1, options: [{ effects: [{ kind: 'apply-effect' }] }, { targets: [{ word: 'enchantment' }] }, { effects: [{ kind: 'regenerate', all: { controller: 'you', types: ['Creature'] } }] }] }],
];

/** Kicker (702.33a): "If this spell was kicked, exile target nonland permanent instead." — the kicked spell's own target replaces the other (702.33g). */
const KICKED: [string, Record<string, unknown>][] = [
  ['Tear Asunder', { targets: [{ word: 'artifact' }], effects: [{ kind: 'exile', target: 'artifact' }], kicker: { cost: '{1}{B}', instead: true, targets: [{ word: 'permanent', objects: { notTypes: ['Land'] } }], effects: [{ kind: 'exile', target: 'permanent' }] } }],
];

/** Cards left unread whole: the sentence that stays unmodelled, and why. */
const UNREAD: [string, string][] = [
  // cards53a: the commander condition is read (903.3d), but a mode no template reads leaves the whole spell unread.
  ["Jeska's Will", 'If you control a commander as you cast this spell, you may choose both instead.'],
  ['Drown in Dreams', 'Choose one.'],
  // A mode no template reads ("Each creature deals 1 damage to its controller."): none is read (never half-read).
  ['Rakdos Charm', 'Choose one —'],
];

let cards: Map<string, CardRecord>;
beforeAll(async () => {
  cards = await loadRealCards([...READ.map((r) => r[0]), ...UNREAD.map((r) => r[0]), ...KICKED.map((r) => r[0]), 'Grizzly Bears', 'Sol Ring', 'Snapcaster Mage', 'Inscription of Ruin']);
}, 120_000);

describe('a modal spell with its choice rules, compiled (700.2)', () => {
  it.each(READ)('%s: its modes, read whole', (name, shape) => {
    const c = compileCard(cards.get(name)!);
    expect((c.object.spell as Record<string, unknown>).modes).toMatchObject(shape);
    expect(c.unmodelled).toEqual([]);
    expect(c.status).toBe('full');
  });
  it.each(KICKED)('%s: its kicker and what it replaces, read whole', (name, shape) => {
    const c = compileCard(cards.get(name)!);
    expect(c.object.spell).toMatchObject(shape);
    expect(c.status).toBe('full');
  });
  it.each(UNREAD)('%s: "%s" stays unmodelled, and the card is not full', (name, sentence) => {
    const c = compileCard(cards.get(name)!);
    expect(c.unmodelled.join('\n')).toContain(sentence);
    expect((c.object.spell as Record<string, unknown> | undefined)?.modes).toBeUndefined();
    expect(c.status).not.toBe('full');
  });
});

describe('a modal spell through the engine: costs and choices (700.2d, 700.2h, 702.120a, 702.172a, 601.2b)', () => {
  const scenarios = cardScenarios(() => cards);
  const costOf = (r: Awaited<ReturnType<typeof scenarios.run>>) => r.resolution.trace.find((x) => x.key === 'cast.cost');
  const zoneOf = (r: Awaited<ReturnType<typeof scenarios.run>>, id: string) => r.resolution.final.objects.find((o) => o.id === id || o.id.startsWith(`${id}~`))?.zone;
  const bears = { id: 'gb', card: 'Grizzly Bears', zone: 'battlefield', controller: 'B' };
  const ring = { id: 'sr', card: 'Sol Ring', zone: 'battlefield', controller: 'B' };

  const COSTS: [string, string, number[], Record<string, string[]>, string, string[], string[]][] = [
    // [why, card, modes, targets, total cost, additional costs, rules cited at 601.2f]
    ['escalate, two modes: {G} once', 'Collective Resistance', [0, 2], { artifact: ['sr'], creature: ['gb'] }, '{1}{G}{G}', ['escalate {G}'], ['702.120a']],
    ['escalate, one mode: nothing more', 'Collective Resistance', [0], { artifact: ['sr'] }, '{1}{G}', [], []],
    ['entwine, both modes', "Dream's Grip", [0, 1], { permanent: ['sr'], permanent2: ['gb'] }, '{1}{U}', ['entwine {1}'], ['702.42a']],
    ['entwine, one mode: nothing more', "Dream's Grip", [0], { permanent: ['sr'] }, '{U}', [], []],
    ['spree, the {B}{B} mode', 'Insatiable Avarice', [1], { player: ['B'] }, '{B}{B}{B}', ['spree {B}{B}'], ['700.2h', '702.172a']],
    ['spree, both modes', 'Insatiable Avarice', [0, 1], { player: ['B'] }, '{2}{B}{B}{B}', ['spree {2}', 'spree {B}{B}'], ['700.2h', '702.172a']],
  ];
  it.each(COSTS)('GIVEN %s (%s) THEN the total cost', async (_why, card, modes, targets, total, additional, rules) => {
    const objects = [{ id: 's', card, zone: 'hand', controller: 'A' }, ring, bears];
    const r = await scenarios.run({ objects, actions: [{ kind: 'cast', object: 's', modes, targets }] });
    expect(r.resolution.error).toBeUndefined();
    const step = costOf(r);
    expect(step?.params).toMatchObject({ total, additional });
    for (const rule of rules) expect(step?.rules).toContain(rule);
    if (rules.length === 0) expect(step?.rules.filter((x) => ['702.120a', '702.42a', '700.2h'].includes(x))).toEqual([]);
  });

  it('GIVEN Fiery Confluence choosing 1 damage to each creature twice and 2 damage to each opponent THEN the Bears take 2 and die; the opponent loses 2 (700.2d)', async () => {
    const r = await scenarios.run({ objects: [{ id: 'fc', card: 'Fiery Confluence', zone: 'hand', controller: 'A' }, bears], actions: [{ kind: 'cast', object: 'fc', modes: [0, 0, 1] }, { kind: 'resolve' }] });
    expect(r.resolution.error).toBeUndefined();
    expect(zoneOf(r, 'gb')).toBe('graveyard');
    expect(r.resolution.final.players.find((p) => p.id === 'B')!.life).toBe(18);
    expect(r.resolution.trace.find((x) => x.key === 'cast.announced')?.rules).toContain('700.2d');
  });

  it('GIVEN Fiery Confluence choosing "Destroy target artifact." twice THEN its second set of targets is named as unmodelled, never guessed (700.2d)', async () => {
    const r = scenarios.run({ objects: [{ id: 'fc', card: 'Fiery Confluence', zone: 'hand', controller: 'A' }, ring], actions: [{ kind: 'cast', object: 'fc', modes: [1, 2, 2], targets: { artifact: ['sr'] } }, { kind: 'resolve' }] });
    await expect(r).rejects.toThrow(/"code":"unmodelled".*chosen again, 700\.2d/);
  });

  it('GIVEN Tear Asunder kicked THEN its only target is the nonland permanent (702.33g): a creature is exiled; unkicked, a creature is no legal target', async () => {
    const tear = { id: 'ta', card: 'Tear Asunder', zone: 'hand', controller: 'A' };
    const kicked = await scenarios.run({ objects: [tear, bears], actions: [{ kind: 'cast', object: 'ta', kicked: true, targets: { permanent: ['gb'] } }, { kind: 'resolve' }] });
    expect(kicked.resolution.error).toBeUndefined();
    expect(zoneOf(kicked, 'gb')).toBe('exile');
    const unkicked = await scenarios.run({ objects: [tear, bears], actions: [{ kind: 'cast', object: 'ta', targets: { artifact: ['gb'] } }, { kind: 'resolve' }] });
    expect(zoneOf(unkicked, 'gb')).toBe('battlefield');
  });

  it('GIVEN Inscription of Ruin with two modes THEN only kicked (601.4): kicked, the opponent discards and the Bears are destroyed', async () => {
    expect((compileCard(cards.get('Inscription of Ruin')!).object.spell as Record<string, unknown>).kicker).toMatchObject({ cost: '{2}{B}{B}' });
    const ins = { id: 'ir', card: 'Inscription of Ruin', zone: 'hand', controller: 'A' };
    // The third mode's target word: "creature" is the second mode's (target creature card), so it is another (700.2c: words unique across the spell).
    const third = ((compileCard(cards.get('Inscription of Ruin')!).object.spell as { modes: { options: { targets: { word: string }[] }[] } }).modes.options[2]!.targets[0]!.word);
    expect(third).not.toBe('creature');
    const cast = (kicked: boolean) => ({ kind: 'cast', object: 'ir', modes: [0, 2], kicked, targets: { opponent: ['B'], [third]: ['gb'] } });
    const kicked = await scenarios.run({ objects: [ins, bears], actions: [cast(true), { kind: 'resolve' }] });
    expect(kicked.resolution.error).toBeUndefined();
    expect(zoneOf(kicked, 'gb')).toBe('graveyard');
    expect(kicked.resolution.trace.find((x) => x.key === 'cast.announced')?.rules).toContain('601.4');
    const unkicked = await scenarios.run({ objects: [ins, bears], actions: [cast(false), { kind: 'resolve' }] });
    expect(zoneOf(unkicked, 'gb')).toBe('battlefield');
    expect(JSON.stringify(unkicked.resolution.trace)).toMatch(/2 chosen, 1 allowed/);
  });

  it("GIVEN Akroma's Will with both modes THEN only while its caster controls a commander (903.3d, 601.2b)", async () => {
    const will = { id: 'aw', card: "Akroma's Will", zone: 'hand', controller: 'A' };
    const cast = { kind: 'cast', object: 'aw', modes: [0, 1] };
    const commander = { id: 'cm', card: 'Grizzly Bears', zone: 'battlefield', controller: 'A', commander: true };
    const withCommander = await scenarios.run({ objects: [will, commander], actions: [cast, { kind: 'resolve' }] });
    expect(withCommander.resolution.error).toBeUndefined();
    // A creature that isn't a commander doesn't widen the choice.
    const without = await scenarios.run({ objects: [will, { ...commander, commander: false }], actions: [cast, { kind: 'resolve' }] });
    expect(JSON.stringify(without.resolution.error ?? without.resolution.trace)).toMatch(/2 chosen, 1 allowed/);
  });

  it('GIVEN Flame of Anor with two modes THEN only with a Wizard (601.2b): without one the cast is illegal, naming the condition', async () => {
    const flame = { id: 'fa', card: 'Flame of Anor', zone: 'hand', controller: 'A' };
    const cast = { kind: 'cast', object: 'fa', modes: [1, 2], targets: { artifact: ['sr'], creature: ['gb'] } };
    const withWizard = await scenarios.run({ objects: [flame, ring, bears, { id: 'sm', card: 'Snapcaster Mage', zone: 'battlefield', controller: 'A' }], actions: [cast, { kind: 'resolve' }] });
    expect(withWizard.resolution.error).toBeUndefined();
    expect(zoneOf(withWizard, 'gb')).toBe('graveyard');
    expect(zoneOf(withWizard, 'sr')).toBe('graveyard');
    const without = await scenarios.run({ objects: [flame, ring, bears], actions: [cast, { kind: 'resolve' }] });
    expect(JSON.stringify(without.resolution.error ?? without.resolution.trace)).toMatch(/2 chosen, 1 allowed \(more only as “If you control a Wizard as you cast this spell, you may choose two instead\.”\)/);
  });
});

describe('GIVEN a condition about controlling a commander THEN a count of permanents with the designation (903.3d)', () => {
  const COMMANDER = { kind: 'filter', commander: true, controller: 'you' };
  it.each([
    ['you control a commander', { kind: 'controls', filter: COMMANDER, atLeast: 1 }],
    ['you control no commanders', { kind: 'controls', filter: COMMANDER, atMost: 0 }],
    ['you control two or more commanders', { kind: 'controls', filter: COMMANDER, atLeast: 2 }],
    ['you control two or more commander', null],
    ['you control another commander', null],
  ])('%s', (c, want) => {
    expect(parseCondition(c)).toEqual(want);
  });
});
