import { Layout } from '../../../core/layout.ts';
import { die, sumOf, type Dist } from '../../../dice/dist.ts';
import type { Rng } from '../../../dice/rng.ts';
import { enumField, type Fields, type Values } from '../../fields.ts';
import type { ExactMetrics, Namer, Procedure } from '../../types.ts';
import { flagNamer } from '../../validate.ts';
import type { SixgunOptions } from '../options.ts';
import { ENCOUNTER_CODES, type Matrix } from './data.ts';
import { passCounts, rollPasses } from '../pass-dice.ts';

/**
 * The campaign tables of six-gun-sound.md §2.3, §5.3.8 and §14: each is one roll (or a short
 * chain of rolls) read into a named result. A table made ready for its params can roll once,
 * consuming the dice in the order the book rolls them (so a walk-through replays its dice
 * through it), and can give the exact chance of each result, computed from the dice's
 * distributions rather than by rolling.
 */
export interface Ready {
  /** The results the table can give, in a fixed order. */
  outcomes: readonly string[];
  /** What each result counts (men, CP, LP, encounters), when the table gives a number. */
  values?: readonly number[];
  /** One roll: the index of the result. */
  roll(rng: Rng): number;
  /** P(each result), in the order of `outcomes`. */
  exact(): Float64Array;
  /** One line: the dice and what they are rolled against. */
  explain: string;
}

export interface CampaignTable<P> {
  id: string;
  title: string;
  /** Where the table is printed: `six-gun-sound.md §x.y [Lnnn]`. */
  source: string;
  ready(p: P, o: SixgunOptions): Ready;
  /** Params this table cannot be rolled with (a route that does not exist). */
  check?(p: P, o: SixgunOptions, name: Namer): string[];
}

/** A d6 face, 1..6. */
export const d6 = (rng: Rng): number => rng.below(6) + 1;
/** The sum of n d6. */
export function rollSum(rng: Rng, n: number): number {
  let s = 0;
  for (let i = 0; i < n; i++) s += rng.below(6) + 1;
  return s;
}
/** ½d6, rounding up (six-gun-sound.md §1.1: a 4 gives 2 [L6356]). */
export const halfD6 = (rng: Rng): number => (rng.below(6) + 2) >> 1;

export const D6: Dist = die(6);
export const TWO_D6: Dist = sumOf(D6, 2);
/** Red die then white die, read as (red − 1) × 6 + white: 1..36 (§1.6). */
export const RED_WHITE: Dist = die(36);
export const rollRedWhite = (rng: Rng): number => {
  const red = d6(rng);
  return (red - 1) * 6 + d6(rng);
};

/**
 * A table read from one score: `read` turns a score into a result, or −1 for "reroll", which
 * rolls the whole table again (so the exact odds are the read odds given no reroll).
 */
export function scored(
  outcomes: readonly string[],
  dist: Dist,
  rollScore: (rng: Rng) => number,
  read: (score: number) => number,
  explain: string,
  values?: readonly number[],
): Ready {
  return {
    outcomes,
    values,
    explain,
    roll(rng) {
      for (;;) {
        const k = read(rollScore(rng));
        if (k >= 0) return k;
      }
    },
    exact() {
      const out = new Float64Array(outcomes.length);
      let kept = 0;
      for (let i = 0; i < dist.p.length; i++) {
        const k = read(dist.offset + i);
        if (k < 0) continue;
        out[k] += dist.p[i];
        kept += dist.p[i];
      }
      for (let k = 0; k < out.length; k++) out[k] /= kept;
      return out;
    },
  };
}

/**
 * A pass test (six-gun-sound.md §1.2–1.3): `dice` d6 against `target`, at most `cap` passes
 * read; `byPasses[k]` is the result of Pass k.
 */
export function passTest(
  outcomes: readonly string[],
  dice: number,
  target: number,
  byPasses: readonly number[],
  explain: string,
  cap = 2,
  values?: readonly number[],
): Ready {
  return {
    outcomes,
    values,
    explain,
    roll: (rng) => byPasses[rollPasses(rng, dice, target, cap)],
    exact() {
      const r = passCounts(dice, target, cap);
      const out = new Float64Array(outcomes.length);
      for (let k = 0; k <= cap; k++) out[byPasses[k]] += r[k];
      return out;
    },
  };
}

