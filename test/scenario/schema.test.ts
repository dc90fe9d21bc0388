/**
 * The Scenario schema (src/scenario/schema.ts): it round-trips through JSON, applies its defaults,
 * normalises what people type (keywords, colors, types), and reports every problem as
 * "path: what was expected", in English and Japanese, without throwing.
 */
import '../support/subtypes-setup.ts'; // the engine's subtype lists, read from the CR file
import { readFileSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SCENARIO_LIMITS, formatKeyword, formatKeywordJa, formatPath, formatProblems, parseKeyword, parseScenario } from '../../src/scenario/schema.ts';
import type { Scenario, ScenarioProblem } from '../../src/scenario/schema.ts';

const EXAMPLES = new URL('../../src/scenario/examples/', import.meta.url);
const exampleFiles = readdirSync(EXAMPLES).filter((f) => f.endsWith('.json'));

function parsed(input: unknown): Scenario {
  const r = parseScenario(input);
  if (!r.ok) throw new Error(formatProblems(r.error, 'en').join('\n'));
  return r.value;
}

function problems(input: unknown, lang: 'en' | 'ja' = 'en'): string[] {
  const r = parseScenario(input);
  if (r.ok) throw new Error('expected the scenario to be rejected');
  return formatProblems(r.error, lang);
}

/** A Scenario with every field (src/scenario/schema.ts). */
const FULL = {
  players: [{ id: 'A', life: 20, poison: 0, counters: {} }, { id: 'B' }],
  activePlayer: 'A',
  objects: [
    {
      id: 'bear', name: 'Grizzly Bears', types: ['Creature'], subtypes: ['Bear'], supertypes: [], colors: ['G'], manaCost: '{1}{G}',
      power: 2, toughness: 2, loyalty: null, defense: null,
      keywords: ['trample', 'protection from red', 'ward {2}', 'islandwalk', { keyword: 'protection', param: 'red' }],
      statics: [{ text: 'Creatures you control get +1/+1.', affects: { kind: 'filter', types: ['Creature'], controller: 'you' }, modifications: [{ kind: 'modify-pt', power: 1, toughness: 1 }] }],
      controller: 'A', owner: 'A', zone: 'battlefield', tapped: false, summoningSick: false, counters: { '+1/+1': 1 }, damage: 0, attachedTo: null, timestamp: 1, token: false,
    },
  ],
  effects: [
    {
      id: 'growth', source: null, controller: 'A', text: 'Target creature gets +3/+3 until end of turn.', affects: { kind: 'objects', ids: ['bear'] },
      modifications: [{ kind: 'modify-pt', power: 3, toughness: 3 }], duration: { kind: 'end-of-turn' }, timestamp: 5, locked: true,
    },
  ],
  actions: [{ kind: 'damage', source: null, target: 'bear', amount: 2 }, { kind: 'end-turn' }],
};

