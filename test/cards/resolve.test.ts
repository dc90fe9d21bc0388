/**
 * Name resolution over the real 35k-card catalog (oracle-cards + ja-printings): exact (case,
 * accents, punctuation, quotes, spaces), prefix, fuzzy (typos, transpositions, word order,
 * missing words), Japanese names with or without 《》 and in 《日本語/English》 form, faces of
 * split / adventure / transform / modal double-faced cards, and ambiguity answered with a
 * "did you mean" list rather than a guess. Every answer says which way it matched.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compactKey, editDistance, nameKey, queryVariants } from '../../src/cards/normalize.ts';
import type { LocalCatalog } from '../../src/cards/catalog.ts';
import { cardPriority } from '../../src/cards/names.ts';
import { CardSpotter } from '../../src/language/lexicon/cards.ts';
import type { CardNameSource } from '../../src/language/lexicon/cards.ts';
import { IndexedNames } from '../../src/questions/spotter.ts';
import type { CardService } from '../../src/cards/service.ts';
import type { CommandModule } from '../../src/app/command.ts';
import type { Lang } from '../../src/core/lang.ts';
import { ok } from '../../src/core/result.ts';
import type { Services } from '../../src/services.ts';
import { combat } from '../../commands/combat.ts';
import { layers } from '../../commands/layers.ts';
import { useCrServices } from '../support/cr-services.ts';
import { cleanupTempDirs, fullCatalog, releaseFullCatalog } from './helpers.ts';

let catalog: LocalCatalog;

beforeAll(async () => {
  catalog = await fullCatalog();
}, 120_000);

afterAll(async () => {
  await releaseFullCatalog();
  cleanupTempDirs();
});

describe('nameKey / compactKey', () => {
  it.each([
    ['Grizzly Bears', 'grizzly bears'],
    ['  GRIZZLY   bears ', 'grizzly bears'],
    ['"Ach! Hans, Run!"', 'ach hans run'],
    ["Lim-Dûl's Vault", 'lim duls vault'],
    ['Lim-Dul’s Vault', 'lim duls vault'],
    ['Æther Vial', 'aether vial'],
    ['Jötun Grunt', 'jotun grunt'],
    ['Fire // Ice', 'fire ice'],
    ['Ｇｒｉｚｚｌｙ　Ｂｅａｒｓ', 'grizzly bears'],
    ['《灰色熊》', '灰色熊'],
    ['世界魂の代弁者、ニッサ', '世界魂の代弁者 にっさ'], // katakana folds to hiragana
    ['パッチワーク・ノーム', 'ぱっちわーく のーむ'],
    ['ｶﾞｲｱ', 'がいあ'], // half-width kana, voiced mark kept
    ['ダークリング・ストーカー', 'だーくりんぐ すとーかー'],
    // The ASCII short way and the accent pass give the long way's keys.
    ['Urza`s Saga 2', 'urzas saga 2'],
    ['Tab\there', 'tab here'],
    ['Jo\u0308tun', 'jotun'], // a combining mark after an ASCII letter
    ['Ελληνικά Ωμέγα', 'ελληνικά ωμέγα'], // Greek accents are not Latin: they stay
    ['がガ゛', 'がが'], // a lone voicing mark is a symbol
  ])('nameKey(%j) = %j', (input, key) => {
    expect(nameKey(input)).toBe(key);
  });

  it('compactKey drops the spaces', () => {
    expect(compactKey(nameKey('パッチワーク・ノーム'))).toBe('ぱっちわーくのーむ');
    expect(compactKey(nameKey('Grizzly Bears'))).toBe('grizzlybears');
  });

  it.each([
    ['《灰色熊》', ['灰色熊']],
    ['「《灰色熊》」', ['灰色熊']],
    ['"Grizzly Bears"', ['Grizzly Bears']],
    ['《灰色熊/Grizzly Bears》', ['灰色熊/Grizzly Bears', '灰色熊', 'Grizzly Bears']],
    ['《灰色熊／Grizzly Bears》', ['灰色熊/Grizzly Bears', '灰色熊', 'Grizzly Bears']],
    ['Fire // Ice', ['Fire // Ice']],
    ['Fire/Ice', ['Fire/Ice']],
  ])('queryVariants(%j) = %j', (q, variants) => {
    expect(queryVariants(q)).toEqual(variants);
  });

  it.each([
    ['kitten', 'sitting', 3, 3],
    ['serraangle', 'serraangel', 2, 1], // a transposition is one edit
    ['abc', 'abc', 0, 0],
    ['abcdef', 'uvwxyz', 2, 3], // over the bound: bound + 1
    ['', 'abc', 3, 3],
  ])('editDistance(%j, %j, max %d) = %d', (a, b, max, d) => {
    expect(editDistance(a, b, max)).toBe(d);
  });
});

type Row = [query: string, name: string, how: 'exact' | 'prefix' | 'fuzzy', via: 'name' | 'face' | 'ja' | 'ja_face'];

const FOUND: Row[] = [
  // Exact: case, punctuation, accents, quotes, spacing.
  ['Grizzly Bears', 'Grizzly Bears', 'exact', 'name'],
  ['grizzly bears', 'Grizzly Bears', 'exact', 'name'],
  ['GRIZZLY BEARS', 'Grizzly Bears', 'exact', 'name'],
  ['grizzlybears', 'Grizzly Bears', 'exact', 'name'],
  ['Ach! Hans, Run!', '"Ach! Hans, Run!"', 'exact', 'name'],
  ['"Ach! Hans, Run!"', '"Ach! Hans, Run!"', 'exact', 'name'],
  ['ach hans run', '"Ach! Hans, Run!"', 'exact', 'name'],
  ["Sorin's Thirst", "Sorin's Thirst", 'exact', 'name'],
  ['Sorin’s Thirst', "Sorin's Thirst", 'exact', 'name'],
  ['sorins thirst', "Sorin's Thirst", 'exact', 'name'],
  ['Lim-Dul’s Vault', "Lim-Dûl's Vault", 'exact', 'name'],
  ['Jotun Grunt', 'Jötun Grunt', 'exact', 'name'],
  ['Æther Vial', 'Aether Vial', 'exact', 'name'],
  ['teferi time raveler', 'Teferi, Time Raveler', 'exact', 'name'],
  ['Colossus Hammer', 'Colossus Hammer', 'exact', 'name'],
  // Japanese names, with or without 《》, spaces or middle dots; the 《日本語/English》 form.
  ['灰色熊', 'Grizzly Bears', 'exact', 'ja'],
  ['《灰色熊》', 'Grizzly Bears', 'exact', 'ja'],
  ['《稲妻》', 'Lightning Bolt', 'exact', 'ja'],
  ['セラの天使', 'Serra Angel', 'exact', 'ja'],
  ['せらの天使', 'Serra Angel', 'exact', 'ja'], // hiragana for katakana
  ['神の怒り', 'Wrath of God', 'exact', 'ja'],
  ['血染めの月', 'Blood Moon', 'exact', 'ja'],
  ['パッチワークノーム', 'Patchwork Gnomes', 'exact', 'ja'],
  ['パッチワーク ノーム', 'Patchwork Gnomes', 'exact', 'ja'],
  ['世界魂の代弁者ニッサ', 'Nissa, Worldsoul Speaker', 'exact', 'ja'],
  ['《灰色熊/Grizzly Bears》', 'Grizzly Bears', 'exact', 'name'],
  ['《セラの天使／Serra Angel》', 'Serra Angel', 'exact', 'name'],
  // Faces: split, adventure, transform, modal double-faced.
  ['Fire // Ice', 'Fire // Ice', 'exact', 'name'],
  ['fire/ice', 'Fire // Ice', 'exact', 'name'],
  ['Ice', 'Fire // Ice', 'exact', 'face'],
  ['Stomp', 'Bonecrusher Giant // Stomp', 'exact', 'face'],
  ['Bonecrusher Giant', 'Bonecrusher Giant // Stomp', 'exact', 'face'],
  ['Insectile Aberration', 'Delver of Secrets // Insectile Aberration', 'exact', 'face'],
  ['Delver of Secrets', 'Delver of Secrets // Insectile Aberration', 'exact', 'face'],
  ['Tibalt, Cosmic Impostor', 'Valki, God of Lies // Tibalt, Cosmic Impostor', 'exact', 'face'],
  ['Valki, God of Lies', 'Valki, God of Lies // Tibalt, Cosmic Impostor', 'exact', 'face'],
  // A face's Japanese name names that face (issue 14).
  ['砕骨の巨人', 'Bonecrusher Giant // Stomp', 'exact', 'ja_face'],
  ['昆虫の逸脱者', 'Delver of Secrets // Insectile Aberration', 'exact', 'ja_face'],
  // Prefix: only one card starts so.
  ['Platinum Ang', 'Platinum Angel', 'prefix', 'name'],
  ['Bonecrusher', 'Bonecrusher Giant // Stomp', 'prefix', 'name'],
  ['Valki', 'Valki, God of Lies // Tibalt, Cosmic Impostor', 'prefix', 'name'],
  ['Vampire Night', 'Vampire Nighthawk', 'prefix', 'name'],
  // A Japanese legendary name's own part (after 「、」) that only one card has (issue 11).
  ['トビー', 'Toby, Beastie Befriender', 'prefix', 'ja'], // けだものの友、トビー
  ['《セッツァー》', 'Setzer, Wandering Gambler', 'prefix', 'ja'], // さすらいのギャンブラー、セッツァー
  ['《明日歌》', "Tomorrow, Azami's Familiar", 'prefix', 'ja'], // あざみの使い魔、明日歌
  // Fuzzy: typos, transpositions, words in another order or missing.
  ['Grizly Bears', 'Grizzly Bears', 'fuzzy', 'name'],
  ['grizzly baers', 'Grizzly Bears', 'fuzzy', 'name'],
  ['Lightening Bolt', 'Lightning Bolt', 'fuzzy', 'name'],
  ['Serra Angle', 'Serra Angel', 'fuzzy', 'name'],
  ['Colossal Dredmaw', 'Colossal Dreadmaw', 'fuzzy', 'name'],
  ['Vampire Nighthwak', 'Vampire Nighthawk', 'fuzzy', 'name'],
  ['Doubling Seasn', 'Doubling Season', 'fuzzy', 'name'],
  ['bolt lightning', 'Lightning Bolt', 'fuzzy', 'name'],
  ['Hans Run', '"Ach! Hans, Run!"', 'fuzzy', 'name'],
  ['Time Raveler', 'Teferi, Time Raveler', 'fuzzy', 'name'],
  ['Furnace of Rth', 'Furnace of Rath', 'fuzzy', 'name'],
  // Slips in a common word ("angel", "dragon", "of the" bring hundreds of candidates): the word overlap counted from the posting lists.
  ['Akroma Angle of Wrath', 'Akroma, Angel of Wrath', 'fuzzy', 'name'],
  ['Baneslayer Angle', 'Baneslayer Angel', 'fuzzy', 'name'],
  ['Archangle Avacyn', 'Archangel Avacyn // Avacyn, the Purifier', 'fuzzy', 'face'],
  ['Knight of the Whit Orchid', 'Knight of the White Orchid', 'fuzzy', 'name'],
  ['Angel Serra', 'Serra Angel', 'fuzzy', 'name'],
  ['Shivan Dragn', 'Shivan Dragon', 'fuzzy', 'name'],
  ['Birds of Paradice', 'Birds of Paradise', 'fuzzy', 'name'],
];

describe('resolve: found', () => {
  it.each(FOUND)('GIVEN %j THEN %s (%s via %s)', (query, name, how, via) => {
    const r = catalog.resolve(query);
    expect(r.kind, JSON.stringify(r)).toBe('found');
    if (r.kind !== 'found') return;
    expect(r.card.name).toBe(name);
    expect(r.match.how).toBe(how);
    expect(r.match.via).toBe(via);
    if (how === 'fuzzy') expect(r.match.score).toBeGreaterThanOrEqual(0.7);
    else expect(r.match.score).toBe(1);
  });

  it('GIVEN a face name THEN the match says which face', () => {
    const r = catalog.resolve('Stomp');
    expect(r.kind).toBe('found');
    if (r.kind === 'found') expect(r.match).toMatchObject({ via: 'face', face: 1, matched: 'Stomp' });
  });

  it.each([
    ['昆虫の逸脱者', 1],
    ['《砕骨の巨人》', 0],
  ])('GIVEN the Japanese name of a face, %s, THEN the match says which face (%i)', (query, face) => {
    const r = catalog.resolve(query);
    expect(r.kind).toBe('found');
    if (r.kind === 'found') expect(r.match).toMatchObject({ via: 'ja_face', face });
  });

  it('GIVEN a Japanese name THEN the card carries its Japanese names', () => {
    const r = catalog.resolve('《灰色熊》');
    expect(r.kind === 'found' && r.card.ja).toEqual(['灰色熊']);
  });

  it('GIVEN a real card and a token with the same name THEN the real card', () => {
    const r = catalog.resolve("Ajani's Pridemate");
    expect(r.kind === 'found' && r.card.layout).toBe('normal');
  });
});

const AMBIGUOUS: [query: string, mustInclude: string[]][] = [
  ['Lightning', ['Lightning', 'Lightning Bolt']], // only a Jumpstart front card is exactly "Lightning"
  ['Fire', ['Fire // Ice', 'Start // Fire']], // a face of two split cards
  ['Lightning B', ['Lightning Bolt', 'Lightning Blast']],
  ['Delver', ['Delver of Secrets // Insectile Aberration', "Delver's Torch"]],
  ['Serra', ['Serra', 'Serra Ascendant']], // a vanguard card is exactly "Serra"; real cards start so
  ['Colossal Dread', ['Colossal Dreadmaw', 'Colossal Dreadmask']],
  ['Lim-Dul', ["Lim-Dûl's Vault"]],
  ['灰色', ['Grizzly Bears']],
  // A part of several Japanese names asks back, even when only one name starts with it (issue 11):
  // 《ガルタ》 is 原初の飢え、ガルタ and 暴走暴君、ガルタ as much as ガルタとマーブレン.
  ['《ガルタ》', ['Ghalta, Primal Hunger', 'Ghalta, Stampede Tyrant', 'Ghalta and Mavren']],
  ['カンバール', ['Kambal, Consul of Allocation', 'Kambal, Profiteering Mayor']],
  ['《ニッサ》', ['Nissa, Who Shakes the World']],
];

describe('resolve: ambiguous -> did you mean (never a guess)', () => {
  it.each(AMBIGUOUS)('GIVEN %j THEN a list of at most 5 including %j', (query, names) => {
    const r = catalog.resolve(query);
    expect(r.kind, JSON.stringify(r)).toBe('ambiguous');
    if (r.kind !== 'ambiguous') return;
    expect(r.suggestions.length).toBeGreaterThan(1);
    expect(r.suggestions.length).toBeLessThanOrEqual(5);
    const got = r.suggestions.map((s) => s.name);
    expect(new Set(got).size).toBe(got.length);
    for (const n of names) expect(got).toContain(n);
  });

  it('GIVEN a Japanese query THEN suggestions carry Japanese names', () => {
    const r = catalog.resolve('灰色');
    expect(r.kind).toBe('ambiguous');
    if (r.kind === 'ambiguous') expect(r.suggestions.find((s) => s.name === 'Grizzly Bears')?.ja).toBe('灰色熊');
  });
});

/**
 * Name keys drop punctuation, so a staple and a joke card named with a comma share one key
 * ("Lava Axe" / "Lava, Axe", "Rampant Growth" / "Rampant, Growth"). The name exactly as typed
 * (case and spacing aside) decides; only a query matching neither literally is asked back.
 */
