/**
 * Issue 13 §4: the question layer's own words, one catalogue per language (src/questions/locales).
 * The compiler makes each catalogue supply every entry of QuestionWords; this checks they have the
 * same entries at run time too, that each entry says something, that the English one has no Japanese
 * in it and the Japanese one no stray English word, and that entries keep their meaning in both.
 */
import { describe, expect, it } from 'vitest';
import { hasJapaneseScript } from '../../src/core/lang.ts';
import { EN } from '../../src/questions/locales/en.ts';
import { JA } from '../../src/questions/locales/ja.ts';
import { QUESTION_WORDS, wordsFor } from '../../src/questions/locales/index.ts';
import type { QuestionWords } from '../../src/questions/locales/words.ts';

/** Each entry as text: a function is called with sample arguments of the kind it takes. */
function sample(words: QuestionWords): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(words)) {
    // (A group of entries — the answer lines — is checked by its keys below.)
    if (typeof v === 'object') continue;
    if (typeof v === 'string') out[k] = v;
    else if (k === 'list' || k === 'orList' || k === 'andList' || k === 'nameList' || k === 'lines' || k === 'sizeNotGiven' || k === 'modeList') out[k] = (v as (x: readonly string[], n?: number) => string)(['X', 'Y'], 1);
    else if (k === 'modeCount') out[k] = (v as (a: number, b: number) => string)(1, 2);
    else if (k === 'staticSource') out[k] = (v as (n: number) => string)(1);
    else if (k === 'butIfYouDo' || k === 'continued' || k === 'appended' || k === 'abilityUse' || k === 'localName' || k === 'namedCard') out[k] = (v as (a: string, b: string) => string)('X', 'Y');
    else out[k] = (v as (a: string) => string)(k === 'assumedObject' ? 'Creature' : 'X');
  }
  return out;
}

/** Every entry's path in a catalogue ("asks.fate.died"), with what kind of value it is. */
function shape(words: object, prefix = ''): string[] {
  return Object.entries(words).flatMap(([k, v]) => (typeof v === 'object' && v !== null ? shape(v as object, `${prefix}${k}.`) : [`${prefix}${k}:${typeof v}`])).sort();
}

/** Latin words in a Japanese text, other than the samples passed in (X, Y) and mana symbols ({T}, {C}). */
function strayLatin(text: string): string[] {
  return (text.replace(/\{[A-Z0-9]\}/g, '').match(/[A-Za-z]{2,}/g) ?? []).filter((w) => !/^[XY]+$/.test(w));
}

