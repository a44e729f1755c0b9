import type { Rng } from '../../../dice/rng.ts';
import { GF2_BUILDINGS, GF2_PLACES, GF2_SPARE_HORSES_LESS } from '../gunfight-tables.ts';
import { HORSE, type BandMounts, type MountPlan } from './band-mounts.ts';
import type { BandWorld } from './band-world.ts';

/**
 * §13.1 Mounts on the trail (1d6 once a side) [L3241–3245]: 1–2 mounted (or on foot leading
 * the mounts), 3–4 saddled mounts nearby, each 2d6" from its rider, 5–6 unsaddled on a picket
 * at the middle of the table edge furthest from the enemy.
 */
const MOUNTED_UP_TO = 2;
const NEARBY_UP_TO = 4;
/**
 * Where the horses stand in a GF-2 in town, which the book leaves to the table: tied outside,
 * at the hitching rail of the building behind his own line, this many inches behind him; the
 * horses of the building the fight is in front of (the GF-2 building roll: the saloon's spares,
 * or the livery's), on the street's side level with the middle between the lines, this far
 * beyond the end of them. A livery or saloon elsewhere in town is off the table: its horses
 * take no part.
 */
const HITCHING_RAIL = 3;
const BUILDING_OFF_LINE = 6;

/**
 * The Gunfight's Mounts (six-gun-sound.md §13.1 [L3241–3245]) for a GF-2 or GF-3 with `mounts:
 * rolled`: on the trail, at a ranch too, 1d6 once a side (mounted, or leading them in a GF-2
 * that opens with a Draw; 2d6" behind him tied; unsaddled on the picket); in town each man's
 * horse by 1d6 (BandMounts.townHorse), and the spare horses of the building the GF-2 is fought
 * in front of: 1d6 − 1 at a saloon, 1d6 − 2 at a livery stable, none at a gambling house.
 */
export class GunfightMounts implements MountPlan {
  private town = false;
  private readonly roll = new Int32Array(2);

  start(_m: BandMounts, w: BandWorld, rng: Rng): void {
    this.town = w.type !== 'GF-3' && GF2_PLACES[w.where] === 'town';
    this.roll[0] = this.town ? 0 : rng.d6();
    this.roll[1] = this.town ? 0 : rng.d6();
  }

  horse(m: BandMounts, w: BandWorld, c: number, rng: Rng): void {
    if (this.town) {
      const back = w.side[c] === 0 ? -HITCHING_RAIL : HITCHING_RAIL;
      const livery = GF2_BUILDINGS[w.building] === 'livery-stable';
      m.townHorse(w, c, rng, w.x0[c], w.y0[c] + back, livery, -BUILDING_OFF_LINE, frontY(w));
      return;
    }
    const roll = this.roll[w.side[c]];
    m.rollQuality(w, c, rng);
    // A GF-2 opens with a Draw on foot: its men start leading their horses.
    if (roll <= MOUNTED_UP_TO) m.lead(c, w.type === 'GF-3');
    else if (roll <= NEARBY_UP_TO) {
      m.saddled[c] = 1;
      m.stand(w, c, rng.d6() + rng.d6(), HORSE.tied);
    } else m.picket(w, c);
  }

  spares(m: BandMounts, w: BandWorld, rng: Rng): void {
    if (!this.town || !w.o['mounts.spareHorses'] || w.building < 0) return;
    const less = GF2_SPARE_HORSES_LESS[GF2_BUILDINGS[w.building]];
    if (less !== null) m.addSpares(less, -BUILDING_OFF_LINE, frontY(w), rng);
  }

  fetches(): boolean {
    return true;
  }
}

/** How far up the street the building the GF-2 is fought in front of stands: level with the middle between the lines. */
const frontY = (w: BandWorld) => (w.y0[0] + w.y0[w.n - 1]) / 2;
