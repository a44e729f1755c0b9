import { didYouMean } from '../../core/suggest.ts';
import { InputError } from '../../core/errors.ts';
import type { Executor } from '../../engine/executor.ts';
import type { Problem } from '../../rulesets/validate.ts';
import type { Field } from '../../rulesets/fields.ts';
import type { Scenario } from '../../scenario/load.ts';
import type { RulingsSpec } from '../../scenario/balance-schema.ts';
import {
  beyond,
  compareVariants,
  headlineRefs,
  type CellEffect,
  type VariantSpec,
} from './compare.ts';
import { amount } from './house-rule.ts';

export interface RulingEffect {
  option: string;
  /** The reading the book's ruling takes (the option's default) and the alternative tried. */
  ruling?: string;
  section?: string;
  current: unknown;
  alternative: unknown;
  /** The largest move of any headline metric in any cell, with its 95% interval. */
  metric: string;
  kind: CellEffect['kind'];
  matchup: string;
  difference: number;
  low: number;
  high: number;
  exact: boolean;
  matters: boolean;
}

export interface RulingsResult {
  question: 'rulings';
  threshold: number;
  metrics: string[];
  /** Largest effect first; one entry per alternative reading. */
  ranked: RulingEffect[];
  /** Options not varied, and why (a numeric knob, or an alternative the scenario cannot use). */
  skipped: { option: string; reason: string }[];
  summary: string;
  trials: number;
}

/** The other readings of a ruling: every other value of a choice, the opposite of a yes/no. Numbers are knobs, not readings. */
function alternatives(f: Field, current: unknown): unknown[] | undefined {
  if (f.kind === 'enum') return f.values.filter((v) => v !== current);
  if (f.kind === 'boolean') return [!current];
  return undefined;
}

const variantName = (option: string, value: unknown) => `${option}=${String(value)}`;

/** A reading as the reader sees it: an option left unset by default (its ruling says how it is read) is "unset". */
export const reading = (value: unknown) => (value === undefined ? 'unset' : String(value));

/**
 * Every option's alternative readings as variants of the scenario, all on the baseline's
 * random streams, ranked by the largest move they cause in any headline metric in any cell.
 */
export function checkRulings(scenario: Scenario, spec: RulingsSpec): Problem[] {
  const problems: Problem[] = headlineRefs(scenario, spec.metrics).problems.map((message) => ({
    path: ['metrics'],
    message,
  }));
  const names = Object.keys(scenario.ruleset.options);
  (spec.options ?? []).forEach((o, i) => {
    if (!(o in scenario.ruleset.options))
      problems.push({
        path: ['options', i],
        message: `unknown option "${o}"${didYouMean(o, names)}; \`highnoon list\` shows every option`,
      });
  });
  return problems;
}

export async function rulings(
  scenario: Scenario,
  spec: RulingsSpec,
  exec: Executor,
  settings: { seed: string; trials: number; signal?: AbortSignal },
): Promise<RulingsResult> {
  const problems = checkRulings(scenario, spec);
  if (problems.length) throw new InputError(problems.map((p) => `balance.rulings: ${p.message}`));
  const { refs } = headlineRefs(scenario, spec.metrics);
  const fields = scenario.ruleset.options;
  const names = Object.keys(fields);
  const base = scenario.cell(0, 0).options;
  const skipped: RulingsResult['skipped'] = [];
  const variants: (VariantSpec & { option: string; value: unknown })[] = [];
  for (const option of spec.options ?? names) {
    const alts = alternatives(fields[option], base[option]);
    if (!alts) {
      skipped.push({
        option,
        reason:
          'a number: a house-rule knob rather than a reading (vary it with houseRule or breakEven)',
      });
      continue;
    }
    for (const value of alts)
      variants.push({
        name: variantName(option, value),
        options: { [option]: value },
        params: {},
        option,
        value,
      });
  }
  const { effects, dropped, trials } = await compareVariants(
    scenario,
    variants,
    refs,
    exec,
    settings,
  );
  for (const d of dropped) skipped.push({ option: d.name, reason: `not valid here: ${d.reason}` });
  const ranked: RulingEffect[] = [];
  for (const v of variants) {
    const mine = effects.filter((e) => e.variant === v.name);
    if (mine.length === 0) continue;
    const top = mine.reduce((a, b) => (Math.abs(b.difference) > Math.abs(a.difference) ? b : a));
    const f = fields[v.option];
    ranked.push({
      option: v.option,
      ruling: f.ruling,
      section: f.section,
      current: base[v.option],
      alternative: v.value,
      metric: top.metric,
      kind: top.kind,
      matchup: top.matchup,
      difference: top.difference,
      low: top.low,
      high: top.high,
      exact: top.exact,
      matters: mine.some((e) => beyond(e, spec.threshold)),
    });
  }
  ranked.sort(
    (a, b) => Math.abs(b.difference) - Math.abs(a.difference) || a.option.localeCompare(b.option),
  );
  return {
    question: 'rulings',
    threshold: spec.threshold,
    metrics: refs.map((r) => r.text),
    ranked,
    skipped,
    summary: summarize(ranked, effects, spec.threshold),
    trials,
  };
}

/** The paragraph: how many rulings matter, and the largest move among those that do (a larger one whose interval spans 0 is not the news). */
export function summarize(
  ranked: RulingEffect[],
  effects: CellEffect[],
  threshold: number,
): string {
  const options = new Set(ranked.map((r) => r.option));
  const mattering = [...new Set(ranked.filter((r) => r.matters).map((r) => r.option))];
  const kind = effects[0]?.kind ?? 'probability';
  const u = kind === 'mean' ? '' : ' points';
  const lead = `Of the ${options.size} rulings with alternative readings, ${mattering.length === 0 ? 'none moves' : `${mattering.length === 1 ? 'only one moves' : `${mattering.length} move`}`} a headline metric by more than ${amount(kind, threshold)}${u} in any cell`;
  if (ranked.length === 0 || mattering.length === 0) {
    const top = ranked[0];
    return `${lead}${top ? `; the largest move is ${amount(kind, top.difference)}${u} (${top.option}=${String(top.alternative)}, ${top.metric})` : ''}.`;
  }
  const top = ranked.find((r) => r.matters)!;
  const list =
    mattering.slice(0, 5).join(', ') +
    (mattering.length > 5 ? ` and ${mattering.length - 5} more` : '');
  return `${lead}: ${list}. The largest: reading ${top.option} as ${String(top.alternative)} instead of ${reading(top.current)} moves ${top.metric} by ${top.difference > 0 ? '+' : '−'}${amount(kind, top.difference)}${u} (${top.matchup}). Settle ${mattering.length === 1 ? 'this one' : 'these'} before play; the others move it less than that, or not measurably.`;
}
