/**
 * kuromoji's dictionary kept flat (src/language/ja/kuromoji-compact.ts): against the package's
 * own loading of the same files, every word's feature line, every trie id's word ids, every trie
 * slot and the tokens of every Japanese question of the shared sets, the Japanese keyword names
 * and a fifth of the Japanese card names are the same.
 */
import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gunzipSync } from 'node:zlib';
import { TokenizerBuilder } from '@patdx/kuromoji';
import { beforeAll, describe, expect, it } from 'vitest';
import { dictionaryPath, flatDictionaryInWorker, loadJapaneseTokenizer } from '../../../src/language/ja/kuromoji.ts';
import type { JapaneseTokenizer } from '../../../src/language/ja/kuromoji.ts';
import { FeatureStore, TargetMap, buildFlatDictionary, trimTrie } from '../../../src/language/ja/kuromoji-compact.ts';
import type { FlatDictionary } from '../../../src/language/ja/kuromoji-compact.ts';

/** The parts of kuromoji's tokenizer compared here. */
interface Internals {
  token_info_dictionary: {
    target_map: Record<number, ArrayLike<number> | undefined>;
    dictionary: { buffer: Uint8Array };
    getFeatures(id: string): string;
  };
  viterbi_builder: { trie: { bc: { getBase(i: number): number; getCheck(i: number): number } } };
}

const internals = (t: JapaneseTokenizer): Internals => t as unknown as Internals;

let stock: JapaneseTokenizer;
let flat: JapaneseTokenizer;
/** Why the flat tokenizer's worker failed, if it did (then `flat` was built in this thread). */
const workerFailures: unknown[] = [];

// Two dictionaries, one as the package loads it (~130 MB): loaded once for the file.
beforeAll(async () => {
  const dir = dictionaryPath();
  const plain = {
    async loadArrayBuffer(file: string): Promise<ArrayBufferLike> {
      const b = gunzipSync(await readFile(path.join(dir, file)));
      return b.buffer.slice(b.byteOffset, b.byteOffset + b.byteLength);
    },
  };
  [stock, flat] = await Promise.all([new TokenizerBuilder({ loader: plain }).build(), loadJapaneseTokenizer(dir, { onWorkerFailure: (e) => workerFailures.push(e) })]);
}, 180_000);

const DATA = fileURLToPath(new URL('../../../../shared/data/', import.meta.url));

function japaneseTexts(): string[] {
  const texts: string[] = [];
  for (const file of ['dev-320.json', 'textbook-45.json']) {
    for (const q of JSON.parse(readFileSync(path.join(DATA, 'questions', file), 'utf8')) as { lang: string; q: string }[]) if (q.lang === 'ja') texts.push(q.q);
  }
  for (const line of readFileSync(path.join(DATA, 'keywords-ja.tsv'), 'utf8').split('\n').slice(1)) {
    const ja = line.split('\t')[2];
    if (ja) texts.push(ja);
  }
  const names = JSON.parse(gunzipSync(readFileSync(path.join(DATA, 'cards', 'ja-printings.json.gz'))).toString('utf8')) as { printed_name?: string }[];
  names.forEach((n, i) => {
    if (i % 5 === 0 && n.printed_name) texts.push(n.printed_name);
  });
  // Odd input: astral characters (a lone one is replaced before kuromoji sees it), half-width kana, Latin, digits, nothing.
  texts.push('𠮷野家で𩸽を食べた。', 'ｶﾞｲｱの力、ＡＢＣ１２３', 'Grizzly Bearsが3/3になる', '', '。。、', '🙂トランプル🙂');
  return texts;
}

describe('GIVEN the dictionary loaded flat and as the package loads it', () => {
  it('THEN the flat one was built in a worker thread', () => {
    expect(workerFailures).toEqual([]);
  });

  it('THEN every word has the same feature line', () => {
    const a = internals(stock).token_info_dictionary;
    const b = internals(flat).token_info_dictionary;
    const words = Math.floor(b.dictionary.buffer.length / 10);
    expect(words).toBeGreaterThan(390_000);
    const differ: string[] = [];
    for (let w = 0; w < words; w++) {
      const id = String(w * 10);
      if (a.getFeatures(id) !== b.getFeatures(id)) differ.push(`${w}: ${a.getFeatures(id)} / ${b.getFeatures(id)}`);
    }
    expect(differ.slice(0, 5)).toEqual([]);
  });

  it('THEN every trie id has the same word ids, and no other id has any', () => {
    const a = internals(stock).token_info_dictionary.target_map;
    const b = internals(flat).token_info_dictionary.target_map;
    const keys = Object.keys(a).map(Number);
    expect(keys.length).toBeGreaterThan(300_000);
    const differ: number[] = [];
    const last = keys.reduce((m, k) => Math.max(m, k), 0);
    for (let k = -2; k <= last + 2; k++) {
      const x = a[k];
      const y = b[k];
      if ((x === undefined) !== (y === undefined) || (x && y && Array.from(x).join() !== Array.from(y).join())) differ.push(k);
    }
    expect(differ.slice(0, 5)).toEqual([]);
  });

  it('THEN every slot of the trie reads the same', () => {
    const a = internals(stock).viterbi_builder.trie.bc;
    const b = internals(flat).viterbi_builder.trie.bc;
    let differ = 0;
    for (let i = 0; i < (1 << 21) + 16; i++) if (a.getBase(i) !== b.getBase(i) || a.getCheck(i) !== b.getCheck(i)) differ++;
    expect(differ).toBe(0);
  });

  it('THEN every Japanese question, keyword and a fifth of the card names tokenise the same', () => {
    const texts = japaneseTexts();
    expect(texts.length).toBeGreaterThan(6_000);
    const differ = texts.filter((t) => JSON.stringify(stock.tokenize(t)) !== JSON.stringify(flat.tokenize(t)));
    expect(differ.slice(0, 5)).toEqual([]);
  });
});

