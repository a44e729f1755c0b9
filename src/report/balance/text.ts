import type { BalanceResult } from '../../analysis/balance/answer.ts';
import { table } from '../../core/format.ts';
import { reading } from '../../analysis/balance/rulings.ts';

const num = (x: number | undefined, d = 3) =>
  x === undefined || !Number.isFinite(x) ? '' : String(Math.round(x * 10 ** d) / 10 ** d);
const pct = (x: number | null | undefined) =>
  x === null || x === undefined || !Number.isFinite(x) ? '—' : `${(x * 100).toFixed(1)}%`;
const signed = (x: number, kind: 'probability' | 'mean') => {
  const v = kind === 'mean' ? x.toFixed(3) : `${(x * 100).toFixed(1)}`;
  return (x > 0 ? '+' : x < 0 ? '−' : '') + v.replace(/^-/, '');
};

/** The answers as a reader wants them on a terminal: the finding first, then the numbers. */
export function balanceText(r: BalanceResult): string {
  const out: string[] = [`${r.scenario} — balance (${r.ruleset} ${r.procedure}, seed "${r.seed}")`];
  const many = (list: unknown[] | undefined) => (list?.length ?? 0) > 1;
  for (const b of r.breakEven ?? []) {
    out.push(
      '',
      `Break-even${many(r.breakEven) ? ` — ${b.matchup}` : ''}: ${b.metric} = ${b.target} as ${b.param} goes from ${b.from} to ${b.to} (${b.method})`,
    );
    out.push(`  ${b.finding}`);
    if (b.method === 'simulation' && b.naiveTrials)
      out.push(
        `  trials: ${b.trials.toLocaleString('en-US')} (a fixed grid of the same precision would need about ${b.naiveTrials.toLocaleString('en-US')})`,
      );
  }
  for (const t of r.tierList ?? []) {
    for (const rr of t.roundRobins) {
      out.push(
        '',
        `Tier list${many(r.tierList) ? ` — ${t.matchup}` : ''}${rr.label ? ` at ${rr.label}` : ''} (${rr.method}${rr.trials ? `, ${rr.trials.toLocaleString('en-US')} trials` : ''})`,
      );
      out.push(`  ${rr.finding}`, '');
      const exact = rr.method === 'exact';
      out.push(
        table(
          ['rank', 'tier', 'entrant', 'rating', ...(exact ? [] : ['95% interval'])],
          rr.ranking.map((e) => [
            String(e.rank),
            String(e.tier),
            e.name,
            num(e.rating, 0),
            ...(exact ? [] : [`${num(e.low, 0)} to ${num(e.high, 0)}`]),
          ]),
        ),
        '',
        table(
          ['row against column', ...t.entrants],
          t.entrants.map((n, i) => [n, ...rr.matrix[i].map(pct)]),
        ),
      );
    }
  }
  if (r.houseRule) {
    const h = r.houseRule;
    out.push('', `House-rule impact (threshold ${h.threshold}):`, `  ${h.summary}`, '');
    out.push(
      table(
        ['variant', 'metric', 'matchup', 'baseline', 'variant value', 'change', '95% interval'],
        h.effects.map((e) => [
          e.variant,
          e.metric,
          e.matchup,
          num(e.baseline, 4),
          num(e.value, 4),
          signed(e.difference, e.kind),
          e.exact ? 'exact' : `${signed(e.low, e.kind)} to ${signed(e.high, e.kind)}`,
        ]),
      ),
    );
  }
  if (r.rulings) {
    const g = r.rulings;
    out.push('', `Which rulings matter (threshold ${g.threshold}):`, `  ${g.summary}`, '');
    out.push(
      table(
        ['option', 'ruling → alternative', 'largest move', '95% interval', 'metric', 'matters'],
        g.ranked.map((e) => [
          e.option,
          `${reading(e.current)} → ${reading(e.alternative)}`,
          signed(e.difference, e.kind),
          e.exact ? 'exact' : `${signed(e.low, e.kind)} to ${signed(e.high, e.kind)}`,
          e.metric,
          e.matters ? 'yes' : '',
        ]),
      ),
    );
    const byReason = new Map<string, string[]>();
    for (const s of g.skipped)
      byReason.set(s.reason, [...(byReason.get(s.reason) ?? []), s.option]);
    for (const [reason, options] of byReason)
      out.push('', `  not varied, ${reason}: ${options.join(', ')}`);
  }
  return out.join('\n') + '\n';
}
