import { esc } from './escape.ts';

/**
 * Large reports in pages (issue 13): a table of thousands of matchups is split into pages of
 * PAGE_ROWS rows, the first in index.html and the rest in table-<metric>-<page>.html beside it,
 * each a small page of its own linked from the others; a chart too large to inline is drawn from its
 * file in charts/. So index.html stays a few hundred kilobytes at any size, and the report's
 * files grow linearly with the matchups. results.csv and results.json keep every number.
 */

/** Matchups per table page. */
export const PAGE_ROWS = 250;

/** Charts larger than this (bytes of SVG) are shown from their file instead of inline. */
export const INLINE_SVG_BYTES = 400_000;

export const pageCount = (matchups: number) => Math.max(1, Math.ceil(matchups / PAGE_ROWS));

/** The file of a table's page (page 0 is the table in index.html). */
export const tablePageFile = (metric: string, page: number) =>
  `table-${metric.replace(/[^\w-]/g, '_')}-${page + 1}.html`;

/** Every table page file a report writes beside index.html, for metrics with `matchups` rows. */
export const tablePageFiles = (metrics: string[], matchups: number): string[] =>
  metrics.flatMap((m) =>
    Array.from({ length: pageCount(matchups) - 1 }, (_, i) => tablePageFile(m, i + 1)),
  );

/** Links to every page of a table (all in one folder), the current one marked. */
export function pager(metric: string, page: number, matchups: number): string {
  const pages = pageCount(matchups);
  if (pages === 1) return '';
  const href = (k: number) =>
    k === 0 ? `index.html#table-${esc(metric)}` : esc(tablePageFile(metric, k));
  const links = Array.from({ length: pages }, (_, k) =>
    k === page ? `<strong>${k + 1}</strong>` : `<a href="${href(k)}">${k + 1}</a>`,
  );
  const first = page * PAGE_ROWS + 1;
  const last = Math.min(matchups, (page + 1) * PAGE_ROWS);
  return `<p class="note pager">Matchups ${first.toLocaleString('en')}–${last.toLocaleString('en')} of ${matchups.toLocaleString('en')} · page ${links.join(' ')}</p>`;
}
