/**
 * /combat in-process: the options become a Scenario run on the /scenario path, and the answer is
 * the engine's — final life, zones and damage, and the rules the trace cites — in English and
 * Japanese; impossible set-ups are refused with the reason; inline options on the CLI; Discord
 * limits and titles; autocomplete of keywords and card names; the slash command's localisations.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AutocompleteContext, CommandOutcome } from '../../src/app/command.ts';
import { exitStatusFor } from '../../src/core/result.ts';
import { parseConsoleLine, runLine } from '../../src/run-command.ts';
import { combat } from '../../commands/combat.ts';
import { scenario } from '../../commands/scenario.ts';
import { findCommand } from '../../commands/index.ts';
import { JAPANESE, LIVE_MENTION, STACK, finalOf, limitProblems, okData, openHarness, rulesCited, runText } from './combat-support.ts';
import type { Harness } from './combat-support.ts';

let h: Harness;

beforeAll(async () => {
  h = openHarness('stackwise-combat-');
  const r = await h.services.rules();
  if (!r.ok) throw new Error(r.error);
}, 120_000);

afterAll(() => h?.close());

const run = (text: string, lang?: 'en' | 'ja') => runText(h.services, 'combat', text, lang ? { lang } : {});

function error(o: CommandOutcome): { code: string; message: string } {
  if (o.ok) throw new Error(`expected an error, got an answer: ${JSON.stringify(o.data.answer)}`);
  return o.error;
}

describe('GIVEN a combat set up with options THEN the engine resolves it', () => {
  it('GIVEN 7/7 trample lifelink blocked by a 2/2 and a 3/3 deathtouch THEN lethal to each blocker, 2 tramples over, lifelink gains 7, all three die', async () => {
    const data = okData((await run('7/7 trample lifelink blockers: 2/2, 3/3 deathtouch')).outcome);
    const final = finalOf(data);
    expect(final.players).toEqual([{ id: 'A', life: 27, poison: 0 }, { id: 'B', life: 18, poison: 0 }]);
    expect(final.objects.map((o) => [o.controller, o.zone])).toEqual([['A', 'graveyard'], ['B', 'graveyard'], ['B', 'graveyard']]);
    const rules = rulesCited(data);
    for (const r of ['508.1', '509.1a', '702.19b', '702.15b', '704.5g', '704.5h']) expect(rules.has(r), r).toBe(true);
    expect(data.scenario).toBeTypeOf('object');
  });

  it('GIVEN the same combat in Japanese THEN the reply is Japanese and the result the same', async () => {
    const { outcome, lang } = await run('7/7 トランプル 絆魂 blockers: 2/2、3/3 接死');
    expect(lang).toBe('ja');
    const data = okData(outcome);
    expect(data.lang).toBe('ja');
    expect(data.answer).toMatch(JAPANESE);
    expect(data.understood).toMatch(JAPANESE);
    expect(finalOf(data).players).toEqual([{ id: 'A', life: 27, poison: 0 }, { id: 'B', life: 18, poison: 0 }]);
  });

  it('GIVEN no blockers THEN the attacker deals its damage to the defending player', async () => {
    const data = okData((await run('5/5')).outcome);
    expect(finalOf(data).players[1]).toEqual({ id: 'B', life: 15, poison: 0 });
    expect(rulesCited(data).has('509.1')).toBe(true);
  });

  it('GIVEN first strike against an equal blocker THEN the first striker kills it and takes no damage (702.7b)', async () => {
    const data = okData((await run('2/2 first strike blockers: 2/2')).outcome);
    const [a, b] = finalOf(data).objects;
    expect(a).toMatchObject({ zone: 'battlefield', damage: 0 });
    expect(b).toMatchObject({ zone: 'graveyard' });
    expect(rulesCited(data).has('702.7b')).toBe(true);
  });

  it('GIVEN damage already marked on a blocker THEN a smaller attacker finishes it (704.5g)', async () => {
    const data = okData((await run('1/1 blockers: 3/3 damage 2')).outcome);
    const objects = finalOf(data).objects;
    expect(objects.map((o) => o.zone)).toEqual(['graveyard', 'graveyard']);
  });

  it('GIVEN three attackers from a count and a blocker naming attacker 2 THEN only attacker 2 is blocked', async () => {
    const data = okData((await run('3x 1/1 blockers: 2/2 blocks 2')).outcome);
    const final = finalOf(data);
    expect(final.players[1]!.life).toBe(18);
    expect(final.objects.filter((o) => o.zone === 'graveyard')).toHaveLength(1);
    const scen = data.scenario as { actions: { kind: string; blockers?: { object: string; blocks: string[] }[] }[] };
    expect(scen.actions.find((a) => a.kind === 'declare-blockers')!.blockers).toEqual([{ object: 'b1', blocks: ['a2'] }]);
  });

  it('GIVEN keywords separated by commas THEN they stay with the creature before them', async () => {
    const data = okData((await run('4/4 trample, lifelink')).outcome);
    expect(finalOf(data).objects[0]!.keywords).toEqual(['trample', 'lifelink']);
    expect(finalOf(data).players[0]!.life).toBe(24);
  });

  it('GIVEN a flyer blocked by a 2/2 reach THEN the block is legal; by a plain 2/2 THEN the engine refuses it citing 702.9b', async () => {
    const legal = okData((await run('2/2 flying blockers: 2/2 reach')).outcome);
    expect(finalOf(legal).objects.map((o) => o.zone)).toEqual(['graveyard', 'graveyard']);
    const refused = error((await run('2/2 flying blockers: 2/2')).outcome);
    expect(refused.code).toBe('bad_input');
    expect(refused.message).toMatch(/702\.9b/);
  });

  it('GIVEN a -1/3 (negative power is printed on real cards) THEN it deals no combat damage (510.1a)', async () => {
    const data = okData((await run('-1/3 blockers: 2/2')).outcome);
    const [attacker, blocker] = finalOf(data).objects;
    expect(attacker).toMatchObject({ power: -1, damage: 2, zone: 'battlefield' });
    expect(blocker).toMatchObject({ damage: 0, zone: 'battlefield' });
  });

  it('GIVEN toxic and infect-free damage THEN poison counters are given (702.164)', async () => {
    const data = okData((await run('1/1 toxic 2')).outcome);
    expect(finalOf(data).players[1]).toEqual({ id: 'B', life: 19, poison: 2 });
  });

  it('GIVEN the built Scenario run through /scenario THEN the same final state', async () => {
    const data = okData((await run('6/6 double strike blockers: 3/3 deathtouch')).outcome);
    const again = okData((await runText(h.services, 'scenario', JSON.stringify(data.scenario))).outcome);
    expect(again.final).toEqual(data.final);
  });
});

describe('GIVEN card names (the 57-card sample catalog) THEN the cards are looked up on the /scenario path', () => {
  it('GIVEN Grizzly Bears given flying, blocked by Serra Angel THEN the Bears die and the Angel keeps 2 damage', async () => {
    const data = okData((await run('Grizzly Bears with flying blockers: Serra Angel')).outcome);
    const [bears, angel] = finalOf(data).objects;
    expect(bears).toMatchObject({ name: 'Grizzly Bears', zone: 'graveyard', controller: 'A' });
    expect(angel).toMatchObject({ name: 'Serra Angel', zone: 'battlefield', damage: 2, keywords: ['flying', 'vigilance'] });
    expect(data.cards).toBeUndefined();
  });

  it('GIVEN a Japanese card name in 《》 THEN it is found', async () => {
    const data = okData((await run('《セラの天使》')).outcome);
    expect(data.lang).toBe('ja');
    expect(finalOf(data).players[1]!.life).toBe(16);
  });

  it('GIVEN a misspelt name THEN the closest card is used and the reply says so', async () => {
    const { outcome } = await run('Grizzly Bearz');
    const data = okData(outcome);
    expect(data.cards).toEqual([{ typed: 'Grizzly Bearz', name: 'Grizzly Bears', how: 'fuzzy' }]);
    expect(outcome.reply.pages[0]!.description).toMatch(/"Grizzly Bearz" read as Grizzly Bears \(closest match\)/);
  });

  it('GIVEN a name no card has THEN unknown_card naming the option', async () => {
    const e = error((await run('2/2 blockers: Flibbertigibbet Dragon Lord')).outcome);
    expect(e.code).toBe('unknown_card');
    expect(e.message).toMatch(/In the blockers, "Flibbertigibbet Dragon Lord" is not a card I know/);
  });
});

// Issue 17 §2: every bound of /combat, at the bound (no refusal for it) and one over (refused naming it).
describe('GIVEN /combat at each of its bounds and one over', () => {
  const side = (n: number, pt = '1/1'): string => Array.from({ length: n }, () => pt).join(', ');
  it.each<[string, string, string, RegExp]>([
    ['attackers', side(12), side(13), /too many attackers \(13; at most 12\)/],
    ['blockers', `2/2 blockers: ${side(12)}`, `2/2 blockers: ${side(13)}`, /too many blockers \(13; at most 12\)/],
    ['power and toughness', '1000000/1000000', '1000001/1000000', /has a power or toughness over 1000000/],
  ])('GIVEN %s at the bound THEN not refused for it; one over THEN refused naming it', async (_name, at, over, message) => {
    const fits = (await run(at)).outcome;
    expect(fits.ok ? '' : fits.error.message).not.toMatch(message);
    const e = error((await run(over)).outcome);
    expect(exitStatusFor(e.code as never)).toBe(2);
    expect(e.message).toMatch(message);
  });
});

describe('GIVEN a set-up that cannot happen THEN a clear error, exit status 2', () => {
  it.each<[string, string, RegExp]>([
    ['a 3/-1 creature', '3/-1', /toughness -1.*704\.5f/],
    ['toughness 0', '2/0', /toughness 0.*704\.5f/],
    ['lethal damage already marked', '2/2 blockers: 3/3 damage 3', /already have been destroyed \(704\.5g\)/],
    ['negative damage', '2/2 damage -1', /negative damage/],
    ['a blocker naming a missing attacker', '2/2 blockers: 1/1 blocks 3', /attacker 3.*only 1 attacker/],
    ['several attackers and an unassigned blocker', '2/2, 3/3 blockers: 1/1', /say which one it blocks/],
    ['the same attacker twice', '2/2, 3/3 blockers: 1/1 blocks 1 and 1', /twice/],
    ['too many creatures', '1000x 1/1', /too many attackers \(1000; at most 12\)/],
    ['an unknown keyword', '2/2 trampel', /"trampel".*Did you mean trample\?/],
    ['keywords with no creature', 'flying', /no creature before it/],
    ['a P/T with *', '*/*', /has a \* in its power/],
    ['an attacker that blocks', '2/2 blocks 1', /Attackers don't block/],
    ['a mention', '@everyone 2/2', /mention, a link or Markdown/],
  ])('GIVEN %s THEN bad input', async (_name, text, message) => {
    const e = error((await run(text)).outcome);
    expect(exitStatusFor(e.code as never)).toBe(2);
    expect(e.message).toMatch(message);
    expect(e.message).not.toMatch(STACK);
    expect(e.message).not.toMatch(LIVE_MENTION);
  });

  it('GIVEN a Japanese impossible set-up THEN the message is Japanese', async () => {
    const e = error((await run('3/0 飛行')).outcome);
    expect(e.message).toMatch(JAPANESE);
    expect(e.message).toMatch(/704\.5f/);
  });
});

