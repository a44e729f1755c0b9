/**
 * What a shooter's wounded arms leave him (six-gun-sound.md §6.5 [L1557–1558], §6.3): a first
 * wound to the gun arm is −1 Rep when firing, a first wound to the off arm −1 with a long arm
 * (two hands); a later wound to either makes that arm unusable. A long arm needs both hands
 * (§3.5 [L904]); a pistol whose gun arm is unusable is fired with the off arm, where an 8
 * misses (§6.2 row 8 [L1502]). Wounds per arm are counted up to UNUSABLE.
 */
export const UNUSABLE = 2;
/** No arm left to fire this weapon with. */
export const NO_FIRE = -1;

/** NO_FIRE, or (the Rep penalty) × 2 + 1 when the off arm fires. */
export function armFiring(gunArm: number, offArm: number, twoHanded: boolean): number {
  if (twoHanded)
    return gunArm >= UNUSABLE || offArm >= UNUSABLE
      ? NO_FIRE
      : ((gunArm > 0 ? 1 : 0) + (offArm > 0 ? 1 : 0)) * 2;
  if (gunArm >= UNUSABLE) return offArm >= UNUSABLE ? NO_FIRE : 1;
  return gunArm > 0 ? 2 : 0;
}

/** Whether both arms are usable, as firing two pistols at once needs. */
export const bothArms = (gunArm: number, offArm: number) => gunArm < UNUSABLE && offArm < UNUSABLE;

/** What the trace says of an arm's wounds going from `before` to `after`. */
export function armText(arm: string, before: number, after: number): string {
  if (after === before) return '';
  return after >= UNUSABLE ? ` (${arm} unusable)` : ` (${arm})`;
}
