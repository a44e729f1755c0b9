import type { Rng } from '../../dice/rng.ts';
import { rollPasses } from './pass-dice.ts';

/** The Chasers start in band 6 [L3342–3469]; within 2 bands they can shoot [L3342–3469]. */
export const CHASERS_START = 6;
export const SHOOTING_GAP = 2;
export const ENDS = ['caught-up', 'escaped', 'still-running'] as const;
export const [CAUGHT, ESCAPED, RUNNING] = [0, 1, 2];

/** One side's riders in a chase: how many, their mounts' Quality (less any terrain), their Horsemanship. */
export interface Riders {
  n: number;
  quality: number;
  hr: number;
}

/** One rider's result against his party's dice: true if he drops back. */
function drops(rng: Rng, a: number, b: number, quality: number, hr: number): boolean {
  const k = (a <= quality ? 1 : 0) + (b <= quality ? 1 : 0);
  if (k !== 1) return k === 0;
  const h = rollPasses(rng, 2, hr);
  return !(h === 2 || (h === 1 && hr >= quality));
}

/**
 * The Pursuit Grid of six-gun-sound.md §13.3 [L3396–3469], one chase at a time: bands are
 * counted from the lead Runner party, always in band 1 (C-45); each band's party of a side
 * rolls one 2d6 on the Chase table against each rider's mount Quality (a Pass 1 is his own
 * Horsemanship test); a rider who fails drops back a band; when every leading Runner drops
 * back they stay in band 1 and everyone else moves up one. Double 1s on the activation dice
 * lame a random Runner's (1–3) or Chaser's mount, and its rider is out of the chase. It ends
 * when the Chasers come within 2 bands of a Runner, when every Chaser has fallen off the grid,
 * or at the turn limit. Allocates nothing per chase.
 */
export class PursuitGrid {
  /** Each rider's band after the chase (0: out of it). */
  readonly runnerBand: Int32Array;
  readonly chaserBand: Int32Array;
  private readonly dropped: Uint8Array;
  /** Turns the last chase lasted, and Runners it left behind on lame mounts. */
  turn = 0;
  lame = 0;

  constructor(mostRunners: number, mostChasers: number) {
    this.runnerBand = new Int32Array(mostRunners);
    this.chaserBand = new Int32Array(mostChasers);
    this.dropped = new Uint8Array(Math.max(mostRunners, mostChasers));
  }

  /** Rolls each band's party of one side; marks who drops. */
  private rollSide(rng: Rng, bands: Int32Array, n: number, r: Riders, last: number): void {
    const dropped = this.dropped;
    dropped.fill(0);
    for (let band = 1; band <= last; band++) {
      let a = 0,
        b = 0;
      for (let i = 0; i < n; i++) {
        if (bands[i] !== band) continue;
        if (a === 0) {
          a = rng.d6();
          b = rng.d6();
        }
        if (drops(rng, a, b, r.quality, r.hr)) dropped[i] = 1;
      }
    }
  }

  /** Plays one chase on a grid of `bands` bands; returns how it ended (ENDS). */
  chase(rng: Rng, runners: Riders, chasers: Riders, bands: number, maxTurns: number): number {
    const runnerBand = this.runnerBand,
      chaserBand = this.chaserBand,
      dropped = this.dropped,
      nr = runners.n,
      nc = chasers.n;
    runnerBand.fill(1, 0, nr);
    chaserBand.fill(CHASERS_START, 0, nc);
    let end = RUNNING,
      turn = 0,
      lame = 0;
    while (end === RUNNING && turn < maxTurns) {
      turn++;
      // Activation dice: double 1s lame a random rider of the side the next d6 names.
      if (rng.d6() === 1 && rng.d6() === 1) {
        const runnersLame = rng.d6() <= 3;
        const side = runnersLame ? runnerBand : chaserBand,
          m = runnersLame ? nr : nc;
        let n = 0;
        for (let i = 0; i < m; i++) if (side[i] > 0) n++;
        let k = rng.below(n);
        for (let i = 0; i < m; i++)
          if (side[i] > 0 && k-- === 0) {
            side[i] = 0;
            if (runnersLame) lame++;
          }
        if (!anyIn(runnerBand, nr)) end = CAUGHT;
        else if (!anyIn(chaserBand, nc)) end = ESCAPED;
        if (end !== RUNNING) break;
      }
      this.rollSide(rng, runnerBand, nr, runners, bands);
      let leadersAll = true,
        leaders = 0;
      for (let i = 0; i < nr; i++)
        if (runnerBand[i] === 1) {
          leaders++;
          if (!dropped[i]) leadersAll = false;
        }
      const shift = leaders > 0 && leadersAll ? 1 : 0;
      for (let i = 0; i < nr; i++) {
        if (runnerBand[i] === 0) continue;
        if (runnerBand[i] === 1 && shift) continue;
        runnerBand[i] = Math.max(1, runnerBand[i] + dropped[i] - shift);
      }
      this.rollSide(rng, chaserBand, nc, chasers, bands);
      for (let i = 0; i < nc; i++) {
        if (chaserBand[i] === 0) continue;
        const to = chaserBand[i] + dropped[i] - shift;
        chaserBand[i] = to > bands ? 0 : to;
      }
      let hindmost = 0,
        nearest = 0;
      for (let i = 0; i < nr; i++) hindmost = Math.max(hindmost, runnerBand[i]);
      for (let i = 0; i < nc; i++)
        if (chaserBand[i] > 0 && (nearest === 0 || chaserBand[i] < nearest))
          nearest = chaserBand[i];
      if (nearest === 0) end = ESCAPED;
      else if (hindmost === 0 || nearest - hindmost <= SHOOTING_GAP) end = CAUGHT;
    }
    this.turn = turn;
    this.lame = lame;
    return end;
  }

  /** Bands between the last chase's hindmost Runner and its nearest Chaser still on the grid, at least 1. */
  gap(nr: number, nc: number): number {
    let hindmost = 0,
      nearest = 0;
    for (let i = 0; i < nr; i++) hindmost = Math.max(hindmost, this.runnerBand[i]);
    for (let i = 0; i < nc; i++) {
      const b = this.chaserBand[i];
      if (b > 0 && (nearest === 0 || b < nearest)) nearest = b;
    }
    return Math.max(1, nearest - Math.max(1, hindmost));
  }

  /** Chasers still on the grid. */
  chasersLeft(n = this.chaserBand.length): number {
    let left = 0;
    for (let i = 0; i < n; i++) if (this.chaserBand[i] > 0) left++;
    return left;
  }
}

const anyIn = (bands: Int32Array, n: number) => {
  for (let i = 0; i < n; i++) if (bands[i] > 0) return true;
  return false;
};
