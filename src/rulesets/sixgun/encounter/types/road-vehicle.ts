import { BandVehicle, VEHICLE_ENDS } from '../band-vehicle.ts';
import { vehicleSchema, type VehicleSpec } from '../battlefield-schema.ts';
import type { BandWorld } from '../band-world.ts';

/** A vehicle a party drives on the road, less its driver (the type's first figure). */
export type RoadVehicleSpec = Partial<Omit<VehicleSpec, 'driver' | 'aboard'>>;
/** The table is 48" square (§1 [L759]): from its centre a vehicle is off it after 24". */
const OFF_THE_TABLE = 24;
/** How the party's vehicle ends, or none on the field (a mule train, a horseback transport). */
export const ROAD_VEHICLE_ENDS = [...VEHICLE_ENDS, 'none'] as const;
const NONE = VEHICLE_ENDS.length;
const NO_VEHICLE: readonly BandVehicle[] = [];

/**
 * The stage or the wagon of a party on the road (six-gun-sound.md §13.9, §13.10), on the field
 * as the Gunfight's vehicle (band-vehicle.ts, §10.9): one a world and kind, made the first
 * time it comes up, driven by the party's first figure, its crew listed each trial. Travelling,
 * it runs straight on along the road for the table's edge, 24" off, fast where the team allows,
 * the attackers firing at the team; a party that set up as it liked has it standing, the team
 * unhitched, its crew down behind it.
 */
export class RoadVehicle {
  private readonly specs: VehicleSpec[];
  private readonly made = new Map<BandWorld, (BandVehicle | undefined)[]>();
  private readonly crew: Int32Array;
  /** crew.subarray(0, k) for each k, made once. */
  private readonly views: Int32Array[];
  private count = 0;
  /** This trial's vehicle, or none; and as the list of the vehicles on the field. */
  now: BandVehicle | null = null;
  onField: readonly BandVehicle[] = NO_VEHICLE;
  private readonly lists = new Map<BandVehicle, readonly BandVehicle[]>();

  /** `kinds`: the vehicles the type may put on the field, by index. */
  constructor(n: number, kinds: readonly RoadVehicleSpec[]) {
    this.specs = kinds.map((k) =>
      vehicleSchema.parse({
        drive: 'flee',
        escape: OFF_THE_TABLE,
        shootTheTeam: true,
        ...k,
        driver: '-',
      }),
    );
    this.crew = new Int32Array(n);
    this.views = Array.from({ length: n + 1 }, (_, k) => this.crew.subarray(0, k));
  }

  /** This trial puts vehicle `kind` (−1: none) on the field of w, its driver w's first figure. */
  start(w: BandWorld, kind: number): void {
    this.count = 0;
    if (kind < 0) {
      this.now = null;
      this.onField = NO_VEHICLE;
      return;
    }
    let byKind = this.made.get(w);
    if (byKind === undefined) this.made.set(w, (byKind = []));
    const v = (byKind[kind] ??= new BandVehicle(w, { ...this.specs[kind], driver: w.names[0] }));
    this.now = v;
    let list = this.lists.get(v);
    if (list === undefined) this.lists.set(v, (list = [v]));
    this.onField = list;
    this.add(w, 0);
  }

  /** c rides it this trial (after the driver, in its places' order: a stage's guard beside him, then inside). */
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

  /** How it ends, an index of ROAD_VEHICLE_ENDS. */
  end(): number {
    return this.now === null ? NONE : this.now.status;
  }
}
