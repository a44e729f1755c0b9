import type { Rng } from '../../dice/rng.ts';
import {
  EXPOSED,
  LONG_RANGE_FIRST,
  SCATTER_REP_FLOOR,
  SHOOTIN,
  UNCLASSIFIED_AMMO,
  WEAPON_STATS,
  type AmmoClass,
  type Cover,
  type DamageRow,
  type Location,
  type Posture,
  type Weapon,
} from './data.ts';
import {
  ARM_STATES,
  HORSE_HIT,
  NO_COVER,
  STATE,
  STATES,
  applyTransition,
  armIndex,
  armTransition,
  imHitAt,
  recoveryDice,
  rollCodes,
  rollDamage,
  rowCode,
  transition,
  type ArmWounds,
  type CoverFilter,
} from './damage.ts';
import type { SixgunOptions } from './options.ts';

/** One firing at one target, six-gun-sound.md §6.1: what the shot procedure and the Draw share. */
export interface FiringSituation {
  rep: number;
  repModifier: number;
  crackshot: boolean;
  weapon: Weapon;
  veteran: boolean;
  /** Shot dice at this target; absent means every die the weapon has left. */
  shots?: number;
  /** Shots of the same firing declared on earlier targets: they take the highest dice. */
  shotsBefore: number;
  /** Shots of the same firing declared on later targets: they take the lowest dice. */
  shotsAfter: number;
  distance: number;
  /** Effective range × this (½ at or from a vehicle moving fast, §10.9); absent: 1. */
  rangeFactor?: number;
  toughness: number;
  cover: Cover;
  targetDoing: Posture;
  prone: boolean;
  higherGround: boolean;
  targetMovingFast: boolean;
  shooterMovingFast: boolean;
  unfamiliar: boolean;
  twoWeapons: boolean;
  offArm: boolean;
  mounted: boolean;
  bystanders: number;
  aimFor: Location;
  /**
   * The shooter fires from a mount (§10.5 [L2306–2308], C-58): halted; moving normally, which
   * counts as moving fast; or moving fast, which also halves his effective range.
   */
  shooterMount?: ShooterMount;
  /** The shooter's mount is a Nag: −1 Rep (§10.5 [L2306]). */
  shooterOnNag?: boolean;
  /** A Pass 1 wound in the gun arm: −1 Rep when firing (§6.5 [L1557]). */
  gunArmWound?: boolean;
  /** A Pass 1 wound in the off arm: −1 Rep with a two-handed weapon (§6.5 [L1558]). */
  offArmWound?: boolean;
  /**
   * The target is a rider hanging on the far side of his horse, riding Siouxside (§5.3.8
   * [L8897–8911]): mounted, and only SIOUXSIDE_RIDER's locations hit him.
   */
  siouxside?: boolean;
}

/** What of a Siouxside rider can be hit: head, gun arm and off arm; the rest hits his horse (§5.3.8 [L8897–8911]). */
export const SIOUXSIDE_RIDER: readonly Location[] = ['head', 'gun-arm', 'off-arm'];

export const SHOOTER_MOUNTS = ['none', 'halted', 'moving', 'moving-fast'] as const;
export type ShooterMount = (typeof SHOOTER_MOUNTS)[number];

/** What one die does at this target. */
const MISS = 0,
  HIT = 1,
  CHOSEN = 2,
  BYSTANDER = 3;

export interface Firing {
  mode: 'table' | 'long' | 'impossible';
  reason?: string;
  effectiveRange: number;
  shootingRep: number;
  /** Dice rolled in the whole firing; this target's are ranks first..first + shots − 1. */
  dice: number;
  first: number;
  shots: number;
  /** faceResult[rank × 7 + face]: what a die of that face at that 0-based rank does. */
  faceResult: Uint8Array;
  /** Long range: the second die must be at most this (the shooter's Rep, 0..6). */
  longRangeRep: number;
  ammo: AmmoClass;
  damageRolls: number;
  normalCodes: Int8Array;
  chosenCodes: Int8Array;
  toughness: number;
  recDice: number;
  bow: boolean;
  eightMisses: string[];
  /** The target rides Siouxside: some damage codes are HORSE_HIT. */
  siouxside: boolean;
}

