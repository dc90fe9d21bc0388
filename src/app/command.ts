/**
 * The small interface between transports (Discord, console, CLI) and the use cases. A transport
 * parses its input into options, picks the reply language, and calls `execute`; the handler
 * returns an outcome that the transport renders: as embeds, as text, or as JSON. It lives above
 * src/core (it names the services and the slash-command builder), so core imports nothing above it.
 */
import type { SlashCommandOptionsOnlyBuilder } from '@discordjs/builders';
import type { Lang } from '../core/lang.ts';
import type { AppError } from '../core/result.ts';
import type { Reply } from '../core/reply.ts';
import type { Choice, Options, Transport } from '../core/context.ts';
import type { Services } from '../services.ts';

export type { Choice, OptionValue, Options, Transport } from '../core/context.ts';

export interface CommandContext {
  readonly lang: Lang;
  readonly options: Options;
  readonly services: Services;
  readonly transport: Transport;
}

export interface AutocompleteContext {
  readonly lang: Lang;
  /** The option being typed and what has been typed so far. */
  readonly focused: { name: string; value: string };
  readonly options: Options;
  readonly services: Services;
}

/** `data` is the JSON the CLI prints with --json (app/contract.ts), without the `ok` field. */
export type CommandOutcome =
  | { ok: true; reply: Reply; data: Record<string, unknown> }
  | { ok: false; reply: Reply; error: AppError };

export interface CommandModule {
  /** The slash command, with Japanese localisations. */
  readonly data: SlashCommandOptionsOnlyBuilder;
  /**
   * How console and CLI text maps to options: the rest of the line after the command name goes
   * to this option (`/rule 702.19b`, `cli rule 702.19b`).
   */
  readonly positional: string;
  /** The option whose text decides the reply language when no locale or --lang is given. */
  readonly queryOption?: string;
  /**
   * The command runs the engine (through the worker pool): a transport that runs one command and
   * exits (the CLI) starts the pool's workers as the command starts, so they load while it reads
   * its input instead of after (issue 15 §2).
   */
  readonly runsEngine?: true;
  execute(ctx: CommandContext): Promise<CommandOutcome>;
  autocomplete?(ctx: AutocompleteContext): Promise<Choice[]>;
}
