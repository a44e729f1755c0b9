import { WATER } from '../../../encounter/battlefield.ts';
import type { BandWorld } from './band-world.ts';

/** How far short of the water a man stops at its bank, and how far inside the far side he stops. */
const BANK = 0.05;
/** A move's entry into the water no farther than this from its start begins at the bank. */
const AT_THE_BANK = 2 * BANK;
/** Inches between the points a routed move is looked at for the water. */
const STEP = 0.5;

export const NOT_FORDING = 0,
  AT_BANK = 1,
  CROSSED = 2;

/**
 * Fording a watercourse (six-gun-sound.md §14.2 [L4731–4735]): a man whose move runs into the
 * water stops at its bank and loses the rest of the move; his next move from there takes him
 * straight across to the far side, however wide, where he stops in the water; from in the water
 * he moves out as normal. Riders ford the same way: the rule speaks of figures.
 */
export class Fording {
  /** Each figure standing at a bank where a move stopped him, ready to cross. */
  private atBank = new Uint8Array(0);
  /** What the latest move came to: NOT_FORDING, AT_BANK (stopped there) or CROSSED (straight across). */
  last = NOT_FORDING;
  /** The watercourse it met (a piece's name). */
  water = '';

  /** The latest move's fording, for a trace. */
  said(): string {
    if (this.last === AT_BANK) return `, stopping at the bank of the ${this.water}`;
    return this.last === CROSSED ? `, across the ${this.water}` : '';
  }

  reset(w: BandWorld): void {
    if (this.atBank.length !== w.n) this.atBank = new Uint8Array(w.n);
    else this.atBank.fill(0);
  }

  /**
   * After c's move of `gone` inches from (x0, y0) to where he stands (straight, or along the
   * battlefield's latest route when `routed`): stops him at the bank or takes him across, and
   * returns the inches he went.
   */
  apply(w: BandWorld, c: number, x0: number, y0: number, gone: number, routed: boolean): number {
    this.last = NOT_FORDING;
    const bf = w.bf;
    if (gone <= 0 || bf.areaAt(x0, y0, WATER) >= 0) {
      if (gone > 0) this.atBank[c] = 0;
      return gone;
    }
    // The first point of the move in the water: [from, to) is the stretch it is entered on.
    let ax = x0,
      ay = y0,
      at = 0,
      t = -1,
      bx = w.x[c],
      by = w.y[c],
      len = gone;
    if (!routed) t = bf.waterEntry(x0, y0, bx, by);
    else
      for (let a = 0; a < gone && t < 0; a += STEP) {
        const next = Math.min(gone, a + STEP);
        bf.routePoint(next);
        bx = bf.moveX;
        by = bf.moveY;
        t = bf.waterEntry(ax, ay, bx, by);
        if (t < 0) ((ax = bx), (ay = by), (at = next));
        len = next - at;
      }
    if (t < 0) {
      this.atBank[c] = 0;
      return gone;
    }
    const dx = (bx - ax) / Math.hypot(bx - ax, by - ay),
      dy = (by - ay) / Math.hypot(bx - ax, by - ay);
    const into = at + t * len;
    const ex = ax + (bx - ax) * t,
      ey = ay + (by - ay) * t;
    if (this.atBank[c] && into <= AT_THE_BANK) {
      const across = bf.acrossWater(bf.waterArea, ex, ey, dx, dy) - BANK;
      w.place(c, ex + dx * across, ey + dy * across);
      this.atBank[c] = 0;
      this.last = CROSSED;
      this.water = bf.names[bf.areaPiece[bf.waterArea]];
      return Math.hypot(w.x[c] - x0, w.y[c] - y0);
    }
    const stop = Math.max(0, into - BANK);
    w.place(c, ex - dx * (into - stop), ey - dy * (into - stop));
    this.atBank[c] = 1;
    this.last = AT_BANK;
    this.water = bf.names[bf.areaPiece[bf.waterArea]];
    return stop;
  }
}
