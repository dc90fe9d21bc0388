/**
 * Steps say things in words, never in the engine's codes (issue 16 §2, found by checking every step of
 * the shared Japanese questions): what set off a trigger, a target that is a player, the object an old
 * id now means, counter kinds, protection qualities, abilities on the stack, English rules text said
 * to be English, and made-up effect ids. Each row renders one step as the engine gives it.
 */
import { describe, expect, it } from 'vitest';
import type { TraceParam, TraceStep } from '../../src/engine/types.ts';
import type { Lang } from '../../src/core/lang.ts';
import { renderStep } from '../../src/render/trace.ts';
import { latinWords } from '../support/ja-text-check.ts';

const labels = {
  finks: { en: 'Kitchen Finks', ja: 'あなたの《台所の嫌がらせ屋》' },
  bolt: { en: 'Lightning Bolt', ja: '対戦相手の《稲妻》' },
  goblin: { en: 'Raging Goblin', ja: 'あなたの《怒り狂うゴブリン》' },
  bear: { en: 'Grizzly Bears', ja: 'あなたの《灰色熊》' },
};

function text(key: string, params: Record<string, TraceParam>, lang: Lang, rules: string[] = ['603.2']): string {
  return renderStep({ key, rules, params } as unknown as TraceStep, lang, { labels, asker: true }).text;
}