describe('round trip', () => {
  it.each([
    ['the brief example', FULL],
    ['an empty object', {}],
    ['every modification and action kind', {
      objects: [{ id: 'x', types: ['creature'], power: 1, toughness: 1 }, { id: 'y', name: 'Y' }],
      effects: [{
        affects: { kind: 'filter', zone: 'battlefield', types: ['Creature'], colors: ['red'], notColors: ['W'], subtypes: ['Elf'], controller: 'opponent', other: true, notTypes: ['Land'], keywords: ['Flying'] },
        source: 'y',
        modifications: [
          { kind: 'copy', of: 'y' }, { kind: 'set-controller', player: 'B' }, { kind: 'set-types', types: ['Artifact'], subtypes: ['Golem'], keepSupertypes: true },
          { kind: 'add-types', types: ['Land'], subtypes: ['Forest'], supertypes: ['snow'] }, { kind: 'remove-types', allCreatureTypes: true },
          { kind: 'set-colors', colors: [] }, { kind: 'add-colors', colors: ['U'] }, { kind: 'add-keywords', keywords: ['ward 3'] },
          { kind: 'remove-keywords', keywords: ['flying'] }, { kind: 'lose-all-abilities' }, { kind: 'cant-have-keywords', keywords: ['hexproof'] },
          { kind: 'set-pt-cda', power: { kind: 'count', filter: { kind: 'filter', types: ['Land'], controller: 'you' } }, toughness: { kind: 'fixed', value: 3 } },
          { kind: 'set-pt', power: 0, toughness: null }, { kind: 'modify-pt', power: -1, toughness: 2 },
          { kind: 'modify-pt-per', power: 1, toughness: 1, per: { kind: 'fixed', value: 2 } }, { kind: 'switch-pt' },
          { kind: 'add-abilities', abilities: [{ affects: { kind: 'source' }, modifications: [{ kind: 'modify-pt', power: 1, toughness: 0 }] }] },
        ],
        duration: 'while-source',
      }],
      actions: [
        { kind: 'apply-effect', effect: { affects: { kind: 'source' }, source: 'x', modifications: [{ kind: 'switch-pt' }], duration: { kind: 'end-of-turn' } } },
        { kind: 'end-effect', effect: 'e1' }, { kind: 'damage', target: 'B', amount: 3, combat: true }, { kind: 'add-counters', target: 'x', counter: '+1/+1' },
        { kind: 'remove-counters', target: 'x', counter: '+1/+1', amount: 1 }, { kind: 'life', player: 'A', amount: -3 }, { kind: 'destroy', object: 'x' },
        { kind: 'sacrifice', object: 'x' }, { kind: 'exile', object: 'x' }, { kind: 'return-to-hand', object: 'x' }, { kind: 'move', object: 'x', to: 'Library' },
        { kind: 'tap', object: 'y' }, { kind: 'untap', object: 'y' }, { kind: 'attach', object: 'y', to: 'x' }, { kind: 'unattach', object: 'y' },
        { kind: 'create', object: { id: 't', types: ['Creature'], subtypes: ['Soldier'], colors: ['W'], power: 1, toughness: 1 } }, { kind: 'end-turn' },
      ],
    }],
    ...exampleFiles.map((f) => [f, JSON.parse(readFileSync(new URL(f, EXAMPLES), 'utf8')) as unknown] as [string, unknown]),
  ])('GIVEN %s THEN parse -> JSON.stringify -> parse gives the same Scenario', (_name, input) => {
    const once = parsed(input);
    const twice = parsed(JSON.parse(JSON.stringify(once)));
    expect(twice).toEqual(once);
    expect(JSON.parse(JSON.stringify(once))).toEqual(once);
  });
});

