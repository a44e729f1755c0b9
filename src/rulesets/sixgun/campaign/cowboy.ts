import {
  constant,
  convolve,
  fromWeights,
  map,
  mixture,
  successes,
  sumOf,
  type Dist,
} from '../../../dice/dist.ts';
import { booleanField, defaultsOf, enumField, numberField } from '../../fields.ts';
import type { Rng } from '../../../dice/rng.ts';
import type { SixgunOptions } from '../options.ts';
import { passCounts, rollPasses } from '../pass-dice.ts';
import type { Locale } from './data.ts';
import { localeParams } from './params.ts';
import {
  campaignProcedure,
  counts,
  D6,
  d6,
  passTest,
  rollSum,
  rowOf,
  scored,
  TWO_D6,
  type CampaignTable,
  type Ready,
} from './table.ts';
import { slOf } from './travel.ts';

const params = {
  ...localeParams,
  cp: numberField({
    default: 6,
    min: 1,
    max: 40,
    integer: true,
    description: 'Cattle Points in the herd (natural-increase).',
  }),
  locales: numberField({
    default: 3,
    min: 1,
    max: 5,
    integer: true,
    description: 'Locales the drive covered (bottom-line).',
  }),
  season: enumField(['spring', 'summer'], {
    default: 'spring',
    description: 'The season the drive sets out (how-far: 4 or 5 locales only in Spring).',
    noun: 'season',
  }),
  short: numberField({
    default: 1,
    min: 1,
    max: 2,
    integer: true,
    description: 'Hands a CP is short of its 3 punchers (short-handed).',
  }),
  lost: numberField({
    default: 4,
    min: 0,
    max: 60,
    integer: true,
    description: 'Hands lost on the drive so far (trail-recruitment).',
  }),
  lostRustling: numberField({
    default: 1,
    min: 0,
    max: 12,
    integer: true,
    description: 'Rustling encounters lost as the cattleman last year (rustled-herds).',
  }),
  wonRustling: numberField({
    default: 0,
    min: 0,
    max: 12,
    integer: true,
    description: 'Rustling encounters won as the rustler last year (rustled-herds).',
  }),
  closeCall: booleanField({
    default: false,
    description: 'Last season\'s "Hey, I Know Those Boys!" was a close call (Pass 1).',
  }),
} as const;
type P = {
  table: string;
  locale: Locale;
  sl?: number;
  rep: number;
  cp: number;
  locales: number;
  season: 'spring' | 'summer';
  short: number;
  lost: number;
  lostRustling: number;
  wonRustling: number;
  closeCall: boolean;
};

/** Nature's Wrath and a failing bank: 2d6 of 11 or more; §14.5 [L5212, L5561]. */
const ELEVEN_UP = 11;
/** Natural increase: 2d6 per 4 CP (and one for 1–3 left over), 1–3 passing; §14.5 [L5216–5224]. */
const BLOCK_CP = 4;
const INCREASE_PASS = 3;

/** Rustling the herds: 1d6 per encounter lost (4–6 costs a CP) or won as rustler (1–3 gains one); §14.5 [L5228–5230]. */
const RUSTLED_LOSES_FROM = 4;
const RUSTLER_GAINS_UP_TO = 3;
/** After Nature's Wrath an odd CP survives on 1–3 [L5212]. */
const ODD_CP_SURVIVES_UP_TO = 3;

/** Buy Them: 1d6 + Rep (+2 in Texas and Oregon) → LP per CP; §14.5 [L5240–5247], C-17. */
const BUY_THEM = {
  outcomes: ['none-for-sale', '3-lp', '2-lp', '1-lp'],
  noneUpTo: 3,
  upTo: [6, 9, 12],
  lp: [0, 3, 2, 1],
  bonus: 2,
} as const;
const BUY_THEM_BONUS: readonly Locale[] = ['east-texas', 'west-texas', 'oregon'];

