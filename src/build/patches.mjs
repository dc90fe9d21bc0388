// Start-up patches applied to bundled packages as they are bundled (build.mjs), each a literal
// replacement that leaves what the code computes unchanged. A replacement whose text is not found
// (the package changed) leaves that file as it is: the bundle is then slower, never different
// (test/build-patches.test.ts fails so that it is noticed).
//
// compromise (issue 15 §2): `mergeDeep` copies each plugin's model into the world's, one key at a
// time, as `Object.assign(model, { [key]: value })`: an object made and thrown away per key of its
// ~100,000-word lexicon, about a quarter of a cold `cli ask`'s CPU time. `model[key] = value` sets
// the same property on the same object (Object.assign does [[Set]] too; the keys that could differ,
// __proto__, constructor and prototype, are skipped by the loop before it gets there).

/** @type {{ file: RegExp, replace: [string, string][] }[]} */
export const PATCHES = [
  {
    file: /[\\/]node_modules[\\/]compromise[\\/]src[\\/]API[\\/]extend\.js$/,
    replace: [
      ['if (!model[key]) Object.assign(model, { [key]: {} })', 'if (!model[key]) model[key] = {}'],
      ['Object.assign(model, { [key]: plugin[key] })', 'model[key] = plugin[key]'],
    ],
  },
];

/** `source` with every replacement of `patch` made, or null when one of them is not found. */
export function applyPatch(patch, source) {
  let out = source;
  for (const [from, to] of patch.replace) {
    if (!out.includes(from)) return null;
    out = out.split(from).join(to);
  }
  return out;
}

/** An esbuild plugin that applies PATCHES to the files they name. */
export function patchesPlugin() {
  return {
    name: 'stackwise-patches',
    setup(build) {
      for (const patch of PATCHES) {
        build.onLoad({ filter: patch.file }, async (args) => {
          const { readFile } = await import('node:fs/promises');
          const patched = applyPatch(patch, await readFile(args.path, 'utf8'));
          return patched === null ? undefined : { contents: patched, loader: 'js' };
        });
      }
    },
  };
}
