import { BandVehicle, VEHICLE_ENDS } from '../band-vehicle.ts';
import { vehicleSchema, type VehicleSpec } from '../battlefield-schema.ts';
import type { BandWorld } from '../band-world.ts';
import { driverRatingOf } from '../../driver-rating.ts';
import type { TypeMoves } from './type.ts';

/**
 * A vehicle a party drives on the road, less its driver (the type's first figure); `shotgun:
 * false` leaves a stage's seat beside the driver empty, the crew after him riding inside.
 */
export type RoadVehicleSpec = Partial<Omit<VehicleSpec, 'driver' | 'aboard'>> & {
  shotgun?: boolean;
};
/** The table is 48" square (§1 [L759]): from its centre a figure or a vehicle is off it after 24". */
export const OFF_THE_TABLE = 24;
/**
 * A stage line's coach: its team is always more than 4, a leader at +1 Quality [L2475–2477],
 * rolled on Team Quality for a stage line (§10.9 [L2513–2520]).
 */
export const STAGECOACH: RoadVehicleSpec = {
  kind: 'stagecoach',
  animals: 6,
  quality: 'rolled',
  owner: 'stagecoach',
};
/** How the party's vehicle ends, or none on the field (a mule train, a horseback transport). */
export const ROAD_VEHICLE_ENDS = [...VEHICLE_ENDS, 'none'] as const;
const NONE = VEHICLE_ENDS.length;
const ESCAPED = VEHICLE_ENDS.indexOf('escaped');
const NO_VEHICLE: readonly BandVehicle[] = [];

/**
 * The stage or the wagons of a party on the road (six-gun-sound.md §13.9), on the field as the
 * Gunfight's vehicles (band-vehicle.ts, §10.9): one a world, kind and place in the train, made
 * the first time it comes up, the k-th driven by the party's k-th figure, the first one's crew
 * listed each trial. Travelling, each runs straight on along the road for the table's edge,
 * 24" off, fast where the team allows, the attackers firing at the team; a party that set up
 * as it liked has them standing, the teams unhitched, their crews down behind them.
 */
export class RoadVehicle {
  private readonly specs: VehicleSpec[];
  private readonly shotgun: boolean[];
  /** By world and kind, the trains made so far: for each count, its first vehicles as a list. */
  private readonly made = new Map<BandWorld, (BandVehicle[][] | undefined)[]>();
  private readonly crew: Int32Array;
  /** crew.subarray(0, k) for each k, made once. */
  private readonly views: Int32Array[];
  private count = 0;
  /** This trial's first vehicle (the stage, the lead wagon), or none; and the vehicles on the field. */
  now: BandVehicle | null = null;
  onField: readonly BandVehicle[] = NO_VEHICLE;

  /** `kinds`: the vehicles the type may put on the field, by index. */
  constructor(n: number, kinds: readonly RoadVehicleSpec[]) {
    this.specs = kinds.map(({ shotgun: _, ...k }) =>
      vehicleSchema.parse({
        drive: 'flee',
        escape: OFF_THE_TABLE,
        shootTheTeam: true,
        ...k,
        driver: '-',
      }),
    );
    this.shotgun = kinds.map((k) => k.shotgun !== false);
    this.crew = new Int32Array(n);
    this.views = Array.from({ length: n + 1 }, (_, k) => this.crew.subarray(0, k));
  }

  /**
   * This trial puts `count` vehicles of `kind` (−1: none) on the field of w, the k-th driven
   * by w's k-th figure, the first's driver alone aboard it so far.
   */
  start(w: BandWorld, kind: number, count = 1): void {
    this.count = 0;
    if (kind < 0 || count === 0) {
      this.now = null;
      this.onField = NO_VEHICLE;
      return;
    }
    let byKind = this.made.get(w);
    if (byKind === undefined) this.made.set(w, (byKind = []));
    const trains = (byKind[kind] ??= []);
    for (let k = trains.length; k < count; k++) {
      const v = new BandVehicle(w, { ...this.specs[kind], driver: w.names[k] });
      v.shotgun = this.shotgun[kind];
      trains.push([...(trains[k - 1] ?? NO_VEHICLE), v]);
    }
    this.onField = trains[count - 1];
    this.now = this.onField[0];
    this.add(w, 0);
  }

  /** c rides the first one this trial (after the driver, in its places' order: a stage's guard beside him, then inside). */
  add(w: BandWorld, c: number): void {
    if (this.now === null) return;
    this.crew[this.count++] = c;
    w.x0[c] = w.x0[this.crew[0]];
    w.y0[c] = w.y0[this.crew[0]];
  }

  /** The crew listed, before the world is reset (call w.setStarts after). */
  done(): void {
    if (this.now !== null) this.now.listed = this.views[this.count];
  }

  /** How the first one ends, an index of ROAD_VEHICLE_ENDS. */
  end(): number {
    return this.now === null ? NONE : this.now.status;
  }

  /** The vehicles on the field that got off the table. */
  away(): number {
    let n = 0;
    for (const v of this.onField) if (v.status === ESCAPED) n++;
    return n;
  }

  /** Whether vehicles came on the field and every one got off the table. */
  allAway(): boolean {
    return this.onField.length > 0 && this.away() === this.onField.length;
  }

  /** At a turn's end: once the stage or every wagon is away, the rest of the party (side 0) goes after them. */
  followed(w: BandWorld, moves: TypeMoves): void {
    if (!this.allAway()) return;
    for (let c = 0; c < w.n; c++) if (w.side[c] === 0 && w.alive[c]) moves.leave(w, c);
  }

  /** Each driver's Driver Rating from his Rep (§2.1 [L2549–2553]), once the world is reset. */
  rate(w: BandWorld, stageDriver: boolean): void {
    for (const v of this.onField) {
      const c = v.listed[0];
      v.rating = driverRatingOf(w.profession[c], w.rep[c], stageDriver);
    }
  }

  /** The party set up as it liked: every vehicle stands, its team unhitched (or not), its crew settled. */
  settle(w: BandWorld, parked: boolean): void {
    for (const v of this.onField) {
      if (parked) v.park(w);
      v.settle(w);
    }
  }
}
