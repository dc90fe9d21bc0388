/**
 * The engine pool's worker: validates, builds and resolves one Scenario per job (runScenario), in
 * its own thread with its own heap cap, so a pathological question can't stall the gateway. Each
 * job brings the CR's subtype lists the main thread's engine has (engine/subtypes.ts).
 */
import { serve } from './protocol.ts';
import { runScenario } from '../scenario/run.ts';
import { useSubtypeLists } from '../engine/subtypes.ts';
import type { EngineJob, EngineJobResult } from './engine-pool.ts';

serve<EngineJob, EngineJobResult>((job) => {
  if (job.subtypes) useSubtypeLists(job.subtypes);
  return runScenario(job.json, job.limits);
});
