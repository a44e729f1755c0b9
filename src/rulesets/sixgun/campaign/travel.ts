import { didYouMean } from '../../../core/suggest.ts';
import type { Rng } from '../../../dice/rng.ts';
import { enumField, numberField } from '../../fields.ts';
import {
  ENCOUNTER_CODES,
  HIGH_COUNTRY_ROUTES,
  LOCALE_1875,
  LOCALES,
  RANDOM_LOCALE,
  SIMPLE_COLUMN_OF,
  SIMPLE_MATRIX,
  STAR_PROFESSIONS,
  TERRAINS,
  WARRIOR_TABLES,
  WARRIORS_BY_LOCALE,
  type Locale,
  type StarProfession,
} from './data.ts';
import {
  campaignProcedure,
  D6,
  d6,
  passTest,
  RED_WHITE,
  rollRedWhite,
  rollSum,
  scored,
  TWO_D6,
  type CampaignTable,
  type Ready,
} from './table.ts';

const params = {
  locale: enumField(LOCALES, {
    default: 'kansas',
    description: 'The locale the Star is in (its 1875 Settlement Level unless sl is given).',
    noun: 'locale',
  }),
  sl: numberField({
    min: 1,
    max: 6,
    integer: true,
    description: "The locale's Settlement Level now (default: its 1875 level).",
  }),
  to: enumField(LOCALES, {
    default: 'new-mexico',
    description: 'Where he is travelling to (high-country).',
    noun: 'locale',
  }),
  profession: enumField(STAR_PROFESSIONS, {
    default: 'cowboy',
    description:
      "The Star's profession (simple-matrix: Marshal, Ranger and Sheriff read the Lawman column).",
    noun: 'profession',
  }),
  turns: numberField({
    default: 2,
    min: 1,
    max: 12,
    integer: true,
    description: 'Consecutive turns spent lying low so far, this one included (lying-low).',
  }),
} as const;
type P = {
  table: string;
  locale: Locale;
  sl?: number;
  to: Locale;
  profession: StarProfession;
  turns: number;
};

export const slOf = (p: { locale: Locale; sl?: number }): number =>
  p.sl ?? LOCALE_1875[p.locale].sl;

const routeOf = (p: P) =>
  HIGH_COUNTRY_ROUTES.find((r) => r.from === p.locale && r.to.includes(p.to));

/** Settlement size: 2d6 + SL, and the die that splits a trader's train or a fort; §14.2 [L4745–4766]. */
const SETTLEMENTS = [
  'trader-wagons',
  'trader-mules',
  'trading-post',
  'federal-fort',
  'private-fort',
  'small-town',
  'good-sized-town',
] as const;
export function settlement(p: { locale: Locale; sl?: number }): Ready {
  const sl = slOf(p);
  /** [result on 1d6 ≤ split, result otherwise, split] for a total; split 6 = no second die. */
  const rowOf = (total: number): readonly [number, number, number] =>
    total <= 4
      ? [0, 1, 3]
      : total <= 7
        ? [2, 2, 6]
        : total === 8
          ? [3, 4, 4]
          : total === 9
            ? [3, 4, 5]
            : total <= 13
              ? [5, 5, 6]
              : [6, 6, 6];
  return {
    outcomes: SETTLEMENTS,
    explain: `2d6 + SL ${sl}; a trader's wagons (1–3) or mules, a fort federal (1–4 at 8, 1–5 at 9) or private`,
    roll(rng: Rng) {
      const [a, b, split] = rowOf(rollSum(rng, 2) + sl);
      if (split === 6) return a;
      return d6(rng) <= split ? a : b;
    },
    exact() {
      const out = new Float64Array(SETTLEMENTS.length);
      for (let s = 2; s <= 12; s++) {
        const [a, b, split] = rowOf(s + sl);
        out[a] += (TWO_D6.at(s) * split) / 6;
        out[b] += (TWO_D6.at(s) * (6 - split)) / 6;
      }
      return out;
    },
  };
}

/** The locale's terrain, or on a 1 one of the other two (1–3 / 4–6); §14.2 [L4689–4691]. */
function trailTerrain(p: P): Ready {
  const own = TERRAINS.indexOf(LOCALE_1875[p.locale].terrain);
  const others = [0, 1, 2].filter((k) => k !== own);
  return {
    outcomes: TERRAINS,
    explain: `the locale's ${TERRAINS[own]} unless 1d6 = 1, then 1d6: 1–3 ${TERRAINS[others[0]]}, 4–6 ${TERRAINS[others[1]]}`,
    roll: (rng) => (d6(rng) !== 1 ? own : others[d6(rng) <= 3 ? 0 : 1]),
    exact: () => Float64Array.from([0, 1, 2], (k) => (k === own ? 5 / 6 : 1 / 12)),
  };
}

/** A warrior table by locale, two listed = an equal chance (1–3 / 4–6); §5.3.8, C-49. */
export function warriors(p: Pick<P, 'locale'>): Ready {
  const listed = WARRIORS_BY_LOCALE[p.locale];
  const ks = listed.map((w) => WARRIOR_TABLES.indexOf(w));
  return {
    outcomes: WARRIOR_TABLES,
    explain:
      ks.length === 1
        ? `always the ${listed[0]} table`
        : `1d6: 1–3 the ${listed[0]} table, 4–6 the ${listed[1]} table`,
    roll: (rng) => (ks.length === 1 ? ks[0] : ks[d6(rng) <= 3 ? 0 : 1]),
    exact: () => Float64Array.from([0, 1, 2], (k) => ks.filter((x) => x === k).length / ks.length),
  };
}

