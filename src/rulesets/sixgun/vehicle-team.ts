import type { Rng } from '../../dice/rng.ts';
import { counts, d6, type Ready } from './campaign/table.ts';
import { acts, actsChance, MAX_TURNS, TURN_OUTCOMES } from './turn-tables.ts';
import { locationQuality } from './mount-tables.ts';
import { passCounts, rollPasses } from './pass-dice.ts';

/**
 * The team of a wagon, stage or buckboard apart from its driving (six-gun-sound.md §10.9):
 * what becomes of each animal when the vehicle wrecks, and how long hitching, unhitching or
 * cutting animals out of the traces takes.
 */

/** What the team's tests read from a vehicle's params. */
export type TeamParams = {
  quality: number;
  animals: number;
  hitchers: number;
  leaderRep: number;
  unhitch: boolean;
};

/** A wrecked team's animal: 1–4 on 1d6 it breaks free and bolts [L2604]. */
const BREAKS_FREE = 4;
/** The fates of one animal of a wrecked team. */
export const WRECK_ANIMAL = [
  'breaks-free',
  'grazed',
  'spooked',
  'down-half-speed',
  'crippled',
  'mortal-wound',
  'dead',
] as const;
const GRAZED = 1,
  SPOOKED = 2,
  DOWN = 3,
  CRIPPLED = 4,
  MORTAL = 5,
  DEAD = 6;
/** Still fit to pull after the wreck: grazed, spooked (or a stumble passed), or down at ½ speed. */
export const WRECK_FIT = [false, true, true, true, false, false, false];
/**
 * They Shot One of the Horses by location (Head, Neck, Chest, Abdomen, Shoulder/Thigh, Legs)
 * [L2755–2849]: the fate on Pass 0, 1, 2; −1 is the legs' stumble (1d6 against Quality − 1:
 * pass, no further harm; fail, crippled).
 */
const FATE_BY_PASSES = [
  [DEAD, MORTAL, SPOOKED],
  [MORTAL, SPOOKED, GRAZED],
  [DEAD, SPOOKED, GRAZED],
  [MORTAL, SPOOKED, GRAZED],
  [DOWN, SPOOKED, GRAZED],
  [CRIPPLED, -1, GRAZED],
];
/** A buffalo-gun hit on an animal rolls one die only (§10.7). */
const BUFFALO_DICE = 1;

/** One animal of a wrecked team: an index into WRECK_ANIMAL. */
function rollAnimal(q: number, rng: Rng): number {
  if (d6(rng) <= BREAKS_FREE) return 0;
  const loc = d6(rng) - 1;
  const fate = FATE_BY_PASSES[loc][rollPasses(rng, BUFFALO_DICE, locationQuality(q, loc))];
  if (fate >= 0) return fate;
  return d6(rng) <= q - 1 ? SPOOKED : CRIPPLED;
}

function animalOdds(q: number): Float64Array {
  const out = new Float64Array(WRECK_ANIMAL.length);
  out[0] = BREAKS_FREE / 6;
  const hit = 1 - out[0];
  const stumbleOk = Math.max(0, Math.min(6, q - 1)) / 6;
  for (let loc = 0; loc < 6; loc++) {
    const k = passCounts(BUFFALO_DICE, locationQuality(q, loc));
    for (let j = 0; j <= 2; j++) {
      const w = (hit * k[j]) / 6;
      const fate = FATE_BY_PASSES[loc][j];
      if (fate >= 0) out[fate] += w;
      else {
        out[SPOOKED] += w * stumbleOk;
        out[CRIPPLED] += w * (1 - stumbleOk);
      }
    }
  }
  return out;
}

/**
 * One animal of a wrecked team (§10.9 [L2604, L2689]): 1d6, 1–4 it breaks free and bolts;
 * 5–6 They Shot One of the Horses as a buffalo-gun hit (the location's 1d6, then one die
 * against the team's Quality adjusted by it).
 */
export function wreckAnimal(p: TeamParams): Ready {
  return {
    outcomes: WRECK_ANIMAL,
    explain: `1d6: 1–4 breaks free; 5–6 a buffalo-gun hit: 1d6 for the location, then 1d6 against Quality ${p.quality} adjusted by it`,
    roll: (rng) => rollAnimal(p.quality, rng),
    exact: () => animalOdds(p.quality),
  };
}

/** The whole wrecked team: how many of its animals are still there and fit to pull. */
export function wreckTeam(p: TeamParams): Ready {
  const n = p.animals;
  const a = animalOdds(p.quality);
  let fit = 0;
  for (let k = 0; k < a.length; k++) if (WRECK_FIT[k]) fit += a[k];
  const { outcomes, values } = counts(0, n);
  return {
    outcomes,
    values,
    explain: `each of ${n} animal(s) as wreck-animal; fit to pull: grazed, spooked or down (${fit.toFixed(4)} each)`,
    roll(rng) {
      let k = 0;
      for (let i = 0; i < n; i++) if (WRECK_FIT[rollAnimal(p.quality, rng)]) k++;
      return k;
    },
    exact() {
      // Binomial(n, fit).
      const out = new Float64Array(n + 1);
      out[0] = 1;
      for (let i = 0; i < n; i++)
        for (let k = i + 1; k >= 0; k--)
          out[k] = out[k] * (1 - fit) + (k > 0 ? out[k - 1] * fit : 0);
      return out;
    },
  };
}

/** Activations the group needs: one animal per hitcher per activation, then the driver climbs aboard [L2578–2580]. */
const hitchActivations = (p: TeamParams) => Math.ceil(p.animals / p.hitchers) + (p.unhitch ? 0 : 1);

/**
 * Hitching or unhitching (§10.9 [L2578–2580]): one activation per animal (shared among the
 * hitchers, one animal each), plus one for the driver to climb aboard once the team is in the
 * traces; cutting animals out is the same, one animal per man a turn. The table gives the Game
 * Turn in which the work is done: each turn the group acts when its activation die is at most
 * its leader's Rep and is not matched by the other side's die (doubles stop everyone).
 */
export function hitching(p: TeamParams): Ready {
  const need = hitchActivations(p);
  const q = actsChance(p.leaderRep);
  const outcomes = [...TURN_OUTCOMES];
  return {
    outcomes,
    explain: `${need} activation(s); the group acts in a turn with chance ${Math.min(6, p.leaderRep) * 5}/36`,
    roll(rng) {
      let done = 0;
      for (let turn = 1; turn <= MAX_TURNS; turn++) {
        if (acts(rng, p.leaderRep) && ++done === need) return turn - 1;
      }
      return MAX_TURNS;
    },
    exact() {
      // Negative binomial: the need-th activation falls in turn t.
      const out = new Float64Array(outcomes.length);
      let had = new Float64Array(need); // P(k activations so far), k < need
      had[0] = 1;
      for (let turn = 1; turn <= MAX_TURNS; turn++) {
        const next = new Float64Array(need);
        for (let k = 0; k < need; k++) {
          next[k] += had[k] * (1 - q);
          if (k + 1 < need) next[k + 1] += had[k] * q;
          else out[turn - 1] += had[k] * q;
        }
        had = next;
      }
      for (let k = 0; k < need; k++) out[MAX_TURNS] += had[k];
      return out;
    },
  };
}
