import type { Rng } from '../../../dice/rng.ts';
import { defaultsOf } from '../../fields.ts';
import { NPC_TABLES, type NpcRow } from '../data.ts';
import type { SixgunOptions } from '../options.ts';
import { passCounts, rollPasses } from '../pass-dice.ts';
import { shot } from '../shot.ts';

/**
 * The Outlaw's gang (six-gun-sound.md §14.8 [L6033–6123]): the Star, his outlaw brothers, who
 * never leave, and hard cases from the Outlaw list up to the combined Rep of the Star and his
 * brothers. Each season everyone draws 1 LP, himself and his brothers first; anyone unpaid
 * brings "So That's How It Is?". The hard cases are counted, not followed one by one: a man's
 * row of the Outlaw list is rolled when something reads it (his Sand when he tests, the highest
 * or lowest Rep among the unpaid when they mutiny, the Rep of the man facing an Express Agent).
 */

/** What the gang rules read of the season's params. */
export interface GangInputs {
  rep: number;
  brothers: number;
  brotherRep: number;
  gang: number;
  lp: number;
  seasons: number;
}

/** The Outlaw list [L6745–6752], by d6: a hard case's Rep, Toughness and Sand. */
export const HARD_CASES: readonly NpcRow[] = NPC_TABLES.outlaw as NpcRow[];
const sameRow = (a: NpcRow, b: NpcRow) =>
  a.rep === b.rep && a.toughness === b.toughness && a.sand === b.sand;
/** Its distinct rows, and how many of the six faces give each. */
export const HARD_CASE_ROWS: readonly NpcRow[] = HARD_CASES.filter(
  (r, i) => HARD_CASES.findIndex((q) => sameRow(q, r)) === i,
);
const rowOf = (r: NpcRow) => HARD_CASE_ROWS.findIndex((q) => sameRow(q, r));
const FACES = HARD_CASE_ROWS.map((r) => HARD_CASES.filter((q) => sameRow(q, r)).length);

/** The most hard cases he can lead at Rep `rep`: his Rep plus his brothers' [L6049–6055]. */
export const gangRoom = (rep: number, p: GangInputs): number => rep + p.brothers * p.brotherRep;
/** The most hard cases a campaign can see: the room at Rep 7, or the start if more. */
export const gangMax = (p: GangInputs): number => Math.max(p.gang, gangRoom(7, p));

/** The payout at the end of a season [L6059–6075]: what is paid, how many hard cases go unpaid, what is left. */
export function payout(
  gang: number,
  lp: number,
  brothers: number,
): { paid: number; unpaid: number; left: number } {
  const paid = Math.min(lp, 1 + brothers + gang);
  const unpaid = gang - Math.min(gang, Math.max(0, lp - 1 - brothers));
  return { paid, unpaid, left: lp - paid };
}

/** Chance an unpaid man leaves on Pass 1 (2d6 vs his Sand, "if pass": campaign.unpaidLeaves). */
export function leaveChance(o: SixgunOptions): number {
  const need = o['campaign.unpaidLeaves'] === 'both-dice' ? 2 : 1;
  let q = 0;
  for (const r of HARD_CASES) {
    const c = passCounts(2, r.sand);
    for (let k = need; k <= 2; k++) q += c[k] / HARD_CASES.length;
  }
  return q;
}

/** One unpaid man's Sand test, rolled: true if he leaves. */
export function rollLeaves(rng: Rng, o: SixgunOptions): boolean {
  const r = HARD_CASES[rng.below(6)];
  return rollPasses(rng, 2, r.sand) >= (o['campaign.unpaidLeaves'] === 'both-dice' ? 2 : 1);
}

/**
 * Which row of the Outlaw list the mutineer is, among `u` unpaid men: the highest Rep (the
 * Draw) or the lowest (the back shot), ties one of them at random, so given his Rep his row is
 * any of that Rep's faces.
 */
export function mutineerOdds(u: number, highest: boolean): Float64Array {
  const reps = [...new Set(HARD_CASES.map((r) => r.rep))].sort((a, b) => a - b);
  const share = (keep: (rep: number) => boolean) =>
    (HARD_CASES.filter((r) => keep(r.rep)).length / HARD_CASES.length) ** u;
  const out = new Float64Array(HARD_CASE_ROWS.length);
  for (const v of reps) {
    const pv = highest
      ? share((r) => r <= v) - share((r) => r < v)
      : share((r) => r >= v) - share((r) => r > v);
    const faces = HARD_CASES.filter((r) => r.rep === v).length;
    HARD_CASE_ROWS.forEach((r, k) => {
      if (r.rep === v) out[k] += (pv * FACES[k]) / faces;
    });
  }
  return out;
}

/** The mutineer among `u` unpaid men, rolled: an index into HARD_CASE_ROWS. */
export function rollMutineer(rng: Rng, u: number, highest: boolean): number {
  let best = HARD_CASES[rng.below(6)];
  let ties = 1;
  for (let i = 1; i < u; i++) {
    const r = HARD_CASES[rng.below(6)];
    const better = highest ? r.rep > best.rep : r.rep < best.rep;
    // Among equal Reps each has the same chance to be the one (reservoir of one).
    if (better) [best, ties] = [r, 1];
    else if (r.rep === best.rep && rng.below(++ties) === 0) best = r;
  }
  return rowOf(best);
}

/**
 * The back shot [L6103–6113]: one pistol shot by a hard case of row `m` at the Star from
 * within effective range: Obviously Dead, Out of the Fight, or still in play.
 */
export function backShotOdds(m: number, toughness: number, o: SixgunOptions): Float64Array {
  const r = HARD_CASE_ROWS[m];
  const e = shot.exact!(
    { ...defaultsOf(shot.params), rep: r.rep, shots: 1, toughness } as never,
    o,
  ) as Record<string, number>;
  return Float64Array.of(e.pObviouslyDead, e.pOutOfFight, 1 - e.pObviouslyDead - e.pOutOfFight);
}

/** The results of a back shot, in backShotOdds's order. */
export const [SHOT_DEAD, SHOT_OOF, SHOT_IN_PLAY] = [0, 1, 2];

/** Binomial odds of k of n, each with chance q. */
export function binomial(n: number, q: number): Float64Array {
  const out = new Float64Array(n + 1);
  let c = 1;
  for (let k = 0; k <= n; k++) {
    out[k] = c * q ** k * (1 - q) ** (n - k);
    c = (c * (n - k)) / (k + 1);
  }
  return out;
}