describe('resolve: a name typed exactly wins over its punctuation twin', () => {
  it.each([
    ['Lava Axe', 'Lava Axe'],
    ['lava axe', 'Lava Axe'],
    ['Lava, Axe', 'Lava, Axe'],
    ['Rampant Growth', 'Rampant Growth'],
    ['《Rampant, Growth》', 'Rampant, Growth'],
    ['glimpse the unthinkable', 'Glimpse the Unthinkable'],
    ['Clear the  Mind', 'Clear the Mind'],
    ['Gather the Townsfolk', 'Gather the Townsfolk'],
  ])('GIVEN %j THEN %j', (query, name) => {
    const r = catalog.resolve(query);
    expect(r.kind, JSON.stringify(r)).toBe('found');
    if (r.kind === 'found') expect(r.card.name).toBe(name);
  });

  it('GIVEN a spelling that is literally neither THEN asked back', () => {
    expect(catalog.resolve('Lava Axe,').kind).toBe('ambiguous');
  });
});

describe('resolve: nothing', () => {
  it.each(['zzzzqqqxx', 'qwertyuiop asdfgh', '🔥🔥', '   ', '!!!'])('GIVEN %j THEN none', (query) => {
    expect(catalog.resolve(query).kind).toBe('none');
  });

  it('GIVEN a near miss too far for a match THEN none, with suggestions', () => {
    const r = catalog.resolve('Grizzled Bearz Cub');
    expect(['none', 'ambiguous', 'found']).toContain(r.kind);
    if (r.kind === 'none') expect(r.suggestions.length).toBeGreaterThan(0);
  });

  it('GIVEN a Japanese name whose card is not in the catalog THEN none, with the English name known', () => {
    const r = catalog.resolve('鉱山セキュリティ');
    expect(r).toMatchObject({ kind: 'none', known: { name: 'Mine Security', ja: '鉱山セキュリティ' } });
  });
});

