import { enumField, numberField, type NumberField } from '../fields.ts';
import { WEAPONS, type Weapon } from './data.ts';

/**
 * The Shot Chart: the hit number (a 2d6 total from which a shot hits) for each weapon and
 * range in squares. Its image is missing from the source; only four cells can be read back
 * from the worked examples (cowboys-ii.md §6.1). So the chart is scenario data: one numeric
 * parameter per cell, `shotChart.<weapon>.<range>`, which a scenario may write as a nested
 * table, sweep one cell at a time, or fill in over a named base chart.
 */
export const CHART_RANGES = 12;
export const CHARTS = ['placeholder', 'none'] as const;
export type ChartName = (typeof CHARTS)[number];

export const PLACEHOLDER_LABEL = 'placeholder chart, not from the book';

/** The cells the book's worked examples fix, with where. */
export const BOOK_CELLS: readonly { weapon: Weapon; range: number; hit: number; source: string }[] =
  [
    { weapon: 'pistol', range: 2, hit: 6, source: 'cowboys-ii.md §4.1 G1a [L255]' },
    { weapon: 'pistol', range: 3, hit: 8, source: 'cowboys-ii.md §4.1 G1c [L255]' },
    { weapon: 'rifle', range: 3, hit: 7, source: 'cowboys-ii.md §4.1 G2a, G4 [L263], [L269]' },
    { weapon: 'shotgun', range: 3, hit: 8, source: 'cowboys-ii.md §4.1 G3a [L265]' },
  ];

// cowboys-ii.md §6.1 PLACEHOLDER: invented so that code can run, never source data. A
// missing range is beyond the weapon's reach.
const PLACEHOLDER: Record<Weapon, readonly number[]> = {
  pistol: [5, 6, 8, 9, 10, 11, 12, 12],
  rifle: [6, 6, 7, 7, 8, 8, 9, 9, 10, 10, 11, 11],
  shotgun: [5, 6, 8, 10],
};

export const cellKey = (weapon: Weapon, range: number) => `shotChart.${weapon}.${range}`;

/** The chart's parameters: the base chart and one optional field per cell. */
export function chartFields(): Record<
  string,
  NumberField | ReturnType<typeof enumField<ChartName, 'placeholder'>>
> {
  const out: Record<string, any> = {
    chart: enumField(CHARTS, {
      default: 'placeholder',
      description: `Base Shot Chart under the cells given: "placeholder" (cowboys-ii.md §6.1, ${PLACEHOLDER_LABEL}) or "none" (every cell used must be given).`,
      noun: 'chart',
    }),
  };
  for (const w of WEAPONS)
    for (let r = 1; r <= CHART_RANGES; r++)
      out[cellKey(w, r)] = numberField({
        min: 2,
        max: 13,
        integer: true,
        unit: 'hit number',
        description: `Shot Chart: ${w} at range ${r}, the lowest 2d6 total that hits (13: only a natural 12).`,
      });
  return out;
}

export type ChartParams = { chart: ChartName } & Record<string, unknown>;

export interface Cell {
  hit: number;
  /** Where the number came from: a cell the scenario gave, or the base chart. */
  from: 'given' | 'placeholder';
}

export function chartCell(p: ChartParams, weapon: Weapon, range: number): Cell | undefined {
  const given = p[cellKey(weapon, range)];
  if (typeof given === 'number') return { hit: given, from: 'given' };
  if (p.chart === 'placeholder') {
    const hit = PLACEHOLDER[weapon][range - 1];
    if (hit !== undefined) return { hit, from: 'placeholder' };
  }
  return undefined;
}

/** A used cell that no chart supplies, as a sentence with the way out. */
export function missingCell(p: ChartParams, weapon: Weapon, range: number): string | undefined {
  if (chartCell(p, weapon, range)) return undefined;
  if (range > CHART_RANGES)
    return `range ${range} is beyond the Shot Chart (ranges 1–${CHART_RANGES})`;
  const reach =
    p.chart === 'placeholder'
      ? `; the ${PLACEHOLDER_LABEL}, gives the ${weapon} ranges 1–${PLACEHOLDER[weapon].length}`
      : '';
  return `no Shot Chart cell for the ${weapon} at range ${range}: give ${cellKey(weapon, range)}${reach}`;
}

/** Whether a used cell's number is invented rather than the book's. */
export function isPlaceholder(p: ChartParams, weapon: Weapon, range: number): boolean {
  const c = chartCell(p, weapon, range);
  return (
    c?.from === 'placeholder' && !BOOK_CELLS.some((b) => b.weapon === weapon && b.range === range)
  );
}

/** Given cells that contradict the book's four known cells: param key and message. */
export function chartWarnings(p: ChartParams): { key: string; message: string }[] {
  const out: { key: string; message: string }[] = [];
  for (const b of BOOK_CELLS) {
    const key = cellKey(b.weapon, b.range);
    const given = p[key];
    if (typeof given === 'number' && given !== b.hit)
      out.push({
        key,
        message: `${key} = ${given} contradicts the book, which hits on ${b.hit}–12 with the ${b.weapon} at range ${b.range} (${b.source})`,
      });
  }
  return out;
}
