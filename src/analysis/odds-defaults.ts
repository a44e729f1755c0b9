/** `odds --sim`'s trials and seed; the odds page uses the same, so their numbers agree. */
export const ODDS_DEFAULTS = { trials: 200_000, seed: 'highnoon' } as const;
