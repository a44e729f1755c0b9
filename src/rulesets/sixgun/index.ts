import type { Ruleset } from '../types.ts';
import { activation } from './activation.ts';
import { draw } from './draw.ts';
import { gunfight } from './encounter/index.ts';
import { fight } from './fight.ts';
import { sixgunOptions } from './options.ts';
import { reaction } from './reaction.ts';
import { recovery } from './recovery.ts';
import { reload } from './reload.ts';
import { shot } from './shot.ts';

export const sixgun: Ruleset = {
  id: 'sixgun',
  title: 'Six Gun Sound: Blaze of Glory',
  source: 'the rules spec six-gun-sound.md (seed 003)',
  options: sixgunOptions,
  procedures: { shot, draw, fight, reaction, recovery, reload, activation, gunfight },
};