/** The simple campaign's encounter, 2d6 on the profession's column; §14.2 [L4674–4687]. */
export function simpleMatrix(profession: StarProfession): Ready {
  const col = SIMPLE_MATRIX[SIMPLE_COLUMN_OF[profession]];
  const codes = [...new Set(col)];
  return scored(
    codes.map((c) => ENCOUNTER_CODES[c]),
    TWO_D6,
    (rng) => rollSum(rng, 2),
    (s) => codes.indexOf(col[s - 2]),
    `2d6 on the ${SIMPLE_COLUMN_OF[profession]} column`,
  );
}

const tables: CampaignTable<P>[] = [
  {
    id: 'encounter-test',
    title: 'Encounter test',
    source: 'six-gun-sound.md §14.2 [L4224–4246]',
    ready: (p) =>
      passTest(
        ['no-encounter', 'encounter'],
        2,
        slOf(p),
        [0, 1, 0],
        `2d6 vs SL ${slOf(p)}: only Pass 1 is an encounter`,
      ),
  },
  {
    id: 'simple-matrix',
    title: 'Simple campaign encounter matrix',
    source: 'six-gun-sound.md §14.2 [L4674–4687]',
    ready: (p) => simpleMatrix(p.profession),
  },
  {
    id: 'trail-terrain',
    title: 'Terrain on the trail',
    source: 'six-gun-sound.md §14.2 [L4689–4691]',
    ready: trailTerrain,
  },
  {
    id: 'high-country',
    title: 'Encounter in High Country on the way',
    source: 'six-gun-sound.md §14.2 [L4184–4192]',
    check(p, _o, name) {
      if (routeOf(p)) return [];
      const froms = HIGH_COUNTRY_ROUTES.map((r) => r.from);
      const route = HIGH_COUNTRY_ROUTES.find((r) => r.from === p.locale);
      return [
        route
          ? `${name.param('to', p.to)}: the book gives no High Country chance from ${p.locale} to ${p.to}${didYouMean(p.to, route.to)}; from ${p.locale} it gives one to ${route.to.join(', ')}`
          : `${name.param('locale', p.locale)}: the book gives no High Country route from ${p.locale}${didYouMean(p.locale, froms)}; routes start in ${froms.join(', ')}`,
      ];
    },
    ready(p) {
      const upTo = routeOf(p)?.upTo ?? 0;
      return scored(
        ['high-country', 'locale-terrain'],
        D6,
        d6,
        (s) => (s <= upTo ? 0 : 1),
        `1d6 ≤ ${upTo}: the encounter is in High Country`,
      );
    },
  },
  {
    id: 'settlement-size',
    title: 'Size of Settlement',
    source: 'six-gun-sound.md §14.2 [L4745–4766]',
    ready: settlement,
  },
  {
    id: 'random-locale',
    title: 'Random Locale',
    source: 'six-gun-sound.md §14.2 [L4845–4862]',
    ready: () =>
      scored(
        LOCALES,
        RED_WHITE,
        rollRedWhite,
        (s) => {
          const l = RANDOM_LOCALE[Math.ceil(s / 6) - 1][(s - 1) % 6];
          return l ? LOCALES.indexOf(l) : -1;
        },
        'red d6 picks the row, white d6 the locale; a blank square rerolls',
      ),
  },
  {
    id: 'advance-of-civilization',
    title: 'Advance of civilization (Spring 1880)',
    source: 'six-gun-sound.md §14.2 [L4198–4204]',
    ready(p) {
      const sl = slOf(p);
      const frozen = p.locale === 'indian-territory';
      return scored(
        ['sl-up', 'unchanged', 'sl-down'],
        D6,
        d6,
        (s) => (s > sl ? (frozen ? 1 : 0) : s === 1 ? 2 : 1),
        `1d6 > SL ${sl}: SL + 1${frozen ? ' (never in Indian Territory)' : ''}; a 1: SL − 1`,
      );
    },
  },
  {
    id: 'lying-low',
    title: 'Lying low',
    source: 'six-gun-sound.md §14.2 [L4218–4220], C-43',
    ready: (p) =>
      p.turns < 2
        ? {
            outcomes: ['found', 'safe'],
            explain: 'no roll on the first turn of lying low',
            roll: () => 1,
            exact: () => Float64Array.of(0, 1),
          }
        : scored(
            ['found', 'safe'],
            D6,
            d6,
            (s) => (s <= p.turns ? 0 : 1),
            `1d6 ≤ ${p.turns} turns: enemies find him (a Raid, played as a Capture; C-43)`,
          ),
  },
  {
    id: 'warriors',
    title: 'Which warrior table',
    source: 'six-gun-sound.md §5.3.8 [L8705–8715, L8845–8853, L8985–8995], C-49',
    ready: warriors,
  },
];

export const travel = campaignProcedure({
  id: 'travel',
  title: 'Time, travel and locales',
  description:
    "Where the trail leads: the Encounter test against a locale's Settlement Level, terrain on the trail, High Country routes, Size of Settlement, Random Locale, the advance of civilization, lying low, and which warrior table a locale uses (six-gun-sound.md §14.2, §5.3.8).",
  params,
  tables,
});
