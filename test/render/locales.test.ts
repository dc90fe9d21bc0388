/**
 * Issue 13 §4: the render layer's words, one catalogue per language (src/render/locales). The
 * compiler makes each catalogue supply every entry of RenderWords; this checks they have the same
 * entries at run time too, a string for a string and a function for a function, that the English
 * strings have no Japanese in them, and that each language is reachable.
 */
import { describe, expect, it } from 'vitest';
import { hasJapaneseScript } from '../../src/core/lang.ts';
import { EN } from '../../src/render/locales/en.ts';
import { JA } from '../../src/render/locales/ja.ts';
import { RENDER_WORDS, renderWords } from '../../src/render/locales/index.ts';

/**
 * Lookup tables whose Japanese side words more engine codes than the English one (an English step
 * shows the code's detail otherwise): Japanese must still word every code English does.
 */
const SUPERSET_TABLES = new Set(['stack.timingDetails']);

/** Every entry's path in a catalogue ("scenario.object.tapped"), with what kind of value it is. */
function shape(words: object, prefix = ''): string[] {
  return Object.entries(words)
    .flatMap(([k, v]) => (SUPERSET_TABLES.has(`${prefix}${k}`) ? [`${prefix}${k}:table`] : typeof v === 'object' && v !== null ? shape(v as object, `${prefix}${k}.`) : [`${prefix}${k}:${typeof v}`]))
    .sort();
}

/** Every string entry, by path. */
function strings(words: object, prefix = ''): [string, string][] {
  return Object.entries(words).flatMap(([k, v]): [string, string][] => (typeof v === 'object' && v !== null ? strings(v as object, `${prefix}${k}.`) : typeof v === 'string' ? [[`${prefix}${k}`, v]] : []));
}

describe('GIVEN the render layer word catalogues (EN, JA)', () => {
  it('THEN both have the same entries, a string for a string, and each language is reachable', () => {
    expect(shape(JA)).toEqual(shape(EN));
    expect(shape(EN).filter((p) => p.startsWith('scenario.modifications.')).length).toBeGreaterThan(15);
    expect(shape(EN).filter((p) => p.startsWith('scenario.actions.')).length).toBeGreaterThan(15);
    expect(Object.keys(RENDER_WORDS).sort()).toEqual(['en', 'ja']);
    expect(renderWords('ja')).toBe(JA);
    expect(renderWords('en')).toBe(EN);
    for (const path of SUPERSET_TABLES) {
      const table = (words: object): Record<string, string> => path.split('.').reduce((o: Record<string, unknown>, k) => o[k] as Record<string, unknown>, words as Record<string, unknown>) as Record<string, string>;
      expect(Object.keys(table(JA))).toEqual(expect.arrayContaining(Object.keys(table(EN))));
    }
  });
  it('THEN English strings have no Japanese, and the Japanese strings that say words are in Japanese', () => {
    for (const [path, text] of strings(EN)) expect(hasJapaneseScript(text), path).toBe(false);
    // (APNAP is the rules' own abbreviation; a schema value to type is quoted as it is typed.)
    const ja = strings(JA).filter(([, text]) => /[A-Za-z]{3,}/.test(text.replace(/APNAP|"[a-z-]+"|castAs/g, '')));
    expect(ja).toEqual([]);
  });
  it('THEN the same entry says the same thing in each language (samples)', () => {
    expect(EN.scenario.object.counters('+1/+1', 2)).toBe('2 +1/+1 counters');
    expect(EN.scenario.object.counters('+1/+1', 1)).toBe('1 +1/+1 counter');
    expect(JA.scenario.object.counters('+1/+1', 2)).toBe('+1/+1カウンター×2');
    expect(EN.scenario.restate.objects(['X', 'Y'], 2)).toBe('X, Y, and 2 more');
    expect(JA.scenario.restate.objects(['X', 'Y'], 2)).toBe('X、Y、ほか2個');
    expect(EN.combat.assignment('X', '3')).toBe('3 to X');
    expect(JA.combat.assignment('X', '3')).toBe('Xに3点');
    expect(Object.keys(JA.combat.destinations).sort()).toEqual(Object.keys(EN.combat.destinations).sort());
    expect(Object.keys(JA.combat.lostReasons).sort()).toEqual(Object.keys(EN.combat.lostReasons).sort());
  });
  it('THEN players, step tables and reason clauses are worded by each language (samples)', () => {
    const rows: [string, string, string][] = [
      [EN.players.step('A', true), JA.players.step('A', true), 'player A / あなた'],
      [EN.players.summary('B', true), JA.players.summary('B', true), 'the opponent / 対戦相手'],
      [EN.players.summary('A', undefined), JA.players.summary('A', undefined), 'player A / プレイヤーA'],
      [EN.steps.cards(2), JA.steps.cards(2), '2 cards / 2枚'],
      [EN.steps.cards(1), JA.steps.cards(1), '1 card / 1枚'],
      [EN.steps.instructions.destroy, JA.steps.instructions.destroy, 'destroy / 破壊する'],
      [EN.steps.sentence('613.4c: it dies.', '613.4c: '), JA.steps.sentence('《熊》 は死亡します。', ''), '613.4c: It dies. / 《熊》は死亡します。'],
      [EN.steps.atAction(2, 'x'), JA.steps.atAction(2, 'x'), 'actions[2]: x / actions[2]：x'],
      [EN.steps.moreGaps(2), JA.steps.moreGaps(2), ' (and 2 more such texts) / （ほかにも2件あります）'],
      [EN.reasons.cite(['101.2', '702.12b']), JA.reasons.cite(['101.2', '702.12b']), ' (101.2, 702.12b) / （101.2、702.12b）'],
      [EN.reasons.withClause("No. X resolves.", "it can't be countered (101.2)"), JA.reasons.withClause('いいえ。Xは解決されます。', '打ち消されない呪文だからです（101.2）'), "No. X resolves: it can't be countered (101.2). / いいえ。Xは解決されます。打ち消されない呪文だからです（101.2）。"],
    ];
    for (const [en, ja, both] of rows) expect(`${en} / ${ja}`).toBe(both);
    expect(EN.reasons.cite([])).toBe('');
    for (const table of ['instructions', 'handReaders', 'gapReasons', 'keywordNotes'] as const) expect(Object.keys(JA.steps[table]).sort()).toEqual(Object.keys(EN.steps[table]).sort());
    expect(Object.keys(EN.steps.instructions).length).toBeGreaterThan(30);
  });
});
