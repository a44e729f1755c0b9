import type { ClaimResult } from '../analysis/claims.ts';
import type { Difference } from '../analysis/differences.ts';
import type { CellResult, StreamedResult } from '../analysis/results.ts';
import type {
  MetricResult,
  SimulatedDistribution,
  SimulatedScalar,
} from '../analysis/summarize.ts';
import { fmt, table } from '../core/format.ts';

export interface SummaryOptions {
  /** Paths written by the run (report, results), said at the end. */
  written?: string[];
  /** ANSI emphasis; the caller decides from the terminal and NO_COLOR. */
  color?: boolean;
}

const paint = (on: boolean, code: number) => (s: string) => (on ? `\x1b[${code}m${s}\x1b[0m` : s);

/**
 * The metric a reader wants first: a short distribution (an encounter's winner) when it leads
 * the layout, otherwise the first probability, otherwise the first metric.
 */
export function headlineMetric(metrics: Record<string, MetricResult>): string {
  const entries = Object.entries(metrics);
  const [firstName, first] = entries[0];
  if (first.kind === 'distribution' && outcomesOf(first).length <= 4) return firstName;
  return entries.find(([, m]) => m.kind === 'probability')?.[0] ?? firstName;
}

function outcomesOf(m: MetricResult): string[] {
  const sim = m.simulated as SimulatedDistribution | undefined;
  return [
    ...new Set([
      ...Object.keys((m.exact as Record<string, number>) ?? {}),
      ...Object.keys(sim?.value ?? {}),
    ]),
  ];
}

/** Value ± 95% half-width, exact values marked with `=`. */
function valueText(m: MetricResult, outcome?: string): string {
  const pick = (x: unknown) =>
    outcome === undefined
      ? (x as number | undefined)
      : (x as Record<string, number> | undefined)?.[outcome];
  const exact = pick(m.exact);
  if (exact !== undefined) return exact.toFixed(3);
  const s = m.simulated as SimulatedScalar | SimulatedDistribution | undefined;
  const v = pick(s?.value) ?? 0,
    lo = pick(s?.low),
    hi = pick(s?.high);
  return lo === undefined || hi === undefined
    ? v.toFixed(3)
    : `${v.toFixed(3)} ±${((hi - lo) / 2).toFixed(3)}`;
}

const diffOf = (c: CellResult, metric: string, outcome?: string): Difference | undefined => {
  const d = c.differences?.[metric];
  return outcome === undefined
    ? (d as Difference | undefined)
    : (d as Record<string, Difference> | undefined)?.[outcome];
};
/** A significant difference, exact where both sides are exact. */
const diffText = (d: Difference | undefined) => {
  if (!d?.significant) return '';
  const v = d.exact ?? d.value;
  return `${v > 0 ? '+' : ''}${v.toFixed(3)}`;
};

/** A cell of a two-parameter grid: its row and column values and its text. */
type GridCell = [row: string, col: string, text: string];

/** A two-parameter sweep as a grid of the headline (one row per value of the first). */
function grid(cells: GridCell[], keys: [string, string]): string | undefined {
  const rowsOf = [...new Set(cells.map((c) => c[0]))];
  const colsOf = [...new Set(cells.map((c) => c[1]))];
  if (rowsOf.length * colsOf.length !== cells.length) return undefined;
  const at = new Map<string, string>();
  for (const [r, c, text] of cells) if (!at.has(`${r}\u0000${c}`)) at.set(`${r}\u0000${c}`, text);
  return table(
    [`${keys[0]} \\ ${keys[1]}`, ...colsOf],
    rowsOf.map((r) => [r, ...colsOf.map((c) => at.get(`${r}\u0000${c}`) ?? '')]),
  );
}

