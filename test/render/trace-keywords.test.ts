/**
 * The `keyword.checked` step in English and Japanese (src/render/trace-keywords.ts): every note the
 * engine can make (engine/keywords/note.ts) has its own sentence in both languages, naming both
 * objects and the keyword, citing the step's rules; the Japanese has no Latin words besides the
 * names and rule numbers, and no space between Japanese characters.
 */
import { describe, expect, it } from 'vitest';
import { KEYWORD_NOTES } from '../../src/engine/keywords/note.ts';
import { renderStep } from '../../src/render/trace.ts';
import type { TraceStep } from '../../src/engine/types.ts';

const ABILITY: Record<string, string> = {
  'block-landwalk-no-land': 'landwalk island',
  'block-protection-not-covered': 'protection from red',
  'target-protection-not-covered': 'protection from red',
  'target-hexproof-not-covered': 'hexproof from black',
  'target-ward-own': 'ward {2}',
  'toxic-no-player-damage': 'toxic 2',
  'not-targeted': 'shroud',
};

describe('keyword.checked', () => {
  for (const note of KEYWORD_NOTES) {
    it(`renders the note ${note} in both languages`, () => {
      const step = (object: string, other: string): TraceStep => ({ rules: ['702.9b'], key: 'keyword.checked', params: { object, ability: ABILITY[note] ?? 'flying', other, note } });
      const en = renderStep(step('Storm Kite', 'Web Weaver'), 'en');
      const ja = renderStep(step('嵐の凧', '巣の織り手'), 'ja');
      expect(en.rules).toEqual(['702.9b']);
      expect(en.text).toMatch(/^702\.9b: Storm Kite /);
      expect(ja.text).toMatch(/^702\.9b：嵐の凧/);
      for (const r of [en, ja]) expect(r.text).not.toMatch(/undefined|null|\$\{/);
      if (!['block-menace-enough', 'block-defender', 'attack-haste', 'toxic-no-player-damage', 'lifelink-no-damage'].includes(note)) {
        expect(en.text).toContain('Web Weaver');
        expect(ja.text).toContain('巣の織り手');
      }
      const jaBody = ja.text.replace(/^[\d.a-z、]+：/, '');
      expect(jaBody).not.toMatch(/[A-Za-z]{2,}/);
      expect(jaBody).not.toMatch(/[\u3040-\u30ff\u4e00-\u9fff] [\u3040-\u30ff\u4e00-\u9fff]/);
      // The sentences differ by note: none falls back to a generic one.
      expect(en.text).not.toBe(renderStep({ ...step('Storm Kite', 'Web Weaver'), params: { ...step('Storm Kite', 'Web Weaver').params, note: 'unknown' } }, 'en').text);
    });
  }

  it('without the other object, says "that spell or ability"', () => {
    const r = renderStep({ rules: ['702.11b'], key: 'keyword.checked', params: { object: 'Fen Bogle', ability: 'hexproof', other: null, note: 'target-hexproof-own' } }, 'en');
    expect(r.text).toContain('that spell or ability');
  });
});

describe('a triggered keyword ability named in a step', () => {
  // A keyword alone is said by its Japanese name in Japanese steps; rules text stays as written.
  it.each([
    ['Undying', '不死'],
    ['Persist', '頑強'],
    ['Ward {2}', '護法{2}'],
    ['When this creature dies, draw a card.', 'When this creature dies, draw a card.'],
  ])('%s → %s', (ability, ja) => {
    const step = (source: string): TraceStep => ({ rules: ['603.4'], key: 'trigger.condition-false', params: { ability, source, stage: 'trigger' } });
    expect(renderStep(step('Young Wolf'), 'en').text).toContain(`“${ability}”`);
    expect(renderStep(step('若き狼'), 'ja').text).toContain(`「${ja}」`);
  });
});
