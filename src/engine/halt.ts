/**
 * Stopping a run: a bound hit, a loop, a bad reference or something the engine can't model throws
 * an EngineHalt, which `resolve` turns into the Resolution's EngineError (never a guess).
 */
import type { TraceKey } from './trace-keys.ts';
import type { TraceParamsOf } from './trace-params.ts';
import type { EngineError, EngineErrorCode } from './types.ts';

export class EngineHalt extends Error {
  constructor(readonly error: EngineError) {
    super(error.key);
  }
}

/** Stops the run with an error whose key and params are those of a trace step (trace-params.ts). */
export function halt<K extends TraceKey>(code: EngineErrorCode, key: K, params: TraceParamsOf[K]): never {
  throw new EngineHalt({ code, key, params });
}
