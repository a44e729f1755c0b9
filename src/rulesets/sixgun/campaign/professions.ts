import { PROFESSIONS, type Profession } from '../data.ts';
import { JUST_PASSING_THROUGH, RANDOM_NPC, STAR_PROFESSIONS } from './data.ts';
import {
  campaignProcedure,
  D6,
  d6,
  RED_WHITE,
  rollRedWhite,
  scored,
  type CampaignTable,
} from './table.ts';

/** Every profession a random table can name (no warriors: they have a table by locale). */
export const NAMED: readonly Profession[] = PROFESSIONS.filter((p) => !p.endsWith('-warrior'));
const at = (p: Profession) => NAMED.indexOf(p);

/** Random NPC Selection read from red × white (index into NAMED); a red 6 rerolls (−1). */
export const readRandomNpc = (score: number): number => {
  const red = Math.ceil(score / 6);
  const white = score - (red - 1) * 6;
  return red === 6 ? -1 : at(RANDOM_NPC[red - 1][(white - 1) >> 1]);
};

const params = {} as const;
type P = { table: string };

const tables: CampaignTable<P>[] = [
  {
    id: 'just-passing-through',
    title: 'Just Passing Through',
    source: 'six-gun-sound.md §2.3 [L6799–6813]',
    ready: () =>
      scored(
        NAMED,
        RED_WHITE,
        rollRedWhite,
        (s) => {
          const red = Math.ceil(s / 6);
          return at(JUST_PASSING_THROUGH[red <= 3 ? 0 : 1][s - (red - 1) * 6 - 1]);
        },
        'red d6 (1–3 or 4–6) picks the half, white d6 the profession',
      ),
  },
  {
    id: 'random-npc',
    title: 'Random NPC Selection',
    source: 'six-gun-sound.md §2.3 [L6815–6833]',
    ready: () =>
      scored(
        NAMED,
        RED_WHITE,
        rollRedWhite,
        readRandomNpc,
        'red d6 picks the row (6 rerolls), white d6 (1–2, 3–4, 5–6) the column',
      ),
  },
  {
    id: 'random-star',
    title: 'Random Star Profession',
    source: 'six-gun-sound.md §2.3 [L6835–6843]',
    ready: () =>
      scored(
        STAR_PROFESSIONS,
        D6,
        d6,
        (s) => s - 1,
        '1d6: 1 Cowboy, 2 Gunfighter, 3 Outlaw, 4 Marshal, 5 Ranger, 6 Sheriff',
      ),
  },
];

export const randomProfession = campaignProcedure({
  id: 'random-profession',
  title: 'Random profession tables',
  description:
    'Who turns up or what a Star is: Just Passing Through, Random NPC Selection (red 6 rerolls) and Random Star Profession (six-gun-sound.md §2.3).',
  params,
  tables,
});
