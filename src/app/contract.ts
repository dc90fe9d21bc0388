/**
 * The CLI's JSON output contract as zod schemas: what `<command> --json` and each line
 * of `ask --batch` print. Outside checks read these fields, so the CLI and the batch mode pass every
 * body through `cliJson` before printing it, and the tests parse what they print with the same schemas.
 * Fields the contract names are required and typed; a command may add fields of its own.
 */
import * as z from 'zod';
import type { CommandOutcome } from './command.ts';

const zone = z.enum(['battlefield', 'graveyard', 'exile', 'hand', 'library', 'stack', 'command']);
const playerId = z.string().min(1);

/** One step of an answer: what happened, and the CR rules behind it. */
export const stepJson = z.looseObject({ rules: z.array(z.string()), text: z.string() });

/** The game after the run: life and poison of each player, and every object. */
export const finalJson = z.looseObject({
  players: z.array(z.looseObject({ id: playerId, life: z.number(), poison: z.number() })),
  objects: z.array(
    z.looseObject({
      name: z.string(),
      zone,
      controller: playerId,
      // null: a size the question didn't give (the answer doesn't state one it made up).
      power: z.number().nullable(),
      toughness: z.number().nullable(),
      damage: z.number(),
      keywords: z.array(z.string()),
      types: z.array(z.string()),
      colors: z.array(z.string()),
      counters: z.record(z.string(), z.number()),
    }),
  ),
});

/** `ask` and `scenario`: the restatement, the answer, the verdict of a yes/no question, the steps, the final state. */
export const answerJson = z.looseObject({
  ok: z.literal(true),
  lang: z.enum(['en', 'ja']),
  understood: z.string(),
  answer: z.string(),
  verdict: z.enum(['yes', 'no']).nullable(),
  steps: z.array(stepJson),
  // null: a question about a word (answered by /define), with no board.
  final: finalJson.nullable(),
});

export const ruleJson = z.looseObject({
  ok: z.literal(true),
  effective: z.string(),
  rules: z.array(z.looseObject({ number: z.string(), text: z.string(), examples: z.array(z.string()) })),
});

export const defineJson = z.looseObject({ ok: z.literal(true), term: z.string(), lang: z.enum(['en', 'ja']), text: z.string(), rules: z.array(z.string()) });

export const searchJson = z.looseObject({ ok: z.literal(true), results: z.array(z.looseObject({ number: z.string(), text: z.string() })) });

export const cardJson = z.looseObject({ ok: z.literal(true), card: z.looseObject({ name: z.string() }) });

/** `coverage`: the catalogue's counts (the whole report), or one card's status. */
export const coverageJson = z.union([
  z.looseObject({ ok: z.literal(true), counts: z.looseObject({ full: z.number(), partial: z.number(), none: z.number() }) }),
  z.looseObject({ ok: z.literal(true), card: z.string(), status: z.enum(['full', 'partial', 'none']) }),
]);

/** Any failure: a code the caller can act on, and a message for the user. */
export const failureJson = z.looseObject({
  ok: z.literal(false),
  error: z.looseObject({ code: z.string().min(1), message: z.string().min(1), suggestions: z.array(z.string()).optional() }),
});

export type AnswerJson = z.infer<typeof answerJson>;
export type FailureJson = z.infer<typeof failureJson>;

/** The schema each command's successful output follows. */
export const successJson: Readonly<Record<string, z.ZodType>> = {
  ask: answerJson,
  scenario: answerJson,
  rule: ruleJson,
  define: defineJson,
  search: searchJson,
  card: cardJson,
  coverage: coverageJson,
};

/** The schema of `command`'s output: its answer's when `ok`, the failure's otherwise. */
export function schemaFor(command: string, ok: boolean): z.ZodType {
  if (!ok) return failureJson;
  return successJson[command] ?? z.looseObject({ ok: z.literal(true) });
}

/**
 * The JSON a command's outcome prints. A body that doesn't meet the contract is never printed as if
 * it did: it becomes an `internal` failure naming the field that was wrong (a fault on our side).
 */
export function cliJson(command: string, outcome: CommandOutcome): Record<string, unknown> {
  const body = outcome.ok
    ? { ok: true, ...outcome.data }
    : { ok: false, error: { code: outcome.error.code, message: outcome.error.message, ...(outcome.error.suggestions ? { suggestions: outcome.error.suggestions } : {}) } };
  const checked = schemaFor(command, body.ok).safeParse(body);
  if (checked.success) return body;
  const where = checked.error.issues[0]?.path.join('.') || 'the reply';
  return { ok: false, error: { code: 'internal', message: `Sorry, the reply did not come out in the expected shape (${where}); this is a fault on our side. Please report it.` } };
}
