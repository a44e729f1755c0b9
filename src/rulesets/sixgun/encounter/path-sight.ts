import type { BandWorld } from './band-world.ts';

/**
 * Who comes to see a mover during his move, and where (six-gun-sound.md §5.1 [L1241]: Got a
 * Shot is taken "anytime an enemy starts out of sight of a figure and comes into sight", so
 * at the first point of the move from which he is seen, not where the move ends). The move is
 * looked at from its start and then at every whole inch, and at its end; the points are
 * worked out before any test is taken, since a reaction may move others about.
 */
export class PathSight {
  /** The points looked at along the latest move, in order. */
  px = new Float64Array(32);
  py = new Float64Array(32);
  points = 0;
  /** Each figure's first point from which it sees the mover, or −1 (sized per world). */
  first = new Int32Array(0);

  /**
   * Samples c's latest move, `gone` inches from (x0, y0) to where c stands now: straight, or
   * along the battlefield's latest route when `routed`.
   */
  trace(w: BandWorld, c: number, x0: number, y0: number, gone: number, routed: boolean): void {
    const ex = w.x[c],
      ey = w.y[c];
    const whole = Math.ceil(gone) + 1;
    if (this.px.length < whole) {
      this.px = new Float64Array(whole * 2);
      this.py = new Float64Array(whole * 2);
    }
    let k = 0;
    for (let a = 0; a < gone; a++, k++) {
      if (routed) {
        w.bf.routePoint(a);
        this.px[k] = w.bf.moveX;
        this.py[k] = w.bf.moveY;
      } else {
        this.px[k] = x0 + ((ex - x0) * a) / gone;
        this.py[k] = y0 + ((ey - y0) * a) / gone;
      }
    }
    this.px[k] = ex;
    this.py[k] = ey;
    this.points = k + 1;
  }

  /**
   * For each figure not skipped (`skip`: c's friends, those not watching, those who saw him
   * before the move), the
   * first point from which he sees c (BandWorld.seesSpot, as `sees` reads it);
   * returns whether anyone does.
   */
  watchers(w: BandWorld, skip: Uint8Array): boolean {
    if (this.first.length !== w.n) this.first = new Int32Array(w.n);
    let any = false;
    for (let o = 0; o < w.n; o++) {
      this.first[o] = -1;
      if (skip[o]) continue;
      for (let k = 0; k < this.points; k++) {
        const x = this.px[k],
          y = this.py[k];
        if (!w.seesSpot(o, x, y, w.bf.distance(w.x[o], w.y[o], x, y), -1)) continue;
        this.first[o] = k;
        any = true;
        break;
      }
    }
    return any;
  }
}
