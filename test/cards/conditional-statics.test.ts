/**
 * Issue 14: conditional static abilities, "As long as <condition>, <static ability>" and "<static ability> as long as
 * <condition>" (604.1-604.2, 611.3a-b), read from real oracle texts and run through the engine: the layer system reads
 * the condition each time it would apply the effect, so the effect comes and goes with it — a creature that loses its
 * bonus when the other creature dies is then checked again by the state-based actions (704.3, 704.5g); one that
 * attacks (and so taps, 508.1f) loses what it had only while untapped. Conditions the engine can't read leave the
 * sentence unmodelled, never half read.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { CardRecord } from '../../src/cards/types.ts';
import { runScenarioWithCards } from '../../src/scenario/run.ts';
import type { ScenarioRun } from '../../src/scenario/run.ts';
import { compileCard } from '../../src/cards/compile/index.ts';
import { cardScenarios, compiledShapes, loadRealCards } from './compile-helpers.ts';

const SOURCE = { kind: 'source' };
const ATTACHED = { kind: 'attached-to-source' };
const pt = (power: number, toughness: number) => ({ kind: 'modify-pt', power, toughness });
const kws = (...k: string[]) => ({ kind: 'add-keywords', keywords: k.map((keyword) => ({ keyword })) });
const you = (f: Record<string, unknown>) => ({ kind: 'filter', ...f, controller: 'you' });

/** Real cards, each read whole: the condition, and the effect it gates. */
const ROWS: [string, Record<string, unknown>][] = [
  // Counts of permanents the source's controller controls ("another": not the source itself).
  ['Kird Ape', { statics: [{ affects: SOURCE, modifications: [pt(1, 2)], condition: { kind: 'count', filter: you({ subtypes: ['Forest'] }), atLeast: 1 } }] }],
  ['Wild Nacatl', { statics: [{ condition: { kind: 'count', filter: you({ subtypes: ['Mountain'] }) } }, { condition: { kind: 'count', filter: you({ subtypes: ['Plains'] }) } }] }],
  ['Ballynock Cohort', { statics: [{ affects: SOURCE, modifications: [pt(1, 1)], condition: { kind: 'count', filter: you({ colors: ['W'], types: ['Creature'], other: true }), atLeast: 1 } }] }],
  ['Drover of the Mighty', { statics: [{ affects: SOURCE, modifications: [pt(2, 2)], condition: { kind: 'count', filter: you({ subtypes: ['Dinosaur'] }), atLeast: 1 } }] }],
  ['Crash of Rhino Beetles', { statics: [{ affects: SOURCE, modifications: [pt(10, 10)], condition: { kind: 'count', filter: you({ types: ['Land'] }), atLeast: 10 } }] }],
  ['Indomitable Archangel', { statics: [{ affects: you({ types: ['Artifact'] }), modifications: [kws('shroud')], condition: { kind: 'count', filter: you({ types: ['Artifact'] }), atLeast: 3 } }] }],
  ['Ice-Fang Coatl', { statics: [{ affects: SOURCE, modifications: [kws('deathtouch')], condition: { kind: 'count', filter: you({ supertypes: ['Snow'], other: true }), atLeast: 3 } }] }],
  ['Svyelun of Sea and Sky', { statics: [{ affects: SOURCE, modifications: [kws('indestructible')], condition: { kind: 'count', filter: you({ subtypes: ['Merfolk'], other: true }), atLeast: 2 } }, {}] }],
  ['Bant Sureblade', { statics: [{ affects: SOURCE, modifications: [pt(1, 1), kws('first strike')], condition: { kind: 'count', filter: you({ colorCount: { atLeast: 2 }, other: true }), atLeast: 1 } }] }],
  // "also" / "an additional": one more effect besides the card's others (613.4c adds each).
  ['Jetmir, Nexus of Revels', { statics: [3, 6, 9].map((n) => ({ affects: you({ types: ['Creature'] }), modifications: [pt(1, 0), {}], condition: { kind: 'count', filter: you({ types: ['Creature'] }), atLeast: n } })) }],
  ['True-Faith Censer', { statics: [{ affects: ATTACHED, modifications: [pt(1, 1), kws('vigilance')] }, { affects: ATTACHED, modifications: [pt(1, 0)], condition: { kind: 'object-is', object: 'attached', filter: { subtypes: ['Human'] } } }] }],
  ['Taste for Mayhem', { statics: [{ modifications: [pt(2, 0)] }, { affects: ATTACHED, modifications: [pt(2, 0)], condition: { kind: 'count', filter: { zone: 'hand', controller: 'you' }, atMost: 0 } }] }],
  // 402.3: the cards in the controller's hand (hellbent).
  ["Demon's Jester", { statics: [{ affects: SOURCE, modifications: [pt(2, 1)], condition: { kind: 'count', filter: { kind: 'filter', zone: 'hand', controller: 'you' }, atMost: 0 } }] }],
  ['Thresher Lizard', { statics: [{ affects: SOURCE, modifications: [pt(1, 2)], condition: { kind: 'count', filter: { zone: 'hand', controller: 'you' }, atMost: 1 } }] }],
  ['Akki Underling', { statics: [{ affects: SOURCE, modifications: [pt(2, 1), kws('first strike')], condition: { kind: 'count', filter: { zone: 'hand', controller: 'you' }, atLeast: 7 } }] }],
  // 119: life totals.
  ['Serra Ascendant', { statics: [{ affects: SOURCE, modifications: [pt(5, 5), kws('flying')], condition: { kind: 'life', player: 'you', atLeast: 30 } }] }],
  ['Angel of Vitality', { statics: [{ affects: SOURCE, modifications: [pt(2, 2)], condition: { kind: 'life', player: 'you', atLeast: 25 } }] }],
  ['Thraben Doomsayer', { statics: [{ affects: you({ types: ['Creature'], other: true }), modifications: [pt(2, 2)], condition: { kind: 'life', player: 'you', atMost: 5 } }] }],
  // 110.5, 506.4: the source tapped, untapped, attacking; its own keywords come and go with the condition.
  ['Paradise Druid', { statics: [{ affects: SOURCE, modifications: [kws('hexproof')], condition: { kind: 'source-tapped', tapped: false } }] }],
  ['Castle Raptors', { keywords: [{ keyword: 'flying' }], statics: [{ affects: SOURCE, modifications: [pt(0, 2)], condition: { kind: 'source-tapped', tapped: false } }] }],
  ['K-9, Mark I', { statics: [{ affects: you({ supertypes: ['Legendary'], types: ['Creature'], other: true }), modifications: [kws('ward')], condition: { kind: 'source-tapped', tapped: false } }] }],
  // 122: counters on the source.
  ['Voice of the Blessed', { statics: [{ modifications: [kws('flying', 'vigilance')], condition: { kind: 'source-counters', counter: '+1/+1', atLeast: 4 } }, { modifications: [kws('indestructible')], condition: { kind: 'source-counters', counter: '+1/+1', atLeast: 10 } }] }],
  ['Beastmaster Ascension', { statics: [{ affects: you({ types: ['Creature'] }), modifications: [pt(5, 5)], condition: { kind: 'source-counters', counter: 'quest', atLeast: 7 } }] }],
  ['Armored Scrapgorger', { statics: [{ affects: SOURCE, modifications: [pt(3, 0)], condition: { kind: 'source-counters', counter: 'oil', atLeast: 3 } }] }],
  // 301.5: the object an Equipment or Aura is attached to, and "it" for that object.
  ["Champion's Helm", { statics: [{ affects: ATTACHED, modifications: [pt(2, 2)] }, { affects: ATTACHED, modifications: [kws('hexproof')], condition: { kind: 'object-is', object: 'attached', filter: { supertypes: ['Legendary'] } } }] }],
  ["Gimli's Axe", { statics: [{}, { affects: ATTACHED, modifications: [kws('menace')], condition: { kind: 'object-is', object: 'attached', filter: { supertypes: ['Legendary'] } } }] }],
  ['Steel of the Godhead', { statics: [{ affects: ATTACHED, modifications: [pt(1, 1), kws('lifelink')], condition: { kind: 'object-is', filter: { colors: ['W'] } } }, { modifications: [pt(1, 1), kws("can't be blocked")], condition: { kind: 'object-is', filter: { colors: ['U'] } } }] }],
  ['Clawing Torment', { statics: [{ affects: ATTACHED, modifications: [pt(-1, -1), kws("can't block")], condition: { kind: 'object-is', object: 'attached', filter: { types: ['Creature'] } } }, {}] }],
  ['Armory Veteran', { statics: [{ affects: SOURCE, modifications: [kws('menace')], condition: { kind: 'attached-to-source', subtype: 'Equipment', atLeast: 1 } }] }],
  // 700.5: devotion; 205.1a: "isn't a creature" removes the card type.
  ['Purphoros, God of the Forge', { statics: [{ affects: SOURCE, modifications: [{ kind: 'remove-types', types: ['Creature'] }], condition: { kind: 'devotion', colors: ['R'], atMost: 4 } }] }],
  ['Karametra, God of Harvests', { statics: [{ condition: { kind: 'devotion', colors: ['G', 'W'], atMost: 6 } }] }],
];

