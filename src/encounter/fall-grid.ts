/**
 * Where figures fell, counted on a grid over the battlefield: the casualty density of a
 * battle map. Filled while a few trials are replayed for the report (never while a run
 * simulates), one count per figure put down or out of the fight where it stood.
 */
export class FallGrid {
  readonly counts: Float64Array;
  total = 0;

  constructor(
    readonly x0: number,
    readonly y0: number,
    readonly cell: number,
    readonly cols: number,
    readonly rows: number,
  ) {
    this.counts = new Float64Array(cols * rows);
  }

  /** One fall at (x, y); a point off the grid is kept on its edge. */
  add(x: number, y: number): void {
    const i = Math.min(this.cols - 1, Math.max(0, Math.floor((x - this.x0) / this.cell)));
    const j = Math.min(this.rows - 1, Math.max(0, Math.floor((y - this.y0) / this.cell)));
    this.counts[j * this.cols + i]++;
    this.total++;
  }
}
