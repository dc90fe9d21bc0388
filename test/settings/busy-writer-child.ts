/**
 * Run by test/settings/busy.test.ts, two at once on one database: opens the store, says READY,
 * waits until the file `go` exists (so both start writing together), then changes one server's settings `count` times,
 * reading each time (as /settings does), and prints {"written": n, "failed": n, "errors": [...]}.
 * Usage: tsx busy-writer-child.ts <db file> <guild id> <count> <go file>
 */
import { existsSync } from 'node:fs';
import { openSettingsStore } from '../../src/settings/store.ts';

const [file, guild, countText, go] = process.argv.slice(2);
if (!file || !guild || !countText || !go) process.exit(3);
const count = Number(countText);
const store = openSettingsStore(file);
process.stdout.write('READY\n');
while (!existsSync(go)) Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 5);
let written = 0;
const errors: string[] = [];
for (let i = 0; i < count; i++) {
  try {
    store.get(guild);
    store.update(guild, { language: i % 2 === 0 ? 'ja' : 'en', inlineLookups: i % 3 === 0 });
    written += 1;
  } catch (e) {
    if (errors.length < 5) errors.push(e instanceof Error ? `${(e as { code?: string }).code ?? ''} ${e.message}` : String(e));
  }
}
store.close();
process.stdout.write(`${JSON.stringify({ written, failed: count - written, errors })}\n`);
