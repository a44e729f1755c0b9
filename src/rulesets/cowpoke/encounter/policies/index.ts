import type { World } from '../world.ts';
import { advanceToBestRange } from './advance-to-best-range.ts';
import { aimThenShoot } from './aim-then-shoot.ts';
import { blazeAway } from './blaze-away.ts';
import { dynamiteFirst } from './dynamite-first.ts';
import { overwatch } from './overwatch.ts';
import { rushAndBrawl } from './rush-and-brawl.ts';
import { standAndShoot } from './stand-and-shoot.ts';
import { takeCover } from './take-cover.ts';

/**
 * A policy picks c's next action (an ACT code) with `ap` action points left, putting the
 * target in w.actTarget and any destination in w.actX/actY/actStop. Adding a policy is
 * one function and one line here.
 */
export type Policy = (w: World, c: number, ap: number) => number;

export const POLICIES = {
  'stand-and-shoot': standAndShoot,
  'aim-then-shoot': aimThenShoot,
  'blaze-away': blazeAway,
  'advance-to-best-range': advanceToBestRange,
  'take-cover': takeCover,
  'rush-and-brawl': rushAndBrawl,
  'dynamite-first': dynamiteFirst,
  overwatch,
} satisfies Record<string, Policy>;

export type PolicyName = keyof typeof POLICIES;
export const POLICY_NAMES = Object.keys(POLICIES) as [PolicyName, ...PolicyName[]];
