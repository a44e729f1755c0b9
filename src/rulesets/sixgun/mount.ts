import type { Rng } from '../../dice/rng.ts';
import { booleanField, enumField, numberField } from '../fields.ts';
import { DAMAGE_LOCATION } from './data.ts';
import {
  campaignProcedure,
  D6,
  d6,
  passTest,
  scored,
  TWO_D6,
  type CampaignTable,
  type Ready,
} from './campaign/table.ts';
import {
  locationQuality,
  HORSE_LOCATIONS,
  HORSE_RESULT,
  HORSE_RESULT_BY_PASSES,
  HORSE_RESULTS,
  LEGS,
  MOUNT_MOVE,
  MOUNT_OWNERS,
  type MountOwner,
  ponyIndexOf,
  QUALITY_MODIFIER,
  QUALITY_NAMES,
  QUALITY_VALUES,
  qualityIndexOf,
  RIDER_AFTER,
  RIDER_ENDS,
  RIDER_THROWN_BY_PASSES,
  RIDING_DOUBLE,
  STAY_MOUNTED_BY_PASSES,
  THROWN_FAST,
} from './mount-tables.ts';
import { passCounts, rollPasses } from './pass-dice.ts';
import { sandField } from './sand-field.ts';

/**
 * Horses and mules in a fight, six-gun-sound.md §10.1–10.8 [L2013–2439] and Riding
 * "Siouxside" (§5.3.8 [L8897–8911]): Mount Quality, the Horsemanship test, mounting and
 * dismounting under fire (and the drag of a bolting mount), Mounted Moving Fast, rough going
 * or jumping, Stay Mounted, Rider Thrown, They Shot My Horse!, a loose or tied mount's
 * Skittish test and where a hit on a Siouxside rider lands. Each test is exact.
 */

const params = {
  quality: numberField({
    default: 4,
    min: 3,
    max: 5,
    integer: true,
    description: "The mount's Quality: Nag 3, Pretty Fair 4, Good 5.",
  }),
  horsemanship: numberField({
    default: 4,
    min: 1,
    max: 5,
    integer: true,
    description:
      "The rider's Horsemanship Rating: his Rep, at most 5 for Rangers, Cowboys, Outlaws, Gunfighters and Marshals, 3 for Townsfolk and Homesteaders, 4 for the rest (C-75).",
  }),
  sand: sandField("The rider's Sand (the Mounted Challenge before rough going or a jump)."),
  toughness: numberField({
    default: 4,
    min: 0,
    max: 7,
    integer: true,
    description: "The rider's Toughness (Rider Thrown).",
  }),
  double: booleanField({
    default: false,
    description: 'Riding double: −1 to every Quality test of the mount (C-88).',
  }),
  fast: booleanField({
    default: false,
    description:
      'The mount has moved more than 18" this activation when the rider is thrown: −1 Toughness (C-86).',
  }),
  animal: enumField(['horse', 'mule'], {
    default: 'horse',
    description: 'A horse (12" a move) or a mule (8").',
    noun: 'animal',
  }),
  owner: enumField(MOUNT_OWNERS, {
    default: 'horseman',
    description:
      'Mount Quality: whose mount — townsfolk (Greenhorns, Homesteaders, Lawmen, Prospectors, Rangers, Townsfolk), horseman (Cowboys, Gunfighters, Outlaws), other, a tethered horse picked up in a hurry, or an Indian pony from Talk the Talk.',
    noun: 'owner',
  }),
  prosperity: numberField({
    default: 4,
    min: 1,
    max: 6,
    integer: true,
    description: "Mount Quality: the owner's Prosperity, usually his Rep (C-76).",
  }),
  goodJudge: booleanField({
    default: false,
    description: 'Mount Quality: a Good Judge of Horseflesh rolls a tethered horse at +1.',
  }),
  veers: booleanField({
    default: false,
    description:
      'Mounted Challenge: on a Pass 1 the rider veers off or stops, rather than re-roll at once (where a new Pass 1 counts as Pass 0).',
  }),
  heavy: booleanField({
    default: false,
    description:
      'They Shot My Horse!: the weapon was a buffalo gun, or a shotgun or scattergun within 6"/3": 1d6 against Quality (no Pass 2).',
  }),
  tied: booleanField({
    default: false,
    description: 'Skittish: the mount is tied (else loose).',
  }),
} as const;

