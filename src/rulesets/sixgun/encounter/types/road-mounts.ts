import type { Rng } from '../../../../dice/rng.ts';
import { HORSE, type BandMounts, type MountPlan } from '../band-mounts.ts';
import type { BandWorld } from '../band-world.ts';
import { MOUNT_MOVE } from '../../mount-tables.ts';

/** How a figure starts on the road: no mount on the field (aboard, or on foot), riding, or down beside it. */
export const ROAD = { none: 0, rides: 1, tied: 2 } as const;
/** A party that sets up as it likes ties its mounts this far behind each man, away from the attackers. */
const BEHIND = 2;

/**
 * The mounts of a party on the road (six-gun-sound.md §13.9 Deployment [L3832–3837], §13.10
 * [L3912–3918]): the escort rides alongside the coach or the wagons, a mule train's skinners
 * ride saddle mules, everyone rides on a horseback transport; when the party passes more on
 * the Hold Up table it has set up as it likes, and the riders are down, each mount tied behind
 * him. A skinner's saddle mule moves a mule's 8", the others' horses 12" (§10.1 [L2084]). Each mount's Quality is Mount Quality (§10.1) for its rider. The type writes `how` for
 * each figure when it fills the world; a figure it leaves at none has no mount on the field.
 */
export class RoadMounts implements MountPlan {
  readonly how: Uint8Array;
  /** A Horsemanship the encounter gives c in place of his own (§2.1), or 0 (a manacled prisoner's 3). */
  readonly hr: Uint8Array;
  /** 1: c's mount is a saddle mule, 8" a move (a mule train's skinner, §10.1 [L2084]); else a horse. */
  readonly mule: Uint8Array;

  constructor(n: number) {
    this.how = new Uint8Array(n);
    this.hr = new Uint8Array(n);
    this.mule = new Uint8Array(n);
  }

  /** The trial's horses (set as they are placed), for a type that keeps animals of its own beside them. */
  band: BandMounts | null = null;

  start(m: BandMounts): void {
    this.band = m;
  }

  horse(m: BandMounts, w: BandWorld, c: number, rng: Rng): void {
    const how = this.how[c];
    if (how === ROAD.none) return;
    m.rollQuality(w, c, rng);
    if (this.hr[c] > 0) m.hr[c] = this.hr[c];
    if (this.mule[c]) w.mountMove[c] = MOUNT_MOVE.mule;
    if (how === ROAD.rides) return m.lead(c, true);
    m.saddled[c] = 1;
    m.stand(w, c, BEHIND, HORSE.tied);
  }

  spares(): void {}

  fetches(): boolean {
    return true;
  }
}
