import { Layout } from '../../core/layout.ts';
import { booleanField, enumField, numberField, type Values } from '../fields.ts';
import type { ExactMetrics, Procedure } from '../types.ts';
import { flagNamer } from '../validate.ts';
import {
  chartCell,
  chartFields,
  chartWarnings,
  isPlaceholder,
  missingCell,
  PLACEHOLDER_LABEL,
  type ChartParams,
} from './chart.ts';
import {
  AP,
  FAN_FIRE_MAX_SHOTS,
  GRAZE,
  KILL,
  SHOT_MODIFIERS,
  TARGETS,
  TARGET_HEALTH,
  varDamageBand,
  WEAPONS,
  WEAPON_STATS,
  type Weapon,
} from './data.ts';
import type { Cowboys2Options } from './options.ts';
import { rollTable } from './roll.ts';

/**
 * Shooting, cowboys-ii.md §1.2 with the Spin and Shoot (§1.3), the Reaction Shot (§1.4), the
 * optional shooting rules (§1.11) and Variable Damage (§1.9): one shooter's declared shots at
 * one target. Notes that are not choices: each hit costs 1 health and the book's "flip a card
 * to check damage done" is not modelled, since the cards are unknown (B5); a shotgun shot is
 * two rolls, each with its own natural 2, for one round (B13); a model is hit only when it is
 * the named target, so a horse takes hits when it is the one shot at (B16).
 */
const params = {
  weapon: enumField(WEAPONS, {
    default: 'pistol',
    description: 'The weapon fired (one per turn).',
    noun: 'weapon',
  }),
  range: numberField({
    default: 2,
    min: 1,
    integer: true,
    unit: 'squares',
    description: 'Squares to the target, diagonals counting 1 (an adjacent target is range 1).',
  }),
  ...chartFields(),
  shots: numberField({
    default: 1,
    min: 1,
    max: 6,
    integer: true,
    description: 'Shots declared at the target (2 AP each; a full-health cowboy has 4 AP).',
  }),
  ammo: numberField({
    min: 0,
    integer: true,
    unit: 'rounds',
    description: 'Rounds in the weapon (in each pistol with two pistols); default: fully loaded.',
  }),
  shooterHealth: numberField({
    default: 4,
    min: 1,
    max: 4,
    integer: true,
    description: "The shooter's health, which is his AP for the activation.",
  }),
  cowboyModifier: numberField({
    default: 0,
    min: 0,
    max: 2,
    integer: true,
    description: "The shooting modifier on the cowboy's counter (+0, +1 or +2).",
  }),
  backShot: booleanField({
    default: false,
    description: "The shot enters the target's back facing (+2).",
  }),
  redLine: booleanField({
    default: false,
    description:
      'The line of fire crosses a red line (window, obstacle) the target is adjacent to (−1).',
  }),
  openDoor: booleanField({
    default: false,
    description: 'The line of fire crosses an open door the target is adjacent to (−1).',
  }),
  mounted: booleanField({
    default: false,
    description: 'The shooter is mounted (−2 pistol, −3 rifle or shotgun).',
  }),
  spin: booleanField({
    default: false,
    description:
      'Spin and Shoot: the first shot turns to a new facing (−1 pistol, −3 rifle or shotgun).',
  }),
  reaction: booleanField({
    default: false,
    description: 'A Reaction Shot at a moving enemy: one shot at −1, for the whole activation.',
  }),
  deadEye: booleanField({
    default: false,
    description: 'A DEAD EYE card is played on the first shot (+2).',
  }),
  fanFire: booleanField({
    default: false,
    description: 'Optional rule 2: fan the pistol, every round left in it at −3 each.',
  }),
  twoPistols: booleanField({
    default: false,
    description: 'Optional rule 3: shots alternate between two pistols, −2 on every shot.',
  }),
  splitFire: booleanField({
    default: false,
    description:
      'Optional rule 5: this target gets one of two shots split between two targets (−2).',
  }),
  target: enumField(TARGETS, {
    default: 'cowboy',
    description:
      'What is shot at: a cowboy, town folk, an Indian hidden or revealed, a horse (fresh or already hit).',
    noun: 'target',
  }),
  targetHealth: numberField({
    min: 1,
    max: 4,
    integer: true,
    description: "The target cowboy's health now (default: full, 4).",
  }),
  riderAboard: booleanField({
    default: false,
    description:
      'The target horse carries a rider (who loses his next activation if it is killed).',
  }),
} as const;

