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

/**
 * The code both lexicon caches below inject into the module they patch, one copy each: a file next
 * to the bundle holding one JSON body under a first line that is the SHA-256 of that body.
 * `__swReadChecksummed<suffix>(file)` gives the parsed body, or null when the file is missing,
 * damaged (its text does not match its checksum) or not JSON; `__swWriteChecksummed<suffix>(file,
 * value)` writes it through a temporary file renamed into place (a reader never sees half a file; a
 * folder that can't be written leaves no file and no error). Each caller checks what it reads
 * (format, and what it was made from) before using it. `suffix` keeps the injected names apart.
 */
export function checksummedFileCode(suffix) {
  return `
import { readFileSync as __swRead${suffix}, renameSync as __swRename${suffix}, rmSync as __swRm${suffix}, writeFileSync as __swWrite${suffix} } from 'node:fs'
import { fileURLToPath as __swPath${suffix} } from 'node:url'
import { createHash as __swHash${suffix} } from 'node:crypto'
// Function declarations: the patched module calls these before its last line (where they are) runs.
function __swReadChecksummed${suffix}(file) {
  try {
    const text = __swRead${suffix}(file, 'utf8')
    const nl = text.indexOf('\\n')
    const body = text.slice(nl + 1)
    if (nl !== 64 || __swHash${suffix}('sha256').update(body).digest('hex') !== text.slice(0, 64)) return null
    return JSON.parse(body)
  } catch {
    return null
  }
}
function __swWriteChecksummed${suffix}(file, value) {
  const tmp = file + '.tmp-' + process.pid + '-' + Math.random().toString(36).slice(2)
  try {
    const body = JSON.stringify(value)
    __swWrite${suffix}(tmp, __swHash${suffix}('sha256').update(body).digest('hex') + '\\n' + body)
    __swRename${suffix}(tmp, file)
  } catch {
    try { __swRm${suffix}(tmp, { force: true }) } catch { /* nothing to remove */ }
  }
}
`;
}

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
    append: `${checksummedFileCode('')}
function __stackwiseCachedExpansion(model, expand) {
  let file
  try {
    file = __swPath(import.meta.url) + '.compromise-lexicon.json'
  } catch {
    return expand(model)
  }
  const lexicon = model.one.lexicon
  const before = Object.keys(lexicon).length
  const c = __swReadChecksummed(file)
  if (c && c.format === 2 && c.before === before && Array.isArray(c.keys) && Array.isArray(c.values) && c.keys.length === c.values.length) {
    const keys = c.keys
    const values = c.values
    for (let i = 0; i < keys.length; i++) lexicon[keys[i]] = values[i]
    Object.assign(model.one._multiCache, c.multi)
    Object.assign(model.two.uncountable, c.uncountable)
    return model
  }
  // None yet, or damaged: worked out again.
  const had = new Map(Object.entries(lexicon))
  model = expand(model)
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
  __swWriteChecksummed(file, { format: 2, before, keys, values, multi: model.one._multiCache, uncountable: model.two.uncountable })
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
    append: `${checksummedFileCode('2')}
function __stackwiseCachedUnpack(lexicon, switches, packed) {
  let file
  let input
  try {
    file = __swPath2(import.meta.url) + '.compromise-unpacked.json'
    input = __swHash2('sha256').update(JSON.stringify([packed, lexicon, switches])).digest('hex')
  } catch {
    return { hit: false, save() {} }
  }
  const c = __swReadChecksummed2(file)
  if (c && c.format === 1 && c.input === input && Array.isArray(c.lk) && Array.isArray(c.lv) && c.lk.length === c.lv.length && Array.isArray(c.sk) && Array.isArray(c.sv) && c.sk.length === c.sv.length) {
    for (let i = 0; i < c.lk.length; i++) lexicon[c.lk[i]] = c.lv[i]
    for (let i = 0; i < c.sk.length; i++) switches[c.sk[i]] = c.sv[i]
    return { hit: true, save() {} }
  }
  // None yet, or damaged: unpacked by the caller, then saved.
  // Only the words the unpacking adds or changes (tags, as strings), in their order after it: the
  // words the lexicon starts with keep their own values (some share one array).
  const had = new Map(Object.entries(lexicon))
  return {
    hit: false,
    save() {
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
      __swWriteChecksummed2(file, { format: 1, input, lk, lv, sk: Object.keys(switches), sv: Object.values(switches) })
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