describe('defaults', () => {
  it('GIVEN {} THEN players A and B at 20 life, A active, nothing else', () => {
    expect(parsed({})).toEqual({
      players: [
        { id: 'A', life: 20, poison: 0, counters: {} },
        { id: 'B', life: 20, poison: 0, counters: {} },
      ],
      activePlayer: 'A',
      objects: [],
      effects: [],
      actions: [],
    });
  });

  it('GIVEN a bare object THEN every field gets its default (battlefield, controller A, owner = controller, untapped…)', () => {
    const s = parsed({ objects: [{}] });
    expect(s.objects[0]).toEqual({
      id: 'o1', types: [], subtypes: [], supertypes: [], colors: [], manaCost: null, power: null, toughness: null, loyalty: null, defense: null,
      keywords: [], statics: [], unmodelled: [], controller: 'A', owner: 'A', zone: 'battlefield', tapped: false, summoningSick: false,
      counters: {}, damage: 0, deathtouchDamage: false, attachedTo: null, token: false, copy: false,
    });
    expect('timestamp' in s.objects[0]!).toBe(false);
  });

  it('GIVEN players without A THEN the first player is active and controls objects by default; owner follows controller', () => {
    const s = parsed({ players: [{ id: 'P1' }, { id: 'P2' }], objects: [{ id: 'a' }, { id: 'b', controller: 'P2' }] });
    expect(s.activePlayer).toBe('P1');
    expect(s.objects.map((o) => [o.controller, o.owner])).toEqual([['P1', 'P1'], ['P2', 'P2']]);
  });

  it("GIVEN an effect with a source THEN its controller is the source's controller; without one, the active player", () => {
    const s = parsed({
      objects: [{ id: 'src', controller: 'B' }],
      effects: [
        { source: 'src', affects: { kind: 'source' }, modifications: [{ kind: 'switch-pt' }] },
        { affects: { kind: 'objects', ids: ['src'] }, modifications: [{ kind: 'switch-pt' }] },
      ],
    });
    expect(s.effects.map((e) => [e.id, e.controller, e.locked, e.duration.kind, e.text])).toEqual([
      ['e1', 'B', true, 'indefinite', ''],
      ['e2', 'A', true, 'indefinite', ''],
    ]);
  });

  it('GIVEN a create action THEN its object is a token controlled by the active player unless it says otherwise', () => {
    const s = parsed({ actions: [{ kind: 'create', object: { name: 'X' } }, { kind: 'create', object: { name: 'Y', token: false, controller: 'B' } }] });
    const objs = s.actions.map((a) => (a.kind === 'create' ? [a.object.token, a.object.controller, a.object.owner] : null));
    expect(objs).toEqual([[true, 'A', 'A'], [false, 'B', 'B']]);
  });

  it('GIVEN counters and damage actions without optional fields THEN amount 1, source null, not combat', () => {
    const s = parsed({ actions: [{ kind: 'add-counters', target: 'A', counter: 'poison' }, { kind: 'damage', target: 'B', amount: 2 }] });
    expect(s.actions).toEqual([
      { kind: 'add-counters', target: 'A', counter: 'poison', amount: 1 },
      { kind: 'damage', target: 'B', amount: 2, source: null, combat: false },
    ]);
  });
});