describe('GIVEN engine steps whose params are codes', () => {
  const ROWS: { key: string; params: Record<string, TraceParam>; en: RegExp; ja: RegExp; notEn?: RegExp }[] = [
    {
      key: 'trigger.triggers',
      params: { ability: 'Persist', source: 'Kitchen Finks', controller: 'A', cause: 'battlefield -> graveyard', lookBack: true },
      en: /triggers \(from the battlefield to the graveyard\)/,
      ja: /あなたの《台所の嫌がらせ屋》の能力「頑強」が誘発します（きっかけ：戦場→墓地）/,
      notEn: /->/,
    },
    {
      key: 'trigger.triggers',
      params: { ability: 'When this creature enters, you gain 2 life.', source: 'Kitchen Finks', controller: 'A', cause: 'enters', lookBack: false },
      en: /triggers \(it entered\)/,
      ja: /《台所の嫌がらせ屋》の英語のオラクル・テキスト「When this creature enters, you gain 2 life\.」の能力が誘発します（きっかけ：戦場に出た）/,
    },
    {
      key: 'stack.put',
      params: { item: 'Kitchen Finks: ward 2 — counter Doom Blade unless its controller pays {2}.', kind: 'triggered', controller: 'A', depth: 1 },
      en: /Kitchen Finks: ward 2/,
      ja: /^405\.2：あなたの《台所の嫌がらせ屋》の能力「護法\{2\}」（誘発型能力/,
    },
    { key: 'cast.targets', params: { spell: 'Lightning Bolt', word: 'any', targets: ['A'], shared: false }, en: /: you\.$|: player A\.$/, ja: /の対象：あなた。/, notEn: /: A\.$/ },
    { key: 'zone.follows', params: { reference: 'goblin', object: 'Raging Goblin', id: 'goblin~1', zone: 'battlefield' }, en: /^400\.7: Raging Goblin has become a new object/, ja: /^400\.7：あなたの《怒り狂うゴブリン》は新しいオブジェクト/, notEn: /goblin”/ },
    { key: 'event.counters', params: { target: 'B', counter: 'poison', amount: 1, before: 0, after: 1 }, en: /1 poison counter/, ja: /毒カウンター1個が置かれます/ },
    { key: 'event.damage-prevented', params: { source: 'Lightning Bolt', target: 'Grizzly Bears', amount: 3, quality: 'red' }, en: /protection from red/, ja: /プロテクション（赤）を持っています/ },
    { key: 'event.damage-prevented', params: { source: 'Lightning Bolt', target: 'Grizzly Bears', amount: 3, quality: 'creatures' }, en: /protection from creatures/, ja: /プロテクション（クリーチャー）を持っています/ },
    // Cost names (issue 16 §2): the keyword's Japanese name, never "bestow" / "kicker" / "without paying …".
    { key: 'cast.cost', params: { spell: 'Grizzly Bears', total: '{4}{U}', alternative: 'bestow' }, en: /the alternative cost: bestow/, ja: /（代替コスト：授与）/ },
    { key: 'cast.cost', params: { spell: 'Grizzly Bears', total: '{0}', alternative: 'without paying its mana cost' }, en: /without paying its mana cost/, ja: /（代替コスト：マナ・コストを支払わない）/ },
    { key: 'cast.cost', params: { spell: 'Lightning Bolt', total: '{3}{G}{G}', additional: ['kicker {2}{G}'] }, en: /with the additional kicker \{2\}\{G\}/, ja: /（追加コスト：キッカー\{2\}\{G\}）/ },
    { key: 'cast.announced', params: { spell: 'Grizzly Bears', alternative: 'morph', kicked: false }, en: /the alternative cost morph/, ja: /代替コスト ?変異；/ },
    // 603.3b's order lists abilities as the other steps name them, never "A: Kitchen Finks: When …".
    { key: 'trigger.order', params: { order: ['A: Kitchen Finks: When this creature enters, you gain 2 life.', 'B: Grizzly Bears: Persist'], policy: 'listed' }, en: /order listed: Kitchen Finks's “When this creature enters, you gain 2 life\.” \(player A\), Grizzly Bears's “Persist” \(player B\)\.$/, ja: /記載順：あなたの《台所の嫌がらせ屋》の英語のオラクル・テキスト「When this creature enters, you gain 2 life\.」の能力（あなた）、あなたの《灰色熊》の能力「頑強」（対戦相手）。$/, notEn: /A: Kitchen/ },
    // A target reason names the player, never the letter or the engine's code ('(B: not-a-player-target)').
    { key: 'cast.rewound', params: { player: 'A', spell: 'Lightning Bolt', reason: 'illegal-target', detail: 'B: not-a-player-target' }, en: /a chosen target is illegal \(player B: it is a player, and this can target only objects\)/, ja: /（対戦相手：プレイヤーです。これはプレイヤーを対象にできません）/, notEn: /not-a-player-target|\(B:/ },
    // The zone a card can't be cast from, in Japanese (601.2a).
    { key: 'cast.rewound', params: { player: 'A', spell: 'Grizzly Bears', reason: 'zone', detail: 'battlefield' }, en: /from where it is \(battlefield\)/, ja: /認めるルールや効果がありません（戦場）/ },
    // An ability resolving, named as the other steps name it (「《…》の英語のオラクル・テキスト「…」の能力」).
    { key: 'resolve.all', params: { item: 'Kitchen Finks: Whenever you gain life, put a +1/+1 counter on each creature you control.', effect: 'add-counters', objects: ['Grizzly Bears'] }, en: /Kitchen Finks: Whenever you gain life/, ja: /^603\.2：あなたの《台所の嫌がらせ屋》の英語のオラクル・テキスト「Whenever you gain life, put a \+1\/\+1 counter on each creature you control\.」の能力：「すべて」とは/ },
    { key: 'replacement.created', params: { effect: 'replacement-1', kind: 'regeneration-shield', controller: 'A', amount: null, object: 'Grizzly Bears', shields: [], duration: 'end-of-turn' }, en: /regeneration shield begins on Grizzly Bears/, ja: /再生の盾が始まります（あなたの《灰色熊》）/, notEn: /replacement-1/ },
  ];
  for (const row of ROWS) {
    it(`GIVEN ${row.key} ${JSON.stringify(row.params).slice(0, 80)} THEN English and Japanese say it in words`, () => {
      const en = text(row.key, row.params, 'en', row.key === 'stack.put' ? ['405.2'] : row.key === 'zone.follows' ? ['400.7'] : ['603.2']);
      const ja = text(row.key, row.params, 'ja', row.key === 'stack.put' ? ['405.2'] : row.key === 'zone.follows' ? ['400.7'] : ['603.2']);
      expect(en).toMatch(row.en);
      if (row.notEn) expect(en).not.toMatch(row.notEn);
      expect(ja).toMatch(row.ja);
      expect(ja).not.toMatch(/replacement-\d/);
      expect(latinWords(ja)).toEqual([]);
    });
  }

  it('GIVEN a token the engine named by its subtype THEN Japanese names it 「兵士・トークン」', () => {
    const ja = text('zone.follows', { reference: 'x', object: 'Soldier Token 2', id: 't', zone: 'battlefield' }, 'ja', ['400.7']);
    expect(ja).toContain('兵士・トークン2');
  });

  it('GIVEN English rules text the engine can\'t model THEN Japanese says it is the English oracle text', () => {
    const ja = text('restriction.added', { text: "You can't lose the game and your opponents can't win the game." }, 'ja', ['614.17']);
    expect(ja).toContain("英語のオラクル・テキスト「You can't lose the game");
    expect(latinWords(ja)).toEqual([]);
  });
});
