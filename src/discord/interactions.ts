/**
 * The parts of discord.js interactions the router uses: small structural interfaces, so the real
 * client passes discord.js interactions and tests pass plain objects.
 */
import type { ApplicationCommandType, ComponentType, InteractionType, MessageFlags } from 'discord.js';
import type { Choice } from '../app/command.ts';
import type { MessagePayload } from './embeds.ts';

/** One entry of `interaction.options.data` (nested for subcommands). */
export interface OptionDataLike {
  readonly name: string;
  readonly value?: string | number | boolean | undefined;
  readonly focused?: boolean | undefined;
  readonly options?: readonly OptionDataLike[] | undefined;
}

/** A message payload without the ephemeral flag: what edits and updates take. */
export type EditPayload = Omit<MessagePayload, 'flags'>;

/** What deferReply takes: the visibility of the reply to come. */
export interface DeferOptions {
  flags?: MessageFlags.Ephemeral;
}

export interface InteractionBase {
  readonly id: string;
  readonly locale: string;
  /** The interaction token: never logged (it is scrubbed from error messages too). */
  readonly token?: string | undefined;
  /** The server it came from; null or absent in direct messages. */
  readonly guildId?: string | null | undefined;
  readonly user?: { readonly id: string } | undefined;
}

export interface RepliableLike extends InteractionBase {
  readonly deferred: boolean;
  readonly replied: boolean;
  reply(options: MessagePayload): Promise<unknown>;
  followUp(options: MessagePayload): Promise<unknown>;
  editReply(options: EditPayload): Promise<unknown>;
  deferReply(options?: DeferOptions): Promise<unknown>;
  /** Deletes the original reply (a public "thinking…" that should become a private error). */
  deleteReply?(): Promise<unknown>;
}

export interface ChatInputLike extends RepliableLike {
  readonly type: InteractionType.ApplicationCommand;
  readonly commandType: ApplicationCommandType.ChatInput;
  readonly commandName: string;
  readonly options: { readonly data: readonly OptionDataLike[] };
  /** The member's permissions in the channel (discord.js `memberPermissions`; null outside a server). */
  readonly memberPermissions?: { has(permission: bigint): boolean } | null | undefined;
}

export interface AutocompleteLike extends InteractionBase {
  readonly type: InteractionType.ApplicationCommandAutocomplete;
  readonly commandName: string;
  readonly responded: boolean;
  readonly options: { readonly data: readonly OptionDataLike[] };
  respond(choices: readonly Choice[]): Promise<unknown>;
}

export interface ButtonLike extends RepliableLike {
  readonly type: InteractionType.MessageComponent;
  readonly componentType: ComponentType.Button;
  readonly customId: string;
  update(options: EditPayload): Promise<unknown>;
}

export type RoutableInteraction = ChatInputLike | AutocompleteLike | ButtonLike;
