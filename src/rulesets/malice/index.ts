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
import { snap } from './snap.ts';

export const malice: Ruleset = {
  id: 'malice',
  title: 'Malice (d10 and a poker deck)',
  source: 'the rules spec malice.md (seed 002)',
  options: maliceOptions,
  procedures: { shot, hit, fanfire, activation, horse, covered, snap, initiative, hand, courage, fisticuffs, skedaddle },
};
