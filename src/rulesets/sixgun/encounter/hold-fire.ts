import { STATE } from '../damage.ts';
import { exactFiring, type Firing } from '../firing.ts';
import type { SixgunOptions } from '../options.ts';
import type { BandWorld } from './band-world.ts';
import type { PathSight } from './path-sight.ts';

/**
 * Where a Hidden tester who took the "hold fire, or fire at any moment of the enemy's move"
 * line of Got a Shot fires (option gotAShot.holdFire; §5.3.1, C-72): best-shot, the point of
 * the mover's path he sees from which his firing most likely puts the mover out of the fight,
 * then most likely hits him; closest, the point of it nearest to him; first-sight, where the
 * mover first came into his sight, as every other tester fires.
 */
export type HoldFire = SixgunOptions['gotAShot.holdFire'];

/** The firing of the tester at the mover as it stands, or null when he has no shot at him there. */
export type FiringAt = () => Firing | null;

/** A firing's worth to the tester: its chance of taking the mover out, then of hitting him. */
const worth = new Map<Firing, [number, number]>();
function worthOf(f: Firing): [number, number] {
  let v = worth.get(f);
  if (v === undefined) {
    const e = exactFiring(f);
    v = [e.states[STATE.oof] + e.states[STATE.od], e.pHit];
    worth.set(f, v);
  }
  return v;
}

/**
 * The point of `path`, from `from` on, where tester o fires at mover c under `how`, or −1
 * when from none of them he sees c and has a shot (he holds his fire and stays hidden). The
 * mover is put at each point to weigh it and back where he stood; ties go to the earlier point.
 */
export function holdFirePoint(
  w: BandWorld,
  o: number,
  c: number,
  path: PathSight,
  from: number,
  how: Exclude<HoldFire, 'first-sight'>,
  firing: FiringAt,
): number {
  const x0 = w.x[c],
    y0 = w.y[c],
    facing = w.facing[c],
    fx = w.fx[c],
    fy = w.fy[c];
  let best = -1,
    out = -1,
    hit = -1,
    near = Infinity;
  for (let k = from; k < path.points; k++) {
    const x = path.px[k],
      y = path.py[k];
    const d = w.bf.distance(w.x[o], w.y[o], x, y);
    if (!w.seesSpot(o, x, y, d, -1)) continue;
    w.place(c, x, y);
    const f = firing();
    if (f === null) continue;
    if (how === 'closest') {
      if (d < near) [best, near] = [k, d];
      continue;
    }
    const [o1, h1] = worthOf(f);
    if (best < 0 || o1 > out || (o1 === out && h1 > hit)) [best, out, hit] = [k, o1, h1];
  }
  if (w.x[c] !== x0 || w.y[c] !== y0) w.place(c, x0, y0);
  w.facing[c] = facing;
  w.fx[c] = fx;
  w.fy[c] = fy;
  return best;
}
