import { z } from 'zod';
import { balanceSchema } from './balance-schema.ts';

// zod compiles each object schema into a function on its first parse, which pays only when a
// schema parses many objects; highnoon parses each a few times, and the compile dominated a
// short run's time. Validation and messages are the same either way.
z.config({ jitless: true });

/**
 * The shape of a scenario file. Params and options are checked against the ruleset and
 * procedure after this (their fields depend on which ruleset is named), with the same
 * messages and positions.
 */
const values = z.record(z.string(), z.unknown());

export const claimSchema = z.strictObject({
  name: z.string().describe('What the book claims, in a few words.'),
  source: z.string().optional().describe('Where it is printed (spec section and line).'),
  matchup: z.string().optional().describe('The matchup (by name) the claim is about.'),
  where: values.optional().describe('Or: params that pick out exactly one matchup.'),
  variant: z.string().optional().describe('The variant the claim is about (default: baseline).'),
  metric: z.string().describe('A metric of the procedure.'),
  outcome: z
    .union([z.string(), z.number()])
    .optional()
    .describe('For distribution metrics: the outcome.'),
  expected: z
    .union([z.number(), z.string()])
    .describe('The printed figure: 0.58, "58%", "0.580", "1/6".'),
  tolerance: z
    .union([z.literal('as-printed'), z.number().nonnegative()])
    .default('as-printed')
    .describe('"as-printed" (58% holds for 57.5%–58.5%) or an absolute tolerance.'),
  expect: z
    .enum(['pass', 'fail', 'inconsistent'])
    .default('pass')
    .describe(
      '"fail" marks a figure the book gets wrong; "inconsistent" one that contradicts the book\'s own rules or examples.',
    ),
  why: z
    .string()
    .optional()
    .describe('Why the book is wrong or inconsistent here: printed beside the verdict.'),
});

export const uncheckableSchema = z.strictObject({
  name: z.string().describe('What the book claims, in a few words.'),
  source: z.string().optional().describe('Where it is printed (spec section and line).'),
  why: z.string().describe('Why no procedure can check it: printed by verify beside the claim.'),
});

export const variantSchema = z.strictObject({
  name: z.string(),
  description: z.string().optional(),
  options: values.optional().describe('Option values (house rules) over the scenario options.'),
  params: values.optional().describe("Param values over every matchup's params."),
});

export const matchupSchema = z.strictObject({
  name: z.string().optional(),
  procedure: z.string().optional().describe('Overrides the scenario procedure for this matchup.'),
  params: values.optional(),
});

export const reportSchema = z.strictObject({
  title: z.string().optional(),
  charts: z
    .array(
      z.strictObject({
        type: z
          .enum(['auto', 'heatmap', 'bars', 'lines', 'histogram', 'difference'])
          .default('auto'),
        metric: z.string(),
        outcome: z.union([z.string(), z.number()]).optional(),
        x: z.string().optional().describe('Param on the x axis.'),
        y: z.string().optional().describe('Param on the y axis (heat maps).'),
        title: z.string().optional(),
      }),
    )
    .optional(),
  metrics: z.array(z.string()).optional().describe('Metrics shown in tables (default: all).'),
});

export const scenarioSchema = z
  .strictObject({
    name: z
      .string()
      .regex(/^[a-z0-9][a-z0-9-]*$/, 'lower-case kebab-case')
      .describe('Used for the report folder.'),
    description: z.string().optional(),
    ruleset: z.string(),
    procedure: z.string(),
    trials: z.number().int().positive().optional().describe('Trials per matchup and variant.'),
    precision: z
      .number()
      .positive()
      .max(0.5)
      .optional()
      .describe('Target 95% half-width of every probability.'),
    maxTrials: z.number().int().positive().optional().describe('Cap with precision.'),
    seed: z.union([z.string(), z.number()]).default('highnoon').transform(String),
    options: values.default({}),
    params: values.default({}),
    sweep: z
      .record(z.string(), z.array(z.unknown()).min(1, 'a sweep needs at least one value'))
      .optional(),
    matchups: z.array(matchupSchema).min(1).optional(),
    variants: z.array(variantSchema).default([]),
    claims: z.array(claimSchema).default([]),
    uncheckable: z
      .array(uncheckableSchema)
      .default([])
      .describe(
        "Published claims no procedure can compute (narrative, or a player's choice), listed so that every claim of a book has a verdict.",
      ),
    report: reportSchema.optional(),
    balance: balanceSchema.optional(),
  })
  .describe('A highnoon scenario: matchups to simulate, house-rule variants and published claims.');

export type ScenarioFile = z.output<typeof scenarioSchema>;
export type ClaimSpec = z.output<typeof claimSchema>;
export type ReportSpec = z.output<typeof reportSchema>;
