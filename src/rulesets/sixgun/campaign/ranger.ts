import { booleanField, enumField } from '../../fields.ts';
import { RANGER_ENCOUNTERS, type Locale } from './data.ts';
import { localeParams } from './params.ts';
import { standingThenVote } from './standing.ts';
import {
  campaignProcedure,
  counts,
  D6,
  d6,
  halfD6,
  matrixTable,
  rollSum,
  scored,
  TWO_D6,
  type CampaignTable,
} from './table.ts';
import { slOf } from './travel.ts';

/** Recruitment modifier dice for last season's casualties; §14.9 [L6320–6330]. */
const CASUALTY_DICE = {
  'none-taken': 0,
  'recovered-all': 2,
  'recovered-more': 1,
  'left-more': -1,
  'left-all': -2,
} as const;
/** No Rangers sent to an encounter: −1d6 [L6322]. */
export const NONE_SENT_DICE = -1;

const params = {
  ...localeParams,
  season: enumField(['spring', 'summer', 'fall', 'winter'], {
    default: 'spring',
    description: 'The season (captain-encounters: ½d6 a season, Winter 1 on 5–6).',
    noun: 'season',
  }),
  casualties: enumField(Object.keys(CASUALTY_DICE) as (keyof typeof CASUALTY_DICE)[], {
    default: 'none-taken',
    description: "Last season's casualties, recovered or left behind (recruitment).",
    noun: 'casualty record',
  }),
  noneSent: booleanField({
    default: false,
    description: 'An encounter went with no Rangers sent (recruitment: −1d6).',
  }),
} as const;
type P = {
  table: string;
  locale: Locale;
  sl?: number;
  rep: number;
  season: 'spring' | 'summer' | 'fall' | 'winter';
  casualties: keyof typeof CASUALTY_DICE;
  noneSent: boolean;
};

/** Frontier Warfare is rolled below SL 5; §14.9 [L6270–6272]. */
export const FRONTIER_BELOW_SL = 5;
/** Ranging, a Winter encounter and an NPC Ranger leaving: 1d6 of 5–6; §14.9 [L6199, L6205, L6268]. */
export const FIVE_UP = 5;

/** The Star and 11 Rangers [L6153–6378]. */
export const COMPANY = 12;
/** The Captain is first in seniority, then 2 Sergeants; the Star's place is 2d6 [L6153–6378]. */
export const SERGEANTS_UP_TO = 3;

/**
 * Ranger Replacement against the home SL, then Recruitment against the Captain's Rep with
 * `mods` modifier dice (§14.9 [L6298–6340]): replace all casualties, half (rounded down), none.
 */
export const rangerRecruitment = (sl: number, rep: number, mods: number) =>
  standingThenVote(
    ['replace-all', 'replace-half', 'none'],
    sl,
    rep,
    mods,
    `2d6 vs home SL ${sl} (Pass 2 +1d6, best 3; Pass 1 best 2; Pass 0 best 1), then 2d6 ${mods >= 0 ? '+' : '−'} ${Math.abs(mods)}d6 (at most 3) vs the Captain's Rep ${rep}`,
  );

const tables: CampaignTable<P>[] = [
  {
    id: 'seniority',
    title:
      "The Star's place in the company's seniority (2d6; the Captain is 1st, Sergeants 2nd and 3rd)",
    source: 'six-gun-sound.md §14.9 [L6153–6378]',
    ready: () => {
      const { outcomes, values } = counts(2, 12);
      return scored(
        outcomes,
        TWO_D6,
        (rng) => rollSum(rng, 2),
        (s) => s - 2,
        `2d6: his place; a Sergeant at ${SERGEANTS_UP_TO} or better, a Private below (or he may simply be Captain)`,
        values,
      );
    },
  },
  {
    id: 'ranger-encounters',
    title: 'Ranger Encounters',
    source: 'six-gun-sound.md §14.9 [L6237–6250], C-44',
    ready: (p) => matrixTable(RANGER_ENCOUNTERS, slOf(p)),
  },
  {
    id: 'captain-encounters',
    title: "A Captain's encounters this season",
    source: 'six-gun-sound.md §14.9 [L6205, L6231], B-28',
    ready(p) {
      const { outcomes, values } = counts(0, 3);
      return p.season === 'winter'
        ? scored(
            outcomes,
            D6,
            d6,
            (s) => (s >= FIVE_UP ? 1 : 0),
            'Winter: 1 encounter on 1d6 = 5–6',
            values,
          )
        : {
            outcomes,
            values,
            explain: '½d6 encounters (1–2 → 1, 3–4 → 2, 5–6 → 3)',
            roll: halfD6,
            exact: () => Float64Array.of(0, 1 / 3, 1 / 3, 1 / 3),
          };
    },
  },
  {
    id: 'ranging',
    title: 'Ranging',
    source: 'six-gun-sound.md §14.9 [L6268]',
    ready: () =>
      scored(
        ['adjacent-locale', 'here'],
        D6,
        d6,
        (s) => (s >= FIVE_UP ? 0 : 1),
        '1d6: 5–6 the encounter is in a random adjacent locale',
      ),
  },
  {
    id: 'frontier-warfare',
    title: 'Frontier Warfare',
    source: 'six-gun-sound.md §14.9 [L6270–6272]',
    ready(p) {
      const sl = slOf(p);
      return scored(
        ['warriors', 'usual-opponents'],
        D6,
        d6,
        (s) => (sl < FRONTIER_BELOW_SL && s > sl ? 0 : 1),
        sl < FRONTIER_BELOW_SL
          ? `1d6 vs SL ${sl}: fail and the opponents are Warriors`
          : `no roll at SL ${sl}`,
      );
    },
  },
  {
    id: 'npc-ranger-leaves',
    title: 'Unassigned or all-NPC Rangers',
    source: 'six-gun-sound.md §14.9 [L6199, L6235], B-27',
    ready: () =>
      scored(
        ['gone', 'still-serving'],
        D6,
        d6,
        (s) => (s >= FIVE_UP ? 0 : 1),
        '1d6 each: 5–6 gone',
      ),
  },
  {
    id: 'recruitment',
    title: 'Ranger Replacement, then Recruitment',
    source: 'six-gun-sound.md §14.9 [L6298–6340], C-47',
    ready(p) {
      const mods = CASUALTY_DICE[p.casualties] + (p.noneSent ? NONE_SENT_DICE : 0);
      return rangerRecruitment(slOf(p), p.rep, mods);
    },
  },
];

export const rangerCampaign = campaignProcedure({
  id: 'ranger-campaign',
  title: 'Ranger campaign',
  description:
    "The Ranger's ladder: Ranger Encounters by Settlement Level, a Captain's encounters a season, Ranging, Frontier Warfare, NPC Rangers leaving, and Replacement then Recruitment (six-gun-sound.md §14.9).",
  params,
  tables,
});
