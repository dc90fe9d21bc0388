/**
 * Scenario objects given by card name (issue 6 §2): `{ "card": "Colossus Hammer" }` is looked up
 * in a real catalog (sample.json, with its Japanese printings), compiled, and run through the
 * engine; explicit fields override the card's; unknown names are problems at their path; what
 * the compiler couldn't model comes back as notes (and the /scenario command's reply and JSON).
 */
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openCatalogFromFiles } from '../../src/cards/open.ts';
import type { CardLookup, LocalCatalog } from '../../src/cards/catalog.ts';
import { toCardRecord } from '../../src/cards/record.ts';
import { runScenario, runScenarioWithCards } from '../../src/scenario/run.ts';
import type { ScenarioRun } from '../../src/scenario/run.ts';
import { cardQuery, expandCards, usesCards } from '../../src/scenario/cards.ts';
import { formatProblem } from '../../src/scenario/schema.ts';
import { t } from '../../src/render/i18n.ts';
import { loadConfig } from '../../src/config.ts';
import { createLogger } from '../../src/logger.ts';
import { createServices } from '../../src/services.ts';
import type { Services } from '../../src/services.ts';
import { runLine } from '../../src/run-command.ts';
import type { ParsedLine } from '../../src/run-command.ts';
import { SAMPLE, cleanupTempDirs, silentLogger, tempDir } from '../cards/helpers.ts';
import { CURRENT_CR_PATH } from '../helpers/data.ts';

let catalog: LocalCatalog;
const resolve = (q: string): Promise<CardLookup> => Promise.resolve(catalog.resolve(q));

beforeAll(async () => {
  const c = await openCatalogFromFiles([SAMPLE], 'file', { dbPath: path.join(tempDir('scenario-cards'), 'cards.sqlite'), logger: silentLogger() });
  if (!c.ok) throw new Error(c.error);
  catalog = c.value;
}, 120_000);

afterAll(() => {
  catalog?.close();
  cleanupTempDirs();
});

/** A run refused because unmodelled text could matter (issue 11 §1): the engine error and the run it refused. */
async function refused(json: unknown) {
  const r = await runScenarioWithCards(json, resolve);
  if (r.ok || r.error.kind !== 'engine') throw new Error(`expected a refusal, got ${JSON.stringify(r.ok ? 'an answer' : r.error)}`);
  return r.error;
}

async function run(json: unknown): Promise<ScenarioRun> {
  const r = await runScenarioWithCards(json, resolve);
  if (!r.ok) throw new Error(JSON.stringify(r.error.kind === 'invalid' ? r.error.problems : r.error.error));
  return r.value;
}

function computed(r: ScenarioRun, id: string) {
  const c = r.resolution.computed.find((x) => x.id === id);
  if (!c) throw new Error(`no computed object ${id}`);
  return c;
}

const names = (r: ScenarioRun, id: string): string[] => computed(r, id).keywords.map((k) => k.keyword);

