/**
 * Run by test/settings/store.test.ts as a child process: opens the settings database, changes one
 * server's settings, says so on standard output, then waits to be killed (SIGKILL: no clean close).
 * Usage: tsx writer-child.ts <db file> <guild id>
 */
import { openSettingsStore } from '../../src/settings/store.ts';

const [file, guild] = process.argv.slice(2);
if (!file || !guild) process.exit(3);
const store = openSettingsStore(file);
store.update(guild, { language: 'ja', replies: 'ephemeral', inlineLookups: true });
process.stdout.write('WRITTEN\n');
setInterval(() => undefined, 60_000); // keep running until killed
