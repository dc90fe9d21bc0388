/**
 * Japanese ability text through the same templates (issue 14 §3): each template has a Japanese
 * surface read into the English one, so a Japanese sentence and its English oracle text give the
 * same object (the abilities keep their printed text: Japanese for one, English for the other).
 * The Japanese strings here are written for the tests; the shared card data has Japanese names only.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { compileAbilityText, compileCard, compileJapaneseCard } from '../../src/cards/compile/index.ts';
import { joinJapanese, toJaPrinting } from '../../src/cards/record.ts';
import type { CardRecord } from '../../src/cards/types.ts';
import { loadRealCards } from './compile-helpers.ts';

/** The object without its `text` fields (the printed text differs by language, the meaning must not). */
function meaning<T>(v: T): T {
  if (Array.isArray(v)) return v.map(meaning) as T;
  if (v && typeof v === 'object') return Object.fromEntries(Object.entries(v).filter(([k]) => k !== 'text').map(([k, x]) => [k, meaning(x)])) as T;
  return v;
}

/** [Japanese, English]: the same ability on two surfaces. */
const PAIRS: [string, string][] = [
  ['「あなたがコントロールするクリーチャーは+1/+1の修整を受ける」', 'Creatures you control get +1/+1.'],
  ['あなたがコントロールする他の白のクリーチャーは+1/+1の修整を受ける。', 'Other white creatures you control get +1/+1.'],
  ['飛行、警戒', 'Flying, vigilance'],
  ['このクリーチャーが戦場に出たとき、カードを1枚引く。', 'When this creature enters, draw a card.'],
  ['このクリーチャーが死亡したとき、あなたは2点のライフを得る。', 'When this creature dies, you gain 2 life.'],
  ['このクリーチャーが攻撃するたび、このクリーチャーはターン終了時まで+1/+0の修整を受ける。', 'Whenever this creature attacks, it gets +1/+0 until end of turn.'],
  ['このクリーチャーが戦場に出たとき、クリーチャー1体を対象とする。このクリーチャーはそれに4点のダメージを与える。', 'When this creature enters, it deals 4 damage to target creature.'],
  ['あなたのアップキープの開始時に、カードを1枚引き、その後カードを1枚捨てる。', 'At the beginning of your upkeep, draw a card, then discard a card.'],
  ['あなたがインスタントかソーサリーである呪文を唱えるたび、このクリーチャーは各対戦相手にそれぞれ2点のダメージを与える。', 'Whenever you cast an instant or sorcery spell, this creature deals 2 damage to each opponent.'],
  ['{T}：{G}を加える。', '{T}: Add {G}.'],
  ['{T}：好きな色1色のマナ1点を加える。', '{T}: Add one mana of any color.'],
  ['{1}{R}：このクリーチャーはターン終了時まで+1/+0の修整を受ける。', '{1}{R}: This creature gets +1/+0 until end of turn.'],
  ['{T}：占術1を行う。', '{T}: Scry 1.'],
  // Session 41b: the first main phase (505.1a), mana from a trigger (605.1b), discards (701.9a).
  ['あなたの第1メイン・フェイズの開始時に、{G}{G}を加える。', 'At the beginning of your first main phase, add {G}{G}.'],
  ['あなたの戦闘前メイン・フェイズの開始時に、{G}{G}を加える。', 'At the beginning of your first main phase, add {G}{G}.'],
  ['対戦相手1人がカードを1枚捨てるたび、あなたは2点のライフを得る。', 'Whenever an opponent discards a card, you gain 2 life.'],
  ['あなたがカードを1枚捨てるたび、カードを1枚引く。', 'Whenever you discard a card, draw a card.'],
  // Session 44: a condition 「…かぎり、…」 is "As long as …, …" (604.1; cards/compile/ja-conditions.ts).
  ['あなたがアーティファクトをコントロールしているかぎり、このクリーチャーは+1/+1の修整を受ける。', 'As long as you control an artifact, this creature gets +1/+1.'],
  ['このクリーチャーがタップ状態であるかぎり、このクリーチャーは飛行を持つ。', 'As long as this creature is tapped, it has flying.'],
  ['あなたのライフが30点以上であるかぎり、あなたがコントロールするクリーチャーは+2/+2の修整を受ける。', 'As long as you have 30 or more life, creatures you control get +2/+2.'],
  ['対戦相手がエンチャントをコントロールしているかぎり、このクリーチャーは攻撃できない。', "As long as an opponent controls an enchantment, this creature can't attack."],
];

describe('Japanese surfaces of the templates', () => {
  it.each(PAIRS)('%s ≡ %s', (ja, en) => {
    const j = compileAbilityText(ja);
    const e = compileAbilityText(en);
    expect(j.unmodelled).toEqual([]);
    expect(e.unmodelled).toEqual([]);
    expect(meaning(j.object)).toEqual(meaning(e.object));
  });

  it('GIVEN a Japanese ability THEN its abilities keep the Japanese text', () => {
    const r = compileAbilityText('このクリーチャーが戦場に出たとき、カードを1枚引く。');
    expect((r.object.triggers as { text: string }[])[0]!.text).toBe('このクリーチャーが戦場に出たとき、カードを1枚引く。');
  });

  it.each([
    // A target announced but an instruction not read, a trigger condition with no template, an unknown keyword.
    'クリーチャー1体を対象とする。それを生け贄に捧げる。',
    '対戦相手がコントロールするクリーチャーが死亡するたび、カードを1枚引く。',
    '飛行、まだ無いキーワード',
  ])('GIVEN %s THEN it is unmodelled as written (never read in part)', (ja) => {
    const r = compileAbilityText(ja);
    expect(r.unmodelled).toEqual([ja]);
    expect(r.gaps).toHaveLength(1);
  });
});

describe('Japanese printed text of a catalog card', () => {
  let cards: Map<string, CardRecord>;
  beforeAll(async () => {
    cards = await loadRealCards(['Glorious Anthem', 'Llanowar Elves', 'Shock', 'Murder']);
  }, 120_000);

  /** A card as a catalog with a Japanese printing carrying printed_text would give it. */
  function withJapanese(name: string, ja: string, printed: string): CardRecord {
    const card: CardRecord = { ...cards.get(name)!, ja: [] };
    joinJapanese([card], [toJaPrinting({ lang: 'ja', name, oracle_id: card.oracle_id, printed_name: ja, printed_text: printed })]);
    return card;
  }

  it.each<[string, string, string]>([
    ['Glorious Anthem', '栄光の頌歌', 'あなたがコントロールするクリーチャーは+1/+1の修整を受ける。'],
    ['Llanowar Elves', 'ラノワールのエルフ', '{T}：{G}を加える。'],
    ['Shock', 'ショック', 'クリーチャー1体かプレイヤー1人かプレインズウォーカー1体かバトル1つを対象とする。ショックはそれに2点のダメージを与える。'],
    ['Murder', '殺害', 'クリーチャー1体を対象とする。それを破壊する。'],
  ])('%s (%s): its Japanese printed text compiles to the same object as its oracle text', (name, ja, printed) => {
    const card = withJapanese(name, ja, printed);
    expect(card.ja_text).toBe(printed);
    const j = compileJapaneseCard(card)!;
    const e = compileCard(card);
    expect(j.status).toBe('full');
    expect(meaning(j.object)).toEqual(meaning(e.object));
  });

  it('GIVEN no Japanese printed text THEN nothing to compile', () => {
    expect(compileJapaneseCard(cards.get('Shock')!)).toBeNull();
  });
});