describe('objects by card name through the engine', () => {
  it('GIVEN Grizzly Bears equipped with Colossus Hammer THEN a 12/12 without flying', async () => {
    const r = await run({ objects: [{ id: 'bear', card: 'Grizzly Bears' }, { id: 'hammer', card: 'Colossus Hammer', attachedTo: 'bear' }] });
    expect(computed(r, 'bear')).toMatchObject({ power: 12, toughness: 12 });
    expect(names(r, 'bear')).not.toContain('flying');
    expect(r.unmodelled ?? []).toEqual([]);
  });

  it('GIVEN Cobbled Wings then Colossus Hammer THEN the later "loses flying" wins (613.7, layer 6)', async () => {
    const r = await run({ objects: [{ id: 'bear', card: 'Grizzly Bears' }, { id: 'wings', card: '《Cobbled Wings》', attachedTo: 'bear' }, { id: 'hammer', card: 'Colossus Hammer', attachedTo: 'bear' }] });
    expect(computed(r, 'bear')).toMatchObject({ power: 12, toughness: 12 });
    expect(names(r, 'bear')).not.toContain('flying');
    const r2 = await run({ objects: [{ id: 'bear', card: 'Grizzly Bears' }, { id: 'hammer', card: 'Colossus Hammer', attachedTo: 'bear' }, { id: 'wings', card: 'Cobbled Wings', attachedTo: 'bear' }] });
    expect(names(r2, 'bear')).toContain('flying');
  });

  it('GIVEN a Japanese name (with and without 《》) THEN the card it names', async () => {
    const r = await run({ objects: [{ id: 'a', card: 'セラの天使' }, { id: 'b', card: '《セラの天使》' }] });
    for (const id of ['a', 'b']) expect(computed(r, id)).toMatchObject({ name: 'Serra Angel', power: 4, toughness: 4 });
    expect(names(r, 'a')).toEqual(['flying', 'vigilance']);
  });

  it('GIVEN explicit fields THEN they override the card', async () => {
    const r = await run({ objects: [{ id: 'bear', card: 'Grizzly Bears', power: 5, name: 'Big Bear', controller: 'B' }] });
    expect(computed(r, 'bear')).toMatchObject({ name: 'Big Bear', power: 5, toughness: 2, controller: 'B' });
  });

  it('GIVEN Glorious Anthem THEN only its controller\'s creatures get +1/+1', async () => {
    const r = await run({ objects: [{ card: 'Glorious Anthem' }, { id: 'mine', card: 'Grizzly Bears' }, { id: 'theirs', card: 'Grizzly Bears', controller: 'B' }] });
    expect(computed(r, 'mine')).toMatchObject({ power: 3, toughness: 3 });
    expect(computed(r, 'theirs')).toMatchObject({ power: 2, toughness: 2 });
  });

  it('GIVEN Humility THEN Serra Angel is a 1/1 with no abilities', async () => {
    const r = await run({ objects: [{ card: 'Humility' }, { id: 'angel', card: 'Serra Angel' }] });
    expect(computed(r, 'angel')).toMatchObject({ power: 1, toughness: 1 });
    expect(names(r, 'angel')).toEqual([]);
  });

  it('GIVEN Furnace of Rath THEN a cast Shock deals 4 to the player (614.1a)', async () => {
    const r = await run({
      objects: [{ id: 'furnace', card: 'Furnace of Rath' }, { id: 'shock', card: 'Shock', zone: 'hand' }],
      actions: [{ kind: 'cast', object: 'shock', targets: { any: ['B'] } }, { kind: 'resolve' }],
    });
    expect(r.resolution.final.players.find((p) => p.id === 'B')!.life).toBe(16);
    expect(r.resolution.trace.some((s) => s.rules.includes('614.1a'))).toBe(true);
  });

  it('GIVEN Lightning Bolt cast at a Serra Angel THEN it dies', async () => {
    const r = await run({
      objects: [{ id: 'angel', card: 'Serra Angel', controller: 'B' }, { id: 'bolt', card: 'Lightning Bolt', zone: 'hand' }, { id: 'anthem', card: 'Glorious Anthem', controller: 'B' }],
      actions: [{ kind: 'cast', object: 'bolt', targets: { any: ['angel'] } }, { kind: 'resolve' }],
    });
    // 4/4 + anthem = 5/5: 3 damage isn't lethal.
    expect(r.resolution.final.objects.find((o) => o.id === 'angel')!.zone).toBe('battlefield');
    const r2 = await run({
      objects: [{ id: 'angel', card: 'Serra Angel', controller: 'B', damage: 1 }, { id: 'bolt', card: 'Lightning Bolt', zone: 'hand' }],
      actions: [{ kind: 'cast', object: 'bolt', targets: { any: ['angel'] } }, { kind: 'resolve' }],
    });
    // 704.5g: lethal damage; in the graveyard it is a new object (400.7).
    expect(r2.resolution.final.objects.filter((o) => o.printed.name === 'Serra Angel').map((o) => o.zone)).toEqual(['graveyard']);
  });

  // Both of Doubling Season's sentences are modelled (614.1a, 614.16): the token comes twice, and
  // counters an effect puts on a permanent its controller controls come twice.
  it('GIVEN Doubling Season THEN a created token comes twice, and counters put on it come twice', async () => {
    const r = await run({
      objects: [{ id: 'season', card: 'Doubling Season' }],
      actions: [
        { kind: 'create', object: { id: 'soldier', name: 'Soldier', types: ['Creature'], power: 1, toughness: 1 } },
        { kind: 'add-counters', target: 'soldier', counter: '+1/+1', amount: 1 },
      ],
    });
    const soldiers = r.resolution.final.objects.filter((o) => o.printed.name === 'Soldier');
    expect(soldiers).toHaveLength(2);
    expect(soldiers.find((o) => o.id === 'soldier')!.counters).toEqual({ '+1/+1': 2 });
  });

  it('GIVEN a created Rusted Sentinel THEN it enters tapped (614.1c)', async () => {
    const r = await run({ actions: [{ kind: 'create', object: { id: 'golem', card: 'Rusted Sentinel', token: false } }] });
    expect(r.resolution.final.objects.find((o) => o.id === 'golem')).toMatchObject({ tapped: true, zone: 'battlefield' });
  });

  // Issue 11 §1: Voice of All on the battlefield has static text the engine can't read: refused (it used to answer with a note).
  it('GIVEN Voice of All THEN its unmodelled parts are in the trace and the answer is refused, in EN and JA lines', async () => {
    const e = await refused({ objects: [{ id: 'voice', card: 'Voice of All' }] });
    expect(e.resolution.gaps.relevant.map((g) => g.text)).toEqual(['As this creature enters, choose a color.', 'This creature has protection from the chosen color.']);
    expect(e.resolution.trace.filter((s) => s.key === 'unmodelled.text')).toHaveLength(2);
    const text = String(e.error.params.text);
    expect(t('en', 'card.cant_model', { card: 'Voice of All', text })).toBe("I can't model this part of Voice of All: As this creature enters, choose a color.");
    expect(t('ja', 'card.cant_model', { card: 'Voice of All', text })).toBe('Voice of Allの次の部分はモデル化できません: As this creature enters, choose a color.');
  });
});

