/**
 * Stopping a run: a bound hit, a loop, a bad reference or something the engine can't model throws
 * an EngineHalt, which `resolve` turns into the Resolution's EngineError (never a guess).
 */
import type { TraceKey } from './trace-keys.ts';
import type { EngineError, EngineErrorCode, TraceParam } from './types.ts';

export class EngineHalt extends Error {
  constructor(readonly error: EngineError) {
    super(error.key);
  }
}

export function halt(code: EngineErrorCode, key: TraceKey, params: Record<string, TraceParam>): never {
  throw new EngineHalt({ code, key, params });
}
