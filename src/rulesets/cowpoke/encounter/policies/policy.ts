import type { World } from '../world.ts';

/**
 * A policy picks c's next action (an ACT code) with `ap` action points left, putting the
 * target in w.actTarget and any destination in w.actX/actY/actStop. Adding a policy is
 * one function, one line in index.ts and its name in names.ts.
 */
export type Policy = (w: World, c: number, ap: number) => number;
