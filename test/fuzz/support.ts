/**
 * Shared pieces of the fuzz tests: real services on the shared test data (CR file, the 57-card
 * sample), plain-object interactions the router accepts (recording every answer), fast-check
 * arbitraries for option values driven by each command's own option definitions, and the checks
 * every answer must pass (Discord's limits, no pings).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import fc from 'fast-check';
import { ApplicationCommandType, ComponentType, InteractionType } from 'discord.js';
import type { APIApplicationCommandOption } from 'discord.js';
import { loadConfig } from '../../src/config.ts';
import { createLogger } from '../../src/logger.ts';
import { createServices } from '../../src/services.ts';
import type { Services } from '../../src/services.ts';
import type { Choice } from '../../src/app/command.ts';
import { checkEmbed, DISCORD_LIMITS } from '../../src/discord/embeds.ts';
import type { MessagePayload } from '../../src/discord/embeds.ts';
import type { DeferOptions, EditPayload, OptionDataLike } from '../../src/discord/router.ts';
import { CURRENT_CR_PATH, DATA_DIR } from '../helpers/data.ts';

// ---------------------------------------------------------------------------------------------
// Services

export interface FuzzServices {
  services: Services;
  /** Parsed log lines at level error (50) or above: a handler that threw logs one. */
  errors(): Record<string, unknown>[];
  dispose(): void;
}

