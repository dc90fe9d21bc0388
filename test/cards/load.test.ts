/**
 * Loading Scryfall-format files and joining Japanese printings onto English oracle cards: by
 * oracle_id, else by card or face name; placeholders ("undefined") and English-only printed
 * names dropped; the same card in two files kept once; errors name the file.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { loadCardFiles } from '../../src/cards/load.ts';
import { classify, joinJapanese, toCardRecord, toJaPrinting } from '../../src/cards/record.ts';
import type { CardRecord } from '../../src/cards/types.ts';
import { JA_PRINTINGS, SAMPLE, cleanupTempDirs, sampleCard, sampleObjects, tempDir } from './helpers.ts';
import type { Obj } from './helpers.ts';

afterAll(cleanupTempDirs);

function unwrap<T>(r: { ok: true; value: T } | { ok: false; error: string }): T {
  if (!r.ok) throw new Error(r.error);
  return r.value;
}

const byName = (cards: CardRecord[], name: string): CardRecord => {
  const c = cards.find((x) => x.name === name);
  if (!c) throw new Error(`${name} not loaded`);
  return c;
};

describe('toCardRecord: what is kept of a Scryfall card object', () => {
  it('GIVEN Colossal Dreadmaw THEN the gameplay fields, image, links and set', () => {
    const c = toCardRecord(sampleCard('Colossal Dreadmaw'));
    expect(c).toEqual({
      name: 'Colossal Dreadmaw',
      oracle_id: '08c7db90-c0cf-4482-b7ee-bb033e5996d2',
      mana_cost: '{4}{G}{G}',
      cmc: 6,
      type_line: 'Creature — Dinosaur',
      oracle_text: "Trample (This creature can deal excess combat damage to the player or planeswalker it's attacking.)",
      power: '6',
      toughness: '6',
      loyalty: null,
      defense: null,
      colors: ['G'],
      color_identity: ['G'],
      keywords: ['Trample'],
      layout: 'normal',
      card_faces: null,
      image: 'https://cards.scryfall.io/normal/front/b/e/bee08d2f-e875-473c-adc6-8dc286792ab5.jpg?1730488070',
      scryfall_uri: 'https://scryfall.com/card/j25/646/colossal-dreadmaw?utm_source=api',
      rulings_uri: 'https://api.scryfall.com/cards/bee08d2f-e875-473c-adc6-8dc286792ab5/rulings',
      set: 'j25',
      ja: [],
      rank: expect.any(Number) as number,
    });
  });

  it('GIVEN a transform card THEN both faces, with their own P/T, colors and images; the card image is the front face', () => {
    const c = toCardRecord(sampleCard('Daybreak Ranger // Nightfall Predator'));
    expect(c.card_faces?.map((f) => [f.name, f.power, f.toughness, f.colors])).toEqual([
      ['Daybreak Ranger', '2', '2', ['G']],
      ['Nightfall Predator', '4', '4', ['G']],
    ]);
    expect(c.image).toBe(c.card_faces![0]!.image);
    expect(c.image).toMatch(/^https:\/\/cards\.scryfall\.io\/normal\/front\//);
  });

  it('GIVEN a planeswalker THEN loyalty is kept', () => {
    expect(toCardRecord(sampleCard('Teferi, Time Raveler')).loyalty).toBe('4');
  });

  it.each([
    [{ object: 'card', name: 'X', lang: 'en', layout: 'normal' }, 'oracle'],
    [{ object: 'card', name: 'X', lang: 'ja', printed_name: 'エックス' }, 'ja'],
    [{ object: 'card', name: 'X', lang: 'de' }, 'other-language'],
    [{ object: 'card', name: 'X // X', lang: 'en', layout: 'art_series' }, 'skipped'],
    [{ object: 'set', name: 'Alpha' }, 'not-a-card'],
    [{ object: 'card' }, 'not-a-card'],
    [null, 'not-a-card'],
    [{ name: 'No object field' }, 'oracle'],
  ])('classify(%j) is %s', (o, kind) => {
    expect(classify(o)).toBe(kind);
  });
});

describe('joinJapanese', () => {
  const base = (name: string, extra: Partial<CardRecord> = {}): CardRecord => ({ ...toCardRecord({ name, layout: 'normal' }), ...extra });

  it('GIVEN printings with and without oracle_id THEN joined by oracle_id first, else by name, else by face name', () => {
    const cards = [
      base('Grizzly Bears', { oracle_id: 'o-bears' }),
      base('Bonecrusher Giant // Stomp', {
        oracle_id: 'o-giant',
        card_faces: [
          { ...toCardRecord({ name: 'Bonecrusher Giant' }), ja: null, image: null } as never,
          { ...toCardRecord({ name: 'Stomp' }), ja: null, image: null } as never,
        ],
      }),
      base('Shock', { oracle_id: 'o-shock' }),
    ];
    const report = joinJapanese(cards, [
      toJaPrinting({ lang: 'ja', name: 'Whatever', printed_name: '灰色熊', oracle_id: 'o-bears' }),
      toJaPrinting({ lang: 'ja', name: 'Shock', printed_name: 'ショック' }),
      toJaPrinting({ lang: 'ja', name: 'Stomp', printed_name: '踏みつけ' }),
      toJaPrinting({ lang: 'ja', name: 'Bonecrusher Giant', printed_name: '砕骨の巨人', oracle_id: 'o-giant' }),
      toJaPrinting({ lang: 'ja', name: 'Shock', printed_name: 'undefined' }),
      toJaPrinting({ lang: 'ja', name: 'Shock', printed_name: 'Shock' }),
      toJaPrinting({ lang: 'ja', name: 'Unreleased Card', printed_name: '未発売のカード' }),
    ]);
    expect(byName(cards, 'Grizzly Bears').ja).toEqual(['灰色熊']);
    expect(byName(cards, 'Shock').ja).toEqual(['ショック']);
    const giant = byName(cards, 'Bonecrusher Giant // Stomp');
    expect(giant.ja).toEqual(['踏みつけ', '砕骨の巨人']);
    expect(giant.card_faces!.map((f) => f.ja)).toEqual(['砕骨の巨人', '踏みつけ']);
    expect(report).toMatchObject({ byOracleId: 2, byName: 2, unnamed: 2 });
    expect(report.orphans).toEqual([{ ja: '未発売のカード', name: 'Unreleased Card' }]);
  });

  it('GIVEN a Japanese printing of a token named as a real card THEN the name is the real card\'s too, never its text', () => {
    // (The Japanese Ornithopter and Tarmogoyf printings in the catalog carry their tokens' oracle ids.)
    const cards = [
      base('Ornithopter', { oracle_id: 'o-token', layout: 'token' }),
      base('Ornithopter', { oracle_id: 'o-card' }),
      base('Tarmogoyf', { oracle_id: 'o-goyf' }),
      base('Tarmogoyf', { oracle_id: 'o-goyf-token', layout: 'token' }),
      base('Soldier', { oracle_id: 'o-soldier', layout: 'token' }),
    ];
    joinJapanese(cards, [
      toJaPrinting({ lang: 'ja', name: 'Ornithopter', printed_name: '羽ばたき飛行機械', oracle_id: 'o-token', printed_text: 'トークンの文' }),
      toJaPrinting({ lang: 'ja', name: 'Tarmogoyf', printed_name: 'タルモゴイフ', oracle_id: 'o-goyf-token' }),
      toJaPrinting({ lang: 'ja', name: 'Soldier', printed_name: '兵士', oracle_id: 'o-soldier' }),
    ]);
    expect(cards.map((c) => [c.oracle_id, c.ja, c.ja_text ?? null])).toEqual([
      ['o-token', [], null],
      ['o-card', ['羽ばたき飛行機械'], null],
      ['o-goyf', ['タルモゴイフ'], null],
      ['o-goyf-token', [], null],
      ['o-soldier', ['兵士'], null],
    ]);
  });

  it('GIVEN several spellings THEN the most common comes first', () => {
    const cards = [base('Serra Angel', { oracle_id: 'o' })];
    joinJapanese(cards, [
      toJaPrinting({ lang: 'ja', name: 'Serra Angel', printed_name: 'セラ の天使', oracle_id: 'o' }),
      toJaPrinting({ lang: 'ja', name: 'Serra Angel', printed_name: 'セラの天使', oracle_id: 'o' }),
      toJaPrinting({ lang: 'ja', name: 'Serra Angel', printed_name: 'セラの天使', oracle_id: 'o' }),
    ]);
    expect(cards[0]!.ja).toEqual(['セラの天使', 'セラ の天使']);
  });

  it('GIVEN a Japanese printing of a split card with printed face names THEN each face gets its name and the card "火 // 氷"', () => {
    const cards = [
      base('Fire // Ice', {
        oracle_id: 'o-fi',
        card_faces: [
          { ...toCardRecord({ name: 'Fire' }), ja: null, image: null } as never,
          { ...toCardRecord({ name: 'Ice' }), ja: null, image: null } as never,
        ],
      }),
    ];
    joinJapanese(cards, [
      toJaPrinting({ lang: 'ja', name: 'Fire // Ice', oracle_id: 'o-fi', card_faces: [{ name: 'Fire', printed_name: '火' }, { name: 'Ice', printed_name: '氷' }] }),
    ]);
    expect(cards[0]!.ja).toEqual(['火 // 氷']);
    expect(cards[0]!.card_faces!.map((f) => f.ja)).toEqual(['火', '氷']);
  });
});

describe('loadCardFiles', () => {
  it('GIVEN sample.json (51 English cards, 6 Japanese printings) THEN the Japanese names are joined', async () => {
    const loaded = unwrap(await loadCardFiles([SAMPLE]));
    expect(loaded.cards).toHaveLength(51);
    expect(loaded.japanese).toHaveLength(6);
    expect(loaded.files[0]).toMatchObject({ oracle: 51, japanese: 6, skipped: 0, gzip: false });
    expect(byName(loaded.cards, 'Serra Angel').ja).toEqual(['セラの天使']);
    expect(byName(loaded.cards, 'Wrath of God').ja).toEqual(['神の怒り']);
    expect(byName(loaded.cards, 'Blood Moon').ja).toEqual(['血染めの月']);
    expect(byName(loaded.cards, 'Giant Growth').ja).toEqual([]); // its Japanese printing has no printed_name
    expect(loaded.join.unnamed).toBe(3);
  });

  it('GIVEN sample.json and ja-printings.json.gz (separate files, one gzipped) THEN joined across files', async () => {
    const loaded = unwrap(await loadCardFiles([SAMPLE, JA_PRINTINGS]));
    expect(loaded.files.map((f) => f.gzip)).toEqual([false, true]);
    expect(byName(loaded.cards, 'Grizzly Bears').ja).toEqual(['灰色熊']);
    expect(byName(loaded.cards, 'Lightning Bolt').ja).toEqual(['稲妻']);
    expect(byName(loaded.cards, 'Daybreak Ranger // Nightfall Predator').ja[0]).toBeTruthy();
    // Names whose English card isn't in the sample stay as orphans (English name known).
    expect(loaded.join.orphans.length).toBeGreaterThan(30_000);
    expect(loaded.join.orphans).toContainEqual({ ja: '世界魂の代弁者、ニッサ', name: 'Nissa, Worldsoul Speaker' });
  });

  it('GIVEN the same cards in two files THEN each oracle card is kept once (the first file wins)', async () => {
    const dir = tempDir('dupes');
    const copy = path.join(dir, 'copy.json.gz');
    const edited = sampleObjects().map((o) => (o.name === 'Shock' ? { ...o, oracle_text: 'changed' } : o));
    writeFileSync(copy, gzipSync(JSON.stringify(edited)));
    const loaded = unwrap(await loadCardFiles([SAMPLE, copy]));
    expect(loaded.cards).toHaveLength(51);
    expect(byName(loaded.cards, 'Shock').oracle_text).toBe('Shock deals 2 damage to any target.');
    expect(loaded.files[1]).toMatchObject({ oracle: 0, skipped: 51, japanese: 6 });
  });

  it('GIVEN a card printed only in Japanese THEN it is kept as a card', async () => {
    const dir = tempDir('ja-only');
    const file = path.join(dir, 'cards.json');
    const o: Obj = { ...sampleCard('Grizzly Bears'), name: 'Arden Angel', lang: 'ja', oracle_id: 'o-arden', type_line: 'Creature — Angel', printed_name: undefined };
    writeFileSync(file, JSON.stringify([o]));
    const loaded = unwrap(await loadCardFiles([file]));
    expect(loaded.cards.map((c) => c.name)).toEqual(['Arden Angel']);
  });

  it('GIVEN other languages and art cards THEN they are skipped', async () => {
    const dir = tempDir('skip');
    const file = path.join(dir, 'cards.json');
    const bears = sampleCard('Grizzly Bears');
    writeFileSync(file, JSON.stringify([bears, { ...bears, lang: 'de', oracle_id: 'x' }, { ...bears, layout: 'art_series', oracle_id: 'y' }, { object: 'set', name: 'Alpha' }]));
    const loaded = unwrap(await loadCardFiles([file]));
    expect(loaded.cards.map((c) => c.name)).toEqual(['Grizzly Bears']);
    expect(loaded.files[0]).toMatchObject({ oracle: 1, skipped: 3 });
  });

  it.each([
    ['a missing file', (dir: string) => path.join(dir, 'nope.json'), /could not be read \(ENOENT\)/],
    ['a truncated file', (dir: string) => write(dir, 'cut.json', JSON.stringify(sampleObjects()).slice(0, 5000)), /truncated/],
    ['a broken gzip file', (dir: string) => write(dir, 'bad.json.gz', Buffer.concat([gzipSync(JSON.stringify(sampleObjects())).subarray(0, 3000)])), /could not be loaded/],
    ['not a JSON array', (dir: string) => write(dir, 'obj.json', '{"object":"list","data":[]}'), /not a JSON array/],
  ])('GIVEN %s THEN an error naming the file', async (_what, make, message) => {
    const file = make(tempDir('bad'));
    const r = await loadCardFiles([SAMPLE, file]);
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.error).toContain(file);
      expect(r.error).toMatch(message);
    }
  });

  it('reports progress per file', async () => {
    const seen: { file: string; bytesRead: number; bytesTotal: number }[] = [];
    unwrap(await loadCardFiles([SAMPLE], { onProgress: (p) => seen.push(p) }));
    expect(seen.length).toBeGreaterThan(0);
    expect(seen[seen.length - 1]).toMatchObject({ file: SAMPLE, bytesRead: seen[0]!.bytesTotal });
  });
});

function write(dir: string, name: string, data: string | Buffer): string {
  const file = path.join(dir, name);
  writeFileSync(file, data);
  return file;
}
