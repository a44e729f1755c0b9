import type { Rng } from '../../dice/rng.ts';
import { FALL_COUNT, FALL_FACE, MOVE_TABLE, PREREQUISITE, type Move } from './data.ts';
import type { Frag004Options } from './options.ts';

/** One movement roll: the distance it allows and whether the runner falls. */
export interface MoveRoll {
  distance: number;
  falls: boolean;
}

/**
 * The fall test on the count of 1s; fragment-004.md §1.1 step 5, A2. Walk has no fall check.
 */
export function fallsOn(move: Move, ones: number, o: Frag004Options): boolean {
  if (!MOVE_TABLE[move].fallCheck) return false;
  return o['fall.ones'] === 'atLeastTwo' ? ones >= FALL_COUNT : ones === FALL_COUNT;
}

/**
 * The roll read from its dice: base + sum, less the highest die when kneeling (§1.2); the
 * fall check counts every die or only the kept ones (A13).
 */
function readRoll(
  move: Move,
  kneel: boolean,
  sum: number,
  highest: number,
  ones: number,
  o: Frag004Options,
): MoveRoll {
  const kept = kneel ? sum - highest : sum;
  const counted =
    kneel && !o['kneel.fallCheckUsesAllDice'] && highest === FALL_FACE ? ones - 1 : ones;
  return { distance: MOVE_TABLE[move].base + kept, falls: fallsOn(move, counted, o) };
}

/** Every movement roll with its probability, by enumerating the 3^n faces (n ≤ 5: 243). */
export function moveRolls(
  move: Move,
  kneel: boolean,
  o: Frag004Options,
): { p: number; roll: MoveRoll }[] {
  const n = MOVE_TABLE[move].dice;
  const total = 3 ** n;
  const byKey = new Map<string, { p: number; roll: MoveRoll }>();
  for (let code = 0; code < total; code++) {
    let sum = 0,
      highest = 0,
      ones = 0;
    for (let i = 0, c = code; i < n; i++, c = (c / 3) | 0) {
      const face = (c % 3) + 1;
      sum += face;
      if (face > highest) highest = face;
      if (face === FALL_FACE) ones++;
    }
    const roll = readRoll(move, kneel, sum, highest, ones, o);
    const key = `${roll.distance}/${roll.falls}`;
    const e = byKey.get(key);
    if (e) e.p += 1 / total;
    else byKey.set(key, { p: 1 / total, roll });
  }
  return [...byKey.values()].sort(
    (a, b) => a.roll.distance - b.roll.distance || Number(a.roll.falls) - Number(b.roll.falls),
  );
}

/**
 * Rolls one move's dice; returns the distance, negative when the runner falls (−distance), so
 * that the hot loop allocates nothing.
 */
export function rollMove(rng: Rng, move: Move, kneel: boolean, o: Frag004Options): number {
  const n = MOVE_TABLE[move].dice;
  let sum = 0,
    highest = 0,
    ones = 0;
  for (let i = 0; i < n; i++) {
    const face = rng.below(3) + 1;
    sum += face;
    if (face > highest) highest = face;
    if (face === FALL_FACE) ones++;
  }
  const r = readRoll(move, kneel, sum, highest, ones, o);
  return r.falls ? -r.distance : r.distance;
}

/** The most distance a move can roll (all 3s). */
export const maxRoll = (move: Move) => MOVE_TABLE[move].base + 3 * MOVE_TABLE[move].dice;

/**
 * Whether `move` may follow `previous` (the character's previous action); fragment-004.md
 * §1.1 step 1: Run only after a Walk, Sprint only after a Run; `move.repeat` also lets a move
 * follow itself.
 */
export function chainAllows(move: Move, previous: string, o: Frag004Options): boolean {
  const need = PREREQUISITE[move];
  return need === null || previous === need || (o['move.repeat'] && previous === move);
}
