import { readFileSync } from 'node:fs';
const [file, filter = ''] = process.argv.slice(2);
const p = JSON.parse(readFileSync(file, 'utf8'));
const byId = new Map<number, any>(); for (const n of p.nodes) byId.set(n.id, n);
const self = new Map<string, number>(); let total = 0;
for (const s of p.samples) { const f = byId.get(s).callFrame; if (f.functionName === '(idle)') continue; if (!f.url.includes(filter)) continue; total++; const k = f.functionName + ' ' + f.url.slice(-40); self.set(k, (self.get(k) ?? 0) + 1); }
console.log('total', total);
for (const [k, c] of [...self].sort((a, b) => b[1] - a[1]).slice(0, 40)) console.log(c, k);