/** Near misses: a condition or an effect the templates don't read leaves the sentence unmodelled, whole. */
const UNMODELLED: [string, string][] = [
  // A count over a graveyard: a question rarely tells the whole graveyard (threshold).
  ['Werebear', 'This creature gets +3/+3 as long as seven or more cards are in your graveyard.'],
  ["Dragon's Rage Channeler", 'As long as there are four or more card types among cards in your graveyard, this creature gets +2/+2, has flying, and attacks each combat if able.'],
  // An opponent's graveyard, each opponent apart.
  ["Jace's Phantasm", 'This creature gets +4/+4 as long as an opponent has ten or more cards in their graveyard.'],
  // Two conditions at once; a zone the ability works from.
  ['Anger', 'As long as this card is in your graveyard and you control a Mountain, creatures you control have haste.'],
  // "it" is the equipped creature, and the condition is about combat partners.
  ['Sting, the Glinting Dagger', "Equipped creature has first strike as long as it's blocking or blocked by a Goblin or Orc."],
  // A condition on power, which the layers are still working out (613.4).
  ["Thieves' Tools", "Equipped creature can't be blocked as long as its power is 3 or less."],
  // "it" is the equipped creature, not the Equipment: not read.
  ["Tenza, Godo's Maul", "As long as it's legendary, it gets an additional +2/+2."],
  // The commander designation, the turn's history: not conditions the layers read.
  ['Thunderfoot Baloth', 'As long as you control your commander, this creature gets +2/+2 and other creatures you control get +2/+2 and have trample.'],
  ['Lyse Hext', "As long as you've cast two or more noncreature spells this turn, Lyse Hext has double strike."],
  // A rules effect, not a continuous effect on characteristics.
  ['Winter Orb', "As long as this artifact is untapped, players can't untap more than one land during their untap steps."],
  // A duration of a one-shot effect ("for as long as"), another template's.
  ['Sower of Temptation', 'When this creature enters, gain control of target creature for as long as this creature remains on the battlefield.'],
];

