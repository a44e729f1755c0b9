/**
 * Limits checked before any work starts, so that a typo or a hostile file is refused in a
 * moment instead of exhausting the machine. Each message says the limit and how to go past it.
 */

/** Scenario files larger than this are refused before parsing (HIGHNOON_MAX_FILE_MB raises it). */
export const DEFAULT_MAX_FILE_MB = 4;

export const maxFileBytes = (): number => {
  const mb = Number(process.env.HIGHNOON_MAX_FILE_MB);
  return (Number.isFinite(mb) && mb > 0 ? mb : DEFAULT_MAX_FILE_MB) * 2 ** 20;
};

/** YAML aliases per file: far above any real scenario, far below an alias bomb. */
export const MAX_ALIASES = 100;

/** Matchups (sweep points × explicit matchups) per scenario unless raised with --max-points. */
export const DEFAULT_MAX_POINTS = 1_000_000;
