/**
 * /card and coverage in-process, through runLine (the path of the CLI and the console mode),
 * with services loading the full 35k-card catalog from CARDS_FILE: the JSON data of the CLI
 * contract, Japanese names and interface, faces, "did you mean", the bad-input matrix (every
 * reply safe to post and within Discord's limits), autocomplete, and the embed's image.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.ts';
import { CURRENT_CR_PATH } from '../helpers/data.ts';
import { createLogger } from '../../src/logger.ts';
import { createServices } from '../../src/services.ts';
import type { Services } from '../../src/services.ts';
import { cliJson, schemaFor } from '../../src/app/contract.ts';
import { parseArgs, runLine } from '../../src/run-command.ts';
import type { ParsedLine, RunResult } from '../../src/run-command.ts';
import type { CommandOutcome } from '../../src/app/command.ts';
import type { Lang } from '../../src/core/lang.ts';
import type { ReplyPage } from '../../src/core/reply.ts';
import { exitStatusFor } from '../../src/core/result.ts';
import type { ErrorCode } from '../../src/core/result.ts';
import { replyToText } from '../../src/render/text.ts';
import { replyToMessage } from '../../src/discord/embeds.ts';
import { card } from '../../commands/card.ts';
import { findCommand } from '../../commands/index.ts';
import { spacesNextToJapanese } from '../support/ja-text-check.ts';

const CARDS = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../../../shared/data/cards');
const CARDS_FILE = `${path.join(CARDS, 'oracle-cards.json.gz')}:${path.join(CARDS, 'ja-printings.json.gz')}`;
const JAPANESE = /[\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff]/u;

let cacheDir = '';
let services: Services;

beforeAll(async () => {
  cacheDir = mkdtempSync(path.join(tmpdir(), 'stackwise-card-cmd-'));
  // CR_FILE: /coverage loads the rules (the compiler reads the CR's subtype lists, services.ts), from the file rather than the network.
  const loaded = loadConfig({ CARDS_FILE, CACHE_DIR: cacheDir, CR_FILE: CURRENT_CR_PATH });
  if (!loaded.ok) throw new Error(JSON.stringify(loaded.errors));
  services = createServices(loaded.config, createLogger({ level: 'silent' }));
  const c = await services.cards!();
  if (!c.ok) throw new Error(c.error);
}, 120_000);

afterAll(() => {
  services?.close();
  if (cacheDir) rmSync(cacheDir, { recursive: true, force: true });
});

function run(command: string, text: string, lang?: Lang): Promise<RunResult> {
  const parsed: ParsedLine = { command, positional: text, flags: { json: true, examples: false, help: false, ...(lang ? { lang } : {}) }, named: {}, badFlags: [] };
  return runLine(parsed, services, 'cli');
}

function okData(o: CommandOutcome): Record<string, unknown> {
  if (!o.ok) throw new Error(`expected ok, got ${o.error.code}: ${o.error.message}`);
  return o.data;
}

function allText(o: CommandOutcome): string {
  const pages = o.reply.pages.map((p) => [p.title, p.url ?? '', p.description, p.footer ?? '', ...(p.fields ?? []).flatMap((f) => [f.name, f.value])].join('\n'));
  return [...pages, replyToText(o.reply), ...(o.ok ? [] : [o.error.message, ...(o.error.suggestions ?? [])])].join('\n');
}

function limitProblems(p: ReplyPage): string[] {
  const out: string[] = [];
  const fields = p.fields ?? [];
  if (p.title.length === 0 || p.title.length > 256) out.push(`title length ${p.title.length}`);
  if (p.description.length > 4096) out.push(`description length ${p.description.length}`);
  if (p.description.trim() === '' && fields.length === 0) out.push('empty page');
  if (fields.length > 25) out.push(`${fields.length} fields`);
  for (const f of fields) if (f.name.length === 0 || f.name.length > 256 || f.value.trim() === '' || f.value.length > 1024) out.push(`field ${f.name}`);
  const total = p.title.length + p.description.length + (p.footer?.length ?? 0) + fields.reduce((s, f) => s + f.name.length + f.value.length, 0);
  if (total > 6000) out.push(`total ${total}`);
  return out;
}

const LIVE_MENTION = /@(?:everyone|here)\b|<(?:@[!&]?|#)\d/i;

describe('card: JSON data (the CLI contract: {"ok":true,"card":{...}})', () => {
  it('GIVEN card "Grizzly Bears" THEN name, ja, mana cost, type line, oracle text, P/T and the rest', async () => {
    const { outcome, lang } = await run('card', 'Grizzly Bears');
    expect(lang).toBe('en');
    const data = okData(outcome);
    expect(data.card).toMatchObject({
      name: 'Grizzly Bears',
      ja: '灰色熊',
      mana_cost: '{1}{G}',
      cmc: 2,
      type_line: 'Creature — Bear',
      oracle_text: '',
      power: '2',
      toughness: '2',
      loyalty: null,
      defense: null,
      colors: ['G'],
      keywords: [],
      layout: 'normal',
      faces: [],
      oracle_id: '14c8f55d-d177-4c25-a931-ebeb9e6062a0',
    });
    const c = data.card as Record<string, string>;
    expect(c.image).toMatch(/^https:\/\/cards\.scryfall\.io\/normal\//);
    expect(c.rulings_page).toMatch(/^https:\/\/scryfall\.com\/card\/[^?]+$/);
    expect(c.rulings_uri).toMatch(/\/rulings$/);
    expect(data.match).toEqual({ how: 'exact', via: 'name', matched: 'Grizzly Bears', face: null, score: 1 });
  });

  it.each([
    ['灰色熊', 'Grizzly Bears', 'ja', 'ja'],
    ['《灰色熊》', 'Grizzly Bears', 'ja', 'ja'],
    ['《稲妻/Lightning Bolt》', 'Lightning Bolt', 'ja', 'name'],
    ['grizly bears', 'Grizzly Bears', 'en', 'name'],
    ['Ach! Hans, Run!', '"Ach! Hans, Run!"', 'en', 'name'],
    ['Stomp', 'Bonecrusher Giant // Stomp', 'en', 'face'],
  ])('GIVEN card %j THEN %s, reply in %s, matched via %s', async (q, name, lang, via) => {
    const { outcome, lang: picked } = await run('card', q);
    const data = okData(outcome);
    expect((data.card as { name: string }).name).toBe(name);
    expect(picked).toBe(lang);
    expect((data.match as { via: string }).via).toBe(via);
  });

  it('GIVEN a split card THEN each face separately in the data and the reply', async () => {
    const { outcome } = await run('card', 'Fire // Ice');
    const data = okData(outcome);
    const faces = (data.card as { faces: { name: string; mana_cost: string; oracle_text: string }[] }).faces;
    expect(faces.map((f) => [f.name, f.mana_cost])).toEqual([
      ['Fire', '{1}{R}'],
      ['Ice', '{1}{U}'],
    ]);
    const d = outcome.reply.pages[0]!.description;
    expect(d.indexOf('**Fire**')).toBeLessThan(d.indexOf('**Ice**'));
    expect(d).toContain('Tap target permanent.');
  });

  it('GIVEN a planeswalker THEN its loyalty is shown', async () => {
    const { outcome } = await run('card', 'Teferi, Time Raveler');
    expect(outcome.reply.pages[0]!.description).toContain('Loyalty: 4');
  });
});

describe('card: the reply', () => {
  it('GIVEN English THEN title, cost, type, P/T, Japanese name, rulings link and image', async () => {
    const { outcome } = await run('card', 'Grizzly Bears');
    const page = outcome.reply.pages[0]!;
    expect(page.title).toBe('Grizzly Bears');
    expect(page.url).toMatch(/^https:\/\/scryfall\.com\/card\//);
    expect(page.description).toContain('{1}{G}');
    expect(page.description).toContain('Creature — Bear');
    expect(page.description).toContain('**2/2**');
    expect(page.fields?.find((f) => f.name === 'Japanese name')?.value).toBe('灰色熊');
    expect(page.fields?.find((f) => f.name === 'Rulings')?.value).toMatch(/\]\(https:\/\/scryfall\.com\/card\//);
    expect(page.image).toMatch(/^https:\/\/cards\.scryfall\.io\//);
    // Discord: the image is the embed's image. Text: a line of its own.
    const embed = replyToMessage(outcome.reply, 0, { lang: 'en' }).embeds[0]!;
    expect(embed.image?.url).toBe(page.image);
    expect(replyToText(outcome.reply).split('\n')).toContain(page.image);
  });

  it('GIVEN Japanese THEN the interface is in Japanese, the Japanese name first', async () => {
    const { outcome } = await run('card', '灰色熊');
    const page = outcome.reply.pages[0]!;
    expect(page.title).toBe('灰色熊（Grizzly Bears）');
    const names = (page.fields ?? []).map((f) => f.name);
    expect(names).toEqual(expect.arrayContaining(['英語名', 'マナ総量', '色', '裁定']));
    expect(page.fields?.find((f) => f.name === '色')?.value).toBe('緑');
    expect(page.footer).toMatch(JAPANESE);
    // The type line as Japanese cards print it (issue 16 §2), not the English one.
    expect(page.description).toContain('*クリーチャー — 熊*');
    expect(page.description).not.toContain('Creature — Bear');
  });

  it.each([
    ['ラノワールのエルフ', '*クリーチャー — エルフ・ドルイド*'],
    ['《ボーラスの占い師》', '*クリーチャー — マーフォーク・ウィザード*'],
    ['稲妻', '*インスタント*'],
  ])('GIVEN Japanese %s THEN its type line is in Japanese', async (query, line) => {
    const { outcome } = await run('card', query);
    expect(outcome.reply.pages[0]!.description).toContain(line);
  });

  it('GIVEN --lang ja on an English name THEN the Japanese interface', async () => {
    const { outcome } = await run('card', 'Lightning Bolt', 'ja');
    expect(outcome.reply.pages[0]!.title).toBe('稲妻（Lightning Bolt）');
  });

  it('GIVEN a fuzzy match THEN the reply says what it matched', async () => {
    const { outcome } = await run('card', 'Serra Angle');
    expect(outcome.reply.pages[0]!.description).toContain('closest match to "Serra Angle"');
  });
});

// Issue 16 §2: a Japanese /card reply names keywords in Japanese (the official names our glossary has), a card with
// two faces by both faces' Japanese names, and puts no space between a Japanese word and a name or number.
describe('card: the Japanese reply reads as Japanese', () => {
  const field = (o: CommandOutcome, name: string): string | undefined => o.reply.pages[0]!.fields?.find((f) => f.name === name)?.value;
  it.each([
    ['Serra Angel', '飛行、警戒'],
    ['ボガートの粗暴者', '威迫'],
    ['Delver of Secrets', '飛行、変身させる'],
  ])('GIVEN %s THEN its keywords in Japanese: %s', async (query, keywords) => {
    const { outcome } = await run('card', query, 'ja');
    expect(field(outcome, 'キーワード')).toBe(keywords);
  });
  it.each([
    ['Serra Angl', '「Serra Angl」に最も近い《セラの天使》を表示しています。'],
    ['Delver of Secrets', '「Delver of Secrets」は《秘密を掘り下げる者 // 昆虫の逸脱者》の片方の面です。'],
    ['Jace, the Mind Sculptor', '**忠誠度：3**'],
  ])('GIVEN %s THEN the reply says %s', async (query, says) => {
    const { outcome } = await run('card', query, 'ja');
    expect(outcome.reply.pages[0]!.description).toContain(says);
  });
  it('GIVEN a split card THEN its title names both faces in Japanese', async () => {
    const { outcome } = await run('card', 'Fire // Ice', 'ja');
    expect(outcome.reply.pages[0]!.title).toBe('火 // 氷（Fire // Ice）');
  });
  it.each(['Serra Angl', 'Delver of Secrets', 'Jace, the Mind Sculptor', '灰色', 'Fire // Ice', 'ラノワールのエルフ', 'Tarmogoyf'])('GIVEN %s THEN no line has a space next to a Japanese character', async (query) => {
    const { outcome } = await run('card', query, 'ja');
    const lines = replyToText(outcome.reply).split('\n').filter((l) => !/^— /.test(l));
    expect(lines.flatMap(spacesNextToJapanese)).toEqual([]);
  });
});

describe('card: unknown and ambiguous names', () => {
  it('GIVEN an unknown card THEN unknown_card (exit 2), a polite message and how to ask', async () => {
    const { outcome } = await run('card', 'Xyzzy Qwerty Frobnicator');
    expect(outcome.ok).toBe(false);
    if (outcome.ok) return;
    expect(outcome.error.code).toBe('unknown_card');
    expect(exitStatusFor(outcome.error.code)).toBe(2);
    expect(outcome.error.message).toMatch(/couldn't find a card named "Xyzzy Qwerty Frobnicator"/);
    expect(outcome.error.message).toContain('/card Grizzly Bears');
  });

  it('GIVEN a near miss THEN suggestions', async () => {
    const { outcome } = await run('card', 'Grizzled Bearz Cubbb');
    if (outcome.ok) return; // a match is acceptable too
    expect(outcome.error.suggestions?.length).toBeGreaterThan(0);
  });

  it('GIVEN an ambiguous name THEN ambiguous_card (exit 2) with at most 5 suggestions shown in the reply', async () => {
    const { outcome } = await run('card', 'Fire');
    expect(outcome.ok).toBe(false);
    if (outcome.ok) return;
    expect(outcome.error.code).toBe('ambiguous_card');
    expect(exitStatusFor(outcome.error.code)).toBe(2);
    expect(outcome.error.suggestions).toEqual(expect.arrayContaining(['Fire // Ice', 'Start // Fire']));
    expect(outcome.error.suggestions!.length).toBeLessThanOrEqual(5);
    expect(outcome.reply.pages[0]!.description).toContain('Did you mean');
  });

  it('GIVEN an ambiguous Japanese name THEN Japanese message and "日本語名（English）" suggestions', async () => {
    const { outcome } = await run('card', '灰色');
    expect(outcome.ok).toBe(false);
    if (outcome.ok) return;
    expect(outcome.error.message).toMatch(JAPANESE);
    expect(outcome.error.suggestions).toContain('灰色熊（Grizzly Bears）');
    // (The failure's title and its suggestion line are the catalogue's: Japanese punctuation, no English.)
    expect(outcome.reply.pages[0]!.title).toBe('お答えできませんでした');
    expect(outcome.reply.pages[0]!.description).toMatch(/\nもしかして：灰色港（The Grey Havens）、/);
  });
});

// ---------------------------------------------------------------------------------------------

const TEN_KB = '@everyone Grizzly Bears <@123456789012345678> '.repeat(250).slice(0, 10 * 1024);

const BAD: { name: string; text: string; expected: readonly (ErrorCode | 'ok')[] }[] = [
  { name: 'empty', text: '', expected: ['empty_input'] },
  { name: 'blank', text: '   ', expected: ['empty_input'] },
  { name: '10 kB', text: TEN_KB, expected: ['input_too_long'] },
  { name: 'control character', text: 'Grizzly\u0007Bears', expected: ['bad_input'] },
  { name: 'escape sequence', text: 'Grizzly\u001b[2JBears', expected: ['bad_input'] },
  { name: 'bidi override', text: 'Grizzly\u202eBears', expected: ['bad_input'] },
  { name: 'emoji only', text: '🔥🐉✨', expected: ['bad_input'] },
  { name: 'emoji and a name', text: '🔥 Lightning Bolt 🔥', expected: ['ok'] },
  { name: '@everyone', text: '@everyone', expected: ['unknown_card', 'ambiguous_card'] },
  { name: '@here and a name', text: '@here Shock', expected: ['ok', 'unknown_card', 'ambiguous_card'] },
  { name: 'user mention', text: '<@123456789012345678>', expected: ['unknown_card', 'ambiguous_card'] },
  { name: 'role and channel mentions', text: '<@&123456789012345678> <#123456789012345678> Shock', expected: ['ok', 'unknown_card', 'ambiguous_card'] },
  { name: 'markdown around a name', text: '**Grizzly** _Bears_', expected: ['ok'] },
  { name: 'markdown link', text: '[Grizzly Bears](https://evil.example)', expected: ['ok', 'unknown_card', 'ambiguous_card'] },
  { name: 'code block', text: '```js\nalert(1)\n```', expected: ['unknown_card', 'ambiguous_card', 'bad_input'] },
  { name: 'SQL', text: "'; DROP TABLE cards; --", expected: ['unknown_card', 'ambiguous_card'] },
  { name: 'mixed languages', text: '灰色熊 Grizzly Bears', expected: ['ok', 'unknown_card', 'ambiguous_card'] },
  { name: 'full-width', text: 'Ｇｒｉｚｚｌｙ　Ｂｅａｒｓ', expected: ['ok'] },
];

const MATRIX = (['en', 'ja'] as const).flatMap((lang) => BAD.map((b) => ({ ...b, lang })));

describe('card: bad input', () => {
  it.each(MATRIX)('GIVEN $name ($lang) THEN one of $expected, safe and within limits', async ({ text, expected, lang }) => {
    const { outcome } = await run('card', text, lang);
    const got = outcome.ok ? 'ok' : outcome.error.code;
    expect(expected).toContain(got);
    if (!outcome.ok) {
      expect(exitStatusFor(outcome.error.code)).toBe(2);
      expect(outcome.reply.tone).toBe('error');
      expect(outcome.error.message.length).toBeLessThan(600);
      if (lang === 'ja') expect(outcome.error.message).toMatch(JAPANESE);
    }
    expect(allText(outcome)).not.toMatch(LIVE_MENTION);
    expect(outcome.reply.pages.flatMap(limitProblems)).toEqual([]);
  });

  it('GIVEN SQL in the name THEN the catalog still works afterwards', async () => {
    await run('card', "'; DROP TABLE cards; --");
    expect(okData((await run('card', 'Shock')).outcome).card).toMatchObject({ name: 'Shock' });
  });
});

describe('card: every answer fits Discord', () => {
  it.each(['Grizzly Bears', 'Fire // Ice', 'Valki, God of Lies', 'Our Market Research Shows That Players Like Really Long Card Names So We Made this Card to Have the Absolute Longest Card Name Ever Elemental', 'Teferi, Time Raveler', 'Humility', 'Doubling Season'])(
    'GIVEN %j in both languages THEN within the limits',
    async (name) => {
      for (const lang of ['en', 'ja'] as const) {
        const { outcome } = await run('card', name, lang);
        expect(outcome.ok, name).toBe(true);
        expect(outcome.reply.pages.flatMap(limitProblems)).toEqual([]);
        expect(() => replyToMessage(outcome.reply, 0, { lang })).not.toThrow();
      }
    },
  );
});

describe('card: autocomplete', () => {
  const complete = (value: string, lang: Lang = 'en') => card.autocomplete!({ lang, focused: { name: 'name', value }, options: {}, services });

  it('GIVEN "grizzly" THEN at most 25 choices including Grizzly Bears, each 1-100 characters', async () => {
    const choices = await complete('grizzly');
    expect(choices.length).toBeGreaterThan(0);
    expect(choices.length).toBeLessThanOrEqual(25);
    expect(choices.map((c) => c.value)).toContain('Grizzly Bears');
    for (const c of choices) {
      expect(c.name.length).toBeGreaterThan(0);
      expect(c.name.length).toBeLessThanOrEqual(100);
      expect(c.value.length).toBeLessThanOrEqual(100);
    }
  });

  it('GIVEN Japanese THEN "日本語名 — English" labels and English values', async () => {
    const choices = await complete('灰色', 'ja');
    expect(choices).toContainEqual({ name: '灰色熊 — Grizzly Bears', value: 'Grizzly Bears' });
  });

  it('GIVEN the longest card name THEN its value still resolves to it', async () => {
    const choices = await complete('Our Market Research');
    const c = choices[0]!;
    expect(c.value.length).toBeLessThanOrEqual(100);
    const { outcome } = await run('card', c.value);
    expect((okData(outcome).card as { name: string }).name).toMatch(/^Our Market Research/);
  });

  it('GIVEN nothing typed THEN popular cards', async () => {
    expect((await complete('')).length).toBe(25);
  });
});

describe('coverage', () => {
  it('GIVEN coverage THEN counts over the whole catalog and the top 20 unmodelled line shapes', async () => {
    const { outcome } = await run('coverage', '');
    const data = okData(outcome);
    const counts = data.counts as { full: number; partial: number; none: number };
    const catalog = data.catalog as { cards: number };
    expect(catalog.cards).toBeGreaterThan(33_000);
    expect(counts.full + counts.partial + counts.none).toBe(catalog.cards);
    expect(counts.full).toBeGreaterThan(1000);
    const lines = data.top_unmodelled_lines as { shape: string; count: number; example: string }[];
    expect(lines).toHaveLength(20);
    expect(lines[0]!.count).toBeGreaterThan(100);
    expect(outcome.reply.pages.flatMap(limitProblems)).toEqual([]);
  }, 600_000); // the whole catalogue compiled: minutes on a loaded 2-core machine, never a speed check

  it('GIVEN coverage THEN the most-played tiers (EDHREC rank), the question-set cards and the gaps blocking the top 2,000', async () => {
    const data = okData((await run('coverage', '')).outcome);
    const popular = data.popular as Record<string, { full: number; partial: number; none: number }>;
    for (const n of [500, 2000, 10000]) {
      const c = popular[`${n}`]!;
      expect(c.full + c.partial + c.none).toBe(n);
    }
    const q = data.questions as { cards: number; counts: { full: number; partial: number; none: number }; not_found: string[]; not_full: { name: string; missing: string[] }[] };
    expect(q.cards).toBeGreaterThan(100);
    expect(q.not_found).toEqual([]);
    expect(q.counts.full + q.counts.partial + q.counts.none).toBe(q.cards);
    expect(q.not_full).toHaveLength(q.counts.partial + q.counts.none);
    for (const c of q.not_full) expect(c.missing.length).toBeGreaterThan(0);
    const blocking = data.top_blocking_2000 as { shape: string; cards: number; example: string }[];
    expect(blocking.length).toBeGreaterThan(5);
    for (let i = 1; i < blocking.length; i++) expect(blocking[i - 1]!.cards).toBeGreaterThanOrEqual(blocking[i]!.cards);
  }, 600_000);

  it('GIVEN coverage --cards THEN every card with its status, the most played first', async () => {
    const data = okData((await runLine(parseArgs(['coverage', '--cards', '--json']), services, 'cli')).outcome);
    const cards = data.cards as { name: string; rank: number | null; status: string; missing: string[] }[];
    expect(cards.length).toBeGreaterThan(33_000);
    const ranks = cards.map((c) => c.rank).filter((r): r is number => r !== null);
    for (let i = 1; i < ranks.length; i++) expect(ranks[i - 1]!).toBeLessThanOrEqual(ranks[i]!);
    expect(cards.find((c) => c.name === 'Colossus Hammer')).toMatchObject({ status: 'full', missing: [] });
    // Doubling Season became fully modelled (counter and token doubling, 614.1a/614.16); Kalitas is still partly.
    expect(cards.find((c) => c.name === 'Doubling Season')!.status).toBe('full');
    expect(cards.find((c) => c.name === 'Kalitas, Traitor of Ghet')!.status).toBe('partial');
  }, 600_000); // reads the whole catalog: ~15 s idle, minutes on a loaded machine; a hang guard, not a speed check

  it('GIVEN coverage "Colossus Hammer" THEN that card, fully modelled by the card compiler', async () => {
    const data = okData((await run('coverage', 'Colossus Hammer')).outcome);
    expect(data).toMatchObject({ card: 'Colossus Hammer', status: 'full', missing: [] });
  });

  it('GIVEN coverage "Kalitas, Traitor of Ghet" THEN that card, with what is missing', async () => {
    const data = okData((await run('coverage', 'Kalitas, Traitor of Ghet')).outcome);
    expect(data).toMatchObject({ card: 'Kalitas, Traitor of Ghet', status: 'partial' });
    expect(data.missing).toEqual(['text: If a nontoken creature an opponent controls would die, instead exile that card and create a 2/2 black Zombie creature token.']);
  });

  it('GIVEN the command registry THEN card and coverage are registered with Japanese localisations', () => {
    for (const name of ['card', 'coverage']) {
      const json = findCommand(name)!.data.toJSON();
      expect(json.name_localizations?.ja).toBeTruthy();
      expect(json.description_localizations?.ja).toMatch(JAPANESE);
    }
  });

  it('GIVEN the CLI argv form THEN the same', async () => {
    const { outcome } = await runLine(parseArgs(['card', 'Shock', '--json']), services, 'cli');
    expect(okData(outcome).card).toMatchObject({ name: 'Shock', ja: 'ショック' });
  });

  it('GIVEN card and coverage output THEN it meets the CLI JSON contract (src/app/contract.ts)', async () => {
    for (const argv of [['card', 'Shock'], ['card', 'Qwxyz Flarbnorg'], ['coverage', 'Kalitas, Traitor of Ghet'], ['coverage']]) {
      const { outcome, command } = await runLine(parseArgs([...argv, '--json']), services, 'cli');
      const body = cliJson(command, outcome);
      expect(body.ok).toBe(argv[1] !== 'Qwxyz Flarbnorg');
      expect(schemaFor(command, body.ok === true).safeParse(body).error?.issues ?? []).toEqual([]);
    }
  }, 60_000);
});
