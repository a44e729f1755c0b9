import { esc, metricTable, metricTableRows, type PageInput } from './html.ts';
import { PAGE_CSS } from './page-style.ts';
import { pageCount, tablePageFile } from './pages.ts';

/**
 * The pages of the tables beyond their first (pages.ts): for each table metric and each page
 * after the first, a small page of its own with that page's matchups and the links to the
 * others. None when every table fits on one page.
 */
export function tablePages(p: PageInput): Record<string, string> {
  const files: Record<string, string> = {};
  const title = esc(p.title ?? p.result.scenario);
  const pages = pageCount(p.ctx.matchups.length);
  for (const metric of p.tableMetrics) {
    const rows = pages > 1 ? metricTableRows(p, metric) : undefined;
    if (!rows) continue;
    for (let page = 1; page < pages; page++) {
      const table = metricTable(p, metric, true, page, rows);
      files[tablePageFile(metric, page)] = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="generator" content="highnoon ${esc(p.version)}">
<title>${title} · ${esc(metric)} · page ${page + 1} · highnoon report</title>
<style>${PAGE_CSS}</style>
</head>
<body>
<header><h1>${title}</h1><p class="note"><a href="index.html#tables">Back to the report</a></p></header>
<main>
<section id="tables">${table}</section>
</main>
</body>
</html>
`;
    }
  }
  return files;
}
