import type { ClaimResult } from '../analysis/claims.ts';
import type { RunResult } from '../analysis/results.ts';
import type { Fields } from '../rulesets/fields.ts';
import type { ChartContext } from './charts/common.ts';
import type { RenderedChart } from './render.ts';
import { differenceSummary, metricRows, paramColumn } from './tables.ts';
import { PAGE_CSS } from './page-style.ts';
import { esc } from './escape.ts';
import { INLINE_SVG_BYTES, PAGE_ROWS, pager } from './pages.ts';

export interface PageInput {
  result: RunResult;
  /** The scenario file as written. */
  source: string;
  file: string;
  title?: string;
  rulesetTitle: string;
  optionFields: Fields;
  charts: RenderedChart[];
  /** Metrics that get a table (probabilities and means). */
  tableMetrics: string[];
  ctx: ChartContext;
  version: string;
  date: Date;
  /** Encounters: the battle maps' section (battle-map.ts), drawn before the charts. */
  battleMap?: string;
}

export { esc };

const isNum = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);
const minus = (s: string) => s.replace(/^-/, '−');

/** Probabilities as percentages, means as plain numbers: how a designer reads them. */
function value(kind: unknown, v: unknown): string {
  if (!isNum(v)) return '';
  return minus(kind === 'probability' ? `${(v * 100).toFixed(1)}%` : v.toFixed(3));
}
function delta(kind: unknown, v: unknown): string {
  if (!isNum(v)) return '';
  const s = kind === 'probability' ? `${(v * 100).toFixed(1)} pts` : v.toFixed(3);
  return v > 0 ? `+${s}` : minus(s);
}
function interval(kind: unknown, lo: unknown, hi: unknown, diff = false): string {
  if (!isNum(lo) || !isNum(hi)) return '';
  const f = (x: number) => (diff ? delta(kind, x) : value(kind, x)).replace(/ pts$/, '');
  return `${f(lo)} to ${f(hi)}`;
}
const optionValue = (v: unknown) => minus(typeof v === 'string' ? v : JSON.stringify(v));

function header(p: PageInput): string {
  const r = p.result;
  const runs =
    r.precision !== undefined
      ? `until every probability is within ±${r.precision}`
      : `${r.trials?.toLocaleString('en-US')} trials per matchup and variant`;
  const meta: [string, string][] = [
    ['ruleset', `${p.rulesetTitle} (${r.ruleset})`],
    ['procedure', r.procedure],
    [
      'matchups',
      `${p.ctx.matchups.length}${p.ctx.params.length ? ` (sweep over ${p.ctx.params.join(' × ')})` : ''}`,
    ],
    [
      'variants',
      r.variants.length
        ? `baseline and ${r.variants.map((v) => v.name).join(', ')}`
        : 'baseline only',
    ],
    ['trials', runs],
    ['seed', `"${r.seed}"`],
    ['scenario file', p.file],
    [
      'generated',
      `${p.date.toISOString().slice(0, 16).replace('T', ' ')} UTC by highnoon ${p.version}`,
    ],
  ];
  return `<header>
<p class="kicker">highnoon report · ${esc(r.ruleset)} · ${esc(r.procedure)}</p>
<h1>${esc(p.title ?? r.scenario)}</h1>
${r.description ? `<p class="lede">${esc(r.description)}</p>` : ''}
${r.notes?.length ? `<ul class="notes">${r.notes.map((n) => `<li>note: ${esc(n)}</li>`).join('')}</ul>` : ''}
<dl class="meta">${meta.map(([k, v]) => `<div><dt>${esc(k)}</dt><dd>${esc(v)}</dd></div>`).join('')}</dl>
</header>`;
}