export type ShotParams = Values<typeof params> & ChartParams;

/** A hit's damage as (points, pinned) with its chance: KILL takes all health. */
interface DamageOutcome {
  points: number;
  graze: boolean;
  p: number;
}

/** Everything a trial needs, fixed before the first: one roll table per declared shot. */
export interface ShotSetup {
  weapon: Weapon;
  hitNumber: number;
  /** Shots fired if the target stands: declared, or every round for a fan fire, within ammo. */
  shots: number;
  rollsPerShot: number;
  tables: Uint8Array[];
  modifiers: number[];
  health: number;
  /** A hidden Indian is only revealed by a multi-hit roll (indian.doubleHitRemoves = false). */
  revealCaps: boolean;
  /** Variable damage: the points of the 36 rolls (GRAZE, KILL), or null for 1 per hit. */
  damage: Int8Array | null;
  retarget: boolean;
  maxHitsPerRoll: number;
}

const tracked = (p: ShotParams, o: Cowboys2Options) =>
  !(p.weapon === 'rifle' && o['ammo.rifle'] === 'unlimited');

/** The AP the declared shots cost, cowboys-ii.md §3.2 [L117-119], B25. */
export function shotCost(p: ShotParams, o: Cowboys2Options): number {
  if (p.reaction) return p.shooterHealth; // "all" [L119]
  if (p.fanFire) return o['fanFire.apCost'] === 'two' ? AP.shot : p.shooterHealth;
  if (p.twoPistols) return Math.ceil(p.shots / 2) * AP.shot; // each 2 AP buys one shot from each pistol
  return p.shots * AP.shot;
}

export function shotModifiers(p: ShotParams, o: Cowboys2Options, shots: number): number[] {
  const w = WEAPON_STATS[p.weapon];
  const cover =
    (p.redLine ? SHOT_MODIFIERS.redLine : 0) + (p.openDoor ? SHOT_MODIFIERS.openDoor : 0);
  const base =
    p.cowboyModifier +
    (p.backShot ? SHOT_MODIFIERS.backShot : 0) +
    (o['cover.stack'] ? cover : Math.max(cover, SHOT_MODIFIERS.redLine)) +
    (p.mounted ? w.mounted : 0) +
    (p.reaction ? SHOT_MODIFIERS.reaction : 0) +
    (p.fanFire ? SHOT_MODIFIERS.fanFire : 0) +
    (p.twoPistols ? SHOT_MODIFIERS.twoPistols : 0) +
    (p.splitFire ? SHOT_MODIFIERS.splitFire : 0);
  return Array.from(
    { length: shots },
    (_, j) =>
      base +
      (p.spin && (j === 0 || o['spin.penaltyOn'] === 'allShots') ? w.spin : 0) +
      (p.deadEye && j === 0 && o['cards.enabled'] ? SHOT_MODIFIERS.deadEye : 0),
  );
}

/** Shots that can be fired: declared (or all rounds for a fan fire), within the ammunition. */
function shotsFired(p: ShotParams, o: Cowboys2Options): number {
  const ammo = p.ammo ?? WEAPON_STATS[p.weapon].maxAmmo;
  if (p.fanFire) return Math.min(ammo, FAN_FIRE_MAX_SHOTS);
  if (!tracked(p, o)) return p.shots;
  return Math.min(p.shots, p.twoPistols ? 2 * ammo : ammo);
}

export function setupShot(p: ShotParams, o: Cowboys2Options): ShotSetup {
  const cell = chartCell(p, p.weapon, p.range);
  if (!cell) throw new Error(missingCell(p, p.weapon, p.range));
  const shots = shotsFired(p, o);
  const modifiers = shotModifiers(p, o, Math.max(shots, 1));
  let damage: Int8Array | null = null;
  if (o['varDamage.enabled']) {
    damage = new Int8Array(36);
    for (let k = 0; k < 36; k++)
      damage[k] = varDamageBand(((k / 6) | 0) + (k % 6) + 2, o['varDamage.fourIs']);
  }
  return {
    weapon: p.weapon,
    hitNumber: cell.hit,
    shots,
    rollsPerShot: WEAPON_STATS[p.weapon].rollsPerShot,
    tables: modifiers.map((m) => rollTable(cell.hit, m, p.weapon, o)),
    modifiers,
    health:
      p.target === 'cowboy' ? (p.targetHealth ?? TARGET_HEALTH.cowboy) : TARGET_HEALTH[p.target],
    revealCaps: p.target === 'indianHidden' && !o['indian.doubleHitRemoves'],
    damage,
    // A fan fire empties the pistol [L354] whether or not the target is still standing.
    retarget: o['shots.retargetAfterKill'] || p.fanFire,
    maxHitsPerRoll: o['optional.deadlyShots'] && o['deadlyShots.stack'] ? 3 : 2,
  };
}

