import { booleanField, numberField } from '../../fields.ts';
import type { SixgunOptions } from '../options.ts';
import { passCounts, rollPasses } from '../pass-dice.ts';
import { LAWDAWG_ENCOUNTERS, OUTLAW_ENCOUNTERS, type Locale } from './data.ts';
import { localeParams } from './params.ts';
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
import { slOf } from './travel.ts';

const params = {
  ...localeParams,
  again: booleanField({
    default: false,
    description:
      'Last season in this locale gave Pass 1 on this test (looking-for-loot, long-arm): a second Pass 1 calls the encounter.',
  }),
  tally: numberField({
    default: 1,
    min: 0,
    max: 20,
    integer: true,
    description:
      'Times Wanted: in this locale, or nationally if higher (long-arm, so-thats-how-it-is).',
  }),
  take: numberField({
    default: 12,
    min: 1,
    max: 36,
    integer: true,
    description: 'LP just taken (pursuit, when rolled against LP: option campaign.pursuitAgainst).',
  }),
  train: booleanField({
    default: false,
    description: 'The job was a train (pursuit: the Wanted roll counts SL 3).',
  }),
} as const;
type P = {
  table: string;
  locale: Locale;
  sl?: number;
  rep: number;
  again: boolean;
  tally: number;
  take: number;
  train: boolean;
};

/** The SL a train counts as on the Pursuit test's Wanted roll; §14.8 [L5956]. */
const TRAIN_SL = 3;
/** The Express Agent's table: Townsfolk 1–2, Deputy 3–5, Marshal 6; §14.8 [L5912–5916]. */
export const AGENT = { outcomes: ['townsfolk', 'deputy', 'marshal'], upTo: [2, 5, 6] } as const;
/** A mutiny is a Draw with the highest-Rep mutineer on 1–4, a back shot on 5–6 [L6103]. */
const MUTINY_DRAW_UP_TO = 4;

/**
 * A Hold Up's target (§13.9 [L3779–3782]): a stagecoach on 1–2, 1d6 freight wagons on 3–4,
 * 3 + 1d6 pack mules on 5–6.
 */
const HOLD_UP_TARGET_UP_TO = [2, 4, 6] as const;
const MULES_BASE = 3;
/** Wagons or mules taken pay on 1d6 against their number, each wagon counting 2 (§14.8 [L5939–5941]). */
const WAGON_COUNTS = 2;

/**
 * Whether a Hold Up the outlaws end holding pays (§14.8 [L5933–5941]): a stagecoach always
 * does; wagons or mules pay on 1d6 against the number taken, each wagon counting 2 (pass:
 * rolling at most that). Rolled as the book rolls it: the target, how many, then the test.
 */
function holdUpPays(): Ready {
  const outcomes = ['stagecoach', 'wagons-pay', 'wagons-no-pay', 'mules-pay', 'mules-no-pay'];
  // P(the test passes) for each count of wagons (2 each) or mules (3 + 1d6) the 1d6 gives.
  const passes = (taken: (k: number) => number) => {
    let p = 0;
    for (let k = 1; k <= 6; k++) p += Math.min(6, taken(k)) / 36;
    return p;
  };
  const wagons = passes((k) => WAGON_COUNTS * k);
  const mules = passes((k) => MULES_BASE + k);
  const third = 1 / 3;
  return {
    outcomes,
    values: [1, 1, 0, 1, 0],
    explain:
      '1d6: stagecoach 1–2 (always pays), 1d6 wagons 3–4, 3 + 1d6 mules 5–6; wagons or mules pay on 1d6 against the number taken, a wagon counting 2',
    roll(rng) {
      const face = d6(rng);
      const target = HOLD_UP_TARGET_UP_TO.findIndex((u) => face <= u);
      if (target === 0) return 0;
      const taken = target === 1 ? WAGON_COUNTS * d6(rng) : MULES_BASE + d6(rng);
      const pays = d6(rng) <= taken;
      return target * 2 - (pays ? 1 : 0);
    },
    exact: () =>
      Float64Array.of(
        third,
        third * wagons,
        third * (1 - wagons),
        third * mules,
        third * (1 - mules),
      ),
  };
}

/** A test whose Pass 1 calls the encounter only when last season's was Pass 1 too. */
function secondPassOne(
  outcomes: readonly [string, string, string],
  target: number,
  again: boolean,
  what: string,
): Ready {
  return passTest(
    outcomes,
    2,
    target,
    [2, again ? 0 : 1, 0],
    `2d6 vs ${what} ${target}: Pass 2 ${outcomes[0]}${again ? '; a second Pass 1 in a row counts too' : ''}`,
  );
}

/** Pursuit: Pass 2 a Posse now and 1d6 vs SL (a train SL 3) for Wanted; §14.8 [L5943–5963], C-15. */
function pursuit(p: P, againstLp: boolean): Ready {
  const target = againstLp ? p.take : slOf(p);
  const wantedOn = Math.min(6, p.train ? TRAIN_SL : slOf(p));
  const outcomes = ['posse-now-wanted', 'posse-now', 'posse', 'no-pursuit'];
  return {
    outcomes,
    explain: `2d6 vs ${againstLp ? 'LP' : 'SL'} ${target}; on Pass 2, 1d6 ≤ ${wantedOn} makes him Wanted`,
    roll(rng) {
      const k = rollPasses(rng, 2, target);
      if (k === 2) return d6(rng) <= wantedOn ? 0 : 1;
      return k === 1 ? 2 : 3;
    },
    exact() {
      const r = passCounts(2, target);
      return Float64Array.of((r[2] * wantedOn) / 6, (r[2] * (6 - wantedOn)) / 6, r[1], r[0]);
    },
  };
}

