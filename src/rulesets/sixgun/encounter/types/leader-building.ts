import type { Rng } from '../../../../dice/rng.ts';

/** What a building of the town counts as in the Capture's roll, and for its horses (§13.1 Mounts). */
export const BUILDING_KINDS = ['saloon', 'hotel', 'livery', 'other'] as const;
export type BuildingKind = (typeof BUILDING_KINDS)[number];

/** The Capture in town's roll for the Outlaw leader's building: 1d6, +2 a saloon, +1 a hotel (§13.4 [L3473–3511]). */
export const LEADER_BONUS: Readonly<Record<BuildingKind, number>> = {
  saloon: 2,
  hotel: 1,
  livery: 0,
  other: 0,
};

/**
 * The building lists of a small and a good-sized town (six-gun-sound.md §14.2 Layouts
 * [L4770–4838]), in the book's order, the street's order here.
 */
const SMALL_TOWN = [
  'Bank',
  'Barber & Baths',
  'Blacksmith',
  'Café & Hotel',
  'Church',
  'Doctor/Dentist',
  'Feed & Grain',
  'General Store/Hardware',
  'Lawyer',
  'Livery',
  'Marshal & Jail',
  'Newspaper',
  'Post Office',
  'Saloon',
  'Saloon',
  'Schoolhouse',
  'Telegraph',
  'Undertaker',
];
const GOOD_SIZED_TOWN = [
  'Bank',
  'Bank',
  'Barber',
  'Blacksmith',
  'Boarding House & Café',
  'Café & Hotel',
  'Church',
  'Claims Office/Telegraph',
  'Café',
  'Doctor',
  'Feed & Grain',
  'General Store',
  'Hardware',
  'Hotel',
  'Jeweler',
  'Dry Goods',
  'Lawyer',
  'Livery',
  'Lumber Co.',
  'Marshal & Jail',
  'Newspaper',
  'Photographer',
  'Post Office',
  'Rail yard',
  'Saloon',
  'Saloon',
  'Saloon',
  'Schoolhouse',
  'Territorial Marshal',
  'Undertaker',
  'Wells Fargo',
];
/** A Saloon is a saloon, a building whose name has Hotel a hotel (the Boarding House is not), the Livery the livery stable. */
const kindOf = (name: string): BuildingKind =>
  name === 'Saloon'
    ? 'saloon'
    : name.includes('Hotel')
      ? 'hotel'
      : name === 'Livery'
        ? 'livery'
        : 'other';
export const TOWNS = ['small-town', 'good-sized-town'] as const;
export type TownSize = (typeof TOWNS)[number];
export const TOWN_NAMES: Readonly<Record<TownSize, readonly string[]>> = {
  'small-town': SMALL_TOWN,
  'good-sized-town': GOOD_SIZED_TOWN,
};
export const TOWN_BUILDINGS: Readonly<Record<TownSize, readonly BuildingKind[]>> = {
  'small-town': SMALL_TOWN.map(kindOf),
  'good-sized-town': GOOD_SIZED_TOWN.map(kindOf),
};
/** Size of Settlement, 2d6 + SL: a good-sized town from 14 (§14.2 [L4745–4766]). */
export const GOOD_SIZED_FROM = 14;

/** How ties for the highest score are broken: the tied buildings roll again, or every building does. */
export const LEADER_TIES = ['reroll-tied', 'reroll-all'] as const;

/**
 * The Capture's building roll (§13.4 [L3473–3511]): 1d6 for each building but `skip` (−1: none),
 * plus its bonus, the highest holding the man. The book says nothing of ties: the tied buildings
 * roll again among themselves (as the Stand-Up Fight re-rolls ties, §13.1), or with `all` every
 * building does. `score` is scratch of the buildings' length. Returns the building's index.
 */
export function rollBuilding(
  bonus: ArrayLike<number>,
  skip: number,
  all: boolean,
  rng: Rng,
  score: Int32Array,
): number {
  const n = bonus.length;
  for (let k = 0; k < n; k++) score[k] = k === skip ? -1 : 0;
  for (;;) {
    let best = -1,
      at = -1,
      ties = 0;
    for (let k = 0; k < n; k++) {
      if (score[k] < 0) continue;
      const s = rng.d6() + bonus[k];
      score[k] = s;
      if (s > best) {
        best = s;
        at = k;
        ties = 1;
      } else if (s === best) ties++;
    }
    if (ties === 1) return at;
    if (!all) for (let k = 0; k < n; k++) if (score[k] !== best) score[k] = -1;
  }
}

/** The chance each score 1..8 is the one a building of bonus b rolls: 1d6 + b. */
const face = (b: number, s: number) => (s > b && s <= b + 6 ? 1 / 6 : 0);
const atMost = (b: number, s: number) => Math.min(6, Math.max(0, s - b)) / 6;

/**
 * The exact chance each building holds the man, by the roll above. Buildings of one bonus are
 * alike, so a round is read by how many of each bonus tie for the highest: the chance that k0,
 * k1, k2 of the n0, n1, n2 buildings of bonus 0, 1, 2 all score the highest, the rest less.
 */
export function buildingOdds(bonus: readonly number[], skip: number, all: boolean): number[] {
  const n = [0, 0, 0];
  bonus.forEach((b, k) => k !== skip && n[b]++);
  const memo = new Map<string, number[]>();
  const choose = (a: number, b: number) => {
    let r = 1;
    for (let i = 0; i < b; i++) r = (r * (a - i)) / (i + 1);
    return r;
  };
  /** The chance a building of each bonus wins among m[b] of bonus b rolling. */
  const win = (m: number[]): number[] => {
    const key = m.join(',');
    const got = memo.get(key);
    if (got) return got;
    // Chance of each tie pattern (k0, k1, k2) in one round of the m buildings.
    const rounds: [number[], number][] = [];
    for (let top = 1; top <= 8; top++)
      for (let k0 = 0; k0 <= m[0]; k0++)
        for (let k1 = 0; k1 <= m[1]; k1++)
          for (let k2 = 0; k2 <= m[2]; k2++) {
            const ks = [k0, k1, k2];
            if (k0 + k1 + k2 === 0) continue;
            let p = 1;
            for (let b = 0; b < 3; b++)
              p *=
                choose(m[b], ks[b]) * face(b, top) ** ks[b] * atMost(b, top - 1) ** (m[b] - ks[b]);
            if (p > 0) rounds.push([ks, p]);
          }
    const out = [0, 0, 0];
    let again = 0; // the chance the same m roll again (every one tied, or all re-roll)
    for (const [ks, p] of rounds) {
      const tied = ks[0] + ks[1] + ks[2];
      if (tied === 1) {
        out[ks.findIndex((k) => k === 1)] += p / m[ks.findIndex((k) => k === 1)];
        continue;
      }
      if (all || (ks[0] === m[0] && ks[1] === m[1] && ks[2] === m[2])) {
        again += p;
        continue;
      }
      const next = win(ks);
      // A building of bonus b wins with next[b] among the tied; each of bonus b is one of ks[b] of m[b] alike.
      for (let b = 0; b < 3; b++) if (ks[b] > 0) out[b] += (p * next[b] * ks[b]) / m[b];
    }
    const r = out.map((x) => x / (1 - again));
    memo.set(key, r);
    return r;
  };
  const w = win(n);
  return bonus.map((b, k) => (k === skip ? 0 : w[b]));
}
