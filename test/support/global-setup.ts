/**
 * Once per test run, before any test file: the compiled build (src/build/launch.mjs) is made
 * current, so the tests that spawn it (support/spawn.ts cliArgs, mainArgs) start it at once instead
 * of each child finding it stale and building it again beside the others.
 */
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export default async function setup(): Promise<void> {
  const { currentBuild } = (await import(pathToFileURL(path.join(ROOT, 'src', 'build', 'signature.mjs')).href)) as { currentBuild(): Promise<string> };
  await currentBuild();
}