describe('GIVEN the question layer word catalogues (EN, JA)', () => {
  it('THEN both have the same entries, and each language is reachable', () => {
    expect(Object.keys(JA).sort()).toEqual(Object.keys(EN).sort());
    // The groups inside (the answer lines of each ask) too, entry by entry, a string for a string.
    expect(shape(JA)).toEqual(shape(EN));
    expect(shape(EN).filter((p) => p.startsWith('asks.')).length).toBeGreaterThan(40);
    expect(shape(EN).filter((p) => p.startsWith('restate.')).length).toBeGreaterThan(60);
    expect(Object.keys(QUESTION_WORDS).sort()).toEqual(['en', 'ja']);
    expect(wordsFor('ja')).toBe(JA);
    expect(wordsFor('en')).toBe(EN);
  });
  const en = sample(EN);
  const ja = sample(JA);
  for (const key of Object.keys(en)) {
    it(`GIVEN entry ${key} THEN each says something, English without Japanese, Japanese without stray English`, () => {
      expect(en[key]!.length).toBeGreaterThan(0);
      expect(ja[key]!.length).toBeGreaterThan(0);
      expect(hasJapaneseScript(en[key]!)).toBe(false);
      expect(strayLatin(ja[key]!)).toEqual([]);
    });
  }
  it.each([
    // [entry, English, Japanese]: the words the replies used before they moved here (no wording changed).
    ['list', 'X, Y', 'X、Y'],
    ['orList', 'X or Y', 'X、Y'],
    ['modeList', 'X or Y', 'X、Y'],
    ['modeCount', 'choose 1 to 2', '1〜2つ'],
    // (No parenthesis in the name: it is quoted in parentheses, 「唯一のもの（仮定のクリーチャー）」.)
    ['assumedObject', 'a creature (assumed)', '仮定のクリーチャー'],
    ['cardName', 'X', '《X》'],
    ['continued', 'X Y', 'XY'],
    ['said', "'X'", 'X'],
    // (Moved here from the question layer's modules in session 18: issue 13 §4.)
    ['andList', 'X and Y', 'X、Y'],
    ['nameList', 'X; Y', 'X、Y'],
    ['typedName', '[[X]]', '《X》'],
    ['ruleList', 'X', 'X'],
    ['castOption', 'X', '超過'],
    ['atTheSameTime', 'at the same time', '同時に'],
  ])('GIVEN entry %s THEN English %j and Japanese %j', (key, e, j) => {
    expect(en[key]).toBe(e);
    expect(ja[key]).toBe(j);
  });
  it.each([
    // [what, English, Japanese]: answer lines as they read before they moved into the catalogues (issue 13 §4).
    ['fate.survives', EN.asks.fate.survives('X', '3/3', 2), JA.asks.fate.survives('X', '3/3', 2), 'X survives (3/3 with 2 damage marked).', 'Xは戦場に残ります（3/3、ダメージ2点）。'],
    ['fate.notPutInto', EN.asks.fate.notPutInto('X', 'graveyard', 'battlefield'), JA.asks.fate.notPutInto('X', 'graveyard', 'battlefield'), "X isn't put into its owner's graveyard; it is still on the battlefield.", 'Xは墓地には置かれません（最終的には戦場）。'],
    ['result.wins draw', EN.asks.result.wins('A', false, true), JA.asks.result.wins('A', false, true), 'Both players lose at the same time, so the game is a draw (see 104.4a).', 'あなたは両プレイヤーが同時に敗北するため、ゲームは引き分けです（104.4aを参照）。'],
    ['life.gains', EN.asks.life.gains('B', 3, ' (20 → 23)', ''), JA.asks.life.gains('B', 3, '（20 → 23）', ''), 'The opponent gains 3 life (20 → 23).', '対戦相手は3点のライフを得ます（20 → 23）。'],
    ['engineLine', EN.asks.engineLine("Player A can't cast X. Y.", '601.2e'), JA.asks.engineLine('Xを唱えられません。Y。', '601.2e'), "You can't cast X (601.2e). Y.", 'Xを唱えられません（601.2e）。Y。'],
    ['can.cast', EN.asks.can.cast('B', 'instant', false), JA.asks.can.cast('B', 'インスタント', false), 'The opponent can cast an instant.', '対戦相手はインスタントを唱えられます。'],
    ['restate.setup', EN.restate.setup([{ text: 'X', card: false }, { text: 'Y', card: false }]), JA.restate.setup([{ text: 'X', card: false }, { text: 'Y', card: false }]), 'there are X and Y', 'X、Yがいる'],
    ['restate.setup cards', EN.restate.setup([{ text: 'X', card: false }, { text: 'Y', card: true }]), JA.restate.setup([{ text: 'X', card: false }, { text: 'Y', card: true }]), 'there are X and Y', 'Xがいる。Yがある'],
    ['restate.moment', EN.restate.moment({ turn: 'B', step: 'end', next: false }), JA.restate.moment({ turn: 'B', step: 'end', next: false }), "during the opponent's end step", '対戦相手のターンの終了ステップに'],
    ['restate.change', EN.restate.change({ kind: 'modify-pt', power: 2, toughness: -1 }, true), JA.restate.change({ kind: 'modify-pt', power: 2, toughness: -1 }, true), 'get +2/-1', '+2/-1の修整を受ける'],
    ['claims.lifeRun', EN.claims.lifeRun('the opponent', false, true, 3), JA.claims.lifeRun('対戦相手', false, true, 3), 'the opponent gains 3 life', '対戦相手が得るライフは3点です'],
    ['localName', EN.localName('Serra Angel', 'セラの天使'), JA.localName('Serra Angel', 'セラの天使'), 'Serra Angel', 'セラの天使'],
    ['localName without a Japanese name', EN.localName('Serra Angel', null), JA.localName('Serra Angel', null), 'Serra Angel', 'Serra Angel'],
    ['namedCard', EN.namedCard('Shock', 'ショック'), JA.namedCard('Shock', 'ショック'), 'Shock', '《ショック》'],
    ['namedCard without a Japanese name', EN.namedCard('Shock', null), JA.namedCard('Shock', null), 'Shock', 'Shock'],
    ['appended', EN.appended('X.', 'Y.'), JA.appended('X。', 'Y。'), 'X. Y.', 'X。Y。'],
    ['ruleList', EN.ruleList('613.4, 613.7'), JA.ruleList('613.4, 613.7'), '613.4, 613.7', '613.4、613.7'],
    ['counterName', EN.counterName('loyalty'), JA.counterName('defense'), 'loyalty', '守備'],
    ['counterExample', EN.counterExample('Battle'), JA.counterExample('Planeswalker'), "the opponent's battle has 5 defense", '相手のプレインズウォーカーは忠誠度3'],
    ['attribute.colors', EN.attribute.colors('W'), JA.attribute.colors('W'), 'white', '白'],
    ['attribute.subtypes', EN.attribute.subtypes('Goblin'), JA.attribute.subtypes('ゴブリン'), 'a Goblin', 'ゴブリン'],
    ['attribute.supertypes', EN.attribute.supertypes('Legendary'), JA.attribute.supertypes('Legendary'), 'legendary', '伝説'],
    ['abilityUse', EN.abilityUse('X', 'Y'), JA.abilityUse('X', 'Y'), 'X: “Y”', 'Xの「Y」'],
    ['abilityUse without a source', EN.abilityUse(null, 'Y'), JA.abilityUse(null, 'Y'), '“Y”', '「Y」'],
    ['things.owner', EN.things.owner('B'), JA.things.owner('A'), "the opponent's", 'あなたの'],
    ['things.nth', EN.things.nth('your', 2, '2/2 creature', true), JA.things.nth('あなたの', 2, '2/2クリーチャー', true), 'your second 2/2 creature', 'あなたの2体目の2/2クリーチャー'],
    ['things.nth of a spell', EN.things.nth('your', 2, 'Lightning Bolt', false), JA.things.nth('あなたの', 2, '《稲妻》', false), 'your second Lightning Bolt', 'あなたの2枚目の《稲妻》'],
    ['things.nthInZone', EN.things.nthInZone('the creature card in your graveyard', 11), JA.things.nthInZone('墓地のカード', 2), 'the #11 creature card in your graveyard', '2枚目の墓地のカード'],
    ['claims.withKeywords', EN.claims.withKeywords('3/3', ['flying', 'trample']), JA.claims.withKeywords('3/3', ['飛行']), '3/3 with flying, trample', '3/3（飛行）'],
    ['divisions.of', EN.divisions.of('X', [{ to: 'Y', amount: 2 }, { to: 'Z', amount: 1 }]), JA.divisions.of('X', [{ to: 'Y', amount: 2 }, { to: 'Z', amount: 1 }]), "X's damage as 2 to Y and 1 to Z", 'XのダメージをYに2点、Zに1点'],
  ])('GIVEN answer line %s THEN English and Japanese read as before', (_what, en, ja, e, j) => {
    expect(en).toBe(e);
    expect(ja).toBe(j);
  });
  it('THEN English lines start sentences with a capital and Japanese lines are tidied', () => {
    expect(EN.lines(['yes. the 2/2 dies.', 'no.'])).toBe('Yes. The 2/2 dies.\nNo.');
    expect(EN.inSentence('Yes. It dies.')).toBe('yes. It dies.');
    expect(EN.assumedObject('Artifact')).toBe('an artifact (assumed)');
  });
});