/** One card per house-rule variant: what it changes, and how many matchups it moved. */
function variantCards(p: PageInput): string {
  const r = p.result;
  if (!r.variants.length) return '';
  const summary = differenceSummary(p.ctx.long).objects() as {
    variant: string;
    metric: string;
    matchups: number;
    significant: number;
    largest: number;
  }[];
  const kinds = new Map(
    (p.ctx.long.objects() as { metric: string; kind: string }[]).map((x) => [x.metric, x.kind]),
  );
  const cards = r.variants.map((v) => {
    const changes = [
      ...Object.entries(v.options).map(
        ([k, x]) =>
          `<li><code>${esc(k)}</code>: ${esc(optionValue(r.options[k]))} → <mark>${esc(optionValue(x))}</mark></li>`,
      ),
      ...Object.entries(v.params).map(
        ([k, x]) => `<li>param <code>${esc(k)}</code> → <mark>${esc(optionValue(x))}</mark></li>`,
      ),
    ];
    const moved = summary
      .filter((s) => s.variant === v.name && p.tableMetrics.includes(s.metric))
      .map(
        (s) =>
          `<li><strong>${esc(s.metric)}</strong>: significant change in <strong>${s.significant}</strong> of ${s.matchups} matchups${s.largest > 0 ? `; largest change ${esc(delta(kinds.get(s.metric), s.largest).replace(/^\+/, ''))}` : ''}</li>`,
      );
    return `<article class="card"><h3>${esc(v.name)}</h3>${v.description ? `<p>${esc(v.description)}</p>` : ''}<ul class="changes">${changes.join('')}</ul><ul class="moved">${moved.join('')}</ul></article>`;
  });
  return `<section id="variants"><h2>House-rule variants</h2><p class="note">Each variant reruns every matchup with the same random numbers as the baseline, so differences are measured precisely. “Significant” means the 95% interval of the difference excludes zero.</p><div class="cards">${cards.join('')}</div></section>`;
}

const VERDICT_TEXT: Record<string, string> = {
  pass: 'pass',
  fail: 'fail',
  inconclusive: 'inconclusive',
};

function claims(list: ClaimResult[]): string {
  if (!list.length) return '';
  const rows = list.map((c) => {
    const found =
      c.basis === 'exact'
        ? `${c.value.toPrecision(6)} (exact)`
        : `${c.value.toFixed(4)} [${c.low?.toFixed(4)} – ${c.high?.toFixed(4)}]`;
    const expected =
      c.expect === 'fail' ? '<span class="small">the book is expected to be wrong here</span>' : '';
    return `<tr class="${c.ok ? 'ok' : 'bad'}"><td><span class="badge ${esc(c.verdict)}">${esc(VERDICT_TEXT[c.verdict])}</span></td><td>${esc(c.name)} ${expected}</td><td><code>${esc(c.metric)}${c.outcome !== undefined ? ` = ${esc(c.outcome)}` : ''}</code><br><span class="small">${esc(c.matchup)}${c.variant !== 'baseline' ? ` · ${esc(c.variant)}` : ''}</span></td><td class="num">${esc(c.printed)}</td><td class="num">${esc(found)}</td><td class="small">${esc(c.source ?? '')}</td></tr>`;
  });
  const ok = list.filter((c) => c.ok).length;
  return `<section id="claims"><h2>Published claims</h2><p class="note">${ok} of ${list.length} verdicts as expected.</p><div class="scroll"><table><thead><tr><th>verdict</th><th>claim</th><th>metric</th><th class="num">printed</th><th class="num">found</th><th>source</th></tr></thead><tbody>${rows.join('')}</tbody></table></div></section>`;
}

function chartsSection(p: PageInput): string {
  if (!p.charts.length) return '';
  const figs = p.charts.map((c, i) => {
    // A chart of thousands of marks is drawn from its file, so that the page stays light.
    const large = c.svg.length > INLINE_SVG_BYTES;
    const drawing = large
      ? `<a href="charts/${esc(c.file)}"><img src="charts/${esc(c.file)}" alt="${esc(c.plan.type)} of ${esc(c.plan.metric)}" loading="lazy"></a>`
      : c.svg;
    const note = large
      ? ` <span class="small">(${(c.svg.length / 2 ** 20).toFixed(1)} MB: shown from its file)</span>`
      : '';
    return `<figure id="chart-${i + 1}" class="chart" data-type="${esc(c.plan.type)}" data-metric="${esc(c.plan.metric)}">${drawing}<figcaption><a href="charts/${esc(c.file)}">charts/${esc(c.file)}</a>${note}</figcaption></figure>`;
  });
  return `<section id="charts"><h2>Charts</h2>${figs.join('\n')}</section>`;
}

/** A metric's rows by matchup and variant, which every page of its table reads. */
export interface MetricTableRows {
  kind: string;
  byMatchup: Map<string, Record<string, Record<string, any>>>;
  hasExact: boolean;
  hasSim: boolean;
}

/**
 * A metric's rows gathered once: a table's pages each show a slice of them, and gathering them
 * again per page made a large sweep's report quadratic (75,600 points: 221 s, 3 GB).
 */
