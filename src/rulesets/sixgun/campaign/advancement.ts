import { booleanField, enumField, numberField } from '../../fields.ts';
import { STAR_PROFESSIONS, type StarProfession } from './data.ts';
import { campaignProcedure, D6, d6, passTest, scored, type CampaignTable } from './table.ts';

const params = {
  stat: numberField({
    default: 4,
    min: 1,
    max: 10,
    integer: true,
    description: 'The Rep or Sand being rolled for (alternate-experience; no upper limit).',
  }),
  profession: enumField(STAR_PROFESSIONS, {
    default: 'cowboy',
    description: 'Whose outfit recruits (join-up): the Star, or his Boss.',
    noun: 'profession',
  }),
  rep: numberField({
    default: 4,
    min: 1,
    max: 7,
    integer: true,
    description: 'Rep of the Star or his Boss (join-up).',
  }),
  sl: numberField({
    default: 3,
    min: 1,
    max: 6,
    integer: true,
    description: "The locale's Settlement Level (join-up: Marshals and Rangers need 4 on Pass 2).",
  }),
  rancher: booleanField({
    default: false,
    description: 'The Cowboy outfit has a Rancher: +1d6 on Join Up, counting the best 3 (B-34).',
  }),
  atRanch: booleanField({
    default: false,
    description: 'The Cowboy outfit is back at the ranch (a Greenhorn joins even on Pass 0).',
  }),
} as const;
type P = {
  table: string;
  stat: number;
  profession: StarProfession;
  rep: number;
  sl: number;
  rancher: boolean;
  atRanch: boolean;
};

/** Alternate experience: 1d6 > stat, or a 6, raises it; a 1 lowers it, never below 1. §14.4 [L4591–4601]. */
const EXPERIENCE = ['up', 'same', 'down'] as const;

/** Join Up: 3d6 against the Rep of the Star or Boss; §14.4 [L4607–4655]. */
const JOIN_UP_DICE = 3;
/** The SL a Marshal or Ranger outfit needs for a Pass 2 recruit; §14.4 [L4634–4636]. */
const JOIN_UP_SL = 4;
const RECRUITS = [
  'cowboy',
  'greenhorn',
  'marshal',
  'outlaw',
  'lower-rep-outlaw',
  'ranger',
  'deputy',
  'none',
] as const;
type Recruit = (typeof RECRUITS)[number];

/** Who joins on Pass 3, 2, 1, 0 (index = passes, reversed); §14.4 [L4619–4655]. */
function joinUpRows(p: P): readonly [Recruit, Recruit, Recruit, Recruit] {
  const townOk = p.sl >= JOIN_UP_SL;
  switch (p.profession) {
    case 'cowboy':
      return ['cowboy', 'cowboy', 'greenhorn', p.atRanch ? 'greenhorn' : 'none'];
    case 'marshal':
      return ['marshal', townOk ? 'marshal' : 'none', 'none', 'none'];
    case 'outlaw':
      return ['outlaw', 'outlaw', 'lower-rep-outlaw', 'none'];
    case 'ranger':
      return ['ranger', townOk ? 'ranger' : 'none', 'none', 'none'];
    case 'sheriff':
      return ['deputy', 'deputy', 'none', 'none'];
    case 'gunfighter':
      return ['none', 'none', 'none', 'none'];
  }
}

const tables: CampaignTable<P>[] = [
  {
    id: 'alternate-experience',
    title: 'Alternate experience',
    source: 'six-gun-sound.md §14.4 [L4591–4601], B-14',
    ready: (p) =>
      scored(
        EXPERIENCE,
        D6,
        d6,
        (s) => (s === 6 || s > p.stat ? 0 : s === 1 && p.stat > 1 ? 2 : 1),
        `1d6 vs ${p.stat}: higher (or a 6) raises it, a 1 lowers it (never below 1)`,
        [1, 0, -1],
      ),
  },
  {
    id: 'join-up',
    title: 'Join Up',
    source: 'six-gun-sound.md §14.4 [L4570, L4607–4655], B-34',
    check(p, _o, name) {
      return p.rancher && p.profession !== 'cowboy'
        ? [`${name.param('rancher')} is for a Cowboy outfit; this one is ${p.profession}`]
        : [];
    },
    ready(p) {
      const rows = joinUpRows(p);
      const byPasses = [0, 1, 2, 3].map((k) => RECRUITS.indexOf(rows[3 - k]));
      const dice = JOIN_UP_DICE + (p.rancher ? 1 : 0);
      const explain =
        p.profession === 'gunfighter'
          ? 'Gunfighters never recruit'
          : `${dice}d6 vs Rep ${p.rep}${p.rancher ? ' (a Rancher: best 3)' : ''}`;
      return passTest(
        RECRUITS,
        p.profession === 'gunfighter' ? 0 : dice,
        p.rep,
        byPasses,
        explain,
        3,
        RECRUITS.map((r) => (r === 'none' ? 0 : 1)),
      );
    },
  },
];

export const advancement = campaignProcedure({
  id: 'advancement',
  title: 'Advancement and recruiting',
  description:
    'After an encounter: the alternate experience roll for Rep or Sand, and Join Up (3d6 against the Rep of the Star or his Boss, a Rancher 4d6 best 3) by profession (six-gun-sound.md §14.4).',
  params,
  tables,
});