const BULLETPROOF = ['loophole', 'wall', 'corner-flush', 'corner-away'] as const;
type Bulletproof = (typeof BULLETPROOF)[number];

/** The bulletproof cover type the target is behind, if any (woods count as a wall, C-60). */
function bulletproofOf(s: FiringSituation, o: SixgunOptions): Bulletproof | null {
  if (s.cover === 'woods') return o['cover.woods'] === 'bulletproof' ? 'wall' : null;
  return (BULLETPROOF as readonly string[]).includes(s.cover) ? (s.cover as Bulletproof) : null;
}

export function exposedLocations(s: FiringSituation, o: SixgunOptions): readonly Location[] | null {
  const bp = bulletproofOf(s, o);
  return bp ? EXPOSED[bp][s.targetDoing] : null;
}

export function ammoClass(weapon: Weapon, o: SixgunOptions): AmmoClass {
  return UNCLASSIFIED_AMMO.includes(weapon)
    ? o['ammo.unclassifiedWeapons']
    : WEAPON_STATS[weapon].ammo;
}

export function effectiveRange(s: Pick<FiringSituation, 'weapon' | 'rep' | 'veteran'>): number {
  const w = WEAPON_STATS[s.weapon];
  return (s.veteran && w.veteranFactor ? w.veteranFactor : w.eFactor) * s.rep;
}

/** Shooting Rep (§6.1 step 3, C-34): the shotgun floor of 4 after modifiers by the ruling. */
export function shootingRep(s: FiringSituation, o: SixgunOptions): number {
  const w = WEAPON_STATS[s.weapon];
  const mod =
    s.repModifier -
    (s.shooterOnNag ? 1 : 0) -
    (s.gunArmWound ? 1 : 0) -
    (s.offArmWound && w.twoHanded ? 1 : 0);
  if (!w.scatter) return s.rep + mod;
  return o['shotgun.floorAfterModifiers']
    ? Math.max(SCATTER_REP_FLOOR, s.rep + mod)
    : Math.max(SCATTER_REP_FLOOR, s.rep) + mod;
}

/** Why an 8 misses (§6.2 [L1488–1502]); empty if it can hit. */
function eightMissReasons(s: FiringSituation, o: SixgunOptions): string[] {
  const r: string[] = [];
  if (s.cover !== 'none') r.push('cover');
  if (s.prone) r.push('prone');
  if (s.targetMovingFast || (isMounted(s) && o['mountedTarget.normalMoveIsFast']))
    r.push('target moving fast');
  if (s.shooterMovingFast) r.push('shooter moving fast');
  if (s.shooterMount === 'moving' || s.shooterMount === 'moving-fast')
    r.push('shooter on a moving mount');
  if (s.unfamiliar) r.push('unfamiliar weapon');
  if (s.twoWeapons) r.push('two weapons');
  if (s.offArm) r.push('off arm');
  return r;
}

/** A rider riding Siouxside is mounted too. */
const isMounted = (s: FiringSituation) => s.mounted || s.siouxside === true;

/** The damage row: a shotgun's close row only within its close range (§6.4 [L1523, L1525], C-6). */
function damageRow(s: FiringSituation, o: SixgunOptions): DamageRow {
  const w = WEAPON_STATS[s.weapon];
  if (w.closeRange === undefined || s.distance <= w.closeRange) return w.damage;
  return o['shotgun.farIsImHit'] ? 'shotgun-far' : 'shotgun-far-unerrata';
}

