import { slOf } from '../../campaign/travel.ts';
import type { EncounterParams } from './params.ts';
import type { Issue } from './type.ts';

/** SL − 1d6 Deputies, at least none (C-14): a fixed number above SL − 1 is refused. */
export function checkDeputies(
  p: EncounterParams,
  deputies: number | undefined,
  issue: Issue,
): void {
  const sl = slOf(p);
  if (deputies !== undefined && deputies > sl - 1)
    issue(
      ['setup', 'deputies'],
      `SL ${sl} − 1d6 gives at most ${sl - 1} Deputies (C-14): fix deputies at most ${sl - 1}, or a higher sl`,
    );
}

/**
 * The first side's size fixed by `setup[key]` below the figures the scenario lists for it
 * (`who`: what they are called).
 */
export function checkListed(
  p: EncounterParams,
  fixed: number | undefined,
  key: string,
  who: string,
  issue: Issue,
): void {
  const listed = p.sides[0]?.figures.length ?? 0;
  if (fixed !== undefined && listed > fixed)
    issue(
      ['sides', 0, 'figures'],
      `${listed} ${who} listed, but setup.${key} is ${fixed}: list at most ${fixed}, or fix ${key}: ${listed}`,
    );
}
