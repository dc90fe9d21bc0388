/**
 * The engine pool's worker: validates, builds and resolves one Scenario per job (runScenario), in
 * its own thread with its own heap cap, so a pathological question can't stall the gateway.
 */
import { serve } from './protocol.ts';
import { runScenario } from '../scenario/run.ts';
import type { EngineJob, EngineJobResult } from './engine-pool.ts';

serve<EngineJob, EngineJobResult>((job) => runScenario(job.json, job.limits));