let cards: Map<string, CardRecord>;
const EXTRA = ['The World Tree', 'Tide Shaper', 'Savannah Lions', 'Lightning Bolt', 'Grizzly Bears', 'Hill Giant', 'Isamaru, Hound of Konda', 'Ashenmoor Gouger', 'Raging Goblin', 'Blood Petal Celebrant', 'Bonesplitter'];
beforeAll(async () => {
  cards = await loadRealCards([...ROWS.map((r) => r[0]), ...UNMODELLED.map((r) => r[0]), ...EXTRA]);
}, 120_000);

describe('conditional static abilities in real cards, compiled (611.3a)', () => {
  compiledShapes(ROWS, UNMODELLED, () => cards);
  it('GIVEN The World Tree THEN its lands have the granted mana ability (605.1a, 613.1f) only while it controls six or more lands', () => {
    const c = compileCard(cards.get('The World Tree')!);
    expect(c.object).toMatchObject({ statics: [{ affects: you({ types: ['Land'] }), modifications: [{ kind: 'add-activated', activated: [{ mana: true }] }], condition: { kind: 'count', filter: you({ types: ['Land'] }), atLeast: 6 } }] });
    expect(c.unmodelled).toEqual(['{W}{W}{U}{U}{B}{B}{R}{R}{G}{G}, {T}, Sacrifice this land: Search your library for any number of God cards, put them onto the battlefield, then shuffle.']);
  });

  it('GIVEN Tide Shaper THEN "as long as an opponent controls an Island" is read (some opponent controls one), its kicked trigger is not', () => {
    const c = compileCard(cards.get('Tide Shaper')!);
    expect(c.object).toMatchObject({ statics: [{ affects: SOURCE, modifications: [pt(1, 1)], condition: { kind: 'count', filter: { subtypes: ['Island'], controller: 'opponent' }, atLeast: 1 } }] });
    expect(c.unmodelled).not.toContain('This creature gets +1/+1 as long as an opponent controls an Island.');
    expect(c.unmodelled.length).toBeGreaterThan(0);
  });
});