function claimLines(
  claims: ClaimResult[],
  bold: (s: string) => string,
  good: (s: string) => string,
  bad: (s: string) => string,
): string[] {
  const lines = claims.map((c) => {
    const mark =
      c.ok && c.expect === 'inconsistent'
        ? good('INCONSISTENT')
        : c.ok
          ? good(c.verdict.toUpperCase())
          : c.verdict === 'inconclusive'
            ? c.verdict.toUpperCase()
            : bad(c.verdict.toUpperCase());
    const expected = c.expect === 'fail' ? ' (the book is wrong, as expected)' : '';
    const found =
      c.basis === 'exact'
        ? `${fmt(c.value, 4)} exact`
        : `${fmt(c.value)} [${fmt(c.low)} – ${fmt(c.high)}]`;
    return `  ${mark}  ${c.name}: printed ${c.printed}, found ${found}${c.ok ? expected : ''}${c.why ? ` (${c.why})` : ''}`;
  });
  const failed = claims.filter((c) => !c.ok && c.verdict !== 'inconclusive').length;
  const inconclusive = claims.filter((c) => c.verdict === 'inconclusive').length;
  return [
    bold(
      `claims: ${claims.length - failed - inconclusive} as expected, ${failed} failing, ${inconclusive} inconclusive`,
    ),
    ...lines,
  ];
}

/** What the summary keeps of a baseline cell: its headline and the texts of its row. */
interface Head {
  matchup: string;
  metric: string;
  outcomes: (string | undefined)[];
  values: string[];
}

/**
 * The run in one screen: per matchup the headline metric with its interval, the variants'
 * significant differences, claim verdicts and the files written. `runText` has every table.
 * Cell results are read as they come (a large sweep's are made on demand, never held): once
 * for the baselines, and once more for the variants when there are any; only the texts shown
 * are kept.
 */
/**
 * The most matchups the summary lists row by row: it is one screen, and a 7,560-point sweep
 * printed 7,560 rows. The significant-difference counts below the table still count them all.
 */
export const SUMMARY_MATCHUPS = 50;