describe('transports', () => {
  it('GIVEN Discord THEN every page fits, the title is Combat / 戦闘, and options come as given', async () => {
    for (const lang of ['en', 'ja'] as const) {
      const o = await combat.execute({ lang, options: { attackers: '7/7 trample, 3/3 first strike', blockers: '2/2 blocks 1, 1/1 deathtouch blocks 2' }, services: h.services, transport: 'discord' });
      expect(o.ok).toBe(true);
      for (const p of o.reply.pages) {
        expect(limitProblems(p)).toEqual([]);
        expect(p.title).toBe(lang === 'ja' ? '戦闘' : 'Combat');
      }
    }
  });

  it('GIVEN console lines with named options or inline labels THEN both are read', async () => {
    for (const line of ['/combat attackers:7/7 trample blockers:2/2', '/combat 7/7 trample blockers: 2/2', '/combat 攻撃：7/7 トランプル ブロック：2/2']) {
      const { outcome } = await runLine(parseConsoleLine(line), h.services, 'console');
      const data = okData(outcome);
      expect(finalOf(data).players[1]!.life, line).toBe(15);
    }
  });

  it('GIVEN the biggest board allowed on Discord THEN it still runs', async () => {
    const side = Array.from({ length: 12 }, (_, i) => `${i + 1}/${i + 2} first strike trample lifelink`).join(', ');
    const blockers = Array.from({ length: 12 }, (_, i) => `${i + 1}/${i + 1} deathtouch damage ${i} blocks ${i + 1}`).join(', ');
    const o = await combat.execute({ lang: 'en', options: { attackers: side, blockers }, services: h.services, transport: 'discord' });
    expect(o.ok, o.ok ? '' : o.error.message).toBe(true);
  });

  it('GIVEN the registry THEN combat is found, with Japanese names and descriptions on the command and every option', () => {
    expect(findCommand('combat')).toBe(combat);
    const json = combat.data.toJSON();
    expect(json.name_localizations?.ja).toBeTruthy();
    expect(json.description_localizations?.ja).toMatch(JAPANESE);
    for (const o of json.options ?? []) {
      expect(o.name_localizations?.ja, o.name).toBeTruthy();
      expect(o.description_localizations?.ja, o.name).toMatch(JAPANESE);
    }
    expect(scenario.data.name).toBe('scenario');
  });
});

describe('autocomplete', () => {
  const ctx = (name: string, value: string, lang: 'en' | 'ja' = 'en'): AutocompleteContext => ({ lang, focused: { name, value }, options: {}, services: h.services });

  it('GIVEN a keyword being typed THEN the option is completed in place', async () => {
    const choices = await combat.autocomplete!(ctx('attackers', '7/7 tram'));
    expect(choices.map((c) => c.value)).toContain('7/7 trample');
    const second = await combat.autocomplete!(ctx('blockers', '2/2, 3/3 deat'));
    expect(second.map((c) => c.value)).toContain('2/2, 3/3 deathtouch');
    for (const c of [...choices, ...second]) {
      expect(c.name.length).toBeLessThanOrEqual(100);
      expect(c.value.length).toBeLessThanOrEqual(100);
    }
  });

  it('GIVEN a card name being typed THEN card names from the catalog are offered', async () => {
    const choices = await combat.autocomplete!(ctx('attackers', 'Grizzly'));
    expect(choices.map((c) => c.value)).toContain('Grizzly Bears');
  });
});