export function metricTableRows(p: PageInput, metric: string): MetricTableRows | undefined {
  const rows = metricRows(p.ctx.long, metric).objects() as Record<string, any>[];
  if (!rows.length) return undefined;
  const byMatchup = new Map<string, Record<string, Record<string, any>>>();
  for (const row of rows) {
    const m = byMatchup.get(row.matchup) ?? {};
    m[row.variant] = row;
    byMatchup.set(row.matchup, m);
  }
  return {
    kind: rows[0].kind,
    byMatchup,
    hasExact: rows.some((x) => x.exact !== null),
    hasSim: rows.some((x) => x.source === 'simulated'),
  };
}

/**
 * One table per metric: a row per matchup, the baseline then each variant with its difference;
 * one page of PAGE_ROWS matchups of it (pages.ts), page 0 in index.html.
 */
export function metricTable(
  p: PageInput,
  metric: string,
  open: boolean,
  page = 0,
  data = metricTableRows(p, metric),
): string {
  if (!data) return '';
  const { ctx, result: r } = p;
  const { kind, byMatchup, hasExact, hasSim } = data;
  const variants = r.variants.map((v) => v.name);
  const paramHeads = ctx.params.length ? ctx.params : ['matchup'];
  const estimateHeads = [
    ...(hasExact ? ['exact'] : []),
    ...(hasSim ? ['simulated', '95% interval'] : []),
  ];
  const top = `<tr><th colspan="${paramHeads.length}"></th><th colspan="${estimateHeads.length}" class="group">baseline</th>${variants.map((v) => `<th colspan="${estimateHeads.length + 2}" class="group variant">${esc(v)}</th>`).join('')}</tr>`;
  const second = `<tr>${paramHeads.map((h) => `<th>${esc(h)}</th>`).join('')}${estimateHeads.map((h) => `<th class="num">${h}</th>`).join('')}${variants.map(() => `${estimateHeads.map((h) => `<th class="num">${h}</th>`).join('')}<th class="num">Δ vs baseline</th><th class="num">Δ 95% interval</th>`).join('')}</tr>`;
  const estimateCells = (x: Record<string, any> | undefined) =>
    [
      ...(hasExact ? [`<td class="num">${esc(value(kind, x?.exact))}</td>`] : []),
      ...(hasSim
        ? [
            `<td class="num">${esc(value(kind, x?.source === 'simulated' ? x.value : null))}</td>`,
            `<td class="num small">${esc(interval(kind, x?.low, x?.high))}</td>`,
          ]
        : []),
    ].join('');
  const shown = ctx.matchups.slice(page * PAGE_ROWS, (page + 1) * PAGE_ROWS);
  const body = shown.map((name) => {
    const cells = byMatchup.get(name) ?? {};
    const base = cells.baseline;
    const heads = ctx.params.length
      ? ctx.params.map((q) => `<th scope="row">${esc(base?.[paramColumn(q)] ?? '')}</th>`).join('')
      : `<th scope="row">${esc(name)}</th>`;
    const vcells = variants.map((v) => {
      const x = cells[v];
      const sig = x?.significant === true;
      const cls =
        x?.difference === null || x?.difference === undefined ? '' : sig ? 'sig' : 'nonsig';
      const mark = sig ? '<span class="sigmark" title="95% interval excludes zero">✱</span>' : '';
      const noInterval =
        x && x.difference !== null && x.differenceLow === null
          ? '<span class="small">no interval (one chunk)</span>'
          : '';
      return `${estimateCells(x)}<td class="num delta ${cls}">${esc(delta(kind, x?.difference))}${mark}</td><td class="num small ${cls}">${esc(interval(kind, x?.differenceLow, x?.differenceHigh, true))}${noInterval}</td>`;
    });
    return `<tr>${heads}${estimateCells(base)}${vcells.join('')}</tr>`;
  });
  const description = p.result.results.find((c) => metric in c.metrics)?.metrics[metric]
    .description;
  const pages = pager(metric, page, ctx.matchups.length);
  return `<details class="table" id="table-${esc(metric)}"${open ? ' open' : ''}><summary><h3>${esc(metric)}${description ? ` <span class="small">${esc(description)}</span>` : ''}</h3></summary>${pages}<div class="scroll"><table><thead>${top}${second}</thead><tbody>${body.join('')}</tbody></table></div>${pages}</details>`;
}

