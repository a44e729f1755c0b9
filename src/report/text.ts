import type { ClaimResult } from '../analysis/claims.ts';
import type { CellResult, StreamedResult } from '../analysis/results.ts';
import { fmt, table } from '../core/format.ts';
import { cellRows } from './csv.ts';
import type { Pieces } from './json.ts';

const num = (v: unknown) => (typeof v === 'number' ? fmt(v) : '');
const range = (lo: unknown, hi: unknown) =>
  typeof lo === 'number' ? `${fmt(lo)} – ${fmt(hi as number)}` : '';

/**
 * The run as readable tables, in pieces (report/json.ts): one per matchup, variants below the
 * baseline with their difference. A matchup's cells come together in the results, so each
 * table is made from its own cells as they are read: a large sweep is never held whole.
 */
export function runText(r: StreamedResult): Pieces {
  return {
    *[Symbol.iterator]() {
      const head: string[] = [];
      head.push(`${r.scenario}${r.description ? ` — ${r.description}` : ''}`);
      head.push(
        `ruleset ${r.ruleset}, seed "${r.seed}", ${r.precision !== undefined ? `precision ±${r.precision}` : `${r.trials} trials per matchup`}`,
      );
      for (const v of r.variants)
        head.push(
          `variant ${v.name}: ${[...Object.entries(v.options), ...Object.entries(v.params)].map(([k, x]) => `${k}=${JSON.stringify(x)}`).join(', ')}${v.description ? ` (${v.description})` : ''}`,
        );
      yield head.join('\n');
      let cells: CellResult[] = [];
      for (const c of r.results) {
        if (cells.length && c.matchup !== cells[0].matchup) {
          yield '\n' + matchupText(cells, r.variants.length > 0);
          cells = [];
        }
        cells.push(c);
      }
      if (cells.length) yield '\n' + matchupText(cells, r.variants.length > 0);
      if (r.claims.length) yield '\n\n' + claimsText(r.claims);
      yield '\n';
    },
  };
}

/** One matchup's table: its cells, baseline first. */
function matchupText(cells: CellResult[], hasVariants: boolean): string {
  const out: string[] = [];
  const base = new Set(cells.find((c) => c.variant === 'baseline')?.notes ?? []);
  const notes = [
    ...base,
    ...new Set(
      cells.flatMap((c) =>
        (c.notes ?? []).filter((n) => !base.has(n)).map((n) => `${c.variant}: ${n}`),
      ),
    ),
  ];
  out.push(
    '',
    `▸ ${cells[0].matchup}  (${cells[0].trials} trials)`,
    ...notes.map((n) => `  note: ${n}`),
  );
  const body = cells
    .flatMap(cellRows)
    .map((row) => [
      row.variant === 'baseline' ? '' : String(row.variant),
      `${row.metric}${row.outcome !== '' ? ` = ${row.outcome}` : ''}`,
      num(row.exact),
      num(row.value),
      range(row.low, row.high),
      num(row.difference),
      range(row.differenceLow, row.differenceHigh),
      row.significant === true ? '*' : '',
    ]);
  const header = [
    'variant',
    'metric',
    'exact',
    'simulated',
    '95% interval',
    'Δ vs baseline',
    'Δ 95% interval',
    'sig',
  ];
  const keep = hasVariants ? header.map((_, i) => i) : [1, 2, 3, 4];
  out.push(
    table(
      keep.map((i) => header[i]),
      body.map((b) => keep.map((i) => b[i])),
    ),
  );
  return out.join('\n');
}

export function claimsText(claims: ClaimResult[]): string {
  const rows = claims.map((c) => [
    c.expect === 'inconsistent' && c.verdict === 'fail'
      ? 'INCONSISTENT (as expected)'
      : c.verdict.toUpperCase() +
        (c.expect === 'pass'
          ? ''
          : c.verdict === 'fail'
            ? ' (the book is wrong, as expected)'
            : ' (expected the book to be wrong)'),
    c.name,
    `${c.metric}${c.outcome !== undefined ? ` = ${c.outcome}` : ''}`,
    `${c.printed} (±${fmt(c.tolerance, 6)})`,
    c.basis === 'exact'
      ? `${fmt(c.value, 6)} exact`
      : `${fmt(c.value)} [${fmt(c.low)} – ${fmt(c.high)}]`,
    c.source ?? '',
  ]);
  const failed = claims.filter((c) => !c.ok && c.verdict !== 'inconclusive').length;
  const inconclusive = claims.filter((c) => c.verdict === 'inconclusive').length;
  return [
    'claims:',
    table(['verdict', 'claim', 'metric', 'printed', 'found', 'source'], rows),
    ...claims
      .filter((c) => c.why)
      .map(
        (c) =>
          `why "${c.name}" ${c.ok ? 'is' : 'should be'} ${c.expect === 'inconsistent' ? 'inconsistent' : 'wrong'}: ${c.why}`,
      ),
    `claims: ${claims.length - failed - inconclusive} as expected, ${failed} failing, ${inconclusive} inconclusive`,
  ].join('\n');
}

/** The claims a scenario records as not checkable, each with why; empty when it has none. */
export function uncheckableText(spec: {
  uncheckable: { name: string; source?: string; why: string }[];
}): string {
  if (!spec.uncheckable.length) return '';
  return [
    `not checkable (${spec.uncheckable.length}):`,
    ...spec.uncheckable.map((u) => `  ${u.name}${u.source ? ` (${u.source})` : ''}: ${u.why}`),
  ].join('\n');
}
