/**
 * The Scenario's bounds (issue 3 §7: every input is bounded) and its leaf fields: strings, ids,
 * numbers, lists, keyed records, colors, card types, zones, keywords and number ranges. Each leaf
 * reports a problem code (problems.ts) as its message.
 */
import * as z from 'zod';
import type { ProblemCode } from './problems.ts';
import { SCENARIO_LIMITS } from './limits.ts';
import { CARD_TYPES, COLOR_WORDS, SUPERTYPES, TYPE_WORDS, ZONES, formatKeyword, parseKeyword, pick } from './vocabulary.ts';
import type { CardType, Keyword, Zone } from '../../engine/types.ts';

export { SCENARIO_LIMITS };

/** The schema `make` gives for `key`, made the first time it is asked for and shared after. */
function once<K, T>(made: Map<K, T>, key: K, make: () => T): T {
  let schema = made.get(key);
  if (schema === undefined) made.set(key, (schema = make()));
  return schema;
}

const N = SCENARIO_LIMITS.number;
const S = SCENARIO_LIMITS.stringChars;
const L = SCENARIO_LIMITS.listItems;

// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/;

const STR = z
  .string({ error: 'string' })
  .max(S, { error: 'too_long' })
  .refine((v) => !CONTROL.test(v), { error: 'control_chars' });
/**
 * A string field. The leaf schemas are made once and shared by every field that uses them (zod's
 * schemas are immutable: `.optional()` and the like make new ones around them), instead of a new
 * chain of clones per field: the scenario schema has ~280 leaves, and making them anew was most of
 * the engine worker's start-up (issue 15 §2).
 */
export const str = (): typeof STR => STR;
/**
 * Names that can't be ids, counter kinds or keys: the engine keeps objects, counters and choices
 * in plain objects, where these names are built in (Object.prototype's members), so a missing
 * "toString" counter would read as a function. They are refused, naming the name.
 */
const RESERVED_NAMES: ReadonlySet<string> = new Set([...Object.getOwnPropertyNames(Object.prototype), 'prototype']);

const notReserved = (v: string, ctx: z.core.$RefinementCtx<string>): void => {
  if (RESERVED_NAMES.has(v)) ctx.addIssue({ code: 'custom', message: 'reserved_key', params: { name: v } });
};
/** An id, a counter kind or a choice name. */
const ID = STR.min(1, { error: 'nonempty_string' }).superRefine(notReserved);
export const id = (): typeof ID => ID;
/** A string or null, reported as such. */
const makeNullableStr = (min: number) =>
  z
    .string({ error: 'string_or_null' })
    .min(min, { error: 'nonempty_string' })
    .max(S, { error: 'too_long' })
    .refine((v) => !CONTROL.test(v), { error: 'control_chars' })
    .nullable();
const nullableStrs = new Map<number, ReturnType<typeof makeNullableStr>>();
export const nullableStr = (min = 0): ReturnType<typeof makeNullableStr> => once(nullableStrs, min, () => makeNullableStr(min));
const BOOL = z.boolean({ error: 'boolean' });
export const bool = (): typeof BOOL => BOOL;
const makeInt = (min: number, expect: ProblemCode) =>
  z
    .number({ error: expect })
    .int({ error: 'whole_number' })
    .min(min, { error: min === 0 ? 'non_negative' : 'range' })
    .max(N, { error: 'range' });
const ints = new Map<string, ReturnType<typeof makeInt>>();
export const int = (min = -N, expect: ProblemCode = 'number'): ReturnType<typeof makeInt> => once(ints, `${min} ${expect}`, () => makeInt(min, expect));
const NULLABLE_INT = z.number({ error: 'number_or_null' }).int({ error: 'whole_number' }).min(-N, { error: 'range' }).max(N, { error: 'range' }).nullable();
export const nullableInt = (): typeof NULLABLE_INT => NULLABLE_INT;
export const list = <T extends z.ZodType>(item: T, max: number = L) => z.array(item, { error: 'array' }).max(max, { error: 'too_many' });

/**
 * An object whose keys are names the user chose (counter kinds, creature ids, choice names): the
 * keys are checked on the raw input — a "__proto__" key would otherwise vanish silently — and at
 * most `maxKeys` of them are taken.
 */
export const keyedRecord = <T extends z.ZodType>(value: T, error: ProblemCode = 'object', maxKeys: number = L) =>
  // The input type a producer builds is the record (types only: any value is still checked at parse).
  z.preprocess<unknown, z.ZodRecord<ReturnType<typeof str>, T>, Record<string, z.input<T>>>(
    (v, ctx) => {
      if (v === null || typeof v !== 'object' || Array.isArray(v)) return v;
      const keys = Object.keys(v);
      if (keys.length > maxKeys) ctx.addIssue({ code: 'custom', message: 'too_many', params: { max: maxKeys, count: keys.length } });
      for (const k of keys) if (RESERVED_NAMES.has(k)) ctx.addIssue({ code: 'custom', message: 'reserved_key', path: [k], params: { name: k } });
      return v;
    },
    z.record(str(), value, { error }),
  );

export const counters = () => keyedRecord(int(0, 'non_negative'), 'counters', SCENARIO_LIMITS.counterKinds);

export const color = () => z.preprocess((v: string) => pick(COLOR_WORDS, v), z.enum(['W', 'U', 'B', 'R', 'G'], { error: 'color' }));
/** "… of your choice" (608.2d): a color by its word, or colorless where the text offers it. */
export const chosenColor = () => z.enum(['white', 'blue', 'black', 'red', 'green', 'colorless'], { error: 'color' });
export const cardType = () => z.preprocess((v: string) => pick(TYPE_WORDS, v), z.enum(CARD_TYPES as [CardType, ...CardType[]], { error: 'card_type' }));
export const supertype = () =>
  z.preprocess(
    (v: string) => (typeof v === 'string' ? (SUPERTYPES.find((s) => s.toLowerCase() === v.trim().toLowerCase()) ?? v) : v),
    z.enum(SUPERTYPES, { error: 'supertype' }),
  );
export const zone = () => z.preprocess((v: string) => (typeof v === 'string' ? v.trim().toLowerCase() : v), z.enum(ZONES as [Zone, ...Zone[]], { error: 'zone' }));

/** A keyword given as text ("protection from red") or as {keyword, param}; always parsed into {keyword, param?}. */
export const keyword = () =>
  z
    .union(
      [
        str(),
        z.strictObject({ keyword: str(), param: str().optional() }, { error: 'keyword' }),
      ],
      { error: 'keyword' },
    )
    .transform((v, ctx): Keyword => {
      const text = typeof v === 'string' ? v : v.keyword;
      const r = typeof v === 'string' ? parseKeyword(v) : parseKeyword(v.keyword, v.param);
      if (r.ok) return r.keyword;
      ctx.addIssue({ code: 'custom', message: 'unknown_keyword', params: { name: text, ...(r.suggestion ? { suggestion: r.suggestion } : {}) } });
      return z.NEVER;
    });

/** A keyword as text in its proper form ("flying", "protection from red"): for removing, "can't have" and filters. */
export const keywordName = () => keyword().transform((k) => formatKeyword(k));

/** A number's allowed values: { atMost: 2 } = "2 or less". */
export const rangeSchema = () => z.strictObject({ exactly: int().optional(), atLeast: int().optional(), atMost: int().optional() }, { error: 'object' });
