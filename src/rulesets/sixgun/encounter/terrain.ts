import type { Cover } from '../data.ts';

/**
 * Terrain features a gunfight's table can carry, and the cover each gives a figure standing
 * in it (six-gun-sound.md §6.6 [L4717–4727]): no-effect scrub none; obscuring scrub obscuring;
 * rough ground and woods "both obscuring and bulletproof", read as bulletproof behind the
 * Wall/Window rows (C-60; the `cover.woods` option makes them obscuring); a ridge crest
 * bulletproof.
 */
export const TERRAIN_KINDS = [
  'no-effect-scrub',
  'obscuring-scrub',
  'rough-ground',
  'woods',
  'ridge-crest',
] as const;
export type TerrainKind = (typeof TERRAIN_KINDS)[number];

/**
 * The cover classes of the shared `battlefield` section's pieces, lightest first (classes 1..3):
 * obscuring, woods (bulletproof behind the Wall/Window rows unless `cover.woods` says
 * obscuring, C-60) and wall (bulletproof: the Wall/Window rows, and the Corner rows at a corner).
 */
export const BATTLEFIELD_COVER = ['obscuring', 'woods', 'wall'] as const;
/** The cover a terrain class gives, by class 0..3 (the battlefield's cover areas). */
export const TERRAIN_COVER: readonly Cover[] = ['none', ...BATTLEFIELD_COVER];
/** The bulletproof class (the Wall/Window rows), and the class a building's or high wall's corner gives. */
export const BULLETPROOF_CLASS = TERRAIN_COVER.indexOf('wall');
/** Each kind's class: an index into TERRAIN_COVER. */
export const TERRAIN_CLASS: Readonly<Record<TerrainKind, number>> = {
  'no-effect-scrub': 0,
  'obscuring-scrub': 1,
  'rough-ground': 2,
  woods: 2,
  'ridge-crest': 3,
};

/**
 * How much of a woods piece a line of sight may cross (six-gun-sound.md §4.7 [L1437–1443],
 * §6.6 [L4721]): 12" by day, 6" at night. Read along the line, so a figure at the edge of the
 * woods sees out and is seen from outside [L1442], and one inside sees 12" through them.
 */
export const WOODS_SIGHT = { day: 12, night: 6 } as const;

/**
 * Pieces that block sight and movement (six-gun-sound.md §4.7 [L779–789]: "LOS ... is blocked
 * by terrain, buildings"): a building, or a wall too high to fire over (an adobe or stockade
 * wall; a low one is cover, ridge-crest). Each is a solid rectangle nobody enters: figures see,
 * shoot and move round it, not through it.
 */
export const BLOCKING_KINDS = ['building', 'wall'] as const;
export type BlockingKind = (typeof BLOCKING_KINDS)[number];
export const isBlocking = (kind: string): kind is BlockingKind =>
  (BLOCKING_KINDS as readonly string[]).includes(kind);
