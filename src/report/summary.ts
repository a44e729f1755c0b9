import type { ClaimResult } from '../analysis/claims.ts';
import type { Difference } from '../analysis/differences.ts';
import type { CellResult, RunResult } from '../analysis/results.ts';
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

/** A two-parameter sweep as a grid of the headline (one row per value of the first). */
function grid(
  cells: CellResult[],
  keys: [string, string],
  text: (c: CellResult) => string,
): string | undefined {
  const rowsOf = [...new Set(cells.map((c) => String(c.label[keys[0]])))];
  const colsOf = [...new Set(cells.map((c) => String(c.label[keys[1]])))];
  if (rowsOf.length * colsOf.length !== cells.length) return undefined;
  const at = (r: string, c: string) =>
    cells.find((x) => String(x.label[keys[0]]) === r && String(x.label[keys[1]]) === c);
  return table(
    [`${keys[0]} \\ ${keys[1]}`, ...colsOf],
    rowsOf.map((r) => [
      r,
      ...colsOf.map((c) => {
        const cell = at(r, c);
        return cell ? text(cell) : '';
      }),
    ]),
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

/**
 * The run in one screen: per matchup the headline metric with its interval, the variants'
 * significant differences, claim verdicts and the files written. `runText` has every table.
 */
export function summaryText(r: RunResult, o: SummaryOptions = {}): string {
  const color = Boolean(o.color);
  const bold = paint(color, 1),
    good = paint(color, 32),
    bad = paint(color, 31);
  const out: string[] = [bold(`${r.scenario}${r.description ? ` — ${r.description}` : ''}`)];
  out.push(
    `ruleset ${r.ruleset}, seed "${r.seed}", ${r.precision !== undefined ? `precision ±${r.precision}` : `${r.trials} trials per matchup`}`,
  );
  for (const n of r.notes ?? []) out.push(`note: ${n}`);
  const base = r.results.filter((c) => c.variant === 'baseline');
  if (base.length) {
    const metrics = [...new Set(base.map((b) => headlineMetric(b.metrics)))];
    const m0 = base[0].metrics[metrics[0]];
    out.push(
      '',
      bold(
        metrics
          .map((m) => `${m}: ${base.find((b) => m in b.metrics)!.metrics[m].description}`)
          .join('; '),
      ),
    );
    out.push('exact values as they are, simulated ones with ±95% half-width');
    const keys = Object.keys(base[0].label);
    const gridKeys =
      metrics.length === 1 && keys.length === 2 && m0.kind !== 'distribution'
        ? (keys as [string, string])
        : undefined;
    const asGrid = gridKeys && grid(base, gridKeys, (c) => valueText(c.metrics[metrics[0]]));
    if (gridKeys && asGrid) {
      out.push(asGrid);
      for (const v of r.variants) {
        const cells = r.results.filter((c) => c.variant === v.name);
        out.push(
          '',
          `Δ ${v.name}: difference from baseline where significant (· where its 95% interval includes 0)`,
        );
        out.push(grid(cells, gridKeys, (c) => diffText(diffOf(c, metrics[0])) || '·')!);
      }
    } else {
      const rows: string[][] = [];
      for (const b of base) {
        const metric = headlineMetric(b.metrics);
        const m = b.metrics[metric];
        const outcomes = m.kind === 'distribution' ? outcomesOf(m) : [undefined];
        const variantCells = r.variants.map((v) =>
          r.results.find((c) => c.matchup === b.matchup && c.variant === v.name),
        );
        outcomes.forEach((k, i) => {
          rows.push([
            i === 0 ? b.matchup : '',
            k === undefined
              ? metric
              : i === 0
                ? `${metric} = ${k}`
                : `${' '.repeat(metric.length)} = ${k}`,
            valueText(m, k),
            ...variantCells.map((c) => (c ? diffText(diffOf(c, metric, k)) : '')),
          ]);
        });
      }
      out.push(
        table(['matchup', 'metric', 'baseline', ...r.variants.map((v) => `Δ ${v.name}`)], rows),
      );
      if (r.variants.length)
        out.push(
          "Δ: a variant's difference from baseline, shown only where its 95% interval excludes 0.",
        );
    }
    for (const v of r.variants) {
      const cells = r.results.filter((c) => c.variant === v.name);
      const changes = [...Object.entries(v.options), ...Object.entries(v.params)]
        .map(([k, x]) => `${k}=${JSON.stringify(x)}`)
        .join(', ');
      const significant = new Map<string, number>();
      for (const c of cells) {
        for (const [name, d] of Object.entries(c.differences ?? {})) {
          const any =
            'significant' in d
              ? (d as Difference).significant
              : Object.values(d as Record<string, Difference>).some((x) => x.significant);
          if (any) significant.set(name, (significant.get(name) ?? 0) + 1);
        }
      }
      const list = [...significant].map(([name, n]) =>
        cells.length > 1 ? `${name} (${n} of ${cells.length})` : name,
      );
      out.push(
        `variant ${bold(v.name)} (${changes}): ${list.length ? `significant differences in ${list.join(', ')}` : 'no significant difference'}`,
      );
    }
  }
  if (r.claims.length) out.push('', ...claimLines(r.claims, bold, good, bad));
  out.push('');
  for (const w of o.written ?? []) out.push(`written: ${w}`);
  out.push('Every metric and interval: add --full (or --json, --csv, --out DIR, --report).');
  return out.join('\n') + '\n';
}