describe('conditional static abilities in the engine: the condition is read each time the layers apply (611.3a-b)', () => {
  const { run, resolver } = cardScenarios(() => cards);
  const obj = (r: ScenarioRun, name: string) => r.resolution.final.objects.find((o) => o.printed.name === name);
  /** The characteristics after all layers of the named object where it is now. */
  const now = (r: ScenarioRun, name: string) => r.resolution.computed.find((c) => c.id === obj(r, name)?.id);
  const size = (r: ScenarioRun, name: string) => {
    const o = now(r, name);
    return o ? `${o.power}/${o.toughness}` : null;
  };
  const has = (r: ScenarioRun, name: string, keyword: string) => (now(r, name)?.keywords ?? []).some((k) => k.keyword === keyword);

  it('GIVEN Ballynock Cohort with another white creature THEN it is 3/3; WHEN that creature dies THEN the bonus ends and, with 2 damage marked, the Cohort is destroyed (704.3, 704.5g)', async () => {
    const base = { objects: [{ id: 'bc', card: 'Ballynock Cohort', damage: 2 }, { id: 'sl', card: 'Savannah Lions' }, { id: 'lb', card: 'Lightning Bolt', zone: 'hand' }] };
    const before = await run(base);
    expect(size(before, 'Ballynock Cohort')).toBe('3/3');
    expect(obj(before, 'Ballynock Cohort')?.zone).toBe('battlefield');
    const after = await run({ ...base, actions: [{ kind: 'cast', object: 'lb', targets: { any: ['sl'] } }, { kind: 'resolve' }] });
    expect(after.resolution.error).toBeUndefined();
    expect(obj(after, 'Savannah Lions')?.zone).toBe('graveyard');
    expect(obj(after, 'Ballynock Cohort')?.zone).toBe('graveyard');
    expect(after.resolution.trace.some((t) => t.key === 'sba.destroy-lethal' || (t.rules ?? []).includes('704.5g'))).toBe(true);
  });

  it('GIVEN Ballynock Cohort alone THEN "another" leaves the Cohort itself out: 2/2, and the trace says the condition is not met (611.3a)', async () => {
    const r = await run({ objects: [{ id: 'bc', card: 'Ballynock Cohort' }, { id: 'gb', card: 'Grizzly Bears' }] });
    expect(size(r, 'Ballynock Cohort')).toBe('2/2');
    expect(r.resolution.trace.some((t) => t.key === 'layer.condition-unmet' && t.rules.includes('611.3a'))).toBe(true);
  });

  it('GIVEN Castle Raptors THEN untapped it is 3/5; WHEN it attacks (tapping, 508.1f) THEN it is 3/3 and a 3-power blocker kills it', async () => {
    const idle = await run({ objects: [{ id: 'cr', card: 'Castle Raptors' }] });
    expect(size(idle, 'Castle Raptors')).toBe('3/5');
    const r = await run({
      objects: [{ id: 'cr', card: 'Castle Raptors' }, { id: 'hg', card: 'Hill Giant', controller: 'B', keywords: ['reach'] }],
      actions: [{ kind: 'declare-attackers', attackers: [{ object: 'cr' }] }, { kind: 'declare-blockers', blockers: [{ object: 'hg', blocks: ['cr'] }] }, { kind: 'combat-damage' }],
    });
    expect(r.resolution.error).toBeUndefined();
    expect(obj(r, 'Castle Raptors')?.zone).toBe('graveyard');
  });

  it('GIVEN Paradise Druid THEN untapped it has hexproof and tapped it has not (110.5, 702.11b)', async () => {
    const untapped = await run({ objects: [{ id: 'pd', card: 'Paradise Druid' }] });
    expect(has(untapped, 'Paradise Druid', 'hexproof')).toBe(true);
    const tapped = await run({ objects: [{ id: 'pd', card: 'Paradise Druid', tapped: true }] });
    expect(has(tapped, 'Paradise Druid', 'hexproof')).toBe(false);
  });

  it('GIVEN Blood Petal Celebrant THEN it has first strike only while attacking (506.4), and kills a 2/2 blocker first', async () => {
    const idle = await run({ objects: [{ id: 'bp', card: 'Blood Petal Celebrant' }] });
    expect(has(idle, 'Blood Petal Celebrant', 'first strike')).toBe(false);
    const r = await run({
      objects: [{ id: 'bp', card: 'Blood Petal Celebrant' }, { id: 'gb', card: 'Grizzly Bears', controller: 'B' }],
      actions: [{ kind: 'declare-attackers', attackers: [{ object: 'bp' }] }, { kind: 'declare-blockers', blockers: [{ object: 'gb', blocks: ['bp'] }] }, { kind: 'combat-damage' }],
    });
    expect(obj(r, 'Grizzly Bears')?.zone).toBe('graveyard');
    expect(obj(r, 'Blood Petal Celebrant')?.zone).toBe('battlefield');
  });

  it("GIVEN a creature with 'As long as it's your turn, this creature has first strike' THEN it has first strike on its controller's turn only (102.1)", async () => {
    const turnly = { id: 'x', name: 'Turn Knight', types: ['Creature'], power: 2, toughness: 2, statics: [{ text: "As long as it's your turn, this creature has first strike.", affects: { kind: 'source' }, modifications: [{ kind: 'add-keywords', keywords: [{ keyword: 'first strike' }] }], condition: { kind: 'turn', yours: true } }] };
    const mine = await run({ objects: [turnly] });
    expect(has(mine, 'Turn Knight', 'first strike')).toBe(true);
    const theirs = await run({ activePlayer: 'B', objects: [{ ...turnly, controller: 'A' }] });
    expect(has(theirs, 'Turn Knight', 'first strike')).toBe(false);
  });

  it('GIVEN Purphoros THEN below five devotion to red it is no creature; with {1}{R}{R}{R} more (Ashenmoor Gouger … ) it is one (700.5, 205.1a)', async () => {
    const alone = await run({ objects: [{ id: 'p', card: 'Purphoros, God of the Forge' }] });
    expect(now(alone, 'Purphoros, God of the Forge')?.types).not.toContain('Creature');
    // {3}{R} + {B/R}{B/R}{B/R} (Ashenmoor Gouger: each hybrid symbol is red, 700.5) + {R} (Raging Goblin) = 5.
    const five = await run({ objects: [{ id: 'p', card: 'Purphoros, God of the Forge' }, { id: 'g', card: 'Ashenmoor Gouger' }, { id: 'rg', card: 'Raging Goblin' }] });
    expect(now(five, 'Purphoros, God of the Forge')?.types).toContain('Creature');
    expect(size(five, 'Purphoros, God of the Forge')).toBe('6/5');
  });

  it('GIVEN Voice of the Blessed THEN four +1/+1 counters give flying; WHEN a counter is added to the third THEN it has flying (122)', async () => {
    const three = await run({ objects: [{ id: 'v', card: 'Voice of the Blessed', counters: { '+1/+1': 3 } }] });
    expect(has(three, 'Voice of the Blessed', 'flying')).toBe(false);
    const added = await run({ objects: [{ id: 'v', card: 'Voice of the Blessed', counters: { '+1/+1': 3 } }], actions: [{ kind: 'add-counters', target: 'v', counter: '+1/+1', amount: 1 }] });
    expect(added.resolution.error).toBeUndefined();
    expect(has(added, 'Voice of the Blessed', 'flying')).toBe(true);
  });

  it("GIVEN Champion's Helm THEN a legendary creature equipped with it has hexproof and a nonlegendary one hasn't (301.5)", async () => {
    const legend = await run({ objects: [{ id: 'm', card: 'Isamaru, Hound of Konda' }, { id: 'h', card: "Champion's Helm", attachedTo: 'm' }] });
    expect(has(legend, 'Isamaru, Hound of Konda', 'hexproof')).toBe(true);
    const bear = await run({ objects: [{ id: 'gb', card: 'Grizzly Bears' }, { id: 'h', card: "Champion's Helm", attachedTo: 'gb' }] });
    expect(has(bear, 'Grizzly Bears', 'hexproof')).toBe(false);
    expect(size(bear, 'Grizzly Bears')).toBe('4/4');
  });

  it("GIVEN Demon's Jester THEN with no cards in hand it is 4/3, with one it is 2/2, and with a hand nobody described the count stops (402.3)", async () => {
    const empty = await run({ objects: [{ id: 'dj', card: "Demon's Jester" }] });
    expect(size(empty, "Demon's Jester")).toBe('4/3');
    const one = await run({ objects: [{ id: 'dj', card: "Demon's Jester" }, { id: 'lb', card: 'Lightning Bolt', zone: 'hand' }] });
    expect(size(one, "Demon's Jester")).toBe('2/2');
    const untold = await runScenarioWithCards({ players: [{ id: 'A', life: 20, hand: 'unknown' }, { id: 'B', life: 20 }], objects: [{ id: 'dj', card: "Demon's Jester" }] }, resolver);
    expect(untold.ok ? untold.value.resolution.error?.key : untold.error.kind === 'invalid' ? 'invalid' : untold.error.error.key).toBe('error.unseen-card');
  });

  it('GIVEN Armory Veteran THEN it has menace only while an Equipment is attached to it (301.5)', async () => {
    const bare = await run({ objects: [{ id: 'av', card: 'Armory Veteran' }, { id: 'b', card: 'Bonesplitter' }] });
    expect(has(bare, 'Armory Veteran', 'menace')).toBe(false);
    const equipped = await run({ objects: [{ id: 'av', card: 'Armory Veteran' }, { id: 'b', card: 'Bonesplitter', attachedTo: 'av' }] });
    expect(has(equipped, 'Armory Veteran', 'menace')).toBe(true);
    expect(size(equipped, 'Armory Veteran')).toBe('4/2');
  });
});
