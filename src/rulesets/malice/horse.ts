import { enumField, numberField } from '../fields.ts';
import type { Procedure } from '../types.ts';
import { budgeted } from '../exact-budget.ts';
import {
  exactVolley,
  simulateVolley,
  volleyExactCost,
  volleyLayout,
  type Volley,
} from './attack.ts';
import {
  characterFields,
  characterNotes,
  describeCharacter,
  readCharacter,
  type Character,
} from './character.ts';
import type { MaliceOptions } from './options.ts';
import { AIM_SHIFTS, type AimShift } from './wounds.ts';

const params = {
  hits: numberField({
    default: 1,
    min: 1,
    max: 12,
    integer: true,
    description: 'Hits landing on the mounted character, one after another.',
  }),
  aimShift: enumField(AIM_SHIFTS, {
    default: 'none',
    description:
      "How aimed hits shift the rider's location die (the hits are un-aimed unless best is asked).",
    noun: 'aim shift',
  }),
  ...characterFields('', 'the rider'),
} as const;

export interface HorseParams {
  hits: number;
  aimShift: AimShift;
  [character: string]: unknown;
}

const riderOf = (p: HorseParams) => readCharacter(p, '', 'the rider') as Character;

/** Hits that are certain (need 1) on a mounted character: only where they land is random. */
const horseVolley = (p: HorseParams): Volley => ({
  shots: p.hits,
  need: 1,
  aimed: p.aimShift !== 'none',
  shift: p.aimShift,
  stopWhenDead: true,
  mounted: true,
  reloads: () => 0,
});

export const horse: Procedure<HorseParams, MaliceOptions> = budgeted({
  id: 'horse',
  title: 'Hits on a mounted character',
  description:
    'Hits on a rider: each strikes the horse on a d10 of 1–5 and the rider on 6–10; the horse dies of its third wound and the rider is dismounted; every hit on either makes the rider test Toughness (malice.md §1.8, C2, D7, D10).',
  params,
  check(p) {
    const c = readCharacter(p, '', 'the rider');
    return Array.isArray(c) ? c : [];
  },
  metrics: (p) => volleyLayout(horseVolley(p)),
  explain: (p) =>
    `${p.hits} hit${p.hits === 1 ? '' : 's'} on a mounted rider with ${describeCharacter(riderOf(p))}`,
  notes: (p) => characterNotes(riderOf(p), 'rider'),
  exactCost: (p) => volleyExactCost(horseVolley(p), riderOf(p)),
  exact: (p, o) => exactVolley(horseVolley(p), riderOf(p), o, volleyLayout(horseVolley(p))),
  simulate(p, o, rng, trials, acc) {
    const v = horseVolley(p);
    simulateVolley(v, riderOf(p), o, rng, trials, acc, volleyLayout(v));
  },
});