/** The cover filter of an ordinary damage roll; a prone target counts as obscuring (§4.6). */
function coverFilter(s: FiringSituation, o: SixgunOptions): CoverFilter {
  const exposed = exposedLocations(s, o);
  const obscuringCover =
    s.cover === 'obscuring' || (s.cover === 'woods' && o['cover.woods'] === 'obscuring');
  const proneObscures = s.prone && s.weapon !== 'bow' && !s.higherGround;
  return {
    exposed,
    obscuring: obscuringCover || proneObscures,
    obscuringBypass:
      o['obscuring.locations'] === 'unexposed-only' ? EXPOSED.wall[s.targetDoing] : [],
    tieDeflects: o['obscuring.tie'] === 'deflect',
    rider: s.siouxside ? SIOUXSIDE_RIDER : undefined,
  };
}

/** Rows of each location (C-5). */
const LOCATION_TOTALS: Readonly<Record<Location, readonly number[]>> = {
  head: [2, 3, 5],
  leg: [4, 10],
  gut: [6, 9],
  'gun-arm': [7],
  chest: [8, 12],
  'off-arm': [11],
};

/** The damage codes of an 11+ hit at the chosen location, by the C-5 reading in force. */
function chosenCodes(
  s: FiringSituation,
  o: SixgunOptions,
  row: DamageRow,
  cover: CoverFilter,
): Int8Array {
  switch (o['hit.locationDesired']) {
    case 'any-row':
      return Int8Array.of(rowCode(row, 5)); // a Head row that kills whenever any row does
    case 'im-hit':
      return Int8Array.of(
        cover.rider && !cover.rider.includes(s.aimFor) ? HORSE_HIT : imHitAt(s.aimFor),
      );
    case 'ignore-cover': // cover, not the horse a Siouxside rider hangs behind
      return rollCodes(row, { ...NO_COVER, rider: cover.rider });
    case 'weighted-rows': {
      // Re-rolling until the total is one of the location's rows is a uniform draw from the
      // dice pairs with those totals; bulletproof cover cannot negate a named exposed location.
      const all = rollCodes(row, { ...cover, exposed: null });
      const out: number[] = [];
      for (let w = 1; w <= 6; w++)
        for (let c = 1; c <= 6; c++)
          if (LOCATION_TOTALS[s.aimFor].includes(w + c)) out.push(all[(w - 1) * 6 + c - 1]);
      return Int8Array.from(out);
    }
  }
}

/** Everything one firing needs, worked out once before any dice are rolled. */
/**
 * What no rule of a Draw or a gunfight changes about a shot yet: no Crackshot or Veteran, no
 * shots around it, both standing on level ground and not moving fast, one familiar weapon in
 * the good arm, on foot, no bystanders, aimed at the head.
 */
export const PLAIN_SHOT = {
  crackshot: false,
  veteran: false,
  shotsBefore: 0,
  shotsAfter: 0,
  prone: false,
  higherGround: false,
  targetMovingFast: false,
  shooterMovingFast: false,
  unfamiliar: false,
  twoWeapons: false,
  offArm: false,
  mounted: false,
  bystanders: 0,
  aimFor: 'head',
} as const satisfies Partial<FiringSituation>;

