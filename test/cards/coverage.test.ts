/**
 * Coverage: what the engine can represent of each card, as the card compiler sees it. Keyword
 * lines count as modelled when the engine applies each keyword, sentences when an ability template
 * compiles them; characteristics it can't hold (non-numeric P/T, unknown card types) are gaps too.
 */
import { describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { cardStatuses, classifyCard, coverageReport, keywordLine, lineShape, stripReminder } from '../../src/cards/coverage.ts';
import { readQuestionCards } from '../../src/cards/question-cards.ts';
import type { CoverageStatus } from '../../src/cards/coverage.ts';
import { toCardRecord } from '../../src/cards/record.ts';
import type { CardRecord } from '../../src/cards/types.ts';
import { sampleCard, sampleObjects } from './helpers.ts';

const card = (name: string): CardRecord => toCardRecord(sampleCard(name));
const make = (o: Record<string, unknown>): CardRecord => toCardRecord({ name: 'Test Card', layout: 'normal', ...o });

describe('classifyCard on real cards', () => {
  it.each<[string, CoverageStatus, string[]]>([
    ['Grizzly Bears', 'full', []],
    ['Colossal Dreadmaw', 'full', []],
    ['Serra Angel', 'full', []],
    ['Vampire Nighthawk', 'full', []],
    ['Darksteel Myr', 'full', []],
    ['Typhoid Rats', 'full', []],
    ['Giant Spider', 'full', []],
    // Compiled by the ability templates (src/cards/compile): a mana ability, a combat restriction,
    // an Equipment's static and equip, a spell, an anthem.
    ['Llanowar Elves', 'full', []],
    ['Silhana Ledgewalker', 'full', []],
    ['Colossus Hammer', 'full', []],
    ['Lightning Bolt', 'full', []],
    ['Glorious Anthem', 'full', []],
    ['Plague Spores', 'full', []],
    ['Blood Moon', 'none', ['text: Nonbasic lands are Mountains.']],
    ['Switcheroo', 'none', ['text: Exchange control of two target creatures.']],
  ])('%s is %s, missing %j', (name, status, missing) => {
    const c = classifyCard(card(name));
    expect(c.status).toBe(status);
    expect(c.missing).toEqual(missing);
  });

  it('GIVEN a transform card THEN both faces are classified', () => {
    const c = classifyCard(card('Daybreak Ranger // Nightfall Predator'));
    expect(c.status).toBe('partial');
    expect(c.missing.length).toBeGreaterThanOrEqual(2);
  });

  it('GIVEN a planeswalker THEN its loyalty is representable, its abilities are not yet', () => {
    const c = classifyCard(card('Teferi, Time Raveler'));
    expect(c.status).toBe('partial');
    expect(c.missing.every((m) => m.startsWith('text: '))).toBe(true);
  });
});

describe('classifyCard on characteristics', () => {
  it.each<[Record<string, unknown>, CoverageStatus, string[]]>([
    [{ type_line: 'Creature — Lhurgoyf', power: '*', toughness: '1+*', oracle_text: '' }, 'none', ['P/T: */1+*']],
    [{ type_line: 'Plane — Dominaria', oracle_text: '' }, 'none', ['type: Plane']],
    [{ type_line: 'Legendary Planeswalker — Jace', loyalty: 'X', oracle_text: '' }, 'none', ['loyalty: X']],
    [{ type_line: 'Basic Land — Forest', oracle_text: '({T}: Add {G}.)' }, 'full', []],
    [{ type_line: 'Token Creature — Soldier', power: '1', toughness: '1', oracle_text: '' }, 'full', []],
    [{ type_line: 'Battle — Siege', defense: '5', oracle_text: '' }, 'full', []],
    [{ type_line: 'Kindred Instant — Elf', oracle_text: '' }, 'full', []],
  ])('%j is %s', (o, status, missing) => {
    const c = classifyCard(make(o));
    expect(c.status).toBe(status);
    expect(c.missing).toEqual(missing);
  });
});

describe('keyword lines', () => {
  it.each<[string, string[], string[] | null]>([
    ['Flying, vigilance', [], ['flying', 'vigilance']],
    ['Protection from red', ['Protection'], ['protection']],
    ['Equip {3}', ['Equip'], ['equip']],
    ['Ward—Pay 2 life.', ['Ward'], ['ward']],
    ['Enchant creature', ['Enchant'], ['enchant']],
    ['Islandwalk', [], ['islandwalk']],
    ['Nonbasic landwalk', ['Landwalk'], ['landwalk']],
    ['Toxic 2', ['Toxic'], ['toxic']],
    ['Creatures you control have flying.', ['Flying'], null],
    ['Landfall — Draw a card.', ['Landfall'], null],
    ['Scry 2.', ['Scry'], null],
    ['Flying deals damage to everything that moves around here today', ['Flying'], null],
  ])('keywordLine(%j) -> %j', (line, kws, expected) => {
    const got = keywordLine(line, kws);
    expect(got === null ? null : got.map((k) => k.keyword)).toEqual(expected);
  });

  it.each<[string, string[], CoverageStatus, string[]]>([
    ['Protection from red', ['Protection'], 'full', []],
    // 702.16a: a subtype is a quality the engine judges now (it was unmodelled before).
    ['Protection from Goblins', ['Protection'], 'full', []],
    ['Protection from Zorbles', ['Protection'], 'none', ['keyword: protection from zorbles']],
    ['Protection from Vampires, from Werewolves, and from Zombies', ['Protection'], 'full', []],
    ['Enchant creature', ['Enchant'], 'full', []],
    ['Enchant instant', ['Enchant'], 'none', ['keyword: enchant instant']],
    ['Toxic 2', ['Toxic'], 'full', []],
    ['Flying, ward {2}', ['Flying', 'Ward'], 'full', []],
    ['Flying, flanking', ['Flying', 'Flanking'], 'partial', ['keyword: flanking']], // flying is modelled, flanking not yet
    // 702.29a: cycling is an activated ability of the card in hand; 702.29e: typecycling searches for a card of its type.
    ['Flying, cycling {2}', ['Flying', 'Cycling'], 'full', []],
    ['Plainscycling {2}', ['Plainscycling'], 'full', []],
    ['Plainscycling—Pay 2 life.', ['Plainscycling'], 'none', ['keyword: plainscycling']],
    ['Ward—Pay 2 life.', ['Ward'], 'none', ['keyword: ward pay 2 life']],
  ])('a card with only %j is %s', (text, keywords, status, missing) => {
    const c = classifyCard(make({ type_line: 'Enchantment', oracle_text: text, keywords }));
    expect(c.missing).toEqual(missing);
    expect(c.status).toBe(status);
  });

  it('GIVEN a creature with a modelled and an unmodelled keyword THEN partly modelled', () => {
    const c = classifyCard(make({ type_line: 'Creature — Bird', power: '1', toughness: '1', oracle_text: 'Flying, flanking', keywords: ['Flying', 'Flanking'] }));
    expect(c).toMatchObject({ status: 'partial', missing: ['keyword: flanking'] });
  });

  it('stripReminder removes parenthesised reminder text', () => {
    expect(stripReminder('Trample (This creature can deal excess combat damage.)')).toBe('Trample');
    expect(stripReminder('(Reminder only.)')).toBe('');
  });
});

describe('line shapes', () => {
  it.each([
    ['Lightning Bolt deals 3 damage to any target.', 'Lightning Bolt', 'CARDNAME deals N damage to any target.'],
    ['{1}{G}, {T}: Add {G}{G}.', 'X', '{M}, {T}: Add {M}.'],
    ['Creatures you control get +1/+1.', 'X', 'Creatures you control get +N/+N.'],
    ['Draw two cards.', 'X', 'Draw N cards.'],
    ['When Valki enters, each opponent reveals their hand.', 'Valki, God of Lies', 'When CARDNAME enters, each opponent reveals their hand.'],
  ])('lineShape(%j) = %j', (line, name, shape) => {
    expect(lineShape(line, { name, card_faces: null })).toBe(shape);
  });
});

describe('coverageReport', () => {
  it('GIVEN the sample cards THEN counts add up and the most common shapes are listed with an example', () => {
    const cards = sampleObjects()
      .filter((o) => o.lang === 'en')
      .map((o) => toCardRecord(o));
    const r = coverageReport(cards);
    expect(r.cards).toBe(51);
    expect(r.full + r.partial + r.none).toBe(51);
    // The compiler's templates cover most of the sample (anthems, Equipment, spells, doublers…).
    expect(r.full).toBeGreaterThanOrEqual(28);
    expect(r.topLines.length).toBeGreaterThan(0);
    expect(r.topLines.length).toBeLessThanOrEqual(20);
    for (let i = 1; i < r.topLines.length; i++) expect(r.topLines[i - 1]!.count).toBeGreaterThanOrEqual(r.topLines[i]!.count);
    expect(r.topKeywords.map((k) => k.keyword)).not.toContain('equip');
    expect(r.topLines.map((l) => l.shape)).toContain('Nonbasic lands are Mountains.');
  });
});

describe('coverage where cards are used', () => {
  // 12,000 made-up cards ranked 1…12,000 (plus unranked ones): every third is a vanilla creature
  // (full), the others carry one unmodelled line (a keyword the engine doesn't apply, or a sentence).
  const made = Array.from({ length: 12_000 }, (_, i) => {
    const kind = i % 3;
    // (A sentence no template reads: lands played from the library's top were, until session 45b read them.)
    const oracle_text = kind === 0 ? '' : kind === 1 ? 'Flanking' : 'Nonbasic lands are Mountains.';
    return { ...make({ name: `Card ${i}`, type_line: kind === 2 ? 'Enchantment' : 'Creature — Bear', power: kind === 2 ? null : '2', toughness: kind === 2 ? null : '2', oracle_text, keywords: kind === 1 ? ['Flanking'] : [] }), rank: i + 1 };
  });
  const unranked = [make({ name: 'Zz Unranked', type_line: 'Enchantment', oracle_text: 'Nonbasic lands are Mountains.' })];

  it('GIVEN ranked cards THEN the top 500 / 2,000 / 10,000 counts, and the shapes ranked by the top-2,000 cards they block', () => {
    const r = coverageReport([...unranked, ...made.slice().reverse()], { questionNames: ['Card 0', 'Card 1', 'card 2', 'No Such Card'] });
    expect(r.popular['500']).toEqual({ full: 167, partial: 167, none: 166 });
    expect(r.popular['2000']).toEqual({ full: 667, partial: 667, none: 666 });
    expect(r.popular['10000']).toEqual({ full: 3334, partial: 3333, none: 3333 });
    expect(r.blocking).toEqual([
      { shape: 'keyword: flanking', cards: 667, example: expect.stringMatching(/^Card \d+$/) as unknown as string },
      { shape: 'Nonbasic lands are Mountains.', cards: 666, example: expect.stringMatching(/^Card \d+$/) as unknown as string },
    ]);
    // Names match ignoring case; a name the catalog lacks is listed, never dropped.
    expect(r.questions).toEqual({
      names: 4,
      counts: { full: 1, partial: 1, none: 1 },
      notFound: ['No Such Card'],
      gaps: [
        { name: 'Card 1', status: 'partial', missing: ['keyword: flanking'] },
        { name: 'Card 2', status: 'none', missing: ['text: Nonbasic lands are Mountains.'] },
      ],
    });
  });

  it('GIVEN cardStatuses THEN every card, most played first, the unranked last', () => {
    const s = cardStatuses([...unranked, made[2]!, made[0]!, made[1]!]);
    expect(s.map((c) => [c.name, c.rank, c.status])).toEqual([
      ['Card 0', 1, 'full'],
      ['Card 1', 2, 'partial'],
      ['Card 2', 3, 'none'],
      ['Zz Unranked', null, 'none'],
    ]);
  });

  it('GIVEN question-set files THEN their cards lists are read once each; no folder is no question sets; a broken file is named', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'questions-'));
    try {
      writeFileSync(path.join(dir, 'a.json'), JSON.stringify([{ id: 'x', cards: ['Shock', 'Grizzly Bears'] }, { id: 'y', cards: [] }, { id: 'z' }]));
      writeFileSync(path.join(dir, 'b.json'), JSON.stringify({ cases: [{ id: 'w', cards: ['Shock', 'Lightning Bolt'] }] }));
      writeFileSync(path.join(dir, 'notes.txt'), 'not a question set');
      expect(await readQuestionCards(dir)).toEqual({ ok: true, value: { files: ['a.json', 'b.json'], names: ['Shock', 'Grizzly Bears', 'Lightning Bolt'] } });
      expect(await readQuestionCards(path.join(dir, 'missing'))).toEqual({ ok: true, value: { files: [], names: [] } });
      writeFileSync(path.join(dir, 'c.json'), '[{');
      const bad = await readQuestionCards(dir);
      expect(bad.ok).toBe(false);
      if (!bad.ok) expect(bad.error).toMatch(/^the question set c\.json could not be read/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
