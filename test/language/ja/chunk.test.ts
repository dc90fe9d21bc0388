/**
 * Japanese chunks (src/language/ja/chunk.ts): morphemes grouped into the words the lexicons know,
 * with their senses — cards with and without 《》, keywords with their parameters, game verbs with
 * the whole of their ending (so a refusal quotes 「ブロックされた」, never a fragment), numbers with
 * counter words, players, times, question words, and words of a card named earlier.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { japaneseTokenizer } from '../../../src/language/ja/kuromoji.ts';
import type { JaChunk } from '../../../src/language/ja/chunk.ts';
import { chunks } from './support.ts';

beforeAll(async () => {
  await japaneseTokenizer();
}, 180_000);

/** A chunk as "text:sense" (verbs with their ending's voice, "can", negation and link). */
function show(c: JaChunk): string {
  const s = c.senses[0]!;
  switch (s.kind) {
    case 'verb': {
      const m = c.ja.verb?.morph;
      const flags = m ? [m.passive ? 'passive' : '', m.potential ? 'can' : '', m.negated ? 'not' : '', m.past ? 'past' : '', m.question ? 'asks' : '', m.link ? `link=${m.link}` : ''].filter(Boolean) : [];
      return `${c.text}:${s.verb}${flags.length ? `(${flags.join(',')})` : ''}`;
    }
    case 'keyword':
      return `${c.text}:kw=${s.keyword.keyword}${s.keyword.param ? `:${s.keyword.param}` : ''}`;
    case 'card':
      return `${c.text}:card=${s.name}${s.verbed ? '(verb)' : ''}`;
    case 'number':
      return `${c.text}:${s.value}${c.ja.counter ? `/${c.ja.counter}` : ''}${c.ja.ordinal ? '/th' : ''}`;
    case 'player':
      return `${c.text}:player=${s.who}`;
    case 'time':
      return `${c.text}:time=${s.time}`;
    case 'wh':
      return `${c.text}:wh=${s.wh}`;
    case 'unknown':
      return c.ja.partial ? `${c.text}:part-of-card` : c.ja.particle ? `${c.text}:particle` : `${c.text}:?`;
    default:
      return `${c.text}:${s.kind}`;
  }
}

async function shown(q: string): Promise<string[]> {
  return (await chunks(q)).filter((c) => c.senses[0]!.kind !== 'punct' && !c.ja.particle).map(show);
}

describe('GIVEN keywords with their parameters', () => {
  it.each([
    ['プロテクション（赤）を持つ2/2', 'プロテクション(赤):kw=protection:red'],
    ['赤からのプロテクションを持つ2/2', '赤からのプロテクション:kw=protection:red'],
    ['プロ赤の2/2', 'プロ赤:kw=protection:red'],
    ['白からの呪禁を持つ2/2', '白からの呪禁:kw=hexproof:white'],
    ['護法{2}を持つクリーチャー', '護法{2}:kw=ward:{2}'],
    ['護法2を持つクリーチャー', '護法2:kw=ward:{2}'],
    ['毒性2を持つクリーチャー', '毒性2:kw=toxic:2'],
    ['島渡りを持つ2/2', '島渡り:kw=landwalk:Island'],
    ['接死持ちの1/1', '接死:kw=deathtouch'],
    ['先制持ちの2/2', '先制:kw=first strike'],
    ['二段攻撃を持つ3/3', '二段攻撃:kw=double strike'],
  ])('THEN %s has %s', async (q, want) => {
    expect(await shown(q)).toContain(want);
  });

  it('THEN プロテクション with no parameter is no keyword', async () => {
    expect((await shown('プロテクションとは何ですか')).some((s) => s.includes('kw='))).toBe(false);
  });
});

describe('GIVEN card names', () => {
  it('THEN a name in 《》 is a card, and so is one written without brackets when it is long enough', async () => {
    expect(await shown('《稲妻》を撃つ')).toContain('《稲妻》:card=Lightning Bolt');
    expect(await shown('灰色熊が攻撃した')).toContain('灰色熊:card=Grizzly Bears');
  });

  it('THEN a short everyday word is never read as a card without brackets', async () => {
    expect(await shown('稲妻が落ちた')).not.toContain('稲妻:card=Lightning Bolt');
  });

  it('THEN a word of a card named in the question refers to it (ベイロス, 熊)', async () => {
    expect(await shown('《猛り狂うベイロス》で攻撃した。ベイロスは死ぬ？')).toContain('ベイロス:part-of-card');
    expect(await shown('《灰色熊》がブロックした。熊は死ぬ？')).toContain('熊:subtype');
  });

  it('THEN a card used as a verb is cast (《巨大化》した)', async () => {
    expect(await shown('対応して《巨大化》した')).toContain('《巨大化》した:card=Giant Growth(verb)');
  });
});

describe('GIVEN game verbs with their endings', () => {
  it.each([
    ['ブロックされた', 'ブロックされた:block(passive,past)'],
    ['攻撃できますか', '攻撃できますか:attack(can,asks)'],
    ['ブロックすることはできますか', 'ブロックすることはできますか:block(can,asks)'],
    ['威迫持ちを2体でブロックするのはOK？', 'ブロックするのはOK:block(can)'],
    ['両方倒せる？', '倒せる:kill(can)'],
    ['ブロックされなかったので', 'ブロックされなかったので:block(passive,not,past,link=because)'],
    ['攻撃したら', '攻撃したら:attack(past,link=if)'],
    ['殴って', '殴って:attack(link=te)'],
    ['生け贄に捧げた', '生け贄に捧げた:sacrifice(past)'],
    ['《殺害》を唱えた', '唱えた:cast(past)'],
    ['受けるの？', '受けるの:take(asks)'],
    ['ブロックされずに通りました', 'ブロックされずに通りました:unblocked(past)'],
    ['対象にできますか', '対象にできますか:target(can,asks)'],
  ])('THEN %s reads as %s', async (q, want) => {
    expect(await shown(q)).toContain(want);
  });
});

describe('GIVEN numbers, players, times and question words', () => {
  it.each([
    ['3/3二体', '二体:2/creature'],
    ['2体で', '2体:2/creature'],
    ['2点のダメージ', '2点:2/point'],
    ['+1/+1カウンターを３個', '3個:3/piece'],
    ['2体目', '2体目:2/creature/th'],
    ['相手本体', '相手:player=opponent'],
    ['防御プレイヤー', '防御プレイヤー:player=defending'],
    ['ターン終了時まで', 'ターン終了時まで:time=until-eot'],
    ['それに対応して', '対応して:time=in-response'],
    ['ダメージの前に', 'ダメージの前に:time=before-damage'],
    ['何点', '何点:wh=how-much'],
    ['何/何', '何/何:wh=how-big'],
    ['どっちが死ぬ', 'どっち:wh=which'],
  ])('THEN %s has %s', async (q, want) => {
    expect(await shown(q)).toContain(want);
  });
});
