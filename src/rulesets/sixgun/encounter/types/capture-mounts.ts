import type { Rng } from '../../../../dice/rng.ts';
import { HORSE, type BandMounts, type MountPlan } from '../band-mounts.ts';
import type { BandWorld } from '../band-world.ts';
import type { BuildingKind } from './leader-building.ts';

/** Where the Lawmen's mounts stand on the trail, their choice (§13.4 [L3502–3506]). */
export const LAWMEN_MOUNTS = ['behind', 'mounted', 'none'] as const;
/** 'behind': each tied this far behind its owner, away from the cabin. */
const BEHIND = 2;
/** The Outlaws' corral on the trail: at least 6 + 1d6" from any structure (§13.4 [L3502–3506]). */
const CORRAL_FROM = 6;
/** A saloon's spare horses are 1d6 − 1, a livery's 1d6 − 2 (§13.1 [L3241]). */
const SALOON_LESS = 1;
const LIVERY_LESS = 2;

/** What the Capture's Mounts read of the trial's set-up (capture.ts). */
export interface CaptureGround {
  readonly inTown: boolean;
  /** The town's buildings by kind, in the street's order, and the leader's (in town). */
  readonly kinds: readonly BuildingKind[];
  readonly building: number;
  /** The front of building b, where its men stand. */
  frontX(b: number): number;
  frontY(b: number): number;
  readonly street: number;
  /** The Lawmen came in wagons (a Big Capture's, §14.7): none of their horses is on the field. */
  readonly lawmenByWagon: boolean;
  /** c is one of the town's Townsfolk keeping out of it (§13.4 [L3508]): not in the force, no horse. */
  keepsOut(c: number): boolean;
}

/**
 * The Capture's Mounts (six-gun-sound.md §13.4 [L3502–3506]). In town "as in Gunfight" (§13.1
 * [L3241]): each man's horse by 1d6, tied at the hitching rail of the nearest building (an
 * Outlaw's his own, a Lawman's the one across the pavement from him) or in the livery,
 * saddled or not (the Townsfolk's and Deputies' always unsaddled there), and the spare saddled
 * horses: 1d6 − 1 outside the saloon nearest the leader's building, 1d6 − 2 at the livery; the
 * whole street is the table. On the trail the Lawmen place theirs as `lawmenMounts` says, none
 * nearer an outlaw than its owner, and the Outlaws' stand unsaddled in a corral 6 + 1d6" behind
 * their cabin. A man told to advance goes for a horse standing away from him only when it is
 * nearer him than the nearest enemy (the Lawmen close on a building on foot; the book leaves
 * it to the table).
 */
export class CaptureMounts implements MountPlan {
  private corral = 0;

  constructor(
    private readonly g: CaptureGround,
    private readonly lawmen: (typeof LAWMEN_MOUNTS)[number],
  ) {}

  start(_m: BandMounts, _w: BandWorld, rng: Rng): void {
    this.corral = this.g.inTown ? 0 : CORRAL_FROM + rng.d6();
  }

  horse(m: BandMounts, w: BandWorld, c: number, rng: Rng): void {
    const g = this.g;
    if (g.keepsOut(c) || (w.side[c] === 0 && g.lawmenByWagon)) return;
    if (g.inTown) {
      const livery = g.kinds.indexOf('livery');
      const railY = w.side[c] === 1 ? w.y0[c] : w.y0[c] <= g.street / 2 ? 0 : g.street;
      m.townHorse(w, c, rng, w.x0[c], railY, true, g.frontX(livery), g.frontY(livery));
      return;
    }
    if (w.side[c] === 1) {
      m.rollQuality(w, c, rng);
      m.tieAt(c, w.x0[c], w.y0[c] + this.corral, false);
      return;
    }
    if (this.lawmen === 'none') return;
    m.rollQuality(w, c, rng);
    if (this.lawmen === 'mounted') return m.lead(c, true);
    m.saddled[c] = 1;
    m.stand(w, c, BEHIND, HORSE.tied);
  }

  spares(m: BandMounts, w: BandWorld, rng: Rng): void {
    const g = this.g;
    if (!g.inTown || !w.o['mounts.spareHorses']) return;
    let saloon = -1;
    for (let b = 0; b < g.kinds.length; b++)
      if (
        g.kinds[b] === 'saloon' &&
        (saloon < 0 || this.apart(b, g.building) < this.apart(saloon, g.building))
      )
        saloon = b;
    const livery = g.kinds.indexOf('livery');
    m.addSpares(SALOON_LESS, g.frontX(saloon), g.frontY(saloon), rng);
    m.addSpares(LIVERY_LESS, g.frontX(livery), g.frontY(livery), rng);
  }

  /** How far apart the fronts of buildings a and b are. */
  private apart(a: number, b: number): number {
    const g = this.g;
    return Math.hypot(g.frontX(a) - g.frontX(b), g.frontY(a) - g.frontY(b));
  }

  fetches(m: BandMounts, w: BandWorld, c: number): boolean {
    const d = Math.hypot(m.hx[c] - w.x[c], m.hy[c] - w.y[c]);
    for (let e = 0; e < w.n; e++)
      if (w.side[e] !== w.side[c] && w.alive[e] && w.dist(c, e) <= d) return false;
    return true;
  }
}
