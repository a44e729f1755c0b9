import { constant, convolve } from '../../../dice/dist.ts';
import { booleanField } from '../../fields.ts';
import type { Locale } from './data.ts';
import { driftingTable } from './cowboy.ts';
import { localeParams } from './params.ts';
import type { SixgunOptions } from '../options.ts';
import {
  campaignProcedure,
  D6,
  d6,
  rowOf,
  scored,
  type CampaignTable,
  type Ready,
} from './table.ts';
import { slOf } from './travel.ts';
import { sandField } from '../sand-field.ts';

const params = {
  ...localeParams,
  sand: sandField("The Gunfighter's Sand (help-wanted: 1d6 against the lower of Rep and Sand).", 1),
  wanted: booleanField({
    default: false,
    description: 'He is Wanted in this locale (opportunity: no Sheriff, show or newspaper job).',
  }),
} as const;
type P = { table: string; locale: Locale; sl?: number; rep: number; sand: number; wanted: boolean };

/** Opportunity, 1d6 + SL: rows' upper bounds and jobs; §14.6 [L5707–5721]. */
export const OPPORTUNITY = {
  upTo: [4, 5, 7, 8, 9, 10, 12],
  jobs: ['ranger', 'marshal', 'cowboy', 'sheriff', 'wild-west-show', 'journalist', 'drift'],
  /** The starred jobs, only for a man not Wanted here [L5723]. */
  notIfWanted: ['sheriff', 'wild-west-show', 'journalist'],
} as const;

const tables: CampaignTable<P>[] = [
  {
    id: 'help-wanted',
    title: 'Help Wanted',
    source: 'six-gun-sound.md §14.6 [L5691–5701]',
    ready(p) {
      const t = Math.min(p.rep, p.sand);
      return scored(
        ['work-offered', 'drift'],
        D6,
        d6,
        (s) => (s <= t ? 0 : 1),
        `1d6 vs the lower of Rep and Sand, ${t}`,
      );
    },
  },
  {
    id: 'opportunity',
    title: 'Opportunity',
    source: 'six-gun-sound.md §14.6 [L5703–5723]',
    ready(p) {
      const sl = slOf(p);
      const jobs = OPPORTUNITY.jobs;
      const drift = jobs.indexOf('drift');
      return scored(
        jobs,
        convolve(D6, constant(sl)),
        (rng) => d6(rng) + sl,
        (s) => {
          const k = rowOf(OPPORTUNITY.upTo, s);
          return p.wanted && (OPPORTUNITY.notIfWanted as readonly string[]).includes(jobs[k])
            ? drift
            : k;
        },
        `1d6 + SL ${sl}${p.wanted ? '; Wanted here, so no starred job (drift instead)' : ''}`,
      );
    },
  },
  {
    id: 'gunfighter-drifting',
    title: 'Gunfighter Drifting',
    source: 'six-gun-sound.md §14.6 [L5745–5751]',
    ready: (p) => driftingTable(slOf(p)),
  },
];

/** One of the Gunfighter's tables made ready, as the campaign season rolls it (gunfighter-season.ts). */
export function gunfighterTable(id: string, p: Omit<P, 'table'>, o: SixgunOptions): Ready {
  return tables.find((t) => t.id === id)!.ready({ ...p, table: id }, o);
}

export const gunfighterCampaign = campaignProcedure({
  id: 'gunfighter-campaign',
  title: 'Gunfighter campaign',
  description:
    "The Gunfighter's ladder: Help Wanted (1d6 against the lower of Rep and Sand), the Opportunity he is offered (1d6 + SL) and the encounter when he drifts (six-gun-sound.md §14.6).",
  params,
  tables,
});