/** How Far We Going? 1d6 → locales, 5 and 6 only in Spring (else 3); §14.5 [L5322–5334]. */
const HOW_FAR = [1, 2, 3, 3, 4, 5] as const;
const HOW_FAR_SUMMER_CAP = 3;

/** Trail Drive Encounter, 2d6; §14.5 [L5369–5380]. */
export const TRAIL = [
  'calamity',
  'set-back',
  'none',
  'cattle-rustling',
  'gf-1',
  'indians',
  'gf-3',
] as const;
/** The SL from which a roll of 10 or 11 is a GF-3 instead of Indians [L5377–5378]. */
const TRAIL_GF3_SL = { 10: 4, 11: 5 } as const;

/** Bottom Line: 2d6 + locales driven → LP per CP; §14.5 [L5447–5455], C-18. */
const BOTTOM_LINE_LP = [0, 2, 4, 6, 8] as const;

/** Calamity and Set Back: the 1d6 a CP that loses it; §14.5 [L5382–5390]. */
export const TRAIL_LOSES_FROM = { calamity: 4, 'set-back': 6 } as const;

/** Short-handed herds: the 1d6 that loses the CP, short one hand or two; §14.5 [L5418–5422]. */
export const SHORT_LOSES_FROM = { 1: 5, 2: 3 } as const;

/** Mavericking needs a locale of SL 3 or less [L5253]. */
export const MAVERICK_MAX_SL = 3;

/** At the Ranch Encounters, 1d6; §14.5 [L5569–5576]. */
const AT_THE_RANCH = ['cattle-rustling', 'gunfight', 'range-war', 'indians', 'hold-up'] as const;
const AT_THE_RANCH_ROWS = [
  'cattle-rustling',
  'cattle-rustling',
  'gunfight',
  'range-war',
  'indians',
  'hold-up',
] as const;

/** Range War Encounters, 1d6: 1–3 none, 4 one, 5 two, 6 three; §14.5 [L5586–5590]. */
const WAR_NONE_UP_TO = 3;
/** The At the Ranch roll that, with a war on, adds one more Range War Encounters roll [L5592–5594]. */
const RANCH_WAR_ROLL = 1 + AT_THE_RANCH_ROWS.indexOf('range-war');

/** One Range War Encounters roll: the RW encounters it calls for. */
export const warRoll = (rng: Rng): number => Math.max(0, d6(rng) - WAR_NONE_UP_TO);

/**
 * The RW encounters of one turn of a Range War: its Range War Encounters roll, and one more
 * when the ranch's own Encounter test calls for an encounter (2d6 vs SL, Pass 1, §14.2) and
 * At the Ranch then comes up 4 (§14.5 [L5586–5594]).
 */
export function warTurn(sl: number): Ready {
  const one = fromWeights([
    [0, WAR_NONE_UP_TO / 6],
    [1, 1 / 6],
    [2, 1 / 6],
    [3, 1 / 6],
  ]);
  const extra = passCounts(2, sl)[1] / 6;
  const n = mixture([
    [1 - extra, one],
    [extra, sumOf(one, 2)],
  ]);
  const { outcomes, values } = counts(0, 6);
  return {
    outcomes,
    values,
    explain: `1d6 (1–3 none, 4 one, 5 two, 6 three), and 1d6 more when the ranch's Encounter test vs SL ${sl} gives an encounter and At the Ranch a 4`,
    roll(rng) {
      const k = warRoll(rng);
      return rollPasses(rng, 2, sl) === 1 && d6(rng) === RANCH_WAR_ROLL ? k + warRoll(rng) : k;
    },
    exact: () => Float64Array.from(values, (v) => n.at(v)),
  };
}

const DRIFTING = ['indians', 'gunfight', 'hold-up'] as const;
/** The SL from which the Drifting tables' 1–2 is a Gunfight, not Indians; §14.5 [L5465], §14.6. */
const DRIFTING_GUNFIGHT_SL = 5;

/**
 * Cowboy and Gunfighter Drifting (the same rows): 1–2 Indians (SL 1–4) or Gunfight (SL 5),
 * 3–4 Gunfight, 5–6 Hold Up; §14.5 [L5463–5469], §14.6.
 */
