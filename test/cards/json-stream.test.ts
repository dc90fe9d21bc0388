/**
 * The streaming JSON-array splitter: tricky strings (braces, brackets, quotes and backslashes
 * inside strings, escapes at chunk boundaries, multi-byte UTF-8 cut in half), every possible
 * chunk boundary, and the errors a truncated or foreign file must give. Then the file reader on
 * plain and gzipped files, told apart by magic bytes, not by name.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { JsonArraySplitter, JsonSplitError, parseJsonArray } from '../../src/cards/json-stream.ts';
import { isGzipFile, readCardObjects, splitCardFiles } from '../../src/cards/load.ts';
import { cleanupTempDirs, tempDir } from './helpers.ts';

afterAll(cleanupTempDirs);

/** Splits `text` fed in chunks of the given sizes (cycled); returns the parsed elements. */
function split(text: string | Buffer, sizes: number[] = [1 << 20]): unknown[] {
  const bytes = typeof text === 'string' ? Buffer.from(text, 'utf8') : text;
  const out: unknown[] = [];
  const s = new JsonArraySplitter((b) => out.push(JSON.parse(b.toString('utf8'))));
  let i = 0;
  let k = 0;
  while (i < bytes.length) {
    const n = sizes[k++ % sizes.length]!;
    s.push(bytes.subarray(i, i + n));
    i += n;
  }
  s.end();
  return out;
}

const TRICKY: unknown[] = [
  { name: 'Braces {in} [strings]', text: '}}}]]]{{{[[[' },
  { name: 'Quotes "inside" and \\ backslashes \\', esc: '\\"\\\\\\/' },
  { name: 'Escapes', s: 'tab\tnewline\nunicode \u00e9 \u2014 \ud83d\udd25 nul-free', slash: '\\' },
  { name: 'Ends with a backslash\\', deep: { a: [1, { b: [2, [3, { c: '}' }]] }] } },
  { name: '日本語の名前《灰色熊》', printed_name: '灰色熊', jp: '「」・、。' },
  { name: 'Empty', arr: [], obj: {}, n: null, t: true, f: false, num: -1.5e3 },
  [1, 2, { nested: 'array element' }],
];

describe('JsonArraySplitter', () => {
  const text = JSON.stringify(TRICKY);
  const pretty = `\n\t ${JSON.stringify(TRICKY, null, 2).replace(/\n/g, '\r\n')}  \n`;

  it('GIVEN tricky elements in one chunk THEN each element comes out whole and equal', () => {
    expect(split(text)).toEqual(TRICKY);
    expect(split(pretty)).toEqual(TRICKY);
  });

  it('GIVEN every possible chunk boundary THEN the result never changes', () => {
    const bytes = Buffer.from(text, 'utf8');
    for (let cut = 1; cut < bytes.length; cut++) {
      const out: unknown[] = [];
      const s = new JsonArraySplitter((b) => out.push(JSON.parse(b.toString('utf8'))));
      s.push(bytes.subarray(0, cut));
      s.push(bytes.subarray(cut));
      s.end();
      expect(out, `cut at byte ${cut}`).toEqual(TRICKY);
    }
  });

  it.each([[[1]], [[2, 3, 5, 7]], [[13]], [[64, 1, 1]]])('GIVEN chunks of sizes %j (multi-byte characters cut in half) THEN the same elements', (sizes) => {
    expect(split(pretty, sizes)).toEqual(TRICKY);
  });

  it('GIVEN a UTF-8 byte order mark and an empty array THEN no elements and no error', () => {
    expect(split(Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from('[\n{"a":1}\n]')]))).toEqual([{ a: 1 }]);
    expect(split('[]')).toEqual([]);
    expect(split('  [ ]  ')).toEqual([]);
  });

  it('GIVEN a chunk reused by the caller after push THEN elements already emitted were not affected and pending bytes were copied', () => {
    const out: string[] = [];
    const s = new JsonArraySplitter((b) => out.push(b.toString('utf8')));
    const buf = Buffer.from('[{"a":"xy');
    s.push(buf);
    buf.fill(0x20); // the caller reuses its buffer
    s.push(Buffer.from('z"}]'));
    s.end();
    expect(out).toEqual(['{"a":"xyz"}']);
  });

  it('counts elements and bytes', () => {
    const s = new JsonArraySplitter(() => undefined);
    s.push(Buffer.from('[{"a":1},{"b":2}]'));
    s.end();
    expect(s.elements).toBe(2);
    expect(s.bytes).toBe(17);
  });

  it.each([
    ['', /empty/],
    ['   ', /empty/],
    ['{"object":"list","data":[]}', /not a JSON array/],
    ['[{"a":1},', /truncated/],
    ['[{"a":"}', /ends inside element 1/],
    ['[{"a":1}', /truncated/],
    ['[{"a":1}] x', /after the end of the array/],
    ['[{"a":1} {"b":2}]', /expected "," or "\]"/],
    ['[1, 2]', /expected an object/],
    ['["a"]', /expected an object/],
  ])('GIVEN %j THEN a JsonSplitError matching %s', (input, message) => {
    const s = new JsonArraySplitter(() => undefined);
    expect(() => {
      s.push(Buffer.from(input));
      s.end();
    }).toThrow(JsonSplitError);
    const again = new JsonArraySplitter(() => undefined);
    expect(() => {
      again.push(Buffer.from(input));
      again.end();
    }).toThrow(message);
  });

  it('GIVEN an element that is not valid JSON inside THEN parseJsonArray says which element', async () => {
    async function* source(): AsyncGenerator<Uint8Array> {
      yield Buffer.from('[{"a":1},{"b":tru}]');
    }
    const got: unknown[] = [];
    await expect(
      (async () => {
        for await (const o of parseJsonArray(source())) got.push(o);
      })(),
    ).rejects.toThrow(/element 2 is not valid JSON/);
    expect(got).toEqual([{ a: 1 }]);
  });
});

describe('reading card files: plain and gzipped', () => {
  const dir = tempDir('files');
  const objects = TRICKY.filter((o) => !Array.isArray(o));
  const json = JSON.stringify(objects);
  const plain = path.join(dir, 'cards.json');
  const gz = path.join(dir, 'cards.json.gz');
  const gzNamedJson = path.join(dir, 'actually-gzip.json');
  const plainNamedGz = path.join(dir, 'actually-plain.json.gz');
  writeFileSync(plain, json);
  writeFileSync(gz, gzipSync(json));
  writeFileSync(gzNamedJson, gzipSync(json));
  writeFileSync(plainNamedGz, json);

  it.each([
    [plain, false],
    [gz, true],
    [gzNamedJson, true],
    [plainNamedGz, false],
  ])('GIVEN %s THEN gzip is detected by magic bytes (%s) and the objects read back', async (file, isGz) => {
    expect(await isGzipFile(file)).toBe(isGz);
    const got: unknown[] = [];
    let lastBytes = 0;
    for await (const o of readCardObjects(file, { onBytes: (n) => (lastBytes = n) })) got.push(o);
    expect(got).toEqual(objects);
    expect(lastBytes).toBeGreaterThan(0);
  });

  it('GIVEN CARDS_FILE with several paths THEN they are split on ":" and blanks dropped', () => {
    expect(splitCardFiles('a.json:b.json.gz')).toEqual(['a.json', 'b.json.gz']);
    expect(splitCardFiles(' a.json : : b.json ')).toEqual(['a.json', 'b.json']);
    expect(splitCardFiles(undefined)).toEqual([]);
    expect(splitCardFiles('')).toEqual([]);
  });
});
