import { readFileSync, readdirSync } from 'node:fs';
const dir = '/tmp/prof/'; const f = readdirSync(dir).sort().pop();
const p = JSON.parse(readFileSync(dir + f, 'utf8'));
const byId = new Map(p.nodes.map((n) => [n.id, n]));
const parent = new Map(); for (const n of p.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
const incl = new Map();
p.samples.forEach((id, i) => { const d = (p.timeDeltas[i] ?? 0) / 1000; let cur = id; const seen = new Set(); while (cur !== undefined) { const m = byId.get(cur); const kk = (m.callFrame.functionName || '(anon)') + ' ' + m.callFrame.url.split('/').pop() + ':' + m.callFrame.lineNumber+':'+m.callFrame.columnNumber; if (!seen.has(kk)) { incl.set(kk, (incl.get(kk) ?? 0) + d); seen.add(kk); } cur = parent.get(cur); } });
console.log('total', ((p.endTime - p.startTime) / 1000).toFixed(1));
console.log([...incl].sort((a, b) => b[1] - a[1]).slice(0, 40).map(([k, v]) => `${v.toFixed(1)}ms ${k}`).join('\n'));