export function driftingTable(sl: number): Ready {
  const low = sl >= DRIFTING_GUNFIGHT_SL ? 1 : 0;
  return scored(
    DRIFTING,
    D6,
    d6,
    (s) => (s <= 2 ? low : s <= 4 ? 1 : 2),
    `1d6: 1–2 ${low ? 'Gunfight' : 'Indians'} at SL ${sl}, 3–4 Gunfight, 5–6 Hold Up`,
  );
}

/** The net change of the Round-Up's natural increase, one 2d6 roll per block (A-25). */
function naturalIncrease(p: P): Ready {
  const rolls = Math.ceil(p.cp / BLOCK_CP);
  const pass = INCREASE_PASS / 6;
  const one: Dist = fromWeights([
    [-1, (1 - pass) ** 2],
    [0, 2 * pass * (1 - pass)],
    [1, pass ** 2],
  ]);
  const net = sumOf(one, rolls);
  const { outcomes, values } = counts(-rolls, rolls);
  return {
    outcomes,
    values,
    explain: `${rolls} rolls of 2d6 (one per 4 CP, one more for 1–3 left), 1–3 passing: both +1 CP, both failing −1`,
    roll(rng) {
      let d = 0;
      for (let i = 0; i < rolls; i++) d += rollPasses(rng, 2, INCREASE_PASS) - 1;
      return d + rolls;
    },
    exact: () => Float64Array.from(values, (v) => net.at(v)),
  };
}

/** The herd after Nature's Wrath: halved on 11–12, an odd CP kept on 1–3; §14.5 [L5212]. */
function herdAfterWrath(p: P): Ready {
  const wrath = TWO_D6.atLeast(ELEVEN_UP);
  const half = Math.floor(p.cp / 2);
  const odd = p.cp % 2;
  const { outcomes, values } = counts(half, p.cp);
  const keep = ODD_CP_SURVIVES_UP_TO / 6;
  return {
    outcomes,
    values,
    explain: `2d6: 11 or 12 halves ${p.cp} CP${odd ? ', the odd one kept on 1d6 of 1–3' : ''}`,
    roll(rng) {
      if (rollSum(rng, 2) < ELEVEN_UP) return p.cp - half;
      return odd && d6(rng) <= ODD_CP_SURVIVES_UP_TO ? 1 : 0;
    },
    exact() {
      const out = new Float64Array(values.length);
      out[p.cp - half] += 1 - wrath;
      out[0] += wrath * (odd ? 1 - keep : 1);
      if (odd) out[1] += wrath * keep;
      return out;
    },
  };
}

/** The CP won and lost to last year's rustling, net; §14.5 [L5228–5230]. */
function rustledHerds(p: P): Ready {
  const lost = successes(p.lostRustling, (7 - RUSTLED_LOSES_FROM) / 6);
  const won = successes(p.wonRustling, RUSTLER_GAINS_UP_TO / 6);
  const net = convolve(
    won,
    map(lost, (k) => -k),
  );
  const { outcomes, values } = counts(-p.lostRustling, p.wonRustling);
  return {
    outcomes,
    values,
    explain: `${p.lostRustling} lost (1d6 each, 4–6 costs a CP), ${p.wonRustling} won as rustler (1d6 each, 1–3 gains one)`,
    roll(rng) {
      let d = 0;
      for (let i = 0; i < p.lostRustling; i++) if (d6(rng) >= RUSTLED_LOSES_FROM) d--;
      for (let i = 0; i < p.wonRustling; i++) if (d6(rng) <= RUSTLER_GAINS_UP_TO) d++;
      return d + p.lostRustling;
    },
    exact: () => Float64Array.from(values, (v) => net.at(v)),
  };
}