describe('names that are not one card', () => {
  it('GIVEN an unknown name THEN unknown_card at its path, in words', async () => {
    const r = await runScenarioWithCards({ objects: [{ id: 'x', card: 'Qwxyz Flarbnorg' }] }, resolve);
    expect(r.ok).toBe(false);
    if (r.ok || r.error.kind !== 'invalid') throw new Error('expected invalid');
    expect(r.error.problems[0]).toMatchObject({ path: 'objects[0].card', code: 'unknown_card', params: { name: 'Qwxyz Flarbnorg' } });
    expect(formatProblem(r.error.problems[0]!, 'en')).toMatch(/^objects\[0\]\.card: no card has this name: "Qwxyz Flarbnorg"/);
  });

  it('GIVEN an ambiguous name THEN ambiguous_card with "did you mean …"', async () => {
    const lookup: CardLookup = { kind: 'ambiguous', how: 'prefix', suggestions: [{ name: 'Serra Angel', ja: null, card: 1 }, { name: 'Serra Avatar', ja: null, card: 2 }] };
    const r = await runScenarioWithCards({ objects: [{ card: 'Serra' }] }, () => Promise.resolve(lookup));
    if (r.ok || r.error.kind !== 'invalid') throw new Error('expected invalid');
    const text = formatProblem(r.error.problems[0]!, 'en');
    expect(text).toContain('did you mean Serra Angel, Serra Avatar?');
    expect(formatProblem(r.error.problems[0]!, 'ja')).toContain('もしかしてSerra Angel、Serra Avatar？');
  });

  it('GIVEN a creature card whose P/T is * and no power/toughness THEN card_pt_unknown (never 0/0)', async () => {
    const goyf = toCardRecord({ name: 'Test Goyf', layout: 'normal', type_line: 'Creature — Lhurgoyf', power: '*', toughness: '1+*', oracle_text: 'Its power is magic.', mana_cost: '{1}{G}', cmc: 2, colors: ['G'] });
    const found: CardLookup = { kind: 'found', card: goyf, match: { how: 'exact', via: 'name', matched: 'Test Goyf', face: null, score: 1 } } as CardLookup;
    const r = await runScenarioWithCards({ objects: [{ card: 'Test Goyf' }] }, () => Promise.resolve(found));
    if (r.ok || r.error.kind !== 'invalid') throw new Error('expected invalid');
    expect(r.error.problems[0]).toMatchObject({ path: 'objects[0].card', code: 'card_pt_unknown' });
    // With its P/T given it is a valid Scenario; its unmodelled rules text on the battlefield then refuses the answer (issue 11 §1).
    const ok = await runScenarioWithCards({ objects: [{ id: 'g', card: 'Test Goyf', power: 3, toughness: 4 }] }, () => Promise.resolve(found));
    if (ok.ok || ok.error.kind !== 'engine') throw new Error('expected the engine to refuse');
    expect(ok.error.error).toMatchObject({ code: 'unmodelled', params: { text: 'Its power is magic.' } });
  });

  it('GIVEN an empty card name THEN a problem, and no lookup', async () => {
    let called = 0;
    const r = await expandCards({ objects: [{ card: '  ' }] }, () => {
      called++;
      return Promise.resolve({ kind: 'none', suggestions: [] });
    });
    expect(r.ok).toBe(false);
    expect(called).toBe(0);
  });

  it('cardQuery strips 《》 and 「」; usesCards sees objects and created objects', () => {
    expect(cardQuery(' 《灰色熊》 ')).toBe('灰色熊');
    expect(cardQuery('「Shock」')).toBe('Shock');
    expect(usesCards({ objects: [{ name: 'x' }] })).toBe(false);
    expect(usesCards({ actions: [{ kind: 'create', object: { card: 'Shock' } }] })).toBe(true);
  });

  it('GIVEN the synchronous runScenario THEN a card name is still refused (it has no catalog)', () => {
    const r = runScenario({ objects: [{ card: 'Grizzly Bears' }] });
    expect(r.ok).toBe(false);
  });
});

