/**
 * Long-lived services shared by every transport: configuration, the logger, and the rules
 * knowledge (loaded lazily once, then swapped in place when a new CR edition is detected).
 */
import type { Config } from './config.ts';
import type { Logger } from './logger.ts';
import type { Result } from './core/result.ts';
import type { RulesKnowledge } from './rules/knowledge.ts';
import { buildKnowledge } from './rules/knowledge.ts';
import { subtypeListsOf } from './rules/subtype-lists.ts';
import { useSubtypeLists } from './engine/subtypes.ts';
import { loadCr, loadJaCr, CrWatcher } from './rules/source.ts';
import type { CrSourceOptions, LoadedCr } from './rules/source.ts';
import { cardServiceOptions, openCardService } from './cards/service.ts';
import type { CardService } from './cards/service.ts';
import type { Limits } from './engine/types.ts';
import { closedEngineRun, createEnginePool, enginePoolSettings } from './workers/engine-pool.ts';
import type { EnginePool, IsolatedRun } from './workers/engine-pool.ts';

export interface Services {
  readonly config: Config;
  readonly logger: Logger;
  /** The rules knowledge, or an explanation of why the CR couldn't be loaded. */
  rules(): Promise<Result<RulesKnowledge, string>>;
  /**
   * The card catalog (loaded lazily once), or an explanation of why it couldn't be loaded.
   * Optional only so hand-made Services in tests written before it existed still type-check.
   */
  cards?(): Promise<Result<CardService, string>>;
  /**
   * Loads everything answering needs — the rules with their search and term indexes, the card
   * catalog with its fuzzy index, /ask's card-name spotter and English tokeniser — and starts the engine pool, so the first interactions are
   * answered at once (the bot calls it before it connects). Never rejects: what fails to load is
   * retried by the commands that need it.
   */
  prepare?(): Promise<void>;
  /** Re-checks for a new CR edition every CR_REFRESH_HOURS (long-running transports only). */
  watchForNewEditions(): void;
  /**
   * Runs a (card-free) Scenario JSON value in the engine worker pool (src/workers), with the
   * ENGINE_TIMEOUT_MS / ENGINE_MEMORY_MB limits; the pool starts on first use. Commands call it
   * through runScenarioIsolated (src/workers/run.ts). Optional: without it, runs are in-process.
   */
  runEngine?(scenarioJson: unknown, limits?: Partial<Limits>): Promise<IsolatedRun>;
  /**
   * Starts the engine pool's workers now, if they aren't started yet: the CLI calls it as a command
   * that runs the engine starts, so the workers load their code while the question is read and the
   * rules and cards load, instead of after (issue 15 §2). What a run does is the same either way
   * (a worker started before the rules loaded is sent the CR's subtype lists with its first job).
   */
  startEngine?(): void;
  close(): void;
}

export function crSourceOptions(config: Config, logger: Logger): CrSourceOptions {
  return {
    crFile: config.CR_FILE,
    rulesPageUrl: config.CR_RULES_PAGE_URL,
    cacheDir: config.CACHE_DIR,
    refreshHours: config.CR_REFRESH_HOURS,
    offlineDir: config.CR_OFFLINE_DIR,
    userAgent: config.HTTP_USER_AGENT,
    logger,
  };
}

/**
 * Gives the engine the subtype lists of the CR just loaded (205.3g-205.3q, read by
 * src/rules/subtype-lists.ts): type-changing effects, protection from a creature type and
 * changeling read them. An edition whose lists can't be read leaves the previous ones.
 */
function giveEngineSubtypes(k: RulesKnowledge, logger: Logger): void {
  const lists = subtypeListsOf((number) => k.cr.rules.get(number)?.text ?? null);
  if (lists) useSubtypeLists(lists);
  else logger.warn({ effective: k.cr.effective }, "the CR's subtype lists (205.3g-205.3q) could not be read; subtypes are not known to the engine");
}