function buyThem(p: P, o: SixgunOptions): Ready {
  const plus = p.rep + (BUY_THEM_BONUS.includes(p.locale) ? BUY_THEM.bonus : 0);
  const noneUpTo = o['campaign.buyThemFourToFive'] === 'none' ? 5 : BUY_THEM.noneUpTo;
  return scored(
    BUY_THEM.outcomes,
    convolve(D6, constant(plus)),
    (rng) => d6(rng) + plus,
    (s) => (s <= noneUpTo ? 0 : 1 + rowOf(BUY_THEM.upTo, s)),
    `1d6 + ${plus}: ${noneUpTo} or less none for sale; up to 6, 3 LP a CP; up to 9, 2 LP; more, 1 LP`,
    BUY_THEM.lp,
  );
}

function trailEncounter(p: P): Ready {
  const sl = slOf(p);
  const read = (s: number) => {
    if (s === 10 || s === 11) return sl >= TRAIL_GF3_SL[s] ? 6 : 5;
    return s === 2 ? 0 : s <= 4 ? 1 : s <= 6 ? 2 : s <= 8 ? 3 : 4;
  };
  return scored(
    TRAIL,
    TWO_D6,
    (rng) => rollSum(rng, 2),
    read,
    `2d6; a 10 is a GF-3 at SL 4+, an 11 at SL 5+ (SL ${sl})`,
  );
}

/** Replacements on the trail for `lost` hands: Pass 2 3 of every 4 (all if under 3), Pass 1 1 of 2 (all if 1) [L5402–5416]. */
function trailRecruitment(p: P): Ready {
  const sl = slOf(p);
  const l = p.lost;
  const byPass = [0, l === 1 ? 1 : Math.floor(l / 2), l < 3 ? l : Math.floor((3 * l) / 4)];
  const distinct = [...new Set(byPass)].sort((a, b) => a - b);
  return passTest(
    distinct.map(String),
    2,
    sl,
    byPass.map((v) => distinct.indexOf(v)),
    `2d6 vs SL ${sl} for ${l} lost: Pass 2 ${byPass[2]} back, Pass 1 ${byPass[1]}, Pass 0 none`,
    2,
    distinct,
  );
}

/** The Trail Drive Encounter in `locale`, made ready (a Cattle Drive on the campaign table rolls it). */
export const trailDriveEncounter = (locale: Locale): Ready =>
  trailEncounter({ ...(defaultsOf(params) as P), locale });

/** On the Trail Recruitment in `locale` for `lost` hands, made ready (a Cattle Drive rolls it). */
export const recruitment = (locale: Locale, lost: number): Ready =>
  trailRecruitment({ ...(defaultsOf(params) as P), locale, lost });

