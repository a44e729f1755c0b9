import { numberField } from '../fields.ts';

/**
 * Sand, the nerve every reaction, recovery and challenge test rolls against
 * (six-gun-sound.md §0.3 [L894]): a whole number up to 7, 4 unless the scenario says. The
 * campaign tables that only a figure in play can roll start at 1.
 */
export const sandField = (description: string, min: 0 | 1 = 0) =>
  numberField({ default: 4, min, max: 7, integer: true, description });