/** Real services (createServices) on the shared test data, in a temporary cache folder; `env` adds variables. */
export function fuzzServices(env: Record<string, string> = {}): FuzzServices {
  const dir = mkdtempSync(join(tmpdir(), 'stackwise-fuzz-'));
  const loaded = loadConfig({
    CR_FILE: CURRENT_CR_PATH,
    CARDS_FILE: fileURLToPath(new URL('cards/sample.json', DATA_DIR)),
    CARDS_DB: join(dir, 'cards.sqlite'),
    SETTINGS_DB: join(dir, 'settings.db'),
    CACHE_DIR: dir,
    ENGINE_WORKERS: '1',
    ...env,
  });
  if (!loaded.ok) throw new Error(JSON.stringify(loaded.errors));
  const errors: Record<string, unknown>[] = [];
  const logger = createLogger({
    level: 'warn',
    destination: {
      write: (line: string) => {
        const entry = JSON.parse(line) as Record<string, unknown>;
        if (typeof entry.level === 'number' && entry.level >= 50) errors.push(entry);
      },
    },
  });
  const services = createServices(loaded.config, logger);
  return {
    services,
    errors: () => errors,
    dispose: () => {
      services.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

// ---------------------------------------------------------------------------------------------
// Interactions the router accepts, recording what the bot sent

let nextId = 1_200_000_000_000_000_000n;
const newId = (): string => String(++nextId);

/** What every repliable interaction records: its answers, and protocol mistakes the router made. */
abstract class FuzzRepliable {
  readonly id = newId();
  readonly token = `fuzz-token-${this.id}`;
  readonly user = { id: '223456789012345678' };
  deferred = false;
  replied = false;
  readonly sent: { kind: 'reply' | 'edit' | 'followUp'; payload: MessagePayload | EditPayload }[] = [];
  /** Answering twice, editing before deferring … */
  readonly misuse: string[] = [];

  constructor(
    readonly locale: string,
    readonly guildId: string | null,
  ) {}

  reply(payload: MessagePayload): Promise<void> {
    if (this.replied || this.deferred) this.misuse.push('reply after the interaction was acknowledged');
    this.replied = true;
    this.sent.push({ kind: 'reply', payload });
    return Promise.resolve();
  }

  deferReply(_options?: DeferOptions): Promise<void> {
    if (this.replied || this.deferred) this.misuse.push('defer after the interaction was acknowledged');
    this.deferred = true;
    return Promise.resolve();
  }

  editReply(payload: EditPayload): Promise<void> {
    if (!this.deferred && !this.replied) this.misuse.push('edit before any reply');
    this.replied = true;
    this.sent.push({ kind: 'edit', payload });
    return Promise.resolve();
  }

  followUp(payload: MessagePayload): Promise<void> {
    if (!this.deferred && !this.replied) this.misuse.push('follow-up before any reply');
    this.sent.push({ kind: 'followUp', payload });
    return Promise.resolve();
  }

  /** The answer the user sees: a reply, or the edit of a deferred reply. */
  answer(): MessagePayload | EditPayload | undefined {
    return this.sent.find((s) => s.kind === 'reply' || s.kind === 'edit')?.payload;
  }
}

export class FuzzChatInput extends FuzzRepliable {
  readonly type = InteractionType.ApplicationCommand as const;
  readonly commandType = ApplicationCommandType.ChatInput as const;
  readonly options: { data: OptionDataLike[] };

  constructor(
    readonly commandName: string,
    data: OptionDataLike[],
    locale: string,
    guildId: string | null = null,
  ) {
    super(locale, guildId);
    this.options = { data };
  }
}

export class FuzzButton extends FuzzRepliable {
  readonly type = InteractionType.MessageComponent as const;
  readonly componentType = ComponentType.Button as const;
  readonly updates: EditPayload[] = [];

  constructor(
    readonly customId: string,
    locale: string,
  ) {
    super(locale, null);
  }

  update(payload: EditPayload): Promise<void> {
    if (this.replied || this.deferred) this.misuse.push('update after the interaction was acknowledged');
    this.replied = true;
    this.updates.push(payload);
    return Promise.resolve();
  }

  /** How many times the press was acknowledged (a reply, a deferral or an update). */
  acknowledgements(): number {
    return this.sent.filter((s) => s.kind === 'reply').length + this.updates.length + (this.deferred ? 1 : 0);
  }
}

export class FuzzAutocomplete {
  readonly type = InteractionType.ApplicationCommandAutocomplete as const;
  readonly id = newId();
  readonly token = `fuzz-token-${this.id}`;
  readonly user = { id: '223456789012345678' };
  responded = false;
  readonly responses: Choice[][] = [];
  readonly options: { data: OptionDataLike[] };

  constructor(
    readonly commandName: string,
    data: OptionDataLike[],
    readonly locale: string,
  ) {
    this.options = { data };
  }

  respond(choices: readonly Choice[]): Promise<void> {
    this.responded = true;
    this.responses.push([...choices]);
    return Promise.resolve();
  }
}

// ---------------------------------------------------------------------------------------------
// Arbitraries

/** Text that has broken bots before: mentions, Markdown, links, control, bidi and zero-width characters. */
const NASTY = [
  '@everyone',
  '@here',
  '<@223456789012345678>',
  '<@&323456789012345678>',
  '<#423456789012345678>',
  '**',
  '__',
  '~~',
  '||',
  '`',
  '```',
  '> ',
  '# ',
  '[link](https://example.com)',
  'https://discord.gg/x',
  '\u0000',
  '\u0007',
  '\r\n',
  '\t',
  '\u202e',
  '\u200b',
  '\u2066',
  '\ufeff',
  '\ud800',
  '\udfff',
  '😀',
  '👨‍👩‍👧',
  '《灰色熊》',
  'トランプル',
  '702.19b',
  '613.4d',
  '{',
  '}',
  '"',
  '\\',
  '[[',
  ']]',
  '((',
  '))',
  '%s',
  '${x}',
  '<script>',
  'null',
  'NaN',
  '-1',
  '1e308',
  ' ',
];

/** Plausible input that reaches deeper than the first validation. */
const PLAUSIBLE = [
  '702.19b',
  '702.19',
  '100.1a',
  '613',
  '9999.99z',
  'trample',
  'first strike',
  'deathtouch',
  'トランプル',
  '接死',
  'Colossus Hammer',
  'Humility',
  'grizzly',
  'combat damage',
  'the stack',
  '{"objects":[]}',
  '{"objects":[{"id":"a","types":["Creature"],"power":2,"toughness":2}]}',
  '{"players":[{"id":"A","life":-5}],"objects":[{"id":"x","power":1e9,"toughness":-1}]}',
  '{"objects":[{"id":"a","types":["Creature"],"power":1,"toughness":1}],"actions":[{"kind":"destroy","object":"a"}]}',
  'a 7/7 trample attacks and is blocked by a 2/2',
  'Can a creature with defender block?',
  'トランプルを持つ6/6が3/5にブロックされた',
];

export const fuzzText: fc.Arbitrary<string> = fc.oneof(
  { weight: 3, arbitrary: fc.string({ maxLength: 40 }) },
  { weight: 3, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 2, arbitrary: fc.string({ unit: 'grapheme', maxLength: 30 }) },
  { weight: 4, arbitrary: fc.array(fc.oneof(fc.constantFrom(...NASTY), fc.constantFrom(...PLAUSIBLE), fc.string({ maxLength: 6 })), { maxLength: 12 }).map((parts) => parts.join(' ')) },
  { weight: 3, arbitrary: fc.constantFrom(...PLAUSIBLE) },
  // Huge: far over any option's max_length (Discord enforces it, the console and CLI don't).
  { weight: 1, arbitrary: fc.tuple(fc.constantFrom('a', 'x ', '@everyone ', 'トランプル', '{"a":', '😀'), fc.integer({ min: 200, max: 12_000 })).map(([s, n]) => s.repeat(Math.ceil(n / s.length)).slice(0, n)) },
);

const fuzzInteger = fc.oneof(fc.integer({ min: -5, max: 30 }), fc.integer(), fc.constantFrom(0, -1, 2 ** 31, Number.MAX_SAFE_INTEGER, -Number.MAX_SAFE_INTEGER));
const fuzzNumber = fc.oneof(fc.double(), fc.constantFrom(0, -0, 0.5, 1e308, -1e308, Number.NaN, Number.POSITIVE_INFINITY));

/** A value for one option, driven by its definition: its type, and its choices when it has some. */
export function optionValue(option: APIApplicationCommandOption): fc.Arbitrary<string | number | boolean> {
  const choices = 'choices' in option && Array.isArray(option.choices) ? option.choices.map((c: { value: string | number }) => c.value) : [];
  const base: fc.Arbitrary<string | number | boolean> =
    option.type === 5 ? fc.boolean() : option.type === 4 ? fuzzInteger : option.type === 10 ? fuzzNumber : fuzzText;
  return choices.length > 0 ? fc.oneof({ weight: 3, arbitrary: fc.constantFrom(...choices) }, { weight: 1, arbitrary: base }) : base;
}

/** The options of one invocation: each present or missing (required ones too), with fuzzed values. */
export function optionsFor(defs: readonly APIApplicationCommandOption[]): fc.Arbitrary<OptionDataLike[]> {
  if (defs.length === 0) return fc.constant([]);
  return fc
    .tuple(...defs.map((d) => fc.option(optionValue(d), { nil: undefined, freq: d.required ? 8 : 2 })))
    .map((values) => values.flatMap((value, i) => (value === undefined ? [] : [{ name: defs[i]!.name, value }])));
}

export const fuzzLocale = fc.constantFrom('en-US', 'en-GB', 'ja', 'fr', 'zh-CN', '');

// ---------------------------------------------------------------------------------------------
// Checks

/** Everything wrong with one message the bot sends, as sentences; empty when it is fine. */
export function payloadProblems(p: MessagePayload | EditPayload | undefined): string[] {
  if (!p) return ['no message'];
  const problems: string[] = [];
  if (JSON.stringify(p.allowedMentions) !== JSON.stringify({ parse: [] })) problems.push(`allowed mentions ${JSON.stringify(p.allowedMentions)}`);
  if (p.embeds.length === 0) problems.push('no embed');
  if (p.embeds.length > 10) problems.push(`${p.embeds.length} embeds (max 10)`);
  let total = 0;
  p.embeds.forEach((e, i) => {
    for (const problem of checkEmbed(e)) problems.push(`embed ${i + 1}: ${problem}`);
    total += (e.title?.length ?? 0) + (e.description?.length ?? 0) + (e.footer?.text.length ?? 0) + (e.author?.name.length ?? 0);
    for (const f of e.fields ?? []) total += f.name.length + f.value.length;
  });
  if (total > DISCORD_LIMITS.total) problems.push(`embeds total ${total} characters (max ${DISCORD_LIMITS.total} per message)`);
  const content = (p as { content?: string }).content;
  if (content !== undefined && content.length > 2000) problems.push(`content ${content.length} characters (max 2000)`);
  if (p.components.length > 5) problems.push(`${p.components.length} component rows (max 5)`);
  for (const row of p.components) {
    if (row.components.length > 5) problems.push(`a row of ${row.components.length} components (max 5)`);
    for (const c of row.components) {
      if (c.custom_id.length === 0 || c.custom_id.length > 100) problems.push(`custom id of ${c.custom_id.length} characters`);
      if (c.label !== undefined && c.label.length > 80) problems.push(`button label of ${c.label.length} characters`);
    }
  }
  return problems;
}

/** Problems with an autocomplete answer: at most 25 choices, names and values of 1-100 characters. */
export function choiceProblems(responses: readonly Choice[][]): string[] {
  if (responses.length !== 1) return [`${responses.length} autocomplete responses (expected exactly 1)`];
  const choices = responses[0]!;
  const problems: string[] = [];
  if (choices.length > 25) problems.push(`${choices.length} choices (max 25)`);
  for (const c of choices) {
    if (c.name.length < 1 || c.name.length > 100) problems.push(`choice name of ${c.name.length} characters`);
    if (c.value.length < 1 || c.value.length > 100) problems.push(`choice value of ${c.value.length} characters`);
  }
  return problems;
}

/** Collects unhandled rejections while a fuzz run is going on. */
export function watchUnhandled(): { seen: unknown[]; stop(): void } {
  const seen: unknown[] = [];
  const listener = (reason: unknown): void => void seen.push(reason);
  process.on('unhandledRejection', listener);
  return { seen, stop: () => process.off('unhandledRejection', listener) };
}
