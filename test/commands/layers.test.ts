/**
 * /layers in-process: an object and its effects in order become a Scenario whose timestamps follow
 * that order; the answer is the engine's layer breakdown (613). Rows assert the final P/T, colors,
 * types and keywords and the layer rules cited, in English and Japanese; effects it can't read are
 * named with the forms it can.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AutocompleteContext, CommandOutcome } from '../../src/app/command.ts';
import { exitStatusFor } from '../../src/core/result.ts';
import { layers } from '../../commands/layers.ts';
import { findCommand } from '../../commands/index.ts';
import { readEffect } from '../../src/questions/structured/layers.ts';
import { JAPANESE, finalOf, limitProblems, okData, openHarness, rulesCited, runText } from './combat-support.ts';
import type { FinalObject, Harness } from './combat-support.ts';

let h: Harness;

beforeAll(async () => {
  h = openHarness('stackwise-layers-');
  const r = await h.services.rules();
  if (!r.ok) throw new Error(r.error);
}, 120_000);

afterAll(() => h?.close());

const run = (text: string, lang?: 'en' | 'ja') => runText(h.services, 'layers', text, lang ? { lang } : {});

async function object(text: string, lang?: 'en' | 'ja'): Promise<{ o: FinalObject; data: Record<string, unknown> }> {
  const data = okData((await run(text, lang)).outcome);
  return { o: finalOf(data).objects[0]!, data };
}

function error(o: CommandOutcome): { code: string; message: string } {
  if (o.ok) throw new Error(`expected an error, got an answer: ${JSON.stringify(o.data.answer)}`);
  return o.error;
}

describe('GIVEN an object and effects in order THEN the layers give its characteristics', () => {
  it.each<[string, string, Partial<FinalObject>, string[]]>([
    // 613.4d example: +0/+1, then switch, then +5/+0 -> 4/6.
    ['+0/+1, switch, +5/+0', '1/3 green creature effects: +0/+1; switch; +5/+0', { power: 4, toughness: 6, colors: ['G'] }, ['613.4c', '613.4d']],
    // 7b sets 0/1, 7c adds +2/+2 and a counter, 7d switches: 3/4 -> 4/3.
    ['the brief example', '2/2 creature effects: +2/+2 until end of turn; becomes 0/1; +1/+1 counter; switch', { power: 4, toughness: 3, counters: { '+1/+1': 1 } }, ['613.4b', '613.4c', '613.4d']],
    // Within layer 5 the later timestamp wins (613.7).
    ['blue then red', '2/2 creature effects: becomes blue; becomes red', { colors: ['R'] }, ['613.1e']],
    ['red then blue', '2/2 creature effects: becomes red; becomes blue', { colors: ['U'] }, ['613.1e']],
    // Layer 6 in timestamp order: a later gain survives an earlier "loses all abilities"; an earlier one doesn't.
    ['loses all abilities, then gains flying', '2/2 creature trample effects: loses all abilities; gains flying', { keywords: ['flying'] }, ['613.1f']],
    ['gains flying, then loses all abilities', '2/2 creature trample effects: gains flying; loses all abilities', { keywords: [] }, ['613.1f']],
    // 205.1a: a new card type replaces the old ones; 205.1b: "in addition" keeps them.
    ['becomes an artifact', '3/3 creature effects: becomes an artifact', { types: ['Artifact'] }, ['613.1d', '205.1a']],
    ['becomes an artifact in addition', '3/3 creature effects: becomes an artifact in addition to its other types', { types: ['Creature', 'Artifact'] }, ['613.1d']],
    ['an anthem and a -1/-1 counter', '2/2 creature effects: creatures you control get +1/+1; two -1/-1 counters', { power: 1, toughness: 1, counters: { '-1/-1': 2 } }, ['613.4c']],
    ['a color anthem that does not apply', '2/2 green creature effects: white creatures get +1/+1', { power: 2, toughness: 2 }, []],
    ['gains two keywords with a comma', '1/1 creature effects: gains flying, first strike', { keywords: ['flying', 'first strike'] }, ['613.1f']],
    ['loses a keyword', '4/4 creature flying vigilance effects: loses flying', { keywords: ['vigilance'] }, ['613.1f']],
    ['becomes colorless', '2/2 red creature effects: becomes colorless', { colors: [] }, ['613.1e']],
  ])('GIVEN %s THEN the final characteristics follow the layers', async (_name, text, expected, rules) => {
    const { o, data } = await object(text);
    expect(o).toMatchObject(expected);
    const cited = rulesCited(data);
    for (const r of rules) expect(cited.has(r), r).toBe(true);
  });

  it('GIVEN a printed toughness below 0 and +1/+1 THEN it is 4/0 and state-based actions put it into the graveyard (704.5f)', async () => {
    const { o, data } = await object('3/-1 creature effects: +1/+1');
    expect(o).toMatchObject({ zone: 'graveyard' });
    expect(rulesCited(data).has('704.5f')).toBe(true);
  });

  it('GIVEN the effects in Japanese THEN the reply is Japanese and the layers the same', async () => {
    const { o, data } = await object('2/2 緑 クリーチャー effects: 0/1になる；+1/+1カウンター2個；入れ替え；飛行を得る；青になる');
    expect(data.lang).toBe('ja');
    expect(data.answer).toMatch(JAPANESE);
    expect(o).toMatchObject({ power: 3, toughness: 2, colors: ['U'], keywords: ['flying'], counters: { '+1/+1': 2 } });
  });

  it('GIVEN "+2/+2 ターン終了時まで" and 「すべての能力を失う」 THEN they are read', async () => {
    const { o } = await object('3/3 クリーチャー 飛行 effects: +2/+2 ターン終了時まで；すべての能力を失う');
    expect(o).toMatchObject({ power: 5, toughness: 5, keywords: [] });
  });

  it('GIVEN a Japanese card name THEN the card is looked up and its own keywords go through layer 6', async () => {
    const { o, data } = await object('《セラの天使》 effects: +1/+1カウンター；飛行を失う');
    expect(data.lang).toBe('ja');
    expect(o).toMatchObject({ name: 'Serra Angel', power: 5, toughness: 5, keywords: ['vigilance'], colors: ['W'] });
  });

  it.each<[string, string, string[]]>([
    // Colossus Hammer: "Equipped creature gets +10/+10 and loses flying." Attached later than the
    // gain (613.7e), it removes flying; attached first, the later gain gives it back (layer 6, 613.7).
    ['gains flying, then equipped with Colossus Hammer', '2/2 creature effects: gains flying; equipped with Colossus Hammer', []],
    ['equipped with Colossus Hammer, then gains flying', '2/2 creature effects: equipped with Colossus Hammer; gains flying', ['flying']],
  ])('GIVEN %s THEN 12/12 with keywords %j', async (_name, text, keywords) => {
    const data = okData((await run(text)).outcome);
    const [creature, hammer] = finalOf(data).objects;
    expect(creature).toMatchObject({ power: 12, toughness: 12, keywords });
    expect(hammer).toMatchObject({ name: 'Colossus Hammer', types: ['Artifact'] });
    expect(rulesCited(data).has('613.1f')).toBe(true);
  });

  it('GIVEN an Equipment named in Japanese 《》 THEN it is attached', async () => {
    const { o } = await object('2/2 クリーチャー effects: 《Colossus Hammer》を装備');
    expect(o).toMatchObject({ power: 12, toughness: 12 });
  });

  it('GIVEN the effects THEN the Scenario has their timestamps in the order given', async () => {
    const data = okData((await run('2/2 creature effects: switch; +1/+0; becomes 5/5')).outcome);
    const effects = (data.scenario as { effects: { text: string; timestamp: number }[] }).effects;
    expect(effects.map((e) => [e.text, e.timestamp])).toEqual([['switch', 2], ['+1/+0', 3], ['becomes 5/5', 4]]);
  });
});

describe('reading effects', () => {
  it.each<[string, string]>([
    ['gets +3/+3', 'modify-pt'],
    ['-2/-2 until end of turn', 'modify-pt'],
    ['base power and toughness 1/1', 'set-pt'],
    ['switch its power and toughness', 'switch-pt'],
    ['入れ替え', 'switch-pt'],
    ['loses all abilities', 'lose-all-abilities'],
    ['has lifelink', 'add-keywords'],
    ['トランプルを得る', 'add-keywords'],
    ['飛行を失う', 'remove-keywords'],
    ['becomes a 4/4 green artifact creature', 'set-pt'],
    ['無色になる', 'set-colors'],
  ])('GIVEN %j THEN %s', (text, kind) => {
    const r = readEffect(text);
    expect(r.ok).toBe(true);
    if (r.ok) expect(r.effect.modifications[0]!.kind).toBe(kind);
  });

  it('GIVEN a 4/4 green artifact creature THEN set-pt, set-colors and set-types together', () => {
    const r = readEffect('becomes a 4/4 green artifact creature until end of turn');
    expect(r.ok && r.effect.modifications.map((m) => m.kind)).toEqual(['set-pt', 'set-colors', 'set-types']);
    expect(r.ok && r.effect.untilEndOfTurn).toBe(true);
  });
});

describe('GIVEN effects or objects it cannot read THEN a clear error, exit status 2', () => {
  it.each<[string, string, RegExp]>([
    ['an unsigned P/T', '2/2 creature effects: 3/3', /write \+3\/\+3 .* "becomes 3\/3"/],
    ['an unknown effect', '2/2 creature effects: explodes', /can't read "explodes".*semicolons/],
    ['a gain of something that is no keyword', '2/2 creature effects: gains wings', /can't read "gains wings"/],
    ['too many counters', '2/2 creature effects: 5000 +1/+1 counters', /between 1 and 1000/],
    ['a P/T over a million', '1000001/1 creature effects: switch', /over 1000000/],
    ['two objects', '2/2 creature, 3/3 creature effects: +1/+1', /one object only/],
    ['an object with nothing in it', 'green effects: +1/+1', /no power\/toughness, types or card name/],
    ['too many effects', `2/2 creature effects: ${Array.from({ length: 21 }, () => '+1/+1').join('; ')}`, /too many effects \(21; at most 20\)/],
  ])('GIVEN %s THEN bad input', async (_name, text, message) => {
    const e = error((await run(text)).outcome);
    expect(exitStatusFor(e.code as never)).toBe(2);
    expect(e.message).toMatch(message);
  });
});

// Issue 17 §2: every bound of /layers, at the bound (no refusal for it) and one over (refused naming it).
describe('GIVEN /layers at each of its bounds and one over', () => {
  const effects = (n: number): string => Array.from({ length: n }, () => '+1/+1').join('; ');
  it.each<[string, string, string, RegExp]>([
    ['effects', `2/2 creature effects: ${effects(20)}`, `2/2 creature effects: ${effects(21)}`, /too many effects \(21; at most 20\)/],
    ['counters', '2/2 creature effects: 1000 +1/+1 counters', '2/2 creature effects: 1001 +1/+1 counters', /must be between 1 and 1000/],
    ["the object's power and toughness", '1000000/1 creature effects: switch', '1000001/1 creature effects: switch', /has a power or toughness over 1000000/],
    ["an effect's numbers", '2/2 creature effects: +1000000/+0', '2/2 creature effects: +1000001/+0', /uses a number over 1000000/],
    ['a quoted card name', `"${'Bear '.repeat(30).trim()}x" effects: +1/+1`, `"${'Bear '.repeat(30).trim()}xy" effects: +1/+1`, /not a card name I can look up \(card names are at most 150 characters/],
  ])('GIVEN %s at the bound THEN not refused for it; one over THEN refused naming it', async (_name, at, over, message) => {
    const fits = (await run(at)).outcome;
    expect(fits.ok ? '' : fits.error.message).not.toMatch(message);
    const e = error((await run(over)).outcome);
    expect(exitStatusFor(e.code as never)).toBe(2);
    expect(e.message).toMatch(message);
  });
});

describe('transports and definition', () => {
  it('GIVEN Discord THEN every page fits and the title is Layers / 種類別', async () => {
    for (const lang of ['en', 'ja'] as const) {
      const o = await layers.execute({ lang, options: { object: '2/2 green creature flying', effects: '+2/+2; becomes 0/1; +1/+1 counter; switch; loses all abilities; becomes blue' }, services: h.services, transport: 'discord' });
      expect(o.ok, o.ok ? '' : o.error.message).toBe(true);
      for (const p of o.reply.pages) {
        expect(limitProblems(p)).toEqual([]);
        expect(p.title).toBe(lang === 'ja' ? '種類別' : 'Layers');
      }
    }
  });

  it('GIVEN the registry THEN layers is found, with Japanese names and descriptions on the command and every option', () => {
    expect(findCommand('layers')).toBe(layers);
    const json = layers.data.toJSON();
    expect(json.description_localizations?.ja).toMatch(JAPANESE);
    for (const o of json.options ?? []) {
      expect(o.name_localizations?.ja, o.name).toBeTruthy();
      expect(o.description_localizations?.ja, o.name).toMatch(JAPANESE);
    }
  });

  it('GIVEN a keyword being typed in the effects THEN it is completed in place', async () => {
    const ctx: AutocompleteContext = { lang: 'en', focused: { name: 'effects', value: '+1/+1; gains vigi' }, options: {}, services: h.services };
    const choices = await layers.autocomplete!(ctx);
    expect(choices.map((c) => c.value)).toContain('+1/+1; gains vigilance');
    const cards = await layers.autocomplete!({ ...ctx, focused: { name: 'effects', value: 'switch; equipped with Coloss' } });
    expect(cards.map((c) => c.value)).toContain('switch; equipped with Colossus Hammer');
  });
});