export function summaryText(r: StreamedResult, o: SummaryOptions = {}): string {
  const color = Boolean(o.color);
  const bold = paint(color, 1),
    good = paint(color, 32),
    bad = paint(color, 31);
  const out: string[] = [bold(`${r.scenario}${r.description ? ` — ${r.description}` : ''}`)];
  out.push(
    `ruleset ${r.ruleset}, seed "${r.seed}", ${r.precision !== undefined ? `precision ±${r.precision}` : `${r.trials} trials per matchup`}`,
  );
  for (const n of r.notes ?? []) out.push(`note: ${n}`);
  // First pass: the baselines' headlines, and what the variants' differences will be read for.
  const heads: Head[] = [];
  const metrics: string[] = [];
  const descriptions = new Map<string, string>();
  let firstKind: MetricResult['kind'] | undefined;
  let keys: string[] = [];
  const labelsOf = (c: CellResult): [string, string] => [
    String(c.label[keys[0]]),
    String(c.label[keys[1]]),
  ];
  const baseGrid: GridCell[] = [];
  /** Per matchup name, the headline metric and outcomes its rows read (matchup\0metric\0outcome). */
  const wanted = new Map<string, [string, string | undefined][]>();
  for (const b of r.results) {
    if (b.variant !== 'baseline') continue;
    const metric = headlineMetric(b.metrics);
    const m = b.metrics[metric];
    if (!heads.length) {
      firstKind = m.kind;
      keys = Object.keys(b.label);
    }
    if (!metrics.includes(metric)) metrics.push(metric);
    for (const [name, x] of Object.entries(b.metrics))
      if (!descriptions.has(name)) descriptions.set(name, x.description);
    const outcomes = m.kind === 'distribution' ? outcomesOf(m) : [undefined];
    heads.push({
      matchup: b.matchup,
      metric,
      outcomes,
      values: outcomes.map((k) => valueText(m, k)),
    });
    // The grid's text (used only when every baseline has the same headline, metrics[0], and it
    // is no distribution: a distribution's outcomes take a row each).
    if (
      keys.length === 2 &&
      metrics[0] in b.metrics &&
      b.metrics[metrics[0]].kind !== 'distribution'
    )
      baseGrid.push([...labelsOf(b), valueText(b.metrics[metrics[0]])]);
    let w = wanted.get(b.matchup);
    if (!w) wanted.set(b.matchup, (w = []));
    for (const k of outcomes) w.push([metric, k]);
  }
  if (heads.length) {
    out.push('', bold(metrics.map((m) => `${m}: ${descriptions.get(m)}`).join('; ')));
    out.push('exact values as they are, simulated ones with ±95% half-width');
    const gridKeys =
      metrics.length === 1 && keys.length === 2 && firstKind !== 'distribution'
        ? (keys as [string, string])
        : undefined;
    const asGrid = gridKeys && grid(baseGrid, gridKeys);
    // Second pass, for the variants: their grids or the differences the rows show, and which
    // metrics differ significantly.
    const variantGrids = r.variants.map((): GridCell[] => []);
    const diffTexts = new Map<string, string>();
    const cellsOf = r.variants.map(() => 0);
    const significant = r.variants.map(() => new Map<string, number>());
    const variantIndex = new Map(r.variants.map((v, i) => [v.name, i]));
    if (r.variants.length)
      for (const c of r.results) {
        const vi = variantIndex.get(c.variant);
        if (vi === undefined) continue;
        cellsOf[vi]++;
        if (gridKeys && asGrid)
          variantGrids[vi].push([...labelsOf(c), diffText(diffOf(c, metrics[0])) || '·']);
        else
          for (const [metric, k] of wanted.get(c.matchup) ?? []) {
            const key = `${c.matchup}\u0000${vi}\u0000${metric}\u0000${k}`;
            if (!diffTexts.has(key)) diffTexts.set(key, diffText(diffOf(c, metric, k)));
          }
        for (const [name, d] of Object.entries(c.differences ?? {})) {
          const any =
            'significant' in d
              ? (d as Difference).significant
              : Object.values(d as Record<string, Difference>).some((x) => x.significant);
          if (any) significant[vi].set(name, (significant[vi].get(name) ?? 0) + 1);
        }
      }
    if (gridKeys && asGrid) {
      out.push(asGrid);
      r.variants.forEach((v, vi) => {
        out.push(
          '',
          `Δ ${v.name}: difference from baseline where significant (· where its 95% interval includes 0)`,
        );
        out.push(grid(variantGrids[vi], gridKeys)!);
      });
    } else {
      const rows: string[][] = [];
      for (const h of heads.slice(0, SUMMARY_MATCHUPS)) {
        h.outcomes.forEach((k, i) => {
          rows.push([
            i === 0 ? h.matchup : '',
            k === undefined
              ? h.metric
              : i === 0
                ? `${h.metric} = ${k}`
                : `${' '.repeat(h.metric.length)} = ${k}`,
            h.values[i],
            ...r.variants.map(
              (_, vi) => diffTexts.get(`${h.matchup}\u0000${vi}\u0000${h.metric}\u0000${k}`) ?? '',
            ),
          ]);
        });
      }
      out.push(
        table(['matchup', 'metric', 'baseline', ...r.variants.map((v) => `Δ ${v.name}`)], rows),
      );
      if (heads.length > SUMMARY_MATCHUPS)
        out.push(
          `… and ${(heads.length - SUMMARY_MATCHUPS).toLocaleString('en')} more matchups (the first ${SUMMARY_MATCHUPS} of ${heads.length.toLocaleString('en')} are shown; every one with --full, --csv or --report)`,
        );
      if (r.variants.length)
        out.push(
          "Δ: a variant's difference from baseline, shown only where its 95% interval excludes 0.",
        );
    }
    r.variants.forEach((v, vi) => {
      const changes = [...Object.entries(v.options), ...Object.entries(v.params)]
        .map(([k, x]) => `${k}=${JSON.stringify(x)}`)
        .join(', ');
      const list = [...significant[vi]].map(([name, n]) =>
        cellsOf[vi] > 1 ? `${name} (${n} of ${cellsOf[vi]})` : name,
      );
      out.push(
        `variant ${bold(v.name)} (${changes}): ${list.length ? `significant differences in ${list.join(', ')}` : 'no significant difference'}`,
      );
    });
  }
  if (r.claims.length) out.push('', ...claimLines(r.claims, bold, good, bad));
  out.push('');
  for (const w of o.written ?? []) out.push(`written: ${w}`);
  out.push('Every metric and interval: add --full (or --json, --csv, --out DIR, --report).');
  return out.join('\n') + '\n';
}
