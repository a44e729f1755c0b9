import { booleanField, numberField } from '../../fields.ts';
import { SHERIFF_ENCOUNTERS, type Locale } from './data.ts';
import { localeParams } from './params.ts';
import { standingThenVote } from './standing.ts';
import {
  campaignProcedure,
  counts,
  D6,
  d6,
  matrixTable,
  passTest,
  scored,
  type CampaignTable,
  type Ready,
} from './table.ts';
import type { SixgunOptions } from '../options.ts';
import { slOf } from './travel.ts';

const params = {
  ...localeParams,
  killed: numberField({
    default: 0,
    min: 0,
    max: 12,
    integer: true,
    description:
      'Townsfolk he has killed (all told) plus others killed this year (good-will, election).',
  }),
  robberies: numberField({
    default: 0,
    min: 0,
    max: 2,
    integer: true,
    description: 'Successful robberies last year, 2 meaning two or more (election).',
  }),
  posseCaught: booleanField({
    default: false,
    description: 'A posse caught robbers last year (election: +1d6).',
  }),
  thwarted: booleanField({
    default: false,
    description: 'A robbery was thwarted last year (election: +2d6).',
  }),
  deputiesKilledTownsfolk: booleanField({
    default: false,
    description: 'His Deputies killed Townsfolk last year (election: −1d6).',
  }),
} as const;
type P = {
  table: string;
  locale: Locale;
  sl?: number;
  rep: number;
  killed: number;
  robberies: number;
  posseCaught: boolean;
  thwarted: boolean;
  deputiesKilledTownsfolk: boolean;
};

/** Community Good Will is rolled against 6 less the killings; §14.10 [L6496–6498]. */
const GOOD_WILL_BASE = 6;
/** Election modifier dice; §14.10 [L6518–6528]. */
export const ELECTION_DICE = {
  robberies: [0, -1, -2],
  posseCaught: 1,
  thwarted: 2,
  deputiesKilledTownsfolk: -1,
} as const;

const electionDice = (p: P) =>
  ELECTION_DICE.robberies[p.robberies] +
  (p.posseCaught ? ELECTION_DICE.posseCaught : 0) +
  (p.thwarted ? ELECTION_DICE.thwarted : 0) +
  (p.deputiesKilledTownsfolk ? ELECTION_DICE.deputiesKilledTownsfolk : 0);

/** Deputies the council allows for the year, each Spring: SL − 1d6 by the ruling (C-14), at least 0. */
export function deputiesAllowed(sl: number, o: SixgunOptions): Ready {
  const { outcomes, values } = counts(0, 5);
  const fromDie = o['campaign.deputies'] === 'd6-minus-sl';
  return scored(
    outcomes,
    D6,
    d6,
    (s) => Math.min(5, Math.max(0, fromDie ? s - sl : sl - s)),
    fromDie ? `1d6 − SL ${sl}, at least 0 (the example's reading)` : `SL ${sl} − 1d6, at least 0`,
    values,
  );
}

/**
 * Community Good Will (2d6 against 6 less `killed`) then the Election (2d6 plus `mods` dice
 * against his Rep): re-elected, defeated, run out of town.
 */
export function reElection(killed: number, rep: number, mods: number): Ready {
  return standingThenVote(
    ['re-elected', 'defeated', 'run-out-of-town'],
    GOOD_WILL_BASE - killed,
    rep,
    mods,
    `Good Will 2d6 vs ${GOOD_WILL_BASE - killed}, then 2d6 ${mods >= 0 ? '+' : '−'} ${Math.abs(mods)}d6 (at most 3) vs Rep ${rep}`,
  );
}

const tables: CampaignTable<P>[] = [
  {
    id: 'deputies',
    title: 'Deputies allowed this year',
    source: 'six-gun-sound.md §14.10 [L6396], B-10, A-31, C-14',
    ready: (p, o) => deputiesAllowed(slOf(p), o),
  },
  {
    id: 'sheriff-encounters',
    title: 'Sheriff Encounters',
    source: 'six-gun-sound.md §14.10 [L6404–6416], C-44',
    ready: (p) => matrixTable(SHERIFF_ENCOUNTERS, slOf(p)),
  },
  {
    id: 'good-will',
    title: 'Community Good Will',
    source: 'six-gun-sound.md §14.10 [L6496–6510], B-5',
    ready: (p) =>
      passTest(
        ['election-plus-1d6-best-3', 'election-best-2', 'election-best-1'],
        2,
        GOOD_WILL_BASE - p.killed,
        [2, 1, 0],
        `2d6 vs 6 − ${p.killed} killed`,
      ),
  },
  {
    id: 'election',
    title: 'Community Good Will, then the Election',
    source: 'six-gun-sound.md §14.10 [L6496–6535], C-47',
    ready: (p) => reElection(p.killed, p.rep, electionDice(p)),
  },
];

export const sheriffCampaign = campaignProcedure({
  id: 'sheriff-campaign',
  title: 'Sheriff campaign',
  description:
    "The Sheriff's ladder: the Deputies he may hire, Sheriff Encounters by Settlement Level, Community Good Will and the Election each Fall (six-gun-sound.md §14.10).",
  params,
  tables,
});
