import { InputError } from '../../core/errors.ts';
import type { Executor } from '../../engine/executor.ts';
import type { Problem } from '../../rulesets/validate.ts';
import type { Scenario } from '../../scenario/load.ts';
import type { HouseRuleSpec } from '../../scenario/balance-schema.ts';
import { beyond, compareVariants, headlineRefs, type CellEffect } from './compare.ts';

export interface HouseRuleResult {
  question: 'house-rule';
  threshold: number;
  metrics: string[];
  effects: CellEffect[];
  /** Per variant and metric: how many cells move beyond the threshold. */
  verdicts: {
    variant: string;
    metric: string;
    cells: number;
    beyond: number;
    from: number;
    to: number;
  }[];
  summary: string;
  trials: number;
}

export const amount = (kind: CellEffect['kind'], x: number) =>
  kind === 'mean' ? Math.abs(x).toFixed(2) : `${(Math.abs(x) * 100).toFixed(1)}`;
const unit = (kind: CellEffect['kind']) => (kind === 'mean' ? '' : ' points');

/** Cells by name, shortened when there are many. */
function cellList(effects: CellEffect[]): string {
  const names = effects.map((e) => e.matchup);
  return names.length <= 6
    ? names.join('; ')
    : `${names.slice(0, 5).join('; ')} and ${names.length - 5} more`;
}

/**
 * Each house-rule variant of the scenario against its baseline over the whole grid: paired
 * differences of the headline metrics, the cells where a variant moves a metric beyond the
 * threshold, and one paragraph that says it plainly.
 */
export function checkHouseRule(scenario: Scenario, spec: HouseRuleSpec): Problem[] {
  const problems: Problem[] = headlineRefs(scenario, spec.metrics).problems.map((message) => ({
    path: ['metrics'],
    message,
  }));
  if (scenario.variants.length < 2)
    problems.push({
      path: [],
      message: 'the scenario has no variants: add the house rules under variants:',
    });
  return problems;
}

export async function houseRule(
  scenario: Scenario,
  spec: HouseRuleSpec,
  exec: Executor,
  settings: { seed: string; trials: number; signal?: AbortSignal },
): Promise<HouseRuleResult> {
  const problems = checkHouseRule(scenario, spec);
  if (problems.length) throw new InputError(problems.map((p) => `balance.houseRule: ${p.message}`));
  const { refs } = headlineRefs(scenario, spec.metrics);
  const variants = scenario.variants.slice(1).map((v) => ({
    name: v.name,
    description: v.description,
    options: v.options,
    params: v.params,
  }));
  const { effects, trials } = await compareVariants(scenario, variants, refs, exec, settings);
  const verdicts: HouseRuleResult['verdicts'] = [];
  const sentences: string[] = [];
  for (const v of variants) {
    for (const r of refs) {
      const all = effects.filter((e) => e.variant === v.name && e.metric === r.text);
      const big = all.filter((e) => beyond(e, spec.threshold));
      const diffs = big.map((e) => e.difference);
      const from = diffs.length ? Math.min(...diffs) : 0,
        to = diffs.length ? Math.max(...diffs) : 0;
      verdicts.push({
        variant: v.name,
        metric: r.text,
        cells: all.length,
        beyond: big.length,
        from,
        to,
      });
      const kind = all[0]?.kind ?? 'probability';
      const limit = `${amount(kind, spec.threshold)}${unit(kind)}`;
      if (big.length === 0) {
        const most = all.reduce(
          (a, b) => (Math.abs(b.difference) > Math.abs(a.difference) ? b : a),
          all[0],
        );
        sentences.push(
          `${v.name} moves ${r.text} by no more than ${limit} anywhere${most ? ` (at most ${amount(kind, most.difference)}${unit(kind)}, ${most.matchup})` : ''}.`,
        );
        continue;
      }
      const up = big.filter((e) => e.difference > 0),
        down = big.filter((e) => e.difference < 0);
      const part = (list: CellEffect[], verb: string) => {
        const d = list.map((e) => e.difference);
        const lo = Math.min(...d.map(Math.abs)),
          hi = Math.max(...d.map(Math.abs));
        const span = lo === hi ? amount(kind, lo) : `${amount(kind, lo)}–${amount(kind, hi)}`;
        return `${verb} ${r.text} by ${span}${unit(kind)} in ${list.length} of ${all.length} cells (${cellList(list)})`;
      };
      const parts = [
        up.length ? part(up, 'raises') : '',
        down.length ? part(down, 'lowers') : '',
      ].filter(Boolean);
      const rest = all.length - big.length;
      sentences.push(
        `${v.name} ${parts.join(' and ')}${rest ? `; in the other ${rest} it changes by less than ${limit} or not significantly` : ''}.`,
      );
    }
  }
  return {
    question: 'house-rule',
    threshold: spec.threshold,
    metrics: refs.map((r) => r.text),
    effects,
    verdicts,
    summary: sentences.join(' '),
    trials,
  };
}
