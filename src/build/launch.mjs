// Runs one of the compiled entry points with plain node: `node src/build/launch.mjs <entry> [args…]`
// (npm start, npm run cli, npm run bench …; see package.json). The bundle lives in
// node_modules/.cache/stackwise/<signature>/, where <signature> hashes every source file's path,
// size and mtime: when a source file changed since the last build (or there is none yet, as on a
// fresh clone), it is rebuilt first (esbuild, about a second), otherwise the check costs a few ms.
// The entry then runs in this same process, so signals sent to it reach the program itself.
//
// `node src/build/launch.mjs --build` only makes sure the build is current (npm run build, prepare).
import { pathToFileURL } from 'node:url';
import { existsSync } from 'node:fs';
import { ENTRIES, LAUNCHED_CODE_CACHED, ROOT, currentBuild } from './signature.mjs';

const [entry, ...rest] = process.argv.slice(2);

async function main() {
  if (entry === '--build') {
    const dir = await currentBuild({ log: (line) => process.stderr.write(`${line}\n`) });
    process.stderr.write(`build ready: ${dir}\n`);
    return;
  }
  if (!entry || !ENTRIES[entry]) {
    process.stderr.write(`usage: node src/build/launch.mjs <${Object.keys(ENTRIES).join('|')}|--build> [args…]\n`);
    process.exitCode = 2;
    return;
  }
  const dir = await currentBuild({ log: (line) => process.stderr.write(`${line}\n`) });
  const file = `${dir}/${entry}.js`;
  // The checkout this is (src/core/paths.ts ROOT): the build folder's real path may be in another
  // one's node_modules (a worktree linking it).
  process.env.STACKWISE_ROOT = ROOT;
  // The entry sees the command line it would see if node had started it directly.
  process.argv.splice(1, process.argv.length - 1, file, ...rest);
  // The CLI starts from its CommonJS build with V8's code cache (code-cache.mjs), unless
  // STACKWISE_CODE_CACHE=0 asks for the ES build (the same program, compiled at every start).
  if (LAUNCHED_CODE_CACHED.includes(entry) && process.env.STACKWISE_CODE_CACHE !== '0' && existsSync(`${dir}/${entry}.cjs`)) {
    const { runWithCodeCache } = await import('./code-cache.mjs');
    const debug = process.env.STACKWISE_CODE_CACHE === 'debug' ? (state) => process.stderr.write(`code cache: ${state}\n`) : undefined;
    runWithCodeCache(`${dir}/${entry}.cjs`, `${entry}-${/^[a-z]+$/.test(rest[0] ?? '') ? rest[0] : 'other'}`, debug);
    return;
  }
  await import(pathToFileURL(file).href);
}

main().catch((e) => {
  process.stderr.write(`Stackwise could not be built or started: ${e instanceof Error ? e.message : String(e)}\n`);
  process.exitCode = 1;
});
