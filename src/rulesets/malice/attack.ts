import { Layout } from '../../core/layout.ts';
import { Rng } from '../../dice/rng.ts';
import type { ExactMetrics } from '../types.ts';
import type { Character } from './character.ts';
import { LOCATIONS } from './data.ts';
import type { MaliceOptions } from './options.ts';
import { pReach } from './shooting.ts';
import {
  copyBody,
  hitOutcomes,
  hitTarget,
  newBody,
  resetBody,
  type AimShift,
  type Body,
} from './wounds.ts';

/**
 * Shots at one target within one activation, all with the same need and aim: one Shoot,
 * Aim then Shoot, two Shoots, or a fanfire's rounds. Simulation and exact answer both go
 * through the rule functions of wounds.ts.
 */
export interface Volley {
  shots: number;
  /** The d10 each shot must reach (11+ cannot hit). */
  need: number;
  aimed: boolean;
  shift: AimShift;
  /** Separate Shoot actions stop once the target is dead; a fanfire's rounds are all fired at once. */
  stopWhenDead: boolean;
  mounted: boolean;
  /** Reload actions to refill after spending n rounds. */
  reloads: (spent: number) => number;
}

export interface VolleyResult {
  hits: number;
  spent: number;
  /** Location index of the first hit on the character, −1 the horse, −2 no hit. */
  first: number;
}

export const FIRST_LABELS = ['none', 'horse', ...LOCATIONS] as const;

export function volleyLayout(v: Volley): Layout {
  return new Layout()
    .probability('pHit', 'at least one hit on the target (rider or horse)')
    .distribution('hits', 0, v.shots, 'hits on the target')
    .mean('meanHits', 'mean number of hits')
    .categories(
      'firstHit',
      FIRST_LABELS,
      'where the first hit landed (malice.md §1.7 hit table; horse: §1.8)',
    )
    .probability('pDead', 'the target is killed (the last box of a location crossed off)')
    .probability('pUnconscious', 'the target is alive and Unconscious')
    .probability('pOut', 'the target is dead or Unconscious')
    .probability('pLilyLivered', 'the target is alive and Lily Livered (failed a Toughness test)')
    .probability('pHorseHit', "the target's horse was hit")
    .probability('pDismounted', "the target's horse was killed under him")
    .mean('roundsSpent', 'rounds fired')
    .mean('reloadActions', 'Reload actions (3 rounds each) to fill the weapon again');
}

/** Fires a volley at a body already reset; fills `r`. */
export function fireVolley(b: Body, rng: Rng, v: Volley, o: MaliceOptions, r: VolleyResult): void {
  r.hits = 0;
  r.spent = 0;
  r.first = -2;
  for (let s = 0; s < v.shots; s++) {
    if (v.stopWhenDead && b.dead) break;
    r.spent++;
    if (rng.below(10) + 1 < v.need) continue;
    r.hits++;
    const at = hitTarget(b, rng, v.aimed, v.shift, o);
    if (r.first === -2) r.first = at;
  }
}

interface Slots {
  pHit: number;
  hits: number;
  meanHits: number;
  firstHit: number;
  pDead: number;
  pUnconscious: number;
  pOut: number;
  pLilyLivered: number;
  pHorseHit: number;
  pDismounted: number;
  roundsSpent: number;
  reloadActions: number;
}

function slotsOf(layout: Layout): Slots {
  const s = {} as Record<string, number>;
  for (const m of layout.metrics) s[m.name] = m.slot;
  return s as unknown as Slots;
}

/** Adds `n` trials that ended in (b, r) to the accumulator. */
function record(acc: Float64Array, s: Slots, v: Volley, b: Body, r: VolleyResult, n: number): void {
  if (r.hits > 0) acc[s.pHit] += n;
  acc[s.hits + r.hits] += n;
  acc[s.meanHits] += n * r.hits;
  acc[s.meanHits + 1] += n * r.hits * r.hits;
  acc[s.firstHit + r.first + 2] += n;
  if (b.dead) acc[s.pDead] += n;
  else {
    if (b.unconscious) acc[s.pUnconscious] += n;
    if (b.lilyLivered) acc[s.pLilyLivered] += n;
  }
  if (b.dead || b.unconscious) acc[s.pOut] += n;
  if (b.horseWounds > 0) acc[s.pHorseHit] += n;
  if (v.mounted && !b.mounted) acc[s.pDismounted] += n;
  const reloads = v.reloads(r.spent);
  acc[s.roundsSpent] += n * r.spent;
  acc[s.roundsSpent + 1] += n * r.spent * r.spent;
  acc[s.reloadActions] += n * reloads;
  acc[s.reloadActions + 1] += n * reloads * reloads;
}

