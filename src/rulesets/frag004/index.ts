import type { Ruleset } from '../types.ts';
import { aim } from './aim.ts';
import { brawl } from './brawl.ts';
import { crossing } from './crossing.ts';
import { fixGun } from './fix-gun.ts';
import { load } from './load.ts';
import { ABSENT } from './missing.ts';
import { move } from './move.ts';
import { frag004Options } from './options.ts';
import { posture } from './posture.ts';
import { rest } from './rest.ts';
import { shoot } from './shoot.ts';

export const frag004: Ruleset = {
  id: 'frag004',
  title: 'Fragment 004: an action list (D3 movement, aim points, fan fire)',
  description:
    'a fragment: one page of an action list (6.01–6.14, 6.07a); its shooting section (7.0), jam rule and brawl resolution are missing and come only from user data',
  source: 'the rules spec fragment-004.md (seed 004)',
  options: frag004Options,
  procedures: { move, crossing, posture, 'fix-gun': fixGun, rest, aim, load, shoot, brawl },
  absent: ABSENT,
};
