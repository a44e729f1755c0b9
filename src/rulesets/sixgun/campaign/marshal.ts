import {
  counts,
  campaignProcedure,
  D6,
  d6,
  matrixTable,
  scored,
  type CampaignTable,
  type Ready,
} from './table.ts';
import type { SixgunOptions } from '../options.ts';
import { MARSHAL_ENCOUNTERS, type Locale } from './data.ts';
import { localeParams } from './params.ts';
import { slOf } from './travel.ts';

const params = { locale: localeParams.locale, sl: localeParams.sl } as const;
type P = { table: string; locale: Locale; sl?: number };

/** Big Capture: 1 + 1d6 Marshals and 1 + 1d6 Deputies; §14.7 [L5807]. */
const BIG_CAPTURE_BASE = 1;
/** In town, the lawmen come in two wagons on 1d6 = 5–6; a wagon in sight tips the outlaws off on 5–6 [L5808–5809]. */
const FIVE_UP = 5;

const tables: CampaignTable<P>[] = [
  {
    id: 'marshal-encounters',
    title: 'Marshal Encounters',
    source: 'six-gun-sound.md §14.7 [L5787–5797], C-44',
    ready: (p) => matrixTable(MARSHAL_ENCOUNTERS, slOf(p)),
  },
  {
    id: 'big-capture-force',
    title: "Big Capture: Marshals (or Deputies) in the lawmen's force",
    source: 'six-gun-sound.md §14.7 [L5807]',
    ready() {
      const { outcomes, values } = counts(BIG_CAPTURE_BASE + 1, BIG_CAPTURE_BASE + 6);
      return scored(
        outcomes,
        D6,
        d6,
        (s) => s - 1,
        `${BIG_CAPTURE_BASE} + 1d6 (rolled once for Marshals, once for Deputies)`,
        values,
      );
    },
  },
  {
    id: 'big-capture-wagons',
    title: 'Big Capture in town: do the lawmen come in wagons?',
    source: 'six-gun-sound.md §14.7 [L5808]',
    ready: () =>
      scored(
        ['two-wagons', 'on-foot-or-horse'],
        D6,
        d6,
        (s) => (s >= FIVE_UP ? 0 : 1),
        '1d6: 5–6 two wagons',
      ),
  },
  {
    id: 'wagon-tip-off',
    title: 'Big Capture: a wagon in sight tips the outlaws off',
    source: 'six-gun-sound.md §14.7 [L5809]',
    ready: () =>
      scored(
        ['tipped-off', 'unaware'],
        D6,
        d6,
        (s) => (s >= FIVE_UP ? 0 : 1),
        '1d6 per wagon a turn: 5–6 alerts them',
      ),
  },
];

/** The Big Capture's own tables, made ready for the encounter type that plays it (encounter/types/big-capture.ts). */
export function bigCaptureTable(
  id: 'big-capture-force' | 'big-capture-wagons' | 'wagon-tip-off',
  o: SixgunOptions,
): Ready {
  return tables.find((t) => t.id === id)!.ready({ table: id, locale: 'kansas' }, o);
}

export const marshalCampaign = campaignProcedure({
  id: 'marshal-campaign',
  title: 'Marshal campaign',
  description:
    "The Marshal's ladder: Marshal Encounters by Settlement Level and the Big Capture's force, wagons and tip-off (six-gun-sound.md §14.7).",
  params,
  tables,
});