/** One trial's outcome, written in place. */
export interface ShotOutcome {
  hits: number;
  firstShotHits: number;
  firstRollHit: boolean;
  lost: number;
  pinned: boolean;
  ammoUsed: number;
}

/** One volley, drawing exactly as `simulate` does (one draw per roll, one per variable-damage hit). */
export function fireVolley(
  s: ShotSetup,
  rng: { below(n: number): number },
  out: ShotOutcome,
): void {
  let hits = 0,
    lost = 0,
    fired = 0,
    first = 0,
    firstRoll = false,
    pinned = false;
  for (let j = 0; j < s.shots; j++) {
    if (lost >= s.health && !s.retarget) break; // B18: shots left are not fired
    fired++;
    if (lost >= s.health) continue; // fired at another target
    const table = s.tables[j];
    for (let r = 0; r < s.rollsPerShot; r++) {
      const h = table[rng.below(36)];
      if (j === 0) {
        first += h;
        if (r === 0) firstRoll = h > 0;
      }
      if (h === 0) continue;
      hits += h;
      let points = h;
      if (s.damage) {
        points = 0;
        for (let k = 0; k < h; k++) {
          const d = s.damage[rng.below(36)];
          if (d === GRAZE) pinned = true;
          else points += d;
        }
      }
      if (s.revealCaps && lost === 0 && points > 1) points = 1;
      lost = Math.min(s.health, lost + points);
    }
  }
  out.hits = hits;
  out.firstShotHits = first;
  out.firstRollHit = firstRoll;
  out.lost = lost;
  out.pinned = pinned && lost < s.health;
  out.ammoUsed = fired;
}

function damageOutcomes(s: ShotSetup): DamageOutcome[] {
  if (!s.damage) return [{ points: 1, graze: false, p: 1 }];
  const m = new Map<number, number>();
  for (let k = 0; k < 36; k++) m.set(s.damage[k], (m.get(s.damage[k]) ?? 0) + 1 / 36);
  return [...m].map(([d, p]) => ({ points: d === GRAZE ? 0 : d, graze: d === GRAZE, p }));
}

/** The damage of h hits as (points, any graze) with probabilities. */
function rollDamage(h: number, per: DamageOutcome[]): DamageOutcome[] {
  let acc: DamageOutcome[] = [{ points: 0, graze: false, p: 1 }];
  for (let k = 0; k < h; k++) {
    const next = new Map<string, DamageOutcome>();
    for (const a of acc)
      for (const d of per) {
        const points = Math.min(KILL, a.points + d.points),
          graze = a.graze || d.graze;
        const key = `${points}/${graze}`;
        const e = next.get(key);
        if (e) e.p += a.p * d.p;
        else next.set(key, { points, graze, p: a.p * d.p });
      }
    acc = [...next.values()];
  }
  return acc;
}

export interface ShotExact {
  hits: Map<number, number>;
  firstShotHits: Map<number, number>;
  pFirstRollHit: number;
  lost: Map<number, number>;
  pPinned: number;
  ammoUsed: number;
}

