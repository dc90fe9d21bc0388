/**
 * The structured option grammar on its own (src/questions/structured): keyword runs, one object,
 * items split at separators outside brackets, inline options on the CLI, and the Scenario /combat
 * builds (owners, blocks, granted keywords for card names).
 */
import { describe, expect, it } from 'vitest';
import { readKeywords } from '../../src/questions/structured/keywords.ts';
import { readObject } from '../../src/questions/structured/object.ts';
import type { ObjectSpec } from '../../src/questions/structured/object.ts';
import { splitItems, checkText } from '../../src/questions/structured/text.ts';
import { inlineOptions } from '../../src/questions/structured/inline.ts';
import { parseCombat } from '../../src/questions/structured/combat.ts';

function spec(text: string): ObjectSpec {
  const r = readObject(text);
  if (r.kind !== 'object') throw new Error(`not an object: ${JSON.stringify(r)}`);
  return r.spec;
}

describe('keyword runs', () => {
  it.each<[string, string[]]>([
    ['trample lifelink', ['trample', 'lifelink']],
    ['first strike trample protection from red', ['first strike', 'trample', 'protection from red']],
    ['ward 2 flying', ['ward {2}', 'flying']],
    ['toxic 2 deathtouch', ['toxic 2', 'deathtouch']],
    ['double strike and vigilance', ['double strike', 'vigilance']],
    ["can't be blocked except by creatures with flying", ["can't be blocked except by creatures with flying"]],
    ['hexproof from white', ['hexproof from white']],
    ['トランプル 絆魂', ['trample', 'lifelink']],
    ['トランプルと絆魂を持つ', ['trample', 'lifelink']],
  ])('GIVEN %j THEN %j', (text, keywords) => {
    expect(readKeywords(text.split(' '))).toEqual({ ok: true, keywords });
  });

  it.each<[string, string, string | undefined]>([
    ['trampel', 'trampel', 'trample'],
    ['flying bogus', 'bogus', undefined],
    ['flying 3', '3', undefined],
    ['protection from', 'from', undefined],
  ])('GIVEN %j THEN the word %j is named', (text, word, suggestion) => {
    const r = readKeywords(text.split(' '));
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.word).toBe(word);
      expect(r.suggestion).toBe(suggestion);
    }
  });
});

describe('one object', () => {
  it('GIVEN P/T, colors, types, keywords, damage, count and blocks THEN each is read', () => {
    expect(spec('2x 3/3 green artifact creature deathtouch damage 1 blocks 1 and 2')).toMatchObject({
      count: 2, pt: { power: 3, toughness: 3 }, colors: ['G'], types: ['Artifact', 'Creature'], keywords: ['deathtouch'], damage: 1, blocks: [1, 2], name: null,
    });
  });

  it.each<[string, Partial<ObjectSpec>]>([
    ['2/2 protection from green', { colors: [], keywords: ['protection from green'] }],
    ['2/2 green protection from red', { colors: ['G'], keywords: ['protection from red'] }],
    ['2/2 affinity for artifacts', { types: [], keywords: ['affinity for artifacts'] }],
    ['3/3 接死 ダメージ2 →1', { keywords: ['deathtouch'], damage: 2, blocks: [1] }],
    ['3/3 2点のダメージ 1をブロック', { damage: 2, blocks: [1] }],
    ['１/１ 飛行', { pt: { power: 1, toughness: 1 }, keywords: ['flying'] }],
    ['Grizzly Bears', { name: 'Grizzly Bears', pt: null }],
    ['Grizzly Bears with flying', { name: 'Grizzly Bears', keywords: ['flying'] }],
    ['《Jace, the Mind Sculptor》', { name: 'Jace, the Mind Sculptor' }],
    ['《セラの天使》 絆魂', { name: 'セラの天使', keywords: ['lifelink'] }],
    ['1/1 x3', { count: 3 }],
  ])('GIVEN %j THEN %j', (text, expected) => {
    expect(spec(text.normalize('NFKC'))).toMatchObject(expected);
  });

  it('GIVEN only keywords THEN they are keywords for the object before', () => {
    expect(readObject('lifelink first strike')).toEqual({ kind: 'keywords', keywords: ['lifelink', 'first strike'] });
  });
});

describe('text checks and items', () => {
  it('GIVEN commas inside 《》 or quotes THEN they do not split', () => {
    expect(splitItems('《Jace, the Mind Sculptor》, "Teferi, Time Raveler"; 2/2、3/3')).toEqual(['《Jace, the Mind Sculptor》', '"Teferi, Time Raveler"', '2/2', '3/3']);
  });

  it('GIVEN full-width digits and slashes THEN they are read as ASCII', () => {
    expect(checkText('７／７　トランプル', { option: 'attackers', example: 'x', max: 100 }, 'ja')).toEqual({ ok: true, value: '7/7 トランプル' });
  });

  it('GIVEN inline option labels (English or Japanese) THEN they become options; a given option is kept', () => {
    expect(inlineOptions({ attackers: '7/7 trample blockers: 2/2, 3/3' }, 'attackers', { attackers: ['攻撃'], blockers: ['ブロック'] })).toMatchObject({ attackers: '7/7 trample', blockers: '2/2, 3/3' });
    expect(inlineOptions({ attackers: '攻撃：7/7 トランプル ブロック：2/2' }, 'attackers', { attackers: ['攻撃'], blockers: ['ブロック'] })).toMatchObject({ attackers: '7/7 トランプル', blockers: '2/2' });
    expect(inlineOptions({ attackers: '7/7 blockers: 1/1', blockers: '2/2' }, 'attackers', { attackers: [], blockers: [] })).toMatchObject({ attackers: '7/7', blockers: '2/2' });
  });
});

describe('the Scenario /combat builds', () => {
  it('GIVEN attackers and blockers THEN A attacks with its creatures, B blocks as told, every damage step runs', () => {
    const r = parseCombat({ attackers: '7/7 trample, Grizzly Bears with flying', blockers: '2/2 blocks 1, 1/1 blocks 2 damage 0' }, 'en');
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.value.scenario).toEqual({
      objects: [
        { id: 'a1', controller: 'A', types: ['Creature'], power: 7, toughness: 7, keywords: ['trample'] },
        { id: 'a2', controller: 'A', card: 'Grizzly Bears' },
        { id: 'b1', controller: 'B', types: ['Creature'], power: 2, toughness: 2 },
        { id: 'b2', controller: 'B', types: ['Creature'], power: 1, toughness: 1 },
      ],
      effects: [{ id: 'a2-keywords', text: 'Grizzly Bears has flying.', affects: { kind: 'objects', ids: ['a2'] }, modifications: [{ kind: 'add-keywords', keywords: ['flying'] }] }],
      actions: [
        { kind: 'declare-attackers', attackers: [{ object: 'a1' }, { object: 'a2' }] },
        { kind: 'declare-blockers', blockers: [{ object: 'b1', blocks: ['a1'] }, { object: 'b2', blocks: ['a2'] }] },
        { kind: 'combat-damage', all: true },
      ],
    });
  });
});
