import type { Rng } from '../../dice/rng.ts';
import {
  DAMAGE_EFFECT,
  DAMAGE_LOCATION,
  LOCATIONS,
  PASS1_WOUND,
  RECOVERIN_DICE,
  type DamageEffect,
  type DamageRow,
  type Location,
} from './data.ts';
import { passCounts, rollPasses } from './pass-dice.ts';

/**
 * One damage roll on a target, six-gun-sound.md §6.4–6.7: the white and colored dice give a
 * location and an effect, cover may negate or deflect it, and an I'm Hit! goes to Recoverin'.
 * A target is in one of five states; a damage roll moves it between them.
 */
export const STATE = { unhurt: 0, wounded: 1, chestWounded: 2, oof: 3, od: 4 } as const;
export const STATES = 5;

/**
 * A damage roll's code: −1 negated (the target takes Been Shot At), −2 on the horse of a rider
 * riding Siouxside (§5.3.8), else effect × 8 + location.
 */
export const NEGATED = -1;
export const HORSE_HIT = -2;
const EFFECTS: readonly DamageEffect[] = ['im-hit', 'oof', 'od'];
const encode = (effect: DamageEffect, location: Location) =>
  EFFECTS.indexOf(effect) * 8 + LOCATIONS.indexOf(location);

export interface CoverFilter {
  /** Bulletproof cover: the locations that can be hit; others are negated. */
  exposed: readonly Location[] | null;
  /** Obscuring cover (or prone): the colored die must beat the white die. */
  obscuring: boolean;
  /** Locations that skip the obscuring die test (the `unexposed-only` reading of C-59). */
  obscuringBypass: readonly Location[];
  /** Equal dice deflect (C-1). */
  tieDeflects: boolean;
  /** Riding Siouxside: the locations that hit the rider; any other hits his horse (§5.3.8). */
  rider?: readonly Location[];
}

export const NO_COVER: CoverFilter = {
  exposed: null,
  obscuring: false,
  obscuringBypass: [],
  tieDeflects: true,
};

/** The code of a damage roll; `white` and `colored` are faces 1..6. */
export function damageCode(
  row: DamageRow,
  white: number,
  colored: number,
  cover: CoverFilter,
): number {
  const total = white + colored;
  const location = DAMAGE_LOCATION[total - 2];
  if (cover.exposed && !cover.exposed.includes(location)) return NEGATED;
  if (cover.obscuring && !cover.obscuringBypass.includes(location)) {
    const through = cover.tieDeflects ? colored > white : colored >= white;
    if (!through) return NEGATED;
  }
  // What gets through cover at the body of a Siouxside rider hits the horse he hangs on.
  if (cover.rider && !cover.rider.includes(location)) return HORSE_HIT;
  return encode(DAMAGE_EFFECT[row][total - 2], location);
}

/** The 36 equally likely codes of an ordinary damage roll, indexed (white − 1) × 6 + colored − 1. */
export function rollCodes(row: DamageRow, cover: CoverFilter): Int8Array {
  const codes = new Int8Array(36);
  for (let w = 1; w <= 6; w++)
    for (let c = 1; c <= 6; c++) codes[(w - 1) * 6 + c - 1] = damageCode(row, w, c, cover);
  return codes;
}

/** The code for an I'm Hit! at a chosen location (no dice, no cover). */
export const imHitAt = (location: Location) => encode('im-hit', location);

/** The code for a row picked outright (no dice, so no cover test). */
export function rowCode(row: DamageRow, total: number): number {
  return encode(DAMAGE_EFFECT[row][total - 2], DAMAGE_LOCATION[total - 2]);
}

/** The state after one damage code, given the Recoverin' passes (read only for an I'm Hit!). */
export function nextState(state: number, code: number, recovery: number): number {
  if (code < 0 || state === STATE.od) return state;
  const effect = EFFECTS[code >> 3];
  if (effect === 'od') return STATE.od;
  if (state === STATE.oof) return state;
  if (effect === 'oof') return STATE.oof;
  if (recovery === 2) return state; // just a scratch
  if (recovery === 0) return STATE.oof;
  const location = LOCATIONS[code & 7];
  if (PASS1_WOUND[location] === 'oof') return STATE.oof;
  if (state === STATE.chestWounded) return STATE.oof; // any later wound after a chest wound [L1559]
  return location === 'chest' ? STATE.chestWounded : STATE.wounded;
}

/** Whether a code needs a Recoverin' roll. */
export const needsRecovery = (code: number) => code >= 0 && code >> 3 === 0;

/** Recoverin' dice: 3 (best 2) against a bow; six-gun-sound.md §6.5 [L1548]. */
export const recoveryDice = (bow: boolean) => (bow ? RECOVERIN_DICE.bow : RECOVERIN_DICE.base);

