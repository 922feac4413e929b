import {engineFor, loadIndex, pageId} from '../tests/search-eval/evaluate.ts';
const engine = engineFor(loadIndex('ja'));
for (const q of process.argv.slice(2)) {
  console.log('==', q);
  const concepts = (engine as any).concepts(q);
  console.log('concepts:', concepts.map((c: any) => `${c.text}[${(c.alternatives ?? []).slice(0, 6).map((a: any) => (a.key ?? a.term ?? JSON.stringify(a)).toString().slice(0, 30)).join('|')}]`).join(' '));
  const rows = engine.search(q, 10).filter((r: any) => r.type === 0 || true);
  const seen = new Set();
  for (const r of rows as any[]) { const id = pageId(r.document.u); if (seen.has(id)) continue; seen.add(id); console.log('  ', (r.score ?? 0).toFixed?.(2), id); }
}
