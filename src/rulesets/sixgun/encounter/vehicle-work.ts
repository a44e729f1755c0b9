import type { BandWorld } from './band-world.ts';

/** What the work reads and changes of its vehicle: its side, who is listed on it and aboard, who drives. */
export interface Crew {
  readonly side: number;
  readonly listed: Int32Array;
  readonly aboard: Uint8Array;
  driver: number;
  /** c gets down to work: on foot, out of the vehicle's cover. */
  alight(w: BandWorld, c: number): void;
  /** c climbs aboard, into the vehicle's cover. */
  board(w: BandWorld, c: number): void;
}

/** What a figure's activation went to while the vehicle waits (IDLE: he fights instead). */
export const IDLE = 0,
  WORKED = 1,
  BOARDED = 2,
  TOOK_OVER = 3;

/**
 * The work that keeps a vehicle standing, then the climb aboard (six-gun-sound.md §10.9
 * [L2578–2580, L2771–2775]): hitching the team, one animal an activation for each hitcher, or
 * cutting a dead or dying animal out of the traces after a Stop, one animal for the driver;
 * then one activation for the driver to climb aboard, and the vehicle moves from his next.
 * Hitching and the cut-out are the same work with a different crew. Whoever works is on foot
 * and out of the vehicle's cover until he climbs aboard again, one activation each as the
 * driver's, and the vehicle waits for every one of them still standing (the driver of an
 * unhitched team starts on foot with the hitchers listed on it).
 *
 * RULING (six-gun-sound.md §10.9 Driver disabled [L2851–2858]): a driver who goes down before
 * the vehicle can move is replaced as one who goes down at the reins is: the first figure
 * listed on the vehicle to act after he fell takes his place, and that activation is spent on
 * it (from aboard it is grabbing the reins); on foot, the new driver then climbs aboard as the
 * old one would have, and when no hitcher is left standing he hitches what is left himself.
 */
export class VehicleWork {
  /** Animals still to hitch or cut out; whether a job is under way (the vehicle waits for it). */
  left = 0;
  busy = false;
  private readonly hitcher: Uint8Array;
  private readonly crew: Uint8Array;

  constructor(n: number, hitchers: readonly number[]) {
    this.hitcher = new Uint8Array(n);
    for (const c of hitchers) this.hitcher[c] = 1;
    this.crew = new Uint8Array(n);
  }

  /**
   * A job: `animals` to hitch by the hitchers, the driver and the hitchers listed on the
   * vehicle starting on foot; or (cutOut) to cut out by the driver, who gets down to do it.
   */
  start(w: BandWorld, v: Crew, animals: number, cutOut: boolean): void {
    this.left = animals;
    this.busy = true;
    if (cutOut) this.crew.fill(0);
    else {
      this.crew.set(this.hitcher);
      for (const c of v.listed) if (c === v.driver || this.crew[c]) v.alight(w, c);
    }
  }

  /** c's activation while the job is under way. */
  step(w: BandWorld, v: Crew, c: number): number {
    if (w.side[c] !== v.side) return IDLE;
    if (!w.alive[v.driver] && v.listed.includes(c)) {
      v.driver = c;
      w.log?.say(w.turn, `${w.names[c]} takes the driver's place`);
      return this.settled(w, v, TOOK_OVER);
    }
    if (this.left > 0) {
      if (!this.works(w, v, c)) return IDLE;
      if (v.aboard[c]) v.alight(w, c);
      this.left--;
      return this.settled(w, v, WORKED);
    }
    if (v.aboard[c] || !v.listed.includes(c)) return IDLE;
    v.board(w, c);
    return this.settled(w, v, BOARDED);
  }

  /** The job is done once no animal is left to work and everyone listed still standing is aboard. */
  private settled(w: BandWorld, v: Crew, did: number): number {
    if (this.left > 0) return did;
    for (const c of v.listed) if (w.alive[c] && !v.aboard[c]) return did;
    this.busy = false;
    return did;
  }

  /** A hitcher works; the driver does when none of them is standing (on a cut-out, always). */
  private works(w: BandWorld, v: Crew, c: number): boolean {
    if (this.crew[c]) return true;
    if (c !== v.driver) return false;
    for (let h = 0; h < w.n; h++) if (this.crew[h] && w.alive[h]) return false;
    return true;
  }
}