/** The same volley exactly: a walk over (hits, health lost, pinned) shot by shot. */
export function exactVolley(s: ShotSetup): ShotExact {
  const per = damageOutcomes(s);
  type State = { hits: number; lost: number; pinned: boolean; p: number };
  let states: State[] = [{ hits: 0, lost: 0, pinned: false, p: 1 }];
  const firstShotHits = new Map<number, number>();
  let pFirstRollHit = 0,
    ammoUsed = 0;
  const add = (m: Map<string, State>, st: State) => {
    const key = `${st.hits}/${st.lost}/${st.pinned}`;
    const e = m.get(key);
    if (e) e.p += st.p;
    else m.set(key, { ...st });
  };
  for (let j = 0; j < s.shots; j++) {
    const table = s.tables[j];
    const odds = [0, 0, 0, 0];
    for (let k = 0; k < 36; k++) odds[table[k]] += 1 / 36;
    if (j === 0) pFirstRollHit = 1 - odds[0];
    const next = new Map<string, State>();
    for (const st of states) {
      const down = st.lost >= s.health;
      if (down && !s.retarget) {
        add(next, st);
        continue;
      }
      ammoUsed += st.p;
      if (down) {
        add(next, st);
        continue;
      }
      let cur: State[] = [{ ...st, hits: 0 }];
      for (let r = 0; r < s.rollsPerShot; r++) {
        const after = new Map<string, State>();
        for (const c of cur)
          for (let h = 0; h < odds.length; h++) {
            if (odds[h] === 0) continue;
            if (h === 0 || c.lost >= s.health) {
              add(after, { ...c, hits: c.hits + h, p: c.p * odds[h] });
              continue;
            }
            for (const d of rollDamage(h, per)) {
              let points = d.points;
              if (s.revealCaps && c.lost === 0 && points > 1) points = 1;
              add(after, {
                hits: c.hits + h,
                lost: Math.min(s.health, c.lost + points),
                pinned: c.pinned || d.graze,
                p: c.p * odds[h] * d.p,
              });
            }
          }
        cur = [...after.values()];
      }
      for (const c of cur) {
        if (j === 0) firstShotHits.set(c.hits, (firstShotHits.get(c.hits) ?? 0) + c.p);
        add(next, { ...c, hits: st.hits + c.hits });
      }
    }
    states = [...next.values()];
  }
  const hits = new Map<number, number>(),
    lost = new Map<number, number>();
  let pPinned = 0;
  for (const st of states) {
    hits.set(st.hits, (hits.get(st.hits) ?? 0) + st.p);
    lost.set(st.lost, (lost.get(st.lost) ?? 0) + st.p);
    if (st.pinned && st.lost < s.health) pPinned += st.p;
  }
  if (s.shots === 0) firstShotHits.set(0, 1);
  return { hits, firstShotHits, pFirstRollHit, lost, pPinned, ammoUsed };
}

const maxHits = (s: ShotSetup) => s.shots * s.rollsPerShot * s.maxHitsPerRoll;
const rec = (m: Map<number, number>) =>
  Object.fromEntries(
    [...m]
      .filter(([, p]) => p > 0)
      .sort((a, b) => a[0] - b[0])
      .map(([k, p]) => [String(k), p]),
  );
const mean = (m: Map<number, number>) => [...m].reduce((s, [k, p]) => s + k * p, 0);

