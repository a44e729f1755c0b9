import type { Ruleset } from '../types.ts';
import { brawl } from './brawl.ts';
import { disengage } from './disengage.ts';
import { dynamite } from './dynamite.ts';
import { initiative } from './initiative.ts';
import { interact } from './interact.ts';
import { cowpokeOptions } from './options.ts';
import { reckon } from './reckon.ts';
import { run } from './run.ts';
import { shot } from './shot.ts';
import { survival } from './survival.ts';
import { wound } from './wound.ts';

/**
 * The cowpoke procedures with flat params, the ones `odds` answers, without the encounter: loading
 * its simulation and the zod schema of its nested params would cost `odds` most of its start-up.
 */
export const cowpokeFlat: Ruleset = {
  id: 'cowpoke',
  title: 'Cowpoke: Reforged',
  source: 'the rules spec cowpoke.md (seed 000)',
  options: cowpokeOptions,
  procedures: {
    shot,
    survival,
    brawl,
    disengage,
    dynamite,
    initiative,
    run,
    interact,
    reckon,
    wound,
  },
};