export function setupFiring(s: FiringSituation, o: SixgunOptions): Firing {
  const w = WEAPON_STATS[s.weapon];
  // Firing from a fast-moving mount halves the effective range (§10.5 [L2308]); so does a
  // vehicle moving fast, for shots from or at it (rangeFactor, §10.9 [L2747]).
  const e = (effectiveRange(s) / (s.shooterMount === 'moving-fast' ? 2 : 1)) * (s.rangeFactor ?? 1);
  const longRange = s.distance > e;
  const perShot = !longRange || o['longRange.rollPerShot'];
  const shots = perShot ? (s.shots ?? w.targets - s.shotsBefore - s.shotsAfter) : 1;
  const first = perShot ? s.shotsBefore : 0;
  const dice = perShot ? s.shotsBefore + shots + s.shotsAfter : 1;
  const sRep = shootingRep(s, o);
  const bonus = s.crackshot ? 1 : 0;
  const eight = eightMissReasons(s, o);
  const pool = (o['shot.bystanders'] ? s.bystanders : 0) + (isMounted(s) ? 1 : 0);
  const faceResult = new Uint8Array(dice * 7);
  for (let rank = 0; rank < dice; rank++) {
    for (let face = 1; face <= 6; face++) {
      const total = face + sRep + bonus;
      let r = MISS;
      if (total >= SHOOTIN.chosen) r = CHOSEN;
      else if (total === SHOOTIN.hit) r = HIT;
      else if (total === SHOOTIN.notThird) r = rank >= 2 ? MISS : HIT;
      else if (total === SHOOTIN.conditional)
        r = eight.length > 0 || rank >= 1 ? MISS : pool > 0 ? BYSTANDER : HIT;
      faceResult[rank * 7 + face] = r;
    }
  }
  const row = damageRow(s, o);
  const cover = coverFilter(s, o);
  const impossible = s.distance > w.maxRange;
  // One object literal with every field, the reason too: built by spreading a base object,
  // each firing had a map of its own, and the hot loops' reads of them were megamorphic.
  return {
    mode: impossible ? 'impossible' : longRange ? 'long' : 'table',
    reason: impossible
      ? `${s.distance}" is beyond the ${s.weapon}'s maximum range of ${w.maxRange}"`
      : undefined,
    effectiveRange: e,
    shootingRep: sRep,
    dice,
    first,
    shots,
    faceResult,
    longRangeRep: Math.min(6, Math.max(0, s.rep)),
    ammo: ammoClass(s.weapon, o),
    damageRolls: w.scatter ? 2 : 1,
    normalCodes: rollCodes(row, cover),
    chosenCodes: chosenCodes(s, o, row, cover),
    toughness: s.toughness,
    recDice: recoveryDice(s.weapon === 'bow'),
    bow: s.weapon === 'bow',
    eightMisses: eight,
    siouxside: s.siouxside === true,
  };
}

/** Whether the firing's raw dice run the weapon dry (§3.4 [L995–997]). */
function fumbles(ammo: AmmoClass, ones: number): boolean {
  if (ammo === 'muzzle-loader' || ammo === 'thrown') return true;
  return ammo === 'repeater' ? ones >= 2 : ones >= 1;
}

export interface FiringExact {
  /** Target state probabilities, indexed by STATE. */
  states: Float64Array;
  pHit: number;
  hits: Float64Array;
  pFumble: number;
  pBystander: number;
  /** A Siouxside rider's horse takes at least one of the damage rolls (0 for any other target). */
  pHorse: number;
}

/** The exact outcome of one firing, by enumerating its (at most 6³) dice. */
export function exactFiring(f: Firing): FiringExact {
  return firingTally(f).exact;
}

/**
 * The target's state distribution after one firing, apart by whether its dice ran the weapon
 * dry: [no fumble, fumble], each summing to its own probability. A gunfight needs them
 * together, since a shooter's 1s are also his misses.
 */
export function exactFiringByFumble(f: Firing): [Float64Array, Float64Array] {
  const t = firingTally(f);
  return [t.statesOf(t.byFumble[0]), t.statesOf(t.byFumble[1])];
}

/**
 * exactFiringByFumble over ARM_STATES (damage.ts): the target's state with the wounds the
 * firing dealt each arm (§6.5 [L1557–1558]), from an unhurt start, apart by whether the dice
 * ran the weapon dry.
 */