type P = {
  table: string;
  quality: number;
  horsemanship: number;
  sand: number;
  toughness: number;
  double: boolean;
  fast: boolean;
  animal: 'horse' | 'mule';
  owner: MountOwner;
  prosperity: number;
  goodJudge: boolean;
  veers: boolean;
  heavy: boolean;
  tied: boolean;
};

/** The Quality the mount's tests roll against (riding double: −1, C-88). */
const qualityOf = (p: P) => p.quality - (p.double ? RIDING_DOUBLE : 0);

/**
 * P(a Horsemanship test counts as the mount's Pass 2) (§10.2 [L2098–2117]): a Pass 2, or a
 * Pass 1 when HR ≥ the mount's Quality; anything else counts as its Pass 0.
 */
function pHorsemanship(p: P): number {
  const h = passCounts(2, p.horsemanship);
  return h[2] + (p.horsemanship >= qualityOf(p) ? h[1] : 0);
}
function rollHorsemanship(p: P, rng: Rng): boolean {
  const k = rollPasses(rng, 2, p.horsemanship);
  return k === 2 || (k === 1 && p.horsemanship >= qualityOf(p));
}

/**
 * A test of the mount (2d6 against Quality) whose Pass 1 calls for a Horsemanship test: the
 * chance and the roll of "counts as Pass 2".
 */
function mountTest(p: P) {
  const q = qualityOf(p);
  return {
    p(): number {
      const r = passCounts(2, q);
      return r[2] + r[1] * pHorsemanship(p);
    },
    roll(rng: Rng): boolean {
      const k = rollPasses(rng, 2, q);
      return k === 2 || (k === 1 && rollHorsemanship(p, rng));
    },
  };
}

/** A two-way result: `ok` when the mount's test (with its Horsemanship test) counts as Pass 2. */
function twoWay(p: P, outcomes: readonly [string, string], explain: string): Ready {
  const t = mountTest(p);
  return {
    outcomes,
    explain,
    roll: (rng) => (t.roll(rng) ? 0 : 1),
    exact: () => Float64Array.of(t.p(), 1 - t.p()),
  };
}

/** Stay Mounted (2d6 against HR) into RIDER_ENDS. */
const stayMounted = (p: P) => {
  const h = passCounts(2, p.horsemanship);
  const out = new Float64Array(RIDER_ENDS.length);
  for (let k = 0; k <= 2; k++) out[STAY_MOUNTED_BY_PASSES[k]] += h[k];
  return out;
};
/** Rider Thrown (2d6 against Toughness, −1 above 18") into RIDER_ENDS. */
const thrownToughness = (p: P) => p.toughness - (p.fast ? 1 : 0);
const riderThrown = (p: P) => {
  const t = passCounts(2, thrownToughness(p));
  const out = new Float64Array(RIDER_ENDS.length);
  for (let k = 0; k <= 2; k++) out[RIDER_THROWN_BY_PASSES[k]] += t[k];
  return out;
};
const rollStayMounted = (p: P, rng: Rng) =>
  STAY_MOUNTED_BY_PASSES[rollPasses(rng, 2, p.horsemanship)];
const rollRiderThrown = (p: P, rng: Rng) =>
  RIDER_THROWN_BY_PASSES[rollPasses(rng, 2, thrownToughness(p))];

const horseDice = (p: P) => (p.heavy ? 1 : 2);

/** They Shot My Horse!: P(each HORSE_RESULTS). */
function horseOdds(p: P): Float64Array {
  const out = new Float64Array(HORSE_RESULTS.length);
  const legsHold = Math.max(0, qualityOf(p) - 1) / 6;
  for (let loc = 0; loc < HORSE_LOCATIONS.length; loc++) {
    const r = passCounts(horseDice(p), locationQuality(qualityOf(p), loc));
    for (let k = 0; k <= 2; k++) {
      const res = HORSE_RESULT_BY_PASSES[loc][2 - k];
      const w = r[k] / 6;
      if (loc === LEGS && res === HORSE_RESULT.stumbles) {
        out[res] += w * legsHold;
        out[HORSE_RESULT.crippled] += w * (1 - legsHold);
      } else out[res] += w;
    }
  }
  return out;
}
function rollHorse(p: P, rng: Rng): number {
  const loc = d6(rng) - 1;
  const k = rollPasses(rng, horseDice(p), locationQuality(qualityOf(p), loc));
  const res = HORSE_RESULT_BY_PASSES[loc][2 - k];
  if (loc === LEGS && res === HORSE_RESULT.stumbles && d6(rng) > qualityOf(p) - 1)
    return HORSE_RESULT.crippled;
  return res;
}

