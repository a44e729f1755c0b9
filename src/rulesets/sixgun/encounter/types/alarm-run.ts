import type { SixgunOptions } from '../../options.ts';
import type { BandWorld } from '../band-world.ts';
import { TypedRun } from './base.ts';
import { AWAY, Getaway } from './getaway.ts';
import type { EncounterParams } from './params.ts';

/**
 * A town's break for the horses (Robbery §13.2, Jail Break §13.5): the Outlaws (side 0) get
 * away on horseback while the town (side 1) waits for the alarm, which any shot or a fast
 * ride raises; the type says what else raises it and who acts before it.
 */
export abstract class AlarmRun<S> extends TypedRun<S> {
  protected readonly getaway: Getaway;
  /** The turn the alarm went up (0: before play), or −1. */
  protected alarmAt = -1;
  /** A firearm has gone off: mounting is under fire from now on. */
  protected shooting = false;

  constructor(p: EncounterParams, s: S, o: SixgunOptions, maxSizes: [number, number]) {
    super(p, s, o, maxSizes);
    this.getaway = new Getaway(maxSizes[0] + maxSizes[1]);
  }

  protected raise(w: BandWorld): void {
    if (this.alarmAt >= 0) return;
    this.alarmAt = w.turn;
    w.log?.say(w.turn, 'the alarm goes up');
  }

  override fired(w: BandWorld): void {
    this.shooting = true;
    this.raise(w);
  }

  /** Nobody is left to stop them: the Outlaws still standing ride off. */
  protected rideOffUnopposed(w: BandWorld): void {
    if (w.standing[1] === 0)
      for (let c = 0; c < w.n; c++) if (w.side[c] === 0 && w.alive[c]) this.getaway.leg[c] = AWAY;
  }
}