export function exactFiringArmsByFumble(f: Firing): [Float64Array, Float64Array] {
  const t = firingTally(f);
  const tChosen = armTransition(f.chosenCodes, f.toughness, f.bow);
  const tNormal = armTransition(f.normalCodes, f.toughness, f.bow);
  const split = t.byFumble.map((weights) => {
    const into = new Float64Array(ARM_STATES);
    for (let c = 0; c <= f.shots; c++)
      for (let h = 0; c + h <= f.shots; h++) {
        const w = weights[c * (f.shots + 1) + h];
        if (w === 0) continue;
        let v: Float64Array = new Float64Array(ARM_STATES);
        v[armIndex(STATE.unhurt, 0, 0)] = 1;
        for (let i = 0; i < c * f.damageRolls; i++) v = applyTransition(v, tChosen);
        for (let i = 0; i < h * f.damageRolls; i++) v = applyTransition(v, tNormal);
        for (let k = 0; k < ARM_STATES; k++) into[k] += w * v[k];
      }
    return into;
  });
  return [split[0], split[1]];
}

/** Enumerates a firing's dice once: the whole answer, and the hit counts split by fumble. */
function firingTally(f: Firing) {
  const states = new Float64Array(STATES);
  const hits = new Float64Array(f.shots + 1);
  // weight by (chosen hits, normal hits), then one state vector per pair.
  const cells = (f.shots + 1) * (f.shots + 1);
  const byHits = new Float64Array(cells);
  const byFumble = [new Float64Array(cells), new Float64Array(cells)];
  const tChosen = transition(f.chosenCodes, f.toughness, f.bow);
  const tNormal = transition(f.normalCodes, f.toughness, f.bow);
  const statesOf = (
    weights: Float64Array,
    into = new Float64Array(STATES),
    count?: Float64Array,
  ) => {
    for (let c = 0; c <= f.shots; c++) {
      for (let h = 0; c + h <= f.shots; h++) {
        const w = weights[c * (f.shots + 1) + h];
        if (w === 0) continue;
        if (count) count[c + h] += w;
        let v: Float64Array = new Float64Array(STATES);
        v[STATE.unhurt] = 1;
        for (let i = 0; i < c * f.damageRolls; i++) v = applyTransition(v, tChosen);
        for (let i = 0; i < h * f.damageRolls; i++) v = applyTransition(v, tNormal);
        for (let s = 0; s < STATES; s++) into[s] += w * v[s];
      }
    }
    return into;
  };
  if (f.mode === 'impossible') {
    states[STATE.unhurt] = 1;
    hits[0] = 1;
    byFumble[0][0] = 1;
    return {
      exact: { states, pHit: 0, hits, pFumble: 0, pBystander: 0, pHorse: 0 },
      byFumble,
      statesOf,
    };
  }
  let pHit = 0,
    pFumble = 0,
    pBystander = 0;
  const n = f.dice;
  const first = f.first,
    end = f.first + f.shots;
  const total = 6 ** n;
  const faces = new Array<number>(n);
  for (let idx = 0; idx < total; idx++) {
    let x = idx,
      ones = 0;
    for (let i = 0; i < n; i++) {
      faces[i] = (x % 6) + 1;
      x = Math.floor(x / 6);
      if (faces[i] === 1) ones++;
    }
    const w = 1 / total;
    const fumble = fumbles(f.ammo, ones);
    if (fumble) pFumble += w;
    const split = byFumble[fumble ? 1 : 0];
    if (f.mode === 'long') {
      const q = f.longRangeRep / 6;
      // Independent dice: each six at this target hits with the second die ≤ Rep.
      let sixes = 0;
      for (let i = first; i < end; i++) if (faces[i] === LONG_RANGE_FIRST) sixes++;
      if (faces[first] === LONG_RANGE_FIRST) pHit += w * q;
      for (let k = 0; k <= sixes; k++) {
        const pk = binom(sixes, k) * q ** k * (1 - q) ** (sixes - k);
        byHits[k] += w * pk; // long-range hits are never on a chosen location
        split[k] += w * pk;
      }
      continue;
    }
    const sorted = faces.slice().sort((a, b) => b - a);
    let c = 0,
      h = 0;
    for (let rank = first; rank < end; rank++) {
      const r = f.faceResult[rank * 7 + sorted[rank]];
      if (r === CHOSEN) c++;
      else if (r === HIT) h++;
      else if (r === BYSTANDER) pBystander += w;
      if (rank === first && (r === CHOSEN || r === HIT)) pHit += w;
    }
    byHits[c * (f.shots + 1) + h] += w;
    split[c * (f.shots + 1) + h] += w;
  }
  statesOf(byHits, states, hits);
  const pHorse = f.siouxside ? horseChance(f, byHits) : 0;
  return { exact: { states, pHit, hits, pFumble, pBystander, pHorse }, byFumble, statesOf };
}

