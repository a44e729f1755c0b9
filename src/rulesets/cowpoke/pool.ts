import {
  AIM_BONUS,
  BASE_DICE,
  BLAZE_BONUS,
  COVER_DICE,
  MODIFIER,
  RANGES,
  RANGE_LOWER_EDGE,
  TIER_DICE,
  type Cover,
  type Range,
  type Tier,
  type Weapon,
} from './data.ts';
import type { CowpokeOptions } from './options.ts';

export interface ShotSituation {
  weapon: Weapon;
  range?: Range;
  distance?: number;
  aim: boolean;
  cover: Cover;
  moved: boolean;
  targetMoved: boolean;
  back: boolean;
  blaze: boolean;
  tier: Tier;
  marksman: boolean;
}

export interface PoolTerm {
  label: string;
  dice: number;
}

export interface ShotPool {
  band: Range;
  /** Dice actually rolled (0 when the shot cannot be taken). */
  dice: number;
  terms: PoolTerm[];
  /** The modifiers summed to ≤ 0 on a base ≥ 1 weapon: one die, only a 6 hits. */
  hailMary: boolean;
  /** Blaze Away: every six is a hit. */
  multiHit: boolean;
  /** Why the shot cannot be taken, when it cannot. */
  impossible?: string;
}

/** Every band's lower edge (0, 2, 6, 12, 24"), in RANGES order. */
export const BAND_LOWER = Float64Array.from(RANGES, (r) => RANGE_LOWER_EDGE[r]);
/** The edges above point blank, as bandIndex reads them. */
const EDGES = BAND_LOWER.subarray(1);
const [E1, E2, E3, E4] = EDGES;

/**
 * The index in RANGES of the band a distance falls in, point blank … extreme; cowpoke.md §1.2
 * step 1 and A3: half-open bands put a distance on an edge in the band above.
 */
export function bandIndex(distance: number, halfOpen: boolean): number {
  // The edges rise, so the band is the number of edges the distance is past: counted without a
  // branch per edge (every shot of an encounter asks this, twice).
  return halfOpen
    ? +(distance >= E1) + +(distance >= E2) + +(distance >= E3) + +(distance >= E4)
    : +(distance > E1) + +(distance > E2) + +(distance > E3) + +(distance > E4);
}

/** The band a distance falls in; cowpoke.md §1.2 step 1 and A3. */
export function bandOf(distance: number, boundary: CowpokeOptions['range.boundary']): Range {
  return RANGES[bandIndex(distance, boundary === 'halfOpen')];
}

/**
 * The Minimum Dice Rule (cowpoke.md §1.2 step 4, A4): the dice rolled for a pool summing to
 * `total` on a weapon's `base`, 0 when the shot cannot be taken. A base ≥ 1 weapon always
 * rolls at least the 1-die Hail Mary; a base-0 weapon needs its pool raised to 1, or under
 * minDice.base0HailMary only some positive modifier (`anyUp`).
 */
export function minimumDice(
  total: number,
  base: number,
  anyUp: boolean,
  base0HailMary: boolean,
): number {
  if (total >= 1) return total;
  if (base >= 1) return 1;
  return anyUp && base0HailMary ? 1 : 0;
}

/** Tier dice for shooting and brawling, through the house-rule options. */
export function tierDice(tier: Tier, o: CowpokeOptions): number {
  if (tier === 'greenhorn') return o['tier.greenhornDice'] ?? TIER_DICE.greenhorn;
  if (tier === 'legend') return o['tier.legendDice'] ?? TIER_DICE.legend;
  return TIER_DICE.cowpoke;
}

/** Builds the shooting pool step by step as cowpoke.md §1.2 steps 1–4 describe. */
export function shotPool(s: ShotSituation, o: CowpokeOptions): ShotPool {
  const band = s.range ?? bandOf(s.distance ?? 0, o['range.boundary']);
  const multiHit = s.blaze;
  const none = (impossible: string, terms: PoolTerm[] = []): ShotPool => ({
    band,
    dice: 0,
    terms,
    hailMary: false,
    multiHit,
    impossible,
  });

  if (s.weapon === 'dynamite')
    return none('dynamite is thrown, not shot (see the dynamite procedure)');
  const base = BASE_DICE[s.weapon][RANGES.indexOf(band)];
  if (base === null)
    return none(
      `a ${s.weapon} cannot reach ${band} range ("-" in the weapon table, cowpoke.md §2.3)`,
    );
  if (s.aim && s.blaze) return none('Aim cannot be combined with Blaze Away (cowpoke.md §1.3)');
  const blazeBonus = BLAZE_BONUS[s.weapon];
  if (s.blaze && blazeBonus === null)
    return none(`a ${s.weapon} cannot Blaze Away (cowpoke.md §1.11)`);

  const terms: PoolTerm[] = [{ label: 'base', dice: base }];
  const add = (cond: boolean, label: string, dice: number) => {
    if (cond && dice !== 0) terms.push({ label, dice });
  };
  add(s.aim, 'aim', AIM_BONUS[s.weapon] ?? 0);
  add(s.blaze, 'blaze away', blazeBonus ?? 0);
  add(s.back, 'back shot', MODIFIER.backShot);
  add(true, s.tier, tierDice(s.tier, o));
  add(s.marksman, 'marksman', MODIFIER.marksman);
  add(s.moved, 'moved', MODIFIER.attackerMoved);
  add(s.targetMoved, 'target moved', MODIFIER.defenderMoved);
  add(s.cover !== 'none', `${s.cover} cover`, COVER_DICE[s.cover]);

  const total = terms.reduce((sum, t) => sum + t.dice, 0);
  const anyUp = terms.some((t) => t.label !== 'base' && t.dice > 0);
  const dice = minimumDice(total, base, anyUp, o['minDice.base0HailMary']);
  if (dice >= 1) return { band, dice, terms, hailMary: total < 1, multiHit };
  return none(
    `base 0 at ${band} range and the modifiers do not raise the pool to 1 (cowpoke.md §1.2 step 4)`,
    terms,
  );
}

/** `2 base + 2 aim − 2 wood cover = 2 dice`. */
export function describePool(p: ShotPool): string {
  const parts = p.terms.map((t, i) => {
    const mag = `${Math.abs(t.dice)} ${t.label}`;
    if (i === 0) return mag;
    return `${t.dice < 0 ? '−' : '+'} ${mag}`;
  });
  const sum = p.terms.reduce((s, t) => s + t.dice, 0);
  const lhs = parts.join(' ');
  if (p.impossible) return `${lhs ? lhs + ' = ' + sum + ': ' : ''}no shot: ${p.impossible}`;
  const mode = p.multiHit ? ', every six a hit' : '';
  if (p.hailMary) return `${lhs} = ${sum} → Hail Mary: 1 die, only a 6 hits`;
  return `${lhs} = ${p.dice} ${p.dice === 1 ? 'die' : 'dice'}${mode}`;
}