describe('complete (autocomplete)', () => {
  it('GIVEN "grizzly" THEN Grizzly Bears among at most 25 distinct cards', () => {
    const got = catalog.complete('grizzly', 25);
    expect(got.length).toBeLessThanOrEqual(25);
    expect(got.map((s) => s.name)).toContain('Grizzly Bears');
    expect(new Set(got.map((s) => s.card)).size).toBe(got.length);
  });

  it('GIVEN a word inside a name THEN cards with that word', () => {
    expect(catalog.complete('hammer', 25).map((s) => s.name)).toContain('Colossus Hammer');
  });

  it('GIVEN Japanese THEN choices with Japanese names', () => {
    const got = catalog.complete('灰色', 25);
    expect(got.find((s) => s.name === 'Grizzly Bears')?.ja).toBe('灰色熊');
  });

  it('GIVEN nothing typed THEN popular cards', () => {
    const got = catalog.complete('', 10);
    expect(got).toHaveLength(10);
  });

  it('GIVEN a typo THEN the fuzzy match', () => {
    expect(catalog.complete('Grizly Bears', 25).map((s) => s.name)).toContain('Grizzly Bears');
  });
});

describe('/combat and /layers autocomplete over the full catalog (issue 17 §6)', () => {
  // The real commands with the current CR's keywords and this file's full catalog as the card service.
  const cr = useCrServices('complete-full');
  const services = (): Services => ({
    ...cr.services(),
    cards: async () =>
      ok<CardService>({ mode: () => 'file', resolve: async (q) => catalog.resolve(q), complete: async (t, n) => catalog.complete(t, n), local: async () => ok(catalog), close: () => undefined }),
  });
  const complete = (cmd: CommandModule, option: string, value: string, lang: Lang = 'en') => cmd.autocomplete!({ lang, focused: { name: option, value }, options: {}, services: services() });

  it.each([
    // A card whose name starts with the whole item comes before keywords completing its last word ("Grizzly Blitz").
    ['combat', 'attackers', 'Grizzly B', 'Grizzly Bears', 'Grizzly Blitz'],
    ['combat', 'blockers', 'Grizzly B', 'Grizzly Bears', 'Grizzly Blitz'],
    ['layers', 'object', 'Grizzly B', 'Grizzly Bears', 'Grizzly Blitz'],
    ['combat', 'blockers', '2/2, Grizzly B', '2/2, Grizzly Bears', '2/2, Grizzly Blitz'],
    ['layers', 'object', 'Llanowar E', 'Llanowar Elves', 'Llanowar Enlist'],
    ['combat', 'attackers', 'Lightning Bo', 'Lightning Bolt', 'Lightning Boast'],
  ] as const)('GIVEN /%s %s "%s" THEN %s is the first choice, and the keyword completion %s comes after it', async (name, option, typed, card, keyword) => {
    const choices = (await complete(name === 'combat' ? combat : layers, option, typed)).map((c) => c.value.toLowerCase());
    expect(choices[0]).toBe(card.toLowerCase());
    expect(choices.indexOf(keyword.toLowerCase())).toBeGreaterThan(0);
  });

  it.each([
    ['combat', 'attackers', '灰色熊', 'Grizzly Bears'],
    ['layers', 'object', 'セラの天', 'Serra Angel'],
  ] as const)('GIVEN /%s %s 「%s」 in Japanese THEN %s is offered first, under its Japanese name', async (name, option, typed, card) => {
    const choices = await complete(name === 'combat' ? combat : layers, option, typed, 'ja');
    expect(choices[0]?.value).toBe(card);
    expect(choices[0]?.name).toContain(typed);
  });
});

