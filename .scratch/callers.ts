import { readFileSync } from 'node:fs';
const [file, ...names] = process.argv.slice(2);
const p = JSON.parse(readFileSync(file, 'utf8'));
const parent = new Map<number, number>();
const byId = new Map<number, any>();
for (const n of p.nodes) { byId.set(n.id, n); for (const c of n.children ?? []) parent.set(c, n.id); }
const counts = new Map<string, number>();
const self = new Map<number, number>();
for (const s of p.samples) self.set(s, (self.get(s) ?? 0) + 1);
let total = 0;
for (const [id, c] of self) {
  const n = byId.get(id);
  if (!names.includes(n.callFrame.functionName)) continue;
  total += c;
  const chain: string[] = [];
  let cur = parent.get(id);
  while (cur !== undefined && chain.length < 8) {
    const f = byId.get(cur).callFrame;
    chain.push(`${f.functionName || '(anon)'}@${f.url.split('/').slice(-2).join('/')}:${f.lineNumber}`);
    cur = parent.get(cur);
  }
  const key = chain.join(' < ');
  counts.set(key, (counts.get(key) ?? 0) + c);
}
console.log('total', total);
for (const [k, c] of [...counts].sort((a, b) => b[1] - a[1]).slice(0, 15)) console.log(c, k);