describe('normalising what people type', () => {
  it.each([
    ['trample', { keyword: 'trample' }],
    ['protection from red', { keyword: 'protection', param: 'red' }],
    ['Protection from Red', { keyword: 'protection', param: 'red' }],
    ['protection from Humans', { keyword: 'protection', param: 'Humans' }],
    ['ward {2}', { keyword: 'ward', param: '{2}' }],
    ['ward 2', { keyword: 'ward', param: '{2}' }],
    ['Ward—Pay 3 life.', { keyword: 'ward', param: 'Pay 3 life.' }],
    ['islandwalk', { keyword: 'landwalk', param: 'Island' }],
    ['Swampwalk', { keyword: 'landwalk', param: 'Swamp' }],
    ['nonbasic landwalk', { keyword: 'landwalk', param: 'nonbasic land' }],
    ['first-strike', { keyword: 'first strike' }],
    ['First Strike', { keyword: 'first strike' }],
    ['double_strike', { keyword: 'double strike' }],
    ['hexproof from blue', { keyword: 'hexproof', param: 'blue' }],
    ['affinity for artifacts', { keyword: 'affinity', param: 'artifacts' }],
    ['bushido 2', { keyword: 'bushido', param: '2' }],
    ['equip {1}{w}', { keyword: 'equip', param: '{1}{W}' }],
    ['enchant creature', { keyword: 'enchant', param: 'creature' }],
    ['jump start', { keyword: 'jump-start' }],
    ['nightbound', { keyword: 'nightbound' }],
    ['飛行', { keyword: 'flying' }],
    ['プロテクション（赤）', { keyword: 'protection', param: 'red' }],
    ['護法{2}', { keyword: 'ward', param: '{2}' }],
    ['島渡り', { keyword: 'landwalk', param: 'Island' }],
  ])('GIVEN the keyword %j THEN it is %j', (text, keyword) => {
    const s = parsed({ objects: [{ keywords: [text] }] });
    expect(s.objects[0]!.keywords).toEqual([keyword]);
  });

  it('GIVEN keyword objects THEN their names and parameters are normalised the same way', () => {
    const s = parsed({ objects: [{ keywords: [{ keyword: 'Protection', param: 'from red' }, { keyword: 'ward', param: '2' }, { keyword: 'islandwalk' }, { keyword: 'landwalk', param: 'forest' }] }] });
    expect(s.objects[0]!.keywords).toEqual([
      { keyword: 'protection', param: 'red' },
      { keyword: 'ward', param: '{2}' },
      { keyword: 'landwalk', param: 'Island' },
      { keyword: 'landwalk', param: 'Forest' },
    ]);
  });

  it.each([
    [{ keyword: 'flying' }, 'flying', '飛行'],
    [{ keyword: 'protection', param: 'red' }, 'protection from red', 'プロテクション（赤）'],
    [{ keyword: 'ward', param: '{2}' }, 'ward {2}', '護法{2}'],
    [{ keyword: 'landwalk', param: 'Island' }, 'islandwalk', '島渡り'],
    [{ keyword: 'hexproof', param: 'blue' }, 'hexproof from blue', '青からの呪禁'],
    [{ keyword: 'ward', param: 'Pay 3 life.' }, 'ward—Pay 3 life.', '護法（Pay 3 life.）'],
    [{ keyword: 'protection', param: 'Dragons' }, 'protection from Dragons', 'プロテクション（ドラゴン）'],
    // The blocking abilities with a parameter read as Japanese Oracle text words them (509.1b), not with the English parameter in brackets.
    [{ keyword: "can't be blocked by creatures with", param: 'power 2 or less' }, "can't be blocked by creatures with power 2 or less", 'パワーが2以下のクリーチャーによってはブロックされない'],
    [{ keyword: "can't block creatures with", param: 'power 3 or greater' }, "can't block creatures with power 3 or greater", 'パワーが3以上のクリーチャーをブロックできない'],
    [{ keyword: "can't be blocked except by", param: 'creatures with flying' }, "can't be blocked except by creatures with flying", '飛行を持つクリーチャーによってしかブロックされない'],
    [{ keyword: "can't be blocked except by", param: 'walls' }, "can't be blocked except by walls", '壁によってしかブロックされない'],
  ])('GIVEN %j THEN it reads %j in English and %j in Japanese, and reads back the same', (k, en, ja) => {
    expect(formatKeyword(k)).toBe(en);
    expect(formatKeywordJa(k)).toBe(ja);
    const back = parseKeyword(en);
    expect(back.ok && back.keyword).toEqual(k);
  });

  it('GIVEN colors, types, supertypes and zones in any case or as words THEN they are the canonical values', () => {
    const s = parsed({ objects: [{ colors: ['green', 'W', 'u', '黒'], types: ['creature', 'ARTIFACT', 'tribal'], supertypes: ['legendary', 'Snow'], zone: 'Graveyard' }] });
    const o = s.objects[0]!;
    expect([o.colors, o.types, o.supertypes, o.zone]).toEqual([['G', 'W', 'U', 'B'], ['Creature', 'Artifact', 'Kindred'], ['Legendary', 'Snow'], 'graveyard']);
  });

  it('GIVEN remove-keywords and filters with keyword text THEN they keep the keyword in its proper form', () => {
    const s = parsed({
      effects: [{ affects: { kind: 'filter', keywords: ['Flying', 'protection from Red'] }, modifications: [{ kind: 'remove-keywords', keywords: ['First-Strike', 'ward 2'] }] }],
    });
    const e = s.effects[0]!;
    expect(e.affects).toEqual({ kind: 'filter', keywords: ['flying', 'protection from red'] });
    expect(e.modifications).toEqual([{ kind: 'remove-keywords', keywords: ['first strike', 'ward {2}'] }]);
  });
});

