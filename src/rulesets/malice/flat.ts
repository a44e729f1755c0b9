import type { Ruleset } from '../types.ts';
import { activation } from './activation.ts';
import { courage } from './courage.ts';
import { covered } from './covered.ts';
import { fanfire } from './fanfire.ts';
import { fisticuffs } from './fisticuffs.ts';
import { hand } from './hand.ts';
import { hit } from './hit.ts';
import { horse } from './horse.ts';
import { initiative } from './initiative.ts';
import { maliceOptions } from './options.ts';
import { shot } from './shot.ts';
import { skedaddle } from './skedaddle.ts';
import { move } from './move.ts';
import { snap } from './snap.ts';

/**
 * The malice procedures with flat params, the ones `odds` answers, without the encounter: loading
 * its simulation and the zod schema of its nested params would cost `odds` most of its start-up.
 */
export const maliceFlat: Ruleset = {
  id: 'malice',
  title: 'Malice (d10 and a poker deck)',
  description:
    'a d10 to hit, d10 hit locations against wound boxes, Toughness and Lily Livered, and a poker deck whose hands, kept across turns, decide initiative, snap shots, courage and fisticuffs',
  source: 'the rules spec malice.md (seed 002)',
  options: maliceOptions,
  absent: [
    {
      rule: 'character traits such as fisticuffs bonuses (malice.md §2.1, §6 [L185-186])',
      reason: 'the sheet names them but prints none; a trait would be invented data',
    },
    {
      rule: 'scenario set-ups, victory points and turn limits (malice.md §6 [L225])',
      reason: 'the sheet says only that the scenario ends when a side skedaddles',
    },
  ],
  procedures: {
    shot,
    hit,
    fanfire,
    activation,
    horse,
    covered,
    snap,
    initiative,
    hand,
    courage,
    fisticuffs,
    skedaddle,
    move,
  },
};