function tables(p: PageInput): string {
  // Metrics with a chart come first and open; the rest stay folded so the page stays short.
  const charted = new Set(p.charts.map((c) => c.plan.metric));
  const ordered = [
    ...p.tableMetrics.filter((m) => charted.has(m)),
    ...p.tableMetrics.filter((m) => !charted.has(m)),
  ];
  const parts = ordered
    .map((m) => metricTable(p, m, charted.size === 0 || charted.has(m)))
    .filter(Boolean);
  if (!parts.length) return '';
  const legend = p.result.variants.length
    ? '<p class="note"><span class="sigmark">✱</span> <span class="sig">significant</span>: the 95% interval of the difference excludes zero. Probabilities in %, differences in percentage points.</p>'
    : '<p class="note">Probabilities in %.</p>';
  return `<section id="tables"><h2>Tables</h2>${legend}${parts.join('\n')}<p class="note">Every figure, including distributions, is in <a href="results.csv">results.csv</a> and <a href="results.json">results.json</a>.</p></section>`;
}

/** Every option in effect, house rules (values that differ from the ruling) first and marked. */
function options(p: PageInput): string {
  const r = p.result;
  const effective = [
    { name: 'baseline', options: r.options },
    ...r.variants.map((v) => ({ name: v.name, options: { ...r.options, ...v.options } })),
  ];
  const keys = Object.keys(r.options);
  const isHouse = (k: string, v: unknown) =>
    p.optionFields[k] !== undefined && p.optionFields[k].default !== v;
  const changed = (k: string) => effective.some((e) => isHouse(k, e.options[k]));
  keys.sort((a, b) => Number(changed(b)) - Number(changed(a)));
  const rows = keys.map((k) => {
    const f = p.optionFields[k];
    const cells = effective.map((e) =>
      isHouse(k, e.options[k])
        ? `<td class="house"><mark>${esc(optionValue(e.options[k]))}</mark> <span class="small">house rule</span></td>`
        : `<td>${esc(optionValue(e.options[k]))}</td>`,
    );
    return `<tr${changed(k) ? ' class="changed"' : ''}><th scope="row"><code>${esc(k)}</code></th>${cells.join('')}<td class="small">${esc(f?.description ?? '')}${f?.ruling ? ` <em>Ruling: ${esc(f.ruling)}</em>` : ''}</td><td class="small">${esc(f?.section ?? '')}</td></tr>`;
  });
  return `<section id="options"><h2>Rulings and house rules in effect</h2><p class="note">Every ambiguity in the rules is an option whose default is the project's ruling; <mark>highlighted</mark> values are house rules.</p><div class="scroll"><table><thead><tr><th>option</th>${effective.map((e) => `<th>${esc(e.name)}</th>`).join('')}<th>meaning</th><th>source</th></tr></thead><tbody>${rows.join('')}</tbody></table></div></section>`;
}

function source(p: PageInput): string {
  return `<section id="source"><h2>Scenario source</h2><details open><summary>${esc(p.file)}</summary><pre><code>${esc(p.source)}</code></pre></details></section>`;
}

function nav(p: PageInput): string {
  const links: [string, string][] = [
    ...(p.result.variants.length ? [['variants', 'Variants'] as [string, string]] : []),
    ...(p.result.claims.length ? [['claims', 'Claims'] as [string, string]] : []),
    ...(p.battleMap ? [['battle-map', 'Battle map'] as [string, string]] : []),
    ...(p.charts.length ? [['charts', 'Charts'] as [string, string]] : []),
    ['tables', 'Tables'],
    ['options', 'Rulings'],
    ['source', 'Source'],
  ];
  return `<nav>${links.map(([id, t]) => `<a href="#${id}">${t}</a>`).join('')}</nav>`;
}

/**
 * The report as one self-contained page: styles inline, charts as inline SVG, no scripts and
 * no external resources, so it opens offline and reads the same in any browser.
 */
export function reportPage(p: PageInput): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="generator" content="highnoon ${esc(p.version)}">
<title>${esc(p.title ?? p.result.scenario)} · highnoon report</title>
<style>${PAGE_CSS}</style>
</head>
<body>
${header(p)}
${nav(p)}
<main>
${variantCards(p)}
${claims(p.result.claims)}
${p.battleMap ?? ''}
${chartsSection(p)}
${tables(p)}
${options(p)}
${source(p)}
</main>
<footer>Generated by highnoon ${esc(p.version)} · seed "${esc(p.result.seed)}" · the same seed and trials give the same numbers on any machine.</footer>
</body>
</html>
`;
}