describe('problems: "path: what was expected"', () => {
  const many = (n: number, item: unknown): unknown[] => Array.from({ length: n }, () => item);
  const effect = { affects: { kind: 'source' }, modifications: [{ kind: 'switch-pt' }] };

  it.each<[string, unknown, string]>([
    ['not an object', 5, '(scenario): expected an object { … } (got 5)'],
    ['an array', [], '(scenario): expected an object { … } (got a list)'],
    ['objects not a list', { objects: 'x' }, 'objects: expected a list [ … ] (got "x")'],
    ['an object not an object', { objects: [3] }, 'objects[0]: expected an object { … } (got 3)'],
    ['power a string', { objects: [{}, {}, { power: '3' }] }, 'objects[2].power: expected a number or null (got "3")'],
    ['power fractional', { objects: [{ power: 1.5 }] }, 'objects[0].power: expected a whole number (got 1.5)'],
    ['power huge', { objects: [{ power: 2e9 }] }, `objects[0].power: expected a number of at most ${SCENARIO_LIMITS.number} (got 2000000000)`],
    ['damage negative', { objects: [{ damage: -1 }] }, 'objects[0].damage: expected a whole number of 0 or more (got -1)'],
    ['life a string', { players: [{ id: 'A', life: 'x' }] }, 'players[0].life: expected a number (got "x")'],
    ['name a number', { objects: [{ name: 7 }] }, 'objects[0].name: expected a string (got 7)'],
    ['id empty', { objects: [{ id: '' }] }, 'objects[0].id: expected a non-empty string (got "")'],
    ['manaCost a number', { objects: [{ manaCost: 3 }] }, 'objects[0].manaCost: expected a string or null (got 3)'],
    ['tapped a string', { objects: [{ tapped: 'yes' }] }, 'objects[0].tapped: expected true or false (got "yes")'],
    ['counters a list', { objects: [{ counters: [] }] }, 'objects[0].counters: expected an object of counter kinds to numbers, e.g. {"+1/+1": 2} (got a list)'],
    ['a negative counter', { objects: [{ counters: { '+1/+1': -1 } }] }, 'objects[0].counters["+1/+1"]: expected a whole number of 0 or more (got -1)'],
    ['a color', { objects: [{ colors: ['purple'] }] }, 'objects[0].colors[0]: expected a color: W, U, B, R, G (or white, blue, black, red, green) (got "purple")'],
    ['a card type', { objects: [{ types: ['Goblin'] }] }, 'objects[0].types[0]: expected a card type: Artifact, Battle, Creature, Enchantment, Instant, Kindred, Land, Planeswalker or Sorcery (got "Goblin")'],
    ['a supertype', { objects: [{ supertypes: ['Epic'] }] }, 'objects[0].supertypes[0]: expected a supertype: Basic, Legendary, Ongoing, Snow or World (got "Epic")'],
    ['a zone', { objects: [{ zone: 'moon' }] }, 'objects[0].zone: expected a zone: battlefield, graveyard, exile, hand, library, stack or command (got "moon")'],
    ['a misspelt keyword', { objects: [{ keywords: ['flyng'] }] }, 'objects[0].keywords[0]: unknown keyword ability "flyng" (did you mean "flying"?)'],
    ['a keyword number', { objects: [{ keywords: [5] }] }, 'objects[0].keywords[0]: expected a keyword ability such as "flying", "protection from red", "ward {2}" or {"keyword": "protection", "param": "red"} (got 5)'],
    ['a misspelt field', { objects: [{ toughnes: 1 }] }, 'objects[0].toughnes: unknown field "toughnes" (did you mean "toughness"?)'],
    ['an unknown top-level field', { object: [] }, 'object: unknown field "object" (did you mean "objects"?)'],
    ['a filter controller', { effects: [{ ...effect, affects: { kind: 'filter', controller: 'me' } }] }, 'effects[0].affects.controller: expected "you" or "opponent" (got "me")'],
    ['no modifications', { effects: [{ ...effect, modifications: [] }] }, 'effects[0].modifications: expected at least 1 entry'],
    ['a duration', { effects: [{ ...effect, duration: 'forever' }] }, 'effects[0].duration: expected a duration: {"kind": "indefinite" | "end-of-turn" | "while-source"} (got "forever")'],
    ['an unknown action kind', { actions: [{ kind: 'blah' }] }, 'actions[0].kind: expected "kind" to be one of apply-effect, end-effect, damage, add-counters, remove-counters, life, destroy, sacrifice, exile, return-to-hand, move, tap, untap, attach, unattach, create, end-turn, declare-attackers, declare-blockers, combat-damage, remove-from-combat, end-combat, fight, add-replacement, cast, activate, copy-spell, pass, resolve, begin-step, add-restriction, turn-face-up, play-land, gain-life, draw (got "blah")'],
    ['an action without kind', { actions: [{}] }, 'actions[0].kind: expected "kind" to be one of apply-effect, end-effect, damage, add-counters, remove-counters, life, destroy, sacrifice, exile, return-to-hand, move, tap, untap, attach, unattach, create, end-turn, declare-attackers, declare-blockers, combat-damage, remove-from-combat, end-combat, fight, add-replacement, cast, activate, copy-spell, pass, resolve, begin-step, add-restriction, turn-face-up, play-land, gain-life, draw (missing)'],
    ['an action not an object', { actions: [5] }, 'actions[0]: expected an object { … } (got 5)'],
    ['a missing amount', { actions: [{ kind: 'damage', target: 'A' }] }, 'actions[0].amount: expected a whole number of 0 or more (missing)'],
    ['a missing target', { actions: [{ kind: 'destroy' }] }, 'actions[0].object: expected a string (missing)'],
    ['an unknown selector kind', { effects: [{ ...effect, affects: { kind: 'all' } }] }, 'effects[0].affects.kind: expected "kind" to be one of objects, attached-to-source, source, filter (got "all")'],
    ['an unknown modification kind', { effects: [{ ...effect, modifications: [{ kind: 'grow' }] }] }, 'effects[0].modifications[0].kind: expected "kind" to be one of copy, set-controller, set-types, add-types, remove-types, set-colors, add-colors, add-keywords, remove-keywords, lose-all-abilities, cant-have-keywords, set-pt-cda, set-pt, modify-pt, modify-pt-per, switch-pt, add-abilities, add-triggers, add-activated (got "grow")'],
    ['no players', { players: [] }, 'players: expected at least 1 entry'],
    ['too many players', { players: many(9, { id: 'x' }) }, `players: too many entries (9; at most ${SCENARIO_LIMITS.players})`],
    ['too many objects', { objects: many(201, {}) }, 'objects: too many entries (201; at most 200)'],
    ['too many effects', { effects: many(501, effect) }, 'effects: too many entries (501; at most 500)'],
    ['too many actions', { actions: many(1001, { kind: 'end-turn' }) }, 'actions: too many entries (1001; at most 1000)'],
    ['a long string', { objects: [{ name: 'x'.repeat(501) }] }, 'objects[0].name: too long (501 characters; at most 500)'],
    ['control characters', { objects: [{ name: 'Bear\u0007' }] }, 'objects[0].name: expected plain text without control characters'],
    ['a __proto__ counter', JSON.parse('{"players":[{"id":"A","counters":{"__proto__":1}}]}'), 'players[0].counters.__proto__: "__proto__" is a reserved name here; please use another'],
    ['a toString counter kind in an action', { objects: [{ id: 'x', types: ['Creature'], power: 1, toughness: 1 }], actions: [{ kind: 'add-counters', target: 'x', counter: 'toString', amount: 1 }] }, 'actions[0].counter: "toString" is a reserved name here; please use another'],
    ['a constructor object id', { objects: [{ id: 'constructor', types: ['Creature'], power: 1, toughness: 1 }] }, 'objects[0].id: "constructor" is a reserved name here; please use another'],
    ['a keyword given as an object inside an object', { objects: [{ keywords: [{ keyword: { nested: 1 } }] }] }, 'objects[0].keywords[0]: expected a keyword ability such as "flying", "protection from red", "ward {2}" or {"keyword": "protection", "param": "red"} (got an object)'],
    ['too many counter kinds', { objects: [{ counters: Object.fromEntries(many(51, 0).map((_, i) => [`c${i}`, 1])) }] }, 'objects[0].counters: too many entries (51; at most 50)'],
  ])('GIVEN %s THEN the problem reads as expected', (_name, input, expected) => {
    expect(problems(input)).toContain(expected);
  });

  it.each(['__proto__', 'constructor', 'toString', 'hasOwnProperty'])('GIVEN protection from "%s" THEN the parameter stays that word, in English and Japanese', (w) => {
    const k = parseKeyword(`protection from ${w}`);
    expect(k).toEqual({ ok: true, keyword: { keyword: 'protection', param: w } });
    if (!k.ok) return;
    expect(formatKeyword(k.keyword)).toBe(`protection from ${w}`);
    expect(formatKeywordJa(k.keyword)).toBe(`プロテクション（${w}）`);
    expect(parseKeyword(`${w}walk`)).toEqual({ ok: true, keyword: { keyword: 'landwalk', param: w[0]!.toUpperCase() + w.slice(1).toLowerCase() } });
  });

  it('GIVEN several problems THEN all are reported, each once, none thrown', () => {
    const list = problems({ objects: [{ power: 'x', toughness: 'y', colors: ['purple'] }], actions: [{ kind: 'nope' }] });
    expect(list).toEqual([
      expect.stringMatching(/^objects\[0\]\.colors\[0\]: /),
      expect.stringMatching(/^objects\[0\]\.power: /),
      expect.stringMatching(/^objects\[0\]\.toughness: /),
      expect.stringMatching(/^actions\[0\]\.kind: /),
    ]);
  });

  it('GIVEN problems in Japanese THEN each names the same path and says what was expected in Japanese', () => {
    const ja = problems({ objects: [{}, {}, { power: '3', toughnes: 1 }] }, 'ja');
    expect(ja).toEqual(['objects[2].power: 数値または null が必要です（入力："3"）', 'objects[2].toughnes: 未知の項目です："toughnes"（もしかして"toughness"？）']);
    expect(problems(5, 'ja')).toEqual(['（シナリオ全体）: オブジェクト { … } が必要です（入力：5）']);
  });

  it.each([null, undefined, 'text', 0, true, [], [1, 2], { objects: null }, { objects: [null] }, { actions: [[]] }, { effects: [{ affects: null, modifications: null }] }])(
    'GIVEN %j THEN a list of problems comes back (never an exception)',
    (input) => {
      const r = parseScenario(input);
      expect(r.ok).toBe(false);
      if (!r.ok) {
        expect(r.error.length).toBeGreaterThan(0);
        for (const p of r.error as ScenarioProblem[]) expect(typeof p.path).toBe('string');
      }
    },
  );

  it('GIVEN a card name THEN the schema accepts it (src/scenario/cards.ts looks it up before build; build.ts alone rejects it)', () => {
    expect(parsed({ objects: [{ card: 'Grizzly Bears' }] }).objects[0]!.card).toBe('Grizzly Bears');
  });

  it.each([
    [['objects', 2, 'power'], 'objects[2].power'],
    [['players', 0, 'counters', '+1/+1'], 'players[0].counters["+1/+1"]'],
    [[], ''],
    [['we ird'], '["we ird"]'],
  ])('GIVEN the path %j THEN it is written %j', (path, text) => {
    expect(formatPath(path)).toBe(text);
  });
});