/**
 * The exact 5 × 5 transition matrix (row-major, from → to) of one damage roll drawn uniformly
 * from `codes`, with Recoverin' against `toughness`.
 */
export function transition(
  codes: ArrayLike<number>,
  toughness: number,
  bow: boolean,
): Float64Array {
  const rec = passCounts(recoveryDice(bow), toughness, 2);
  const t = new Float64Array(STATES * STATES);
  const w = 1 / codes.length;
  for (let s = 0; s < STATES; s++) {
    for (let i = 0; i < codes.length; i++) {
      const code = codes[i];
      if (!needsRecovery(code)) t[s * STATES + nextState(s, code, 2)] += w;
      else for (let r = 0; r <= 2; r++) t[s * STATES + nextState(s, code, r)] += w * rec[r];
    }
  }
  return t;
}

/** v × T for a state vector v (of STATES, ARM_STATES, or any size n with T n × n). */
export function applyTransition(v: Float64Array, t: Float64Array): Float64Array {
  const n = v.length;
  const out = new Float64Array(n);
  for (let s = 0; s < n; s++) {
    if (v[s] === 0) continue;
    for (let s2 = 0; s2 < n; s2++) out[s2] += v[s] * t[s * n + s2];
  }
  return out;
}

/**
 * Pass 1 wounds to each arm (§6.5 [L1557–1558]), and hits on a Siouxside rider's horse
 * (§5.3.8), counted as damage rolls deal them.
 */
export interface ArmWounds {
  gunArm: number;
  offArm: number;
  horse: number;
}

const GUN_ARM = LOCATIONS.indexOf('gun-arm'),
  OFF_ARM = LOCATIONS.indexOf('off-arm');

/**
 * Whether a damage code read with these Recoverin' passes, taking the target to `next`, is a
 * wound to the gun arm (1), to the off arm (2), or neither (0): a Pass 1 at an arm location
 * that leaves him standing.
 */
function armWound(code: number, recovery: number, next: number): number {
  if (recovery !== 1 || next >= STATE.oof || !needsRecovery(code)) return 0;
  const location = code & 7;
  return location === GUN_ARM ? 1 : location === OFF_ARM ? 2 : 0;
}

/**
 * One damage roll drawn from `codes` and its Recoverin', in simulation; a wound it deals to an
 * arm, or a hit on a Siouxside rider's horse, is counted in `arms` (from the same dice: the
 * location is the code's).
 */
export function rollDamage(
  rng: Rng,
  state: number,
  codes: Int8Array,
  toughness: number,
  recDice: number,
  arms?: ArmWounds,
): number {
  const code = codes.length === 1 ? codes[0] : codes[rng.below(codes.length)];
  const recovery =
    needsRecovery(code) && state < STATE.oof ? rollPasses(rng, recDice, toughness, 2) : 2;
  const next = nextState(state, code, recovery);
  if (arms) {
    if (code === HORSE_HIT) arms.horse++;
    const arm = armWound(code, recovery, next);
    if (arm === 1) arms.gunArm++;
    else if (arm === 2) arms.offArm++;
  }
  return next;
}

/** Wounds an arm can have that matter: none, one (−1 Rep), a later one (unusable), §6.5. */
export const ARM_LEVELS = 3;
/** Damage states crossed with the wounds a run of damage rolls dealt each arm. */
export const ARM_STATES = STATES * ARM_LEVELS * ARM_LEVELS;
/** Index of (state, gun-arm wounds, off-arm wounds) in ARM_STATES, the wounds capped at 2. */
export const armIndex = (state: number, gun: number, off: number) =>
  (state * ARM_LEVELS + Math.min(2, gun)) * ARM_LEVELS + Math.min(2, off);

/**
 * transition() over ARM_STATES: one damage roll drawn uniformly from `codes`, moving the
 * state as transition() does and counting a Pass 1 at an arm on that arm, as rollDamage does.
 */
export function armTransition(
  codes: ArrayLike<number>,
  toughness: number,
  bow: boolean,
): Float64Array {
  const rec = passCounts(recoveryDice(bow), toughness, 2);
  const t = new Float64Array(ARM_STATES * ARM_STATES);
  const w = 1 / codes.length;
  for (let s = 0; s < STATES; s++)
    for (let g = 0; g < ARM_LEVELS; g++)
      for (let o = 0; o < ARM_LEVELS; o++) {
        const from = armIndex(s, g, o) * ARM_STATES;
        for (let i = 0; i < codes.length; i++) {
          const code = codes[i];
          const rolls = needsRecovery(code) && s < STATE.oof;
          for (let r = rolls ? 0 : 2; r <= 2; r++) {
            const next = nextState(s, code, r);
            const arm = armWound(code, r, next);
            t[from + armIndex(next, g + (arm === 1 ? 1 : 0), o + (arm === 2 ? 1 : 0))] += rolls
              ? w * rec[r]
              : w;
          }
        }
      }
  return t;
}