/**
 * "So That's How It Is?": 2d6 vs Rep − Wanted tally (the walk-through's reading, one less:
 * campaign.loyaltyTally); Pass 0 a mutiny, Draw (1–4) or back shot; [L6089–6103], C-16.
 */
function soThatsHowItIs(p: P, o: SixgunOptions): Ready {
  const tally = o['campaign.loyaltyTally'] === 'example' ? Math.max(0, p.tally - 1) : p.tally;
  const target = p.rep - tally;
  const outcomes = ['they-stay', 'unpaid-test-sand', 'mutiny-draw', 'mutiny-back-shot'];
  return {
    outcomes,
    explain: `2d6 vs Rep ${p.rep} − Wanted ${tally} = ${target}; Pass 0: a Draw on 1d6 1–4, a back shot on 5–6`,
    roll(rng) {
      const k = rollPasses(rng, 2, target);
      if (k > 0) return 2 - k;
      return d6(rng) <= MUTINY_DRAW_UP_TO ? 2 : 3;
    },
    exact() {
      const r = passCounts(2, target);
      return Float64Array.of(
        r[2],
        r[1],
        (r[0] * MUTINY_DRAW_UP_TO) / 6,
        (r[0] * (6 - MUTINY_DRAW_UP_TO)) / 6,
      );
    },
  };
}

const tables: CampaignTable<P>[] = [
  {
    id: 'looking-for-loot',
    title: 'Looking for Loot',
    source: 'six-gun-sound.md §14.8 [L5855–5870], B-4, B-9',
    ready: (p) => secondPassOne(['encounter', 'maybe-next-season', 'none'], slOf(p), p.again, 'SL'),
  },
  {
    id: 'outlaw-encounters',
    title: 'Outlaw Encounters',
    source: 'six-gun-sound.md §14.8 [L5874–5885], C-44',
    ready: (p) => matrixTable(OUTLAW_ENCOUNTERS, slOf(p)),
  },
  {
    id: 'express-agent',
    title: 'Express Agent test',
    source: 'six-gun-sound.md §14.8 [L5897–5909]',
    ready: (p) =>
      passTest(
        ['no-resistance', 'draw', 'agent-fires-first'],
        2,
        p.rep,
        [2, 1, 0],
        `2d6 vs the outlaw's Rep ${p.rep}`,
      ),
  },
  {
    id: 'express-agent-list',
    title: "The Express Agent's list",
    source: 'six-gun-sound.md §14.8 [L5912–5916]',
    ready: () =>
      scored(
        AGENT.outcomes,
        D6,
        d6,
        (s) => AGENT.upTo.findIndex((u) => s <= u),
        '1d6: Townsfolk 1–2, Deputy 3–5, Marshal 6',
      ),
  },
  {
    id: 'the-take',
    title: 'The take',
    source: 'six-gun-sound.md §14.8 [L5931–5933]',
    ready(p) {
      const sl = slOf(p);
      const lp = [1, 2, 3, 4, 5, 6].map((k) => k * sl);
      return scored(lp.map(String), D6, d6, (s) => s - 1, `1d6 × SL ${sl} LP`, lp);
    },
  },
  {
    id: 'hold-up-pays',
    title: 'A Hold Up held: does it pay?',
    source: 'six-gun-sound.md §14.8 [L5933–5941], §13.9 [L3779–3782]',
    ready: () => holdUpPays(),
  },
  {
    id: 'pursuit',
    title: 'Pursuit test',
    source: 'six-gun-sound.md §14.8 [L5943–5963], B-10, C-15',
    ready: (p, o) => pursuit(p, o['campaign.pursuitAgainst'] === 'lp'),
  },
  {
    id: 'long-arm',
    title: 'Long Arm of the Law',
    source: 'six-gun-sound.md §14.8 [L5980–6005]',
    ready: (p) =>
      secondPassOne(
        ['lawdawg-now', 'closing-in', 'none'],
        Math.min(slOf(p), p.tally),
        p.again,
        'the lower of SL and Wanted tally,',
      ),
  },
  {
    id: 'lawdawg-encounters',
    title: 'Lawdawg Encounters',
    source: 'six-gun-sound.md §14.8 [L6009–6031], C-44',
    ready: (p) => matrixTable(LAWDAWG_ENCOUNTERS, slOf(p)),
  },
  {
    id: 'outlaw-join-up',
    title: 'Outlaw Join Up',
    source: 'six-gun-sound.md §14.8 [L6037–6057]',
    ready(p) {
      const { outcomes, values } = counts(0, 2);
      return passTest(
        outcomes,
        2,
        slOf(p),
        [0, 1, 2],
        `2d6 vs SL ${slOf(p)}: Pass 2 two outlaws (or a gunfighter), Pass 1 one`,
        2,
        values,
      );
    },
  },
  {
    id: 'so-thats-how-it-is',
    title: '"So That\'s How It Is?"',
    source: 'six-gun-sound.md §14.8 [L6085–6103], A-29, C-16',
    ready: (p, o) => soThatsHowItIs(p, o),
  },
];

/** One of the Outlaw's tables, ready for `p`: the season plays them as they are rolled here. */
export function outlawTable(id: string, p: Omit<P, 'table'>, o: SixgunOptions): Ready {
  return tables.find((t) => t.id === id)!.ready({ ...p, table: id }, o);
}

export const outlawCampaign = campaignProcedure({
  id: 'outlaw-campaign',
  title: 'Outlaw campaign',
  description:
    "The Outlaw's ladder: Looking for Loot and Outlaw Encounters, the Express Agent, the take and the Pursuit, the Long Arm of the Law and Lawdawg Encounters, the gang's Join Up and \"So That's How It Is?\" when it goes unpaid (six-gun-sound.md §14.8).",
  params,
  tables,
});