describe('the /scenario command with card names', () => {
  let services: Services;
  beforeAll(() => {
    const loaded = loadConfig({ CR_FILE: CURRENT_CR_PATH, CACHE_DIR: tempDir('scenario-cmd'), CARDS_FILE: SAMPLE });
    if (!loaded.ok) throw new Error(JSON.stringify(loaded.errors));
    services = createServices(loaded.config, createLogger({ level: 'silent' }));
  });
  afterAll(() => services?.close());

  const line = (json: unknown, lang: 'en' | 'ja' = 'en'): ParsedLine => ({
    command: 'scenario',
    positional: JSON.stringify(json),
    flags: { json: true, examples: false, help: false, lang },
    named: {},
    badFlags: [],
  });

  // Issue 11 §1: the reply is a refusal with the code `unmodelled`, naming the card and the exact text (it used to answer with a note).
  it('GIVEN Voice of All on the battlefield THEN the reply is refused as unmodelled, naming the card and its text', async () => {
    const r = await runLine(line({ objects: [{ id: 'voice', card: 'Voice of All' }, { id: 'bear', card: 'Grizzly Bears', controller: 'B' }] }), services, 'cli');
    expect(r.outcome.ok).toBe(false);
    if (r.outcome.ok) return;
    expect(r.outcome.error.code).toBe('unmodelled');
    expect(r.outcome.error.message).toContain('Voice of All');
    expect(r.outcome.error.message).toContain('As this creature enters, choose a color.');
  });

  it('GIVEN Voice of All in the library THEN the answer stands and names its text as unable to matter', async () => {
    const r = await runLine(line({ objects: [{ id: 'voice', card: 'Voice of All', zone: 'library' }, { id: 'bear', card: 'Grizzly Bears', controller: 'B' }] }), services, 'cli');
    if (!r.outcome.ok) throw new Error(r.outcome.error.message);
    const data = r.outcome.data as { answer: string; unmodelled: { card: string; text: string; message: string }[] };
    expect(data.unmodelled.map((u) => u.text)).toEqual(['As this creature enters, choose a color.', 'This creature has protection from the chosen color.']);
    expect(data.answer).toContain("Not modelled, but it can't change this outcome: Voice of All: “As this creature enters, choose a color.”");
  });

  it('GIVEN Japanese THEN the line is in Japanese with the card\'s Japanese name when known', async () => {
    // In the library its static ability can't apply (the engine's gap rule), so the run answers and lists it.
    const r = await runLine(line({ objects: [{ card: 'Blood Moon', zone: 'library' }] }, 'ja'), services, 'cli');
    if (!r.outcome.ok) throw new Error(r.outcome.error.message);
    const data = r.outcome.data as { unmodelled: { message: string }[] };
    expect(data.unmodelled[0]!.message).toBe('血染めの月の次の部分はモデル化できません: Nonbasic lands are Mountains.');
  });

  it('GIVEN an unknown card THEN a clear bad_input naming the path', async () => {
    const r = await runLine(line({ objects: [{ card: 'Qwxyz Flarbnorg' }] }), services, 'cli');
    expect(r.outcome.ok).toBe(false);
    if (r.outcome.ok) return;
    expect(r.outcome.error.code).toBe('bad_input');
    expect(r.outcome.error.message).toContain('objects[0].card: no card has this name: "Qwxyz Flarbnorg"');
  });
});
