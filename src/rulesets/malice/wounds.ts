import type { Rng } from '../../dice/rng.ts';
import type { Character } from './character.ts';
import { GUT, HIT_TABLE, HORSE_MAX_D10, HORSE_WOUNDS, SEVERE } from './data.ts';
import type { MaliceOptions } from './options.ts';

/**
 * How an aimed shot's ±1 on the location die is used (malice.md §1.7 [L143-144]): `best`
 * takes a location that kills if one is in reach, else a Severe Wound, else the die as
 * rolled; `none` never shifts.
 */
export const AIM_SHIFTS = ['best', 'none'] as const;
export type AimShift = (typeof AIM_SHIFTS)[number];

/** A character taking hits: boxes crossed per location, and the states hits lead to. */
export interface Body {
  readonly boxes: Uint8Array;
  readonly toughness: number;
  crossed: Uint8Array;
  dead: boolean;
  unconscious: boolean;
  lilyLivered: boolean;
  mounted: boolean;
  horseWounds: number;
}

export function newBody(c: Character, mounted = false): Body {
  return {
    boxes: c.boxes,
    toughness: c.toughness,
    crossed: new Uint8Array(c.boxes.length),
    dead: false,
    unconscious: false,
    lilyLivered: false,
    mounted,
    horseWounds: 0,
  };
}

export function resetBody(b: Body, mounted: boolean): void {
  b.crossed.fill(0);
  b.dead = b.unconscious = b.lilyLivered = false;
  b.mounted = mounted;
  b.horseWounds = 0;
}

export function copyBody(b: Body): Body {
  return { ...b, crossed: Uint8Array.from(b.crossed) };
}

const kills = (b: Body, loc: number) => b.crossed[loc] + 1 >= b.boxes[loc];

/** The location a location die of `roll` (1..10) gives, after an aimed shot's shift. */
export function chooseLocation(
  b: Body,
  roll: number,
  aimed: boolean,
  shift: AimShift,
  o: MaliceOptions,
): number {
  const asRolled = HIT_TABLE[roll - 1];
  if (!aimed || shift === 'none') return asRolled;
  const clamp = o['hit.aimAdjustClamp'];
  const down = roll > 1 ? roll - 1 : clamp ? 1 : 10;
  const up = roll < 10 ? roll + 1 : clamp ? 10 : 1;
  let best = asRolled;
  for (const r of [roll, down, up]) {
    const loc = HIT_TABLE[r - 1];
    if (kills(b, loc)) return loc;
    if (loc === SEVERE) best = SEVERE;
  }
  return best;
}

/**
 * Crosses a box at `loc` (malice.md §1.7): the last box of any location kills; a Severe
 * Wound knocks the character out, and so does a Gut Punch in fisticuffs (or from a shot, if
 * the option says so).
 */
export function woundAt(b: Body, loc: number, fisticuffs: boolean, o: MaliceOptions): void {
  b.crossed[loc]++;
  if (b.crossed[loc] >= b.boxes[loc]) {
    b.dead = true;
    return;
  }
  if (
    loc === SEVERE ||
    (loc === GUT && (fisticuffs || o['hit.gutPunchFromShot'] === 'unconscious'))
  )
    b.unconscious = true;
}

/** Whether a Toughness test is taken: the living who are not yet Lily Livered (malice.md §1.10). */
export const testsToughness = (b: Body): boolean => !b.dead && !b.lilyLivered;

/** A Toughness test: a d10 below Toughness makes the character Lily Livered (malice.md §1.10). */
export function toughnessTest(b: Body, rng: Rng): void {
  if (testsToughness(b) && rng.below(10) + 1 < b.toughness) b.lilyLivered = true;
}

/**
 * One hit on the character himself: location die, wound, and (unless `test` is false, for
 * the second wound of a fisticuffs loss tested once) a Toughness test. Returns the location.
 */
export function hitCharacter(
  b: Body,
  rng: Rng,
  aimed: boolean,
  shift: AimShift,
  o: MaliceOptions,
  fisticuffs = false,
  test = true,
): number {
  const loc = chooseLocation(b, rng.below(10) + 1, aimed, shift, o);
  woundAt(b, loc, fisticuffs, o);
  if (test) toughnessTest(b, rng);
  return loc;
}

/** A hit on the horse: one of its 3 wounds (the third kills it and dismounts the rider), and the rider tests (malice.md §1.8). */
export function woundHorse(b: Body): void {
  if (++b.horseWounds >= HORSE_WOUNDS) b.mounted = false;
}

/** One hit on a target, mounted or not: −1 for a hit on the horse, else the location. */
export function hitTarget(
  b: Body,
  rng: Rng,
  aimed: boolean,
  shift: AimShift,
  o: MaliceOptions,
): number {
  if (b.mounted && rng.below(10) + 1 <= HORSE_MAX_D10) {
    woundHorse(b);
    toughnessTest(b, rng);
    return -1;
  }
  return hitCharacter(b, rng, aimed, shift, o);
}

/** P(a Toughness test is passed) = P(d10 ≥ T) (malice.md §1.10). */
export const pToughnessPass = (toughness: number): number =>
  Math.min(1, Math.max(0, (11 - toughness) / 10));

/**
 * Every outcome of one hit on a target in state `b`, exactly: [probability, new state,
 * location or −1 for the horse]. The same rule functions as the simulation, applied to copies.
 */
export function hitOutcomes(
  b: Body,
  aimed: boolean,
  shift: AimShift,
  o: MaliceOptions,
  fisticuffs = false,
  test = true,
): [number, Body, number][] {
  const out: [number, Body, number][] = [];
  const withTest = (p: number, s: Body, loc: number) => {
    if (!test || !testsToughness(s)) {
      out.push([p, s, loc]);
      return;
    }
    const pass = pToughnessPass(s.toughness);
    if (pass > 0) out.push([p * pass, s, loc]);
    if (pass < 1) {
      const f = copyBody(s);
      f.lilyLivered = true;
      out.push([p * (1 - pass), f, loc]);
    }
  };
  const pHorse = b.mounted ? HORSE_MAX_D10 / 10 : 0;
  if (pHorse > 0) {
    const s = copyBody(b);
    woundHorse(s);
    withTest(pHorse, s, -1);
  }
  for (let roll = 1; roll <= 10; roll++) {
    const s = copyBody(b);
    const loc = chooseLocation(s, roll, aimed, shift, o);
    woundAt(s, loc, fisticuffs, o);
    withTest((1 - pHorse) / 10, s, loc);
  }
  return out;
}
