import { enumField } from '../../fields.ts';
import { campaignProcedure, counts, D6, d6, scored, type CampaignTable } from './table.ts';

/**
 * Terrain features on the trail and the layouts of the small settlements, six-gun-sound.md
 * §14.2 [L4689–4735, L4770–4838]: each feature of a 12"×12" section is its own 1d6 (present on the
 * listed faces), a river's crossings, and a trading post's or a fort's buildings.
 */
const params = {
  fort: enumField(['private', 'large'], {
    default: 'private',
    description: 'fort-buildings: a private fort (1 + ½d6 buildings) or a large one (4 + 1d6).',
    noun: 'fort',
  }),
} as const;
type P = { table: string; fort: 'private' | 'large' };

/** A feature present on 1d6 ≤ `upTo`. */
const feature = (id: string, title: string, upTo: number, source: string): CampaignTable<P> => ({
  id,
  title: `${title} (1d6: ${upTo === 1 ? '1' : `1–${upTo}`})`,
  source,
  ready: () => scored(['present', 'absent'], D6, d6, (s) => (s <= upTo ? 0 : 1), `1d6 ≤ ${upTo}`),
});

const WOS = 'six-gun-sound.md §14.2 [L4689–4735]';
const RT = 'six-gun-sound.md §14.2 [L4689–4735]';
const HC = 'six-gun-sound.md §14.2 [L4689–4735]';
const LAYOUT = 'six-gun-sound.md §14.2 [L4770–4838]';

const tables: CampaignTable<P>[] = [
  {
    id: 'wos-scrub',
    title: 'Wide-open spaces: scrub with no effect (1–4) or obscuring',
    source: WOS,
    ready: () => scored(['no-effect', 'obscuring'], D6, d6, (s) => (s <= 4 ? 0 : 1), '1d6'),
  },
  feature('wos-rock', 'Wide-open spaces: impassable rock formations', 1, WOS),
  feature('wos-riverbed', 'Wide-open spaces: a dry riverbed (blocks sight)', 2, WOS),
  feature('wos-water', 'Wide-open spaces: a small water source', 1, WOS),
  feature('rt-gullies', 'Rough terrain: gullies', 1, RT),
  feature('rt-washes', 'Rough terrain: washes', 2, RT),
  feature('rt-ridges', 'Rough terrain: small ridges', 3, RT),
  feature('rt-river', 'Rough terrain: a river', 1, RT),
  {
    id: 'rt-fords',
    title:
      "Rough terrain: a river's fords (one on 1–4, two on 5; the book gives no 6: RULING, roll again)",
    source: RT,
    ready: () =>
      scored(
        ['one-ford', 'two-fords'],
        D6,
        d6,
        (s) => (s <= 4 ? 0 : s === 5 ? 1 : -1),
        '1d6, a 6 rolled again',
        [1, 2],
      ),
  },
  feature('hc-trail', 'High country: impassable rock with a trail between table edges', 5, HC),
  feature('hc-water', 'High country: a water source', 1, HC),
  feature('hc-woods', 'High country: woods', 5, HC),
  {
    id: 'river-crossing',
    title:
      'A river: crossable only by a bridge (1), fordable along half its length (2–3) or all of it',
    source: 'six-gun-sound.md §14.2 [L4689–4735]',
    ready: () =>
      scored(
        ['bridge-only', 'half-fordable', 'fordable'],
        D6,
        d6,
        (s) => (s === 1 ? 0 : s <= 3 ? 1 : 2),
        '1d6',
      ),
  },
  {
    id: 'trading-post-water',
    title: "A trading post's water: a well (1–3), a river (4) or a stream",
    source: LAYOUT,
    ready: () =>
      scored(['well', 'river', 'stream'], D6, d6, (s) => (s <= 3 ? 0 : s === 4 ? 1 : 2), '1d6'),
  },
  feature('trading-post-outhouse', "A trading post's outhouse", 2, LAYOUT),
  feature('trading-post-corral', "A trading post's corral", 5, LAYOUT),
  {
    id: 'fort-buildings',
    title: "A fort's buildings: private 1 + ½d6, large 4 + 1d6",
    source: 'six-gun-sound.md §14.2 [L4770–4838]',
    ready: (p) => {
      const large = p.fort === 'large';
      const { outcomes, values } = large ? counts(5, 10) : counts(2, 4);
      return scored(
        outcomes,
        D6,
        d6,
        (s) => (large ? s - 1 : ((s + 1) >> 1) - 1),
        large ? '4 + 1d6' : '1 + ½d6',
        values,
      );
    },
  },
  feature('fort-wall', 'A fort has a wall', 5, 'six-gun-sound.md §14.2 [L4770–4838]'),
];

export const terrain = campaignProcedure({
  id: 'terrain',
  title: 'Terrain on the trail and settlement layouts',
  description:
    'The features of a 12"×12" section of trail by terrain type (wide-open spaces, rough terrain, high country), a river\'s fords and crossings, and the layouts of a trading post and a fort (six-gun-sound.md §14.2). Exact.',
  params,
  tables,
});