describe('the card-name spotter over the name index (questions/spotter.ts)', () => {
  it('GIVEN every name of the catalog and its leading words THEN it finds what a spotter built from the names finds', () => {
    const index = catalog.index;
    // The reference: the names copied into maps, as the spotter was built before it read the index.
    const rows: CardNameSource[] = [];
    for (const n of index.names()) {
      const card = n.card >= 0 ? index.card(n.card) : undefined;
      rows.push({ name: n.name, kind: n.kind, english: card?.name ?? n.name, typeLine: card?.type_line ?? '', playable: card ? cardPriority(card) === 0 : n.kind === 'ja_orphan', rank: card?.rank ?? null });
    }
    const maps = new CardSpotter(rows);
    const indexed = new CardSpotter(new IndexedNames(index));
    expect(indexed.size).toBe(maps.size);
    expect(indexed.japaneseLongest).toBe(maps.japaneseLongest);
    const differ: string[] = [];
    const texts = new Set<string>();
    for (const r of rows) {
      texts.add(r.name);
      const words = r.name.split(/\s+/);
      for (let k = 1; k < words.length; k++) texts.add(words.slice(0, k).join(' '));
      texts.add(`${words[0]!}s`);
    }
    for (const t of [...texts, '', ' ', 'x-ray', "o'brien", '灰色熊', '《灰色熊》', 'はい', 'Soldier', 'Spirit']) {
      // (A hit's Japanese name, `ja`, is the catalog's summary of the card, which a list of names can't rebuild: not compared.)
      const found = (x: unknown): string => JSON.stringify(x, (k, v: unknown) => (k === 'ja' ? undefined : v));
      const a = found([maps.english(t), maps.japanese(t), maps.maxWords(t)]);
      const b = found([indexed.english(t), indexed.japanese(t), indexed.maxWords(t)]);
      if (a !== b) differ.push(`${t}: ${a} vs ${b}`);
    }
    expect(texts.size).toBeGreaterThan(100_000);
    expect(differ.slice(0, 10)).toEqual([]);
  }, 120_000);
});

