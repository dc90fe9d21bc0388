/**
 * The Japanese tokeniser (src/language/ja/kuromoji.ts, tokenise.ts): kuromoji's morphemes with
 * base forms, parts of speech and conjugated forms; card names and quotes as single atoms; P/T,
 * modifications, mana and digit runs kept whole; offsets that quote the user's text exactly; and
 * the dictionary loaded once, through a loader that keeps one exactly-sized buffer per file.
 */
import { gzipSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import { prepare } from '../../../src/language/text.ts';
import { tokeniseJapanese } from '../../../src/language/ja/tokenise.ts';
import { dictionaryBuffer, japaneseTokenizer } from '../../../src/language/ja/kuromoji.ts';
import type { Token } from '../../../src/language/tokens.ts';

// The dictionary is ~100 MB of arrays: loaded once for the file, however long a loaded machine takes.
beforeAll(async () => {
  await japaneseTokenizer();
}, 180_000);

async function tokens(q: string): Promise<Token[]> {
  return tokeniseJapanese(prepare(q));
}

describe('GIVEN the Japanese tokenizer', () => {
  it('THEN it is built once and shared', () => {
    expect(japaneseTokenizer()).toBe(japaneseTokenizer());
  });

  it.each(['受けますか', '受けた', '受ける', '受けるの？', '受けなかった'])('THEN %s has the base form 受ける', async (q) => {
    const t = await tokens(q);
    expect(t[0]!.lemma).toBe('受ける');
    expect(t[0]!.pos).toBe('動詞');
  });

  it('THEN particles are marked as particles (助詞) with their kind', async () => {
    const t = await tokens('相手が2/2で攻撃した');
    const ga = t.find((x) => x.text === 'が')!;
    const de = t.find((x) => x.text === 'で')!;
    expect([ga.pos, ga.detail]).toEqual(['助詞', '格助詞']);
    expect([de.pos, de.detail]).toEqual(['助詞', '格助詞']);
  });

  it('THEN a card name in 《》 is one atom and the words after it are read in context', async () => {
    const t = await tokens('《灰色熊》でブロックした');
    expect(t[0]).toMatchObject({ kind: 'atom', text: '《灰色熊》' });
    expect(t[0]!.atom?.value).toBe('灰色熊');
    expect(t[1]).toMatchObject({ text: 'で', pos: '助詞' });
  });

  it('THEN P/T, modifications, mana, numbers and 何/何 stay whole', async () => {
    const t = await tokens('+1/+1カウンターが２個乗った２/２、護法{2}、何/何、P/Tは？');
    const kinds = t.filter((x) => x.kind !== 'word' && x.kind !== 'punct').map((x) => [x.kind, x.text]);
    expect(kinds).toEqual([['ptmod', '+1/+1'], ['number', '2'], ['pt', '2/2'], ['mana', '{2}']]);
    expect(t.map((x) => x.text)).toContain('何/何');
    expect(t.map((x) => x.text)).toContain('P/T');
  });

  it('THEN every token quotes the prepared text exactly', async () => {
    const p = prepare('《猛り狂うベイロス》で攻撃したら、「飛行を持つ」3/3に＋１/＋１カウンターを置いた。');
    const t = await tokeniseJapanese(p);
    for (const x of t) expect(p.text.slice(x.start, x.end)).toBe(x.text);
    expect(t.some((x) => x.kind === 'atom' && x.atom?.kind === 'quote')).toBe(true);
  });

  it('THEN a lone surrogate (which kuromoji cannot read) is no crash, and offsets still quote the text', async () => {
    const p = prepare('\ud800 《巨像の鎚》が攻撃した');
    const t = await tokeniseJapanese(p);
    for (const x of t) expect(p.text.slice(x.start, x.end)).toBe(x.text);
    expect(t.some((x) => x.kind === 'atom')).toBe(true);
  });

  it('THEN verbs carry their conjugated form (連用形, 仮定形…)', async () => {
    const t = await tokens('ブロックされたら');
    expect(t.map((x) => [x.text, x.lemma, x.form])).toEqual([
      ['ブロック', 'ブロック', ''],
      ['さ', 'する', '未然レル接続'],
      ['れ', 'れる', '連用形'],
      ['たら', 'た', '仮定形'],
    ]);
  });

  it.each(['《怨恨》がついてる', 'カウンターがついてる3/3', '装備品がついてるクリーチャー'])('THEN ついてる in %s is the verb つく and its ending, not the word "lucky"', async (q) => {
    const t = await tokens(q);
    const i = t.findIndex((x) => x.text === 'つい');
    expect(i).toBeGreaterThan(0);
    expect([t[i]!.lemma, t[i + 1]!.text, t[i + 1]!.lemma]).toEqual(['つく', 'てる', 'てる']);
    expect(t.map((x) => x.text).join('')).toBe(q);
  });
});

describe('GIVEN the dictionary loader', () => {
  it('THEN a file read through a byte buffer loses its trailing zero padding, kept to whole 4-byte words', () => {
    const raw = new Uint8Array([1, 2, 3, 4, 5, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0]);
    const b = dictionaryBuffer('tid.dat.gz', gzipSync(raw));
    expect(b.byteLength).toBe(8);
    expect([...new Uint8Array(b)]).toEqual([1, 2, 3, 4, 5, 0, 0, 0]);
  });

  it('THEN a table read by index (the trie, the costs) is returned whole, in a buffer of exactly its size', () => {
    const raw = new Uint8Array([9, 8, 7, 0, 0, 0, 0, 0]);
    const b = dictionaryBuffer('base.dat.gz', gzipSync(raw));
    expect(b.byteLength).toBe(8);
    expect([...new Uint8Array(b)]).toEqual([...raw]);
  });
});

describe('GIVEN characters outside the Basic Multilingual Plane beside a 《》 name (fuzz, session 18)', () => {
  it('THEN they are tokenised without a crash, every offset inside the text', async () => {
    const q = '𐀀𐀀𐀀 《灰色熊》 𜳺𐀀';
    const t = await tokens(q);
    expect(t.some((x) => x.text.includes('灰色熊'))).toBe(true);
    for (const x of t) expect(x.end).toBeLessThanOrEqual(prepare(q).text.length);
  });
});

describe('GIVEN a sentence that ends in a token longer than its 。 (kuromoji places the next one after its start)', () => {
  it.each([
    ['相手のクリーチャーは2体（3/3と1/1）。《紅蓮地獄》を撃ったら何体死ぬ？', '《紅蓮地獄》'],
    ['私の2/2（飛行）。相手が《稲妻》を撃った', '相手'],
    ['相手の3/3と4/4（トランプル）、《殺害》で4/4を破壊したら', '《殺害》'],
  ])('THEN the tokens after 「%s」 do not overlap and quote the text', async (q, after) => {
    const t = await tokens(q);
    const p = prepare(q);
    for (let i = 1; i < t.length; i++) expect(t[i]!.start).toBeGreaterThanOrEqual(t[i - 1]!.end);
    for (const x of t) expect(p.text.slice(x.start, x.end)).toBe(x.text);
    expect(t.some((x) => x.text === after)).toBe(true);
  });
});
