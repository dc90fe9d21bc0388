/**
 * The card catalog as the commands see it. Where cards come from, in order:
 *
 * 1. CARDS_FILE: the local Scryfall-format files (indexed in CARDS_DB). Offline: like CR_FILE,
 *    it never touches the network.
 * 2. An index built by `npm run cards:sync` (CARDS_DB). A card it doesn't have (newer than the
 *    sync) is looked up with the Scryfall API.
 * 3. No local data: the Scryfall API at run time (rate-limited, cached 24 h).
 * 4. No local data and no network: the offline files (CARDS_OFFLINE_FILES), indexed in their
 *    own SQLite file next to CARDS_DB.
 */
import path from 'node:path';
import type { CardLookup, LocalCatalog } from './catalog.ts';
import { openCatalogFromFiles, openExistingIndex } from './open.ts';
import type { OpenOptions } from './open.ts';
import { splitCardFiles } from './load.ts';
import { toCardRecord } from './record.ts';
import { ScryfallClient, describeApiError } from './scryfall.ts';
import type { Suggestion } from './names.ts';
import { hasJapanese } from './normalize.ts';
import { err, ok } from '../core/result.ts';
import type { Result } from '../core/result.ts';
import type { Config } from '../config.ts';
import type { Logger } from '../logger.ts';
import type { DriverLoader } from './sqlite.ts';

export type CatalogMode = 'file' | 'index' | 'api' | 'offline';

export interface CardService {
  /** Where cards come from right now. */
  mode(): CatalogMode;
  resolve(query: string): Promise<CardLookup>;
  complete(typed: string, limit?: number): Promise<Suggestion[]>;
  /** Builds the lazily built parts of the name index now (the bot does this before it connects). */
  warm?(): void;
  /** The local catalog (loading the offline files in API mode): what `coverage` walks. */
  local(): Promise<Result<LocalCatalog, string>>;
  close(): void;
}

export interface CardServiceOptions {
  cardsFile: string | undefined;
  dbPath: string;
  offlineFiles: string[];
  api: ScryfallClient;
  logger: Logger;
  driver?: DriverLoader;
}

/** The CARDS_DB path: as configured, else cards.sqlite in CACHE_DIR. */
export function cardsDbPath(config: Pick<Config, 'CARDS_DB' | 'CACHE_DIR'>): string {
  return config.CARDS_DB ?? path.join(config.CACHE_DIR, 'cards.sqlite');
}

/** Where the offline files are indexed: next to CARDS_DB, never in its place. */
export function offlineDbPath(dbPath: string): string {
  const ext = path.extname(dbPath);
  return `${ext ? dbPath.slice(0, -ext.length) : dbPath}-offline${ext || '.sqlite'}`;
}

export function cardServiceOptions(config: Config, logger: Logger): CardServiceOptions {
  return {
    cardsFile: config.CARDS_FILE,
    dbPath: cardsDbPath(config),
    offlineFiles: splitCardFiles(config.CARDS_OFFLINE_FILES),
    api: new ScryfallClient({ baseUrl: config.SCRYFALL_API_BASE, userAgent: config.HTTP_USER_AGENT, cacheDir: config.CACHE_DIR, logger }),
    logger,
  };
}

/** "the card file x is not a file" -> "The card file x is not a file". */
function sentence(reason: string): string {
  return `${reason.charAt(0).toUpperCase()}${reason.slice(1)}`;
}

/**
 * Opens the catalog the configuration asks for. Errors are full sentences naming the way out —
 * the reason alone: replies and logs say first that the catalog could not be loaded. With
 * CARDS_FILE there is no silent fallback.
 */
export async function openCardService(o: CardServiceOptions): Promise<Result<CardService, string>> {
  const openOpts: OpenOptions = { dbPath: o.dbPath, logger: o.logger, ...(o.driver ? { driver: o.driver } : {}) };
  const files = splitCardFiles(o.cardsFile);
  if (files.length > 0) {
    const c = await openCatalogFromFiles(files, 'file', openOpts);
    if (!c.ok) return err(`${sentence(c.error)}. Check CARDS_FILE (one or more Scryfall JSON files, plain or gzipped, separated by ':').`);
    return ok(localService(c.value, 'file', null, o.logger));
  }
  const existing = await openExistingIndex(openOpts);
  if (!existing.ok) return err(`${sentence(existing.error)}.`);
  if (existing.value) return ok(localService(existing.value, 'index', o.api, o.logger));
  return ok(apiService(o, openOpts));
}

function notFound(): CardLookup {
  return { kind: 'none', suggestions: [] };
}

