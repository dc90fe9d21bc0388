// Start-up patches applied to bundled packages as they are bundled (build.mjs), each a literal
// replacement that leaves what the code computes unchanged. A replacement whose text is not found
// (the package changed) leaves that file as it is: the bundle is then slower, never different
// (test/build-patches.test.ts fails so that it is noticed).
//
// compromise (issue 15 §2), two patches. `mergeDeep` copies each plugin's model into the world's, one key at a
// time, as `Object.assign(model, { [key]: value })`: an object made and thrown away per key of its
// ~24,000-word lexicon (after expansion); the largest single item in a CPU profile of a cold `cli ask`. `model[key] = value` sets
// the same property on the same object (Object.assign does [[Set]] too; the keys that could differ,
// __proto__, constructor and prototype, are skipped by the loop before it gets there).

/** @type {{ file: RegExp, replace: [string, string][], append?: string }[]} */
export const PATCHES = [
  {
    file: /[\\/]node_modules[\\/]compromise[\\/]src[\\/]API[\\/]extend\.js$/,
    replace: [
      ['if (!model[key]) Object.assign(model, { [key]: {} })', 'if (!model[key]) model[key] = {}'],
      ['Object.assign(model, { [key]: plugin[key] })', 'model[key] = plugin[key]'],
    ],
  },
  {
    // The preTagger's lexicon expansion (conjugations, plurals, irregulars: ~11,000 words to ~24,000,
    // ~0.1-0.2 s of every first English question) made once and kept next to the bundle file, with a
    // SHA-256 of its text: a missing, damaged or foreign file is worked out again and rewritten.
    // It changes only the lexicon, the multi-word cache and the uncountables (checked: the rest of
    // the model is untouched by it); they are set back in the order it adds them, and a word whose
    // value is already the same keeps its own. The file (format 2) holds only the words it adds
    // or changes, as two arrays: a JSON object of all ~24,000 words took ~0.1 s to parse and
    // ~0.1 s more to compare word by word on the loaded machine (issue 15 §2).
    file: /[\\/]node_modules[\\/]compromise[\\/]src[\\/]2-two[\\/]preTagger[\\/]model[\\/]index\.js$/,
    replace: [['model = expandLexicon(model)', 'model = __stackwiseCachedExpansion(model, expandLexicon)']],
    append: `
import { readFileSync as __swRead, renameSync as __swRename, rmSync as __swRm, writeFileSync as __swWrite } from 'node:fs'
import { fileURLToPath as __swPath } from 'node:url'
import { createHash as __swHash } from 'node:crypto'
function __stackwiseCachedExpansion(model, expand) {
  let file
  try {
    file = __swPath(import.meta.url) + '.compromise-lexicon.json'
  } catch {
    return expand(model)
  }
  const lexicon = model.one.lexicon
  const before = Object.keys(lexicon).length
  try {
    const text = __swRead(file, 'utf8')
    const nl = text.indexOf('\\n')
    const body = text.slice(nl + 1)
    if (nl === 64 && __swHash('sha256').update(body).digest('hex') === text.slice(0, 64)) {
      const c = JSON.parse(body)
      if (c.format === 2 && c.before === before && Array.isArray(c.keys) && Array.isArray(c.values) && c.keys.length === c.values.length) {
        const keys = c.keys
        const values = c.values
        for (let i = 0; i < keys.length; i++) lexicon[keys[i]] = values[i]
        Object.assign(model.one._multiCache, c.multi)
        Object.assign(model.two.uncountable, c.uncountable)
        return model
      }
    }
  } catch {
    // none yet, or damaged: worked out below
  }
  const had = new Map(Object.entries(lexicon))
  model = expand(model)
  const tmp = file + '.tmp-' + process.pid + '-' + Math.random().toString(36).slice(2)
  try {
    // Only the words the expansion added or changed, in the order they are in after it: set in
    // that order, they give the same lexicon (the others keep their value and place).
    const keys = []
    const values = []
    const after = model.one.lexicon
    for (const k of Object.keys(after)) {
      const v = after[k]
      const was = had.get(k)
      if (!had.has(k) || (typeof v === 'string' ? was !== v : JSON.stringify(was) !== JSON.stringify(v))) {
        keys.push(k)
        values.push(v)
      }
    }
    const body = JSON.stringify({ format: 2, before, keys, values, multi: model.one._multiCache, uncountable: model.two.uncountable })
    __swWrite(tmp, __swHash('sha256').update(body).digest('hex') + '\\n' + body)
    __swRename(tmp, file)
  } catch {
    try { __swRm(tmp, { force: true }) } catch { /* nothing to remove */ }
  }
  return model
}
`,
  },
  {
    // The lexicon's unpacking (efrt's packed word lists to ~11,000 words and ~3,200 noun/verb
    // switches, the plurals of the switches worked out one by one; ~0.1 s of CPU of every cold
    // `cli ask` on the loaded machine, before the expansion above) made once and kept next to the
    // bundle file the same way: a SHA-256 of the text on its first line, and the SHA-256 of what
    // it was made from (compromise's packed lists and the words it starts with), so another
    // version of compromise never reads it. The words are set back in the order they were added
    // (the object's key order is part of the result); a missing, damaged or foreign file means
    // unpacking as before and writing it again.
    file: /[\\/]node_modules[\\/]compromise[\\/]src[\\/]2-two[\\/]preTagger[\\/]model[\\/]lexicon[\\/]index\.js$/,
    replace: [
      ['Object.keys(lexData).forEach(tag => {', 'const __swUnpacked = __stackwiseCachedUnpack(lexicon, switches, lexData)\nif (!__swUnpacked.hit) Object.keys(lexData).forEach(tag => {'],
      ["// add ':)'", "if (!__swUnpacked.hit) __swUnpacked.save()\n// add ':)'"],
    ],
    append: `
import { readFileSync as __swRead2, renameSync as __swRename2, rmSync as __swRm2, writeFileSync as __swWrite2 } from 'node:fs'
import { fileURLToPath as __swPath2 } from 'node:url'
import { createHash as __swHash2 } from 'node:crypto'
function __stackwiseCachedUnpack(lexicon, switches, packed) {
  let file
  let input
  try {
    file = __swPath2(import.meta.url) + '.compromise-unpacked.json'
    input = __swHash2('sha256').update(JSON.stringify([packed, lexicon, switches])).digest('hex')
  } catch {
    return { hit: false, save() {} }
  }
  try {
    const text = __swRead2(file, 'utf8')
    const nl = text.indexOf('\\n')
    const body = text.slice(nl + 1)
    if (nl === 64 && __swHash2('sha256').update(body).digest('hex') === text.slice(0, 64)) {
      const c = JSON.parse(body)
      if (c.format === 1 && c.input === input && Array.isArray(c.lk) && Array.isArray(c.lv) && c.lk.length === c.lv.length && Array.isArray(c.sk) && Array.isArray(c.sv) && c.sk.length === c.sv.length) {
        for (let i = 0; i < c.lk.length; i++) lexicon[c.lk[i]] = c.lv[i]
        for (let i = 0; i < c.sk.length; i++) switches[c.sk[i]] = c.sv[i]
        return { hit: true, save() {} }
      }
    }
  } catch {
    // none yet, or damaged: unpacked below
  }
  // Only the words the unpacking adds or changes (tags, as strings), in their order after it: the
  // words the lexicon starts with keep their own values (some share one array).
  const had = new Map(Object.entries(lexicon))
  return {
    hit: false,
    save() {
      const tmp = file + '.tmp-' + process.pid + '-' + Math.random().toString(36).slice(2)
      try {
        const lk = []
        const lv = []
        for (const k of Object.keys(lexicon)) {
          const v = lexicon[k]
          if (!had.has(k) || had.get(k) !== v) {
            if (typeof v !== 'string') return
            lk.push(k)
            lv.push(v)
          }
        }
        const body = JSON.stringify({ format: 1, input, lk, lv, sk: Object.keys(switches), sv: Object.values(switches) })
        __swWrite2(tmp, __swHash2('sha256').update(body).digest('hex') + '\\n' + body)
        __swRename2(tmp, file)
      } catch {
        try { __swRm2(tmp, { force: true }) } catch { /* nothing to remove */ }
      }
    },
  }
}
`,
  },
];

/** `source` with every replacement of `patch` made, or null when one of them is not found. */
export function applyPatch(patch, source) {
  let out = source;
  for (const [from, to] of patch.replace) {
    if (!out.includes(from)) return null;
    out = out.split(from).join(to);
  }
  return patch.append ? `${out}\n${patch.append}` : out;
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
