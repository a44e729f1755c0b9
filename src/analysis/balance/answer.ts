import type { Executor } from '../../engine/executor.ts';
import type { Problem } from '../../rulesets/validate.ts';
import type { BalanceSpec } from '../../scenario/balance-schema.ts';
import type { Scenario } from '../../scenario/load.ts';
import { breakEven, checkBreakEven, type BreakEvenResult } from './break-even.ts';
import { checkHouseRule, houseRule, type HouseRuleResult } from './house-rule.ts';
import { checkRulings, rulings, type RulingsResult } from './rulings.ts';
import type { Subject } from './subject.ts';
import { checkTierList, tierList, type TierListResult } from './tier-list.ts';

export interface BalanceSettings {
  seed: string;
  /** Trials per pairing or cell for tier lists, house rules and rulings. */
  trials: number;
  /** Break-even: the 95% half-width of the crossing, in the parameter's units. */
  precision?: number;
  maxTrials: number;
  signal?: AbortSignal;
}

export interface BalanceResult {
  scenario: string;
  ruleset: string;
  procedure: string;
  seed: string;
  breakEven?: ({ matchup: string } & BreakEvenResult)[];
  tierList?: ({ matchup: string } & TierListResult)[];
  houseRule?: HouseRuleResult;
  rulings?: RulingsResult;
}

/** Each matchup's baseline cell, as the subject of break-even and tier-list questions. */
export function subjects(
  scenario: Scenario,
  seed: string,
): { matchup: string; subject: Subject }[] {
  return scenario.matchups.map((m) => {
    const base = scenario.cell(m.index, 0);
    return {
      matchup: m.name,
      subject: {
        ruleset: scenario.ruleset,
        procedure: m.procedure,
        params: base.params,
        options: base.options,
        seed,
      },
    };
  });
}

/** Every problem of every question, with its path inside the scenario file, before any work. */
export function checkBalance(scenario: Scenario, spec: BalanceSpec): Problem[] {
  const problems: Problem[] = [];
  const under = (q: string, list: Problem[]) =>
    problems.push(...list.map((p) => ({ path: ['balance', q, ...p.path], message: p.message })));
  for (const { subject } of subjects(scenario, '')) {
    if (spec.breakEven) under('breakEven', checkBreakEven(subject, spec.breakEven).problems);
    if (spec.tierList) under('tierList', checkTierList(subject, spec.tierList));
  }
  if (spec.houseRule) under('houseRule', checkHouseRule(scenario, spec.houseRule));
  if (spec.rulings) under('rulings', checkRulings(scenario, spec.rulings));
  const seen = new Set<string>();
  return problems.filter(
    (p) => !seen.has(p.path.join('.') + p.message) && seen.add(p.path.join('.') + p.message),
  );
}

/** Answers the questions a balance section asks, in the order break-even, tier list, house rule, rulings. */
export async function answerBalance(
  scenario: Scenario,
  spec: BalanceSpec,
  exec: Executor,
  s: BalanceSettings,
): Promise<BalanceResult> {
  const out: BalanceResult = {
    scenario: scenario.spec.name,
    ruleset: scenario.ruleset.id,
    procedure: scenario.spec.procedure,
    seed: s.seed,
  };
  const subs = subjects(scenario, s.seed);
  if (spec.breakEven) {
    out.breakEven = [];
    for (const { matchup, subject } of subs)
      out.breakEven.push({ matchup, ...(await breakEven(subject, spec.breakEven, exec, s)) });
  }
  if (spec.tierList) {
    out.tierList = [];
    for (const { matchup, subject } of subs)
      out.tierList.push({ matchup, ...(await tierList(subject, spec.tierList, exec, s)) });
  }
  if (spec.houseRule) out.houseRule = await houseRule(scenario, spec.houseRule, exec, s);
  if (spec.rulings) out.rulings = await rulings(scenario, spec.rulings, exec, s);
  return out;
}
