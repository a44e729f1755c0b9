import type { ExactMetrics, Procedure } from './types.ts';

/**
 * The most work an exact answer may take, in the steps its procedure counts (states times
 * stages of a propagation): a few seconds at most on one core. Above it the answer is simulated
 * instead, and says so; HIGHNOON_EXACT_BUDGET raises the budget for one who wants to wait.
 */
export const EXACT_BUDGET = 5_000_000;

function budget(): number {
  // The odds page runs these procedures in a browser, which has no environment.
  const raw = typeof process === 'undefined' ? undefined : process.env.HIGHNOON_EXACT_BUDGET;
  const n = Number(raw);
  return raw !== undefined && raw !== '' && n > 0 ? n : EXACT_BUDGET;
}

const fmt = (n: number) => Math.round(n).toLocaleString('en');

/** Why an exact answer is not computed for these params, or undefined when it is within budget. */
export function overBudget(cost: number): string | undefined {
  const limit = budget();
  if (cost <= limit) return undefined;
  return `simulated only: the exact answer would take about ${fmt(cost)} steps, over the budget of ${fmt(limit)} (a few seconds); HIGHNOON_EXACT_BUDGET=${Math.ceil(cost)} computes it anyway`;
}

/**
 * A procedure whose exact answer can grow past any wait (a state space that multiplies with
 * the fighters or the hits): its cost is checked before `exact` runs, and above the budget
 * `exact` gives no metrics, so that every caller (odds, run, balance, the odds page) falls
 * back to simulation, and the notes say why.
 */
export function budgeted<P, O>(
  p: Procedure<P, O> & {
    exact(params: P, options: O): ExactMetrics;
    exactCost(params: P, options: O): number;
  },
): Procedure<P, O> {
  const { exact, notes } = p;
  return {
    ...p,
    exact: (params, options) =>
      overBudget(p.exactCost(params, options)) === undefined ? exact.call(p, params, options) : {},
    notes: (params, options) => {
      const why = overBudget(p.exactCost(params, options));
      const own = notes?.call(p, params, options) ?? [];
      return why === undefined ? own : [...own, why];
    },
  };
}