/** Asks the API for a card (exact English name when known, else fuzzy). */
async function apiLookup(api: ScryfallClient, query: string, exact: string | null): Promise<Result<CardLookup, string>> {
  const r = await api.named(exact ? { exact } : { fuzzy: query });
  if (r.ok) {
    const card = toCardRecord(r.value);
    return ok({ kind: 'found', card, match: { how: 'api', via: 'name', matched: card.name, face: null, score: 1 } });
  }
  const e = r.error;
  if (e.kind === 'http' && e.status === 404) {
    if (e.type === 'ambiguous') {
      const names = await api.autocomplete(query);
      const suggestions = names.ok ? names.value.slice(0, 5).map((name) => ({ name, ja: null, card: -1 })) : [];
      return ok({ kind: 'ambiguous', how: 'api', suggestions });
    }
    return ok(notFound());
  }
  return err(describeApiError(e));
}

/** After a failed Scryfall lookup, the local index answers alone for this long. */
const API_RETRY_MS = 10 * 60_000;

function localService(catalog: LocalCatalog, mode: 'file' | 'index', api: ScryfallClient | null, logger: Logger): CardService {
  let apiDownUntil = 0;
  return {
    mode: () => mode,
    async resolve(query) {
      const r = catalog.resolve(query);
      if (r.kind !== 'none' || !api || Date.now() < apiDownUntil) return r;
      // Not in the local index: a card newer than the sync? Ask Scryfall (English names only,
      // or the English name of a known Japanese name).
      if (!r.known && hasJapanese(query)) return r;
      const looked = await apiLookup(api, query, r.known?.name ?? null);
      if (!looked.ok) {
        apiDownUntil = Date.now() + API_RETRY_MS;
        logger.warn({ reason: looked.error, retryInMinutes: API_RETRY_MS / 60_000 }, 'Scryfall lookup failed; answering from the local index only');
        return r;
      }
      return looked.value.kind === 'none' ? r : looked.value;
    },
    async complete(typed, limit = 25) {
      return catalog.complete(typed, limit);
    },
    warm() {
      catalog.index.warm();
    },
    async local() {
      return ok(catalog);
    },
    close() {
      catalog.close();
    },
  };
}

/** No local data: the API, switching to the offline files for good on the first network failure. */
function apiService(o: CardServiceOptions, openOpts: OpenOptions): CardService {
  let offline: Promise<Result<LocalCatalog, string>> | null = null;
  let networkDown = false;
  const openOffline = (): Promise<Result<LocalCatalog, string>> => {
    offline ??= (async () => {
      if (o.offlineFiles.length === 0) return err('there is no local card data (CARDS_FILE, or an index from npm run cards:sync) and no offline files (CARDS_OFFLINE_FILES)');
      const c = await openCatalogFromFiles(o.offlineFiles, 'offline', { ...openOpts, dbPath: offlineDbPath(o.dbPath) });
      if (!c.ok) return err(`${c.error}; set CARDS_FILE to a Scryfall bulk file or run npm run cards:sync`);
      // Opened for Japanese names too, with Scryfall up: that is no news. Going offline is (below).
      o.logger.info({ files: o.offlineFiles }, 'offline card files opened');
      return c;
    })();
    return offline;
  };
  /** One warning when Scryfall is first found unreachable, naming why and what answers from then on (not one per lookup). */
  const wentDown = (reason: string): void => {
    if (networkDown) return;
    networkDown = true;
    o.logger.warn({ reason, files: o.offlineFiles }, 'Scryfall lookup failed: Scryfall is unreachable, so cards are looked up in the offline card files');
  };
  const service: CardService = {
    mode: () => (networkDown ? 'offline' : 'api'),
    async resolve(query) {
      if (!networkDown) {
        const known = hasJapanese(query) ? await knownFromOffline(query) : null;
        if (!hasJapanese(query) || known) {
          const looked = await apiLookup(o.api, query, known);
          if (looked.ok) return looked.value;
          wentDown(looked.error);
        }
      }
      const c = await openOffline();
      // Scryfall is unreachable and there are no local files: that is not "no such card".
      return c.ok ? c.value.resolve(query) : { kind: 'none', suggestions: [], unavailable: `Scryfall can't be reached and ${c.error}` };
    },
    async complete(typed, limit = 25) {
      if (!networkDown && !hasJapanese(typed) && typed.trim().length >= 2) {
        const r = await o.api.autocomplete(typed);
        if (r.ok) return r.value.slice(0, limit).map((name) => ({ name, ja: null, card: -1 }));
        wentDown(describeApiError(r.error));
      }
      const c = await openOffline();
      return c.ok ? c.value.complete(typed, limit) : [];
    },
    local: openOffline,
    close() {
      void offline?.then((c) => {
        if (c.ok) c.value.close();
      });
    },
  };
  /** A Japanese name's English name, from the offline files' names (if they are there). */
  async function knownFromOffline(query: string): Promise<string | null> {
    const c = await openOffline();
    if (!c.ok) return null;
    const r = c.value.resolve(query);
    return r.kind === 'found' ? r.card.name : (r.kind === 'none' && r.known?.name) || null;
  }
  return service;
}
