import type { Rng } from '../../dice/rng.ts';
import { booleanField, enumField, numberField } from '../fields.ts';
import {
  campaignProcedure,
  D6,
  d6,
  passTest,
  scored,
  type CampaignTable,
  TWO_D6,
  type Ready,
} from './campaign/table.ts';
import { locationQuality } from './mount-tables.ts';
import type { SixgunOptions } from './options.ts';
import { passCounts, rollPasses } from './pass-dice.ts';
import { sandField } from './sand-field.ts';
import { hitching, wreckAnimal, wreckTeam } from './vehicle-team.ts';

/**
 * Wagons, stagecoaches and buckboards, six-gun-sound.md §10.9 [L2450–2858]: the team's
 * Quality, Vehicle Fast Moving (and the wreck when turning), Rough Going after the Driver
 * Challenge, Losing Control, Passenger Thrown, Trample (B-20) and a vehicle whose driver is
 * down (C-30). Each test is exact.
 */

/** Team Quality modifiers by owner and Prosperity 1..6 [L2481–2531]. */
const TEAM_MODIFIER = {
  greenhorn: [-2, -2, -1, 0, 1, 2],
  homesteader: [-1, -1, 0, 1, 2, 2],
  stagecoach: [-1, 0, 0, 1, 2, 2],
} as const;
/** Team Quality by 1d6 + modifier: ≤1 Nags (3), 2–5 Pretty Fair (4), ≥6 Good (5) [L2524–2531]. */
const TEAM = ['nags', 'pretty-fair', 'good'] as const;
export const TEAM_QUALITY = [3, 4, 5];
/** A team of more than 4 has a leader at +1 Quality, at most 5 [L2475–2477]. */
const MAX_QUALITY = 5;
/** Thrown from a vehicle moving more than this: −1 Toughness [L2699]. */
export const THROWN_FAST = 18;
/** Wreck on a double 5 or a double 6 while turning 45° or more moving fast (C-29). */
const WRECK_FACE = 5;

const params = {
  quality: numberField({
    default: 4,
    min: 1,
    max: 6,
    integer: true,
    description: "The team's Quality (its leader's).",
  }),
  driver: numberField({
    default: 4,
    min: 1,
    max: 6,
    integer: true,
    description: "The driver's Driver Rating (a Pass 1 calls for a Driver test).",
  }),
  sand: sandField('Sand of the driver (Driver Challenge) or of the man being run down (Trample).'),
  toughness: numberField({
    default: 4,
    min: 0,
    max: 7,
    integer: true,
    description: "A thrown passenger's Toughness.",
  }),
  fast: booleanField({
    default: false,
    description: 'The vehicle is moving fast (Trample; Passenger Thrown above 18").',
  }),
  turning: booleanField({
    default: false,
    description: 'It turns 45° or more while moving fast: a double 5 or 6 wrecks it (C-29).',
  }),
  crackTeamster: booleanField({
    default: false,
    description: 'A Crack Teamster: +1d6 on Losing Control, best two.',
  }),
  owner: enumField(['greenhorn', 'homesteader', 'stagecoach'], {
    default: 'stagecoach',
    description:
      "Whose team (Team Quality): a Greenhorn's or Townsfolk's, a Homesteader's or Prospector's, or a stage line's.",
    noun: 'owner',
  }),
  prosperity: numberField({
    default: 3,
    min: 1,
    max: 6,
    integer: true,
    description: "The owner's Prosperity (Team Quality).",
  }),
  animals: numberField({
    default: 4,
    min: 1,
    max: 8,
    integer: true,
    description: 'Animals in the team: more than 4 gives a leader at +1 Quality.',
  }),
  oneDie: booleanField({
    default: false,
    description:
      'They Shot One of the Team: the hit was from a buffalo gun, or a shotgun or scattergun within 6"/3": one die only.',
  }),
  move: enumField(['6', '10'], {
    default: '6',
    description: "The vehicle's normal move in inches (Driver down: it halts on 2d6 ≤ it).",
    noun: 'move',
  }),
  hitchers: numberField({
    default: 1,
    min: 1,
    max: 8,
    integer: true,
    description:
      'Figures hitching (or cutting out) the team together, one animal each per activation.',
  }),
  leaderRep: numberField({
    default: 4,
    min: 1,
    max: 6,
    integer: true,
    description:
      "Rep of the hitchers' group leader: the group acts in a Game Turn when its activation die is at most it and the other side's die differs (5 × Rep / 36).",
  }),
  unhitch: booleanField({
    default: false,
    description:
      'Unhitching, or cutting animals out of the traces: no activation for the driver to climb aboard.',
  }),
} as const;