const tables: CampaignTable<P>[] = [
  {
    id: 'drifting-puncher',
    title: 'Drifting puncher: drive or ranch',
    source: 'six-gun-sound.md §14.5 [L5149–5152]',
    ready: () =>
      scored(
        ['cattle-drive', 'at-the-ranch'],
        D6,
        d6,
        (s) => (s <= 3 ? 0 : 1),
        '1d6: 1–3 a Cattle Drive, 4–6 At the Ranch',
      ),
  },
  {
    id: 'hired-as-trail-boss',
    title: 'Hiring out as Trail Boss',
    source: 'six-gun-sound.md §14.5 [L5182]',
    ready: (p) =>
      scored(['hired', 'no-work'], D6, d6, (s) => (s <= slOf(p) ? 0 : 1), `1d6 vs SL ${slOf(p)}`),
  },
  {
    id: 'natures-wrath',
    title: "Nature's Wrath",
    source: 'six-gun-sound.md §14.5 [L5212], B-12',
    ready: () =>
      scored(
        ['herds-halved', 'no-effect'],
        TWO_D6,
        (rng) => rollSum(rng, 2),
        (s) => (s >= ELEVEN_UP ? 0 : 1),
        '2d6: 11 or 12 halves every herd',
      ),
  },
  {
    id: 'herd-after-wrath',
    title: "The herd after Nature's Wrath",
    source: 'six-gun-sound.md §14.5 [L5212], B-12',
    ready: herdAfterWrath,
  },
  {
    id: 'natural-increase',
    title: 'Natural increase and attrition',
    source: 'six-gun-sound.md §14.5 [L5216–5224], A-25, C-67',
    ready: naturalIncrease,
  },
  {
    id: 'rustled-herds',
    title: 'Rustling the herds (Round Up)',
    source: 'six-gun-sound.md §14.5 [L5228–5230]',
    ready: rustledHerds,
  },
  {
    id: 'buy-them',
    title: 'Buy Them',
    source: 'six-gun-sound.md §14.5 [L5240–5247], C-17',
    ready: buyThem,
  },
  {
    id: 'mavericking',
    title: 'Mavericking',
    source: 'six-gun-sound.md §14.5 [L5253–5267]',
    check: (p, _o, name) =>
      slOf(p) > MAVERICK_MAX_SL
        ? [
            `${name.param('sl', slOf(p))}: mavericking needs a locale of Settlement Level ${MAVERICK_MAX_SL} or less`,
          ]
        : [],
    ready: (p) =>
      passTest(
        ['cows-to-rustle', 'mistaken-for-rustlers', 'mavericks'],
        2,
        slOf(p),
        [2, 1, 0],
        `2d6 vs SL ${slOf(p)}: Pass 0 finds mavericks (+1 CP per 3 men), Pass 1 a GF-3`,
      ),
  },
  {
    id: 'hey-i-know-those-boys',
    title: '"Hey, I Know Those Boys!"',
    source: 'six-gun-sound.md §14.5 [L5281–5293], C-65',
    ready(p, o) {
      const again = p.closeCall ? (o['campaign.closeCall'] === 'pass-2' ? 0 : 2) : 1;
      return passTest(
        ['wanted', 'close-call', 'unknown'],
        2,
        slOf(p),
        [2, again, 0],
        `2d6 vs SL ${slOf(p)}: Pass 2 Wanted${p.closeCall ? `; after last season's close call Pass 1 counts as Pass ${again === 0 ? 2 : 0}` : ''}`,
      );
    },
  },
  {
    id: 'herd-size',
    title: "A puncher's or trail boss's herd",
    source: 'six-gun-sound.md §14.5 [L5314]',
    ready(p) {
      const { outcomes, values } = counts(1, 6);
      return scored(
        outcomes,
        D6,
        d6,
        (s) => Math.max(s, Math.min(6, p.rep)) - 1,
        `1d6 CP, or Rep ${p.rep} if higher`,
        values,
      );
    },
  },
  {
    id: 'how-far',
    title: 'How Far We Going?',
    source: 'six-gun-sound.md §14.5 [L5322–5334]',
    ready(p) {
      const { outcomes, values } = counts(1, 5);
      const cap = p.season === 'spring' ? 5 : HOW_FAR_SUMMER_CAP;
      return scored(
        outcomes,
        D6,
        d6,
        (s) => Math.min(HOW_FAR[s - 1], cap) - 1,
        `1d6 locales (5 or 6 only in Spring; this is ${p.season})`,
        values,
      );
    },
  },
  {
    id: 'trail-drive-encounter',
    title: 'Trail Drive Encounter',
    source: 'six-gun-sound.md §14.5 [L5369–5380]',
    ready: trailEncounter,
  },
  {
    id: 'trail-recruitment',
    title: 'On the Trail Recruitment',
    source: 'six-gun-sound.md §14.5 [L5402–5416]',
    ready: trailRecruitment,
  },
  {
    id: 'short-handed',
    title: 'Short-handed herd',
    source: 'six-gun-sound.md §14.5 [L5418–5422]',
    ready(p) {
      const from = SHORT_LOSES_FROM[p.short as 1 | 2];
      return scored(
        ['cp-lost', 'cp-kept'],
        D6,
        d6,
        (s) => (s >= from ? 0 : 1),
        `short ${p.short}: 1d6 of ${from}+ loses the CP`,
      );
    },
  },
  {
    id: 'bottom-line',
    title: 'Bottom Line',
    source: 'six-gun-sound.md §14.5 [L5443–5455], B-11, C-18',
    ready(p, o) {
      const upTo = [6, 8, o['campaign.bottomLineTwelve'] === '4-lp' ? 12 : 11, 14, 17];
      return scored(
        BOTTOM_LINE_LP.map((v) => `${v}-lp`),
        TWO_D6,
        (rng) => rollSum(rng, 2),
        (s) => rowOf(upTo, s + p.locales),
        `2d6 + ${p.locales} locales: LP per CP`,
        BOTTOM_LINE_LP,
      );
    },
  },
  {
    id: 'cowboy-drifting',
    title: 'Cowboy Drifting',
    source: 'six-gun-sound.md §14.5 [L5463–5469]',
    ready: (p) => driftingTable(slOf(p)),
  },
  {
    id: 'free-grazing',
    title: 'Free grazing: move on?',
    source: 'six-gun-sound.md §14.5 [L5475]',
    ready: () =>
      scored(
        ['move-on', 'stay'],
        D6,
        d6,
        (s) => (s <= 3 ? 0 : 1),
        '1d6: 1–3 the outfit must move to an adjacent locale',
      ),
  },
  {
    id: 'i-need-more-time',
    title: 'I Need More Time',
    source: 'six-gun-sound.md §14.5 [L5509–5527]',
    ready: (p) =>
      passTest(['settle-up', 'extension', 'waived'], 2, slOf(p), [2, 1, 0], `2d6 vs SL ${slOf(p)}`),
  },
  {
    id: 'bank-fails',
    title: 'In the Bank',
    source: 'six-gun-sound.md §14.5 [L5561], B-13',
    ready: () =>
      scored(
        ['bank-fails', 'safe'],
        TWO_D6,
        (rng) => rollSum(rng, 2),
        (s) => (s >= ELEVEN_UP ? 0 : 1),
        '2d6 each Fall: 11 or 12 and the bank fails',
      ),
  },
  {
    id: 'at-the-ranch',
    title: 'At the Ranch Encounters',
    source: 'six-gun-sound.md §14.5 [L5567–5576]',
    ready: () =>
      scored(
        AT_THE_RANCH,
        D6,
        d6,
        (s) => AT_THE_RANCH.indexOf(AT_THE_RANCH_ROWS[s - 1]),
        '1d6: 1–2 Cattle Rustling, 3 Gunfight, 4 Range War, 5 Indians, 6 Hold Up',
      ),
  },
  {
    id: 'range-war-encounters',
    title: 'Range War Encounters',
    source: 'six-gun-sound.md §14.5 [L5582–5590]',
    ready() {
      const { outcomes, values } = counts(0, 3);
      return scored(
        outcomes,
        D6,
        d6,
        (s) => Math.max(0, s - WAR_NONE_UP_TO),
        '1d6: 1–3 none, 4 one, 5 two, 6 three',
        values,
      );
    },
  },
  {
    id: 'range-war-turn',
    title: "A war turn's RW encounters, with the ranch's At the Ranch roll",
    source: 'six-gun-sound.md §14.5 [L5586–5594], §14.2',
    ready: (p) => warTurn(slOf(p)),
  },
];

/** One of the Cowboy's tables, ready for `p` (the rest at their defaults): the season plays them as they are rolled here. */
export function cowboyTable(id: string, p: Partial<Omit<P, 'table'>>, o: SixgunOptions): Ready {
  return tables
    .find((t) => t.id === id)!
    .ready({ ...(defaultsOf(params) as P), ...p, table: id }, o);
}

export const cowboyCampaign = campaignProcedure({
  id: 'cowboy-campaign',
  title: 'Cowboy campaign',
  description:
    "The Cowboy's ladder: drive or ranch, the Round Up (Nature's Wrath, natural increase), buying, mavericking and rustling cattle, the drive (how far, Trail Drive Encounters, recruiting on the trail, short-handed herds, the Bottom Line), drifting, the ranch's upkeep, bank and encounters (six-gun-sound.md §14.5).",
  params,
  tables,
});