describe('granted static abilities (613.7a) and P/T set from a count in 7b (613.6 ex.4)', () => {
  const rune = {
    id: 'rune',
    types: ['Enchantment'],
    subtypes: ['Aura'],
    keywords: ['enchant Equipment'],
    attachedTo: 'hammer',
    statics: [
      {
        text: "Enchanted Equipment has 'Equipped creature has flying.'",
        affects: { kind: 'attached-to-source' },
        modifications: [{ kind: 'add-abilities', abilities: [{ text: 'Equipped creature has flying.', affects: { kind: 'attached-to-source' }, modifications: [{ kind: 'add-keywords', keywords: ['飛行'] }] }] }],
      },
    ],
  };
  const count = { kind: 'count', filter: { kind: 'filter', zone: 'graveyard', types: ['creature'], controller: 'you' } };

  it('GIVEN add-abilities in a static ability and set-pt-cda in an apply-effect THEN both are accepted, normalised and round-trip', () => {
    const s = parsed({
      objects: [{ id: 'hammer', types: ['Artifact'], subtypes: ['Equipment'] }, rune, { id: 'svog', types: ['Land'] }],
      actions: [{ kind: 'apply-effect', effect: { source: 'svog', affects: { kind: 'source' }, modifications: [{ kind: 'set-pt-cda', power: count, toughness: count }] } }],
    });
    const granted = s.objects[1]!.statics[0]!.modifications[0]!;
    expect(granted).toEqual({
      kind: 'add-abilities',
      abilities: [{ text: 'Equipped creature has flying.', affects: { kind: 'attached-to-source' }, modifications: [{ kind: 'add-keywords', keywords: [{ keyword: 'flying' }] }], cda: false }],
    });
    const action = s.actions[0]!;
    expect(action.kind === 'apply-effect' && action.effect.modifications[0]).toEqual({
      kind: 'set-pt-cda',
      power: { kind: 'count', filter: { kind: 'filter', zone: 'graveyard', types: ['Creature'], controller: 'you' } },
      toughness: { kind: 'count', filter: { kind: 'filter', zone: 'graveyard', types: ['Creature'], controller: 'you' } },
    });
    // Not a characteristic-defining ability: an apply-effect has no `cda`, so it sets P/T in 7b.
    expect(action.kind === 'apply-effect' && 'cda' in action.effect).toBe(false);
    expect(parsed(JSON.parse(JSON.stringify(s)))).toEqual(s);
  });

  it('GIVEN a listed effect with set-pt-cda THEN cda defaults to false (7b); cda: true makes it a CDA (7a)', () => {
    const s = parsed({
      objects: [{ id: 'svog', types: ['Land'] }],
      effects: [
        { source: 'svog', affects: { kind: 'source' }, modifications: [{ kind: 'set-pt-cda', power: count, toughness: count }] },
        { source: 'svog', affects: { kind: 'source' }, modifications: [{ kind: 'set-pt-cda', power: count, toughness: count }], cda: true },
      ],
    });
    expect(s.effects.map((e) => e.cda)).toEqual([false, true]);
  });

  it('GIVEN add-abilities granting add-abilities THEN it says granted abilities go one level deep', () => {
    const nested = { kind: 'add-abilities', abilities: [{ affects: { kind: 'source' }, modifications: [{ kind: 'add-abilities', abilities: [] }] }] };
    expect(problems({ objects: [{ id: 'x', statics: [{ affects: { kind: 'source' }, modifications: [nested] }] }] })).toEqual([
      expect.stringMatching(/^objects\[0\]\.statics\[0\]\.modifications\[0\]\.abilities\[0\]\.modifications\[0\]\.kind: expected "kind" to be one of .*switch-pt \(got "add-abilities"\)$/),
    ]);
  });
});

describe('GIVEN a creature on the battlefield without power or toughness', () => {
  it('THEN the scenario is rejected naming the missing field, instead of treating it as 0', () => {
    const r = parseScenario({ objects: [{ id: 'x', name: 'Bear', types: ['Creature'], power: 2 }] });
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(formatProblems(r.error, 'en').join('\n')).toMatch(/objects\[0\]\.toughness: a creature needs its power and toughness/);
  });

  it('THEN a creature card in a graveyard may leave them out', () => {
    expect(parseScenario({ objects: [{ id: 'x', types: ['Creature'], zone: 'graveyard' }] }).ok).toBe(true);
  });
});