export const shot: Procedure<ShotParams, Cowboys2Options> = {
  id: 'shot',
  title: 'Shots at one target against the Shot Chart',
  description:
    "One shooter's declared shots at one target: 2d6 against the Shot Chart's hit number with every modifier, natural 2 misses, natural 12 double hits, shotgun two rolls, ammunition, damage (cowboys-ii.md §1.2–1.4, §1.6, §1.9, §1.11).",
  params,

  check(p, o, name = flagNamer) {
    const problems: string[] = [];
    const missing = missingCell(p, p.weapon, p.range);
    if (missing) problems.push(missing);
    if (p.targetHealth !== undefined && p.target !== 'cowboy')
      problems.push(
        `${name.param('targetHealth')} is for a cowboy target; a ${p.target} has its own health`,
      );
    if (p.riderAboard && p.target !== 'horse' && p.target !== 'horseWounded')
      problems.push(`${name.param('riderAboard')} is for a horse target, not a ${p.target}`);
    for (const [flag, rule] of [
      ['fanFire', 'optional.fanFire'],
      ['twoPistols', 'optional.twoPistols'],
      ['splitFire', 'optional.splitFire'],
    ] as const)
      if (p[flag] && !o[rule])
        problems.push(`${name.param(flag)} is an optional rule: add ${name.option(rule, true)}`);
    if ((p.fanFire || p.twoPistols) && p.weapon !== 'pistol')
      problems.push(`fan fire and two pistols need pistols, not a ${p.weapon}`);
    if (p.fanFire && p.twoPistols)
      problems.push('fan fire empties one pistol; it cannot be combined with two pistols');
    if (p.spin && p.mounted)
      problems.push('no Spin and Shoot while mounted (cowboys-ii.md §1.3 [L239])');
    if (p.reaction && (p.shots !== 1 || p.fanFire || p.twoPistols || p.spin))
      problems.push(
        `a Reaction Shot is exactly one ordinary shot (cowboys-ii.md §1.4 [L241]): use ${name.param('shots', 1)}`,
      );
    if (p.splitFire && p.shots !== 1)
      problems.push(
        `with split fire this target gets one of the two shots: use ${name.param('shots', 1)}`,
      );
    const ap = p.shooterHealth;
    const cost = shotCost(p, o);
    if (p.reaction ? ap < AP.shot && !o['reaction.atOneHealth'] : cost > ap)
      problems.push(
        `a shooter at health ${ap} has ${ap} AP; these shots cost ${cost} (2 per shot, cowboys-ii.md §3.2): declare fewer shots`,
      );
    if (tracked(p, o) && p.ammo !== undefined && p.ammo > WEAPON_STATS[p.weapon].maxAmmo)
      problems.push(
        `a ${p.weapon} holds at most ${WEAPON_STATS[p.weapon].maxAmmo} rounds (${name.param('ammo', p.ammo)})`,
      );
    return problems;
  },

  warnings(p) {
    return chartWarnings(p);
  },

  notes(p) {
    return isPlaceholder(p, p.weapon, p.range)
      ? [
          `the ${p.weapon} at range ${p.range} hits on ${chartCell(p, p.weapon, p.range)!.hit}+ from the ${PLACEHOLDER_LABEL}`,
        ]
      : [];
  },

  metrics(p, o) {
    const s = setupShot(p, o);
    const l = new Layout()
      .probability('pAnyHit', 'at least one hit')
      .mean('meanHits', 'hits of the whole volley on the target')
      .distribution('hits', 0, maxHits(s), 'hits of the whole volley on the target')
      .mean('healthLost', 'health the target loses')
      .probability('pKill', 'the target is eliminated (health 0; a hidden Indian hit twice)')
      .probability('pRollHits', 'the first 2d6 roll scores at least one hit')
      .mean('hitsPerShot', 'hits scored by the first shot (both rolls of a shotgun)')
      .mean('ammoUsed', 'rounds spent');
    if (o['varDamage.enabled']) l.probability('pPinned', 'the target survives pinned by a graze');
    if (p.riderAboard)
      l.probability(
        'pRiderLosesActivation',
        'the horse dies under its rider, who loses his next activation',
      );
    return l;
  },

  explain(p, o) {
    const s = setupShot(p, o);
    const mods = s.modifiers.map((m) => (m >= 0 ? `+${m}` : String(m)));
    const same = mods.every((m) => m === mods[0]);
    const shots = `${s.shots} shot${s.shots === 1 ? '' : 's'}${s.rollsPerShot > 1 ? ` of ${s.rollsPerShot} rolls` : ''}`;
    return `${p.weapon} at range ${p.range}: hits on ${s.hitNumber}+; ${shots} at ${same ? mods[0] : mods.join(', ')}; target health ${s.health}`;
  },

  exact(p, o): ExactMetrics {
    const s = setupShot(p, o);
    const e = exactVolley(s);
    const pKill = e.lost.get(s.health) ?? 0;
    const out: ExactMetrics = {
      pRollHits: e.pFirstRollHit,
      hitsPerShot: mean(e.firstShotHits),
      hits: rec(e.hits),
      meanHits: mean(e.hits),
      pAnyHit: 1 - (e.hits.get(0) ?? 0),
      healthLost: mean(e.lost),
      pKill,
      ammoUsed: e.ammoUsed,
    };
    if (o['varDamage.enabled']) out.pPinned = e.pPinned;
    if (p.riderAboard) out.pRiderLosesActivation = o['horseKilled.skipNextActivation'] ? pKill : 0;
    return out;
  },

  simulate(p, o, rng, trials, acc) {
    const layout = this.metrics(p, o);
    const s = setupShot(p, o);
    const add = accumulate(layout, p, o, s, acc);
    const r: ShotOutcome = {
      hits: 0,
      firstShotHits: 0,
      firstRollHit: false,
      lost: 0,
      pinned: false,
      ammoUsed: 0,
    };
    if (s.shots * s.rollsPerShot <= 1 && !s.damage) {
      // One draw decides the whole volley: count the 36 faces, then replay each face once.
      const faces = new Uint32Array(36); // a chunk is far below 2^32 trials
      for (let t = 0; t < trials; t++) faces[(rng.u32() * FACE_SCALE) | 0]++;
      for (let k = 0; k < 36; k++) {
        if (faces[k] === 0) continue;
        fireVolley(s, { below: () => k }, r);
        add(r, faces[k]);
      }
    } else {
      // Count outcomes by a code, so that a trial costs its draws and one increment.
      const dims = outcomeDims(s);
      const counts = new Float64Array(dims.size);
      for (let t = 0; t < trials; t++) {
        fireVolley(s, rng, r);
        counts[encode(r, dims)]++;
      }
      for (let c = 0; c < dims.size; c++) if (counts[c] > 0) add(decode(c, dims, r), counts[c]);
    }
    acc[0] += trials;
  },
};

