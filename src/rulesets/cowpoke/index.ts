import type { Ruleset } from '../types.ts';
import { brawl } from './brawl.ts';
import { disengage } from './disengage.ts';
import { dynamite } from './dynamite.ts';
import { encounter } from './encounter/index.ts';
import { initiative } from './initiative.ts';
import { cowpokeOptions } from './options.ts';
import { run } from './run.ts';
import { shot } from './shot.ts';
import { survival } from './survival.ts';
import { wound } from './wound.ts';

export const cowpoke: Ruleset = {
  id: 'cowpoke',
  title: 'Cowpoke: Reforged',
  source: 'the rules spec cowpoke.md (seed 000)',
  options: cowpokeOptions,
  procedures: { shot, survival, brawl, disengage, dynamite, initiative, run, wound, encounter },
};
