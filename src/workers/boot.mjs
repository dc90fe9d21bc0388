// The first module a pool worker runs. The app itself runs under tsx, but on Node 20 a worker's
// `--import tsx` flag is not applied to its own entry file, so the worker registers tsx's loader
// here, in plain JavaScript, and only then imports the TypeScript entry named in workerData.
import { workerData } from 'node:worker_threads';
import { register } from 'tsx/esm/api';

register();
await import(workerData.entry);