/** A generator that returns given d10 faces, to run the rules on every combination of dice. */
class Faces extends Rng {
  faces: number[] = [];
  next = 0;
  constructor() {
    super(new Uint32Array(4));
  }
  override below(): number {
    return this.faces[this.next++];
  }
}

const DICE_PER_SHOT = 4; // hit, horse or rider, location, Toughness

interface SingleShotTable {
  code: Uint8Array;
  outcomes: { b: Body; r: VolleyResult }[];
  /**
   * For Rng.tally, where the outcomes allow it (at most 17): each cell's outcome with the
   * commonest one (a miss, mostly) moved past the counted range and the others in order below
   * it, so that the commonest is the remainder tally leaves to the caller.
   */
  tallied?: { code: Uint8Array; order: number[] };
}

/**
 * Tables by situation: a run's chunks (100 000 trials, or 5 000 when it runs to a precision)
 * would otherwise rebuild the same table per chunk, at the cost of many chunks' trials.
 */
const tables = new Map<string, SingleShotTable>();

function singleShotTable(v: Volley, c: Character, o: MaliceOptions): SingleShotTable {
  const key = JSON.stringify([
    v.need,
    v.aimed,
    v.shift,
    v.mounted,
    v.stopWhenDead,
    Array.from(c.boxes),
    c.toughness,
    o,
  ]);
  const cached = tables.get(key);
  if (cached) return cached;
  const combos = 10 ** DICE_PER_SHOT;
  const code = new Uint8Array(combos);
  const outcomes: { b: Body; r: VolleyResult }[] = [];
  const keys = new Map<string, number>();
  const faces = new Faces();
  const b = newBody(c, v.mounted);
  const r: VolleyResult = { hits: 0, spent: 0, first: -2 };
  for (let i = 0; i < combos; i++) {
    faces.faces = [
      Math.floor(i / 1000) % 10,
      Math.floor(i / 100) % 10,
      Math.floor(i / 10) % 10,
      i % 10,
    ];
    faces.next = 0;
    resetBody(b, v.mounted);
    fireVolley(b, faces, v, o, r);
    const k = stateKey(b, r);
    let index = keys.get(k);
    if (index === undefined) {
      index = outcomes.length;
      keys.set(k, index);
      outcomes.push({ b: copyBody(b), r: { ...r } });
    }
    code[i] = index;
  }
  if (tables.size >= 256) tables.clear();
  const table: SingleShotTable = { code, outcomes, tallied: talliedCode(code, outcomes.length) };
  tables.set(key, table);
  return table;
}

/** The table's codes renumbered for Rng.tally (SingleShotTable.tallied), or none past 17 outcomes. */
function talliedCode(code: Uint8Array, outcomes: number): SingleShotTable['tallied'] {
  if (outcomes > 17) return undefined;
  const cells = new Float64Array(outcomes);
  for (const k of code) cells[k]++;
  const commonest = cells.indexOf(Math.max(...cells));
  const order = [...cells.keys()].filter((k) => k !== commonest);
  const renumber = new Uint8Array(outcomes).fill(255);
  order.forEach((k, i) => (renumber[k] = i));
  return { code: code.map((k) => renumber[k]), order: [...order, commonest] };
}

/**
 * A single shot is a function of at most four d10s, so every one of the 10^4 combinations
 * is run through the rules once, and each trial then costs one 32-bit draw and one table
 * lookup: the draw scaled to 0..9999 picks the combination (each within 2.4·10^-6 of
 * 1/10^4 of the draws). Outcomes that are alike share a code, and the accumulator is filled
 * from the count of each code at the end.
 */