/** The English CR (and the Japanese one, when it loads) built into the rules knowledge the commands read. */
async function loadKnowledge(config: Config, logger: Logger): Promise<Result<{ knowledge: RulesKnowledge; jaText: string | null }, string>> {
  const en = await loadCr(crSourceOptions(config, logger));
  if (!en.ok) return en;
  const ja = await loadJaCr({ file: config.CR_JA_FILE, url: config.CR_JA_URL, cacheDir: config.CACHE_DIR, userAgent: config.HTTP_USER_AGENT, logger });
  if (ja && !ja.ok) logger.warn({ reason: ja.error }, 'Japanese CR not loaded; answering with the English text and our own Japanese explanations');
  const jaText = ja && ja.ok ? ja.value.text : null;
  const k = buildKnowledge(en.value.text, jaText, { cacheDir: config.CACHE_DIR, logger });
  giveEngineSubtypes(k, logger);
  logger.info({ effective: k.cr.effective, rules: k.cr.rules.size, glossary: k.cr.glossary.length, origin: en.value.origin, japanese: k.ja !== null }, 'rules loaded');
  return { ok: true, value: { knowledge: k, jaText } };
}

/** Loads the rules and the card catalog and does the first answers' one-off work now, not on the first command. */
async function warmServices(services: Services, logger: Logger): Promise<void> {
  const rules = await services.rules();
  if (rules.ok) {
    void rules.value.search;
    void rules.value.terms;
  } else logger.warn({ reason: rules.error }, 'Comprehensive Rules not loaded yet; commands will retry');
  const cards = await services.cards!();
  if (cards.ok) cards.value.warm?.();
  else logger.warn({ reason: cards.error }, 'card catalog not loaded yet; /card will retry');
  // The first /ask's one-off work (the card-name spotter, the English tokeniser), now rather
  // than on the event loop while other interactions wait (src/warm-up.ts).
  const { warmAsk } = await import('./warm-up.ts');
  await warmAsk(cards.ok ? cards.value : null);
}

export function createServices(config: Config, logger: Logger): Services {
  let knowledge: Promise<Result<RulesKnowledge, string>> | null = null;
  let jaText: string | null = null;
  let watcher: CrWatcher | null = null;
  let cards: Promise<Result<CardService, string>> | null = null;
  let enginePool: EnginePool | null = null;
  let engineClosed = false;

  const load = async (): Promise<Result<RulesKnowledge, string>> => {
    const r = await loadKnowledge(config, logger);
    if (!r.ok) return r;
    jaText = r.value.jaText;
    return { ok: true, value: r.value.knowledge };
  };

  const startPool = (): EnginePool =>
    createEnginePool(enginePoolSettings(config), {
      onEvent: (e) => logger.warn({ pool: e }, e.kind === 'replaced' ? 'engine worker replaced' : 'engine worker failed to start'),
    });

  const services: Services = {
    config,
    logger,
    rules() {
      knowledge ??= load().then((r) => {
        if (!r.ok) knowledge = null; // try again next time rather than caching a failure
        return r;
      });
      return knowledge;
    },
    cards() {
      cards ??= openCardService(cardServiceOptions(config, logger)).then((r) => {
        if (!r.ok) cards = null; // try again next time rather than caching a failure
        return r;
      });
      return cards;
    },
    async prepare() {
      await warmServices(services, logger);
      if (!engineClosed) enginePool ??= startPool();
    },
    watchForNewEditions() {
      if (watcher || config.CR_FILE) return;
      void services.rules().then((r) => {
        if (!r.ok) return;
        watcher = new CrWatcher(crSourceOptions(config, logger), r.value.cr.effective, (cr: LoadedCr) => {
          const k = buildKnowledge(cr.text, jaText, { cacheDir: config.CACHE_DIR, logger });
          giveEngineSubtypes(k, logger);
          knowledge = Promise.resolve({ ok: true, value: k });
        });
        watcher.start();
      });
    },
    runEngine(scenarioJson, limits) {
      // After close() (shutting down) no new workers start: late runs get the polite `closed` answer.
      if (engineClosed) return Promise.resolve(closedEngineRun(enginePoolSettings(config)));
      enginePool ??= startPool();
      return enginePool.run(scenarioJson, limits);
    },
    startEngine() {
      if (!engineClosed) enginePool ??= startPool();
    },
    close() {
      engineClosed = true;
      void enginePool?.close();
      watcher?.stop();
      void cards?.then((r) => {
        if (r.ok) r.value.close();
      });
    },
  };
  return services;
}
