import type { BalanceResult } from '../../analysis/balance/answer.ts';

export const BALANCE_CSV_COLUMNS = [
  'question',
  'matchup',
  'at',
  'item',
  'against',
  'metric',
  'value',
  'low',
  'high',
  'method',
  'note',
] as const;

type Row = Partial<Record<(typeof BALANCE_CSV_COLUMNS)[number], unknown>>;

/** Every answer as tidy rows: one per crossing, curve point, matrix cell, rating, effect or ruling. */
export function balanceRows(r: BalanceResult): Row[] {
  const rows: Row[] = [];
  for (const b of r.breakEven ?? []) {
    rows.push({
      question: 'break-even',
      matchup: b.matchup,
      item: 'crossing',
      metric: b.metric,
      value: b.crossing?.value,
      low: b.crossing?.low,
      high: b.crossing?.high,
      method: b.method,
      note: b.finding,
    });
    for (const c of b.curve)
      rows.push({
        question: 'break-even',
        matchup: b.matchup,
        at: `${b.param}=${c.x}`,
        item: 'curve',
        metric: b.metric,
        value: c.value,
        low: c.low,
        high: c.high,
        method: b.method,
      });
  }
  for (const t of r.tierList ?? []) {
    for (const rr of t.roundRobins) {
      for (const e of rr.ranking)
        rows.push({
          question: 'tier-list',
          matchup: t.matchup,
          at: rr.label,
          item: e.name,
          metric: 'rating',
          value: e.rating,
          low: e.low,
          high: e.high,
          method: rr.method,
          note: `rank ${e.rank}, tier ${e.tier}`,
        });
      t.entrants.forEach((a, i) =>
        t.entrants.forEach(
          (b, j) =>
            i !== j &&
            rows.push({
              question: 'tier-list',
              matchup: t.matchup,
              at: rr.label,
              item: a,
              against: b,
              metric: 'score',
              value: rr.matrix[i][j],
              method: rr.method,
            }),
        ),
      );
    }
  }
  for (const e of r.houseRule?.effects ?? [])
    rows.push({
      question: 'house-rule',
      matchup: e.matchup,
      item: e.variant,
      metric: e.metric,
      value: e.difference,
      low: e.low,
      high: e.high,
      method: e.exact ? 'exact' : 'simulation',
      note: `baseline ${e.baseline}`,
    });
  for (const e of r.rulings?.ranked ?? [])
    rows.push({
      question: 'rulings',
      matchup: e.matchup,
      item: `${e.option}=${String(e.alternative)}`,
      metric: e.metric,
      value: e.difference,
      low: e.low,
      high: e.high,
      method: e.exact ? 'exact' : 'simulation',
      note: e.matters ? 'matters' : '',
    });
  return rows;
}

const cell = (v: unknown) => {
  if (v === undefined || v === null) return '';
  const s = typeof v === 'number' ? String(v) : String(v);
  return /[",\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
};

export function balanceCsv(r: BalanceResult): string {
  return (
    [
      BALANCE_CSV_COLUMNS.join(','),
      ...balanceRows(r).map((row) => BALANCE_CSV_COLUMNS.map((c) => cell(row[c])).join(',')),
    ].join('\n') + '\n'
  );
}
