/**
 * The tables of six-gun-sound.md §9.1 and §9.6–9.8: moving casualties, rescue of fallen
 * comrades, abandonment and capture, trial and punishment. The modifier signs lost in the
 * OCR follow the C-11 ruling.
 */

/** Every test of §9.6–9.8 is 2d6 against Sand. */
export const CASUALTY_DICE = 2;

/** Rescue Sand modifiers, which add up; six-gun-sound.md §9.6 [L4398–4460], C-11. */
export const RESCUE_MODIFIERS = { leader: -1, indian: -1, closeKnit: -1, hard: 1 } as const;

/**
 * Abandonment and Capture Sand modifiers; only the single largest applies (C-11);
 * six-gun-sound.md §9.7 [L4462–4510].
 */
export const CAPTURE_MODIFIERS = {
  none: 0,
  'leader-killed': -2,
  'enemy-killed': -1,
  'stolen-horse': -1,
  'ambush-attacker': -1,
} as const;
export type CaptureModifier = keyof typeof CAPTURE_MODIFIERS;
export const CAPTURE_MODIFIER_NAMES = Object.keys(CAPTURE_MODIFIERS) as CaptureModifier[];

/** Trial Sand modifiers, which add up (C-11); six-gun-sound.md §9.8 [L4512–4554]. */
export const TRIAL_MODIFIERS = { repeat: -1, indianTerritory: -1 } as const;

export const CRIMES = ['robbery', 'assault', 'rustling', 'horse-theft', 'murder'] as const;
export type Crime = (typeof CRIMES)[number];

/**
 * A light sentence (Pass 1), in seasons: ½d6 for Robbery or Assault, 1d6 for Rustling, 2d6
 * for Murder or Horse Theft; six-gun-sound.md §9.8 [L4512–4554].
 */
export const LIGHT_SENTENCE: Readonly<Record<Crime, 'half-d6' | '1d6' | '2d6'>> = {
  robbery: 'half-d6',
  assault: 'half-d6',
  rustling: '1d6',
  'horse-theft': '2d6',
  murder: '2d6',
};

/**
 * A heavy sentence (Pass 0) for Robbery, Rustling or Horse Theft: 5d6 years in prison, 7d6
 * when a victim was wounded [L4512–4554]. Assault is not listed: RULING, as Robbery.
 */
export const PRISON_DICE = { unhurt: 5, wounded: 7 } as const;

/** Murder at Pass 0: 1d6, 1–2 life in prison, 3–6 hanged (in ½d6 seasons) [L4512–4554]. */
export const MURDER_LIFE_UP_TO = 2;

/** A trial comes 1d3 seasons after the capture [L4512–4554]. */
export const TRIAL_AFTER_SEASONS = 3;

/**
 * Movement with a casualty, in inches, six-gun-sound.md §9.1 [L1844–1871] and §4.4: a figure
 * on foot moves 6" (12" / 9" / 6" moving fast, the group's worst result); one healthy man
 * drags an immobile figure at half speed; a horse moves 12" (24" / 18" fast).
 */
export const FOOT_MOVE = 6;
export const FOOT_FAST = [6, 9, 12] as const;
export const HORSE_MOVE = 12;
