// Diff of two V8 heap snapshots of one process (issue 15 §4): node src/bench/memory/heap-diff.mjs <earlier> <later> [top]
// Prints the totals by constructor in each, the objects alive in the later one that the earlier
// one didn't hold (node ids are stable within a process), grouped by constructor with count and
// self size, and for the biggest groups a retainer path of a sample object (weak edges skipped).
import fs from 'node:fs';

function load(file) {
  const s = JSON.parse(fs.readFileSync(file, 'utf8'));
  const m = s.snapshot.meta;
  const nf = m.node_fields.length;
  const ef = m.edge_fields.length;
  const types = m.node_types[0];
  const etypes = m.edge_types[0];
  const N = s.nodes.length / nf;
  const iType = m.node_fields.indexOf('type');
  const iName = m.node_fields.indexOf('name');
  const iId = m.node_fields.indexOf('id');
  const iSize = m.node_fields.indexOf('self_size');
  const iEdges = m.node_fields.indexOf('edge_count');
  const eType = m.edge_fields.indexOf('type');
  const eName = m.edge_fields.indexOf('name_or_index');
  const eTo = m.edge_fields.indexOf('to_node');
  const firstEdge = new Uint32Array(N + 1);
  for (let i = 0; i < N; i++) firstEdge[i + 1] = firstEdge[i] + s.nodes[i * nf + iEdges];
  const node = (i) => ({
    type: types[s.nodes[i * nf + iType]],
    name: s.strings[s.nodes[i * nf + iName]],
    id: s.nodes[i * nf + iId],
    size: s.nodes[i * nf + iSize],
  });
  return { s, N, nf, ef, node, firstEdge, etypes, eType, eName, eTo };
}

const key = (n) => `${n.type}:${n.type === 'string' || n.type === 'concatenated string' || n.type === 'sliced string' ? '' : n.name.slice(0, 60)}`;

function totals(h) {
  const t = new Map();
  for (let i = 0; i < h.N; i++) {
    const n = h.node(i);
    const k = key(n);
    const v = t.get(k) ?? { count: 0, size: 0 };
    v.count++;
    v.size += n.size;
    t.set(k, v);
  }
  return t;
}

const [a, b, topArg] = process.argv.slice(2);
const top = Number(topArg ?? 30);
const A = load(a);
const idsA = new Set();
for (let i = 0; i < A.N; i++) idsA.add(A.node(i).id);
const tA = totals(A);
let sizeA = 0;
for (const v of tA.values()) sizeA += v.size;
A.s = null;
const B = load(b);
const tB = totals(B);
let sizeB = 0;
for (const v of tB.values()) sizeB += v.size;
console.log(`self size total: ${(sizeA / 1e6).toFixed(1)} MB -> ${(sizeB / 1e6).toFixed(1)} MB; nodes ${A.N} -> ${B.N}`);

console.log('\nby constructor, change in self size (top):');
const keys = new Set([...tA.keys(), ...tB.keys()]);
const changes = [...keys].map((k) => {
  const x = tA.get(k) ?? { count: 0, size: 0 };
  const y = tB.get(k) ?? { count: 0, size: 0 };
  return { k, dc: y.count - x.count, ds: y.size - x.size, count: y.count, size: y.size };
});
changes.sort((p, q) => Math.abs(q.ds) - Math.abs(p.ds));
for (const c of changes.slice(0, top)) console.log(`${(c.ds / 1e3).toFixed(0).padStart(8)} kB ${String(c.dc).padStart(8)} objs   now ${(c.size / 1e3).toFixed(0).padStart(7)} kB ${String(c.count).padStart(7)}  ${c.k}`);