/** The drag of a bolting mount: how many times the rider is dragged (1d6 against HR frees him). */
const DRAGS = ['1', '2', '3', '4', '5', '6-or-more'] as const;

/** Rough going: the Mounted Challenge's outcome, then Rough Going, then a Mishap's fall. */
const ROUGH = ['veers-off', 'clears', ...RIDER_ENDS] as const;
/** P(the Mounted Challenge lets him make the attempt): Pass 2, or Pass 2 on the re-roll of a Pass 1. */
function pAttempt(p: P): number {
  const c = passCounts(2, p.sand);
  return c[2] + (!p.veers ? c[1] * c[2] : 0);
}
function rollAttempt(p: P, rng: Rng): boolean {
  const k = rollPasses(rng, 2, p.sand);
  if (k === 1 && !p.veers) return rollPasses(rng, 2, p.sand) === 2;
  return k === 2;
}

const tables: CampaignTable<P>[] = [
  {
    id: 'quality',
    title: "Mount Quality (1d6 + the owner's modifier by Prosperity)",
    source: 'six-gun-sound.md §10.1 [L2013–2078], C-23, C-24',
    ready: (p) => {
      if (p.owner === 'indian-pony')
        return scored(
          QUALITY_NAMES,
          D6,
          d6,
          ponyIndexOf,
          '1d6: Nag on 1, Pretty Fair on 2–4, Good on 5–6',
          QUALITY_VALUES,
        );
      const mod =
        QUALITY_MODIFIER[p.owner][p.prosperity - 1] +
        (p.owner === 'tethered' && p.goodJudge ? 1 : 0);
      return scored(
        QUALITY_NAMES,
        D6,
        d6,
        (s) => qualityIndexOf(s + mod),
        `1d6 ${mod >= 0 ? '+' : '−'} ${Math.abs(mod)}: Nag on ≤1, Pretty Fair on 2–5, Good on ≥6`,
        QUALITY_VALUES,
      );
    },
  },
  {
    id: 'horsemanship',
    title: 'Horsemanship test (2d6 against HR): what the calling test counts as',
    source: 'six-gun-sound.md §10.2 [L2098–2117]',
    ready: (p) =>
      passTest(
        ['counts-pass-2', 'counts-pass-0'],
        2,
        p.horsemanship,
        [1, p.horsemanship >= qualityOf(p) ? 0 : 1, 0],
        `2d6 against HR ${p.horsemanship}; a Pass 1 counts as Pass 2 only when HR ≥ Quality ${qualityOf(p)}`,
      ),
  },
  {
    id: 'mount-up',
    title: 'Mounting Up Under Fire (2d6 against Quality; Pass 1 a Horsemanship test)',
    source: 'six-gun-sound.md §10.3 [L2119–2165]',
    ready: (p) =>
      twoWay(
        p,
        ['mounted', 'spins-round'],
        `2d6 against Quality ${qualityOf(p)}; Pass 1 a Horsemanship test against ${p.horsemanship}; a failure spins horse and rider round, to try again next activation`,
      ),
  },
  {
    id: 'dismount',
    title: 'Dismounting Under Fire (2d6 against Quality; Pass 1 a Horsemanship test)',
    source: 'six-gun-sound.md §10.3 [L2119–2165]',
    ready: (p) =>
      twoWay(
        p,
        ['dismounted', 'bolts'],
        `2d6 against Quality ${qualityOf(p)}; Pass 1 a Horsemanship test against ${p.horsemanship}; a failure bolts, dragging the rider`,
      ),
  },
  {
    id: 'dragged',
    title:
      'Dragged by a bolting mount: times dragged (each as an arrow hit) until 1d6 against HR frees him',
    source: 'six-gun-sound.md §10.3 [L2147–2165]',
    ready: (p): Ready => {
      const free = Math.min(6, p.horsemanship) / 6;
      return {
        outcomes: DRAGS,
        explain: `dragged once, then again each activation until 1d6 ≤ HR ${p.horsemanship}`,
        roll(rng) {
          let n = 0;
          while (n < DRAGS.length - 1 && d6(rng) > p.horsemanship) n++;
          return n;
        },
        exact() {
          const out = new Float64Array(DRAGS.length);
          for (let n = 0; n < DRAGS.length - 1; n++) out[n] = (1 - free) ** n * free;
          out[DRAGS.length - 1] = (1 - free) ** (DRAGS.length - 1);
          return out;
        },
      };
    },
  },
  {
    id: 'mounted-fast',
    title:
      'Mounted Moving Fast (2d6 against Quality; Pass 1 a Horsemanship test): the inches it may go',
    source: 'six-gun-sound.md §10.4 [L2167–2199]',
    ready: (p) => {
      const move = MOUNT_MOVE[p.animal];
      return {
        ...twoWay(
          p,
          ['double-move', 'one-and-a-half'],
          `2d6 against Quality ${qualityOf(p)}; Pass 1 a Horsemanship test against ${p.horsemanship}; a ${p.animal} moves ${move}"`,
        ),
        values: [2 * move, (3 * move) / 2],
      };
    },
  },
  {
    id: 'rough-going',
    title:
      "Rough going or a jump: the Mounted Challenge (Sand), Rough Going (Quality), a Mishap's Stay Mounted or Rider Thrown",
    source: 'six-gun-sound.md §10.4 [L2201–2242], §10.6',
    ready: (p): Ready => {
      const t = mountTest(p);
      const q = qualityOf(p);
      const holds = Math.min(6, Math.max(0, q)) / 6;
      return {
        outcomes: ROUGH,
        explain: `Mounted Challenge 2d6 against Sand ${p.sand}${!p.veers ? ' (a Pass 1 re-rolled once)' : ''}; Rough Going 2d6 against Quality ${q}; a Mishap 1d6 ≤ ${q} Stay Mounted (HR ${p.horsemanship}), else Rider Thrown (Toughness ${thrownToughness(p)})`,
        roll(rng) {
          if (!rollAttempt(p, rng)) return 0;
          if (t.roll(rng)) return 1;
          return 2 + (d6(rng) <= q ? rollStayMounted(p, rng) : rollRiderThrown(p, rng));
        },
        exact() {
          const a = pAttempt(p);
          const mishap = a * (1 - t.p());
          const sm = stayMounted(p),
            rt = riderThrown(p);
          const out = new Float64Array(ROUGH.length);
          out[0] = 1 - a;
          out[1] = a * t.p();
          for (let k = 0; k < RIDER_ENDS.length; k++)
            out[2 + k] = mishap * (holds * sm[k] + (1 - holds) * rt[k]);
          return out;
        },
      };
    },
  },
  {
    id: 'stay-mounted',
    title: 'Stay Mounted (2d6 against HR)',
    source: 'six-gun-sound.md §10.6 [L2244–2264]',
    ready: (p): Ready => ({
      outcomes: RIDER_ENDS,
      explain: `2d6 against HR ${p.horsemanship}: Pass 2 stays on, Pass 1 thrown (pistol), Pass 0 thrown (buffalo gun)`,
      roll: (rng) => rollStayMounted(p, rng),
      exact: () => stayMounted(p),
    }),
  },
  {
    id: 'rider-thrown',
    title: 'Rider Thrown (2d6 against Toughness, −1 above 18")',
    source: 'six-gun-sound.md §10.6 [L2266–2288], C-86',
    ready: (p): Ready => ({
      outcomes: RIDER_ENDS,
      explain: `2d6 against Toughness ${thrownToughness(p)}${p.fast ? ` (moving more than ${THROWN_FAST}")` : ''}: Pass 2 pistol damage, Pass 1 buffalo gun, Pass 0 buffalo gun and at least OOF`,
      roll: (rng) => rollRiderThrown(p, rng),
      exact: () => riderThrown(p),
    }),
  },
  {
    id: 'shot-my-horse',
    title: 'They Shot My Horse! (1d6 location, then 2d6 against Quality adjusted by it): the horse',
    source: 'six-gun-sound.md §10.7 [L2314–2410]',
    ready: (p): Ready => ({
      outcomes: HORSE_RESULTS,
      explain: `1d6 location; ${horseDice(p)}d6 against Quality ${qualityOf(p)} (head and legs −1, chest +1 at most 5); legs Pass 1: 1d6 against ${qualityOf(p) - 1} or crippled`,
      roll: (rng) => rollHorse(p, rng),
      exact: () => horseOdds(p),
    }),
  },
  {
    id: 'shot-my-horse-rider',
    title: 'They Shot My Horse!: the rider, through Stay Mounted (spooked) or Rider Thrown (C-62)',
    source: 'six-gun-sound.md §10.7 [L2314–2410], §10.6, C-62',
    ready: (p): Ready => ({
      outcomes: RIDER_ENDS,
      explain: `the horse's result; spooked: Stay Mounted against HR ${p.horsemanship}; thrown: Rider Thrown against Toughness ${thrownToughness(p)}`,
      roll(rng) {
        const after = RIDER_AFTER[HORSE_RESULTS[rollHorse(p, rng)]];
        if (after === 'none') return 0;
        return after === 'stay-mounted' ? rollStayMounted(p, rng) : rollRiderThrown(p, rng);
      },
      exact() {
        const h = horseOdds(p);
        const sm = stayMounted(p),
          rt = riderThrown(p);
        const out = new Float64Array(RIDER_ENDS.length);
        HORSE_RESULTS.forEach((r, i) => {
          const after = RIDER_AFTER[r];
          if (after === 'none') out[0] += h[i];
          else {
            const e = after === 'stay-mounted' ? sm : rt;
            for (let k = 0; k < out.length; k++) out[k] += h[i] * e[k];
          }
        });
        return out;
      },
    }),
  },
  {
    id: 'skittish',
    title:
      'Skittish (2d6 against Quality): a loose or tied mount when a firearm goes off within 6"',
    source: 'six-gun-sound.md §10.8 [L2412–2439], C-77',
    ready: (p) =>
      passTest(
        ['stays', 'moves-away', 'breaks-loose', 'runs-away'],
        2,
        qualityOf(p),
        p.tied ? [3, 2, 0] : [3, 3, 1],
        `2d6 against Quality ${qualityOf(p)}, ${p.tied ? 'tied: Pass 1 breaks loose and moves 1d6"' : 'loose: Pass 2 moves 1d6" away'}; Pass 0 runs away`,
      ),
  },
  {
    id: 'siouxside',
    title:
      'A hit on a rider riding "Siouxside": only head and arms hit him, the rest hit the horse',
    source: 'six-gun-sound.md §5.3.8 [L8897–8911], §6.4',
    ready: (p) =>
      scored(
        ['rider-head', 'rider-gun-arm', 'rider-off-arm', 'horse'],
        TWO_D6,
        (rng) => d6(rng) + d6(rng),
        (s) => {
          const at = DAMAGE_LOCATION[s - 2];
          return at === 'head' ? 0 : at === 'gun-arm' ? 1 : at === 'off-arm' ? 2 : 3;
        },
        `the damage roll's 2d6 location: head, gun arm or off arm hit the rider; any other the ${p.animal} (They Shot My Horse!)`,
      ),
  },
];

export const mount = campaignProcedure({
  id: 'mount',
  title: 'Horses and mules in a fight',
  description:
    'The mount tests of six-gun-sound.md §10.1–10.8 and §5.3.8: Mount Quality by owner and Prosperity (a tethered horse, an Indian pony), the Horsemanship test, Mounting Up and Dismounting Under Fire and the drag of a bolting mount, Mounted Moving Fast, rough going or a jump (the Mounted Challenge, Rough Going, the Mishap), Stay Mounted, Rider Thrown, They Shot My Horse! (the horse, and the rider after it, C-62), Skittish for a loose or tied mount, and where a hit on a Siouxside rider lands. Riding double is −1 Quality on every test (C-88). Exact.',
  params,
  tables,
});
