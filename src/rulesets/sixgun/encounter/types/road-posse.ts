import type { Rng } from '../../../../dice/rng.ts';
import { CAUGHT, ENDS, PursuitGrid, type Riders } from '../../pursuit-grid.ts';
import type { BandWorld } from '../band-world.ts';
import { SPACING } from '../band-world.ts';
import { BAND_INCHES } from './chase-run.ts';
import type { TypeMoves } from './type.ts';

/** How the Posse a party ran as ended (pursuit-grid's ENDS), or none run. */
export const ROAD_POSSE_ENDS = [...ENDS, 'none'] as const;
export const NOT_RUN = ENDS.length;
/** The Pursuit Grid's bands in a Posse [L3396–3420]. */
const BANDS = 10;
/** Every mount, team and string at a Posse's default Quality and Horsemanship (Pretty Fair). */
const QUALITY = 4,
  HORSEMANSHIP = 4;

/**
 * The Posse a party on the road may run as instead of deploying, when it passes 2 more on the
 * Hold Up table (six-gun-sound.md §13.9 [L3857], `holdUp.targetBy2: posse`): the party (side
 * 0) are the Runners and the attackers (side 1) the Chasers of §13.3, on the 10-band Pursuit
 * Grid (pursuit-grid.ts). Escaped, the attackers are gone; caught, the fight is played 24" a
 * band apart, in the open, without whoever the chase left behind, as a Posse's. A Prisoner
 * Transport's escort runs the same way (§13.10 [L3920–3940]); its prisoner, the figure after
 * the attackers, rides beside the lawman leading his horse and is no rider of the chase.
 */
export class RoadPosse {
  private readonly grid: PursuitGrid;
  private readonly runners: Riders = { n: 0, quality: QUALITY, hr: HORSEMANSHIP };
  private readonly chasers: Riders = { n: 0, quality: QUALITY, hr: HORSEMANSHIP };
  /** This trial's chase: how it ended (ROAD_POSSE_ENDS), NOT_RUN when the party deployed. */
  end: number = NOT_RUN;
  /** Bands between the hindmost Runner and the nearest Chaser when it ended. */
  gap = 0;

  constructor(mostRunners: number, mostChasers: number) {
    this.grid = new PursuitGrid(mostRunners, mostChasers);
  }

  /** Turns the last chase lasted. */
  get turns(): number {
    return this.grid.turn;
  }

  /** The party deploys this trial: no chase. */
  clear(): void {
    this.end = NOT_RUN;
  }

  /** Whether the party's figure c is still in the last chase (not left behind on a lame mount). */
  inChase(c: number): boolean {
    return this.grid.runnerBand[c] > 0;
  }

  /**
   * Plays the chase of w's two sides, the party's `nr` figures running from the attackers'
   * `nc`, and puts them where the fight starts (call w.setStarts after): in two lines, the
   * attackers as many bands back as they ended. Figures after them are the type's to place.
   */
  run(w: BandWorld, nr: number, nc: number, rng: Rng, maxTurns: number): void {
    this.runners.n = nr;
    this.chasers.n = nc;
    this.end = this.grid.chase(rng, this.runners, this.chasers, BANDS, maxTurns);
    this.gap = this.grid.gap(nr, nc);
    for (let c = 0; c < nr + nc; c++) {
      const side = w.side[c];
      const j = side === 0 ? c : c - nr;
      w.x0[c] = (j - ((side === 0 ? nr : nc) >> 1)) * SPACING;
      w.y0[c] = side === 0 ? 0 : this.gap * BAND_INCHES;
    }
  }

  /**
   * Turn 1 after a chase: nobody caught up, the attackers give it up; caught, whoever the
   * chase left behind (a lame mount, fallen off the grid) is out of the fight.
   */
  opening(w: BandWorld, moves: TypeMoves): void {
    const n = this.runners.n + this.chasers.n;
    if (this.end !== CAUGHT) {
      for (let c = 0; c < n; c++) if (w.side[c] === 1) moves.leave(w, c);
      return;
    }
    w.log?.say(1, `the attackers catch up, ${this.gap} band${this.gap === 1 ? '' : 's'} behind`);
    for (let c = 0; c < n; c++) {
      const band =
        w.side[c] === 0 ? this.grid.runnerBand[c] : this.grid.chaserBand[c - this.runners.n];
      if (band === 0) moves.leave(w, c);
    }
  }
}