describe('resolve: a Japanese slip of one kanji is another word', () => {
  // 《俊足の靴》 ("swift shoes") is no card; one kanji from 《俊足の豹》 ("swift leopard", Fleetfoot
  // Panther) it was taken as that card and answered. A changed kanji changes the word: the near card is
  // offered back, never taken. Slips of kana or marks stay misspellings.
  it.each([
    ['俊足の靴', 'Fleetfoot Panther'],
    ['《俊足の靴》', 'Fleetfoot Panther'],
    ['セラの天吏', 'Serra Angel'],
    ['ラノワールのエルフ族', 'Llanowar Elves'],
  ])('GIVEN %j THEN not found, and %s is suggested', (query, suggested) => {
    const r = catalog.resolve(query);
    expect(r.kind, JSON.stringify(r)).not.toBe('found');
    if (r.kind === 'found') return;
    expect(r.suggestions.map((s) => s.name)).toContain(suggested);
  });

  it.each([
    ['ラノワールのエルブ', 'Llanowar Elves'],
  ])('GIVEN a kana slip %j THEN still %s', (query, name) => {
    const r = catalog.resolve(query);
    expect(r.kind, JSON.stringify(r)).toBe('found');
    if (r.kind === 'found') expect(r.card.name).toBe(name);
  });
});