/** The results of a table that gives a count lo..hi: the labels and their values. */
export function counts(lo: number, hi: number): { outcomes: string[]; values: number[] } {
  const values = Array.from({ length: hi - lo + 1 }, (_, i) => lo + i);
  return { outcomes: values.map(String), values };
}

/** Index of the row of `rows` (inclusive upper bounds, ascending) that holds `x`. */
export function rowOf(upTo: readonly number[], x: number): number {
  for (let i = 0; i < upTo.length; i++) if (x <= upTo[i]) return i;
  return upTo.length - 1;
}

/**
 * A procedure made of campaign tables: `table` picks one, the other params feed it. Its
 * metrics are the result of one roll (`outcome`) and, for a table that gives a number, that
 * number's mean (`value`).
 */
export function campaignProcedure<F extends Fields>(spec: {
  id: string;
  title: string;
  description: string;
  params: F;
  tables: readonly CampaignTable<Values<F> & { table: string }>[];
}): Procedure<Values<F> & { table: string }, SixgunOptions> {
  type P = Values<F> & { table: string };
  const ids = spec.tables.map((t) => t.id);
  const tableOf = (p: P) => spec.tables.find((t) => t.id === p.table) ?? spec.tables[0];
  const list = spec.tables.map((t) => `${t.id} (${t.title})`).join('; ');
  const layoutOf = (t: CampaignTable<P>, r: Ready) => {
    const l = new Layout().categories('outcome', r.outcomes, `${t.title}: the result`);
    return r.values ? l.mean('value', `${t.title}: the number it gives`) : l;
  };
  return {
    id: spec.id,
    title: spec.title,
    description: spec.description,
    params: {
      table: enumField(ids, {
        default: ids[0],
        description: `Which table: ${list}.`,
        noun: 'table',
      }),
      ...spec.params,
    },
    check(p, o, name: Namer = flagNamer) {
      return tableOf(p).check?.(p, o, name) ?? [];
    },
    metrics(p, o) {
      const t = tableOf(p);
      return layoutOf(t, t.ready(p, o));
    },
    explain(p, o) {
      const t = tableOf(p);
      return `${t.title} (${t.source}): ${t.ready(p, o).explain}`;
    },
    exact(p, o): ExactMetrics {
      const r = tableOf(p).ready(p, o);
      const e = r.exact();
      const outcome: Record<string, number> = {};
      r.outcomes.forEach((name, k) => (outcome[name] = e[k]));
      if (!r.values) return { outcome };
      let mean = 0;
      for (let k = 0; k < e.length; k++) mean += e[k] * r.values[k];
      return { outcome, value: mean };
    },
    simulate(p, o, rng, trials, acc) {
      const t = tableOf(p);
      const r = t.ready(p, o);
      const layout = layoutOf(t, r);
      const sOutcome = layout.slot('outcome');
      const values = r.values;
      const sValue = values ? layout.slot('value') : 0;
      for (let i = 0; i < trials; i++) {
        const k = r.roll(rng);
        acc[sOutcome + k]++;
        if (values) {
          acc[sValue] += values[k];
          acc[sValue + 1] += values[k] * values[k];
        }
      }
      acc[0] += trials;
    },
  };
}

/**
 * An encounter matrix rolled at a Settlement Level (SL 6 reads the last column, C-44): the
 * results are the encounter types the column can give.
 */
export function matrixTable(m: Matrix, sl: number): Ready {
  const col = Math.min(sl, m.rows[0].length) - 1;
  const first = m.dice === 1 ? 1 : 2;
  const codes = [...new Set(m.rows.map((r) => r[col]))];
  const outcomes = codes.map((c) => ENCOUNTER_CODES[c]);
  return scored(
    outcomes,
    m.dice === 1 ? D6 : TWO_D6,
    (rng) => rollSum(rng, m.dice),
    (s) => codes.indexOf(m.rows[s - first][col]),
    `${m.dice}d6 on the SL ${sl} column${sl > m.rows[0].length ? ` (the SL ${m.rows[0].length} column, C-44)` : ''}`,
  );
}
