import { z } from 'zod';

/**
 * The `balance:` section of a scenario: which balance questions to ask of it. A parameter is
 * named by its path inside the matchup's params (`distance`, `aWeapon`,
 * `sides.1.characters.0.x`); a metric by its name, with `:outcome` for one outcome of a
 * distribution (`winner:Red`).
 */
const metricRef = z
  .string()
  .min(1)
  .describe('A metric, or metric:outcome for one outcome of a distribution (winner:Red).');
const metricRefs = z
  .union([metricRef, z.array(metricRef).min(1)])
  .transform((v) => (Array.isArray(v) ? v : [v]));

export const breakEvenSchema = z
  .strictObject({
    param: z.string().min(1).describe('The numeric parameter to vary (a path inside params).'),
    from: z.number().describe('Lowest value searched.'),
    to: z.number().describe('Highest value searched.'),
    metric: metricRef,
    target: z
      .number()
      .min(0)
      .max(1)
      .default(0.5)
      .describe('The value of the metric to cross (a probability, so within [0, 1]).'),
    find: z
      .enum(['crossing', 'first-below', 'first-above'])
      .default('crossing')
      .describe(
        'crossing: where the metric crosses target; first-below / first-above: the smallest value at which it is below / above target.',
      ),
    integer: z
      .boolean()
      .optional()
      .describe('Search whole numbers only (default: as the parameter is declared).'),
    precision: z
      .number()
      .positive()
      .optional()
      .describe(
        "Target 95% half-width of the crossing, in the parameter's units (default: 1% of the range).",
      ),
  })
  .refine((b) => b.from < b.to, { message: 'from must be less than to', path: ['to'] });

const entrant = z.union([
  z.string(),
  z.number(),
  z.strictObject({
    name: z.string().min(1),
    value: z.unknown().describe('Merged at the slot paths.'),
  }),
]);

export const tierListSchema = z.strictObject({
  a: z
    .string()
    .min(1)
    .describe('Where the first entrant of a pairing goes (a path inside params).'),
  b: z.string().min(1).describe('Where the second entrant goes.'),
  entrants: z
    .array(entrant)
    .min(2)
    .describe('The loadouts: a value for the slot, or {name, value}.'),
  score: z.strictObject({
    for: metricRefs.describe('Metrics whose sum is the chance the entrant in slot a wins.'),
    against: metricRefs.describe('Metrics whose sum is the chance the entrant in slot b wins.'),
  }),
  at: z
    .record(z.string(), z.array(z.unknown()).min(1))
    .optional()
    .describe('Parameter values (by path) at which to hold a round robin each.'),
});

export const houseRuleSchema = z.strictObject({
  metrics: metricRefs.describe('The headline metrics compared.'),
  threshold: z
    .number()
    .positive()
    .max(1)
    .default(0.02)
    .describe('A change larger than this (0.02: two points of probability) is reported.'),
});

export const rulingsSchema = z.strictObject({
  metrics: metricRefs.describe('The headline metrics the rulings are ranked by.'),
  threshold: z
    .number()
    .positive()
    .max(1)
    .default(0.01)
    .describe('A ruling matters when it moves a headline metric by more than this.'),
  options: z
    .array(z.string())
    .optional()
    .describe('Only these options (default: every option with alternative readings).'),
});

export const balanceSchema = z
  .strictObject({
    breakEven: breakEvenSchema.optional(),
    tierList: tierListSchema.optional(),
    houseRule: houseRuleSchema.optional(),
    rulings: rulingsSchema.optional(),
  })
  .refine((b) => b.breakEven || b.tierList || b.houseRule || b.rulings, {
    message: 'ask at least one of breakEven, tierList, houseRule, rulings',
  })
  .describe(
    'Balance questions: break-even points, tier lists, house-rule impact, which rulings matter (highnoon balance).',
  );

export type BalanceSpec = z.output<typeof balanceSchema>;
export type BreakEvenSpec = z.output<typeof breakEvenSchema>;
export type TierListSpec = z.output<typeof tierListSchema>;
export type HouseRuleSpec = z.output<typeof houseRuleSchema>;
export type RulingsSpec = z.output<typeof rulingsSchema>;