/**
 * P(a Siouxside rider's horse takes a damage roll), from the firing's weights by (chosen hits,
 * normal hits): the rider's state joined with whether the horse is hit yet, as the damage rolls
 * go in order and stop once he is dead (as in simulation).
 */
function horseChance(f: Firing, byHits: Float64Array): number {
  const tChosen = horseTransition(f.chosenCodes, f.toughness, f.bow);
  const tNormal = horseTransition(f.normalCodes, f.toughness, f.bow);
  let p = 0;
  for (let c = 0; c <= f.shots; c++) {
    for (let h = 0; c + h <= f.shots; h++) {
      const w = byHits[c * (f.shots + 1) + h];
      if (w === 0) continue;
      let v: Float64Array = new Float64Array(2 * STATES);
      v[STATE.unhurt] = 1;
      for (let i = 0; i < c * f.damageRolls; i++) v = applyTransition(v, tChosen);
      for (let i = 0; i < h * f.damageRolls; i++) v = applyTransition(v, tNormal);
      for (let s = 0; s < STATES; s++) p += w * v[STATES + s];
    }
  }
  return p;
}

/** The damage roll's transition over (horse hit yet × STATES + rider state): a HORSE_HIT sets the flag. */
function horseTransition(codes: Int8Array, toughness: number, bow: boolean): Float64Array {
  const n = 2 * STATES;
  const t = new Float64Array(n * n);
  const horse = Int8Array.from(codes, (c) => (c === HORSE_HIT ? 1 : 0));
  const onRider = transition(
    codes.filter((c) => c !== HORSE_HIT),
    toughness,
    bow,
  );
  const pHorse = horse.reduce((a, b) => a + b, 0) / codes.length;
  for (let flag = 0; flag < 2; flag++) {
    for (let s = 0; s < STATES; s++) {
      const from = (flag * STATES + s) * n;
      if (s === STATE.od) {
        t[from + flag * STATES + s] = 1; // no more damage is rolled on a dead man
        continue;
      }
      t[from + STATES + s] += pHorse;
      if (pHorse === 1) continue;
      for (let s2 = 0; s2 < STATES; s2++)
        t[from + flag * STATES + s2] += (1 - pHorse) * onRider[s * STATES + s2];
    }
  }
  return t;
}

function binom(n: number, k: number): number {
  let r = 1;
  for (let i = 1; i <= k; i++) r = (r * (n - i + 1)) / i;
  return r;
}

/** The outcome of one simulated firing, with the wounds it dealt each arm and the hits on a Siouxside rider's horse; reused between trials. */
export interface FiringResult extends ArmWounds {
  state: number;
  hits: number;
  firstHit: boolean;
  fumble: boolean;
  bystander: boolean;
}

export const newFiringResult = (): FiringResult => ({
  state: 0,
  hits: 0,
  firstHit: false,
  fumble: false,
  bystander: false,
  gunArm: 0,
  offArm: 0,
  horse: 0,
});