// Objects new in B.
const fresh = new Map();
const sample = new Map();
for (let i = 0; i < B.N; i++) {
  const n = B.node(i);
  if (idsA.has(n.id)) continue;
  const k = key(n);
  const v = fresh.get(k) ?? { count: 0, size: 0 };
  v.count++;
  v.size += n.size;
  fresh.set(k, v);
  if (!sample.has(k)) sample.set(k, []);
  const arr = sample.get(k);
  if (arr.length < 3) arr.push(i);
}
let freshTotal = 0;
for (const v of fresh.values()) freshTotal += v.size;
console.log(`\nnew since the earlier snapshot and alive: ${(freshTotal / 1e6).toFixed(2)} MB`);
const freshSorted = [...fresh].sort((p, q) => q[1].size - p[1].size);
for (const [k, v] of freshSorted.slice(0, top)) console.log(`${(v.size / 1e3).toFixed(0).padStart(8)} kB ${String(v.count).padStart(8)}  ${k}`);

// Reverse edges for retainer paths.
const { s, N, nf, ef, firstEdge, etypes, eType, eName, eTo } = B;
const retainers = Array.from({ length: N }, () => []);
for (let i = 0; i < N; i++) {
  for (let e = firstEdge[i]; e < firstEdge[i + 1]; e++) {
    const t = etypes[s.edges[e * ef + eType]];
    if (t === 'weak') continue;
    const to = s.edges[e * ef + eTo] / nf;
    const nm = t === 'element' || t === 'hidden' ? `[${s.edges[e * ef + eName]}]` : s.strings[s.edges[e * ef + eName]];
    retainers[to].push([i, `${t}:${nm}`]);
  }
}
function pathOf(i) {
  const out = [];
  const seen = new Set([i]);
  let cur = i;
  for (let depth = 0; depth < 14; depth++) {
    const r = retainers[cur].find(([from]) => !seen.has(from) && B.node(from).type !== 'synthetic') ?? retainers[cur].find(([from]) => !seen.has(from));
    if (!r) break;
    const n = B.node(r[0]);
    out.push(`${r[1]} <- ${n.type}:${n.name.slice(0, 50)}#${n.id}`);
    seen.add(r[0]);
    cur = r[0];
  }
  return out;
}
console.log('\nretainer paths of samples of the biggest new groups:');
for (const [k] of freshSorted.slice(0, Math.min(12, top))) {
  for (const i of sample.get(k).slice(0, 1)) {
    const n = B.node(i);
    console.log(`\n${k} #${n.id} (${n.size} B)`);
    for (const line of pathOf(i)) console.log(`   ${line}`);
  }
}

// RETAINED=<id>,<id> node src/bench/memory/heap-diff.mjs a b: what each node (by snapshot id, in the later
// snapshot) keeps alive on its own: reachable from it but no longer from the roots without it.
if (process.env.RETAINED) {
  const index = new Map();
  for (let i = 0; i < N; i++) index.set(B.node(i).id, i);
  const reach = (from, blocked) => {
    const seen = new Uint8Array(N);
    const stack = [from];
    seen[from] = 1;
    while (stack.length > 0) {
      const i = stack.pop();
      for (let e = firstEdge[i]; e < firstEdge[i + 1]; e++) {
        if (etypes[s.edges[e * ef + eType]] === 'weak') continue;
        const to = s.edges[e * ef + eTo] / nf;
        if (seen[to] || to === blocked) continue;
        seen[to] = 1;
        stack.push(to);
      }
    }
    return seen;
  };
  for (const id of process.env.RETAINED.split(',').map(Number)) {
    const i = index.get(id);
    if (i === undefined) {
      console.log(`no node #${id}`);
      continue;
    }
    const fromRoot = reach(0, i);
    const fromIt = reach(i, -1);
    let size = 0;
    let count = 0;
    for (let j = 0; j < N; j++) {
      if (fromIt[j] && !fromRoot[j]) {
        size += B.node(j).size;
        count++;
      }
    }
    const n = B.node(i);
    console.log(`retained by ${n.type}:${n.name}#${id}: ${(size / 1e6).toFixed(2)} MB in ${count} objects`);
  }
}