describe('GIVEN the flat parts built from small inputs', () => {
  it('THEN a line that is not ten fields, astral characters, escapes and "the same as" fields come back exactly', () => {
    const lines = ['猫,名詞,一般,*,*,*,*,猫,ネコ,ネコ', 'いっ,動詞,自立,*,*,五段・ラ行,連用タ接続,いる,イッ,イッ', 'a,b', '𠮷,名詞,一般,*,*,*,*,𠮷,ヨシ,ヨシ', 'Ａ\u0001,記号,アルファベット,*,*,*,*,Ａ\u0001,エー,エイ', ',,,,,,,,,'];
    const bytes = Buffer.concat(lines.map((l) => Buffer.from(`${l}\0`, 'utf8')));
    const tid = new Uint8Array(lines.length * 10);
    let at = 0;
    lines.forEach((l, w) => {
      new DataView(tid.buffer).setInt32(w * 10 + 6, at, true);
      at += Buffer.byteLength(l) + 1;
    });
    const store = FeatureStore.build(bytes, tid);
    expect(lines.map((_, w) => store.getString(new DataView(tid.buffer).getInt32(w * 10 + 6, true)))).toEqual(lines);
    expect(store.byteLength).toBeLessThan(bytes.length);
  });

  it('THEN a word pointing into the middle of a line is refused, not misread', () => {
    const tid = new Uint8Array(10);
    new DataView(tid.buffer).setInt32(6, 3, true);
    expect(() => FeatureStore.build(Buffer.from('猫,名詞,一般,*,*,*,*,猫,ネコ,ネコ\0'), tid)).toThrow(/not at a feature line/);
  });

  it('THEN a trie-id map reads as kuromoji reads it: repeated ids appended, empty ones absent', () => {
    const ints = [3, 5, 2, 10, 11, 1, 1, 12, 5, 1, 13, 9, 0];
    const map = TargetMap.read(new Uint8Array(Int32Array.from(ints).buffer));
    expect([...map.keys()]).toEqual([1, 5]);
    expect(Array.from(map.get(5)!)).toEqual([10, 11, 13]);
    expect(map.get(9)).toBeUndefined();
    const object = map.asObject();
    expect(Array.from(object[1]!)).toEqual([12]);
    expect((object as Record<string, unknown>)['01']).toBeUndefined();
  });

  it('THEN the trie loses only the unused slots at its end', () => {
    const n = 8;
    const base = Int32Array.from({ length: n }, (_, i) => (i < 3 ? 100 + i : -i + 1));
    const check = Int32Array.from({ length: n }, (_, i) => (i < 3 ? i : -i - 1));
    check[5] = 0;
    const [b, c] = trimTrie(base, check);
    expect([b.length, c.length]).toEqual([6, 6]);
    expect(b.buffer.byteLength).toBe(24);
  });
});

/** Every buffer of a flat dictionary, by name, as bytes. */
function bytesOf(d: FlatDictionary): Record<string, Buffer> {
  const out: Record<string, Buffer> = {};
  for (const [file, b] of Object.entries(d.files)) out[file] = Buffer.from(b);
  out['features'] = Buffer.from(d.features.bytes.buffer, d.features.bytes.byteOffset, d.features.bytes.byteLength);
  out['targets.start'] = Buffer.from(d.targets.start.buffer, d.targets.start.byteOffset, d.targets.start.byteLength);
  out['targets.values'] = Buffer.from(d.targets.values.buffer, d.targets.values.byteOffset, d.targets.values.byteLength);
  return out;
}

describe('GIVEN the flat dictionary built in a worker thread', () => {
  it('THEN it is byte for byte the one built in this thread', async () => {
    const dir = dictionaryPath();
    const [there, here] = [await flatDictionaryInWorker(dir), buildFlatDictionary(dir)];
    const a = bytesOf(there);
    const b = bytesOf(here);
    expect(Object.keys(a).sort()).toEqual(Object.keys(b).sort());
    expect(Object.keys(a).filter((k) => !a[k]!.equals(b[k]!))).toEqual([]);
    expect(there.features.categories).toEqual(here.features.categories);
  });

  it('THEN a worker that cannot start is reported and the dictionary is built here, tokenising the same', async () => {
    const failures: unknown[] = [];
    const missing = new URL('./no-such-worker.js', import.meta.url);
    const t = await loadJapaneseTokenizer(dictionaryPath(), { workerEntry: missing, onWorkerFailure: (e) => failures.push(e) });
    expect(failures).toHaveLength(1);
    const texts = japaneseTexts().slice(0, 400);
    expect(texts.filter((x) => JSON.stringify(t.tokenize(x)) !== JSON.stringify(flat.tokenize(x)))).toEqual([]);
  });

  it('THEN a dictionary folder that cannot be read fails in the worker with its path named', async () => {
    await expect(flatDictionaryInWorker('/nonexistent/kuromoji-dict')).rejects.toThrow(/nonexistent\/kuromoji-dict/);
  });
});
