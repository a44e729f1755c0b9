import { chain, constant, die, type Dist } from '../../../dice/dist.ts';
import type { Rng } from '../../../dice/rng.ts';
import { enumField, numberField } from '../../fields.ts';
import { STAR_PROFESSIONS } from './data.ts';
import { NAMED, readRandomNpc } from './professions.ts';
import {
  campaignProcedure,
  counts,
  D6,
  d6,
  RED_WHITE,
  rollRedWhite,
  rollSum,
  rowOf,
  scored,
  TWO_D6,
  type CampaignTable,
  type Ready,
} from './table.ts';

const params = {
  profession: enumField(STAR_PROFESSIONS, {
    default: 'cowboy',
    description: "The Star's profession (what a brother follows on 1–3).",
    noun: 'profession',
  }),
  deadRep: numberField({
    default: 4,
    min: 1,
    max: 7,
    integer: true,
    description: 'Rep of the Cowboy or Outlaw the Star killed (enemy-kin).',
  }),
  brothers: numberField({
    default: 2,
    min: 0,
    max: 6,
    integer: true,
    description: "How many of the dead man's brothers are left (kin-find).",
  }),
} as const;
type P = { table: string; profession: string; deadRep: number; brothers: number };

/** Life and Times, 2d6: the rows' upper bounds and results; §14.1 [L4002–4019]. */
const LIFE_AND_TIMES = {
  upTo: [3, 4, 6, 7, 8, 10, 11, 12],
  outcomes: [
    'lawman-friend',
    'family-ranch',
    'hideout',
    'quality-5-horse',
    'known-for-gunplay',
    'trail-boss',
    'wanted',
    'bank-connection',
  ],
} as const;

/** Fightin' Brothers: 1d6 − 3, at least 0; §14.1 [L4044–4048]. */
const BROTHERS_LESS = 3;

/** Enemy kin: brothers when 1d6 > the dead man's Rep, then 1d6 of them; §14.1 [L4064–4072]. */
function enemyKin(p: P): Ready {
  const { outcomes, values } = counts(0, 6);
  const dist: Dist = chain(D6, (k) => (k > p.deadRep ? die(6) : constant(0)));
  return {
    outcomes,
    values,
    explain: `1d6 > Rep ${p.deadRep}: he had brothers, 1d6 of them`,
    roll: (rng: Rng) => (d6(rng) > p.deadRep ? d6(rng) : 0),
    exact: () => Float64Array.from(values, (v) => dist.at(v)),
  };
}

/** The brothers' encounter (1d6 ≤ brothers find him, then 1d6); §14.1 [L4076–4088]. */
const KIN_ENCOUNTERS = ['none', 'gunfight', 'capture', 'posse'] as const;
function kinFind(p: P): Ready {
  const found = Math.min(6, p.brothers) / 6;
  return {
    outcomes: KIN_ENCOUNTERS,
    explain: `1d6 ≤ ${p.brothers} brothers: they find him; 1d6: 1–2 Gunfight, 3–4 Capture, 5–6 Posse`,
    roll: (rng) => (d6(rng) > p.brothers ? 0 : 1 + ((d6(rng) - 1) >> 1)),
    exact: () => Float64Array.of(1 - found, found / 3, found / 3, found / 3),
  };
}

/** A brother's profession: the Star's on 1–3, Random NPC Selection on 4–6; §14.1 [L4050]. */
function brotherProfession(p: P): Ready {
  const own = NAMED.indexOf(p.profession as (typeof NAMED)[number]);
  const npc = scored(NAMED, RED_WHITE, rollRedWhite, readRandomNpc, '').exact();
  return {
    outcomes: NAMED,
    explain: `1d6: 1–3 a ${p.profession} like the Star, 4–6 Random NPC Selection`,
    roll(rng) {
      if (d6(rng) <= 3) return own;
      for (;;) {
        const k = readRandomNpc(rollRedWhite(rng));
        if (k >= 0) return k;
      }
    },
    exact: () => Float64Array.from(npc, (q, k) => q / 2 + (k === own ? 1 / 2 : 0)),
  };
}

const tables: CampaignTable<P>[] = [
  {
    id: 'life-and-times',
    title: 'Life and Times',
    source: 'six-gun-sound.md §14.1 [L4002–4019]',
    ready: () =>
      scored(
        LIFE_AND_TIMES.outcomes,
        TWO_D6,
        (rng) => rollSum(rng, 2),
        (s) => rowOf(LIFE_AND_TIMES.upTo, s),
        '2d6, once per point of Rep',
      ),
  },
  {
    id: 'fightin-brothers',
    title: "Fightin' Brothers",
    source: 'six-gun-sound.md §14.1 [L4044–4048]',
    ready() {
      const { outcomes, values } = counts(0, 6 - BROTHERS_LESS);
      const read = (s: number) => Math.max(0, s - BROTHERS_LESS);
      return scored(outcomes, D6, d6, read, `1d6 − ${BROTHERS_LESS} brothers, at least 0`, values);
    },
  },
  {
    id: 'brother-profession',
    title: "A brother's profession",
    source: 'six-gun-sound.md §14.1 [L4050]',
    ready: brotherProfession,
  },
  {
    id: 'enemy-kin',
    title: 'Enemy kin',
    source: 'six-gun-sound.md §14.1 [L4064–4072]',
    ready: enemyKin,
  },
  {
    id: 'kin-find',
    title: 'The brothers find him',
    source: 'six-gun-sound.md §14.1 [L4076–4088]',
    ready: kinFind,
  },
];

export const campaignStart = campaignProcedure({
  id: 'campaign-start',
  title: 'Starting the campaign',
  description:
    "A Star's beginnings and his enemies' kin: Life and Times, Fightin' Brothers and their professions, a dead man's brothers and whether they find him (six-gun-sound.md §14.1).",
  params,
  tables,
});
