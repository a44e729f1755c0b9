import { STATE } from '../damage.ts';
import { DRY } from './ammo.ts';
import { NO_FIRE, UNUSABLE, armFiring } from './arms.ts';

/*
 * A GF-1's state between turns, per figure: its damage (unhurt, wounded, chest-wounded), the
 * wounds each arm has taken (none, one, unusable: 9 pairs), its gun (ammo.ts) and where it
 * stands (in the open, ducked back out of sight, or in sight from its cover): a figure's code
 * ((dmg × 9 + arms) × 4 + ammo) × 3 + cover, and the pair's code0 × PER_FIGURE + code1.
 */
export const OPEN = 0,
  HIDDEN = 1,
  IN_COVER = 2;
const ARM_LEVELS = UNUSABLE + 1;
const ARM_PAIRS = ARM_LEVELS * ARM_LEVELS;
export const PER_FIGURE = 3 * ARM_PAIRS * 4 * 3;
/** The pair codes; START, one past them, is the state before the Draw. */
export const PAIR_CODES = PER_FIGURE * PER_FIGURE;

export const figureCode = (dmg: number, gun: number, off: number, ammo: number, cov: number) =>
  (((dmg * ARM_PAIRS + gun * ARM_LEVELS + off) * 4 + ammo) * 3 + cov) | 0;
export const covOf = (f: number) => f % 3;
export const ammoOf = (f: number) => ((f / 3) | 0) % 4;
export const gunArmOf = (f: number) => ((((f / 12) | 0) % ARM_PAIRS) / ARM_LEVELS) | 0;
export const offArmOf = (f: number) => ((f / 12) | 0) % ARM_LEVELS;
export const dmgOf = (f: number) => (f / (12 * ARM_PAIRS)) | 0;
export const withCov = (f: number, cov: number) => f - covOf(f) + cov;
export const withAmmo = (f: number, ammo: number) => f + (ammo - ammoOf(f)) * 3;

/**
 * The states a GF-1 keeps apart, for two given figures: a pair of states that no later turn can
 * tell apart (the same chances of every end at every turn) is kept as one, its canonical code.
 *
 * - No arm left to fire his weapon (arms.ts) plays as a gun dry for good: he never fires
 *   again, and ducks out of sight as a figure whose ammunition has run out does.
 * - A gun dry for good leaves his arms nothing to do: a hit on him is a hit whatever it does
 *   to them (§5.1 [L1274]), so they are kept as none.
 * - A chest wound, or an enemy who can never fire again, leaves his arms as they are for the
 *   rest of the fight (after a chest wound any hit puts him out, [L1559]): only what they do to
 *   his firing matters, so each is kept as one pair of arms that does the same.
 * - Neither able to fire again, or one of them dry for good and out of sight (where he stays),
 *   nothing more happens: only whether each is wounded is left to tell.
 */
export class Gf1States {
  /** Per figure c, its code as kept apart (by c × PER_FIGURE + code). */
  private readonly kept = new Int32Array(2 * PER_FIGURE);
  /** The same, its arms as one pair that fires the same: for an enemy who never fires again. */
  private readonly still = new Int32Array(2 * PER_FIGURE);
  /** The same, when nothing more can happen: only whether he is wounded is left to tell. */
  private readonly idle = new Int32Array(2 * PER_FIGURE);
  /** What c's arms leave him (armFiring), by c × ARM_PAIRS + gun × ARM_LEVELS + off. */
  readonly firing = new Int8Array(2 * ARM_PAIRS);

  constructor(
    twoHanded: readonly boolean[],
    private readonly inRange: readonly boolean[],
  ) {
    for (let c = 0; c < 2; c++) {
      for (let gun = 0; gun < ARM_LEVELS; gun++)
        for (let off = 0; off < ARM_LEVELS; off++)
          this.firing[c * ARM_PAIRS + gun * ARM_LEVELS + off] = armFiring(gun, off, twoHanded[c]);
      // One pair of arms for each thing they can leave him: no penalty, −1 (the gun arm's
      // wound), −2 (both, with a long arm), or the off arm firing a pistol.
      const same = (a: number) =>
        a === 0 ? [0, 0] : a === 2 ? [1, 0] : a === 4 ? [1, 1] : [UNUSABLE, 0];
      for (let f = 0; f < PER_FIGURE; f++) {
        const dmg = dmgOf(f),
          cov = covOf(f);
        let gun = gunArmOf(f),
          off = offArmOf(f),
          ammo = ammoOf(f);
        const a = this.firing[c * ARM_PAIRS + gun * ARM_LEVELS + off];
        if (a === NO_FIRE) ammo = DRY;
        if (ammo === DRY) gun = off = 0;
        else if (dmg === STATE.chestWounded) [gun, off] = same(a);
        this.kept[c * PER_FIGURE + f] = figureCode(dmg, gun, off, ammo, cov);
        const [g2, o2] = ammo === DRY ? [0, 0] : same(a);
        this.still[c * PER_FIGURE + f] = figureCode(dmg, g2, o2, ammo, cov);
        this.idle[c * PER_FIGURE + f] = figureCode(
          dmg === STATE.unhurt ? STATE.unhurt : STATE.wounded,
          0,
          0,
          DRY,
          HIDDEN,
        );
      }
    }
  }

  /** What c's arms leave him to fire with (armFiring), from his figure code. */
  arms(c: number, f: number): number {
    return this.firing[c * ARM_PAIRS + (((f / 12) | 0) % ARM_PAIRS)];
  }

  /** The canonical code of the pair (f0, f1). */
  code(f0: number, f1: number): number {
    let a = this.kept[f0],
      b = this.kept[PER_FIGURE + f1];
    const dryA = ammoOf(a) === DRY,
      dryB = ammoOf(b) === DRY;
    const firesA = !dryA && this.inRange[0],
      firesB = !dryB && this.inRange[1];
    if ((!firesA && !firesB) || (dryA && covOf(a) === HIDDEN) || (dryB && covOf(b) === HIDDEN))
      return this.idle[a] * PER_FIGURE + this.idle[PER_FIGURE + b];
    if (!firesB) a = this.still[a];
    if (!firesA) b = this.still[PER_FIGURE + b];
    return a * PER_FIGURE + b;
  }
}
