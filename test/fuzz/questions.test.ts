/**
 * Fuzzing the question parser (src/questions: parseQuestion, answerQuestion) with English, Japanese
 * and mixed text built from its own vocabulary plus arbitrary and hostile strings: it never throws,
 * always settles with an answer or a known error code and a message, and never answers with a
 * verdict when something was not understood.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerQuestion, parseQuestion } from '../../src/questions/index.ts';
import type { QuestionDeps, QuestionErrorCode } from '../../src/questions/index.ts';
import { fuzzServices, fuzzText, watchUnhandled } from './support.ts';
import type { FuzzServices } from './support.ts';

// FUZZ_RUNS widens a local search for new counterexamples (found ones go to found.test.ts); CI keeps the default.
const RUNS = Number(process.env.FUZZ_RUNS ?? 150);
const LIMIT_MS = Math.max(60_000, RUNS * 400);
// Every code a question can end with (types.ts QuestionErrorCode): asking back (ambiguous, needs_detail) is a known outcome too.
const CODES: readonly QuestionErrorCode[] = ['needs_detail', 'ambiguous', 'empty_input', 'input_too_long', 'not_understood', 'unknown_card', 'ambiguous_card', 'unmodelled', 'impossible', 'timeout', 'too_much_memory', 'internal'];

const EN = [
  'a', 'an', 'the', 'my', 'your', "opponent's", '7/7', '2/2', '3/3', '0/0', '-1/3', '99/99', '1/1', 'creature', 'creatures', 'with', 'and',
  'trample', 'lifelink', 'first strike', 'double strike', 'deathtouch', 'menace', 'flying', 'reach', 'defender', 'indestructible', 'hexproof',
  'attacks', 'is blocked by', 'blocked by', 'blocks', 'is destroyed before damage', 'Grizzly Bears', 'Colossus Hammer', 'equipped with',
  'enchanted with', 'gets +2/+2', 'gets -3/-3', 'until end of turn', 'becomes 0/1', 'a +1/+1 counter', 'switch its power and toughness',
  'dies', 'survives', 'how much damage', 'is dealt', 'does it die?', 'can a creature with defender block?', 'I cast Shock targeting',
  'in response', '"White creatures you control get +1/+1."', '"Flying"', '1000 creatures', ',', '.', '?', 'then',
];
const JA = [
  'トランプルを持つ', '6/6', '3/5', '2/2', 'が', 'に', 'を', 'は', 'ブロックされた', '攻撃した', '《灰色熊》', '《巨像の鎚》', '接死', '先制攻撃',
  '絆魂', '飛行', 'クリーチャー', '死にますか', '何点のダメージ', '？', '、', '。', '「', '」', '+1/+1カウンター', 'ターン終了時まで',
];

const words = (vocab: readonly string[]) =>
  fc.array(fc.oneof({ weight: 6, arbitrary: fc.constantFrom(...vocab) }, { weight: 1, arbitrary: fuzzText }), { minLength: 0, maxLength: 16 }).map((w) => w.join(' '));
/** Well-formed combat questions ("A 5/4 with trample attacks and is blocked by a 2/2."), which reach the engine. */
const KEYWORDS = ['trample', 'lifelink', 'first strike', 'double strike', 'deathtouch', 'flying', 'indestructible'];
const creature = fc
  .tuple(fc.integer({ min: 0, max: 12 }), fc.integer({ min: 1, max: 12 }), fc.subarray(KEYWORDS, { maxLength: 2 }))
  .map(([p, t, kws]) => `a ${p}/${t}${kws.length > 0 ? ` with ${kws.join(' and ')}` : ''}`);
const combatQuestion = fc
  .tuple(creature, fc.array(creature, { minLength: 1, maxLength: 3 }))
  .map(([attacker, blockers]) => `${attacker.replace(/^a/, 'A')} attacks and is blocked by ${blockers.join(' and ')}.`);
const question = fc.oneof(words(EN), words(JA), words([...EN, ...JA]), fuzzText, combatQuestion);
const lang = fc.constantFrom('en' as const, 'ja' as const);

let fuzz: FuzzServices;
let deps: QuestionDeps;
let unhandled: ReturnType<typeof watchUnhandled>;

beforeAll(async () => {
  fuzz = fuzzServices();
  unhandled = watchUnhandled();
  const cards = await fuzz.services.cards?.();
  if (!cards?.ok) throw new Error('the sample card catalog did not load');
  const service = cards.value;
  deps = { resolveCard: (name) => service.resolve(name) };
}, 120_000);

afterAll(() => {
  unhandled.stop();
  fuzz.dispose();
});

describe('question parser fuzz', () => {
  it('parseQuestion: settles with a parse or a known error and a message', async () => {
    await fc.assert(
      fc.asyncProperty(question, lang, async (text, l) => {
        const r = await parseQuestion(text, l, deps);
        if (r.ok) {
          expect(r.value.lang).toBe(l);
        } else {
          expect(CODES).toContain(r.error.code);
          expect(r.error.message.trim()).not.toBe('');
          expect(Array.isArray(r.error.parts)).toBe(true);
        }
      }),
      { numRuns: RUNS },
    );
    expect(unhandled.seen).toEqual([]);
  }, LIMIT_MS);

  it('answerQuestion: an answer with its restatement and cited rules, or a known error and a message', async () => {
    await fc.assert(
      fc.asyncProperty(question, lang, async (text, l) => {
        const r = await answerQuestion(text, l, deps);
        if (r.ok) {
          expect(r.value.understood.trim()).not.toBe('');
          expect(r.value.answer.trim()).not.toBe('');
          expect([null, 'yes', 'no']).toContain(r.value.verdict);
          for (const s of r.value.steps) {
            expect(typeof s.text).toBe('string');
            for (const rule of s.rules) expect(rule).toMatch(/^\d{3}(\.\d+[a-z]?)?$/);
          }
        } else {
          expect(CODES).toContain(r.error.code);
          expect(r.error.message.trim()).not.toBe('');
        }
      }),
      { numRuns: RUNS },
    );
    expect(unhandled.seen).toEqual([]);
    expect(fuzz.errors()).toEqual([]);
  }, LIMIT_MS);

  it('a question it answers, with a made-up word added, is no longer answered as if understood', async () => {
    let answered = 0;
    await fc.assert(
      fc.asyncProperty(fc.oneof(combatQuestion, words(EN)), fc.constantFrom('zqxjv', 'blorptangle', 'wibbleflux 7'), fc.boolean(), async (text, junk, atEnd) => {
        const plain = await answerQuestion(text, 'en', deps);
        fc.pre(plain.ok);
        answered += 1;
        const withJunk = await answerQuestion(atEnd ? `${text} ${junk}` : `${junk} ${text}`, 'en', deps);
        expect(withJunk.ok).toBe(false);
      }),
      { numRuns: 40, maxSkipsPerRun: 100 },
    );
    expect(answered).toBeGreaterThan(0);
  }, LIMIT_MS);
});