/** What the vehicle tests read; the band encounter fills it in for its vehicle. */
export type VehicleParams = {
  table: string;
  quality: number;
  driver: number;
  sand: number;
  toughness: number;
  fast: boolean;
  turning: boolean;
  crackTeamster: boolean;
  owner: keyof typeof TEAM_MODIFIER;
  prosperity: number;
  animals: number;
  move: '6' | '10';
  oneDie: boolean;
  hitchers: number;
  leaderRep: number;
  unhitch: boolean;
};
type P = VehicleParams;

/** The Driver test: Pass 2, or Pass 1 with DR ≥ Quality, counts as the team's Pass 2 (§10.2 as for Horsemanship). */
const driverKeeps = (p: P, k: number) => k === 2 || (k === 1 && p.driver >= p.quality);
const pDriverKeeps = (p: P) => {
  const h = passCounts(2, p.driver);
  return h[2] + (p.driver >= p.quality ? h[1] : 0);
};

/** Losing Control: Pass 2 keeps control (normal move), Pass 1 a Driver test, Pass 0 a wreck. */
const LOSING = ['control-kept', 'wreck'] as const;
function losingControl(p: P) {
  const dice = p.crackTeamster ? 3 : 2;
  return {
    roll(rng: Rng) {
      const k = rollPasses(rng, dice, p.driver);
      if (k === 2) return 0;
      if (k === 0) return 1;
      return driverKeeps(p, rollPasses(rng, 2, p.driver)) ? 0 : 1;
    },
    pKept() {
      const r = passCounts(dice, p.driver);
      return r[2] + r[1] * pDriverKeeps(p);
    },
  };
}

/** Two dice of the test, both 5s or both 6s: the wreck of a sharp turn at speed. */
const wrecks = (a: number, b: number) => a === b && a >= WRECK_FACE;

/** Team Quality: 1d6 + the owner's modifier; the value is the Quality the team tests. */
export function teamQuality(p: P): Ready {
  const mod = TEAM_MODIFIER[p.owner][p.prosperity - 1];
  const lead = p.animals > 4 ? 1 : 0;
  return scored(
    TEAM,
    D6,
    d6,
    (s) => (s + mod <= 1 ? 0 : s + mod <= 5 ? 1 : 2),
    `1d6 ${mod >= 0 ? '+' : '−'} ${Math.abs(mod)}${lead ? '; a leader at +1 Quality' : ''}`,
    TEAM_QUALITY.map((q) => Math.min(MAX_QUALITY, q + lead)),
  );
}

/** Vehicle Fast Moving: 0 a double move, 1 one and a half, 2 a wreck (turning, C-29). */
export const FAST_DOUBLE = 0,
  FAST_WRECK = 2;
