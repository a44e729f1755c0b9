import { Layout } from '../../core/layout.ts';
import { enumField, type Values } from '../fields.ts';
import type { ExactMetrics, Procedure } from '../types.ts';
import { PROFESSIONS, VETERAN_ON } from './data.ts';
import {
  GF2_PLACES,
  GF2_RANCH_UP_TO,
  GF2_TOWN_UP_TO,
  GF3_PLACES,
  GF3_TOWN_UP_TO,
  GF_TYPES,
  GF_TYPE_BY_D6,
  HOW_MANY,
  HOW_MANY_BY_2D6,
  OPPONENTS,
  OPPONENT_BY_2D6,
  STAR_KINDS,
} from './gunfight-tables.ts';
import type { SixgunOptions } from './options.ts';

/**
 * The rolls that set up a Gunfight encounter, six-gun-sound.md §13.1: its type (1d6), where a
 * GF-2 or GF-3 happens, How Many of Them (2d6), Gunfight Opponents by the Star's profession
 * (2d6), and whether a figure of a given profession is a Veteran (1d6 within the profession's
 * range, §2.1 [L860]). Each metric is one table's roll; exact by counting faces.
 */
const params = {
  star: enumField(STAR_KINDS, {
    default: 'gunfighter',
    description: "The Star's profession, which picks the Gunfight Opponents column.",
    noun: 'star',
  }),
  profession: enumField(PROFESSIONS, {
    default: 'cowboy',
    description: 'A figure whose Veteran roll is asked about (§2.2 NPC tables).',
    noun: 'profession',
  }),
} as const;

export type GunfightSetupParams = Values<typeof params>;

const layout = () =>
  new Layout()
    .categories('type', GF_TYPES, 'the kind of gunfight (1d6)')
    .categories('gf2Place', GF2_PLACES, 'where a GF-2 happens (1d6, then 1d6 away from town)')
    .categories('gf3Place', GF3_PLACES, 'where a GF-3 happens (1d6; in town it is played as GF-2)')
    .categories('howMany', HOW_MANY, 'How Many of Them (2d6): their force against yours')
    .categories('opponents', OPPONENTS, "Gunfight Opponents (2d6) for the Star's profession")
    .probability('pVeteran', "the figure is a Veteran (1d6 within its profession's range)");

/** P(2d6 = t) for t = 2..12. */
const two = (t: number) => (6 - Math.abs(t - 7)) / 36;

export const gunfightSetup: Procedure<GunfightSetupParams, SixgunOptions> = {
  id: 'gunfight-setup',
  title: 'Setting up a Gunfight',
  description:
    "The Gunfight encounter's set-up rolls (six-gun-sound.md §13.1): its type, where a GF-2 or GF-3 happens, How Many of Them, Gunfight Opponents by the Star's profession, and a figure's Veteran roll (§2.1).",
  params,
  metrics: layout,
  explain: (p) =>
    `type 1d6; GF-2 place 1d6 (then 1d6); How Many 2d6; opponents of a ${p.star} Star 2d6; a ${p.profession} is a Veteran on 1d6 ≤ ${VETERAN_ON[p.profession]}`,

  exact(p): ExactMetrics {
    const type: Record<string, number> = {};
    GF_TYPES.forEach((t) => (type[t] = 0));
    GF_TYPE_BY_D6.forEach((k) => (type[GF_TYPES[k]] += 1 / 6));
    const away = 1 - GF2_TOWN_UP_TO / 6;
    const howMany: Record<string, number> = {};
    const opponents: Record<string, number> = {};
    HOW_MANY.forEach((h) => (howMany[h] = 0));
    OPPONENTS.forEach((o) => (opponents[o] = 0));
    for (let t = 2; t <= 12; t++) {
      howMany[HOW_MANY[HOW_MANY_BY_2D6[t - 2]]] += two(t);
      opponents[OPPONENTS[OPPONENT_BY_2D6[p.star][t - 2]]] += two(t);
    }
    return {
      type,
      gf2Place: {
        town: GF2_TOWN_UP_TO / 6,
        ranch: away * (GF2_RANCH_UP_TO / 6),
        trail: away * (1 - GF2_RANCH_UP_TO / 6),
      },
      gf3Place: { town: GF3_TOWN_UP_TO / 6, trail: 1 - GF3_TOWN_UP_TO / 6 },
      howMany,
      opponents,
      pVeteran: VETERAN_ON[p.profession] / 6,
    };
  },

  simulate(p, _o, rng, trials, acc) {
    const l = layout();
    const [sType, sGf2, sGf3, sHow, sOpp, sVet] = [
      'type',
      'gf2Place',
      'gf3Place',
      'howMany',
      'opponents',
      'pVeteran',
    ].map((m) => l.slot(m));
    const column = OPPONENT_BY_2D6[p.star];
    const veteranOn = VETERAN_ON[p.profession];
    for (let t = 0; t < trials; t++) {
      acc[sType + GF_TYPE_BY_D6[rng.below(6)]]++;
      if (rng.d6() <= GF2_TOWN_UP_TO) acc[sGf2]++;
      else acc[sGf2 + (rng.d6() <= GF2_RANCH_UP_TO ? 1 : 2)]++;
      acc[sGf3 + (rng.d6() <= GF3_TOWN_UP_TO ? 0 : 1)]++;
      acc[sHow + HOW_MANY_BY_2D6[rng.d6() + rng.d6() - 2]]++;
      acc[sOpp + column[rng.d6() + rng.d6() - 2]]++;
      if (rng.d6() <= veteranOn) acc[sVet]++;
    }
    acc[0] += trials;
  },
};
