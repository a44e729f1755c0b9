/**
 * Each command's one-line description and arguments, apart from its module, so that the
 * overview (`highnoon --help`, a mistyped command) lists every command without loading any.
 */
export const COMMAND_SUMMARIES = {
  odds: {
    args: '',
    description: 'Exact odds for one situation (and a simulation beside them with --sim)',
  },
  run: {
    args: '<scenario>',
    description:
      'Simulate every matchup and variant of a scenario on all cores, with exact values where they exist',
  },
  verify: {
    args: '<scenarios...>',
    description:
      'Check published figures: pass, fail or inconclusive for each claim; exit 1 if any fails',
  },
  list: {
    args: '[ruleset]',
    description: 'List rulesets, their procedures and parameters, and every option with its ruling',
  },
  schema: {
    args: '',
    description: 'Print the JSON Schema of scenario files (for editor completion and checking)',
  },
  bench: {
    args: '',
    description:
      'Measure throughput against baselines run in the same session (medians and ratios)',
  },
  balance: {
    args: '<scenario>',
    description:
      'Balance questions: break-even points, tier lists, house-rule impact, and which rulings matter',
  },
  worker: {
    args: '',
    description:
      'Take chunks queued by `run --redis` and `verify --redis` and simulate them on this machine, until stopped',
  },
  web: {
    args: '',
    description:
      'Build the odds page: one self-contained HTML file for players (opens from file://, no network)',
  },
} as const;
