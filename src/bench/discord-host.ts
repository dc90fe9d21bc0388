/**
 * The discord.* benchmarks' host (a worker thread started by discord.ts through
 * src/workers/boot.mjs): a bench fake Discord and the real discord.js client with the real router,
 * commands and services, on this one thread (the engine pool's worker aside). It sends interactions
 * as the main thread allows (SLOT.WANT) and counts the answered ones (SLOT.DONE).
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parentPort, workerData } from 'node:worker_threads';
import { loadConfig, formatConfigErrors } from '../config.ts';
import { createLogger } from '../logger.ts';
import { createServices } from '../services.ts';
import { startDiscordBot } from '../discord/client.ts';
import { TONE_COLOURS } from '../discord/embeds.ts';
import { startBenchFakeDiscord } from './fake-discord.ts';
import { LOAD_KINDS, SLOT } from './discord-load.ts';
import type { HostReply, HostRequest, LoadKind } from './discord-load.ts';

interface HostData {
  control: SharedArrayBuffer;
  crFile: string;
  /** A temporary folder for the caches and databases (the main thread removes it at exit). */
  dir: string;
}

type WaitAsync = (typed: Int32Array, index: number, value: number) => { async: false; value: string } | { async: true; value: Promise<string> };
const waitAsync = (Atomics as unknown as { waitAsync: WaitAsync }).waitAsync;

const port = parentPort;
if (!port) throw new Error('discord-host runs in a worker thread');
const data = workerData as HostData;
const control = new Int32Array(data.control);
const send = (m: HostReply): void => port.postMessage(m);

const dir = data.dir;
// No cards: the benchmarks don't look any up, and loading a catalog would only slow the start.
writeFileSync(join(dir, 'cards.json'), '[]');

try {
  // Only real answers are measured: an error reply (say, the CR failed to load) fails the benchmark.
  const errorColour = `"color":${TONE_COLOURS.error}`;
  const fake = await startBenchFakeDiscord({ refuse: (body) => (body.includes(errorColour) ? `answered with an error: ${body.slice(0, 300)}` : null) });
  const loaded = loadConfig({
    DISCORD_TOKEN: fake.token,
    DISCORD_APPLICATION_ID: fake.applicationId,
    DISCORD_API_BASE: fake.apiBase,
    CR_FILE: data.crFile,
    CACHE_DIR: dir,
    SETTINGS_DB: join(dir, 'settings.db'),
    CARDS_FILE: join(dir, 'cards.json'),
    CARDS_DB: join(dir, 'cards.sqlite'),
    ENGINE_WORKERS: '1',
  });
  if (!loaded.ok) throw new Error(formatConfigErrors(loaded.errors));
  const services = createServices(loaded.config, createLogger({ level: 'error' }));
  const rules = await services.rules();
  if (!rules.ok) throw new Error(`the CR could not be loaded: ${rules.error}`);
  await startDiscordBot(services, { handleSignals: false, router: { rateLimits: false } });
  await fake.ready();

  let kinds: LoadKind[] = LOAD_KINDS.e2e;
  let dispatched = 0;
  let inFlight = 0;
  let drained: (() => void) | null = null;

  const launch = (n: number): void => {
    const kind = kinds[n % kinds.length]!;
    inFlight += 1;
    fake.interact(kind.interaction, kind.calls).then(
      () => {
        inFlight -= 1;
        Atomics.add(control, SLOT.DONE, 1);
        Atomics.notify(control, SLOT.DONE);
        if (inFlight === 0) drained?.();
      },
      (e: unknown) => {
        inFlight -= 1;
        Atomics.store(control, SLOT.FAILED, 1);
        Atomics.notify(control, SLOT.DONE);
        send({ type: 'error', message: e instanceof Error ? e.message : String(e) });
      },
    );
  };

  const pump = async (): Promise<void> => {
    for (;;) {
      const want = Atomics.load(control, SLOT.WANT);
      while (dispatched < want) launch(dispatched++);
      const w = waitAsync(control, SLOT.WANT, want);
      if (w.async) await w.value;
    }
  };
  void pump();

  port.on('message', (m: HostRequest) => {
    void (async () => {
      if (inFlight > 0) await new Promise<void>((resolve) => (drained = resolve));
      drained = null;
      kinds = LOAD_KINDS[m.mode];
      dispatched = 0;
      Atomics.store(control, SLOT.DONE, 0);
      Atomics.store(control, SLOT.FAILED, 0);
      Atomics.store(control, SLOT.WANT, 0);
      Atomics.notify(control, SLOT.WANT);
      send({ type: 'mode-set' });
    })();
  });
  send({ type: 'ready' });
} catch (e) {
  send({ type: 'error', message: e instanceof Error ? e.message : String(e) });
}