export function fastMoving(p: P): Ready {
  const outcomes = ['double-move', 'one-and-a-half', 'wreck'];
  return {
    outcomes,
    explain: `2d6 against Quality ${p.quality}; Pass 1 a Driver test against ${p.driver}${p.turning ? '; turning: a double 5 or 6 wrecks' : ''}`,
    roll(rng) {
      const a = d6(rng),
        b = d6(rng);
      if (p.turning && wrecks(a, b)) return 2;
      const k = (a <= p.quality ? 1 : 0) + (b <= p.quality ? 1 : 0);
      if (k !== 1) return k === 2 ? 0 : 1;
      const c = d6(rng),
        e = d6(rng);
      if (p.turning && wrecks(c, e)) return 2;
      return driverKeeps(p, (c <= p.driver ? 1 : 0) + (e <= p.driver ? 1 : 0)) ? 0 : 1;
    },
    exact() {
      /** P(double move, 1.5×, wreck) from one pair of dice against `target`, read by `read`. */
      const pair = (target: number, read: (k: number) => Float64Array) => {
        const out = new Float64Array(3);
        for (let a = 1; a <= 6; a++)
          for (let b = 1; b <= 6; b++) {
            const r =
              p.turning && wrecks(a, b)
                ? Float64Array.of(0, 0, 1)
                : read((a <= target ? 1 : 0) + (b <= target ? 1 : 0));
            for (let i = 0; i < 3; i++) out[i] += r[i] / 36;
          }
        return out;
      };
      const driverTest = pair(p.driver, (j) =>
        driverKeeps(p, j) ? Float64Array.of(1, 0, 0) : Float64Array.of(0, 1, 0),
      );
      return pair(p.quality, (k) =>
        k === 2 ? Float64Array.of(1, 0, 0) : k === 0 ? Float64Array.of(0, 1, 0) : driverTest,
      );
    },
  };
}

/** Losing Control as a table: 0 control kept (no more than a normal move), 1 a wreck. */
export const CONTROL_KEPT = 0;
export function losingControlTable(p: P): Ready {
  const lc = losingControl(p);
  return {
    outcomes: LOSING,
    explain: `2d6${p.crackTeamster ? ' + 1d6, best 2,' : ''} against Driver ${p.driver}`,
    roll: (rng) => lc.roll(rng),
    exact: () => Float64Array.of(lc.pKept(), 1 - lc.pKept()),
  };
}

/** Passenger Thrown: 0 damage as from a pistol, 1 from a buffalo gun, 2 a buffalo gun and at least OOF. */
export const THROWN_PISTOL = 0,
  THROWN_OOF = 2;
