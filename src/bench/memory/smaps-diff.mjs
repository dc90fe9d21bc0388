// Compares two copies of /proc/<pid>/smaps (snapshots.ts --smaps): node src/bench/memory/smaps-diff.mjs a b
// Resident kB per mapping kind (the file, [heap], [stack], or anonymous by the mapping's size
// class: V8 pages are 256 kB-aligned chunks, glibc thread arenas sit in 64 MB reservations).
import fs from 'node:fs';

function parse(file) {
  const maps = [];
  let cur = null;
  for (const line of fs.readFileSync(file, 'utf8').split('\n')) {
    const head = /^([0-9a-f]+)-([0-9a-f]+) (\S+) \S+ \S+ \S+\s*(.*)$/.exec(line);
    if (head) {
      cur = { start: BigInt('0x' + head[1]), end: BigInt('0x' + head[2]), perm: head[3], name: head[4] || '', rss: 0 };
      maps.push(cur);
      continue;
    }
    const rss = /^Rss:\s+(\d+) kB/.exec(line);
    if (rss && cur) cur.rss = Number(rss[1]);
  }
  return maps;
}

function kind(m) {
  if (m.name) return m.name.includes('/') ? `file ${m.name.split('/').slice(-1)[0]}` : m.name;
  const size = Number(m.end - m.start) / 1024;
  const bucket = size >= 65536 ? '>=64MB' : size >= 16384 ? '16-64MB' : size >= 1024 ? '1-16MB' : size >= 256 ? '256kB-1MB' : '<256kB';
  return `anon ${m.perm} ${bucket}`;
}

const sum = (maps) => {
  const t = new Map();
  for (const m of maps) t.set(kind(m), (t.get(kind(m)) ?? 0) + m.rss);
  return t;
};
const [a, b] = process.argv.slice(2).map((f) => sum(parse(f)));
const keys = [...new Set([...a.keys(), ...b.keys()])];
const rows = keys.map((k) => [k, a.get(k) ?? 0, b.get(k) ?? 0]).sort((p, q) => q[2] - p[2]);
let ta = 0;
let tb = 0;
for (const [k, x, y] of rows) {
  ta += x;
  tb += y;
  if (x > 500 || y > 500) console.log(`${String(x).padStart(8)} ${String(y).padStart(8)} ${String(y - x).padStart(7)}  ${k}`);
}
console.log(`${String(ta).padStart(8)} ${String(tb).padStart(8)} ${String(tb - ta).padStart(7)}  total kB`);
