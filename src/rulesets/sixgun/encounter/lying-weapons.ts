import type { Weapon } from '../data.ts';

/**
 * Firearms lying on the field (option weapons.pickUp): dropped by a man who surrendered at Got
 * the Drop (six-gun-sound.md §7.1 step 6 [L1713]) or, with weapons.dropOnOOF, who fell; left by
 * a man who picked up another. Each keeps the gun state (ammo.ts) it was dropped in, and its
 * owner (the figure who carried it first, for the trace). Unordered: a gun taken up leaves the
 * last one in its place.
 */
export class LyingWeapons {
  count = 0;
  readonly x: Float64Array;
  readonly y: Float64Array;
  readonly weapon: Weapon[];
  readonly ammo: Uint8Array;
  readonly owner: Int32Array;

  /** Room for `size` guns: every figure's firearms at once, as a pick-up leaves one for one. */
  constructor(size: number) {
    this.x = new Float64Array(size);
    this.y = new Float64Array(size);
    this.weapon = new Array<Weapon>(size);
    this.ammo = new Uint8Array(size);
    this.owner = new Int32Array(size);
  }

  drop(x: number, y: number, weapon: Weapon, ammo: number, owner: number): void {
    const k = this.count++;
    this.x[k] = x;
    this.y[k] = y;
    this.weapon[k] = weapon;
    this.ammo[k] = ammo;
    this.owner[k] = owner;
  }

  /** Takes gun k off the field. */
  take(k: number): void {
    const last = --this.count;
    this.x[k] = this.x[last];
    this.y[k] = this.y[last];
    this.weapon[k] = this.weapon[last];
    this.ammo[k] = this.ammo[last];
    this.owner[k] = this.owner[last];
  }
}
