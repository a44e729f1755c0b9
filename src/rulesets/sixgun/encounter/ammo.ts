/**
 * A gunfighter's gun, six-gun-sound.md §3.4: loaded; empty (an activation spent reloading
 * fixes it); one last shot left, for active fire only [L1015]; dry for good [L1017].
 */
export const LOADED = 0,
  EMPTY = 1,
  LAST = 2,
  DRY = 3;

/**
 * What a man of a side frozen by doubles reloads (§4.2 step 2 [L1122]): nothing, the gun in
 * his hand (reload: and his other pistol with it when empty), or only his other pistol, empty
 * while the one in hand is not (`everyGun`, option activation.doubles: ready-weapons).
 */
export const FROZEN_RELOAD = { none: 0, inHand: 1, other: 2 } as const;
export function frozenReload(
  ammo: Uint8Array,
  second: Uint8Array,
  c: number,
  everyGun: boolean,
): number {
  if (ammo[c] === EMPTY) return FROZEN_RELOAD.inHand;
  return everyGun && second[c] === EMPTY ? FROZEN_RELOAD.other : FROZEN_RELOAD.none;
}

/** How ready a gun is to fire, indexed by its state: loaded, then a last shot, empty, dry. */
export const READINESS = [3, 1, 2, 0];

/**
 * Two pistols (§3.5): `ammo` is the gun in his hand, `second` the other (DRY for a figure with
 * one gun). The readier gun is the one in hand, so that whoever reads `ammo` (the policies,
 * the reload) sees the figure as able to fire while either is loaded.
 */
export function readierInHand(ammo: Uint8Array, second: Uint8Array, c: number): void {
  if (READINESS[second[c]] <= READINESS[ammo[c]]) return;
  const a = ammo[c];
  ammo[c] = second[c];
  second[c] = a;
}

/**
 * A flaming arrow loosed at a building is the bowman's shot: a last one leaves the bow dry, as
 * a last shot does (§3.4), and shooting gives him away.
 */
export function looseArrow(
  w: { ammo: Uint8Array; ammo2: Uint8Array; hidden: Uint8Array },
  c: number,
): void {
  if (w.ammo[c] === LAST) {
    w.ammo[c] = DRY;
    readierInHand(w.ammo, w.ammo2, c);
  }
  w.hidden[c] = 0;
}
