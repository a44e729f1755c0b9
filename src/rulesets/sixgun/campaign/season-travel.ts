import type { Rng } from '../../../dice/rng.ts';
import { rollPasses } from '../pass-dice.ts';
import { LINKS, LOCALES, type Locale } from './data.ts';

/**
 * Where a Star of the simple campaign goes (six-gun-sound.md §14.2 [L4122–4126, L4206–4246]).
 * Each Spring, Summer and Fall he may stay put or stake a claim elsewhere, riding any distance
 * from linked locale to linked locale and taking the Encounter test on entering each; the first
 * encounter ends his movement for the season, there. In Winter no one moves, and he tests where
 * he is. Nothing obliges him to move [L4212], so where he goes is his choice, played by a policy:
 * - stay: he puts down roots and tests where he is every season;
 * - drift: each season he rides into a linked locale picked at random, and no further (the
 *   Gunfighter's drift of §14.6, one locale a season);
 * - head-for: he rides the shortest way to his goal (fewest locales; on a tie the first found
 *   in LINKS order), stopped for the season by an encounter and going on the next, then stays.
 */
export const TRAVEL_POLICIES = ['stay', 'drift', 'head-for'] as const;
export type TravelPolicy = (typeof TRAVEL_POLICIES)[number];

/** Turns count from Spring 1875: Spring, Summer, Fall, Winter (a turn is a season, C-42). */
export const isWinter = (turn: number): boolean => turn % 4 === 3;

/** The shortest way from `from` to `to` on the Travel Map, `from` left out (breadth first). */
export function wayTo(from: Locale, to: Locale): Locale[] {
  const before = new Map<Locale, Locale | null>([[from, null]]);
  const queue: Locale[] = [from];
  for (let i = 0; i < queue.length && !before.has(to); i++)
    for (const l of LINKS[queue[i]])
      if (!before.has(l)) {
        before.set(l, queue[i]);
        queue.push(l);
      }
  const way: Locale[] = [];
  for (let l: Locale | null | undefined = to; l && l !== from; l = before.get(l)) way.unshift(l);
  return way;
}

/**
 * The routes he may ride this season from `from`, equally likely, each the locales he enters in
 * order; a route of `[from]` alone is staying and testing where he is.
 */
export function routesOf(policy: TravelPolicy, from: Locale, to?: Locale): readonly Locale[][] {
  if (policy === 'drift') return LINKS[from].map((l) => [l]);
  if (policy === 'head-for' && to && to !== from) return [wayTo(from, to)];
  return [[from]];
}

/** Every locale he can be in under the policy, in LOCALES order (head-for: along his way). */
export function reachable(policy: TravelPolicy, from: Locale, to?: Locale): Locale[] {
  if (policy === 'stay') return [from];
  if (policy === 'head-for') return to && to !== from ? [from, ...wayTo(from, to)] : [from];
  const seen = new Set<Locale>([from]);
  for (const l of seen) for (const k of LINKS[l]) seen.add(k);
  return LOCALES.filter((l) => seen.has(l));
}

/**
 * Whether an Encounter test's passes give an encounter: Pass 1 [L4224–4246]; for an Outlaw,
 * whose test is Looking for Loot, Pass 2, or a Pass 1 after one last season in the same locale
 * (`pend`) [L5855–5870].
 */
export const meets = (passes: number, outlaw: boolean, pend: number): boolean =>
  outlaw ? passes === 2 || (passes === 1 && pend === 1) : passes === 1;

/**
 * Rides into each locale of `route` (indices into LOCALES) in turn and takes its test (2d6
 * against its SL, `sl` by index), stopping at the first encounter; `pend` is a Pass 1 pending in
 * the first locale (only where he stays). Returns 3 × the index in `route` of the locale he ends
 * the season in + the passes of its test.
 */
export function rideInto(
  rng: Rng,
  route: readonly number[],
  sl: readonly number[],
  outlaw: boolean,
  pend: number,
): number {
  for (let i = 0; ; i++) {
    const k = rollPasses(rng, 2, sl[route[i]]);
    if (i === route.length - 1 || meets(k, outlaw, i === 0 ? pend : 0)) return 3 * i + k;
  }
}