function simulateSingle(
  v: Volley,
  c: Character,
  o: MaliceOptions,
  rng: Rng,
  trials: number,
  acc: Float64Array,
  s: Slots,
): void {
  const { code, outcomes, tallied } = singleShotTable(v, c, o);
  const counts = new Float64Array(outcomes.length);
  const scale = 10 ** DICE_PER_SHOT / 4294967296;
  if (tallied) {
    // The same draws and cells as the loop below, counted in registers (Rng.tally, tally16).
    const byTally = new Float64Array(outcomes.length - 1);
    if (byTally.length > 8) rng.tally16(tallied.code, scale, byTally, trials);
    else rng.tally(tallied.code, scale, byTally, trials);
    let counted = 0;
    for (let i = 0; i < outcomes.length - 1; i++) {
      counts[tallied.order[i]] = byTally[i];
      counted += byTally[i];
    }
    counts[tallied.order[outcomes.length - 1]] = trials - counted;
  } else for (let t = 0; t < trials; t++) counts[code[(rng.u32() * scale) | 0]]++;
  outcomes.forEach((x, k) => counts[k] > 0 && record(acc, s, v, x.b, x.r, counts[k]));
}

const stateKey = (b: Body, r: VolleyResult) =>
  `${Array.from(b.crossed)}|${b.dead}|${b.unconscious}|${b.lilyLivered}|${b.mounted}|${b.horseWounds}|${r.hits}|${r.spent}|${r.first}`;

export function simulateVolley(
  v: Volley,
  c: Character,
  o: MaliceOptions,
  rng: Rng,
  trials: number,
  acc: Float64Array,
  layout: Layout,
): void {
  const s = slotsOf(layout);
  if (v.shots === 1) simulateSingle(v, c, o, rng, trials, acc, s);
  else {
    const b = newBody(c, v.mounted);
    const r: VolleyResult = { hits: 0, spent: 0, first: -2 };
    for (let t = 0; t < trials; t++) {
      resetBody(b, v.mounted);
      fireVolley(b, rng, v, o, r);
      record(acc, s, v, b, r, 1);
    }
  }
  acc[0] += trials;
}

/**
 * The work of exactVolley, in states times shots: the states are the wound boxes crossed per
 * location (each at most its boxes, all together at most the shots), the horse's wounds, and
 * where the first hit landed.
 */
export function volleyExactCost(v: Volley, c: Character): number {
  // crossings[k]: ways to cross k boxes in the locations seen so far.
  let crossings = [1];
  for (const b of c.boxes) {
    const next = new Array<number>(Math.min(v.shots, crossings.length - 1 + b) + 1).fill(0);
    crossings.forEach((ways, k) => {
      for (let x = 0; x <= b && k + x < next.length; x++) next[k + x] += ways;
    });
    crossings = next;
  }
  const bodies = crossings.reduce((a, b) => a + b, 0);
  return bodies * (v.mounted ? 4 : 1) * (LOCATIONS.length + 2) * v.shots;
}

/** The same metrics exactly: a forward pass over the distribution of states after each shot. */
export function exactVolley(
  v: Volley,
  c: Character,
  o: MaliceOptions,
  layout: Layout,
): ExactMetrics {
  type State = { b: Body; r: VolleyResult; p: number };
  let states: State[] = [{ b: newBody(c, v.mounted), r: { hits: 0, spent: 0, first: -2 }, p: 1 }];
  const pHit = pReach(v.need);
  for (let shot = 0; shot < v.shots; shot++) {
    const next = new Map<string, State>();
    const add = (b: Body, r: VolleyResult, p: number) => {
      if (p === 0) return;
      const key = stateKey(b, r);
      const old = next.get(key);
      if (old) old.p += p;
      else next.set(key, { b, r, p });
    };
    for (const st of states) {
      if (v.stopWhenDead && st.b.dead) {
        add(st.b, st.r, st.p);
        continue;
      }
      const spent = { ...st.r, spent: st.r.spent + 1 };
      add(st.b, spent, st.p * (1 - pHit));
      if (pHit === 0) continue;
      for (const [p, b, at] of hitOutcomes(st.b, v.aimed, v.shift, o)) {
        add(
          b,
          {
            hits: spent.hits + 1,
            spent: spent.spent,
            first: spent.first === -2 ? at : spent.first,
          },
          st.p * pHit * p,
        );
      }
    }
    states = [...next.values()];
  }
  const acc = layout.create();
  const s = slotsOf(layout);
  for (const st of states) record(acc, s, v, st.b, st.r, st.p);
  const out: ExactMetrics = {};
  for (const m of layout.metrics) {
    if (m.kind === 'probability') out[m.name] = acc[m.slot];
    else if (m.kind === 'mean') out[m.name] = acc[m.slot];
    else {
      const d: Record<string, number> = {};
      layout.outcomes(m).forEach((label, i) => {
        if (acc[m.slot + i] > 0) d[label] = acc[m.slot + i];
      });
      out[m.name] = d;
    }
  }
  return out;
}