/** 36 / 2^32: a 32-bit draw to one of the 36 ordered pairs, exactly as `Rng.below(36)` does. */
const FACE_SCALE = 36 * 2.3283064365386963e-10;

interface Dims {
  hits: number;
  lost: number;
  ammo: number;
  first: number;
  size: number;
}

function outcomeDims(s: ShotSetup): Dims {
  const hits = maxHits(s) + 1,
    lost = s.health + 1,
    ammo = s.shots + 1,
    first = s.rollsPerShot * s.maxHitsPerRoll + 1;
  return { hits, lost, ammo, first, size: hits * lost * ammo * first * 4 };
}

function encode(r: ShotOutcome, d: Dims): number {
  return (
    ((((r.hits * d.lost + r.lost) * d.ammo + r.ammoUsed) * d.first + r.firstShotHits) * 2 +
      (r.firstRollHit ? 1 : 0)) *
      2 +
    (r.pinned ? 1 : 0)
  );
}

function decode(c: number, d: Dims, r: ShotOutcome): ShotOutcome {
  r.pinned = (c & 1) === 1;
  c >>= 1;
  r.firstRollHit = (c & 1) === 1;
  c >>= 1;
  r.firstShotHits = c % d.first;
  c = (c - r.firstShotHits) / d.first;
  r.ammoUsed = c % d.ammo;
  c = (c - r.ammoUsed) / d.ammo;
  r.lost = c % d.lost;
  r.hits = (c - r.lost) / d.lost;
  return r;
}

/** Adds `n` trials with outcome r into the accumulator. */
function accumulate(
  layout: Layout,
  p: ShotParams,
  o: Cowboys2Options,
  s: ShotSetup,
  acc: Float64Array,
) {
  const sRoll = layout.slot('pRollHits'),
    sPer = layout.slot('hitsPerShot'),
    sHits = layout.slot('hits'),
    sMean = layout.slot('meanHits');
  const sAny = layout.slot('pAnyHit'),
    sLost = layout.slot('healthLost'),
    sKill = layout.slot('pKill'),
    sAmmo = layout.slot('ammoUsed');
  const sPin = o['varDamage.enabled'] ? layout.slot('pPinned') : -1;
  const sRider =
    p.riderAboard && o['horseKilled.skipNextActivation']
      ? layout.slot('pRiderLosesActivation')
      : -1;
  return (r: ShotOutcome, n: number) => {
    if (r.firstRollHit) acc[sRoll] += n;
    acc[sPer] += n * r.firstShotHits;
    acc[sPer + 1] += n * r.firstShotHits * r.firstShotHits;
    acc[sHits + r.hits] += n;
    acc[sMean] += n * r.hits;
    acc[sMean + 1] += n * r.hits * r.hits;
    if (r.hits > 0) acc[sAny] += n;
    acc[sLost] += n * r.lost;
    acc[sLost + 1] += n * r.lost * r.lost;
    const killed = r.lost >= s.health;
    if (killed) acc[sKill] += n;
    acc[sAmmo] += n * r.ammoUsed;
    acc[sAmmo + 1] += n * r.ammoUsed * r.ammoUsed;
    if (sPin >= 0 && r.pinned) acc[sPin] += n;
    if (sRider >= 0 && killed) acc[sRider] += n;
  };
}
