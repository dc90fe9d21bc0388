/**
 * The engine pool's worker: validates, builds and resolves one Scenario per job (runScenario), in
 * its own thread with its own heap cap, so a pathological question can't stall the gateway. It
 * starts with the CR's subtype lists the main thread's engine has (engine/subtypes.ts), and each
 * job brings them again in case a new CR edition came since.
 */
import { serve } from './protocol.ts';
import { runScenario } from '../scenario/run.ts';
import { useSubtypeLists } from '../engine/subtypes.ts';
import type { SubtypeLists } from '../engine/subtypes.ts';
import { workerData } from 'node:worker_threads';
import type { EngineJob, EngineJobResult, EngineWorkerInit } from './engine-pool.ts';

/** The subtype lists (as sent) this worker's engine has now. */
let given = '';

function give(subtypes: string | undefined): void {
  if (subtypes === undefined || subtypes === given) return;
  useSubtypeLists(JSON.parse(subtypes) as SubtypeLists);
  given = subtypes;
}

// The lists of the moment the worker was started (engine-pool.ts), then any newer ones a job brings.
give((workerData as { init?: EngineWorkerInit } | null)?.init?.subtypes);

serve<EngineJob, EngineJobResult>((job) => {
  give(job.subtypes);
  return runScenario(job.json, job.limits);
});
