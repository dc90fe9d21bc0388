// What holds a V8 heap snapshot's memory: node src/bench/memory/heap-top.mjs <snapshot> [top] [minKB]
// Builds the dominator tree (Cooper, Harvey & Kennedy's iterative algorithm; weak edges ignored)
// and prints the objects with the largest retained size, each with the edge it is held by.
import fs from 'node:fs';

const [file, topArg, minArg] = process.argv.slice(2);
const top = Number(topArg ?? 40);
const minKb = Number(minArg ?? 500);
const s = JSON.parse(fs.readFileSync(file, 'utf8'));
const m = s.snapshot.meta;
const nf = m.node_fields.length;
const ef = m.edge_fields.length;
const types = m.node_types[0];
const etypes = m.edge_types[0];
const N = s.nodes.length / nf;
const [iType, iName, iId, iSize, iEdges] = ['type', 'name', 'id', 'self_size', 'edge_count'].map((f) => m.node_fields.indexOf(f));
const [eType, eName, eTo] = ['type', 'name_or_index', 'to_node'].map((f) => m.edge_fields.indexOf(f));
const first = new Uint32Array(N + 1);
for (let i = 0; i < N; i++) first[i + 1] = first[i] + s.nodes[i * nf + iEdges];
const weak = etypes.indexOf('weak');
const succ = (i, f) => {
  for (let e = first[i]; e < first[i + 1]; e++) if (s.edges[e * ef + eType] !== weak) f(s.edges[e * ef + eTo] / nf, e);
};

// Postorder from the root (node 0), iteratively.
const order = new Int32Array(N).fill(-1);
const post = [];
const seen = new Uint8Array(N);
const stack = [[0, first[0]]];
seen[0] = 1;
while (stack.length) {
  const top2 = stack[stack.length - 1];
  const [i] = top2;
  let pushed = false;
  while (top2[1] < first[i + 1]) {
    const e = top2[1]++;
    if (s.edges[e * ef + eType] === weak) continue;
    const to = s.edges[e * ef + eTo] / nf;
    if (!seen[to]) {
      seen[to] = 1;
      stack.push([to, first[to]]);
      pushed = true;
      break;
    }
  }
  if (!pushed && stack[stack.length - 1] === top2) {
    stack.pop();
    order[i] = post.length;
    post.push(i);
  }
}
const preds = Array.from({ length: N }, () => []);
for (let i = 0; i < N; i++) if (seen[i]) succ(i, (to) => preds[to].push(i));
const idom = new Int32Array(N).fill(-1);
idom[0] = 0;
const intersect = (a, b) => {
  while (a !== b) {
    while (order[a] < order[b]) a = idom[a];
    while (order[b] < order[a]) b = idom[b];
  }
  return a;
};
for (let changed = true; changed; ) {
  changed = false;
  for (let k = post.length - 2; k >= 0; k--) {
    const b = post[k];
    let d = -1;
    for (const p of preds[b]) {
      if (idom[p] === -1) continue;
      d = d === -1 ? p : intersect(p, d);
    }
    if (d !== -1 && idom[b] !== d) {
      idom[b] = d;
      changed = true;
    }
  }
}
const retained = new Float64Array(N);
for (const i of post) retained[i] += s.nodes[i * nf + iSize];
for (const i of post) if (i !== 0 && idom[i] >= 0) retained[idom[i]] += retained[i];

const label = (i) => `${types[s.nodes[i * nf + iType]]}:${String(s.strings[s.nodes[i * nf + iName]]).slice(0, 60)}#${s.nodes[i * nf + iId]}`;
const heldBy = (i) => {
  const p = idom[i];
  let edge = '';
  if (p >= 0) {
    for (let e = first[p]; e < first[p + 1]; e++) {
      if (s.edges[e * ef + eTo] / nf === i) {
        const t = etypes[s.edges[e * ef + eType]];
        edge = t === 'element' || t === 'hidden' ? `[${s.edges[e * ef + eName]}]` : `${t}:${s.strings[s.edges[e * ef + eName]]}`;
        break;
      }
    }
  }
  return `${edge} of ${p >= 0 ? label(p) : '?'}`;
};
console.log(`total ${(retained[0] / 1e6).toFixed(1)} MB`);
// The largest retainers that aren't just a big one's single child: skip a node whose retained
// size is over 90% of its dominator's unless the dominator is a root-ish synthetic node.
const idx = [...post].filter((i) => retained[i] >= minKb * 1e3 && i !== 0);
idx.sort((a, b) => retained[b] - retained[a]);
for (const i of idx.slice(0, top)) console.log(`${(retained[i] / 1e6).toFixed(2).padStart(7)} MB  ${label(i)}  <- ${heldBy(i)}`);
