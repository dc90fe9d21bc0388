/**
 * Per-server settings: their shape, defaults and the store's interface. Kept apart from the
 * SQLite store (store.ts) so commands and the CLI can use them without loading the native driver.
 */
export type LanguageSetting = 'auto' | 'en' | 'ja';
export type RepliesSetting = 'public' | 'ephemeral';

export interface GuildSettings {
  /** `auto`: each user's Discord language; otherwise every reply in the server in this language. */
  language: LanguageSetting;
  /** The default visibility of answers (a command's `ephemeral` option overrides it). */
  replies: RepliesSetting;
  /** Answer `[[card]]` and `((rule))` in messages (needs INLINE_LOOKUPS and the Message Content intent). */
  inlineLookups: boolean;
}

export const DEFAULT_SETTINGS: Readonly<GuildSettings> = Object.freeze({ language: 'auto', replies: 'public', inlineLookups: false });

export const LANGUAGE_SETTINGS: readonly LanguageSetting[] = ['auto', 'en', 'ja'];
export const REPLIES_SETTINGS: readonly RepliesSetting[] = ['public', 'ephemeral'];

export interface SettingsStore {
  /** The server's settings (the defaults for a server that never changed any). */
  get(guildId: string): GuildSettings;
  /** Changes some settings, durably, and returns the result. */
  update(guildId: string, patch: Partial<GuildSettings>): GuildSettings;
  /** The schema version of the open database. */
  readonly version: number;
  close(): void;
}
