/**
 * The messages between a pool and its workers, and `serve`, the loop every worker entry runs.
 * A worker says `ready` once its modules are loaded (the pool starts a job's clock only then), and
 * answers each job with its value, or with `failed` when the handler threw (a bug, not a limit).
 */
import { parentPort } from 'node:worker_threads';

export interface JobMessage<In> {
  id: number;
  input: In;
}

export type WorkerMessage<Out> =
  | { type: 'ready' }
  | { type: 'done'; id: number; output: Out }
  | { type: 'failed'; id: number; message: string }
  /** The worker could not deserialise the job it was sent (the pool knows which: one job at a time). */
  | { type: 'unreadable'; message: string };

/** Posts a short message of our own; if even that fails, the pool's time limit ends the job. */
function send<Out>(port: NonNullable<typeof parentPort>, msg: WorkerMessage<Out>): void {
  try {
    port.postMessage(msg);
  } catch {
    // Nothing more to do from here: the pool stops the job at its time limit.
  }
}

/** Runs in a worker: answers every job the pool sends with `handle(input)`. */
export function serve<In, Out>(handle: (input: In) => Out | Promise<Out>): void {
  const port = parentPort;
  if (!port) throw new Error('serve() must run inside a worker thread');
  port.on('message', (job: JobMessage<In>) => {
    void (async () => {
      let reply: WorkerMessage<Out>;
      try {
        reply = { type: 'done', id: job.id, output: await handle(job.input) };
      } catch (e) {
        reply = { type: 'failed', id: job.id, message: e instanceof Error ? e.message : String(e) };
      }
      try {
        port.postMessage(reply);
      } catch (e) {
        // The value could not be copied to the main thread (structured clone): report it, don't hang.
        send(port, { type: 'failed', id: job.id, message: `result could not be sent: ${e instanceof Error ? e.message : String(e)}` });
      }
    })();
  });
  port.on('messageerror', (e: Error) => send(port, { type: 'unreadable', message: e.message }));
  port.postMessage({ type: 'ready' } satisfies WorkerMessage<Out>);
}