export function passengerThrown(p: P): Ready {
  const t = p.toughness - (p.fast ? 1 : 0);
  return passTest(
    ['pistol-damage', 'buffalo-gun-damage', 'buffalo-gun-and-oof'],
    2,
    t,
    [2, 1, 0],
    `2d6 against Toughness ${t}${p.fast ? ` (moving more than ${THROWN_FAST}")` : ''}`,
  );
}

/** Trample (B-20, C-27): the man run down dodges, or takes a hit read by TRAMPLE_HIT. */
export const TRAMPLE = [
  'dodges',
  'hit-obscuring-buffalo-gun',
  'hit-open-buffalo-gun',
  'hit-obscuring-pistol',
] as const;
/** Each Trample result's Shootin' Damage: the weapon's row and whether it reads obscuring cover. */
export const TRAMPLE_HIT = [
  null,
  { row: 'buffalo-gun', obscuring: true },
  { row: 'buffalo-gun', obscuring: false },
  { row: 'pistol', obscuring: true },
] as const;
export function trample(p: P): Ready {
  return passTest(
    TRAMPLE,
    2,
    p.sand,
    p.fast ? [2, 1, 0] : [3, 0, 0],
    `2d6 against Sand ${p.sand}, the vehicle moving ${p.fast ? 'fast' : 'normally'}`,
  );
}

/** A driverless vehicle: 0 it halts, 1 it rolls on (C-30, vehicle.driverlessHalt). */
export const HALTS = 0;
export function driverDown(p: P, o: SixgunOptions): Ready {
  const die = o['vehicle.driverlessHalt'] === 'activation-die';
  return scored(
    ['halts', 'rolls-on'],
    die ? D6 : TWO_D6,
    die ? d6 : (rng) => d6(rng) + d6(rng),
    (s) => (s <= Number(p.move) ? 0 : 1),
    die ? `the side's activation die ≤ ${p.move}` : `2d6 ≤ ${p.move}`,
  );
}

/**
 * They Shot One of the Horses / Team (§10.9 [L2755–2849]) with §10.7's location roll: 1d6
 * for where, then 2d6 against the team's Quality (Head −1, Chest +1 at most 5, Legs −1), one
 * die only from a buffalo gun or a shotgun close in. Spooked: Losing Control. Mortal wounds and
 * deaths: Stop (a wreck at speed, else 6" and stopped). Goes down, crippled or a broken leg:
 * Losing Control, and the team at ½ speed for the rest of the game. A stumble: Losing Control,
 * then 1d6 against Quality − 1, crippled on a fail.
 */
export const TEAM_HIT = ['grazed', 'spooked', 'half-speed', 'stop'] as const;
export const SPOOKED = 1,
  HALF_SPEED = 2,
  STOP = 3;
const [G, S, H, X] = [0, SPOOKED, HALF_SPEED, STOP];
/** By location (Head, Neck, Chest, Abdomen, Shoulder/Thigh, Legs): the results of Pass 0, 1, 2 (−1: the legs' stumble). */
const HIT_BY_PASSES = [
  [X, X, S],
  [X, S, G],
  [X, S, G],
  [X, S, G],
  [H, S, G],
  [H, -1, G],
];
export function teamHit(p: P): Ready {
  const dice = p.oneDie ? 1 : 2;
  return {
    outcomes: TEAM_HIT,
    explain: `1d6 for the location, then ${dice}d6 against Quality ${p.quality} adjusted by it`,
    roll(rng) {
      const loc = d6(rng) - 1;
      const r = HIT_BY_PASSES[loc][rollPasses(rng, dice, locationQuality(p.quality, loc))];
      if (r >= 0) return r;
      return d6(rng) <= p.quality - 1 ? SPOOKED : HALF_SPEED;
    },
    exact() {
      const out = new Float64Array(TEAM_HIT.length);
      const stumbleOk = Math.max(0, Math.min(6, p.quality - 1)) / 6;
      for (let loc = 0; loc < 6; loc++) {
        const k = passCounts(dice, locationQuality(p.quality, loc));
        for (let j = 0; j <= 2; j++) {
          const r = HIT_BY_PASSES[loc][j];
          const w = k[j] / 6;
          if (r >= 0) out[r] += w;
          else {
            out[SPOOKED] += w * stumbleOk;
            out[HALF_SPEED] += w * (1 - stumbleOk);
          }
        }
      }
      return out;
    },
  };
}

/**
 * Rough going or fording (§10.9 [L2628–2693]): the Driver Challenge against Sand (only a Pass 2
 * tries it, C-26), then Rough Going against Quality (Pass 2 crosses, Pass 1 a Driver test) or,
 * failing that, Losing Control: 0 veers off or stops, 1 crosses, 2 control kept (no more than
 * a normal move), 3 a wreck.
 */
export const VEERS_OFF = 0,
  CROSSES = 1,
  ROUGH_WRECK = 3;
export function roughGoing(p: P): Ready {
  const outcomes = ['veers-off', 'crosses', 'control-kept', 'wreck'];
  const lc = losingControl(p);
  return {
    outcomes,
    explain: `Driver Challenge 2d6 against Sand ${p.sand} (only Pass 2 goes on); Rough Going 2d6 against Quality ${p.quality}; Losing Control against Driver ${p.driver}${p.crackTeamster ? ' (3d6, best 2)' : ''}`,
    roll(rng) {
      if (rollPasses(rng, 2, p.sand) < 2) return 0;
      const k = rollPasses(rng, 2, p.quality);
      const ok = k === 2 || (k === 1 && driverKeeps(p, rollPasses(rng, 2, p.driver)));
      if (ok) return 1;
      return lc.roll(rng) === 0 ? 2 : 3;
    },
    exact() {
      const attempt = passCounts(2, p.sand)[2];
      const r = passCounts(2, p.quality);
      const cross = r[2] + r[1] * pDriverKeeps(p);
      const kept = lc.pKept();
      return Float64Array.of(
        1 - attempt,
        attempt * cross,
        attempt * (1 - cross) * kept,
        attempt * (1 - cross) * (1 - kept),
      );
    },
  };
}

const tables: CampaignTable<P>[] = [
  {
    id: 'team-quality',
    title: "Team Quality (1d6 + the owner's modifier; the result is the Quality the team tests)",
    source: 'six-gun-sound.md §10.9 [L2450–2858]',
    ready: teamQuality,
  },
  {
    id: 'fast-moving',
    title: 'Vehicle Fast Moving (2d6 against team Quality; Pass 1 a Driver test)',
    source: 'six-gun-sound.md §10.9 [L2450–2858], C-29',
    ready: fastMoving,
  },
  {
    id: 'rough-going',
    title: 'Rough going or fording: Driver Challenge (QRS, C-26), Rough Going, Losing Control',
    source: 'six-gun-sound.md §10.9 [L2450–2858], C-25, C-26',
    ready: roughGoing,
  },
  {
    id: 'losing-control',
    title: 'Losing Control (2d6 against Driver Rating; Pass 1 a Driver test)',
    source: 'six-gun-sound.md §10.9 [L2671–2693]',
    ready: losingControlTable,
  },
  {
    id: 'passenger-thrown',
    title: 'Passenger Thrown (2d6 against Toughness, −1 above 18")',
    source: 'six-gun-sound.md §10.9 [L2695–2715]',
    ready: passengerThrown,
  },
  {
    id: 'trample',
    title: 'Trample: the man being run down rolls 2d6 against Sand',
    source: 'six-gun-sound.md §10.9 [L2717–2737], C-27, B-20',
    ready: trample,
  },
  {
    id: 'driver-down',
    title: 'Driver disabled: the vehicle halts this activation (2d6 ≤ its normal move, C-30)',
    source: 'six-gun-sound.md §10.9 [L2851–2858], C-30',
    ready: driverDown,
  },
  {
    id: 'team-hit',
    title: 'They Shot One of the Horses / Team (1d6 location, then 2d6 against Quality)',
    source: 'six-gun-sound.md §10.9 [L2755–2849], §10.7',
    ready: teamHit,
  },
  {
    id: 'wreck-animal',
    title:
      'One animal of a wrecked team (1d6: 1–4 breaks free; 5–6 a buffalo-gun hit on They Shot One of the Horses)',
    source: 'six-gun-sound.md §10.9 [L2450–2858]',
    ready: wreckAnimal,
  },
  {
    id: 'wreck-team',
    title:
      'A wrecked team: how many of its animals are left fit to pull (not bolted, crippled or dying)',
    source: 'six-gun-sound.md §10.9 [L2450–2858]',
    ready: wreckTeam,
  },
  {
    id: 'hitch',
    title: 'Hitching, unhitching or cutting out the team: the Game Turn it is done',
    source: 'six-gun-sound.md §10.9 [L2450–2858], §4.2',
    ready: hitching,
  },
];

export const vehicle = campaignProcedure({
  id: 'vehicle',
  title: 'Wagons, stagecoaches and buckboards',
  description:
    "The vehicle tests of six-gun-sound.md §10.9: Team Quality, Vehicle Fast Moving with the Driver test and the wreck of a sharp turn (C-29), rough going (the Driver Challenge as the QRS has it, C-26; Rough Going 2× move, C-25; Losing Control, a Crack Teamster's extra die), Passenger Thrown, Trample (B-20, the main text's weapons, C-27), a runaway vehicle whose driver is down (C-30), They Shot One of the Team (§10.7's location roll), what becomes of each animal of a wrecked team and how many are left to pull, and the Game Turn by which a team is hitched (one activation an animal, shared among the hitchers, and one for the driver to climb aboard), unhitched or cut out. Exact.",
  params,
  tables,
});
