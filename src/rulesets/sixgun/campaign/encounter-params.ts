import { booleanField, enumField, numberField, type Values } from '../../fields.ts';
import { localeParams } from './params.ts';
import { sandField } from '../sand-field.ts';

/** The params the encounter set-up tables of §13 read (each table reads a few). */
export const encounterParams = {
  ...localeParams,
  theirRep: numberField({
    default: 4,
    min: 1,
    max: 7,
    integer: true,
    description: "The other side's leader's Rep (Stand-Up Fight, Hold Up, Talk the Talk).",
  }),
  force: numberField({
    default: 4,
    min: 1,
    max: 30,
    integer: true,
    description:
      'The force a How Many of Them table is read against (yours, the Outlaws, the target party).',
  }),
  sand: sandField(
    'Sand of a figure testing (Defending Hearth and Home, passengers, street brawl).',
  ),
  bandsBack: numberField({
    default: 0,
    min: 0,
    max: 10,
    integer: true,
    description:
      'Posse: how many bands the Chasers are behind when the Runners hole up (8 or more: −2).',
  }),
  moves: numberField({
    default: 1,
    min: 1,
    max: 12,
    integer: true,
    description: 'Jail Break: outlaw moves outside the jail each turn (each rolls for the alarm).',
  }),
  total: numberField({
    default: 7,
    min: 2,
    max: 12,
    integer: true,
    description: "Indians: the first turn's activation total (its return sends them away).",
  }),
  outnumbered: enumField(['no', '3-to-1', '5-to-1'], {
    default: 'no',
    description: 'Talk the Talk: the Star is outnumbered 3:1 (−1) or 5:1 (−2).',
    noun: 'odds',
  }),
  peaceful: booleanField({
    default: false,
    description: 'Talk the Talk: a parley in this locale ended in peace before (+1).',
  }),
  region: enumField(['west-texas', 'indian-territory', 'kansas'], {
    default: 'kansas',
    description: 'Cattle Drive: which of the three stretches of the drive.',
    noun: 'region',
  }),
  quality: numberField({
    default: 4,
    min: 1,
    max: 6,
    integer: true,
    description: "Posse Chase: the mount's Quality (or a runner on foot's Rep).",
  }),
  horsemanship: numberField({
    default: 4,
    min: 1,
    max: 6,
    integer: true,
    description: "Posse Chase: the rider's Horsemanship (a Pass 1 calls for it).",
  }),
  double: booleanField({ default: false, description: 'Posse Chase: riding double (−1).' }),
  rough: booleanField({
    default: false,
    description: 'Posse Chase: rough terrain or high country (−1).',
  }),
} as const;

export type EncounterParams = Values<typeof encounterParams> & { table: string };
