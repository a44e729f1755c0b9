import type { Ruleset } from '../types.ts';
import { brawl } from './brawl.ts';
import { cards } from './cards.ts';
import { chits } from './chits.ts';
import { damage } from './damage.ts';
import { initiative, pokerInitiative } from './initiative.ts';
import { moves } from './moves.ts';
import { cowboys2Options } from './options.ts';
import { shot } from './shot.ts';

/**
 * The cowboys2 procedures with flat params, the ones `odds` answers, without the encounter: loading
 * its simulation and the zod schema of its nested params would cost `odds` most of its start-up.
 */
export const cowboys2Flat: Ruleset = {
  id: 'cowboys2',
  title: 'Cowboys II: Cowboys & Indians Edition',
  description:
    "2d6 against a Shot Chart (scenario data: the book's chart image is lost), brawls, health, cards and chits from a cup",
  source: 'the rules spec cowboys-ii.md (seed 001)',
  options: cowboys2Options,
  procedures: {
    shot,
    damage,
    brawl,
    chits,
    initiative,
    'poker-initiative': pokerInitiative,
    cards,
    moves,
  },
  absent: [
    {
      rule: 'optional rule 9, random cowboy values (cowboys-ii.md §1.13 [L364])',
      reason:
        "it reads a one-die chart of extra cards and cowboy values that the source does not print; inventing one would pass invented numbers off as the book's",
    },
  ],
};
