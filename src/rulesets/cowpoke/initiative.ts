import type { Rng } from '../../dice/rng.ts';
import { Layout } from '../../core/layout.ts';
import { enumField, numberField, type Values } from '../fields.ts';
import type { ExactMetrics, Procedure } from '../types.ts';
import type { CowpokeOptions } from './options.ts';

export type InitiativeMethod = CowpokeOptions['initiative.method'];

/** Method B: an even d6 gives Player 1 the first Player Turn; cowpoke.md §1.15 [L164-166] (W28). */
export const coinFlipFirst = (face: number): number => (face % 2 === 0 ? 0 : 1);

/** Logs one initiative roll for a trace; null while simulating. */
export type RollLog = ((line: string) => void) | null;

/**
 * Fills `order[0..players)` with the players in the order they take their Player Turns this
 * Game Turn (cowpoke.md §1.15). `key` is scratch space of at least `players` entries.
 * Method A shuffles the one-card-per-player deck; B flips the d6 coin (2 players only);
 * C rolls a d6 each, highest first, rerolling only among tied players (ruling A22).
 * Returns the number of d6 rolled.
 */
export function initiativeOrder(
  method: InitiativeMethod,
  players: number,
  rng: Rng,
  order: Int32Array,
  key: Int32Array,
  log: RollLog = null,
): number {
  for (let i = 0; i < players; i++) order[i] = i;
  if (method === 'A') {
    for (let i = players - 1; i > 0; i--) {
      const j = rng.below(i + 1);
      const t = order[i];
      order[i] = order[j];
      order[j] = t;
    }
    if (log)
      log(
        `the draw: ${Array.from(order.subarray(0, players), (p) => `player ${p + 1}`).join(', ')}`,
      );
    return 0;
  }
  if (method === 'B') {
    const face = rng.d6();
    const first = coinFlipFirst(face);
    order[0] = first;
    order[1] = 1 - first;
    if (log) log(`coin flip: d6 ${face} → player ${first + 1} first`);
    return 1;
  }
  return standoff(0, players, rng, order, key, log);
}

function standoff(
  lo: number,
  hi: number,
  rng: Rng,
  order: Int32Array,
  key: Int32Array,
  log: RollLog,
): number {
  if (hi - lo < 2) return 0;
  let dice = hi - lo;
  for (let i = lo; i < hi; i++) key[order[i]] = rng.d6();
  if (log)
    log(
      `standoff: ${Array.from(order.subarray(lo, hi), (p) => `player ${p + 1} rolls ${key[p]}`).join(', ')}`,
    );
  // Insertion sort, highest roll first; stable so that rerolls start from a fixed order.
  for (let i = lo + 1; i < hi; i++) {
    const p = order[i];
    let j = i - 1;
    while (j >= lo && key[order[j]] < key[p]) {
      order[j + 1] = order[j];
      j--;
    }
    order[j + 1] = p;
  }
  let start = lo;
  for (let i = lo + 1; i <= hi; i++) {
    if (i < hi && key[order[i]] === key[order[start]]) continue;
    // Rolls are read before recursing: a reroll overwrites only the tied players' keys.
    const next = i;
    dice += standoff(start, next, rng, order, key, log);
    start = next;
  }
  return dice;
}

const params = {
  method: enumField(['A', 'B', 'C'], {
    description: 'Overrides initiative.method: A the Draw, B the coin flip, C the standoff.',
    noun: 'method',
  }),
  players: numberField({
    default: 2,
    min: 2,
    max: 8,
    integer: true,
    description: 'Players (B needs exactly 2).',
  }),
  turns: numberField({
    default: 6,
    min: 2,
    max: 30,
    integer: true,
    description: 'Game Turns looked at for streaks.',
  }),
} as const;

export type InitiativeParams = Values<typeof params>;
const methodOf = (p: InitiativeParams, o: CowpokeOptions): InitiativeMethod =>
  p.method ?? o['initiative.method'];