/** One firing in simulation, into `out`; `faces` holds at least `f.dice` entries. */
export function simulateFiring(f: Firing, rng: Rng, faces: Uint8Array, out: FiringResult): void {
  if (f.mode === 'table')
    return scoreFiring(f, faces, rollSortedDice(f.dice, rng, faces), rng, out);
  out.state = STATE.unhurt;
  out.hits = 0;
  out.firstHit = false;
  out.fumble = false;
  out.bystander = false;
  out.gunArm = out.offArm = out.horse = 0;
  if (f.mode === 'impossible') return;
  const n = f.dice;
  const first = f.first,
    end = f.first + f.shots;
  let ones = 0;
  let normal = 0;
  // Each die is its own long-range shot: order does not matter, so the first is the first rolled.
  for (let i = 0; i < n; i++) {
    const v = rng.below(6) + 1;
    if (v === 1) ones++;
    if (i >= first && i < end && v === LONG_RANGE_FIRST && rng.below(6) < f.longRangeRep) {
      normal++;
      if (i === first) out.firstHit = true;
    }
  }
  out.fumble = fumbles(f.ammo, ones);
  out.hits = normal;
  let state: number = STATE.unhurt;
  for (let i = normal * f.damageRolls; i > 0 && state !== STATE.od; i--)
    state = rollDamage(rng, state, f.normalCodes, f.toughness, f.recDice, out);
  out.state = state;
}

/**
 * A shot of f that hit a bystander instead of its target (§6.2 [L1503–1506]), as one normal hit
 * on him: f is the firing at the bystander, so his own cover and Toughness read the damage.
 */
export function strayHit(f: Firing, rng: Rng, out: FiringResult): void {
  out.hits = 1;
  out.firstHit = true;
  out.fumble = false;
  out.bystander = false;
  out.gunArm = out.offArm = out.horse = 0;
  let state: number = STATE.unhurt;
  for (let i = f.damageRolls; i > 0 && state !== STATE.od; i--)
    state = rollDamage(rng, state, f.normalCodes, f.toughness, f.recDice, out);
  out.state = state;
}

/** Rolls a firing's n shot dice, sorted high to low into `faces` (§6.1 step 4); the number of 1s. */
export function rollSortedDice(n: number, rng: Rng, faces: Uint8Array): number {
  let ones = 0;
  for (let i = 0; i < n; i++) {
    const v = rng.below(6) + 1;
    if (v === 1) ones++;
    let j = i; // insertion into descending order
    while (j > 0 && faces[j - 1] < v) {
      faces[j] = faces[j - 1];
      j--;
    }
    faces[j] = v;
  }
  return ones;
}

/**
 * One target's share of a firing on the Shootin' table, from the firing's sorted dice: its
 * ranks f.first.. (a shot's rank counts across the whole firing, A-14), then the damage of its
 * hits. A firing spread over several targets (§3.3) rolls its dice once and scores them for
 * each target in turn.
 */
export function scoreFiring(
  f: Firing,
  faces: Uint8Array,
  ones: number,
  rng: Rng,
  out: FiringResult,
): void {
  out.state = STATE.unhurt;
  out.hits = 0;
  out.firstHit = false;
  out.bystander = false;
  out.gunArm = out.offArm = out.horse = 0;
  out.fumble = fumbles(f.ammo, ones);
  const first = f.first,
    end = f.first + f.shots;
  let chosen = 0,
    normal = 0;
  for (let rank = first; rank < end; rank++) {
    const r = f.faceResult[rank * 7 + faces[rank]];
    if (r === CHOSEN) chosen++;
    else if (r === HIT) normal++;
    else if (r === BYSTANDER) out.bystander = true;
    if (rank === first && (r === CHOSEN || r === HIT)) out.firstHit = true;
  }
  out.hits = chosen + normal;
  let state: number = STATE.unhurt;
  for (let i = chosen * f.damageRolls; i > 0 && state !== STATE.od; i--)
    state = rollDamage(rng, state, f.chosenCodes, f.toughness, f.recDice, out);
  for (let i = normal * f.damageRolls; i > 0 && state !== STATE.od; i--)
    state = rollDamage(rng, state, f.normalCodes, f.toughness, f.recDice, out);
  out.state = state;
}
