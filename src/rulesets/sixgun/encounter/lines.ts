import type { Weapon } from '../data.ts';
import { effectiveRange } from '../firing.ts';

/**
 * Figures of a side stand this far apart along their line: within 4" of each other, so one
 * group (§4.1 [L1061]), and more than 2", so no friend stands by as a bystander a shot's 8
 * could hit instead (§6.2 [L1503–1506]).
 */
export const SPACING = 3;
/** GF-3: the sides set up 24" apart (the Stand-Up Fight table, §13.1 [L3219–3237]). */
export const TRAIL_DISTANCE = 24;

/** The shortest effective range among the figures (§13.1 Deployment [L3218]). */
export function deployment(p: {
  distance?: number;
  sides: readonly { figures: readonly { weapon: string; rep: number }[] }[];
}): number {
  return (
    p.distance ??
    Math.min(
      ...p.sides.flatMap((s) =>
        s.figures.map((f) =>
          effectiveRange({ weapon: f.weapon as Weapon, rep: f.rep, veteran: false }),
        ),
      ),
    )
  );
}
