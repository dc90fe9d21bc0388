/**
 * What every interaction handler of the router shares: the services, the command registry, the
 * server settings, the rate limits, the kept answers and the deadlines.
 */
import type { CommandModule } from '../app/command.ts';
import type { Lang } from '../core/lang.ts';
import type { Logger } from '../logger.ts';
import type { Services } from '../services.ts';
import type { GuildSettings, SettingsStore } from '../settings/types.ts';
import type { MessagePayload } from './embeds.ts';
import type { AnswerStore } from './kept-answers.ts';

export interface RouteTiming {
  /** Defer a slash command's reply when its handler hasn't finished by then. */
  readonly deferAfterMs: number;
  /** Commands deferred before they run. */
  readonly deferFirst: ReadonlySet<string>;
  /** Autocomplete answers [] when the handler takes longer than this. */
  readonly autocompleteTimeoutMs: number;
  /** A slash command whose handler hasn't finished by then gets the polite error message. */
  readonly handlerTimeoutMs: number;
}

export interface RouteContext {
  readonly services: Services;
  readonly logger: Logger;
  readonly settings: SettingsStore | undefined;
  readonly answers: AnswerStore;
  readonly timing: RouteTiming;
  find(name: string): CommandModule | undefined;
  guildSettings(guildId: string | null | undefined): GuildSettings;
  /** Takes a rate-limit token; `null` when allowed, else the polite refusal to send. */
  rateLimit(userId: string, guildId: string | null, lang: Lang): MessagePayload | null;
}