/** P(longest run of equal symbols = k) for `turns` independent uniform draws over `players` symbols. */
function longestRun(players: number, turns: number): Float64Array {
  const same = 1 / players;
  // state (current run, longest so far), both 1..turns
  let cur = new Map<number, number>([[1 * 64 + 1, 1]]);
  for (let t = 1; t < turns; t++) {
    const next = new Map<number, number>();
    for (const [s, pr] of cur) {
      const run = s >> 6,
        best = s & 63;
      const a = (run + 1) * 64 + Math.max(best, run + 1);
      next.set(a, (next.get(a) ?? 0) + pr * same);
      const b = 1 * 64 + best;
      next.set(b, (next.get(b) ?? 0) + pr * (1 - same));
    }
    cur = next;
  }
  const out = new Float64Array(turns + 1);
  for (const [s, pr] of cur) out[s & 63] += pr;
  return out;
}

export const initiative: Procedure<InitiativeParams, CowpokeOptions> = {
  id: 'initiative',
  title: 'Initiative',
  description:
    'Who takes the first Player Turn each Game Turn under methods A (the Draw), B (coin flip) and C (standoff), the back-to-back "double turn" across a turn boundary, and streaks of first turns (cowpoke.md §1.15).',
  params,

  check(p, o) {
    return methodOf(p, o) === 'B' && p.players !== 2
      ? ['method B (coin flip) is for exactly 2 players']
      : [];
  },

  metrics(p) {
    return new Layout()
      .categories(
        'first',
        Array.from({ length: p.players }, (_, i) => `player ${i + 1}`),
        'who acts first in Game Turn 1',
      )
      .probability(
        'pBackToBack',
        'the player who went last in Turn 1 goes first in Turn 2 (a double turn)',
      )
      .distribution(
        'longestStreak',
        1,
        p.turns,
        'longest run of consecutive Game Turns with the same player first',
      )
      .mean('dice', 'd6 rolled for initiative in Turn 1 (method C rerolls ties)');
  },

  exact(p, o): ExactMetrics {
    const first: Record<string, number> = {};
    for (let i = 0; i < p.players; i++) first[`player ${i + 1}`] = 1 / p.players;
    const runs = longestRun(p.players, p.turns);
    const longestStreak: Record<string, number> = {};
    for (let k = 1; k <= p.turns; k++) if (runs[k] > 0) longestStreak[k] = runs[k];
    const out: ExactMetrics = { first, pBackToBack: 1 / p.players, longestStreak };
    const m = methodOf(p, o);
    if (m === 'A') out.dice = 0;
    if (m === 'B') out.dice = 1;
    // Two players tie with probability 1/6, so the standoff takes 6/5 rounds of 2 dice.
    if (m === 'C' && p.players === 2) out.dice = 12 / 5;
    return out;
  },

  simulate(p, o, rng: Rng, trials, acc) {
    const layout = this.metrics(p, o);
    const sFirst = layout.slot('first'),
      sB2B = layout.slot('pBackToBack');
    const sStreak = layout.slot('longestStreak'),
      sDice = layout.slot('dice');
    const method = methodOf(p, o);
    const n = p.players;
    const order = new Int32Array(n),
      key = new Int32Array(n);
    for (let t = 0; t < trials; t++) {
      let prevFirst = -1,
        prevLast = -1,
        run = 0,
        best = 0,
        dice = 0;
      for (let turn = 0; turn < p.turns; turn++) {
        const rolled = initiativeOrder(method, n, rng, order, key);
        if (turn === 0) dice = rolled;
        const f = order[0];
        if (turn === 0) acc[sFirst + f]++;
        if (turn === 1 && f === prevLast) acc[sB2B]++;
        run = f === prevFirst ? run + 1 : 1;
        if (run > best) best = run;
        prevFirst = f;
        prevLast = order[n - 1];
      }
      acc[sStreak + best - 1]++;
      acc[sDice] += dice;
      acc[sDice + 1] += dice * dice;
    }
    acc[0] += trials;
  },
};
